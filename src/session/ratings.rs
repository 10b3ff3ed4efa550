//! Ratings per server and rule set: the Weng-Lin model (the one behind OpenSkill), through the
//! `skillratings` crate, for free-for-all games of 2 to 5 seats with ties. Ratings are derived,
//! never stored as the truth: they are the finished games of a server taken in the order they
//! ended, so they can always be computed again from the database
//! ([`Results::recompute_ratings`], `bloodrage-bot ratings --recompute`), and recording one more
//! game ([`Ratings::record`]) gives what computing them all again gives. They are stored as each
//! game is filed (see [`super::archive`]), so a leaderboard reads its table's standings and no
//! game.
//!
//! Who a seat's result counts for (the rulings, written in the README too):
//! - the player sitting in it at the end (a player who replaced another plays the whole game);
//! - a seat the computer played at the end because its player handed it over or missed their
//!   deadlines: that player (as a timed-out player in any online game);
//! - a computer clan seated from the start: the computer at its level (easy, medium, hard are
//!   rated like players, so a player sees where they stand against each); several clans of one
//!   level in a game count once, at the best place among them;
//! - a seat whose player resigned: nobody (the computer finishing it is not rated for it);
//! - a game abandoned, or played outside a server, is not rated; nor is a game with fewer than
//!   two rated places.
//!
//! Rooms: [`Results`] (see [`super::rooms`]).

use super::Holder;
use super::Results;
use super::archive::Finished;
use super::stats::TREND_GAMES;
use crate::engine::{Level, RuleSet};
use crate::store::{StandingRow, StoreError};
use crate::vocabulary::Vocabulary as _;
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};
use std::collections::BTreeMap;

/// Who is rated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Rater {
    /// A player (their Discord user id).
    Player(u64),
    /// The computer at a level.
    Computer(Level),
}

/// One rater's standing on a server for a rule set.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Standing {
    /// The rating (mu), 25 at first.
    pub rating: f64,
    /// Its uncertainty (sigma), 25/3 at first, shrinking with games.
    pub uncertainty: f64,
    /// Rated games played.
    pub games: u32,
    /// Rated games won (first place, shared on a tie).
    pub wins: u32,
}

impl Standing {
    /// A conservative figure to rank by: the rating less three uncertainties (a newcomer with
    /// one lucky win is not first).
    pub fn ordinal(&self) -> f64 {
        self.rating - 3.0 * self.uncertainty
    }
}

impl Default for Standing {
    fn default() -> Standing {
        let start = WengLinRating::new();
        Standing {
            rating: start.rating,
            uncertainty: start.uncertainty,
            games: 0,
            wins: 0,
        }
    }
}

/// A finished game as the ratings see it: where, which rule set, and each rater's place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RatedGame {
    /// The game.
    pub game: i64,
    /// Its server.
    pub guild: u64,
    /// Its rule set.
    pub rules: RuleSet,
    /// Each rater's place (1 = won), once each.
    pub places: Vec<(Rater, u8)>,
}

impl RatedGame {
    /// How a finished game counts (`None` when it is not rated).
    pub fn of(game: &Finished) -> Option<RatedGame> {
        let guild = game.guild?;
        let mut places: BTreeMap<Rater, u8> = BTreeMap::new();
        for seat in &game.seats {
            let rater = match seat.holder {
                Holder::Player(user) | Holder::HandedOver { user, .. } => Rater::Player(user),
                // Resigned: its player gave commands before the computer took it.
                Holder::Computer(_) if seat.played => continue,
                Holder::Computer(level) => Rater::Computer(level),
                Holder::Empty => continue,
            };
            let place = places.entry(rater).or_insert(seat.rank);
            *place = (*place).min(seat.rank);
        }
        (places.len() >= 2).then(|| RatedGame {
            game: game.game,
            guild,
            rules: game.rules,
            places: places.into_iter().collect(),
        })
    }
}

impl Rater {
    /// As stored: `player:<id>` or `computer:<level>`.
    pub fn key(self) -> String {
        match self {
            Rater::Player(user) => format!("player:{user}"),
            Rater::Computer(level) => format!("computer:{}", level.slug()),
        }
    }

    /// A stored key read back.
    pub fn of_key(key: &str) -> Option<Rater> {
        match key.split_once(':')? {
            ("player", user) => user.parse().ok().map(Rater::Player),
            ("computer", level) => Level::from_slug(level).map(Rater::Computer),
            _ => None,
        }
    }
}

/// A rater's standing and the ratings after their latest games.
#[derive(Debug, Clone, Default, PartialEq)]
struct Rated {
    standing: Standing,
    /// The ratings after their latest [`TREND_GAMES`] + 1 games, the oldest first.
    recent: Vec<f64>,
}

/// Every rater's standing, per server and rule set.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Ratings {
    by: BTreeMap<(u64, &'static str), BTreeMap<Rater, Rated>>,
}

