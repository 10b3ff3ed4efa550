//! Blood Rage's words (`present::base::words`): every decision and every kind of card wanted
//! is worded from its id in each language; refusals and prompts read as they should.
//! worded from its id, in each language.

use bloodrage_bot::engine::GameConfig;
use bloodrage_bot::engine::Seat;
use bloodrage_bot::engine::base::DecisionKind;
use bloodrage_bot::engine::base::Game;
use bloodrage_bot::engine::base::NotOffered;
use bloodrage_bot::engine::base::RuleError;
use bloodrage_bot::engine::base::Wanted;
use bloodrage_bot::engine::base::data::ProvinceId;
use bloodrage_bot::present::Names;
use bloodrage_bot::present::base::words::*;
use bloodrage_bot::present::locale;
use bloodrage_bot::present::locale::Lang;
use bloodrage_bot::vocabulary::Vocabulary;

#[test]
fn refusals_read_as_sentences() {
    let game = Game::new(&GameConfig::base(3, 1)).unwrap();
    let names = Names {
        mention: Vec::new(),
        plain: vec!["Ann".into(), "Bo".into(), "Cy".into()],
    };
    let gimle = ProvinceId::parse("gimle").unwrap();
    let cases = [
        (
            RuleError::WrongDecision {
                got: "pass",
                expected: DecisionKind::Draft,
            },
            "You can't pass now: you must draft a card.",
        ),
        (
            RuleError::NotYourTurn {
                waiting: vec![Seat(1), Seat(2)],
                decision: DecisionKind::BattleCard,
            },
            "It isn't your turn: the game is waiting for Bo, Cy to choose a battle card.",
        ),
        (
            RuleError::NotEnoughRage { need: 2, have: 1 },
            "That costs 2 Rage and you have 1.",
        ),
        (
            RuleError::ProvinceFull {
                province: gimle,
                villages: 5,
            },
            "Gimle is full: all 5 villages are taken.",
        ),
    ];
    for (error, sentence) in cases {
        assert_eq!(
            refusal(
                &game,
                &error,
                &names,
                bloodrage_bot::present::locale::Lang::En
            ),
            sentence
        );
    }
    // What is offered instead, in the reader's language: the choices' own labels.
    let legal = game.legal_commands(Seat(0));
    let offered = RuleError::NotOffered {
        why: NotOffered::Choices {
            seat: Seat(0),
            legal: legal.clone(),
        },
    };
    let fr = refusal(&game, &offered, &names, Lang::Fr);
    let first = bloodrage_bot::present::base::prompt::describe(&game, Seat(0), &legal[0], Lang::Fr);
    assert!(
        fr.starts_with("Ce choix n'est pas proposé maintenant\u{a0}: vous pouvez\u{a0}: ")
            && fr.contains(&first),
        "{fr}"
    );
    let grace = RuleError::NotOffered {
        why: NotOffered::SameStat {
            stat: bloodrage_bot::engine::base::data::Stat::Axes,
        },
    };
    assert_eq!(
        refusal(&game, &grace, &names, Lang::Fr),
        "Ce choix n'est pas proposé maintenant\u{a0}: Frigga's Grace doit augmenter une autre \
         caractéristique que le pillage\u{a0}; choisissez Rage ou Cornes."
    );
    // Every decision and every kind of card wanted is worded from its id, in each language:
    // the engine's English descriptions (for logs) never reach a player.
    for &kind in DecisionKind::ALL {
        let english = kind.describe();
        for lang in [Lang::En, Lang::Fr] {
            let label = decision_label(kind.slug(), lang);
            assert!(!label.contains('_'), "{kind:?}: {label}");
            let key = locale::key("decision-", kind);
            assert!(locale::has(&key), "{key}");
            let text = refusal(
                &game,
                &RuleError::NotYourTurn {
                    waiting: vec![Seat(1)],
                    decision: kind,
                },
                &names,
                lang,
            );
            assert!(text.contains(&label), "{text}");
            if lang == Lang::Fr {
                assert!(!text.contains(english), "{text}");
            }
        }
    }
    let card = game.private_view(Seat(0)).pack[0];
    for wanted in [Wanted::Quest, Wanted::Upgrade, Wanted::Late] {
        let fr = refusal(
            &game,
            &RuleError::WrongCardKind { card, wanted },
            &names,
            Lang::Fr,
        );
        assert!(!fr.contains(&wanted.to_string()), "{fr}");
    }
    let missing = RuleError::MissingUpgrade {
        card: bloodrage_bot::engine::base::data::CardName::TyrsChallenge,
    };
    assert_eq!(
        refusal(&game, &missing, &names, Lang::Fr),
        "Il vous faut Tyr's Challenge sur votre fiche de clan pour cela."
    );
    for kind in [
        "draft",
        "invade",
        "march",
        "upgrade",
        "quest",
        "pillage",
        "challenge",
        "sacrifice",
        "recall",
        "pass",
        "move",
        "join",
        "play",
        "count_quest",
        "keep",
        "spare",
        "destroy",
        "protect",
        "retreat",
        "raise",
        "move_leader",
        "accept",
        "done",
    ] {
        let text = refusal(
            &game,
            &RuleError::WrongDecision {
                got: kind,
                expected: DecisionKind::Draft,
            },
            &names,
            bloodrage_bot::present::locale::Lang::En,
        );
        assert!(!text.contains('`') && !text.contains('_'), "{text}");
    }
}

#[test]
fn the_invade_suggestion_gives_a_figures_price_where_it_may_go_free_in_the_mystic_trolls_province()
{
    use bloodrage_bot::engine::base::data::Monster;
    use bloodrage_bot::engine::base::testkit::Scenario;
    use bloodrage_bot::present::base::actions::suggest;
    let game = Scenario::new(2)
        .rage(Seat(0), 5)
        .monster(Seat(0), Monster::MysticTroll, "gimle")
        .upgrade(Seat(0), "Troll")
        .build();
    let labels: Vec<String> = suggest(&game, Seat(0), "invade", "figure", &[], Lang::En)
        .into_iter()
        .map(|s| s.label)
        .collect();
    assert!(
        labels.contains(&"Troll (0–2 Rage)".to_owned()),
        "free in Gimle, 2 elsewhere (EX-09): {labels:?}"
    );
    assert!(labels.contains(&"Leader (0 Rage)".to_owned()), "{labels:?}");
    let fr: Vec<String> = suggest(&game, Seat(0), "invade", "figure", &[], Lang::Fr)
        .into_iter()
        .map(|s| s.label)
        .collect();
    assert!(fr.iter().any(|l| l.ends_with("(0 à 2 Rage)")), "{fr:?}");
}
