//! Reprisal games stored by the first version of the bot that hosts them (`tests/fixtures/v3`,
//! Reprisal rules version 1) load, replay to the state this version computed, and play on to the
//! same end. The fixture was written once by `write_the_version_3_fixture` (ignored: run it only
//! to make the fixture again, which must never be needed).

use super::stored::{check_fixture, write_fixture};
use bloodrage_bot::engine::family::Family as _;
use bloodrage_bot::engine::reprisal::{self, ReprisalOptions};
use bloodrage_bot::engine::{AnyGame, RuleSet, Seat};
use bloodrage_bot::store::Origin;
use serde_json::{Value, json};
use std::path::Path;

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/v3");

/// Everything a Reprisal game shows: who is awaited for what, every figure, tokens, Doom, the
/// quest, the gods, scores, and per seat its legal commands, cards, gift and counters.
fn fingerprint(game: &AnyGame) -> Value {
    let g = game.as_reprisal().expect("a Reprisal game");
    json!({
        "awaited": game.awaited(),
        "decision": game.decision().map(|d| d.kind),
        "age": g.age(),
        "victory_points": g.victory_points(),
        "glory": g.age_glory(),
        "figures": g.figures().iter().map(|f| json!([f.kind, f.owner, f.controller, f.loc, f.rented])).collect::<Vec<_>>(),
        "tokens": g.tokens().map(|(p, t, done)| json!([p, t, done])).collect::<Vec<_>>(),
        "doom": g.doom(),
        "quest": g.quest(),
        "gods": g.gods().map(|(god, p, s)| json!([god, p, s])).collect::<Vec<_>>(),
        "pool": g.monster_pool(),
        "seats": (0..game.players()).map(|s| {
            let seat = Seat(s);
            json!({
                "legal": game.legal_commands(seat),
                "hand": g.hand(seat),
                "discards": g.discards(seat),
                "gift": g.gift(seat),
                "counters": g.counters(seat),
            })
        }).collect::<Vec<_>>(),
    })
}

#[tokio::test]
#[ignore = "writes tests/fixtures/v3; run once, by hand, never again"]
async fn write_the_version_3_fixture() {
    // (players, seed, options, moves): in progress in Age 1, in Age 2, and finished; with undos,
    // seat 1's commands given by the computer and some of seat 2's by its deadline.
    let games = [
        (3u8, 301u64, ReprisalOptions::default(), 40u32),
        (4, 302, ReprisalOptions::none(), 2000),
        (5, 303, ReprisalOptions::combination(5), 150),
        (4, 304, ReprisalOptions::combination(10), 2000),
    ]
    .into_iter()
    .map(|(players, seed, options, moves)| {
        let config = reprisal::Game::configure(players, seed, &options);
        (config, format!("v3 fixture {players}p"), moves)
    })
    .collect();
    write_fixture(Path::new(FIXTURES), "reprisal.db", games, fingerprint).await;
}

#[tokio::test]
async fn stored_reprisal_games_load_replay_identically_and_play_to_the_same_end() {
    let (checked, finished) =
        check_fixture(Path::new(FIXTURES), "reprisal.db", fingerprint, |loaded| {
            assert_eq!(loaded.record.config.rules, RuleSet::Reprisal);
            assert!(loaded.log.iter().any(|e| e.origin == Origin::Deadline));
        })
        .await;
    assert_eq!(checked, 4);
    assert!(finished >= 1, "a finished game is among them");
}
