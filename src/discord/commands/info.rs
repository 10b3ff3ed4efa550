//! Information: your cards (`/hand`), the board, the log, the rulings, a card, and your games.

use super::options::{self, texts};
use super::shared::say;
use super::shared::{answer, defer, my_game, my_games, private, resolve};
use crate::dialogue::announce::recent;
use crate::dialogue::controls;
use crate::dialogue::moves;
use crate::dialogue::pictures::{board_now, draw};
use crate::dialogue::player::web_link;
use crate::dialogue::shown::{self, Offer};
use crate::discord::data::{Context, Error};
use crate::discord::language;
use crate::discord::message::{MAX_OPTION_LABEL, MESSAGE_LIMIT};
use crate::discord::message::{into_messages, within};
use crate::discord::panel::{self, LIMITS};
use crate::discord::seats::mention;
use crate::present;
use crate::present::locale::t;
use crate::present::rulings;
use crate::session::GameStatus;
use poise::CreateReply;
use serenity::all::{CreateAttachment, CreateAutocompleteResponse};

/// Your cards, draft packet and committed quests (only you see them).
#[poise::command(slash_command)]
pub async fn hand(
    ctx: Context<'_>,
    #[autocomplete = "my_games"] game: Option<i64>,
) -> Result<(), Error> {
    defer(ctx).await?;
    let Some((current, seat)) = my_game(ctx, game).await? else {
        return Ok(());
    };
    let record = &current.record;
    let lang = language::reader(ctx).await;
    let hand = present::game(&current.game).hand(seat, lang);
    let id = record.id;
    let title = t!(
        lang,
        "hand",
        game = record.name.as_str(),
        id = id,
        hand = hand
    );
    let shown = shown::cards(
        &current,
        seat,
        (title, "\n\n", Offer::AboutCards),
        (lang, &LIMITS),
    )
    .await?;
    answer(ctx, panel::reply(shown)).await
}

/// Your own link to a game's web page, with your cards (only you see it).
#[poise::command(slash_command, rename = "web")]
pub async fn web(
    ctx: Context<'_>,
    #[autocomplete = "my_games"] game: Option<i64>,
) -> Result<(), Error> {
    let Some((current, _)) = my_game(ctx, game).await? else {
        return Ok(());
    };
    let lang = language::reader(ctx).await;
    let user = ctx.author().id.get();
    let until = |expires: i64| format!("<t:{expires}:f>");
    let text = web_link(&ctx.data().session, current.record.id, user, lang, until).await?;
    private(ctx, text).await
}

/// A suggestion for your decision from the medium computer clan, with its reason (only you see
/// it).
#[poise::command(slash_command)]
pub async fn hint(
    ctx: Context<'_>,
    #[autocomplete = "my_games"] game: Option<i64>,
) -> Result<(), Error> {
    defer(ctx).await?;
    let Some((current, seat)) = my_game(ctx, game).await? else {
        return Ok(());
    };
    let lang = language::reader(ctx).await;
    let (text, command) = match moves::hint(&ctx.data().session, &current, seat, lang).await? {
        Ok(hint) => hint,
        Err(why) => return private(ctx, why).await,
    };
    let hint = controls::hint_row(&current.game, seat, &command, lang, &LIMITS);
    let rows = panel::now(&current, &[hint]);
    answer(
        ctx,
        CreateReply::default()
            .content(within(text))
            .components(rows),
    )
    .await
}

/// The board as it stands (public).
#[poise::command(slash_command)]
pub async fn board(
    ctx: Context<'_>,
    #[autocomplete = "my_games"] game: Option<i64>,
) -> Result<(), Error> {
    defer(ctx).await?;
    let Some(record) = resolve(ctx, game).await? else {
        return Ok(());
    };
    if record.status == GameStatus::Lobby {
        return say!(ctx, "not-started-yet").await;
    }
    // A private answer: in the reader's language.
    let lang = language::reader(ctx).await;
    let (status, png) = board_now(&ctx.data().session, &record, (lang, &mention)).await?;
    answer(
        ctx,
        CreateReply::default()
            .content(status)
            .attachment(CreateAttachment::bytes(png, "board.png")),
    )
    .await
}

/// What happened recently (public events only).
#[poise::command(slash_command)]
pub async fn log(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 200]
    moves: Option<u32>,
    #[autocomplete = "my_games"] game: Option<i64>,
) -> Result<(), Error> {
    defer(ctx).await?;
    let Some(record) = resolve(ctx, game).await? else {
        return Ok(());
    };
    if record.status == GameStatus::Lobby {
        return say!(ctx, "nothing-happened").await;
    }
    let lang = language::reader(ctx).await;
    let moves = u64::from(moves.unwrap_or(15));
    let lines = recent(&ctx.data().session, &record, moves, (lang, &mention)).await?;
    let messages = into_messages(&lines);
    if messages.is_empty() {
        return say!(ctx, "nothing-happened").await;
    }
    for m in messages.iter().take(5) {
        private(ctx, m.clone()).await?;
    }
    Ok(())
}

/// The rulings the bot plays by, or one of them.
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[autocomplete = "ruling"] topic: Option<String>,
) -> Result<(), Error> {
    let lang = language::reader(ctx).await;
    private(ctx, rulings::answer(topic.as_deref(), lang, MESSAGE_LIMIT)).await
}

/// Ruling ids and titles, in the reader's language.
async fn ruling(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    options::response(
        texts(rulings::suggestions(
            language::reader(ctx).await,
            MAX_OPTION_LABEL,
        )),
        partial,
    )
}

/// Look a card up: its numbers and its text.
#[poise::command(slash_command)]
pub async fn card(
    ctx: Context<'_>,
    #[autocomplete = "card_name"] name: String,
) -> Result<(), Error> {
    defer(ctx).await?;
    let lang = language::reader(ctx).await;
    let Some(text) = present::card(&name, lang) else {
        return say!(ctx, "no-such-card", name = name.as_str()).await;
    };
    let png = draw("drawing the card", move || {
        present::card_png(&name, lang).unwrap_or_default()
    })
    .await?;
    answer(
        ctx,
        CreateReply::default()
            .content(text)
            .attachment(CreateAttachment::bytes(png, "card.png")),
    )
    .await
}

/// Every card name of the catalogues.
#[allow(clippy::unused_async)] // poise calls suggestion functions as futures
async fn card_name(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = language::reader(ctx).await;
    options::response(texts(present::card_suggestions(lang)), partial)
}

/// Your games, and where a game is waiting on you (one query: no game is replayed).
#[poise::command(slash_command)]
pub async fn mygames(ctx: Context<'_>) -> Result<(), Error> {
    defer(ctx).await?;
    let lang = language::reader(ctx).await;
    let (when, thread) = (|t: i64| format!("<t:{t}:R>"), |t: u64| format!("<#{t}>"));
    let (session, user) = (&ctx.data().session, ctx.author().id.get());
    let lines = crate::dialogue::words::my_games(session, user, lang, (&when, &thread)).await?;
    private(ctx, into_messages(&lines).remove(0)).await
}
