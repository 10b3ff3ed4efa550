//! Questions a front end asks about many games at once, answered from the store: which game a
//! command is about, which game a thread holds, a player's games, the games behind in their
//! telling or waiting on the computer.
//! Lists like these are read afresh each time (nothing here is kept).
//!
//! Rooms: [`Games`], [`Players`] (see [`super::rooms`]).

use super::settings::GameSetting;
use super::settings::GameSettings;
use super::{Games, Players};
use crate::engine::Seat;
use crate::store::{Absence, Awaited, GameId, GameRecord, GameStatus, NewGame, StoreError};

/// Why no game was found for a command (see [`Games::game_for`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WhichGame {
    /// No game has the number given.
    NoSuchGame(GameId),
    /// No number was given, the command does not come from a game's thread, and the player sits
    /// at no game in play or at several: they must say which.
    Unsaid,
}

impl Games<'_> {
    /// The game a command of `user` is about: the one numbered `game` if given, else the game
    /// whose thread `channel` is, else the one game in play `user` sits at.
    pub async fn game_for(
        &self,
        game: Option<GameId>,
        channel: Option<u64>,
        user: u64,
    ) -> Result<Result<GameRecord, WhichGame>, StoreError> {
        if let Some(id) = game {
            return match self.record(id).await {
                Ok(r) => Ok(Ok(r)),
                Err(StoreError::NoSuchGame { .. }) => Ok(Err(WhichGame::NoSuchGame(id))),
                Err(e) => Err(e),
            };
        }
        if let Some(channel) = channel
            && let Some(r) = self.game_in_thread(channel).await?
        {
            return Ok(Ok(r));
        }
        let mut in_play = self
            .games_of_user(user)
            .await?
            .into_iter()
            .map(|(r, _)| r)
            .filter(|r| r.status == GameStatus::Active);
        match (in_play.next(), in_play.next()) {
            (Some(only), None) => Ok(Ok(only)),
            _ => Ok(Err(WhichGame::Unsaid)),
        }
    }

    /// Creates a game (a lobby, usually) with its first settings.
    pub async fn create_game(
        &self,
        new: NewGame,
        settings: &[GameSetting],
    ) -> Result<GameId, StoreError> {
        let mut new = new;
        new.settings
            .extend(settings.iter().filter_map(|s| match GameSettings::row(s) {
                (key, Some(value)) => Some((key, value)),
                (_, None) => None,
            }));
        self.store.games().create_game(&new).await
    }

    /// The game whose thread this is, if any.
    pub async fn game_in_thread(&self, thread: u64) -> Result<Option<GameRecord>, StoreError> {
        self.store.games().game_in_thread(thread).await
    }

    /// Every game `user` sits at, with their seat.
    pub async fn games_of_user(&self, user: u64) -> Result<Vec<(GameRecord, Seat)>, StoreError> {
        self.store.games().games_of_user(user).await
    }

    /// Every active game `user` sits at, with their seat and, if awaited there, since when.
    pub async fn games_awaiting_user(
        &self,
        user: u64,
    ) -> Result<Vec<(GameRecord, Seat, Option<Awaited>)>, StoreError> {
        self.store.games().games_awaiting_user(user).await
    }

    /// The games whose players have not been told every stored command, for the process that
    /// holds the rounds ([`Processes::on_duty`](super::Processes::on_duty); none for another).
    pub async fn behind(&self) -> Result<Vec<GameId>, StoreError> {
        if !self.processes().on_duty().await? {
            return Ok(Vec::new());
        }
        self.store.games().behind().await
    }

    /// The games that wait on a computer seat or a seat with standing orders (every active game
    /// with `every_active`).
    pub async fn games_to_wake(&self, every_active: bool) -> Result<Vec<GameId>, StoreError> {
        self.store.seats().games_to_wake(every_active).await
    }

    /// The log position of `seat`'s last command in `game`, if it gave any.
    pub async fn last_command_of(
        &self,
        game: GameId,
        seat: Seat,
    ) -> Result<Option<u64>, StoreError> {
        self.store.games().last_command_of(game, seat).await
    }
}

impl Players<'_> {
    /// Every absence (of anyone) that ends after `after`, by user and start.
    pub async fn absences_after(&self, after: i64) -> Result<Vec<Absence>, StoreError> {
        self.store.clocks().absences_after(after).await
    }
}
