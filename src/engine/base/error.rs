//! Why a command was refused. Each variant names the rule it breaks, with its numbers; the message
//! tells the player what to do instead. A refused command never changes the game.

use super::command::{Command, Figure, Place};
use super::data::{CardId, CardName, ProvinceId, Stat};
use super::pending::DecisionKind;
use crate::engine::Seat;

fn seats(list: &[Seat]) -> String {
    list.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// A command that is not legal for that seat at that moment.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// The game has ended.
    #[error("the game is over: no more commands are accepted")]
    GameOver,
    /// No such seat at this table.
    #[error("{seat} is not at this table of {players} players")]
    NoSuchSeat {
        /// The seat given.
        seat: Seat,
        /// Players at the table.
        players: u8,
    },
    /// Another seat must decide now (or this seat has already answered a simultaneous decision).
    #[error(
        "not your turn: the game is waiting for {} to {}",
        seats(.waiting),
        .decision.describe()
    )]
    NotYourTurn {
        /// The seats awaited.
        waiting: Vec<Seat>,
        /// What they must do, worded by the presentation.
        decision: DecisionKind,
    },
    /// The command does not answer the pending decision.
    #[error("`{got}` does not answer the current decision: {}", .expected.describe())]
    WrongDecision {
        /// The command kind given ([`super::Command::kind`]).
        got: &'static str,
        /// What the seat must do instead.
        expected: DecisionKind,
    },
    /// The card id is not a card of this game.
    #[error("there is no card #{card} in this game")]
    UnknownCard {
        /// The id given.
        card: u8,
    },
    /// The card is not in the seat's hand.
    #[error("{card} is not in your hand")]
    CardNotInHand {
        /// The card.
        card: CardId,
    },
    /// The card is not in the packet in front of the seat.
    #[error("{card} is not in the packet in front of you")]
    CardNotInPack {
        /// The card.
        card: CardId,
    },
    /// The card is of the wrong kind for this command.
    #[error("{card} is not {wanted}")]
    WrongCardKind {
        /// The card.
        card: CardId,
        /// What kind was needed.
        wanted: Wanted,
    },
    /// Every action needs at least 1 Rage, whatever it costs (2.5).
    #[error("you have 0 Rage: you cannot take an action, only pass")]
    NoRage,
    /// The action or option costs more Rage than the seat has.
    #[error("not enough Rage: this costs {need} and you have {have}")]
    NotEnoughRage {
        /// Rage needed.
        need: u32,
        /// Rage held.
        have: u32,
    },
    /// Horns: no more figures may be placed on the board.
    #[error("Horns limit: you have {on_board} figures on the board and your Horns allow {horns}")]
    HornsLimit {
        /// Figures on the board.
        on_board: u8,
        /// Horns value.
        horns: u8,
    },
    /// The province has been destroyed by Ragnarök.
    #[error("{province} is destroyed: nothing may enter or be pillaged there")]
    ProvinceDestroyed {
        /// The province.
        province: ProvinceId,
    },
    /// Every village of the province is occupied.
    #[error("{province} is full: all {villages} villages are occupied")]
    ProvinceFull {
        /// The province.
        province: ProvinceId,
        /// Its villages.
        villages: u8,
    },
    /// The figure is not in the seat's reserve.
    #[error("your {figure} is not in your reserve")]
    NotInReserve {
        /// The figure.
        figure: Figure,
    },
    /// The figure is not in Valhalla.
    #[error("your {figure} is not in Valhalla")]
    NotInValhalla {
        /// The figure.
        figure: Figure,
    },
    /// The figure is not where the command says.
    #[error("you have no {figure} in {place}")]
    FigureNotThere {
        /// The figure.
        figure: Figure,
        /// The place named.
        place: Place,
    },
    /// Ships and the Sea Serpent only go into fjords; other figures never do.
    #[error(
        "{figure} cannot go to {place}: ships and the Sea Serpent go only into fjords, other figures only into provinces"
    )]
    WrongWaters {
        /// The figure.
        figure: Figure,
        /// The place named.
        place: Place,
    },
    /// Ships never move.
    #[error("{figure} never moves once placed")]
    ShipsNeverMove {
        /// The figure.
        figure: Figure,
    },
    /// Only the Dark Elf may be invaded straight into Yggdrasil.
    #[error("only the Dark Elf may invade Yggdrasil: march there instead")]
    NoInvadeIntoYggdrasil,
    /// A fjord whose two provinces are destroyed is closed (D-03).
    #[error("{place} is closed: both provinces it supports are destroyed")]
    FjordClosed {
        /// The fjord.
        place: Place,
    },
    /// March needs two different provinces.
    #[error("a march must go to a different province")]
    SameProvince,
    /// Call to Battle and Lord of Hammers move only from or to adjacent provinces.
    #[error("{from} is not adjacent to {to}")]
    NotAdjacent {
        /// Origin.
        from: ProvinceId,
        /// Destination.
        to: ProvinceId,
    },
    /// The province was already pillaged this Age.
    #[error("{province} has already been pillaged this Age")]
    AlreadyPillaged {
        /// The province.
        province: ProvinceId,
    },
    /// Tyr's Challenge targets only a province already pillaged this Age.
    #[error("{province} has not been pillaged yet this Age: pillage it normally")]
    NotPillagedYet {
        /// The province.
        province: ProvinceId,
    },
    /// Pillage needs a figure in the province or a ship in its fjord.
    #[error("you have no figure in {province} or a ship in its fjord")]
    NotPresent {
        /// The province.
        province: ProvinceId,
    },
    /// The action needs an upgrade the seat does not have.
    #[error("you need {} on your clan sheet to do that", card.printed())]
    MissingUpgrade {
        /// The upgrade.
        card: CardName,
    },
    /// Upgrade slot index out of range.
    #[error(
        "there is no slot {slot} of that kind: the card's kind has {count} slot(s), numbered from 0"
    )]
    NoSuchSlot {
        /// The index given.
        slot: u8,
        /// Slots of that kind.
        count: u8,
    },
    /// The stat is already on its last step (D-11).
    #[error("{} is already on its last step", stat.name())]
    StatAtTop {
        /// The stat.
        stat: Stat,
    },
    /// The choice is not among those offered now.
    #[error("that choice is not offered: {why}")]
    NotOffered {
        /// Why, with what is offered.
        why: NotOffered,
    },
}

