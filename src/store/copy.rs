//! Copying a whole database into another, of either kind (`migrate-store`): a server's games
//! moved from its SQLite file to PostgreSQL, or back. Every table is copied row for row in one
//! transaction on the target (all or nothing), keeping the games' ids (the buttons already
//! posted in Discord name them), and then every game is loaded on both sides and compared.
//! Leases and the answers processes owe players are not copied: they are the processes' of the
//! database copied. Nor are the finished games' filed results (migration 0012): they are derived,
//! and the target's trigger queues every finished game copied, to be filed there again.

use super::{Backend, GameId, Store, StoreError};

/// A column's kind: every stored value is an integer or a text, or NULL.
#[derive(Debug, Clone, Copy)]
enum Kind {
    Int,
    Text,
}

use Kind::{Int, Text};

/// Every table and the columns copied, parents first (the foreign keys point back). An
/// absence's id is not copied: it means nothing, and the target numbers its own.
const TABLES: [(&str, &[(&str, Kind)]); 9] = [
    (
        "games",
        &[
            ("id", Int),
            ("config", Text),
            ("rules_version", Int),
            ("status", Text),
            ("name", Text),
            ("guild_id", Int),
            ("channel_id", Int),
            ("thread_id", Int),
            ("host_id", Int),
            ("next_seq", Int),
            ("outcome", Text),
            ("created_at", Text),
            ("updated_at", Text),
            ("announced", Int),
        ],
    ),
    (
        "seats",
        &[
            ("game_id", Int),
            ("seat", Int),
            ("user_id", Int),
            ("name", Text),
        ],
    ),
    (
        "commands",
        &[
            ("game_id", Int),
            ("seq", Int),
            ("seat", Int),
            ("payload", Text),
            ("created_at", Text),
            ("undoes", Int),
            ("origin", Text),
        ],
    ),
    (
        "game_settings",
        &[("game_id", Int), ("key", Text), ("value", Text)],
    ),
    (
        "user_settings",
        &[("user_id", Int), ("key", Text), ("value", Text)],
    ),
    (
        "guild_settings",
        &[("guild_id", Int), ("key", Text), ("value", Text)],
    ),
    (
        "awaited",
        &[
            ("game_id", Int),
            ("seat", Int),
            ("decision", Text),
            ("since", Int),
        ],
    ),
    (
        "computer_seats",
        &[
            ("game_id", Int),
            ("seat", Int),
            ("level", Text),
            ("user_id", Int),
            ("since", Int),
        ],
    ),
    (
        "absences",
        &[("user_id", Int), ("starts_at", Int), ("ends_at", Int)],
    ),
];

/// Rows inserted per statement (well under both databases' limits on parameters).
const BATCH: usize = 200;

/// One stored value.
#[derive(Debug, Clone)]
enum Value {
    Int(Option<i64>),
    Text(Option<String>),
}

/// What a copy wrote: the rows of each table, in `TABLES`' order.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Copied {
    /// `(table, rows)`.
    pub tables: Vec<(&'static str, u64)>,
}

/// How the games compare once copied.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Verified {
    /// Games that load on the target exactly as on the source (the same row, log and game).
    pub identical: u64,
    /// Games that do not load on the source either, refused for the same reason on the target
    /// (a log that no longer replays, a rules version this build does not know).
    pub refused_alike: Vec<GameId>,
    /// Games that differ: what differs. A copy with any is a failed copy.
    pub different: Vec<(GameId, String)>,
}

impl Store {
    /// How many rows the tables hold that a copy would write into: `(table, rows)` for each
    /// table that is not empty.
    pub async fn rows_held(&self) -> Result<Vec<(&'static str, u64)>, StoreError> {
        let mut held = Vec::new();
        for (table, _) in TABLES {
            let n: i64 =
                sqlx::query_scalar(sqlx::AssertSqlSafe(format!("SELECT COUNT(*) FROM {table}")))
                    .fetch_one(self.db())
                    .await?;
            if n > 0 {
                held.push((table, n as u64));
            }
        }
        Ok(held)
    }

