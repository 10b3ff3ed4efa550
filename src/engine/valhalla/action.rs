//! The Action phase's turns (variants.md 2.8): Summon, March, Upgrade, Quest, Contest, the new
//! actions of Tyr's Challenge, Frigga's Domain and Frigga's Sacrifice, and Pass; and what follows
//! a Summon (the monster's trigger, Frigga's Succor, Thor's Domain).

use super::command::{Cause, Command, Event};
use super::pack::{CardKind, ChamberId, Effect};
use super::proc::{ContestProc, DestroyProc, Proc, SummonProc, SummonStep};
use super::{Ask, FigureId, Game, Kind, Loc, Offer};
use crate::engine::Seat;
use crate::engine::procedure::Procedures as _;
use crate::engine::sourced::Log;

impl Game {
    /// The Rage a Summon of `figure` into `chamber` costs: 1 for a Warrior or an Elite, 0 for a
    /// Monster, 0 beside your Mystic Troll.
    fn summon_cost(&self, seat: Seat, figure: FigureId, chamber: ChamberId) -> u32 {
        self.summon_cost_beside(figure, chamber, &self.free_summons(seat))
    }

    /// `summon_cost`, with the chambers where `seat` summons for free ([`Game::free_summons`])
    /// found already: for the list of a turn, which prices every Summon.
    fn summon_cost_beside(&self, figure: FigureId, chamber: ChamberId, free: &[bool]) -> u32 {
        if matches!(self.figure(figure).kind, Kind::Monster(_)) {
            return 0;
        }
        u32::from(!free.get(chamber.index()).copied().unwrap_or(false))
    }

    /// The chambers (by index) where `seat` has a Mystic Troll, beside which its Summons cost
    /// nothing.
    fn free_summons(&self, seat: Seat) -> Vec<bool> {
        let mut free = vec![false; self.pack.chamber_ids().count()];
        for id in self.ids() {
            let f = self.figure(id);
            if let Loc::Chamber(chamber) = f.loc
                && f.owner == Some(seat)
                && self.monster_effect(id) == Some(Effect::FreeSummonBeside)
                && let Some(beside) = free.get_mut(chamber.index())
            {
                *beside = true;
            }
        }
        free
    }

    /// Where `figure` may be summoned: common chambers, and Odin's Throne for a Dark Elf.
    fn summon_places(&self, figure: FigureId) -> Vec<ChamberId> {
        let throne_ok = matches!(self.monster_effect(figure), Some(Effect::ThroneDweller(_)));
        self.pack
            .chamber_ids()
            .filter(|c| self.is_common(*c) || (throne_ok && *c == self.pack.throne()))
            .collect()
    }

    /// What an Upgrade card costs `seat` (Frigga's Charm: less, never below 0).
    pub(super) fn upgrade_cost(&self, seat: Seat, card: super::CardId) -> u32 {
        let discount: u32 = self
            .upgrades(seat)
            .filter_map(|e| match e {
                Effect::UpgradeDiscount(n) => Some(u32::from(n)),
                _ => None,
            })
            .sum();
        u32::from(self.pack.card(card).value).saturating_sub(discount)
    }

    fn free_slot(&self, seat: Seat) -> bool {
        self.state.slots[seat].len() < usize::from(self.pack.numbers.slots)
    }

    /// Whether `seat` may contest `chamber` now: one of its figures there, no chamber token, the
    /// reward unclaimed this Age (VH-17, VH-42).
    pub(super) fn contestable(&self, seat: Seat, chamber: ChamberId) -> bool {
        !self.state.tokens[chamber.index()]
            && self.state.claimed[chamber.index()].is_none()
            && self.has_in_chamber(seat, chamber)
    }

    /// Moves of one figure of `seat` out of `from` into an adjacent chamber.
    pub(super) fn moves_from(&self, seat: Seat, from: ChamberId) -> Vec<Command> {
        let mut out = Vec::new();
        if !self.has_in_chamber(seat, from) {
            return out;
        }
        for figure in self.representatives(self.in_chamber(seat, from)) {
            for to in &self.pack.chamber(from).doors {
                out.push(Command::Move { figure, to: *to });
            }
        }
        out
    }

