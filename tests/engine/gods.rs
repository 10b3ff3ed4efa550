//! Gods of Asgard (option `gods`, shared/reference/expansions.md section 1): a scenario per god,
//! written from the reference's text with the exact events, the gods' placement at each Age and
//! their move after every pillage (EX-11, EX-12), and the combinations section 1.6 calls out.

use crate::support::*;
use bloodrage_bot::engine::base::data::{CardName, God};
use bloodrage_bot::engine::base::{BaseOptions, GodView};
use bloodrage_bot::engine::family::Family as _;

/// The god events of a command.
fn god_events(events: &[Event]) -> Vec<Event> {
    only(events, |e| {
        matches!(
            e,
            Event::GodMoved { .. }
                | Event::GodStayed { .. }
                | Event::GodsPlaced { .. }
                | Event::DeathsPrevented { .. }
        )
    })
}

fn where_gods(game: &Game) -> Vec<GodView> {
    game.public_view().gods
}

fn gods_game(players: u8, seed: u64, pick: &[God]) -> Game {
    let config = Game::configure(
        players,
        seed,
        &BaseOptions {
            gods: true,
            gods_pick: pick.to_vec(),
            ..BaseOptions::default()
        },
    );
    Game::new(&config).expect("a game with the gods")
}

#[test]
fn odin_gives_a_successful_pillage_of_his_province_its_reward_once_more() {
    let mut game = Scenario::new(2)
        .god(God::Odin, "muspelheim")
        .figure(S0, LEADER, "muspelheim")
        .build();
    let events = play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("muspelheim"),
        },
    );
    assert_eq!(
        glory_events(&events),
        vec![
            Event::GloryGained {
                seat: S0,
                amount: 5,
                cause: Cause::Pillage
            },
            Event::GloryGained {
                seat: S0,
                amount: 5,
                cause: Cause::God(God::Odin)
            },
        ],
        "EX-14: the token's 5 Glory twice"
    );
    assert_eq!(
        decision(&game),
        Decision::MoveGod {
            god: God::Odin,
            from: p("muspelheim")
        },
        "EX-12: then the pillager moves Odin"
    );
}

#[test]
fn odin_and_the_frost_giant_give_the_reward_three_times_and_steps_stop_at_six() {
    let mut game = Scenario::new(2)
        .god(God::Odin, "angerboda")
        .monster(S0, Monster::FrostGiant, "angerboda")
        .step(S0, Stat::Horns, 5)
        .build();
    let events = play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("angerboda"),
        },
    );
    let raised = only(&events, |e| matches!(e, Event::StatRaised { .. }));
    assert_eq!(
        raised,
        vec![Event::StatRaised {
            seat: S0,
            stat: Stat::Horns,
            step: 6,
            cause: Cause::Pillage
        }],
        "EX-14: three Horns rewards (token, Frost Giant, Odin); steps stop at 6"
    );
    assert_eq!(game.step(S0, Stat::Horns), 6);
}

#[test]
fn odin_gives_nothing_more_to_a_failed_pillage_and_the_god_moves_all_the_same() {
    let mut game = Scenario::new(2)
        .god(God::Odin, "gimle")
        .figure(S0, LEADER, "gimle")
        .figures(S1, WARRIOR, "gimle", 2)
        .hand(S1, &["Tyr's Smash"])
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    skip_call(&mut game);
    let events = cards(&mut game, &[(S1, "Tyr's Smash")]);
    assert!(events.contains(&Event::PillageFailed {
        seat: S0,
        province: p("gimle")
    }));
    assert!(
        !events.iter().any(|e| matches!(
            e,
            Event::GloryGained {
                cause: Cause::God(_),
                ..
            }
        )),
        "{events:?}"
    );
    assert_eq!(
        decision(&game),
        Decision::MoveGod {
            god: God::Odin,
            from: p("gimle")
        },
        "EX-12: a failed pillage moves the god too, by the pillager"
    );
    assert_eq!(awaited(&game), vec![S0]);
}

