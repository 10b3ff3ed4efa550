//! The store's rooms: handles over the one [`Store`] (its pool and its dialect), one per group
//! of tables, each with the queries of its tables and no other. The store itself keeps opening,
//! closing, migrating, checking and copying the whole database. Only the session calls the
//! rooms (and the operator's commands in `crate::ops`, and tests); front ends never name the
//! store.
//!
//! | Room | Its tables | Its files |
//! |------|------------|-----------|
//! | [`Games`] | `games`: a game's row, status, thread, config; lists of games; the finished ones | `games`, `finished` |
//! | [`Seats`] | `seats`, `computer_seats`: who sits where, and which seats the computer plays | `games`, `computer` |
//! | [`Logs`] | `commands`: the append-only log, appended with the row in one transaction | `games` |
//! | [`Clocks`] | `awaited`, `absences`: who a game waits on since when, and players' absences | `awaited`, `absence` |
//! | [`Settings`] | `game_settings`, `user_settings`, `guild_settings` | `settings` |
//! | [`Processes`] | `leases`, `replies`, `changes`: several processes on one database | `lease`, `replies`, `changes` |
//! | [`Results`] | `unfiled`, `results`, `result_seats`, `standings`, `tallies`, `known_names`: the finished games filed, and what is counted from them | `results` |

use super::Store;

crate::rooms::rooms! {
    Store, "store";
    /// The `games` table: creating a game, its row, status, thread and config, the lists the
    /// session asks for, and the finished games.
    Games by games;
    /// The `seats` and `computer_seats` tables: who sits at a game and which seats the computer
    /// plays.
    Seats by seats;
    /// The `commands` table: a game's append-only log, appended together with its row.
    Logs by logs;
    /// The `awaited` and `absences` tables: who each game waits on and since when, clocks
    /// restarted and resumed, and the players' absences.
    Clocks by clocks;
    /// The settings tables: a game's, a player's, a server's.
    Settings by settings;
    /// The tables several processes share: leases, owed answers, the feed of changes, and which
    /// processes are alive.
    Processes by processes;
    /// The finished games filed once each, and what the ratings and statistics keep of them:
    /// standings, tallies, players' names.
    Results by results;
}
