//! The words both front ends share (`dialogue::words`): seats at a game's end, a new game's
//! name, an undo refused, a reader's language, a lobby, a game not in play and a player's games.
//! in each language.

use bloodrage_bot::dialogue::words::*;
use bloodrage_bot::engine::GameConfig;
use bloodrage_bot::engine::Level;
use bloodrage_bot::present::locale::Lang;
use bloodrage_bot::session::GameRecord;
use bloodrage_bot::session::GameStatus;
use bloodrage_bot::session::Holder;
use bloodrage_bot::session::Lobby;
use bloodrage_bot::session::Session;
use bloodrage_bot::session::UndoRefusal;
use bloodrage_bot::session::settings::PlayerSetting;

#[test]
fn a_seat_at_a_games_end_is_named_by_who_held_it_in_the_front_ends_own_way() {
    let mention = |user: u64, _: &str| format!("<@{user}>");
    let words = |holder| holder_words(holder, Lang::En, &mention);
    assert_eq!(words(Holder::Player(7)), "<@7>");
    assert_eq!(words(Holder::Empty), "—");
    let handed = words(Holder::HandedOver {
        user: 7,
        level: Level::Easy,
    });
    assert!(
        handed.contains("<@7>") && handed.contains("easy"),
        "{handed}"
    );
    let computer = words(Holder::Computer(Level::Hard));
    assert!(
        computer.contains("hard") && !computer.contains("<@"),
        "{computer}"
    );
}

#[test]
fn a_new_game_is_named_as_given_else_after_its_host_in_the_games_language() {
    assert_eq!(
        game_name(Some("  Ragnarök  "), Lang::En, "Astrid"),
        "Ragnarök"
    );
    let unnamed = game_name(Some("   "), Lang::Fr, "Astrid");
    assert_eq!(unnamed, game_name(None, Lang::Fr, "Astrid"));
    assert_eq!(
        unnamed,
        t!(Lang::Fr, "default-game-name", player = "Astrid")
    );
    assert!(unnamed.contains("Astrid"), "{unnamed}");
}

#[tokio::test]
async fn an_undo_refused_because_another_moved_since_names_them_as_the_front_end_does() {
    let store = bloodrage_bot::store::testing::store(bloodrage_bot::store::Backend::Sqlite).await;
    let id = store
        .games()
        .create_game(&bloodrage_bot::store::NewGame {
            config: Some(GameConfig::base(3, 4)),
            status: Some(GameStatus::Active),
            ..bloodrage_bot::store::NewGame::default()
        })
        .await
        .unwrap();
    for (user, name) in [(11, "Astrid"), (12, "Bjorn"), (13, "Cnut")] {
        store.seats().join(id, user, name, 3).await.unwrap();
    }
    let session = Session::with(store, std::sync::Arc::new(|| 1_800_000_000), 4);
    let mention = |user: u64, _: &str| format!("<@{user}>");
    let since = undo_refusal(
        &session,
        id,
        &UndoRefusal::OtherSince(bloodrage_bot::engine::Seat(1)),
        Lang::En,
        &mention,
    )
    .await
    .unwrap();
    assert!(
        since.contains("<@12>") && !since.contains("<@11>"),
        "{since}"
    );
    let off = undo_refusal(&session, id, &UndoRefusal::Off, Lang::Fr, &mention)
        .await
        .unwrap();
    assert_eq!(off, t!(Lang::Fr, "undo-off"));
}

#[tokio::test]
async fn a_reader_gets_their_chosen_language_else_their_clients_remembered() {
    let store = bloodrage_bot::store::testing::store(bloodrage_bot::store::Backend::Sqlite).await;
    let session = Session::with(store, std::sync::Arc::new(|| 1_800_000_000), 4);
    assert_eq!(
        player_lang(&session, 1, None).await,
        Lang::En,
        "nothing known"
    );
    // A French client is remembered for the messages sent unasked.
    assert_eq!(player_lang(&session, 1, Some("fr")).await, Lang::Fr);
    assert_eq!(player_lang(&session, 1, None).await, Lang::Fr);
    // A choice wins over any client.
    session
        .players()
        .set_player(1, PlayerSetting::Language("en".into()))
        .await
        .unwrap();
    assert_eq!(player_lang(&session, 1, Some("fr")).await, Lang::En);
    assert_eq!(player_lang(&session, 2, Some("en-GB")).await, Lang::En);
}

