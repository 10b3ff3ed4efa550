//! Rule scenarios for every phase (reference sections 3.1-3.17), each named after the rule it
//! checks; the French rulebook's worked examples are reproduced as `fr_example_*`.

use crate::support::*;
use bloodrage_bot::engine::base::BaseOptions;
use bloodrage_bot::engine::family::Family;

fn token_names(game: &Game) -> Vec<String> {
    let mut t: Vec<String> = game.public_view().provinces[..8]
        .iter()
        .map(|p| format!("{:?}", p.token))
        .collect();
    t.sort();
    t
}

// ---------------------------------------------------------------- set-up (3.1, 1.5)

#[test]
fn setup_destroys_five_minus_players_provinces_but_never_a_doomed_one() {
    for players in 2..=5u8 {
        for seed in 0..25 {
            let game = Game::new(&GameConfig::base(players, seed)).unwrap();
            let v = game.public_view();
            let destroyed = v.provinces.iter().filter(|p| p.destroyed).count();
            assert_eq!(
                destroyed,
                5 - players as usize,
                "{players} players, seed {seed}"
            );
            for r in v.ragnarok {
                assert!(
                    !game.is_destroyed(r),
                    "a doomed province is never destroyed before play"
                );
            }
            assert_ne!(v.ragnarok[0], v.ragnarok[1]);
            assert_ne!(v.ragnarok[1], v.ragnarok[2]);
            assert_eq!(
                v.doom,
                Some(v.ragnarok[0]),
                "the Doom token marks Age 1's province"
            );
            assert!(
                !v.provinces[8].destroyed,
                "Yggdrasil is never destroyed (D-04)"
            );
        }
    }
}

#[test]
fn setup_deals_the_pillage_tokens_to_the_outer_provinces_and_yggdrasil_keeps_its_own() {
    let game = Game::new(&GameConfig::base(4, 11)).unwrap();
    assert_eq!(
        token_names(&game),
        [
            "Axes", "Axes", "Glory", "Horns", "Horns", "Rage", "Rage", "Rage"
        ]
    );
    assert_eq!(
        game.public_view().provinces[8].token,
        PillageToken::AllStats
    );
}

#[test]
fn setup_gives_every_clan_the_starting_sheet() {
    let game = Game::new(&GameConfig::base(5, 2)).unwrap();
    for clan in game.public_view().clans {
        assert_eq!(clan.stats, [6, 3, 4], "Rage 6, Axes 3, Horns 4");
        assert_eq!(clan.steps, [1, 1, 1]);
        assert_eq!(clan.glory, 0);
        assert_eq!(clan.reserve.len(), 10, "Leader, 8 Warriors and a Ship");
        assert_eq!(clan.on_board, 0);
        assert!(clan.upgrades.is_empty());
    }
}

#[test]
fn first_player_is_drawn_from_the_seed() {
    let first = |seed| {
        Game::new(&GameConfig::base(4, seed))
            .unwrap()
            .public_view()
            .first_player
    };
    assert_eq!(first(5), first(5), "same seed, same first player");
    let seats: std::collections::BTreeSet<Seat> = (0..40).map(first).collect();
    assert_eq!(seats.len(), 4, "every seat can be drawn (D-06)");
}

// ---------------------------------------------------------------- Gods' Gifts (3.3)

fn draft_round(game: &mut Game, players: u8, per_round: u8) {
    for s in 0..players {
        for _ in 0..per_round {
            let pick = game.private_view(Seat(s)).pack[0];
            play(game, Seat(s), Command::Draft { card: pick });
        }
    }
}

#[test]
fn gods_gifts_deals_eight_and_six_picks_keep_six_cards() {
    let mut game = Game::new(&GameConfig::base(4, 3)).unwrap();
    for s in 0..4 {
        assert_eq!(game.private_view(Seat(s)).pack.len(), 8);
        assert!(game.hand(Seat(s)).is_empty());
    }
    for round in 1..=6 {
        assert_eq!(
            decision(&game),
            Decision::Draft {
                age: 1,
                round,
                rounds: 6,
                per_round: 1
            }
        );
        assert_eq!(
            awaited(&game),
            vec![S0, S1, S2, S3],
            "every seat picks at once"
        );
        draft_round(&mut game, 4, 1);
    }
    assert_eq!(game.phase(), Phase::Action);
    for s in 0..4 {
        assert_eq!(game.hand(Seat(s)).len(), 6);
        assert!(
            game.private_view(Seat(s)).pack.is_empty(),
            "the last 2 cards are discarded"
        );
    }
}

#[test]
fn gods_gifts_passes_the_rest_of_the_packet_to_the_left() {
    let mut game = Game::new(&GameConfig::base(3, 8)).unwrap();
    let packs: Vec<Vec<CardId>> = (0..3).map(|s| game.private_view(Seat(s)).pack).collect();
    draft_round(&mut game, 3, 1);
    for s in 0..3u8 {
        let mut expected = packs[s as usize].clone();
        expected.remove(0);
        let left = Seat(s).next(3);
        assert_eq!(
            game.private_view(left).pack,
            expected,
            "{} passes to {left}",
            Seat(s)
        );
    }
}

#[test]
fn two_player_draft_keeps_two_cards_three_times() {
    let mut game = Game::new(&GameConfig::base(2, 4)).unwrap();
    for round in 1..=3 {
        assert_eq!(
            decision(&game),
            Decision::Draft {
                age: 1,
                round,
                rounds: 3,
                per_round: 2
            }
        );
        // After one pick, the seat is still awaited for its second.
        let pick = game.private_view(S0).pack[0];
        play(&mut game, S0, Command::Draft { card: pick });
        assert_eq!(awaited(&game), vec![S0, S1]);
        let pick = game.private_view(S0).pack[0];
        play(&mut game, S0, Command::Draft { card: pick });
        assert_eq!(awaited(&game), vec![S1]);
        for _ in 0..2 {
            let pick = game.private_view(S1).pack[0];
            play(&mut game, S1, Command::Draft { card: pick });
        }
    }
    assert_eq!(game.hand(S0).len(), 6);
    assert_eq!(game.hand(S1).len(), 6);
    assert_eq!(game.phase(), Phase::Action);
}