    /// Copies every row of every table of this database into `target`, in one transaction on
    /// the target: all of it, or nothing (a row the target already holds under the same key
    /// fails the whole copy). The caller checks first that the target is empty, or was told
    /// it may not be.
    pub async fn copy_into(&self, target: &Store) -> Result<Copied, StoreError> {
        let mut tx = target.write(None).await?;
        let mut copied = Copied::default();
        for (table, columns) in TABLES {
            let names: Vec<&str> = columns.iter().map(|(name, _)| *name).collect();
            let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
                "SELECT {} FROM {table} ORDER BY {}",
                names.join(", "),
                // Every table's rows in the order of their key (an absence's: its id).
                if table == "absences" { "id" } else { names[0] }
            )))
            .fetch_all(self.db())
            .await?;
            let mut values = Vec::with_capacity(rows.len());
            for row in &rows {
                let mut one = Vec::with_capacity(columns.len());
                for (i, (_, kind)) in columns.iter().enumerate() {
                    one.push(match kind {
                        Int => Value::Int(sqlx::Row::try_get(row, i)?),
                        Text => Value::Text(sqlx::Row::try_get(row, i)?),
                    });
                }
                values.push(one);
            }
            for chunk in values.chunks(BATCH) {
                let width = columns.len();
                let rows: Vec<String> = (0..chunk.len())
                    .map(|r| {
                        let row: Vec<String> =
                            (1..=width).map(|c| format!("${}", r * width + c)).collect();
                        format!("({})", row.join(", "))
                    })
                    .collect();
                let sql = format!(
                    "INSERT INTO {table} ({}) VALUES {}",
                    names.join(", "),
                    rows.join(", ")
                );
                let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
                for value in chunk.iter().flatten() {
                    query = match value {
                        Value::Int(v) => query.bind(*v),
                        Value::Text(v) => query.bind(v.clone()),
                    };
                }
                query.execute(&mut *tx).await?;
            }
            copied.tables.push((table, values.len() as u64));
        }
        for statement in target.backend.after_copy() {
            sqlx::query(*statement).execute(&mut *tx).await?;
        }
        self.commit(tx).await?;
        Ok(copied)
    }

    /// Loads every game of this database and of `target` and compares them: the same row, the
    /// same log, the same game replayed (or the same refusal, for a game that does not load).
    pub async fn verify_copy(&self, target: &Store) -> Result<Verified, StoreError> {
        let mut verified = Verified::default();
        let ids = self.games().game_ids().await?;
        let theirs = target.games().game_ids().await?;
        for id in theirs.iter().filter(|id| !ids.contains(id)) {
            verified
                .different
                .push((*id, "only on the target".to_string()));
        }
        for id in ids {
            match (self.logs().load(id).await, target.logs().load(id).await) {
                (Ok(a), Ok(b)) => {
                    let difference = if a.record != b.record {
                        Some("its row")
                    } else if a.log != b.log {
                        Some("its log")
                    } else if a.game != b.game {
                        Some("the game its log replays to")
                    } else {
                        None
                    };
                    match difference {
                        Some(what) => verified
                            .different
                            .push((id, format!("{what} differs on the target"))),
                        None => verified.identical += 1,
                    }
                }
                (Err(a), Err(b)) if a == b => verified.refused_alike.push(id),
                (Err(a), Err(b)) => verified.different.push((
                    id,
                    format!("refused on the source ({a}) and on the target ({b})"),
                )),
                (Ok(_), Err(b)) => verified
                    .different
                    .push((id, format!("refused on the target: {b}"))),
                (Err(a), Ok(_)) => verified.different.push((
                    id,
                    format!("refused on the source ({a}) but not on the target"),
                )),
            }
        }
        Ok(verified)
    }
}

impl Backend {
    /// What a copy runs once its rows are in: PostgreSQL's id sequences move past the ids
    /// copied (the rows came with their own), so the next game gets a new id.
    fn after_copy(self) -> &'static [&'static str] {
        match self {
            Backend::Sqlite => &[],
            Backend::Postgres => &[
                "SELECT setval(pg_get_serial_sequence('games', 'id'), \
                 (SELECT COALESCE(MAX(id), 0) + 1 FROM games), false)",
                "SELECT setval(pg_get_serial_sequence('absences', 'id'), \
                 (SELECT COALESCE(MAX(id), 0) + 1 FROM absences), false)",
            ],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tables of the filed results, which a copy leaves to the target to file again.
    const FILED: [(&str, &[&str]); 6] = [
        ("unfiled", &["game_id"]),
        (
            "results",
            &[
                "ended",
                "game_id",
                "guild_id",
                "name",
                "rules",
                "started",
                "thread_id",
            ],
        ),
        (
            "result_seats",
            &[
                "clan", "game_id", "level", "name", "place", "played", "score", "seat", "user_id",
            ],
        ),
        (
            "standings",
            &[
                "games",
                "guild_id",
                "rater",
                "rating",
                "recent",
                "rules",
                "uncertainty",
                "wins",
            ],
        ),
        (
            "tallies",
            &["guild_id", "item", "kind", "played", "rules", "wins"],
        ),
        (
            "known_names",
            &["ended", "game_id", "guild_id", "name", "user_id"],
        ),
    ];

    /// A column added to the schema and forgotten here would be lost by every copy.
    #[tokio::test]
    async fn every_column_of_every_table_is_copied_but_an_absences_own_id_and_the_leases() {
        let store = Store::open("sqlite::memory:").await.unwrap();
        let schema = crate::store::testing::sqlite_columns(&store).await;
        let mut copied: Vec<(String, String)> = TABLES
            .iter()
            .flat_map(|(table, columns)| {
                columns
                    .iter()
                    .map(|(column, _)| ((*table).to_string(), (*column).to_string()))
            })
            .chain([("absences".to_string(), "id".to_string())])
            // A lease, or an answer owed by a process, means nothing in another database.
            .chain(["holder", "name", "until"].map(|c| ("leases".to_string(), c.to_string())))
            .chain(
                [
                    "created_at",
                    "game_id",
                    "handle",
                    "holder",
                    "lang",
                    "seq",
                    "user_id",
                ]
                .map(|c| ("replies".to_string(), c.to_string())),
            )
            // The finished games filed, and what is counted from them: derived from the games,
            // filed again by the target (its trigger queues every finished game copied).
            .chain(FILED.iter().flat_map(|(table, columns)| {
                columns
                    .iter()
                    .map(|c| ((*table).to_string(), (*c).to_string()))
            }))
            .collect();
        copied.sort();
        assert_eq!(copied, schema);
    }
}
