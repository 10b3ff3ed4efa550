//! Mystics of Midgard (option `mystics`, shared/reference/expansions.md section 2): the Mystic
//! figure (2.2), a scenario per Mystic upgrade (2.3) written from the reference's text with the
//! exact events, the rulings EX-21 to EX-27, and the combinations 2.5 and section 5 call out.

use crate::support::*;
use bloodrage_bot::engine::base::data::CardName;

const MYSTIC: Figure = Figure::Mystic;

fn chosen(card: CardName) -> Cause {
    Cause::Card(card)
}

// ================================================================ The figure (2.2)

#[test]
fn mystics_invade_for_nothing_with_str_two_that_warrior_upgrades_never_change() {
    let mut game = Scenario::new(2)
        .mystics(S0, 1)
        .upgrade(S0, "Masters in Arms")
        .rage(S0, 1)
        .build();
    let legal = game.legal_commands(S0);
    for p in ProvinceId::outer() {
        assert!(legal.contains(&Command::Invade {
            figure: MYSTIC,
            to: Place::Province(p)
        }));
    }
    assert_eq!(
        refuse(
            &mut game,
            S0,
            Command::Invade {
                figure: MYSTIC,
                to: at("yggdrasil")
            }
        ),
        RuleError::NoInvadeIntoYggdrasil,
        "2.2: never into Yggdrasil"
    );
    let events = play(
        &mut game,
        S0,
        Command::Invade {
            figure: MYSTIC,
            to: at("gimle"),
        },
    );
    assert_eq!(
        events[0],
        Event::Invaded {
            seat: S0,
            figure: MYSTIC,
            to: at("gimle"),
            cost: 0,
            from_valhalla: false
        }
    );
    assert_eq!(game.rage(S0), 1, "a Mystic invades for 0 Rage");
    assert_eq!(
        game.str_in(S0, p("gimle")),
        2,
        "STR 2, Masters in Arms or not"
    );
    assert_eq!(game.mystics_at(S0, Loc::At(at("gimle"))), (1, 1));
}

#[test]
fn a_mystic_needs_one_rage_and_horns_room_like_any_invasion() {
    let game = Scenario::new(2).mystics(S0, 1).rage(S0, 0).build();
    assert_eq!(
        game.legal_commands(S0),
        [Command::Pass],
        "every action needs 1 Rage"
    );
    let full = Scenario::new(2)
        .mystics(S0, 1)
        .figures(S0, WARRIOR, "gimle", 4)
        .build();
    assert!(
        !full
            .legal_commands(S0)
            .iter()
            .any(|c| matches!(c, Command::Invade { .. })),
        "Horns 4 reached"
    );
}

#[test]
fn mystics_count_nothing_in_a_wolfmans_battle() {
    let mut game = Scenario::new(2)
        .figures(S0, MYSTIC, "gimle", 2)
        .monster(S1, Monster::Wolfman, "gimle")
        .build();
    let events = pillage(&mut game, S0, "gimle");
    let events = skip_call_then(&mut game, events);
    assert!(
        events.contains(&Event::BattleTotals {
            province: p("gimle"),
            totals: vec![(S0, 0), (S1, 3)],
            winner: Some(S1)
        }),
        "section 5: a Mystic is no Monster; {events:?}"
    );
    assert_eq!(
        destroyed(&events),
        vec![
            Event::FigureDestroyed {
                seat: S0,
                figure: MYSTIC,
                at: at("gimle"),
                cause: Cause::Battle
            };
            2
        ]
    );
    assert_eq!(game.mystics_at(S0, Loc::Valhalla), (2, 0));
}

#[test]
fn mystics_go_back_to_the_reserve_at_release_valhalla_never_to_the_supply() {
    // Nothing to decide in this Ragnarök: the scenario runs on through Release Valhalla to the
    // next Age's draft.
    let game = Scenario::new(2)
        .valhalla(S0, MYSTIC, 2)
        .at_phase(Phase::Ragnarok)
        .build();
    assert!(matches!(decision(&game), Decision::Draft { age: 2, .. }));
    assert_eq!(game.in_valhalla(S0), 0);
    assert_eq!(game.mystics_at(S0, Loc::Reserve), (2, 0));
}