#[test]
fn the_deal_leaves_two_cards_four_with_two_players_discarded_unseen() {
    for (players, left) in [(2u8, 4u8), (3, 2), (4, 2), (5, 2)] {
        // Keeping a card ends Age 1; the events run on into Age 2's deal.
        let mut game = Scenario::new(players)
            .hand(S0, &["Tyr's Bash"])
            .at_phase(Phase::Discard)
            .build();
        let bash = in_hand(&game, S0, "Tyr's Bash");
        let events = play(&mut game, S0, Command::Keep { card: bash });
        let dealt = only(&events, |e| matches!(e, Event::CardsDealt { .. }));
        assert_eq!(dealt.len(), players as usize);
        assert!(dealt.iter().all(|e| e.cards().len() == 8), "8 cards each");
        let leftovers = only(&events, |e| matches!(e, Event::LeftoversDiscarded { .. }));
        assert!(
            matches!(&leftovers[..], [Event::LeftoversDiscarded { count, cards }] if *count == left && cards.len() == left as usize),
            "{players} players: {leftovers:?}"
        );
        assert!(
            leftovers[0]
                .redact(Viewer::Public)
                .unwrap()
                .cards()
                .is_empty()
        );
        assert!(
            leftovers[0]
                .redact(Viewer::Seat(S0))
                .unwrap()
                .cards()
                .is_empty()
        );
        assert!(
            dealt[1]
                .redact(Viewer::Seat(S0))
                .unwrap()
                .cards()
                .is_empty(),
            "others' deals are private"
        );
        assert_eq!(dealt[0].redact(Viewer::Seat(S0)).unwrap().cards().len(), 8);
    }
}

#[test]
fn first_game_option_skips_the_age_one_draft() {
    let config = <Game as Family>::configure(
        3,
        9,
        &BaseOptions {
            age1_no_draft: true,
            ..BaseOptions::default()
        },
    );
    assert_eq!(
        <Game as Family>::configure(3, 9, &BaseOptions::default()),
        GameConfig::base(3, 9),
        "the default options are stored as none"
    );
    let game = Game::new(&config).unwrap();
    assert_eq!(game.phase(), Phase::Action);
    for s in 0..3 {
        assert_eq!(
            game.hand(Seat(s)).len(),
            8,
            "each player keeps the 8 cards dealt"
        );
    }
}

/// EX-05 and EX-01: the Kickstarter's copies need its monsters (the command line's `ks-dupes`
/// brings them), and join the decks at 5 players only; the rest of the game is dealt as without
/// them.
#[test]
fn kickstarter_copies_need_the_kickstarter_monsters_and_join_only_five_player_decks() {
    let alone = Game::configure(
        5,
        4,
        &BaseOptions {
            ks_dupes: true,
            ..BaseOptions::default()
        },
    );
    assert!(
        matches!(Game::new(&alone), Err(bloodrage_bot::engine::SetupError::Options(e)) if e.contains("Kickstarter")),
        "EX-01: a sub-option needs its parent"
    );
    let parsed = BaseOptions::parse("ks-dupes,boar").unwrap();
    assert!(parsed.ks && parsed.ks_dupes && parsed.boar_clan);
    let options = BaseOptions {
        ks: true,
        ks_dupes: true,
        ..BaseOptions::default()
    };
    let ks = BaseOptions {
        ks: true,
        ..BaseOptions::default()
    };
    // The decks of Ages 2 and 3, still whole at the start.
    let unseen = |players: u8, options: &BaseOptions| {
        let mut cards = Game::new(&Game::configure(players, 4, options))
            .unwrap()
            .hidden_from(Viewer::Public);
        cards.retain(|c| c.def().age > 1);
        cards
    };
    assert_eq!(unseen(4, &options), unseen(4, &ks), "no copy at 4 players");
    let with = unseen(5, &options);
    let without = unseen(5, &ks);
    let added: Vec<&CardId> = with.difference(&without).collect();
    assert_eq!(
        added,
        [
            &CardId::from_slug("dark_elf@2+5").unwrap(),
            &CardId::from_slug("soldier_of_hel@3+5").unwrap()
        ],
        "the copies of Ages 2 and 3 wait in their decks"
    );
}

/// EX-32: the Boar clan is a clan like any: a table that names no clans seats it last, and a
/// lobby's deal always seats it, in place of one of the clans dealt, each clan once.
#[test]
fn the_boar_clan_takes_a_seat_with_its_option_and_plays_like_any_clan() {
    use bloodrage_bot::engine::ClanName;
    use bloodrage_bot::engine::rng::GameRng;
    let boar = BaseOptions {
        boar_clan: true,
        ..BaseOptions::default()
    };
    let config = Game::configure(3, 8, &boar);
    assert_eq!(
        config.clan_names().iter().copied().collect::<Vec<_>>(),
        [ClanName::Wolf, ClanName::Serpent, ClanName::Boar]
    );
    let game = Game::new(&config).unwrap();
    assert_eq!(game.public_view().clans[Seat(2)].clan, ClanName::Boar);
    // The rules are the same: the same game as without the option, but for its name.
    let plain = Game::new(&GameConfig::base(3, 8)).unwrap();
    assert_eq!(game.public_view().ragnarok, plain.public_view().ragnarok);
    assert_eq!(game.hand(S2), plain.hand(S2));
    let deal = config.rules.registered().deal_clans;
    let mut seats = [0; 5];
    for seed in 0..200 {
        for players in 2..=5u8 {
            let config = Game::configure(players, seed, &boar);
            let clans = deal(&config, &mut GameRng::from_seed(seed));
            assert_eq!(clans.len(), usize::from(players));
            let mut distinct = clans.clone();
            distinct.sort();
            distinct.dedup();
            assert_eq!(distinct.len(), clans.len(), "{clans:?}");
            let at = clans.iter().position(|c| *c == ClanName::Boar).unwrap();
            seats[at] += 1;
            let plain = GameConfig::base(players, seed);
            let dealt = deal(&plain, &mut GameRng::from_seed(seed));
            assert!(!dealt.contains(&ClanName::Boar), "only with the option");
        }
    }
    assert!(
        seats.iter().all(|n| *n > 0),
        "any seat may be the Boar's: {seats:?}"
    );
}

#[test]
fn carried_card_rejoins_the_hand_after_the_next_draft() {
    let mut game = Scenario::new(3)
        .hand(S0, &["Tyr's Smash", "Tyr's Bash"])
        .at_phase(Phase::Discard)
        .build();
    assert_eq!(decision(&game), Decision::Keep { age: 1 });
    assert_eq!(awaited(&game), vec![S0], "only seats holding cards choose");
    let smash = in_hand(&game, S0, "Tyr's Smash");
    let events = play(&mut game, S0, Command::Keep { card: smash });
    assert_eq!(
        events[..2],
        [
            Event::CardKept {
                seat: S0,
                card: Some(smash)
            },
            Event::HandDiscarded {
                seat: S0,
                count: 1,
                cards: vec![in_hand_after(&events)],
            },
        ]
    );
    assert_eq!(game.age(), 2);
    assert!(game.public_view().clans[Seat(0)].carried);
    assert_eq!(game.private_view(S0).carried, Some(smash));
    for _ in 1..=6 {
        draft_round(&mut game, 3, 1);
    }
    assert_eq!(game.hand(S0).len(), 7, "6 drafted plus the carried card");
    assert!(game.hand(S0).contains(&smash));
    assert_eq!(game.hand(S1).len(), 6);
}

fn in_hand_after(events: &[Event]) -> CardId {
    match &events[1] {
        Event::HandDiscarded { cards, .. } => cards[0],
        other => panic!("expected the discard, got {other:?}"),
    }
}

// ---------------------------------------------------------------- Action phase (3.4, 3.5)

