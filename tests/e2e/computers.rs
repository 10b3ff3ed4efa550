//! Computer clans at a Discord table: a solo game against three hard computer clans from
//! `/game new` to the final scores, the lobby's buttons, and a player's seat handed to the
//! computer and taken back.

use super::driver::{Driver, open_game_with, table};
use super::harness::{ALICE, BOB, Harness, choices};
use bloodrage_bot::engine::{Level, Seat};
use serde_json::json;

/// The `level` option's choices by index, as Discord sends them: easy, medium, hard.
const LEVEL_EASY: u64 = 0;
const LEVEL_HARD: u64 = 2;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_solo_game_against_three_hard_computer_clans_is_played_to_the_end() {
    let mut h = Harness::new("solo-hard").await;
    let (game, thread, lobby) = open_game_with(
        &mut h,
        ALICE,
        &[
            ("players", json!(4)),
            ("name", json!("Alone against the gods")),
            ("bots", json!(3)),
            ("level", json!(LEVEL_HARD)),
        ],
    )
    .await;
    let text = h.message(lobby).content;
    assert!(text.contains("Seats: 4/4"), "{text}");
    assert_eq!(text.matches("a computer clan (hard)").count(), 3, "{text}");
    h.press(ALICE, lobby, "start").await;
    let computers = h.store().seats().computer_seats(game).await.unwrap();
    assert_eq!(computers.len(), 3);
    assert!(
        computers
            .iter()
            .all(|c| c.level == Level::Hard && c.handed_by.is_none())
    );
    let t = table(&h, game, thread).await;
    let alice = Seat(t.users.iter().position(|u| *u == ALICE).unwrap() as u8);
    let mut d = Driver::new(t, 3);
    d.audit.concurrent = true;
    while d.step(&mut h).await {
        assert!(d.steps < 3000, "the game ends");
    }
    let (record, game_now) = h.load(game).await;
    assert!(game_now.outcome().is_some(), "the game is over");
    assert_eq!(record.status.to_string(), "finished");
    // Every seat's moves are in the log as that seat's commands.
    let log = h.store().logs().log(game).await.unwrap();
    for seat in 0..4u8 {
        assert!(log.iter().any(|(s, _)| s.0 == seat), "seat {seat} moved");
    }
    // The computer clans are named as such, never pinged, and only Alice was ever mentioned.
    let public = h.public_messages(thread);
    assert!(
        public
            .iter()
            .any(|m| m.content.contains("(computer, hard)"))
    );
    for m in &public {
        assert!(
            m.allowed_users.iter().all(|u| *u == ALICE),
            "only the player is pinged: {:?}",
            m.allowed_users
        );
    }
    assert!(
        public.iter().any(|m| m.allowed_users.contains(&ALICE)),
        "the player was pinged for her turns"
    );
    assert!(h.dms(ALICE).len() > 1, "Alice drafted by DM");
    eprintln!(
        "solo game: {} commands, {} by Alice ({alice}), {} steps of hers",
        log.len(),
        log.iter().filter(|(s, _)| *s == alice).count(),
        d.steps
    );
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_adds_computer_clans_in_the_lobby_and_a_player_hands_over_a_seat_and_takes_it_back()
 {
    let mut h = Harness::new("handover").await;
    let (game, thread, lobby) = open_game_with(
        &mut h,
        ALICE,
        &[("players", json!(3)), ("name", json!("Three clans"))],
    )
    .await;
    // Only the host adds computer clans; the lobby counts them as seats.
    let i = h.press(BOB, lobby, "bot+").await;
    assert!(h.private_reply(i).content.contains("Only the host"));
    h.press(ALICE, lobby, "bot+").await;
    h.press(ALICE, lobby, "bot+").await;
    assert!(h.message(lobby).content.contains("Seats: 3/3"));
    let i = h.press(BOB, lobby, "join").await;
    assert!(h.private_reply(i).content.contains("seats are taken"));
    h.press(ALICE, lobby, "bot-").await;
    assert!(h.message(lobby).content.contains("Seats: 2/3"));
    assert!(
        choices(&h.message(lobby))
            .iter()
            .any(|c| c.action() == "bot-")
    );
    h.press(BOB, lobby, "join").await;
    h.press(ALICE, lobby, "start").await;
    let computers = h.store().seats().computer_seats(game).await.unwrap();
    assert_eq!(computers.len(), 1);
    assert_eq!(computers[0].level, Level::Medium);
    let t = table(&h, game, thread).await;
    let bob = Seat(t.users.iter().position(|u| *u == BOB).unwrap() as u8);
    let mut d = Driver::new(t, 5);
    d.audit.concurrent = true;
    for _ in 0..10 {
        assert!(d.step(&mut h).await);
    }
    // Bob may not hand over Alice's seat; he hands over his own.
    let i = h
        .slash(
            BOB,
            thread,
            "game handover",
            &[("player", json!(ALICE.to_string()))],
        )
        .await;
    assert!(h.private_reply(i).content.contains("Only the host"));
    let i = h
        .slash(
            BOB,
            thread,
            "game handover",
            &[("level", json!(LEVEL_EASY))],
        )
        .await;
    assert!(h.private_reply(i).content.starts_with("Done"));
    let note = h.public_messages(thread).last().unwrap().content.clone();
    assert!(note.contains("played by the computer (easy)"), "{note}");
    let handed = h.store().seats().computer_seats(game).await.unwrap();
    assert!(
        handed
            .iter()
            .any(|c| c.seat == bob && c.handed_by == Some(BOB) && c.level == Level::Easy)
    );
    // The game goes on with Bob's seat played by the computer: Alice keeps playing.
    let before = h.load(game).await.0.next_seq;
    for _ in 0..15 {
        if !d.step(&mut h).await {
            break;
        }
    }
    let log = h.store().logs().log(game).await.unwrap();
    assert!(
        log[before as usize..].iter().any(|(s, _)| *s == bob),
        "the computer moved for Bob's seat"
    );
    // Bob cannot move while the computer plays for him; he takes his seat back.
    let i = h.slash(BOB, thread, "game return", &[]).await;
    assert!(h.private_reply(i).content.contains("yours again"));
    assert!(
        h.public_messages(thread)
            .iter()
            .any(|m| m.content.contains("plays **") && m.content.contains("again"))
    );
    let i = h.slash(BOB, thread, "game return", &[]).await;
    assert!(h.private_reply(i).content.contains("nothing to take back"));
    assert!(
        !h.store()
            .seats()
            .computer_seats(game)
            .await
            .unwrap()
            .iter()
            .any(|c| c.seat == bob)
    );
    // From now on Bob plays again: the driver moves for him when he is awaited.
    for _ in 0..10 {
        if !d.step(&mut h).await {
            break;
        }
    }
    h.finish().await;
}
