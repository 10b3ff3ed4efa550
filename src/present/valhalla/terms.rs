//! The content pack's own words in a language: its name and notice, chamber names, card texts
//! and rulings. English is the pack file itself; French comes from a translation beside it
//! (`assets/valhalla/<pack>.fr.toml`), matched by pack id and version, so a pack without one
//! (another pack, or a later version not yet translated) shows its own words. Card and monster
//! names stay as printed, as in the French edition of Blood Rage, except the names that are only
//! descriptions (the quests: "Quest: Chambers 1–3"), which a translation may give.

use crate::engine::valhalla::pack::{Pack, Stat};
use crate::engine::valhalla::{CardId, ChamberId};
use crate::present::locale::{Lang, t};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::sync::LazyLock;

/// A pack's words in another language.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Translation {
    pack: String,
    version: u32,
    name: String,
    notice: String,
    chambers: BTreeMap<String, String>,
    /// Names that describe rather than name (the quests'), by card id.
    #[serde(default)]
    names: BTreeMap<String, String>,
    texts: BTreeMap<String, String>,
    rulings: BTreeMap<String, String>,
}

static FRENCH: LazyLock<Vec<Translation>> = LazyLock::new(|| {
    [include_str!(
        "../../../assets/valhalla/provisional-v1.fr.toml"
    )]
    .iter()
    .map(|text| toml::from_str(text).expect("a Valhalla pack translation parses"))
    .collect()
});

fn translation(pack: &Pack, lang: Lang) -> Option<&'static Translation> {
    match lang {
        Lang::En => None,
        Lang::Fr => FRENCH
            .iter()
            .find(|t| t.pack == pack.id && t.version == pack.version),
    }
}

/// The pack's name.
pub fn pack_name(pack: &Pack, lang: Lang) -> String {
    translation(pack, lang).map_or_else(|| pack.name.clone(), |t| t.name.clone())
}

/// The pack's "provisional content" notice.
pub fn notice(pack: &Pack, lang: Lang) -> String {
    translation(pack, lang).map_or_else(|| pack.notice.clone(), |t| t.notice.clone())
}

/// A chamber's name ("Chamber 3", "Salle 3").
pub fn chamber(pack: &Pack, id: ChamberId, lang: Lang) -> String {
    let c = pack.chamber(id);
    translation(pack, lang)
        .and_then(|t| t.chambers.get(&c.id))
        .map_or_else(|| c.name.clone(), Clone::clone)
}

/// A card's (or monster's) name: as printed, or its translation where the name only describes.
pub fn card_name(pack: &Pack, id: CardId, lang: Lang) -> String {
    let c = pack.card(id);
    translation(pack, lang)
        .and_then(|t| t.names.get(&c.id))
        .map_or_else(|| c.name.clone(), Clone::clone)
}

/// A card's (or monster's) effect text.
pub fn card_text(pack: &Pack, id: CardId, lang: Lang) -> String {
    let c = pack.card(id);
    translation(pack, lang)
        .and_then(|t| t.texts.get(&c.id))
        .map_or_else(|| c.text.clone(), Clone::clone)
}

/// A ruling of the pack (`PK-05`) in `lang`, when the pack has it.
pub fn ruling(pack: &Pack, id: &str, lang: Lang) -> Option<String> {
    let english = pack.rulings.iter().find(|(r, _)| r == id)?;
    Some(
        translation(pack, lang)
            .and_then(|t| t.rulings.get(id))
            .map_or_else(|| english.1.clone(), Clone::clone),
    )
}

/// A stat's name ("Axes", "Haches"), as Blood Rage names it.
pub fn stat(stat: Stat, lang: Lang) -> String {
    match stat {
        Stat::Rage => t!(lang, "stat-rage"),
        Stat::Axes => t!(lang, "stat-axes"),
        Stat::Horns => t!(lang, "stat-horns"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::valhalla::pack::provisional;

    #[test]
    fn card_texts_tell_a_player_how_to_play_the_card_not_where_the_ruling_is() {
        let pack = provisional();
        for c in 0..pack.cards.len() {
            let id = CardId(c as u16);
            for lang in Lang::ALL {
                let text = card_text(pack, id, lang);
                let notes = crate::present::base::terms::tests::rules_notes(&text);
                assert!(notes.is_empty(), "{lang} {}: {text}", pack.card(id).id);
            }
        }
    }

    #[test]
    fn a_quest_is_named_in_the_readers_language_in_hands_and_suggestions() {
        let pack = provisional();
        let suggestions = crate::present::valhalla::words::card_suggestions(Lang::Fr);
        for (i, c) in pack.cards.iter().enumerate() {
            let id = CardId(i as u16);
            let french = card_name(pack, id, Lang::Fr);
            let line = crate::present::valhalla::words::card_line(pack, id, Lang::Fr);
            assert!(line.contains(&french), "{line}");
            assert!(
                suggestions.iter().any(|(label, _)| label.contains(&french)),
                "{french}"
            );
            if c.id.starts_with("quest_") {
                assert_ne!(french, c.name);
                assert!(!line.contains(&c.name), "{line}");
            }
        }
    }

    #[test]
    fn the_provisional_pack_is_translated_whole_into_french() {
        let pack = provisional();
        let fr = translation(pack, Lang::Fr).expect("a French translation of the pack");
        for c in &pack.chambers {
            assert!(fr.chambers.contains_key(&c.id), "chamber {}", c.id);
        }
        for c in &pack.cards {
            let text = fr.texts.get(&c.id);
            assert!(
                text.is_some_and(|t| !t.is_empty() && (*t != c.text || c.text.len() < 6)),
                "card {} has no French text",
                c.id
            );
        }
        for (id, english) in &pack.rulings {
            let text = fr.rulings.get(id);
            assert!(text.is_some_and(|t| t != english), "ruling {id}");
        }
        // The quests' names describe them: translated; the other names stay as printed.
        for c in &pack.cards {
            let quest = c.id.starts_with("quest_");
            assert_eq!(fr.names.contains_key(&c.id), quest, "card {}", c.id);
        }
        // Nothing translated that the pack does not have.
        assert_eq!(fr.chambers.len(), pack.chambers.len());
        assert_eq!(fr.texts.len(), pack.cards.len());
        assert_eq!(fr.rulings.len(), pack.rulings.len());
        assert_ne!(notice(pack, Lang::Fr), pack.notice);
        assert_eq!(notice(pack, Lang::En), pack.notice);
    }

    #[test]
    fn a_pack_without_a_translation_shows_its_own_words() {
        let mut pack = provisional().clone();
        pack.version += 1;
        assert_eq!(notice(&pack, Lang::Fr), pack.notice);
        assert_eq!(
            chamber(&pack, ChamberId(0), Lang::Fr),
            pack.chambers[0].name
        );
    }
}
