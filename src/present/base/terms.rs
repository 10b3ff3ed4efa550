//! The words of Blood Rage's pieces in each language: figures, stats, pillage rewards and card
//! numbers. Card and monster names stay as printed (the French rulebook keeps them); province
//! names are the same in both languages.

use crate::engine::base::data::{CardId, FjordId, PillageToken, ProvinceId, Slot, Stat};
use crate::engine::base::{CardKind, Figure, Place};
use crate::present::locale::{Lang, t, tr};

/// A figure's name ("Warrior", "Guerrier"; a Monster by its card's name).
pub fn figure(lang: Lang, figure: Figure) -> String {
    match figure {
        Figure::Leader => t!(lang, "figure-leader"),
        Figure::Warrior => t!(lang, "figure-warrior"),
        Figure::Ship => t!(lang, "figure-ship"),
        Figure::Mystic => t!(lang, "figure-mystic"),
        Figure::Monster(_) => figure.name().to_string(),
    }
}

/// A clan stat's name ("Axes", "Haches").
pub fn stat(lang: Lang, stat: Stat) -> String {
    tr(
        lang,
        match stat {
            Stat::Rage => "stat-rage",
            Stat::Axes => "stat-axes",
            Stat::Horns => "stat-horns",
        },
        &[],
    )
}

/// What a pillage token gives ("+1 Axes stat", "5 Glory").
pub fn token(lang: Lang, token: PillageToken) -> String {
    tr(
        lang,
        match token {
            PillageToken::Rage => "token-rage",
            PillageToken::Axes => "token-axes",
            PillageToken::Horns => "token-horns",
            PillageToken::Glory => "token-glory",
            PillageToken::AllStats => "token-all",
        },
        &[],
    )
}

/// A card with its number: "Thor's Glory (+2)", "Fenrir (3 Rage)", "Conquer Alfheim (5 Glory)".
pub fn card(lang: Lang, card: CardId) -> String {
    let d = card.def();
    let number = match d.kind {
        CardKind::Battle => d.str.map_or("+X".to_string(), |s| format!("+{s}")),
        CardKind::Upgrade | CardKind::Monster => {
            t!(lang, "rage-count", count = d.cost.unwrap_or(0))
        }
        CardKind::Quest => t!(lang, "glory-short", count = d.glory.unwrap_or(0)),
    };
    format!("{} ({number})", d.name)
}

/// An upgrade slot's name ("Warrior", "Clan").
pub fn slot(lang: Lang, slot: Slot) -> String {
    tr(
        lang,
        match slot {
            Slot::Warrior => "slot-warrior",
            Slot::Leader => "slot-leader",
            Slot::Ship => "slot-ship",
            Slot::Monster => "slot-monster",
            Slot::Clan => "slot-clan",
        },
        &[],
    )
}

/// A card's effect text in `lang`: the catalogue's English text, or its translation from
/// `assets/base/cards-fr.toml` (by the card's reference row, `1.01` … `3.42`) when there is one.
pub fn card_text(lang: Lang, card: CardId) -> String {
    printed_text(lang, card.def())
}

/// The effect text of a printed row of the catalogue in `lang`.
pub fn printed_text(lang: Lang, def: &crate::engine::base::data::CardDef) -> String {
    match lang {
        Lang::En => def.text.clone(),
        Lang::Fr => french_texts()
            .get(def.row.as_str())
            .cloned()
            .unwrap_or_else(|| def.text.clone()),
    }
}

/// The French card texts by card id.
fn french_texts() -> &'static std::collections::BTreeMap<String, String> {
    static TEXTS: std::sync::LazyLock<std::collections::BTreeMap<String, String>> =
        std::sync::LazyLock::new(|| {
            toml::from_str::<std::collections::BTreeMap<String, String>>(include_str!(
                "../../../assets/base/cards-fr.toml"
            ))
            .expect("assets/base/cards-fr.toml is a table of card id = text")
        });
    &TEXTS
}

/// A place's name in a language: provinces keep their names; the fjords (named by us, D-01) are
/// translated.
pub trait Where {
    /// The name in `lang`.
    fn words(&self, lang: Lang) -> String;
}

impl Where for ProvinceId {
    fn words(&self, _lang: Lang) -> String {
        self.to_string()
    }
}

impl Where for FjordId {
    fn words(&self, lang: Lang) -> String {
        tr(
            lang,
            &format!("fjord-{}", self.slug().replace('_', "-")),
            &[],
        )
    }
}

impl Where for Place {
    fn words(&self, lang: Lang) -> String {
        match self {
            Place::Province(p) => p.words(lang),
            Place::Fjord(f) => f.words(lang),
        }
    }
}

impl<T: Where> Where for &T {
    fn words(&self, lang: Lang) -> String {
        (*self).words(lang)
    }
}

/// A province's or fjord's name in `lang`.
pub fn place(lang: Lang, place: &impl Where) -> String {
    place.words(lang)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::engine::base::data::catalogue;

    /// What a card's text must not be: a note for the rules' authors instead of what a player
    /// needs to play it (rulings stay in /rules).
    pub(crate) fn rules_notes(text: &str) -> Vec<&'static str> {
        const NOTES: [&str; 12] = [
            "See ",
            "Voir ",
            "FAQ",
            "section ",
            "No text",
            "Pas de texte",
            "D-",
            "R-",
            "RP-",
            "VH-",
            "PK-",
            "§",
        ];
        NOTES.into_iter().filter(|n| text.contains(n)).collect()
    }

    #[test]
    fn card_texts_tell_a_player_how_to_play_the_card_not_where_the_ruling_is() {
        for row in &catalogue().rows {
            for lang in Lang::ALL {
                let text = printed_text(lang, row);
                assert!(rules_notes(&text).is_empty(), "{lang} {}: {text}", row.row);
            }
        }
        assert!(!rules_notes("a plain card. See D-41.").is_empty());
    }

    #[test]
    fn every_printed_row_has_its_french_text_and_no_text_is_left_unknown() {
        let rows: Vec<&str> = catalogue().rows.iter().map(|r| r.row.as_str()).collect();
        for row in &catalogue().rows {
            let text = french_texts().get(row.row.as_str());
            assert!(
                text.is_some_and(|t| !t.is_empty() && *t != row.text),
                "row {} has no French text",
                row.row
            );
        }
        for row in french_texts().keys() {
            assert!(
                rows.contains(&row.as_str()),
                "{row} is not a row of the catalogue"
            );
        }
    }
}
