//! Scenario tests named after the rules they check (exact events, dice loaded where a roll
//! matters), and random playouts of every option combination with the base game's invariants.

use bloodrage_bot::engine::base::data::{FjordId, ProvinceId};
use bloodrage_bot::engine::family::Family as _;
use bloodrage_bot::engine::reprisal::{
    Act, BattleOutcome, Command, DecisionKind, Event, FigureId, Gift, GloryWhy, God, Kind, Loc,
    Monster, Place, Quest, RuleError, Stage, Token, policy,
};
use bloodrage_bot::engine::reprisal::{Game, ReprisalOptions};
use bloodrage_bot::engine::{ClanName, GameConfig, PerSeat, Rules, Seat, SeatSet};
use bloodrage_bot::sim;

const MYRKULOR: ProvinceId = ProvinceId(0);
const ELVAGAR: ProvinceId = ProvinceId(1);
const ANGERBODA: ProvinceId = ProvinceId(2);
const MUSPELHEIM: ProvinceId = ProvinceId(3);
const YGGDRASIL: ProvinceId = ProvinceId::YGGDRASIL;

#[allow(clippy::needless_pass_by_value)] // the scenarios build their options in the call
fn config(players: u8, seed: u64, opts: ReprisalOptions) -> GameConfig {
    Game::configure(players, seed, &opts)
}

/// A game of `players` with `opts`, its board emptied, waiting for `actor`'s turn in Age 1.
fn scenario(players: u8, opts: ReprisalOptions) -> Game {
    let mut g = Game::new(&config(players, 7, opts)).expect("valid config");
    for f in &mut g.state_mut().figures {
        if f.owner.is_some() && !f.rented && !matches!(f.kind, Kind::Monster(_)) {
            f.loc = Loc::Reserve;
        }
    }
    g.state_mut().gods = [None; 6];
    g.state_mut().gifts = PerSeat::filled(players, None);
    g.state_mut().glory = PerSeat::filled(players, 0);
    g.state_mut().doom = Some(ProvinceId(7));
    turn(&mut g, Seat(0));
    g
}

fn turn(g: &mut Game, seat: Seat) {
    g.set_stage(Stage::Turn);
    g.state_mut().actor = seat;
    g.state_mut().done.clear();
}

/// Puts a figure of `seat` of `kind` (from its reserve, or a monster from the pool) at `loc`.
fn put(g: &mut Game, seat: Seat, kind: Kind, loc: Loc) -> FigureId {
    let id = g
        .figure_ids()
        .find(|id| {
            let f = g.figure(*id);
            f.kind == kind
                && ((f.owner == Some(seat) && f.loc == Loc::Reserve) || f.loc == Loc::Pool)
        })
        .expect("a free figure of that kind");
    let f = &mut g.state_mut().figures[id.index()];
    f.owner = Some(seat);
    f.controller = Some(seat);
    f.loc = loc;
    id
}

fn fjord_of(p: ProvinceId) -> Option<FjordId> {
    p.def().fjord
}

fn land(p: ProvinceId) -> Loc {
    Loc::Province(p)
}

fn sea(p: ProvinceId) -> Loc {
    Loc::Fjord(fjord_of(p).expect("an outer province"))
}

fn pillage(g: &mut Game, seat: Seat, province: ProvinceId) -> Vec<Event> {
    play(g, seat, Command::Pillage { province })
}

fn play(g: &mut Game, seat: Seat, command: Command) -> Vec<Event> {
    g.apply(seat, &command)
        .unwrap_or_else(|e| panic!("{command:?} by {seat} refused: {e}"))
}

/// Ends the Action phase now: the quest, Ragnarök, scoring and what follows.
fn end_actions(g: &mut Game) -> Vec<Event> {
    g.end_action_phase()
}

fn dice() -> ReprisalOptions {
    ReprisalOptions::none()
}

fn with(f: impl FnOnce(&mut ReprisalOptions)) -> ReprisalOptions {
    let mut o = ReprisalOptions::none();
    f(&mut o);
    o
}

fn glory_events(events: &[Event]) -> Vec<(Seat, u32, GloryWhy)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Glory { seat, amount, why } => Some((*seat, *amount, *why)),
            _ => None,
        })
        .collect()
}

#[test]
fn worked_example_top_score_shared_sends_all_six_figures_to_valhalla() {
    let mut g = scenario(3, dice());
    g.config_mut().clans = vec![ClanName::Bear, ClanName::Raven, ClanName::Wolf];
    let (bear, raven, wolf) = (Seat(0), Seat(1), Seat(2));
    let mut figures = vec![
        put(&mut g, bear, Kind::Leader, land(ANGERBODA)),
        put(&mut g, bear, Kind::Warrior, land(ANGERBODA)),
        put(&mut g, bear, Kind::Warrior, land(ANGERBODA)),
        put(&mut g, raven, Kind::Warrior, land(ANGERBODA)),
        put(&mut g, raven, Kind::Drakkar, sea(ANGERBODA)),
        put(&mut g, wolf, Kind::Drakkar, sea(ANGERBODA)),
    ];
    figures.sort();
    g.load_dice(vec![1, 4, 5, 6, 1, 5, 6, 6, 6]);
    let events = play(
        &mut g,
        bear,
        Command::Pillage {
            province: ANGERBODA,
        },
    );
    assert_eq!(
        events,
        vec![
            Event::ActionTaken {
                seat: bear,
                act: Act::Pillage
            },
            Event::PillageDeclared {
                seat: bear,
                province: ANGERBODA
            },
            Event::Participants {
                seats: vec![bear, raven, wolf]
            },
            Event::Rolled {
                seat: bear,
                faces: vec![1, 4, 5, 6],
                points: 4
            },
            Event::Rolled {
                seat: raven,
                faces: vec![1, 5, 6],
                points: 3
            },
            Event::Rolled {
                seat: wolf,
                faces: vec![6, 6],
                points: 4
            },
            Event::BattleResolved {
                totals: vec![(bear, Some(8)), (raven, Some(6)), (wolf, Some(8))],
                outcome: BattleOutcome::AllDie,
            },
            Event::Died {
                figures: figures.clone()
            },
            Event::PillageFailed {
                province: ANGERBODA
            },
        ]
    );
    assert!(figures.iter().all(|id| g.figure(*id).loc == Loc::Valhalla));
}

#[test]
fn unique_top_score_wins_takes_the_reward_and_one_glory_per_interfering_clan_plus_axes() {
    let mut g = scenario(3, dice());
    g.state_mut().axes[Seat(0)] = 1;
    put(&mut g, Seat(0), Kind::Warrior, land(ANGERBODA));
    let loser = put(&mut g, Seat(1), Kind::Warrior, land(ANGERBODA));
    put(&mut g, Seat(2), Kind::Drakkar, sea(ANGERBODA));
    g.state_mut().tokens[ANGERBODA.index()] = Token::Axe;
    g.load_dice(vec![6, 1, 1, 2]);
    let events = pillage(&mut g, Seat(0), ANGERBODA);
    assert!(events.contains(&Event::Died {
        figures: vec![
                loser,
                g.figure_ids()
                    .find(|id| g.figure(*id).kind == Kind::Drakkar
                        && g.figure(*id).owner == Some(Seat(2)))
                    .unwrap()
            ]
    }));
    assert!(events.contains(&Event::Reward {
        seat: Seat(0),
        pillager: Seat(0),
        province: ANGERBODA,
        token: Some(Token::Axe)
    }));
    // Reward first (RP-20): 2 interfering clans + 2 Axes.
    assert_eq!(glory_events(&events), vec![(Seat(0), 4, GloryWhy::Battle)]);
    assert!(g.state().pillaged[ANGERBODA.index()]);
}

