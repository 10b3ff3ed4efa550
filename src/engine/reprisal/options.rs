//! The options of a Reprisal game (variants.md 1.17): Reprisal's registered options type
//! (`Family::Options`), how `--options` reads them, and how a configuration stores them.

use crate::engine::{GameConfig, Options, RuleSet, SetupError};
use serde::{Deserialize, Serialize};

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

impl Default for ReprisalOptions {
    /// RP-57: all four options and both Prayer sub-options on; the two alternative rulings off.
    fn default() -> Self {
        ReprisalOptions {
            prayers: true,
            blessing: true,
            gods: true,
            mystics: true,
            leader: true,
            battle_cards: true,
            literal_tokens: false,
            threshold_by_players: false,
        }
    }
}

impl ReprisalOptions {
    /// No option at all: the plain dice game.
    pub fn none() -> ReprisalOptions {
        ReprisalOptions {
            prayers: false,
            blessing: false,
            gods: false,
            mystics: false,
            leader: false,
            battle_cards: false,
            literal_tokens: false,
            threshold_by_players: false,
        }
    }

    /// One of the 16 combinations of the four options (bit 0 Prayers with both sub-options, bit 1
    /// Mystics, bit 2 Leader, bit 3 Battle Cards).
    pub fn combination(bits: u8) -> ReprisalOptions {
        let prayers = bits & 1 != 0;
        ReprisalOptions {
            prayers,
            blessing: prayers,
            gods: prayers,
            mystics: bits & 2 != 0,
            leader: bits & 4 != 0,
            battle_cards: bits & 8 != 0,
            ..ReprisalOptions::none()
        }
    }

    /// Reads `all`, `none` or a comma-separated list of `prayers`, `blessing`, `gods`,
    /// `mystics`, `leader`, `cards`, `literal-tokens`, `player-threshold`.
    pub fn parse(text: &str) -> Result<ReprisalOptions, String> {
        match text.trim() {
            "all" => return Ok(ReprisalOptions::default()),
            "none" | "" => return Ok(ReprisalOptions::none()),
            _ => {}
        }
        let mut o = ReprisalOptions::none();
        for word in text.split(',').map(str::trim) {
            match word {
                "prayers" => o.prayers = true,
                "blessing" => o.blessing = true,
                "gods" => o.gods = true,
                "mystics" => o.mystics = true,
                "leader" => o.leader = true,
                "cards" | "battle-cards" => o.battle_cards = true,
                "literal-tokens" => o.literal_tokens = true,
                "player-threshold" => o.threshold_by_players = true,
                other => {
                    return Err(format!(
                        "unknown option `{other}`: use all, none, or a list of prayers, \
                         blessing, gods, mystics, leader, cards, literal-tokens, player-threshold"
                    ));
                }
            }
        }
        if (o.blessing || o.gods) && !o.prayers {
            return Err("blessing and gods are sub-options of prayers: add prayers".into());
        }
        Ok(o)
    }
}

/// A Reprisal configuration of `players` seats with `seed` and these options, stored under
/// `reprisal`.
pub(super) fn configure(players: u8, seed: u64, options: &ReprisalOptions) -> GameConfig {
    GameConfig {
        rules: RuleSet::Reprisal,
        options: Options::under("reprisal", options),
        ..GameConfig::base(players, seed)
    }
}

/// The options a Reprisal configuration holds (none stored: the defaults).
pub(super) fn options_of(config: &GameConfig) -> Result<ReprisalOptions, SetupError> {
    config.options.read_under("reprisal")
}
