//! A player's record, the leaderboard and the clans' balance on a server: read from the finished
//! games as filed ([`super::archive`]), never from a replay: a record from the player's own
//! games, the all-time leaderboard from its table's stored standings, the balance from the
//! server's stored counts.
//!
//! Which games count for a player: those where their result counts in the ratings (they sat
//! in the seat at the end, or handed it over); a seat they left by resigning does not.
//!
//! Rooms: [`Results`] (see [`super::rooms`]).

use super::Results;
use super::archive::Finished;
use super::ratings::{RatedGame, Rater, Ratings, Standing};
use crate::engine::{ClanName, Level, RuleSet, Story};
use crate::store::{GameId, StoreError};
use crate::vocabulary::Vocabulary as _;
use std::collections::{BTreeMap, HashMap};

/// How many of a rater's latest games their trend covers.
pub const TREND_GAMES: usize = 5;

crate::vocabulary::vocabulary! {
    /// Which finished games a leaderboard or a record counts.
    #[derive(Default)]
    pub enum Period {
        /// Every game.
        #[default]
        All = "all-time",
        /// Those that ended in the last 365 days.
        Year = "last-year",
        /// Those that ended in the last 30 days.
        Month = "last-month",
    }
}

impl Period {
    /// The earliest end counted, at `now` (Unix seconds).
    pub fn since(self, now: i64) -> Option<i64> {
        match self {
            Period::All => None,
            Period::Year => Some(now - 365 * 86_400),
            Period::Month => Some(now - 30 * 86_400),
        }
    }
}

/// One line of a leaderboard.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Row {
    /// Its place (1 = first).
    pub place: usize,
    /// Who.
    pub rater: Rater,
    /// Their standing.
    pub standing: Standing,
    /// How their rating moved over their latest [`TREND_GAMES`] games (all of them if fewer).
    pub trend: f64,
}

/// The ratings of `games` (a server's, of one rule set), best first, each with its trend.
pub fn leaderboard<'a>(games: impl IntoIterator<Item = &'a RatedGame>) -> Vec<Row> {
    let games: Vec<&RatedGame> = games.into_iter().collect();
    let Some(first) = games.first() else {
        return Vec::new();
    };
    let (guild, rules) = (first.guild, first.rules);
    rows_of(&Ratings::of(games), guild, rules)
}

/// The leaderboard of `ratings` on `guild` for `rules`, best first, each with its trend.
pub fn rows_of(ratings: &Ratings, guild: u64, rules: RuleSet) -> Vec<Row> {
    ratings
        .table(guild, rules)
        .into_iter()
        .enumerate()
        .map(|(i, (rater, standing))| Row {
            place: i + 1,
            rater,
            standing,
            trend: ratings.trend(guild, rules, rater),
        })
        .collect()
}

/// A player's record in one rule set.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct RulesRecord {
    /// Games counted.
    pub games: u32,
    /// Of them, won (first place, shared on a tie).
    pub wins: u32,
    /// The sum of their final scores (Glory; Reprisal: victory points).
    pub score: u64,
    /// Per clan played: (games, wins).
    pub by_clan: BTreeMap<ClanName, (u32, u32)>,
    /// Per level of computer clan met: (games, games finished ahead of every clan of that level).
    pub against: BTreeMap<Level, (u32, u32)>,
    /// The best final score: (score, game, its name).
    pub best: Option<(u32, GameId, String)>,
}

impl RulesRecord {
    /// The mean final score.
    pub fn mean(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            // Scores are small: a sum of them is exact in a float.
            #[allow(clippy::cast_precision_loss)]
            let score = self.score as f64;
            score / f64::from(self.games)
        }
    }
}

/// A player's record on a server.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PlayerRecord {
    /// Per rule set played.
    pub rules: BTreeMap<&'static str, (RuleSet, RulesRecord)>,
    /// The current streak, the latest game first: wins (positive) or games without a win
    /// (negative); 0 with no game.
    pub streak: i32,
    /// The clan played most (more wins first on a tie, then the first in clan order).
    pub favourite: Option<ClanName>,
}

impl PlayerRecord {
    /// Games counted, every rule set together.
    pub fn games(&self) -> u32 {
        self.rules.values().map(|(_, r)| r.games).sum()
    }
}

