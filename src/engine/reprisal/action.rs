//! The Action phase (variants.md 1.6): turns of one or two different actions in the order
//! Pillage → March → Invade (March → Pillage with Strategist), stopping after a March alone or a
//! pass, and the end of the phase when every clan has stopped or enough provinces are pillaged.

use super::flow::{AgeStep, Flow, Proc, ask};
use super::{Act, Command, Event, FigureId, Game, Gift, Kind, Loc, Place, Stage};
use crate::engine::Seat;
use crate::engine::base::data::{FjordId, ProvinceId};
use crate::engine::sourced::Log;

impl Game {
    /// Starts the Action phase: Age 1 with the first player, later Ages with the clan on the left
    /// of the one that took the previous phase's last turn (RP-05).
    pub(super) fn begin_actions(&mut self, ev: &mut Log<Event>) -> Flow {
        // No clan has stopped yet: the game starts so, and Reset clears the stops of an Age.
        debug_assert!(self.state.stopped.is_empty());
        let start = if self.state.age == 1 {
            self.state.first_player
        } else {
            self.state.actor.next(self.players())
        };
        self.emit(Event::TurnBegan { seat: start }, ev);
        Flow::Call(Proc::Age(AgeStep::Quest), Proc::Ask(Stage::Turn))
    }

    /// Ends the actor's turn and starts the next clan's, or ends the phase.
    pub(super) fn end_turn(&mut self, ev: &mut Log<Event>) -> Flow {
        let actor = self.state.actor;
        let stops = matches!(self.state.done.as_slice(), [] | [Act::March]);
        if stops {
            self.emit(Event::Stopped { seat: actor }, ev);
        }
        if self.phase_over() {
            return Flow::Done;
        }
        let next = actor
            .next(self.players())
            .clockwise(self.players())
            .find(|s| !self.state.stopped.contains(*s));
        match next {
            Some(seat) => {
                self.emit(Event::TurnBegan { seat }, ev);
                ask(Stage::Turn)
            }
            None => Flow::Done,
        }
    }

    fn phase_over(&self) -> bool {
        self.state.stopped.len() == self.players() as usize
            || self.pillaged_count() >= self.end_threshold()
    }

    /// After an action: the turn goes on if a second action is possible, else it ends.
    pub(super) fn after_action(&self) -> Flow {
        if self.pillaged_count() >= self.end_threshold() {
            // RP-04: the phase ends at once; a second action is lost.
            return Flow::Again(Proc::EndTurn);
        }
        if self
            .legal_turn(self.state.actor)
            .iter()
            .any(|c| *c != Command::Done)
        {
            ask(Stage::Turn)
        } else {
            Flow::Again(Proc::EndTurn)
        }
    }

    /// The actions that may follow those already taken this turn.
    fn next_acts(&self, seat: Seat) -> Vec<Act> {
        let strategist = self.state.gifts[seat] == Some(Gift::Strategist);
        match self.state.done.as_slice() {
            [] => vec![Act::Pillage, Act::March, Act::Invade],
            [Act::Pillage] => vec![Act::March, Act::Invade],
            [Act::March] if strategist => vec![Act::Invade, Act::Pillage],
            [Act::March] => vec![Act::Invade],
            _ => Vec::new(),
        }
    }

    pub(super) fn legal_turn(&self, seat: Seat) -> Vec<Command> {
        let mut out = Vec::new();
        for act in self.next_acts(seat) {
            match act {
                Act::Pillage => out.extend(
                    self.pillage_targets(seat)
                        .into_iter()
                        .map(|province| Command::Pillage { province }),
                ),
                Act::March => out.extend(self.march_starts(seat)),
                Act::Invade => out.extend(self.invade_options(seat, &[])),
            }
        }
        out.push(if self.state.done.is_empty() {
            Command::Pass
        } else {
            Command::Done
        });
        out
    }

