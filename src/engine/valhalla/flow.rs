//! Control flow: how Valhalla's resumable procedures step on the engine's procedure runtime
//! (`engine::procedure`), the set-up and the six phases of an Age (variants.md 2.6, 2.7, 2.11,
//! 2.12).

use super::command::{Cause, Command, Event, GloryWhy};
use super::pack::{CardId, ChamberId, Effect, GodId, Stat};
use super::proc::{AgeStep, DestroyProc, Proc};
use super::{Ask, FigureId, Game, Loc, Phase};
use crate::engine::procedure::{self, Flow, Procedures, Stack};
use crate::engine::sourced::Log;
use crate::engine::{Outcome, PerSeat, Seat};

impl Procedures for Game {
    type Proc = Proc;
    type Wait = Ask;
    type Context = Log<Event>;

    fn stack(&mut self) -> &mut Stack<Proc> {
        &mut self.procs
    }

    fn halted(&self) -> bool {
        self.ask.is_some() || self.outcome.is_some()
    }

    fn post(&mut self, ask: Ask) {
        self.ask = Some(ask);
    }

    /// One step of `proc`: most push what follows them themselves (several procedures at once,
    /// or a wait deep in a contest) and are done.
    fn step(&mut self, proc: Proc, ev: &mut Log<Event>) -> Flow<Proc, Ask> {
        match proc {
            Proc::Age(step) => self.age_step(step, ev),
            Proc::Draft => self.draft_round(ev),
            Proc::ActionPhase { next } => self.action_loop(next, ev),
            Proc::Turn(seat) => match self.input.take() {
                Some((_, command)) => self.act(seat, command, ev),
                None => return Flow::Wait(Proc::Turn(seat), Ask::Turn(seat)),
            },
            Proc::March { seat, from } => self.march_more(seat, from, ev),
            Proc::Summoned(s) => self.summoned(s, ev),
            Proc::Contest(c) => self.contest_step(*c, ev),
            Proc::Reward(r) => self.reward_step(r, ev),
            Proc::Raise {
                seat,
                optional,
                exclude,
            } => self.raise_step(seat, optional, exclude, ev),
            Proc::Grace { seat } => {
                return Flow::Again(Proc::Raise {
                    seat,
                    optional: false,
                    exclude: self.reward_raised,
                });
            }
            Proc::Destroy(d) => self.destroy_step(d, ev),
            Proc::Sacrifice {
                seat,
                chosen,
                count,
            } => self.sacrifice_step(seat, chosen, count, ev),
            Proc::Quests { pending, raised } => self.quests_step(pending, raised, ev),
            Proc::ValorPay { seat, figures } => self.valor_pay(seat, &figures, ev),
            Proc::Keep => self.keep_step(ev),
        }
        Flow::Done
    }
}

impl Game {
    /// Runs procedures until a decision is awaited or the game is over.
    pub(super) fn run(&mut self, ev: &mut Log<Event>) {
        procedure::run(self, ev);
    }

    /// Answers the awaited decision.
    pub(super) fn answer(&mut self, seat: Seat, command: Command, ev: &mut Log<Event>) {
        match self.ask {
            Some(Ask::Draft) => {
                if let (Command::Pick { card }, Some(_)) = (command, &self.state.draft) {
                    self.emit(Event::Picked { seat }, ev);
                    self.emit(Event::PickedCard { seat, card }, ev);
                    if let Some(d) = &self.state.draft
                        && d.picks.iter().all(Option::is_some)
                    {
                        self.ask = None;
                    }
                }
            }
            Some(Ask::Keep) => {
                match command {
                    Command::Keep { card } => {
                        self.keeping[seat].push(card);
                        if self.keeping[seat].len()
                            >= usize::from(self.pack.numbers.kept_between_ages)
                        {
                            self.keep_done.insert(seat);
                        }
                    }
                    _ => self.keep_done.insert(seat),
                }
                if self.seats().all(|s| self.keep_done.contains(s)) {
                    self.ask = None;
                }
            }
            Some(Ask::Play) => {
                if let (Command::Play { card }, Some(b)) = (command, self.battle.as_mut()) {
                    b.chosen[seat] = Some(card);
                    self.emit(Event::CardChosen { seat }, ev);
                }
                if self.play_awaited().is_empty() {
                    self.ask = None;
                }
            }
            _ => {
                self.input = Some((seat, command));
                self.ask = None;
            }
        }
        self.run(ev);
    }

