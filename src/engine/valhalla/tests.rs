//! Scenario tests named after the rules they check, and random playouts with invariants.

use super::flow::{AgeStep, Proc};
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

// ---------------------------------------------------------------- scenario helpers

/// A game of `players` at the start of Age 1's Action phase, seat 0 to act, every hand empty,
/// nobody on the board, 6 Rage each; the draft skipped.
fn action_position(players: u8) -> Game {
    let mut g = <Game as Rules>::new(&config(players, 11)).unwrap();
    g.procs.clear();
    g.ask = None;
    g.draft = None;
    for h in &mut g.hands {
        h.clear();
    }
    g.phase = Phase::Action;
    g.first_player = Seat(0);
    g.procs.push(Proc::Age(AgeStep::Quest));
    g.procs.push(Proc::ActionPhase {
        next: Some(Seat(0)),
    });
    let mut ev = Vec::new();
    g.run(&mut ev);
    assert_eq!(g.ask, Some(Ask::Turn(Seat(0))));
    g
}

fn chamber(g: &Game, n: u8) -> ChamberId {
    g.pack.numbered(n).unwrap()
}

fn card(g: &Game, id: &str) -> CardId {
    g.pack
        .card_by_id(id)
        .unwrap_or_else(|| panic!("no card {id}"))
}

/// Puts a reserve figure of `kind` of `seat` into chamber `n` (0 = Odin's Throne).
fn place(g: &mut Game, seat: Seat, kind: Kind, at: ChamberId) -> FigureId {
    let id = g
        .ids()
        .find(|id| {
            let f = g.figure(*id);
            f.owner == Some(seat) && f.kind == kind && f.loc == Loc::Reserve
        })
        .expect("a figure in reserve");
    g.figures[id.index()].loc = Loc::Chamber(at);
    id
}

/// Gives `seat` the monster of card `id`, in its reserve.
fn recruit(g: &mut Game, seat: Seat, id: &str) -> FigureId {
    let c = card(g, id);
    let f = g.monster_figure(c).unwrap();
    g.figures[f.index()].owner = Some(seat);
    g.figures[f.index()].loc = Loc::Reserve;
    g.slots[seat.index()].push(Slotted {
        card: c,
        quest: false,
    });
    f
}

fn give(g: &mut Game, seat: Seat, id: &str) -> CardId {
    let c = card(g, id);
    g.hands[seat.index()].push(c);
    c
}

fn slot(g: &mut Game, seat: Seat, id: &str) {
    let c = card(g, id);
    g.slots[seat.index()].push(Slotted {
        card: c,
        quest: false,
    });
}

