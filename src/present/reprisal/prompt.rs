//! Reprisal's decisions as players see them: what each asks, every legal command as a choice,
//! the `/hint` line, and `/undo`'s words. Prompts are private to their seat.

use super::words::{card, clan, figure, gift_text, place};
use crate::engine::reprisal::policy::Reason;
use crate::engine::reprisal::undo::Closing;
use crate::engine::reprisal::{Command, Game, Gift, Stage, Step, data};
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
    let step = game.battle().map(|b| b.step);
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
        layout: if matches!(game.stage(), Stage::Turn) {
            Layout::ByKind
        } else {
            Layout::List
        },
        about_cards: matches!(step, Some(Step::Cards | Step::PillagerCard))
            && matches!(game.stage(), Stage::Battle),
    }
}

fn reward(game: &Game, province: crate::engine::base::data::ProvinceId) -> String {
    game.token(province).map_or_else(
        || format!("{} Glory", data::rules().yggdrasil_glory),
        |t| t.label().to_string(),
    )
}

/// A player-facing description of a command (button and option labels, confirmations).
pub fn describe(game: &Game, seat: Seat, command: &Command, _lang: Lang) -> String {
    match *command {
        Command::Pray { number } => match Gift::of_number(number) {
            Some(gift) => format!("Pray {number}: {} ({})", gift.name(), gift_text(gift)),
            None => format!("Pray {number}"),
        },
        Command::Rent { monster } => format!(
            "Rent the {} (strength {})",
            monster.name(),
            monster.def().strength
        ),
        Command::TakeMonster { monster } => format!(
            "Take the {} (strength {})",
            monster.name(),
            monster.def().strength
        ),
        Command::PlaceGod { god, province } => format!("Place {} in {province}", god.name()),
        Command::MoveGod { god, to: Some(p) } => format!("Move {} to {p}", god.name()),
        Command::MoveGod { god, to: None } => format!("Take {} off the board", god.name()),
        Command::Pillage { province } => {
            format!("Pillage {province} ({})", reward(game, province))
        }
        Command::March {
            from,
            to,
            figure: id,
        } => format!(
            "March from {from} to {to}, starting with a {}",
            figure(game, seat, id)
        ),
        Command::Move { figure: id } => format!("Move a {} too", figure(game, seat, id)),
        Command::Sail { figure: id, fjord } => {
            format!("Sail your {} to {fjord}", figure(game, seat, id))
        }
        Command::Invade { figure: id, to } => {
            format!("Invade {} with a {}", place(to), figure(game, seat, id))
        }
        Command::Reinforce { figure: id, to } => {
            format!("Add a {} to {} (card 3)", figure(game, seat, id), place(to))
        }
        Command::Pass => match game.stage() {
            Stage::Battle => "Stay out".into(),
            _ => "Pass (take no more turns this Age)".into(),
        },
        Command::Done => match (game.stage(), game.battle().map(|b| b.step)) {
            (Stage::Turn, _) => "End your turn".into(),
            (Stage::March { .. }, _) => "Finish the March".into(),
            (Stage::Invade { .. }, _) => "Finish the Invade".into(),
            (Stage::Sail(_), _) => "Leave the ships where they are".into(),
            (_, Some(Step::Heimdall)) => "Keep the pillage going".into(),
            (_, Some(Step::Spy)) => "Name nobody".into(),
            (_, Some(Step::Troll)) => "Sacrifice nothing (the Troll survives)".into(),
            (_, Some(Step::Elf)) => "The Elf stays and dies".into(),
            (_, Some(Step::Hel | Step::Frigga)) => "Bring nobody back".into(),
            (_, Some(Step::Reinforce)) => "Add nothing".into(),
            _ => "No".into(),
        },
        Command::Call { figure: id } => {
            let from = match game.figure(id).loc {
                crate::engine::reprisal::Loc::Province(p) => p.name(),
                _ => "the board",
            };
            format!("Answer with a {} from {from}", figure(game, seat, id))
        }
        Command::Engage { figure: id } => format!("Engage your {}", figure(game, seat, id)),
        Command::PlayCard { card: c } => format!("Play {}", card(c)),
        Command::CallOff => "Call the pillage off (Heimdall)".into(),
        Command::NameWinner { seat: winner } => {
            format!("Name {} the winner", clan(game, winner))
        }
        Command::Choose { figure: id } => {
            let what = figure(game, seat, id);
            match game.battle().map(|b| b.step) {
                Some(Step::Save) => format!("Save your {what}"),
                Some(Step::Lose) => format!("Lose your {what}"),
                Some(Step::Troll) => format!("Sacrifice your {what} to kill the Troll"),
                Some(Step::Hel) => format!("Bring back the {what}"),
                Some(Step::Frigga) => format!("Return your {what} to your reserve"),
                _ => format!("Choose the {what}"),
            }
        }
        Command::Flee => "Flee to Yggdrasil".into(),
    }
}

