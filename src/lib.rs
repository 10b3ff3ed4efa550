//! A Discord bot that hosts Blood Rage games asynchronously.
//!
//! Layers (STYLE.md §1): `engine` (pure rules), then the front ends built on it. `sim` holds the
//! random players used by `simulate`, the tests and the benchmarks.

pub mod engine;
pub mod sim;
