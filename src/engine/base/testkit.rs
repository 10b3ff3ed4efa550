//! Building exact positions for tests and tools: a scenario starts from a real game, then places
//! figures, cards, stats and tokens directly, and leaves the game at a chosen seat's Action-phase
//! turn (or at the start of a later phase). Not used by the bot itself.

use super::command::{Figure, Place};
use super::data::{
    CardId, God, Monster, PillageToken, ProvinceId, Slot, Stat, board, catalogue, normalise,
};
use super::flow::{AgeStep, Proc};
use super::pending::{Decision, Pending};
use super::state::{Loc, slot_base};
use super::{Game, Phase};
use crate::engine::{GameConfig, Seat, SeatSet, Viewer};
use std::collections::BTreeSet;

/// The fixed pillage tokens of a scenario, outer provinces in board order.
pub const SCENARIO_TOKENS: [PillageToken; 8] = [
    PillageToken::Rage,
    PillageToken::Axes,
    PillageToken::Horns,
    PillageToken::Glory,
    PillageToken::Rage,
    PillageToken::Axes,
    PillageToken::Horns,
    PillageToken::Rage,
];

/// A position under construction.
#[derive(Debug, Clone)]
pub struct Scenario {
    game: Game,
    used: BTreeSet<CardId>,
}

/// A province by name or slug; panics on a typo (tests only).
pub fn province(name: &str) -> ProvinceId {
    ProvinceId::parse(name).unwrap_or_else(|| panic!("no province `{name}`"))
}

/// A place (province or fjord) by name or slug; panics on a typo (tests only).
pub fn place(name: &str) -> Place {
    Place::parse(name).unwrap_or_else(|| panic!("no place `{name}`"))
}

impl Scenario {
    /// `players` clans in Age 1's Action phase, seat 0 to act, starting Rage and stats, empty hands,
    /// no figure on the board, no province destroyed, the tokens of [`SCENARIO_TOKENS`], and the
    /// Ragnarök tokens on Myrkulor, Elvagar and Angerboda.
    pub fn new(players: u8) -> Scenario {
        let mut game = Game::new(&GameConfig::base(players, 0)).expect("2-5 players");
        let st = game.state.edit();
        st.age = 1;
        st.phase = Phase::Action;
        st.first = Seat(0);
        st.destroyed = 0;
        st.pillaged = 0;
        st.draft = None;
        st.ragnarok = [ProvinceId(0), ProvinceId(1), ProvinceId(2)];
        for (i, t) in SCENARIO_TOKENS.iter().enumerate() {
            st.tokens[i] = *t;
        }
        st.tokens[ProvinceId::YGGDRASIL.index()] = board().yggdrasil_token;
        for clan in st.clans.iter_mut() {
            clan.hand.clear();
        }
        let mut scenario = Scenario {
            game,
            used: BTreeSet::new(),
        };
        scenario = scenario.turn(Seat(0));
        scenario
    }

    /// The seat whose Action-phase turn it is.
    #[must_use]
    pub fn turn(mut self, seat: Seat) -> Scenario {
        let g = &mut self.game;
        g.state.edit().phase = Phase::Action;
        g.state.edit().turn = Some(seat);
        g.procs = [
            Proc::Age(AgeStep::Discard),
            Proc::ActionPhase { started: true },
            Proc::Turn { seat },
        ]
        .into_iter()
        .collect();
        g.pending = Some(Pending {
            seats: SeatSet::one(seat),
            decision: Decision::Action,
        });
        g.input = None;
        self
    }

    /// Starts the game at the beginning of a phase after the Action phase (Discard, Quest,
    /// Ragnarök or Release Valhalla) and runs it to its first decision.
    #[must_use]
    pub fn at_phase(mut self, phase: Phase) -> Scenario {
        let step = match phase {
            Phase::Discard => AgeStep::Discard,
            Phase::Quest => AgeStep::Quest,
            Phase::Ragnarok => AgeStep::Ragnarok,
            Phase::ReleaseValhalla => AgeStep::Release,
            other => panic!("a scenario cannot start at {other:?}"),
        };
        let g = &mut self.game;
        g.state.edit().turn = None;
        g.procs = std::iter::once(Proc::Age(step)).collect();
        g.pending = None;
        g.input = None;
        g.run();
        g.events.clear();
        self
    }

