//! A player's time in words: the session's refusals of a time zone, quiet hours or an absence
//! (see [`crate::session::time`]) as the player reads them.

use crate::present::locale::{Lang, t};
use crate::session::time::{self, AwayRefusal, HoursError, QuietHours};
use jiff::tz::TimeZone;

pub use crate::session::settings::MAX_AWAY_DAYS;

/// A time zone by its IANA name, or why not.
pub fn zone(name: &str, lang: Lang) -> Result<TimeZone, String> {
    time::zone(name).ok_or_else(|| t!(lang, "bad-time-zone", zone = name.trim()))
}

/// Quiet hours (`23:00-08:00`), or why not.
pub fn quiet_hours(text: &str, lang: Lang) -> Result<QuietHours, String> {
    QuietHours::parse(text).map_err(|e| match e {
        HoursError::Malformed => t!(lang, "bad-hours", hours = text.trim()),
        HoursError::Empty => t!(lang, "empty-quiet-hours"),
    })
}

/// Why an absence was refused, and what to do.
pub fn refusal(refusal: &AwayRefusal, lang: Lang) -> String {
    match refusal {
        AwayRefusal::BadDate(date) => t!(lang, "bad-date", date = date.as_str()),
        AwayRefusal::OutOfRange => t!(lang, "date-out-of-range"),
        AwayRefusal::DayBegun => t!(lang, "day-begun"),
        AwayRefusal::TooMany {
            days,
            left,
            allowance,
        } => t!(
            lang,
            "too-many-days",
            days = *days,
            left = *left,
            allowance = *allowance
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusals_of_time_say_what_was_wrong() {
        assert!(
            zone("Mars/Olympus", Lang::En)
                .unwrap_err()
                .contains("Mars/Olympus")
        );
        assert!(quiet_hours("8-9", Lang::En).unwrap_err().contains("8-9"));
        assert_ne!(
            quiet_hours("08:00-08:00", Lang::En).unwrap_err(),
            quiet_hours("8-9", Lang::En).unwrap_err()
        );
        let many = AwayRefusal::TooMany {
            days: 6,
            left: 5,
            allowance: 21,
        };
        assert!(refusal(&many, Lang::En).contains("5 of this server's 21"));
        assert!(refusal(&AwayRefusal::BadDate("soon".into()), Lang::En).contains("soon"));
    }
}
