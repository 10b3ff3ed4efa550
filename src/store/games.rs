//! Games, seats and the command log.
//!
//! Rooms: [`Games`], [`Seats`], [`Logs`] (see [`super::rooms`]).

use super::awaited::{Awaited, Awaiting};
use super::id::{from_db, to_db};
use super::{GameId, StoreError};
use super::{Games, Logs, Seats};
use crate::engine::{AnyCommand, AnyGame, GameConfig, Outcome, RuleSet, Seat};
use crate::vocabulary::Vocabulary as _;
use serde::{Deserialize, Serialize};
use sqlx::Row;
use sqlx::any::AnyRow;
use std::fmt;

/// Where a stored game is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameStatus {
    /// Created, waiting for players to join.
    Lobby,
    /// Being played.
    Active,
    /// Played to the end.
    Finished,
    /// Stopped by its host or an admin.
    Abandoned,
}

impl GameStatus {
    /// The text stored in the database.
    pub fn as_str(self) -> &'static str {
        match self {
            GameStatus::Lobby => "lobby",
            GameStatus::Active => "active",
            GameStatus::Finished => "finished",
            GameStatus::Abandoned => "abandoned",
        }
    }

    fn parse(text: &str) -> Option<GameStatus> {
        [
            GameStatus::Lobby,
            GameStatus::Active,
            GameStatus::Finished,
            GameStatus::Abandoned,
        ]
        .into_iter()
        .find(|s| s.as_str() == text)
    }
}

impl fmt::Display for GameStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GameStatus::Lobby => "waiting for players",
            GameStatus::Active => "in progress",
            GameStatus::Finished => "finished",
            GameStatus::Abandoned => "abandoned",
        })
    }
}

/// What is needed to create a stored game.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct NewGame {
    /// The engine configuration (players, seed, options).
    pub config: Option<GameConfig>,
    /// Display name.
    pub name: String,
    /// Initial status (`Active` for simulations, `Lobby` for Discord games).
    pub status: Option<GameStatus>,
    /// Discord server.
    pub guild_id: Option<u64>,
    /// Discord channel the game was created in.
    pub channel_id: Option<u64>,
    /// Discord thread the game lives in.
    pub thread_id: Option<u64>,
    /// The user who created it.
    pub host_id: Option<u64>,
    /// Game settings stored with it, in the same transaction.
    pub settings: Vec<(String, String)>,
}

/// A stored game's row, without replaying it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRecord {
    /// Id.
    pub id: GameId,
    /// Engine configuration.
    pub config: GameConfig,
    /// Version of its rule set's code it was created with (see `RuleSet::version`).
    pub rules_version: u32,
    /// Status.
    pub status: GameStatus,
    /// Display name.
    pub name: String,
    /// Discord server.
    pub guild_id: Option<u64>,
    /// Discord channel.
    pub channel_id: Option<u64>,
    /// Discord thread.
    pub thread_id: Option<u64>,
    /// Host user.
    pub host_id: Option<u64>,
    /// Commands in the log (the seq of the next one).
    pub next_seq: u64,
    /// How many commands the players have been told about (`None`: not even the start).
    pub announced: Option<u64>,
    /// Result, once finished.
    pub outcome: Option<Outcome>,
    /// Creation time (UTC, ISO-8601).
    pub created_at: String,
    /// Last change (UTC, ISO-8601).
    pub updated_at: String,
}

/// What an append wrote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Appended {
    /// The new length of the log.
    pub next_seq: u64,
    /// The seats the game now waits on, with their decision and since when.
    pub awaited: Vec<Awaited>,
}

/// Who gave a command of the log.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Origin {
    /// The seat's player (or a test, a simulation).
    Player,
    /// The computer playing the seat: a computer clan, or a player's seat handed over.
    Computer,
    /// The computer answering for a player whose time to decide ran out.
    Deadline,
    /// The bot answering for the player by their standing order.
    Order,
    /// The bot answering the seat's only legal command, which everybody can tell.
    Forced,
}

impl Origin {
    /// The text stored in the database.
    pub fn as_str(self) -> &'static str {
        match self {
            Origin::Player => "player",
            Origin::Computer => "computer",
            Origin::Deadline => "deadline",
            Origin::Order => "order",
            Origin::Forced => "forced",
        }
    }
}

