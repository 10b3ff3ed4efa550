//! The pace report (`bloodrage-bot simulate --pace`): how often a game has to wait for its
//! players, by kind of decision, and how long a game lasts on the calendar under a stated model,
//! with and without the answers the session gives without waiting (forced choices, standing
//! orders).
//!
//! The model: every seat is a player; a player who has just answered is taken to answer their
//! next decision at once (the bot shows it to them straight away), so a *wait* starts when the
//! game needs a decision from anyone else — one seat's decision, or a round of a simultaneous
//! decision (the draft, battle cards, the discard), which waits for all its players together.
//! Each awaited player answers after an independent exponential delay with a mean of
//! `mean_hours`; a wait for one player lasts `mean_hours` on average, a simultaneous wait for `k`
//! players until the slowest answers, `mean_hours · (1 + 1/2 + … + 1/k)` on average. The
//! players' choices are the computer's at one level, so the games are reproducible.

#![allow(clippy::cast_precision_loss)] // counts far below 2^52

use crate::ai;
use crate::engine::{AnyGame, GameConfig, Level, Seat, SeatSet};
use crate::session::orders::{Auto, Orders, auto_answer};
use serde::Serialize;
use std::collections::BTreeMap;

/// Which answers the session gives without waiting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Answering {
    /// None: every decision waits for its player (the bot before the pacing issue).
    Nothing,
    /// Forced choices (the only legal command, when everybody can tell).
    Forced,
    /// Forced choices and every player's standing orders: decline Calls to Battle, no late
    /// cards, the computer drafts in every Age.
    Orders,
}

impl Answering {
    /// Every setting, in the report's order.
    pub const ALL: [Answering; 3] = [Answering::Nothing, Answering::Forced, Answering::Orders];
}

/// The pace of a number of games with one answering setting.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PaceReport {
    /// Players per game.
    pub players: u8,
    /// What the session answered without waiting.
    pub answering: Answering,
    /// Games played.
    pub games: u64,
    /// Mean decisions per game (commands of the log).
    pub decisions: f64,
    /// Mean decisions per game answered without waiting.
    pub answered_at_once: f64,
    /// Mean waits per game.
    pub waits: f64,
    /// Mean waits per game by the kind of decision that started them.
    pub waits_by_kind: BTreeMap<&'static str, f64>,
    /// Mean expected calendar length of a game, in hours, under the model.
    pub hours: f64,
    /// The same in days.
    pub days: f64,
}

/// One game's tally.
#[derive(Debug, Default)]
struct Tally {
    decisions: u64,
    at_once: u64,
    waits: u64,
    by_kind: BTreeMap<&'static str, u64>,
    /// Expected hours, in units of the mean delay.
    means: f64,
}

/// `1 + 1/2 + … + 1/k`: the expected maximum of `k` exponential delays, in units of their mean.
fn harmonic(k: usize) -> f64 {
    (1..=k).map(|i| 1.0 / i as f64).sum()
}

