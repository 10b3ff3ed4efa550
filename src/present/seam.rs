//! The presentation's seam per rule set, as the engine's ([`crate::engine::family`]): each rule
//! set's folder implements [`Presents`] in its own types (`base/seam.rs`, `reprisal/seam.rs`,
//! `valhalla/seam.rs`); [`presenter`] lends the one interface of every rule set ([`Presenter`]),
//! and is the presentation's only match on a rule set. Every list over rule sets (typed actions,
//! creation options, card catalogues) is made by going through [`RuleSet::ALL`].

use super::locale::Lang;
use super::{Action, Delivery, Names, Param, Prompt, Suggestion};
use crate::engine::{
    AnyClosing, AnyCommand, AnyEvent, AnyGame, AnyReason, AnyRuleError, GameConfig, RuleSet, Seat,
    Tagged,
};
use crate::render::Canvas;
use crate::render::layer::Over;
use std::marker::PhantomData;

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

/// The presentation of any rule set behind one interface, in the types of every rule set. A
/// method given a game, command, reason or refusal of another rule set answers `None`.
pub trait Presenter: Sync {
    /// See [`Presents::ACTIONS`].
    fn actions(&self) -> &'static [Action];
    /// See [`Presents::OPTIONS`].
    fn options(&self) -> &'static [Param];
    /// See [`Presents::prompt`].
    fn prompt(&self, game: &AnyGame, seat: Seat, lang: Lang) -> Option<Prompt>;
    /// See [`Presents::describe`].
    fn describe(
        &self,
        game: &AnyGame,
        seat: Seat,
        command: &AnyCommand,
        lang: Lang,
    ) -> Option<String>;
    /// See [`Presents::hint`].
    fn hint(
        &self,
        game: &AnyGame,
        seat: Seat,
        command: &AnyCommand,
        reason: &AnyReason,
        lang: Lang,
    ) -> Option<String>;
    /// See [`Presents::taken_back`].
    fn taken_back(
        &self,
        seat: Seat,
        command: &AnyCommand,
        names: &Names,
        lang: Lang,
    ) -> Option<String>;
    /// See [`Presents::undo_closed`].
    fn undo_closed(&self, closing: &AnyClosing, lang: Lang) -> Option<String>;
    /// See [`Presents::refusal`].
    fn refusal(
        &self,
        game: &AnyGame,
        error: &AnyRuleError,
        names: &Names,
        lang: Lang,
    ) -> Option<String>;
    /// See [`Presents::narrate`].
    fn narrate(
        &self,
        game: &AnyGame,
        events: &[AnyEvent],
        names: &Names,
        lang: Lang,
    ) -> Option<Vec<String>>;
    /// See [`Presents::digest`].
    fn digest(
        &self,
        game: &AnyGame,
        events: &[AnyEvent],
        names: &Names,
        lang: Lang,
    ) -> Option<Vec<String>>;
    /// See [`Presents::posts_board`].
    fn posts_board(&self, events: &[AnyEvent]) -> bool;
    /// See [`Presents::board_layer`].
    fn board_layer(&self, lang: Lang, over: Over) -> Canvas;
    /// See [`Presents::board_canvas`].
    fn board_canvas(
        &self,
        game: &AnyGame,
        names: &[String],
        title: &str,
        events: &[AnyEvent],
        lang_layer: (Lang, Canvas),
    ) -> Option<Canvas>;
    /// See [`Presents::cards_png`].
    fn cards_png(&self, game: &AnyGame, seat: Seat, title: &str, lang: Lang) -> Option<Vec<u8>>;
    /// See [`Presents::hand`].
    fn hand(&self, game: &AnyGame, seat: Seat, lang: Lang) -> Option<String>;
    /// See [`Presents::status`].
    fn status(&self, game: &AnyGame, names: &Names, lang: Lang) -> Option<String>;
    /// See [`Presents::awaiting`].
    fn awaiting(&self, game: &AnyGame, lang: Lang) -> Option<String>;
    /// See [`Presents::decision_label`].
    fn decision_label(&self, kind: &str, lang: Lang) -> String;
    /// See [`Presents::opening`].
    fn opening(&self, game: &AnyGame, names: &Names, lang: Lang) -> Option<String>;
    /// See [`Presents::delivery`].
    fn delivery(&self, game: &AnyGame, seat: Seat, lang: Lang) -> Option<Delivery>;
    /// See [`Presents::typed`].
    fn typed(
        &self,
        game: &AnyGame,
        seat: Seat,
        action: &str,
        args: &[(&str, String)],
        lang: Lang,
    ) -> Option<Result<Vec<AnyCommand>, String>>;
    /// See [`Presents::suggest`].
    fn suggest(
        &self,
        game: &AnyGame,
        seat: Seat,
        action: &str,
        param: &str,
        args: &[(&str, String)],
        lang: Lang,
    ) -> Option<Vec<Suggestion>>;
    /// See [`Presents::configure`].
    fn configure(
        &self,
        players: u8,
        seed: u64,
        args: &[(&str, String)],
        lang: Lang,
    ) -> Result<GameConfig, String>;
    /// See [`Presents::legacy_command`].
    fn legacy_command(&self, code: &str) -> Option<AnyCommand>;
    /// See [`Presents::catalogue`].
    fn catalogue(&self, json: bool) -> Vec<String>;
    /// See [`Presents::card_suggestions`].
    fn card_suggestions(&self, lang: Lang) -> Vec<(String, String)>;
    /// See [`Presents::card`].
    fn card(&self, name: &str, lang: Lang) -> Option<String>;
    /// See [`Presents::card_png`].
    fn card_png(&self, name: &str, lang: Lang) -> Option<Vec<u8>>;
}

