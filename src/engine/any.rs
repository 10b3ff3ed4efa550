//! One type for a game of any rule set (in the spirit of shakmaty's `VariantPosition`): storage,
//! the session core, the computer players and the front ends hold an [`AnyGame`] and its
//! [`AnyCommand`]s and [`AnyEvent`]s, and never name a rule set's own types. Each method
//! dispatches to the rule set the game was created with; adding a rule set is one arm here.

use super::base;
use super::reprisal;
use super::valhalla;
use super::{GameConfig, Outcome, ReplayError, RuleSet, Rules, Seat, SeatSet, SetupError, Viewer};
use serde::Serialize;
use std::ops::RangeInclusive;

/// A game of any rule set.
#[derive(Debug, Clone, PartialEq)]
pub enum AnyGame {
    /// Blood Rage.
    Base(Box<base::Game>),
    /// Blood Rage – Reprisal.
    Reprisal(Box<reprisal::Game>),
    /// Blood Rage: Valhalla.
    Valhalla(Box<valhalla::Game>),
}

/// A player's decision in a game of any rule set.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[serde(untagged)]
pub enum AnyCommand {
    /// A Blood Rage command.
    Base(base::Command),
    /// A Reprisal command.
    Reprisal(reprisal::Command),
    /// A Valhalla command.
    Valhalla(valhalla::Command),
}

/// Something that happened in a game of any rule set.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum AnyEvent {
    /// A Blood Rage event.
    Base(base::Event),
    /// A Reprisal event.
    Reprisal(reprisal::Event),
    /// A Valhalla event.
    Valhalla(valhalla::Event),
}

/// Why a rule set's policy suggests a command (for `/hint`; the presentation words it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnyReason {
    /// A reason of Blood Rage's policy.
    Base(base::policy::Reason),
    /// A reason of Reprisal's policy.
    Reprisal(reprisal::policy::Reason),
    /// A reason of Valhalla's policy.
    Valhalla(valhalla::policy::Reason),
}

/// Why a decision may no longer be taken back, in a game of any rule set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnyClosing {
    /// Blood Rage's reason.
    Base(base::undo::Closing),
    /// Reprisal's reason.
    Reprisal(reprisal::undo::Closing),
    /// Valhalla's reason.
    Valhalla(valhalla::undo::Closing),
}

/// The first of `events` (what one decision of `actor` did) that closes the decision's undo
/// window, by its rule set's judgement: a reveal, a shuffle or a die roll, a draft packet passed,
/// the end of a step others were deciding, or of a phase.
pub fn undo_closed_by(events: &[AnyEvent], actor: Seat) -> Option<AnyClosing> {
    events.iter().find_map(|e| match e {
        AnyEvent::Base(event) => base::undo::closing(event, actor).map(AnyClosing::Base),
        AnyEvent::Reprisal(event) => {
            reprisal::undo::closing(event, actor).map(AnyClosing::Reprisal)
        }
        AnyEvent::Valhalla(event) => {
            valhalla::undo::closing(event, actor).map(AnyClosing::Valhalla)
        }
    })
}

/// Why a command was refused, in a game of any rule set.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AnyRuleError {
    /// A Blood Rage rule.
    #[error(transparent)]
    Base(base::RuleError),
    /// A Reprisal rule.
    #[error(transparent)]
    Reprisal(reprisal::RuleError),
    /// A Valhalla rule.
    #[error(transparent)]
    Valhalla(valhalla::RuleError),
    /// The command is one of another rule set's (a bug in the caller, or a forged payload).
    #[error("that is not a move of {expected:?}")]
    WrongRuleSet {
        /// The game's rule set.
        expected: RuleSet,
    },
}

/// A stored command payload that cannot be read (malformed JSON, an unknown card or place).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("malformed command: {0}")]
pub struct CommandParseError(pub String);

