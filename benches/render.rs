//! Image speed and size: drawing plus PNG encoding of a 5-player mid-game board (target < 30 ms,
//! PNG < 500 KB), and a hand of cards.

use bloodrage_bot::engine::base::{Game, PublicView};
use bloodrage_bot::engine::family::Family;
use bloodrage_bot::engine::{AnyEvent, AnyGame, GameConfig, RuleSet, Seat, Viewer};
use bloodrage_bot::present;
use bloodrage_bot::present::base::board::{self, BoardInput};
use bloodrage_bot::present::base::cards::{self, CardsInput, Section};
use bloodrage_bot::present::base::images::cards_of;
use bloodrage_bot::present::base::theme::{Highlight, Theme};
use bloodrage_bot::present::boards;
use bloodrage_bot::present::locale::Lang;
use bloodrage_bot::render;
use bloodrage_bot::sim;
use criterion::{Criterion, criterion_group};
use std::hint::black_box;

fn mid_game(players: u8, seed: u64, after: u64) -> (Game, Highlight) {
    let mut game = Game::new(&GameConfig::base(players, seed)).unwrap();
    let mut last = Vec::new();
    for position in 0..after {
        let (seat, command) = sim::choose(&game, seed, position).unwrap();
        last = game.apply(seat, &command).unwrap();
    }
    let public: Vec<_> = last
        .iter()
        .filter_map(|e| e.redact(Viewer::Public))
        .collect();
    (
        game,
        Highlight::from_events(&public).with_caption("Last: a random action"),
    )
}

/// The benchmark's board: a 5-player game 170 moves in, its public view, the players' names and
/// the last move's highlight.
fn benchmark_board() -> (PublicView, Vec<String>, Highlight) {
    let (game, highlight) = mid_game(5, 14, 170);
    let names = ["Astrid", "Bjorn", "Cnut", "Dagny", "Eirik"]
        .iter()
        .map(ToString::to_string)
        .collect();
    (game.public_view(), names, highlight)
}

fn input((view, names, highlight): &(PublicView, Vec<String>, Highlight)) -> BoardInput<'_> {
    BoardInput {
        view,
        names,
        title: "Benchmark",
        highlight,
        lang: Lang::En,
    }
}

/// A board encoded as posted: drawn over a copy of the cached static layer, encoded over that
/// layer in the base boards' fixed palette, its buffer recycled.
fn posted(board: render::Canvas) -> Vec<u8> {
    let png = boards::encode(RuleSet::Base, Lang::En, &board);
    board.recycle();
    png
}

/// Boards posted after each move: the benchmark game's positions from its 170th move on, each
/// with the events of the move that made it.
struct Moves {
    positions: Vec<(AnyGame, Vec<AnyEvent>)>,
    names: present::Names,
    next: usize,
}

/// Moves the benchmark posts a board after, the store of drawn tiles emptied before the first:
/// each board reuses the tiles of the boards posted before it, as a game's boards do.
const MOVES: u64 = 60;

impl Moves {
    fn new() -> Moves {
        let seed = 14;
        let mut game = AnyGame::new(&GameConfig::base(5, seed)).unwrap();
        let mut positions = Vec::new();
        for position in 0..170 + MOVES {
            let (seat, command) = sim::choose(&game, seed, position).unwrap();
            let events = game.apply(seat, &command).unwrap();
            if position >= 170 {
                positions.push((game.clone(), events));
            }
        }
        let (_, names, _) = benchmark_board();
        Moves {
            positions,
            names: present::Names {
                mention: names.clone(),
                plain: names,
            },
            next: 0,
        }
    }

    /// The next move's board as posted (after the last move's, the first move's again, the
    /// store emptied).
    fn post(&mut self) -> Vec<u8> {
        if self.next == 0 {
            render::forget_tiles();
        }
        let (game, events) = &self.positions[self.next];
        self.next = (self.next + 1) % self.positions.len();
        present::board_png(game, &self.names, "Benchmark", events, Lang::En)
    }
}

