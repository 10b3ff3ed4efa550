//! Playing: `/act` (your choices as buttons and menus) and the typed actions every rule set
//! declares (`/invade`, `/march`, …), registered from their declarations with suggestions drawn
//! from the player's legal commands only.

use super::options::{self, Suggest};
use super::shared::say;
use super::shared::{active_game, answer, defer, my_game, my_games, outlet, private};
use crate::dialogue::controls::Path;
use crate::dialogue::moves::{self, Answer, answered};
use crate::dialogue::shown;
use crate::dialogue::{undo, which};
use crate::discord::data::{Context, Data, Error};
use crate::discord::language;
use crate::discord::panel::{self, LIMITS};
use crate::engine::AnyCommand;
use crate::present::{self, Param, ParamKind};
use crate::session::Current;
use poise::CreateReply;
use serenity::all::CreateAutocompleteResponse;
use std::sync::Arc;

/// Applies commands for the author and answers privately: the next choice if the game still
/// waits on them, else a confirmation. Public news goes to the thread.
pub async fn apply(
    ctx: Context<'_>,
    current: &Current,
    commands: Vec<AnyCommand>,
) -> Result<(), Error> {
    let lang = language::reader(ctx).await;
    let (user, outlet) = (ctx.author().id.get(), outlet(ctx));
    // The answer owed to the player is stored with the move: were this process to stop before
    // giving it, another (or this one restarted) would, through the command's token.
    let handle = match ctx {
        poise::Context::Application(a) => {
            Some(crate::discord::announce::handle(&a.interaction.token))
        }
        poise::Context::Prefix(_) => None,
    };
    let moved = (commands.as_slice(), None, handle.as_deref());
    let game = current.record.id;
    let outcome = moves::act(&ctx.data().session, &outlet, game, (user, lang), moved).await?;
    let stored = moves::stored_at(&outcome);
    match answered(outcome, Answer::Replied, (lang, &LIMITS)).await? {
        Err(why) => private(ctx, why).await,
        Ok(shown) => {
            answer(ctx, panel::reply(shown)).await?;
            if let Some(seq) = stored {
                ctx.data()
                    .session
                    .telling()
                    .replied(game, user, seq)
                    .await?;
            }
            Ok(())
        }
    }
}

/// Take back your latest decision (you see what first, and confirm).
#[poise::command(slash_command)]
pub async fn undo(
    ctx: Context<'_>,
    #[autocomplete = "my_games"] game: Option<i64>,
) -> Result<(), Error> {
    defer(ctx).await?;
    let Some(record) = active_game(ctx, game).await? else {
        return Ok(());
    };
    let lang = language::reader(ctx).await;
    let (user, session) = (ctx.author().id.get(), &ctx.data().session);
    match undo::preview_post(session, &outlet(ctx), record.id, (user, lang)).await? {
        Ok(post) => {
            let rows = panel::rows(post.at, &post.rows);
            answer(
                ctx,
                CreateReply::default().content(post.text).components(rows),
            )
            .await
        }
        Err(why) => private(ctx, why).await,
    }
}

/// Your choices now, as buttons and menus (only you see them).
#[poise::command(slash_command)]
pub async fn act(
    ctx: Context<'_>,
    #[autocomplete = "my_games"] game: Option<i64>,
) -> Result<(), Error> {
    defer(ctx).await?;
    let Some((current, seat)) = my_game(ctx, game).await? else {
        return Ok(());
    };
    let lang = (language::reader(ctx).await, &LIMITS);
    let shown = shown::panel(&current, seat, (Path::Root, None), None, lang).await?;
    answer(ctx, panel::reply(shown)).await
}

/// The `game` option of a typed action.
const GAME: Param = Param {
    name: "game",
    kind: ParamKind::Integer,
    required: false,
    suggest: true,
};

/// The typed actions of every rule set, as slash commands.
pub fn typed_actions() -> Vec<poise::Command<Arc<Data>, Error>> {
    present::actions()
        .into_iter()
        .map(|action| {
            let suggest: Suggest = |ctx, partial| Box::pin(suggest(ctx.into(), partial));
            let games: Suggest = |ctx, partial| Box::pin(my_games(ctx.into(), partial));
            let mut parameters: Vec<_> = action
                .params
                .iter()
                .map(|p| options::parameter(p, Some(suggest)))
                .collect();
            parameters.push(options::parameter(&GAME, Some(games)));
            // Discord wants the required options first.
            parameters.sort_by_key(|p| !p.required);
            poise::Command {
                name: action.name.into(),
                qualified_name: action.name.into(),
                identifying_name: action.name.into(),
                source_code_name: "typed_action".into(),
                description: None,
                parameters,
                slash_action: Some(|ctx| {
                    Box::pin(async move {
                        typed(ctx.into())
                            .await
                            .map_err(|error| poise::FrameworkError::new_command(ctx.into(), error))
                    })
                }),
                ..Default::default()
            }
        })
        .collect()
}

/// Runs a typed action: the rule set reads what was entered, the engine decides if it is legal.
async fn typed(ctx: Context<'_>) -> Result<(), Error> {
    defer(ctx).await?;
    let values = options::values(ctx);
    let game = match values.iter().find(|(n, _)| n == "game") {
        Some((_, v)) => match v.parse::<i64>() {
            Ok(id) => Some(id),
            Err(_) => return say!(ctx, "choose-game-from-suggestions").await,
        },
        None => None,
    };
    let Some((current, seat)) = my_game(ctx, game).await? else {
        return Ok(());
    };
    let args: Vec<(&str, String)> = values
        .iter()
        .filter(|(n, _)| n != "game")
        .map(|(n, v)| (n.as_str(), v.clone()))
        .collect();
    let lang = language::reader(ctx).await;
    match present::game(&current.game).typed(seat, &ctx.command().name, &args, lang) {
        Err(why) => private(ctx, why).await,
        Ok(commands) => apply(ctx, &current, commands).await,
    }
}

/// Suggestions for a typed action's parameter: the player's legal choices only.
async fn suggest(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let suggestions = async {
        let param = options::focused(ctx)?;
        let values = options::values(ctx);
        let game = values.iter().find(|(n, _)| n == "game");
        let game = game.and_then(|(_, v)| v.parse::<i64>().ok());
        let (session, lang) = (&ctx.data().session, language::reader(ctx).await);
        let asker = (ctx.author().id.get(), Some(ctx.channel_id().get()));
        let (current, seat) = which::my_game(session, game, asker, lang)
            .await
            .ok()?
            .ok()?;
        let args: Vec<(&str, String)> = values
            .iter()
            .filter(|(n, _)| *n != param && n != "game")
            .map(|(n, v)| (n.as_str(), v.clone()))
            .collect();
        Some(present::game(&current.game).suggest(seat, &ctx.command().name, &param, &args, lang))
    }
    .await;
    options::response(suggestions.unwrap_or_default(), partial)
}
