//! Faults of the disk under SQLite, as the store reports them: a read-only file refuses every
//! write as a fault of the database (the player is told the games are unavailable, the admin is
//! told once, one episode however many requests fail), not as an error of the bot's.

use super::TempDir;
use bloodrage_bot::engine::GameConfig;
use bloodrage_bot::store::health::FaultKind;
use bloodrage_bot::store::{GameStatus, NewGame, Store, StoreError};

fn game() -> NewGame {
    NewGame {
        config: Some(GameConfig::base(3, 7)),
        name: "Read-only".into(),
        status: Some(GameStatus::Lobby),
        guild_id: None,
        channel_id: None,
        thread_id: None,
        host_id: None,
        settings: Vec::new(),
    }
}

#[tokio::test]
async fn a_read_only_sqlite_file_refuses_writes_as_one_fault_and_still_reads() {
    let dir = TempDir::new("read-only-file");
    let url = format!("sqlite://{}", dir.path("bloodrage.db").display());
    let store = Store::open(&url).await.unwrap();
    let id = store.games().create_game(&game()).await.unwrap();
    store.close().await;

    let store = Store::open_as_is(&url).await.unwrap();
    for _ in 0..3 {
        let refused = store
            .games()
            .create_game(&game())
            .await
            .expect_err("refused");
        assert!(matches!(refused, StoreError::Unavailable(_)), "{refused:?}");
        assert!(
            refused
                .to_string()
                .starts_with("the database file is read-only"),
            "{refused}"
        );
        // As the front end that reports it does (a commit's own failure the store notes itself).
        assert!(store.health().noted(&refused), "a fault of the database");
    }
    let fault = store.health().fault().expect("a fault under way");
    assert_eq!(fault.kind, FaultKind::ReadOnly);
    assert!(
        fault.failures >= 3,
        "one episode of {} failures",
        fault.failures
    );
    assert!(
        store.writable().await.is_err(),
        "health's probe writes, and fails"
    );
    assert_eq!(
        store.games().record(id).await.unwrap().name,
        "Read-only",
        "reads go on"
    );
    store.close().await;
}
