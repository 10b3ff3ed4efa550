//! The game state of the base game and the read-only queries the rules ask of it (STR, occupancy,
//! Horns room, upgrades owned). Only `event::apply_event` mutates it.

use super::command::{Figure, Place};
use super::data::{
    CardId, CardName, FjordId, God, Monster, PROVINCES, PillageToken, ProvinceId, Slot, Stat, board,
};
use super::effects::Effect;
use crate::engine::{PerSeat, Seat};
use serde::{Deserialize, Serialize};

/// Where a figure is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Loc {
    /// In its clan's reserve.
    Reserve,
    /// Waiting in Valhalla.
    Valhalla,
    /// On the board.
    At(Place),
}

/// The phases of an Age (3.2), plus the end of the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// 1: Gods' Gifts (the draft).
    GodsGifts,
    /// 2: Action.
    Action,
    /// 3: Discard.
    Discard,
    /// 4: Quest.
    Quest,
    /// 5: Ragnarök.
    Ragnarok,
    /// 6: Release Valhalla.
    ReleaseValhalla,
    /// The game is over.
    GameOver,
}

impl Phase {
    /// Display name.
    pub fn name(self) -> &'static str {
        match self {
            Phase::GodsGifts => "Gods' Gifts",
            Phase::Action => "Action",
            Phase::Discard => "Discard",
            Phase::Quest => "Quest",
            Phase::Ragnarok => "Ragnarök",
            Phase::ReleaseValhalla => "Release Valhalla",
            Phase::GameOver => "Game over",
        }
    }
}

/// Counts of one clan's interchangeable figures of a kind (Warriors, Mystics) by location.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct Pool {
    pub reserve: u8,
    pub valhalla: u8,
    /// On the board, by province (these figures never stand in fjords).
    pub at: [u8; 9],
}

impl Pool {
    /// An empty pool.
    pub const fn empty() -> Pool {
        Pool {
            reserve: 0,
            valhalla: 0,
            at: [0; 9],
        }
    }

    /// How many stand at a location (none in a fjord).
    pub fn count(&self, loc: Loc) -> u8 {
        match loc {
            Loc::Reserve => self.reserve,
            Loc::Valhalla => self.valhalla,
            Loc::At(Place::Province(p)) => self.at[p.index()],
            Loc::At(Place::Fjord(_)) => 0,
        }
    }

    /// The count at a location, to change.
    pub fn count_mut(&mut self, loc: Loc) -> &mut u8 {
        match loc {
            Loc::Reserve => &mut self.reserve,
            Loc::Valhalla => &mut self.valhalla,
            Loc::At(Place::Province(p)) => &mut self.at[p.index()],
            Loc::At(Place::Fjord(_)) => unreachable!("Warriors and Mystics never stand in fjords"),
        }
    }

    /// Every figure of the pool, wherever it is.
    pub fn total(&self) -> u8 {
        self.reserve + self.valhalla + self.on_board()
    }

    /// Figures of the pool on the board.
    pub fn on_board(&self) -> u8 {
        self.at.iter().sum()
    }

    /// Each location holding figures of the pool, with `kind`, one entry per figure: reserve,
    /// Valhalla, then the provinces in board order.
    fn each(&self, kind: Figure) -> impl Iterator<Item = (Figure, Loc)> + '_ {
        std::iter::repeat_n((kind, Loc::Reserve), self.reserve as usize)
            .chain(std::iter::repeat_n(
                (kind, Loc::Valhalla),
                self.valhalla as usize,
            ))
            .chain(ProvinceId::all().flat_map(move |p| {
                std::iter::repeat_n(
                    (kind, Loc::At(Place::Province(p))),
                    self.at[p.index()] as usize,
                )
            }))
    }
}

/// Index of the first slot of each kind in `Clan::slots`: warrior, leader, ship, 2 monster, 3 clan.
pub(crate) fn slot_base(slot: Slot) -> usize {
    match slot {
        Slot::Warrior => 0,
        Slot::Leader => 1,
        Slot::Ship => 2,
        Slot::Monster => 3,
        Slot::Clan => 5,
    }
}

