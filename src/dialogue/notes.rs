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
    let clan = |seat: crate::engine::Seat| record.config.clan_names()[seat];
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
        what = present::rules(record.config.rules).decision_label(decision, lang),
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
