//! Valhalla's decisions as players see them: what each asks, every legal command as a choice,
//! the `/hint` line, and `/undo`'s words. Prompts are private to their seat.

use super::words::{card, chamber, clan, figure, question, rewards, stat};
use crate::engine::valhalla::policy::Reason;
use crate::engine::valhalla::undo::Closing;
use crate::engine::valhalla::{Ask, Command, Game, Loc};
use crate::engine::{Rules, Seat};
use crate::present::locale::{Lang, t};
use crate::present::{Choice, Layout, Names, Prompt, Tone};

/// What `seat` is asked now, with one choice per legal command, in their order.
pub fn prompt(game: &Game, seat: Seat, lang: Lang) -> Prompt {
    let legal = game.legal_commands(seat);
    if legal.is_empty() {
        return Prompt {
            text: t!(lang, "vh-nothing-to-decide"),
            choices: Vec::new(),
            layout: Layout::List,
            about_cards: false,
        };
    }
    Prompt {
        text: question(game, seat, lang),
        choices: legal
            .iter()
            .map(|c| Choice {
                label: describe(game, seat, c, lang),
                kind: kind_label(*c, lang),
                group: group_label(game, seat, *c, lang),
                tone: tone(*c),
                button: is_button(*c),
            })
            .collect(),
        layout: if matches!(game.ask(), Some(Ask::Turn(_))) {
            Layout::ByKind
        } else {
            Layout::List
        },
        about_cards: matches!(
            game.ask(),
            Some(Ask::Draft | Ask::Keep | Ask::Play | Ask::Late(_) | Ask::Take(..))
        ),
    }
}

fn from_where(game: &Game, id: crate::engine::valhalla::FigureId, lang: Lang) -> String {
    match game.figure(id).loc {
        Loc::Chamber(c) => chamber(game, c, lang),
        other => super::words::location(game, other, lang),
    }
}

/// A player-facing description of a command (button and option labels, confirmations).
pub fn describe(game: &Game, seat: Seat, command: &Command, lang: Lang) -> String {
    let fig = |id| figure(game, seat, id, lang);
    let room = |c| chamber(game, c, lang);
    match *command {
        Command::Pick { card: c } => t!(lang, "vh-do-pick", card = card(game, c, lang)),
        Command::Keep { card: c } => t!(lang, "vh-do-keep", card = card(game, c, lang)),
        Command::Take { card: c } => t!(lang, "vh-do-take", card = card(game, c, lang)),
        Command::Summon {
            figure: id,
            chamber: to,
        } => {
            let cost = if matches!(
                game.figure(id).kind,
                crate::engine::valhalla::Kind::Monster(_)
            ) {
                t!(lang, "vh-free")
            } else {
                t!(lang, "vh-one-rage")
            };
            t!(
                lang,
                "vh-do-summon",
                figure = fig(id),
                chamber = room(to),
                cost = cost
            )
        }
        Command::Place {
            figure: id,
            chamber: to,
        } => t!(lang, "vh-do-place", figure = fig(id), chamber = room(to)),
        Command::Revive {
            figure: id,
            chamber: to,
        } => t!(
            lang,
            "vh-do-revive",
            figure = fig(id),
            from = from_where(game, id, lang),
            chamber = room(to)
        ),
        Command::March {
            from,
            figure: id,
            to,
        } => t!(
            lang,
            "vh-do-march",
            from = room(from),
            to = room(to),
            figure = fig(id)
        ),
        Command::Move { figure: id, to } => t!(
            lang,
            "vh-do-move",
            figure = fig(id),
            from = from_where(game, id, lang),
            to = room(to)
        ),
        Command::Upgrade { card: c } => t!(
            lang,
            "vh-do-upgrade",
            card = card(game, c, lang),
            cost = game.pack().card(c).value
        ),
        Command::Quest { card: c } => t!(lang, "vh-do-quest", card = card(game, c, lang)),
        Command::Contest { chamber: c } => t!(
            lang,
            "vh-do-contest",
            chamber = room(c),
            rewards = rewards(game, c, lang)
        ),
        Command::Challenge { chamber: c } => t!(
            lang,
            "vh-do-challenge",
            chamber = room(c),
            rewards = rewards(game, c, lang)
        ),
        Command::Sacrifice => t!(lang, "vh-do-sacrifice"),
        Command::Pass => t!(
            lang,
            match game.ask() {
                Some(Ask::Call(..)) => "vh-do-stay-out",
                Some(Ask::Late(_)) => "vh-do-no-late",
                _ => "vh-do-pass",
            }
        ),
        Command::Done => t!(
            lang,
            match game.ask() {
                Some(Ask::March(..)) => "vh-do-finish-march",
                Some(Ask::Keep) => "vh-do-keep-no-more",
                Some(Ask::Raise { .. }) => "vh-do-raise-nothing",
                Some(Ask::BuyBack(_)) => "vh-do-discard-rest",
                _ => "vh-do-no",
            }
        ),
        Command::Accept => t!(lang, "vh-do-yes"),
        Command::Call { figure: id } => t!(
            lang,
            "vh-do-call",
            figure = fig(id),
            from = from_where(game, id, lang)
        ),
        Command::Play { card: c } => t!(lang, "vh-do-play", card = card(game, c, lang)),
        Command::Late { card: c } => t!(lang, "vh-do-late", card = card(game, c, lang)),
        Command::Raise { stat: s } => t!(lang, "vh-do-raise", stat = stat(s, lang)),
        Command::Choose { figure: id } => t!(
            lang,
            "vh-do-choose",
            figure = fig(id),
            place = from_where(game, id, lang)
        ),
        Command::BuyBack { card: c } => t!(lang, "vh-do-buy-back", card = card(game, c, lang)),
        Command::Steal { seat: s } => t!(lang, "vh-do-steal", clan = clan(game, s, lang)),
    }
}

