//! "Since your last turn": a short public digest of what happened since a player last decided —
//! the battles and who won them, Glory gained and lost, the provinces Ragnarök destroyed, the
//! Ages that began. Built from public events only (redacted first), so it tells nobody anything
//! the thread did not.

use crate::engine::base::Event;
use crate::engine::{AnyEvent, Seat, Viewer};
use crate::present::Names;
use crate::present::locale::{Lang, t};
use std::collections::BTreeMap;

/// Most battles named one by one; more are counted.
const BATTLES_NAMED: usize = 3;

/// The digest of `events`, in at most a few lines (empty when nothing worth telling happened).
pub fn digest(events: &[AnyEvent], names: &Names, lang: Lang) -> Vec<String> {
    let public: Vec<Event> = events
        .iter()
        .filter_map(|e| e.redact(Viewer::Public))
        .filter_map(|e| e.as_base().cloned())
        .collect();
    let mut battles: Vec<String> = Vec::new();
    let mut glory: BTreeMap<Seat, i64> = BTreeMap::new();
    let mut destroyed = Vec::new();
    let mut ages = Vec::new();
    for event in &public {
        match event {
            Event::BattleTotals {
                province, winner, ..
            } => {
                let place = province.to_string();
                battles.push(match winner {
                    Some(w) => t!(
                        lang,
                        "digest-won",
                        player = names.plain(*w),
                        province = place
                    ),
                    None => t!(lang, "digest-nobody-won", province = place),
                });
            }
            Event::GloryGained { seat, amount, .. }
            | Event::StatBonus {
                seat,
                glory: amount,
                ..
            } => *glory.entry(*seat).or_default() += i64::from(*amount),
            Event::GloryTaken {
                from, to, amount, ..
            } => {
                *glory.entry(*from).or_default() -= i64::from(*amount);
                *glory.entry(*to).or_default() += i64::from(*amount);
            }
            Event::ProvinceDestroyed { province, .. } => destroyed.push(province.name()),
            Event::AgeBegan { age } => ages.push(*age),
            _ => {}
        }
    }
    let mut lines = Vec::new();
    if !battles.is_empty() {
        let more = battles.len().saturating_sub(BATTLES_NAMED);
        battles.truncate(BATTLES_NAMED);
        let and_more = if more > 0 {
            format!(
                "{}{}",
                crate::present::locale::semicolon(lang),
                t!(lang, "digest-more", count = more)
            )
        } else {
            String::new()
        };
        lines.push(format!(
            "⚔️ {}{and_more}",
            battles.join(&crate::present::locale::semicolon(lang))
        ));
    }
    let changes: Vec<String> = glory
        .iter()
        .filter(|(_, n)| **n != 0)
        .map(|(seat, n)| format!("{} {n:+}", names.plain(*seat)))
        .collect();
    if !changes.is_empty() {
        lines.push(t!(lang, "digest-glory", changes = changes.join(", ")));
    }
    if !destroyed.is_empty() {
        lines.push(t!(
            lang,
            "digest-ragnarok",
            provinces = destroyed.join(", ")
        ));
    }
    if let Some(age) = ages.last() {
        lines.push(t!(lang, "digest-age", age = *age));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{AnyGame, GameConfig};

    #[test]
    fn a_battle_whose_beginning_came_before_the_digest_still_names_its_province() {
        let names = Names {
            mention: Vec::new(),
            plain: vec!["Ann".into(), "Bo".into(), "Cy".into()],
        };
        let mut game = AnyGame::new(&GameConfig::base(3, 11)).unwrap();
        let mut position = 0;
        let mut told = 0;
        while let Some((seat, command)) = crate::sim::choose(&game, 11, position) {
            position += 1;
            let events = game.apply(seat, &command).unwrap();
            // The step that compares totals, without the step that began the battle.
            let Some(province) = events.iter().find_map(|e| match e.as_base() {
                Some(Event::BattleTotals { province, .. }) => Some(*province),
                _ => None,
            }) else {
                continue;
            };
            if events
                .iter()
                .any(|e| matches!(e.as_base(), Some(Event::BattleBegan { .. })))
            {
                continue;
            }
            for lang in Lang::ALL {
                let lines = digest(&events, &names, lang);
                assert!(
                    lines[0].contains(&province.to_string()),
                    "{lang}: {lines:?}"
                );
            }
            told += 1;
        }
        assert!(told > 0, "no battle was resolved apart from its beginning");
    }
}