fn kind_label(command: Command) -> &'static str {
    match command {
        Command::Pillage { .. } => "Pillage",
        Command::March { .. } => "March",
        Command::Invade { .. } => "Invade",
        Command::Pass => "Pass",
        Command::Pray { .. } => "Pray",
        Command::Rent { .. } | Command::TakeMonster { .. } => "Monster",
        Command::PlaceGod { .. } | Command::MoveGod { .. } => "God",
        Command::Move { .. } => "Move",
        Command::Sail { .. } => "Sail",
        Command::Call { .. } => "Answer",
        Command::Engage { .. } => "Engage",
        Command::PlayCard { .. } => "Play",
        Command::NameWinner { .. } => "Name",
        Command::Choose { .. } => "Choose",
        Command::Reinforce { .. } => "Reinforce",
        Command::CallOff | Command::Flee | Command::Done => "More",
    }
}

fn group_label(game: &Game, seat: Seat, command: Command) -> String {
    match command {
        Command::Pillage { province } => province.to_string(),
        Command::March { from, .. } => format!("From {from}"),
        Command::Invade { figure: id, .. }
        | Command::Reinforce { figure: id, .. }
        | Command::Move { figure: id }
        | Command::Sail { figure: id, .. }
        | Command::Call { figure: id }
        | Command::Engage { figure: id }
        | Command::Choose { figure: id } => figure(game, seat, id),
        Command::PlaceGod { god, .. } | Command::MoveGod { god, .. } => god.name().to_string(),
        _ => String::new(),
    }
}

fn tone(command: Command) -> Tone {
    match command {
        Command::Pass | Command::Done => Tone::Secondary,
        Command::Flee | Command::CallOff => Tone::Success,
        _ => Tone::Primary,
    }
}

fn is_button(command: Command) -> bool {
    matches!(
        command,
        Command::Pass
            | Command::Done
            | Command::Flee
            | Command::CallOff
            | Command::Pray { .. }
            | Command::PlayCard { .. }
            | Command::NameWinner { .. }
    )
}

/// What the decision asks, in a sentence.
fn question(game: &Game, seat: Seat) -> String {
    let battle = game.battle();
    let at = battle.map_or_else(String::new, |b| b.province.to_string());
    match game.stage() {
        Stage::Over => "The game is over.".into(),
        Stage::Pray { round, .. } => format!(
            "**Prayers for the Gods** (Age {}, round {round}): choose a number in secret. A \
             number nobody else chose grants its gift.",
            game.age()
        ),
        Stage::Rent(_) => {
            "**Rent a Monster:** choose a monster from the pool until the Reset.".into()
        }
        Stage::PlaceGod(_) => "**The Gods:** place a god in a province.".into(),
        Stage::Turn => {
            let [_, fists, _] = game.counters(seat);
            format!(
                "**Your turn** (Age {}): choose an action (Invade up to {} figures; {} of {} on \
                 the board).",
                game.age(),
                1 + fists,
                game.on_board(seat),
                game.board_cap(seat)
            )
        }
        Stage::March { from, to } => {
            format!("Marching from {from} to {to}: move another figure, or finish the March.")
        }
        Stage::Sail(_) => "**Navigation:** sail your ships to other fjords, or finish.".into(),
        Stage::Invade { placed, .. } => format!(
            "Invading ({placed} placed): place another figure in another province, or finish."
        ),
        Stage::QuestPick { .. } => "**Quest reward:** choose a monster from the pool.".into(),
        Stage::Battle => match battle.map(|b| b.step) {
            Some(Step::Call) => format!(
                "**Call to Battle** for {at}: move one figure in from next door, or stay out."
            ),
            Some(Step::Odin) => format!("**Odin** in {at}: choose the one figure you engage."),
            Some(Step::Heimdall) => {
                format!("**Heimdall** in {at}: you have rolled; call the pillage off, or go on.")
            }
            Some(Step::Cards) => format!("**Battle in {at}:** choose a battle card to play."),
            Some(Step::PillagerCard) => format!(
                "**Battle in {at}** (Heimdall): the others' cards are revealed; choose yours."
            ),
            Some(Step::Spy) => format!("**Spy:** the battle in {at} has no winner; name one?"),
            Some(Step::Save) => "**Card 4:** choose the figure that survives.".into(),
            Some(Step::Lose) => "**Card 7:** you won; choose the figure you lose.".into(),
            Some(Step::Troll) => {
                "**Troll:** sacrifice one of your figures to kill it, or let it live.".into()
            }
            Some(Step::Elf) => "**Elf:** flee to Yggdrasil instead of dying?".into(),
            Some(Step::Hel) => {
                "**Hel Soldier:** bring a figure back from Valhalla under your command?".into()
            }
            Some(Step::Frigga) => {
                "**Frigga:** return one of your figures from Valhalla to your reserve?".into()
            }
            Some(Step::Reinforce) => {
                format!("**Card 3:** add a figure from your reserve to {at}?")
            }
            Some(Step::Gods) => {
                format!("**The Gods:** the pillage of {at} succeeded; move your god on.")
            }
            _ => "Decide.".into(),
        },
    }
}

