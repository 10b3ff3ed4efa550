//! `/undo` in words: what is taken back, for the player and for the thread, and why an undo is
//! refused. The thread's line says only what everyone saw: a hidden card taken back stays hidden.

use super::terms;
use crate::engine::Seat;
use crate::engine::base::Command;
use crate::engine::base::undo::Closing;
use crate::present::Names;
use crate::present::locale::{self, Lang, t};

/// The thread's line when `seat` takes back `command`.
pub fn taken_back(seat: Seat, command: &Command, names: &Names, lang: Lang) -> String {
    let fig = |f: &crate::engine::base::Figure| terms::figure(lang, *f);
    let what = match command {
        Command::Draft { .. } => t!(lang, "back-draft"),
        Command::Play { .. } => t!(lang, "back-play"),
        Command::Keep { .. } => t!(lang, "back-keep"),
        Command::Quest { .. } => t!(lang, "back-quest"),
        Command::Invade { figure, to } => {
            t!(
                lang,
                "back-invade",
                to = terms::place(lang, &to),
                figure = fig(figure)
            )
        }
        Command::Recall { figure, to } => {
            t!(
                lang,
                "back-recall",
                figure = fig(figure),
                to = terms::place(lang, &to)
            )
        }
        Command::March { from, to } => t!(
            lang,
            "back-march",
            from = terms::place(lang, &from),
            to = terms::place(lang, &to)
        ),
        Command::Move { figure } => t!(lang, "back-move", figure = fig(figure)),
        Command::Upgrade { .. } => t!(lang, "back-upgrade"),
        Command::Pillage { province } => {
            t!(lang, "back-pillage", province = province.to_string())
        }
        Command::Challenge { province } => {
            t!(lang, "back-challenge", province = province.to_string())
        }
        Command::Sacrifice => t!(lang, "back-sacrifice"),
        Command::Pass => t!(lang, "back-pass"),
        Command::Join { figure, from } => t!(
            lang,
            "back-join",
            figure = fig(figure),
            from = terms::place(lang, &from)
        ),
        Command::Raise { stat } => t!(lang, "back-raise", stat = terms::stat(lang, *stat)),
        Command::MoveLeader { to, giant: false } => {
            t!(lang, "back-move-leader", to = terms::place(lang, &to))
        }
        Command::MoveLeader { to, giant: true } => {
            t!(lang, "back-move-giant", to = terms::place(lang, &to))
        }
        Command::MoveGod { to } => t!(lang, "back-move-god", to = terms::place(lang, &to)),
        Command::Spare { figure, at } => {
            t!(
                lang,
                "back-spare",
                figure = fig(figure),
                at = terms::place(lang, &at)
            )
        }
        Command::Destroy { figure, at } => {
            t!(
                lang,
                "back-destroy",
                figure = fig(figure),
                at = terms::place(lang, &at)
            )
        }
        Command::Protect => t!(lang, "back-protect"),
        Command::Retreat => t!(lang, "back-retreat"),
        Command::Escape { to } => t!(lang, "back-escape", to = terms::place(lang, &to)),
        Command::Strike { to, enemy, victim } => t!(
            lang,
            "back-strike",
            to = terms::place(lang, &to),
            player = names.of(*enemy),
            victim = fig(victim)
        ),
        Command::CountQuest => t!(lang, "back-count-quest"),
        Command::Accept | Command::Done => t!(lang, "back-answer"),
    };
    t!(lang, "took-back", player = names.of(seat), what = what)
}

/// Why a decision may no longer be taken back, in a few words.
pub fn closed(closing: Closing, lang: Lang) -> String {
    let key = match closing {
        Closing::Random => "closed-random",
        Closing::Reveal => "closed-reveal",
        Closing::CardShown => "closed-card-shown",
        Closing::PacketsPassed => "closed-packets",
        Closing::BattleBegan => "closed-battle",
        Closing::PhaseEnded => "closed-phase",
    };
    locale::tr(lang, key, &[])
}
