//! Every card and monster with a text, each in at least one test named after it, asserting the
//! exact events; the official FAQ interactions; and the coverage check that fails when a card with
//! text has no test.

use crate::support::*;
use bloodrage_bot::engine::base::data::{CardName, catalogue};
use bloodrage_bot::engine::base::{EffectKind, NotOffered, effect_kind};

fn monster(m: Monster) -> Figure {
    Figure::Monster(m)
}

fn turn(seat: Seat) -> Event {
    Event::TurnBegan { seat }
}

fn card(game: &Game, seat: Seat, name: &str) -> CardId {
    in_hand(game, seat, name)
}

fn gained(seat: Seat, amount: u32, cause: Cause) -> Event {
    Event::GloryGained {
        seat,
        amount,
        cause,
    }
}

fn by(name: CardName) -> Cause {
    Cause::Card(name)
}

fn killed(seat: Seat, figure: Figure, place: &str, cause: Cause) -> Event {
    Event::FigureDestroyed {
        seat,
        figure,
        at: at(place),
        cause,
    }
}

// ================================================================ Monsters

#[test]
fn troll_destroys_enemy_warriors_on_invade_but_not_when_it_moves() {
    let mut game = Scenario::new(2)
        .upgrade(S0, "Troll")
        .figures(S1, WARRIOR, "horgr", 2)
        .figure(S1, LEADER, "horgr")
        .figure(S1, WARRIOR, "muspelheim")
        .build();
    let troll = monster(Monster::Troll);
    let events = play(
        &mut game,
        S0,
        Command::Invade {
            figure: troll,
            to: at("horgr"),
        },
    );
    assert_eq!(
        events,
        [
            Event::Invaded {
                seat: S0,
                figure: troll,
                to: at("horgr"),
                cost: 2,
                from_valhalla: false
            },
            killed(S1, WARRIOR, "horgr", by(CardName::Troll)),
            killed(S1, WARRIOR, "horgr", by(CardName::Troll)),
            turn(S1),
        ]
    );
    assert_eq!(
        game.count_at(S1, at("horgr")),
        1,
        "only Warriors die; the Leader stays"
    );
    play(&mut game, S1, Command::Pass);
    play(
        &mut game,
        S0,
        Command::March {
            from: p("horgr"),
            to: p("muspelheim"),
        },
    );
    let events = play(&mut game, S0, Command::Move { figure: troll });
    assert!(
        destroyed(&events).is_empty(),
        "D-30: moving the Troll destroys nothing"
    );
}

#[test]
fn dwarf_chieftain_costs_nothing_to_play_or_to_invade() {
    let mut game = Scenario::new(2).hand(S0, &["Dwarf Chieftain"]).build();
    let c = card(&game, S0, "Dwarf Chieftain");
    let events = play(&mut game, S0, Command::Upgrade { card: c, slot: 0 });
    assert_eq!(
        events,
        [Event::UpgradePlayed {
            seat: S0,
            card: c,
            slot: 3,
            cost: 0,
            replaced: None
        }]
    );
    play(&mut game, S0, Command::Done);
    play(&mut game, S1, Command::Pass);
    let dwarf = monster(Monster::DwarfChieftain);
    let events = play(
        &mut game,
        S0,
        Command::Invade {
            figure: dwarf,
            to: at("gimle"),
        },
    );
    assert!(matches!(events[0], Event::Invaded { cost: 0, .. }));
    assert_eq!(game.rage(S0), 6);
    assert_eq!(game.str_in(S0, p("gimle")), 2);
}

#[test]
fn soldier_of_hel_costs_nothing_to_play_or_to_invade() {
    let mut game = Scenario::new(2).hand(S0, &["Soldier of Hel"]).build();
    let c = card(&game, S0, "Soldier of Hel");
    let events = play(&mut game, S0, Command::Upgrade { card: c, slot: 0 });
    assert!(matches!(events[0], Event::UpgradePlayed { cost: 0, .. }));
    let soldier = monster(Monster::SoldierOfHel);
    let events = play(
        &mut game,
        S0,
        Command::Invade {
            figure: soldier,
            to: at("gimle"),
        },
    );
    assert!(matches!(events[0], Event::Invaded { cost: 0, .. }));
    assert_eq!(game.rage(S0), 6);
    assert_eq!(game.str_in(S0, p("gimle")), 3, "D-51: STR 3");
}

#[test]
fn sea_serpent_counts_as_a_ship_in_fjords_battles_and_dragons() {
    let mut game = Scenario::new(3)
        .upgrade(S0, "Sea Serpent")
        .upgrade(S0, "Loki's Dragons")
        .build();
    let serpent = monster(Monster::SeaSerpent);
    assert_eq!(
        refuse(
            &mut game,
            S0,
            Command::Invade {
                figure: serpent,
                to: at("gimle")
            }
        ),
        RuleError::WrongWaters {
            figure: serpent,
            place: at("gimle")
        }
    );
    let mut game = Scenario::new(3)
        .turn(S1)
        .monster(S0, Monster::SeaSerpent, "west")
        .upgrade(S0, "Loki's Dragons")
        .figure(S1, LEADER, "myrkulor")
        .figures(S1, WARRIOR, "myrkulor", 2)
        .build();
    let events = play(
        &mut game,
        S1,
        Command::Pillage {
            province: p("myrkulor"),
        },
    );
    assert_eq!(
        events,
        [
            Event::PillageDeclared {
                seat: S1,
                province: p("myrkulor"),
                challenge: false,
                cost: 0
            },
            Event::BattleBegan {
                province: p("myrkulor"),
                pillager: S1,
                challenge: false,
                participants: vec![S1, S0],
                valkyrie: None
            },
            Event::CardsRevealed {
                round: 1,
                cards: vec![]
            },
            Event::BattleTotals {
                province: p("myrkulor"),
                totals: vec![(S1, 5), (S0, 3)],
                winner: Some(S1)
            },
            killed(S0, serpent, "west", Cause::Battle),
            gained(S0, 4, by(CardName::LokisDragons)),
            Event::PillageSucceeded {
                seat: S1,
                province: p("myrkulor"),
                token: PillageToken::Rage
            },
            Event::StatRaised {
                seat: S1,
                stat: Stat::Rage,
                step: 2,
                cause: Cause::Pillage
            },
            gained(S1, 3, Cause::Battle),
            Event::BattleEnded {
                province: p("myrkulor")
            },
            turn(S2),
        ],
        "the Serpent fights from the fjord and its death pays Dragons Glory (D-22, D-47)"
    );
}

#[test]
fn valkyrie_gains_two_glory_per_enemy_figure_destroyed_in_her_battle() {
    let mut game = Scenario::new(2)
        .monster(S0, Monster::Valkyrie, "gimle")
        .figure(S0, LEADER, "gimle")
        .figures(S1, WARRIOR, "gimle", 3)
        .build();
    let events = play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    assert_eq!(
        events[1],
        Event::BattleBegan {
            province: p("gimle"),
            pillager: S0,
            challenge: false,
            participants: vec![S0, S1],
            valkyrie: Some(S0)
        }
    );
    assert_eq!(
        glory_events(&events),
        [
            gained(S0, 3, Cause::Battle),
            gained(S0, 6, by(CardName::Valkyrie))
        ]
    );
}

#[test]
fn dark_elf_has_str_three_only_in_yggdrasil() {
    let game = Scenario::new(2)
        .monster(S0, Monster::DarkElf, "gimle")
        .upgrade(S1, "Dwarf Chieftain")
        .build();
    assert_eq!(game.str_in(S0, p("gimle")), 1);
    let game = Scenario::new(2)
        .monster(S0, Monster::DarkElf, "yggdrasil")
        .build();
    assert_eq!(game.str_in(S0, ProvinceId::YGGDRASIL), 3);
}

#[test]
fn fire_giant_destroys_enemy_non_monsters_on_invade_fjord_included() {
    let mut game = Scenario::new(3)
        .upgrade(S0, "Fire Giant")
        .figure(S1, LEADER, "muspelheim")
        .figure(S1, WARRIOR, "muspelheim")
        .figure(S1, SHIP, "east")
        .monster(S2, Monster::Troll, "muspelheim")
        .monster(S2, Monster::SeaSerpent, "east")
        .build();
    let giant = monster(Monster::FireGiant);
    let events = play(
        &mut game,
        S0,
        Command::Invade {
            figure: giant,
            to: at("muspelheim"),
        },
    );
    assert_eq!(
        events,
        [
            Event::Invaded {
                seat: S0,
                figure: giant,
                to: at("muspelheim"),
                cost: 4,
                from_valhalla: false
            },
            killed(S1, LEADER, "muspelheim", by(CardName::FireGiant)),
            killed(S1, WARRIOR, "muspelheim", by(CardName::FireGiant)),
            killed(S1, SHIP, "east", by(CardName::FireGiant)),
            turn(S1),
        ],
        "monsters (the Troll, the Sea Serpent) survive (D-30)"
    );
}

