//! Image tests: golden images of fixed positions (compared with a small tolerance; a diff image
//! is written on failure; `UPDATE_GOLDEN=1` refreshes them), every position of a few hundred
//! random games renders without panicking, and the public board cannot depend on hidden cards.

use bloodrage_bot::engine::base::testkit::Scenario;
use bloodrage_bot::engine::base::{Event, Game};
use bloodrage_bot::engine::{GameConfig, Seat, Viewer};
use bloodrage_bot::render::{self, BoardInput, CardsInput, Highlight, Theme};
use bloodrage_bot::sim;
use image::RgbaImage;
use std::path::PathBuf;

/// Games whose every position is drawn (a quarter per player count).
const GAMES: u64 = 200;

fn golden_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/render/golden")
}

/// Plays a random game `after` commands in; returns it with the public events of the last command.
fn position(players: u8, seed: u64, after: u64) -> (Game, Vec<Event>) {
    let mut game = Game::new(&GameConfig::base(players, seed)).unwrap();
    let mut last = Vec::new();
    let mut n = 0;
    while n < after {
        let Some((seat, command)) = sim::choose(&game, seed, n) else {
            break;
        };
        last = game.apply(seat, &command).unwrap();
        n += 1;
    }
    let public = last
        .iter()
        .filter_map(|e| e.redact(Viewer::Public))
        .collect();
    (game, public)
}

fn board(game: &Game, events: &[Event], title: &str) -> RgbaImage {
    let view = game.public_view();
    let names: Vec<String> = ["Astrid", "Bjorn", "Cnut", "Dagny", "Eirik"]
        .iter()
        .map(ToString::to_string)
        .collect();
    render::render_board(
        &BoardInput {
            view: &view,
            names: &names[..game.players() as usize],
            title,
            highlight: &Highlight::from_events(events).with_caption("Last: a random action"),
        },
        &Theme::default(),
    )
}

/// Compares with the stored golden image: a pixel differs when a channel moves by more than 24;
/// at most 0.2% of pixels may differ (anti-aliasing can vary slightly across machines).
fn check_golden(name: &str, image: &RgbaImage) {
    let path = golden_dir().join(format!("{name}.png"));
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::create_dir_all(golden_dir()).unwrap();
        std::fs::write(&path, render::encode_png(image)).unwrap();
        return;
    }
    let golden = image::open(&path)
        .unwrap_or_else(|e| {
            panic!(
                "{}: {e}; run with UPDATE_GOLDEN=1 to create it",
                path.display()
            )
        })
        .to_rgba8();
    assert_eq!(
        golden.dimensions(),
        image.dimensions(),
        "{name}: size changed"
    );
    let mut diff = RgbaImage::new(image.width(), image.height());
    let mut differing = 0u64;
    for (x, y, p) in image.enumerate_pixels() {
        let g = golden.get_pixel(x, y);
        let delta = (0..3).map(|c| p[c].abs_diff(g[c])).max().unwrap_or(0);
        if delta > 24 {
            differing += 1;
            diff.put_pixel(x, y, image::Rgba([255, 0, 0, 255]));
        } else {
            let grey = ((u16::from(p[0]) + u16::from(p[1]) + u16::from(p[2])) / 6 + 128) as u8;
            diff.put_pixel(x, y, image::Rgba([grey, grey, grey, 255]));
        }
    }
    let allowed = u64::from(image.width()) * u64::from(image.height()) / 500;
    if differing > allowed {
        let diff_path = golden_dir().join(format!("{name}.diff.png"));
        diff.save(&diff_path).unwrap();
        image
            .save(golden_dir().join(format!("{name}.actual.png")))
            .unwrap();
        panic!(
            "{name}: {differing} pixels differ (allowed {allowed}); see {}",
            diff_path.display()
        );
    }
}

#[test]
fn golden_two_player_board() {
    let (game, events) = position(2, 11, 60);
    check_golden("board-2p", &board(&game, &events, "Golden 2 players"));
}

#[test]
fn golden_three_player_board() {
    let (game, events) = position(3, 12, 140);
    check_golden("board-3p", &board(&game, &events, "Golden 3 players"));
}

#[test]
fn golden_four_player_board_in_battle() {
    // The first position after command 150 of this game where a battle is being fought.
    let mut after = 150;
    let (mut game, mut events) = position(4, 13, after);
    while game.public_view().battle.is_none() {
        after += 1;
        (game, events) = position(4, 13, after);
    }
    check_golden(
        "board-4p-battle",
        &board(&game, &events, "Golden 4 players"),
    );
}