/// A row to append to a game's log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogRow {
    /// The seat that gives it.
    pub seat: Seat,
    /// The command given, or for an undo the command taken back.
    pub command: AnyCommand,
    /// For an undo: the position of the command it takes back.
    pub undoes: Option<u64>,
    /// Who gives it.
    pub origin: Origin,
}

impl LogRow {
    /// A command of `seat` given by `origin`.
    pub fn new(seat: Seat, command: AnyCommand, origin: Origin) -> LogRow {
        LogRow {
            seat,
            command,
            undoes: None,
            origin,
        }
    }
}

/// One row of a game's log: a command, or the undo of the command at seq `undoes`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Logged {
    /// Its position in the log.
    pub seq: u64,
    /// The seat that gave it.
    pub seat: Seat,
    /// The command given, or for an undo the command taken back.
    pub command: AnyCommand,
    /// For an undo: the position of the command it takes back.
    pub undoes: Option<u64>,
    /// Who gave it.
    pub origin: Origin,
}

/// The commands of `entries` (a whole log, from seq 0) still in effect once every undo is
/// honoured, in order: an undo takes back the last command in effect, which must be the one it
/// names. `Err` gives the seq of an undo that names another.
pub fn in_effect(entries: &[Logged]) -> Result<Vec<&Logged>, u64> {
    let mut stack: Vec<&Logged> = Vec::with_capacity(entries.len());
    for entry in entries {
        match entry.undoes {
            None => stack.push(entry),
            Some(target) => match stack.last() {
                Some(last) if last.seq == target => {
                    stack.pop();
                }
                _ => return Err(entry.seq),
            },
        }
    }
    Ok(stack)
}

/// A stored game replayed into the engine.
#[derive(Debug, Clone)]
pub struct LoadedGame {
    /// Its row.
    pub record: GameRecord,
    /// The game, replayed from the log.
    pub game: AnyGame,
    /// The log, every row (undos included: its length is the game's `next_seq`).
    pub log: Vec<Logged>,
}

pub(super) const RECORD_COLUMNS: &str = "id, config, rules_version, status, name, guild_id, channel_id, thread_id, \
     host_id, next_seq, announced, outcome, created_at, updated_at";

pub(super) fn record(row: &AnyRow) -> Result<GameRecord, StoreError> {
    let id: GameId = row.try_get("id")?;
    let corrupt = |reason: String| StoreError::Corrupt {
        game: id,
        seq: 0,
        reason,
    };
    let config: String = row.try_get("config")?;
    let mut config: GameConfig =
        serde_json::from_str(&config).map_err(|e| corrupt(format!("bad config: {e}")))?;
    let rules_version = u32::try_from(row.try_get::<i64, _>("rules_version")?)
        .map_err(|_| corrupt("bad rules version".into()))?;
    config.rules_version = Some(rules_version);
    let status: String = row.try_get("status")?;
    let status =
        GameStatus::parse(&status).ok_or_else(|| corrupt(format!("bad status `{status}`")))?;
    let outcome: Option<String> = row.try_get("outcome")?;
    let outcome = outcome
        .map(|o| serde_json::from_str(&o))
        .transpose()
        .map_err(|e| corrupt(format!("bad outcome: {e}")))?;
    let opt = |name: &str| -> Result<Option<u64>, StoreError> {
        Ok(row.try_get::<Option<i64>, _>(name)?.map(from_db))
    };
    Ok(GameRecord {
        id,
        config,
        rules_version,
        status,
        name: row.try_get("name")?,
        guild_id: opt("guild_id")?,
        channel_id: opt("channel_id")?,
        thread_id: opt("thread_id")?,
        host_id: opt("host_id")?,
        next_seq: row.try_get::<i64, _>("next_seq")? as u64,
        announced: row
            .try_get::<Option<i64>, _>("announced")?
            .map(|a| a as u64),
        outcome,
        created_at: row.try_get("created_at")?,
        updated_at: row.try_get("updated_at")?,
    })
}

