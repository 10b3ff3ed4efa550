//! Blood Rage decisions as players see them: what each decision asks, and every legal command
//! of a seat as a choice with its label, kind, group and weight. Prompts are private: they can
//! name cards in the seat's hand.

use crate::engine::Seat;
use crate::engine::base::data::CardId;
use crate::engine::base::{CardKind, Command, Decision, Game};
use crate::present::locale::Lang;
use crate::present::{Choice, Layout, Prompt, Tone};

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
    let decision = game.pending().map(|p| &p.decision);
    Prompt {
        text: question(game, seat),
        choices: legal
            .iter()
            .map(|c| Choice {
                label: describe(game, seat, c, lang),
                kind: kind_label(*c).to_string(),
                group: group_label(*c),
                tone: tone(*c),
                button: is_button(*c),
            })
            .collect(),
        layout: if decision == Some(&Decision::Action) {
            Layout::ByKind
        } else {
            Layout::List
        },
        about_cards: decision.is_some_and(about_cards),
    }
}

fn card_label(card: CardId) -> String {
    let d = card.def();
    let number = match d.kind {
        CardKind::Battle => d.str.map_or("+X".to_string(), |s| format!("+{s}")),
        CardKind::Upgrade | CardKind::Monster => format!("{} Rage", d.cost.unwrap_or(0)),
        CardKind::Quest => format!("{} Glory", d.glory.unwrap_or(0)),
    };
    format!("{} ({number})", d.name)
}

/// A player-facing description of a command (button and option labels).
pub fn describe(game: &Game, seat: Seat, command: &Command, _lang: Lang) -> String {
    match command {
        Command::Draft { card } => format!("Keep {}", card_label(*card)),
        Command::Invade { figure, to } => {
            let cost = game.invade_cost(seat, *figure);
            match game.pending().map(|p| &p.decision) {
                Some(Decision::FreeInvade { .. }) => {
                    format!("Invade {to} with your {figure} (free)")
                }
                _ => format!("Invade {to} with your {figure} ({cost} Rage)"),
            }
        }
        Command::Recall { figure, to } => {
            format!("Bring your {figure} from Valhalla to {to} (1 Rage)")
        }
        Command::March { from, to } => format!("March from {from} to {to} (1 Rage)"),
        Command::Upgrade { card, slot } => {
            let cost = game.upgrade_cost(seat, *card);
            let base = format!("Play {} ({cost} Rage)", card.def().name);
            match game.replaced_by(seat, *card, *slot) {
                Some(old) => format!("{base}, replacing {}", old.def().name),
                None if card.def().slot.is_some_and(|s| s.count() > 1) => {
                    format!("{base} into an empty slot")
                }
                None => base,
            }
        }
        Command::Quest { card } => format!("Commit to {}", card_label(*card)),
        Command::Pillage { province } => {
            let token = game.public_view().provinces[province.index()].token;
            format!("Pillage {province} ({})", token.describe())
        }
        Command::Challenge { province } => {
            format!("Pillage {province} again (Tyr's Challenge, 2 Rage)")
        }
        Command::Sacrifice => "Frigga's Sacrifice: destroy 2 figures to raise a stat".into(),
        Command::Pass => "Pass (lose your remaining Rage)".into(),
        Command::Move { figure } => format!("Move a {figure}"),
        Command::Join { figure, from } => format!("Join with a {figure} from {from}"),
        Command::Play { card } => format!("Play {}", card_label(*card)),
        Command::CountQuest => "Count the quest as a battle card".into(),
        Command::Keep { card } => match game.pending().map(|p| &p.decision) {
            Some(Decision::Prowess { .. }) => format!("Take back {} (1 Rage)", card.def().name),
            _ => format!("Keep {}", card_label(*card)),
        },
        Command::Spare { figure, at } => format!("Keep your {figure} in {at}"),
        Command::Destroy { figure, at } => format!("Sacrifice your {figure} in {at}"),
        Command::Protect => "Pay 1 Rage to save it (Frigga's Protection)".into(),
        Command::Retreat => "Retreat the Völur Witch to Yggdrasil".into(),
        Command::Raise { stat } => format!("Raise {}", stat.name()),
        Command::MoveLeader { to } => format!("Move your Leader to {to}"),
        Command::Accept => match game.pending().map(|p| &p.decision) {
            Some(Decision::Succor { province }) => {
                format!("Add a free Warrior to {province} (Frigga's Succor)")
            }
            Some(Decision::ThorsDomain { province }) => {
                format!("Pillage {province} now (Thor's Domain, 2 Rage)")
            }
            Some(Decision::Blessing { province }) => {
                format!("Invade {province} with a free Warrior (Loki's Blessing)")
            }
            _ => "Yes".into(),
        },
        Command::Done => match game.pending().map(|p| &p.decision) {
            Some(Decision::March { .. }) => "Finish the march".into(),
            Some(Decision::CallToBattle { .. }) => "Don't join".into(),
            Some(Decision::Keep { .. }) => "Keep nothing".into(),
            Some(Decision::Save { .. }) => "Let it die".into(),
            Some(Decision::Raise { .. }) => "No raise".into(),
            Some(Decision::Prowess { .. }) => "Discard the rest".into(),
            Some(Decision::LordOfHammers { .. }) => "Stay".into(),
            Some(Decision::LateCard { .. }) => "Add nothing".into(),
            Some(Decision::CountQuest { .. }) => "Don't count it".into(),
            _ => "No".into(),
        },
    }
}

