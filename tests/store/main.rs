//! Storage tests on real SQLite files and a real PostgreSQL server (each test written once runs
//! on both: `name::sqlite`, `name::postgres`): appending and loading, stale and concurrent
//! writers, seat uniqueness, migrations, corruption reports, and a crash test that kills a writer
//! with SIGKILL at random moments.

mod core;
mod crash;
mod faults;
mod filed;
mod fixture;
mod fixture_v2;
mod fixture_v3;
mod fixture_v4;
mod fixture_v5;
mod fixture_v6;
mod fixture_v7;
mod fixture_v8;
mod life;
mod migrate;
mod orders;
mod ratings;
mod session;
mod settings;
mod stats;
mod stored;
mod time;

use bloodrage_bot::engine::base::Command;
use bloodrage_bot::engine::{AnyCommand, AnyGame, GameConfig, Seat};
use bloodrage_bot::on_both_backends;
use bloodrage_bot::sim;
use bloodrage_bot::store::{Backend, GameStatus, NewGame, Store, StoreError};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

/// A directory removed when dropped.
pub struct TempDir(PathBuf);

impl TempDir {
    /// A new empty directory under the system's temporary directory.
    pub fn new(name: &str) -> TempDir {
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let dir = std::env::temp_dir().join(format!(
            "bloodrage-{name}-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        TempDir(dir)
    }

    /// A file inside the directory.
    pub fn path(&self, file: &str) -> PathBuf {
        self.0.join(file)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn active(config: GameConfig) -> NewGame {
    NewGame {
        config: Some(config),
        name: "test".into(),
        status: Some(GameStatus::Active),
        ..NewGame::default()
    }
}

/// Plays `n` random commands of a new stored game; returns the game and its id.
async fn stored_game(store: &Store, seed: u64, n: u64) -> (i64, AnyGame) {
    let config = GameConfig::base(3, seed);
    let id = store
        .games()
        .create_game(&active(config.clone()))
        .await
        .unwrap();
    let mut game = AnyGame::new(&config).unwrap();
    for position in 0..n {
        let Some((seat, command)) = sim::choose(&game, seed, position) else {
            break;
        };
        game.apply(seat, &command).unwrap();
        store
            .logs()
            .append(id, position, &[(seat, command)], game.outcome().as_ref())
            .await
            .unwrap();
    }
    (id, game)
}

async fn open(path: &Path) -> Store {
    Store::open_path(path).await.expect("the database opens")
}

/// A new database of `backend` for one test, and the directory its SQLite file lives in (a real
/// file, not memory): the URL opens it again, as another process would.
async fn database(backend: Backend, name: &str) -> (String, TempDir) {
    let dir = TempDir::new(name);
    let url = match backend {
        Backend::Sqlite => format!("sqlite://{}", dir.path("games.db").display()),
        Backend::Postgres => bloodrage_bot::store::testing::postgres_database().await,
    };
    (url, dir)
}

/// A store on a new database of `backend` (see [`database`]).
async fn fresh(backend: Backend, name: &str) -> (Store, TempDir) {
    let (url, dir) = database(backend, name).await;
    (Store::open(&url).await.expect("the database opens"), dir)
}

#[tokio::test]
async fn migrations_apply_to_an_empty_file_and_reopening_is_harmless() {
    let dir = TempDir::new("migrate");
    let path = dir.path("sub/dir/games.db");
    let store = open(&path).await;
    assert!(path.exists(), "the file and its folders are created");
    let tables: Vec<String> =
        sqlx::query_scalar("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
            .fetch_all(store.pool())
            .await
            .unwrap();
    for t in [
        "commands",
        "game_settings",
        "games",
        "seats",
        "user_settings",
    ] {
        assert!(tables.iter().any(|x| x == t), "{t} in {tables:?}");
    }
    assert!(
        !tables.iter().any(|x| x == "schedules"),
        "the unused schedules table is gone: {tables:?}"
    );
    let mode: String = sqlx::query_scalar("PRAGMA journal_mode")
        .fetch_one(store.pool())
        .await
        .unwrap();
    assert_eq!(mode, "wal");
    let fk: i64 = sqlx::query_scalar("PRAGMA foreign_keys")
        .fetch_one(store.pool())
        .await
        .unwrap();
    assert_eq!(fk, 1);
    let sync: i64 = sqlx::query_scalar("PRAGMA synchronous")
        .fetch_one(store.pool())
        .await
        .unwrap();
    assert_eq!(sync, 1, "NORMAL");
    store.close().await;
    let again = open(&path).await;
    assert!(again.games().game_ids().await.unwrap().is_empty());
}

#[tokio::test]
async fn postgres_gets_the_same_tables_and_columns_as_sqlite_and_reopening_is_harmless() {
    let dir = TempDir::new("migrate-both");
    let sqlite = open(&dir.path("games.db")).await;
    let url = bloodrage_bot::store::testing::postgres_database().await;
    let postgres = Store::open(&url).await.unwrap();
    assert_eq!(postgres.backend(), Backend::Postgres);
    let on_sqlite = bloodrage_bot::store::testing::sqlite_columns(&sqlite).await;
    // (The feed of changes is PostgreSQL's alone: a SQLite file has one bot process.)
    let on_postgres: Vec<(String, String)> = sqlx::query_as(
        "SELECT CAST(table_name AS TEXT), CAST(column_name AS TEXT) \
         FROM information_schema.columns \
         WHERE table_schema = 'public' AND table_name NOT IN ('_sqlx_migrations', 'changes') \
         ORDER BY CAST(table_name AS TEXT) COLLATE \"C\", CAST(column_name AS TEXT) COLLATE \"C\"",
    )
    .fetch_all(postgres.pool())
    .await
    .unwrap();
    assert!(on_sqlite.len() > 30, "{on_sqlite:?}");
    assert_eq!(on_postgres, on_sqlite);
    let triggers: Vec<String> = sqlx::query_scalar(
        "SELECT CAST(tgname AS TEXT) FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1",
    )
    .fetch_all(postgres.pool())
    .await
    .unwrap();
    assert_eq!(
        triggers,
        [
            "absences_changed",
            "awaited_changed",
            "commands_are_never_deleted",
            "commands_are_never_truncated",
            "commands_are_never_updated",
            "computer_seats_changed",
            "game_finished",
            "game_settings_changed",
            "games_changed",
            "seats_changed",
            "user_settings_changed",
        ]
    );
    postgres.close().await;
    let again = Store::open(&url).await.unwrap();
    assert!(again.games().game_ids().await.unwrap().is_empty());
}

on_both_backends! {
    #[tokio::test]
    async fn an_appended_game_loads_back_identical_after_reopening(backend) {
        let (url, _dir) = database(backend, "append").await;
        let store = Store::open(&url).await.unwrap();
        let (id, live) = stored_game(&store, 7, 120).await;
        store.close().await;
        let store = Store::open(&url).await.unwrap();
        let loaded = store.logs().load(id).await.unwrap();
        assert_eq!(loaded.log.len(), 120);
        assert_eq!(loaded.record.next_seq, 120);
        assert!(
            loaded.game == live,
            "replaying the stored log gives the live game"
        );
        assert_eq!(loaded.record.status, GameStatus::Active);
    }
}

on_both_backends! {
    #[tokio::test]
    async fn a_finished_game_stores_its_outcome_with_its_last_command(backend) {
        let (store, _dir) = fresh(backend, "finish").await;
        let (id, game) = stored_game(&store, 3, sim::COMMAND_LIMIT).await;
        let record = store.games().record(id).await.unwrap();
        assert_eq!(record.status, GameStatus::Finished);
        assert_eq!(record.outcome, game.outcome());
        assert!(matches!(
            store
                .logs().append(
                    id,
                    record.next_seq,
                    &[(Seat(0), AnyCommand::Base(Command::Pass))],
                    None
                )
                .await,
            Err(StoreError::NotActive { .. })
        ));
    }
}

on_both_backends! {
    #[tokio::test]
    async fn a_stale_seq_is_refused_and_nothing_is_written(backend) {
        let (store, _dir) = fresh(backend, "stale").await;
        let (id, _) = stored_game(&store, 1, 10).await;
        let error = store
            .logs().append(id, 7, &[(Seat(0), AnyCommand::Base(Command::Pass))], None)
            .await
            .unwrap_err();
        assert_eq!(
            error,
            StoreError::StaleSeq {
                game: id,
                expected: 7,
                actual: 10
            }
        );
        let error = store
            .logs().append(id, 11, &[(Seat(0), AnyCommand::Base(Command::Pass))], None)
            .await
            .unwrap_err();
        assert!(matches!(error, StoreError::StaleSeq { actual: 10, .. }));
        assert_eq!(store.logs().log(id).await.unwrap().len(), 10);
        assert_eq!(store.games().record(id).await.unwrap().next_seq, 10);
        assert!(matches!(
            store.logs().append(999, 0, &[], None).await,
            Err(StoreError::NoSuchGame { game: 999 })
        ));
    }
}

on_both_backends! {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn two_concurrent_writers_to_one_game_exactly_one_wins(backend) {
        let (url, _dir) = database(backend, "concurrent").await;
        let a = Store::open(&url).await.unwrap();
        let b = Store::open(&url).await.unwrap();
        let (id, _) = stored_game(&a, 2, 0).await;
        for round in 0..40u64 {
            let (a2, b2) = (a.clone(), b.clone());
            let first = tokio::spawn(async move {
                a2.logs().append(
                    id,
                    round,
                    &[(Seat(0), AnyCommand::Base(Command::Pass))],
                    None,
                )
                .await
            });
            let second = tokio::spawn(async move {
                b2.logs().append(
                    id,
                    round,
                    &[(Seat(1), AnyCommand::Base(Command::Done))],
                    None,
                )
                .await
            });
            let results = [first.await.unwrap(), second.await.unwrap()];
            let wins = results.iter().filter(|r| r.is_ok()).count();
            assert_eq!(wins, 1, "round {round}: {results:?}");
            for r in &results {
                if let Err(e) = r {
                    assert!(matches!(e, StoreError::StaleSeq { .. }), "{e}");
                }
            }
        }
        assert_eq!(
            a.logs().log(id).await.unwrap().len(),
            40,
            "exactly one command per round"
        );
    }
}

on_both_backends! {
    #[tokio::test]
    async fn seats_are_unique_per_game(backend) {
        let (store, _dir) = fresh(backend, "seats").await;
        let id = store
            .games().create_game(&NewGame {
                config: Some(GameConfig::base(3, 1)),
                ..NewGame::default()
            })
            .await
            .unwrap();
        let (alice, bob, carol, dave) = (u64::MAX - 1, 2, 3, 4);
        assert_eq!(store.seats().join(id, alice, "Alice", 3).await.unwrap(), Seat(0));
        assert_eq!(
            store.seats().join(id, alice, "Alice", 3).await,
            Err(StoreError::AlreadyJoined { game: id })
        );
        assert_eq!(store.seats().join(id, bob, "Bob", 3).await.unwrap(), Seat(1));
        assert_eq!(store.seats().join(id, carol, "Carol", 3).await.unwrap(), Seat(2));
        assert_eq!(
            store.seats().join(id, dave, "Dave", 3).await,
            Err(StoreError::GameFull {
                game: id,
                players: 3
            })
        );
        assert_eq!(
            store.seats().seat_users(id).await.unwrap(),
            [(Seat(0), alice), (Seat(1), bob), (Seat(2), carol)]
        );
        assert!(store.seats().leave(id, alice).await.unwrap());
        assert_eq!(
            store.seats().seat_users(id).await.unwrap(),
            [(Seat(0), bob), (Seat(1), carol)]
        );
        // The database itself refuses a second seat for one user.
        let twice = sqlx::query("INSERT INTO seats (game_id, seat, user_id) VALUES ($1, 5, $2)")
            .bind(id)
            .bind(2i64)
            .execute(store.pool())
            .await;
        assert!(twice.is_err());
        let games = store.games().games_of_user(carol).await.unwrap();
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].1, Seat(1));
    }
}

on_both_backends! {
    #[tokio::test]
    async fn the_command_log_is_append_only(backend) {
        let (store, _dir) = fresh(backend, "append-only").await;
        let (id, _) = stored_game(&store, 4, 5).await;
        let mut refused = vec![
            "UPDATE commands SET payload = '\"pass\"' WHERE game_id = $1",
            "DELETE FROM commands WHERE game_id = $1",
        ];
        if backend == Backend::Postgres {
            refused.push("TRUNCATE commands");
        }
        for sql in refused {
            let mut query = sqlx::query(sql);
            if sql.contains("$1") {
                query = query.bind(id);
            }
            let result = query.execute(store.pool()).await;
            assert!(
                result.unwrap_err().to_string().contains("append-only"),
                "{sql}"
            );
        }
        assert_eq!(store.logs().log(id).await.unwrap().len(), 5);
    }
}

on_both_backends! {
    #[tokio::test]
    async fn a_corrupt_row_names_the_game_and_command_and_other_games_still_load(backend) {
        let (store, _dir) = fresh(backend, "corrupt").await;
        let (good, _) = stored_game(&store, 5, 30).await;
        let (bad, _) = stored_game(&store, 6, 30).await;
        sqlx::query(
            "INSERT INTO commands (game_id, seq, seat, payload) VALUES ($1, 30, 0, '{\"teleport\":{}}')",
        )
        .bind(bad)
        .execute(store.pool())
        .await
        .unwrap();
        sqlx::query("UPDATE games SET next_seq = 31 WHERE id = $1")
            .bind(bad)
            .execute(store.pool())
            .await
            .unwrap();
        assert!(matches!(
            store.logs().load(bad).await,
            Err(StoreError::Corrupt { game, seq: 30, .. }) if game == bad
        ));
        assert!(store.logs().load(good).await.is_ok());
    }
}

on_both_backends! {
    #[tokio::test]
    async fn a_log_that_no_longer_replays_names_the_first_bad_command(backend) {
        let (store, _dir) = fresh(backend, "replay").await;
        let (id, _) = stored_game(&store, 8, 3).await;
        // A well-formed command that the rules refuse at this point (it is the draft).
        store
            .logs().append(id, 3, &[(Seat(0), AnyCommand::Base(Command::Pass))], None)
            .await
            .unwrap();
        match store.logs().load(id).await {
            Err(StoreError::Replay { game, seq, .. }) => {
                assert_eq!((game, seq), (id, 3));
            }
            other => panic!("{other:?}"),
        }
    }
}

on_both_backends! {
    #[tokio::test]
    async fn settings_round_trip(backend) {
        let (store, _dir) = fresh(backend, "settings").await;
        let (id, _) = stored_game(&store, 9, 0).await;
        store
            .settings().set_game_setting(id, "reminders", "off")
            .await
            .unwrap();
        store
            .settings().set_game_setting(id, "reminders", "daily")
            .await
            .unwrap();
        assert_eq!(
            store
                .settings().game_setting(id, "reminders")
                .await
                .unwrap()
                .as_deref(),
            Some("daily")
        );
        store.settings().set_user_setting(u64::MAX, "dm", "off").await.unwrap();
        assert_eq!(
            store.settings().user_setting(u64::MAX, "dm").await.unwrap().as_deref(),
            Some("off")
        );
        assert_eq!(store.settings().user_setting(1, "dm").await.unwrap(), None);
    }
}

on_both_backends! {
    /// Several of a game's settings are set and cleared in one call (one transaction).
    #[tokio::test]
    async fn several_settings_are_set_and_cleared_at_once(backend) {
        let (store, _dir) = fresh(backend, "several").await;
        let (id, _) = stored_game(&store, 9, 0).await;
        store.settings().set_game_setting(id, "undo", "on").await.unwrap();
        let before = store.calls();
        let rows = [
            ("pace".to_string(), Some("fast".to_string())),
            ("board".to_string(), Some("turn".to_string())),
            ("undo".to_string(), None),
        ];
        store.settings().set_game_settings(id, &rows).await.unwrap();
        assert_eq!(store.calls() - before, 1, "one transaction");
        assert_eq!(
            store.settings().game_settings(id).await.unwrap(),
            [
                ("board".to_string(), "turn".to_string()),
                ("pace".to_string(), "fast".to_string())
            ]
        );
    }
}

/// `simulate --db` then `--resume` ends every game exactly as `simulate` without a database.
#[test]
fn interrupted_and_resumed_games_end_exactly_as_uninterrupted_ones() {
    let dir = TempDir::new("resume");
    let db = dir.path("games.db");
    let run = |args: &[&str]| crash::run_bot(args);
    let plain = run(&["simulate", "--players", "4", "--seed", "40", "--games", "4"]);
    for stop in ["1", "57", "160"] {
        let db = db.with_extension(stop);
        let db = db.to_str().unwrap();
        let stopped = run(&[
            "simulate",
            "--players",
            "4",
            "--seed",
            "40",
            "--games",
            "4",
            "--db",
            db,
            "--stop-after",
            stop,
        ]);
        assert_eq!(stopped.lines().count(), 4);
        let resumed = run(&["simulate", "--db", db, "--resume"]);
        assert_eq!(resumed, plain, "stopped after {stop} commands");
        assert_eq!(
            run(&["replay", "--db", db]),
            plain,
            "replay prints the same lines"
        );
    }
}

/// The command line takes a PostgreSQL database as well: games simulated into one, stopped and
/// resumed, end as they do without a database, and `replay` reads them back the same.
#[tokio::test]
async fn the_command_line_stores_resumes_and_replays_games_on_postgres() {
    let url = bloodrage_bot::store::testing::postgres_database().await;
    let game = ["simulate", "--players", "3", "--seed", "41", "--games", "2"];
    let plain = crash::run_bot(&game);
    let mut stopped = game.to_vec();
    stopped.extend(["--db", &url, "--stop-after", "90"]);
    assert_eq!(crash::run_bot(&stopped).lines().count(), 2);
    let resumed = crash::run_bot(&["simulate", "--db", &url, "--resume"]);
    assert_eq!(resumed, plain);
    assert_eq!(crash::run_bot(&["replay", "--db", &url]), plain);
}

/// `replay` fails (non-zero exit) when a stored game does not replay, naming it.
#[tokio::test]
async fn replay_command_fails_on_a_game_that_does_not_replay() {
    let dir = TempDir::new("replay-cli");
    let path = dir.path("games.db");
    let store = open(&path).await;
    let (id, _) = stored_game(&store, 8, 3).await;
    store
        .logs()
        .append(id, 3, &[(Seat(0), AnyCommand::Base(Command::Pass))], None)
        .await
        .unwrap();
    store.close().await;
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_bloodrage-bot"))
        .args(["replay", "--db", path.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains(&format!("game #{id} does not replay: command 3")),
        "{stderr}"
    );
}

on_both_backends! {
    #[tokio::test]
    async fn a_users_games_say_in_one_query_where_they_wait_on_that_user(backend) {
        use bloodrage_bot::engine::SeatSet;
        use bloodrage_bot::store::Awaiting;
        let (store, _dir) = fresh(backend, "awaiting-user").await;
        let (alice, bob) = (11, 12);
        let mut ids = Vec::new();
        for _ in 0..2 {
            let id = store
                .games().create_game(&active(GameConfig::base(2, 1)))
                .await
                .unwrap();
            store.seats().join(id, alice, "Alice", 2).await.unwrap();
            store.seats().join(id, bob, "Bob", 2).await.unwrap();
            ids.push(id);
        }
        // The first game waits on Alice (seat 0), the second on Bob (seat 1).
        for (id, seat) in [(ids[0], Seat(0)), (ids[1], Seat(1))] {
            store
                .clocks().set_awaited(
                    id,
                    &Awaiting {
                        decision: Some("action"),
                        seats: SeatSet::one(seat),
                        fresh: SeatSet::one(seat),
                        now: 1_234,
                    },
                )
                .await
                .unwrap();
        }
        let games = store.games().games_awaiting_user(alice).await.unwrap();
        assert_eq!(games.len(), 2);
        let waiting: Vec<(i64, Option<String>)> = games
            .iter()
            .map(|(r, _, a)| {
                (
                    r.id,
                    a.as_ref().map(|a| format!("{}@{}", a.decision, a.since)),
                )
            })
            .collect();
        assert_eq!(
            waiting,
            [(ids[1], None), (ids[0], Some("action@1234".into()))],
            "newest first; only the first game waits on Alice"
        );
    }
}

on_both_backends! {
    #[tokio::test]
    async fn answers_given_at_once_keep_their_origin_and_absences_end_where_they_are_cut(backend) {
        use bloodrage_bot::store::{LogRow, Origin};
        let (store, _dir) = fresh(backend, "origins").await;
        let (id, mut game) = stored_game(&store, 8, 3).await;
        let record = store.games().record(id).await.unwrap();
        let mut rows = Vec::new();
        for origin in [Origin::Forced, Origin::Order] {
            let (seat, command) = sim::choose(&game, 8, 3 + rows.len() as u64).unwrap();
            game.advance(seat, &command).unwrap();
            rows.push(LogRow::new(seat, command, origin));
        }
        store
            .logs().append_rows(id, record.next_seq, &rows, None, None)
            .await
            .unwrap();
        let loaded = store.logs().load(id).await.unwrap();
        let origins: Vec<Origin> = loaded.log.iter().map(|e| e.origin).collect();
        assert_eq!(
            origins,
            [
                Origin::Player,
                Origin::Player,
                Origin::Player,
                Origin::Forced,
                Origin::Order
            ]
        );
        assert_eq!(loaded.game, game);
        // An origin the schema does not know is refused.
        let odd = sqlx::query(
            "INSERT INTO commands (game_id, seq, seat, payload, origin) VALUES ($1, 5, 0, '\"pass\"', 'ghost')",
        )
        .bind(id)
        .execute(store.pool())
        .await;
        assert!(odd.is_err());

        // Absences: a new one cuts the current one short, and ending one early moves its end.
        let user = 42;
        store.clocks().add_absence(user, 1_000, 5_000).await.unwrap();
        store.clocks().add_absence(user, 2_000, 9_000).await.unwrap();
        let spans: Vec<(i64, i64)> = store
            .clocks().absences_of(user, 0)
            .await
            .unwrap()
            .iter()
            .map(|a| (a.starts_at, a.ends_at))
            .collect();
        assert_eq!(spans, [(1_000, 2_000), (2_000, 9_000)]);
        assert!(store.clocks().end_absence(user, 3_000).await.unwrap());
        assert!(!store.clocks().end_absence(user, 3_000).await.unwrap());
        let all = store.clocks().absences_of(user, 0).await.unwrap();
        assert_eq!(bloodrage_bot::store::away_between(&all, 0, 10_000), 2_000);
        assert!(store.clocks().absences_of(7, 0).await.unwrap().is_empty());
    }
}

on_both_backends! {
    #[tokio::test]
    async fn a_game_plays_by_the_rules_version_it_was_created_with(backend) {
        use bloodrage_bot::engine::RuleSet;
        use bloodrage_bot::engine::family::Family as _;
        use bloodrage_bot::engine::reprisal::{self, ReprisalOptions};
        let (store, _dir) = fresh(backend, "version").await;
        let config = reprisal::Game::configure(3, 5, &ReprisalOptions::none());
        // A game stored by this build records this build's version, and its game says so.
        let id = store.games().create_game(&active(config.clone())).await.unwrap();
        let record = store.games().record(id).await.unwrap();
        assert_eq!(record.rules_version, RuleSet::Reprisal.version());
        assert_eq!(record.config.version(), RuleSet::Reprisal.version());
        // A game stored by an earlier build (version 1) loads with version 1 in its configuration,
        // which the engine reads (RP-29's fix applies from version 2 on).
        let old = GameConfig {
            rules_version: Some(1),
            ..config.clone()
        };
        let id = store.games().create_game(&active(old)).await.unwrap();
        let loaded = store.logs().load(id).await.unwrap();
        assert_eq!(loaded.record.rules_version, 1);
        assert_eq!(loaded.game.config().version(), 1);
        // A lobby that opened under version 1 and starts now plays by this build's rules.
        let lobby = store
            .games().create_game(&NewGame {
                config: Some(GameConfig {
                    rules_version: Some(1),
                    ..config.clone()
                }),
                name: "lobby".into(),
                ..NewGame::default()
            })
            .await
            .unwrap();
        store.games().set_config(lobby, &config).await.unwrap();
        assert_eq!(
            store.games().record(lobby).await.unwrap().rules_version,
            RuleSet::Reprisal.version()
        );
    }
}

/// A front end that only writes down what the session tells it (the session's tests in
/// `core.rs`, `life.rs` and `session.rs`).
#[derive(Default)]
struct Ear(std::sync::Mutex<Vec<bloodrage_bot::session::Notice>>);

impl bloodrage_bot::session::Listener for Ear {
    fn hear<'a>(
        &'a self,
        notice: &'a bloodrage_bot::session::Notice,
    ) -> bloodrage_bot::session::notices::Heard<'a> {
        Box::pin(async move { self.0.lock().unwrap().push(notice.clone()) })
    }
}

impl Ear {
    /// Everything heard, in order.
    fn heard(&self) -> Vec<bloodrage_bot::session::Notice> {
        self.0.lock().unwrap().clone()
    }

    /// The games told untold, in order.
    fn untold(&self) -> Vec<bloodrage_bot::session::GameId> {
        self.heard()
            .into_iter()
            .filter_map(|n| match n {
                bloodrage_bot::session::Notice::Untold { game } => Some(game),
                _ => None,
            })
            .collect()
    }
}
