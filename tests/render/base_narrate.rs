//! Blood Rage's narration (`present::base::narrate`): a Lord of Hammers move, final scores, and
//! whole random games told with public cards only.

use bloodrage_bot::engine::GameConfig;
use bloodrage_bot::engine::Seat;
use bloodrage_bot::engine::Viewer;
use bloodrage_bot::engine::base::Event;
use bloodrage_bot::engine::base::Game;
use bloodrage_bot::engine::base::ProvinceId;
use bloodrage_bot::engine::base::data::Stat;
use bloodrage_bot::present::Names;
use bloodrage_bot::present::base::narrate::*;
use bloodrage_bot::present::locale::Lang;

#[test]
fn a_lord_of_hammers_move_told_on_its_own_is_not_a_figure_joining_a_battle() {
    let names = Names {
        mention: vec!["Ann".into(), "Bo".into()],
        plain: Vec::new(),
    };
    let events = [Event::LeaderMoved {
        seat: Seat(1),
        from: ProvinceId(1),
        to: ProvinceId::YGGDRASIL,
        giant: false,
    }];
    let text = narrate(&events, &names, Lang::En).join("\n");
    assert_eq!(
        text,
        format!(
            "Bo moves its Leader from {} to Yggdrasil (Lord of Hammers).",
            ProvinceId(1)
        )
    );
}

#[test]
fn the_gods_of_asgard_are_told_where_they_stand_go_and_what_they_do_in_both_languages() {
    use bloodrage_bot::engine::base::Cause;
    use bloodrage_bot::engine::base::data::{CardId, God};
    let names = Names {
        mention: vec!["Ann".into(), "Bo".into()],
        plain: Vec::new(),
    };
    let p = |name: &str| ProvinceId::parse(name).unwrap();
    let events = [
        Event::GodsPlaced {
            places: vec![(God::Thor, p("gimle")), (God::Frigga, p("horgr"))],
        },
        Event::GodMoved {
            seat: Seat(0),
            god: God::Thor,
            from: p("gimle"),
            to: ProvinceId::YGGDRASIL,
        },
        Event::GodStayed {
            god: God::Frigga,
            province: p("horgr"),
        },
        Event::DeathsPrevented {
            god: God::Frigga,
            province: p("horgr"),
            cause: Cause::Battle,
        },
        Event::GloryGained {
            seat: Seat(1),
            amount: 4,
            cause: Cause::God(God::Thor),
        },
        Event::CardPlayedOpen {
            seat: Seat(1),
            card: CardId(0),
            round: 1,
        },
    ];
    let en = narrate(&events, &names, Lang::En);
    let card = CardId(0).def().name.clone();
    assert_eq!(
        en[..5],
        [
            "The gods take their places: **Thor** in Gimle and **Frigga** in Horgr.".to_owned(),
            "Ann sends **Thor** from Gimle to Yggdrasil.".to_owned(),
            "**Frigga** stays in Horgr: no province can take the god.".to_owned(),
            "**Frigga** protects Horgr: nobody is destroyed (battle).".to_owned(),
            "Bo gains 4 Glory (Thor).".to_owned(),
        ],
        "{en:?}"
    );
    assert!(
        en[5].starts_with(&format!("Bo plays **{card}**"))
            && en[5].ends_with("face up (Heimdall)."),
        "{en:?}"
    );
    let fr = narrate(&events, &names, Lang::Fr).join("\n");
    assert!(
        fr.contains("Les dieux prennent place\u{a0}: **Thor** à Gimle et **Frigga** à Horgr.")
            && fr.contains("Ann envoie **Thor** de Gimle vers Yggdrasil.")
            && fr.contains("face visible (Heimdall)."),
        "{fr}"
    );
}

