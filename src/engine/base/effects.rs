//! Card texts as data: every row of `assets/base/cards.toml` names its text by a stable effect id
//! with its parameters (`effect = { id = "win_glory", amount = 3 }`), parsed into [`Effect`]. The
//! rules code acts on effects, never on card names: the battle's steps (battle.rs) ask which
//! revealed card carries which effect, the other hooks (action.rs, destroy.rs, quest.rs,
//! ragnarok.rs, scoring.rs, state.rs, legal.rs) which of a clan's upgrades does. A new card whose
//! text fits an existing effect is a data row; a new text is a variant here with its id and
//! parameters, and the function at the step where it acts. The effect ids follow Valhalla's where
//! the text is the same (`engine/valhalla/pack.rs`).

use serde::{Deserialize, Serialize};

/// A card's text, keyed by its stable id ([`Effect::id`]); parameters come from the catalogue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
#[serde(try_from = "RawEffect")]
pub enum Effect {
    /// No text: a plain +STR battle card.
    #[default]
    None,
    // --- battle cards, when the cards are revealed (3.7) ---
    /// Cancels the texts of the cards the opponents revealed this round (Thor's Primacy, D-33).
    CancelTexts,
    /// Discards every revealed card for their +STR in Glory; everyone plays again (Heimdall's
    /// Watch, D-34).
    DiscardRevealed,
    /// Each opponent with a Warrior in the battle loses one (Odin's Smite, D-38).
    KillWarriorEach,
    /// Every participant keeps one of its battle figures; the rest are destroyed (Odin's Tide,
    /// D-39).
    KeepOneEach,
    /// +X, the highest +STR among the opponents' cards (Heimdall's Sight, D-35).
    MatchHighest,
    /// May be added in the late-play window (Heimdall's Eye and Gaze, D-36).
    Late,
    // --- battle cards, on the outcome (R1-R5) ---
    /// If you win, this much Glory (Thor's Hammer).
    WinGlory(u32),
    /// If you win, raise one stat before the battle Glory (Thor's Oath, D-43).
    WinRaiseStat,
    /// If you win, this much Rage and Glory (Thor's Ascension).
    WinRageAndGlory(u32),
    /// This much Glory per figure destroyed in the battle, win or lose (Odin's Judgement, D-40).
    GloryPerDeath(u32),
    /// If you lose to a winner, take this much Rage from it (Loki's Trickery, D-41).
    LoseTakeRage(u32),
    /// If you lose to a winner, take up to this much Glory from it (Loki's Backstab, D-41).
    LoseTakeGlory(u32),
    /// If you lose to a winner, the cards it played go to your hand (Loki's Poison, D-41).
    LoseTakeCards,
    /// A pillager whose pillage succeeds raises one more, different stat (Frigga's Grace, R-08).
    PillageExtraStat,
    // --- Leader, Warrior and Ship upgrades ---
    /// After a successful pillage with the Leader there, it may move on (Lord of Hammers, D-31).
    LeaderPillageMove,
    /// After a successful pillage with the Leader there, raise one stat (Lord of Axes).
    LeaderPillageStat,
    /// After a successful pillage with the Leader there, raise every stat (Lord of Spears).
    LeaderPillageAllStats,
    /// Warriors at `single` STR each (and invade cost), a pair in one province at `pair` (D-23).
    WarriorPairs {
        /// One Warrior's STR and invade cost.
        single: u8,
        /// Two Warriors together.
        pair: u8,
    },
    /// This much Glory each time a ship-like figure of yours is destroyed (the Dragons, D-47).
    ShipDeathGlory(u32),
    // --- clan upgrades ---
    /// At Release Valhalla, this much Glory per figure of yours returned (Loki's Domain, Eminence,
    /// Wrath; they add up, R-12).
    ReleaseGlory(u32),
    /// After a lost battle, a free Warrior into that province (Loki's Blessing, D-44).
    ReinforceAfterLoss,
    /// Upgrades cost this much Rage less, never below 0 (Frigga's Charm, D-21).
    UpgradeDiscount(u8),
    /// With each invasion, a free Warrior from the reserve too (Frigga's Succor, D-25).
    InvadeExtraWarrior,
    /// Pay this much Rage to keep a figure that would be destroyed (Frigga's Protection).
    PayToSave {
        /// Rage per figure saved.
        rage: u8,
    },
    /// Invade option: a figure from Valhalla for this much Rage (Frigga's Domain).
    RecallAction {
        /// Its Rage cost, instead of the invade cost.
        rage: u8,
    },
    /// New action: destroy this many of your figures, then raise a stat (Frigga's Sacrifice,
    /// D-27).
    SacrificeAction {
        /// Figures destroyed.
        count: u8,
    },
    /// After a battle, `amount` Glory when at least `count` figures of other clans died in it
    /// (Thor's Glory).
    GloryIfDeaths {
        /// Glory.
        amount: u32,
        /// Figures of other clans destroyed needed.
        count: u8,
    },
    /// Right after invading on your turn, pay to pillage there at once (Thor's Domain, D-29).
    InvadeThenPillage {
        /// Its Rage cost.
        rage: u8,
    },
    /// At the end of the game, this much Glory per figure of yours on the board (Thor's Conquest).
    EndGloryPerFigure(u32),
    /// A revealed quest may count as a battle card of this value; the highest counts (Tyr's
    /// Domain, Wrath, D-37).
    QuestAsBattle(u32),
    /// New action: pillage an already pillaged province for this much Rage (Tyr's Challenge).
    ChallengeAction {
        /// Its Rage cost.
        rage: u8,
    },
    /// A winner may pay per card to take its played cards back (Tyr's Prowess, D-42).
    BuyBackCards {
        /// Rage per card.
        rage: u8,
    },
    /// The Glory of figures destroyed in Ragnarök is doubled (Odin's Inspiration).
    DoubleRagnarokGlory,
    /// The printed Glory of fulfilled quests is doubled (Odin's Throne).
    DoubleQuestGlory,
    // --- Mystic upgrades (Mystics of Midgard, expansions.md 2.3): playing one brings a Mystic
    // from the supply into the reserve ([`Effect::is_mystic`]) ---
    /// A Mystic of yours about to be destroyed may move to an adjacent province instead
    /// (Frigga's Chosen, EX-25).
    MysticEscape,
    /// Your Mystics may invade a village held by an enemy Warrior or Mystic, destroying it
    /// (Odin's Chosen, EX-26).
    MysticStrike,
    /// When you win a battle, this much Glory per Mystic of yours in its province (Thor's
    /// Chosen, EX-27).
    MysticWinGlory(u32),
    // --- quests (3.13) ---
    /// Strictly most STR in at least one non-destroyed province of this region.
    MostStrInRegion(Region),
    /// Strictly most STR in Yggdrasil, the centre.
    MostStrInYggdrasil,
    /// Strictly most STR in at least this many provinces (Widespread).
    MostStrInMany(u8),
    /// At least this many of your figures in Valhalla (Glorious Death).
    FiguresInValhalla(u8),
    // --- monster cards ---
    /// The monster's figure, whose ability is keyed by [`super::data::Monster`].
    Figure,
}