#[test]
fn tie_at_zero_nothing_happens_and_the_token_stays_up() {
    let mut g = scenario(3, dice());
    put(&mut g, Seat(0), Kind::Warrior, land(ANGERBODA));
    put(&mut g, Seat(1), Kind::Warrior, land(ANGERBODA));
    g.load_dice(vec![2, 3]);
    let events = pillage(&mut g, Seat(0), ANGERBODA);
    assert!(events.contains(&Event::BattleResolved {
        totals: vec![(Seat(0), Some(0)), (Seat(1), Some(0))],
        outcome: BattleOutcome::Nothing
    }));
    assert!(!events.iter().any(|e| matches!(e, Event::Died { .. })));
    assert!(!g.state().pillaged[ANGERBODA.index()]);
}

#[test]
fn a_defender_that_wins_gains_battle_glory_but_no_reward() {
    let mut g = scenario(3, dice());
    put(&mut g, Seat(0), Kind::Warrior, land(ANGERBODA));
    put(&mut g, Seat(1), Kind::Warrior, land(ANGERBODA));
    g.load_dice(vec![1, 4]);
    let events = pillage(&mut g, Seat(0), ANGERBODA);
    assert!(events.contains(&Event::PillageFailed {
        province: ANGERBODA
    }));
    assert_eq!(glory_events(&events), vec![(Seat(1), 1, GloryWhy::Battle)]);
}

#[test]
fn call_to_battle_goes_clockwise_from_the_pillagers_left_until_a_full_round_passes() {
    let mut g = scenario(3, dice());
    put(&mut g, Seat(0), Kind::Warrior, land(ANGERBODA));
    let w1 = put(&mut g, Seat(1), Kind::Warrior, land(ELVAGAR));
    put(&mut g, Seat(1), Kind::Warrior, land(ELVAGAR));
    let w2 = put(&mut g, Seat(2), Kind::Warrior, land(YGGDRASIL));
    pillage(&mut g, Seat(0), ANGERBODA);
    assert_eq!(g.awaited(), SeatSet::one(Seat(1)));
    play(&mut g, Seat(1), Command::Call { figure: w1 });
    assert_eq!(g.awaited(), SeatSet::one(Seat(2)));
    play(&mut g, Seat(2), Command::Call { figure: w2 });
    // The pillager has nothing adjacent and passes by itself; Seat 1 may still move.
    assert_eq!(g.awaited(), SeatSet::one(Seat(1)));
    g.load_dice(vec![1, 1, 1]);
    // Seat 1 passes; Seat 2 and the pillager have no move left: the round is over.
    let events = play(&mut g, Seat(1), Command::Pass);
    assert_eq!(events[0], Event::CallPassed { seat: Seat(1) });
    assert_eq!(
        events[1],
        Event::Participants {
            seats: vec![Seat(0), Seat(1), Seat(2)]
        }
    );
}

#[test]
fn march_alone_stops_the_clan_for_the_age() {
    let mut g = scenario(3, dice());
    let w = put(&mut g, Seat(0), Kind::Warrior, land(ANGERBODA));
    put(&mut g, Seat(1), Kind::Warrior, land(ELVAGAR));
    put(&mut g, Seat(2), Kind::Warrior, land(MYRKULOR));
    play(
        &mut g,
        Seat(0),
        Command::March {
            from: ANGERBODA,
            to: MUSPELHEIM,
            figure: w,
        },
    );
    let events = play(&mut g, Seat(0), Command::Done);
    assert_eq!(events[0], Event::Stopped { seat: Seat(0) });
    assert!(g.state().stopped.contains(Seat(0)));
    assert_eq!(g.state().actor, Seat(1));
}

#[test]
fn invade_places_one_plus_fists_figures_each_in_a_different_province() {
    let mut g = scenario(3, dice());
    g.state_mut().fists[Seat(0)] = 1;
    let legal = g.legal_commands(Seat(0));
    let first = legal
        .iter()
        .find(|c| matches!(c, Command::Invade { to: Place::Province(p), .. } if *p == ANGERBODA))
        .copied()
        .unwrap();
    play(&mut g, Seat(0), first);
    let again = g.legal_commands(Seat(0));
    assert!(again.contains(&Command::Done));
    assert!(
        !again.iter().any(
            |c| matches!(c, Command::Invade { to: Place::Province(p), .. } if *p == ANGERBODA)
        )
    );
    let second = again
        .iter()
        .find(|c| matches!(c, Command::Invade { .. }))
        .copied()
        .unwrap();
    play(&mut g, Seat(0), second);
    // Two placed: the Invade is over, the turn may end.
    assert_eq!(*g.stage(), Stage::Turn);
    assert!(
        !g.legal_commands(Seat(0))
            .iter()
            .any(|c| matches!(c, Command::Invade { .. }))
    );
}

#[test]
fn the_board_cap_is_four_plus_helmets() {
    let mut g = scenario(3, dice());
    for p in [ProvinceId(0), ProvinceId(1), ProvinceId(2), ProvinceId(3)] {
        put(&mut g, Seat(0), Kind::Warrior, land(p));
    }
    assert!(
        !g.legal_commands(Seat(0))
            .iter()
            .any(|c| matches!(c, Command::Invade { .. }))
    );
    g.state_mut().helmets[Seat(0)] = 1;
    assert!(
        g.legal_commands(Seat(0))
            .iter()
            .any(|c| matches!(c, Command::Invade { .. }))
    );
}

#[test]
fn the_action_phase_ends_when_seven_provinces_are_pillaged_in_age_one() {
    let mut g = scenario(3, dice());
    for i in 0..6 {
        g.state_mut().pillaged[i] = true;
    }
    put(&mut g, Seat(0), Kind::Warrior, land(ProvinceId(6)));
    g.load_dice(vec![6]);
    let events = play(
        &mut g,
        Seat(0),
        Command::Pillage {
            province: ProvinceId(6),
        },
    );
    assert!(events.contains(&Event::ActionPhaseEnded { pillaged: 7 }));
}

#[test]
fn yggdrasil_pays_three_glory_once_per_clan_per_age_and_has_no_call_to_battle() {
    let mut g = scenario(3, dice());
    put(&mut g, Seat(0), Kind::Warrior, land(YGGDRASIL));
    put(&mut g, Seat(1), Kind::Warrior, land(ELVAGAR));
    g.load_dice(vec![4]);
    let events = pillage(&mut g, Seat(0), YGGDRASIL);
    assert_eq!(
        glory_events(&events),
        vec![
            (Seat(0), 3, GloryWhy::Yggdrasil),
            (Seat(0), 1, GloryWhy::Battle)
        ]
    );
    assert!(!g.pillage_targets(Seat(0)).contains(&YGGDRASIL));
}

