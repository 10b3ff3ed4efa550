//! Random playouts (`OpenSpiel`'s random simulation test, the Rally the Troops fuzzer): seeded full
//! games with random players, checking at every step that
//! - a decision is pending with at least one legal command until the game ends, and only the
//!   awaited seats have legal commands;
//! - listed commands apply (the chosen one and a sample of others, on copies);
//! - a sample of illegal commands is refused and leaves the game exactly as it was;
//! - figures are conserved and Glory stays consistent;
//! - no view and no redacted event shows a viewer a card hidden from it;
//!
//! and at the end that replaying the log gives the same game, bit for bit.

use bloodrage_bot::engine::base::Game;
use bloodrage_bot::engine::base::data::{CardId, FjordId, Monster, ProvinceId, Stat};
use bloodrage_bot::engine::base::{Command, Decision, Event, Figure, Place};
use bloodrage_bot::engine::{GameConfig, Seat, Viewer};
use bloodrage_bot::sim;
use std::collections::BTreeSet;

/// Games per player count in the default run (4 × 500 = 2,000 games).
const GAMES_PER_COUNT: u64 = 500;

struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        self.0 >> 33
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn random_figure(r: &mut Lcg) -> Figure {
    match r.below(13) {
        0 => Figure::Leader,
        1 => Figure::Ship,
        2..=3 => Figure::Warrior,
        12 => Figure::Mystic,
        k => Figure::Monster(Monster::ALL[(k - 3) as usize % 9]),
    }
}

fn random_place(r: &mut Lcg) -> Place {
    match r.below(13) {
        k @ 0..=8 => Place::Province(ProvinceId(k as u8)),
        k => Place::Fjord(FjordId((k - 9) as u8)),
    }
}

/// Any command at all, legal or not, including unknown card ids and out-of-range slots.
fn random_command(r: &mut Lcg) -> Command {
    let card = CardId(r.below(140) as u8);
    let province = ProvinceId(r.below(9) as u8);
    match r.below(26) {
        0 => Command::Draft { card },
        1 => Command::Invade {
            figure: random_figure(r),
            to: random_place(r),
        },
        2 => Command::March {
            from: province,
            to: ProvinceId(r.below(9) as u8),
        },
        3 => Command::Upgrade {
            card,
            slot: r.below(4) as u8,
        },
        4 => Command::Quest { card },
        5 => Command::Pillage { province },
        6 => Command::Challenge { province },
        7 => Command::Sacrifice,
        8 => Command::Recall {
            figure: random_figure(r),
            to: random_place(r),
        },
        9 => Command::Pass,
        10 => Command::Move {
            figure: random_figure(r),
        },
        11 => Command::Join {
            figure: random_figure(r),
            from: province,
        },
        12 => Command::Play { card },
        13 => Command::CountQuest,
        14 => Command::Keep { card },
        15 => Command::Spare {
            figure: random_figure(r),
            at: random_place(r),
        },
        16 => Command::Destroy {
            figure: random_figure(r),
            at: random_place(r),
        },
        17 => Command::Protect,
        18 => Command::Retreat,
        19 => Command::Raise {
            stat: Stat::ALL[r.below(3) as usize],
        },
        20 => Command::MoveLeader {
            to: province,
            giant: card.0.is_multiple_of(2),
        },
        21 => Command::Accept,
        22 => Command::MoveGod { to: province },
        23 => Command::Strike {
            to: province,
            enemy: Seat(r.below(5) as u8),
            victim: random_figure(r),
        },
        24 => Command::Escape { to: province },
        _ => Command::Done,
    }
}

fn viewers(players: u8) -> Vec<Viewer> {
    std::iter::once(Viewer::Public)
        .chain((0..players).map(|s| Viewer::Seat(Seat(s))))
        .collect()
}

