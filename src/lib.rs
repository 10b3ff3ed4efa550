//! A Discord bot that hosts Blood Rage games asynchronously.
//!
//! Layers (STYLE.md §1), dependencies pointing one way: `engine` (pure rules), `render` (board and card images from
//! views), `store` (SQLite persistence of games as config plus command log). `sim` holds the random players used by
//! `simulate`, the tests and the benchmarks.

pub mod discord;
pub mod engine;
pub mod render;
pub mod sim;
pub mod store;
