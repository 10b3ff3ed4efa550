//! What a front end shows of a game, for every rule set behind one interface: the wording of each
//! decision and of each choice, the narration of events, refusals in words, status lines, the
//! typed actions a player may enter with their parameters and suggestions, and the board and card
//! images. One folder per rule set (`base/`, `reprisal/`, `valhalla/`), each with its seam
//! (`seam.rs`, see [`seam`]): what a game shows is its rule set's [`Shows`], lent by [`game`];
//! what a rule set offers without a game is its [`Presents`], lent by [`rules`]. Those two are the
//! presentation's one dispatch to a rule set; the functions here compose them (a log's steps, the
//! board on its cached layer, every rule set's actions, options and cards), so the front ends
//! show what they are handed and never word a rule themselves.
//!
//! Hidden information: [`Shows::narrate`], [`board_png`] and [`Shows::status`] use only what
//! every player may see (they redact events for the public themselves); [`Shows::prompt`],
//! [`Shows::cards_png`] and [`Shows::hand`] are for one seat's eyes only and must be sent
//! privately.

pub mod base;
pub mod boards;
pub mod clock;
pub mod locale;
pub mod reprisal;
pub mod rulings;
pub mod seam;
pub mod stats;
pub mod valhalla;

pub use seam::{Presents, Shows};

use crate::engine::{
    AnyCommand, AnyEvent, AnyGame, GameConfig, RuleSet, Seat, for_game, for_rules,
};
use crate::present::locale::{Lang, t};

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

impl Param {
    /// A yes/no option, never required, without suggestions (a rule set's option at `/game new`).
    pub const fn flag(name: &'static str) -> Param {
        Param {
            name,
            kind: ParamKind::Boolean,
            required: false,
            suggest: false,
        }
    }
}

/// The value given for the yes/no option `name` among a command's `args`, if it was given.
pub fn flag_value(args: &[(&str, String)], name: &str) -> Option<bool> {
    args.iter()
        .find(|(n, _)| *n == name)
        .map(|(_, v)| v == "true")
}

/// An action a player may type (a slash command), with its parameters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Action {
    /// Its name (lowercase); what it does is said in the locale files (`cmd-<name>-desc`).
    pub name: &'static str,
    /// Its parameters, in order.
    pub params: &'static [Param],
}

/// A place on a board picture a player may point at: what names it in typed actions, its name as
/// players read it, and its outline in the picture's pixels (from the geometry the board is drawn
/// with, never a second table).
#[derive(Debug, Clone, PartialEq)]
pub struct Region {
    /// The place's stable name, as typed actions take it (`gimle`, `c3`).
    pub place: String,
    /// Its name in the language asked for.
    pub label: String,
    /// Its outline: a closed polygon, in the board picture's pixels.
    pub outline: Vec<(f32, f32)>,
}

impl Region {
    /// Whether `(x, y)` (in the board picture's pixels) lies inside the outline (even-odd rule).
    pub fn contains(&self, (x, y): (f32, f32)) -> bool {
        let mut inside = false;
        let n = self.outline.len();
        for i in 0..n {
            let (xi, yi) = self.outline[i];
            let (xj, yj) = self.outline[(i + n - 1) % n];
            if (yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi {
                inside = !inside;
            }
        }
        inside
    }

    /// The mean of the outline's corners: inside every region a board has (a ring's wedge, a
    /// circle, a square).
    pub fn centre(&self) -> (f32, f32) {
        // An outline has a few dozen corners: exact in an f32.
        #[allow(clippy::cast_precision_loss)]
        let n = self.outline.len().max(1) as f32;
        let (x, y) = self
            .outline
            .iter()
            .fold((0.0, 0.0), |(x, y), (px, py)| (x + px, y + py));
        (x / n, y / n)
    }
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

/// What a game shows, as its rule set's [`Shows`]: the one dispatch of the presentation to a
/// game's rule set.
pub fn game(game: &AnyGame) -> &dyn Shows {
    for_game!(game, G, g => g)
}

/// What a rule set's presentation offers without a game, as its [`Presents`]: the one dispatch of
/// the presentation to a rule set.
pub fn rules(rules: RuleSet) -> &'static dyn Presents {
    for_rules!(rules, G => &seam::Book::<G>::IT)
}

/// The name of a rule set as players know it.
pub fn rule_set_name(rules: RuleSet, lang: Lang) -> String {
    locale::rule_set(lang, rules)
}

/// Who gave a stored step, as far as its narration cares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Giver {
    /// The seat's player, the computer for the seat, or a standing order.
    Seat,
    /// The deadline, for a player who did not answer in time.
    Deadline,
    /// The bot, answering a decision that had one answer only.
    Forced,
}

