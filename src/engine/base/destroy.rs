//! Destroying figures (3.11): the Völur Witch's retreat (D-46), a Mystic's escape (Frigga's
//! Chosen, EX-25) and Frigga's Protection (D-45) are offered to the owner before a figure goes to
//! Valhalla; Dragons (D-47) and Ragnarök Glory are paid as it goes.

use super::Game;
use super::command::{Command, Figure, Place};
use super::data::{Monster, board};
use super::effects::Effect;
use super::event::{Cause, Event};
use super::flow::{DestroyProc, Flow, Proc};
use super::pending::{Decision, Pending};
use super::state::Loc;
use crate::engine::{Seat, SeatSet};

impl Game {
    /// The saves open to the owner of a figure about to be destroyed: (Protection, the Völur
    /// Witch's retreat, a Mystic's escape with Frigga's Chosen).
    pub(crate) fn saves(
        &self,
        seat: Seat,
        figure: Figure,
        at: Place,
        cause: Cause,
    ) -> (bool, bool, bool) {
        let clan = &self.state.clans[seat];
        let sacrifice = matches!(cause, Cause::Card(card) if matches!(card.effect(), Effect::SacrificeAction { .. }));
        let retreat = figure == Figure::Monster(Monster::VolurWitch)
            && !sacrifice
            && matches!(at, Place::Province(p) if !p.is_yggdrasil());
        // Frigga's Chosen (EX-25): any cause but Frigga's Sacrifice, Ragnarök included, where
        // an adjacent province has room.
        let escape = figure == Figure::Mystic
            && !sacrifice
            && clan.has_effect(Effect::MysticEscape)
            && matches!(at, Place::Province(p) if !self.refuges(p).is_empty());
        let protect = !sacrifice
            && cause != Cause::Ragnarok
            && self.protection(seat).is_some_and(|rage| clan.rage >= rage);
        (protect, retreat, escape)
    }

    /// The Rage a clan pays to keep a figure that would be destroyed (Frigga's Protection).
    fn protection(&self, seat: Seat) -> Option<u32> {
        self.state.clans[seat]
            .upgrade(|e| match e {
                Effect::PayToSave { rage } => Some(u32::from(rage)),
                _ => None,
            })
            .map(|(_, rage)| rage)
    }

    /// Destroys victims one at a time, asking their owners where a save is possible.
    pub(crate) fn step_destroy(&mut self, mut p: DestroyProc) -> Flow {
        if self.input.is_some() {
            let (seat, figure, at) = p.victims[p.next];
            match self.take_input() {
                Command::Protect => {
                    let cost = self.protection(seat).expect("offered to a protected clan");
                    self.emit(Event::FigureProtected {
                        seat,
                        figure,
                        at,
                        cost,
                    });
                }
                Command::Retreat => self.emit(Event::WitchRetreated { seat, from: at }),
                Command::Escape { to } => self.emit(Event::MysticEscaped { seat, from: at, to }),
                _ => self.destroy_figure(seat, figure, at, p.cause),
            }
            p.next += 1;
        }
        while p.next < p.victims.len() {
            let (seat, figure, at) = p.victims[p.next];
            if !self.state.clans[seat].has_at(figure, Loc::At(at)) {
                // Already gone (for instance destroyed by an earlier effect of the same cause).
                p.next += 1;
                continue;
            }
            let (protect, retreat, escape) = self.saves(seat, figure, at, p.cause);
            if protect || retreat || escape {
                let cause = p.cause;
                return Flow::Wait(
                    Proc::Destroy(p),
                    Pending {
                        seats: SeatSet::one(seat),
                        decision: Decision::Save {
                            figure,
                            at,
                            cause,
                            protect,
                            retreat,
                            escape,
                        },
                    },
                );
            }
            self.destroy_figure(seat, figure, at, p.cause);
            p.next += 1;
        }
        Flow::Done
    }

    /// Sends one figure to Valhalla, paying Dragons Glory for a ship-like figure (D-47) and
    /// Ragnarök Glory (1.6, doubled by Odin's Inspiration, D-49).
    pub(crate) fn destroy_figure(&mut self, seat: Seat, figure: Figure, at: Place, cause: Cause) {
        self.emit(Event::FigureDestroyed {
            seat,
            figure,
            at,
            cause,
        });
        let clan = &self.state.clans[seat];
        if figure.is_ship()
            && let Some((dragons, glory)) = clan.dragons_glory()
            && glory > 0
        {
            self.emit(Event::GloryGained {
                seat,
                amount: glory,
                cause: Cause::Card(dragons),
            });
        }
        if cause == Cause::Ragnarok {
            let glory = board().ragnarok_glory[(self.state.age - 1) as usize];
            self.emit(Event::GloryGained {
                seat,
                amount: glory,
                cause: Cause::Ragnarok,
            });
            if let Some(card) = self.state.clans[seat].with_effect(Effect::DoubleRagnarokGlory) {
                self.emit(Event::GloryGained {
                    seat,
                    amount: glory,
                    cause: Cause::Card(card),
                });
            }
        }
    }
}
