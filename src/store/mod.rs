//! Persistence (STYLE.md §5): games, seats, the append-only command log, who each game waits on,
//! and settings, in a SQLite file (the default) or a PostgreSQL database (several processes),
//! behind one API; [`dialect`] holds what differs between the two. A stored game is its
//! configuration plus its command log; loading replays the log through the engine. Nothing is
//! replayed at start-up: games load on demand.
//!
//! The queries are in rooms over the one [`Store`] ([`rooms`]), one per group of tables, each
//! called as `store.<room>().<query>()`: [`Games`], [`Seats`], [`Logs`], [`Clocks`], [`Settings`]
//! and [`Processes`]. Only the session (and the operator's commands, and tests) calls them.

mod absence;
mod awaited;
mod changes;
mod computer;
mod copy;
pub mod dialect;
mod finished;
mod games;
pub mod health;
pub mod id;
mod lease;
mod migrations;
mod replies;
mod results;
pub mod rooms;
mod settings;
#[cfg(feature = "testkit")]
pub mod testing;

pub use absence::{Absence, away_between};
pub use awaited::{Awaited, Awaiting};
pub use changes::Changed;
pub use computer::ComputerSeat;
pub use copy::{Copied, Verified};
pub use dialect::{Backend, redacted};
pub use finished::FinishedGame;
pub use games::{
    Appended, GameRecord, GameStatus, LoadedGame, LogRow, Logged, NewGame, Origin, in_effect,
    undo_mismatch,
};
pub use replies::Reply;
pub use results::{FiledGame, FiledSeat, Filing, StandingRow, Table, TableStart, Tally};
pub use rooms::{Clocks, Games, Logs, Processes, Results, Seats, Settings};

use crate::engine::{AnyRuleError, VersionError};
use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{AnyPool, Connection, Executor};
use std::path::Path;
use std::str::FromStr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// A stored game's id.
pub type GameId = i64;

/// The database file used when `DATABASE_URL` is not set.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://data/bloodrage.db";

/// How long a writer waits for another writer's transaction before giving up (SQLite).
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Connections each process keeps to a PostgreSQL server.
const POSTGRES_CONNECTIONS: u32 = 8;

/// How long a statement waits for one of those connections (a server out of reach is tried
/// again meanwhile) before it fails as unavailable: a player acting while the server restarts
/// is told within seconds, not after sqlx's 30. Far above the waits of the bot benchmark's
/// saturated phase on PostgreSQL (every press answered within 2.4 s).
const POSTGRES_ACQUIRE: Duration = Duration::from_secs(5);

/// A pool of connections to the SQLite database of `options` (`url` as given, checked), each
/// connection set up with the busy timeout and then `pragmas`.
async fn sqlite_pool(
    url: &str,
    options: SqliteConnectOptions,
    connections: u32,
    pragmas: &'static str,
) -> Result<AnyPool, StoreError> {
    // The `Any` driver opens SQLite from a URL: the checked options' own URL (which says whether
    // the file may be created, or is only read), except for an in-memory database, named as given.
    let url = if url.contains(":memory:") {
        url.to_string()
    } else {
        sqlx::ConnectOptions::to_url_lossy(&options).to_string()
    };
    let setup = format!(
        "PRAGMA busy_timeout = {}; {pragmas}",
        BUSY_TIMEOUT.as_millis()
    );
    Ok(AnyPoolOptions::new()
        .max_connections(connections)
        .after_connect(move |conn, _| {
            let setup = setup.clone();
            Box::pin(async move {
                conn.execute(sqlx::AssertSqlSafe(setup)).await?;
                Ok(())
            })
        })
        // A connection released with its transaction still counted open (dropped unfinished, or
        // whose COMMIT failed) has its rollback flushed; if sqlx still counts one open, it is
        // closed rather than kept. SQLite rolls a transaction back by itself when its COMMIT
        // fails on a full disk or an I/O error, sqlx's own ROLLBACK then fails, and the
        // connection would refuse every later transaction ("begin_with at non-zero transaction
        // depth"): found by the full-disk test.
        .after_release(|conn, _| {
            Box::pin(async move {
                if conn.is_in_transaction() {
                    conn.ping().await?;
                    return Ok(!conn.is_in_transaction());
                }
                Ok(true)
            })
        })
        .connect_with(AnyConnectOptions::from_str(&url)?)
        .await?)
}

