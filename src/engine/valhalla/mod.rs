//! Blood Rage: Valhalla, the standalone game for 3-5 players (shared/reference/variants.md Part 2,
//! the draft rulebook), played with a content pack (Part 3, [`pack`]) that holds the board, the
//! gods and the cards.
//!
//! A [`Game`] is a configuration plus the commands applied to it. Control flow is a stack of
//! resumable procedures (`proc::Proc`), as in the base game: each runs until it needs a decision,
//! which it posts as the awaited [`Ask`]; the answering command resumes it. The board, the cards
//! and the clans (`state`) change only through the events the procedures emit, as in the other
//! rule sets (`engine::sourced`); an event that moves hidden cards names them, and
//! [`Event::redact`] takes them out for the viewers who may not see them. The Age and its
//! phases are in `flow`, the turn's actions in `action`, contests and battles in `contest`,
//! rewards, stat raises and destruction in `effects`.

mod action;
mod command;
mod contest;
mod effects;
mod family;
mod flow;
mod options;
pub mod pack;
pub mod policy;
mod proc;
mod state;
#[cfg(any(test, feature = "testkit"))]
pub mod testkit;
pub mod undo;

pub use command::{Cause, Command, Event, GloryWhy, RuleError};
pub use contest::{Battle, Played};
pub use options::{GodChoice, ValhallaOptions};
pub use pack::{CardId, CardKind, ChamberId, Effect, GodId, Pack, PackRef, Reward, Stat};
pub use state::State;

use super::PerSeat;
use super::procedure;
use super::rng::GameRng;
use super::sourced::{Log, Sourced};
use super::{GameConfig, Outcome, Rules, Seat, SeatSet, SetupError};
use proc::Proc;
use serde::{Deserialize, Serialize};

/// The version of the Valhalla rules code that new games record (see `RuleSet::version`).
pub const RULES_VERSION: u32 = 1;

crate::vocabulary::vocabulary! {
    /// The kind of decision a Valhalla game awaits. Its slug is stored with the awaited seats
    /// (`DecisionInfo::kind`) and names its words in the locale files (`vh-decision-` and the
    /// slug, dashed): never rename one.
    pub enum DecisionKind {
        /// Keep a card of the draft packet.
        Draft = "draft",
        /// Keep up to three cards for the next Age.
        KeepCards = "keep_cards",
        /// Choose a battle card.
        BattleCard = "battle_card",
        /// Take an action or pass.
        Action = "action",
        /// Move more figures of the March, or finish it.
        March = "march",
        /// Answer the Call to Battle or stay out.
        CallToBattle = "call_to_battle",
        /// Add a late card or pass.
        LateCard = "late_card",
        /// Choose a stat to raise.
        RaiseStat = "raise_stat",
        /// Choose a figure.
        ChooseFigure = "choose_figure",
        /// Move a figure or decline.
        MoveFigure = "move_figure",
        /// Decide whether Frigga's Protection saves a figure.
        Protection = "protection",
        /// Decide whether the Völur Witch retreats to Odin's Throne.
        WitchRetreat = "witch_retreat",
        /// Decide whether Frigga's Succor adds a Warrior.
        Succor = "succor",
        /// Decide whether Thor's Domain contests at once.
        ThorsDomain = "thors_domain",
        /// Decide whether Loki's Blessing adds a Warrior.
        LokisBlessing = "lokis_blessing",
        /// Buy back played cards with Tyr's Prowess, or finish.
        Prowess = "prowess",
        /// Choose a clan to take Glory from.
        StealGlory = "steal_glory",
        /// Place a free figure, or decline.
        FreeSummon = "free_summon",
        /// Keep one of the cards looked at.
        LookTop = "look_top",
        /// Nothing: the game is over.
        Over = "over",
    }
}