    // ------------------------------------------------------------------ set-up (2.6)

    pub(super) fn setup(&mut self, mut gods: Vec<GodId>, ev: &mut Log<Event>) {
        let n = self.pack.numbers.clone();
        let mut numbers: Vec<u8> = (1..=8).collect();
        self.rng.shuffle(&mut numbers);
        let mut drawn: Vec<u8> = numbers[..usize::from(n.chamber_tokens_drawn)].to_vec();
        drawn.sort_unstable();
        let chambers: Vec<ChamberId> = drawn
            .iter()
            .filter_map(|k| self.pack.numbered(*k))
            .collect();
        self.emit(Event::TokensDrawn { chambers }, ev);
        self.rng.shuffle(&mut gods);
        gods.truncate(3);
        self.emit(Event::GodsDrawn { gods }, ev);
        let mut monsters = self.pack.monsters.clone();
        self.rng.shuffle(&mut monsters);
        monsters.truncate(usize::from(n.monsters_per_player) * usize::from(self.players()));
        self.emit(
            Event::MonstersDrawn {
                monsters: monsters.clone(),
            },
            ev,
        );
        let mut deck: Vec<CardId> = Vec::new();
        for g in &self.state.age_gods {
            deck.extend(&self.pack.god(*g).deck);
        }
        deck.extend(monsters);
        self.rng.shuffle(&mut deck);
        self.emit(
            Event::DeckShuffled {
                cards: deck.len(),
                order: deck,
            },
            ev,
        );
        let first = Seat(self.rng.below(u32::from(self.players())) as u8);
        self.emit(Event::FirstPlayer { seat: first }, ev);
        // Every clan starts at its first Rage step (`State::blank`).
        debug_assert!(
            self.seats()
                .all(|s| self.state.rage[s] == self.stat(s, Stat::Rage))
        );
        self.procs.push(Proc::Age(AgeStep::GodArrives));
    }

    // ------------------------------------------------------------------ the Age (2.7)

    fn age_step(&mut self, step: AgeStep, ev: &mut Log<Event>) {
        match step {
            AgeStep::GodArrives => {
                self.phase = Phase::GodArrives;
                self.emit(
                    Event::AgeBegan {
                        age: self.state.age + 1,
                    },
                    ev,
                );
                let god = self.state.age_gods[usize::from(self.state.age - 1)];
                let lowest = (1..=8u8)
                    .filter_map(|k| self.pack.numbered(k))
                    .find(|c| self.state.tokens[c.index()]);
                if let Some(chamber) = lowest {
                    self.emit(Event::GodArrived { god, chamber }, ev);
                }
                self.procs.push(Proc::Age(AgeStep::Draft));
            }
            AgeStep::Draft => {
                self.phase = Phase::Draft;
                let deal = usize::from(self.pack.numbers.deal);
                let mut top = self.state.deck.iter().copied();
                let packets: PerSeat<Vec<CardId>> = self
                    .seats()
                    .map(|_| top.by_ref().take(deal).collect())
                    .collect();
                self.emit(
                    Event::Dealt {
                        cards: self.pack.numbers.deal,
                        packets,
                    },
                    ev,
                );
                self.procs.then([Proc::Draft, Proc::Age(AgeStep::Action)]);
            }
            AgeStep::Action => {
                self.phase = Phase::Action;
                self.procs
                    .then([Proc::ActionPhase { next: None }, Proc::Age(AgeStep::Quest)]);
            }
            AgeStep::Quest => {
                self.phase = Phase::Quest;
                let pending = self.reveal_quests(ev);
                self.procs.then([
                    Proc::Quests {
                        pending,
                        raised: false,
                    },
                    Proc::Age(AgeStep::Valor),
                ]);
            }
            AgeStep::Valor => {
                self.phase = Phase::ProveValor;
                self.procs.push(Proc::Age(AgeStep::Release));
                self.prove_valor(ev);
            }
            AgeStep::Release => {
                self.phase = Phase::Release;
                self.release(ev);
                if self.state.age < 3 {
                    self.procs.push(Proc::Age(AgeStep::EndOfAge));
                } else {
                    self.end_game(ev);
                }
            }
            AgeStep::EndOfAge => {
                self.phase = Phase::EndOfAge;
                self.emit(
                    Event::AgeEnded {
                        age: self.state.age,
                    },
                    ev,
                );
                self.keep_done = crate::engine::SeatSet::default();
                for seat in self.seats() {
                    self.keeping[seat].clear();
                    let pool = self.state.hands[seat].len() + self.state.discards[seat].len();
                    if pool <= usize::from(self.pack.numbers.kept_between_ages) {
                        self.keep_done.insert(seat);
                    }
                }
                self.procs.then([Proc::Keep, Proc::Age(AgeStep::NextAge)]);
            }
            AgeStep::NextAge => {
                let seat = self.state.first_player.next(self.players());
                self.emit(Event::FirstPlayerPassed { seat }, ev);
                self.procs.push(Proc::Age(AgeStep::GodArrives));
            }
        }
    }

