//! The Contest action (variants.md 2.9): Call to Battle in one round, the uncontested claim, and
//! the battle: cards played face down and revealed together, the card texts in the base game's
//! groups (Thor's Primacy, Heimdall's Watch, then Odin's Smite and Tide, VH-34), late cards,
//! totals, and the resolution in a fixed order (Loki's taking, the cards, the losers' deaths, the
//! claim, Glory, the follow-ups).

use super::command::{Cause, Command, Event, GloryWhy};
use super::pack::{CardId, CardKind, ChamberId, Effect, Stat};
use super::proc::{CStep, ContestProc, DestroyProc, Proc, RewardProc};
use super::{Ask, FigureId, Game, Kind, Loc, Offer};
use crate::engine::procedure::Procedures as _;
use crate::engine::sourced::Log;
use crate::engine::{PerSeat, Seat};

/// A card on the table in a battle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Played {
    /// Whose.
    pub seat: Seat,
    /// The card.
    pub card: CardId,
    /// Its +STR (a quest counted through Tyr's Domain or Wrath: that value; Heimdall's Sight:
    /// computed at the totals).
    pub value: u32,
    /// Its text was cancelled by Thor's Primacy.
    pub cancelled: bool,
    /// Added late (Heimdall's Eye or Gaze).
    pub late: bool,
    /// The reveal round it came in (Heimdall's Watch starts a new one).
    pub round: u8,
}

/// The battle under way.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Battle {
    /// The contested chamber.
    pub chamber: ChamberId,
    /// Who started the contest.
    pub initiator: Seat,
    /// A Tyr's Challenge.
    pub challenge: bool,
    /// The clans in the battle, initiator first, then clockwise.
    pub participants: Vec<Seat>,
    /// The figures in the chamber when the battle began.
    pub fighters: Vec<FigureId>,
    /// The card each seat has chosen face down (secret until the reveal).
    pub chosen: PerSeat<Option<CardId>>,
    /// Cards on the table.
    pub table: Vec<Played>,
    /// Reveal rounds so far.
    pub round: u8,
    /// Figures destroyed in this battle (by its cards or its outcome).
    pub deaths: Vec<FigureId>,
    /// The cards on the table when totals were made (their texts act on the outcome).
    pub at_totals: Vec<Played>,
    /// (seat, figures' STR, cards' value), once made.
    pub totals: Vec<(Seat, u32, u32)>,
    /// The winner, once decided (none on a tie).
    pub winner: Option<Seat>,
    /// The first losing clan whose Loki's Poison takes the winner's cards.
    pub poisoner: Option<Seat>,
}

impl Battle {
    /// Whether this seat took part.
    pub fn takes_part(&self, seat: Seat) -> bool {
        self.participants.contains(&seat)
    }

    fn losers(&self) -> Vec<Seat> {
        self.participants
            .iter()
            .copied()
            .filter(|s| Some(*s) != self.winner)
            .collect()
    }
}

impl Game {
    /// Figures `seat` may call into `chamber`: one of each kind from each adjacent chamber.
    pub(super) fn callable(&self, seat: Seat, chamber: ChamberId) -> Vec<FigureId> {
        let doors = &self.pack.chamber(chamber).doors;
        self.representatives(self.ids().filter(|id| {
            let f = self.figure(*id);
            f.owner == Some(seat) && matches!(f.loc, Loc::Chamber(c) if doors.contains(&c))
        }))
    }

    /// The winner's played cards it may still buy back with Tyr's Prowess.
    pub(super) fn buyable(&self, seat: Seat) -> Vec<Command> {
        let cost = self.prowess_cost(seat).unwrap_or(u32::MAX);
        if self.state.rage[seat] < cost {
            return Vec::new();
        }
        let mut out: Vec<Command> = Vec::new();
        if let Some(b) = &self.battle {
            for p in b.table.iter().filter(|p| p.seat == seat) {
                let cmd = Command::BuyBack { card: p.card };
                if !out.contains(&cmd) {
                    out.push(cmd);
                }
            }
        }
        out
    }

    fn prowess_cost(&self, seat: Seat) -> Option<u32> {
        self.upgrades(seat).find_map(|e| match e {
            Effect::BuyBackCards { rage } => Some(u32::from(rage)),
            _ => None,
        })
    }

