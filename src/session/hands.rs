//! A seat in a game in play, whichever front end asks: who may change its hands (a hand-over to
//! the computer, a replacement, a resignation), and the standing orders its player gives. A
//! change of hands is refused, with nothing changed, when the rules of the table do not allow it
//! ([`SeatRefusal`]); the front end words the refusal. Who manages a game (its host, or whom the
//! front end trusts, such as a server's admins) is the front end's to say.
//!
//! Rooms: [`Seats`] (see [`super::rooms`]).

use super::Seats;
use super::lobby::DEFAULT_LEVEL;
use super::orders::{Orders, OrdersChange};
use super::settings::GameSetting;
use crate::engine::{Level, Seat};
use crate::store::{GameId, StoreError};

/// Why a seat did not change hands; nothing changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeatRefusal {
    /// Only the game's host hands over another player's seat.
    NotHost,
    /// This user holds no seat of the game.
    NotPlaying(u64),
    /// The computer plays that seat already.
    AlreadyComputer,
    /// This user holds a seat of the game already.
    AlreadyPlays(u64),
}

impl Seats<'_> {
    /// `by` hands `target`'s seat of `game` to the computer at `level` (the default level
    /// unless named), theirs or, for its host, anyone's. Gives the seat and the level.
    pub async fn hand_over_for(
        &self,
        game: GameId,
        by: u64,
        target: u64,
        level: Option<Level>,
    ) -> Result<Result<(Seat, Level), SeatRefusal>, StoreError> {
        if target != by && self.games().record(game).await?.host_id != Some(by) {
            return Ok(Err(SeatRefusal::NotHost));
        }
        let seating = self.seating(game).await?;
        let Some(seat) = seating.seat_of(target) else {
            return Ok(Err(SeatRefusal::NotPlaying(target)));
        };
        if seating.handed_over(seat) {
            return Ok(Err(SeatRefusal::AlreadyComputer));
        }
        let level = level.unwrap_or(DEFAULT_LEVEL);
        self.hand_over(game, seat, target, level).await?;
        Ok(Ok((seat, level)))
    }

    /// `player`'s seat of `game` goes to `with` (joining under `name`). Gives the seat.
    pub async fn replace_player(
        &self,
        game: GameId,
        player: u64,
        (with, name): (u64, &str),
    ) -> Result<Result<Seat, SeatRefusal>, StoreError> {
        let Some(seat) = self.seating(game).await?.seat_of(player) else {
            return Ok(Err(SeatRefusal::NotPlaying(player)));
        };
        match self.replace(game, seat, with, name).await {
            Ok(()) => Ok(Ok(seat)),
            Err(StoreError::AlreadyJoined { .. }) => Ok(Err(SeatRefusal::AlreadyPlays(with))),
            Err(e) => Err(e),
        }
    }

    /// `seat`'s player resigns: the computer plays it to the end at the level of the game's
    /// computer clans (the default level unless its host chose one). Gives the level.
    pub async fn resign_seat(&self, game: GameId, seat: Seat) -> Result<Level, StoreError> {
        let level = self
            .games()
            .settings(game)
            .await?
            .bot_level
            .unwrap_or(DEFAULT_LEVEL);
        self.resign(game, seat, level).await?;
        Ok(level)
    }

    /// `seat`'s standing orders in `game` after `change`: stored, and the computer wakes to
    /// answer what they now cover. Gives the orders and the Age of the draft under way or next
    /// to come, if any is left.
    pub async fn change_orders(
        &self,
        game: GameId,
        seat: Seat,
        change: OrdersChange,
    ) -> Result<(Orders, Option<u8>), StoreError> {
        let ahead = self.current(game).await?.game.draft_ahead();
        let orders = self
            .games()
            .settings(game)
            .await?
            .orders_of(seat)
            .changed(change, ahead);
        if !change.is_empty() {
            self.games()
                .set(game, GameSetting::Orders(seat, orders.clone()))
                .await?;
            // An order may answer what is asked of the seat right now.
            self.computers().wake(game);
        }
        Ok((orders, ahead))
    }
}
