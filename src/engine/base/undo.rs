//! What closes the undo window in Blood Rage (`/undo`, rulings U-01 to U-04): the events after
//! which a decision may no longer be taken back.
//!
//! A decision stays open to undo while its events only move figures, pay or gain Rage, Glory and
//! stats, or put the seat's own cards down unseen (a committed quest, a face-down battle card, a
//! draft pick): nothing anyone did not know is shown, nothing is left to chance, and nobody
//! else's decision is cut short. A card shown from a hand (an upgrade or monster played, a late
//! battle card) closes it: once everyone has seen it, taking it back would tell them what that
//! hand holds. Everything else closes it — a list of the
//! open events, so an event added later closes the window until it is judged safe.

use super::event::Event;
use crate::engine::Seat;

/// Why a decision may no longer be taken back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Closing {
    /// Cards were shuffled or dealt.
    Random,
    /// Cards hidden from someone were shown (a battle's reveal, quests, a hand).
    Reveal,
    /// The seat showed a card from its hand (an upgrade or a monster played, a late card).
    CardShown,
    /// The draft packets were passed on.
    PacketsPassed,
    /// A battle began: the others are now choosing their cards.
    BattleBegan,
    /// A phase, an Age or the game ended.
    PhaseEnded,
}

/// Whether `event`, caused by a decision of `actor`, closes that decision's undo window.
pub fn closing(event: &Event, actor: Seat) -> Option<Closing> {
    match event {
        // Moves, payments and rewards that show nothing and draw nothing.
        Event::TurnBegan { .. }
        | Event::Passed { .. }
        | Event::Invaded { .. }
        | Event::MarchBegan { .. }
        | Event::Moved { .. }
        | Event::LeaderMoved { .. }
        | Event::GodMoved { .. }
        | Event::GodStayed { .. }
        | Event::DeathsPrevented { .. }
        | Event::QuestCommitted { .. }
        | Event::PillageDeclared { .. }
        | Event::PillageUncontested { .. }
        | Event::PillageSucceeded { .. }
        | Event::StatRaised { .. }
        | Event::GloryGained { .. }
        | Event::GloryTaken { .. }
        | Event::RageGained { .. }
        | Event::RageTaken { .. }
        | Event::RagePaid { .. }
        | Event::FigureDestroyed { .. }
        | Event::FigureProtected { .. }
        | Event::WitchRetreated { .. }
        | Event::MysticEscaped { .. }
        | Event::MysticStruck { .. }
        | Event::MysticHeldBack { .. }
        | Event::MysticJoined { .. }
        | Event::MonsterRemoved { .. }
        | Event::Drafted { .. }
        | Event::CardChosen { .. }
        | Event::CardKept { .. } => None,
        Event::UpgradePlayed { seat, .. }
        | Event::LateCardPlayed { seat, .. }
        | Event::CardPlayedOpen { seat, .. }
            if *seat == actor =>
        {
            Some(Closing::CardShown)
        }
        Event::DeckShuffled { .. }
        | Event::CardsDealt { .. }
        | Event::GodsChosen { .. }
        | Event::GodsPlaced { .. } => Some(Closing::Random),
        Event::PacksPassed { .. } | Event::DraftEnded { .. } => Some(Closing::PacketsPassed),
        Event::BattleBegan { .. } => Some(Closing::BattleBegan),
        Event::CardsRevealed { .. }
        | Event::UpgradePlayed { .. }
        | Event::QuestCounted { .. }
        | Event::TextsCancelled { .. }
        | Event::WatchResolved { .. }
        | Event::LateCardPlayed { .. }
        | Event::CardPlayedOpen { .. }
        | Event::BattleTotals { .. }
        | Event::CardsTaken { .. }
        | Event::CardKeptByProwess { .. }
        | Event::CardsDiscarded { .. }
        | Event::CardsReturned { .. }
        | Event::HandDiscarded { .. }
        | Event::LeftoversDiscarded { .. }
        | Event::CarriedReturned { .. }
        | Event::QuestsRevealed { .. }
        | Event::QuestResolved { .. }
        | Event::PillageFailed { .. } => Some(Closing::Reveal),
        Event::GameStarted { .. }
        | Event::AgeBegan { .. }
        | Event::PhaseBegan { .. }
        | Event::DraftBegan { .. }
        | Event::RageRefilled { .. }
        | Event::BattleEnded { .. }
        | Event::ActionPhaseEnded { .. }
        | Event::ProvinceDestroyed { .. }
        | Event::DoomMoved { .. }
        | Event::FiguresReleased { .. }
        | Event::TokensReset
        | Event::FirstPlayerPassed { .. }
        | Event::StatBonus { .. }
        | Event::GameEnded { .. } => Some(Closing::PhaseEnded),
    }
}

/// The first event among `events` (of one decision of `actor`) that closes its undo window.
pub fn closed_by(events: &[Event], actor: Seat) -> Option<Closing> {
    events.iter().find_map(|e| closing(e, actor))
}
