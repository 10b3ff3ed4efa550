//! The options of a Blood Rage game: Blood Rage's registered options type (`Family::Options`),
//! and how a configuration stores them.

use crate::engine::{GameConfig, Options, RuleSet, SetupError};
use serde::{Deserialize, Serialize};

/// The options of a Blood Rage game, chosen at `/game new`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct BaseOptions {
    /// The rulebook's tip for first games: in Age 1 nobody drafts, each player keeps the 8 cards
    /// dealt.
    #[serde(skip_serializing_if = "is_false")]
    pub age1_no_draft: bool,
    /// The Kickstarter-exclusive monsters (Mountain Giant, Fenrir, Wolfman, Mystic Troll) join the
    /// Age decks (shared/reference/expansions.md section 3).
    #[serde(skip_serializing_if = "is_false")]
    pub ks: bool,
}

impl BaseOptions {
    /// The options a command line names: `all` (none: the game as printed), or a comma-separated
    /// list of `ks` and `first-game`.
    ///
    /// # Errors
    /// A name that is not an option of Blood Rage.
    pub fn parse(list: &str) -> Result<BaseOptions, String> {
        let mut options = BaseOptions::default();
        if list == "all" {
            return Ok(options);
        }
        for name in list.split(',').map(str::trim).filter(|n| !n.is_empty()) {
            match name {
                "ks" => options.ks = true,
                "first-game" => options.age1_no_draft = true,
                other => {
                    return Err(format!(
                        "--options: `{other}` is not an option of Blood Rage (ks, first-game)"
                    ));
                }
            }
        }
        Ok(options)
    }

    /// The expansions whose cards join the Age decks.
    pub fn expansions(&self) -> Vec<super::data::Expansion> {
        let mut out = Vec::new();
        if self.ks {
            out.push(super::data::Expansion::Ks);
        }
        out
    }
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's skip_serializing_if passes a reference
pub(crate) fn is_false(value: &bool) -> bool {
    !*value
}

/// A Blood Rage configuration of `players` seats with `seed` and these options (the options'
/// defaults are stored as nothing: `GameConfig::base`).
pub(super) fn configure(players: u8, seed: u64, options: &BaseOptions) -> GameConfig {
    GameConfig {
        rules: RuleSet::Base,
        options: Options::of(options),
        ..GameConfig::base(players, seed)
    }
}

/// The options a Blood Rage configuration holds.
pub(super) fn options_of(config: &GameConfig) -> Result<BaseOptions, SetupError> {
    config.options.read()
}
