//! Whole games read as a player of their language expects: every text the bot showed (messages,
//! buttons, menus, suggestions, DMs, private replies; kept by the fake since `keep_texts`) is
//! checked for the slips players reported — a clan named twice, doubled parentheses, a wrong or
//! missing article, a battle without its province, French sentences that say the wrong thing,
//! English commands and values in French, and French typography.

use super::harness::Harness;
use bloodrage_bot::engine::ClanName;
use bloodrage_bot::present::locale::{self, Lang};

/// The slips of one text in `lang`, each with the words around it.
fn slips(text: &str, lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    let mut found = |what: &str, at: usize| {
        let start = text[..at]
            .char_indices()
            .rev()
            .nth(30)
            .map_or(0, |(i, _)| i);
        let end = text[at..]
            .char_indices()
            .nth(50)
            .map_or(text.len(), |(i, _)| at + i);
        out.push(format!("{what}: …{}…", &text[start..end]));
    };
    let clans: Vec<String> = [
        ClanName::Wolf,
        ClanName::Serpent,
        ClanName::Raven,
        ClanName::Bear,
        ClanName::Ram,
        ClanName::Stag,
        ClanName::Boar,
    ]
    .iter()
    .map(|c| locale::clan(lang, *c))
    .collect();
    for clan in &clans {
        let twice = format!("({clan}) ({clan})");
        if let Some(at) = text.find(&twice) {
            found("the clan named twice", at);
        }
        // "(Raven) (4 VP)": a clan's parentheses followed by another pair.
        let paren = format!("({clan}) (");
        if let Some(at) = text.find(&paren) {
            found("doubled parentheses", at);
        }
    }
    let bad: &[(&str, &str)] = match lang {
        Lang::En => &[
            (" a A", "a before a vowel"),
            (" a E", "a before a vowel"),
            (" a I", "a before a vowel"),
            (" a O", "a before a vowel"),
            (" a U", "a before a vowel"),
            ("marches Warrior", "a march without its article"),
            ("marches Leader", "a march without its article"),
            ("marches Ship", "a march without its article"),
            ("battle of a province", "a battle without its province"),
        ],
        Lang::Fr => &[
            ("de une ", "de une (d'une)"),
            ("de un ", "de un (d'un)"),
            ("un Élite", "un Élite (une Élite)"),
            ("puisse", "« puisse » (pouvoir, not deciding)"),
            ("puissiez", "« puissiez » (pouvoir, not deciding)"),
            ("il reste à", "« il reste à … restantes »"),
            ("Rage restante", "« Rage restante »"),
            (" de Rage)", "« (N de Rage) » beside « (N Rage) »"),
            ("Appel à la bataille", "the rulebook's Appel au Combat"),
            ("Destin", "the rulebook's marqueur de Destruction"),
            ("Désolation", "the rulebook's usual marqueur de Destruction"),
            (" FOR ", "the rulebook's Force (STR)"),
            ("/game ", "an English command in French"),
            ("/undo", "an English command in French"),
            ("confirmer:True", "an English value in French"),
            ("`first-game`", "an English value in French"),
            ("`random`", "an English value in French"),
            ("leader, 2 warriors", "an English example in French"),
            ("Quest:", "an English card name in French"),
            ("augmenter Haches", "« augmenter » without its article"),
            ("augmenter Cornes", "« augmenter » without its article"),
            (
                "vide = Guerrier",
                "« vide = Guerrier » beside empty villages",
            ),
        ],
    };
    for (pattern, what) in bad {
        if let Some(at) = find_word(text, pattern) {
            found(what, at);
        }
    }
    if lang == Lang::Fr {
        for slip in locale::french_typography_slips(text) {
            out.push(format!("French typography: …{slip}"));
        }
    }
    out
}

/// Where `pattern` first starts a word in `text` ("de une " is a slip, "garde une " is not).
fn find_word(text: &str, pattern: &str) -> Option<usize> {
    let starts_word = pattern.chars().next().is_some_and(char::is_alphanumeric);
    text.match_indices(pattern).map(|(at, _)| at).find(|&at| {
        !starts_word
            || !text[..at]
                .chars()
                .next_back()
                .is_some_and(char::is_alphanumeric)
    })
}

/// Every text the bot showed since `keep_texts` (at least `least` of them) reads well in `lang`.
pub fn assert_reads_well(h: &Harness, lang: Lang, least: usize) {
    let shown = h.fake.state.lock().unwrap().texts.clone();
    assert!(shown.len() > least, "{} texts shown", shown.len());
    let mut found: Vec<String> = shown.iter().flat_map(|t| slips(t, lang)).collect();
    found.sort();
    found.dedup();
    assert!(
        found.is_empty(),
        "{} slips in a whole game in {lang}: {found:#?}",
        found.len()
    );
}

#[test]
fn the_slips_players_reported_are_found() {
    let en = [
        "<@1> (Wolf) (Wolf) summons a Elite into Chamber 8.",
        "1. <@2> (Raven) (4 VP)",
        "<@3> (Bear) marches Warrior from Utgard to Myrkulor.",
        "⚔️ Ann won the battle of a province",
    ];
    for text in en {
        assert!(!slips(text, Lang::En).is_empty(), "{text}");
    }
    let fr = [
        "(Cerf) (Cerf) passe.",
        "la bataille de une province",
        "la partie attend que Ours, Loup puisse drafter",
        "il reste à Carol 23 h restantes",
        "Sauna : 0 figurines",
        "« leader, 2 warriors »",
    ];
    for text in fr {
        assert!(!slips(text, Lang::Fr).is_empty(), "{text}");
    }
    assert!(slips("<@1> (Wolf) summons an Elite into Chamber 8.", Lang::En).is_empty());
    assert!(slips("1. <@2> (Corbeau)\u{a0}: **4 PV**", Lang::Fr).is_empty());
    // A slip's letters inside a longer word are no slip.
    assert!(slips("chaque participant garde une de ses figurines", Lang::Fr).is_empty());
}
