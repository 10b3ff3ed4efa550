//! Discord's custom ids (`discord::ids`): every legal command of random games is read back from
//! its id; other actions and version 1's ids round-trip; garbage is refused.

use bloodrage_bot::discord::ids::*;
use bloodrage_bot::engine::{AnyGame, GameConfig, Seat};

#[test]
fn every_legal_command_of_random_games_is_picked_back_from_its_custom_id() {
    for seed in 0..40 {
        let players = 2 + (seed % 4) as u8;
        let mut game = AnyGame::new(&GameConfig::base(players, seed)).unwrap();
        let mut position = 0;
        while let Some((seat, command)) = bloodrage_bot::sim::choose(&game, seed, position) {
            for s in 0..players {
                let legal = game.legal_commands(Seat(s));
                for (i, c) in legal.iter().enumerate() {
                    let id = ComponentId::new(
                        i64::MAX,
                        u64::from(u32::MAX),
                        Action::Choice(Pick::new(i, c)),
                    );
                    let text = id.encode();
                    assert!(text.len() <= MAX_CUSTOM_ID, "{text}");
                    let parsed = ComponentId::parse(&text).unwrap();
                    assert_eq!(parsed, id, "{text}");
                    let Action::Choice(pick) = parsed.action else {
                        unreachable!()
                    };
                    assert_eq!(pick.resolve(&legal).as_ref(), Some(c));
                }
            }
            game.apply(seat, &command).unwrap();
            position += 1;
        }
    }
}

#[test]
fn other_actions_and_version_1_ids_round_trip_and_garbage_is_rejected() {
    for action in [
        Action::Join,
        Action::Leave,
        Action::Start,
        Action::AddComputer,
        Action::RemoveComputer,
        Action::Open,
        Action::Hand,
        Action::Undo,
        Action::UndoConfirm,
        Action::UndoKeep,
        Action::Menu,
        Action::Select,
        Action::Kind(3),
        Action::Group(1, 4),
        Action::LegacyCommand("in.warrior.gimle".into()),
        Action::LegacySelect,
        Action::LegacyPath,
    ] {
        let id = ComponentId::new(42, 7, action);
        assert_eq!(ComponentId::parse(&id.encode()), Some(id));
    }
    assert_eq!(
        ComponentId::parse("br1:5:9:join"),
        Some(ComponentId::new(5, 9, Action::Join))
    );
    assert_eq!(
        ComponentId::parse("br1:5:9:k.in").map(|c| c.action),
        Some(Action::LegacyPath)
    );
    for bad in [
        "",
        "br2",
        "br3:1:1:join",
        "br2:x:1:join",
        "br2:1:1:c.3.zz",
        "br2:1:1:c.3",
        "br2:1:1:zz",
        "br2:1:1:k.in",
    ] {
        assert_eq!(ComponentId::parse(bad), None, "{bad}");
    }
    assert_eq!(
        ComponentId::menu_target(1, 2, "g.0.3").map(|c| c.action),
        Some(Action::Group(0, 3))
    );
    assert_eq!(ComponentId::menu_target(1, 2, "join"), None);
}
