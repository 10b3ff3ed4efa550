//! Pillage (3.6-3.10): Call to Battle, the battle (cards, reveal, texts in Primacy → Watch →
//! the rest order, late cards, totals) and its resolution in the fixed order R1-R7, plus the
//! rewards of a successful pillage.
//!
//! The battle is a sequence of named steps ([`BattleStep`], one method each, dispatched by
//! `step_battle`); a step acts on the texts of the cards involved through their effects
//! (`effects.rs`), never on a card's name, so a new card whose text fits a step is a catalogue row.

use super::Game;
use super::action::invade_proc;
use super::command::{Command, Figure, Place};
use super::data::{
    CardId, CardKind, CardName, God, Monster, PillageToken, ProvinceId, Stat, board,
};
use super::effects::Effect;
use super::event::{Cause, Event};
use super::flow::{
    BattleStep, DestroyProc, Flow, PillageProc, PillageStep, Proc, RaiseProc, RewardProc,
};
use super::pending::{Decision, Pending};
use super::state::{Battle, Loc, Played};
use crate::engine::{Seat, SeatSet};

fn ask(seat: Seat, decision: Decision) -> Pending {
    Pending {
        seats: SeatSet::one(seat),
        decision,
    }
}

/// What a battle step leads to: the next step at once, or a stop of the loop.
enum Next {
    /// Go on with this step.
    Go(BattleStep),
    /// Hand a flow to the procedure loop (a decision to wait for, a child procedure to run).
    Stop(Flow),
}

/// Wait for `pending`, then resume the battle at `then`.
fn wait(then: BattleStep, pending: Pending) -> Next {
    Next::Stop(Flow::Wait(Proc::Battle(then), pending))
}

/// Run `child` first, then resume the battle at `then`.
fn call(then: BattleStep, child: Proc) -> Next {
    Next::Stop(Flow::Call(Proc::Battle(then), child))
}

fn destroy(victims: Vec<(Seat, Figure, Place)>, cause: Cause) -> Proc {
    Proc::Destroy(DestroyProc {
        victims,
        cause,
        next: 0,
    })
}

/// Value of a played card before Heimdall's Sight looks at it: a counted quest's bonus, else the
/// printed +STR of a battle card (0 for upgrades, uncounted quests and +X).
fn base_value(played: &Played) -> u32 {
    if played.quest_bonus > 0 {
        played.quest_bonus
    } else {
        played.card.def().battle_str()
    }
}

/// A played card's current +STR (D-35 for `match_highest`, Heimdall's Sight: the highest value
/// among the other participants' cards on the table, other such cards excluded; 0 if its text is
/// cancelled).
pub(crate) fn card_value(table: &[Played], played: &Played) -> u32 {
    if played.card.def().effect == Effect::MatchHighest {
        if played.cancelled {
            return 0;
        }
        return table
            .iter()
            .filter(|q| q.seat != played.seat && q.card.def().effect != Effect::MatchHighest)
            .map(base_value)
            .max()
            .unwrap_or(0);
    }
    base_value(played)
}

impl Game {
    fn battle(&self) -> &Battle {
        self.state
            .battle
            .as_deref()
            .expect("a battle is being fought")
    }

    /// Figures `seat` may move into `province` at a Call to Battle opportunity: one figure from an
    /// adjacent standing province (ships never move; 3.6 step 3).
    pub(crate) fn call_options(
        &self,
        seat: Seat,
        province: ProvinceId,
    ) -> Vec<(Figure, ProvinceId)> {
        let mut out = Vec::new();
        if self.state.free_villages(province) == 0 {
            return out;
        }
        for from in ProvinceId::all() {
            if from != province
                && province.def().is_adjacent(from)
                && !self.state.is_destroyed(from)
            {
                for figure in self.movable_at(seat, from) {
                    out.push((figure, from));
                }
            }
        }
        out
    }