#[test]
fn a_lobby_names_its_host_players_computer_clans_and_who_may_join_as_the_front_end_does() {
    let mut record = record();
    record.status = GameStatus::Lobby;
    record.host_id = Some(1);
    let lobby = Lobby {
        seats: vec![
            (bloodrage_bot::engine::Seat(0), 1),
            (bloodrage_bot::engine::Seat(1), 2),
        ],
        names: vec![(bloodrage_bot::engine::Seat(1), "Bjorn".into())],
        computers: vec![Level::Easy],
        next_level: Level::Easy,
        players: 4,
        role: Some(77),
    };
    let player = |user: u64, _: &str| format!("<@{user}>");
    let role = |role: u64| format!("<@&{role}>");
    let text = lobby_text(&record, &lobby, Lang::En, (&player, &role));
    for part in ["#42", "Ragnarök", "<@1>", "<@2>", "easy", "<@&77>", "3/4"] {
        assert!(text.contains(part), "{part} in {text}");
    }
    let open = Lobby {
        seats: Vec::new(),
        computers: Vec::new(),
        role: None,
        ..lobby.clone()
    };
    assert!(!lobby_text(&record, &open, Lang::Fr, (&player, &role)).contains("<@&"));
    // A front end that names players by the name they joined under (the web) gets it.
    let by_name = |user: u64, joined: &str| format!("{user}:{joined}");
    let text = lobby_text(&record, &lobby, Lang::En, (&by_name, &role));
    assert!(text.contains("2:Bjorn") && text.contains("1:"), "{text}");
    record.status = GameStatus::Abandoned;
    let abandoned = lobby_closed(&record, Lang::En);
    record.status = GameStatus::Active;
    assert_ne!(lobby_closed(&record, Lang::En), abandoned);
    assert!(
        abandoned.contains("#42") || abandoned.contains("42"),
        "{abandoned}"
    );
}

fn record() -> GameRecord {
    GameRecord {
        id: 42,
        config: GameConfig::base(2, 1),
        rules_version: 1,
        status: GameStatus::Lobby,
        name: "Ragnarök".into(),
        guild_id: None,
        channel_id: None,
        thread_id: None,
        host_id: None,
        next_seq: 0,
        announced: None,
        outcome: None,
        created_at: String::new(),
        updated_at: String::new(),
    }
}

#[test]
fn a_game_not_in_play_says_where_it_stands_by_its_number() {
    let mut record = record();
    let mut said = Vec::new();
    for status in [
        GameStatus::Lobby,
        GameStatus::Active,
        GameStatus::Finished,
        GameStatus::Abandoned,
    ] {
        record.status = status;
        for lang in [Lang::En, Lang::Fr] {
            let text = not_active(lang, &record);
            assert!(text.contains("42"), "{text}");
            said.push(text);
        }
    }
    said.sort();
    said.dedup();
    assert_eq!(said.len(), 8, "each state in each language says its own");
}

/// A player's games, a line each, say where each waits on them and since when, linked as
/// the front end links moments and threads; someone with no game is told so.
#[tokio::test]
async fn a_players_games_say_where_each_waits_on_them_and_since_when() {
    let (session, id) = bloodrage_bot::dialogue::testing::started(2, 9, Vec::new()).await;
    session.games().set_thread(id, 555).await.unwrap();
    let (when, thread) = (|t: i64| format!("at {t}"), |t: u64| format!("thread {t}"));
    let lines = my_games(&session, 11, Lang::En, (&when, &thread))
        .await
        .unwrap();
    let since = session.games().awaited(id).await.unwrap()[0].since;
    assert_eq!(lines.len(), 1);
    assert!(lines[0].starts_with(&format!("#{id} *")), "{}", lines[0]);
    assert!(lines[0].contains("thread 555"), "{}", lines[0]);
    assert!(lines[0].contains(&format!("at {since}")), "{}", lines[0]);
    let none = my_games(&session, 99, Lang::Fr, (&when, &thread))
        .await
        .unwrap();
    assert_eq!(none, [t!(Lang::Fr, "no-games")]);
}