#[test]
fn thor_gives_the_winner_two_glory_per_enemy_figure_destroyed_after_the_axes_glory() {
    let mut game = Scenario::new(2)
        .god(God::Thor, "gimle")
        .figure(S0, LEADER, "gimle")
        .figures(S0, WARRIOR, "gimle", 1)
        .figures(S1, WARRIOR, "gimle", 2)
        .hand(S0, &["Tyr's Bash"])
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    skip_call(&mut game);
    let events = cards(&mut game, &[(S0, "Tyr's Bash")]);
    assert_eq!(
        glory_events(&events),
        vec![
            Event::GloryGained {
                seat: S0,
                amount: 3,
                cause: Cause::Battle
            },
            Event::GloryGained {
                seat: S0,
                amount: 4,
                cause: Cause::God(God::Thor)
            },
        ],
        "EX-15, EX-30: Axes 3, then 2 × 2 Warriors destroyed"
    );
}

#[test]
fn thor_stacks_with_the_valkyrie_and_odins_judgement() {
    let mut game = Scenario::new(2)
        .god(God::Thor, "horgr")
        .monster(S0, Monster::Valkyrie, "horgr")
        .figure(S0, LEADER, "horgr")
        .figures(S1, WARRIOR, "horgr", 3)
        .hand(S0, &["Odin's Judgement"])
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("horgr"),
        },
    );
    skip_call(&mut game);
    let events = cards(&mut game, &[(S0, "Odin's Judgement")]);
    let glory: Vec<(u32, Cause)> = glory_events(&events)
        .into_iter()
        .filter_map(|e| match e {
            Event::GloryGained {
                seat,
                amount,
                cause,
            } if seat == S0 => Some((amount, cause)),
            _ => None,
        })
        .collect();
    assert_eq!(
        glory,
        vec![
            (3, Cause::Battle),
            (6, Cause::God(God::Thor)),
            (6, Cause::Card(CardName::OdinsJudgement)),
            (6, Cause::Card(CardName::Valkyrie)),
        ],
        "1.6: Thor's 2 per figure adds to Odin's Judgement's and the Valkyrie's"
    );
}

#[test]
fn tyr_makes_every_figure_str_zero_so_the_cards_decide() {
    let mut game = Scenario::new(2)
        .god(God::Tyr, "gimle")
        .figure(S0, LEADER, "gimle")
        .figures(S0, WARRIOR, "gimle", 2)
        .figures(S1, WARRIOR, "gimle", 1)
        .hand(S0, &["Tyr's Bash"])
        .hand(S1, &["Tyr's Smash"])
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    skip_call(&mut game);
    let events = cards(&mut game, &[(S0, "Tyr's Bash"), (S1, "Tyr's Smash")]);
    assert!(
        events.contains(&Event::BattleTotals {
            province: p("gimle"),
            totals: vec![(S0, 2), (S1, 3)],
            winner: Some(S1)
        }),
        "EX-16: 5 STR of figures against 1 count 0; +2 against +3: {events:?}"
    );
}

#[test]
fn tyr_battle_without_cards_is_a_tie_that_everyone_loses() {
    let mut game = Scenario::new(2)
        .god(God::Tyr, "gimle")
        .figure(S0, LEADER, "gimle")
        .figures(S1, WARRIOR, "gimle", 1)
        .build();
    let events = play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    let events = skip_call_then(&mut game, events);
    assert!(
        events.contains(&Event::BattleTotals {
            province: p("gimle"),
            totals: vec![(S0, 0), (S1, 0)],
            winner: None
        }),
        "EX-16 with R-13: {events:?}"
    );
    assert_eq!(
        destroyed(&events).len(),
        2,
        "both lose: Leader and Warrior die"
    );
}

