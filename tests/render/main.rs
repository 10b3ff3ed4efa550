//! Image tests: golden images of hand-built positions (so a rules fix does not redraw them;
//! compared with a small tolerance, a diff image written on failure, `UPDATE_GOLDEN=1` refreshes
//! them), a sample of positions of random games in every phase with checks a regression would
//! break, and the public board cannot depend on hidden cards.

mod base_layout;
mod base_narrate;
mod base_words;
mod regions;
mod sheet;
mod words;

use bloodrage_bot::engine::base::data::{CardId, Monster, Stat};
use bloodrage_bot::engine::base::testkit::{Scenario, province};
use bloodrage_bot::engine::base::{Command, Event, Figure, Game, Phase};
use bloodrage_bot::engine::family::Family as _;
use bloodrage_bot::engine::{GameConfig, Seat, Viewer, reprisal, valhalla};
use bloodrage_bot::present::base::board::BoardInput;
use bloodrage_bot::present::base::cards::{self, CardsInput, Section};
use bloodrage_bot::present::base::images::{cards_of, render_board, render_cards};
use bloodrage_bot::present::base::layout;
use bloodrage_bot::present::base::theme::{Highlight, Theme};
use bloodrage_bot::present::locale::Lang;
use bloodrage_bot::render::layer::Over;
use bloodrage_bot::render::{Rgb, encode_png};
use bloodrage_bot::sim;
use bloodrage_bot::vocabulary::Vocabulary as _;
use image::RgbaImage;
use std::collections::BTreeSet;
use std::path::PathBuf;

const S0: Seat = Seat(0);
const S1: Seat = Seat(1);
const S2: Seat = Seat(2);
const S3: Seat = Seat(3);
const S4: Seat = Seat(4);

fn golden_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/render/golden")
}

fn names(players: u8) -> Vec<String> {
    ["Astrid", "Bjorn", "Cnut", "Dagny", "Eirik"]
        .iter()
        .take(players as usize)
        .map(ToString::to_string)
        .collect()
}

fn board(game: &Game, events: &[Event], title: &str, caption: &str) -> RgbaImage {
    board_in(game, events, title, caption, Lang::En)
}

fn board_in(game: &Game, events: &[Event], title: &str, caption: &str, lang: Lang) -> RgbaImage {
    let view = game.public_view();
    let names = names(game.players());
    let mut highlight = Highlight::from_events(events);
    if !caption.is_empty() {
        highlight = highlight.with_caption(caption);
    }
    render_board(
        &BoardInput {
            view: &view,
            names: &names,
            title,
            highlight: &highlight,
            lang,
        },
        &Theme::default(),
    )
}

/// Applies commands that must be legal; returns the public events of the last one.
fn play(game: &mut Game, moves: &[(Seat, Command)]) -> Vec<Event> {
    let mut last = Vec::new();
    for (seat, command) in moves {
        last = game
            .apply(*seat, command)
            .unwrap_or_else(|e| panic!("{command:?} by {seat}: {e}"));
    }
    last.iter()
        .filter_map(|e| e.redact(Viewer::Public))
        .collect()
}