    /// Pillage: Call to Battle in clockwise rounds from the pillager's left, the pillager last, until
    /// the province is full or a whole round passes without a move; then an uncontested pillage or
    /// a battle (3.6).
    pub(crate) fn step_pillage(&mut self, mut p: PillageProc) -> Flow {
        let n = self.state.players;
        loop {
            match p.step {
                PillageStep::Call => {
                    if self.state.free_villages(p.province) == 0 {
                        p.step = PillageStep::Resolve;
                        continue;
                    }
                    if p.offered == n {
                        if !p.moved {
                            p.step = PillageStep::Resolve;
                            continue;
                        }
                        p.offered = 0;
                        p.moved = false;
                    }
                    p.offered += 1;
                    let seat = Seat((p.seat.0 + p.offered) % n);
                    if !self.call_options(seat, p.province).is_empty() {
                        p.step = PillageStep::CallAnswer;
                        return Flow::Wait(
                            Proc::Pillage(p),
                            ask(
                                seat,
                                Decision::CallToBattle {
                                    province: p.province,
                                },
                            ),
                        );
                    }
                }
                PillageStep::CallAnswer => {
                    let seat = Seat((p.seat.0 + p.offered) % n);
                    if let Command::Join { figure, from } = self.take_input() {
                        self.emit(Event::Moved {
                            seat,
                            figure,
                            from: Place::Province(from),
                            to: Place::Province(p.province),
                        });
                        p.moved = true;
                    }
                    p.step = PillageStep::Call;
                }
                PillageStep::Resolve => {
                    let participants: Vec<Seat> = self
                        .state
                        .clockwise(p.seat)
                        .filter(|s| self.state.present(*s, p.province))
                        .collect();
                    if participants.iter().all(|s| *s == p.seat) {
                        self.emit(Event::PillageUncontested {
                            province: p.province,
                        });
                        self.emit(Event::PillageSucceeded {
                            seat: p.seat,
                            province: p.province,
                            token: self.state.tokens[p.province.index()],
                        });
                        p.step = PillageStep::AfterReward;
                        return Flow::Call(
                            Proc::Pillage(p),
                            Proc::Reward(RewardProc {
                                seat: p.seat,
                                province: p.province,
                                grace: None,
                                step: 0,
                            }),
                        );
                    }
                    let valkyrie = participants.iter().copied().find(|s| {
                        self.state.clans[*s].loc(Figure::Monster(Monster::Valkyrie))
                            == Some(Loc::At(Place::Province(p.province)))
                    });
                    self.emit(Event::BattleBegan {
                        province: p.province,
                        pillager: p.seat,
                        challenge: p.challenge,
                        participants,
                        valkyrie,
                    });
                    p.step = PillageStep::God;
                    return Flow::Call(Proc::Pillage(p), Proc::Battle(BattleStep::Choose));
                }
                PillageStep::AfterReward => {
                    p.step = PillageStep::God;
                    if self.hammers_applies(p.seat, p.province) {
                        return Flow::Call(
                            Proc::Pillage(p),
                            Proc::Hammers {
                                seat: p.seat,
                                from: p.province,
                            },
                        );
                    }
                }
                PillageStep::God => {
                    p.step = PillageStep::GodAnswer;
                    return match self.god_leaves(p.seat, p.province) {
                        Some(pending) => Flow::Wait(Proc::Pillage(p), pending),
                        None => Flow::Done,
                    };
                }
                PillageStep::GodAnswer => {
                    self.god_moved(p.seat, p.province);
                    return Flow::Done;
                }
            }
        }
    }

    /// This round's card of a participant, not late.
    fn round_card(&self, seat: Seat) -> Option<&Played> {
        let b = self.battle();
        b.table
            .iter()
            .find(|p| p.seat == seat && p.round == b.round && !p.late)
    }

    /// The first uncancelled card revealed this round, in pillager-clockwise order, whose text is
    /// `effect`: its owner and name.
    fn first_revealed(&self, effect: Effect) -> Option<(Seat, CardId)> {
        self.battle()
            .order
            .iter()
            .filter_map(|s| self.round_card(*s))
            .find(|c| !c.cancelled && c.card.def().effect == effect)
            .map(|c| (c.seat, c.card))
    }

    /// The value a revealed quest may count as through the seat's upgrades (D-37: one bonus, the
    /// highest; 0 without one).
    fn quest_bonus(&self, seat: Seat) -> u32 {
        self.state.clans[seat]
            .upgrades(|e| match e {
                Effect::QuestAsBattle(value) => Some(value),
                _ => None,
            })
            .map(|(_, value)| value)
            .max()
            .unwrap_or(0)
    }

