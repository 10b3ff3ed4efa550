//! Computer clans: every level answers every decision of whole games of 2 to 5 players, a level's
//! choice depends only on what its seat may see, and a game of computer clans replays exactly.

use super::support::*;
use bloodrage_bot::ai::{self, Budget, Level};
use bloodrage_bot::engine::base::policy::Reason;
use bloodrage_bot::engine::rng::GameRng;
use bloodrage_bot::engine::{AnyCommand, AnyGame, AnyReason};
use bloodrage_bot::vocabulary::Vocabulary;
use bloodrage_bot::{present, sim};
use std::collections::{BTreeMap, BTreeSet};

/// A small search for the hard level in tests (the default budget is for the bot).
const SMALL: Budget = Budget {
    playouts: 12,
    candidates: 4,
    time_limit: None,
};

/// Plays a whole game with these levels; returns it and every decision kind answered.
fn play_all(levels: &[Level], seed: u64) -> (AnyGame, BTreeSet<&'static str>) {
    let players = levels.len() as u8;
    let mut game = AnyGame::new(&GameConfig::base(players, seed)).unwrap();
    let mut kinds = BTreeSet::new();
    let mut position = 0;
    while game.outcome().is_none() {
        assert!(position < 20_000, "seed {seed}: the game does not end");
        let seat = game.awaited().iter().next().expect("someone is awaited");
        let level = levels[seat.index()];
        kinds.insert(game.decision().unwrap().kind);
        let command = ai::choose_with(&game, seat, level, seed, position, &SMALL)
            .unwrap_or_else(|| panic!("seed {seed}: {seat} ({level}) found nothing to play"));
        assert!(
            game.is_legal(seat, &command),
            "seed {seed}: {level} chose an illegal {command:?}"
        );
        game.apply(seat, &command).unwrap();
        position += 1;
    }
    (game, kinds)
}

#[test]
fn every_level_finishes_games_of_two_to_five_players_and_answers_every_decision_it_meets() {
    let mut kinds = BTreeSet::new();
    for players in 2..=5u8 {
        for level in [Level::Easy, Level::Medium] {
            for seed in 0..4u64 {
                let levels = vec![level; players as usize];
                let (game, seen) = play_all(&levels, 1000 * u64::from(players) + seed);
                assert!(game.outcome().is_some());
                kinds.extend(seen);
            }
        }
        // Mixed tables.
        let mixed: Vec<Level> = (0..players as usize)
            .map(|i| Level::ALL[i % Level::ALL.len()])
            .collect();
        for seed in 0..4u64 {
            let (game, seen) = play_all(&mixed, 77 + seed);
            assert!(game.outcome().is_some());
            kinds.extend(seen);
        }
    }
    // The common decisions of every game are met (the rarer card offers are checked by the
    // scenario tests below and by the legality assertion on every move above).
    for kind in [
        "draft",
        "action",
        "march",
        "call_to_battle",
        "battle_card",
        "raise",
        "keep",
        "free_invade",
    ] {
        assert!(
            kinds.contains(kind),
            "no game met a `{kind}` decision: {kinds:?}"
        );
    }
}

#[test]
fn a_game_of_computer_clans_is_the_same_game_when_played_again() {
    let levels = [Level::Medium, Level::Easy, Level::Random, Level::Hard];
    let mut a = AnyGame::new(&GameConfig::base(4, 5)).unwrap();
    let mut b = a.clone();
    let n = ai::play_out(&mut a, &levels, 9, 0, &SMALL).unwrap();
    let m = ai::play_out(&mut b, &levels, 9, 0, &SMALL).unwrap();
    assert_eq!(n, m);
    assert_eq!(a, b);
}

/// Seat 0 pillages Andlang and nobody answers the Call to Battle: the battle cards are next.
fn pillage_andlang(g: &mut Game) {
    play(
        g,
        S0,
        Command::Pillage {
            province: province("andlang"),
        },
    );
    while matches!(g.pending().unwrap().decision, Decision::CallToBattle { .. }) {
        let seat = g.pending().unwrap().seats.iter().next().unwrap();
        play(g, seat, Command::Done);
    }
}

