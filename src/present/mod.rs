//! What a front end shows of a game, for every rule set behind one interface: the wording of each
//! decision and of each choice, the narration of events, refusals in words, status lines, the
//! typed actions a player may enter with their parameters and suggestions, and the board and card
//! images. One folder per rule set (`base/`, `reprisal/`); each function here dispatches on the game's
//! rule set, so the Discord layer shows what it is handed and never words a rule itself.
//!
//! Hidden information: [`narrate`], [`board_png`] and [`status`] use only what every player may
//! see (they redact events for the public themselves); [`prompt`], [`cards_png`] and [`hand`] are
//! for one seat's eyes only and must be sent privately.

pub mod base;
pub mod reprisal;
pub mod valhalla;

use crate::engine::{
    AnyClosing, AnyCommand, AnyEvent, AnyGame, AnyReason, AnyRuleError, GameConfig, RuleSet, Seat,
};

/// How each seat is named: in messages (a mention with the clan: it shows the player's name and
/// pings only when a message allows it) and on images (plain names).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Names {
    /// The name of each seat in messages.
    pub mention: Vec<String>,
    /// The name of each seat on images (may be empty: the clan's name is used).
    pub plain: Vec<String>,
}

impl Names {
    /// The name of a seat in messages.
    pub fn of(&self, seat: Seat) -> &str {
        self.mention
            .get(seat.index())
            .map_or("someone", String::as_str)
    }

    /// The plain name of a seat (for refusals and images); "another player" when unknown.
    pub fn plain(&self, seat: Seat) -> &str {
        self.plain
            .get(seat.index())
            .filter(|n| !n.is_empty())
            .map_or("another player", String::as_str)
    }
}

/// How a choice is shown: its weight among the others.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tone {
    /// The usual choice.
    Primary,
    /// Declining, passing, finishing.
    Secondary,
    /// Accepting an offer.
    Success,
}

/// One legal command of a seat, as the player sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// The words on its button or menu option ("Invade Gimle with your Warrior (1 Rage)").
    pub label: String,
    /// The kind of choice, for menus of many choices ("Invade").
    pub kind: String,
    /// Its first parameter, to split a long kind into groups ("Warrior").
    pub group: String,
    /// How much it stands out.
    pub tone: Tone,
    /// Reads best as a button of its own (few of them, no parameter).
    pub button: bool,
}

/// How a prompt's choices are best laid out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    /// A turn with many kinds of action: one button per kind first.
    ByKind,
    /// A plain list of choices (buttons and a menu).
    List,
}

/// What one seat is asked now, with every choice it has.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Prompt {
    /// What is asked, in a sentence ("**Your turn** (Age 1, 5 Rage left): choose an action.").
    pub text: String,
    /// One per legal command of the seat, in the rule set's order (`legal_commands`).
    pub choices: Vec<Choice>,
    /// The layout.
    pub layout: Layout,
    /// The decision is about the seat's own cards: show them with it.
    pub about_cards: bool,
}

/// A private decision delivered by direct message (the draft packets): a key that changes with
/// each new packet, so each is sent once, and a title for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Delivery {
    /// Changes whenever there is something new to deliver.
    pub key: String,
    /// A title for the message and its image ("Age 1, pick 2").
    pub title: String,
}

/// What kind of value a parameter takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParamKind {
    /// Text.
    Text,
    /// A whole number.
    Integer,
    /// Yes or no.
    Boolean,
}

/// A parameter of a typed action or of a game's creation (a slash command option).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Param {
    /// Its name (lowercase, as Discord requires).
    pub name: &'static str,
    /// What to enter.
    pub description: &'static str,
    /// The kind of value.
    pub kind: ParamKind,
    /// Must be given.
    pub required: bool,
    /// Suggestions are offered as the player types.
    pub suggest: bool,
}

/// An action a player may type (a slash command), with its parameters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Action {
    /// Its name (lowercase).
    pub name: &'static str,
    /// What it does.
    pub description: &'static str,
    /// Its parameters, in order.
    pub params: &'static [Param],
}

/// A suggestion for a typed parameter: what the player reads, and the value entered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suggestion {
    /// What the player reads.
    pub label: String,
    /// The value entered.
    pub value: SuggestionValue,
}

/// The value of a suggestion, typed as its parameter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SuggestionValue {
    /// For a text parameter.
    Text(String),
    /// For a whole-number parameter.
    Integer(i64),
}

/// The distinct values `pick` finds among a seat's legal commands, in their order (the figures,
/// places or cards to suggest for a typed action).
pub(crate) fn distinct<C, T: PartialEq>(legal: &[C], pick: impl Fn(&C) -> Option<T>) -> Vec<T> {
    let mut found = Vec::new();
    for value in legal.iter().filter_map(pick) {
        if !found.contains(&value) {
            found.push(value);
        }
    }
    found
}