/// Replaces the seats of a game inside a transaction (at start: the final seat order), each
/// player keeping the name they joined under.
async fn deal(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    game: GameId,
    seats: &[(Seat, u64)],
) -> Result<(), StoreError> {
    let names: Vec<(i64, String)> =
        sqlx::query_as("SELECT user_id, name FROM seats WHERE game_id = $1")
            .bind(game)
            .fetch_all(&mut **tx)
            .await?;
    sqlx::query("DELETE FROM seats WHERE game_id = $1")
        .bind(game)
        .execute(&mut **tx)
        .await?;
    for (seat, user) in seats {
        let name = names
            .iter()
            .find(|(u, _)| *u == to_db(*user))
            .map(|(_, n)| n.clone())
            .unwrap_or_default();
        sqlx::query("INSERT INTO seats (game_id, seat, user_id, name) VALUES ($1, $2, $3, $4)")
            .bind(game)
            .bind(i64::from(seat.0))
            .bind(to_db(*user))
            .bind(name)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

impl Games<'_> {
    /// Creates a game; returns its id.
    pub async fn create_game(&self, new: &NewGame) -> Result<GameId, StoreError> {
        let config = new
            .config
            .as_ref()
            .expect("a new game needs a configuration");
        let rules_version = config.version();
        let config = serde_json::to_string(config).expect("configurations serialise");
        let status = new.status.unwrap_or(GameStatus::Lobby);
        let mut tx = self.write(None).await?;
        let id: GameId = sqlx::query_scalar(
            "INSERT INTO games (config, rules_version, status, name, guild_id, channel_id, thread_id, host_id) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
        )
        .bind(config)
        .bind(i64::from(rules_version))
        .bind(status.as_str())
        .bind(&new.name)
        .bind(new.guild_id.map(to_db))
        .bind(new.channel_id.map(to_db))
        .bind(new.thread_id.map(to_db))
        .bind(new.host_id.map(to_db))
        .fetch_one(&mut *tx)
        .await?;
        for (key, value) in &new.settings {
            sqlx::query("INSERT INTO game_settings (game_id, key, value) VALUES ($1, $2, $3)")
                .bind(id)
                .bind(key)
                .bind(value)
                .execute(&mut *tx)
                .await?;
        }
        self.commit(tx).await?;
        Ok(id)
    }

    /// A game's row, without replaying it.
    pub async fn record(&self, game: GameId) -> Result<GameRecord, StoreError> {
        let row = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT {RECORD_COLUMNS} FROM games WHERE id = $1"
        )))
        .bind(game)
        .fetch_optional(self.db())
        .await?
        .ok_or(StoreError::NoSuchGame { game })?;
        record(&row)
    }

    /// Rows of the games in a status, oldest first.
    pub async fn records_with_status(
        &self,
        status: GameStatus,
    ) -> Result<Vec<GameRecord>, StoreError> {
        let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT {RECORD_COLUMNS} FROM games WHERE status = $1 ORDER BY id"
        )))
        .bind(status.as_str())
        .fetch_all(self.db())
        .await?;
        rows.iter().map(record).collect()
    }

    /// Games in play or finished, with a thread, whose players have not been told about the
    /// last move yet (or about the start).
    pub async fn behind(&self) -> Result<Vec<GameId>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT id FROM games WHERE status IN ('active', 'finished') AND thread_id IS NOT NULL \
             AND (announced IS NULL OR announced < next_seq) ORDER BY id",
        )
        .fetch_all(self.db())
        .await?)
    }

    /// Records that the players have been told about the first `seq` commands (it never goes
    /// back: a late announcer cannot undo a newer one's progress).
    pub async fn set_announced(&self, game: GameId, seq: u64) -> Result<(), StoreError> {
        sqlx::query("UPDATE games SET announced = $1 WHERE id = $2 AND (announced IS NULL OR announced < $1)")
            .bind(seq as i64)
            .bind(game)
            .execute(self.db())
            .await?;
        Ok(())
    }

    /// When a game last changed (its last move, or its creation), in Unix seconds.
    pub async fn last_move_at(&self, game: GameId) -> Result<i64, StoreError> {
        sqlx::query_scalar::<_, Option<i64>>(sqlx::AssertSqlSafe(format!(
            "SELECT {} FROM games WHERE id = $1",
            self.backend.unix_seconds("updated_at")
        )))
        .bind(game)
        .fetch_optional(self.db())
        .await?
        .ok_or(StoreError::NoSuchGame { game })
        .map(|t| t.unwrap_or(0))
    }

    /// Every game's id, oldest first.
    pub async fn game_ids(&self) -> Result<Vec<GameId>, StoreError> {
        Ok(sqlx::query_scalar("SELECT id FROM games ORDER BY id")
            .fetch_all(self.db())
            .await?)
    }

    /// The game living in a Discord thread, if any.
    pub async fn game_in_thread(&self, thread: u64) -> Result<Option<GameRecord>, StoreError> {
        let row = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT {RECORD_COLUMNS} FROM games WHERE thread_id = $1 ORDER BY id DESC LIMIT 1"
        )))
        .bind(to_db(thread))
        .fetch_optional(self.db())
        .await?;
        row.as_ref().map(record).transpose()
    }

    /// The log position of `seat`'s latest command of its own (not an undo), if any.
    pub async fn last_command_of(
        &self,
        game: GameId,
        seat: Seat,
    ) -> Result<Option<u64>, StoreError> {
        let seq: Option<i64> = sqlx::query_scalar(
            "SELECT MAX(seq) FROM commands WHERE game_id = $1 AND seat = $2 AND undoes IS NULL",
        )
        .bind(game)
        .bind(i64::from(seat.0))
        .fetch_one(self.db())
        .await?;
        Ok(seq.map(|s| s as u64))
    }

    /// Games a user has a seat in, with the seat, newest first.
    pub async fn games_of_user(&self, user: u64) -> Result<Vec<(GameRecord, Seat)>, StoreError> {
        Ok(self
            .games_awaiting_user(user)
            .await?
            .into_iter()
            .map(|(record, seat, _)| (record, seat))
            .collect())
    }

    /// Games a user has a seat in, with the seat and, where the game waits on that seat, for what
    /// and since when; newest first. One query: no game is loaded.
    pub async fn games_awaiting_user(
        &self,
        user: u64,
    ) -> Result<Vec<(GameRecord, Seat, Option<Awaited>)>, StoreError> {
        let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT {}, seats.seat AS seat, awaited.decision AS decision, awaited.since AS since \
             FROM games JOIN seats ON seats.game_id = games.id \
             LEFT JOIN awaited ON awaited.game_id = games.id AND awaited.seat = seats.seat \
             WHERE seats.user_id = $1 ORDER BY games.id DESC",
            RECORD_COLUMNS
                .split(", ")
                .map(|c| format!("games.{c} AS {c}"))
                .collect::<Vec<_>>()
                .join(", ")
        )))
        .bind(to_db(user))
        .fetch_all(self.db())
        .await?;
        rows.iter()
            .map(|r| {
                let seat = Seat(r.try_get::<i64, _>("seat")? as u8);
                let decision: Option<String> = r.try_get("decision")?;
                let since: Option<i64> = r.try_get("since")?;
                let awaited = decision.zip(since).map(|(decision, since)| Awaited {
                    seat,
                    decision,
                    since,
                });
                Ok((record(r)?, seat, awaited))
            })
            .collect()
    }

    /// Changes a game's status (and stores its outcome when it finishes).
    pub async fn set_status(
        &self,
        game: GameId,
        status: GameStatus,
        outcome: Option<&Outcome>,
    ) -> Result<(), StoreError> {
        let outcome = outcome.map(|o| serde_json::to_string(o).expect("outcomes serialise"));
        let done = sqlx::query(sqlx::AssertSqlSafe(format!(
            "UPDATE games SET status = $1, outcome = COALESCE($2, outcome), updated_at = {} \
             WHERE id = $3",
            self.backend.now_text()
        )))
        .bind(status.as_str())
        .bind(outcome)
        .bind(game)
        .execute(self.db())
        .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NoSuchGame { game });
        }
        Ok(())
    }

    /// Sets the Discord thread a game lives in.
    pub async fn set_thread(&self, game: GameId, thread: u64) -> Result<(), StoreError> {
        sqlx::query("UPDATE games SET thread_id = $1 WHERE id = $2")
            .bind(to_db(thread))
            .bind(game)
            .execute(self.db())
            .await?;
        Ok(())
    }

    /// Replaces a game's configuration (only before its first command: players, clans, seed); a
    /// game that has not started plays by this build's rules, whenever its lobby opened.
    pub async fn set_config(&self, game: GameId, config: &GameConfig) -> Result<(), StoreError> {
        let json = serde_json::to_string(config).expect("configurations serialise");
        let done = sqlx::query(
            "UPDATE games SET config = $1, rules_version = $2 WHERE id = $3 AND next_seq = 0",
        )
        .bind(json)
        .bind(i64::from(config.rules.version()))
        .bind(game)
        .execute(self.db())
        .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NoSuchGame { game });
        }
        Ok(())
    }

    /// Starts a lobby, all at once or not at all: its final configuration, the seats in their
    /// final order (each player keeping the name they joined under), the computer clans' seats
    /// (from `now`), the status active and who the game first waits on. `NotActive` if the game
    /// is no lobby any more.
    pub async fn start_game(
        &self,
        game: GameId,
        config: &GameConfig,
        seats: &[(Seat, u64)],
        computers: &[(Seat, crate::engine::Level)],
        awaiting: &Awaiting<'_>,
    ) -> Result<Vec<Awaited>, StoreError> {
        let mut tx = self.write(Some(game)).await?;
        let json = serde_json::to_string(config).expect("configurations serialise");
        let done = sqlx::query(sqlx::AssertSqlSafe(format!(
            "UPDATE games SET config = $1, rules_version = $2, status = $3, updated_at = {} \
             WHERE id = $4 AND next_seq = 0 AND status = $5",
            self.backend.now_text()
        )))
        .bind(json)
        .bind(i64::from(config.rules.version()))
        .bind(GameStatus::Active.as_str())
        .bind(game)
        .bind(GameStatus::Lobby.as_str())
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() == 0 {
            let status: Option<String> =
                sqlx::query_scalar("SELECT status FROM games WHERE id = $1")
                    .bind(game)
                    .fetch_optional(&mut *tx)
                    .await?;
            return Err(match status.as_deref().and_then(GameStatus::parse) {
                Some(status) => StoreError::NotActive { game, status },
                None => StoreError::NoSuchGame { game },
            });
        }
        deal(&mut tx, game, seats).await?;
        for (seat, level) in computers {
            sqlx::query(
                "INSERT INTO computer_seats (game_id, seat, level, user_id, since) \
                 VALUES ($1, $2, $3, NULL, $4)",
            )
            .bind(game)
            .bind(i64::from(seat.0))
            .bind(level.slug())
            .bind(awaiting.now)
            .execute(&mut *tx)
            .await?;
        }
        let rows = super::awaited::rewrite(&mut tx, game, awaiting).await?;
        self.commit(tx).await?;
        Ok(rows)
    }
}

