//! The clocks of a game's players in words: the session's clocks (its pace, whether the host
//! paused it, how long each awaited player has left, not counting their time away) named as the
//! table names its seats, worded by the presentation.

use super::seats::Table;
use crate::present::clock::clock;
use crate::present::locale::Lang;
use crate::session::{GameRecord, Session, StoreError};

pub use crate::present::clock::left;
pub use crate::session::settings::Pace;

/// A pace in words: "normal (24 h per decision)".
pub fn pace_words(pace: Pace, lang: Lang) -> String {
    crate::present::clock::pace_words(pace.as_str(), pace.seconds(), lang)
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
    Ok(session
        .clocks(record.id, now)
        .await?
        .iter()
        .map(|c| {
            let player = table.names.plain(c.seat);
            clock(player, c.left, c.away_until.as_deref(), lang)
        })
        .collect())
}
