//! The session core's own workings, beside its code: an undo found in the cache is the one the
//! whole log gives. Everything the session does for its callers is tested through its public
//! rooms under `tests/store` (`core.rs`, `life.rs`, `session.rs`).

use super::*;
use crate::engine::GameConfig;
use crate::store::{GameStatus, NewGame};
use std::sync::atomic::AtomicI64;

/// A session on a fresh database of `backend`, with a clock the test moves.
async fn session(backend: Backend) -> (Session, Arc<AtomicI64>) {
    let store = crate::store::testing::store(backend).await;
    let now = Arc::new(AtomicI64::new(1_000));
    let clock = now.clone();
    let session = Session::with(store, Arc::new(move || clock.load(Ordering::SeqCst)), 8);
    (session, now)
}

/// A new active game of `players` seats.
async fn active(session: &Session, players: u8, seed: u64) -> GameId {
    let id = session
        .store()
        .games()
        .create_game(&NewGame {
            config: Some(GameConfig::base(players, seed)),
            status: Some(GameStatus::Active),
            ..NewGame::default()
        })
        .await
        .unwrap();
    session.games().started(id).await.unwrap();
    id
}

/// The random players' next move.
fn next(current: &Current) -> (Seat, AnyCommand) {
    crate::sim::choose(
        current.game.as_ref(),
        current.game.config().seed,
        current.record.next_seq,
    )
    .expect("the game goes on")
}

crate::on_both_backends! {
    #[tokio::test]
    async fn an_undo_found_in_the_cache_is_the_one_the_whole_log_gives_and_replays_nothing(backend) {
        let (session, _) = session(backend).await;
        let (mut from_cache, mut undone) = (0, 0);
        for (players, seed) in [(2u8, 31u64), (3, 32), (4, 33)] {
            let id = active(&session, players, seed).await;
            let mut turn = 0u64;
            loop {
                let current = session.game(id).await.unwrap();
                if current.game.outcome().is_some() {
                    break;
                }
                turn += 1;
                // Every seat's undo, as the cache finds it and as the log replayed gives it.
                let record = current.record.clone();
                let entry = session.entry(&record).await.unwrap();
                for s in 0..players {
                    let seat = Seat(s);
                    let logged = session.logged_window(&record, seat).await.unwrap();
                    let Some(cached) = cached_window(&entry, seat) else {
                        continue;
                    };
                    from_cache += 1;
                    match (cached, logged) {
                        (Ok(c), Ok(l)) => {
                            assert_eq!((c.last.seq, c.last.seat), (l.last.seq, l.last.seat));
                            assert_eq!(c.last.command, l.last.command);
                            let seqs =
                                |w: &Window| w.forced_after.iter().map(|f| f.seq).collect::<Vec<_>>();
                            assert_eq!(seqs(&c), seqs(&l));
                            assert_eq!(*c.before, *l.before);
                            assert_eq!(c.events, l.events);
                        }
                        (Err(c), Err(l)) => assert_eq!(format!("{c:?}"), format!("{l:?}")),
                        (c, l) => panic!(
                            "cache {:?} and log {:?} disagree",
                            c.map(|w| w.last.seq),
                            l.map(|w| w.last.seq)
                        ),
                    }
                }
                // Now and then an undo (then the game goes on differently or the same).
                let (seat, command) = next(&current);
                if turn.is_multiple_of(3) {
                    let replays = session.replays();
                    if let Ok(u) = session.undoable(id, seat).await.unwrap() {
                        let done = session
                            .undo(id, seat, (Some(u.current.record.next_seq), Teller::Asker))
                            .await
                            .unwrap()
                            .unwrap();
                        assert_eq!(*done.current.game, *u.before);
                        assert_eq!(
                            session.replays(),
                            replays,
                            "a hot game's undo is found and made without a replay"
                        );
                        undone += 1;
                        continue;
                    }
                }
                session
                    .apply(id, seat, &[command], None)
                    .await
                    .unwrap()
                    .unwrap();
            }
            let cached = session.game(id).await.unwrap();
            let fresh = session.store().logs().load(id).await.unwrap();
            assert_eq!(*cached.game, fresh.game, "game {id}");
        }
        assert!(from_cache > 500 && undone > 20, "{from_cache} {undone}");
    }
}