    /// One picking round of the draft: waits for every pick, then keeps them and passes on.
    fn draft_round(&mut self, ev: &mut Log<Event>) {
        let keep = usize::from(self.pack.numbers.keep);
        let left = self.state.age != 2;
        let Some(d) = self.state.draft.as_ref() else {
            return;
        };
        if d.picks.iter().any(Option::is_none) {
            self.wait(Proc::Draft, Ask::Draft);
            return;
        }
        // Every seat keeps its pick; once each has kept enough, the rest of the packets go to
        // the bottom of the deck and the kept cards (with those set aside) to the hands.
        if d.kept[Seat(0)].len() + 1 >= keep {
            let bottomed: usize = d.packets.iter().map(Vec::len).sum::<usize>() - d.picks.len();
            self.emit(
                Event::Bottomed {
                    cards: bottomed as u8,
                },
                ev,
            );
            return;
        }
        // Pass: left (to the next seat clockwise) in Ages 1 and 3, right in Age 2.
        self.emit(Event::Passed { left }, ev);
        self.wait(Proc::Draft, Ask::Draft);
    }

    /// End of Age: waits for every seat's kept cards, then sets them aside; the rest leave.
    fn keep_step(&mut self, ev: &mut Log<Event>) {
        if !self.seats().all(|s| self.keep_done.contains(s)) {
            self.wait(Proc::Keep, Ask::Keep);
            return;
        }
        let limit = usize::from(self.pack.numbers.kept_between_ages);
        for seat in self.seats() {
            let pool = self.state.hands[seat].len() + self.state.discards[seat].len();
            let cards: Vec<CardId> = if pool <= limit {
                let mine = &self.state;
                mine.hands[seat]
                    .iter()
                    .chain(&mine.discards[seat])
                    .copied()
                    .collect()
            } else {
                std::mem::take(&mut self.keeping[seat])
            };
            // The cards not kept leave the game (VH-25).
            self.emit(
                Event::KeptCards {
                    seat,
                    kept: cards.len() as u8,
                    removed: (pool - cards.len()) as u8,
                    cards,
                },
                ev,
            );
        }
    }

    // ------------------------------------------------------------------ Action phase (2.8)

    /// Whether the Action phase ends now (VH-14): every clan at 0 Rage, or every chamber that
    /// has a reward this Age claimed.
    fn action_over(&self) -> bool {
        let all_spent = self.seats().all(|s| self.state.rage[s] == 0);
        let all_claimed = self
            .pack
            .chamber_ids()
            .filter(|c| !self.state.tokens[c.index()])
            .all(|c| self.state.claimed[c.index()].is_some());
        all_spent || all_claimed
    }

    fn action_loop(&mut self, next: Option<Seat>, ev: &mut Log<Event>) {
        let from = match next {
            None => {
                let rage = self.seats().map(|s| self.stat(s, Stat::Rage)).collect();
                self.emit(Event::ActionBegan { rage }, ev);
                self.state.first_player
            }
            Some(seat) => seat,
        };
        if self.action_over() {
            self.emit(Event::ActionEnded, ev);
            return;
        }
        let players = self.players();
        let Some(seat) = from
            .clockwise(players)
            .find(|s| self.state.rage[*s] > 0 && !self.state.passed.contains(*s))
        else {
            self.emit(Event::ActionEnded, ev);
            return;
        };
        self.emit(Event::TurnBegan { seat }, ev);
        self.procs.then([
            Proc::Turn(seat),
            Proc::ActionPhase {
                next: Some(seat.next(players)),
            },
        ]);
    }