#[test]
fn ragnarok_kills_the_doom_province_and_its_fjord_for_two_glory_each_then_scoring_by_rank() {
    let mut g = scenario(3, dice());
    g.state_mut().doom = Some(ANGERBODA);
    g.state_mut().quest = Some(Quest::Yggdrasil);
    put(&mut g, Seat(0), Kind::Warrior, land(ANGERBODA));
    put(&mut g, Seat(1), Kind::Drakkar, sea(ANGERBODA));
    g.state_mut().glory = [0, 0, 5].into_iter().collect();
    let events = end_actions(&mut g);
    assert!(events.contains(&Event::Glory {
        seat: Seat(0),
        amount: 2,
        why: GloryWhy::Ragnarok
    }));
    assert!(events.contains(&Event::Scored {
        glory: vec![2, 2, 5],
        gained: vec![0, 0, 2]
    }));
    assert_eq!(g.state().vp.as_slice(), [0, 0, 2]);
    // Reset: Glory back to 0, the next Age begins.
    assert_eq!(g.state().age, 2);
    assert!(g.state().glory.iter().all(|x| *x == 0));
}

#[test]
fn quest_first_place_chooses_a_monster_second_place_gets_a_random_one() {
    let mut g = scenario(3, dice());
    g.state_mut().quest = Some(Quest::Yggdrasil);
    g.state_mut().doom = Some(ANGERBODA);
    put(&mut g, Seat(0), Kind::Warrior, land(YGGDRASIL));
    put(&mut g, Seat(0), Kind::Warrior, land(YGGDRASIL));
    put(&mut g, Seat(1), Kind::Warrior, land(YGGDRASIL));
    let events = end_actions(&mut g);
    assert!(events.contains(&Event::QuestCounted {
        counts: vec![2, 1, 0],
        first: vec![Seat(0)],
        second: vec![Seat(1)]
    }));
    assert_eq!(g.awaited(), SeatSet::one(Seat(0)));
    let events = play(
        &mut g,
        Seat(0),
        Command::TakeMonster {
            monster: Monster::Troll,
        },
    );
    assert_eq!(
        events[0],
        Event::MonsterGained {
            seat: Seat(0),
            monster: Monster::Troll,
            rented: false,
            random: false
        }
    );
    assert!(matches!(
        events[1],
        Event::MonsterGained {
            seat: Seat(1),
            rented: false,
            random: true,
            ..
        }
    ));
}

#[test]
fn age_three_quest_pays_five_and_three_glory() {
    let mut g = scenario(3, dice());
    g.state_mut().age = 3;
    g.state_mut().quest = Some(Quest::FewestValhalla);
    g.state_mut().doom = Some(ANGERBODA);
    put(&mut g, Seat(1), Kind::Warrior, Loc::Valhalla);
    put(&mut g, Seat(2), Kind::Warrior, Loc::Valhalla);
    put(&mut g, Seat(2), Kind::Warrior, Loc::Valhalla);
    let events = end_actions(&mut g);
    assert!(events.contains(&Event::Glory {
        seat: Seat(0),
        amount: 5,
        why: GloryWhy::Quest
    }));
    assert!(events.contains(&Event::Glory {
        seat: Seat(1),
        amount: 3,
        why: GloryWhy::Quest
    }));
    assert!(g.final_outcome().is_some());
}

#[test]
fn ties_in_victory_points_go_to_the_later_seat_of_age_ones_turn_order() {
    let mut g = scenario(4, dice());
    g.state_mut().age = 3;
    g.state_mut().first_player = Seat(0);
    g.state_mut().vp = [0, 5, 0, 5].into_iter().collect();
    g.state_mut().quest = Some(Quest::Yggdrasil);
    end_actions(&mut g);
    let outcome = g.final_outcome().cloned().unwrap();
    assert_eq!(outcome.winners, vec![Seat(3)]);
    assert_eq!(outcome.ranks, vec![4, 2, 3, 1]);
}

// --- Monsters ---

#[test]
fn troll_survives_defeat_unless_the_winner_sacrifices_a_figure() {
    let mut g = scenario(3, dice());
    let mine = put(&mut g, Seat(0), Kind::Warrior, land(ANGERBODA));
    put(&mut g, Seat(0), Kind::Leader, land(ANGERBODA));
    let troll = put(
        &mut g,
        Seat(1),
        Kind::Monster(Monster::Troll),
        land(ANGERBODA),
    );
    g.load_dice(vec![6, 6, 6, 1, 1]);
    pillage(&mut g, Seat(0), ANGERBODA);
    assert_eq!(g.decision_kind(), DecisionKind::Troll);
    let events = play(&mut g, Seat(0), Command::Choose { figure: mine });
    assert_eq!(
        events[0],
        Event::Sacrificed {
            seat: Seat(0),
            figure: mine
        }
    );
    assert!(events.contains(&Event::Died {
        figures: vec![troll]
    }));
    // Without the sacrifice it stays.
    let mut g = scenario(3, dice());
    put(&mut g, Seat(0), Kind::Warrior, land(ANGERBODA));
    let troll = put(
        &mut g,
        Seat(1),
        Kind::Monster(Monster::Troll),
        land(ANGERBODA),
    );
    g.load_dice(vec![6, 1, 1]);
    pillage(&mut g, Seat(0), ANGERBODA);
    let events = play(&mut g, Seat(0), Command::Done);
    assert_eq!(events[0], Event::TrollSurvived { figure: troll });
    assert_eq!(g.figure(troll).loc, land(ANGERBODA));
}

#[test]
fn dwarf_rolls_and_survives_on_one_to_four() {
    let mut g = scenario(3, dice());
    put(&mut g, Seat(0), Kind::Leader, land(ANGERBODA));
    let dwarf = put(
        &mut g,
        Seat(1),
        Kind::Monster(Monster::Dwarf),
        land(ANGERBODA),
    );
    g.load_dice(vec![6, 6, 1, 1, 3]);
    let events = pillage(&mut g, Seat(0), ANGERBODA);
    assert!(events.contains(&Event::DwarfRolled {
        figure: dwarf,
        face: 3,
        survives: true
    }));
    assert_eq!(g.figure(dwarf).loc, land(ANGERBODA));
}

#[test]
fn elf_may_flee_to_yggdrasil_when_defeated_in_an_outer_province() {
    let mut g = scenario(3, dice());
    put(&mut g, Seat(0), Kind::Leader, land(ANGERBODA));
    let elf = put(
        &mut g,
        Seat(1),
        Kind::Monster(Monster::Elf),
        land(ANGERBODA),
    );
    g.load_dice(vec![6, 6, 1, 1]);
    pillage(&mut g, Seat(0), ANGERBODA);
    assert_eq!(g.awaited(), SeatSet::one(Seat(1)));
    let events = play(&mut g, Seat(1), Command::Flee);
    assert_eq!(events[0], Event::ElfFled { figure: elf });
    assert_eq!(g.figure(elf).loc, land(YGGDRASIL));
}

