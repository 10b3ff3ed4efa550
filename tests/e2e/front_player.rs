//! A player's own settings through the front ends (`dialogue::player`): refusals of time say
//! what was wrong; quiet hours, a time zone and a language are set when valid and said as they
//! now are.
//! and its refusals.

use bloodrage_bot::dialogue::player::*;
use bloodrage_bot::present::locale::Lang;
use bloodrage_bot::session::Session;
use bloodrage_bot::session::time::AwayRefusal;
use std::sync::Arc;

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
    assert!(away_refusal(&many, Lang::En).contains("5 of this server's 21"));
    assert!(away_refusal(&AwayRefusal::BadDate("soon".into()), Lang::En).contains("soon"));
}

/// A bad time zone changes nothing; bad hours keep the new zone; `aucune` turns quiet hours
/// off; each answer says what the settings now are, in the player's words.
#[tokio::test]
async fn quiet_hours_and_a_time_zone_are_set_each_when_valid_and_said_as_they_now_are() {
    let store = bloodrage_bot::store::testing::store(bloodrage_bot::store::Backend::Sqlite).await;
    let session = Session::with(store, Arc::new(|| 1_800_000_000), 4);
    let set = |hours, zone, lang| change_quiet_hours(&session, 7, (hours, zone), lang);
    let answer = set(Some("23:00-08:00"), Some("Europe/Paris"), Lang::En)
        .await
        .unwrap()
        .unwrap();
    assert!(answer.contains("23:00-08:00 (Europe/Paris)"), "{answer}");
    let refused = set(Some("00:00-06:00"), Some("Mars/Olympus"), Lang::En)
        .await
        .unwrap();
    assert_eq!(refused, Err(zone("Mars/Olympus", Lang::En).unwrap_err()));
    let settings = session.players().player(7).await.unwrap();
    assert_eq!(settings.timezone.as_deref(), Some("Europe/Paris"));
    assert_eq!(settings.quiet_hours.as_deref(), Some("23:00-08:00"));
    let refused = set(Some("8-9"), Some("Asia/Tokyo"), Lang::Fr)
        .await
        .unwrap();
    assert_eq!(refused, Err(quiet_hours("8-9", Lang::Fr).unwrap_err()));
    let settings = session.players().player(7).await.unwrap();
    assert_eq!(settings.timezone.as_deref(), Some("Asia/Tokyo"));
    assert_eq!(settings.quiet_hours.as_deref(), Some("23:00-08:00"));
    let off = set(Some(" Aucune "), None, Lang::Fr)
        .await
        .unwrap()
        .unwrap();
    assert!(off.contains(&t!(Lang::Fr, "quiet-none")), "{off}");
    assert_eq!(session.players().player(7).await.unwrap().quiet_hours, None);
}

/// A player's chosen language is answered in it; going back to the client's is answered in
/// the client's.
#[tokio::test]
async fn a_language_choice_is_answered_in_the_language_now_read() {
    let store = bloodrage_bot::store::testing::store(bloodrage_bot::store::Backend::Sqlite).await;
    let session = Session::with(store, Arc::new(|| 1_800_000_000), 4);
    let chose = change_language(&session, 7, Some(Some(Lang::Fr)), Some("en-US"))
        .await
        .unwrap();
    let native = Lang::Fr.native_name();
    assert_eq!(
        chose,
        t!(Lang::Fr, "settings-language-chosen", language = native)
    );
    let client = change_language(&session, 7, Some(None), Some("en-US"))
        .await
        .unwrap();
    let native = Lang::En.native_name();
    assert_eq!(
        client,
        t!(Lang::En, "settings-language-client", language = native)
    );
}
