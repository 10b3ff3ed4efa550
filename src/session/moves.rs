//! A player's own move, and taking one back: the seat they hold gives its commands, unless they
//! hold none in the game in play or the computer plays it for them now; their run of missed
//! deadlines ends, and whether they may take it back at once is judged here (undo on, the game
//! not over, nothing the move did closing its window). Front ends word the move and its refusals.

use super::{Applied, Refusal, Session, UndoRefusal, Undoable, Undone};
use crate::engine::{AnyCommand, Seat, undo_closed_by};
use crate::store::{GameId, GameStatus, Origin, StoreError};

/// A player's move, stored.
#[derive(Debug, Clone)]
pub struct PlayerMove {
    /// What was applied, and the game after it.
    pub applied: Applied,
    /// The seat that moved.
    pub seat: Seat,
    /// Whether the player may take the move back now: the confirmation offers it.
    pub undo: bool,
}

impl Session {
    /// `user` gives `commands` in `id` (see [`Session::apply`], `expected` included). Refused,
    /// changing nothing, when they have no seat in the game in play ([`Refusal::NotPlaying`],
    /// or why the game takes no move) or the computer plays their seat ([`Refusal::HandedOver`]).
    /// `teller` tells the players about it ([`super::Teller`]).
    pub async fn play(
        &self,
        id: GameId,
        user: u64,
        commands: &[AnyCommand],
        (expected, reply, teller): (
            Option<u64>,
            Option<&super::takeover::ReplyHandle>,
            super::Teller,
        ),
    ) -> Result<Result<PlayerMove, Refusal>, StoreError> {
        let seating = self.seats().seating(id).await?;
        let Some(seat) = seating.seat_of(user) else {
            return Ok(Err(match self.games().record(id).await {
                Ok(r) if r.status != GameStatus::Active => Refusal::NotActive(r),
                Ok(_) => Refusal::NotPlaying,
                Err(_) => Refusal::NoSuchGame(id),
            }));
        };
        if seating.handed_over(seat) {
            return Ok(Err(Refusal::HandedOver(seat)));
        }
        let owing = reply.map(|r| (user, r));
        let applied = match self
            .apply_owing(
                id,
                (seat, Origin::Player, teller),
                commands,
                expected,
                owing,
            )
            .await?
        {
            Ok(applied) => applied,
            Err(refusal) => return Ok(Err(refusal)),
        };
        // The move is stored: what follows must not turn its confirmation into a failure (the
        // player would be told nothing changed). The run of missed deadlines not ended is ended
        // by the next answer; undo not offered is still there through `/undo`.
        if let Err(e) = self.clocks().answered(id, seat).await
            && !self.fault_noted(&e)
        {
            tracing::warn!(game = id, "ending a run of missed deadlines failed: {e}");
        }
        let undo = applied.current.game.outcome().is_none()
            && applied
                .steps
                .last()
                .is_some_and(|s| undo_closed_by(&s.events, seat).is_none())
            && self
                .games()
                .settings(id)
                .await
                .is_ok_and(|settings| settings.undo);
        Ok(Ok(PlayerMove {
            applied,
            seat,
            undo,
        }))
    }
}

impl Session {
    /// The seat `user` may take a decision back in, or why not: the game is in play, they hold a
    /// seat, undo is on, and they play it themselves.
    async fn undoer(&self, id: GameId, user: u64) -> Result<Result<Seat, UndoRefusal>, StoreError> {
        let record = match self.games().record(id).await {
            Ok(r) => r,
            Err(StoreError::NoSuchGame { .. }) => return Ok(Err(UndoRefusal::NoSuchGame(id))),
            Err(e) => return Err(e),
        };
        if record.status != GameStatus::Active {
            return Ok(Err(UndoRefusal::NotActive(record)));
        }
        let seating = self.seats().seating(id).await?;
        let Some(seat) = seating.seat_of(user) else {
            return Ok(Err(UndoRefusal::NotPlaying));
        };
        if !self.games().settings(id).await?.undo {
            return Ok(Err(UndoRefusal::Off));
        }
        if seating.handed_over(seat) {
            return Ok(Err(UndoRefusal::HandedOver(seat)));
        }
        Ok(Ok(seat))
    }

    /// The decision `user` may take back now in `id`, with their seat, or why there is none
    /// (see [`Session::undoable`]).
    pub async fn undoable_by(
        &self,
        id: GameId,
        user: u64,
    ) -> Result<Result<(Seat, Undoable), UndoRefusal>, StoreError> {
        let seat = match self.undoer(id, user).await? {
            Ok(seat) => seat,
            Err(why) => return Ok(Err(why)),
        };
        Ok(self.undoable(id, seat).await?.map(|u| (seat, u)))
    }

    /// Takes back `user`'s last decision in `id` (see [`Session::undo`], `expected` and `teller`
    /// included), with their seat, or why not.
    pub async fn undo_by(
        &self,
        id: GameId,
        user: u64,
        told: (Option<u64>, super::Teller),
    ) -> Result<Result<(Seat, Undone), UndoRefusal>, StoreError> {
        let seat = match self.undoer(id, user).await? {
            Ok(seat) => seat,
            Err(why) => return Ok(Err(why)),
        };
        Ok(self.undo(id, seat, told).await?.map(|u| (seat, u)))
    }
}
