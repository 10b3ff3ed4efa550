//! Valhalla's content as data: a pack file (`assets/valhalla/*.toml`) holds the palace board (its
//! chambers, doorways and rewards), the gods with their rewards and 25-card decks, every card and
//! every monster, the numbers the draft rulebook does not print, and the pack's rulings. The
//! engine hard-codes none of it: card texts are Rust functions keyed by the effect ids below, so a
//! new pack that reuses this vocabulary needs no code (variants.md 3.0, 3.9).
//!
//! A pack is checked when it is loaded (3.0): nine chambers, one of them Odin's Throne and the
//! other eight numbered 1-8; every chamber with a doorway and the doorway graph connected; a
//! reward for every chamber and god; five gods with decks of exactly 25 cards; at least 15 monsters
//! with a base size; the deck large enough for three drafts at five players (VH-26); and every
//! effect id and parameter known. A game records its pack's id and version and always replays
//! with that pack; a released pack file is never edited.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;
use std::sync::{LazyLock, RwLock};

/// The built-in provisional pack (variants.md Part 3).
pub const PROVISIONAL_ID: &str = "valhalla-provisional";

const PROVISIONAL_V1: &str = include_str!("../../../assets/valhalla/provisional-v1.toml");

/// A chamber, by its index in the pack's chamber list (stable for a pack version).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ChamberId(pub u8);

impl ChamberId {
    /// The index, for tables.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A card of the pack's catalogue (cards first, then monsters), by index; stable for a pack
/// version, and what the command log names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardId(pub u16);

impl CardId {
    /// The index, for tables.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A god of the pack, by index.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct GodId(pub u8);

impl GodId {
    /// The index, for tables.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// One of the three clan stats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stat {
    /// Rage at the start of each Action phase.
    Rage,
    /// Glory per battle won.
    Axes,
    /// Glory per quest fulfilled.
    Horns,
}

impl Stat {
    /// The three stats in sheet order.
    pub const ALL: [Stat; 3] = [Stat::Rage, Stat::Axes, Stat::Horns];

    /// Index 0-2.
    pub fn index(self) -> usize {
        self as usize
    }

    /// Display name.
    pub fn name(self) -> &'static str {
        match self {
            Stat::Rage => "Rage",
            Stat::Axes => "Axes",
            Stat::Horns => "Horns",
        }
    }
}

/// A monster's base size (VH-29).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Size {
    /// Small base.
    Small,
    /// Large base.
    Large,
}

/// What a claim pays (a chamber's, a god's or the Throne's reward).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Reward {
    /// Raise this stat one step.
    RaiseStat(Stat),
    /// Raise one stat of the claimer's choice one step.
    RaiseAnyStat,
    /// Gain this much Glory.
    Glory(u32),
    /// Destroy one enemy figure of the claimer's choice in any chamber (Tyr, VH-06).
    DestroyEnemyAnywhere,
    /// Themed house rule (PK-05): gain Glory equal to your Axes.
    GloryAxes,
    /// Themed house rule: take this much Glory from one other clan.
    StealGlory(u32),
    /// Themed house rule: one figure from your reserve into a common chamber, free.
    FreeSummon,
    /// Themed house rule: look at the top cards of the deck, keep one.
    LookTop(u8),
}

/// What kind of card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CardKind {
    /// Red: +STR and often a text.
    Battle,
    /// Black: permanent, in a slot.
    Upgrade(UpgradeKind),
    /// Green: committed face down.
    Quest,
    /// A Monster upgrade (from the monster deck).
    Monster,
}

/// The two kinds of upgrade in god decks (monsters are their own kind).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UpgradeKind {
    /// Elite STR and abilities.
    Elite,
    /// Clan-wide effects.
    Clan,
}