    /// The battle (3.7, 3.9), one named step at a time: each step does its part and says which
    /// step comes next, or stops the loop to wait for a decision or to run a child procedure.
    pub(crate) fn step_battle(&mut self, mut step: BattleStep) -> Flow {
        loop {
            let next = match step {
                BattleStep::Choose => self.battle_choose(),
                BattleStep::OpenCards { next, round } => self.open_cards(next, round),
                BattleStep::OpenAnswer { next, round } => self.open_answer(next, round),
                BattleStep::Reveal => self.battle_reveal(),
                BattleStep::CountQuests { next } => self.count_quests(next),
                BattleStep::CountAnswer { next } => self.count_answer(next),
                BattleStep::CancelTexts => self.cancel_texts(),
                BattleStep::DiscardRevealed => self.discard_revealed(),
                BattleStep::Destructions { owner, chooser } => {
                    self.reveal_destructions(owner, chooser)
                }
                BattleStep::KeepOneAnswer { owner, chooser } => {
                    self.keep_one_answer(owner, chooser)
                }
                BattleStep::Late { asked, passes } => self.late_window(asked, passes),
                BattleStep::LateAnswer { asked, passes } => self.late_answer(asked, passes),
                BattleStep::Totals => self.battle_totals(),
                BattleStep::LosersTake => self.losers_take(),
                BattleStep::BuyBack => self.buy_back(),
                BattleStep::BuyBackAnswer => self.buy_back_answer(),
                BattleStep::ReturnCards => self.return_cards(),
                BattleStep::LosersDie => self.losers_die(),
                BattleStep::Success => self.battle_success(),
                BattleStep::WinRaise => self.win_raise(),
                BattleStep::Glory => {
                    self.battle_glory();
                    Next::Go(BattleStep::Hammers)
                }
                BattleStep::Hammers => self.battle_hammers(),
                BattleStep::Reinforce { next } => self.reinforce(next),
                BattleStep::ReinforceAnswer { next } => self.reinforce_answer(next),
                BattleStep::End => {
                    let province = self.battle().province;
                    self.emit(Event::BattleEnded { province });
                    return Flow::Done;
                }
            };
            match next {
                Next::Go(then) => step = then,
                Next::Stop(flow) => return flow,
            }
        }
    }

    /// B1: every participant with a card in hand plays one face down, simultaneously (in
    /// Heimdall's province one at a time, face up: `open_cards`).
    fn battle_choose(&self) -> Next {
        let b = self.battle();
        if self.battle_god() == Some(God::Heimdall) {
            return Next::Go(BattleStep::OpenCards {
                next: 0,
                round: b.round + 1,
            });
        }
        let seats: SeatSet = b
            .order
            .iter()
            .copied()
            .filter(|s| !self.state.clans[*s].hand.is_empty())
            .collect();
        if seats.is_empty() {
            return Next::Go(BattleStep::Reveal);
        }
        let decision = Decision::BattleCard {
            province: b.province,
            round: b.round + 1,
        };
        wait(BattleStep::Reveal, Pending { seats, decision })
    }

    /// B1-B2 in Heimdall's province (EX-17): in clockwise order from the pillager's left, the
    /// pillager last, each participant holding a card plays one face up, seen by all before the
    /// next chooses. Then the texts are read as after a reveal (an empty reveal when nobody held
    /// a card).
    fn open_cards(&self, mut next: u8, round: u8) -> Next {
        let b = self.battle();
        let len = b.order.len();
        while (next as usize) < len {
            let seat = b.order[(next as usize + 1) % len];
            next += 1;
            if !self.state.clans[seat].hand.is_empty() {
                return wait(
                    BattleStep::OpenAnswer { next, round },
                    ask(
                        seat,
                        Decision::OpenCard {
                            province: b.province,
                            round,
                        },
                    ),
                );
            }
        }
        if b.round == round {
            Next::Go(BattleStep::CountQuests { next: 0 })
        } else {
            Next::Go(BattleStep::Reveal)
        }
    }

    /// The card the participant before `next` (in Heimdall's order) played face up.
    fn open_answer(&mut self, next: u8, round: u8) -> Next {
        let b = self.battle();
        let seat = b.order[next as usize % b.order.len()];
        let Command::Play { card } = self.take_input() else {
            unreachable!("Play is the only answer offered")
        };
        self.emit(Event::CardPlayedOpen { seat, card, round });
        Next::Go(BattleStep::OpenCards { next, round })
    }

    /// B2: all chosen cards are revealed at once.
    fn battle_reveal(&mut self) -> Next {
        let b = self.battle();
        let cards: Vec<(Seat, CardId)> = b
            .order
            .iter()
            .filter_map(|s| b.chosen[*s].map(|c| (*s, c)))
            .collect();
        let round = b.round + 1;
        self.emit(Event::CardsRevealed { round, cards });
        Next::Go(BattleStep::CountQuests { next: 0 })
    }

    /// B3: participants from `next` on who revealed a quest and may count it as a battle card
    /// (`quest_as_battle`, D-37) are asked whether it counts.
    fn count_quests(&self, mut next: u8) -> Next {
        let b = self.battle();
        while (next as usize) < b.order.len() {
            let seat = b.order[next as usize];
            next += 1;
            let bonus = self.quest_bonus(seat);
            if let Some(played) = self.round_card(seat)
                && bonus > 0
                && played.card.def().kind == CardKind::Quest
            {
                let card = played.card;
                return wait(
                    BattleStep::CountAnswer { next },
                    ask(seat, Decision::CountQuest { card, bonus }),
                );
            }
        }
        Next::Go(BattleStep::CancelTexts)
    }

    /// B3: the answer of the participant before `next`.
    fn count_answer(&mut self, next: u8) -> Next {
        let seat = self.battle().order[next as usize - 1];
        let card = self
            .round_card(seat)
            .expect("the quest is on the table")
            .card;
        if self.take_input() == Command::CountQuest {
            let bonus = self.quest_bonus(seat);
            self.emit(Event::QuestCounted { seat, card, bonus });
        }
        Next::Go(BattleStep::CountQuests { next })
    }