/// A figure, by its fixed index in the game's figure table (each clan's Elites then Warriors,
/// seat by seat, then one figure per monster card of the pack).
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// A Warrior.
    Warrior,
    /// An Elite.
    Elite,
    /// The figure of a monster card.
    Monster(CardId),
}

/// Where a figure is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Loc {
    /// Beside the board: a monster nobody has recruited (or not in this game).
    Aside,
    /// Its owner's reserve.
    Reserve,
    /// In a chamber.
    Chamber(ChamberId),
    /// In this clan's kill pile.
    KillPile(Seat),
    /// On the Sauna.
    Sauna,
}

impl Loc {
    /// In a kill pile or on the Sauna.
    pub fn fallen(self) -> bool {
        matches!(self, Loc::KillPile(_) | Loc::Sauna)
    }
}

/// One figure of the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Figure {
    /// What it is.
    pub kind: Kind,
    /// Its clan (a monster: the clan that recruited it).
    pub owner: Option<Seat>,
    /// Where it is.
    pub loc: Loc,
}

/// A card in a slot of a clan sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Slotted {
    /// The card.
    pub card: CardId,
    /// A committed quest (face down until the Quest phase) rather than an upgrade.
    pub quest: bool,
}

/// The phase of the Age.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// 1: a god arrives.
    GodArrives,
    /// 2: the draft.
    Draft,
    /// 3: actions.
    Action,
    /// 4: quests.
    Quest,
    /// 5: Prove Valor.
    ProveValor,
    /// 6: Release Warriors.
    Release,
    /// Between Ages: cards kept.
    EndOfAge,
    /// The game is over.
    Over,
}

/// What the awaited seat decides (one seat at a time), or the simultaneous decisions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ask {
    /// Every seat that has not picked keeps a card of its packet.
    Draft,
    /// Every seat that has not finished keeps up to three cards (End of Age).
    Keep,
    /// Every participant with cards that has not chosen plays a battle card.
    Play,
    /// The seat's action.
    Turn(Seat),
    /// More figures of the March from this chamber, or done.
    March(Seat, ChamberId),
    /// Call to Battle into this chamber: one figure from an adjacent chamber, or pass.
    Call(Seat, ChamberId),
    /// A late card, or pass.
    Late(Seat),
    /// A stat to raise; `optional`: the seat may decline; `exclude`: stats not offered (bits).
    Raise {
        /// The seat.
        seat: Seat,
        /// Whether `Done` declines.
        optional: bool,
        /// Stats not offered (bit per stat index).
        exclude: u8,
    },
    /// A figure among these (Tyr's victim, Odin's Tide's survivor, a Sacrifice).
    Choose {
        /// The seat.
        seat: Seat,
        /// The figures offered.
        among: Vec<FigureId>,
        /// Whether `Done` declines.
        optional: bool,
    },
    /// Move one of these figures to an adjacent chamber (Lord of Hammers, Hildisvini), or done.
    Move(Seat, Vec<FigureId>),
    /// Yes (`Accept`) or no (`Done`) to an optional effect.
    Accept(Seat, Offer),
    /// Tyr's Prowess: buy back played cards one by one, or done.
    BuyBack(Seat),
    /// Loki's themed reward: the clan to take Glory from.
    Steal(Seat),
    /// Freya's themed reward: a reserve figure into a common chamber, or done.
    Place(Seat),
    /// Baldr's themed reward: one of the cards looked at.
    Take(Seat, Vec<CardId>),
}

/// An optional effect offered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Offer {
    /// Frigga's Protection: pay to keep this figure.
    Protect(FigureId),
    /// The Völur Witch: retreat to Odin's Throne.
    Retreat(FigureId),
    /// Frigga's Succor: a free Warrior into this chamber.
    Succor(ChamberId),
    /// Thor's Domain: pay to contest this chamber at once.
    ThorsDomain(ChamberId),
    /// Loki's Blessing: a free Warrior into this chamber.
    Blessing(ChamberId),
}