#[test]
fn frost_giant_doubles_the_pillage_reward() {
    let mut game = Scenario::new(2)
        .monster(S0, Monster::FrostGiant, "horgr")
        .build();
    let events = play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("horgr"),
        },
    );
    assert_eq!(
        events,
        [
            Event::PillageDeclared {
                seat: S0,
                province: p("horgr"),
                challenge: false,
                cost: 0
            },
            Event::PillageUncontested {
                province: p("horgr")
            },
            Event::PillageSucceeded {
                seat: S0,
                province: p("horgr"),
                token: PillageToken::Rage
            },
            Event::StatRaised {
                seat: S0,
                stat: Stat::Rage,
                step: 2,
                cause: Cause::Pillage
            },
            Event::StatRaised {
                seat: S0,
                stat: Stat::Rage,
                step: 3,
                cause: by(CardName::FrostGiant)
            },
            turn(S1),
        ]
    );
    let mut game = Scenario::new(2)
        .monster(S0, Monster::FrostGiant, "muspelheim")
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("muspelheim"),
        },
    );
    assert_eq!(glory(&game, S0), 10, "D-32: 5 Glory twice");
}

#[test]
fn volur_witch_retreats_to_yggdrasil_instead_of_dying_in_an_outer_province() {
    let mut game = Scenario::new(3)
        .monster(S0, Monster::VolurWitch, "gimle")
        .figure(S1, LEADER, "gimle")
        .figure(S1, WARRIOR, "gimle")
        .build();
    let witch = monster(Monster::VolurWitch);
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    assert_eq!(
        decision(&game),
        Decision::Save {
            figure: witch,
            at: at("gimle"),
            cause: Cause::Battle,
            protect: false,
            retreat: true,
            escape: false
        }
    );
    assert_eq!(awaited(&game), [S0]);
    let events = play(&mut game, S0, Command::Retreat);
    assert_eq!(
        events[0],
        Event::WitchRetreated {
            seat: S0,
            from: at("gimle")
        }
    );
    assert_eq!(game.figure_loc(S0, witch), Some(Loc::At(at("yggdrasil"))));
    assert_eq!(game.in_valhalla(S0), 0);
}

#[test]
fn volur_witch_dies_when_she_loses_in_yggdrasil() {
    let mut game = Scenario::new(3)
        .monster(S0, Monster::VolurWitch, "yggdrasil")
        .figures(S1, WARRIOR, "yggdrasil", 4)
        .build();
    let events = play(
        &mut game,
        S0,
        Command::Pillage {
            province: ProvinceId::YGGDRASIL,
        },
    );
    assert!(events.contains(&killed(
        S0,
        monster(Monster::VolurWitch),
        "yggdrasil",
        Cause::Battle
    )));
}

#[test]
fn volur_witch_may_flee_ragnarok_and_earns_no_glory_for_it() {
    let mut game = Scenario::new(3)
        .monster(S0, Monster::VolurWitch, "myrkulor")
        .figure(S0, WARRIOR, "myrkulor")
        .at_phase(Phase::Ragnarok)
        .build();
    assert!(matches!(
        decision(&game),
        Decision::Save {
            cause: Cause::Ragnarok,
            protect: false,
            retreat: true,
            ..
        }
    ));
    play(&mut game, S0, Command::Retreat);
    assert_eq!(glory(&game, S0), 2, "only the Warrior died: 2 Glory");
}

// ================================================================ The Kickstarter monsters (option `ks`)

#[test]
fn mountain_giant_invades_for_nothing_and_is_a_leader_for_lord_upgrades() {
    let mut game = Scenario::new(2)
        .rage(S0, 1)
        .upgrade(S0, "Mountain Giant")
        .upgrade(S0, "Lord of Spears")
        .figure(S0, LEADER, "horgr")
        .build();
    let giant = monster(Monster::MountainGiant);
    let events = play(
        &mut game,
        S0,
        Command::Invade {
            figure: giant,
            to: at("gimle"),
        },
    );
    assert_eq!(
        events[0],
        Event::Invaded {
            seat: S0,
            figure: giant,
            to: at("gimle"),
            cost: 0,
            from_valhalla: false
        },
        "EX-06: it invades for 0 like a Leader (the card costs 3 to play)"
    );
    assert_eq!(game.rage(S0), 1);
    assert_eq!(game.str_in(S0, p("gimle")), 3);
    play(&mut game, S1, Command::Pass);
    // The Leader is elsewhere: Lord of Spears works with the Giant in the pillaged province.
    let events = play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    let spears = only(
        &events,
        |e| matches!(e, Event::StatRaised { cause, .. } if *cause == by(CardName::LordOfSpears)),
    );
    assert_eq!(spears.len(), 3, "{events:?}");
}

#[test]
fn mountain_giant_with_the_leader_triggers_a_lord_upgrade_once_per_pillage() {
    let mut game = Scenario::new(2)
        .upgrade(S0, "Lord of Axes")
        .monster(S0, Monster::MountainGiant, "gimle")
        .figure(S0, LEADER, "gimle")
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    assert_eq!(
        decision(&game),
        Decision::Raise {
            cause: by(CardName::LordOfAxes),
            optional: false,
            except: None
        }
    );
    let events = play(&mut game, S0, Command::Raise { stat: Stat::Axes });
    assert_eq!(
        events,
        [
            Event::StatRaised {
                seat: S0,
                stat: Stat::Axes,
                step: 2,
                cause: by(CardName::LordOfAxes)
            },
            turn(S1),
        ],
        "EX-06: one raise, not one per Leader figure"
    );
}

#[test]
fn mountain_giant_may_be_the_one_lord_of_hammers_moves() {
    let mut game = Scenario::new(2)
        .upgrade(S0, "Lord of Hammers")
        .monster(S0, Monster::MountainGiant, "gimle")
        .figure(S0, LEADER, "gimle")
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    assert_eq!(
        decision(&game),
        Decision::LordOfHammers { from: p("gimle") }
    );
    let legal = game.legal_commands(S0);
    for to in [p("andlang"), p("myrkulor"), ProvinceId::YGGDRASIL] {
        for giant in [false, true] {
            assert!(
                legal.contains(&Command::MoveLeader { to, giant }),
                "{to:?} {giant}: {legal:?}"
            );
        }
    }
    assert_eq!(
        legal.len(),
        7,
        "two figures to three places, or stay: {legal:?}"
    );
    let events = play(
        &mut game,
        S0,
        Command::MoveLeader {
            to: p("andlang"),
            giant: true,
        },
    );
    assert_eq!(
        events,
        [
            Event::LeaderMoved {
                seat: S0,
                from: p("gimle"),
                to: p("andlang"),
                giant: true
            },
            turn(S1),
        ]
    );
    assert_eq!(
        game.figure_loc(S0, monster(Monster::MountainGiant)),
        Some(Loc::At(at("andlang")))
    );
    assert_eq!(game.figure_loc(S0, LEADER), Some(Loc::At(at("gimle"))));
}

#[test]
fn mountain_giant_may_take_a_leader_upgrades_free_invasion() {
    // Both in the reserve: the free invasion may place either.
    let mut game = Scenario::new(2)
        .upgrade(S0, "Mountain Giant")
        .hand(S0, &["Lord of Hammers"])
        .build();
    let c = card(&game, S0, "Lord of Hammers");
    play(&mut game, S0, Command::Upgrade { card: c, slot: 0 });
    assert_eq!(
        decision(&game),
        Decision::FreeInvade {
            figure: Figure::Leader
        }
    );
    let legal = game.legal_commands(S0);
    for figure in [LEADER, monster(Monster::MountainGiant)] {
        assert!(legal.contains(&Command::Invade {
            figure,
            to: at("gimle")
        }));
    }
    let events = play(
        &mut game,
        S0,
        Command::Invade {
            figure: monster(Monster::MountainGiant),
            to: at("gimle"),
        },
    );
    assert!(matches!(events[0], Event::Invaded { cost: 0, .. }));
    // The Leader on the board already: the Giant alone is offered.
    let mut game = Scenario::new(2)
        .upgrade(S0, "Mountain Giant")
        .figure(S0, LEADER, "horgr")
        .hand(S0, &["Lord of Hammers"])
        .build();
    let c = card(&game, S0, "Lord of Hammers");
    play(&mut game, S0, Command::Upgrade { card: c, slot: 0 });
    assert_eq!(
        decision(&game),
        Decision::FreeInvade {
            figure: monster(Monster::MountainGiant)
        }
    );
}

/// The events of Age 1's Ragnarök (its doom on Myrkulor) with Fenrir of seat 0 at `fenrir` and
/// a Warrior of seat 0 in Myrkulor, once seat 1's quest reward is answered.
fn fenrir_in_ragnarok(fenrir: &str, scenario: impl Fn(Scenario) -> Scenario) -> (Game, Vec<Event>) {
    let mut game = scenario(
        Scenario::new(2)
            .monster(S0, Monster::Fenrir, fenrir)
            .figure(S0, WARRIOR, "myrkulor")
            .figure(S1, WARRIOR, "horgr")
            .quests(S1, &["Jotunheim@1"]),
    )
    .at_phase(Phase::Quest)
    .build();
    let events = play(&mut game, S1, Command::Done);
    (game, events)
}

#[test]
fn fenrir_in_an_outer_province_is_destroyed_by_ragnarok_instead_of_the_doomed_one() {
    let (game, events) = fenrir_in_ragnarok("gimle", |s| s);
    let fenrir = monster(Monster::Fenrir);
    assert!(events.contains(&Event::ProvinceDestroyed {
        province: p("gimle"),
        fenrir: true
    }));
    assert_eq!(
        destroyed(&events),
        [killed(S0, fenrir, "gimle", Cause::Ragnarok)],
        "EX-07: Fenrir dies with his province; the doomed one survives"
    );
    assert!(game.is_destroyed(p("gimle")));
    assert!(!game.is_destroyed(p("myrkulor")));
    assert_eq!(game.count_at(S0, at("myrkulor")), 1);
    assert_eq!(glory(&game, S0), 2, "Fenrir's death pays his owner");
    assert!(events.contains(&Event::DoomMoved {
        to: Some(p("elvagar"))
    }));
}

