//! A whole Blood Rage game in French: every player's Discord client and the server are in French,
//! and nothing the bot shows them (messages, buttons, menus, suggestions, DMs, private replies) is
//! a sentence of the English catalogue.

use super::driver::{Driver, start_game};
use super::harness::{ALICE, BOB, CAROL, Harness};
use bloodrage_bot::present::locale::Lang;
use bloodrage_bot::store::GameStatus;
use fluent_syntax::ast;

/// The English resources whose sentences a French game must not show.
pub(super) const ENGLISH: [&str; 5] = [
    include_str!("../../assets/locales/en/game.ftl"),
    include_str!("../../assets/locales/en/bot.ftl"),
    include_str!("../../assets/locales/en/base.ftl"),
    include_str!("../../assets/locales/en/reprisal.ftl"),
    include_str!("../../assets/locales/en/valhalla.ftl"),
];
const FRENCH: [&str; 5] = [
    include_str!("../../assets/locales/fr/game.ftl"),
    include_str!("../../assets/locales/fr/bot.ftl"),
    include_str!("../../assets/locales/fr/base.ftl"),
    include_str!("../../assets/locales/fr/reprisal.ftl"),
    include_str!("../../assets/locales/fr/valhalla.ftl"),
];

/// The literal text of every message of `resources`, between its placeables, line by line.
fn literal_texts(resources: &[&str]) -> Vec<String> {
    fn pattern(p: &ast::Pattern<&str>, out: &mut Vec<String>) {
        for element in &p.elements {
            match element {
                ast::PatternElement::TextElement { value } => {
                    out.extend(value.lines().map(|l| l.trim().to_string()));
                }
                ast::PatternElement::Placeable {
                    expression: ast::Expression::Select { variants, .. },
                } => {
                    for v in variants {
                        pattern(&v.value, out);
                    }
                }
                ast::PatternElement::Placeable { .. } => {}
            }
        }
    }
    let mut out = Vec::new();
    for text in resources {
        let resource = fluent_syntax::parser::parse(*text).expect("the resource parses");
        for entry in resource.body {
            if let ast::Entry::Message(m) = entry
                && let Some(value) = &m.value
            {
                pattern(value, &mut out);
            }
        }
    }
    out
}

/// English sentences: literal texts of three words or more that no French message shares.
pub(super) fn english_sentences() -> Vec<String> {
    let french = literal_texts(&FRENCH).join("\n");
    let mut out: Vec<String> = literal_texts(&ENGLISH)
        .into_iter()
        .map(|t| t.trim_matches(|c: char| c == '*' || c == ' ').to_string())
        .filter(|t| t.split_whitespace().count() >= 3 && t.chars().count() >= 12)
        .filter(|t| !french.contains(t.as_str()))
        .collect();
    out.sort();
    out.dedup();
    out
}