/// One clan's sheet, hand and figures.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct Clan {
    pub glory: u32,
    /// Current Rage (may exceed the stat, never negative; D-12).
    pub rage: u32,
    /// Steps 1-6 of Rage, Axes, Horns.
    pub steps: [u8; 3],
    /// Passed this Action phase (D-15).
    pub passed: bool,
    pub hand: Vec<CardId>,
    /// Committed quests, face down until the Quest phase reveals them.
    pub quests: Vec<CardId>,
    /// The committed quests have been revealed (Quest phase).
    pub quests_revealed: bool,
    /// The card kept from the previous Age, set aside during the draft.
    pub carried: Option<CardId>,
    /// Upgrade slots: warrior, leader, ship, monster ×2, clan ×3.
    pub slots: [Option<CardId>; 8],
    pub leader: Loc,
    pub ship: Loc,
    pub warriors: Pool,
    /// Monster figures, aligned with the two monster slots.
    pub monsters: [Option<(Monster, Loc)>; 2],
    /// Mystics of Midgard: the clan's Mystics out of the common supply (a Mystic upgrade brings
    /// one into the reserve; at most 2, EX-23). Empty without the option.
    pub mystics: Pool,
}

impl Clan {
    pub fn new() -> Clan {
        Clan {
            glory: 0,
            rage: u32::from(board().stats.rage[0]),
            steps: [1, 1, 1],
            passed: false,
            hand: Vec::new(),
            quests: Vec::new(),
            quests_revealed: false,
            carried: None,
            slots: [None; 8],
            leader: Loc::Reserve,
            ship: Loc::Reserve,
            warriors: Pool {
                reserve: board().warriors,
                valhalla: 0,
                at: [0; 9],
            },
            monsters: [None, None],
            mystics: Pool::empty(),
        }
    }

    /// Current value of a stat.
    pub fn stat(&self, stat: Stat) -> u8 {
        board().stats.value(stat, self.steps[stat.index()])
    }

    /// The first upgrade on the sheet (slot order) whose text `pick` accepts, with what `pick`
    /// takes from it and the card's name (the cause of what it does).
    pub fn upgrade<T>(&self, pick: impl Fn(Effect) -> Option<T>) -> Option<(CardName, T)> {
        self.slots.iter().flatten().find_map(|c| {
            let def = c.def();
            pick(def.effect).map(|t| (def.id, t))
        })
    }

    /// Every upgrade on the sheet (slot order) whose text `pick` accepts.
    pub fn upgrades<T>(
        &self,
        pick: impl Fn(Effect) -> Option<T>,
    ) -> impl Iterator<Item = (CardName, T)> {
        self.slots.iter().flatten().filter_map(move |c| {
            let def = c.def();
            pick(def.effect).map(|t| (def.id, t))
        })
    }

    /// The first upgrade on the sheet with exactly this (parameterless) text.
    pub fn with_effect(&self, effect: Effect) -> Option<CardName> {
        self.upgrade(|e| (e == effect).then_some(()))
            .map(|(card, ())| card)
    }

    /// Whether an upgrade with exactly this (parameterless) text is on the sheet.
    pub fn has_effect(&self, effect: Effect) -> bool {
        self.with_effect(effect).is_some()
    }

    /// The Rage of the new action "pillage a pillaged province" (Tyr's Challenge, D-26), if held.
    pub fn challenge_cost(&self) -> Option<u32> {
        self.upgrade(|e| match e {
            Effect::ChallengeAction { rage } => Some(u32::from(rage)),
            _ => None,
        })
        .map(|(_, rage)| rage)
    }

    /// The Rage of the invade option "a figure from Valhalla" (Frigga's Domain, D-28), if held.
    pub fn recall_cost(&self) -> Option<u32> {
        self.upgrade(|e| match e {
            Effect::RecallAction { rage } => Some(u32::from(rage)),
            _ => None,
        })
        .map(|(_, rage)| rage)
    }

    /// The Rage of a pillage right after invading on one's turn (Thor's Domain, D-25), if held.
    pub fn invade_pillage_cost(&self) -> Option<u32> {
        self.upgrade(|e| match e {
            Effect::InvadeThenPillage { rage } => Some(u32::from(rage)),
            _ => None,
        })
        .map(|(_, rage)| rage)
    }

    /// The figures of the new action "destroy your own figures, raise a stat" and its card
    /// (Frigga's Sacrifice, D-27), if held.
    pub fn sacrifice(&self) -> Option<(CardName, u8)> {
        self.upgrade(|e| match e {
            Effect::SacrificeAction { count } => Some(count),
            _ => None,
        })
    }