#[test]
fn fenrir_in_yggdrasil_changes_nothing_and_a_destroyed_doom_destroys_nothing() {
    let (game, events) = fenrir_in_ragnarok("yggdrasil", |s| s);
    assert!(events.contains(&Event::ProvinceDestroyed {
        province: p("myrkulor"),
        fenrir: false
    }));
    assert_eq!(
        destroyed(&events),
        [killed(S0, WARRIOR, "myrkulor", Cause::Ragnarok)]
    );
    assert!(!game.is_destroyed(ProvinceId::YGGDRASIL));
    // Age 2's doom names a province Fenrir destroyed in Age 1: that Ragnarök destroys nothing.
    let (game, events) = fenrir_in_ragnarok("yggdrasil", |s| {
        s.age(2)
            .ragnarok(["gimle", "gimle", "elvagar"])
            .destroyed("gimle")
    });
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::ProvinceDestroyed { .. })),
        "{events:?}"
    );
    assert!(destroyed(&events).is_empty());
    assert_eq!(game.count_at(S0, at("myrkulor")), 1);
}

#[test]
fn wolfman_lets_only_monsters_count_in_his_battle() {
    let mut game = Scenario::new(2)
        .monster(S0, Monster::Wolfman, "gimle")
        .figure(S0, LEADER, "gimle")
        .monster(S1, Monster::Troll, "gimle")
        .figure(S1, LEADER, "gimle")
        .figures(S1, WARRIOR, "gimle", 1)
        .build();
    assert_eq!(
        game.str_in(S1, p("gimle")),
        6,
        "outside a battle, STR as usual"
    );
    let events = play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    assert!(
        events.contains(&Event::BattleTotals {
            province: p("gimle"),
            totals: vec![(S0, 3), (S1, 2)],
            winner: Some(S0)
        }),
        "EX-08: the Wolfman 3 against the Troll 2; Leaders and Warriors count 0: {events:?}"
    );
}

#[test]
fn mystic_troll_lets_its_owner_invade_its_province_for_nothing() {
    let mut game = Scenario::new(2)
        .rage(S0, 1)
        .monster(S0, Monster::MysticTroll, "gimle")
        .upgrade(S0, "Troll")
        .build();
    let troll = monster(Monster::Troll);
    let legal = game.legal_commands(S0);
    assert!(legal.contains(&Command::Invade {
        figure: troll,
        to: at("gimle")
    }));
    assert!(
        !legal.contains(&Command::Invade {
            figure: troll,
            to: at("horgr")
        }),
        "elsewhere the Troll costs 2"
    );
    assert!(
        !legal
            .iter()
            .any(|c| matches!(c, Command::Invade { figure: SHIP, .. })),
        "EX-09: not the province's fjord"
    );
    let events = play(
        &mut game,
        S0,
        Command::Invade {
            figure: troll,
            to: at("gimle"),
        },
    );
    assert!(matches!(events[0], Event::Invaded { cost: 0, .. }));
    assert_eq!(game.rage(S0), 1);
}

/// expansions.md 3.4: the Kickstarter monsters with the base cards.
#[test]
fn wolfman_battle_keeps_every_monsters_own_str_the_dark_elf_three_in_yggdrasil() {
    let mut game = Scenario::new(2)
        .monster(S0, Monster::Wolfman, "yggdrasil")
        .monster(S0, Monster::DarkElf, "yggdrasil")
        .monster(S1, Monster::MountainGiant, "yggdrasil")
        .figure(S1, LEADER, "yggdrasil")
        .figures(S1, WARRIOR, "yggdrasil", 3)
        .build();
    let events = play(
        &mut game,
        S0,
        Command::Pillage {
            province: ProvinceId::YGGDRASIL,
        },
    );
    assert!(
        events.contains(&Event::BattleTotals {
            province: ProvinceId::YGGDRASIL,
            totals: vec![(S0, 6), (S1, 3)],
            winner: Some(S0)
        }),
        "Wolfman 3 and Dark Elf 3 against the Mountain Giant's 3: {events:?}"
    );
}

#[test]
fn fenrir_with_odins_inspiration_pays_double_for_his_province() {
    let (game, _) = fenrir_in_ragnarok("gimle", |s| s.upgrade(S0, "Odin's Inspiration"));
    assert!(game.is_destroyed(p("gimle")));
    assert_eq!(glory(&game, S0), 4, "2 Glory for Fenrir, doubled");
}

#[test]
fn fenrir_lets_the_volur_witch_flee_his_province() {
    let mut game = Scenario::new(2)
        .monster(S0, Monster::Fenrir, "gimle")
        .monster(S0, Monster::VolurWitch, "gimle")
        .at_phase(Phase::Ragnarok)
        .build();
    assert!(matches!(
        decision(&game),
        Decision::Save {
            cause: Cause::Ragnarok,
            retreat: true,
            ..
        }
    ));
    play(&mut game, S0, Command::Retreat);
    assert!(game.is_destroyed(p("gimle")));
    assert_eq!(
        game.figure_loc(S0, monster(Monster::VolurWitch)),
        Some(Loc::At(at("yggdrasil")))
    );
}

#[test]
fn mystic_troll_does_not_lower_friggas_domain_but_lets_a_dark_elf_into_yggdrasil_for_nothing() {
    let mut game = Scenario::new(2)
        .rage(S0, 2)
        .monster(S0, Monster::MysticTroll, "yggdrasil")
        .upgrade(S0, "Dark Elf")
        .build();
    let elf = monster(Monster::DarkElf);
    let events = play(
        &mut game,
        S0,
        Command::Invade {
            figure: elf,
            to: at("yggdrasil"),
        },
    );
    assert!(
        matches!(events[0], Event::Invaded { cost: 0, .. }),
        "{events:?}"
    );
    assert_eq!(game.rage(S0), 2);
    // Frigga's Domain into the Troll's own province still costs 1.
    let mut game = Scenario::new(2)
        .rage(S0, 1)
        .upgrade(S0, "Frigga's Domain")
        .monster(S0, Monster::MysticTroll, "gimle")
        .valhalla(S0, WARRIOR, 1)
        .build();
    let events = play(
        &mut game,
        S0,
        Command::Recall {
            figure: WARRIOR,
            to: at("gimle"),
        },
    );
    assert!(
        matches!(
            events[0],
            Event::Invaded {
                cost: 1,
                from_valhalla: true,
                ..
            }
        ),
        "EX-09: Frigga's Domain keeps its price of 1: {events:?}"
    );
}

#[test]
fn mountain_giant_survives_the_fire_giant_as_a_monster() {
    let mut game = Scenario::new(2)
        .upgrade(S0, "Fire Giant")
        .monster(S1, Monster::MountainGiant, "muspelheim")
        .figure(S1, LEADER, "muspelheim")
        .build();
    let events = play(
        &mut game,
        S0,
        Command::Invade {
            figure: monster(Monster::FireGiant),
            to: at("muspelheim"),
        },
    );
    assert_eq!(
        destroyed(&events),
        [killed(S1, LEADER, "muspelheim", by(CardName::FireGiant))],
        "EX-06: a Monster for the Fire Giant"
    );
}

// ================================================================ The Kickstarter's copies (option `ks_dupes`)

/// EX-05: the second Dark Elf is a card of its own with a figure of its own, so two clans may
/// each own a Dark Elf, both STR 3 in Yggdrasil.
#[test]
fn dark_elf_copy_gives_a_second_clan_a_dark_elf_of_its_own() {
    let mut game = Scenario::new(5)
        .monster(S0, Monster::DarkElf, "yggdrasil")
        .turn(S1)
        .rage(S1, 3)
        .hand(S1, &["Dark Elf"])
        .build();
    let copy = in_hand(&game, S1, "Dark Elf");
    assert_eq!(copy, CardId::from_slug("dark_elf@2+5").unwrap(), "the copy");
    let events = play(
        &mut game,
        S1,
        Command::Upgrade {
            card: copy,
            slot: 0,
        },
    );
    assert_eq!(
        events,
        [Event::UpgradePlayed {
            seat: S1,
            card: copy,
            slot: 3,
            cost: 1,
            replaced: None
        }]
    );
    let elf = monster(Monster::DarkElf);
    assert_eq!(decision(&game), Decision::FreeInvade { figure: elf });
    play(
        &mut game,
        S1,
        Command::Invade {
            figure: elf,
            to: at("yggdrasil"),
        },
    );
    assert_eq!(game.figure_loc(S0, elf), Some(Loc::At(at("yggdrasil"))));
    assert_eq!(game.figure_loc(S1, elf), Some(Loc::At(at("yggdrasil"))));
    assert_eq!(game.str_in(S0, ProvinceId::YGGDRASIL), 3);
    assert_eq!(game.str_in(S1, ProvinceId::YGGDRASIL), 3);
    assert_eq!(
        game.rage(S1),
        2,
        "1 to play the card, the free invasion costs nothing"
    );
}

