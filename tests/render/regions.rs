//! The places a player may point at on a board picture (`Shows::regions`), for every rule set:
//! each place of the board once, by the name typed actions take, drawn where the board draws it.

use bloodrage_bot::engine::base::data::{FjordId, ProvinceId};
use bloodrage_bot::engine::{AnyCommand, AnyGame, RuleSet, Seat};
use bloodrage_bot::present::locale::Lang;
use bloodrage_bot::present::valhalla::actions::parse_chamber;
use bloodrage_bot::present::{self, Names};
use std::collections::BTreeSet;

#[test]
fn every_place_of_every_board_is_one_region_inside_the_picture_named_as_typed_actions_take_it() {
    for &rules in RuleSet::ALL {
        for players in rules.players() {
            let config = (rules.registered().default_config)(players, 7);
            let game = AnyGame::new(&config).unwrap();
            let board = present::board_canvas(&game, &Names::default(), "t", &[], Lang::En);
            let (width, height) = board.size();
            board.recycle();
            let (width, height) = (f64::from(width), f64::from(height));
            for lang in [Lang::En, Lang::Fr] {
                let regions = present::game(&game).regions(lang);
                let places: BTreeSet<&str> = regions.iter().map(|r| r.place.as_str()).collect();
                assert_eq!(places.len(), regions.len(), "{rules:?}: a place twice");
                // Every place of the board, and nothing else.
                let expected: BTreeSet<String> = match rules {
                    RuleSet::Base | RuleSet::Reprisal => ProvinceId::outer()
                        .chain([ProvinceId::YGGDRASIL])
                        .map(|p| p.slug().to_string())
                        .chain(FjordId::all().map(|f| f.slug().to_string()))
                        .collect(),
                    RuleSet::Valhalla => {
                        let pack = game.as_valhalla().unwrap().pack();
                        pack.chamber_ids()
                            .map(|c| pack.chamber(c).id.clone())
                            .collect()
                    }
                };
                assert_eq!(
                    places,
                    expected.iter().map(String::as_str).collect(),
                    "{rules:?}"
                );
                for region in &regions {
                    // Named as typed actions take it.
                    match rules {
                        RuleSet::Base | RuleSet::Reprisal => assert!(
                            ProvinceId::parse(&region.place).is_some()
                                || FjordId::parse(&region.place).is_some()
                        ),
                        RuleSet::Valhalla => assert!(
                            parse_chamber(game.as_valhalla().unwrap(), &region.place).is_some()
                        ),
                    }
                    assert!(!region.label.is_empty());
                    // Inside the picture.
                    for &(x, y) in &region.outline {
                        assert!(
                            (0.0..=width).contains(&f64::from(x))
                                && (0.0..=height).contains(&f64::from(y)),
                            "{rules:?} {}: ({x}, {y}) outside {width}x{height}",
                            region.place
                        );
                    }
                    // Its centre is its own and no other place's: a tap there finds it alone.
                    let centre = region.centre();
                    assert!(region.contains(centre), "{rules:?} {}", region.place);
                    for other in regions.iter().filter(|o| o.place != region.place) {
                        assert!(
                            !other.contains(centre),
                            "{rules:?}: {} covers the centre of {}",
                            other.place,
                            region.place
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn fjords_are_named_in_the_players_language_and_provinces_as_printed() {
    let game = AnyGame::new(&(RuleSet::Base.registered().default_config)(3, 1)).unwrap();
    let en = present::game(&game).regions(Lang::En);
    let fr = present::game(&game).regions(Lang::Fr);
    let label = |regions: &[present::Region], place: &str| {
        regions
            .iter()
            .find(|r| r.place == place)
            .map(|r| r.label.clone())
            .unwrap()
    };
    let province = ProvinceId::outer().next().unwrap();
    assert_eq!(label(&en, province.slug()), province.name());
    assert_eq!(label(&fr, province.slug()), province.name());
    let fjord = FjordId::all().next().unwrap();
    assert_ne!(label(&en, fjord.slug()), label(&fr, fjord.slug()));
}

/// Plays a whole random game of `rules` at its most players (a spread of choices, the same every
/// run), showing `look` every position: the game, the seat awaited and its legal commands.
fn play_through(rules: RuleSet, seed: u64, mut look: impl FnMut(&AnyGame, Seat, &[AnyCommand])) {
    let players = *rules.players().end();
    let config = (rules.registered().default_config)(players, seed);
    let mut game = AnyGame::new(&config).unwrap();
    let mut moves = 0u64;
    while game.outcome().is_none() && moves < 3_000 {
        let Some(seat) = game.awaited().iter().next() else {
            break;
        };
        let legal = game.legal_commands(seat);
        look(&game, seat, &legal);
        let pick = (moves.wrapping_mul(2_654_435_761) >> 7) as usize % legal.len();
        game.apply(seat, &legal[pick]).unwrap();
        moves += 1;
    }
    assert!(game.outcome().is_some(), "{rules:?}: played to the end");
}

/// Every place a choice names (`Shows::places`, which the web page filters the choices by when a
/// place is tapped) is a region of the board, through whole random games of every rule set; and
/// the actions on the board name theirs (an invasion, a march, a pillage, a summon).
#[test]
fn every_place_a_choice_names_is_a_region_of_its_board_through_whole_games() {
    for &rules in RuleSet::ALL {
        let config = (rules.registered().default_config)(*rules.players().end(), 11);
        let regions: BTreeSet<String> = present::game(&AnyGame::new(&config).unwrap())
            .regions(Lang::En)
            .into_iter()
            .map(|r| r.place)
            .collect();
        let mut named = BTreeSet::new();
        play_through(rules, 11, |game, _, legal| {
            for command in legal {
                for place in present::game(game).places(command) {
                    assert!(
                        regions.contains(&place),
                        "{rules:?}: {place} in {command:?}"
                    );
                    named.insert(place);
                }
            }
        });
        assert!(
            named.len() * 2 >= regions.len(),
            "{rules:?}: the choices of a whole game name most places ({} of {})",
            named.len(),
            regions.len()
        );
    }
}

#[test]
fn every_card_a_choice_names_has_its_printed_text_under_the_choice_through_whole_games() {
    for &rules in RuleSet::ALL {
        let mut texts = BTreeSet::new();
        play_through(rules, 13, |game, seat, legal| {
            for lang in [Lang::En, Lang::Fr] {
                let shows = present::game(game);
                let prompt = shows.prompt(seat, lang);
                for (choice, command) in prompt.choices.iter().zip(legal) {
                    let text = shows.card_text(command, lang);
                    let json = serde_json::to_value(command).unwrap().to_string();
                    let names_a_card = json.contains("\"card\"");
                    match (rules, text) {
                        // A battle card's power and effect are in the choice's own words.
                        (RuleSet::Reprisal, text) => assert_eq!(text, None, "{command:?}"),
                        (_, None) => assert!(!names_a_card, "{rules:?}: no text for {json}"),
                        (_, Some(text)) => {
                            assert!(names_a_card, "{rules:?}: a text for {json}");
                            // The card in bold, as the choice names it, then its text.
                            let name = text.split("**").nth(1).unwrap();
                            assert!(
                                choice.label.contains(name),
                                "{rules:?}: {name} in {:?}",
                                choice.label
                            );
                            assert!(!text.contains('\n'), "{rules:?}: one line: {text}");
                            let words = text.rsplit_once(':').unwrap().1.trim();
                            assert!(words.len() > 5, "{rules:?}: the text of {text}");
                            if lang == Lang::Fr {
                                assert!(text.contains("**\u{a0}:") || text.contains(")\u{a0}:"));
                            }
                            texts.insert(text);
                        }
                    }
                }
            }
        });
        if rules != RuleSet::Reprisal {
            assert!(
                texts.len() >= 40,
                "{rules:?}: the cards of a whole game, each told ({})",
                texts.len()
            );
        }
    }
}
