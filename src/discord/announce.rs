//! Discord as the front ends' [`Outlet`]: what [`crate::dialogue`] decides to post (a move's
//! narration and board, a reminder, a note, a private decision) as a message in the game's
//! thread (an archived thread woken first) or a direct message (through the user's remembered
//! DM channel), and Discord's errors counted by their code.

use super::data::{Data, Error};
use super::panel::{self, LIMITS};
use super::seats::mention;
use crate::dialogue::controls::Limits;
use crate::dialogue::outlet::{Outlet, Post, Sending, Unsent};
use crate::session::settings::PlayerSetting;
use serenity::all::{
    ChannelId, CreateAllowedMentions, CreateAttachment, CreateMessage, Http, UserId,
};
use serenity::builder::Builder as _;

pub use crate::dialogue::announce::{CAUGHT_UP, Occasion, RESTARTED, TAKEN_OVER};

/// Discord as an outlet: the bot's HTTP client and its state.
#[derive(Clone, Copy)]
pub struct Discord<'a> {
    /// The HTTP client messages go through.
    pub http: &'a Http,
    /// The bot's state (the session, the DM channels known).
    pub data: &'a Data,
}

impl Outlet for Discord<'_> {
    fn player(&self, user: u64, joined_as: &str) -> String {
        mention(user, joined_as)
    }

    fn thread(&self, thread: u64) -> String {
        format!("<#{thread}>")
    }

    fn limits(&self) -> &Limits {
        &LIMITS
    }

    fn post(&self, thread: u64, post: Post) -> Sending<'_, anyhow::Result<()>> {
        Box::pin(async move {
            let posted = self::post(self.http, ChannelId::new(thread), message(post)).await;
            let posted = posted.map(drop).map_err(Error::from);
            if let Err(e) = &posted {
                note_discord_error(e);
            }
            posted
        })
    }

    fn dm(&self, user: u64, post: Post) -> Sending<'_, Result<(), Unsent>> {
        Box::pin(async move {
            let sent = send_dm(self.http, self.data, user, message(post)).await;
            sent.map_err(|e| {
                note_discord_error(&e);
                match e.downcast_ref::<serenity::Error>() {
                    Some(refused) if discord_code(refused) == Some(50007) => Unsent::Closed,
                    _ => Unsent::Failed(e),
                }
            })
        })
    }

    fn answer(&self, handle: &str, post: Post) -> Sending<'_, Result<(), Unsent>> {
        let token = handle.strip_prefix(HANDLE).map(str::to_string);
        Box::pin(async move {
            let Some(token) = token else {
                return Err(Unsent::Closed);
            };
            // The interaction's original response (the message pressed on, or the command's
            // reply), edited through its token: any process of the bot may.
            let edited = super::panel::edit(post)
                .allowed_mentions(CreateAllowedMentions::new())
                .execute(self.http, &token)
                .await;
            edited.map(drop).map_err(|e| {
                let e = Error::from(e);
                note_discord_error(&e);
                match e.downcast_ref::<serenity::Error>().and_then(discord_code) {
                    // Unknown interaction, webhook or message, a token no longer valid: the
                    // request was never acknowledged, or its 15 minutes are over.
                    Some(10008 | 10015 | 10062 | 50027) => Unsent::Closed,
                    _ => Unsent::Failed(e),
                }
            })
        })
    }
}

/// The prefix of the handle on a Discord request given with a player's move: the interaction's
/// token follows.
pub const HANDLE: &str = "discord:";

/// The handle on an interaction, given with the move it makes (see [`Outlet::answer`]).
pub fn handle(token: &str) -> String {
    format!("{HANDLE}{token}")
}

/// A post as a Discord message: it calls only the users it names as called.
pub fn message(post: Post) -> CreateMessage {
    let calls = post.calls.into_iter().map(UserId::new);
    let mut message = CreateMessage::new()
        .content(post.text)
        .allowed_mentions(CreateAllowedMentions::new().users(calls));
    if !post.rows.is_empty() {
        message = message.components(panel::rows(post.at, &post.rows));
    }
    for (name, png) in post.files {
        message = message.add_file(CreateAttachment::bytes(png, name));
    }
    message
}