/// `user`'s record in `games` (a server's, in the order they ended).
pub fn record_of<'a>(games: impl IntoIterator<Item = &'a Finished>, user: u64) -> PlayerRecord {
    let mut record = PlayerRecord::default();
    let mut clans: BTreeMap<ClanName, (u32, u32)> = BTreeMap::new();
    let mut results = Vec::new();
    for game in games {
        let Some(seat) = game.seat_of(user) else {
            continue;
        };
        let won = seat.rank == 1;
        results.push(won);
        let (_, r) = record
            .rules
            .entry(game.rules.slug())
            .or_insert_with(|| (game.rules, RulesRecord::default()));
        r.games += 1;
        r.wins += u32::from(won);
        r.score += u64::from(seat.score);
        for tally in [
            r.by_clan.entry(seat.clan).or_default(),
            clans.entry(seat.clan).or_default(),
        ] {
            tally.0 += 1;
            tally.1 += u32::from(won);
        }
        let mut met: BTreeMap<Level, u8> = BTreeMap::new();
        for other in &game.seats {
            if let super::Holder::Computer(level) = other.holder
                && !other.resigned()
            {
                let best = met.entry(level).or_insert(other.rank);
                *best = (*best).min(other.rank);
            }
        }
        for (level, best) in met {
            let tally = r.against.entry(level).or_default();
            tally.0 += 1;
            tally.1 += u32::from(seat.rank < best);
        }
        if r.best.as_ref().is_none_or(|(best, ..)| seat.score > *best) {
            r.best = Some((seat.score, game.game, game.name.clone()));
        }
    }
    if let Some(last) = results.last() {
        let run = results.iter().rev().take_while(|w| *w == last).count() as i32;
        record.streak = if *last { run } else { -run };
    }
    record.favourite = clans
        .iter()
        .max_by(|a, b| (a.1.0, a.1.1).cmp(&(b.1.0, b.1.1)).then(b.0.cmp(a.0)))
        .map(|(clan, _)| *clan);
    record
}

/// How the clans and the seats fared on a server: games counted, and per clan and per seat
/// (the seat order of the game, the first seat first), (seats played, wins). The counts the
/// database keeps for each server and rule set as its games are filed.
pub type Balance = crate::store::Tally;

/// The balance of `games`: every seat counts, the computer's too.
pub fn balance<'a>(games: impl IntoIterator<Item = &'a Finished>) -> Balance {
    let mut balance = Balance::default();
    for game in games {
        balance.games += 1;
        for seat in &game.seats {
            let won = u32::from(seat.rank == 1);
            for tally in [
                balance.by_clan.entry(seat.clan).or_default(),
                balance.by_seat.entry(seat.seat).or_default(),
            ] {
                tally.0 += 1;
                tally.1 += won;
            }
        }
    }
    balance
}

impl Results<'_> {
    /// The leaderboard of `guild` for `rules` over `period`, the best first: all-time, the
    /// table's stored standings; over a year or a month, the games of the period rated again.
    pub async fn leaderboard(
        &self,
        guild: u64,
        rules: RuleSet,
        period: Period,
    ) -> Result<Vec<Row>, StoreError> {
        let Some(since) = period.since(self.now()) else {
            return Ok(rows_of(
                &self.table_ratings(guild, rules).await?,
                guild,
                rules,
            ));
        };
        self.file_finished().await?;
        let games = self
            .store
            .results()
            .of_table_since(guild, rules, since)
            .await?;
        let rated: Vec<RatedGame> = games
            .iter()
            .map(Finished::of_filed)
            .filter_map(|g| RatedGame::of(&g))
            .collect();
        Ok(leaderboard(&rated))
    }

    /// `user`'s record on `guild` (in `rules` only, if given).
    pub async fn player_record(
        &self,
        guild: u64,
        user: u64,
        rules: Option<RuleSet>,
    ) -> Result<PlayerRecord, StoreError> {
        self.file_finished().await?;
        let games: Vec<Finished> = self
            .store
            .results()
            .of_player(guild, user, rules)
            .await?
            .iter()
            .map(Finished::of_filed)
            .collect();
        Ok(record_of(&games, user))
    }

    /// The name each player of `guild` last joined a finished game under.
    pub async fn player_names(&self, guild: u64) -> Result<HashMap<u64, String>, StoreError> {
        self.file_finished().await?;
        Ok(self
            .store
            .results()
            .names(guild)
            .await?
            .into_iter()
            .collect())
    }

    /// The rule set `guild` finished the most games of (Blood Rage when none).
    pub async fn main_rules(&self, guild: u64) -> Result<RuleSet, StoreError> {
        self.file_finished().await?;
        Ok(self
            .store
            .results()
            .tallies(guild)
            .await?
            .into_iter()
            .max_by_key(|(_, t)| t.games)
            .map_or(RuleSet::Base, |(r, _)| r))
    }

    /// The story of `game` (any game: one replay of its log, finished games of earlier versions
    /// too).
    pub async fn story(&self, game: GameId) -> Result<Story, StoreError> {
        let record = self.games().record(game).await?;
        let commands = self.store.logs().log(game).await?;
        Story::of(&record.config, &commands).map_err(|e| StoreError::Corrupt {
            game,
            seq: 0,
            reason: format!("its story cannot be told: {e}"),
        })
    }

    /// How the clans and seats fared on `guild` (in `rules` only, if given).
    pub async fn balance(&self, guild: u64, rules: Option<RuleSet>) -> Result<Balance, StoreError> {
        self.file_finished().await?;
        let mut balance = Balance::default();
        for (_, tally) in self
            .store
            .results()
            .tallies(guild)
            .await?
            .into_iter()
            .filter(|(r, _)| rules.is_none_or(|rules| rules == *r))
        {
            balance.games += tally.games;
            for (clan, (played, wins)) in tally.by_clan {
                let t = balance.by_clan.entry(clan).or_default();
                t.0 += played;
                t.1 += wins;
            }
            for (seat, (played, wins)) in tally.by_seat {
                let t = balance.by_seat.entry(seat).or_default();
                t.0 += played;
                t.1 += wins;
            }
        }
        Ok(balance)
    }
}