/// Every text the bot showed (kept since `keep_texts`), of which there are at least `least`,
/// holds none of `english`.
pub(super) fn assert_no_english_shown(h: &Harness, english: &[String], least: usize) {
    let shown = h.fake.state.lock().unwrap().texts.clone();
    assert!(shown.len() > least, "{} texts shown", shown.len());
    let mut found: Vec<(String, String)> = Vec::new();
    for t in &shown {
        for sentence in english {
            if t.contains(sentence.as_str()) {
                found.push((sentence.clone(), t.chars().take(200).collect()));
            }
        }
    }
    found.dedup();
    assert!(
        found.is_empty(),
        "English sentences shown in a French game ({}): {found:#?}",
        found.len()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_with_every_locale_french_shows_no_sentence_of_the_english_catalogue() {
    let english = english_sentences();
    assert!(english.len() > 200, "{} English sentences", english.len());
    let mut h = Harness::new("french-game").await;
    h.set_locales("fr");
    h.fake.state.lock().unwrap().keep_texts = true;
    let table = start_game(&mut h, &[ALICE, BOB, CAROL], "Ragnarök le mardi").await;
    let thread = h.public_messages(table.thread);
    assert!(
        thread
            .iter()
            .any(|m| m.content.starts_with("## La partie commence\u{a0}!")),
        "the opening is in French"
    );
    let mut d = Driver::new(table, 3);
    d.play_out(&mut h, 1500).await;
    let (record, _) = h.load(d.table.game).await;
    assert_eq!(record.status, GameStatus::Finished);
    let text: String = h
        .public_messages(d.table.thread)
        .iter()
        .map(|m| m.content.clone())
        .collect::<Vec<_>>()
        .join("\n");
    assert!(text.contains("## La fin du monde."), "the final scores");
    assert!(text.contains(" + Haches "), "stats by their French names");
    let i = h.slash(ALICE, d.table.thread, "game status", &[]).await;
    assert!(
        h.private_reply(i)
            .content
            .contains("La partie est terminée.")
    );
    let i = h.slash(BOB, d.table.thread, "log", &[]).await;
    assert!(!h.replies(i).is_empty());
    assert_no_english_shown(&h, &english, 300);
    super::reading::assert_reads_well(&h, Lang::Fr, 300);
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_a_mixed_server_each_player_reads_private_messages_in_their_own_language() {
    let mut h = Harness::new("mixed-languages").await;
    // An English server and English clients; Alice chooses French for herself.
    let i = h
        .slash(
            ALICE,
            super::harness::GAMES,
            "settings language",
            &[("language", serde_json::json!(2))],
        )
        .await;
    assert!(
        h.private_reply(i)
            .content
            .starts_with("Les réponses que vous seul voyez, vos boutons, vos messages privés"),
        "{}",
        h.private_reply(i).content
    );
    let table = start_game(&mut h, &[ALICE, BOB, CAROL], "Mixed table").await;
    let thread = h.public_messages(table.thread);
    assert!(
        thread
            .iter()
            .any(|m| m.content.starts_with("## The game begins!")),
        "the thread keeps the game's (the server's) language"
    );
    assert!(
        !thread
            .iter()
            .any(|m| m.content.contains("## La partie commence\u{a0}!"))
    );
    // The draft packets come by DM, each in its reader's language.
    let alice = h.dms(ALICE);
    let bob = h.dms(BOB);
    assert!(
        alice
            .iter()
            .any(|m| m.content.contains("Cadeaux des Dieux**, choix 1 sur")),
        "{:#?}",
        alice.iter().map(|m| &m.content).collect::<Vec<_>>()
    );
    assert!(
        bob.iter()
            .any(|m| m.content.contains("Gods' Gifts**, pick 1 of"))
    );
    assert!(!bob.iter().any(|m| m.content.contains("Cadeaux")));
    // Private replies: French for Alice, English for Bob.
    let i = h.slash(ALICE, table.thread, "hand", &[]).await;
    let alice_hand = h.private_reply(i).content;
    assert!(alice_hand.contains("Paquet de draft"), "{alice_hand}");
    let i = h.slash(BOB, table.thread, "hand", &[]).await;
    let bob_hand = h.private_reply(i).content;
    assert!(bob_hand.contains("Draft packet"), "{bob_hand}");
    // Back to the client's language: Alice reads English again.
    h.slash(
        ALICE,
        table.thread,
        "settings language",
        &[("language", serde_json::json!(0))],
    )
    .await;
    let i = h.slash(ALICE, table.thread, "hand", &[]).await;
    assert!(h.private_reply(i).content.contains("Draft packet"));
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_french_game_on_an_english_server_keeps_english_private_replies() {
    let mut h = Harness::new("french-table").await;
    let (game, thread, lobby) = super::driver::open_game_with(
        &mut h,
        ALICE,
        &[
            ("players", serde_json::json!(2)),
            ("name", serde_json::json!("Table française")),
            ("language", serde_json::json!(1)),
        ],
    )
    .await;
    assert!(
        h.message(lobby).content.contains("Places\u{a0}: 1/2"),
        "the lobby is in the game's language: {}",
        h.message(lobby).content
    );
    h.press(BOB, lobby, "join").await;
    h.press(ALICE, lobby, "start").await;
    let table = super::driver::table(&h, game, thread).await;
    assert!(
        h.public_messages(table.thread)
            .iter()
            .any(|m| m.content.starts_with("## La partie commence\u{a0}!"))
    );
    let i = h.slash(BOB, table.thread, "hand", &[]).await;
    assert!(h.private_reply(i).content.contains("Draft packet"));
    let i = h.slash(BOB, table.thread, "game settings", &[]).await;
    assert!(
        h.private_reply(i).content.contains("language: Français"),
        "{}",
        h.private_reply(i).content
    );
    h.finish().await;
}
