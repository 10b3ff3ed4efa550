//! Results in words (`dialogue::results`): the leaderboard's first ten and the asker's own line,
//! win rates in per cent.

use bloodrage_bot::dialogue::results::*;
use bloodrage_bot::engine::Level;
use bloodrage_bot::engine::RuleSet;
use bloodrage_bot::present::locale::Lang;
use bloodrage_bot::session::ratings::Rater;
use bloodrage_bot::session::ratings::Standing;
use bloodrage_bot::session::stats::Balance;
use bloodrage_bot::session::stats::Period;
use bloodrage_bot::session::stats::PlayerRecord;
use bloodrage_bot::session::stats::Row;
use std::collections::HashMap;

fn row(place: usize, rater: Rater) -> Row {
    Row {
        place,
        rater,
        standing: Standing {
            rating: 30.0 - f64::from(u8::try_from(place).unwrap()),
            uncertainty: 2.0,
            games: 3,
            wins: 1,
        },
        trend: 0.5,
    }
}

/// The first ten lines, then the asker's own further down after a gap; the text names the
/// players as the front end does, the picture by the names they joined under.
#[test]
fn the_leaderboard_shows_the_first_ten_and_the_askers_own_line_after_a_gap() {
    let rows: Vec<Row> = (1..=14)
        .map(|place| match place {
            3 => row(place, Rater::Computer(Level::Hard)),
            _ => row(place, Rater::Player(100 + place as u64)),
        })
        .collect();
    let names: HashMap<u64, String> = [(101, "Ann".to_string())].into();
    let mention = |user: u64| format!("<@{user}>");
    let asker = 113;
    let shown_places: Vec<usize> = shown(&rows, asker).iter().map(|r| r.place).collect();
    assert_eq!(shown_places, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 13]);
    let (text, png) = leaderboard_answer(
        &rows,
        (RuleSet::Base, Period::All),
        (&names, &mention),
        asker,
        Lang::En,
    );
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("**Leaderboard — "), "{text}");
    assert!(lines[1].starts_with("1. <@101> — 29.0 ± 2.0"), "{text}");
    assert!(lines[3].starts_with("3. computer (hard) — 27.0"), "{text}");
    assert_eq!(lines[11], "…", "{text}");
    assert!(lines[12].starts_with("13. <@113>"), "{text}");
    assert!(!text.contains("not rated here yet"), "{text}");
    assert!(png.is_some_and(|p| p.starts_with(b"\x89PNG")));
    // Someone unrated is told so; nobody rated is one line, without a picture.
    let (text, _) = leaderboard_answer(
        &rows,
        (RuleSet::Base, Period::All),
        (&names, &mention),
        999,
        Lang::En,
    );
    assert!(text.contains("You are not rated here yet"), "{text}");
    assert!(!text.contains('…'), "{text}");
    let (text, png) = leaderboard_answer(
        &[],
        (RuleSet::Base, Period::Month),
        (&names, &mention),
        asker,
        Lang::En,
    );
    assert!(png.is_none());
    assert!(text.contains("the last 30 days"), "{text}");
}

#[test]
fn win_rates_are_rounded_per_cent_and_nothing_played_is_said_plainly() {
    assert_eq!((percent(1, 3), percent(2, 3), percent(0, 0)), (33, 67, 0));
    let none = record_text(&PlayerRecord::default(), "<@1>", Lang::En);
    assert!(none.contains("<@1>") && !none.contains('\n'), "{none}");
    let balance = balance_text(&Balance::default(), None, Lang::En);
    assert!(!balance.contains('\n'), "{balance}");
}
