//! Determinization for search (the hard computer clans): a copy of the game in which everything
//! one seat cannot see is dealt again at random, consistently with what that seat can see.
//!
//! What a seat cannot see: the other seats' hands, their committed quests until the Quest phase
//! reveals them, the card each set aside to keep for the next Age, their draft packets, the
//! battle cards they have put face down, the undealt cards of the decks, and the game's random
//! stream. All of those cards form one pool per Age (a card's back shows its Age, as on the table,
//! so a hidden Age 2 card stays an Age 2 card); each pool is sorted, shuffled with the searcher's
//! own random stream, and dealt back into the same places in the same numbers. Committed quests
//! are dealt quest cards (committing a quest is public). The game's random stream is reseeded from
//! the searcher's stream.
//!
//! The result depends only on the seat's information: two games that differ only in where the
//! hidden cards lie, or in the game's seed, give the same determinization for the same searcher
//! stream (tested in `tests/engine/ai.rs`).

use super::Game;
use super::data::{CardId, CardKind};
use super::pending::Decision;
use crate::engine::Seat;
use crate::engine::rng::GameRng;

/// One hidden place a card lies in: (owner or `None` for a deck, which list, index in the list).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Slot {
    Hand(Seat, usize),
    Quest(Seat, usize),
    Carried(Seat),
    Pack(Seat, usize),
    Chosen(Seat),
    Deck(usize, usize),
}

impl Game {
    /// A copy of the game as `seat` might imagine it: every card it cannot see dealt again from
    /// the pool of cards it cannot see, and a fresh random stream, both from `rng`.
    #[must_use]
    pub fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Game {
        let mut game = self.clone();
        let slots = self.hidden_slots(seat);
        // One pool per Age, dealt back into that Age's places: quests first (from the pool's
        // quest cards), then the rest in a fixed order.
        for age in 1..=3u8 {
            let places: Vec<Slot> = slots
                .iter()
                .copied()
                .filter(|s| self.card_at(*s).def().age == age)
                .collect();
            if places.is_empty() {
                continue;
            }
            let mut pool: Vec<CardId> = places.iter().map(|s| self.card_at(*s)).collect();
            pool.sort_unstable();
            rng.shuffle(&mut pool);
            let (quests, others): (Vec<Slot>, Vec<Slot>) = places
                .iter()
                .copied()
                .partition(|s| matches!(s, Slot::Quest(..)));
            for place in quests {
                let i = pool
                    .iter()
                    .position(|c| c.def().kind == CardKind::Quest)
                    .expect("a committed quest is a quest card, so the pool holds one");
                game.put(place, pool.remove(i));
            }
            for (place, card) in others.into_iter().zip(pool) {
                game.put(place, card);
            }
        }
        game.rng = GameRng::from_seed(u64::from(rng.next_u32()) << 32 | u64::from(rng.next_u32()));
        game
    }

    /// Every place holding a card `seat` cannot see, in a fixed order that depends only on how
    /// many cards lie where (public), never on which.
    fn hidden_slots(&self, seat: Seat) -> Vec<Slot> {
        let st = &self.state;
        // A card named by the decision being awaited is shown to its owner's opponents too.
        let named = match self.pending.as_ref().map(|p| &p.decision) {
            Some(Decision::CountQuest { card, .. }) => Some(*card),
            _ => None,
        };
        let mut out = Vec::new();
        for (other, clan) in st.clans.seats() {
            if other == seat {
                continue;
            }
            out.extend((0..clan.hand.len()).map(|i| Slot::Hand(other, i)));
            if !clan.quests_revealed {
                out.extend(
                    (0..clan.quests.len())
                        .filter(|i| Some(clan.quests[*i]) != named)
                        .map(|i| Slot::Quest(other, i)),
                );
            }
            if clan.carried.is_some() {
                out.push(Slot::Carried(other));
            }
            if let Some(draft) = &st.draft {
                out.extend((0..draft.packs[other].len()).map(|i| Slot::Pack(other, i)));
            }
            if let Some(battle) = &st.battle
                && battle.chosen[other].is_some()
            {
                out.push(Slot::Chosen(other));
            }
        }
        for (d, deck) in st.decks.iter().enumerate() {
            out.extend((0..deck.len()).map(|i| Slot::Deck(d, i)));
        }
        out
    }

    fn card_at(&self, slot: Slot) -> CardId {
        let st = &self.state;
        match slot {
            Slot::Hand(s, i) => st.clans[s].hand[i],
            Slot::Quest(s, i) => st.clans[s].quests[i],
            Slot::Carried(s) => st.clans[s].carried.expect("listed when set"),
            Slot::Pack(s, i) => st.draft.as_ref().expect("listed in a draft").packs[s][i],
            Slot::Chosen(s) => st.battle.as_ref().expect("listed in a battle").chosen[s]
                .expect("listed when chosen"),
            Slot::Deck(d, i) => st.decks[d][i],
        }
    }

    fn put(&mut self, slot: Slot, card: CardId) {
        let st = self.state.edit();
        match slot {
            Slot::Hand(s, i) => st.clans[s].hand[i] = card,
            Slot::Quest(s, i) => st.clans[s].quests[i] = card,
            Slot::Carried(s) => st.clans[s].carried = Some(card),
            Slot::Pack(s, i) => st.draft.as_mut().expect("listed in a draft").packs[s][i] = card,
            Slot::Chosen(s) => {
                st.battle.as_mut().expect("listed in a battle").chosen[s] = Some(card);
            }
            Slot::Deck(d, i) => st.decks[d][i] = card,
        }
    }
}
