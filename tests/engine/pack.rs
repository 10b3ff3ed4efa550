//! The tests of `engine/valhalla/pack` (moved out of the source file), through the public API.

use bloodrage_bot::engine::valhalla::pack::*;

fn broken(from: &str, to: &str) -> String {
    assert!(
        include_str!("../../assets/valhalla/provisional-v1.toml").contains(from),
        "the fixture text `{from}` is in the pack"
    );
    include_str!("../../assets/valhalla/provisional-v1.toml").replacen(from, to, 1)
}

fn refusal(text: &str) -> String {
    Pack::parse(text)
        .expect_err("the broken pack is refused")
        .to_string()
}

#[test]
fn the_provisional_pack_loads_with_its_board_gods_cards_and_monsters() {
    let p = provisional();
    assert_eq!(p.id, "valhalla-provisional");
    assert_eq!(p.version, 1);
    assert!(p.provisional);
    assert_eq!(p.chambers.len(), 9);
    let doors: usize = p.chambers.iter().map(|c| c.doors.len()).sum();
    assert_eq!(doors, 24, "12 doorways, each seen from both sides");
    let throne = p.throne();
    assert_eq!(p.chamber(throne).doors.len(), 4);
    assert_eq!(p.chamber(throne).reward, vec![Reward::RaiseAnyStat]);
    assert_eq!(
        p.chamber(p.numbered(5).unwrap()).reward,
        vec![Reward::Glory(5)]
    );
    assert_eq!(p.gods.len(), 5);
    assert!(p.gods.iter().all(|g| g.deck.len() == 25));
    let tyr = p.god(p.god_by_id("tyr").unwrap());
    assert_eq!(
        tyr.reward,
        vec![Reward::RaiseAnyStat, Reward::DestroyEnemyAnywhere]
    );
    assert_eq!(p.monsters.len(), 15);
    let large = p
        .monsters
        .iter()
        .filter(|m| p.card(**m).monster.unwrap().base == Size::Large)
        .count();
    assert_eq!(large, 8, "PK-14: 8 large, 7 small");
    assert_eq!(p.rulings.len(), 18, "PK-01 to PK-18");
    // 3.5's totals: 125 god cards.
    let all: usize = p.gods.iter().map(|g| g.deck.len()).sum();
    assert_eq!(all, 125);
    // Corner chambers have 2 neighbours, side chambers 3.
    for c in &p.chambers {
        if let Some(k) = c.number {
            assert_eq!(c.doors.len(), if k % 2 == 1 { 2 } else { 3 }, "{}", c.id);
        }
    }
}

#[test]
fn the_first_game_trio_has_41_battle_16_upgrade_and_18_quest_cards() {
    // variants.md 3.5's total line says 17 quests, but its three decks list 4 + 6 + 8 = 18
    // (41 + 16 + 18 = 75 cards): the decks are right, the sum is a slip (VH-46).
    let p = provisional();
    let mut counts = [0; 3];
    for god in ["thor", "loki", "tyr"] {
        for c in &p.god(p.god_by_id(god).unwrap()).deck {
            counts[match p.card(*c).kind {
                CardKind::Battle => 0,
                CardKind::Upgrade(_) => 1,
                _ => 2,
            }] += 1;
        }
    }
    assert_eq!(counts, [41, 16, 18]);
}

#[test]
fn a_released_pack_is_never_edited() {
    // Games replay with the pack they started with: version 1's text is pinned. Make a new
    // version (a new file) instead of changing this one.
    assert_eq!(
        provisional().digest,
        Pack::parse(include_str!("../../assets/valhalla/provisional-v1.toml"))
            .unwrap()
            .digest,
        "digest of the text"
    );
    assert_eq!(format!("{:016x}", provisional().digest), PINNED_V1);
}

const PINNED_V1: &str = "870d7a13cf0a511a";

