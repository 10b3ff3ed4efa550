//! Commands: every decision a player can give, serialisable into the command log.
//!
//! Commands are small and stepwise: a March is `March` then one `Move` per figure then `Done`, so
//! that `legal_commands` can list every choice without enumerating combinations (STYLE.md §2).

use super::data::{CardId, FjordId, Monster, ProvinceId, Stat};
use crate::engine::Seat;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A kind of figure of one clan. Warriors are interchangeable; every other figure is unique per clan.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Figure {
    /// The clan's Leader (STR 3, invades for free).
    Leader,
    /// One of the clan's 8 Warriors.
    Warrior,
    /// The clan's Ship (fjords only).
    Ship,
    /// A recruited Monster.
    Monster(Monster),
    /// One of the clan's 2 Mystics (Mystics of Midgard: STR 2, invades for 0).
    Mystic,
}

impl Figure {
    /// Ships and the Sea Serpent: fjords only, never move (D-22).
    pub fn is_ship(self) -> bool {
        match self {
            Figure::Ship => true,
            Figure::Monster(m) => m.is_ship(),
            Figure::Leader | Figure::Warrior | Figure::Mystic => false,
        }
    }

    /// Whether this is a Monster.
    pub fn is_monster(self) -> bool {
        matches!(self, Figure::Monster(_))
    }

    /// Stable lowercase id: `leader`, `warrior`, `ship`, `mystic` or the monster's id.
    pub fn slug(self) -> &'static str {
        match self {
            Figure::Leader => "leader",
            Figure::Warrior => "warrior",
            Figure::Ship => "ship",
            Figure::Mystic => "mystic",
            Figure::Monster(m) => m.slug(),
        }
    }

    /// Parses a slug (or display name) back.
    pub fn parse(text: &str) -> Option<Figure> {
        let t = super::data::normalise(text);
        match t.as_str() {
            "leader" => Some(Figure::Leader),
            "warrior" => Some(Figure::Warrior),
            "ship" => Some(Figure::Ship),
            "mystic" => Some(Figure::Mystic),
            _ => Monster::ALL
                .into_iter()
                .find(|m| {
                    super::data::normalise(m.slug()) == t || super::data::normalise(m.name()) == t
                })
                .map(Figure::Monster),
        }
    }

    /// Display name.
    pub fn name(self) -> &'static str {
        match self {
            Figure::Leader => "Leader",
            Figure::Warrior => "Warrior",
            Figure::Ship => "Ship",
            Figure::Mystic => "Mystic",
            Figure::Monster(m) => m.name(),
        }
    }
}

impl fmt::Display for Figure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for Figure {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.slug())
    }
}

impl<'de> Deserialize<'de> for Figure {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Figure::parse(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown figure `{text}`")))
    }
}

/// A place on the board a figure can stand: a province (Yggdrasil included) or a fjord.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Place {
    /// A province.
    Province(ProvinceId),
    /// A fjord (ships only).
    Fjord(FjordId),
}

impl Place {
    /// Stable id (province and fjord ids never collide).
    pub fn slug(self) -> &'static str {
        match self {
            Place::Province(p) => p.slug(),
            Place::Fjord(f) => f.slug(),
        }
    }

    /// Parses a province or fjord id.
    pub fn parse(text: &str) -> Option<Place> {
        ProvinceId::parse(text)
            .map(Place::Province)
            .or_else(|| FjordId::parse(text).map(Place::Fjord))
    }
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Province(p) => p.fmt(f),
            Place::Fjord(j) => j.fmt(f),
        }
    }
}

impl Serialize for Place {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.slug())
    }
}

impl<'de> Deserialize<'de> for Place {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Place::parse(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown place `{text}`")))
    }
}

