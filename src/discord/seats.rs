//! Who plays a game: the Discord user in each seat, and how each seat is named in messages (a
//! mention and the clan) and on images (the player's display name).

use crate::engine::{GameConfig, Seat};
use crate::present::Names;
use crate::store::{GameId, Store, StoreError};
use serenity::all::UserId;

/// The seat of a user in a game, if they have one.
pub async fn seat_of(
    store: &Store,
    game: GameId,
    user: UserId,
) -> Result<Option<Seat>, StoreError> {
    Ok(store
        .seats(game)
        .await?
        .into_iter()
        .find(|(_, u)| *u == user.get())
        .map(|(s, _)| s))
}

/// The players of a game: names for messages and images, and the user of each seat.
#[derive(Debug, Clone, Default)]
pub struct Table {
    /// How each seat is named.
    pub names: Names,
    /// The user of each seat.
    pub users: Vec<Option<u64>>,
}

impl Table {
    /// The user of a seat.
    pub fn user(&self, seat: Seat) -> Option<u64> {
        self.users.get(seat.index()).copied().flatten()
    }
}

/// The players of a started game, from its seats and the clans of its configuration.
pub async fn table(store: &Store, game: GameId, config: &GameConfig) -> Result<Table, StoreError> {
    let seats = store.seats(game).await?;
    let labels = store.seat_names(game).await?;
    let mut table = Table::default();
    for (i, clan) in config.clan_names().into_iter().enumerate() {
        let seat = Seat(i as u8);
        let user = seats.iter().find(|(s, _)| *s == seat).map(|(_, u)| *u);
        let label = labels
            .iter()
            .find(|(s, _)| *s == seat)
            .map(|(_, n)| n.clone())
            .unwrap_or_default();
        table.names.mention.push(match user {
            Some(u) => format!("<@{u}> ({})", clan.name()),
            None => clan.name().to_string(),
        });
        table.names.plain.push(label);
        table.users.push(user);
    }
    Ok(table)
}
