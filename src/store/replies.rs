//! What a bot process owes the player whose move it has just stored (migration 0011): the answer
//! to their press or command, through the front end's handle on it. Written in the transaction
//! that stores the move ([`Logs::append_rows`](super::Logs::append_rows)), deleted once the
//! player is answered ([`Processes::replied`]); one left by a process that stopped first is found
//! by another, or by the same one restarted ([`Processes::replies_orphaned`]).
//!
//! And which processes are alive, on PostgreSQL: each holds, for its whole life, an advisory
//! lock named after it on a connection of its own ([`Processes::hold_life`]); the server lets it go
//! the moment that connection drops (the process killed, its machine gone), so another process
//! knows at once that a lease or a reply of that process is nobody's any more.
//!
//! Rooms: [`Processes`] (see [`super::rooms`]).

use super::Processes;
use super::{Backend, GameId, StoreError};

/// An answer owed to a player for their move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    /// The game.
    pub game: GameId,
    /// The player.
    pub user: u64,
    /// The log's length once the move was stored.
    pub seq: u64,
    /// The front end's handle on the player's request.
    pub handle: String,
    /// The player's language (a code).
    pub lang: String,
    /// The process that owes it.
    pub holder: String,
    /// When the move was stored (Unix seconds).
    pub created_at: i64,
}

/// The advisory lock class under which each process holds the lock of its life.
const LIFE: i32 = 7301;

/// SQL saying whether the process named by the SQL expression `holder` is alive (PostgreSQL):
/// it holds the advisory lock of its life.
pub(super) fn alive(holder: &str) -> String {
    format!(
        "EXISTS (SELECT 1 FROM pg_locks l WHERE l.locktype = 'advisory' AND l.classid = {LIFE} \
         AND l.objid = hashtext({holder})::oid AND l.objsubid = 2 AND l.granted)"
    )
}

impl Processes<'_> {
    /// Holds, on a connection of its own that the caller keeps for the process's life, the
    /// advisory lock that says `holder` is alive (PostgreSQL; on SQLite, with one process per
    /// file, nothing: `None`).
    pub async fn hold_life(&self, holder: &str) -> Result<Option<sqlx::AnyConnection>, StoreError> {
        if self.backend() != Backend::Postgres {
            return Ok(None);
        }
        let mut connection = self.pool().acquire().await?.detach();
        sqlx::query("SELECT pg_advisory_lock($1, hashtext($2))")
            .bind(LIFE)
            .bind(holder)
            .execute(&mut connection)
            .await?;
        Ok(Some(connection))
    }

    /// Whether the process `holder` is alive: it holds the lock of its life (PostgreSQL; on
    /// SQLite, only `me` is).
    pub async fn is_alive(&self, holder: &str, me: &str) -> Result<bool, StoreError> {
        if holder == me {
            return Ok(true);
        }
        if self.backend() != Backend::Postgres {
            return Ok(false);
        }
        let alive: bool =
            sqlx::query_scalar(sqlx::AssertSqlSafe(format!("SELECT {}", alive("$1"))))
                .bind(holder)
                .fetch_one(self.db())
                .await?;
        Ok(alive)
    }

    /// The player `user` of `game` has been answered for their move that ended at `seq`.
    pub async fn replied(&self, game: GameId, user: u64, seq: u64) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM replies WHERE game_id = $1 AND user_id = $2 AND seq = $3")
            .bind(game)
            .bind(super::id::to_db(user))
            .bind(seq as i64)
            .execute(self.db())
            .await?;
        Ok(())
    }

    /// The answers owed by processes that stopped, to be given by `me`: on SQLite (one process
    /// per file) every one another process left; on PostgreSQL those of a process not alive.
    /// And `me`'s own made before `stale` (Unix seconds) and never given (answering failed).
    pub async fn replies_orphaned(&self, me: &str, stale: i64) -> Result<Vec<Reply>, StoreError> {
        let dead = match self.backend() {
            Backend::Sqlite => "TRUE".to_string(),
            Backend::Postgres => format!("NOT {}", alive("holder")),
        };
        let rows: Vec<(i64, i64, i64, String, String, String, i64)> =
            sqlx::query_as(sqlx::AssertSqlSafe(format!(
                "SELECT game_id, user_id, seq, handle, lang, holder, created_at FROM replies \
                 WHERE (holder <> $1 AND {dead}) OR (holder = $1 AND created_at < $2) \
                 ORDER BY created_at, game_id, user_id"
            )))
            .bind(me)
            .bind(stale)
            .fetch_all(self.db())
            .await?;
        Ok(rows
            .into_iter()
            .map(
                |(game, user, seq, handle, lang, holder, created_at)| Reply {
                    game,
                    user: super::id::from_db(user),
                    seq: seq as u64,
                    handle,
                    lang,
                    holder,
                    created_at,
                },
            )
            .collect())
    }

    /// Makes `reply`, owed by a process that stopped, `me`'s to give: `false` when another
    /// process took it first, or it was given meanwhile.
    pub async fn claim_reply(&self, reply: &Reply, me: &str) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE replies SET holder = $1 \
             WHERE game_id = $2 AND user_id = $3 AND seq = $4 AND holder = $5",
        )
        .bind(me)
        .bind(reply.game)
        .bind(super::id::to_db(reply.user))
        .bind(reply.seq as i64)
        .bind(reply.holder.as_str())
        .execute(self.db())
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// The games whose moves a process that stopped was telling (PostgreSQL: their lease's
    /// holder is not alive; it would lapse by itself only later), or whose player it owed an
    /// answer: another process owes them now.
    pub async fn games_orphaned(&self, me: &str) -> Result<Vec<GameId>, StoreError> {
        if self.backend() != Backend::Postgres {
            return Ok(Vec::new());
        }
        let games: Vec<i64> = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
            "SELECT CAST(substr(name, 10) AS BIGINT) FROM leases \
             WHERE name LIKE 'announce.%' AND holder <> $1 AND NOT {} \
             UNION SELECT game_id FROM replies WHERE holder <> $1 AND NOT {} \
             ORDER BY 1",
            alive("leases.holder"),
            alive("replies.holder"),
        )))
        .bind(me)
        .fetch_all(self.db())
        .await?;
        Ok(games)
    }
}

/// Writes `reply` in the transaction `tx` (the one that stores its move): it replaces the
/// player's earlier one in the game.
pub(super) async fn owe(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    reply: &Reply,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO replies (game_id, user_id, seq, handle, lang, holder, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7) \
         ON CONFLICT (game_id, user_id) DO UPDATE SET seq = excluded.seq, \
         handle = excluded.handle, lang = excluded.lang, holder = excluded.holder, \
         created_at = excluded.created_at",
    )
    .bind(reply.game)
    .bind(super::id::to_db(reply.user))
    .bind(reply.seq as i64)
    .bind(reply.handle.as_str())
    .bind(reply.lang.as_str())
    .bind(reply.holder.as_str())
    .bind(reply.created_at)
    .execute(&mut **tx)
    .await?;
    Ok(())
}
