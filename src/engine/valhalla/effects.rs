//! Rewards (a chamber's, a god's, Odin's Throne's, and the themed house rule's), stat raises, and
//! destroying figures with the Völur Witch's retreat and Frigga's Protection (variants.md 2.9,
//! 2.10, 3.2).

use super::command::{Cause, Command, Event, GloryWhy};
use super::pack::{CardId, ChamberId, Effect, Reward, Stat};
use super::proc::{DestroyProc, Proc, RewardProc};
use super::{Ask, Game, Loc, Offer};
use crate::engine::Seat;
use crate::engine::procedure::Procedures as _;
use crate::engine::sourced::Log;

impl Game {
    /// The rewards a claim of `chamber` pays: the god's instead of the chamber's (VH-05), with
    /// the themed extras when the house rule is on (PK-05).
    pub(super) fn rewards_of(&self, chamber: ChamberId) -> Vec<Reward> {
        match self.state.gods[chamber.index()] {
            Some(g) => {
                let god = self.pack.god(g);
                let mut items = god.reward.clone();
                if self.opts.themed_rewards {
                    items.extend(god.themed.iter().copied());
                }
                items
            }
            None => self.pack.chamber(chamber).reward.clone(),
        }
    }

    pub(super) fn reward_step(&mut self, mut r: RewardProc, ev: &mut Log<Event>) {
        let Some(item) = r.items.get(usize::from(r.next)).copied() else {
            return;
        };
        let seat = r.seat;
        if r.asked {
            let answer = self.input.take();
            r.asked = false;
            r.next += 1;
            match (item, answer) {
                (Reward::DestroyEnemyAnywhere, Some((_, Command::Choose { figure }))) => {
                    self.procs.then([
                        Proc::Destroy(DestroyProc::new(
                            vec![(figure, Loc::KillPile(seat))],
                            Cause::Reward,
                        )),
                        Proc::Reward(r),
                    ]);
                    return;
                }
                (Reward::StealGlory(n), Some((_, Command::Steal { seat: victim }))) => {
                    let taken = n.min(self.state.glory[victim]);
                    self.emit(
                        Event::Took {
                            seat,
                            from: victim,
                            glory: taken,
                            rage: 0,
                        },
                        ev,
                    );
                }
                (Reward::FreeSummon, Some((_, Command::Place { figure, chamber }))) => {
                    let entered = self.enter((seat, figure, chamber), false, false, ev);
                    self.procs.then([entered, Proc::Reward(r)]);
                    return;
                }
                (Reward::LookTop(_), Some((_, Command::Take { card }))) => {
                    let mut returned = std::mem::take(&mut self.looked);
                    if let Some(pos) = returned.iter().position(|c| *c == card) {
                        returned.remove(pos);
                    }
                    self.emit(
                        Event::TookLooked {
                            seat,
                            card,
                            returned,
                        },
                        ev,
                    );
                }
                _ => {}
            }
            self.procs.push(Proc::Reward(r));
            return;
        }
        match item {
            Reward::RaiseStat(stat) => {
                if self.raise(seat, stat, ev) {
                    self.reward_raised |= 1 << stat.index();
                }
            }
            Reward::RaiseAnyStat => {
                r.next += 1;
                self.procs.then([
                    Proc::Raise {
                        seat,
                        optional: false,
                        exclude: 0,
                    },
                    Proc::Reward(r),
                ]);
                return;
            }
            Reward::Glory(n) => self.glory_to(seat, n, GloryWhy::Reward, ev),
            Reward::GloryAxes => {
                let axes = self.stat(seat, Stat::Axes);
                self.glory_to(seat, axes, GloryWhy::Reward, ev);
            }
            Reward::DestroyEnemyAnywhere => {
                let among = self.representatives(self.ids().filter(|id| {
                    let f = self.figure(*id);
                    matches!(f.loc, Loc::Chamber(_)) && f.owner.is_some_and(|o| o != seat)
                }));
                if !among.is_empty() {
                    r.asked = true;
                    self.wait(
                        Proc::Reward(r),
                        Ask::Choose {
                            seat,
                            among,
                            optional: false,
                        },
                    );
                    return;
                }
            }
            Reward::StealGlory(_) => {
                if self.seats().any(|s| s != seat && self.state.glory[s] > 0) {
                    r.asked = true;
                    self.wait(Proc::Reward(r), Ask::Steal(seat));
                    return;
                }
            }
            Reward::FreeSummon => {
                let any_common = self.pack.chamber_ids().any(|c| self.is_common(c));
                if any_common && !self.reserve_of(seat).is_empty() {
                    r.asked = true;
                    self.wait(Proc::Reward(r), Ask::Place(seat));
                    return;
                }
            }
            Reward::LookTop(n) => {
                let k = usize::from(n).min(self.state.deck.len());
                if k > 0 {
                    let cards: Vec<CardId> = self.state.deck[..k].to_vec();
                    self.emit(
                        Event::LookedAt {
                            seat,
                            cards: cards.clone(),
                        },
                        ev,
                    );
                    self.looked.clone_from(&cards);
                    r.asked = true;
                    self.wait(Proc::Reward(r), Ask::Take(seat, cards));
                    return;
                }
            }
        }
        r.next += 1;
        self.procs.push(Proc::Reward(r));
    }

