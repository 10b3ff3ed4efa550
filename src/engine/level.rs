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
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Random, Level::Easy, Level::Medium];

    /// Stable lowercase name (stored in settings, typed on the command line).
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Medium => "medium",
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
