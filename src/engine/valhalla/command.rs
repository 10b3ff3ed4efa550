//! Valhalla's commands (what a player decides), events (what happened, every shuffle and random
//! draw included) and refusals. Cards, chambers and figures are named by their numbers in the
//! game's pack and figure table, which never change for a pack version.

use super::pack::{CardId, ChamberId, GodId, Stat};
use super::{FigureId, Loc};
use crate::engine::{PerSeat, Seat, Viewer};
use serde::{Deserialize, Serialize};

/// A player's decision. Stored in the command log as JSON (`{"type":"summon",...}`); the names
/// and fields are stable.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Command {
    /// Draft: keep this card from the packet in front of you.
    Pick {
        /// The card.
        card: CardId,
    },
    /// End of Age: keep this card (up to three, then `Done`).
    Keep {
        /// The card.
        card: CardId,
    },
    /// Summon: put this figure from your reserve into a chamber.
    Summon {
        /// The figure.
        figure: FigureId,
        /// The chamber.
        chamber: ChamberId,
    },
    /// March: move this figure from `from` to the adjacent `to` (more figures of `from` may follow).
    March {
        /// Source chamber.
        from: ChamberId,
        /// The first figure moved.
        figure: FigureId,
        /// Destination.
        to: ChamberId,
    },
    /// One more figure of the March under way, or the move an ability allows (Lord of Hammers,
    /// Hildisvini).
    Move {
        /// The figure.
        figure: FigureId,
        /// Destination.
        to: ChamberId,
    },
    /// Upgrade: play this Upgrade or Monster card into a free slot.
    Upgrade {
        /// The card.
        card: CardId,
    },
    /// Quest: commit this Quest card face down into a free slot.
    Quest {
        /// The card.
        card: CardId,
    },
    /// Contest a chamber.
    Contest {
        /// The chamber.
        chamber: ChamberId,
    },
    /// Tyr's Challenge: contest a chamber whose reward was already claimed this Age.
    Challenge {
        /// The chamber.
        chamber: ChamberId,
    },
    /// Frigga's Domain: put a fallen figure of yours into a common chamber.
    Revive {
        /// The figure (in a kill pile or on the Sauna).
        figure: FigureId,
        /// The chamber.
        chamber: ChamberId,
    },
    /// Frigga's Sacrifice: start it (the figures are chosen next).
    Sacrifice,
    /// Pass: your Rage drops to 0 (Action phase), or no figure moves (Call to Battle), or no
    /// late card.
    Pass,
    /// Finish what is under way (a March, your kept cards) or decline an optional effect.
    Done,
    /// Call to Battle: move this figure into the contested chamber.
    Call {
        /// The figure.
        figure: FigureId,
    },
    /// Battle: the card you play face down.
    Play {
        /// The card.
        card: CardId,
    },
    /// Battle: add this late card (Heimdall's Eye or Gaze) after the reveal.
    Late {
        /// The card.
        card: CardId,
    },
    /// Raise this stat one step.
    Raise {
        /// The stat.
        stat: Stat,
    },
    /// The figure chosen: Tyr's victim, the figure Odin's Tide keeps, a figure for Frigga's
    /// Sacrifice, the figure Hildisvini moves.
    Choose {
        /// The figure.
        figure: FigureId,
    },
    /// Yes to an optional effect: Frigga's Protection, the Völur Witch's retreat, Frigga's Succor,
    /// Thor's Domain, Loki's Blessing.
    Accept,
    /// Tyr's Prowess: pay to take this played card back into hand.
    BuyBack {
        /// The card.
        card: CardId,
    },
    /// Loki's themed reward: take Glory from this clan.
    Steal {
        /// The clan.
        seat: Seat,
    },
    /// Freya's themed reward: put this reserve figure into a common chamber.
    Place {
        /// The figure.
        figure: FigureId,
        /// The chamber.
        chamber: ChamberId,
    },
    /// Baldr's themed reward: keep this card of the ones looked at.
    Take {
        /// The card.
        card: CardId,
    },
}

