//! Blood Rage, the base game for 2-5 players (with the 5th Player Expansion cards).
//!
//! A [`Game`] is a configuration plus the commands applied to it. Control flow is a stack of
//! resumable procedures (`flow::Proc`): each runs until it needs a player's decision, which it
//! posts as the [`Pending`] decision; the answering command resumes it. Phases live in their own
//! modules (`draft`, `action`, `battle`, `destroy`, `quest`, `ragnarok`, `scoring`); card texts
//! are effects read from the catalogue (`effects`), acted on where they apply, never by a card's
//! name. Every state change is an event folded by `event::apply_event`
//! (through `engine::Sourced`).

mod action;
mod battle;
mod command;
pub mod data;
mod destroy;
mod determinize;
mod draft;
mod effects;
mod error;
mod event;
mod explain;
mod family;
mod flow;
mod gods;
mod legal;
mod options;
mod pending;
pub mod policy;
mod quest;
mod ragnarok;
mod scoring;
mod state;
#[cfg(any(test, feature = "testkit"))]
pub mod testkit;
pub mod undo;
mod view;

pub use command::{Command, CommandParseError, Figure, Place};
pub use data::effect_kind;
pub use data::{
    CardId, CardKind, CardName, FjordId, God, Monster, PillageToken, ProvinceId, Region, Slot, Stat,
};
pub use effects::{Effect, EffectKind};
pub use error::{LISTED as NOT_OFFERED_LISTED, NotOffered, RuleError, Wanted};
pub use event::{Cause, Event, PhaseEnd};
pub use pending::{Decision, DecisionKind, Pending};
pub use state::{Loc, Phase, Played};
pub use view::{
    BattleView, ClanView, FjordView, GodView, PrivateView, ProvinceView, PublicView, SeatView, View,
};

use super::procedure::Stack;
use crate::engine::rng::GameRng;
use crate::engine::sourced::{Log, Sourced};
use crate::engine::{
    GameConfig, Outcome, ReplayError, RuleSet, Rules, Seat, SeatSet, SetupError, Viewer,
};
use flow::Proc;
pub use options::BaseOptions;
use state::State;

/// The version of the Blood Rage rules code that new games record (see `RuleSet::version`).
/// Raise it when a change would replay a stored game differently, and keep replaying the older
/// versions the old way.
pub const RULES_VERSION: u32 = 1;

/// A game of Blood Rage in progress (or finished).
#[derive(Debug, Clone, PartialEq)]
pub struct Game {
    config: GameConfig,
    options: BaseOptions,
    /// The board and the clans: changed only by the events the rules emit.
    state: Sourced<State>,
    rng: GameRng,
    procs: Stack<Proc>,
    pending: Option<Pending>,
    /// The answer to a single-seat decision, read by the procedure that asked for it.
    input: Option<Command>,
    /// Events emitted by the command being applied.
    events: Log<Event>,
    outcome: Option<Outcome>,
}

impl Game {
    /// Sets the game up (3.1) and runs it to the first decision (the first draft pick).
    pub fn new(config: &GameConfig) -> Result<Game, SetupError> {
        debug_assert_eq!(config.rules, RuleSet::Base);
        config.check_seats(<Game as super::family::Family>::PLAYERS)?;
        let players = config.players;
        // A list of clans is one per seat (an empty one is the default order).
        if !config.clans.is_empty() && config.clans.len() != players as usize {
            return Err(SetupError::Clans { players });
        }
        let options = options::options_of(config)?;
        let expansions = options.expansions();
        let mut game = Game {
            config: config.pinned(),
            options,
            state: Sourced::new(State {
                players,
                age: 0,
                phase: Phase::GodsGifts,
                first: Seat(0),
                ragnarok: [ProvinceId(0); 3],
                destroyed: 0,
                tokens: [PillageToken::Glory; 9],
                pillaged: 0,
                clans: crate::engine::PerSeat::from_fn(players, |_| state::Clan::new()),
                decks: [1u8, 2, 3]
                    .map(|age| data::catalogue().deck_with(age, players, &expansions)),
                draft: None,
                battle: None,
                turn: None,
                gods: Vec::new(),
            }),
            rng: GameRng::from_seed(config.seed),
            procs: Stack::new(),
            pending: None,
            input: None,
            events: Log::new(),
            outcome: None,
        };
        game.set_up();
        game.procs.push(Proc::Age(flow::AgeStep::Gifts));
        game.run();
        game.events.clear();
        Ok(game)
    }

