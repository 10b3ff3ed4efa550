//! Whether the database is at fault now, as this process last found it: out of reach (a server
//! stopped, restarting or cut off), or refusing to write (a disk full, a file or mount read-only,
//! a disk's I/O error). A fault is an episode: its first failure is logged once, as an error
//! saying what is wrong; the failures after it are counted, not logged again; the first write
//! that commits ends it, with one line saying how long it lasted and how many requests it turned
//! away. `/healthz` says 503 with the reason meanwhile, and `/metrics` counts the episodes.
//!
//! Each store (and its clones) has its own: the tests run several bots in one process.

use super::StoreError;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// What kind of fault, for the metrics' label and the admin's words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FaultKind {
    /// The database cannot be reached: no connection, or a server shutting down or starting up.
    Unreachable,
    /// The disk (or a quota) is full: SQLite's `SQLITE_FULL`, PostgreSQL's class 53.
    Full,
    /// The file or its filesystem is read-only: SQLite's `SQLITE_READONLY`.
    ReadOnly,
    /// The disk failed to read or write: SQLite's `SQLITE_IOERR`, or the file cannot be opened.
    Io,
}

impl FaultKind {
    /// The kind a refusal of the database is of, from its message (see [`super::StoreError`]'s
    /// conversion, which words each kind so).
    pub fn of(error: &StoreError) -> Option<FaultKind> {
        let why = match error {
            StoreError::Unavailable(why) => why,
            StoreError::InDoubt(_) => return Some(FaultKind::Unreachable),
            _ => return None,
        };
        Some(if why.starts_with(FULL) {
            FaultKind::Full
        } else if why.starts_with(READ_ONLY) {
            FaultKind::ReadOnly
        } else if why.starts_with(IO) {
            FaultKind::Io
        } else {
            FaultKind::Unreachable
        })
    }

    /// Its label in the metrics.
    pub fn label(self) -> &'static str {
        match self {
            FaultKind::Unreachable => "unreachable",
            FaultKind::Full => "disk_full",
            FaultKind::ReadOnly => "read_only",
            FaultKind::Io => "io_error",
        }
    }

    /// What the admin should do about it.
    fn advice(self) -> &'static str {
        match self {
            FaultKind::Unreachable => {
                "check that the database server is running and reachable; the bot reconnects by itself"
            }
            FaultKind::Full => "free space on the database's disk; the bot goes on by itself",
            FaultKind::ReadOnly => {
                "make the database file and its directory writable (check the mount and the file's owner); the bot goes on by itself"
            }
            FaultKind::Io => {
                "check the disk (dmesg, SMART); once it is sound the bot goes on by itself, and `PRAGMA integrity_check` says whether the file is whole"
            }
        }
    }
}

/// How the conversion words a database out of reach.
pub(super) const UNREACHABLE: &str = "the database cannot be reached";
/// How the conversion words a disk that is full.
pub(super) const FULL: &str = "the disk is full";
/// How the conversion words a read-only file.
pub(super) const READ_ONLY: &str = "the database file is read-only";
/// How the conversion words a disk's I/O error.
pub(super) const IO: &str = "the disk failed";

/// A fault under way.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fault {
    /// Its kind.
    pub kind: FaultKind,
    /// The database's own words for its first failure.
    pub reason: String,
    /// How long ago it began.
    pub lasted: Duration,
    /// Failures seen since it began, the first included.
    pub failures: u64,
}

impl std::fmt::Display for Fault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} for {} s ({} failures): {}",
            self.kind.label().replace('_', " "),
            self.lasted.as_secs(),
            self.failures,
            self.reason
        )
    }
}

#[derive(Debug)]
struct Episode {
    kind: FaultKind,
    reason: String,
    since: Instant,
    failures: u64,
}

/// A store's health: the fault under way, if any.
#[derive(Debug, Default)]
pub struct Health {
    episode: Mutex<Option<Episode>>,
}

impl Health {
    /// Notes `error` if it is a fault of the database ([`StoreError::Unavailable`]): the first
    /// of an episode is logged as an error and counted in the metrics, the others only counted.
    /// Whether it was one: a caller logs any other error itself.
    pub fn noted(&self, error: &StoreError) -> bool {
        let Some(kind) = FaultKind::of(error) else {
            return false;
        };
        let reason = error.to_string();
        let mut episode = self
            .episode
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(e) = episode.as_mut() {
            e.failures += 1;
            tracing::debug!(
                failures = e.failures,
                "the database is still at fault: {reason}"
            );
        } else {
            tracing::error!(
                kind = kind.label(),
                "the database is at fault: {reason}. Players who act are told the games are unavailable for a moment and nothing is changed; {}. Logged once: the next line about it says when it is over",
                kind.advice()
            );
            crate::metrics::metrics()
                .database_faults
                .get_or_create(&crate::metrics::Fault { kind: kind.label() })
                .inc();
            *episode = Some(Episode {
                kind,
                reason,
                since: Instant::now(),
                failures: 1,
            });
        }
        true
    }

    /// A write committed: the fault under way, if any, is over (logged once).
    pub fn wrote(&self) {
        let mut episode = self
            .episode
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(e) = episode.take() {
            tracing::warn!(
                kind = e.kind.label(),
                "the database takes writes again after {} s; {} failures were seen meanwhile (the first: {})",
                e.since.elapsed().as_secs(),
                e.failures,
                e.reason
            );
        }
    }

    /// The fault under way, if any.
    pub fn fault(&self) -> Option<Fault> {
        let episode = self
            .episode
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        episode.as_ref().map(|e| Fault {
            kind: e.kind,
            reason: e.reason.clone(),
            lasted: e.since.elapsed(),
            failures: e.failures,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_episode_begins_at_its_first_fault_counts_the_others_and_ends_at_a_write() {
        let health = Health::default();
        assert!(!health.noted(&StoreError::Database("syntax error".into())));
        assert_eq!(health.fault(), None, "an error of the bot's is no fault");
        let full = StoreError::Unavailable(format!("{FULL}: (code: 13) database or disk is full"));
        assert!(health.noted(&full));
        assert!(health.noted(&StoreError::Unavailable(format!("{UNREACHABLE}: refused"))));
        let fault = health.fault().expect("a fault under way");
        assert_eq!(
            (fault.kind, fault.failures, fault.reason),
            (FaultKind::Full, 2, full.to_string()),
            "the first failure names the episode"
        );
        health.wrote();
        assert_eq!(health.fault(), None);
        health.wrote();
        assert!(health.noted(&StoreError::Unavailable(format!("{READ_ONLY}: x"))));
        assert_eq!(health.fault().map(|f| f.kind), Some(FaultKind::ReadOnly));
    }

    #[test]
    fn each_kind_is_read_back_from_the_words_of_the_conversion() {
        for (words, kind) in [
            (FULL, FaultKind::Full),
            (READ_ONLY, FaultKind::ReadOnly),
            (IO, FaultKind::Io),
            (UNREACHABLE, FaultKind::Unreachable),
        ] {
            let e = StoreError::Unavailable(format!("{words}: detail"));
            assert_eq!(FaultKind::of(&e), Some(kind), "{words}");
        }
    }
}
