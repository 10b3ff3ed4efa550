//! Blood Rage games with Mystics of Midgard (the `mystics_of_midgard` option, alone and with Gods
//! of Asgard and the Kickstarter monsters), stored by the first version of the bot that offers it
//! (`tests/fixtures/v7`), load, replay to the state this version computed, and play on to the
//! same end. The fixture was written once by `write_the_version_7_fixture` (ignored: run it only
//! to make the fixture again, which must never be needed).

use super::stored::{check_fixture, write_fixture};
use bloodrage_bot::engine::base::{self, BaseOptions, Command, Figure};
use bloodrage_bot::engine::family::Family as _;
use bloodrage_bot::engine::{AnyGame, RuleSet};
use bloodrage_bot::store::Origin;
use serde_json::Value;
use std::path::Path;

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/v7");

/// Everything a Blood Rage game shows (the version 1 fixture's fingerprint; its public view
/// holds the Mystics where they stand).
fn fingerprint(game: &AnyGame) -> Value {
    super::fixture::fingerprint(game.as_base().expect("a Blood Rage game"))
}

#[tokio::test]
#[ignore = "writes tests/fixtures/v7; run once, by hand, never again"]
async fn write_the_version_7_fixture() {
    // (players, seed, Gods of Asgard and the Kickstarter monsters too, moves): in progress in
    // Age 2 and Age 3, and finished; with undos, seat 1's commands given by the computer and some
    // of seat 2's by its deadline.
    let games = [
        (2u8, 701u64, false, 60u32),
        (3, 702, true, 150),
        (4, 703, false, 4000),
        (5, 704, true, 280),
    ]
    .into_iter()
    .map(|(players, seed, all, moves)| {
        let config = base::Game::configure(
            players,
            seed,
            &BaseOptions {
                mystics: true,
                gods: all,
                ks: all,
                ..BaseOptions::default()
            },
        );
        (config, format!("v7 fixture {players}p"), moves)
    })
    .collect();
    write_fixture(Path::new(FIXTURES), "mystics.db", games, fingerprint).await;
}

#[tokio::test]
async fn stored_games_with_the_mystics_of_midgard_load_replay_identically_and_play_to_the_same_end()
{
    let mut mystic_moves = 0;
    let (checked, finished) =
        check_fixture(Path::new(FIXTURES), "mystics.db", fingerprint, |loaded| {
            assert_eq!(loaded.record.config.rules, RuleSet::Base);
            let game = loaded.game.as_base().expect("Blood Rage");
            assert!(game.options().mystics);
            if loaded.game.players() > 2 {
                assert!(loaded.log.iter().any(|e| e.origin == Origin::Deadline));
            }
            mystic_moves += loaded
                .log
                .iter()
                .filter(|e| {
                    matches!(
                        e.command.get::<base::Game>(),
                        Some(
                            Command::Invade {
                                figure: Figure::Mystic,
                                ..
                            } | Command::Strike { .. }
                                | Command::Escape { .. }
                        )
                    )
                })
                .count();
        })
        .await;
    assert_eq!(checked, 4);
    assert!(finished >= 1, "a finished game is among them");
    assert!(
        mystic_moves >= 1,
        "Mystics invade, strike or escape in them"
    );
}