/// The hint line: the command and why.
pub fn hint(game: &Game, seat: Seat, command: &Command, reason: Reason, lang: Lang) -> String {
    format!(
        "**{}**: {}.",
        describe(game, seat, command, lang),
        because(reason)
    )
}

fn because(reason: Reason) -> String {
    match reason {
        Reason::Only => "it is your only choice".into(),
        Reason::Pillage { province, chance } => format!(
            "about {chance} % to win the fight in {province}, counting what others can call in"
        ),
        Reason::Build => "it puts strength where a reward is still to take".into(),
        Reason::Gather => "it gathers your figures for a pillage".into(),
        Reason::Join => "your figure can turn this fight".into(),
        Reason::StayOut => "this fight cannot be won: keep your figures".into(),
        Reason::StrongCard => "the fight can be won: play strong".into(),
        Reason::SaveCards => "the fight is lost anyway: keep your strong cards".into(),
        Reason::Strongest => "the strongest choice".into(),
        Reason::Gift => "the gift most useful to you this Age".into(),
        Reason::Stop => "nothing more is worth doing now".into(),
        Reason::Best => "the best choice as the board stands".into(),
    }
}

/// The thread's line when `seat` takes back `command`; a secret pick stays secret.
pub fn taken_back(seat: Seat, command: &Command, names: &Names, _lang: Lang) -> String {
    let what = match command {
        Command::Pray { .. } => "a prayer".to_string(),
        Command::PlayCard { .. } => "a battle card".to_string(),
        Command::Engage { .. } => "Odin's pick".to_string(),
        Command::Pillage { province } => format!("a Pillage of {province}"),
        Command::March { from, to, .. } => format!("a March from {from} to {to}"),
        Command::Move { .. } => "a figure marched".to_string(),
        Command::Invade { to, .. } => format!("an Invade of {}", place(*to)),
        Command::Sail { fjord, .. } => format!("a ship sailed to {fjord}"),
        Command::PlaceGod { god, .. } | Command::MoveGod { god, .. } => {
            format!("placing {}", god.name())
        }
        Command::Rent { monster } | Command::TakeMonster { monster } => {
            format!("taking the {}", monster.name())
        }
        Command::Call { .. } => "an answer to the Call to Battle".to_string(),
        Command::Pass => "a Pass".to_string(),
        _ => "an answer".to_string(),
    };
    format!("↩️ {} took back {what}.", names.of(seat))
}

/// Why an undo is refused, as the end of "You can no longer take it back: …".
pub fn closed(closing: Closing, _lang: Lang) -> &'static str {
    match closing {
        Closing::Random => "dice were rolled or something was drawn since",
        Closing::Reveal => "secret picks were revealed since",
        Closing::PhaseEnded => "a phase has ended since",
    }
}
