//! The phases around the Action phase (variants.md 1.5): set-up, Doom, the quest roll, the
//! prayers (gifts, Blessing, Rent a Monster, gods), quest resolution with the monster pool,
//! Ragnarök, Scoring by rank, Reset, and the end of the game.

use super::flow::{AgeStep, Flow, Proc, ask};
use super::{
    Command, Event, Figure, Game, Gift, GloryWhy, God, Kind, Loc, PerSeat, Quest, Stage, Token,
    data,
};
use crate::engine::base::data::{FjordId, ProvinceId};
use crate::engine::sourced::Log;
use crate::engine::{Outcome, Seat, SeatSet};

impl Game {
    /// Shuffles the tokens, draws Age 1's first player and runs Age 1 to its first decision.
    /// Returns what happened (kept as the game's opening events).
    pub(super) fn open(&mut self) -> Vec<Event> {
        let mut ev = Log::new();
        let r = data::rules();
        let mut tokens = if self.opts.literal_tokens {
            r.literal_tokens
        } else {
            r.outer_tokens
        };
        self.rng.shuffle(&mut tokens);
        self.emit(
            Event::TokensPlaced {
                tokens: tokens.to_vec(),
            },
            &mut ev,
        );
        let first = Seat(self.rng.below(u32::from(self.players())) as u8);
        self.emit(Event::FirstPlayer { seat: first }, &mut ev);
        self.start(&mut ev);
        ev.into_vec()
    }

    /// Doom, the quest roll, then the prayers or the Action phase.
    pub(super) fn begin_age(&mut self, age: u8, ev: &mut Log<Event>) -> Flow {
        self.emit(Event::AgeBegan { age }, ev);
        let doom = ProvinceId(self.rng.below(8) as u8);
        self.emit(Event::Doom { province: doom }, ev);
        let face = self.roll();
        let quest = Quest::of_face(face);
        self.emit(Event::QuestRolled { face, quest }, ev);
        if self.opts.prayers {
            Flow::Call(
                Proc::Age(AgeStep::Gifts),
                Proc::Ask(Stage::Pray {
                    round: 1,
                    picks: PerSeat::filled(self.players(), None),
                    asked: SeatSet::all(self.players()),
                    granted: 0,
                }),
            )
        } else {
            Flow::Again(Proc::Age(AgeStep::Actions))
        }
    }

    pub(super) fn legal_prayers(&self, round: u8, granted: u8) -> Vec<Command> {
        let low = u8::from(!self.opts.blessing);
        (low..=5)
            .filter(|n| round == 1 || *n == 0 || granted & (1 << n) == 0)
            .map(|number| Command::Pray { number })
            .collect()
    }

    /// `seat`'s prayer; once every asked clan has prayed, the reveal and the gifts, and a second
    /// round among those who shared a number.
    pub(super) fn pray(
        &mut self,
        seat: Seat,
        command: Command,
        stage: Stage,
        ev: &mut Log<Event>,
    ) -> Flow {
        // `answer` passes the stage it asked.
        let Stage::Pray {
            round,
            mut picks,
            asked,
            mut granted,
        } = stage
        else {
            return Flow::Done;
        };
        let Command::Pray { number } = command else {
            return ask(Stage::Pray {
                round,
                picks,
                asked,
                granted,
            });
        };
        picks[seat] = Some(number);
        self.emit(Event::Prayed { seat }, ev);
        if asked.iter().any(|s| picks[s].is_none()) {
            return ask(Stage::Pray {
                round,
                picks,
                asked,
                granted,
            });
        }
        let shown: Vec<(Seat, u8)> = asked
            .iter()
            .filter_map(|s| picks[s].map(|n| (s, n)))
            .collect();
        self.emit(
            Event::PrayersRevealed {
                round,
                picks: shown.clone(),
            },
            ev,
        );
        let mut again = SeatSet::default();
        for &(seat, n) in &shown {
            let sharing = shown.iter().filter(|(_, m)| *m == n).count();
            if n == 0 {
                self.grant(seat, Gift::Blessing, ev);
            } else if sharing == 1 {
                granted |= 1 << n;
                self.grant(seat, Gift::of_number(n).unwrap_or(Gift::Spy), ev);
            } else {
                again.insert(seat);
            }
        }
        if round == 1 && !again.is_empty() {
            return ask(Stage::Pray {
                round: 2,
                picks: PerSeat::filled(self.players(), None),
                asked: again,
                granted,
            });
        }
        Flow::Done
    }

