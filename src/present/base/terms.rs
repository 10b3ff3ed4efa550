//! The words of Blood Rage's pieces in each language: figures, stats, pillage rewards and card
//! numbers. Card and monster names stay as printed (the French rulebook keeps them); province
//! names are the same in both languages.

use crate::engine::base::data::{CardId, PillageToken, Stat};
use crate::engine::base::{CardKind, Figure};
use crate::present::locale::{Lang, t, tr};

/// A figure's name ("Warrior", "Guerrier"; a Monster by its card's name).
pub fn figure(lang: Lang, figure: Figure) -> String {
    match figure {
        Figure::Leader => t!(lang, "figure-leader"),
        Figure::Warrior => t!(lang, "figure-warrior"),
        Figure::Ship => t!(lang, "figure-ship"),
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
