//! Reprisal hosted like any rule set: through `AnyGame` (stored commands, replay, decisions,
//! forced answers, standing orders), played by every computer level, and shown by its
//! presentation (prompts for every decision, narration of every event, board and card images).

use bloodrage_bot::ai::{self, Budget, Level};
use bloodrage_bot::engine::family::Family as _;
use bloodrage_bot::engine::reprisal::ReprisalOptions;
use bloodrage_bot::engine::reprisal::{self, Command};
use bloodrage_bot::engine::rng::GameRng;
use bloodrage_bot::engine::{
    AnyCommand, AnyEvent, AnyGame, AnyReason, GameConfig, RuleSet, Seat, Standing, StandingOrder,
};
use bloodrage_bot::present::{self, Names};
use std::collections::BTreeSet;

#[allow(clippy::needless_pass_by_value)] // the tests build their options in the call
fn config(players: u8, seed: u64, options: ReprisalOptions) -> GameConfig {
    reprisal::Game::configure(players, seed, &options)
}

fn names(players: u8) -> Names {
    Names {
        mention: (0..players).map(|i| format!("<@{i}>")).collect(),
        plain: (0..players).map(|i| format!("Player {i}")).collect(),
    }
}

#[test]
fn a_reprisal_game_is_hosted_stored_and_replayed_like_any_game() {
    for combo in [0u8, 15] {
        let cfg = config(
            4,
            11 + u64::from(combo),
            ReprisalOptions::combination(combo),
        );
        let mut game = AnyGame::new(&cfg).expect("Reprisal is hosted");
        assert_eq!(game.rules(), RuleSet::Reprisal);
        let mut log = Vec::new();
        let mut rng = GameRng::from_seed(5);
        while !game.is_over() {
            let info = game.decision().expect("a decision until the end");
            assert_eq!(info.seats, game.awaited());
            let seat = info.seats.iter().next().unwrap();
            let legal = game.legal_commands(seat);
            let command = legal[rng.below(legal.len() as u32) as usize].clone();
            // The stored form reads back to the same command.
            assert_eq!(game.parse_command(&command.to_json()).unwrap(), command);
            assert!(game.is_legal(seat, &command));
            game.apply(seat, &command).unwrap();
            log.push((seat, command));
            assert!(log.len() < 2000, "the game ends");
        }
        assert_eq!(AnyGame::replay(&cfg, &log).unwrap(), game);
        let outcome = game.outcome().unwrap();
        assert!(!outcome.winners.is_empty());
        // A Blood Rage command is refused by a Reprisal game, and changes nothing.
        let mut fresh = AnyGame::new(&cfg).unwrap();
        let before = fresh.clone();
        let seat = fresh.awaited().iter().next().unwrap();
        let foreign = AnyCommand::Base(bloodrage_bot::engine::base::Command::Pass);
        assert!(fresh.apply(seat, &foreign).is_err());
        assert_eq!(fresh, before);
    }
}