/// A card's or a monster's text, keyed by its stable effect id (the `id()` below); parameters
/// come from the pack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Effect {
    /// No text.
    None,
    // --- battle cards ---
    /// If you win, gain this much Glory (Thor's Hammer).
    WinGlory(u32),
    /// If you win, raise one stat (Thor's Oath).
    WinRaiseStat,
    /// If you win, gain this much Rage and Glory (Thor's Ascension).
    WinRageAndGlory(u32),
    /// Cancels the opponents' texts (Thor's Primacy).
    CancelTexts,
    /// Each opponent loses a Warrior (Odin's Smite).
    KillWarriorEach,
    /// Every participant keeps one figure (Odin's Tide).
    KeepOneEach,
    /// This much Glory per figure destroyed in the battle (Odin's Judgement).
    GloryPerDeath(u32),
    /// If you lose to a winner, take this much Rage from it (Loki's Trickery).
    LoseTakeRage(u32),
    /// If you lose to a winner, take this much Glory from it (Loki's Backstab).
    LoseTakeGlory(u32),
    /// If you lose to a winner, its played cards go to your hand (Loki's Poison).
    LoseTakeCards,
    /// A claiming initiator raises one more stat (Frigga's Grace).
    ClaimExtraStat,
    /// +X, the highest opposing card (Heimdall's Sight).
    MatchHighest,
    /// May be played after the reveal (Heimdall's Eye, Gaze).
    Late,
    /// Discards every revealed card for Glory; everyone plays again (Heimdall's Watch).
    DiscardRevealed,
    // --- upgrades ---
    /// Elites at this STR; a claim with an Elite raises a stat (Lord of Axes).
    EliteClaimStat {
        /// Elite STR.
        str: u8,
    },
    /// Elites at this STR; a claim with an Elite may move it (Lord of Hammers).
    EliteClaimMove {
        /// Elite STR.
        str: u8,
    },
    /// Warriors at `str` each, a pair in one chamber at `pair` (Brothers, Experts, Masters).
    WarriorPairs {
        /// One Warrior.
        str: u8,
        /// Two Warriors together.
        pair: u8,
    },
    /// A revealed quest may count as a battle card of this value (Tyr's Domain, Wrath).
    QuestAsBattle(u8),
    /// New action: contest a claimed chamber again (Tyr's Challenge).
    ChallengeAction {
        /// Its Rage cost.
        rage: u8,
    },
    /// A winner may pay per card to take its played cards back (Tyr's Prowess).
    BuyBackCards {
        /// Rage per card.
        rage: u8,
    },
    /// Glory when enough enemy figures died in your battle (Thor's Glory).
    GloryIfDeaths {
        /// Glory.
        amount: u32,
        /// Enemy figures destroyed needed.
        count: u8,
    },
    /// After a Summon on your turn, pay to contest that chamber (Thor's Domain).
    SummonThenContest {
        /// Its Rage cost.
        rage: u8,
    },
    /// At the end, Glory per figure of yours on the board (Thor's Conquest).
    EndGloryPerFigure(u32),
    /// At Release Warriors, Glory per figure of yours returned (Loki's Domain, Eminence, Wrath).
    ReleaseGlory(u32),
    /// After a lost battle, a free Warrior into that chamber (Loki's Blessing).
    ReinforceAfterLoss,
    /// Prove Valor Glory doubled (Odin's Inspiration).
    DoubleValor,
    /// Horns Glory of quests doubled (Odin's High Seat).
    DoubleQuestHorns,
    /// Upgrades cost less (Frigga's Charm).
    UpgradeDiscount(u8),
    /// A free Warrior with each Summon (Frigga's Succor).
    SummonExtraWarrior,
    /// Pay to keep a figure that would be destroyed (Frigga's Protection).
    PayToSave {
        /// Rage per figure.
        rage: u8,
    },
    /// New action: a fallen figure back into a common chamber (Frigga's Domain).
    ReviveAction {
        /// Its Rage cost.
        rage: u8,
    },
    /// New action: destroy your own figures, raise a stat (Frigga's Sacrifice).
    SacrificeAction {
        /// Figures destroyed.
        count: u8,
    },
    // --- quests ---
    /// Most STR in at least one of these numbered chambers (bit n = chamber n).
    MostStrInAny(u16),
    /// Most STR in Odin's Throne.
    MostStrInThrone,
    /// At least this many of your figures in kill piles and on the Sauna.
    FiguresFallen(u8),
    /// Most STR in at least this many chambers.
    MostStrInMany(u8),
    // --- monsters ---
    /// Summoned: every enemy Warrior there dies (Troll).
    SummonKillsWarriors,
    /// Summoned: every enemy non-Monster there dies (Fire Giant).
    SummonKillsNonMonsters,
    /// Glory per enemy figure destroyed in its battles (Valkyrie).
    GloryPerEnemyDeath(u32),
    /// STR this much in Odin's Throne, and may be summoned there (Dark Elf).
    ThroneDweller(u8),
    /// A claim with it there pays twice (Frost Giant).
    DoubleReward,
    /// May retreat to Odin's Throne instead of being destroyed (Völur Witch).
    RetreatToThrone,
    /// Counts as an Elite (Mountain Giant).
    CountsAsElite,
    /// Summoned: may move one other figure there to an adjacent chamber (Hildisvini).
    SummonMovesOther,
    /// Only Monsters count their STR in its battles (Wolfman).
    OnlyMonstersCount,
    /// After a win with it, Glory per fallen figure of the losers (Nidhoggr).
    WinGloryPerFallenLoser(u32),
    /// Summoning beside it is free (Mystic Troll).
    FreeSummonBeside,
    /// STR this much per figure of yours fallen (Ymir).
    StrPerFallen(u8),
}

/// Which cards an effect may stand on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Home {
    Any,
    Battle,
    Upgrade,
    Quest,
    Monster,
}

/// Every effect id the engine knows, with where it may be used.
const EFFECT_IDS: &[(&str, Home)] = &[
    ("none", Home::Any),
    ("win_glory", Home::Battle),
    ("win_raise_stat", Home::Battle),
    ("win_rage_and_glory", Home::Battle),
    ("cancel_texts", Home::Battle),
    ("kill_warrior_each", Home::Battle),
    ("keep_one_each", Home::Battle),
    ("glory_per_death", Home::Battle),
    ("lose_take_rage", Home::Battle),
    ("lose_take_glory", Home::Battle),
    ("lose_take_cards", Home::Battle),
    ("claim_extra_stat", Home::Battle),
    ("match_highest", Home::Battle),
    ("late", Home::Battle),
    ("discard_revealed", Home::Battle),
    ("elite_claim_stat", Home::Upgrade),
    ("elite_claim_move", Home::Upgrade),
    ("warrior_pairs", Home::Upgrade),
    ("quest_as_battle", Home::Upgrade),
    ("challenge_action", Home::Upgrade),
    ("buy_back_cards", Home::Upgrade),
    ("glory_if_deaths", Home::Upgrade),
    ("summon_then_contest", Home::Upgrade),
    ("end_glory_per_figure", Home::Upgrade),
    ("release_glory", Home::Upgrade),
    ("reinforce_after_loss", Home::Upgrade),
    ("double_valor", Home::Upgrade),
    ("double_quest_horns", Home::Upgrade),
    ("upgrade_discount", Home::Upgrade),
    ("summon_extra_warrior", Home::Upgrade),
    ("pay_to_save", Home::Upgrade),
    ("revive_action", Home::Upgrade),
    ("sacrifice_action", Home::Upgrade),
    ("most_str_in_any", Home::Quest),
    ("most_str_in_throne", Home::Quest),
    ("figures_fallen", Home::Quest),
    ("most_str_in_many", Home::Quest),
    ("summon_kills_warriors", Home::Monster),
    ("summon_kills_non_monsters", Home::Monster),
    ("glory_per_enemy_death", Home::Monster),
    ("throne_dweller", Home::Monster),
    ("double_reward", Home::Monster),
    ("retreat_to_throne", Home::Monster),
    ("counts_as_elite", Home::Monster),
    ("summon_moves_other", Home::Monster),
    ("only_monsters_count", Home::Monster),
    ("win_glory_per_fallen_loser", Home::Monster),
    ("free_summon_beside", Home::Monster),
    ("str_per_fallen", Home::Monster),
];