/// A suggestion of a text value.
pub(crate) fn suggestion(label: String, value: &str) -> Suggestion {
    Suggestion {
        label,
        value: SuggestionValue::Text(value.to_string()),
    }
}

/// The name of a rule set as players know it.
pub fn rule_set_name(rules: RuleSet) -> &'static str {
    match rules {
        RuleSet::Base => "Blood Rage",
        RuleSet::Reprisal => "Blood Rage – Reprisal",
        RuleSet::Valhalla => "Blood Rage: Valhalla",
    }
}

/// What `seat` is asked now and every choice it has (private to that seat).
pub fn prompt(game: &AnyGame, seat: Seat) -> Prompt {
    match game {
        AnyGame::Base(g) => base::prompt::prompt(g, seat),
        AnyGame::Reprisal(g) => reprisal::prompt::prompt(g, seat),
        AnyGame::Valhalla(g) => valhalla::prompt::prompt(g, seat),
    }
}

/// A command of `seat` in words, as a confirmation ("Invade Gimle with your Warrior (1 Rage)").
pub fn describe(game: &AnyGame, seat: Seat, command: &AnyCommand) -> String {
    match (game, command) {
        (AnyGame::Base(g), AnyCommand::Base(c)) => base::prompt::describe(g, seat, c),
        (AnyGame::Reprisal(g), AnyCommand::Reprisal(c)) => reprisal::prompt::describe(g, seat, c),
        (AnyGame::Valhalla(g), AnyCommand::Valhalla(c)) => valhalla::prompt::describe(g, seat, c),
        _ => "a move of another game".into(),
    }
}

/// A suggestion for `seat` (`/hint`) in one line: the command and `reason`, the policy's main
/// reason for it (private to that seat).
pub fn hint(game: &AnyGame, seat: Seat, command: &AnyCommand, reason: &AnyReason) -> String {
    match (game, command, reason) {
        (AnyGame::Base(g), AnyCommand::Base(c), AnyReason::Base(r)) => {
            base::hint::hint(g, seat, c, *r)
        }
        (AnyGame::Reprisal(g), AnyCommand::Reprisal(c), AnyReason::Reprisal(r)) => {
            reprisal::prompt::hint(g, seat, c, *r)
        }
        (AnyGame::Valhalla(g), AnyCommand::Valhalla(c), AnyReason::Valhalla(r)) => {
            valhalla::prompt::hint(g, seat, c, *r)
        }
        _ => String::new(),
    }
}

/// The thread's line when `seat` takes back `command`. Only what everyone saw is named (a
/// hidden card taken back stays hidden).
pub fn taken_back(seat: Seat, command: &AnyCommand, names: &Names) -> String {
    match command {
        AnyCommand::Base(c) => base::undo::taken_back(seat, c, names),
        AnyCommand::Reprisal(c) => reprisal::prompt::taken_back(seat, c, names),
        AnyCommand::Valhalla(c) => valhalla::prompt::taken_back(seat, c, names),
    }
}

/// Why a decision may no longer be taken back, in a few words ("cards were revealed since").
pub fn undo_closed(closing: &AnyClosing) -> &'static str {
    match closing {
        AnyClosing::Base(c) => base::undo::closed(*c),
        AnyClosing::Reprisal(c) => reprisal::prompt::closed(*c),
        AnyClosing::Valhalla(c) => valhalla::prompt::closed(*c),
    }
}

/// Why a command was refused, in a sentence a player would say (ending with a full stop).
pub fn refusal(game: &AnyGame, error: &AnyRuleError, names: &Names) -> String {
    match (game, error) {
        (AnyGame::Base(g), AnyRuleError::Base(e)) => base::words::refusal(g, e, names),
        (AnyGame::Reprisal(g), AnyRuleError::Reprisal(e)) => reprisal::words::refusal(g, e, names),
        (AnyGame::Valhalla(g), AnyRuleError::Valhalla(e)) => valhalla::words::refusal(g, e, names),
        (_, other) => other.to_string(),
    }
}

/// The public events among `events`, in lines of text for everyone (events are redacted here).
pub fn narrate(game: &AnyGame, events: &[AnyEvent], names: &Names) -> Vec<String> {
    match game {
        AnyGame::Base(_) => base::narrate::narrate_public(events, names),
        AnyGame::Reprisal(g) => reprisal::narrate::lines(g, &reprisal::narrate::own(events), names),
        AnyGame::Valhalla(g) => valhalla::narrate::lines(g, &valhalla::narrate::own(events), names),
    }
}

