//! Blood Rage – Reprisal, the fan variant for 3-5 players (shared/reference/variants.md Part 1):
//! the base board without Rage, stats or cards; dice battles; a common quest rolled each Age;
//! victory points by rank of each Age's Glory; and four options (Prayers for the Gods with the
//! Blessing and the Gods, Mystics, the Leader's exploding dice, and Battle Cards).
//!
//! A [`Game`] is a configuration plus the commands applied to it. The game waits in a [`Stage`]
//! for one decision (or several at once: prayers, Odin's picks, battle cards); a command answers
//! it and the engine runs on to the next decision, writing every die roll and shuffle as an
//! event. The board and the clans (`state`) change only through those events, as in the base
//! game (`engine::sourced`); the game runs on the engine's procedure runtime (`flow`: which
//! procedure runs when), whose decision on top is the stage shown, and the pillage under way is
//! the battle procedure's own. Phases are in `phases`, turns and their actions in `action`, the
//! pillage in `battle`.

mod action;
mod battle;
mod command;
pub mod data;
mod family;
mod flow;
mod options;
mod phases;
pub mod policy;
mod state;
#[cfg(any(test, feature = "testkit"))]
pub mod testkit;
pub mod undo;

pub use super::PerSeat;
use super::base::data::{FjordId, PROVINCES, ProvinceId, Region};
use super::procedure::Stack;
use super::rng::GameRng;
use super::sourced::{Log, Sourced};
use super::{
    GameConfig, Outcome, RuleSet, Rules, Seat, SeatSet, SetupError, Standing, StandingOrder,
};
pub use battle::{Battle, Step};
pub use command::{Command, Event, GloryWhy, Outcome as BattleOutcome, RuleError};
pub use data::{CardEffect, Monster, Token};
pub use options::ReprisalOptions;
use serde::{Deserialize, Serialize};
use state::State;

/// The version of the Reprisal rules code that new games record (see `RuleSet::version`).
///
/// - 1: the first.
/// - 2: a Valkyrie's +2 Glory goes to the clan she fought for when the battle began, not to
///   whoever controls her after its deaths and Hel Soldier revivals (RP-29).
pub const RULES_VERSION: u32 = 2;

crate::vocabulary::vocabulary! {
    /// The kind of decision a Reprisal game awaits. Its slug is stored with the awaited seats
    /// (`DecisionInfo::kind`) and names its words in the locale files (`rp-decision-` and the
    /// slug, dashed): never rename one.
    pub enum DecisionKind {
        /// Pray to the gods (a secret number).
        Prayer = "prayer",
        /// Choose a monster to rent.
        RentMonster = "rent_monster",
        /// Place a god.
        PlaceGod = "place_god",
        /// Take an action or pass.
        Action = "action",
        /// Move more figures or finish the March.
        March = "march",
        /// Sail their ships (Navigation) or finish.
        Sail = "sail",
        /// Place more figures or finish the Invade.
        Invade = "invade",
        /// Answer the Call to Battle.
        CallToBattle = "call_to_battle",
        /// Choose the one figure they engage (Odin).
        Odin = "odin",
        /// Keep or call off the pillage (Heimdall).
        Heimdall = "heimdall",
        /// Choose a battle card.
        BattleCard = "battle_card",
        /// Name a winner (Spy) or not.
        Spy = "spy",
        /// Choose the figure that survives (card 4).
        SaveFigure = "save_figure",
        /// Choose the figure they lose (card 7).
        LoseFigure = "lose_figure",
        /// Sacrifice a figure to kill the Troll, or not.
        Troll = "troll",
        /// Let the Elf flee to Yggdrasil, or not.
        Elf = "elf",
        /// Bring a figure back (Hel Soldier), or not.
        HelSoldier = "hel_soldier",
        /// Return a figure from Valhalla (Frigga), or not.
        Frigga = "frigga",
        /// Add a figure from the reserve (card 3), or not.
        Reinforce = "reinforce",
        /// Move a god on.
        MoveGod = "move_god",
        /// Go on with the battle (no clan decides: never awaited).
        Battle = "battle",
        /// Choose a monster (quest reward).
        QuestMonster = "quest_monster",
        /// Nothing: the game is over.
        Over = "over",
    }
}

/// A figure, by its fixed index in the game's figure table (clans' figures seat by seat, then the
/// nine monsters).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct FigureId(pub u8);

