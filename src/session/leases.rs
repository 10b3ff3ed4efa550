//! Several bot processes on one PostgreSQL database: what only one process at a time may do is
//! claimed through a lease in the database, so it happens once whichever process runs.
//!
//! - **The rounds** (taking deadlines, telling reminders, waking computer clans and standing
//!   orders, catching up on untold moves) run in the process holding the `duties` lease,
//!   renewed each round; when that process stops, its lease lapses after [`DUTY_LEASE`] seconds
//!   and the next process to try takes the rounds over. A deadline is taken once, and a reminder
//!   told once, however many processes run.
//! - **Telling one game's moves** is claimed per game (`announce.<game>`, for
//!   [`ANNOUNCE_LEASE`] seconds): a process that finds another telling the game tells nothing
//!   (what is left is told by the other, or by the rounds once its lease lapses), so no move is
//!   told twice.
//!
//! A lease of a process that is not alive (it holds a lock of its life for as long as it runs,
//! see [`super::takeover`]) is free at once, without waiting for it to lapse.
//!
//! Moves need no lease: the log's seq-checked append refuses the second of two writers, so a
//! computer clan's move computed in two processes is stored once. On SQLite (one process per
//! file) nothing is claimed: the process's own locks suffice, and nothing is written.
//!
//! Rooms: [`Processes`], and the session core (see [`super::rooms`]).

use super::Processes;
use super::Session;
use crate::store::{Backend, GameId, StoreError};
use tokio::sync::OwnedMutexGuard;

/// How long the rounds stay with a process that stopped renewing its claim (seconds), by
/// default: three of the default rounds (`ROUNDS_EVERY`, 30 s), so a live process never loses
/// them between two. A process doing its rounds more often says so ([`Session::with_rounds`]).
pub const DUTY_LEASE: i64 = 90;

/// How long another process waits before telling a game's moves when the process telling them
/// stopped (seconds). A process telling them renews it every third of that while it tells.
pub const ANNOUNCE_LEASE: i64 = 10;

/// The right to tell one game's moves, held until dropped (see [`Processes::announcing`]).
#[derive(Debug)]
pub struct Announcing {
    /// This process's lock of the game's announcements, let go only once the lease is given up
    /// (else this process could claim the game again and have that claim given up).
    local: Option<OwnedMutexGuard<()>>,
    /// The lease to give up when done (PostgreSQL), with the store to give it up in.
    lease: Option<(crate::store::Store, String, String)>,
    /// The task renewing the lease while the moves are told.
    renewing: Option<tokio::task::JoinHandle<()>>,
}

impl Drop for Announcing {
    fn drop(&mut self) {
        if let Some(renewing) = self.renewing.take() {
            renewing.abort();
        }
        let local = self.local.take();
        if let Some((store, name, holder)) = self.lease.take()
            && let Ok(runtime) = tokio::runtime::Handle::try_current()
        {
            // Given up at once; were it lost (the process stopping), it lapses by itself.
            runtime.spawn(async move {
                if let Err(e) = store.processes().release_lease(&name, &holder).await {
                    tracing::debug!("giving up {name} failed (it lapses by itself): {e}");
                }
                drop(local);
            });
        }
    }
}

impl Processes<'_> {
    /// Whether this process does the rounds now: always on SQLite; on PostgreSQL, if it holds
    /// the `duties` lease or could claim it (renewed by a call a third of the lease after the last).
    pub async fn on_duty(&self) -> Result<bool, StoreError> {
        if self.store.backend() == Backend::Sqlite {
            return Ok(true);
        }
        // A claim made less than a third of the lease ago still holds: one claim serves a
        // round's several duties.
        let asked = std::time::Instant::now();
        let fresh = |f: &Option<std::time::Instant>| f.is_some_and(|until| asked < until);
        if fresh(&self.duty_fresh.lock().expect("the rounds' claim")) {
            return Ok(true);
        }
        self.stay_alive().await?;
        let claimed = self
            .store
            .processes()
            .claim_lease("duties", &self.holder, self.duty_lease)
            .await?;
        *self.duty_fresh.lock().expect("the rounds' claim") = claimed.then(|| {
            asked + std::time::Duration::from_secs((self.duty_lease / 3).max(1).unsigned_abs())
        });
        Ok(claimed)
    }

    /// The right to tell `game`'s moves: one announcement of the game at a time in this process
    /// (they are told in order), and on PostgreSQL in every process, the game's row (its
    /// announced cursor) read afresh once claimed. `None` when another process is telling them.
    pub async fn announcing(&self, game: GameId) -> Result<Option<Announcing>, StoreError> {
        let local = self.announcing.lock(game).await;
        if self.store.backend() == Backend::Sqlite {
            return Ok(Some(Announcing {
                local: Some(local),
                lease: None,
                renewing: None,
            }));
        }
        // A lease is claimed only by a process the others know to be alive.
        self.stay_alive().await?;
        let name = format!("announce.{game}");
        let claimed = self
            .store
            .processes()
            .claim_lease(&name, &self.holder, ANNOUNCE_LEASE)
            .await?;
        if !claimed {
            return Ok(None);
        }
        // Another process may have told moves since this one last read the row, or told the
        // thread and stopped before the private decisions: the cursor and what it noted in the
        // game's settings are read afresh, so that nothing it told is told again.
        self.games().fresh_record(game).await?;
        self.games().fresh_settings(game).await?;
        // Renewed while the moves are told (Discord may be slow), so that it lapses soon after
        // a process stops, never while it works.
        let store = self.store.clone();
        let (lease, holder) = (name.clone(), self.holder.clone());
        let renewing = tokio::spawn(async move {
            let every = std::time::Duration::from_millis(ANNOUNCE_LEASE.unsigned_abs() * 1000 / 3);
            loop {
                tokio::time::sleep(every).await;
                if let Err(e) = store
                    .processes()
                    .claim_lease(&lease, &holder, ANNOUNCE_LEASE)
                    .await
                {
                    tracing::debug!("renewing {lease} failed: {e}");
                }
            }
        });
        Ok(Some(Announcing {
            local: Some(local),
            lease: Some((self.store.clone(), name, self.holder.clone())),
            renewing: Some(renewing),
        }))
    }
}

impl Session {
    /// Says how often this process does its rounds (`ROUNDS_EVERY`): the rounds' claim lasts
    /// three of them, so that another process takes them over soon after this one stops.
    #[must_use]
    pub fn with_rounds(mut self, every: std::time::Duration) -> Session {
        self.duty_lease = (3 * every.as_secs()).max(3) as i64;
        self
    }
}

impl Processes<'_> {
    /// The database the session runs on.
    pub fn backend(&self) -> Backend {
        self.store.backend()
    }

    /// This process's name in the leases it holds.
    pub fn holder(&self) -> &str {
        &self.holder
    }
}