/// A rule set's presentation as a [`Presenter`].
struct Shown<G>(PhantomData<fn() -> G>);

impl<G: Presents> Presenter for Shown<G> {
    fn actions(&self) -> &'static [Action] {
        G::ACTIONS
    }

    fn options(&self) -> &'static [Param] {
        G::OPTIONS
    }

    fn prompt(&self, game: &AnyGame, seat: Seat, lang: Lang) -> Option<Prompt> {
        Some(G::prompt(game.get()?, seat, lang))
    }

    fn describe(
        &self,
        game: &AnyGame,
        seat: Seat,
        command: &AnyCommand,
        lang: Lang,
    ) -> Option<String> {
        Some(G::describe(game.get()?, seat, command.get::<G>()?, lang))
    }

    fn hint(
        &self,
        game: &AnyGame,
        seat: Seat,
        command: &AnyCommand,
        reason: &AnyReason,
        lang: Lang,
    ) -> Option<String> {
        Some(G::hint(
            game.get()?,
            seat,
            command.get::<G>()?,
            G::own_reason(reason)?,
            lang,
        ))
    }

    fn taken_back(
        &self,
        seat: Seat,
        command: &AnyCommand,
        names: &Names,
        lang: Lang,
    ) -> Option<String> {
        Some(G::taken_back(seat, command.get::<G>()?, names, lang))
    }

    fn undo_closed(&self, closing: &AnyClosing, lang: Lang) -> Option<String> {
        Some(G::undo_closed(G::own_closing(closing)?, lang))
    }

    fn refusal(
        &self,
        game: &AnyGame,
        error: &AnyRuleError,
        names: &Names,
        lang: Lang,
    ) -> Option<String> {
        Some(G::refusal(game.get()?, G::own_error(error)?, names, lang))
    }

    fn narrate(
        &self,
        game: &AnyGame,
        events: &[AnyEvent],
        names: &Names,
        lang: Lang,
    ) -> Option<Vec<String>> {
        Some(G::narrate(game.get()?, events, names, lang))
    }

    fn digest(
        &self,
        game: &AnyGame,
        events: &[AnyEvent],
        names: &Names,
        lang: Lang,
    ) -> Option<Vec<String>> {
        Some(G::digest(game.get()?, events, names, lang))
    }

    fn posts_board(&self, events: &[AnyEvent]) -> bool {
        G::posts_board(events)
    }

    fn board_layer(&self, lang: Lang, over: Over) -> Canvas {
        G::board_layer(lang, over)
    }

    fn board_canvas(
        &self,
        game: &AnyGame,
        names: &[String],
        title: &str,
        events: &[AnyEvent],
        lang_layer: (Lang, Canvas),
    ) -> Option<Canvas> {
        Some(G::board_canvas(
            game.get()?,
            names,
            title,
            events,
            lang_layer,
        ))
    }

    fn cards_png(&self, game: &AnyGame, seat: Seat, title: &str, lang: Lang) -> Option<Vec<u8>> {
        Some(G::cards_png(game.get()?, seat, title, lang))
    }

    fn hand(&self, game: &AnyGame, seat: Seat, lang: Lang) -> Option<String> {
        Some(G::hand(game.get()?, seat, lang))
    }

    fn status(&self, game: &AnyGame, names: &Names, lang: Lang) -> Option<String> {
        Some(G::status(game.get()?, names, lang))
    }

    fn awaiting(&self, game: &AnyGame, lang: Lang) -> Option<String> {
        G::awaiting(game.get()?, lang)
    }

    fn decision_label(&self, kind: &str, lang: Lang) -> String {
        G::decision_label(kind, lang)
    }

    fn opening(&self, game: &AnyGame, names: &Names, lang: Lang) -> Option<String> {
        Some(G::opening(game.get()?, names, lang))
    }

    fn delivery(&self, game: &AnyGame, seat: Seat, lang: Lang) -> Option<Delivery> {
        G::delivery(game.get()?, seat, lang)
    }

    fn typed(
        &self,
        game: &AnyGame,
        seat: Seat,
        action: &str,
        args: &[(&str, String)],
        lang: Lang,
    ) -> Option<Result<Vec<AnyCommand>, String>> {
        Some(
            G::typed(game.get()?, seat, action, args, lang)
                .map(|list| list.into_iter().map(G::command).collect()),
        )
    }

    fn suggest(
        &self,
        game: &AnyGame,
        seat: Seat,
        action: &str,
        param: &str,
        args: &[(&str, String)],
        lang: Lang,
    ) -> Option<Vec<Suggestion>> {
        Some(G::suggest(game.get()?, seat, action, param, args, lang))
    }

    fn configure(
        &self,
        players: u8,
        seed: u64,
        args: &[(&str, String)],
        lang: Lang,
    ) -> Result<GameConfig, String> {
        G::configure(players, seed, args, lang)
    }

    fn legacy_command(&self, code: &str) -> Option<AnyCommand> {
        G::legacy_command(code).map(G::command)
    }

    fn catalogue(&self, json: bool) -> Vec<String> {
        G::catalogue(json)
    }

    fn card_suggestions(&self, lang: Lang) -> Vec<(String, String)> {
        G::card_suggestions(lang)
    }

    fn card(&self, name: &str, lang: Lang) -> Option<String> {
        G::card(name, lang)
    }

    fn card_png(&self, name: &str, lang: Lang) -> Option<Vec<u8>> {
        G::card_png(name, lang)
    }
}

