//! Blood Rage as players see it: prompts and choices (`prompt`), narration (`narrate`), refusals,
//! status and other sentences (`words`), `/hint` and `/undo` in words (`hint`, `undo`), the typed actions and their suggestions (`actions`), the
//! board and card images (`images`, drawn by `board` and `cards` on the geometry of `layout` in
//! the colours of `theme`), and the codes of version 1's buttons (`legacy`).

pub mod actions;
pub mod board;
pub mod cards;
pub mod digest;
pub mod hint;
pub mod images;
pub mod layout;
pub mod legacy;
pub mod narrate;
pub mod prompt;
mod seam;
pub mod setup;
pub mod terms;
pub mod theme;
pub mod undo;
pub mod words;
