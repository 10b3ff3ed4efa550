//! What the front ends tell of a move (`dialogue::announce`): each move told once, by the
//! telling of its occasion, orphaned answers taken up; played on a started game with a
//! recording outlet (`dialogue::testing`).

use bloodrage_bot::dialogue::announce::{Occasion, answer_orphans, telling};
use bloodrage_bot::dialogue::moves::{Outcome, store_move};
use bloodrage_bot::dialogue::testing::{Kept, started};
use bloodrage_bot::engine::Level;
use bloodrage_bot::present::locale::Lang;
use bloodrage_bot::session::Session;
use bloodrage_bot::session::Teller;
use std::sync::Arc;

/// A seat's pick as the easy computer would make it.
async fn pick(
    session: &Session,
    id: i64,
    seat: bloodrage_bot::engine::Seat,
) -> bloodrage_bot::engine::AnyCommand {
    let current = session.current(id).await.unwrap();
    bloodrage_bot::ai::choose(&current.game, seat, Level::Easy, 5, 0).unwrap()
}

/// A player's move is stored with the answer owed to them; the process stops before giving
/// it, and the next one on the database (restarted) gives it, once: in place through its
/// handle; privately, their choices with it, when the handle no longer reaches them (the
/// press never acknowledged) or has expired and they are awaited. A process never takes its
/// own answer under way for a stopped one's.
#[tokio::test]
async fn an_answer_a_stopped_process_owed_is_given_once_by_the_next() {
    let (session, id) = started(2, 41, vec![]).await;
    let seating = session.seats().seating(id).await.unwrap();
    let (astrid, bjorn) = (seating.seat_of(11).unwrap(), seating.seat_of(12).unwrap());
    let mention = |user: u64, _: &str| format!("<@{user}>");
    // Astrid's pick, answered by nobody: the process stops.
    let mine = pick(&session, id, astrid).await;
    let moved = store_move(
        &session,
        id,
        (11, Lang::En),
        &[mine],
        (None, Some("h1"), Teller::Asker),
        &mention,
    )
    .await
    .unwrap();
    let Outcome::Applied { applied, .. } = moved else {
        panic!("applied");
    };
    let seq = applied.current.record.next_seq;
    assert!(
        session
            .telling()
            .orphaned_replies()
            .await
            .unwrap()
            .is_empty(),
        "an answer under way is this process's own"
    );
    let restarted = |seconds: i64| {
        Session::with(
            session.store().clone(),
            Arc::new(move || 1_800_000_000 + seconds),
            4,
        )
    };
    let next = restarted(5);
    let orphans = next.telling().orphaned_replies().await.unwrap();
    assert_eq!(orphans.len(), 1);
    assert_eq!(
        (orphans[0].game, orphans[0].user, orphans[0].seq),
        (id, 11, seq)
    );
    let outlet = Kept::default();
    answer_orphans(&next, &outlet, None).await.unwrap();
    let answers = outlet.answers.lock().unwrap().clone();
    assert_eq!(answers.len(), 1, "{answers:?}");
    assert_eq!(answers[0].0, "h1");
    // Done, and her next choice if the game awaits her still, else to read the thread.
    let current = next.current(id).await.unwrap();
    if current.game.awaited().contains(astrid) {
        assert!(
            answers[0].1.text.starts_with(&t!(Lang::En, "done")),
            "{answers:?}"
        );
        assert!(!answers[0].1.rows.is_empty(), "her choices");
    } else {
        assert_eq!(answers[0].1.text, t!(Lang::En, "done-see-thread"));
    }
    assert!(next.telling().orphaned_replies().await.unwrap().is_empty());
    answer_orphans(&next, &outlet, None).await.unwrap();
    assert_eq!(outlet.answers.lock().unwrap().len(), 1, "given once");
    assert!(outlet.dms().is_empty());

    // Bjorn picks, and is awaited still (two cards a pick). His press was never
    // acknowledged (its handle reaches nobody): his choices come privately.
    let his = pick(&next, id, bjorn).await;
    store_move(
        &next,
        id,
        (12, Lang::Fr),
        &[his],
        (None, Some("h2"), Teller::Asker),
        &mention,
    )
    .await
    .unwrap();
    let again = restarted(10);
    let outlet = Kept {
        dead_handles: vec!["h2".into()],
        ..Kept::default()
    };
    answer_orphans(&again, &outlet, None).await.unwrap();
    let dms = outlet.dms();
    assert_eq!(dms.len(), 1, "{dms:?}");
    assert_eq!(dms[0].0, 12);
    assert!(
        dms[0].1.text.starts_with(&t!(Lang::Fr, "done")),
        "{}",
        dms[0].1.text
    );
    assert!(!dms[0].1.rows.is_empty(), "his choices come with it");
    assert!(again.telling().orphaned_replies().await.unwrap().is_empty());

    // An answer owed for longer than its handle lasts goes privately too.
    let theirs = pick(&again, id, astrid).await;
    store_move(
        &again,
        id,
        (11, Lang::En),
        &[theirs],
        (None, Some("h3"), Teller::Asker),
        &mention,
    )
    .await
    .unwrap();
    let late = restarted(10 + 15 * 60);
    let outlet = Kept::default();
    answer_orphans(&late, &outlet, None).await.unwrap();
    assert!(
        outlet.answers.lock().unwrap().is_empty(),
        "an expired handle is not used"
    );
    let current = late.current(id).await.unwrap();
    let awaited = current.game.awaited().contains(astrid);
    assert_eq!(outlet.dms().len(), usize::from(awaited));
}

