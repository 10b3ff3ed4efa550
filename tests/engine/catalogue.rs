//! Blood Rage's board and card catalogue (`engine::base::data`): the printed geography, stable
//! ids, 42 cards per Age, card texts read from their rows and refused when they do not suit.

use bloodrage_bot::engine::base::data::*;
use bloodrage_bot::engine::base::{Effect, EffectKind};
use serde::Deserialize;

#[test]
fn board_has_the_printed_geography() {
    let b = board();
    let total: u32 = b
        .provinces
        .iter()
        .filter_map(|p| p.villages)
        .map(u32::from)
        .sum();
    assert_eq!(total, 32, "32 outer villages");
    let gimle = ProvinceId::parse("gimle").unwrap();
    let andlang = ProvinceId::parse("Andlang").unwrap();
    let horgr = ProvinceId::parse("horgr").unwrap();
    assert!(gimle.def().is_adjacent(andlang));
    assert!(
        !horgr.def().is_adjacent(andlang),
        "FR example: Horgr is not adjacent to Andlang"
    );
    for p in ProvinceId::outer() {
        assert!(ProvinceId::YGGDRASIL.def().is_adjacent(p));
        assert_eq!(
            p.def().adjacent.count_ones(),
            3,
            "{p} has two ring neighbours and Yggdrasil"
        );
    }
    let north = FjordId::parse("north").unwrap();
    assert_eq!(
        north.supports().map(ProvinceId::name),
        ["Elvagar", "Angerboda"]
    );
}

#[test]
fn province_ids_round_trip_through_json() {
    for p in ProvinceId::all() {
        let json = serde_json::to_string(&p).unwrap();
        assert_eq!(serde_json::from_str::<ProvinceId>(&json).unwrap(), p);
    }
    assert!(serde_json::from_str::<ProvinceId>("\"asgard\"").is_err());
}

#[test]
fn card_ids_are_stored_as_stable_names() {
    let troll = CardId::from_slug("troll@1").unwrap();
    assert_eq!(troll.def().name, "Troll");
    assert_eq!(serde_json::to_string(&troll).unwrap(), "\"troll@1\"");
    let eye = CardId::from_slug("heimdalls_eye@2#2").unwrap();
    assert_eq!(eye.def().name, "Heimdall's Eye");
    assert_eq!(CardId::from_slug("tyrs_smash@1+5").unwrap().def().marker, 5);
    for i in 0..catalogue().cards.len() {
        let card = CardId(i as u8);
        let json = serde_json::to_string(&card).unwrap();
        assert_eq!(serde_json::from_str::<CardId>(&json).unwrap(), card);
    }
    assert!(
        serde_json::from_str::<CardId>("17").is_err(),
        "positions are not card ids"
    );
    assert!(serde_json::from_str::<CardId>("\"dragon@1\"").is_err());
}

#[test]
fn catalogue_has_42_cards_per_age() {
    let cat = catalogue();
    for age in 1..=3 {
        assert_eq!(cat.deck(age, 5).len(), 42, "age {age}");
    }
    assert_eq!(
        cat.cards.len(),
        139,
        "126 cards, the 4 Kickstarter monsters, the 6 Mystic upgrades and the Kickstarter's 3 \
         second copies"
    );
}