    /// The Warrior upgrade's STR of one Warrior and of a pair standing together (D-23), if any.
    /// Only a Warrior upgrade carries `warrior_pairs` (the catalogue checks it), so only its slot
    /// is read: this is asked for every STR counted.
    pub fn warrior_pairs(&self) -> Option<(u8, u8)> {
        match self.slots[slot_base(Slot::Warrior)]?.def().effect {
            Effect::WarriorPairs { single, pair } => Some((single, pair)),
            _ => None,
        }
    }

    /// The Glory paid when a ship-like figure of this clan dies, and the card paying it (D-47):
    /// the Ship upgrade's `ship_death_glory` (only Ship upgrades carry it).
    pub fn dragons_glory(&self) -> Option<(CardName, u32)> {
        let def = self.slots[slot_base(Slot::Ship)]?.def();
        match def.effect {
            Effect::ShipDeathGlory(amount) => Some((def.id, amount)),
            _ => None,
        }
    }

    /// STR of one Warrior for invade cost (Experts and Masters make it 2).
    pub fn warrior_cost(&self) -> u32 {
        self.warrior_pairs()
            .map_or(u32::from(board().warrior_str), |(single, _)| {
                u32::from(single)
            })
    }

    /// Total STR of `n` Warriors standing together (pair rules of D-23).
    pub fn warriors_str(&self, n: u8) -> u32 {
        let n = u32::from(n);
        match self.warrior_pairs() {
            Some((single, pair)) => u32::from(pair) * (n / 2) + u32::from(single) * (n % 2),
            None => n * u32::from(board().warrior_str),
        }
    }

    /// Where a unique figure is (`None` for Warriors, Mystics or a monster the clan does not
    /// own).
    pub fn loc(&self, figure: Figure) -> Option<Loc> {
        match figure {
            Figure::Leader => Some(self.leader),
            Figure::Ship => Some(self.ship),
            Figure::Warrior | Figure::Mystic => None,
            Figure::Monster(m) => self
                .monsters
                .iter()
                .flatten()
                .find(|(k, _)| *k == m)
                .map(|(_, l)| *l),
        }
    }

    /// Whether playing `card` into monster slot `slot` would give the clan two of one monster:
    /// its other slot holds the same monster (the Kickstarter's copies, EX-31), which the copy
    /// may only replace.
    pub fn has_twin(&self, card: CardId, slot: u8) -> bool {
        card.def().id.monster().is_some_and(|monster| {
            self.monsters
                .iter()
                .enumerate()
                .any(|(i, held)| i != usize::from(slot) && held.is_some_and(|(m, _)| m == monster))
        })
    }

    /// Whether the clan has at least one `figure` at `loc`.
    pub fn has_at(&self, figure: Figure, loc: Loc) -> bool {
        self.count_of(figure, loc) > 0
    }

    /// How many figures of a kind the clan has at a location (0 or 1 for a unique figure).
    pub fn count_of(&self, figure: Figure, loc: Loc) -> u8 {
        match figure {
            Figure::Warrior => self.warriors.count(loc),
            Figure::Mystic => self.mystics.count(loc),
            _ => u8::from(self.loc(figure) == Some(loc)),
        }
    }

    /// Number of Warriors at a location.
    pub fn warriors_at(&self, loc: Loc) -> u8 {
        self.warriors.count(loc)
    }

    /// Mystics of Midgard: how many of the clan's Mystics are still in the common supply.
    pub fn mystics_in_supply(&self) -> u8 {
        board().mystics.saturating_sub(self.mystics.total())
    }

