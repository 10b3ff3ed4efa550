//! The players' rulings document (RULINGS.md and its French RULINGS.fr.md): every ruling by id,
//! its title, and the answer to a reader's question (an overview, one ruling by id, or the
//! rulings a word of either language finds), within a front end's message length.

use super::fold;
use super::locale::{Lang, t};

const RULINGS: &str = include_str!("../../RULINGS.md");
/// The same document in French (same ids); a ruling it lacks is shown in English.
const RULINGS_FR: &str = include_str!("../../RULINGS.fr.md");

/// The rulings of a document: each id with the text of its entry (a bullet ruling with its
/// continuation lines, or a table row).
fn entries_of(document: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    // Whether the previous line belongs to a bullet ruling (its text goes on, indented).
    let mut open = false;
    for line in document.lines() {
        if open && line.starts_with("  ") && !line.trim().is_empty() {
            if let Some((_, text)) = out.last_mut() {
                text.push(' ');
                text.push_str(line.trim());
            }
            continue;
        }
        open = false;
        // Bullet rulings: "- **D-41 Loki's battle cards.** ..." and Reprisal's
        // "- **RP-42** Loki details. **Ruling:** ..."
        if let Some(rest) = line.strip_prefix("- **")
            && let Some((id, _)) = rest.split_once(' ')
            && let id = id.trim_end_matches("**")
            && is_ruling_id(id)
        {
            out.push((id.to_string(), line.trim_start_matches("- ").to_string()));
            open = true;
        }
        // Table rulings: "| R-03 | text | source |"
        if let Some(rest) = line.strip_prefix("| R-") {
            let cells: Vec<&str> = rest.split('|').map(str::trim).collect();
            if cells.len() >= 3 {
                out.push((
                    format!("R-{}", cells[0]),
                    format!("**R-{}** {} *({})*", cells[0], cells[1], cells[2]),
                ));
            }
        }
    }
    out
}

/// Every ruling in English, read once.
static ENGLISH: std::sync::LazyLock<Vec<(String, String)>> =
    std::sync::LazyLock::new(|| entries_of(RULINGS));

/// Every ruling in French, in the English document's order (English where the translation lacks
/// one), read once.
static FRENCH: std::sync::LazyLock<Vec<(String, String)>> = std::sync::LazyLock::new(|| {
    let french = entries_of(RULINGS_FR);
    ENGLISH
        .iter()
        .map(|(id, text)| {
            let text = french
                .iter()
                .find(|(i, _)| i == id)
                .map_or_else(|| text.clone(), |(_, t)| t.clone());
            (id.clone(), text)
        })
        .collect()
});

/// Every ruling in `lang`, in the English document's order.
pub fn entries(lang: Lang) -> &'static [(String, String)] {
    match lang {
        Lang::En => &ENGLISH,
        Lang::Fr => &FRENCH,
    }
}

/// `D-41`, `B-14`, `RP-42`: one or two capitals, a dash, two digits.
fn is_ruling_id(id: &str) -> bool {
    let Some((kind, number)) = id.split_once('-') else {
        return false;
    };
    (1..=2).contains(&kind.len())
        && kind.bytes().all(|b| b.is_ascii_uppercase())
        && number.len() == 2
        && number.bytes().all(|b| b.is_ascii_digit())
}

/// Ruling ids with their title: the bold title of a listed ruling ("Loki's battle cards"), or
/// the text of a ruling in a table row.
pub fn index(lang: Lang) -> Vec<(String, String)> {
    entries(lang)
        .iter()
        .map(|(id, text)| {
            let rest = text
                .strip_prefix(&format!("**{id}"))
                .unwrap_or(text)
                .trim_start_matches("**")
                .trim();
            let title = rest.split("**").next().unwrap_or(rest);
            let title = title.split(" *(").next().unwrap_or(title);
            (
                id.clone(),
                title.trim().trim_end_matches('.').trim().to_string(),
            )
        })
        .collect()
}

/// Suggestions for a reader looking a ruling up: `(label, ruling id)`, the label
/// "R-05 · A clan whose last…" within `max` characters (cut with an ellipsis), in `lang`.
pub fn suggestions(lang: Lang, max: usize) -> Vec<(String, String)> {
    index(lang)
        .into_iter()
        .map(|(id, title)| {
            let label = format!("{id} · {title}");
            let label = if label.chars().count() <= max {
                label
            } else {
                let cut: String = label.chars().take(max - 1).collect();
                format!("{cut}…")
            };
            (label, id)
        })
        .collect()
}

/// `text` within `limit` characters (cut with an ellipsis).
fn fit(text: String, limit: usize) -> String {
    if text.chars().count() <= limit {
        text
    } else {
        let mut t: String = text.chars().take(limit - 2).collect();
        t.push('…');
        t
    }
}