/// What can go wrong in storage.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StoreError {
    /// The database itself failed (I/O, SQL, locking).
    #[error("database error: {0}")]
    Database(String),
    /// The database cannot serve now: the connection was refused, dropped or timed out, the
    /// server is starting up or shutting down, or its disk is full, read-only or failing (what
    /// may pass by itself or by the admin's hand, unlike an error; see [`health`]).
    #[error("{0}")]
    Unavailable(String),
    /// The database went away while a move was being committed, and could not be asked after
    /// whether it was stored: it may have been (see [`health`]).
    #[error("whether the move was stored is not known: {0}")]
    InDoubt(String),
    /// The schema migrations could not be applied.
    #[error("database migration failed: {0}")]
    Migration(String),
    /// No game with that id.
    #[error("there is no game #{game}")]
    NoSuchGame {
        /// The id.
        game: GameId,
    },
    /// Another writer appended first: the caller's view of the game is stale.
    #[error("game #{game} has moved on: expected command {expected}, the log is at {actual}")]
    StaleSeq {
        /// The game.
        game: GameId,
        /// The seq the caller expected to write.
        expected: u64,
        /// The seq the log is at.
        actual: u64,
    },
    /// The game does not accept commands in its status.
    #[error("game #{game} is {status}: it takes no commands")]
    NotActive {
        /// The game.
        game: GameId,
        /// Its status.
        status: GameStatus,
    },
    /// A stored row cannot be read (a payload or config that does not parse, a gap in the log).
    #[error("game #{game} is corrupt at command {seq}: {reason}")]
    Corrupt {
        /// The game.
        game: GameId,
        /// The first bad command (or 0 for the config).
        seq: u64,
        /// What is wrong.
        reason: String,
    },
    /// A stored command no longer replays (a rules bug, or a changed rule).
    #[error("game #{game} does not replay: command {seq} is refused: {error}")]
    Replay {
        /// The game.
        game: GameId,
        /// The first command that fails.
        seq: u64,
        /// The refusal.
        error: AnyRuleError,
    },
    /// The game was made by a version of the rules this build does not replay.
    #[error("game #{game} cannot be loaded: {error}")]
    RulesVersion {
        /// The game.
        game: GameId,
        /// The stored version and the supported ones.
        error: VersionError,
    },
    /// The user already has a seat in this game.
    #[error("you have already joined game #{game}")]
    AlreadyJoined {
        /// The game.
        game: GameId,
    },
    /// Every seat is taken.
    #[error("game #{game} is full: all {players} seats are taken")]
    GameFull {
        /// The game.
        game: GameId,
        /// Seats.
        players: u8,
    },
}

impl From<sqlx::Error> for StoreError {
    fn from(e: sqlx::Error) -> StoreError {
        match fault(&e) {
            Some(kind) => StoreError::Unavailable(match kind {
                health::FaultKind::Full => format!("{}: {e}", health::FULL),
                health::FaultKind::ReadOnly => format!("{}: {e}", health::READ_ONLY),
                health::FaultKind::Io => format!("{}: {e}", health::IO),
                health::FaultKind::Unreachable => format!("{}: {e}", health::UNREACHABLE),
            }),
            None => StoreError::Database(e.to_string()),
        }
    }
}

