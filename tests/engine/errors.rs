//! Bad input: every refusal names the broken rule with its numbers, tells the player what to do
//! instead, and leaves the game exactly as it was (`refuse` checks that).

use crate::support::*;
use bloodrage_bot::engine::base::data::CardName;
use bloodrage_bot::engine::base::{DecisionKind, Wanted};

#[test]
fn a_seat_that_is_not_awaited_is_told_who_is() {
    let mut game = Scenario::new(3).build();
    assert_eq!(
        refuse(&mut game, S1, Command::Pass),
        RuleError::NotYourTurn {
            waiting: vec![S0],
            decision: DecisionKind::Action
        }
    );
    assert_eq!(
        RuleError::NotYourTurn {
            waiting: vec![S0],
            decision: DecisionKind::Action
        }
        .to_string(),
        "not your turn: the game is waiting for seat 1 to take an action or pass"
    );
}

#[test]
fn a_seat_that_has_already_answered_a_simultaneous_decision_is_refused() {
    let mut game = Game::new(&GameConfig::base(3, 1)).unwrap();
    let pick = game.private_view(S0).pack[0];
    play(&mut game, S0, Command::Draft { card: pick });
    let again = game.private_view(S0).pack[0];
    assert!(matches!(
        refuse(&mut game, S0, Command::Draft { card: again }),
        RuleError::NotYourTurn { waiting, .. } if waiting == vec![S1, S2]
    ));
}

#[test]
fn a_command_that_does_not_answer_the_pending_decision_is_refused() {
    let mut game = Game::new(&GameConfig::base(3, 1)).unwrap();
    assert_eq!(
        refuse(&mut game, S0, Command::Pass),
        RuleError::WrongDecision {
            got: "pass",
            expected: DecisionKind::Draft
        }
    );
}

#[test]
fn a_seat_beyond_the_table_is_refused() {
    let mut game = Scenario::new(2).build();
    assert_eq!(
        refuse(&mut game, Seat(4), Command::Pass),
        RuleError::NoSuchSeat {
            seat: Seat(4),
            players: 2
        }
    );
}

#[test]
fn an_unknown_card_is_refused() {
    let mut game = Scenario::new(2).build();
    assert_eq!(
        refuse(&mut game, S0, Command::Quest { card: CardId(200) }),
        RuleError::UnknownCard { card: 200 }
    );
}

#[test]
fn a_card_that_is_not_yours_is_refused() {
    let mut game = Scenario::new(2).hand(S1, &["Alfheim"]).build();
    let card = in_hand(&game, S1, "Alfheim");
    assert_eq!(
        refuse(&mut game, S0, Command::Quest { card }),
        RuleError::CardNotInHand { card }
    );
    let mut game = Game::new(&GameConfig::base(3, 1)).unwrap();
    let other = game.private_view(S1).pack[0];
    assert_eq!(
        refuse(&mut game, S0, Command::Draft { card: other }),
        RuleError::CardNotInPack { card: other }
    );
}

#[test]
fn a_card_of_the_wrong_kind_is_refused() {
    let mut game = Scenario::new(2)
        .hand(S0, &["Tyr's Bash", "Thor's Glory"])
        .build();
    let bash = in_hand(&game, S0, "Tyr's Bash");
    assert_eq!(
        refuse(
            &mut game,
            S0,
            Command::Upgrade {
                card: bash,
                slot: 0
            }
        ),
        RuleError::WrongCardKind {
            card: bash,
            wanted: Wanted::Upgrade
        }
    );
    assert_eq!(
        refuse(&mut game, S0, Command::Quest { card: bash }),
        RuleError::WrongCardKind {
            card: bash,
            wanted: Wanted::Quest
        }
    );
    let glory = in_hand(&game, S0, "Thor's Glory");
    assert_eq!(
        refuse(
            &mut game,
            S0,
            Command::Upgrade {
                card: glory,
                slot: 3
            }
        ),
        RuleError::NoSuchSlot { slot: 3, count: 3 }
    );
}

#[test]
fn not_enough_rage_names_what_it_costs_and_what_you_have() {
    let mut game = Scenario::new(2)
        .rage(S0, 1)
        .hand(S0, &["Fire Giant"])
        .build();
    assert_eq!(
        refuse(
            &mut game,
            S0,
            Command::Invade {
                figure: SHIP,
                to: at("north")
            }
        ),
        RuleError::NotEnoughRage { need: 2, have: 1 }
    );
    let giant = in_hand(&game, S0, "Fire Giant");
    assert_eq!(
        refuse(
            &mut game,
            S0,
            Command::Upgrade {
                card: giant,
                slot: 0
            }
        ),
        RuleError::NotEnoughRage { need: 4, have: 1 }
    );
    assert_eq!(
        RuleError::NotEnoughRage { need: 4, have: 1 }.to_string(),
        "not enough Rage: this costs 4 and you have 1"
    );
}