/// The kind of card a command needed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wanted {
    /// A quest card (to commit a quest).
    Quest,
    /// An upgrade or monster card (to play it on the clan sheet).
    Upgrade,
    /// Heimdall's Eye or Heimdall's Gaze: the only cards added to a battle late.
    Late,
}

impl std::fmt::Display for Wanted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Wanted::Quest => "a quest card",
            Wanted::Upgrade => "an upgrade card",
            Wanted::Late => "Heimdall's Eye or Heimdall's Gaze (only they may be added late)",
        })
    }
}

/// Why a choice is not offered, and what is instead (worded by the presentation).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotOffered {
    /// Frigga's Grace must raise another stat than the pillage did.
    SameStat {
        /// The stat the pillage raised.
        stat: Stat,
    },
    /// None of the seat's figures in the province can march (ships never move).
    NothingToMarch {
        /// The province marched from.
        province: ProvinceId,
    },
    /// An upgrade goes into the first empty slot of its kind.
    FirstEmptySlot {
        /// The empty slot named.
        slot: u8,
        /// The first empty one.
        first: u8,
    },
    /// The clan already has this monster (the Kickstarter's second copy, EX-31): the copy may
    /// only replace it.
    TwinMonster {
        /// The monster.
        monster: super::data::Monster,
    },
    /// Frigga's Sacrifice needs two of the seat's figures on the board.
    SacrificeNeedsTwo,
    /// What the seat may do instead (every legal command, in order).
    Choices {
        /// The seat refused.
        seat: Seat,
        /// Its legal commands.
        legal: Vec<Command>,
    },
}

/// How many of the legal commands a "not offered" message lists.
pub const LISTED: usize = 8;

impl std::fmt::Display for NotOffered {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NotOffered::SameStat { stat } => {
                let others: Vec<&str> = Stat::ALL
                    .iter()
                    .filter(|s| *s != stat)
                    .map(|s| s.name())
                    .collect();
                write!(
                    f,
                    "Frigga's Grace must raise a different stat than the pillage did; choose {}",
                    others.join(" or ")
                )
            }
            NotOffered::NothingToMarch { province } => write!(
                f,
                "you have no figure in {province} that can march (ships never move)"
            ),
            NotOffered::FirstEmptySlot { slot, first } => write!(
                f,
                "slot {slot} is empty: play the card into the first empty slot, {first}"
            ),
            NotOffered::TwinMonster { monster } => write!(
                f,
                "you already have the {}: its second copy may only replace it",
                monster.name()
            ),
            NotOffered::SacrificeNeedsTwo => {
                f.write_str("Frigga's Sacrifice needs at least 2 of your figures on the board")
            }
            NotOffered::Choices { legal, .. } => {
                let mut options: Vec<String> =
                    legal.iter().take(LISTED).map(ToString::to_string).collect();
                if legal.len() > LISTED {
                    options.push(format!("… {} more", legal.len() - LISTED));
                }
                write!(f, "you may {}", options.join("; "))
            }
        }
    }
}
