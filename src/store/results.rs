//! The finished games' results, filed once each (migration 0012): what the ratings, the
//! statistics and `/game history` read, each by an index, so that none of them reads every
//! finished game (nor does a process hold them all in memory). A trigger queues every game that
//! becomes finished (`unfiled`); [`Results::file`] files a batch of them in one transaction: their
//! results and seats, the standings of the tables they were rated in, the tallies of the
//! servers' balance, the players' latest names. Derived data, never the truth: the rating rules
//! are the session's (it hands them in as a closure), and `ratings --recompute` rates every
//! filed game again ([`Results::rerate`]).
//!
//! Rooms: [`Results`] (see [`super::rooms`]).

use super::Results;
use super::id::{from_db, to_db};
use super::{Backend, GameId, StoreError};
use crate::engine::{ClanName, Level, RuleSet, Seat};
use crate::vocabulary::Vocabulary as _;
use sqlx::Row as _;
use std::collections::BTreeMap;

/// A filed game's result.
#[derive(Debug, Clone, PartialEq)]
pub struct FiledGame {
    /// The game.
    pub game: GameId,
    /// Its server (`None`: played outside one).
    pub guild: Option<u64>,
    /// Its thread.
    pub thread: Option<u64>,
    /// Its rule set.
    pub rules: RuleSet,
    /// Its name.
    pub name: String,
    /// When it was created, in Unix seconds.
    pub started: i64,
    /// When it ended, in Unix seconds.
    pub ended: i64,
    /// Every seat, in seat order.
    pub seats: Vec<FiledSeat>,
}

/// One seat of a filed game at its end.
#[derive(Debug, Clone, PartialEq)]
pub struct FiledSeat {
    /// The seat.
    pub seat: Seat,
    /// Its clan.
    pub clan: ClanName,
    /// Its player (also when the computer plays it for them).
    pub user: Option<u64>,
    /// The computer's level, when the computer played it at the end.
    pub level: Option<Level>,
    /// A seat the computer holds alone that a player gave commands for (they resigned).
    pub played: bool,
    /// Its final score.
    pub score: u32,
    /// Its place (1 = won).
    pub rank: u8,
    /// The name its player joined under (empty for a computer clan).
    pub name: String,
}

/// One rater's stored standing on a server for a rule set.
#[derive(Debug, Clone, PartialEq)]
pub struct StandingRow {
    /// Who: `player:<id>` or `computer:<level>`.
    pub rater: String,
    /// The rating (mu).
    pub rating: f64,
    /// Its uncertainty (sigma).
    pub uncertainty: f64,
    /// Rated games played.
    pub games: u32,
    /// Rated games won.
    pub wins: u32,
    /// The ratings after their latest games, the oldest first.
    pub recent: Vec<f64>,
}

/// A table of standings: a server and a rule set.
pub type Table = (u64, RuleSet);

/// Where a table's rating starts again when a batch is filed.
#[derive(Debug, Clone, PartialEq)]
pub enum TableStart {
    /// Its standings as stored: every game of the batch ended after every game filed there.
    Standings(Vec<StandingRow>),
    /// Every game filed there, in the order they ended, the batch's included: one of the batch
    /// ended before a game filed already (two processes, or two games ending within one
    /// second), so the table is rated again from the start.
    Games(Vec<FiledGame>),
}

/// What a batch adds to a server's counts for a rule set.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Tally {
    /// Games.
    pub games: u32,
    /// Per clan: (seats played, won).
    pub by_clan: BTreeMap<ClanName, (u32, u32)>,
    /// Per seat: (seats played, won).
    pub by_seat: BTreeMap<Seat, (u32, u32)>,
}

/// What the session makes of a batch, given where each of its tables starts.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Filing {
    /// Each table's standings after the batch, whole.
    pub standings: Vec<(Table, Vec<StandingRow>)>,
    /// What the batch adds to each table's counts.
    pub tallies: Vec<(Table, Tally)>,
}

/// The advisory lock class under which filing is done one process at a time (PostgreSQL).
const FILING: i32 = 7302;

/// The columns of a filed game read back.
const RESULT_COLUMNS: &str = "game_id, guild_id, thread_id, rules, name, started, ended";

/// A clan as stored (its serde name).
fn clan_text(clan: ClanName) -> String {
    match serde_json::to_value(clan) {
        Ok(serde_json::Value::String(s)) => s,
        _ => unreachable!("a clan serialises as a string"),
    }
}

