//! What the fixtures of stored games of any rule set share (`fixture_v3` to `v6`): the state a
//! stored game replays to and the end the random players reach from there, the moves that wrote
//! them (random players through the session core, with undos, computer and deadline moves), and
//! writing and checking a fixture.

use bloodrage_bot::engine::{AnyCommand, AnyGame, GameConfig, Seat};
use bloodrage_bot::session::{Current, Session, Teller};
use bloodrage_bot::sim;
use bloodrage_bot::store::{GameStatus, LoadedGame, NewGame, Origin, Store};
use serde_json::{Map, Value, json};
use std::path::Path;

/// The state after the log (`fingerprint`), and the end the random players reach from there.
pub fn expected_of(game: &AnyGame, seq: u64, fingerprint: fn(&AnyGame) -> Value) -> Value {
    let mut game = game.clone();
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

/// Plays up to `moves` moves of game `id` with the random players, until it ends: seat 1's
/// commands given by the computer, every third of seat 2's by its deadline, and every fourth move
/// followed by an attempt to take it back.
pub async fn play_stored(session: &Session, id: i64, moves: u32) {
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
}

/// Writes a fixture of stored games once, at `dir/file` and `dir/expected.json`: each of `games`
/// (a configuration, a name, and how many moves to play) created, started and played by
/// [`play_stored`] through a session over the new database, with what each must replay to.
/// Panics if the fixture exists: a fixture is never written again.
pub async fn write_fixture(
    dir: &Path,
    file: &str,
    games: Vec<(GameConfig, String, u32)>,
    fingerprint: fn(&AnyGame) -> Value,
) {
    std::fs::create_dir_all(dir).unwrap();
    let path = dir.join(file);
    assert!(
        !path.exists(),
        "the fixture exists already: never write it again"
    );
    let store = Store::open_path(&path).await.unwrap();
    let session = Session::new(store.clone());
    let mut expected = Map::new();
    for (config, name, moves) in games {
        let id = store
            .games()
            .create_game(&NewGame {
                config: Some(config),
                status: Some(GameStatus::Active),
                name,
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

/// Loads every game of the fixture at `dir/file` from a copy: each must replay to the state and
/// play to the end `expected.json` holds, load the same through a session, and hold an undo and
/// a computer's move; `check` looks at each for what its fixture promises. Returns how many games
/// were checked and how many are finished.
pub async fn check_fixture(
    dir: &Path,
    file: &str,
    fingerprint: fn(&AnyGame) -> Value,
    mut check: impl FnMut(&LoadedGame),
) -> (usize, usize) {
    let expected: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("expected.json")).unwrap()).unwrap();
    let temp = super::TempDir::new("fixture");
    let path = temp.path(file);
    std::fs::copy(dir.join(file), &path).unwrap();
    let store = Store::open_path(&path).await.unwrap();
    let (mut checked, mut finished) = (0, 0);
    for (id, want) in expected.as_object().unwrap() {
        let id: i64 = id.parse().unwrap();
        let loaded = store.logs().load(id).await.unwrap();
        assert!(loaded.log.iter().any(|e| e.undoes.is_some()));
        assert!(loaded.log.iter().any(|e| e.origin == Origin::Computer));
        assert_eq!(
            expected_of(&loaded.game, loaded.log.len() as u64, fingerprint),
            *want,
            "game {id}: the same state and the same end"
        );
        let session = Session::new(store.clone());
        assert_eq!(*session.game(id).await.unwrap().game, loaded.game);
        check(&loaded);
        finished += usize::from(loaded.game.is_over());
        checked += 1;
    }
    store.close().await;
    (checked, finished)
}