impl Effect {
    /// Every effect id the engine knows.
    pub fn known_ids() -> impl Iterator<Item = &'static str> {
        EFFECT_IDS.iter().map(|(id, _)| *id)
    }

    /// The stable id of this effect.
    pub fn id(self) -> &'static str {
        match self {
            Effect::None => "none",
            Effect::WinGlory(_) => "win_glory",
            Effect::WinRaiseStat => "win_raise_stat",
            Effect::WinRageAndGlory(_) => "win_rage_and_glory",
            Effect::CancelTexts => "cancel_texts",
            Effect::KillWarriorEach => "kill_warrior_each",
            Effect::KeepOneEach => "keep_one_each",
            Effect::GloryPerDeath(_) => "glory_per_death",
            Effect::LoseTakeRage(_) => "lose_take_rage",
            Effect::LoseTakeGlory(_) => "lose_take_glory",
            Effect::LoseTakeCards => "lose_take_cards",
            Effect::ClaimExtraStat => "claim_extra_stat",
            Effect::MatchHighest => "match_highest",
            Effect::Late => "late",
            Effect::DiscardRevealed => "discard_revealed",
            Effect::EliteClaimStat { .. } => "elite_claim_stat",
            Effect::EliteClaimMove { .. } => "elite_claim_move",
            Effect::WarriorPairs { .. } => "warrior_pairs",
            Effect::QuestAsBattle(_) => "quest_as_battle",
            Effect::ChallengeAction { .. } => "challenge_action",
            Effect::BuyBackCards { .. } => "buy_back_cards",
            Effect::GloryIfDeaths { .. } => "glory_if_deaths",
            Effect::SummonThenContest { .. } => "summon_then_contest",
            Effect::EndGloryPerFigure(_) => "end_glory_per_figure",
            Effect::ReleaseGlory(_) => "release_glory",
            Effect::ReinforceAfterLoss => "reinforce_after_loss",
            Effect::DoubleValor => "double_valor",
            Effect::DoubleQuestHorns => "double_quest_horns",
            Effect::UpgradeDiscount(_) => "upgrade_discount",
            Effect::SummonExtraWarrior => "summon_extra_warrior",
            Effect::PayToSave { .. } => "pay_to_save",
            Effect::ReviveAction { .. } => "revive_action",
            Effect::SacrificeAction { .. } => "sacrifice_action",
            Effect::MostStrInAny(_) => "most_str_in_any",
            Effect::MostStrInThrone => "most_str_in_throne",
            Effect::FiguresFallen(_) => "figures_fallen",
            Effect::MostStrInMany(_) => "most_str_in_many",
            Effect::SummonKillsWarriors => "summon_kills_warriors",
            Effect::SummonKillsNonMonsters => "summon_kills_non_monsters",
            Effect::GloryPerEnemyDeath(_) => "glory_per_enemy_death",
            Effect::ThroneDweller(_) => "throne_dweller",
            Effect::DoubleReward => "double_reward",
            Effect::RetreatToThrone => "retreat_to_throne",
            Effect::CountsAsElite => "counts_as_elite",
            Effect::SummonMovesOther => "summon_moves_other",
            Effect::OnlyMonstersCount => "only_monsters_count",
            Effect::WinGloryPerFallenLoser(_) => "win_glory_per_fallen_loser",
            Effect::FreeSummonBeside => "free_summon_beside",
            Effect::StrPerFallen(_) => "str_per_fallen",
        }
    }
}

/// A monster card's figure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MonsterDef {
    /// Base size (VH-29).
    pub base: Size,
    /// Printed STR.
    pub str: u8,
}

/// One card of the catalogue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Card {
    /// Stable id in the pack (`tyrs_smash`).
    pub id: String,
    /// Display name.
    pub name: String,
    /// Kind.
    pub kind: CardKind,
    /// +STR of a battle card; cost (= STR) of an upgrade or monster; 0 for quests.
    pub value: u8,
    /// Text.
    pub effect: Effect,
    /// The text in words.
    pub text: String,
    /// Where it comes from.
    pub source: String,
    /// The figure of a monster card.
    pub monster: Option<MonsterDef>,
}

/// One room of the palace.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chamber {
    /// Stable id in the pack (`c1`, `throne`).
    pub id: String,
    /// Display name.
    pub name: String,
    /// 1-8 (chamber token n belongs to chamber n); none for Odin's Throne.
    pub number: Option<u8>,
    /// Odin's Throne.
    pub throne: bool,
    /// Column and row on the board picture.
    pub at: (u8, u8),
    /// What a claim pays while no god covers it.
    pub reward: Vec<Reward>,
    /// Adjacent chambers, in pack order.
    pub doors: Vec<ChamberId>,
}

/// A god of the pack.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct God {
    /// Stable id (`tyr`).
    pub id: String,
    /// Display name.
    pub name: String,
    /// Its deck's style, in words.
    pub style: String,
    /// What a claim in its chamber pays (VH-05).
    pub reward: Vec<Reward>,
    /// What the themed house rule adds (PK-05).
    pub themed: Vec<Reward>,
    /// Its 25 cards, copies expanded, in pack order.
    pub deck: Vec<CardId>,
}

/// The numbers the draft does not print, and the set-up counts.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Numbers {
    /// Prove Valor Glory per figure, Ages 1-3.
    pub prove_valor_glory: [u32; 3],
    /// Rage stat by step.
    pub rage_track: [u32; 6],
    /// Axes stat by step.
    pub axes_track: [u32; 6],
    /// Horns stat by step.
    pub horns_track: [u32; 6],
    /// End-of-game Glory per stat by its step.
    pub stat_bonus: [u32; 6],
    /// The fifth clan (VH-27).
    pub fifth_clan: String,
    /// Leader cards in play (VH-28: none).
    pub leader_cards: Vec<String>,
    /// Elites per clan.
    pub elites: u8,
    /// Warriors per clan.
    pub warriors: u8,
    /// STR of Elites and Warriors before upgrades.
    pub figure_str: u8,
    /// Spare bases per clan, by size.
    pub spare_bases: SpareBases,
    /// Slots on a clan sheet.
    pub slots: u8,
    /// Chamber tokens drawn at set-up.
    pub chamber_tokens_drawn: u8,
    /// Cards dealt in a draft.
    pub deal: u8,
    /// Cards kept from a draft.
    pub keep: u8,
    /// Cards kept between Ages.
    pub kept_between_ages: u8,
    /// Monster cards shuffled in per player.
    pub monsters_per_player: u8,
}