    /// Every unique figure of the clan with its location, then the Warriors' locations one by
    /// one, then the Mystics' (those out of the supply).
    pub fn figures(&self) -> impl Iterator<Item = (Figure, Loc)> + '_ {
        let uniques = [(Figure::Leader, self.leader), (Figure::Ship, self.ship)]
            .into_iter()
            .chain(
                self.monsters
                    .iter()
                    .flatten()
                    .map(|(m, l)| (Figure::Monster(*m), *l)),
            );
        uniques
            .chain(self.warriors.each(Figure::Warrior))
            .chain(self.mystics.each(Figure::Mystic))
    }

    /// Distinct figure kinds at a location (one entry for any number of Warriors or Mystics):
    /// the Leader, Warriors, the Ship, the monsters in slot order, then Mystics.
    pub fn kinds_at(&self, loc: Loc) -> impl Iterator<Item = Figure> + use<> {
        let monster = |i: usize| {
            self.monsters[i]
                .filter(|(_, l)| *l == loc)
                .map(|(m, _)| Figure::Monster(m))
        };
        [
            (self.leader == loc).then_some(Figure::Leader),
            (self.warriors_at(loc) > 0).then_some(Figure::Warrior),
            (self.ship == loc).then_some(Figure::Ship),
            monster(0),
            monster(1),
            (self.mystics.count(loc) > 0).then_some(Figure::Mystic),
        ]
        .into_iter()
        .flatten()
    }

    /// Adds this clan's figures in each province to `occupied` (indexed by province).
    pub fn add_occupancy(&self, occupied: &mut [u8; PROVINCES]) {
        for ((n, w), m) in occupied
            .iter_mut()
            .zip(self.warriors.at.iter())
            .zip(self.mystics.at.iter())
        {
            *n += *w + *m;
        }
        let unique = [Some(self.leader), Some(self.ship)];
        let monsters = self.monsters.map(|m| m.map(|(_, l)| l));
        for loc in unique.iter().chain(monsters.iter()).flatten() {
            if let Loc::At(Place::Province(p)) = loc {
                occupied[p.index()] += 1;
            }
        }
    }

    /// Whether a figure that may march (anything but a ship-like figure) stands in `p`: the
    /// test of `Game::movable_at` without building the list.
    pub fn can_march_from(&self, p: ProvinceId) -> bool {
        let loc = Loc::At(Place::Province(p));
        self.warriors.at[p.index()] > 0
            || self.mystics.at[p.index()] > 0
            || self.leader == loc
            || self
                .monsters
                .iter()
                .flatten()
                .any(|(m, l)| *l == loc && !Figure::Monster(*m).is_ship())
    }

    /// Number of figures at a place.
    pub fn count_at(&self, place: Place) -> u8 {
        let loc = Loc::At(place);
        u8::from(self.leader == loc)
            + self.warriors_at(loc)
            + self.mystics.count(loc)
            + u8::from(self.ship == loc)
            + self
                .monsters
                .iter()
                .flatten()
                .filter(|(_, l)| *l == loc)
                .count() as u8
    }

    /// Figures on the board (provinces, Yggdrasil, fjords): what Horns limits.
    pub fn on_board(&self) -> u8 {
        let w: u8 = self.warriors.on_board() + self.mystics.on_board();
        u8::from(matches!(self.leader, Loc::At(_)))
            + u8::from(matches!(self.ship, Loc::At(_)))
            + w
            + self
                .monsters
                .iter()
                .flatten()
                .filter(|(_, l)| matches!(l, Loc::At(_)))
                .count() as u8
    }

    /// Figures in Valhalla.
    pub fn in_valhalla(&self) -> u8 {
        u8::from(self.leader == Loc::Valhalla)
            + u8::from(self.ship == Loc::Valhalla)
            + self.warriors.valhalla
            + self.mystics.valhalla
            + self
                .monsters
                .iter()
                .flatten()
                .filter(|(_, l)| *l == Loc::Valhalla)
                .count() as u8
    }

    /// Every figure the clan owns (10 plus its monsters and its Mystics out of the supply):
    /// conserved by every rule but monster removal and a Mystic joining.
    #[cfg(any(test, feature = "testkit"))]
    pub fn owned(&self) -> u8 {
        2 + board().warriors + self.monsters.iter().flatten().count() as u8 + self.mystics.total()
    }

    /// Sum of figures by location: reserve + Valhalla + board (for the conservation invariant).
    #[cfg(any(test, feature = "testkit"))]
    pub fn counted(&self) -> u8 {
        let reserve = u8::from(self.leader == Loc::Reserve)
            + u8::from(self.ship == Loc::Reserve)
            + self.warriors.reserve
            + self.mystics.reserve
            + self
                .monsters
                .iter()
                .flatten()
                .filter(|(_, l)| *l == Loc::Reserve)
                .count() as u8;
        reserve + self.in_valhalla() + self.on_board()
    }

    /// STR of this clan's figures standing at one place (no fjord support added).
    pub fn str_at(&self, place: Place) -> u32 {
        let loc = Loc::At(place);
        let mut s = 0;
        if self.leader == loc {
            s += u32::from(board().leader_str);
        }
        if self.ship == loc {
            s += u32::from(board().ship_str);
        }
        s += self.warriors_str(self.warriors_at(loc));
        s += u32::from(self.mystics.count(loc)) * u32::from(board().mystic_str);
        for (m, l) in self.monsters.iter().flatten() {
            if *l == loc {
                s += monster_str(*m, place);
            }
        }
        s
    }
}

