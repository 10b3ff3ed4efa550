//! What a Reprisal game knows between decisions: the figures and where they stand, the pillage
//! tokens, the Doom and the quest, the gods, each clan's gift, Glory, victory points, counters and
//! battle cards, and whose turn it is. [`State::fold`] (through `engine::Sourced`) is the only
//! code that changes it: the rules read it and emit events.
//!
//! A pillage's own bookkeeping (its step, the dying set, secret picks not yet revealed) is the
//! battle procedure's, in `battle`; what the game waits for is its `Stage`.

use super::ReprisalOptions;
use super::{Act, Event, Figure, Gift, Kind, Loc, Monster, Quest, Token, data};
use crate::engine::base::data::ProvinceId;
use crate::engine::sourced::Fold;
use crate::engine::{PerSeat, Seat, SeatSet};

/// The state of a Reprisal game (see the module doc).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    /// The current Age (1-3).
    pub age: u8,
    /// Every figure, by `FigureId`.
    pub figures: Vec<Figure>,
    /// The pillage token of each outer province.
    pub tokens: [Token; 8],
    /// The outer provinces pillaged this Age.
    pub pillaged: [bool; 8],
    /// Clans that pillaged Yggdrasil successfully this Age.
    pub yggdrasil_done: SeatSet,
    /// The Doom province of this Age.
    pub doom: Option<ProvinceId>,
    /// The common quest of this Age.
    pub quest: Option<Quest>,
    /// Where each god is (by `God` index), and who placed it.
    pub gods: [Option<(ProvinceId, Seat)>; 6],
    /// Each clan's gift this Age.
    pub gifts: PerSeat<Option<Gift>>,
    /// Glory of this Age.
    pub glory: PerSeat<u32>,
    /// Victory points.
    pub vp: PerSeat<u32>,
    /// Axes counters (Glory added to each battle won).
    pub axes: PerSeat<u32>,
    /// Fists counters (figures added to each Invade).
    pub fists: PerSeat<u32>,
    /// Helmets counters (figures added to the board cap).
    pub helmets: PerSeat<u32>,
    /// Battle cards in hand and discarded, bit `n - 1` for card `n` (a card chosen but not yet
    /// revealed is still in hand here; see `Game::held`).
    pub hands: PerSeat<u8>,
    /// Battle cards discarded, as bits like the hands.
    pub discards: PerSeat<u8>,
    /// The first player of Age 1.
    pub first_player: Seat,
    /// The clan whose turn it is.
    pub actor: Seat,
    /// The actions of the turn under way.
    pub done: Vec<Act>,
    /// Clans that have ended their turns for this Action phase.
    pub stopped: SeatSet,
}

impl State {
    /// The state after set-up (1.4), before the first event: every clan's figures in its reserve
    /// (warriors, the leader, the drakkar, and the mystics with that option), the monsters in the
    /// pool, all eight battle cards in hand with that option, blank tokens, nothing scored.
    pub(super) fn set_up(players: u8, opts: &ReprisalOptions) -> State {
        let r = data::rules();
        let mut figures = Vec::new();
        for seat in (0..players).map(Seat) {
            let mut add = |kind: Kind| {
                figures.push(Figure {
                    kind,
                    owner: Some(seat),
                    controller: Some(seat),
                    loc: Loc::Reserve,
                    rented: false,
                });
            };
            for _ in 0..r.warriors {
                add(Kind::Warrior);
            }
            add(Kind::Leader);
            add(Kind::Drakkar);
            if opts.mystics {
                for _ in 0..r.mystics {
                    add(Kind::Mystic);
                }
            }
        }
        for m in Monster::ALL {
            figures.push(Figure {
                kind: Kind::Monster(m),
                owner: None,
                controller: None,
                loc: Loc::Pool,
                rented: false,
            });
        }
        let cards = if opts.battle_cards { 0xFF } else { 0 };
        State {
            age: 1,
            figures,
            tokens: [Token::Blank; 8],
            pillaged: [false; 8],
            yggdrasil_done: SeatSet::default(),
            doom: None,
            quest: None,
            gods: [None; 6],
            gifts: PerSeat::filled(players, None),
            glory: PerSeat::filled(players, 0),
            vp: PerSeat::filled(players, 0),
            axes: PerSeat::filled(players, 0),
            fists: PerSeat::filled(players, 0),
            helmets: PerSeat::filled(players, 0),
            hands: PerSeat::filled(players, cards),
            discards: PerSeat::filled(players, 0),
            first_player: Seat(0),
            actor: Seat(0),
            done: Vec::new(),
            stopped: SeatSet::default(),
        }
    }

    fn figure_mut(&mut self, id: super::FigureId) -> &mut Figure {
        &mut self.figures[id.index()]
    }

    /// Sends a figure to Valhalla: a borrowed figure returns to its owner's control.
    fn kill(&mut self, id: super::FigureId) {
        let f = self.figure_mut(id);
        f.loc = Loc::Valhalla;
        f.controller = f.owner;
    }

