//! Valhalla games stored by the first version of the bot that hosts them (`tests/fixtures/v4`,
//! Valhalla rules version 1, content pack `valhalla-provisional` v1) load, replay to the state
//! this version computed, and play on to the same end. The fixture was written once by
//! `write_the_version_4_fixture` (ignored: run it only to make the fixture again, which must never
//! be needed).

use super::stored::{check_fixture, write_fixture};
use bloodrage_bot::engine::family::Family as _;
use bloodrage_bot::engine::valhalla::{self, GodChoice, ValhallaOptions};
use bloodrage_bot::engine::{AnyGame, RuleSet, Seat};
use bloodrage_bot::store::Origin;
use serde_json::{Value, json};
use std::path::Path;

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/v4");

/// Everything a Valhalla game shows: who is awaited for what, the phase, every figure, tokens,
/// gods and claims, scores and stats, and per seat its legal commands, cards and slots.
fn fingerprint(game: &AnyGame) -> Value {
    let g = game.as_valhalla().expect("a Valhalla game");
    let chambers: Vec<_> = g.pack().chamber_ids().collect();
    json!({
        "awaited": game.awaited(),
        "decision": game.decision().map(|d| d.kind),
        "age": g.age(),
        "phase": g.phase(),
        "glory": game.glory(),
        "figures": g.figures().iter().map(|f| json!([f.kind, f.owner, f.loc])).collect::<Vec<_>>(),
        "chambers": chambers.iter().map(|c| json!([g.has_token(*c), g.god_in(*c), g.claimed_by(*c)])).collect::<Vec<_>>(),
        "deck": g.deck_size(),
        "seats": (0..game.players()).map(|s| {
            let seat = Seat(s);
            json!({
                "legal": game.legal_commands(seat),
                "hand": g.hand(seat),
                "aside": g.aside(seat),
                "discards": g.discards(seat),
                "slots": g.slots(seat).iter().map(|x| json!([x.card, x.quest])).collect::<Vec<_>>(),
                "rage": g.rage(seat),
                "steps": [g.stat_step(seat, bloodrage_bot::engine::valhalla::Stat::Rage), g.stat_step(seat, bloodrage_bot::engine::valhalla::Stat::Axes), g.stat_step(seat, bloodrage_bot::engine::valhalla::Stat::Horns)],
            })
        }).collect::<Vec<_>>(),
    })
}

#[tokio::test]
#[ignore = "writes tests/fixtures/v4; run once, by hand, never again"]
async fn write_the_version_4_fixture() {
    // (players, seed, gods, themed, moves): in progress in Age 1, in Age 2, and finished; with
    // undos, seat 1's commands given by the computer and some of seat 2's by its deadline.
    let games = [
        (3u8, 401u64, GodChoice::Random, false, 60u32),
        (4, 402, GodChoice::FirstGame, false, 4000),
        (
            5,
            403,
            GodChoice::Chosen(vec!["freya".into(), "baldr".into(), "tyr".into()]),
            true,
            260,
        ),
        (4, 404, GodChoice::Random, true, 4000),
    ]
    .into_iter()
    .map(|(players, seed, gods, themed_rewards, moves)| {
        let config = valhalla::Game::configure(
            players,
            seed,
            &ValhallaOptions {
                gods,
                themed_rewards,
                ..ValhallaOptions::default()
            },
        );
        (config, format!("v4 fixture {players}p"), moves)
    })
    .collect();
    write_fixture(Path::new(FIXTURES), "valhalla.db", games, fingerprint).await;
}

#[tokio::test]
async fn stored_valhalla_games_load_replay_identically_and_play_to_the_same_end() {
    let (checked, finished) =
        check_fixture(Path::new(FIXTURES), "valhalla.db", fingerprint, |loaded| {
            assert_eq!(loaded.record.config.rules, RuleSet::Valhalla);
            assert!(loaded.log.iter().any(|e| e.origin == Origin::Deadline));
        })
        .await;
    assert_eq!(checked, 4);
    assert!(finished >= 1, "a finished game is among them");
}