#[test]
fn hel_soldier_brings_a_figure_back_from_valhalla_under_its_controllers_command() {
    let mut g = scenario(3, dice());
    put(&mut g, Seat(0), Kind::Leader, land(ANGERBODA));
    put(
        &mut g,
        Seat(1),
        Kind::Monster(Monster::HelSoldier),
        land(ANGERBODA),
    );
    let dead = put(&mut g, Seat(2), Kind::Warrior, Loc::Valhalla);
    g.load_dice(vec![6, 6, 1, 1]);
    pillage(&mut g, Seat(0), ANGERBODA);
    assert_eq!(g.decision_kind(), DecisionKind::HelSoldier);
    let events = play(&mut g, Seat(1), Command::Choose { figure: dead });
    assert_eq!(
        events[0],
        Event::Revived {
            seat: Seat(1),
            figure: dead,
            province: ANGERBODA
        }
    );
    assert_eq!(g.figure(dead).controller, Some(Seat(1)));
    assert_eq!(g.figure(dead).owner, Some(Seat(2)));
}

#[test]
fn valkyrie_takes_no_village_and_adds_two_glory_to_a_win() {
    let mut g = scenario(3, dice());
    // Myrkulor has 3 villages: fill them.
    for _ in 0..3 {
        put(&mut g, Seat(1), Kind::Warrior, land(MYRKULOR));
    }
    let v = put(
        &mut g,
        Seat(0),
        Kind::Monster(Monster::Valkyrie),
        Loc::Reserve,
    );
    assert!(g.legal_commands(Seat(0)).contains(&Command::Invade {
        figure: v,
        to: Place::Province(MYRKULOR)
    }));
    g.state_mut().figures[v.index()].loc = land(ANGERBODA);
    g.load_dice(vec![6, 6]);
    let events = pillage(&mut g, Seat(0), ANGERBODA);
    assert!(glory_events(&events).contains(&(Seat(0), 2, GloryWhy::Valkyrie)));
}

/// RP-29, case (a): the loser's Valkyrie dies, the winner sacrificed its Hel Soldier to the
/// Troll and brings her back: she fought against the winner, who gains no Valkyrie Glory.
fn revived_enemy_valkyrie(version: Option<u32>) -> Vec<Event> {
    let mut g = scenario(3, dice());
    g.config_mut().rules_version = version;
    let hel = put(
        &mut g,
        Seat(0),
        Kind::Monster(Monster::HelSoldier),
        land(ANGERBODA),
    );
    put(&mut g, Seat(0), Kind::Leader, land(ANGERBODA));
    put(
        &mut g,
        Seat(1),
        Kind::Monster(Monster::Troll),
        land(ANGERBODA),
    );
    let valkyrie = put(
        &mut g,
        Seat(1),
        Kind::Monster(Monster::Valkyrie),
        land(ANGERBODA),
    );
    g.load_dice(vec![6, 6, 6, 6, 1, 1, 1, 1]);
    pillage(&mut g, Seat(0), ANGERBODA);
    assert_eq!(g.decision_kind(), DecisionKind::Troll);
    play(&mut g, Seat(0), Command::Choose { figure: hel });
    assert_eq!(g.decision_kind(), DecisionKind::HelSoldier);
    let events = play(&mut g, Seat(0), Command::Choose { figure: valkyrie });
    assert_eq!(g.figure(valkyrie).controller, Some(Seat(0)));
    events
}

#[test]
fn valkyrie_glory_goes_to_the_clan_she_fought_for_not_to_the_winner_who_revived_her() {
    let events = revived_enemy_valkyrie(None);
    assert!(
        glory_events(&events)
            .iter()
            .any(|(seat, _, why)| *seat == Seat(0) && *why == GloryWhy::Battle)
    );
    assert!(
        !glory_events(&events)
            .iter()
            .any(|(_, _, why)| *why == GloryWhy::Valkyrie),
        "{events:?}"
    );
}

#[test]
fn valkyrie_glory_of_games_made_with_rules_version_1_replays_as_it_was_played() {
    // Version 1 counted her for whoever controlled her after the battle's deaths: a stored game
    // keeps the Glory its thread announced.
    let events = revived_enemy_valkyrie(Some(1));
    assert!(glory_events(&events).contains(&(Seat(0), 2, GloryWhy::Valkyrie)));
}

/// The winner (Seat 0) wins with a Valkyrie owned by `owner` and sacrifices her to the Troll of
/// Seat 1; with `hel`, Seat 1's Hel Soldier dies too and Seat 1 brings her back.
fn sacrificed_valkyrie(owner: Seat, hel: bool) -> Vec<Event> {
    let mut g = scenario(3, dice());
    let valkyrie = put(
        &mut g,
        Seat(0),
        Kind::Monster(Monster::Valkyrie),
        land(ANGERBODA),
    );
    g.state_mut().figures[valkyrie.index()].owner = Some(owner);
    put(&mut g, Seat(0), Kind::Leader, land(ANGERBODA));
    put(
        &mut g,
        Seat(1),
        Kind::Monster(Monster::Troll),
        land(ANGERBODA),
    );
    if hel {
        put(
            &mut g,
            Seat(1),
            Kind::Monster(Monster::HelSoldier),
            land(ANGERBODA),
        );
    }
    g.load_dice(vec![6, 6, 6, 6, 1, 1, 1, 1]);
    pillage(&mut g, Seat(0), ANGERBODA);
    assert_eq!(g.decision_kind(), DecisionKind::Troll);
    let mut events = play(&mut g, Seat(0), Command::Choose { figure: valkyrie });
    if hel {
        assert_eq!(g.decision_kind(), DecisionKind::HelSoldier);
        events = play(&mut g, Seat(1), Command::Choose { figure: valkyrie });
        assert_eq!(g.figure(valkyrie).controller, Some(Seat(1)));
    }
    events
}

#[test]
fn valkyrie_glory_counts_a_borrowed_valkyrie_who_died_fighting_for_the_winner() {
    let events = sacrificed_valkyrie(Seat(2), false);
    assert!(glory_events(&events).contains(&(Seat(0), 2, GloryWhy::Valkyrie)));
    // As the winner's own Valkyrie lost the same way does.
    let events = sacrificed_valkyrie(Seat(0), false);
    assert!(glory_events(&events).contains(&(Seat(0), 2, GloryWhy::Valkyrie)));
}

#[test]
fn valkyrie_glory_counts_the_winners_valkyrie_revived_by_the_losers_hel_soldier() {
    let events = sacrificed_valkyrie(Seat(0), true);
    assert!(glory_events(&events).contains(&(Seat(0), 2, GloryWhy::Valkyrie)));
    assert!(
        !glory_events(&events)
            .iter()
            .any(|(seat, _, why)| *seat == Seat(1) && *why == GloryWhy::Valkyrie)
    );
}

#[test]
fn witch_alone_may_invade_yggdrasil() {
    let mut g = scenario(3, dice());
    let w = put(&mut g, Seat(0), Kind::Monster(Monster::Witch), Loc::Reserve);
    let legal = g.legal_commands(Seat(0));
    assert!(legal.contains(&Command::Invade {
        figure: w,
        to: Place::Province(YGGDRASIL)
    }));
    assert!(!legal.iter().any(|c| matches!(c, Command::Invade { figure, to: Place::Province(p) } if *p == YGGDRASIL && *figure != w)));
}

