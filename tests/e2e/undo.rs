//! Undo through the real client: `/undo`'s preview and confirmation, the thread's note and a
//! fresh board, the Undo button under a confirmation, a refusal once another player has decided,
//! the host turning undo off, and random players who take moves back in whole games.

use super::driver::{Driver, start_game};
use super::harness::{ALICE, BOB, CAROL, Harness, choices};
use bloodrage_bot::engine::base::Decision;
use serde_json::json;

/// The `off` choice of `/game settings undo:` (poise sends a choice's index).
const UNDO_OFF: u64 = 1;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_takes_back_a_move_after_a_preview_and_the_thread_gets_a_note_and_a_fresh_board() {
    let mut h = Harness::new("undo").await;
    let table = start_game(&mut h, &[ALICE, BOB], "Second thoughts").await;
    let (game, thread) = (table.game, table.thread);
    let mut d = Driver::new(table, 11);
    loop {
        let (_, g) = h.load(game).await;
        if g.pending().unwrap().decision == Decision::Action {
            break;
        }
        assert!(d.step(&mut h).await);
    }
    let (before, start) = h.load(game).await;
    let in_effect = h.store().logs().log(game).await.unwrap().len();
    let seat = start.awaited().iter().next().unwrap();
    let (user, other) = if d.user(seat) == ALICE {
        (ALICE, BOB)
    } else {
        (BOB, ALICE)
    };
    // The player passes; the confirmation offers Undo.
    let i = h.slash(user, thread, "pass", &[]).await;
    let done = h.private_reply(i);
    assert_eq!(
        choices(&done)
            .iter()
            .map(|c| c.label.as_str())
            .collect::<Vec<_>>(),
        ["Undo"]
    );
    let board_posts = |h: &Harness| {
        h.public_messages(thread)
            .iter()
            .filter(|m| m.attachments.iter().any(|a| a.filename == "board.png"))
            .count()
    };
    let boards = board_posts(&h);
    // The preview says what would be taken back; Keep it changes nothing.
    h.press(user, done.id, "undo").await;
    let preview = h.message(done.id);
    assert!(
        preview.content.starts_with(
            "This will take back: **Pass (lose your remaining Rage)** in *Second thoughts*"
        ),
        "{}",
        preview.content
    );
    h.press(user, done.id, "undo.n").await;
    assert_eq!(h.message(done.id).content, "Kept: nothing was taken back.");
    assert_eq!(h.load(game).await.0.next_seq, before.next_seq + 1);

    // /undo previews again; confirmed, the pass is taken back.
    let i = h.slash(user, thread, "undo", &[]).await;
    let preview = h.private_reply(i);
    assert!(
        preview
            .content
            .contains("**Pass (lose your remaining Rage)**")
    );
    h.press(user, preview.id, "undo.y").await;
    let after = h.message(preview.id);
    assert!(
        after
            .content
            .starts_with("Taken back: pass (lose your remaining Rage)."),
        "{}",
        after.content
    );
    assert!(!choices(&after).is_empty(), "the player's choices again");
    let (record, again) = h.load(game).await;
    assert_eq!(
        record.next_seq,
        before.next_seq + 2,
        "the undo is a row of the log"
    );
    assert_eq!(again, start, "the game is as it was before the pass");
    assert_eq!(h.store().logs().log(game).await.unwrap().len(), in_effect);
    let note = h.public_messages(thread).last().unwrap().clone();
    assert!(
        note.content.contains("took back a Pass"),
        "{}",
        note.content
    );
    assert_eq!(board_posts(&h), boards + 1, "a fresh board");
    assert!(note.allowed_users.is_empty(), "an undo pings nobody");
    // The preview's button is spent: confirming again takes nothing more back.
    let snapshot = h.load(game).await.0.next_seq;
    let i = h.slash(user, thread, "undo", &[]).await;
    let why = h.private_reply(i).content;
    assert!(why.starts_with("You can no longer take it back"), "{why}");
    assert_eq!(h.load(game).await.0.next_seq, snapshot);

    // Once the other player has decided, the move can no longer be taken back.
    let i = h.slash(user, thread, "pass", &[]).await;
    assert!(!h.replies(i).is_empty());
    let (_, now) = h.load(game).await;
    if now.awaited().iter().any(|s| d.user(s) == other) {
        assert!(d.step(&mut h).await);
        let i = h.slash(user, thread, "undo", &[]).await;
        let why = h.private_reply(i).content;
        assert!(why.contains("has decided since"), "{why}");
    }

    // The host turns undo off: no Undo button, and /undo says why.
    let i = h
        .slash(BOB, thread, "game settings", &[("undo", json!(UNDO_OFF))])
        .await;
    assert!(h.private_reply(i).content.contains("Only the game's host"));
    let i = h
        .slash(ALICE, thread, "game settings", &[("undo", json!(UNDO_OFF))])
        .await;
    assert!(h.private_reply(i).content.contains("undo: `off`"));
    let (_, now) = h.load(game).await;
    if let Some(seat) = now.awaited().iter().next() {
        let i = h.slash(d.user(seat), thread, "undo", &[]).await;
        assert!(h.private_reply(i).content.starts_with("Undo is turned off"));
    }
    d.audit(&h).await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_who_take_moves_back_at_random_still_finish_the_game_and_see_nothing_hidden() {
    let mut h = Harness::new("undo-random").await;
    let t = start_game(&mut h, &[ALICE, BOB, CAROL], "Fickle").await;
    let game = t.game;
    let mut d = Driver::new(t, 23);
    d.undo_every = 3;
    d.play_out(&mut h, 3000).await;
    assert!(d.undos >= 5, "{} moves taken back", d.undos);
    // The stored log, undos and all, replays to the finished game.
    let loaded = h.store().logs().load(game).await.unwrap();
    assert!(loaded.game.outcome().is_some());
    assert!(loaded.log.iter().filter(|e| e.undoes.is_some()).count() as u32 >= d.undos);
    h.move_to_postgres().await;
    h.finish().await;
}