    fn grant(&mut self, seat: Seat, gift: Gift, ev: &mut Log<Event>) {
        self.emit(Event::GiftGranted { seat, gift }, ev);
        if gift == Gift::Blessing {
            self.glory_to(seat, data::rules().blessing_glory, GloryWhy::Blessing, ev);
        }
    }

    /// Rent a Monster's choice (then the gods, then the Action phase).
    pub(super) fn after_prayers(&self) -> Flow {
        let renter = self
            .seats()
            .find(|s| self.state.gifts[*s] == Some(Gift::RentMonster));
        if let Some(seat) = renter
            && !self.pool().is_empty()
        {
            return Flow::Call(Proc::Age(AgeStep::Gods), Proc::Ask(Stage::Rent(seat)));
        }
        Flow::Again(Proc::Age(AgeStep::Gods))
    }

    pub(super) fn rent(&mut self, seat: Seat, command: Command, ev: &mut Log<Event>) -> Flow {
        let Command::Rent { monster } = command else {
            return ask(Stage::Rent(seat));
        };
        self.gain_monster(seat, monster, true, false, ev);
        Flow::Done
    }

    /// The clans without a gift place the gods, in a random order (then the Action phase).
    pub(super) fn place_gods(&mut self, ev: &mut Log<Event>) -> Flow {
        if self.opts.gods {
            let mut queue: Vec<Seat> = self
                .seats()
                .filter(|s| self.state.gifts[*s].is_none())
                .collect();
            if !queue.is_empty() {
                self.rng.shuffle(&mut queue);
                self.emit(
                    Event::RandomOrder {
                        seats: queue.clone(),
                    },
                    ev,
                );
                return Flow::Call(
                    Proc::Age(AgeStep::Actions),
                    Proc::Ask(Stage::PlaceGod(queue)),
                );
            }
        }
        Flow::Again(Proc::Age(AgeStep::Actions))
    }

    pub(super) fn legal_god_places(&self) -> Vec<Command> {
        God::ALL
            .into_iter()
            .filter(|g| self.state.gods[g.index()].is_none())
            .flat_map(|god| {
                ProvinceId::all().map(move |province| Command::PlaceGod { god, province })
            })
            .collect()
    }

    pub(super) fn place_god(
        &mut self,
        seat: Seat,
        mut queue: Vec<Seat>,
        command: Command,
        ev: &mut Log<Event>,
    ) -> Flow {
        let Command::PlaceGod { god, province } = command else {
            return ask(Stage::PlaceGod(queue));
        };
        self.emit(
            Event::GodPlaced {
                seat,
                god,
                province,
            },
            ev,
        );
        queue.remove(0);
        if queue.is_empty() || self.legal_god_places().is_empty() {
            Flow::Done
        } else {
            ask(Stage::PlaceGod(queue))
        }
    }

