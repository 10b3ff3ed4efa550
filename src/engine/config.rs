//! Game configuration (rule set, players, seed, options) and set-up / replay errors.

use super::{PerSeat, Seat};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

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
    /// Purple, the Kickstarter's clan: Blood Rage's option `boar_clan` seats it (EX-32).
    Boar,
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
            ClanName::Boar => "Boar",
        }
    }
}

/// Options chosen at game creation; a running game never changes them.
///
/// What they are is each rule set's own type (`Family::Options`, in the rule set's folder): the
/// rule set writes them here when it makes a configuration (`Family::configure`) and reads them
/// back when a game is set up (`Family::options_of`). The configuration keeps them in their stored
/// form, a JSON object, so that it names no rule set and a new option touches only its rule set.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Options(Arc<serde_json::Map<String, serde_json::Value>>);

impl Options {
    /// The stored form of a rule set's options.
    ///
    /// # Panics
    /// If `options` is not written as a JSON object (a rule set's options type always is).
    pub fn of<T: Serialize>(options: &T) -> Options {
        match serde_json::to_value(options) {
            Ok(serde_json::Value::Object(map)) => Options(Arc::new(map)),
            other => panic!("a rule set's options are written as an object, not {other:?}"),
        }
    }

    /// A rule set's options read from their stored form.
    ///
    /// # Errors
    /// Stored options the type cannot read (an unknown option, a wrong value), in words.
    pub fn read<T: serde::de::DeserializeOwned>(&self) -> Result<T, SetupError> {
        T::deserialize(&*self.0).map_err(|e| SetupError::Options(e.to_string()))
    }
}

impl Options {
    /// Options stored under one key, as rule sets other than Blood Rage store theirs
    /// (`{"reprisal": {…}}`).
    pub fn under<T: Serialize>(key: &str, options: &T) -> Options {
        let value = serde_json::to_value(options).expect("a rule set's options serialise");
        Options(Arc::new(
            std::iter::once((key.to_string(), value)).collect(),
        ))
    }

    /// Options stored under `key` (absent: `T`'s defaults). Configurations stored before each
    /// rule set kept options of its own also carry Blood Rage's first-game flag, always false:
    /// it is read and ignored; any other key is refused.
    ///
    /// # Errors
    /// Another key, or options under `key` the type cannot read, in words.
    pub fn read_under<T: serde::de::DeserializeOwned + Default>(
        &self,
        key: &str,
    ) -> Result<T, SetupError> {
        if let Some(other) = self
            .0
            .keys()
            .find(|k| k.as_str() != key && k.as_str() != "age1_no_draft")
        {
            return Err(SetupError::Options(format!("unknown option `{other}`")));
        }
        self.0.get(key).map_or_else(
            || Ok(T::default()),
            |value| T::deserialize(value).map_err(|e| SetupError::Options(format!("{key}: {e}"))),
        )
    }
}

impl Serialize for Options {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Options {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        serde_json::Map::deserialize(deserializer).map(|map| Options(Arc::new(map)))
    }
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
    /// Clan of each seat; empty means the rule set's default order (Blood Rage's: Wolf, Serpent,
    /// Raven, Bear, Ram, the last seat the Boar's with its option `boar_clan`).
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

    /// Refuses a number of players outside `players` (a rule set's), or seats whose clans are
    /// not one distinct clan each.
    ///
    /// # Errors
    /// [`SetupError::PlayerCount`] or [`SetupError::Clans`].
    pub fn check_seats(&self, players: std::ops::RangeInclusive<u8>) -> Result<(), SetupError> {
        if !players.contains(&self.players) {
            return Err(SetupError::PlayerCount {
                players: self.players,
                min: *players.start(),
                max: *players.end(),
            });
        }
        let names = self.clan_names();
        let mut distinct = names.as_slice().to_vec();
        distinct.sort();
        distinct.dedup();
        if distinct.len() == names.len() {
            Ok(())
        } else {
            Err(SetupError::Clans {
                players: self.players,
            })
        }
    }

    /// The clan of each seat.
    pub fn clan_names(&self) -> PerSeat<ClanName> {
        self.clans_or(|| (self.rules.registered().default_clans)(self))
    }

    /// The clan of each seat: the ones named, or else `default()` (the rule set's default order).
    pub fn clans_or(&self, default: impl FnOnce() -> Vec<ClanName>) -> PerSeat<ClanName> {
        if self.clans.len() == self.players as usize {
            self.clans.iter().copied().collect()
        } else {
            default().into_iter().collect()
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
    /// The options stored with the configuration are not the rule set's.
    #[error("options this rule set cannot read: {0}")]
    Options(String),
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
