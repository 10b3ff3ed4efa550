//! The pending decision: who must decide what, now. It holds only public information (a draft
//! decision says a seat must pick, never which cards it holds).

use super::command::{Figure, Place};
use super::data::{CardId, ProvinceId, Stat};
use super::event::Cause;
use crate::engine::SeatSet;
use serde::{Deserialize, Serialize};

/// What the awaited seats must decide.
// Fields are described by each variant's documentation.
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    /// Gods' Gifts: keep `per_round` cards from your packet (simultaneous).
    Draft {
        age: u8,
        round: u8,
        rounds: u8,
        per_round: u8,
    },
    /// Your Action-phase turn: take one action or pass.
    Action,
    /// After a troop or monster upgrade: invade with this figure for free, or not.
    FreeInvade { figure: Figure },
    /// March in progress: move more figures or finish.
    March {
        from: ProvinceId,
        to: ProvinceId,
        moved: u8,
    },
    /// Call to Battle: move one figure from an adjacent province into the battle, or not.
    CallToBattle { province: ProvinceId },
    /// Choose a card to play face down (simultaneous).
    BattleCard { province: ProvinceId, round: u8 },
    /// Tyr's Domain / Wrath: count the revealed quest as a battle card, or not.
    CountQuest { card: CardId, bonus: u32 },
    /// The late-play window: add Heimdall's Eye or Gaze, or not.
    LateCard { province: ProvinceId },
    /// Odin's Tide: choose the one battle figure you keep.
    Spare { province: ProvinceId },
    /// A figure would be destroyed: save it (Frigga's Protection, Völur Witch) or let it die.
    Save {
        figure: Figure,
        at: Place,
        cause: Cause,
        protect: bool,
        retreat: bool,
    },
    /// Tyr's Prowess: pay 1 Rage per played card you take back, then finish.
    Prowess { province: ProvinceId },
    /// Raise a clan stat one step (`optional`: you may decline; `except`: a stat you may not choose).
    Raise {
        cause: Cause,
        optional: bool,
        except: Option<Stat>,
    },
    /// Frigga's Succor: add a Warrior from reserve to the province just invaded, or not.
    Succor { province: ProvinceId },
    /// Thor's Domain: pay 2 Rage to pillage the province just invaded, or not.
    ThorsDomain { province: ProvinceId },
    /// Loki's Blessing: invade the lost province with a Warrior for free, or not.
    Blessing { province: ProvinceId },
    /// Lord of Hammers: move your Leader out of the pillaged province, or not.
    LordOfHammers { from: ProvinceId },
    /// Frigga's Sacrifice: choose a figure to destroy (`chosen` already destroyed).
    Sacrifice { chosen: u8 },
    /// Discard phase: keep at most one card for the next Age (simultaneous).
    Keep { age: u8 },
}

impl Decision {
    /// What the awaited seat is asked to do, in words.
    pub fn describe(&self) -> &'static str {
        Decision::describe_kind(self.kind()).expect("every kind is described")
    }

    /// What a kind of decision (its [`Decision::kind`] name) asks, in words.
    pub fn describe_kind(kind: &str) -> Option<&'static str> {
        Some(match kind {
            "draft" => "draft a card",
            "action" => "take an action or pass",
            "free_invade" => "invade with the upgraded figure for free or decline",
            "march" => "choose figures to march or finish the march",
            "call_to_battle" => "join the battle with a figure or decline",
            "battle_card" => "choose a battle card",
            "count_quest" => "count the revealed quest as a battle card or not",
            "late_card" => "add a late battle card or decline",
            "spare" => "choose the figure Odin's Tide spares",
            "save" => "save the figure or let it die",
            "prowess" => "take played cards back with Tyr's Prowess or finish",
            "raise" => "choose a stat to raise",
            "succor" => "accept or decline Frigga's Succor",
            "thors_domain" => "accept or decline Thor's Domain",
            "blessing" => "accept or decline Loki's Blessing",
            "lord_of_hammers" => "move your Leader with Lord of Hammers or stay",
            "sacrifice" => "choose a figure to sacrifice",
            "keep" => "choose a card to keep for the next Age",
            _ => return None,
        })
    }

    /// A stable snake-case name of the kind of decision, stored with the awaited seats. Never
    /// rename one: stored games and reminders refer to them.
    pub fn kind(&self) -> &'static str {
        match self {
            Decision::Draft { .. } => "draft",
            Decision::Action => "action",
            Decision::FreeInvade { .. } => "free_invade",
            Decision::March { .. } => "march",
            Decision::CallToBattle { .. } => "call_to_battle",
            Decision::BattleCard { .. } => "battle_card",
            Decision::CountQuest { .. } => "count_quest",
            Decision::LateCard { .. } => "late_card",
            Decision::Spare { .. } => "spare",
            Decision::Save { .. } => "save",
            Decision::Prowess { .. } => "prowess",
            Decision::Raise { .. } => "raise",
            Decision::Succor { .. } => "succor",
            Decision::ThorsDomain { .. } => "thors_domain",
            Decision::Blessing { .. } => "blessing",
            Decision::LordOfHammers { .. } => "lord_of_hammers",
            Decision::Sacrifice { .. } => "sacrifice",
            Decision::Keep { .. } => "keep",
        }
    }

    /// Whether the awaited seat is finishing an action of its own turn (the figures of a march,
    /// the free invasion after an upgrade, an offer after an invasion, the figures of Frigga's
    /// Sacrifice): the others are told once the action is complete.
    pub fn is_follow_up(&self) -> bool {
        matches!(
            self,
            Decision::March { .. }
                | Decision::FreeInvade { .. }
                | Decision::Succor { .. }
                | Decision::ThorsDomain { .. }
                | Decision::Sacrifice { .. }
        )
    }

    /// Whether several seats answer this decision at once, each with its own command.
    pub fn is_simultaneous(&self) -> bool {
        matches!(
            self,
            Decision::Draft { .. } | Decision::BattleCard { .. } | Decision::Keep { .. }
        )
    }
}

/// Who must decide what.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pending {
    /// The seats still awaited (several for a simultaneous decision).
    pub seats: SeatSet,
    /// The decision.
    pub decision: Decision,
}
