//! `legal_commands`: the single source of truth for legality. A command is legal exactly when it
//! is in this list (checked on random games by the playout tests).

use super::Game;
use super::command::{Command, Figure, Place};
use super::data::{CardId, CardKind, Monster, PROVINCES, ProvinceId};
use super::effects::Effect;
use super::pending::Decision;
use super::state::{Loc, discounted_cost, slot_base};
use crate::engine::{Seat, Standing, StandingOrder};

impl Game {
    /// Every command `seat` may give now, sorted. Empty when the seat is not awaited.
    pub fn legal_commands(&self, seat: Seat) -> Vec<Command> {
        // Room for an action turn's list at once (growing it step by step was a tenth of a
        // random game's time).
        let mut out = Vec::with_capacity(64);
        self.collect_legal(seat, &mut out, None);
        sort_legal(&mut out);
        out
    }

    /// The command at index `nth(n)` of the `n` of `legal_commands(seat)`, the list built in
    /// this thread's kept list instead of a new one.
    pub fn legal_nth(&self, seat: Seat, nth: &dyn Fn(usize) -> usize) -> Option<Command> {
        with_kept_list(|out| {
            self.collect_legal(seat, out, None);
            sort_legal(out);
            (!out.is_empty()).then(|| out[nth(out.len())])
        })
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
        with_kept_list(|out| {
            // An action is looked for among the actions of its own kind only.
            self.collect_legal(seat, out, ActionKind::of(*command));
            out.contains(command)
        })
    }

