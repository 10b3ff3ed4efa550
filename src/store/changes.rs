//! The feed of changes several bot processes on one PostgreSQL database hear from each other
//! (migration `postgres/0003_changes.sql`: triggers write it). A SQLite file has one bot process
//! and no feed: there, every read of it is empty.
//!
//! Rooms: [`Processes`] (see [`super::rooms`]).

use super::Processes;
use super::{Backend, GameId, StoreError, id};

/// What a change was to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Changed {
    /// A game's row, or who it waits on.
    Game(GameId),
    /// A game's settings.
    Settings(GameId),
    /// Who sits at a game (its players and computer seats).
    Seating(GameId),
    /// A player's own settings.
    Player(u64),
    /// A player's absences.
    Absences(u64),
}

impl Changed {
    fn of(kind: &str, key: i64) -> Option<Changed> {
        Some(match kind {
            "game" => Changed::Game(key),
            "settings" => Changed::Settings(key),
            "seating" => Changed::Seating(key),
            "player" => Changed::Player(id::from_db(key)),
            "absences" => Changed::Absences(id::from_db(key)),
            _ => return None,
        })
    }
}

impl Processes<'_> {
    /// The newest change's number (0 when none, and on SQLite): a process starting now hears
    /// what comes after it.
    pub async fn last_change(&self) -> Result<i64, StoreError> {
        if self.backend() != Backend::Postgres {
            return Ok(0);
        }
        Ok(
            sqlx::query_scalar("SELECT CAST(COALESCE(MAX(id), 0) AS BIGINT) FROM changes")
                .fetch_one(self.db())
                .await?,
        )
    }

    /// The changes numbered after `after`, and every change of the last `recent` seconds
    /// whatever its number (a number is taken when a transaction writes, so a change can be
    /// committed after one numbered later was read), by number.
    pub async fn changes_since(
        &self,
        after: i64,
        recent: i64,
    ) -> Result<Vec<(i64, Changed)>, StoreError> {
        if self.backend() != Backend::Postgres {
            return Ok(Vec::new());
        }
        let rows: Vec<(i64, String, i64)> = sqlx::query_as(
            "SELECT id, kind, key FROM changes \
             WHERE id > $1 OR at > clock_timestamp() - CAST($2 AS DOUBLE PRECISION) * INTERVAL '1 second' \
             ORDER BY id",
        )
        .bind(after)
        .bind(recent)
        .fetch_all(self.db())
        .await?;
        Ok(rows
            .into_iter()
            .filter_map(|(number, kind, key)| Some((number, Changed::of(&kind, key)?)))
            .collect())
    }

    /// Forgets the changes older than `seconds` (every process has heard them long since).
    pub async fn prune_changes(&self, seconds: i64) -> Result<u64, StoreError> {
        if self.backend() != Backend::Postgres {
            return Ok(0);
        }
        let done = sqlx::query(
            "DELETE FROM changes \
             WHERE at < clock_timestamp() - CAST($1 AS DOUBLE PRECISION) * INTERVAL '1 second'",
        )
        .bind(seconds)
        .execute(self.db())
        .await?;
        Ok(done.rows_affected())
    }
}
