//! The clocks of a game's players: its pace (the time each decision may take), whether the host
//! paused it, and how long each awaited player has left, not counting their time away.

use super::away;
use super::seats::Table;
use crate::present::locale::{Lang, t, tr};
use crate::session::Session;
use crate::session::time::counted;
use crate::session::{GameRecord, StoreError};

pub use crate::session::settings::Pace;

/// A pace in words: "normal (24 h per decision)".
pub fn pace_words(pace: Pace, lang: Lang) -> String {
    let name = tr(lang, &format!("pace-{}", pace.as_str()), &[]);
    match pace.seconds() {
        Some(s) => t!(lang, "pace-with-hours", pace = name, hours = s / 3600),
        None => t!(lang, "pace-none-described"),
    }
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

/// Who has how long left in `record`'s game, one phrase per awaited player ("Raven has 5 h
/// left", "Bear is away until 2026-12-24 (clock stopped, 3 h left)"); empty without a pace, while
/// paused, or when only computer seats are awaited.
pub async fn clocks(
    session: &Session,
    record: &GameRecord,
    table: &Table,
    now: i64,
    lang: Lang,
) -> Result<Vec<String>, StoreError> {
    let settings = session.settings(record.id).await?;
    let Some(seconds) = settings.pace.seconds() else {
        return Ok(Vec::new());
    };
    if settings.paused.is_some() {
        return Ok(Vec::new());
    }
    let mut clocks = Vec::new();
    for a in session.awaited(record.id).await?.iter() {
        if table.is_computer(a.seat) {
            continue;
        }
        let absences = match table.user(a.seat) {
            Some(user) => session.absences_of(user, a.since).await?,
            None => Vec::new(),
        };
        let name = table.names.plain(a.seat);
        let left = left(seconds - counted(a, &absences, now), lang);
        clocks.push(match absences.iter().find(|b| b.covers(now)) {
            Some(b) => {
                let zone = session.zone_of(b.user).await?;
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
