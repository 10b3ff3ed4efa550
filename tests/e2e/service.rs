//! The bot as an admin runs it: its own binary (`bloodrage-bot serve`) in a process, with its
//! standard error read line by line. A rejected token stops it with one line and exit status 2;
//! what is wrong in its configuration or database is one line each before anything connects;
//! SIGTERM stops it within 5 seconds while it retries an unreachable Discord, while connected
//! and idle, and in the middle of moves (none lost, every one told after the restart); logs
//! carry no colour codes when standard error is not a terminal, JSON lines with `LOG_FORMAT=json`,
//! and the version and commit first.

use super::fake::{CHANNEL_ID, Fake, GUILD_ID, TOKEN};
use super::harness::TempDir;
use bloodrage_bot::discord::ids::{Action, ComponentId, Pick};
use bloodrage_bot::engine::{AnyCommand, GameConfig, Seat};
use bloodrage_bot::session::Session;
use bloodrage_bot::session::settings::{GameSetting, GameSettings};
use bloodrage_bot::store::{GameStatus, NewGame, Store};
use serde_json::json;
use std::io::BufRead as _;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How long a stop may take: the README promises 5 seconds.
const STOP_WITHIN: Duration = Duration::from_secs(5);

/// The bot's process and what it has written to standard error so far.
pub(super) struct Process {
    child: Child,
    lines: Arc<Mutex<Vec<String>>>,
}

impl Process {
    /// Starts `command`, reading its standard error.
    fn spawn(command: &mut Command) -> Process {
        let mut child = command
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the bot starts");
        let stderr = child.stderr.take().expect("standard error is piped");
        let lines = Arc::new(Mutex::new(Vec::new()));
        let sink = lines.clone();
        std::thread::spawn(move || {
            for line in std::io::BufReader::new(stderr).lines() {
                let Ok(line) = line else { break };
                sink.lock().unwrap().push(line);
            }
        });
        Process { child, lines }
    }

    /// Starts `bloodrage-bot serve` with these variables (and no others of the bot's).
    pub(super) fn start(vars: &[(&str, String)]) -> Process {
        let mut command = Command::new(env!("CARGO_BIN_EXE_bloodrage-bot"));
        command.arg("serve");
        for key in [
            "DISCORD_TOKEN",
            "DATABASE_URL",
            "DEV_GUILD_ID",
            "DISCORD_API_BASE",
            "RUST_LOG",
            "LOG_FORMAT",
            "VALHALLA_PACK",
            "VALHALLA_PACKS",
            "METRICS_ADDR",
            "BACKUP_DIR",
            "SHARDS",
            "SHARD_COUNT",
            "ROUNDS_EVERY",
            bloodrage_bot::session::TEST_CLOCK_VARIABLE,
            bloodrage_bot::testkit::DIE_AT_VARIABLE,
        ] {
            command.env_remove(key);
        }
        // No .env file is read from here.
        command.current_dir(std::env::temp_dir());
        command.env("RUST_LOG", "info,serenity=warn,sqlx=warn");
        for (k, v) in vars {
            command.env(k, v);
        }
        Process::spawn(&mut command)
    }

    pub(super) fn lines(&self) -> Vec<String> {
        self.lines.lock().unwrap().clone()
    }

    /// Whether the process has ended (by itself: it died, or stopped).
    pub(super) fn exited(&mut self) -> bool {
        self.child
            .try_wait()
            .expect("the process can be waited on")
            .is_some()
    }

