//! Computer seats: which seats of a game a computer clan plays, at what level, and whether the
//! seat is a player's handed to the computer until they take it back.
//!
//! Rooms: [`Seats`] (see [`super::rooms`]).

use super::Seats;
use super::id::{from_db, to_db};
use super::{GameId, StoreError};
use crate::engine::{Level, Seat};
use crate::vocabulary::Vocabulary as _;

/// A seat played by a computer clan.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ComputerSeat {
    /// The seat.
    pub seat: Seat,
    /// How strong it plays.
    pub level: Level,
    /// The player whose seat this is, when it was handed over (`None`: a seat with no player).
    pub handed_by: Option<u64>,
    /// Since when (Unix seconds).
    pub since: i64,
}

impl Seats<'_> {
    /// The computer seats of a game, in seat order. A level this version does not know (written
    /// by a newer one) plays as medium.
    pub async fn computer_seats(&self, game: GameId) -> Result<Vec<ComputerSeat>, StoreError> {
        let rows: Vec<(i64, String, Option<i64>, i64)> = sqlx::query_as(
            "SELECT seat, level, user_id, since FROM computer_seats WHERE game_id = $1 ORDER BY seat",
        )
        .bind(game)
        .fetch_all(self.db())
        .await?;
        Ok(rows
            .into_iter()
            .map(|(seat, level, user, since)| ComputerSeat {
                seat: Seat(seat as u8),
                level: Level::parse(&level).unwrap_or(Level::Medium),
                handed_by: user.map(from_db),
                since,
            })
            .collect())
    }

    /// Makes `seat` a computer seat (or changes its level).
    pub async fn set_computer_seat(
        &self,
        game: GameId,
        seat: Seat,
        level: Level,
        handed_by: Option<u64>,
        now: i64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO computer_seats (game_id, seat, level, user_id, since) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (game_id, seat) DO UPDATE SET level = excluded.level,
                 user_id = excluded.user_id, since = excluded.since",
        )
        .bind(game)
        .bind(i64::from(seat.0))
        .bind(level.slug())
        .bind(handed_by.map(to_db))
        .bind(now)
        .execute(self.db())
        .await?;
        Ok(())
    }

    /// Gives a seat back to its player; `false` if it was not a computer seat.
    pub async fn clear_computer_seat(&self, game: GameId, seat: Seat) -> Result<bool, StoreError> {
        let done = sqlx::query("DELETE FROM computer_seats WHERE game_id = $1 AND seat = $2")
            .bind(game)
            .bind(i64::from(seat.0))
            .execute(self.db())
            .await?;
        Ok(done.rows_affected() > 0)
    }

    /// Active games waiting on at least one of their computer seats, or on a seat with standing
    /// orders (`orders.<seat>`); with `every_active`, every active game that waits on anyone (at
    /// start-up: an answer the bot owes may have been cut off by the stop).
    pub async fn games_to_wake(&self, every_active: bool) -> Result<Vec<GameId>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT DISTINCT a.game_id FROM awaited a
             JOIN games g ON g.id = a.game_id
             WHERE g.status = 'active' AND ($1
                OR EXISTS (SELECT 1 FROM computer_seats c
                           WHERE c.game_id = a.game_id AND c.seat = a.seat)
                OR EXISTS (SELECT 1 FROM game_settings s
                           WHERE s.game_id = a.game_id AND s.key = 'orders.' || a.seat
                           AND s.value != ''))
             ORDER BY a.game_id",
        )
        .bind(every_active)
        .fetch_all(self.db())
        .await?)
    }
}
