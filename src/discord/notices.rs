//! The session's notices in Discord: a computer clan's or a deadline's move narrated in the
//! game's thread (as any move), a reminder as a mention with the Choose button (and by DM for
//! those who asked), a hand-over after missed deadlines, a seat changing hands (handed over,
//! taken back, replaced, resigned), a pause, a resumption, a player away or back and an abandon as
//! notes in the thread,
//! whichever front end asked for them. The session decides when; this only words it (see
//! [`crate::session::notices`]). What Discord's own interactions did (a player's move, an undo,
//! a start) they tell themselves, after answering the player.

use super::announce::{Occasion, announce, note, post, send_dm};
use super::data::{Data, Error};
use super::ids::{Action, ComponentId};
use super::language;
use crate::engine::{ClanName, Level, Seat};
use crate::present;
use crate::present::clock::left;
use crate::present::locale::{self, Lang, t, tr};
use crate::session::notices::Heard;
use crate::session::{Awaited, GameId, Listener, Notice, Origin, SeatChange};
use serenity::all::{
    ButtonStyle, ChannelId, CreateActionRow, CreateAllowedMentions, CreateButton, CreateMessage,
    Http, UserId,
};
use std::sync::{Arc, Weak};

/// Discord, listening to the session (it holds the bot's state weakly: the state holds the
/// session, which holds its listeners).
pub struct Herald {
    http: Arc<Http>,
    data: Weak<Data>,
}

impl Herald {
    /// A listener posting through `http`.
    pub fn new(http: Arc<Http>, data: &Arc<Data>) -> Herald {
        Herald {
            http,
            data: Arc::downgrade(data),
        }
    }
}

impl Listener for Herald {
    fn hear<'a>(&'a self, notice: &'a Notice) -> Heard<'a> {
        Box::pin(async move {
            let Some(data) = self.data.upgrade() else {
                return;
            };
            let http = &self.http;
            let done = match notice {
                // Discord's own interactions tell what they did once they have answered the
                // player: a player's move, an undo, the start of a lobby. Another process's
                // moves are told by that process (or a catch-up round).
                Notice::Started { .. }
                | Notice::Undone { .. }
                | Notice::Moved {
                    origin: Origin::Player,
                    ..
                }
                | Notice::Elsewhere { .. } => Ok(()),
                Notice::Moved { game, seat, .. } => {
                    announce(http, &data, *game, Occasion::Moves(*seat)).await
                }
                Notice::Reminder {
                    game,
                    awaited,
                    user,
                    left,
                    by_dm,
                } => remind(http, &data, *game, (awaited, *user), *left, *by_dm).await,
                Notice::HandedOver {
                    game,
                    user,
                    missed,
                    level,
                    ..
                } => handed_over(http, &data, *game, *user, (*missed, *level)).await,
                Notice::SeatChanged { game, seat, change } => {
                    seat_changed(http, &data, *game, *seat, *change).await
                }
                Notice::Paused { game } => thread_note(http, &data, *game, "paused-note").await,
                Notice::Resumed { game } => thread_note(http, &data, *game, "resumed-note").await,
                Notice::Away { game, user, until } => {
                    away_note(http, &data, *game, *user, Some(until)).await
                }
                Notice::Back { game, user } => away_note(http, &data, *game, *user, None).await,
                Notice::Abandoned { game, by } => abandoned(http, &data, *game, *by).await,
            };
            if let Err(e) = done {
                // The session's work is stored all the same; a move is told by the next
                // catch-up round.
                tracing::warn!(game = notice.game(), "telling {notice:?} failed: {e:#}");
            }
        })
    }
}

/// A reminder: a mention in the game's thread naming the game, what is awaited and the time
/// left, with the Choose button, and the same by DM with a link to the thread if the player
/// asked for reminders by DM.
async fn remind(
    http: &Http,
    data: &Data,
    game: GameId,
    (awaited, user): (&Awaited, u64),
    left_seconds: i64,
    by_dm: bool,
) -> Result<(), Error> {
    let session = &data.session;
    let record = session.record(game).await?;
    let Some(thread) = record.thread_id else {
        return Ok(());
    };
    let reminder = |lang: Lang| {
        t!(
            lang,
            "reminder",
            user = format!("<@{user}>"),
            game = record.name.as_str(),
            id = record.id,
            what = present::decision_label(record.config.rules, &awaited.decision, lang),
            left = left(left_seconds, lang)
        )
    };
    let lang = language::game(session, game).await?;
    let text = reminder(lang);
    let open = ComponentId::new(game, record.next_seq, Action::Open).encode();
    post(
        http,
        ChannelId::new(thread),
        CreateMessage::new()
            .content(&text)
            .allowed_mentions(CreateAllowedMentions::new().users([UserId::new(user)]))
            .components(vec![CreateActionRow::Buttons(vec![
                CreateButton::new(open)
                    .label(t!(lang, "button-choose"))
                    .style(ButtonStyle::Primary),
            ])]),
    )
    .await?;
    if by_dm {
        let own = language::player(session, user, None).await;
        let dm = CreateMessage::new()
            .content(t!(
                own,
                "reminder-dm",
                text = reminder(own),
                thread = format!("<#{thread}>")
            ))
            .allowed_mentions(CreateAllowedMentions::new());
        if let Err(e) = send_dm(http, data, user, dm).await {
            tracing::info!(game, user, "a reminder by DM could not be sent: {e:#}");
        }
    }
    Ok(())
}