    /// The Age.
    #[must_use]
    pub fn age(mut self, age: u8) -> Scenario {
        self.game.state.edit().age = age;
        self
    }

    /// The first-player token.
    #[must_use]
    pub fn first(mut self, seat: Seat) -> Scenario {
        self.game.state.edit().first = seat;
        self
    }

    /// Current Rage.
    #[must_use]
    pub fn rage(mut self, seat: Seat, rage: u32) -> Scenario {
        self.game.state.edit().clans[seat].rage = rage;
        self
    }

    /// A stat's step (1-6).
    #[must_use]
    pub fn step(mut self, seat: Seat, stat: Stat, step: u8) -> Scenario {
        self.game.state.edit().clans[seat].steps[stat.index()] = step;
        self
    }

    /// Glory.
    #[must_use]
    pub fn glory(mut self, seat: Seat, glory: u32) -> Scenario {
        self.game.state.edit().clans[seat].glory = glory;
        self
    }

    /// Marks a seat as passed (0 Rage).
    #[must_use]
    pub fn passed(mut self, seat: Seat) -> Scenario {
        let clan = &mut self.game.state.edit().clans[seat];
        clan.passed = true;
        clan.rage = 0;
        self
    }

    /// An unused physical copy of a card, by name (any Age) or `name@age`.
    pub fn take_card(&mut self, name: &str) -> CardId {
        let (name, age) = match name.split_once('@') {
            Some((n, a)) => (n, a.parse::<u8>().ok()),
            None => (name, None),
        };
        let wanted = normalise(name);
        let cat = catalogue();
        let card = (0..cat.cards.len() as u8)
            .map(CardId)
            .find(|c| {
                let d = c.def();
                normalise(&d.name) == wanted
                    && age.is_none_or(|a| a == d.age)
                    && !self.used.contains(c)
            })
            .unwrap_or_else(|| panic!("no unused copy of `{name}`"));
        self.used.insert(card);
        card
    }

    /// Cards in a seat's hand, by name.
    #[must_use]
    pub fn hand(mut self, seat: Seat, names: &[&str]) -> Scenario {
        for name in names {
            let card = self.take_card(name);
            self.game.state.edit().clans[seat].hand.push(card);
        }
        self
    }

    /// Committed quests, by name.
    #[must_use]
    pub fn quests(mut self, seat: Seat, names: &[&str]) -> Scenario {
        for name in names {
            let card = self.take_card(name);
            self.game.state.edit().clans[seat].quests.push(card);
        }
        self
    }

    /// An upgrade on the sheet (first empty slot of its kind); a monster joins the reserve.
    #[must_use]
    pub fn upgrade(mut self, seat: Seat, name: &str) -> Scenario {
        let card = self.take_card(name);
        let kind = card
            .def()
            .slot
            .unwrap_or_else(|| panic!("`{name}` is not an upgrade"));
        let clan = &mut self.game.state.edit().clans[seat];
        let base = slot_base(kind);
        let i = (0..kind.count() as usize)
            .find(|i| clan.slots[base + i].is_none())
            .unwrap_or_else(|| panic!("no empty {kind:?} slot for `{name}`"));
        clan.slots[base + i] = Some(card);
        if kind == Slot::Monster {
            clan.monsters[i] = card.def().id.monster().map(|m| (m, Loc::Reserve));
        }
        self
    }

