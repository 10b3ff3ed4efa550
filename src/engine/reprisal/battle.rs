//! A pillage in engine order (variants.md 1.15): Call to Battle, Odin's picks, dice or battle
//! cards (Heimdall), the outcome, the Spy, the dying set (cards 4 and 7, Troll, Dwarf, Elf), the
//! Hel Soldier, the reward (Loki), battle Glory (Axes, Thor, Valkyrie), Frigga, card 3, and the
//! gods moving on.

use super::DecisionKind;
use super::flow::{Flow, Proc};
use super::{
    BattleOutcome, CardEffect, Command, Event, FigureId, Game, Gift, GloryWhy, God, Kind, Loc,
    Monster, Place, Token, data,
};
use crate::engine::base::data::ProvinceId;
use crate::engine::sourced::Log;
use crate::engine::{PerSeat, Seat};

/// Where a pillage stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// A clan may move a figure in (Call to Battle).
    Call,
    /// Participants are known; Odin's picks follow.
    Begin,
    /// Participants pick the one figure they engage (Odin).
    Odin,
    /// Dice or cards.
    Points,
    /// The pillager may call the pillage off after its roll (Heimdall).
    Heimdall,
    /// The other participants roll.
    RollRest,
    /// Participants choose battle cards (without the pillager under Heimdall).
    Cards,
    /// The pillager chooses its card after the others' reveal (Heimdall).
    PillagerCard,
    /// Totals and outcome.
    Resolve,
    /// The Spy may name a winner.
    Spy,
    /// The dying set is built.
    Dying,
    /// Losers who played card 4 save a figure.
    Save,
    /// The winner who played card 7 loses a figure.
    Lose,
    /// The winner may sacrifice a figure to kill the Troll.
    Troll,
    /// The Dwarf rolls.
    Dwarf,
    /// The Elf's controller may flee to Yggdrasil.
    Elf,
    /// The dying set goes to Valhalla.
    Kill,
    /// The Hel Soldier's controller may bring a figure back.
    Hel,
    /// The reward.
    Reward,
    /// The winner may return a figure from Valhalla to its reserve (Frigga).
    Frigga,
    /// Players of card 3 may add a figure.
    Reinforce,
    /// Placers of the gods here move or remove them.
    Gods,
    /// Cards taken back; the turn goes on.
    Finish,
}

impl Step {
    /// The stable decision name of a step that waits for players.
    pub fn kind(self) -> DecisionKind {
        match self {
            Step::Call => DecisionKind::CallToBattle,
            Step::Odin => DecisionKind::Odin,
            Step::Heimdall => DecisionKind::Heimdall,
            Step::Cards | Step::PillagerCard => DecisionKind::BattleCard,
            Step::Spy => DecisionKind::Spy,
            Step::Save => DecisionKind::SaveFigure,
            Step::Lose => DecisionKind::LoseFigure,
            Step::Troll => DecisionKind::Troll,
            Step::Elf => DecisionKind::Elf,
            Step::Hel => DecisionKind::HelSoldier,
            Step::Frigga => DecisionKind::Frigga,
            Step::Reinforce => DecisionKind::Reinforce,
            Step::Gods => DecisionKind::MoveGod,
            _ => DecisionKind::Battle,
        }
    }

    /// Whether several seats answer at once.
    pub fn simultaneous(self) -> bool {
        matches!(self, Step::Odin | Step::Cards)
    }
}

/// The pillage under way.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Battle {
    /// The province pillaged.
    pub province: ProvinceId,
    /// The pillager.
    pub pillager: Seat,
    /// Where it stands.
    pub step: Step,
    order: Vec<Seat>,
    cursor: usize,
    passes: usize,
    /// The participants, pillager first then clockwise.
    pub participants: Vec<Seat>,
    engaged: Vec<FigureId>,
    /// Whom each figure on the battlefield fought for when the battle began (RP-29: a Valkyrie's
    /// Glory goes to the clan she fought for, whoever controls her after the battle's deaths).
    sides: Vec<(FigureId, Seat)>,
    odin: PerSeat<Option<FigureId>>,
    cards: PerSeat<Option<u8>>,
    /// Battle totals in half points by seat (`None`: −∞, or not rolled yet).
    totals: PerSeat<Option<i32>>,
    winner: Option<Seat>,
    /// The outcome of the totals (before the Spy).
    outcome: BattleOutcome,
    dying: Vec<FigureId>,
    queue: Vec<Seat>,
    hel: Vec<(FigureId, ProvinceId, Seat)>,
    gods: Vec<(Seat, God)>,
    cancelled: bool,
    succeeded: bool,
}