    /// The legal commands in the order they are found (possibly repeated): `legal_commands`
    /// without the sort. On an action turn, only the actions of kind `only` when it is given
    /// (other decisions list everything whatever `only` is).
    fn collect_legal(&self, seat: Seat, out: &mut Vec<Command>, only: Option<ActionKind>) {
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
                    in_card_order(&draft.packs[seat], |pack| {
                        out.extend(pack.iter().map(|card| Command::Draft { card: *card }));
                    });
                }
            }
            Decision::Action => self.legal_actions(seat, out, only),
            Decision::FreeInvade { figure } => {
                for figure in free_invaders(clan, *figure) {
                    for to in st.invade_destinations(figure) {
                        out.push(Command::Invade { figure, to });
                    }
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
            Decision::BattleCard { .. } | Decision::OpenCard { .. } => {
                in_card_order(&clan.hand, |hand| {
                    out.extend(hand.iter().map(|card| Command::Play { card: *card }));
                });
            }
            Decision::CountQuest { .. } => out.extend([Command::CountQuest, Command::Done]),
            Decision::LateCard { .. } => {
                in_card_order(&clan.hand, |hand| {
                    out.extend(
                        hand.iter()
                            .filter(|c| c.def().late())
                            .map(|card| Command::Play { card: *card }),
                    );
                });
                out.push(Command::Done);
            }
            Decision::Spare { province } => {
                for (figure, at) in st.battle_figures(seat, *province) {
                    out.push(Command::Spare { figure, at });
                }
            }
            Decision::Save {
                protect,
                retreat,
                escape,
                at,
                ..
            } => {
                if *protect {
                    out.push(Command::Protect);
                }
                if *retreat {
                    out.push(Command::Retreat);
                }
                if *escape && let Place::Province(from) = at {
                    out.extend(
                        self.refuges(*from)
                            .into_iter()
                            .map(|to| Command::Escape { to }),
                    );
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
                for figure in st.leaders_at(seat, *from) {
                    let giant = figure != Figure::Leader;
                    for to in self.refuges(*from) {
                        out.push(Command::MoveLeader { to, giant });
                    }
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
                in_card_order(&clan.hand, |hand| {
                    out.extend(hand.iter().map(|card| Command::Keep { card: *card }));
                });
                out.push(Command::Done);
            }
            Decision::MoveGod { from, .. } => {
                out.extend(st.god_destinations(*from).map(|to| Command::MoveGod { to }));
            }
        }
    }

    /// The actions of a turn (3.5), including those added by upgrades; only those of kind `only`
    /// when it is given (checking one command needs no others).
    fn legal_actions(&self, seat: Seat, out: &mut Vec<Command>, only: Option<ActionKind>) {
        let wants = |kind: ActionKind| kind.wanted(only);
        // Generated in the order of `Command`'s variants (Invade, March, Upgrade, Quest, Pillage,
        // Challenge, Sacrifice, Recall, Strike, Pass) so that `legal_commands` rarely needs to sort.
        let st = &self.state;
        let clan = &st.clans[seat];
        // Any action, even a free one, needs at least 1 Rage (2.5).
        if clan.rage == 0 {
            out.push(Command::Pass);
            return;
        }
        // Empty villages of every province, counted once for the whole list.
        let free =
            if wants(ActionKind::Invade) || wants(ActionKind::March) || wants(ActionKind::Recall) {
                st.free_villages_all()
            } else {
                [0; PROVINCES]
            };
        let room = st.horns_room(seat);
        if room && wants(ActionKind::Invade) {
            // The Mystic Troll's province costs its owner nothing (EX-09).
            let troll = match clan.loc(Figure::Monster(Monster::MysticTroll)) {
                Some(Loc::At(place @ Place::Province(_))) => Some(place),
                _ => None,
            };
            for figure in clan.kinds_at(Loc::Reserve) {
                let affordable = st.invade_cost(seat, figure) <= clan.rage;
                if affordable || troll.is_some() {
                    st.push_invade_destinations(figure, &free, |to| {
                        if affordable || Some(to) == troll {
                            out.push(Command::Invade { figure, to });
                        }
                    });
                }
            }
        }
        if wants(ActionKind::March) {
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
        }
        if wants(ActionKind::Upgrade) || wants(ActionKind::Quest) {
            in_card_order(&clan.hand, |hand| self.card_actions(seat, hand, out, only));
        }
        if wants(ActionKind::Pillage) || wants(ActionKind::Challenge) {
            let present = st.present_in(seat);
            let mut pillaged_present = 0u16;
            for province in st.standing() {
                if present & (1 << province.0) == 0 {
                    continue;
                }
                if st.is_pillaged(province) {
                    pillaged_present |= 1 << province.0;
                } else if wants(ActionKind::Pillage) {
                    out.push(Command::Pillage { province });
                }
            }
            if wants(ActionKind::Challenge)
                && pillaged_present != 0
                && clan.challenge_cost().is_some_and(|rage| clan.rage >= rage)
            {
                for province in st.standing() {
                    if pillaged_present & (1 << province.0) != 0 {
                        out.push(Command::Challenge { province });
                    }
                }
            }
        }
        if wants(ActionKind::Sacrifice)
            && clan
                .sacrifice()
                .is_some_and(|(_, count)| clan.on_board() >= count)
        {
            out.push(Command::Sacrifice);
        }
        if room
            && wants(ActionKind::Recall)
            && clan.recall_cost().is_some_and(|rage| clan.rage >= rage)
        {
            for figure in clan.kinds_at(Loc::Valhalla) {
                st.push_invade_destinations(figure, &free, |to| {
                    out.push(Command::Recall { figure, to });
                });
            }
        }
        if room && wants(ActionKind::Strike) {
            self.strikes(seat, out);
        }
        if wants(ActionKind::Pass) {
            out.push(Command::Pass);
        }
    }

    /// Odin's Chosen (EX-26): a Mystic from the reserve may invade a standing outer province by
    /// naming an enemy Warrior or Mystic there, full or not (Horns room is checked by the caller).
    fn strikes(&self, seat: Seat, out: &mut Vec<Command>) {
        let st = &self.state;
        let clan = &st.clans[seat];
        if clan.mystics.reserve == 0 || !clan.has_effect(Effect::MysticStrike) {
            return;
        }
        for to in ProvinceId::outer().filter(|p| !st.is_destroyed(*p)) {
            for enemy in self.enemies(seat) {
                let them = &st.clans[enemy];
                for victim in [Figure::Warrior, Figure::Mystic] {
                    if them.count_of(victim, Loc::At(Place::Province(to))) > 0 {
                        out.push(Command::Strike { to, enemy, victim });
                    }
                }
            }
        }
    }

    /// The Upgrade and Quest actions of a turn, from `hand` in card order.
    fn card_actions(
        &self,
        seat: Seat,
        hand: &[CardId],
        out: &mut Vec<Command>,
        only: Option<ActionKind>,
    ) {
        let wants = |kind: ActionKind| kind.wanted(only);
        let st = &self.state;
        let clan = &st.clans[seat];
        if wants(ActionKind::Upgrade) {
            let discount = st.upgrade_discount(seat);
            for card in hand {
                let def = card.def();
                if matches!(def.kind, CardKind::Upgrade | CardKind::Monster)
                    && discounted_cost(*card, discount) <= clan.rage
                {
                    let kind = def.slot.expect("upgrades have a slot");
                    let base = slot_base(kind);
                    let first_empty =
                        (0..kind.count()).find(|i| clan.slots[base + *i as usize].is_none());
                    for slot in 0..kind.count() {
                        if (clan.slots[base + slot as usize].is_some() || Some(slot) == first_empty)
                            && !clan.has_twin(*card, slot)
                        {
                            out.push(Command::Upgrade { card: *card, slot });
                        }
                    }
                }
            }
        }
        if wants(ActionKind::Quest) {
            for card in hand {
                if card.def().kind == CardKind::Quest {
                    out.push(Command::Quest { card: *card });
                }
            }
        }
    }
}

/// Runs `f` on `cards` in card order, each once (a hand or a draft packet holds each physical
/// card once): a list of cards made into commands in this order needs no sort of commands
/// afterwards. The cards are marked in a set of the 256 ids and read back in order, which costs
/// less than sorting them.
fn in_card_order<R>(cards: &[CardId], f: impl FnOnce(&[CardId]) -> R) -> R {
    let mut marked = [0u64; 4];
    for card in cards {
        marked[usize::from(card.0 >> 6)] |= 1 << (card.0 & 63);
    }
    let mut sorted = [CardId(0); 256];
    let mut len = 0;
    for (word, bits) in (0u8..).zip(marked) {
        let mut bits = bits;
        while bits != 0 {
            sorted[len] = CardId(word * 64 + bits.trailing_zeros() as u8);
            len += 1;
            bits &= bits - 1;
        }
    }
    f(&sorted[..len])
}

/// Sorts a list of legal commands as found, without repeats. Most lists are generated in order
/// already; sorting only when needed keeps the order (the index of a command in this list is what
/// a button carries) and skips the work. One pass: a list in strictly increasing order is sorted
/// and has no repeats.
fn sort_legal(out: &mut Vec<Command>) {
    if !out.windows(2).all(|pair| pair[0] < pair[1]) {
        out.sort_unstable();
        out.dedup();
    }
}

/// Runs `f` on this thread's kept list of commands, emptied: every command applied is checked,
/// and a random player picks one command, with no allocation for either.
fn with_kept_list<R>(f: impl FnOnce(&mut Vec<Command>) -> R) -> R {
    thread_local! {
        /// The list of the last check or pick on this thread, kept for the next.
        static LEGAL: std::cell::RefCell<Vec<Command>> = const { std::cell::RefCell::new(Vec::new()) };
    }
    LEGAL.with(|list| {
        let mut own = Vec::new();
        // A check within a check (none today) would get a list of its own.
        let mut kept = list.try_borrow_mut();
        let out = kept.as_deref_mut().unwrap_or(&mut own);
        out.clear();
        f(out)
    })
}

/// The kinds of action a turn offers (3.5), for checking one action against its own kind only.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum ActionKind {
    Invade,
    March,
    Upgrade,
    Quest,
    Pillage,
    Challenge,
    Sacrifice,
    Recall,
    Strike,
    Pass,
}