/// EX-31: a clan never holds two of one monster; the copy may replace its twin, whose figure
/// leaves the game (D-20), and a new figure joins the reserve with its free invasion.
#[test]
fn soldier_of_hel_copy_may_only_replace_its_twin_on_the_same_sheet() {
    let mut game = Scenario::new(5)
        .monster(S0, Monster::SoldierOfHel, "gimle")
        .upgrade(S0, "Troll")
        .hand(S0, &["Soldier of Hel"])
        .build();
    let copy = in_hand(&game, S0, "Soldier of Hel");
    assert_eq!(copy, CardId::from_slug("soldier_of_hel@3+5").unwrap());
    let upgrades: Vec<Command> = game
        .legal_commands(S0)
        .into_iter()
        .filter(|c| matches!(c, Command::Upgrade { card, .. } if *card == copy))
        .collect();
    assert_eq!(
        upgrades,
        [Command::Upgrade {
            card: copy,
            slot: 0
        }],
        "over the first Soldier of Hel only, never over the Troll"
    );
    assert_eq!(
        refuse(
            &mut game,
            S0,
            Command::Upgrade {
                card: copy,
                slot: 1
            }
        ),
        RuleError::NotOffered {
            why: NotOffered::TwinMonster {
                monster: Monster::SoldierOfHel
            }
        }
    );
    let first = game.public_view().clans[S0].upgrades[0].2;
    let soldier = monster(Monster::SoldierOfHel);
    let events = play(
        &mut game,
        S0,
        Command::Upgrade {
            card: copy,
            slot: 0,
        },
    );
    assert_eq!(
        events,
        [
            Event::MonsterRemoved {
                seat: S0,
                figure: soldier
            },
            Event::UpgradePlayed {
                seat: S0,
                card: copy,
                slot: 3,
                cost: 0,
                replaced: Some(first)
            },
        ]
    );
    assert_eq!(
        game.count_at(S0, at("gimle")),
        0,
        "the first Soldier left the game"
    );
    assert_eq!(game.figure_loc(S0, soldier), Some(Loc::Reserve));
    assert_eq!(decision(&game), Decision::FreeInvade { figure: soldier });
    assert_eq!(
        game.public_view().clans[S0].monsters,
        [Monster::SoldierOfHel, Monster::Troll]
    );
}

/// EX-05 and EX-31 with the Dwarf Chieftain: the copy in a clan's empty slot beside a Dark Elf is
/// an upgrade like any, and the first Dwarf Chieftain of another clan changes nothing.
#[test]
fn dwarf_chieftain_copy_is_played_for_nothing_beside_another_clans_chieftain() {
    let mut game = Scenario::new(5)
        .monster(S1, Monster::DwarfChieftain, "gimle")
        .upgrade(S0, "Dark Elf")
        .rage(S0, 1)
        .hand(S0, &["Dwarf Chieftain"])
        .build();
    let copy = in_hand(&game, S0, "Dwarf Chieftain");
    assert_eq!(copy, CardId::from_slug("dwarf_chieftain@1+5").unwrap());
    let events = play(
        &mut game,
        S0,
        Command::Upgrade {
            card: copy,
            slot: 1,
        },
    );
    assert_eq!(
        events,
        [Event::UpgradePlayed {
            seat: S0,
            card: copy,
            slot: 4,
            cost: 0,
            replaced: None
        }]
    );
    let dwarf = monster(Monster::DwarfChieftain);
    play(
        &mut game,
        S0,
        Command::Invade {
            figure: dwarf,
            to: at("gimle"),
        },
    );
    assert_eq!(game.rage(S0), 1, "0 to play, 0 to invade");
    assert_eq!(game.str_in(S0, p("gimle")), 2);
    assert_eq!(game.str_in(S1, p("gimle")), 2);
}

// ================================================================ Leader, Warrior and Ship upgrades

#[test]
fn lord_of_hammers_moves_the_leader_on_after_a_successful_pillage() {
    let mut game = Scenario::new(2)
        .upgrade(S0, "Lord of Hammers")
        .figure(S0, LEADER, "gimle")
        .build();
    let events = play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    assert_eq!(
        events.last(),
        Some(&Event::StatRaised {
            seat: S0,
            stat: Stat::Rage,
            step: 2,
            cause: Cause::Pillage
        })
    );
    assert_eq!(
        decision(&game),
        Decision::LordOfHammers { from: p("gimle") }
    );
    let moves: Vec<Command> = game.legal_commands(S0);
    assert_eq!(
        moves,
        [
            Command::MoveLeader {
                to: p("andlang"),
                giant: false
            },
            Command::MoveLeader {
                to: p("myrkulor"),
                giant: false
            },
            Command::MoveLeader {
                to: ProvinceId::YGGDRASIL,
                giant: false
            },
            Command::Done,
        ]
        .into_iter()
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect::<Vec<_>>()
    );
    let events = play(
        &mut game,
        S0,
        Command::MoveLeader {
            to: ProvinceId::YGGDRASIL,
            giant: false,
        },
    );
    assert_eq!(
        events,
        [
            Event::LeaderMoved {
                seat: S0,
                from: p("gimle"),
                to: ProvinceId::YGGDRASIL,
                giant: false
            },
            turn(S1),
        ]
    );
}

#[test]
fn lord_of_axes_raises_a_stat_of_choice_when_the_leader_pillages() {
    let mut game = Scenario::new(2)
        .upgrade(S0, "Lord of Axes")
        .figure(S0, LEADER, "gimle")
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    assert_eq!(
        decision(&game),
        Decision::Raise {
            cause: by(CardName::LordOfAxes),
            optional: false,
            except: None
        }
    );
    let events = play(&mut game, S0, Command::Raise { stat: Stat::Axes });
    assert_eq!(
        events,
        [
            Event::StatRaised {
                seat: S0,
                stat: Stat::Axes,
                step: 2,
                cause: by(CardName::LordOfAxes)
            },
            turn(S1),
        ]
    );
}

#[test]
fn lord_of_spears_raises_all_three_stats_when_the_leader_pillages() {
    let mut game = Scenario::new(2)
        .upgrade(S0, "Lord of Spears")
        .figure(S0, LEADER, "gimle")
        .figure(S0, WARRIOR, "horgr")
        .build();
    let events = play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    let spears: Vec<Stat> = events
        .iter()
        .filter_map(|e| match e {
            Event::StatRaised { stat, cause, .. } if *cause == by(CardName::LordOfSpears) => {
                Some(*stat)
            }
            _ => None,
        })
        .collect();
    assert_eq!(spears, Stat::ALL);
    // Without the Leader in the province, nothing.
    play(&mut game, S1, Command::Pass);
    let events = play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("horgr"),
        },
    );
    assert!(events.iter().all(
        |e| !matches!(e, Event::StatRaised { cause, .. } if *cause == by(CardName::LordOfSpears))
    ));
}

#[test]
fn brothers_in_arms_make_each_pair_of_warriors_worth_three() {
    let game = Scenario::new(2)
        .upgrade(S0, "Brothers in Arms")
        .figures(S0, WARRIOR, "gimle", 5)
        .build();
    assert_eq!(game.str_in(S0, p("gimle")), 3 + 3 + 1, "D-23");
    let mut game = Scenario::new(2).upgrade(S0, "Brothers in Arms").build();
    let events = play(
        &mut game,
        S0,
        Command::Invade {
            figure: WARRIOR,
            to: at("gimle"),
        },
    );
    assert!(matches!(events[0], Event::Invaded { cost: 1, .. }));
}

#[test]
fn experts_in_arms_give_warriors_str_two() {
    let game = Scenario::new(2)
        .upgrade(S0, "Experts in Arms")
        .figures(S0, WARRIOR, "gimle", 3)
        .build();
    assert_eq!(game.str_in(S0, p("gimle")), 6);
}

#[test]
fn masters_in_arms_make_each_pair_of_warriors_worth_six() {
    let game = Scenario::new(2)
        .upgrade(S0, "Masters in Arms")
        .figures(S0, WARRIOR, "gimle", 3)
        .build();
    assert_eq!(game.str_in(S0, p("gimle")), 6 + 2);
    let mut game = Scenario::new(2).upgrade(S0, "Masters in Arms").build();
    let events = play(
        &mut game,
        S0,
        Command::Invade {
            figure: WARRIOR,
            to: at("gimle"),
        },
    );
    assert!(matches!(events[0], Event::Invaded { cost: 2, .. }));
}

/// The events of Age 1's Ragnarök (Myrkulor) with a ship of seat 0 in the West fjord. Seat 1's
/// quest reward is a pending decision, so answering it returns the Ragnarök events.
fn ship_in_ragnarok(dragons: &str) -> Vec<Event> {
    let mut game = Scenario::new(2)
        .upgrade(S0, dragons)
        .figure(S0, SHIP, "west")
        .figure(S1, WARRIOR, "horgr")
        .quests(S1, &["Jotunheim@1"])
        .at_phase(Phase::Quest)
        .build();
    play(&mut game, S1, Command::Done)
}

#[test]
fn lokis_dragons_pay_four_glory_when_a_ship_is_destroyed() {
    let events = ship_in_ragnarok("Loki's Dragons");
    assert_eq!(
        glory_events(&events)[..2],
        [
            gained(S0, 4, by(CardName::LokisDragons)),
            gained(S0, 2, Cause::Ragnarok)
        ]
    );
}

#[test]
fn fire_dragons_pay_eight_glory_when_a_ship_is_destroyed() {
    let events = ship_in_ragnarok("Fire Dragons");
    assert_eq!(
        glory_events(&events)[0],
        gained(S0, 8, by(CardName::FireDragons))
    );
}

#[test]
fn eternal_dragons_pay_twelve_glory_when_a_ship_is_destroyed() {
    let events = ship_in_ragnarok("Eternal Dragons");
    assert_eq!(
        glory_events(&events)[0],
        gained(S0, 12, by(CardName::EternalDragons))
    );
}