impl Battle {
    /// The clans whose secret pick of this step is in (a battle card, Odin's figure), before the
    /// reveal; empty once the picks are revealed.
    pub fn picked(&self) -> Vec<Seat> {
        let picked = |s: &Seat| match self.step {
            Step::Odin => self.odin[*s].is_some(),
            _ => self.cards[*s].is_some(),
        };
        if !matches!(self.step, Step::Odin | Step::Cards) {
            return Vec::new();
        }
        self.participants.iter().copied().filter(picked).collect()
    }
}

impl Game {
    fn b(&self) -> &Battle {
        self.battle.as_deref().expect("a battle is under way")
    }

    fn bm(&mut self) -> &mut Battle {
        self.battle.as_deref_mut().expect("a battle is under way")
    }

    /// The battle card `seat` has chosen but not yet revealed (the picks of the Cards step are
    /// revealed together, as the step ends).
    pub(super) fn unrevealed_card(&self, seat: Seat) -> Option<u8> {
        let b = self.battle.as_deref()?;
        if b.step == Step::Cards {
            b.cards[seat]
        } else {
            None
        }
    }

    /// Forgets the secret picks under way of every clan but `viewer` (battle cards back in their
    /// hands, Odin's figures unchosen): the battle as `viewer` knows it.
    pub(super) fn forget_battle_secrets(&mut self, viewer: Seat) {
        let Some(b) = self.battle.as_deref_mut() else {
            return;
        };
        for seat in b.participants.clone() {
            if seat == viewer {
                continue;
            }
            match b.step {
                Step::Odin => b.odin[seat] = None,
                Step::Cards => b.cards[seat] = None,
                _ => {}
            }
        }
    }

    pub(super) fn god_here(&self, god: God) -> bool {
        self.state.gods[god as usize].is_some_and(|(p, _)| p == self.b().province)
    }

