//! The leak audit itself can fail: messages that would leak are planted in the fake, and the audit
//! must report each of them.

use super::driver::{Driver, start_game};
use super::harness::{ALICE, BOB, CAROL, Harness};
use bloodrage_bot::engine::base::Decision;
use bloodrage_bot::engine::base::data::CardId;
use bloodrage_bot::engine::{Seat, Viewer};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_leak_audit_reports_cards_pings_images_and_menus_that_reach_the_wrong_reader() {
    let mut h = Harness::new("leaks").await;
    let table = start_game(&mut h, &[ALICE, BOB, CAROL], "Leaks").await;
    let (game, thread) = (table.game, table.thread);
    let mut d = Driver::new(table, 5);
    loop {
        let (_, g) = h.load(game).await;
        if g.pending().unwrap().decision == Decision::Action {
            break;
        }
        assert!(d.step(&mut h).await);
    }
    d.audit(&h).await;
    let (_, g) = h.load(game).await;
    let awaited: Vec<Seat> = g.awaited().iter().collect();
    let idle = (0..3).map(Seat).find(|s| !awaited.contains(s)).unwrap();
    // A card in the idle seat's hand whose name no public event has shown.
    let hidden = g.hidden_from(Viewer::Public);
    let public_names: Vec<String> = g
        .public_view()
        .cards()
        .iter()
        .map(|c| c.def().name.clone())
        .collect();
    let secret: CardId = *g
        .private_view(idle)
        .hand
        .iter()
        .find(|c| {
            hidden.contains(c)
                && !public_names.contains(&c.def().name)
                && !["Alfheim", "Jotunheim", "Manheim", "Yggdrasil"]
                    .contains(&c.def().name.as_str())
        })
        .expect("a hidden card");
    let name = secret.def().name.clone();
    let reader = d.user(Seat((idle.0 + 1) % 3));
    let reader_dm = h
        .fake
        .state
        .lock()
        .unwrap()
        .dm_channel(reader)
        .expect("the reader has a DM channel");
    {
        let mut s = h.fake.state.lock().unwrap();
        s.inject(
            thread,
            &format!("Psst: they hold {name}."),
            json!([]),
            &[],
            vec![],
        );
        s.inject(thread, "Your hand", json!([]), &["cards.png"], vec![]);
        s.inject(
            thread,
            "Pick",
            json!([{"type": 1, "components": [{"type": 2, "style": 1, "label": "Play", "custom_id": format!("br1:{game}:1:c.pl.{}", secret.0)}]}]),
            &[],
            vec![],
        );
        s.inject(thread, "Hey", json!([]), &[], vec![d.user(idle)]);
        s.inject(
            reader_dm,
            "A menu",
            json!([{"type": 1, "components": [{"type": 3, "custom_id": format!("br1:{game}:1:s"),
                "options": [{"label": "Something", "value": format!("qu.{}", secret.0)}]}]}]),
            &[],
            vec![],
        );
    }
    let problems = d.audit.problems(&h, game).await;
    let expect = [
        format!("names {name}, which no public event has shown"),
        "carries cards.png".to_string(),
        "offers Choice".to_string(),
        "pings".to_string(),
        format!("card {name}"),
    ];
    for e in &expect {
        assert!(
            problems.iter().any(|p| p.contains(e.as_str())),
            "the audit reports `{e}`: {problems:#?}"
        );
    }
    assert_eq!(problems.len(), expect.len(), "{problems:#?}");
    h.finish().await;
}
