//! Computer clans: every level answers every decision of whole games of 2 to 5 players, a level's
//! choice depends only on what its seat may see, and a game of computer clans replays exactly.

use super::support::*;
use bloodrage_bot::ai::{self, Level};
use bloodrage_bot::engine::{AnyCommand, AnyGame};
use std::collections::BTreeSet;

/// Plays a whole game with these levels; returns it and every decision kind answered.
fn play_all(levels: &[Level], seed: u64) -> (AnyGame, BTreeSet<&'static str>) {
    let players = levels.len() as u8;
    let mut game = AnyGame::new(&GameConfig::base(players, seed)).unwrap();
    let mut kinds = BTreeSet::new();
    let mut position = 0;
    while game.outcome().is_none() {
        assert!(position < 20_000, "seed {seed}: the game does not end");
        let seat = game.awaited().iter().next().expect("someone is awaited");
        let level = levels[seat.index()];
        kinds.insert(game.decision().unwrap().kind);
        let command = ai::choose(&game, seat, level, seed, position)
            .unwrap_or_else(|| panic!("seed {seed}: {seat} ({level}) found nothing to play"));
        assert!(
            game.is_legal(seat, &command),
            "seed {seed}: {level} chose an illegal {command:?}"
        );
        game.apply(seat, &command).unwrap();
        position += 1;
    }
    (game, kinds)
}

#[test]
fn every_level_finishes_games_of_two_to_five_players_and_answers_every_decision_it_meets() {
    let mut kinds = BTreeSet::new();
    for players in 2..=5u8 {
        for level in [Level::Easy, Level::Medium] {
            for seed in 0..4u64 {
                let levels = vec![level; players as usize];
                let (game, seen) = play_all(&levels, 1000 * u64::from(players) + seed);
                assert!(game.outcome().is_some());
                kinds.extend(seen);
            }
        }
        // Mixed tables.
        let mixed: Vec<Level> = (0..players as usize)
            .map(|i| Level::ALL[i % Level::ALL.len()])
            .collect();
        for seed in 0..4u64 {
            let (game, seen) = play_all(&mixed, 77 + seed);
            assert!(game.outcome().is_some());
            kinds.extend(seen);
        }
    }
    // The common decisions of every game are met (the rarer card offers are checked by the
    // scenario tests below and by the legality assertion on every move above).
    for kind in [
        "draft",
        "action",
        "march",
        "call_to_battle",
        "battle_card",
        "raise",
        "keep",
        "free_invade",
    ] {
        assert!(
            kinds.contains(kind),
            "no game met a `{kind}` decision: {kinds:?}"
        );
    }
}

#[test]
fn a_game_of_computer_clans_is_the_same_game_when_played_again() {
    let levels = [Level::Medium, Level::Easy, Level::Random, Level::Medium];
    let mut a = AnyGame::new(&GameConfig::base(4, 5)).unwrap();
    let mut b = a.clone();
    let n = ai::play_out(&mut a, &levels, 9, 0).unwrap();
    let m = ai::play_out(&mut b, &levels, 9, 0).unwrap();
    assert_eq!(n, m);
    assert_eq!(a, b);
}

/// A position where seat 0 must act, seat 1 holding `their_hand`.
fn action_position(their_hand: &[&str]) -> Game {
    Scenario::new(3)
        .hand(S0, &["Tyr's Smash", "Troll", "Alfheim"])
        .hand(S1, their_hand)
        .hand(S2, &["Odin's Smite"])
        .figures(S0, WARRIOR, "andlang", 2)
        .figure(S1, LEADER, "andlang")
        .figure(S1, WARRIOR, "gimle")
        .build()
}

#[test]
fn a_level_decides_the_same_whatever_cards_other_seats_hold() {
    let a = AnyGame::Base(Box::new(action_position(&["Tyr's Bash", "Thor's Hammer"])));
    let b = AnyGame::Base(Box::new(action_position(&[
        "Heimdall's Eye",
        "Frost Giant",
    ])));
    assert_ne!(a, b, "the games differ in seat 1's hand");
    for level in Level::ALL {
        for seed in 0..20 {
            assert_eq!(
                ai::choose(&a, S0, level, seed, 3),
                ai::choose(&b, S0, level, seed, 3),
                "{level} with seed {seed}"
            );
        }
    }
    // In a battle: seat 0 pillages Andlang, seat 1 defends with what it holds.
    let battle = |hand: &[&str]| {
        let mut g = action_position(hand);
        play(
            &mut g,
            S0,
            Command::Pillage {
                province: province("andlang"),
            },
        );
        while matches!(g.pending().unwrap().decision, Decision::CallToBattle { .. }) {
            let seat = g.pending().unwrap().seats.iter().next().unwrap();
            play(&mut g, seat, Command::Done);
        }
        assert!(matches!(
            g.pending().unwrap().decision,
            Decision::BattleCard { .. }
        ));
        AnyGame::Base(Box::new(g))
    };
    let a = battle(&["Tyr's Bash", "Thor's Hammer"]);
    let b = battle(&["Heimdall's Eye", "Frost Giant"]);
    for level in Level::ALL {
        for seed in 0..20 {
            let choice = ai::choose(&a, S0, level, seed, 4);
            assert!(choice.is_some());
            assert_eq!(
                choice,
                ai::choose(&b, S0, level, seed, 4),
                "{level}, seed {seed}"
            );
        }
    }
}

#[test]
fn with_rage_and_useful_actions_left_a_computer_clan_does_not_pass() {
    // Seat 0 has Rage, a monster to recruit, a quest and a province to pillage.
    let g = AnyGame::Base(Box::new(action_position(&["Tyr's Bash"])));
    for level in [Level::Easy, Level::Medium] {
        let choice = ai::choose(&g, S0, level, 1, 0).unwrap();
        assert!(
            !matches!(choice, AnyCommand::Base(Command::Pass)),
            "{level} does not pass with Rage and good actions left"
        );
    }
}