/// The presentation of rule set `rules`: the presentation's one match on a rule set.
pub fn presenter(rules: RuleSet) -> &'static dyn Presenter {
    use crate::engine::{base, reprisal, valhalla};
    match rules {
        RuleSet::Base => &Shown::<base::Game>(PhantomData),
        RuleSet::Reprisal => &Shown::<reprisal::Game>(PhantomData),
        RuleSet::Valhalla => &Shown::<valhalla::Game>(PhantomData),
    }
}

/// The presentation of every rule set, in the registry's order.
pub fn presenters() -> impl Iterator<Item = &'static dyn Presenter> {
    RuleSet::ALL.iter().map(|r| presenter(*r))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::present::locale::tr;

    #[test]
    fn every_rule_set_is_presented_named_and_offers_its_actions_and_options() {
        for &rules in RuleSet::ALL {
            let p = presenter(rules);
            for lang in [Lang::En, Lang::Fr] {
                let name = tr(lang, &format!("rules-{}", rules.slug()), &[]);
                assert!(
                    !name.starts_with("rules-"),
                    "{rules:?} has no name in {lang:?}"
                );
            }
            let game = AnyGame::new(&(rules.registered().default_config)(3, 4)).unwrap();
            let prompt = p.prompt(&game, Seat(0), Lang::En);
            assert!(prompt.is_some(), "{rules:?} words its own game");
            let other = RuleSet::ALL.iter().find(|r| **r != rules).unwrap();
            assert!(presenter(*other).prompt(&game, Seat(0), Lang::En).is_none());
            assert!(p.configure(3, 4, &[], Lang::En).is_ok());
            // Every typed action of the rule set is registered, once by name.
            for action in p.actions() {
                assert!(
                    super::super::actions()
                        .iter()
                        .any(|a| a.name == action.name)
                );
            }
        }
    }
}
