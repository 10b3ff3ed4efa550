//! The front ends' controls (`dialogue::controls`): a pick whose check fails, cut text, and
//! every legal command reachable from the root panel within the limits.

use bloodrage_bot::dialogue::controls::*;
use bloodrage_bot::engine::AnyGame;
use bloodrage_bot::engine::GameConfig;
use bloodrage_bot::engine::Seat;
use bloodrage_bot::present::locale::Lang;

use bloodrage_bot::dialogue::testing::LIMITS;

#[test]
fn a_pick_whose_check_fails_resolves_to_nothing_or_to_the_moved_command() {
    let game = AnyGame::new(&GameConfig::base(3, 1)).unwrap();
    let legal = game.legal_commands(Seat(0));
    let pick = Pick::new(2, &legal[2]);
    let mut shifted = legal.clone();
    shifted.remove(0);
    assert_eq!(pick.resolve(&shifted).as_ref(), Some(&legal[2]));
    shifted.retain(|c| *c != legal[2]);
    assert_eq!(pick.resolve(&shifted), None);
    assert_eq!(Pick { index: 0, check: 0 }.resolve(&legal), None);
}

#[test]
fn cut_text_ends_with_an_ellipsis_within_the_limit() {
    assert_eq!(cut("short", 10), "short");
    let long = cut(&"x".repeat(200), 100);
    assert_eq!(long.chars().count(), 100);
    assert!(long.ends_with('…'));
}

/// The choices a panel offers directly, and the paths it leads to.
fn offered(panel: &Panel) -> (Vec<Pick>, Vec<Path>) {
    let (mut picks, mut paths) = (Vec::new(), Vec::new());
    let mut see = |action: &Action| match action {
        Action::Choice(pick) => picks.push(*pick),
        other => paths.extend(Path::of(other)),
    };
    for row in &panel.rows {
        match row {
            Row::Buttons(buttons) => buttons.iter().for_each(|b| see(&b.action)),
            Row::Menu(menu) => menu.options.iter().for_each(|(_, a)| see(a)),
        }
    }
    (picks, paths)
}

/// Every legal command of every awaited seat of random games of each rule set is offered by
/// exactly the panels reachable from the root (each pick naming its own command), and every
/// panel keeps within the limits.
#[test]
fn every_legal_command_is_reachable_from_the_root_panel_within_the_limits() {
    use bloodrage_bot::engine::RuleSet;
    let mut checked = 0;
    for (g, &rules) in RuleSet::ALL.iter().cycle().take(9).enumerate() {
        let seed = 7_000 + g as u64;
        let players = 3 + (g % 3) as u8;
        let config = (rules.registered().default_config)(players, seed);
        let mut game = AnyGame::new(&config).unwrap();
        let mut position = 0;
        while let Some((seat, command)) = bloodrage_bot::sim::choose(&game, seed, position) {
            if position % 7 == 0 {
                for s in game.awaited().iter() {
                    let legal = game.legal_commands(s);
                    let mut reached = vec![false; legal.len()];
                    let mut paths = vec![Path::Root];
                    let mut seen = Vec::new();
                    while let Some(path) = paths.pop() {
                        if seen.contains(&path) {
                            continue;
                        }
                        seen.push(path);
                        let p = panel(&game, s, path, Lang::En, &LIMITS);
                        assert!(p.rows.len() <= LIMITS.rows, "{path:?}");
                        for row in &p.rows {
                            match row {
                                Row::Buttons(b) => {
                                    assert!(!b.is_empty() && b.len() <= LIMITS.buttons);
                                    for b in b {
                                        assert!(b.label.chars().count() <= LIMITS.label);
                                    }
                                }
                                Row::Menu(m) => {
                                    assert!(!m.options.is_empty());
                                    assert!(m.options.len() <= LIMITS.options);
                                    for (label, _) in &m.options {
                                        let n = label.chars().count();
                                        assert!(n <= LIMITS.option_label);
                                    }
                                }
                            }
                        }
                        let (picks, next) = offered(&p);
                        for pick in picks {
                            assert_eq!(legal[pick.index], pick.resolve(&legal).unwrap());
                            reached[pick.index] = true;
                        }
                        paths.extend(next);
                    }
                    let missing = reached.iter().filter(|r| !**r).count();
                    assert_eq!(missing, 0, "{rules:?} seed {seed} at {position}, {s}");
                    checked += 1;
                }
            }
            game.apply(seat, &command).unwrap();
            position += 1;
        }
    }
    assert!(checked > 100, "{checked}");
}
