//! The database going away under a running bot (PostgreSQL stopped as for an upgrade, then
//! started again): a player who acts meanwhile is told the games are unavailable for a moment and
//! nothing is stored or half-done; once it is back the same bot goes on, every acknowledged move
//! there once.

use super::driver::{Driver, start_game};
use super::harness::{ALICE, BOB, CAROL, Harness, choices};
use bloodrage_bot::store::testing::Cluster;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_acting_while_postgres_is_down_is_told_to_try_again_and_the_game_goes_on_once_it_is_back()
 {
    let cluster = Cluster::new().expect("a PostgreSQL cluster of the test's own");
    cluster.start().expect("the server starts");
    let mut h = Harness::fake_only("outage", None, |_| {});
    h.db_url = cluster.url();
    h.start_bot().await;
    let table = start_game(&mut h, &[ALICE, BOB, CAROL], "Outage").await;
    let (game, thread) = (table.game, table.thread);
    let mut d = Driver::new(table.clone(), 4);
    for _ in 0..12 {
        assert!(d.step(&mut h).await);
    }
    let log = h.store().logs().log(game).await.unwrap();
    let (_, now) = h.load(game).await;
    let awaited = now.awaited().iter().next().expect("someone is awaited");
    let user = table.users[awaited.index()];

    // The awaited player's panel, opened before the server goes away.
    let i = h.slash(user, thread, "act", &[]).await;
    let panel = h.private_reply(i).id;
    let choice = choices(&h.message(panel))
        .into_iter()
        .find(|c| !matches!(c.action(), "open" | "hand" | "undo"))
        .expect("the panel offers a choice");

    cluster.stop().expect("the server stops");
    let unavailable = |told: &str| {
        assert!(
            told.contains("unavailable for a moment") && told.contains("nothing was changed"),
            "{told}"
        );
    };
    // A command...
    let started = std::time::Instant::now();
    let i = h.slash(user, thread, "act", &[]).await;
    unavailable(&h.private_reply(i).content);
    eprintln!("outage: a command told in {:?}", started.elapsed());
    // ... and a press on the panel.
    let started = std::time::Instant::now();
    let i = h.choose(user, panel, &choice).await;
    let told = h.replies(i);
    assert_eq!(told.len(), 1, "one answer to the press");
    assert!(told[0].ephemeral, "told privately");
    unavailable(&told[0].content);
    eprintln!("outage: a press told in {:?}", started.elapsed());

    cluster.start().expect("the server starts again");
    assert_eq!(
        h.store().logs().log(game).await.unwrap(),
        log,
        "nothing was stored while the database was down"
    );
    // The same bot, not restarted, goes on.
    for _ in 0..12 {
        assert!(d.step(&mut h).await);
    }
    let after = h.store().logs().log(game).await.unwrap();
    assert_eq!(
        after[..log.len()],
        log[..],
        "every move stored before is there once"
    );
    assert!(after.len() >= log.len() + 12, "the game went on");
    h.finish().await;
}

/// The awaited player's panel (their `/act`): the player and the message.
async fn panel(h: &mut Harness, game: i64, thread: u64, users: &[u64]) -> (u64, u64) {
    let (_, now) = h.load(game).await;
    let seat = now.awaited().iter().next().expect("someone is awaited");
    let user = users[seat.index()];
    let i = h.slash(user, thread, "act", &[]).await;
    (user, h.private_reply(i).id)
}

