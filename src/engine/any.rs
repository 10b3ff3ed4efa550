//! One type for a game of any rule set (in the spirit of shakmaty's `VariantPosition`): storage,
//! the session core, the computer players and the front ends hold an [`AnyGame`] and its
//! [`AnyCommand`]s and [`AnyEvent`]s, and never name a rule set's own types.
//!
//! The registry below (`registry!`) is the one list of rule sets: every enum over rule sets, the
//! dispatch to each game's seams (`for_game!` and `for_rules!`: [`Situation`] and [`Family`],
//! written once per rule set in its own folder) and each rule set's registration are made from it,
//! and the compiler checks every match on [`RuleSet`]. Adding a rule set is its folder, a line here
//! and a variant of [`RuleSet`].

use super::SetupError;
pub use super::family::{CommandParseError, Configs, DecisionInfo};
use super::family::{Family, Milestone, Situation};
use super::rng::GameRng;
use super::{ClanName, GameConfig, Level, Outcome, ReplayError, RuleSet, Rules, Seat, SeatSet};
use super::{Standing, StandingOrder, Viewer};
use super::{base, reprisal, valhalla};
use serde::Serialize;
use std::ops::RangeInclusive;

/// Makes, from the list of rule sets (each its [`RuleSet`] variant and its folder), the enums over
/// rule sets, how each rule set's types sit in them ([`Tagged`]), the dispatch to a game's rule
/// set (`for_game!`, `for_rules!`), and the registration of each rule set.
macro_rules! registry {
    ($d:tt $( $(#[$doc:meta])* $V:ident => $m:ident ),+ $(,)?) => {
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

        /// `$body` with `$G` the game type of rule set `$rules` (a [`RuleSet`]): the one match
        /// on a rule set of every seam (the engine's below, the presentation's in
        /// `present/mod.rs`).
        macro_rules! for_rules {
            ($d rules:expr, $d G:ident => $d body:expr) => {
                match $d rules {
                    $( $crate::engine::RuleSet::$V => {
                        type $d G = $crate::engine::$m::Game;
                        $d body
                    } )+
                }
            };
        }
        pub(crate) use for_rules;

        /// `$body` with `$g` the game of rule set `$G` that `$game` (an [`AnyGame`]) holds,
        /// borrowed (`mut $game`: to change it): the one dispatch to a game's rule set.
        macro_rules! for_game {
            (mut $d game:expr, $d G:ident, $d g:ident => $d body:expr) => {
                match $d game {
                    $( $crate::engine::AnyGame::$V(boxed) => {
                        type $d G = $crate::engine::$m::Game;
                        let $d g: &mut $d G = &mut **boxed;
                        $d body
                    } )+
                }
            };
            ($d game:expr, $d G:ident, $d g:ident => $d body:expr) => {
                match $d game {
                    $( $crate::engine::AnyGame::$V(boxed) => {
                        type $d G = $crate::engine::$m::Game;
                        let $d g: &$d G = &**boxed;
                        $d body
                    } )+
                }
            };
        }
        pub(crate) use for_game;

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
            /// The rule set this is a command of.
            pub fn rules(&self) -> RuleSet {
                match self {
                    $( AnyCommand::$V(_) => RuleSet::$V, )+
                }
            }

            /// The stored form: the rule set's own JSON, without a wrapper (the rule set is in
            /// the config).
            pub fn to_json(&self) -> String {
                match self {
                    $( AnyCommand::$V(c) => <$m::Game as Family>::command_json(c), )+
                }
            }
        }

        impl AnyClosing {
            /// The rule set whose undo window this closes.
            pub fn rules(&self) -> RuleSet {
                match self {
                    $( AnyClosing::$V(_) => RuleSet::$V, )+
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
    // `$`, handed to the macros the registry makes (`for_game!`, `for_rules!`) for their own
    // arguments.
    $
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
        self.registered().slug
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
        for_game!(self, G, g => Rules::config(g))
    }

    /// Number of players.
    pub fn players(&self) -> u8 {
        self.config().players
    }

    /// The seats that must decide something now (none once the game is over).
    pub fn awaited(&self) -> SeatSet {
        for_game!(self, G, g => Rules::awaited(g))
    }

    /// Every command `seat` may give now, in the rule set's deterministic order.
    pub fn legal_commands(&self, seat: Seat) -> Vec<AnyCommand> {
        for_game!(self, G, g => g.legal_commands(seat).into_iter().map(G::command).collect())
    }

    /// The one command `seat` may give now when everybody can tell it is the only one (the
    /// session answers it without waiting); `None` otherwise.
    pub fn forced(&self, seat: Seat) -> Option<AnyCommand> {
        for_game!(self, G, g => Family::forced(g, seat).map(G::command))
    }

    /// What a standing order of `seat` answers to its decision now, if it covers it.
    pub fn standing(&self, seat: Seat, order: StandingOrder) -> Option<Standing<AnyCommand>> {
        for_game!(self, G, g => Family::standing(g, seat, order).map(|s| match s {
            Standing::Answer(c) => Standing::Answer(G::command(c)),
            Standing::Delegate => Standing::Delegate,
        }))
    }

    /// Whether `seat` may give `command` now (never a command of another rule set).
    pub fn is_legal(&self, seat: Seat, command: &AnyCommand) -> bool {
        for_game!(self, G, g => {
            G::own_command(command).is_some_and(|c| Family::is_legal(g, seat, c))
        })
    }

    /// What a computer clan of `level` plays for `seat` now (`None` if it has nothing to
    /// decide): the rule set's own policy, from the seat's own view and legal commands only.
    pub fn policy_choice(&self, seat: Seat, level: Level, rng: &mut GameRng) -> Option<AnyCommand> {
        for_game!(self, G, g => Family::policy_choice(g, seat, level, rng).map(G::command))
    }

    /// The medium level's first choice for `seat` and its main reason (`None` if the seat has
    /// nothing to decide): from the seat's own view and legal commands only.
    pub fn policy_hint(&self, seat: Seat) -> Option<(AnyCommand, AnyReason)> {
        for_game!(self, G, g => {
            Family::policy_hint(g, seat).map(|(c, r)| (G::command(c), G::reason(r)))
        })
    }

    /// A copy of the game as `seat` might imagine it, for search: every card it cannot see dealt
    /// again from the cards it cannot see, and a fresh random stream, both drawn from `rng`.
    /// Depends only on what `seat` can see (and `rng`), never on where the hidden cards lie.
    #[must_use]
    pub fn determinize(&self, seat: Seat, rng: &mut GameRng) -> AnyGame {
        for_game!(self, G, g => Family::determinize(g, seat, rng).game())
    }

    /// The legal commands of `seat` the rule set's `level` heuristics like best, best first
    /// (at most `limit`), for search to examine.
    pub fn policy_ranking(&self, seat: Seat, level: Level, limit: usize) -> Vec<AnyCommand> {
        for_game!(self, G, g => Family::policy_ranking(g, seat, level, limit)
            .into_iter()
            .map(G::command)
            .collect())
    }

    /// Checks and applies one command; on error the game is unchanged.
    pub fn apply(
        &mut self,
        seat: Seat,
        command: &AnyCommand,
    ) -> Result<Vec<AnyEvent>, AnyRuleError> {
        for_game!(mut self, G, g => {
            let command = G::own_command(command).ok_or_else(wrong::<G>)?;
            Rules::apply(g, seat, command)
                .map(|events| events.into_iter().map(G::event).collect())
                .map_err(G::error)
        })
    }

    /// `apply` without the events (simulations, replays, search).
    pub fn advance(&mut self, seat: Seat, command: &AnyCommand) -> Result<(), AnyRuleError> {
        for_game!(mut self, G, g => {
            let command = G::own_command(command).ok_or_else(wrong::<G>)?;
            Rules::advance(g, seat, command).map_err(G::error)
        })
    }

    /// `advance` for a command just taken from the legal list ([`Rules::advance_listed`]).
    pub fn advance_listed(&mut self, seat: Seat, command: &AnyCommand) -> Result<(), AnyRuleError> {
        for_game!(mut self, G, g => {
            let command = G::own_command(command).ok_or_else(wrong::<G>)?;
            Rules::advance_listed(g, seat, command).map_err(G::error)
        })
    }

    /// The final result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        for_game!(self, G, g => Rules::outcome(g))
    }

    /// Each seat's score: Glory in Blood Rage and Valhalla; in Reprisal, victory points (ten
    /// times, plus this Age's Glory, which decides the next points).
    pub fn glory(&self) -> Vec<u32> {
        self.score()
    }

    /// What an event of this game (just applied) counts for in its story.
    pub fn milestone(&self, event: &AnyEvent) -> Option<Milestone> {
        for_game!(self, G, g => G::own_event(event).and_then(|e| Family::milestone(g, e)))
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

/// A game of any rule set is, in the types every rule set shares, its rule set's game: what
/// [`Situation`] says (who decides what, the scores, whether it is over) is written in that
/// trait and each rule set's impl only.
impl std::ops::Deref for AnyGame {
    type Target = dyn Situation;

    fn deref(&self) -> &Self::Target {
        for_game!(self, G, g => g)
    }
}

fn wrong<G: Tagged>() -> AnyRuleError {
    AnyRuleError::WrongRuleSet { expected: G::RULES }
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
        for_game!(self, G, g => Rules::legal_nth(g, seat, nth).map(G::command))
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
    /// The clan of each seat of a configuration that names none.
    pub default_clans: fn(&GameConfig) -> Vec<ClanName>,
    /// The clans of a table dealt at random when its lobby starts.
    pub deal_clans: fn(&GameConfig, &mut GameRng) -> Vec<ClanName>,
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
            default_clans: G::default_clans,
            deal_clans: G::deal_clans,
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
    use crate::vocabulary::Vocabulary as _;

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