/// Spare bases per clan (VH-29).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpareBases {
    /// Small bases.
    pub small: u8,
    /// Large bases.
    pub large: u8,
}

impl Numbers {
    /// A stat's value at a step (0-based).
    pub fn stat_value(&self, stat: Stat, step: u8) -> u32 {
        let track = match stat {
            Stat::Rage => &self.rage_track,
            Stat::Axes => &self.axes_track,
            Stat::Horns => &self.horns_track,
        };
        track[usize::from(step).min(5)]
    }
}

/// A loaded, checked content pack.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pack {
    /// Stable id (`valhalla-provisional`).
    pub id: String,
    /// Version; a released version is never edited.
    pub version: u32,
    /// Display name.
    pub name: String,
    /// Provisional content (labelled everywhere it shows).
    pub provisional: bool,
    /// The label's words.
    pub notice: String,
    /// Numbers.
    pub numbers: Numbers,
    /// The nine chambers.
    pub chambers: Vec<Chamber>,
    /// The gods.
    pub gods: Vec<God>,
    /// The catalogue: god-deck cards, then monsters.
    pub cards: Vec<Card>,
    /// The monster deck (cards of kind Monster), in pack order.
    pub monsters: Vec<CardId>,
    /// The pack's rulings (id, text).
    pub rulings: Vec<(String, String)>,
    /// A digest of the file's text (FNV-1a), to tell a changed file.
    pub digest: u64,
}

/// A pack that could not be loaded, naming what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PackError {
    /// The file is not valid TOML for a pack.
    #[error("the pack file cannot be read: {0}")]
    Syntax(String),
    /// Something in the file breaks a rule of packs.
    #[error("invalid pack: {0}")]
    Invalid(String),
    /// No pack with this id and version is known.
    #[error(
        "content pack {id} version {version} is not installed: this game needs it to replay exactly"
    )]
    Missing {
        /// Pack id.
        id: String,
        /// Pack version.
        version: u32,
    },
    /// The pack chosen for new games (`VALHALLA_PACK`) is not installed.
    #[error(
        "no content pack {id} version {version} is installed, so new games cannot use it \
         (installed: {installed}); put its file in the VALHALLA_PACKS folder, or choose one of those"
    )]
    UnknownDefault {
        /// Pack id.
        id: String,
        /// Pack version.
        version: u32,
        /// The packs installed, as `id@version`.
        installed: String,
    },
    /// The file could not be opened.
    #[error("cannot open {path}: {error}")]
    Io {
        /// Path.
        path: String,
        /// What the system said.
        error: String,
    },
}

fn invalid(text: impl fmt::Display) -> PackError {
    PackError::Invalid(text.to_string())
}

