//! The lobby in Discord: the message in a new game's thread with its Join / Leave / Start
//! buttons (its words and its refusals' are [`crate::dialogue::words`]'), kept up to date. Who
//! may join, leave, add computer clans or start is the session's ([`crate::session::Lobby`]); the
//! start's first messages are [`crate::dialogue::lobby::start`]'s.

use super::data::{Data, Error};
use super::panel::{self, LIMITS};
use super::seats::mention;
use crate::dialogue::lobby::message;
use crate::session::{GameRecord, Session};
use serenity::all::{
    ChannelId, CreateActionRow, CreateAllowedMentions, EditMessage, Http, MessageId,
};

/// Why a lobby did not change, for the player who asked.
pub use crate::dialogue::words::lobby_refusal as refusal;

/// The lobby message's text and buttons as they stand ([`crate::dialogue::lobby::message`]).
pub async fn lobby_now(
    session: &Session,
    record: &GameRecord,
) -> Result<(String, Vec<CreateActionRow>), Error> {
    let role = |role: u64| format!("<@&{role}>");
    let post = message(session, record, &LIMITS, (&mention, &role)).await?;
    Ok((post.text, panel::rows(post.at, &post.rows)))
}

/// Brings the lobby message up to date after a change made by a command (the buttons update it
/// themselves). A failure is only logged: the lobby still works.
pub async fn refresh_lobby(http: &Http, data: &Data, game: i64) {
    let result = async {
        let session = &data.session;
        let record = session.games().record(game).await?;
        let (Some(thread), Some(message)) = (
            record.thread_id,
            session.games().settings(game).await?.lobby_message,
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
