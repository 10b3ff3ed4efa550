//! The session's notices in Discord: a computer clan's or a deadline's move narrated in the
//! game's thread (as any move), a reminder as a mention with the Choose button (and by DM for
//! those who asked), a hand-over after missed deadlines, a seat changing hands (handed over,
//! taken back, replaced, resigned), a pause, a resumption, a player away or back and an abandon as
//! notes in the thread (worded by [`crate::frontend::notes`]), whichever front end asked for
//! them. The session decides when; this only tells it (see [`crate::session::notices`]). What
//! Discord's own interactions did (a player's move, an undo, a start) they tell themselves,
//! after answering the player.

use super::announce::{Occasion, announce, post, send_dm};
use super::data::{Data, Error};
use super::language;
use super::panel::{self, LIMITS};
use crate::frontend::{controls, notes};
use crate::present::locale::{Lang, t};
use crate::session::notices::Heard;
use crate::session::{Awaited, GameId, Listener, Notice, Origin};
use serenity::all::{ChannelId, CreateAllowedMentions, CreateMessage, Http, UserId};
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
                Notice::HandedOver { game, .. }
                | Notice::SeatChanged { game, .. }
                | Notice::Paused { game }
                | Notice::Resumed { game }
                | Notice::Away { game, .. }
                | Notice::Back { game, .. }
                | Notice::Abandoned { game, .. } => thread_note(http, &data, *game, notice).await,
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
        let decision = (user, awaited.decision.as_str());
        notes::reminder(
            &record,
            decision,
            left_seconds,
            lang,
            &super::seats::mention,
        )
    };
    let lang = language::game(session, game).await?;
    let text = reminder(lang);
    let choose = controls::choose_row(false, lang, &LIMITS);
    post(
        http,
        ChannelId::new(thread),
        CreateMessage::new()
            .content(&text)
            .allowed_mentions(CreateAllowedMentions::new().users([UserId::new(user)]))
            .components(panel::rows((game, record.next_seq), &[choose])),
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

/// A notice's note in the game's thread, in the game's language ([`crate::frontend::notes`]),
/// that calls only a player who takes a seat over.
async fn thread_note(http: &Http, data: &Data, game: GameId, notice: &Notice) -> Result<(), Error> {
    let session = &data.session;
    let record = session.record(game).await?;
    let Some(thread) = record.thread_id else {
        return Ok(());
    };
    let lang = language::game(session, game).await?;
    let Some(note) = notes::note(notice, &record, lang, &super::seats::mention) else {
        return Ok(());
    };
    let calls = CreateAllowedMentions::new().users(note.calls.map(UserId::new));
    post(
        http,
        ChannelId::new(thread),
        CreateMessage::new()
            .content(note.text)
            .allowed_mentions(calls),
    )
    .await?;
    Ok(())
}
