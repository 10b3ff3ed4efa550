//! Which game, and which seat, a player's request is about, as every front end finds them: the
//! game named, else the game of the thread the request comes from, else the player's one game in
//! play ([`Games::game_for`](crate::session::Games::game_for)); `Err` carries what to tell a player who named none, a game that
//! does not exist or is not in play, or a game they have no seat in.

use super::words::not_active;
use crate::engine::Seat;
use crate::present::locale::{Lang, t};
use crate::session::{Current, GameId, GameRecord, GameStatus, Session, StoreError, WhichGame};

/// What a request is answered when it cannot be served: the words to tell the player.
pub type Answer<T> = Result<Result<T, String>, StoreError>;

/// Who asks, and where: `(user, channel)` (the channel or thread the request comes from).
pub type Asker = (u64, Option<u64>);

/// The game a request of `asker` is about (`game` when they named one).
pub async fn game_for(
    session: &Session,
    game: Option<i64>,
    (user, channel): Asker,
    lang: Lang,
) -> Answer<GameRecord> {
    Ok(match session.games().game_for(game, channel, user).await? {
        Ok(record) => Ok(record),
        Err(WhichGame::NoSuchGame(id)) => Err(t!(lang, "no-such-game", id = id)),
        Err(WhichGame::Unsaid) => Err(t!(lang, "which-game")),
    })
}

/// The game in play a request is about (see [`game_for`]).
pub async fn game_in_play(
    session: &Session,
    game: Option<i64>,
    asker: Asker,
    lang: Lang,
) -> Answer<GameRecord> {
    Ok(match game_for(session, game, asker, lang).await? {
        Ok(record) if record.status != GameStatus::Active => Err(not_active(lang, &record)),
        found => found,
    })
}

/// The game in play a request is about, and the asker's seat in it.
pub async fn my_game(
    session: &Session,
    game: Option<i64>,
    asker: Asker,
    lang: Lang,
) -> Answer<(Current, Seat)> {
    let record = match game_in_play(session, game, asker, lang).await? {
        Ok(record) => record,
        Err(why) => return Ok(Err(why)),
    };
    seat_in(session, record.id, asker.0, t!(lang, "not-playing")).await
}

/// The game a choice was offered in at log position `seq` (read again if others moved since),
/// and the chooser's seat in it.
pub async fn my_seat_at(
    session: &Session,
    (game, seq): (GameId, u64),
    user: u64,
    lang: Lang,
) -> Answer<(Current, Seat)> {
    let record = match session.games().record_seen(game, seq).await {
        Ok(record) => record,
        Err(StoreError::NoSuchGame { .. }) => return Ok(Err(t!(lang, "no-longer-exists"))),
        Err(e) => return Err(e),
    };
    if record.status != GameStatus::Active {
        return Ok(Err(not_active(lang, &record)));
    }
    seat_in(session, game, user, t!(lang, "not-playing-see-status")).await
}

/// `user`'s seat in `game` and the game as it stands, or `not_seated`.
async fn seat_in(
    session: &Session,
    game: GameId,
    user: u64,
    not_seated: String,
) -> Answer<(Current, Seat)> {
    match session.seats().seating(game).await?.seat_of(user) {
        Some(seat) => Ok(Ok((session.current(game).await?, seat))),
        None => Ok(Err(not_seated)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dialogue::testing::{PLAYERS, started};

    /// A request names its game, else finds the player's one game in play; a game that does not
    /// exist, one not in play and one without the asker's seat are each answered in words.
    #[tokio::test]
    async fn a_request_finds_its_game_and_seat_else_says_why_not() {
        let (session, id) = started(2, 3, Vec::new()).await;
        let (astrid, stranger) = ((PLAYERS[0].0, None), (99, None));
        let lang = Lang::En;
        let found = my_game(&session, None, astrid, lang)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(found.0.record.id, id);
        assert_eq!(
            Some(found.1),
            session.seats().seating(id).await.unwrap().seat_of(11)
        );
        let none = game_for(&session, Some(id + 7), astrid, lang)
            .await
            .unwrap();
        assert_eq!(none.unwrap_err(), t!(lang, "no-such-game", id = id + 7));
        let unsaid = game_for(&session, None, stranger, lang).await.unwrap();
        assert_eq!(unsaid.unwrap_err(), t!(lang, "which-game"));
        let not_mine = my_game(&session, Some(id), stranger, lang).await.unwrap();
        assert_eq!(not_mine.unwrap_err(), t!(lang, "not-playing"));
        let seq = found.0.record.next_seq;
        let pressed = my_seat_at(&session, (id, seq), 99, lang).await.unwrap();
        assert_eq!(pressed.unwrap_err(), t!(lang, "not-playing-see-status"));
        session
            .games()
            .abandon(id, Some(PLAYERS[0].0))
            .await
            .unwrap()
            .unwrap();
        let record = session.games().record(id).await.unwrap();
        let over = game_in_play(&session, Some(id), astrid, lang)
            .await
            .unwrap();
        assert_eq!(over.unwrap_err(), not_active(lang, &record));
        let pressed = my_seat_at(&session, (id, seq), 11, lang).await.unwrap();
        assert_eq!(pressed.unwrap_err(), not_active(lang, &record));
    }
}
