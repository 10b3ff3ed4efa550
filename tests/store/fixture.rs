//! Games stored by earlier versions of the bot (`tests/fixtures/v1`) load, replay to the state
//! that version computed, and play on to the same end.

use super::TempDir;
use bloodrage_bot::engine::base::Game;
use bloodrage_bot::engine::{Seat, Viewer};
use bloodrage_bot::sim;
use bloodrage_bot::store::{GameStatus, Store};
use serde_json::{Value, json};
use std::path::Path;

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/v1");

/// What version 1 recorded of a game's state: views, legal commands, who is awaited, Glory.
fn fingerprint(game: &Game) -> Value {
    json!({
        "awaited": game.awaited(),
        "glory": game.glory(),
        "public": game.view(Viewer::Public),
        "seats": (0..game.players()).map(|s| json!({
            "private": game.private_view(Seat(s)),
            "legal": game.legal_commands(Seat(s)),
        })).collect::<Vec<_>>(),
    })
}

/// Version 1 stored cards as their position in the catalogue; the log now names them. Turns every
/// card name of `value` back into the number version 1 used, to compare with what it computed.
fn as_version_1(value: Value, v1: &[&str]) -> Value {
    match value {
        Value::String(s) => match v1.iter().position(|slug| *slug == s) {
            Some(n) => json!(n),
            None => Value::String(s),
        },
        Value::Array(items) => {
            Value::Array(items.into_iter().map(|v| as_version_1(v, v1)).collect())
        }
        Value::Object(map) => Value::Object(
            map.into_iter()
                .map(|(k, v)| (k, as_version_1(v, v1)))
                .collect(),
        ),
        other => other,
    }
}

/// The card names of version 1, by position.
fn card_ids_v1() -> Vec<&'static str> {
    include_str!("../../assets/base/card-ids-v1.txt")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .collect()
}

/// A copy of a fixture database in a temporary directory (opening runs the migrations).
async fn open_copy(dir: &TempDir, file: &str) -> Store {
    let path = dir.path(file);
    std::fs::copy(Path::new(FIXTURES).join(file), &path).expect("the fixture exists");
    Store::open_path(&path).await.expect("the fixture opens")
}

#[tokio::test]
async fn games_stored_by_version_1_load_replay_identically_and_play_to_the_same_end() {
    let expected: Value = serde_json::from_str(
        &std::fs::read_to_string(Path::new(FIXTURES).join("expected.json")).unwrap(),
    )
    .unwrap();
    let v1 = card_ids_v1();
    let state = |game: &Game| as_version_1(fingerprint(game), &v1);
    let dir = TempDir::new("fixture-v1");
    let mut checked = 0;
    for (file, games) in expected.as_object().unwrap() {
        let store = open_copy(&dir, file).await;
        for (id, want) in games.as_object().unwrap() {
            let id: i64 = id.parse().unwrap();
            let loaded = store
                .load(id)
                .await
                .unwrap_or_else(|e| panic!("{file} game {id}: {e}"));
            assert_eq!(loaded.log.len() as u64, want["seq"].as_u64().unwrap());
            assert_eq!(
                state(loaded.game.as_base().expect("Blood Rage")),
                want["state"],
                "{file} game {id}: the replayed state is the one version 1 computed"
            );
            let mut game = loaded.game.as_base().expect("Blood Rage").clone();
            let seed = game.config().seed;
            let mut position = loaded.log.len() as u64;
            let mut continuation = Vec::new();
            while let Some((seat, command)) = sim::choose(&game, seed, position) {
                game.apply(seat, &command).unwrap();
                continuation.push(as_version_1(json!([seat, command]), &v1));
                position += 1;
            }
            let end = &want["end"];
            assert_eq!(
                Value::Array(continuation),
                end["continuation"],
                "{file} game {id}: the game goes on as it did in version 1"
            );
            assert_eq!(position, end["commands"].as_u64().unwrap());
            assert_eq!(json!(game.outcome()), end["outcome"], "{file} game {id}");
            assert_eq!(state(&game), end["state"], "{file} game {id}");
            checked += 1;
        }
        // Every card in the log is now named, and the log is append-only again.
        let numbered: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM commands WHERE payload LIKE '%\"card\":%' \
             AND payload NOT LIKE '%\"card\":\"%'",
        )
        .fetch_one(store.pool())
        .await
        .unwrap();
        assert_eq!(
            numbered, 0,
            "{file}: no card is stored by its position any more"
        );
        let rewrite = sqlx::query("UPDATE commands SET payload = payload")
            .execute(store.pool())
            .await;
        assert!(rewrite.unwrap_err().to_string().contains("append-only"));
        // The lobby is still a lobby, with its seat.
        if file == "bot.db" {
            let lobby = store.record(6).await.unwrap();
            assert_eq!(lobby.status, GameStatus::Lobby);
            assert_eq!(store.seats(6).await.unwrap().len(), 1);
        }
        store.close().await;
    }
    assert_eq!(checked, 5 + 27, "every stored game was checked");
}

#[test]
fn the_frozen_card_names_of_version_1_are_those_of_the_migration_and_all_still_exist() {
    let v1 = card_ids_v1();
    assert_eq!(v1.len(), 126);
    let migration = include_str!("../../migrations/0003_card_names_in_the_log.sql");
    for (n, slug) in v1.iter().enumerate() {
        assert!(
            migration.contains(&format!("({n}, '{slug}')")),
            "the migration maps {n} to {slug}"
        );
        assert!(
            bloodrage_bot::engine::base::data::CardId::from_slug(slug).is_some(),
            "{slug} is still a card"
        );
    }
}