/// Whether a database error says the database cannot serve now rather than that something is
/// wrong with the request or the data, and which way: no connection (refused, dropped, timed
/// out, the pool waiting in vain), or PostgreSQL's classes 08 (connection exception) and 57P
/// (operator intervention: a server shutting down or starting up); a full disk (SQLite's
/// `SQLITE_FULL`, PostgreSQL's class 53, insufficient resources); a read-only file
/// (`SQLITE_READONLY`); a failing disk (`SQLITE_IOERR`, `SQLITE_CANTOPEN`). Each may pass by
/// itself, or by the admin's hand, with nothing to change in the bot.
fn fault(e: &sqlx::Error) -> Option<health::FaultKind> {
    use health::FaultKind;
    match e {
        sqlx::Error::Io(_) | sqlx::Error::PoolTimedOut | sqlx::Error::PoolClosed => {
            Some(FaultKind::Unreachable)
        }
        sqlx::Error::Database(db) => {
            let code = db.code()?;
            if code.starts_with("08") || code.starts_with("57P") {
                return Some(FaultKind::Unreachable);
            }
            if code.starts_with("53") {
                // 53100 is a disk full; the others (memory, connections) pass like an outage.
                return Some(if code == "53100" {
                    FaultKind::Full
                } else {
                    FaultKind::Unreachable
                });
            }
            // SQLite's extended result code: its primary code is the low byte.
            match code.parse::<i32>().ok()? & 0xff {
                13 => Some(FaultKind::Full),
                8 => Some(FaultKind::ReadOnly),
                10 | 14 => Some(FaultKind::Io),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The database: a pool of connections to a SQLite file or a PostgreSQL server.
#[derive(Debug, Clone)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    /// Statements and transactions sent so far (see [`Store::calls`]).
    calls: Arc<AtomicU64>,
    /// The fault under way, if any (see [`health`]).
    health: Arc<health::Health>,
}

/// Checks a `DATABASE_URL` before anything opens it: the SQLite file it names (`None` for an
/// in-memory database or a PostgreSQL server), or why it names neither, in a sentence that says
/// what to write instead.
pub fn check_url(url: &str) -> Result<Option<std::path::PathBuf>, String> {
    let example = "sqlite://data/bloodrage.db";
    match Backend::of_url(url) {
        Some(Backend::Postgres) => {
            return AnyConnectOptions::from_str(url).map(|_| None).map_err(|e| {
                format!(
                    "DATABASE_URL {:?} cannot be read ({e}): write it like postgres://user:password@host:5432/database",
                    redacted(url)
                )
            });
        }
        Some(Backend::Sqlite) => {}
        None => {
            return Err(format!(
                "DATABASE_URL must name a SQLite database file, like {example}, or a PostgreSQL database, like postgres://user:password@host/database (got {:?})",
                redacted(url)
            ));
        }
    }
    let options = SqliteConnectOptions::from_str(url).map_err(|e| {
        format!("DATABASE_URL {url:?} cannot be read ({e}): write it like {example}")
    })?;
    if url.contains(":memory:") {
        return Ok(None);
    }
    let file = options.get_filename();
    if file.as_os_str().is_empty() {
        return Err(format!(
            "DATABASE_URL {url:?} names no file: write it like {example}"
        ));
    }
    Ok(Some(file.to_path_buf()))
}

/// Sets one of a game's settings (game, key, value).
const SET_GAME_SETTING: &str = "INSERT INTO game_settings (game_id, key, value) VALUES ($1, $2, $3) \
                                ON CONFLICT (game_id, key) DO UPDATE SET value = excluded.value";
/// Clears one of a game's settings (game, key).
const CLEAR_GAME_SETTING: &str = "DELETE FROM game_settings WHERE game_id = $1 AND key = $2";

impl Store {
    /// Opens the database at `url` and applies its migrations: a SQLite file (`sqlite://path`,
    /// created with its directory if missing; `sqlite::memory:`) with WAL, `synchronous = NORMAL`
    /// and foreign keys, or a PostgreSQL database (`postgres://user:password@host/database`,
    /// which must exist).
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        sqlx::any::install_default_drivers();
        let backend = Backend::of_url(url).unwrap_or(Backend::Sqlite);
        let pool = match backend {
            Backend::Sqlite => {
                let options = SqliteConnectOptions::from_str(url)?.create_if_missing(true);
                if let Some(dir) = options.get_filename().parent()
                    && !dir.as_os_str().is_empty()
                    && !dir.exists()
                {
                    std::fs::create_dir_all(dir).map_err(|e| {
                        StoreError::Database(format!("cannot create {}: {e}", dir.display()))
                    })?;
                }
                let memory = url.contains(":memory:");
                sqlite_pool(
                    url,
                    options,
                    // An in-memory database lives in one connection.
                    if memory { 1 } else { 4 },
                    "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; \
                     PRAGMA foreign_keys = ON;",
                )
                .await?
            }
            Backend::Postgres => {
                let options = AnyConnectOptions::from_str(url)?;
                // One connection first, without the pool's retries: a server that is down says
                // so at once (connection refused) instead of after the pool's wait.
                let first =
                    <sqlx::AnyConnection as sqlx::Connection>::connect_with(&options).await?;
                let _ = sqlx::Connection::close(first).await;
                AnyPoolOptions::new()
                    .max_connections(POSTGRES_CONNECTIONS)
                    .acquire_timeout(POSTGRES_ACQUIRE)
                    .connect_with(options)
                    .await?
            }
        };
        migrations::migrator(backend)
            .run(&pool)
            .await
            .map_err(|e| StoreError::Migration(e.to_string()))?;
        Ok(Store {
            pool,
            backend,
            calls: Arc::default(),
            health: Arc::default(),
        })
    }

    /// Opens an existing SQLite file as it is, read-only, without migrating it: for a backup
    /// taken beside a running bot, which may be of another version.
    pub async fn open_as_is(url: &str) -> Result<Store, StoreError> {
        sqlx::any::install_default_drivers();
        if Backend::of_url(url) == Some(Backend::Postgres) {
            return Err(StoreError::Database(
                "only a SQLite file is opened as it is".into(),
            ));
        }
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(false)
            .read_only(true);
        let pool = sqlite_pool(url, options, 1, "").await?;
        Ok(Store {
            pool,
            backend: Backend::Sqlite,
            calls: Arc::default(),
            health: Arc::default(),
        })
    }

    /// The database this store runs on.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// The database's own check of what it stores: "ok", or what is wrong. SQLite checks the
    /// whole file; PostgreSQL checks its own pages as it reads them, so this only asks whether
    /// it answers.
    pub async fn integrity(&self) -> Result<String, StoreError> {
        if self.backend == Backend::Postgres {
            sqlx::query("SELECT 1").execute(self.db()).await?;
            return Ok("ok".into());
        }
        let rows: Vec<String> = sqlx::query_scalar("PRAGMA integrity_check")
            .fetch_all(self.db())
            .await?;
        Ok(rows.join("; "))
    }

    /// Opens the database file at `path`.
    pub async fn open_path(path: &Path) -> Result<Store, StoreError> {
        Store::open(&format!("sqlite://{}", path.display())).await
    }

    /// The connection pool, for queries this module does not wrap.
    pub fn pool(&self) -> &AnyPool {
        &self.pool
    }

    /// The pool for one call to the database (a statement, or a transaction), counted.
    fn db(&self) -> &AnyPool {
        self.calls.fetch_add(1, Ordering::Relaxed);
        &self.pool
    }

    /// Begins a transaction that writes, counted as one call: see [`Backend::begin_write`]. With
    /// `game`, the game's row is locked for the transaction ([`Backend::lock_game`]).
    async fn write(
        &self,
        game: Option<GameId>,
    ) -> Result<sqlx::Transaction<'static, sqlx::Any>, StoreError> {
        let mut tx = self
            .db()
            .begin_with(self.backend.begin_write())
            .await
            .map_err(|e| self.failed(e))?;
        if let Some(game) = game {
            self.backend.lock_game(&mut tx, game).await?;
        }
        Ok(tx)
    }

    /// Commits a transaction that writes: a fault under way is over once it does (see
    /// [`health`]), and one begins if it cannot.
    async fn commit(&self, tx: sqlx::Transaction<'static, sqlx::Any>) -> Result<(), StoreError> {
        tx.commit().await.map_err(|e| self.failed(e))?;
        self.health.wrote();
        Ok(())
    }

    /// `e`, noted in the store's health if it is a fault of the database.
    fn failed(&self, e: sqlx::Error) -> StoreError {
        let e = StoreError::from(e);
        self.health.noted(&e);
        e
    }

    /// The fault under way, as this process last found it (see [`health`]).
    pub fn health(&self) -> &health::Health {
        &self.health
    }

    /// How many calls (statements, or transactions of several) this store and its clones have
    /// sent to the database: what a button press costs in round trips, measured by the tests.
    pub fn calls(&self) -> u64 {
        self.calls.load(Ordering::Relaxed)
    }

    /// Whether the database takes writes now: a write transaction begun and rolled back (it
    /// writes nothing, but fails on a server out of reach or read-only, or a locked-out file).
    /// While a fault is under way (see [`health`]), a write is made and committed instead, which
    /// fails on a full disk or a read-only file too, and ends the fault if it succeeds: on
    /// SQLite, the file's `user_version` written with the value it has (the bot never uses it).
    pub async fn writable(&self) -> Result<(), StoreError> {
        let checked = self.check_writable().await;
        if let Err(e) = &checked {
            self.health.noted(e);
        }
        checked
    }

    async fn check_writable(&self) -> Result<(), StoreError> {
        if self.health.fault().is_some() {
            let mut tx = self.write(None).await?;
            if self.backend == Backend::Sqlite {
                let version: i64 = sqlx::query_scalar("PRAGMA user_version")
                    .fetch_one(&mut *tx)
                    .await?;
                sqlx::query(sqlx::AssertSqlSafe(format!(
                    "PRAGMA user_version = {version}"
                )))
                .execute(&mut *tx)
                .await?;
            }
            return self.commit(tx).await;
        }
        let mut conn = self.db().acquire().await?;
        let begin = match self.backend {
            Backend::Sqlite => self.backend.begin_write(),
            // Refused by a server that is read-only (a standby, or `default_transaction_read_only`).
            Backend::Postgres => "BEGIN READ WRITE",
        };
        sqlx::query(begin).execute(&mut *conn).await?;
        sqlx::query("ROLLBACK").execute(&mut *conn).await?;
        Ok(())
    }
}

impl Games<'_> {
    /// How many games there are by rule set and status (for the metrics).
    pub async fn game_counts(&self) -> Result<Vec<(String, String, i64)>, StoreError> {
        Ok(sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "SELECT {} AS rules, status, COUNT(*) FROM games GROUP BY rules, status",
            self.backend.config_rules()
        )))
        .fetch_all(self.db())
        .await?)
    }
}

