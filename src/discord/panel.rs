//! Choice panels: the buttons and select menus that offer a seat its legal commands, within
//! Discord's limits (5 rows; 5 buttons or one select of at most 25 options per row; labels at
//! most 80/100 characters). Long lists are split into menus by kind, then by first parameter.
//! Panels are sent privately (ephemeral replies or DMs): they can name cards in the hand.

use super::ids::{Action, ComponentId, first_param, kind_token};
use crate::engine::Seat;
use crate::engine::base::Game;
use crate::engine::base::data::{CardId, Slot};
use crate::engine::base::{CardKind, Command, Decision, Figure, Place};
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption,
};
use std::fmt::Write as _;

/// Most options in a select menu.
pub const MAX_OPTIONS: usize = 25;
/// Most action rows in a message.
pub const MAX_ROWS: usize = 5;
/// Most buttons in a row.
pub const MAX_BUTTONS: usize = 5;
const MAX_LABEL: usize = 80;
const MAX_OPTION_LABEL: usize = 100;

/// Where in a panel's menus the player is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Path {
    /// The top level.
    Root,
    /// The choices of one kind.
    Kind(String),
    /// The choices of one kind with one first parameter.
    Group(String, String),
}

/// A panel: what to say, the components, and whether to attach the seat's cards.
pub struct Panel {
    /// Text above the components.
    pub content: String,
    /// Action rows.
    pub rows: Vec<CreateActionRow>,
    /// Attach an image of the seat's cards.
    pub show_cards: bool,
}

