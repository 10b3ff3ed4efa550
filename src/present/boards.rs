//! Every rule set's board as a PNG: recorded over its static layer ([`Presents::board_layer`]),
//! drawn only in the tiles no board drew before, filtered and deflated only in the pieces of its
//! rows no board showed before (`render::tiles`), in a palette fixed per rule set and language.
//!
//! The palette is chosen once per process from reference boards: games of the rule set played
//! to their end by a fixed rule, with the most and the fewest players. It depends on nothing
//! of any real game, so no hidden card can show in how a board is encoded.
//!
//! [`Presents::board_layer`]: super::seam::Presents::board_layer

use super::Names;
use super::locale::Lang;
use crate::engine::{AnyEvent, AnyGame, GameConfig, RuleSet};
use crate::render::Canvas;
use crate::render::layer::{self, Layer, Over};
use crate::render::palette::Fixed;

/// A reference board is drawn every this many commands of a reference game (and at its end).
const REFERENCE_EVERY: u64 = 12;

/// Commands a reference game is played for at most.
const REFERENCE_LIMIT: u64 = 3_000;

/// The board of `game` as a PNG, with what the public part of `events` touched outlined.
/// It is drawn on a recording over its layer (`render::layer::Over::Recording`): only the tiles
/// not drawn before, for this or any board, are drawn and mapped.
pub fn png(game: &AnyGame, names: &Names, title: &str, events: &[AnyEvent], lang: Lang) -> Vec<u8> {
    let rules = game.rules();
    let canvas = super::board_over(game, (names, title, events), lang, Over::Recording);
    let png = layer::recorded_png(&canvas, palette(rules, lang))
        .unwrap_or_else(|| encode(rules, lang, &canvas));
    canvas.recycle();
    png
}

/// A board of `rules` drawn whole in `lang` (over its static layer) as a PNG: the pixels a posted
/// board shows, for the benchmark and the tests to compare posted boards with.
pub fn encode(rules: RuleSet, lang: Lang, board: &Canvas) -> Vec<u8> {
    layer(rules, lang).png(board)
}

/// The palette of `rules`' boards in `lang`, chosen from its reference boards.
fn palette(rules: RuleSet, lang: Lang) -> &'static Fixed {
    Fixed::shared(("board", rules, lang), |sink| {
        reference_boards(rules, lang, sink);
    })
}

/// The static layer of `rules`' boards in `lang`, in their palette (for boards drawn whole).
fn layer(rules: RuleSet, lang: Lang) -> std::sync::Arc<Layer> {
    Layer::shared(("board", rules, lang), palette(rules, lang), || {
        super::rules(rules).board_layer(lang, Over::Copy)
    })
}

/// Hands `sink` the static layer and the reference boards of `rules` in `lang`.
fn reference_boards(rules: RuleSet, lang: Lang, sink: &mut dyn FnMut(&[u8], usize)) {
    let layer = super::rules(rules).board_layer(lang, Over::Copy);
    sink(layer.rgba(), layer.size().0 as usize);
    layer.recycle();
    let players = rules.players();
    for players in [*players.end(), *players.start()] {
        let config = GameConfig {
            rules,
            ..GameConfig::base(players, 1)
        };
        let Ok(mut game) = AnyGame::new(&config) else {
            continue;
        };
        let names = Names::default();
        let mut draw = |game: &AnyGame, events: &[AnyEvent]| {
            let board = super::board_canvas(game, &names, "Reference · board", events, lang);
            sink(board.rgba(), board.size().0 as usize);
            board.recycle();
        };
        for n in 0..REFERENCE_LIMIT {
            let Some(seat) = game.awaited().iter().next() else {
                break;
            };
            let legal = game.legal_commands(seat);
            if legal.is_empty() {
                break;
            }
            // A fixed rule, spread like a random pick: the n-th command takes a choice hashed
            // from n.
            let pick = (n.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 33) as usize;
            let Ok(events) = game.apply(seat, &legal[pick % legal.len()]) else {
                break;
            };
            if n % REFERENCE_EVERY == 0 {
                draw(&game, &events);
            }
        }
        draw(&game, &[]);
    }
}
