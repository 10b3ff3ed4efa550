//! A board for a narrow screen (`present::boards::words` and `map_png`), for every rule set: the
//! map drawn without its words, each of the board's words given apart, where the board draws it.

use bloodrage_bot::engine::{AnyEvent, AnyGame, RuleSet};
use bloodrage_bot::present::locale::Lang;
use bloodrage_bot::present::{self, Names};
use bloodrage_bot::render::{Canvas, TextBox, without_words};

/// A game of `rules` with `players` played `commands` commands in by a fixed rule, and the
/// events of its last command.
fn position(rules: RuleSet, players: u8, commands: u64) -> (AnyGame, Vec<AnyEvent>) {
    let mut game = AnyGame::new(&(rules.registered().default_config)(players, 5)).unwrap();
    let mut events = Vec::new();
    for n in 0..commands {
        let Some(seat) = game.awaited().iter().next() else {
            break;
        };
        let legal = game.legal_commands(seat);
        let pick = (n.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 33) as usize;
        events = game.apply(seat, &legal[pick % legal.len()]).unwrap();
    }
    (game, events)
}

fn names(players: u8) -> Names {
    let plain: Vec<String> = ["Astrid", "Bjorn", "Cnut", "Dagny", "Eir"]
        .iter()
        .take(usize::from(players))
        .map(ToString::to_string)
        .collect();
    Names {
        mention: plain.clone(),
        plain,
    }
}

/// Whether pixel `(x, y)` is within `margin` pixels of one of `boxes`.
fn near(boxes: &[TextBox], (x, y): (f32, f32), margin: f32) -> bool {
    boxes.iter().any(|b| {
        (b.left - margin..=b.right + margin).contains(&x)
            && (b.top - margin..=b.bottom + margin).contains(&y)
    })
}

fn pixel(canvas: &Canvas, (x, y): (u32, u32)) -> &[u8] {
    let at = (y * canvas.size().0 + x) as usize * 4;
    &canvas.rgba()[at..at + 4]
}

