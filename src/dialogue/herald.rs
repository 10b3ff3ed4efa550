//! The session's notices told through a front end's [`Outlet`], as every front end tells them:
//! a computer clan's or a deadline's move narrated in the game's thread (as any move,
//! [`super::announce`]), a reminder as a call with the Choose button (and privately for those who
//! asked), and a seat changing hands, a hand-over after missed deadlines, a pause, a resumption,
//! a player away or back and an abandon as notes in the thread (worded by [`super::notes`]).
//! The session decides when; this only tells it (see [`crate::session::notices`]). What a front
//! end's own requests did (a player's move, an undo, a start) it tells itself, after answering
//! the player.

use super::announce::{Occasion, announce};
use super::outlet::{Outlet, Post, dm, player_of};
use super::words::{game_lang, player_lang};
use super::{controls, notes};
use crate::present::locale::{Lang, t};
use crate::session::web::PersonalLink;
use crate::session::{Awaited, GameId, Notice, Session, Teller};
use anyhow::Result;

/// Tells `notice` through `outlet`. A failure is only logged: the session's work is stored all
/// the same, and a move is told by the next catch-up round.
pub async fn hear(session: &Session, outlet: &dyn Outlet, notice: &Notice) {
    let done = match notice {
        // A front end's own requests tell what they did once they have answered the player: a
        // player's move or undo (unless made where the thread is not: the web page), the start
        // of a lobby. Another process's moves are told by that process (or a catch-up round).
        Notice::Started { .. }
        | Notice::Undone {
            teller: Teller::Asker,
            ..
        }
        | Notice::Moved {
            teller: Teller::Asker,
            ..
        }
        | Notice::Elsewhere { .. } => Ok(()),
        // This game's players are owed something untold: told now.
        Notice::Untold { game } => super::announce::tell_untold(session, outlet, *game).await,
        Notice::Moved { game, seat, .. } | Notice::Undone { game, seat, .. } => {
            announce(session, outlet, *game, Occasion::Moves(*seat)).await
        }
        Notice::Reminder {
            game,
            awaited,
            user,
            left,
            by_dm,
        } => remind(session, outlet, *game, (awaited, *user), (*left, *by_dm)).await,
        Notice::HandedOver { game, .. }
        | Notice::SeatChanged { game, .. }
        | Notice::Paused { game }
        | Notice::Resumed { game }
        | Notice::Away { game, .. }
        | Notice::Back { game, .. }
        | Notice::Abandoned { game, .. } => thread_note(session, outlet, *game, notice).await,
    };
    if let Err(e) = done {
        tracing::warn!(game = notice.game(), "telling {notice:?} failed: {e:#}");
    }
}

/// A reminder: a call in the game's thread naming the game, what is awaited and the time left,
/// with the Choose button, and the same privately with a link to the thread (and their own
/// page, when the game's pages are served) if the player asked for reminders that way.
async fn remind(
    session: &Session,
    outlet: &dyn Outlet,
    game: GameId,
    (awaited, user): (&Awaited, u64),
    (left_seconds, privately): (i64, bool),
) -> Result<()> {
    let record = session.games().record(game).await?;
    let Some(thread) = record.thread_id else {
        return Ok(());
    };
    let player = player_of(outlet);
    let reminder = |lang: Lang| {
        let decision = (user, awaited.decision.as_str());
        notes::reminder(&record, decision, left_seconds, lang, &player)
    };
    let lang = game_lang(session, game).await?;
    let web = super::player::web_on(session, &record).await?;
    let choose = controls::choose_row((false, web), lang, outlet.limits());
    let post = Post::text(reminder(lang))
        .calling([user])
        .with_rows((game, record.next_seq), vec![choose]);
    outlet.post(thread, post).await?;
    if privately {
        let own = player_lang(session, user, None).await;
        let link = outlet.thread(thread);
        let mut text = t!(own, "reminder-dm", text = reminder(own), thread = link);
        // With the player's own page, where they can choose too (as a decision's message).
        if let Some(PersonalLink::Link(link, _)) = session.pages().personal_link(game, user).await?
        {
            text.push('\n');
            text.push_str(&t!(own, "dm-web-link", link = link));
        }
        if let Err(e) = dm(session, outlet, user, Post::text(text)).await {
            tracing::info!(game, user, "a reminder by DM could not be sent: {e:?}");
        }
    }
    Ok(())
}

/// A notice's note in the game's thread, in the game's language ([`notes::note`]), that calls
/// only a player who takes a seat over.
async fn thread_note(
    session: &Session,
    outlet: &dyn Outlet,
    game: GameId,
    notice: &Notice,
) -> Result<()> {
    let record = session.games().record(game).await?;
    let Some(thread) = record.thread_id else {
        return Ok(());
    };
    let lang = game_lang(session, game).await?;
    let Some(note) = notes::note(notice, &record, lang, &player_of(outlet)) else {
        return Ok(());
    };
    outlet
        .post(thread, Post::text(note.text).calling(note.calls))
        .await
}
