//! Blood Rage games with the Kickstarter monsters (the `kickstarter` option), stored by the first
//! version of the bot that offers it (`tests/fixtures/v5`), load, replay to the state this version
//! computed, and play on to the same end. The fixture was written once by
//! `write_the_version_5_fixture` (ignored: run it only to make the fixture again, which must never
//! be needed).

use super::stored::{check_fixture, write_fixture};
use bloodrage_bot::engine::base::data::Monster;
use bloodrage_bot::engine::base::{self, BaseOptions, Command, Figure};
use bloodrage_bot::engine::family::Family as _;
use bloodrage_bot::engine::{AnyCommand, AnyGame, RuleSet};
use bloodrage_bot::store::Origin;
use serde_json::Value;
use std::path::Path;

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/v5");

/// Everything a Blood Rage game shows (the version 1 fixture's fingerprint).
fn fingerprint(game: &AnyGame) -> Value {
    super::fixture::fingerprint(game.as_base().expect("a Blood Rage game"))
}

/// The Kickstarter monsters.
const KS: [Monster; 4] = [
    Monster::MountainGiant,
    Monster::Fenrir,
    Monster::Wolfman,
    Monster::MysticTroll,
];

/// Whether a stored command invades with a Kickstarter monster.
fn invades_with_ks(command: &AnyCommand) -> bool {
    matches!(
        command.get::<base::Game>(),
        Some(Command::Invade { figure: Figure::Monster(m), .. }) if KS.contains(m)
    )
}

#[tokio::test]
#[ignore = "writes tests/fixtures/v5; run once, by hand, never again"]
async fn write_the_version_5_fixture() {
    // (players, seed, first game, moves): in progress in Age 2 and Age 3, and finished; with
    // undos, seat 1's commands given by the computer and some of seat 2's by its deadline.
    let games = [
        (2u8, 501u64, false, 40u32),
        (3, 502, false, 130),
        (4, 503, true, 4000),
        (5, 504, false, 260),
    ]
    .into_iter()
    .map(|(players, seed, age1_no_draft, moves)| {
        let config = base::Game::configure(
            players,
            seed,
            &BaseOptions {
                age1_no_draft,
                ks: true,
                ..BaseOptions::default()
            },
        );
        (config, format!("v5 fixture {players}p"), moves)
    })
    .collect();
    write_fixture(Path::new(FIXTURES), "kickstarter.db", games, fingerprint).await;
}

#[tokio::test]
async fn stored_kickstarter_games_load_replay_identically_and_play_to_the_same_end() {
    let mut monsters = 0;
    let (checked, finished) = check_fixture(
        Path::new(FIXTURES),
        "kickstarter.db",
        fingerprint,
        |loaded| {
            assert_eq!(loaded.record.config.rules, RuleSet::Base);
            assert!(loaded.game.as_base().expect("Blood Rage").options().ks);
            monsters += loaded
                .log
                .iter()
                .filter(|e| invades_with_ks(&e.command))
                .count();
            if loaded.game.players() > 2 {
                assert!(loaded.log.iter().any(|e| e.origin == Origin::Deadline));
            }
        },
    )
    .await;
    assert_eq!(checked, 4);
    assert!(finished >= 1, "a finished game is among them");
    assert!(monsters >= 1, "a Kickstarter monster invades in them");
}
