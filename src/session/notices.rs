//! What the session tells its front ends: typed notices of what happened to a game — it
//! started, any seat moved (a player through a front end, a computer clan, a deadline taken, a
//! forced answer, a standing order), a decision was taken back, a reminder is due, a seat was
//! handed over, a player went away or came back — which a front end subscribes to ([`Session::subscribe`]) and words in its own
//! way. The session never formats a message; a front end never decides when a game moves.
//!
//! Notices are told in order, once what they tell is stored and the game's lock released, and
//! the session waits until every front end has taken each one (a move is told before the next
//! computer move is thought of, as players expect), so a listener must not call back into the
//! session's game lock. A front end that made a move itself (a player's choice, an undo, a start
//! through its interactions) hears it too, and may leave it to the interaction that made it
//! (Discord tells its own players' moves after answering them).
//!
//! While a move is being stored and told, its game is marked *moving* ([`Session::moving`]): the
//! front ends' catch-up rounds leave such a game alone, so a move is never told twice.

use super::Session;
use crate::engine::{Level, Seat};
use crate::store::{Awaited, GameId, Origin};
use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex};

/// Something that happened to a game that the players should hear about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// The lobby started: the game is dealt and awaits its first decision.
    Started {
        /// The game.
        game: GameId,
    },
    /// Commands of `seat` were stored: a player's (`Origin::Player`), a computer clan's, a
    /// deadline's default (`Origin::Deadline`), a forced answer or a standing order. The game may
    /// have ended with them.
    Moved {
        /// The game.
        game: GameId,
        /// The seat it moved for.
        seat: Seat,
        /// Who gave the command.
        origin: Origin,
        /// The log's length after them.
        to: u64,
        /// Who tells the players about them.
        teller: Teller,
    },
    /// `seat` took its last decision back.
    Undone {
        /// The game.
        game: GameId,
        /// The seat.
        seat: Seat,
        /// The log's length after the undo.
        to: u64,
        /// Who tells the players about it.
        teller: Teller,
    },
    /// A reminder of a wait is due (noted as sent before this notice: it is never told twice).
    Reminder {
        /// The game.
        game: GameId,
        /// The wait: the seat, the decision's kind and since when.
        awaited: Awaited,
        /// The player reminded.
        user: u64,
        /// Seconds left before the deadline (counting none of the player's time away).
        left: i64,
        /// Whether the player asked for reminders by direct message as well.
        by_dm: bool,
    },
    /// After `missed` deadlines in a row, `user`'s seat is played by the computer at `level`
    /// until they take it back.
    HandedOver {
        /// The game.
        game: GameId,
        /// The seat handed over.
        seat: Seat,
        /// Its player.
        user: u64,
        /// Deadlines missed in a row.
        missed: u32,
        /// The level the computer plays it at.
        level: Level,
    },
    /// A seat changed hands at a player's or the host's request (see [`SeatChange`]).
    SeatChanged {
        /// The game.
        game: GameId,
        /// The seat.
        seat: Seat,
        /// How.
        change: SeatChange,
    },
    /// The game's deadlines and reminders stopped (its host or an admin paused it).
    Paused {
        /// The game.
        game: GameId,
    },
    /// The game's deadlines run again from where they stopped.
    Resumed {
        /// The game.
        game: GameId,
    },
    /// `user`, who plays in the game, is away until `until` (a date in their zone): their clock
    /// stands still until then.
    Away {
        /// The game.
        game: GameId,
        /// The player away.
        user: u64,
        /// The day they are back (`2026-12-24`).
        until: String,
    },
    /// `user`, who plays in the game, came back before their absence's end.
    Back {
        /// The game.
        game: GameId,
        /// The player back.
        user: u64,
    },
    /// This game's players are owed something they were not told: moves stored and never told
    /// (the front end refused a message earlier, or a process stopped first, see
    /// [`super::takeover`]), or the answer to a player's move. Heard in the session's rounds; a
    /// front end tells it now, from where the game stands.
    Untold {
        /// The game.
        game: GameId,
    },
    /// The game was abandoned: it takes no more commands.
    Abandoned {
        /// The game.
        game: GameId,
        /// Who abandoned it (its host or an admin), if a user did.
        by: Option<u64>,
    },
    /// The game's row, who it waits on, its settings or who sits at it changed in the store, as
    /// heard through the feed of changes of several processes on one PostgreSQL database (a
    /// move, undo or seat change another process made, or one of this process's own, heard
    /// back): what this process kept of it is forgotten. A front end showing the game as it
    /// stands looks again; one telling moves leaves it (each move is told by the process that
    /// stored it, or by a catch-up round).
    Elsewhere {
        /// The game.
        game: GameId,
    },
}

