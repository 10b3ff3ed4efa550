//! Games stored by version 2 of the log (`tests/fixtures/v2`: migration 0006, undos and the
//! computer's commands) load, replay to the state this version computed, and play on to the same
//! end. The fixture was written once by `write_the_version_2_fixture` (ignored: run it only to
//! make the fixture again, which must never be needed).

use super::TempDir;
use super::fixture::fingerprint;
use bloodrage_bot::engine::{AnyCommand, GameConfig, Seat};
use bloodrage_bot::session::{Current, Session, Teller};
use bloodrage_bot::sim;
use bloodrage_bot::store::{GameStatus, NewGame, Origin, Store};
use serde_json::{Map, Value, json};
use std::path::Path;

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/v2");

/// The state after the log, and the end the random players reach from there.
fn expected_of(game: &bloodrage_bot::engine::AnyGame, seq: u64) -> Value {
    let mut game = game.as_base().expect("Blood Rage").clone();
    let state = fingerprint(&game);
    let seed = game.config().seed;
    let mut position = seq;
    let mut continuation = Vec::new();
    while let Some((seat, command)) = sim::choose(&game, seed, position) {
        game.apply(seat, &command).unwrap();
        continuation.push(json!([seat, command]));
        position += 1;
    }
    json!({
        "seq": seq,
        "state": state,
        "end": {
            "continuation": continuation,
            "commands": position,
            "outcome": game.outcome(),
            "state": fingerprint(&game),
        },
    })
}

/// The random players' next move.
fn next(current: &Current) -> (Seat, AnyCommand) {
    sim::choose(
        current.game.as_ref(),
        current.game.config().seed,
        current.record.next_seq,
    )
    .expect("the game goes on")
}

#[tokio::test]
#[ignore = "writes tests/fixtures/v2; run once, by hand, never again"]
async fn write_the_version_2_fixture() {
    let dir = Path::new(FIXTURES);
    std::fs::create_dir_all(dir).unwrap();
    let path = dir.join("undo.db");
    assert!(
        !path.exists(),
        "the fixture exists already: never write it again"
    );
    let store = Store::open_path(&path).await.unwrap();
    let session = Session::new(store.clone());
    let mut expected = Map::new();
    // (players, seed, moves): mid-draft, mid-game, and finished games, with undos every few
    // moves, seat 1's commands given by the computer and some of seat 2's by its deadline.
    for (players, seed, moves) in [
        (2u8, 201u64, 400u32),
        (3, 202, 90),
        (3, 203, 400),
        (4, 204, 30),
        (4, 205, 250),
        (5, 206, 160),
    ] {
        let id = store
            .games()
            .create_game(&NewGame {
                config: Some(GameConfig::base(players, seed)),
                status: Some(GameStatus::Active),
                name: format!("v2 fixture {players}p"),
                ..NewGame::default()
            })
            .await
            .unwrap();
        session.games().started(id).await.unwrap();
        for turn in 0..moves {
            let current = session.game(id).await.unwrap();
            if current.game.outcome().is_some() {
                break;
            }
            let (seat, command) = next(&current);
            let origin = match seat {
                Seat(1) => Origin::Computer,
                Seat(2) if turn % 3 == 0 => Origin::Deadline,
                _ => Origin::Player,
            };
            session
                .apply_as(id, seat, &[command], None, origin)
                .await
                .unwrap()
                .unwrap();
            if turn % 4 == 0 {
                let _ = session.undo(id, seat, (None, Teller::Asker)).await.unwrap();
            }
        }
        let loaded = store.logs().load(id).await.unwrap();
        assert!(
            loaded.log.iter().any(|e| e.undoes.is_some()),
            "game {id} has undos"
        );
        expected.insert(
            id.to_string(),
            expected_of(&loaded.game, loaded.log.len() as u64),
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
async fn games_stored_with_undos_load_replay_identically_and_play_to_the_same_end() {
    let expected: Value = serde_json::from_str(
        &std::fs::read_to_string(Path::new(FIXTURES).join("expected.json")).unwrap(),
    )
    .unwrap();
    let dir = TempDir::new("fixture-v2");
    let path = dir.path("undo.db");
    std::fs::copy(Path::new(FIXTURES).join("undo.db"), &path).unwrap();
    let store = Store::open_path(&path).await.unwrap();
    let mut checked = 0;
    for (id, want) in expected.as_object().unwrap() {
        let id: i64 = id.parse().unwrap();
        let loaded = store.logs().load(id).await.unwrap();
        assert!(loaded.log.iter().any(|e| e.undoes.is_some()));
        assert!(loaded.log.iter().any(|e| e.origin == Origin::Computer));
        if loaded.game.players() > 2 {
            assert!(loaded.log.iter().any(|e| e.origin == Origin::Deadline));
        }
        assert_eq!(
            expected_of(&loaded.game, loaded.log.len() as u64),
            *want,
            "game {id}: the same state and the same end"
        );
        // The session's replay (undos honoured, from the start) gives the same game.
        let session = Session::new(store.clone());
        assert_eq!(*session.game(id).await.unwrap().game, loaded.game);
        checked += 1;
    }
    assert_eq!(checked, 6);
    store.close().await;
}
