//! The Action phase (3.4, 3.5): turn order, the end conditions, and every action with its
//! follow-ups (on-invade triggers, free invasions, March steps, Frigga's Sacrifice).

use super::Game;
use super::command::{Command, Figure, Place};
use super::data::{Monster, ProvinceId, Slot};
use super::effects::Effect;
use super::event::{Cause, Event, PhaseEnd};
use super::flow::{
    DestroyProc, Flow, InvadeProc, InvadeStep, PillageProc, PillageStep, Proc, RaiseProc,
};
use super::pending::{Decision, Pending};
use super::state::{Loc, slot_base};
use crate::engine::{Seat, SeatSet};

fn ask(seat: Seat, decision: Decision) -> Pending {
    Pending {
        seats: SeatSet::one(seat),
        decision,
    }
}

impl Game {
    /// Why the Action phase is over now, if it is (3.4 step 4, D-16).
    pub(crate) fn action_phase_over(&self) -> Option<PhaseEnd> {
        let st = &self.state;
        if st.standing().all(|p| st.is_pillaged(p)) {
            return Some(PhaseEnd::AllPillaged);
        }
        if st.clans.iter().all(|c| c.passed || c.rage == 0) {
            return Some(PhaseEnd::NoRage);
        }
        None
    }

    /// The turn loop: after every complete action, test the end conditions, then give the turn to
    /// the next clan clockwise that has not passed and has Rage (a clan at 0 Rage is skipped but
    /// plays again if it regains Rage; D-15).
    pub(crate) fn step_action_phase(&mut self, started: bool) -> Flow {
        if let Some(reason) = self.action_phase_over() {
            self.emit(Event::ActionPhaseEnded { reason });
            return Flow::Done;
        }
        let st = &self.state;
        let start = match (started, st.turn) {
            (true, Some(last)) => last.next(st.players),
            _ => st.first,
        };
        let seat = st
            .clockwise(start)
            .find(|s| !st.clans[*s].passed && st.clans[*s].rage > 0)
            .expect("the phase is not over, so some clan can act");
        self.emit(Event::TurnBegan { seat });
        Flow::Call(Proc::ActionPhase { started: true }, Proc::Turn { seat })
    }

    /// One turn: wait for the action, pay for it, and hand over to its procedure.
    pub(crate) fn step_turn(&mut self, seat: Seat) -> Flow {
        if self.input.is_none() {
            return Flow::Wait(Proc::Turn { seat }, ask(seat, Decision::Action));
        }
        match self.take_input() {
            Command::Pass => {
                let rage_lost = self.state.clans[seat].rage;
                self.emit(Event::Passed { seat, rage_lost });
                Flow::Done
            }
            Command::Invade { figure, to } => {
                let cost = self.state.invade_cost_to(seat, figure, to);
                self.emit(Event::Invaded {
                    seat,
                    figure,
                    to,
                    cost,
                    from_valhalla: false,
                });
                Flow::Again(invade_proc(seat, figure, to, true))
            }
            Command::Recall { figure, to } => {
                self.emit(Event::Invaded {
                    seat,
                    figure,
                    to,
                    cost: self.state.clans[seat]
                        .recall_cost()
                        .expect("offered to a clan with the recall action"),
                    from_valhalla: true,
                });
                Flow::Again(invade_proc(seat, figure, to, true))
            }
            Command::March { from, to } => {
                self.emit(Event::MarchBegan { seat, from, to });
                Flow::Again(Proc::March {
                    seat,
                    from,
                    to,
                    moved: 0,
                })
            }
            Command::Upgrade { card, slot } => self.play_upgrade(seat, card, slot),
            Command::Quest { card } => {
                self.emit(Event::QuestCommitted {
                    seat,
                    card: Some(card),
                });
                Flow::Done
            }
            Command::Pillage { province } => {
                self.emit(Event::PillageDeclared {
                    seat,
                    province,
                    challenge: false,
                    cost: 0,
                });
                Flow::Again(pillage_proc(seat, province, false))
            }
            Command::Challenge { province } => {
                self.emit(Event::PillageDeclared {
                    seat,
                    province,
                    challenge: true,
                    cost: self.state.clans[seat]
                        .challenge_cost()
                        .expect("offered to a clan with the challenge action"),
                });
                Flow::Again(pillage_proc(seat, province, true))
            }
            Command::Sacrifice => Flow::Again(Proc::Sacrifice { seat, chosen: 0 }),
            Command::Strike { to, enemy, victim } => {
                let card = self.state.clans[seat]
                    .with_effect(Effect::MysticStrike)
                    .expect("offered to a clan with Odin's Chosen's text");
                self.emit(Event::MysticStruck {
                    seat,
                    province: to,
                    enemy,
                    victim,
                });
                let at = Place::Province(to);
                let before = self.state.clans[enemy].count_of(victim, Loc::At(at));
                Flow::Call(
                    Proc::Strike {
                        seat,
                        to,
                        enemy,
                        victim,
                        before,
                    },
                    Proc::Destroy(DestroyProc {
                        victims: vec![(enemy, victim, at)],
                        cause: Cause::Card(card),
                        next: 0,
                    }),
                )
            }
            other => unreachable!("legal_commands offers no {other:?} as an action"),
        }
    }