    /// The uncancelled texts of the cards a seat had on the table at the totals.
    fn texts_of(&self, seat: Seat) -> Vec<Effect> {
        self.battle.as_ref().map_or_else(Vec::new, |b| {
            b.at_totals
                .iter()
                .filter(|p| p.seat == seat && !p.cancelled)
                .map(|p| self.pack.card(p.card).effect)
                .collect()
        })
    }

    pub(super) fn contest_step(&mut self, mut c: ContestProc, ev: &mut Log<Event>) {
        let players = self.players();
        let chamber = c.chamber;
        match c.step {
            CStep::Call => {
                if c.cursor == 0 && c.passes == 0 && self.input.is_none() {
                    self.emit(
                        Event::ContestDeclared {
                            seat: c.seat,
                            chamber,
                            challenge: c.challenge,
                        },
                        ev,
                    );
                    c.passes = 1;
                }
                if let Some((who, command)) = self.input.take() {
                    if let Command::Call { figure } = command
                        && let Loc::Chamber(from) = self.figure(figure).loc
                    {
                        self.emit(
                            Event::Called {
                                seat: who,
                                figure,
                                from,
                                to: chamber,
                            },
                            ev,
                        );
                    }
                    c.cursor += 1;
                }
                while c.cursor < players {
                    // Clockwise from the initiator's left, the initiator last.
                    let seat = Seat((c.seat.0 + 1 + c.cursor) % players);
                    if self.callable(seat, chamber).is_empty() {
                        c.cursor += 1;
                        continue;
                    }
                    self.wait(Proc::Contest(Box::new(c)), Ask::Call(seat, chamber));
                    return;
                }
                self.procs.push(c.at(CStep::AfterCall));
            }
            CStep::AfterCall => {
                let present = self.present(chamber);
                let enemies = present.iter().any(|s| s != c.seat);
                if !enemies {
                    // No battle, no cards, no battle Glory (VH-18).
                    self.procs.push(c.at(CStep::Claim));
                    return;
                }
                let participants: Vec<Seat> = c
                    .seat
                    .clockwise(players)
                    .filter(|s| present.contains(*s))
                    .collect();
                let fighters: Vec<FigureId> = self
                    .ids()
                    .filter(|id| self.figure(*id).loc == Loc::Chamber(chamber))
                    .collect();
                self.battle = Some(Box::new(Battle {
                    chamber,
                    initiator: c.seat,
                    challenge: c.challenge,
                    participants,
                    fighters,
                    chosen: PerSeat::filled(players, None),
                    table: Vec::new(),
                    round: 0,
                    deaths: Vec::new(),
                    at_totals: Vec::new(),
                    totals: Vec::new(),
                    winner: None,
                    poisoner: None,
                }));
                self.procs.push(c.at(CStep::Choose));
            }
            CStep::Choose => {
                if self.play_awaited().is_empty() {
                    self.procs.push(c.at(CStep::Reveal));
                } else {
                    self.wait(c.at(CStep::Choose), Ask::Play);
                }
            }
            CStep::Reveal => self.reveal(c, ev),
            CStep::Group3 => self.group3(c, ev),
            CStep::Tide { card, who } => self.tide(c, card, who, ev),
            CStep::Late => self.late(c, ev),
            CStep::Totals => self.totals(c, ev),
            CStep::Loki => {
                let Some(b) = self.battle.as_ref() else {
                    return;
                };
                if let Some(w) = b.winner {
                    for loser in b.losers() {
                        for e in self.texts_of(loser) {
                            match e {
                                Effect::LoseTakeRage(k) => {
                                    let taken = k.min(self.state.rage[w]);
                                    self.emit(
                                        Event::Took {
                                            seat: loser,
                                            from: w,
                                            glory: 0,
                                            rage: taken,
                                        },
                                        ev,
                                    );
                                }
                                Effect::LoseTakeCards => {
                                    if let Some(b) = self.battle.as_mut()
                                        && b.poisoner.is_none()
                                    {
                                        b.poisoner = Some(loser);
                                    }
                                }
                                _ => {}
                            }
                        }
                    }
                }
                self.procs.push(c.at(CStep::Cards));
            }
            CStep::Cards => {
                let Some(b) = self.battle.as_ref() else {
                    return;
                };
                let (winner, losers, poisoner) = (b.winner, b.losers(), b.poisoner);
                for loser in losers {
                    self.table_to_hand(loser, loser, ev);
                }
                match (winner, poisoner) {
                    (Some(w), Some(p)) => self.table_to_hand(w, p, ev),
                    (Some(w), None) => {
                        if !self.buyable(w).is_empty() {
                            self.wait(c.at(CStep::Prowess), Ask::BuyBack(w));
                            return;
                        }
                        self.table_to_discard(w, ev);
                    }
                    _ => {}
                }
                self.procs.push(c.at(CStep::LosersDie));
            }
            CStep::Prowess => {
                let w = self
                    .battle
                    .as_ref()
                    .and_then(|b| b.winner)
                    .unwrap_or(c.seat);
                if let Some((_, Command::BuyBack { card })) = self.input.take() {
                    {
                        let cost = self.prowess_cost(w).unwrap_or(0);
                        self.pay(w, cost, ev);
                        if let Some(b) = self.battle.as_mut()
                            && let Some(pos) =
                                b.table.iter().position(|p| p.seat == w && p.card == card)
                        {
                            b.table.remove(pos);
                        }
                        self.emit(
                            Event::CardsMoved {
                                from: w,
                                to_hand: Some(w),
                                cards: vec![card],
                            },
                            ev,
                        );
                        if self.buyable(w).is_empty() {
                            self.table_to_discard(w, ev);
                            self.procs.push(c.at(CStep::LosersDie));
                        } else {
                            self.wait(c.at(CStep::Prowess), Ask::BuyBack(w));
                        }
                    }
                } else {
                    self.table_to_discard(w, ev);
                    self.procs.push(c.at(CStep::LosersDie));
                }
            }
            CStep::LosersDie => {
                let Some(b) = self.battle.as_ref() else {
                    return;
                };
                let to = b.winner.map_or(Loc::Sauna, Loc::KillPile);
                let victims: Vec<(FigureId, Loc)> = b
                    .losers()
                    .into_iter()
                    .flat_map(|s| self.in_chamber(s, chamber))
                    .map(|f| (f, to))
                    .collect();
                self.procs.then([
                    Proc::Destroy(DestroyProc::new(victims, Cause::Battle)),
                    c.at(CStep::Claim),
                ]);
            }
            CStep::Claim => {
                let battle = self.battle.is_some();
                let winner = self.battle.as_ref().and_then(|b| b.winner);
                let mut procs = Vec::new();
                if !battle || winner == Some(c.seat) {
                    c.claimed = true;
                    procs = self.claim(c.seat, chamber, c.challenge, battle, ev);
                }
                if let Some(w) = winner {
                    for e in self.texts_of(w) {
                        if e == Effect::WinRaiseStat {
                            procs.push(Proc::Raise {
                                seat: w,
                                optional: false,
                                exclude: 0,
                            });
                        }
                    }
                }
                let claimed = c.claimed;
                let mut next = c.clone();
                next.claimed = claimed;
                procs.push(next.at(if battle { CStep::Glory } else { CStep::Hammers }));
                self.procs.then(procs);
            }
            CStep::Glory => {
                self.battle_glory(ev);
                self.procs.push(c.at(CStep::Hammers));
            }
            CStep::Hammers => {
                if let Some((_, command)) = self.input.take() {
                    if let Command::Move { figure, to } = command {
                        self.move_figure(c.seat, figure, to, ev);
                    }
                    self.procs.push(c.at(CStep::Blessing));
                    return;
                }
                let elites: Vec<FigureId> = self.representatives(
                    self.in_chamber(c.seat, chamber)
                        .into_iter()
                        .filter(|id| self.is_elite(*id)),
                );
                let hammers = self.has(c.seat, |e| matches!(e, Effect::EliteClaimMove { .. }));
                if c.claimed && hammers && !elites.is_empty() {
                    let claimed = c.claimed;
                    let mut next = c.clone();
                    next.step = CStep::Hammers;
                    next.claimed = claimed;
                    self.wait(Proc::Contest(Box::new(next)), Ask::Move(c.seat, elites));
                } else {
                    self.procs.push(c.at(CStep::Blessing));
                }
            }
            CStep::Blessing => {
                if let Some((who, command)) = self.input.take() {
                    if command == Command::Accept
                        && let Some(w) = self.reserve_warrior(who)
                    {
                        self.emit(
                            Event::Summoned {
                                seat: who,
                                figure: w,
                                chamber,
                                revived: false,
                            },
                            ev,
                        );
                    }
                    c.cursor += 1;
                }
                let losers = self.battle.as_ref().map_or_else(Vec::new, |b| b.losers());
                while let Some(seat) = losers.get(usize::from(c.cursor)).copied() {
                    if self.has(seat, |e| e == Effect::ReinforceAfterLoss)
                        && self.is_common(chamber)
                        && self.reserve_warrior(seat).is_some()
                    {
                        self.wait(
                            Proc::Contest(Box::new(c)),
                            Ask::Accept(seat, Offer::Blessing(chamber)),
                        );
                        return;
                    }
                    c.cursor += 1;
                }
                self.battle = None;
            }
        }
    }

