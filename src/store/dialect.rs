//! The two databases a store runs on, and everything in which their SQL differs: one place.
//!
//! Every query is written once, with numbered parameters (`$1`, which both read), and runs
//! through sqlx's `Any` driver on either database. What remains different is here: how a write
//! transaction begins and locks its game, the current time as text and in seconds, a stored time in seconds, the
//! rule set inside a stored configuration, and each database's own schema migrations.

use super::{GameId, StoreError};
use sqlx::{Any, Transaction};

/// Which database a store runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    /// A SQLite file (the default), or an in-memory database.
    Sqlite,
    /// A PostgreSQL server, which several bot processes can share.
    Postgres,
}

impl Backend {
    /// The database a `DATABASE_URL` names, by its scheme.
    pub fn of_url(url: &str) -> Option<Backend> {
        if url.starts_with("sqlite:") {
            Some(Backend::Sqlite)
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Some(Backend::Postgres)
        } else {
            None
        }
    }

    /// Its name, for messages.
    pub fn name(self) -> &'static str {
        match self {
            Backend::Sqlite => "SQLite",
            Backend::Postgres => "PostgreSQL",
        }
    }

    /// How a transaction that writes begins. SQLite takes the database's write lock at once, so
    /// a transaction that reads and then writes is never refused half-way (and writers queue
    /// behind each other for up to the busy timeout); PostgreSQL begins a plain transaction, and
    /// [`Backend::lock_game`] makes the writers of one game queue.
    pub(super) fn begin_write(self) -> &'static str {
        match self {
            Backend::Sqlite => "BEGIN IMMEDIATE",
            Backend::Postgres => "BEGIN",
        }
    }

    /// Locks a game's row until the transaction ends, so that the game's writers (an append, a
    /// join, a start) run one after the other and each reads what the previous one wrote: on
    /// PostgreSQL, `SELECT … FOR UPDATE`; on SQLite nothing, the transaction holds the whole
    /// database's write lock already.
    pub(super) async fn lock_game(
        self,
        tx: &mut Transaction<'static, Any>,
        game: GameId,
    ) -> Result<(), StoreError> {
        if self == Backend::Postgres {
            sqlx::query("SELECT id FROM games WHERE id = $1 FOR UPDATE")
                .bind(game)
                .fetch_optional(&mut **tx)
                .await?;
        }
        Ok(())
    }

    /// The current time as stored (UTC, ISO-8601 with milliseconds: `2026-11-27T08:00:00.000Z`).
    pub(super) fn now_text(self) -> &'static str {
        match self {
            Backend::Sqlite => "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
            Backend::Postgres => {
                "to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')"
            }
        }
    }

    /// A stored time column in Unix seconds.
    pub(super) fn unix_seconds(self, column: &str) -> String {
        match self {
            Backend::Sqlite => format!("CAST(strftime('%s', {column}) AS INTEGER)"),
            Backend::Postgres => {
                format!("CAST(EXTRACT(EPOCH FROM CAST({column} AS TIMESTAMP)) AS BIGINT)")
            }
        }
    }

    /// The database's time now in Unix seconds: one clock for every process (leases are
    /// measured on it, so machines whose clocks disagree never both hold one).
    pub(super) fn now_seconds(self) -> &'static str {
        match self {
            Backend::Sqlite => "CAST(strftime('%s', 'now') AS INTEGER)",
            Backend::Postgres => "CAST(EXTRACT(EPOCH FROM clock_timestamp()) AS BIGINT)",
        }
    }

    /// The rule set named in a game's stored configuration (`base` when it names none: games
    /// stored before there were several).
    pub(super) fn config_rules(self) -> &'static str {
        match self {
            Backend::Sqlite => "COALESCE(json_extract(config, '$.rules'), 'base')",
            Backend::Postgres => "COALESCE(CAST(config AS JSONB) ->> 'rules', 'base')",
        }
    }
}

/// A database URL fit to print or log: its password, if any, hidden.
pub fn redacted(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let Some((user, host)) = rest.rsplit_once('@') else {
        return url.to_string();
    };
    match user.split_once(':') {
        Some((name, _)) => format!("{scheme}://{name}:***@{host}"),
        None => url.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_url_is_printed_without_its_password() {
        assert_eq!(
            redacted("postgres://bot:s3cr@t@db:5432/games"),
            "postgres://bot:***@db:5432/games"
        );
        assert_eq!(
            redacted("postgres://bot@db/games"),
            "postgres://bot@db/games"
        );
        assert_eq!(
            redacted("sqlite://data/bloodrage.db"),
            "sqlite://data/bloodrage.db"
        );
        assert_eq!(redacted("data/bloodrage.db"), "data/bloodrage.db");
    }

    #[test]
    fn a_url_names_its_database_by_its_scheme() {
        assert_eq!(
            Backend::of_url("sqlite://data/bloodrage.db"),
            Some(Backend::Sqlite)
        );
        assert_eq!(Backend::of_url("sqlite::memory:"), Some(Backend::Sqlite));
        assert_eq!(
            Backend::of_url("postgres://bot@db/bloodrage"),
            Some(Backend::Postgres)
        );
        assert_eq!(
            Backend::of_url("postgresql://bot@db/bloodrage"),
            Some(Backend::Postgres)
        );
        assert_eq!(Backend::of_url("mysql://bot@db/bloodrage"), None);
        assert_eq!(Backend::of_url("data/bloodrage.db"), None);
    }
}