fn check_invariants(game: &Game, secret: &BTreeSet<CardId>) {
    for (seat, (counted, owned)) in game.figure_census().into_iter().enumerate() {
        assert_eq!(counted, owned, "seat {seat}: figures are not conserved");
    }
    let public = game.public_view();
    assert_eq!(
        public.pending.as_ref(),
        game.pending(),
        "the public view shows the pending decision"
    );
    for (clan, glory) in public.clans.iter().zip(game.glory()) {
        assert_eq!(clan.glory, glory);
        // EX-31: never two of one monster on a sheet, the Kickstarter's copies included.
        let mut monsters = clan.monsters.clone();
        monsters.sort_by_key(|m| m.slug());
        monsters.dedup();
        assert_eq!(monsters.len(), clan.monsters.len(), "{:?}", clan.monsters);
    }
    for viewer in viewers(game.players()) {
        let hidden = game.hidden_from(viewer);
        for card in game.view(viewer).cards() {
            assert!(
                !hidden.contains(&card) && !secret.contains(&card),
                "{viewer:?} sees hidden card {card} (id {})",
                card.0
            );
        }
    }
}

fn secret_discards(events: &[Event]) -> Vec<CardId> {
    events
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::LeftoversDiscarded { .. }
                    | Event::DraftEnded { .. }
                    | Event::HandDiscarded { .. }
            )
        })
        .flat_map(Event::cards)
        .collect()
}

/// Plays one game with every check; returns the number of commands.
fn check_game(players: u8, seed: u64) -> u64 {
    check_config(&GameConfig::base(players, seed)).len() as u64
}

/// Plays one game of `config` with every check; returns its command log.
fn check_config(config: &GameConfig) -> Vec<(Seat, Command)> {
    let (players, seed) = (config.players, config.seed);
    let mut game = Game::new(config).expect("valid configuration");
    let mut log: Vec<(Seat, Command)> = Vec::new();
    let mut secret = BTreeSet::new();
    let mut r = Lcg(seed.wrapping_mul(0x9E37_79B9) ^ u64::from(players));
    let mut position = 0u64;
    loop {
        check_invariants(&game, &secret);
        if game.outcome().is_some() {
            assert!(game.pending().is_none(), "a finished game awaits nobody");
            break;
        }
        let awaited = game.awaited();
        assert!(
            !awaited.is_empty(),
            "seed {seed}: nobody is awaited before the end"
        );
        for s in 0..players {
            let legal = game.legal_commands(Seat(s));
            assert_eq!(
                !legal.is_empty(),
                awaited.contains(Seat(s)),
                "seed {seed}: seat {s} legal commands vs awaited {awaited:?}"
            );
        }
        // A sample of illegal commands: refused, and nothing changes.
        for _ in 0..2 {
            let seat = Seat(r.below(u64::from(players) + 1) as u8);
            let command = random_command(&mut r);
            if seat.0 < players && game.legal_commands(seat).contains(&command) {
                continue;
            }
            let before = game.clone();
            assert!(
                game.apply(seat, &command).is_err(),
                "seed {seed}: illegal {command:?} by {seat} was accepted"
            );
            assert!(
                game == before,
                "seed {seed}: a refused {command:?} changed the game"
            );
        }
        // A sample of other listed commands applies.
        let seat = awaited
            .iter()
            .nth(r.below(awaited.len() as u64) as usize)
            .expect("non-empty");
        let legal = game.legal_commands(seat);
        let other = legal[r.below(legal.len() as u64) as usize];
        game.clone()
            .apply(seat, &other)
            .unwrap_or_else(|e| panic!("seed {seed}: listed {other:?} refused: {e}"));

        let (seat, command) = sim::choose(&game, seed, position).expect("a command is available");
        let hidden_before: Vec<BTreeSet<CardId>> = viewers(players)
            .iter()
            .map(|v| game.hidden_from(*v))
            .collect();
        let events = game
            .apply(seat, &command)
            .unwrap_or_else(|e| panic!("seed {seed}: listed {command:?} refused: {e}"));
        secret.extend(secret_discards(&events));
        for (viewer, before) in viewers(players).into_iter().zip(&hidden_before) {
            let after = game.hidden_from(viewer);
            // Cards shown face up to everyone earlier in this same batch (a battle card revealed
            // and then taken back into hand is hidden before and after, but was seen).
            let mut revealed = BTreeSet::new();
            for event in &events {
                if matches!(
                    event,
                    Event::CardsRevealed { .. }
                        | Event::LateCardPlayed { .. }
                        | Event::CardPlayedOpen { .. }
                        | Event::QuestsRevealed { .. }
                ) {
                    revealed.extend(event.cards());
                }
                let Some(shown) = event.redact(viewer) else {
                    continue;
                };
                for card in shown.cards() {
                    let still_hidden = after.contains(&card) || secret.contains(&card);
                    assert!(
                        !(before.contains(&card) && still_hidden) || revealed.contains(&card),
                        "seed {seed}: {viewer:?} learns hidden card {card} from {shown:?}"
                    );
                }
            }
        }
        log.push((seat, command));
        position += 1;
        assert!(
            position < sim::COMMAND_LIMIT,
            "seed {seed}: the game does not end"
        );
    }
    let replayed = Game::replay(config, &log).expect("the log replays");
    assert!(
        replayed == game,
        "seed {seed}: replaying the log gives a different game"
    );
    log
}