// ================================================================ Playing a Mystic upgrade

#[test]
fn friggas_chosen_brings_a_mystic_from_the_supply_with_no_free_invasion() {
    let mut game = Scenario::new(2)
        .hand(S0, &["Frigga's Chosen"])
        .rage(S0, 1)
        .build();
    let card = in_hand(&game, S0, "Frigga's Chosen");
    let events = play(&mut game, S0, Command::Upgrade { card, slot: 0 });
    assert_eq!(
        events[..2],
        [
            Event::UpgradePlayed {
                seat: S0,
                card,
                slot: 5,
                cost: 0,
                replaced: None
            },
            Event::MysticJoined {
                seat: S0,
                card: CardName::FriggasChosen
            }
        ],
        "EX-21: it costs 0; EX-22: a Mystic joins the reserve"
    );
    assert_eq!(game.mystics_at(S0, Loc::Reserve), (1, 1));
    assert_eq!(
        awaited(&game),
        [S1],
        "no free invasion (EX-22): the turn is over"
    );
}

#[test]
fn odins_chosen_brings_no_third_mystic_and_a_replaced_upgrade_leaves_the_mystics() {
    let mut game = Scenario::new(2)
        .upgrade(S0, "Frigga's Chosen")
        .mystics(S0, 2)
        .figure(S0, MYSTIC, "gimle")
        .hand(S0, &["Odin's Chosen"])
        .build();
    let card = in_hand(&game, S0, "Odin's Chosen");
    let events = play(&mut game, S0, Command::Upgrade { card, slot: 0 });
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::MysticJoined { .. })),
        "EX-23: never more than 2 Mystics"
    );
    assert!(matches!(
        events[0],
        Event::UpgradePlayed {
            replaced: Some(_),
            ..
        }
    ));
    assert_eq!(
        game.mystics_at(S0, Loc::Reserve),
        (1, 0),
        "EX-23: they stay"
    );
    assert_eq!(game.mystics_at(S0, Loc::At(at("gimle"))), (1, 0));
}

// ================================================================ Frigga's Chosen (EX-25)

#[test]
fn friggas_chosen_lets_a_losing_mystic_move_to_an_adjacent_province_instead_of_dying() {
    let mut game = Scenario::new(3)
        .upgrade(S0, "Frigga's Chosen")
        .figure(S0, MYSTIC, "gimle")
        .figure(S1, LEADER, "gimle")
        .figure(S1, WARRIOR, "gimle")
        .figures(S2, WARRIOR, "andlang", 3)
        .turn(S1)
        .build();
    pillage(&mut game, S1, "gimle");
    skip_call(&mut game);
    assert_eq!(
        decision(&game),
        Decision::Save {
            figure: MYSTIC,
            at: at("gimle"),
            cause: Cause::Battle,
            protect: false,
            retreat: false,
            escape: true
        }
    );
    assert_eq!(
        game.legal_commands(S0),
        [
            Command::Escape { to: p("myrkulor") },
            Command::Escape { to: p("yggdrasil") },
            Command::Done
        ],
        "adjacent, standing, with an empty village (Andlang is full), or Yggdrasil"
    );
    let events = play(&mut game, S0, Command::Escape { to: p("yggdrasil") });
    assert_eq!(
        events[0],
        Event::MysticEscaped {
            seat: S0,
            from: at("gimle"),
            to: p("yggdrasil")
        }
    );
    assert!(destroyed(&events).is_empty(), "it is not destroyed");
    assert_eq!(game.in_valhalla(S0), 0);
    assert_eq!(game.mystics_at(S0, Loc::At(at("yggdrasil"))), (1, 1));
}

#[test]
fn friggas_chosen_saves_a_mystic_from_ragnarok_and_it_earns_no_glory() {
    let mut game = Scenario::new(2)
        .upgrade(S0, "Frigga's Chosen")
        .figure(S0, MYSTIC, "myrkulor")
        .at_phase(Phase::Ragnarok)
        .build();
    assert_eq!(
        decision(&game),
        Decision::Save {
            figure: MYSTIC,
            at: at("myrkulor"),
            cause: Cause::Ragnarok,
            protect: false,
            retreat: false,
            escape: true
        }
    );
    let events = play(&mut game, S0, Command::Escape { to: p("elvagar") });
    assert!(
        glory_events(&events).is_empty(),
        "no Ragnarök Glory: {events:?}"
    );
    assert_eq!(game.mystics_at(S0, Loc::At(at("elvagar"))), (1, 1));
}

