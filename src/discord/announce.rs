//! Telling the players, after a move is stored, what the session says they are owed
//! ([`crate::session::announce`]: the untold steps, the board or not, whom to mention, whose
//! decision is theirs): the narration and the board in the game's thread, a mention of the seats
//! newly awaited with the Choose button, and private decisions (the draft packets) by direct
//! message. Under the game's announcing lock — never its game lock, so moves go on while Discord
//! is slow — and the cursor moves only once Discord has taken every message. A catch-up task
//! tells the threads of games whose cursor is behind (after a restart, or a refused message).

use super::data::{Data, Error};
use super::language;
use super::message::into_messages;
use super::panel::{self, LIMITS, Path};
use super::seats::mention;
use crate::engine::Seat;
use crate::frontend::announce::{Telling, telling};
use crate::frontend::controls;
use crate::frontend::pictures::cards_png;
use crate::present;
use crate::present::locale::t;
use crate::session::settings::PlayerSetting;
use crate::session::{Current, GameId};
use serenity::all::{
    ChannelId, CreateAllowedMentions, CreateAttachment, CreateMessage, Http, UserId,
};

pub use crate::frontend::announce::{CAUGHT_UP, Occasion, RESTARTED};

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

/// Whether a Discord error means the user does not accept DMs (403 / 50007).
pub fn dm_refused(e: &serenity::Error) -> bool {
    discord_code(e) == Some(50007)
}

/// A DM not sent because the user's DMs refused the bot lately (the session's
/// [`crate::session::Session::may_dm`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DmsClosed;

impl std::fmt::Display for DmsClosed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("the user's DMs refused the bot lately: not tried again yet")
    }
}

impl std::error::Error for DmsClosed {}

/// Whether sending a DM failed because the user does not take DMs from the bot (now, or lately).
pub fn dms_closed(e: &Error) -> bool {
    e.is::<DmsClosed>() || e.downcast_ref::<serenity::Error>().is_some_and(dm_refused)
}