fn clan_of(text: &str) -> Result<ClanName, StoreError> {
    serde_json::from_value(serde_json::Value::String(text.to_string()))
        .map_err(|_| StoreError::Database(format!("`{text}` is not a clan")))
}

fn rules_of(text: &str) -> Result<RuleSet, StoreError> {
    RuleSet::from_slug(text).ok_or_else(|| StoreError::Database(format!("`{text}` is no rule set")))
}

impl Results<'_> {
    /// The games queued for filing, in the order they ended.
    pub async fn unfiled(&self) -> Result<Vec<GameId>, StoreError> {
        Ok(sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
            "SELECT unfiled.game_id FROM unfiled JOIN games ON games.id = unfiled.game_id \
             ORDER BY {}, unfiled.game_id",
            self.backend.unix_seconds("games.updated_at")
        )))
        .fetch_all(self.db())
        .await?)
    }

    /// Files `games` (queued, read by the caller) in one transaction, one process at a time:
    /// those another process filed meanwhile are left out; `rate` is given the games still to
    /// file and where each of their tables starts, and says each table's standings after them
    /// and what they add to its counts. The games with no result to file (`None`) are only
    /// taken off the queue. How many were filed.
    pub async fn file(
        &self,
        games: &[(GameId, Option<FiledGame>)],
        rate: impl FnOnce(&[FiledGame], Vec<(Table, TableStart)>) -> Filing,
    ) -> Result<usize, StoreError> {
        if games.is_empty() {
            return Ok(0);
        }
        let mut tx = self.write(None).await?;
        lock_filing(self.backend, &mut tx).await?;
        let ids = list(games.iter().map(|(id, _)| *id));
        let queued: Vec<GameId> = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
            "SELECT game_id FROM unfiled WHERE game_id IN ({ids})"
        )))
        .fetch_all(&mut *tx)
        .await?;
        let mut batch: Vec<FiledGame> = games
            .iter()
            .filter(|(id, _)| queued.contains(id))
            .filter_map(|(_, g)| g.clone())
            .collect();
        batch.sort_by_key(|g| (g.ended, g.game));
        // Where each table starts: the order of the last game filed there against the first of
        // the batch.
        let mut firsts: BTreeMap<(u64, &'static str), (RuleSet, i64, GameId)> = BTreeMap::new();
        for g in &batch {
            if let Some(guild) = g.guild {
                firsts
                    .entry((guild, g.rules.slug()))
                    .or_insert((g.rules, g.ended, g.game));
            }
        }
        let mut starts = Vec::new();
        for ((guild, slug), (rules, ended, game)) in firsts {
            let last: Option<(i64, i64)> = sqlx::query_as(
                "SELECT ended, game_id FROM results WHERE guild_id = $1 AND rules = $2 \
                 ORDER BY ended DESC, game_id DESC LIMIT 1",
            )
            .bind(to_db(guild))
            .bind(slug)
            .fetch_optional(&mut *tx)
            .await?;
            let start = if last.is_some_and(|last| last > (ended, game)) {
                let mut all = read_games(
                    &mut tx,
                    &format!("guild_id = {} AND rules = '{slug}'", to_db(guild)),
                    "ended, game_id",
                    None,
                )
                .await?;
                all.extend(
                    batch
                        .iter()
                        .filter(|g| g.guild == Some(guild) && g.rules == rules)
                        .cloned(),
                );
                all.sort_by_key(|g| (g.ended, g.game));
                TableStart::Games(all)
            } else {
                TableStart::Standings(read_standings(&mut tx, guild, slug).await?)
            };
            starts.push(((guild, rules), start));
        }
        let filing = rate(&batch, starts);
        for g in &batch {
            sqlx::query(
                "INSERT INTO results (game_id, guild_id, thread_id, rules, name, started, ended) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7)",
            )
            .bind(g.game)
            .bind(g.guild.map(to_db))
            .bind(g.thread.map(to_db))
            .bind(g.rules.slug())
            .bind(&g.name)
            .bind(g.started)
            .bind(g.ended)
            .execute(&mut *tx)
            .await?;
            for s in &g.seats {
                sqlx::query(
                    "INSERT INTO result_seats \
                     (game_id, seat, clan, user_id, level, played, score, place, name) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
                )
                .bind(g.game)
                .bind(i64::from(s.seat.0))
                .bind(clan_text(s.clan))
                .bind(s.user.map(to_db))
                .bind(s.level.map(crate::vocabulary::Vocabulary::slug))
                .bind(i64::from(s.played))
                .bind(i64::from(s.score))
                .bind(i64::from(s.rank))
                .bind(&s.name)
                .execute(&mut *tx)
                .await?;
                if let (Some(guild), Some(user), false) = (g.guild, s.user, s.name.is_empty()) {
                    sqlx::query(
                        "INSERT INTO known_names (guild_id, user_id, name, ended, game_id) \
                         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (guild_id, user_id) DO UPDATE \
                         SET name = excluded.name, ended = excluded.ended, \
                         game_id = excluded.game_id \
                         WHERE known_names.ended < excluded.ended OR (known_names.ended = \
                         excluded.ended AND known_names.game_id <= excluded.game_id)",
                    )
                    .bind(to_db(guild))
                    .bind(to_db(user))
                    .bind(&s.name)
                    .bind(g.ended)
                    .bind(g.game)
                    .execute(&mut *tx)
                    .await?;
                }
            }
        }
        sqlx::query(sqlx::AssertSqlSafe(format!(
            "DELETE FROM unfiled WHERE game_id IN ({ids})"
        )))
        .execute(&mut *tx)
        .await?;
        for ((guild, rules), rows) in &filing.standings {
            write_standings(&mut tx, *guild, rules.slug(), rows).await?;
        }
        for ((guild, rules), tally) in &filing.tallies {
            let rows = std::iter::once(("games", String::new(), (tally.games, 0)))
                .chain(
                    tally
                        .by_clan
                        .iter()
                        .map(|(c, n)| ("clan", clan_text(*c), *n)),
                )
                .chain(
                    tally
                        .by_seat
                        .iter()
                        .map(|(s, n)| ("seat", s.0.to_string(), *n)),
                );
            for (kind, item, (played, wins)) in rows {
                sqlx::query(
                    "INSERT INTO tallies (guild_id, rules, kind, item, played, wins) \
                     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (guild_id, rules, kind, item) \
                     DO UPDATE SET played = tallies.played + excluded.played, \
                     wins = tallies.wins + excluded.wins",
                )
                .bind(to_db(*guild))
                .bind(rules.slug())
                .bind(kind)
                .bind(item)
                .bind(i64::from(played))
                .bind(i64::from(wins))
                .execute(&mut *tx)
                .await?;
            }
        }
        self.commit(tx).await?;
        Ok(batch.len())
    }

    /// Rates every filed game again, one process at a time: `rate` is given them all, in the
    /// order they ended, and says every table's standings; the stored standings are replaced by
    /// them.
    pub async fn rerate(
        &self,
        rate: impl FnOnce(Vec<FiledGame>) -> Vec<(Table, Vec<StandingRow>)>,
    ) -> Result<(), StoreError> {
        let mut tx = self.write(None).await?;
        lock_filing(self.backend, &mut tx).await?;
        let all = read_games(&mut tx, "1 = 1", "ended, game_id", None).await?;
        let tables = rate(all);
        sqlx::query("DELETE FROM standings")
            .execute(&mut *tx)
            .await?;
        for ((guild, rules), rows) in &tables {
            write_standings(&mut tx, *guild, rules.slug(), rows).await?;
        }
        self.commit(tx).await
    }

    /// Every filed game, in the order they ended (reads them all: for rating again and checks).
    pub async fn all(&self) -> Result<Vec<FiledGame>, StoreError> {
        let mut conn = self.db().acquire().await?;
        read_games(&mut conn, "1 = 1", "ended, game_id", None).await
    }

    /// A server's latest filed games, the latest first, at most `limit`.
    pub async fn latest(&self, guild: u64, limit: usize) -> Result<Vec<FiledGame>, StoreError> {
        let mut conn = self.db().acquire().await?;
        read_games(
            &mut conn,
            &format!("guild_id = {}", to_db(guild)),
            "ended DESC, game_id DESC",
            Some(limit),
        )
        .await
    }

    /// A player's filed games on a server (of `rules` only, if given), in the order they ended:
    /// the games where they held a seat at the end.
    pub async fn of_player(
        &self,
        guild: u64,
        user: u64,
        rules: Option<RuleSet>,
    ) -> Result<Vec<FiledGame>, StoreError> {
        let mut conn = self.db().acquire().await?;
        let of_rules = rules.map_or(String::new(), |r| format!(" AND rules = '{}'", r.slug()));
        read_games(
            &mut conn,
            &format!(
                "guild_id = {} AND game_id IN (SELECT game_id FROM result_seats WHERE user_id = {}){of_rules}",
                to_db(guild),
                to_db(user)
            ),
            "ended, game_id",
            None,
        )
        .await
    }

    /// A server's filed games of a rule set that ended at `since` or later, in order.
    pub async fn of_table_since(
        &self,
        guild: u64,
        rules: RuleSet,
        since: i64,
    ) -> Result<Vec<FiledGame>, StoreError> {
        let mut conn = self.db().acquire().await?;
        read_games(
            &mut conn,
            &format!(
                "guild_id = {} AND rules = '{}' AND ended >= {since}",
                to_db(guild),
                rules.slug()
            ),
            "ended, game_id",
            None,
        )
        .await
    }

    /// The stored standings of a server for a rule set (in no order).
    pub async fn standings(
        &self,
        guild: u64,
        rules: RuleSet,
    ) -> Result<Vec<StandingRow>, StoreError> {
        let mut conn = self.db().acquire().await?;
        read_standings(&mut conn, guild, rules.slug()).await
    }

    /// Every stored standing, by table.
    pub async fn all_standings(&self) -> Result<Vec<(Table, Vec<StandingRow>)>, StoreError> {
        let tables: Vec<(i64, String)> = sqlx::query_as(
            "SELECT DISTINCT guild_id, rules FROM standings ORDER BY guild_id, rules",
        )
        .fetch_all(self.db())
        .await?;
        let mut conn = self.db().acquire().await?;
        let mut all = Vec::new();
        for (guild, slug) in tables {
            let rows = read_standings(&mut conn, from_db(guild), &slug).await?;
            all.push(((from_db(guild), rules_of(&slug)?), rows));
        }
        Ok(all)
    }

    /// A server's counts, per rule set.
    pub async fn tallies(&self, guild: u64) -> Result<Vec<(RuleSet, Tally)>, StoreError> {
        let rows: Vec<(String, String, String, i64, i64)> = sqlx::query_as(
            "SELECT rules, kind, item, played, wins FROM tallies WHERE guild_id = $1 \
             ORDER BY rules, kind, item",
        )
        .bind(to_db(guild))
        .fetch_all(self.db())
        .await?;
        let mut by: BTreeMap<String, Tally> = BTreeMap::new();
        for (rules, kind, item, played, wins) in rows {
            let tally = by.entry(rules).or_default();
            let n = (played as u32, wins as u32);
            match kind.as_str() {
                "games" => tally.games = n.0,
                "clan" => {
                    tally.by_clan.insert(clan_of(&item)?, n);
                }
                "seat" => {
                    let seat = item
                        .parse()
                        .map_err(|_| StoreError::Database(format!("`{item}` is no seat")))?;
                    tally.by_seat.insert(Seat(seat), n);
                }
                other => return Err(StoreError::Database(format!("`{other}` is no tally"))),
            }
        }
        by.into_iter()
            .map(|(rules, tally)| Ok((rules_of(&rules)?, tally)))
            .collect()
    }

    /// The name each player of a server last joined a filed game under.
    pub async fn names(&self, guild: u64) -> Result<Vec<(u64, String)>, StoreError> {
        let rows: Vec<(i64, String)> =
            sqlx::query_as("SELECT user_id, name FROM known_names WHERE guild_id = $1")
                .bind(to_db(guild))
                .fetch_all(self.db())
                .await?;
        Ok(rows.into_iter().map(|(u, n)| (from_db(u), n)).collect())
    }
}

