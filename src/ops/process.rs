//! The process around the front ends: why it stopped (its exit status, and the one-line errors
//! that carry one), the stop signals, and its start before any front end connects: the database
//! opened, the health and metrics listener, the front ends beside Discord (the web companion),
//! the scheduled backups.

use super::config::Config;
use crate::session::{OpenError, Session};
use anyhow::Result;
use std::sync::Arc;
use std::time::Duration;

/// Why the bot stopped, as the process's exit status (the README's "Operating the bot" lists
/// them): an admin's supervisor (Docker, systemd) can tell a configuration to fix from a crash.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exit {
    /// Stopped on request (SIGTERM, Ctrl-C), cleanly.
    Stopped = 0,
    /// An unexpected failure while running.
    Failed = 1,
    /// The configuration was refused: the token (missing, malformed, or rejected by Discord),
    /// `DATABASE_URL`, `METRICS_ADDR`, the backups or the Valhalla packs.
    Config = 2,
    /// The database cannot be opened or written (its directory, its file, its migrations).
    Database = 3,
    /// Stopped at once by a second signal, without waiting for the clean stop.
    Forced = 130,
}

/// An error that stops the bot with an exit status of its own, in one line.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct Fatal {
    /// The exit status.
    pub exit: Exit,
    /// What went wrong and what to do, in one line.
    pub message: String,
}

impl Fatal {
    /// A configuration error.
    pub fn config(message: impl Into<String>) -> anyhow::Error {
        Fatal {
            exit: Exit::Config,
            message: message.into(),
        }
        .into()
    }

    /// A database error.
    pub fn database(message: impl Into<String>) -> anyhow::Error {
        Fatal {
            exit: Exit::Database,
            message: message.into(),
        }
        .into()
    }
}

/// The exit status an error of `serve` stands for.
pub fn exit_of(error: &anyhow::Error) -> Exit {
    error
        .downcast_ref::<Fatal>()
        .map_or(Exit::Failed, |f| f.exit)
}

/// The stop signals (SIGTERM, SIGINT): the first asks for a clean stop, the second ends the
/// process at once.
pub struct Stop {
    asked: tokio::sync::watch::Receiver<bool>,
}

impl Stop {
    /// Listens for the signals from now on.
    pub fn listen() -> Stop {
        let (tx, asked) = tokio::sync::watch::channel(false);
        tokio::spawn(async move {
            shutdown_signal().await;
            tracing::info!("stopping (a second signal stops at once)");
            let _ = tx.send(true);
            shutdown_signal().await;
            eprintln!("stopped at once by a second signal");
            std::process::exit(Exit::Forced as i32);
        });
        Stop { asked }
    }

    /// Resolves once a stop was asked for (at once if it already was).
    pub async fn asked(&mut self) {
        if self.asked.wait_for(|asked| *asked).await.is_err() {
            std::future::pending::<()>().await;
        }
    }
}

/// Another front end started beside Discord on the same session, once the database is open and
/// before Discord connects (the web companion): its error stops the bot (a configuration error).
pub type Beside = Box<
    dyn FnOnce(
            Arc<Session>,
        ) -> std::pin::Pin<Box<dyn std::future::Future<Output = Result<()>> + Send>>
        + Send,
>;

