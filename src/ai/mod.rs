//! Computer clans: a seat's view and its legal commands in, one command out.
//!
//! An AI seat sees exactly what a human in that seat sees: [`choose`] asks the rule set's own
//! policy (`engine::<rule set>::policy`, reached through [`AnyGame::policy_choice`]), which is
//! handed only the seat's own view (public information and that seat's cards) and its list of
//! legal commands. Nothing else of the game reaches it — not another seat's cards, not the game's
//! random stream — so its choice cannot depend on hidden information. Its own
//! randomness (tie-breaks, the `random` level) comes from a seed of its own, mixed with the seat
//! and the log position, so a replay or a restart makes the same choice again.
//!
//! Levels: `random` (a uniformly random legal command, the baseline), `easy` (fast heuristics),
//! `medium` (heuristics that plan: quests and upgrades that fit, battles counted with what
//! opponents can still bring, the timing of the pass) and `hard` (search on top of medium:
//! [`search`]).

pub mod search;

pub use crate::engine::Level;
pub use search::Budget;

use crate::engine::rng::{GameRng, mix};
use crate::engine::{AnyCommand, AnyGame, AnyReason, Seat};

/// The random stream of one decision: the AI's seed, the seat and the log position.
pub fn decision_rng(ai_seed: u64, seat: Seat, position: u64) -> GameRng {
    GameRng::from_seed(mix(mix(ai_seed ^ 0xA1A1_C1A5_0000_0000) ^ u64::from(seat.0)) ^ position)
}

/// What `seat` plays now at `level` (the hard level with the default [`Budget`]), or `None` if it
/// has nothing to decide. `position` is the length of the game's command log (it only varies the
/// AI's own randomness).
pub fn choose(
    game: &AnyGame,
    seat: Seat,
    level: Level,
    ai_seed: u64,
    position: u64,
) -> Option<AnyCommand> {
    choose_with(game, seat, level, ai_seed, position, &Budget::DEFAULT)
}

/// [`choose`] with the hard level's search budget given.
pub fn choose_with(
    game: &AnyGame,
    seat: Seat,
    level: Level,
    ai_seed: u64,
    position: u64,
    budget: &Budget,
) -> Option<AnyCommand> {
    if !game.awaited().contains(seat) {
        return None;
    }
    let mut rng = decision_rng(ai_seed, seat, position);
    match level {
        Level::Hard => search::choose(game, seat, &mut rng, budget),
        _ => game.policy_choice(seat, level, &mut rng),
    }
}

/// A suggestion for `seat` (`/hint`): the medium level's first choice and the main reason it
/// ranks first, or `None` if the seat is not awaited. Deterministic, and like every level it reads
/// only the seat's own view.
pub fn hint(game: &AnyGame, seat: Seat) -> Option<(AnyCommand, AnyReason)> {
    if !game.awaited().contains(seat) {
        return None;
    }
    game.policy_hint(seat)
}

/// Most commands a game of computer clans may take before it is declared stuck (whole games take
/// a few hundred).
pub const COMMAND_LIMIT: u64 = 100_000;

/// Plays a game to its end with one level per seat; returns the number of commands applied.
/// Simultaneous decisions are answered seat by seat, lowest seat first.
///
/// # Errors
/// A description of the first command the rules refused (an engine or AI bug), or of a seat
/// left with nothing to play.
pub fn play_out(
    game: &mut AnyGame,
    seats: &[Level],
    ai_seed: u64,
    mut position: u64,
    budget: &Budget,
) -> Result<u64, String> {
    while !game.is_over() {
        if position >= COMMAND_LIMIT {
            return Err(format!("no end after {position} commands"));
        }
        let Some(seat) = game.awaited().iter().next() else {
            return Err(format!("nobody awaited after {position} commands"));
        };
        let level = seats.get(seat.index()).copied().unwrap_or(Level::Random);
        let Some(command) = choose_with(game, seat, level, ai_seed, position, budget) else {
            return Err(format!(
                "{seat} ({level}) has nothing to play at {position}"
            ));
        };
        game.advance(seat, &command)
            .map_err(|e| format!("{seat} ({level}) played {command:?} at {position}: {e}"))?;
        position += 1;
    }
    Ok(position)
}
