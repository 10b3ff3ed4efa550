//! Game and player settings as stored (`session::settings`): the defaults, every setting read
//! back as written, and the stored forms of earlier versions.

use bloodrage_bot::engine::Level;
use bloodrage_bot::engine::Seat;
use bloodrage_bot::session::orders::Orders;
use bloodrage_bot::session::settings::*;
use std::collections::BTreeMap;

fn rows(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(k, v)| ((*k).to_string(), (*v).to_string()))
        .collect()
}

#[test]
fn a_game_with_nothing_set_has_the_defaults() {
    let s = GameSettings::from_rows(&[]);
    assert_eq!(s.pace, Pace::None);
    assert!(s.undo);
    assert_eq!(s.board, BoardPolicy::EveryAction);
    assert_eq!(s.deadline_level, Level::Easy);
    assert_eq!(s.misses, MISSES_BEFORE_HANDOVER);
    assert_eq!(s.missed_by(Seat(1)), 0);
}

#[test]
fn every_game_setting_reads_back_as_written() {
    let changes = [
        GameSetting::Pace(Pace::Relaxed),
        GameSetting::Paused(Some(1_700_000_000)),
        GameSetting::Undo(false),
        GameSetting::Board(BoardPolicy::OnRequest),
        GameSetting::Language("fr".into()),
        GameSetting::DeadlineLevel(Level::Hard),
        GameSetting::Misses(0),
        GameSetting::Missed(Seat(2), 2),
        GameSetting::Reminded(
            Seat(1),
            Reminded {
                since: 12,
                stage: 2,
            },
        ),
        GameSetting::Orders(Seat(3), Orders::parse("decline_calls")),
        GameSetting::AiSeed(u64::MAX),
        GameSetting::Seats(4),
        GameSetting::Role(77),
        GameSetting::LobbyMessage(88),
        GameSetting::Bots(vec![Level::Hard, Level::Easy]),
        GameSetting::BotLevel(Level::Medium),
        GameSetting::Pinged("draft|0,1".into()),
        GameSetting::Delivered(Seat(0), "k".into()),
        GameSetting::DmWarned(Seat(0)),
        GameSetting::ThreadTold(42),
        GameSetting::Origin("simulated".into()),
        GameSetting::Web(WebPage::Off),
        GameSetting::Web(WebPage::Key("0123456789abcdef0123456789abcdef".into())),
    ];
    let mut kept = GameSettings::from_rows(&[]);
    let mut stored: BTreeMap<String, String> = BTreeMap::new();
    for change in &changes {
        kept = kept.with(change);
        let (key, value) = GameSettings::row(change);
        stored.insert(key, value.unwrap());
        let reread: Vec<(String, String)> = stored.clone().into_iter().collect();
        assert_eq!(GameSettings::from_rows(&reread), kept, "{change:?}");
    }
    assert_eq!(kept.with(&GameSetting::Paused(None)).paused, None);
    assert_ne!(kept, GameSettings::from_rows(&[]));
}

#[test]
fn the_stored_forms_of_earlier_versions_still_read() {
    let s = GameSettings::from_rows(&rows(&[
        ("pace", "fast"),
        ("undo", "off"),
        ("board", "turn-change"),
        ("misses", "5"),
        ("missed.1", "2"),
        ("reminded.0", "1700000000.1"),
        ("orders.2", "decline_calls,ai_drafts:2"),
        ("bots", "hard,medium"),
        ("dm.0", "draft-1"),
        ("dmwarned.3", "1"),
    ]));
    assert_eq!(s.pace, Pace::Fast);
    assert!(!s.undo);
    assert_eq!(s.board, BoardPolicy::TurnChange);
    assert_eq!(s.misses, 5);
    assert_eq!(s.missed_by(Seat(1)), 2);
    assert_eq!(
        s.reminded[&Seat(0)],
        Reminded {
            since: 1_700_000_000,
            stage: 1
        }
    );
    assert_eq!(
        s.orders_of(Seat(2)).to_setting(),
        "decline_calls,ai_drafts:2"
    );
    assert_eq!(s.bots, vec![Level::Hard, Level::Medium]);
    assert_eq!(s.delivered[&Seat(0)], "draft-1");
    assert!(s.dm_warned[&Seat(3)]);
}

#[test]
fn every_player_setting_reads_back_as_written() {
    let changes = [
        PlayerSetting::Timezone("Europe/Paris".into()),
        PlayerSetting::QuietHours("23:00-08:00".into()),
        PlayerSetting::RemindDm(true),
        PlayerSetting::Language("fr".into()),
        PlayerSetting::ClientLocale("en".into()),
        PlayerSetting::DmChannel(42),
        PlayerSetting::DmClosed(Some(9)),
    ];
    let mut kept = PlayerSettings::default();
    let mut stored: BTreeMap<String, String> = BTreeMap::new();
    for change in &changes {
        kept = kept.with(change);
        let (key, value) = PlayerSettings::row(change);
        stored.insert(key.into(), value.unwrap());
        let reread: Vec<(String, String)> = stored.clone().into_iter().collect();
        assert_eq!(PlayerSettings::from_rows(&reread), kept, "{change:?}");
    }
    let cleared = kept.with(&PlayerSetting::DmClosed(None));
    assert_eq!(cleared.dm_closed, None);
    let quiet_off = kept.with(&PlayerSetting::QuietHours(String::new()));
    assert_eq!(quiet_off.quiet_hours, None);
    let client = kept.with(&PlayerSetting::Language(String::new()));
    assert_eq!(client.language, None);
}
