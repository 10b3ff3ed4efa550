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
            continue;
        }
        assert!(d.step(&mut h).await);
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
    assert!(
        text.iter()
            .any(|t| t.contains("has missed 3 deadlines in a row")),
        "the takeover is told"
    );
    h.finish().await;
}
