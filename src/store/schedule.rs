//! Things to do at a time: reminders to awaited players and turn deadlines. One pending schedule
//! per (game, kind, seat); the bot polls for due ones.

use super::{GameId, Store, StoreError};
use crate::engine::Seat;

/// A scheduled reminder or deadline.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Schedule {
    /// Id.
    pub id: i64,
    /// The game.
    pub game: GameId,
    /// What it is (`reminder`, `deadline`, …).
    pub kind: String,
    /// The seat it concerns, if one.
    pub seat: Option<Seat>,
    /// When it is due (Unix seconds).
    pub due_at: i64,
    /// Extra data (JSON).
    pub payload: String,
}

impl Store {
    /// Schedules (or reschedules) the pending `kind` for a game and seat.
    pub async fn schedule(
        &self,
        game: GameId,
        kind: &str,
        seat: Option<Seat>,
        due_at: i64,
        payload: &str,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        sqlx::query("DELETE FROM schedules WHERE game_id = ? AND kind = ? AND COALESCE(seat, -1) = ? AND done = 0")
            .bind(game)
            .bind(kind)
            .bind(seat.map_or(-1, |s| i64::from(s.0)))
            .execute(&mut *tx)
            .await?;
        sqlx::query(
            "INSERT INTO schedules (game_id, kind, seat, due_at, payload) VALUES (?, ?, ?, ?, ?)",
        )
        .bind(game)
        .bind(kind)
        .bind(seat.map(|s| i64::from(s.0)))
        .bind(due_at)
        .bind(payload)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Cancels every pending schedule of a game (of one kind, if given).
    pub async fn cancel_schedules(
        &self,
        game: GameId,
        kind: Option<&str>,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "DELETE FROM schedules WHERE game_id = ? AND done = 0 AND (? IS NULL OR kind = ?)",
        )
        .bind(game)
        .bind(kind)
        .bind(kind)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Pending schedules due at or before `now` (Unix seconds), oldest first.
    pub async fn due_schedules(&self, now: i64) -> Result<Vec<Schedule>, StoreError> {
        let rows: Vec<(i64, i64, String, Option<i64>, i64, String)> = sqlx::query_as(
            "SELECT id, game_id, kind, seat, due_at, payload FROM schedules \
             WHERE done = 0 AND due_at <= ? ORDER BY due_at, id",
        )
        .bind(now)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(id, game, kind, seat, due_at, payload)| Schedule {
                id,
                game,
                kind,
                seat: seat.map(|s| Seat(s as u8)),
                due_at,
                payload,
            })
            .collect())
    }

    /// Marks a schedule as done.
    pub async fn complete_schedule(&self, id: i64) -> Result<(), StoreError> {
        sqlx::query("UPDATE schedules SET done = 1 WHERE id = ?")
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}
