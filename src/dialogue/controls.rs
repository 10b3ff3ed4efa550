//! What a player is offered to press, whatever the front end: the lobby's buttons, the Choose and
//! My cards buttons under a mention, a reminder's, a hint's, the Undo button and its preview's,
//! and each seat's panel of choices — its legal commands laid out within a front end's limits
//! (rows, buttons per row, options per menu, label lengths: [`Limits`]), long lists split into
//! menus by kind, then by group.
//!
//! A control says what it does ([`Action`]) and how it looks, never where it lives: a front end
//! gives it an address (Discord: the custom id, `discord::ids`, with the game and its log length).
//! A choice carries no command, only its place in the seat's list of legal commands (the rule
//! set's deterministic order) and a check of the command it stood for ([`Pick`]): on use the
//! index is looked up again in the list of the moment and the check compared, so no rule set
//! needs a codec of its own, and a control shows nothing of a hidden card. Panels are private:
//! their labels can name cards in the seat's hand.

use crate::engine::{AnyCommand, AnyGame, Seat};
use crate::present::locale::{Lang, t};
use crate::present::{self, Choice, Layout, Tone};
use crate::session::{Current, GameRecord, Lobby};

/// A choice among a seat's legal commands: its index in their list, and a check of the command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pick {
    /// Index in the seat's legal commands when the control was made.
    pub index: usize,
    /// FNV-1a of the command's stored form.
    pub check: u32,
}

impl Pick {
    /// The pick of `command`, number `index` in its list.
    pub fn new(index: usize, command: &AnyCommand) -> Pick {
        Pick {
            index,
            check: check(command),
        }
    }

    /// The pick as text (`<index>.<check>`).
    pub fn encode(self) -> String {
        format!("{}.{:08x}", self.index, self.check)
    }

    /// Reads a pick back.
    pub fn parse(text: &str) -> Option<Pick> {
        let (index, check) = text.split_once('.')?;
        if check.len() != 8 {
            return None;
        }
        Some(Pick {
            index: index.parse().ok()?,
            check: u32::from_str_radix(check, 16).ok()?,
        })
    }

    /// The command this pick stands for among `legal` (the seat's legal commands now): the one
    /// at its index if it passes the check, else the one command that passes it (the list may
    /// have moved while others answered a simultaneous decision), else none.
    pub fn resolve(self, legal: &[AnyCommand]) -> Option<AnyCommand> {
        if let Some(c) = legal.get(self.index).filter(|c| check(c) == self.check) {
            return Some(c.clone());
        }
        let mut matching = legal.iter().filter(|c| check(c) == self.check);
        match (matching.next(), matching.next()) {
            (Some(c), None) => Some(c.clone()),
            _ => None,
        }
    }
}

/// A short check of a command: FNV-1a over its stored form.
pub fn check(command: &AnyCommand) -> u32 {
    command.to_json().bytes().fold(0x811c_9dc5_u32, |h, b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

/// What a control does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// Lobby: take a seat.
    Join,
    /// Lobby: give up a seat.
    Leave,
    /// Lobby: start the game (host only).
    Start,
    /// Lobby: add a computer clan (host only).
    AddComputer,
    /// Lobby: remove a computer clan (host only).
    RemoveComputer,
    /// Open the pressing player's own choices, privately.
    Open,
    /// Show the pressing player's own cards, privately.
    Hand,
    /// Give the pressing player their own link to the game's web page, privately.
    Web,
    /// Show the choices of one kind (its index among the kinds of the panel).
    Kind(usize),
    /// Show the choices of one kind and group (indices among the panel's kinds and the kind's
    /// groups).
    Group(usize, usize),
    /// A menu of kinds or groups (its options are [`Action::Kind`] and [`Action::Group`]).
    Menu,
    /// A button that makes one choice.
    Choice(Pick),
    /// A menu whose options are choices ([`Action::Choice`]).
    Select,
    /// Show what undo would take back, with a confirmation (the Undo button of a
    /// confirmation).
    Undo,
    /// Confirm an undo previewed at this position.
    UndoConfirm,
    /// Keep the decision: close the undo's preview.
    UndoKeep,
    /// A version 1 button that gave a command (its code).
    LegacyCommand(String),
    /// A version 1 select menu whose values are command codes.
    LegacySelect,
    /// A version 1 menu path: leads back to the top of the panel.
    LegacyPath,
}

/// How much a control stands out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    /// The usual choice.
    Primary,
    /// Declining, passing, going back.
    Secondary,
    /// Accepting, joining, playing a suggestion.
    Success,
    /// What cannot be had back (taking back a decision).
    Danger,
}