impl FigureId {
    /// Its index in the figure table.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// What a figure is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// STR 1.
    Warrior,
    /// STR 2; its own clan's dice explode while it fights (Leader option).
    Leader,
    /// The clan's ship: STR 2, fjords only.
    Drakkar,
    /// Half a battle point, no dice (Mystics option).
    Mystic,
    /// One of the pool's monsters.
    Monster(Monster),
}

impl Kind {
    /// Strength: the dice it rolls (Mystics roll none).
    pub fn strength(self) -> u8 {
        let s = &data::rules().strength;
        match self {
            Kind::Warrior => s.warrior,
            Kind::Leader => s.leader,
            Kind::Drakkar => s.drakkar,
            Kind::Mystic => 0,
            Kind::Monster(m) => m.def().strength,
        }
    }

    /// Lives in fjords (the drakkar and the Sea Serpent).
    pub fn is_sea(self) -> bool {
        match self {
            Kind::Drakkar => true,
            Kind::Monster(m) => m.def().sea,
            _ => false,
        }
    }

    /// Takes a village in an outer province (every land figure but the Valkyrie).
    pub fn needs_village(self) -> bool {
        match self {
            Kind::Monster(m) => !m.def().sea && !m.def().no_village,
            Kind::Drakkar => false,
            _ => true,
        }
    }

    /// Display name.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Warrior => "Warrior",
            Kind::Leader => "Leader",
            Kind::Drakkar => "Drakkar",
            Kind::Mystic => "Mystic",
            Kind::Monster(m) => m.name(),
        }
    }
}

/// Where a figure is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Loc {
    /// Its controller's reserve.
    Reserve,
    /// A province (outer or Yggdrasil).
    Province(ProvinceId),
    /// A fjord.
    Fjord(FjordId),
    /// Valhalla (dead until Reset).
    Valhalla,
    /// The monster pool (monsters only).
    Pool,
}

impl Loc {
    /// Whether the figure is on the board.
    pub fn on_board(self) -> bool {
        matches!(self, Loc::Province(_) | Loc::Fjord(_))
    }
}

/// Where a figure may be put: a province or a fjord.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Place {
    /// A province.
    Province(ProvinceId),
    /// A fjord.
    Fjord(FjordId),
}

impl Place {
    fn loc(self) -> Loc {
        match self {
            Place::Province(p) => Loc::Province(p),
            Place::Fjord(f) => Loc::Fjord(f),
        }
    }
}

/// One figure of the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Figure {
    /// What it is.
    pub kind: Kind,
    /// The clan it belongs to (a monster: the clan that won or rented it; none in the pool).
    pub owner: Option<Seat>,
    /// The clan that moves and fights with it (a Hel Soldier's borrowed figure: the borrower).
    pub controller: Option<Seat>,
    /// Where it is.
    pub loc: Loc,
    /// A rented monster (Rent a Monster), back to the pool at Reset.
    pub rented: bool,
}

/// A gift of the gods (Prayers for the Gods, 1.14.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Gift {
    /// 0: 3 Glory at once (sub-option 1).
    Blessing,
    /// 1: after a March, move your sea figures to any fjords.
    Navigation,
    /// 2: a monster from the pool until Reset.
    RentMonster,
    /// 3: Mystics worth 1½ and free to invade pillaged provinces.
    Spirit,
    /// 4: name a winner of a battle without one.
    Spy,
    /// 5: March then Pillage in one turn.
    Strategist,
}

impl Gift {
    /// The gift of a prayer number 0-5.
    pub fn of_number(n: u8) -> Option<Gift> {
        Some(match n {
            0 => Gift::Blessing,
            1 => Gift::Navigation,
            2 => Gift::RentMonster,
            3 => Gift::Spirit,
            4 => Gift::Spy,
            5 => Gift::Strategist,
            _ => return None,
        })
    }

    /// Display name.
    pub fn name(self) -> &'static str {
        match self {
            Gift::Blessing => "Blessing",
            Gift::Navigation => "Navigation",
            Gift::RentMonster => "Rent a Monster",
            Gift::Spirit => "Spirit",
            Gift::Spy => "Spy",
            Gift::Strategist => "Strategist",
        }
    }
}