/// A position where seat 0 must act, seat 1 holding `their_hand`.
fn action_position(their_hand: &[&str]) -> Game {
    Scenario::new(3)
        .hand(S0, &["Tyr's Smash", "Troll", "Alfheim"])
        .hand(S1, their_hand)
        .hand(S2, &["Odin's Smite"])
        .figures(S0, WARRIOR, "andlang", 2)
        .figure(S1, LEADER, "andlang")
        .figure(S1, WARRIOR, "gimle")
        .build()
}

/// The heuristic levels read only the seat's own view, so any difference in another seat's hand
/// is invisible to them. (The hard level imagines the unseen cards from the whole pool of cards
/// its seat has not seen; these two scenarios conjure seat 1's cards from outside the decks, so
/// their pools differ. It is tested on a true pair of indistinguishable games below.)
#[test]
fn a_heuristic_level_decides_the_same_whatever_cards_other_seats_hold() {
    let a = AnyGame::Base(Box::new(action_position(&["Tyr's Bash", "Thor's Hammer"])));
    let b = AnyGame::Base(Box::new(action_position(&[
        "Heimdall's Eye",
        "Frost Giant",
    ])));
    assert_ne!(a, b, "the games differ in seat 1's hand");
    for level in [Level::Random, Level::Easy, Level::Medium] {
        for seed in 0..20 {
            assert_eq!(
                ai::choose_with(&a, S0, level, seed, 3, &SMALL),
                ai::choose_with(&b, S0, level, seed, 3, &SMALL),
                "{level} with seed {seed}"
            );
        }
    }
    assert_eq!(ai::hint(&a, S0), ai::hint(&b, S0), "the hint too");
    // In a battle: seat 0 pillages Andlang, seat 1 defends with what it holds.
    let battle = |hand: &[&str]| {
        let mut g = action_position(hand);
        pillage_andlang(&mut g);
        assert!(matches!(
            g.pending().unwrap().decision,
            Decision::BattleCard { .. }
        ));
        AnyGame::Base(Box::new(g))
    };
    let a = battle(&["Tyr's Bash", "Thor's Hammer"]);
    let b = battle(&["Heimdall's Eye", "Frost Giant"]);
    assert_eq!(ai::hint(&a, S0), ai::hint(&b, S0), "the hint too");
    for level in [Level::Random, Level::Easy, Level::Medium] {
        for seed in 0..20 {
            let choice = ai::choose_with(&a, S0, level, seed, 4, &SMALL);
            assert!(choice.is_some());
            assert_eq!(
                choice,
                ai::choose_with(&b, S0, level, seed, 4, &SMALL),
                "{level}, seed {seed}"
            );
        }
    }
}

#[test]
fn with_rage_and_useful_actions_left_a_computer_clan_does_not_pass() {
    // Seat 0 has Rage, a monster to recruit, a quest and a province to pillage.
    let g = AnyGame::Base(Box::new(action_position(&["Tyr's Bash"])));
    for level in [Level::Easy, Level::Medium, Level::Hard] {
        let choice = ai::choose_with(&g, S0, level, 1, 0, &SMALL).unwrap();
        assert!(
            !matches!(choice, AnyCommand::Base(Command::Pass)),
            "{level} does not pass with Rage and good actions left"
        );
    }
}

#[test]
fn a_determinized_game_keeps_what_the_seat_sees_and_deals_everything_else_again() {
    let mut redealt = 0;
    for seed in 0..40u64 {
        let players = 2 + (seed % 4) as u8;
        let mut game = Game::new(&GameConfig::base(players, seed)).unwrap();
        let stop = 5 + seed * 7;
        sim::play(&mut game, 0, Some(stop), |_, _, _| {}).unwrap();
        if game.outcome().is_some() {
            continue;
        }
        for seat in (0..players).map(Seat) {
            let mut rng = GameRng::from_seed(seed);
            let imagined = game.determinize(seat, &mut rng);
            // The seat sees exactly the same game, and the same cards are hidden from it.
            assert_eq!(
                imagined.view(Viewer::Seat(seat)),
                game.view(Viewer::Seat(seat)),
                "seed {seed}, {seat}"
            );
            assert_eq!(
                imagined.hidden_from(Viewer::Seat(seat)),
                game.hidden_from(Viewer::Seat(seat))
            );
            assert_eq!(imagined.awaited(), game.awaited());
            if imagined != game {
                redealt += 1;
            }
            // The imagined game is a whole game: it plays to its end.
            let mut rest = imagined;
            sim::play(&mut rest, stop, None, |_, _, _| {}).unwrap();
            assert!(rest.outcome().is_some());
        }
    }
    assert!(
        redealt > 60,
        "cards were dealt again in only {redealt} positions"
    );
}