impl From<Tone> for Style {
    fn from(tone: Tone) -> Style {
        match tone {
            Tone::Primary => Style::Primary,
            Tone::Secondary => Style::Secondary,
            Tone::Success => Style::Success,
        }
    }
}

/// A button.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Button {
    /// What pressing it does.
    pub action: Action,
    /// Its words, within the front end's limit.
    pub label: String,
    /// How it stands out.
    pub style: Style,
}

/// A menu: picking an option does what the option says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Menu {
    /// [`Action::Select`] (options are choices) or [`Action::Menu`] (options are kinds or
    /// groups).
    pub action: Action,
    /// The words shown before anything is picked.
    pub placeholder: String,
    /// Each option's words (within the front end's limit) and what it does.
    pub options: Vec<(String, Action)>,
}

/// A row of controls.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Row {
    /// Buttons side by side.
    Buttons(Vec<Button>),
    /// One menu.
    Menu(Menu),
}

/// What a front end can show at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Rows of controls under one message.
    pub rows: usize,
    /// Buttons in one row.
    pub buttons: usize,
    /// Options in one menu.
    pub options: usize,
    /// Characters on a button.
    pub label: usize,
    /// Characters of a menu option.
    pub option_label: usize,
    /// Characters of one message's words.
    pub message: usize,
}

/// `text` within `max` characters, cut with an ellipsis if longer.
pub fn cut(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_string()
    } else {
        let mut t: String = text.chars().take(max - 1).collect();
        t.push('…');
        t
    }
}

fn button(action: Action, label: &str, style: Style, limits: &Limits) -> Button {
    Button {
        action,
        label: cut(label, limits.label),
        style,
    }
}

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

impl Path {
    /// Where a control leads, if it leads somewhere in the panel.
    pub fn of(action: &Action) -> Option<Path> {
        match action {
            Action::Kind(k) => Some(Path::Kind(*k)),
            Action::Group(k, g) => Some(Path::Group(*k, *g)),
            _ => None,
        }
    }
}

