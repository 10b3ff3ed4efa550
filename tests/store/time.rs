//! A player's time (`session::time`): quiet hours across midnight, days away counted from
//! midnight in the player's zone.

use bloodrage_bot::session::time::*;
use bloodrage_bot::store::Absence;

const DAY: i64 = 24 * 3600;

#[test]
fn quiet_hours_may_run_across_midnight() {
    let q = QuietHours::parse("23:00-08:00").unwrap();
    assert!(q.contains(23 * 60) && q.contains(0) && q.contains(7 * 60 + 59));
    assert!(!q.contains(8 * 60) && !q.contains(12 * 60));
    let day = QuietHours::parse(" 9:30 - 17:00 ").unwrap();
    assert!(day.contains(10 * 60) && !day.contains(17 * 60) && !day.contains(9 * 60));
    assert_eq!(day.to_setting(), "09:30-17:00");
    assert!(QuietHours::parse("8-9").is_err());
    assert!(QuietHours::parse("08:00-08:00") == Err(HoursError::Empty));
    assert!(QuietHours::parse("25:00-08:00").is_err());
}

#[test]
fn a_date_away_is_counted_from_midnight_in_the_players_zone() {
    let paris = zone("Europe/Paris").unwrap();
    assert!(zone("Mars/Olympus").is_none());
    // 2026-11-23 12:00 UTC.
    let now = 1_795_435_200;
    assert_eq!(local_date(now, &paris), "2026-11-23");
    let AwayPlan::Away {
        ends_at,
        days,
        left,
    } = plan_away("2026-11-30", &paris, now, &[], 21)
    else {
        panic!("refused");
    };
    // Midnight in Paris (UTC+1 in winter).
    assert_eq!(ends_at, 1_795_993_200);
    // 6 days and 11 hours: 6 days.
    assert_eq!((days, left), (6, 15));
    // Beyond the allowance, given 16 days already used this year.
    let used = Absence {
        user: 1,
        starts_at: now - 100 * DAY,
        ends_at: now - 84 * DAY,
    };
    assert!(matches!(
        plan_away("2026-11-30", &paris, now, &[used], 21),
        AwayPlan::Refused(AwayRefusal::TooMany {
            days: 6,
            left: 5,
            allowance: 21
        })
    ));
    // An absence long ago does not count.
    let old = Absence {
        user: 1,
        starts_at: now - 400 * DAY,
        ends_at: now - 380 * DAY,
    };
    assert!(matches!(
        plan_away("2026-11-30", &paris, now, &[old], 21),
        AwayPlan::Away { left: 15, .. }
    ));
    // A current absence is replaced: only its past part counts.
    let current = Absence {
        user: 1,
        starts_at: now - DAY,
        ends_at: now + 20 * DAY,
    };
    assert!(matches!(
        plan_away("2026-11-30", &paris, now, &[current], 21),
        AwayPlan::Away {
            days: 6,
            left: 14,
            ..
        }
    ));
    assert!(matches!(
        plan_away("2026-11-23", &paris, now, &[], 21),
        AwayPlan::Refused(_)
    ));
    assert!(matches!(
        plan_away("soon", &paris, now, &[], 21),
        AwayPlan::Refused(_)
    ));
}
