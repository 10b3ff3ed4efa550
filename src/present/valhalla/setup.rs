//! Creating a game of Valhalla: its options at `/game new rules:valhalla` (variants.md 2.16): the
//! gods in play and the themed god rewards house rule; the content pack is the provisional one,
//! recorded in the game's configuration.

use crate::engine::GameConfig;
use crate::engine::family::Family as _;
use crate::engine::valhalla::{Game, GodChoice, ValhallaOptions};
use crate::present::locale::{Lang, t};
use crate::present::{Param, ParamKind, flag_value};

/// The options of a new Valhalla game.
pub const OPTIONS: &[Param] = &[
    Param {
        name: "valhalla_gods",
        kind: ParamKind::Text,
        required: false,
        suggest: false,
    },
    Param::flag("themed_rewards"),
];

/// Reads the gods option: `random`, `first-game`, or three god ids separated by commas (the first
/// two in French too: `hasard`, `première-partie`).
pub fn parse_gods(text: &str, lang: Lang) -> Result<GodChoice, String> {
    let t = text.trim().to_lowercase();
    match t.as_str() {
        "" | "random" | "hasard" | "au hasard" | "aléatoire" => Ok(GodChoice::Random),
        "first-game" | "first game" | "first_game" | "first" | "première-partie"
        | "première partie" | "première_partie" | "premiere-partie" | "premiere partie" => {
            Ok(GodChoice::FirstGame)
        }
        list => {
            let gods: Vec<String> = list
                .split([',', ' ', ';'])
                .map(str::trim)
                .filter(|g| !g.is_empty())
                .map(str::to_string)
                .collect();
            let pack = crate::engine::valhalla::pack::provisional();
            if let Some(unknown) = gods.iter().find(|g| pack.god_by_id(g).is_none()) {
                return Err(t!(lang, "vh-setup-unknown-god", god = unknown.as_str()));
            }
            let mut distinct = gods.clone();
            distinct.sort();
            distinct.dedup();
            if gods.len() != 3 || distinct.len() != 3 {
                return Err(t!(lang, "vh-setup-three-gods"));
            }
            Ok(GodChoice::Chosen(gods))
        }
    }
}

/// The configuration of a new Valhalla game for `players` seats (3 to 5), from the options given.
pub fn configure(
    players: u8,
    seed: u64,
    args: &[(&str, String)],
    lang: Lang,
) -> Result<GameConfig, String> {
    if !(3..=5).contains(&players) {
        return Err(t!(lang, "vh-setup-players", players = players));
    }
    let gods = match args.iter().find(|(n, _)| *n == "valhalla_gods") {
        Some((_, v)) => parse_gods(v, lang)?,
        None => GodChoice::Random,
    };
    let themed_rewards = flag_value(args, "themed_rewards") == Some(true);
    Ok(Game::configure(
        players,
        seed,
        &ValhallaOptions {
            // The server's pack for new games (the provisional one unless its admin chose).
            pack: crate::engine::valhalla::pack::default_reference(),
            gods,
            themed_rewards,
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gods_are_read_as_random_first_game_or_three_names() {
        assert_eq!(parse_gods("random", Lang::En), Ok(GodChoice::Random));
        assert_eq!(parse_gods("hasard", Lang::Fr), Ok(GodChoice::Random));
        assert_eq!(
            parse_gods("Première-partie", Lang::Fr),
            Ok(GodChoice::FirstGame)
        );
        assert_eq!(parse_gods("First-Game", Lang::En), Ok(GodChoice::FirstGame));
        assert_eq!(
            parse_gods("tyr, freya baldr", Lang::En),
            Ok(GodChoice::Chosen(vec![
                "tyr".into(),
                "freya".into(),
                "baldr".into()
            ]))
        );
        assert!(
            parse_gods("tyr, odin, thor", Lang::Fr)
                .unwrap_err()
                .contains("odin")
        );
        assert!(parse_gods("tyr, tyr, thor", Lang::Fr).is_err());
        assert!(configure(2, 1, &[], crate::present::locale::Lang::En).is_err());
        let cfg = configure(
            4,
            1,
            &[("themed_rewards", "true".into())],
            crate::present::locale::Lang::En,
        )
        .unwrap();
        assert!(Game::options_of(&cfg).unwrap().themed_rewards);
    }
}