    /// The Action phase ended: quest resolution, Ragnarök, Scoring, Reset.
    pub(super) fn end_actions(&mut self, ev: &mut Log<Event>) -> Flow {
        self.emit(
            Event::ActionPhaseEnded {
                pillaged: self.pillaged_count(),
            },
            ev,
        );
        let counts: PerSeat<u32> = self.seats().map(|s| self.quest_count(s)).collect();
        let quest = self.state.quest.unwrap_or(Quest::Yggdrasil);
        let fewest = quest == Quest::FewestValhalla;
        let mut values: Vec<u32> = counts
            .iter()
            .copied()
            .filter(|c| fewest || *c >= 1)
            .collect();
        values.sort_unstable();
        values.dedup();
        if !fewest {
            values.reverse();
        }
        let place = |k: usize| -> Vec<Seat> {
            values.get(k).map_or_else(Vec::new, |v| {
                counts
                    .seats()
                    .filter(|(_, c)| *c == v)
                    .map(|(s, _)| s)
                    .collect()
            })
        };
        let first = place(0);
        let second = place(1);
        self.emit(
            Event::QuestCounted {
                counts: counts.into_iter().collect(),
                first: first.clone(),
                second: second.clone(),
            },
            ev,
        );
        if self.state.age == 3 {
            let [g1, g2] = data::rules().age3_quest_glory;
            for &s in &first {
                self.glory_to(s, g1, GloryWhy::Quest, ev);
            }
            for &s in &second {
                self.glory_to(s, g2, GloryWhy::Quest, ev);
            }
            return Flow::Again(Proc::Age(AgeStep::Ragnarok));
        }
        let mut first = first;
        let mut second = second;
        self.rng.shuffle(&mut first);
        if first.len() > 1 {
            self.emit(
                Event::RandomOrder {
                    seats: first.clone(),
                },
                ev,
            );
        }
        self.rng.shuffle(&mut second);
        if second.len() > 1 {
            self.emit(
                Event::RandomOrder {
                    seats: second.clone(),
                },
                ev,
            );
        }
        Flow::Call(
            Proc::Age(AgeStep::Ragnarok),
            Proc::Ask(Stage::QuestPick { first, second }),
        )
    }

    /// The next first-place clan picks its monster; when none is left (or the pool is empty),
    /// each second-place clan draws one at random.
    pub(super) fn next_quest_pick(
        &mut self,
        first: Vec<Seat>,
        second: Vec<Seat>,
        ev: &mut Log<Event>,
    ) -> Flow {
        if !first.is_empty() && !self.pool().is_empty() {
            return ask(Stage::QuestPick { first, second });
        }
        for seat in second {
            let pool = self.pool();
            if pool.is_empty() {
                break;
            }
            let monster = pool[self.rng.below(pool.len() as u32) as usize];
            self.gain_monster(seat, monster, false, true, ev);
        }
        Flow::Done
    }

    /// A monster leaves the pool for `seat`'s reserve: rented until Reset, or kept for good.
    fn gain_monster(
        &mut self,
        seat: Seat,
        monster: super::Monster,
        rented: bool,
        random: bool,
        ev: &mut Log<Event>,
    ) {
        self.emit(
            Event::MonsterGained {
                seat,
                monster,
                rented,
                random,
            },
            ev,
        );
    }

    pub(super) fn quest_pick(
        &mut self,
        seat: Seat,
        first: &[Seat],
        second: Vec<Seat>,
        command: Command,
        ev: &mut Log<Event>,
    ) -> Flow {
        let Command::TakeMonster { monster } = command else {
            return ask(Stage::QuestPick {
                first: first.to_vec(),
                second,
            });
        };
        self.gain_monster(seat, monster, false, false, ev);
        self.next_quest_pick(first[1..].to_vec(), second, ev)
    }

    /// Figures `seat` counts for this Age's quest (RP-09, RP-10).
    pub fn quest_count(&self, seat: Seat) -> u32 {
        let quest = self.state.quest.unwrap_or(Quest::Yggdrasil);
        let counts = |f: &Figure| -> bool {
            match quest {
                Quest::Yggdrasil => f.loc == Loc::Province(ProvinceId::YGGDRASIL),
                Quest::MostValhalla | Quest::FewestValhalla => f.loc == Loc::Valhalla,
                _ => {
                    let region = quest.region();
                    match f.loc {
                        Loc::Province(p) => p.def().region == region && region.is_some(),
                        Loc::Fjord(fj) => fj.supports().iter().any(|p| p.def().region == region),
                        _ => false,
                    }
                }
            }
        };
        self.state
            .figures
            .iter()
            .filter(|f| f.controller == Some(seat) && counts(f))
            .count() as u32
    }