    fn table_to_hand(&mut self, owner: Seat, to: Seat, ev: &mut Log<Event>) {
        let Some(b) = self.battle.as_mut() else {
            return;
        };
        let cards: Vec<CardId> = b
            .table
            .iter()
            .filter(|p| p.seat == owner)
            .map(|p| p.card)
            .collect();
        b.table.retain(|p| p.seat != owner);
        if cards.is_empty() {
            return;
        }
        self.emit(
            Event::CardsMoved {
                from: owner,
                to_hand: Some(to),
                cards,
            },
            ev,
        );
    }

    fn table_to_discard(&mut self, owner: Seat, ev: &mut Log<Event>) {
        let Some(b) = self.battle.as_mut() else {
            return;
        };
        let cards: Vec<CardId> = b
            .table
            .iter()
            .filter(|p| p.seat == owner)
            .map(|p| p.card)
            .collect();
        b.table.retain(|p| p.seat != owner);
        if cards.is_empty() {
            return;
        }
        self.emit(
            Event::CardsMoved {
                from: owner,
                to_hand: None,
                cards,
            },
            ev,
        );
    }

    /// The reveal: the chosen cards go on the table; quests may count through Tyr's Domain or
    /// Wrath; Thor's Primacy (group 1), then Heimdall's Watch (group 2).
    fn reveal(&mut self, c: ContestProc, ev: &mut Log<Event>) {
        let Some(mut b) = self.battle.take() else {
            return;
        };
        b.round += 1;
        let round = b.round;
        let mut shown = Vec::new();
        for seat in b.participants.clone() {
            // The card leaves the hand as the cards are revealed.
            let Some(card) = b.chosen[seat].take() else {
                continue;
            };
            let def = self.pack.card(card);
            let value = match def.kind {
                CardKind::Battle => u32::from(def.value),
                CardKind::Quest => {
                    let tyr = self
                        .upgrades(seat)
                        .filter_map(|e| match e {
                            Effect::QuestAsBattle(v) => Some(u32::from(v)),
                            _ => None,
                        })
                        .max()
                        .unwrap_or(0);
                    if tyr > 0 {
                        self.emit(
                            Event::QuestCounts {
                                seat,
                                value: tyr as u8,
                            },
                            ev,
                        );
                    }
                    tyr
                }
                _ => 0,
            };
            b.table.push(Played {
                seat,
                card,
                value,
                cancelled: false,
                late: false,
                round,
            });
            shown.push((seat, card));
        }
        self.emit(Event::Revealed { cards: shown }, ev);
        // Group 1: Thor's Primacy.
        for i in 0..b.table.len() {
            let p = b.table[i];
            if p.round != round
                || p.cancelled
                || self.pack.card(p.card).effect != Effect::CancelTexts
            {
                continue;
            }
            let mut cancelled = Vec::new();
            for q in &mut b.table {
                if q.round == round && q.seat != p.seat && !q.cancelled {
                    q.cancelled = true;
                    cancelled.push((q.seat, q.card));
                }
            }
            if !cancelled.is_empty() {
                self.emit(
                    Event::Cancelled {
                        seat: p.seat,
                        cards: cancelled,
                    },
                    ev,
                );
            }
        }
        // Group 2: the first uncancelled Heimdall's Watch.
        let watch = b.table.iter().copied().find(|p| {
            p.round == round
                && !p.cancelled
                && self.pack.card(p.card).effect == Effect::DiscardRevealed
        });
        if let Some(w) = watch {
            let values = self.card_values(&b, round);
            let glory: u32 = values.iter().map(|(_, v)| *v).sum();
            let (gone, kept): (Vec<Played>, Vec<Played>) =
                b.table.iter().partition(|p| p.round == round);
            b.table = kept;
            for seat in b.participants.clone() {
                let cards: Vec<CardId> = gone
                    .iter()
                    .filter(|p| p.seat == seat)
                    .map(|p| p.card)
                    .collect();
                if !cards.is_empty() {
                    self.emit(
                        Event::CardsMoved {
                            from: seat,
                            to_hand: None,
                            cards,
                        },
                        ev,
                    );
                }
            }
            self.emit(
                Event::Watched {
                    seat: w.seat,
                    glory,
                },
                ev,
            );
            self.glory_to(w.seat, glory, GloryWhy::Card, ev);
            self.battle = Some(b);
            self.procs.push(c.at(CStep::Choose));
            return;
        }
        self.battle = Some(b);
        self.procs.push(c.at(CStep::Group3));
    }

