//! Blood Rage's seam for the rest of the bot (see [`crate::engine::family`]).

use super::{Command, Event, Game, policy, undo};
use crate::engine::family::{
    CommandParseError, Configs, DecisionInfo, Family, Milestone, Situation,
};
use crate::engine::rng::GameRng;
use crate::engine::{ClanName, GameConfig, SetupError};
use crate::engine::{Level, Seat, Standing, StandingOrder, Viewer};
use crate::vocabulary::Vocabulary as _;
use std::ops::RangeInclusive;

impl Family for Game {
    type Reason = policy::Reason;
    type Closing = undo::Closing;
    type Options = super::BaseOptions;

    const VERSION: u32 = super::RULES_VERSION;
    const PLAYERS: RangeInclusive<u8> = 2..=5;
    const CLANS: &'static [ClanName] = &ClanName::ALL;
    const COMMAND_LINE_OPTIONS: Option<&'static str> = Some(
        "all (the game as printed, the default), or a list of ks (the Kickstarter monsters), \
         ks-dupes (with them, the Kickstarter's second Dwarf Chieftain, Dark Elf and Soldier of \
         Hel at 5 players), gods (Gods of Asgard; gods=thor+loki names the two), mystics (Mystics \
         of Midgard), boar (the Boar clan takes a seat) and first-game (no draft in Age 1)",
    );

    fn configure(players: u8, seed: u64, options: &super::BaseOptions) -> GameConfig {
        super::options::configure(players, seed, options)
    }

    fn options_of(config: &GameConfig) -> Result<super::BaseOptions, SetupError> {
        super::options::options_of(config)
    }

    fn default_clans(config: &GameConfig) -> Vec<ClanName> {
        let options = super::options::options_of(config).unwrap_or_default();
        super::options::default_clans(config.players, &options)
    }

    fn deal_clans(config: &GameConfig, rng: &mut GameRng) -> Vec<ClanName> {
        let mut clans = crate::engine::family::deal(Self::CLANS, config.players, rng);
        // The Boar takes the seat of one of the clans dealt, drawn at random (EX-32).
        if super::options::options_of(config).is_ok_and(|o| o.boar_clan) && !clans.is_empty() {
            let seat = rng.below(u32::from(config.players)) as usize;
            clans[seat] = ClanName::Boar;
        }
        clans
    }

    fn command_line(options: &str) -> Result<Configs, String> {
        let options = super::BaseOptions::parse(options)?;
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

    fn is_legal(&self, seat: Seat, command: &Command) -> bool {
        Game::is_legal(self, seat, command)
    }

    fn policy_choice(&self, seat: Seat, level: Level, rng: &mut GameRng) -> Option<Command> {
        policy::choose_for(self, seat, level, rng)
    }

    fn policy_hint(&self, seat: Seat) -> Option<(Command, policy::Reason)> {
        policy::hint_for(self, seat)
    }

    fn policy_ranking(&self, seat: Seat, level: Level, limit: usize) -> Vec<Command> {
        policy::ranking_for(self, seat, level, limit)
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Game {
        Game::determinize(self, seat, rng)
    }

    fn parse_command(json: &str) -> Result<Command, CommandParseError> {
        Command::from_json(json).map_err(|e| CommandParseError(e.0))
    }

    fn command_json(command: &Command) -> String {
        command.to_json()
    }

    fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
        event.redact(viewer)
    }

    fn closing(event: &Event, actor: Seat) -> Option<undo::Closing> {
        undo::closing(event, actor)
    }

    fn milestone(&self, event: &Event) -> Option<Milestone> {
        match event {
            Event::AgeBegan { age } => Some(Milestone::Age(*age)),
            Event::BattleTotals {
                winner: Some(seat), ..
            } => Some(Milestone::BattleWon(*seat)),
            Event::QuestResolved {
                seat,
                fulfilled: true,
                ..
            } => Some(Milestone::QuestFulfilled(*seat)),
            Event::UpgradePlayed { seat, card, .. } if card.def().id.monster().is_some() => {
                Some(Milestone::MonsterRecruited(*seat))
            }
            _ => None,
        }
    }
}

impl Situation for Game {
    fn decision(&self) -> Option<DecisionInfo> {
        self.pending().map(|p| DecisionInfo {
            seats: p.seats,
            kind: p.decision.kind().slug(),
            simultaneous: p.decision.is_simultaneous(),
            follow_up: p.decision.is_follow_up(),
        })
    }

    fn draft_ahead(&self) -> Option<u8> {
        Game::draft_ahead(self)
    }

    fn is_over(&self) -> bool {
        Game::outcome(self).is_some()
    }

    fn score(&self) -> Vec<u32> {
        Game::glory(self)
    }
}