fn kind_label(command: Command, lang: Lang) -> String {
    t!(
        lang,
        match command {
            Command::Summon { .. } | Command::Revive { .. } | Command::Place { .. } => {
                "vh-group-summon"
            }
            Command::March { .. } => "vh-group-march",
            Command::Upgrade { .. } => "vh-group-upgrade",
            Command::Quest { .. } => "vh-group-quest",
            Command::Contest { .. } | Command::Challenge { .. } => "vh-group-contest",
            Command::Sacrifice => "vh-group-sacrifice",
            Command::Pass => "vh-group-pass",
            Command::Pick { .. } | Command::Keep { .. } | Command::Take { .. } => "vh-group-keep",
            Command::Move { .. } => "vh-group-move",
            Command::Call { .. } => "vh-group-answer",
            Command::Play { .. } | Command::Late { .. } => "vh-group-play",
            Command::Raise { .. } => "vh-group-raise",
            Command::Choose { .. } => "vh-group-choose",
            Command::BuyBack { .. } => "vh-group-buy-back",
            Command::Steal { .. } => "vh-group-steal",
            Command::Accept | Command::Done => "vh-group-more",
        }
    )
}

fn group_label(game: &Game, seat: Seat, command: Command, lang: Lang) -> String {
    match command {
        Command::Contest { chamber: c } | Command::Challenge { chamber: c } => {
            chamber(game, c, lang)
        }
        Command::March { from, .. } => {
            t!(lang, "vh-group-from", chamber = chamber(game, from, lang))
        }
        Command::Summon { figure: id, .. }
        | Command::Revive { figure: id, .. }
        | Command::Place { figure: id, .. }
        | Command::Move { figure: id, .. }
        | Command::Call { figure: id }
        | Command::Choose { figure: id } => figure(game, seat, id, lang),
        _ => String::new(),
    }
}

fn tone(command: Command) -> Tone {
    match command {
        Command::Pass | Command::Done => Tone::Secondary,
        Command::Accept => Tone::Success,
        _ => Tone::Primary,
    }
}

fn is_button(command: Command) -> bool {
    matches!(
        command,
        Command::Pass
            | Command::Done
            | Command::Accept
            | Command::Sacrifice
            | Command::Raise { .. }
    )
}

/// The hint line: the command and why.
pub fn hint(game: &Game, seat: Seat, command: &Command, reason: Reason, lang: Lang) -> String {
    t!(
        lang,
        "vh-hint",
        choice = describe(game, seat, command, lang),
        reason = because(game, reason, lang)
    )
}

fn because(game: &Game, reason: Reason, lang: Lang) -> String {
    match reason {
        Reason::Only => t!(lang, "vh-why-only"),
        Reason::Contest { chamber: c, chance } => t!(
            lang,
            "vh-why-contest",
            chance = chance,
            chamber = chamber(game, c, lang)
        ),
        Reason::Build => t!(lang, "vh-why-build"),
        Reason::Card => t!(lang, "vh-why-card"),
        Reason::Upgrade => t!(lang, "vh-why-upgrade"),
        Reason::Quest => t!(lang, "vh-why-quest"),
        Reason::Join => t!(lang, "vh-why-join"),
        Reason::StayOut => t!(lang, "vh-why-stay-out"),
        Reason::StrongCard => t!(lang, "vh-why-strong-card"),
        Reason::SaveCards => t!(lang, "vh-why-save-cards"),
        Reason::Stat => t!(lang, "vh-why-stat"),
        Reason::Stop => t!(lang, "vh-why-stop"),
        Reason::Best => t!(lang, "vh-why-best"),
    }
}

/// The thread's line when `seat` takes back `command`; a secret pick stays secret.
pub fn taken_back(seat: Seat, command: &Command, names: &Names, lang: Lang) -> String {
    let what = t!(
        lang,
        match command {
            Command::Pick { .. } | Command::Keep { .. } | Command::Take { .. } => "vh-back-card",
            Command::Play { .. } => "vh-back-battle-card",
            Command::Summon { .. } => "vh-back-summon",
            Command::March { .. } | Command::Move { .. } => "vh-back-move",
            Command::Upgrade { .. } => "vh-back-upgrade",
            Command::Quest { .. } => "vh-back-quest",
            Command::Call { .. } => "vh-back-call",
            Command::Pass => "vh-back-pass",
            _ => "vh-back-answer",
        }
    );
    t!(lang, "vh-taken-back", player = names.of(seat), what = what)
}

/// Why an undo is refused, as the end of "You can no longer take it back: …".
pub fn closed(closing: Closing, lang: Lang) -> String {
    t!(
        lang,
        match closing {
            Closing::Random => "vh-closed-random",
            Closing::Reveal => "vh-closed-reveal",
            Closing::PhaseEnded => "vh-closed-phase",
        }
    )
}
