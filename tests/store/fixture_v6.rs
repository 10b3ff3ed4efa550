//! Blood Rage games with Gods of Asgard (the `gods_of_asgard` option, with and without the
//! Kickstarter monsters, the gods drawn or named), stored by the first version of the bot that
//! offers it (`tests/fixtures/v6`), load, replay to the state this version computed, and play on
//! to the same end. The fixture was written once by `write_the_version_6_fixture` (ignored: run
//! it only to make the fixture again, which must never be needed).

use super::stored::{check_fixture, write_fixture};
use bloodrage_bot::engine::base::data::God;
use bloodrage_bot::engine::base::{self, BaseOptions, Command};
use bloodrage_bot::engine::family::Family as _;
use bloodrage_bot::engine::{AnyGame, RuleSet};
use bloodrage_bot::store::Origin;
use serde_json::Value;
use std::path::Path;

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/v6");

/// Everything a Blood Rage game shows (the version 1 fixture's fingerprint; its public view
/// holds the gods and where they stand).
fn fingerprint(game: &AnyGame) -> Value {
    super::fixture::fingerprint(game.as_base().expect("a Blood Rage game"))
}

#[tokio::test]
#[ignore = "writes tests/fixtures/v6; run once, by hand, never again"]
async fn write_the_version_6_fixture() {
    // (players, seed, named gods, Kickstarter monsters, moves): in progress in Age 2 and Age 3,
    // and finished; with undos, seat 1's commands given by the computer and some of seat 2's by
    // its deadline. Heimdall is named in one, so that cards are played face up in it.
    let games = [
        (2u8, 601u64, vec![], false, 45u32),
        (3, 602, vec![God::Heimdall, God::Frigga], true, 140),
        (4, 603, vec![], true, 4000),
        (5, 604, vec![God::Odin, God::Loki], false, 270),
    ]
    .into_iter()
    .map(|(players, seed, gods_pick, ks, moves)| {
        let config = base::Game::configure(
            players,
            seed,
            &BaseOptions {
                gods: true,
                gods_pick,
                ks,
                ..BaseOptions::default()
            },
        );
        (config, format!("v6 fixture {players}p"), moves)
    })
    .collect();
    write_fixture(Path::new(FIXTURES), "gods.db", games, fingerprint).await;
}

#[tokio::test]
async fn stored_games_with_the_gods_of_asgard_load_replay_identically_and_play_to_the_same_end() {
    let mut moved = 0;
    let (checked, finished) =
        check_fixture(Path::new(FIXTURES), "gods.db", fingerprint, |loaded| {
            assert_eq!(loaded.record.config.rules, RuleSet::Base);
            let game = loaded.game.as_base().expect("Blood Rage");
            assert!(game.options().gods);
            assert_eq!(game.public_view().gods.len(), 2);
            if loaded.game.players() > 2 {
                assert!(loaded.log.iter().any(|e| e.origin == Origin::Deadline));
            }
            moved += loaded
                .log
                .iter()
                .filter(|e| matches!(e.command.get::<base::Game>(), Some(Command::MoveGod { .. })))
                .count();
        })
        .await;
    assert_eq!(checked, 4);
    assert!(finished >= 1, "a finished game is among them");
    assert!(moved >= 1, "a pillager sends a god on in them");
}