#[test]
fn an_unknown_effect_id_is_refused_by_name() {
    let text = broken("effect = \"win_glory\"", "effect = \"win_glory_twice\"");
    let e = refusal(&text);
    assert!(
        e.contains("card `thors_hammer`: unknown effect id `win_glory_twice`"),
        "{e}"
    );
}

#[test]
fn an_effect_on_the_wrong_kind_of_card_is_refused() {
    let text = broken("effect = \"win_glory\"", "effect = \"double_valor\"");
    let e = refusal(&text);
    assert!(
        e.contains("effect `double_valor` belongs on a upgrade card") || e.contains("belongs on"),
        "{e}"
    );
}

#[test]
fn a_missing_effect_parameter_is_refused() {
    let text = broken(
        "effect = \"win_glory\"\namount = 3\n",
        "effect = \"win_glory\"\n",
    );
    let e = refusal(&text);
    assert!(e.contains("effect `win_glory` needs `amount`"), "{e}");
}

#[test]
fn a_chamber_with_no_doorway_is_refused() {
    let text = broken("[[doorway]]\nbetween = [\"c4\", \"c5\"]\n", "").replacen(
        "[[doorway]]\nbetween = [\"c5\", \"c6\"]\n",
        "",
        1,
    );
    let e = refusal(&text);
    assert!(e.contains("chamber `c5` has no doorway"), "{e}");
}

#[test]
fn a_palace_in_two_parts_is_refused() {
    // Cut the ring twice and remove the spokes of one half: c3-c4-c5 is cut off.
    let text = broken("[[doorway]]\nbetween = [\"c2\", \"c3\"]\n", "")
        .replacen("[[doorway]]\nbetween = [\"c5\", \"c6\"]\n", "", 1)
        .replacen("[[doorway]]\nbetween = [\"throne\", \"c4\"]\n", "", 1);
    let e = refusal(&text);
    assert!(e.contains("cannot be reached"), "{e}");
    assert!(e.contains("`c3`"), "{e}");
}

#[test]
fn a_god_deck_that_is_not_25_cards_is_refused() {
    let text = broken(
        "{ card = \"tyrs_smash\", copies = 5 }",
        "{ card = \"tyrs_smash\", copies = 4 }",
    );
    let e = refusal(&text);
    assert!(
        e.contains("god `tyr` has a deck of 24 cards; each god deck has exactly 25"),
        "{e}"
    );
}

#[test]
fn a_deck_naming_an_unknown_card_is_refused() {
    let text = broken(
        "{ card = \"tyrs_bash\", copies = 1 }",
        "{ card = \"tyrs_bish\", copies = 1 }",
    );
    assert!(refusal(&text).contains("names `tyrs_bish`, which is not a card"));
}

#[test]
fn a_doorway_to_nowhere_is_refused() {
    let text = broken("between = [\"c1\", \"c2\"]", "between = [\"c1\", \"c12\"]");
    assert!(refusal(&text).contains("names `c12`, which is not a chamber"));
}

#[test]
fn chambers_must_be_numbered_one_to_eight_with_one_throne() {
    let text = broken(
        "id = \"c8\"\nname = \"Chamber 8\"\nnumber = 8",
        "id = \"c8\"\nname = \"Chamber 8\"\nnumber = 7",
    );
    assert!(refusal(&text).contains("numbered 7"), "{}", refusal(&text));
    let text = broken("throne = true\n", "number = 9\n");
    assert!(
        refusal(&text).contains("Odin's Throne"),
        "{}",
        refusal(&text)
    );
}

#[test]
fn too_few_monsters_are_refused() {
    let text = broken("[[monster]]\nid = \"ymir\"", "[[ignored]]\nid = \"ymir\"");
    // An unknown table is a syntax error naming it; removing a monster leaves 14.
    assert!(matches!(Pack::parse(&text), Err(PackError::Syntax(_))));
    let cut = include_str!("../../assets/valhalla/provisional-v1.toml")
        .find("[[monster]]\nid = \"ymir\"")
        .unwrap();
    let end = include_str!("../../assets/valhalla/provisional-v1.toml")[cut..]
        .find("# ---- The pack's")
        .unwrap()
        + cut;
    let text = format!(
        "{}{}",
        &include_str!("../../assets/valhalla/provisional-v1.toml")[..cut],
        &include_str!("../../assets/valhalla/provisional-v1.toml")[end..]
    );
    assert!(refusal(&text).contains("monster deck has 14 cards"));
}

