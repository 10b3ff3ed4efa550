//! Creating a game of Blood Rage: its options at `/game new`, and the configuration they make.

use crate::engine::GameConfig;
use crate::engine::base::{BaseOptions, Game};
use crate::engine::family::Family as _;
use crate::present::locale::{Lang, t};
use crate::present::{Param, flag_value};

/// The options of a new Blood Rage game: the first-game tip, and the expansions (the Kickstarter
/// monsters; named apart from Reprisal's own `gods` and `mystics`).
pub const OPTIONS: &[Param] = &[Param::flag("first_game"), Param::flag("kickstarter")];

/// The configuration of a new game for `players` seats (2 to 5; the final count is set when the
/// game starts), from the options given.
pub fn configure(
    players: u8,
    seed: u64,
    args: &[(&str, String)],
    lang: Lang,
) -> Result<GameConfig, String> {
    if !(2..=5).contains(&players) {
        return Err(t!(lang, "setup-players", players = players));
    }
    let on = |option: &str| flag_value(args, option) == Some(true);
    Ok(Game::configure(
        players,
        seed,
        &BaseOptions {
            age1_no_draft: on("first_game"),
            ks: on("kickstarter"),
        },
    ))
}
