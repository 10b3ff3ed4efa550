//! The session's notices in words (`dialogue::notes`): each notice told in the thread has its
//! own note, and only a newcomer is called.
//! language.

use bloodrage_bot::dialogue::notes::*;
use bloodrage_bot::engine::Level;
use bloodrage_bot::engine::{GameConfig, Seat};
use bloodrage_bot::present::locale::Lang;
use bloodrage_bot::session::GameRecord;
use bloodrage_bot::session::Notice;
use bloodrage_bot::session::SeatChange;
use bloodrage_bot::session::{GameStatus, Origin, Teller};

#[test]
fn each_notice_told_in_the_thread_has_its_own_note_and_only_a_newcomer_is_called() {
    let record = GameRecord {
        id: 9,
        config: GameConfig::base(3, 1),
        rules_version: 1,
        status: GameStatus::Active,
        name: "Fimbulwinter".into(),
        guild_id: None,
        channel_id: None,
        thread_id: Some(5),
        host_id: Some(1),
        next_seq: 4,
        announced: Some(4),
        outcome: None,
        created_at: String::new(),
        updated_at: String::new(),
    };
    let mention = |user: u64, _: &str| format!("<@{user}>");
    let (game, seat) = (9, Seat(1));
    let changed = |change| Notice::SeatChanged { game, seat, change };
    let told = [
        Notice::HandedOver {
            game,
            seat,
            user: 2,
            missed: 3,
            level: Level::Easy,
        },
        changed(SeatChange::HandedOver {
            user: 2,
            level: Level::Hard,
        }),
        changed(SeatChange::Returned { user: 2 }),
        changed(SeatChange::Replaced {
            from: Some(2),
            to: 3,
        }),
        changed(SeatChange::Resigned {
            user: None,
            level: Level::Medium,
        }),
        Notice::Paused { game },
        Notice::Resumed { game },
        Notice::Away {
            game,
            user: 2,
            until: "2027-01-20".into(),
        },
        Notice::Back { game, user: 2 },
        Notice::Abandoned { game, by: Some(1) },
    ];
    for lang in [Lang::En, Lang::Fr] {
        let notes: Vec<Note> = told
            .iter()
            .map(|n| note(n, &record, lang, &mention).expect("a note"))
            .collect();
        let mut texts: Vec<&str> = notes.iter().map(|n| n.text.as_str()).collect();
        texts.sort_unstable();
        texts.dedup();
        assert_eq!(texts.len(), told.len(), "{texts:#?}");
        let calls: Vec<Option<u64>> = notes.iter().map(|n| n.calls).collect();
        assert_eq!(calls[3], Some(3));
        assert_eq!(calls.iter().flatten().count(), 1, "{calls:?}");
        assert!(notes[3].text.contains("<@3>") && notes[3].text.contains("<@2>"));
        assert!(notes[7].text.contains("2027-01-20"));
        assert!(notes[9].text.contains("Fimbulwinter"));
    }
    // A reminder names the player, the game and the time left, in each language.
    for lang in [Lang::En, Lang::Fr] {
        let text = reminder(&record, (2, "draft"), 3 * 3600, lang, &mention);
        assert!(
            text.contains("<@2>") && text.contains("Fimbulwinter"),
            "{text}"
        );
        assert!(text.contains('3'), "{text}");
    }
    // Moves, reminders and the start are told otherwise.
    for other in [
        Notice::Started { game },
        Notice::Moved {
            game,
            seat,
            origin: Origin::Computer,
            to: 5,
            teller: Teller::Listeners,
        },
        Notice::Undone {
            game,
            seat,
            to: 5,
            teller: Teller::Listeners,
        },
        Notice::Elsewhere { game },
    ] {
        assert_eq!(note(&other, &record, Lang::En, &mention), None);
    }
}
