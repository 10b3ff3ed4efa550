//! Valhalla games stored by the first version of the bot that hosts them (`tests/fixtures/v4`,
//! Valhalla rules version 1, content pack `valhalla-provisional` v1) load, replay to the state
//! this version computed, and play on to the same end. The fixture was written once by
//! `write_the_version_4_fixture` (ignored: run it only to make the fixture again, which must never
//! be needed).

use super::TempDir;
use super::stored::{expected_of, play_stored};
use bloodrage_bot::engine::family::Family as _;
use bloodrage_bot::engine::valhalla::{self, GodChoice, ValhallaOptions};
use bloodrage_bot::engine::{AnyGame, RuleSet, Seat};
use bloodrage_bot::session::Session;
use bloodrage_bot::store::{GameStatus, NewGame, Origin, Store};
use serde_json::{Map, Value, json};
use std::path::Path;

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/v4");

/// Everything a Valhalla game shows: who is awaited for what, the phase, every figure, tokens,
/// gods and claims, scores and stats, and per seat its legal commands, cards and slots.
fn fingerprint(game: &AnyGame) -> Value {
    let g = game.as_valhalla().expect("a Valhalla game");
    let chambers: Vec<_> = g.pack().chamber_ids().collect();
    json!({
        "awaited": game.awaited(),
        "decision": game.decision().map(|d| d.kind),
        "age": g.age(),
        "phase": g.phase(),
        "glory": game.glory(),
        "figures": g.figures().iter().map(|f| json!([f.kind, f.owner, f.loc])).collect::<Vec<_>>(),
        "chambers": chambers.iter().map(|c| json!([g.has_token(*c), g.god_in(*c), g.claimed_by(*c)])).collect::<Vec<_>>(),
        "deck": g.deck_size(),
        "seats": (0..game.players()).map(|s| {
            let seat = Seat(s);
            json!({
                "legal": game.legal_commands(seat),
                "hand": g.hand(seat),
                "aside": g.aside(seat),
                "discards": g.discards(seat),
                "slots": g.slots(seat).iter().map(|x| json!([x.card, x.quest])).collect::<Vec<_>>(),
                "rage": g.rage(seat),
                "steps": [g.stat_step(seat, bloodrage_bot::engine::valhalla::Stat::Rage), g.stat_step(seat, bloodrage_bot::engine::valhalla::Stat::Axes), g.stat_step(seat, bloodrage_bot::engine::valhalla::Stat::Horns)],
            })
        }).collect::<Vec<_>>(),
    })
}

#[tokio::test]
#[ignore = "writes tests/fixtures/v4; run once, by hand, never again"]
async fn write_the_version_4_fixture() {
    let dir = Path::new(FIXTURES);
    std::fs::create_dir_all(dir).unwrap();
    let path = dir.join("valhalla.db");
    assert!(
        !path.exists(),
        "the fixture exists already: never write it again"
    );
    let store = Store::open_path(&path).await.unwrap();
    let session = Session::new(store.clone());
    let mut expected = Map::new();
    // (players, seed, gods, themed, moves): in progress in Age 1, in Age 2, and finished; with
    // undos, seat 1's commands given by the computer and some of seat 2's by its deadline.
    for (players, seed, gods, themed_rewards, moves) in [
        (3u8, 401u64, GodChoice::Random, false, 60u32),
        (4, 402, GodChoice::FirstGame, false, 4000),
        (
            5,
            403,
            GodChoice::Chosen(vec!["freya".into(), "baldr".into(), "tyr".into()]),
            true,
            260,
        ),
        (4, 404, GodChoice::Random, true, 4000),
    ] {
        let config = valhalla::Game::configure(
            players,
            seed,
            &ValhallaOptions {
                gods,
                themed_rewards,
                ..ValhallaOptions::default()
            },
        );
        let id = store
            .games()
            .create_game(&NewGame {
                config: Some(config),
                status: Some(GameStatus::Active),
                name: format!("v4 fixture {players}p"),
                ..NewGame::default()
            })
            .await
            .unwrap();
        session.games().started(id).await.unwrap();
        play_stored(&session, id, moves).await;
        let loaded = store.logs().load(id).await.unwrap();
        assert!(
            loaded.log.iter().any(|e| e.undoes.is_some()),
            "game {id} has undos"
        );
        expected.insert(
            id.to_string(),
            expected_of(&loaded.game, loaded.log.len() as u64, fingerprint),
        );
    }
    store.close().await;
    std::fs::write(
        dir.join("expected.json"),
        serde_json::to_string(&Value::Object(expected)).unwrap(),
    )
    .unwrap();
}

#[tokio::test]
async fn stored_valhalla_games_load_replay_identically_and_play_to_the_same_end() {
    let expected: Value = serde_json::from_str(
        &std::fs::read_to_string(Path::new(FIXTURES).join("expected.json")).unwrap(),
    )
    .unwrap();
    let dir = TempDir::new("fixture-v4");
    let path = dir.path("valhalla.db");
    std::fs::copy(Path::new(FIXTURES).join("valhalla.db"), &path).unwrap();
    let store = Store::open_path(&path).await.unwrap();
    let mut checked = 0;
    let mut finished = 0;
    for (id, want) in expected.as_object().unwrap() {
        let id: i64 = id.parse().unwrap();
        let loaded = store.logs().load(id).await.unwrap();
        assert_eq!(loaded.record.config.rules, RuleSet::Valhalla);
        assert!(loaded.log.iter().any(|e| e.undoes.is_some()));
        assert!(loaded.log.iter().any(|e| e.origin == Origin::Computer));
        assert!(loaded.log.iter().any(|e| e.origin == Origin::Deadline));
        assert_eq!(
            expected_of(&loaded.game, loaded.log.len() as u64, fingerprint),
            *want,
            "game {id}: the same state and the same end"
        );
        let session = Session::new(store.clone());
        assert_eq!(*session.game(id).await.unwrap().game, loaded.game);
        finished += usize::from(loaded.game.is_over());
        checked += 1;
    }
    assert_eq!(checked, 4);
    assert!(finished >= 1, "a finished game is among them");
    store.close().await;
}
