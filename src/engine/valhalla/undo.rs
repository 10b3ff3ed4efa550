//! Which events close a Valhalla decision's undo window: something drawn at random or dealt
//! (nothing may be taken back once new cards are seen), a reveal of secret picks (battle cards,
//! the draft's packets passing on, quests), and the end of a phase or an Age. A decision others
//! have answered since is closed by the session (only the last ones of the log may be taken
//! back).

use super::Event;
use crate::engine::Seat;

/// Why a decision may no longer be taken back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Closing {
    /// Something was drawn or dealt since.
    Random,
    /// Secret picks were revealed since (battle cards, the draft's packets passed on).
    Reveal,
    /// A phase or an Age ended.
    PhaseEnded,
}

/// Whether `event`, caused by a decision of `actor`, closes that decision's undo window.
pub fn closing(event: &Event, _actor: Seat) -> Option<Closing> {
    match event {
        Event::TokensDrawn { .. }
        | Event::GodsDrawn { .. }
        | Event::MonstersDrawn { .. }
        | Event::DeckShuffled { .. }
        | Event::FirstPlayer { .. }
        | Event::Dealt { .. }
        | Event::LookedAt { .. } => Some(Closing::Random),
        Event::Revealed { .. }
        | Event::Passed { .. }
        | Event::Bottomed { .. }
        | Event::QuestRevealed { .. }
        | Event::KeptCards { .. } => Some(Closing::Reveal),
        Event::AgeBegan { .. }
        | Event::ActionEnded
        | Event::Valor { .. }
        | Event::Released { .. }
        | Event::GameEnded { .. } => Some(Closing::PhaseEnded),
        _ => None,
    }
}