#[test]
fn sea_serpent_invades_fjords_and_fights_for_both_provinces_of_its_fjord() {
    let mut g = scenario(3, dice());
    let s = put(
        &mut g,
        Seat(1),
        Kind::Monster(Monster::SeaSerpent),
        Loc::Reserve,
    );
    turn(&mut g, Seat(1));
    assert!(
        g.legal_commands(Seat(1))
            .iter()
            .any(|c| matches!(c, Command::Invade { figure, to: Place::Fjord(_) } if *figure == s))
    );
    g.state_mut().figures[s.index()].loc = sea(ELVAGAR);
    turn(&mut g, Seat(0));
    put(&mut g, Seat(0), Kind::Warrior, land(ANGERBODA));
    g.load_dice(vec![1, 1, 1, 1]);
    let events = pillage(&mut g, Seat(0), ANGERBODA);
    assert!(events.contains(&Event::Participants {
        seats: vec![Seat(0), Seat(1)]
    }));
}

#[test]
fn fire_and_frost_giants_roll_three_dice() {
    let mut g = scenario(3, dice());
    put(
        &mut g,
        Seat(0),
        Kind::Monster(Monster::FireGiant),
        land(ANGERBODA),
    );
    put(
        &mut g,
        Seat(1),
        Kind::Monster(Monster::FrostGiant),
        land(ANGERBODA),
    );
    g.load_dice(vec![1, 1, 6, 1, 1, 1]);
    let events = pillage(&mut g, Seat(0), ANGERBODA);
    assert!(events.contains(&Event::Rolled {
        seat: Seat(0),
        faces: vec![1, 1, 6],
        points: 2
    }));
    assert!(events.contains(&Event::Rolled {
        seat: Seat(1),
        faces: vec![1, 1, 1],
        points: 0
    }));
}

// --- Options: Leader, Mystics ---

#[test]
fn leader_option_explodes_every_die_while_the_own_leader_fights() {
    let mut g = scenario(3, with(|o| o.leader = true));
    put(&mut g, Seat(0), Kind::Leader, land(ANGERBODA));
    g.load_dice(vec![6, 6, 4, 2]);
    let events = pillage(&mut g, Seat(0), ANGERBODA);
    assert!(events.contains(&Event::Rolled {
        seat: Seat(0),
        faces: vec![6, 6, 4, 2],
        points: 5
    }));
}

#[test]
fn mystics_add_half_a_point_and_score_three_glory_after_ragnarok() {
    let mut g = scenario(3, with(|o| o.mystics = true));
    put(&mut g, Seat(0), Kind::Warrior, land(ANGERBODA));
    put(&mut g, Seat(0), Kind::Mystic, land(ANGERBODA));
    put(&mut g, Seat(1), Kind::Warrior, land(ANGERBODA));
    g.load_dice(vec![4, 4]);
    let events = pillage(&mut g, Seat(0), ANGERBODA);
    assert!(events.contains(&Event::BattleResolved {
        totals: vec![(Seat(0), Some(3)), (Seat(1), Some(2))],
        outcome: BattleOutcome::Winner(Seat(0))
    }));
    g.state_mut().quest = Some(Quest::Yggdrasil);
    let events = end_actions(&mut g);
    assert!(events.contains(&Event::Glory {
        seat: Seat(0),
        amount: 3,
        why: GloryWhy::Mystics
    }));
}

#[test]
fn mystics_invade_only_provinces_not_yet_pillaged() {
    let mut g = scenario(3, with(|o| o.mystics = true));
    g.state_mut().pillaged[ANGERBODA.index()] = true;
    let legal = g.legal_commands(Seat(0));
    let mystic_to = |p: ProvinceId| {
        legal.iter().any(|c| matches!(c, Command::Invade { figure, to: Place::Province(q) } if *q == p && g.figure(*figure).kind == Kind::Mystic))
    };
    assert!(!mystic_to(ANGERBODA));
    assert!(mystic_to(ELVAGAR));
}

// --- Battle cards ---

fn cards() -> ReprisalOptions {
    with(|o| {
        o.battle_cards = true;
        o.leader = true;
    })
}

#[test]
fn battle_cards_are_chosen_secretly_and_revealed_together() {
    let mut g = scenario(3, cards());
    put(&mut g, Seat(0), Kind::Warrior, land(ANGERBODA));
    put(&mut g, Seat(1), Kind::Warrior, land(ANGERBODA));
    pillage(&mut g, Seat(0), ANGERBODA);
    assert_eq!(g.awaited().len(), 2);
    let events = play(&mut g, Seat(1), Command::PlayCard { card: 8 });
    assert_eq!(events, vec![Event::CardChosen { seat: Seat(1) }]);
    let events = play(&mut g, Seat(0), Command::PlayCard { card: 5 });
    assert_eq!(
        events[1],
        Event::CardsRevealed {
            cards: vec![(Seat(0), 5), (Seat(1), 8)]
        }
    );
    assert!(events.contains(&Event::BattleResolved {
        totals: vec![(Seat(0), Some(6)), (Seat(1), Some(10))],
        outcome: BattleOutcome::Winner(Seat(1))
    }));
    assert_eq!(g.hand(Seat(1)), vec![1, 2, 3, 4, 5, 6, 7]);
}

#[test]
fn minus_infinity_card_is_power_one_with_your_leader_on_the_battlefield() {
    let mut g = scenario(3, cards());
    put(&mut g, Seat(0), Kind::Leader, land(ANGERBODA));
    put(&mut g, Seat(1), Kind::Warrior, land(ANGERBODA));
    pillage(&mut g, Seat(0), ANGERBODA);
    play(&mut g, Seat(1), Command::PlayCard { card: 1 });
    let events = play(&mut g, Seat(0), Command::PlayCard { card: 2 });
    assert!(events.contains(&Event::BattleResolved {
        totals: vec![(Seat(0), Some(6)), (Seat(1), None)],
        outcome: BattleOutcome::Winner(Seat(0))
    }));
}

#[test]
fn card_three_adds_a_figure_from_the_reserve_after_the_fight() {
    let mut g = scenario(3, cards());
    put(&mut g, Seat(0), Kind::Warrior, land(ANGERBODA));
    pillage(&mut g, Seat(0), ANGERBODA);
    play(&mut g, Seat(0), Command::PlayCard { card: 3 });
    assert_eq!(g.decision_kind(), DecisionKind::Reinforce);
    let c = g.legal_commands(Seat(0))[0];
    let events = play(&mut g, Seat(0), c);
    assert!(matches!(
        events[0],
        Event::Placed {
            reinforce: true,
            ..
        }
    ));
}

#[test]
fn card_four_saves_one_figure_of_a_loser() {
    let mut g = scenario(3, cards());
    put(&mut g, Seat(0), Kind::Leader, land(ANGERBODA));
    let saved = put(&mut g, Seat(1), Kind::Warrior, land(ANGERBODA));
    put(&mut g, Seat(1), Kind::Drakkar, sea(ANGERBODA));
    pillage(&mut g, Seat(0), ANGERBODA);
    play(&mut g, Seat(1), Command::PlayCard { card: 4 });
    play(&mut g, Seat(0), Command::PlayCard { card: 8 });
    assert_eq!(g.decision_kind(), DecisionKind::SaveFigure);
    let events = play(&mut g, Seat(1), Command::Choose { figure: saved });
    assert_eq!(
        events[0],
        Event::Saved {
            seat: Seat(1),
            figure: saved
        }
    );
    assert_eq!(g.figure(saved).loc, land(ANGERBODA));
}