/// Makes the transaction file alone: on PostgreSQL, a lock of the filing held until it ends; on
/// SQLite nothing, the transaction holds the whole database's write lock already.
async fn lock_filing(backend: Backend, conn: &mut sqlx::AnyConnection) -> Result<(), StoreError> {
    if backend == Backend::Postgres {
        sqlx::query("SELECT pg_advisory_xact_lock($1, 0)")
            .bind(FILING)
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}

/// Ratings as stored: each written as Rust writes a float, the shortest text that reads back as
/// the same float (JSON's readers may not), separated by spaces.
fn recent_text(recent: &[f64]) -> String {
    recent
        .iter()
        .map(f64::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Ids as a list for `IN (…)` (integers: nothing to quote).
fn list(ids: impl Iterator<Item = GameId>) -> String {
    ids.map(|id| id.to_string()).collect::<Vec<_>>().join(", ")
}

/// The filed games matching `filter`, in `order`, at most `limit`, with their seats.
async fn read_games(
    conn: &mut sqlx::AnyConnection,
    filter: &str,
    order: &str,
    limit: Option<usize>,
) -> Result<Vec<FiledGame>, StoreError> {
    let limit = limit.map_or(String::new(), |n| format!(" LIMIT {n}"));
    let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
        "SELECT {RESULT_COLUMNS} FROM results WHERE {filter} ORDER BY {order}{limit}"
    )))
    .fetch_all(&mut *conn)
    .await?;
    let mut games = Vec::with_capacity(rows.len());
    let mut index = BTreeMap::new();
    for row in &rows {
        let game: GameId = row.try_get("game_id")?;
        index.insert(game, games.len());
        games.push(FiledGame {
            game,
            guild: row.try_get::<Option<i64>, _>("guild_id")?.map(from_db),
            thread: row.try_get::<Option<i64>, _>("thread_id")?.map(from_db),
            rules: rules_of(&row.try_get::<String, _>("rules")?)?,
            name: row.try_get("name")?,
            started: row.try_get("started")?,
            ended: row.try_get("ended")?,
            seats: Vec::new(),
        });
    }
    // The seats of the games read, in chunks of ids (well under both databases' limits).
    let ids: Vec<GameId> = games.iter().map(|g| g.game).collect();
    for chunk in ids.chunks(500) {
        let seats = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT game_id, seat, clan, user_id, level, played, score, place, name \
             FROM result_seats WHERE game_id IN ({}) ORDER BY game_id, seat",
            list(chunk.iter().copied())
        )))
        .fetch_all(&mut *conn)
        .await?;
        for row in &seats {
            let game: GameId = row.try_get("game_id")?;
            let level: Option<String> = row.try_get("level")?;
            let seat = FiledSeat {
                seat: Seat(row.try_get::<i64, _>("seat")? as u8),
                clan: clan_of(&row.try_get::<String, _>("clan")?)?,
                user: row.try_get::<Option<i64>, _>("user_id")?.map(from_db),
                level: level
                    .as_deref()
                    .map(|l| Level::parse(l).unwrap_or(Level::Medium)),
                played: row.try_get::<i64, _>("played")? != 0,
                score: row.try_get::<i64, _>("score")? as u32,
                rank: row.try_get::<i64, _>("place")? as u8,
                name: row.try_get("name")?,
            };
            if let Some(i) = index.get(&game) {
                games[*i].seats.push(seat);
            }
        }
    }
    Ok(games)
}