/// Seat 0's position with the cards it cannot see lying in one of two ways; in a battle for
/// Andlang (seat 0 attacking, seat 1 defending) if `battle`.
fn hidden_cards_position(one: [&str; 2], two: [&str; 2], rng_seed: u64, battle: bool) -> AnyGame {
    let mut g = Scenario::new(3)
        .hand(S0, &["Tyr's Smash", "Troll", "Alfheim"])
        .hand(S1, &one)
        .hand(S2, &two)
        .figures(S0, WARRIOR, "andlang", 2)
        .figure(S1, LEADER, "andlang")
        .figure(S1, WARRIOR, "gimle")
        .rng_seed(rng_seed)
        .build();
    if battle {
        pillage_andlang(&mut g);
        // Seat 1 puts its card face down first: which one is hidden from seat 0.
        let card = g.hand(S1)[0];
        play(&mut g, S1, Command::Play { card });
    }
    AnyGame::Base(Box::new(g))
}

#[test]
fn the_hard_level_decides_the_same_whoever_holds_the_hidden_cards_and_whatever_the_game_seed() {
    // The same cards hidden from seat 0, held differently by seats 1 and 2, and a different
    // random stream for the game: nothing seat 0 can tell apart.
    for battle in [false, true] {
        let a = hidden_cards_position(
            ["Tyr's Bash", "Thor's Hammer"],
            ["Odin's Smite", "Jotunheim"],
            1,
            battle,
        );
        let b = hidden_cards_position(
            ["Jotunheim", "Tyr's Bash"],
            ["Thor's Hammer", "Odin's Smite"],
            99,
            battle,
        );
        assert_ne!(a, b);
        assert!(a.awaited().contains(S0));
        for seed in 0..6 {
            let mut ra = GameRng::from_seed(seed);
            let mut rb = GameRng::from_seed(seed);
            assert_eq!(a.determinize(S0, &mut ra), b.determinize(S0, &mut rb));
            let choice = ai::choose_with(&a, S0, Level::Hard, seed, 3, &SMALL);
            assert!(choice.is_some());
            assert_eq!(
                choice,
                ai::choose_with(&b, S0, Level::Hard, seed, 3, &SMALL),
                "battle {battle}, seed {seed}"
            );
        }
    }
}

/// Whether a hint's reason belongs to the decision it answers.
fn reason_fits(kind: &str, reason: &Reason) -> bool {
    match reason {
        Reason::DraftBattle { .. } | Reason::DraftUpgrade { .. } => kind == "draft",
        Reason::Quest { .. } => kind == "draft" || kind == "action",
        Reason::KeepBest => kind == "keep" || kind == "prowess",
        Reason::Pillage { .. } => kind == "action" || kind == "thors_domain",
        Reason::Upgrade { .. } | Reason::Pass { .. } => kind == "action",
        Reason::Join { .. } | Reason::StayOut => kind == "call_to_battle",
        Reason::CardWins | Reason::CardStrongest => {
            matches!(kind, "battle_card" | "late_card" | "open_card")
        }
        Reason::NoCard => kind == "late_card",
        Reason::Raise { .. } => kind == "raise",
        Reason::CountQuest { .. } => kind == "count_quest",
        Reason::KeepStrongest => kind == "spare" || kind == "sacrifice",
        Reason::Free => matches!(kind, "succor" | "blessing" | "save"),
        Reason::SendGod { .. } => kind == "move_god",
        Reason::Strengthen { .. }
        | Reason::Ragnarok { .. }
        | Reason::QuestLead { .. }
        | Reason::Presence { .. } => matches!(
            kind,
            "action" | "march" | "free_invade" | "blessing" | "lord_of_hammers"
        ),
        Reason::Best => true,
    }
}

/// The slug of a reason, to count which ones whole games give.
fn reason_name(reason: &Reason) -> String {
    let debug = format!("{reason:?}");
    debug
        .split([' ', '{'])
        .next()
        .unwrap_or_default()
        .to_string()
}

