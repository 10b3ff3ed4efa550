//! The finished games, filed once each in the database (see `crate::store`'s results): what the
//! ratings, the statistics and `/game history` are read from, with no replay, and none of them
//! reading every finished game. A game that ends is queued by the database itself; the next
//! process to need the results files it ([`Results::file_finished`]): its result and seats, the
//! standings its rating moves, the counts of its server's balance.
//!
//! Rooms: [`Results`] (see [`super::rooms`]).

use super::Results;
use super::ratings::{RatedGame, Ratings};
use super::{Holder, Seating};
use crate::engine::{ClanName, RuleSet, Seat};
use crate::store::{
    FiledGame, FiledSeat, Filing, FinishedGame, GameId, StoreError, Table, TableStart,
};

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

    /// The result as filed.
    pub fn filed(&self) -> FiledGame {
        FiledGame {
            game: self.game,
            guild: self.guild,
            thread: self.thread,
            rules: self.rules,
            name: self.name.clone(),
            started: self.started,
            ended: self.ended,
            seats: self
                .seats
                .iter()
                .zip(&self.names)
                .map(|(s, name)| {
                    let (user, level) = match s.holder {
                        Holder::Player(user) => (Some(user), None),
                        Holder::HandedOver { user, level } => (Some(user), Some(level)),
                        Holder::Computer(level) => (None, Some(level)),
                        Holder::Empty => (None, None),
                    };
                    FiledSeat {
                        seat: s.seat,
                        clan: s.clan,
                        user,
                        level,
                        played: s.played,
                        score: s.score,
                        rank: s.rank,
                        name: name.clone(),
                    }
                })
                .collect(),
        }
    }

    /// A filed result.
    pub fn of_filed(filed: &FiledGame) -> Finished {
        Finished {
            game: filed.game,
            name: filed.name.clone(),
            guild: filed.guild,
            thread: filed.thread,
            rules: filed.rules,
            started: filed.started,
            ended: filed.ended,
            seats: filed
                .seats
                .iter()
                .map(|s| SeatResult {
                    seat: s.seat,
                    clan: s.clan,
                    holder: match (s.user, s.level) {
                        (Some(user), None) => Holder::Player(user),
                        (Some(user), Some(level)) => Holder::HandedOver { user, level },
                        (None, Some(level)) => Holder::Computer(level),
                        (None, None) => Holder::Empty,
                    },
                    played: s.played,
                    score: s.score,
                    rank: s.rank,
                })
                .collect(),
            names: filed.seats.iter().map(|s| s.name.clone()).collect(),
        }
    }
}

/// How many queued games are filed in one transaction.
const BATCH: usize = 500;

/// What filing `batch` makes of it, given where each of its tables starts: each table's
/// standings after it (rated on from the stored standings, or again from its first game) and
/// what it adds to each table's counts.
fn filing(batch: &[FiledGame], starts: Vec<(Table, TableStart)>) -> Filing {
    let finished: Vec<Finished> = batch.iter().map(Finished::of_filed).collect();
    let mut out = Filing::default();
    for ((guild, rules), start) in starts {
        let of_table = |g: &&Finished| g.guild == Some(guild) && g.rules == rules;
        let mut ratings = Ratings::default();
        match start {
            TableStart::Standings(rows) => {
                ratings.load(guild, rules, &rows);
                for game in finished.iter().filter(of_table).filter_map(RatedGame::of) {
                    ratings.record(&game);
                }
            }
            TableStart::Games(all) => {
                for game in all.iter().map(Finished::of_filed) {
                    if let Some(rated) = RatedGame::of(&game) {
                        ratings.record(&rated);
                    }
                }
            }
        }
        out.standings
            .push(((guild, rules), ratings.rows(guild, rules)));
        out.tallies.push((
            (guild, rules),
            super::stats::balance(finished.iter().filter(of_table)),
        ));
    }
    out
}

impl Results<'_> {
    /// Files the games that ended since the last call, by any process (queued in the database
    /// as they end): a few queries when none did. Once after an upgrade that brought the
    /// archive, every game finished before it is filed here, in batches.
    pub async fn file_finished(&self) -> Result<usize, StoreError> {
        let _filing = self.filing.lock().await;
        let mut filed = 0;
        // The queue read once (ids only), then filed in batches in the order the games ended.
        let queued = self.store.results().unfiled().await?;
        for ids in queued.chunks(BATCH) {
            let read = self.store.games().finished_games(Some(ids)).await?;
            let games: Vec<(GameId, Option<FiledGame>)> = ids
                .iter()
                .map(|id| {
                    let game = read.iter().find(|g| g.record.id == *id);
                    (*id, game.and_then(Finished::of).map(|f| f.filed()))
                })
                .collect();
            filed += self.store.results().file(&games, filing).await?;
        }
        Ok(filed)
    }

    /// Every finished game (not those abandoned), in the order they ended. It reads them all:
    /// for checks and for rating every game again, not for a player's command.
    pub async fn finished(&self) -> Result<Vec<Finished>, StoreError> {
        self.file_finished().await?;
        Ok(self
            .store
            .results()
            .all()
            .await?
            .iter()
            .map(Finished::of_filed)
            .collect())
    }

    /// A server's finished games, the latest to end first, at most `limit`.
    pub async fn history(&self, guild: u64, limit: usize) -> Result<Vec<Finished>, StoreError> {
        self.file_finished().await?;
        Ok(self
            .store
            .results()
            .latest(guild, limit)
            .await?
            .iter()
            .map(Finished::of_filed)
            .collect())
    }
}