// ---------------------------------------------------------------- the file as written

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    pack: Header,
    numbers: Numbers,
    #[serde(default)]
    chamber: Vec<ChamberRow>,
    #[serde(default)]
    doorway: Vec<DoorwayRow>,
    #[serde(default)]
    god: Vec<GodRow>,
    #[serde(default)]
    card: Vec<CardRow>,
    #[serde(default)]
    monster: Vec<MonsterRow>,
    #[serde(default)]
    ruling: Vec<RulingRow>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Header {
    id: String,
    version: u32,
    name: String,
    provisional: bool,
    notice: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ChamberRow {
    id: String,
    name: String,
    #[serde(default)]
    number: Option<u8>,
    #[serde(default)]
    throne: bool,
    at: [u8; 2],
    #[serde(default)]
    reward: Vec<RewardRow>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DoorwayRow {
    between: [String; 2],
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RewardRow {
    kind: String,
    #[serde(default)]
    stat: Option<Stat>,
    #[serde(default)]
    amount: Option<u32>,
    #[serde(default)]
    count: Option<u8>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GodRow {
    id: String,
    name: String,
    style: String,
    #[serde(default)]
    reward: Vec<RewardRow>,
    #[serde(default)]
    themed: Vec<RewardRow>,
    #[serde(default)]
    deck: Vec<DeckRow>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DeckRow {
    card: String,
    copies: u8,
}

/// Effect parameters shared by cards and monsters.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct Params {
    #[serde(default)]
    amount: Option<u32>,
    #[serde(default)]
    rage: Option<u8>,
    #[serde(default)]
    str: Option<u8>,
    #[serde(default)]
    pair: Option<u8>,
    #[serde(default)]
    count: Option<u8>,
    #[serde(default)]
    chambers: Option<Vec<u8>>,
}

#[derive(Deserialize)]
struct CardRow {
    id: String,
    name: String,
    kind: String,
    #[serde(default)]
    upgrade: Option<String>,
    value: u8,
    effect: String,
    text: String,
    source: String,
    #[serde(flatten)]
    params: ParamsRow,
}

#[derive(Deserialize)]
struct MonsterRow {
    id: String,
    name: String,
    base: Size,
    str: u8,
    cost: u8,
    effect: String,
    text: String,
    source: String,
    #[serde(flatten)]
    params: ParamsRow,
}

/// The parameters as flattened keys (serde's `flatten` cannot deny unknown fields, so the rows
/// collect every other key here and `Params` checks them, unknown keys included).
type ParamsRow = BTreeMap<String, toml::Value>;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RulingRow {
    id: String,
    text: String,
}

fn read_params(row: ParamsRow, what: &str) -> Result<Params, PackError> {
    let table: toml::Table = row.into_iter().collect();
    Params::deserialize(toml::Value::Table(table))
        .map_err(|e| invalid(format_args!("{what}: {}", e.to_string().trim())))
}

// ---------------------------------------------------------------- reading and checking

impl Pack {
    /// Reads and checks a pack from its TOML text.
    pub fn parse(text: &str) -> Result<Pack, PackError> {
        let file: File = toml::from_str(text).map_err(|e| PackError::Syntax(e.to_string()))?;
        let mut pack = build(file)?;
        pack.digest = fnv1a(text.as_bytes());
        check(&pack)?;
        Ok(pack)
    }

    /// Reads and checks a pack file.
    pub fn load_file(path: &std::path::Path) -> Result<Pack, PackError> {
        let text = std::fs::read_to_string(path).map_err(|e| PackError::Io {
            path: path.display().to_string(),
            error: e.to_string(),
        })?;
        Pack::parse(&text)
    }

    /// One card.
    pub fn card(&self, id: CardId) -> &Card {
        &self.cards[id.index()]
    }

    /// One chamber.
    pub fn chamber(&self, id: ChamberId) -> &Chamber {
        &self.chambers[id.index()]
    }

    /// Every chamber id.
    pub fn chamber_ids(&self) -> impl Iterator<Item = ChamberId> + use<> {
        (0..self.chambers.len() as u8).map(ChamberId)
    }

    /// Odin's Throne.
    pub fn throne(&self) -> ChamberId {
        self.chamber_ids()
            .find(|c| self.chamber(*c).throne)
            .expect("a checked pack has Odin's Throne")
    }

    /// The chamber numbered `n` (1-8).
    pub fn numbered(&self, n: u8) -> Option<ChamberId> {
        self.chamber_ids()
            .find(|c| self.chamber(*c).number == Some(n))
    }

    /// Whether two chambers share a doorway.
    pub fn adjacent(&self, a: ChamberId, b: ChamberId) -> bool {
        self.chamber(a).doors.contains(&b)
    }

    /// One god.
    pub fn god(&self, id: GodId) -> &God {
        &self.gods[id.index()]
    }

    /// A god by its stable id.
    pub fn god_by_id(&self, id: &str) -> Option<GodId> {
        self.gods
            .iter()
            .position(|g| g.id == id)
            .map(|i| GodId(i as u8))
    }

    /// A card by its stable id.
    pub fn card_by_id(&self, id: &str) -> Option<CardId> {
        self.cards
            .iter()
            .position(|c| c.id == id)
            .map(|i| CardId(i as u16))
    }

    /// The reference a game config stores.
    pub fn reference(&self) -> PackRef {
        PackRef {
            id: self.id.clone(),
            version: self.version,
        }
    }
}

/// The pack a game was created with: its id and version.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PackRef {
    /// Pack id.
    pub id: String,
    /// Pack version.
    pub version: u32,
}

impl Default for PackRef {
    fn default() -> Self {
        PackRef {
            id: PROVISIONAL_ID.to_string(),
            version: 1,
        }
    }
}

fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in bytes {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

fn reward(row: &RewardRow, whose: &str) -> Result<Reward, PackError> {
    let need_amount = || {
        row.amount.ok_or_else(|| {
            invalid(format_args!(
                "{whose}: reward `{}` needs `amount`",
                row.kind
            ))
        })
    };
    Ok(match row.kind.as_str() {
        "raise_stat" => {
            Reward::RaiseStat(row.stat.ok_or_else(|| {
                invalid(format_args!("{whose}: reward `raise_stat` needs `stat`"))
            })?)
        }
        "raise_any_stat" => Reward::RaiseAnyStat,
        "glory" => Reward::Glory(need_amount()?),
        "destroy_enemy_anywhere" => Reward::DestroyEnemyAnywhere,
        "glory_axes" => Reward::GloryAxes,
        "steal_glory" => Reward::StealGlory(need_amount()?),
        "free_summon" => Reward::FreeSummon,
        "look_top" => Reward::LookTop(
            row.count
                .ok_or_else(|| invalid(format_args!("{whose}: reward `look_top` needs `count`")))?,
        ),
        other => {
            return Err(invalid(format_args!(
                "{whose}: unknown reward kind `{other}` (known: raise_stat, raise_any_stat, glory, \
                 destroy_enemy_anywhere, glory_axes, steal_glory, free_summon, look_top)"
            )));
        }
    })
}

fn effect(id: &str, p: &Params, home: Home, what: &str) -> Result<Effect, PackError> {
    let Some((_, allowed)) = EFFECT_IDS.iter().find(|(known, _)| *known == id) else {
        return Err(invalid(format_args!(
            "{what}: unknown effect id `{id}`; the engine knows: {}",
            Effect::known_ids().collect::<Vec<_>>().join(", ")
        )));
    };
    if *allowed != Home::Any && *allowed != home {
        return Err(invalid(format_args!(
            "{what}: effect `{id}` belongs on a {} card",
            match allowed {
                Home::Battle => "battle",
                Home::Upgrade => "upgrade",
                Home::Quest => "quest",
                _ => "monster",
            }
        )));
    }
    let need = |name: &str, v: Option<u32>| {
        v.ok_or_else(|| invalid(format_args!("{what}: effect `{id}` needs `{name}`")))
    };
    let amount = || need("amount", p.amount);
    let small = |name: &str, v: Option<u8>| need(name, v.map(u32::from)).map(|v| v as u8);
    Ok(match id {
        "none" => Effect::None,
        "win_glory" => Effect::WinGlory(amount()?),
        "win_raise_stat" => Effect::WinRaiseStat,
        "win_rage_and_glory" => Effect::WinRageAndGlory(amount()?),
        "cancel_texts" => Effect::CancelTexts,
        "kill_warrior_each" => Effect::KillWarriorEach,
        "keep_one_each" => Effect::KeepOneEach,
        "glory_per_death" => Effect::GloryPerDeath(amount()?),
        "lose_take_rage" => Effect::LoseTakeRage(amount()?),
        "lose_take_glory" => Effect::LoseTakeGlory(amount()?),
        "lose_take_cards" => Effect::LoseTakeCards,
        "claim_extra_stat" => Effect::ClaimExtraStat,
        "match_highest" => Effect::MatchHighest,
        "late" => Effect::Late,
        "discard_revealed" => Effect::DiscardRevealed,
        "elite_claim_stat" => Effect::EliteClaimStat {
            str: small("str", p.str)?,
        },
        "elite_claim_move" => Effect::EliteClaimMove {
            str: small("str", p.str)?,
        },
        "warrior_pairs" => Effect::WarriorPairs {
            str: small("str", p.str)?,
            pair: small("pair", p.pair)?,
        },
        "quest_as_battle" => Effect::QuestAsBattle(amount()?.min(255) as u8),
        "challenge_action" => Effect::ChallengeAction {
            rage: small("rage", p.rage)?,
        },
        "buy_back_cards" => Effect::BuyBackCards {
            rage: small("rage", p.rage)?,
        },
        "glory_if_deaths" => Effect::GloryIfDeaths {
            amount: amount()?,
            count: small("count", p.count)?,
        },
        "summon_then_contest" => Effect::SummonThenContest {
            rage: small("rage", p.rage)?,
        },
        "end_glory_per_figure" => Effect::EndGloryPerFigure(amount()?),
        "release_glory" => Effect::ReleaseGlory(amount()?),
        "reinforce_after_loss" => Effect::ReinforceAfterLoss,
        "double_valor" => Effect::DoubleValor,
        "double_quest_horns" => Effect::DoubleQuestHorns,
        "upgrade_discount" => Effect::UpgradeDiscount(amount()?.min(255) as u8),
        "summon_extra_warrior" => Effect::SummonExtraWarrior,
        "pay_to_save" => Effect::PayToSave {
            rage: small("rage", p.rage)?,
        },
        "revive_action" => Effect::ReviveAction {
            rage: small("rage", p.rage)?,
        },
        "sacrifice_action" => Effect::SacrificeAction {
            count: small("count", p.count)?,
        },
        "most_str_in_any" => {
            let list = p
                .chambers
                .as_ref()
                .ok_or_else(|| invalid(format_args!("{what}: effect `{id}` needs `chambers`")))?;
            let mut mask = 0u16;
            for n in list {
                if !(1..=8).contains(n) {
                    return Err(invalid(format_args!(
                        "{what}: chamber number {n} is not 1-8"
                    )));
                }
                mask |= 1 << n;
            }
            if mask == 0 {
                return Err(invalid(format_args!("{what}: `chambers` is empty")));
            }
            Effect::MostStrInAny(mask)
        }
        "most_str_in_throne" => Effect::MostStrInThrone,
        "figures_fallen" => Effect::FiguresFallen(small("count", p.count)?),
        "most_str_in_many" => Effect::MostStrInMany(small("count", p.count)?),
        "summon_kills_warriors" => Effect::SummonKillsWarriors,
        "summon_kills_non_monsters" => Effect::SummonKillsNonMonsters,
        "glory_per_enemy_death" => Effect::GloryPerEnemyDeath(amount()?),
        "throne_dweller" => Effect::ThroneDweller(amount()?.min(255) as u8),
        "double_reward" => Effect::DoubleReward,
        "retreat_to_throne" => Effect::RetreatToThrone,
        "counts_as_elite" => Effect::CountsAsElite,
        "summon_moves_other" => Effect::SummonMovesOther,
        "only_monsters_count" => Effect::OnlyMonstersCount,
        "win_glory_per_fallen_loser" => Effect::WinGloryPerFallenLoser(amount()?),
        "free_summon_beside" => Effect::FreeSummonBeside,
        "str_per_fallen" => Effect::StrPerFallen(amount()?.min(255) as u8),
        _ => unreachable!("every id of EFFECT_IDS is matched"),
    })
}

fn build(file: File) -> Result<Pack, PackError> {
    let header = file.pack;
    if header.id.trim().is_empty() {
        return Err(invalid("the pack has no id"));
    }
    let mut chambers = Vec::new();
    for row in &file.chamber {
        let what = format!("chamber `{}`", row.id);
        if chambers.iter().any(|c: &Chamber| c.id == row.id) {
            return Err(invalid(format_args!("{what} is listed twice")));
        }
        if row.reward.is_empty() {
            return Err(invalid(format_args!("{what} has no reward")));
        }
        if row.throne == row.number.is_some() {
            return Err(invalid(format_args!(
                "{what} must be either Odin's Throne (throne = true) or numbered 1-8, not {}",
                if row.throne { "both" } else { "neither" }
            )));
        }
        chambers.push(Chamber {
            id: row.id.clone(),
            name: row.name.clone(),
            number: row.number,
            throne: row.throne,
            at: (row.at[0], row.at[1]),
            reward: row
                .reward
                .iter()
                .map(|r| reward(r, &what))
                .collect::<Result<_, _>>()?,
            doors: Vec::new(),
        });
    }
    let find = |id: &str| {
        chambers
            .iter()
            .position(|c| c.id == id)
            .map(|i| ChamberId(i as u8))
    };
    let mut links = Vec::new();
    for d in &file.doorway {
        let [a, b] = &d.between;
        let (Some(x), Some(y)) = (find(a), find(b)) else {
            let unknown = if find(a).is_none() { a } else { b };
            return Err(invalid(format_args!(
                "a doorway names `{unknown}`, which is not a chamber"
            )));
        };
        if x == y {
            return Err(invalid(format_args!("a doorway links `{a}` to itself")));
        }
        if links.contains(&(x, y)) || links.contains(&(y, x)) {
            return Err(invalid(format_args!(
                "the doorway between `{a}` and `{b}` is listed twice"
            )));
        }
        links.push((x, y));
    }
    for (x, y) in links {
        chambers[x.index()].doors.push(y);
        chambers[y.index()].doors.push(x);
    }

    let mut cards: Vec<Card> = Vec::new();
    for row in file.card {
        let what = format!("card `{}`", row.id);
        let kind = match (row.kind.as_str(), row.upgrade.as_deref()) {
            ("battle", None) => CardKind::Battle,
            ("quest", None) => CardKind::Quest,
            ("upgrade", Some("elite")) => CardKind::Upgrade(UpgradeKind::Elite),
            ("upgrade", Some("clan")) => CardKind::Upgrade(UpgradeKind::Clan),
            ("upgrade", other) => {
                return Err(invalid(format_args!(
                    "{what}: an upgrade needs `upgrade = \"elite\"` or `\"clan\"`, not {other:?}"
                )));
            }
            ("battle" | "quest", Some(_)) => {
                return Err(invalid(format_args!(
                    "{what}: only upgrades have an `upgrade` kind"
                )));
            }
            (other, _) => {
                return Err(invalid(format_args!(
                    "{what}: unknown kind `{other}` (battle, upgrade or quest; monsters go in \
                     [[monster]])"
                )));
            }
        };
        let home = match kind {
            CardKind::Battle => Home::Battle,
            CardKind::Quest => Home::Quest,
            _ => Home::Upgrade,
        };
        let params = read_params(row.params, &what)?;
        let effect = effect(&row.effect, &params, home, &what)?;
        if kind == CardKind::Quest && effect == Effect::None {
            return Err(invalid(format_args!(
                "{what}: a quest needs a condition effect"
            )));
        }
        cards.push(Card {
            id: row.id,
            name: row.name,
            kind,
            value: row.value,
            effect,
            text: row.text,
            source: row.source,
            monster: None,
        });
    }
    let mut monsters = Vec::new();
    for row in file.monster {
        let what = format!("monster `{}`", row.id);
        let params = read_params(row.params, &what)?;
        let effect = effect(&row.effect, &params, Home::Monster, &what)?;
        monsters.push(CardId(cards.len() as u16));
        cards.push(Card {
            id: row.id,
            name: row.name,
            kind: CardKind::Monster,
            value: row.cost,
            effect,
            text: row.text,
            source: row.source,
            monster: Some(MonsterDef {
                base: row.base,
                str: row.str,
            }),
        });
    }
    for (i, c) in cards.iter().enumerate() {
        if cards[..i].iter().any(|o| o.id == c.id) {
            return Err(invalid(format_args!("card id `{}` is used twice", c.id)));
        }
    }
    let card_index = |id: &str| {
        cards
            .iter()
            .position(|c| c.id == id)
            .map(|i| CardId(i as u16))
    };

    let mut gods = Vec::new();
    for row in &file.god {
        let what = format!("god `{}`", row.id);
        if gods.iter().any(|g: &God| g.id == row.id) {
            return Err(invalid(format_args!("{what} is listed twice")));
        }
        if row.reward.is_empty() {
            return Err(invalid(format_args!("{what} has no reward")));
        }
        let mut deck = Vec::new();
        for d in &row.deck {
            let Some(card) = card_index(&d.card) else {
                return Err(invalid(format_args!(
                    "{what}: its deck names `{}`, which is not a card",
                    d.card
                )));
            };
            if cards[card.index()].kind == CardKind::Monster {
                return Err(invalid(format_args!(
                    "{what}: `{}` is a monster; monsters come from the monster deck",
                    d.card
                )));
            }
            deck.extend(std::iter::repeat_n(card, d.copies as usize));
        }
        gods.push(God {
            id: row.id.clone(),
            name: row.name.clone(),
            style: row.style.clone(),
            reward: row
                .reward
                .iter()
                .map(|r| reward(r, &what))
                .collect::<Result<_, _>>()?,
            themed: row
                .themed
                .iter()
                .map(|r| reward(r, &what))
                .collect::<Result<_, _>>()?,
            deck,
        });
    }
    Ok(Pack {
        id: header.id,
        version: header.version,
        name: header.name,
        provisional: header.provisional,
        notice: header.notice,
        numbers: file.numbers,
        chambers,
        gods,
        cards,
        monsters,
        rulings: file.ruling.into_iter().map(|r| (r.id, r.text)).collect(),
        digest: 0,
    })
}

/// The rules a pack must keep (variants.md 3.0).
fn check(pack: &Pack) -> Result<(), PackError> {
    let n = &pack.numbers;
    if pack.chambers.len() != 9 {
        return Err(invalid(format_args!(
            "the palace has {} chambers; Valhalla has exactly 9",
            pack.chambers.len()
        )));
    }
    let thrones = pack.chambers.iter().filter(|c| c.throne).count();
    if thrones != 1 {
        return Err(invalid(format_args!(
            "{thrones} chambers are Odin's Throne; exactly one must be"
        )));
    }
    for k in 1..=8u8 {
        let with = pack.chambers.iter().filter(|c| c.number == Some(k)).count();
        if with != 1 {
            return Err(invalid(format_args!(
                "{with} chambers are numbered {k}; the eight chambers other than Odin's Throne \
                 are numbered 1 to 8, once each"
            )));
        }
    }
    for c in &pack.chambers {
        if c.doors.is_empty() {
            return Err(invalid(format_args!("chamber `{}` has no doorway", c.id)));
        }
    }
    // Connected: every chamber reachable from the first.
    let mut seen = vec![false; pack.chambers.len()];
    let mut stack = vec![ChamberId(0)];
    seen[0] = true;
    while let Some(c) = stack.pop() {
        for d in &pack.chamber(c).doors {
            if !seen[d.index()] {
                seen[d.index()] = true;
                stack.push(*d);
            }
        }
    }
    if let Some(i) = seen.iter().position(|s| !s) {
        return Err(invalid(format_args!(
            "chamber `{}` cannot be reached from `{}` through doorways: the palace must be connected",
            pack.chambers[i].id, pack.chambers[0].id
        )));
    }
    for c in &pack.chambers {
        for r in &c.reward {
            if matches!(
                r,
                Reward::GloryAxes | Reward::StealGlory(_) | Reward::FreeSummon | Reward::LookTop(_)
            ) {
                return Err(invalid(format_args!(
                    "chamber `{}`: themed rewards belong to gods' `themed` lists",
                    c.id
                )));
            }
        }
    }
    if pack.gods.len() != 5 {
        return Err(invalid(format_args!(
            "the pack has {} gods; Valhalla has 5",
            pack.gods.len()
        )));
    }
    for g in &pack.gods {
        if g.deck.len() != 25 {
            return Err(invalid(format_args!(
                "god `{}` has a deck of {} cards; each god deck has exactly 25",
                g.id,
                g.deck.len()
            )));
        }
    }
    if pack.monsters.len() < 15 {
        return Err(invalid(format_args!(
            "the monster deck has {} cards; it needs at least 15 (3 per player at 5 players)",
            pack.monsters.len()
        )));
    }
    if usize::from(n.monsters_per_player) * 5 > pack.monsters.len() {
        return Err(invalid(format_args!(
            "{} monsters per player need {} monster cards at 5 players; the pack has {}",
            n.monsters_per_player,
            usize::from(n.monsters_per_player) * 5,
            pack.monsters.len()
        )));
    }
    // VH-26: three drafts at any player count, with the smallest three decks.
    let mut sizes: Vec<usize> = pack.gods.iter().map(|g| g.deck.len()).collect();
    sizes.sort_unstable();
    let gods_cards: usize = sizes.iter().take(3).sum();
    for players in 3..=5usize {
        let deck = gods_cards + usize::from(n.monsters_per_player) * players;
        let needed = players * (2 * usize::from(n.keep) + usize::from(n.deal));
        if deck < needed {
            return Err(invalid(format_args!(
                "with {players} players the deck has {deck} cards but three drafts need {needed} \
                 (VH-26)"
            )));
        }
    }
    if n.keep == 0 || n.keep >= n.deal {
        return Err(invalid(format_args!(
            "a draft deals {} and keeps {}: it must keep at least one and pass at least one",
            n.deal, n.keep
        )));
    }
    if n.chamber_tokens_drawn < 3 || n.chamber_tokens_drawn > 8 {
        return Err(invalid(format_args!(
            "{} chamber tokens drawn: one god arrives on a token each Age, so 3 to 8",
            n.chamber_tokens_drawn
        )));
    }
    for t in [&n.rage_track, &n.axes_track, &n.horns_track] {
        if t.windows(2).any(|w| w[1] < w[0]) {
            return Err(invalid("a stat track goes down"));
        }
    }
    if pack.rulings.iter().any(|(id, _)| id.trim().is_empty()) {
        return Err(invalid("a ruling has no id"));
    }
    Ok(())
}

// ---------------------------------------------------------------- the installed packs

static REGISTRY: LazyLock<RwLock<Vec<&'static Pack>>> = LazyLock::new(|| {
    let builtin = Pack::parse(PROVISIONAL_V1).expect("the built-in Valhalla pack is valid");
    RwLock::new(vec![Box::leak(Box::new(builtin))])
});

/// The built-in provisional pack, version 1.
pub fn provisional() -> &'static Pack {
    find(&PackRef::default()).expect("the built-in pack is installed")
}

/// An installed pack by id and version.
pub fn find(reference: &PackRef) -> Result<&'static Pack, PackError> {
    REGISTRY
        .read()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .iter()
        .copied()
        .find(|p| p.id == reference.id && p.version == reference.version)
        .ok_or_else(|| PackError::Missing {
            id: reference.id.clone(),
            version: reference.version,
        })
}