/// Plays one game with every seat at `level` and tallies its waits.
fn tally_game(config: &GameConfig, level: Level, answering: Answering) -> anyhow::Result<Tally> {
    let mut game = AnyGame::new(config)?;
    let orders = match answering {
        Answering::Orders => Orders::all(true, true, &[1, 2, 3]),
        _ => Orders::default(),
    };
    let ai_seed = config.seed ^ 0x0A0E_5EED;
    let mut tally = Tally::default();
    let mut last_player: Option<Seat> = None;
    // The seat whose player gave the latest command (`None` after an answer without waiting).
    let mut deciding: Option<Seat> = None;
    // The simultaneous round under way: its kind, the seats it asked and those that answered (a
    // seat asked again has moved on to the next round, as in the draft's rounds).
    let mut round: Option<(&'static str, SeatSet, SeatSet)> = None;
    let mut position = 0u64;
    while let Some(info) = game.decision() {
        anyhow::ensure!(
            position < crate::sim::COMMAND_LIMIT,
            "seed {}: no end",
            config.seed
        );
        let auto = if answering == Answering::Nothing {
            None
        } else {
            info.seats.iter().find_map(|seat| {
                auto_answer(&game, seat, &orders, ai_seed, position, deciding).map(|a| (seat, a))
            })
        };
        let (seat, command) = if let Some((seat, auto)) = auto {
            tally.at_once += 1;
            deciding = None;
            (
                seat,
                match auto {
                    Auto::Forced(c) | Auto::Order(_, c) => c,
                },
            )
        } else {
            let seat = info.seats.iter().next().expect("a decision awaits a seat");
            if info.simultaneous {
                let same = round.is_some_and(|(kind, asked, answered)| {
                    kind == info.kind
                        && info
                            .seats
                            .iter()
                            .all(|s| asked.contains(s) && !answered.contains(s))
                });
                if !same {
                    let waiting = info
                        .seats
                        .iter()
                        .filter(|s| Some(*s) != last_player)
                        .count();
                    if waiting > 0 {
                        tally.waits += 1;
                        *tally.by_kind.entry(info.kind).or_default() += 1;
                        tally.means += harmonic(waiting);
                    }
                    round = Some((info.kind, info.seats, SeatSet::EMPTY));
                }
            } else {
                round = None;
                if Some(seat) != last_player {
                    tally.waits += 1;
                    *tally.by_kind.entry(info.kind).or_default() += 1;
                    tally.means += 1.0;
                }
            }
            last_player = Some(seat);
            deciding = Some(seat);
            let command = ai::choose(&game, seat, level, ai_seed, position)
                .ok_or_else(|| anyhow::anyhow!("seed {}: nothing to play", config.seed))?;
            (seat, command)
        };
        if let Some((_, _, answered)) = &mut round {
            answered.insert(seat);
        }
        game.advance(seat, &command)
            .map_err(|e| anyhow::anyhow!("seed {}: {e}", config.seed))?;
        tally.decisions += 1;
        position += 1;
    }
    Ok(tally)
}

/// Plays `games` games of `players` players (seeds `seed`, `seed + 1`, …) at `level`, once per
/// answering setting, and reports the mean pace of each under a mean answer delay of
/// `mean_hours`.
pub fn measure(
    players: u8,
    seed: u64,
    games: u64,
    level: Level,
    mean_hours: f64,
) -> anyhow::Result<Vec<PaceReport>> {
    let mut reports = Vec::new();
    for answering in Answering::ALL {
        let mut sum = Tally::default();
        for i in 0..games {
            let t = tally_game(&GameConfig::base(players, seed + i), level, answering)?;
            sum.decisions += t.decisions;
            sum.at_once += t.at_once;
            sum.waits += t.waits;
            sum.means += t.means;
            for (kind, n) in t.by_kind {
                *sum.by_kind.entry(kind).or_default() += n;
            }
        }
        let per_game = |n: u64| n as f64 / games.max(1) as f64;
        let hours = sum.means * mean_hours / games.max(1) as f64;
        reports.push(PaceReport {
            players,
            answering,
            games,
            decisions: per_game(sum.decisions),
            answered_at_once: per_game(sum.at_once),
            waits: per_game(sum.waits),
            waits_by_kind: sum
                .by_kind
                .into_iter()
                .map(|(k, n)| (k, per_game(n)))
                .collect(),
            hours,
            days: hours / 24.0,
        });
    }
    Ok(reports)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_simultaneous_wait_lasts_until_the_slowest_player_answers() {
        assert!((harmonic(1) - 1.0).abs() < 1e-12);
        assert!((harmonic(4) - 25.0 / 12.0).abs() < 1e-12);
    }

    #[test]
    fn forced_choices_and_standing_orders_never_add_waits() {
        let reports = measure(3, 11, 2, Level::Easy, 4.0).unwrap();
        let [nothing, forced, orders] = reports.as_slice() else {
            panic!("three settings");
        };
        assert!(nothing.answered_at_once.abs() < f64::EPSILON);
        // (In the base game the engine already skips a seat with nothing to decide: the forced
        // choices left are the deciding player's own, which the session leaves to them.)
        assert!(forced.waits <= nothing.waits, "{forced:?} vs {nothing:?}");
        assert!(orders.waits < forced.waits, "{orders:?} vs {forced:?}");
        assert!(!orders.waits_by_kind.contains_key("draft"));
        assert!(!orders.waits_by_kind.contains_key("call_to_battle"));
        assert!((nothing.days * 24.0 - nothing.hours).abs() < 1e-9);
    }
}
