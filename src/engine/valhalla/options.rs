//! The options of a Valhalla game (variants.md 2.16): Valhalla's registered options type
//! (`Family::Options`), and how a configuration stores them.

use super::pack::PackRef;
use crate::engine::{GameConfig, Options, RuleSet, SetupError};
use serde::{Deserialize, Serialize};

/// The options of a Valhalla game (variants.md 2.16).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ValhallaOptions {
    /// The content pack, recorded at creation (a game always replays with it).
    pub pack: PackRef,
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

/// How a configuration stores a Valhalla game's options: under `valhalla` (absent: the defaults,
/// with the provisional pack).
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Stored {
    /// The base game's first-game option, which configurations stored before each rule set kept
    /// options of its own carry (always false): read and never written.
    #[serde(default, skip_serializing, rename = "age1_no_draft")]
    _first_game: serde::de::IgnoredAny,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    valhalla: Option<ValhallaOptions>,
}

/// A Valhalla configuration of `players` seats with `seed` and these options.
pub(super) fn configure(players: u8, seed: u64, options: &ValhallaOptions) -> GameConfig {
    GameConfig {
        rules: RuleSet::Valhalla,
        options: Options::of(&Stored {
            _first_game: serde::de::IgnoredAny,
            valhalla: Some(options.clone()),
        }),
        ..GameConfig::base(players, seed)
    }
}

/// The options a Valhalla configuration holds.
pub(super) fn options_of(config: &GameConfig) -> Result<ValhallaOptions, SetupError> {
    Ok(config
        .options
        .read::<Stored>()?
        .valhalla
        .unwrap_or_default())
}
