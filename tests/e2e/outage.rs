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