    /// Texts, group 1 (R-03, D-33): the first `cancel_texts` card in pillager-clockwise order
    /// cancels the texts of every card the other participants revealed this round.
    fn cancel_texts(&mut self) -> Next {
        if let Some((seat, by)) = self.first_revealed(Effect::CancelTexts) {
            let b = self.battle();
            let cards: Vec<CardId> = b
                .table
                .iter()
                .filter(|c| c.seat != seat && c.round == b.round && !c.late && !c.cancelled)
                .map(|c| c.card)
                .collect();
            if !cards.is_empty() {
                self.emit(Event::TextsCancelled { seat, by, cards });
            }
        }
        Next::Go(BattleStep::DiscardRevealed)
    }

    /// Texts, group 2 (D-34): the first uncancelled `discard_revealed` card discards every
    /// revealed card, its owner gains their total +STR in Glory, and everyone plays a new card.
    fn discard_revealed(&mut self) -> Next {
        let Some((seat, card)) = self.first_revealed(Effect::DiscardRevealed) else {
            return Next::Go(BattleStep::Destructions {
                owner: 0,
                chooser: 0,
            });
        };
        let b = self.battle();
        let value = b.table.iter().map(|c| card_value(&b.table, c)).sum();
        let discarded = b.table.iter().map(|c| c.card).collect();
        self.emit(Event::WatchResolved {
            seat,
            discarded,
            value,
        });
        if value > 0 {
            self.emit(Event::GloryGained {
                seat,
                amount: value,
                cause: Cause::Card(card.def().id),
            });
        }
        Next::Go(BattleStep::Choose)
    }

    /// Texts, group 3 (D-38, D-39): the revealed destruction texts, owners in pillager-clockwise
    /// order from `owner` on: `kill_warrior_each` destroys one Warrior of each opponent there;
    /// `keep_one_each` has every participant from `chooser` on keep one battle figure.
    fn reveal_destructions(&mut self, mut owner: u8, mut chooser: u8) -> Next {
        let frigga = self.battle_god() == Some(God::Frigga);
        let b = self.battle();
        let province = b.province;
        while (owner as usize) < b.order.len() {
            let seat = b.order[owner as usize];
            let text = self
                .round_card(seat)
                .filter(|c| !c.cancelled)
                .map(|c| (c.card.def().id, c.card.def().effect));
            match text {
                Some((card, Effect::KillWarriorEach)) => {
                    owner += 1;
                    let victims: Vec<(Seat, Figure, Place)> = b
                        .order
                        .iter()
                        .copied()
                        .filter(|s| *s != seat)
                        .filter(|s| {
                            self.state.clans[*s].warriors_at(Loc::At(Place::Province(province))) > 0
                        })
                        .map(|s| (s, Figure::Warrior, Place::Province(province)))
                        .collect();
                    if !victims.is_empty() {
                        if frigga {
                            self.prevent_deaths(Cause::Card(card));
                            return Next::Go(BattleStep::Destructions { owner, chooser });
                        }
                        return call(
                            BattleStep::Destructions { owner, chooser },
                            destroy(victims, Cause::Card(card)),
                        );
                    }
                }
                Some((card, Effect::KeepOneEach)) if frigga => {
                    owner += 1;
                    let any = b
                        .order
                        .iter()
                        .any(|s| self.state.battle_figures(*s, province).len() > 1);
                    if any {
                        self.prevent_deaths(Cause::Card(card));
                        return Next::Go(BattleStep::Destructions { owner, chooser });
                    }
                }
                Some((card, Effect::KeepOneEach)) => {
                    while (chooser as usize) < b.order.len() {
                        let keeper = b.order[chooser as usize];
                        chooser += 1;
                        let figures = self.state.battle_figures(keeper, province);
                        if figures.len() < 2 {
                            continue;
                        }
                        if figures.iter().all(|f| *f == figures[0]) {
                            // Identical figures (Warriors only): keeping any one is the same choice.
                            let victims = figures[1..]
                                .iter()
                                .map(|(f, at)| (keeper, *f, *at))
                                .collect();
                            return call(
                                BattleStep::Destructions { owner, chooser },
                                destroy(victims, Cause::Card(card)),
                            );
                        }
                        return wait(
                            BattleStep::KeepOneAnswer { owner, chooser },
                            ask(keeper, Decision::Spare { province }),
                        );
                    }
                    chooser = 0;
                    owner += 1;
                }
                _ => owner += 1,
            }
        }
        Next::Go(BattleStep::Late {
            asked: 0,
            passes: 0,
        })
    }