    /// The options the game was created with.
    pub fn options(&self) -> &BaseOptions {
        &self.options
    }

    /// The configuration the game was created with.
    pub fn config(&self) -> &GameConfig {
        &self.config
    }

    /// The clan of each seat: the configuration's, or the default order of these options.
    pub fn clan_names(&self) -> crate::engine::PerSeat<crate::engine::ClanName> {
        // The options read once at set-up, not from the configuration's stored form.
        self.config
            .clans_or(|| options::default_clans(self.state.players, &self.options))
    }

    /// Who must decide what now; `None` once the game is over.
    pub fn pending(&self) -> Option<&Pending> {
        self.pending.as_ref()
    }

    /// The seats the game waits on.
    pub fn awaited(&self) -> SeatSet {
        self.pending.as_ref().map_or(SeatSet::EMPTY, |p| p.seats)
    }

    /// The final result, once the game is over.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// Number of players.
    pub fn players(&self) -> u8 {
        self.state.players
    }

    /// Current Age (1-3).
    pub fn age(&self) -> u8 {
        self.state.age
    }

    /// Current phase.
    pub fn phase(&self) -> Phase {
        self.state.phase
    }

    /// The Age of the draft under way or next to come (`None` once the last is over): the draft
    /// a standing order "the computer drafts for me this Age" covers.
    pub fn draft_ahead(&self) -> Option<u8> {
        match self.state.phase {
            Phase::GodsGifts => Some(self.state.age),
            Phase::GameOver => None,
            _ => (self.state.age < 3).then_some(self.state.age + 1),
        }
    }

    /// Current Glory per seat.
    pub fn glory(&self) -> Vec<u32> {
        self.state.clans.iter().map(|c| c.glory).collect()
    }

    /// Checks a command and applies it. On error nothing changes (not even the RNG).
    pub fn apply(&mut self, seat: Seat, command: &Command) -> Result<Vec<Event>, RuleError> {
        self.check(seat, *command)?;
        self.events.clear();
        self.answer(seat, *command);
        self.run();
        Ok(std::mem::take(&mut self.events).into_vec())
    }

    /// `apply` without handing back the events (simulations and search, which do not narrate):
    /// the same checks, the same game afterwards, no allocation for the events.
    pub fn advance(&mut self, seat: Seat, command: &Command) -> Result<(), RuleError> {
        self.check(seat, *command)?;
        self.play_checked(seat, *command);
        Ok(())
    }

    /// Plays a command already checked, dropping its events.
    fn play_checked(&mut self, seat: Seat, command: Command) {
        self.events.clear();
        self.answer(seat, command);
        self.run();
        self.events.clear();
    }

    /// `advance` for a command just taken from `legal_commands(seat)` (or `legal_nth`) of this
    /// very game, as random players do ([`Rules::advance_listed`]): whose turn it is is checked,
    /// but the command is not looked for in the list again, except in debug builds (the tests).
    pub fn advance_listed(&mut self, seat: Seat, command: &Command) -> Result<(), RuleError> {
        if cfg!(debug_assertions) {
            self.check(seat, *command)?;
        } else {
            self.check_turn(seat)?;
        }
        self.play_checked(seat, *command);
        Ok(())
    }

    /// Why `seat` may not give `command` now, if it may not.
    fn check(&self, seat: Seat, command: Command) -> Result<(), RuleError> {
        self.check_turn(seat)?;
        if !self.is_legal(seat, &command) {
            return Err(self.explain(seat, command));
        }
        Ok(())
    }