/// A game's start is told with its board and each player's first packet sent privately (so
/// nobody is mentioned); a pick is told by no public word, the other player's packet still
/// theirs; a catch-up begins with its note. Each player is named as the front end names
/// them, and the computer clan gets no packet.
#[tokio::test]
async fn a_start_a_pick_and_a_catch_up_are_told_as_every_front_end_tells_them() {
    let (session, id) = started(3, 41, vec![Level::Easy]).await;
    let seating = session.seats().seating(id).await.unwrap();
    let (astrid, bjorn) = (seating.seat_of(11).unwrap(), seating.seat_of(12).unwrap());
    let mention = |user: u64, _: &str| format!("<@{user}>");
    let told = |occasion: Occasion<'static>| {
        let session = &session;
        async move {
            let record = session.games().record(id).await.unwrap();
            let owed = session
                .telling()
                .owed(&record, occasion.session())
                .await
                .unwrap()?;
            Some(telling(session, &owed, occasion, &mention).await.unwrap())
        }
    };
    let start = told(Occasion::Start).await.unwrap();
    assert_eq!(start.lang, Lang::En);
    let board = start
        .board
        .as_deref()
        .expect("the board goes with the start");
    assert!(board.starts_with(b"\x89PNG"));
    assert!(start.story.is_none());
    let mut sent: Vec<_> = start.deliveries.iter().map(|(s, _)| *s).collect();
    sent.sort_unstable();
    let mut players = vec![astrid, bjorn];
    players.sort_unstable();
    assert_eq!(sent, players, "each player's packet, the computer's none");
    assert!(
        start.ping.is_none(),
        "a packet sent privately is not mentioned"
    );
    assert!(start.names.of(astrid).starts_with("<@11> ("));
    session
        .telling()
        .told(id, start.current.record.next_seq)
        .await
        .unwrap();

    let current = session.current(id).await.unwrap();
    let pick = bloodrage_bot::ai::choose(&current.game, astrid, Level::Easy, 5, 0).unwrap();
    session
        .apply(id, astrid, std::slice::from_ref(&pick), Some(0))
        .await
        .unwrap()
        .unwrap();
    let picked = told(Occasion::Moves(astrid)).await.unwrap();
    assert!(
        picked.board.is_none(),
        "a pick changes nothing on the board"
    );
    assert_eq!(
        picked
            .deliveries
            .iter()
            .map(|(s, _)| *s)
            .collect::<Vec<_>>(),
        [bjorn],
        "the player still to pick keeps their packet; who just picked waits for the others"
    );
    assert!(
        picked.lines.is_empty(),
        "a pick is secret: {:?}",
        picked.lines
    );
    assert!(picked.ping.is_none());

    let caught_up = told(Occasion::CatchUp(
        bloodrage_bot::dialogue::announce::CAUGHT_UP,
    ))
    .await
    .unwrap();
    assert_eq!(
        caught_up.lines,
        [format!(
            "*{}*",
            t!(Lang::En, bloodrage_bot::dialogue::announce::CAUGHT_UP)
        )]
    );
}

/// Once the draft is over, the seat awaited in the first action phase is mentioned, named as
/// the front end names its player, with what is awaited; its user is the one called.
#[tokio::test]
async fn the_seat_newly_awaited_is_mentioned_as_the_front_end_names_it() {
    let (session, id) = started(2, 7, Vec::new()).await;
    let mention = |user: u64, _: &str| format!("<@{user}>");
    for _ in 0..200 {
        let current = session.current(id).await.unwrap();
        let seat = current.game.awaited().iter().next().unwrap();
        let command = bloodrage_bot::ai::choose(&current.game, seat, Level::Easy, 5, 0).unwrap();
        let at = Some(current.record.next_seq);
        session
            .apply(id, seat, &[command], at)
            .await
            .unwrap()
            .unwrap();
        let record = session.games().record(id).await.unwrap();
        let Some(owed) = session
            .telling()
            .owed(&record, Occasion::Moves(seat).session())
            .await
            .unwrap()
        else {
            continue;
        };
        session
            .telling()
            .told(id, owed.current.record.next_seq)
            .await
            .unwrap();
        let told = telling(&session, &owed, Occasion::Moves(seat), &mention)
            .await
            .unwrap();
        let Some(ping) = told.ping else {
            continue;
        };
        let users: Vec<u64> = owed
            .mention
            .iter()
            .filter_map(|s| told.seating.user(*s))
            .collect();
        assert!(!users.is_empty());
        assert_eq!(ping.users, users);
        for user in users {
            assert!(ping.text.contains(&format!("<@{user}> (")), "{}", ping.text);
        }
        let what = bloodrage_bot::present::game(&told.current.game)
            .awaiting(Lang::En)
            .unwrap();
        assert!(ping.text.contains(&what), "{}", ping.text);
        return;
    }
    panic!("nobody was mentioned in 200 moves");
}
