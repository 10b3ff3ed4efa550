//! Scenario tests named after the rules they check, and random playouts with invariants.

use super::*;
use crate::engine::rng::mix;

fn config(players: u8, seed: u64) -> GameConfig {
    GameConfig::valhalla(players, seed, ValhallaOptions::default())
}

/// Plays a game to its end with random legal commands; checks invariants after each command.
fn random_game(players: u8, seed: u64) -> (Game, usize) {
    let mut game = <Game as Rules>::new(&config(players, seed)).expect("set-up");
    let mut state = seed;
    let mut commands = 0;
    while game.outcome.is_none() {
        let awaited = game.awaited_seats();
        let seat = awaited
            .iter()
            .next()
            .expect("someone is awaited until the end");
        let legal = game.legal_for(seat);
        assert!(
            !legal.is_empty(),
            "{seat} has a legal command at {:?}",
            game.ask
        );
        state = mix(state);
        let pick = legal[(state % legal.len() as u64) as usize];
        game.apply(seat, &pick)
            .expect("a legal command is accepted");
        commands += 1;
        check_invariants(&game);
        assert!(commands < 20_000, "the game ends");
    }
    (game, commands)
}

fn check_invariants(g: &Game) {
    let n = g.players() as usize;
    // Every card is in exactly one place; hands and slots within limits.
    for seat in g.seats() {
        assert!(g.slots(seat).len() <= 7, "seven slots at most");
        for stat in Stat::ALL {
            assert!((1..=6).contains(&g.stat_step(seat, stat)));
        }
    }
    // Figures: clan figures always owned; monsters owned only once recruited.
    for f in g.figures() {
        match f.kind {
            Kind::Monster(_) => assert_eq!(f.owner.is_none(), f.loc == Loc::Aside),
            _ => assert!(f.owner.is_some() && f.loc != Loc::Aside),
        }
    }
    // Chamber tokens never hold a god; gods never leave (VH-35).
    let gods_on_board = g.gods.iter().filter(|x| x.is_some()).count();
    assert!(gods_on_board <= usize::from(g.age));
    for c in g.pack.chamber_ids() {
        assert!(!(g.has_token(c) && g.god_in(c).is_some()));
    }
    assert_eq!(g.hands.len(), n);
}

#[test]
fn random_games_end_with_scores_for_three_four_and_five_players() {
    for players in 3..=5u8 {
        for seed in 0..6u64 {
            let (game, _) = random_game(players, seed * 31 + u64::from(players));
            let outcome = game.outcome.clone().expect("over");
            assert_eq!(outcome.glory.len(), players as usize);
            assert_eq!(game.phase(), Phase::Over);
        }
    }
}

#[test]
fn replaying_the_log_gives_the_same_game() {
    let cfg = config(4, 77);
    let mut game = <Game as Rules>::new(&cfg).unwrap();
    let mut log = Vec::new();
    let mut state = 9u64;
    while game.outcome.is_none() {
        let seat = game.awaited_seats().iter().next().unwrap();
        let legal = game.legal_for(seat);
        state = mix(state);
        let pick = legal[(state % legal.len() as u64) as usize];
        game.apply(seat, &pick).unwrap();
        log.push((seat, pick));
    }
    let again = <Game as Rules>::replay(&cfg, &log).unwrap();
    assert_eq!(again, game);
}

#[test]
fn debug_print_a_game() {
    let mut game = <Game as Rules>::new(&config(4, 5)).expect("set-up");
    let mut state = 5u64;
    let mut counts = std::collections::BTreeMap::new();
    for e in game.opening_events() {
        eprintln!("{e:?}");
    }
    while game.outcome.is_none() {
        let seat = game.awaited_seats().iter().next().unwrap();
        let legal = game.legal_for(seat);
        state = mix(state);
        let pick = legal[(state % legal.len() as u64) as usize];
        *counts.entry(game.decision_kind()).or_insert(0) += 1;
        let ev = game.apply(seat, &pick).unwrap();
        if game.age == 1 && !matches!(game.ask, Some(Ask::Draft)) {
            eprintln!("{seat} {pick:?} -> {ev:?}");
        }
    }
    eprintln!("{counts:?} glory {:?}", game.glory);
}
