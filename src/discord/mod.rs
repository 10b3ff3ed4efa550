//! The Discord front end (poise + serenity), generic over rule sets: it shows the prompts,
//! choices, narration and images the presentation hands it, and sends every move through the
//! session core, its only way to the database (the settings, seats, clocks and seats changing
//! hands are the session's). Arrows point one way: `framework` → `commands`, `interactions` →
//! `undo` → `play`, `lobby` → `announce` → `panel` → `ids`, `computer` → `announce`, `deadline` →
//! `announce` → `clock` → `away`, and everything →
//! `data`, `seats`, `message`.

pub mod announce;
pub mod away;
mod clock;
mod commands;
pub mod computer;
pub mod config;
pub mod data;
pub mod deadline;
mod framework;
pub mod ids;
mod interactions;
pub mod language;
mod lobby;
pub mod message;
pub mod panel;
mod play;
mod rules;
pub mod seats;
mod undo;

pub use config::{CATCH_UP_EVERY, Config, http, intents};
#[cfg(feature = "testkit")]
pub use data::Handled;
pub use data::{Context, Data, Error};
pub use framework::{Bot, Exit, Fatal, Stop, exit_of, serve, serve_until};