impl Seats<'_> {
    /// Seats a user (with the name shown on the board) at the next free seat of a game of `players`;
    /// the uniqueness of users and seats is enforced by the database.
    pub async fn join(
        &self,
        game: GameId,
        user: u64,
        name: &str,
        players: u8,
    ) -> Result<Seat, StoreError> {
        let mut tx = self.write(Some(game)).await?;
        let taken: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM seats WHERE game_id = $1")
            .bind(game)
            .fetch_one(&mut *tx)
            .await?;
        if taken >= i64::from(players) {
            return Err(StoreError::GameFull { game, players });
        }
        let inserted =
            sqlx::query("INSERT INTO seats (game_id, seat, user_id, name) VALUES ($1, $2, $3, $4)")
                .bind(game)
                .bind(taken)
                .bind(to_db(user))
                .bind(name)
                .execute(&mut *tx)
                .await;
        match inserted {
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
                return Err(StoreError::AlreadyJoined { game });
            }
            Err(sqlx::Error::Database(e)) if e.is_foreign_key_violation() => {
                return Err(StoreError::NoSuchGame { game });
            }
            other => {
                other?;
            }
        }
        self.commit(tx).await?;
        Ok(Seat(taken as u8))
    }

    /// Removes a user from a game's lobby; the later seats move up.
    pub async fn leave(&self, game: GameId, user: u64) -> Result<bool, StoreError> {
        let mut tx = self.write(Some(game)).await?;
        let seat: Option<i64> =
            sqlx::query_scalar("SELECT seat FROM seats WHERE game_id = $1 AND user_id = $2")
                .bind(game)
                .bind(to_db(user))
                .fetch_optional(&mut *tx)
                .await?;
        let Some(seat) = seat else { return Ok(false) };
        sqlx::query("DELETE FROM seats WHERE game_id = $1 AND seat = $2")
            .bind(game)
            .bind(seat)
            .execute(&mut *tx)
            .await?;
        let later: Vec<i64> = sqlx::query_scalar(
            "SELECT seat FROM seats WHERE game_id = $1 AND seat > $2 ORDER BY seat",
        )
        .bind(game)
        .bind(seat)
        .fetch_all(&mut *tx)
        .await?;
        for s in later {
            sqlx::query("UPDATE seats SET seat = $1 WHERE game_id = $2 AND seat = $3")
                .bind(s - 1)
                .bind(game)
                .bind(s)
                .execute(&mut *tx)
                .await?;
        }
        self.commit(tx).await?;
        Ok(true)
    }

    /// Replaces the seating of a game (at start: the final seat order), keeping each user's name.
    pub async fn set_seats(&self, game: GameId, seats: &[(Seat, u64)]) -> Result<(), StoreError> {
        let mut tx = self.write(Some(game)).await?;
        deal(&mut tx, game, seats).await?;
        self.commit(tx).await?;
        Ok(())
    }

    /// Gives a started game's seat to another user, shown as `name` (a replacement): the seat,
    /// its clan and its cards stay. `AlreadyJoined` if the user holds a seat of the game already.
    pub async fn replace_seat(
        &self,
        game: GameId,
        seat: Seat,
        user: u64,
        name: &str,
    ) -> Result<(), StoreError> {
        let done = sqlx::query(
            "UPDATE seats SET user_id = $1, name = $2 WHERE game_id = $3 AND seat = $4",
        )
        .bind(to_db(user))
        .bind(name)
        .bind(game)
        .bind(i64::from(seat.0))
        .execute(self.db())
        .await;
        match done {
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
                Err(StoreError::AlreadyJoined { game })
            }
            other => {
                other?;
                Ok(())
            }
        }
    }

    /// Takes a started game's seat from its player (a resignation): the seat keeps its clan and
    /// cards, and has no player any more.
    pub async fn vacate_seat(&self, game: GameId, seat: Seat) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM seats WHERE game_id = $1 AND seat = $2")
            .bind(game)
            .bind(i64::from(seat.0))
            .execute(self.db())
            .await?;
        Ok(())
    }

    /// The display names of a game's seats, in seat order.
    pub async fn seat_names(&self, game: GameId) -> Result<Vec<(Seat, String)>, StoreError> {
        let rows: Vec<(i64, String)> =
            sqlx::query_as("SELECT seat, name FROM seats WHERE game_id = $1 ORDER BY seat")
                .bind(game)
                .fetch_all(self.db())
                .await?;
        Ok(rows.into_iter().map(|(s, n)| (Seat(s as u8), n)).collect())
    }

    /// A game's seats and their users, in seat order.
    pub async fn seat_users(&self, game: GameId) -> Result<Vec<(Seat, u64)>, StoreError> {
        let rows: Vec<(i64, i64)> =
            sqlx::query_as("SELECT seat, user_id FROM seats WHERE game_id = $1 ORDER BY seat")
                .bind(game)
                .fetch_all(self.db())
                .await?;
        Ok(rows
            .into_iter()
            .map(|(s, u)| (Seat(s as u8), from_db(u)))
            .collect())
    }
}

