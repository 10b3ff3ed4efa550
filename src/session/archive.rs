//! The finished games, kept in memory: what the ratings, the statistics and `/game history` are
//! computed from, with no replay. Each process reads them all once (a few queries), then only the
//! games that ended since (by any process: the ids of the finished games are read again on each
//! use, one query).
//!
//! Rooms: [`Results`] (see [`super::rooms`]).

use super::Results;
use super::{Holder, Seating};
use crate::engine::{ClanName, RuleSet, Seat};
use crate::store::{FinishedGame, GameId, StoreError};
use std::collections::HashSet;
use std::sync::Arc;

/// A finished game's result.
#[derive(Debug, Clone, PartialEq)]
pub struct Finished {
    /// The game.
    pub game: GameId,
    /// Its name.
    pub name: String,
    /// Its server (`None`: played outside one).
    pub guild: Option<u64>,
    /// Its thread.
    pub thread: Option<u64>,
    /// Its rule set.
    pub rules: RuleSet,
    /// When it was created, in Unix seconds.
    pub started: i64,
    /// When it ended, in Unix seconds.
    pub ended: i64,
    /// Every seat, in seat order.
    pub seats: Vec<SeatResult>,
    /// The name each seat's player joined under (empty for a computer clan), by seat.
    pub names: Vec<String>,
}

/// One seat of a finished game.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SeatResult {
    /// The seat (its turn order at the start of the game for Blood Rage).
    pub seat: Seat,
    /// Its clan.
    pub clan: ClanName,
    /// Who held it at the end.
    pub holder: Holder,
    /// For a seat the computer holds with no player: whether a player gave commands for it
    /// themselves (its player resigned). `false` for every other seat.
    pub played: bool,
    /// Its final score (Glory; Reprisal: victory points).
    pub score: u32,
    /// Its place (1 = won; tied seats share a place).
    pub rank: u8,
}

impl SeatResult {
    /// The player whose result this is: the player sitting in it at the end, or the player who
    /// handed it over (see the rulings in `ratings`).
    pub fn player(&self) -> Option<u64> {
        match self.holder {
            Holder::Player(user) | Holder::HandedOver { user, .. } => Some(user),
            Holder::Computer(_) | Holder::Empty => None,
        }
    }

    /// Whether a player resigned it (the computer finished it, not rated for it).
    pub fn resigned(&self) -> bool {
        matches!(self.holder, Holder::Computer(_)) && self.played
    }
}

impl Finished {
    /// The result of a finished game as read from the store (`None` without an outcome).
    pub fn of(game: &FinishedGame) -> Option<Finished> {
        let outcome = game.record.outcome.as_ref()?;
        let seating = Seating {
            seats: game.seats.clone(),
            names: Vec::new(),
            computers: game.computers.clone(),
        };
        let clans = game.record.config.clan_names();
        let seats = (0..outcome.ranks.len())
            .map(|i| {
                let seat = Seat(i as u8);
                SeatResult {
                    seat,
                    clan: clans.get(seat).copied().unwrap_or(ClanName::Wolf),
                    holder: seating.holder(seat),
                    played: game.played.contains(&seat),
                    score: outcome.glory.get(i).copied().unwrap_or(0),
                    rank: outcome.ranks[i],
                }
            })
            .collect();
        Some(Finished {
            game: game.record.id,
            name: game.record.name.clone(),
            guild: game.record.guild_id,
            thread: game.record.thread_id,
            rules: game.record.config.rules,
            started: game.created,
            ended: game.ended,
            names: (0..outcome.ranks.len())
                .map(|i| {
                    let seat = Seat(i as u8);
                    game.names
                        .iter()
                        .find(|(s, _)| *s == seat)
                        .map(|(_, n)| n.clone())
                        .unwrap_or_default()
                })
                .collect(),
            seats,
        })
    }

    /// Whole days from its creation to its end, counting a day begun: at least 1.
    pub fn days(&self) -> i64 {
        super::time::days_begun(self.ended - self.started)
    }

    /// The seat whose result counts for `user`, if any.
    pub fn seat_of(&self, user: u64) -> Option<&SeatResult> {
        self.seats.iter().find(|s| s.player() == Some(user))
    }
}

/// The finished games this process has read, in the order they ended.
#[derive(Debug, Default)]
pub struct Archive {
    games: Arc<Vec<Finished>>,
    known: HashSet<GameId>,
}

impl Archive {
    /// How many finished games are kept.
    pub(super) fn len(&self) -> usize {
        self.games.len()
    }
}

impl Results<'_> {
    /// Every finished game (not those abandoned), in the order they ended: read from the store
    /// once, then only those that ended since.
    pub async fn finished(&self) -> Result<Arc<Vec<Finished>>, StoreError> {
        let mut archive = self.archive.lock().await;
        // As many as known means none is new, without reading every finished game's id (what
        // made a history or the stats grow with the years).
        let Some(ids) = self.store.games().finished_ids(archive.known.len()).await? else {
            return Ok(Arc::clone(&archive.games));
        };
        let new: Vec<GameId> = ids
            .iter()
            .copied()
            .filter(|id| !archive.known.contains(id))
            .collect();
        if !new.is_empty() {
            let read = self.store.games().finished_games(Some(&new)).await?;
            let games = Arc::make_mut(&mut archive.games);
            games.extend(read.iter().filter_map(Finished::of));
            games.sort_by_key(|g| (g.ended, g.game));
            archive.known.extend(new);
        }
        Ok(Arc::clone(&archive.games))
    }

    /// A server's finished games, the latest to end first, at most `limit`.
    pub async fn history(&self, guild: u64, limit: usize) -> Result<Vec<Finished>, StoreError> {
        Ok(self
            .finished()
            .await?
            .iter()
            .rev()
            .filter(|g| g.guild == Some(guild))
            .take(limit)
            .cloned()
            .collect())
    }
}