/// The JSON error code of a Discord error response, if it is one.
pub fn discord_code(e: &serenity::Error) -> Option<isize> {
    match e {
        serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r)) => {
            Some(r.error.code)
        }
        _ => None,
    }
}

/// Counts an error Discord answered (`bloodrage_discord_errors_total{code}`): its JSON code
/// (10062 unknown interaction, 50007 closed DMs, 50083 archived thread…), else its HTTP status
/// (429), else `network` when Discord could not be reached. Other errors are not counted.
pub fn note_discord_error(error: &Error) {
    let Some(e) = error
        .chain()
        .find_map(|c| c.downcast_ref::<serenity::Error>())
    else {
        return;
    };
    let code = match e {
        serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r)) => {
            if r.error.code != 0 {
                r.error.code.to_string()
            } else {
                r.status_code.as_u16().to_string()
            }
        }
        serenity::Error::Http(h) => h
            .status_code()
            .map_or_else(|| "network".to_string(), |s| s.as_u16().to_string()),
        serenity::Error::Gateway(_) | serenity::Error::Tungstenite(_) => "gateway".to_string(),
        _ => return,
    };
    crate::metrics::metrics()
        .discord_errors
        .get_or_create(&crate::metrics::Code { code })
        .inc();
}

/// Posts a message to a game's thread. Discord archives a thread after a week without a message,
/// and an archived thread takes no message (50083): the thread is woken (unarchived) and the
/// message posted again, so an idle game's players can use their commands there once more.
pub async fn post(
    http: &Http,
    thread: ChannelId,
    message: CreateMessage,
) -> Result<serenity::all::Message, serenity::Error> {
    match thread.send_message(http, message.clone()).await {
        Err(e) if discord_code(&e) == Some(50083) => {
            thread
                .edit_thread(http, serenity::all::EditThread::new().archived(false))
                .await?;
            thread.send_message(http, message).await
        }
        other => other,
    }
}

/// A user's DM channel: opened once, then remembered (in memory and in the store).
async fn dm_channel(http: &Http, data: &Data, user: u64) -> Result<ChannelId, Error> {
    let known = data
        .dm_channels
        .lock()
        .expect("the DM channel table is never poisoned")
        .get(&user)
        .copied();
    let known = match known {
        Some(c) => Some(c),
        None => data.session.players().player(user).await?.dm_channel,
    };
    let channel = if let Some(c) = known {
        ChannelId::new(c)
    } else {
        let channel = UserId::new(user).create_dm_channel(http).await?.id;
        data.session
            .players()
            .set_player(user, PlayerSetting::DmChannel(channel.get()))
            .await?;
        channel
    };
    data.dm_channels
        .lock()
        .expect("the DM channel table is never poisoned")
        .insert(user, channel.get());
    Ok(channel)
}

/// The user whose DM channel with the bot this is, if the bot knows it.
pub async fn dm_owner(data: &Data, channel: u64) -> Result<Option<u64>, Error> {
    let known = data
        .dm_channels
        .lock()
        .expect("the DM channel table is never poisoned")
        .iter()
        .find(|(_, c)| **c == channel)
        .map(|(u, _)| *u);
    match known {
        Some(user) => Ok(Some(user)),
        None => Ok(data.session.players().dm_channel_owner(channel).await?),
    }
}

/// Sends a direct message through the user's remembered DM channel; a channel Discord no
/// longer knows (10003) is opened afresh once. Whether to try at all is the front end's
/// ([`crate::dialogue::outlet::dm`]).
async fn send_dm(http: &Http, data: &Data, user: u64, message: CreateMessage) -> Result<(), Error> {
    let first = dm_channel(http, data, user).await?;
    match first.send_message(http, message.clone()).await {
        Err(e) if discord_code(&e) == Some(10003) => {
            data.dm_channels
                .lock()
                .expect("the DM channel table is never poisoned")
                .remove(&user);
            let fresh = UserId::new(user).create_dm_channel(http).await?.id;
            let _ = data
                .session
                .players()
                .set_player(user, PlayerSetting::DmChannel(fresh.get()))
                .await;
            fresh.send_message(http, message).await?;
            Ok(())
        }
        other => {
            other?;
            Ok(())
        }
    }
}