#[test]
fn heimdall_has_the_cards_played_face_up_one_at_a_time_the_pillager_last() {
    let mut game = Scenario::new(3)
        .god(God::Heimdall, "gimle")
        .figure(S0, LEADER, "gimle")
        .figures(S1, WARRIOR, "gimle", 1)
        .figures(S2, WARRIOR, "gimle", 1)
        .hand(S0, &["Tyr's Smite"])
        .hand(S1, &["Tyr's Bash"])
        .hand(S2, &["Tyr's Smash", "Tyr's Crush"])
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    skip_call(&mut game);
    assert_eq!(
        (decision(&game), awaited(&game)),
        (
            Decision::OpenCard {
                province: p("gimle"),
                round: 1
            },
            vec![S1]
        ),
        "EX-17: the pillager's left plays first"
    );
    let bash = in_hand(&game, S1, "Tyr's Bash");
    let events = play(&mut game, S1, Command::Play { card: bash });
    assert_eq!(
        events,
        vec![Event::CardPlayedOpen {
            seat: S1,
            card: bash,
            round: 1
        }],
        "face up at once"
    );
    assert!(
        !game.hidden_from(Viewer::Seat(S2)).contains(&bash),
        "the next player sees it before choosing"
    );
    assert_eq!(awaited(&game), vec![S2]);
    let crush = in_hand(&game, S2, "Tyr's Crush");
    play(&mut game, S2, Command::Play { card: crush });
    assert_eq!(awaited(&game), vec![S0], "the pillager last");
    let smite = in_hand(&game, S0, "Tyr's Smite");
    let events = play(&mut game, S0, Command::Play { card: smite });
    assert!(
        events.contains(&Event::BattleTotals {
            province: p("gimle"),
            totals: vec![(S0, 8), (S1, 3), (S2, 5)],
            winner: Some(S0)
        }),
        "{events:?}"
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::CardsRevealed { .. })),
        "no face-down reveal in Heimdall's battle"
    );
}

#[test]
fn heimdall_skips_a_participant_without_cards_and_the_watch_starts_the_turns_again() {
    let mut game = Scenario::new(3)
        .age(2)
        .god(God::Heimdall, "gimle")
        .figure(S0, LEADER, "gimle")
        .figures(S1, WARRIOR, "gimle", 1)
        .figures(S2, WARRIOR, "gimle", 1)
        .hand(S0, &["Heimdall's Watch", "Tyr's Bash"])
        .hand(S2, &["Tyr's Smash", "Tyr's Crush"])
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    skip_call(&mut game);
    assert_eq!(awaited(&game), vec![S2], "S1 holds no card");
    let smash = in_hand(&game, S2, "Tyr's Smash");
    play(&mut game, S2, Command::Play { card: smash });
    let watch = in_hand(&game, S0, "Heimdall's Watch");
    let events = play(&mut game, S0, Command::Play { card: watch });
    assert!(
        events.contains(&Event::WatchResolved {
            seat: S0,
            discarded: vec![smash, watch],
            value: 3
        }),
        "{events:?}"
    );
    assert_eq!(
        (decision(&game), awaited(&game)),
        (
            Decision::OpenCard {
                province: p("gimle"),
                round: 2
            },
            vec![S2]
        ),
        "1.6: after the Watch the new cards are played face up in the same order"
    );
}

#[test]
fn frigga_lets_no_figure_be_destroyed_in_her_battle() {
    let mut game = Scenario::new(2)
        .god(God::Frigga, "gimle")
        .figure(S0, LEADER, "gimle")
        .figures(S0, WARRIOR, "gimle", 1)
        .figures(S1, WARRIOR, "gimle", 2)
        .hand(S0, &["Odin's Smite"])
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    skip_call(&mut game);
    let events = cards(&mut game, &[(S0, "Odin's Smite")]);
    assert!(destroyed(&events).is_empty(), "{events:?}");
    assert_eq!(
        god_events(&events)[..2],
        [
            Event::DeathsPrevented {
                god: God::Frigga,
                province: p("gimle"),
                cause: Cause::Card(CardName::OdinsSmite)
            },
            Event::DeathsPrevented {
                god: God::Frigga,
                province: p("gimle"),
                cause: Cause::Battle
            },
        ],
        "EX-18: neither Odin's Smite nor losing destroys"
    );
    assert!(events.contains(&Event::PillageSucceeded {
        seat: S0,
        province: p("gimle"),
        token: PillageToken::Rage
    }));
    assert_eq!(
        game.count_at(S1, at("gimle")),
        2,
        "the losers stay in place"
    );
}

#[test]
fn frigga_keeps_the_losers_figures_and_the_valkyrie_pays_nothing() {
    let mut game = Scenario::new(2)
        .god(God::Frigga, "horgr")
        .monster(S0, Monster::Valkyrie, "horgr")
        .figure(S0, LEADER, "horgr")
        .figures(S1, WARRIOR, "horgr", 2)
        .build();
    let events = play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("horgr"),
        },
    );
    let events = skip_call_then(&mut game, events);
    assert!(destroyed(&events).is_empty());
    assert_eq!(
        glory_events(&events),
        vec![Event::GloryGained {
            seat: S0,
            amount: 3,
            cause: Cause::Battle
        },],
        "1.6: 0 figures destroyed, the Valkyrie pays nothing: {events:?}"
    );
}

