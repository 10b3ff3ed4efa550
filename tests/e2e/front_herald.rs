//! The herald (`dialogue::herald`): a start is told in the thread and each draft packet goes
//! privately, once; a reminder calls its player, a pause is a note.

use bloodrage_bot::dialogue::announce::catch_up;
use bloodrage_bot::dialogue::controls::{Action, Row};
use bloodrage_bot::dialogue::herald::hear;
use bloodrage_bot::dialogue::lobby::start;
use bloodrage_bot::dialogue::testing::{Kept, lobby};
use bloodrage_bot::engine::Level;
use bloodrage_bot::present::locale::Lang;
use bloodrage_bot::session::Notice;

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
