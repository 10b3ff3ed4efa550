//! Leases: a duty one process at a time does, claimed for a while and renewed (see migration
//! 0009_leases.sql and the session's `on_duty` and `announcing`).
//!
//! Rooms: [`Processes`] (see [`super::rooms`]).

use super::Processes;
use super::StoreError;

impl Processes<'_> {
    /// Claims the lease `name` for `holder` for `seconds`, or renews it if `holder` holds it;
    /// `false` (and nothing changes) while another holder's lease runs. One statement, so two
    /// processes claiming at once cannot both win; timed by the database's clock, not the
    /// process's (machines whose clocks disagree, or a game clock a test moves, never make two
    /// holders).
    pub async fn claim_lease(
        &self,
        name: &str,
        holder: &str,
        seconds: i64,
    ) -> Result<bool, StoreError> {
        let now = self.backend().now_seconds();
        // On PostgreSQL a lease of a process that is not alive any more is free at once (see
        // `replies::alive`), without waiting for it to lapse.
        let dead = match self.backend() {
            super::Backend::Sqlite => String::new(),
            super::Backend::Postgres => {
                format!(" OR NOT {}", super::replies::alive("leases.holder"))
            }
        };
        // The interpolations are the dialect's constant expressions.
        let done = sqlx::query(sqlx::AssertSqlSafe(format!(
            "INSERT INTO leases (name, holder, until) VALUES ($1, $2, {now} + $3) \
             ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, until = excluded.until \
             WHERE leases.holder = excluded.holder OR leases.until <= {now}{dead}",
        )))
        .bind(name)
        .bind(holder)
        .bind(seconds)
        .execute(self.db())
        .await?;
        Ok(done.rows_affected() > 0)
    }

    /// Gives the lease `name` up, if `holder` holds it.
    pub async fn release_lease(&self, name: &str, holder: &str) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM leases WHERE name = $1 AND holder = $2")
            .bind(name)
            .bind(holder)
            .execute(self.db())
            .await?;
        Ok(())
    }

    /// Gives up every lease `holder` holds (a process stopping).
    pub async fn release_leases_of(&self, holder: &str) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM leases WHERE holder = $1")
            .bind(holder)
            .execute(self.db())
            .await?;
        Ok(())
    }
}
