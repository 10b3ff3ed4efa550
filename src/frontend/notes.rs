//! What a session notice says in a game's thread, as every front end says it: a seat changing
//! hands, a seat handed over after missed deadlines, a pause, a resumption, a player away or back,
//! an abandon; in the game's language, naming players as the front end does; and a reminder's
//! words. Moves and the start are told otherwise (the narration, the board).

use super::words::Player;
use crate::engine::{ClanName, Level};
use crate::present;
use crate::present::clock::left;
use crate::present::locale::{self, Lang, t};
use crate::session::{GameRecord, Notice, SeatChange};

/// A note for a game's players.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Note {
    /// What it says.
    pub text: String,
    /// The player it calls (a newcomer who took a seat over), if any: every other player it names
    /// is named without being called.
    pub calls: Option<u64>,
}

/// The note `notice` makes about `record`'s game in `lang`, naming players as `player` does;
/// `None` for a notice told otherwise.
pub fn note(notice: &Notice, record: &GameRecord, lang: Lang, player: Player<'_>) -> Option<Note> {
    let who = |user: u64| player(user, "");
    let anyone = |user: Option<u64>| user.map_or_else(|| "—".to_string(), who);
    let clan = |seat: crate::engine::Seat| record.config.clan_names()[seat.index()];
    let text = match notice {
        Notice::Started { .. }
        | Notice::Moved { .. }
        | Notice::Undone { .. }
        | Notice::Reminder { .. }
        | Notice::Elsewhere { .. }
        | Notice::Untold { .. } => return None,
        Notice::HandedOver {
            user,
            missed,
            level,
            ..
        } => t!(
            lang,
            "missed-handover",
            user = who(*user),
            missed = *missed,
            level = locale::level(lang, *level)
        ),
        Notice::SeatChanged { seat, change, .. } => {
            let clan = clan(*seat);
            match *change {
                SeatChange::HandedOver { user, level } => {
                    handed_to_computer(lang, clan, level, &who(user))
                }
                SeatChange::Returned { user } => t!(
                    lang,
                    "plays-again",
                    user = who(user),
                    clan = locale::clan(lang, clan)
                ),
                SeatChange::Replaced { from, to } => {
                    return Some(Note {
                        text: t!(
                            lang,
                            "takes-over",
                            user = who(to),
                            clan = locale::clan(lang, clan),
                            from = anyone(from)
                        ),
                        calls: Some(to),
                    });
                }
                SeatChange::Resigned { user, level } => t!(
                    lang,
                    "resigned",
                    user = anyone(user),
                    level = locale::level(lang, level),
                    clan = locale::clan(lang, clan)
                ),
            }
        }
        Notice::Paused { .. } => t!(lang, "paused-note"),
        Notice::Resumed { .. } => t!(lang, "resumed-note"),
        Notice::Away { user, until, .. } => {
            t!(lang, "is-away", user = who(*user), date = until.as_str())
        }
        Notice::Back { user, .. } => t!(lang, "is-back", user = who(*user)),
        Notice::Abandoned { game, by } => t!(
            lang,
            "abandoned-by",
            id = *game,
            game = record.name.as_str(),
            user = anyone(*by)
        ),
    };
    Some(Note { text, calls: None })
}

/// A reminder that `user` (named as `player` does) is awaited in `record`'s game for
/// `decision`, with `left_seconds` before the deadline.
pub fn reminder(
    record: &GameRecord,
    (user, decision): (u64, &str),
    left_seconds: i64,
    lang: Lang,
    player: Player<'_>,
) -> String {
    t!(
        lang,
        "reminder",
        user = player(user, ""),
        game = record.name.as_str(),
        id = record.id,
        what = present::decision_label(record.config.rules, decision, lang),
        left = left(left_seconds, lang)
    )
}

/// That the seat of `clan` is played by the computer at `level` until its player (`who`) takes it
/// back: the thread's note, and the private answer to the player who handed it over.
pub fn handed_to_computer(lang: Lang, clan: ClanName, level: Level, who: &str) -> String {
    t!(
        lang,
        "handed-to-computer",
        clan = locale::clan(lang, clan),
        level = locale::level(lang, level),
        user = who
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{GameConfig, Seat};
    use crate::session::{GameStatus, Origin};

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
            },
            Notice::Undone { game, seat, to: 5 },
            Notice::Elsewhere { game },
        ] {
            assert_eq!(note(&other, &record, Lang::En, &mention), None);
        }
    }
}
