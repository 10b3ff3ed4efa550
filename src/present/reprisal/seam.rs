//! Reprisal's presentation for the rest of the bot (see [`crate::present::seam`]).

use super::{actions, images, narrate, prompt, setup, words};
use crate::engine::reprisal::{Command, Game, RuleError, policy, undo::Closing};
use crate::engine::{AnyEvent, GameConfig, Seat};
use crate::present::locale::Lang;
use crate::present::seam::Presents;
use crate::present::{Action, Names, Param, Prompt, Suggestion};
use crate::render::Canvas;
use crate::render::layer::Over;

/// Reprisal's typed actions are Blood Rage's, with the same parameters.
const ACTIONS: [Action; 4] = {
    let all = crate::present::base::actions::ACTIONS;
    [all[0], all[1], all[4], all[5]]
};

impl Presents for Game {
    const ACTIONS: &'static [Action] = &ACTIONS;
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
        prompt::hint(game, seat, command, reason, lang)
    }

    fn taken_back(seat: Seat, command: &Command, names: &Names, lang: Lang) -> String {
        prompt::taken_back(seat, command, names, lang)
    }

    fn undo_closed(closing: Closing, lang: Lang) -> String {
        prompt::closed(closing, lang)
    }

    fn refusal(game: &Game, error: &RuleError, names: &Names, lang: Lang) -> String {
        words::refusal(game, error, names, lang)
    }

    fn narrate(game: &Game, events: &[AnyEvent], names: &Names, lang: Lang) -> Vec<String> {
        narrate::lines(game, &narrate::own(events), names, lang)
    }

    fn digest(game: &Game, events: &[AnyEvent], names: &Names, lang: Lang) -> Vec<String> {
        narrate::digest(game, &narrate::own(events), names, lang)
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
        images::draw(game, names, title, events, (lang, layer))
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
        game.final_outcome()
            .is_none()
            .then(|| words::decision(game, lang))
    }

    fn decision_label(kind: &str, lang: Lang) -> String {
        words::describe_kind(kind, lang)
    }

    fn opening(game: &Game, names: &Names, lang: Lang) -> String {
        narrate::opening(game, names, lang)
    }

    // No delivery: Reprisal has no draft, its secret picks are asked in the thread's private
    // panels.

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
}