#[test]
fn invade_costs_the_figures_str_and_the_leader_is_free() {
    let mut game = Scenario::new(2).build();
    let events = play(
        &mut game,
        S0,
        Command::Invade {
            figure: WARRIOR,
            to: at("gimle"),
        },
    );
    assert_eq!(
        events,
        [
            Event::Invaded {
                seat: S0,
                figure: WARRIOR,
                to: at("gimle"),
                cost: 1,
                from_valhalla: false
            },
            Event::TurnBegan { seat: S1 },
        ]
    );
    assert_eq!(game.rage(S0), 5);
    play(&mut game, S1, Command::Pass);
    let events = play(
        &mut game,
        S0,
        Command::Invade {
            figure: LEADER,
            to: at("gimle"),
        },
    );
    assert!(matches!(events[0], Event::Invaded { cost: 0, .. }));
    let events = play(
        &mut game,
        S0,
        Command::Invade {
            figure: SHIP,
            to: at("west"),
        },
    );
    assert!(matches!(events[0], Event::Invaded { cost: 2, .. }));
    assert_eq!(game.rage(S0), 3);
}

#[test]
fn fr_example_invading_with_an_upgraded_warrior_costs_two() {
    let mut game = Scenario::new(3).upgrade(S0, "Experts in Arms").build();
    let events = play(
        &mut game,
        S0,
        Command::Invade {
            figure: WARRIOR,
            to: at("utgard"),
        },
    );
    assert!(matches!(events[0], Event::Invaded { cost: 2, .. }));
    assert_eq!(game.rage(S0), 4);
}

#[test]
fn invade_needs_an_empty_village() {
    let mut game = Scenario::new(3).figures(S1, WARRIOR, "myrkulor", 3).build();
    let invade = Command::Invade {
        figure: WARRIOR,
        to: at("myrkulor"),
    };
    assert_eq!(
        refuse(&mut game, S0, invade),
        RuleError::ProvinceFull {
            province: p("myrkulor"),
            villages: 3
        }
    );
}

#[test]
fn invade_cannot_enter_a_destroyed_province() {
    let mut game = Scenario::new(3).destroyed("gimle").build();
    let invade = Command::Invade {
        figure: WARRIOR,
        to: at("gimle"),
    };
    assert_eq!(
        refuse(&mut game, S0, invade),
        RuleError::ProvinceDestroyed {
            province: p("gimle")
        }
    );
}

#[test]
fn horns_cap_the_figures_on_the_board() {
    let mut game = Scenario::new(2).figures(S0, WARRIOR, "gimle", 4).build();
    assert!(
        !game
            .legal_commands(S0)
            .iter()
            .any(|c| matches!(c, Command::Invade { .. }))
    );
    let invade = Command::Invade {
        figure: LEADER,
        to: at("horgr"),
    };
    assert_eq!(
        refuse(&mut game, S0, invade),
        RuleError::HornsLimit {
            on_board: 4,
            horns: 4
        }
    );
}

#[test]
fn ships_invade_only_fjords_and_other_figures_never_do() {
    let mut game = Scenario::new(2).build();
    for (figure, to) in [(SHIP, at("gimle")), (WARRIOR, at("north"))] {
        assert_eq!(
            refuse(&mut game, S0, Command::Invade { figure, to }),
            RuleError::WrongWaters { figure, place: to }
        );
    }
}

#[test]
fn only_the_dark_elf_invades_yggdrasil() {
    let mut game = Scenario::new(2).upgrade(S0, "Dark Elf").build();
    let ygg = at("yggdrasil");
    assert_eq!(
        refuse(
            &mut game,
            S0,
            Command::Invade {
                figure: WARRIOR,
                to: ygg
            }
        ),
        RuleError::NoInvadeIntoYggdrasil
    );
    let elf = Figure::Monster(Monster::DarkElf);
    let events = play(
        &mut game,
        S0,
        Command::Invade {
            figure: elf,
            to: ygg,
        },
    );
    assert!(
        matches!(events[0], Event::Invaded { cost: 1, .. }),
        "D-19: the Dark Elf costs 1"
    );
    assert_eq!(
        game.str_in(S0, ProvinceId::YGGDRASIL),
        3,
        "the Dark Elf has STR 3 in Yggdrasil"
    );
}

#[test]
fn a_fjord_is_closed_once_both_its_provinces_are_destroyed() {
    let mut game = Scenario::new(2)
        .destroyed("gimle")
        .destroyed("myrkulor")
        .build();
    assert_eq!(
        refuse(
            &mut game,
            S0,
            Command::Invade {
                figure: SHIP,
                to: at("west")
            }
        ),
        RuleError::FjordClosed { place: at("west") }
    );
    let mut game = Scenario::new(2).destroyed("gimle").build();
    play(
        &mut game,
        S0,
        Command::Invade {
            figure: SHIP,
            to: at("west"),
        },
    );
}

#[test]
fn fr_example_march_moves_figures_between_any_two_provinces_within_free_villages() {
    // Blue moves 2 of its 3 figures from Gimle to Elvagar, which has only 2 empty villages.
    let mut game = Scenario::new(3)
        .figures(S0, WARRIOR, "gimle", 3)
        .figures(S1, WARRIOR, "elvagar", 2)
        .build();
    let events = play(
        &mut game,
        S0,
        Command::March {
            from: p("gimle"),
            to: p("elvagar"),
        },
    );
    assert_eq!(
        events,
        [Event::MarchBegan {
            seat: S0,
            from: p("gimle"),
            to: p("elvagar")
        }]
    );
    assert_eq!(game.rage(S0), 5, "March costs 1");
    assert!(
        !game.legal_commands(S0).contains(&Command::Done),
        "at least one figure marches"
    );
    play(&mut game, S0, Command::Move { figure: WARRIOR });
    let events = play(&mut game, S0, Command::Move { figure: WARRIOR });
    assert_eq!(
        events,
        [
            Event::Moved {
                seat: S0,
                figure: WARRIOR,
                from: at("gimle"),
                to: at("elvagar")
            },
            Event::TurnBegan { seat: S1 },
        ],
        "Elvagar is full: the March ends by itself"
    );
    assert_eq!(game.count_at(S0, at("gimle")), 1);
}

#[test]
fn fr_example_march_into_yggdrasil_has_no_limit() {
    let mut game = Scenario::new(3)
        .figures(S0, WARRIOR, "angerboda", 5)
        .build();
    play(
        &mut game,
        S0,
        Command::March {
            from: p("angerboda"),
            to: ProvinceId::YGGDRASIL,
        },
    );
    for _ in 0..4 {
        play(&mut game, S0, Command::Move { figure: WARRIOR });
    }
    let events = play(&mut game, S0, Command::Move { figure: WARRIOR });
    assert_eq!(events.last(), Some(&Event::TurnBegan { seat: S1 }));
    assert_eq!(game.count_at(S0, at("yggdrasil")), 5);
}