    /// Every action `seat` may take on its turn (it has at least 1 Rage).
    pub(super) fn legal_turn(&self, seat: Seat) -> Vec<Command> {
        let rage = self.state.rage[seat];
        let mut out = Vec::new();
        if rage == 0 {
            return vec![Command::Pass];
        }
        let free = self.free_summons(seat);
        for figure in self.reserve_of(seat) {
            for chamber in self.summon_places(figure) {
                if self.summon_cost_beside(figure, chamber, &free) <= rage {
                    out.push(Command::Summon { figure, chamber });
                }
            }
        }
        for from in self.pack.chamber_ids() {
            for m in self.moves_from(seat, from) {
                if let Command::Move { figure, to } = m {
                    out.push(Command::March { from, figure, to });
                }
            }
        }
        let mut seen = Vec::new();
        for card in &self.state.hands[seat] {
            if seen.contains(card) {
                continue;
            }
            seen.push(*card);
            let c = self.pack.card(*card);
            match c.kind {
                CardKind::Upgrade(_) | CardKind::Monster
                    if self.free_slot(seat) && self.upgrade_cost(seat, *card) <= rage =>
                {
                    let base_ok = c.monster.is_none_or(|m| self.free_bases(seat, m.base) > 0);
                    if base_ok {
                        out.push(Command::Upgrade { card: *card });
                    }
                }
                CardKind::Quest if self.free_slot(seat) => {
                    out.push(Command::Quest { card: *card });
                }
                _ => {}
            }
        }
        for chamber in self.pack.chamber_ids() {
            if self.contestable(seat, chamber) {
                out.push(Command::Contest { chamber });
            }
        }
        for e in self.upgrades(seat).collect::<Vec<_>>() {
            match e {
                Effect::ChallengeAction { rage: cost } if rage >= u32::from(cost) => {
                    for chamber in self.pack.chamber_ids() {
                        let claimed = self.state.claimed[chamber.index()].is_some();
                        let cmd = Command::Challenge { chamber };
                        if claimed && self.has_in_chamber(seat, chamber) && !out.contains(&cmd) {
                            out.push(cmd);
                        }
                    }
                }
                Effect::ReviveAction { rage: cost } if rage >= u32::from(cost) => {
                    let fallen = self.representatives(self.ids().filter(|id| {
                        let f = self.figure(*id);
                        f.owner == Some(seat) && f.loc.fallen()
                    }));
                    for figure in fallen {
                        for chamber in self.pack.chamber_ids().filter(|c| self.is_common(*c)) {
                            let cmd = Command::Revive { figure, chamber };
                            if !out.contains(&cmd) {
                                out.push(cmd);
                            }
                        }
                    }
                }
                Effect::SacrificeAction { count } => {
                    let on_board = self
                        .state
                        .figures
                        .iter()
                        .filter(|f| f.owner == Some(seat) && matches!(f.loc, Loc::Chamber(_)))
                        .count();
                    if on_board >= usize::from(count) && !out.contains(&Command::Sacrifice) {
                        out.push(Command::Sacrifice);
                    }
                }
                _ => {}
            }
        }
        out.push(Command::Pass);
        out
    }

    /// Carries out a turn's action.
    pub(super) fn act(&mut self, seat: Seat, command: Command, ev: &mut Log<Event>) {
        match command {
            Command::Summon { figure, chamber } => {
                let cost = self.summon_cost(seat, figure, chamber);
                self.pay(seat, cost, ev);
                let entered = self.enter((seat, figure, chamber), false, true, ev);
                self.procs.push(entered);
            }
            Command::March { from, figure, to } => {
                self.pay(seat, 1, ev);
                self.move_figure(seat, figure, to, ev);
                self.procs.push(Proc::March { seat, from });
            }
            Command::Upgrade { card } => {
                let cost = self.upgrade_cost(seat, card);
                self.pay(seat, cost, ev);
                self.emit(Event::Upgraded { seat, card }, ev);
            }
            Command::Quest { card } => {
                self.emit(
                    Event::QuestCommitted {
                        seat,
                        card: Some(card),
                    },
                    ev,
                );
            }
            Command::Contest { chamber } => {
                self.procs.push(Proc::Contest(Box::new(ContestProc::new(
                    seat, chamber, false,
                ))));
            }
            Command::Challenge { chamber } => {
                let cost = self
                    .upgrades(seat)
                    .find_map(|e| match e {
                        Effect::ChallengeAction { rage } => Some(u32::from(rage)),
                        _ => None,
                    })
                    .unwrap_or(0);
                self.pay(seat, cost, ev);
                self.procs.push(Proc::Contest(Box::new(ContestProc::new(
                    seat, chamber, true,
                ))));
            }
            Command::Revive { figure, chamber } => {
                let cost = self
                    .upgrades(seat)
                    .find_map(|e| match e {
                        Effect::ReviveAction { rage } => Some(u32::from(rage)),
                        _ => None,
                    })
                    .unwrap_or(0);
                self.pay(seat, cost, ev);
                let entered = self.enter((seat, figure, chamber), true, true, ev);
                self.procs.push(entered);
            }
            Command::Sacrifice => {
                let count = self
                    .upgrades(seat)
                    .find_map(|e| match e {
                        Effect::SacrificeAction { count } => Some(count),
                        _ => None,
                    })
                    .unwrap_or(2);
                self.procs.push(Proc::Sacrifice {
                    seat,
                    chosen: 0,
                    count,
                });
            }
            _ => {
                // Pass: Rage to 0, no more actions this phase (VH-13).
                self.emit(Event::PassedTurn { seat }, ev);
            }
        }
    }