    /// Waits for a line containing `text` (up to `within`).
    async fn wait_for_line(&self, text: &str, within: Duration) {
        let start = Instant::now();
        while !self.lines().iter().any(|l| l.contains(text)) {
            assert!(
                start.elapsed() < within,
                "no line with {text:?} in {within:?}: {:#?}",
                self.lines()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Sends a signal (`TERM`, `INT`, `KILL`) to the process.
    pub(super) fn signal(&self, name: &str) {
        let status = Command::new("kill")
            .args([format!("-{name}"), self.child.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(status.success());
    }

    /// Waits for the process to end (up to `within`); its status and how long it took.
    pub(super) async fn exit(&mut self, within: Duration) -> (ExitStatus, Duration) {
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().expect("the process can be waited on") {
                // Let the reader take the last lines.
                tokio::time::sleep(Duration::from_millis(50)).await;
                return (status, start.elapsed());
            }
            if start.elapsed() > within {
                let _ = self.child.kill();
                panic!(
                    "the bot did not stop within {within:?}: {:#?}",
                    self.lines()
                );
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Waits until every stored move of `game` in the database at `url` is told (the announced
/// cursor at the log's end), failing after 30 s. The database is opened afresh each time: a bot
/// process writes it.
pub(super) async fn all_told_within_30_s(url: &str, game: i64) {
    let start = Instant::now();
    loop {
        let check = Store::open(url).await.unwrap();
        let record = check.games().record(game).await.unwrap();
        check.close().await;
        if record.announced == Some(record.next_seq) {
            return;
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "moves left untold: announced {:?} of {}",
            record.announced,
            record.next_seq
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

fn sqlite(path: &std::path::Path) -> String {
    format!("sqlite://{}", path.display())
}

/// The variables of a bot that talks to `fake` with the right token.
fn talking_to(fake: &Fake, db: &std::path::Path) -> Vec<(&'static str, String)> {
    vec![
        ("DISCORD_TOKEN", TOKEN.to_string()),
        ("DATABASE_URL", sqlite(db)),
        ("DEV_GUILD_ID", GUILD_ID.to_string()),
        ("DISCORD_API_BASE", fake.rest_url.clone()),
    ]
}

/// The lines of standard error that are errors (what `main` prints before exiting).
fn errors(lines: &[String]) -> Vec<String> {
    lines
        .iter()
        .filter(|l| l.starts_with("error:"))
        .cloned()
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rejected_token_stops_the_binary_with_one_line_and_exit_status_2_within_5_seconds() {
    let fake = Fake::start();
    let dir = TempDir::new("rejected");
    let mut bot = Process::start(&[
        ("DISCORD_TOKEN", "well.formed.butwrong".to_string()),
        ("DATABASE_URL", sqlite(&dir.path("bloodrage.db"))),
        ("DISCORD_API_BASE", fake.rest_url.clone()),
    ]);
    let (status, took) = bot.exit(STOP_WITHIN).await;
    assert_eq!(status.code(), Some(2), "{:#?}", bot.lines());
    assert!(took < STOP_WITHIN);
    let lines = bot.lines();
    let errors = errors(&lines);
    assert_eq!(errors.len(), 1, "{lines:#?}");
    assert!(
        errors[0].contains("Discord rejected DISCORD_TOKEN"),
        "{errors:?}"
    );
    assert!(
        errors[0].contains("https://discord.com/developers/applications"),
        "where to get a new one: {errors:?}"
    );
    // The first line says which version and commit runs; no colour codes in a pipe.
    assert!(
        lines[0].contains("bloodrage-bot ") && lines[0].contains(" starting"),
        "{lines:#?}"
    );
    assert!(lines[0].contains(env!("CARGO_PKG_VERSION")), "{}", lines[0]);
    assert!(lines.iter().all(|l| !l.contains('\u{1b}')), "{lines:#?}");
    // One REST call told it: the gateway was never tried.
    assert_eq!(fake.state.lock().unwrap().rejected_identifies, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_discord_unreachable_it_retries_the_configured_base_and_sigterm_stops_it_within_5_seconds()
 {
    // A port where nothing listens.
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", closed.local_addr().unwrap());
    drop(closed);
    let dir = TempDir::new("unreachable");
    let mut bot = Process::start(&[
        ("DISCORD_TOKEN", TOKEN.to_string()),
        ("DATABASE_URL", sqlite(&dir.path("bloodrage.db"))),
        ("DISCORD_API_BASE", base.clone()),
    ]);
    bot.wait_for_line("cannot be reached", Duration::from_secs(10))
        .await;
    // Several attempts (1 s, 2 s…) yet one warning, naming the configured base.
    tokio::time::sleep(Duration::from_millis(3500)).await;
    let lines = bot.lines();
    let warnings: Vec<&String> = lines
        .iter()
        .filter(|l| l.contains("cannot be reached"))
        .collect();
    assert_eq!(warnings.len(), 1, "one warning a minute: {lines:#?}");
    assert!(warnings[0].contains(&base), "{}", warnings[0]);
    assert!(
        lines.iter().all(|l| !l.contains("gateway.discord.gg")),
        "never another host: {lines:#?}"
    );
    bot.signal("TERM");
    let (status, took) = bot.exit(STOP_WITHIN).await;
    assert_eq!(status.code(), Some(0), "{:#?}", bot.lines());
    assert!(took < STOP_WITHIN, "{took:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_or_sigint_stops_a_connected_idle_bot_within_5_seconds() {
    for signal in ["TERM", "INT"] {
        let fake = Fake::start();
        let dir = TempDir::new("idle");
        let mut bot = Process::start(&talking_to(&fake, &dir.path("bloodrage.db")));
        fake.wait(Duration::from_mins(1), "the bot's start", |s| {
            (s.registrations > 0).then_some(())
        })
        .await;
        bot.signal(signal);
        let (status, took) = bot.exit(STOP_WITHIN).await;
        assert_eq!(status.code(), Some(0), "{signal}: {:#?}", bot.lines());
        assert!(took < STOP_WITHIN, "{signal}: {took:?}");
        assert!(bot.lines().iter().any(|l| l.contains("stopped")));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn what_an_admin_must_fix_is_one_line_before_anything_connects() {
    // (variables changed, exit status, what the one line says)
    type Case = (Vec<(&'static str, String)>, i32, &'static str);
    let fake = Fake::start();
    let dir = TempDir::new("config");
    let not_a_dir = dir.path("file");
    std::fs::write(&not_a_dir, "a file, not a folder").unwrap();
    let cases: Vec<Case> = vec![
        (
            vec![("DATABASE_URL", "/data/bloodrage.db".to_string())],
            2,
            "DATABASE_URL must name a SQLite database file",
        ),
        (
            vec![(
                "DATABASE_URL",
                format!("sqlite://{}/games/bloodrage.db", not_a_dir.display()),
            )],
            3,
            "cannot create the database directory",
        ),
        (
            vec![("VALHALLA_PACK", "valhalla-official@1".to_string())],
            2,
            "no content pack valhalla-official version 1 is installed",
        ),
        (
            vec![("LOG_FORMAT", "yaml".to_string())],
            2,
            "LOG_FORMAT=yaml is not a log format",
        ),
        (
            vec![("DISCORD_TOKEN", "not-a-token".to_string())],
            2,
            "DISCORD_TOKEN does not look like a bot token",
        ),
    ];
    for (vars, code, expected) in cases {
        let mut all = talking_to(&fake, &dir.path("ok.db"));
        for (k, v) in vars {
            all.retain(|(key, _)| *key != k);
            all.push((k, v));
        }
        let mut bot = Process::start(&all);
        let (status, _) = bot.exit(STOP_WITHIN).await;
        let lines = bot.lines();
        assert_eq!(status.code(), Some(code), "{expected}: {lines:#?}");
        let errors = errors(&lines);
        assert_eq!(errors.len(), 1, "{lines:#?}");
        assert!(errors[0].contains(expected), "{errors:?}");
    }
    assert_eq!(
        fake.state.lock().unwrap().registrations,
        0,
        "nothing connected"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn log_format_json_writes_one_json_object_per_line_starting_with_the_version() {
    let fake = Fake::start();
    let dir = TempDir::new("json-logs");
    let mut vars = talking_to(&fake, &dir.path("bloodrage.db"));
    vars.push(("LOG_FORMAT", "json".to_string()));
    let mut bot = Process::start(&vars);
    fake.wait(Duration::from_mins(1), "the bot's start", |s| {
        (s.registrations > 0).then_some(())
    })
    .await;
    bot.signal("TERM");
    bot.exit(STOP_WITHIN).await;
    let lines = bot.lines();
    assert!(lines.len() >= 2, "{lines:#?}");
    for line in &lines {
        let value: serde_json::Value =
            serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}"));
        assert!(value["level"].is_string(), "{line}");
    }
    let first: serde_json::Value = serde_json::from_str(&lines[0]).unwrap();
    let message = first["fields"]["message"].as_str().unwrap();
    assert!(
        message.contains(env!("CARGO_PKG_VERSION")) && message.contains('('),
        "{message}"
    );
}

const USERS: [u64; 3] = [
    340_000_000_000_000_001,
    340_000_000_000_000_002,
    340_000_000_000_000_003,
];
const THREAD: u64 = 740_000_000_000_000_001;

/// A game of `users` (three) of Blood Rage in its draft, named and seeded as given, started in
/// `store` with its thread `thread`, and a private panel message for each player in the thread
/// to press on (in the players' order).
pub(super) async fn drafting(
    fake: &Fake,
    store: &Store,
    named: (&str, u64),
    thread: u64,
    users: &[u64],
) -> (i64, Vec<u64>) {
    let clock = bloodrage_bot::session::system_clock();
    drafting_with(fake, (store, clock), named, thread, users, &[]).await
}

/// The same, with the game's `settings` stored from its creation (a pace, its page's key…),
/// started at the time `clock` reads (the bot's, when a test moves it).
pub(super) async fn drafting_with(
    fake: &Fake,
    (store, clock): (&Store, bloodrage_bot::session::Clock),
    (name, seed): (&str, u64),
    thread: u64,
    users: &[u64],
    settings: &[GameSetting],
) -> (i64, Vec<u64>) {
    fake.state
        .lock()
        .unwrap()
        .add_channel(thread, Some(CHANNEL_ID), None);
    let game = store
        .games()
        .create_game(&NewGame {
            config: Some(GameConfig::base(3, seed)),
            name: name.into(),
            status: Some(GameStatus::Lobby),
            guild_id: Some(GUILD_ID),
            channel_id: Some(CHANNEL_ID),
            thread_id: Some(thread),
            host_id: Some(users[0]),
            settings: settings
                .iter()
                .filter_map(|s| match GameSettings::row(s) {
                    (key, Some(value)) => Some((key, value)),
                    (_, None) => None,
                })
                .collect(),
        })
        .await
        .unwrap();
    let mut panels = Vec::new();
    for (i, user) in users.iter().enumerate() {
        fake.user(*user, &format!("player{i}"));
        store
            .seats()
            .join(game, *user, &format!("P{i}"), 3)
            .await
            .unwrap();
        let mut s = fake.state.lock().unwrap();
        let panel = s.inject(thread, "panel", json!([]), &[], vec![]);
        let m = s.messages.get_mut(&panel).unwrap();
        m.ephemeral = true;
        m.owner = Some(*user);
        panels.push(panel);
    }
    store
        .games()
        .set_status(game, GameStatus::Active, None)
        .await
        .unwrap();
    Session::new(store.clone())
        .with_clock(clock)
        .games()
        .started(game)
        .await
        .unwrap();
    (game, panels)
}

/// A small deterministic stream of numbers.
pub(super) fn next(state: &mut u64, n: u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (z ^ (z >> 31)) % n
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_in_the_middle_of_moves_loses_none_and_every_move_is_told() {
    let fake = Fake::start();
    let dir = TempDir::new("sigterm-moves");
    let db = dir.path("bloodrage.db");
    // A game in play, with a private panel message for each player to click on.
    let store = Store::open_path(&db).await.unwrap();
    let (game, panels) = drafting(&fake, &store, ("Stops", 78), THREAD, &USERS).await;
    store.close().await;

    let vars = talking_to(&fake, &db);
    let ready = |fake: &Fake, before: u32| {
        let fake = fake.state.clone();
        async move {
            let start = Instant::now();
            while fake.lock().unwrap().registrations <= before {
                assert!(start.elapsed() < Duration::from_mins(1), "the bot's start");
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
    };
    let mut rng = 0x5EED_0001_u64;
    let (mut stops, mut checked) = (0, 0);
    let mut bot = Process::start(&vars);
    ready(&fake, 0).await;
    for round in 0..16 {
        let view = Session::new(Store::open_path(&db).await.unwrap());
        let current = view.game(game).await.unwrap();
        view.store().close().await;
        let awaited: Vec<Seat> = current.game.awaited().iter().collect();
        if awaited.is_empty() {
            break;
        }
        let seat = awaited[next(&mut rng, awaited.len() as u64) as usize];
        let legal = current.game.legal_commands(seat);
        let index = next(&mut rng, legal.len() as u64) as usize;
        let command: AnyCommand = legal[index].clone();
        let custom_id = ComponentId::new(
            game,
            current.record.next_seq,
            Action::Choice(Pick::new(index, &command)),
        )
        .encode();
        let (interaction, _) = fake.press(
            USERS[seat.index()],
            THREAD,
            panels[seat.index()],
            &custom_id,
        );
        // Every other round SIGTERM arrives while the click is handled (at once, or a few
        // milliseconds in); the bot must be gone within 5 seconds, cleanly.
        if round % 2 == 0 {
            tokio::time::sleep(Duration::from_millis(next(&mut rng, 15))).await;
            bot.signal("TERM");
            let (status, took) = bot.exit(STOP_WITHIN).await;
            assert_eq!(status.code(), Some(0), "round {round}: {:#?}", bot.lines());
            assert!(took < STOP_WITHIN, "round {round}: {took:?}");
            stops += 1;
        } else {
            fake.wait(Duration::from_mins(1), "the click's confirmation", |s| {
                s.interactions[&interaction].original.map(|_| ())
            })
            .await;
        }
        // A click acknowledged without an apology ("nothing was changed": the database closed
        // under the stop) is stored.
        let acknowledged = {
            let s = fake.state.lock().unwrap();
            let apologised = s.messages.values().any(|m| {
                m.interaction == Some(interaction) && m.content.starts_with("Sorry, something")
            });
            s.interactions[&interaction].response.is_some() && !apologised
        };
        let check = Store::open_path(&db).await.unwrap();
        let log = check.logs().log(game).await.unwrap();
        check.close().await;
        let stored = log
            .iter()
            .skip(current.record.next_seq as usize)
            .any(|(s, c)| *s == seat && *c == command);
        if acknowledged {
            assert!(stored, "round {round}: acknowledged but not stored");
            checked += 1;
        }
        if round % 2 == 0 {
            let before = fake.state.lock().unwrap().registrations;
            bot = Process::start(&vars);
            ready(&fake, before).await;
        }
    }
    assert!(stops >= 6, "{stops} stops");
    assert!(checked >= 6, "{checked} acknowledged clicks checked");
    // Every stored move is told, those of stopped moves after the restart.
    all_told_within_30_s(&sqlite(&db), game).await;
    bot.signal("TERM");
    let (status, _) = bot.exit(STOP_WITHIN).await;
    assert_eq!(status.code(), Some(0));
}

/// The targets (kind, name) cargo sees in a folder, from `cargo metadata` (no compilation).
fn cargo_targets(dir: &std::path::Path) -> std::collections::BTreeSet<(String, String)> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .args([
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--offline",
        ])
        .arg("--manifest-path")
        .arg(dir.join("Cargo.toml"))
        .output()
        .expect("cargo runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let metadata: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    metadata["packages"][0]["targets"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            (
                t["kind"][0].as_str().unwrap().to_string(),
                t["name"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

/// The Dockerfile's dependency step, replayed on the real manifest: the stub script it runs makes
/// a source file for the library, the binary and every target Cargo.toml declares (a bench
/// added without one broke `docker build` before), as cargo itself sees them.
#[test]
fn the_dockerfile_stub_step_provides_every_target_the_manifest_declares() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let dockerfile = std::fs::read_to_string(root.join("Dockerfile")).unwrap();
    for step in [
        "COPY Cargo.toml Cargo.lock ./",
        "COPY scripts/stub-targets scripts/",
        "RUN sh scripts/stub-targets",
    ] {
        assert!(dockerfile.contains(step), "the Dockerfile runs {step:?}");
    }
    let dir = TempDir::new("docker-stub");
    let stub = dir.path("");
    std::fs::create_dir_all(stub.join("scripts")).unwrap();
    for file in ["Cargo.toml", "Cargo.lock", "scripts/stub-targets"] {
        std::fs::copy(root.join(file), stub.join(file)).unwrap();
    }
    // Without the stubs cargo would miss the declared targets (the check can fail).
    let bare = cargo_targets(&stub);
    let status = Command::new("sh")
        .arg("scripts/stub-targets")
        .current_dir(&stub)
        .status()
        .unwrap();
    assert!(status.success());
    let stubbed = cargo_targets(&stub);
    // Every target the manifest declares, read with a TOML parser.
    let manifest: toml::Table =
        toml::from_str(&std::fs::read_to_string(root.join("Cargo.toml")).unwrap()).unwrap();
    let mut declared = std::collections::BTreeSet::new();
    for kind in ["bin", "bench", "test", "example"] {
        for target in manifest
            .get(kind)
            .and_then(toml::Value::as_array)
            .into_iter()
            .flatten()
        {
            let name = target["name"].as_str().unwrap().to_string();
            declared.insert((kind.to_string(), name));
        }
    }
    declared.insert(("lib".to_string(), "bloodrage_bot".to_string()));
    assert!(declared.len() >= 6, "{declared:?}");
    for target in &declared {
        assert!(
            stubbed.contains(target),
            "the Dockerfile's stub step misses {target:?}: {stubbed:?}"
        );
    }
    assert!(
        declared.iter().any(|t| !bare.contains(t)),
        "the bare manifest lacks targets"
    );
    // The same targets as in the project itself.
    let real = cargo_targets(root);
    for target in &declared {
        assert!(real.contains(target), "{target:?}");
    }
}

/// `cargo test --release` compiles and runs what `cargo test` does: no item of the crate or its
/// tests exists only in debug builds (`#[cfg(debug_assertions)]`), the test hooks come with the
/// default `testkit` feature in either profile, and the image is built without them.
#[test]
fn the_test_hooks_are_the_same_in_debug_and_release_builds() {
    fn sources(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                sources(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["src", "tests", "benches"] {
        sources(&root.join(dir), &mut files);
    }
    assert!(files.len() > 100, "{} files", files.len());
    let mut gated = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for (i, line) in text.lines().enumerate() {
            let line = line.trim_start();
            let attribute = line.starts_with("#[cfg") || line.starts_with("#![cfg");
            if attribute && line.contains("debug_assertions") {
                gated.push(format!("{}:{}", file.display(), i + 1));
            }
        }
    }
    assert!(gated.is_empty(), "items only in debug builds: {gated:#?}");
    let manifest: toml::Table =
        toml::from_str(&std::fs::read_to_string(root.join("Cargo.toml")).unwrap()).unwrap();
    let default = manifest["features"]["default"].as_array().unwrap();
    assert!(
        default.iter().any(|f| f.as_str() == Some("testkit")),
        "{default:?}"
    );
    let dockerfile = std::fs::read_to_string(root.join("Dockerfile")).unwrap();
    let builds: Vec<&str> = dockerfile
        .lines()
        .filter(|l| l.contains("cargo build"))
        .collect();
    assert!(builds.len() >= 2, "{builds:?}");
    for build in builds {
        assert!(
            build.contains("--no-default-features"),
            "the image has no test hooks: {build}"
        );
    }
}

/// The bot's image, built by `scripts/image-check` (buildah, no Docker engine) into the container
/// `IMAGE_CHECK_CONTAINER`: started in it against the fake, it answers a slash command, its
/// health probe passes, its logs name the commit without colour codes, and SIGTERM stops it
/// within 5 seconds with status 0. Too slow for CI (a release build): run by the script.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "run by scripts/image-check, which builds the image first"]
async fn the_image_answers_a_slash_command_and_stops_on_sigterm() {
    use super::harness::{ALICE, GAMES, Harness};
    let container = std::env::var("IMAGE_CHECK_CONTAINER").expect("IMAGE_CHECK_CONTAINER");
    let mut h = Harness::fake_only("image", None, |_| {});
    let run = |args: &[String]| {
        let mut command = Command::new("buildah");
        command.args(["run", "--isolation", "chroot", "--network", "host"]);
        command.args(args);
        command
    };
    let env = |k: &str, v: String| vec!["--env".to_string(), format!("{k}={v}")];
    // A free port for the health listener (the image's own default may be taken here).
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let metrics = format!("127.0.0.1:{port}");
    let mut args = Vec::new();
    args.extend(env("METRICS_ADDR", metrics.clone()));
    args.extend(env("DISCORD_TOKEN", TOKEN.to_string()));
    args.extend(env("DEV_GUILD_ID", GUILD_ID.to_string()));
    args.extend(env("DISCORD_API_BASE", h.fake.rest_url.clone()));
    args.extend([
        container.clone(),
        "--".into(),
        "bloodrage-bot".into(),
        "serve".into(),
    ]);
    let started = Instant::now();
    let mut bot = Process::spawn(&mut run(&args));
    h.fake
        .wait(Duration::from_mins(2), "the bot in the image starts", |s| {
            (s.registrations > 0).then_some(())
        })
        .await;
    eprintln!(
        "image: the bot was ready {:?} after `buildah run`",
        started.elapsed()
    );
    let i = h.slash_to_outside_bot(ALICE, GAMES, "rules", &[]).await;
    assert!(
        !h.private_reply(i).content.is_empty(),
        "a slash command answered"
    );
    // The image's HEALTHCHECK, inside the image.
    let mut health = run(&[
        "--env".into(),
        format!("METRICS_ADDR={metrics}"),
        container.clone(),
        "--".into(),
        "bloodrage-bot".into(),
        "health".into(),
    ]);
    let status = health.status().unwrap();
    assert!(status.success(), "the HEALTHCHECK passes");
    // SIGTERM to the bot's process (with chroot isolation it is a process of this machine).
    let pid = std::fs::read_dir("/proc")
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().parse::<u32>().is_ok())
        .find(|e| {
            std::fs::read_link(e.path().join("exe"))
                .is_ok_and(|exe| exe.ends_with("usr/local/bin/bloodrage-bot"))
        })
        .map(|e| e.file_name().to_string_lossy().to_string())
        .expect("the bot's process is found");
    let sent = Instant::now();
    assert!(
        Command::new("kill")
            .args(["-TERM", &pid])
            .status()
            .unwrap()
            .success()
    );
    let (status, _) = bot.exit(STOP_WITHIN).await;
    eprintln!("image: stopped {:?} after SIGTERM", sent.elapsed());
    assert_eq!(status.code(), Some(0), "{:#?}", bot.lines());
    let lines = bot.lines();
    assert!(
        lines[0].contains(" starting") && !lines[0].contains("(unknown)"),
        "{lines:#?}"
    );
    assert!(lines.iter().all(|l| !l.contains('\u{1b}')), "{lines:#?}");
}
