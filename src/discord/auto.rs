//! The seats the bot answers for without waiting for their player: a choice everybody can tell is
//! forced, and a player's standing orders (`/settings orders`). The computer task answers them
//! (`computer::drive`); the announcement neither mentions such a seat nor sends it its cards.

use crate::engine::{AnyGame, Seat};
use crate::session::orders::{Orders, covers, setting_key};
use crate::store::{GameId, Store, StoreError};

/// A seat's standing orders in a game.
pub async fn orders(store: &Store, game: GameId, seat: Seat) -> Result<Orders, StoreError> {
    Ok(store
        .game_setting(game, &setting_key(seat))
        .await?
        .map(|v| Orders::parse(&v))
        .unwrap_or_default())
}

/// Whether the bot answers `seat`'s decision in `current` without waiting for its player
/// (`deciding`: the seat whose player gave the latest command).
pub async fn answers_for(
    store: &Store,
    game: GameId,
    current: &AnyGame,
    seat: Seat,
    deciding: Option<Seat>,
) -> Result<bool, StoreError> {
    let orders = orders(store, game, seat).await?;
    Ok(covers(current, seat, &orders, deciding))
}