/// "Since your last turn": the public digest of `events` (battles and winners, Glory changes,
/// Ragnarök, a new Age), a few lines at most.
pub fn digest(game: &AnyGame, events: &[AnyEvent], names: &Names) -> Vec<String> {
    match game {
        AnyGame::Base(_) => base::digest::digest(events, names),
        AnyGame::Reprisal(g) => {
            reprisal::narrate::digest(g, &reprisal::narrate::own(events), names)
        }
        AnyGame::Valhalla(g) => {
            valhalla::narrate::digest(g, &valhalla::narrate::own(events), names)
        }
    }
}

/// Whether `events` change the board enough to show it again (an action, a battle, a phase).
pub fn posts_board(game: &AnyGame, events: &[AnyEvent]) -> bool {
    match game {
        AnyGame::Base(_) => base::images::posts_board(events),
        AnyGame::Reprisal(_) => reprisal::images::posts_board(events),
        AnyGame::Valhalla(_) => valhalla::images::posts_board(events),
    }
}

/// The board as a PNG, from public information only; what the public part of `events` touched
/// is outlined.
pub fn board_png(game: &AnyGame, names: &Names, title: &str, events: &[AnyEvent]) -> Vec<u8> {
    match game {
        AnyGame::Base(g) => base::images::board_png(g, &names.plain, title, events),
        AnyGame::Reprisal(g) => reprisal::images::board_png(g, &names.plain, title, events),
        AnyGame::Valhalla(g) => valhalla::images::board_png(g, &names.plain, title, events),
    }
}

/// A seat's own cards as a PNG (private to that seat).
pub fn cards_png(game: &AnyGame, seat: Seat, title: &str) -> Vec<u8> {
    match game {
        AnyGame::Base(g) => base::images::cards_png(g, seat, title),
        AnyGame::Reprisal(g) => reprisal::images::cards_png(g, seat, title),
        AnyGame::Valhalla(g) => valhalla::images::cards_png(g, seat, title),
    }
}

/// A seat's own cards in words (private to that seat).
pub fn hand(game: &AnyGame, seat: Seat) -> String {
    match game {
        AnyGame::Base(g) => base::words::hand(g, seat),
        AnyGame::Reprisal(g) => reprisal::words::hand(g, seat),
        AnyGame::Valhalla(g) => valhalla::words::hand(g, seat),
    }
}

/// Where the game stands, for everyone: Age, phase, who is awaited for what, scores.
pub fn status(game: &AnyGame, names: &Names) -> String {
    match game {
        AnyGame::Base(g) => base::words::status(g, names),
        AnyGame::Reprisal(g) => reprisal::words::status(g, names),
        AnyGame::Valhalla(g) => valhalla::words::status(g, names),
    }
}

/// What the awaited seats must do, in a few words ("take an action or pass").
pub fn awaiting(game: &AnyGame) -> Option<String> {
    match game {
        AnyGame::Base(g) => g.pending().map(|p| p.decision.describe().to_string()),
        AnyGame::Reprisal(g) => (!game.is_over()).then(|| reprisal::words::decision(g).to_string()),
        AnyGame::Valhalla(g) => (!game.is_over()).then(|| valhalla::words::decision(g).to_string()),
    }
}

/// What a kind of decision asks, from its stored name (`DecisionInfo::kind`).
pub fn decision_label(rules: RuleSet, kind: &str) -> String {
    match rules {
        RuleSet::Base => base::words::decision_label(kind),
        RuleSet::Reprisal => reprisal::words::describe_kind(kind).to_string(),
        RuleSet::Valhalla => valhalla::words::describe_kind(kind).to_string(),
    }
}

/// The opening message of a game: turn order, first player, what is set up.
pub fn opening(game: &AnyGame, names: &Names) -> String {
    match game {
        AnyGame::Base(g) => base::words::opening(g, names),
        AnyGame::Reprisal(g) => reprisal::narrate::opening(g, names),
        AnyGame::Valhalla(g) => valhalla::narrate::opening(g, names),
    }
}

/// The private decision of `seat` to deliver by direct message, if there is one now.
pub fn delivery(game: &AnyGame, seat: Seat) -> Option<Delivery> {
    match game {
        AnyGame::Base(g) => base::words::delivery(g, seat),
        // Reprisal has no draft: its secret picks are asked in the thread's private panels.
        AnyGame::Reprisal(_) => None,
        // Valhalla drafts by direct message as Blood Rage does.
        AnyGame::Valhalla(g) => valhalla::words::delivery(g, seat),
    }
}

/// The typed actions of every rule set, each name once (a front end registers them all).
pub fn actions() -> Vec<&'static Action> {
    let mut out: Vec<&'static Action> = Vec::new();
    for action in base::actions::ACTIONS
        .iter()
        .chain(valhalla::actions::ACTIONS)
    {
        if !out.iter().any(|a| a.name == action.name) {
            out.push(action);
        }
    }
    out
}