    /// The value of each card on the table (of one reveal round, or all with `round` 0):
    /// Heimdall's Sight is the highest value among the opponents' other cards (D-35), 0 when
    /// cancelled.
    pub(super) fn card_values(&self, b: &Battle, round: u8) -> Vec<(Seat, u32)> {
        let counted: Vec<&Played> = b
            .table
            .iter()
            .filter(|p| round == 0 || p.round == round)
            .collect();
        counted
            .iter()
            .map(|p| {
                let v = if self.pack.card(p.card).effect == Effect::MatchHighest {
                    if p.cancelled {
                        0
                    } else {
                        counted
                            .iter()
                            .filter(|q| {
                                q.seat != p.seat
                                    && self.pack.card(q.card).effect != Effect::MatchHighest
                            })
                            .map(|q| q.value)
                            .max()
                            .unwrap_or(0)
                    }
                } else {
                    p.value
                };
                (p.seat, v)
            })
            .collect()
    }

    /// Group 3: Odin's Smite and Odin's Tide, in table order (initiator first, VH-34).
    fn group3(&mut self, mut c: ContestProc, ev: &mut Log<Event>) {
        let _ = ev;
        let Some(b) = self.battle.as_ref() else {
            return;
        };
        let round = b.round;
        let chamber = c.chamber;
        while let Some(p) = b.table.get(usize::from(c.cursor)).copied() {
            let idx = c.cursor;
            c.cursor += 1;
            if p.round != round || p.cancelled || p.late {
                continue;
            }
            match self.pack.card(p.card).effect {
                Effect::KillWarriorEach => {
                    let victims: Vec<(FigureId, Loc)> = b
                        .participants
                        .iter()
                        .filter(|s| **s != p.seat)
                        .filter_map(|s| {
                            self.in_chamber(*s, chamber)
                                .into_iter()
                                .find(|id| self.figure(*id).kind == Kind::Warrior)
                        })
                        .map(|id| (id, Loc::KillPile(p.seat)))
                        .collect();
                    let mut next = c.clone();
                    next.step = CStep::Group3;
                    self.procs.then([
                        Proc::Destroy(DestroyProc::new(victims, Cause::Card)),
                        Proc::Contest(Box::new(next)),
                    ]);
                    return;
                }
                Effect::KeepOneEach => {
                    let mut next = c.clone();
                    next.step = CStep::Tide { card: idx, who: 0 };
                    self.procs.push(Proc::Contest(Box::new(next)));
                    return;
                }
                _ => {}
            }
        }
        self.procs.push(c.at(CStep::Late));
    }

