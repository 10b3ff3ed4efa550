//! Blood Rage games with the Kickstarter monsters (the `kickstarter` option), stored by the first
//! version of the bot that offers it (`tests/fixtures/v5`), load, replay to the state this version
//! computed, and play on to the same end. The fixture was written once by
//! `write_the_version_5_fixture` (ignored: run it only to make the fixture again, which must never
//! be needed).

use super::TempDir;
use super::stored::{expected_of, play_stored};
use bloodrage_bot::engine::base::data::Monster;
use bloodrage_bot::engine::base::{self, BaseOptions, Command, Figure};
use bloodrage_bot::engine::family::Family as _;
use bloodrage_bot::engine::{AnyCommand, AnyGame, RuleSet};
use bloodrage_bot::session::Session;
use bloodrage_bot::store::{GameStatus, NewGame, Origin, Store};
use serde_json::{Map, Value};
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
    let dir = Path::new(FIXTURES);
    std::fs::create_dir_all(dir).unwrap();
    let path = dir.join("kickstarter.db");
    assert!(
        !path.exists(),
        "the fixture exists already: never write it again"
    );
    let store = Store::open_path(&path).await.unwrap();
    let session = Session::new(store.clone());
    let mut expected = Map::new();
    // (players, seed, first game, moves): in progress in Age 2 and Age 3, and finished; with
    // undos, seat 1's commands given by the computer and some of seat 2's by its deadline.
    for (players, seed, age1_no_draft, moves) in [
        (2u8, 501u64, false, 40u32),
        (3, 502, false, 130),
        (4, 503, true, 4000),
        (5, 504, false, 260),
    ] {
        let config = base::Game::configure(
            players,
            seed,
            &BaseOptions {
                age1_no_draft,
                ks: true,
                ..BaseOptions::default()
            },
        );
        let id = store
            .games()
            .create_game(&NewGame {
                config: Some(config),
                status: Some(GameStatus::Active),
                name: format!("v5 fixture {players}p"),
                ..NewGame::default()
            })
            .await
            .unwrap();
        session.games().started(id).await.unwrap();
        play_stored(&session, id, moves).await;
        let loaded = store.logs().load(id).await.unwrap();
        assert!(
            loaded.log.iter().any(|e| e.undoes.is_some()),
            "game {id} has undos"
        );
        expected.insert(
            id.to_string(),
            expected_of(&loaded.game, loaded.log.len() as u64, fingerprint),
        );
    }
    store.close().await;
    std::fs::write(
        dir.join("expected.json"),
        serde_json::to_string(&Value::Object(expected)).unwrap(),
    )
    .unwrap();
}

#[tokio::test]
async fn stored_kickstarter_games_load_replay_identically_and_play_to_the_same_end() {
    let expected: Value = serde_json::from_str(
        &std::fs::read_to_string(Path::new(FIXTURES).join("expected.json")).unwrap(),
    )
    .unwrap();
    let dir = TempDir::new("fixture-v5");
    let path = dir.path("kickstarter.db");
    std::fs::copy(Path::new(FIXTURES).join("kickstarter.db"), &path).unwrap();
    let store = Store::open_path(&path).await.unwrap();
    let mut checked = 0;
    let mut finished = 0;
    let mut monsters = 0;
    for (id, want) in expected.as_object().unwrap() {
        let id: i64 = id.parse().unwrap();
        let loaded = store.logs().load(id).await.unwrap();
        assert_eq!(loaded.record.config.rules, RuleSet::Base);
        assert!(loaded.game.as_base().expect("Blood Rage").options().ks);
        monsters += loaded
            .log
            .iter()
            .filter(|e| invades_with_ks(&e.command))
            .count();
        assert!(loaded.log.iter().any(|e| e.undoes.is_some()));
        assert!(loaded.log.iter().any(|e| e.origin == Origin::Computer));
        if loaded.game.players() > 2 {
            assert!(loaded.log.iter().any(|e| e.origin == Origin::Deadline));
        }
        assert_eq!(
            expected_of(&loaded.game, loaded.log.len() as u64, fingerprint),
            *want,
            "game {id}: the same state and the same end"
        );
        let session = Session::new(store.clone());
        assert_eq!(*session.game(id).await.unwrap().game, loaded.game);
        finished += usize::from(loaded.game.is_over());
        checked += 1;
    }
    assert_eq!(checked, 4);
    assert!(finished >= 1, "a finished game is among them");
    assert!(monsters >= 1, "a Kickstarter monster invades in them");
    store.close().await;
}