/// Opens what every front end shares, before any connects: the database (a malformed URL, or a
/// directory that cannot be made or written, is one line saying so) with its rounds, the health
/// and metrics listener (`/healthz` says it is not ready until the gateway connects), the front
/// ends `beside`, and the scheduled backups.
pub async fn start(
    config: &Config,
    beside: Vec<Beside>,
) -> Result<(Arc<Session>, Arc<super::Health>)> {
    // The database is opened before anything connects: a malformed URL, or a directory that
    // cannot be made or written, is one line saying so; a server not up yet is waited for.
    let session = open_waiting(&config.database_url, config.database_wait)
        .await?
        .with_rounds(config.rounds_every);
    #[cfg(feature = "testkit")]
    let session = match std::env::var_os(crate::session::TEST_CLOCK_VARIABLE) {
        Some(path) => session.with_clock(crate::session::file_clock(path.into())),
        None => session,
    };
    let session = Arc::new(session);
    // Health and metrics from before the gateway connects (`/healthz` says it is not ready yet).
    let health = Arc::new(super::Health::default());
    if let Some(addr) = config.metrics_addr {
        let now = || jiff::Timestamp::now().as_second();
        super::listen(addr, session.clone(), health.clone(), now)
            .await
            .map_err(|e| {
                Fatal::config(format!("METRICS_ADDR={addr} cannot be listened on: {e}"))
            })?;
    }
    for start in beside {
        start(session.clone()).await?;
    }
    let backups = config.backups.clone().filter(|b| {
        let sqlite = session.processes().backend() == crate::session::Backend::Sqlite;
        if !sqlite {
            // The image sets BACKUP_DIR; on PostgreSQL it has nothing to copy.
            tracing::warn!(
                "BACKUP_DIR={} is ignored: the backups copy a SQLite file, and a PostgreSQL database is backed up with pg_dump",
                b.dir.display()
            );
        }
        sqlite
    });
    if let Some(backups) = backups {
        std::fs::create_dir_all(&backups.dir).map_err(|e| {
            Fatal::config(format!(
                "BACKUP_DIR={} cannot be created: {e}",
                backups.dir.display()
            ))
        })?;
        tracing::info!(
            "a backup now and every {:.1} h into {}, the newest {} kept",
            backups.every.as_secs_f64() / 3600.0,
            backups.dir.display(),
            backups.keep
        );
        tokio::spawn(super::run_backups(session.clone(), backups));
    }
    Ok((session, health))
}

/// Opens the database at `url`, waiting up to `wait` for a server that cannot be reached yet (a
/// PostgreSQL starting beside the bot, or restarting for an upgrade): tried again 1, 2, 4… and
/// then every 10 seconds, each wait logged with its reason, each try given at most 10 seconds.
/// A database still out of reach after `wait`, or refusing for another reason, is one line.
async fn open_waiting(url: &str, wait: Duration) -> Result<Session> {
    const TRY_FOR: Duration = Duration::from_secs(10);
    let started = tokio::time::Instant::now();
    let mut pause = Duration::from_secs(1);
    loop {
        let try_for = wait
            .saturating_sub(started.elapsed())
            .clamp(Duration::from_secs(1), TRY_FOR);
        let attempt = tokio::time::timeout(try_for, Session::open(url));
        let why = match attempt.await {
            Ok(Ok(session)) => {
                if started.elapsed() >= Duration::from_secs(1) {
                    tracing::info!(
                        "the database answers after {} s",
                        started.elapsed().as_secs()
                    );
                }
                return Ok(session);
            }
            Ok(Err(OpenError::Url(why))) => return Err(Fatal::config(why)),
            Ok(Err(OpenError::Database(why))) => return Err(Fatal::database(why)),
            Ok(Err(OpenError::Unavailable(why))) => why,
            Err(_) => format!(
                "the database {} did not answer within {} s",
                crate::store::redacted(url),
                try_for.as_secs()
            ),
        };
        let waited = started.elapsed();
        let left = wait.saturating_sub(waited);
        if left.is_zero() {
            return Err(Fatal::database(format!(
                "{why} (waited {} s for it; DATABASE_WAIT={} allows no longer)",
                waited.as_secs(),
                wait.as_secs()
            )));
        }
        let now = pause.min(left);
        tracing::warn!(
            "{why}: trying again in {:.0} s (for at most {} s in all, DATABASE_WAIT)",
            now.as_secs_f64().ceil(),
            wait.as_secs()
        );
        tokio::time::sleep(now).await;
        pause = (pause * 2).min(TRY_FOR);
    }
}

/// Waits for Ctrl-C, or SIGTERM on Unix.
async fn shutdown_signal() {
    #[cfg(unix)]
    {
        let mut term =
            tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()).ok();
        let terminated = async {
            match term.as_mut() {
                Some(t) => {
                    t.recv().await;
                }
                None => std::future::pending().await,
            }
        };
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            () = terminated => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}
