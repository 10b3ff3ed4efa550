//! The Discord front end (poise + serenity), generic over rule sets: it shows the prompts,
//! choices, narration and images the presentation hands it, and sends every move through the
//! session core, its only way to the database (the settings, seats, clocks, computer clans,
//! deadlines and seats changing hands are the session's). It subscribes to the session's notices
//! (`notices`: a computer's or a deadline's move, a reminder, a hand-over, an absence) and words
//! them; what every front end says of a game (its status, clocks, settings, history, results),
//! what its players are told after moves, how a move and a player's own settings are answered
//! is [`crate::frontend`]'s, naming players as Discord does ([`seats::mention`]), and so is what a
//! player is offered to press ([`crate::frontend::controls`]), which `panel` turns into Discord
//! components with their custom ids (`ids`) within Discord's limits.
//! Arrows point one way: `framework` → `commands`, `interactions` → `undo` → `play`, `lobby` →
//! `announce` → `panel` → `ids`, `notices` → `announce`, and everything → `data`, `seats`,
//! `message`.

pub mod announce;
mod commands;
pub mod data;
mod framework;
pub mod ids;
mod interactions;
pub mod language;
mod lobby;
pub mod message;
mod notices;
pub mod panel;
mod play;
mod rules;
pub mod seats;
mod undo;

#[cfg(any(debug_assertions, feature = "testkit"))]
pub use data::Handled;
pub use data::{Context, Data, Error};
pub use framework::{Bot, http, intents, serve, serve_until};
