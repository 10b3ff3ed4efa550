//! The clocks of a game's players: its pace (the time each decision may take), whether the host
//! paused it, and how long each awaited player has left, not counting their time away.

use super::away;
use super::seats::Table;
use crate::present::locale::{Lang, t, tr};
use crate::store::{Absence, Awaited, GameId, GameRecord, Store, StoreError, away_between};

/// How long each seat has to answer a decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pace {
    /// 4 hours.
    Fast,
    /// 24 hours (new games' default).
    Normal,
    /// 72 hours.
    Relaxed,
    /// No deadline (games created before deadlines existed).
    None,
}

impl Pace {
    /// Game setting: the pace.
    pub const SETTING: &'static str = "pace";

    /// The stored form.
    pub fn as_str(self) -> &'static str {
        match self {
            Pace::Fast => "fast",
            Pace::Normal => "normal",
            Pace::Relaxed => "relaxed",
            Pace::None => "none",
        }
    }

    /// Reads the stored form; a game with none has no deadline.
    pub fn parse(text: Option<&str>) -> Pace {
        match text {
            Some("fast") => Pace::Fast,
            Some("normal") => Pace::Normal,
            Some("relaxed") => Pace::Relaxed,
            _ => Pace::None,
        }
    }

    /// Seconds to answer each decision (`None`: no deadline).
    pub fn seconds(self) -> Option<i64> {
        match self {
            Pace::Fast => Some(4 * 3600),
            Pace::Normal => Some(24 * 3600),
            Pace::Relaxed => Some(72 * 3600),
            Pace::None => None,
        }
    }

    /// In words: "normal (24 h per decision)".
    pub fn describe(self, lang: Lang) -> String {
        let name = tr(lang, &format!("pace-{}", self.as_str()), &[]);
        match self.seconds() {
            Some(s) => t!(lang, "pace-with-hours", pace = name, hours = s / 3600),
            None => t!(lang, "pace-none-described"),
        }
    }

    /// A game's pace.
    pub async fn of(store: &Store, game: GameId) -> Result<Pace, StoreError> {
        Ok(Pace::parse(
            store.game_setting(game, Pace::SETTING).await?.as_deref(),
        ))
    }
}

/// Game setting: when the host paused the game (Unix seconds); no deadline runs meanwhile.
pub const PAUSED: &str = "paused";

/// When `game` was paused, if it is.
pub async fn paused_since(store: &Store, game: GameId) -> Result<Option<i64>, StoreError> {
    Ok(store
        .game_setting(game, PAUSED)
        .await?
        .and_then(|v| v.parse().ok()))
}

/// Time left in words ("5 h left", "40 min left", "out of time").
pub fn left(seconds: i64, lang: Lang) -> String {
    if seconds <= 0 {
        t!(lang, "time-out")
    } else if seconds >= 3600 {
        t!(lang, "hours-left", hours = seconds / 3600)
    } else {
        t!(lang, "minutes-left", minutes = (seconds + 59) / 60)
    }
}

/// How long `awaited` has been waiting, in seconds that count: not those its player spent away
/// (`absences`, theirs only).
pub fn counted(awaited: &Awaited, absences: &[Absence], now: i64) -> i64 {
    now - awaited.since - away_between(absences, awaited.since, now)
}

/// Who has how long left in `record`'s game, one phrase per awaited player ("Raven has 5 h
/// left", "Bear is away until 2026-12-24 (clock stopped, 3 h left)"); empty without a pace, while
/// paused, or when only computer seats are awaited.
pub async fn clocks(
    store: &Store,
    record: &GameRecord,
    table: &Table,
    now: i64,
    lang: Lang,
) -> Result<Vec<String>, StoreError> {
    let Some(seconds) = Pace::of(store, record.id).await?.seconds() else {
        return Ok(Vec::new());
    };
    if paused_since(store, record.id).await?.is_some() {
        return Ok(Vec::new());
    }
    let mut clocks = Vec::new();
    for a in store.awaited(record.id).await? {
        if table.is_computer(a.seat) {
            continue;
        }
        let absences = match table.user(a.seat) {
            Some(user) => store.absences_of(user, a.since).await?,
            None => Vec::new(),
        };
        let name = table.names.plain(a.seat);
        let left = left(seconds - counted(&a, &absences, now), lang);
        clocks.push(match absences.iter().find(|b| b.covers(now)) {
            Some(b) => {
                let zone = away::zone_of(store, b.user).await?;
                t!(
                    lang,
                    "clock-away",
                    player = name,
                    date = away::local_date(b.ends_at, &zone),
                    left = left
                )
            }
            None => t!(lang, "clock-left", player = name, left = left),
        });
    }
    Ok(clocks)
}
