//! A year of games: what a community's database of 2,000 and of 20,000 finished games (and a
//! twentieth as many running) costs the bot, and how each figure grows between the two: the
//! bot's own process started on it (to the moment it turns to Discord) and its memory then;
//! opening the database, being ready (who the running games wait on), the first round at start
//! (every running game waiting on a computer woken, the deadlines due swept), the memory; filing
//! the finished games (once, after the upgrade that brought the filed results); the leaderboard
//! (the first time, after, and after one more game ended), a server's history, a finished
//! game's web page (the companion has no list of games: one game's page), its stats (balance,
//! a player's record), every rating computed again (`ratings --recompute`), and a
//! backup. Each is measured on a copy of the database built once.
//!
//! `cargo bench --bench year` (2,000 and 20,000 games, built once into `target/tmp/year-bench`
//! and kept); `cargo test --bench year` runs it once with 100 and 200 games to check it works.
//! The games are random, as `simulate --db` plays them, seated by three players of a community
//! of 60 on one server.

use bloodrage_bot::engine::{AnyCommand, AnyGame, GameConfig, RuleSet, Seat};
use bloodrage_bot::session::Session;
use bloodrage_bot::session::stats::Period;
use bloodrage_bot::sim;
use bloodrage_bot::store::{GameStatus, NewGame, Store};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The bot's binary's allocator, so that the memory measured here is what the bot's would be.
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

const GUILD: u64 = 900_000_000_000_000_001;
const COMMUNITY: u64 = 60;

fn sizes() -> [u64; 2] {
    if std::env::args().any(|a| a == "--bench") {
        [2_000, 20_000]
    } else {
        [100, 200]
    }
}

/// The process's resident memory now, in MiB.
fn rss_mib() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|kb| kb.parse::<f64>().ok())
        .map_or(0.0, |kb| kb / 1024.0)
}

/// A file's size in MiB (0 if it cannot be read).
fn mib(path: &Path) -> f64 {
    std::fs::metadata(path).map_or(0.0, |m| {
        f64::from(u32::try_from(m.len() / 1024).unwrap_or(u32::MAX)) / 1024.0
    })
}

/// A random game of seed `seed`, played to its end or stopped after `stop` commands.
fn played(seed: u64, stop: Option<u64>) -> (GameConfig, Vec<(Seat, AnyCommand)>, AnyGame) {
    let config = GameConfig::base(3, seed);
    let mut game = AnyGame::new(&config).unwrap();
    let log = sim::logged(&mut game, stop).unwrap();
    (config, log, game)
}

/// Stores game `seed` seated by three of the community, finished or stopped after 40 commands.
async fn store_game(store: &Store, seed: u64, finished: bool) {
    let (config, log, game) = played(seed, (!finished).then_some(40));
    let id = store
        .games()
        .create_game(&NewGame {
            config: Some(config),
            name: format!("year {seed}"),
            status: Some(GameStatus::Lobby),
            guild_id: Some(GUILD),
            channel_id: Some(GUILD + 1),
            thread_id: Some(GUILD + 1_000 + seed),
            host_id: None,
            settings: Vec::new(),
        })
        .await
        .unwrap();
    let first = seed % COMMUNITY;
    for k in 0..3 {
        let user = 800_000_000_000_000_000 + (first + k * 7) % COMMUNITY;
        store
            .seats()
            .join(id, user, &format!("player {}", user % 1000), 3)
            .await
            .unwrap();
    }
    store
        .games()
        .set_status(id, GameStatus::Active, None)
        .await
        .unwrap();
    store
        .logs()
        .append(id, 0, &log, game.outcome().as_ref())
        .await
        .unwrap();
}

/// Who the running games of the database at `path` wait on, as a bot that stored them keeps it
/// (filled in once: the bench stores its games without it; nothing to do after). The finished
/// games are left unfiled, as the upgrade that brought the filed results finds them.
async fn prepare(path: &Path) {
    let session = Session::open(&format!("sqlite://{}", path.display()))
        .await
        .unwrap();
    session.prepare().await;
    session.close().await;
}

/// The database of `finished` finished games and a twentieth as many running, built once.
async fn fixture(finished: u64) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("year-bench");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("year-{finished}.db"));
    let done = dir.join(format!("year-{finished}.done"));
    if done.exists() {
        if std::env::var_os(ONE_SIZE).is_none() {
            prepare(&path).await;
        }
        return path;
    }
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    let started = Instant::now();
    let store = Store::open_path(&path).await.unwrap();
    for seed in 0..finished {
        store_game(&store, seed, true).await;
    }
    for seed in 0..finished / 20 {
        store_game(&store, 1_000_000 + seed, false).await;
    }
    store.close().await;
    prepare(&path).await;
    std::fs::write(&done, b"").unwrap();
    eprintln!(
        "year: {finished} finished games and {} running stored in {:.1?}",
        finished / 20,
        started.elapsed()
    );
    path
}