async fn read_standings(
    conn: &mut sqlx::AnyConnection,
    guild: u64,
    rules: &str,
) -> Result<Vec<StandingRow>, StoreError> {
    let rows: Vec<(String, f64, f64, i64, i64, String)> = sqlx::query_as(
        "SELECT rater, rating, uncertainty, games, wins, recent FROM standings \
         WHERE guild_id = $1 AND rules = $2 ORDER BY rater",
    )
    .bind(to_db(guild))
    .bind(rules)
    .fetch_all(&mut *conn)
    .await?;
    rows.into_iter()
        .map(|(rater, rating, uncertainty, games, wins, recent)| {
            Ok(StandingRow {
                rater,
                rating,
                uncertainty,
                games: games as u32,
                wins: wins as u32,
                recent: recent
                    .split_whitespace()
                    .map(str::parse)
                    .collect::<Result<_, _>>()
                    .map_err(|e| {
                        StoreError::Database(format!("a standing's recent ratings: {e}"))
                    })?,
            })
        })
        .collect()
}

async fn write_standings(
    conn: &mut sqlx::AnyConnection,
    guild: u64,
    rules: &str,
    rows: &[StandingRow],
) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM standings WHERE guild_id = $1 AND rules = $2")
        .bind(to_db(guild))
        .bind(rules)
        .execute(&mut *conn)
        .await?;
    for row in rows {
        sqlx::query(
            "INSERT INTO standings \
             (guild_id, rules, rater, rating, uncertainty, games, wins, recent) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        )
        .bind(to_db(guild))
        .bind(rules)
        .bind(&row.rater)
        .bind(row.rating)
        .bind(row.uncertainty)
        .bind(i64::from(row.games))
        .bind(i64::from(row.wins))
        .bind(recent_text(&row.recent))
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}
