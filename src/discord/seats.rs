//! Who plays a game: the Discord user in each seat, and how each seat is named in messages (a
//! mention and the clan) and on images (the player's display name).

use crate::engine::{GameConfig, Level, Seat};
use crate::present::Names;
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

/// The players of a game: names for messages and images, and the user of each seat.
#[derive(Debug, Clone, Default)]
pub struct Table {
    /// How each seat is named.
    pub names: Names,
    /// The user of each seat.
    pub users: Vec<Option<u64>>,
    /// The level of each seat a computer clan plays (a seat with no player, or a player's seat
    /// handed to the computer).
    pub computer: Vec<Option<Level>>,
}

impl Table {
    /// The user of a seat.
    pub fn user(&self, seat: Seat) -> Option<u64> {
        self.users.get(seat.index()).copied().flatten()
    }

    /// Whether a computer clan plays this seat now.
    pub fn is_computer(&self, seat: Seat) -> bool {
        self.computer.get(seat.index()).copied().flatten().is_some()
    }
}

/// The players of a started game, from its seats and the clans of its configuration. A seat a
/// computer clan plays says so, in messages and on the board's scoreboard.
pub async fn table(
    session: &Session,
    game: GameId,
    config: &GameConfig,
) -> Result<Table, StoreError> {
    let seating = session.seating(game).await?;
    // The names go into the game's thread and onto its board: in the game's language.
    let lang = crate::frontend::words::game_lang(session, game).await?;
    let seats = 0..config.players;
    Ok(Table {
        names: crate::frontend::seat_names(&seating, config, lang, mention),
        users: seats.clone().map(|s| seating.user(Seat(s))).collect(),
        computer: seats
            .map(|s| seating.computer(Seat(s)).map(|c| c.level))
            .collect(),
    })
}
