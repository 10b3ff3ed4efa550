//! Game configuration (rule set, players, seed, options) and set-up / replay errors.

use super::{PerSeat, Seat};
use serde::{Deserialize, Serialize};

/// Which rule set a game is played with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RuleSet {
    /// Blood Rage, 2-5 players, with the 5th Player Expansion cards.
    #[default]
    Base,
    /// Blood Rage – Reprisal, the fan variant for 3-5 players (dice battles, four options).
    Reprisal,
    /// Blood Rage: Valhalla, the standalone game for 3-5 players, with a content pack.
    Valhalla,
}

/// A clan's identity: cosmetic (name and colour), every clan plays the same (2.1, D-09).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClanName {
    /// Red.
    Wolf,
    /// Yellow.
    Serpent,
    /// Blue.
    Raven,
    /// Brown.
    Bear,
    /// Green, the 5th Player Expansion clan (D-09).
    Ram,
    /// Valhalla's fourth clan.
    Stag,
}

impl ClanName {
    /// The five clans in their default seating order.
    pub const ALL: [ClanName; 5] = [
        ClanName::Wolf,
        ClanName::Serpent,
        ClanName::Raven,
        ClanName::Bear,
        ClanName::Ram,
    ];

    /// The clans a rule set seats, in their default order: Blood Rage's five, or Valhalla's
    /// Bear, Raven, Wolf, Stag and the Serpent of VH-27.
    pub fn of_rules(rules: RuleSet) -> &'static [ClanName] {
        rules.registered().clans
    }

    /// Valhalla's clans: Bear, Raven, Wolf, Stag and the Serpent of VH-27.
    pub const VALHALLA: [ClanName; 5] = [
        ClanName::Bear,
        ClanName::Raven,
        ClanName::Wolf,
        ClanName::Stag,
        ClanName::Serpent,
    ];

    /// Display name.
    pub fn name(self) -> &'static str {
        match self {
            ClanName::Wolf => "Wolf",
            ClanName::Serpent => "Serpent",
            ClanName::Raven => "Raven",
            ClanName::Bear => "Bear",
            ClanName::Ram => "Ram",
            ClanName::Stag => "Stag",
        }
    }
}

/// Options chosen at game creation; a running game never changes them.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// The rulebook's tip for first games: in Age 1 nobody drafts, each player keeps the 8 cards dealt.
    pub age1_no_draft: bool,
    /// Reprisal's options (Reprisal games only; `None` is Reprisal's defaults, RP-57).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reprisal: Option<ReprisalOptions>,
    /// Valhalla's options (Valhalla games only; `None` is the defaults with the provisional pack).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub valhalla: Option<ValhallaOptions>,
}

/// The options of a Valhalla game (variants.md 2.16).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ValhallaOptions {
    /// The content pack, recorded at creation (a game always replays with it).
    pub pack: super::valhalla::pack::PackRef,
    /// Which three gods are in play (VH-45).
    #[serde(default)]
    pub gods: GodChoice,
    /// The themed god rewards house rule (PK-05).
    #[serde(default)]
    pub themed_rewards: bool,
}

/// Which gods a Valhalla game uses; the Age each arrives in is always random (VH-41, VH-45).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GodChoice {
    /// Three of the pack's five at random (the draft's set-up).
    #[default]
    Random,
    /// The draft's first-game recommendation: Thor, Loki and Tyr.
    FirstGame,
    /// The host's three, by the pack's god ids.
    Chosen(Vec<String>),
}

/// The options of a Reprisal game (variants.md 1.17).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReprisalOptions {
    /// Prayers for the Gods (1.14.1).
    pub prayers: bool,
    /// Sub-option 1 of Prayers: the Blessing (0 = 3 Glory).
    pub blessing: bool,
    /// Sub-option 2 of Prayers: clans without a gift place gods.
    pub gods: bool,
    /// Two Mystics per clan (1.14.2).
    pub mystics: bool,
    /// Exploding dice while your own Leader fights (1.14.3).
    pub leader: bool,
    /// Battle cards instead of dice (1.14.4).
    pub battle_cards: bool,
    /// RP-01's alternative: the text's 7 tokens plus a blank one.
    pub literal_tokens: bool,
    /// RP-03's alternative: the end threshold by player count instead of by Age.
    pub threshold_by_players: bool,
}