/// One stored step of a game's log, as [`narrate_steps`] reads it.
#[derive(Debug, Clone, Copy)]
pub struct LogStep<'a> {
    /// Its position in the log.
    pub seq: u64,
    /// The seat that gave it.
    pub seat: Seat,
    /// The command (for an undo: the command taken back).
    pub command: &'a AnyCommand,
    /// What happened (unredacted: the narration redacts); none for an undo.
    pub events: &'a [AnyEvent],
    /// For an undo: the position of the command it took back.
    pub undoes: Option<u64>,
    /// Who gave it.
    pub giver: Giver,
}

/// The public lines of `steps` (consecutive steps of a log): the narration of their events, and a
/// line for each decision taken back and each action the deadline took, in order (an action of
/// several moves, a march's figures one by one, is one "time ran out"). A decision taken back
/// among the same steps was never told: neither it nor its undo is.
pub fn narrate_steps(
    game: &AnyGame,
    steps: &[LogStep<'_>],
    names: &Names,
    lang: Lang,
) -> Vec<String> {
    let first = steps.first().map_or(0, |s| s.seq);
    let untold: std::collections::HashSet<u64> = steps
        .iter()
        .filter_map(|s| {
            s.undoes
                .filter(|target| *target >= first)
                .map(|t| (t, s.seq))
        })
        .flat_map(|(target, undo)| [target, undo])
        .collect();
    let shows = self::game(game);
    let mut lines = Vec::new();
    let mut events: Vec<AnyEvent> = Vec::new();
    // The seat whose action the deadline is taking, while its moves follow one another.
    let mut running_out = None;
    for step in steps.iter().filter(|s| !untold.contains(&s.seq)) {
        if step.giver != Giver::Deadline {
            running_out = None;
        }
        if step.undoes.is_some() {
            lines.extend(shows.narrate(&std::mem::take(&mut events), names, lang));
            // A forced answer the bot takes back with the decision before it goes unsaid: it
            // comes again by itself.
            if step.giver != Giver::Forced {
                lines.push(rules(game.rules()).taken_back(step.seat, step.command, names, lang));
            }
        } else if step.giver == Giver::Deadline {
            if running_out != Some(step.seat) {
                lines.extend(shows.narrate(&std::mem::take(&mut events), names, lang));
                lines.push(t!(lang, "time-ran-out", player = names.of(step.seat)));
                running_out = Some(step.seat);
            }
            events.extend(step.events.iter().cloned());
        } else {
            events.extend(step.events.iter().cloned());
        }
    }
    lines.extend(shows.narrate(&events, names, lang));
    lines
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
    boards::png(game, names, title, events, lang)
}

/// The board drawn whole, before encoding (for checks of what it shows and where).
pub fn board_canvas(
    game: &AnyGame,
    names: &Names,
    title: &str,
    events: &[AnyEvent],
    lang: Lang,
) -> crate::render::Canvas {
    board_over(
        game,
        (names, title, events),
        lang,
        crate::render::layer::Over::Copy,
    )
}

/// The board drawn on its layer, a copy to draw it whole or a recording over it.
fn board_over(
    game: &AnyGame,
    (names, title, events): (&Names, &str, &[AnyEvent]),
    lang: Lang,
    over: crate::render::layer::Over,
) -> crate::render::Canvas {
    let layer = rules(game.rules()).board_layer(lang, over);
    self::game(game).board(&names.plain, title, events, (lang, layer))
}

/// The typed actions of every rule set, each name once (a front end registers them all).
pub fn actions() -> Vec<&'static Action> {
    let mut out: Vec<&'static Action> = Vec::new();
    for action in RuleSet::ALL.iter().flat_map(|&r| rules(r).actions()) {
        if !out.iter().any(|a| a.name == action.name) {
            out.push(action);
        }
    }
    out
}

/// The options of every rule set for creating a game (`/game new`), each name once.
pub fn creation_options() -> Vec<&'static Param> {
    let mut out: Vec<&'static Param> = Vec::new();
    for param in RuleSet::ALL.iter().flat_map(|&r| rules(r).options()) {
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
    let presents = self::rules(rules);
    let own = presents.options();
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
    presents.configure(players, seed, args, lang)
}

/// The card catalogues of every rule set, a line per card: in words, or as JSON objects.
pub fn catalogue(json: bool) -> Vec<String> {
    RuleSet::ALL
        .iter()
        .flat_map(|&r| rules(r).catalogue(json))
        .collect()
}