    /// Group 3: the figure the participant before `chooser` keeps; the rest are destroyed.
    fn keep_one_answer(&mut self, owner: u8, chooser: u8) -> Next {
        let b = self.battle();
        let province = b.province;
        let seat = b.order[chooser as usize - 1];
        let card = self
            .round_card(b.order[owner as usize])
            .expect("the keep-one card is on the table")
            .card
            .def()
            .id;
        let Command::Spare { figure, at } = self.take_input() else {
            unreachable!("Spare is the only answer offered")
        };
        let mut figures = self.state.battle_figures(seat, province);
        let keep = figures
            .iter()
            .position(|f| *f == (figure, at))
            .expect("offered");
        figures.remove(keep);
        call(
            BattleStep::Destructions { owner, chooser },
            destroy(
                figures.into_iter().map(|(f, at)| (seat, f, at)).collect(),
                Cause::Card(card),
            ),
        )
    }

    /// B5 (3.8, D-36): the late-play window, pillager first then clockwise, one late card per
    /// opportunity, until every participant has declined in succession (`asked` opportunities
    /// given so far, `passes` declines in a row). B-08: who is asked must not depend on hidden
    /// cards, so from Age 2 (the first deck with late cards) every participant holding any card is
    /// asked, late card or not.
    fn late_window(&self, mut asked: u8, mut passes: u8) -> Next {
        let b = self.battle();
        let len = b.order.len();
        while (passes as usize) < len {
            let seat = b.order[asked as usize % len];
            asked += 1;
            if self.state.age >= 2 && !self.state.clans[seat].hand.is_empty() {
                return wait(
                    BattleStep::LateAnswer { asked, passes },
                    ask(
                        seat,
                        Decision::LateCard {
                            province: b.province,
                        },
                    ),
                );
            }
            passes += 1;
        }
        Next::Go(BattleStep::Totals)
    }

    /// B5: a late card played (the declines start again) or declined.
    fn late_answer(&mut self, asked: u8, passes: u8) -> Next {
        let b = self.battle();
        let seat = b.order[(asked as usize - 1) % b.order.len()];
        let passes = if let Command::Play { card } = self.take_input() {
            self.emit(Event::LateCardPlayed { seat, card });
            0
        } else {
            passes + 1
        };
        Next::Go(BattleStep::Late { asked, passes })
    }

    /// B6-B7: figures still alive plus cards; the single highest total wins, a tie for the
    /// highest means every participant loses.
    fn battle_totals(&mut self) -> Next {
        // Tyr's battle (EX-16): figures count 0, cards as usual.
        let tyr = self.battle_god() == Some(God::Tyr);
        let b = self.battle();
        let province = b.province;
        let totals: Vec<(Seat, u32)> = b
            .order
            .iter()
            .map(|s| {
                let cards: u32 = b
                    .table
                    .iter()
                    .filter(|c| c.seat == *s)
                    .map(|c| card_value(&b.table, c))
                    .sum();
                let figures = if tyr {
                    0
                } else {
                    self.state.battle_str_in(*s, province)
                };
                (*s, figures + cards)
            })
            .collect();
        let best = totals.iter().map(|t| t.1).max().unwrap_or(0);
        let top: Vec<Seat> = totals.iter().filter(|t| t.1 == best).map(|t| t.0).collect();
        let winner = (top.len() == 1).then(|| top[0]);
        self.emit(Event::BattleTotals {
            province,
            totals,
            winner,
        });
        Next::Go(BattleStep::LosersTake)
    }

    /// R1 (D-41): the losers' texts against a winner: every `lose_take_rage` takes Rage from it,
    /// then the first `lose_take_cards` takes its played cards. Nothing happens without a winner.
    fn losers_take(&mut self) -> Next {
        let b = self.battle();
        let Some(w) = b.winner else {
            return Next::Go(BattleStep::BuyBack);
        };
        let mut takers: Vec<(Seat, CardName, u32)> = Vec::new();
        let mut poisoner = None;
        for s in b.losers() {
            takers.extend(
                b.revealed(s, |e| match e {
                    Effect::LoseTakeRage(n) => Some(n),
                    _ => None,
                })
                .map(|(card, n)| (s, card, n)),
            );
            if poisoner.is_none() && b.revealed_effect(s, Effect::LoseTakeCards).is_some() {
                poisoner = Some(s);
            }
        }
        for (s, card, n) in takers {
            let amount = n.min(self.state.clans[w].rage);
            if amount > 0 {
                self.emit(Event::RageTaken {
                    from: w,
                    to: s,
                    amount,
                    cause: Cause::Card(card),
                });
            }
        }
        if let Some(s) = poisoner {
            let cards: Vec<CardId> = self
                .battle()
                .table
                .iter()
                .filter(|c| c.seat == w)
                .map(|c| c.card)
                .collect();
            if !cards.is_empty() {
                self.emit(Event::CardsTaken {
                    from: w,
                    to: s,
                    cards,
                });
            }
        }
        Next::Go(BattleStep::BuyBack)
    }

