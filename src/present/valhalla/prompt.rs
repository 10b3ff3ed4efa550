//! Valhalla's decisions as players see them: what each asks, every legal command as a choice,
//! the `/hint` line, and `/undo`'s words. Prompts are private to their seat.

use super::words::{card, chamber, clan, figure, question, rewards};
use crate::engine::valhalla::policy::Reason;
use crate::engine::valhalla::undo::Closing;
use crate::engine::valhalla::{Ask, Command, Game, Loc};
use crate::engine::{Rules, Seat};
use crate::present::locale::Lang;
use crate::present::{Choice, Layout, Names, Prompt, Tone};

/// What `seat` is asked now, with one choice per legal command, in their order.
pub fn prompt(game: &Game, seat: Seat, lang: Lang) -> Prompt {
    let legal = game.legal_commands(seat);
    if legal.is_empty() {
        return Prompt {
            text: "Nothing to decide for you right now.".into(),
            choices: Vec::new(),
            layout: Layout::List,
            about_cards: false,
        };
    }
    Prompt {
        text: question(game, seat),
        choices: legal
            .iter()
            .map(|c| Choice {
                label: describe(game, seat, c, lang),
                kind: kind_label(*c).to_string(),
                group: group_label(game, seat, *c),
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

fn from_where(game: &Game, id: crate::engine::valhalla::FigureId) -> String {
    match game.figure(id).loc {
        Loc::Chamber(c) => chamber(game, c),
        other => super::words::location(game, other),
    }
}

/// A player-facing description of a command (button and option labels, confirmations).
pub fn describe(game: &Game, seat: Seat, command: &Command, _lang: Lang) -> String {
    match *command {
        Command::Pick { card: c } => format!("Keep {}", card(game, c)),
        Command::Keep { card: c } => format!("Keep {} for the next Age", card(game, c)),
        Command::Take { card: c } => format!("Take {}", card(game, c)),
        Command::Summon {
            figure: id,
            chamber: to,
        } => {
            let cost = if matches!(
                game.figure(id).kind,
                crate::engine::valhalla::Kind::Monster(_)
            ) {
                "free".to_string()
            } else {
                "1 Rage".to_string()
            };
            format!(
                "Summon a {} into {} ({cost})",
                figure(game, seat, id),
                chamber(game, to)
            )
        }
        Command::Place {
            figure: id,
            chamber: to,
        } => format!(
            "Put a {} into {} for free",
            figure(game, seat, id),
            chamber(game, to)
        ),
        Command::Revive {
            figure: id,
            chamber: to,
        } => format!(
            "Bring your {} back from {} into {} (Frigga's Domain)",
            figure(game, seat, id),
            from_where(game, id),
            chamber(game, to)
        ),
        Command::March {
            from,
            figure: id,
            to,
        } => format!(
            "March from {} to {}, starting with a {} (1 Rage)",
            chamber(game, from),
            chamber(game, to),
            figure(game, seat, id)
        ),
        Command::Move { figure: id, to } => format!(
            "Move the {} from {} to {}",
            figure(game, seat, id),
            from_where(game, id),
            chamber(game, to)
        ),
        Command::Upgrade { card: c } => format!(
            "Upgrade: {} ({} Rage)",
            card(game, c),
            game.pack().card(c).value
        ),
        Command::Quest { card: c } => format!("Commit {} face down", card(game, c)),
        Command::Contest { chamber: c } => {
            format!("Contest {} ({})", chamber(game, c), rewards(game, c))
        }
        Command::Challenge { chamber: c } => format!(
            "Challenge {} again (Tyr's Challenge, 2 Rage: {})",
            chamber(game, c),
            rewards(game, c)
        ),
        Command::Sacrifice => {
            "Frigga's Sacrifice: destroy two of your figures, raise a stat".into()
        }
        Command::Pass => match game.ask() {
            Some(Ask::Call(..)) => "Stay out".into(),
            Some(Ask::Late(_)) => "No late card".into(),
            _ => "Pass (your Rage drops to 0 for this Age)".into(),
        },
        Command::Done => match game.ask() {
            Some(Ask::March(..)) => "Finish the March".into(),
            Some(Ask::Keep) => "Keep no more".into(),
            Some(Ask::Raise { .. }) => "Raise nothing".into(),
            Some(Ask::BuyBack(_)) => "Discard the rest".into(),
            _ => "No".into(),
        },
        Command::Accept => "Yes".into(),
        Command::Call { figure: id } => format!(
            "Answer with a {} from {}",
            figure(game, seat, id),
            from_where(game, id)
        ),
        Command::Play { card: c } => format!("Play {}", card(game, c)),
        Command::Late { card: c } => format!("Add {} now", card(game, c)),
        Command::Raise { stat } => format!("Raise {}", stat.name()),
        Command::Choose { figure: id } => {
            format!("The {} in {}", figure(game, seat, id), from_where(game, id))
        }
        Command::BuyBack { card: c } => format!("Take {} back (1 Rage)", card(game, c)),
        Command::Steal { seat: s } => format!("Take Glory from the {}", clan(game, s)),
    }
}

fn kind_label(command: Command) -> &'static str {
    match command {
        Command::Summon { .. } | Command::Revive { .. } | Command::Place { .. } => "Summon",
        Command::March { .. } => "March",
        Command::Upgrade { .. } => "Upgrade",
        Command::Quest { .. } => "Quest",
        Command::Contest { .. } | Command::Challenge { .. } => "Contest",
        Command::Sacrifice => "Sacrifice",
        Command::Pass => "Pass",
        Command::Pick { .. } | Command::Keep { .. } | Command::Take { .. } => "Keep",
        Command::Move { .. } => "Move",
        Command::Call { .. } => "Answer",
        Command::Play { .. } | Command::Late { .. } => "Play",
        Command::Raise { .. } => "Raise",
        Command::Choose { .. } => "Choose",
        Command::BuyBack { .. } => "Buy back",
        Command::Steal { .. } => "Steal",
        Command::Accept | Command::Done => "More",
    }
}

fn group_label(game: &Game, seat: Seat, command: Command) -> String {
    match command {
        Command::Contest { chamber: c } | Command::Challenge { chamber: c } => chamber(game, c),
        Command::March { from, .. } => format!("From {}", chamber(game, from)),
        Command::Summon { figure: id, .. }
        | Command::Revive { figure: id, .. }
        | Command::Place { figure: id, .. }
        | Command::Move { figure: id, .. }
        | Command::Call { figure: id }
        | Command::Choose { figure: id } => figure(game, seat, id),
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
    format!(
        "**{}**: {}.",
        describe(game, seat, command, lang),
        because(game, reason)
    )
}

fn because(game: &Game, reason: Reason) -> String {
    match reason {
        Reason::Only => "it is your only choice".into(),
        Reason::Contest { chamber: c, chance } => format!(
            "about {chance} % to win {}, counting what others can call in",
            chamber(game, c)
        ),
        Reason::Build => "it puts strength where a reward or Prove Valor is still to take".into(),
        Reason::Card => "a card worth holding".into(),
        Reason::Upgrade => "an upgrade worth its Rage".into(),
        Reason::Quest => "a quest the board can fulfil".into(),
        Reason::Join => "your figure can turn this fight".into(),
        Reason::StayOut => "this fight cannot be won: keep your figures".into(),
        Reason::StrongCard => "the card that should win this fight".into(),
        Reason::SaveCards => "the fight looks lost, and losers take their cards back".into(),
        Reason::Stat => "the stat that pays most from here".into(),
        Reason::Stop => "nothing more is worth doing now".into(),
        Reason::Best => "the best choice as the board stands".into(),
    }
}

/// The thread's line when `seat` takes back `command`; a secret pick stays secret.
pub fn taken_back(seat: Seat, command: &Command, names: &Names, _lang: Lang) -> String {
    let what = match command {
        Command::Pick { .. } | Command::Keep { .. } | Command::Take { .. } => "a card choice",
        Command::Play { .. } => "a battle card",
        Command::Summon { .. } => "a Summon",
        Command::March { .. } | Command::Move { .. } => "a move",
        Command::Upgrade { .. } => "an Upgrade",
        Command::Quest { .. } => "a Quest",
        Command::Call { .. } => "an answer to the Call to Battle",
        Command::Pass => "a Pass",
        _ => "an answer",
    };
    format!("↩️ {} took back {what}.", names.of(seat))
}

/// Why an undo is refused, as the end of "You can no longer take it back: …".
pub fn closed(closing: Closing, _lang: Lang) -> &'static str {
    match closing {
        Closing::Random => "cards were dealt or drawn since",
        Closing::Reveal => "cards were revealed or passed on since",
        Closing::PhaseEnded => "a phase has ended since",
    }
}
