//! Ragnarök (3.14), Release Valhalla (3.15) and the end of an Age (3.16).

use super::Game;
use super::data::CardName;
use super::effects::Effect;
use super::event::{Cause, Event};
use super::flow::DestroyProc;
use crate::engine::Seat;

impl Game {
    /// Destroys the doomed province (or Fenrir's, EX-07); returns every figure in it and its
    /// supporting fjord, which then die (the Völur Witch may retreat; Frigga's Protection cannot
    /// save them). A doomed province already destroyed (by Fenrir in an earlier Age) is not
    /// destroyed again: nothing dies.
    pub(crate) fn ragnarok(&mut self) -> DestroyProc {
        let Some(province) = self.state.ragnarok_target() else {
            return DestroyProc {
                victims: Vec::new(),
                cause: Cause::Ragnarok,
                next: 0,
            };
        };
        let fenrir = Some(province) != self.state.doom();
        self.emit(Event::ProvinceDestroyed { province, fenrir });
        let victims = self
            .state
            .clockwise(self.state.first)
            .flat_map(|s| {
                self.state
                    .battle_figures(s, province)
                    .into_iter()
                    .map(move |(f, at)| (s, f, at))
            })
            .collect();
        DestroyProc {
            victims,
            cause: Cause::Ragnarok,
            next: 0,
        }
    }

    /// Every figure in Valhalla returns to its reserve; Loki's Domain, Eminence and Wrath pay 1, 2
    /// and 3 Glory per figure (they add up, R-12).
    pub(crate) fn release_valhalla(&mut self) {
        let order: Vec<Seat> = self.state.clockwise(self.state.first).collect();
        for seat in order {
            let count = self.state.clans[seat].in_valhalla();
            if count == 0 {
                continue;
            }
            self.emit(Event::FiguresReleased { seat, count });
            let mut paying: Vec<(CardName, u32)> = self.state.clans[seat]
                .upgrades(|e| match e {
                    Effect::ReleaseGlory(per) => Some(per),
                    _ => None,
                })
                .collect();
            // Told from the smallest to the largest (Loki's Domain, Eminence, Wrath), whatever
            // the slots they sit in.
            paying.sort_by_key(|(_, per)| *per);
            for (card, per) in paying {
                self.emit(Event::GloryGained {
                    seat,
                    amount: per * u32::from(count),
                    cause: Cause::Card(card),
                });
            }
        }
    }

    /// End of an Age: tokens flip back, the first-player token passes left.
    pub(crate) fn end_age(&mut self) {
        self.emit(Event::TokensReset);
        let to = self.state.first.next(self.state.players);
        self.emit(Event::FirstPlayerPassed { to });
    }
}
