//! A whole Blood Rage game in French: every player's Discord client and the server are in French,
//! and nothing the bot shows them (messages, buttons, menus, suggestions, DMs, private replies) is
//! a sentence of the English catalogue.

use super::driver::{Driver, start_game};
use super::harness::{ALICE, BOB, CAROL, Harness};
use bloodrage_bot::store::GameStatus;
use fluent_syntax::ast;

/// The English resources whose sentences a French Blood Rage game must not show.
const ENGLISH: [&str; 3] = [
    include_str!("../../assets/locales/en/game.ftl"),
    include_str!("../../assets/locales/en/bot.ftl"),
    include_str!("../../assets/locales/en/base.ftl"),
];
const FRENCH: [&str; 3] = [
    include_str!("../../assets/locales/fr/game.ftl"),
    include_str!("../../assets/locales/fr/bot.ftl"),
    include_str!("../../assets/locales/fr/base.ftl"),
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
fn english_sentences() -> Vec<String> {
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
            .any(|m| m.content.starts_with("## La partie commence !")),
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
    let shown = h.fake.state.lock().unwrap().texts.clone();
    assert!(shown.len() > 300, "{} texts shown", shown.len());
    let mut found: Vec<(String, String)> = Vec::new();
    for t in &shown {
        for sentence in &english {
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
    h.finish().await;
}