/// The timing point at which a card's text acts (the engine's effect hooks).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum EffectKind {
    /// No text: a plain +STR battle card.
    NoText,
    /// Only changes a Rage cost (Dwarf Chieftain, Soldier of Hel, Frigga's Charm).
    Cost,
    /// Changes figures' STR (Warrior upgrades, the Dark Elf in Yggdrasil).
    Strength,
    /// A quest condition checked in the Quest phase.
    QuestCondition,
    /// Acts when the battle cards are revealed (Thor's Primacy, Heimdall's Watch, Odin's Smite and
    /// Tide, Heimdall's Sight at the totals).
    OnReveal,
    /// May be added after the reveal (Heimdall's Eye and Gaze).
    LatePlay,
    /// Acts on the battle's outcome (win or loss).
    OnOutcome,
    /// Acts when a figure is invaded into a province.
    OnInvade,
    /// Acts when a pillage succeeds.
    OnPillage,
    /// Acts when a figure would be destroyed or is destroyed.
    OnDestruction,
    /// Acts when a battle is resolved (Glory for deaths, cards back, the lost province).
    AfterBattle,
    /// Acts in Ragnarök.
    OnRagnarok,
    /// Acts in Release Valhalla.
    OnRelease,
    /// Acts in the Quest phase.
    OnQuestPhase,
    /// Acts at the end of the game.
    AtGameEnd,
    /// Adds an action (or a way to invade) to the clan's turn.
    Action,
    /// Counts as a Ship (the Sea Serpent).
    CountsAsShip,
}

