//! `/hint` in words: the medium level's suggestion and its main reason, in one line.

use super::terms;
use crate::engine::Seat;
use crate::engine::base::policy::Reason;
use crate::engine::base::{Command, Game};
use crate::present::locale::{Lang, t};

/// The suggestion for `seat` as one line: the command as its confirmation reads, then why.
pub fn hint(game: &Game, seat: Seat, command: &Command, reason: Reason, lang: Lang) -> String {
    format!(
        "**{}**: {}.",
        super::prompt::describe(game, seat, command, lang),
        because(reason, lang)
    )
}

/// A reason in words, to follow "because".
pub fn because(reason: Reason, lang: Lang) -> String {
    match reason {
        Reason::DraftBattle { str, held: 0 } => t!(lang, "why-draft-battle-first", str = str),
        Reason::DraftBattle { str, held } => {
            t!(lang, "why-draft-battle", str = str, held = held)
        }
        Reason::DraftUpgrade { cost, rage } => {
            t!(lang, "why-draft-upgrade", cost = cost, rage = rage)
        }
        Reason::Quest { glory, chance } => t!(lang, "why-quest", glory = glory, chance = chance),
        Reason::KeepBest => t!(lang, "why-keep-best"),
        Reason::Pillage {
            province,
            chance,
            token,
        } => t!(
            lang,
            "why-pillage",
            chance = chance,
            province = province.to_string(),
            reward = terms::token(lang, token)
        ),
        Reason::Strengthen { province, chance } => t!(
            lang,
            "why-strengthen",
            province = province.to_string(),
            chance = chance
        ),
        Reason::Ragnarok { province, glory } => t!(
            lang,
            "why-ragnarok",
            province = province.to_string(),
            glory = glory
        ),
        Reason::QuestLead { province, glory } => t!(
            lang,
            "why-quest-lead",
            province = province.to_string(),
            glory = glory
        ),
        Reason::Presence { province } => {
            t!(lang, "why-presence", province = province.to_string())
        }
        Reason::Upgrade { ages_left: 1 } => t!(lang, "why-upgrade-last"),
        Reason::Upgrade { ages_left } => t!(lang, "why-upgrade", ages = ages_left),
        Reason::Pass { rage: 0 } => t!(lang, "why-pass-nothing"),
        Reason::Pass { rage } => t!(lang, "why-pass", rage = rage),
        Reason::Join { mine, other } => t!(lang, "why-join", mine = mine, other = other),
        Reason::StayOut => t!(lang, "why-stay-out"),
        Reason::CardWins => t!(lang, "why-card-wins"),
        Reason::CardStrongest => t!(lang, "why-card-strongest"),
        Reason::NoCard => t!(lang, "why-no-card"),
        Reason::Raise { stat } => t!(lang, "why-raise", stat = terms::stat(lang, stat)),
        Reason::KeepStrongest => t!(lang, "why-keep-strongest"),
        Reason::CountQuest { bonus } => t!(lang, "why-count-quest", bonus = bonus),
        Reason::Free => t!(lang, "why-free"),
        Reason::SendGod {
            god,
            rewards_winner: true,
        } => t!(lang, "why-send-god-winner", god = god.name()),
        Reason::SendGod {
            god,
            rewards_winner: false,
        } => t!(lang, "why-send-god-weaker", god = god.name()),
        Reason::Best => t!(lang, "why-best"),
    }
}
