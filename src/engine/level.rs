//! How strong a computer clan plays. The levels' heuristics are each rule set's own `policy`
//! module; search on top of them is generic and lives in `ai/`.

use std::fmt;

/// How strong a computer clan plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// A uniformly random legal command.
    Random,
    /// Fast heuristics.
    Easy,
    /// Better heuristics that plan ahead.
    Medium,
    /// Search on top of the medium heuristics: candidate moves tried in many imagined games
    /// (`ai::search`). A rule set's own policy plays it as medium.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Random, Level::Easy, Level::Medium, Level::Hard];

    /// Stable lowercase name (stored in settings, typed on the command line).
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// Parses a level's name.
    pub fn parse(text: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(text.trim()))
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}
