//! Discord errors never leave a game stuck: a refused announcement or DM is retried by the
//! catch-up task, and the player who acted is told.

use super::driver::{Driver, start_game};
use super::harness::{ALICE, BOB, CAROL, Harness, WAIT, choices};
use bloodrage_bot::engine::base::Decision;

/// Waits for the catch-up message in the thread after `marker`; returns its id.
async fn caught_up(h: &Harness, thread: u64, marker: u64) -> u64 {
    h.fake
        .wait(WAIT, "the catch-up announcement", |s| {
            s.messages
                .values()
                .find(|m| {
                    m.id > marker
                        && m.channel == thread
                        && m.content.contains("Catching up after a Discord hiccup")
                })
                .map(|m| m.id)
        })
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refused_announcements_and_packets_are_sent_again_and_the_game_goes_on() {
    let mut h = Harness::new("failures").await;
    let table = start_game(&mut h, &[ALICE, BOB, CAROL], "Hiccups").await;
    let (game, thread) = (table.game, table.thread);
    let mut d = Driver::new(table, 6);

    // The draft: the packets of the second pick cannot be sent at first (a 500 on the first
    // message after the round's last pick).
    loop {
        let (_, g) = h.load(game).await;
        let p = g.pending().unwrap();
        if matches!(p.decision, Decision::Draft { round: 1, .. }) && p.seats.len() == 1 {
            break;
        }
        assert!(d.step(&mut h).await);
    }
    let marker = h.last_message_id();
    h.fake.state.lock().unwrap().fail_next_channel_message = Some((500, 0));
    assert!(d.step(&mut h).await);
    caught_up(&h, thread, marker).await;
    for user in [ALICE, BOB, CAROL] {
        h.fake
            .wait(WAIT, "the second packet by DM", |s| {
                let dm = s.dm_channel(user)?;
                let packets = s
                    .messages
                    .values()
                    .filter(|m| m.channel == dm && m.content.contains("pick 2 of"))
                    .count();
                (packets == 1).then_some(())
            })
            .await;
    }
    d.audit(&h).await;

    // The packets of a later pick: the thread is told, then Discord refuses the first packet
    // (a 500). Only the packets are sent again: the thread is told nothing twice, and no
    // catch-up note.
    loop {
        assert!(d.step(&mut h).await);
        let (_, g) = h.load(game).await;
        let p = g.pending().unwrap();
        if matches!(p.decision, Decision::Draft { .. }) && p.seats.len() == 1 {
            break;
        }
    }
    let packets = |h: &Harness, user: u64| {
        let s = h.fake.state.lock().unwrap();
        let dm = s.dm_channel(user).unwrap();
        s.messages.values().filter(|m| m.channel == dm).count()
    };
    let before: Vec<usize> = [ALICE, BOB, CAROL]
        .iter()
        .map(|u| packets(&h, *u))
        .collect();
    let marker = h.last_message_id();
    h.fake.state.lock().unwrap().fail_next_dm_message = Some((500, 0));
    assert!(d.step(&mut h).await);
    for (user, before) in [ALICE, BOB, CAROL].into_iter().zip(&before) {
        h.fake
            .wait(WAIT, "the next packet by DM", |s| {
                let dm = s.dm_channel(user)?;
                let now = s.messages.values().filter(|m| m.channel == dm).count();
                (now > *before).then_some(())
            })
            .await;
    }
    // Several rounds of the catch-up task (every 200 ms) later.
    tokio::time::sleep(std::time::Duration::from_millis(600)).await;
    for (user, before) in [ALICE, BOB, CAROL].into_iter().zip(&before) {
        assert_eq!(packets(&h, user), before + 1, "one packet each");
    }
    let told: Vec<String> = h
        .public_messages(thread)
        .into_iter()
        .filter(|m| m.id > marker)
        .map(|m| m.content)
        .collect();
    assert!(!told.is_empty(), "the thread is told");
    assert!(
        !told.iter().any(|m| m.contains("Catching up")),
        "nothing to catch up on in the thread: {told:?}"
    );
    let mut once = told.clone();
    once.sort();
    once.dedup();
    assert_eq!(once.len(), told.len(), "told twice: {told:?}");
    d.audit(&h).await;

    // An action whose narration Discord refuses (rate limited): the player is told, the thread
    // catches up with the board, and the next player is pinged.
    loop {
        let (_, g) = h.load(game).await;
        if g.pending().unwrap().decision == Decision::Action {
            break;
        }
        assert!(d.step(&mut h).await);
    }
    let (record, g) = h.load(game).await;
    let first = g.awaited().iter().next().unwrap();
    let user = d.user(first);
    let marker = h.last_message_id();
    h.fake.state.lock().unwrap().fail_next_channel_message = Some((429, 0));
    let i = h.slash(user, thread, "pass", &[]).await;
    let reply = h.private_reply(i);
    assert!(
        reply.content.contains("Done.") && reply.content.contains("I will post it there shortly"),
        "{}",
        reply.content
    );
    assert_eq!(
        h.load(game).await.0.next_seq,
        record.next_seq + 1,
        "the move is stored"
    );
    let note = caught_up(&h, thread, marker).await;
    let (_, g) = h.load(game).await;
    let next = d.user(g.awaited().iter().next().unwrap());
    h.fake
        .wait(WAIT, "the next player's ping", |s| {
            s.messages
                .values()
                .any(|m| {
                    m.id >= note
                        && m.channel == thread
                        && m.allowed_users.contains(&next)
                        && m.content.contains("Choose")
                })
                .then_some(())
        })
        .await;
    let thread_messages = h.public_messages(thread);
    let caught = thread_messages
        .iter()
        .filter(|m| m.id >= note)
        .collect::<Vec<_>>();
    assert!(
        caught.iter().any(|m| m.content.contains("passes")),
        "the missed move is narrated"
    );
    assert!(
        caught
            .iter()
            .any(|m| m.attachments.iter().any(|a| a.filename == "board.png"))
    );
    assert!(
        caught
            .iter()
            .any(|m| choices(m).iter().any(|c| c.action() == "open"))
    );
    d.audit(&h).await;
    for _ in 0..10 {
        assert!(d.step(&mut h).await, "the game goes on");
    }
    h.finish().await;
}

/// A slow network between the bot and Discord: every acknowledgement takes longer to arrive than
/// the catch-up task's period. The catch-up task must leave a move under way to that move's own
/// announcement: no "catching up" note, and never a ping of the player who just moved (the driver
/// checks that on every step).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_under_way_is_told_once_by_itself_not_by_the_catch_up_task() {
    let mut h = Harness::new("slow-acks").await;
    let table = start_game(&mut h, &[ALICE, BOB, CAROL], "Slow acks").await;
    let thread = table.thread;
    let mut d = Driver::new(table, 11);
    // Longer than the harness's catch-up period (200 ms), well within Discord's 3 seconds.
    h.fake.state.lock().unwrap().callback_delay = std::time::Duration::from_millis(700);
    let marker = h.last_message_id();
    for _ in 0..12 {
        assert!(d.step(&mut h).await, "the game goes on");
    }
    let caught_up: Vec<String> = h
        .public_messages(thread)
        .into_iter()
        .filter(|m| m.id > marker && m.content.contains("Catching up"))
        .map(|m| m.content)
        .collect();
    assert!(
        caught_up.is_empty(),
        "no move was told as a catch-up: {caught_up:?}"
    );
    d.audit(&h).await;
    h.finish().await;
}