#[test]
fn a_malformed_stored_reprisal_command_is_refused_with_a_clear_error() {
    let cfg = config(3, 1, ReprisalOptions::default());
    let game = AnyGame::new(&cfg).unwrap();
    assert!(game.parse_command(r#"{"type":"pray","number":3}"#).is_ok());
    let e = game.parse_command(r#"{"type":"fly"}"#).unwrap_err();
    assert!(e.to_string().contains("malformed command"), "{e}");
}

#[test]
fn every_computer_level_finishes_reprisal_games_of_three_to_five_players() {
    let budget = Budget::playouts(8);
    for players in 3..=5u8 {
        for (k, levels) in [
            [
                Level::Random,
                Level::Easy,
                Level::Medium,
                Level::Hard,
                Level::Medium,
            ],
            [Level::Medium; 5],
        ]
        .iter()
        .enumerate()
        {
            let seed = u64::from(players) * 10 + k as u64;
            let cfg = config(
                players,
                seed,
                ReprisalOptions::combination((seed % 16) as u8),
            );
            let mut game = AnyGame::new(&cfg).unwrap();
            let n = ai::play_out(&mut game, &levels[..players as usize], seed, 0, &budget)
                .unwrap_or_else(|e| panic!("{players} players, seed {seed}: {e}"));
            assert!(game.is_over() && n > 10);
        }
    }
    // The heuristic levels, over every combination of options: no game loops for ever.
    for combo in 0..16u8 {
        for players in 3..=5u8 {
            let seed = 1000 + u64::from(combo) * 7 + u64::from(players);
            let cfg = config(players, seed, ReprisalOptions::combination(combo));
            let mut game = AnyGame::new(&cfg).unwrap();
            let levels = [
                Level::Medium,
                Level::Easy,
                Level::Medium,
                Level::Random,
                Level::Easy,
            ];
            ai::play_out(&mut game, &levels[..players as usize], seed, 0, &budget)
                .unwrap_or_else(|e| panic!("{players} players, options {combo}: {e}"));
        }
    }
}

/// Wins of seat 0 at `level` against random clans, over `games` 3-player games.
fn wins_against_random(level: Level, games: u64) -> u64 {
    let mut wins = 0;
    for seed in 0..games {
        let cfg = config(
            3,
            500 + seed,
            ReprisalOptions::combination((seed % 16) as u8),
        );
        let mut game = AnyGame::new(&cfg).unwrap();
        ai::play_out(
            &mut game,
            &[level, Level::Random, Level::Random],
            seed,
            0,
            &Budget::DEFAULT,
        )
        .unwrap();
        if game.outcome().unwrap().winners.contains(&Seat(0)) {
            wins += 1;
        }
    }
    wins
}

#[test]
fn the_medium_level_beats_random_clans_far_more_often_than_its_share() {
    // One seat in three: a random player wins about 13 games of 40.
    let wins = wins_against_random(Level::Medium, 40);
    assert!(
        wins >= 24,
        "medium won {wins} of 40 against two random clans"
    );
}

#[test]
fn a_determinized_reprisal_game_forgets_the_others_secret_picks_and_the_dice_to_come() {
    // Prayers: seat 1 prays 5 in one game and 2 in the other; seat 0 has not prayed yet.
    let cfg = config(3, 9, ReprisalOptions::default());
    let start = AnyGame::new(&cfg).unwrap();
    assert_eq!(start.decision().unwrap().kind, "prayer");
    let mut a = start.clone();
    let mut b = start.clone();
    let pray = |n| AnyCommand::Reprisal(Command::Pray { number: n });
    a.apply(Seat(1), &pray(5)).unwrap();
    b.apply(Seat(1), &pray(2)).unwrap();
    let da = a.determinize(Seat(0), &mut GameRng::from_seed(3));
    let db = b.determinize(Seat(0), &mut GameRng::from_seed(3));
    assert_eq!(
        da, db,
        "seat 0's imagined game does not depend on seat 1's secret prayer"
    );
    assert!(
        da.awaited().contains(Seat(1)),
        "seat 1 prays again in the imagined game"
    );
    // Seat 1 keeps its own pick.
    let own = a.determinize(Seat(1), &mut GameRng::from_seed(3));
    assert!(!own.awaited().contains(Seat(1)));
    // The policy of seat 0 decides the same in both.
    for level in [Level::Easy, Level::Medium, Level::Hard] {
        assert_eq!(
            ai::choose(&a, Seat(0), level, 4, 1),
            ai::choose(&b, Seat(0), level, 4, 1),
            "{level}"
        );
    }
}

#[test]
fn a_standing_order_declines_reprisal_calls_to_battle_and_nothing_else() {
    let mut rng = GameRng::from_seed(2);
    let cfg = config(4, 21, ReprisalOptions::none());
    let mut game = AnyGame::new(&cfg).unwrap();
    let mut calls = 0;
    while !game.is_over() {
        let info = game.decision().unwrap();
        let seat = info.seats.iter().next().unwrap();
        let standing = game.standing(seat, StandingOrder::DeclineCalls);
        if info.kind == "call_to_battle" {
            assert_eq!(
                standing,
                Some(Standing::Answer(AnyCommand::Reprisal(Command::Pass)))
            );
            calls += 1;
        } else {
            assert_eq!(standing, None, "{}", info.kind);
        }
        if let Some(forced) = game.forced(seat) {
            assert_eq!(game.legal_commands(seat), vec![forced.clone()]);
        }
        let legal = game.legal_commands(seat);
        let command = legal[rng.below(legal.len() as u32) as usize].clone();
        game.apply(seat, &command).unwrap();
    }
    assert!(calls > 0, "calls to battle happened");
}

#[test]
fn every_reprisal_decision_is_worded_with_its_choices_and_every_event_is_narrated() {
    let mut kinds: BTreeSet<&'static str> = BTreeSet::new();
    for combo in 0..16u8 {
        let players = 3 + combo % 3;
        let cfg = config(
            players,
            300 + u64::from(combo),
            ReprisalOptions::combination(combo),
        );
        let mut game = AnyGame::new(&cfg).unwrap();
        let names = names(players);
        let opening =
            present::game(&game).opening(&names, bloodrage_bot::present::locale::Lang::En);
        assert!(opening.contains("Reprisal begins"), "{opening}");
        let mut rng = GameRng::from_seed(u64::from(combo));
        let mut boards = 0;
        while !game.is_over() {
            let info = game.decision().unwrap();
            kinds.insert(info.kind);
            let label = present::rules(RuleSet::Reprisal)
                .decision_label(info.kind, bloodrage_bot::present::locale::Lang::En);
            assert!(!label.is_empty() && label != "decide", "{}", info.kind);
            let seat = info.seats.iter().next().unwrap();
            let prompt =
                present::game(&game).prompt(seat, bloodrage_bot::present::locale::Lang::En);
            let legal = game.legal_commands(seat);
            assert_eq!(prompt.choices.len(), legal.len());
            assert!(!prompt.text.is_empty());
            for (choice, command) in prompt.choices.iter().zip(&legal) {
                assert!(!choice.label.is_empty(), "{command:?}");
                assert_eq!(
                    choice.label,
                    present::game(&game).describe(
                        seat,
                        command,
                        bloodrage_bot::present::locale::Lang::En
                    )
                );
            }
            let (hinted, reason) = ai::hint(&game, seat).unwrap();
            assert!(matches!(reason, AnyReason::Reprisal(_)));
            let line = present::game(&game).hint(
                seat,
                &hinted,
                &reason,
                bloodrage_bot::present::locale::Lang::En,
            );
            assert!(line.ends_with('.') && !line.contains('\n'), "{line}");
            let status =
                present::game(&game).status(&names, bloodrage_bot::present::locale::Lang::En);
            assert!(status.contains("Victory points"), "{status}");
            let command = legal[rng.below(legal.len() as u32) as usize].clone();
            let events = game.apply(seat, &command).unwrap();
            let lines = present::game(&game).narrate(
                &events,
                &names,
                bloodrage_bot::present::locale::Lang::En,
            );
            for line in &lines {
                assert!(!line.trim().is_empty());
            }
            let shown = events
                .iter()
                .filter(|e| {
                    !matches!(
                        e,
                        AnyEvent::Reprisal(
                            reprisal::Event::TurnBegan { .. } | reprisal::Event::ActionTaken { .. }
                        )
                    )
                })
                .count();
            assert_eq!(lines.len(), shown, "one line per event told");
            if boards < 2 && present::rules(game.rules()).posts_board(&events) {
                let png = present::board_png(
                    &game,
                    &names,
                    "Test",
                    &events,
                    bloodrage_bot::present::locale::Lang::En,
                );
                assert!(png.starts_with(b"\x89PNG"));
                boards += 1;
            }
        }
        let last = present::game(&game).status(&names, bloodrage_bot::present::locale::Lang::En);
        assert!(last.contains("The game is over"), "{last}");
        if reprisal::Game::options_of(&cfg).unwrap().battle_cards {
            let png = present::game(&game).cards_png(
                Seat(0),
                "Your cards",
                bloodrage_bot::present::locale::Lang::En,
            );
            assert!(png.starts_with(b"\x89PNG"));
            assert!(
                present::game(&game)
                    .hand(Seat(0), bloodrage_bot::present::locale::Lang::En)
                    .contains("Battle cards in hand")
            );
        }
    }
    for kind in [
        "prayer",
        "action",
        "call_to_battle",
        "battle_card",
        "invade",
        "march",
    ] {
        assert!(kinds.contains(kind), "{kind} was met: {kinds:?}");
    }
}

#[test]
fn a_secret_pick_taken_back_is_named_only_by_its_kind() {
    let names = names(3);
    let pray = AnyCommand::Reprisal(Command::Pray { number: 4 });
    let line = present::rules(pray.rules()).taken_back(
        Seat(1),
        &pray,
        &names,
        bloodrage_bot::present::locale::Lang::En,
    );
    assert_eq!(line, "↩️ <@1> took back a prayer.");
    let card = AnyCommand::Reprisal(Command::PlayCard { card: 8 });
    assert!(
        !present::rules(card.rules())
            .taken_back(
                Seat(1),
                &card,
                &names,
                bloodrage_bot::present::locale::Lang::En
            )
            .contains('8')
    );
}

#[test]
fn creating_a_reprisal_game_reads_its_options_and_refuses_the_others() {
    let args = |list: &[(&'static str, &str)]| -> Vec<(&'static str, String)> {
        list.iter().map(|(n, v)| (*n, (*v).to_string())).collect()
    };
    let cfg = present::configure(
        RuleSet::Reprisal,
        4,
        7,
        &[],
        bloodrage_bot::present::locale::Lang::En,
    )
    .unwrap();
    assert_eq!(cfg.rules, RuleSet::Reprisal);
    assert_eq!(
        reprisal::Game::options_of(&cfg),
        Ok(ReprisalOptions::default())
    );
    let cfg = present::configure(
        RuleSet::Reprisal,
        3,
        7,
        &args(&[
            ("mystics", "false"),
            ("battle_cards", "false"),
            ("prayers", "false"),
        ]),
        bloodrage_bot::present::locale::Lang::En,
    )
    .unwrap();
    let o = reprisal::Game::options_of(&cfg).unwrap();
    assert!(!o.mystics && !o.battle_cards && !o.prayers && !o.gods && !o.blessing && o.leader);
    let e = present::configure(
        RuleSet::Reprisal,
        2,
        7,
        &[],
        bloodrage_bot::present::locale::Lang::En,
    )
    .unwrap_err();
    assert!(e.contains("3 to 5"), "{e}");
    let e = present::configure(
        RuleSet::Reprisal,
        4,
        7,
        &args(&[("first_game", "true")]),
        bloodrage_bot::present::locale::Lang::En,
    )
    .unwrap_err();
    assert!(e.contains("first_game"), "{e}");
    let e = present::configure(
        RuleSet::Base,
        4,
        7,
        &args(&[("mystics", "true")]),
        bloodrage_bot::present::locale::Lang::En,
    )
    .unwrap_err();
    assert!(e.contains("mystics"), "{e}");
    // Other options of `/game new` (players, name, …) are not the rule sets' business.
    assert!(
        present::configure(
            RuleSet::Base,
            4,
            7,
            &args(&[("name", "x")]),
            bloodrage_bot::present::locale::Lang::En
        )
        .is_ok()
    );
}
