//! Set-up (3.1), Gods' Gifts (3.3) and the Discard phase (3.12): the phases that deal with hands.

use super::Game;
use super::data::{ProvinceId, board};
use super::event::Event;
use super::flow::{Flow, Proc};
use super::pending::{Decision, Pending};
use crate::engine::{Seat, SeatSet};

/// Cards dealt to each player at the start of every Age.
const DEAL: usize = 8;

impl Game {
    /// Set-up (3.1, 1.5): Ragnarök tokens, provinces destroyed before play, pillage tokens, first
    /// player (D-06). Every random result is written into the `GameStarted` event.
    pub(crate) fn set_up(&mut self) {
        let players = self.state.players;
        let mut ragnarok: Vec<ProvinceId> = ProvinceId::outer().collect();
        self.rng.shuffle(&mut ragnarok);
        let destroyed_count = board().destroyed_at_setup[players as usize] as usize;
        // The first three tokens go on the Age track, then the pre-destroyed ones are drawn from the
        // remaining five, so a doomed province is never already destroyed (1.5).
        let destroyed = ragnarok[3..3 + destroyed_count].to_vec();
        let mut tokens = board().outer_tokens.clone();
        self.rng.shuffle(&mut tokens);
        tokens.push(board().yggdrasil_token);
        let first = Seat(self.rng.below(u32::from(players)) as u8);
        self.emit(Event::GameStarted {
            players,
            first,
            ragnarok: [ragnarok[0], ragnarok[1], ragnarok[2]],
            destroyed,
            tokens,
        });
        self.choose_gods();
    }

    /// Gods' Gifts (3.3): shuffle and deal 8 each, then pick-and-pass rounds until 6 are kept.
    pub(crate) fn step_draft(&mut self, dealt: bool) -> Flow {
        let players = self.state.players;
        let age = self.state.age;
        if !dealt {
            let mut order = self.state.decks[(age - 1) as usize].clone();
            self.rng.shuffle(&mut order);
            self.emit(Event::DeckShuffled {
                age,
                order: order.clone(),
            });
            let no_draft = age == 1 && self.options.age1_no_draft;
            // With 2 players each pick keeps 2 cards, three times; otherwise 1 card, six times.
            let (rounds, per_round) = if players == 2 { (3, 2) } else { (6, 1) };
            if !no_draft {
                self.emit(Event::DraftBegan { rounds, per_round });
            }
            for (i, seat) in Seat(0).clockwise(players).enumerate() {
                let cards = order[i * DEAL..(i + 1) * DEAL].to_vec();
                self.emit(Event::CardsDealt { seat, cards });
            }
            let left = order[players as usize * DEAL..].to_vec();
            self.emit(Event::LeftoversDiscarded {
                count: left.len() as u8,
                cards: left,
            });
            if no_draft {
                self.return_carried();
                return Flow::Done;
            }
            return Flow::Wait(
                Proc::Draft { dealt: true },
                Pending {
                    seats: SeatSet::all(players),
                    decision: Decision::Draft {
                        age,
                        round: 1,
                        rounds,
                        per_round,
                    },
                },
            );
        }
        let draft = self.state.draft.as_ref().expect("drafting");
        if draft.round < draft.rounds {
            let (round, rounds, per_round) = (draft.round, draft.rounds, draft.per_round);
            self.emit(Event::PacksPassed { round });
            return Flow::Wait(
                Proc::Draft { dealt: true },
                Pending {
                    seats: SeatSet::all(players),
                    decision: Decision::Draft {
                        age,
                        round: round + 1,
                        rounds,
                        per_round,
                    },
                },
            );
        }
        let unpicked = draft.packs.seats().map(|(s, p)| (s, p.clone())).collect();
        self.emit(Event::DraftEnded { unpicked });
        self.return_carried();
        Flow::Done
    }

    /// The card kept from the previous Age rejoins the hand after the draft (3.3 steps 1 and 6).
    fn return_carried(&mut self) {
        for seat in Seat(0).clockwise(self.state.players) {
            if let Some(card) = self.state.clans[seat].carried {
                self.emit(Event::CarriedReturned {
                    seat,
                    card: Some(card),
                });
            }
        }
    }

    /// Discard (3.12): keep at most one card for the next Age, discard the rest; in Age 3 everything.
    pub(crate) fn step_discard(&mut self, asked: bool) -> Flow {
        let players = self.state.players;
        if !asked && self.state.age < 3 {
            let seats: SeatSet = Seat(0)
                .clockwise(players)
                .filter(|s| !self.state.clans[*s].hand.is_empty())
                .collect();
            if !seats.is_empty() {
                return Flow::Wait(
                    Proc::Discard { asked: true },
                    Pending {
                        seats,
                        decision: Decision::Keep {
                            age: self.state.age,
                        },
                    },
                );
            }
        }
        for seat in Seat(0).clockwise(players) {
            let cards = self.state.clans[seat].hand.clone();
            if !cards.is_empty() {
                self.emit(Event::HandDiscarded {
                    seat,
                    count: cards.len() as u8,
                    cards,
                });
            }
        }
        Flow::Done
    }
}
