//! The hard level: determinized Monte Carlo search on top of the medium heuristics.
//!
//! The medium policy names the few commands worth examining (its best `candidates`). Each is then
//! tried in imagined games: a *world* is the game as the seat might imagine it (every card it cannot
//! see dealt again from the cards it cannot see, and a fresh random stream — `AnyGame::determinize`),
//! and a *playout* plays the candidate in a world, then every seat (this one included) at the medium
//! level to the end of the game. A playout scores how the seat did: half for winning, half for its
//! Glory lead over the best opponent, squashed into 0..1.
//!
//! Candidates are compared on the same worlds (common random numbers, so luck of the deal cancels
//! out), in rounds of *sequential halving*: each round gives the surviving candidates the same
//! worlds, then keeps the better half, until one is left. The number of playouts is the budget,
//! so a decision is the same on every machine; an optional time limit stops early on a machine
//! too busy to finish (a safety net for the bot, off in the arena and the tests).
//!
//! The search only ever reads the game through `determinize`, which depends on nothing the seat
//! cannot see, so its choice cannot either.

// Playout counts are far below where a float loses precision.
#![allow(clippy::cast_precision_loss)]

use super::Level;
use crate::engine::rng::{GameRng, mix};
use crate::engine::{AnyCommand, AnyGame, Seat};
use std::time::{Duration, Instant};

/// How much the hard level searches for one decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// Playouts per decision (the search's size; decisions with one legal command take none).
    pub playouts: u32,
    /// The medium level's best commands examined.
    pub candidates: usize,
    /// Stop early after this long (the best so far is played). `None`: always the full budget.
    pub time_limit: Option<Duration>,
}

impl Budget {
    /// The bot's default, with a 0.25 s safety net: on one core of a small 2-core server, a
    /// Blood Rage decision against three medium clans takes about 23 ms at the median and 70 ms
    /// at the 99th percentile (`arena --seats hard,medium,medium,medium --games 8 --seed 1`).
    pub const DEFAULT: Budget = Budget {
        playouts: 96,
        candidates: 6,
        time_limit: Some(Duration::from_millis(250)),
    };

    /// The default search with `playouts` playouts and no time limit (reproducible: the arena,
    /// the tests).
    pub fn playouts(playouts: u32) -> Budget {
        Budget {
            playouts,
            time_limit: None,
            ..Budget::DEFAULT
        }
    }
}

impl Default for Budget {
    fn default() -> Budget {
        Budget::DEFAULT
    }
}

/// Most commands one playout may take before it is abandoned (a whole game takes a few hundred).
const PLAYOUT_LIMIT: u32 = 5_000;

/// The hard level's command for `seat`, searching with `budget`; `rng` is the decision's own
/// stream (`ai::decision_rng`). `None` if the seat has nothing to decide.
pub fn choose(
    game: &AnyGame,
    seat: Seat,
    rng: &mut GameRng,
    budget: &Budget,
) -> Option<AnyCommand> {
    let mut candidates = game.policy_ranking(seat, Level::Medium, budget.candidates.max(1));
    if candidates.len() <= 1 || budget.playouts == 0 {
        return candidates.into_iter().next();
    }
    let started = Instant::now();
    let seed = u64::from(rng.next_u32()) << 32 | u64::from(rng.next_u32());
    // Sequential halving: ceil(log2 k) rounds, the budget split evenly between them.
    let rounds = usize::BITS - (candidates.len() - 1).leading_zeros();
    let per_round = (budget.playouts / rounds).max(1);
    let mut world = 0u64;
    for _ in 0..rounds {
        if candidates.len() <= 1 {
            break;
        }
        let worlds = (per_round / candidates.len() as u32).max(1);
        let mut totals = vec![0.0f64; candidates.len()];
        for _ in 0..worlds {
            if budget
                .time_limit
                .is_some_and(|limit| started.elapsed() >= limit)
                && world > 0
            {
                break;
            }
            let mut world_rng = GameRng::from_seed(mix(seed ^ world));
            let imagined = game.determinize(seat, &mut world_rng);
            let playout_seed = mix(seed ^ world ^ 0x9E37_79B9_7F4A_7C15);
            for (total, candidate) in totals.iter_mut().zip(&candidates) {
                *total += playout(&imagined, seat, candidate, playout_seed);
            }
            world += 1;
        }
        // Keep the better half (ties keep the medium level's order).
        let mut ranked: Vec<(f64, usize)> =
            totals.iter().enumerate().map(|(i, t)| (*t, i)).collect();
        ranked.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        let keep = candidates.len().div_ceil(2);
        let mut kept: Vec<usize> = ranked.iter().take(keep).map(|(_, i)| *i).collect();
        kept.sort_unstable();
        candidates = kept.into_iter().map(|i| candidates[i].clone()).collect();
        if budget
            .time_limit
            .is_some_and(|limit| started.elapsed() >= limit)
        {
            break;
        }
    }
    candidates.into_iter().next()
}

/// Plays `candidate` for `seat` in a copy of `world`, then everyone at the medium level to the
/// end; the seat's score in 0..1 (0 if the candidate is refused, which is an engine bug).
fn playout(world: &AnyGame, seat: Seat, candidate: &AnyCommand, seed: u64) -> f64 {
    let mut game = world.clone();
    if game.advance(seat, candidate).is_err() {
        return 0.0;
    }
    let mut rng = GameRng::from_seed(seed);
    let mut steps = 0;
    while !game.is_over() && steps < PLAYOUT_LIMIT {
        let Some(next) = game.awaited().iter().next() else {
            break;
        };
        let Some(command) = game.policy_choice(next, Level::Medium, &mut rng) else {
            break;
        };
        // The policy picks among the legal commands.
        if game.advance_listed(next, &command).is_err() {
            break;
        }
        steps += 1;
    }
    score(&game, seat)
}

/// Half for winning (shared on a tie), half for the Glory lead over the best opponent.
fn score(game: &AnyGame, seat: Seat) -> f64 {
    let glory = game.glory();
    let mine = f64::from(glory.get(seat.index()).copied().unwrap_or(0));
    let best_other = glory
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != seat.index())
        .map(|(_, g)| f64::from(*g))
        .fold(0.0, f64::max);
    let win = match game.outcome() {
        Some(outcome) if outcome.winners.contains(&seat) => 1.0 / outcome.winners.len() as f64,
        Some(_) => 0.0,
        None => f64::from(u8::from(mine > best_other)),
    };
    0.5 * win + 0.5 * (0.5 + 0.5 * ((mine - best_other) / 20.0).tanh())
}