#[test]
fn fr_example_a_march_has_one_source_and_one_destination_and_ships_never_move() {
    let mut game = Scenario::new(3)
        .figures(S0, WARRIOR, "gimle", 2)
        .figure(S0, SHIP, "west")
        .build();
    assert_eq!(
        refuse(
            &mut game,
            S0,
            Command::March {
                from: p("gimle"),
                to: p("gimle")
            }
        ),
        RuleError::SameProvince
    );
    play(
        &mut game,
        S0,
        Command::March {
            from: p("gimle"),
            to: p("horgr"),
        },
    );
    assert_eq!(
        refuse(&mut game, S0, Command::Move { figure: SHIP }),
        RuleError::ShipsNeverMove { figure: SHIP }
    );
    play(&mut game, S0, Command::Move { figure: WARRIOR });
    let events = play(&mut game, S0, Command::Done);
    assert_eq!(events, [Event::TurnBegan { seat: S1 }]);
    assert_eq!(
        game.count_at(S0, at("gimle")),
        1,
        "one figure stayed behind"
    );
}

#[test]
fn upgrade_pays_its_cost_into_a_slot_of_its_kind() {
    let mut game = Scenario::new(2).hand(S0, &["Thor's Glory"]).build();
    let card = in_hand(&game, S0, "Thor's Glory");
    let events = play(&mut game, S0, Command::Upgrade { card, slot: 0 });
    assert_eq!(
        events,
        [
            Event::UpgradePlayed {
                seat: S0,
                card,
                slot: 5,
                cost: 2,
                replaced: None
            },
            Event::TurnBegan { seat: S1 },
        ]
    );
    assert_eq!(game.rage(S0), 4);
}

#[test]
fn fr_example_an_upgrade_into_a_full_slot_discards_the_old_card() {
    let mut game = Scenario::new(4)
        .upgrade(S0, "Loki's Domain")
        .upgrade(S0, "Frigga's Succor")
        .upgrade(S0, "Thor's Glory")
        .hand(S0, &["Loki's Eminence"])
        .build();
    let card = in_hand(&game, S0, "Loki's Eminence");
    let succor = game.public_view().clans[Seat(0)].upgrades[1].2;
    assert_eq!(succor.def().name, "Frigga's Succor");
    assert!(
        !game
            .legal_commands(S0)
            .iter()
            .any(|c| matches!(c, Command::Upgrade { slot: 3.., .. })),
        "only the 3 clan slots are offered"
    );
    let events = play(&mut game, S0, Command::Upgrade { card, slot: 1 });
    assert_eq!(
        events[0],
        Event::UpgradePlayed {
            seat: S0,
            card,
            slot: 6,
            cost: 2,
            replaced: Some(succor)
        }
    );
    let names: Vec<String> = game.public_view().clans[Seat(0)]
        .upgrades
        .iter()
        .map(|u| u.2.def().name.clone())
        .collect();
    assert_eq!(names, ["Loki's Domain", "Loki's Eminence", "Thor's Glory"]);
}

#[test]
fn a_troop_upgrade_offers_a_free_invasion_with_that_figure() {
    let mut game = Scenario::new(2).hand(S0, &["Lord of Hammers"]).build();
    let card = in_hand(&game, S0, "Lord of Hammers");
    let events = play(&mut game, S0, Command::Upgrade { card, slot: 0 });
    assert_eq!(events.len(), 1, "the turn waits for the free invasion");
    assert_eq!(decision(&game), Decision::FreeInvade { figure: LEADER });
    let events = play(
        &mut game,
        S0,
        Command::Invade {
            figure: LEADER,
            to: at("horgr"),
        },
    );
    assert_eq!(
        events,
        [
            Event::Invaded {
                seat: S0,
                figure: LEADER,
                to: at("horgr"),
                cost: 0,
                from_valhalla: false
            },
            Event::TurnBegan { seat: S1 },
        ]
    );
    assert_eq!(game.rage(S0), 3, "only the card's cost was paid");
}

#[test]
fn a_monster_upgrade_recruits_the_monster_and_offers_a_free_invasion() {
    let mut game = Scenario::new(2).hand(S0, &["Frost Giant"]).build();
    let card = in_hand(&game, S0, "Frost Giant");
    play(&mut game, S0, Command::Upgrade { card, slot: 0 });
    let giant = Figure::Monster(Monster::FrostGiant);
    assert_eq!(game.figure_loc(S0, giant), Some(Loc::Reserve));
    assert_eq!(decision(&game), Decision::FreeInvade { figure: giant });
    let events = play(&mut game, S0, Command::Done);
    assert_eq!(events, [Event::TurnBegan { seat: S1 }]);
    assert_eq!(
        game.figure_loc(S0, giant),
        Some(Loc::Reserve),
        "declined: it stays in reserve"
    );
    assert_eq!(game.rage(S0), 2);
}

#[test]
fn a_clan_has_at_most_two_monsters_and_a_replaced_one_leaves_the_game() {
    let mut game = Scenario::new(3)
        .monster(S0, Monster::Troll, "gimle")
        .upgrade(S0, "Dwarf Chieftain")
        .hand(S0, &["Sea Serpent"])
        .build();
    let card = in_hand(&game, S0, "Sea Serpent");
    let troll_card = game.public_view().clans[Seat(0)].upgrades[0].2;
    let events = play(&mut game, S0, Command::Upgrade { card, slot: 0 });
    assert_eq!(
        events[..2],
        [
            Event::MonsterRemoved {
                seat: S0,
                figure: Figure::Monster(Monster::Troll)
            },
            Event::UpgradePlayed {
                seat: S0,
                card,
                slot: 3,
                cost: 3,
                replaced: Some(troll_card)
            },
        ]
    );
    assert_eq!(
        game.count_at(S0, at("gimle")),
        0,
        "the Troll left Gimle (D-20)"
    );
    assert_eq!(game.in_valhalla(S0), 0, "removal is not destruction");
    assert_eq!(
        game.public_view().clans[Seat(0)].monsters,
        [Monster::SeaSerpent, Monster::DwarfChieftain]
    );
}

#[test]
fn a_quest_is_committed_face_down_for_no_rage() {
    let mut game = Scenario::new(2).hand(S0, &["Alfheim"]).build();
    let card = in_hand(&game, S0, "Alfheim");
    let events = play(&mut game, S0, Command::Quest { card });
    assert_eq!(
        events[0],
        Event::QuestCommitted {
            seat: S0,
            card: Some(card)
        }
    );
    assert_eq!(
        events[0].redact(Viewer::Seat(S1)),
        Some(Event::QuestCommitted {
            seat: S0,
            card: None
        }),
        "the other players see a face-down quest"
    );
    assert_eq!(game.rage(S0), 6);
    assert_eq!(game.public_view().clans[Seat(0)].quests, 1);
}

#[test]
fn any_action_needs_at_least_one_rage() {
    let mut game = Scenario::new(2).rage(S0, 0).hand(S0, &["Alfheim"]).build();
    assert_eq!(game.legal_commands(S0), [Command::Pass]);
    let card = in_hand(&game, S0, "Alfheim");
    assert_eq!(
        refuse(&mut game, S0, Command::Quest { card }),
        RuleError::NoRage
    );
}

