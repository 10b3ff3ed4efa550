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
pub mod locale;
pub mod reprisal;
pub mod valhalla;

use crate::engine::{
    AnyClosing, AnyCommand, AnyEvent, AnyGame, AnyReason, AnyRuleError, GameConfig, RuleSet, Seat,
};
use crate::present::locale::Lang;

/// How each seat is named: in messages (a mention with the clan: it shows the player's name and
/// pings only when a message allows it) and on images (plain names).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Names {
    /// The name of each seat in messages.
    pub mention: Vec<String>,
    /// The name of each seat on images (may be empty: the clan's name is used).
    pub plain: Vec<String>,
}

/// A seat without a name (never at a table the bot set up): "#1", "#2"… in every language.
const UNNAMED: [&str; 6] = ["#1", "#2", "#3", "#4", "#5", "#6"];

fn unnamed(seat: Seat) -> &'static str {
    UNNAMED.get(seat.index()).copied().unwrap_or("#")
}

impl Names {
    /// The name of a seat in messages.
    pub fn of(&self, seat: Seat) -> &str {
        self.mention
            .get(seat.index())
            .map_or_else(|| unnamed(seat), String::as_str)
    }

    /// The plain name of a seat (for refusals and images); its number when unknown.
    pub fn plain(&self, seat: Seat) -> &str {
        self.plain
            .get(seat.index())
            .filter(|n| !n.is_empty())
            .map_or_else(|| unnamed(seat), String::as_str)
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
    /// Its name (lowercase, as Discord requires); what to enter is said in the locale files
    /// (`cmd-<command>-opt-<name>-desc`).
    pub name: &'static str,
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
    /// Its name (lowercase); what it does is said in the locale files (`cmd-<name>-desc`).
    pub name: &'static str,
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
pub fn rule_set_name(rules: RuleSet, lang: Lang) -> String {
    locale::rule_set(lang, rules)
}

/// What `seat` is asked now and every choice it has (private to that seat).
pub fn prompt(game: &AnyGame, seat: Seat, lang: Lang) -> Prompt {
    match game {
        AnyGame::Base(g) => base::prompt::prompt(g, seat, lang),
        AnyGame::Reprisal(g) => reprisal::prompt::prompt(g, seat, lang),
        AnyGame::Valhalla(g) => valhalla::prompt::prompt(g, seat, lang),
    }
}

/// A command of `seat` in words, as a confirmation ("Invade Gimle with your Warrior (1 Rage)").
pub fn describe(game: &AnyGame, seat: Seat, command: &AnyCommand, lang: Lang) -> String {
    match (game, command) {
        (AnyGame::Base(g), AnyCommand::Base(c)) => base::prompt::describe(g, seat, c, lang),
        (AnyGame::Reprisal(g), AnyCommand::Reprisal(c)) => {
            reprisal::prompt::describe(g, seat, c, lang)
        }
        (AnyGame::Valhalla(g), AnyCommand::Valhalla(c)) => {
            valhalla::prompt::describe(g, seat, c, lang)
        }
        _ => locale::t!(lang, "move-of-another-game"),
    }
}

/// A suggestion for `seat` (`/hint`) in one line: the command and `reason`, the policy's main
/// reason for it (private to that seat).
pub fn hint(
    game: &AnyGame,
    seat: Seat,
    command: &AnyCommand,
    reason: &AnyReason,
    lang: Lang,
) -> String {
    match (game, command, reason) {
        (AnyGame::Base(g), AnyCommand::Base(c), AnyReason::Base(r)) => {
            base::hint::hint(g, seat, c, *r, lang)
        }
        (AnyGame::Reprisal(g), AnyCommand::Reprisal(c), AnyReason::Reprisal(r)) => {
            reprisal::prompt::hint(g, seat, c, *r, lang)
        }
        (AnyGame::Valhalla(g), AnyCommand::Valhalla(c), AnyReason::Valhalla(r)) => {
            valhalla::prompt::hint(g, seat, c, *r, lang)
        }
        _ => String::new(),
    }
}

/// The thread's line when `seat` takes back `command`. Only what everyone saw is named (a
/// hidden card taken back stays hidden).
pub fn taken_back(seat: Seat, command: &AnyCommand, names: &Names, lang: Lang) -> String {
    match command {
        AnyCommand::Base(c) => base::undo::taken_back(seat, c, names, lang),
        AnyCommand::Reprisal(c) => reprisal::prompt::taken_back(seat, c, names, lang),
        AnyCommand::Valhalla(c) => valhalla::prompt::taken_back(seat, c, names, lang),
    }
}

/// Why a decision may no longer be taken back, in a few words ("cards were revealed since").
pub fn undo_closed(closing: &AnyClosing, lang: Lang) -> String {
    match closing {
        AnyClosing::Base(c) => base::undo::closed(*c, lang),
        AnyClosing::Reprisal(c) => reprisal::prompt::closed(*c, lang),
        AnyClosing::Valhalla(c) => valhalla::prompt::closed(*c, lang),
    }
}

/// Why a command was refused, in a sentence a player would say (ending with a full stop).
pub fn refusal(game: &AnyGame, error: &AnyRuleError, names: &Names, lang: Lang) -> String {
    match (game, error) {
        (AnyGame::Base(g), AnyRuleError::Base(e)) => base::words::refusal(g, e, names, lang),
        (AnyGame::Reprisal(g), AnyRuleError::Reprisal(e)) => {
            reprisal::words::refusal(g, e, names, lang)
        }
        (AnyGame::Valhalla(g), AnyRuleError::Valhalla(e)) => {
            valhalla::words::refusal(g, e, names, lang)
        }
        (_, _) => locale::t!(lang, "move-of-another-game"),
    }
}

/// The public events among `events`, in lines of text for everyone (events are redacted here).
pub fn narrate(game: &AnyGame, events: &[AnyEvent], names: &Names, lang: Lang) -> Vec<String> {
    match game {
        AnyGame::Base(_) => base::narrate::narrate_public(events, names, lang),
        AnyGame::Reprisal(g) => {
            reprisal::narrate::lines(g, &reprisal::narrate::own(events), names, lang)
        }
        AnyGame::Valhalla(g) => {
            valhalla::narrate::lines(g, &valhalla::narrate::own(events), names, lang)
        }
    }
}

/// "Since your last turn": the public digest of `events` (battles and winners, Glory changes,
/// Ragnarök, a new Age), a few lines at most.
pub fn digest(game: &AnyGame, events: &[AnyEvent], names: &Names, lang: Lang) -> Vec<String> {
    match game {
        AnyGame::Base(_) => base::digest::digest(events, names, lang),
        AnyGame::Reprisal(g) => {
            reprisal::narrate::digest(g, &reprisal::narrate::own(events), names, lang)
        }
        AnyGame::Valhalla(g) => {
            valhalla::narrate::digest(g, &valhalla::narrate::own(events), names, lang)
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
pub fn board_png(
    game: &AnyGame,
    names: &Names,
    title: &str,
    events: &[AnyEvent],
    lang: Lang,
) -> Vec<u8> {
    match game {
        AnyGame::Base(g) => base::images::board_png(g, &names.plain, title, events, lang),
        AnyGame::Reprisal(g) => reprisal::images::board_png(g, &names.plain, title, events, lang),
        AnyGame::Valhalla(g) => valhalla::images::board_png(g, &names.plain, title, events, lang),
    }
}

/// The board drawn, before encoding (for checks of what it shows and where).
pub fn board_canvas(
    game: &AnyGame,
    names: &Names,
    title: &str,
    events: &[AnyEvent],
    lang: Lang,
) -> crate::render::Canvas {
    match game {
        AnyGame::Base(g) => base::images::board_canvas(g, &names.plain, title, events, lang),
        AnyGame::Reprisal(g) => reprisal::images::draw(g, &names.plain, title, events, lang),
        AnyGame::Valhalla(g) => valhalla::images::draw(g, &names.plain, title, events, lang),
    }
}

/// A seat's own cards as a PNG (private to that seat).
pub fn cards_png(game: &AnyGame, seat: Seat, title: &str, lang: Lang) -> Vec<u8> {
    match game {
        AnyGame::Base(g) => base::images::cards_png(g, seat, title, lang),
        AnyGame::Reprisal(g) => reprisal::images::cards_png(g, seat, title, lang),
        AnyGame::Valhalla(g) => valhalla::images::cards_png(g, seat, title, lang),
    }
}

/// A seat's own cards in words (private to that seat).
pub fn hand(game: &AnyGame, seat: Seat, lang: Lang) -> String {
    match game {
        AnyGame::Base(g) => base::words::hand(g, seat, lang),
        AnyGame::Reprisal(g) => reprisal::words::hand(g, seat, lang),
        AnyGame::Valhalla(g) => valhalla::words::hand(g, seat, lang),
    }
}

/// Where the game stands, for everyone: Age, phase, who is awaited for what, scores.
pub fn status(game: &AnyGame, names: &Names, lang: Lang) -> String {
    match game {
        AnyGame::Base(g) => base::words::status(g, names, lang),
        AnyGame::Reprisal(g) => reprisal::words::status(g, names, lang),
        AnyGame::Valhalla(g) => valhalla::words::status(g, names, lang),
    }
}

/// What the awaited seats must do, in a few words ("take an action or pass").
pub fn awaiting(game: &AnyGame, lang: Lang) -> Option<String> {
    match game {
        AnyGame::Base(g) => g
            .pending()
            .map(|p| base::words::decision_label(p.decision.kind(), lang)),
        AnyGame::Reprisal(g) => (!game.is_over()).then(|| reprisal::words::decision(g, lang)),
        AnyGame::Valhalla(g) => (!game.is_over()).then(|| valhalla::words::decision(g, lang)),
    }
}

/// What a kind of decision asks, from its stored name (`DecisionInfo::kind`).
pub fn decision_label(rules: RuleSet, kind: &str, lang: Lang) -> String {
    match rules {
        RuleSet::Base => base::words::decision_label(kind, lang),
        RuleSet::Reprisal => reprisal::words::describe_kind(kind, lang),
        RuleSet::Valhalla => valhalla::words::describe_kind(kind, lang),
    }
}

/// The opening message of a game: turn order, first player, what is set up.
pub fn opening(game: &AnyGame, names: &Names, lang: Lang) -> String {
    match game {
        AnyGame::Base(g) => base::words::opening(g, names, lang),
        AnyGame::Reprisal(g) => reprisal::narrate::opening(g, names, lang),
        AnyGame::Valhalla(g) => valhalla::narrate::opening(g, names, lang),
    }
}

/// The private decision of `seat` to deliver by direct message, if there is one now.
pub fn delivery(game: &AnyGame, seat: Seat, lang: Lang) -> Option<Delivery> {
    match game {
        AnyGame::Base(g) => base::words::delivery(g, seat, lang),
        // Reprisal has no draft: its secret picks are asked in the thread's private panels.
        AnyGame::Reprisal(_) => None,
        // Valhalla drafts by direct message as Blood Rage does.
        AnyGame::Valhalla(g) => valhalla::words::delivery(g, seat, lang),
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
    lang: Lang,
) -> Result<Vec<AnyCommand>, String> {
    match game {
        AnyGame::Base(g) => base::actions::typed(g, seat, action, args, lang)
            .map(|list| list.into_iter().map(AnyCommand::Base).collect()),
        AnyGame::Reprisal(g) => reprisal::actions::typed(g, seat, action, args, lang)
            .map(|list| list.into_iter().map(AnyCommand::Reprisal).collect()),
        AnyGame::Valhalla(g) => valhalla::actions::typed(g, seat, action, args, lang)
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
    lang: Lang,
) -> Vec<Suggestion> {
    match game {
        AnyGame::Base(g) => base::actions::suggest(g, seat, action, param, args, lang),
        AnyGame::Reprisal(g) => reprisal::actions::suggest(g, seat, action, param, args, lang),
        AnyGame::Valhalla(g) => valhalla::actions::suggest(g, seat, action, param, args, lang),
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
    lang: Lang,
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
        return Err(locale::t!(
            lang,
            "option-of-another-rule-set",
            option = *name,
            rules = rule_set_name(rules, lang)
        ));
    }
    match rules {
        RuleSet::Base => base::setup::configure(players, seed, args, lang),
        RuleSet::Reprisal => reprisal::setup::configure(players, seed, args, lang),
        RuleSet::Valhalla => valhalla::setup::configure(players, seed, args, lang),
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
pub fn card_suggestions(lang: Lang) -> Vec<(String, String)> {
    let mut out = base::words::card_suggestions(lang);
    out.extend(valhalla::words::card_suggestions(lang));
    out
}

/// A card's numbers and text, by the name a suggestion gave or a typed name.
pub fn card(name: &str, lang: Lang) -> Option<String> {
    base::words::card(name, lang).or_else(|| valhalla::words::card_text(name, lang))
}

/// A card's picture, by the name a suggestion gave or a typed name.
pub fn card_png(name: &str, lang: Lang) -> Option<Vec<u8>> {
    base::images::card_png_named(name, lang).or_else(|| valhalla::images::card_png(name, lang))
}