/// The answer to a reader asking about `topic` (none: the overview), within `limit` characters:
/// the ruling of that id, the one ruling a word of either language finds, or the titles of the
/// rulings it finds.
pub fn answer(topic: Option<&str>, lang: Lang, limit: usize) -> String {
    let fit = |text: String| fit(text, limit);
    let all = entries(lang);
    let english = entries(Lang::En);
    let last = |kind: &str| {
        all.iter()
            .map(|(id, _)| id)
            .filter(|id| id.starts_with(kind))
            .max()
            .cloned()
            .unwrap_or_default()
    };
    let Some(topic) = topic.map(str::trim).filter(|t| !t.is_empty()) else {
        return fit(t!(
            lang,
            "rules-overview",
            last_r = last("R-"),
            defaults = all.iter().filter(|(id, _)| id.starts_with("D-")).count(),
            last_d = last("D-"),
            last_b = last("B-"),
            last_rp = last("RP-"),
            last_vh = last("VH-"),
            last_pk = last("PK-"),
        ));
    };
    let id = topic.to_uppercase();
    if let Some((_, text)) = all.iter().find(|(i, _)| *i == id) {
        return fit(text.clone());
    }
    // A word of either language finds a ruling, shown in the reader's.
    let wanted = fold(topic);
    let matches: Vec<&(String, String)> = all
        .iter()
        .filter(|(id, text)| {
            fold(text).contains(&wanted)
                || english
                    .iter()
                    .any(|(i, t)| i == id && fold(t).contains(&wanted))
        })
        .collect();
    match matches.as_slice() {
        [] => {
            t!(lang, "rules-none", topic = topic)
        }
        [(_, text)] => fit(text.clone()),
        many => {
            let titles: Vec<String> = index(lang)
                .into_iter()
                .filter(|(id, _)| many.iter().any(|(m, _)| m == id))
                .map(|(id, title)| format!("**{id}** {title}"))
                .collect();
            fit(t!(
                lang,
                "rules-about",
                topic = topic,
                titles = titles.join("\n")
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Discord's message length, the shortest a front end has.
    const MESSAGE_LIMIT: usize = 2000;

    /// Discord's length of a menu option's label, the shortest a front end has.
    const MAX_OPTION_LABEL: usize = 100;

    fn answer(topic: Option<&str>, lang: Lang) -> String {
        super::answer(topic, lang, MESSAGE_LIMIT)
    }

    #[test]
    fn every_suggestion_reads_id_dot_title_within_the_limit() {
        let all = suggestions(Lang::En, MAX_OPTION_LABEL);
        assert_eq!(all.len(), entries(Lang::En).len());
        for (label, id) in &all {
            assert!(label.starts_with(&format!("{id} · ")), "{label}");
            let title = label.trim_start_matches(&format!("{id} · "));
            assert!(title.chars().count() > 3, "{id} has a title: {label:?}");
            assert_eq!(label.trim(), label, "no stray spaces: {label:?}");
            assert!(label.chars().count() <= MAX_OPTION_LABEL, "{label}");
            assert!(!label.contains("**"), "{label}");
        }
        let r05 = &all.iter().find(|(_, id)| id == "R-05").unwrap().0;
        assert!(
            r05.starts_with("R-05 · A clan whose last battle figure"),
            "{r05}"
        );
        let d41 = &all.iter().find(|(_, id)| id == "D-41").unwrap().0;
        assert_eq!(d41, "D-41 · Loki's battle cards");
        let d41 = suggestions(Lang::Fr, MAX_OPTION_LABEL)
            .into_iter()
            .find(|(_, id)| id == "D-41")
            .unwrap()
            .0;
        assert_eq!(d41, "D-41 · Cartes de bataille de Loki");
    }

    #[test]
    fn every_answer_fits_a_message_in_each_language() {
        for lang in [Lang::En, Lang::Fr] {
            assert!(answer(None, lang).chars().count() <= MESSAGE_LIMIT);
            for (id, _) in entries(lang) {
                let a = answer(Some(id), lang);
                assert!(a.chars().count() <= MESSAGE_LIMIT, "{id}");
            }
        }
    }

    #[test]
    fn every_ruling_is_found_and_fits_a_message() {
        let all = entries(Lang::En);
        assert_eq!(
            all.iter().filter(|(id, _)| id.starts_with("D-")).count(),
            53
        );
        assert_eq!(
            all.iter().filter(|(id, _)| id.starts_with("R-")).count(),
            23
        );
        assert_eq!(
            all.iter().filter(|(id, _)| id.starts_with("B-")).count(),
            17
        );
        assert_eq!(
            all.iter().filter(|(id, _)| id.starts_with("RP-")).count(),
            70
        );
        assert!(answer(None, Lang::En).contains("B-17"));
        assert!(
            answer(None, Lang::En).contains("R-01 to R-23"),
            "{}",
            answer(None, Lang::En)
        );
        assert!(answer(None, Lang::En).contains("RP-01 to RP-70"));
        assert_eq!(
            all.iter().filter(|(id, _)| id.starts_with("VH-")).count(),
            59
        );
        assert_eq!(
            all.iter().filter(|(id, _)| id.starts_with("PK-")).count(),
            18
        );
        assert!(
            answer(None, Lang::En).contains("VH-01 to VH-59"),
            "{}",
            answer(None, Lang::En)
        );
        assert!(answer(Some("PK-05"), Lang::En).contains("house rule"));
        assert!(answer(Some("RP-69"), Lang::En).contains("private panel"));
        assert!(answer(Some("rp-42"), Lang::En).contains("fewest battle points"));
        assert!(answer(Some("undo"), Lang::En).contains("B-09"));
        for (id, _) in all {
            let a = answer(Some(id), Lang::En);
            assert!(a.contains(id.as_str()), "{id}");
            assert!(a.chars().count() <= MESSAGE_LIMIT);
        }
        assert!(answer(Some("primacy"), Lang::En).contains("D-33"));
        assert!(answer(None, Lang::En).chars().count() <= MESSAGE_LIMIT);
        assert!(answer(Some("zzzz"), Lang::En).starts_with("No ruling"));
    }

    #[test]
    fn rulings_cite_the_rulebooks_never_the_projects_own_files() {
        for (name, text) in [("RULINGS.md", RULINGS), ("RULINGS.fr.md", RULINGS_FR)] {
            for internal in [
                "shared/",
                "variants",
                "§",
                ".toml",
                "blood-rage-",
                "assets/",
                "src/",
            ] {
                assert!(!text.contains(internal), "{name} cites {internal:?}");
            }
            // Nor the reference's own step labels ("(B6)", "in R5", "(3.11)"), which a player
            // cannot look up.
            let words: Vec<&str> = text
                .split(|c: char| !(c.is_alphanumeric() || c == '.'))
                .collect();
            for word in words {
                let word = word.trim_end_matches('.');
                let mut chars = word.chars();
                let step = matches!(chars.next(), Some('B' | 'R'))
                    && word.len() == 2
                    && chars.all(|c| c.is_ascii_digit());
                let section = word.split('.').count() == 2
                    && word
                        .split('.')
                        .all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit()))
                    && text.contains(&format!("({word})"));
                assert!(!step && !section, "{name} cites the step label {word}");
            }
        }
    }

    #[test]
    fn every_ruling_has_its_french_entry_and_french_answers_fit_a_message() {
        let english = entries_of(RULINGS);
        let french = entries_of(RULINGS_FR);
        assert_eq!(french.len(), english.len(), "the same rulings in both");
        for ((id, en), (fr_id, fr)) in english.iter().zip(&french) {
            assert_eq!(id, fr_id, "the French document keeps the English order");
            assert_ne!(en, fr, "{id} is translated");
        }
        for (id, _) in &english {
            let a = answer(Some(id), Lang::Fr);
            assert!(a.contains(id.as_str()), "{id}");
            assert!(a.chars().count() <= MESSAGE_LIMIT, "{id}");
        }
        assert!(answer(Some("D-41"), Lang::Fr).contains("**Décision\u{a0}:**"));
        assert!(answer(Some("R-05"), Lang::Fr).starts_with("**R-05** Un clan"));
        // A word of either language finds a ruling, shown in French.
        assert!(answer(Some("primacy"), Lang::Fr).contains("D-33"));
        assert!(answer(Some("annuler"), Lang::Fr).contains("B-09"));
        assert!(answer(None, Lang::Fr).chars().count() <= MESSAGE_LIMIT);
        let d41 = index(Lang::Fr)
            .into_iter()
            .find(|(id, _)| id == "D-41")
            .unwrap()
            .1;
        assert_eq!(d41, "Cartes de bataille de Loki");
    }

    #[test]
    fn typing_matches_without_case_accents_or_punctuation() {
        assert_eq!(fold("Völur Witch"), "volurwitch");
        assert_eq!(fold("Tyr's"), "tyrs");
        assert_eq!(fold("Épée"), "epee");
    }

    #[test]
    fn a_ruling_on_several_lines_is_shown_whole() {
        for lang in [Lang::En, Lang::Fr] {
            let b12 = answer(Some("B-12"), lang);
            assert!(
                b12.contains("/game resign") || b12.contains("/partie renoncer"),
                "{b12}"
            );
            assert!(
                !b12.contains("\n  "),
                "continuation lines are joined: {b12}"
            );
        }
    }
}
