//! Ratings per server and rule set: the Weng-Lin model (the one behind OpenSkill), through the
//! `skillratings` crate, for free-for-all games of 2 to 5 seats with ties. Ratings are derived,
//! never stored as the truth: they are the finished games of a server taken in the order they
//! ended, so they can always be computed again from the database ([`Results::ratings`], and
//! `bloodrage-bot ratings --recompute`), and recording one more game ([`Ratings::record`]) gives
//! what computing them all again gives.
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
use crate::engine::{Level, RuleSet};
use crate::store::StoreError;
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

/// Every rater's standing, per server and rule set.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Ratings {
    by: BTreeMap<(u64, &'static str), BTreeMap<Rater, Standing>>,
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
                let s = table.get(rater).copied().unwrap_or_default();
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
            let standing = table.entry(*rater).or_default();
            standing.rating = new[0].rating;
            standing.uncertainty = new[0].uncertainty;
            standing.games += 1;
            standing.wins += u32::from(*place == 1);
        }
    }

    /// The standings on `guild` for `rules`, the best first (by [`Standing::ordinal`]).
    pub fn table(&self, guild: u64, rules: RuleSet) -> Vec<(Rater, Standing)> {
        let mut rows: Vec<(Rater, Standing)> = self
            .by
            .get(&(guild, rules.slug()))
            .map(|t| t.iter().map(|(r, s)| (*r, *s)).collect())
            .unwrap_or_default();
        rows.sort_by(|a, b| b.1.ordinal().total_cmp(&a.1.ordinal()).then(a.0.cmp(&b.0)));
        rows
    }

    /// One rater's standing on `guild` for `rules`, if rated there.
    pub fn standing(&self, guild: u64, rules: RuleSet, rater: Rater) -> Option<Standing> {
        self.by.get(&(guild, rules.slug()))?.get(&rater).copied()
    }

    /// Every (server, rule set) with rated games.
    pub fn tables(&self) -> Vec<(u64, RuleSet)> {
        self.by
            .keys()
            .filter_map(|(guild, slug)| Some((*guild, RuleSet::from_slug(slug)?)))
            .collect()
    }
}

impl Results<'_> {
    /// Every finished game that is rated, in the order they ended.
    pub async fn rated_games(&self) -> Result<Vec<RatedGame>, StoreError> {
        Ok(self
            .finished()
            .await?
            .iter()
            .filter_map(RatedGame::of)
            .collect())
    }

    /// The ratings of every server, computed from its finished games.
    pub async fn ratings(&self) -> Result<Ratings, StoreError> {
        Ok(Ratings::of(&self.rated_games().await?))
    }
}
