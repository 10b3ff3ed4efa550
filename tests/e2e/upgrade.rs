//! An upgrade: the bot starts on a database written by version 1 of the bot
//! (`tests/fixtures/v1/bot.db`), says nothing it has said already, takes the buttons and draft
//! menus version 1 sent, and plays the stored games on to their end.

use super::driver::{Driver, table};
use super::fake::{CHANNEL_ID, State};
use super::harness::{ALICE, CAROL, Harness, choices};
use bloodrage_bot::engine::Seat;
use bloodrage_bot::store::GameStatus;
use serde_json::json;
use std::path::Path;

/// Thread of each game of the fixture, as version 1's run of the fake made them.
const THREADS: [(i64, u64); 6] = [
    (1, 700_000_000_000_000_017),
    (2, 700_000_000_000_000_532),
    (3, 700_000_000_000_000_566),
    (4, 700_000_000_000_001_474),
    (5, 700_000_000_000_001_633),
    (6, 700_000_000_000_001_665),
];
/// Alice's direct messages, as version 1 opened them.
const ALICE_DM: u64 = 700_000_000_000_009_001;

/// The number version 1 stored for a card.
fn v1_number(slug: &str) -> usize {
    include_str!("../../assets/base/card-ids-v1.txt")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .position(|l| l == slug)
        .expect("a card of version 1")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_and_components_of_version_1_go_on_after_the_upgrade() {
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/v1/bot.db");
    let prepare = |s: &mut State| {
        s.skip_ids(700_000_000_000_010_000);
        for (_, thread) in THREADS {
            s.add_channel(thread, Some(CHANNEL_ID), None);
        }
        s.add_channel(ALICE_DM, None, Some(ALICE));
    };
    let mut h = Harness::with_database("upgrade", Some(&fixture), prepare).await;
    // Everything had been announced: the restart says nothing.
    for (_, thread) in THREADS {
        assert!(
            h.public_messages(thread).is_empty(),
            "nothing is posted again"
        );
    }
    // Who each game waits on was filled in at start-up.
    for id in [1, 2, 4] {
        assert!(
            !h.store().clocks().awaited(id).await.unwrap().is_empty(),
            "game {id}"
        );
    }

    // Game 1, mid-battle: the Choose button version 1 posted for Carol opens her choice.
    let (record, game) = h.load(1).await;
    let thread = THREADS[0].1;
    let carol = Seat(1);
    assert!(game.awaited().contains(carol));
    let ping = h.fake.state.lock().unwrap().inject(
        thread,
        "<@300000000000000003> (Serpent): choose a battle card — *Mid-battle* (game #1).",
        json!([{"type": 1, "components": [
            {"type": 2, "style": 1, "label": "Choose", "custom_id": format!("br1:1:{}:open", record.next_seq)},
            {"type": 2, "style": 2, "label": "My cards", "custom_id": format!("br1:1:{}:hand", record.next_seq)}
        ]}]),
        &[],
        vec![CAROL],
    );
    let mut d = Driver::new(table(&h, 1, thread).await, 21);
    d.audit(&h).await;
    let i = h.press(CAROL, ping, "open").await;
    let panel = h.private_reply(i);
    assert!(panel.content.contains("Battle in"), "{}", panel.content);
    d.navigate(&mut h, CAROL, carol, panel.id).await;
    assert!(h.load(1).await.0.next_seq > record.next_seq);

    // And the game is played to its end.
    d.play_out(&mut h, 2000).await;
    let (record, game) = h.load(1).await;
    assert_eq!(record.status, GameStatus::Finished);
    assert!(game.outcome().is_some());
    let thread_text: String = h
        .public_messages(thread)
        .iter()
        .map(|m| m.content.clone())
        .collect();
    assert!(thread_text.contains("**Final scores**"));
    d.audit(&h).await;

    // Game 2, mid-draft: Alice's draft menu from version 1 (cards as version 1 numbered them).
    let (record, game) = h.load(2).await;
    let alice = Seat(0);
    assert!(game.awaited().contains(alice));
    let pack = game.private_view(alice).pack;
    let options: Vec<_> = pack
        .iter()
        .map(|c| json!({"label": c.def().name, "value": format!("dr.{}", v1_number(c.slug()))}))
        .collect();
    let menu = h.fake.state.lock().unwrap().inject(
        ALICE_DM,
        "**Mid-draft** (game #2): **Gods' Gifts**, pick 2 of 6: keep 1 card(s) from your packet.",
        json!([{"type": 1, "components": [{"type": 3, "custom_id": format!("br1:2:{}:s", record.next_seq), "options": options}]}]),
        &["cards.png"],
        vec![],
    );
    let pick = choices(&h.message(menu))[0].clone();
    let i = h.choose(ALICE, menu, &pick).await;
    assert!(h.replies(i).is_empty(), "the pick is taken");
    let (after, game) = h.load(2).await;
    assert_eq!(after.next_seq, record.next_seq + 1);
    assert!(!game.awaited().contains(alice), "Alice has picked");
    assert!(!game.private_view(alice).hand.is_empty());

    h.finish().await;
}
