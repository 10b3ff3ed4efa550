//! The options of a Blood Rage game: Blood Rage's registered options type (`Family::Options`),
//! and how a configuration stores them.

use crate::engine::{ClanName, GameConfig, Options, RuleSet, SetupError};
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
    /// Gods of Asgard: two gods stand in provinces and change their pillages
    /// (shared/reference/expansions.md section 1).
    #[serde(skip_serializing_if = "is_false")]
    pub gods: bool,
    /// Mystics of Midgard: each clan's two Mystics and the Mystic upgrades that bring them
    /// (shared/reference/expansions.md section 2). Not Reprisal's Mystics.
    #[serde(skip_serializing_if = "is_false")]
    pub mystics: bool,
    /// The Kickstarter's second copies of Dwarf Chieftain, Dark Elf and Soldier of Hel, 5+ cards
    /// (so used at 5 players only); only with `ks` (EX-05).
    #[serde(skip_serializing_if = "is_false")]
    pub ks_dupes: bool,
    /// The Kickstarter's Boar clan takes a seat (cosmetic: every clan plays the same; EX-32).
    #[serde(skip_serializing_if = "is_false")]
    pub boar_clan: bool,
    /// The two gods the host named for Gods of Asgard (empty: drawn at random, as printed).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub gods_pick: Vec<super::data::God>,
}

impl BaseOptions {
    /// The options a command line names: `all` (none: the game as printed), or a comma-separated
    /// list of `ks`, `ks-dupes` (with `ks`), `gods` (or `gods=odin+loki`, naming the two),
    /// `mystics`, `boar` and `first-game`.
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
                "gods" => options.gods = true,
                "mystics" => options.mystics = true,
                // The copies come with the monsters they belong to (EX-01: a sub-option needs its
                // parent).
                "ks-dupes" | "ks_dupes" => {
                    options.ks = true;
                    options.ks_dupes = true;
                }
                "boar" | "boar-clan" | "boar_clan" => options.boar_clan = true,
                other => {
                    let Some(names) = other.strip_prefix("gods=") else {
                        return Err(format!(
                            "--options: `{other}` is not an option of Blood Rage (ks, ks-dupes, \
                             gods, gods=GOD+GOD, mystics, boar, first-game)"
                        ));
                    };
                    options.gods = true;
                    options.gods_pick = super::data::God::parse_pair(names)?;
                }
            }
        }
        Ok(options)
    }

    /// Why these options cannot make a game, if they cannot: the named gods must be two
    /// different gods, and only with Gods of Asgard; the Kickstarter's copies only with its
    /// monsters (EX-01).
    ///
    /// # Errors
    /// What is wrong, in English (the presentation checks the same before in players' words).
    pub fn check(&self) -> Result<(), String> {
        if self.ks_dupes && !self.ks {
            return Err("the Kickstarter's copies are on but its monsters are off".to_owned());
        }
        if !self.gods_pick.is_empty() {
            if !self.gods {
                return Err("gods are named but Gods of Asgard is off".to_owned());
            }
            if self.gods_pick.len() != 2 || self.gods_pick[0] == self.gods_pick[1] {
                return Err("name two different gods".to_owned());
            }
        }
        Ok(())
    }

    /// The expansions whose cards join the Age decks.
    pub fn expansions(&self) -> Vec<super::data::Expansion> {
        let mut out = Vec::new();
        if self.ks {
            out.push(super::data::Expansion::Ks);
        }
        if self.mystics {
            out.push(super::data::Expansion::Mystics);
        }
        if self.ks_dupes {
            out.push(super::data::Expansion::KsDupes);
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

/// The clan of each seat of a Blood Rage table that names none: Wolf, Serpent, Raven, Bear, Ram in
/// turn, the last seat the Boar's with the option `boar_clan` (EX-32).
pub(super) fn default_clans(players: u8, options: &BaseOptions) -> Vec<ClanName> {
    let mut clans: Vec<ClanName> = ClanName::ALL
        .iter()
        .copied()
        .take(usize::from(players))
        .collect();
    if options.boar_clan
        && let Some(last) = clans.last_mut()
    {
        *last = ClanName::Boar;
    }
    clans
}

/// The options a Blood Rage configuration holds.
pub(super) fn options_of(config: &GameConfig) -> Result<BaseOptions, SetupError> {
    let options: BaseOptions = config.options.read()?;
    options.check().map_err(SetupError::Options)?;
    Ok(options)
}