#[test]
fn frigga_spares_everyone_from_odins_tide_without_asking() {
    let mut game = Scenario::new(2)
        .age(2)
        .god(God::Frigga, "gimle")
        .figure(S0, LEADER, "gimle")
        .figures(S0, WARRIOR, "gimle", 2)
        .figures(S1, WARRIOR, "gimle", 2)
        .hand(S0, &["Odin's Tide"])
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    skip_call(&mut game);
    let events = cards(&mut game, &[(S0, "Odin's Tide")]);
    assert_eq!(
        god_events(&events)[0],
        Event::DeathsPrevented {
            god: God::Frigga,
            province: p("gimle"),
            cause: Cause::Card(CardName::OdinsTide)
        }
    );
    assert!(
        !matches!(
            game.pending().map(|p| &p.decision),
            Some(Decision::Spare { .. })
        ),
        "nobody chooses a figure to keep"
    );
    assert_eq!(game.count_at(S0, at("gimle")), 3);
}

#[test]
fn loki_pays_each_loser_its_own_axes_and_the_winner_none() {
    let mut game = Scenario::new(3)
        .god(God::Loki, "gimle")
        .step(S1, Stat::Axes, 3)
        .figure(S0, LEADER, "gimle")
        .figures(S0, WARRIOR, "gimle", 2)
        .figures(S1, WARRIOR, "gimle", 1)
        .figures(S2, WARRIOR, "gimle", 1)
        .hand(S0, &["Thor's Hammer"])
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    skip_call(&mut game);
    let events = cards(&mut game, &[(S0, "Thor's Hammer")]);
    let glory: Vec<Event> = glory_events(&events)
        .into_iter()
        .filter(|e| {
            !matches!(
                e,
                Event::GloryGained {
                    cause: Cause::Pillage,
                    ..
                }
            )
        })
        .collect();
    assert_eq!(
        glory,
        vec![
            Event::GloryGained {
                seat: S1,
                amount: 5,
                cause: Cause::God(God::Loki)
            },
            Event::GloryGained {
                seat: S2,
                amount: 3,
                cause: Cause::God(God::Loki)
            },
            Event::GloryGained {
                seat: S0,
                amount: 3,
                cause: Cause::Card(CardName::ThorsHammer)
            },
        ],
        "EX-19: no Axes Glory for the winner; Thor's Hammer still pays"
    );
}

#[test]
fn loki_pays_every_participant_its_axes_on_a_tie() {
    let mut game = Scenario::new(2)
        .god(God::Loki, "gimle")
        .figures(S0, WARRIOR, "gimle", 1)
        .figures(S1, WARRIOR, "gimle", 1)
        .build();
    let events = play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    let events = skip_call_then(&mut game, events);
    assert_eq!(
        glory_events(&events),
        vec![
            Event::GloryGained {
                seat: S0,
                amount: 3,
                cause: Cause::God(God::Loki)
            },
            Event::GloryGained {
                seat: S1,
                amount: 3,
                cause: Cause::God(God::Loki)
            },
        ],
        "EX-19: a tie makes everyone a loser, and each gains its Axes"
    );
}

