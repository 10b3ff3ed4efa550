//! The rules engine: pure, deterministic game logic with no I/O, no async, no clock and no global RNG.
//!
//! What every rule set shares lives here: seats and per-seat containers, the game configuration,
//! viewers, outcomes, the pinned random numbers, the [`Rules`] trait, and [`AnyGame`], the one type
//! the rest of the crate holds for a game of any rule set, `sourced`, the one way a rule set's
//! state changes: through its events, and `procedure`, the runtime its resumable procedures
//! step on. Each rule set is a sibling module (`base`,
//! `reprisal`, `valhalla`) with its own commands, events, state and views; nothing outside the
//! engine and that rule set's presentation names them.

mod any;
pub mod base;
mod config;
pub mod family;
mod level;
mod order;
mod procedure;
pub mod reprisal;
pub mod rng;
mod seat;
mod sourced;
mod story;
pub mod valhalla;

pub use any::{
    AnyClosing, AnyCommand, AnyEvent, AnyGame, AnyReason, AnyRuleError, CommandParseError,
    DecisionInfo, Registered, Tagged, VersionError, undo_closed_by,
};
pub(crate) use any::{for_game, for_rules};
pub use config::{ClanName, GameConfig, Options, ReplayError, RuleSet, SetupError};
pub use family::{Milestone, Situation};
pub use level::Level;
pub use order::{Standing, StandingOrder};
pub use seat::{EverySeat, PerSeat, Seat, SeatSet};
pub use story::Story;

use serde::{Deserialize, Serialize};

/// Who is looking at the game: everybody (public information only) or one seat (its secrets too).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Viewer {
    /// Public information only: what every player at the table can see.
    Public,
    /// One seat: public information plus that seat's own hidden cards.
    Seat(Seat),
}

/// The result of a finished game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Final Glory per seat, stat bonuses included.
    pub glory: Vec<u32>,
    /// The seats with the most Glory; several seats share the victory on a tie (D-53).
    pub winners: Vec<Seat>,
    /// Rank per seat (1 = winner); tied seats share a rank (D-53).
    pub ranks: Vec<u8>,
}

impl Outcome {
    /// Builds the outcome from final Glory: most Glory wins, ties share the rank (D-53).
    pub fn from_glory(glory: Vec<u32>) -> Outcome {
        let ranks: Vec<u8> = glory
            .iter()
            .map(|g| 1 + glory.iter().filter(|other| *other > g).count() as u8)
            .collect();
        let winners = ranks
            .iter()
            .enumerate()
            .filter(|(_, r)| **r == 1)
            .map(|(i, _)| Seat(i as u8))
            .collect();
        Outcome {
            glory,
            winners,
            ranks,
        }
    }
}

/// The interface every rule set offers to storage, rendering and the Discord front end.
///
/// The shape follows STYLE.md §2: a game is its configuration plus the log of commands applied to it,
/// `legal_commands` is the source of truth for legality, and a refused command changes nothing.
pub trait Rules: Sized + Clone {
    /// A player's decision, serialisable into the command log.
    type Command: Clone + Eq + std::fmt::Debug + Serialize;
    /// What happened, for narration; every die roll and shuffle is one.
    type Event: Clone + std::fmt::Debug + Serialize;
    /// Why a command was refused.
    type Error: std::error::Error + Clone;

    /// Sets up a new game from a validated configuration.
    fn new(config: &GameConfig) -> Result<Self, SetupError>;
    /// The configuration this game was created from.
    fn config(&self) -> &GameConfig;
    /// Seats that must decide something now (empty once the game is over).
    fn awaited(&self) -> SeatSet;
    /// Every command `seat` may give now, in a deterministic order.
    fn legal_commands(&self, seat: Seat) -> Vec<Self::Command>;
    /// The command at index `nth(n)` of `legal_commands(seat)`, where `n` is that list's length
    /// (`nth` returns an index below `n`); `None` when the list is empty. For random players,
    /// which need one command and not the list: a rule set may find it without building the list
    /// for the caller.
    fn legal_nth(&self, seat: Seat, nth: &dyn Fn(usize) -> usize) -> Option<Self::Command> {
        let mut legal = self.legal_commands(seat);
        if legal.is_empty() {
            return None;
        }
        let index = nth(legal.len());
        Some(legal.swap_remove(index))
    }
    /// Checks and applies one command; on error the game is unchanged.
    fn apply(
        &mut self,
        seat: Seat,
        command: &Self::Command,
    ) -> Result<Vec<Self::Event>, Self::Error>;
    /// `apply` without the events, for simulations, replays and search: the same checks and the
    /// same game afterwards.
    fn advance(&mut self, seat: Seat, command: &Self::Command) -> Result<(), Self::Error> {
        self.apply(seat, command).map(drop)
    }
    /// `advance` for a command the caller has just taken from `legal_commands(seat)` or
    /// `legal_nth` of this very game, as random players do: a rule set may skip looking for it
    /// in the list again (it was found there a moment ago), but not in debug builds, so that the
    /// tests still see a listed command refused. Any other command goes through `advance`.
    fn advance_listed(&mut self, seat: Seat, command: &Self::Command) -> Result<(), Self::Error> {
        self.advance(seat, command)
    }
    /// The final result, once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// Current Glory per seat.
    fn glory(&self) -> Vec<u32>;

    /// Rebuilds a game from its configuration and command log.
    fn replay(
        config: &GameConfig,
        log: &[(Seat, Self::Command)],
    ) -> Result<Self, ReplayError<Self::Error>> {
        let mut game = Self::new(config).map_err(ReplayError::Setup)?;
        for (index, (seat, command)) in log.iter().enumerate() {
            game.advance(*seat, command)
                .map_err(|error| ReplayError::Refused {
                    index,
                    seat: *seat,
                    error,
                })?;
        }
        Ok(game)
    }
}
