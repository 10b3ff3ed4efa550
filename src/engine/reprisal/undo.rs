//! Which events close a Reprisal decision's undo window: a die roll or a random draw (nothing may
//! be taken back once the dice have spoken), a reveal of secret picks, and the end of a phase or
//! an Age. A decision others have answered since is closed by the session (only the last ones of
//! the log may be taken back).

use super::Event;
use crate::engine::Seat;

/// Why a decision may no longer be taken back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Closing {
    /// Dice were rolled or something was drawn at random since.
    Random,
    /// Secret picks were revealed since.
    Reveal,
    /// A phase or an Age ended.
    PhaseEnded,
}

/// Whether `event`, caused by a decision of `actor`, closes that decision's undo window.
pub fn closing(event: &Event, _actor: Seat) -> Option<Closing> {
    match event {
        Event::TokensPlaced { .. }
        | Event::FirstPlayer { .. }
        | Event::Doom { .. }
        | Event::QuestRolled { .. }
        | Event::RandomOrder { .. }
        | Event::Rolled { .. }
        | Event::DwarfRolled { .. }
        | Event::MonsterGained { random: true, .. } => Some(Closing::Random),
        Event::PrayersRevealed { .. } | Event::Engaged { .. } | Event::CardsRevealed { .. } => {
            Some(Closing::Reveal)
        }
        Event::AgeBegan { .. }
        | Event::ActionPhaseEnded { .. }
        | Event::QuestCounted { .. }
        | Event::Ragnarok { .. }
        | Event::Scored { .. }
        | Event::Reset
        | Event::GameOver { .. } => Some(Closing::PhaseEnded),
        _ => None,
    }
}
