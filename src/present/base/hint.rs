//! `/hint` in words: the medium level's suggestion and its main reason, in one line.

use crate::engine::Seat;
use crate::engine::base::policy::Reason;
use crate::engine::base::{Command, Game};
use crate::present::locale::Lang;

/// The suggestion for `seat` as one line: the command as its confirmation reads, then why.
pub fn hint(game: &Game, seat: Seat, command: &Command, reason: Reason, lang: Lang) -> String {
    format!(
        "**{}**: {}.",
        super::prompt::describe(game, seat, command, lang),
        because(reason)
    )
}

/// The reason in a few words (no full stop).
pub fn because(reason: Reason) -> String {
    match reason {
        Reason::DraftBattle { str, held: 0 } => {
            format!("a +{str} battle card, and you hold none yet")
        }
        Reason::DraftBattle { str, held } => format!(
            "a +{str} battle card; you hold {held} and the battles of this Age are still ahead"
        ),
        Reason::DraftUpgrade { cost, rage } => format!(
            "it fits your clan and you can pay for it this Age ({cost} Rage of your {rage})"
        ),
        Reason::Quest { glory, chance } => format!(
            "worth {glory} Glory, and about {chance} % likely to be fulfilled as the board stands"
        ),
        Reason::KeepBest => "the card worth most to you in the next Age".into(),
        Reason::Pillage {
            province,
            chance,
            token,
        } => format!(
            "about {chance} % to win the battle in {province}, counting what others can bring, for {}",
            token.describe()
        ),
        Reason::Strengthen { province, chance } => {
            format!("it raises your chance of winning a pillage of {province} to about {chance} %")
        }
        Reason::Ragnarok { province, glory } => format!(
            "Ragnarök destroys {province} this Age: {glory} Glory for each of your figures there"
        ),
        Reason::QuestLead { province, glory } => {
            format!("it puts you ahead in {province} for your {glory}-Glory quest")
        }
        Reason::Presence { province } => {
            format!("it builds up your strength in {province} for the battles to come")
        }
        Reason::Upgrade { ages_left: 1 } => {
            "it works for the rest of this last Age and is worth its cost".into()
        }
        Reason::Upgrade { ages_left } => {
            format!("it works for the {ages_left} Ages left and is worth its cost")
        }
        Reason::Pass { rage: 0 } => "nothing else is worth doing now".into(),
        Reason::Pass { rage } => format!("nothing else is worth your {rage} Rage left"),
        Reason::Join { mine, other } => {
            format!("your strength can still change who wins ({mine} STR against {other} so far)")
        }
        Reason::StayOut => "you cannot win this battle, or it is won without you".into(),
        Reason::CardWins => {
            "it should win, and the winner discards its card: this is the cheapest that does".into()
        }
        Reason::CardStrongest => {
            "this battle may be lost, and losers take their cards back: play your strongest".into()
        }
        Reason::NoCard => "no card you hold changes who wins".into(),
        Reason::Raise { stat } => format!("{} is worth most to you now", stat.name()),
        Reason::KeepStrongest => "you keep your strongest figures".into(),
        Reason::CountQuest { bonus } => format!("+{bonus} STR at no cost"),
        Reason::Free => "it is free".into(),
        Reason::Best => "it scores best by the computer clans' reckoning".into(),
    }
}