// ================================================================ Clan upgrades

fn release_with(upgrades: &[&str]) -> Game {
    let mut scenario = Scenario::new(2)
        .valhalla(S0, WARRIOR, 2)
        .valhalla(S0, LEADER, 1);
    for u in upgrades {
        scenario = scenario.upgrade(S0, u);
    }
    scenario.at_phase(Phase::ReleaseValhalla).build()
}

#[test]
fn lokis_domain_gives_one_glory_per_figure_released() {
    assert_eq!(glory(&release_with(&["Loki's Domain"]), S0), 3);
}

#[test]
fn lokis_eminence_gives_two_glory_per_figure_released_and_stacks_with_domain() {
    assert_eq!(glory(&release_with(&["Loki's Eminence"]), S0), 6);
    // French rulebook example: Domain + Eminence = 3 Glory per released figure.
    assert_eq!(
        glory(&release_with(&["Loki's Domain", "Loki's Eminence"]), S0),
        9
    );
}

#[test]
fn lokis_wrath_gives_three_glory_per_figure_released() {
    assert_eq!(glory(&release_with(&["Loki's Wrath"]), S0), 9);
}

#[test]
fn lokis_blessing_invades_the_lost_province_with_a_free_warrior() {
    let mut game = Scenario::new(2)
        .upgrade(S1, "Loki's Blessing")
        .figure(S0, LEADER, "gimle")
        .figure(S0, WARRIOR, "gimle")
        .figure(S1, WARRIOR, "gimle")
        .build();
    let events = play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    assert_eq!(events.last(), Some(&gained(S0, 3, Cause::Battle)));
    assert_eq!(
        decision(&game),
        Decision::Blessing {
            province: p("gimle")
        }
    );
    assert_eq!(awaited(&game), [S1]);
    let events = play(&mut game, S1, Command::Accept);
    assert_eq!(
        events,
        [
            Event::Invaded {
                seat: S1,
                figure: WARRIOR,
                to: at("gimle"),
                cost: 0,
                from_valhalla: false
            },
            Event::BattleEnded {
                province: p("gimle")
            },
            turn(S1),
        ]
    );
    assert_eq!(game.rage(S1), 6);
}

#[test]
fn friggas_charm_makes_upgrades_cost_one_rage_less() {
    let mut game = Scenario::new(2)
        .upgrade(S0, "Frigga's Charm")
        .hand(S0, &["Thor's Glory", "Tyr's Challenge"])
        .build();
    let c = card(&game, S0, "Thor's Glory");
    let events = play(&mut game, S0, Command::Upgrade { card: c, slot: 1 });
    assert!(matches!(events[0], Event::UpgradePlayed { cost: 1, .. }));
    play(&mut game, S1, Command::Pass);
    let c = card(&game, S0, "Tyr's Challenge");
    let events = play(&mut game, S0, Command::Upgrade { card: c, slot: 2 });
    assert!(
        matches!(events[0], Event::UpgradePlayed { cost: 0, .. }),
        "never below 0 (D-21)"
    );
}

#[test]
fn friggas_succor_adds_a_free_warrior_to_the_invaded_province() {
    let mut game = Scenario::new(3).upgrade(S0, "Frigga's Succor").build();
    play(
        &mut game,
        S0,
        Command::Invade {
            figure: LEADER,
            to: at("gimle"),
        },
    );
    assert_eq!(
        decision(&game),
        Decision::Succor {
            province: p("gimle")
        }
    );
    let events = play(&mut game, S0, Command::Accept);
    assert_eq!(
        events,
        [
            Event::Invaded {
                seat: S0,
                figure: WARRIOR,
                to: at("gimle"),
                cost: 0,
                from_valhalla: false
            },
            turn(S1),
        ]
    );
    assert_eq!(game.count_at(S0, at("gimle")), 2);
    // Not after a fjord invasion.
    play(&mut game, S1, Command::Pass);
    play(&mut game, S2, Command::Pass);
    let events = play(
        &mut game,
        S0,
        Command::Invade {
            figure: SHIP,
            to: at("west"),
        },
    );
    assert_eq!(
        events.last(),
        Some(&turn(S0)),
        "no Succor offer for a fjord (D-29)"
    );
}

#[test]
fn friggas_protection_saves_a_figure_for_one_rage_but_not_from_ragnarok() {
    let mut game = Scenario::new(2)
        .upgrade(S0, "Frigga's Protection")
        .figure(S0, WARRIOR, "gimle")
        .figure(S1, LEADER, "gimle")
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    assert_eq!(
        decision(&game),
        Decision::Save {
            figure: WARRIOR,
            at: at("gimle"),
            cause: Cause::Battle,
            protect: true,
            retreat: false,
            escape: false
        }
    );
    let events = play(&mut game, S0, Command::Protect);
    assert_eq!(
        events,
        [
            Event::FigureProtected {
                seat: S0,
                figure: WARRIOR,
                at: at("gimle"),
                cost: 1
            },
            Event::PillageFailed {
                seat: S0,
                province: p("gimle")
            },
            gained(S1, 3, Cause::Battle),
            Event::BattleEnded {
                province: p("gimle")
            },
            turn(S1),
        ]
    );
    assert_eq!(game.rage(S0), 5);
    assert_eq!(
        game.count_at(S0, at("gimle")),
        1,
        "the Warrior stays where it was"
    );

    let game = Scenario::new(2)
        .upgrade(S0, "Frigga's Protection")
        .figure(S0, WARRIOR, "myrkulor")
        .at_phase(Phase::Ragnarok)
        .build();
    assert_eq!(
        game.in_valhalla(S0),
        0,
        "released already: the game moved on"
    );
    assert_eq!(glory(&game, S0), 2, "no Protection against Ragnarök (D-45)");
}

#[test]
fn friggas_domain_invades_from_valhalla_for_one_rage() {
    let mut game = Scenario::new(2)
        .upgrade(S0, "Frigga's Domain")
        .valhalla(S0, SHIP, 1)
        .build();
    let events = play(
        &mut game,
        S0,
        Command::Recall {
            figure: SHIP,
            to: at("west"),
        },
    );
    assert_eq!(
        events,
        [
            Event::Invaded {
                seat: S0,
                figure: SHIP,
                to: at("west"),
                cost: 1,
                from_valhalla: true
            },
            turn(S1),
        ],
        "1 Rage replaces the Ship's cost of 2 (R-09)"
    );
    assert_eq!(game.rage(S0), 5);
}

#[test]
fn friggas_sacrifice_destroys_two_of_your_figures_to_raise_a_stat() {
    let mut game = Scenario::new(3)
        .upgrade(S0, "Frigga's Sacrifice")
        .upgrade(S0, "Loki's Dragons")
        .figures(S0, WARRIOR, "gimle", 2)
        .figure(S0, SHIP, "west")
        .build();
    assert_eq!(play(&mut game, S0, Command::Sacrifice), []);
    assert_eq!(decision(&game), Decision::Sacrifice { chosen: 0 });
    let events = play(
        &mut game,
        S0,
        Command::Destroy {
            figure: SHIP,
            at: at("west"),
        },
    );
    assert_eq!(
        events,
        [
            killed(S0, SHIP, "west", by(CardName::FriggasSacrifice)),
            gained(S0, 4, by(CardName::LokisDragons)),
        ]
    );
    play(
        &mut game,
        S0,
        Command::Destroy {
            figure: WARRIOR,
            at: at("gimle"),
        },
    );
    let events = play(&mut game, S0, Command::Raise { stat: Stat::Horns });
    assert_eq!(
        events,
        [
            Event::StatRaised {
                seat: S0,
                stat: Stat::Horns,
                step: 2,
                cause: by(CardName::FriggasSacrifice)
            },
            turn(S1),
        ]
    );
    assert_eq!(game.rage(S0), 6, "the action costs no Rage");
}

#[test]
fn thors_glory_gives_two_glory_when_two_enemy_figures_die_in_your_battle() {
    let mut game = Scenario::new(2)
        .upgrade(S0, "Thor's Glory")
        .figure(S0, LEADER, "gimle")
        .figures(S1, WARRIOR, "gimle", 2)
        .build();
    let events = play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    assert_eq!(
        glory_events(&events),
        [
            gained(S0, 3, Cause::Battle),
            gained(S0, 2, by(CardName::ThorsGlory))
        ]
    );
}

#[test]
fn thors_domain_pillages_the_province_right_after_invading_it_for_two_rage() {
    let mut game = Scenario::new(2).upgrade(S0, "Thor's Domain").build();
    play(
        &mut game,
        S0,
        Command::Invade {
            figure: WARRIOR,
            to: at("gimle"),
        },
    );
    assert_eq!(
        decision(&game),
        Decision::ThorsDomain {
            province: p("gimle")
        }
    );
    let events = play(&mut game, S0, Command::Accept);
    assert_eq!(
        events,
        [
            Event::PillageDeclared {
                seat: S0,
                province: p("gimle"),
                challenge: false,
                cost: 2
            },
            Event::PillageUncontested {
                province: p("gimle")
            },
            Event::PillageSucceeded {
                seat: S0,
                province: p("gimle"),
                token: PillageToken::Rage
            },
            Event::StatRaised {
                seat: S0,
                stat: Stat::Rage,
                step: 2,
                cause: Cause::Pillage
            },
            turn(S1),
        ]
    );
    assert_eq!(game.rage(S0), 3);
}

