//! The finished games as they are filed for the ratings, the statistics and `/game history`
//! (see [`super::Results`]): each game's row with its seats, its computer seats and the seats its
//! players played themselves, read in a few queries for a batch of games.
//!
//! Rooms: [`Games`] (see [`super::rooms`]).

use super::Games;
use super::games::{RECORD_COLUMNS, record};
use super::id::from_db;
use super::{ComputerSeat, GameId, GameRecord, StoreError};
use crate::engine::{Level, Seat};
use sqlx::Row as _;
use std::collections::BTreeMap;

/// A finished game and who sat where at its end.
#[derive(Debug, Clone, PartialEq)]
pub struct FinishedGame {
    /// Its row.
    pub record: GameRecord,
    /// When it was created, in Unix seconds.
    pub created: i64,
    /// When it ended (its row's last change), in Unix seconds.
    pub ended: i64,
    /// Each seated player's seat and user.
    pub seats: Vec<(Seat, u64)>,
    /// The name each seated player joined under.
    pub names: Vec<(Seat, String)>,
    /// The seats the computer played at the end.
    pub computers: Vec<ComputerSeat>,
    /// The seats the computer holds with no player that a player gave a command for themselves
    /// (not the computer, nor a deadline): seats whose player resigned.
    pub played: Vec<Seat>,
}

impl Games<'_> {
    /// The ids of the finished games (not those abandoned), in the order they ended.
    pub async fn finished_ids(&self) -> Result<Vec<GameId>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT id FROM games WHERE status = 'finished' ORDER BY updated_at, id",
        )
        .fetch_all(self.db())
        .await?)
    }

    /// The finished games among `only` (every one with `None`), in the order they ended.
    pub async fn finished_games(
        &self,
        only: Option<&[GameId]>,
    ) -> Result<Vec<FinishedGame>, StoreError> {
        // Every query reads the games asked for by their ids (integers: nothing to quote), or
        // every finished game's rows, one pass each.
        let filter = match only {
            Some([]) => return Ok(Vec::new()),
            Some(ids) => format!(
                "AND games.id IN ({})",
                ids.iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            None => String::new(),
        };
        let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT {RECORD_COLUMNS}, {} AS created_s, {} AS ended_s FROM games \
             WHERE status = 'finished' {filter} ORDER BY updated_at, id",
            self.backend.unix_seconds("created_at"),
            self.backend.unix_seconds("updated_at"),
        )))
        .fetch_all(self.db())
        .await?;
        let mut games = Vec::new();
        for row in &rows {
            let record = record(row)?;
            games.push(FinishedGame {
                created: row.try_get::<Option<i64>, _>("created_s")?.unwrap_or(0),
                ended: row.try_get::<Option<i64>, _>("ended_s")?.unwrap_or(0),
                record,
                seats: Vec::new(),
                names: Vec::new(),
                computers: Vec::new(),
                played: Vec::new(),
            });
        }
        let index: BTreeMap<GameId, usize> = games
            .iter()
            .enumerate()
            .map(|(i, g)| (g.record.id, i))
            .collect();
        let seats: Vec<(i64, i64, i64, String)> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "SELECT seats.game_id, seats.seat, seats.user_id, seats.name FROM seats \
             JOIN games ON games.id = seats.game_id WHERE games.status = 'finished' {filter} \
             ORDER BY seats.game_id, seats.seat"
        )))
        .fetch_all(self.db())
        .await?;
        for (game, seat, user, name) in seats {
            if let Some(i) = index.get(&game) {
                games[*i].seats.push((Seat(seat as u8), from_db(user)));
                games[*i].names.push((Seat(seat as u8), name));
            }
        }
        let computers: Vec<(i64, i64, String, Option<i64>, i64)> =
            sqlx::query_as(sqlx::AssertSqlSafe(format!(
                "SELECT computer_seats.game_id, seat, level, user_id, since FROM computer_seats \
                 JOIN games ON games.id = computer_seats.game_id \
                 WHERE games.status = 'finished' {filter} ORDER BY computer_seats.game_id, seat"
            )))
            .fetch_all(self.db())
            .await?;
        for (game, seat, level, user, since) in computers {
            if let Some(i) = index.get(&game) {
                games[*i].computers.push(ComputerSeat {
                    seat: Seat(seat as u8),
                    level: Level::parse(&level).unwrap_or(Level::Medium),
                    handed_by: user.map(from_db),
                    since,
                });
            }
        }
        // Only a seat the computer holds with no player can have been played by a player (who
        // resigned): the commands of the other seats are not read.
        let played: Vec<(i64, i64)> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "SELECT DISTINCT commands.game_id, commands.seat FROM computer_seats \
             JOIN games ON games.id = computer_seats.game_id \
             JOIN commands ON commands.game_id = computer_seats.game_id \
             AND commands.seat = computer_seats.seat \
             WHERE games.status = 'finished' AND computer_seats.user_id IS NULL \
             AND commands.origin = 'player' {filter} \
             ORDER BY commands.game_id, commands.seat"
        )))
        .fetch_all(self.db())
        .await?;
        for (game, seat) in played {
            if let Some(i) = index.get(&game) {
                games[*i].played.push(Seat(seat as u8));
            }
        }
        Ok(games)
    }
}