impl Ratings {
    /// The ratings after `games`, taken in order (the order they ended).
    pub fn of<'a>(games: impl IntoIterator<Item = &'a RatedGame>) -> Ratings {
        let mut ratings = Ratings::default();
        for game in games {
            ratings.record(game);
        }
        ratings
    }

    /// One more finished game.
    pub fn record(&mut self, game: &RatedGame) {
        let table = self.by.entry((game.guild, game.rules.slug())).or_default();
        let before: Vec<[WengLinRating; 1]> = game
            .places
            .iter()
            .map(|(rater, _)| {
                let s = table.get(rater).map(|r| r.standing).unwrap_or_default();
                [WengLinRating {
                    rating: s.rating,
                    uncertainty: s.uncertainty,
                }]
            })
            .collect();
        let teams: Vec<(&[WengLinRating], MultiTeamOutcome)> = before
            .iter()
            .zip(&game.places)
            .map(|(team, (_, place))| (&team[..], MultiTeamOutcome::new(usize::from(*place))))
            .collect();
        let after = weng_lin_multi_team(&teams, &WengLinConfig::new());
        for ((rater, place), new) in game.places.iter().zip(after) {
            let rated = table.entry(*rater).or_default();
            rated.standing.rating = new[0].rating;
            rated.standing.uncertainty = new[0].uncertainty;
            rated.standing.games += 1;
            rated.standing.wins += u32::from(*place == 1);
            if rated.recent.len() > TREND_GAMES {
                rated.recent.remove(0);
            }
            rated.recent.push(new[0].rating);
        }
    }

    /// The standings on `guild` for `rules`, the best first (by [`Standing::ordinal`]).
    pub fn table(&self, guild: u64, rules: RuleSet) -> Vec<(Rater, Standing)> {
        let mut rows: Vec<(Rater, Standing)> = self
            .by
            .get(&(guild, rules.slug()))
            .map(|t| t.iter().map(|(r, s)| (*r, s.standing)).collect())
            .unwrap_or_default();
        rows.sort_by(|a, b| b.1.ordinal().total_cmp(&a.1.ordinal()).then(a.0.cmp(&b.0)));
        rows
    }

    /// One rater's standing on `guild` for `rules`, if rated there.
    pub fn standing(&self, guild: u64, rules: RuleSet, rater: Rater) -> Option<Standing> {
        Some(self.by.get(&(guild, rules.slug()))?.get(&rater)?.standing)
    }

    /// How `rater`'s rating on `guild` for `rules` moved over their latest [`TREND_GAMES`]
    /// games (all of them if fewer: from the first rating); 0 if not rated there.
    pub fn trend(&self, guild: u64, rules: RuleSet, rater: Rater) -> f64 {
        let Some(rated) = self
            .by
            .get(&(guild, rules.slug()))
            .and_then(|t| t.get(&rater))
        else {
            return 0.0;
        };
        let before = if rated.recent.len() > TREND_GAMES {
            rated.recent[0]
        } else {
            Standing::default().rating
        };
        rated.recent.last().map_or(0.0, |now| now - before)
    }

    /// Every (server, rule set) with rated games.
    pub fn tables(&self) -> Vec<(u64, RuleSet)> {
        self.by
            .keys()
            .filter_map(|(guild, slug)| Some((*guild, RuleSet::from_slug(slug)?)))
            .collect()
    }

    /// A table's standings as stored, in the order of their keys.
    pub fn rows(&self, guild: u64, rules: RuleSet) -> Vec<StandingRow> {
        self.by
            .get(&(guild, rules.slug()))
            .map(|t| {
                let mut rows: Vec<StandingRow> = t
                    .iter()
                    .map(|(rater, r)| StandingRow {
                        rater: rater.key(),
                        rating: r.standing.rating,
                        uncertainty: r.standing.uncertainty,
                        games: r.standing.games,
                        wins: r.standing.wins,
                        recent: r.recent.clone(),
                    })
                    .collect();
                rows.sort_by(|a, b| a.rater.cmp(&b.rater));
                rows
            })
            .unwrap_or_default()
    }

    /// A table's stored standings read in (a row whose rater cannot be read is left out).
    pub fn load(&mut self, guild: u64, rules: RuleSet, rows: &[StandingRow]) {
        let table = self.by.entry((guild, rules.slug())).or_default();
        for row in rows {
            if let Some(rater) = Rater::of_key(&row.rater) {
                table.insert(
                    rater,
                    Rated {
                        standing: Standing {
                            rating: row.rating,
                            uncertainty: row.uncertainty,
                            games: row.games,
                            wins: row.wins,
                        },
                        recent: row.recent.clone(),
                    },
                );
            }
        }
        if table.is_empty() {
            self.by.remove(&(guild, rules.slug()));
        }
    }
}

impl Results<'_> {
    /// Every finished game that is rated, in the order they ended (reads them all).
    pub async fn rated_games(&self) -> Result<Vec<RatedGame>, StoreError> {
        Ok(self
            .finished()
            .await?
            .iter()
            .filter_map(RatedGame::of)
            .collect())
    }

    /// The ratings of every server, as stored: rated game by game as the games were filed.
    pub async fn ratings(&self) -> Result<Ratings, StoreError> {
        self.file_finished().await?;
        let mut ratings = Ratings::default();
        for ((guild, rules), rows) in self.store.results().all_standings().await? {
            ratings.load(guild, rules, &rows);
        }
        Ok(ratings)
    }

    /// The ratings of one server for one rule set, as stored.
    pub async fn table_ratings(&self, guild: u64, rules: RuleSet) -> Result<Ratings, StoreError> {
        self.file_finished().await?;
        let mut ratings = Ratings::default();
        ratings.load(
            guild,
            rules,
            &self.store.results().standings(guild, rules).await?,
        );
        Ok(ratings)
    }

    /// Every rating computed again from every finished game, and stored in place of those the
    /// games were rated into one by one (`ratings --recompute`).
    pub async fn recompute_ratings(&self) -> Result<Ratings, StoreError> {
        self.file_finished().await?;
        let mut ratings = Ratings::default();
        self.store
            .results()
            .rerate(|all| {
                for game in all.iter().map(Finished::of_filed) {
                    if let Some(rated) = RatedGame::of(&game) {
                        ratings.record(&rated);
                    }
                }
                ratings
                    .tables()
                    .into_iter()
                    .map(|(guild, rules)| ((guild, rules), ratings.rows(guild, rules)))
                    .collect()
            })
            .await?;
        Ok(ratings)
    }
}