/// The Kickstarter's second Dwarf Chieftain, Dark Elf and Soldier of Hel (EX-05) are 5+ cards of
/// the option `ks_dupes`, after every other card of their Age: one more card in each 5-player deck
/// (expansions.md section 4), none at fewer players, each a monster of its own with the base
/// card's numbers and text.
#[test]
fn the_kickstarter_copies_join_the_five_player_decks_only_with_their_option() {
    let cat = catalogue();
    let dupes = [Expansion::Ks, Expansion::KsDupes];
    let all = [Expansion::Ks, Expansion::Mystics, Expansion::KsDupes];
    for players in 2..=4 {
        for age in 1..=3 {
            assert_eq!(
                cat.deck_with(age, players, &dupes),
                cat.deck_with(age, players, &[Expansion::Ks]),
                "{players} players, age {age}"
            );
        }
    }
    for (age, ks, three, name, slug) in [
        (1, 44, 46, "Dwarf Chieftain", "dwarf_chieftain@1+5"),
        (2, 43, 45, "Dark Elf", "dark_elf@2+5"),
        (3, 43, 45, "Soldier of Hel", "soldier_of_hel@3+5"),
    ] {
        let with = cat.deck_with(age, 5, &dupes);
        assert_eq!(with.len(), ks + 1, "age {age}");
        assert_eq!(cat.deck_with(age, 5, &all).len(), three + 1, "age {age}");
        assert_eq!(with[..ks], cat.deck_with(age, 5, &[Expansion::Ks])[..]);
        let copy = *with.last().unwrap();
        assert_eq!(copy, CardId::from_slug(slug).unwrap());
        let base = with
            .iter()
            .find(|c| c.def().name == name && c.def().expansion.is_none())
            .unwrap();
        let (b, c) = (base.def(), copy.def());
        assert_eq!(c.id, b.id);
        assert_eq!(
            (c.str, c.cost, c.star, &c.text),
            (b.str, b.cost, b.star, &b.text)
        );
        assert_eq!((c.marker, c.expansion), (5, Some(Expansion::KsDupes)));
        // Not in a deck without the option.
        assert!(!cat.deck_with(age, 5, &[Expansion::Ks]).contains(&copy));
    }
}

/// A monster has one card, and one second copy at most, a 5+ card of `ks_dupes` (EX-05).
#[test]
fn a_monster_has_one_card_and_at_most_one_kickstarter_copy() {
    let text = include_str!("../../assets/base/cards.toml");
    let copy = text.find("row = \"KS.5\"").unwrap();
    let row = &text[text[..copy].rfind("[[card]]").unwrap()..];
    let row = &row[..row[1..].find("[[card]]").unwrap_or(row.len())];
    let third = format!(
        "{text}\n{}",
        row.replace("KS.5", "KS.9").replace("age = 1", "age = 2")
    );
    let error = parse_catalogue(&third).unwrap_err();
    assert!(error.contains("DwarfChieftain"), "{error}");
    let unmarked = text.replacen(
        "marker = 5\ncopies = 1\nexpansion = \"ks_dupes\"",
        "marker = 0\ncopies = 1\nexpansion = \"ks_dupes\"",
        1,
    );
    let error = parse_catalogue(&unmarked).unwrap_err();
    assert!(error.contains("KS.5"), "{error}");
}

/// Mystics of Midgard adds one Clan upgrade per Age, and a second marked 4+ (expansions.md
/// section 4): Frigga's Chosen in Age 1, Odin's in Age 2, Thor's in Age 3, after every other card.
#[test]
fn the_mystic_upgrades_join_the_age_decks_only_with_their_option() {
    let cat = catalogue();
    for (players, base, added) in [(2, 20, 1), (3, 26, 1), (4, 34, 2), (5, 42, 2)] {
        for age in 1..=3 {
            let plain = cat.deck(age, players);
            let with = cat.deck_with(age, players, &[Expansion::Mystics]);
            assert_eq!(with.len(), base + added, "{players} players, age {age}");
            assert_eq!(
                with[..base],
                plain[..],
                "the base cards first, in their order"
            );
            let name = ["Frigga's Chosen", "Odin's Chosen", "Thor's Chosen"][usize::from(age) - 1];
            for card in &with[base..] {
                assert_eq!(card.def().name, name);
                assert_eq!(card.def().cost, Some(0), "EX-21");
                assert!(card.def().effect.is_mystic());
            }
            let all = cat.deck_with(age, players, &[Expansion::Ks, Expansion::Mystics]);
            let ks = cat.deck_with(age, players, &[Expansion::Ks]);
            assert_eq!(all[..ks.len()], ks[..], "the Kickstarter monsters first");
            assert_eq!(all.len(), ks.len() + added);
        }
    }
}

