//! `legal_commands`: the single source of truth for legality. A command is legal exactly when it
//! is in this list (checked on random games by the playout tests).

use super::Game;
use super::command::Command;
use super::data::CardKind;
use super::pending::Decision;
use super::state::{Loc, slot_base};
use crate::engine::{Seat, Standing, StandingOrder};

impl Game {
    /// Every command `seat` may give now, sorted. Empty when the seat is not awaited.
    pub fn legal_commands(&self, seat: Seat) -> Vec<Command> {
        // Room for an action turn's list at once (growing it step by step was a tenth of a
        // random game's time).
        let mut out = Vec::with_capacity(64);
        self.collect_legal(seat, &mut out);
        // Most lists are generated in order already; sorting only when needed keeps the order
        // (the index of a command in this list is what a button carries) and skips the work.
        // One pass: a list in strictly increasing order is sorted and has no repeats.
        if !out.windows(2).all(|pair| pair[0] < pair[1]) {
            out.sort_unstable();
            out.dedup();
        }
        out
    }

    /// The one command `seat` may give now, when everybody can tell it is the only one: the
    /// session answers it at once instead of waiting (B-13). `None` when the seat has a real
    /// choice, or when having no choice would depend on cards only the seat sees (a late card,
    /// a save, an action turn with Rage left), so that answering at once reveals nothing.
    pub fn forced(&self, seat: Seat) -> Option<Command> {
        let pending = self.pending.as_ref()?;
        if !pending.seats.contains(seat) {
            return None;
        }
        let public = match &pending.decision {
            Decision::LateCard { .. } | Decision::Save { .. } => false,
            Decision::Action => self.state.clans[seat].rage == 0,
            _ => true,
        };
        if !public {
            return None;
        }
        let mut legal = self.legal_commands(seat);
        if legal.len() == 1 { legal.pop() } else { None }
    }

    /// What a standing order of `seat` answers to its decision now, if it covers it.
    pub fn standing(&self, seat: Seat, order: StandingOrder) -> Option<Standing<Command>> {
        let pending = self.pending.as_ref()?;
        if !pending.seats.contains(seat) {
            return None;
        }
        match (&pending.decision, order) {
            (Decision::CallToBattle { .. }, StandingOrder::DeclineCalls)
            | (Decision::LateCard { .. }, StandingOrder::NoLateCards) => {
                Some(Standing::Answer(Command::Done))
            }
            (Decision::Draft { age, .. }, StandingOrder::AiDraftsAge(wanted)) if *age == wanted => {
                Some(Standing::Delegate)
            }
            _ => None,
        }
    }

    /// Whether a command is legal now (it is in `legal_commands`).
    pub fn is_legal(&self, seat: Seat, command: &Command) -> bool {
        thread_local! {
            /// The list of the last check on this thread, kept for the next (every command
            /// applied is checked: no allocation for it).
            static LEGAL: std::cell::RefCell<Vec<Command>> = const { std::cell::RefCell::new(Vec::new()) };
        }
        LEGAL.with(|list| {
            let mut own = Vec::new();
            // A check within a check (none today) would get a list of its own.
            let mut kept = list.try_borrow_mut();
            let out = kept.as_deref_mut().unwrap_or(&mut own);
            out.clear();
            self.collect_legal(seat, out);
            out.contains(command)
        })
    }