#[test]
fn friggas_chosen_cannot_undo_friggas_sacrifice() {
    let mut game = Scenario::new(2)
        .upgrade(S0, "Frigga's Chosen")
        .upgrade(S0, "Frigga's Sacrifice")
        .figure(S0, MYSTIC, "gimle")
        .figure(S0, WARRIOR, "gimle")
        .build();
    play(&mut game, S0, Command::Sacrifice);
    let events = play(
        &mut game,
        S0,
        Command::Destroy {
            figure: MYSTIC,
            at: at("gimle"),
        },
    );
    assert_eq!(
        destroyed(&events),
        [Event::FigureDestroyed {
            seat: S0,
            figure: MYSTIC,
            at: at("gimle"),
            cause: chosen(CardName::FriggasSacrifice)
        }],
        "EX-25: every cause but Frigga's Sacrifice"
    );
}

// ================================================================ Odin's Chosen (EX-26)

#[test]
fn odins_chosen_destroys_an_enemy_warrior_and_the_mystic_takes_its_village() {
    let mut game = Scenario::new(2)
        .upgrade(S0, "Odin's Chosen")
        .mystics(S0, 1)
        .figure(S0, WARRIOR, "utgard")
        .figures(S1, WARRIOR, "myrkulor", 3)
        .figure(S1, LEADER, "utgard")
        .rage(S0, 1)
        .build();
    let strikes: Vec<Command> = game
        .legal_commands(S0)
        .into_iter()
        .filter(|c| matches!(c, Command::Strike { .. }))
        .collect();
    assert_eq!(
        strikes,
        [Command::Strike {
            to: p("myrkulor"),
            enemy: S1,
            victim: WARRIOR
        }],
        "an enemy Warrior or Mystic only: not a Leader, not one's own figures"
    );
    let events = play(&mut game, S0, strikes[0]);
    assert_eq!(
        events[..3],
        [
            Event::MysticStruck {
                seat: S0,
                province: p("myrkulor"),
                enemy: S1,
                victim: WARRIOR
            },
            Event::FigureDestroyed {
                seat: S1,
                figure: WARRIOR,
                at: at("myrkulor"),
                cause: chosen(CardName::OdinsChosen)
            },
            Event::Invaded {
                seat: S0,
                figure: MYSTIC,
                to: at("myrkulor"),
                cost: 0,
                from_valhalla: false
            }
        ],
        "into a full province, for nothing"
    );
    assert_eq!(game.rage(S0), 1);
    assert_eq!(game.count_at(S1, at("myrkulor")), 2);
    assert_eq!(game.mystics_at(S0, Loc::At(at("myrkulor"))), (1, 1));
}

#[test]
fn odins_chosen_leaves_the_mystic_in_reserve_when_frigga_protects_the_victim() {
    let mut game = Scenario::new(2)
        .upgrade(S0, "Odin's Chosen")
        .mystics(S0, 1)
        .upgrade(S1, "Frigga's Protection")
        .figures(S1, MYSTIC, "gimle", 1)
        .rage(S1, 2)
        .build();
    play(
        &mut game,
        S0,
        Command::Strike {
            to: p("gimle"),
            enemy: S1,
            victim: MYSTIC,
        },
    );
    assert!(matches!(
        decision(&game),
        Decision::Save {
            figure: MYSTIC,
            protect: true,
            ..
        }
    ));
    let events = play(&mut game, S1, Command::Protect);
    assert_eq!(
        events[1],
        Event::MysticHeldBack {
            seat: S0,
            province: p("gimle")
        },
        "EX-26: its village is not free, though others are"
    );
    assert_eq!(game.mystics_at(S0, Loc::Reserve), (1, 1));
    assert_eq!(awaited(&game), [S1], "the turn is spent");
}

