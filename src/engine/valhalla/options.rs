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

/// A Valhalla configuration of `players` seats with `seed` and these options, stored under
/// `valhalla`.
pub(super) fn configure(players: u8, seed: u64, options: &ValhallaOptions) -> GameConfig {
    GameConfig {
        rules: RuleSet::Valhalla,
        options: Options::under("valhalla", options),
        ..GameConfig::base(players, seed)
    }
}

/// The options a Valhalla configuration holds (none stored: the defaults).
pub(super) fn options_of(config: &GameConfig) -> Result<ValhallaOptions, SetupError> {
    config.options.read_under("valhalla")
}