/// A panel: what to say, the controls, and whether to show the seat's cards with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Panel {
    /// Text above the controls.
    pub content: String,
    /// Rows of controls.
    pub rows: Vec<Row>,
    /// Show an image of the seat's cards.
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

    /// `extra` under the panel's own rows, if the limit leaves room for it.
    #[must_use]
    pub fn with(mut self, extra: Option<Row>, limits: &Limits) -> Panel {
        if let Some(row) = extra.filter(|_| self.rows.len() < limits.rows) {
            self.rows.push(row);
        }
        self
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

/// The buttons under a hint: play the suggested `command` (a pick among the seat's legal
/// commands, like any panel button), or open all of the seat's choices.
pub fn hint_row(
    game: &AnyGame,
    seat: Seat,
    command: &AnyCommand,
    lang: Lang,
    limits: &Limits,
) -> Row {
    let mut buttons = Vec::new();
    if let Some(index) = game.legal_commands(seat).iter().position(|c| c == command) {
        let play = Action::Choice(Pick::new(index, command));
        buttons.push(button(
            play,
            &t!(lang, "button-play-it"),
            Style::Success,
            limits,
        ));
    }
    let all = t!(lang, "button-all-choices");
    buttons.push(button(Action::Open, &all, Style::Secondary, limits));
    Row::Buttons(buttons)
}

/// The Undo button under the confirmation of a move.
pub fn undo_row(lang: Lang, limits: &Limits) -> Row {
    let undo = t!(lang, "button-undo");
    Row::Buttons(vec![button(Action::Undo, &undo, Style::Secondary, limits)])
}

/// The buttons under the preview of an undo: take the decision back, or keep it.
pub fn undo_preview_row(lang: Lang, limits: &Limits) -> Row {
    let (back, keep) = (t!(lang, "undo-take-back"), t!(lang, "undo-keep"));
    Row::Buttons(vec![
        button(Action::UndoConfirm, &back, Style::Danger, limits),
        button(Action::UndoKeep, &keep, Style::Secondary, limits),
    ])
}

/// The Choose button (and My cards, with `cards`; Play on the web, with `web`) under a mention
/// of the seats awaited.
pub fn choose_row((cards, web): (bool, bool), lang: Lang, limits: &Limits) -> Row {
    let mut buttons = vec![button(
        Action::Open,
        &t!(lang, "button-choose"),
        Style::Primary,
        limits,
    )];
    if cards {
        let mine = t!(lang, "button-my-cards");
        buttons.push(button(Action::Hand, &mine, Style::Secondary, limits));
    }
    if web {
        let web = t!(lang, "button-web");
        buttons.push(button(Action::Web, &web, Style::Secondary, limits));
    }
    Row::Buttons(buttons)
}

/// The lobby's buttons: Join, Leave, Add a computer clan (and Remove one if there is one), Start.
pub fn lobby_row(lobby: &Lobby, lang: Lang, limits: &Limits) -> Row {
    let mut buttons = vec![
        button(
            Action::Join,
            &t!(lang, "lobby-join"),
            Style::Success,
            limits,
        ),
        button(
            Action::Leave,
            &t!(lang, "lobby-leave"),
            Style::Secondary,
            limits,
        ),
        button(
            Action::AddComputer,
            &t!(lang, "lobby-add-computer"),
            Style::Secondary,
            limits,
        ),
    ];
    if !lobby.computers.is_empty() {
        let remove = t!(lang, "lobby-remove-computer");
        buttons.push(button(
            Action::RemoveComputer,
            &remove,
            Style::Secondary,
            limits,
        ));
    }
    let start = t!(lang, "lobby-start");
    buttons.push(button(Action::Start, &start, Style::Primary, limits));
    Row::Buttons(buttons)
}

/// The first page of `seat`'s choices in the game as it stands.
pub fn root(current: &Current, seat: Seat, lang: Lang, limits: &Limits) -> Panel {
    panel(&current.game, seat, Path::Root, lang, limits)
}

/// The first page of `seat`'s choices when they are about the seat's cards (a draft, a card to
/// play), to show with the cards; none otherwise.
pub fn about_cards(current: &Current, seat: Seat, lang: Lang, limits: &Limits) -> Option<Panel> {
    Some(root(current, seat, lang, limits)).filter(|p| p.show_cards && !p.rows.is_empty())
}

/// The panel of `seat` at `path` of its choices.
pub fn panel(game: &AnyGame, seat: Seat, path: Path, lang: Lang, limits: &Limits) -> Panel {
    let prompt = present::game(game).prompt(seat, lang);
    let legal = game.legal_commands(seat);
    let mut content = prompt.text.clone();
    let mut rows: Vec<Row> = Vec::new();
    if prompt.choices.is_empty() {
        return Panel {
            content,
            rows,
            show_cards: false,
        };
    }
    let button = |action: Action, label: &str, style: Style| button(action, label, style, limits);
    let choices: Numbered<'_> = prompt.choices.iter().enumerate().collect();
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
    let shown: Numbered<'_> = match path {
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
    let choose = |index: usize| Action::Choice(Pick::new(index, &legal[index]));
    if path == Path::Root && prompt.layout == Layout::ByKind {
        // One button per kind; a kind of a single button-like choice gives it directly.
        let mut buttons = Vec::new();
        for (k, kind) in kinds.iter().enumerate() {
            let of_kind: Vec<&(usize, &Choice)> =
                choices.iter().filter(|(_, c)| &c.kind == kind).collect();
            let b = match of_kind.as_slice() {
                [(index, c)] if c.button => button(choose(*index), &c.label, c.tone.into()),
                _ => button(
                    Action::Kind(k),
                    &format!("{kind} ({})", of_kind.len()),
                    Style::Primary,
                ),
            };
            buttons.push(b);
        }
        buttons.push(button(
            Action::Hand,
            &t!(lang, "button-my-cards"),
            Style::Secondary,
        ));
        for chunk in buttons.chunks(limits.buttons) {
            rows.push(Row::Buttons(chunk.to_vec()));
        }
    } else {
        let few = shown.len() <= 3;
        let (buttons, options): (Numbered<'_>, Numbered<'_>) =
            shown.iter().partition(|(_, c)| c.button || few);
        if options.len() <= limits.options {
            if let Some((_, first)) = options.first() {
                let placeholder = match path {
                    Path::Root => t!(lang, "menu-choose"),
                    _ => format!("{}…", first.kind),
                };
                rows.push(Row::Menu(Menu {
                    action: Action::Select,
                    placeholder,
                    options: options
                        .iter()
                        .map(|(index, c)| (cut(&c.label, limits.option_label), choose(*index)))
                        .collect(),
                }));
            }
        } else {
            // Too many to list: group them (by kind at the top, else by group).
            let mut menu: Vec<(Action, String, usize)> = Vec::new();
            for (_, c) in &options {
                let k = kinds.iter().position(|x| *x == c.kind).unwrap_or(0);
                let (to, label) = if path == Path::Root {
                    (Action::Kind(k), c.kind.clone())
                } else {
                    let g = groups_of(k).iter().position(|x| *x == c.group).unwrap_or(0);
                    (Action::Group(k, g), c.group.clone())
                };
                match menu.iter_mut().find(|m| m.0 == to) {
                    Some(m) => m.2 += 1,
                    None => menu.push((to, label, 1)),
                }
            }
            rows.push(Row::Menu(Menu {
                action: Action::Menu,
                placeholder: t!(lang, "menu-choose-group"),
                options: menu
                    .into_iter()
                    .take(limits.options)
                    .map(|(to, label, n)| (cut(&format!("{label} ({n})"), limits.option_label), to))
                    .collect(),
            }));
            content.push(' ');
            content.push_str(&t!(lang, "choices-grouped", count = options.len()));
        }
        let mut row_buttons: Vec<Button> = buttons
            .iter()
            .map(|(index, c)| button(choose(*index), &c.label, c.tone.into()))
            .collect();
        if path != Path::Root {
            row_buttons.push(button(
                Action::Open,
                &t!(lang, "button-back"),
                Style::Secondary,
            ));
        }
        for chunk in row_buttons.chunks(limits.buttons) {
            if rows.len() < limits.rows {
                rows.push(Row::Buttons(chunk.to_vec()));
            }
        }
    }
    Panel {
        content,
        rows,
        show_cards: prompt.about_cards,
    }
}

/// Every choice `seat` has in `game` now, as a front end with room for all of them shows it (the
/// web page): what is asked, then the choices by kind and, within a kind, by group, each with its
/// pick. The same list, in the same order, as the panels lay out within a chat's limits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Offer {
    /// What is asked, in a sentence (chat markup).
    pub text: String,
    /// The choices, by kind.
    pub kinds: Vec<OfferKind>,
    /// The decision is about the seat's own cards.
    pub about_cards: bool,
}