impl Logs<'_> {
    /// Appends commands to a game's log in one write transaction, if the log is at
    /// `expected` (else `StaleSeq`, and nothing is written). With `outcome`, the game is marked
    /// finished in the same transaction. Returns the new length of the log.
    pub async fn append(
        &self,
        game: GameId,
        expected: u64,
        commands: &[(Seat, AnyCommand)],
        outcome: Option<&Outcome>,
    ) -> Result<u64, StoreError> {
        Ok(self
            .append_awaiting(game, expected, commands, outcome, None)
            .await?
            .next_seq)
    }

    /// [`Logs::append`], and in the same transaction, who the game now waits on: the awaited
    /// rows are rewritten, and each seat's `since` starts again where `awaiting` says so.
    pub async fn append_awaiting(
        &self,
        game: GameId,
        expected: u64,
        commands: &[(Seat, AnyCommand)],
        outcome: Option<&Outcome>,
        awaiting: Option<&Awaiting<'_>>,
    ) -> Result<Appended, StoreError> {
        let rows: Vec<LogRow> = commands
            .iter()
            .map(|(seat, command)| LogRow::new(*seat, command.clone(), Origin::Player))
            .collect();
        self.append_rows(game, expected, &rows, outcome, awaiting)
            .await
    }

    /// Appends `rows` (commands, and undos of earlier commands) and who the game now waits on,
    /// in one transaction.
    pub async fn append_rows(
        &self,
        game: GameId,
        expected: u64,
        rows: &[LogRow],
        outcome: Option<&Outcome>,
        awaiting: Option<&Awaiting<'_>>,
    ) -> Result<Appended, StoreError> {
        self.append_owing(game, expected, rows, (outcome, awaiting), None)
            .await
    }

    /// [`Logs::append_rows`], and in the same transaction the answer owed to the player who
    /// made the move, if one is ([`Reply`](super::Reply): its `seq` is the log's length after the rows).
    pub async fn append_owing(
        &self,
        game: GameId,
        expected: u64,
        rows: &[LogRow],
        (outcome, awaiting): (Option<&Outcome>, Option<&Awaiting<'_>>),
        reply: Option<&super::Reply>,
    ) -> Result<Appended, StoreError> {
        let started = std::time::Instant::now();
        let appended = self
            .append_rows_now(game, expected, rows, (outcome, awaiting), reply)
            .await;
        if appended.is_ok() {
            crate::metrics::observe(
                &crate::metrics::metrics().store_append_seconds,
                started.elapsed(),
            );
        }
        appended
    }
}

