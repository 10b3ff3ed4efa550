//! The Discord front end (poise + serenity), generic over rule sets: it shows the prompts,
//! choices, narration and images the presentation hands it, and sends every move through the
//! session core, its only way to the database (the settings, seats, clocks, computer clans,
//! deadlines and seats changing hands are the session's). What every front end says of a game
//! (its status, clocks, settings, history, results), what its players are told after moves and
//! on the session's notices, how a move, an undo, a start and a player's own settings are
//! answered is [`crate::dialogue`]'s, and so is what a player is offered to press
//! ([`crate::dialogue::controls`]). Discord is the front ends' outlet (`announce`: a post as a
//! message in the game's thread or a direct message), names players by mention
//! ([`seats::mention`]), listens to the session's notices (`notices`), and turns controls into
//! components with their custom ids (`panel`, `ids`) within Discord's limits.
//! Arrows point one way: `framework` → `commands`, `interactions`, `notices` → `lobby` →
//! `announce` → `panel` → `ids`, and everything → `data`, `seats`, `message`.

pub mod announce;
mod commands;
pub mod data;
mod failures;
mod framework;
pub mod ids;
mod interactions;
pub mod language;
mod lobby;
pub mod message;
mod notices;
pub mod panel;
pub mod seats;

#[cfg(feature = "testkit")]
pub use data::Handled;
pub use data::{Context, Data, Error};
pub use framework::{Bot, http, intents, serve, serve_until};
