//! What the players of a game are owed after its latest moves, decided here for every front end:
//! the steps not told yet (from the game's announced cursor, at most [`CATCH_UP_MOVES`]), whether
//! the board goes with them, the seats newly awaited to mention, the seats whose decision is
//! theirs to take (the bot answers none of them), and "since your last turn" for a seat mentioned.
//! A front end words it ([`crate::discord`] posts in the game's thread and sends private
//! decisions by DM) and, once everything is told, moves the cursor ([`Telling::told`]).
//!
//! Announcements of one game are told in order under its announcing lock
//! ([`Processes::announcing`](super::Processes::announcing), claimed in the database too when several processes share it), which
//! is not the game's lock: moves go on being stored while a front end is slow.
//!
//! Rooms: [`Telling`] (see [`super::rooms`]).

use super::Telling;
use super::orders::{covers, deciding};
use super::settings::{BoardPolicy, GameSetting};
use super::{Current, Step};
use crate::engine::{AnyEvent, Seat};
use crate::store::{GameId, GameRecord, StoreError};
use std::sync::Arc;

/// Most moves told in one announcement (a thread far behind gets the latest ones).
pub const CATCH_UP_MOVES: u64 = 20;

/// Why the players are told.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Occasion {
    /// Moves of this seat were stored: tell them (the board if they call for it).
    Moves(Seat),
    /// The game has just started: the board, and the first private decisions.
    Start,
    /// The players missed moves (a restart, a refused message): the moves, the board, and
    /// everyone awaited mentioned.
    CatchUp,
}

/// Whether the board goes with an announcement.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardDue {
    /// Always (a start, a catch-up, a decision taken back).
    Yes,
    /// If the events told change what the board shows (the presentation knows).
    IfItChanged,
    /// Not this time (the game's board policy).
    No,
}

/// What the players of a game are owed now.
#[derive(Debug, Clone)]
pub struct Owed {
    /// The game now (`current.record.next_seq` is where the cursor goes once told).
    pub current: Current,
    /// The steps not told yet, in order.
    pub steps: Vec<Arc<Step>>,
    /// The player whose decision the last step was, if a player's.
    pub deciding: Option<Seat>,
    /// Whether a decision was taken back among them.
    pub undone: bool,
    /// Whether the board goes with them.
    pub board: BoardDue,
    /// The seats newly awaited that the bot does not answer for, to mention (never the player who
    /// just decided: their reply shows their next choice).
    pub mention: Vec<Seat>,
    /// Every awaited seat whose decision is its player's to take (the bot answers none of them):
    /// those a front end delivers privately.
    pub theirs: Vec<Seat>,
    /// Whether the thread was told all of it already (an announcement stopped before its
    /// private decisions were sent, see [`Telling::told_thread`]): only those are owed, so
    /// `steps` and `mention` are empty and `board` is `No`.
    pub thread_told: bool,
}

impl Owed {
    /// The events of the steps, in order.
    pub fn events(&self) -> Vec<AnyEvent> {
        self.steps
            .iter()
            .flat_map(|s| s.events.iter().cloned())
            .collect()
    }

    /// The log position of the first step told (the cursor when there is none).
    pub fn first(&self) -> u64 {
        self.steps
            .first()
            .map_or(self.current.record.next_seq, |s| s.seq)
    }
}