#[test]
fn golden_five_player_board() {
    let (game, events) = position(5, 14, 170);
    check_golden("board-5p", &board(&game, &events, "Golden 5 players"));
}

#[test]
fn golden_finished_game_board() {
    let (game, events) = position(3, 5, 10_000);
    assert!(game.outcome().is_some());
    check_golden("board-3p-final", &board(&game, &events, "Golden final"));
}

#[test]
fn golden_hand_and_draft_packet() {
    let (game, _) = position(4, 13, 9);
    let sections = render::cards_of(&game.private_view(Seat(2)));
    let image = render::render_cards(
        &CardsInput {
            title: "Raven · draft",
            sections: &sections,
        },
        &Theme::default(),
    );
    check_golden("cards-draft", &image);
}

/// The board is drawn from `PublicView`, which has no hidden card in it; two games that differ
/// only in hidden cards draw the same pixels.
#[test]
fn the_public_board_is_the_same_whatever_the_hidden_cards() {
    let build = |hand: &[&str], quest: &str| {
        Scenario::new(3)
            .hand(Seat(1), hand)
            .quests(Seat(2), &[quest])
            .figure(
                Seat(0),
                bloodrage_bot::engine::base::Figure::Leader,
                "gimle",
            )
            .build()
    };
    let a = build(&["Tyr's Smash", "Loki's Trickery", "Troll"], "Alfheim");
    let b = build(
        &["Tyr's Crush", "Thor's Hammer", "Fire Giant"],
        "Glorious Death",
    );
    assert_eq!(a.public_view(), b.public_view());
    assert!(
        board(&a, &[], "hidden") == board(&b, &[], "hidden"),
        "the board image depends on hidden cards"
    );
    for card in a.public_view().cards() {
        assert!(!a.hidden_from(Viewer::Public).contains(&card));
    }
}

/// Every position of a few hundred random games (2-5 players) draws without panicking: the board
/// after every command, and an awaited seat's cards every 25th command.
#[test]
fn every_position_of_random_games_renders() {
    let games = std::env::var("RENDER_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(GAMES);
    let run = |offset: u64| {
        let mut drawn = 0u64;
        for g in (offset..games).step_by(2) {
            let players = 2 + (g % 4) as u8;
            let seed = 7_000 + g;
            let mut game = Game::new(&GameConfig::base(players, seed)).unwrap();
            let mut position = 0u64;
            while let Some((seat, command)) = sim::choose(&game, seed, position) {
                let events = game.apply(seat, &command).unwrap();
                let public: Vec<Event> = events
                    .iter()
                    .filter_map(|e| e.redact(Viewer::Public))
                    .collect();
                let image = board(&game, &public, "every position");
                assert_eq!(image.width(), render::layout::WIDTH);
                drawn += 1;
                if position.is_multiple_of(25) {
                    let sections = render::cards_of(&game.private_view(seat));
                    render::render_cards(
                        &CardsInput {
                            title: "cards",
                            sections: &sections,
                        },
                        &Theme::default(),
                    );
                }
                position += 1;
            }
        }
        drawn
    };
    let drawn = std::thread::scope(|s| {
        let a = s.spawn(|| run(0));
        let b = s.spawn(|| run(1));
        a.join().unwrap() + b.join().unwrap()
    });
    assert!(drawn > games * 50, "{drawn} positions drawn");
}

#[test]
fn board_pngs_are_under_half_a_megabyte() {
    let (game, events) = position(5, 14, 170);
    let png = render::encode_png(&board(&game, &events, "size"));
    assert!(png.len() < 500_000, "{} bytes", png.len());
    assert_eq!(&png[1..4], b"PNG");
}

#[test]
fn render_command_writes_a_board_and_a_hand() {
    let dir = std::env::temp_dir().join(format!("bloodrage-render-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (args, width) in [(vec![], render::layout::WIDTH), (vec!["--hand", "1"], 1600)] {
        let out = dir.join("out.png");
        let status = std::process::Command::new(env!("CARGO_BIN_EXE_bloodrage-bot"))
            .args([
                "render",
                "--players",
                "3",
                "--seed",
                "2",
                "--after",
                "40",
                "--out",
                out.to_str().unwrap(),
            ])
            .args(&args)
            .status()
            .unwrap();
        assert!(status.success());
        let image = image::open(&out).unwrap();
        assert_eq!(image.width(), width);
    }
    let bad = std::process::Command::new(env!("CARGO_BIN_EXE_bloodrage-bot"))
        .args(["render", "--players", "3", "--hand", "7"])
        .output()
        .unwrap();
    assert!(!bad.status.success(), "a seat beyond the table is refused");
    let _ = std::fs::remove_dir_all(&dir);
}