/// The figures of one database.
#[derive(Debug, Default, Clone)]
struct Figures {
    file_mib: f64,
    process_start: Duration,
    process_rss: f64,
    open: Duration,
    prepare: Duration,
    first_round: Duration,
    rss_open: f64,
    leaderboard_first: Duration,
    leaderboard_after: Duration,
    leaderboard_ended: Duration,
    history: Duration,
    page: Duration,
    balance: Duration,
    record: Duration,
    record_games: f64,
    rss_read: f64,
    ratings: Duration,
    backup: Duration,
    backup_mib: f64,
    rss_end: f64,
}

/// The bot's own binary started on `path` (as `serve`, with Discord out of reach): how long
/// until it has opened and checked the database and turns to connect to Discord, and its
/// resident memory then; it is stopped at once after.
fn whole_process(path: &Path) -> (Duration, f64) {
    use std::io::BufRead as _;
    let started = Instant::now();
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_bloodrage-bot"))
        .arg("serve")
        .env_clear()
        .env("DISCORD_TOKEN", "year.bench.token")
        .env("DATABASE_URL", format!("sqlite://{}", path.display()))
        // Nothing listens there: the bot tries Discord again and again until it is stopped.
        .env("DISCORD_API_BASE", "http://127.0.0.1:9")
        .env("RUST_LOG", "info")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the bot's binary starts");
    // (The log goes to standard error.)
    let log = child.stderr.take().unwrap();
    let mut took = None;
    for line in std::io::BufReader::new(log).lines() {
        let line = line.unwrap();
        if line.contains("connecting to Discord") {
            took = Some(started.elapsed());
            break;
        }
    }
    let took = took.expect("the bot says it connects to Discord");
    let status = std::fs::read_to_string(format!("/proc/{}/status", child.id())).unwrap();
    let rss = status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|kb| kb.parse::<f64>().ok())
        .map_or(0.0, |kb| kb / 1024.0);
    let _ = child.kill();
    let _ = child.wait();
    (took, rss)
}

/// The time the upgrade that brought the filed results takes to file every finished game of the
/// copy at `path` (once: what the first round after the upgrade does).
async fn upgrade(path: &Path) -> Duration {
    let session = Session::open(&format!("sqlite://{}", path.display()))
        .await
        .unwrap();
    let timed = Instant::now();
    let filed = session.results().file_finished().await.unwrap();
    let took = timed.elapsed();
    assert!(filed > 0, "the games finished before are filed");
    session.close().await;
    took
}

/// Every other figure, on the copy at `path` once filed, in a process of its own.
async fn measure(path: &Path) -> Figures {
    let path = path.to_path_buf();
    let mut f = Figures {
        file_mib: mib(&path),
        ..Figures::default()
    };
    (f.process_start, f.process_rss) = whole_process(&path);
    let url = format!("sqlite://{}", path.display());
    let started = Instant::now();
    let session = Session::open(&url).await.unwrap();
    f.open = started.elapsed();
    let timed = Instant::now();
    session.prepare().await;
    f.prepare = timed.elapsed();
    f.rss_open = rss_mib();
    let results = session.results();
    // The round a process runs once at start: every running game waiting on a computer woken,
    // the deadlines and reminders due swept, the games that ended filed.
    let timed = Instant::now();
    session.clocks().tick(true).await.unwrap();
    f.first_round = timed.elapsed();
    let timed = Instant::now();
    let board = results
        .leaderboard(GUILD, RuleSet::Base, Period::All)
        .await
        .unwrap();
    f.leaderboard_first = timed.elapsed();
    assert!(!board.is_empty(), "a leaderboard");
    let timed = Instant::now();
    results
        .leaderboard(GUILD, RuleSet::Base, Period::All)
        .await
        .unwrap();
    f.leaderboard_after = timed.elapsed();
    // A game ends: the next leaderboard files it, rating it on its table's standings.
    store_game(session.store(), 2_000_000, true).await;
    let timed = Instant::now();
    let board_after = results
        .leaderboard(GUILD, RuleSet::Base, Period::All)
        .await
        .unwrap();
    f.leaderboard_ended = timed.elapsed();
    assert_ne!(board, board_after, "the game that ended is rated");
    let timed = Instant::now();
    let history = results.history(GUILD, 10).await.unwrap();
    f.history = timed.elapsed();
    assert_eq!(history.len(), 10);
    // The latest finished game's web page: found by its key, its chronicle replayed (what the
    // page is drawn from).
    let pages = session.pages();
    pages.set_public_url(Some("http://year.bench"));
    let latest = history[0].game;
    let bloodrage_bot::session::web::PageLink::Link(link) = pages.page_link(latest).await.unwrap()
    else {
        panic!("a page link");
    };
    let key = link
        .trim_end_matches('/')
        .rsplit('/')
        .next()
        .unwrap()
        .to_string();
    let timed = Instant::now();
    let found = pages
        .page_game(&key)
        .await
        .unwrap()
        .expect("the page's game");
    let chronicle = pages.chronicle(found.id).await.unwrap();
    f.page = timed.elapsed();
    assert!(!chronicle.moves().is_empty());
    let timed = Instant::now();
    results.balance(GUILD, None).await.unwrap();
    f.balance = timed.elapsed();
    let timed = Instant::now();
    let record = results
        .player_record(GUILD, 800_000_000_000_000_000, None)
        .await
        .unwrap();
    f.record = timed.elapsed();
    f.record_games = f64::from(record.games());
    f.rss_read = rss_mib();
    let timed = Instant::now();
    results.recompute_ratings().await.unwrap();
    f.ratings = timed.elapsed();
    let backups = path.with_extension("backups");
    let _ = std::fs::remove_dir_all(&backups);
    std::fs::create_dir_all(&backups).unwrap();
    let timed = Instant::now();
    let copy = bloodrage_bot::ops::backup_now(session.store(), &backups)
        .await
        .unwrap();
    f.backup = timed.elapsed();
    f.backup_mib = mib(&copy);
    let _ = std::fs::remove_dir_all(&backups);
    f.rss_end = rss_mib();
    session.close().await;
    f
}

