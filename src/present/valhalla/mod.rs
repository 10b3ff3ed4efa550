//! Blood Rage: Valhalla as players see it: prompts, choices, `/hint` and `/undo` in words
//! (`prompt`), narration and the digest (`narrate`), refusals, status, a seat's cards and the
//! questions of every decision (`words`), the typed actions and their suggestions (`actions`),
//! the options of `/game new rules:valhalla` (`setup`), and the palace and card images
//! (`images`). Everything that shows the content pack's board or cards says "provisional
//! content" while the pack is provisional.

pub mod actions;
pub mod images;
pub mod narrate;
pub mod prompt;
mod seam;
pub mod setup;
pub mod terms;
pub mod words;