impl Ask {
    /// The decision's kind.
    pub fn kind(&self) -> DecisionKind {
        match self {
            Ask::Draft => DecisionKind::Draft,
            Ask::Keep => DecisionKind::KeepCards,
            Ask::Play => DecisionKind::BattleCard,
            Ask::Turn(_) => DecisionKind::Action,
            Ask::March(..) => DecisionKind::March,
            Ask::Call(..) => DecisionKind::CallToBattle,
            Ask::Late(_) => DecisionKind::LateCard,
            Ask::Raise { .. } => DecisionKind::RaiseStat,
            Ask::Choose { .. } => DecisionKind::ChooseFigure,
            Ask::Move(..) => DecisionKind::MoveFigure,
            Ask::Accept(_, offer) => match offer {
                Offer::Protect(_) => DecisionKind::Protection,
                Offer::Retreat(_) => DecisionKind::WitchRetreat,
                Offer::Succor(_) => DecisionKind::Succor,
                Offer::ThorsDomain(_) => DecisionKind::ThorsDomain,
                Offer::Blessing(_) => DecisionKind::LokisBlessing,
            },
            Ask::BuyBack(_) => DecisionKind::Prowess,
            Ask::Steal(_) => DecisionKind::StealGlory,
            Ask::Place(_) => DecisionKind::FreeSummon,
            Ask::Take(..) => DecisionKind::LookTop,
        }
    }
}

/// The draft under way.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Draft {
    /// The packet in front of each seat.
    pub packets: PerSeat<Vec<CardId>>,
    /// Each seat's pick this round (secret until all are in).
    pub picks: PerSeat<Option<CardId>>,
    /// Cards kept so far, per seat.
    pub kept: PerSeat<Vec<CardId>>,
}

/// A game of Valhalla in progress (or finished).
#[derive(Debug, Clone, PartialEq)]
pub struct Game {
    config: GameConfig,
    pack: &'static Pack,
    opts: ValhallaOptions,
    rng: GameRng,
    /// Where the Age's procedure stands.
    phase: Phase,
    /// The board, the cards and the clans: changed only by the events the rules emit.
    state: Sourced<State>,
    /// End of Age: cards kept so far and who is done.
    keeping: PerSeat<Vec<CardId>>,
    keep_done: SeatSet,
    battle: Option<Box<Battle>>,
    /// Baldr's themed reward: the cards looked at.
    looked: Vec<CardId>,
    /// The stats the claim under way has raised (bit per stat), for Frigga's Grace.
    reward_raised: u8,
    /// Cards that left the game at an End of Age.
    procs: procedure::Stack<Proc>,
    ask: Option<Ask>,
    input: Option<(Seat, Command)>,
    outcome: Option<Outcome>,
    opening: Vec<Event>,
}

