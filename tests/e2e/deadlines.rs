//! Deadlines through the real client, on a clock the test moves: a player who never answers has
//! each decision taken by the computer when the game's pace runs out, told in the thread; after
//! three missed in a row the computer plays the seat, and the game finishes on its own.
//! `/game status` shows the pace and the time left.

use super::driver::{Driver, open_game_with, table};
use super::harness::{ALICE, BOB, Harness};
use bloodrage_bot::ai::Level;
use bloodrage_bot::engine::Seat;
use bloodrage_bot::store::Origin;
use serde_json::json;
use std::time::{Duration, Instant};

/// The `fast` choice of `/game new pace:` (poise sends a choice's index).
const PACE_FAST: u64 = 0;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_silent_players_decisions_are_taken_at_each_deadline_then_the_computer_plays_the_seat() {
    let mut h = Harness::new("deadlines").await;
    let (game, thread, lobby) = open_game_with(
        &mut h,
        ALICE,
        &[
            ("players", json!(2)),
            ("name", json!("Silent Bob")),
            ("pace", json!(PACE_FAST)),
        ],
    )
    .await;
    h.press(BOB, lobby, "join").await;
    h.press(ALICE, lobby, "start").await;
    let seated = table(&h, game, thread).await;
    let bob = Seat(seated.users.iter().position(|u| *u == BOB).unwrap() as u8);
    let i = h.slash(ALICE, thread, "game status", &[]).await;
    let status = h.private_reply(i).content;
    assert!(
        status.contains("Pace: fast (4 h per decision).") && status.contains(" h left"),
        "{status}"
    );
    // The driver plays Alice only; Bob never answers.
    let mut d = Driver::new(seated, 9);
    d.absent.push(BOB);
    d.audit.concurrent = true;
    let mut deadlines = 0;
    for _ in 0..5_000 {
        let (record, g) = h.load(game).await;
        if g.pending().is_none() {
            break;
        }
        let handed = h
            .store()
            .computer_seats(game)
            .await
            .unwrap()
            .iter()
            .any(|c| c.seat == bob);
        if !handed && g.awaited().iter().all(|s| s == bob) {
            if deadlines == 0 {
                check_reminders(&h, thread, bob_wait(&h, game).await).await;
            }
            // Only Bob is awaited: his time runs out, and the computer answers for him.
            h.advance_clock(4 * 3600 + 60);
            let start = Instant::now();
            loop {
                let (now, _) = h.load(game).await;
                // Taken, and told (with Alice's next packet or mention).
                if now.next_seq > record.next_seq && now.announced == Some(now.next_seq) {
                    break;
                }
                assert!(
                    start.elapsed() < Duration::from_secs(10),
                    "the deadline was not taken"
                );
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            deadlines += 1;
            if deadlines == 3 {
                // The third in a row hands the seat over, right after the move is told.
                let start = Instant::now();
                while !h
                    .store()
                    .computer_seats(game)
                    .await
                    .unwrap()
                    .iter()
                    .any(|c| c.seat == bob)
                {
                    assert!(start.elapsed() < Duration::from_secs(10), "no handover");
                    tokio::time::sleep(Duration::from_millis(20)).await;
                }
            }
            continue;
        }
        // The computer may finish the game between the look above and the step.
        if !d.step(&mut h).await {
            break;
        }
    }
    let (record, g) = h.load(game).await;
    assert!(g.pending().is_none(), "the game finished on its own");
    assert_eq!(record.status, bloodrage_bot::store::GameStatus::Finished);
    assert_eq!(
        deadlines, 3,
        "three deadlines, then the computer plays the seat"
    );
    let loaded = h.store().load(game).await.unwrap();
    let by_deadline: Vec<_> = loaded
        .log
        .iter()
        .filter(|e| e.origin == Origin::Deadline)
        .collect();
    assert_eq!(by_deadline.len(), 3);
    assert!(by_deadline.iter().all(|e| e.seat == bob));
    let computers = h.store().computer_seats(game).await.unwrap();
    assert!(
        computers
            .iter()
            .any(|c| c.seat == bob && c.handed_by == Some(BOB) && c.level == Level::Easy)
    );
    let text: Vec<String> = h
        .public_messages(thread)
        .iter()
        .map(|m| m.content.clone())
        .collect();
    let told = text
        .iter()
        .filter(|t| t.contains("⏰ Time ran out for <@"))
        .count();
    assert_eq!(told, 3, "each deadline is told once");
    let reminders = text.iter().filter(|t| t.starts_with("⏳ <@")).count();
    assert_eq!(
        reminders, 2,
        "two reminders for the one wait that let time pass"
    );
    assert!(
        text.iter()
            .any(|t| t.contains("has missed 3 deadlines in a row")),
        "the takeover is told"
    );
    h.finish().await;
}

/// How long Bob has been waited on, by the bot's clock (seconds).
async fn bob_wait(h: &Harness, game: i64) -> i64 {
    let awaited = h.store().awaited(game).await.unwrap();
    let row = &awaited[0];
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    now + h.clock_offset() - row.since
}

/// The reminders of a fast wait (4 h): one at half the time, one half an hour before the end,
/// each once, mentioning the awaited player only, with the Choose button.
async fn check_reminders(h: &Harness, thread: u64, waited: i64) {
    let reminders = |h: &Harness| -> Vec<_> {
        h.public_messages(thread)
            .into_iter()
            .filter(|m| m.content.starts_with("⏳ <@"))
            .collect()
    };
    let settle = || tokio::time::sleep(Duration::from_millis(600));
    settle().await;
    assert!(reminders(h).is_empty(), "no reminder before half the time");
    h.advance_clock(2 * 3600 + 60 - waited);
    let start = Instant::now();
    while reminders(h).is_empty() {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "no reminder at half time"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let first = reminders(h).remove(0);
    assert!(
        first
            .content
            .contains("*Silent Bob* (#1) is waiting for you to draft a card: 1 h left."),
        "{}",
        first.content
    );
    assert_eq!(
        first.allowed_users,
        vec![BOB],
        "only the awaited player is mentioned"
    );
    assert!(choices_of(&first).contains(&"Choose".to_string()));
    h.advance_clock(600);
    settle().await;
    assert_eq!(reminders(h).len(), 1, "never twice for the same wait");
    h.advance_clock(3600 + 1200);
    let start = Instant::now();
    while reminders(h).len() < 2 {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "no reminder before the deadline"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(
        reminders(h)[1].content.contains("min left"),
        "{}",
        reminders(h)[1].content
    );
    settle().await;
    assert_eq!(reminders(h).len(), 2);
}

fn choices_of(m: &super::fake::Message) -> Vec<String> {
    super::harness::choices(m)
        .into_iter()
        .map(|c| c.label)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deadline_that_falls_due_while_the_bot_is_down_is_taken_once_when_it_is_back() {
    let mut h = Harness::new("deadline-restart").await;
    let (game, thread) = waiting_on_bob(&mut h, 3).await;
    let before = h.load(game).await.0.next_seq;
    h.stop_bot().await;
    h.advance_clock(5 * 3600);
    h.start_bot().await;
    let start = Instant::now();
    loop {
        let (record, _) = h.load(game).await;
        if record.next_seq > before && record.announced == Some(record.next_seq) {
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the deadline was not taken"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    // Several catch-up rounds later, it was taken once.
    tokio::time::sleep(Duration::from_millis(800)).await;
    let loaded = h.store().load(game).await.unwrap();
    let taken = loaded
        .log
        .iter()
        .filter(|e| e.origin == Origin::Deadline)
        .count();
    assert_eq!(taken, 1);
    let told = h
        .public_messages(thread)
        .iter()
        .filter(|m| m.content.contains("⏰ Time ran out"))
        .count();
    assert_eq!(told, 1);
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_paused_game_runs_no_deadline_and_resumes_with_the_time_each_player_had_left() {
    let mut h = Harness::new("deadline-pause").await;
    let (game, thread) = waiting_on_bob(&mut h, 4).await;
    let before = h.load(game).await.0.next_seq;
    let i = h.slash(BOB, thread, "game pause", &[]).await;
    assert!(
        h.private_reply(i)
            .content
            .starts_with("Only the game's host")
    );
    let i = h.slash(ALICE, thread, "game pause", &[]).await;
    assert_eq!(h.private_reply(i).content, "Done.");
    let i = h.slash(ALICE, thread, "game pause", &[]).await;
    assert_eq!(h.private_reply(i).content, "The game is paused already.");
    assert!(
        h.public_messages(thread)
            .iter()
            .any(|m| m.content.starts_with("⏸️ The game is paused"))
    );
    // A day passes: nothing is taken, nobody is reminded.
    h.advance_clock(24 * 3600);
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert_eq!(h.load(game).await.0.next_seq, before);
    let i = h.slash(ALICE, thread, "game status", &[]).await;
    assert!(h.private_reply(i).content.contains("Paused by the host"));
    let i = h.slash(ALICE, thread, "game resume", &[]).await;
    assert_eq!(h.private_reply(i).content, "Done.");
    // Bob has the time he had left (about 4 h), not a day less.
    let i = h.slash(ALICE, thread, "game status", &[]).await;
    let status = h.private_reply(i).content;
    assert!(
        status.contains(" has 4 h left") || status.contains(" has 3 h left"),
        "{status}"
    );
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert_eq!(h.load(game).await.0.next_seq, before);
    assert!(
        !h.public_messages(thread)
            .iter()
            .any(|m| m.content.starts_with("⏳")),
        "no reminder while paused, and none due after"
    );
    // Once his time runs out again, the computer answers for him.
    h.advance_clock(4 * 3600 + 60);
    let start = Instant::now();
    while h.load(game).await.0.next_seq == before {
        assert!(start.elapsed() < Duration::from_secs(10));
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    h.finish().await;
}

/// A fast 2-player game of Alice (host) and Bob, played by Alice until only Bob is awaited.
async fn waiting_on_bob(h: &mut Harness, seed: u64) -> (i64, u64) {
    let (game, thread, lobby) = open_game_with(
        h,
        ALICE,
        &[("players", json!(2)), ("pace", json!(PACE_FAST))],
    )
    .await;
    h.press(BOB, lobby, "join").await;
    h.press(ALICE, lobby, "start").await;
    let mut d = Driver::new(table(h, game, thread).await, seed);
    d.absent.push(BOB);
    loop {
        let (_, g) = h.load(game).await;
        if g.awaited().iter().all(|s| d.user(s) == BOB) {
            return (game, thread);
        }
        assert!(d.step(h).await);
    }
}