/// Why a clan gains Glory.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GloryWhy {
    /// Axes for a battle won.
    Battle,
    /// A chamber's or a god's reward.
    Reward,
    /// Horns for a quest fulfilled.
    Quest,
    /// Prove Valor.
    Valor,
    /// A card's text (named by the event's `card`).
    Card,
    /// An upgrade or a monster's ability.
    Ability,
    /// Taken from another clan.
    Taken,
    /// End-of-game stat bonuses.
    StatBonus,
}

/// Why a figure is destroyed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Cause {
    /// It lost a battle (or tied).
    Battle,
    /// A card's text before totals (Odin's Smite, Odin's Tide).
    Card,
    /// A summoned monster (Troll, Fire Giant).
    Monster,
    /// Tyr's reward.
    Reward,
    /// Frigga's Sacrifice.
    Sacrifice,
    /// Prove Valor (to the Sauna, not a death of battle).
    Valor,
}

/// Something that happened. Events marked *private* carry a secret and are shown only to the
/// seat they name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// Set-up: the chamber tokens drawn at random (each on its own chamber).
    TokensDrawn {
        /// The chambers that got a token, lowest number first.
        chambers: Vec<ChamberId>,
    },
    /// Set-up: the gods in play, in the order of the Ages they arrive in (random).
    GodsDrawn {
        /// Age 1, 2, 3.
        gods: Vec<GodId>,
    },
    /// Set-up: the monster cards drawn at random for this game.
    MonstersDrawn {
        /// The monster cards.
        monsters: Vec<CardId>,
    },
    /// The deck was shuffled.
    DeckShuffled {
        /// Cards in it.
        cards: usize,
        /// *Secret*: the order, top first (redacted for everyone).
        order: Vec<CardId>,
    },
    /// Set-up: the first player, drawn at random (VH-32).
    FirstPlayer {
        /// The seat.
        seat: Seat,
    },
    /// An Age began.
    AgeBegan {
        /// 1-3.
        age: u8,
    },
    /// God Arrives: the god took the chamber of the lowest-numbered token, which left the game.
    GodArrived {
        /// The god.
        god: GodId,
        /// Its chamber.
        chamber: ChamberId,
    },
    /// Draft: cards were dealt (each seat gets its packet; the cards are private).
    Dealt {
        /// Cards per seat.
        cards: u8,
        /// *Private*: each seat's packet, from the top of the deck in seat order (redacted to
        /// the viewer's own).
        packets: PerSeat<Vec<CardId>>,
    },
    /// Draft: a seat kept a card (public: only that it chose).
    Picked {
        /// The seat.
        seat: Seat,
    },
    /// *Private*: the card a seat kept.
    PickedCard {
        /// The seat.
        seat: Seat,
        /// The card.
        card: CardId,
    },
    /// Draft: the packets were passed on.
    Passed {
        /// Passed to the left (clockwise) or to the right.
        left: bool,
    },
    /// Draft: the last card of each packet went to the bottom of the deck, unseen.
    Bottomed {
        /// Cards.
        cards: u8,
    },
    /// The Action phase began; every clan's Rage was set to its Rage stat.
    ActionBegan {
        /// Each seat's Rage.
        rage: Vec<u32>,
    },
    /// A clan's turn began.
    TurnBegan {
        /// The seat.
        seat: Seat,
    },
    /// A clan passed: its Rage dropped to 0.
    PassedTurn {
        /// The seat.
        seat: Seat,
    },
    /// A clan paid Rage.
    Paid {
        /// The seat.
        seat: Seat,
        /// Rage paid.
        rage: u32,
    },
    /// A figure was put onto the board (a Summon, or a free placement by a card).
    Summoned {
        /// The seat.
        seat: Seat,
        /// The figure.
        figure: FigureId,
        /// Where.
        chamber: ChamberId,
        /// From a kill pile or the Sauna (Frigga's Domain) rather than the reserve.
        revived: bool,
    },
    /// A figure moved (March, Call to Battle, Lord of Hammers, Hildisvini, the Witch's retreat).
    Moved {
        /// The figure's owner.
        seat: Seat,
        /// The figure.
        figure: FigureId,
        /// From.
        from: ChamberId,
        /// To.
        to: ChamberId,
    },
    /// A card went into a slot (an Upgrade, or a Monster whose figure joins the reserve).
    Upgraded {
        /// The seat.
        seat: Seat,
        /// The card.
        card: CardId,
    },
    /// A Quest card was committed face down.
    QuestCommitted {
        /// The seat.
        seat: Seat,
        /// *Private*: the quest (none once redacted for another viewer).
        card: Option<CardId>,
    },
    /// A contest was declared.
    ContestDeclared {
        /// The initiator.
        seat: Seat,
        /// The chamber.
        chamber: ChamberId,
        /// A Tyr's Challenge on a claimed chamber.
        challenge: bool,
    },
    /// Call to Battle: a clan moved a figure in.
    Called {
        /// The seat.
        seat: Seat,
        /// The figure.
        figure: FigureId,
        /// From.
        from: ChamberId,
        /// To: the chamber contested.
        to: ChamberId,
    },
    /// A seat chose its battle card (public: only that it chose).
    CardChosen {
        /// The seat.
        seat: Seat,
    },
    /// The battle cards were revealed together.
    Revealed {
        /// (seat, card) for each participant that played one.
        cards: Vec<(Seat, CardId)>,
    },
    /// A revealed Quest card counts as a battle card (Tyr's Domain or Wrath).
    QuestCounts {
        /// The seat.
        seat: Seat,
        /// Its value.
        value: u8,
    },
    /// Thor's Primacy cancelled the texts of these cards.
    Cancelled {
        /// Whose Primacy.
        seat: Seat,
        /// (seat, card) cancelled.
        cards: Vec<(Seat, CardId)>,
    },
    /// Heimdall's Watch discarded the revealed cards.
    Watched {
        /// Whose Watch.
        seat: Seat,
        /// Glory it paid.
        glory: u32,
    },
    /// A late card was added.
    LatePlayed {
        /// The seat.
        seat: Seat,
        /// The card.
        card: CardId,
    },
    /// The totals of the battle.
    Totals {
        /// (seat, STR of figures, card values) per participant.
        totals: Vec<(Seat, u32, u32)>,
    },
    /// The battle's result.
    BattleEnded {
        /// The winner, or none on a tie.
        winner: Option<Seat>,
    },
    /// A figure was destroyed (to a kill pile or the Sauna), or removed by Prove Valor.
    Destroyed {
        /// The figure.
        figure: FigureId,
        /// Where it went.
        to: Loc,
        /// Why.
        cause: Cause,
    },
    /// Frigga's Protection kept a figure.
    Saved {
        /// The figure.
        figure: FigureId,
    },
    /// The Völur Witch retreated to Odin's Throne instead.
    Retreated {
        /// The figure.
        figure: FigureId,
    },
    /// Cards went back to hand (a loser's, Tyr's Prowess, Loki's Poison) or to a discard pile.
    CardsMoved {
        /// Whose cards.
        from: Seat,
        /// Into whose hand, or `None` to the owner's discard pile.
        to_hand: Option<Seat>,
        /// The cards.
        cards: Vec<CardId>,
    },
    /// A clan covered a chamber's reward with its token.
    Claimed {
        /// The seat.
        seat: Seat,
        /// The chamber.
        chamber: ChamberId,
    },
    /// A stat rose one step.
    StatRaised {
        /// The seat.
        seat: Seat,
        /// The stat.
        stat: Stat,
        /// The new step (1-based).
        step: u8,
    },
    /// A clan gained Glory.
    Glory {
        /// The seat.
        seat: Seat,
        /// How much.
        amount: u32,
        /// Why.
        why: GloryWhy,
    },
    /// A clan took Glory or Rage from another (Loki's cards, Loki's themed reward).
    Took {
        /// The taker.
        seat: Seat,
        /// The victim.
        from: Seat,
        /// Glory taken.
        glory: u32,
        /// Rage taken.
        rage: u32,
    },
    /// A clan gained Rage (Thor's Ascension).
    RageGained {
        /// The seat.
        seat: Seat,
        /// How much.
        rage: u32,
    },
    /// The Action phase ended.
    ActionEnded,
    /// Quest phase: a committed quest was revealed.
    QuestRevealed {
        /// The seat.
        seat: Seat,
        /// The card.
        card: CardId,
        /// Fulfilled.
        fulfilled: bool,
    },
    /// Prove Valor in one chamber: these clans had the most figures.
    Valor {
        /// The chamber.
        chamber: ChamberId,
        /// The clans that proved their valour (empty: nobody there).
        seats: Vec<Seat>,
    },
    /// Release Warriors: every fallen figure went back to its owner's reserve.
    Released {
        /// Figures per seat.
        figures: Vec<u8>,
    },
    /// End of Age: a clan kept cards (private which) and the rest left the game.
    KeptCards {
        /// The seat.
        seat: Seat,
        /// Cards kept.
        kept: u8,
        /// Cards that left the game.
        removed: u8,
        /// *Private*: the cards kept (redacted for other viewers).
        cards: Vec<CardId>,
    },
    /// *Private*: the cards a seat looked at (Baldr's themed reward).
    LookedAt {
        /// The seat.
        seat: Seat,
        /// The cards.
        cards: Vec<CardId>,
    },
    /// *Private*: the card a seat kept of those it looked at, into its hand; the others went
    /// back under the deck.
    TookLooked {
        /// The seat.
        seat: Seat,
        /// The card kept.
        card: CardId,
        /// The cards put back, in order.
        returned: Vec<CardId>,
    },
    /// End of Age: the Age's clan reward tokens came off the chambers.
    AgeEnded {
        /// The Age that ended.
        age: u8,
    },
    /// The First Player token passed to the left.
    FirstPlayerPassed {
        /// The new first player.
        seat: Seat,
    },
    /// The game ended.
    GameEnded {
        /// Final Glory per seat.
        glory: Vec<u32>,
    },
}

