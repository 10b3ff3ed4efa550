//! Slash commands: `/game …` (the lobby and the game's life), the actions (`/act` and the typed
//! actions of every rule set), and the information commands (`shared` has what they share).

mod action;
mod game;
mod info;
mod options;
mod settings;
mod shared;

use super::data::{Data, Error};
use std::sync::Arc;

/// Every slash command of the bot.
pub fn all() -> Vec<poise::Command<Arc<Data>, Error>> {
    let mut commands = vec![game::game(), action::act(), action::undo()];
    commands.extend(action::typed_actions());
    commands.extend([
        info::hand(),
        info::hint(),
        info::board(),
        info::log(),
        info::rules(),
        info::card(),
        info::mygames(),
        settings::settings(),
        settings::away(),
    ]);
    commands
}