/// Who must decide, and a stable name for what (for storage, reminders and pings).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DecisionInfo {
    /// The seats awaited.
    pub seats: SeatSet,
    /// A stable snake-case name of the kind of decision (`draft`, `action`, `battle_card`, …),
    /// the same for every instance of that kind; stored with the awaited seats.
    pub kind: &'static str,
    /// Whether several seats answer at once, each with its own command.
    pub simultaneous: bool,
    /// Whether the awaited seat is finishing an action of its own (the figures of a march):
    /// telling the others waits until the action is complete.
    pub follow_up: bool,
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
        match self {
            RuleSet::Base => base::RULES_VERSION,
            RuleSet::Reprisal => super::reprisal::RULES_VERSION,
            RuleSet::Valhalla => super::valhalla::RULES_VERSION,
        }
    }

    /// The versions whose stored games this build replays identically.
    pub fn supported_versions(self) -> RangeInclusive<u32> {
        match self {
            RuleSet::Base => 1..=base::RULES_VERSION,
            RuleSet::Reprisal => 1..=super::reprisal::RULES_VERSION,
            RuleSet::Valhalla => 1..=super::valhalla::RULES_VERSION,
        }
    }

    /// How many players the rule set seats.
    pub fn players(self) -> RangeInclusive<u8> {
        match self {
            RuleSet::Base => 2..=5,
            RuleSet::Reprisal | RuleSet::Valhalla => 3..=5,
        }
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
        Ok(match config.rules {
            RuleSet::Base => AnyGame::Base(Box::new(base::Game::new(config)?)),
            RuleSet::Reprisal => {
                AnyGame::Reprisal(Box::new(<reprisal::Game as Rules>::new(config)?))
            }
            RuleSet::Valhalla => {
                AnyGame::Valhalla(Box::new(<valhalla::Game as Rules>::new(config)?))
            }
        })
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
        match self {
            AnyGame::Base(g) => g.config(),
            AnyGame::Reprisal(g) => Rules::config(g.as_ref()),
            AnyGame::Valhalla(g) => Rules::config(g.as_ref()),
        }
    }

    /// Number of players.
    pub fn players(&self) -> u8 {
        self.config().players
    }

    /// The seats that must decide something now (none once the game is over).
    pub fn awaited(&self) -> SeatSet {
        match self {
            AnyGame::Base(g) => g.awaited(),
            AnyGame::Reprisal(g) => Rules::awaited(g.as_ref()),
            AnyGame::Valhalla(g) => Rules::awaited(g.as_ref()),
        }
    }

    /// Who must decide what now; `None` once the game is over.
    pub fn decision(&self) -> Option<DecisionInfo> {
        match self {
            AnyGame::Base(g) => g.pending().map(|p| DecisionInfo {
                seats: p.seats,
                kind: p.decision.kind(),
                simultaneous: p.decision.is_simultaneous(),
                follow_up: p.decision.is_follow_up(),
            }),
            AnyGame::Reprisal(g) => {
                let seats = Rules::awaited(g.as_ref());
                (!seats.is_empty()).then(|| DecisionInfo {
                    seats,
                    kind: g.decision_kind(),
                    simultaneous: g.simultaneous(),
                    follow_up: g.follow_up(),
                })
            }
            AnyGame::Valhalla(g) => {
                let seats = Rules::awaited(g.as_ref());
                (!seats.is_empty()).then(|| DecisionInfo {
                    seats,
                    kind: g.decision_kind(),
                    simultaneous: g.simultaneous(),
                    follow_up: g.follow_up(),
                })
            }
        }
    }

    /// Every command `seat` may give now, in the rule set's deterministic order.
    pub fn legal_commands(&self, seat: Seat) -> Vec<AnyCommand> {
        match self {
            AnyGame::Base(g) => g
                .legal_commands(seat)
                .into_iter()
                .map(AnyCommand::Base)
                .collect(),
            AnyGame::Reprisal(g) => Rules::legal_commands(g.as_ref(), seat)
                .into_iter()
                .map(AnyCommand::Reprisal)
                .collect(),
            AnyGame::Valhalla(g) => Rules::legal_commands(g.as_ref(), seat)
                .into_iter()
                .map(AnyCommand::Valhalla)
                .collect(),
        }
    }

    /// The one command `seat` may give now when everybody can tell it is the only one (the
    /// session answers it without waiting); `None` otherwise.
    pub fn forced(&self, seat: Seat) -> Option<AnyCommand> {
        match self {
            AnyGame::Base(g) => g.forced(seat).map(AnyCommand::Base),
            AnyGame::Reprisal(g) => g.forced(seat).map(AnyCommand::Reprisal),
            AnyGame::Valhalla(g) => g.forced(seat).map(AnyCommand::Valhalla),
        }
    }

    /// What a standing order of `seat` answers to its decision now, if it covers it.
    pub fn standing(
        &self,
        seat: Seat,
        order: super::StandingOrder,
    ) -> Option<super::Standing<AnyCommand>> {
        match self {
            AnyGame::Base(g) => g.standing(seat, order).map(|s| match s {
                super::Standing::Answer(c) => super::Standing::Answer(AnyCommand::Base(c)),
                super::Standing::Delegate => super::Standing::Delegate,
            }),
            AnyGame::Reprisal(g) => g.standing(seat, order).map(|s| match s {
                super::Standing::Answer(c) => super::Standing::Answer(AnyCommand::Reprisal(c)),
                super::Standing::Delegate => super::Standing::Delegate,
            }),
            AnyGame::Valhalla(g) => g.standing(seat, order).map(|s| match s {
                super::Standing::Answer(c) => super::Standing::Answer(AnyCommand::Valhalla(c)),
                super::Standing::Delegate => super::Standing::Delegate,
            }),
        }
    }

    /// The Age of the draft under way or next to come, if any is left.
    pub fn draft_ahead(&self) -> Option<u8> {
        match self {
            AnyGame::Base(g) => g.draft_ahead(),
            AnyGame::Reprisal(_) => None,
            AnyGame::Valhalla(g) => g.draft_ahead(),
        }
    }

    /// Whether `seat` may give `command` now.
    pub fn is_legal(&self, seat: Seat, command: &AnyCommand) -> bool {
        match (self, command) {
            (AnyGame::Base(g), AnyCommand::Base(c)) => g.is_legal(seat, c),
            (AnyGame::Reprisal(g), AnyCommand::Reprisal(c)) => {
                Rules::legal_commands(g.as_ref(), seat).contains(c)
            }
            (AnyGame::Valhalla(g), AnyCommand::Valhalla(c)) => {
                Rules::legal_commands(g.as_ref(), seat).contains(c)
            }
            _ => false,
        }
    }

    /// What a computer clan of `level` plays for `seat` now (`None` if it has nothing to
    /// decide): the rule set's own policy, from the seat's own view and legal commands only.
    pub fn policy_choice(
        &self,
        seat: Seat,
        level: super::Level,
        rng: &mut super::rng::GameRng,
    ) -> Option<AnyCommand> {
        match self {
            AnyGame::Base(g) => base::policy::choose_for(g, seat, level, rng).map(AnyCommand::Base),
            AnyGame::Reprisal(g) => {
                reprisal::policy::choose(g, seat, level, rng).map(AnyCommand::Reprisal)
            }
            AnyGame::Valhalla(g) => {
                valhalla::policy::choose(g, seat, level, rng).map(AnyCommand::Valhalla)
            }
        }
    }

    /// The medium level's first choice for `seat` and its main reason (`None` if the seat has
    /// nothing to decide): from the seat's own view and legal commands only.
    pub fn policy_hint(&self, seat: Seat) -> Option<(AnyCommand, AnyReason)> {
        match self {
            AnyGame::Base(g) => base::policy::hint_for(g, seat)
                .map(|(c, r)| (AnyCommand::Base(c), AnyReason::Base(r))),
            AnyGame::Reprisal(g) => reprisal::policy::hint(g, seat)
                .map(|(c, r)| (AnyCommand::Reprisal(c), AnyReason::Reprisal(r))),
            AnyGame::Valhalla(g) => valhalla::policy::hint(g, seat)
                .map(|(c, r)| (AnyCommand::Valhalla(c), AnyReason::Valhalla(r))),
        }
    }

    /// A copy of the game as `seat` might imagine it, for search: every card it cannot see dealt
    /// again from the cards it cannot see, and a fresh random stream, both drawn from `rng`.
    /// Depends only on what `seat` can see (and `rng`), never on where the hidden cards lie.
    #[must_use]
    pub fn determinize(&self, seat: Seat, rng: &mut super::rng::GameRng) -> AnyGame {
        match self {
            AnyGame::Base(g) => AnyGame::Base(Box::new(g.determinize(seat, rng))),
            AnyGame::Reprisal(g) => AnyGame::Reprisal(Box::new(g.determinize(seat, rng))),
            AnyGame::Valhalla(g) => AnyGame::Valhalla(Box::new(g.determinize(seat, rng))),
        }
    }

    /// The legal commands of `seat` the rule set's `level` heuristics like best, best first
    /// (at most `limit`), for search to examine.
    pub fn policy_ranking(&self, seat: Seat, level: super::Level, limit: usize) -> Vec<AnyCommand> {
        match self {
            AnyGame::Base(g) => base::policy::ranking_for(g, seat, level, limit)
                .into_iter()
                .map(AnyCommand::Base)
                .collect(),
            AnyGame::Reprisal(g) => reprisal::policy::ranking(g, seat, level, limit)
                .into_iter()
                .map(AnyCommand::Reprisal)
                .collect(),
            AnyGame::Valhalla(g) => valhalla::policy::ranking(g, seat, level, limit)
                .into_iter()
                .map(AnyCommand::Valhalla)
                .collect(),
        }
    }

    /// Checks and applies one command; on error the game is unchanged.
    pub fn apply(
        &mut self,
        seat: Seat,
        command: &AnyCommand,
    ) -> Result<Vec<AnyEvent>, AnyRuleError> {
        match (self, command) {
            (AnyGame::Base(g), AnyCommand::Base(c)) => g
                .apply(seat, c)
                .map(|events| events.into_iter().map(AnyEvent::Base).collect())
                .map_err(AnyRuleError::Base),
            (AnyGame::Reprisal(g), AnyCommand::Reprisal(c)) => Rules::apply(g.as_mut(), seat, c)
                .map(|events| events.into_iter().map(AnyEvent::Reprisal).collect())
                .map_err(AnyRuleError::Reprisal),
            (AnyGame::Valhalla(g), AnyCommand::Valhalla(c)) => Rules::apply(g.as_mut(), seat, c)
                .map(|events| events.into_iter().map(AnyEvent::Valhalla).collect())
                .map_err(AnyRuleError::Valhalla),
            (game, _) => Err(AnyRuleError::WrongRuleSet {
                expected: game.rules(),
            }),
        }
    }

    /// `apply` without the events (simulations, replays, search).
    pub fn advance(&mut self, seat: Seat, command: &AnyCommand) -> Result<(), AnyRuleError> {
        match (self, command) {
            (AnyGame::Base(g), AnyCommand::Base(c)) => {
                g.advance(seat, c).map_err(AnyRuleError::Base)
            }
            (AnyGame::Reprisal(g), AnyCommand::Reprisal(c)) => {
                Rules::advance(g.as_mut(), seat, c).map_err(AnyRuleError::Reprisal)
            }
            (AnyGame::Valhalla(g), AnyCommand::Valhalla(c)) => {
                Rules::advance(g.as_mut(), seat, c).map_err(AnyRuleError::Valhalla)
            }
            (game, _) => Err(AnyRuleError::WrongRuleSet {
                expected: game.rules(),
            }),
        }
    }

    /// Whether the game is over (cheaper than `outcome`, which clones the result).
    pub fn is_over(&self) -> bool {
        match self {
            AnyGame::Base(g) => g.outcome().is_some(),
            AnyGame::Reprisal(g) => g.final_outcome().is_some(),
            AnyGame::Valhalla(g) => g.final_outcome().is_some(),
        }
    }

    /// The final result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        match self {
            AnyGame::Base(g) => g.outcome().cloned(),
            AnyGame::Reprisal(g) => g.final_outcome().cloned(),
            AnyGame::Valhalla(g) => g.final_outcome().cloned(),
        }
    }

    /// Each seat's score: Glory in Blood Rage; in Reprisal, victory points (ten times, plus
    /// this Age's Glory, which decides the next points).
    pub fn glory(&self) -> Vec<u32> {
        match self {
            AnyGame::Base(g) => g.glory(),
            AnyGame::Reprisal(g) => g
                .victory_points()
                .iter()
                .zip(g.age_glory())
                .map(|(vp, glory)| vp * 10 + glory)
                .collect(),
            AnyGame::Valhalla(g) => Rules::glory(g.as_ref()),
        }
    }

    /// Reads a command of this game's rule set from its stored form.
    pub fn parse_command(&self, json: &str) -> Result<AnyCommand, CommandParseError> {
        AnyCommand::from_json(self.rules(), json)
    }

    /// The Blood Rage game, if this is one.
    pub fn as_base(&self) -> Option<&base::Game> {
        match self {
            AnyGame::Base(g) => Some(g),
            AnyGame::Reprisal(_) | AnyGame::Valhalla(_) => None,
        }
    }

    /// The Reprisal game, if this is one.
    pub fn as_reprisal(&self) -> Option<&reprisal::Game> {
        match self {
            AnyGame::Reprisal(g) => Some(g),
            AnyGame::Base(_) | AnyGame::Valhalla(_) => None,
        }
    }

    /// The Valhalla game, if this is one.
    pub fn as_valhalla(&self) -> Option<&valhalla::Game> {
        match self {
            AnyGame::Valhalla(g) => Some(g),
            AnyGame::Base(_) | AnyGame::Reprisal(_) => None,
        }
    }
}

