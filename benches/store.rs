//! Storage speed on a real file with WAL: appending one command (target p99 < 5 ms), loading and
//! replaying a finished game (target < 5 ms), and opening a database of 10,000 finished games and
//! being ready (target < 1 s); the leaderboard of a server with 10,000 finished games, the first
//! time a process is asked and after (each reads the table's standings, stored as the games were
//! filed).
//! Percentiles are printed before criterion's own figures.

use bloodrage_bot::engine::base::Command;
use bloodrage_bot::engine::{AnyCommand, AnyGame as Game, GameConfig, Seat};
use bloodrage_bot::sim;
use bloodrage_bot::store::{GameStatus, NewGame, Store};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Finished games in the fixtures: 10,000 when benchmarking; 200 when `cargo test --bench store`
/// runs the benchmarks once each to check they work (criterion's test mode, without `--bench`),
/// so that check does not write 20,000 games.
fn fixture_games() -> u64 {
    if std::env::args().any(|a| a == "--bench") {
        10_000
    } else {
        200
    }
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

fn bench_dir() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("store-bench");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn finished_game(seed: u64) -> (GameConfig, Vec<(Seat, AnyCommand)>, Game) {
    let config = GameConfig::base(4, seed);
    let mut game = Game::new(&config).unwrap();
    let log = sim::logged(&mut game, None).unwrap();
    (config, log, game)
}

async fn store_game(store: &Store, seed: u64) -> i64 {
    let (config, log, game) = finished_game(seed);
    let id = store
        .games()
        .create_game(&NewGame {
            config: Some(config),
            status: Some(GameStatus::Active),
            ..NewGame::default()
        })
        .await
        .unwrap();
    store
        .logs()
        .append(id, 0, &log, game.outcome().as_ref())
        .await
        .unwrap();
    id
}

/// The value below which `per_mille`/1000 of the sorted samples fall (nearest rank).
fn percentile(sorted: &[Duration], per_mille: usize) -> Duration {
    sorted[(sorted.len() - 1) * per_mille / 1000]
}

fn append(c: &mut Criterion) {
    let rt = runtime();
    let path = bench_dir().join("append.db");
    let _ = std::fs::remove_file(&path);
    let store = rt.block_on(Store::open_path(&path)).unwrap();
    let (config, log, _) = finished_game(3);
    let new = |config: &GameConfig| NewGame {
        config: Some(config.clone()),
        status: Some(GameStatus::Active),
        ..NewGame::default()
    };
    // Latency distribution: every command of 20 games appended one by one.
    let mut times = Vec::new();
    for _ in 0..20 {
        let id = rt
            .block_on(store.games().create_game(&new(&config)))
            .unwrap();
        for (seq, entry) in log.iter().enumerate() {
            let start = Instant::now();
            rt.block_on(
                store
                    .logs()
                    .append(id, seq as u64, std::slice::from_ref(entry), None),
            )
            .unwrap();
            times.push(start.elapsed());
        }
    }
    times.sort();
    println!(
        "store/append one command: n={} p50={:?} p99={:?} max={:?}",
        times.len(),
        percentile(&times, 500),
        percentile(&times, 990),
        times[times.len() - 1]
    );
    let id = rt
        .block_on(store.games().create_game(&new(&config)))
        .unwrap();
    let mut seq = 0u64;
    c.bench_function("store/append_one_command", |b| {
        b.iter(|| {
            rt.block_on(store.logs().append(
                id,
                seq,
                &[(Seat(0), AnyCommand::Base(Command::Pass))],
                None,
            ))
            .unwrap();
            seq += 1;
        });
    });
}

fn load(c: &mut Criterion) {
    let rt = runtime();
    let path = bench_dir().join("load.db");
    let _ = std::fs::remove_file(&path);
    let store = rt.block_on(Store::open_path(&path)).unwrap();
    let id = rt.block_on(store_game(&store, 7));
    let commands = rt.block_on(store.logs().load(id)).unwrap().log.len();
    c.bench_function(
        &format!("store/load_and_replay_finished_4p_game_{commands}_commands"),
        |b| {
            b.iter(|| black_box(rt.block_on(store.logs().load(id)).unwrap()));
        },
    );
}

/// Builds (once, then reuses) a database of 10,000 finished 4-player games.
fn fixture(rt: &tokio::runtime::Runtime) -> PathBuf {
    let games = fixture_games();
    let path = bench_dir().join(format!("{games}-games.db"));
    let ready = path.exists()
        && rt.block_on(async {
            let store = Store::open_path(&path).await.unwrap();
            let n = store.games().game_ids().await.unwrap().len() as u64;
            store.close().await;
            n == games
        });
    if !ready {
        let _ = std::fs::remove_file(&path);
        let start = Instant::now();
        rt.block_on(async {
            let store = Store::open_path(&path).await.unwrap();
            for seed in 0..games {
                store_game(&store, seed).await;
            }
            store.close().await;
        });
        println!(
            "store/fixture: {games} finished games written in {:?}",
            start.elapsed()
        );
    }
    path
}

/// What the bot does before it is ready: open the pool, check migrations, find active games and
/// any whose awaited seats are not stored yet. No game is replayed.
async fn start_up(path: &Path) -> usize {
    let store = Store::open_path(path).await.unwrap();
    let active = store
        .games()
        .records_with_status(GameStatus::Active)
        .await
        .unwrap()
        .len();
    let missing = store.clocks().active_without_awaited().await.unwrap().len();
    store.close().await;
    active + missing
}

fn open(c: &mut Criterion) {
    let rt = runtime();
    let path = fixture(&rt);
    let size = std::fs::metadata(&path).map_or(0, |m| m.len());
    println!("store/fixture: {} MB", size / 1_000_000);
    let mut group = c.benchmark_group("store");
    group.sample_size(20);
    group.bench_function("open_10000_finished_games_ready", |b| {
        b.iter(|| black_box(rt.block_on(start_up(&path))));
    });
    group.finish();
}

/// Players of the rated fixture's server.
const PLAYERS_ON_THE_SERVER: u64 = 40;
/// The rated fixture's server.
const GUILD: u64 = 7;

/// Builds (once, then reuses) a database of 10,000 finished 4-player games on one server, each
/// seating four of 40 players (the logs are those of 50 simulated games, reused).
fn rated_fixture(rt: &tokio::runtime::Runtime) -> PathBuf {
    let games = fixture_games();
    let path = bench_dir().join(format!("{games}-rated-games.db"));
    let ready = path.exists()
        && rt.block_on(async {
            let store = Store::open_path(&path).await.unwrap();
            let n = store.games().finished_ids().await.unwrap().len() as u64;
            store.close().await;
            n == games
        });
    if !ready {
        let _ = std::fs::remove_file(&path);
        let start = Instant::now();
        let logs: Vec<_> = (0..50).map(finished_game).collect();
        rt.block_on(async {
            let store = Store::open_path(&path).await.unwrap();
            for n in 0..games {
                let (config, log, game) = &logs[(n % 50) as usize];
                let id = store
                    .games()
                    .create_game(&NewGame {
                        config: Some(config.clone()),
                        status: Some(GameStatus::Active),
                        guild_id: Some(GUILD),
                        ..NewGame::default()
                    })
                    .await
                    .unwrap();
                for k in 0..4 {
                    // Four distinct players, a different table each game.
                    let user = 1 + (n * 7 + k * 11) % PLAYERS_ON_THE_SERVER;
                    store
                        .seats()
                        .join(id, user, &format!("player {user}"), 4)
                        .await
                        .unwrap();
                }
                store
                    .logs()
                    .append(id, 0, log, game.outcome().as_ref())
                    .await
                    .unwrap();
            }
            // Filed, as a bot files them as they end (rated into the stored standings).
            let session = bloodrage_bot::session::Session::new(store.clone());
            session.results().file_finished().await.unwrap();
            store.close().await;
        });
        println!(
            "store/rated fixture: {games} finished games on one server written in {:?}",
            start.elapsed()
        );
    }
    path
}

fn leaderboard(c: &mut Criterion) {
    use bloodrage_bot::engine::RuleSet;
    use bloodrage_bot::session::Session;
    use bloodrage_bot::session::stats::Period;
    let rt = runtime();
    let path = rated_fixture(&rt);
    // The first leaderboard of a process: nothing read before it.
    let mut first = Vec::new();
    for _ in 0..5 {
        let (session, took) = rt.block_on(async {
            let session = Session::new(Store::open_path(&path).await.unwrap());
            let start = Instant::now();
            let rows = session
                .results()
                .leaderboard(GUILD, RuleSet::Base, Period::All)
                .await
                .unwrap();
            assert_eq!(rows.len() as u64, PLAYERS_ON_THE_SERVER);
            (session, start.elapsed())
        });
        first.push(took);
        rt.block_on(session.close());
    }
    first.sort();
    println!(
        "store/leaderboard of {} games, first in a process: n={} p50={:?} max={:?}",
        fixture_games(),
        first.len(),
        percentile(&first, 500),
        first[first.len() - 1]
    );
    let session = Session::new(rt.block_on(Store::open_path(&path)).unwrap());
    let mut group = c.benchmark_group("store");
    group.sample_size(20);
    group.bench_function("leaderboard_10000_finished_games_stored", |b| {
        b.iter(|| {
            black_box(
                rt.block_on(
                    session
                        .results()
                        .leaderboard(GUILD, RuleSet::Base, Period::All),
                )
                .unwrap(),
            )
        });
    });
    group.finish();
    rt.block_on(session.close());
}

criterion_group!(benches, append, load, open, leaderboard);
criterion_main!(benches);
