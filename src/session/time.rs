//! A player's time: their time zone, quiet hours (no reminder then), and their absences
//! (`/away`), which stop their clocks in every game within a yearly allowance set per server:
//! going away and coming back are told to each of the player's games in play
//! ([`Notice::Away`], [`Notice::Back`]). What is refused is typed ([`HoursError`],
//! [`AwayRefusal`]); front ends word it.
//!
//! Rooms: [`Players`], and the session core (see [`super::rooms`]).

use super::Players;
use super::{GameStatus, Notice, Session};
use crate::store::{Absence, Awaited, GameId, StoreError, away_between};
use jiff::Timestamp;
use jiff::civil::Date;
use jiff::tz::TimeZone;

const DAY: i64 = 24 * 3600;
const YEAR: i64 = 365 * DAY;

/// Whole days in `seconds`, counting a day begun: at least 1 (a game's length).
pub fn days_begun(seconds: i64) -> i64 {
    ((seconds + DAY - 1) / DAY).max(1)
}

/// A time zone by its IANA name (`Europe/Paris`), if there is one by that name.
pub fn zone(name: &str) -> Option<TimeZone> {
    TimeZone::get(name.trim()).ok()
}

/// Why quiet hours were refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HoursError {
    /// Not of the form `23:00-08:00`.
    Malformed,
    /// They begin when they end.
    Empty,
}

/// Quiet hours: from `start` to `end` (local times; across midnight when `end` is earlier).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QuietHours {
    /// When they begin, minutes after midnight.
    pub start: u16,
    /// When they end, minutes after midnight.
    pub end: u16,
}

impl QuietHours {
    /// Parses `23:00-08:00`.
    pub fn parse(text: &str) -> Result<QuietHours, HoursError> {
        let bad = || HoursError::Malformed;
        let (a, b) = text.trim().split_once('-').ok_or_else(bad)?;
        let minutes = |t: &str| -> Option<u16> {
            let (h, m) = t.trim().split_once(':')?;
            let (h, m): (u16, u16) = (h.parse().ok()?, m.parse().ok()?);
            (h < 24 && m < 60 && m.to_string().len() <= 2).then_some(h * 60 + m)
        };
        let (start, end) = (minutes(a).ok_or_else(bad)?, minutes(b).ok_or_else(bad)?);
        if start == end {
            return Err(HoursError::Empty);
        }
        Ok(QuietHours { start, end })
    }

    /// Whether the local time `minute` (after midnight) is quiet.
    pub fn contains(self, minute: u16) -> bool {
        if self.start < self.end {
            (self.start..self.end).contains(&minute)
        } else {
            minute >= self.start || minute < self.end
        }
    }

    /// The stored form, `23:00-08:00`.
    pub fn to_setting(self) -> String {
        format!(
            "{:02}:{:02}-{:02}:{:02}",
            self.start / 60,
            self.start % 60,
            self.end / 60,
            self.end % 60
        )
    }
}

/// A player's time zone (UTC when unset or unknown).
impl Players<'_> {
    /// A player's time zone (UTC when unset or unknown).
    pub async fn zone_of(&self, user: u64) -> Result<TimeZone, StoreError> {
        Ok(self
            .player(user)
            .await?
            .timezone
            .as_deref()
            .and_then(zone)
            .unwrap_or(TimeZone::UTC))
    }

    /// Whether `now` is within the player's quiet hours.
    pub async fn is_quiet(&self, user: u64, now: i64) -> Result<bool, StoreError> {
        let settings = self.player(user).await?;
        let Some(quiet) = settings
            .quiet_hours
            .as_deref()
            .and_then(|q| QuietHours::parse(q).ok())
        else {
            return Ok(false);
        };
        let zone = self.zone_of(user).await?;
        Ok(Timestamp::from_second(now).is_ok_and(|t| {
            let local = t.to_zoned_datetime(zone);
            quiet.contains(local.hour() as u16 * 60 + local.minute() as u16)
        }))
    }
}

/// How long `awaited` has been waiting, in seconds that count: not those its player spent away
/// (`absences`, theirs only).
pub fn counted(awaited: &Awaited, absences: &[Absence], now: i64) -> i64 {
    now - awaited.since - away_between(absences, awaited.since, now)
}

/// The start (midnight) of `date` in `zone`, in Unix seconds.
pub fn start_of(date: Date, zone: &TimeZone) -> Option<i64> {
    date.to_zoned_datetime(zone.clone())
        .ok()
        .map(|z| z.timestamp().as_second())
}

/// A date as the player reads it, in their zone (`2026-12-01`).
pub fn local_date(at: i64, zone: &TimeZone) -> String {
    Timestamp::from_second(at).map_or_else(
        |_| at.to_string(),
        |t| t.to_zoned_datetime(zone.clone()).date().to_string(),
    )
}

/// Whole days in `seconds` away: to the nearest day, and at least one for any time away.
fn days(seconds: i64) -> i64 {
    if seconds <= 0 {
        0
    } else {
        ((seconds + DAY / 2) / DAY).max(1)
    }
}

/// Days of `absences` within the 365 days before `now` (see `days`; each absence on its own),
/// counting a current one to its planned end.
pub fn days_used(absences: &[Absence], now: i64) -> i64 {
    absences
        .iter()
        .map(|a| days(away_between(std::slice::from_ref(a), now - YEAR, i64::MAX)))
        .sum()
}

/// What `/away until:` decides.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AwayPlan {
    /// Away from now to `ends_at`, using `days` of the allowance (`left` days left after it).
    Away {
        /// When the absence ends (Unix seconds).
        ends_at: i64,
        /// Days it takes from the allowance.
        days: i64,
        /// Days left afterwards.
        left: i64,
    },
    /// Refused.
    Refused(AwayRefusal),
}