    /// Provinces `seat` may pillage (1.6).
    pub fn pillage_targets(&self, seat: Seat) -> Vec<ProvinceId> {
        let (provinces, fjords) = self.presence(seat);
        // A figure in the province, or (outer provinces) in the fjord that borders it.
        let here = |p: ProvinceId, with_fjord: bool| {
            provinces & (1 << p.index()) != 0
                || (with_fjord
                    && Game::fjord_of(p).is_some_and(|fj| fjords & (1 << fj.index()) != 0))
        };
        ProvinceId::all()
            .filter(|p| {
                if p.is_yggdrasil() {
                    !self.state.yggdrasil_done.contains(seat) && here(*p, false)
                } else {
                    !self.state.pillaged[p.index()] && here(*p, true)
                }
            })
            .collect()
    }

    /// The figures `seat` may march first, with their routes.
    fn march_starts(&self, seat: Seat) -> Vec<Command> {
        let mut out = Vec::new();
        // One representative of each kind of figure that may march, in every province at once
        // (a representative equals its figure in place too, so the kinds stay apart by province).
        let movers = self.representatives(self.ids().filter(|id| {
            let f = self.figure(*id);
            f.controller == Some(seat) && matches!(f.loc, Loc::Province(_)) && !f.kind.is_sea()
        }));
        if movers.is_empty() {
            return out;
        }
        let occupancy = self.occupancy();
        for from in ProvinceId::all() {
            let here = || {
                movers
                    .iter()
                    .copied()
                    .filter(move |m| self.figure(*m).loc == Loc::Province(from))
            };
            if here().next().is_none() {
                continue;
            }
            for to in ProvinceId::all().filter(|to| *to != from) {
                for figure in here() {
                    if Game::fits(&occupancy, to, self.figure(figure).kind) {
                        out.push(Command::March { from, to, figure });
                    }
                }
            }
        }
        out
    }

    pub(super) fn legal_march_more(
        &self,
        seat: Seat,
        from: ProvinceId,
        to: ProvinceId,
    ) -> Vec<Command> {
        let movers = self.representatives(self.ids().filter(|id| {
            let f = self.figure(*id);
            f.controller == Some(seat)
                && f.loc == Loc::Province(from)
                && !f.kind.is_sea()
                && self.has_room(to, f.kind)
        }));
        movers
            .into_iter()
            .map(|figure| Command::Move { figure })
            .chain(std::iter::once(Command::Done))
            .collect()
    }

    /// Where `seat` may invade now, given the provinces already used by this Invade.
    fn invade_options(&self, seat: Seat, used: &[ProvinceId]) -> Vec<Command> {
        if self.on_board(seat) >= self.board_cap(seat) {
            return Vec::new();
        }
        let spirit = self.state.gifts[seat] == Some(Gift::Spirit);
        let occupancy = self.occupancy();
        let mut out = Vec::new();
        for figure in self.reserve(seat) {
            let kind = self.figure(figure).kind;
            if kind.is_sea() {
                for fjord in FjordId::all() {
                    out.push(Command::Invade {
                        figure,
                        to: Place::Fjord(fjord),
                    });
                }
                continue;
            }
            for p in ProvinceId::all() {
                let allowed = if p.is_yggdrasil() {
                    kind == Kind::Monster(super::Monster::Witch)
                } else {
                    kind != Kind::Mystic || spirit || !self.state.pillaged[p.index()]
                };
                if allowed && !used.contains(&p) && Game::fits(&occupancy, p, kind) {
                    out.push(Command::Invade {
                        figure,
                        to: Place::Province(p),
                    });
                }
            }
        }
        out
    }

    pub(super) fn legal_invade_more(
        &self,
        seat: Seat,
        used: &[ProvinceId],
        placed: u8,
    ) -> Vec<Command> {
        let limit = u32::from(super::data::rules().invade_base) + self.state.fists[seat];
        let mut out = if u32::from(placed) < limit {
            self.invade_options(seat, used)
        } else {
            Vec::new()
        };
        out.push(Command::Done);
        out
    }

    pub(super) fn legal_sail(&self, seat: Seat, sailed: &[FigureId]) -> Vec<Command> {
        let mut out = Vec::new();
        for id in self.ids() {
            let f = self.figure(id);
            if f.controller != Some(seat) || !f.kind.is_sea() || sailed.contains(&id) {
                continue;
            }
            let Loc::Fjord(here) = f.loc else { continue };
            for fjord in FjordId::all().filter(|fj| *fj != here) {
                out.push(Command::Sail { figure: id, fjord });
            }
        }
        out.push(Command::Done);
        out
    }

