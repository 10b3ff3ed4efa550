//! Reprisal's seam for the rest of the bot (see [`crate::engine::family`]).

use super::ReprisalOptions;
use super::{Command, Event, Game, policy, undo};
use crate::engine::family::{
    CommandParseError, Configs, DecisionInfo, Family, Milestone, Situation, Tally,
};
use crate::engine::rng::GameRng;
use crate::engine::{ClanName, GameConfig, SetupError};
use crate::engine::{Level, Rules, Seat, Standing, StandingOrder, Viewer};
use crate::vocabulary::Vocabulary as _;
use std::ops::RangeInclusive;

impl Family for Game {
    type Reason = policy::Reason;
    type Closing = undo::Closing;
    type Options = ReprisalOptions;

    const VERSION: u32 = super::RULES_VERSION;
    const PLAYERS: RangeInclusive<u8> = 3..=5;
    const CLANS: &'static [ClanName] = &ClanName::ALL;

    const SCORE_NAME: &'static str = "victory points";
    const COMMAND_LINE_OPTIONS: Option<&'static str> = Some(
        "all, none, every (the 16 combinations of prayers, mystics, leader and cards in turn), or \
         a list of prayers, blessing, gods, mystics, leader, cards, literal-tokens, player-threshold",
    );

    fn configure(players: u8, seed: u64, options: &ReprisalOptions) -> GameConfig {
        super::options::configure(players, seed, options)
    }

    fn options_of(config: &GameConfig) -> Result<ReprisalOptions, SetupError> {
        super::options::options_of(config)
    }

    fn command_line(options: &str) -> Result<Configs, String> {
        if options == "every" {
            return Ok(Configs::new(|players, seed, i| {
                Game::configure(players, seed, &ReprisalOptions::combination((i % 16) as u8))
            }));
        }
        let options = ReprisalOptions::parse(options)?;
        Ok(Configs::new(move |players, seed, _| {
            Game::configure(players, seed, &options)
        }))
    }

    fn forced(&self, seat: Seat) -> Option<Command> {
        Game::forced(self, seat)
    }

    fn standing(&self, seat: Seat, order: StandingOrder) -> Option<Standing<Command>> {
        Game::standing(self, seat, order)
    }

    fn policy_choice(&self, seat: Seat, level: Level, rng: &mut GameRng) -> Option<Command> {
        policy::choose(self, seat, level, rng)
    }

    fn policy_hint(&self, seat: Seat) -> Option<(Command, policy::Reason)> {
        policy::hint(self, seat)
    }

    fn policy_ranking(&self, seat: Seat, level: Level, limit: usize) -> Vec<Command> {
        policy::ranking(self, seat, level, limit)
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Game {
        Game::determinize(self, seat, rng)
    }

    fn parse_command(json: &str) -> Result<Command, CommandParseError> {
        serde_json::from_str(json).map_err(|e| CommandParseError(e.to_string()))
    }

    fn command_json(command: &Command) -> String {
        serde_json::to_string(command).expect("a Reprisal command serialises")
    }

    /// Reprisal's events are all public: a secret pick is only "X chose" until its reveal.
    fn redact(event: &Event, _viewer: Viewer) -> Option<Event> {
        Some(event.clone())
    }

    fn closing(event: &Event, actor: Seat) -> Option<undo::Closing> {
        undo::closing(event, actor)
    }

    fn milestone(&self, event: &Event) -> Option<Milestone> {
        match event {
            Event::AgeBegan { age } => Some(Milestone::Age(*age)),
            Event::BattleResolved {
                outcome: super::BattleOutcome::Winner(seat),
                ..
            }
            | Event::SpyNamed { winner: seat, .. } => Some(Milestone::BattleWon(*seat)),
            // Several clans tied first each come first.
            Event::QuestCounted { first, .. } => {
                first.first().copied().map(Milestone::QuestFulfilled)
            }
            Event::MonsterGained { seat, .. } => Some(Milestone::MonsterRecruited(*seat)),
            _ => None,
        }
    }
}

impl Situation for Game {
    /// This Age's Glory, and the victory points that decide the game.
    fn tally(&self) -> Tally {
        Tally {
            glory: self.age_glory().as_slice().to_vec(),
            points: Some(self.victory_points().as_slice().to_vec()),
        }
    }

    fn decision(&self) -> Option<DecisionInfo> {
        DecisionInfo::awaiting(
            Rules::awaited(self),
            self.decision_kind().slug(),
            self.simultaneous(),
            self.follow_up(),
        )
    }

    /// Reprisal has no draft.
    fn draft_ahead(&self) -> Option<u8> {
        None
    }

    fn is_over(&self) -> bool {
        self.final_outcome().is_some()
    }

    /// Victory points decide a Reprisal game, and this Age's Glory the next points: ten times
    /// the points plus the Age's Glory orders the clans as the game will.
    fn score(&self) -> Vec<u32> {
        self.victory_points()
            .iter()
            .zip(self.age_glory())
            .map(|(vp, glory)| vp * 10 + glory)
            .collect()
    }

    fn story_score(&self) -> Vec<u32> {
        self.victory_points().as_slice().to_vec()
    }
}