/// Face-up cards on the table in the battle being fought.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Played {
    /// Who played it.
    pub seat: Seat,
    /// The card.
    pub card: CardId,
    /// Reveal round (a Heimdall's Watch starts a new round).
    pub round: u8,
    /// Its text was cancelled by Thor's Primacy (its printed +STR still counts).
    pub cancelled: bool,
    /// Added in the late-play window.
    pub late: bool,
    /// +3 / +5 when a quest is counted through Tyr's Domain / Tyr's Wrath.
    pub quest_bonus: u32,
}

impl Played {
    /// A card just put on the table in `round` (face up when `late`), its text whole.
    pub(crate) fn new(seat: Seat, card: CardId, round: u8, late: bool) -> Played {
        Played {
            seat,
            card,
            round,
            cancelled: false,
            late,
            quest_bonus: 0,
        }
    }
}

/// The battle being fought (at most one at a time).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct Battle {
    pub province: ProvinceId,
    pub pillager: Seat,
    /// Tyr's Challenge re-pillage.
    pub challenge: bool,
    /// Participants in pillager-clockwise order.
    pub order: Vec<Seat>,
    /// Face-down choices of the current reveal round.
    pub chosen: PerSeat<Option<CardId>>,
    /// Cards face up on the table.
    pub table: Vec<Played>,
    pub round: u8,
    /// Figures of each clan destroyed in this battle (D-40).
    pub destroyed: PerSeat<u8>,
    /// The Valkyrie's owner, if she was a battle figure when cards were chosen.
    pub valkyrie: Option<Seat>,
    /// Final totals, once compared.
    pub totals: Vec<(Seat, u32)>,
    pub winner: Option<Seat>,
    /// Cards on the table at the totals step, whose outcome texts still apply after they move.
    pub outcome_cards: Vec<Played>,
}

impl Battle {
    /// What `pick` takes from the texts of the uncancelled cards `seat` revealed that still count
    /// in this battle (the cards on the table at the totals), with each card's name.
    pub fn revealed<T>(
        &self,
        seat: Seat,
        pick: impl Fn(Effect) -> Option<T>,
    ) -> impl Iterator<Item = (CardName, T)> {
        self.outcome_cards
            .iter()
            .filter(move |p| p.seat == seat && !p.cancelled)
            .filter_map(move |p| {
                let def = p.card.def();
                pick(def.effect).map(|t| (def.id, t))
            })
    }

    /// The first of `seat`'s revealed cards whose text is exactly `effect` (parameterless).
    pub fn revealed_effect(&self, seat: Seat, effect: Effect) -> Option<CardName> {
        self.revealed(seat, |e| (e == effect).then_some(()))
            .next()
            .map(|(card, ())| card)
    }

    /// The losers (every participant but the winner; everyone on a tie).
    pub fn losers(&self) -> impl Iterator<Item = Seat> + '_ {
        self.order
            .iter()
            .copied()
            .filter(move |s| Some(*s) != self.winner)
    }
}

/// The Gods' Gifts draft in progress.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct Draft {
    /// The packet in front of each seat.
    pub packs: PerSeat<Vec<CardId>>,
    /// Pick round (1-based).
    pub round: u8,
    /// Rounds in this draft (6, or 3 with 2 players).
    pub rounds: u8,
    /// Cards each seat keeps per round (1, or 2 with 2 players).
    pub per_round: u8,
    /// Cards each seat has kept this round.
    pub picked: PerSeat<u8>,
}

/// Everything about a game in progress except its control flow.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct State {
    pub players: u8,
    pub age: u8,
    pub phase: Phase,
    pub first: Seat,
    /// Province named by each Age's Ragnarök token.
    pub ragnarok: [ProvinceId; 3],
    /// Destroyed provinces (bit set).
    pub destroyed: u16,
    /// Pillage token of each province.
    pub tokens: [PillageToken; 9],
    /// Provinces successfully pillaged this Age (bit set).
    pub pillaged: u16,
    pub clans: PerSeat<Clan>,
    /// The three Age decks, filtered for the player count (shuffled when the Age is dealt).
    pub decks: [Vec<CardId>; 3],
    pub draft: Option<Draft>,
    pub battle: Option<Box<Battle>>,
    /// Seat whose Action-phase turn it is.
    pub turn: Option<Seat>,
    /// Gods of Asgard: the game's two gods and where each stands (none before the first
    /// placement); empty without the option.
    pub gods: Vec<(God, Option<ProvinceId>)>,
}

