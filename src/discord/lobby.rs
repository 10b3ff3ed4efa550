//! The lobby in Discord: the message in a new game's thread with its Join / Leave / Start
//! buttons (its words and its refusals' are [`crate::frontend::words`]'), kept up to date. Who
//! may join, leave, add computer clans or start is the session's ([`crate::session::Lobby`]); the
//! start's first messages are [`crate::frontend::lobby::start`]'s.

use super::announce::Discord;
use super::data::{Data, Error};
use super::language;
use super::panel::{self, LIMITS};
use super::seats::mention;
use crate::frontend::controls;
use crate::frontend::words::{lobby_closed, lobby_text};
use crate::present::locale::Lang;
use crate::session::{GameRecord, GameStatus, Lobby, Session};
use serenity::all::{
    ChannelId, CreateActionRow, CreateAllowedMentions, EditMessage, Http, MessageId,
};

/// Why a lobby did not change, for the player who asked.
pub use crate::frontend::words::lobby_refusal as refusal;

/// The lobby message's text and buttons (in the game's language).
pub fn lobby(record: &GameRecord, lobby: &Lobby, lang: Lang) -> (String, Vec<CreateActionRow>) {
    let buttons = controls::lobby_row(lobby, lang, &LIMITS);
    let role = |role: u64| format!("<@&{role}>");
    (
        lobby_text(record, lobby, lang, (&mention, &role)),
        // The lobby's buttons mean the same however long the log: made at 0.
        vec![panel::row((record.id, 0), &buttons)],
    )
}

/// The lobby message's text and buttons as they stand, or its final text once started.
pub async fn lobby_now(
    session: &Session,
    record: &GameRecord,
) -> Result<(String, Vec<CreateActionRow>), Error> {
    let lang = language::game(session, record.id).await?;
    if record.status != GameStatus::Lobby {
        return Ok((lobby_closed(record, lang), Vec::new()));
    }
    Ok(lobby(record, &session.lobby(record.id).await?, lang))
}

/// Brings the lobby message up to date after a change made by a command (the buttons update it
/// themselves). A failure is only logged: the lobby still works.
pub async fn refresh_lobby(http: &Http, data: &Data, game: i64) {
    let result = async {
        let session = &data.session;
        let record = session.record(game).await?;
        let (Some(thread), Some(message)) = (
            record.thread_id,
            session.settings(game).await?.lobby_message,
        ) else {
            return Ok(());
        };
        let (text, rows) = lobby_now(session, &record).await?;
        ChannelId::new(thread)
            .edit_message(
                http,
                MessageId::new(message),
                EditMessage::new()
                    .content(text)
                    .components(rows)
                    .allowed_mentions(CreateAllowedMentions::new()),
            )
            .await?;
        Ok::<(), Error>(())
    }
    .await;
    if let Err(e) = result {
        tracing::warn!(game, "updating the lobby message failed: {e:#}");
    }
}

/// Starts a game in its lobby for `user` and tells its thread ([`crate::frontend::lobby::start`]).
pub async fn start_game(
    http: &Http,
    data: &Data,
    id: i64,
    user: u64,
    lang: Lang,
) -> Result<Result<(), String>, Error> {
    let outlet = Discord { http, data };
    crate::frontend::lobby::start(&data.session, &outlet, id, user, lang).await
}
