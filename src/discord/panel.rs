//! Choice panels: the buttons and select menus that offer a seat its legal commands, built from
//! the rule set's prompt (`present::prompt`) within Discord's limits (5 rows; 5 buttons or one
//! select of at most 25 options per row; labels of at most 80/100 characters). Long lists are
//! split into menus by kind, then by group. Panels are private (ephemeral replies or DMs): their
//! labels can name cards in the seat's hand.

use super::ids::{Action, ComponentId, Pick};
use super::message::{MAX_BUTTONS, MAX_LABEL, MAX_OPTION_LABEL, MAX_OPTIONS, MAX_ROWS, cut};
use crate::engine::{AnyCommand, AnyGame, Seat};
use crate::present::locale::{Lang, t};
use crate::present::{self, Choice, Layout, Tone};
use crate::session::Current;
use crate::session::GameRecord;
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption,
};

/// Where in a panel's menus the player is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Path {
    /// The top level.
    Root,
    /// The choices of one kind (its index among the prompt's kinds).
    Kind(usize),
    /// The choices of one kind and group.
    Group(usize, usize),
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

impl Panel {
    /// The panel's text under the game's name, after a note if there is one.
    pub fn titled(&self, record: &GameRecord, note: Option<&str>) -> String {
        // Names and numbers only: the same in every language.
        let content = format!("**{}** (#{}) — {}", record.name, record.id, self.content);
        match note {
            Some(n) => format!("{n}\n{content}"),
            None => content,
        }
    }
}

fn button(id: String, label: &str, style: ButtonStyle) -> CreateButton {
    CreateButton::new(id)
        .label(cut(label, MAX_LABEL))
        .style(style)
}

fn style(tone: Tone) -> ButtonStyle {
    match tone {
        Tone::Primary => ButtonStyle::Primary,
        Tone::Secondary => ButtonStyle::Secondary,
        Tone::Success => ButtonStyle::Success,
    }
}

/// The distinct values of `key` among `choices`, in order.
fn distinct<'a>(
    choices: impl Iterator<Item = &'a Choice>,
    key: fn(&Choice) -> &str,
) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for c in choices {
        if !out.iter().any(|k| k == key(c)) {
            out.push(key(c).to_string());
        }
    }
    out
}

/// Choices with their index in the seat's legal commands.
type Numbered<'a> = Vec<(usize, &'a Choice)>;

/// The buttons under a `/hint`: play the suggested `command` (a pick among the seat's legal
/// commands, like any panel button), or open all of the seat's choices.
pub fn hint_row(
    game: &AnyGame,
    (game_id, seq): (i64, u64),
    seat: Seat,
    command: &AnyCommand,
    lang: Lang,
) -> Vec<CreateActionRow> {
    let id = |action: Action| ComponentId::new(game_id, seq, action).encode();
    let mut buttons = Vec::new();
    if let Some(index) = game.legal_commands(seat).iter().position(|c| c == command) {
        buttons.push(button(
            id(Action::Choice(Pick::new(index, command))),
            &t!(lang, "button-play-it"),
            ButtonStyle::Success,
        ));
    }
    buttons.push(button(
        id(Action::Open),
        &t!(lang, "button-all-choices"),
        ButtonStyle::Secondary,
    ));
    vec![CreateActionRow::Buttons(buttons)]
}

/// The Undo button under the confirmation of a move (the game at log length `seq`).
pub fn undo_row(game_id: i64, seq: u64, lang: Lang) -> CreateActionRow {
    CreateActionRow::Buttons(vec![button(
        ComponentId::new(game_id, seq, Action::Undo).encode(),
        &t!(lang, "button-undo"),
        ButtonStyle::Secondary,
    )])
}

/// The first page of `seat`'s choices in the game as it stands.
pub fn root(current: &Current, seat: Seat, lang: Lang) -> Panel {
    build(
        &current.game,
        current.record.id,
        current.record.next_seq,
        seat,
        Path::Root,
        lang,
    )
}

