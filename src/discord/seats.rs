//! Who plays a game: the Discord user in each seat, and how Discord names a player in messages (a
//! mention; the seats' names are [`crate::frontend::seat_names`]).

use crate::engine::Seat;
use crate::session::Session;
use crate::session::{GameId, StoreError};
use serenity::all::UserId;

/// The seat of a user in a game, if they have one.
pub async fn seat_of(
    session: &Session,
    game: GameId,
    user: UserId,
) -> Result<Option<Seat>, StoreError> {
    Ok(session.seating(game).await?.seat_of(user.get()))
}

/// Whether the computer plays `seat` of `game` now (a computer clan, or a handed-over seat).
pub async fn handed_over(session: &Session, game: GameId, seat: Seat) -> Result<bool, StoreError> {
    Ok(session.seating(game).await?.handed_over(seat))
}

/// How Discord names a player in messages: their mention (shown without pinging anyone unless
/// a message allows it).
pub fn mention(user: u64, _joined_as: &str) -> String {
    format!("<@{user}>")
}