    // ------------------------------------------------------------------ Quest phase (2.11)

    /// Whether a quest of `seat` is fulfilled by the board as it stands.
    pub(super) fn fulfilled(&self, seat: Seat, card: CardId) -> bool {
        let most = |chamber: ChamberId| {
            let mine = self.clan_str(seat, chamber, false);
            mine > 0
                && self
                    .seats()
                    .filter(|s| *s != seat)
                    .all(|s| self.clan_str(s, chamber, false) < mine)
        };
        match self.pack.card(card).effect {
            Effect::MostStrInAny(mask) => (1..=8u8)
                .filter(|k| mask & (1 << k) != 0)
                .filter_map(|k| self.pack.numbered(k))
                .any(most),
            Effect::MostStrInThrone => most(self.pack.throne()),
            Effect::FiguresFallen(n) => self.fallen(seat) >= u32::from(n),
            Effect::MostStrInMany(n) => {
                self.pack.chamber_ids().filter(|c| most(*c)).count() >= usize::from(n)
            }
            _ => false,
        }
    }

    /// Reveals every committed quest against the board at the start of the phase (VH-23) and
    /// returns them to hand (VH-24); the fulfilled ones, in turn order from the first player.
    fn reveal_quests(&mut self, ev: &mut Log<Event>) -> Vec<(Seat, CardId)> {
        let mut pending = Vec::new();
        let order: Vec<Seat> = self.state.first_player.clockwise(self.players()).collect();
        let mut results = Vec::new();
        for seat in &order {
            for s in self.state.slots[*seat].iter().filter(|s| s.quest) {
                results.push((*seat, s.card, self.fulfilled(*seat, s.card)));
            }
        }
        for (seat, card, fulfilled) in results {
            self.emit(
                Event::QuestRevealed {
                    seat,
                    card,
                    fulfilled,
                },
                ev,
            );
            if fulfilled {
                pending.push((seat, card));
            }
        }
        pending
    }

    fn quests_step(&mut self, mut pending: Vec<(Seat, CardId)>, raised: bool, ev: &mut Log<Event>) {
        let Some((seat, _)) = pending.first().copied() else {
            return;
        };
        if !raised {
            self.procs.then([
                Proc::Raise {
                    seat,
                    optional: true,
                    exclude: 0,
                },
                Proc::Quests {
                    pending,
                    raised: true,
                },
            ]);
            return;
        }
        let horns = self.stat(seat, Stat::Horns);
        let doubled = self
            .upgrades(seat)
            .filter(|e| *e == Effect::DoubleQuestHorns)
            .count() as u32;
        self.glory_to(seat, horns << doubled, GloryWhy::Quest, ev);
        pending.remove(0);
        self.procs.push(Proc::Quests {
            pending,
            raised: false,
        });
    }

    // ------------------------------------------------------------------ Prove Valor (2.12)

    /// The scoring chambers (Odin's Throne, then the god chambers in the order the gods
    /// arrived) and their majority clans, all counted before anything is removed (VH-20).
    fn prove_valor(&mut self, ev: &mut Log<Event>) {
        let mut chambers = vec![self.pack.throne()];
        for g in &self.state.age_gods {
            if let Some(c) = self
                .pack
                .chamber_ids()
                .find(|c| self.state.gods[c.index()] == Some(*g))
            {
                chambers.push(c);
            }
        }
        let mut procs = Vec::new();
        for chamber in chambers {
            let counts: Vec<(Seat, usize)> = self
                .state
                .first_player
                .clockwise(self.players())
                .map(|s| (s, self.in_chamber(s, chamber).len()))
                .collect();
            let best = counts.iter().map(|(_, k)| *k).max().unwrap_or(0);
            let seats: Vec<Seat> = if best == 0 {
                Vec::new()
            } else {
                counts
                    .iter()
                    .filter(|(_, k)| *k == best)
                    .map(|(s, _)| *s)
                    .collect()
            };
            self.emit(
                Event::Valor {
                    chamber,
                    seats: seats.clone(),
                },
                ev,
            );
            for seat in seats {
                let figures = self.in_chamber(seat, chamber);
                procs.push(Proc::Destroy(DestroyProc::new(
                    figures.iter().map(|f| (*f, Loc::Sauna)).collect(),
                    Cause::Valor,
                )));
                procs.push(Proc::ValorPay { seat, figures });
            }
        }
        self.procs.then(procs);
    }