/// Everything needed to create a game; together with the command log it *is* the game.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameConfig {
    /// The rule set.
    #[serde(default)]
    pub rules: RuleSet,
    /// Number of players (2-5 for the base game).
    pub players: u8,
    /// Seed of the game's `ChaCha` RNG: every shuffle and draw comes from it.
    pub seed: u64,
    /// Game-creation options.
    #[serde(default)]
    pub options: Options,
    /// Clan of each seat; empty means the default order (Wolf, Serpent, Raven, Bear, Ram).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub clans: Vec<ClanName>,
    /// The version of the rule set's code the game was created with (`None`: this build's). Not
    /// part of the stored JSON: the store keeps it in its own column and sets it on load, so a
    /// game created before a rules fix replays as it was played (see `RuleSet::version`).
    #[serde(skip)]
    pub rules_version: Option<u32>,
}

impl GameConfig {
    /// A base-game configuration with default options.
    pub fn base(players: u8, seed: u64) -> GameConfig {
        GameConfig {
            rules: RuleSet::Base,
            players,
            seed,
            options: Options::default(),
            clans: Vec::new(),
            rules_version: None,
        }
    }

    /// The version of the rule set's code this game plays by: the stored one, or this build's.
    pub fn version(&self) -> u32 {
        self.rules_version.unwrap_or_else(|| self.rules.version())
    }

    /// The configuration with its rules version written out, as a game keeps it: a game set up
    /// now and the same game loaded from the store (which records the version) are equal.
    #[must_use]
    pub fn pinned(&self) -> GameConfig {
        GameConfig {
            rules_version: Some(self.version()),
            ..self.clone()
        }
    }

    /// A Reprisal configuration with these options.
    pub fn reprisal(players: u8, seed: u64, options: ReprisalOptions) -> GameConfig {
        GameConfig {
            rules: RuleSet::Reprisal,
            options: Options {
                age1_no_draft: false,
                reprisal: Some(options),
                valhalla: None,
            },
            ..GameConfig::base(players, seed)
        }
    }

    /// A Valhalla configuration with these options.
    pub fn valhalla(players: u8, seed: u64, options: ValhallaOptions) -> GameConfig {
        GameConfig {
            rules: RuleSet::Valhalla,
            options: Options {
                age1_no_draft: false,
                reprisal: None,
                valhalla: Some(options),
            },
            ..GameConfig::base(players, seed)
        }
    }

    /// The clan of each seat.
    pub fn clan_names(&self) -> PerSeat<ClanName> {
        if self.clans.len() == self.players as usize {
            self.clans.iter().copied().collect()
        } else {
            ClanName::of_rules(self.rules)
                .iter()
                .copied()
                .take(self.players as usize)
                .collect()
        }
    }
}

/// Why a game could not be created.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// The clans given are not one distinct clan per seat.
    #[error("choose one distinct clan per seat ({players} seats)")]
    Clans {
        /// Players.
        players: u8,
    },
    /// The rule set's engine exists but the bot does not host its games yet.
    #[error("{0:?} games cannot be hosted yet")]
    NotHosted(RuleSet),
    /// The content pack the game needs is not installed.
    #[error("{0}")]
    Pack(String),
    /// The rule set does not support this many players.
    #[error("{players} players is not supported: this rule set needs {min} to {max} players")]
    PlayerCount {
        /// Players asked for.
        players: u8,
        /// Fewest players allowed.
        min: u8,
        /// Most players allowed.
        max: u8,
    },
}

/// Why a stored command log could not be replayed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError<E> {
    /// The configuration itself is invalid.
    #[error("invalid configuration: {0}")]
    Setup(SetupError),
    /// A logged command was refused by the rules.
    #[error("command {index} ({seat}) was refused: {error}")]
    Refused {
        /// 0-based position of the command in the log.
        index: usize,
        /// The seat that gave it.
        seat: Seat,
        /// Why the rules refused it.
        error: E,
    },
}
