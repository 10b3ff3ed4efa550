//! Answers the session gives for a seat without waiting for its player: the seat's only legal
//! command when everybody can tell it has no choice, and its player's standing orders. Pure: the
//! front end stores and tells what this returns like any other command of the seat.

use crate::ai;
use crate::engine::{AnyCommand, AnyGame, Level, Seat, Standing, StandingOrder};
use std::collections::BTreeSet;

/// The game setting holding the standing orders of a seat (`orders.<seat>`).
pub fn setting_key(seat: Seat) -> String {
    format!("orders.{}", seat.0)
}

/// The level the computer drafts at for a player who asked it to (a standing order).
pub const DRAFT_LEVEL: Level = Level::Medium;

/// A player's standing orders in one game.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Orders(pub BTreeSet<StandingOrder>);

impl Orders {
    /// Reads the stored setting (a comma-separated list; unknown entries are skipped).
    pub fn parse(text: &str) -> Orders {
        Orders(text.split(',').filter_map(StandingOrder::parse).collect())
    }

    /// The stored form.
    pub fn to_setting(&self) -> String {
        self.0
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(",")
    }

    /// Every order in force.
    pub fn all(decline_calls: bool, no_late_cards: bool, ai_drafts: &[u8]) -> Orders {
        let mut set = BTreeSet::new();
        if decline_calls {
            set.insert(StandingOrder::DeclineCalls);
        }
        if no_late_cards {
            set.insert(StandingOrder::NoLateCards);
        }
        set.extend(ai_drafts.iter().map(|age| StandingOrder::AiDraftsAge(*age)));
        Orders(set)
    }

    /// Whether the order is in force.
    pub fn has(&self, order: StandingOrder) -> bool {
        self.0.contains(&order)
    }

    /// Whether no order is in force.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

crate::vocabulary::vocabulary! {
    /// Who drafts for a player, as they ask.
    pub enum Drafting {
        /// The computer drafts for them in the draft under way or next to come.
        ThisAge = "this-age",
        /// The computer drafts for them in every Age still to come.
        EveryAge = "every-age",
        /// They draft themselves.
        Themselves = "off",
    }
}

/// A change a player asks of their standing orders in a game; `None` leaves an order as it is.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct OrdersChange {
    /// Decline every Call to Battle.
    pub decline_calls: Option<bool>,
    /// Play no late cards.
    pub no_late_cards: Option<bool>,
    /// Who drafts.
    pub drafting: Option<Drafting>,
}

impl OrdersChange {
    /// Whether it changes nothing.
    pub fn is_empty(&self) -> bool {
        *self == OrdersChange::default()
    }
}

impl Orders {
    /// These orders after `change`, when the draft under way or next to come is that of Age
    /// `ahead` (none left: the computer is asked to draft no Age).
    #[must_use]
    pub fn changed(&self, change: OrdersChange, ahead: Option<u8>) -> Orders {
        let mut orders = self.clone();
        let mut set = |order: StandingOrder, on: bool| {
            if on {
                orders.0.insert(order);
            } else {
                orders.0.remove(&order);
            }
        };
        if let Some(on) = change.decline_calls {
            set(StandingOrder::DeclineCalls, on);
        }
        if let Some(on) = change.no_late_cards {
            set(StandingOrder::NoLateCards, on);
        }
        match change.drafting {
            Some(Drafting::Themselves) => orders
                .0
                .retain(|o| !matches!(o, StandingOrder::AiDraftsAge(_))),
            Some(Drafting::ThisAge) => {
                if let Some(age) = ahead {
                    orders.0.insert(StandingOrder::AiDraftsAge(age));
                }
            }
            Some(Drafting::EveryAge) => {
                for age in ahead.into_iter().flat_map(|a| a..=3) {
                    orders.0.insert(StandingOrder::AiDraftsAge(age));
                }
            }
            None => {}
        }
        orders
    }
}

/// Why the session answered for a seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Auto {
    /// The seat's only legal command, which everybody can tell.
    Forced(AnyCommand),
    /// The player's standing order.
    Order(StandingOrder, AnyCommand),
}

impl Auto {
    /// The command.
    pub fn command(&self) -> &AnyCommand {
        match self {
            Auto::Forced(c) | Auto::Order(_, c) => c,
        }
    }
}

/// The forced command of `seat`, unless its player is `deciding` (the seat whose player gave the
/// latest command): a player asked again right after deciding (the figures of their march, a
/// stat their pillage raises) is answering already, their reply shows the choice, and answering
/// it for them would only make that reply stale. Never in a decision several seats answer at
/// once (a lone battle card): the seat's player may be looking at it while the others answer,
/// and who "just decided" changes under them.
fn forced(game: &AnyGame, seat: Seat, deciding: Option<Seat>) -> Option<AnyCommand> {
    if deciding == Some(seat) || game.decision().is_none_or(|d| d.simultaneous) {
        None
    } else {
        game.forced(seat)
    }
}

/// Whether `seat` is the player `deciding` asked again on their own (not in a decision several
/// seats answer at once, like the draft): they answer that themselves, orders or not, since the
/// reply to their last decision already shows it.
fn own_follow_up(game: &AnyGame, seat: Seat, deciding: Option<Seat>) -> bool {
    deciding == Some(seat) && game.decision().is_some_and(|d| !d.simultaneous)
}

/// The first of `orders` that covers `seat`'s decision, and what it answers (not for the player
/// `deciding` asked again on their own).
fn standing(
    game: &AnyGame,
    seat: Seat,
    orders: &Orders,
    deciding: Option<Seat>,
) -> Option<(StandingOrder, Standing<AnyCommand>)> {
    if own_follow_up(game, seat, deciding) {
        return None;
    }
    orders
        .0
        .iter()
        .find_map(|order| game.standing(seat, *order).map(|s| (*order, s)))
}

/// The seat whose player gave the latest of `steps` (`None` when the computer or the bot did):
/// the player "deciding", who answers their own next choice.
pub fn deciding(steps: &[std::sync::Arc<super::Step>]) -> Option<Seat> {
    steps
        .last()
        .filter(|s| s.origin == crate::store::Origin::Player)
        .map(|s| s.seat)
}

/// Whether the session answers `seat` of `game` without waiting (see [`auto_answer`]), without
/// computing the answer.
pub fn covers(game: &AnyGame, seat: Seat, orders: &Orders, deciding: Option<Seat>) -> bool {
    forced(game, seat, deciding).is_some() || standing(game, seat, orders, deciding).is_some()
}

/// What the session answers now for `seat` of `game` without waiting, if anything: a forced
/// command first (not for the player `deciding`), then the first standing order that covers the
/// decision (not for the player `deciding` asked again on their own). A draft by the computer is
/// chosen at [`DRAFT_LEVEL`] with `ai_seed`; `position` is the log's length.
pub fn auto_answer(
    game: &AnyGame,
    seat: Seat,
    orders: &Orders,
    ai_seed: u64,
    position: u64,
    deciding: Option<Seat>,
) -> Option<Auto> {
    if let Some(command) = forced(game, seat, deciding) {
        return Some(Auto::Forced(command));
    }
    let (order, answer) = standing(game, seat, orders, deciding)?;
    let command = match answer {
        Standing::Answer(command) => command,
        Standing::Delegate => ai::choose(game, seat, DRAFT_LEVEL, ai_seed, position)?,
    };
    Some(Auto::Order(order, command))
}
