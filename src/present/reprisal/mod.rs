//! Blood Rage – Reprisal as players see it: prompts, choices, `/hint` and `/undo` in words
//! (`prompt`), narration with every die shown and the digest (`narrate`), refusals, status and
//! other sentences (`words`), the typed actions and their suggestions (`actions`), the options of
//! `/game new rules:reprisal` (`setup`), and the board and battle-card images (`images`, drawn on
//! Blood Rage's ring and theme).

pub mod actions;
pub mod images;
pub mod narrate;
pub mod prompt;
mod seam;
pub mod setup;
pub mod words;