#[test]
fn card_seven_costs_the_winner_one_figure_of_its_choice() {
    let mut g = scenario(3, cards());
    let lost = put(&mut g, Seat(0), Kind::Warrior, land(ANGERBODA));
    put(&mut g, Seat(0), Kind::Leader, land(ANGERBODA));
    put(&mut g, Seat(1), Kind::Warrior, land(ANGERBODA));
    pillage(&mut g, Seat(0), ANGERBODA);
    play(&mut g, Seat(1), Command::PlayCard { card: 5 });
    play(&mut g, Seat(0), Command::PlayCard { card: 7 });
    assert_eq!(g.decision_kind(), DecisionKind::LoseFigure);
    let events = play(&mut g, Seat(0), Command::Choose { figure: lost });
    assert_eq!(
        events[0],
        Event::Lost {
            seat: Seat(0),
            figure: lost
        }
    );
    assert_eq!(g.figure(lost).loc, Loc::Valhalla);
}

#[test]
fn the_last_battle_card_played_brings_the_discard_pile_back() {
    let mut g = scenario(3, cards());
    g.state_mut().hands[Seat(0)] = 1 << 7;
    g.state_mut().discards[Seat(0)] = 0x7F;
    put(&mut g, Seat(0), Kind::Warrior, land(ANGERBODA));
    pillage(&mut g, Seat(0), ANGERBODA);
    let events = play(&mut g, Seat(0), Command::PlayCard { card: 8 });
    assert!(events.contains(&Event::CardsTakenBack { seat: Seat(0) }));
    assert_eq!(g.hand(Seat(0)).len(), 8);
}

// --- Prayers and gifts ---

fn prayers() -> ReprisalOptions {
    with(|o| {
        o.prayers = true;
        o.blessing = true;
    })
}

fn praying(players: u8, opts: ReprisalOptions) -> Game {
    let mut g = scenario(players, opts);
    g.set_stage(Stage::Pray {
        round: 1,
        picks: PerSeat::filled(players, None),
        asked: SeatSet::all(players),
        granted: 0,
    });
    g
}

#[test]
fn prayers_grant_unique_numbers_and_shared_numbers_pray_again_among_the_rest() {
    let mut g = praying(4, prayers());
    assert_eq!(
        play(&mut g, Seat(0), Command::Pray { number: 1 }),
        vec![Event::Prayed { seat: Seat(0) }]
    );
    play(&mut g, Seat(1), Command::Pray { number: 4 });
    play(&mut g, Seat(2), Command::Pray { number: 4 });
    let events = play(&mut g, Seat(3), Command::Pray { number: 0 });
    assert_eq!(
        events[1],
        Event::PrayersRevealed {
            round: 1,
            picks: vec![(Seat(0), 1), (Seat(1), 4), (Seat(2), 4), (Seat(3), 0)]
        }
    );
    assert!(events.contains(&Event::GiftGranted {
        seat: Seat(0),
        gift: Gift::Navigation
    }));
    assert!(events.contains(&Event::Glory {
        seat: Seat(3),
        amount: 3,
        why: GloryWhy::Blessing
    }));
    assert_eq!(g.awaited(), SeatSet::from(vec![Seat(1), Seat(2)]));
    assert!(
        !g.legal_commands(Seat(1))
            .contains(&Command::Pray { number: 1 })
    );
    play(&mut g, Seat(1), Command::Pray { number: 5 });
    let events = play(&mut g, Seat(2), Command::Pray { number: 5 });
    assert!(!events.iter().any(
        |e| matches!(e, Event::GiftGranted { seat, .. } if *seat != Seat(0) && *seat != Seat(3))
    ));
}

#[test]
fn rent_a_monster_takes_one_from_the_pool_until_reset() {
    let mut g = praying(3, prayers());
    play(&mut g, Seat(0), Command::Pray { number: 2 });
    play(&mut g, Seat(1), Command::Pray { number: 3 });
    play(&mut g, Seat(2), Command::Pray { number: 4 });
    assert_eq!(g.decision_kind(), DecisionKind::RentMonster);
    play(
        &mut g,
        Seat(0),
        Command::Rent {
            monster: Monster::Witch,
        },
    );
    let w = g.figure_of_monster(Monster::Witch);
    assert!(g.figure(w).rented);
    g.fold_event(Event::Reset);
    assert_eq!(g.figure(w).loc, Loc::Pool);
}

#[test]
fn navigation_moves_sea_figures_after_a_march() {
    let mut g = scenario(3, prayers());
    g.state_mut().gifts[Seat(0)] = Some(Gift::Navigation);
    let w = put(&mut g, Seat(0), Kind::Warrior, land(ANGERBODA));
    let d = put(&mut g, Seat(0), Kind::Drakkar, sea(ANGERBODA));
    play(
        &mut g,
        Seat(0),
        Command::March {
            from: ANGERBODA,
            to: ELVAGAR,
            figure: w,
        },
    );
    assert_eq!(g.decision_kind(), DecisionKind::Sail);
    let to = fjord_of(MYRKULOR).unwrap();
    let events = play(
        &mut g,
        Seat(0),
        Command::Sail {
            figure: d,
            fjord: to,
        },
    );
    assert_eq!(
        events[0],
        Event::Sailed {
            seat: Seat(0),
            figure: d,
            to
        }
    );
}

#[test]
fn spirit_makes_mystics_worth_one_and_a_half() {
    let mut g = scenario(
        3,
        with(|o| {
            o.prayers = true;
            o.mystics = true;
        }),
    );
    g.state_mut().gifts[Seat(0)] = Some(Gift::Spirit);
    put(&mut g, Seat(0), Kind::Mystic, land(ANGERBODA));
    let events = pillage(&mut g, Seat(0), ANGERBODA);
    assert!(events.contains(&Event::BattleResolved {
        totals: vec![(Seat(0), Some(3))],
        outcome: BattleOutcome::Winner(Seat(0))
    }));
}

#[test]
fn spy_names_the_winner_of_a_battle_without_one() {
    let mut g = scenario(3, prayers());
    g.state_mut().gifts[Seat(2)] = Some(Gift::Spy);
    put(&mut g, Seat(0), Kind::Warrior, land(ANGERBODA));
    let w = put(&mut g, Seat(1), Kind::Warrior, land(ANGERBODA));
    g.load_dice(vec![4, 4]);
    pillage(&mut g, Seat(0), ANGERBODA);
    assert_eq!(g.awaited(), SeatSet::one(Seat(2)));
    let events = play(&mut g, Seat(2), Command::NameWinner { seat: Seat(0) });
    assert_eq!(
        events[0],
        Event::SpyNamed {
            spy: Seat(2),
            winner: Seat(0)
        }
    );
    assert!(events.contains(&Event::Died { figures: vec![w] }));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Reward { seat, .. } if *seat == Seat(0)))
    );
}

