//! The end of the game (3.17): Thor's Conquest, the stat bonuses, the winners (D-53).

use super::Game;
use super::data::{CardName, Stat, board};
use super::effects::Effect;
use super::event::{Cause, Event};
use crate::engine::Outcome;
use crate::engine::Seat;

impl Game {
    /// Final scoring after Age 3's Release Valhalla.
    pub(crate) fn end_game(&mut self) {
        let order: Vec<Seat> = self.state.clockwise(self.state.first).collect();
        for seat in order {
            let clan = &self.state.clans[seat];
            let conquests: Vec<(CardName, u32)> = clan
                .upgrades(|e| match e {
                    Effect::EndGloryPerFigure(per) => Some(per),
                    _ => None,
                })
                .collect();
            let on_board = u32::from(clan.on_board());
            for (card, per) in conquests {
                if per * on_board > 0 {
                    self.emit(Event::GloryGained {
                        seat,
                        amount: per * on_board,
                        cause: Cause::Card(card),
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