/// The commands a typed action means for `seat` (`args`: the parameters given, by name), or
/// what to tell a player whose input cannot be read.
pub fn typed(
    game: &AnyGame,
    seat: Seat,
    action: &str,
    args: &[(&str, String)],
) -> Result<Vec<AnyCommand>, String> {
    match game {
        AnyGame::Base(g) => base::actions::typed(g, seat, action, args)
            .map(|list| list.into_iter().map(AnyCommand::Base).collect()),
        AnyGame::Reprisal(g) => reprisal::actions::typed(g, seat, action, args)
            .map(|list| list.into_iter().map(AnyCommand::Reprisal).collect()),
        AnyGame::Valhalla(g) => valhalla::actions::typed(g, seat, action, args)
            .map(|list| list.into_iter().map(AnyCommand::Valhalla).collect()),
    }
}

/// Suggestions for parameter `param` of a typed action, among the seat's legal commands only,
/// given the parameters already entered.
pub fn suggest(
    game: &AnyGame,
    seat: Seat,
    action: &str,
    param: &str,
    args: &[(&str, String)],
) -> Vec<Suggestion> {
    match game {
        AnyGame::Base(g) => base::actions::suggest(g, seat, action, param, args),
        AnyGame::Reprisal(g) => reprisal::actions::suggest(g, seat, action, param, args),
        AnyGame::Valhalla(g) => valhalla::actions::suggest(g, seat, action, param, args),
    }
}

/// The options of every rule set for creating a game (`/game new`), each name once.
pub fn creation_options() -> Vec<&'static Param> {
    let mut out: Vec<&'static Param> = Vec::new();
    for param in base::setup::OPTIONS
        .iter()
        .chain(reprisal::setup::OPTIONS)
        .chain(valhalla::setup::OPTIONS)
    {
        if !out.iter().any(|p| p.name == param.name) {
            out.push(param);
        }
    }
    out
}

/// The configuration of a new game of rule set `rules` for `players` seats, from the creation
/// options given (by name), or what to tell the host.
pub fn configure(
    rules: RuleSet,
    players: u8,
    seed: u64,
    args: &[(&str, String)],
) -> Result<GameConfig, String> {
    let own = match rules {
        RuleSet::Base => base::setup::OPTIONS,
        RuleSet::Reprisal => reprisal::setup::OPTIONS,
        RuleSet::Valhalla => valhalla::setup::OPTIONS,
    };
    // An option of another rule set is named, rather than ignored.
    let creation = creation_options();
    if let Some((name, _)) = args.iter().find(|(name, _)| {
        creation.iter().any(|p| p.name == *name) && !own.iter().any(|p| p.name == *name)
    }) {
        return Err(format!(
            "`{name}` is not an option of {}: leave it out, or choose the rule set it belongs to \
             with `rules`.",
            rule_set_name(rules)
        ));
    }
    match rules {
        RuleSet::Base => base::setup::configure(players, seed, args),
        RuleSet::Reprisal => reprisal::setup::configure(players, seed, args),
        RuleSet::Valhalla => valhalla::setup::configure(players, seed, args),
    }
}

/// A command from a component made by version 1 of the bot (its own short codes), so buttons
/// and draft menus sent before an upgrade still work.
pub fn legacy_command(game: &AnyGame, code: &str) -> Option<AnyCommand> {
    match game {
        AnyGame::Base(_) => base::legacy::command(code).map(AnyCommand::Base),
        // Reprisal and Valhalla games were never played by version 1 of the bot.
        AnyGame::Reprisal(_) | AnyGame::Valhalla(_) => None,
    }
}

/// The card catalogues of every rule set, a line per card: in words, or as JSON objects.
pub fn catalogue(json: bool) -> Vec<String> {
    let mut lines = base::words::catalogue_lines(json);
    lines.extend(valhalla::words::catalogue_lines(json));
    lines
}

/// Card look-up, across the catalogues of every rule set: suggestions for a partial name.
pub fn card_suggestions() -> Vec<(String, String)> {
    let mut out = base::words::card_suggestions();
    out.extend(valhalla::words::card_suggestions());
    out
}

/// A card's numbers and text, by the name a suggestion gave or a typed name.
pub fn card(name: &str) -> Option<String> {
    base::words::card(name).or_else(|| valhalla::words::card_text(name))
}

/// A card's picture, by the name a suggestion gave or a typed name.
pub fn card_png(name: &str) -> Option<Vec<u8>> {
    base::words::card_png(name).or_else(|| valhalla::images::card_png(name))
}