#[test]
fn odins_chosen_is_refused_into_yggdrasil_and_without_the_card() {
    let mut game = Scenario::new(2)
        .upgrade(S0, "Odin's Chosen")
        .mystics(S0, 1)
        .figure(S1, WARRIOR, "yggdrasil")
        .figure(S1, WARRIOR, "gimle")
        .build();
    assert_eq!(
        refuse(
            &mut game,
            S0,
            Command::Strike {
                to: p("yggdrasil"),
                enemy: S1,
                victim: WARRIOR
            }
        ),
        RuleError::NoInvadeIntoYggdrasil
    );
    let mut without = Scenario::new(2)
        .mystics(S0, 1)
        .figure(S1, WARRIOR, "gimle")
        .build();
    assert!(matches!(
        refuse(
            &mut without,
            S0,
            Command::Strike {
                to: p("gimle"),
                enemy: S1,
                victim: WARRIOR
            }
        ),
        RuleError::MissingUpgrade {
            card: CardName::OdinsChosen
        }
    ));
}

#[test]
fn odins_chosen_victim_may_escape_with_friggas_chosen_and_frees_its_village() {
    let mut game = Scenario::new(2)
        .upgrade(S0, "Odin's Chosen")
        .mystics(S0, 1)
        .upgrade(S1, "Frigga's Chosen")
        .figure(S1, MYSTIC, "utgard")
        .figures(S1, WARRIOR, "utgard", 2)
        .build();
    play(
        &mut game,
        S0,
        Command::Strike {
            to: p("utgard"),
            enemy: S1,
            victim: MYSTIC,
        },
    );
    let events = play(&mut game, S1, Command::Escape { to: p("horgr") });
    assert_eq!(
        events[..2],
        [
            Event::MysticEscaped {
                seat: S1,
                from: at("utgard"),
                to: p("horgr")
            },
            Event::Invaded {
                seat: S0,
                figure: MYSTIC,
                to: at("utgard"),
                cost: 0,
                from_valhalla: false
            }
        ]
    );
}

// ================================================================ Thor's Chosen (EX-27, EX-24)

#[test]
fn thors_chosen_pays_three_glory_per_mystic_of_the_winner_twice_with_both_copies() {
    let mut game = Scenario::new(4)
        .upgrade(S0, "Thor's Chosen")
        .upgrade(S0, "Thor's Chosen")
        .figures(S0, MYSTIC, "gimle", 2)
        .figure(S1, WARRIOR, "gimle")
        .hand(S0, &["Thor's Hammer"])
        .build();
    pillage(&mut game, S0, "gimle");
    skip_call(&mut game);
    let events = cards(&mut game, &[(S0, "Thor's Hammer")]);
    let causes: Vec<(Cause, u32)> = glory_events(&events)
        .into_iter()
        .filter_map(|e| match e {
            Event::GloryGained {
                seat: S0,
                amount,
                cause,
            } if cause != Cause::Pillage => Some((cause, amount)),
            _ => None,
        })
        .collect();
    assert_eq!(
        causes[..3],
        [
            (Cause::Battle, 3),
            (chosen(CardName::ThorsChosen), 6),
            (chosen(CardName::ThorsChosen), 6),
        ],
        "EX-30: Axes, then Thor's Chosen (both copies, EX-24)"
    );
    assert_eq!(
        causes[3].0,
        chosen(CardName::ThorsHammer),
        "then Thor's Hammer"
    );
    assert_eq!(causes.len(), 4);
}

#[test]
fn thors_chosen_pays_nothing_to_a_loser_or_without_a_mystic_in_the_province() {
    let mut game = Scenario::new(2)
        .upgrade(S0, "Thor's Chosen")
        .figure(S0, MYSTIC, "gimle")
        .figures(S1, WARRIOR, "gimle", 3)
        .build();
    let events = pillage(&mut game, S0, "gimle");
    let events = skip_call_then(&mut game, events);
    assert!(
        !glory_events(&events)
            .iter()
            .any(|e| matches!(e, Event::GloryGained { cause, .. } if *cause == chosen(CardName::ThorsChosen))),
        "{events:?}"
    );
}