    /// Odin's Tide: each participant in turn keeps one of its figures; the rest die.
    fn tide(&mut self, mut c: ContestProc, card: u8, who: u8, ev: &mut Log<Event>) {
        let _ = ev;
        let Some(b) = self.battle.as_ref() else {
            return;
        };
        let owner = b.table.get(usize::from(card)).map_or(c.seat, |p| p.seat);
        let chamber = c.chamber;
        let participants = b.participants.clone();
        let answered = self.input.take();
        let mut who = who;
        loop {
            let Some(seat) = participants.get(usize::from(who)).copied() else {
                c.step = CStep::Group3;
                c.cursor = card + 1;
                self.procs.push(Proc::Contest(Box::new(c)));
                return;
            };
            let mine = self.in_chamber(seat, chamber);
            let keep = match answered {
                Some((s, Command::Choose { figure })) if s == seat => Some(figure),
                _ => {
                    let reps = self.representatives(mine.clone());
                    if mine.len() <= 1 {
                        who += 1;
                        continue;
                    }
                    if reps.len() == 1 {
                        Some(mine[0])
                    } else {
                        c.step = CStep::Tide { card, who };
                        self.wait(
                            Proc::Contest(Box::new(c)),
                            Ask::Choose {
                                seat,
                                among: reps,
                                optional: false,
                            },
                        );
                        return;
                    }
                }
            };
            let victims: Vec<(FigureId, Loc)> = mine
                .into_iter()
                .filter(|id| Some(*id) != keep)
                .map(|id| (id, Loc::KillPile(owner)))
                .collect();
            c.step = CStep::Tide { card, who: who + 1 };
            self.procs.then([
                Proc::Destroy(DestroyProc::new(victims, Cause::Card)),
                Proc::Contest(Box::new(c)),
            ]);
            return;
        }
    }

