//! What a press costs the database: a game played through buttons and menus, with the calls the
//! bot made to the database (statements and transactions, [`Store::calls`]) while handling each
//! component interaction. A choice that moves the game is read, applied, stored and told; the
//! figures are printed for the notes (`cargo test --test e2e costs -- --nocapture`).

use super::driver::{Driver, start_game};
use super::harness::{ALICE, BOB, CAROL, Harness};
use std::collections::BTreeMap;

/// The median of some counts.
fn median(mut v: Vec<u64>) -> u64 {
    v.sort_unstable();
    v[v.len() / 2]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_button_press_costs_few_calls_to_the_database() {
    // No catch-up round in the background: its reads are no press's.
    let mut h = Harness::without_rounds("costs").await;
    let table = start_game(&mut h, &[ALICE, BOB, CAROL], "Costs").await;
    let mut d = Driver::new(table, h.game_seed);
    d.undo_every = usize::MAX;
    h.costs.clear();
    for _ in 0..80 {
        if !d.step(&mut h).await {
            break;
        }
    }
    let mut by_action: BTreeMap<String, Vec<u64>> = BTreeMap::new();
    for (action, calls) in &h.costs {
        by_action.entry(action.clone()).or_default().push(*calls);
    }
    for (action, calls) in &by_action {
        eprintln!(
            "{action:>6}: {} presses, median {} calls, max {}",
            calls.len(),
            median(calls.clone()),
            calls.iter().max().unwrap()
        );
    }
    let moves = by_action.remove("c").expect("choices were pressed");
    assert!(moves.len() >= 20, "{} choices", moves.len());
    let median_move = median(moves);
    eprintln!("a choice that moves the game: median {median_move} calls");
    // Measured at 6 (31 before the session kept settings, seating, the game's row, who it waits
    // on and absences): the game's row read afresh before the append (another writer may have
    // moved it), the append (with the answer owed to the player, in its transaction), the seats
    // newly pinged, the announced cursor, the answer forgotten once given (so that a process
    // that stops before giving it leaves it to another: session/takeover.rs), and now and then
    // the last command of a seat newly awaited. Opening a menu reads nothing.
    assert!(median_move <= 6, "a move costs {median_move} calls");
    let navigation = median(by_action.remove("k").expect("kinds were opened"));
    assert!(navigation == 0, "opening a kind costs {navigation} calls");
    h.finish().await;
}