/// A god of Prayers sub-option 2 (1.12).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum God {
    /// The winner may bring one figure back from Valhalla to its reserve.
    Frigga,
    /// The pillager may call the pillage off after its roll (or picks its card last).
    Heimdall,
    /// The reward goes to the participant with the fewest points.
    Loki,
    /// Each participant engages one figure only.
    Odin,
    /// +3 Glory to the winner.
    Thor,
    /// Every army has strength 1.
    Tyr,
}

impl God {
    /// The six gods.
    pub const ALL: [God; 6] = [
        God::Frigga,
        God::Heimdall,
        God::Loki,
        God::Odin,
        God::Thor,
        God::Tyr,
    ];

    /// Its index among the six (`God::ALL`'s order).
    pub fn index(self) -> usize {
        self as usize
    }

    /// Display name.
    pub fn name(self) -> &'static str {
        match self {
            God::Frigga => "Frigga",
            God::Heimdall => "Heimdall",
            God::Loki => "Loki",
            God::Odin => "Odin",
            God::Thor => "Thor",
            God::Tyr => "Tyr",
        }
    }
}

/// The common quest of an Age (d6 face 1-6, RP-07).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Quest {
    /// Most figures in Alfheim (and its fjords).
    Alfheim,
    /// Most figures in Jotunheim (and its fjords).
    Jotunheim,
    /// Most figures in Manheim (and its fjords).
    Manheim,
    /// Most figures in Yggdrasil.
    Yggdrasil,
    /// Most figures in Valhalla.
    MostValhalla,
    /// Fewest figures in Valhalla.
    FewestValhalla,
}

impl Quest {
    /// The quest of a die face.
    pub fn of_face(face: u8) -> Quest {
        match face {
            1 => Quest::Alfheim,
            2 => Quest::Jotunheim,
            3 => Quest::Manheim,
            4 => Quest::Yggdrasil,
            5 => Quest::MostValhalla,
            _ => Quest::FewestValhalla,
        }
    }

    /// In words.
    pub fn label(self) -> &'static str {
        match self {
            Quest::Alfheim => "most figures in Alfheim",
            Quest::Jotunheim => "most figures in Jotunheim",
            Quest::Manheim => "most figures in Manheim",
            Quest::Yggdrasil => "most figures in Yggdrasil",
            Quest::MostValhalla => "most figures in Valhalla",
            Quest::FewestValhalla => "fewest figures in Valhalla",
        }
    }

    fn region(self) -> Option<Region> {
        match self {
            Quest::Alfheim => Some(Region::Alfheim),
            Quest::Jotunheim => Some(Region::Jotunheim),
            Quest::Manheim => Some(Region::Manheim),
            _ => None,
        }
    }
}

/// One of a turn's actions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Act {
    /// Pillage a province.
    Pillage,
    /// March figures from one province to another.
    March,
    /// Place figures from the reserve.
    Invade,
}

/// What the game is waiting for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stage {
    /// Every listed seat secretly picks a prayer number (round 1 or 2).
    Pray {
        /// 1 or 2.
        round: u8,
        /// Picks so far (secret until all are in).
        picks: PerSeat<Option<u8>>,
        /// Seats praying in this round.
        asked: SeatSet,
        /// Numbers granted in round 1 (bit n).
        granted: u8,
    },
    /// The Rent a Monster holder picks a monster.
    Rent(Seat),
    /// The first seat of the queue places a god.
    PlaceGod(Vec<Seat>),
    /// The acting clan picks its next action (or ends its turn).
    Turn,
    /// The marching clan moves more figures from `from` to `to`, or stops.
    March {
        /// Source.
        from: ProvinceId,
        /// Destination.
        to: ProvinceId,
    },
    /// The Navigation holder moves its sea figures after its March.
    Sail(Vec<FigureId>),
    /// The invading clan places more figures, or stops.
    Invade {
        /// Provinces already used by this Invade.
        used: Vec<ProvinceId>,
        /// Figures placed so far.
        placed: u8,
    },
    /// A pillage is under way (see `battle`).
    Battle,
    /// First-place clans of the quest pick their monsters, in this order.
    QuestPick {
        /// Seats still to pick, the first picks now.
        first: Vec<Seat>,
        /// Second-place clans, who then get a random monster each.
        second: Vec<Seat>,
    },
    /// The game is over.
    Over,
}

