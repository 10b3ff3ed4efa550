//! The presentation's seam per rule set, as the engine's ([`crate::engine::family`]): each rule
//! set's folder implements the two traits here in its own `seam.rs` (`base/seam.rs`,
//! `reprisal/seam.rs`, `valhalla/seam.rs`): [`Shows`] on its game (what a game shows: prompts,
//! narration, pictures) and [`Presents`] on its [`Book`] (what the rule set offers without a game:
//! typed actions, creation options, card catalogues). Both are object-safe and speak the types
//! every rule set shares; `present::game` and `present::rules` lend a game's or a rule set's as a
//! trait object, through the registry's `for_game!` and `for_rules!`, the presentation's only
//! match on a rule set. So an operation is written in its trait and in each rule set's impl, and
//! nowhere else: no function echoes it per rule set.
//!
//! A command, reason, refusal or undo closing of another rule set than the game's (a bug in the
//! caller, or a forged payload) is answered by [`another_game`], never a panic.

use super::locale::Lang;
use super::{Action, Delivery, Names, Param, Prompt, Region, Suggestion};
use crate::engine::{
    AnyClosing, AnyCommand, AnyEvent, AnyReason, AnyRuleError, GameConfig, Seat, Tagged,
};
use crate::render::Canvas;
use crate::render::layer::Over;
use std::marker::PhantomData;

/// What a game of a rule set shows (`self`: the game), in the types every rule set shares: each
/// rule set's game implements it in its folder's `seam.rs`; `present::game` lends it.
///
/// Hidden information: [`Shows::narrate`], [`Shows::digest`], [`Shows::board`] and
/// [`Shows::status`] show only what every player may see (they redact events themselves);
/// [`Shows::prompt`], [`Shows::cards_png`], [`Shows::hand`] and [`Shows::delivery`] are for one
/// seat's eyes and must be sent privately.
pub trait Shows: Send + Sync {
    /// What `seat` is asked now and every choice it has (private to that seat).
    fn prompt(&self, seat: Seat, lang: Lang) -> Prompt;
    /// A command of `seat` in words, as a confirmation ("Invade Gimle with your Warrior (1
    /// Rage)").
    fn describe(&self, seat: Seat, command: &AnyCommand, lang: Lang) -> String;
    /// A suggestion for `seat` (`/hint`) in one line: the command and `reason`, the policy's
    /// main reason for it (private to that seat).
    fn hint(&self, seat: Seat, command: &AnyCommand, reason: &AnyReason, lang: Lang) -> String;
    /// Why a command was refused, in a sentence a player would say (ending with a full stop).
    fn refusal(&self, error: &AnyRuleError, names: &Names, lang: Lang) -> String;
    /// The public events among `events`, in lines of text for everyone.
    fn narrate(&self, events: &[AnyEvent], names: &Names, lang: Lang) -> Vec<String>;
    /// "Since your last turn": the public digest of `events` (battles and winners, Glory
    /// changes, Ragnarök, a new Age), a few lines at most.
    fn digest(&self, events: &[AnyEvent], names: &Names, lang: Lang) -> Vec<String>;
    /// The board drawn from public information only on a layer (its rule set's
    /// [`Presents::board_layer`]), before encoding; what the public part of `events` touched is
    /// outlined.
    fn board(
        &self,
        names: &[String],
        title: &str,
        events: &[AnyEvent],
        lang_layer: (Lang, Canvas),
    ) -> Canvas;
    /// The places a player may point at on the board picture, each with its outline in the
    /// picture's pixels (the web page maps a tap to a place with it), from the geometry
    /// [`Shows::board`] draws with; public, as the board is.
    fn regions(&self, lang: Lang) -> Vec<Region>;
    /// The places on the board `command` names, by their regions' stable names
    /// ([`Shows::regions`]): where it invades, marches from and to, pillages, summons… (none for
    /// a command of no place, or one of another rule set). The web page filters the choices by
    /// a tapped place with it.
    fn places(&self, command: &AnyCommand) -> Vec<String>;
    /// The printed card `command` names (drafted, kept, played, committed), with its numbers and
    /// text, for a player who reads it before choosing (none for a command of no card whose text
    /// its own words do not already give, or one of another rule set). The web page folds it
    /// under the choice.
    fn card_text(&self, command: &AnyCommand, lang: Lang) -> Option<String>;
    /// A seat's own cards as a PNG (private to that seat).
    fn cards_png(&self, seat: Seat, title: &str, lang: Lang) -> Vec<u8>;
    /// A seat's own cards in words (private to that seat).
    fn hand(&self, seat: Seat, lang: Lang) -> String;
    /// Where the game stands, for everyone: Age, phase, who is awaited for what, scores.
    fn status(&self, names: &Names, lang: Lang) -> String;
    /// What the awaited seats must do, in a few words ("take an action or pass").
    fn awaiting(&self, lang: Lang) -> Option<String>;
    /// The opening message of a game: turn order, first player, what is set up.
    fn opening(&self, names: &Names, lang: Lang) -> String;
    /// The private decision of `seat` to deliver by direct message, if the rule set has them
    /// and there is one now (Blood Rage's and Valhalla's draft packets).
    fn delivery(&self, _seat: Seat, _lang: Lang) -> Option<Delivery> {
        None
    }
    /// The commands a typed action means for `seat` (`args`: the parameters given, by name), or
    /// what to tell a player whose input cannot be read.
    fn typed(
        &self,
        seat: Seat,
        action: &str,
        args: &[(&str, String)],
        lang: Lang,
    ) -> Result<Vec<AnyCommand>, String>;
    /// Suggestions for parameter `param` of a typed action, among the seat's legal commands
    /// only, given the parameters already entered.
    fn suggest(
        &self,
        seat: Seat,
        action: &str,
        param: &str,
        args: &[(&str, String)],
        lang: Lang,
    ) -> Vec<Suggestion>;
}