/// The note that `user`'s seat is played by the computer at `level` after `missed` deadlines in
/// a row.
async fn handed_over(
    http: &Http,
    data: &Data,
    game: GameId,
    user: u64,
    (missed, level): (u32, Level),
) -> Result<(), Error> {
    let session = &data.session;
    let lang = language::game(session, game).await?;
    let thread = session.record(game).await?.thread_id;
    let text = t!(
        lang,
        "missed-handover",
        user = format!("<@{user}>"),
        missed = missed,
        level = locale::level(lang, level)
    );
    note(http, game, thread, &text, "a handover note").await;
    Ok(())
}

/// The thread's note that `user`'s seat (`clan`) is played by the computer at `level` until they
/// take it back (also the private answer to `/game handover`).
pub fn handed_to_computer(lang: Lang, clan: ClanName, level: Level, user: u64) -> String {
    t!(
        lang,
        "handed-to-computer",
        clan = locale::clan(lang, clan),
        level = locale::level(lang, level),
        user = format!("<@{user}>")
    )
}

/// A seat changed hands: a note in the thread, in the game's language, that mentions only a
/// player who takes a seat over.
async fn seat_changed(
    http: &Http,
    data: &Data,
    game: GameId,
    seat: Seat,
    change: SeatChange,
) -> Result<(), Error> {
    let session = &data.session;
    let record = session.record(game).await?;
    let Some(thread) = record.thread_id else {
        return Ok(());
    };
    let lang = language::game(session, game).await?;
    let clan = record.config.clan_names()[seat.index()];
    let (text, mentioned) = match change {
        SeatChange::HandedOver { user, level } => {
            (handed_to_computer(lang, clan, level, user), None)
        }
        SeatChange::Returned { user } => (
            t!(
                lang,
                "plays-again",
                user = format!("<@{user}>"),
                clan = locale::clan(lang, clan)
            ),
            None,
        ),
        SeatChange::Replaced { from, to } => (
            t!(
                lang,
                "takes-over",
                user = format!("<@{to}>"),
                clan = locale::clan(lang, clan),
                from = mention(from)
            ),
            Some(UserId::new(to)),
        ),
        SeatChange::Resigned { user, level } => (
            t!(
                lang,
                "resigned",
                user = mention(user),
                level = locale::level(lang, level),
                clan = locale::clan(lang, clan)
            ),
            None,
        ),
    };
    let allowed = CreateAllowedMentions::new().users(mentioned);
    post(
        http,
        ChannelId::new(thread),
        CreateMessage::new().content(text).allowed_mentions(allowed),
    )
    .await?;
    Ok(())
}

/// A note in the game's thread (a message key without arguments) that mentions nobody.
async fn thread_note(http: &Http, data: &Data, game: GameId, key: &str) -> Result<(), Error> {
    let session = &data.session;
    let lang = language::game(session, game).await?;
    let thread = session.record(game).await?.thread_id;
    note(
        http,
        game,
        thread,
        &tr(lang, key, &[]),
        "a note in the thread",
    )
    .await;
    Ok(())
}

/// The note that a player is away until a date (`until`), or back (mentioning nobody).
async fn away_note(
    http: &Http,
    data: &Data,
    game: GameId,
    user: u64,
    until: Option<&String>,
) -> Result<(), Error> {
    let session = &data.session;
    let lang = language::game(session, game).await?;
    let thread = session.record(game).await?.thread_id;
    let user = format!("<@{user}>");
    let text = match until {
        Some(date) => t!(lang, "is-away", user = user, date = date.as_str()),
        None => t!(lang, "is-back", user = user),
    };
    note(http, game, thread, &text, "an absence").await;
    Ok(())
}

/// The note that the game was abandoned (and by whom).
async fn abandoned(http: &Http, data: &Data, game: GameId, by: Option<u64>) -> Result<(), Error> {
    let session = &data.session;
    let record = session.record(game).await?;
    let lang = language::game(session, game).await?;
    let text = t!(
        lang,
        "abandoned-by",
        id = game,
        game = record.name.as_str(),
        user = mention(by)
    );
    note(http, game, record.thread_id, &text, "an abandon note").await;
    Ok(())
}

/// A player's mention, or a dash for a seat nobody holds.
fn mention(user: Option<u64>) -> String {
    user.map_or_else(|| "—".to_string(), |u| format!("<@{u}>"))
}