    /// Why `seat` may give no command now, if it may not.
    fn check_turn(&self, seat: Seat) -> Result<(), RuleError> {
        if seat.0 >= self.state.players {
            return Err(RuleError::NoSuchSeat {
                seat,
                players: self.state.players,
            });
        }
        let Some(pending) = &self.pending else {
            return Err(RuleError::GameOver);
        };
        if !pending.seats.contains(seat) {
            return Err(RuleError::NotYourTurn {
                waiting: pending.seats.iter().collect(),
                decision: pending.decision.kind(),
            });
        }
        Ok(())
    }

    /// Rebuilds a game from its configuration and command log.
    pub fn replay(
        config: &GameConfig,
        log: &[(Seat, Command)],
    ) -> Result<Game, ReplayError<RuleError>> {
        <Game as Rules>::replay(config, log)
    }

    /// Emits an event: applies it to the state and records it for the caller.
    fn emit(&mut self, event: Event) {
        self.state.emit(event, &mut self.events);
    }

    /// Records the answer to the pending decision. Simultaneous decisions collect one answer per
    /// seat (each its own logged command) and resolve when the last arrives.
    fn answer(&mut self, seat: Seat, command: Command) {
        let pending = self
            .pending
            .as_mut()
            .expect("apply checked a decision is pending");
        match (&pending.decision, command) {
            (Decision::Draft { per_round, .. }, Command::Draft { card }) => {
                let per_round = *per_round;
                self.emit(Event::Drafted {
                    seat,
                    card: Some(card),
                });
                let picked = self
                    .state
                    .draft
                    .as_ref()
                    .map_or(per_round, |d| d.picked[seat]);
                if picked >= per_round {
                    self.release_seat(seat);
                }
            }
            (Decision::BattleCard { .. }, Command::Play { card }) => {
                self.emit(Event::CardChosen {
                    seat,
                    card: Some(card),
                });
                self.release_seat(seat);
            }
            (Decision::Keep { .. }, command) => {
                self.emit(Event::CardKept {
                    seat,
                    card: command.card(),
                });
                self.release_seat(seat);
            }
            _ => {
                self.input = Some(command);
                self.pending = None;
            }
        }
    }

    /// A seat has fully answered a simultaneous decision.
    fn release_seat(&mut self, seat: Seat) {
        let pending = self.pending.as_mut().expect("a decision is pending");
        pending.seats.remove(seat);
        if pending.seats.is_empty() {
            self.pending = None;
        }
    }
}

impl Rules for Game {
    type Command = Command;
    type Event = Event;
    type Error = RuleError;

    fn new(config: &GameConfig) -> Result<Self, SetupError> {
        Game::new(config)
    }

    fn config(&self) -> &GameConfig {
        &self.config
    }

    fn awaited(&self) -> SeatSet {
        Game::awaited(self)
    }

    fn legal_commands(&self, seat: Seat) -> Vec<Command> {
        Game::legal_commands(self, seat)
    }

    fn legal_nth(&self, seat: Seat, nth: &dyn Fn(usize) -> usize) -> Option<Command> {
        Game::legal_nth(self, seat, nth)
    }

    fn advance_listed(&mut self, seat: Seat, command: &Command) -> Result<(), RuleError> {
        Game::advance_listed(self, seat, command)
    }

    fn apply(&mut self, seat: Seat, command: &Command) -> Result<Vec<Event>, RuleError> {
        Game::apply(self, seat, command)
    }

    fn advance(&mut self, seat: Seat, command: &Command) -> Result<(), RuleError> {
        Game::advance(self, seat, command)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn glory(&self) -> Vec<u32> {
        Game::glory(self)
    }
}

/// Convenience: the public view.
impl Game {
    /// The game as `viewer` may see it.
    pub fn view(&self, viewer: Viewer) -> View {
        view::build(self, viewer)
    }
}