/// A game of Reprisal in progress (or finished).
#[derive(Debug, Clone, PartialEq)]
pub struct Game {
    config: GameConfig,
    opts: ReprisalOptions,
    rng: GameRng,
    /// The board and the clans: changed only by the events the rules emit.
    state: Sourced<State>,
    /// The procedures under way, the decision awaited on top (see `flow`).
    procs: Stack<flow::Proc>,
    /// Whether the procedure on top waits for a decision.
    waiting: bool,
    /// The answer to the awaited decision, taken by the procedure that waits for it.
    input: Option<(Seat, Command)>,
    battle: Option<Box<battle::Battle>>,
    outcome: Option<Outcome>,
    opening: Vec<Event>,
    /// Dice faces a scenario test loads; the game rolls them before its RNG.
    #[cfg(any(test, feature = "testkit"))]
    loaded: Vec<u8>,
}

impl Game {
    /// The options of this game.
    pub fn options(&self) -> &ReprisalOptions {
        &self.opts
    }

    /// The current Age (1-3).
    pub fn age(&self) -> u8 {
        self.state.age
    }

    /// Every figure, by [`FigureId`].
    pub fn figures(&self) -> &[Figure] {
        &self.state.figures
    }

    /// One figure.
    pub fn figure(&self, id: FigureId) -> &Figure {
        &self.state.figures[id.index()]
    }

