//! Gods of Asgard (option `gods`, shared/reference/expansions.md section 1): the game's two gods
//! chosen at set-up, placed from the spare Ragnarök tokens at every Age's start, and moved by the
//! pillager after every pillage of their province. What each god changes in its province's
//! battles is applied where the battle step it changes lives (`battle.rs`), asking
//! [`Game::battle_god`].

use super::Game;
use super::command::Command;
use super::data::{God, ProvinceId};
use super::event::Event;
use super::pending::{Decision, Pending};
use crate::engine::{Seat, SeatSet};

impl Game {
    /// Set-up (1.2 step 1): the game's two gods, named by the host or drawn at random; nothing
    /// (and no draw) without the option.
    pub(crate) fn choose_gods(&mut self) {
        if !self.options.gods {
            return;
        }
        let (gods, named) = if self.options.gods_pick.is_empty() {
            let mut all = God::ALL.to_vec();
            self.rng.shuffle(&mut all);
            all.truncate(2);
            (all, false)
        } else {
            (self.options.gods_pick.clone(), true)
        };
        self.emit(Event::GodsChosen { gods, named });
    }

    /// An Age's start (1.2 steps 2-3): both gods leave the board and stand again in the
    /// provinces of two spare Ragnarök tokens drawn at random (tokens neither on the Age track
    /// nor on a province destroyed at set-up). A token whose province has been destroyed since
    /// (Fenrir) is left out; a god left without a token goes to a random standing outer province
    /// without a god (EX-11).
    pub(crate) fn place_gods(&mut self) {
        if self.state.gods.is_empty() {
            return;
        }
        let st = &self.state;
        let mut spare: Vec<ProvinceId> = ProvinceId::outer()
            .filter(|p| !st.ragnarok.contains(p) && !st.is_destroyed(*p))
            .collect();
        self.rng.shuffle(&mut spare);
        let gods: Vec<God> = self.state.gods.iter().map(|(god, _)| *god).collect();
        let mut places: Vec<(God, ProvinceId)> = Vec::with_capacity(gods.len());
        for (i, god) in gods.into_iter().enumerate() {
            let at = if let Some(p) = spare.get(i) {
                *p
            } else {
                let free: Vec<ProvinceId> = ProvinceId::outer()
                    .filter(|p| {
                        !self.state.is_destroyed(*p) && places.iter().all(|(_, at)| at != p)
                    })
                    .collect();
                free[self.rng.below(free.len() as u32) as usize]
            };
            places.push((god, at));
        }
        self.emit(Event::GodsPlaced { places });
    }

    /// The god whose rule covers the battle being fought, if one stands in its province (EX-13:
    /// gods move only once a pillage is over, so the god there now is the one there when it was
    /// declared).
    pub(crate) fn battle_god(&self) -> Option<God> {
        let province = self.state.battle.as_ref()?.province;
        self.state.god_at(province)
    }

    /// The end of a pillage of `province` by `seat` (after R6, or the reward and Lord of
    /// Hammers of an uncontested one): the god there must move (EX-12). It moves at once when
    /// one province can take it, stays when none can; otherwise the pillager is asked where.
    pub(crate) fn god_leaves(&mut self, seat: Seat, province: ProvinceId) -> Option<Pending> {
        let god = self.state.god_at(province)?;
        let first_two = {
            let mut destinations = self.state.god_destinations(province);
            (destinations.next(), destinations.next())
        };
        match first_two {
            (None, _) => {
                self.emit(Event::GodStayed { god, province });
                None
            }
            (Some(to), None) => {
                self.emit(Event::GodMoved {
                    seat,
                    god,
                    from: province,
                    to,
                });
                None
            }
            (Some(_), Some(_)) => Some(Pending {
                seats: SeatSet::one(seat),
                decision: Decision::MoveGod {
                    god,
                    from: province,
                },
            }),
        }
    }

    /// The pillager's answer to where the god goes.
    pub(crate) fn god_moved(&mut self, seat: Seat, province: ProvinceId) {
        let Command::MoveGod { to } = self.take_input() else {
            unreachable!("MoveGod is the only answer offered")
        };
        let god = self
            .state
            .god_at(province)
            .expect("the god waits in the pillaged province");
        self.emit(Event::GodMoved {
            seat,
            god,
            from: province,
            to,
        });
    }
}