    /// Odin's Chosen (EX-26), once the enemy figure's destruction is over: the Mystic takes the
    /// village if the figure left it (destroyed, or escaped: its village is then free), else
    /// stays in the reserve.
    pub(crate) fn step_strike(
        &mut self,
        seat: Seat,
        to: ProvinceId,
        enemy: Seat,
        victim: Figure,
        before: u8,
    ) -> Flow {
        let at = Place::Province(to);
        if self.state.clans[enemy].count_of(victim, Loc::At(at)) >= before {
            self.emit(Event::MysticHeldBack { seat, province: to });
            return Flow::Done;
        }
        self.emit(Event::Invaded {
            seat,
            figure: Figure::Mystic,
            to: at,
            cost: 0,
            from_valhalla: false,
        });
        Flow::Again(invade_proc(seat, Figure::Mystic, at, true))
    }

    /// Upgrade (3.5): into the chosen slot, replacing (and for a Monster removing, D-20) what was
    /// there; then the free invasion of a troop or monster upgrade.
    fn play_upgrade(&mut self, seat: Seat, card: super::data::CardId, slot: u8) -> Flow {
        let kind = card.def().slot.expect("upgrade cards have a slot");
        let abs = slot_base(kind) + slot as usize;
        let replaced = self.state.clans[seat].slots[abs];
        if let Some(old) = replaced
            && let Some(m) = old.def().id.monster()
        {
            self.emit(Event::MonsterRemoved {
                seat,
                figure: Figure::Monster(m),
            });
        }
        let cost = self.state.upgrade_cost(seat, card);
        self.emit(Event::UpgradePlayed {
            seat,
            card,
            slot: abs as u8,
            cost,
            replaced,
        });
        // Mystics of Midgard (EX-22, EX-23): a Mystic upgrade brings a Mystic from the supply.
        if card.def().effect.is_mystic() && self.state.clans[seat].mystics_in_supply() > 0 {
            self.emit(Event::MysticJoined {
                seat,
                card: card.def().id,
            });
        }
        let clan = &self.state.clans[seat];
        let figure = match kind {
            Slot::Warrior => (clan.warriors.reserve > 0).then_some(Figure::Warrior),
            // The Mountain Giant is a Leader too (EX-06): the free invasion may place either.
            Slot::Leader => [Figure::Leader, Figure::Monster(Monster::MountainGiant)]
                .into_iter()
                .find(|f| clan.loc(*f) == Some(Loc::Reserve)),
            Slot::Ship => (clan.ship == Loc::Reserve).then_some(Figure::Ship),
            Slot::Monster => card.def().id.monster().map(Figure::Monster),
            Slot::Clan => None,
        };
        match figure {
            Some(figure) if self.can_invade(seat, figure) => {
                Flow::Again(Proc::FreeInvade { seat, figure })
            }
            _ => Flow::Done,
        }
    }

    /// Whether `figure` could be invaded now: Horns room and a destination (D-17, D-18).
    pub(crate) fn can_invade(&self, seat: Seat, figure: Figure) -> bool {
        self.state.horns_room(seat) && !self.state.invade_destinations(figure).is_empty()
    }

    /// The free invasion offered by a troop or monster upgrade (3.5).
    pub(crate) fn step_free_invade(&mut self, seat: Seat, figure: Figure) -> Flow {
        if self.input.is_none() {
            return Flow::Wait(
                Proc::FreeInvade { seat, figure },
                ask(seat, Decision::FreeInvade { figure }),
            );
        }
        match self.take_input() {
            Command::Invade { figure, to } => {
                self.emit(Event::Invaded {
                    seat,
                    figure,
                    to,
                    cost: 0,
                    from_valhalla: false,
                });
                Flow::Again(invade_proc(seat, figure, to, true))
            }
            _ => Flow::Done,
        }
    }

