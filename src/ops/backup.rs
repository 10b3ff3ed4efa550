//! Backups of the live database: a consistent copy taken while the bot runs (the store's
//! `VACUUM INTO`), on demand or every `BACKUP_EVERY` hours into `BACKUP_DIR`, keeping the newest
//! `BACKUP_KEEP`. A backup is a plain SQLite file: restoring is stopping the bot, putting the file
//! where `DATABASE_URL` points and starting it (the README's "Operating the bot").

use crate::session::Session;
use crate::store::{Store, StoreError};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

/// The schedule of automatic backups.
#[derive(Debug, Clone, PartialEq)]
pub struct Backups {
    /// Where they go.
    pub dir: PathBuf,
    /// How often.
    pub every: Duration,
    /// How many to keep (the newest).
    pub keep: usize,
}

/// The names of backup files: `bloodrage-<UTC time>.db`, which sort by age.
const PREFIX: &str = "bloodrage-";
const SUFFIX: &str = ".db";

/// Takes one backup into `dir` now, named by the time; returns its path.
pub async fn backup_now(store: &Store, dir: &Path) -> Result<PathBuf, StoreError> {
    let stamp = jiff::Timestamp::now()
        .strftime("%Y%m%dT%H%M%SZ")
        .to_string();
    let mut path = dir.join(format!("{PREFIX}{stamp}{SUFFIX}"));
    // Two backups in one second (a test, a manual one beside the schedule) get distinct names.
    let mut n = 1;
    while path.exists() {
        n += 1;
        path = dir.join(format!("{PREFIX}{stamp}-{n}{SUFFIX}"));
    }
    store.backup(&path).await?;
    Ok(path)
}

/// Removes all but the newest `keep` backups of `dir` (files named as [`backup_now`] names them).
pub fn prune(dir: &Path, keep: usize) -> std::io::Result<Vec<PathBuf>> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(PREFIX) && n.ends_with(SUFFIX))
        })
        .collect();
    files.sort();
    let old = files.len().saturating_sub(keep);
    let removed: Vec<PathBuf> = files.into_iter().take(old).collect();
    for file in &removed {
        std::fs::remove_file(file)?;
    }
    Ok(removed)
}

/// Takes a backup now and then every `backups.every`, pruning to `backups.keep`, until the
/// database closes. Failures are logged and the next one is tried on time.
pub async fn run_backups(session: Arc<Session>, backups: Backups) {
    let store = session.store();
    loop {
        if store.pool().is_closed() {
            break;
        }
        match backup_now(store, &backups.dir).await {
            Ok(path) => {
                tracing::info!("backup written to {}", path.display());
                if let Err(e) = prune(&backups.dir, backups.keep) {
                    tracing::warn!("removing old backups failed: {e}");
                }
            }
            Err(e) if store.pool().is_closed() => {
                tracing::debug!("no backup: the database is closed ({e})");
                break;
            }
            Err(e) => tracing::error!("the backup failed: {e}"),
        }
        tokio::time::sleep(backups.every).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pruning_keeps_the_newest_backups_and_nothing_else_is_touched() {
        let dir = std::env::temp_dir().join(format!("bloodrage-prune-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        for stamp in ["20261101T000000Z", "20261103T000000Z", "20261102T000000Z"] {
            std::fs::write(dir.join(format!("bloodrage-{stamp}.db")), "").unwrap();
        }
        std::fs::write(dir.join("notes.txt"), "").unwrap();
        let removed = prune(&dir, 2).unwrap();
        assert_eq!(removed, vec![dir.join("bloodrage-20261101T000000Z.db")]);
        assert!(dir.join("notes.txt").exists());
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 3);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