impl Game {
    /// The game's content pack.
    pub fn pack(&self) -> &'static Pack {
        self.pack
    }

    /// The options of this game.
    pub fn options(&self) -> &ValhallaOptions {
        &self.opts
    }

    /// The current Age (1-3).
    pub fn age(&self) -> u8 {
        self.state.age
    }

    /// The phase under way.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Every figure, by [`FigureId`].
    pub fn figures(&self) -> &[Figure] {
        &self.state.figures
    }

    /// One figure.
    pub fn figure(&self, id: FigureId) -> &Figure {
        &self.state.figures[id.index()]
    }

    /// Whether a chamber token lies on this chamber.
    pub fn has_token(&self, chamber: ChamberId) -> bool {
        self.state.tokens[chamber.index()]
    }

    /// The god in this chamber.
    pub fn god_in(&self, chamber: ChamberId) -> Option<GodId> {
        self.state.gods[chamber.index()]
    }

    /// The gods of Ages 1, 2, 3.
    pub fn age_gods(&self) -> &[GodId] {
        &self.state.age_gods
    }

    /// Who claimed this chamber's reward this Age.
    pub fn claimed_by(&self, chamber: ChamberId) -> Option<Seat> {
        self.state.claimed[chamber.index()]
    }

    /// Cards left in the deck.
    pub fn deck_size(&self) -> usize {
        self.state.deck.len()
    }

    /// A seat's hand (secret to others).
    pub fn hand(&self, seat: Seat) -> &[CardId] {
        &self.state.hands[seat]
    }

    /// The cards a seat keeps aside during a draft (secret to others).
    pub fn aside(&self, seat: Seat) -> &[CardId] {
        &self.state.aside[seat]
    }

    /// A seat's discard pile (public: every card in it was revealed in battle).
    pub fn discards(&self, seat: Seat) -> &[CardId] {
        &self.state.discards[seat]
    }

    /// A seat's slots (committed quests are secret to others until the Quest phase).
    pub fn slots(&self, seat: Seat) -> &[Slotted] {
        &self.state.slots[seat]
    }

    /// A seat's stat step (1-based, as printed).
    pub fn stat_step(&self, seat: Seat, stat: Stat) -> u8 {
        self.state.steps[seat][stat.index()] + 1
    }

    /// A seat's stat value.
    pub fn stat(&self, seat: Seat, stat: Stat) -> u32 {
        self.pack
            .numbers
            .stat_value(stat, self.state.steps[seat][stat.index()])
    }

    /// A seat's Glory.
    pub fn glory_of(&self, seat: Seat) -> u32 {
        self.state.glory[seat]
    }

    /// A seat's current Rage.
    pub fn rage(&self, seat: Seat) -> u32 {
        self.state.rage[seat]
    }

    /// Seats that passed this Action phase.
    pub fn passed(&self) -> SeatSet {
        self.state.passed
    }

    /// The first player of this Age.
    pub fn first_player(&self) -> Seat {
        self.state.first_player
    }

    /// The clan whose turn it is (Action phase).
    pub fn actor(&self) -> Seat {
        self.state.actor
    }

    /// The draft under way.
    pub fn draft(&self) -> Option<&Draft> {
        self.state.draft.as_ref()
    }

    /// The battle under way.
    pub fn battle(&self) -> Option<&Battle> {
        self.battle.as_deref()
    }

    /// The contest under way, from its Call to Battle until its battle and claim are done: who
    /// declared it and the chamber contested.
    pub fn contest(&self) -> Option<(Seat, ChamberId)> {
        if let Some(b) = &self.battle {
            return Some((b.initiator, b.chamber));
        }
        self.procs.iter().find_map(|p| match p {
            Proc::Contest(c) => Some((c.seat, c.chamber)),
            _ => None,
        })
    }

    /// The decision awaited.
    pub fn ask(&self) -> Option<&Ask> {
        self.ask.as_ref()
    }

    /// The kind of decision awaited.
    pub fn decision_kind(&self) -> DecisionKind {
        self.ask.as_ref().map_or(DecisionKind::Over, Ask::kind)
    }

    /// Whether several seats answer the awaited decision at once.
    pub fn simultaneous(&self) -> bool {
        matches!(self.ask, Some(Ask::Draft | Ask::Keep | Ask::Play))
    }

    /// What happened while the game was set up and ran to its first decision.
    pub fn opening_events(&self) -> &[Event] {
        &self.opening
    }

    fn players(&self) -> u8 {
        self.config.players
    }

    fn seats(&self) -> impl Iterator<Item = Seat> + use<> {
        (0..self.config.players).map(Seat)
    }

    fn ids(&self) -> impl Iterator<Item = FigureId> + use<> {
        (0..self.state.figures.len() as u8).map(FigureId)
    }

    /// The figures of `seat` in a chamber.
    fn in_chamber(&self, seat: Seat, chamber: ChamberId) -> Vec<FigureId> {
        self.ids()
            .filter(|id| {
                let f = self.figure(*id);
                f.owner == Some(seat) && f.loc == Loc::Chamber(chamber)
            })
            .collect()
    }

    /// Whether `seat` has a figure in a chamber (`in_chamber` is not empty), without the list.
    fn has_in_chamber(&self, seat: Seat, chamber: ChamberId) -> bool {
        self.state
            .figures
            .iter()
            .any(|f| f.owner == Some(seat) && f.loc == Loc::Chamber(chamber))
    }

    /// Seats with at least one figure in a chamber.
    fn present(&self, chamber: ChamberId) -> SeatSet {
        self.state
            .figures
            .iter()
            .filter(|f| f.loc == Loc::Chamber(chamber))
            .filter_map(|f| f.owner)
            .collect()
    }

    /// One figure of each interchangeable group among `ids` (same kind, owner and place), the
    /// lowest id first: the figures a player chooses among.
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

    /// A common chamber: no chamber token, no god, not Odin's Throne.
    pub fn is_common(&self, chamber: ChamberId) -> bool {
        !self.state.tokens[chamber.index()]
            && self.state.gods[chamber.index()].is_none()
            && !self.pack.chamber(chamber).throne
    }

    /// The upgrade effects of a seat (cards in slots that are not quests).
    fn upgrades(&self, seat: Seat) -> impl Iterator<Item = Effect> + '_ {
        self.state.slots[seat]
            .iter()
            .filter(|s| !s.quest)
            .map(|s| self.pack.card(s.card).effect)
    }

    fn has(&self, seat: Seat, test: impl Fn(Effect) -> bool) -> bool {
        self.upgrades(seat).any(test)
    }

    /// The effect of a monster figure.
    fn monster_effect(&self, id: FigureId) -> Option<Effect> {
        match self.figure(id).kind {
            Kind::Monster(card) => Some(self.pack.card(card).effect),
            _ => None,
        }
    }

    /// Figures of `seat` in kill piles and on the Sauna.
    fn fallen(&self, seat: Seat) -> u32 {
        self.state
            .figures
            .iter()
            .filter(|f| f.owner == Some(seat) && f.loc.fallen())
            .count() as u32
    }

    /// The STR of an Elite of `seat` (upgrades that set it do not add, VH-30).
    fn elite_str(&self, seat: Seat) -> u32 {
        let base = u32::from(self.pack.numbers.figure_str);
        self.upgrades(seat)
            .filter_map(|e| match e {
                Effect::EliteClaimStat { str } | Effect::EliteClaimMove { str } => {
                    Some(u32::from(str))
                }
                _ => None,
            })
            .fold(base, u32::max)
    }

    /// Whether a figure counts as an Elite (an Elite, or a Mountain Giant).
    fn is_elite(&self, id: FigureId) -> bool {
        match self.figure(id).kind {
            Kind::Elite => true,
            Kind::Monster(_) => self.monster_effect(id) == Some(Effect::CountsAsElite),
            Kind::Warrior => false,
        }
    }

    /// The STR of one figure that is not a Warrior (Warriors count by chamber, in pairs).
    fn single_str(&self, id: FigureId) -> u32 {
        let f = self.figure(id);
        let seat = f.owner.unwrap_or(Seat(0));
        match f.kind {
            Kind::Warrior => u32::from(self.pack.numbers.figure_str),
            Kind::Elite => self.elite_str(seat),
            Kind::Monster(card) => {
                let c = self.pack.card(card);
                let printed = u32::from(c.monster.map_or(0, |m| m.str));
                match c.effect {
                    Effect::ThroneDweller(v) if f.loc == Loc::Chamber(self.pack.throne()) => {
                        u32::from(v)
                    }
                    Effect::CountsAsElite => printed.max(self.elite_str(seat)),
                    Effect::StrPerFallen(v) => u32::from(v) * self.fallen(seat),
                    _ => printed,
                }
            }
        }
    }

    /// The STR of `n` Warriors of `seat` together in one chamber: the best of the Warrior
    /// upgrades (VH-30), pairs counted as the card says.
    fn warriors_str(&self, seat: Seat, n: u32) -> u32 {
        let base = u32::from(self.pack.numbers.figure_str);
        let plain = n * base;
        self.upgrades(seat)
            .filter_map(|e| match e {
                Effect::WarriorPairs { str, pair } => {
                    Some((n / 2) * u32::from(pair) + (n % 2) * u32::from(str))
                }
                _ => None,
            })
            .fold(plain, u32::max)
    }

    /// The STR of `seat`'s figures in a chamber; in a battle where a Wolfman fights, only
    /// Monsters count.
    pub fn clan_str(&self, seat: Seat, chamber: ChamberId, battle: bool) -> u32 {
        let mine = self.in_chamber(seat, chamber);
        let wolfman = battle
            && self.ids().any(|id| {
                self.figure(id).loc == Loc::Chamber(chamber)
                    && self.monster_effect(id) == Some(Effect::OnlyMonstersCount)
            });
        let warriors = mine
            .iter()
            .filter(|id| self.figure(**id).kind == Kind::Warrior)
            .count() as u32;
        let mut total = if wolfman {
            0
        } else {
            self.warriors_str(seat, warriors)
        };
        for id in mine {
            match self.figure(id).kind {
                Kind::Warrior => {}
                Kind::Elite if wolfman => {}
                _ => total += self.single_str(id),
            }
        }
        total
    }

    /// Folds `event` into the state and records it: how the rules change the game.
    pub(super) fn emit(&mut self, event: Event, ev: &mut Log<Event>) {
        self.state.emit(event, ev);
    }

    fn glory_to(&mut self, seat: Seat, amount: u32, why: GloryWhy, ev: &mut Log<Event>) {
        if amount == 0 {
            return;
        }
        self.emit(Event::Glory { seat, amount, why }, ev);
    }

    fn pay(&mut self, seat: Seat, rage: u32, ev: &mut Log<Event>) {
        if rage == 0 {
            return;
        }
        self.emit(Event::Paid { seat, rage }, ev);
    }

    /// Whether `seat` can still raise `stat`.
    fn can_raise(&self, seat: Seat, stat: Stat) -> bool {
        self.state.steps[seat][stat.index()] < 5
    }

    fn raise(&mut self, seat: Seat, stat: Stat, ev: &mut Log<Event>) -> bool {
        if !self.can_raise(seat, stat) {
            return false;
        }
        // The event names the step 1-based.
        let step = self.state.steps[seat][stat.index()] + 2;
        self.emit(Event::StatRaised { seat, stat, step }, ev);
        true
    }

    /// The spare bases of `size` a seat has left for monsters (VH-29).
    fn free_bases(&self, seat: Seat, size: pack::Size) -> u8 {
        let spare = match size {
            pack::Size::Small => self.pack.numbers.spare_bases.small,
            pack::Size::Large => self.pack.numbers.spare_bases.large,
        };
        let used = self
            .state
            .figures
            .iter()
            .filter(|f| f.owner == Some(seat))
            .filter_map(|f| match f.kind {
                Kind::Monster(card) => self.pack.card(card).monster.map(|m| m.base),
                _ => None,
            })
            .filter(|b| *b == size)
            .count() as u8;
        spare.saturating_sub(used)
    }

    fn blank(config: GameConfig, pack: &'static Pack, opts: ValhallaOptions) -> Game {
        Game {
            rng: GameRng::from_seed(config.seed),
            pack,
            opts,
            phase: Phase::GodArrives,
            state: Sourced::new(State::blank(pack, config.players)),
            keeping: PerSeat::filled(config.players, Vec::new()),
            keep_done: SeatSet::default(),
            battle: None,
            looked: Vec::new(),
            reward_raised: 0,
            procs: procedure::Stack::new(),
            ask: None,
            input: None,
            outcome: None,
            opening: Vec::new(),
            config,
        }
    }

    /// The gods in play, as the options choose them (before their Ages are drawn).
    fn chosen_gods(pack: &Pack, choice: &GodChoice) -> Result<Vec<GodId>, SetupError> {
        let by_ids = |ids: &[&str]| -> Result<Vec<GodId>, SetupError> {
            ids.iter()
                .map(|id| {
                    pack.god_by_id(id).ok_or_else(|| {
                        SetupError::Pack(format!(
                            "the pack {} has no god `{id}` (it has {})",
                            pack.id,
                            pack.gods
                                .iter()
                                .map(|g| g.id.as_str())
                                .collect::<Vec<_>>()
                                .join(", ")
                        ))
                    })
                })
                .collect()
        };
        match choice {
            GodChoice::Random => Ok((0..pack.gods.len() as u8).map(GodId).collect()),
            GodChoice::FirstGame => by_ids(&["thor", "loki", "tyr"]),
            GodChoice::Chosen(ids) => {
                let ids: Vec<&str> = ids.iter().map(String::as_str).collect();
                let gods = by_ids(&ids)?;
                let mut distinct = gods.clone();
                distinct.sort();
                distinct.dedup();
                if distinct.len() != 3 || gods.len() != 3 {
                    return Err(SetupError::Pack("choose three different gods".to_string()));
                }
                Ok(gods)
            }
        }
    }
}