#[test]
fn a_hint_is_the_medium_levels_first_choice_with_a_reason_that_fits_the_decision() {
    let mut seen: BTreeMap<String, u32> = BTreeMap::new();
    let mut hints = 0u32;
    for players in 2..=5u8 {
        for seed in 0..3u64 {
            let with_gods = seed == 2;
            let seed = 300 + 10 * u64::from(players) + seed;
            // One game in three with Gods of Asgard (open battle cards, gods sent on) and
            // Mystics of Midgard (Mystics striking and escaping).
            let config = if with_gods {
                use bloodrage_bot::engine::family::Family as _;
                Game::configure(
                    players,
                    seed,
                    &bloodrage_bot::engine::base::BaseOptions {
                        gods: true,
                        mystics: true,
                        ..Default::default()
                    },
                )
            } else {
                GameConfig::base(players, seed)
            };
            let mut game = AnyGame::new(&config).unwrap();
            let mut position = 0;
            while game.outcome().is_none() {
                let kind = game.decision().unwrap().kind;
                for seat in game.awaited().iter() {
                    let (command, reason) =
                        ai::hint(&game, seat).expect("an awaited seat gets a hint");
                    assert_eq!(
                        vec![command.clone()],
                        game.policy_ranking(seat, Level::Medium, 1),
                        "seed {seed}: the hint is medium's first choice"
                    );
                    let AnyReason::Base(r) = reason else {
                        panic!("a Blood Rage game gives Blood Rage reasons");
                    };
                    assert!(
                        reason_fits(kind, &r),
                        "seed {seed}: {r:?} for a {kind} decision"
                    );
                    let line = present::game(&game).hint(
                        seat,
                        &command,
                        &reason,
                        bloodrage_bot::present::locale::Lang::En,
                    );
                    assert!(
                        !line.contains('\n') && line.ends_with('.'),
                        "one line: {line}"
                    );
                    *seen.entry(reason_name(&r)).or_default() += 1;
                    hints += 1;
                }
                // A seat that is not awaited gets none.
                for seat in (0..players).map(Seat) {
                    if !game.awaited().contains(seat) {
                        assert!(ai::hint(&game, seat).is_none());
                    }
                }
                let seat = game.awaited().iter().next().unwrap();
                let command =
                    ai::choose_with(&game, seat, Level::Medium, seed, position, &SMALL).unwrap();
                game.apply(seat, &command).unwrap();
                position += 1;
            }
        }
    }
    // Whole games give the reasons of their common decisions, and rarely the catch-all.
    for name in [
        "DraftBattle",
        "DraftUpgrade",
        "Quest",
        "Pillage",
        "Strengthen",
        "Ragnarok",
        "Presence",
        "Upgrade",
        "Pass",
        "StayOut",
        "CardWins",
        "CardStrongest",
        "KeepBest",
        "Raise",
        "SendGod",
    ] {
        assert!(seen.contains_key(name), "no {name} among {seen:?}");
    }
    let best = seen.get("Best").copied().unwrap_or(0);
    assert!(best * 10 < hints, "the catch-all reason is rare: {seen:?}");
}

#[test]
fn a_hint_says_what_the_move_is_for_and_which_battle_card_to_play() {
    // Seat 0 has two Warriors in Andlang, next to Yggdrasil (its pillage gives every stat).
    let g = AnyGame::Base(Box::new(action_position(&["Tyr's Bash"])));
    let (command, reason) = ai::hint(&g, S0).unwrap();
    assert_eq!(
        ai::choose_with(&g, S0, Level::Medium, 1, 0, &SMALL),
        Some(command.clone())
    );
    assert_eq!(
        reason,
        AnyReason::Base(Reason::Strengthen {
            province: ProvinceId::YGGDRASIL,
            chance: 84
        })
    );
    assert_eq!(
        present::game(&g).hint(
            S0,
            &command,
            &reason,
            bloodrage_bot::present::locale::Lang::En
        ),
        "**March from Andlang to Yggdrasil (1 Rage)**: it raises your chance of winning a pillage \
         of Yggdrasil to about 84 %."
    );
    // In a battle, seat 0 is told which card to play and why.
    let mut b = action_position(&["Tyr's Bash"]);
    pillage_andlang(&mut b);
    let b = AnyGame::Base(Box::new(b));
    let (command, reason) = ai::hint(&b, S0).unwrap();
    assert_eq!(reason, AnyReason::Base(Reason::CardStrongest));
    assert_eq!(
        present::game(&b).hint(
            S0,
            &command,
            &reason,
            bloodrage_bot::present::locale::Lang::En
        ),
        "**Play Tyr's Smash (+3)**: this battle may be lost, and losers take their cards back: \
         play your strongest."
    );
}

