//! Scenario tests named after the rules they check, and random playouts with invariants.

use bloodrage_bot::engine::family::Family as _;
use bloodrage_bot::engine::rng::mix;
use bloodrage_bot::engine::valhalla::pack::{self, Size};
use bloodrage_bot::engine::valhalla::{
    Ask, CardId, CardKind, Cause, ChamberId, Command, Event, FigureId, Game, GloryWhy, Kind, Loc,
    Offer, Pack, PackRef, Phase, Slotted, Stat, policy,
};
use bloodrage_bot::engine::valhalla::{GodChoice, ValhallaOptions};
use bloodrage_bot::engine::{GameConfig, Rules, Seat};

fn config(players: u8, seed: u64) -> GameConfig {
    Game::default_config(players, seed)
}

/// Plays a game to its end with random legal commands; checks invariants after each command.
fn random_game(players: u8, seed: u64) -> (Game, usize) {
    let mut game = <Game as Rules>::new(&config(players, seed)).expect("set-up");
    let mut state = seed;
    let mut commands = 0;
    while game.final_outcome().is_none() {
        let awaited = game.awaited_now();
        let seat = awaited
            .iter()
            .next()
            .expect("someone is awaited until the end");
        let legal = game.legal_answers(seat);
        assert!(
            !legal.is_empty(),
            "{seat} has a legal command at {:?}",
            game.asked()
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
    let n = g.config().players as usize;
    // Every card is in exactly one place; hands and slots within limits.
    for seat in seats(g) {
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
    let gods_on_board = g.state().gods.iter().filter(|x| x.is_some()).count();
    assert!(gods_on_board <= usize::from(g.state().age));
    for c in g.pack().chamber_ids() {
        assert!(!(g.has_token(c) && g.god_in(c).is_some()));
    }
    assert_eq!(g.state().hands.len(), n);
    // Every card of the game is in exactly one place: the deck, a hand, kept aside, a draft
    // packet or the cards kept in it, a discard pile, a slot, the battle's table, Baldr's look, or
    // out of the game.
    let mut all: Vec<CardId> = g.state().deck.clone();
    for i in seats(g) {
        all.extend(&g.state().hands[i]);
        all.extend(&g.state().aside[i]);
        all.extend(&g.state().discards[i]);
        all.extend(g.state().slots[i].iter().map(|s| s.card));
    }
    if let Some(d) = &g.state().draft {
        for i in seats(g) {
            all.extend(&d.packets[i]);
            all.extend(&d.kept[i]);
        }
    }
    if let Some(b) = g.battle() {
        all.extend(b.table.iter().map(|p| p.card));
    }
    all.extend(g.looked());
    all.extend(&g.state().removed);
    all.sort();
    let mut start: Vec<CardId> = g
        .state()
        .age_gods
        .iter()
        .flat_map(|god| g.pack().god(*god).deck.iter().copied())
        .collect();
    let Some(Event::MonstersDrawn { monsters }) = g
        .opening_events()
        .iter()
        .find(|e| matches!(e, Event::MonstersDrawn { .. }))
    else {
        panic!("the monsters drawn are an opening event");
    };
    start.extend(monsters);
    start.sort();
    assert_eq!(all, start, "every card in exactly one place");
    // A monster's figure belongs to the clan holding its card in a slot.
    for (i, f) in g.state().figures.iter().enumerate() {
        if let (Kind::Monster(card), Some(owner)) = (f.kind, f.owner) {
            assert!(
                g.state().slots[owner].iter().any(|s| s.card == card),
                "figure {i}: its monster card is in its owner's slots"
            );
        }
    }
}

#[test]
fn random_games_end_with_scores_for_three_four_and_five_players() {
    for players in 3..=5u8 {
        for seed in 0..6u64 {
            let (game, _) = random_game(players, seed * 31 + u64::from(players));
            let outcome = game.final_outcome().cloned().expect("over");
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
    while game.final_outcome().is_none() {
        let seat = game.awaited_now().iter().next().unwrap();
        let legal = game.legal_answers(seat);
        state = mix(state);
        let pick = legal[(state % legal.len() as u64) as usize];
        game.apply(seat, &pick).unwrap();
        log.push((seat, pick));
    }
    let again = <Game as Rules>::replay(&cfg, &log).unwrap();
    assert_eq!(again, game);
}

// ---------------------------------------------------------------- scenario helpers

/// A game of `players` at the start of Age 1's Action phase, seat 0 to act, every hand empty,
/// nobody on the board, 6 Rage each; the draft skipped.
fn action_position(players: u8) -> Game {
    let mut g = <Game as Rules>::new(&config(players, 11)).unwrap();
    g.begin_action_phase(Seat(0));
    assert_eq!(g.asked(), Some(Ask::Turn(Seat(0))));
    g
}

fn seats(g: &Game) -> impl Iterator<Item = Seat> + use<> {
    (0..g.config().players).map(Seat)
}

fn chamber(g: &Game, n: u8) -> ChamberId {
    g.pack().numbered(n).unwrap()
}

fn card(g: &Game, id: &str) -> CardId {
    g.pack()
        .card_by_id(id)
        .unwrap_or_else(|| panic!("no card {id}"))
}

/// Puts a reserve figure of `kind` of `seat` into chamber `n` (0 = Odin's Throne).
fn place(g: &mut Game, seat: Seat, kind: Kind, at: ChamberId) -> FigureId {
    let id = g
        .figure_ids()
        .find(|id| {
            let f = g.figure(*id);
            f.owner == Some(seat) && f.kind == kind && f.loc == Loc::Reserve
        })
        .expect("a figure in reserve");
    g.state_mut().figures[id.index()].loc = Loc::Chamber(at);
    id
}

/// Gives `seat` the monster of card `id`, in its reserve.
fn recruit(g: &mut Game, seat: Seat, id: &str) -> FigureId {
    let c = card(g, id);
    let f = g.figure_of_monster(c).unwrap();
    g.state_mut().figures[f.index()].owner = Some(seat);
    g.state_mut().figures[f.index()].loc = Loc::Reserve;
    g.state_mut().slots[seat].push(Slotted {
        card: c,
        quest: false,
    });
    f
}

fn give(g: &mut Game, seat: Seat, id: &str) -> CardId {
    let c = card(g, id);
    g.state_mut().hands[seat].push(c);
    c
}

fn slot(g: &mut Game, seat: Seat, id: &str) {
    let c = card(g, id);
    g.state_mut().slots[seat].push(Slotted {
        card: c,
        quest: false,
    });
}

fn play(g: &mut Game, seat: Seat, command: Command) -> Vec<Event> {
    g.apply(seat, &command)
        .unwrap_or_else(|e| panic!("{command:?} by {seat}: {e} (awaiting {:?})", g.asked()))
}

fn count(g: &Game, seat: Seat, loc: Loc) -> usize {
    g.figures()
        .iter()
        .filter(|f| f.owner == Some(seat) && f.loc == loc)
        .count()
}

const S0: Seat = Seat(0);
const S1: Seat = Seat(1);
const S2: Seat = Seat(2);

// ---------------------------------------------------------------- set-up and draft

#[test]
fn setup_draws_three_chamber_tokens_three_gods_and_three_monsters_per_player() {
    for players in 3..=5u8 {
        let g = <Game as Rules>::new(&config(players, 5)).unwrap();
        let tokens = g.pack().chamber_ids().filter(|c| g.has_token(*c)).count();
        assert_eq!(tokens, 2, "3 drawn, one became Age 1's god chamber");
        assert_eq!(g.age_gods().len(), 3);
        let Event::MonstersDrawn { monsters } = &g.opening_events()[2] else {
            panic!("monsters drawn third");
        };
        assert_eq!(monsters.len(), 3 * players as usize);
        // 75 + 3N, minus the 6 cards dealt to each player.
        assert_eq!(
            g.deck_size(),
            75 + 3 * players as usize - 6 * players as usize
        );
        for seat in seats(&g) {
            assert_eq!(g.rage(seat), 6);
            assert_eq!(g.stat(seat, Stat::Axes), 3);
            assert_eq!(g.stat(seat, Stat::Horns), 4);
            assert_eq!(count(&g, seat, Loc::Reserve), 8, "2 Elites and 6 Warriors");
        }
    }
}

#[test]
fn god_arrives_in_the_chamber_of_the_lowest_numbered_token() {
    let g = <Game as Rules>::new(&config(3, 5)).unwrap();
    let Event::TokensDrawn { chambers } = &g.opening_events()[0] else {
        panic!()
    };
    let arrived = g
        .opening_events()
        .iter()
        .find_map(|e| match e {
            Event::GodArrived { god, chamber } => Some((*god, *chamber)),
            _ => None,
        })
        .unwrap();
    assert_eq!(arrived, (g.age_gods()[0], chambers[0]));
    assert!(!g.has_token(chambers[0]));
    assert!(!g.is_common(chambers[0]), "a god chamber is not common");
}

#[test]
fn the_draft_keeps_five_cards_and_sends_the_last_of_each_packet_to_the_bottom() {
    let mut g = <Game as Rules>::new(&config(4, 8)).unwrap();
    let before = g.deck_size();
    let mut passes = 0;
    while g.asked() == Some(Ask::Draft) {
        let seat = g.awaited_now().iter().next().unwrap();
        let first = g.legal_answers(seat)[0];
        let ev = play(&mut g, seat, first);
        passes += ev
            .iter()
            .filter(|e| matches!(e, Event::Passed { left: true }))
            .count();
    }
    assert_eq!(passes, 4, "Age 1 passes left four times");
    for seat in seats(&g) {
        assert_eq!(g.hand(seat).len(), 5);
    }
    assert_eq!(
        g.deck_size(),
        before + 4,
        "one card per packet to the bottom"
    );
    assert_eq!(g.asked(), Some(Ask::Turn(g.first_player())));
}

// ---------------------------------------------------------------- actions

#[test]
fn summon_costs_one_rage_and_only_reaches_common_chambers() {
    let mut g = action_position(3);
    let legal = g.legal_answers(S0);
    let summons: Vec<ChamberId> = legal
        .iter()
        .filter_map(|c| match c {
            Command::Summon { chamber, .. } => Some(*chamber),
            _ => None,
        })
        .collect();
    assert!(!summons.contains(&g.pack().throne()), "never Odin's Throne");
    for c in g.pack().chamber_ids() {
        assert_eq!(summons.contains(&c), g.is_common(c), "{c:?}");
    }
    let target = *summons.first().unwrap();
    let elite = g.reserve_figures(S0)[0];
    let ev = play(
        &mut g,
        S0,
        Command::Summon {
            figure: elite,
            chamber: target,
        },
    );
    assert_eq!(ev[0], Event::Paid { seat: S0, rage: 1 });
    assert_eq!(g.rage(S0), 5);
    assert_eq!(g.asked(), Some(Ask::Turn(S1)));
}

#[test]
fn a_monster_is_summoned_for_nothing_but_needs_one_rage() {
    let (mut g, c5) = battle_position();
    let dwarf = recruit(&mut g, S0, "dwarf_chieftain");
    g.state_mut().rage[Seat(2)] = 0;
    let ev = play(
        &mut g,
        S0,
        Command::Summon {
            figure: dwarf,
            chamber: c5,
        },
    );
    assert!(!ev.iter().any(|e| matches!(e, Event::Paid { .. })));
    assert_eq!(g.rage(S0), 6);
    // At 0 Rage a clan takes no action at all, not even a free one: it gets no turn.
    play(&mut g, S1, Command::Pass);
    assert_eq!(
        g.asked(),
        Some(Ask::Turn(S0)),
        "seat 2 at 0 Rage is skipped"
    );
}

#[test]
fn march_moves_figures_of_one_chamber_to_adjacent_chambers_and_may_split() {
    let mut g = action_position(3);
    let c2 = chamber(&g, 2);
    let a = place(&mut g, S0, Kind::Warrior, c2);
    let b = place(&mut g, S0, Kind::Warrior, c2);
    let c1 = chamber(&g, 1);
    let c3 = chamber(&g, 3);
    let c5 = chamber(&g, 5);
    let marches: Vec<Command> = g
        .legal_answers(S0)
        .into_iter()
        .filter(|c| matches!(c, Command::March { .. }))
        .collect();
    assert!(
        !marches.contains(&Command::March {
            from: c2,
            figure: a,
            to: c5
        }),
        "not adjacent"
    );
    play(
        &mut g,
        S0,
        Command::March {
            from: c2,
            figure: a,
            to: c1,
        },
    );
    assert_eq!(g.asked(), Some(Ask::March(S0, c2)));
    play(&mut g, S0, Command::Move { figure: b, to: c3 });
    assert_eq!(g.figure(a).loc, Loc::Chamber(c1));
    assert_eq!(g.figure(b).loc, Loc::Chamber(c3));
    assert_eq!(g.rage(S0), 5, "one Rage for the whole March");
    assert_eq!(
        g.asked(),
        Some(Ask::Turn(S1)),
        "the March ends when the chamber is empty"
    );
}

#[test]
fn pass_drops_rage_to_zero_and_the_phase_ends_when_every_clan_is_at_zero() {
    let mut g = action_position(3);
    play(&mut g, S0, Command::Pass);
    assert_eq!(g.rage(S0), 0);
    play(&mut g, S1, Command::Pass);
    let ev = play(&mut g, S2, Command::Pass);
    assert!(ev.contains(&Event::ActionEnded));
}

#[test]
fn a_clan_at_zero_rage_is_skipped_but_still_calls_to_battle() {
    let mut g = action_position(3);
    g.state_mut().rage[Seat(1)] = 0;
    let c2 = chamber(&g, 2);
    let c1 = chamber(&g, 1);
    place(&mut g, S0, Kind::Warrior, c2);
    let called = place(&mut g, S1, Kind::Warrior, c1);
    let ev = play(&mut g, S0, Command::Contest { chamber: c2 });
    assert_eq!(
        ev[0],
        Event::ContestDeclared {
            seat: S0,
            chamber: c2,
            challenge: false
        }
    );
    assert_eq!(
        g.asked(),
        Some(Ask::Call(S1, c2)),
        "seat 1 is asked first (left of the initiator)"
    );
    let ev = play(&mut g, S1, Command::Call { figure: called });
    assert_eq!(
        ev[0],
        Event::Called {
            seat: S1,
            figure: called,
            from: c1,
            to: c2
        }
    );
    assert!(
        ev.contains(&Event::BattleEnded { winner: None }),
        "1 against 1"
    );
}

// ---------------------------------------------------------------- contests

#[test]
fn a_contest_with_no_enemy_claims_the_reward_without_battle_or_battle_glory() {
    let mut g = action_position(3);
    let c2 = chamber(&g, 2); // Axes in the provisional pack
    if g.god_in(c2).is_some() || g.has_token(c2) {
        g.state_mut().gods[c2.index()] = None;
        g.state_mut().tokens[c2.index()] = false;
    }
    place(&mut g, S0, Kind::Warrior, c2);
    let ev = play(&mut g, S0, Command::Contest { chamber: c2 });
    assert!(ev.contains(&Event::Claimed {
        seat: S0,
        chamber: c2
    }));
    assert!(ev.contains(&Event::StatRaised {
        seat: S0,
        stat: Stat::Axes,
        step: 2
    }));
    assert!(
        !ev.iter()
            .any(|e| matches!(e, Event::Glory { .. } | Event::Revealed { .. }))
    );
    assert_eq!(g.claimed_by(c2), Some(S0));
    assert!(
        !g.legal_answers(S1)
            .contains(&Command::Contest { chamber: c2 })
    );
}

/// A battle in chamber 5 (5 Glory) between seat 0 (initiator) and seat 1.
fn battle_position() -> (Game, ChamberId) {
    let mut g = action_position(3);
    let c5 = chamber(&g, 5);
    g.state_mut().gods[c5.index()] = None;
    g.state_mut().tokens[c5.index()] = false;
    (g, c5)
}

#[test]
fn the_winner_discards_its_card_and_the_losers_go_to_its_kill_pile_and_take_their_cards_back() {
    let (mut g, c5) = battle_position();
    place(&mut g, S0, Kind::Warrior, c5);
    place(&mut g, S1, Kind::Warrior, c5);
    let smash = give(&mut g, S0, "tyrs_smash");
    let bash = give(&mut g, S1, "tyrs_bash");
    play(&mut g, S0, Command::Contest { chamber: c5 });
    assert_eq!(g.asked(), Some(Ask::Play));
    play(&mut g, S1, Command::Play { card: bash });
    let ev = play(&mut g, S0, Command::Play { card: smash });
    assert!(ev.contains(&Event::Revealed {
        cards: vec![(S0, smash), (S1, bash)]
    }));
    assert!(ev.contains(&Event::Totals {
        totals: vec![(S0, 1, 3), (S1, 1, 2)]
    }));
    assert!(ev.contains(&Event::BattleEnded { winner: Some(S0) }));
    assert_eq!(g.discards(S0), &[smash]);
    assert_eq!(g.hand(S1), &[bash]);
    assert_eq!(count(&g, S1, Loc::KillPile(S0)), 1);
    // The claim (5 Glory) comes before the battle Glory (3 Axes).
    let glory: Vec<(u32, GloryWhy)> = ev
        .iter()
        .filter_map(|e| match e {
            Event::Glory { seat, amount, why } if *seat == S0 => Some((*amount, *why)),
            _ => None,
        })
        .collect();
    assert_eq!(glory, vec![(5, GloryWhy::Reward), (3, GloryWhy::Battle)]);
    assert_eq!(g.claimed_by(c5), Some(S0));
}

#[test]
fn a_tie_means_everyone_loses_figures_go_to_the_sauna_and_the_reward_stays_open() {
    let (mut g, c5) = battle_position();
    place(&mut g, S0, Kind::Warrior, c5);
    place(&mut g, S1, Kind::Warrior, c5);
    let ev = play(&mut g, S0, Command::Contest { chamber: c5 });
    assert!(ev.contains(&Event::BattleEnded { winner: None }));
    assert_eq!(count(&g, S0, Loc::Sauna), 1);
    assert_eq!(count(&g, S1, Loc::Sauna), 1);
    assert_eq!(g.claimed_by(c5), None);
    assert!(!ev.iter().any(|e| matches!(e, Event::Glory { .. })));
}

#[test]
fn a_defender_that_wins_gets_battle_glory_but_nobody_claims() {
    let (mut g, c5) = battle_position();
    place(&mut g, S0, Kind::Warrior, c5);
    place(&mut g, S1, Kind::Elite, c5);
    place(&mut g, S1, Kind::Warrior, c5);
    let ev = play(&mut g, S0, Command::Contest { chamber: c5 });
    assert!(ev.contains(&Event::BattleEnded { winner: Some(S1) }));
    assert!(ev.contains(&Event::Glory {
        seat: S1,
        amount: 3,
        why: GloryWhy::Battle
    }));
    assert_eq!(g.claimed_by(c5), None);
}

#[test]
fn battle_glory_counts_an_axes_step_the_reward_just_raised() {
    let mut g = action_position(3);
    let c2 = chamber(&g, 2);
    g.state_mut().gods[c2.index()] = None;
    g.state_mut().tokens[c2.index()] = false;
    place(&mut g, S0, Kind::Elite, c2);
    place(&mut g, S0, Kind::Warrior, c2);
    place(&mut g, S1, Kind::Warrior, c2);
    let ev = play(&mut g, S0, Command::Contest { chamber: c2 });
    assert!(ev.contains(&Event::Glory {
        seat: S0,
        amount: 4,
        why: GloryWhy::Battle
    }));
}

#[test]
fn tyrs_chamber_raises_a_stat_and_destroys_an_enemy_figure_anywhere() {
    let mut g = action_position(3);
    let c5 = chamber(&g, 5);
    let tyr = g.pack().god_by_id("tyr").unwrap();
    g.state_mut().tokens[c5.index()] = false;
    g.state_mut().gods[c5.index()] = Some(tyr);
    place(&mut g, S0, Kind::Warrior, c5);
    let c1 = chamber(&g, 1);
    let victim = place(&mut g, S2, Kind::Elite, c1);
    play(&mut g, S0, Command::Contest { chamber: c5 });
    assert!(matches!(g.asked(), Some(Ask::Raise { seat: S0, .. })));
    play(&mut g, S0, Command::Raise { stat: Stat::Horns });
    assert!(matches!(g.asked(), Some(Ask::Choose { seat: S0, .. })));
    let ev = play(&mut g, S0, Command::Choose { figure: victim });
    assert!(ev.contains(&Event::Destroyed {
        figure: victim,
        to: Loc::KillPile(S0),
        cause: Cause::Reward
    }));
    assert_eq!(g.stat_step(S0, Stat::Horns), 2);
}

#[test]
fn the_action_phase_ends_when_every_chamber_without_a_token_is_claimed() {
    let mut g = action_position(3);
    let open: Vec<ChamberId> = g
        .pack()
        .chamber_ids()
        .filter(|c| !g.has_token(*c))
        .collect();
    for c in &open[1..] {
        g.state_mut().claimed[c.index()] = Some(S2);
    }
    place(&mut g, S0, Kind::Warrior, open[0]);
    let ev = play(&mut g, S0, Command::Contest { chamber: open[0] });
    let ev: Vec<Event> = if g.asked().is_some() && matches!(g.asked(), Some(Ask::Raise { .. })) {
        play(&mut g, S0, Command::Raise { stat: Stat::Rage })
    } else {
        ev
    };
    assert!(ev.contains(&Event::ActionEnded), "{ev:?}");
    assert!(g.rage(S1) > 0, "even with Rage left");
}

// ---------------------------------------------------------------- Quest phase, Prove Valor, end

#[test]
fn a_fulfilled_quest_pays_horns_after_the_optional_raise_and_returns_to_hand() {
    let mut g = action_position(3);
    let c1 = chamber(&g, 1);
    place(&mut g, S0, Kind::Warrior, c1);
    let quest = card(&g, "quest_chambers_1_3");
    g.state_mut().slots[Seat(0)].push(Slotted {
        card: quest,
        quest: true,
    });
    play(&mut g, S0, Command::Pass);
    play(&mut g, S1, Command::Pass);
    let ev = play(&mut g, S2, Command::Pass);
    assert!(ev.contains(&Event::QuestRevealed {
        seat: S0,
        card: quest,
        fulfilled: true
    }));
    assert_eq!(
        g.asked(),
        Some(Ask::Raise {
            seat: S0,
            optional: true,
            exclude: 0
        })
    );
    let ev = play(&mut g, S0, Command::Raise { stat: Stat::Horns });
    assert!(ev.contains(&Event::Glory {
        seat: S0,
        amount: 5,
        why: GloryWhy::Quest
    }));
    assert!(g.slots(S0).is_empty(), "the slot is free again");
    // Back in hand, then kept over the End of Age (a hand of 3 cards or fewer is kept whole).
    assert_eq!(g.aside(S0), &[quest]);
}

#[test]
fn prove_valor_removes_every_majority_clan_and_pays_per_figure() {
    let mut g = action_position(3);
    let throne = g.pack().throne();
    place(&mut g, S0, Kind::Warrior, throne);
    place(&mut g, S0, Kind::Warrior, throne);
    place(&mut g, S1, Kind::Warrior, throne);
    place(&mut g, S1, Kind::Elite, throne);
    place(&mut g, S2, Kind::Warrior, throne);
    play(&mut g, S0, Command::Pass);
    play(&mut g, S1, Command::Pass);
    let ev = play(&mut g, S2, Command::Pass);
    assert!(ev.contains(&Event::Valor {
        chamber: throne,
        seats: vec![S0, S1]
    }));
    assert!(ev.contains(&Event::Glory {
        seat: S0,
        amount: 6,
        why: GloryWhy::Valor
    }));
    assert!(ev.contains(&Event::Glory {
        seat: S1,
        amount: 6,
        why: GloryWhy::Valor
    }));
    assert_eq!(count(&g, S2, Loc::Chamber(throne)), 1, "the minority stays");
    // Release Warriors brought the Sauna back.
    assert_eq!(count(&g, S0, Loc::Reserve), 8);
}

#[test]
fn end_bonus_pays_ten_per_stat_on_step_four_or_five_and_twenty_on_the_last() {
    let mut g = action_position(3);
    g.state_mut().age = 3;
    g.state_mut().steps[Seat(0)] = [3, 4, 5];
    play(&mut g, S0, Command::Pass);
    play(&mut g, S1, Command::Pass);
    let ev = play(&mut g, S2, Command::Pass);
    assert!(ev.contains(&Event::Glory {
        seat: S0,
        amount: 40,
        why: GloryWhy::StatBonus
    }));
    assert!(g.final_outcome().is_some());
}

#[test]
fn end_of_age_keeps_at_most_three_cards_from_hand_and_discards() {
    let mut g = action_position(3);
    for id in ["tyrs_bash", "tyrs_smash", "tyrs_crush", "tyrs_smite"] {
        give(&mut g, S0, id);
    }
    let rage = card(&g, "tyrs_rage");
    g.state_mut().discards[Seat(0)].push(rage);
    play(&mut g, S0, Command::Pass);
    play(&mut g, S1, Command::Pass);
    play(&mut g, S2, Command::Pass);
    assert_eq!(g.asked(), Some(Ask::Keep));
    assert_eq!(g.awaited_now(), bloodrage_bot::engine::SeatSet::one(S0));
    play(&mut g, S0, Command::Keep { card: rage });
    let ev = play(&mut g, S0, Command::Done);
    assert!(ev.contains(&Event::KeptCards {
        seat: S0,
        kept: 1,
        removed: 4,
        cards: vec![rage]
    }));
    // Age 2's draft: the kept card is set aside, then joins the 5 drafted.
    assert_eq!(g.aside(S0), &[rage]);
    assert_eq!(g.age(), 2);
}

// ---------------------------------------------------------------- card texts, one per effect id

/// Seat 0 contests `at` against whoever is there; seats 0 and 1 play these cards (when given).
fn fight(g: &mut Game, at: ChamberId, mine: Option<&str>, theirs: Option<&str>) -> Vec<Event> {
    let mine = mine.map(|id| give(g, S0, id));
    let theirs = theirs.map(|id| give(g, S1, id));
    let mut ev = play(g, S0, Command::Contest { chamber: at });
    while g.asked() == Some(Ask::Play) {
        let seat = g.awaited_now().iter().next().unwrap();
        let c = if seat == S0 { mine } else { theirs }.expect("a card for each player asked");
        if !g.hand(seat).contains(&c) {
            break; // Heimdall's Watch: a new card is chosen by the test
        }
        ev.extend(play(g, seat, Command::Play { card: c }));
    }
    ev
}

fn glory_events(ev: &[Event], who: Seat) -> Vec<(u32, GloryWhy)> {
    ev.iter()
        .filter_map(|e| match e {
            Event::Glory { seat, amount, why } if *seat == who => Some((*amount, *why)),
            _ => None,
        })
        .collect()
}

#[test]
fn thors_hammer_pays_three_glory_to_a_winner() {
    let (mut g, c5) = battle_position();
    place(&mut g, S0, Kind::Warrior, c5);
    place(&mut g, S1, Kind::Warrior, c5);
    let ev = fight(&mut g, c5, Some("thors_hammer"), Some("lokis_trickery"));
    assert_eq!(
        glory_events(&ev, S0),
        vec![
            (5, GloryWhy::Reward),
            (3, GloryWhy::Battle),
            (3, GloryWhy::Card)
        ]
    );
}

#[test]
fn thors_oath_raises_a_stat_of_the_winner() {
    let (mut g, c5) = battle_position();
    place(&mut g, S1, Kind::Warrior, c5);
    place(&mut g, S1, Kind::Warrior, c5);
    place(&mut g, S0, Kind::Warrior, c5);
    // Seat 1 defends and wins with the Oath.
    let ev = fight(&mut g, c5, Some("lokis_trickery"), Some("thors_oath"));
    assert!(ev.contains(&Event::BattleEnded { winner: Some(S1) }));
    assert_eq!(
        g.asked(),
        Some(Ask::Raise {
            seat: S1,
            optional: false,
            exclude: 0
        })
    );
    let ev = play(&mut g, S1, Command::Raise { stat: Stat::Rage });
    assert!(ev.contains(&Event::StatRaised {
        seat: S1,
        stat: Stat::Rage,
        step: 2
    }));
}

#[test]
fn thors_ascension_gives_three_rage_and_three_glory_to_a_winner() {
    let (mut g, c5) = battle_position();
    place(&mut g, S0, Kind::Warrior, c5);
    place(&mut g, S1, Kind::Warrior, c5);
    let ev = fight(&mut g, c5, Some("thors_ascension"), Some("lokis_backstab"));
    assert!(ev.contains(&Event::RageGained { seat: S0, rage: 3 }));
    assert_eq!(g.rage(S0), 9);
    assert!(ev.contains(&Event::Glory {
        seat: S0,
        amount: 3,
        why: GloryWhy::Card
    }));
}

#[test]
fn thors_primacy_cancels_the_opponents_texts_but_not_their_strength() {
    let (mut g, c5) = battle_position();
    place(&mut g, S0, Kind::Warrior, c5);
    place(&mut g, S1, Kind::Warrior, c5);
    place(&mut g, S1, Kind::Warrior, c5);
    let smite = card(&g, "odins_smite");
    let ev = fight(&mut g, c5, Some("thors_primacy"), Some("odins_smite"));
    assert!(ev.contains(&Event::Cancelled {
        seat: S0,
        cards: vec![(S1, smite)]
    }));
    assert!(!ev.iter().any(|e| matches!(
        e,
        Event::Destroyed {
            cause: Cause::Card,
            ..
        }
    )));
    assert!(ev.contains(&Event::Totals {
        totals: vec![(S0, 1, 3), (S1, 2, 1)]
    }));
}

#[test]
fn odins_smite_kills_one_warrior_of_each_opponent_before_totals() {
    let (mut g, c5) = battle_position();
    place(&mut g, S0, Kind::Warrior, c5);
    let w = place(&mut g, S1, Kind::Warrior, c5);
    place(&mut g, S1, Kind::Warrior, c5);
    let ev = fight(&mut g, c5, Some("odins_smite"), Some("tyrs_bash"));
    assert!(ev.contains(&Event::Destroyed {
        figure: w,
        to: Loc::KillPile(S0),
        cause: Cause::Card
    }));
    assert!(ev.contains(&Event::Totals {
        totals: vec![(S0, 1, 1), (S1, 1, 2)]
    }));
}

#[test]
fn odins_tide_leaves_each_participant_one_figure_of_its_choice() {
    let (mut g, c5) = battle_position();
    place(&mut g, S0, Kind::Warrior, c5);
    place(&mut g, S0, Kind::Warrior, c5);
    let elite = place(&mut g, S1, Kind::Elite, c5);
    let w = place(&mut g, S1, Kind::Warrior, c5);
    fight(&mut g, c5, Some("odins_tide"), Some("tyrs_bash"));
    assert!(
        matches!(g.asked(), Some(Ask::Choose { seat: S1, .. })),
        "{:?}",
        g.asked()
    );
    let ev = play(&mut g, S1, Command::Choose { figure: elite });
    assert!(ev.contains(&Event::Destroyed {
        figure: w,
        to: Loc::KillPile(S0),
        cause: Cause::Card
    }));
    assert_eq!(
        count(&g, S0, Loc::KillPile(S0)),
        1,
        "the Tide kills its player's own figures too"
    );
}

#[test]
fn odins_judgement_pays_two_glory_per_figure_destroyed_win_or_lose() {
    let (mut g, c5) = battle_position();
    place(&mut g, S0, Kind::Warrior, c5);
    place(&mut g, S1, Kind::Warrior, c5);
    place(&mut g, S1, Kind::Warrior, c5);
    let ev = fight(&mut g, c5, Some("odins_judgement"), Some("tyrs_smash"));
    assert!(ev.contains(&Event::BattleEnded { winner: Some(S1) }));
    assert!(ev.contains(&Event::Glory {
        seat: S0,
        amount: 2,
        why: GloryWhy::Card
    }));
}

#[test]
fn lokis_trickery_backstab_and_poison_take_from_the_winner() {
    let (mut g, c5) = battle_position();
    place(&mut g, S0, Kind::Warrior, c5);
    place(&mut g, S0, Kind::Warrior, c5);
    place(&mut g, S1, Kind::Warrior, c5);
    let ev = fight(&mut g, c5, Some("tyrs_smash"), Some("lokis_trickery"));
    assert!(ev.contains(&Event::Took {
        seat: S1,
        from: S0,
        glory: 0,
        rage: 1
    }));

    let (mut g, c5) = battle_position();
    place(&mut g, S0, Kind::Warrior, c5);
    place(&mut g, S0, Kind::Warrior, c5);
    place(&mut g, S1, Kind::Warrior, c5);
    let ev = fight(&mut g, c5, Some("tyrs_smash"), Some("lokis_backstab"));
    assert!(ev.contains(&Event::Took {
        seat: S1,
        from: S0,
        glory: 2,
        rage: 0
    }));
    assert_eq!(g.state().glory[Seat(0)], 5 + 3 - 2);

    let (mut g, c5) = battle_position();
    place(&mut g, S0, Kind::Warrior, c5);
    place(&mut g, S0, Kind::Warrior, c5);
    place(&mut g, S1, Kind::Warrior, c5);
    let smash = card(&g, "tyrs_smash");
    fight(&mut g, c5, Some("tyrs_smash"), Some("lokis_poison"));
    assert!(
        g.hand(S1).contains(&smash),
        "the winner's card goes to the poisoner"
    );
    assert!(g.discards(S0).is_empty());
}

#[test]
fn friggas_grace_raises_a_stat_the_reward_did_not() {
    let mut g = action_position(3);
    let c2 = chamber(&g, 2);
    g.state_mut().gods[c2.index()] = None;
    g.state_mut().tokens[c2.index()] = false;
    place(&mut g, S0, Kind::Warrior, c2);
    place(&mut g, S0, Kind::Warrior, c2);
    place(&mut g, S1, Kind::Warrior, c2);
    fight(&mut g, c2, Some("friggas_grace"), Some("tyrs_bash"));
    assert_eq!(g.stat_step(S0, Stat::Axes), 2, "chamber 2 raised Axes");
    assert_eq!(
        g.asked(),
        Some(Ask::Raise {
            seat: S0,
            optional: false,
            exclude: 0b010
        })
    );
    assert!(
        !g.legal_answers(S0)
            .contains(&Command::Raise { stat: Stat::Axes })
    );
}

#[test]
fn heimdalls_sight_matches_the_highest_opposing_card() {
    let (mut g, c5) = battle_position();
    place(&mut g, S0, Kind::Warrior, c5);
    place(&mut g, S1, Kind::Warrior, c5);
    let ev = fight(&mut g, c5, Some("heimdalls_sight"), Some("tyrs_crush"));
    assert!(ev.contains(&Event::Totals {
        totals: vec![(S0, 1, 4), (S1, 1, 4)]
    }));
    assert!(ev.contains(&Event::BattleEnded { winner: None }));
}

#[test]
fn heimdalls_eye_may_be_added_after_the_reveal() {
    let (mut g, c5) = battle_position();
    place(&mut g, S0, Kind::Warrior, c5);
    place(&mut g, S1, Kind::Warrior, c5);
    let eye = give(&mut g, S1, "heimdalls_eye");
    fight(&mut g, c5, Some("tyrs_bash"), Some("tyrs_bash"));
    assert_eq!(
        g.asked(),
        Some(Ask::Late(S1)),
        "seat 0 has no late card: seat 1 is offered"
    );
    let ev = play(&mut g, S1, Command::Late { card: eye });
    assert!(ev.contains(&Event::LatePlayed {
        seat: S1,
        card: eye
    }));
    assert!(ev.contains(&Event::BattleEnded { winner: Some(S1) }));
}

#[test]
fn heimdalls_watch_discards_the_revealed_cards_for_glory_and_everyone_plays_again() {
    let (mut g, c5) = battle_position();
    place(&mut g, S0, Kind::Warrior, c5);
    place(&mut g, S1, Kind::Warrior, c5);
    let crush = card(&g, "tyrs_crush");
    give(&mut g, S1, "tyrs_bash");
    let ev = fight(&mut g, c5, Some("heimdalls_watch"), Some("tyrs_crush"));
    assert!(ev.contains(&Event::Watched { seat: S0, glory: 4 }));
    assert!(g.discards(S1).contains(&crush));
    assert_eq!(
        g.asked(),
        Some(Ask::Play),
        "seat 1 plays again; seat 0 has no card left"
    );
    assert_eq!(g.awaited_now(), bloodrage_bot::engine::SeatSet::one(S1));
    let bash = card(&g, "tyrs_bash");
    let ev = play(&mut g, S1, Command::Play { card: bash });
    assert!(ev.contains(&Event::BattleEnded { winner: Some(S1) }));
}

#[test]
fn lord_of_axes_makes_elites_str_three_and_raises_a_stat_on_a_claim_with_an_elite() {
    let (mut g, c5) = battle_position();
    slot(&mut g, S0, "lord_of_axes");
    let elite = place(&mut g, S0, Kind::Elite, c5);
    assert_eq!(g.clan_str(S0, c5, true), 3);
    let _ = elite;
    play(&mut g, S0, Command::Contest { chamber: c5 });
    assert!(matches!(
        g.asked(),
        Some(Ask::Raise {
            seat: S0,
            optional: false,
            ..
        })
    ));
}

#[test]
fn lord_of_hammers_may_move_the_elite_after_a_claim() {
    let (mut g, c5) = battle_position();
    slot(&mut g, S0, "lord_of_hammers");
    let elite = place(&mut g, S0, Kind::Elite, c5);
    play(&mut g, S0, Command::Contest { chamber: c5 });
    assert_eq!(g.asked(), Some(Ask::Move(S0, vec![elite])));
    let c4 = chamber(&g, 4);
    play(
        &mut g,
        S0,
        Command::Move {
            figure: elite,
            to: c4,
        },
    );
    assert_eq!(g.figure(elite).loc, Loc::Chamber(c4));
}

#[test]
fn warrior_upgrades_count_pairs_and_the_best_one_applies() {
    let (mut g, c5) = battle_position();
    for _ in 0..3 {
        place(&mut g, S0, Kind::Warrior, c5);
    }
    assert_eq!(g.clan_str(S0, c5, true), 3);
    slot(&mut g, S0, "brothers_in_arms");
    assert_eq!(
        g.clan_str(S0, c5, true),
        3 + 1,
        "a pair is 3, the odd one 1"
    );
    slot(&mut g, S0, "experts_in_arms");
    assert_eq!(
        g.clan_str(S0, c5, true),
        6,
        "STR 2 each beats Brothers (VH-30)"
    );
    slot(&mut g, S0, "masters_in_arms");
    assert_eq!(g.clan_str(S0, c5, true), 6 + 2);
}

#[test]
fn tyrs_domain_lets_a_revealed_quest_count_as_plus_three() {
    let (mut g, c5) = battle_position();
    slot(&mut g, S0, "tyrs_domain");
    place(&mut g, S0, Kind::Warrior, c5);
    place(&mut g, S1, Kind::Warrior, c5);
    let ev = fight(&mut g, c5, Some("quest_widespread"), Some("tyrs_bash"));
    assert!(ev.contains(&Event::QuestCounts { seat: S0, value: 3 }));
    assert!(ev.contains(&Event::BattleEnded { winner: Some(S0) }));
    slot(&mut g, S0, "tyrs_wrath");
}

#[test]
fn tyrs_challenge_contests_a_claimed_chamber_again_without_a_token() {
    let (mut g, c5) = battle_position();
    slot(&mut g, S0, "tyrs_challenge");
    g.state_mut().claimed[c5.index()] = Some(S1);
    place(&mut g, S0, Kind::Warrior, c5);
    assert!(
        !g.legal_answers(S0)
            .contains(&Command::Contest { chamber: c5 })
    );
    let ev = play(&mut g, S0, Command::Challenge { chamber: c5 });
    assert!(ev.contains(&Event::Paid { seat: S0, rage: 2 }));
    assert!(ev.contains(&Event::Glory {
        seat: S0,
        amount: 5,
        why: GloryWhy::Reward
    }));
    assert_eq!(g.claimed_by(c5), Some(S1), "no reward token placed");
}

#[test]
fn tyrs_prowess_buys_played_cards_back_for_one_rage_each() {
    let (mut g, c5) = battle_position();
    slot(&mut g, S0, "tyrs_prowess");
    place(&mut g, S0, Kind::Warrior, c5);
    place(&mut g, S1, Kind::Warrior, c5);
    let smash = card(&g, "tyrs_smash");
    fight(&mut g, c5, Some("tyrs_smash"), Some("tyrs_bash"));
    assert_eq!(g.asked(), Some(Ask::BuyBack(S0)));
    play(&mut g, S0, Command::BuyBack { card: smash });
    assert_eq!(g.hand(S0), &[smash]);
    assert_eq!(g.rage(S0), 5);
}

#[test]
fn thors_glory_pays_when_two_enemy_figures_die_in_your_battle() {
    let (mut g, c5) = battle_position();
    slot(&mut g, S0, "thors_glory");
    place(&mut g, S0, Kind::Elite, c5);
    place(&mut g, S0, Kind::Warrior, c5);
    place(&mut g, S0, Kind::Warrior, c5);
    place(&mut g, S1, Kind::Warrior, c5);
    place(&mut g, S1, Kind::Warrior, c5);
    let ev = play(&mut g, S0, Command::Contest { chamber: c5 });
    assert!(ev.contains(&Event::Glory {
        seat: S0,
        amount: 2,
        why: GloryWhy::Ability
    }));
}

#[test]
fn thors_domain_may_contest_the_chamber_just_summoned_into_for_two_rage() {
    let (mut g, c5) = battle_position();
    slot(&mut g, S0, "thors_domain");
    let w = g.a_reserve_warrior(S0).unwrap();
    play(
        &mut g,
        S0,
        Command::Summon {
            figure: w,
            chamber: c5,
        },
    );
    assert_eq!(g.asked(), Some(Ask::Accept(S0, Offer::ThorsDomain(c5))));
    let ev = play(&mut g, S0, Command::Accept);
    assert!(ev.contains(&Event::Claimed {
        seat: S0,
        chamber: c5
    }));
    assert_eq!(g.rage(S0), 6 - 1 - 2);
}

#[test]
fn thors_conquest_pays_three_glory_per_figure_on_the_board_at_the_end() {
    let mut g = action_position(3);
    g.state_mut().age = 3;
    slot(&mut g, S0, "thors_conquest");
    let c1 = chamber(&g, 1);
    place(&mut g, S0, Kind::Warrior, c1);
    place(&mut g, S0, Kind::Warrior, c1);
    play(&mut g, S0, Command::Pass);
    play(&mut g, S1, Command::Pass);
    let ev = play(&mut g, S2, Command::Pass);
    assert!(ev.contains(&Event::Glory {
        seat: S0,
        amount: 6,
        why: GloryWhy::Ability
    }));
}

#[test]
fn lokis_domain_eminence_and_wrath_pay_per_figure_released() {
    let mut g = action_position(3);
    slot(&mut g, S0, "lokis_domain");
    slot(&mut g, S0, "lokis_wrath");
    let c1 = chamber(&g, 1);
    let w = place(&mut g, S0, Kind::Warrior, c1);
    g.state_mut().figures[w.index()].loc = Loc::KillPile(S1);
    let e = place(&mut g, S0, Kind::Elite, c1);
    g.state_mut().figures[e.index()].loc = Loc::Sauna;
    play(&mut g, S0, Command::Pass);
    play(&mut g, S1, Command::Pass);
    let ev = play(&mut g, S2, Command::Pass);
    assert!(ev.contains(&Event::Released {
        figures: vec![2, 0, 0]
    }));
    assert!(ev.contains(&Event::Glory {
        seat: S0,
        amount: 8,
        why: GloryWhy::Ability
    }));
}

#[test]
fn lokis_blessing_may_put_a_free_warrior_into_the_chamber_after_a_loss() {
    let (mut g, c5) = battle_position();
    slot(&mut g, S1, "lokis_blessing");
    place(&mut g, S0, Kind::Warrior, c5);
    place(&mut g, S0, Kind::Warrior, c5);
    place(&mut g, S1, Kind::Warrior, c5);
    play(&mut g, S0, Command::Contest { chamber: c5 });
    assert_eq!(g.asked(), Some(Ask::Accept(S1, Offer::Blessing(c5))));
    play(&mut g, S1, Command::Accept);
    assert_eq!(count(&g, S1, Loc::Chamber(c5)), 1);
}

#[test]
fn odins_inspiration_doubles_prove_valor_glory() {
    let mut g = action_position(3);
    slot(&mut g, S0, "odins_inspiration");
    let throne = g.pack().throne();
    place(&mut g, S0, Kind::Warrior, throne);
    play(&mut g, S0, Command::Pass);
    play(&mut g, S1, Command::Pass);
    let ev = play(&mut g, S2, Command::Pass);
    assert!(ev.contains(&Event::Glory {
        seat: S0,
        amount: 6,
        why: GloryWhy::Valor
    }));
}

#[test]
fn odins_high_seat_doubles_the_horns_glory_of_quests() {
    let mut g = action_position(3);
    slot(&mut g, S0, "odins_high_seat");
    let throne = g.pack().throne();
    place(&mut g, S0, Kind::Warrior, throne);
    let quest = card(&g, "quest_odins_throne");
    g.state_mut().slots[Seat(0)].push(Slotted {
        card: quest,
        quest: true,
    });
    play(&mut g, S0, Command::Pass);
    play(&mut g, S1, Command::Pass);
    play(&mut g, S2, Command::Pass);
    let ev = play(&mut g, S0, Command::Done);
    assert!(ev.contains(&Event::Glory {
        seat: S0,
        amount: 8,
        why: GloryWhy::Quest
    }));
}

#[test]
fn friggas_charm_makes_upgrades_one_rage_cheaper() {
    let mut g = action_position(3);
    slot(&mut g, S0, "friggas_charm");
    let lord = give(&mut g, S0, "lord_of_axes");
    let ev = play(&mut g, S0, Command::Upgrade { card: lord });
    assert!(ev.contains(&Event::Paid { seat: S0, rage: 2 }));
}

#[test]
fn friggas_succor_may_add_a_free_warrior_to_each_summon() {
    let (mut g, c5) = battle_position();
    slot(&mut g, S0, "friggas_succor");
    let e = g.reserve_figures(S0)[0];
    play(
        &mut g,
        S0,
        Command::Summon {
            figure: e,
            chamber: c5,
        },
    );
    assert_eq!(g.asked(), Some(Ask::Accept(S0, Offer::Succor(c5))));
    play(&mut g, S0, Command::Accept);
    assert_eq!(count(&g, S0, Loc::Chamber(c5)), 2);
    assert_eq!(g.rage(S0), 5);
}

#[test]
fn friggas_protection_pays_one_rage_to_keep_a_figure() {
    let (mut g, c5) = battle_position();
    slot(&mut g, S1, "friggas_protection");
    place(&mut g, S0, Kind::Warrior, c5);
    place(&mut g, S0, Kind::Warrior, c5);
    let w = place(&mut g, S1, Kind::Warrior, c5);
    play(&mut g, S0, Command::Contest { chamber: c5 });
    assert_eq!(g.asked(), Some(Ask::Accept(S1, Offer::Protect(w))));
    let ev = play(&mut g, S1, Command::Accept);
    assert!(ev.contains(&Event::Saved { figure: w }));
    assert_eq!(g.figure(w).loc, Loc::Chamber(c5));
    assert_eq!(g.rage(S1), 5);
}

#[test]
fn friggas_domain_revives_a_fallen_figure_into_a_common_chamber_for_one_rage() {
    let (mut g, c5) = battle_position();
    slot(&mut g, S0, "friggas_domain");
    let w = place(&mut g, S0, Kind::Warrior, c5);
    g.state_mut().figures[w.index()].loc = Loc::Sauna;
    let ev = play(
        &mut g,
        S0,
        Command::Revive {
            figure: w,
            chamber: c5,
        },
    );
    assert!(ev.contains(&Event::Summoned {
        seat: S0,
        figure: w,
        chamber: c5,
        revived: true
    }));
    assert_eq!(g.rage(S0), 5);
}

#[test]
fn friggas_sacrifice_destroys_two_own_figures_then_raises_a_stat() {
    let (mut g, c5) = battle_position();
    slot(&mut g, S0, "friggas_sacrifice");
    let a = place(&mut g, S0, Kind::Warrior, c5);
    let e = place(&mut g, S0, Kind::Elite, c5);
    play(&mut g, S0, Command::Sacrifice);
    play(&mut g, S0, Command::Choose { figure: a });
    play(&mut g, S0, Command::Choose { figure: e });
    assert_eq!(count(&g, S0, Loc::KillPile(S0)), 2);
    let ev = play(&mut g, S0, Command::Raise { stat: Stat::Horns });
    assert!(ev.contains(&Event::StatRaised {
        seat: S0,
        stat: Stat::Horns,
        step: 2
    }));
    assert_eq!(g.rage(S0), 6, "it costs nothing");
}

#[test]
fn quests_on_the_throne_on_fallen_figures_and_on_several_chambers() {
    let mut g = action_position(3);
    let throne = g.pack().throne();
    let c1 = chamber(&g, 1);
    place(&mut g, S0, Kind::Warrior, throne);
    place(&mut g, S0, Kind::Warrior, c1);
    place(&mut g, S1, Kind::Warrior, c1);
    assert!(g.quest_fulfilled(S0, card(&g, "quest_odins_throne")));
    assert!(
        !g.quest_fulfilled(S0, card(&g, "quest_widespread")),
        "a tie in chamber 1 is not most"
    );
    place(&mut g, S0, Kind::Elite, c1);
    assert!(g.quest_fulfilled(S0, card(&g, "quest_widespread")));
    assert!(!g.quest_fulfilled(S1, card(&g, "quest_glorious_death")));
    for _ in 0..4 {
        let w = place(&mut g, S1, Kind::Warrior, c1);
        g.state_mut().figures[w.index()].loc = Loc::Sauna;
    }
    assert!(g.quest_fulfilled(S1, card(&g, "quest_glorious_death")));
}

// ---------------------------------------------------------------- monsters

#[test]
fn a_monster_upgrade_puts_its_figure_in_the_reserve_and_needs_a_spare_base() {
    let mut g = action_position(3);
    let troll = give(&mut g, S0, "troll");
    let ev = play(&mut g, S0, Command::Upgrade { card: troll });
    assert!(ev.contains(&Event::Paid { seat: S0, rage: 2 }));
    let f = g.figure_of_monster(troll).unwrap();
    assert_eq!(g.figure(f).loc, Loc::Reserve);
    assert_eq!(g.spare_bases(S0, Size::Large), 1);
    recruit(&mut g, S1, "fire_giant");
    recruit(&mut g, S1, "frost_giant");
    let garm = give(&mut g, S1, "garm");
    assert!(
        !g.legal_answers(S1)
            .contains(&Command::Upgrade { card: garm }),
        "two large bases only"
    );
}

#[test]
fn the_troll_destroys_enemy_warriors_when_summoned() {
    let (mut g, c5) = battle_position();
    let troll = recruit(&mut g, S0, "troll");
    let w = place(&mut g, S1, Kind::Warrior, c5);
    let e = place(&mut g, S1, Kind::Elite, c5);
    let ev = play(
        &mut g,
        S0,
        Command::Summon {
            figure: troll,
            chamber: c5,
        },
    );
    assert!(ev.contains(&Event::Destroyed {
        figure: w,
        to: Loc::KillPile(S0),
        cause: Cause::Monster
    }));
    assert_eq!(g.figure(e).loc, Loc::Chamber(c5));
}

#[test]
fn the_fire_giant_destroys_every_enemy_non_monster_when_summoned() {
    let (mut g, c5) = battle_position();
    let giant = recruit(&mut g, S0, "fire_giant");
    let dwarf = recruit(&mut g, S1, "dwarf_chieftain");
    g.state_mut().figures[dwarf.index()].loc = Loc::Chamber(c5);
    place(&mut g, S1, Kind::Elite, c5);
    play(
        &mut g,
        S0,
        Command::Summon {
            figure: giant,
            chamber: c5,
        },
    );
    assert_eq!(count(&g, S1, Loc::KillPile(S0)), 1);
    assert_eq!(g.figure(dwarf).loc, Loc::Chamber(c5));
}

#[test]
fn the_valkyrie_pays_two_glory_per_enemy_figure_destroyed_in_her_battle() {
    let (mut g, c5) = battle_position();
    let v = recruit(&mut g, S0, "valkyrie");
    g.state_mut().figures[v.index()].loc = Loc::Chamber(c5);
    place(&mut g, S1, Kind::Warrior, c5);
    let ev = play(&mut g, S0, Command::Contest { chamber: c5 });
    assert!(ev.contains(&Event::Glory {
        seat: S0,
        amount: 2,
        why: GloryWhy::Ability
    }));
}

#[test]
fn the_dark_elf_may_be_summoned_into_the_throne_where_it_is_str_three() {
    let mut g = action_position(3);
    let elf = recruit(&mut g, S0, "dark_elf");
    let throne = g.pack().throne();
    play(
        &mut g,
        S0,
        Command::Summon {
            figure: elf,
            chamber: throne,
        },
    );
    assert_eq!(g.clan_str(S0, throne, true), 3);
}

#[test]
fn the_frost_giant_doubles_a_claimed_reward() {
    let (mut g, c5) = battle_position();
    let giant = recruit(&mut g, S0, "frost_giant");
    g.state_mut().figures[giant.index()].loc = Loc::Chamber(c5);
    let ev = play(&mut g, S0, Command::Contest { chamber: c5 });
    assert_eq!(
        glory_events(&ev, S0),
        vec![(5, GloryWhy::Reward), (5, GloryWhy::Reward)]
    );
}

#[test]
fn the_volur_witch_may_retreat_to_the_throne_instead_of_dying() {
    let (mut g, c5) = battle_position();
    let witch = recruit(&mut g, S1, "volur_witch");
    g.state_mut().figures[witch.index()].loc = Loc::Chamber(c5);
    for _ in 0..4 {
        place(&mut g, S0, Kind::Warrior, c5);
    }
    play(&mut g, S0, Command::Contest { chamber: c5 });
    assert_eq!(g.asked(), Some(Ask::Accept(S1, Offer::Retreat(witch))));
    let ev = play(&mut g, S1, Command::Accept);
    assert!(ev.contains(&Event::Retreated { figure: witch }));
    assert_eq!(g.figure(witch).loc, Loc::Chamber(g.pack().throne()));
}

#[test]
fn the_mountain_giant_counts_as_an_elite() {
    let (mut g, c5) = battle_position();
    let giant = recruit(&mut g, S0, "mountain_giant");
    g.state_mut().figures[giant.index()].loc = Loc::Chamber(c5);
    assert_eq!(g.clan_str(S0, c5, true), 3);
    slot(&mut g, S0, "lord_of_hammers");
    play(&mut g, S0, Command::Contest { chamber: c5 });
    assert_eq!(
        g.asked(),
        Some(Ask::Move(S0, vec![giant])),
        "Lord of Hammers moves it"
    );
}

#[test]
fn hildisvini_may_move_another_figure_out_of_its_chamber() {
    let (mut g, c5) = battle_position();
    let pig = recruit(&mut g, S0, "hildisvini");
    let w = place(&mut g, S1, Kind::Warrior, c5);
    play(
        &mut g,
        S0,
        Command::Summon {
            figure: pig,
            chamber: c5,
        },
    );
    assert_eq!(g.asked(), Some(Ask::Move(S0, vec![w])));
    let c4 = chamber(&g, 4);
    play(&mut g, S0, Command::Move { figure: w, to: c4 });
    assert_eq!(g.figure(w).loc, Loc::Chamber(c4));
}

#[test]
fn the_wolfman_makes_only_monsters_count() {
    let (mut g, c5) = battle_position();
    let wolf = recruit(&mut g, S0, "wolfman");
    g.state_mut().figures[wolf.index()].loc = Loc::Chamber(c5);
    place(&mut g, S1, Kind::Elite, c5);
    place(&mut g, S1, Kind::Warrior, c5);
    place(&mut g, S1, Kind::Warrior, c5);
    place(&mut g, S1, Kind::Warrior, c5);
    assert_eq!(g.clan_str(S1, c5, true), 0);
    assert_eq!(g.clan_str(S1, c5, false), 4, "only in battle");
    let ev = play(&mut g, S0, Command::Contest { chamber: c5 });
    assert!(ev.contains(&Event::BattleEnded { winner: Some(S0) }));
}

#[test]
fn nidhoggr_pays_per_fallen_figure_of_the_losers_after_a_win() {
    let (mut g, c5) = battle_position();
    let n = recruit(&mut g, S0, "nidhoggr");
    g.state_mut().figures[n.index()].loc = Loc::Chamber(c5);
    place(&mut g, S1, Kind::Warrior, c5);
    let ev = play(&mut g, S0, Command::Contest { chamber: c5 });
    assert!(ev.contains(&Event::Glory {
        seat: S0,
        amount: 1,
        why: GloryWhy::Ability
    }));
}

#[test]
fn the_mystic_troll_makes_summons_beside_it_free() {
    let (mut g, c5) = battle_position();
    let t = recruit(&mut g, S0, "mystic_troll");
    g.state_mut().figures[t.index()].loc = Loc::Chamber(c5);
    let w = g.a_reserve_warrior(S0).unwrap();
    let ev = play(
        &mut g,
        S0,
        Command::Summon {
            figure: w,
            chamber: c5,
        },
    );
    assert!(!ev.iter().any(|e| matches!(e, Event::Paid { .. })));
}

#[test]
fn ymir_is_two_str_per_fallen_figure_of_its_clan() {
    let (mut g, c5) = battle_position();
    let y = recruit(&mut g, S0, "ymir");
    g.state_mut().figures[y.index()].loc = Loc::Chamber(c5);
    assert_eq!(g.clan_str(S0, c5, true), 0);
    let w = place(&mut g, S0, Kind::Warrior, c5);
    g.state_mut().figures[w.index()].loc = Loc::Sauna;
    assert_eq!(g.clan_str(S0, c5, true), 2);
}

// ---------------------------------------------------------------- gods and the themed house rule

fn god_chamber(g: &mut Game, god: &str) -> ChamberId {
    let c5 = chamber(g, 5);
    let id = g.pack().god_by_id(god).unwrap();
    g.state_mut().tokens[c5.index()] = false;
    g.state_mut().gods[c5.index()] = Some(id);
    c5
}

#[test]
fn thor_loki_freya_and_baldr_raise_a_stat_of_the_claimers_choice() {
    for god in ["thor", "loki", "freya", "baldr"] {
        let mut g = action_position(3);
        let c = god_chamber(&mut g, god);
        place(&mut g, S0, Kind::Warrior, c);
        play(&mut g, S0, Command::Contest { chamber: c });
        assert_eq!(
            g.asked(),
            Some(Ask::Raise {
                seat: S0,
                optional: false,
                exclude: 0
            }),
            "{god}"
        );
        play(&mut g, S0, Command::Raise { stat: Stat::Axes });
        assert_eq!(g.stat_step(S0, Stat::Axes), 2);
    }
}

fn themed() -> Game {
    let mut cfg = config(3, 11);
    cfg = Game::configure(
        cfg.players,
        cfg.seed,
        &ValhallaOptions {
            themed_rewards: true,
            ..ValhallaOptions::default()
        },
    );
    let mut g = <Game as Rules>::new(&cfg).unwrap();
    let fresh = action_position(3);
    g.take_flow_of(&fresh);
    g.state_mut().draft = None;
    g.state_mut().hands = fresh.state().hands.clone();
    g.set_phase(Phase::Action);
    g
}

#[test]
fn themed_rewards_add_thors_axes_lokis_theft_freyas_summon_and_baldrs_look() {
    let mut g = themed();
    let c = god_chamber(&mut g, "thor");
    place(&mut g, S0, Kind::Warrior, c);
    play(&mut g, S0, Command::Contest { chamber: c });
    let ev = play(&mut g, S0, Command::Raise { stat: Stat::Axes });
    assert!(ev.contains(&Event::Glory {
        seat: S0,
        amount: 4,
        why: GloryWhy::Reward
    }));

    let mut g = themed();
    g.state_mut().glory[Seat(1)] = 1;
    let c = god_chamber(&mut g, "loki");
    place(&mut g, S0, Kind::Warrior, c);
    play(&mut g, S0, Command::Contest { chamber: c });
    play(&mut g, S0, Command::Raise { stat: Stat::Axes });
    assert_eq!(g.asked(), Some(Ask::Steal(S0)));
    let ev = play(&mut g, S0, Command::Steal { seat: S1 });
    assert!(
        ev.contains(&Event::Took {
            seat: S0,
            from: S1,
            glory: 1,
            rage: 0
        }),
        "at most what it has"
    );

    let mut g = themed();
    let c = god_chamber(&mut g, "freya");
    place(&mut g, S0, Kind::Warrior, c);
    play(&mut g, S0, Command::Contest { chamber: c });
    play(&mut g, S0, Command::Raise { stat: Stat::Axes });
    assert_eq!(g.asked(), Some(Ask::Place(S0)));
    let c1 = chamber(&g, 1);
    let e = g.reserve_figures(S0)[0];
    if g.is_common(c1) {
        play(
            &mut g,
            S0,
            Command::Place {
                figure: e,
                chamber: c1,
            },
        );
        assert_eq!(g.figure(e).loc, Loc::Chamber(c1));
    }

    let mut g = themed();
    let c = god_chamber(&mut g, "baldr");
    place(&mut g, S0, Kind::Warrior, c);
    let deck = g.deck_size();
    play(&mut g, S0, Command::Contest { chamber: c });
    play(&mut g, S0, Command::Raise { stat: Stat::Axes });
    let Some(Ask::Take(S0, cards)) = g.asked().clone() else {
        panic!("Baldr shows the top cards: {:?}", g.asked())
    };
    assert_eq!(cards.len(), 3);
    play(&mut g, S0, Command::Take { card: cards[1] });
    assert_eq!(g.hand(S0), &[cards[1]]);
    assert_eq!(g.deck_size(), deck - 1, "the other two back to the bottom");
}

#[test]
fn a_second_pack_with_another_palace_plays_to_the_end_and_replays() {
    let text = include_str!("../fixtures/valhalla/test-hall-v1.toml");
    let reference = pack::install(Pack::parse(text).unwrap())
        .unwrap()
        .reference();
    for seed in 0..5u64 {
        let cfg = Game::configure(
            4,
            seed,
            &ValhallaOptions {
                pack: reference.clone(),
                ..ValhallaOptions::default()
            },
        );
        let mut game = <Game as Rules>::new(&cfg).unwrap();
        assert_eq!(game.pack().id, "valhalla-test-hall");
        let mut log = Vec::new();
        let mut state = seed;
        while game.final_outcome().is_none() {
            let seat = game.awaited_now().iter().next().unwrap();
            let legal = game.legal_answers(seat);
            state = mix(state);
            let pick = legal[(state % legal.len() as u64) as usize];
            if let Command::March { from, to, .. } = pick {
                assert!(
                    game.pack().adjacent(from, to),
                    "marches follow the pack's doorways"
                );
            }
            game.apply(seat, &pick).unwrap();
            log.push((seat, pick));
        }
        assert_eq!(<Game as Rules>::replay(&cfg, &log).unwrap(), game);
    }
}

#[test]
fn a_game_whose_pack_is_not_installed_is_refused_with_its_name() {
    let cfg = Game::configure(
        3,
        1,
        &ValhallaOptions {
            pack: PackRef {
                id: "valhalla-official".into(),
                version: 1,
            },
            ..ValhallaOptions::default()
        },
    );
    let e = <Game as Rules>::new(&cfg).unwrap_err().to_string();
    assert!(
        e.contains("valhalla-official version 1 is not installed"),
        "{e}"
    );
}

#[test]
fn the_first_game_preset_plays_thor_loki_and_tyr_and_a_host_may_choose() {
    let mut cfg = config(3, 4);
    cfg = Game::configure(
        cfg.players,
        cfg.seed,
        &ValhallaOptions {
            gods: GodChoice::FirstGame,
            ..ValhallaOptions::default()
        },
    );
    let g = <Game as Rules>::new(&cfg).unwrap();
    let mut names: Vec<&str> = g
        .age_gods()
        .iter()
        .map(|x| g.pack().god(*x).id.as_str())
        .collect();
    names.sort_unstable();
    assert_eq!(names, ["loki", "thor", "tyr"]);
    cfg = Game::configure(
        cfg.players,
        cfg.seed,
        &ValhallaOptions {
            gods: GodChoice::Chosen(vec!["freya".into(), "baldr".into(), "freya".into()]),
            ..ValhallaOptions::default()
        },
    );
    assert!(<Game as Rules>::new(&cfg).is_err(), "three different gods");
}

#[test]
fn a_determinized_game_keeps_what_the_seat_sees_and_redeals_the_rest() {
    let (mut g, c5) = battle_position();
    for id in ["tyrs_bash", "tyrs_smash"] {
        give(&mut g, S0, id);
    }
    for id in ["thors_hammer", "lokis_poison", "tyrs_rage"] {
        give(&mut g, S1, id);
    }
    let quest = card(&g, "quest_widespread");
    g.state_mut().slots[Seat(1)].push(Slotted {
        card: quest,
        quest: true,
    });
    place(&mut g, S0, Kind::Warrior, c5);
    place(&mut g, S1, Kind::Warrior, c5);
    let mut rng = bloodrage_bot::engine::rng::GameRng::from_seed(3);
    let mut changed = false;
    for _ in 0..10 {
        let d = g.determinize(S0, &mut rng);
        assert_eq!(d.hand(S0), g.hand(S0));
        assert_eq!(d.hand(S1).len(), 3);
        assert_eq!(d.deck_size(), g.deck_size());
        let q = d.slots(S1)[0];
        assert!(q.quest && d.pack().card(q.card).kind == CardKind::Quest);
        changed |= d.hand(S1) != g.hand(S1);
        // Every card is still somewhere: the multiset of unknown cards is the same.
        let mut before: Vec<CardId> = g
            .state()
            .deck
            .iter()
            .chain(g.hand(S1))
            .chain(g.hand(S2))
            .copied()
            .chain([quest])
            .collect();
        let mut after: Vec<CardId> = d
            .state()
            .deck
            .iter()
            .chain(d.hand(S1))
            .chain(d.hand(S2))
            .copied()
            .chain([q.card])
            .collect();
        before.sort();
        after.sort();
        assert_eq!(before, after);
    }
    assert!(changed, "the other clans' hands are imagined, not read");
}

#[test]
fn computer_clans_finish_games_at_every_level() {
    for &level in <bloodrage_bot::engine::Level as bloodrage_bot::vocabulary::Vocabulary>::ALL {
        let mut g = <Game as Rules>::new(&config(4, 21)).unwrap();
        let mut rng = bloodrage_bot::engine::rng::GameRng::from_seed(1);
        while g.final_outcome().is_none() {
            let seat = g.awaited_now().iter().next().unwrap();
            let view = g.determinize(seat, &mut rng);
            let c = policy::choose(&view, seat, level, &mut rng).unwrap();
            assert!(g.legal_answers(seat).contains(&c), "{level}: {c:?}");
            g.apply(seat, &c).unwrap();
        }
    }
}
