//! Backups an admin can trust: `bloodrage-bot backup` (the real binary) copies the live database
//! again and again while two games are played; every copy is a consistent snapshot (each game's
//! log a prefix of the live one, every game replays), and a copy restored into a fresh bot plays
//! both games on to their ends.

use super::driver::{Driver, start_game};
use super::fake::{CHANNEL_ID, State};
use super::harness::{ADMIN, ALICE, BOB, CAROL, DAVE, Harness, TempDir};
use bloodrage_bot::store::{GameStatus, Store};
use serde_json::json;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_taken_while_games_are_played_restores_into_a_fresh_bot_that_finishes_them() {
    let mut h = Harness::new("backup").await;
    let first = start_game(&mut h, &[ALICE, BOB, CAROL], "Backed up").await;
    let second = start_game(&mut h, &[DAVE, ADMIN], "Backed up too").await;
    let tables = [
        (first.game, first.thread, first.users.clone()),
        (second.game, second.thread, second.users.clone()),
    ];
    let mut drivers = [Driver::new(first, 11), Driver::new(second, 12)];
    // Two games in one fake: neither's leak audit can judge the other's messages.
    for d in &mut drivers {
        d.audit.off = true;
    }

    // The admin's backups, from another process, while moves are stored.
    let dir = TempDir::new("backups");
    let taken: Arc<std::sync::Mutex<Vec<PathBuf>>> = Arc::default();
    let done = Arc::new(AtomicBool::new(false));
    let backups = {
        let (taken, done, db) = (taken.clone(), done.clone(), h.db_url.clone());
        let dir = dir.path("");
        std::thread::spawn(move || {
            let mut n = 0;
            while !done.load(Ordering::Relaxed) {
                n += 1;
                let to = dir.join(format!("copy-{n}.db"));
                let out = std::process::Command::new(env!("CARGO_BIN_EXE_bloodrage-bot"))
                    .args(["backup", "--to", to.to_str().unwrap(), "--db", &db])
                    .output()
                    .unwrap();
                assert!(
                    out.status.success(),
                    "backup {n}: {}",
                    String::from_utf8_lossy(&out.stderr)
                );
                let said = String::from_utf8_lossy(&out.stdout).to_string();
                assert!(said.contains("integrity ok"), "{said}");
                taken.lock().unwrap().push(to);
                std::thread::sleep(Duration::from_millis(30));
            }
        })
    };
    for step in 0..60 {
        let d = &mut drivers[step % 2];
        assert!(d.step(&mut h).await, "the games go on");
    }
    done.store(true, Ordering::Relaxed);
    backups.join().unwrap();
    let taken = taken.lock().unwrap().clone();
    assert!(taken.len() >= 3, "{} backups", taken.len());

    // Every copy is one moment of the database: each game's log is a prefix of the live log,
    // and the game replays from it.
    let mut lengths = Vec::new();
    for copy in &taken {
        let store = Store::open_as_is(&format!("sqlite://{}", copy.display()))
            .await
            .unwrap();
        let mut total = 0;
        for (game, _, _) in &tables {
            let loaded = store
                .logs()
                .load(*game)
                .await
                .expect("the game replays from the copy");
            // The rows as stored (undos included): the copy's are the live log's first ones.
            let rows = |log: Vec<bloodrage_bot::store::Logged>| -> Vec<String> {
                log.iter()
                    .map(|e| format!("{} {} {:?} {:?}", e.seq, e.seat.0, e.command, e.undoes))
                    .collect()
            };
            let rules = loaded.record.config.rules;
            let live = rows(
                h.store()
                    .logs()
                    .entries_from(*game, rules, 0)
                    .await
                    .unwrap(),
            );
            let log = rows(store.logs().entries_from(*game, rules, 0).await.unwrap());
            assert!(log.len() <= live.len() && live[..log.len()] == log[..]);
            assert_eq!(loaded.record.status, GameStatus::Active);
            total += log.len();
        }
        lengths.push(total);
        store.close().await;
    }
    assert!(
        lengths.windows(2).all(|w| w[0] <= w[1]) && lengths.first() < lengths.last(),
        "the copies follow the games: {lengths:?}"
    );

    // Restored: a fresh bot on a copy from the middle of play plays both games to their ends.
    let copy = taken[taken.len() / 2].clone();
    let threads: Vec<u64> = tables.iter().map(|(_, t, _)| *t).collect();
    let prepare = move |s: &mut State| {
        s.skip_ids(900_000_000_000_000_000);
        for thread in &threads {
            s.add_channel(*thread, Some(CHANNEL_ID), None);
        }
    };
    h.finish().await;
    let mut restored = Harness::with_database("backup-restored", Some(&copy), prepare).await;
    // Its players hand their seats to the (easy) computer, which plays both games to their end
    // through the restored bot.
    for (_, thread, users) in &tables {
        for user in users {
            let i = restored
                .slash(*user, *thread, "game handover", &[("level", json!(0))])
                .await;
            assert!(
                restored.private_reply(i).content.starts_with("Done"),
                "{}",
                restored.private_reply(i).content
            );
        }
    }
    let start = std::time::Instant::now();
    for (game, _, _) in &tables {
        loop {
            let record = restored.store().games().record(*game).await.unwrap();
            if record.status == GameStatus::Finished {
                break;
            }
            assert!(
                start.elapsed() < Duration::from_secs(90),
                "game {game} did not finish: {} commands",
                record.next_seq
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
    restored.finish().await;
}
