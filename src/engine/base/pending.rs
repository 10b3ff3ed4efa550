//! The pending decision: who must decide what, now. It holds only public information (a draft
//! decision says a seat must pick, never which cards it holds).

use super::command::{Figure, Place};
use super::data::{CardId, God, ProvinceId, Stat};
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
    /// A figure would be destroyed: save it (Frigga's Protection, Völur Witch, Frigga's Chosen)
    /// or let it die. `escape`: a Mystic may move to an adjacent province (stored only when set).
    Save {
        figure: Figure,
        at: Place,
        cause: Cause,
        protect: bool,
        retreat: bool,
        #[serde(default, skip_serializing_if = "super::options::is_false")]
        escape: bool,
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
    /// Gods of Asgard: after pillaging its province, move the god to another province (EX-12).
    MoveGod { god: God, from: ProvinceId },
    /// Gods of Asgard, Heimdall's battle: play a card face up, in turn (EX-17).
    OpenCard { province: ProvinceId, round: u8 },
}

crate::vocabulary::vocabulary! {
    /// The kind of a [`Decision`], whatever it carries. Its slug is stored with the awaited
    /// seats (`DecisionInfo::kind`) and names its words in the locale files (`decision-` and
    /// the slug, dashed): never rename one.
    pub enum DecisionKind {
        /// Draft a card.
        Draft = "draft",
        /// Take an action or pass.
        Action = "action",
        /// Invade with the upgraded figure for free or decline.
        FreeInvade = "free_invade",
        /// Choose figures to march or finish the march.
        March = "march",
        /// Join the battle with a figure or decline.
        CallToBattle = "call_to_battle",
        /// Choose a battle card.
        BattleCard = "battle_card",
        /// Count the revealed quest as a battle card or not.
        CountQuest = "count_quest",
        /// Add a late battle card or decline.
        LateCard = "late_card",
        /// Choose the figure Odin's Tide spares.
        Spare = "spare",
        /// Save the figure or let it die.
        Save = "save",
        /// Take played cards back with Tyr's Prowess or finish.
        Prowess = "prowess",
        /// Choose a stat to raise.
        Raise = "raise",
        /// Accept or decline Frigga's Succor.
        Succor = "succor",
        /// Accept or decline Thor's Domain.
        ThorsDomain = "thors_domain",
        /// Accept or decline Loki's Blessing.
        Blessing = "blessing",
        /// Move your Leader with Lord of Hammers or stay.
        LordOfHammers = "lord_of_hammers",
        /// Choose a figure to sacrifice.
        Sacrifice = "sacrifice",
        /// Choose a card to keep for the next Age.
        Keep = "keep",
        /// Move the god out of the pillaged province.
        MoveGod = "move_god",
        /// Play a battle card face up (Heimdall's battle).
        OpenCard = "open_card",
    }
}

impl DecisionKind {
    /// What the awaited seat is asked to do, in English words (for logs and the command line;
    /// players read the presentation's words).
    pub fn describe(self) -> &'static str {
        match self {
            DecisionKind::Draft => "draft a card",
            DecisionKind::Action => "take an action or pass",
            DecisionKind::FreeInvade => "invade with the upgraded figure for free or decline",
            DecisionKind::March => "choose figures to march or finish the march",
            DecisionKind::CallToBattle => "join the battle with a figure or decline",
            DecisionKind::BattleCard => "choose a battle card",
            DecisionKind::CountQuest => "count the revealed quest as a battle card or not",
            DecisionKind::LateCard => "add a late battle card or decline",
            DecisionKind::Spare => "choose the figure Odin's Tide spares",
            DecisionKind::Save => "save the figure or let it die",
            DecisionKind::Prowess => "take played cards back with Tyr's Prowess or finish",
            DecisionKind::Raise => "choose a stat to raise",
            DecisionKind::Succor => "accept or decline Frigga's Succor",
            DecisionKind::ThorsDomain => "accept or decline Thor's Domain",
            DecisionKind::Blessing => "accept or decline Loki's Blessing",
            DecisionKind::LordOfHammers => "move your Leader with Lord of Hammers or stay",
            DecisionKind::Sacrifice => "choose a figure to sacrifice",
            DecisionKind::Keep => "choose a card to keep for the next Age",
            DecisionKind::MoveGod => "move the god out of the pillaged province",
            DecisionKind::OpenCard => "play a battle card face up",
        }
    }
}

impl Decision {
    /// Its kind, whatever it carries.
    pub fn kind(&self) -> DecisionKind {
        match self {
            Decision::Draft { .. } => DecisionKind::Draft,
            Decision::Action => DecisionKind::Action,
            Decision::FreeInvade { .. } => DecisionKind::FreeInvade,
            Decision::March { .. } => DecisionKind::March,
            Decision::CallToBattle { .. } => DecisionKind::CallToBattle,
            Decision::BattleCard { .. } => DecisionKind::BattleCard,
            Decision::CountQuest { .. } => DecisionKind::CountQuest,
            Decision::LateCard { .. } => DecisionKind::LateCard,
            Decision::Spare { .. } => DecisionKind::Spare,
            Decision::Save { .. } => DecisionKind::Save,
            Decision::Prowess { .. } => DecisionKind::Prowess,
            Decision::Raise { .. } => DecisionKind::Raise,
            Decision::Succor { .. } => DecisionKind::Succor,
            Decision::ThorsDomain { .. } => DecisionKind::ThorsDomain,
            Decision::Blessing { .. } => DecisionKind::Blessing,
            Decision::LordOfHammers { .. } => DecisionKind::LordOfHammers,
            Decision::Sacrifice { .. } => DecisionKind::Sacrifice,
            Decision::Keep { .. } => DecisionKind::Keep,
            Decision::MoveGod { .. } => DecisionKind::MoveGod,
            Decision::OpenCard { .. } => DecisionKind::OpenCard,
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
