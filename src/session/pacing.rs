//! A game's pace as the session keeps it: pausing and resuming its clocks, how long each awaited
//! player has left, the reminders each wait has had, and the deadlines each seat has missed in a
//! row.
//!
//! Rooms: [`Clocks`] (see [`super::rooms`]).

use super::Clocks;
use super::notices::Notice;
use super::settings::{GameSetting, Pace, Reminded};
use super::time::{counted, local_date};
use crate::engine::Seat;
use crate::store::{Awaited, GameId, StoreError};

/// How long an awaited player has left (see [`Clocks::time_left`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TimeLeft {
    /// The seat awaited.
    pub seat: Seat,
    /// Seconds left, not counting the player's time away (0 or less: out of time).
    pub left: i64,
    /// If the player is away now, the day their absence ends, in their time zone
    /// (`2026-12-24`): their clock is stopped.
    pub away_until: Option<String>,
}

/// When the reminders of a wait of `seconds` are due, counted from its start: at half the time,
/// and shortly before the deadline (a 24th of the time before it, at least half an hour).
pub fn reminder_times(seconds: i64) -> [i64; 2] {
    [seconds / 2, seconds - (seconds / 24).max(1800)]
}

impl Clocks<'_> {
    /// Every seat a player is awaited at in a running (not paused) game with a pace: the game,
    /// the awaited row, the pace's seconds and the seat's player (none for a seat without one).
    pub async fn clocks_running(
        &self,
    ) -> Result<Vec<(GameId, Awaited, i64, Option<u64>)>, StoreError> {
        Ok(self
            .store
            .clocks()
            .awaited_players_with_setting("pace", "paused")
            .await?
            .into_iter()
            .filter_map(|(game, awaited, pace, user)| {
                Some((game, awaited, Pace::parse(Some(&pace)).seconds()?, user))
            })
            .collect())
    }

    /// How long each awaited player of `game` has left at `now`, not counting their time away:
    /// none without a pace, while paused, or for a seat the computer plays.
    pub async fn time_left(&self, game: GameId, now: i64) -> Result<Vec<TimeLeft>, StoreError> {
        let settings = self.games().settings(game).await?;
        let Some(seconds) = settings.pace.seconds() else {
            return Ok(Vec::new());
        };
        if settings.paused.is_some() {
            return Ok(Vec::new());
        }
        let seating = self.seats().seating(game).await?;
        let mut clocks = Vec::new();
        for a in self.games().awaited(game).await?.iter() {
            if seating.handed_over(a.seat) {
                continue;
            }
            let absences = match seating.user(a.seat) {
                Some(user) => self.players().absences_of(user, a.since).await?,
                None => Vec::new(),
            };
            let away_until = match absences.iter().find(|b| b.covers(now)) {
                Some(b) => Some(local_date(
                    b.ends_at,
                    &self.players().zone_of(b.user).await?,
                )),
                None => None,
            };
            clocks.push(TimeLeft {
                seat: a.seat,
                left: seconds - counted(a, &absences, now),
                away_until,
            });
        }
        Ok(clocks)
    }

    /// Pauses `game`'s deadlines and reminders (told as [`Notice::Paused`]); `false` if it was
    /// paused already.
    pub async fn pause(&self, game: GameId) -> Result<bool, StoreError> {
        if self.games().settings(game).await?.paused.is_some() {
            return Ok(false);
        }
        self.games()
            .set(game, GameSetting::Paused(Some(self.now())))
            .await?;
        self.tell(&Notice::Paused { game }).await;
        Ok(true)
    }

    /// Lets `game`'s deadlines run again from where they stopped (told as [`Notice::Resumed`]);
    /// `false` if it was not paused.
    pub async fn resume(&self, game: GameId) -> Result<bool, StoreError> {
        let Some(at) = self.games().settings(game).await?.paused else {
            return Ok(false);
        };
        {
            let _guard = self.lock(game).await;
            let now = self.now();
            self.kept
                .awaited
                .change(game, self.store.clocks().resume_clocks(game, at, now), None)
                .await?;
        }
        self.games().set(game, GameSetting::Paused(None)).await?;
        self.tell(&Notice::Resumed { game }).await;
        Ok(true)
    }

    /// A player answered for themselves: their run of missed deadlines is over.
    pub async fn answered(&self, game: GameId, seat: Seat) -> Result<(), StoreError> {
        if self.games().settings(game).await?.missed_by(seat) != 0 {
            self.games().set(game, GameSetting::Missed(seat, 0)).await?;
        }
        Ok(())
    }

    /// Notes that `seat` missed one more deadline in a row; how many it has missed now.
    pub async fn missed(&self, game: GameId, seat: Seat) -> Result<u32, StoreError> {
        let missed = self.games().settings(game).await?.missed_by(seat) + 1;
        self.games()
            .set(game, GameSetting::Missed(seat, missed))
            .await?;
        Ok(missed)
    }

    /// Whether a reminder of `awaited`'s wait is due after `elapsed` of its `seconds` and not sent
    /// yet; if so it is noted as sent, before anything is posted (a reminder is never sent twice,
    /// even if posting fails).
    pub async fn reminder_due(
        &self,
        game: GameId,
        awaited: &Awaited,
        seconds: i64,
        elapsed: i64,
    ) -> Result<Option<usize>, StoreError> {
        let due = reminder_times(seconds)
            .iter()
            .filter(|t| elapsed >= **t)
            .count();
        if due == 0 {
            return Ok(None);
        }
        let sent = self
            .games()
            .settings(game)
            .await?
            .reminded
            .get(&awaited.seat)
            .filter(|r| r.since == awaited.since)
            .map_or(0, |r| r.stage);
        if sent >= due {
            return Ok(None);
        }
        Ok(Some(due))
    }

    /// Notes that `awaited`'s reminder number `stage` was sent.
    pub async fn reminded(
        &self,
        game: GameId,
        awaited: &Awaited,
        stage: usize,
    ) -> Result<(), StoreError> {
        self.games()
            .set(
                game,
                GameSetting::Reminded(
                    awaited.seat,
                    Reminded {
                        since: awaited.since,
                        stage,
                    },
                ),
            )
            .await
    }
}