impl Logs<'_> {
    async fn append_rows_now(
        &self,
        game: GameId,
        expected: u64,
        rows: &[LogRow],
        (outcome, awaiting): (Option<&Outcome>, Option<&Awaiting<'_>>),
        reply: Option<&super::Reply>,
    ) -> Result<Appended, StoreError> {
        let mut tx = self.write(Some(game)).await?;
        let row: Option<(i64, String)> =
            sqlx::query_as("SELECT next_seq, status FROM games WHERE id = $1")
                .bind(game)
                .fetch_optional(&mut *tx)
                .await?;
        let Some((actual, status)) = row else {
            return Err(StoreError::NoSuchGame { game });
        };
        let status = GameStatus::parse(&status).unwrap_or(GameStatus::Abandoned);
        if status != GameStatus::Active {
            return Err(StoreError::NotActive { game, status });
        }
        let actual = actual as u64;
        if actual != expected {
            return Err(StoreError::StaleSeq {
                game,
                expected,
                actual,
            });
        }
        for (i, row) in rows.iter().enumerate() {
            sqlx::query(
                "INSERT INTO commands (game_id, seq, seat, payload, undoes, origin) \
                 VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .bind(game)
            .bind((expected + i as u64) as i64)
            .bind(i64::from(row.seat.0))
            .bind(row.command.to_json())
            .bind(row.undoes.map(|u| u as i64))
            .bind(row.origin.as_str())
            .execute(&mut *tx)
            .await?;
        }
        let next = expected + rows.len() as u64;
        let outcome = outcome.map(|o| serde_json::to_string(o).expect("outcomes serialise"));
        sqlx::query(sqlx::AssertSqlSafe(format!(
            "UPDATE games SET next_seq = $1, updated_at = {}, \
             status = CASE WHEN $2 IS NULL THEN status ELSE 'finished' END, outcome = COALESCE($3, outcome) \
             WHERE id = $4",
            self.backend.now_text()
        )))
        .bind(next as i64)
        .bind(outcome.as_deref())
        .bind(outcome.as_deref())
        .bind(game)
        .execute(&mut *tx)
        .await?;
        let awaited = match awaiting {
            Some(a) => super::awaited::rewrite(&mut tx, game, a).await?,
            None => Vec::new(),
        };
        if let Some(reply) = reply {
            super::replies::owe(&mut tx, reply).await?;
        }
        if let Err(e) = self.commit(tx).await {
            // A commit whose answer was lost with its connection may have landed: the log is
            // read back on another connection to say which, so that a stored move is never
            // reported as not stored (nor the other way round).
            if !matches!(e, StoreError::Unavailable(_)) {
                return Err(e);
            }
            return match self.landed(game, expected, &rows[0]).await {
                Ok(true) => {
                    tracing::info!(
                        game,
                        seq = expected,
                        "a commit's answer was lost, and the log read back holds it: stored"
                    );
                    Ok(Appended {
                        next_seq: next,
                        awaited,
                    })
                }
                Ok(false) => Err(e),
                Err(unread) => Err(StoreError::InDoubt(format!(
                    "{e}; the log could not be read back: {unread}"
                ))),
            };
        }
        Ok(Appended {
            next_seq: next,
            awaited,
        })
    }

    /// Whether the log of `game` holds `row` at `seq` (read on a connection of the pool).
    async fn landed(&self, game: GameId, seq: u64, row: &LogRow) -> Result<bool, StoreError> {
        let stored: Option<(i64, String, String)> = sqlx::query_as(
            "SELECT seat, payload, origin FROM commands WHERE game_id = $1 AND seq = $2",
        )
        .bind(game)
        .bind(seq as i64)
        .fetch_optional(self.db())
        .await?;
        Ok(stored.is_some_and(|(seat, payload, origin)| {
            seat == i64::from(row.seat.0)
                && payload == row.command.to_json()
                && origin == row.origin.as_str()
        }))
    }
}

impl Logs<'_> {
    /// A game's commands in effect (every undo honoured), parsed, in order.
    pub async fn log(&self, game: GameId) -> Result<Vec<(Seat, AnyCommand)>, StoreError> {
        let rules = self.games().record(game).await?.config.rules;
        let entries = self.entries_from(game, rules, 0).await?;
        let effect = in_effect(&entries).map_err(|seq| undo_mismatch(game, seq))?;
        Ok(effect
            .into_iter()
            .map(|e| (e.seat, e.command.clone()))
            .collect())
    }

    /// The rows of a game's log from `from` on, parsed (the game is of rule set `rules`).
    pub async fn entries_from(
        &self,
        game: GameId,
        rules: RuleSet,
        from: u64,
    ) -> Result<Vec<Logged>, StoreError> {
        let rows: Vec<(i64, i64, String, Option<i64>, String)> = sqlx::query_as(
            "SELECT seq, seat, payload, undoes, origin FROM commands \
             WHERE game_id = $1 AND seq >= $2 ORDER BY seq",
        )
        .bind(game)
        .bind(from as i64)
        .fetch_all(self.db())
        .await?;
        let mut log = Vec::with_capacity(rows.len());
        for (i, (seq, seat, payload, undoes, origin)) in rows.into_iter().enumerate() {
            let corrupt = |reason: String| StoreError::Corrupt {
                game,
                seq: seq as u64,
                reason,
            };
            if seq != (from + i as u64) as i64 {
                return Err(StoreError::Corrupt {
                    game,
                    seq: from + i as u64,
                    reason: "the command is missing from the log".into(),
                });
            }
            let seat = u8::try_from(seat).map_err(|_| corrupt(format!("bad seat {seat}")))?;
            let command =
                AnyCommand::from_json(rules, &payload).map_err(|e| corrupt(e.to_string()))?;
            let undoes = match undoes {
                Some(u) if u < 0 || u >= seq => {
                    return Err(corrupt(format!("an undo of a later command ({u})")));
                }
                u => u.map(|u| u as u64),
            };
            let origin = match origin.as_str() {
                "computer" => Origin::Computer,
                "deadline" => Origin::Deadline,
                "order" => Origin::Order,
                "forced" => Origin::Forced,
                _ => Origin::Player,
            };
            log.push(Logged {
                seq: seq as u64,
                seat: Seat(seat),
                command,
                undoes,
                origin,
            });
        }
        Ok(log)
    }

    /// Loads a game: its row and log, replayed through the engine. A log that no longer replays
    /// names the game and the first bad command; other games are unaffected. A game made by a
    /// version of the rules this build does not know is refused with a clear error.
    pub async fn load(&self, game: GameId) -> Result<LoadedGame, StoreError> {
        let record = self.games().record(game).await?;
        record
            .config
            .rules
            .check_version(record.rules_version)
            .map_err(|error| StoreError::RulesVersion { game, error })?;
        let mut log = self.entries_from(game, record.config.rules, 0).await?;
        // A move stored between the two reads (the log is append-only, and a move's commands and
        // its `next_seq` are written together) belongs to a later state: load the game as the
        // record has it.
        if log.len() as u64 > record.next_seq {
            log.truncate(record.next_seq as usize);
        }
        if log.len() as u64 != record.next_seq {
            return Err(StoreError::Corrupt {
                game,
                seq: log.len() as u64,
                reason: format!(
                    "the log holds {} commands but the game expects {}",
                    log.len(),
                    record.next_seq
                ),
            });
        }
        let mut engine = AnyGame::new(&record.config).map_err(|e| StoreError::Corrupt {
            game,
            seq: 0,
            reason: format!("bad config: {e}"),
        })?;
        for entry in in_effect(&log).map_err(|seq| undo_mismatch(game, seq))? {
            engine
                .advance(entry.seat, &entry.command)
                .map_err(|error| StoreError::Replay {
                    game,
                    seq: entry.seq,
                    error,
                })?;
        }
        Ok(LoadedGame {
            record,
            game: engine,
            log,
        })
    }
}

/// The error of an undo that does not take back the last command in effect.
pub fn undo_mismatch(game: GameId, seq: u64) -> StoreError {
    StoreError::Corrupt {
        game,
        seq,
        reason: "an undo of a command that is not the last one in effect".into(),
    }
}