    pub(super) fn move_figure(
        &mut self,
        seat: Seat,
        figure: FigureId,
        to: ChamberId,
        ev: &mut Log<Event>,
    ) {
        if let Loc::Chamber(from) = self.figure(figure).loc {
            self.emit(
                Event::Moved {
                    seat,
                    figure,
                    from,
                    to,
                },
                ev,
            );
        }
    }

    pub(super) fn march_more(&mut self, seat: Seat, from: ChamberId, ev: &mut Log<Event>) {
        match self.input.take() {
            Some((_, Command::Move { figure, to })) => {
                self.move_figure(seat, figure, to, ev);
                self.procs.push(Proc::March { seat, from });
            }
            Some(_) => {}
            None => {
                if !self.has_in_chamber(seat, from) {
                    return;
                }
                self.wait(Proc::March { seat, from }, Ask::March(seat, from));
            }
        }
    }

    /// `figure` of `seat` enters `chamber` (summoned, or `revived` from the kill pile), and the
    /// procedure of what its entering sets off, to run next (`on_turn`: as the seat's action).
    pub(super) fn enter(
        &mut self,
        (seat, figure, chamber): (Seat, FigureId, ChamberId),
        revived: bool,
        on_turn: bool,
        ev: &mut Log<Event>,
    ) -> Proc {
        self.emit(
            Event::Summoned {
                seat,
                figure,
                chamber,
                revived,
            },
            ev,
        );
        Proc::Summoned(SummonProc {
            seat,
            figure,
            chamber,
            on_turn,
            step: SummonStep::Monster,
        })
    }