/// The copy of the database of `finished` games the figures are measured on.
fn work_copy(finished: u64) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("year-bench")
        .join(format!("year-{finished}.work.db"))
}

fn remove_db(path: &Path) {
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
}

/// Runs this bench again for one size and `phase`, and returns what it printed after `figures `.
fn child(n: u64, phase: &str) -> Vec<f64> {
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        .args(std::env::args().skip(1))
        .env(ONE_SIZE, n.to_string())
        .env(PHASE, phase)
        .output()
        .expect("the bench runs itself");
    let said = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    eprint!("{}", String::from_utf8_lossy(&out.stderr));
    said.lines()
        .find_map(|l| l.strip_prefix("figures "))
        .expect("the figures")
        .split(' ')
        .map(|v| v.parse().unwrap())
        .collect()
}

/// Which part a process of one size measures: `upgrade`, or the rest.
const PHASE: &str = "YEAR_BENCH_PHASE";

/// The variable that makes the process measure one size only (each size is measured in a
/// process of its own, so that its memory is its own).
const ONE_SIZE: &str = "YEAR_BENCH_SIZE";

fn main() {
    if let Some(n) = std::env::var(ONE_SIZE).ok().and_then(|v| v.parse().ok()) {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        // The copy was made by the parent process (the database built and prepared there, so
        // that none of that is in this one's memory).
        let path = work_copy(n);
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        if std::env::var(PHASE).is_ok_and(|p| p == "upgrade") {
            println!("figures {}", ms(runtime.block_on(upgrade(&path))));
            return;
        }
        let f = runtime.block_on(measure(&path));
        let figures = [
            f.file_mib,
            ms(f.process_start),
            f.process_rss,
            ms(f.open),
            ms(f.prepare),
            f.rss_open,
            0.0,
            ms(f.first_round),
            ms(f.leaderboard_first),
            ms(f.leaderboard_after),
            ms(f.leaderboard_ended),
            ms(f.history),
            ms(f.page),
            ms(f.balance),
            ms(f.record),
            f.record_games,
            f.rss_read,
            ms(f.ratings),
            ms(f.backup),
            f.backup_mib,
            f.rss_end,
        ];
        println!("figures {}", figures.map(|x| x.to_string()).join(" "));
        return;
    }
    let [small, large] = sizes();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let figures: Vec<Vec<f64>> = [small, large]
        .into_iter()
        .map(|n| {
            let fixture = runtime.block_on(fixture(n));
            // Measured on a copy: filing the finished games writes to the database.
            let work = work_copy(n);
            remove_db(&work);
            std::fs::copy(&fixture, &work).unwrap();
            let filing = child(n, "upgrade")[0];
            let mut figures = child(n, "steady");
            figures[6] = filing;
            remove_db(&work);
            figures
        })
        .collect();
    println!(
        "| What | {small} finished games | {large} finished games | Growth (×{}) |",
        large / small
    );
    println!("|---|---|---|---|");
    for (i, what) in [
        "Database file (MiB)",
        "The bot's process: started to connecting to Discord (ms)",
        "The bot's process: memory then (RSS, MiB)",
        "Open, migrations checked (ms)",
        "Ready: who the running games wait on read (ms)",
        "Memory after opening (RSS, MiB)",
        "Filing every finished game, once after the upgrade (ms)",
        "First round at start: running games woken, deadlines swept (ms)",
        "Leaderboard, first asked (ms)",
        "Leaderboard, after (ms)",
        "Leaderboard after a game ended (files it) (ms)",
        "History, 10 latest (ms)",
        "A finished game's web page: found by its key, its chronicle replayed (ms)",
        "Balance (ms)",
        "A player's record (ms)",
        "Their games",
        "Memory after these (RSS, MiB)",
        "Every rating computed again and stored (ms)",
        "Backup (ms)",
        "Backup file (MiB)",
        "Memory at the end (RSS, MiB)",
    ]
    .into_iter()
    .enumerate()
    {
        let (x, y) = (figures[0][i], figures[1][i]);
        println!("| {what} | {x:.1} | {y:.1} | {:.1} |", y / x.max(1e-9));
    }
}