    pub(super) fn after_quest(&mut self, ev: &mut Log<Event>) -> Flow {
        // Ragnarök: the Doom province and its fjord.
        let r = data::rules();
        let doom = self.state.doom.unwrap_or(ProvinceId(0));
        let fjord = doom.def().fjord;
        let dead: Vec<super::FigureId> = self
            .ids()
            .filter(|id| {
                let loc = self.figure(*id).loc;
                loc == Loc::Province(doom) || fjord.is_some_and(|f| loc == Loc::Fjord(f))
            })
            .collect();
        // Each clan's Glory counts the figures it controlled there, before they die.
        let killed: Vec<(Seat, u32)> = self
            .seats()
            .map(|seat| {
                let n = dead
                    .iter()
                    .filter(|id| self.figure(**id).controller == Some(seat))
                    .count() as u32;
                (seat, n)
            })
            .collect();
        self.emit(
            Event::Ragnarok {
                province: doom,
                figures: dead,
            },
            ev,
        );
        for (seat, n) in killed {
            self.glory_to(seat, n * r.ragnarok_glory, GloryWhy::Ragnarok, ev);
        }
        if self.opts.mystics {
            for seat in self.seats() {
                let n = self
                    .state
                    .figures
                    .iter()
                    .filter(|f| {
                        f.kind == Kind::Mystic && f.controller == Some(seat) && f.loc.on_board()
                    })
                    .count() as u32;
                self.glory_to(seat, n * r.mystic_glory, GloryWhy::Mystics, ev);
            }
        }
        // Scoring by rank.
        let gained: Vec<u32> = self
            .state
            .glory
            .iter()
            .map(|g| self.state.glory.iter().filter(|o| *o < g).count() as u32)
            .collect();
        self.emit(
            Event::Scored {
                glory: self.state.glory.as_slice().to_vec(),
                gained,
            },
            ev,
        );
        if self.state.age == 3 {
            self.finish(ev);
            return Flow::Done;
        }
        self.emit(Event::Reset, ev);
        Flow::Again(Proc::Age(AgeStep::Begin {
            age: self.state.age + 1,
        }))
    }

    fn finish(&mut self, ev: &mut Log<Event>) {
        let n = self.players();
        // Position in Age 1's turn order: later ranks higher among ties (RP-55).
        let position = |s: Seat| (s.0 + n - self.state.first_player.0) % n;
        let mut order: Vec<Seat> = self.seats().collect();
        order.sort_by(|a, b| {
            self.state.vp[*b]
                .cmp(&self.state.vp[*a])
                .then(position(*b).cmp(&position(*a)))
        });
        let mut ranks = PerSeat::filled(n, 0u8);
        for (i, s) in order.iter().enumerate() {
            ranks[*s] = i as u8 + 1;
        }
        let ranks: Vec<u8> = ranks.into_iter().collect();
        self.emit(
            Event::GameOver {
                ranks: ranks.clone(),
            },
            ev,
        );
        self.outcome = Some(Outcome {
            glory: self.state.vp.as_slice().to_vec(),
            winners: vec![order[0]],
            ranks,
        });
    }

    /// Outer provinces pillaged this Age.
    pub fn pillaged_count(&self) -> u8 {
        self.state.pillaged.iter().filter(|p| **p).count() as u8
    }

    /// The number of outer provinces pillaged that ends this Age's Action phase (RP-03).
    pub fn end_threshold(&self) -> u8 {
        let r = data::rules();
        if self.opts.threshold_by_players {
            r.end_after_by_players[(self.players() - 3) as usize]
        } else {
            r.end_after_by_age[(self.state.age - 1) as usize]
        }
    }

    /// The fjord of an outer province (none for Yggdrasil).
    pub(super) fn fjord_of(province: ProvinceId) -> Option<FjordId> {
        province.def().fjord
    }

    /// The reward of pillaging `province` (none for Yggdrasil).
    pub fn token(&self, province: ProvinceId) -> Option<Token> {
        (!province.is_yggdrasil()).then(|| self.state.tokens[province.index()])
    }
}
