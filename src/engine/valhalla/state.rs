//! What a Valhalla game knows between decisions: the figures and where they stand, the chamber
//! tokens, gods and claims, the deck, every clan's hand, cards set aside, discards and sheet,
//! its stats, Rage and Glory, the draft's packets, and whose turn it is. [`State::fold`]
//! (through `engine::Sourced`) is the only code that changes it: the rules read it and emit
//! events. Events that move hidden cards name them, and `Event::redact` takes them out for
//! every viewer who may not see them.
//!
//! The procedures' own bookkeeping (the stack, the awaited decision, a contest's step and secret
//! battle cards, the cards kept at an End of Age before they are revealed) is not here.

use super::command::Event;
use super::pack::{CardId, GodId, Pack, Stat};
use super::{Draft, Figure, FigureId, Kind, Loc, Slotted};
use crate::engine::sourced::Fold;
use crate::engine::{PerSeat, Seat, SeatSet};

/// The state of a Valhalla game (see the module doc).
#[derive(Debug, Clone, PartialEq)]
pub struct State {
    /// The current Age (1-3; 0 before Age 1 begins).
    pub age: u8,
    /// Every figure, by `FigureId`.
    pub figures: Vec<Figure>,
    /// A chamber token on each chamber.
    pub tokens: Vec<bool>,
    /// The god in each chamber.
    pub gods: Vec<Option<GodId>>,
    /// The gods of Ages 1-3.
    pub age_gods: Vec<GodId>,
    /// The clan reward token on each chamber this Age.
    pub claimed: Vec<Option<Seat>>,
    /// The deck, top first.
    pub deck: Vec<CardId>,
    /// Each clan's hand.
    pub hands: PerSeat<Vec<CardId>>,
    /// Cards kept between Ages, set aside during the draft.
    pub aside: PerSeat<Vec<CardId>>,
    /// Each clan's discards.
    pub discards: PerSeat<Vec<CardId>>,
    /// Each clan's sheet: upgrades and committed quests.
    pub slots: PerSeat<Vec<Slotted>>,
    /// Stat steps per seat (0-based: 0 is the first step).
    pub steps: PerSeat<[u8; 3]>,
    /// Each clan's Rage.
    pub rage: PerSeat<u32>,
    /// Each clan's Glory.
    pub glory: PerSeat<u32>,
    /// Clans that passed this Action phase.
    pub passed: SeatSet,
    /// The first player of this Age.
    pub first_player: Seat,
    /// The clan whose turn it is.
    pub actor: Seat,
    /// The draft under way.
    pub draft: Option<Draft>,
    /// Cards that left the game at an End of Age.
    pub removed: Vec<CardId>,
}

impl State {
    /// The state before set-up: each clan's Elites then Warriors in its reserve (seat by seat),
    /// then one figure per monster card of the pack, beside the board; every clan's Rage at its
    /// first step; no Age begun (Age 1 begins with the first event that runs it); nothing
    /// dealt, drawn or scored.
    pub(super) fn blank(pack: &Pack, players: u8) -> State {
        let chambers = pack.chambers.len();
        let n = &pack.numbers;
        let mut figures = Vec::new();
        for seat in (0..players).map(Seat) {
            for kind in std::iter::repeat_n(Kind::Elite, n.elites as usize)
                .chain(std::iter::repeat_n(Kind::Warrior, n.warriors as usize))
            {
                figures.push(Figure {
                    kind,
                    owner: Some(seat),
                    loc: Loc::Reserve,
                });
            }
        }
        for card in &pack.monsters {
            figures.push(Figure {
                kind: Kind::Monster(*card),
                owner: None,
                loc: Loc::Aside,
            });
        }
        State {
            age: 0,
            figures,
            tokens: vec![false; chambers],
            gods: vec![None; chambers],
            age_gods: Vec::new(),
            claimed: vec![None; chambers],
            deck: Vec::new(),
            hands: PerSeat::filled(players, Vec::new()),
            aside: PerSeat::filled(players, Vec::new()),
            discards: PerSeat::filled(players, Vec::new()),
            slots: PerSeat::filled(players, Vec::new()),
            steps: PerSeat::filled(players, [0; 3]),
            rage: PerSeat::filled(players, n.stat_value(Stat::Rage, 0)),
            glory: PerSeat::filled(players, 0),
            passed: SeatSet::default(),
            first_player: Seat(0),
            actor: Seat(0),
            draft: None,
            removed: Vec::new(),
        }
    }
}

