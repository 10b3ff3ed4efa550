//! Who plays a game: the Discord user in each seat, and how each seat is named in messages (a
//! mention and the clan) and on images (the player's display name).

use crate::engine::{GameConfig, Level, Seat};
use crate::present::Names;
use crate::present::locale::{self, t};
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
    let (seats, labels, computers) = (&seating.seats, &seating.names, &seating.computers);
    // The names go into the game's thread and onto its board: in the game's language.
    let lang = super::language::game(session, game).await?;
    let mut table = Table::default();
    for (i, clan) in config.clan_names().into_iter().enumerate() {
        let seat = Seat(i as u8);
        let user = seats.iter().find(|(s, _)| *s == seat).map(|(_, u)| *u);
        let label = labels
            .iter()
            .find(|(s, _)| *s == seat)
            .map(|(_, n)| n.clone())
            .unwrap_or_default();
        let computer = computers.iter().find(|c| c.seat == seat).map(|c| c.level);
        let name = locale::clan(lang, clan);
        let (mention, plain) = match (user, computer) {
            (Some(u), None) => (format!("<@{u}> ({name})"), label),
            (Some(u), Some(level)) => {
                let level = locale::level(lang, level);
                (
                    t!(
                        lang,
                        "seat-handed-over",
                        user = format!("<@{u}>"),
                        clan = name
                    ),
                    t!(
                        lang,
                        "seat-handed-over-plain",
                        player = label,
                        level = level
                    ),
                )
            }
            (None, Some(level)) => {
                let level = locale::level(lang, level);
                (
                    t!(lang, "seat-computer", clan = name, level = level.as_str()),
                    t!(lang, "seat-computer-plain", level = level),
                )
            }
            (None, None) => (name, label),
        };
        table.names.mention.push(mention);
        table.names.plain.push(plain);
        table.users.push(user);
        table.computer.push(computer);
    }
    Ok(table)
}
