//! The end of the game (3.17): Thor's Conquest, the stat bonuses, the winners (D-53).

use super::Game;
use super::data::{CardName, Stat, board};
use super::event::{Cause, Event};
use crate::engine::Outcome;
use crate::engine::Seat;

impl Game {
    /// Final scoring after Age 3's Release Valhalla.
    pub(crate) fn end_game(&mut self) {
        let order: Vec<Seat> = self.state.clockwise(self.state.first).collect();
        for seat in order {
            let clan = &self.state.clans[seat];
            if clan.has(CardName::ThorsConquest) {
                let amount = 3 * u32::from(clan.on_board());
                if amount > 0 {
                    self.emit(Event::GloryGained {
                        seat,
                        amount,
                        cause: Cause::Card(CardName::ThorsConquest),
                    });
                }
            }
            for stat in Stat::ALL {
                let step = self.state.clans[seat].steps[stat.index()];
                let glory = board().stats.end_bonus[(step - 1) as usize];
                if glory > 0 {
                    self.emit(Event::StatBonus { seat, stat, glory });
                }
            }
        }
        let outcome = Outcome::from_glory(self.glory());
        self.emit(Event::GameEnded {
            glory: outcome.glory.clone(),
            winners: outcome.winners.clone(),
        });
        self.outcome = Some(outcome);
    }
}
