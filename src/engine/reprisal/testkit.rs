//! Building exact Reprisal positions for tests and tools: a scenario starts from a real game,
//! then changes its state directly (figures, counters, tokens, gifts: [`Game::state_mut`]), the
//! stage it waits in, and the dice it rolls next. Not used by the bot itself (the image is built
//! without the `testkit` feature).

use super::{Event, FigureId, Game, Kind, Monster, Stage, State};
use crate::engine::GameConfig;
use crate::engine::base::data::ProvinceId;
use crate::engine::sourced::Log;

impl Game {
    /// The state, to read.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The state, to change directly: a scenario's position, never a game in play.
    pub fn state_mut(&mut self) -> &mut State {
        self.state.edit()
    }

    /// The stage the game waits in, set directly: the procedures of a real game waiting for it
    /// in the Age under way.
    pub fn set_stage(&mut self, stage: Stage) {
        self.wait_for(stage);
    }

    /// The configuration, to change directly (the clans' names, the rules version).
    pub fn config_mut(&mut self) -> &mut GameConfig {
        &mut self.config
    }

    /// Dice faces (1-6) the game rolls, in order, before it rolls its random ones again.
    pub fn load_dice(&mut self, faces: impl IntoIterator<Item = u8>) {
        self.loaded = faces.into_iter().collect();
    }

    /// Every figure's id, in the figure table's order.
    pub fn figure_ids(&self) -> impl Iterator<Item = FigureId> + use<> {
        self.ids()
    }

    /// Land figures occupying villages of `p`.
    pub fn villages_taken(&self, p: ProvinceId) -> usize {
        self.occupancy()[p.index()]
    }

    /// The figure of a monster.
    pub fn figure_of_monster(&self, monster: Monster) -> FigureId {
        self.ids()
            .find(|id| self.figure(*id).kind == Kind::Monster(monster))
            .expect("every monster has a figure")
    }

    /// Ends the Action phase now: the quest, Ragnarök, scoring and what follows.
    pub fn end_action_phase(&mut self) -> Vec<Event> {
        let mut events = Log::new();
        self.end_actions_now(&mut events);
        events.into_vec()
    }

    /// Applies one event to the game as the rules would (Reset, for example).
    pub fn fold_event(&mut self, event: Event) {
        self.emit(event, &mut Log::new());
    }
}