/// Builds the panel of `seat` in stored game `game_id` at log length `seq`.
pub fn build(game: &AnyGame, game_id: i64, seq: u64, seat: Seat, path: Path, lang: Lang) -> Panel {
    let prompt = present::prompt(game, seat, lang);
    let legal = game.legal_commands(seat);
    let id = |action: Action| ComponentId::new(game_id, seq, action).encode();
    let mut content = prompt.text.clone();
    let mut rows: Vec<CreateActionRow> = Vec::new();
    if prompt.choices.is_empty() {
        return Panel {
            content,
            rows,
            show_cards: false,
        };
    }
    let choices: Vec<(usize, &Choice)> = prompt.choices.iter().enumerate().collect();
    let kinds = distinct(prompt.choices.iter(), |c| &c.kind);
    let groups_of = |k: usize| -> Vec<String> {
        distinct(
            prompt
                .choices
                .iter()
                .filter(|c| kinds.get(k) == Some(&c.kind)),
            |c| &c.group,
        )
    };
    let shown: Vec<(usize, &Choice)> = match path {
        Path::Root => choices.clone(),
        Path::Kind(k) => choices
            .iter()
            .filter(|(_, c)| kinds.get(k) == Some(&c.kind))
            .copied()
            .collect(),
        Path::Group(k, g) => {
            let groups = groups_of(k);
            choices
                .iter()
                .filter(|(_, c)| kinds.get(k) == Some(&c.kind) && groups.get(g) == Some(&c.group))
                .copied()
                .collect()
        }
    };
    let choose = |index: usize| id(Action::Choice(Pick::new(index, &legal[index])));
    if path == Path::Root && prompt.layout == Layout::ByKind {
        // One button per kind; a kind of a single button-like choice gives it directly.
        let mut buttons = Vec::new();
        for (k, kind) in kinds.iter().enumerate() {
            let of_kind: Vec<&(usize, &Choice)> =
                choices.iter().filter(|(_, c)| &c.kind == kind).collect();
            let b = match of_kind.as_slice() {
                [(index, c)] if c.button => button(choose(*index), &c.label, style(c.tone)),
                _ => button(
                    id(Action::Kind(k)),
                    &format!("{kind} ({})", of_kind.len()),
                    ButtonStyle::Primary,
                ),
            };
            buttons.push(b);
        }
        buttons.push(button(
            id(Action::Hand),
            &t!(lang, "button-my-cards"),
            ButtonStyle::Secondary,
        ));
        for chunk in buttons.chunks(MAX_BUTTONS) {
            rows.push(CreateActionRow::Buttons(chunk.to_vec()));
        }
    } else {
        let few = shown.len() <= 3;
        let (buttons, options): (Numbered<'_>, Numbered<'_>) =
            shown.iter().partition(|(_, c)| c.button || few);
        if options.len() <= MAX_OPTIONS {
            if let Some((_, first)) = options.first() {
                let menu_options: Vec<CreateSelectMenuOption> = options
                    .iter()
                    .map(|(index, c)| {
                        CreateSelectMenuOption::new(
                            cut(&c.label, MAX_OPTION_LABEL),
                            Pick::new(*index, &legal[*index]).encode(),
                        )
                    })
                    .collect();
                let placeholder = match path {
                    Path::Root => t!(lang, "menu-choose"),
                    _ => format!("{}…", first.kind),
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
            // Too many to list: group them (by kind at the top, else by group).
            let mut menu: Vec<(String, String, usize)> = Vec::new();
            for (_, c) in &options {
                let k = kinds.iter().position(|x| *x == c.kind).unwrap_or(0);
                let (value, label) = if path == Path::Root {
                    (format!("k.{k}"), c.kind.clone())
                } else {
                    let g = groups_of(k).iter().position(|x| *x == c.group).unwrap_or(0);
                    (format!("g.{k}.{g}"), c.group.clone())
                };
                match menu.iter_mut().find(|m| m.0 == value) {
                    Some(m) => m.2 += 1,
                    None => menu.push((value, label, 1)),
                }
            }
            let menu_options: Vec<CreateSelectMenuOption> = menu
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
                .placeholder(t!(lang, "menu-choose-group")),
            ));
            content.push(' ');
            content.push_str(&t!(lang, "choices-grouped", count = options.len()));
        }
        let mut row_buttons: Vec<CreateButton> = buttons
            .iter()
            .map(|(index, c)| button(choose(*index), &c.label, style(c.tone)))
            .collect();
        if path != Path::Root {
            row_buttons.push(button(
                id(Action::Open),
                &t!(lang, "button-back"),
                ButtonStyle::Secondary,
            ));
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
        show_cards: prompt.about_cards,
    }
}
