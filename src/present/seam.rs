//! The presentation's seam per rule set, as the engine's ([`crate::engine::family`]): each rule
//! set's folder implements [`Presents`] in its own types (`base/seam.rs`, `reprisal/seam.rs`,
//! `valhalla/seam.rs`). Each of its operations has one function in `present/mod.rs` that
//! dispatches it to a game's rule set, or goes through every rule set in the registry's order
//! (typed actions, creation options, card catalogues): the registry's `for_game!` and
//! `for_rules!` are the presentation's only match on a rule set.

use super::locale::Lang;
use super::{Action, Delivery, Names, Param, Prompt, Suggestion};
use crate::engine::{AnyEvent, GameConfig, Seat, Tagged};
use crate::render::Canvas;
use crate::render::layer::Over;

/// What a rule set's presentation offers, in its own types: written once per rule set, in its
/// folder.
pub trait Presents: Tagged {
    /// The typed actions a player may enter (slash commands), with their parameters.
    const ACTIONS: &'static [Action];
    /// The options of a new game of this rule set.
    const OPTIONS: &'static [Param];

    /// What `seat` is asked now and every choice it has.
    fn prompt(game: &Self, seat: Seat, lang: Lang) -> Prompt;
    /// A command of `seat` in words, as a confirmation.
    fn describe(game: &Self, seat: Seat, command: &Self::Command, lang: Lang) -> String;
    /// A suggestion for `seat` in one line, with the policy's reason.
    fn hint(
        game: &Self,
        seat: Seat,
        command: &Self::Command,
        reason: Self::Reason,
        lang: Lang,
    ) -> String;
    /// The thread's line when `seat` takes back `command`.
    fn taken_back(seat: Seat, command: &Self::Command, names: &Names, lang: Lang) -> String;
    /// Why a decision may no longer be taken back.
    fn undo_closed(closing: Self::Closing, lang: Lang) -> String;
    /// Why a command was refused.
    fn refusal(game: &Self, error: &Self::Error, names: &Names, lang: Lang) -> String;
    /// The public events among `events`, in lines.
    fn narrate(game: &Self, events: &[AnyEvent], names: &Names, lang: Lang) -> Vec<String>;
    /// The public digest of `events` ("since your last turn").
    fn digest(game: &Self, events: &[AnyEvent], names: &Names, lang: Lang) -> Vec<String>;
    /// Whether `events` change the board enough to show it again.
    fn posts_board(events: &[AnyEvent]) -> bool;
    /// What every board is drawn over (what no move changes), the same size as a board: a copy
    /// to draw a board on whole, or a recording over it ([`Over`]).
    fn board_layer(lang: Lang, over: Over) -> Canvas;
    /// The board drawn in a language on a layer (its [`Presents::board_layer`]), before encoding.
    fn board_canvas(
        game: &Self,
        names: &[String],
        title: &str,
        events: &[AnyEvent],
        lang_layer: (Lang, Canvas),
    ) -> Canvas;
    /// A seat's own cards as a PNG.
    fn cards_png(game: &Self, seat: Seat, title: &str, lang: Lang) -> Vec<u8>;
    /// A seat's own cards in words.
    fn hand(game: &Self, seat: Seat, lang: Lang) -> String;
    /// Where the game stands, for everyone.
    fn status(game: &Self, names: &Names, lang: Lang) -> String;
    /// What the awaited seats must do, in a few words.
    fn awaiting(game: &Self, lang: Lang) -> Option<String>;
    /// What a kind of decision asks, from its stored name.
    fn decision_label(kind: &str, lang: Lang) -> String;
    /// The opening message of a game.
    fn opening(game: &Self, names: &Names, lang: Lang) -> String;
    /// The private decision of `seat` to deliver by direct message, if the rule set has them.
    fn delivery(_game: &Self, _seat: Seat, _lang: Lang) -> Option<Delivery> {
        None
    }
    /// The commands a typed action means.
    fn typed(
        game: &Self,
        seat: Seat,
        action: &str,
        args: &[(&str, String)],
        lang: Lang,
    ) -> Result<Vec<Self::Command>, String>;
    /// Suggestions for a parameter of a typed action.
    fn suggest(
        game: &Self,
        seat: Seat,
        action: &str,
        param: &str,
        args: &[(&str, String)],
        lang: Lang,
    ) -> Vec<Suggestion>;
    /// The configuration of a new game from its creation options.
    fn configure(
        players: u8,
        seed: u64,
        args: &[(&str, String)],
        lang: Lang,
    ) -> Result<GameConfig, String>;
    /// A command from a component of version 1 of the bot (only Blood Rage had games then).
    fn legacy_command(_code: &str) -> Option<Self::Command> {
        None
    }
    /// The rule set's card catalogue, a line per card.
    fn catalogue(_json: bool) -> Vec<String> {
        Vec::new()
    }
    /// Card look-up suggestions.
    fn card_suggestions(_lang: Lang) -> Vec<(String, String)> {
        Vec::new()
    }
    /// A card's numbers and text, by name.
    fn card(_name: &str, _lang: Lang) -> Option<String> {
        None
    }
    /// A card's picture, by name.
    fn card_png(_name: &str, _lang: Lang) -> Option<Vec<u8>> {
        None
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::{AnyGame, RuleSet, for_rules};
    use crate::present::locale::{Lang, tr};
    use crate::present::seam::Presents;
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
            let prompt = crate::present::prompt(&game, seat, Lang::En);
            assert!(!prompt.choices.is_empty(), "{rules:?} words its own game");
            assert!(crate::present::configure(rules, 3, 4, &[], Lang::En).is_ok());
            // Every typed action of the rule set is registered, once by name.
            for action in for_rules!(rules, G => <G as Presents>::ACTIONS) {
                assert!(
                    super::super::actions()
                        .iter()
                        .any(|a| a.name == action.name)
                );
            }
        }
    }
}