    /// The pillage token of each outer province and whether it was pillaged this Age.
    pub fn tokens(&self) -> impl Iterator<Item = (ProvinceId, Token, bool)> + '_ {
        ProvinceId::outer().map(|p| {
            (
                p,
                self.state.tokens[p.index()],
                self.state.pillaged[p.index()],
            )
        })
    }

    /// The Doom province of this Age.
    pub fn doom(&self) -> Option<ProvinceId> {
        self.state.doom
    }

    /// The common quest of this Age.
    pub fn quest(&self) -> Option<Quest> {
        self.state.quest
    }

    /// Where each god is, and who placed it.
    pub fn gods(&self) -> impl Iterator<Item = (God, ProvinceId, Seat)> + '_ {
        God::ALL
            .into_iter()
            .filter_map(|g| self.state.gods[g.index()].map(|(p, s)| (g, p, s)))
    }

    /// A clan's gift this Age.
    pub fn gift(&self, seat: Seat) -> Option<Gift> {
        self.state.gifts[seat]
    }

    /// Victory points per seat.
    pub fn victory_points(&self) -> &PerSeat<u32> {
        &self.state.vp
    }

    /// A clan's counters: Axes, Fists, Helmets.
    pub fn counters(&self, seat: Seat) -> [u32; 3] {
        let i = seat;
        [
            self.state.axes[i],
            self.state.fists[i],
            self.state.helmets[i],
        ]
    }

    /// A clan's battle cards in hand (card numbers 1-8) (Battle Cards option).
    pub fn hand(&self, seat: Seat) -> Vec<u8> {
        cards_of(self.held(seat))
    }

    /// The clan whose turn it is (during the Action phase).
    pub fn actor(&self) -> Seat {
        self.state.actor
    }

    /// Clans that have ended their turns for this Action phase.
    pub fn stopped(&self) -> SeatSet {
        self.state.stopped
    }

    /// The most figures `seat` may have on the board (4 + Helmets).
    pub fn board_cap(&self, seat: Seat) -> u32 {
        u32::from(data::rules().board_cap_base) + self.state.helmets[seat]
    }

    /// Figures `seat` controls on the board.
    pub fn on_board(&self, seat: Seat) -> u32 {
        self.state
            .figures
            .iter()
            .filter(|f| f.controller == Some(seat) && f.loc.on_board())
            .count() as u32
    }

    /// The first player of Age 1 (ties are broken by reverse order from there, RP-55).
    pub fn first_player(&self) -> Seat {
        self.state.first_player
    }

    /// The kind of decision awaited.
    pub fn decision_kind(&self) -> DecisionKind {
        match self.stage() {
            Stage::Pray { .. } => DecisionKind::Prayer,
            Stage::Rent(_) => DecisionKind::RentMonster,
            Stage::PlaceGod(_) => DecisionKind::PlaceGod,
            Stage::Turn => DecisionKind::Action,
            Stage::March { .. } => DecisionKind::March,
            Stage::Sail(_) => DecisionKind::Sail,
            Stage::Invade { .. } => DecisionKind::Invade,
            Stage::Battle => self
                .battle
                .as_ref()
                .map_or(DecisionKind::Battle, |b| b.step.kind()),
            Stage::QuestPick { .. } => DecisionKind::QuestMonster,
            Stage::Over => DecisionKind::Over,
        }
    }

    /// Whether the awaited clan is finishing an action of its own (the figures of a March or an
    /// Invade, Navigation's ships).
    pub fn follow_up(&self) -> bool {
        matches!(
            self.stage(),
            Stage::March { .. } | Stage::Invade { .. } | Stage::Sail(_)
        )
    }

    /// Whether several seats answer the awaited decision at once.
    pub fn simultaneous(&self) -> bool {
        match self.stage() {
            Stage::Pray { .. } => true,
            Stage::Battle => self.battle.as_ref().is_some_and(|b| b.step.simultaneous()),
            _ => false,
        }
    }

    fn players(&self) -> u8 {
        self.config.players
    }

    fn seats(&self) -> impl Iterator<Item = Seat> + use<> {
        (0..self.config.players).map(Seat)
    }

    /// Whether a figure of `kind` fits into `p` now.
    fn has_room(&self, p: ProvinceId, kind: Kind) -> bool {
        Game::fits(&self.occupancy(), p, kind)
    }

    /// `occupied` for every province at once (indexed by `ProvinceId::index`), in one pass over
    /// the figures: lists that ask `has_room` of many provinces count them once.
    fn occupancy(&self) -> [usize; PROVINCES] {
        let mut out = [0; PROVINCES];
        for f in &self.state.figures {
            if let Loc::Province(p) = f.loc
                && f.kind.needs_village()
            {
                out[p.index()] += 1;
            }
        }
        out
    }

    /// `has_room`, with the provinces' `occupancy` counted already.
    fn fits(occupancy: &[usize; PROVINCES], p: ProvinceId, kind: Kind) -> bool {
        match p.def().villages {
            None => true,
            Some(v) => !kind.needs_village() || occupancy[p.index()] < v as usize,
        }
    }

    /// The provinces and the fjords where `seat` controls a figure, as bits of their index.
    fn presence(&self, seat: Seat) -> (u32, u32) {
        let (mut provinces, mut fjords) = (0u32, 0u32);
        for f in self
            .state
            .figures
            .iter()
            .filter(|f| f.controller == Some(seat))
        {
            match f.loc {
                Loc::Province(p) => provinces |= 1 << p.index(),
                Loc::Fjord(fjord) => fjords |= 1 << fjord.index(),
                _ => {}
            }
        }
        (provinces, fjords)
    }

    /// Folds `event` into the state and records it: how the rules change the game.
    fn emit(&mut self, event: Event, ev: &mut Log<Event>) {
        self.state.emit(event, ev);
    }

    /// The battle cards in `seat`'s hand, as a mask: a card chosen for the battle under way has
    /// left it, though the state moves it to the discards only at the reveal.
    fn held(&self, seat: Seat) -> u8 {
        self.state.hands[seat] & !card_bit(self.unrevealed_card(seat))
    }

    fn glory_to(&mut self, seat: Seat, amount: u32, why: GloryWhy, ev: &mut Log<Event>) {
        if amount == 0 {
            return;
        }
        self.emit(Event::Glory { seat, amount, why }, ev);
    }

    /// One figure of each interchangeable group among `ids` (same kind, owner, controller, place),
    /// the lowest id first: the figures a player chooses among.
    fn representatives(&self, ids: impl IntoIterator<Item = FigureId>) -> Vec<FigureId> {
        let mut out: Vec<FigureId> = Vec::new();
        for id in ids {
            let f = self.figure(id);
            if !out.iter().any(|o| self.figure(*o) == f) {
                out.push(id);
            }
        }
        out
    }

    /// One figure of each kind in `seat`'s reserve.
    fn reserve(&self, seat: Seat) -> Vec<FigureId> {
        self.representatives(self.ids().filter(|id| {
            let f = self.figure(*id);
            f.controller == Some(seat) && f.loc == Loc::Reserve
        }))
    }

    fn ids(&self) -> impl Iterator<Item = FigureId> + use<> {
        (0..self.state.figures.len() as u8).map(FigureId)
    }

    fn roll(&mut self) -> u8 {
        #[cfg(any(test, feature = "testkit"))]
        if !self.loaded.is_empty() {
            return self.loaded.remove(0);
        }
        self.rng.below(6) as u8 + 1
    }

    fn die_points(face: u8) -> u32 {
        u32::from(data::rules().die_points[face as usize - 1])
    }
}