    fn move_from_reserve(&mut self, seat: Seat, figure: Figure, to: Loc) {
        let clan = &mut self.game.state.edit().clans[seat];
        match figure {
            Figure::Leader => clan.leader = to,
            Figure::Ship => clan.ship = to,
            Figure::Warrior => {
                assert!(clan.warriors.reserve > 0, "no Warrior left in reserve");
                clan.warriors.reserve -= 1;
                match to {
                    Loc::Valhalla => clan.warriors.valhalla += 1,
                    Loc::At(Place::Province(p)) => clan.warriors.at[p.index()] += 1,
                    other => panic!("a Warrior cannot go to {other:?}"),
                }
            }
            // A Mystic comes from the reserve, or else from the supply (Mystics of Midgard).
            Figure::Mystic => {
                if to != Loc::Reserve && clan.mystics.reserve > 0 {
                    clan.mystics.reserve -= 1;
                } else {
                    assert!(clan.mystics_in_supply() > 0, "no Mystic left in the supply");
                }
                *clan.mystics.count_mut(to) += 1;
            }
            Figure::Monster(m) => {
                let entry = clan
                    .monsters
                    .iter_mut()
                    .flatten()
                    .find(|(k, _)| *k == m)
                    .unwrap_or_else(|| panic!("seat has no {m:?}: add its upgrade first"));
                entry.1 = to;
            }
        }
    }

    /// Puts `count` figures from reserve at a place (a province or fjord name).
    #[must_use]
    pub fn figures(mut self, seat: Seat, figure: Figure, at: &str, count: u8) -> Scenario {
        let to = Loc::At(place(at));
        for _ in 0..count {
            self.move_from_reserve(seat, figure, to);
        }
        self
    }

    /// Puts one figure from reserve at a place.
    #[must_use]
    pub fn figure(self, seat: Seat, figure: Figure, at: &str) -> Scenario {
        self.figures(seat, figure, at, 1)
    }

    /// Puts a monster (recruited first if needed) at a place.
    #[must_use]
    pub fn monster(mut self, seat: Seat, monster: Monster, at: &str) -> Scenario {
        if self.game.state.edit().clans[seat]
            .loc(Figure::Monster(monster))
            .is_none()
        {
            self = self.upgrade(seat, monster.name());
        }
        self.figure(seat, Figure::Monster(monster), at)
    }

    /// Mystics of Midgard: brings `count` of the seat's Mystics from the supply into its reserve.
    #[must_use]
    pub fn mystics(mut self, seat: Seat, count: u8) -> Scenario {
        for _ in 0..count {
            self.move_from_reserve(seat, Figure::Mystic, Loc::Reserve);
        }
        self
    }

    /// Sends `count` figures from reserve to Valhalla.
    #[must_use]
    pub fn valhalla(mut self, seat: Seat, figure: Figure, count: u8) -> Scenario {
        for _ in 0..count {
            self.move_from_reserve(seat, figure, Loc::Valhalla);
        }
        self
    }

    /// Destroys a province.
    #[must_use]
    pub fn destroyed(mut self, name: &str) -> Scenario {
        self.game.state.edit().destroyed |= 1 << province(name).0;
        self
    }

    /// Flips a province's token to its pillaged side.
    #[must_use]
    pub fn pillaged(mut self, name: &str) -> Scenario {
        self.game.state.edit().pillaged |= 1 << province(name).0;
        self
    }

    /// Sets a province's pillage token.
    #[must_use]
    pub fn token(mut self, name: &str, token: PillageToken) -> Scenario {
        self.game.state.edit().tokens[province(name).index()] = token;
        self
    }

    /// Sets the province destroyed by each Age's Ragnarök.
    #[must_use]
    pub fn ragnarok(mut self, names: [&str; 3]) -> Scenario {
        self.game.state.edit().ragnarok = names.map(province);
        self
    }

    /// Gods of Asgard: `god` stands in the province `at` (a game's gods are the ones placed so).
    #[must_use]
    pub fn god(mut self, god: God, at: &str) -> Scenario {
        let gods = &mut self.game.state.edit().gods;
        gods.retain(|(g, _)| *g != god);
        gods.push((god, Some(province(at))));
        self
    }