#[test]
fn passing_loses_all_rage_and_ends_the_clans_turns() {
    let mut game = Scenario::new(3).build();
    let events = play(&mut game, S0, Command::Pass);
    assert_eq!(
        events,
        [
            Event::Passed {
                seat: S0,
                rage_lost: 6
            },
            Event::TurnBegan { seat: S1 }
        ]
    );
    play(
        &mut game,
        S1,
        Command::Invade {
            figure: WARRIOR,
            to: at("gimle"),
        },
    );
    let events = play(
        &mut game,
        S2,
        Command::Invade {
            figure: WARRIOR,
            to: at("horgr"),
        },
    );
    assert_eq!(
        events.last(),
        Some(&Event::TurnBegan { seat: S1 }),
        "the passed clan is skipped"
    );
}

#[test]
fn the_action_phase_ends_when_every_clan_has_passed() {
    let mut game = Scenario::new(2).build();
    play(&mut game, S0, Command::Pass);
    let events = play(&mut game, S1, Command::Pass);
    assert_eq!(
        events[..3],
        [
            Event::Passed {
                seat: S1,
                rage_lost: 6
            },
            Event::ActionPhaseEnded {
                reason: bloodrage_bot::engine::base::PhaseEnd::NoRage
            },
            Event::PhaseBegan {
                phase: Phase::Discard
            },
        ]
    );
}

#[test]
fn the_action_phase_ends_when_every_standing_province_is_pillaged_even_with_rage_left() {
    let mut game = Scenario::new(2)
        .destroyed("myrkulor")
        .destroyed("elvagar")
        .pillaged("angerboda")
        .pillaged("muspelheim")
        .pillaged("horgr")
        .pillaged("utgard")
        .pillaged("andlang")
        .figure(S0, WARRIOR, "gimle")
        .figure(S0, LEADER, "yggdrasil")
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    // The pillager's own Call to Battle opportunity: its Leader in Yggdrasil is adjacent.
    play(&mut game, S0, Command::Done);
    play(&mut game, S1, Command::Pass);
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: ProvinceId::YGGDRASIL,
        },
    );
    let events = play(&mut game, S0, Command::Done);
    assert!(events.contains(&Event::ActionPhaseEnded {
        reason: bloodrage_bot::engine::base::PhaseEnd::AllPillaged
    }));
    assert_eq!(game.rage(S0), 0, "remaining Rage is lost");
}

// ---------------------------------------------------------------- Pillage (3.6-3.10)

#[test]
fn fr_example_pillage_of_andlang_won_with_a_ship_in_the_fjord() {
    // Wolf (red, seat 0) pillages Andlang from its ship in the south-west fjord; Raven (blue, seat 1)
    // joins from Gimle; Serpent (yellow, seat 2) cannot join from Horgr, which is not adjacent.
    let mut game = Scenario::new(3)
        .token("andlang", PillageToken::Axes)
        .figure(S0, SHIP, "south_west")
        .figure(S0, WARRIOR, "yggdrasil")
        .figure(S1, WARRIOR, "gimle")
        .figure(S1, WARRIOR, "yggdrasil")
        .figure(S2, LEADER, "horgr")
        .hand(S0, &["Tyr's Crush"])
        .hand(S1, &["Loki's Domain"])
        .build();
    let andlang = p("andlang");
    let events = play(&mut game, S0, Command::Pillage { province: andlang });
    assert_eq!(
        events,
        [Event::PillageDeclared {
            seat: S0,
            province: andlang,
            challenge: false,
            cost: 0
        }]
    );
    assert_eq!(
        awaited(&game),
        [S1],
        "Call to Battle starts on the pillager's left"
    );
    assert_eq!(
        refuse(
            &mut game,
            S2,
            Command::Join {
                figure: LEADER,
                from: p("horgr")
            }
        ),
        RuleError::NotYourTurn {
            waiting: vec![S1],
            decision: bloodrage_bot::engine::base::DecisionKind::CallToBattle
        }
    );
    play(
        &mut game,
        S1,
        Command::Join {
            figure: WARRIOR,
            from: p("gimle"),
        },
    );
    assert_eq!(
        awaited(&game),
        [S0],
        "yellow has no adjacent figure and is skipped"
    );
    play(
        &mut game,
        S0,
        Command::Join {
            figure: WARRIOR,
            from: ProvinceId::YGGDRASIL,
        },
    );
    let events = play(
        &mut game,
        S1,
        Command::Join {
            figure: WARRIOR,
            from: ProvinceId::YGGDRASIL,
        },
    );
    assert_eq!(
        events[1],
        Event::BattleBegan {
            province: andlang,
            pillager: S0,
            challenge: false,
            participants: vec![S0, S1],
            valkyrie: None
        },
        "Andlang is full: the battle begins"
    );
    assert_eq!(game.str_in(S0, andlang), 3, "ship 2 + warrior 1");
    assert_eq!(game.str_in(S1, andlang), 2);
    let crush = in_hand(&game, S0, "Tyr's Crush");
    let upgrade = in_hand(&game, S1, "Loki's Domain");
    let events = cards(&mut game, &[(S0, "Tyr's Crush"), (S1, "Loki's Domain")]);
    let w = WARRIOR;
    assert_eq!(
        events,
        [
            Event::CardChosen {
                seat: S1,
                card: Some(upgrade)
            },
            Event::CardsRevealed {
                round: 1,
                cards: vec![(S0, crush), (S1, upgrade)]
            },
            Event::BattleTotals {
                province: p("andlang"),
                totals: vec![(S0, 7), (S1, 2)],
                winner: Some(S0)
            },
            Event::CardsDiscarded {
                seat: S0,
                cards: vec![crush]
            },
            Event::CardsReturned {
                seat: S1,
                cards: vec![upgrade]
            },
            Event::FigureDestroyed {
                seat: S1,
                figure: w,
                at: at("andlang"),
                cause: Cause::Battle
            },
            Event::FigureDestroyed {
                seat: S1,
                figure: w,
                at: at("andlang"),
                cause: Cause::Battle
            },
            Event::PillageSucceeded {
                seat: S0,
                province: andlang,
                token: PillageToken::Axes
            },
            Event::StatRaised {
                seat: S0,
                stat: Stat::Axes,
                step: 2,
                cause: Cause::Pillage
            },
            Event::GloryGained {
                seat: S0,
                amount: 4,
                cause: Cause::Battle
            },
            Event::BattleEnded { province: andlang },
            Event::TurnBegan { seat: S1 },
        ],
        "the Axes reward applies at once: 4 Glory, not 3 (R-15)"
    );
    assert!(game.is_pillaged(andlang));
    assert_eq!(game.hand(S1), [upgrade], "the loser takes its card back");
}