/// Takes one copy of `card` out of `cards`, if it is there.
pub(super) fn take_card(cards: &mut Vec<CardId>, card: CardId) -> bool {
    match cards.iter().position(|c| *c == card) {
        Some(pos) => {
            cards.remove(pos);
            true
        }
        None => false,
    }
}

impl State {
    fn figure_mut(&mut self, id: FigureId) -> &mut Figure {
        &mut self.figures[id.index()]
    }

    /// The draft's picks join the cards each seat kept, out of its packet.
    fn keep_picks(&mut self) {
        let Some(d) = self.draft.as_mut() else {
            return;
        };
        let Draft {
            packets,
            picks,
            kept,
        } = d;
        for ((packet, pick), kept) in packets
            .iter_mut()
            .zip(picks.iter_mut())
            .zip(kept.iter_mut())
        {
            if let Some(card) = pick.take() {
                take_card(packet, card);
                kept.push(card);
            }
        }
    }
}

impl Fold<Event> for State {
    #[allow(clippy::too_many_lines)]
    fn fold(&mut self, event: &Event) {
        match event {
            Event::TokensDrawn { chambers } => {
                for c in chambers {
                    self.tokens[c.index()] = true;
                }
            }
            Event::GodsDrawn { gods } => self.age_gods.clone_from(gods),
            Event::DeckShuffled { order, .. } => self.deck.clone_from(order),
            Event::FirstPlayer { seat } => {
                self.first_player = *seat;
                self.actor = *seat;
            }
            Event::AgeBegan { age } => self.age = *age,
            Event::GodArrived { god, chamber } => {
                self.tokens[chamber.index()] = false;
                self.gods[chamber.index()] = Some(*god);
            }
            Event::Dealt { packets, .. } => {
                let dealt: usize = packets.iter().map(Vec::len).sum();
                self.deck.drain(..dealt);
                let players = packets.len() as u8;
                self.draft = Some(Draft {
                    packets: packets.clone(),
                    picks: PerSeat::filled(players, None),
                    kept: PerSeat::filled(players, Vec::new()),
                });
            }
            Event::PickedCard { seat, card } => {
                if let Some(d) = self.draft.as_mut() {
                    d.picks[*seat] = Some(*card);
                }
            }
            Event::Passed { left } => {
                self.keep_picks();
                if let Some(d) = self.draft.as_mut() {
                    // Left: to the next seat clockwise; right: to the one before.
                    let n = d.packets.len();
                    let mut passed = vec![Vec::new(); n];
                    for (i, p) in std::mem::take(&mut d.packets).into_iter().enumerate() {
                        let to = if *left { (i + 1) % n } else { (i + n - 1) % n };
                        passed[to] = p;
                    }
                    d.packets = passed.into_iter().collect();
                }
            }
            Event::Bottomed { .. } => {
                self.keep_picks();
                if let Some(d) = self.draft.take() {
                    for p in d.packets {
                        self.deck.extend(p);
                    }
                    for ((hand, aside), mut kept) in
                        self.hands.iter_mut().zip(self.aside.iter_mut()).zip(d.kept)
                    {
                        kept.append(aside);
                        hand.append(&mut kept);
                    }
                }
            }
            Event::ActionBegan { rage } => {
                for (r, value) in self.rage.iter_mut().zip(rage) {
                    *r = *value;
                }
                self.passed = SeatSet::default();
            }
            Event::TurnBegan { seat } => self.actor = *seat,
            Event::PassedTurn { seat } => {
                self.rage[*seat] = 0;
                self.passed.insert(*seat);
            }
            Event::Paid { seat, rage } => {
                self.rage[*seat] = self.rage[*seat].saturating_sub(*rage);
            }
            Event::Summoned {
                figure, chamber, ..
            }
            | Event::Moved {
                figure,
                to: chamber,
                ..
            }
            | Event::Called {
                figure,
                to: chamber,
                ..
            } => self.figure_mut(*figure).loc = Loc::Chamber(*chamber),
            Event::Upgraded { seat, card } => {
                take_card(&mut self.hands[*seat], *card);
                self.slots[*seat].push(Slotted {
                    card: *card,
                    quest: false,
                });
                if let Some(f) = self
                    .figures
                    .iter_mut()
                    .find(|f| f.kind == Kind::Monster(*card))
                {
                    f.owner = Some(*seat);
                    f.loc = Loc::Reserve;
                }
            }
            Event::QuestCommitted { seat, card } => {
                let card = card.expect("the full event names the quest");
                take_card(&mut self.hands[*seat], card);
                self.slots[*seat].push(Slotted { card, quest: true });
            }
            Event::Revealed { cards } => {
                for (seat, card) in cards {
                    take_card(&mut self.hands[*seat], *card);
                }
            }
            Event::LatePlayed { seat, card } => {
                take_card(&mut self.hands[*seat], *card);
            }
            Event::Destroyed { figure, to, .. } => self.figure_mut(*figure).loc = *to,
            Event::CardsMoved {
                from,
                to_hand,
                cards,
            } => match to_hand {
                Some(seat) => self.hands[*seat].extend(cards),
                None => self.discards[*from].extend(cards),
            },
            Event::Claimed { seat, chamber } => self.claimed[chamber.index()] = Some(*seat),
            Event::StatRaised { seat, stat, step } => {
                // The event names the step 1-based.
                self.steps[*seat][stat.index()] = step - 1;
            }
            Event::Glory { seat, amount, .. } => self.glory[*seat] += amount,
            Event::Took {
                seat,
                from,
                glory,
                rage,
            } => {
                self.glory[*from] -= glory;
                self.glory[*seat] += glory;
                self.rage[*from] -= rage;
                self.rage[*seat] += rage;
            }
            Event::RageGained { seat, rage } => self.rage[*seat] += rage,
            Event::QuestRevealed { seat, card, .. } => {
                let slots = &mut self.slots[*seat];
                if let Some(pos) = slots.iter().position(|s| s.quest && s.card == *card) {
                    slots.remove(pos);
                }
                self.hands[*seat].push(*card);
            }
            Event::Released { .. } => {
                for f in &mut self.figures {
                    if f.loc.fallen() && f.owner.is_some() {
                        f.loc = Loc::Reserve;
                    }
                }
            }
            Event::AgeEnded { .. } => {
                for c in &mut self.claimed {
                    *c = None;
                }
            }
            Event::KeptCards { seat, cards, .. } => {
                // What is not kept of the hand and the discards leaves the game (VH-25).
                let mut pool = std::mem::take(&mut self.hands[*seat]);
                pool.append(&mut self.discards[*seat]);
                for card in cards {
                    take_card(&mut pool, *card);
                }
                self.removed.append(&mut pool);
                self.aside[*seat].clone_from(cards);
            }
            Event::LookedAt { cards, .. } => {
                self.deck.drain(..cards.len());
            }
            Event::TookLooked {
                seat,
                card,
                returned,
            } => {
                self.hands[*seat].push(*card);
                self.deck.extend(returned);
            }
            Event::FirstPlayerPassed { seat } => self.first_player = *seat,
            Event::MonstersDrawn { .. }
            | Event::Picked { .. }
            | Event::ContestDeclared { .. }
            | Event::CardChosen { .. }
            | Event::QuestCounts { .. }
            | Event::Cancelled { .. }
            | Event::Watched { .. }
            | Event::Totals { .. }
            | Event::BattleEnded { .. }
            | Event::Saved { .. }
            | Event::Retreated { .. }
            | Event::ActionEnded
            | Event::Valor { .. }
            | Event::GameEnded { .. } => {}
        }
    }
}
