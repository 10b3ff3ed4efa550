//! The Quest phase (3.13): every committed quest is revealed and checked against the same board
//! (D-48), then rewarded in turn order from the first player: Glory (doubled by Odin's Throne) and
//! an optional stat step.

use super::Game;
use super::data::{CardId, ProvinceId, Region};
use super::effects::Effect;
use super::event::{Cause, Event};
use super::flow::{Flow, Proc, QuestProc, RaiseProc};
use super::state::State;
use crate::engine::Seat;

impl State {
    /// Whether `seat` has strictly more STR in `p` than every other clan (0 never qualifies).
    pub(crate) fn rules_province(&self, seat: Seat, p: ProvinceId) -> bool {
        if self.is_destroyed(p) {
            return false;
        }
        let mine = self.str_in(seat, p);
        mine > 0
            && Seat(0)
                .clockwise(self.players)
                .filter(|s| *s != seat)
                .all(|s| self.str_in(s, p) < mine)
    }

    /// Whether a committed quest is fulfilled now (3.13 step 2).
    pub(crate) fn quest_fulfilled(&self, seat: Seat, card: CardId) -> bool {
        let region = |r: Region| {
            ProvinceId::outer()
                .filter(|p| p.def().region == Some(r))
                .any(|p| self.rules_province(seat, p))
        };
        match card.def().effect {
            Effect::MostStrInRegion(r) => region(r),
            Effect::MostStrInYggdrasil => self.rules_province(seat, ProvinceId::YGGDRASIL),
            Effect::MostStrInMany(count) => {
                ProvinceId::all()
                    .filter(|p| self.rules_province(seat, *p))
                    .count()
                    >= usize::from(count)
            }
            Effect::FiguresInValhalla(count) => self.clans[seat].in_valhalla() >= count,
            other => unreachable!("{other:?} is not a quest's text"),
        }
    }
}

impl Game {
    /// Reveals every committed quest and checks them all against the same board (D-48).
    pub(crate) fn evaluate_quests(&mut self) -> QuestProc {
        let mut results = Vec::new();
        let order: Vec<Seat> = self.state.clockwise(self.state.first).collect();
        for seat in order {
            let cards = self.state.clans[seat].quests.clone();
            if cards.is_empty() {
                continue;
            }
            for card in &cards {
                results.push((seat, *card, self.state.quest_fulfilled(seat, *card)));
            }
            self.emit(Event::QuestsRevealed { seat, cards });
        }
        QuestProc { results, next: 0 }
    }

    /// Rewards the quests one by one in turn order.
    pub(crate) fn step_quests(&mut self, mut p: QuestProc) -> Flow {
        while p.next < p.results.len() {
            let (seat, card, fulfilled) = p.results[p.next];
            p.next += 1;
            self.emit(Event::QuestResolved {
                seat,
                card,
                fulfilled,
            });
            if !fulfilled {
                continue;
            }
            let printed = card.def().glory.unwrap_or(0);
            let throne = self.state.clans[seat].with_effect(Effect::DoubleQuestGlory);
            self.emit(Event::GloryGained {
                seat,
                amount: printed,
                cause: Cause::Quest,
            });
            if let Some(card) = throne {
                self.emit(Event::GloryGained {
                    seat,
                    amount: printed,
                    cause: Cause::Card(card),
                });
            }
            return Flow::Call(
                Proc::Quests(p),
                Proc::Raise(RaiseProc {
                    seat,
                    cause: Cause::Quest,
                    optional: true,
                    except: None,
                }),
            );
        }
        Flow::Done
    }
}