#[test]
fn the_pillager_moves_the_god_to_a_standing_unpillaged_province_without_a_god() {
    let mut game = Scenario::new(2)
        .god(God::Odin, "muspelheim")
        .god(God::Loki, "horgr")
        .figure(S0, LEADER, "muspelheim")
        .pillaged("andlang")
        .destroyed("utgard")
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("muspelheim"),
        },
    );
    let legal = game.legal_commands(S0);
    let to: Vec<ProvinceId> = legal
        .iter()
        .filter_map(|c| match c {
            Command::MoveGod { to } => Some(*to),
            _ => None,
        })
        .collect();
    assert_eq!(
        to,
        ["myrkulor", "elvagar", "angerboda", "gimle", "yggdrasil"]
            .map(p)
            .to_vec(),
        "EX-12: not Muspelheim itself (pillaged), Horgr (Loki), Utgard (destroyed), Andlang \
         (pillaged); Yggdrasil is a province"
    );
    assert_eq!(legal.len(), to.len(), "moving is not optional");
    refuse(&mut game, S0, Command::MoveGod { to: p("horgr") });
    refuse(&mut game, S1, Command::MoveGod { to: p("gimle") });
    let events = play(
        &mut game,
        S0,
        Command::MoveGod {
            to: ProvinceId::YGGDRASIL,
        },
    );
    assert_eq!(
        god_events(&events),
        vec![Event::GodMoved {
            seat: S0,
            god: God::Odin,
            from: p("muspelheim"),
            to: ProvinceId::YGGDRASIL
        }]
    );
    assert_eq!(
        where_gods(&game)
            .iter()
            .map(|g| (g.god, g.province))
            .collect::<Vec<_>>(),
        vec![
            (God::Odin, Some(ProvinceId::YGGDRASIL)),
            (God::Loki, Some(p("horgr")))
        ]
    );
    assert_eq!(decision(&game), Decision::Action);
    assert_eq!(
        awaited(&game),
        vec![S1],
        "the turn passes once the god has moved"
    );
}

#[test]
fn a_god_with_one_province_to_go_moves_at_once_and_with_none_stays() {
    let all_but = |keep: &[&str]| {
        let mut s = Scenario::new(2)
            .god(God::Tyr, "gimle")
            .figure(S0, LEADER, "gimle");
        for name in [
            "myrkulor",
            "elvagar",
            "angerboda",
            "muspelheim",
            "horgr",
            "utgard",
            "andlang",
            "yggdrasil",
        ] {
            if !keep.contains(&name) {
                s = s.pillaged(name);
            }
        }
        s.build()
    };
    let mut game = all_but(&["horgr"]);
    let events = play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    assert_eq!(
        god_events(&events),
        vec![Event::GodMoved {
            seat: S0,
            god: God::Tyr,
            from: p("gimle"),
            to: p("horgr")
        }]
    );
    let mut game = all_but(&[]);
    let events = play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    assert_eq!(
        god_events(&events)[0],
        Event::GodStayed {
            god: God::Tyr,
            province: p("gimle")
        },
        "EX-12: nowhere to go, the god stays (then every province is pillaged: the Age goes on)"
    );
}

#[test]
fn a_god_in_another_province_of_the_same_fjord_changes_nothing() {
    let mut game = Scenario::new(2)
        .god(God::Tyr, "myrkulor")
        .figure(S0, LEADER, "gimle")
        .figures(S1, WARRIOR, "gimle", 1)
        .build();
    let events = play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    let events = skip_call_then(&mut game, events);
    assert!(events.contains(&Event::BattleTotals {
        province: p("gimle"),
        totals: vec![(S0, 3), (S1, 1)],
        winner: Some(S0)
    }));
    assert!(god_events(&events).is_empty(), "Tyr stays in Myrkulor");
}

#[test]
fn gods_stand_in_the_provinces_of_spare_ragnarok_tokens_at_every_age() {
    for players in 2..=5 {
        for seed in 0..6 {
            let game = gods_game(players, seed, &[]);
            let view = game.public_view();
            assert_eq!(view.gods.len(), 2);
            assert_ne!(view.gods[0].god, view.gods[1].god);
            let spare: Vec<ProvinceId> = view
                .provinces
                .iter()
                .filter(|pv| {
                    !pv.id.is_yggdrasil() && !pv.destroyed && !view.ragnarok.contains(&pv.id)
                })
                .map(|pv| pv.id)
                .collect();
            assert_eq!(
                spare.len(),
                usize::from(players),
                "1.2: 2/3/4/5 spare tokens"
            );
            let places: Vec<ProvinceId> = view.gods.iter().filter_map(|g| g.province).collect();
            assert_eq!(places.len(), 2);
            assert_ne!(places[0], places[1]);
            assert!(
                places.iter().all(|pl| spare.contains(pl)),
                "{places:?} {spare:?}"
            );
        }
    }
}

