//! Valhalla's seam for the rest of the bot (see [`crate::engine::family`]).

use super::ValhallaOptions;
use super::pack::{Pack, PackRef, install};
use super::{Command, Event, Game, policy, undo};
use crate::engine::family::{
    CommandParseError, Configs, DecisionInfo, Family, Milestone, Situation,
};
use crate::engine::rng::GameRng;
use crate::engine::{ClanName, GameConfig, SetupError};
use crate::engine::{Level, Rules, Seat, Standing, StandingOrder, Viewer};
use crate::vocabulary::Vocabulary as _;
use std::ops::RangeInclusive;

impl Family for Game {
    type Reason = policy::Reason;
    type Closing = undo::Closing;
    type Options = ValhallaOptions;

    const VERSION: u32 = super::RULES_VERSION;
    const PLAYERS: RangeInclusive<u8> = 3..=5;
    const CLANS: &'static [ClanName] = &ClanName::VALHALLA;

    const COMMAND_LINE_OPTIONS: Option<&'static str> = Some(
        "all (the built-in provisional content pack), or pack=FILE (another content pack file, \
         for example tests/fixtures/valhalla/test-hall-v1.toml, a test palace)",
    );

    fn configure(players: u8, seed: u64, options: &ValhallaOptions) -> GameConfig {
        super::options::configure(players, seed, options)
    }

    fn options_of(config: &GameConfig) -> Result<ValhallaOptions, SetupError> {
        super::options::options_of(config)
    }

    /// The built-in pack, or the pack file `pack=FILE` names, installed (the same file may be
    /// named again; another file of the same id and version is refused).
    fn command_line(options: &str) -> Result<Configs, String> {
        let pack = if options == "all" {
            PackRef::default()
        } else if let Some(path) = options.strip_prefix("pack=") {
            let loaded = Pack::load_file(std::path::Path::new(path))
                .map_err(|e| format!("--options {options}: {e}"))?;
            install(loaded)
                .map_err(|e| format!("--options {options}: {e}"))?
                .reference()
        } else {
            return Err(format!(
                "--options {options}: Valhalla takes all, or pack=FILE"
            ));
        };
        let options = ValhallaOptions {
            pack,
            ..Default::default()
        };
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
        serde_json::to_string(command).expect("a Valhalla command serialises")
    }

    /// Valhalla's private events (a drafted card, Baldr's look) are its seat's alone.
    fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
        event.redact(viewer)
    }

    fn closing(event: &Event, actor: Seat) -> Option<undo::Closing> {
        undo::closing(event, actor)
    }

    fn milestone(&self, event: &Event) -> Option<Milestone> {
        match event {
            Event::AgeBegan { age } => Some(Milestone::Age(*age)),
            Event::BattleEnded { winner: Some(seat) } => Some(Milestone::BattleWon(*seat)),
            Event::QuestRevealed {
                seat,
                fulfilled: true,
                ..
            } => Some(Milestone::QuestFulfilled(*seat)),
            Event::Upgraded { seat, card }
                if self.pack.card(*card).kind == super::pack::CardKind::Monster =>
            {
                Some(Milestone::MonsterRecruited(*seat))
            }
            _ => None,
        }
    }
}

impl Situation for Game {
    fn decision(&self) -> Option<DecisionInfo> {
        DecisionInfo::awaiting(
            Rules::awaited(self),
            self.decision_kind().slug(),
            self.simultaneous(),
            self.follow_up(),
        )
    }

    fn draft_ahead(&self) -> Option<u8> {
        Game::draft_ahead(self)
    }

    fn is_over(&self) -> bool {
        self.final_outcome().is_some()
    }

    fn score(&self) -> Vec<u32> {
        Rules::glory(self)
    }
}