    /// The clan of each seat (one per seat, all different).
    #[must_use]
    pub fn clans(mut self, clans: &[crate::engine::ClanName]) -> Scenario {
        assert_eq!(
            clans.len(),
            usize::from(self.game.state.players),
            "one clan per seat"
        );
        self.game.config.clans = clans.to_vec();
        self.game
            .config
            .check_seats(<Game as crate::engine::family::Family>::PLAYERS)
            .expect("one distinct clan per seat");
        self
    }

    /// Reseeds the game's random stream (hidden from every seat).
    #[must_use]
    pub fn rng_seed(mut self, seed: u64) -> Scenario {
        self.game.rng = crate::engine::rng::GameRng::from_seed(seed);
        self
    }

    /// The finished position.
    pub fn build(self) -> Game {
        self.game
    }
}

impl Game {
    /// Every card hidden from `viewer` right now: the Age decks and, for other seats, hands, draft
    /// packets, unrevealed quests, carried cards and face-down battle cards. (Cards discarded unseen
    /// leave the game's state; tests track them from the events.)
    pub fn hidden_from(&self, viewer: Viewer) -> BTreeSet<CardId> {
        let st = &self.state;
        let mut hidden: BTreeSet<CardId> = st.decks.iter().flatten().copied().collect();
        for (seat, clan) in st.clans.seats() {
            if viewer == Viewer::Seat(seat) {
                continue;
            }
            hidden.extend(clan.hand.iter().copied());
            if !clan.quests_revealed {
                hidden.extend(clan.quests.iter().copied());
            }
            hidden.extend(clan.carried);
            if let Some(draft) = &st.draft {
                hidden.extend(draft.packs[seat].iter().copied());
            }
            if let Some(b) = &st.battle {
                hidden.extend(b.chosen[seat]);
            }
        }
        hidden
    }

    /// Per clan: figures counted in reserve, Valhalla and on the board, and figures owned (10 plus
    /// its monsters). The two must always be equal.
    pub fn figure_census(&self) -> Vec<(u8, u8)> {
        self.state
            .clans
            .iter()
            .map(|c| (c.counted(), c.owned()))
            .collect()
    }

    /// A seat's current Rage.
    pub fn rage(&self, seat: Seat) -> u32 {
        self.state.clans[seat].rage
    }

    /// A seat's step (1-6) on a stat track.
    pub fn step(&self, seat: Seat, stat: Stat) -> u8 {
        self.state.clans[seat].steps[stat.index()]
    }

    /// A seat's hand.
    pub fn hand(&self, seat: Seat) -> &[CardId] {
        &self.state.clans[seat].hand
    }

    /// Where a seat's unique figure is.
    pub fn figure_loc(&self, seat: Seat, figure: Figure) -> Option<Loc> {
        self.state.clans[seat].loc(figure)
    }

    /// How many figures of a seat stand at a place.
    pub fn count_at(&self, seat: Seat, at: Place) -> u8 {
        self.state.clans[seat].count_at(at)
    }

    /// How many of a seat's Mystics are at a location, and how many are still in the supply.
    pub fn mystics_at(&self, seat: Seat, loc: Loc) -> (u8, u8) {
        let clan = &self.state.clans[seat];
        (clan.mystics.count(loc), clan.mystics_in_supply())
    }

    /// Figures of a seat in Valhalla.
    pub fn in_valhalla(&self, seat: Seat) -> u8 {
        self.state.clans[seat].in_valhalla()
    }

    /// A seat's STR in a province (figures plus supporting fjord).
    pub fn str_in(&self, seat: Seat, p: ProvinceId) -> u32 {
        self.state.str_in(seat, p)
    }

    /// Whether a province's token shows its pillaged side.
    pub fn is_pillaged(&self, p: ProvinceId) -> bool {
        self.state.is_pillaged(p)
    }

    /// Whether a province is destroyed.
    pub fn is_destroyed(&self, p: ProvinceId) -> bool {
        self.state.is_destroyed(p)
    }
}