/// A player's decision. Which ones are legal depends on the pending decision (`Game::pending`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Command {
    /// Gods' Gifts: keep this card from the packet in front of you.
    Draft {
        /// The card kept.
        card: CardId,
    },
    /// Invade: a figure from reserve to a village or fjord (also the free invasion after an upgrade).
    Invade {
        /// The figure.
        figure: Figure,
        /// Where it goes.
        to: Place,
    },
    /// March: pay 1 Rage, then `Move` figures from one province to another and `Done`.
    March {
        /// Source province.
        from: ProvinceId,
        /// Destination province.
        to: ProvinceId,
    },
    /// Upgrade: play an upgrade card from hand into a slot of its kind (0-based; replaces what is there).
    Upgrade {
        /// The card.
        card: CardId,
        /// Slot index among the slots of the card's kind.
        slot: u8,
    },
    /// Quest: commit a quest card face down.
    Quest {
        /// The card.
        card: CardId,
    },
    /// Pillage a province.
    Pillage {
        /// The target.
        province: ProvinceId,
    },
    /// Tyr's Challenge: pay 2 Rage to pillage an already pillaged province again.
    Challenge {
        /// The target.
        province: ProvinceId,
    },
    /// Frigga's Sacrifice: destroy 2 of your figures (chosen next with `Destroy`) to raise a stat.
    Sacrifice,
    /// Frigga's Domain: pay 1 Rage to invade with a figure from Valhalla.
    Recall {
        /// The figure in Valhalla.
        figure: Figure,
        /// Where it goes.
        to: Place,
    },
    /// Odin's Chosen (Mystics of Midgard, EX-26): invade `to` with a Mystic from the reserve,
    /// destroying an enemy Warrior or Mystic there to take its village.
    Strike {
        /// The outer province invaded.
        to: ProvinceId,
        /// The clan whose figure is destroyed.
        enemy: Seat,
        /// Its Warrior or Mystic.
        victim: Figure,
    },
    /// Pass: lose all Rage and take no more actions this Age.
    Pass,
    /// March step: move one more figure.
    Move {
        /// The figure.
        figure: Figure,
    },
    /// Call to Battle: move one figure from an adjacent province into the battle.
    Join {
        /// The figure.
        figure: Figure,
        /// The adjacent province it comes from.
        from: ProvinceId,
    },
    /// Play a card in battle: face down when cards are chosen, face up in the late-play window.
    Play {
        /// The card.
        card: CardId,
    },
    /// Tyr's Domain / Tyr's Wrath: count the quest you revealed as a battle card.
    CountQuest,
    /// Keep a card: the one card carried to the next Age, or (Tyr's Prowess) a played card for 1 Rage.
    Keep {
        /// The card.
        card: CardId,
    },
    /// Odin's Tide: the one battle figure you keep; all your others are destroyed.
    Spare {
        /// The figure kept.
        figure: Figure,
        /// Where it stands.
        at: Place,
    },
    /// Frigga's Sacrifice: one of the two figures destroyed.
    Destroy {
        /// The figure.
        figure: Figure,
        /// Where it stands.
        at: Place,
    },
    /// Frigga's Protection: pay 1 Rage so the figure is not destroyed.
    Protect,
    /// Völur Witch: retreat to Yggdrasil instead of being destroyed.
    Retreat,
    /// Frigga's Chosen (Mystics of Midgard, EX-25): the Mystic about to be destroyed moves to an
    /// adjacent province instead.
    Escape {
        /// Where it goes.
        to: ProvinceId,
    },
    /// Raise a clan stat one step.
    Raise {
        /// The stat.
        stat: Stat,
    },
    /// Lord of Hammers: move your Leader (or your Mountain Giant, EX-06) after the pillage.
    MoveLeader {
        /// Destination province.
        to: ProvinceId,
        /// The Mountain Giant moves instead of the Leader (stored only when set).
        #[serde(default, skip_serializing_if = "super::options::is_false")]
        giant: bool,
    },
    /// Gods of Asgard: move the god out of the province just pillaged.
    MoveGod {
        /// Destination province.
        to: ProvinceId,
    },
    /// Take an optional offer (Frigga's Succor, Thor's Domain, Loki's Blessing).
    Accept,
    /// Decline an offer or finish a stepwise choice.
    Done,
}

impl Command {
    /// Short name of the command kind, for messages.
    pub fn kind(&self) -> &'static str {
        match self {
            Command::Draft { .. } => "draft",
            Command::Invade { .. } => "invade",
            Command::March { .. } => "march",
            Command::Upgrade { .. } => "upgrade",
            Command::Quest { .. } => "quest",
            Command::Pillage { .. } => "pillage",
            Command::Challenge { .. } => "challenge",
            Command::Sacrifice => "sacrifice",
            Command::Recall { .. } => "recall",
            Command::Strike { .. } => "strike",
            Command::Pass => "pass",
            Command::Move { .. } => "move",
            Command::Join { .. } => "join",
            Command::Play { .. } => "play",
            Command::CountQuest => "count_quest",
            Command::Keep { .. } => "keep",
            Command::Spare { .. } => "spare",
            Command::Destroy { .. } => "destroy",
            Command::Protect => "protect",
            Command::Retreat => "retreat",
            Command::Escape { .. } => "escape",
            Command::Raise { .. } => "raise",
            Command::MoveLeader { .. } => "move_leader",
            Command::MoveGod { .. } => "move_god",
            Command::Accept => "accept",
            Command::Done => "done",
        }
    }

    /// The card a command names, if any.
    pub fn card(&self) -> Option<CardId> {
        match self {
            Command::Draft { card }
            | Command::Upgrade { card, .. }
            | Command::Quest { card }
            | Command::Play { card }
            | Command::Keep { card } => Some(*card),
            _ => None,
        }
    }

    /// Parses a command from its JSON form (the command log's payload).
    pub fn from_json(text: &str) -> Result<Command, CommandParseError> {
        serde_json::from_str(text).map_err(|e| CommandParseError(e.to_string()))
    }

    /// The command's JSON form.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("commands always serialise")
    }
}