impl State {
    /// Whether a province is destroyed.
    pub fn is_destroyed(&self, p: ProvinceId) -> bool {
        self.destroyed & (1 << p.0) != 0
    }

    /// Whether a province's token shows its pillaged side.
    pub fn is_pillaged(&self, p: ProvinceId) -> bool {
        self.pillaged & (1 << p.0) != 0
    }

    /// The Doom token: the province the current Age's Ragnarök destroys (none after Age 3's),
    /// unless Fenrir stands elsewhere ([`State::ragnarok_target`]).
    pub fn doom(&self) -> Option<ProvinceId> {
        let p = self.ragnarok[(self.age.clamp(1, 3) - 1) as usize];
        (!self.is_destroyed(p)).then_some(p)
    }

    /// The figures of `seat` that count as its Leader (the Leader, and the Mountain Giant, EX-06)
    /// standing in `province`.
    pub fn leaders_at(&self, seat: Seat, province: ProvinceId) -> impl Iterator<Item = Figure> {
        let clan = &self.clans[seat];
        let here = Some(Loc::At(Place::Province(province)));
        [Figure::Leader, Figure::Monster(Monster::MountainGiant)]
            .into_iter()
            .filter(move |f| clan.loc(*f) == here)
    }

    /// The god standing in a province (its rule covers the province's fjord too), if any.
    pub fn god_at(&self, province: ProvinceId) -> Option<God> {
        self.gods
            .iter()
            .find(|(_, at)| *at == Some(province))
            .map(|(god, _)| *god)
    }

