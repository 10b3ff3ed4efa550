//! Pillage (3.6-3.10): Call to Battle, the battle (cards, reveal, texts in Primacy → Watch →
//! the rest order, late cards, totals) and its resolution in the fixed order R1-R7, plus the
//! rewards of a successful pillage.

use super::Game;
use super::action::invade_proc;
use super::command::{Command, Figure, Place};
use super::data::{CardId, CardKind, CardName, Monster, PillageToken, ProvinceId, Stat, board};
use super::event::{Cause, Event};
use super::flow::{
    BattleProc, BattleStep, DestroyProc, Flow, PillageProc, PillageStep, Proc, RaiseProc,
    RewardProc,
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

/// Value of a played card before Heimdall's Sight looks at it: a counted quest's bonus, else the
/// printed +STR of a battle card (0 for upgrades, uncounted quests and +X).
fn base_value(played: &Played) -> u32 {
    if played.quest_bonus > 0 {
        played.quest_bonus
    } else {
        played.card.def().battle_str()
    }
}

/// A played card's current +STR (D-35 for Heimdall's Sight: the highest value among the other
/// participants' cards on the table, other Sights excluded; 0 if its text is cancelled).
pub(crate) fn card_value(table: &[Played], played: &Played) -> u32 {
    if played.card.def().id == CardName::HeimdallsSight {
        if played.cancelled {
            return 0;
        }
        return table
            .iter()
            .filter(|q| q.seat != played.seat && q.card.def().id != CardName::HeimdallsSight)
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
                                grace: false,
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
                    return Flow::Tail(Proc::Battle(BattleProc {
                        step: BattleStep::Choose,
                        cursor: 0,
                        sub: 0,
                        passes: 0,
                    }));
                }
                PillageStep::AfterReward => {
                    if self.hammers_applies(p.seat, p.province) {
                        return Flow::Tail(Proc::Hammers {
                            seat: p.seat,
                            from: p.province,
                        });
                    }
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

    /// Tyr's Wrath (+5) or Tyr's Domain (+3) bonus for a revealed quest (D-37: one bonus, +5 wins).
    fn tyr_bonus(&self, seat: Seat) -> u32 {
        let clan = &self.state.clans[seat];
        if clan.has(CardName::TyrsWrath) {
            5
        } else if clan.has(CardName::TyrsDomain) {
            3
        } else {
            0
        }
    }

    /// The battle, step by step (3.7, 3.9).
    pub(crate) fn step_battle(&mut self, mut p: BattleProc) -> Flow {
        loop {
            let b = self.battle();
            let province = b.province;
            match p.step {
                BattleStep::Choose => {
                    // B1: every participant with a card in hand plays one face down, simultaneously.
                    let seats: SeatSet = b
                        .order
                        .iter()
                        .copied()
                        .filter(|s| !self.state.clans[*s].hand.is_empty())
                        .collect();
                    let round = b.round + 1;
                    p.step = BattleStep::Reveal;
                    if !seats.is_empty() {
                        return Flow::Wait(
                            Proc::Battle(p),
                            Pending {
                                seats,
                                decision: Decision::BattleCard { province, round },
                            },
                        );
                    }
                }
                BattleStep::Reveal => {
                    // B2: all chosen cards are revealed at once.
                    let cards: Vec<(Seat, CardId)> = b
                        .order
                        .iter()
                        .filter_map(|s| b.chosen[*s].map(|c| (*s, c)))
                        .collect();
                    let round = b.round + 1;
                    self.emit(Event::CardsRevealed { round, cards });
                    p.step = BattleStep::CountQuests;
                    p.cursor = 0;
                }
                BattleStep::CountQuests => {
                    // B3: Tyr's Domain / Wrath owners decide whether a revealed quest counts (D-37).
                    p.step = BattleStep::Primacy;
                    while (p.cursor as usize) < b.order.len() {
                        let seat = b.order[p.cursor as usize];
                        p.cursor += 1;
                        let bonus = self.tyr_bonus(seat);
                        if let Some(played) = self.round_card(seat)
                            && bonus > 0
                            && played.card.def().kind == CardKind::Quest
                        {
                            let card = played.card;
                            p.step = BattleStep::CountAnswer;
                            return Flow::Wait(
                                Proc::Battle(p),
                                ask(seat, Decision::CountQuest { card, bonus }),
                            );
                        }
                    }
                }
                BattleStep::CountAnswer => {
                    let seat = b.order[p.cursor as usize - 1];
                    let card = self
                        .round_card(seat)
                        .expect("the quest is on the table")
                        .card;
                    if self.take_input() == Command::CountQuest {
                        let bonus = self.tyr_bonus(seat);
                        self.emit(Event::QuestCounted { seat, card, bonus });
                    }
                    p.step = BattleStep::CountQuests;
                }
                BattleStep::Primacy => {
                    // Group 1 (R-03, D-33): the first Primacy in pillager-clockwise order cancels the
                    // texts of every card the other participants revealed this round.
                    p.step = BattleStep::Watch;
                    let primacy = b
                        .order
                        .iter()
                        .filter_map(|s| self.round_card(*s))
                        .find(|c| !c.cancelled && c.card.def().id == CardName::ThorsPrimacy)
                        .map(|c| (c.seat, c.card));
                    if let Some((seat, by)) = primacy {
                        let cards: Vec<CardId> = b
                            .table
                            .iter()
                            .filter(|c| {
                                c.seat != seat && c.round == b.round && !c.late && !c.cancelled
                            })
                            .map(|c| c.card)
                            .collect();
                        if !cards.is_empty() {
                            self.emit(Event::TextsCancelled { seat, by, cards });
                        }
                    }
                }
                BattleStep::Watch => {
                    // Group 2 (D-34): the first uncancelled Watch discards every revealed card, its
                    // owner gains their total +STR in Glory, and everyone plays a new card.
                    let watch = b
                        .order
                        .iter()
                        .filter_map(|s| self.round_card(*s))
                        .find(|c| !c.cancelled && c.card.def().id == CardName::HeimdallsWatch)
                        .map(|c| c.seat);
                    if let Some(seat) = watch {
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
                                cause: Cause::Card(CardName::HeimdallsWatch),
                            });
                        }
                        p.step = BattleStep::Choose;
                        continue;
                    }
                    p.step = BattleStep::Group3;
                    p.cursor = 0;
                    p.sub = 0;
                }
                BattleStep::Group3 => {
                    // Group 3 (D-38, D-39): Odin's Smite and Odin's Tide, pillager-clockwise.
                    if let Some(flow) = self.group3(&mut p) {
                        return flow;
                    }
                    p.step = BattleStep::Late;
                    p.cursor = 0;
                    p.passes = 0;
                }
                BattleStep::TideAnswer => {
                    let seat = b.order[p.sub as usize - 1];
                    let Command::Spare { figure, at } = self.take_input() else {
                        unreachable!("Spare is the only answer offered")
                    };
                    let mut figures = self.state.battle_figures(seat, province);
                    let keep = figures
                        .iter()
                        .position(|f| *f == (figure, at))
                        .expect("offered");
                    figures.remove(keep);
                    p.step = BattleStep::Group3;
                    return Flow::Call(
                        Proc::Battle(p),
                        Proc::Destroy(DestroyProc {
                            victims: figures.into_iter().map(|(f, at)| (seat, f, at)).collect(),
                            cause: Cause::Card(CardName::OdinsTide),
                            next: 0,
                        }),
                    );
                }
                BattleStep::Late => {
                    // B5 (3.8, D-36): pillager first then clockwise, one late card per opportunity,
                    // until every participant has declined in succession. B-08: who is asked must
                    // not depend on hidden cards, so from Age 2 (the first deck with late cards)
                    // every participant holding any card is asked, late card or not.
                    let len = b.order.len();
                    p.step = BattleStep::Totals;
                    while (p.passes as usize) < len {
                        let seat = b.order[p.cursor as usize % len];
                        p.cursor += 1;
                        if self.state.age >= 2 && !self.state.clans[seat].hand.is_empty() {
                            p.step = BattleStep::LateAnswer;
                            return Flow::Wait(
                                Proc::Battle(p),
                                ask(seat, Decision::LateCard { province }),
                            );
                        }
                        p.passes += 1;
                    }
                }
                BattleStep::LateAnswer => {
                    let seat = b.order[(p.cursor as usize - 1) % b.order.len()];
                    if let Command::Play { card } = self.take_input() {
                        self.emit(Event::LateCardPlayed { seat, card });
                        p.passes = 0;
                    } else {
                        p.passes += 1;
                    }
                    p.step = BattleStep::Late;
                }
                BattleStep::Totals => {
                    // B6-B7: figures still alive plus cards; the single highest total wins, a tie for
                    // the highest means every participant loses.
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
                            (*s, self.state.str_in(*s, province) + cards)
                        })
                        .collect();
                    let best = totals.iter().map(|t| t.1).max().unwrap_or(0);
                    let top: Vec<Seat> =
                        totals.iter().filter(|t| t.1 == best).map(|t| t.0).collect();
                    let winner = (top.len() == 1).then(|| top[0]);
                    self.emit(Event::BattleTotals {
                        province,
                        totals,
                        winner,
                    });
                    p.step = BattleStep::Loki;
                }
                BattleStep::Loki => {
                    self.resolve_loki();
                    p.step = BattleStep::Prowess;
                }
                BattleStep::Prowess => {
                    // R2 (D-42): Tyr's Prowess keeps played cards for 1 Rage each.
                    p.step = BattleStep::ReturnCards;
                    if let Some(w) = b.winner {
                        let clan = &self.state.clans[w];
                        if clan.has(CardName::TyrsProwess)
                            && clan.rage >= 1
                            && b.table.iter().any(|c| c.seat == w)
                        {
                            p.step = BattleStep::ProwessAnswer;
                            return Flow::Wait(
                                Proc::Battle(p),
                                ask(w, Decision::Prowess { province }),
                            );
                        }
                    }
                }
                BattleStep::ProwessAnswer => {
                    let w = b.winner.expect("only a winner uses Tyr's Prowess");
                    if let Command::Keep { card } = self.take_input() {
                        self.emit(Event::CardKeptByProwess {
                            seat: w,
                            card,
                            cost: 1,
                        });
                        p.step = BattleStep::Prowess;
                    } else {
                        p.step = BattleStep::ReturnCards;
                    }
                }
                BattleStep::ReturnCards => {
                    // R2: the winner discards what is left; losers take their cards back.
                    let winner = b.winner;
                    let mut moves = Vec::new();
                    for s in b.order.clone() {
                        let cards: Vec<CardId> = b
                            .table
                            .iter()
                            .filter(|c| c.seat == s)
                            .map(|c| c.card)
                            .collect();
                        if !cards.is_empty() {
                            moves.push((s, cards));
                        }
                    }
                    for (seat, cards) in moves {
                        if Some(seat) == winner {
                            self.emit(Event::CardsDiscarded { seat, cards });
                        } else {
                            self.emit(Event::CardsReturned { seat, cards });
                        }
                    }
                    p.step = BattleStep::LosersDie;
                }
                BattleStep::LosersDie => {
                    // R3: every battle figure of every loser is destroyed (all participants on a tie).
                    let victims: Vec<(Seat, Figure, Place)> = b
                        .losers()
                        .flat_map(|s| {
                            self.state
                                .battle_figures(s, province)
                                .into_iter()
                                .map(move |(f, at)| (s, f, at))
                        })
                        .collect();
                    p.step = BattleStep::Success;
                    if !victims.is_empty() {
                        return Flow::Call(
                            Proc::Battle(p),
                            Proc::Destroy(DestroyProc {
                                victims,
                                cause: Cause::Battle,
                                next: 0,
                            }),
                        );
                    }
                }
                BattleStep::Success => {
                    // R4: the pillager won: the pillage succeeds (3.10).
                    p.step = BattleStep::Oath;
                    let (pillager, winner) = (b.pillager, b.winner);
                    if winner == Some(pillager) {
                        let grace = b.revealed(pillager, CardName::FriggasGrace);
                        self.emit(Event::PillageSucceeded {
                            seat: pillager,
                            province,
                            token: self.state.tokens[province.index()],
                        });
                        return Flow::Call(
                            Proc::Battle(p),
                            Proc::Reward(RewardProc {
                                seat: pillager,
                                province,
                                grace,
                                step: 0,
                            }),
                        );
                    }
                    self.emit(Event::PillageFailed {
                        seat: pillager,
                        province,
                    });
                }
                BattleStep::Oath => {
                    // R4 (D-43): Thor's Oath raises a stat before the battle Glory.
                    p.step = BattleStep::Glory;
                    if let Some(w) = b.winner
                        && b.revealed(w, CardName::ThorsOath)
                    {
                        return Flow::Call(
                            Proc::Battle(p),
                            Proc::Raise(RaiseProc {
                                seat: w,
                                cause: Cause::Card(CardName::ThorsOath),
                                optional: false,
                                except: None,
                            }),
                        );
                    }
                }
                BattleStep::Glory => {
                    self.battle_glory();
                    p.step = BattleStep::Hammers;
                }
                BattleStep::Hammers => {
                    // R6: Lord of Hammers after a successful pillage (D-31).
                    p.step = BattleStep::Blessing;
                    p.cursor = 0;
                    if b.winner == Some(b.pillager) && self.hammers_applies(b.pillager, province) {
                        return Flow::Call(
                            Proc::Battle(p),
                            Proc::Hammers {
                                seat: b.pillager,
                                from: province,
                            },
                        );
                    }
                }
                BattleStep::Blessing => {
                    // R6 (D-44): Loki's Blessing, each losing owner in pillager-clockwise order.
                    p.step = BattleStep::End;
                    while (p.cursor as usize) < b.order.len() {
                        let seat = b.order[p.cursor as usize];
                        p.cursor += 1;
                        let clan = &self.state.clans[seat];
                        if Some(seat) != b.winner
                            && clan.has(CardName::LokisBlessing)
                            && !province.is_yggdrasil()
                            && clan.warriors.reserve > 0
                            && self.state.horns_room(seat)
                            && self.state.free_villages(province) > 0
                        {
                            p.step = BattleStep::BlessingAnswer;
                            return Flow::Wait(
                                Proc::Battle(p),
                                ask(seat, Decision::Blessing { province }),
                            );
                        }
                    }
                }
                BattleStep::BlessingAnswer => {
                    let seat = b.order[p.cursor as usize - 1];
                    p.step = BattleStep::Blessing;
                    if self.take_input() == Command::Accept {
                        let to = Place::Province(province);
                        self.emit(Event::Invaded {
                            seat,
                            figure: Figure::Warrior,
                            to,
                            cost: 0,
                            from_valhalla: false,
                        });
                        return Flow::Call(
                            Proc::Battle(p),
                            invade_proc(seat, Figure::Warrior, to, false),
                        );
                    }
                }
                BattleStep::End => {
                    self.emit(Event::BattleEnded { province });
                    return Flow::Done;
                }
            }
        }
    }

    /// Group 3 of the card texts: returns a flow when a destruction or a choice must happen first.
    fn group3(&mut self, p: &mut BattleProc) -> Option<Flow> {
        let b = self.battle();
        let province = b.province;
        while (p.cursor as usize) < b.order.len() {
            let owner = b.order[p.cursor as usize];
            let name = self
                .round_card(owner)
                .filter(|c| !c.cancelled)
                .map(|c| c.card.def().id);
            match name {
                Some(CardName::OdinsSmite) => {
                    p.cursor += 1;
                    let victims: Vec<(Seat, Figure, Place)> = b
                        .order
                        .iter()
                        .copied()
                        .filter(|s| *s != owner)
                        .filter(|s| {
                            self.state.clans[*s].warriors_at(Loc::At(Place::Province(province))) > 0
                        })
                        .map(|s| (s, Figure::Warrior, Place::Province(province)))
                        .collect();
                    if !victims.is_empty() {
                        return Some(Flow::Call(
                            Proc::Battle(*p),
                            Proc::Destroy(DestroyProc {
                                victims,
                                cause: Cause::Card(CardName::OdinsSmite),
                                next: 0,
                            }),
                        ));
                    }
                }
                Some(CardName::OdinsTide) => {
                    while (p.sub as usize) < b.order.len() {
                        let seat = b.order[p.sub as usize];
                        p.sub += 1;
                        let figures = self.state.battle_figures(seat, province);
                        if figures.len() < 2 {
                            continue;
                        }
                        if figures.iter().all(|f| *f == figures[0]) {
                            // Identical figures (Warriors only): keeping any one is the same choice.
                            return Some(Flow::Call(
                                Proc::Battle(*p),
                                Proc::Destroy(DestroyProc {
                                    victims: figures[1..]
                                        .iter()
                                        .map(|(f, at)| (seat, *f, *at))
                                        .collect(),
                                    cause: Cause::Card(CardName::OdinsTide),
                                    next: 0,
                                }),
                            ));
                        }
                        p.step = BattleStep::TideAnswer;
                        return Some(Flow::Wait(
                            Proc::Battle(*p),
                            ask(seat, Decision::Spare { province }),
                        ));
                    }
                    p.sub = 0;
                    p.cursor += 1;
                }
                _ => p.cursor += 1,
            }
        }
        None
    }

    /// R1 (D-41): Loki's Trickery takes 1 Rage from the winner; the first Loki's Poison takes the
    /// winner's played cards. Nothing happens without a winner.
    fn resolve_loki(&mut self) {
        let b = self.battle();
        let Some(w) = b.winner else { return };
        let losers: Vec<Seat> = b.losers().collect();
        let tricksters: Vec<Seat> = losers
            .iter()
            .copied()
            .filter(|s| b.revealed(*s, CardName::LokisTrickery))
            .collect();
        let poisoner = losers
            .iter()
            .copied()
            .find(|s| b.revealed(*s, CardName::LokisPoison));
        for s in tricksters {
            if self.state.clans[w].rage > 0 {
                self.emit(Event::RageTaken {
                    from: w,
                    to: s,
                    amount: 1,
                    cause: Cause::Card(CardName::LokisTrickery),
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
    }

    /// R5: battle Glory (Axes), then Thor's Hammer and Ascension, Odin's Judgement, the Valkyrie,
    /// Thor's Glory, and finally Loki's Backstab (D-40, D-41).
    fn battle_glory(&mut self) {
        let b = self.battle().clone();
        if let Some(w) = b.winner {
            let axes = u32::from(self.state.clans[w].stat(Stat::Axes));
            self.emit(Event::GloryGained {
                seat: w,
                amount: axes,
                cause: Cause::Battle,
            });
            if b.revealed(w, CardName::ThorsHammer) {
                self.emit(Event::GloryGained {
                    seat: w,
                    amount: 3,
                    cause: Cause::Card(CardName::ThorsHammer),
                });
            }
            if b.revealed(w, CardName::ThorsAscension) {
                let cause = Cause::Card(CardName::ThorsAscension);
                self.emit(Event::RageGained {
                    seat: w,
                    amount: 3,
                    cause,
                });
                self.emit(Event::GloryGained {
                    seat: w,
                    amount: 3,
                    cause,
                });
            }
        }
        let total: u32 = b.destroyed.iter().map(|d| u32::from(*d)).sum();
        for s in &b.order {
            if b.revealed(*s, CardName::OdinsJudgement) && total > 0 {
                self.emit(Event::GloryGained {
                    seat: *s,
                    amount: 2 * total,
                    cause: Cause::Card(CardName::OdinsJudgement),
                });
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
            if self.state.clans[*s].has(CardName::ThorsGlory)
                && total - u32::from(b.destroyed[*s]) >= 2
            {
                self.emit(Event::GloryGained {
                    seat: *s,
                    amount: 2,
                    cause: Cause::Card(CardName::ThorsGlory),
                });
            }
        }
        if let Some(w) = b.winner {
            for s in b.losers() {
                if b.revealed(s, CardName::LokisBackstab) {
                    let amount = self.state.clans[w].glory.min(2);
                    if amount > 0 {
                        self.emit(Event::GloryTaken {
                            from: w,
                            to: s,
                            amount,
                            cause: Cause::Card(CardName::LokisBackstab),
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
        let leader_there = self.state.clans[p.seat].leader == Loc::At(Place::Province(p.province));
        loop {
            match p.step {
                0 => {
                    self.give_token(p.seat, token, Cause::Pillage);
                    if self.state.clans[p.seat].loc(Figure::Monster(Monster::FrostGiant))
                        == Some(Loc::At(Place::Province(p.province)))
                    {
                        self.give_token(p.seat, token, Cause::Card(CardName::FrostGiant));
                    }
                    p.step = 1;
                }
                1 => {
                    p.step = 2;
                    if p.grace {
                        return Flow::Call(
                            Proc::Reward(p),
                            Proc::Raise(RaiseProc {
                                seat: p.seat,
                                cause: Cause::Card(CardName::FriggasGrace),
                                optional: false,
                                except: token.stat(),
                            }),
                        );
                    }
                }
                2 => {
                    p.step = 3;
                    if leader_there && self.state.clans[p.seat].has(CardName::LordOfAxes) {
                        return Flow::Call(
                            Proc::Reward(p),
                            Proc::Raise(RaiseProc {
                                seat: p.seat,
                                cause: Cause::Card(CardName::LordOfAxes),
                                optional: false,
                                except: None,
                            }),
                        );
                    }
                }
                _ => {
                    if leader_there && self.state.clans[p.seat].has(CardName::LordOfSpears) {
                        for stat in Stat::ALL {
                            self.raise_stat(p.seat, stat, Cause::Card(CardName::LordOfSpears));
                        }
                    }
                    return Flow::Done;
                }
            }
        }
    }
}
