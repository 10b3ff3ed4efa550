//! Answers given without waiting (B-13): a forced choice is the seat's only legal command and
//! everybody can tell it is (so answering at once reveals nothing), and a standing order answers
//! exactly the decisions it names, with a legal command.

use super::support::*;
use bloodrage_bot::engine::rng::GameRng;
use bloodrage_bot::engine::{Standing, StandingOrder};
use bloodrage_bot::sim;
use bloodrage_bot::vocabulary::Vocabulary as _;

#[test]
fn a_forced_choice_is_the_only_legal_command_and_whether_there_is_one_never_depends_on_hidden_cards()
 {
    let (mut forced, mut checked) = (0, 0);
    for seed in 0..60u64 {
        let players = 2 + (seed % 4) as u8;
        let mut game = Game::new(&GameConfig::base(players, seed)).unwrap();
        let mut position = 0;
        while game.outcome().is_none() && position < 400 {
            for seat in game.awaited().iter() {
                let answer = game.forced(seat);
                if let Some(command) = &answer {
                    forced += 1;
                    assert_eq!(game.legal_commands(seat), vec![*command]);
                    assert!(!matches!(
                        decision(&game),
                        Decision::LateCard { .. } | Decision::Save { .. }
                    ));
                }
                // Every other seat, imagining the cards it cannot see dealt otherwise, would find
                // the same: forced or not.
                for other in (0..players).map(Seat).filter(|o| *o != seat) {
                    for k in 0..2 {
                        let imagined =
                            game.determinize(other, &mut GameRng::from_seed(seed * 7 + k));
                        assert_eq!(
                            imagined.forced(seat).is_some(),
                            answer.is_some(),
                            "seed {seed} at {position}: {seat}'s {:?} as {other} imagines it",
                            decision(&game)
                        );
                        checked += 1;
                    }
                }
            }
            let before = position;
            position = sim::play(&mut game, position, Some(position + 1), |_, _, _| {}).unwrap();
            if position == before {
                break;
            }
        }
    }
    assert!(forced > 200, "only {forced} forced choices met");
    assert!(checked > 10_000);
}

#[test]
fn a_standing_order_answers_only_the_decision_it_names_and_with_a_legal_command() {
    let mut met = std::collections::BTreeSet::new();
    for seed in 100..130u64 {
        let players = 2 + (seed % 4) as u8;
        let mut game = Game::new(&GameConfig::base(players, seed)).unwrap();
        let mut position = 0;
        while game.outcome().is_none() {
            let d = decision(&game);
            for seat in game.awaited().iter() {
                let age = game.age();
                for order in [
                    StandingOrder::DeclineCalls,
                    StandingOrder::NoLateCards,
                    StandingOrder::AiDraftsAge(age),
                    StandingOrder::AiDraftsAge(age % 3 + 1),
                ] {
                    let expected = match (&d, order) {
                        (Decision::CallToBattle { .. }, StandingOrder::DeclineCalls)
                        | (Decision::LateCard { .. }, StandingOrder::NoLateCards) => {
                            Some(Standing::Answer(Command::Done))
                        }
                        (Decision::Draft { age: a, .. }, StandingOrder::AiDraftsAge(wanted))
                            if *a == wanted =>
                        {
                            Some(Standing::Delegate)
                        }
                        _ => None,
                    };
                    let got = game.standing(seat, order);
                    assert_eq!(got, expected, "seed {seed}: {order} on {d:?}");
                    if let Some(Standing::Answer(command)) = &got {
                        assert!(game.legal_commands(seat).contains(command));
                        met.insert(d.kind().slug());
                    }
                    if got == Some(Standing::Delegate) {
                        met.insert("draft");
                    }
                }
            }
            position = sim::play(&mut game, position, Some(position + 1), |_, _, _| {}).unwrap();
        }
    }
    assert_eq!(
        met.into_iter().collect::<Vec<_>>(),
        ["call_to_battle", "draft", "late_card"]
    );
}

#[test]
fn a_clan_without_rage_has_no_choice_but_to_pass_and_everybody_knows_it() {
    let mut game = Scenario::new(2).rage(S0, 0).build();
    assert_eq!(decision(&game), Decision::Action);
    assert_eq!(awaited(&game), [S0]);
    assert_eq!(game.forced(S0), Some(Command::Pass));
    play(&mut game, S0, Command::Pass);
}
