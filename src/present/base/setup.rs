//! Creating a game of Blood Rage: its options at `/game new`, and the configuration they make.

use crate::engine::GameConfig;
use crate::engine::base::{BaseOptions, Game};
use crate::engine::family::Family as _;
use crate::present::locale::{Lang, t};
use crate::present::{Param, ParamKind};

/// The options of a new Blood Rage game.
pub const OPTIONS: &[Param] = &[Param {
    name: "first_game",
    kind: ParamKind::Boolean,
    required: false,
    suggest: false,
}];

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
    let first_game = args
        .iter()
        .any(|(name, value)| *name == "first_game" && value == "true");
    Ok(Game::configure(
        players,
        seed,
        &BaseOptions {
            age1_no_draft: first_game,
            ..BaseOptions::default()
        },
    ))
}