    /// Prove Valor's Glory for the figures of `seat` that went to the Sauna (a Witch that
    /// retreated scores nothing, VH-21).
    fn valor_pay(&mut self, seat: Seat, figures: &[FigureId], ev: &mut Log<Event>) {
        let removed = figures
            .iter()
            .filter(|f| self.figure(**f).loc == Loc::Sauna)
            .count() as u32;
        let per = self.pack.numbers.prove_valor_glory[usize::from(self.state.age - 1)];
        let doubled = self
            .upgrades(seat)
            .filter(|e| *e == Effect::DoubleValor)
            .count() as u32;
        self.glory_to(seat, (removed * per) << doubled, GloryWhy::Valor, ev);
    }

    // ------------------------------------------------------------------ Release Warriors

    fn release(&mut self, ev: &mut Log<Event>) {
        let mut back = PerSeat::filled(self.players(), 0u8);
        for f in &self.state.figures {
            if f.loc.fallen()
                && let Some(owner) = f.owner
            {
                back[owner] += 1;
            }
        }
        self.emit(
            Event::Released {
                figures: back.as_slice().to_vec(),
            },
            ev,
        );
        for seat in self.seats() {
            let per: u32 = self
                .upgrades(seat)
                .filter_map(|e| match e {
                    Effect::ReleaseGlory(n) => Some(n),
                    _ => None,
                })
                .sum();
            self.glory_to(seat, per * u32::from(back[seat]), GloryWhy::Ability, ev);
        }
    }

    // ------------------------------------------------------------------ End of game

    fn end_game(&mut self, ev: &mut Log<Event>) {
        for seat in self.seats() {
            let per: u32 = self
                .upgrades(seat)
                .filter_map(|e| match e {
                    Effect::EndGloryPerFigure(n) => Some(n),
                    _ => None,
                })
                .sum();
            let on_board = self
                .state
                .figures
                .iter()
                .filter(|f| f.owner == Some(seat) && matches!(f.loc, Loc::Chamber(_)))
                .count() as u32;
            self.glory_to(seat, per * on_board, GloryWhy::Ability, ev);
        }
        for seat in self.seats() {
            let bonus: u32 = Stat::ALL
                .iter()
                .map(|s| {
                    self.pack.numbers.stat_bonus[usize::from(self.state.steps[seat][s.index()])]
                })
                .sum();
            self.glory_to(seat, bonus, GloryWhy::StatBonus, ev);
        }
        self.phase = Phase::Over;
        self.procs.clear();
        self.emit(
            Event::GameEnded {
                glory: self.state.glory.as_slice().to_vec(),
            },
            ev,
        );
        self.outcome = Some(Outcome::from_glory(self.state.glory.as_slice().to_vec()));
    }

    // ------------------------------------------------------------------ who decides, and what

    /// Participants that still have to choose a battle card.
    pub(super) fn play_awaited(&self) -> Vec<Seat> {
        self.battle.as_ref().map_or_else(Vec::new, |b| {
            b.participants
                .iter()
                .copied()
                .filter(|s| b.chosen[*s].is_none() && !self.state.hands[*s].is_empty())
                .collect()
        })
    }

    pub(super) fn awaited_seats(&self) -> crate::engine::SeatSet {
        let Some(ask) = &self.ask else {
            return crate::engine::SeatSet::default();
        };
        match ask {
            Ask::Draft => self
                .state
                .draft
                .as_ref()
                .map(|d| self.seats().filter(|s| d.picks[*s].is_none()).collect())
                .unwrap_or_default(),
            Ask::Keep => self
                .seats()
                .filter(|s| !self.keep_done.contains(*s))
                .collect(),
            Ask::Play => self.play_awaited().into_iter().collect(),
            Ask::Turn(s)
            | Ask::March(s, _)
            | Ask::Call(s, _)
            | Ask::Late(s)
            | Ask::Raise { seat: s, .. }
            | Ask::Choose { seat: s, .. }
            | Ask::Move(s, _)
            | Ask::Accept(s, _)
            | Ask::BuyBack(s)
            | Ask::Steal(s)
            | Ask::Place(s)
            | Ask::Take(s, _) => crate::engine::SeatSet::one(*s),
        }
    }