#[test]
fn call_to_battle_goes_round_clockwise_and_a_clan_that_declined_may_join_later() {
    let mut game = Scenario::new(4)
        .turn(S1)
        .figure(S1, WARRIOR, "gimle")
        .figures(S2, WARRIOR, "myrkulor", 2)
        .figure(S3, WARRIOR, "andlang")
        .figure(S0, WARRIOR, "yggdrasil")
        .hand(S1, &["Tyr's Bash"])
        .hand(S2, &["Tyr's Smash"])
        .build();
    play(
        &mut game,
        S1,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    assert_eq!(awaited(&game), [S2]);
    play(&mut game, S2, Command::Done);
    assert_eq!(awaited(&game), [S3]);
    play(
        &mut game,
        S3,
        Command::Join {
            figure: WARRIOR,
            from: p("andlang"),
        },
    );
    assert_eq!(awaited(&game), [S0]);
    play(&mut game, S0, Command::Done);
    // The pillager (seat 1) has no adjacent figure; a move happened, so a new round starts.
    assert_eq!(
        awaited(&game),
        [S2],
        "seat 2 declined, but may still join (R-17)"
    );
    play(
        &mut game,
        S2,
        Command::Join {
            figure: WARRIOR,
            from: p("myrkulor"),
        },
    );
    assert_eq!(awaited(&game), [S0], "seat 3 has nothing left to move");
    play(&mut game, S0, Command::Done);
    assert_eq!(awaited(&game), [S2]);
    play(&mut game, S2, Command::Done);
    assert_eq!(
        awaited(&game),
        [S0],
        "the round goes on: seat 0 may still join"
    );
    let events = play(&mut game, S0, Command::Done);
    assert!(
        matches!(&events[..], [Event::BattleBegan { participants, .. }] if *participants == vec![S1, S2, S3]),
        "{events:?}"
    );
    assert_eq!(
        decision(&game),
        Decision::BattleCard {
            province: p("gimle"),
            round: 1
        }
    );
}

#[test]
fn call_to_battle_moves_only_from_adjacent_provinces() {
    let mut game = Scenario::new(2)
        .figure(S0, WARRIOR, "andlang")
        .figure(S1, WARRIOR, "horgr")
        .figure(S1, WARRIOR, "utgard")
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("andlang"),
        },
    );
    assert_eq!(
        refuse(
            &mut game,
            S1,
            Command::Join {
                figure: WARRIOR,
                from: p("horgr")
            }
        ),
        RuleError::NotAdjacent {
            from: p("horgr"),
            to: p("andlang")
        }
    );
}

#[test]
fn call_to_battle_stops_when_the_province_is_full() {
    let mut game = Scenario::new(2)
        .figures(S0, WARRIOR, "myrkulor", 2)
        .figures(S1, WARRIOR, "gimle", 3)
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("myrkulor"),
        },
    );
    let events = play(
        &mut game,
        S1,
        Command::Join {
            figure: WARRIOR,
            from: p("gimle"),
        },
    );
    assert!(
        matches!(events[1], Event::BattleBegan { .. }),
        "Myrkulor's 3 villages are full"
    );
}

#[test]
fn an_uncontested_pillage_gives_the_reward_but_no_battle_glory() {
    let mut game = Scenario::new(2)
        .figure(S0, WARRIOR, "muspelheim")
        .figure(S1, WARRIOR, "horgr")
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("muspelheim"),
        },
    );
    let events = play(&mut game, S1, Command::Done);
    assert_eq!(
        events,
        [
            Event::PillageUncontested {
                province: p("muspelheim")
            },
            Event::PillageSucceeded {
                seat: S0,
                province: p("muspelheim"),
                token: PillageToken::Glory
            },
            Event::GloryGained {
                seat: S0,
                amount: 5,
                cause: Cause::Pillage
            },
            Event::TurnBegan { seat: S1 },
        ]
    );
}

#[test]
fn the_rage_reward_raises_the_stat_not_current_rage() {
    let mut game = Scenario::new(2).figure(S0, WARRIOR, "myrkulor").build();
    let events = play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("myrkulor"),
        },
    );
    assert!(events.contains(&Event::StatRaised {
        seat: S0,
        stat: Stat::Rage,
        step: 2,
        cause: Cause::Pillage
    }));
    assert_eq!(game.rage(S0), 6);
    assert_eq!(game.public_view().clans[Seat(0)].stats[0], 7);
}

#[test]
fn pillaging_yggdrasil_raises_all_three_stats() {
    let mut game = Scenario::new(2).figure(S0, WARRIOR, "yggdrasil").build();
    let events = play(
        &mut game,
        S0,
        Command::Pillage {
            province: ProvinceId::YGGDRASIL,
        },
    );
    let raised: Vec<Stat> = events
        .iter()
        .filter_map(|e| match e {
            Event::StatRaised { stat, .. } => Some(*stat),
            _ => None,
        })
        .collect();
    assert_eq!(raised, Stat::ALL);
}

#[test]
fn a_province_may_be_pillaged_only_once_per_age() {
    let mut game = Scenario::new(2)
        .figure(S0, WARRIOR, "myrkulor")
        .pillaged("myrkulor")
        .build();
    assert_eq!(
        refuse(
            &mut game,
            S0,
            Command::Pillage {
                province: p("myrkulor")
            }
        ),
        RuleError::AlreadyPillaged {
            province: p("myrkulor")
        }
    );
    assert_eq!(
        refuse(
            &mut game,
            S0,
            Command::Pillage {
                province: p("gimle")
            }
        ),
        RuleError::NotPresent {
            province: p("gimle")
        }
    );
}

#[test]
fn battle_cards_are_chosen_face_down_at_once_and_revealed_together() {
    let mut game = Scenario::new(2)
        .figure(S0, WARRIOR, "gimle")
        .figure(S1, WARRIOR, "gimle")
        .hand(S0, &["Tyr's Bash", "Tyr's Smash"])
        .hand(S1, &["Tyr's Smite"])
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    assert_eq!(awaited(&game), [S0, S1]);
    let bash = in_hand(&game, S0, "Tyr's Bash");
    let events = play(&mut game, S0, Command::Play { card: bash });
    assert_eq!(
        events,
        [Event::CardChosen {
            seat: S0,
            card: Some(bash)
        }]
    );
    assert_eq!(
        events[0].redact(Viewer::Seat(S1)),
        Some(Event::CardChosen {
            seat: S0,
            card: None
        })
    );
    assert_eq!(awaited(&game), [S1]);
    let smash = in_hand(&game, S0, "Tyr's Smash");
    assert!(matches!(
        refuse(&mut game, S0, Command::Play { card: smash }),
        RuleError::NotYourTurn { .. }
    ));
    let events = cards(&mut game, &[(S1, "Tyr's Smite")]);
    assert!(matches!(&events[1], Event::CardsRevealed { round: 1, cards } if cards.len() == 2));
}