/// The kind of a command, for menus of many choices.
fn kind_label(command: Command) -> &'static str {
    match command {
        Command::Invade { .. } => "Invade",
        Command::March { .. } => "March",
        Command::Upgrade { .. } => "Upgrade",
        Command::Quest { .. } => "Quest",
        Command::Pillage { .. } => "Pillage",
        Command::Challenge { .. } => "Tyr's Challenge",
        Command::Recall { .. } => "Frigga's Domain",
        Command::Sacrifice | Command::Destroy { .. } => "Sacrifice",
        Command::Pass => "Pass",
        Command::Join { .. } => "Join",
        Command::Spare { .. } | Command::Keep { .. } => "Keep",
        Command::Draft { .. } => "Draft",
        Command::Play { .. } => "Play",
        Command::Raise { .. } => "Raise",
        Command::MoveLeader { .. } => "Move Leader",
        Command::Move { .. } => "Move",
        Command::CountQuest
        | Command::Protect
        | Command::Retreat
        | Command::Accept
        | Command::Done => "More",
    }
}

/// A command's first parameter, to split a long kind into groups.
fn group_label(command: Command) -> String {
    match command {
        Command::Invade { figure, .. }
        | Command::Recall { figure, .. }
        | Command::Join { figure, .. }
        | Command::Spare { figure, .. }
        | Command::Destroy { figure, .. }
        | Command::Move { figure } => figure.name().to_string(),
        Command::March { from, .. } => format!("From {from}"),
        Command::Upgrade { card, .. }
        | Command::Draft { card }
        | Command::Quest { card }
        | Command::Play { card }
        | Command::Keep { card } => card.def().name.clone(),
        Command::Pillage { province } | Command::Challenge { province } => province.to_string(),
        Command::MoveLeader { to } => to.to_string(),
        Command::Raise { stat } => stat.name().to_string(),
        Command::Sacrifice
        | Command::Pass
        | Command::CountQuest
        | Command::Protect
        | Command::Retreat
        | Command::Accept
        | Command::Done => String::new(),
    }
}

/// What a decision asks, in a sentence.
fn question(game: &Game, seat: Seat) -> String {
    let Some(pending) = game.pending() else {
        return "The game is over.".into();
    };
    let view = game.public_view();
    let rage = view.clans[seat.index()].rage;
    match &pending.decision {
        Decision::Draft {
            round,
            rounds,
            per_round,
            ..
        } => {
            format!(
                "**Gods' Gifts**, pick {round} of {rounds}: keep {per_round} card(s) from your packet."
            )
        }
        Decision::Action => format!(
            "**Your turn** (Age {}, {rage} Rage left): choose an action.",
            view.age
        ),
        Decision::FreeInvade { figure } => format!("You may invade with your {figure} for free."),
        Decision::March { from, to, moved } => {
            format!(
                "Marching from {from} to {to} ({moved} moved so far): move another figure or finish."
            )
        }
        Decision::CallToBattle { province } => {
            format!("**Call to Battle** for {province}: move one figure in, or don't.")
        }
        Decision::BattleCard { province, .. } => {
            format!("**Battle in {province}:** choose a card to play face down.")
        }
        Decision::CountQuest { card, bonus } => {
            format!(
                "You revealed {}: count it as a +{bonus} battle card?",
                card.def().name
            )
        }
        Decision::LateCard { province } => {
            format!("Battle in {province}, all cards revealed: add a late battle card now?")
        }
        Decision::Spare { province } => {
            format!("Odin's Tide in {province}: choose the one figure you keep.")
        }
        Decision::Save { figure, at, .. } => format!("Your {figure} in {at} would be destroyed."),
        Decision::Prowess { .. } => {
            format!("You won: take played cards back for 1 Rage each ({rage} Rage)?")
        }
        Decision::Raise { .. } => "Choose a clan stat to raise one step.".into(),
        Decision::Succor { province } => format!("Frigga's Succor: add a Warrior to {province}?"),
        Decision::ThorsDomain { province } => {
            format!("Thor's Domain: pillage {province} right away for 2 Rage?")
        }
        Decision::Blessing { province } => {
            format!("Loki's Blessing: invade {province} with a free Warrior?")
        }
        Decision::LordOfHammers { from } => {
            format!("Lord of Hammers: move your Leader out of {from}?")
        }
        Decision::Sacrifice { chosen } => {
            format!("Frigga's Sacrifice: choose figure {} of 2.", chosen + 1)
        }
        Decision::Keep { .. } => {
            "**Discard phase:** keep at most one card for the next Age.".into()
        }
    }
}

/// Whether the decision is about the seat's own cards (so its cards are shown with it).
fn about_cards(decision: &Decision) -> bool {
    matches!(
        decision,
        Decision::Draft { .. }
            | Decision::Action
            | Decision::BattleCard { .. }
            | Decision::LateCard { .. }
            | Decision::Keep { .. }
    )
}

fn tone(command: Command) -> Tone {
    match command {
        Command::Pass | Command::Done => Tone::Secondary,
        Command::Accept | Command::Protect | Command::Retreat | Command::CountQuest => {
            Tone::Success
        }
        _ => Tone::Primary,
    }
}

/// Commands that read best as buttons (no parameter, or very few of them).
fn is_button(command: Command) -> bool {
    matches!(
        command,
        Command::Pass
            | Command::Done
            | Command::Accept
            | Command::CountQuest
            | Command::Protect
            | Command::Retreat
            | Command::Sacrifice
            | Command::Raise { .. }
            | Command::Move { .. }
    )
}
