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
use crate::render::layer::{self, Layer, Over};
use crate::render::palette::Fixed;
use crate::render::{Canvas, TextBox};

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

/// A board for a narrow screen, where its words drawn in the picture would be too small to
/// read: the map alone (a picture without words, [`map_png`]) with its words written over it by
/// the front end at a size its reader can read, and the rest of the board (its title, panel and
/// footer) as lines of text. Every word is one the board draws, where it draws it: no second
/// table of what a board says.
#[derive(Debug, Clone, PartialEq)]
pub struct Words {
    /// Where the map is on the board: left, top, width, height, in the board's pixels
    /// ([`super::seam::Presents::map_area`]).
    pub area: [f32; 4],
    /// The words drawn on the map (their centre in it), in the map's pixels (from its corner).
    pub map: Vec<TextBox>,
    /// The rest of the board's words in lines, in reading order: above the map, then the words
    /// of a place that would not fit in it written larger (after its name), then beside the
    /// map, below it; each line the words of a row of the board, left to right.
    pub lines: Vec<String>,
}

/// The words of `game`'s board (as [`png`] draws it) for a narrow screen ([`Words`]).
pub fn words(game: &AnyGame, names: &Names, title: &str, events: &[AnyEvent], lang: Lang) -> Words {
    let area = super::rules(game.rules()).map_area();
    let canvas = crate::render::without_words(|| {
        super::board_over(game, (names, title, events), lang, Over::Recording)
    });
    // A text drawn again in the same place (a destroyed province's name, in another ink) is
    // shown as drawn last.
    let mut texts: Vec<TextBox> = Vec::new();
    for t in canvas.texts() {
        texts.retain(|s| !s.again(t));
        texts.push(t.clone());
    }
    canvas.recycle();
    let [x, y, w, h] = area;
    let centre = |t: &TextBox| (t.left.midpoint(t.right), t.top.midpoint(t.bottom));
    let (mut map, mut above, mut right, mut left, mut below) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for t in texts.into_iter().filter(TextBox::is_word) {
        let (cx, cy) = centre(&t);
        if cy < y {
            above.push(t);
        } else if cy >= y + h {
            below.push(t);
        } else if cx >= x + w {
            right.push(t);
        } else if cx < x {
            left.push(t);
        } else {
            map.push(TextBox {
                left: t.left - x,
                right: t.right - x,
                top: t.top - y,
                bottom: t.bottom - y,
                ..t
            });
        }
    }
    // A place's words that, written at the least size, would reach out of it (a chamber's
    // rewards) are told in a line under its name instead, with the words drawn like them there
    // (the rest of their paragraph).
    let mut told = Vec::new();
    for region in super::game(game).regions(lang) {
        let moved: Vec<(f32, f32)> = region
            .outline
            .iter()
            .map(|(px, py)| (px - x, py - y))
            .collect();
        let (least_x, most_x) = moved.iter().fold((f32::MAX, f32::MIN), |(a, b), (px, _)| {
            (a.min(*px), b.max(*px))
        });
        let place = crate::present::Region {
            outline: moved,
            ..region
        };
        let inside = |t: &TextBox| place.contains(centre(t));
        let out: Vec<(f32, bool, crate::render::Rgb)> = map
            .iter()
            .filter(|t| inside(t))
            .filter(|t| {
                let (from, to) = grown(t, w);
                from < least_x || to > most_x
            })
            .map(|t| (t.size, t.bold, t.color))
            .collect();
        if out.is_empty() {
            continue;
        }
        let (gone, kept): (Vec<TextBox>, Vec<TextBox>) = map
            .into_iter()
            .partition(|t| inside(t) && out.contains(&(t.size, t.bold, t.color)));
        map = kept;
        // Its name, when it goes too, is the line's start.
        let words: Vec<TextBox> = gone
            .into_iter()
            .filter(|t| t.content.trim() != place.label)
            .collect();
        told.push(if words.is_empty() {
            place.label
        } else {
            super::locale::t!(
                lang,
                "board-place-words",
                place = place.label.as_str(),
                words = rows(words).join(" ")
            )
        });
    }
    let mut lines: Vec<String> = rows(above);
    lines.extend(told);
    lines.extend([left, right, below].into_iter().flat_map(rows));
    Words { area, map, lines }
}