#[test]
fn strategist_may_march_then_pillage_without_stopping() {
    let mut g = scenario(3, prayers());
    g.state_mut().gifts[Seat(0)] = Some(Gift::Strategist);
    let w = put(&mut g, Seat(0), Kind::Warrior, land(ANGERBODA));
    play(
        &mut g,
        Seat(0),
        Command::March {
            from: ANGERBODA,
            to: ELVAGAR,
            figure: w,
        },
    );
    assert!(
        g.legal_commands(Seat(0))
            .contains(&Command::Pillage { province: ELVAGAR })
    );
    g.load_dice(vec![6]);
    pillage(&mut g, Seat(0), ELVAGAR);
    assert!(!g.state().stopped.contains(Seat(0)));
}

#[test]
fn blessing_is_never_contested() {
    let mut g = praying(3, prayers());
    play(&mut g, Seat(0), Command::Pray { number: 0 });
    play(&mut g, Seat(1), Command::Pray { number: 0 });
    let events = play(&mut g, Seat(2), Command::Pray { number: 5 });
    assert!(events.contains(&Event::GiftGranted {
        seat: Seat(0),
        gift: Gift::Blessing
    }));
    assert!(events.contains(&Event::GiftGranted {
        seat: Seat(1),
        gift: Gift::Blessing
    }));
}

// --- Gods ---

fn gods() -> ReprisalOptions {
    with(|o| {
        o.prayers = true;
        o.gods = true;
    })
}

fn god(g: &mut Game, god: God, p: ProvinceId, placer: Seat) {
    g.state_mut().gods[god.index()] = Some((p, placer));
}

#[test]
fn clans_without_a_gift_place_gods_in_random_order() {
    let mut g = praying(3, gods());
    play(&mut g, Seat(0), Command::Pray { number: 1 });
    play(&mut g, Seat(1), Command::Pray { number: 1 });
    play(&mut g, Seat(2), Command::Pray { number: 2 });
    // Seat 2 rents; seats 0 and 1 shared 1 and pray again.
    play(&mut g, Seat(0), Command::Pray { number: 3 });
    let events = play(&mut g, Seat(1), Command::Pray { number: 3 });
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::PrayersRevealed { round: 2, .. }))
    );
    play(
        &mut g,
        Seat(2),
        Command::Rent {
            monster: Monster::Dwarf,
        },
    );
    assert_eq!(g.decision_kind(), DecisionKind::PlaceGod);
    let first = g.awaited().iter().next().unwrap();
    play(
        &mut g,
        first,
        Command::PlaceGod {
            god: God::Thor,
            province: YGGDRASIL,
        },
    );
    assert_eq!(g.gods().next(), Some((God::Thor, YGGDRASIL, first)));
}

#[test]
fn thor_gives_the_winner_three_more_glory() {
    let mut g = scenario(3, gods());
    god(&mut g, God::Thor, ANGERBODA, Seat(1));
    put(&mut g, Seat(0), Kind::Warrior, land(ANGERBODA));
    g.load_dice(vec![4]);
    let events = pillage(&mut g, Seat(0), ANGERBODA);
    assert!(glory_events(&events).contains(&(Seat(0), 3, GloryWhy::Thor)));
    // The pillage succeeded: the god's placer moves it or takes it off.
    assert_eq!(g.decision_kind(), DecisionKind::MoveGod);
    play(
        &mut g,
        Seat(1),
        Command::MoveGod {
            god: God::Thor,
            to: None,
        },
    );
    assert_eq!(g.gods().count(), 0);
}

#[test]
fn tyr_gives_every_army_strength_one() {
    let mut g = scenario(3, gods());
    god(&mut g, God::Tyr, ANGERBODA, Seat(1));
    put(
        &mut g,
        Seat(0),
        Kind::Monster(Monster::FireGiant),
        land(ANGERBODA),
    );
    g.load_dice(vec![1]);
    let events = pillage(&mut g, Seat(0), ANGERBODA);
    assert!(events.contains(&Event::Rolled {
        seat: Seat(0),
        faces: vec![1],
        points: 0
    }));
}

#[test]
fn heimdall_lets_the_pillager_call_off_after_its_roll() {
    let mut g = scenario(3, gods());
    god(&mut g, God::Heimdall, ANGERBODA, Seat(1));
    put(&mut g, Seat(0), Kind::Warrior, land(ANGERBODA));
    put(&mut g, Seat(1), Kind::Leader, land(ANGERBODA));
    g.load_dice(vec![1]);
    pillage(&mut g, Seat(0), ANGERBODA);
    assert_eq!(g.decision_kind(), DecisionKind::Heimdall);
    let events = play(&mut g, Seat(0), Command::CallOff);
    assert_eq!(events[0], Event::CalledOff { seat: Seat(0) });
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::Rolled { .. } | Event::Died { .. }))
    );
}

#[test]
fn loki_gives_the_reward_to_the_participant_with_the_fewest_points() {
    let mut g = scenario(3, gods());
    god(&mut g, God::Loki, ANGERBODA, Seat(2));
    g.state_mut().tokens[ANGERBODA.index()] = Token::Helmet;
    put(&mut g, Seat(0), Kind::Leader, land(ANGERBODA));
    put(&mut g, Seat(1), Kind::Warrior, land(ANGERBODA));
    g.load_dice(vec![6, 1, 1]);
    let events = pillage(&mut g, Seat(0), ANGERBODA);
    assert!(events.contains(&Event::Reward {
        seat: Seat(1),
        pillager: Seat(0),
        province: ANGERBODA,
        token: Some(Token::Helmet)
    }));
    assert_eq!(g.state().helmets[Seat(1)], 1);
}

#[test]
fn odin_engages_one_figure_per_clan_chosen_secretly() {
    let mut g = scenario(3, gods());
    god(&mut g, God::Odin, ANGERBODA, Seat(2));
    let w = put(&mut g, Seat(0), Kind::Warrior, land(ANGERBODA));
    put(&mut g, Seat(0), Kind::Leader, land(ANGERBODA));
    let other = put(&mut g, Seat(1), Kind::Warrior, land(ANGERBODA));
    put(&mut g, Seat(1), Kind::Drakkar, sea(ANGERBODA));
    pillage(&mut g, Seat(0), ANGERBODA);
    assert_eq!(g.decision_kind(), DecisionKind::Odin);
    assert_eq!(
        play(&mut g, Seat(0), Command::Engage { figure: w }),
        vec![Event::EngageChosen { seat: Seat(0) }]
    );
    g.load_dice(vec![6, 1]);
    let events = play(&mut g, Seat(1), Command::Engage { figure: other });
    assert_eq!(
        events[1],
        Event::Engaged {
            picks: vec![(Seat(0), w), (Seat(1), other)]
        }
    );
    assert!(events.contains(&Event::Died {
        figures: vec![other]
    }));
}