impl Clocks<'_> {
    /// Since when (Unix seconds) each decision of a player in a game in play has been awaited
    /// (computer clans' decisions left out; for the metrics).
    pub async fn players_awaited_since(&self) -> Result<Vec<i64>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT a.since FROM awaited a JOIN games g ON g.id = a.game_id \
             WHERE g.status = 'active' AND NOT EXISTS \
             (SELECT 1 FROM computer_seats c WHERE c.game_id = a.game_id AND c.seat = a.seat)",
        )
        .fetch_all(self.db())
        .await?)
    }
}

impl Store {
    /// Writes a consistent copy of the whole database to `to` (a new file) while the bot goes
    /// on using it: SQLite's `VACUUM INTO`, which reads one snapshot of the database in a single
    /// transaction (a plain file copy of a live database in WAL mode can be torn).
    pub async fn backup(&self, to: &Path) -> Result<(), StoreError> {
        if self.backend == Backend::Postgres {
            return Err(StoreError::Database(
                "a PostgreSQL database is backed up with its own tools (pg_dump)".into(),
            ));
        }
        if to.exists() {
            return Err(StoreError::Database(format!(
                "{} exists already: a backup never overwrites a file",
                to.display()
            )));
        }
        if let Some(dir) = to.parent()
            && !dir.as_os_str().is_empty()
        {
            std::fs::create_dir_all(dir).map_err(|e| {
                StoreError::Database(format!("cannot create {}: {e}", dir.display()))
            })?;
        }
        let target = to
            .to_str()
            .ok_or_else(|| StoreError::Database(format!("{} is not valid UTF-8", to.display())))?;
        sqlx::query("VACUUM INTO $1")
            .bind(target)
            .execute(self.db())
            .await?;
        // An answer owed by a running process is owed through a token of its own that Discord
        // forgets within 15 minutes: a bot restored from the copy owes none of them (the move is
        // in the copy, and its thread is told as ever).
        let mut copy =
            sqlx::sqlite::SqliteConnection::connect_with(&SqliteConnectOptions::new().filename(to))
                .await?;
        sqlx::query("DELETE FROM replies")
            .execute(&mut copy)
            .await?;
        copy.close().await?;
        Ok(())
    }

    /// Closes every connection (checkpointing the WAL).
    pub async fn close(&self) {
        self.pool.close().await;
    }
}
