//! `/rules`: the players' rulings document ([`crate::present::rulings`]) in Discord, each answer
//! within a message's 2000 characters, each suggestion within an option's 100.

use super::message::{MAX_OPTION_LABEL, MESSAGE_LIMIT, cut};
use crate::present::locale::Lang;
use crate::present::rulings;

/// Suggestions for `/rules`: `(label, ruling id)`, the label "R-05 · A clan whose last…" within
/// Discord's 100 characters, in `lang`.
pub fn suggestions(lang: Lang) -> Vec<(String, String)> {
    rulings::index(lang)
        .into_iter()
        .map(|(id, title)| (cut(&format!("{id} · {title}"), MAX_OPTION_LABEL), id))
        .collect()
}

/// The answer to `/rules [topic]`, within a message.
pub fn answer(topic: Option<&str>, lang: Lang) -> String {
    rulings::answer(topic, lang, MESSAGE_LIMIT)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::present::rulings::entries;

    #[test]
    fn every_suggestion_reads_id_dot_title_within_discords_limit() {
        let all = suggestions(Lang::En);
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
    }

    #[test]
    fn every_answer_fits_a_message() {
        for lang in [Lang::En, Lang::Fr] {
            assert!(answer(None, lang).chars().count() <= MESSAGE_LIMIT);
            for (id, _) in entries(lang) {
                assert!(
                    answer(Some(id), lang).chars().count() <= MESSAGE_LIMIT,
                    "{id}"
                );
            }
        }
        let d41 = suggestions(Lang::Fr)
            .into_iter()
            .find(|(_, id)| id == "D-41")
            .unwrap()
            .0;
        assert_eq!(d41, "D-41 · Cartes de bataille de Loki");
    }
}
