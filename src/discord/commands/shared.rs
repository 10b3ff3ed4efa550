//! What the slash commands share: private replies, finding the game a command is about, and
//! Discord as the outlet of what a command tells the players.

use crate::dialogue::which;
use crate::discord::data::{Context, Error};
use crate::discord::language;
use crate::engine::Seat;
use crate::session::Current;
use crate::session::GameRecord;
use poise::CreateReply;
use serenity::all::{CreateAllowedMentions, EditInteractionResponse};

/// Marks a command as deferred: its first answer replaces the "thinking…" message.
struct Deferred {
    answered: bool,
}

/// Acknowledges a command with a private "thinking…" message, before any slow work.
pub async fn defer(ctx: Context<'_>) -> Result<(), Error> {
    defer_as(ctx, true).await
}

/// Acknowledges a command with a "thinking…" message, private or seen by the channel.
pub async fn defer_as(ctx: Context<'_>, private: bool) -> Result<(), Error> {
    ctx.set_invocation_data(Deferred { answered: false }).await;
    if private {
        ctx.defer_ephemeral().await?;
    } else {
        ctx.defer().await?;
    }
    ctx.data().arrivals.acknowledged(ctx.id());
    Ok(())
}

/// A private answer. The first answer after [`defer`] edits the "thinking…" message, as Discord
/// documents (a follow-up in its place is deprecated); later ones are follow-ups. Nobody is
/// pinged.
pub async fn answer(ctx: Context<'_>, reply: CreateReply) -> Result<(), Error> {
    answer_as(ctx, reply, true).await
}

/// An answer, private or seen by the channel (after [`defer_as`] with the same choice). Nobody
/// is pinged.
pub async fn answer_as(ctx: Context<'_>, reply: CreateReply, private: bool) -> Result<(), Error> {
    let reply = reply
        .ephemeral(private)
        .allowed_mentions(CreateAllowedMentions::new());
    if let poise::Context::Application(app) = ctx {
        let first = match ctx.invocation_data::<Deferred>().await {
            Some(mut d) if !d.answered => {
                d.answered = true;
                true
            }
            _ => false,
        };
        if first {
            app.interaction
                .edit_response(
                    ctx.http(),
                    reply.to_slash_initial_response_edit(EditInteractionResponse::new()),
                )
                .await?;
            return Ok(());
        }
    }
    ctx.send(reply).await?;
    ctx.data().arrivals.acknowledged(ctx.id());
    Ok(())
}

/// Discord as the outlet of a command's game news.
pub fn outlet(ctx: Context<'_>) -> crate::discord::announce::Discord<'_> {
    crate::discord::announce::Discord {
        http: ctx.http(),
        data: ctx.data(),
    }
}

/// Whether the author is an admin of this server (Administrator or Manage Server).
pub async fn is_admin(ctx: Context<'_>) -> bool {
    ctx.author_member()
        .await
        .and_then(|m| m.permissions)
        .is_some_and(|p| {
            p.contains(serenity::all::Permissions::ADMINISTRATOR)
                || p.contains(serenity::all::Permissions::MANAGE_GUILD)
        })
}

/// A private reply in words.
pub async fn private(ctx: Context<'_>, text: impl Into<String>) -> Result<(), Error> {
    answer(ctx, CreateReply::default().content(text.into())).await
}

/// A private answer in the reader's language: `say!(ctx, "key", name = value, …)` is the future
/// of [`private`] with the message `key`.
macro_rules! say {
    ($ctx:expr, $key:expr $(, $name:ident = $value:expr)* $(,)?) => {{
        let lang = $crate::discord::language::reader($ctx).await;
        $crate::discord::commands::shared::private(
            $ctx,
            $crate::present::locale::t!(lang, $key $(, $name = $value)*),
        )
    }};
}
pub(crate) use say;

/// Who asks a command, and where.
fn asker(ctx: Context<'_>) -> which::Asker {
    (ctx.author().id.get(), Some(ctx.channel_id().get()))
}

/// What [`crate::dialogue::which`] found, else its answer told privately and `None`.
async fn found<T>(ctx: Context<'_>, found: Result<T, String>) -> Result<Option<T>, Error> {
    match found {
        Ok(found) => Ok(Some(found)),
        Err(why) => {
            private(ctx, why).await?;
            Ok(None)
        }
    }
}

/// The game a command is about ([`which::game_for`]); replies and returns `None` when there is
/// none.
pub async fn resolve(ctx: Context<'_>, game: Option<i64>) -> Result<Option<GameRecord>, Error> {
    let lang = language::reader(ctx).await;
    let session = &ctx.data().session;
    found(ctx, which::game_for(session, game, asker(ctx), lang).await?).await
}

/// The game in play a command is about ([`which::game_in_play`]); replies and returns `None`
/// when it is not in play.
pub async fn active_game(ctx: Context<'_>, game: Option<i64>) -> Result<Option<GameRecord>, Error> {
    let lang = language::reader(ctx).await;
    let session = &ctx.data().session;
    found(
        ctx,
        which::game_in_play(session, game, asker(ctx), lang).await?,
    )
    .await
}

/// The game in play a command is about, and the author's seat in it ([`which::my_game`]);
/// replies and returns `None` otherwise.
pub async fn my_game(
    ctx: Context<'_>,
    game: Option<i64>,
) -> Result<Option<(Current, Seat)>, Error> {
    let lang = language::reader(ctx).await;
    let session = &ctx.data().session;
    found(ctx, which::my_game(session, game, asker(ctx), lang).await?).await
}

/// Suggestions for the `game` option: the author's games.
pub async fn my_games(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::all::CreateAutocompleteResponse {
    let lang = language::reader(ctx).await;
    let games = ctx
        .data()
        .session
        .games()
        .games_of_user(ctx.author().id.get())
        .await
        .unwrap_or_default();
    super::options::response(
        games
            .iter()
            .map(|(r, _)| crate::present::Suggestion {
                label: format!(
                    "#{} {} ({})",
                    r.id,
                    r.name,
                    crate::dialogue::words::status(lang, r.status)
                ),
                value: crate::present::SuggestionValue::Integer(r.id),
            })
            .collect(),
        partial,
    )
}
