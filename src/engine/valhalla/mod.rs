//! Blood Rage: Valhalla, the standalone game for 3-5 players (shared/reference/variants.md Part 2,
//! the draft rulebook), played with a content pack (Part 3) that holds the board, the gods and
//! the cards.

pub mod pack;