impl Telling<'_> {
    /// What the players of `record`'s game are owed now (`record` read under the announcing
    /// lock), or `None` when there is nothing to tell: another announcement told it already, or
    /// a player is still making their move (the figures of a march: the whole action is told
    /// at once). Notes who is now mentioned, so a seat is mentioned once per change of who is
    /// awaited for what.
    pub async fn owed(
        &self,
        record: &GameRecord,
        occasion: Occasion,
    ) -> Result<Option<Owed>, StoreError> {
        let behind = record.announced != Some(record.next_seq);
        if occasion != Occasion::Start && !behind {
            return Ok(None);
        }
        let settings = self.games().settings(record.id).await?;
        // What the thread was told already, by an announcement that stopped before its private
        // decisions were sent, is not told again.
        let announced = record.announced.unwrap_or(0);
        let thread_told = settings
            .thread_told
            .filter(|to| *to > announced && *to <= record.next_seq);
        // Never more than a screenful of moves, however far behind the players are.
        let from = announced
            .max(record.next_seq.saturating_sub(CATCH_UP_MOVES))
            .max(thread_told.unwrap_or(0));
        let (current, steps) = self.since(record.id, from).await?;
        let decision = current.game.decision();
        if decision.is_some_and(|d| d.follow_up) && occasion != Occasion::Start {
            return Ok(None);
        }
        let thread_told = thread_told == Some(current.record.next_seq);
        let deciding = deciding(&steps);
        let undone = steps.iter().any(|s| s.undoes.is_some());
        let actor = match occasion {
            Occasion::Moves(seat) => Some(seat),
            _ => None,
        };
        let changes_hands = decision.is_none_or(|d| actor.is_none_or(|a| !d.seats.contains(a)));
        let board = match (settings.board, occasion) {
            _ if thread_told => BoardDue::No,
            (BoardPolicy::OnRequest, _) => BoardDue::No,
            // A decision was taken back: the board as it is again.
            _ if undone => BoardDue::Yes,
            (_, Occasion::Start | Occasion::CatchUp) => BoardDue::Yes,
            (BoardPolicy::EveryAction, Occasion::Moves(_)) => BoardDue::IfItChanged,
            (BoardPolicy::TurnChange, Occasion::Moves(_)) if changes_hands => BoardDue::IfItChanged,
            (BoardPolicy::TurnChange, Occasion::Moves(_)) => BoardDue::No,
        };
        let (mention, theirs) = match decision {
            None => (Vec::new(), Vec::new()),
            Some(decision) => {
                let now: Vec<Seat> = decision.seats.iter().collect();
                let key = format!(
                    "{}|{}",
                    decision.kind,
                    now.iter()
                        .map(|s| s.0.to_string())
                        .collect::<Vec<_>>()
                        .join(",")
                );
                let previous = settings.pinged.clone().unwrap_or_default();
                let (previous_kind, previous_seats) = previous.split_once('|').unwrap_or(("", ""));
                let before: Vec<Seat> = previous_seats
                    .split(',')
                    .filter_map(|s| s.parse().ok())
                    .map(Seat)
                    .collect();
                let everyone = occasion == Occasion::CatchUp || previous_kind != decision.kind;
                let mut mention: Vec<Seat> = now
                    .iter()
                    .copied()
                    .filter(|s| everyone || !before.contains(s))
                    .collect();
                // The player who just decided sees their next choice in the reply; a seat whose
                // decision the computer took (a deadline, an answer at once) is mentioned like
                // anyone.
                if let (Occasion::Moves(_), Some(player)) = (occasion, deciding) {
                    mention.retain(|s| *s != player);
                }
                // A computer clan is neither mentioned nor sent its cards: it moves by itself;
                // nor is a seat the bot answers for at once (a forced choice, a standing order).
                let seating = self.seats().seating(record.id).await?;
                let theirs: Vec<Seat> = now
                    .iter()
                    .copied()
                    .filter(|seat| {
                        seating.computer(*seat).is_none()
                            && !covers(&current.game, *seat, &settings.orders_of(*seat), deciding)
                    })
                    .collect();
                mention.retain(|s| theirs.contains(s) && !thread_told);
                if settings.pinged.as_deref() != Some(key.as_str()) {
                    self.games()
                        .set(record.id, GameSetting::Pinged(key))
                        .await?;
                }
                (mention, theirs)
            }
        };
        Ok(Some(Owed {
            current,
            steps,
            deciding,
            undone,
            board,
            mention,
            theirs,
            thread_told,
        }))
    }

    /// What happened since each of `seats`' latest decision, for an announcement whose steps
    /// begin at `first`: the events of everyone's moves in between (before `first`, which the
    /// announcement tells itself), none of a decision taken back nor of its undo. Seats with
    /// nothing in between are left out; the log is read once for all of them.
    pub async fn since_last_turn(
        &self,
        game: GameId,
        seats: &[Seat],
        first: u64,
    ) -> Result<Vec<(Seat, Vec<AnyEvent>)>, StoreError> {
        let mut lasts = Vec::new();
        for seat in seats {
            if let Some(last) = self.games().last_command_of(game, *seat).await?
                && last + 1 < first
            {
                lasts.push((*seat, last));
            }
        }
        let Some(from) = lasts.iter().map(|(_, last)| last + 1).min() else {
            return Ok(Vec::new());
        };
        let (_, steps) = self.since(game, from).await?;
        let undone: Vec<u64> = steps.iter().filter_map(|s| s.undoes).collect();
        Ok(lasts
            .into_iter()
            .map(|(seat, last)| {
                let events = steps
                    .iter()
                    .filter(|s| s.seq > last && s.undoes.is_none() && !undone.contains(&s.seq))
                    .flat_map(|s| s.events.iter().cloned())
                    .collect();
                (seat, events)
            })
            .collect())
    }

    /// The thread has been told everything up to `to` (an [`Owed`]'s
    /// `current.record.next_seq`), and private decisions are still to be sent: were they not
    /// sent (a refused direct message, the process stopping), what is owed next is only them.
    pub async fn told_thread(&self, game: GameId, to: u64) -> Result<(), StoreError> {
        self.games().set(game, GameSetting::ThreadTold(to)).await
    }

    /// Whether `seat`'s private decision `key` (a [`crate::present::Delivery`]'s) is still to be
    /// sent: it is sent once.
    pub async fn delivery_due(
        &self,
        game: GameId,
        seat: Seat,
        key: &str,
    ) -> Result<bool, StoreError> {
        let settings = self.games().settings(game).await?;
        Ok(settings.delivered.get(&seat).map(String::as_str) != Some(key))
    }

    /// `seat`'s private decision `key` was sent, or could not be because its player takes no
    /// direct message from the bot (`dms_closed`; they decide with a command): it is not sent
    /// again. Returns whether the game's players are now to be told that this player's direct
    /// messages are closed (once per seat and game).
    pub async fn delivered(
        &self,
        game: GameId,
        seat: Seat,
        key: &str,
        dms_closed: bool,
    ) -> Result<bool, StoreError> {
        self.games()
            .set(game, GameSetting::Delivered(seat, key.to_string()))
            .await?;
        if !dms_closed
            || self
                .games()
                .settings(game)
                .await?
                .dm_warned
                .contains_key(&seat)
        {
            return Ok(false);
        }
        self.games().set(game, GameSetting::DmWarned(seat)).await?;
        Ok(true)
    }

    /// Everything up to `to` (an [`Owed`]'s `current.record.next_seq`) has been told.
    pub async fn told(&self, game: GameId, to: u64) -> Result<(), StoreError> {
        self.set_announced(game, to).await?;
        self.forget_untold(game);
        Ok(())
    }
}
