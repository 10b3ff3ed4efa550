//! What this process owes players on behalf of a process that stopped: the moves it stored but
//! had not told, and the answers it owed the players whose moves it stored (their next choice,
//! or "Done", in place of the press or command that made the move).
//!
//! - **Owed answers.** A move a player makes through a front end is stored with the answer owed
//!   to them ([`Reply`]: the front end's handle on their request), and the front end says
//!   [`Telling::replied`] once it has answered. One left behind by a process that stopped is
//!   claimed by the process that finds it ([`Telling::claim_reply`], so it is answered once) and
//!   answered its own way.
//! - **Who is alive.** On PostgreSQL each process holds, for its whole life, a lock the server
//!   lets go the moment the process's connection drops ([`crate::store::Processes::hold_life`]):
//!   a lease, or an owed answer, of a process that is not alive is free at once. Every second the
//!   process hearing the others looks for games such a process owed something
//!   ([`Telling::orphaned_games`]) and tells the front ends [`Notice::Untold`]. On SQLite (one
//!   process per file) what a process left is found when it starts again.
//! - **Why a game's thread is caught up.** A front end says which of its announcements it could
//!   not make ([`Telling::note_untold`]), so that a catch-up says the right thing: a hiccup of
//!   its own, or moves another process stored and never told.
//!
//! [`Notice::Untold`]: super::Notice::Untold
//!
//! Rooms: [`Processes`], [`Telling`] (see [`super::rooms`]).

use super::{Processes, Telling};
use crate::store::{Backend, GameId, Reply, StoreError};

/// How long a front end's handle on a request stays good (Discord's interaction tokens: 15
/// minutes), less a margin: an older owed answer is given another way.
pub const REPLY_SECONDS: i64 = 14 * 60;

/// How long after a move an answer this process owes for it and never gave (the front end
/// failed) is given again, by a catch-up round (seconds).
pub const RETRY_REPLY_AFTER: i64 = 60;

/// What a front end gives with a player's move so that the answer it owes them can be given by
/// another process if this one stops first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplyHandle {
    /// The front end's handle on the request (a Discord interaction's token).
    pub handle: String,
    /// The player's language (a code).
    pub lang: String,
}

impl Processes<'_> {
    /// Holds the lock saying this process is alive (PostgreSQL), from the first time it is
    /// needed: before this process claims a lease or owes an answer, so that neither is taken
    /// for a stopped process's. Nothing on SQLite, nor once held (see [`Processes::check_life`]).
    pub async fn stay_alive(&self) -> Result<(), StoreError> {
        if self.store.backend() != Backend::Postgres {
            return Ok(());
        }
        let mut life = self.life.lock().await;
        if life.is_none() {
            *life = self.store.processes().hold_life(&self.holder).await?;
        }
        Ok(())
    }

    /// Checks that the lock saying this process is alive is still held, and holds it again if
    /// its connection was lost (the database restarted): the process hearing the others does it
    /// now and then.
    pub async fn check_life(&self) -> Result<(), StoreError> {
        if self.store.backend() != Backend::Postgres {
            return Ok(());
        }
        let mut life = self.life.lock().await;
        if let Some(connection) = life.as_mut() {
            use sqlx::Connection as _;
            if connection.ping().await.is_ok() {
                return Ok(());
            }
            tracing::warn!("the connection holding this process's life was lost: holding it again");
        }
        *life = self.store.processes().hold_life(&self.holder).await?;
        Ok(())
    }

    /// Test hook: this process looks stopped to the others (the connection holding its life is
    /// closed, as a killed process's is, and the server has noticed), its leases and owed
    /// answers left as they are.
    #[cfg(feature = "testkit")]
    pub async fn lose_life(&self) {
        if let Some(life) = self.life.lock().await.take() {
            crate::store::testing::kill_connection(&self.store, life).await;
        }
    }
}

impl Telling<'_> {
    /// The answer owed to the player who makes a move through a front end with `handle`, to be
    /// stored with it (the log's length will be `seq`).
    pub(super) fn reply(self, game: GameId, user: u64, seq: u64, handle: &ReplyHandle) -> Reply {
        Reply {
            game,
            user,
            seq,
            handle: handle.handle.clone(),
            lang: handle.lang.clone(),
            holder: self.holder.clone(),
            created_at: self.now(),
        }
    }

    /// A front end answered `user` for their move of `game` that ended at `seq`: nobody owes it
    /// any more.
    pub async fn replied(&self, game: GameId, user: u64, seq: u64) -> Result<(), StoreError> {
        self.store.processes().replied(game, user, seq).await
    }

    /// The answers owed by processes that stopped (on SQLite: every one left by an earlier
    /// run), and this process's own it failed to give a minute ago or more, oldest first.
    /// Claim one ([`Telling::claim_reply`]) before giving it.
    pub async fn orphaned_replies(&self) -> Result<Vec<Reply>, StoreError> {
        self.processes().stay_alive().await?;
        let stale = self.now() - RETRY_REPLY_AFTER;
        self.store
            .processes()
            .replies_orphaned(&self.holder, stale)
            .await
    }

    /// Makes `reply` (an orphaned one) this process's to give; `false` when another process
    /// claimed it first or it was given meanwhile.
    pub async fn claim_reply(&self, reply: &Reply) -> Result<bool, StoreError> {
        self.processes().stay_alive().await?;
        self.store
            .processes()
            .claim_reply(reply, &self.holder)
            .await
    }

    /// The games a process that stopped owed something (its moves told, an answer to a player):
    /// PostgreSQL only, where several processes share the database.
    pub async fn orphaned_games(&self) -> Result<Vec<GameId>, StoreError> {
        self.processes().stay_alive().await?;
        self.store.processes().games_orphaned(&self.holder).await
    }

    /// One round of telling what is owed (each round of the session's life, [`Session::live`](super::Session::live)):
    /// tells the front ends [`Notice::Untold`] of each game behind on its moves (in the process
    /// doing the rounds, [`Games::behind`](super::Games::behind)) or owing a player an answer this process may give
    /// (its own, unanswered for a minute, or a stopped process's), unless a move of this
    /// process's is under way in it (that move's own announcement tells it).
    ///
    /// [`Notice::Untold`]: super::Notice::Untold
    pub async fn tell_untold(&self) -> Result<(), StoreError> {
        let mut games = self.games().behind().await?;
        games.extend(self.orphaned_replies().await?.iter().map(|r| r.game));
        games.sort_unstable();
        games.dedup();
        for game in games {
            if !self.is_moving(game) {
                self.tell(&super::Notice::Untold { game }).await;
            }
        }
        Ok(())
    }

    /// A front end could not tell `game`'s latest moves (its front end refused them): the
    /// catch-up that tells them says it was a hiccup.
    pub fn note_untold(&self, game: GameId) {
        self.untold
            .lock()
            .expect("the untold games are never poisoned")
            .insert(game);
    }

    /// Whether this process failed to tell `game`'s latest moves itself (see
    /// [`Telling::note_untold`]); forgotten once they are told.
    pub fn untold_here(&self, game: GameId) -> bool {
        self.untold
            .lock()
            .expect("the untold games are never poisoned")
            .contains(&game)
    }

    /// `game`'s moves were told: forget that this process failed to.
    pub(super) fn forget_untold(self, game: GameId) {
        self.untold
            .lock()
            .expect("the untold games are never poisoned")
            .remove(&game);
    }
}