/// Compares with the stored golden image: a pixel differs when a channel moves by more than 24;
/// at most 0.2% of pixels may differ (anti-aliasing can vary slightly across machines).
fn check_golden(name: &str, image: &RgbaImage) {
    check_png_shows_what_was_drawn(name, image);
    let path = golden_dir().join(format!("{name}.png"));
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::create_dir_all(golden_dir()).unwrap();
        std::fs::write(&path, encode_png(image)).unwrap();
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

/// The PNG posted (an indexed PNG of at most 256 colours) shows what was drawn: every pixel of a
/// flat area (the same colour as its four neighbours) within 7 levels per channel, and at most
/// 0.2 % of the pixels (anti-aliased edges given the nearest palette colour) more than 24 away.
fn check_png_shows_what_was_drawn(name: &str, image: &RgbaImage) {
    check_png_shows(name, image, &encode_png(image));
}

/// `png` shows `image` as `check_png_shows_what_was_drawn` asks, and its image data is a valid
/// zlib stream, checksum included (PNG readers may skip it; fdeflate's `decompress_to_vec`
/// does not).
fn check_png_shows(name: &str, image: &RgbaImage, png: &[u8]) {
    let decoded = image::load_from_memory(png)
        .unwrap_or_else(|e| panic!("{name}: the PNG does not decode: {e}"))
        .to_rgba8();
    assert!(
        fdeflate::decompress_to_vec(&bloodrage_bot::render::image_data(png)).is_ok(),
        "{name}: the image data is not a valid zlib stream"
    );
    assert_eq!(decoded.dimensions(), image.dimensions(), "{name}");
    let (width, height) = image.dimensions();
    let mut far = 0u64;
    let mut worst_flat = 0;
    for (x, y, p) in image.enumerate_pixels() {
        let q = decoded.get_pixel(x, y);
        let error = (0..3).map(|c| p[c].abs_diff(q[c])).max().unwrap_or(0);
        if error > 24 {
            far += 1;
        }
        let flat = x > 0
            && y > 0
            && x + 1 < width
            && y + 1 < height
            && [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
                .iter()
                .all(|&(nx, ny)| image.get_pixel(nx, ny) == p);
        if flat {
            worst_flat = worst_flat.max(error);
        }
    }
    eprintln!(
        "{name}: PNG {} bytes, flat areas within {worst_flat}, {far} pixels more than 24 away",
        png.len()
    );
    assert!(worst_flat <= 7, "{name}: a flat area moved by {worst_flat}");
    let allowed = u64::from(width) * u64::from(height) / 500;
    assert!(
        far <= allowed,
        "{name}: {far} pixels more than 24 away (allowed {allowed})"
    );
}

/// Two players in Age 1: a few figures, a ship, an upgrade, a pillaged and a destroyed province.
fn two_players() -> (Game, Vec<Event>) {
    let mut game = Scenario::new(2)
        .figure(S0, Figure::Warrior, "gimle")
        .figure(S0, Figure::Leader, "gimle")
        .figure(S0, Figure::Ship, "west")
        .figures(S1, Figure::Warrior, "horgr", 3)
        .figure(S1, Figure::Leader, "yggdrasil")
        .upgrade(S0, "Brothers in Arms")
        .pillaged("muspelheim")
        .destroyed("utgard")
        .glory(S0, 12)
        .glory(S1, 7)
        .step(S1, Stat::Axes, 2)
        .rage(S0, 4)
        .build();
    let events = play(
        &mut game,
        &[(
            S0,
            Command::Invade {
                figure: Figure::Warrior,
                to: bloodrage_bot::engine::base::testkit::place("myrkulor"),
            },
        )],
    );
    (game, events)
}

/// Three players in Age 2: monsters, Valhalla, crowded Yggdrasil, a passed clan.
fn three_players() -> Game {
    Scenario::new(3)
        .age(2)
        .first(S1)
        .turn(S1)
        .figures(S0, Figure::Warrior, "yggdrasil", 3)
        .figures(S1, Figure::Warrior, "yggdrasil", 2)
        .figures(S2, Figure::Warrior, "yggdrasil", 4)
        .monster(S0, Monster::Troll, "angerboda")
        .monster(S2, Monster::SeaSerpent, "north")
        .figure(S1, Figure::Ship, "east")
        .figures(S2, Figure::Warrior, "muspelheim", 2)
        .valhalla(S0, Figure::Warrior, 2)
        .valhalla(S2, Figure::Leader, 1)
        .upgrade(S1, "Lord of Axes")
        .passed(S2)
        .glory(S0, 31)
        .glory(S1, 28)
        .glory(S2, 35)
        .step(S0, Stat::Rage, 3)
        .step(S2, Stat::Horns, 4)
        .destroyed("myrkulor")
        .pillaged("gimle")
        .build()
}

/// Four players, a battle in Elvagar with two cards chosen face down.
fn four_players_in_battle() -> (Game, Vec<Event>) {
    let mut game = Scenario::new(4)
        .figures(S0, Figure::Warrior, "elvagar", 2)
        .figure(S1, Figure::Leader, "elvagar")
        .figure(S2, Figure::Warrior, "myrkulor")
        .figure(S3, Figure::Warrior, "angerboda")
        .hand(S0, &["Tyr's Smash", "Odin's Smite"])
        .hand(S1, &["Thor's Hammer", "Loki's Trickery"])
        .hand(S2, &["Frigga's Grace"])
        .hand(S3, &["Tyr's Smite"])
        .glory(S2, 9)
        .build();
    let elvagar = province("elvagar");
    let mut events = play(&mut game, &[(S0, Command::Pillage { province: elvagar })]);
    // Call to Battle: whoever is asked declines, until the cards are chosen.
    while let Some(p) = game.pending() {
        if matches!(
            p.decision,
            bloodrage_bot::engine::base::Decision::BattleCard { .. }
        ) {
            break;
        }
        let seat = p.seats.iter().next().unwrap();
        events = play(&mut game, &[(seat, Command::Done)]);
    }
    let card = |game: &Game, seat: Seat| game.private_view(seat).hand[0];
    let first = card(&game, S0);
    events.extend(play(&mut game, &[(S0, Command::Play { card: first })]));
    (game, events)
}

/// Gods of Asgard with the Kickstarter monsters: Thor has just seen Gimle pillaged, and its
/// pillager chooses where to send him (the provinces he may go to drawn pale); Loki stands in
/// Horgr, a Mountain Giant and Fenrir on the board.
fn four_players_with_gods() -> (Game, Vec<Event>) {
    use bloodrage_bot::engine::base::data::God;
    let mut game = Scenario::new(4)
        .god(God::Thor, "gimle")
        .god(God::Loki, "horgr")
        .figure(S0, Figure::Leader, "gimle")
        .figures(S0, Figure::Warrior, "gimle", 1)
        .monster(S1, Monster::MountainGiant, "horgr")
        .figures(S1, Figure::Warrior, "horgr", 1)
        .monster(S2, Monster::Fenrir, "angerboda")
        .figures(S3, Figure::Warrior, "muspelheim", 2)
        .pillaged("elvagar")
        .destroyed("utgard")
        .build();
    let events = play(
        &mut game,
        &[(
            S0,
            Command::Pillage {
                province: province("gimle"),
            },
        )],
    );
    assert!(matches!(
        game.pending().map(|p| &p.decision),
        Some(bloodrage_bot::engine::base::Decision::MoveGod { .. })
    ));
    (game, events)
}

/// Four players in Age 2 with Gods of Asgard and Mystics of Midgard: Mystics in three clans (on
/// the board, in a reserve, in Valhalla), and the Crow's Mystic has just struck the Raven's in
/// Horgr with Odin's Chosen.
fn four_players_with_mystics() -> (Game, Vec<Event>) {
    use bloodrage_bot::engine::base::data::God;
    let mut game = Scenario::new(4)
        .age(2)
        .god(God::Odin, "elvagar")
        .god(God::Frigga, "andlang")
        .upgrade(S0, "Odin's Chosen")
        .figures(S0, Figure::Mystic, "gimle", 1)
        .mystics(S0, 1)
        .figures(S0, Figure::Warrior, "gimle", 2)
        .upgrade(S1, "Frigga's Chosen")
        .figures(S1, Figure::Mystic, "horgr", 1)
        .figures(S1, Figure::Warrior, "horgr", 3)
        .figure(S1, Figure::Leader, "andlang")
        .valhalla(S2, Figure::Mystic, 1)
        .figures(S2, Figure::Mystic, "yggdrasil", 1)
        .figures(S2, Figure::Warrior, "muspelheim", 2)
        .figure(S3, Figure::Leader, "elvagar")
        .figures(S3, Figure::Warrior, "angerboda", 2)
        .pillaged("myrkulor")
        .destroyed("myrkulor")
        .build();
    let events = play(
        &mut game,
        &[(
            S0,
            Command::Strike {
                to: province("horgr"),
                enemy: S1,
                victim: Figure::Warrior,
            },
        )],
    );
    (game, events)
}

/// Five players late in Age 3, every clan on the board.
fn five_players() -> Game {
    let places = ["gimle", "andlang", "horgr", "angerboda", "elvagar"];
    let mut s = Scenario::new(5).age(3).first(S3).turn(S3);
    for (i, seat) in [S0, S1, S2, S3, S4].into_iter().enumerate() {
        s = s
            .figures(seat, Figure::Warrior, places[i], 2)
            .figure(seat, Figure::Leader, places[(i + 1) % 5])
            .glory(seat, 40 + 7 * i as u32)
            .step(seat, Stat::Rage, 1 + (i as u8 % 3))
            .step(seat, Stat::Axes, 2 + (i as u8 % 4))
            .step(seat, Stat::Horns, 1 + (i as u8 % 5));
    }
    s.monster(S4, Monster::FireGiant, "muspelheim")
        .monster(S1, Monster::Valkyrie, "yggdrasil")
        .destroyed("myrkulor")
        .destroyed("utgard")
        .pillaged("horgr")
        .pillaged("gimle")
        .build()
}

/// Five players with the Kickstarter's copies and its Boar clan (the fifth seat, purple
/// pentagons): two clans' Dark Elves in Yggdrasil, two clans' Dwarf Chieftains.
fn five_players_with_the_kickstarter() -> Game {
    use bloodrage_bot::engine::ClanName;
    Scenario::new(5)
        .age(2)
        .clans(&[
            ClanName::Wolf,
            ClanName::Serpent,
            ClanName::Raven,
            ClanName::Bear,
            ClanName::Boar,
        ])
        .monster(S1, Monster::DarkElf, "yggdrasil")
        .monster(S4, Monster::DarkElf, "yggdrasil")
        .monster(S0, Monster::DwarfChieftain, "horgr")
        .monster(S4, Monster::DwarfChieftain, "gimle")
        .figures(S4, Figure::Warrior, "gimle", 2)
        .figure(S4, Figure::Leader, "andlang")
        .figures(S0, Figure::Warrior, "horgr", 1)
        .figures(S2, Figure::Warrior, "angerboda", 2)
        .figure(S3, Figure::Leader, "elvagar")
        .glory(S4, 12)
        .build()
}

/// A three-player game run through its last Ragnarök to the final scores.
fn finished() -> Game {
    let game = Scenario::new(3)
        .age(3)
        .figures(S0, Figure::Warrior, "gimle", 3)
        .figures(S1, Figure::Warrior, "horgr", 2)
        .figure(S2, Figure::Leader, "yggdrasil")
        .glory(S0, 52)
        .glory(S1, 61)
        .glory(S2, 47)
        .step(S1, Stat::Axes, 5)
        .step(S2, Stat::Horns, 6)
        .at_phase(Phase::Ragnarok)
        .build();
    assert!(game.outcome().is_some(), "the game ends after Age 3");
    game
}

#[test]
fn golden_two_player_board() {
    let (game, events) = two_players();
    check_golden(
        "board-2p",
        &board(&game, &events, "Golden 2 players", "Last: an invasion"),
    );
}

#[test]
fn golden_four_player_board_with_the_gods_of_asgard() {
    let (game, events) = four_players_with_gods();
    check_golden(
        "board-4p-gods",
        &board(&game, &events, "Golden gods", "Last: Gimle pillaged"),
    );
    check_golden(
        "board-4p-gods-fr",
        &board_in(&game, &events, "Golden dieux", "", Lang::Fr),
    );
}

#[test]
fn golden_four_player_board_with_the_gods_and_the_mystics() {
    let (game, events) = four_players_with_mystics();
    check_golden(
        "board-4p-mystics",
        &board(&game, &events, "Golden Mystics", "Last: Odin's Chosen"),
    );
    check_golden(
        "board-4p-mystics-fr",
        &board_in(&game, &events, "Golden Mystiques", "", Lang::Fr),
    );
}

#[test]
fn golden_five_player_board_with_the_boar_clan_and_the_kickstarter_copies() {
    let game = five_players_with_the_kickstarter();
    check_golden(
        "board-5p-boar",
        &board(&game, &[], "Golden Boar", "Two Dark Elves in Yggdrasil"),
    );
    check_golden(
        "board-5p-boar-fr",
        &board_in(&game, &[], "Golden Sanglier", "", Lang::Fr),
    );
}

#[test]
fn golden_three_player_board() {
    check_golden(
        "board-3p",
        &board(&three_players(), &[], "Golden 3 players", ""),
    );
}

#[test]
fn golden_four_player_board_in_battle() {
    let (game, events) = four_players_in_battle();
    assert!(game.public_view().battle.is_some());
    check_golden(
        "board-4p-battle",
        &board(&game, &events, "Golden 4 players", "Last: a card chosen"),
    );
}

/// The same board in French: the French words fit where the English ones stood.
#[test]
fn golden_four_player_board_in_battle_in_french() {
    let (game, events) = four_players_in_battle();
    check_golden(
        "board-4p-battle-fr",
        &board_in(
            &game,
            &events,
            "Partie dorée à 4",
            "Dernier coup\u{a0}: une carte choisie",
            Lang::Fr,
        ),
    );
}

#[test]
fn golden_five_player_board() {
    check_golden(
        "board-5p",
        &board(&five_players(), &[], "Golden 5 players", ""),
    );
}

#[test]
fn golden_finished_game_board() {
    check_golden(
        "board-3p-final",
        &board(&finished(), &[], "Golden final", ""),
    );
}

/// The golden draft sheet drawn, after checking that the sheet the bot posts (assembled in the
/// card faces' fixed palette) shows it.
fn draft_sheet(lang: Lang, titles: [&str; 4]) -> RgbaImage {
    let card = |slug: &str| CardId::from_slug(slug).unwrap_or_else(|| panic!("{slug}"));
    let sections = [
        Section {
            title: titles[1].into(),
            cards: [
                "troll@1",
                "tyrs_smash@1",
                "alfheim@1",
                "lord_of_hammers@1",
                "lokis_domain@1",
            ]
            .map(card)
            .to_vec(),
        },
        Section {
            title: titles[2].into(),
            cards: ["thors_glory@1", "friggas_charm@1"].map(card).to_vec(),
        },
        Section {
            title: titles[3].into(),
            cards: vec![card("manheim@1")],
        },
    ];
    let input = CardsInput {
        title: titles[0],
        sections: &sections,
        lang,
    };
    let image = render_cards(&input, &Theme::default());
    check_png_shows(
        &format!("draft sheet as posted ({lang})"),
        &image,
        &cards::png(&input, &Theme::default()),
    );
    image
}

/// French card faces: the French rulebook's texts fit the same cards.
#[test]
fn golden_hand_and_draft_packet_in_french() {
    check_golden(
        "cards-draft-fr",
        &draft_sheet(
            Lang::Fr,
            [
                "Raven · draft",
                "Paquet de draft",
                "Main",
                "Quêtes engagées",
            ],
        ),
    );
}

#[test]
fn golden_hand_and_draft_packet() {
    check_golden(
        "cards-draft",
        &draft_sheet(
            Lang::En,
            ["Raven · draft", "Draft packet", "Hand", "Committed quests"],
        ),
    );
}

/// The board is drawn from `PublicView`, which has no hidden card in it; two games that differ
/// only in hidden cards draw the same pixels.
#[test]
fn the_public_board_is_the_same_whatever_the_hidden_cards() {
    let build = |hand: &[&str], quest: &str| {
        Scenario::new(3)
            .hand(S1, hand)
            .quests(S2, &[quest])
            .figure(S0, Figure::Leader, "gimle")
            .build()
    };
    let a = build(&["Tyr's Smash", "Loki's Trickery", "Troll"], "Alfheim");
    let b = build(
        &["Tyr's Crush", "Thor's Hammer", "Fire Giant"],
        "Glorious Death",
    );
    assert_eq!(a.public_view(), b.public_view());
    assert!(
        board(&a, &[], "hidden", "") == board(&b, &[], "hidden", ""),
        "the board image depends on hidden cards"
    );
    for card in a.public_view().cards() {
        assert!(!a.hidden_from(Viewer::Public).contains(&card));
    }
}

/// The colours found in an image (exactly, so only solid fills count): one bit for each of the
/// 2^24 colours. Not a `HashSet`: hashing two million pixels per board took most of these tests'
/// time once some dependencies were built without optimisation (an unoptimised crate shares its
/// copies of std's generic hashing code, and ours, below opt-level 2, link to them).
struct Colours(Vec<u64>);

impl Colours {
    fn index(c: Rgb) -> usize {
        (c.0 as usize) << 16 | (c.1 as usize) << 8 | c.2 as usize
    }

    fn contains(&self, c: Rgb) -> bool {
        let i = Colours::index(c);
        self.0[i / 64] >> (i % 64) & 1 == 1
    }
}

fn colours(image: &RgbaImage) -> Colours {
    let mut bits = vec![0u64; (1 << 24) / 64];
    for p in image.pixels() {
        let i = Colours::index(Rgb(p[0], p[1], p[2]));
        bits[i / 64] |= 1 << (i % 64);
    }
    Colours(bits)
}

/// Positions of random games (every player count, every phase of all three Ages) draw as they
/// should: the page's size, each clan's colour (its markers and scoreboard), the awaited clans'
/// highlighted blocks, and the battle's outline exactly while a battle is fought. The first
/// position of each phase is drawn, and every fifth position in between; a seat's cards every
/// 25th.
#[test]
fn a_sample_of_positions_in_every_phase_draws_what_it_should() {
    let theme = Theme::default();
    let mut drawn = 0;
    let mut phases = BTreeSet::new();
    for g in 0..8u64 {
        let players = 2 + (g % 4) as u8;
        let seed = 7_000 + g;
        let mut game = Game::new(&GameConfig::base(players, seed)).unwrap();
        let mut position = 0u64;
        let mut phase = None;
        while let Some((seat, command)) = sim::choose(&game, seed, position) {
            let events = game.apply(seat, &command).unwrap();
            position += 1;
            let view = game.public_view();
            if phase == Some(view.phase) && !position.is_multiple_of(5) && game.outcome().is_none()
            {
                continue;
            }
            phase = Some(view.phase);
            phases.insert(format!("{:?} {}", view.phase, view.age));
            let public: Vec<Event> = events
                .iter()
                .filter_map(|e| e.redact(Viewer::Public))
                .collect();
            let image = board(&game, &public, "sample", "");
            assert_eq!(
                (image.width(), image.height()),
                (layout::WIDTH, layout::HEIGHT)
            );
            let found = colours(&image);
            for clan in &view.clans {
                assert!(
                    found.contains(theme.clan(clan.clan).0),
                    "game {g} position {position}: {:?} is not drawn",
                    clan.clan
                );
            }
            assert_eq!(
                found.contains(theme.waiting_bg),
                !game.awaited().is_empty(),
                "game {g} position {position}: awaited clans are highlighted"
            );
            assert_eq!(
                found.contains(theme.battle),
                view.battle.is_some(),
                "game {g} position {position}: the battle is outlined while it lasts"
            );
            drawn += 1;
            if position.is_multiple_of(25) {
                let sections = cards_of(
                    &game.private_view(seat),
                    bloodrage_bot::present::locale::Lang::En,
                );
                let input = CardsInput {
                    title: "cards",
                    sections: &sections,
                    lang: bloodrage_bot::present::locale::Lang::En,
                };
                let cards = render_cards(&input, &theme);
                assert_eq!(cards.width(), 1600);
                check_png_shows(
                    &format!("game {g} position {position}: cards as posted"),
                    &cards,
                    &cards::png(&input, &theme),
                );
            }
        }
        assert!(game.outcome().is_some());
    }
    assert!(drawn > 300, "{drawn} positions drawn");
    for age in 1..=3 {
        for phase in ["GodsGifts", "Action", "Quest"] {
            assert!(
                phases.contains(&format!("{phase} {age}")),
                "{phase} of Age {age} was drawn: {phases:?}"
            );
        }
    }
}

#[test]
fn board_pngs_are_under_half_a_megabyte() {
    let png = encode_png(&board(
        &five_players(),
        &[],
        "size",
        "Last: a random action",
    ));
    assert!(png.len() < 500_000, "{} bytes", png.len());
    assert_eq!(&png[1..4], b"PNG");
}

#[test]
fn render_command_writes_a_board_and_a_hand() {
    let dir = std::env::temp_dir().join(format!("bloodrage-render-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (args, width) in [(vec![], layout::WIDTH), (vec!["--hand", "1"], 1600)] {
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

/// A player's name with characters the shipped fonts cannot draw (emoji) is drawn without them:
/// never a box where a glyph is missing.
#[test]
fn a_name_with_emoji_draws_as_the_name_without_it() {
    let game = three_players();
    let view = game.public_view();
    let draw = |name: &str| {
        let names = vec!["Astrid".to_string(), name.to_string(), "Cnut".to_string()];
        render_board(
            &BoardInput {
                view: &view,
                names: &names,
                title: "emoji",
                highlight: &Highlight::default(),
                lang: bloodrage_bot::present::locale::Lang::En,
            },
            &Theme::default(),
        )
    };
    assert!(
        draw("Carol \u{1F98A} the Bold") == draw("Carol the Bold"),
        "the emoji is left out"
    );
    assert!(
        draw("\u{1F525}\u{FE0F} Carol the Bold") == draw("Carol the Bold"),
        "a leading emoji leaves no space"
    );
    assert!(
        draw("Carol the Bold") != draw("Carol the Brave"),
        "names are drawn"
    );
}

/// A Reprisal game of random players (all four options), played from its seed until `stop`;
/// returns the game and the events of the last command.
fn reprisal_position(
    players: u8,
    seed: u64,
    stop: impl Fn(&bloodrage_bot::engine::AnyGame) -> bool,
) -> (
    bloodrage_bot::engine::AnyGame,
    Vec<bloodrage_bot::engine::AnyEvent>,
) {
    use bloodrage_bot::engine::AnyGame;
    let config = reprisal::Game::default_config(players, seed);
    let mut game = AnyGame::new(&config).unwrap();
    let mut last = Vec::new();
    let mut position = 0;
    while !stop(&game) {
        let (seat, command) = sim::choose(&game, seed, position).expect("the game goes on");
        last = game.apply(seat, &command).unwrap();
        position += 1;
    }
    (game, last)
}

fn reprisal_board(
    game: &bloodrage_bot::engine::AnyGame,
    events: &[bloodrage_bot::engine::AnyEvent],
    title: &str,
    lang: Lang,
) -> RgbaImage {
    let g = game.as_reprisal().unwrap();
    let layer = bloodrage_bot::present::reprisal::images::board_layer(lang, Over::Copy);
    let names = names(game.players());
    bloodrage_bot::present::reprisal::images::draw(g, &names, title, events, (lang, layer))
        .into_image()
}

#[test]
fn golden_reprisal_board_in_battle_with_gods() {
    let (game, events) = reprisal_position(4, 16, |g| {
        let r = g.as_reprisal().unwrap();
        r.gods().count() > 0 && r.battle().is_some_and(|b| b.participants.len() > 1)
    });
    check_golden(
        "reprisal-board-4p",
        &reprisal_board(&game, &events, "Golden Reprisal", Lang::En),
    );
}

/// The same Reprisal board in French.
#[test]
fn golden_reprisal_board_in_french() {
    let (game, events) = reprisal_position(4, 16, |g| {
        let r = g.as_reprisal().unwrap();
        r.gods().count() > 0 && r.battle().is_some_and(|b| b.participants.len() > 1)
    });
    check_golden(
        "reprisal-board-4p-fr",
        &reprisal_board(&game, &events, "Reprisal dorée", Lang::Fr),
    );
}

#[test]
fn golden_reprisal_battle_cards() {
    let (game, _) = reprisal_position(3, 12, |g| {
        g.as_reprisal().unwrap().discards(Seat(0)).len() >= 3
    });
    let png = bloodrage_bot::present::game(&game).cards_png(
        Seat(0),
        "Golden battle cards",
        bloodrage_bot::present::locale::Lang::En,
    );
    check_golden(
        "reprisal-cards",
        &image::load_from_memory(&png).unwrap().to_rgba8(),
    );
    let png =
        bloodrage_bot::present::game(&game).cards_png(Seat(0), "Cartes de bataille", Lang::Fr);
    check_golden(
        "reprisal-cards-fr",
        &image::load_from_memory(&png).unwrap().to_rgba8(),
    );
}

/// The Reprisal board shows that a clan has chosen its battle card, never which.
#[test]
fn the_reprisal_board_is_the_same_whichever_card_was_chosen_in_secret() {
    use bloodrage_bot::engine::AnyCommand;
    use bloodrage_bot::engine::reprisal::Command as RpCommand;
    let (game, _) = reprisal_position(3, 13, |g| {
        g.decision()
            .is_some_and(|d| d.kind == "battle_card" && d.seats.len() > 1)
    });
    let seat = game.awaited().iter().next().unwrap();
    let hand = game.as_reprisal().unwrap().hand(seat);
    let mut boards = Vec::new();
    for card in [hand[0], hand[hand.len() - 1]] {
        let mut g = game.clone();
        let events = g
            .apply(seat, &AnyCommand::Reprisal(RpCommand::PlayCard { card }))
            .unwrap();
        assert!(!g.awaited().is_empty(), "the others still choose");
        boards.push(reprisal_board(&g, &events, "secret", Lang::En));
    }
    assert!(boards[0] == boards[1], "the board does not show the card");
}

/// A Valhalla game of random players (provisional pack), played from its seed until `stop`.
fn valhalla_position(
    players: u8,
    seed: u64,
    stop: impl Fn(&bloodrage_bot::engine::AnyGame) -> bool,
) -> (
    bloodrage_bot::engine::AnyGame,
    Vec<bloodrage_bot::engine::AnyEvent>,
) {
    use bloodrage_bot::engine::AnyGame;
    let config = valhalla::Game::default_config(players, seed);
    let mut game = AnyGame::new(&config).unwrap();
    let mut last = Vec::new();
    let mut position = 0;
    while !stop(&game) {
        let (seat, command) = sim::choose(&game, seed, position).expect("the game goes on");
        last = game.apply(seat, &command).unwrap();
        position += 1;
    }
    (game, last)
}

fn valhalla_palace(title: &str, lang: Lang) -> RgbaImage {
    let (game, events) = valhalla_position(4, 21, |g| {
        let v = g.as_valhalla().unwrap();
        v.age() == 2 && v.battle().is_some_and(|b| b.participants.len() > 1)
    });
    let v = game.as_valhalla().unwrap();
    let layer = bloodrage_bot::present::valhalla::images::board_layer(lang, Over::Copy);
    let names = names(game.players());
    bloodrage_bot::present::valhalla::images::draw(v, &names, title, &events, (lang, layer))
        .into_image()
}

#[test]
fn golden_valhalla_palace_in_age_two() {
    check_golden(
        "valhalla-board-4p",
        &valhalla_palace("Golden Valhalla", Lang::En),
    );
}

/// The palace in French: the pack's translation names the chambers and the notice.
#[test]
fn golden_valhalla_palace_in_french() {
    check_golden(
        "valhalla-board-4p-fr",
        &valhalla_palace("Valhalla dorée", Lang::Fr),
    );
}

#[test]
fn golden_valhalla_cards() {
    let (game, _) = valhalla_position(3, 12, |g| {
        let v = g.as_valhalla().unwrap();
        v.phase() == bloodrage_bot::engine::valhalla::Phase::Action && v.hand(Seat(0)).len() >= 4
    });
    let png = bloodrage_bot::present::game(&game).cards_png(
        Seat(0),
        "Golden Valhalla cards",
        bloodrage_bot::present::locale::Lang::En,
    );
    check_golden(
        "valhalla-cards",
        &image::load_from_memory(&png).unwrap().to_rgba8(),
    );
    let png =
        bloodrage_bot::present::game(&game).cards_png(Seat(0), "Cartes de Valhalla", Lang::Fr);
    check_golden(
        "valhalla-cards-fr",
        &image::load_from_memory(&png).unwrap().to_rgba8(),
    );
}

/// The Valhalla board shows nothing of a clan's hand: the same board whatever it holds.
#[test]
fn the_valhalla_board_is_the_same_whatever_cards_a_clan_holds() {
    let (game, events) = valhalla_position(3, 13, |g| {
        g.as_valhalla().unwrap().phase() == bloodrage_bot::engine::valhalla::Phase::Action
    });
    let v = game.as_valhalla().unwrap();
    let mut rng = bloodrage_bot::engine::rng::GameRng::from_seed(9);
    let mut boards = Vec::new();
    for _ in 0..3 {
        // Another seat imagines different hands for the others: the public board is the same.
        let other = v.determinize(Seat(2), &mut rng);
        boards.push(
            bloodrage_bot::present::valhalla::images::draw(
                &other,
                &names(3),
                "secret",
                &events,
                (
                    Lang::En,
                    bloodrage_bot::present::valhalla::images::board_layer(Lang::En, Over::Copy),
                ),
            )
            .into_image()
            .into_raw(),
        );
    }
    assert!(boards.windows(2).all(|w| w[0] == w[1]));
}

/// Long names, as players choose them (Discord allows 32 characters).
fn long_names(players: u8) -> bloodrage_bot::present::Names {
    let plain: Vec<String> = [
        "Ragnhild Sigurdsdottir",
        "Thorkell the Tall",
        "Åsa Eysteinsdóttir",
        "Bjørn Ironside III",
        "Gunnhild Mother of Kings",
    ]
    .iter()
    .take(players as usize)
    .map(ToString::to_string)
    .collect();
    bloodrage_bot::present::Names {
        mention: plain.clone(),
        plain,
    }
}

/// The problems of a drawn board: texts cut (see `render::text::cuts`) since `cuts_before`, texts
/// that leave the canvas, and texts that overlap.
fn layout_problems(canvas: &bloodrage_bot::render::Canvas, cuts_before: usize) -> Vec<String> {
    let mut out = Vec::new();
    let cuts = bloodrage_bot::render::text::cuts() - cuts_before;
    if cuts > 0 {
        let texts = bloodrage_bot::render::text::last_cuts();
        for t in texts.iter().rev().take(cuts) {
            out.push(format!("cut: {t:?}"));
        }
    }
    let (w, h) = canvas.size();
    let (w, h) = (f64::from(w), f64::from(h));
    let texts = canvas.texts();
    for t in texts {
        if t.left < 0.0 || t.top < 0.0 || f64::from(t.right) > w || f64::from(t.bottom) > h {
            out.push(format!("off the canvas: {:?}", t.content));
        }
    }
    for (i, a) in texts.iter().enumerate() {
        for b in &texts[i + 1..] {
            // The same text drawn again in the same place (a destroyed province's name over the
            // whole one's, which its ruins cover) is one text.
            if a.overlaps(b) && !a.again(b) {
                out.push(format!("{:?} overlaps {:?}", a.content, b.content));
            }
        }
    }
    out
}

/// No board of Blood Rage cuts a text, lets one leave the picture or draws one over another:
/// positions of random games at every player count (every few moves, every battle step, the
/// end), in both languages, with long player names. (One test per rule set, so that they run side
/// by side.)
#[test]
fn nothing_on_any_blood_rage_board_is_cut_or_overlaps() {
    nothing_is_cut_or_overlaps(bloodrage_bot::engine::RuleSet::Base);
}

/// As above, for Reprisal.
#[test]
fn nothing_on_any_reprisal_board_is_cut_or_overlaps() {
    nothing_is_cut_or_overlaps(bloodrage_bot::engine::RuleSet::Reprisal);
}

/// As above, for Valhalla.
#[test]
fn nothing_on_any_valhalla_board_is_cut_or_overlaps() {
    nothing_is_cut_or_overlaps(bloodrage_bot::engine::RuleSet::Valhalla);
}

fn nothing_is_cut_or_overlaps(rules: bloodrage_bot::engine::RuleSet) {
    use bloodrage_bot::engine::{AnyGame, RuleSet};
    use bloodrage_bot::present::board_canvas;
    let mut problems: BTreeSet<String> = BTreeSet::new();
    let mut drawn = 0;
    {
        for players in rules.players() {
            let seed = 900 + u64::from(players);
            let config = match rules {
                RuleSet::Base => GameConfig::base(players, seed),
                RuleSet::Reprisal => reprisal::Game::default_config(players, seed),
                RuleSet::Valhalla => valhalla::Game::default_config(players, seed),
            };
            let names = long_names(players);
            let mut game = AnyGame::new(&config).unwrap();
            let mut position = 0u64;
            while let Some((seat, command)) = sim::choose(&game, seed, position) {
                let events = game.apply(seat, &command).unwrap();
                position += 1;
                let battle = game
                    .decision()
                    .is_some_and(|d| d.kind.contains("battle") || d.kind.contains("card"));
                if !(position.is_multiple_of(9) || battle || game.is_over()) {
                    continue;
                }
                for lang in Lang::ALL {
                    let before = bloodrage_bot::render::text::cuts();
                    let canvas = board_canvas(
                        &game,
                        &names,
                        "Ragnarök on Tuesdays, the long campaign",
                        &events,
                        lang,
                    );
                    drawn += 1;
                    for p in layout_problems(&canvas, before) {
                        problems.insert(format!("{rules:?} {players}p {lang}: {p}"));
                    }
                    // A seat's own cards now and then: no card's name or text is cut.
                    if position.is_multiple_of(4) {
                        let before = bloodrage_bot::render::text::cuts();
                        let _ =
                            bloodrage_bot::present::game(&game).cards_png(seat, "Your cards", lang);
                        if bloodrage_bot::render::text::cuts() > before {
                            for t in bloodrage_bot::render::text::last_cuts() {
                                problems.insert(format!(
                                    "{rules:?} {players}p {lang} cards: cut {t:?}"
                                ));
                            }
                        }
                    }
                }
            }
        }
    }
    eprintln!("{rules:?}: {drawn} boards drawn");
    assert!(drawn > 200, "{rules:?}: {drawn} boards drawn");
    assert!(
        problems.is_empty(),
        "{} problems: {:#?}",
        problems.len(),
        problems.iter().take(400).collect::<Vec<_>>()
    );
}

/// Plays a game of any rule set from its seed until `stop` (or its end); returns it with the
/// events of its last command.
fn any_position(
    config: &GameConfig,
    stop: impl Fn(&bloodrage_bot::engine::AnyGame) -> bool,
) -> (
    bloodrage_bot::engine::AnyGame,
    Vec<bloodrage_bot::engine::AnyEvent>,
) {
    let mut game = bloodrage_bot::engine::AnyGame::new(config).unwrap();
    let mut last = Vec::new();
    let mut position = 0;
    while !stop(&game) {
        let Some((seat, command)) = sim::choose(&game, config.seed, position) else {
            break;
        };
        last = game.apply(seat, &command).unwrap();
        position += 1;
    }
    (game, last)
}

/// The texts drawn on a board, one string.
fn board_texts(canvas: &bloodrage_bot::render::Canvas) -> String {
    canvas
        .texts()
        .iter()
        .map(|t| t.content.clone())
        .collect::<Vec<_>>()
        .join("\n")
}

fn names_of(players: u8) -> bloodrage_bot::present::Names {
    let plain = names(players);
    bloodrage_bot::present::Names {
        mention: plain.clone(),
        plain,
    }
}

/// A five-clan battle with five cards on the table: the header names the battle and its clans,
/// the footer every card revealed (the header of a 5-player battle was cut before).
#[test]
fn golden_five_player_battle_shows_every_revealed_card() {
    let config = GameConfig::base(5, 900);
    let (game, events) = any_position(&config, |g| {
        g.as_base()
            .and_then(|b| b.public_view().battle)
            .is_some_and(|b| b.table.len() >= 4 && b.participants.len() >= 4)
    });
    let before = bloodrage_bot::render::text::cuts();
    let canvas = bloodrage_bot::present::board_canvas(
        &game,
        &names_of(5),
        "Golden 5-player battle",
        &events,
        Lang::En,
    );
    assert_eq!(layout_problems(&canvas, before), Vec::<String>::new());
    let texts = board_texts(&canvas);
    let battle = game.as_base().unwrap().public_view().battle.unwrap();
    assert!(texts.contains("Battle in "), "{texts}");
    assert!(texts.contains("Cards revealed: "), "{texts}");
    for played in &battle.table {
        assert!(texts.contains(&played.card.def().name), "{texts}");
    }
    check_golden("board-5p-battle", &canvas.into_image());
}

/// Reprisal's final board says why a tie on victory points went to its winner (RP-55).
#[test]
fn golden_reprisal_final_board_explains_a_tie_on_victory_points() {
    let config = reprisal::Game::default_config(5, 20);
    let (game, events) = any_position(&config, |_| false);
    let r = game.as_reprisal().unwrap();
    let vp = r.victory_points();
    let winner = r.final_outcome().unwrap().winners[0];
    let tied: Vec<Seat> = vp
        .seats()
        .filter(|(s, points)| *s != winner && **points == vp[winner])
        .map(|(s, _)| s)
        .collect();
    assert!(!tied.is_empty(), "a tie at the top: {vp:?}");
    let before = bloodrage_bot::render::text::cuts();
    let canvas = bloodrage_bot::present::board_canvas(
        &game,
        &names_of(5),
        "Golden Reprisal ending",
        &events,
        Lang::En,
    );
    assert_eq!(layout_problems(&canvas, before), Vec::<String>::new());
    let texts = board_texts(&canvas);
    assert!(texts.contains("Winner: "), "{texts}");
    assert!(
        texts.contains("ahead of ") && texts.contains("later in Age 1's turn order"),
        "{texts}"
    );
    // The final ranking in the thread says it too.
    let lines = bloodrage_bot::present::game(&game).narrate(&events, &names_of(5), Lang::En);
    let ranking = lines.join("\n");
    assert!(ranking.contains("later in Age 1's turn order"), "{ranking}");
    check_golden("reprisal-board-final", &canvas.into_image());
}

/// Valhalla's palace marks the contested chamber for the whole contest, from the Call to Battle
/// to the end of its battle, and the final board names the winner.
#[test]
fn golden_valhalla_marks_the_battle_and_names_the_winner() {
    let config = valhalla::Game::default_config(3, 33);
    let mut game = bloodrage_bot::engine::AnyGame::new(&config).unwrap();
    let mut position = 0;
    let (mut calls, mut battles) = (0, 0);
    while let Some((seat, command)) = sim::choose(&game, config.seed, position) {
        let events = game.apply(seat, &command).unwrap();
        position += 1;
        let v = game.as_valhalla().unwrap();
        let canvas =
            bloodrage_bot::present::board_canvas(&game, &names_of(3), "t", &events, Lang::En);
        let Some((_, chamber)) = v.contest() else {
            assert!(
                !colours(&canvas.into_image()).contains(Theme::default().battle),
                "no contest, no battle outline"
            );
            continue;
        };
        let texts = board_texts(&canvas);
        let name = bloodrage_bot::present::valhalla::terms::chamber(v.pack(), chamber, Lang::En);
        if v.battle().is_some() {
            battles += 1;
            assert!(texts.contains(&format!("Battle in {name}: ")), "{texts}");
        } else {
            calls += 1;
            assert!(
                texts.contains(&format!("Call to Battle in {name}")),
                "{texts}"
            );
        }
        // The chamber is outlined in the battle's red.
        assert!(colours(&canvas.into_image()).contains(Theme::default().battle));
    }
    assert!(
        calls > 0 && battles > 0,
        "{calls} calls, {battles} battle steps"
    );
    let outcome = game.as_valhalla().unwrap().final_outcome().unwrap().clone();
    let canvas = bloodrage_bot::present::board_canvas(
        &game,
        &names_of(3),
        "Golden Valhalla ending",
        &[],
        Lang::En,
    );
    let texts = board_texts(&canvas);
    let winner = names(3)[outcome.winners[0].index()].clone();
    assert!(
        texts.contains("Winner") && texts.contains(&winner),
        "{texts}"
    );
    check_golden("valhalla-board-final", &canvas.into_image());
}

/// The command line's help names every rule set where `--rules` is taken, and each rule set's
/// player counts; `arena` names Reprisal's score as victory points.
#[test]
fn command_line_help_names_every_rule_set_and_its_player_counts() {
    let help = |command: &str| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_bloodrage-bot"))
            .args([command, "--help"])
            .output()
            .unwrap();
        String::from_utf8(out.stdout).unwrap()
    };
    for command in ["simulate", "arena", "render"] {
        // clap wraps long help lines: read it as one line.
        let text = help(command)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        for &rules in bloodrage_bot::engine::RuleSet::ALL {
            let players = rules.players();
            let seats = format!(
                "`{}` ({} to {} players)",
                rules.slug(),
                players.start(),
                players.end()
            );
            assert!(text.contains(&seats), "{command}: {text}");
            if let Some(words) = rules.registered().options {
                let words = words.split_whitespace().collect::<Vec<_>>().join(" ");
                assert!(text.contains(&words), "{command}: {text}");
            }
        }
        assert!(!text.contains("(2-5)"), "{command}: {text}");
    }
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_bloodrage-bot"))
        .args([
            "arena",
            "--rules",
            "reprisal",
            "--seats",
            "random,random,random",
            "--games",
            "2",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("mean victory points"), "{text}");
}

/// `simulate` refuses an option its rule set does not have, whichever way it simulates (random
/// games, stored games, the pace report, computer clans), with a word and a failing status,
/// before playing anything; a Reprisal option list is still read.
#[test]
fn simulate_refuses_options_its_rule_set_does_not_have() {
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_bloodrage-bot"))
            .arg("simulate")
            .args(args)
            .output()
            .unwrap()
    };
    let db = std::env::temp_dir().join(format!("simulate-options-{}.db", std::process::id()));
    let db = db.display().to_string();
    for args in [
        vec!["--options", "bogus"],
        vec!["--options", "prayers"],
        vec!["--options", "bogus", "--pace", "--games", "1"],
        vec!["--options", "bogus", "--db", db.as_str()],
        vec!["--options", "bogus", "--seats", "easy,easy,easy"],
        vec!["--rules", "valhalla", "--options", "bogus"],
        vec!["--rules", "reprisal", "--options", "bogus"],
    ] {
        let out = run(&args);
        let error = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{args:?} is refused");
        assert!(out.stdout.is_empty(), "{args:?} plays nothing");
        assert!(
            error.contains("--options") || error.contains("unknown option `bogus`"),
            "{args:?}: {error}"
        );
    }
    assert!(!std::path::Path::new(&db).exists(), "no database was made");
    let out = run(&[
        "--rules",
        "reprisal",
        "--options",
        "prayers,mystics",
        "--players",
        "3",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn leaderboard_lines() -> Vec<bloodrage_bot::present::stats::LeaderLine> {
    use bloodrage_bot::present::stats::LeaderLine;
    let mut lines: Vec<LeaderLine> = [
        ("Astrid", 31.2, 3.1, 14, 8, 1.4),
        ("Computer (hard)", 29.8, 2.6, 22, 9, -0.6),
        ("Bjorn", 27.0, 3.8, 9, 3, 0.0),
        (
            "Cnut the Unready of a very long name indeed",
            24.1,
            4.4,
            6,
            1,
            -2.3,
        ),
    ]
    .into_iter()
    .enumerate()
    .map(
        |(i, (name, rating, uncertainty, games, wins, trend))| LeaderLine {
            place: i + 1,
            name: name.to_string(),
            rating,
            uncertainty,
            games,
            wins,
            trend,
            asker: false,
        },
    )
    .collect();
    lines.push(LeaderLine {
        place: 12,
        name: "Dagny".to_string(),
        rating: 18.5,
        uncertainty: 6.9,
        games: 2,
        wins: 0,
        trend: -6.5,
        asker: true,
    });
    lines
}

#[test]
fn golden_leaderboard() {
    use bloodrage_bot::present::stats::{Leaderboard, leaderboard_canvas};
    let lines = leaderboard_lines();
    let board = Leaderboard {
        title: "Leaderboard — Blood Rage",
        subtitle: "all time · 14 rated",
        lines: &lines,
        lang: Lang::En,
    };
    check_golden("leaderboard", &leaderboard_canvas(&board).into_image());
}

#[test]
fn golden_leaderboard_in_french() {
    use bloodrage_bot::present::stats::{Leaderboard, leaderboard_canvas};
    let lines = leaderboard_lines();
    let board = Leaderboard {
        title: "Classement — Blood Rage – Reprisal",
        subtitle: "les 30 derniers jours · 14 classés",
        lines: &lines,
        lang: Lang::Fr,
    };
    check_golden("leaderboard-fr", &leaderboard_canvas(&board).into_image());
}

/// A hand-built story of three Ages and four clans (so a rules fix does not redraw it).
fn story() -> bloodrage_bot::engine::Story {
    use bloodrage_bot::engine::{Outcome, Story};
    let mut scores = vec![vec![0, 0, 0, 0]];
    let mut ages = Vec::new();
    let gains: [[u32; 4]; 3] = [[2, 1, 3, 0], [3, 2, 1, 2], [4, 1, 2, 5]];
    for (age, gain) in gains.iter().enumerate() {
        ages.push((age as u8 + 1, scores.len() - 1));
        for step in 0..40 {
            let mut next = scores.last().unwrap().clone();
            for (seat, g) in gain.iter().enumerate() {
                if (step + seat) % 4 == 0 {
                    next[seat] += g;
                }
            }
            scores.push(next);
        }
    }
    let mut last = scores.last().unwrap().clone();
    // The end-of-game bonuses.
    for (seat, bonus) in [10, 0, 20, 5].iter().enumerate() {
        last[seat] += bonus;
    }
    scores.push(last.clone());
    Story {
        scores,
        ages,
        battles: [4, 1, 3, 2].into_iter().collect(),
        quests: [2, 0, 1, 3].into_iter().collect(),
        monsters: [1, 2, 0, 1].into_iter().collect(),
        outcome: Some(Outcome::from_glory(last)),
    }
}

fn story_image(lang: Lang, rules: bloodrage_bot::engine::RuleSet) -> RgbaImage {
    use bloodrage_bot::engine::ClanName;
    use bloodrage_bot::present::stats::{StoryPicture, story_canvas};
    let story = story();
    let names: Vec<String> = ["Astrid", "Bjorn", "computer (hard)", "Dagny"]
        .map(String::from)
        .to_vec();
    let clans = [
        ClanName::Wolf,
        ClanName::Serpent,
        ClanName::Raven,
        ClanName::Bear,
    ];
    story_canvas(&StoryPicture {
        title: "#12 Ragnarök on Tuesdays — the story of the game",
        subtitle: "Blood Rage · 9 days",
        names: &names,
        clans: &clans,
        story: &story,
        rules,
        lang,
    })
    .into_image()
}

#[test]
fn golden_story_of_a_game() {
    check_golden(
        "story",
        &story_image(Lang::En, bloodrage_bot::engine::RuleSet::Base),
    );
}

#[test]
fn golden_story_of_a_game_in_french_in_victory_points() {
    check_golden(
        "story-fr",
        &story_image(Lang::Fr, bloodrage_bot::engine::RuleSet::Reprisal),
    );
}

/// Boards as posted (drawn a tile at a time over their static layer, reusing the tiles of the
/// boards before them, and encoded in their rule set's fixed palette) are the boards drawn
/// whole and mapped to that palette, index for index, and smaller than fdeflate makes the same
/// rows; and they show what was drawn, in every
/// rule set, at every player count, in both languages: flat areas within 7 levels, and at most
/// 0.2 % of the pixels more than 24 away.
#[test]
fn posted_boards_of_every_rule_set_show_what_was_drawn() {
    use bloodrage_bot::engine::{AnyGame, RuleSet};
    use bloodrage_bot::present::{board_canvas, board_png, boards};
    let mut checked = 0;
    for &rules in RuleSet::ALL {
        for players in rules.players() {
            let seed = 600 + u64::from(players);
            let config = GameConfig {
                rules,
                ..GameConfig::base(players, seed)
            };
            let names = names_of(players);
            let mut game = AnyGame::new(&config).unwrap();
            let mut position = 0u64;
            while let Some((seat, command)) = sim::choose(&game, seed, position) {
                let events = game.apply(seat, &command).unwrap();
                position += 1;
                // Two boards posted in a row (the thread's buffers hold the first), the second
                // one checked.
                let step = (position + 1) % 23;
                if step > 1 && !game.is_over() {
                    continue;
                }
                let lang = Lang::ALL[(position.div_ceil(23)) as usize % Lang::ALL.len()];
                let title = "Posted";
                let posted = board_png(&game, &names, title, &events, lang);
                if step < 1 && !game.is_over() {
                    continue;
                }
                let context = format!("{rules:?} {players}p position {position} {lang}");
                let whole = board_canvas(&game, &names, title, &events, lang);
                let decode = |png: &[u8]| image::load_from_memory(png).unwrap().to_rgb8();
                let encoded = boards::encode(rules, lang, &whole);
                assert!(
                    decode(&posted) == decode(&encoded),
                    "{context}: the tiles differ from the board drawn whole"
                );
                // The same rows, deflated with our table for palette indices rather than
                // fdeflate's (`render::deflate`), in pieces: smaller.
                assert!(
                    posted.len() < encoded.len(),
                    "{context}: {} bytes posted, {} with fdeflate",
                    posted.len(),
                    encoded.len()
                );
                check_png_shows(&context, &whole.into_image(), &posted);
                checked += 1;
            }
        }
    }
    assert!(checked > 70, "{checked} boards checked");
}

/// Every kind of decision of every rule set has its own words in each language (its slug names
/// them): a stored kind is never shown as a stable name or the generic "decide".
#[test]
fn every_kind_of_decision_of_every_rule_set_is_worded_in_each_language() {
    use bloodrage_bot::engine::{RuleSet, base, reprisal, valhalla};
    use bloodrage_bot::present::{self, locale};
    let kinds: [(RuleSet, &str, Vec<&str>); 3] = [
        (
            RuleSet::Base,
            "decision-",
            base::DecisionKind::ALL.iter().map(|k| k.slug()).collect(),
        ),
        (
            RuleSet::Reprisal,
            "rp-decision-",
            reprisal::DecisionKind::ALL
                .iter()
                .map(|k| k.slug())
                .collect(),
        ),
        (
            RuleSet::Valhalla,
            "vh-decision-",
            valhalla::DecisionKind::ALL
                .iter()
                .map(|k| k.slug())
                .collect(),
        ),
    ];
    for (rules, prefix, slugs) in kinds {
        assert!(slugs.len() >= 18, "{rules:?}");
        for slug in slugs {
            let key = format!("{prefix}{}", slug.replace('_', "-"));
            assert!(locale::has(&key), "{key}");
            for lang in [Lang::En, Lang::Fr] {
                let label = present::rules(rules).decision_label(slug, lang);
                assert!(!label.is_empty() && !label.contains('_'), "{key}: {label}");
                assert_eq!(label, locale::tr(lang, &key, &[]), "{key}");
            }
        }
    }
}