impl fmt::Display for Command {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Command::Draft { card } => write!(f, "draft {card}"),
            Command::Invade { figure, to } => write!(f, "invade {to} with your {figure}"),
            Command::March { from, to } => write!(f, "march from {from} to {to}"),
            Command::Upgrade { card, slot } => write!(f, "play the upgrade {card} (slot {slot})"),
            Command::Quest { card } => write!(f, "commit the quest {card}"),
            Command::Pillage { province } => write!(f, "pillage {province}"),
            Command::Challenge { province } => {
                write!(f, "pillage {province} again with Tyr's Challenge")
            }
            Command::Sacrifice => f.write_str("use Frigga's Sacrifice"),
            Command::Recall { figure, to } => {
                write!(f, "bring your {figure} from Valhalla to {to}")
            }
            Command::Strike { to, enemy, victim } => write!(
                f,
                "invade {to} with your Mystic, destroying the {victim} of seat {}",
                enemy.0
            ),
            Command::Pass => f.write_str("pass"),
            Command::Move { figure } => write!(f, "march your {figure}"),
            Command::Join { figure, from } => {
                write!(f, "join the battle with your {figure} from {from}")
            }
            Command::Play { card } => write!(f, "play {card}"),
            Command::CountQuest => f.write_str("count the quest as a battle card"),
            Command::Keep { card } => write!(f, "keep {card}"),
            Command::Spare { figure, at } => write!(f, "keep your {figure} in {at}"),
            Command::Destroy { figure, at } => write!(f, "sacrifice your {figure} in {at}"),
            Command::Protect => f.write_str("pay 1 Rage to protect the figure"),
            Command::Retreat => f.write_str("retreat the Völur Witch to Yggdrasil"),
            Command::Escape { to } => write!(f, "move your Mystic to {to} instead"),
            Command::Raise { stat } => write!(f, "raise {}", stat.name()),
            Command::MoveLeader { to, giant: false } => write!(f, "move your Leader to {to}"),
            Command::MoveLeader { to, giant: true } => {
                write!(f, "move your Mountain Giant to {to}")
            }
            Command::MoveGod { to } => write!(f, "move the god to {to}"),
            Command::Accept => f.write_str("accept"),
            Command::Done => f.write_str("decline or finish"),
        }
    }
}

/// A command payload that is not a well-formed command (a malformed payload, not a rule violation).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("malformed command: {0}")]
pub struct CommandParseError(pub String);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_round_trip_through_json() {
        let gimle = ProvinceId::parse("gimle").unwrap();
        let samples = [
            Command::Invade {
                figure: Figure::Monster(Monster::FireGiant),
                to: Place::Province(gimle),
            },
            Command::Invade {
                figure: Figure::Ship,
                to: Place::Fjord(FjordId(1)),
            },
            Command::Pass,
            Command::Raise { stat: Stat::Horns },
            Command::Upgrade {
                card: CardId(7),
                slot: 1,
            },
        ];
        for c in samples {
            let json = c.to_json();
            assert_eq!(Command::from_json(&json).unwrap(), c, "{json}");
        }
        assert_eq!(
            Command::Invade {
                figure: Figure::Warrior,
                to: Place::Province(gimle)
            }
            .to_json(),
            r#"{"invade":{"figure":"warrior","to":"gimle"}}"#
        );
        assert_eq!(Command::Pass.to_json(), r#""pass""#);
    }

    #[test]
    fn malformed_payloads_are_parse_errors() {
        assert!(Command::from_json(r#"{"invade":{"figure":"dragon","to":"gimle"}}"#).is_err());
        assert!(Command::from_json(r#"{"pillage":{}}"#).is_err());
        assert!(Command::from_json("42").is_err());
    }
}
