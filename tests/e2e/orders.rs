//! Fewer waits: a player's standing orders answer for them at once (the draft by the computer,
//! Calls to Battle declined, no late cards), and a choice everybody can tell is forced is answered
//! without waiting — logged as the seat's commands with their origin, through the real client.

use super::driver::{Driver, start_game};
use super::harness::{ALICE, BOB, CAROL, DAVE, Harness};
use bloodrage_bot::engine::base::Command;
use bloodrage_bot::engine::{AnyCommand, AnyGame, Seat};
use bloodrage_bot::store::{Origin, in_effect};
use serde_json::json;
use std::collections::BTreeMap;

/// The `every-age` choice of `/settings orders ai_drafts:` (poise sends a choice's index).
const EVERY_AGE: u64 = 1;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn standing_orders_and_forced_choices_are_answered_at_once_and_the_game_goes_on() {
    let mut h = Harness::new("orders").await;
    let t = start_game(&mut h, &[ALICE, BOB, CAROL], "Orders").await;
    let (game, thread) = (t.game, t.thread);
    let bob = Seat(t.users.iter().position(|u| *u == BOB).unwrap() as u8);
    let i = h
        .slash(
            DAVE,
            thread,
            "settings orders",
            &[("decline_calls", json!(true))],
        )
        .await;
    assert_eq!(
        h.private_reply(i).content,
        "You are not playing in this game."
    );
    let i = h
        .slash(
            BOB,
            thread,
            "settings orders",
            &[
                ("decline_calls", json!(true)),
                ("no_late_cards", json!(true)),
                ("ai_drafts", json!(EVERY_AGE)),
            ],
        )
        .await;
    assert_eq!(
        h.private_reply(i).content,
        "Your standing orders in **Orders** (#1): decline every Call to Battle; never add a late battle card; the computer drafts for you in Ages 1, 2, 3. Only you see them; the others are still asked as usual, so nobody can tell."
    );
    let mut d = Driver::new(t, 31);
    // The bot answers for Bob while the test looks: a ping cannot be checked against who is
    // awaited at the moment of the check (cards are still checked).
    d.audit.concurrent = true;
    d.play_out(&mut h, 4000).await;
    let loaded = h.store().logs().load(game).await.unwrap();
    assert!(loaded.game.outcome().is_some(), "the game is over");
    // Replay the commands in effect, noting what each answered and who gave it.
    let effect = in_effect(&loaded.log).unwrap();
    let mut replay = AnyGame::new(&loaded.record.config).unwrap();
    let mut bobs: BTreeMap<(&str, &str), usize> = BTreeMap::new();
    let mut forced = 0;
    let mut previous: Option<(Seat, Origin)> = None;
    for e in effect {
        let kind = replay.decision().unwrap().kind;
        if e.seat == bob {
            *bobs.entry((kind, e.origin.as_str())).or_default() += 1;
            // Bob declined every Call to Battle by his order, except one he was asked right
            // after his own decision (his pillage), which he answers himself.
            if kind == "call_to_battle" && previous != Some((bob, Origin::Player)) {
                assert_eq!(
                    (e.origin, &e.command),
                    (Origin::Order, &AnyCommand::Base(Command::Done)),
                    "a Call to Battle of Bob's at {}",
                    e.seq
                );
            }
        }
        previous = Some((e.seat, e.origin));
        if e.origin == Origin::Forced {
            forced += 1;
            assert_eq!(replay.legal_commands(e.seat), vec![e.command.clone()]);
        }
        replay.advance(e.seat, &e.command).unwrap();
    }
    // Bob's first pick came before his orders; every other was the computer's, by his order.
    assert!(
        bobs.get(&("draft", "order")).copied().unwrap_or(0) >= 17,
        "{bobs:?}"
    );
    assert!(
        bobs.get(&("draft", "player")).copied().unwrap_or(0) <= 1,
        "{bobs:?}"
    );
    // (A forced choice for a seat other than the one that just decided is rare in real games; each
    // one met was the seat's only legal command.)
    let _ = forced;
    // Bob was never asked to draft after his orders: one packet by DM, the first.
    let packets = h
        .dms(BOB)
        .iter()
        .filter(|m| m.content.contains("draft"))
        .count();
    assert!(packets <= 1, "{packets} packets sent to Bob");
    d.audit(&h).await;
    h.finish().await;
}