    /// The figures on the battlefield (the province and its fjord).
    pub(super) fn on_battlefield(
        &self,
        province: ProvinceId,
    ) -> impl Iterator<Item = FigureId> + '_ {
        let here = Game::battlefield(province);
        self.ids().filter(move |id| here(self.figure(*id).loc))
    }

    /// Whether a place is on the battlefield of `province`: the province, or the fjord that
    /// borders it.
    pub(super) fn battlefield(province: ProvinceId) -> impl Fn(Loc) -> bool {
        let fjord = Game::fjord_of(province);
        move |loc| loc == Loc::Province(province) || fjord.is_some_and(|f| loc == Loc::Fjord(f))
    }

    pub(super) fn own_leader(&self, seat: Seat, id: FigureId) -> bool {
        let f = self.figure(id);
        f.kind == Kind::Leader && f.owner == Some(seat) && f.controller == Some(seat)
    }

    /// Declares a pillage: Call to Battle (none at Yggdrasil), then the battle.
    pub(super) fn begin_pillage(&mut self, seat: Seat, province: ProvinceId, ev: &mut Log<Event>) {
        self.emit(Event::PillageDeclared { seat, province }, ev);
        let n = self.players();
        let order: Vec<Seat> = seat.next(n).clockwise(n).collect();
        self.battle = Some(Box::new(Battle {
            province,
            pillager: seat,
            step: if province.is_yggdrasil() {
                Step::Begin
            } else {
                Step::Call
            },
            order,
            cursor: 0,
            passes: 0,
            participants: Vec::new(),
            engaged: Vec::new(),
            sides: Vec::new(),
            odin: PerSeat::filled(n, None),
            cards: PerSeat::filled(n, None),
            totals: PerSeat::filled(n, None),
            winner: None,
            outcome: BattleOutcome::Nothing,
            dying: Vec::new(),
            queue: Vec::new(),
            hel: Vec::new(),
            gods: Vec::new(),
            cancelled: false,
            succeeded: false,
        }));
    }

    /// The figures `seat` may move in now (Call to Battle, RP-17).
    fn call_moves(&self, seat: Seat) -> Vec<FigureId> {
        let target = self.b().province;
        self.representatives(self.ids().filter(|id| {
            let f = self.figure(*id);
            let Loc::Province(p) = f.loc else {
                return false;
            };
            f.controller == Some(seat)
                && !f.kind.is_sea()
                && p != target
                && p.def().is_adjacent(target)
                && self.has_room(target, f.kind)
        }))
    }

    /// The candidates of a choice about figures, one per interchangeable group.
    fn choices(&self, seat: Seat) -> Vec<FigureId> {
        let b = self.b();
        match b.step {
            Step::Odin => {
                let province = b.province;
                self.representatives(
                    self.on_battlefield(province)
                        .filter(|id| self.figure(*id).controller == Some(seat)),
                )
            }
            Step::Save => self.representatives(
                b.dying
                    .iter()
                    .copied()
                    .filter(|id| self.figure(*id).controller == Some(seat)),
            ),
            Step::Lose => self.representatives(b.engaged.iter().copied().filter(|id| {
                let f = self.figure(*id);
                f.controller == Some(seat)
                    && f.kind != Kind::Monster(Monster::Troll)
                    && !b.dying.contains(id)
            })),
            Step::Troll => self.representatives(b.engaged.iter().copied().filter(|id| {
                let f = self.figure(*id);
                f.controller == Some(seat) && !b.dying.contains(id) && f.loc.on_board()
            })),
            Step::Hel => {
                let hel = b.hel.first().map(|h| h.0);
                self.representatives(self.ids().filter(|id| {
                    let f = self.figure(*id);
                    f.loc == Loc::Valhalla && !f.kind.is_sea() && Some(*id) != hel
                }))
            }
            Step::Frigga => self.representatives(self.ids().filter(|id| {
                let f = self.figure(*id);
                f.loc == Loc::Valhalla && f.owner == Some(seat)
            })),
            _ => Vec::new(),
        }
    }

    fn reinforcements(&self, seat: Seat) -> Vec<Command> {
        if self.on_board(seat) >= self.board_cap(seat) {
            return Vec::new();
        }
        let province = self.b().province;
        let mut out = Vec::new();
        for figure in self.reserve(seat) {
            let kind = self.figure(figure).kind;
            if kind.is_sea() {
                if let Some(fjord) = Game::fjord_of(province) {
                    out.push(Command::Reinforce {
                        figure,
                        to: Place::Fjord(fjord),
                    });
                }
            } else if self.has_room(province, kind) {
                out.push(Command::Reinforce {
                    figure,
                    to: Place::Province(province),
                });
            }
        }
        out
    }

    fn spy(&self) -> Option<Seat> {
        self.seats()
            .find(|s| self.state.gifts[*s] == Some(Gift::Spy))
    }

    pub(super) fn battle_awaited(&self) -> crate::engine::SeatSet {
        let b = self.b();
        let one = crate::engine::SeatSet::one;
        match b.step {
            Step::Call => one(b.order[b.cursor]),
            Step::Odin => b
                .participants
                .iter()
                .copied()
                .filter(|s| b.odin[*s].is_none())
                .collect(),
            Step::Cards => b
                .participants
                .iter()
                .copied()
                .filter(|s| b.cards[*s].is_none() && !(self.heimdall_last() && *s == b.pillager))
                .collect(),
            Step::Heimdall | Step::PillagerCard => one(b.pillager),
            Step::Spy => self.spy().map(one).unwrap_or_default(),
            Step::Save | Step::Reinforce => b.queue.first().map(|s| one(*s)).unwrap_or_default(),
            Step::Lose | Step::Troll | Step::Frigga => b.winner.map(one).unwrap_or_default(),
            Step::Elf => self
                .dying(Monster::Elf)
                .and_then(|id| self.figure(id).controller)
                .map(one)
                .unwrap_or_default(),
            Step::Hel => b.hel.first().map(|h| one(h.2)).unwrap_or_default(),
            Step::Gods => b.gods.first().map(|g| one(g.0)).unwrap_or_default(),
            _ => crate::engine::SeatSet::default(),
        }
    }

    fn heimdall_last(&self) -> bool {
        let b = self.b();
        self.god_here(God::Heimdall) && b.participants.len() > 1
    }

    /// The figure of `monster` in the dying set, if it is there.
    fn dying(&self, monster: Monster) -> Option<FigureId> {
        self.b()
            .dying
            .iter()
            .copied()
            .find(|id| self.figure(*id).kind == Kind::Monster(monster))
    }

    pub(super) fn battle_legal(&self, seat: Seat) -> Vec<Command> {
        let b = self.b();
        let figures = |make: fn(FigureId) -> Command| -> Vec<Command> {
            self.choices(seat).into_iter().map(make).collect()
        };
        match b.step {
            Step::Call => self
                .call_moves(seat)
                .into_iter()
                .map(|figure| Command::Call { figure })
                .chain(std::iter::once(Command::Pass))
                .collect(),
            Step::Odin => figures(|figure| Command::Engage { figure }),
            Step::Heimdall => vec![Command::CallOff, Command::Done],
            Step::Cards | Step::PillagerCard => super::cards_of(self.held(seat))
                .into_iter()
                .map(|card| Command::PlayCard { card })
                .collect(),
            Step::Spy => b
                .participants
                .iter()
                .map(|s| Command::NameWinner { seat: *s })
                .chain(std::iter::once(Command::Done))
                .collect(),
            Step::Save | Step::Lose => figures(|figure| Command::Choose { figure }),
            Step::Troll | Step::Hel | Step::Frigga => {
                let mut out = figures(|figure| Command::Choose { figure });
                out.push(Command::Done);
                out
            }
            Step::Elf => vec![Command::Flee, Command::Done],
            Step::Reinforce => {
                let mut out = self.reinforcements(seat);
                out.push(Command::Done);
                out
            }
            Step::Gods => {
                let Some(&(_, god)) = b.gods.first() else {
                    return Vec::new();
                };
                std::iter::once(Command::MoveGod { god, to: None })
                    .chain(
                        ProvinceId::all()
                            .filter(|p| {
                                *p != b.province
                                    && (p.is_yggdrasil() || !self.state.pillaged[p.index()])
                            })
                            .map(|p| Command::MoveGod { god, to: Some(p) }),
                    )
                    .collect()
            }
            _ => Vec::new(),
        }
    }

    pub(super) fn battle_command(&mut self, seat: Seat, command: Command, ev: &mut Log<Event>) {
        let step = self.b().step;
        match (step, command) {
            (Step::Call, Command::Call { figure }) => {
                let Loc::Province(from) = self.figure(figure).loc else {
                    return;
                };
                let to = self.b().province;
                self.emit(
                    Event::Called {
                        seat,
                        figure,
                        from,
                        to,
                    },
                    ev,
                );
                let n = self.players() as usize;
                let b = self.bm();
                b.passes = 0;
                b.cursor = (b.cursor + 1) % n;
            }
            (Step::Call, _) => {
                self.emit(Event::CallPassed { seat }, ev);
                let n = self.players() as usize;
                let b = self.bm();
                b.passes += 1;
                b.cursor = (b.cursor + 1) % n;
            }
            (Step::Odin, Command::Engage { figure }) => {
                self.bm().odin[seat] = Some(figure);
                self.emit(Event::EngageChosen { seat }, ev);
                self.odin_reveal_if_done(ev);
            }
            (Step::Heimdall, Command::CallOff) => {
                self.emit(Event::CalledOff { seat }, ev);
                let b = self.bm();
                b.cancelled = true;
                b.step = Step::Finish;
            }
            (Step::Heimdall, _) => self.bm().step = Step::RollRest,
            (Step::Cards | Step::PillagerCard, Command::PlayCard { card }) => {
                // Secret until the reveal, which moves it from the hand to the discards.
                self.bm().cards[seat] = Some(card);
                self.emit(Event::CardChosen { seat }, ev);
                self.cards_reveal_if_done(ev);
            }
            (Step::Spy, Command::NameWinner { seat: winner }) => {
                self.emit(Event::SpyNamed { spy: seat, winner }, ev);
                let b = self.bm();
                b.winner = Some(winner);
                b.step = Step::Dying;
            }
            (Step::Spy, _) => self.bm().step = Step::Dying,
            (Step::Save, Command::Choose { figure }) => self.save(seat, figure, ev),
            (Step::Lose, Command::Choose { figure }) => self.lose(seat, figure, ev),
            (Step::Troll, Command::Choose { figure }) => {
                self.emit(Event::Sacrificed { seat, figure }, ev);
                self.emit(
                    Event::Died {
                        figures: vec![figure],
                    },
                    ev,
                );
                self.queue_hel(figure, seat);
                self.bm().step = Step::Dwarf;
            }
            (Step::Troll, _) => {
                self.troll_survives(ev);
                self.bm().step = Step::Dwarf;
            }
            (Step::Elf, Command::Flee) => {
                if let Some(elf) = self.dying(Monster::Elf) {
                    self.bm().dying.retain(|id| *id != elf);
                    self.emit(Event::ElfFled { figure: elf }, ev);
                }
                self.bm().step = Step::Kill;
            }
            (Step::Elf, _) => self.bm().step = Step::Kill,
            (Step::Hel, Command::Choose { figure }) => {
                let (_, province, controller) = self.bm().hel.remove(0);
                self.emit(
                    Event::Revived {
                        seat: controller,
                        figure,
                        province,
                    },
                    ev,
                );
            }
            (Step::Hel, _) => {
                self.bm().hel.remove(0);
            }
            (Step::Frigga, Command::Choose { figure }) => {
                self.emit(Event::Recalled { seat, figure }, ev);
                self.bm().step = Step::Reinforce;
                self.queue_reinforcements();
            }
            (Step::Frigga, _) => {
                self.bm().step = Step::Reinforce;
                self.queue_reinforcements();
            }
            (Step::Reinforce, Command::Reinforce { figure, to }) => {
                self.emit(
                    Event::Placed {
                        seat,
                        figure,
                        to,
                        reinforce: true,
                    },
                    ev,
                );
                self.bm().queue.remove(0);
            }
            (Step::Reinforce, _) => {
                self.bm().queue.remove(0);
            }
            (Step::Gods, Command::MoveGod { god, to }) => {
                self.emit(Event::GodMoved { seat, god, to }, ev);
                self.bm().gods.remove(0);
            }
            _ => {}
        }
    }

    fn save(&mut self, seat: Seat, figure: FigureId, ev: &mut Log<Event>) {
        self.bm().dying.retain(|id| *id != figure);
        self.emit(Event::Saved { seat, figure }, ev);
        self.bm().queue.remove(0);
    }

    fn lose(&mut self, seat: Seat, figure: FigureId, ev: &mut Log<Event>) {
        self.bm().dying.push(figure);
        self.emit(Event::Lost { seat, figure }, ev);
        self.bm().step = Step::Troll;
    }

    fn troll_survives(&mut self, ev: &mut Log<Event>) {
        if let Some(troll) = self.dying(Monster::Troll) {
            self.bm().dying.retain(|id| *id != troll);
            self.emit(Event::TrollSurvived { figure: troll }, ev);
        }
    }

    fn queue_hel(&mut self, figure: FigureId, controller: Seat) {
        if self.figure(figure).kind == Kind::Monster(Monster::HelSoldier) {
            let province = self.b().province;
            self.bm().hel.push((figure, province, controller));
        }
    }

    fn queue_reinforcements(&mut self) {
        let b = self.b();
        let queue: Vec<Seat> = b
            .participants
            .iter()
            .copied()
            .filter(|s| {
                b.cards[*s].is_some_and(|c| {
                    data::rules().cards[c as usize - 1].effect == CardEffect::Reinforce
                })
            })
            .collect();
        self.bm().queue = queue;
    }

    fn odin_reveal_if_done(&mut self, ev: &mut Log<Event>) {
        let b = self.b();
        if b.participants.iter().any(|s| b.odin[*s].is_none()) {
            return;
        }
        let picks: Vec<(Seat, FigureId)> = b
            .participants
            .iter()
            .filter_map(|s| b.odin[*s].map(|f| (*s, f)))
            .collect();
        self.emit(
            Event::Engaged {
                picks: picks.clone(),
            },
            ev,
        );
        let b = self.bm();
        b.engaged = picks.into_iter().map(|(_, f)| f).collect();
        b.step = Step::Points;
    }

    fn cards_reveal_if_done(&mut self, ev: &mut Log<Event>) {
        let heimdall = self.heimdall_last();
        let b = self.b();
        let waiting = |s: &Seat| b.cards[*s].is_none();
        if b.step == Step::Cards {
            let others_done = b
                .participants
                .iter()
                .filter(|s| !(heimdall && **s == b.pillager))
                .all(|s| !waiting(s));
            if !others_done {
                return;
            }
            let cards: Vec<(Seat, u8)> = b
                .participants
                .iter()
                .filter_map(|s| b.cards[*s].map(|c| (*s, c)))
                .collect();
            self.emit(Event::CardsRevealed { cards }, ev);
            self.bm().step = if heimdall {
                Step::PillagerCard
            } else {
                Step::Resolve
            };
        } else {
            let pillager = b.pillager;
            let card = b.cards[pillager].unwrap_or(1);
            self.emit(
                Event::CardsRevealed {
                    cards: vec![(pillager, card)],
                },
                ev,
            );
            self.bm().step = Step::Resolve;
        }
    }

    /// Army strength of `seat`'s engaged figures, Tyr applied (RP-39), and its Mystic bonus in
    /// half points.
    fn army(&self, seat: Seat) -> (u32, i32) {
        let b = self.b();
        let spirit = self.state.gifts[seat] == Some(Gift::Spirit);
        let mut strength = 0u32;
        let mut fighters = 0;
        let mut halves = 0i32;
        for id in &b.engaged {
            let f = self.figure(*id);
            if f.controller != Some(seat) {
                continue;
            }
            if f.kind == Kind::Mystic {
                halves += if spirit { 3 } else { 1 };
            } else {
                fighters += 1;
                strength += u32::from(f.kind.strength());
            }
        }
        if self.god_here(God::Tyr) {
            strength = u32::from(fighters > 0);
        }
        (strength, halves)
    }

    fn roll_for(&mut self, seat: Seat, ev: &mut Log<Event>) {
        let (dice, halves) = self.army(seat);
        let explode =
            self.opts.leader && self.b().engaged.iter().any(|id| self.own_leader(seat, *id));
        let mut faces = Vec::new();
        let mut points = 0;
        for _ in 0..dice {
            loop {
                let face = self.roll();
                faces.push(face);
                points += Game::die_points(face);
                if !(explode && face == 6) {
                    break;
                }
            }
        }
        self.emit(
            Event::Rolled {
                seat,
                faces,
                points,
            },
            ev,
        );
        self.bm().totals[seat] = Some(2 * points as i32 + halves);
    }

    fn card_total(&self, seat: Seat) -> Option<i32> {
        let (strength, halves) = self.army(seat);
        let b = self.b();
        let card = data::rules().cards[b.cards[seat].unwrap_or(1) as usize - 1];
        let power = match card.effect {
            CardEffect::LeaderOne => {
                let leader_here = self
                    .on_battlefield(b.province)
                    .any(|id| self.own_leader(seat, id));
                if leader_here { Some(1) } else { card.power }
            }
            _ => card.power,
        }?;
        Some(2 * strength as i32 + 2 * power + halves)
    }

    fn played(&self, seat: Seat, effect: CardEffect) -> bool {
        self.b().cards[seat].is_some_and(|c| data::rules().cards[c as usize - 1].effect == effect)
    }

    /// One step of the pillage: it runs on, waits for a decision, or is over.
    pub(super) fn battle_step(&mut self, ev: &mut Log<Event>) -> Flow {
        let waits = || Flow::Wait(Proc::Battle, ());
        let step = self.b().step;
        match step {
            Step::Call => {
                let n = self.players() as usize;
                loop {
                    let b = self.b();
                    if b.passes >= n {
                        self.bm().step = Step::Begin;
                        break;
                    }
                    let seat = b.order[b.cursor];
                    if !self.call_moves(seat).is_empty() {
                        return waits();
                    }
                    let b = self.bm();
                    b.passes += 1;
                    b.cursor = (b.cursor + 1) % n;
                }
            }
            Step::Begin => self.begin_battle(ev),
            Step::Odin
            | Step::Heimdall
            | Step::Spy
            | Step::Lose
            | Step::Elf
            | Step::Cards
            | Step::PillagerCard => return waits(),
            Step::Points => {
                if self.opts.battle_cards {
                    self.bm().step = Step::Cards;
                    return waits();
                }
                let pillager = self.b().pillager;
                self.roll_for(pillager, ev);
                self.bm().step = if self.god_here(God::Heimdall) {
                    Step::Heimdall
                } else {
                    Step::RollRest
                };
            }
            Step::RollRest => {
                let others: Vec<Seat> = self.b().participants[1..].to_vec();
                for seat in others {
                    self.roll_for(seat, ev);
                }
                self.bm().step = Step::Resolve;
            }
            Step::Resolve => self.resolve(ev),
            Step::Dying => self.build_dying(),
            Step::Save => {
                let Some(&seat) = self.b().queue.first() else {
                    self.start_lose(ev);
                    return Flow::Again(Proc::Battle);
                };
                match self.choices(seat).as_slice() {
                    [] => {
                        self.bm().queue.remove(0);
                    }
                    [only] => self.save(seat, *only, ev),
                    _ => return waits(),
                }
            }
            Step::Troll => {
                let troll = self.dying(Monster::Troll).is_some();
                let winner = self.b().winner;
                match winner {
                    _ if !troll => self.bm().step = Step::Dwarf,
                    Some(w) if !self.choices(w).is_empty() => return waits(),
                    _ => {
                        self.troll_survives(ev);
                        self.bm().step = Step::Dwarf;
                    }
                }
            }
            Step::Dwarf => {
                if let Some(dwarf) = self.dying(Monster::Dwarf) {
                    let face = self.roll();
                    let survives = face <= 4;
                    self.emit(
                        Event::DwarfRolled {
                            figure: dwarf,
                            face,
                            survives,
                        },
                        ev,
                    );
                    if survives {
                        self.bm().dying.retain(|id| *id != dwarf);
                    }
                }
                let elf_may_flee =
                    self.dying(Monster::Elf).is_some() && !self.b().province.is_yggdrasil();
                self.bm().step = if elf_may_flee { Step::Elf } else { Step::Kill };
            }
            Step::Kill => {
                let dying = std::mem::take(&mut self.bm().dying);
                let controllers: Vec<Option<Seat>> =
                    dying.iter().map(|id| self.figure(*id).controller).collect();
                if !dying.is_empty() {
                    self.emit(
                        Event::Died {
                            figures: dying.clone(),
                        },
                        ev,
                    );
                }
                for (id, c) in dying.iter().zip(controllers) {
                    if let Some(c) = c {
                        self.queue_hel(*id, c);
                    }
                }
                self.bm().step = Step::Hel;
            }
            Step::Hel => {
                if self.b().hel.is_empty() {
                    self.bm().step = Step::Reward;
                    return Flow::Again(Proc::Battle);
                }
                if self.choices(self.b().hel[0].2).is_empty() {
                    self.bm().hel.remove(0);
                    return Flow::Again(Proc::Battle);
                }
                return waits();
            }
            Step::Reward => self.reward(ev),
            Step::Frigga => {
                let winner = self.b().winner;
                match winner {
                    Some(w) if self.god_here(God::Frigga) && !self.choices(w).is_empty() => {
                        return waits();
                    }
                    _ => {
                        self.bm().step = Step::Reinforce;
                        self.queue_reinforcements();
                    }
                }
            }
            Step::Reinforce => {
                let Some(&seat) = self.b().queue.first() else {
                    self.queue_gods(ev);
                    return Flow::Again(Proc::Battle);
                };
                if self.reinforcements(seat).is_empty() {
                    self.bm().queue.remove(0);
                } else {
                    return waits();
                }
            }
            Step::Gods => {
                if self.b().gods.is_empty() {
                    self.bm().step = Step::Finish;
                } else {
                    return waits();
                }
            }
            Step::Finish => {
                self.finish_battle(ev);
                return Flow::Done;
            }
        }
        Flow::Again(Proc::Battle)
    }

    fn begin_battle(&mut self, ev: &mut Log<Event>) {
        let province = self.b().province;
        let pillager = self.b().pillager;
        let n = self.players();
        let on_field: Vec<FigureId> = self.on_battlefield(province).collect();
        let participants: Vec<Seat> = pillager
            .clockwise(n)
            .filter(|s| {
                on_field
                    .iter()
                    .any(|id| self.figure(*id).controller == Some(*s))
            })
            .collect();
        self.emit(
            Event::Participants {
                seats: participants.clone(),
            },
            ev,
        );
        let sides: Vec<(FigureId, Seat)> = on_field
            .iter()
            .filter_map(|id| self.figure(*id).controller.map(|c| (*id, c)))
            .collect();
        let b = self.bm();
        b.participants.clone_from(&participants);
        b.engaged = on_field;
        b.sides = sides;
        b.step = Step::Points;
        if self.god_here(God::Odin) {
            self.bm().step = Step::Odin;
            for seat in participants {
                if let [only] = self.choices(seat).as_slice() {
                    let only = *only;
                    self.bm().odin[seat] = Some(only);
                }
            }
            self.odin_reveal_if_done(ev);
        }
    }

    fn resolve(&mut self, ev: &mut Log<Event>) {
        let participants = self.b().participants.clone();
        let cards = self.opts.battle_cards;
        let totals: Vec<(Seat, Option<i32>)> = participants
            .iter()
            .map(|s| {
                let t = if cards {
                    self.card_total(*s)
                } else {
                    self.b().totals[*s]
                };
                (*s, t)
            })
            .collect();
        for (s, t) in &totals {
            self.bm().totals[*s] = *t;
        }
        let best = totals.iter().map(|(_, t)| *t).max().flatten();
        let outcome = match best {
            Some(v) if v >= 2 => {
                let top: Vec<Seat> = totals
                    .iter()
                    .filter(|(_, t)| *t == Some(v))
                    .map(|(s, _)| *s)
                    .collect();
                if top.len() == 1 {
                    BattleOutcome::Winner(top[0])
                } else {
                    BattleOutcome::AllDie
                }
            }
            _ => BattleOutcome::Nothing,
        };
        self.emit(Event::BattleResolved { totals, outcome }, ev);
        let winner = match outcome {
            BattleOutcome::Winner(w) => Some(w),
            _ => None,
        };
        // Without a winner the Spy may name one (RP-49); the all-die case is told apart from
        // "nothing" by the totals.
        let spy = winner.is_none() && self.spy().is_some();
        let b = self.bm();
        b.winner = winner;
        b.outcome = outcome;
        b.step = if spy { Step::Spy } else { Step::Dying };
    }

    fn build_dying(&mut self) {
        let all_die = self.b().outcome == BattleOutcome::AllDie;
        let b = self.b();
        let dying: Vec<FigureId> = match b.winner {
            Some(w) => b
                .engaged
                .iter()
                .copied()
                .filter(|id| self.figure(*id).controller != Some(w))
                .collect(),
            None if all_die => b.engaged.clone(),
            None => Vec::new(),
        };
        let losers: Vec<Seat> = b
            .participants
            .iter()
            .copied()
            .filter(|s| {
                Some(*s) != b.winner
                    && self.played(*s, CardEffect::SaveOne)
                    && dying
                        .iter()
                        .any(|id| self.figure(*id).controller == Some(*s))
            })
            .collect();
        let b = self.bm();
        b.dying = dying;
        b.queue = losers;
        b.step = Step::Save;
    }

    fn start_lose(&mut self, ev: &mut Log<Event>) {
        let winner = self.b().winner;
        self.bm().step = Step::Troll;
        if let Some(w) = winner
            && self.played(w, CardEffect::LoseOne)
        {
            self.bm().step = Step::Lose;
            if let [only] = self.choices(w).as_slice() {
                let only = *only;
                self.lose(w, only, ev);
            } else if self.choices(w).is_empty() {
                self.bm().step = Step::Troll;
            }
        }
    }

    fn reward(&mut self, ev: &mut Log<Event>) {
        let b = self.b();
        let province = b.province;
        let pillager = b.pillager;
        let Some(winner) = b.winner else {
            self.emit(Event::PillageFailed { province }, ev);
            self.bm().step = Step::Finish;
            return;
        };
        let recipient = if self.god_here(God::Loki) {
            let totals: Vec<(Seat, Option<i32>)> =
                b.participants.iter().map(|s| (*s, b.totals[*s])).collect();
            let low = totals.iter().map(|(_, t)| *t).min().flatten();
            let lowest: Vec<Seat> = totals
                .iter()
                .filter(|(_, t)| *t == low)
                .map(|(s, _)| *s)
                .collect();
            (lowest.len() == 1).then(|| lowest[0])
        } else {
            (winner == pillager).then_some(pillager)
        };
        let r = data::rules();
        if let Some(seat) = recipient {
            self.bm().succeeded = true;
            if province.is_yggdrasil() {
                self.emit(
                    Event::Reward {
                        seat,
                        pillager,
                        province,
                        token: None,
                    },
                    ev,
                );
                self.glory_to(seat, r.yggdrasil_glory, GloryWhy::Yggdrasil, ev);
            } else {
                let token = self.state.tokens[province.index()];
                self.emit(
                    Event::Reward {
                        seat,
                        pillager,
                        province,
                        token: Some(token),
                    },
                    ev,
                );
                if token == Token::Glory {
                    self.glory_to(seat, r.glory_token, GloryWhy::Token, ev);
                }
            }
        } else {
            self.emit(Event::PillageFailed { province }, ev);
        }
        // Battle Glory (RP-18), Thor, Valkyrie.
        let b = self.b();
        let interfering = b.participants.len().saturating_sub(1).max(1) as u32;
        let valkyrie = b.engaged.iter().any(|id| {
            let f = self.figure(*id);
            let fought_for = if self.config.version() >= 2 {
                b.sides.iter().find(|(s, _)| s == id).map(|(_, c)| *c)
            } else {
                // Version 1 asked who controlled her after the deaths and the Hel Soldier:
                // games created then replay as they were played.
                f.controller
            };
            f.kind == Kind::Monster(Monster::Valkyrie) && fought_for == Some(winner)
        });
        let amount = interfering + self.state.axes[winner];
        self.glory_to(winner, amount, GloryWhy::Battle, ev);
        if self.god_here(God::Thor) {
            self.glory_to(winner, r.thor_glory, GloryWhy::Thor, ev);
        }
        if valkyrie {
            self.glory_to(winner, r.valkyrie_glory, GloryWhy::Valkyrie, ev);
        }
        self.bm().step = Step::Frigga;
    }

    fn queue_gods(&mut self, ev: &mut Log<Event>) {
        let province = self.b().province;
        let mut gods: Vec<(Seat, God)> = if self.b().succeeded {
            self.gods()
                .filter(|(_, p, _)| *p == province)
                .map(|(g, _, s)| (s, g))
                .collect()
        } else {
            Vec::new()
        };
        if gods.len() > 1 {
            self.rng.shuffle(&mut gods);
            self.emit(
                Event::RandomOrder {
                    seats: gods.iter().map(|g| g.0).collect(),
                },
                ev,
            );
        }
        let b = self.bm();
        b.gods = gods;
        b.step = Step::Gods;
    }

    fn finish_battle(&mut self, ev: &mut Log<Event>) {
        let participants = self.b().participants.clone();
        for seat in participants {
            if self.opts.battle_cards && self.state.hands[seat] == 0 {
                self.emit(Event::CardsTakenBack { seat }, ev);
            }
        }
        self.battle = None;
    }
}
