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
use crate::session::{Awaited, GameId, Notice, Origin, Session};
use anyhow::Result;

/// Tells `notice` through `outlet`. A failure is only logged: the session's work is stored all
/// the same, and a move is told by the next catch-up round.
pub async fn hear(session: &Session, outlet: &dyn Outlet, notice: &Notice) {
    let done = match notice {
        // A front end's own requests tell what they did once they have answered the player: a
        // player's move, an undo, the start of a lobby. Another process's moves are told by
        // that process (or a catch-up round).
        Notice::Started { .. }
        | Notice::Undone { .. }
        | Notice::Moved {
            origin: Origin::Player,
            ..
        }
        | Notice::Elsewhere { .. } => Ok(()),
        // This game's players are owed something untold: told now.
        Notice::Untold { game } => super::announce::tell_untold(session, outlet, *game).await,
        Notice::Moved { game, seat, .. } => {
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
/// with the Choose button, and the same privately with a link to the thread if the player asked
/// for reminders that way.
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
    let choose = controls::choose_row(false, lang, outlet.limits());
    let post = Post::text(reminder(lang))
        .calling([user])
        .with_rows((game, record.next_seq), vec![choose]);
    outlet.post(thread, post).await?;
    if privately {
        let own = player_lang(session, user, None).await;
        let link = outlet.thread(thread);
        let text = t!(own, "reminder-dm", text = reminder(own), thread = link);
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

#[cfg(test)]
mod tests {
    use super::hear;
    use crate::engine::Level;
    use crate::frontend::announce::catch_up;
    use crate::frontend::controls::{Action, Row};
    use crate::frontend::lobby::start;
    use crate::frontend::testing::{Kept, lobby};
    use crate::present::locale::Lang;
    use crate::session::Notice;

    const THREAD: u64 = 900;

    /// A start is told in the game's thread (the opening, the narration, then the board) calling
    /// nobody, since each player's first packet goes privately, with their cards and choices
    /// made at the game's log length; a player who takes no private message is told so once in
    /// the thread, called, and is not tried again; nothing is left for a catch-up round.
    #[tokio::test]
    async fn a_start_is_told_in_the_thread_and_each_packet_goes_privately_once() {
        let (session, id) = lobby(3, 41, vec![Level::Easy]).await;
        session.games().set_thread(id, THREAD).await.unwrap();
        let outlet = Kept {
            closed: vec![12],
            ..Kept::default()
        };
        assert_eq!(
            start(&session, &outlet, id, 11, Lang::En).await.unwrap(),
            Ok(())
        );
        let posts = outlet.posts();
        assert!(posts.iter().all(|(thread, _)| *thread == THREAD));
        let [told @ .., (_, board), (_, closed)] = &posts[..] else {
            panic!("{posts:?}");
        };
        assert!(
            told.iter()
                .all(|(_, p)| p.files.is_empty() && p.calls.is_empty())
        );
        let files: Vec<&str> = board.files.iter().map(|(name, _)| *name).collect();
        assert_eq!(files, ["board.png"]);
        assert!(
            board.calls.is_empty(),
            "packets go privately: nobody is called"
        );
        assert_eq!(closed.calls, [12]);
        assert!(closed.text.contains("@12"), "{}", closed.text);
        let next = session.games().record(id).await.unwrap().next_seq;
        let mut dms = outlet.dms();
        dms.sort_by_key(|(user, _)| *user);
        assert_eq!(dms.iter().map(|(u, _)| *u).collect::<Vec<_>>(), [11, 12]);
        for (_, dm) in &dms {
            let files: Vec<&str> = dm.files.iter().map(|(name, _)| *name).collect();
            assert_eq!(files, ["cards.png"]);
            assert!(!dm.rows.is_empty());
            assert_eq!(dm.at, (id, next));
            assert!(dm.calls.is_empty());
        }
        catch_up(&session, &outlet).await.unwrap();
        assert!(outlet.posts().is_empty() && outlet.dms().is_empty());
        assert!(session.players().may_dm(11).await);
        assert!(
            !session.players().may_dm(12).await,
            "a refusal is remembered"
        );
    }

    /// A reminder calls its player in the thread with the Choose button, and sends them the same
    /// privately with a link to the thread when they asked; a pause is a note calling nobody.
    #[tokio::test]
    async fn a_reminder_calls_its_player_with_choose_and_a_pause_is_a_note() {
        let (session, id) = lobby(2, 7, Vec::new()).await;
        session.games().set_thread(id, THREAD).await.unwrap();
        session.lobbies().start(id, 11).await.unwrap().unwrap();
        let outlet = Kept::default();
        let awaited = session.games().awaited(id).await.unwrap()[0].clone();
        let user = session
            .seats()
            .seating(id)
            .await
            .unwrap()
            .user(awaited.seat)
            .unwrap();
        let game = id;
        let (left, by_dm) = (3600, true);
        let notice = Notice::Reminder {
            game,
            awaited,
            user,
            left,
            by_dm,
        };
        hear(&session, &outlet, &notice).await;
        let posts = outlet.posts();
        let [(THREAD, post)] = &posts[..] else {
            panic!("{posts:?}");
        };
        assert_eq!(post.calls, [user]);
        assert!(post.text.contains(&format!("@{user}")), "{}", post.text);
        let [Row::Buttons(buttons)] = &post.rows[..] else {
            panic!("{:?}", post.rows);
        };
        assert_eq!(buttons[0].action, Action::Open);
        let dms = outlet.dms();
        let [(to, dm)] = &dms[..] else {
            panic!("{dms:?}");
        };
        assert_eq!(*to, user);
        assert!(dm.text.contains(&format!("#{THREAD}")), "{}", dm.text);
        assert!(dm.rows.is_empty() && dm.calls.is_empty());

        session.clocks().pause(id).await.unwrap();
        hear(&session, &outlet, &Notice::Paused { game }).await;
        let posts = outlet.posts();
        let [(THREAD, note)] = &posts[..] else {
            panic!("{posts:?}");
        };
        assert!(note.calls.is_empty() && note.rows.is_empty() && !note.text.is_empty());
    }
}