/// The parameters a row may give its effect (`effect = { id = …, … }`).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEffect {
    id: String,
    #[serde(default)]
    amount: Option<u32>,
    #[serde(default)]
    rage: Option<u8>,
    #[serde(default)]
    count: Option<u8>,
    #[serde(default)]
    single: Option<u8>,
    #[serde(default)]
    pair: Option<u8>,
    #[serde(default)]
    region: Option<Region>,
}

impl TryFrom<RawEffect> for Effect {
    type Error = String;

    fn try_from(raw: RawEffect) -> Result<Effect, String> {
        Effect::parse(&raw)
    }
}

impl Effect {
    /// Every effect id the engine knows.
    pub const IDS: &'static [&'static str] = &[
        "none",
        "cancel_texts",
        "discard_revealed",
        "kill_warrior_each",
        "keep_one_each",
        "match_highest",
        "late",
        "win_glory",
        "win_raise_stat",
        "win_rage_and_glory",
        "glory_per_death",
        "lose_take_rage",
        "lose_take_glory",
        "lose_take_cards",
        "pillage_extra_stat",
        "leader_pillage_move",
        "leader_pillage_stat",
        "leader_pillage_all_stats",
        "warrior_pairs",
        "ship_death_glory",
        "release_glory",
        "reinforce_after_loss",
        "upgrade_discount",
        "invade_extra_warrior",
        "pay_to_save",
        "recall_action",
        "sacrifice_action",
        "glory_if_deaths",
        "invade_then_pillage",
        "end_glory_per_figure",
        "quest_as_battle",
        "challenge_action",
        "buy_back_cards",
        "double_ragnarok_glory",
        "double_quest_glory",
        "mystic_escape",
        "mystic_strike",
        "mystic_win_glory",
        "most_str_in_region",
        "most_str_in_yggdrasil",
        "most_str_in_many",
        "figures_in_valhalla",
        "figure",
    ];

    fn parse(raw: &RawEffect) -> Result<Effect, String> {
        fn need<T>(id: &str, name: &str, value: Option<T>) -> Result<T, String> {
            value.ok_or_else(|| format!("effect `{id}` needs `{name}`"))
        }
        let id = raw.id.as_str();
        let amount = || need(id, "amount", raw.amount);
        let rage = || need(id, "rage", raw.rage);
        let count = || need(id, "count", raw.count);
        let effect = match id {
            "none" => Effect::None,
            "cancel_texts" => Effect::CancelTexts,
            "discard_revealed" => Effect::DiscardRevealed,
            "kill_warrior_each" => Effect::KillWarriorEach,
            "keep_one_each" => Effect::KeepOneEach,
            "match_highest" => Effect::MatchHighest,
            "late" => Effect::Late,
            "win_glory" => Effect::WinGlory(amount()?),
            "win_raise_stat" => Effect::WinRaiseStat,
            "win_rage_and_glory" => Effect::WinRageAndGlory(amount()?),
            "glory_per_death" => Effect::GloryPerDeath(amount()?),
            "lose_take_rage" => Effect::LoseTakeRage(amount()?),
            "lose_take_glory" => Effect::LoseTakeGlory(amount()?),
            "lose_take_cards" => Effect::LoseTakeCards,
            "pillage_extra_stat" => Effect::PillageExtraStat,
            "leader_pillage_move" => Effect::LeaderPillageMove,
            "leader_pillage_stat" => Effect::LeaderPillageStat,
            "leader_pillage_all_stats" => Effect::LeaderPillageAllStats,
            "warrior_pairs" => Effect::WarriorPairs {
                single: need(id, "single", raw.single)?,
                pair: need(id, "pair", raw.pair)?,
            },
            "ship_death_glory" => Effect::ShipDeathGlory(amount()?),
            "release_glory" => Effect::ReleaseGlory(amount()?),
            "reinforce_after_loss" => Effect::ReinforceAfterLoss,
            "upgrade_discount" => Effect::UpgradeDiscount(amount()?.min(255) as u8),
            "invade_extra_warrior" => Effect::InvadeExtraWarrior,
            "pay_to_save" => Effect::PayToSave { rage: rage()? },
            "recall_action" => Effect::RecallAction { rage: rage()? },
            "sacrifice_action" => Effect::SacrificeAction { count: count()? },
            "glory_if_deaths" => Effect::GloryIfDeaths {
                amount: amount()?,
                count: count()?,
            },
            "invade_then_pillage" => Effect::InvadeThenPillage { rage: rage()? },
            "end_glory_per_figure" => Effect::EndGloryPerFigure(amount()?),
            "quest_as_battle" => Effect::QuestAsBattle(amount()?),
            "challenge_action" => Effect::ChallengeAction { rage: rage()? },
            "buy_back_cards" => Effect::BuyBackCards { rage: rage()? },
            "double_ragnarok_glory" => Effect::DoubleRagnarokGlory,
            "double_quest_glory" => Effect::DoubleQuestGlory,
            "mystic_escape" => Effect::MysticEscape,
            "mystic_strike" => Effect::MysticStrike,
            "mystic_win_glory" => Effect::MysticWinGlory(amount()?),
            "most_str_in_region" => Effect::MostStrInRegion(need(id, "region", raw.region)?),
            "most_str_in_yggdrasil" => Effect::MostStrInYggdrasil,
            "most_str_in_many" => Effect::MostStrInMany(count()?),
            "figures_in_valhalla" => Effect::FiguresInValhalla(count()?),
            "figure" => Effect::Figure,
            other => return Err(format!("unknown effect `{other}`")),
        };
        debug_assert_eq!(effect.id(), id);
        Ok(effect)
    }

    /// The stable id of this effect (the `id` of a catalogue row's `effect`).
    pub fn id(self) -> &'static str {
        match self {
            Effect::None => "none",
            Effect::CancelTexts => "cancel_texts",
            Effect::DiscardRevealed => "discard_revealed",
            Effect::KillWarriorEach => "kill_warrior_each",
            Effect::KeepOneEach => "keep_one_each",
            Effect::MatchHighest => "match_highest",
            Effect::Late => "late",
            Effect::WinGlory(_) => "win_glory",
            Effect::WinRaiseStat => "win_raise_stat",
            Effect::WinRageAndGlory(_) => "win_rage_and_glory",
            Effect::GloryPerDeath(_) => "glory_per_death",
            Effect::LoseTakeRage(_) => "lose_take_rage",
            Effect::LoseTakeGlory(_) => "lose_take_glory",
            Effect::LoseTakeCards => "lose_take_cards",
            Effect::PillageExtraStat => "pillage_extra_stat",
            Effect::LeaderPillageMove => "leader_pillage_move",
            Effect::LeaderPillageStat => "leader_pillage_stat",
            Effect::LeaderPillageAllStats => "leader_pillage_all_stats",
            Effect::WarriorPairs { .. } => "warrior_pairs",
            Effect::ShipDeathGlory(_) => "ship_death_glory",
            Effect::ReleaseGlory(_) => "release_glory",
            Effect::ReinforceAfterLoss => "reinforce_after_loss",
            Effect::UpgradeDiscount(_) => "upgrade_discount",
            Effect::InvadeExtraWarrior => "invade_extra_warrior",
            Effect::PayToSave { .. } => "pay_to_save",
            Effect::RecallAction { .. } => "recall_action",
            Effect::SacrificeAction { .. } => "sacrifice_action",
            Effect::GloryIfDeaths { .. } => "glory_if_deaths",
            Effect::InvadeThenPillage { .. } => "invade_then_pillage",
            Effect::EndGloryPerFigure(_) => "end_glory_per_figure",
            Effect::QuestAsBattle(_) => "quest_as_battle",
            Effect::ChallengeAction { .. } => "challenge_action",
            Effect::BuyBackCards { .. } => "buy_back_cards",
            Effect::DoubleRagnarokGlory => "double_ragnarok_glory",
            Effect::DoubleQuestGlory => "double_quest_glory",
            Effect::MysticEscape => "mystic_escape",
            Effect::MysticStrike => "mystic_strike",
            Effect::MysticWinGlory(_) => "mystic_win_glory",
            Effect::MostStrInRegion(_) => "most_str_in_region",
            Effect::MostStrInYggdrasil => "most_str_in_yggdrasil",
            Effect::MostStrInMany(_) => "most_str_in_many",
            Effect::FiguresInValhalla(_) => "figures_in_valhalla",
            Effect::Figure => "figure",
        }
    }

    /// When the text acts. Monster cards are classified by their figure (`monster_kind`).
    pub fn kind(self) -> EffectKind {
        use EffectKind as K;
        match self {
            // A monster card's timing is its figure's (`monster_kind`).
            Effect::None | Effect::Figure => K::NoText,
            Effect::CancelTexts
            | Effect::DiscardRevealed
            | Effect::KillWarriorEach
            | Effect::KeepOneEach
            | Effect::MatchHighest => K::OnReveal,
            Effect::Late => K::LatePlay,
            Effect::WinGlory(_)
            | Effect::WinRaiseStat
            | Effect::WinRageAndGlory(_)
            | Effect::GloryPerDeath(_)
            | Effect::LoseTakeRage(_)
            | Effect::LoseTakeGlory(_)
            | Effect::LoseTakeCards
            | Effect::PillageExtraStat => K::OnOutcome,
            Effect::LeaderPillageMove
            | Effect::LeaderPillageStat
            | Effect::LeaderPillageAllStats => K::OnPillage,
            Effect::WarriorPairs { .. } => K::Strength,
            Effect::ShipDeathGlory(_) | Effect::PayToSave { .. } | Effect::MysticEscape => {
                K::OnDestruction
            }
            Effect::ReleaseGlory(_) => K::OnRelease,
            Effect::ReinforceAfterLoss
            | Effect::GloryIfDeaths { .. }
            | Effect::QuestAsBattle(_)
            | Effect::BuyBackCards { .. }
            | Effect::MysticWinGlory(_) => K::AfterBattle,
            Effect::UpgradeDiscount(_) => K::Cost,
            Effect::InvadeExtraWarrior | Effect::InvadeThenPillage { .. } => K::OnInvade,
            Effect::RecallAction { .. }
            | Effect::SacrificeAction { .. }
            | Effect::ChallengeAction { .. }
            | Effect::MysticStrike => K::Action,
            Effect::EndGloryPerFigure(_) => K::AtGameEnd,
            Effect::DoubleRagnarokGlory => K::OnRagnarok,
            Effect::DoubleQuestGlory => K::OnQuestPhase,
            Effect::MostStrInRegion(_)
            | Effect::MostStrInYggdrasil
            | Effect::MostStrInMany(_)
            | Effect::FiguresInValhalla(_) => K::QuestCondition,
        }
    }
}

impl Effect {
    /// A Mystic upgrade's text (Mystics of Midgard): playing the card brings one of the clan's
    /// Mystics from the supply into its reserve (EX-22).
    pub fn is_mystic(self) -> bool {
        matches!(
            self,
            Effect::MysticEscape | Effect::MysticStrike | Effect::MysticWinGlory(_)
        )
    }
}

/// The three regions of the outer ring (only the region quests use them).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Region {
    /// Yellow: Myrkulor, Elvagar, Angerboda.
    Manheim,
    /// Blue: Muspelheim, Horgr, Utgard.
    Jotunheim,
    /// Grey: Andlang, Gimle.
    Alfheim,
}

impl Region {
    /// Display name.
    pub fn name(self) -> &'static str {
        match self {
            Region::Manheim => "Manheim",
            Region::Jotunheim => "Jotunheim",
            Region::Alfheim => "Alfheim",
        }
    }
}