#[test]
fn frigga_lets_the_winner_bring_a_figure_back_from_valhalla() {
    let mut g = scenario(3, gods());
    god(&mut g, God::Frigga, ANGERBODA, Seat(2));
    put(&mut g, Seat(0), Kind::Warrior, land(ANGERBODA));
    let dead = put(&mut g, Seat(0), Kind::Leader, Loc::Valhalla);
    g.load_dice(vec![6]);
    pillage(&mut g, Seat(0), ANGERBODA);
    assert_eq!(g.decision_kind(), DecisionKind::Frigga);
    let events = play(&mut g, Seat(0), Command::Choose { figure: dead });
    assert_eq!(
        events[0],
        Event::Recalled {
            seat: Seat(0),
            figure: dead
        }
    );
    assert_eq!(g.figure(dead).loc, Loc::Reserve);
}

// --- Refusals and random playouts ---

#[test]
fn a_refused_command_changes_nothing() {
    let mut g = scenario(3, dice());
    put(&mut g, Seat(0), Kind::Warrior, land(ANGERBODA));
    let before = g.clone();
    assert_eq!(
        g.apply(Seat(1), &Command::Pass),
        Err(RuleError::NotYourDecision)
    );
    assert_eq!(
        g.apply(Seat(0), &Command::Pillage { province: ELVAGAR }),
        Err(RuleError::Illegal {
            decision: DecisionKind::Action
        })
    );
    assert_eq!(g, before);
}

#[test]
fn the_plain_game_has_no_prayers_gods_mystics_or_cards() {
    let g = Game::new(&config(3, 1, ReprisalOptions::none())).unwrap();
    assert!(!g.state().figures.iter().any(|f| f.kind == Kind::Mystic));
    assert_eq!(g.decision_kind(), DecisionKind::Action);
    assert!(g.state().hands.iter().all(|h| *h == 0));
}

#[test]
fn a_game_for_two_or_six_players_is_refused() {
    assert!(Game::new(&config(2, 1, ReprisalOptions::default())).is_err());
    assert!(Game::new(&config(6, 1, ReprisalOptions::default())).is_err());
}

/// The event kinds a set of random games produced, by their JSON tag.
fn kind(event: &Event) -> String {
    serde_json::to_value(event).unwrap()["type"]
        .as_str()
        .unwrap()
        .to_string()
}

#[test]
fn random_playouts_of_every_option_combination_keep_the_invariants() {
    let mut seen = std::collections::BTreeSet::new();
    let mut games = 0;
    for players in 3..=5u8 {
        for bits in 0..16u8 {
            for seed in 0..10u64 {
                let cfg = config(
                    players,
                    seed * 31 + u64::from(bits),
                    ReprisalOptions::combination(bits),
                );
                let mut g = Game::new(&cfg).unwrap();
                let mut log = Vec::new();
                let mut n = 0u64;
                while g.outcome().is_none() {
                    let (seat, command) = sim::choose(&g, cfg.seed, n).expect("a legal command");
                    // Refusals change nothing: a seat not awaited is refused.
                    if let Some(idle) = (0..players).map(Seat).find(|s| !g.awaited().contains(*s)) {
                        let before = g.clone();
                        assert!(g.apply(idle, &command).is_err());
                        assert_eq!(g, before);
                    }
                    let secret = g.simultaneous();
                    let events = g.apply(seat, &command).expect("legal");
                    if secret {
                        // A secret pick shows only that the seat chose, until the reveal that
                        // shows every pick at once.
                        assert!(
                            matches!(
                                events[0],
                                Event::Prayed { .. }
                                    | Event::CardChosen { .. }
                                    | Event::EngageChosen { .. }
                            ),
                            "{events:?}"
                        );
                        assert!(
                            events.len() == 1
                                || matches!(
                                    events[1],
                                    Event::PrayersRevealed { .. }
                                        | Event::CardsRevealed { .. }
                                        | Event::Engaged { .. }
                                ),
                            "{events:?}"
                        );
                    }
                    seen.extend(events.iter().map(kind));
                    log.push((seat, command));
                    n += 1;
                    check_board(&g);
                    assert!(n < 20_000, "no end");
                }
                let replayed = Game::replay(&cfg, &log).expect("replays");
                assert_eq!(replayed, g, "replay = live");
                games += 1;
            }
        }
    }
    assert_eq!(games, 480);
    for needed in [
        "prayers_revealed",
        "gift_granted",
        "god_placed",
        "god_moved",
        "marched",
        "sailed",
        "placed",
        "called",
        "engaged",
        "rolled",
        "called_off",
        "cards_revealed",
        "spy_named",
        "saved",
        "lost",
        "sacrificed",
        "troll_survived",
        "dwarf_rolled",
        "elf_fled",
        "died",
        "revived",
        "reward",
        "pillage_failed",
        "recalled",
        "cards_taken_back",
        "quest_counted",
        "ragnarok",
        "scored",
        "game_over",
        "monster_gained",
    ] {
        assert!(
            seen.contains(needed),
            "no random game produced `{needed}`: {seen:?}"
        );
    }
}

fn check_board(g: &Game) {
    for p in ProvinceId::outer() {
        let villages = p.def().villages.unwrap_or(0) as usize;
        assert!(g.villages_taken(p) <= villages, "{p} over its villages");
    }
    for f in &g.state().figures {
        match f.loc {
            Loc::Fjord(_) => assert!(f.kind.is_sea()),
            Loc::Province(_) => assert!(!f.kind.is_sea()),
            Loc::Pool => assert!(matches!(f.kind, Kind::Monster(_)) && f.owner.is_none()),
            _ => {}
        }
    }
}

#[test]
fn a_computer_clan_never_pillages_where_it_cannot_score_a_point() {
    // A lone Mystic rolls no die: its half point never reaches 1, so a pillage of its province
    // always fails, and a clan trying it again and again would never end the Action phase.
    let mut g = scenario(3, with(|o| o.mystics = true));
    put(&mut g, Seat(0), Kind::Mystic, land(ANGERBODA));
    // The rest of its figures fill the board limit where there is nothing left to pillage.
    for p in [ProvinceId(4), ProvinceId(5), ProvinceId(6)] {
        put(&mut g, Seat(0), Kind::Warrior, land(p));
    }
    for p in ProvinceId::outer().filter(|p| *p != ANGERBODA) {
        g.state_mut().pillaged[p.index()] = true;
    }
    g.state_mut().yggdrasil_done = SeatSet::one(Seat(0));
    g.state_mut().stopped = [Seat(1), Seat(2)].into_iter().collect();
    assert!(
        !g.legal_commands(Seat(0))
            .iter()
            .any(|c| matches!(c, Command::Invade { .. })),
        "no room to invade"
    );
    let legal = g.legal_commands(Seat(0));
    assert!(legal.contains(&Command::Pillage {
        province: ANGERBODA
    }));
    for level in [
        bloodrage_bot::engine::Level::Easy,
        bloodrage_bot::engine::Level::Medium,
    ] {
        let ranking = policy::ranking(&g, Seat(0), level, 1);
        assert_ne!(
            ranking,
            vec![Command::Pillage {
                province: ANGERBODA
            }],
            "{level}"
        );
    }
    let (_, reason) = policy::hint(&g, Seat(0)).unwrap();
    assert!(
        !matches!(reason, policy::Reason::Pillage { .. }),
        "{reason:?}"
    );
}