    /// A stat raise chosen by `seat` among the stats that can still rise (VH-10, VH-37); taken
    /// at once when only one stat can rise and the raise is not optional.
    pub(super) fn raise_step(
        &mut self,
        seat: Seat,
        optional: bool,
        exclude: u8,
        ev: &mut Log<Event>,
    ) {
        match self.input.take() {
            Some((_, Command::Raise { stat })) => {
                if self.raise(seat, stat, ev) {
                    self.reward_raised |= 1 << stat.index();
                }
            }
            Some(_) => {}
            None => {
                let open: Vec<Stat> = Stat::ALL
                    .into_iter()
                    .filter(|s| exclude & (1 << s.index()) == 0 && self.can_raise(seat, *s))
                    .collect();
                match open.as_slice() {
                    [] => {}
                    [only] if !optional => {
                        if self.raise(seat, *only, ev) {
                            self.reward_raised |= 1 << only.index();
                        }
                    }
                    _ => self.wait(
                        Proc::Raise {
                            seat,
                            optional,
                            exclude,
                        },
                        Ask::Raise {
                            seat,
                            optional,
                            exclude,
                        },
                    ),
                }
            }
        }
    }

    /// Destroys the queued figures one by one (2.10): the Völur Witch may retreat to Odin's
    /// Throne (not from the Throne, not against Frigga's Sacrifice; in Prove Valor too, PK-16);
    /// Frigga's Protection may pay to keep a figure (not in Prove Valor or a Sacrifice).
    pub(super) fn destroy_step(&mut self, mut d: DestroyProc, ev: &mut Log<Event>) {
        let Some((figure, to)) = d.queue.get(usize::from(d.next)).copied() else {
            return;
        };
        let f = *self.figure(figure);
        let Loc::Chamber(at) = f.loc else {
            d.next += 1;
            d.asked = 0;
            self.procs.push(Proc::Destroy(d));
            return;
        };
        let owner = f.owner.unwrap_or(Seat(0));
        let answer = self.input.take().map(|(_, c)| c);
        match (d.asked, answer) {
            (1, Some(Command::Accept)) => {
                let throne = self.pack.throne();
                self.emit(Event::Retreated { figure }, ev);
                self.emit(
                    Event::Moved {
                        seat: owner,
                        figure,
                        from: at,
                        to: throne,
                    },
                    ev,
                );
                d.next += 1;
                d.asked = 0;
                self.procs.push(Proc::Destroy(d));
                return;
            }
            (2, Some(Command::Accept)) => {
                let cost = self.protection_cost(owner).unwrap_or(0);
                self.pay(owner, cost, ev);
                self.emit(Event::Saved { figure }, ev);
                d.next += 1;
                d.asked = 0;
                self.procs.push(Proc::Destroy(d));
                return;
            }
            _ => {}
        }
        if d.asked == 0
            && self.monster_effect(figure) == Some(Effect::RetreatToThrone)
            && at != self.pack.throne()
            && d.cause != Cause::Sacrifice
        {
            d.asked = 1;
            self.wait(Proc::Destroy(d), Ask::Accept(owner, Offer::Retreat(figure)));
            return;
        }
        if d.asked < 2
            && !matches!(d.cause, Cause::Valor | Cause::Sacrifice)
            && self
                .protection_cost(owner)
                .is_some_and(|cost| self.state.rage[owner] >= cost)
        {
            d.asked = 2;
            self.wait(Proc::Destroy(d), Ask::Accept(owner, Offer::Protect(figure)));
            return;
        }
        self.emit(
            Event::Destroyed {
                figure,
                to,
                cause: d.cause,
            },
            ev,
        );
        if let Some(b) = self.battle.as_mut()
            && b.chamber == at
            && matches!(d.cause, Cause::Battle | Cause::Card)
        {
            b.deaths.push(figure);
        }
        d.next += 1;
        d.asked = 0;
        self.procs.push(Proc::Destroy(d));
    }

    /// What Frigga's Protection costs `seat`, if it has it.
    fn protection_cost(&self, seat: Seat) -> Option<u32> {
        self.upgrades(seat).find_map(|e| match e {
            Effect::PayToSave { rage } => Some(u32::from(rage)),
            _ => None,
        })
    }
}
