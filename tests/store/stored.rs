//! What the fixtures of stored games of any rule set share (`fixture_v3`, `v4`, `v5`): the state a
//! stored game replays to and the end the random players reach from there, and the moves that
//! wrote them (random players through the session core, with undos, computer and deadline moves).

use bloodrage_bot::engine::{AnyCommand, AnyGame, Seat};
use bloodrage_bot::session::{Current, Session, Teller};
use bloodrage_bot::sim;
use bloodrage_bot::store::Origin;
use serde_json::{Value, json};

/// The state after the log (`fingerprint`), and the end the random players reach from there.
pub fn expected_of(game: &AnyGame, seq: u64, fingerprint: fn(&AnyGame) -> Value) -> Value {
    let mut game = game.clone();
    let state = fingerprint(&game);
    let seed = game.config().seed;
    let mut position = seq;
    let mut continuation = Vec::new();
    while let Some((seat, command)) = sim::choose(&game, seed, position) {
        game.apply(seat, &command).unwrap();
        continuation.push(json!([seat, command]));
        position += 1;
    }
    json!({
        "seq": seq,
        "state": state,
        "end": {
            "continuation": continuation,
            "commands": position,
            "outcome": game.outcome(),
            "state": fingerprint(&game),
        },
    })
}

/// The random players' next move.
fn next(current: &Current) -> (Seat, AnyCommand) {
    sim::choose(
        current.game.as_ref(),
        current.game.config().seed,
        current.record.next_seq,
    )
    .expect("the game goes on")
}

/// Plays up to `moves` moves of game `id` with the random players, until it ends: seat 1's
/// commands given by the computer, every third of seat 2's by its deadline, and every fourth move
/// followed by an attempt to take it back.
pub async fn play_stored(session: &Session, id: i64, moves: u32) {
    for turn in 0..moves {
        let current = session.game(id).await.unwrap();
        if current.game.outcome().is_some() {
            break;
        }
        let (seat, command) = next(&current);
        let origin = match seat {
            Seat(1) => Origin::Computer,
            Seat(2) if turn % 3 == 0 => Origin::Deadline,
            _ => Origin::Player,
        };
        session
            .apply_as(id, seat, &[command], None, origin)
            .await
            .unwrap()
            .unwrap();
        if turn % 4 == 0 {
            let _ = session.undo(id, seat, (None, Teller::Asker)).await.unwrap();
        }
    }
}
