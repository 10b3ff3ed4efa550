//! A player's record, the leaderboard and the clans' balance on a server: computed from the
//! finished games kept in memory ([`Results::finished`]), never from a replay.
//!
//! Which games count for a player: those where their result counts in the ratings (they sat
//! in the seat at the end, or handed it over); a seat they left by resigning does not.
//!
//! Rooms: [`Results`] (see [`super::rooms`]).

use super::Results;
use super::archive::Finished;
use super::ratings::{RatedGame, Rater, Ratings, Standing};
use crate::engine::{ClanName, Level, RuleSet, Seat, Story};
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
    let mut ratings = Ratings::default();
    let mut history: BTreeMap<Rater, Vec<f64>> = BTreeMap::new();
    let mut table = (0, RuleSet::Base);
    for game in games {
        table = (game.guild, game.rules);
        ratings.record(game);
        for (rater, _) in &game.places {
            if let Some(s) = ratings.standing(game.guild, game.rules, *rater) {
                history.entry(*rater).or_default().push(s.rating);
            }
        }
    }
    let start = Standing::default().rating;
    ratings
        .table(table.0, table.1)
        .into_iter()
        .enumerate()
        .map(|(i, (rater, standing))| {
            let seen = history.get(&rater).map_or(&[][..], Vec::as_slice);
            let before = seen
                .len()
                .checked_sub(TREND_GAMES + 1)
                .map_or(start, |k| seen[k]);
            Row {
                place: i + 1,
                rater,
                standing,
                trend: seen.last().map_or(0.0, |now| now - before),
            }
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

/// How the clans and the seats fared on a server: per clan and per seat, (seats played, wins).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Balance {
    /// Games counted.
    pub games: u32,
    /// Per clan.
    pub by_clan: BTreeMap<ClanName, (u32, u32)>,
    /// Per seat (the seat order of the game, the first seat first).
    pub by_seat: BTreeMap<Seat, (u32, u32)>,
}

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

/// The finished games of `guild` (of `rules` if given), in the order they ended.
fn of_server(
    games: &[Finished],
    guild: u64,
    rules: Option<RuleSet>,
) -> impl Iterator<Item = &Finished> {
    games
        .iter()
        .filter(move |g| g.guild == Some(guild) && rules.is_none_or(|r| r == g.rules))
}

impl Results<'_> {
    /// The leaderboard of `guild` for `rules` over `period`, the best first.
    pub async fn leaderboard(
        &self,
        guild: u64,
        rules: RuleSet,
        period: Period,
    ) -> Result<Vec<Row>, StoreError> {
        let since = period.since(self.now());
        let games = self.finished().await?;
        let rated: Vec<RatedGame> = of_server(&games, guild, Some(rules))
            .filter(|g| since.is_none_or(|s| g.ended >= s))
            .filter_map(RatedGame::of)
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
        let games = self.finished().await?;
        Ok(record_of(of_server(&games, guild, rules), user))
    }

    /// The name each player of `guild` last joined a finished game under.
    pub async fn player_names(&self, guild: u64) -> Result<HashMap<u64, String>, StoreError> {
        let mut names = HashMap::new();
        for game in of_server(&self.finished().await?, guild, None) {
            for (seat, name) in game.seats.iter().zip(&game.names) {
                if let (Some(user), false) = (seat.player(), name.is_empty()) {
                    names.insert(user, name.clone());
                }
            }
        }
        Ok(names)
    }

    /// The rule set `guild` finished the most games of (Blood Rage when none).
    pub async fn main_rules(&self, guild: u64) -> Result<RuleSet, StoreError> {
        let mut count: BTreeMap<&'static str, (usize, RuleSet)> = BTreeMap::new();
        for game in of_server(&self.finished().await?, guild, None) {
            count.entry(game.rules.slug()).or_insert((0, game.rules)).0 += 1;
        }
        Ok(count
            .into_values()
            .max_by_key(|(n, _)| *n)
            .map_or(RuleSet::Base, |(_, r)| r))
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
        let games = self.finished().await?;
        Ok(balance(of_server(&games, guild, rules)))
    }
}