impl AnyCommand {
    /// Reads a command of rule set `rules` from its stored form (the command log's payload).
    pub fn from_json(rules: RuleSet, json: &str) -> Result<AnyCommand, CommandParseError> {
        match rules {
            RuleSet::Base => base::Command::from_json(json)
                .map(AnyCommand::Base)
                .map_err(|e| CommandParseError(e.0)),
            RuleSet::Reprisal => serde_json::from_str::<reprisal::Command>(json)
                .map(AnyCommand::Reprisal)
                .map_err(|e| CommandParseError(e.to_string())),
            RuleSet::Valhalla => serde_json::from_str::<valhalla::Command>(json)
                .map(AnyCommand::Valhalla)
                .map_err(|e| CommandParseError(e.to_string())),
        }
    }

    /// The stored form: the rule set's own JSON, without a wrapper (the rule set is in the config).
    pub fn to_json(&self) -> String {
        match self {
            AnyCommand::Base(c) => c.to_json(),
            AnyCommand::Reprisal(c) => {
                serde_json::to_string(c).expect("a Reprisal command serialises")
            }
            AnyCommand::Valhalla(c) => {
                serde_json::to_string(c).expect("a Valhalla command serialises")
            }
        }
    }

    /// The Blood Rage command, if this is one.
    pub fn as_base(&self) -> Option<&base::Command> {
        match self {
            AnyCommand::Base(c) => Some(c),
            AnyCommand::Reprisal(_) | AnyCommand::Valhalla(_) => None,
        }
    }
}