/// The choices of one kind ("Invade"), by group ("Warrior").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OfferKind {
    /// The kind's name.
    pub name: String,
    /// Its groups, in order, each with its choices.
    pub groups: Vec<(String, Vec<Offered>)>,
}

impl OfferKind {
    /// How many choices the kind has.
    pub fn len(&self) -> usize {
        self.groups.iter().map(|(_, c)| c.len()).sum()
    }

    /// Whether the kind has no choice (never, for a kind offered).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// One choice: its words, how much it stands out, the pick that makes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Offered {
    /// Its words.
    pub label: String,
    /// How much it stands out.
    pub style: Style,
    /// What makes it.
    pub pick: Pick,
    /// The places on the board it names ([`crate::present::Shows::places`]).
    pub places: Vec<String>,
    /// The card it names, in full ([`crate::present::Shows::card_text`]).
    pub card: Option<String>,
}

/// [`Offer`] of `seat` in `game` (no kind when the seat has nothing to decide).
pub fn offer(game: &AnyGame, seat: Seat, lang: Lang) -> Offer {
    let shows = present::game(game);
    let prompt = shows.prompt(seat, lang);
    let legal = game.legal_commands(seat);
    let mut kinds: Vec<OfferKind> = Vec::new();
    for (index, (choice, command)) in prompt.choices.iter().zip(&legal).enumerate() {
        let offered = Offered {
            label: choice.label.clone(),
            style: choice.tone.into(),
            pick: Pick::new(index, command),
            places: shows.places(command),
            card: shows.card_text(command, lang),
        };
        if !kinds.iter().any(|k| k.name == choice.kind) {
            kinds.push(OfferKind {
                name: choice.kind.clone(),
                groups: Vec::new(),
            });
        }
        let kind = kinds
            .iter_mut()
            .find(|k| k.name == choice.kind)
            .expect("the kind is listed");
        match kind.groups.iter_mut().find(|(g, _)| *g == choice.group) {
            Some((_, choices)) => choices.push(offered),
            None => kind.groups.push((choice.group.clone(), vec![offered])),
        }
    }
    Offer {
        text: prompt.text,
        kinds,
        about_cards: prompt.about_cards,
    }
}