impl Event {
    /// The seat allowed to see this event, for the private ones; `None` for public events.
    pub fn private_to(&self) -> Option<Seat> {
        match self {
            Event::PickedCard { seat, .. }
            | Event::LookedAt { seat, .. }
            | Event::TookLooked { seat, .. } => Some(*seat),
            _ => None,
        }
    }

    /// This event as `viewer` may see it: a private event only by its seat, the cards an event
    /// moves out of sight (the deck's order, other seats' packets and kept cards) taken out.
    pub fn redact(&self, viewer: Viewer) -> Option<Event> {
        let own = |seat: Seat| viewer == Viewer::Seat(seat);
        if let Some(seat) = self.private_to() {
            return own(seat).then(|| self.clone());
        }
        Some(match self {
            Event::DeckShuffled { cards, .. } => Event::DeckShuffled {
                cards: *cards,
                order: Vec::new(),
            },
            Event::Dealt { cards, packets } => Event::Dealt {
                cards: *cards,
                packets: packets
                    .seats()
                    .map(|(s, p)| if own(s) { p.clone() } else { Vec::new() })
                    .collect(),
            },
            Event::KeptCards {
                seat,
                kept,
                removed,
                ..
            } if !own(*seat) => Event::KeptCards {
                seat: *seat,
                kept: *kept,
                removed: *removed,
                cards: Vec::new(),
            },
            Event::QuestCommitted { seat, .. } if !own(*seat) => Event::QuestCommitted {
                seat: *seat,
                card: None,
            },
            other => other.clone(),
        })
    }
}

/// Why a command was refused; the game is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// The seat has nothing to decide now.
    #[error("it is not your decision now")]
    NotYourDecision,
    /// The command is not one of the legal ones for the decision awaited.
    #[error("that is not possible now ({})", crate::vocabulary::Vocabulary::slug(*.decision))]
    Illegal {
        /// The decision awaited.
        decision: super::DecisionKind,
    },
}
