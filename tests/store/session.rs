//! What the session decides, whichever front end asks: a hint and when it is refused, a game
//! abandoned once and never after its end, a server's allowance of days away kept within a
//! year, and the rounds that find what the players are owed untold. Each over a real store
//! (SQLite), with a listener that writes down what the session tells.

use super::Ear;
use bloodrage_bot::engine::{GameConfig, Level};
use bloodrage_bot::session::settings::{GameSetting, MAX_AWAY_DAYS};
use bloodrage_bot::session::{Ended, GameId, HintRefusal, Notice, Session};
use bloodrage_bot::store::{Backend, GameStatus, NewGame};
use std::sync::Arc;

const HOST: u64 = 1;
const OTHER: u64 = 2;
const THREAD: u64 = 700;

/// A session on a fresh SQLite database, and a started two-player game of Blood Rage with its
/// thread.
async fn started() -> (Arc<Session>, GameId, Arc<Ear>) {
    let store = bloodrage_bot::store::testing::store(Backend::Sqlite).await;
    let session = Arc::new(Session::new(store));
    let ear = Arc::new(Ear::default());
    session.subscribe(ear.clone());
    let id = session
        .games()
        .create_game(
            NewGame {
                config: Some(GameConfig::base(2, 17)),
                status: Some(GameStatus::Lobby),
                host_id: Some(HOST),
                ..NewGame::default()
            },
            &[GameSetting::Seats(2)],
        )
        .await
        .unwrap();
    session.lobbies().join(id, HOST, "host", 2).await.unwrap();
    session.lobbies().join(id, OTHER, "other", 2).await.unwrap();
    session.games().set_thread(id, THREAD).await.unwrap();
    session.lobbies().start(id, HOST).await.unwrap().unwrap();
    (session, id, ear)
}

#[tokio::test]
async fn a_hint_is_the_medium_computer_s_move_refused_for_a_seat_handed_over_or_not_awaited() {
    let (session, id, _) = started().await;
    let current = session.current(id).await.unwrap();
    let seating = session.seats().seating(id).await.unwrap();
    let seat = seating.seat_of(HOST).unwrap();
    // The draft awaits both players.
    let (command, _) = session
        .computers()
        .hint(&current, seat)
        .await
        .unwrap()
        .unwrap();
    assert!(current.game.legal_commands(seat).contains(&command));
    assert_eq!(
        Some(command),
        bloodrage_bot::ai::hint(&current.game, seat).map(|(c, _)| c)
    );
    // Once the seat has decided, nothing is awaited of it until the other has.
    let mut current = current;
    for _ in 0..20 {
        if !current.game.awaited().contains(seat) {
            break;
        }
        let position = current.record.next_seq;
        let pick = current.game.legal_commands(seat)[0].clone();
        session
            .apply(id, seat, &[pick], Some(position))
            .await
            .unwrap()
            .unwrap();
        current = session.current(id).await.unwrap();
    }
    assert!(!current.game.awaited().contains(seat));
    assert_eq!(
        session.computers().hint(&current, seat).await.unwrap(),
        Err(HintRefusal::NothingAwaited)
    );
    // The other player's seat, handed to the computer, is the computer's to decide.
    let other = seating.seat_of(OTHER).unwrap();
    session
        .seats()
        .hand_over(id, other, OTHER, Level::Easy)
        .await
        .unwrap();
    let current = session.current(id).await.unwrap();
    assert_eq!(
        session.computers().hint(&current, other).await.unwrap(),
        Err(HintRefusal::HandedOver)
    );
}

#[tokio::test]
async fn a_game_that_has_ended_is_not_abandoned_and_nothing_is_told() {
    let (session, id, ear) = started().await;
    session
        .games()
        .abandon(id, Some(HOST))
        .await
        .unwrap()
        .unwrap();
    let told = ear.0.lock().unwrap().len();
    let log = session.store().logs().log(id).await.unwrap().len();
    assert_eq!(
        session.games().abandon(id, Some(HOST)).await.unwrap(),
        Err(Ended(GameStatus::Abandoned))
    );
    assert_eq!(ear.0.lock().unwrap().len(), told, "nothing told again");
    assert_eq!(session.store().logs().log(id).await.unwrap().len(), log);
    // A finished game stays finished.
    let (session, id, ear) = started().await;
    session
        .games()
        .set_status(id, GameStatus::Finished)
        .await
        .unwrap();
    assert_eq!(
        session.games().abandon(id, None).await.unwrap(),
        Err(Ended(GameStatus::Finished))
    );
    assert_eq!(
        session.games().record(id).await.unwrap().status,
        GameStatus::Finished
    );
    assert!(
        !ear.0
            .lock()
            .unwrap()
            .iter()
            .any(|n| matches!(n, Notice::Abandoned { .. }))
    );
}

#[tokio::test]
async fn a_server_s_allowance_of_days_away_is_kept_between_none_and_a_year() {
    let (session, _, _) = started().await;
    let guild = 55;
    assert_eq!(
        session
            .players()
            .set_away_days(guild, 10_000)
            .await
            .unwrap(),
        MAX_AWAY_DAYS
    );
    assert_eq!(
        session.players().away_days(Some(guild)).await.unwrap(),
        MAX_AWAY_DAYS
    );
    assert_eq!(session.players().set_away_days(guild, -3).await.unwrap(), 0);
    assert_eq!(session.players().away_days(Some(guild)).await.unwrap(), 0);
    assert_eq!(
        session.players().set_away_days(guild, 30).await.unwrap(),
        30
    );
    assert_eq!(session.players().away_days(Some(guild)).await.unwrap(), 30);
}

#[tokio::test]
async fn a_round_tells_the_front_ends_of_each_game_whose_moves_nobody_told() {
    let (session, id, ear) = started().await;
    // The start, told by nobody: the game is behind.
    session.telling().tell_untold().await.unwrap();
    assert_eq!(ear.untold(), [id]);
    // Told up to its end: nothing more.
    let record = session.games().record(id).await.unwrap();
    session.telling().told(id, record.next_seq).await.unwrap();
    session.telling().tell_untold().await.unwrap();
    assert_eq!(ear.untold(), [id], "a game told is not told again");
    // A move nobody told.
    let current = session.current(id).await.unwrap();
    let seat = session
        .seats()
        .seating(id)
        .await
        .unwrap()
        .seat_of(HOST)
        .unwrap();
    let pick = current.game.legal_commands(seat)[0].clone();
    session
        .apply(id, seat, &[pick], Some(current.record.next_seq))
        .await
        .unwrap()
        .unwrap();
    session.telling().tell_untold().await.unwrap();
    assert_eq!(ear.untold(), [id, id]);
}