#[test]
fn the_mystics_of_midgard_are_told_joining_escaping_striking_and_held_back_in_both_languages() {
    use bloodrage_bot::engine::base::data::CardName;
    use bloodrage_bot::engine::base::{Cause, Figure, Place};
    let names = Names {
        mention: vec!["Ann".into(), "Bo".into()],
        plain: Vec::new(),
    };
    let p = |name: &str| ProvinceId::parse(name).unwrap();
    let events = [
        Event::MysticJoined {
            seat: Seat(0),
            card: CardName::OdinsChosen,
        },
        Event::MysticStruck {
            seat: Seat(0),
            province: p("horgr"),
            enemy: Seat(1),
            victim: Figure::Warrior,
        },
        Event::MysticHeldBack {
            seat: Seat(0),
            province: p("horgr"),
        },
        Event::MysticEscaped {
            seat: Seat(1),
            from: Place::Province(p("gimle")),
            to: ProvinceId::YGGDRASIL,
        },
        Event::FigureDestroyed {
            seat: Seat(1),
            figure: Figure::Mystic,
            at: Place::Province(p("gimle")),
            cause: Cause::Card(CardName::OdinsChosen),
        },
        Event::GloryGained {
            seat: Seat(0),
            amount: 6,
            cause: Cause::Card(CardName::ThorsChosen),
        },
    ];
    assert_eq!(
        narrate(&events, &names, Lang::En),
        [
            "A Mystic joins Ann's reserve (Odin's Chosen).",
            "Ann's Mystic invades Horgr, striking at Bo's Warrior (Odin's Chosen).",
            "The village in Horgr is not freed: Ann's Mystic stays in the reserve.",
            "Bo's Mystic escapes from Gimle to Yggdrasil (Frigga's Chosen).",
            "Bo loses a Mystic to Valhalla (Odin's Chosen).",
            "Ann gains 6 Glory (Thor's Chosen).",
        ]
    );
    let fr = narrate(&events, &names, Lang::Fr).join("\n");
    assert!(
        fr.contains("Un Mystique rejoint la réserve d'Ann (Odin's Chosen).")
            && fr.contains("Le Mystique d'Ann envahit Horgr et frappe le Guerrier de Bo")
            && fr.contains("Le Mystique de Bo fuit de Gimle vers Yggdrasil (Frigga's Chosen).")
            && fr.contains("Bo perd un Mystique"),
        "{fr}"
    );
}

#[test]
fn final_scores_itemise_the_stat_bonuses_and_ties_share_a_rank() {
    let names = Names {
        mention: vec!["Ann".into(), "Bo".into(), "Cy".into()],
        plain: Vec::new(),
    };
    let events = [
        Event::StatBonus {
            seat: Seat(1),
            stat: Stat::Axes,
            glory: 10,
        },
        Event::StatBonus {
            seat: Seat(1),
            stat: Stat::Horns,
            glory: 5,
        },
        Event::StatBonus {
            seat: Seat(2),
            stat: Stat::Rage,
            glory: 5,
        },
        Event::GameEnded {
            glory: vec![30, 45, 45],
            winners: vec![Seat(1), Seat(2)],
        },
    ];
    let text = narrate(&events, &names, Lang::En).join("\n");
    assert!(
        text.contains("1. Bo: **45** = 30 + Rage 0 + Axes 10 + Horns 5"),
        "{text}"
    );
    assert!(
        text.contains("1. Cy: **45** = 40 + Rage 5 + Axes 0 + Horns 0"),
        "{text}"
    );
    assert!(
        text.contains("3. Ann: **30** = 30 + Rage 0 + Axes 0 + Horns 0"),
        "{text}"
    );
    assert!(text.ends_with("**Bo and Cy share the victory!**"), "{text}");
}

#[test]
fn narration_of_whole_random_games_names_only_public_cards() {
    for seed in 0..20 {
        let mut game = Game::new(&GameConfig::base(4, seed)).unwrap();
        let names = Names {
            mention: (0..4).map(|i| format!("P{i}")).collect(),
            plain: Vec::new(),
        };
        let mut position = 0;
        while let Some((seat, command)) = bloodrage_bot::sim::choose(&game, seed, position) {
            let hidden = game.hidden_from(Viewer::Public);
            let events = game.apply(seat, &command).unwrap();
            let public: Vec<Event> = events
                .iter()
                .filter_map(|e| e.redact(Viewer::Public))
                .collect();
            for line in narrate(&public, &names, Lang::En) {
                assert!(!line.is_empty());
                // A face-down card's name never appears: every card named comes from a public event.
                for c in hidden
                    .iter()
                    .filter(|c| !public.iter().flat_map(Event::cards).any(|p| p == **c))
                {
                    let name = format!("**{}**", c.def().name);
                    let named_publicly = public
                        .iter()
                        .flat_map(Event::cards)
                        .any(|p| p.def().name == c.def().name);
                    assert!(
                        !line.contains(&name) || named_publicly,
                        "seed {seed}: {line}"
                    );
                }
            }
            position += 1;
        }
    }
}