impl AnyEvent {
    /// This event as `viewer` may see it: hidden cards removed, secret events dropped.
    pub fn redact(&self, viewer: Viewer) -> Option<AnyEvent> {
        match self {
            AnyEvent::Base(e) => e.redact(viewer).map(AnyEvent::Base),
            // Reprisal's events are all public: a secret pick is only "X chose" until its reveal.
            AnyEvent::Reprisal(e) => Some(AnyEvent::Reprisal(e.clone())),
            // Valhalla's private events (a drafted card, Baldr's look) are its seat's alone.
            AnyEvent::Valhalla(e) => e.redact(viewer).map(AnyEvent::Valhalla),
        }
    }

    /// The Blood Rage event, if this is one.
    pub fn as_base(&self) -> Option<&base::Event> {
        match self {
            AnyEvent::Base(e) => Some(e),
            AnyEvent::Reprisal(_) | AnyEvent::Valhalla(_) => None,
        }
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

    fn apply(&mut self, seat: Seat, command: &AnyCommand) -> Result<Vec<AnyEvent>, AnyRuleError> {
        AnyGame::apply(self, seat, command)
    }

    fn advance(&mut self, seat: Seat, command: &AnyCommand) -> Result<(), AnyRuleError> {
        AnyGame::advance(self, seat, command)
    }

    fn outcome(&self) -> Option<Outcome> {
        AnyGame::outcome(self)
    }

    fn glory(&self) -> Vec<u32> {
        AnyGame::glory(self)
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
    fn versions_outside_the_supported_range_are_refused_with_a_clear_error() {
        assert!(RuleSet::Base.check_version(1).is_ok());
        let e = RuleSet::Base.check_version(99).unwrap_err();
        assert!(e.to_string().contains("version 99"), "{e}");
        assert!(RuleSet::Base.check_version(0).is_err());
    }
}