    /// Late cards: from the initiator clockwise, each participant may add Heimdall's Eye or Gaze
    /// until everyone has declined in succession (D-36).
    fn late(&mut self, mut c: ContestProc, ev: &mut Log<Event>) {
        let Some(b) = self.battle.as_ref() else {
            return;
        };
        let participants = b.participants.clone();
        let round = b.round;
        if let Some((seat, command)) = self.input.take() {
            if let Command::Late { card } = command {
                let value = u32::from(self.pack.card(card).value);
                if let Some(b) = self.battle.as_mut() {
                    b.table.push(Played {
                        seat,
                        card,
                        value,
                        cancelled: false,
                        late: true,
                        round,
                    });
                }
                self.emit(Event::LatePlayed { seat, card }, ev);
                c.passes = 0;
            } else {
                c.passes += 1;
            }
            c.cursor = (c.cursor + 1) % participants.len() as u8;
        }
        let has_late = |g: &Game, s: Seat| {
            g.state.hands[s]
                .iter()
                .any(|x| g.pack.card(*x).effect == Effect::Late)
        };
        while usize::from(c.passes) < participants.len() {
            let seat = participants[usize::from(c.cursor)];
            if has_late(self, seat) {
                self.wait(Proc::Contest(Box::new(c)), Ask::Late(seat));
                return;
            }
            c.passes += 1;
            c.cursor = (c.cursor + 1) % participants.len() as u8;
        }
        self.procs.push(c.at(CStep::Totals));
    }

    fn totals(&mut self, c: ContestProc, ev: &mut Log<Event>) {
        let Some(b) = self.battle.as_ref() else {
            return;
        };
        let values = self.card_values(b, 0);
        let totals: Vec<(Seat, u32, u32)> = b
            .participants
            .iter()
            .map(|s| {
                let figures = self.clan_str(*s, c.chamber, true);
                let cards: u32 = values.iter().filter(|(o, _)| o == s).map(|(_, v)| *v).sum();
                (*s, figures, cards)
            })
            .collect();
        let best = totals.iter().map(|(_, f, v)| f + v).max().unwrap_or(0);
        let top: Vec<Seat> = totals
            .iter()
            .filter(|(_, f, v)| f + v == best)
            .map(|(s, _, _)| *s)
            .collect();
        let winner = if top.len() == 1 { Some(top[0]) } else { None };
        self.emit(
            Event::Totals {
                totals: totals.clone(),
            },
            ev,
        );
        self.emit(Event::BattleEnded { winner }, ev);
        if let Some(b) = self.battle.as_mut() {
            b.totals = totals;
            b.winner = winner;
            b.at_totals.clone_from(&b.table);
        }
        self.procs.push(c.at(CStep::Loki));
    }