/// Installs a pack (from `--options pack=FILE` or the packs folder). The same id and version installed
/// twice must be the same file.
pub fn install(pack: Pack) -> Result<&'static Pack, PackError> {
    let mut packs = REGISTRY
        .write()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(old) = packs
        .iter()
        .find(|p| p.id == pack.id && p.version == pack.version)
    {
        return if old.digest == pack.digest {
            Ok(old)
        } else {
            Err(invalid(format_args!(
                "pack {} version {} is already installed with different content: a released \
                 pack is never edited, give the new file a new version",
                pack.id, pack.version
            )))
        };
    }
    let leaked: &'static Pack = Box::leak(Box::new(pack));
    packs.push(leaked);
    Ok(leaked)
}

static DEFAULT: LazyLock<RwLock<PackRef>> = LazyLock::new(|| RwLock::new(PackRef::default()));

/// The pack new games are created with: the built-in provisional pack unless the server's admin
/// chose another installed one ([`configure`]).
pub fn default_reference() -> PackRef {
    DEFAULT
        .read()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .clone()
}

/// Reads `id@version` (`valhalla-official@1`).
pub fn parse_reference(text: &str) -> Result<PackRef, PackError> {
    let (id, version) = text.trim().rsplit_once('@').ok_or_else(|| {
        invalid(format_args!(
            "`{text}` does not name a pack: write its id and version as `valhalla-official@1`"
        ))
    })?;
    let version = version.trim().parse().map_err(|_| {
        invalid(format_args!(
            "`{text}`: the version after `@` must be a number"
        ))
    })?;
    Ok(PackRef {
        id: id.trim().to_string(),
        version,
    })
}