/// The first choice of a panel that makes a move.
pub(super) fn a_move(h: &Harness, panel: u64) -> super::harness::Choice {
    choices(&h.message(panel))
        .into_iter()
        .find(|c| !matches!(c.action(), "open" | "hand" | "undo"))
        .expect("the panel offers a choice")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_commit_whose_answer_the_network_lost_is_read_back_so_a_stored_move_is_done_and_an_unstored_one_is_nothing()
 {
    use bloodrage_bot::store::testing::{CommitCut, Proxy};
    let server = bloodrage_bot::store::testing::postgres_database().await;
    let proxy = Proxy::start(&server).await;
    let mut h = Harness::fake_only("commit-cut", None, |_| {});
    h.db_url = proxy.url().to_string();
    // No round writes meanwhile: the next COMMIT after a press is its move's.
    h.rounds_every = std::time::Duration::from_hours(1);
    h.start_bot().await;
    let table = start_game(&mut h, &[ALICE, BOB, CAROL], "Commit cut").await;
    let (game, thread) = (table.game, table.thread);
    let mut d = Driver::new(table.clone(), 6);
    for _ in 0..8 {
        assert!(d.step(&mut h).await);
    }

    // The server commits, the answer is lost: read back, the move is there, and "Done".
    let before = h.store().logs().log(game).await.unwrap();
    let (user, p) = panel(&mut h, game, thread, &table.users).await;
    let choice = a_move(&h, p);
    proxy.cut_at_commit(CommitCut::After);
    let i = h.choose(user, p, &choice).await;
    assert_eq!(proxy.commit_cuts(), 1, "the move's commit was cut");
    assert!(h.replies(i).is_empty(), "taken: {:?}", h.replies(i));
    let after = h.store().logs().log(game).await.unwrap();
    assert_eq!(after.len(), before.len() + 1, "stored once");

    // The connection is cut before the server commits: nothing is stored, and the player is
    // told so.
    let (user, p) = panel(&mut h, game, thread, &table.users).await;
    let choice = a_move(&h, p);
    proxy.cut_at_commit(CommitCut::Before);
    let i = h.choose(user, p, &choice).await;
    assert_eq!(proxy.commit_cuts(), 2, "the move's commit was cut");
    let told = h.replies(i);
    assert_eq!(told.len(), 1, "one answer to the press");
    assert!(told[0].ephemeral, "told privately");
    assert!(
        told[0].content.contains("unavailable for a moment")
            && told[0].content.contains("nothing was changed"),
        "{}",
        told[0].content
    );
    assert_eq!(
        h.store().logs().log(game).await.unwrap(),
        after,
        "nothing stored"
    );

    // The server commits, and the database is out of reach before the bot can ask: the player
    // is told it may have been stored, never that nothing was.
    let (user, p) = panel(&mut h, game, thread, &table.users).await;
    let choice = a_move(&h, p);
    proxy.cut_at_commit(CommitCut::AfterThenBlock);
    let i = h.choose(user, p, &choice).await;
    assert_eq!(proxy.commit_cuts(), 3, "the move's commit was cut");
    let told = h.replies(i);
    assert_eq!(
        told.len(),
        1,
        "one answer to the press: {:?}",
        told.iter().map(|m| &m.content).collect::<Vec<_>>()
    );
    assert!(
        told[0].content.contains("it may have been saved")
            && !told[0].content.contains("nothing was changed"),
        "{}",
        told[0].content
    );
    proxy.block(false);
    let now = h.store().logs().log(game).await.unwrap();
    assert_eq!(now.len(), after.len() + 1, "it was stored, once");
    assert_eq!(now[..after.len()], after[..]);

    // Resolved live, by the same bot: the answer owed for the stored move was written with it;
    // a minute on, a round finds it unanswered and gives it through the press, in place of "it
    // may have been saved", so the player learns the move was saved without asking.
    let owed = async || h.session().telling().orphaned_replies().await.unwrap();
    assert!(owed().await.is_empty(), "not before a minute");
    h.advance_clock(61);
    let owed_now = owed().await;
    assert_eq!(
        owed_now.len(),
        1,
        "the answer owed for the in-doubt move: {owed_now:?}"
    );
    assert_eq!((owed_now[0].game, owed_now[0].user), (game, user));
    h.session().telling().tell_untold().await.unwrap();
    let start = std::time::Instant::now();
    while h.replies(i)[0].content.contains("it may have been saved") {
        assert!(
            start.elapsed() < std::time::Duration::from_secs(10),
            "the owed answer was not given: {:?}",
            h.replies(i).iter().map(|m| &m.content).collect::<Vec<_>>()
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    let resolved = h.replies(i);
    assert_eq!(resolved.len(), 1, "one answer to the press, now the move's");
    assert!(resolved[0].ephemeral, "told privately");
    // "Done." and the thread, or "Done: …" above the player's next choice.
    assert!(
        resolved[0].content.starts_with("Done"),
        "{}",
        resolved[0].content
    );
    assert!(owed().await.is_empty(), "given once");
    assert_eq!(
        h.store().logs().log(game).await.unwrap(),
        now,
        "nothing else stored"
    );

    // The same bot goes on.
    for _ in 0..8 {
        assert!(d.step(&mut h).await);
    }
    let last = h.store().logs().log(game).await.unwrap();
    assert_eq!(
        last[..now.len()],
        now[..],
        "every move stored before is there once"
    );
    h.finish().await;
}

/// A deadline and a reminder fall due while PostgreSQL is stopped for a few seconds: meanwhile
/// a player who tries is told the games are unavailable, `/healthz` says why, nothing is told;
/// once it is back the deadline is taken and told once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn what_fell_due_while_postgres_was_down_is_taken_and_told_once_when_it_is_back() {
    ride_out_an_outage("outage-owed", 3).await;
}

/// A long outage, run on demand (`OUTAGE_SECONDS`, 60 by default; the note reports 60 s and
/// 10 min).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "on demand: PostgreSQL stopped for OUTAGE_SECONDS (60 by default)"]
async fn a_long_postgres_outage_is_ridden_out_and_what_fell_due_is_told_once_when_it_is_back() {
    let seconds = std::env::var("OUTAGE_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(60);
    ride_out_an_outage("outage-long", seconds).await;
}

/// PostgreSQL stays stopped for `seconds` while the same bot runs its rounds every 200 ms (they
/// fail) and Bob, whose reminders and deadline fall due meanwhile, tries every ten seconds:
/// every try is answered that the games are unavailable for a moment, with nothing changed,
/// `/healthz` says 503 with the reason throughout, and nothing is told in the thread. Once the
/// server is back the bot reconnects by itself: the deadline is taken and told once, a reminder
/// past due at most once, `/healthz` says 200, and every move stored before is there once.
async fn ride_out_an_outage(name: &str, seconds: u64) {
    use bloodrage_bot::store::Origin;
    use std::time::{Duration, Instant};
    let cluster = Cluster::new().expect("a PostgreSQL cluster of the test's own");
    cluster.start().expect("the server starts");
    let mut h = Harness::fake_only(name, None, |_| {});
    h.db_url = cluster.url();
    h.start_bot().await;
    let addr = h.start_metrics().await;
    let (game, thread) = super::deadlines::waiting_on_bob(&mut h, 5).await;
    let log = h.store().logs().log(game).await.unwrap();
    let before = h.load(game).await.0.next_seq;
    let told = |h: &Harness, what: &str| {
        h.public_messages(thread)
            .iter()
            .filter(|m| m.content.contains(what))
            .count()
    };
    let (reminded, ran_out) = (told(&h, "⏳"), told(&h, "⏰ Time ran out"));

    cluster.stop().expect("the server stops");
    h.advance_clock(5 * 3600);
    let started = Instant::now();
    let (mut tries, mut slowest) = (0, Duration::ZERO);
    while tries == 0 || started.elapsed() < Duration::from_secs(seconds) {
        let asked = Instant::now();
        let i = h.slash(BOB, thread, "act", &[]).await;
        let answer = h.private_reply(i).content;
        slowest = slowest.max(asked.elapsed());
        assert!(
            answer.contains("unavailable for a moment") && answer.contains("nothing was changed"),
            "{answer}"
        );
        let (status, body) = super::disk::get(addr, "/healthz").await;
        assert_eq!(status, 503, "{body}");
        assert!(body.contains("cannot be reached"), "{body}");
        assert_eq!(
            told(&h, "⏰ Time ran out"),
            ran_out,
            "nothing told meanwhile"
        );
        tries += 1;
        let left = Duration::from_secs(seconds).saturating_sub(started.elapsed());
        tokio::time::sleep(left.min(Duration::from_secs(10))).await;
    }
    let down = started.elapsed();

    cluster.start().expect("the server starts again");
    let back = Instant::now();
    loop {
        let (record, _) = h.load(game).await;
        if record.next_seq > before && record.announced == Some(record.next_seq) {
            break;
        }
        assert!(
            back.elapsed() < Duration::from_secs(30),
            "the deadline was not taken once the database was back"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let back = back.elapsed();
    // Several rounds later, it was taken and told once.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let loaded = h.store().logs().load(game).await.unwrap();
    let taken = loaded
        .log
        .iter()
        .filter(|e| e.origin == Origin::Deadline)
        .count();
    assert_eq!(taken, 1, "the deadline taken once");
    assert_eq!(told(&h, "⏰ Time ran out"), ran_out + 1, "told once");
    assert!(
        told(&h, "⏳") <= reminded + 1,
        "a reminder past due is told at most once"
    );
    let (status, body) = super::disk::get(addr, "/healthz").await;
    assert_eq!(status, 200, "{body}");
    let after = h.store().logs().log(game).await.unwrap();
    assert_eq!(
        after[..log.len()],
        log[..],
        "every move stored before is there once"
    );
    eprintln!(
        "{name}: PostgreSQL down {down:?}; {tries} tries by a player, each told it is \
         unavailable, the slowest answer in {slowest:?}; the deadline taken and told {back:?} \
         after the restart"
    );
    h.finish().await;
}
