//! Data checks: the card catalogue and board as loaded from `assets/base/`.

use bloodrage_bot::engine::base::data::{CardKind, board, catalogue};

/// 4.2: per-Age deck sizes for 2/3/4/5 players deal exactly 8 cards per player and leave the
/// documented leftovers (4 with 2 players, else 2).
#[test]
fn deck_sizes_deal_exactly_eight_per_player_with_documented_leftovers() {
    let expected = [(2u8, 20usize, 4usize), (3, 26, 2), (4, 34, 2), (5, 42, 2)];
    for age in 1..=3 {
        for (players, size, left) in expected {
            let deck = catalogue().deck(age, players);
            assert_eq!(deck.len(), size, "Age {age}, {players} players");
            assert_eq!(
                deck.len() - 8 * players as usize,
                left,
                "Age {age}, {players} players"
            );
        }
    }
}

/// 4.2: composition of the 4-player decks (13 battle, 3 monsters, 1 leader, 1 warrior, 1 ship,
/// 6 clan, 9 quests).
#[test]
fn four_player_decks_have_the_documented_composition() {
    for age in 1..=3 {
        let deck = catalogue().deck(age, 4);
        let count = |k: CardKind| deck.iter().filter(|c| c.def().kind == k).count();
        assert_eq!(count(CardKind::Battle), 13, "Age {age}");
        assert_eq!(count(CardKind::Monster), 3, "Age {age}");
        assert_eq!(count(CardKind::Upgrade), 9, "Age {age}");
        assert_eq!(count(CardKind::Quest), 9, "Age {age}");
    }
}

/// 1.5: provinces destroyed before play by player count.
#[test]
fn provinces_destroyed_at_setup_follow_the_player_count() {
    assert_eq!(board().destroyed_at_setup[2..=5], [3, 2, 1, 0]);
}

/// 4.2: quest Glory by Age.
#[test]
fn quest_glory_matches_the_reference_table() {
    let glory = |name: &str, age: u8| {
        catalogue()
            .rows
            .iter()
            .find(|r| r.name == name && r.age == age)
            .and_then(|r| r.glory)
            .unwrap_or_else(|| panic!("{name} Age {age}"))
    };
    for (name, by_age) in [
        ("Alfheim", [5, 7, 9]),
        ("Glorious Death", [6, 8, 11]),
        ("Yggdrasil", [6, 8, 11]),
        ("Widespread", [7, 10, 15]),
    ] {
        for age in 1..=3u8 {
            assert_eq!(
                glory(name, age),
                by_age[age as usize - 1],
                "{name} Age {age}"
            );
        }
    }
}