    /// A summon's triggers: the monster's own, Frigga's Succor, Thor's Domain.
    pub(super) fn summoned(&mut self, mut s: SummonProc, ev: &mut Log<Event>) {
        let seat = s.seat;
        match s.step {
            SummonStep::Monster => {
                s.step = SummonStep::Succor;
                let enemies: Vec<FigureId> = self
                    .ids()
                    .filter(|id| {
                        let f = self.figure(*id);
                        f.loc == Loc::Chamber(s.chamber) && f.owner != Some(seat)
                    })
                    .collect();
                match self.monster_effect(s.figure) {
                    Some(Effect::SummonKillsWarriors) => {
                        let victims: Vec<_> = enemies
                            .into_iter()
                            .filter(|id| self.figure(*id).kind == Kind::Warrior)
                            .map(|id| (id, Loc::KillPile(seat)))
                            .collect();
                        self.procs.push(Proc::Summoned(s));
                        self.procs
                            .push(Proc::Destroy(DestroyProc::new(victims, Cause::Monster)));
                    }
                    Some(Effect::SummonKillsNonMonsters) => {
                        let victims: Vec<_> = enemies
                            .into_iter()
                            .filter(|id| !matches!(self.figure(*id).kind, Kind::Monster(_)))
                            .map(|id| (id, Loc::KillPile(seat)))
                            .collect();
                        self.procs.push(Proc::Summoned(s));
                        self.procs
                            .push(Proc::Destroy(DestroyProc::new(victims, Cause::Monster)));
                    }
                    Some(Effect::SummonMovesOther) => {
                        s.step = SummonStep::MonsterMove;
                        self.procs.push(Proc::Summoned(s));
                    }
                    _ => self.procs.push(Proc::Summoned(s)),
                }
            }
            SummonStep::MonsterMove => match self.input.take() {
                Some((_, Command::Move { figure, to })) => {
                    let owner = self.figure(figure).owner.unwrap_or(seat);
                    self.move_figure(owner, figure, to, ev);
                    s.step = SummonStep::Succor;
                    self.procs.push(Proc::Summoned(s));
                }
                Some(_) => {
                    s.step = SummonStep::Succor;
                    self.procs.push(Proc::Summoned(s));
                }
                None => {
                    let others: Vec<FigureId> = self.representatives(self.ids().filter(|id| {
                        *id != s.figure && self.figure(*id).loc == Loc::Chamber(s.chamber)
                    }));
                    if others.is_empty() {
                        s.step = SummonStep::Succor;
                        self.procs.push(Proc::Summoned(s));
                    } else {
                        self.wait(Proc::Summoned(s), Ask::Move(seat, others));
                    }
                }
            },
            SummonStep::Succor => {
                s.step = SummonStep::ThorsDomain;
                let warrior = self.reserve_warrior(seat);
                if self.has(seat, |e| e == Effect::SummonExtraWarrior) && warrior.is_some() {
                    s.step = SummonStep::SuccorAnswer;
                    self.wait(
                        Proc::Summoned(s),
                        Ask::Accept(seat, Offer::Succor(s.chamber)),
                    );
                } else {
                    self.procs.push(Proc::Summoned(s));
                }
            }
            SummonStep::SuccorAnswer => {
                if let Some((_, Command::Accept)) = self.input.take()
                    && let Some(w) = self.reserve_warrior(seat)
                {
                    self.emit(
                        Event::Summoned {
                            seat,
                            figure: w,
                            chamber: s.chamber,
                            revived: false,
                        },
                        ev,
                    );
                }
                s.step = SummonStep::ThorsDomain;
                self.procs.push(Proc::Summoned(s));
            }
            SummonStep::ThorsDomain => {
                let cost = self.upgrades(seat).find_map(|e| match e {
                    Effect::SummonThenContest { rage } => Some(u32::from(rage)),
                    _ => None,
                });
                if let Some(cost) = cost
                    && s.on_turn
                    && self.state.rage[seat] >= cost
                    && self.contestable(seat, s.chamber)
                {
                    s.step = SummonStep::ThorsDomainAnswer;
                    self.wait(
                        Proc::Summoned(s),
                        Ask::Accept(seat, Offer::ThorsDomain(s.chamber)),
                    );
                }
            }
            SummonStep::ThorsDomainAnswer => {
                if let Some((_, Command::Accept)) = self.input.take() {
                    let cost = self
                        .upgrades(seat)
                        .find_map(|e| match e {
                            Effect::SummonThenContest { rage } => Some(u32::from(rage)),
                            _ => None,
                        })
                        .unwrap_or(0);
                    self.pay(seat, cost, ev);
                    self.procs.push(Proc::Contest(Box::new(ContestProc::new(
                        seat, s.chamber, false,
                    ))));
                }
            }
        }
    }

    /// A Warrior in `seat`'s reserve.
    pub(super) fn reserve_warrior(&self, seat: Seat) -> Option<FigureId> {
        self.ids().find(|id| {
            let f = self.figure(*id);
            f.owner == Some(seat) && f.loc == Loc::Reserve && f.kind == Kind::Warrior
        })
    }

    /// Frigga's Sacrifice: choose figures one by one (each destroyed to your own kill pile),
    /// then raise a stat.
    pub(super) fn sacrifice_step(
        &mut self,
        seat: Seat,
        chosen: u8,
        count: u8,
        ev: &mut Log<Event>,
    ) {
        let _ = ev;
        if let Some((_, Command::Choose { figure })) = self.input.take() {
            self.procs.then([
                Proc::Destroy(DestroyProc::new(
                    vec![(figure, Loc::KillPile(seat))],
                    Cause::Sacrifice,
                )),
                Proc::Sacrifice {
                    seat,
                    chosen: chosen + 1,
                    count,
                },
            ]);
            return;
        }
        if chosen >= count {
            self.procs.push(Proc::Raise {
                seat,
                optional: false,
                exclude: 0,
            });
            return;
        }
        let among = self.representatives(self.ids().filter(|id| {
            let f = self.figure(*id);
            f.owner == Some(seat) && matches!(f.loc, Loc::Chamber(_))
        }));
        if among.is_empty() {
            return;
        }
        self.wait(
            Proc::Sacrifice {
                seat,
                chosen,
                count,
            },
            Ask::Choose {
                seat,
                among,
                optional: false,
            },
        );
    }
}
