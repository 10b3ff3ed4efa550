//! A Discord bot that hosts Blood Rage games asynchronously.
//!
//! Layers (STYLE.md §1), dependencies pointing one way, toward the engine: `engine` (pure rules,
//! one folder per rule set, and `AnyGame` for a game of any of them), `render` (drawing
//! primitives, fonts, PNG), `present` (what players see of each rule set: wording, narration,
//! images), `store` (SQLite: games as config plus command log), `session` (applying any seat's
//! commands, the cache of live games, who is awaited since when; no Discord), `dialogue` (what
//! every front end says and offers of the session's records), and the front ends over them:
//! `discord` (the bot) and `web` (the web companion: each game's page, replay and play). `sim` holds the random players used by `simulate`, the tests and the benchmarks; `ai` the
//! computer clans (a seat's view and legal commands in, a command out). `metrics` (a leaf every
//! layer may note into) and `ops` (the health and metrics listener, backups; over the store) run
//! the bot as a service; `testkit` (a leaf) holds the process's test hooks.

pub mod ai;
pub mod arena;
pub mod dialogue;
pub mod discord;
pub mod engine;
pub mod metrics;
pub mod ops;
pub mod pace;
pub mod present;
pub mod render;
mod rooms;
pub mod session;
pub mod sim;
pub mod store;
pub mod testkit;
pub mod vocabulary;
pub mod web;