impl Game {
    /// The one command `seat` may give now, when it has exactly one and everybody can tell it
    /// is the only one (the session answers it at once, which must reveal nothing): never for a
    /// choice among hidden cards (the draft, the cards kept, Baldr's look), a battle card only
    /// with a single card in hand, a turn only with an empty hand; `None` otherwise.
    pub fn forced(&self, seat: Seat) -> Option<Command> {
        let public = match &self.ask {
            Some(Ask::Draft | Ask::Keep | Ask::Take(..) | Ask::Late(_)) | None => false,
            Some(Ask::Play) => self.state.hands[seat].len() == 1,
            Some(Ask::Turn(_)) => self.state.hands[seat].is_empty(),
            Some(_) => true,
        };
        if !public {
            return None;
        }
        let mut legal = Rules::legal_commands(self, seat);
        if legal.len() == 1 { legal.pop() } else { None }
    }

    /// Whether the awaited clan is finishing an action of its own (the figures of a March).
    pub fn follow_up(&self) -> bool {
        matches!(self.ask, Some(Ask::March(..)))
    }

    /// What a standing order of `seat` answers to its decision now, if it covers it: declining
    /// every Call to Battle, never adding a late card, the computer drafting for the seat.
    pub fn standing(
        &self,
        seat: Seat,
        order: super::StandingOrder,
    ) -> Option<super::Standing<Command>> {
        use super::{Standing, StandingOrder};
        if !self.awaited_seats().contains(seat) {
            return None;
        }
        match (&self.ask, order) {
            (Some(Ask::Call(..)), StandingOrder::DeclineCalls)
            | (Some(Ask::Late(_)), StandingOrder::NoLateCards) => {
                Some(Standing::Answer(Command::Pass))
            }
            (Some(Ask::Draft), StandingOrder::AiDraftsAge(age)) if age == self.state.age => {
                Some(Standing::Delegate)
            }
            _ => None,
        }
    }