/// A public note in a game's thread that mentions nobody (what it says has already happened, so a
/// failure is only logged, with `what` it was).
pub async fn note(http: &Http, game: GameId, thread: Option<u64>, text: &str, what: &str) {
    let Some(thread) = thread else {
        return;
    };
    let posted = post(
        http,
        ChannelId::new(thread),
        CreateMessage::new()
            .content(text)
            .allowed_mentions(CreateAllowedMentions::new()),
    )
    .await;
    if let Err(e) = posted {
        tracing::warn!(game, "posting {what} failed: {e:#}");
    }
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

/// Tells the players of a game what they have not been told yet
/// ([`crate::frontend::announce::telling`]), in one message: the narration, the board, and a
/// mention of the seats newly awaited with the Choose and My cards buttons; private decisions go
/// by direct message. `Ok` once Discord took every message; on an error the cursor stays, and
/// the catch-up task tries again.
pub async fn announce(
    http: &Http,
    data: &Data,
    game: GameId,
    occasion: Occasion<'_>,
) -> Result<(), Error> {
    let session = &data.session;
    let Some(_announcing) = session.announcing(game).await? else {
        // Another process is telling this game's moves (it tells these too, or the rounds do).
        return Ok(());
    };
    let record = session.record(game).await?;
    let Some(thread) = record.thread_id.map(ChannelId::new) else {
        return Ok(());
    };
    let Some(owed) = session.owed(&record, occasion.session()).await? else {
        return Ok(());
    };
    let mut told = telling(session, &owed, occasion, &mention).await?;
    let (mut lines, mut board, mut story) = (
        std::mem::take(&mut told.lines),
        told.board.take(),
        told.story.take(),
    );
    let (record, lang) = (&told.current.record, told.lang);
    let (mut pinged, mut buttons) = (Vec::new(), Vec::new());
    if let Some(ping) = &told.ping {
        lines.push(ping.text.clone());
        pinged = ping.users.iter().copied().map(UserId::new).collect();
        let row = controls::choose_row(true, lang, &LIMITS);
        buttons = panel::rows((record.id, record.next_seq), &[row]);
    }
    let mut messages = into_messages(&lines);
    if messages.is_empty() && board.is_some() {
        messages.push(String::new());
    }
    let last = messages.len().saturating_sub(1);
    for (i, text) in messages.iter().enumerate() {
        let mut message = CreateMessage::new().content(text);
        if i == last {
            message = message
                .allowed_mentions(CreateAllowedMentions::new().users(pinged.clone()))
                .components(std::mem::take(&mut buttons));
            if let Some(png) = board.take() {
                message = message.add_file(CreateAttachment::bytes(png, "board.png"));
            }
            if let Some(png) = story.take() {
                message = message.add_file(CreateAttachment::bytes(png, "story.png"));
            }
        } else {
            message = message.allowed_mentions(CreateAllowedMentions::new());
        }
        post(http, thread, message).await?;
    }
    // Private decisions after the public message: the thread is never kept waiting for them.
    // Were they not all sent (a refused DM, the process stopping), the retry sends them and
    // tells the thread nothing again.
    if !messages.is_empty() && !told.deliveries.is_empty() {
        session.told_thread(record.id, record.next_seq).await?;
    }
    for (seat, delivery) in &told.deliveries {
        deliver(http, data, &told, (*seat, delivery), thread).await?;
    }
    session.told(record.id, record.next_seq).await?;
    Ok(())
}

/// Sends a seat its private decision by direct message (once per delivery key), with its cards
/// and a menu to choose; if the seat's DMs are closed, says so once in the thread (naming no
/// card), and the player decides with `/hand`.
async fn deliver(
    http: &Http,
    data: &Data,
    told: &Telling,
    (seat, delivery): (Seat, &present::Delivery),
    thread: ChannelId,
) -> Result<(), Error> {
    let Current { record, game } = &told.current;
    let Some(user) = told.seating.user(seat) else {
        return Ok(());
    };
    if !data
        .session
        .delivery_due(record.id, seat, &delivery.key)
        .await?
    {
        return Ok(());
    }
    // The player's own language (the game's words the delivery key is made of stay the same).
    let lang = language::player(&data.session, user, None).await;
    let worded = present::delivery(game, seat, lang).unwrap_or_else(|| delivery.clone());
    let panel = panel::build(game, record.id, record.next_seq, seat, Path::Root, lang);
    let png = cards_png(
        game,
        seat,
        format!("#{} {} · {}", record.id, record.name, worded.title),
        lang,
    )
    .await?;
    let message = CreateMessage::new()
        .content(t!(
            lang,
            "dm-decision",
            game = record.name.as_str(),
            id = record.id,
            text = panel.content
        ))
        .allowed_mentions(CreateAllowedMentions::new())
        .components(panel.rows)
        .add_file(CreateAttachment::bytes(png, "cards.png"));
    let closed = match send_dm(http, data, user, message).await {
        Ok(()) => false,
        // Not retried for this decision: the player decides with /hand (told once, below).
        Err(e) if dms_closed(&e) => true,
        // Any other failure fails the announcement, so the catch-up task sends it again.
        Err(e) => return Err(e.context(format!("sending seat {} its decision by DM", seat.0))),
    };
    let warn = data
        .session
        .delivered(record.id, seat, &delivery.key, closed)
        .await?;
    if warn {
        let text = t!(told.lang, "dm-closed", player = told.names.of(seat));
        let mentions = CreateAllowedMentions::new().users(vec![UserId::new(user)]);
        let message = CreateMessage::new()
            .content(text)
            .allowed_mentions(mentions);
        post(http, thread, message).await?;
    }
    Ok(())
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
        None => data.session.player(user).await?.dm_channel,
    };
    let channel = if let Some(c) = known {
        ChannelId::new(c)
    } else {
        let channel = UserId::new(user).create_dm_channel(http).await?.id;
        data.session
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
        None => Ok(data.session.dm_channel_owner(channel).await?),
    }
}

/// Sends a direct message, through the user's remembered DM channel; a channel Discord no longer
/// knows (10003) is opened afresh once. A user whose DMs refused the bot is not tried again
/// (the error is [`DmsClosed`]) until they use a command or a day has passed
/// ([`crate::session::reach`]).
pub async fn send_dm(
    http: &Http,
    data: &Data,
    user: u64,
    message: CreateMessage,
) -> Result<(), Error> {
    if !data.session.may_dm(user).await {
        return Err(DmsClosed.into());
    }
    let sent = send_dm_now(http, data, user, message).await;
    if let Err(e) = &sent {
        note_discord_error(e);
    }
    match &sent {
        Err(e) if dms_closed(e) => data.session.dms_refused(user).await,
        Ok(()) => data.session.dms_open(user).await,
        Err(_) => {}
    }
    sent
}

async fn send_dm_now(
    http: &Http,
    data: &Data,
    user: u64,
    message: CreateMessage,
) -> Result<(), Error> {
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

/// Tells the threads of games whose last moves were not announced (the bot stopped in between,
/// or Discord refused a message). Games that are up to date are not even loaded, and a game whose
/// move is under way is left to that move's own announcement.
pub async fn catch_up(http: &Http, data: &Data, note: &str) -> Result<(), Error> {
    for id in data.session.behind().await? {
        if data.session.is_moving(id) {
            // Its move is being stored or told right now; that move's own announcement tells it.
            continue;
        }
        if let Err(e) = announce(http, data, id, Occasion::CatchUp(note)).await {
            note_discord_error(&e);
            tracing::warn!(game = id, "catching up failed, will retry: {e:#}");
        }
    }
    Ok(())
}