    /// On-invade triggers in order (3.5): Troll / Fire Giant (D-30), Frigga's Succor (D-29),
    /// Thor's Domain (D-25).
    pub(crate) fn step_invade(&mut self, mut p: InvadeProc) -> Flow {
        match p.step {
            InvadeStep::Monster => {
                p.step = InvadeStep::Succor;
                if let Some(destroy) = self.invade_victims(p.seat, p.figure, p.to) {
                    return Flow::Call(Proc::Invade(p), Proc::Destroy(destroy));
                }
                Flow::Again(Proc::Invade(p))
            }
            InvadeStep::Succor => {
                p.step = InvadeStep::ThorsDomain;
                if let Place::Province(province) = p.to {
                    let clan = &self.state.clans[p.seat];
                    if !province.is_yggdrasil()
                        && clan.has_effect(Effect::InvadeExtraWarrior)
                        && clan.warriors.reserve > 0
                        && self.state.horns_room(p.seat)
                        && self.state.free_villages(province) > 0
                    {
                        p.step = InvadeStep::SuccorAnswer;
                        return Flow::Wait(
                            Proc::Invade(p),
                            ask(p.seat, Decision::Succor { province }),
                        );
                    }
                }
                Flow::Again(Proc::Invade(p))
            }
            InvadeStep::SuccorAnswer => {
                if self.take_input() == Command::Accept {
                    self.emit(Event::Invaded {
                        seat: p.seat,
                        figure: Figure::Warrior,
                        to: p.to,
                        cost: 0,
                        from_valhalla: false,
                    });
                }
                p.step = InvadeStep::ThorsDomain;
                Flow::Again(Proc::Invade(p))
            }
            InvadeStep::ThorsDomain => {
                if let Place::Province(province) = p.to {
                    let st = &self.state;
                    let clan = &st.clans[p.seat];
                    if p.on_turn
                        && clan
                            .invade_pillage_cost()
                            .is_some_and(|rage| clan.rage >= rage)
                        && !st.is_destroyed(province)
                        && !st.is_pillaged(province)
                        && st.present(p.seat, province)
                    {
                        p.step = InvadeStep::ThorsDomainAnswer;
                        return Flow::Wait(
                            Proc::Invade(p),
                            ask(p.seat, Decision::ThorsDomain { province }),
                        );
                    }
                }
                Flow::Done
            }
            InvadeStep::ThorsDomainAnswer => {
                let Place::Province(province) = p.to else {
                    unreachable!("Thor's Domain is only offered for provinces")
                };
                if self.take_input() != Command::Accept {
                    return Flow::Done;
                }
                self.emit(Event::PillageDeclared {
                    seat: p.seat,
                    province,
                    challenge: false,
                    cost: self.state.clans[p.seat]
                        .invade_pillage_cost()
                        .expect("offered to a clan with Thor's Domain's text"),
                });
                Flow::Again(pillage_proc(p.seat, province, false))
            }
        }
    }

    /// Troll: every enemy Warrior in the province; Fire Giant: every enemy non-Monster figure in
    /// the province and its supporting fjord (D-30). Enemies listed clockwise from the invader.
    fn invade_victims(&self, seat: Seat, figure: Figure, to: Place) -> Option<DestroyProc> {
        let Place::Province(province) = to else {
            return None;
        };
        let (monster, victims): (Monster, Vec<(Seat, Figure, Place)>) = match figure {
            Figure::Monster(Monster::Troll) => (
                Monster::Troll,
                self.enemies(seat)
                    .flat_map(|s| {
                        let n = self.state.clans[s].warriors_at(Loc::At(to));
                        std::iter::repeat_n((s, Figure::Warrior, to), n as usize)
                    })
                    .collect(),
            ),
            Figure::Monster(Monster::FireGiant) => (
                Monster::FireGiant,
                self.enemies(seat)
                    .flat_map(|s| {
                        self.state
                            .battle_figures(s, province)
                            .into_iter()
                            .filter(|(f, _)| !f.is_monster())
                            .map(move |(f, at)| (s, f, at))
                    })
                    .collect(),
            ),
            _ => return None,
        };
        (!victims.is_empty()).then(|| DestroyProc {
            victims,
            cause: Cause::Card(monster.card_name()),
            next: 0,
        })
    }

    /// The other seats, clockwise from the left of `seat`.
    pub(crate) fn enemies(&self, seat: Seat) -> impl Iterator<Item = Seat> + use<> {
        let n = self.state.players;
        (1..n).map(move |k| Seat((seat.0 + k) % n))
    }

    /// Figures that may march out of a province (Ships and the Sea Serpent never move).
    pub(crate) fn movable_at(&self, seat: Seat, province: ProvinceId) -> Vec<Figure> {
        self.state.clans[seat]
            .kinds_at(Loc::At(Place::Province(province)))
            .filter(|f| !f.is_ship())
            .collect()
    }

