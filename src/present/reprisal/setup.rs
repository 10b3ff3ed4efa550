//! Creating a game of Reprisal: its options at `/game new rules:reprisal` (variants.md 1.17; all
//! four on by default, RP-57), and the configuration they make.

use crate::engine::GameConfig;
use crate::engine::family::Family as _;
use crate::engine::reprisal::{Game, ReprisalOptions};
use crate::present::locale::{Lang, t};
use crate::present::{Param, flag_value};

/// The options of a new Reprisal game.
pub const OPTIONS: &[Param] = &[
    Param::flag("prayers"),
    Param::flag("blessing"),
    Param::flag("gods"),
    Param::flag("mystics"),
    Param::flag("leader"),
    Param::flag("battle_cards"),
];

/// The configuration of a new Reprisal game for `players` seats (3 to 5), from the options given.
pub fn configure(
    players: u8,
    seed: u64,
    args: &[(&str, String)],
    lang: Lang,
) -> Result<GameConfig, String> {
    if !(3..=5).contains(&players) {
        return Err(t!(lang, "rp-setup-players", players = players));
    }
    let d = ReprisalOptions::default();
    let get = |name: &str, default: bool| flag_value(args, name).unwrap_or(default);
    let prayers = get("prayers", d.prayers);
    let options = ReprisalOptions {
        prayers,
        blessing: prayers && get("blessing", d.blessing),
        gods: prayers && get("gods", d.gods),
        mystics: get("mystics", d.mystics),
        leader: get("leader", d.leader),
        battle_cards: get("battle_cards", d.battle_cards),
        ..d
    };
    if !prayers
        && (flag_value(args, "blessing") == Some(true) || flag_value(args, "gods") == Some(true))
    {
        return Err(t!(lang, "rp-setup-prayers-needed"));
    }
    Ok(Game::configure(players, seed, &options))
}