    pub(super) fn turn_command(
        &mut self,
        seat: Seat,
        command: Command,
        ev: &mut Log<Event>,
    ) -> Flow {
        match command {
            Command::Pass | Command::Done => self.end_turn(ev),
            Command::Pillage { province } => {
                self.emit(
                    Event::ActionTaken {
                        seat,
                        act: Act::Pillage,
                    },
                    ev,
                );
                self.begin_pillage(seat, province, ev);
                Flow::Call(Proc::AfterAction, Proc::Battle)
            }
            Command::March { from, to, figure } => {
                self.emit(
                    Event::ActionTaken {
                        seat,
                        act: Act::March,
                    },
                    ev,
                );
                self.march_one(seat, figure, from, to, ev);
                self.after_march_figure(seat, from, to)
            }
            Command::Invade { figure, to } => {
                self.emit(
                    Event::ActionTaken {
                        seat,
                        act: Act::Invade,
                    },
                    ev,
                );
                self.invade_one(seat, figure, to, Vec::new(), 0, ev)
            }
            _ => ask(Stage::Turn),
        }
    }

    fn march_one(
        &mut self,
        seat: Seat,
        figure: FigureId,
        from: ProvinceId,
        to: ProvinceId,
        ev: &mut Log<Event>,
    ) {
        self.emit(
            Event::Marched {
                seat,
                figure,
                from,
                to,
            },
            ev,
        );
    }

    /// After each marching figure: ask for more while any can go, else finish the March.
    fn after_march_figure(&self, seat: Seat, from: ProvinceId, to: ProvinceId) -> Flow {
        if self.legal_march_more(seat, from, to).len() > 1 {
            ask(Stage::March { from, to })
        } else {
            self.march_finished(seat)
        }
    }

    /// Navigation's ships may sail after the March; then what follows an action.
    fn march_finished(&self, seat: Seat) -> Flow {
        if self.state.gifts[seat] == Some(Gift::Navigation) && self.legal_sail(seat, &[]).len() > 1
        {
            ask(Stage::Sail(Vec::new()))
        } else {
            self.after_action()
        }
    }

    pub(super) fn march_more(
        &mut self,
        seat: Seat,
        from: ProvinceId,
        to: ProvinceId,
        command: Command,
        ev: &mut Log<Event>,
    ) -> Flow {
        match command {
            Command::Move { figure } => {
                self.march_one(seat, figure, from, to, ev);
                self.after_march_figure(seat, from, to)
            }
            _ => self.march_finished(seat),
        }
    }

    pub(super) fn sail(
        &mut self,
        seat: Seat,
        mut sailed: Vec<FigureId>,
        command: Command,
        ev: &mut Log<Event>,
    ) -> Flow {
        match command {
            Command::Sail { figure, fjord } => {
                self.emit(
                    Event::Sailed {
                        seat,
                        figure,
                        to: fjord,
                    },
                    ev,
                );
                sailed.push(figure);
                if self.legal_sail(seat, &sailed).len() > 1 {
                    ask(Stage::Sail(sailed))
                } else {
                    self.after_action()
                }
            }
            _ => self.after_action(),
        }
    }

    fn invade_one(
        &mut self,
        seat: Seat,
        figure: FigureId,
        to: Place,
        mut used: Vec<ProvinceId>,
        placed: u8,
        ev: &mut Log<Event>,
    ) -> Flow {
        self.emit(
            Event::Placed {
                seat,
                figure,
                to,
                reinforce: false,
            },
            ev,
        );
        if let Place::Province(p) = to {
            used.push(p);
        }
        let placed = placed + 1;
        if self.legal_invade_more(seat, &used, placed).len() > 1 {
            ask(Stage::Invade { used, placed })
        } else {
            self.after_action()
        }
    }

    pub(super) fn invade_more(
        &mut self,
        seat: Seat,
        used: Vec<ProvinceId>,
        placed: u8,
        command: Command,
        ev: &mut Log<Event>,
    ) -> Flow {
        match command {
            Command::Invade { figure, to } => self.invade_one(seat, figure, to, used, placed, ev),
            _ => self.after_action(),
        }
    }
}
