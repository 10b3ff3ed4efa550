//! Blood Rage's expansions through the real client: the `kickstarter` option of `/game new`, told
//! in the opening message and `/game status`, stored with the game (whose decks then hold the
//! four monsters); `/card` knows the monsters, Fenrir by his other name too.

use super::driver::{Driver, open_game_with, table};
use super::harness::{ALICE, BOB, CAROL, DAVE, GAMES, Harness};
use bloodrage_bot::engine::base::data::Expansion;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_kickstarter_option_is_chosen_at_game_new_told_and_stored_with_the_game() {
    let mut h = Harness::new("kickstarter").await;
    let (game, thread, lobby) = open_game_with(
        &mut h,
        ALICE,
        &[
            ("players", json!(2)),
            ("name", json!("Monsters")),
            ("kickstarter", json!(true)),
        ],
    )
    .await;
    h.press(BOB, lobby, "join").await;
    h.press(ALICE, lobby, "start").await;
    table(&h, game, thread).await;
    let told = "Options: the Kickstarter monsters (Mountain Giant, Fenrir, Wolfman, Mystic Troll).";
    let opening = h
        .public_messages(thread)
        .into_iter()
        .find(|m| m.content.contains("The game begins"))
        .expect("the opening message")
        .content;
    assert!(opening.contains(told), "{opening}");
    let i = h.slash(BOB, thread, "game status", &[]).await;
    let status = h.private_reply(i).content;
    assert!(status.contains(told), "{status}");

    // Stored with the game: its decks hold the monsters (Age 1's two are dealt or set aside).
    let loaded = h.store().logs().load(game).await.unwrap();
    let base = loaded.game.as_base().expect("Blood Rage");
    assert!(base.options().ks);
    let ks_cards = base
        .hidden_from(bloodrage_bot::engine::Viewer::Public)
        .into_iter()
        .filter(|c| c.def().expansion == Some(Expansion::Ks))
        .count();
    assert!(
        ks_cards >= 2,
        "the Wolfman and the Mystic Troll wait in their decks"
    );

    // Without the option, nothing is told.
    let (plain, plain_thread, plain_lobby) = open_game_with(
        &mut h,
        ALICE,
        &[("players", json!(2)), ("name", json!("Plain"))],
    )
    .await;
    h.press(BOB, plain_lobby, "join").await;
    h.press(ALICE, plain_lobby, "start").await;
    table(&h, plain, plain_thread).await;
    let i = h.slash(BOB, plain_thread, "game status", &[]).await;
    assert!(!h.private_reply(i).content.contains("Options:"));

    // /card knows the monsters, and says which option brings them; Garm is Fenrir.
    let i = h
        .slash(DAVE, GAMES, "card", &[("name", json!("garm"))])
        .await;
    let card = h.private_reply(i).content;
    assert!(
        card.contains("**Fenrir**") && card.contains("with the kickstarter option"),
        "{card}"
    );
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn gods_of_asgard_are_chosen_at_game_new_named_or_drawn_told_with_their_places_and_stored() {
    let mut h = Harness::new("gods-of-asgard").await;
    // Two gods that are not two different gods: a clear answer, and no game.
    let i = h
        .slash(
            ALICE,
            GAMES,
            "game new",
            &[
                ("players", json!(2)),
                ("gods_of_asgard_pick", json!("Thor, Thor")),
            ],
        )
        .await;
    let refused = h.private_reply(i).content;
    assert!(
        refused.contains("Name two different gods of Asgard"),
        "{refused}"
    );
    let (game, thread, lobby) = open_game_with(
        &mut h,
        ALICE,
        &[
            ("players", json!(2)),
            ("name", json!("Asgard")),
            ("gods_of_asgard_pick", json!("Loki, thor")),
        ],
    )
    .await;
    h.press(BOB, lobby, "join").await;
    h.press(ALICE, lobby, "start").await;
    table(&h, game, thread).await;
    let loaded = h.store().logs().load(game).await.unwrap();
    let base = loaded.game.as_base().expect("Blood Rage");
    assert!(base.options().gods, "naming the gods turns the option on");
    let view = base.public_view();
    let places: Vec<String> = view
        .gods
        .iter()
        .map(|g| {
            format!(
                "**{}** in {}",
                g.god.name(),
                g.province.expect("placed at Age 1's start").name()
            )
        })
        .collect();
    assert_eq!(places.len(), 2);
    assert!(places[0].starts_with("**Loki**") && places[1].starts_with("**Thor**"));
    let told = format!("Gods: {}.", places.join(", "));
    let opening = h
        .public_messages(thread)
        .into_iter()
        .find(|m| m.content.contains("The game begins"))
        .expect("the opening message")
        .content;
    assert!(
        opening.contains("Options: Gods of Asgard (as published sources describe them).")
            && opening.contains(&told),
        "{opening}"
    );
    let i = h.slash(BOB, thread, "game status", &[]).await;
    let status = h.private_reply(i).content;
    assert!(status.contains(&told), "{status}");

    // /card tells a god's rule, in French too.
    let i = h
        .slash(DAVE, GAMES, "card", &[("name", json!("Tyr"))])
        .await;
    let card = h.private_reply(i).content;
    assert!(
        card.contains("**Tyr** the Lord of Battle") && card.contains("every figure has STR 0"),
        "{card}"
    );
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_with_gods_of_asgard_is_played_to_its_end_through_the_real_client() {
    use bloodrage_bot::engine::base::{Command, Game};
    use bloodrage_bot::store::{GameStatus, Origin};
    let mut h = Harness::new("gods-whole-game").await;
    let (game, thread, lobby) = open_game_with(
        &mut h,
        ALICE,
        &[
            ("players", json!(3)),
            ("name", json!("Asgard")),
            ("gods_of_asgard_pick", json!("Heimdall, Thor")),
            ("kickstarter", json!(true)),
        ],
    )
    .await;
    h.press(BOB, lobby, "join").await;
    h.press(CAROL, lobby, "join").await;
    h.press(ALICE, lobby, "start").await;
    let mut d = Driver::new(table(&h, game, thread).await, 66);
    // Players open their choices with /act, the Choose button or the typed actions, buttons
    // and menus included: sending a god on and playing a card face up among them.
    d.play_out(&mut h, 3000).await;
    let (record, _) = h.load(game).await;
    assert_eq!(record.status, GameStatus::Finished);
    let loaded = h.store().logs().load(game).await.unwrap();
    let sent = loaded
        .log
        .iter()
        .filter(|e| {
            e.origin == Origin::Player
                && matches!(e.command.get::<Game>(), Some(Command::MoveGod { .. }))
        })
        .count();
    assert!(sent > 0, "a player sent a god on with the buttons");
    let told = h.public_messages(thread).into_iter().any(|m| {
        m.content.contains(" sends **Heimdall** from ")
            || m.content.contains(" sends **Thor** from ")
    });
    assert!(told, "the thread tells where the god went");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mystics_of_midgard_is_chosen_at_game_new_told_and_played_to_its_end_through_the_real_client()
 {
    use bloodrage_bot::engine::base::{Command, Figure, Game};
    use bloodrage_bot::store::GameStatus;
    let mut h = Harness::new("mystics-of-midgard").await;
    let (game, thread, lobby) = open_game_with(
        &mut h,
        ALICE,
        &[
            ("players", json!(3)),
            ("name", json!("Midgard")),
            ("mystics_of_midgard", json!(true)),
            ("gods_of_asgard", json!(true)),
            ("kickstarter", json!(true)),
        ],
    )
    .await;
    h.press(BOB, lobby, "join").await;
    h.press(CAROL, lobby, "join").await;
    h.press(ALICE, lobby, "start").await;
    let table = table(&h, game, thread).await;
    let i = h.slash(BOB, thread, "game status", &[]).await;
    let status = h.private_reply(i).content;
    assert!(
        status.contains("Mystics of Midgard (as published sources describe them)"),
        "{status}"
    );
    let loaded = h.store().logs().load(game).await.unwrap();
    let base = loaded.game.as_base().expect("Blood Rage");
    assert!(base.options().mystics && base.options().gods && base.options().ks);

    // Played to its end with the buttons, menus and typed actions, under the leak audit; the
    // players' random choices (this seed) bring Mystics in, and a Mystic invades.
    let mut d = Driver::new(table, 70);
    d.play_out(&mut h, 3000).await;
    let (record, _) = h.load(game).await;
    assert_eq!(record.status, GameStatus::Finished);
    let loaded = h.store().logs().load(game).await.unwrap();
    let mystic_upgrades = loaded
        .log
        .iter()
        .filter(|e| {
            matches!(e.command.get::<Game>(), Some(Command::Upgrade { card, .. }) if card.def().effect.is_mystic())
        })
        .count();
    let invasions = loaded
        .log
        .iter()
        .filter(|e| {
            matches!(
                e.command.get::<Game>(),
                Some(Command::Invade {
                    figure: Figure::Mystic,
                    ..
                })
            )
        })
        .count();
    let said = h
        .public_messages(thread)
        .into_iter()
        .filter(|m| m.content.contains("A Mystic joins "))
        .count();
    assert!(mystic_upgrades > 0, "a player brought a Mystic in");
    assert!(said > 0, "the thread tells it");
    assert!(invasions > 0, "a Mystic invaded");

    // /card knows the Mystic upgrades, and says which option brings them (asked after the
    // game: the leak audit reads every card named to a player as a card that player saw).
    let i = h
        .slash(DAVE, GAMES, "card", &[("name", json!("odin's chosen"))])
        .await;
    let card = h.private_reply(i).content;
    assert!(
        card.contains("**Odin's Chosen**") && card.contains("with the mystics_of_midgard option"),
        "{card}"
    );
    h.finish().await;
}

/// The Kickstarter's copies and its Boar clan (EX-05, EX-31, EX-32): chosen at `/game new` (the
/// copies bring the Kickstarter monsters with them), told, stored with the game, the Boar seated
/// at a table of five and named in the thread; `/card` says which option brings the copies.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_kickstarter_copies_and_the_boar_clan_are_chosen_at_game_new_told_and_stored() {
    use bloodrage_bot::engine::ClanName;
    use bloodrage_bot::present::locale::{self, Lang};
    let mut h = Harness::new("kickstarter-copies").await;
    let (game, thread, lobby) = open_game_with(
        &mut h,
        ALICE,
        &[
            ("players", json!(5)),
            ("name", json!("Boars")),
            ("bots", json!(1)),
            ("kickstarter_copies", json!(true)),
            ("boar_clan", json!(true)),
        ],
    )
    .await;
    for user in [BOB, CAROL, DAVE] {
        h.press(user, lobby, "join").await;
    }
    h.press(ALICE, lobby, "start").await;
    table(&h, game, thread).await;
    let loaded = h.store().logs().load(game).await.unwrap();
    let base = loaded.game.as_base().expect("Blood Rage");
    let options = base.options();
    assert!(
        options.ks && options.ks_dupes && options.boar_clan,
        "{options:?}"
    );
    let clans = loaded.record.config.clan_names();
    let boar = clans
        .iter()
        .position(|c| *c == ClanName::Boar)
        .expect("the Boar is seated");
    assert_eq!(clans.iter().filter(|c| **c == ClanName::Boar).count(), 1);
    assert_eq!(
        base.public_view().clans[bloodrage_bot::engine::Seat(boar as u8)].clan,
        ClanName::Boar
    );
    // The Age 2 and 3 decks hold the copies.
    let hidden = base.hidden_from(bloodrage_bot::engine::Viewer::Public);
    let copies = hidden
        .iter()
        .filter(|c| c.def().expansion == Some(Expansion::KsDupes))
        .count();
    assert!(copies >= 2, "the second Dark Elf and Soldier of Hel wait");

    let i = h.slash(BOB, thread, "game status", &[]).await;
    let status = h.private_reply(i).content;
    for told in [
        "the Kickstarter monsters",
        "the Kickstarter's second Dwarf Chieftain, Dark Elf and Soldier of Hel",
        "the Boar clan of the Kickstarter takes a seat",
    ] {
        assert!(status.contains(told), "{told}: {status}");
    }
    let boar_name = locale::clan(Lang::En, ClanName::Boar);
    assert_eq!(boar_name, "Boar");
    assert!(
        h.public_messages(thread)
            .iter()
            .any(|m| m.content.contains("(Boar)")),
        "the thread names the Boar's seat"
    );
    let i = h
        .slash(DAVE, GAMES, "card", &[("name", json!("Dark Elf"))])
        .await;
    let card = h.private_reply(i).content;
    assert!(
        card.contains("with the kickstarter_copies option, at 5 players"),
        "{card}"
    );
    h.finish().await;
}
