//! The story of a finished game, from its log alone (a replay): each clan's score after every
//! command, where each Age began, and the battles won, quests fulfilled and monsters recruited.
//! Every stored game has one, those of earlier versions too.

use super::family::Milestone;
use super::{AnyCommand, AnyGame, AnyRuleError, GameConfig, Outcome, PerSeat, Seat, SetupError};

/// How a game unfolded.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Story {
    /// Each seat's score (Glory; Reprisal: victory points) at the start and after each command.
    pub scores: Vec<Vec<u32>>,
    /// Each Age and the index in `scores` where it began.
    pub ages: Vec<(u8, usize)>,
    /// Battles won, per seat.
    pub battles: PerSeat<u32>,
    /// Quests fulfilled, per seat.
    pub quests: PerSeat<u32>,
    /// Monsters recruited, per seat.
    pub monsters: PerSeat<u32>,
    /// The result, once over.
    pub outcome: Option<Outcome>,
}

/// Why a story could not be told.
#[derive(Debug, thiserror::Error)]
pub enum StoryError {
    /// The configuration makes no game.
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// A command of the log is refused (a corrupt log).
    #[error("command {index}: {error}")]
    Command {
        /// Its index among the commands in effect.
        index: usize,
        /// Why.
        error: AnyRuleError,
    },
}

impl Story {
    /// The story of the game made by `config` and `commands` (the commands in effect, in order).
    pub fn of(config: &GameConfig, commands: &[(Seat, AnyCommand)]) -> Result<Story, StoryError> {
        let mut game = AnyGame::new(config)?;
        let mut story = Story {
            scores: vec![game.story_score()],
            battles: PerSeat::filled(config.players, 0),
            quests: PerSeat::filled(config.players, 0),
            monsters: PerSeat::filled(config.players, 0),
            ..Story::default()
        };
        for (index, (seat, command)) in commands.iter().enumerate() {
            let events = game
                .apply(*seat, command)
                .map_err(|error| StoryError::Command { index, error })?;
            for event in &events {
                match game.milestone(event) {
                    Some(Milestone::Age(age)) => story.ages.push((age, story.scores.len() - 1)),
                    Some(Milestone::BattleWon(s)) => story.battles[s] += 1,
                    Some(Milestone::QuestFulfilled(s)) => story.quests[s] += 1,
                    Some(Milestone::MonsterRecruited(s)) => story.monsters[s] += 1,
                    None => {}
                }
            }
            story.scores.push(game.story_score());
        }
        // A game whose first Age begins as it is set up (no command's events tell it).
        if story.ages.first().is_none_or(|(age, _)| *age != 1) {
            story.ages.insert(0, (1, 0));
        }
        story.outcome = game.outcome();
        Ok(story)
    }

    /// Each seat's score at the end of each Age (the last Age's is the final score).
    pub fn by_age(&self) -> Vec<(u8, Vec<u32>)> {
        self.ages
            .iter()
            .enumerate()
            .map(|(i, (age, _))| {
                let end = self
                    .ages
                    .get(i + 1)
                    .map_or(self.scores.len() - 1, |(_, start)| *start);
                (*age, self.scores[end].clone())
            })
            .collect()
    }
}