#[test]
fn a_participant_with_an_empty_hand_plays_no_card() {
    let mut game = Scenario::new(2)
        .figure(S0, WARRIOR, "gimle")
        .figure(S1, WARRIOR, "gimle")
        .hand(S1, &["Tyr's Bash"])
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    assert_eq!(awaited(&game), [S1]);
    let events = cards(&mut game, &[(S1, "Tyr's Bash")]);
    assert!(events.contains(&Event::BattleTotals {
        province: p("gimle"),
        totals: vec![(S0, 1), (S1, 3)],
        winner: Some(S1)
    }));
}

#[test]
fn a_tie_for_the_highest_total_makes_every_participant_lose() {
    let mut game = Scenario::new(2)
        .figure(S0, WARRIOR, "gimle")
        .figure(S1, WARRIOR, "gimle")
        .hand(S0, &["Tyr's Smash"])
        .hand(S1, &["Tyr's Smash"])
        .build();
    play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    let events = cards(&mut game, &[(S0, "Tyr's Smash"), (S1, "Tyr's Smash")]);
    assert!(events.contains(&Event::BattleTotals {
        province: p("gimle"),
        totals: vec![(S0, 4), (S1, 4)],
        winner: None
    }));
    assert_eq!(
        destroyed(&events).len(),
        2,
        "both lose their figures (R-13)"
    );
    assert!(events.contains(&Event::PillageFailed {
        seat: S0,
        province: p("gimle")
    }));
    assert!(glory_events(&events).is_empty());
    assert_eq!(game.hand(S0).len(), 1, "both take their cards back");
    assert_eq!(game.hand(S1).len(), 1);
    assert!(
        !game.is_pillaged(p("gimle")),
        "anyone may try again this Age"
    );
}

#[test]
fn a_defender_who_wins_gains_axes_glory_but_not_the_reward() {
    let mut game = Scenario::new(2)
        .figure(S0, WARRIOR, "gimle")
        .figures(S1, WARRIOR, "gimle", 2)
        .step(S1, Stat::Axes, 2)
        .build();
    // Nobody can join and nobody holds a card: the battle resolves at once.
    let events = play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("gimle"),
        },
    );
    assert!(events.contains(&Event::BattleTotals {
        province: p("gimle"),
        totals: vec![(S0, 1), (S1, 2)],
        winner: Some(S1)
    }));
    assert!(events.contains(&Event::PillageFailed {
        seat: S0,
        province: p("gimle")
    }));
    assert_eq!(
        glory_events(&events),
        [Event::GloryGained {
            seat: S1,
            amount: 4,
            cause: Cause::Battle
        }],
        "Axes step 2 pays 4 Glory; only the pillager can get the reward (R-14)"
    );
    assert!(!game.is_pillaged(p("gimle")));
    assert_eq!(game.in_valhalla(S0), 1);
}

#[test]
fn ships_fight_in_battles_of_both_provinces_their_fjord_supports() {
    let mut game = Scenario::new(2)
        .figure(S0, WARRIOR, "elvagar")
        .figure(S0, LEADER, "elvagar")
        .figure(S1, SHIP, "north")
        .build();
    let events = play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("elvagar"),
        },
    );
    assert!(events.contains(&Event::BattleTotals {
        province: p("elvagar"),
        totals: vec![(S0, 4), (S1, 2)],
        winner: Some(S0)
    }));
    assert!(events.contains(&Event::FigureDestroyed {
        seat: S1,
        figure: SHIP,
        at: at("north"),
        cause: Cause::Battle
    }));
}

#[test]
fn a_battle_loser_in_the_fjord_is_destroyed_too() {
    let mut game = Scenario::new(2)
        .figures(S0, WARRIOR, "angerboda", 4)
        .figure(S1, WARRIOR, "angerboda")
        .figure(S1, SHIP, "north")
        .build();
    let events = play(
        &mut game,
        S0,
        Command::Pillage {
            province: p("angerboda"),
        },
    );
    assert_eq!(
        destroyed(&events).len(),
        2,
        "the warrior and the supporting ship"
    );
}

// ---------------------------------------------------------------- Discard (3.12)

#[test]
fn the_discard_phase_keeps_at_most_one_card_each_chosen_at_once() {
    let mut game = Scenario::new(3)
        .hand(S0, &["Tyr's Bash", "Tyr's Smash"])
        .hand(S2, &["Alfheim"])
        .at_phase(Phase::Discard)
        .build();
    assert_eq!(awaited(&game), [S0, S2]);
    let events = play(&mut game, S2, Command::Done);
    assert_eq!(
        events,
        [Event::CardKept {
            seat: S2,
            card: None
        }]
    );
    let bash = in_hand(&game, S0, "Tyr's Bash");
    let events = play(&mut game, S0, Command::Keep { card: bash });
    assert_eq!(
        events[0],
        Event::CardKept {
            seat: S0,
            card: Some(bash)
        }
    );
    assert!(matches!(
        events[1],
        Event::HandDiscarded {
            seat: S0,
            count: 1,
            ..
        }
    ));
    assert!(matches!(
        events[2],
        Event::HandDiscarded {
            seat: S2,
            count: 1,
            ..
        }
    ));
    assert_eq!(
        events[1].redact(Viewer::Seat(S0)),
        Some(Event::HandDiscarded {
            seat: S0,
            count: 1,
            cards: vec![]
        }),
        "discards are unseen"
    );
}

#[test]
fn the_third_age_discard_empties_every_hand() {
    let game = Scenario::new(2)
        .age(3)
        .hand(S0, &["Tyr's Bash", "Tyr's Smash"])
        .at_phase(Phase::Discard)
        .build();
    assert!(game.hand(S0).is_empty());
    assert!(
        game.outcome().is_some(),
        "nothing else to decide: the game runs to its end"
    );
}

// ---------------------------------------------------------------- Quest (3.13)

#[test]
fn fr_example_manheim_quest_counts_a_ship_for_both_provinces_it_supports() {
    let mut game = Scenario::new(3)
        .figure(S2, SHIP, "north")
        .figures(S0, WARRIOR, "elvagar", 2)
        .figure(S1, WARRIOR, "angerboda")
        .quests(S2, &["Manheim"])
        .at_phase(Phase::Quest)
        .build();
    assert_eq!(
        glory(&game, S2),
        5,
        "tied in Elvagar, strictly most in Angerboda"
    );
    assert_eq!(
        decision(&game),
        Decision::Raise {
            cause: Cause::Quest,
            optional: true,
            except: None
        }
    );
    let events = play(&mut game, S2, Command::Raise { stat: Stat::Horns });
    assert_eq!(
        events[0],
        Event::StatRaised {
            seat: S2,
            stat: Stat::Horns,
            step: 2,
            cause: Cause::Quest
        }
    );
}

#[test]
fn a_region_quest_fails_on_a_tie() {
    let game = Scenario::new(2)
        .ragnarok(["horgr", "horgr", "horgr"])
        .figure(S0, SHIP, "west")
        .figures(S1, WARRIOR, "gimle", 2)
        .figures(S1, WARRIOR, "myrkulor", 2)
        .quests(S0, &["Alfheim"])
        .at_phase(Phase::Quest)
        .build();
    assert_eq!(glory(&game, S0), 0);
}