#[test]
fn thors_conquest_gives_three_glory_per_figure_on_the_board_at_the_end() {
    let game = Scenario::new(2)
        .age(3)
        .upgrade(S0, "Thor's Conquest")
        .figures(S0, WARRIOR, "gimle", 2)
        .figure(S0, SHIP, "east")
        .at_phase(Phase::ReleaseValhalla)
        .build();
    assert_eq!(game.outcome().unwrap().glory[0], 9);
}

fn quest_in_battle(upgrade: &str) -> (Game, CardId) {
    let mut game = Scenario::new(3)
        .upgrade(S0, upgrade)
        .figure(S0, WARRIOR, "gimle")
        .figures(S1, WARRIOR, "gimle", 3)
        .hand(S0, &["Alfheim"])
        .hand(S1, &["Tyr's Bash"])
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    let quest = card(&game, S0, "Alfheim");
    cards(&mut game, &[(S0, "Alfheim"), (S1, "Tyr's Bash")]);
    (game, quest)
}

#[test]
fn tyrs_domain_counts_a_revealed_quest_as_a_plus_three_battle_card() {
    let (mut game, quest) = quest_in_battle("Tyr's Domain");
    assert_eq!(
        decision(&game),
        Decision::CountQuest {
            card: quest,
            bonus: 3
        }
    );
    let events = play(&mut game, S0, Command::CountQuest);
    assert_eq!(
        events[..2],
        [
            Event::QuestCounted {
                seat: S0,
                card: quest,
                bonus: 3
            },
            Event::BattleTotals {
                province: p("gimle"),
                totals: vec![(S0, 4), (S1, 5)],
                winner: Some(S1)
            },
        ]
    );
}

#[test]
fn tyrs_wrath_counts_a_revealed_quest_as_a_plus_five_battle_card() {
    let (mut game, quest) = quest_in_battle("Tyr's Wrath");
    let events = play(&mut game, S0, Command::CountQuest);
    assert_eq!(
        events[..2],
        [
            Event::QuestCounted {
                seat: S0,
                card: quest,
                bonus: 5
            },
            Event::BattleTotals {
                province: p("gimle"),
                totals: vec![(S0, 6), (S1, 5)],
                winner: Some(S0)
            },
        ]
    );
    assert!(
        events.contains(&Event::CardsDiscarded {
            seat: S0,
            cards: vec![quest]
        }),
        "a counted quest is a played card: the winner discards it"
    );
}

#[test]
fn tyrs_challenge_pillages_an_already_pillaged_province_again_for_two_rage() {
    let mut game = Scenario::new(2)
        .upgrade(S0, "Tyr's Challenge")
        .figure(S0, WARRIOR, "gimle")
        .pillaged("gimle")
        .build();
    assert_eq!(
        refuse(
            &mut game,
            S0,
            Command::Pillage {
                province: p("gimle")
            }
        ),
        RuleError::AlreadyPillaged {
            province: p("gimle")
        }
    );
    let events = play(
        &mut game,
        S0,
        Command::Challenge {
            province: p("gimle"),
        },
    );
    assert_eq!(
        events[..4],
        [
            Event::PillageDeclared {
                seat: S0,
                province: p("gimle"),
                challenge: true,
                cost: 2
            },
            Event::PillageUncontested {
                province: p("gimle")
            },
            Event::PillageSucceeded {
                seat: S0,
                province: p("gimle"),
                token: PillageToken::Rage
            },
            Event::StatRaised {
                seat: S0,
                stat: Stat::Rage,
                step: 2,
                cause: Cause::Pillage
            },
        ]
    );
    assert_eq!(game.rage(S0), 4);
    assert!(game.is_pillaged(p("gimle")), "the token stays flipped");
}

#[test]
fn tyrs_prowess_takes_played_cards_back_for_one_rage_each() {
    let mut game = Scenario::new(2)
        .upgrade(S0, "Tyr's Prowess")
        .figure(S0, WARRIOR, "gimle")
        .figure(S1, WARRIOR, "gimle")
        .hand(S0, &["Tyr's Smash"])
        .hand(S1, &["Tyr's Bash"])
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    let smash = card(&game, S0, "Tyr's Smash");
    cards(&mut game, &[(S0, "Tyr's Smash"), (S1, "Tyr's Bash")]);
    assert_eq!(
        decision(&game),
        Decision::Prowess {
            province: p("gimle")
        }
    );
    assert_eq!(
        game.legal_commands(S0),
        [Command::Keep { card: smash }, Command::Done]
    );
    let events = play(&mut game, S0, Command::Keep { card: smash });
    assert_eq!(
        events[0],
        Event::CardKeptByProwess {
            seat: S0,
            card: smash,
            cost: 1
        }
    );
    assert_eq!(game.hand(S0), [smash]);
    assert_eq!(game.rage(S0), 5);
}

#[test]
fn odins_inspiration_doubles_ragnarok_glory() {
    let game = Scenario::new(2)
        .upgrade(S0, "Odin's Inspiration")
        .figure(S0, LEADER, "myrkulor")
        .at_phase(Phase::Ragnarok)
        .build();
    assert_eq!(glory(&game, S0), 4);
}

#[test]
fn odins_throne_doubles_the_glory_of_fulfilled_quests() {
    let mut game = Scenario::new(2)
        .upgrade(S0, "Odin's Throne")
        .figure(S0, LEADER, "gimle")
        .quests(S0, &["Alfheim@1"])
        .ragnarok(["horgr", "horgr", "horgr"])
        .at_phase(Phase::Quest)
        .build();
    assert_eq!(
        glory(&game, S0),
        10,
        "5 doubled; the stat step is not doubled"
    );
    let events = play(&mut game, S0, Command::Raise { stat: Stat::Rage });
    assert_eq!(
        only(&events, |e| matches!(e, Event::StatRaised { .. })).len(),
        1
    );
}

// ================================================================ Quests

fn quest_glory(setup: Scenario, name: &str) -> u32 {
    let game = setup
        .quests(S0, &[name])
        .ragnarok(["horgr", "horgr", "horgr"])
        .at_phase(Phase::Quest)
        .build();
    glory(&game, S0)
}

#[test]
fn alfheim_quest_needs_the_most_str_in_andlang_or_gimle() {
    assert_eq!(
        quest_glory(Scenario::new(2).figure(S0, WARRIOR, "andlang"), "Alfheim@1"),
        5
    );
    assert_eq!(
        quest_glory(Scenario::new(2).figure(S0, WARRIOR, "utgard"), "Alfheim@2"),
        0
    );
}

#[test]
fn jotunheim_quest_needs_the_most_str_in_muspelheim_horgr_or_utgard() {
    assert_eq!(
        quest_glory(
            Scenario::new(2).figure(S0, WARRIOR, "utgard"),
            "Jotunheim@2"
        ),
        7
    );
    assert_eq!(
        quest_glory(Scenario::new(2).figure(S0, WARRIOR, "gimle"), "Jotunheim@3"),
        0
    );
}

#[test]
fn manheim_quest_needs_the_most_str_in_myrkulor_elvagar_or_angerboda() {
    assert_eq!(
        quest_glory(Scenario::new(2).figure(S0, SHIP, "west"), "Manheim@3"),
        9,
        "via the fjord"
    );
    assert_eq!(
        quest_glory(
            Scenario::new(2)
                .figure(S0, WARRIOR, "elvagar")
                .figure(S1, WARRIOR, "elvagar"),
            "Manheim@1"
        ),
        0
    );
}

#[test]
fn yggdrasil_quest_needs_the_most_str_in_yggdrasil() {
    assert_eq!(
        quest_glory(
            Scenario::new(2).figure(S0, WARRIOR, "yggdrasil"),
            "Yggdrasil@3"
        ),
        11
    );
    assert_eq!(
        quest_glory(Scenario::new(2).figure(S0, WARRIOR, "gimle"), "Yggdrasil@1"),
        0
    );
}

#[test]
fn glorious_death_quest_needs_four_figures_in_valhalla() {
    assert_eq!(
        quest_glory(
            Scenario::new(2).valhalla(S0, WARRIOR, 4),
            "Glorious Death@3"
        ),
        11
    );
    assert_eq!(
        quest_glory(
            Scenario::new(2).valhalla(S0, WARRIOR, 3),
            "Glorious Death@2"
        ),
        0
    );
}

#[test]
fn widespread_quest_needs_the_most_str_in_two_provinces() {
    assert_eq!(
        quest_glory(Scenario::new(2).figure(S0, SHIP, "north"), "Widespread@1"),
        7,
        "one ship supports two provinces"
    );
    assert_eq!(
        quest_glory(
            Scenario::new(2).figure(S0, WARRIOR, "gimle"),
            "Widespread@3"
        ),
        0
    );
}

// ================================================================ Battle cards

fn duel(s0: &[&str], s1: &[&str]) -> Scenario {
    Scenario::new(2).hand(S0, s0).hand(S1, s1)
}

