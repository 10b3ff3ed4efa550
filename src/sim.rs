//! Random players for simulations, benchmarks and tests.
//!
//! A random player's choice depends only on the game's seed and the position of the command in
//! the log (`choose`), so a game interrupted after any number of commands and resumed from its
//! stored log ends exactly as an uninterrupted one.

use crate::engine::family::Configs;
use crate::engine::rng::mix;
use crate::engine::{AnyGame, GameConfig, RuleSet, Rules, Seat};
use serde::Serialize;

/// A uniform index below `n` from a hash.
fn pick(hash: u64, n: usize) -> usize {
    ((u128::from(hash) * n as u128) >> 64) as usize
}

/// The random players' choice for the command at `position` in the log: a uniformly random awaited
/// seat, then a uniformly random command among that seat's legal commands. `None` once the game
/// is over.
pub fn choose<G: Rules>(game: &G, seed: u64, position: u64) -> Option<(Seat, G::Command)> {
    let awaited = game.awaited();
    if awaited.is_empty() {
        return None;
    }
    let h = mix(mix(seed ^ 0x5EED_F00D_B100_D000) ^ position);
    let seat = awaited.iter().nth(pick(h, awaited.len()))?;
    let command = game.legal_nth(seat, &|n| pick(mix(h), n))?;
    Some((seat, command))
}

/// One simulated game's summary, printed as a JSON line by `bloodrage-bot simulate`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Summary {
    /// The game's seed.
    pub seed: u64,
    /// Players.
    pub players: u8,
    /// Commands applied.
    pub commands: u64,
    /// Glory per seat (final when the game is over).
    pub glory: Vec<u32>,
    /// Winning seats (empty if the game is not over).
    pub winner: Vec<u8>,
    /// Victory points per seat, in a rule set won on points (whose Glory is counted per Age).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub victory_points: Option<Vec<u32>>,
}

impl Summary {
    /// Summarises a game after `commands` commands.
    pub fn of<G: Rules>(game: &G, commands: u64) -> Summary {
        Summary {
            seed: game.config().seed,
            players: game.config().players,
            commands,
            glory: game.glory(),
            winner: game
                .outcome()
                .map(|o| o.winners.iter().map(|s| s.0).collect())
                .unwrap_or_default(),
            victory_points: None,
        }
    }
}

/// Which games the command-line tools play: a rule set and the games its `--options` make
/// (read by the rule set itself, through the registry).
#[derive(Debug, Clone)]
pub struct Setup {
    /// The rule set.
    pub rules: RuleSet,
    /// The configuration of each game.
    configs: Configs,
}

impl Setup {
    /// Blood Rage.
    pub fn base() -> Setup {
        Setup::parse(RuleSet::Base, "all").expect("every rule set plays its default options")
    }

    /// A rule set with its `options` (`all`, every rule set's default; a rule set with options
    /// reads its own words).
    ///
    /// # Errors
    /// Options the rule set does not have, or cannot read.
    pub fn parse(rules: RuleSet, options: &str) -> Result<Setup, String> {
        let registered = rules.registered();
        if registered.options.is_none() && options != "all" {
            let with: Vec<String> = RuleSet::ALL
                .iter()
                .filter_map(|r| {
                    let r = r.registered();
                    r.options.map(|o| format!("--rules {}: {o}", r.slug))
                })
                .collect();
            return Err(format!(
                "--options {options}: {} has no options (those with options: {})",
                registered.slug,
                with.join("; ")
            ));
        }
        Ok(Setup {
            rules,
            configs: (registered.command_line)(options)?,
        })
    }

    /// The configuration of game number `i` (its options, when they change game by game).
    pub fn config(&self, players: u8, seed: u64, i: u64) -> GameConfig {
        self.configs.config(players, seed, i)
    }

    /// What the clans are ranked by at the end, in words (Glory, or victory points).
    pub fn score_name(&self) -> &'static str {
        self.rules.registered().score_name
    }
}