    /// The winner's `buy_back_cards` upgrade (Tyr's Prowess) and the Rage one card costs, if it
    /// may still buy one back.
    fn buy_back_cost(&self) -> Option<(Seat, u32)> {
        let b = self.battle();
        let w = b.winner?;
        let clan = &self.state.clans[w];
        let (_, rage) = clan.upgrade(|e| match e {
            Effect::BuyBackCards { rage } => Some(u32::from(rage)),
            _ => None,
        })?;
        (clan.rage >= rage && b.table.iter().any(|c| c.seat == w)).then_some((w, rage))
    }

    /// R2 (D-42): a winner with `buy_back_cards` keeps played cards for Rage, one at a time.
    fn buy_back(&self) -> Next {
        match self.buy_back_cost() {
            Some((w, _)) => wait(
                BattleStep::BuyBackAnswer,
                ask(
                    w,
                    Decision::Prowess {
                        province: self.battle().province,
                    },
                ),
            ),
            None => Next::Go(BattleStep::ReturnCards),
        }
    }

    /// R2: a card kept (and the winner asked again) or none.
    fn buy_back_answer(&mut self) -> Next {
        let (w, cost) = self.buy_back_cost().expect("only offered when affordable");
        if let Command::Keep { card } = self.take_input() {
            self.emit(Event::CardKeptByProwess {
                seat: w,
                card,
                cost,
            });
            Next::Go(BattleStep::BuyBack)
        } else {
            Next::Go(BattleStep::ReturnCards)
        }
    }

    /// R2: the winner discards what is left; losers take their cards back.
    fn return_cards(&mut self) -> Next {
        let b = self.battle();
        let winner = b.winner;
        let mut moves = Vec::new();
        for s in &b.order {
            let cards: Vec<CardId> = b
                .table
                .iter()
                .filter(|c| c.seat == *s)
                .map(|c| c.card)
                .collect();
            if !cards.is_empty() {
                moves.push((*s, cards));
            }
        }
        for (seat, cards) in moves {
            if Some(seat) == winner {
                self.emit(Event::CardsDiscarded { seat, cards });
            } else {
                self.emit(Event::CardsReturned { seat, cards });
            }
        }
        Next::Go(BattleStep::LosersDie)
    }

    /// R3: every battle figure of every loser is destroyed (all participants on a tie).
    fn losers_die(&mut self) -> Next {
        let b = self.battle();
        let province = b.province;
        let victims: Vec<(Seat, Figure, Place)> = b
            .losers()
            .flat_map(|s| {
                self.state
                    .battle_figures(s, province)
                    .into_iter()
                    .map(move |(f, at)| (s, f, at))
            })
            .collect();
        if victims.is_empty() {
            return Next::Go(BattleStep::Success);
        }
        if self.battle_god() == Some(God::Frigga) {
            self.prevent_deaths(Cause::Battle);
            return Next::Go(BattleStep::Success);
        }
        call(BattleStep::Success, destroy(victims, Cause::Battle))
    }

    /// Frigga's battle (EX-18): what `cause` would destroy stays where it is.
    fn prevent_deaths(&mut self, cause: Cause) {
        let province = self.battle().province;
        self.emit(Event::DeathsPrevented {
            god: God::Frigga,
            province,
            cause,
        });
    }

    /// R4: the pillager won: the pillage succeeds (3.10), with the rewards of its
    /// `pillage_extra_stat` card (Frigga's Grace).
    fn battle_success(&mut self) -> Next {
        let b = self.battle();
        let (pillager, province) = (b.pillager, b.province);
        if b.winner != Some(pillager) {
            self.emit(Event::PillageFailed {
                seat: pillager,
                province,
            });
            return Next::Go(BattleStep::WinRaise);
        }
        let grace = b.revealed_effect(pillager, Effect::PillageExtraStat);
        self.emit(Event::PillageSucceeded {
            seat: pillager,
            province,
            token: self.state.tokens[province.index()],
        });
        call(
            BattleStep::WinRaise,
            Proc::Reward(RewardProc {
                seat: pillager,
                province,
                grace,
                step: 0,
            }),
        )
    }

    /// R4 (D-43): a winner's `win_raise_stat` card raises a stat before the battle Glory.
    fn win_raise(&self) -> Next {
        let b = self.battle();
        let oath = b
            .winner
            .and_then(|w| Some((w, b.revealed_effect(w, Effect::WinRaiseStat)?)));
        match oath {
            Some((w, card)) => call(
                BattleStep::Glory,
                Proc::Raise(RaiseProc {
                    seat: w,
                    cause: Cause::Card(card),
                    optional: false,
                    except: None,
                }),
            ),
            None => Next::Go(BattleStep::Glory),
        }
    }