/// The width of the screen, in CSS pixels, a board's words are fitted to when nothing better
/// is known (a phone's).
pub const NARROW: f32 = 390.0;

/// The least size of a word written over a map, in CSS pixels.
pub const LEAST: f32 = 12.0;

/// Where a word written over a map of `width` pixels grows from when written larger than the
/// board draws it: its middle, or away from the map's nearer edge when it is near one (so that
/// it stays on the screen).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Anchor {
    /// Its left end stays.
    Start,
    /// Its middle stays.
    Middle,
    /// Its right end stays.
    End,
}

impl Anchor {
    /// Where `word` (in a map `width` pixels wide) grows from.
    pub fn of(word: &TextBox, width: f32) -> Anchor {
        let middle = word.left.midpoint(word.right);
        if middle < width / 4.0 {
            Anchor::Start
        } else if middle > width * 3.0 / 4.0 {
            Anchor::End
        } else {
            Anchor::Middle
        }
    }
}

/// The left and right ends of `word` written over a map `width` pixels wide at the least size
/// on a [`NARROW`] screen (or its own, if larger).
fn grown(word: &TextBox, width: f32) -> (f32, f32) {
    let scale = (LEAST * width / NARROW / word.size).max(1.0);
    // The screen's font may be wider than the board's (condensed) one.
    let wide = (word.right - word.left) * scale * 1.15;
    match Anchor::of(word, width) {
        Anchor::Start => (word.left, word.left + wide),
        Anchor::Middle => {
            let middle = word.left.midpoint(word.right);
            (middle - wide / 2.0, middle + wide / 2.0)
        }
        Anchor::End => (word.right - wide, word.right),
    }
}

/// Texts in rows (those whose middles are within half a letter of the row's first), top to
/// bottom, each row's texts left to right in a line: words close together joined by a space,
/// those further apart by a middle dot.
fn rows(mut texts: Vec<TextBox>) -> Vec<String> {
    let middle = |t: &TextBox| t.top.midpoint(t.bottom);
    texts.sort_by(|a, b| middle(a).total_cmp(&middle(b)));
    let mut out: Vec<Vec<TextBox>> = Vec::new();
    for t in texts {
        match out.last_mut() {
            Some(row) if (middle(&row[0]) - middle(&t)).abs() <= row[0].size.max(t.size) / 2.0 => {
                row.push(t);
            }
            _ => out.push(vec![t]),
        }
    }
    out.into_iter()
        .map(|mut row| {
            row.sort_by(|a, b| a.left.total_cmp(&b.left));
            let mut line = String::new();
            let mut end: Option<f32> = None;
            for t in &row {
                if let Some(end) = end {
                    line.push_str(if t.left - end < t.size { " " } else { " · " });
                }
                line.push_str(t.content.trim());
                end = Some(t.right);
            }
            line
        })
        .collect()
}

/// The map of `game`'s board without its words ([`Words`]), as a PNG: the part of the board
/// [`super::seam::Presents::map_area`] names, drawn whole with every word left out.
pub fn map_png(
    game: &AnyGame,
    names: &Names,
    title: &str,
    events: &[AnyEvent],
    lang: Lang,
) -> Vec<u8> {
    let [x, y, w, h] = super::rules(game.rules()).map_area();
    let canvas = crate::render::without_words(|| {
        super::board_over(game, (names, title, events), lang, Over::Copy)
    });
    let map = canvas.crop((x as u32, y as u32), (w as u32, h as u32));
    canvas.recycle();
    crate::render::finish_png(map)
}
