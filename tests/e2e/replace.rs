//! Changing who plays a seat of a game in play: the host replaces a player (the new one gets the
//! seat's cards by DM at once), and a player resigns (the computer plays their seat to the end).

use super::driver::{Driver, start_game};
use super::harness::{ALICE, BOB, CAROL, DAVE, Harness};
use bloodrage_bot::engine::Seat;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_replaces_a_player_another_resigns_and_the_game_goes_on_to_the_end() {
    let mut h = Harness::new("replace").await;
    let table = start_game(&mut h, &[ALICE, BOB, CAROL], "Musical chairs").await;
    let (game, thread) = (table.game, table.thread);
    let seat_of = |user: u64| Seat(table.users.iter().position(|u| *u == user).unwrap() as u8);
    let (bob, carol) = (seat_of(BOB), seat_of(CAROL));
    let mut d = Driver::new(table.clone(), 6);
    d.audit.concurrent = true;
    for _ in 0..12 {
        assert!(d.step(&mut h).await);
    }
    let user = |u: u64| json!(u.to_string());
    // Only the host replaces a player, and not with someone already at the table.
    let i = h
        .slash(
            CAROL,
            thread,
            "game replace",
            &[("player", user(BOB)), ("with", user(DAVE))],
        )
        .await;
    assert!(
        h.private_reply(i)
            .content
            .starts_with("Only the game's host")
    );
    let i = h
        .slash(
            ALICE,
            thread,
            "game replace",
            &[("player", user(BOB)), ("with", user(CAROL))],
        )
        .await;
    assert!(
        h.private_reply(i)
            .content
            .contains("already plays in this game")
    );
    let i = h
        .slash(
            ALICE,
            thread,
            "game replace",
            &[("player", user(BOB)), ("with", user(DAVE))],
        )
        .await;
    let done = h.private_reply(i).content;
    assert!(
        done.starts_with(&format!("Done: <@{DAVE}> plays")),
        "{done}"
    );
    assert!(done.contains("by DM"), "{done}");
    // Dave has the seat's cards at once; the thread says who took over; Bob is out.
    let dm = h
        .dms(DAVE)
        .into_iter()
        .find(|m| m.content.starts_with("You now play"))
        .expect("the new player's cards by DM");
    assert!(dm.attachments.iter().any(|a| a.filename == "cards.png"));
    assert!(
        h.public_messages(thread)
            .iter()
            .any(|m| m.content.contains(&format!("<@{DAVE}> takes over")))
    );
    let i = h.slash(BOB, thread, "act", &[]).await;
    assert!(
        h.private_reply(i)
            .content
            .contains("You are not playing in this game")
    );
    assert_eq!(
        h.store().seats().seat_users(game).await.unwrap()[bob.index()].1,
        DAVE
    );
    d.table.users[bob.index()] = DAVE;
    d.audit(&h).await;

    // Carol resigns: not without confirming; then the computer plays her seat.
    let i = h
        .slash(CAROL, thread, "game resign", &[("confirm", json!(false))])
        .await;
    assert!(h.private_reply(i).content.starts_with("Nothing changed"));
    let i = h
        .slash(CAROL, thread, "game resign", &[("confirm", json!(true))])
        .await;
    assert!(
        h.private_reply(i)
            .content
            .starts_with("Done: you left the game")
    );
    // The thread is told by the session's notice, whoever asked.
    assert!(h.public_messages(thread).iter().any(|m| {
        m.content
            .starts_with(&format!("<@{CAROL}> resigned: the computer"))
    }));
    let computers = h.store().seats().computer_seats(game).await.unwrap();
    assert!(
        computers
            .iter()
            .any(|c| c.seat == carol && c.handed_by.is_none())
    );
    assert!(
        h.public_messages(thread)
            .iter()
            .any(|m| m.content.contains(&format!("<@{CAROL}> resigned")))
    );
    d.table.users[carol.index()] = 0;
    d.play_out(&mut h, 3000).await;
    let (record, _) = h.load(game).await;
    assert_eq!(record.status, bloodrage_bot::store::GameStatus::Finished);
    h.finish().await;
}