/// The map without words shows the board's map pixel for pixel, except under its words, each of
/// which it leaves out; every word of the board is given apart: on the map, where the board
/// draws it, or in the lines of the rest (the title, the panel, the footer), in reading order.
#[test]
fn the_map_without_words_is_the_board_less_its_words_and_every_word_is_given_apart() {
    for &rules in RuleSet::ALL {
        for players in [*rules.players().start(), *rules.players().end()] {
            let (game, events) = position(rules, players, 60);
            let names = names(players);
            let lang = if players % 2 == 0 { Lang::En } else { Lang::Fr };
            let title = "#7 Narrow";
            let board = present::board_canvas(&game, &names, title, &events, lang);
            let bare = without_words(|| present::board_canvas(&game, &names, title, &events, lang));
            let words = present::boards::words(&game, &names, title, &events, lang);
            let [ax, ay, aw, ah] = words.area;
            let label = format!("{rules:?} {players}p");
            // The words of the bare board are the board's, and more: those its stamps draw (a
            // figure's letters, a token's reward), which the board keeps in its pixels.
            let spoken: Vec<&TextBox> = bare.texts().iter().filter(|t| t.is_word()).collect();
            for t in board.texts().iter().filter(|t| t.is_word()) {
                assert!(spoken.contains(&t), "{label}: {t:?} left out");
            }
            // The map's words, each in the board's last ink at its place (a destroyed
            // province's name is drawn again over the whole one's, in another ink).
            let place = |t: &TextBox| {
                (
                    t.content.clone(),
                    [t.left, t.top, t.right, t.bottom].map(f32::to_bits),
                )
            };
            let mut on_map = std::collections::BTreeMap::new();
            for t in &spoken {
                let (cx, cy) = (t.left.midpoint(t.right), t.top.midpoint(t.bottom));
                if (ax..ax + aw).contains(&cx) && (ay..ay + ah).contains(&cy) {
                    let moved = TextBox {
                        left: t.left - ax,
                        right: t.right - ax,
                        top: t.top - ay,
                        bottom: t.bottom - ay,
                        ..(*t).clone()
                    };
                    on_map.insert(place(&moved), moved);
                } else {
                    assert!(
                        words.lines.iter().any(|l| l.contains(t.content.trim())),
                        "{label}: {:?} in none of {:?}",
                        t.content,
                        words.lines
                    );
                }
            }
            for word in &words.map {
                assert_eq!(on_map.get(&place(word)), Some(word), "{label}");
            }
            // Those not written over the map are told in the lines, after their place's name.
            for (place, word) in &on_map {
                if !words.map.iter().any(|w| {
                    &(
                        w.content.clone(),
                        [w.left, w.top, w.right, w.bottom].map(f32::to_bits),
                    ) == place
                }) {
                    assert!(
                        words
                            .lines
                            .iter()
                            .any(|l| l.contains(": ") && l.contains(word.content.trim())),
                        "{label}: {:?} in none of {:?}",
                        word.content,
                        words.lines
                    );
                }
            }
            let on_map = words.map.len();
            // A chamber's rewards, too long to write larger in it, are told after its name.
            if rules == RuleSet::Valhalla {
                let told = present::game(&game)
                    .regions(lang)
                    .iter()
                    .filter(|r| {
                        words.lines.iter().any(|l| {
                            l.starts_with(&format!("{}: ", r.label))
                                || l.starts_with(&format!("{}\u{a0}: ", r.label))
                        })
                    })
                    .count();
                assert!(told >= 3, "{label}: {:?}", words.lines);
            }
            assert!(
                on_map >= 8,
                "{label}: the map's names and figures ({on_map})"
            );
            assert!(words.lines.len() >= 4, "{label}: {:?}", words.lines);
            assert!(
                words.lines[0].contains("Narrow"),
                "{label}: the title first: {:?}",
                words.lines
            );
            for name in &names.plain {
                assert!(
                    words.lines.iter().any(|l| l.contains(name.as_str())),
                    "{label}: {name} in the panel's lines"
                );
            }
            // Pixel for pixel, except under the words: each of those is left out (some of its
            // pixels differ).
            let boxes: Vec<TextBox> = spoken.iter().map(|t| (*t).clone()).collect();
            let (width, height) = board.size();
            let mut differs = vec![false; boxes.len()];
            for y in 0..height {
                for x in 0..width {
                    if pixel(&board, (x, y)) == pixel(&bare, (x, y)) {
                        continue;
                    }
                    let at = (f32::from(x as u16) + 0.5, f32::from(y as u16) + 0.5);
                    assert!(near(&boxes, at, 3.0), "{label}: ({x}, {y}) differs");
                    for (i, b) in boxes.iter().enumerate() {
                        differs[i] |= near(std::slice::from_ref(b), at, 0.0);
                    }
                }
            }
            for (b, differs) in boxes.iter().zip(differs) {
                assert!(differs, "{label}: {:?} still drawn", b.content);
            }
            // The map's picture is the bare board's map.
            let png = present::boards::map_png(&game, &names, title, &events, lang);
            let map = image::load_from_memory(&png).unwrap().to_rgba8();
            assert_eq!(
                (map.width(), map.height()),
                (aw as u32, ah as u32),
                "{label}"
            );
            board.recycle();
            bare.recycle();
        }
    }
}

/// The panel's lines read as the panel does, a row of it a line, left to right: a seat's name
/// and what marks it on one line, its Glory, Rage, Axes and Horns on the next.
#[test]
fn the_boards_lines_are_its_rows_left_to_right() {
    let (game, events) = position(RuleSet::Base, 4, 30);
    let words = present::boards::words(&game, &names(4), "#7 Rows", &events, Lang::En);
    let stats = words
        .lines
        .iter()
        .filter(|l| l.starts_with("Glory "))
        .collect::<Vec<_>>();
    assert_eq!(stats.len(), 4, "{:?}", words.lines);
    for line in stats {
        let at = |w: &str| line.find(w).unwrap_or_else(|| panic!("{w} in {line}"));
        assert!(at("Glory") < at("Rage") && at("Rage") < at("Axes") && at("Axes") < at("Horns"));
    }
    // Each clan's box in order: its name (with what marks it: first, awaited), then its
    // numbers.
    for name in &names(4).plain {
        let at = words
            .lines
            .iter()
            .position(|l| l.starts_with(&format!("{name} (")))
            .unwrap_or_else(|| panic!("{name} in {:?}", words.lines));
        assert!(
            words.lines[at + 1].starts_with("Glory "),
            "{:?}",
            words.lines
        );
    }
    assert!(
        words.lines.iter().any(|l| l.contains(") · first")),
        "a mark beside its name: {:?}",
        words.lines
    );
}