    /// The legal commands in the order they are found (possibly repeated): `legal_commands`
    /// without the sort.
    fn collect_legal(&self, seat: Seat, out: &mut Vec<Command>) {
        let Some(pending) = &self.pending else {
            return;
        };
        if seat.0 >= self.state.players || !pending.seats.contains(seat) {
            return;
        }
        let st = &self.state;
        let clan = &st.clans[seat];
        match &pending.decision {
            Decision::Draft { .. } => {
                if let Some(draft) = &st.draft {
                    out.extend(
                        draft.packs[seat]
                            .iter()
                            .map(|card| Command::Draft { card: *card }),
                    );
                }
            }
            Decision::Action => self.legal_actions(seat, out),
            Decision::FreeInvade { figure } => {
                for to in st.invade_destinations(*figure) {
                    out.push(Command::Invade {
                        figure: *figure,
                        to,
                    });
                }
                out.push(Command::Done);
            }
            Decision::March { from, to, moved } => {
                if st.free_villages(*to) > 0 {
                    for figure in self.movable_at(seat, *from) {
                        out.push(Command::Move { figure });
                    }
                }
                if *moved > 0 {
                    out.push(Command::Done);
                }
            }
            Decision::CallToBattle { province } => {
                for (figure, from) in self.call_options(seat, *province) {
                    out.push(Command::Join { figure, from });
                }
                out.push(Command::Done);
            }
            Decision::BattleCard { .. } => {
                out.extend(clan.hand.iter().map(|card| Command::Play { card: *card }));
            }
            Decision::CountQuest { .. } => out.extend([Command::CountQuest, Command::Done]),
            Decision::LateCard { .. } => {
                out.extend(
                    clan.hand
                        .iter()
                        .filter(|c| c.def().late())
                        .map(|card| Command::Play { card: *card }),
                );
                out.push(Command::Done);
            }
            Decision::Spare { province } => {
                for (figure, at) in st.battle_figures(seat, *province) {
                    out.push(Command::Spare { figure, at });
                }
            }
            Decision::Save {
                protect, retreat, ..
            } => {
                if *protect {
                    out.push(Command::Protect);
                }
                if *retreat {
                    out.push(Command::Retreat);
                }
                out.push(Command::Done);
            }
            Decision::Prowess { .. } => {
                if clan.rage >= 1
                    && let Some(battle) = &st.battle
                {
                    out.extend(
                        battle
                            .table
                            .iter()
                            .filter(|p| p.seat == seat)
                            .map(|p| Command::Keep { card: p.card }),
                    );
                }
                out.push(Command::Done);
            }
            Decision::Raise {
                optional, except, ..
            } => {
                for stat in st.raisable(seat) {
                    if Some(stat) != *except {
                        out.push(Command::Raise { stat });
                    }
                }
                if *optional {
                    out.push(Command::Done);
                }
            }
            Decision::Succor { .. } | Decision::ThorsDomain { .. } | Decision::Blessing { .. } => {
                out.extend([Command::Accept, Command::Done]);
            }
            Decision::LordOfHammers { from } => {
                for to in self.hammers_destinations(*from) {
                    out.push(Command::MoveLeader { to });
                }
                out.push(Command::Done);
            }
            Decision::Sacrifice { .. } => {
                for (figure, loc) in clan.figures() {
                    if let Loc::At(at) = loc {
                        out.push(Command::Destroy { figure, at });
                    }
                }
            }
            Decision::Keep { .. } => {
                out.extend(clan.hand.iter().map(|card| Command::Keep { card: *card }));
                out.push(Command::Done);
            }
        }
    }

    /// The actions of a turn (3.5), including those added by upgrades.
    fn legal_actions(&self, seat: Seat, out: &mut Vec<Command>) {
        // Generated in the order of `Command`'s variants (Invade, March, Upgrade, Quest, Pillage,
        // Challenge, Sacrifice, Recall, Pass) so that `legal_commands` rarely needs to sort.
        let st = &self.state;
        let clan = &st.clans[seat];
        // Any action, even a free one, needs at least 1 Rage (2.5).
        if clan.rage == 0 {
            out.push(Command::Pass);
            return;
        }
        // Empty villages of every province, counted once for the whole list.
        let free = st.free_villages_all();
        let room = st.horns_room(seat);
        if room {
            for figure in clan.kinds_at(Loc::Reserve) {
                if st.invade_cost(seat, figure) <= clan.rage {
                    st.push_invade_destinations(figure, &free, |to| {
                        out.push(Command::Invade { figure, to });
                    });
                }
            }
        }
        for from in st.standing() {
            if !clan.can_march_from(from) {
                continue;
            }
            for to in st.standing() {
                if to != from && free[to.index()] > 0 {
                    out.push(Command::March { from, to });
                }
            }
        }
        let mut hand = clan.hand.clone();
        hand.sort_unstable();
        for card in &hand {
            let def = card.def();
            if matches!(def.kind, CardKind::Upgrade | CardKind::Monster)
                && st.upgrade_cost(seat, *card) <= clan.rage
            {
                let kind = def.slot.expect("upgrades have a slot");
                let base = slot_base(kind);
                let first_empty =
                    (0..kind.count()).find(|i| clan.slots[base + *i as usize].is_none());
                for slot in 0..kind.count() {
                    if clan.slots[base + slot as usize].is_some() || Some(slot) == first_empty {
                        out.push(Command::Upgrade { card: *card, slot });
                    }
                }
            }
        }
        for card in &hand {
            if card.def().kind == CardKind::Quest {
                out.push(Command::Quest { card: *card });
            }
        }
        let mut pillaged_present = 0u16;
        for province in st.standing() {
            if !st.present(seat, province) {
                continue;
            }
            if st.is_pillaged(province) {
                pillaged_present |= 1 << province.0;
            } else {
                out.push(Command::Pillage { province });
            }
        }
        if pillaged_present != 0 && clan.challenge_cost().is_some_and(|rage| clan.rage >= rage) {
            for province in st.standing() {
                if pillaged_present & (1 << province.0) != 0 {
                    out.push(Command::Challenge { province });
                }
            }
        }
        if clan
            .sacrifice()
            .is_some_and(|(_, count)| clan.on_board() >= count)
        {
            out.push(Command::Sacrifice);
        }
        if room && clan.recall_cost().is_some_and(|rage| clan.rage >= rage) {
            for figure in clan.kinds_at(Loc::Valhalla) {
                st.push_invade_destinations(figure, &free, |to| {
                    out.push(Command::Recall { figure, to });
                });
            }
        }
        out.push(Command::Pass);
    }
}
