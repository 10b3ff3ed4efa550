//! A game's clocks in words, for any front end: its pace, the time a player has left, and who
//! has how long left (the session computes the clocks; the front end hands their figures here).

use super::locale::{Lang, t, tr};

/// A pace in words, from its name (`normal`) and its time per decision (none: no deadline):
/// "normal (24 h per decision)".
pub fn pace_words(pace: &str, seconds: Option<i64>, lang: Lang) -> String {
    let name = tr(lang, &format!("pace-{pace}"), &[]);
    match seconds {
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

/// Who has how long left, naming the player without a mention: "Raven has 5 h left", or, with
/// the day their absence ends, "Bear is away until 2026-12-24 (clock stopped, 3 h left)".
pub fn clock(player: &str, seconds_left: i64, away_until: Option<&str>, lang: Lang) -> String {
    let left = left(seconds_left, lang);
    match away_until {
        Some(date) => t!(
            lang,
            "clock-away",
            player = player,
            date = date,
            left = left
        ),
        None => t!(lang, "clock-left", player = player, left = left),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_say_who_has_how_long_left_and_who_is_away() {
        let here = clock("Astrid", 5 * 3600 + 59, None, Lang::En);
        assert!(
            here.contains("Astrid") && here.contains("5 h left"),
            "{here}"
        );
        let away = clock("Bjorn", 90, Some("2026-12-24"), Lang::En);
        assert!(
            away.contains("Bjorn") && away.contains("2026-12-24") && away.contains("2 min left"),
            "{away}"
        );
        assert_eq!(left(0, Lang::En), t!(Lang::En, "time-out"));
        assert_eq!(left(-5, Lang::En), t!(Lang::En, "time-out"));
        assert!(pace_words("fast", Some(4 * 3600), Lang::En).contains('4'));
        assert_eq!(
            pace_words("none", None, Lang::En),
            t!(Lang::En, "pace-none-described")
        );
    }
}
