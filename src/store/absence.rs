//! Players' absences (`/away`): while one lasts, the player's deadlines and reminders stand still
//! in every game.
//!
//! Rooms: [`Clocks`] (see [`super::rooms`]).

use super::Clocks;
use super::{StoreError, id};

/// One absence of a player, in Unix seconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Absence {
    /// The player.
    pub user: u64,
    /// When it began.
    pub starts_at: i64,
    /// When it ends (or ended).
    pub ends_at: i64,
}

impl Absence {
    /// Seconds of this absence between `from` and `to`.
    pub fn overlap(&self, from: i64, to: i64) -> i64 {
        (self.ends_at.min(to) - self.starts_at.max(from)).max(0)
    }

    /// Whether it lasts at `now`.
    pub fn covers(&self, now: i64) -> bool {
        self.starts_at <= now && now < self.ends_at
    }
}

impl Clocks<'_> {
    /// Records an absence of `user` from `starts_at` to `ends_at`; an absence of theirs lasting at
    /// `starts_at` ends there first (a new `/away` replaces the current one).
    pub async fn add_absence(
        &self,
        user: u64,
        starts_at: i64,
        ends_at: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.write(None).await?;
        sqlx::query(
            "UPDATE absences SET ends_at = CASE WHEN starts_at > $1 THEN starts_at ELSE $1 END WHERE user_id = $2 AND ends_at > $3",
        )
        .bind(starts_at)
        .bind(id::to_db(user))
        .bind(starts_at)
        .execute(&mut *tx)
        .await?;
        sqlx::query("INSERT INTO absences (user_id, starts_at, ends_at) VALUES ($1, $2, $3)")
            .bind(id::to_db(user))
            .bind(starts_at)
            .bind(ends_at)
            .execute(&mut *tx)
            .await?;
        self.commit(tx).await?;
        Ok(())
    }

    /// Ends `user`'s absence lasting at `now`, if any; `false` if there was none.
    pub async fn end_absence(&self, user: u64, now: i64) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE absences SET ends_at = CASE WHEN starts_at > $1 THEN starts_at ELSE $1 END WHERE user_id = $2 AND ends_at > $3",
        )
        .bind(now)
        .bind(id::to_db(user))
        .bind(now)
        .execute(self.db())
        .await?;
        Ok(done.rows_affected() > 0)
    }

    /// Every absence (of anyone) that ends after `after`, by user and start.
    pub async fn absences_after(&self, after: i64) -> Result<Vec<Absence>, StoreError> {
        self.absences_where(None, after).await
    }

    /// `user`'s absences that end after `after`, by start.
    pub async fn absences_of(&self, user: u64, after: i64) -> Result<Vec<Absence>, StoreError> {
        self.absences_where(Some(user), after).await
    }
}

impl Clocks<'_> {
    /// The absences of `user` (of anyone: `None`) that end after `after`, by user and start.
    async fn absences_where(
        &self,
        user: Option<u64>,
        after: i64,
    ) -> Result<Vec<Absence>, StoreError> {
        let rows: Vec<(i64, i64, i64)> = sqlx::query_as(
            "SELECT user_id, starts_at, ends_at FROM absences \
             WHERE ends_at > $1 AND ($2 IS NULL OR user_id = $3) ORDER BY user_id, starts_at",
        )
        .bind(after)
        .bind(user.map(id::to_db))
        .bind(user.map(id::to_db))
        .fetch_all(self.db())
        .await?;
        Ok(rows
            .into_iter()
            .map(|(user, starts_at, ends_at)| Absence {
                user: id::from_db(user),
                starts_at,
                ends_at,
            })
            .collect())
    }
}

/// Seconds of `absences` (of one player) between `from` and `to`.
pub fn away_between(absences: &[Absence], from: i64, to: i64) -> i64 {
    absences.iter().map(|a| a.overlap(from, to)).sum()
}
