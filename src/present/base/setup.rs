//! Creating a game of Blood Rage: its options at `/game new`, and the configuration they make.

use crate::engine::GameConfig;
use crate::engine::base::{BaseOptions, Game, God};
use crate::engine::family::Family as _;
use crate::present::locale::{Lang, t};
use crate::present::{Param, ParamKind, flag_value};

/// The options of a new Blood Rage game: the first-game tip, and the expansions (the Kickstarter
/// monsters and their second copies of three base monsters, Gods of Asgard and the two gods a
/// host may name, Mystics of Midgard, the Boar clan; named apart from Reprisal's own `gods` and
/// `mystics`).
pub const OPTIONS: &[Param] = &[
    Param::flag("first_game"),
    Param::flag("kickstarter"),
    Param::flag("kickstarter_copies"),
    Param::flag("gods_of_asgard"),
    Param::flag("mystics_of_midgard"),
    Param::flag("boar_clan"),
    Param {
        name: "gods_of_asgard_pick",
        kind: ParamKind::Text,
        required: false,
        suggest: false,
    },
];

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
    let pick = args
        .iter()
        .find(|(n, _)| *n == "gods_of_asgard_pick")
        .map(|(_, v)| v.trim())
        .filter(|v| !v.is_empty());
    // Naming the gods turns Gods of Asgard on.
    let gods_pick = match pick {
        Some(names) => God::parse_pair(names).map_err(|_| t!(lang, "setup-gods-pick"))?,
        None => Vec::new(),
    };
    Ok(Game::configure(
        players,
        seed,
        &BaseOptions {
            age1_no_draft: on("first_game"),
            // The copies come with the Kickstarter monsters, as naming the gods brings the gods.
            ks: on("kickstarter") || on("kickstarter_copies"),
            ks_dupes: on("kickstarter_copies"),
            boar_clan: on("boar_clan"),
            gods: on("gods_of_asgard") || !gods_pick.is_empty(),
            mystics: on("mystics_of_midgard"),
            gods_pick,
        },
    ))
}
