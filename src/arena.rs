//! The arena: whole games between computer clans of given levels, with seats rotated, to measure
//! how strong and how fast each level is (`bloodrage-bot arena`).

// Counts of games, seats and samples are far below where a float loses precision.
#![allow(clippy::cast_precision_loss)]

use crate::ai::{self, Budget, Level};
use crate::engine::{AnyGame, PerSeat};
use crate::vocabulary::Vocabulary as _;
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

/// What one level did over the arena's games.
#[derive(Debug, Clone, Default)]
pub struct LevelResult {
    /// Seats played by this level (one per game and seat).
    pub seats: u32,
    /// Wins, a shared victory counting `1/k` for each of its `k` winners.
    pub wins: f64,
    /// Sum of final Glory.
    pub glory: u64,
    /// Decision times per decision kind.
    pub times: BTreeMap<&'static str, Vec<Duration>>,
}

impl LevelResult {
    /// Win rate per seat.
    pub fn win_rate(&self) -> f64 {
        if self.seats == 0 {
            0.0
        } else {
            self.wins / f64::from(self.seats)
        }
    }

    /// The 95 % confidence interval of the win rate (Wilson score interval).
    pub fn interval(&self) -> (f64, f64) {
        let n = f64::from(self.seats);
        if n == 0.0 {
            return (0.0, 1.0);
        }
        let p = self.win_rate();
        let z = 1.96f64;
        let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
        let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
        ((centre - half).max(0.0), (centre + half).min(1.0))
    }

    /// Mean final Glory.
    pub fn mean_glory(&self) -> f64 {
        if self.seats == 0 {
            0.0
        } else {
            self.glory as f64 / f64::from(self.seats)
        }
    }
}

/// The results of an arena run, per level.
#[derive(Debug, Clone, Default)]
pub struct Results {
    /// Per level.
    pub levels: BTreeMap<Level, LevelResult>,
    /// Games played.
    pub games: u32,
}

/// Plays `games` games of `seats.len()` players; game `i` uses seed `seed + i` and rotates the
/// levels by `i` seats, so every level plays every seat equally often. The hard level searches
/// with `budget`. `jobs` threads play games side by side (each decision still runs on one core;
/// the results do not depend on `jobs`).
///
/// # Errors
/// The first game that could not be played to its end.
pub fn run(
    setup: &crate::sim::Setup,
    seats: &[Level],
    games: u32,
    seed: u64,
    budget: &Budget,
    jobs: usize,
) -> Result<Results, String> {
    let jobs = jobs.clamp(1, 64) as u32;
    let parts: Vec<Result<Results, String>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..jobs)
            .map(|job| {
                scope.spawn(move || {
                    let mut results = Results::default();
                    for i in (job..games).step_by(jobs as usize) {
                        play_one(setup, seats, i, seed, budget, &mut results)?;
                    }
                    Ok(results)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err("an arena thread panicked".into()))
            })
            .collect()
    });
    let mut results = Results::default();
    for part in parts {
        let part = part?;
        results.games += part.games;
        for (level, r) in part.levels {
            let total = results.levels.entry(level).or_default();
            total.seats += r.seats;
            total.wins += r.wins;
            total.glory += r.glory;
            for (kind, times) in r.times {
                total.times.entry(kind).or_default().extend(times);
            }
        }
    }
    Ok(results)
}

/// Plays game `i` of an arena run and adds it to `results`.
fn play_one(
    setup: &crate::sim::Setup,
    seats: &[Level],
    i: u32,
    seed: u64,
    budget: &Budget,
    results: &mut Results,
) -> Result<(), String> {
    let players = u8::try_from(seats.len()).map_err(|_| "too many seats".to_string())?;
    let game_seed = seed.wrapping_add(u64::from(i));
    // The levels rotate around the table game by game.
    let rotated: PerSeat<Level> = (0..seats.len())
        .map(|s| seats[(s + i as usize) % seats.len()])
        .collect();
    let config = setup.config(players, game_seed, u64::from(i));
    let mut game = AnyGame::new(&config).map_err(|e| format!("seed {game_seed}: {e}"))?;
    let mut position = 0u64;
    while !game.is_over() {
        if position >= ai::COMMAND_LIMIT {
            return Err(format!("seed {game_seed}: no end"));
        }
        let Some(seat) = game.awaited().iter().next() else {
            return Err(format!("seed {game_seed}: nobody awaited"));
        };
        let level = rotated[seat];
        let kind = game.decision().map_or("none", |d| d.kind);
        let start = Instant::now();
        let command = ai::choose_with(&game, seat, level, game_seed, position, budget)
            .ok_or_else(|| format!("seed {game_seed}: {seat} has nothing to play"))?;
        let took = start.elapsed();
        results
            .levels
            .entry(level)
            .or_default()
            .times
            .entry(kind)
            .or_default()
            .push(took);
        game.advance(seat, &command)
            .map_err(|e| format!("seed {game_seed}: {command:?} by {seat}: {e}"))?;
        position += 1;
    }
    let outcome = game.outcome().expect("the game is over");
    let share = 1.0 / outcome.winners.len() as f64;
    for ((seat, level), glory) in rotated.seats().zip(&outcome.glory) {
        let r = results.levels.entry(*level).or_default();
        r.seats += 1;
        r.glory += u64::from(*glory);
        if outcome.winners.contains(&seat) {
            r.wins += share;
        }
    }
    results.games += 1;
    Ok(())
}

/// The `q` quantile (0..=1) of sorted durations.
pub fn quantile(sorted: &[Duration], q: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() - 1) as f64 * q).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

/// A plain-text report of the results; `score` names what decides a game (the rule set's
/// `SCORE_NAME`: "Glory" unless it ranks by something else).
pub fn report(seats: &[Level], results: &Results, score: &str) -> String {
    use std::fmt::Write as _;
    let mut out = String::new();
    let names: Vec<&str> = seats.iter().map(|l| l.slug()).collect();
    let _ = writeln!(
        out,
        "{} games of {} players, seats rotated: {}",
        results.games,
        seats.len(),
        names.join(", ")
    );
    for (level, r) in &results.levels {
        let (lo, hi) = r.interval();
        let _ = writeln!(
            out,
            "  {level:>6}: win rate {:.1} % (95 % CI {:.1}–{:.1} %) over {} seats; mean {score} {:.1}",
            100.0 * r.win_rate(),
            100.0 * lo,
            100.0 * hi,
            r.seats,
            r.mean_glory()
        );
    }
    let _ = writeln!(
        out,
        "decision time per level and decision kind (p50 / p99 / max, n):"
    );
    let mut times_line = |level: Level, kind: &str, mut times: Vec<Duration>| {
        times.sort();
        let _ = writeln!(
            out,
            "  {level:>6} {kind}: {:?} / {:?} / {:?}, n={}",
            quantile(&times, 0.5),
            quantile(&times, 0.99),
            times.last().copied().unwrap_or_default(),
            times.len()
        );
    };
    for (level, r) in &results.levels {
        times_line(*level, "all", r.times.values().flatten().copied().collect());
        for (kind, times) in &r.times {
            times_line(*level, kind, times.clone());
        }
    }
    out
}
