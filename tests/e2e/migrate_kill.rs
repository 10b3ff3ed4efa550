//! A kill during the migrations at start: the bot's own binary starts on a database written by
//! version 1 of the bot (`tests/fixtures/v1`, nine migrations behind) and is killed with SIGKILL
//! at moments spread over the time its migrations take, each time on a fresh copy; then it is
//! started again and left to finish. Every copy must end exactly as a start never killed leaves
//! it: the same schema, the same rows (but the times a migration stamps), the integrity check ok.

use super::harness::TempDir;
use sqlx::sqlite::{SqliteConnectOptions, SqlitePool};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::str::FromStr;
use std::time::{Duration, Instant};

/// Kills, each on a fresh copy of the fixture.
const KILLS: u32 = 24;

/// Runs the binary on `db` as far as it gets: `ratings --recompute` opens the database, applies
/// its migrations, reads every finished game and exits. Killed after `kill_after`, if given.
fn run(db: &Path, kill_after: Option<Duration>) -> Duration {
    let start = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_bloodrage-bot"))
        .args(["ratings", "--recompute", "--db"])
        .arg(format!("sqlite://{}", db.display()))
        .env("RUST_LOG", "error")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the bot starts");
    if let Some(after) = kill_after {
        std::thread::sleep(after);
        let _ = child.kill();
        child.wait().expect("the killed bot is reaped");
    } else {
        let status = child.wait().expect("the bot runs");
        assert!(status.success(), "{status}");
    }
    start.elapsed()
}

async fn open(db: &Path) -> SqlitePool {
    let options = SqliteConnectOptions::from_str(&format!("sqlite://{}", db.display()))
        .expect("a SQLite URL")
        .create_if_missing(false);
    SqlitePool::connect_with(options)
        .await
        .expect("the database opens")
}

/// How many migrations the database has applied.
async fn applied(db: &Path) -> i64 {
    let pool = open(db).await;
    let n = sqlx::query_scalar("SELECT count(*) FROM _sqlx_migrations WHERE success")
        .fetch_one(&pool)
        .await
        .expect("the migrations table");
    pool.close().await;
    n
}

/// The whole database as text: every schema object's SQL and every table's rows in order, but the
/// times a migration stamps (`_sqlx_migrations`' installed_on and execution_time, and any column
/// whose default is the current time); after `PRAGMA integrity_check` says ok.
async fn dump(db: &Path) -> BTreeMap<String, Vec<String>> {
    let pool = open(db).await;
    let check: String = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_one(&pool)
        .await
        .expect("the integrity check runs");
    assert_eq!(check, "ok", "{}", db.display());
    let objects: Vec<(String, String, Option<String>)> = sqlx::query_as(
        "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name",
    )
    .fetch_all(&pool)
    .await
    .expect("the schema");
    let mut out = BTreeMap::new();
    for (kind, name, sql) in objects {
        let mut lines = vec![sql.unwrap_or_default()];
        if kind == "table" {
            let columns: Vec<(String, Option<String>)> =
                sqlx::query_as("SELECT name, dflt_value FROM pragma_table_info(?) ORDER BY cid")
                    .bind(&name)
                    .fetch_all(&pool)
                    .await
                    .expect("the table's columns");
            let kept: Vec<String> = columns
                .into_iter()
                .filter(|(column, default)| {
                    let stamped = name == "_sqlx_migrations"
                        && (column == "installed_on" || column == "execution_time");
                    !stamped && !default.as_deref().is_some_and(|d| d.contains("'now'"))
                })
                .map(|(column, _)| format!("quote(\"{column}\")"))
                .collect();
            // The names come from the database's own schema.
            let rows: Vec<String> = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
                "SELECT {} FROM \"{name}\" ORDER BY 1",
                kept.join(" || '|' || ")
            )))
            .fetch_all(&pool)
            .await
            .expect("the table's rows");
            lines.extend(rows);
        }
        out.insert(format!("{kind} {name}"), lines);
    }
    pool.close().await;
    out
}

fn copy_of(fixture: &Path, dir: &TempDir, name: &str) -> PathBuf {
    let db = dir.path(name);
    std::fs::copy(fixture, &db).expect("the fixture is copied");
    db
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kill_during_the_migrations_at_start_leaves_the_database_as_a_start_never_killed_does() {
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/v1/simulated.db");
    let dir = TempDir::new("migrate-kill");
    let before = applied(&copy_of(&fixture, &dir, "probe.db")).await;
    let clean = copy_of(&fixture, &dir, "clean.db");
    let took = run(&clean, None);
    let after = applied(&clean).await;
    assert!(
        after > before + 1,
        "the fixture is behind: {before} → {after}"
    );
    let expected = dump(&clean).await;

    // Kills spread over the time a whole start takes, from the spawn on.
    let mut landed: BTreeMap<i64, u32> = BTreeMap::new();
    for i in 0..KILLS {
        let db = copy_of(&fixture, &dir, &format!("killed-{i}.db"));
        run(&db, Some(took * i / KILLS));
        *landed.entry(applied(&db).await).or_default() += 1;
        run(&db, None);
        let got = dump(&db).await;
        for (object, lines) in &expected {
            assert_eq!(got.get(object), Some(lines), "kill {i}: {object}");
        }
        assert_eq!(got.len(), expected.len(), "kill {i}: the same objects");
    }
    eprintln!(
        "{KILLS} kills over a start of {took:.0?}; migrations applied at each kill (of {before} → {after}): {landed:?}"
    );
    // Some kills fell while the migrations ran, between the first and the last.
    assert!(
        landed.keys().any(|n| *n > before && *n < after),
        "no kill fell among the migrations: {landed:?}"
    );
}