#[test]
fn the_named_gods_are_the_games_gods_and_a_game_without_the_option_has_none() {
    let game = gods_game(4, 3, &[God::Loki, God::Heimdall]);
    let gods: Vec<God> = where_gods(&game).iter().map(|g| g.god).collect();
    assert_eq!(gods, vec![God::Loki, God::Heimdall]);
    let plain = Game::new(&GameConfig::base(4, 3)).expect("a plain game");
    assert!(where_gods(&plain).is_empty());
    for bad in [
        vec![God::Loki],
        vec![God::Loki, God::Loki],
        vec![God::Odin, God::Thor, God::Tyr],
    ] {
        let config = Game::configure(
            4,
            3,
            &BaseOptions {
                gods: true,
                gods_pick: bad.clone(),
                ..BaseOptions::default()
            },
        );
        assert!(
            Game::new(&config).is_err(),
            "{bad:?} is not two different gods"
        );
    }
    let config = Game::configure(
        4,
        3,
        &BaseOptions {
            gods_pick: vec![God::Odin, God::Thor],
            ..BaseOptions::default()
        },
    );
    assert!(
        Game::new(&config).is_err(),
        "named gods need the option (EX-01)"
    );
}

#[test]
fn the_gods_option_leaves_the_rest_of_the_game_as_it_was() {
    // The same seed with and without the gods: the same Ragnarök tokens, pillage tokens, first
    // player and first packets (the gods draw after everything a plain game draws at set-up).
    let plain = Game::new(&GameConfig::base(3, 11)).expect("a plain game");
    let gods = gods_game(3, 11, &[]);
    let (a, b) = (plain.public_view(), gods.public_view());
    assert_eq!(a.ragnarok, b.ragnarok);
    assert_eq!(a.first_player, b.first_player);
    assert_eq!(
        a.provinces.iter().map(|pv| pv.token).collect::<Vec<_>>(),
        b.provinces.iter().map(|pv| pv.token).collect::<Vec<_>>()
    );
}

#[test]
fn at_two_players_the_gods_start_every_age_in_the_same_two_provinces() {
    let game = gods_game(2, 5, &[]);
    let first: std::collections::BTreeSet<ProvinceId> = where_gods(&game)
        .iter()
        .filter_map(|g| g.province)
        .collect();
    let mut game = game;
    let mut rng = bloodrage_bot::engine::rng::GameRng::from_seed(9);
    let mut placements = 0;
    while game.outcome().is_none() {
        let seat = game.awaited().iter().next().expect("someone is awaited");
        let legal = game.legal_commands(seat);
        let command = legal[rng.below(legal.len() as u32) as usize];
        let events = game.apply(seat, &command).expect("legal");
        for e in events {
            if let Event::GodsPlaced { places } = e {
                placements += 1;
                let again: std::collections::BTreeSet<ProvinceId> =
                    places.iter().map(|(_, pl)| *pl).collect();
                assert_eq!(again, first, "1.2 consequence: 2 spare tokens at 2 players");
            }
        }
    }
    assert_eq!(placements, 2, "placed again at the start of Ages 2 and 3");
}

#[test]
fn a_spare_token_whose_province_fell_is_skipped_and_a_god_without_one_goes_anywhere_standing() {
    // Ragnarök tokens on Myrkulor, Elvagar, Angerboda; spare: Muspelheim, Horgr, Utgard, Andlang,
    // Gimle. Four of them have fallen (Fenrir, in a real game): only Gimle's token places a god.
    let mut game = Scenario::new(2)
        .god(God::Thor, "gimle")
        .god(God::Frigga, "yggdrasil")
        .destroyed("muspelheim")
        .destroyed("horgr")
        .destroyed("utgard")
        .destroyed("andlang")
        .destroyed("myrkulor")
        .at_phase(Phase::ReleaseValhalla)
        .build();
    let _ = &mut game;
    let view = game.public_view();
    assert_eq!(view.age, 2);
    let places: Vec<(God, Option<ProvinceId>)> =
        view.gods.iter().map(|g| (g.god, g.province)).collect();
    assert_eq!(
        places[0],
        (God::Thor, Some(p("gimle"))),
        "EX-11: the one token standing"
    );
    let other = places[1].1.expect("placed");
    assert!(
        [p("elvagar"), p("angerboda")].contains(&other),
        "EX-11: a standing outer province without a god, {other:?}"
    );
}