#[test]
fn an_unknown_key_is_refused() {
    let text = broken(
        "value = 8\neffect = \"none\"",
        "value = 8\nvalu = 3\neffect = \"none\"",
    );
    let e = refusal(&text);
    assert!(e.contains("valu"), "{e}");
}

#[test]
fn a_pack_installed_twice_with_different_content_is_refused() {
    let same = Pack::parse(include_str!("../../assets/valhalla/provisional-v1.toml")).unwrap();
    assert!(std::ptr::eq(install(same).unwrap(), provisional()));
    let changed = Pack::parse(&broken("name = \"Chamber 1\"", "name = \"Hall 1\"")).unwrap();
    let e = install(changed).unwrap_err().to_string();
    assert!(e.contains("never edited"), "{e}");
    let missing = find(&PackRef {
        id: "valhalla-official".into(),
        version: 1,
    })
    .unwrap_err();
    assert!(
        missing
            .to_string()
            .contains("valhalla-official version 1 is not installed")
    );
}

#[test]
fn the_test_pack_loads_with_its_own_palace() {
    let text = include_str!("../fixtures/valhalla/test-hall-v1.toml");
    let p = Pack::parse(text).expect("the test pack is valid");
    assert_eq!(p.id, "valhalla-test-hall");
    let throne = p.throne();
    assert_eq!(p.chamber(throne).doors.len(), 2);
    assert!(!p.adjacent(p.numbered(1).unwrap(), p.numbered(8).unwrap()));
    assert!(p.adjacent(p.numbered(3).unwrap(), p.numbered(5).unwrap()));
    assert_eq!(
        p.chamber(p.numbered(1).unwrap()).reward,
        vec![Reward::Glory(5)]
    );
}

#[test]
fn every_ruling_of_the_provisional_pack_is_in_the_rulings_document() {
    let doc = include_str!("../../RULINGS.md");
    for (id, _) in &provisional().rulings {
        assert!(doc.contains(&format!("- **{id} ")), "{id} in RULINGS.md");
    }
}

#[test]
fn a_server_installs_a_packs_folder_and_chooses_the_pack_of_new_games() {
    let dir = std::env::temp_dir().join(format!("valhalla-packs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("hall.toml"),
        include_str!("../fixtures/valhalla/test-hall-v1.toml"),
    )
    .unwrap();
    std::fs::write(dir.join("notes.txt"), "not a pack").unwrap();
    assert!(parse_reference("valhalla-test-hall").is_err());
    let e = configure(Some(&dir), Some("valhalla-official@1")).unwrap_err();
    // No game yet: the message says what to do, not that "this game needs it".
    let e = e.to_string();
    assert!(
        e.contains("no content pack valhalla-official version 1 is installed")
            && e.contains("valhalla-provisional@1")
            && e.contains("VALHALLA_PACKS")
            && !e.contains("this game"),
        "{e}"
    );
    assert_eq!(
        default_reference(),
        PackRef::default(),
        "unchanged on error"
    );
    configure(Some(&dir), Some("valhalla-test-hall@1")).unwrap();
    assert_eq!(default_reference().id, "valhalla-test-hall");
    configure(None, Some("valhalla-provisional@1")).unwrap();
    assert_eq!(default_reference(), PackRef::default());
    std::fs::write(dir.join("broken.toml"), "[pack]\nid = 3").unwrap();
    let e = configure(Some(&dir), None).unwrap_err().to_string();
    assert!(e.contains("broken.toml"), "{e}");
    std::fs::remove_dir_all(&dir).unwrap();
}
