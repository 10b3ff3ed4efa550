//! Building exact Valhalla positions for tests and tools: a scenario starts from a real game,
//! then changes its state directly ([`Game::state_mut`]: figures, cards, sheets, Rage), or jumps
//! to a seat's turn at the start of the Action phase. Not used by the bot itself (the image is
//! built without the `testkit` feature).

use super::proc::{AgeStep, Proc};
use super::{Ask, CardId, Command, FigureId, Game, Kind, Phase, State};
use crate::engine::sourced::Log;
use crate::engine::{Seat, SeatSet};

impl Game {
    /// The state, to read.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The state, to change directly: a scenario's position, never a game in play.
    pub fn state_mut(&mut self) -> &mut State {
        self.state.edit()
    }

    /// The decision awaited, if any.
    pub fn asked(&self) -> Option<Ask> {
        self.ask.clone()
    }

    /// The phase the Age's procedure stands in, set directly.
    pub fn set_phase(&mut self, phase: Phase) {
        self.phase = phase;
    }

    /// Skips to the start of this Age's Action phase with `seat` the first player, at its
    /// turn: the draft and every hand emptied, the procedures replaced by the Action phase then
    /// the Quest phase.
    pub fn begin_action_phase(&mut self, seat: Seat) {
        self.procs.clear();
        self.ask = None;
        let state = self.state.edit();
        state.draft = None;
        for h in &mut state.hands {
            h.clear();
        }
        state.first_player = seat;
        self.phase = Phase::Action;
        self.procs.push(Proc::Age(AgeStep::Quest));
        self.procs.push(Proc::ActionPhase { next: Some(seat) });
        self.run(&mut Log::new());
    }

    /// Takes `other`'s procedures and awaited decision (where its flow stands).
    pub fn take_flow_of(&mut self, other: &Game) {
        self.procs.clone_from(&other.procs);
        self.ask.clone_from(&other.ask);
    }

    /// The cards looked at under Baldr's themed reward, not yet taken.
    pub fn looked(&self) -> &[CardId] {
        &self.looked
    }

    /// The seats awaited now.
    pub fn awaited_now(&self) -> SeatSet {
        self.awaited_seats()
    }

    /// What `seat` may answer to the awaited decision, awaited or not.
    pub fn legal_answers(&self, seat: Seat) -> Vec<Command> {
        self.legal_for(seat)
    }

    /// Whether a committed quest of `seat` is fulfilled by the board as it stands.
    pub fn quest_fulfilled(&self, seat: Seat, card: CardId) -> bool {
        self.fulfilled(seat, card)
    }

    /// One figure of each kind in `seat`'s reserve.
    pub fn reserve_figures(&self, seat: Seat) -> Vec<FigureId> {
        self.reserve_of(seat)
    }

    /// A Warrior of `seat`'s reserve, if any.
    pub fn a_reserve_warrior(&self, seat: Seat) -> Option<FigureId> {
        self.reserve_warrior(seat)
    }

    /// The figure of a monster card.
    pub fn figure_of_monster(&self, card: CardId) -> Option<FigureId> {
        self.ids()
            .find(|id| self.figure(*id).kind == Kind::Monster(card))
    }

    /// The spare bases of `size` a seat has left for monsters.
    pub fn spare_bases(&self, seat: Seat, size: super::pack::Size) -> u8 {
        self.free_bases(seat, size)
    }

    /// Every figure's id, in the figure table's order.
    pub fn figure_ids(&self) -> impl Iterator<Item = FigureId> + use<> {
        self.ids()
    }
}
