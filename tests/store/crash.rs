//! The crash test: a child process plays games against a database file and is killed with SIGKILL
//! at random moments, many times. After every kill the database opens, every command whose append
//! had returned (the child prints it only after the append returns) is there, and every game
//! replays. Resuming then finishes them all with the same results as uninterrupted games.

use super::TempDir;
use bloodrage_bot::engine::GameConfig;
use bloodrage_bot::sim::{self, Summary};
use bloodrage_bot::store::{GameStatus, Store};
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::Duration;

/// Kills per test run.
const KILLS: u64 = 30;

/// Runs the bot binary to completion and returns its standard output.
pub fn run_bot(args: &[&str]) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_bloodrage-bot"))
        .args(args)
        .output()
        .expect("the binary runs");
    assert!(
        output.status.success(),
        "{args:?} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("utf-8")
}

struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % n
    }
}

#[test]
fn a_writer_killed_at_random_moments_loses_no_committed_command() {
    let dir = TempDir::new("crash");
    let db = dir.path("games.db");
    let db_str = db.to_str().unwrap().to_string();
    let mut r = Lcg(2026);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let mut confirmed: Vec<(i64, u64)> = Vec::new();
    for kill in 0..KILLS {
        let mut args: Vec<&str> = vec!["simulate", "--db", &db_str, "--progress"];
        if kill == 0 {
            args.extend(["--players", "3", "--seed", "500", "--games", "4"]);
        } else {
            args.push("--resume");
        }
        let mut child = Command::new(env!("CARGO_BIN_EXE_bloodrage-bot"))
            .args(&args)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the child starts");
        let stdout = child.stdout.take().expect("piped");
        let mut lines = BufReader::new(stdout).lines();
        // Half the kills after a random number of confirmed commands, half after a random delay
        // (which can land in start-up, game creation or replay).
        if kill % 2 == 0 {
            let wait_for = 1 + r.below(150);
            let mut seen = 0;
            while seen < wait_for {
                match lines.next() {
                    Some(Ok(line)) => {
                        record(&line, &mut confirmed);
                        seen += 1;
                    }
                    _ => break,
                }
            }
        } else {
            std::thread::sleep(Duration::from_millis(r.below(60)));
        }
        child.kill().ok(); // SIGKILL on Unix
        child.wait().expect("the child is reaped");
        // Lines already written before the kill were confirmed appends too.
        for line in lines.map_while(Result::ok) {
            record(&line, &mut confirmed);
        }
        runtime.block_on(async {
            let store = Store::open_path(&db)
                .await
                .expect("the database opens after a kill");
            for (game, seq) in &confirmed {
                let record = store
                    .games()
                    .record(*game)
                    .await
                    .expect("a confirmed game exists");
                assert!(
                    record.next_seq > *seq,
                    "kill {kill}: game {game} lost command {seq}"
                );
            }
            for id in store.games().game_ids().await.unwrap() {
                store
                    .logs()
                    .load(id)
                    .await
                    .unwrap_or_else(|e| panic!("kill {kill}: {e}"));
            }
            store.close().await;
        });
    }
    assert!(
        confirmed.len() > 100,
        "the kills let the games progress ({} commands)",
        confirmed.len()
    );
    // Resume to the end: every game finishes exactly as an uninterrupted one.
    run_bot(&["simulate", "--db", &db_str, "--resume"]);
    runtime.block_on(async {
        let store = Store::open_path(&db).await.unwrap();
        let ids = store.games().game_ids().await.unwrap();
        assert!(!ids.is_empty());
        for id in ids {
            let loaded = store.logs().load(id).await.unwrap();
            assert_eq!(loaded.record.status, GameStatus::Finished, "game {id}");
            let config: GameConfig = loaded.record.config.clone();
            let (expected, commands) =
                sim::simulate::<bloodrage_bot::engine::AnyGame>(&config).unwrap();
            assert_eq!(
                Summary::of(&loaded.game, loaded.log.len() as u64),
                Summary::of(&expected, commands),
                "game {id} (seed {})",
                config.seed
            );
        }
    });
}

fn record(line: &str, confirmed: &mut Vec<(i64, u64)>) {
    if let Ok(value) = serde_json::from_str::<serde_json::Value>(line)
        && let (Some(game), Some(seq)) = (value["game"].as_i64(), value["seq"].as_u64())
    {
        confirmed.push((game, seq));
    }
}
