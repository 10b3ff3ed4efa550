//! Reprisal's presentation for the rest of the bot (see [`crate::present::seam`]): what its
//! game shows ([`Shows`]) and what the rule set offers without a game ([`Presents`]).

use super::{actions, images, narrate, prompt, setup, words};
use crate::engine::reprisal::Game;
use crate::engine::{AnyClosing, AnyCommand, AnyEvent, AnyReason, AnyRuleError, GameConfig};
use crate::engine::{Seat, Tagged};
use crate::present::base::layout;
use crate::present::locale::Lang;
use crate::present::seam::{Book, Presents, Shows, another_game, own_command};
use crate::present::{Action, Names, Param, Prompt, Region, Suggestion};
use crate::render::Canvas;
use crate::render::layer::Over;

/// Reprisal's typed actions are Blood Rage's, with the same parameters.
const ACTIONS: [Action; 4] = {
    let all = crate::present::base::actions::ACTIONS;
    [all[0], all[1], all[4], all[5]]
};

impl Shows for Game {
    fn prompt(&self, seat: Seat, lang: Lang) -> Prompt {
        prompt::prompt(self, seat, lang)
    }

    fn describe(&self, seat: Seat, command: &AnyCommand, lang: Lang) -> String {
        own_command::<Game>(command, lang)
            .map_or_else(|e| e, |command| prompt::describe(self, seat, command, lang))
    }

    fn hint(&self, seat: Seat, command: &AnyCommand, reason: &AnyReason, lang: Lang) -> String {
        match (command.get::<Game>(), Game::own_reason(reason)) {
            (Some(command), Some(reason)) => prompt::hint(self, seat, command, reason, lang),
            _ => String::new(),
        }
    }

    fn refusal(&self, error: &AnyRuleError, names: &Names, lang: Lang) -> String {
        match Game::own_error(error) {
            Some(error) => words::refusal(self, error, names, lang),
            None => another_game(lang),
        }
    }

    fn narrate(&self, events: &[AnyEvent], names: &Names, lang: Lang) -> Vec<String> {
        narrate::lines(self, &narrate::own(events), names, lang)
    }

    fn digest(&self, events: &[AnyEvent], names: &Names, lang: Lang) -> Vec<String> {
        narrate::digest(self, &narrate::own(events), names, lang)
    }

    fn board(
        &self,
        names: &[String],
        title: &str,
        events: &[AnyEvent],
        (lang, layer): (Lang, Canvas),
    ) -> Canvas {
        images::draw(self, names, title, events, (lang, layer))
    }

    fn regions(&self, lang: Lang) -> Vec<Region> {
        layout::regions(lang)
    }

    fn places(&self, command: &AnyCommand) -> Vec<String> {
        use crate::engine::reprisal::{Command as C, Place};
        let Some(command) = command.get::<Game>() else {
            return Vec::new();
        };
        let place = |p: Place| match p {
            Place::Province(p) => p.slug(),
            Place::Fjord(f) => f.slug(),
        };
        let places = match *command {
            C::Invade { to, .. } | C::Reinforce { to, .. } => vec![place(to)],
            C::March { from, to, .. } => vec![from.slug(), to.slug()],
            C::PlaceGod { province, .. }
            | C::Pillage { province }
            | C::MoveGod {
                to: Some(province), ..
            } => vec![province.slug()],
            C::Sail { fjord, .. } => vec![fjord.slug()],
            _ => Vec::new(),
        };
        places.into_iter().map(str::to_string).collect()
    }

    fn card_text(&self, _command: &AnyCommand, _lang: Lang) -> Option<String> {
        // A battle card's power and effect are in the words of the choice that plays it.
        None
    }

    fn cards_png(&self, seat: Seat, title: &str, lang: Lang) -> Vec<u8> {
        images::cards_png(self, seat, title, lang)
    }

    fn hand(&self, seat: Seat, lang: Lang) -> String {
        words::hand(self, seat, lang)
    }

    fn status(&self, names: &Names, lang: Lang) -> String {
        words::status(self, names, lang)
    }

    fn awaiting(&self, lang: Lang) -> Option<String> {
        self.final_outcome()
            .is_none()
            .then(|| words::decision(self, lang))
    }

    fn opening(&self, names: &Names, lang: Lang) -> String {
        narrate::opening(self, names, lang)
    }

    // No delivery: Reprisal has no draft, its secret picks are asked in the thread's private
    // panels.

    fn typed(
        &self,
        seat: Seat,
        action: &str,
        args: &[(&str, String)],
        lang: Lang,
    ) -> Result<Vec<AnyCommand>, String> {
        actions::typed(self, seat, action, args, lang)
            .map(|commands| commands.into_iter().map(Game::command).collect())
    }

    fn suggest(
        &self,
        seat: Seat,
        action: &str,
        param: &str,
        args: &[(&str, String)],
        lang: Lang,
    ) -> Vec<Suggestion> {
        actions::suggest(self, seat, action, param, args, lang)
    }
}

impl Presents for Book<Game> {
    fn actions(&self) -> &'static [Action] {
        &ACTIONS
    }

    fn options(&self) -> &'static [Param] {
        setup::OPTIONS
    }

    fn configure(
        &self,
        players: u8,
        seed: u64,
        args: &[(&str, String)],
        lang: Lang,
    ) -> Result<GameConfig, String> {
        setup::configure(players, seed, args, lang)
    }

    fn taken_back(&self, seat: Seat, command: &AnyCommand, names: &Names, lang: Lang) -> String {
        own_command::<Game>(command, lang).map_or_else(
            |e| e,
            |command| prompt::taken_back(seat, command, names, lang),
        )
    }

    fn undo_closed(&self, closing: &AnyClosing, lang: Lang) -> String {
        Game::own_closing(closing).map_or_else(|| another_game(lang), |c| prompt::closed(c, lang))
    }

    fn decision_label(&self, kind: &str, lang: Lang) -> String {
        words::describe_kind(kind, lang)
    }

    fn posts_board(&self, events: &[AnyEvent]) -> bool {
        images::posts_board(events)
    }

    fn board_layer(&self, lang: Lang, over: Over) -> Canvas {
        images::board_layer(lang, over)
    }

    fn map_area(&self) -> [f32; 4] {
        images::MAP_AREA
    }
}
