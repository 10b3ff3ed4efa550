//! Blood Rage's presentation for the rest of the bot (see [`crate::present::seam`]): what its
//! game shows ([`Shows`]) and what the rule set offers without a game ([`Presents`]).

use super::{actions, digest, hint, images, layout, legacy, narrate, prompt, setup, undo, words};
use crate::engine::base::Game;
use crate::engine::{AnyClosing, AnyCommand, AnyEvent, AnyReason, AnyRuleError, GameConfig};
use crate::engine::{Seat, Tagged};
use crate::present::locale::Lang;
use crate::present::seam::{Book, Presents, Shows, another_game, own_command};
use crate::present::{Action, Delivery, Names, Param, Prompt, Region, Suggestion};
use crate::render::Canvas;
use crate::render::layer::Over;

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
            (Some(command), Some(reason)) => hint::hint(self, seat, command, reason, lang),
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
        narrate::narrate_public(events, names, lang)
    }

    fn digest(&self, events: &[AnyEvent], names: &Names, lang: Lang) -> Vec<String> {
        digest::digest(events, names, lang)
    }

    fn board(
        &self,
        names: &[String],
        title: &str,
        events: &[AnyEvent],
        (lang, layer): (Lang, Canvas),
    ) -> Canvas {
        images::board_canvas(self, names, title, events, (lang, layer))
    }

    fn regions(&self, lang: Lang) -> Vec<Region> {
        layout::regions(lang)
    }

    fn places(&self, command: &AnyCommand) -> Vec<String> {
        use crate::engine::base::Command as C;
        let Some(command) = command.get::<Game>() else {
            return Vec::new();
        };
        let places = match *command {
            C::Invade { to, .. } | C::Recall { to, .. } => vec![to.slug()],
            C::Spare { at, .. } | C::Destroy { at, .. } => vec![at.slug()],
            C::March { from, to } => vec![from.slug(), to.slug()],
            C::Pillage { province }
            | C::Challenge { province }
            | C::Join { from: province, .. }
            | C::MoveLeader { to: province, .. }
            | C::MoveGod { to: province }
            | C::Strike { to: province, .. }
            | C::Escape { to: province } => vec![province.slug()],
            _ => Vec::new(),
        };
        places.into_iter().map(str::to_string).collect()
    }

    fn card_text(&self, command: &AnyCommand, lang: Lang) -> Option<String> {
        use crate::engine::base::Command as C;
        match *command.get::<Game>()? {
            C::Draft { card }
            | C::Upgrade { card, .. }
            | C::Quest { card }
            | C::Play { card }
            | C::Keep { card } => Some(crate::present::locale::t!(
                lang,
                "card-about",
                card = super::terms::card(lang, card),
                text = super::terms::card_text(lang, card)
            )),
            _ => None,
        }
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
        self.pending()
            .map(|p| words::label(p.decision.kind(), lang))
    }

    fn opening(&self, names: &Names, lang: Lang) -> String {
        words::opening(self, names, lang)
    }

    fn delivery(&self, seat: Seat, lang: Lang) -> Option<Delivery> {
        words::delivery(self, seat, lang)
    }

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
        actions::ACTIONS
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
            |command| undo::taken_back(seat, command, names, lang),
        )
    }

    fn undo_closed(&self, closing: &AnyClosing, lang: Lang) -> String {
        Game::own_closing(closing).map_or_else(|| another_game(lang), |c| undo::closed(c, lang))
    }

    fn decision_label(&self, kind: &str, lang: Lang) -> String {
        words::decision_label(kind, lang)
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

    fn legacy_command(&self, code: &str) -> Option<AnyCommand> {
        legacy::command(code).map(Game::command)
    }

    fn catalogue(&self, json: bool) -> Vec<String> {
        words::catalogue_lines(json)
    }

    fn card_suggestions(&self, lang: Lang) -> Vec<(String, String)> {
        words::card_suggestions(lang)
    }

    fn card(&self, name: &str, lang: Lang) -> Option<String> {
        words::card(name, lang)
    }

    fn card_png(&self, name: &str, lang: Lang) -> Option<Vec<u8>> {
        images::card_png_named(name, lang)
    }
}