fn board(c: &mut Criterion) {
    let parts = benchmark_board();
    let theme = Theme::default();
    let draw = || board::draw(&input(&parts), &theme);
    println!(
        "render/board_5p_mid_game PNG: {} bytes",
        posted(draw()).len()
    );
    let mut moves = Moves::new();
    c.bench_function("render/board_5p_posted_after_each_move", |b| {
        b.iter(|| black_box(moves.post()));
    });
    c.bench_function("render/board_5p_mid_game_draw_and_png", |b| {
        b.iter(|| black_box(posted(draw())));
    });
    c.bench_function("render/board_5p_mid_game_draw_only", |b| {
        b.iter(|| draw().recycle());
    });
}

/// The benchmark's card sheet: seat 2's draft packet and hand, 9 moves into a 4-player game.
fn benchmark_hand() -> Vec<Section> {
    let (game, _) = mid_game(4, 13, 9);
    cards_of(&game.private_view(Seat(2)), Lang::En)
}

fn cards_input(sections: &[Section]) -> CardsInput<'_> {
    CardsInput {
        title: "Raven · draft",
        sections,
        lang: Lang::En,
    }
}

fn hand(c: &mut Criterion) {
    let sections = benchmark_hand();
    let theme = Theme::default();
    let png = || cards::png(&cards_input(&sections), &theme);
    println!("render/cards PNG: {} bytes", png().len());
    c.bench_function("render/cards_draft_and_hand_draw_and_png", |b| {
        b.iter(|| black_box(png()));
    });
}

/// A position of `config`'s rule set `moves` random moves in, for the other rule sets' sheets.
fn any_position(config: &GameConfig, moves: u64) -> bloodrage_bot::engine::AnyGame {
    let mut game = bloodrage_bot::engine::AnyGame::new(config).unwrap();
    for position in 0..moves {
        let (seat, command) = sim::choose(&game, 7, position).unwrap();
        game.apply(seat, &command).unwrap();
    }
    game
}

/// Reprisal's battle cards and Valhalla's cards (the draft's packet and picks), as posted.
fn other_sheets(c: &mut Criterion) {
    let lang = Lang::En;
    let reprisal = any_position(
        &<bloodrage_bot::engine::reprisal::Game as Family>::default_config(4, 7),
        60,
    );
    let valhalla = any_position(
        &<bloodrage_bot::engine::valhalla::Game as Family>::default_config(4, 7),
        6,
    );
    for (name, game) in [
        ("render/cards_reprisal_png", &reprisal),
        ("render/cards_valhalla_png", &valhalla),
    ] {
        let png = || bloodrage_bot::present::game(game).cards_png(Seat(1), "Raven · cards", lang);
        println!("{name}: {} bytes", png().len());
        c.bench_function(name, |b| b.iter(|| black_box(png())));
    }
}

criterion_group!(benches, board, hand, other_sheets);

/// `RENDER_COUNT=n cargo bench --bench render` posts `n` boards after each move of the benchmark's
/// game (after one untimed board; the benchmark's board drawn whole and encoded with
/// `RENDER_IMAGE=whole`, the card sheet with `RENDER_IMAGE=cards`) and stops, for counting
/// instructions with `valgrind --tool=callgrind`: a count that this VM's neighbours do not
/// disturb, unlike its clock.
fn main() {
    if let Some(count) = std::env::var("RENDER_COUNT")
        .ok()
        .and_then(|n| n.parse::<u32>().ok())
    {
        let theme = Theme::default();
        let (what, mut png): (&str, Box<dyn FnMut() -> Vec<u8>>) =
            if std::env::var("RENDER_IMAGE").is_ok_and(|what| what == "cards") {
                let sections = benchmark_hand();
                (
                    "card sheets",
                    Box::new(move || cards::png(&cards_input(&sections), &theme)),
                )
            } else if std::env::var("RENDER_IMAGE").is_ok_and(|what| what == "whole") {
                let parts = benchmark_board();
                (
                    "boards drawn whole",
                    Box::new(move || posted(board::draw(&input(&parts), &theme))),
                )
            } else {
                let mut moves = Moves::new();
                (
                    "boards posted after each move",
                    Box::new(move || moves.post()),
                )
            };
        let mut bytes = png().len();
        let started = std::time::Instant::now();
        for _ in 0..count {
            bytes = black_box(png()).len();
        }
        println!(
            "{count} {what} of {bytes} bytes, {:.2} ms each",
            started.elapsed().as_secs_f64() * 1000.0 / f64::from(count)
        );
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