    /// March (3.5): move figures one at a time; finishes by itself when nothing more can move.
    pub(crate) fn step_march(
        &mut self,
        seat: Seat,
        from: ProvinceId,
        to: ProvinceId,
        mut moved: u8,
    ) -> Flow {
        if self.input.is_some() {
            match self.take_input() {
                Command::Move { figure } => {
                    self.emit(Event::Moved {
                        seat,
                        figure,
                        from: Place::Province(from),
                        to: Place::Province(to),
                    });
                    moved += 1;
                }
                _ => return Flow::Done,
            }
        }
        if self.movable_at(seat, from).is_empty() || self.state.free_villages(to) == 0 {
            return Flow::Done;
        }
        Flow::Wait(
            Proc::March {
                seat,
                from,
                to,
                moved,
            },
            ask(seat, Decision::March { from, to, moved }),
        )
    }

    /// Frigga's Sacrifice (D-27): destroy two of your figures (no saves), then raise a stat.
    pub(crate) fn step_sacrifice(&mut self, seat: Seat, mut chosen: u8) -> Flow {
        let (card, count) = self.state.clans[seat]
            .sacrifice()
            .expect("offered to a clan with the sacrifice action");
        if self.input.is_some()
            && let Command::Destroy { figure, at } = self.take_input()
        {
            self.destroy_figure(seat, figure, at, Cause::Card(card));
            chosen += 1;
        }
        if chosen >= count {
            return Flow::Again(Proc::Raise(RaiseProc {
                seat,
                cause: Cause::Card(card),
                optional: false,
                except: None,
            }));
        }
        Flow::Wait(
            Proc::Sacrifice { seat, chosen },
            ask(seat, Decision::Sacrifice { chosen }),
        )
    }

    /// A stat raise chosen by its owner; only stats below step 6 are offered (D-11). A forced
    /// choice (one stat left, not optional) is applied without asking.
    pub(crate) fn step_raise(&mut self, p: RaiseProc) -> Flow {
        if self.input.is_some() {
            if let Command::Raise { stat } = self.take_input() {
                self.raise_stat(p.seat, stat, p.cause);
            }
            return Flow::Done;
        }
        let options: Vec<_> = self
            .state
            .raisable(p.seat)
            .into_iter()
            .filter(|s| Some(*s) != p.except)
            .collect();
        match options.as_slice() {
            [] => Flow::Done,
            [only] if !p.optional => {
                self.raise_stat(p.seat, *only, p.cause);
                Flow::Done
            }
            _ => Flow::Wait(
                Proc::Raise(p),
                ask(
                    p.seat,
                    Decision::Raise {
                        cause: p.cause,
                        optional: p.optional,
                        except: p.except,
                    },
                ),
            ),
        }
    }

    /// Raises a stat one step if it is below step 6 (D-11).
    pub(crate) fn raise_stat(&mut self, seat: Seat, stat: super::data::Stat, cause: Cause) {
        let step = self.state.clans[seat].steps[stat.index()];
        if step < 6 {
            self.emit(Event::StatRaised {
                seat,
                stat,
                step: step + 1,
                cause,
            });
        }
    }

    /// Where a figure may move out of `from` by Lord of Hammers (D-31) or Frigga's Chosen
    /// (EX-25): adjacent standing provinces with an empty village, or Yggdrasil.
    pub(crate) fn refuges(&self, from: ProvinceId) -> Vec<ProvinceId> {
        ProvinceId::all()
            .filter(|p| {
                *p != from && from.def().is_adjacent(*p) && self.state.free_villages(*p) > 0
            })
            .collect()
    }

    /// Lord of Hammers (D-31): after a successful pillage, the Leader may move on.
    pub(crate) fn step_hammers(&mut self, seat: Seat, from: ProvinceId) -> Flow {
        if self.input.is_some() {
            if let Command::MoveLeader { to, giant } = self.take_input() {
                self.emit(Event::LeaderMoved {
                    seat,
                    from,
                    to,
                    giant,
                });
            }
            return Flow::Done;
        }
        if self.refuges(from).is_empty() {
            return Flow::Done;
        }
        Flow::Wait(
            Proc::Hammers { seat, from },
            ask(seat, Decision::LordOfHammers { from }),
        )
    }

    /// Whether Lord of Hammers applies after `seat` pillaged `province` successfully.
    pub(crate) fn hammers_applies(&self, seat: Seat, province: ProvinceId) -> bool {
        self.state.clans[seat].has_effect(Effect::LeaderPillageMove)
            && self.state.leaders_at(seat, province).any(|_| true)
    }
}

pub(crate) fn invade_proc(seat: Seat, figure: Figure, to: Place, on_turn: bool) -> Proc {
    Proc::Invade(InvadeProc {
        seat,
        figure,
        to,
        on_turn,
        step: InvadeStep::Monster,
    })
}

pub(crate) fn pillage_proc(seat: Seat, province: ProvinceId, challenge: bool) -> Proc {
    Proc::Pillage(PillageProc {
        seat,
        province,
        challenge,
        step: PillageStep::Call,
        offered: 0,
        moved: false,
    })
}