impl ActionKind {
    /// Whether actions of this kind are listed when only those of kind `only` are wanted (all
    /// of them when `only` is `None`).
    fn wanted(self, only: Option<ActionKind>) -> bool {
        only.is_none_or(|o| o == self)
    }

    /// The kind of action `command` is, if it is one.
    fn of(command: Command) -> Option<ActionKind> {
        Some(match command {
            Command::Invade { .. } => ActionKind::Invade,
            Command::March { .. } => ActionKind::March,
            Command::Upgrade { .. } => ActionKind::Upgrade,
            Command::Quest { .. } => ActionKind::Quest,
            Command::Pillage { .. } => ActionKind::Pillage,
            Command::Challenge { .. } => ActionKind::Challenge,
            Command::Sacrifice => ActionKind::Sacrifice,
            Command::Recall { .. } => ActionKind::Recall,
            Command::Strike { .. } => ActionKind::Strike,
            Command::Pass => ActionKind::Pass,
            _ => return None,
        })
    }
}

/// The figures a free invasion offered for `figure` may place: that figure, and the Mountain
/// Giant too when a Leader upgrade offered it and both are in the reserve (EX-06).
pub(crate) fn free_invaders(
    clan: &super::state::Clan,
    figure: Figure,
) -> impl Iterator<Item = Figure> + use<'_> {
    let giant = Figure::Monster(Monster::MountainGiant);
    let also = (figure == Figure::Leader && clan.loc(giant) == Some(Loc::Reserve)).then_some(giant);
    std::iter::once(figure).chain(also)
}
