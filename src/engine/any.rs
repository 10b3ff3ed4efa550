//! One type for a game of any rule set (in the spirit of shakmaty's `VariantPosition`): storage,
//! the session core, the computer players and the front ends hold an [`AnyGame`] and its
//! [`AnyCommand`]s and [`AnyEvent`]s, and never name a rule set's own types.
//!
//! The registry below (`registry!`) is the one list of rule sets: every enum over rule sets, the
//! dispatch to each game's [`Variant`] (its [`Family`] seam, written once per rule set in its own
//! folder) and each rule set's registration are made from it, and the compiler checks every
//! match on [`RuleSet`]. Adding a rule set is its folder, a line here and a variant of
//! [`RuleSet`].

use super::SetupError;
pub use super::family::{CommandParseError, Configs, DecisionInfo, Tally};
use super::family::{Family, Milestone};
use super::rng::GameRng;
use super::{ClanName, GameConfig, Level, Outcome, ReplayError, RuleSet, Rules, Seat, SeatSet};
use super::{Standing, StandingOrder, Viewer};
use super::{base, reprisal, valhalla};
use serde::Serialize;
use std::ops::RangeInclusive;

/// Makes, from the list of rule sets (each its [`RuleSet`] variant and its folder), the enums over
/// rule sets, how each rule set's types sit in them ([`Tagged`]), the dispatch to a game's
/// [`Variant`], and the registration of each rule set.
macro_rules! registry {
    ($( $(#[$doc:meta])* $V:ident => $m:ident ),+ $(,)?) => {
        /// A game of any rule set.
        #[derive(Debug, Clone, PartialEq)]
        pub enum AnyGame {
            $( $(#[$doc])* $V(Box<$m::Game>), )+
        }

        /// A player's decision in a game of any rule set.
        #[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
        #[serde(untagged)]
        pub enum AnyCommand {
            $( $(#[$doc])* $V($m::Command), )+
        }

        /// Something that happened in a game of any rule set.
        #[derive(Debug, Clone, PartialEq, Eq, Serialize)]
        #[serde(untagged)]
        pub enum AnyEvent {
            $( $(#[$doc])* $V($m::Event), )+
        }

        /// Why a rule set's policy suggests a command (for `/hint`; the presentation words it).
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum AnyReason {
            $( $(#[$doc])* $V(<$m::Game as Family>::Reason), )+
        }

        /// Why a decision may no longer be taken back, in a game of any rule set.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum AnyClosing {
            $( $(#[$doc])* $V(<$m::Game as Family>::Closing), )+
        }

        /// Why a command was refused, in a game of any rule set.
        #[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
        pub enum AnyRuleError {
            $( $(#[$doc])* #[error(transparent)] $V($m::RuleError), )+
            /// The command is one of another rule set's (a bug in the caller, or a forged payload).
            #[error("that is not a move of {expected:?}")]
            WrongRuleSet {
                /// The game's rule set.
                expected: RuleSet,
            },
        }

        $(
            impl Tagged for $m::Game {
                const RULES: RuleSet = RuleSet::$V;
                fn game(self) -> AnyGame {
                    AnyGame::$V(Box::new(self))
                }
                fn own_game(game: &AnyGame) -> Option<&Self> {
                    match game {
                        AnyGame::$V(g) => Some(g),
                        #[allow(unreachable_patterns)]
                        _ => None,
                    }
                }
                fn command(command: $m::Command) -> AnyCommand {
                    AnyCommand::$V(command)
                }
                fn own_command(command: &AnyCommand) -> Option<&$m::Command> {
                    match command {
                        AnyCommand::$V(c) => Some(c),
                        #[allow(unreachable_patterns)]
                        _ => None,
                    }
                }
                fn event(event: $m::Event) -> AnyEvent {
                    AnyEvent::$V(event)
                }
                fn own_event(event: &AnyEvent) -> Option<&$m::Event> {
                    match event {
                        AnyEvent::$V(e) => Some(e),
                        #[allow(unreachable_patterns)]
                        _ => None,
                    }
                }
                fn error(error: $m::RuleError) -> AnyRuleError {
                    AnyRuleError::$V(error)
                }
                fn own_error(error: &AnyRuleError) -> Option<&$m::RuleError> {
                    match error {
                        AnyRuleError::$V(e) => Some(e),
                        _ => None,
                    }
                }
                fn reason(reason: <$m::Game as Family>::Reason) -> AnyReason {
                    AnyReason::$V(reason)
                }
                fn own_reason(reason: &AnyReason) -> Option<<$m::Game as Family>::Reason> {
                    match reason {
                        AnyReason::$V(r) => Some(*r),
                        #[allow(unreachable_patterns)]
                        _ => None,
                    }
                }
                fn own_closing(closing: &AnyClosing) -> Option<<$m::Game as Family>::Closing> {
                    match closing {
                        AnyClosing::$V(c) => Some(*c),
                        #[allow(unreachable_patterns)]
                        _ => None,
                    }
                }
            }
        )+

        impl AnyGame {
            /// The game behind the one interface of every rule set.
            pub fn variant(&self) -> &dyn Variant {
                match self {
                    $( AnyGame::$V(g) => g.as_ref(), )+
                }
            }

            /// The game behind the one interface of every rule set, to change it.
            pub fn variant_mut(&mut self) -> &mut dyn Variant {
                match self {
                    $( AnyGame::$V(g) => g.as_mut(), )+
                }
            }
        }

        impl RuleSet {
            /// Every rule set, in the registry's order.
            pub const ALL: &'static [RuleSet] = &[$( RuleSet::$V, )+];

            /// What the rule set is without a game: versions, seats, its games and commands.
            pub fn registered(self) -> Registered {
                match self {
                    $( RuleSet::$V => Registered::of::<$m::Game>(stringify!($m)), )+
                }
            }
        }

        impl AnyCommand {
            /// The stored form: the rule set's own JSON, without a wrapper (the rule set is in
            /// the config).
            pub fn to_json(&self) -> String {
                match self {
                    $( AnyCommand::$V(c) => <$m::Game as Family>::command_json(c), )+
                }
            }
        }

        impl AnyEvent {
            /// This event as `viewer` may see it: hidden cards removed, secret events dropped.
            pub fn redact(&self, viewer: Viewer) -> Option<AnyEvent> {
                match self {
                    $( AnyEvent::$V(e) => <$m::Game as Family>::redact(e, viewer).map(AnyEvent::$V), )+
                }
            }

            /// Whether this event of `actor`'s decision closes its undo window, and why.
            pub fn closing(&self, actor: Seat) -> Option<AnyClosing> {
                match self {
                    $( AnyEvent::$V(e) => <$m::Game as Family>::closing(e, actor).map(AnyClosing::$V), )+
                }
            }
        }
    };
}

registry! {
    /// Blood Rage.
    Base => base,
    /// Blood Rage – Reprisal.
    Reprisal => reprisal,
    /// Blood Rage: Valhalla.
    Valhalla => valhalla,
}

/// The first of `events` (what one decision of `actor` did) that closes the decision's undo
/// window, by its rule set's judgement: a reveal, a shuffle or a die roll, a draft packet passed,
/// the end of a step others were deciding, or of a phase.
pub fn undo_closed_by(events: &[AnyEvent], actor: Seat) -> Option<AnyClosing> {
    events.iter().find_map(|e| e.closing(actor))
}

/// The rule sets as a vocabulary: declared once, by the registry (`RuleSet::ALL`, each one's
/// slug), and offered in commands from it.
impl crate::vocabulary::Vocabulary for RuleSet {
    const ALL: &'static [RuleSet] = RuleSet::ALL;
    const OFFERED: &'static [RuleSet] = RuleSet::ALL;

    fn slug(self) -> &'static str {
        RuleSet::slug(self)
    }
}

/// A version of a rule set's code that stored games record: a game is replayed by the code of the
/// version it was created with, or by a later one that promises the same results.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "this game was made with {rules:?} rules version {version}, and this bot plays versions {}-{}: \
     run a bot at least as new as the one that made it",
    supported.start(),
    supported.end()
)]
pub struct VersionError {
    /// The rule set.
    pub rules: RuleSet,
    /// The version stored with the game.
    pub version: u32,
    /// The versions this build replays.
    pub supported: RangeInclusive<u32>,
}

impl RuleSet {
    /// The version of this rule set's code that new games record.
    pub fn version(self) -> u32 {
        self.registered().version
    }

    /// The versions whose stored games this build replays identically.
    pub fn supported_versions(self) -> RangeInclusive<u32> {
        1..=self.version()
    }

    /// How many players the rule set seats.
    pub fn players(self) -> RangeInclusive<u8> {
        self.registered().players
    }

    /// Its name in commands, files and message keys (`base`, `reprisal`, `valhalla`).
    pub fn slug(self) -> &'static str {
        self.registered().slug
    }

    /// The rule set named `slug` (see [`RuleSet::slug`]).
    pub fn from_slug(slug: &str) -> Option<RuleSet> {
        RuleSet::ALL.iter().copied().find(|r| r.slug() == slug)
    }

    /// Checks that a stored game's version can be replayed by this build.
    pub fn check_version(self, version: u32) -> Result<(), VersionError> {
        let supported = self.supported_versions();
        if supported.contains(&version) {
            Ok(())
        } else {
            Err(VersionError {
                rules: self,
                version,
                supported,
            })
        }
    }
}

impl AnyGame {
    /// Sets up a game of the configuration's rule set.
    pub fn new(config: &GameConfig) -> Result<AnyGame, SetupError> {
        (config.rules.registered().new)(config)
    }

    /// Rebuilds a game from its configuration and command log.
    pub fn replay(
        config: &GameConfig,
        log: &[(Seat, AnyCommand)],
    ) -> Result<AnyGame, ReplayError<AnyRuleError>> {
        <AnyGame as Rules>::replay(config, log)
    }

    /// The rule set.
    pub fn rules(&self) -> RuleSet {
        self.config().rules
    }

    /// The configuration the game was created with.
    pub fn config(&self) -> &GameConfig {
        self.variant().config()
    }

    /// Number of players.
    pub fn players(&self) -> u8 {
        self.config().players
    }

    /// The seats that must decide something now (none once the game is over).
    pub fn awaited(&self) -> SeatSet {
        self.variant().awaited()
    }

    /// Who must decide what now; `None` once the game is over.
    pub fn decision(&self) -> Option<DecisionInfo> {
        self.variant().decision()
    }

    /// Every command `seat` may give now, in the rule set's deterministic order.
    pub fn legal_commands(&self, seat: Seat) -> Vec<AnyCommand> {
        self.variant().legal_commands(seat)
    }

    /// The one command `seat` may give now when everybody can tell it is the only one (the
    /// session answers it without waiting); `None` otherwise.
    pub fn forced(&self, seat: Seat) -> Option<AnyCommand> {
        self.variant().forced(seat)
    }

    /// What a standing order of `seat` answers to its decision now, if it covers it.
    pub fn standing(
        &self,
        seat: Seat,
        order: super::StandingOrder,
    ) -> Option<super::Standing<AnyCommand>> {
        self.variant().standing(seat, order)
    }

    /// The Age of the draft under way or next to come, if any is left.
    pub fn draft_ahead(&self) -> Option<u8> {
        self.variant().draft_ahead()
    }

    /// Whether `seat` may give `command` now.
    pub fn is_legal(&self, seat: Seat, command: &AnyCommand) -> bool {
        self.variant().is_legal(seat, command)
    }

    /// What a computer clan of `level` plays for `seat` now (`None` if it has nothing to
    /// decide): the rule set's own policy, from the seat's own view and legal commands only.
    pub fn policy_choice(
        &self,
        seat: Seat,
        level: super::Level,
        rng: &mut super::rng::GameRng,
    ) -> Option<AnyCommand> {
        self.variant().policy_choice(seat, level, rng)
    }

    /// The medium level's first choice for `seat` and its main reason (`None` if the seat has
    /// nothing to decide): from the seat's own view and legal commands only.
    pub fn policy_hint(&self, seat: Seat) -> Option<(AnyCommand, AnyReason)> {
        self.variant().policy_hint(seat)
    }

    /// A copy of the game as `seat` might imagine it, for search: every card it cannot see dealt
    /// again from the cards it cannot see, and a fresh random stream, both drawn from `rng`.
    /// Depends only on what `seat` can see (and `rng`), never on where the hidden cards lie.
    #[must_use]
    pub fn determinize(&self, seat: Seat, rng: &mut super::rng::GameRng) -> AnyGame {
        self.variant().determinize(seat, rng)
    }

    /// The legal commands of `seat` the rule set's `level` heuristics like best, best first
    /// (at most `limit`), for search to examine.
    pub fn policy_ranking(&self, seat: Seat, level: super::Level, limit: usize) -> Vec<AnyCommand> {
        self.variant().policy_ranking(seat, level, limit)
    }

    /// Checks and applies one command; on error the game is unchanged.
    pub fn apply(
        &mut self,
        seat: Seat,
        command: &AnyCommand,
    ) -> Result<Vec<AnyEvent>, AnyRuleError> {
        self.variant_mut().apply(seat, command)
    }

    /// `apply` without the events (simulations, replays, search).
    pub fn advance(&mut self, seat: Seat, command: &AnyCommand) -> Result<(), AnyRuleError> {
        self.variant_mut().advance(seat, command)
    }

    /// `advance` for a command just taken from the legal list ([`Rules::advance_listed`]).
    pub fn advance_listed(&mut self, seat: Seat, command: &AnyCommand) -> Result<(), AnyRuleError> {
        self.variant_mut().advance_listed(seat, command)
    }

    /// Whether the game is over (cheaper than `outcome`, which clones the result).
    pub fn is_over(&self) -> bool {
        self.variant().is_over()
    }

    /// The final result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.variant().outcome()
    }

    /// Where the clans stand, as `simulate` prints it: Glory (in Reprisal, this Age's), and
    /// the victory points of a rule set won on points.
    pub fn tally(&self) -> Tally {
        self.variant().tally()
    }

    /// Each seat's score: Glory in Blood Rage and Valhalla; in Reprisal, victory points (ten
    /// times, plus this Age's Glory, which decides the next points).
    pub fn glory(&self) -> Vec<u32> {
        self.variant().score()
    }

    /// Reads a command of this game's rule set from its stored form.
    pub fn parse_command(&self, json: &str) -> Result<AnyCommand, CommandParseError> {
        AnyCommand::from_json(self.rules(), json)
    }

    /// The game of rule set `G`, if this is one.
    pub fn get<G: Tagged>(&self) -> Option<&G> {
        G::own_game(self)
    }

    /// The Blood Rage game, if this is one.
    pub fn as_base(&self) -> Option<&base::Game> {
        self.get()
    }

    /// The Reprisal game, if this is one.
    pub fn as_reprisal(&self) -> Option<&reprisal::Game> {
        self.get()
    }

    /// The Valhalla game, if this is one.
    pub fn as_valhalla(&self) -> Option<&valhalla::Game> {
        self.get()
    }
}

impl AnyCommand {
    /// Reads a command of rule set `rules` from its stored form (the command log's payload).
    pub fn from_json(rules: RuleSet, json: &str) -> Result<AnyCommand, CommandParseError> {
        (rules.registered().parse_command)(json)
    }

    /// The command of rule set `G`, if this is one.
    pub fn get<G: Tagged>(&self) -> Option<&G::Command> {
        G::own_command(self)
    }

    /// The Blood Rage command, if this is one.
    pub fn as_base(&self) -> Option<&base::Command> {
        self.get::<base::Game>()
    }
}

impl AnyEvent {
    /// The event of rule set `G`, if this is one.
    pub fn get<G: Tagged>(&self) -> Option<&G::Event> {
        G::own_event(self)
    }

    /// The Blood Rage event, if this is one.
    pub fn as_base(&self) -> Option<&base::Event> {
        self.get::<base::Game>()
    }
}

impl Rules for AnyGame {
    type Command = AnyCommand;
    type Event = AnyEvent;
    type Error = AnyRuleError;

    fn new(config: &GameConfig) -> Result<Self, SetupError> {
        AnyGame::new(config)
    }

    fn config(&self) -> &GameConfig {
        AnyGame::config(self)
    }

    fn awaited(&self) -> SeatSet {
        AnyGame::awaited(self)
    }

    fn legal_commands(&self, seat: Seat) -> Vec<AnyCommand> {
        AnyGame::legal_commands(self, seat)
    }

    fn legal_nth(&self, seat: Seat, nth: &dyn Fn(usize) -> usize) -> Option<AnyCommand> {
        self.variant().legal_nth(seat, nth)
    }

    fn apply(&mut self, seat: Seat, command: &AnyCommand) -> Result<Vec<AnyEvent>, AnyRuleError> {
        AnyGame::apply(self, seat, command)
    }

    fn advance(&mut self, seat: Seat, command: &AnyCommand) -> Result<(), AnyRuleError> {
        AnyGame::advance(self, seat, command)
    }

    fn advance_listed(&mut self, seat: Seat, command: &AnyCommand) -> Result<(), AnyRuleError> {
        AnyGame::advance_listed(self, seat, command)
    }

    fn outcome(&self) -> Option<Outcome> {
        AnyGame::outcome(self)
    }

    fn glory(&self) -> Vec<u32> {
        AnyGame::glory(self)
    }
}

/// How a rule set's types sit in the enums over rule sets (made by the registry in `any.rs`,
/// never by hand).
pub trait Tagged: Family {
    /// The rule set.
    const RULES: RuleSet;
    /// The game in the enum.
    fn game(self) -> AnyGame;
    /// The rule set's own game, if `game` is one.
    fn own_game(game: &AnyGame) -> Option<&Self>;
    /// A command in the enum.
    fn command(command: Self::Command) -> AnyCommand;
    /// The rule set's own command, if `command` is one.
    fn own_command(command: &AnyCommand) -> Option<&Self::Command>;
    /// An event in the enum.
    fn event(event: Self::Event) -> AnyEvent;
    /// The rule set's own event, if `event` is one.
    fn own_event(event: &AnyEvent) -> Option<&Self::Event>;
    /// A refusal in the enum.
    fn error(error: Self::Error) -> AnyRuleError;
    /// The rule set's own refusal, if `error` is one.
    fn own_error(error: &AnyRuleError) -> Option<&Self::Error>;
    /// A policy's reason in the enum.
    fn reason(reason: Self::Reason) -> AnyReason;
    /// The rule set's own reason, if `reason` is one.
    fn own_reason(reason: &AnyReason) -> Option<Self::Reason>;
    /// The rule set's own undo closing, if `closing` is one.
    fn own_closing(closing: &AnyClosing) -> Option<Self::Closing>;
}

/// A game of any rule set behind one interface, in the types of every rule set (a trait object:
/// see [`AnyGame::variant`]).
pub trait Variant: Send + Sync {
    /// The configuration the game was created with.
    fn config(&self) -> &GameConfig;
    /// The seats that must decide something now.
    fn awaited(&self) -> SeatSet;
    /// Who must decide what now.
    fn decision(&self) -> Option<DecisionInfo>;
    /// Every command `seat` may give now, in the rule set's order.
    fn legal_commands(&self, seat: Seat) -> Vec<AnyCommand>;
    /// The command at index `nth(n)` of those `n` ([`Rules::legal_nth`]).
    fn legal_nth(&self, seat: Seat, nth: &dyn Fn(usize) -> usize) -> Option<AnyCommand>;
    /// The one obvious command of `seat`, if any.
    fn forced(&self, seat: Seat) -> Option<AnyCommand>;
    /// What a standing order answers now.
    fn standing(&self, seat: Seat, order: StandingOrder) -> Option<Standing<AnyCommand>>;
    /// The Age of the draft under way or next.
    fn draft_ahead(&self) -> Option<u8>;
    /// Whether `seat` may give `command` now (never a command of another rule set).
    fn is_legal(&self, seat: Seat, command: &AnyCommand) -> bool;
    /// A computer clan's command.
    fn policy_choice(&self, seat: Seat, level: Level, rng: &mut GameRng) -> Option<AnyCommand>;
    /// The medium level's suggestion and its reason.
    fn policy_hint(&self, seat: Seat) -> Option<(AnyCommand, AnyReason)>;
    /// The heuristics' best commands.
    fn policy_ranking(&self, seat: Seat, level: Level, limit: usize) -> Vec<AnyCommand>;
    /// The game as `seat` might imagine it.
    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> AnyGame;
    /// Checks and applies one command.
    fn apply(&mut self, seat: Seat, command: &AnyCommand) -> Result<Vec<AnyEvent>, AnyRuleError>;
    /// `apply` without the events.
    fn advance(&mut self, seat: Seat, command: &AnyCommand) -> Result<(), AnyRuleError>;
    /// `advance` for a command just listed ([`Rules::advance_listed`]).
    fn advance_listed(&mut self, seat: Seat, command: &AnyCommand) -> Result<(), AnyRuleError>;
    /// Whether the game is over.
    fn is_over(&self) -> bool;
    /// The final result.
    fn outcome(&self) -> Option<Outcome>;
    /// Each seat's score.
    fn score(&self) -> Vec<u32>;
    /// The score its story follows: Glory (Reprisal: victory points).
    fn story_score(&self) -> Vec<u32>;
    /// Where the clans stand, as `simulate` prints it.
    fn tally(&self) -> Tally;
    /// What an event of this game (just applied) counts for in its story.
    fn milestone(&self, event: &AnyEvent) -> Option<Milestone>;
}

fn wrong<G: Tagged>() -> AnyRuleError {
    AnyRuleError::WrongRuleSet { expected: G::RULES }
}

impl<G: Tagged + Send + Sync> Variant for G {
    fn config(&self) -> &GameConfig {
        Rules::config(self)
    }

    fn awaited(&self) -> SeatSet {
        Rules::awaited(self)
    }

    fn decision(&self) -> Option<DecisionInfo> {
        Family::decision(self)
    }

    fn legal_commands(&self, seat: Seat) -> Vec<AnyCommand> {
        Rules::legal_commands(self, seat)
            .into_iter()
            .map(G::command)
            .collect()
    }

    fn legal_nth(&self, seat: Seat, nth: &dyn Fn(usize) -> usize) -> Option<AnyCommand> {
        Rules::legal_nth(self, seat, nth).map(G::command)
    }

    fn forced(&self, seat: Seat) -> Option<AnyCommand> {
        Family::forced(self, seat).map(G::command)
    }

    fn standing(&self, seat: Seat, order: StandingOrder) -> Option<Standing<AnyCommand>> {
        Family::standing(self, seat, order).map(|s| match s {
            Standing::Answer(c) => Standing::Answer(G::command(c)),
            Standing::Delegate => Standing::Delegate,
        })
    }

    fn draft_ahead(&self) -> Option<u8> {
        Family::draft_ahead(self)
    }

    fn is_legal(&self, seat: Seat, command: &AnyCommand) -> bool {
        G::own_command(command).is_some_and(|c| Family::is_legal(self, seat, c))
    }

    fn policy_choice(&self, seat: Seat, level: Level, rng: &mut GameRng) -> Option<AnyCommand> {
        Family::policy_choice(self, seat, level, rng).map(G::command)
    }

    fn policy_hint(&self, seat: Seat) -> Option<(AnyCommand, AnyReason)> {
        Family::policy_hint(self, seat).map(|(c, r)| (G::command(c), G::reason(r)))
    }

    fn policy_ranking(&self, seat: Seat, level: Level, limit: usize) -> Vec<AnyCommand> {
        Family::policy_ranking(self, seat, level, limit)
            .into_iter()
            .map(G::command)
            .collect()
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> AnyGame {
        Family::determinize(self, seat, rng).game()
    }

    fn apply(&mut self, seat: Seat, command: &AnyCommand) -> Result<Vec<AnyEvent>, AnyRuleError> {
        let command = G::own_command(command).ok_or_else(wrong::<G>)?;
        Rules::apply(self, seat, command)
            .map(|events| events.into_iter().map(G::event).collect())
            .map_err(G::error)
    }

    fn advance(&mut self, seat: Seat, command: &AnyCommand) -> Result<(), AnyRuleError> {
        let command = G::own_command(command).ok_or_else(wrong::<G>)?;
        Rules::advance(self, seat, command).map_err(G::error)
    }

    fn advance_listed(&mut self, seat: Seat, command: &AnyCommand) -> Result<(), AnyRuleError> {
        let command = G::own_command(command).ok_or_else(wrong::<G>)?;
        Rules::advance_listed(self, seat, command).map_err(G::error)
    }

    fn is_over(&self) -> bool {
        Family::is_over(self)
    }

    fn outcome(&self) -> Option<Outcome> {
        Rules::outcome(self)
    }

    fn score(&self) -> Vec<u32> {
        Family::score(self)
    }

    fn story_score(&self) -> Vec<u32> {
        Family::story_score(self)
    }

    fn tally(&self) -> Tally {
        Family::tally(self)
    }

    fn milestone(&self, event: &AnyEvent) -> Option<Milestone> {
        G::own_event(event).and_then(|e| Family::milestone(self, e))
    }
}

/// What a rule set is without a game: its name, versions and seats, and making one of its games.
#[derive(Debug, Clone)]
pub struct Registered {
    /// Its name in commands, files and message keys (`base`, `reprisal`, `valhalla`: its
    /// folder's, and its stored name).
    pub slug: &'static str,
    /// The version new games record.
    pub version: u32,
    /// How many players it seats.
    pub players: RangeInclusive<u8>,
    /// The clans it seats, in their default order.
    pub clans: &'static [ClanName],
    /// A configuration with the default options.
    pub default_config: fn(u8, u64) -> GameConfig,
    /// What `--options` of the command-line tools takes, if it has options.
    pub options: Option<&'static str>,
    /// The games the command-line tools play with `--options`.
    pub command_line: fn(&str) -> Result<Configs, String>,
    /// What the clans are ranked by at the end, in words.
    pub score_name: &'static str,
    /// Sets up a game.
    pub new: fn(&GameConfig) -> Result<AnyGame, SetupError>,
    /// Reads a command from its stored form.
    pub parse_command: fn(&str) -> Result<AnyCommand, CommandParseError>,
}

impl Registered {
    /// The registration of rule set `G`.
    fn of<G: Tagged>(slug: &'static str) -> Registered {
        Registered {
            slug,
            version: G::VERSION,
            players: G::PLAYERS,
            clans: G::CLANS,
            default_config: G::default_config,
            options: G::COMMAND_LINE_OPTIONS,
            command_line: G::command_line,
            score_name: G::SCORE_NAME,
            new: |config| G::new(config).map(G::game),
            parse_command: |json| G::parse_command(json).map(G::command),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_of_any_rule_set_replays_its_log_to_the_same_state() {
        let config = GameConfig::base(3, 5);
        let mut game = AnyGame::new(&config).unwrap();
        let mut log = Vec::new();
        for position in 0..150 {
            let Some((seat, command)) = crate::sim::choose(&game, 5, position) else {
                break;
            };
            let json = command.to_json();
            assert_eq!(game.parse_command(&json).unwrap(), command);
            game.apply(seat, &command).unwrap();
            log.push((seat, command));
        }
        assert_eq!(AnyGame::replay(&config, &log).unwrap(), game);
        let info = game.decision().unwrap();
        assert_eq!(info.seats, game.awaited());
    }

    #[test]
    fn every_rule_set_in_the_registry_sets_up_plays_and_names_itself_as_it_is_stored() {
        assert_eq!(RuleSet::ALL.len(), 3);
        for &rules in RuleSet::ALL {
            let slug = rules.slug();
            // The slug is the stored (serde) name, and names the rule set back.
            assert_eq!(
                serde_json::to_string(&rules).unwrap(),
                format!("\"{slug}\"")
            );
            assert_eq!(RuleSet::from_slug(slug), Some(rules));
            let players = *rules.players().end();
            assert!(rules.registered().clans.len() >= usize::from(players));
            let config = (rules.registered().default_config)(players, 9);
            assert_eq!(config.rules, rules);
            let mut game = AnyGame::new(&config).unwrap();
            assert_eq!(game.rules(), rules);
            // A few moves through the one interface, each stored form read back.
            for position in 0..40 {
                let Some((seat, command)) = crate::sim::choose(&game, 9, position) else {
                    break;
                };
                assert_eq!(
                    AnyCommand::from_json(rules, &command.to_json()).unwrap(),
                    command
                );
                assert!(game.is_legal(seat, &command));
                game.apply(seat, &command).unwrap();
            }
            // A command of another rule set is refused, never applied.
            let other = RuleSet::ALL.iter().find(|r| **r != rules).unwrap();
            let mut theirs = AnyGame::new(&(other.registered().default_config)(3, 9)).unwrap();
            let (seat, command) = crate::sim::choose(&theirs, 9, 0).unwrap();
            assert!(!game.is_legal(seat, &command));
            assert_eq!(
                game.apply(seat, &command),
                Err(AnyRuleError::WrongRuleSet { expected: rules })
            );
            assert!(theirs.apply(seat, &command).is_ok());
        }
    }

    #[test]
    fn versions_outside_the_supported_range_are_refused_with_a_clear_error() {
        assert!(RuleSet::Base.check_version(1).is_ok());
        let e = RuleSet::Base.check_version(99).unwrap_err();
        assert!(e.to_string().contains("version 99"), "{e}");
        assert!(RuleSet::Base.check_version(0).is_err());
    }
}
