//! Blood Rage's presentation for the rest of the bot (see [`crate::present::seam`]).

use super::{actions, digest, hint, images, legacy, narrate, prompt, setup, undo, words};
use crate::engine::base::{Command, Game, RuleError, policy, undo::Closing};
use crate::engine::{AnyEvent, GameConfig, Seat};
use crate::present::locale::Lang;
use crate::present::seam::Presents;
use crate::present::{Action, Delivery, Names, Param, Prompt, Suggestion};
use crate::render::Canvas;
use crate::render::layer::Over;

impl Presents for Game {
    const ACTIONS: &'static [Action] = actions::ACTIONS;
    const OPTIONS: &'static [Param] = setup::OPTIONS;

    fn prompt(game: &Game, seat: Seat, lang: Lang) -> Prompt {
        prompt::prompt(game, seat, lang)
    }

    fn describe(game: &Game, seat: Seat, command: &Command, lang: Lang) -> String {
        prompt::describe(game, seat, command, lang)
    }

    fn hint(
        game: &Game,
        seat: Seat,
        command: &Command,
        reason: policy::Reason,
        lang: Lang,
    ) -> String {
        hint::hint(game, seat, command, reason, lang)
    }

    fn taken_back(seat: Seat, command: &Command, names: &Names, lang: Lang) -> String {
        undo::taken_back(seat, command, names, lang)
    }

    fn undo_closed(closing: Closing, lang: Lang) -> String {
        undo::closed(closing, lang)
    }

    fn refusal(game: &Game, error: &RuleError, names: &Names, lang: Lang) -> String {
        words::refusal(game, error, names, lang)
    }

    fn narrate(_game: &Game, events: &[AnyEvent], names: &Names, lang: Lang) -> Vec<String> {
        narrate::narrate_public(events, names, lang)
    }

    fn digest(_game: &Game, events: &[AnyEvent], names: &Names, lang: Lang) -> Vec<String> {
        digest::digest(events, names, lang)
    }

    fn posts_board(events: &[AnyEvent]) -> bool {
        images::posts_board(events)
    }

    fn board_layer(lang: Lang, over: Over) -> Canvas {
        images::board_layer(lang, over)
    }

    fn board_canvas(
        game: &Game,
        names: &[String],
        title: &str,
        events: &[AnyEvent],
        (lang, layer): (Lang, Canvas),
    ) -> Canvas {
        images::board_canvas(game, names, title, events, (lang, layer))
    }

    fn cards_png(game: &Game, seat: Seat, title: &str, lang: Lang) -> Vec<u8> {
        images::cards_png(game, seat, title, lang)
    }

    fn hand(game: &Game, seat: Seat, lang: Lang) -> String {
        words::hand(game, seat, lang)
    }

    fn status(game: &Game, names: &Names, lang: Lang) -> String {
        words::status(game, names, lang)
    }

    fn awaiting(game: &Game, lang: Lang) -> Option<String> {
        game.pending()
            .map(|p| words::label(p.decision.kind(), lang))
    }

    fn decision_label(kind: &str, lang: Lang) -> String {
        words::decision_label(kind, lang)
    }

    fn opening(game: &Game, names: &Names, lang: Lang) -> String {
        words::opening(game, names, lang)
    }

    fn delivery(game: &Game, seat: Seat, lang: Lang) -> Option<Delivery> {
        words::delivery(game, seat, lang)
    }

    fn typed(
        game: &Game,
        seat: Seat,
        action: &str,
        args: &[(&str, String)],
        lang: Lang,
    ) -> Result<Vec<Command>, String> {
        actions::typed(game, seat, action, args, lang)
    }

    fn suggest(
        game: &Game,
        seat: Seat,
        action: &str,
        param: &str,
        args: &[(&str, String)],
        lang: Lang,
    ) -> Vec<Suggestion> {
        actions::suggest(game, seat, action, param, args, lang)
    }

    fn configure(
        players: u8,
        seed: u64,
        args: &[(&str, String)],
        lang: Lang,
    ) -> Result<GameConfig, String> {
        setup::configure(players, seed, args, lang)
    }

    fn legacy_command(code: &str) -> Option<Command> {
        legacy::command(code)
    }

    fn catalogue(json: bool) -> Vec<String> {
        words::catalogue_lines(json)
    }

    fn card_suggestions(lang: Lang) -> Vec<(String, String)> {
        words::card_suggestions(lang)
    }

    fn card(name: &str, lang: Lang) -> Option<String> {
        words::card(name, lang)
    }

    fn card_png(name: &str, lang: Lang) -> Option<Vec<u8>> {
        images::card_png_named(name, lang)
    }
}