    /// A claim (2.9 step 6, 3.10): the reward token (not for Tyr's Challenge), the reward (twice
    /// with the Frost Giant there), Frigga's Grace, Lord of Axes.
    fn claim(
        &mut self,
        seat: Seat,
        chamber: ChamberId,
        challenge: bool,
        battle: bool,
        ev: &mut Log<Event>,
    ) -> Vec<Proc> {
        if !challenge {
            self.emit(Event::Claimed { seat, chamber }, ev);
        }
        self.reward_raised = 0;
        let items = self.rewards_of(chamber);
        let frost = self
            .in_chamber(seat, chamber)
            .into_iter()
            .any(|id| self.monster_effect(id) == Some(Effect::DoubleReward));
        let mut procs = Vec::new();
        for _ in 0..=u8::from(frost) {
            procs.push(Proc::Reward(RewardProc {
                seat,
                chamber,
                items: items.clone(),
                next: 0,
                asked: false,
            }));
        }
        if battle && self.texts_of(seat).contains(&Effect::ClaimExtraStat) {
            procs.push(Proc::Grace { seat });
        }
        let elite_there = self
            .in_chamber(seat, chamber)
            .into_iter()
            .any(|id| self.is_elite(id));
        if elite_there {
            for e in self.upgrades(seat).collect::<Vec<_>>() {
                if matches!(e, Effect::EliteClaimStat { .. }) {
                    procs.push(Proc::Raise {
                        seat,
                        optional: false,
                        exclude: 0,
                    });
                }
            }
        }
        procs
    }

    /// Battle Glory (2.9 step 7) and the cards' and abilities' Glory after it.
    fn battle_glory(&mut self, ev: &mut Log<Event>) {
        let Some(b) = self.battle.as_ref() else {
            return;
        };
        let b = (**b).clone();
        let deaths_of_others = |g: &Game, seat: Seat| {
            b.deaths
                .iter()
                .filter(|f| g.figure(**f).owner != Some(seat))
                .count() as u32
        };
        if let Some(w) = b.winner {
            let axes = self.stat(w, Stat::Axes);
            self.glory_to(w, axes, GloryWhy::Battle, ev);
            for e in self.texts_of(w) {
                match e {
                    Effect::WinGlory(k) => self.glory_to(w, k, GloryWhy::Card, ev),
                    Effect::WinRageAndGlory(k) => {
                        self.emit(Event::RageGained { seat: w, rage: k }, ev);
                        self.glory_to(w, k, GloryWhy::Card, ev);
                    }
                    _ => {}
                }
            }
        }
        for seat in b.participants.clone() {
            for e in self.texts_of(seat) {
                if let Effect::GloryPerDeath(k) = e {
                    self.glory_to(seat, k * b.deaths.len() as u32, GloryWhy::Card, ev);
                }
            }
        }
        for f in &b.fighters {
            if let (Some(Effect::GloryPerEnemyDeath(k)), Some(owner)) =
                (self.monster_effect(*f), self.figure(*f).owner)
            {
                let d = deaths_of_others(self, owner);
                self.glory_to(owner, k * d, GloryWhy::Ability, ev);
            }
        }
        for seat in b.participants.clone() {
            for e in self.upgrades(seat).collect::<Vec<_>>() {
                if let Effect::GloryIfDeaths { amount, count } = e
                    && deaths_of_others(self, seat) >= u32::from(count)
                {
                    self.glory_to(seat, amount, GloryWhy::Ability, ev);
                }
            }
        }
        if let Some(w) = b.winner {
            for f in &b.fighters {
                if self.figure(*f).owner == Some(w)
                    && let Some(Effect::WinGloryPerFallenLoser(k)) = self.monster_effect(*f)
                {
                    let fallen: u32 = b.losers().iter().map(|s| self.fallen(*s)).sum();
                    self.glory_to(w, k * fallen, GloryWhy::Ability, ev);
                }
            }
            for loser in b.losers() {
                for e in self.texts_of(loser) {
                    if let Effect::LoseTakeGlory(k) = e {
                        let taken = k.min(self.state.glory[w]);
                        self.emit(
                            Event::Took {
                                seat: loser,
                                from: w,
                                glory: taken,
                                rage: 0,
                            },
                            ev,
                        );
                    }
                }
            }
        }
    }
}