/// Installs every `*.toml` pack file of `dir` (in name order), then makes `default` (an
/// installed pack, `id@version`) the pack of new games: how a server switches to the official
/// content the day it is published, with a data file and no code. Games keep the pack they were
/// created with.
pub fn configure(dir: Option<&std::path::Path>, default: Option<&str>) -> Result<(), PackError> {
    if let Some(dir) = dir {
        let entries = std::fs::read_dir(dir).map_err(|e| PackError::Io {
            path: dir.display().to_string(),
            error: e.to_string(),
        })?;
        let mut files: Vec<std::path::PathBuf> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "toml"))
            .collect();
        files.sort();
        for file in files {
            let pack = Pack::load_file(&file).map_err(|e| match e {
                PackError::Io { .. } => e,
                other => invalid(format_args!("{}: {other}", file.display())),
            })?;
            install(pack)?;
        }
    }
    if let Some(text) = default.filter(|t| !t.trim().is_empty()) {
        let reference = parse_reference(text)?;
        if find(&reference).is_err() {
            let installed: Vec<String> = installed()
                .iter()
                .map(|p| format!("{}@{}", p.id, p.version))
                .collect();
            return Err(PackError::UnknownDefault {
                id: reference.id,
                version: reference.version,
                installed: installed.join(", "),
            });
        }
        *DEFAULT
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = reference;
    }
    Ok(())
}

/// Every installed pack.
pub fn installed() -> Vec<&'static Pack> {
    REGISTRY
        .read()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .clone()
}