    /// Where a god must go after a pillage of `from` (EX-12): another province, Yggdrasil
    /// included, not destroyed, not successfully pillaged this Age, without a god; board order.
    pub fn god_destinations(&self, from: ProvinceId) -> impl Iterator<Item = ProvinceId> + '_ {
        ProvinceId::all().filter(move |p| {
            *p != from
                && !self.is_destroyed(*p)
                && !self.is_pillaged(*p)
                && self.god_at(*p).is_none()
        })
    }

    /// The province this Age's Ragnarök destroys: Fenrir's, when he stands in an outer province
    /// that is not destroyed, instead of the doomed one (EX-07); none when that is destroyed
    /// already.
    pub fn ragnarok_target(&self) -> Option<ProvinceId> {
        let fenrir =
            self.clans
                .iter()
                .find_map(|clan| match clan.loc(Figure::Monster(Monster::Fenrir)) {
                    Some(Loc::At(Place::Province(p)))
                        if !p.is_yggdrasil() && !self.is_destroyed(p) =>
                    {
                        Some(p)
                    }
                    _ => None,
                });
        fenrir.or_else(|| self.doom())
    }

    /// A fjord is open while at least one province it supports stands (D-02, D-03).
    pub fn fjord_open(&self, f: FjordId) -> bool {
        f.supports().iter().any(|p| !self.is_destroyed(*p))
    }

    /// The fjord supporting an outer province (Yggdrasil has none).
    pub fn fjord_of(p: ProvinceId) -> Option<FjordId> {
        p.def().fjord
    }

    /// Figures of every clan in a province.
    pub fn occupancy(&self, p: ProvinceId) -> u8 {
        self.clans
            .iter()
            .map(|c| c.count_at(Place::Province(p)))
            .sum()
    }

    /// `free_villages` of every province, indexed by `ProvinceId::index` (one pass over the clans).
    pub fn free_villages_all(&self) -> [u8; PROVINCES] {
        let mut occupied = [0u8; PROVINCES];
        for clan in self.clans.iter() {
            clan.add_occupancy(&mut occupied);
        }
        std::array::from_fn(|i| {
            let p = ProvinceId(i as u8);
            if self.is_destroyed(p) {
                0
            } else {
                match p.def().villages {
                    None => u8::MAX,
                    Some(v) => v.saturating_sub(occupied[i]),
                }
            }
        })
    }

    /// Empty villages of a province (`u8::MAX` for Yggdrasil, 0 when destroyed).
    pub fn free_villages(&self, p: ProvinceId) -> u8 {
        if self.is_destroyed(p) {
            return 0;
        }
        match p.def().villages {
            None => u8::MAX,
            Some(v) => v.saturating_sub(self.occupancy(p)),
        }
    }

    /// A clan's STR in the battle of province `p` (B6): `str_in`, or only its Monsters' STR when
    /// a Wolfman (any clan's) is among the battle's figures (EX-08).
    pub fn battle_str_in(&self, seat: Seat, p: ProvinceId) -> u32 {
        if !self.wolfman_in(p) {
            return self.str_in(seat, p);
        }
        let clan = &self.clans[seat];
        let fjord = State::fjord_of(p).map(Place::Fjord);
        let mut s = 0;
        for (m, l) in clan.monsters.iter().flatten() {
            if let Loc::At(place) = *l
                && (place == Place::Province(p) || Some(place) == fjord)
            {
                s += monster_str(*m, place);
            }
        }
        s
    }

    /// Whether a Wolfman stands among the battle figures of province `p` (EX-08).
    pub fn wolfman_in(&self, p: ProvinceId) -> bool {
        let fjord = State::fjord_of(p).map(Place::Fjord);
        self.clans.iter().any(|clan| {
            matches!(clan.loc(Figure::Monster(Monster::Wolfman)), Some(Loc::At(place))
                if place == Place::Province(p) || Some(place) == fjord)
        })
    }

    /// A clan's STR in a province: figures there plus figures in its supporting fjord (3.13, R-19).
    pub fn str_in(&self, seat: Seat, p: ProvinceId) -> u32 {
        let clan = &self.clans[seat];
        let mut s = clan.str_at(Place::Province(p));
        if let Some(f) = State::fjord_of(p) {
            s += clan.str_at(Place::Fjord(f));
        }
        s
    }

    /// `present` for every province at once: bit `p` is set when the clan has a battle figure for
    /// province `p` (one pass over the clan's figures).
    pub fn present_in(&self, seat: Seat) -> u16 {
        let clan = &self.clans[seat];
        let (mut provinces, mut fjords) = (0u16, 0u16);
        for (i, (w, m)) in clan.warriors.at.iter().zip(&clan.mystics.at).enumerate() {
            if *w + *m > 0 {
                provinces |= 1 << i;
            }
        }
        let uniques = [Some(clan.leader), Some(clan.ship)];
        let monsters = clan.monsters.map(|m| m.map(|(_, l)| l));
        for loc in uniques.iter().chain(monsters.iter()).flatten() {
            match loc {
                Loc::At(Place::Province(p)) => provinces |= 1 << p.0,
                Loc::At(Place::Fjord(f)) => fjords |= 1 << f.0,
                Loc::Reserve | Loc::Valhalla => {}
            }
        }
        if fjords != 0 {
            for p in ProvinceId::all() {
                if State::fjord_of(p).is_some_and(|f| fjords & (1 << f.0) != 0) {
                    provinces |= 1 << p.0;
                }
            }
        }
        provinces
    }

    /// Whether a clan has a battle figure for province `p` (in it, or in its supporting fjord).
    pub fn present(&self, seat: Seat, p: ProvinceId) -> bool {
        self.present_in(seat) & (1 << p.0) != 0
    }

    /// A clan's figures fighting for province `p`: in it and in its supporting fjord.
    pub fn battle_figures(&self, seat: Seat, p: ProvinceId) -> Vec<(Figure, Place)> {
        let clan = &self.clans[seat];
        let mut out = Vec::new();
        let mut places = vec![Place::Province(p)];
        if let Some(f) = State::fjord_of(p) {
            places.push(Place::Fjord(f));
        }
        for place in places {
            let loc = Loc::At(place);
            if clan.leader == loc {
                out.push((Figure::Leader, place));
            }
            for _ in 0..clan.warriors_at(loc) {
                out.push((Figure::Warrior, place));
            }
            if clan.ship == loc {
                out.push((Figure::Ship, place));
            }
            for (m, l) in clan.monsters.iter().flatten() {
                if *l == loc {
                    out.push((Figure::Monster(*m), place));
                }
            }
            for _ in 0..clan.mystics.count(loc) {
                out.push((Figure::Mystic, place));
            }
        }
        out
    }

    /// Whether a clan may place one more figure on the board (Horns, D-17).
    pub fn horns_room(&self, seat: Seat) -> bool {
        let clan = &self.clans[seat];
        clan.on_board() < clan.stat(Stat::Horns)
    }

    /// `invade_destinations`, in the same order, handed to `push` one by one, with the empty
    /// villages already counted (`free_villages_all`).
    pub fn push_invade_destinations(
        &self,
        figure: Figure,
        free: &[u8; PROVINCES],
        mut push: impl FnMut(Place),
    ) {
        if figure.is_ship() {
            for f in FjordId::all() {
                if self.fjord_open(f) {
                    push(Place::Fjord(f));
                }
            }
            return;
        }
        for p in ProvinceId::outer() {
            if free[p.index()] > 0 {
                push(Place::Province(p));
            }
        }
        if figure == Figure::Monster(Monster::DarkElf) {
            push(Place::Province(ProvinceId::YGGDRASIL));
        }
    }

    /// Places a figure may be invaded into (3.5): ships into open fjords, others into empty villages
    /// of standing outer provinces; only the Dark Elf may also go to Yggdrasil.
    pub fn invade_destinations(&self, figure: Figure) -> Vec<Place> {
        let mut out = Vec::new();
        if figure.is_ship() {
            for f in FjordId::all() {
                if self.fjord_open(f) {
                    out.push(Place::Fjord(f));
                }
            }
            return out;
        }
        for p in ProvinceId::outer() {
            if self.free_villages(p) > 0 {
                out.push(Place::Province(p));
            }
        }
        if figure == Figure::Monster(Monster::DarkElf) {
            out.push(Place::Province(ProvinceId::YGGDRASIL));
        }
        out
    }

    /// Rage to invade with a figure into `to`: its price, or 0 into the province where the clan's
    /// Mystic Troll stands (EX-09; not its fjord).
    pub fn invade_cost_to(&self, seat: Seat, figure: Figure, to: Place) -> u32 {
        let troll = self.clans[seat].loc(Figure::Monster(Monster::MysticTroll));
        if matches!(to, Place::Province(_)) && troll == Some(Loc::At(to)) {
            return 0;
        }
        self.invade_cost(seat, figure)
    }

    /// Rage to invade with a figure (2.4): Leader 0, Warrior 1 or 2, Ship 2, a Monster its cost
    /// (the Mountain Giant 0, EX-06), a Mystic 0 (Mystics of Midgard).
    pub fn invade_cost(&self, seat: Seat, figure: Figure) -> u32 {
        match figure {
            Figure::Leader | Figure::Mystic => 0,
            Figure::Warrior => self.clans[seat].warrior_cost(),
            Figure::Ship => u32::from(board().ship_str),
            Figure::Monster(m) => u32::from(m.invade_cost()),
        }
    }

    /// Rage to play an upgrade card (Frigga's Charm −1, never below 0; D-21).
    pub fn upgrade_cost(&self, seat: Seat, card: CardId) -> u32 {
        discounted_cost(card, self.upgrade_discount(seat))
    }

    /// What a clan's upgrades take off the Rage cost of playing an upgrade (D-21).
    pub fn upgrade_discount(&self, seat: Seat) -> u32 {
        self.clans[seat]
            .upgrades(|e| match e {
                Effect::UpgradeDiscount(n) => Some(u32::from(n)),
                _ => None,
            })
            .map(|(_, n)| n)
            .sum()
    }

    /// Stats of a clan still below their last step (D-11).
    pub fn raisable(&self, seat: Seat) -> Vec<Stat> {
        Stat::ALL
            .into_iter()
            .filter(|s| self.clans[seat].steps[s.index()] < 6)
            .collect()
    }

    /// Seats from `start` clockwise.
    pub fn clockwise(&self, start: Seat) -> impl Iterator<Item = Seat> {
        start.clockwise(self.players)
    }

    /// Provinces not destroyed, Yggdrasil included.
    pub fn standing(&self) -> impl Iterator<Item = ProvinceId> + '_ {
        ProvinceId::all().filter(|p| !self.is_destroyed(*p))
    }
}

/// Rage to play an upgrade card after a discount of `discount` ([`State::upgrade_discount`]),
/// never below 0.
pub fn discounted_cost(card: CardId, discount: u32) -> u32 {
    u32::from(card.def().cost.unwrap_or(0)).saturating_sub(discount)
}

/// A monster's STR at `place`: its printed STR, the Dark Elf's 3 in Yggdrasil.
pub fn monster_str(monster: Monster, place: Place) -> u32 {
    if monster == Monster::DarkElf && place == Place::Province(ProvinceId::YGGDRASIL) {
        3
    } else {
        u32::from(monster.str())
    }
}