/// How a seat changed hands (told as [`Notice::SeatChanged`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeatChange {
    /// `user`'s seat is played by the computer at `level` until they take it back.
    HandedOver {
        /// The seat's player.
        user: u64,
        /// The computer's level.
        level: Level,
    },
    /// `user` plays their seat again.
    Returned {
        /// The seat's player.
        user: u64,
    },
    /// `to` took the seat over from `from` (its player before, if it had one).
    Replaced {
        /// The seat's player before.
        from: Option<u64>,
        /// Its player now.
        to: u64,
    },
    /// The seat's player resigned: the computer plays it at `level` to the end.
    Resigned {
        /// The player who resigned, if the seat had one.
        user: Option<u64>,
        /// The computer's level.
        level: Level,
    },
}

impl Notice {
    /// The game the notice is about.
    pub fn game(&self) -> GameId {
        match self {
            Notice::Started { game }
            | Notice::Moved { game, .. }
            | Notice::Undone { game, .. }
            | Notice::Reminder { game, .. }
            | Notice::HandedOver { game, .. }
            | Notice::SeatChanged { game, .. }
            | Notice::Paused { game }
            | Notice::Resumed { game }
            | Notice::Away { game, .. }
            | Notice::Back { game, .. }
            | Notice::Abandoned { game, .. }
            | Notice::Elsewhere { game }
            | Notice::Untold { game } => *game,
        }
    }
}

/// Who tells the players about a move ([`Notice::Moved`]) or an undo ([`Notice::Undone`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Teller {
    /// The front end whose request made it, once it has answered the player (a chat front end
    /// tells its own players' moves after answering them, in the words of that answer).
    Asker,
    /// The front ends listening, as they tell a computer clan's move: a move made where the
    /// game's thread is not (the web page), and every move the bot itself gives.
    Listeners,
}

/// What a front end's answer to a notice is: a future the session awaits.
pub type Heard<'a> = Pin<Box<dyn Future<Output = ()> + Send + 'a>>;

/// A front end listening to the session's notices. It handles its own failures (a message
/// Discord refused is its business: the game has moved all the same).
pub trait Listener: Send + Sync {
    /// Takes one notice (told in order, one at a time per game).
    fn hear<'a>(&'a self, notice: &'a Notice) -> Heard<'a>;
}

/// The front ends listening, and the games with a move under way.
#[derive(Default)]
pub(super) struct Listeners {
    listening: Mutex<Vec<Arc<dyn Listener>>>,
    moving: Arc<Mutex<HashMap<GameId, usize>>>,
}

impl Listeners {
    /// How many games have a move under way.
    pub(super) fn moving_len(&self) -> usize {
        self.moving
            .lock()
            .expect("the move table is never poisoned")
            .len()
    }
}

impl Session {
    /// Subscribes a front end to every notice from now on.
    pub fn subscribe(&self, listener: Arc<dyn Listener>) {
        self.listeners
            .listening
            .lock()
            .expect("the listeners are never poisoned")
            .push(listener);
    }

    /// Tells every front end a notice, one after the other, and returns once all have taken it.
    pub(super) async fn tell(&self, notice: &Notice) {
        let listening = self
            .listeners
            .listening
            .lock()
            .expect("the listeners are never poisoned")
            .clone();
        for listener in listening {
            listener.hear(notice).await;
        }
    }

    /// Marks a move of `game` as under way until the guard is dropped: from before it is stored
    /// until it is told. A front end's catch-up round leaves such a game alone, so a move is
    /// never told twice, nor as a "catching up" note that pings the player who just moved.
    pub fn moving(&self, game: GameId) -> Moving {
        *self
            .listeners
            .moving
            .lock()
            .expect("the move table is never poisoned")
            .entry(game)
            .or_default() += 1;
        Moving {
            game,
            table: self.listeners.moving.clone(),
        }
    }

    /// Whether a move of `game` is being stored or told right now.
    pub fn is_moving(&self, game: GameId) -> bool {
        self.listeners
            .moving
            .lock()
            .expect("the move table is never poisoned")
            .contains_key(&game)
    }
}

/// A move under way (see [`Session::moving`]).
pub struct Moving {
    game: GameId,
    table: Arc<Mutex<HashMap<GameId, usize>>>,
}

impl Drop for Moving {
    fn drop(&mut self) {
        let mut table = self.table.lock().expect("the move table is never poisoned");
        if let Some(n) = table.get_mut(&self.game) {
            *n -= 1;
            if *n == 0 {
                table.remove(&self.game);
            }
        }
    }
}