fn run(players: u8, games: u64) {
    let games = std::env::var("PLAYOUT_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(games);
    let mut commands = 0;
    for seed in 0..games {
        commands += check_game(players, 1_000 * u64::from(players) + seed);
    }
    assert!(commands > games * 50, "games are implausibly short");
}

#[test]
fn random_playouts_two_players() {
    run(2, GAMES_PER_COUNT);
}

#[test]
fn random_playouts_three_players() {
    run(3, GAMES_PER_COUNT);
}

#[test]
fn random_playouts_four_players() {
    run(4, GAMES_PER_COUNT);
}

#[test]
fn random_playouts_five_players() {
    run(5, GAMES_PER_COUNT);
}

/// Games with the Kickstarter monsters (option `ks`) at every player count keep every invariant
/// of the base game, and their monsters are recruited and invaded in them.
#[test]
fn random_playouts_with_the_kickstarter_monsters() {
    use bloodrage_bot::engine::base::BaseOptions;
    use bloodrage_bot::engine::family::Family as _;
    let options = BaseOptions {
        ks: true,
        ..BaseOptions::default()
    };
    let mut recruited = BTreeSet::new();
    for players in 2..=5u8 {
        for seed in 0..40 {
            let config = Game::configure(players, 7_000 + seed, &options);
            for (_, command) in check_config(&config) {
                if let Command::Invade {
                    figure: Figure::Monster(m),
                    ..
                } = command
                {
                    recruited.insert(m);
                }
            }
        }
    }
    for m in [
        Monster::MountainGiant,
        Monster::Fenrir,
        Monster::Wolfman,
        Monster::MysticTroll,
    ] {
        assert!(recruited.contains(&m), "{m:?} never invaded: {recruited:?}");
    }
}

/// Five-player games with the Kickstarter's copies (option `ks_dupes`) and the Boar clan, alone
/// and with the other options, keep every invariant of the base game (no clan ever holds two of
/// one monster, EX-31); the copies are played, and two clans own the same monster at once.
#[test]
fn random_playouts_with_the_kickstarter_copies_and_the_boar_clan() {
    use bloodrage_bot::engine::base::BaseOptions;
    use bloodrage_bot::engine::base::data::Expansion;
    use bloodrage_bot::engine::family::Family as _;
    let (mut copies, mut shared) = (0, 0);
    for (others, games) in [(false, 24), (true, 12)] {
        let options = BaseOptions {
            ks: true,
            ks_dupes: true,
            boar_clan: true,
            gods: others,
            mystics: others,
            ..BaseOptions::default()
        };
        for seed in 0..games {
            let config = Game::configure(5, 29_000 + seed, &options);
            let log = check_config(&config);
            copies += log
                .iter()
                .filter(|(_, c)| {
                    matches!(c, Command::Upgrade { card, .. }
                        if card.def().expansion == Some(Expansion::KsDupes))
                })
                .count();
            let mut game = Game::new(&config).unwrap();
            for (seat, command) in log {
                game.apply(seat, &command).unwrap();
                let view = game.public_view();
                let mut owned: Vec<Monster> = view
                    .clans
                    .iter()
                    .flat_map(|c| c.monsters.iter().copied())
                    .collect();
                let all = owned.len();
                owned.sort_by_key(|m| m.slug());
                owned.dedup();
                shared += usize::from(owned.len() < all);
            }
        }
    }
    assert!(copies > 10, "the copies are played ({copies})");
    assert!(shared > 0, "two clans own one kind of monster at once");
}

/// Games with Gods of Asgard (option `gods`), alone and with the Kickstarter monsters, at every
/// player count keep every invariant of the base game; every god takes part, and gods are moved.
#[test]
fn random_playouts_with_the_gods_of_asgard() {
    use bloodrage_bot::engine::base::BaseOptions;
    use bloodrage_bot::engine::family::Family as _;
    let mut gods = BTreeSet::new();
    let mut moves = 0;
    for (ks, games) in [(false, 24), (true, 12)] {
        let options = BaseOptions {
            gods: true,
            ks,
            ..BaseOptions::default()
        };
        for players in 2..=5u8 {
            for seed in 0..games {
                let config = Game::configure(players, 9_000 + seed, &options);
                let game = Game::new(&config).expect("valid configuration");
                gods.extend(game.public_view().gods.iter().map(|g| g.god));
                moves += check_config(&config)
                    .iter()
                    .filter(|(_, c)| matches!(c, Command::MoveGod { .. }))
                    .count();
            }
        }
    }
    assert_eq!(gods.len(), 6, "every god drawn: {gods:?}");
    assert!(moves > 100, "gods are moved by their pillagers ({moves})");
}

/// Games with Mystics of Midgard (option `mystics`), alone and with the other two options, at
/// every player count keep every invariant of the base game (the census counts the Mystics out of
/// the supply); Mystics join, invade, escape with Frigga's Chosen and strike with Odin's Chosen.
#[test]
fn random_playouts_with_the_mystics_of_midgard() {
    use bloodrage_bot::engine::base::BaseOptions;
    use bloodrage_bot::engine::family::Family as _;
    let (mut invasions, mut strikes, mut escapes, mut joined) = (0, 0, 0, 0);
    for (gods, ks, games) in [
        (false, false, 24),
        (true, true, 12),
        (false, true, 6),
        (true, false, 6),
    ] {
        let options = BaseOptions {
            mystics: true,
            gods,
            ks,
            ..BaseOptions::default()
        };
        for players in 2..=5u8 {
            for seed in 0..games {
                let config = Game::configure(players, 19_000 + seed, &options);
                let commands = check_config(&config);
                for (_, c) in &commands {
                    match c {
                        Command::Invade {
                            figure: Figure::Mystic,
                            ..
                        } => invasions += 1,
                        Command::Strike { .. } => strikes += 1,
                        Command::Escape { .. } => escapes += 1,
                        Command::Upgrade { card, .. } if card.def().effect.is_mystic() => {
                            joined += 1;
                        }
                        _ => {}
                    }
                }
            }
        }
    }
    assert!(joined > 50, "Mystic upgrades are played ({joined})");
    assert!(invasions > 50, "Mystics invade ({invasions})");
    assert!(strikes > 5, "Odin's Chosen strikes ({strikes})");
    assert!(escapes > 0, "Frigga's Chosen saves Mystics ({escapes})");
}

/// Every action a turn could name, for `hand` and a few other cards: each figure into each place
/// (Invade, Recall), each pair of provinces (March), each card in each slot (Upgrade), each card
/// (Quest), each province (Pillage, Challenge), Sacrifice and Pass.
fn every_action(hand: &[CardId], r: &mut Lcg) -> Vec<Command> {
    let figures: Vec<Figure> = [
        Figure::Leader,
        Figure::Warrior,
        Figure::Ship,
        Figure::Mystic,
    ]
    .into_iter()
    .chain(Monster::ALL.map(Figure::Monster))
    .collect();
    let places: Vec<Place> = ProvinceId::all()
        .map(Place::Province)
        .chain(FjordId::all().map(Place::Fjord))
        .collect();
    let mut cards = hand.to_vec();
    cards.extend((0..3).map(|_| CardId(r.below(140) as u8)));
    let mut out = vec![Command::Sacrifice, Command::Pass];
    for figure in &figures {
        for to in &places {
            out.push(Command::Invade {
                figure: *figure,
                to: *to,
            });
            out.push(Command::Recall {
                figure: *figure,
                to: *to,
            });
        }
    }
    for from in ProvinceId::all() {
        for enemy in 0..5 {
            for victim in [Figure::Warrior, Figure::Mystic, Figure::Leader] {
                out.push(Command::Strike {
                    to: from,
                    enemy: Seat(enemy),
                    victim,
                });
            }
        }
        out.push(Command::Pillage { province: from });
        out.push(Command::Challenge { province: from });
        for to in ProvinceId::all() {
            out.push(Command::March { from, to });
        }
    }
    for card in cards {
        out.push(Command::Quest { card });
        for slot in 0..4 {
            out.push(Command::Upgrade { card, slot });
        }
    }
    out
}

/// An action is checked against the actions of its own kind only (`Game::is_legal`): on every
/// action turn of random games, each action a turn could name is legal exactly when the turn's
/// whole list holds it.
#[test]
fn an_action_is_legal_exactly_when_the_turn_lists_it() {
    let mut r = Lcg(0xAC71_0115);
    let mut turns = 0;
    let mystics = bloodrage_bot::engine::base::BaseOptions {
        mystics: true,
        ..bloodrage_bot::engine::base::BaseOptions::default()
    };
    for players in 2..=5u8 {
        for seed in 0..16 {
            // One game in four with Mystics of Midgard (its Mystic invasions and strikes).
            let seed = 77_000 + u64::from(players) * 100 + seed;
            let config = if seed % 4 == 3 {
                <Game as bloodrage_bot::engine::family::Family>::configure(players, seed, &mystics)
            } else {
                GameConfig::base(players, seed)
            };
            let mut game = Game::new(&config).expect("valid configuration");
            let mut position = 0;
            while let Some((seat, command)) = sim::choose(&game, config.seed, position) {
                if matches!(game.pending().map(|p| &p.decision), Some(Decision::Action)) {
                    turns += 1;
                    let legal = game.legal_commands(seat);
                    let hand = game.private_view(seat).hand;
                    for action in every_action(&hand, &mut r) {
                        assert_eq!(
                            game.is_legal(seat, &action),
                            legal.contains(&action),
                            "seed {}: {action:?} by {seat} among {legal:?}",
                            config.seed
                        );
                    }
                }
                game.advance(seat, &command)
                    .expect("a listed command applies");
                position += 1;
            }
        }
    }
    assert!(turns > 1_000, "only {turns} action turns were checked");
}

/// The story of a random game of every rule set, told from its commands alone: the scores start
/// at zero and end at the final result, the three Ages are marked in order, and battles were won
/// and monsters recruited.
#[test]
fn the_story_of_a_game_ends_at_its_result_with_its_ages_battles_and_monsters() {
    use bloodrage_bot::engine::{AnyGame, RuleSet, Story};
    for (k, rules) in RuleSet::ALL.iter().enumerate() {
        let mut monsters = 0;
        for seed in 0..6u64 {
            let config = sim::Setup::parse(*rules, "all")
                .unwrap()
                .config(4, 900 + seed, k as u64);
            let mut game = AnyGame::new(&config).unwrap();
            let mut commands = Vec::new();
            let mut position = 0;
            while let Some((seat, command)) = sim::choose(&game, config.seed, position) {
                game.apply(seat, &command).unwrap();
                commands.push((seat, command));
                position += 1;
            }
            let outcome = game.outcome().expect("the game ends");
            let story = Story::of(&config, &commands).unwrap();
            assert_eq!(story.scores.len(), commands.len() + 1, "{rules:?}");
            assert!(story.scores[0].iter().all(|s| *s == 0), "{rules:?}");
            assert_eq!(story.scores.last().unwrap(), &outcome.glory, "{rules:?}");
            assert_eq!(story.outcome.as_ref(), Some(&outcome));
            let ages: Vec<u8> = story.ages.iter().map(|(a, _)| *a).collect();
            assert_eq!(ages, [1, 2, 3], "{rules:?}");
            assert!(story.ages.windows(2).all(|w| w[0].1 < w[1].1));
            assert_eq!(story.by_age().last().unwrap().1, outcome.glory);
            assert!(story.battles.iter().sum::<u32>() > 0, "{rules:?} battles");
            monsters += story.monsters.iter().sum::<u32>();
        }
        assert!(monsters > 0, "{rules:?}: monsters recruited");
    }
}

/// Each rule set's options are its own type, kept in the configuration in their stored form: a
/// configuration made with them reads them back, is stored and read as the same JSON, and one
/// rule set refuses another's options (or an option it does not have) when a game is set up. A
/// configuration stored before each rule set kept its own options (the base game's first-game
/// flag beside Reprisal's or Valhalla's) still reads as it was.
#[test]
fn each_rule_set_reads_its_own_options_from_a_configuration_and_refuses_others() {
    use bloodrage_bot::engine::base::BaseOptions;
    use bloodrage_bot::engine::family::Family;
    use bloodrage_bot::engine::reprisal::{self, ReprisalOptions};
    use bloodrage_bot::engine::valhalla::{self, GodChoice, ValhallaOptions};
    use bloodrage_bot::engine::{AnyGame, SetupError};

    let first = BaseOptions {
        age1_no_draft: true,
        ..BaseOptions::default()
    };
    let base = Game::configure(3, 5, &first);
    assert_eq!(Game::options_of(&base), Ok(first));
    let cards = ReprisalOptions::parse("prayers,cards").unwrap();
    let rp = reprisal::Game::configure(4, 5, &cards);
    assert_eq!(reprisal::Game::options_of(&rp), Ok(cards.clone()));
    let chosen = ValhallaOptions {
        gods: GodChoice::FirstGame,
        ..ValhallaOptions::default()
    };
    let vh = valhalla::Game::configure(3, 5, &chosen);
    assert_eq!(valhalla::Game::options_of(&vh), Ok(chosen));
    for config in [&base, &rp, &vh] {
        let json = serde_json::to_string(config).unwrap();
        let read: GameConfig = serde_json::from_str(&json).unwrap();
        assert_eq!(&read, config, "{json}");
    }
    assert_eq!(
        serde_json::to_string(&rp.options).unwrap(),
        serde_json::to_string(&serde_json::json!({ "reprisal": cards })).unwrap()
    );

    // Another rule set's options, or an option nobody has, are refused at set-up.
    let foreign = GameConfig {
        options: rp.options.clone(),
        ..GameConfig::base(3, 5)
    };
    assert!(matches!(
        AnyGame::new(&foreign),
        Err(SetupError::Options(_))
    ));
    let unknown: GameConfig = serde_json::from_str(
        r#"{"rules":"valhalla","players":3,"seed":5,"options":{"valhalla":{"pack":{"id":"valhalla-provisional","version":1},"speed":"fast"}}}"#,
    )
    .unwrap();
    let Err(SetupError::Options(why)) = AnyGame::new(&unknown) else {
        panic!("an unknown option is refused");
    };
    assert!(why.contains("speed"), "{why}");

    // As earlier versions stored them.
    let stored: GameConfig = serde_json::from_str(
        r#"{"rules":"reprisal","players":4,"seed":5,"options":{"age1_no_draft":false,"reprisal":{"prayers":true,"blessing":false,"gods":false,"mystics":false,"leader":false,"battle_cards":true,"literal_tokens":false,"threshold_by_players":false}}}"#,
    )
    .unwrap();
    assert_eq!(reprisal::Game::options_of(&stored), Ok(cards));
    let stored: GameConfig = serde_json::from_str(
        r#"{"rules":"base","players":3,"seed":5,"options":{"age1_no_draft":true}}"#,
    )
    .unwrap();
    assert_eq!(stored, base);
    let defaults: GameConfig =
        serde_json::from_str(r#"{"rules":"reprisal","players":3,"seed":5}"#).unwrap();
    assert_eq!(
        reprisal::Game::options_of(&defaults),
        Ok(ReprisalOptions::default())
    );
}

/// The command-line tools reach every rule set's options through the registry: `all` is each
/// rule set's default configuration, a rule set with options reads its own words (Reprisal's
/// `every` plays its 16 combinations in turn), and one without refuses any other, naming those
/// that have some.
#[test]
fn the_command_line_reads_each_rule_set_s_options_through_the_registry() {
    use bloodrage_bot::engine::family::Family as _;
    use bloodrage_bot::engine::{RuleSet, reprisal, valhalla};
    for &rules in RuleSet::ALL {
        let registered = rules.registered();
        let setup = sim::Setup::parse(rules, "all").unwrap();
        assert_eq!(setup.config(3, 41, 5), (registered.default_config)(3, 41));
        let bogus = sim::Setup::parse(rules, "bogus").unwrap_err();
        match registered.options {
            None => {
                assert!(bogus.contains("has no options"), "{bogus}");
                assert!(bogus.contains("--rules reprisal"), "{bogus}");
            }
            Some(words) => assert!(
                words.contains(match rules {
                    RuleSet::Reprisal => "every",
                    RuleSet::Valhalla => "pack=FILE",
                    RuleSet::Base => "ks",
                }),
                "{words}"
            ),
        }
    }
    // Blood Rage's options are a list: the Kickstarter monsters, the first-game tip.
    let ks = sim::Setup::parse(RuleSet::Base, "ks,first-game").unwrap();
    let options = bloodrage_bot::engine::base::Game::options_of(&ks.config(4, 2, 0)).unwrap();
    assert!(options.ks && options.age1_no_draft);
    assert!(
        sim::Setup::parse(RuleSet::Base, "gods-of-war")
            .unwrap_err()
            .contains("gods-of-war")
    );
    // Valhalla's content pack file is one of its options: the games are of that pack.
    let hall = sim::Setup::parse(
        RuleSet::Valhalla,
        "pack=tests/fixtures/valhalla/test-hall-v1.toml",
    )
    .unwrap();
    let config = hall.config(3, 1, 0);
    let pack = valhalla::Game::options_of(&config)
        .expect("its options")
        .pack;
    assert_ne!(pack, bloodrage_bot::engine::valhalla::PackRef::default());
    assert!(
        sim::Setup::parse(RuleSet::Valhalla, "pack=tests/fixtures/none.toml")
            .unwrap_err()
            .contains("none.toml")
    );
    let every = sim::Setup::parse(RuleSet::Reprisal, "every").unwrap();
    let configs: std::collections::HashSet<String> = (0..32)
        .map(|i| format!("{:?}", every.config(3, 1, i).options))
        .collect();
    assert_eq!(configs.len(), 16);
    assert_eq!(every.config(3, 1, 3), every.config(3, 1, 19));
    let pm = sim::Setup::parse(RuleSet::Reprisal, "prayers,mystics").unwrap();
    assert_eq!(
        pm.config(4, 9, 0),
        reprisal::Game::configure(
            4,
            9,
            &bloodrage_bot::engine::reprisal::ReprisalOptions::parse("prayers,mystics").unwrap()
        )
    );
    assert_eq!(
        sim::Setup::parse(RuleSet::Reprisal, "all")
            .unwrap()
            .score_name(),
        "victory points"
    );
    assert_eq!(sim::Setup::base().score_name(), "Glory");
}
