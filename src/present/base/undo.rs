//! `/undo` in words: what is taken back, for the player and for the thread, and why an undo is
//! refused. The thread's line says only what everyone saw: a hidden card taken back stays hidden.

use crate::engine::Seat;
use crate::engine::base::Command;
use crate::engine::base::undo::Closing;
use crate::present::Names;
use crate::present::locale::Lang;

/// The thread's line when `seat` takes back `command`.
pub fn taken_back(seat: Seat, command: &Command, names: &Names, _lang: Lang) -> String {
    let what = match command {
        // Hidden choices: only their kind is public.
        Command::Draft { .. } => "a draft pick".to_string(),
        Command::Play { .. } => "a battle card".to_string(),
        Command::Keep { .. } => "a card kept".to_string(),
        Command::Quest { .. } => "a committed quest".to_string(),
        // Public ones, as everyone saw them.
        Command::Invade { figure, to } => format!("an Invade of {to} with a {figure}"),
        Command::Recall { figure, to } => {
            format!("bringing a {figure} back from Valhalla to {to}")
        }
        Command::March { from, to } => format!("a March from {from} to {to}"),
        Command::Move { figure } => format!("moving a {figure}"),
        Command::Upgrade { .. } => "an Upgrade".to_string(),
        Command::Pillage { province } => format!("a Pillage of {province}"),
        Command::Challenge { province } => format!("Tyr's Challenge in {province}"),
        Command::Sacrifice => "Frigga's Sacrifice".to_string(),
        Command::Pass => "a Pass".to_string(),
        Command::Join { figure, from } => {
            format!("joining the battle with a {figure} from {from}")
        }
        Command::Raise { stat } => format!("raising {}", stat.name()),
        Command::MoveLeader { to } => format!("moving the Leader to {to}"),
        Command::Spare { figure, at } => format!("keeping the {figure} in {at}"),
        Command::Destroy { figure, at } => format!("sacrificing the {figure} in {at}"),
        Command::Protect => "Frigga's Protection".to_string(),
        Command::Retreat => "the Völur Witch's retreat".to_string(),
        Command::CountQuest => "counting the quest".to_string(),
        Command::Accept | Command::Done => "an answer".to_string(),
    };
    format!("↩️ {} took back {what}.", names.of(seat))
}

/// Why an undo is refused, as the end of "You can no longer take it back: …".
pub fn closed(closing: Closing, _lang: Lang) -> &'static str {
    match closing {
        Closing::Random => "cards were shuffled or dealt since",
        Closing::Reveal => "cards were revealed since",
        Closing::CardShown => "everyone has seen the card you played from your hand",
        Closing::PacketsPassed => "the draft packets were passed on since",
        Closing::BattleBegan => "the battle has begun and the others are choosing their cards",
        Closing::PhaseEnded => "a phase has ended since",
    }
}