/// The Kickstarter monsters join the decks only with the option (expansions.md section 4:
/// Mountain Giant and Fenrir in Age 1, the Wolfman in Age 2, the Mystic Troll in Age 3, all
/// unmarked), after the base cards, so that a game without the option deals what it always did.
#[test]
fn the_kickstarter_monsters_join_the_age_decks_only_with_their_option() {
    let cat = catalogue();
    for (players, base) in [(2, 20), (3, 26), (4, 34), (5, 42)] {
        for age in 1..=3 {
            let plain = cat.deck(age, players);
            assert_eq!(plain.len(), base, "{players} players, age {age}");
            assert_eq!(cat.deck_with(age, players, &[]), plain);
            let ks = cat.deck_with(age, players, &[Expansion::Ks]);
            assert_eq!(
                ks[..base],
                plain[..],
                "the base cards first, in their order"
            );
            let added: Vec<&str> = ks[base..].iter().map(|c| c.def().name.as_str()).collect();
            let expected: &[&str] = match age {
                1 => &["Mountain Giant", "Fenrir"],
                2 => &["Wolfman"],
                _ => &["Mystic Troll"],
            };
            assert_eq!(added, expected, "{players} players, age {age}");
        }
    }
}

/// A new card whose text fits an existing step is a catalogue row: its effect and parameters
/// are read from the data, and a row whose effect does not suit its kind is refused.
#[test]
fn a_card_text_is_read_from_its_row_and_must_suit_its_kind() {
    let text = include_str!("../../assets/base/cards.toml");
    let hammer = catalogue().find("Thor's Hammer").unwrap();
    assert_eq!(hammer.effect, Effect::WinGlory(3));
    let harder = text.replace(
        "effect = { id = \"win_glory\", amount = 3 }",
        "effect = { id = \"win_glory\", amount = 4 }",
    );
    let parsed = parse_catalogue(&harder).unwrap();
    let row = parsed.find("Thor's Hammer").unwrap();
    assert_eq!(row.effect, Effect::WinGlory(4));
    let misplaced = text.replace(
        "effect = { id = \"win_glory\", amount = 3 }",
        "effect = { id = \"release_glory\", amount = 3 }",
    );
    let error = parse_catalogue(&misplaced).unwrap_err();
    assert!(
        error.contains("cannot carry the effect `release_glory`"),
        "{error}"
    );
    let monster = text.replacen(
        "effect = { id = \"figure\" }",
        "effect = { id = \"none\" }",
        1,
    );
    assert!(parse_catalogue(&monster).is_err());
}

#[test]
fn plain_cards_are_exactly_the_no_text_battle_cards() {
    for row in &catalogue().rows {
        let plain = row.text.starts_with("No effect beyond its +");
        assert_eq!(
            effect_kind(row.id) == EffectKind::NoText,
            plain,
            "{} ({})",
            row.name,
            row.row
        );
    }
}

#[test]
fn every_effect_id_parses_back_to_itself_and_unknown_ids_are_refused() {
    #[derive(Deserialize)]
    struct Wrapper {
        effect: Effect,
    }
    for row in &catalogue().rows {
        assert!(Effect::IDS.contains(&row.effect.id()), "{}", row.name);
        assert_eq!(
            row.kind == CardKind::Monster,
            row.effect == Effect::Figure,
            "{}: a monster card carries its figure, and only a monster card",
            row.name
        );
    }
    let parse = |text: &str| toml::from_str::<Wrapper>(text).map(|w| w.effect);
    assert_eq!(
        parse("effect = { id = \"win_glory\", amount = 3 }").unwrap(),
        Effect::WinGlory(3)
    );
    let missing = parse("effect = { id = \"win_glory\" }").unwrap_err();
    assert!(missing.to_string().contains("needs `amount`"), "{missing}");
    let unknown = parse("effect = { id = \"win_everything\" }").unwrap_err();
    assert!(unknown.to_string().contains("unknown effect"), "{unknown}");
    let stray = parse("effect = { id = \"none\", colour = 1 }").unwrap_err();
    assert!(stray.to_string().contains("colour"), "{stray}");
}