#[test]
fn odins_smite_destroys_one_warrior_of_each_opponent() {
    let mut game = duel(&["Odin's Smite"], &["Tyr's Bash"])
        .figure(S0, LEADER, "gimle")
        .figures(S1, WARRIOR, "gimle", 2)
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    let smite = card(&game, S0, "Odin's Smite");
    let bash = card(&game, S1, "Tyr's Bash");
    let events = cards(&mut game, &[(S0, "Odin's Smite"), (S1, "Tyr's Bash")]);
    assert_eq!(
        events,
        [
            Event::CardChosen {
                seat: S1,
                card: Some(bash)
            },
            Event::CardsRevealed {
                round: 1,
                cards: vec![(S0, smite), (S1, bash)]
            },
            killed(S1, WARRIOR, "gimle", by(CardName::OdinsSmite)),
            Event::BattleTotals {
                province: p("gimle"),
                totals: vec![(S0, 4), (S1, 3)],
                winner: Some(S0)
            },
            Event::CardsDiscarded {
                seat: S0,
                cards: vec![smite]
            },
            Event::CardsReturned {
                seat: S1,
                cards: vec![bash]
            },
            killed(S1, WARRIOR, "gimle", Cause::Battle),
            Event::PillageSucceeded {
                seat: S0,
                province: p("gimle"),
                token: PillageToken::Rage
            },
            Event::StatRaised {
                seat: S0,
                stat: Stat::Rage,
                step: 2,
                cause: Cause::Pillage
            },
            gained(S0, 3, Cause::Battle),
            Event::BattleEnded {
                province: p("gimle")
            },
            turn(S1),
        ]
    );
}

#[test]
fn odins_smite_leaves_an_emptied_clan_in_the_battle_with_its_card() {
    // seat 1 loses its only Warrior to the Smite, yet wins on its card alone.
    let mut game = duel(&["Odin's Smite"], &["Tyr's Rage"])
        .figures(S0, WARRIOR, "gimle", 2)
        .figure(S1, WARRIOR, "gimle")
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    let events = cards(&mut game, &[(S0, "Odin's Smite"), (S1, "Tyr's Rage")]);
    assert!(events.contains(&Event::BattleTotals {
        province: p("gimle"),
        totals: vec![(S0, 3), (S1, 6)],
        winner: Some(S1)
    }));
    assert_eq!(
        destroyed(&events).len(),
        3,
        "its Warrior to the Smite, then seat 0's two"
    );
    assert_eq!(glory(&game, S1), 3);
}

#[test]
fn odins_tide_leaves_each_clan_one_figure_of_its_choice() {
    let mut game = duel(&["Odin's Tide"], &["Alfheim"])
        .figure(S0, LEADER, "gimle")
        .figures(S0, WARRIOR, "gimle", 2)
        .figures(S1, WARRIOR, "gimle", 2)
        .figure(S1, SHIP, "west")
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    cards(&mut game, &[(S0, "Odin's Tide"), (S1, "Alfheim")]);
    assert_eq!(
        decision(&game),
        Decision::Spare {
            province: p("gimle")
        }
    );
    assert_eq!(
        awaited(&game),
        [S0],
        "the pillager chooses first, the Tide's owner included"
    );
    let events = play(
        &mut game,
        S0,
        Command::Spare {
            figure: LEADER,
            at: at("gimle"),
        },
    );
    assert_eq!(
        events,
        [
            killed(S0, WARRIOR, "gimle", by(CardName::OdinsTide)),
            killed(S0, WARRIOR, "gimle", by(CardName::OdinsTide)),
        ]
    );
    assert_eq!(awaited(&game), [S1]);
    let events = play(
        &mut game,
        S1,
        Command::Spare {
            figure: SHIP,
            at: at("west"),
        },
    );
    assert_eq!(
        events[..2],
        [
            killed(S1, WARRIOR, "gimle", by(CardName::OdinsTide)),
            killed(S1, WARRIOR, "gimle", by(CardName::OdinsTide)),
        ]
    );
    assert!(events.contains(&Event::BattleTotals {
        province: p("gimle"),
        totals: vec![(S0, 4), (S1, 2)],
        winner: Some(S0)
    }));
}

#[test]
fn odins_judgement_gives_two_glory_per_figure_destroyed_win_or_lose() {
    let mut game = duel(&["Tyr's Rage"], &["Odin's Judgement"])
        .figure(S0, WARRIOR, "gimle")
        .figures(S1, WARRIOR, "gimle", 3)
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    let events = cards(&mut game, &[(S0, "Tyr's Rage"), (S1, "Odin's Judgement")]);
    assert_eq!(
        glory_events(&events),
        [
            gained(S0, 3, Cause::Battle),
            gained(S1, 6, by(CardName::OdinsJudgement))
        ],
        "3 figures of the loser died; the loser still scores"
    );
}

#[test]
fn heimdalls_sight_is_worth_the_highest_card_an_opponent_revealed() {
    let mut game = duel(&["Heimdall's Sight"], &["Tyr's Smite"])
        .figures(S0, WARRIOR, "gimle", 2)
        .figure(S1, WARRIOR, "gimle")
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    let events = cards(&mut game, &[(S0, "Heimdall's Sight"), (S1, "Tyr's Smite")]);
    assert!(events.contains(&Event::BattleTotals {
        province: p("gimle"),
        totals: vec![(S0, 7), (S1, 6)],
        winner: Some(S0)
    }));
}

fn late_window(late: &str) -> (Game, CardId) {
    let mut game = duel(&["Tyr's Bash", late], &["Tyr's Smash"])
        .age(2)
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
    let c = card(&game, S0, late);
    cards(&mut game, &[(S0, "Tyr's Bash"), (S1, "Tyr's Smash")]);
    assert_eq!(
        decision(&game),
        Decision::LateCard {
            province: p("gimle")
        }
    );
    assert_eq!(awaited(&game), [S0], "the pillager is offered first");
    (game, c)
}

#[test]
fn heimdalls_eye_may_be_added_after_the_reveal_for_plus_two() {
    let (mut game, eye) = late_window("Heimdall's Eye");
    let events = play(&mut game, S0, Command::Play { card: eye });
    assert_eq!(
        events[0],
        Event::LateCardPlayed {
            seat: S0,
            card: eye
        }
    );
    assert!(events.contains(&Event::BattleTotals {
        province: p("gimle"),
        totals: vec![(S0, 5), (S1, 4)],
        winner: Some(S0)
    }));
}

#[test]
fn the_late_window_asks_every_participant_holding_cards_so_it_reveals_no_hand() {
    // B-08: from Age 2 the offer goes to every participant with cards in hand, whether or not
    // one is a late card, so being asked tells the table nothing.
    let mut game = duel(
        &["Tyr's Bash", "Tyr's Rage"],
        &["Tyr's Smash", "Heimdall's Eye", "Tyr's Crush"],
    )
    .age(2)
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
    let eye = card(&game, S1, "Heimdall's Eye");
    cards(&mut game, &[(S0, "Tyr's Bash"), (S1, "Tyr's Smash")]);
    assert_eq!(
        awaited(&game),
        [S0],
        "the pillager is asked, without a late card"
    );
    assert_eq!(game.legal_commands(S0), [Command::Done]);
    play(&mut game, S0, Command::Done);
    assert_eq!(awaited(&game), [S1]);
    let events = play(&mut game, S1, Command::Play { card: eye });
    assert_eq!(
        events[0],
        Event::LateCardPlayed {
            seat: S1,
            card: eye
        }
    );
    // After a late card the offer goes round again until both decline in succession.
    assert_eq!(awaited(&game), [S0]);
    play(&mut game, S0, Command::Done);
    assert_eq!(awaited(&game), [S1]);
    let events = play(&mut game, S1, Command::Done);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::BattleTotals { .. }))
    );
}

#[test]
fn in_age_one_nobody_is_asked_for_late_cards() {
    let mut game = duel(
        &["Tyr's Bash", "Tyr's Rage"],
        &["Tyr's Smash", "Tyr's Crush"],
    )
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
    let events = cards(&mut game, &[(S0, "Tyr's Bash"), (S1, "Tyr's Smash")]);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::BattleTotals { .. }))
    );
}

#[test]
fn heimdalls_gaze_may_be_added_after_the_reveal_for_plus_three() {
    let (mut game, gaze) = late_window("Heimdall's Gaze");
    let events = play(&mut game, S0, Command::Play { card: gaze });
    assert!(events.contains(&Event::BattleTotals {
        province: p("gimle"),
        totals: vec![(S0, 6), (S1, 4)],
        winner: Some(S0)
    }));
}

#[test]
fn heimdalls_watch_discards_the_revealed_cards_for_glory_then_everyone_plays_again() {
    let mut game = duel(
        &["Heimdall's Watch", "Tyr's Bash"],
        &["Tyr's Crush", "Tyr's Smash"],
    )
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
    let watch = card(&game, S0, "Heimdall's Watch");
    let crush = card(&game, S1, "Tyr's Crush");
    let events = cards(&mut game, &[(S0, "Heimdall's Watch"), (S1, "Tyr's Crush")]);
    assert_eq!(
        events[1..],
        [
            Event::CardsRevealed {
                round: 1,
                cards: vec![(S0, watch), (S1, crush)]
            },
            Event::WatchResolved {
                seat: S0,
                discarded: vec![watch, crush],
                value: 4
            },
            gained(S0, 4, by(CardName::HeimdallsWatch)),
        ]
    );
    assert_eq!(
        decision(&game),
        Decision::BattleCard {
            province: p("gimle"),
            round: 2
        }
    );
    let events = cards(&mut game, &[(S0, "Tyr's Bash"), (S1, "Tyr's Smash")]);
    assert!(events.contains(&Event::BattleTotals {
        province: p("gimle"),
        totals: vec![(S0, 3), (S1, 4)],
        winner: Some(S1)
    }));
}