fn cut(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_string()
    } else {
        let mut t: String = text.chars().take(max - 1).collect();
        t.push('…');
        t
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
pub fn describe(game: &Game, seat: Seat, command: &Command) -> String {
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

/// Names of the kinds of action, for the menu buttons.
fn kind_label(kind: &str) -> &'static str {
    match kind {
        "in" => "Invade",
        "ma" => "March",
        "up" => "Upgrade",
        "qu" => "Quest",
        "pi" => "Pillage",
        "ch" => "Tyr's Challenge",
        "re" => "Frigga's Domain",
        "sa" | "de" => "Sacrifice",
        "pa" => "Pass",
        "jo" => "Join",
        "sp" | "ke" => "Keep",
        "dr" => "Draft",
        "pl" => "Play",
        "ra" => "Raise",
        "ml" => "Move Leader",
        "mo" => "Move",
        _ => "More",
    }
}

/// What a decision asks, in a sentence for the panel.
pub fn prompt(game: &Game, seat: Seat) -> String {
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

/// Whether the decision is about the seat's own cards (so its cards are shown with the panel).
pub fn about_cards(decision: &Decision) -> bool {
    matches!(
        decision,
        Decision::Draft { .. }
            | Decision::Action
            | Decision::BattleCard { .. }
            | Decision::LateCard { .. }
            | Decision::Keep { .. }
    )
}

fn button(id: String, label: &str, style: ButtonStyle) -> CreateButton {
    CreateButton::new(id)
        .label(cut(label, MAX_LABEL))
        .style(style)
}

fn style(command: Command) -> ButtonStyle {
    match command {
        Command::Pass | Command::Done => ButtonStyle::Secondary,
        Command::Accept | Command::Protect | Command::Retreat | Command::CountQuest => {
            ButtonStyle::Success
        }
        _ => ButtonStyle::Primary,
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

/// Builds the panel of `seat` in stored game `game_id` at log length `seq`.
pub fn build(game: &Game, game_id: i64, seq: u64, seat: Seat, path: &Path) -> Panel {
    let legal = game.legal_commands(seat);
    let id = |action: Action| ComponentId::new(game_id, seq, action).encode();
    let decision = game.pending().map(|p| p.decision.clone());
    let mut content = prompt(game, seat);
    let mut rows: Vec<CreateActionRow> = Vec::new();
    if legal.is_empty() {
        return Panel {
            content: "Nothing to decide for you right now.".into(),
            rows,
            show_cards: false,
        };
    }
    let shown: Vec<Command> = match path {
        Path::Root => legal.clone(),
        Path::Kind(k) => legal
            .iter()
            .filter(|c| kind_token(c) == k)
            .copied()
            .collect(),
        Path::Group(k, p) => legal
            .iter()
            .filter(|c| kind_token(c) == k && first_param(c).as_deref() == Some(p.as_str()))
            .copied()
            .collect(),
    };
    let kinds: Vec<&'static str> = {
        let mut k: Vec<&'static str> = Vec::new();
        for c in &legal {
            if !k.contains(&kind_token(c)) {
                k.push(kind_token(c));
            }
        }
        k
    };
    let is_action = decision == Some(Decision::Action);
    if *path == Path::Root && is_action {
        // One button per kind of action; a kind with a single command applies it directly.
        let mut buttons = Vec::new();
        for k in &kinds {
            let of_kind: Vec<&Command> = legal.iter().filter(|c| kind_token(c) == *k).collect();
            let b = if of_kind.len() == 1 && (*k == "pa" || *k == "sa") {
                button(
                    id(Action::Command(*of_kind[0])),
                    &describe(game, seat, of_kind[0]),
                    style(*of_kind[0]),
                )
            } else {
                button(
                    id(Action::Kind((*k).to_string())),
                    &format!("{} ({})", kind_label(k), of_kind.len()),
                    ButtonStyle::Primary,
                )
            };
            buttons.push(b);
        }
        buttons.push(button(id(Action::Hand), "My cards", ButtonStyle::Secondary));
        for chunk in buttons.chunks(MAX_BUTTONS) {
            rows.push(CreateActionRow::Buttons(chunk.to_vec()));
        }
    } else {
        let (buttons, options): (Vec<Command>, Vec<Command>) = shown
            .iter()
            .partition(|c| is_button(**c) || shown.len() <= 3);
        if options.len() <= MAX_OPTIONS {
            if !options.is_empty() {
                let menu_options: Vec<CreateSelectMenuOption> = options
                    .iter()
                    .map(|c| {
                        CreateSelectMenuOption::new(
                            cut(&describe(game, seat, c), MAX_OPTION_LABEL),
                            super::ids::encode_command(c),
                        )
                    })
                    .collect();
                let placeholder = match path {
                    Path::Root => "Choose…".to_string(),
                    _ => format!("{}…", kind_label(kind_token(&options[0]))),
                };
                rows.push(CreateActionRow::SelectMenu(
                    CreateSelectMenu::new(
                        id(Action::Select),
                        CreateSelectMenuKind::String {
                            options: menu_options,
                        },
                    )
                    .placeholder(placeholder),
                ));
            }
        } else {
            // Too many to list: group them (by kind at the top, else by first parameter).
            let groups: Vec<(String, String, usize)> = group(&options, path);
            let menu_options: Vec<CreateSelectMenuOption> = groups
                .iter()
                .take(MAX_OPTIONS)
                .map(|(value, label, n)| {
                    CreateSelectMenuOption::new(
                        cut(&format!("{label} ({n})"), MAX_OPTION_LABEL),
                        value.clone(),
                    )
                })
                .collect();
            rows.push(CreateActionRow::SelectMenu(
                CreateSelectMenu::new(
                    id(Action::Menu),
                    CreateSelectMenuKind::String {
                        options: menu_options,
                    },
                )
                .placeholder("Choose a group…"),
            ));
            let _ = write!(content, " ({} choices, grouped)", options.len());
        }
        let mut row_buttons: Vec<CreateButton> = buttons
            .iter()
            .map(|c| button(id(Action::Command(*c)), &describe(game, seat, c), style(*c)))
            .collect();
        if *path != Path::Root {
            row_buttons.push(button(id(Action::Open), "Back", ButtonStyle::Secondary));
        }
        for chunk in row_buttons.chunks(MAX_BUTTONS) {
            if rows.len() < MAX_ROWS {
                rows.push(CreateActionRow::Buttons(chunk.to_vec()));
            }
        }
    }
    Panel {
        content,
        rows,
        show_cards: decision.as_ref().is_some_and(about_cards),
    }
}

/// Groups commands for a menu: `(menu value, label, count)`.
fn group(commands: &[Command], path: &Path) -> Vec<(String, String, usize)> {
    let mut out: Vec<(String, String, usize)> = Vec::new();
    for c in commands {
        let k = kind_token(c);
        let (value, label) = if *path == Path::Root {
            (format!("k.{k}"), kind_label(k).to_string())
        } else {
            let p = first_param(c).unwrap_or_default();
            let label = Figure::parse(&p)
                .map(|f| f.name().to_string())
                .or_else(|| Place::parse(&p).map(|pl| pl.to_string()))
                .unwrap_or_else(|| p.clone());
            (format!("g.{k}.{p}"), label)
        };
        match out.iter_mut().find(|g| g.0 == value) {
            Some(g) => g.2 += 1,
            None => out.push((value, label, 1)),
        }
    }
    out
}

/// The upgrade slot a player most likely means when none is given: an empty one, else none.
pub fn default_slot(game: &Game, seat: Seat, card: CardId) -> Option<u8> {
    let kind = card.def().slot?;
    (0..kind.count())
        .find(|s| {
            game.replaced_by(seat, card, *s).is_none()
                && game.is_legal(seat, &Command::Upgrade { card, slot: *s })
        })
        .or_else(|| {
            (kind == Slot::Warrior || kind == Slot::Leader || kind == Slot::Ship).then_some(0)
        })
}
