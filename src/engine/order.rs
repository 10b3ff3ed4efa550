//! Standing orders: answers a player gives in advance to one kind of decision, so that the game
//! need not wait for them. The engine still asks the seat (who is asked never depends on an
//! order, so an order reveals nothing); the session core answers at once for it.

use std::fmt;

/// One standing order of a player in one game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum StandingOrder {
    /// Decline every Call to Battle (the player may still join one by answering first).
    DeclineCalls,
    /// Never add a late battle card (Heimdall's Eye or Gaze).
    NoLateCards,
    /// The computer drafts for the player during this Age's Gods' Gifts.
    AiDraftsAge(u8),
}

impl fmt::Display for StandingOrder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StandingOrder::DeclineCalls => f.write_str("decline_calls"),
            StandingOrder::NoLateCards => f.write_str("no_late_cards"),
            StandingOrder::AiDraftsAge(age) => write!(f, "ai_drafts:{age}"),
        }
    }
}

impl StandingOrder {
    /// Parses the stored name written by `Display`.
    pub fn parse(text: &str) -> Option<StandingOrder> {
        match text.trim() {
            "decline_calls" => Some(StandingOrder::DeclineCalls),
            "no_late_cards" => Some(StandingOrder::NoLateCards),
            other => other
                .strip_prefix("ai_drafts:")
                .and_then(|age| age.parse().ok())
                .map(StandingOrder::AiDraftsAge),
        }
    }
}

/// What a standing order answers to the decision in front of a seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Standing<C> {
    /// This command.
    Answer(C),
    /// Whatever the computer would choose for the seat.
    Delegate,
}