#[test]
fn friggas_grace_raises_a_second_different_stat_when_the_pillage_succeeds() {
    let mut game = duel(&["Frigga's Grace"], &["Tyr's Bash"])
        .token("gimle", PillageToken::Axes)
        .figures(S0, WARRIOR, "gimle", 2)
        .figure(S1, WARRIOR, "gimle")
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    cards(&mut game, &[(S0, "Frigga's Grace"), (S1, "Tyr's Bash")]);
    assert_eq!(
        decision(&game),
        Decision::Raise {
            cause: by(CardName::FriggasGrace),
            optional: false,
            except: Some(Stat::Axes)
        }
    );
    let error = refuse(&mut game, S0, Command::Raise { stat: Stat::Axes });
    assert_eq!(
        error,
        RuleError::NotOffered {
            why: NotOffered::SameStat { stat: Stat::Axes }
        },
        "R-08"
    );
    assert_eq!(
        error.to_string(),
        "that choice is not offered: Frigga's Grace must raise a different stat than the pillage \
         did; choose Rage or Horns"
    );
    let events = play(&mut game, S0, Command::Raise { stat: Stat::Horns });
    assert_eq!(
        events[..2],
        [
            Event::StatRaised {
                seat: S0,
                stat: Stat::Horns,
                step: 2,
                cause: by(CardName::FriggasGrace)
            },
            gained(S0, 4, Cause::Battle),
        ],
        "the Axes token counts at once for the battle Glory"
    );
}

#[test]
fn lokis_trickery_steals_rage_and_a_clan_at_zero_rage_then_acts_again() {
    let mut game = duel(&["Tyr's Smash"], &["Loki's Trickery"])
        .rage(S1, 0)
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
    let events = cards(&mut game, &[(S0, "Tyr's Smash"), (S1, "Loki's Trickery")]);
    assert!(events.contains(&Event::RageTaken {
        from: S0,
        to: S1,
        amount: 1,
        cause: by(CardName::LokisTrickery)
    }));
    assert_eq!(
        events.last(),
        Some(&turn(S1)),
        "R-07: the Rage it gained lets it act"
    );
    assert_eq!(game.rage(S1), 1);
    assert_eq!(game.rage(S0), 5);
}

#[test]
fn lokis_backstab_takes_two_glory_from_the_winner() {
    let mut game = duel(&["Tyr's Smash"], &["Loki's Backstab"])
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
    let events = cards(&mut game, &[(S0, "Tyr's Smash"), (S1, "Loki's Backstab")]);
    assert_eq!(
        glory_events(&events),
        [
            gained(S0, 3, Cause::Battle),
            Event::GloryTaken {
                from: S0,
                to: S1,
                amount: 2,
                cause: by(CardName::LokisBackstab)
            },
        ]
    );
}

#[test]
fn lokis_poison_takes_the_winners_played_cards_into_the_losers_hand() {
    let mut game = duel(&["Tyr's Smash"], &["Loki's Poison"])
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
    let smash = card(&game, S0, "Tyr's Smash");
    let poison = card(&game, S1, "Loki's Poison");
    let events = cards(&mut game, &[(S0, "Tyr's Smash"), (S1, "Loki's Poison")]);
    assert!(events.contains(&Event::CardsTaken {
        from: S0,
        to: S1,
        cards: vec![smash]
    }));
    let mut hand = game.hand(S1).to_vec();
    hand.sort();
    let mut expected = vec![smash, poison];
    expected.sort();
    assert_eq!(hand, expected);
}

#[test]
fn thors_hammer_gives_three_glory_to_a_winner() {
    let mut game = duel(&["Thor's Hammer"], &["Alfheim"])
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
    let events = cards(&mut game, &[(S0, "Thor's Hammer"), (S1, "Alfheim")]);
    assert_eq!(
        glory_events(&events),
        [
            gained(S0, 3, Cause::Battle),
            gained(S0, 3, by(CardName::ThorsHammer))
        ]
    );
}

#[test]
fn thors_oath_raises_a_stat_for_a_winner_before_the_battle_glory() {
    let mut game = duel(&["Alfheim"], &["Thor's Oath"])
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
    cards(&mut game, &[(S0, "Alfheim"), (S1, "Thor's Oath")]);
    assert_eq!(awaited(&game), [S1]);
    let events = play(&mut game, S1, Command::Raise { stat: Stat::Axes });
    assert_eq!(
        events[..2],
        [
            Event::StatRaised {
                seat: S1,
                stat: Stat::Axes,
                step: 2,
                cause: by(CardName::ThorsOath)
            },
            gained(S1, 4, Cause::Battle),
        ],
        "D-43: the raise comes before the Axes Glory"
    );
}

#[test]
fn thors_ascension_gives_three_rage_and_three_glory_to_a_winner() {
    let mut game = duel(&["Thor's Ascension"], &["Alfheim"])
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
    let events = cards(&mut game, &[(S0, "Thor's Ascension"), (S1, "Alfheim")]);
    assert!(events.contains(&Event::RageGained {
        seat: S0,
        amount: 3,
        cause: by(CardName::ThorsAscension)
    }));
    assert_eq!(game.rage(S0), 9, "current Rage may exceed the stat (D-12)");
    assert_eq!(glory(&game, S0), 6);
}

#[test]
fn thors_primacy_cancels_the_texts_of_opponents_cards_but_not_their_str() {
    let mut game = duel(&["Thor's Primacy"], &["Odin's Smite"])
        .figures(S0, WARRIOR, "gimle", 2)
        .figure(S1, LEADER, "gimle")
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    let primacy = card(&game, S0, "Thor's Primacy");
    let smite = card(&game, S1, "Odin's Smite");
    let events = cards(&mut game, &[(S0, "Thor's Primacy"), (S1, "Odin's Smite")]);
    assert_eq!(
        events[2..4],
        [
            Event::TextsCancelled {
                seat: S0,
                by: primacy,
                cards: vec![smite]
            },
            Event::BattleTotals {
                province: p("gimle"),
                totals: vec![(S0, 5), (S1, 4)],
                winner: Some(S0)
            },
        ],
        "no Warrior dies to the Smite, whose +1 still counts"
    );
}

// ================================================================ Official FAQ interactions

#[test]
fn thors_primacy_resolves_before_heimdalls_watch_and_cancels_it() {
    let mut game = duel(&["Thor's Primacy"], &["Heimdall's Watch"])
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
    let events = cards(
        &mut game,
        &[(S0, "Thor's Primacy"), (S1, "Heimdall's Watch")],
    );
    assert!(
        only(&events, |e| matches!(e, Event::WatchResolved { .. })).is_empty(),
        "R-03"
    );
    assert!(events.contains(&Event::BattleTotals {
        province: p("gimle"),
        totals: vec![(S0, 4), (S1, 1)],
        winner: Some(S0)
    }));
}

#[test]
fn lokis_poison_takes_the_cards_before_tyrs_prowess_could_keep_them() {
    let mut game = duel(&["Tyr's Smash"], &["Loki's Poison"])
        .upgrade(S0, "Tyr's Prowess")
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
    let events = cards(&mut game, &[(S0, "Tyr's Smash"), (S1, "Loki's Poison")]);
    assert!(events.iter().any(|e| matches!(e, Event::CardsTaken { .. })));
    assert_ne!(
        game.pending().map(|p| p.decision.clone()),
        Some(Decision::Prowess {
            province: p("gimle")
        }),
        "R-04: nothing left for Prowess"
    );
}

#[test]
fn lokis_trickery_takes_rage_before_tyrs_prowess_is_paid() {
    let mut game = duel(&["Tyr's Smash"], &["Loki's Trickery"])
        .upgrade(S0, "Tyr's Prowess")
        .rage(S0, 1)
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
    let smash = card(&game, S0, "Tyr's Smash");
    let events = cards(&mut game, &[(S0, "Tyr's Smash"), (S1, "Loki's Trickery")]);
    assert!(
        events.contains(&Event::CardsDiscarded {
            seat: S0,
            cards: vec![smash]
        }),
        "R-06: the winner's last Rage was taken, so it cannot pay to keep its card"
    );
    assert_eq!(game.rage(S0), 0);
}

// ================================================================ Coverage

/// Every card with a text has a test in this file (or, for the Mystic upgrades, in mystics.rs)
/// named after it (`fn <card id>_…`), so a card
/// added to the catalogue with a text and no test fails here.
#[test]
fn every_card_with_text_has_a_named_test() {
    let source = [include_str!("cards.rs"), include_str!("mystics.rs")].concat();
    let mut missing = Vec::new();
    for row in &catalogue().rows {
        if effect_kind(row.id) == EffectKind::NoText {
            continue;
        }
        let slug = serde_json::to_string(&row.id)
            .unwrap()
            .trim_matches('"')
            .to_string();
        if !source.contains(&format!("fn {slug}_")) {
            missing.push(slug);
        }
    }
    missing.dedup();
    assert!(
        missing.is_empty(),
        "cards with text but no named test: {missing:?}"
    );
}

/// Every card name is classified (the match in `effect_kind` is exhaustive) and the plain cards
/// really are plain +STR battle cards.
#[test]
fn every_card_is_either_implemented_or_marked_as_having_no_text() {
    for row in &catalogue().rows {
        if effect_kind(row.id) == EffectKind::NoText {
            assert_eq!(
                row.kind,
                bloodrage_bot::engine::base::CardKind::Battle,
                "{}",
                row.name
            );
            assert!(row.str.is_some(), "{}", row.name);
        }
    }
    let _ = CardName::TyrsBash;
}
