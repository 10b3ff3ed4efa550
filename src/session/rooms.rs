//! The session's rooms: handles over the one [`Session`] core, one per concern, each a borrowed
//! view (`session.games()`, `session.seats()`, …) with the operations of that concern and no
//! other. The core itself keeps only what every room shares: opening and closing, the clock, a
//! game's lock, the move path (apply, play, undo and their checks), reading a game, notices, and
//! the session's own life. A room reaches the core (and the other rooms) through `Deref`, so an
//! operation is written once, in the file of its concern, and called as
//! `session.<room>().<operation>()` by every front end.
//!
//! | Room | Owns | Its files |
//! |------|------|-----------|
//! | [`Games`] | a game's row, status, thread, who it awaits, its settings; finding games | `memory`, `lookups`, `mod` |
//! | [`Lobbies`] | a game before it starts: lobbies, who joins, the computer clans asked for, the start | `lobby`, `memory` |
//! | [`Seats`] | who sits at a game in play: hand-overs, returns, replacements, resignations, standing orders | `hands`, `memory` |
//! | [`Players`] | a player across games: settings, time zone and quiet hours, absences, DMs | `memory`, `time`, `dms` |
//! | [`Clocks`] | a game's pace: time left, pauses, reminders, missed deadlines, the deadlines' round | `pacing`, `deadlines` |
//! | [`Computers`] | the computer clans' moves, the answers owed at once, a hint | `computers` |
//! | [`Telling`] | what the players are owed after moves, and what a stopped process left untold | `announce`, `takeover` |
//! | [`Processes`] | several processes on one database: leases, hearing the others, being alive | `leases`, `hearing`, `takeover` |
//! | [`Results`] | finished games: history, ratings, leaderboards, records, stories | `archive`, `ratings`, `stats` |
//! | [`Pages`] | the web pages: the address, who allows them, a game's links and what a page shows | `web` |
//!
//! Anyone holding the session may call any room: the rooms divide the operations by concern,
//! not by caller. Front ends (`crate::discord`, `crate::web`, `crate::dialogue`) call them; the
//! store is reached only through them.

use super::Session;

crate::rooms::rooms! {
    Session, "session";
    /// A game's row, status and thread, who it awaits and its settings; finding games (by
    /// command, thread, player) and the lists the rounds need.
    Games by games;
    /// A game before it starts: its lobby, who joins and leaves, the computer clans asked for,
    /// and the start.
    Lobbies by lobbies;
    /// Who sits at a game in play: the seating, hand-overs to the computer and back,
    /// replacements, resignations, standing orders.
    Seats by seats;
    /// A player across their games: their settings, time zone and quiet hours, absences and
    /// allowance, and whether they may be reached by DM.
    Players by players;
    /// A game's pace: the time each awaited player has left, pauses, reminders, missed
    /// deadlines, and the round that takes them.
    Clocks by clocks;
    /// The computer clans: waking them, their moves, the answers owed at once, a hint.
    Computers by computers;
    /// What the players are owed after a game's moves, and the moves and answers a stopped
    /// process left untold.
    Telling by telling;
    /// Several processes on one database: the leases, hearing the others, staying alive.
    Processes by processes;
    /// Finished games: history, ratings, leaderboards, players' records, stories.
    Results by results;
    /// The web pages: the public address, who allows them, each game's links, what a page shows.
    Pages by pages;
}