/// Plays one whole random game of the configuration's rule set (for `simulate --rules`), through
/// the same [`AnyGame`] the bot hosts.
pub fn simulate_rules(config: &GameConfig) -> Result<Summary, String> {
    let (game, n) = simulate::<AnyGame>(config).map_err(|e| e.to_string())?;
    let tally = game.tally();
    Ok(Summary {
        glory: tally.glory,
        victory_points: tally.points,
        ..Summary::of(&game, n)
    })
}

/// Why a simulated game did not finish.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SimError<C: std::fmt::Debug, E: std::error::Error> {
    /// The configuration was refused.
    #[error("seed {seed}: {error}")]
    Setup {
        /// Seed.
        seed: u64,
        /// Why.
        error: crate::engine::SetupError,
    },
    /// A listed legal command was refused: an engine bug.
    #[error(
        "seed {seed}: command {position} ({command:?} by {seat}) was listed as legal but refused: {error}"
    )]
    Refused {
        /// Seed.
        seed: u64,
        /// Log position.
        position: u64,
        /// Seat.
        seat: Seat,
        /// Command.
        command: C,
        /// The refusal.
        error: E,
    },
    /// A seat was awaited with no legal command: a dead end.
    #[error("seed {seed}: dead end after {position} commands")]
    DeadEnd {
        /// Seed.
        seed: u64,
        /// Log position.
        position: u64,
    },
    /// The game did not end within the command budget.
    #[error("seed {seed}: no end after {limit} commands")]
    TooLong {
        /// Seed.
        seed: u64,
        /// The budget.
        limit: u64,
    },
}

/// Most commands a game may take before it is declared stuck.
pub const COMMAND_LIMIT: u64 = 100_000;

/// Plays random commands from `position` on until the game ends (or `stop_after` total commands),
/// calling `on_command` after each one. Returns the number of commands in the log. Each command is
/// taken from the legal list and applied with [`Rules::advance_listed`]: it is not looked for in
/// that list again, except in debug builds (the tests).
pub fn play<G: Rules>(
    game: &mut G,
    mut position: u64,
    stop_after: Option<u64>,
    mut on_command: impl FnMut(&G, Seat, &G::Command),
) -> Result<u64, SimError<G::Command, G::Error>> {
    let seed = game.config().seed;
    while game.outcome().is_none() {
        if stop_after.is_some_and(|limit| position >= limit) {
            return Ok(position);
        }
        if position >= COMMAND_LIMIT {
            return Err(SimError::TooLong {
                seed,
                limit: COMMAND_LIMIT,
            });
        }
        let Some((seat, command)) = choose(game, seed, position) else {
            return Err(SimError::DeadEnd { seed, position });
        };
        if let Err(error) = game.advance_listed(seat, &command) {
            return Err(SimError::Refused {
                seed,
                position,
                seat,
                command,
                error,
            });
        }
        position += 1;
        on_command(game, seat, &command);
    }
    Ok(position)
}

/// A game's commands with their seats, in the order played: the log a store would hold.
pub type Log<G> = Vec<(Seat, <G as Rules>::Command)>;

/// Plays random commands from the start, as [`play`] does, and returns them: the game's log.
pub fn logged<G: Rules>(
    game: &mut G,
    stop_after: Option<u64>,
) -> Result<Log<G>, SimError<G::Command, G::Error>> {
    let mut log = Vec::new();
    play(game, 0, stop_after, |_, seat, command| {
        log.push((seat, command.clone()));
    })?;
    Ok(log)
}

/// Plays one whole random game.
pub fn simulate<G: Rules>(config: &GameConfig) -> Result<(G, u64), SimError<G::Command, G::Error>> {
    let mut game = G::new(config).map_err(|error| SimError::Setup {
        seed: config.seed,
        error,
    })?;
    let n = play(&mut game, 0, None, |_, _, _| {})?;
    Ok((game, n))
}