/// Why an absence was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AwayRefusal {
    /// Not a date (`2026-12-24`): what was given.
    BadDate(String),
    /// A date the calendar cannot place.
    OutOfRange,
    /// The day has already begun.
    DayBegun,
    /// More days than the allowance has left.
    TooMany {
        /// Days asked for.
        days: i64,
        /// Days left.
        left: i64,
        /// The server's allowance per 365 days.
        allowance: i64,
    },
}

/// Plans an absence from `now` until the start of `until` (a date in the player's zone), within
/// `allowance` days per 365 given the player's `absences` so far (a current one is replaced).
pub fn plan_away(
    until: &str,
    zone: &TimeZone,
    now: i64,
    absences: &[Absence],
    allowance: i64,
) -> AwayPlan {
    let Ok(date) = until.trim().parse::<Date>() else {
        return AwayPlan::Refused(AwayRefusal::BadDate(until.trim().to_string()));
    };
    let Some(ends_at) = start_of(date, zone) else {
        return AwayPlan::Refused(AwayRefusal::OutOfRange);
    };
    if ends_at <= now {
        return AwayPlan::Refused(AwayRefusal::DayBegun);
    }
    // The absence replaced (a current one) only counts up to now.
    let earlier: Vec<Absence> = absences
        .iter()
        .map(|a| Absence {
            ends_at: if a.covers(now) { now } else { a.ends_at },
            ..*a
        })
        .filter(|a| a.starts_at < now)
        .collect();
    let used = days_used(&earlier, now);
    let days = days(ends_at - now);
    if used + days > allowance {
        return AwayPlan::Refused(AwayRefusal::TooMany {
            days,
            left: (allowance - used).max(0),
            allowance,
        });
    }
    AwayPlan::Away {
        ends_at,
        days,
        left: allowance - used - days,
    }
}

/// Where a player's time away stands (`/away` without a date).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AwayStatus {
    /// The day they are back (a date in their zone), if they are away now.
    pub until: Option<String>,
    /// Days away within the last 365, a current absence counted to its end.
    pub used: i64,
    /// The server's allowance of days away per 365.
    pub allowance: i64,
}

/// An absence begun (`/away until:`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GoneAway {
    /// The day the player is back (a date in their zone, as they gave it).
    pub until: String,
    /// Days it takes from the allowance.
    pub days: i64,
    /// Days left afterwards.
    pub left: i64,
    /// The server's allowance of days away per 365.
    pub allowance: i64,
    /// The player's games in play, whose clocks stop.
    pub games: usize,
}

/// How far back absences count towards the allowance (a day more than a year, to be safe).
const ABSENCES_COUNTED: i64 = 366 * DAY;

impl Players<'_> {
    /// Where `user`'s time away stands, with the allowance of the server `guild` (the default
    /// one outside a server).
    pub async fn away_status(
        &self,
        user: u64,
        guild: Option<u64>,
    ) -> Result<AwayStatus, StoreError> {
        let now = self.now();
        let zone = self.zone_of(user).await?;
        let absences = self.absences_of(user, now - ABSENCES_COUNTED).await?;
        Ok(AwayStatus {
            until: absences
                .iter()
                .find(|a| a.covers(now))
                .map(|a| local_date(a.ends_at, &zone)),
            used: days_used(&absences, now),
            allowance: self.away_days(guild).await?,
        })
    }

    /// `user` is away from now until the start of `until` (a date in their zone), within the
    /// allowance of the server `guild` (a current absence is replaced): stored, then told to
    /// each of their games in play. Refused, changing nothing, when the date is not one, has
    /// begun, or takes more days than are left.
    pub async fn go_away(
        &self,
        user: u64,
        guild: Option<u64>,
        until: &str,
    ) -> Result<Result<GoneAway, AwayRefusal>, StoreError> {
        let now = self.now();
        let zone = self.zone_of(user).await?;
        let allowance = self.away_days(guild).await?;
        let absences = self.absences_of(user, now - ABSENCES_COUNTED).await?;
        let (ends_at, days, left) = match plan_away(until, &zone, now, &absences, allowance) {
            AwayPlan::Refused(why) => return Ok(Err(why)),
            AwayPlan::Away {
                ends_at,
                days,
                left,
            } => (ends_at, days, left),
        };
        let games = self.games_in_play(user).await?;
        self.add_absence(user, now, ends_at).await?;
        let until = local_date(ends_at, &zone);
        for &game in &games {
            self.tell(&Notice::Away {
                game,
                user,
                until: until.clone(),
            })
            .await;
        }
        Ok(Ok(GoneAway {
            until,
            days,
            left,
            allowance,
            games: games.len(),
        }))
    }

    /// `user` is back before their absence's end: their clocks run again, each of their games
    /// in play is told and its computer clans and deadlines looked at again. `false`, changing
    /// nothing, when they were not away.
    pub async fn come_back(&self, user: u64) -> Result<bool, StoreError> {
        let games = self.games_in_play(user).await?;
        if !self.end_absence(user, self.now()).await? {
            return Ok(false);
        }
        for &game in &games {
            self.tell(&Notice::Back { game, user }).await;
        }
        for game in games {
            self.computers().wake(game);
        }
        Ok(true)
    }
}

impl Session {
    /// The games in play where `user` has a seat.
    async fn games_in_play(&self, user: u64) -> Result<Vec<GameId>, StoreError> {
        Ok(self
            .games()
            .games_of_user(user)
            .await?
            .into_iter()
            .filter(|(r, _)| r.status == GameStatus::Active)
            .map(|(r, _)| r.id)
            .collect())
    }
}