fn play(g: &mut Game, seat: Seat, command: Command) -> Vec<Event> {
    g.apply(seat, &command)
        .unwrap_or_else(|e| panic!("{command:?} by {seat}: {e} (awaiting {:?})", g.ask))
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
        let tokens = g.pack.chamber_ids().filter(|c| g.has_token(*c)).count();
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
        for seat in g.seats() {
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
    while g.ask == Some(Ask::Draft) {
        let seat = g.awaited_seats().iter().next().unwrap();
        let first = g.legal_for(seat)[0];
        let ev = play(&mut g, seat, first);
        passes += ev
            .iter()
            .filter(|e| matches!(e, Event::Passed { left: true }))
            .count();
    }
    assert_eq!(passes, 4, "Age 1 passes left four times");
    for seat in g.seats() {
        assert_eq!(g.hand(seat).len(), 5);
    }
    assert_eq!(
        g.deck_size(),
        before + 4,
        "one card per packet to the bottom"
    );
    assert_eq!(g.ask, Some(Ask::Turn(g.first_player())));
}

// ---------------------------------------------------------------- actions

#[test]
fn summon_costs_one_rage_and_only_reaches_common_chambers() {
    let mut g = action_position(3);
    let legal = g.legal_for(S0);
    let summons: Vec<ChamberId> = legal
        .iter()
        .filter_map(|c| match c {
            Command::Summon { chamber, .. } => Some(*chamber),
            _ => None,
        })
        .collect();
    assert!(!summons.contains(&g.pack.throne()), "never Odin's Throne");
    for c in g.pack.chamber_ids() {
        assert_eq!(summons.contains(&c), g.is_common(c), "{c:?}");
    }
    let target = *summons.first().unwrap();
    let elite = g.reserve_of(S0)[0];
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
    assert_eq!(g.ask, Some(Ask::Turn(S1)));
}

#[test]
fn a_monster_is_summoned_for_nothing_but_needs_one_rage() {
    let (mut g, c5) = battle_position();
    let dwarf = recruit(&mut g, S0, "dwarf_chieftain");
    g.rage[2] = 0;
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
    assert_eq!(g.ask, Some(Ask::Turn(S0)), "seat 2 at 0 Rage is skipped");
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
        .legal_for(S0)
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
    assert_eq!(g.ask, Some(Ask::March(S0, c2)));
    play(&mut g, S0, Command::Move { figure: b, to: c3 });
    assert_eq!(g.figure(a).loc, Loc::Chamber(c1));
    assert_eq!(g.figure(b).loc, Loc::Chamber(c3));
    assert_eq!(g.rage(S0), 5, "one Rage for the whole March");
    assert_eq!(
        g.ask,
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
    g.rage[1] = 0;
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
        g.ask,
        Some(Ask::Call(S1, c2)),
        "seat 1 is asked first (left of the initiator)"
    );
    let ev = play(&mut g, S1, Command::Call { figure: called });
    assert_eq!(
        ev[0],
        Event::Called {
            seat: S1,
            figure: called,
            from: c1
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
        g.gods[c2.index()] = None;
        g.tokens[c2.index()] = false;
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
    assert!(!g.legal_for(S1).contains(&Command::Contest { chamber: c2 }));
}

/// A battle in chamber 5 (5 Glory) between seat 0 (initiator) and seat 1.
fn battle_position() -> (Game, ChamberId) {
    let mut g = action_position(3);
    let c5 = chamber(&g, 5);
    g.gods[c5.index()] = None;
    g.tokens[c5.index()] = false;
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
    assert_eq!(g.ask, Some(Ask::Play));
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
    g.gods[c2.index()] = None;
    g.tokens[c2.index()] = false;
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
    let tyr = g.pack.god_by_id("tyr").unwrap();
    g.tokens[c5.index()] = false;
    g.gods[c5.index()] = Some(tyr);
    place(&mut g, S0, Kind::Warrior, c5);
    let c1 = chamber(&g, 1);
    let victim = place(&mut g, S2, Kind::Elite, c1);
    play(&mut g, S0, Command::Contest { chamber: c5 });
    assert!(matches!(g.ask, Some(Ask::Raise { seat: S0, .. })));
    play(&mut g, S0, Command::Raise { stat: Stat::Horns });
    assert!(matches!(g.ask, Some(Ask::Choose { seat: S0, .. })));
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
    let open: Vec<ChamberId> = g.pack.chamber_ids().filter(|c| !g.has_token(*c)).collect();
    for c in &open[1..] {
        g.claimed[c.index()] = Some(S2);
    }
    place(&mut g, S0, Kind::Warrior, open[0]);
    let ev = play(&mut g, S0, Command::Contest { chamber: open[0] });
    let ev: Vec<Event> = if g.ask.is_some() && matches!(g.ask, Some(Ask::Raise { .. })) {
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
    g.slots[0].push(Slotted {
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
        g.ask,
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
    let throne = g.pack.throne();
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
    g.age = 3;
    g.steps[0] = [3, 4, 5];
    play(&mut g, S0, Command::Pass);
    play(&mut g, S1, Command::Pass);
    let ev = play(&mut g, S2, Command::Pass);
    assert!(ev.contains(&Event::Glory {
        seat: S0,
        amount: 40,
        why: GloryWhy::StatBonus
    }));
    assert!(g.outcome.is_some());
}

#[test]
fn end_of_age_keeps_at_most_three_cards_from_hand_and_discards() {
    let mut g = action_position(3);
    for id in ["tyrs_bash", "tyrs_smash", "tyrs_crush", "tyrs_smite"] {
        give(&mut g, S0, id);
    }
    let rage = card(&g, "tyrs_rage");
    g.discards[0].push(rage);
    play(&mut g, S0, Command::Pass);
    play(&mut g, S1, Command::Pass);
    play(&mut g, S2, Command::Pass);
    assert_eq!(g.ask, Some(Ask::Keep));
    assert_eq!(g.awaited_seats(), crate::engine::SeatSet::one(S0));
    play(&mut g, S0, Command::Keep { card: rage });
    let ev = play(&mut g, S0, Command::Done);
    assert!(ev.contains(&Event::KeptCards {
        seat: S0,
        kept: 1,
        removed: 4
    }));
    // Age 2's draft: the kept card is set aside, then joins the 5 drafted.
    assert_eq!(g.aside(S0), &[rage]);
    assert_eq!(g.age(), 2);
}