    /// Reset (end of Ages 1 and 2): rented monsters back to the pool, Valhalla to the reserves,
    /// the Age's pillages, Glory, gods, gifts and stops forgotten.
    fn reset(&mut self) {
        for f in &mut self.figures {
            if f.rented {
                *f = Figure {
                    kind: f.kind,
                    owner: None,
                    controller: None,
                    loc: Loc::Pool,
                    rented: false,
                };
            } else if f.loc == Loc::Valhalla {
                f.loc = Loc::Reserve;
                f.controller = f.owner;
            }
        }
        self.pillaged = [false; 8];
        self.yggdrasil_done = SeatSet::default();
        self.glory.iter_mut().for_each(|g| *g = 0);
        self.gods = [None; 6];
        self.gifts.iter_mut().for_each(|g| *g = None);
        self.stopped = SeatSet::default();
    }
}

impl Fold<Event> for State {
    fn fold(&mut self, event: &Event) {
        match event {
            Event::TokensPlaced { tokens } => {
                for (slot, t) in self.tokens.iter_mut().zip(tokens) {
                    *slot = *t;
                }
            }
            Event::FirstPlayer { seat } => {
                self.first_player = *seat;
                self.actor = *seat;
            }
            Event::AgeBegan { age } => self.age = *age,
            Event::Doom { province } => self.doom = Some(*province),
            Event::QuestRolled { quest, .. } => self.quest = Some(*quest),
            Event::GiftGranted { seat, gift } => self.gifts[*seat] = Some(*gift),
            Event::MonsterGained {
                seat,
                monster,
                rented,
                ..
            } => {
                if let Some(f) = self
                    .figures
                    .iter_mut()
                    .find(|f| f.kind == Kind::Monster(*monster))
                {
                    f.owner = Some(*seat);
                    f.controller = Some(*seat);
                    f.loc = Loc::Reserve;
                    f.rented = *rented;
                }
            }
            Event::GodPlaced {
                seat,
                god,
                province,
            } => self.gods[*god as usize] = Some((*province, *seat)),
            Event::GodMoved { seat, god, to } => {
                self.gods[*god as usize] = to.map(|p| (p, *seat));
            }
            Event::TurnBegan { seat } => {
                self.actor = *seat;
                self.done.clear();
            }
            Event::Stopped { seat } => self.stopped.insert(*seat),
            Event::ActionTaken { act, .. } => self.done.push(*act),
            Event::Marched { figure, to, .. } | Event::Called { figure, to, .. } => {
                self.figure_mut(*figure).loc = Loc::Province(*to);
            }
            Event::Sailed { figure, to, .. } => self.figure_mut(*figure).loc = Loc::Fjord(*to),
            Event::Placed { figure, to, .. } => self.figure_mut(*figure).loc = to.loc(),
            Event::CardsRevealed { cards } => {
                for &(seat, card) in cards {
                    let bit = 1 << (card - 1);
                    self.hands[seat] &= !bit;
                    self.discards[seat] |= bit;
                }
            }
            Event::ElfFled { figure } => {
                self.figure_mut(*figure).loc = Loc::Province(ProvinceId::YGGDRASIL);
            }
            Event::Died { figures } | Event::Ragnarok { figures, .. } => {
                for id in figures {
                    self.kill(*id);
                }
            }
            Event::Revived {
                seat,
                figure,
                province,
            } => {
                let f = self.figure_mut(*figure);
                f.loc = Loc::Province(*province);
                f.controller = Some(*seat);
            }
            Event::Recalled { figure, .. } => self.figure_mut(*figure).loc = Loc::Reserve,
            Event::Reward {
                seat,
                pillager,
                province,
                token,
            } => {
                if province.is_yggdrasil() {
                    self.yggdrasil_done.insert(*pillager);
                } else {
                    self.pillaged[province.index()] = true;
                }
                match token {
                    Some(Token::Fist) => self.fists[*seat] += 1,
                    Some(Token::Axe) => self.axes[*seat] += 1,
                    Some(Token::Helmet) => self.helmets[*seat] += 1,
                    // The Glory token's Glory is an event of its own.
                    Some(Token::Glory | Token::Blank) | None => {}
                }
            }
            Event::Glory { seat, amount, .. } => self.glory[*seat] += amount,
            Event::CardsTakenBack { seat } => {
                self.hands[*seat] = self.discards[*seat];
                self.discards[*seat] = 0;
            }
            Event::Scored { gained, .. } => {
                for (vp, g) in self.vp.iter_mut().zip(gained) {
                    *vp += g;
                }
            }
            Event::Reset => self.reset(),
            Event::Prayed { .. }
            | Event::PrayersRevealed { .. }
            | Event::RandomOrder { .. }
            | Event::PillageDeclared { .. }
            | Event::CallPassed { .. }
            | Event::Participants { .. }
            | Event::EngageChosen { .. }
            | Event::Engaged { .. }
            | Event::Rolled { .. }
            | Event::CalledOff { .. }
            | Event::CardChosen { .. }
            | Event::BattleResolved { .. }
            | Event::SpyNamed { .. }
            | Event::Saved { .. }
            | Event::Lost { .. }
            | Event::Sacrificed { .. }
            | Event::TrollSurvived { .. }
            | Event::DwarfRolled { .. }
            | Event::PillageFailed { .. }
            | Event::ActionPhaseEnded { .. }
            | Event::QuestCounted { .. }
            | Event::GameOver { .. } => {}
        }
    }
}