/// Medium clans in every seat play the game of `config` to its end within 3,000 commands; gives
/// the commands played.
fn medium_clans_end(config: &GameConfig) -> Vec<AnyCommand> {
    let mut game = AnyGame::new(config).unwrap();
    let mut played = Vec::new();
    let mut position = 0u64;
    while game.outcome().is_none() {
        assert!(
            position < 3_000,
            "{} players, seed {}: the game does not end",
            config.players,
            config.seed
        );
        let seat = game.awaited().iter().next().unwrap();
        let command = ai::choose(&game, seat, Level::Medium, config.seed, position).unwrap();
        game.apply(seat, &command).unwrap();
        played.push(command);
        position += 1;
    }
    played
}

/// Games where a pillage in Frigga's province once failed again and again (nobody dies there, so
/// nothing changed): the medium level ends them, and ends every game of a sample with the gods.
#[test]
fn medium_clans_end_games_with_the_gods_and_never_repeat_a_lost_pillage_in_friggas_province() {
    use bloodrage_bot::engine::base::BaseOptions;
    use bloodrage_bot::engine::family::Family as _;
    let mut cases = vec![(5u8, 1u64, false), (5, 178, true), (4, 22, true)];
    cases.extend((2..=5u8).flat_map(|p| (0..5u64).map(move |s| (p, 900 + s, s % 2 == 0))));
    for (players, seed, ks) in cases {
        let config = Game::configure(
            players,
            seed,
            &BaseOptions {
                gods: true,
                ks,
                ..BaseOptions::default()
            },
        );
        medium_clans_end(&config);
    }
}

/// Games where a clan whose only figures in a province were Mystics saved by Frigga's Chosen lost
/// (or tied) the same pillage again and again, escaping to the next province and pillaging from
/// there: the medium level ends them, and ends every game of a sample with Mystics of Midgard.
#[test]
fn medium_clans_end_games_with_the_mystics_and_never_repeat_a_pillage_that_costs_them_nothing() {
    use bloodrage_bot::engine::base::BaseOptions;
    use bloodrage_bot::engine::family::Family as _;
    let mut cases = vec![(4u8, 30u64, true), (5, 123, true), (3, 233, true)];
    cases.extend((2..=5u8).flat_map(|p| (0..4u64).map(move |s| (p, 700 + s, s % 2 == 0))));
    for (players, seed, all) in cases {
        let config = Game::configure(
            players,
            seed,
            &BaseOptions {
                mystics: true,
                gods: all,
                ks: all,
                ..BaseOptions::default()
            },
        );
        medium_clans_end(&config);
    }
}

/// Five medium clans end games with every option on, the Kickstarter's copies and the Boar clan
/// included (EX-05, EX-31, EX-32), and play the copies.
#[test]
fn medium_clans_end_five_player_games_with_every_option_and_play_the_kickstarter_copies() {
    use bloodrage_bot::engine::base::data::Expansion;
    use bloodrage_bot::engine::base::{BaseOptions, Command};
    use bloodrage_bot::engine::family::Family as _;
    let mut copies = 0;
    for seed in 0..6u64 {
        let config = Game::configure(
            5,
            810 + seed,
            &BaseOptions {
                ks: true,
                ks_dupes: true,
                boar_clan: true,
                gods: seed % 2 == 0,
                mystics: seed % 3 != 0,
                ..BaseOptions::default()
            },
        );
        copies += medium_clans_end(&config)
            .iter()
            .filter(|c| {
                matches!(c.get::<Game>(), Some(Command::Upgrade { card, .. })
                    if card.def().expansion == Some(Expansion::KsDupes))
            })
            .count();
    }
    assert!(copies > 0, "the medium level plays the copies");
}