/// The bit of a battle card in a hand's mask (none: no bit).
fn card_bit(card: Option<u8>) -> u8 {
    card.map_or(0, |c| 1 << (c - 1))
}

fn cards_of(mask: u8) -> Vec<u8> {
    (1..=8u8).filter(|c| mask & (1 << (c - 1)) != 0).collect()
}

impl Game {
    /// Why `seat` may give no command now, if it may not: the game is over, or `seat` is not
    /// awaited.
    fn check_turn(&self, seat: Seat) -> Result<(), RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        if !self.awaited_seats().contains(seat) {
            return Err(RuleError::NotYourDecision);
        }
        Ok(())
    }
}

impl Rules for Game {
    type Command = Command;
    type Event = Event;
    type Error = RuleError;

    fn new(config: &GameConfig) -> Result<Self, SetupError> {
        config.check_seats(<Game as super::family::Family>::PLAYERS)?;
        debug_assert_eq!(config.rules, RuleSet::Reprisal);
        let opts = options::options_of(config)?;
        let mut game = Game::blank(config.pinned(), opts);
        game.opening = game.open();
        Ok(game)
    }

    fn config(&self) -> &GameConfig {
        &self.config
    }

    fn awaited(&self) -> SeatSet {
        self.awaited_seats()
    }

    fn legal_commands(&self, seat: Seat) -> Vec<Command> {
        if !self.awaited_seats().contains(seat) {
            return Vec::new();
        }
        self.legal_for(seat)
    }

    fn apply(&mut self, seat: Seat, command: &Command) -> Result<Vec<Event>, RuleError> {
        self.check_turn(seat)?;
        if !self.legal_for(seat).contains(command) {
            return Err(RuleError::Illegal {
                decision: self.decision_kind(),
            });
        }
        let mut ev = Log::new();
        self.execute(seat, *command, &mut ev);
        Ok(ev.into_vec())
    }

    fn advance_listed(&mut self, seat: Seat, command: &Command) -> Result<(), RuleError> {
        // Debug builds (the tests) check the command against the list all the same.
        if cfg!(debug_assertions) {
            return self.apply(seat, command).map(drop);
        }
        self.check_turn(seat)?;
        let mut ev = Log::new();
        self.execute(seat, *command, &mut ev);
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn glory(&self) -> Vec<u32> {
        self.state.glory.as_slice().to_vec()
    }
}

impl Game {
    /// What happened while the game was set up and ran to its first decision: the tokens'
    /// shuffle, the first player, Age 1's Doom and quest rolls.
    pub fn opening_events(&self) -> &[Event] {
        &self.opening
    }

    /// The pillage under way, if any.
    pub fn battle(&self) -> Option<&Battle> {
        self.battle.as_deref()
    }

    /// The battle cards a clan has discarded (card numbers 1-8); the discards are face down, but
    /// each was revealed when played.
    pub fn discards(&self, seat: Seat) -> Vec<u8> {
        cards_of(self.state.discards[seat] | card_bit(self.unrevealed_card(seat)))
    }

    /// Glory per seat this Age.
    pub fn age_glory(&self) -> &PerSeat<u32> {
        &self.state.glory
    }

    /// Outer provinces pillaged this Age.
    pub fn pillaged(&self, province: ProvinceId) -> bool {
        !province.is_yggdrasil() && self.state.pillaged[province.index()]
    }

    /// Whether `seat` has pillaged Yggdrasil this Age.
    pub fn yggdrasil_done(&self, seat: Seat) -> bool {
        self.state.yggdrasil_done.contains(seat)
    }

    /// The gods not on the board (Prayers sub-option 2).
    pub fn gods_off_board(&self) -> Vec<God> {
        God::ALL
            .into_iter()
            .filter(|g| self.state.gods[g.index()].is_none())
            .collect()
    }

    /// Monsters in the pool.
    pub fn monster_pool(&self) -> Vec<Monster> {
        self.pool()
    }

