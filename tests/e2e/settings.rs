//! `/game settings board:…`: a game chooses when its board is posted; only its host (or an
//! admin) may change it, and `/board` always answers.

use super::driver::{Driver, start_game};
use super::harness::{ALICE, BOB, Harness};
use bloodrage_bot::engine::base::Decision;
use serde_json::{Value, json};

/// The `board` option's choices, as Discord sends them: the index of the choice registered.
fn board(choice: &str) -> Value {
    let index = ["every-action", "turn-change", "on-request"]
        .iter()
        .position(|c| *c == choice)
        .expect("a choice of the option");
    json!(index)
}

/// Plays steps until the game waits for an action; returns how many boards were posted to the
/// thread meanwhile.
async fn to_next_action(h: &mut Harness, d: &mut Driver) -> usize {
    let thread = d.table.thread;
    let boards = |h: &Harness| {
        h.public_messages(thread)
            .iter()
            .filter(|m| m.attachments.iter().any(|a| a.filename == "board.png"))
            .count()
    };
    let before = boards(h);
    loop {
        assert!(d.step(h).await, "the game goes on");
        let (_, g) = h.load(d.table.game).await;
        if g.pending().unwrap().decision == Decision::Action {
            return boards(h) - before;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_chooses_when_the_board_is_posted() {
    let mut h = Harness::new("settings").await;
    let table = start_game(&mut h, &[ALICE, BOB], "Quiet board").await;
    let thread = table.thread;
    let mut d = Driver::new(table, 8);
    to_next_action(&mut h, &mut d).await;
    let host = ALICE;
    let guest = BOB;

    // Only the host may change a setting; anyone may read them.
    let i = h
        .slash(
            guest,
            thread,
            "game settings",
            &[("board", board("on-request"))],
        )
        .await;
    assert!(h.private_reply(i).content.contains("Only the game's host"));
    let i = h.slash(guest, thread, "game settings", &[]).await;
    assert!(
        h.private_reply(i).content.contains("board: `every-action`"),
        "{}",
        h.private_reply(i).content
    );

    // On request: moves are narrated, but no board is posted; /board still draws it.
    let i = h
        .slash(
            host,
            thread,
            "game settings",
            &[("board", board("on-request"))],
        )
        .await;
    assert!(h.private_reply(i).content.contains("board: `on-request`"));
    for _ in 0..3 {
        assert_eq!(
            to_next_action(&mut h, &mut d).await,
            0,
            "no board by itself"
        );
    }
    let i = h.slash(guest, thread, "board", &[]).await;
    assert_eq!(h.private_reply(i).attachments[0].filename, "board.png");

    // Turn change: the board comes when the turn passes to the other player.
    let i = h
        .slash(
            host,
            thread,
            "game settings",
            &[("board", board("turn-change"))],
        )
        .await;
    assert!(h.private_reply(i).content.contains("board: `turn-change`"));
    let (_, g) = h.load(d.table.game).await;
    let turn = g.awaited();
    assert!(
        to_next_action(&mut h, &mut d).await >= 1 || h.load(d.table.game).await.1.awaited() == turn
    );

    // Every action: the board is back.
    h.slash(
        host,
        thread,
        "game settings",
        &[("board", board("every-action"))],
    )
    .await;
    assert!(to_next_action(&mut h, &mut d).await >= 1);
    d.audit(&h).await;
    h.finish().await;
}

/// Discord archives a thread after a week without a message, and an archived thread takes no
/// message: a player acting from the parent channel wakes the game's thread, and `/game status`
/// works from the parent channel.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_archived_thread_is_woken_when_the_game_moves_on() {
    let mut h = Harness::new("archived").await;
    let table = start_game(&mut h, &[ALICE, BOB], "Sleepy").await;
    let (game, thread) = (table.game, table.thread);
    let mut d = Driver::new(table, 9);
    to_next_action(&mut h, &mut d).await;
    let (_, g) = h.load(game).await;
    let seat = g.awaited().iter().next().unwrap();
    let user = d.user(seat);
    h.fake
        .state
        .lock()
        .unwrap()
        .channels
        .get_mut(&thread)
        .unwrap()
        .archived = true;
    let before = h.public_messages(thread).len();
    let i = h
        .slash(
            user,
            super::harness::GAMES,
            "game status",
            &[("game", json!(game))],
        )
        .await;
    assert!(h.private_reply(i).content.contains("Waiting for"));
    let i = h
        .slash(user, super::harness::GAMES, "act", &[("game", json!(game))])
        .await;
    let panel = h.private_reply(i).id;
    d.navigate(&mut h, user, seat, panel).await;
    assert!(
        !h.fake.state.lock().unwrap().channels[&thread].archived,
        "the thread was woken"
    );
    assert!(
        h.public_messages(thread).len() > before,
        "the move was told in the thread"
    );
    h.finish().await;
}
