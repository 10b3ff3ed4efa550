//! `migrate-store`: a server's games moved from its SQLite file to PostgreSQL and back, every
//! game compared on both sides, and the target going on from where the source was.

use super::{TempDir, active, crash::run_bot};
use bloodrage_bot::engine::{AnyGame, GameConfig, Seat};
use bloodrage_bot::sim;
use bloodrage_bot::store::testing::postgres_database;
use bloodrage_bot::store::{GameStatus, NewGame, Store};
use std::path::Path;
use std::process::Command;

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures");

/// Runs the bot's `migrate-store` and returns whether it succeeded, its output and its errors.
fn migrate(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_bloodrage-bot"))
        .arg("migrate-store")
        .args(args)
        .output()
        .expect("the binary runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[tokio::test]
async fn the_games_of_every_earlier_version_move_to_postgres_and_back_identical() {
    let dir = TempDir::new("migrate-fixtures");
    for file in [
        "v1/bot.db",
        "v1/simulated.db",
        "v2/undo.db",
        "v3/reprisal.db",
        "v4/valhalla.db",
    ] {
        let copy = dir.path(&file.replace('/', "-"));
        std::fs::copy(Path::new(FIXTURES).join(file), &copy).expect("the fixture exists");
        let copy = copy.to_str().unwrap();
        let postgres = postgres_database().await;
        let (ok, out, err) = migrate(&["--from", copy, "--to", &postgres]);
        assert!(ok, "{file}: {err}");
        assert!(out.contains("(SQLite) into"), "{file}: {out}");
        assert!(
            out.contains("every game loads on the target as on the source"),
            "{file}: {out}"
        );
        let back = dir.path(&format!("{}-back.db", file.replace('/', "-")));
        let back = back.to_str().unwrap();
        let (ok, out, err) = migrate(&["--from", &postgres, "--to", back]);
        assert!(ok, "{file} back: {err}");
        assert!(out.contains("(PostgreSQL) into"), "{file}: {out}");
        let replayed = run_bot(&["replay", "--db", copy]);
        assert!(!replayed.is_empty(), "{file} holds games");
        assert_eq!(run_bot(&["replay", "--db", &postgres]), replayed, "{file}");
        assert_eq!(run_bot(&["replay", "--db", back]), replayed, "{file}");
    }
}

#[tokio::test]
async fn a_copied_server_goes_on_where_it_was_and_a_full_target_is_refused() {
    let dir = TempDir::new("migrate-on");
    let path = dir.path("games.db");
    let source = Store::open_path(&path).await.unwrap();
    // A game in play, a finished one, a lobby with players, settings, an absence.
    let config = GameConfig::base(3, 12);
    let playing = source
        .games()
        .create_game(&active(config.clone()))
        .await
        .unwrap();
    let mut game = AnyGame::new(&config).unwrap();
    for position in 0..40 {
        let (seat, command) = sim::choose(&game, 12, position).unwrap();
        game.apply(seat, &command).unwrap();
        source
            .logs()
            .append(playing, position, &[(seat, command)], None)
            .await
            .unwrap();
    }
    let (finished, _) = super::stored_game(&source, 13, sim::COMMAND_LIMIT).await;
    let lobby = source
        .games()
        .create_game(&NewGame {
            config: Some(GameConfig::base(4, 14)),
            name: "lobby".into(),
            guild_id: Some(u64::MAX),
            settings: vec![("pace".into(), "daily".into())],
            ..NewGame::default()
        })
        .await
        .unwrap();
    source
        .seats()
        .join(lobby, u64::MAX - 1, "Alice", 4)
        .await
        .unwrap();
    source
        .settings()
        .set_user_setting(7, "lang", "fr")
        .await
        .unwrap();
    source
        .settings()
        .set_guild_setting(8, "away_days", "30")
        .await
        .unwrap();
    source.clocks().add_absence(7, 100, 200).await.unwrap();
    source.close().await;

    let postgres = postgres_database().await;
    let (ok, out, err) = migrate(&["--from", path.to_str().unwrap(), "--to", &postgres]);
    assert!(ok, "{err}");
    assert!(out.contains(": 3 games, 1 seats, "), "{out}");
    assert!(
        out.contains(" commands, 1 game_settings, 1 user_settings, 1 guild_settings, "),
        "{out}"
    );
    assert!(out.contains(", 0 computer_seats, 1 absences\n"), "{out}");
    assert!(out.contains("3 replayed identically"), "{out}");
    let target = Store::open(&postgres).await.unwrap();
    assert_eq!(
        target.games().record(finished).await.unwrap().status,
        GameStatus::Finished
    );
    assert_eq!(
        target.seats().seat_users(lobby).await.unwrap(),
        [(Seat(0), u64::MAX - 1)]
    );
    assert_eq!(
        target
            .settings()
            .game_setting(lobby, "pace")
            .await
            .unwrap()
            .as_deref(),
        Some("daily")
    );
    assert_eq!(
        target
            .settings()
            .user_setting(7, "lang")
            .await
            .unwrap()
            .as_deref(),
        Some("fr")
    );
    assert_eq!(
        target
            .settings()
            .guild_setting(8, "away_days")
            .await
            .unwrap()
            .as_deref(),
        Some("30")
    );
    assert_eq!(target.clocks().absences_of(7, 0).await.unwrap().len(), 1);
    // The game in play takes its next move on the target, and a new game gets a new id.
    let (seat, command) = sim::choose(&game, 12, 40).unwrap();
    target
        .logs()
        .append(playing, 40, &[(seat, command)], None)
        .await
        .unwrap();
    let new = target
        .games()
        .create_game(&active(GameConfig::base(2, 1)))
        .await
        .unwrap();
    assert!(new > lobby, "a new game's id follows the copied ones");
    target.clocks().add_absence(9, 100, 200).await.unwrap();
    let held = target.rows_held().await.unwrap();

    // A target that holds games is refused, and nothing is written; told it may copy into it
    // anyway, the copy meets the same ids and stops whole.
    let (ok, _, err) = migrate(&["--from", path.to_str().unwrap(), "--to", &postgres]);
    assert!(!ok);
    assert!(err.contains("is not empty"), "{err}");
    assert!(err.contains("--into-non-empty"), "{err}");
    let (ok, _, err) = migrate(&[
        "--from",
        path.to_str().unwrap(),
        "--to",
        &postgres,
        "--into-non-empty",
    ]);
    assert!(!ok);
    assert!(err.contains("nothing was written"), "{err}");
    assert_eq!(target.rows_held().await.unwrap(), held);
    let (ok, _, err) = migrate(&["--from", &postgres, "--to", &postgres]);
    assert!(!ok);
    assert!(err.contains("the same database"), "{err}");
}