    /// The Age of the draft under way or next to come, if any is left.
    pub fn draft_ahead(&self) -> Option<u8> {
        match self.phase {
            Phase::GodArrives | Phase::Draft => Some(self.state.age),
            Phase::Over => None,
            _ => (self.state.age < 3).then_some(self.state.age + 1),
        }
    }

    /// The final result once the game is over.
    pub fn final_outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// The game as `seat` may imagine it, for search: every card it cannot see (the deck, the
    /// other clans' hands, kept cards, packets and committed quests) dealt again at random into
    /// the same places (quests stay quests), the other clans' battle cards chosen face down
    /// forgotten (they choose again), and a fresh random stream from `rng`.
    #[must_use]
    pub fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Game {
        let mut g = self.clone();
        let others: Vec<Seat> = g.seats().filter(|s| *s != seat).collect();
        let mut unknown: Vec<CardId> = std::mem::take(&mut g.state.edit().deck);
        let deck_len = unknown.len();
        let mut sizes = Vec::new();
        for &i in &others {
            sizes.push((g.state.edit().hands[i].len(), g.state.edit().aside[i].len()));
            unknown.append(&mut g.state.edit().hands[i]);
            unknown.append(&mut g.state.edit().aside[i]);
        }
        let mut packet_sizes = Vec::new();
        if let Some(d) = g.state.edit().draft.as_mut() {
            for &i in &others {
                packet_sizes.push((d.packets[i].len(), d.kept[i].len(), d.picks[i].is_some()));
                unknown.append(&mut d.packets[i]);
                unknown.append(&mut d.kept[i]);
                if let Some(p) = d.picks[i].take() {
                    unknown.push(p);
                }
            }
        }
        let mut quest_slots = 0;
        for &i in &others {
            for s in g.state.edit().slots[i].iter().filter(|s| s.quest) {
                unknown.push(s.card);
                quest_slots += 1;
            }
        }
        rng.shuffle(&mut unknown);
        // Quests first, into the committed quest slots.
        let mut quests = Vec::new();
        let mut rest = Vec::new();
        for c in unknown {
            if quests.len() < quest_slots && self.pack.card(c).kind == CardKind::Quest {
                quests.push(c);
            } else {
                rest.push(c);
            }
        }
        for &i in &others {
            for s in g.state.edit().slots[i].iter_mut().filter(|s| s.quest) {
                if let Some(q) = quests.pop() {
                    s.card = q;
                }
            }
        }
        let mut take = |n: usize| -> Vec<CardId> { rest.drain(..n.min(rest.len())).collect() };
        for (k, &i) in others.iter().enumerate() {
            let (h, a) = sizes[k];
            g.state.edit().hands[i] = take(h);
            g.state.edit().aside[i] = take(a);
        }
        if let Some(d) = g.state.edit().draft.as_mut() {
            for (k, &i) in others.iter().enumerate() {
                let (p, kept, picked) = packet_sizes[k];
                d.packets[i] = take(p + usize::from(picked));
                d.kept[i] = take(kept);
            }
        }
        g.state.edit().deck = take(deck_len);
        for &i in &others {
            g.keeping[i].clear();
            if let Some(b) = g.battle.as_mut() {
                b.chosen[i] = None;
            }
        }
        for &i in &others {
            if g.keep_done.contains(i) && g.phase == Phase::EndOfAge {
                g.keep_done.remove(i);
            }
        }
        let seed = u64::from(rng.next_u32()) << 32 | u64::from(rng.next_u32());
        g.rng = GameRng::from_seed(seed);
        g
    }
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
        let opts = options::options_of(config)?;
        let pack = pack::find(&opts.pack).map_err(|e| SetupError::Pack(e.to_string()))?;
        let gods = Game::chosen_gods(pack, &opts.gods)?;
        let mut game = Game::blank(config.pinned(), pack, opts);
        let mut ev = Log::new();
        game.setup(gods, &mut ev);
        game.run(&mut ev);
        game.opening = ev.into_vec();
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
        self.answer(seat, *command, &mut ev);
        Ok(ev.into_vec())
    }

    fn advance_listed(&mut self, seat: Seat, command: &Command) -> Result<(), RuleError> {
        // Debug builds (the tests) check the command against the list all the same.
        if cfg!(debug_assertions) {
            return self.apply(seat, command).map(drop);
        }
        self.check_turn(seat)?;
        let mut ev = Log::new();
        self.answer(seat, *command, &mut ev);
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn glory(&self) -> Vec<u32> {
        self.state.glory.as_slice().to_vec()
    }
}