#[test]
fn quests_are_revealed_and_rewarded_in_turn_order_with_an_optional_stat_step() {
    let mut game = Scenario::new(2)
        .first(S1)
        .figure(S0, WARRIOR, "yggdrasil")
        .figure(S1, WARRIOR, "gimle")
        .quests(S0, &["Yggdrasil@1"])
        .quests(S1, &["Alfheim@1", "Jotunheim@1"])
        .at_phase(Phase::Quest)
        .build();
    // Seat 1 (first player) is rewarded first: Alfheim fulfilled, Jotunheim failed.
    assert_eq!(glory(&game, S1), 5);
    assert_eq!(awaited(&game), [S1]);
    let events = play(&mut game, S1, Command::Done);
    assert!(matches!(
        events[0],
        Event::QuestResolved {
            seat: S1,
            fulfilled: false,
            ..
        }
    ));
    assert!(matches!(
        events[1],
        Event::QuestResolved {
            seat: S0,
            fulfilled: true,
            ..
        }
    ));
    assert_eq!(glory(&game, S0), 6);
    assert_eq!(awaited(&game), [S0]);
}

#[test]
fn the_yggdrasil_quest_needs_the_most_str_in_yggdrasil() {
    let game = Scenario::new(2)
        .figure(S0, LEADER, "yggdrasil")
        .figures(S1, WARRIOR, "yggdrasil", 2)
        .quests(S0, &["Yggdrasil@2"])
        .quests(S1, &["Yggdrasil@3"])
        .at_phase(Phase::Quest)
        .build();
    assert_eq!(glory(&game, S0), 8, "3 beats 2");
    assert_eq!(glory(&game, S1), 0);
}

#[test]
fn widespread_needs_the_most_str_in_two_provinces() {
    let game = Scenario::new(2)
        .figure(S0, LEADER, "yggdrasil")
        .figure(S0, SHIP, "east")
        .figure(S1, WARRIOR, "horgr")
        .figures(S1, WARRIOR, "muspelheim", 2)
        .quests(S0, &["Widespread@2"])
        .at_phase(Phase::Quest)
        .build();
    // Yggdrasil (3 vs 0) and Horgr (2 vs 1); Muspelheim is tied 2-2.
    assert_eq!(glory(&game, S0), 10);
}

#[test]
fn glorious_death_counts_valhalla_before_ragnarok() {
    let game = Scenario::new(2)
        .valhalla(S0, WARRIOR, 4)
        .figures(S1, WARRIOR, "myrkulor", 3)
        .valhalla(S1, WARRIOR, 1)
        .quests(S0, &["Glorious Death@1"])
        .quests(S1, &["Glorious Death@1"])
        .at_phase(Phase::Quest)
        .build();
    // Seat 1's three Warriors die in Myrkulor's Ragnarök afterwards: too late for its quest.
    let mut game = game;
    assert_eq!(glory(&game, S0), 6);
    assert_eq!(glory(&game, S1), 0);
    play(&mut game, S0, Command::Done);
    assert_eq!(glory(&game, S1), 3 * 2, "only Ragnarök Glory");
}

// ---------------------------------------------------------------- Ragnarök, Release (3.14-3.16)

#[test]
fn fr_example_ragnarok_destroys_gimle_and_its_fjord_three_glory_each_in_age_two() {
    let game = Scenario::new(2)
        .age(2)
        .ragnarok(["myrkulor", "gimle", "andlang"])
        .figure(S0, WARRIOR, "gimle")
        .figure(S0, SHIP, "west")
        .figures(S1, WARRIOR, "gimle", 2)
        .figure(S1, WARRIOR, "myrkulor")
        .at_phase(Phase::Ragnarok)
        .build();
    assert!(game.is_destroyed(p("gimle")));
    assert_eq!(
        glory(&game, S0),
        6,
        "2 figures (one in the fjord) × 3 Glory"
    );
    assert_eq!(glory(&game, S1), 6);
    assert_eq!(
        game.count_at(S1, at("myrkulor")),
        1,
        "the other province of the fjord stands"
    );
    assert_eq!(
        game.public_view().doom,
        Some(p("andlang")),
        "the Doom token moves to Age 3's province"
    );
}

#[test]
fn ragnarok_glory_per_figure_is_two_three_four_by_age() {
    for (age, each) in [(1u8, 2u32), (2, 3), (3, 4)] {
        let game = Scenario::new(2)
            .age(age)
            .ragnarok(["utgard", "utgard", "utgard"])
            .figure(S0, LEADER, "utgard")
            .at_phase(Phase::Ragnarok)
            .build();
        assert_eq!(glory(&game, S0), each, "Age {age}");
    }
}

#[test]
fn release_valhalla_returns_every_figure_to_its_reserve() {
    let game = Scenario::new(2)
        .valhalla(S0, WARRIOR, 3)
        .valhalla(S0, LEADER, 1)
        .figure(S1, WARRIOR, "horgr")
        .at_phase(Phase::ReleaseValhalla)
        .build();
    assert_eq!(game.in_valhalla(S0), 0);
    assert_eq!(game.public_view().clans[Seat(0)].reserve.len(), 10);
    assert_eq!(
        game.count_at(S1, at("horgr")),
        1,
        "figures on the board stay"
    );
}

#[test]
fn the_end_of_an_age_flips_the_tokens_back_and_passes_the_first_player_left() {
    let game = Scenario::new(3)
        .first(S2)
        .pillaged("gimle")
        .pillaged("horgr")
        .at_phase(Phase::ReleaseValhalla)
        .build();
    assert_eq!(game.age(), 2);
    assert!(!game.is_pillaged(p("gimle")));
    assert!(!game.is_pillaged(p("horgr")));
    assert_eq!(game.public_view().first_player, S0);
    assert_eq!(
        game.public_view().provinces[p("gimle").index()].token,
        PillageToken::Rage,
        "tokens stay put"
    );
}

// ---------------------------------------------------------------- End of the game (3.17)

#[test]
fn fr_example_stat_bonuses_ten_on_steps_four_and_five_twenty_on_step_six() {
    let game = Scenario::new(2)
        .age(3)
        .step(S0, Stat::Rage, 4)
        .step(S0, Stat::Axes, 6)
        .step(S1, Stat::Horns, 5)
        .glory(S1, 40)
        .at_phase(Phase::ReleaseValhalla)
        .build();
    let outcome = game.outcome().expect("the game is over");
    assert_eq!(outcome.glory, [30, 50]);
    assert_eq!(outcome.winners, [S1]);
    assert_eq!(outcome.ranks, [2, 1]);
}

#[test]
fn tied_glory_shares_the_victory() {
    let game = Scenario::new(3)
        .age(3)
        .glory(S0, 20)
        .glory(S1, 20)
        .glory(S2, 5)
        .at_phase(Phase::ReleaseValhalla)
        .build();
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.winners, [S0, S1], "D-53: joint winners");
    assert_eq!(outcome.ranks, [1, 1, 3]);
    assert!(game.pending().is_none());
}
