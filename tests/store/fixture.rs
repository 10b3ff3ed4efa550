//! Games stored by earlier versions of the bot (`tests/fixtures/v1`) load, replay to the state
//! that version computed, and play on to the same end.

use super::TempDir;
use bloodrage_bot::engine::base::Game;
use bloodrage_bot::engine::{Seat, Viewer};
use bloodrage_bot::session::Session;
use bloodrage_bot::sim;
use bloodrage_bot::store::{GameStatus, Store};
use serde_json::{Value, json};
use std::path::Path;

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/v1");

/// What version 1 recorded of a game's state: views, legal commands, who is awaited, Glory.
pub fn fingerprint(game: &Game) -> Value {
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
                .logs()
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
        // (The log was copied into a new table by migration 0007: deletes are refused too.)
        let delete = sqlx::query("DELETE FROM commands")
            .execute(store.pool())
            .await;
        assert!(delete.unwrap_err().to_string().contains("append-only"));
        // The lobby is still a lobby, with its seat.
        if file == "bot.db" {
            let lobby = store.games().record(6).await.unwrap();
            assert_eq!(lobby.status, GameStatus::Lobby);
            assert_eq!(store.seats().seat_users(6).await.unwrap().len(), 1);
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

/// The bot's own bookkeeping of version 1 moves to its new place: how far each thread was told
/// becomes a column, who was last mentioned is named by the engine's decision names, and who each
/// active game waits on is filled in, since its last move.
#[tokio::test]
async fn the_bots_bookkeeping_of_version_1_is_carried_over() {
    let dir = TempDir::new("fixture-v1-bookkeeping");
    let store = open_copy(&dir, "bot.db").await;
    let announced: Vec<(i64, Option<i64>, i64)> =
        sqlx::query_as("SELECT id, announced, next_seq FROM games ORDER BY id")
            .fetch_all(store.pool())
            .await
            .unwrap();
    for (id, announced, next) in &announced {
        if *id == 6 {
            assert_eq!(*announced, None, "the lobby was never announced");
        } else {
            assert_eq!(*announced, Some(*next), "game {id} was told everything");
        }
    }
    assert!(
        store.games().behind().await.unwrap().is_empty(),
        "no thread is behind"
    );
    assert_eq!(
        store
            .settings()
            .game_setting(1, "pinged")
            .await
            .unwrap()
            .as_deref(),
        Some("battle_card|1")
    );
    assert_eq!(
        store
            .settings()
            .game_setting(4, "pinged")
            .await
            .unwrap()
            .as_deref(),
        Some("call_to_battle|0")
    );
    assert_eq!(
        store.settings().game_setting(1, "announced").await.unwrap(),
        None
    );
    assert_eq!(
        store.settings().game_setting(1, "awaited").await.unwrap(),
        None
    );
    let session = Session::new(store.clone());
    assert_eq!(
        session.games().backfill_awaited().await.unwrap(),
        3,
        "games 1, 2 and 4 are in play"
    );
    for id in [1, 2, 4] {
        let rows = store.clocks().awaited(id).await.unwrap();
        let game = session.game(id).await.unwrap();
        let decision = game.game.decision().unwrap();
        assert_eq!(
            rows.iter().map(|a| a.seat).collect::<Vec<_>>(),
            decision.seats.iter().collect::<Vec<_>>()
        );
        let last = store.games().last_move_at(id).await.unwrap();
        assert!(
            rows.iter()
                .all(|a| a.decision == decision.kind && a.since == last)
        );
    }
    store.close().await;
}

/// Every stored game in play is finished through the session core — the path the bot takes —
/// and ends as version 1 would have ended it.
#[tokio::test]
async fn games_stored_by_version_1_finish_through_the_session_core() {
    let expected: Value = serde_json::from_str(
        &std::fs::read_to_string(Path::new(FIXTURES).join("expected.json")).unwrap(),
    )
    .unwrap();
    let dir = TempDir::new("fixture-v1-session");
    let mut finished = 0;
    for (file, games) in expected.as_object().unwrap() {
        let store = open_copy(&dir, file).await;
        let session = Session::new(store.clone());
        for (id, want) in games.as_object().unwrap() {
            let id: i64 = id.parse().unwrap();
            if want["status"] != "active" {
                continue;
            }
            loop {
                let current = session.game(id).await.unwrap();
                let Some((seat, command)) = sim::choose(
                    current.game.as_ref(),
                    current.game.config().seed,
                    current.record.next_seq,
                ) else {
                    break;
                };
                session
                    .apply(id, seat, &[command], Some(current.record.next_seq))
                    .await
                    .unwrap()
                    .unwrap_or_else(|r| panic!("{file} game {id}: {r:?}"));
            }
            let record = store.games().record(id).await.unwrap();
            assert_eq!(record.status, GameStatus::Finished, "{file} game {id}");
            assert_eq!(record.next_seq, want["end"]["commands"].as_u64().unwrap());
            assert_eq!(json!(record.outcome), want["end"]["outcome"]);
            assert!(store.clocks().awaited(id).await.unwrap().is_empty());
            finished += 1;
        }
        store.close().await;
    }
    assert_eq!(finished, 3 + 23, "every game in play was finished");
}

/// `ratings --recompute` rates the finished game version 1 stored: one JSON line per player of
/// its server and rule set, the winner first, each with one game.
#[test]
fn the_finished_game_of_version_1_is_rated_by_the_command_line() {
    let dir = TempDir::new("ratings-v1");
    let path = dir.path("bot.db");
    std::fs::copy(Path::new(FIXTURES).join("bot.db"), &path).expect("the fixture exists");
    let out = super::crash::run_bot(&["ratings", "--recompute", "--db", path.to_str().unwrap()]);
    let lines: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert_eq!(lines[0]["rank"], 1);
    assert_eq!(lines[0]["wins"], 1);
    assert_eq!(lines[1]["wins"], 0);
    assert!(
        lines
            .iter()
            .all(|l| l["games"] == 1 && l["rules"] == "base")
    );
    assert!(lines[0]["rating"].as_f64() > lines[1]["rating"].as_f64());
    assert!(lines[0]["rater"]["player"].is_string());
}

/// Ratings are derived: the finished game version 1 stored, then a batch of simulated games
/// finishing one by one on the same server, rated as each ends, equal the standings stored as
/// each was filed (read by a fresh session), those rated again from every filed game at once
/// (`ratings --recompute`), and its JSON.
#[tokio::test]
async fn ratings_recorded_game_by_game_equal_those_recomputed_from_the_fixture_and_a_batch_of_simulated_games()
 {
    use bloodrage_bot::engine::{AnyGame, GameConfig};
    use bloodrage_bot::session::ratings::{RatedGame, Ratings};
    use bloodrage_bot::store::NewGame;
    let dir = TempDir::new("ratings-batch");
    let store = open_copy(&dir, "bot.db").await;
    let session = Session::new(store.clone());
    let old = store.games().finished_ids().await.unwrap();
    assert_eq!(old.len(), 1, "version 1 stored one finished game");
    let guild = store.games().record(old[0]).await.unwrap().guild_id;
    let mut recorded = Ratings::default();
    let mut seen = 0;
    let mut record_new = async |recorded: &mut Ratings| {
        let finished = session.results().finished().await.unwrap();
        for game in &finished[seen..] {
            if let Some(rated) = RatedGame::of(game) {
                recorded.record(&rated);
            }
        }
        seen = finished.len();
    };
    record_new(&mut recorded).await;
    for n in 0..24u64 {
        let config = GameConfig::base(3, 500 + n);
        let mut game = AnyGame::new(&config).unwrap();
        let log = sim::logged(&mut game, None).unwrap();
        let id = store
            .games()
            .create_game(&NewGame {
                config: Some(config),
                status: Some(GameStatus::Active),
                guild_id: guild,
                ..NewGame::default()
            })
            .await
            .unwrap();
        for k in 0..3u64 {
            let user = 900 + (n + k * 2) % 5;
            store
                .seats()
                .join(id, user, &format!("p{user}"), 3)
                .await
                .unwrap();
        }
        store
            .logs()
            .append(id, 0, &log, game.outcome().as_ref())
            .await
            .unwrap();
        // The kept session hears of it, alone, and rates it.
        record_new(&mut recorded).await;
    }
    assert_eq!(seen, 25);
    // As stored, game by game as each was filed: read by a fresh session.
    let fresh = Session::new(store.clone());
    assert_eq!(fresh.results().ratings().await.unwrap(), recorded);
    // Rated again from every filed game at once, as `ratings --recompute` does: the same.
    assert_eq!(fresh.results().recompute_ratings().await.unwrap(), recorded);
    assert_eq!(fresh.results().ratings().await.unwrap(), recorded);
    let table = recorded.table(guild.unwrap(), bloodrage_bot::engine::RuleSet::Base);
    assert_eq!(
        table.len(),
        2 + 5,
        "the fixture's two players and five of the batch"
    );
    // The command line prints the same figures.
    store.close().await;
    let out = super::crash::run_bot(&[
        "ratings",
        "--recompute",
        "--db",
        dir.path("bot.db").to_str().unwrap(),
    ]);
    let lines: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect();
    assert_eq!(lines.len(), table.len());
    for (line, (_, standing)) in lines.iter().zip(&table) {
        let rating = line["rating"].as_f64().unwrap();
        assert!(
            (rating - standing.rating).abs() < 0.006,
            "{line} {standing:?}"
        );
        assert_eq!(line["games"], standing.games);
    }
}