    /// R6: Lord of Hammers after a successful pillage (D-31).
    fn battle_hammers(&self) -> Next {
        let b = self.battle();
        let next = BattleStep::Reinforce { next: 0 };
        if b.winner == Some(b.pillager) && self.hammers_applies(b.pillager, b.province) {
            return call(
                next,
                Proc::Hammers {
                    seat: b.pillager,
                    from: b.province,
                },
            );
        }
        Next::Go(next)
    }

    /// R6 (D-44): `reinforce_after_loss` (Loki's Blessing), each losing owner from `next` on in
    /// pillager-clockwise order.
    fn reinforce(&self, mut next: u8) -> Next {
        let b = self.battle();
        let province = b.province;
        while (next as usize) < b.order.len() {
            let seat = b.order[next as usize];
            next += 1;
            let clan = &self.state.clans[seat];
            if Some(seat) != b.winner
                && clan.has_effect(Effect::ReinforceAfterLoss)
                && !province.is_yggdrasil()
                && clan.warriors.reserve > 0
                && self.state.horns_room(seat)
                && self.state.free_villages(province) > 0
            {
                return wait(
                    BattleStep::ReinforceAnswer { next },
                    ask(seat, Decision::Blessing { province }),
                );
            }
        }
        Next::Go(BattleStep::End)
    }

    /// R6: the free Warrior invades, or not.
    fn reinforce_answer(&mut self, next: u8) -> Next {
        let b = self.battle();
        let seat = b.order[next as usize - 1];
        let to = Place::Province(b.province);
        if self.take_input() != Command::Accept {
            return Next::Go(BattleStep::Reinforce { next });
        }
        self.emit(Event::Invaded {
            seat,
            figure: Figure::Warrior,
            to,
            cost: 0,
            from_valhalla: false,
        });
        call(
            BattleStep::Reinforce { next },
            invade_proc(seat, Figure::Warrior, to, false),
        )
    }

    /// R5: battle Glory (Axes), then the winner's `win_glory` and `win_rage_and_glory` cards,
    /// every `glory_per_death` card, the Valkyrie, the `glory_if_deaths` upgrades, and finally
    /// the losers' `lose_take_glory` cards (D-40, D-41).
    fn battle_glory(&mut self) {
        let b = self.battle().clone();
        let god = self.battle_god();
        let total: u32 = b.destroyed.iter().map(|d| u32::from(*d)).sum();
        if god == Some(God::Loki) {
            // Loki's battle (EX-19): each loser gains its own Axes, the winner none.
            for s in b.losers() {
                let axes = u32::from(self.state.clans[s].stat(Stat::Axes));
                self.emit(Event::GloryGained {
                    seat: s,
                    amount: axes,
                    cause: Cause::God(God::Loki),
                });
            }
        } else if let Some(w) = b.winner {
            let axes = u32::from(self.state.clans[w].stat(Stat::Axes));
            self.emit(Event::GloryGained {
                seat: w,
                amount: axes,
                cause: Cause::Battle,
            });
        }
        if let Some(w) = b.winner {
            // Thor's battle (EX-15, EX-30): 2 Glory per figure of other clans destroyed in it.
            let others = total - u32::from(b.destroyed[w]);
            if god == Some(God::Thor) && others > 0 {
                self.emit(Event::GloryGained {
                    seat: w,
                    amount: 2 * others,
                    cause: Cause::God(God::Thor),
                });
            }
            // Thor's Chosen (EX-27, EX-24, EX-30): per Mystic of the winner still in the
            // province, once per copy on the sheet.
            let mystics = u32::from(
                self.state.clans[w]
                    .mystics
                    .count(Loc::At(Place::Province(b.province))),
            );
            if mystics > 0 {
                let chosen: Vec<_> = self.state.clans[w]
                    .upgrades(|e| match e {
                        Effect::MysticWinGlory(n) => Some(n),
                        _ => None,
                    })
                    .collect();
                for (card, per) in chosen {
                    self.emit(Event::GloryGained {
                        seat: w,
                        amount: per * mystics,
                        cause: Cause::Card(card),
                    });
                }
            }
            let win_glory = b.revealed(w, |e| match e {
                Effect::WinGlory(n) => Some(n),
                _ => None,
            });
            for (card, amount) in win_glory.collect::<Vec<_>>() {
                self.emit(Event::GloryGained {
                    seat: w,
                    amount,
                    cause: Cause::Card(card),
                });
            }
            let win_both = b.revealed(w, |e| match e {
                Effect::WinRageAndGlory(n) => Some(n),
                _ => None,
            });
            for (card, amount) in win_both.collect::<Vec<_>>() {
                let cause = Cause::Card(card);
                self.emit(Event::RageGained {
                    seat: w,
                    amount,
                    cause,
                });
                self.emit(Event::GloryGained {
                    seat: w,
                    amount,
                    cause,
                });
            }
        }
        for s in &b.order {
            let per_death = b.revealed(*s, |e| match e {
                Effect::GloryPerDeath(n) => Some(n),
                _ => None,
            });
            for (card, per) in per_death.collect::<Vec<_>>() {
                if total > 0 {
                    self.emit(Event::GloryGained {
                        seat: *s,
                        amount: per * total,
                        cause: Cause::Card(card),
                    });
                }
            }
        }
        if let Some(v) = b.valkyrie {
            let others = total - u32::from(b.destroyed[v]);
            if others > 0 {
                self.emit(Event::GloryGained {
                    seat: v,
                    amount: 2 * others,
                    cause: Cause::Card(CardName::Valkyrie),
                });
            }
        }
        for s in &b.order {
            let others = total - u32::from(b.destroyed[*s]);
            let rewards: Vec<(CardName, (u32, u8))> = self.state.clans[*s]
                .upgrades(|e| match e {
                    Effect::GloryIfDeaths { amount, count } => Some((amount, count)),
                    _ => None,
                })
                .collect();
            for (card, (amount, count)) in rewards {
                if others >= u32::from(count) {
                    self.emit(Event::GloryGained {
                        seat: *s,
                        amount,
                        cause: Cause::Card(card),
                    });
                }
            }
        }
        if let Some(w) = b.winner {
            for s in b.losers() {
                let stabs = b.revealed(s, |e| match e {
                    Effect::LoseTakeGlory(n) => Some(n),
                    _ => None,
                });
                for (card, most) in stabs.collect::<Vec<_>>() {
                    let amount = self.state.clans[w].glory.min(most);
                    if amount > 0 {
                        self.emit(Event::GloryTaken {
                            from: w,
                            to: s,
                            amount,
                            cause: Cause::Card(card),
                        });
                    }
                }
            }
        }
    }