    pub(super) fn legal_for(&self, seat: Seat) -> Vec<Command> {
        let Some(ask) = &self.ask else {
            return Vec::new();
        };
        let distinct = |cards: &mut dyn Iterator<Item = CardId>| -> Vec<CardId> {
            let mut out: Vec<CardId> = Vec::new();
            for c in cards {
                if !out.contains(&c) {
                    out.push(c);
                }
            }
            out
        };
        match ask {
            Ask::Draft => self.state.draft.as_ref().map_or_else(Vec::new, |d| {
                distinct(&mut d.packets[seat].iter().copied())
                    .into_iter()
                    .map(|card| Command::Pick { card })
                    .collect()
            }),
            Ask::Keep => {
                let mut pool: Vec<CardId> = self.state.hands[seat]
                    .iter()
                    .chain(&self.state.discards[seat])
                    .copied()
                    .collect();
                for k in &self.keeping[seat] {
                    if let Some(pos) = pool.iter().position(|c| c == k) {
                        pool.remove(pos);
                    }
                }
                let mut out: Vec<Command> = distinct(&mut pool.into_iter())
                    .into_iter()
                    .map(|card| Command::Keep { card })
                    .collect();
                out.push(Command::Done);
                out
            }
            Ask::Play => distinct(&mut self.state.hands[seat].iter().copied())
                .into_iter()
                .map(|card| Command::Play { card })
                .collect(),
            Ask::Turn(_) => self.legal_turn(seat),
            Ask::March(_, from) => {
                let mut out = self.moves_from(seat, *from);
                out.push(Command::Done);
                out
            }
            Ask::Call(_, chamber) => {
                let mut out: Vec<Command> = self
                    .callable(seat, *chamber)
                    .into_iter()
                    .map(|figure| Command::Call { figure })
                    .collect();
                out.push(Command::Pass);
                out
            }
            Ask::Late(_) => {
                let mut out: Vec<Command> = distinct(
                    &mut self.state.hands[seat]
                        .iter()
                        .copied()
                        .filter(|c| self.pack.card(*c).effect == Effect::Late),
                )
                .into_iter()
                .map(|card| Command::Late { card })
                .collect();
                out.push(Command::Pass);
                out
            }
            Ask::Raise {
                optional, exclude, ..
            } => {
                let mut out: Vec<Command> = Stat::ALL
                    .into_iter()
                    .filter(|s| exclude & (1 << s.index()) == 0 && self.can_raise(seat, *s))
                    .map(|stat| Command::Raise { stat })
                    .collect();
                if *optional {
                    out.push(Command::Done);
                }
                out
            }
            Ask::Choose {
                among, optional, ..
            } => {
                let mut out: Vec<Command> = among
                    .iter()
                    .map(|figure| Command::Choose { figure: *figure })
                    .collect();
                if *optional {
                    out.push(Command::Done);
                }
                out
            }
            Ask::Move(_, figures) => {
                let mut out = Vec::new();
                for figure in figures {
                    if let Loc::Chamber(from) = self.figure(*figure).loc {
                        for to in &self.pack.chamber(from).doors {
                            out.push(Command::Move {
                                figure: *figure,
                                to: *to,
                            });
                        }
                    }
                }
                out.push(Command::Done);
                out
            }
            Ask::Accept(..) => vec![Command::Accept, Command::Done],
            Ask::BuyBack(_) => {
                let mut out: Vec<Command> = self.buyable(seat);
                out.push(Command::Done);
                out
            }
            Ask::Steal(_) => self
                .seats()
                .filter(|s| *s != seat)
                .map(|s| Command::Steal { seat: s })
                .collect(),
            Ask::Place(_) => {
                let mut out = Vec::new();
                for figure in self.reserve_of(seat) {
                    for chamber in self.pack.chamber_ids().filter(|c| self.is_common(*c)) {
                        out.push(Command::Place { figure, chamber });
                    }
                }
                out.push(Command::Done);
                out
            }
            Ask::Take(_, cards) => distinct(&mut cards.iter().copied())
                .into_iter()
                .map(|card| Command::Take { card })
                .collect(),
        }
    }

    /// One figure of each kind in `seat`'s reserve.
    pub(super) fn reserve_of(&self, seat: Seat) -> Vec<FigureId> {
        self.representatives(self.ids().filter(|id| {
            let f = self.figure(*id);
            f.owner == Some(seat) && f.loc == Loc::Reserve
        }))
    }
}