#[test]
fn a_figure_that_is_not_in_reserve_cannot_invade() {
    let mut game = Scenario::new(2).figure(S0, LEADER, "gimle").build();
    assert_eq!(
        refuse(
            &mut game,
            S0,
            Command::Invade {
                figure: LEADER,
                to: at("horgr")
            }
        ),
        RuleError::NotInReserve { figure: LEADER }
    );
    let troll = Figure::Monster(Monster::Troll);
    assert_eq!(
        refuse(
            &mut game,
            S0,
            Command::Invade {
                figure: troll,
                to: at("horgr")
            }
        ),
        RuleError::NotInReserve { figure: troll }
    );
}

#[test]
fn an_action_needing_an_upgrade_you_lack_is_refused() {
    let mut game = Scenario::new(2)
        .figure(S0, WARRIOR, "gimle")
        .pillaged("gimle")
        .build();
    assert_eq!(
        refuse(
            &mut game,
            S0,
            Command::Challenge {
                province: p("gimle")
            }
        ),
        RuleError::MissingUpgrade {
            card: CardName::TyrsChallenge
        }
    );
    assert_eq!(
        refuse(&mut game, S0, Command::Sacrifice),
        RuleError::MissingUpgrade {
            card: CardName::FriggasSacrifice
        }
    );
    assert_eq!(
        refuse(
            &mut game,
            S0,
            Command::Recall {
                figure: WARRIOR,
                to: at("horgr")
            }
        ),
        RuleError::MissingUpgrade {
            card: CardName::FriggasDomain
        }
    );
}

#[test]
fn a_stat_on_its_last_step_cannot_be_raised() {
    let mut game = Scenario::new(2)
        .step(S0, Stat::Rage, 6)
        .figure(S0, LEADER, "gimle")
        .quests(S0, &["Alfheim"])
        .ragnarok(["horgr", "horgr", "horgr"])
        .at_phase(Phase::Quest)
        .build();
    assert_eq!(
        refuse(&mut game, S0, Command::Raise { stat: Stat::Rage }),
        RuleError::StatAtTop { stat: Stat::Rage }
    );
    assert!(
        !game
            .legal_commands(S0)
            .contains(&Command::Raise { stat: Stat::Rage }),
        "D-11"
    );
}

#[test]
fn an_effect_choice_that_is_not_offered_says_what_is() {
    let mut game = Scenario::new(2)
        .hand(S0, &["Odin's Tide"])
        .hand(S1, &["Tyr's Bash"])
        .figure(S0, LEADER, "gimle")
        .figure(S0, WARRIOR, "gimle")
        .figure(S1, WARRIOR, "gimle")
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    cards(&mut game, &[(S0, "Odin's Tide"), (S1, "Tyr's Bash")]);
    assert_eq!(
        refuse(
            &mut game,
            S0,
            Command::Spare {
                figure: SHIP,
                at: at("west")
            }
        ),
        RuleError::FigureNotThere {
            figure: SHIP,
            place: at("west")
        }
    );
    match refuse(&mut game, S0, Command::Accept) {
        RuleError::WrongDecision { got, expected } => {
            assert_eq!(got, "accept");
            assert_eq!(expected, DecisionKind::Spare);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn commands_after_the_end_of_the_game_are_refused() {
    let mut game = Scenario::new(2)
        .age(3)
        .at_phase(Phase::ReleaseValhalla)
        .build();
    assert!(game.outcome().is_some());
    assert_eq!(refuse(&mut game, S0, Command::Pass), RuleError::GameOver);
}

#[test]
fn a_malformed_payload_is_a_parse_error_not_a_rule_error() {
    for text in [
        "",
        "{}",
        r#"{"pillage":{"province":"asgard"}}"#,
        r#"{"invade":{"figure":"warrior"}}"#,
        r#"{"draft":{"card":-1}}"#,
        r#"{"pass":{}}"#,
    ] {
        assert!(Command::from_json(text).is_err(), "{text}");
    }
}

#[test]
fn an_invalid_player_count_is_refused_at_set_up() {
    for players in [0u8, 1, 6] {
        assert!(Game::new(&GameConfig::base(players, 1)).is_err());
    }
}

#[test]
fn clans_must_be_one_distinct_clan_per_seat() {
    use bloodrage_bot::engine::ClanName;
    let mut config = GameConfig::base(3, 1);
    config.clans = vec![ClanName::Ram, ClanName::Ram, ClanName::Wolf];
    assert!(Game::new(&config).is_err());
    config.clans = vec![ClanName::Ram, ClanName::Bear];
    assert!(Game::new(&config).is_err());
    config.clans = vec![ClanName::Ram, ClanName::Bear, ClanName::Wolf];
    let game = Game::new(&config).unwrap();
    let clans: Vec<ClanName> = game.public_view().clans.iter().map(|c| c.clan).collect();
    assert_eq!(clans, config.clans);
    let default = Game::new(&GameConfig::base(2, 1)).unwrap();
    assert_eq!(default.public_view().clans[Seat(1)].clan, ClanName::Serpent);
}
