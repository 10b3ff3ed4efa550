//! Hearing the other bot processes on the same database (PostgreSQL). What one of them changes
//! of a game (its row, who it waits on, its settings, who sits at it) or of a player (their
//! settings, their absences) reaches this process through the store's feed of changes within
//! [`HEAR_EVERY`]: what this process kept of it is forgotten, and read again when next needed,
//! and a change to a game is told to the front ends as [`Notice::Elsewhere`] (a web page showing
//! the game looks again). Moves never depend on it: every command is checked against the stored
//! row when it is appended, and a move stored by another process is found there. Every second it
//! also looks for what a process that stopped owed (see [`super::takeover`]). On SQLite (one
//! process) the feed is empty and nothing runs.
//!
//! Rooms: [`Processes`], and the session core (see [`super::rooms`]).

use super::Processes;
use super::Session;
use super::notices::Notice;
use crate::store::{Backend, Changed, StoreError};
use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;

/// How often a process reads the feed of changes.
pub const HEAR_EVERY: Duration = Duration::from_secs(1);

/// Changes this recent are read again whatever their number (see [`Processes::changes_since`]).
///
/// [`Processes::changes_since`]: crate::store::Processes::changes_since
const RECENT_SECONDS: i64 = 10;

/// Changes are kept this long in the feed, then pruned.
const KEEP_SECONDS: i64 = 600;

/// What a process has heard of the feed: the newest number read, and the changes of the recent
/// window already acted on (each is acted on once).
#[derive(Debug, Default)]
pub struct Hearing {
    after: i64,
    recent: HashSet<i64>,
}

impl Session {
    /// Starts hearing the other processes, on PostgreSQL; it ends with the session or its
    /// database. Each front end that needs it starts it (Discord once connected, the web
    /// companion when it starts serving); only the first call does anything.
    pub fn start_hearing(self: &Arc<Self>) {
        if self.processes().backend() != Backend::Postgres
            || self.hearing.swap(true, std::sync::atomic::Ordering::SeqCst)
        {
            return;
        }
        let session = Arc::downgrade(self);
        tokio::spawn(async move {
            let mut heard = Hearing::default();
            if let Some(s) = session.upgrade() {
                match s.store.processes().last_change().await {
                    Ok(newest) => heard.after = newest,
                    Err(e) => tracing::warn!("reading the feed of changes failed: {e}"),
                }
            }
            let mut rounds: u64 = 0;
            loop {
                tokio::time::sleep(HEAR_EVERY).await;
                let Some(s) = session.upgrade() else {
                    return;
                };
                if s.is_closed() {
                    return;
                }
                if let Err(e) = s.processes().hear(&mut heard).await
                    && !s.fault_noted(&e)
                {
                    tracing::warn!("hearing the other processes failed: {e}");
                }
                // What a process that stopped owed, at once (see `takeover.rs`).
                if let Err(e) = s.processes().orphans().await
                    && !s.fault_noted(&e)
                {
                    tracing::warn!("looking for what a stopped process owed failed: {e}");
                }
                if rounds.is_multiple_of(5)
                    && let Err(e) = s.processes().check_life().await
                    && !s.fault_noted(&e)
                {
                    tracing::warn!("holding this process's life failed: {e}");
                }
                rounds += 1;
                if rounds.is_multiple_of(60)
                    && let Err(e) = s.store.processes().prune_changes(KEEP_SECONDS).await
                    && !s.fault_noted(&e)
                {
                    tracing::warn!("pruning the feed of changes failed: {e}");
                }
            }
        });
    }
}

impl Processes<'_> {
    /// Reads the feed of changes once, forgets what the changes name, tells the front ends of
    /// each game changed ([`Notice::Elsewhere`]), and returns how many changes it acted on.
    pub async fn hear(&self, heard: &mut Hearing) -> Result<usize, StoreError> {
        let rows = self
            .store
            .processes()
            .changes_since(heard.after, RECENT_SECONDS)
            .await?;
        let mut acted = HashSet::new();
        let mut count = 0;
        for (number, changed) in &rows {
            if heard.recent.contains(number) {
                continue;
            }
            count += 1;
            if acted.insert(*changed) {
                self.forget_kept(*changed).await?;
            }
        }
        heard.after = rows.iter().map(|r| r.0).fold(heard.after, i64::max);
        heard.recent = rows.iter().map(|r| r.0).collect();
        let mut games: Vec<_> = acted
            .iter()
            .filter_map(|changed| match *changed {
                Changed::Game(game) | Changed::Settings(game) | Changed::Seating(game) => {
                    Some(game)
                }
                Changed::Player(_) | Changed::Absences(_) => None,
            })
            .collect();
        games.sort_unstable();
        games.dedup();
        for game in games {
            self.tell(&Notice::Elsewhere { game }).await;
        }
        Ok(count)
    }

    /// Tells the front ends of each game a process that stopped owed something
    /// ([`Notice::Untold`]), unless a move of this process's is under way in it.
    pub async fn orphans(&self) -> Result<(), StoreError> {
        for game in self.telling().orphaned_games().await? {
            if !self.is_moving(game) {
                self.tell(&Notice::Untold { game }).await;
            }
        }
        Ok(())
    }
}

impl Session {
    /// Forgets what this process kept of what `changed` names.
    async fn forget_kept(&self, changed: Changed) -> Result<(), StoreError> {
        let kept = &self.kept;
        let nothing = || async { Ok(()) };
        match changed {
            Changed::Game(game) => {
                kept.records.change(game, nothing(), None).await?;
                kept.awaited.change(game, nothing(), None).await
            }
            Changed::Settings(game) => kept.games.change(game, nothing(), None).await,
            Changed::Seating(game) => kept.seating.change(game, nothing(), None).await,
            Changed::Player(user) => kept.players.change(user, nothing(), None).await,
            Changed::Absences(user) => kept.absences.change(user, nothing(), None).await,
        }
    }
}