/// A rule set's presentation without a game: the value [`Presents`] is implemented on, one per
/// rule set (`Book<base::Game>`, …), lent by `present::rules`.
pub struct Book<G>(PhantomData<G>);

impl<G> Book<G> {
    /// The rule set's book.
    pub const IT: Book<G> = Book(PhantomData);
}

/// What a rule set's presentation offers without a game (`self`: its [`Book`]), in the types
/// every rule set shares: each rule set implements it in its folder's `seam.rs`;
/// `present::rules` lends it.
pub trait Presents: Send + Sync {
    /// The typed actions a player may enter (slash commands), with their parameters.
    fn actions(&self) -> &'static [Action];
    /// The options of a new game of this rule set.
    fn options(&self) -> &'static [Param];
    /// The configuration of a new game from its creation options (given by name), or what to
    /// tell the host.
    fn configure(
        &self,
        players: u8,
        seed: u64,
        args: &[(&str, String)],
        lang: Lang,
    ) -> Result<GameConfig, String>;
    /// The thread's line when `seat` takes back `command`. Only what everyone saw is named (a
    /// hidden card taken back stays hidden).
    fn taken_back(&self, seat: Seat, command: &AnyCommand, names: &Names, lang: Lang) -> String;
    /// Why a decision may no longer be taken back, in a few words ("cards were revealed
    /// since").
    fn undo_closed(&self, closing: &AnyClosing, lang: Lang) -> String;
    /// What a kind of decision asks, from its stored name (`DecisionInfo::kind`).
    fn decision_label(&self, kind: &str, lang: Lang) -> String;
    /// Whether `events` change the board enough to show it again (an action, a battle, a
    /// phase).
    fn posts_board(&self, events: &[AnyEvent]) -> bool;
    /// What every board is drawn over (what no move changes), the same size as a board: a copy
    /// to draw a board on whole, or a recording over it ([`Over`]).
    fn board_layer(&self, lang: Lang, over: Over) -> Canvas;
    /// Where the map is on a board (the provinces, the palace): left, top, width, height, in
    /// the board's pixels; the rest (its title, panel, footer) is words. A narrow screen shows
    /// the map alone, its words written over it, and the rest as lines of text.
    fn map_area(&self) -> [f32; 4];
    /// A command from a component made by version 1 of the bot (its own short codes; only
    /// Blood Rage had games then), so buttons and menus sent before an upgrade still work.
    fn legacy_command(&self, _code: &str) -> Option<AnyCommand> {
        None
    }
    /// The rule set's card catalogue, a line per card: in words, or as JSON objects.
    fn catalogue(&self, _json: bool) -> Vec<String> {
        Vec::new()
    }
    /// Card look-up suggestions.
    fn card_suggestions(&self, _lang: Lang) -> Vec<(String, String)> {
        Vec::new()
    }
    /// A card's numbers and text, by the name a suggestion gave or a typed name.
    fn card(&self, _name: &str, _lang: Lang) -> Option<String> {
        None
    }
    /// A card's picture, by name.
    fn card_png(&self, _name: &str, _lang: Lang) -> Option<Vec<u8>> {
        None
    }
}

/// What a game is told when handed a command, reason, refusal or undo closing of another rule
/// set (a bug in the caller, or a forged payload).
pub fn another_game(lang: Lang) -> String {
    super::locale::t!(lang, "move-of-another-game")
}

/// Rule set `G`'s own command of `command`, or the words for one of another rule set.
///
/// # Errors
/// A command of another rule set: [`another_game`].
pub fn own_command<G: Tagged>(command: &AnyCommand, lang: Lang) -> Result<&G::Command, String> {
    command.get::<G>().ok_or_else(|| another_game(lang))
}

#[cfg(test)]
mod tests {
    use crate::engine::{AnyGame, RuleSet};
    use crate::present::locale::{Lang, tr};
    use crate::vocabulary::Vocabulary as _;

    #[test]
    fn every_rule_set_is_presented_named_and_offers_its_actions_and_options() {
        for &rules in RuleSet::ALL {
            for lang in [Lang::En, Lang::Fr] {
                let name = tr(lang, &format!("rules-{}", rules.slug()), &[]);
                assert!(
                    !name.starts_with("rules-"),
                    "{rules:?} has no name in {lang:?}"
                );
            }
            let game = AnyGame::new(&(rules.registered().default_config)(3, 4)).unwrap();
            let seat = game
                .awaited()
                .iter()
                .next()
                .expect("somebody decides first");
            let prompt = crate::present::game(&game).prompt(seat, Lang::En);
            assert!(!prompt.choices.is_empty(), "{rules:?} words its own game");
            assert!(crate::present::configure(rules, 3, 4, &[], Lang::En).is_ok());
            // Every typed action of the rule set is registered, once by name.
            for action in crate::present::rules(rules).actions() {
                assert!(
                    super::super::actions()
                        .iter()
                        .any(|a| a.name == action.name)
                );
            }
        }
    }
}