/// Card look-up, across the catalogues of every rule set: suggestions for a partial name.
pub fn card_suggestions(lang: Lang) -> Vec<(String, String)> {
    RuleSet::ALL
        .iter()
        .flat_map(|&r| rules(r).card_suggestions(lang))
        .collect()
}

/// A card's numbers and text, by the name a suggestion gave or a typed name.
pub fn card(name: &str, lang: Lang) -> Option<String> {
    RuleSet::ALL.iter().find_map(|&r| rules(r).card(name, lang))
}

/// A card's picture, by the name a suggestion gave or a typed name.
pub fn card_png(name: &str, lang: Lang) -> Option<Vec<u8>> {
    RuleSet::ALL
        .iter()
        .find_map(|&r| rules(r).card_png(name, lang))
}

/// Lowercase letters and digits, accents folded, for forgiving matching of what is typed.
pub fn fold(text: &str) -> String {
    text.chars()
        .flat_map(char::to_lowercase)
        .map(|c| match c {
            'à' | 'á' | 'â' | 'ä' | 'ã' | 'å' => 'a',
            'ç' => 'c',
            'è' | 'é' | 'ê' | 'ë' => 'e',
            'ì' | 'í' | 'î' | 'ï' => 'i',
            'ñ' => 'n',
            'ò' | 'ó' | 'ô' | 'ö' | 'õ' | 'ø' => 'o',
            'ù' | 'ú' | 'û' | 'ü' => 'u',
            'ý' | 'ÿ' => 'y',
            c => c,
        })
        .filter(|c| c.is_alphanumeric())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_are_narrated_with_who_ran_out_of_time_and_what_was_taken_back() {
        let mut game = AnyGame::new(&(RuleSet::Base.registered().default_config)(3, 4)).unwrap();
        let names = Names {
            mention: vec!["Astrid".into(), "Bjorn".into(), "Carl".into()],
            plain: Vec::new(),
        };
        let lang = Lang::En;
        // The first command with something public to tell (the draft's picks are secret).
        let (seat, command, events) = loop {
            let seat = game.awaited().iter().next().unwrap();
            let command = game.legal_commands(seat).remove(0);
            let events = game.apply(seat, &command).unwrap();
            if !self::game(&game).narrate(&events, &names, lang).is_empty() {
                break (seat, command, events);
            }
        };
        let step = |seq, undoes: Option<u64>, giver| LogStep {
            seq,
            seat,
            command: &command,
            events: if undoes.is_some() { &[] } else { &events },
            undoes,
            giver,
        };
        let narrated = self::game(&game).narrate(&events, &names, lang);
        let by_seat = narrate_steps(&game, &[step(0, None, Giver::Seat)], &names, lang);
        assert_eq!(by_seat, narrated);
        // The deadline's line comes before what it did.
        let by_deadline = narrate_steps(&game, &[step(0, None, Giver::Deadline)], &names, lang);
        let ran_out = t!(lang, "time-ran-out", player = names.of(seat));
        assert_eq!(by_deadline[0], ran_out);
        assert_eq!(by_deadline[1..], narrated[..]);
        // Taken back among the same steps: neither is told.
        let both = [step(0, None, Giver::Seat), step(1, Some(0), Giver::Seat)];
        assert!(narrate_steps(&game, &both, &names, lang).is_empty());
        // Taken back later: said, unless the bot takes back its own forced answer.
        let undo = narrate_steps(&game, &[step(1, Some(0), Giver::Seat)], &names, lang);
        assert_eq!(
            undo,
            [rules(game.rules()).taken_back(seat, &command, &names, lang)]
        );
        assert!(!undo[0].is_empty());
        let forced = narrate_steps(&game, &[step(1, Some(0), Giver::Forced)], &names, lang);
        assert!(forced.is_empty());
        // An action the deadline took in two moves runs out of time once; a move of another
        // seat between two of them, twice.
        let count = |steps: &[LogStep<'_>]| {
            narrate_steps(&game, steps, &names, lang)
                .iter()
                .filter(|l| **l == ran_out)
                .count()
        };
        let twice = [
            step(0, None, Giver::Deadline),
            step(1, None, Giver::Deadline),
        ];
        assert_eq!(count(&twice), 1);
        let apart = [
            step(0, None, Giver::Deadline),
            step(1, None, Giver::Seat),
            step(2, None, Giver::Deadline),
        ];
        assert_eq!(count(&apart), 2);
    }
}
