//! Who each game waits on and since when: one row per awaited seat, rewritten with every move in
//! the move's own transaction, so reminders and deadlines are plain queries.
//!
//! Rooms: [`Clocks`] (see [`super::rooms`]).

use super::Clocks;
use super::{GameId, StoreError};
use crate::engine::{Seat, SeatSet};
use sqlx::{Any, Transaction};

/// A seat the game waits on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Awaited {
    /// The seat.
    pub seat: Seat,
    /// The kind of decision (the engine's name: `draft`, `action`, …).
    pub decision: String,
    /// Since when (Unix seconds).
    pub since: i64,
}

/// Who a game waits on after a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Awaiting<'a> {
    /// The kind of decision awaited (`None`: the game is over).
    pub decision: Option<&'a str>,
    /// The seats awaited.
    pub seats: SeatSet,
    /// Seats whose clock starts again (they just acted); a seat that was not awaited, or was
    /// awaited for another kind of decision, starts again too.
    pub fresh: SeatSet,
    /// Now (Unix seconds).
    pub now: i64,
}

/// Rewrites a game's awaited rows inside a transaction; returns the rows written.
pub(super) async fn rewrite(
    tx: &mut Transaction<'static, Any>,
    game: GameId,
    awaiting: &Awaiting<'_>,
) -> Result<Vec<Awaited>, StoreError> {
    let before: Vec<(i64, String, i64)> =
        sqlx::query_as("SELECT seat, decision, since FROM awaited WHERE game_id = $1")
            .bind(game)
            .fetch_all(&mut **tx)
            .await?;
    sqlx::query("DELETE FROM awaited WHERE game_id = $1")
        .bind(game)
        .execute(&mut **tx)
        .await?;
    let Some(decision) = awaiting.decision else {
        return Ok(Vec::new());
    };
    let mut rows = Vec::new();
    for seat in awaiting.seats.iter() {
        let kept = before
            .iter()
            .find(|(s, d, _)| *s == i64::from(seat.0) && d == decision)
            .map(|(_, _, since)| *since)
            .filter(|_| !awaiting.fresh.contains(seat));
        let since = kept.unwrap_or(awaiting.now);
        sqlx::query("INSERT INTO awaited (game_id, seat, decision, since) VALUES ($1, $2, $3, $4)")
            .bind(game)
            .bind(i64::from(seat.0))
            .bind(decision)
            .bind(since)
            .execute(&mut **tx)
            .await?;
        rows.push(Awaited {
            seat,
            decision: decision.to_string(),
            since,
        });
    }
    Ok(rows)
}

impl Clocks<'_> {
    /// The seats a game waits on, with their decision and since when, in seat order.
    pub async fn awaited(&self, game: GameId) -> Result<Vec<Awaited>, StoreError> {
        let rows: Vec<(i64, String, i64)> = sqlx::query_as(
            "SELECT seat, decision, since FROM awaited WHERE game_id = $1 ORDER BY seat",
        )
        .bind(game)
        .fetch_all(self.db())
        .await?;
        Ok(rows
            .into_iter()
            .map(|(seat, decision, since)| Awaited {
                seat: Seat(seat as u8),
                decision,
                since,
            })
            .collect())
    }

    /// Sets who a game waits on outside a move (a game that starts, a game stored before the
    /// awaited rows existed): rows already right keep their `since`.
    pub async fn set_awaited(
        &self,
        game: GameId,
        awaiting: &Awaiting<'_>,
    ) -> Result<Vec<Awaited>, StoreError> {
        let mut tx = self.write(Some(game)).await?;
        let rows = rewrite(&mut tx, game, awaiting).await?;
        self.commit(tx).await?;
        Ok(rows)
    }

    /// Active games with no awaited row (stored before the rows existed).
    pub async fn active_without_awaited(&self) -> Result<Vec<GameId>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT id FROM games WHERE status = 'active' \
             AND NOT EXISTS (SELECT 1 FROM awaited WHERE awaited.game_id = games.id) ORDER BY id",
        )
        .fetch_all(self.db())
        .await?)
    }

    /// Every seat an active game waits on, with that game's setting `key` and the seat's player
    /// (games without the setting, and games with the setting `unless`, are left out), by game
    /// and seat; computer seats are left out.
    pub async fn awaited_players_with_setting(
        &self,
        key: &str,
        unless: &str,
    ) -> Result<Vec<(GameId, Awaited, String, Option<u64>)>, StoreError> {
        let rows: Vec<(i64, i64, String, i64, String, Option<i64>)> = sqlx::query_as(
            "SELECT a.game_id, a.seat, a.decision, a.since, s.value, p.user_id FROM awaited a \
             JOIN games g ON g.id = a.game_id AND g.status = 'active' \
             JOIN game_settings s ON s.game_id = a.game_id AND s.key = $1 \
             LEFT JOIN seats p ON p.game_id = a.game_id AND p.seat = a.seat \
             WHERE NOT EXISTS (SELECT 1 FROM computer_seats c \
                               WHERE c.game_id = a.game_id AND c.seat = a.seat) \
             AND NOT EXISTS (SELECT 1 FROM game_settings u \
                             WHERE u.game_id = a.game_id AND u.key = $2) \
             ORDER BY a.game_id, a.seat",
        )
        .bind(key)
        .bind(unless)
        .fetch_all(self.db())
        .await?;
        Ok(rows
            .into_iter()
            .map(|(game, seat, decision, since, value, user)| {
                (
                    game,
                    Awaited {
                        seat: Seat(seat as u8),
                        decision,
                        since,
                    },
                    value,
                    user.map(super::id::from_db),
                )
            })
            .collect())
    }

    /// Moves on the clocks of a game's awaited seats after a pause that began at `paused_at`: a
    /// seat awaited since before the pause gets the pause's length back, one asked during the
    /// pause starts from `now`.
    pub async fn resume_clocks(
        &self,
        game: GameId,
        paused_at: i64,
        now: i64,
    ) -> Result<(), StoreError> {
        sqlx::query("UPDATE awaited SET since = since + ($1 - CASE WHEN since > $2 THEN since ELSE $2 END) WHERE game_id = $3")
            .bind(now)
            .bind(paused_at)
            .bind(game)
            .execute(self.db())
            .await?;
        Ok(())
    }

    /// Starts a seat's clock again from `now` (a new player took it, or its player came back).
    pub async fn restart_clock(
        &self,
        game: GameId,
        seat: Seat,
        now: i64,
    ) -> Result<(), StoreError> {
        sqlx::query("UPDATE awaited SET since = $1 WHERE game_id = $2 AND seat = $3")
            .bind(now)
            .bind(game)
            .bind(i64::from(seat.0))
            .execute(self.db())
            .await?;
        Ok(())
    }

    /// Forgets who a game waits on (it was abandoned).
    pub async fn clear_awaited(&self, game: GameId) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM awaited WHERE game_id = $1")
            .bind(game)
            .execute(self.db())
            .await?;
        Ok(())
    }
}