    /// Gives a pillage token's reward once (1.4).
    fn give_token(&mut self, seat: Seat, token: PillageToken, cause: Cause) {
        match token {
            PillageToken::Glory => self.emit(Event::GloryGained {
                seat,
                amount: board().glory_reward,
                cause,
            }),
            PillageToken::AllStats => {
                for stat in Stat::ALL {
                    self.raise_stat(seat, stat, cause);
                }
            }
            _ => {
                let stat = token.stat().expect("single-stat token");
                self.raise_stat(seat, stat, cause);
            }
        }
    }

    /// A successful pillage's rewards (3.10): the token (twice with the Frost Giant there, D-32),
    /// Frigga's Grace (a different stat, R-08), Lord of Axes or Lord of Spears.
    pub(crate) fn step_reward(&mut self, mut p: RewardProc) -> Flow {
        let token = self.state.tokens[p.province.index()];
        // The Leader or the Mountain Giant (EX-06): once per pillage.
        let leader_there = self.state.leaders_at(p.seat, p.province).any(|_| true);
        loop {
            match p.step {
                0 => {
                    self.give_token(p.seat, token, Cause::Pillage);
                    if self.state.clans[p.seat].loc(Figure::Monster(Monster::FrostGiant))
                        == Some(Loc::At(Place::Province(p.province)))
                    {
                        self.give_token(p.seat, token, Cause::Card(CardName::FrostGiant));
                    }
                    // Odin's province (EX-14): once more.
                    if self.state.god_at(p.province) == Some(God::Odin) {
                        self.give_token(p.seat, token, Cause::God(God::Odin));
                    }
                    p.step = 1;
                }
                1 => {
                    p.step = 2;
                    if let Some(grace) = p.grace {
                        return Flow::Call(
                            Proc::Reward(p),
                            Proc::Raise(RaiseProc {
                                seat: p.seat,
                                cause: Cause::Card(grace),
                                optional: false,
                                except: token.stat(),
                            }),
                        );
                    }
                }
                2 => {
                    p.step = 3;
                    let axes = self.state.clans[p.seat].with_effect(Effect::LeaderPillageStat);
                    if leader_there && let Some(card) = axes {
                        return Flow::Call(
                            Proc::Reward(p),
                            Proc::Raise(RaiseProc {
                                seat: p.seat,
                                cause: Cause::Card(card),
                                optional: false,
                                except: None,
                            }),
                        );
                    }
                }
                _ => {
                    let spears =
                        self.state.clans[p.seat].with_effect(Effect::LeaderPillageAllStats);
                    if leader_there && let Some(card) = spears {
                        for stat in Stat::ALL {
                            self.raise_stat(p.seat, stat, Cause::Card(card));
                        }
                    }
                    return Flow::Done;
                }
            }
        }
    }
}