    /// The one command `seat` may give now, when it has exactly one (every Reprisal choice is
    /// made from public information, so everyone can tell); `None` otherwise.
    pub fn forced(&self, seat: Seat) -> Option<Command> {
        let mut legal = Rules::legal_commands(self, seat);
        if legal.len() == 1 { legal.pop() } else { None }
    }

    /// What a standing order of `seat` answers to its decision now, if it covers it: declining
    /// every Call to Battle (Reprisal has no late cards and no draft).
    pub fn standing(&self, seat: Seat, order: StandingOrder) -> Option<Standing<Command>> {
        if !self.awaited_seats().contains(seat) {
            return None;
        }
        match (order, self.battle.as_ref().map(|b| b.step)) {
            (StandingOrder::DeclineCalls, Some(Step::Call))
                if matches!(self.stage(), Stage::Battle) =>
            {
                Some(Standing::Answer(Command::Pass))
            }
            _ => None,
        }
    }

    /// The game as `seat` may imagine it, for search: the other clans' secret picks under way
    /// forgotten (prayers, battle cards, Odin's figures: they pick again) and a fresh random
    /// stream from `rng`, so no future die is known.
    #[must_use]
    pub fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Game {
        let mut game = self.clone();
        if let Some(Stage::Pray { picks, .. }) = game.stage_mut() {
            let mine = picks[seat];
            picks.iter_mut().for_each(|pick| *pick = None);
            picks[seat] = mine;
        }
        game.forget_battle_secrets(seat);
        let seed = u64::from(rng.next_u32()) << 32 | u64::from(rng.next_u32());
        game.rng = GameRng::from_seed(seed);
        game
    }

    /// The final result once the game is over (victory points in `glory`).
    pub fn final_outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    fn blank(config: GameConfig, opts: ReprisalOptions) -> Game {
        let rng = GameRng::from_seed(config.seed);
        Game {
            state: Sourced::new(State::set_up(config.players, &opts)),
            opts,
            rng,
            procs: Stack::new(),
            waiting: false,
            input: None,
            battle: None,
            outcome: None,
            opening: Vec::new(),
            #[cfg(any(test, feature = "testkit"))]
            loaded: Vec::new(),
            config,
        }
    }

    fn awaited_seats(&self) -> SeatSet {
        match self.stage() {
            Stage::Over => SeatSet::default(),
            Stage::Pray { picks, asked, .. } => {
                asked.iter().filter(|s| picks[*s].is_none()).collect()
            }
            Stage::Rent(seat) => SeatSet::one(*seat),
            Stage::PlaceGod(queue) => queue.first().map(|s| SeatSet::one(*s)).unwrap_or_default(),
            Stage::Turn | Stage::March { .. } | Stage::Sail(_) | Stage::Invade { .. } => {
                SeatSet::one(self.state.actor)
            }
            Stage::Battle => self.battle_awaited(),
            Stage::QuestPick { first, .. } => {
                first.first().map(|s| SeatSet::one(*s)).unwrap_or_default()
            }
        }
    }

    fn legal_for(&self, seat: Seat) -> Vec<Command> {
        match self.stage() {
            Stage::Over => Vec::new(),
            Stage::Pray { round, granted, .. } => self.legal_prayers(*round, *granted),
            Stage::Rent(_) => self
                .pool()
                .into_iter()
                .map(|monster| Command::Rent { monster })
                .collect(),
            Stage::PlaceGod(_) => self.legal_god_places(),
            Stage::Turn => self.legal_turn(seat),
            Stage::March { from, to } => self.legal_march_more(seat, *from, *to),
            Stage::Sail(sailed) => self.legal_sail(seat, sailed),
            Stage::Invade { used, placed } => self.legal_invade_more(seat, used, *placed),
            Stage::Battle => self.battle_legal(seat),
            Stage::QuestPick { .. } => self
                .pool()
                .into_iter()
                .map(|monster| Command::TakeMonster { monster })
                .collect(),
        }
    }

    /// Monsters in the pool, in the engine's order.
    fn pool(&self) -> Vec<Monster> {
        self.state
            .figures
            .iter()
            .filter(|f| f.loc == Loc::Pool)
            .filter_map(|f| match f.kind {
                Kind::Monster(m) => Some(m),
                _ => None,
            })
            .collect()
    }
}
