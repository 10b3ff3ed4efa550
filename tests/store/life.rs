//! A game's whole life through the session alone: a lobby, its start, a player who plays, a
//! player who never answers (reminded, their deadlines taken, their seat handed over), a computer
//! clan, and the end, for every rule set, with a fake clock and no front end but a listener that
//! writes down what it is told.

use super::Ear;
use bloodrage_bot::ai::Budget;
use bloodrage_bot::engine::family::Family as _;
use bloodrage_bot::engine::{GameConfig, Level, Seat};
use bloodrage_bot::engine::{reprisal, valhalla};
use bloodrage_bot::session::notices::Notice;
use bloodrage_bot::session::reminder_times;
use bloodrage_bot::session::settings::{GameSetting, MISSES_BEFORE_HANDOVER, Pace, PlayerSetting};
use bloodrage_bot::session::*;
use bloodrage_bot::store::{Backend, GameStatus, NewGame};
use std::sync::Arc;
use std::sync::atomic::AtomicI64;
use std::sync::atomic::Ordering;

/// A session on a fresh database of `backend` with a clock the test moves, and what it tells.
async fn session(backend: Backend) -> (Arc<Session>, Arc<AtomicI64>, Arc<Ear>) {
    let store = bloodrage_bot::store::testing::store(backend).await;
    let now = Arc::new(AtomicI64::new(1_800_000_000));
    let clock = now.clone();
    let session = Arc::new(
        Session::with(store, Arc::new(move || clock.load(Ordering::SeqCst)), 8)
            .with_budget(Budget::playouts(4)),
    );
    let ear = Arc::new(Ear::default());
    session.subscribe(ear.clone());
    (session, now, ear)
}

/// A lobby of `config`'s rule set hosted by `PLAYS`, with `settings` and the `players` given
/// (user, name) seated.
async fn lobby(
    session: &Session,
    config: GameConfig,
    settings: &[GameSetting],
    players: &[(u64, &str)],
) -> GameId {
    let seats = config.players;
    let id = session
        .games()
        .create_game(
            NewGame {
                config: Some(config),
                status: Some(GameStatus::Lobby),
                host_id: Some(PLAYS),
                ..NewGame::default()
            },
            settings,
        )
        .await
        .unwrap();
    for (user, name) in players {
        session
            .lobbies()
            .join(id, *user, name, seats)
            .await
            .unwrap();
    }
    id
}

const PLAYS: u64 = 1;
const SILENT: u64 = 2;
const HOST: u64 = PLAYS;

/// Plays `config`'s game from its lobby to its end: `PLAYS` answers at once, `SILENT` never
/// does, one computer clan; the clock moves only when nobody but `SILENT` is awaited. Returns
/// the game and everything the session told.
async fn a_whole_game(backend: Backend, config: GameConfig) -> (Arc<Session>, GameId, Vec<Notice>) {
    a_game_with(backend, config, &[]).await
}

/// [`a_whole_game`] with `more` settings.
async fn a_game_with(
    backend: Backend,
    config: GameConfig,
    more: &[GameSetting],
) -> (Arc<Session>, GameId, Vec<Notice>) {
    let (session, now, ear) = session(backend).await;
    let players = config.players;
    let mut settings = vec![
        GameSetting::Seats(players),
        GameSetting::Pace(Pace::Fast),
        GameSetting::DeadlineLevel(Level::Easy),
    ];
    settings.extend_from_slice(more);
    let seated = [(PLAYS, "plays"), (SILENT, "silent")];
    let id = lobby(&session, config, &settings, &seated).await;
    let bots = vec![Level::Easy; usize::from(players) - 2];
    session
        .games()
        .set(id, GameSetting::Bots(bots))
        .await
        .unwrap();
    session.lobbies().start(id, HOST).await.unwrap().unwrap();
    let seconds = Pace::Fast.seconds().unwrap();
    for _ in 0..20_000 {
        // What the session plays by itself: the computer clans, and the answers owed at once.
        session.computers().drive(id).await.unwrap();
        let current = session.current(id).await.unwrap();
        if current.record.status != GameStatus::Active {
            return (session, id, ear.heard());
        }
        let seating = session.seats().seating(id).await.unwrap();
        let awaited = current.game.awaited();
        if let Some(seat) = seating.seat_of(PLAYS).filter(|s| awaited.contains(*s)) {
            let position = current.record.next_seq;
            let command = bloodrage_bot::ai::choose(&current.game, seat, Level::Easy, 5, position)
                .expect("a legal command");
            session
                .apply(id, seat, &[command], Some(position))
                .await
                .unwrap()
                .unwrap();
            continue;
        }
        // Only the silent player is awaited: their clock runs through both reminders to the
        // deadline, one sweep at each.
        let waiting = session.games().awaited(id).await.unwrap();
        let silent = seating.seat_of(SILENT).expect("still seated");
        let since = waiting
            .iter()
            .find(|a| a.seat == silent)
            .expect("the silent seat is awaited")
            .since;
        for at in reminder_times(seconds).into_iter().chain([seconds]) {
            now.store(since + at, Ordering::SeqCst);
            session.clocks().sweep().await.unwrap();
        }
        // A deadline takes the whole action: the player is never left halfway through one.
        let after = session.current(id).await.unwrap();
        assert!(
            !after
                .game
                .decision()
                .is_some_and(|d| d.follow_up && d.seats.contains(silent)),
            "left in the middle of an action at {}",
            after.record.next_seq
        );
    }
    panic!("the game did not end");
}

/// Checks a finished game's life against what the session told.
async fn check_life(session: &Session, id: GameId, heard: &[Notice]) {
    let current = session.game(id).await.unwrap();
    assert_eq!(current.record.status, GameStatus::Finished);
    assert!(current.record.outcome.is_some());
    let seating = session.seats().seating(id).await.unwrap();
    let silent = seating.seat_of(SILENT).unwrap();
    let plays = seating.seat_of(PLAYS).unwrap();

    // The silent player was reminded twice for each of their first waits, then their deadline
    // was taken, three times, and their seat handed over.
    let theirs: Vec<&Notice> = heard
        .iter()
        .filter(|n| match n {
            Notice::Moved { seat, origin, .. } => {
                *seat == silent && matches!(origin, Origin::Deadline)
            }
            Notice::Reminder { awaited, .. } => awaited.seat == silent,
            // Nobody asked for a seat to change hands, a pause or an abandon: told, they would
            // break the count below.
            Notice::HandedOver { .. }
            | Notice::SeatChanged { .. }
            | Notice::Paused { .. }
            | Notice::Resumed { .. }
            | Notice::Away { .. }
            | Notice::Back { .. }
            | Notice::Abandoned { .. }
            // One process on SQLite: nothing is heard from the store.
            | Notice::Elsewhere { .. }
            | Notice::Untold { .. } => true,
            Notice::Started { .. } | Notice::Undone { .. } => false,
        })
        .collect();
    let reminder = |n: &&Notice| matches!(n, Notice::Reminder { user, by_dm: false, left, .. } if *user == SILENT && *left > 0);
    let deadline = |n: &&Notice| matches!(n, Notice::Moved { .. });
    assert_eq!(theirs.len(), 3 * 3 + 1, "{theirs:#?}");
    for wait in theirs[..9].chunks(3) {
        assert!(
            reminder(&wait[0]) && reminder(&wait[1]) && deadline(&wait[2]),
            "{wait:#?}"
        );
    }
    assert_eq!(
        theirs[9],
        &Notice::HandedOver {
            game: id,
            seat: silent,
            user: SILENT,
            missed: MISSES_BEFORE_HANDOVER,
            level: Level::Easy,
        }
    );
    assert!(seating.handed_over(silent) && !seating.handed_over(plays));
    assert!(
        !heard
            .iter()
            .any(|n| matches!(n, Notice::Reminder { user, .. } if *user == PLAYS)),
        "the player who answers at once is never reminded"
    );

    // The start is told first, then every command once, in order, whoever gave it (each was
    // stored alone here), with the log's length after it.
    assert_eq!(heard.first(), Some(&Notice::Started { game: id }));
    let log = session
        .store()
        .logs()
        .entries_from(id, current.record.config.rules, 0)
        .await
        .unwrap();
    let given: Vec<Notice> = log
        .iter()
        .enumerate()
        .map(|(i, e)| Notice::Moved {
            game: id,
            seat: e.seat,
            origin: e.origin,
            to: i as u64 + 1,
            teller: match e.origin {
                Origin::Player => Teller::Asker,
                _ => Teller::Listeners,
            },
        })
        .collect();
    let told: Vec<Notice> = heard
        .iter()
        .filter(|n| matches!(n, Notice::Moved { .. }))
        .cloned()
        .collect();
    assert_eq!(told, given);
    assert!(
        log.iter()
            .any(|e| e.origin == Origin::Computer && e.seat == silent)
    );
    assert!(
        log.iter()
            .filter(|e| e.seat == plays)
            .all(|e| matches!(e.origin, Origin::Player | Origin::Forced | Origin::Order)),
        "the computer never played for the player who answered"
    );
    // And the game the session kept is the one its log replays to.
    let fresh = session.store().logs().load(id).await.unwrap();
    assert_eq!(*current.game, fresh.game);
}

bloodrage_bot::on_both_backends! {
    #[tokio::test]
    async fn a_blood_rage_game_lives_through_its_lobby_deadlines_and_handover_to_its_end(backend) {
        let (session, id, heard) = a_whole_game(backend, GameConfig::base(3, 11)).await;
        check_life(&session, id, &heard).await;
    }
}

bloodrage_bot::on_both_backends! {
    #[tokio::test]
    async fn a_reprisal_game_lives_through_its_lobby_deadlines_and_handover_to_its_end(backend) {
        let config = reprisal::Game::default_config(3, 12);
        let (session, id, heard) = a_whole_game(backend, config).await;
        check_life(&session, id, &heard).await;
    }
}

bloodrage_bot::on_both_backends! {
    #[tokio::test]
    async fn a_valhalla_game_lives_through_its_lobby_deadlines_and_handover_to_its_end(backend) {
        let config = valhalla::Game::default_config(3, 13);
        let (session, id, heard) = a_whole_game(backend, config).await;
        check_life(&session, id, &heard).await;
    }
}

/// A deadline takes a whole action (the figures of a march too), never leaving its player
/// halfway through one that nobody told them of: every decision of a player who never answers,
/// whose seat is never handed over, is taken at its deadline (checked after each in
/// [`a_game_with`]; without the rule, the Blood Rage game is left halfway through a march).
#[tokio::test]
async fn a_deadline_takes_the_whole_action_never_leaving_its_player_halfway() {
    for config in [
        GameConfig::base(2, 21),
        reprisal::Game::default_config(3, 22),
    ] {
        let rules = config.rules;
        let (session, id, _) =
            a_game_with(Backend::Sqlite, config, &[GameSetting::Misses(0)]).await;
        let silent = session
            .seats()
            .seating(id)
            .await
            .unwrap()
            .seat_of(SILENT)
            .unwrap();
        let current = session.game(id).await.unwrap();
        assert_eq!(current.record.status, GameStatus::Finished);
        let log = session
            .store()
            .logs()
            .entries_from(id, rules, 0)
            .await
            .unwrap();
        // (Forced choices are answered at once, whoever the player.)
        let theirs: Vec<Origin> = log
            .iter()
            .filter(|e| e.seat == silent)
            .map(|e| e.origin)
            .collect();
        assert!(theirs.contains(&Origin::Deadline), "{rules:?}");
        assert!(!theirs.contains(&Origin::Player), "{rules:?}");
    }
}

bloodrage_bot::on_both_backends! {
    #[tokio::test]
    async fn a_seat_changing_hands_a_pause_and_an_abandon_are_told_to_every_front_end(backend) {
        use bloodrage_bot::session::notices::SeatChange;
        let (session, _now, ear) = session(backend).await;
        let settings = [GameSetting::Seats(3), GameSetting::Pace(Pace::Fast)];
        let seated = [(PLAYS, "plays"), (SILENT, "silent"), (3, "third")];
        let id = lobby(&session, GameConfig::base(3, 21), &settings, &seated).await;
        session.lobbies().start(id, HOST).await.unwrap().unwrap();
        let seat = session.seats().seating(id).await.unwrap().seat_of(SILENT).unwrap();
        let from = ear.heard().len();
        // What the front ends hear, the moves left aside.
        let told = || -> Vec<Notice> {
            ear.heard()[from..]
                .iter()
                .filter(|n| !matches!(n, Notice::Moved { .. }))
                .cloned()
                .collect()
        };
        let changed = |change| Notice::SeatChanged {
            game: id,
            seat,
            change,
        };

        session
            .seats().hand_over(id, seat, SILENT, Level::Easy)
            .await
            .unwrap();
        assert!(session.seats().seating(id).await.unwrap().handed_over(seat));
        assert!(session.seats().return_seat(id, seat).await.unwrap());
        assert!(
            !session.seats().return_seat(id, seat).await.unwrap(),
            "played by its player already: nothing to tell"
        );
        session.seats().replace(id, seat, 4, "newcomer").await.unwrap();
        assert_eq!(session.seats().seating(id).await.unwrap().user(seat), Some(4));
        session.seats().resign(id, seat, Level::Medium).await.unwrap();
        assert_eq!(session.seats().seating(id).await.unwrap().user(seat), None);
        assert!(session.seats().seating(id).await.unwrap().handed_over(seat));
        assert!(session.clocks().pause(id).await.unwrap());
        assert!(!session.clocks().pause(id).await.unwrap(), "paused already");
        assert!(session.clocks().resume(id).await.unwrap());
        assert!(!session.clocks().resume(id).await.unwrap(), "running already");
        session.games().abandon(id, Some(HOST)).await.unwrap().unwrap();

        assert_eq!(
            told(),
            vec![
                changed(SeatChange::HandedOver {
                    user: SILENT,
                    level: Level::Easy
                }),
                changed(SeatChange::Returned { user: SILENT }),
                changed(SeatChange::Replaced {
                    from: Some(SILENT),
                    to: 4
                }),
                changed(SeatChange::Resigned {
                    user: Some(4),
                    level: Level::Medium
                }),
                Notice::Paused { game: id },
                Notice::Resumed { game: id },
                Notice::Abandoned {
                    game: id,
                    by: Some(HOST)
                },
            ]
        );
    }
}

bloodrage_bot::on_both_backends! {
    #[tokio::test]
    async fn each_awaited_player_has_a_clock_but_a_seat_the_computer_plays_and_a_paused_game_none(backend) {
        let (session, now, _ear) = session(backend).await;
        let settings = [GameSetting::Seats(3), GameSetting::Pace(Pace::Fast)];
        let seated = [(PLAYS, "plays"), (SILENT, "silent"), (3, "third")];
        let id = lobby(&session, GameConfig::base(3, 31), &settings, &seated).await;
        session.lobbies().start(id, HOST).await.unwrap().unwrap();
        let seconds = Pace::Fast.seconds().unwrap();
        let awaited = session.games().awaited(id).await.unwrap();
        assert!(!awaited.is_empty());
        let later = now.load(Ordering::SeqCst) + 3600;
        let clocks = session.clocks().time_left(id, later).await.unwrap();
        let expected: Vec<TimeLeft> = awaited
            .iter()
            .map(|a| TimeLeft {
                seat: a.seat,
                left: seconds - (later - a.since),
                away_until: None,
            })
            .collect();
        assert_eq!(clocks, expected);
        // A seat the computer plays has no clock; a paused game none at all.
        let silent = session.seats().seating(id).await.unwrap().seat_of(SILENT).unwrap();
        session
            .seats().hand_over(id, silent, SILENT, Level::Easy)
            .await
            .unwrap();
        let clocks = session.clocks().time_left(id, later).await.unwrap();
        assert!(clocks.iter().all(|c| c.seat != silent), "{clocks:?}");
        assert!(session.clocks().pause(id).await.unwrap());
        assert!(session.clocks().time_left(id, later).await.unwrap().is_empty());
    }
}

bloodrage_bot::on_both_backends! {
    #[tokio::test]
    async fn quiet_hours_hold_a_reminder_back_but_never_a_deadline(backend) {
        let (session, now, ear) = session(backend).await;
        let settings = [GameSetting::Seats(2), GameSetting::Pace(Pace::Fast)];
        let seated = [(PLAYS, "plays"), (SILENT, "silent")];
        let id = lobby(&session, GameConfig::base(2, 3), &settings, &seated).await;
        session.lobbies().start(id, PLAYS).await.unwrap().unwrap();
        // Quiet around the clock (in UTC), and reminders by DM asked for.
        session
            .players().set_player(SILENT, PlayerSetting::QuietHours("00:00-23:59".into()))
            .await
            .unwrap();
        session
            .players().set_player(SILENT, PlayerSetting::RemindDm(true))
            .await
            .unwrap();
        let silent = session.seats().seating(id).await.unwrap().seat_of(SILENT).unwrap();
        let since = session
            .games().awaited(id)
            .await
            .unwrap()
            .iter()
            .find(|a| a.seat == silent)
            .unwrap()
            .since;
        let seconds = Pace::Fast.seconds().unwrap();
        // 10:00 UTC on a day: the silent player's quiet hours, nothing told to them; the other
        // player, awaited too, is reminded at each stage.
        for at in reminder_times(seconds) {
            now.store(since + at, Ordering::SeqCst);
            session.clocks().sweep().await.unwrap();
        }
        let to =
            |user: u64| move |n: &Notice| matches!(n, Notice::Reminder { user: u, .. } if *u == user);
        // After the start (told first), only reminders.
        let reminders = || ear.heard().split_off(1);
        assert_eq!(ear.heard()[0], Notice::Started { game: id });
        assert_eq!(reminders().len(), 2);
        assert!(reminders().iter().all(to(PLAYS)), "{:?}", ear.heard());
        // Out of the quiet hours (none now): the last reminder due is told, once.
        session
            .players().set_player(SILENT, PlayerSetting::QuietHours(String::new()))
            .await
            .unwrap();
        session.clocks().sweep().await.unwrap();
        session.clocks().sweep().await.unwrap();
        let theirs: Vec<Notice> = ear.heard().into_iter().filter(to(SILENT)).collect();
        assert!(matches!(
            theirs.as_slice(),
            [Notice::Reminder {
                user: SILENT,
                by_dm: true,
                ..
            }]
        ));
        assert_eq!(
            reminders().len(),
            3,
            "the other player is not reminded again"
        );
        // Quiet again: the deadline is taken all the same.
        session
            .players().set_player(SILENT, PlayerSetting::QuietHours("00:00-23:59".into()))
            .await
            .unwrap();
        now.store(since + seconds, Ordering::SeqCst);
        session.clocks().sweep().await.unwrap();
        assert!(ear.heard().iter().any(
            |n| matches!(n, Notice::Moved { origin: Origin::Deadline, seat, .. } if *seat == silent)
        ));
    }
}

bloodrage_bot::on_both_backends! {
    #[tokio::test]
    async fn a_woken_game_is_played_by_the_computer_task_and_told_move_by_move(backend) {
        let (session, _, ear) = session(backend).await;
        let settings = [GameSetting::Seats(2)];
        let id = lobby(
            &session,
            GameConfig::base(2, 8),
            &settings,
            &[(PLAYS, "plays")],
        )
        .await;
        session
            .games().set(id, GameSetting::Bots(vec![Level::Easy]))
            .await
            .unwrap();
        session.lobbies().start(id, PLAYS).await.unwrap().unwrap();
        // The player's seat handed over too: the task plays the whole game.
        let seat = session.seats().seating(id).await.unwrap().seat_of(PLAYS).unwrap();
        session
            .seats().hand_to_computer(id, seat, Level::Easy, Some(PLAYS), session.now())
            .await
            .unwrap();
        session.start_computers();
        session.computers().wake(id);
        let deadline = std::time::Instant::now() + std::time::Duration::from_mins(2);
        while session.current(id).await.unwrap().record.status == GameStatus::Active {
            assert!(std::time::Instant::now() < deadline, "the game did not end");
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
        let _quiet = session.computers().computer_lock(id).await;
        let log = session.store().logs().log(id).await.unwrap();
        let mut heard = ear.heard();
        assert_eq!(heard.remove(0), Notice::Started { game: id });
        assert_eq!(heard.len(), log.len());
        assert!(heard.iter().all(|n| matches!(
            n,
            Notice::Moved {
                origin: Origin::Computer,
                ..
            }
        )));
    }
}

bloodrage_bot::on_both_backends! {
    #[tokio::test]
    async fn a_players_move_and_its_undo_are_told_to_every_front_end_once_stored(backend) {
        let (session, _, ear) = session(backend).await;
        let config = GameConfig::base(2, 31);
        let id = lobby(
            &session,
            config,
            &[GameSetting::Undo(true)],
            &[(PLAYS, "Astrid"), (SILENT, "Bjorn")],
        )
        .await;
        session.lobbies().start(id, HOST).await.unwrap().unwrap();
        assert_eq!(ear.heard(), [Notice::Started { game: id }]);
        let current = session.current(id).await.unwrap();
        let seat = current.game.awaited().iter().next().unwrap();
        let command = bloodrage_bot::ai::choose(&current.game, seat, Level::Easy, 5, 0).unwrap();
        session
            .apply(id, seat, std::slice::from_ref(&command), Some(0))
            .await
            .unwrap()
            .unwrap();
        // A refused command changes nothing, and nothing is told.
        let again = session.apply(id, seat, &[command], Some(1)).await;
        assert!(again.unwrap().is_err());
        assert_eq!(ear.heard().len(), 2);
        session.undo(id, seat, (Some(1), Teller::Asker)).await.unwrap().unwrap();
        assert_eq!(
            ear.heard(),
            [
                Notice::Started { game: id },
                Notice::Moved {
                    game: id,
                    seat,
                    origin: Origin::Player,
                    to: 1,
                    teller: Teller::Asker,
                },
                Notice::Undone {
                    game: id,
                    seat,
                    to: 2,
                    teller: Teller::Asker,
                },
            ]
        );
    }
}

bloodrage_bot::on_both_backends! {
    #[tokio::test]
    async fn what_the_players_are_owed_is_told_once_and_each_newly_awaited_player_mentioned_once(backend) {
        use bloodrage_bot::session::announce::{BoardDue, Occasion};
        let (session, _, _) = session(backend).await;
        let id = lobby(
            &session,
            GameConfig::base(3, 41),
            &[GameSetting::Seats(3)],
            &[(PLAYS, "Astrid"), (SILENT, "Bjorn")],
        )
        .await;
        session
            .games().set(id, GameSetting::Bots(vec![Level::Easy]))
            .await
            .unwrap();
        session.lobbies().start(id, HOST).await.unwrap().unwrap();
        let seating = session.seats().seating(id).await.unwrap();
        let (plays, silent) = (
            seating.seat_of(PLAYS).unwrap(),
            seating.seat_of(SILENT).unwrap(),
        );
        let owed_now = |occasion| {
            let session = session.clone();
            async move {
                let record = session.games().record(id).await.unwrap();
                session.telling().owed(&record, occasion).await.unwrap()
            }
        };
        // The start: the board, and both players (the draft awaits every seat) mentioned; the
        // computer clan is neither mentioned nor given its cards.
        let start = owed_now(Occasion::Start).await.unwrap();
        assert_eq!(start.board, BoardDue::Yes);
        let mut players = vec![plays, silent];
        players.sort_unstable();
        assert_eq!(start.theirs, players);
        assert_eq!(start.mention, players);
        session
            .telling().told(id, start.current.record.next_seq)
            .await
            .unwrap();
        assert!(owed_now(Occasion::Moves(plays)).await.is_none(), "told");
        // A pick: told once; its player is not mentioned (their reply shows their next choice), nor
        // the other player, already mentioned for this decision.
        let current = session.current(id).await.unwrap();
        let pick = bloodrage_bot::ai::choose(&current.game, plays, Level::Easy, 5, 0).unwrap();
        session
            .apply(id, plays, &[pick], Some(0))
            .await
            .unwrap()
            .unwrap();
        let moved = owed_now(Occasion::Moves(plays)).await.unwrap();
        assert_eq!(moved.steps.len(), 1);
        assert_eq!(moved.deciding, Some(plays));
        assert_eq!(moved.board, BoardDue::IfItChanged);
        assert!(moved.mention.is_empty(), "{:?}", moved.mention);
        assert_eq!(moved.theirs, [silent]);
        // A catch-up (the move was never told) mentions everyone still awaited again.
        let caught_up = owed_now(Occasion::CatchUp).await.unwrap();
        assert_eq!(caught_up.steps.len(), 1);
        assert_eq!(caught_up.mention, [silent]);
        session
            .telling().told(id, caught_up.current.record.next_seq)
            .await
            .unwrap();
        assert!(owed_now(Occasion::CatchUp).await.is_none());
    }
}

/// A bot process's session on the database at `url`, on the clock `now` shared with the others.
async fn process(url: &str, now: &Arc<AtomicI64>) -> Session {
    let clock = now.clone();
    Session::with(
        bloodrage_bot::store::Store::open(url).await.unwrap(),
        Arc::new(move || clock.load(Ordering::SeqCst)),
        8,
    )
    .with_budget(Budget::playouts(4))
}

/// Two bot processes on one PostgreSQL database, on the same clock: one does the rounds at a
/// time, so each reminder is told once and each deadline taken once; and the other takes the
/// rounds over once the first stops renewing its claim.
#[tokio::test]
async fn two_processes_on_one_database_tell_each_reminder_and_take_each_deadline_once() {
    use bloodrage_bot::session::leases::DUTY_LEASE;
    use bloodrage_bot::store::{Origin, Store};
    let url = bloodrage_bot::store::testing::postgres_database().await;
    let now = Arc::new(AtomicI64::new(1_800_000_000));
    let mut processes = Vec::new();
    for _ in 0..2 {
        let clock = now.clone();
        let session = Arc::new(
            Session::with(
                Store::open(&url).await.unwrap(),
                Arc::new(move || clock.load(Ordering::SeqCst)),
                8,
            )
            .with_budget(Budget::playouts(4)),
        );
        let ear = Arc::new(Ear::default());
        session.subscribe(ear.clone());
        processes.push((session, ear));
    }
    let (b, b_ear) = processes.pop().unwrap();
    let (a, a_ear) = processes.pop().unwrap();
    assert_ne!(a.processes().holder(), b.processes().holder());
    let settings = [GameSetting::Seats(2), GameSetting::Pace(Pace::Fast)];
    let seated = [(PLAYS, "plays"), (SILENT, "silent")];
    let id = lobby(&a, GameConfig::base(2, 3), &settings, &seated).await;
    a.lobbies().start(id, PLAYS).await.unwrap().unwrap();
    let since = a.games().awaited(id).await.unwrap()[0].since;
    let seconds = Pace::Fast.seconds().unwrap();
    let reminders = |ear: &Ear| {
        ear.heard()
            .iter()
            .filter(|n| matches!(n, Notice::Reminder { .. }))
            .count()
    };
    // `b` ticks first and does the rounds; `a`'s ticks do nothing.
    for at in reminder_times(seconds) {
        now.store(since + at, Ordering::SeqCst);
        b.clocks().tick(false).await.unwrap();
        a.clocks().tick(false).await.unwrap();
    }
    assert_eq!(reminders(&b_ear), 4, "both players reminded at both stages");
    assert_eq!(reminders(&a_ear), 0, "and by one process only");
    now.store(since + seconds, Ordering::SeqCst);
    b.clocks().tick(false).await.unwrap();
    a.clocks().tick(false).await.unwrap();
    let taken = || async {
        a.store()
            .logs()
            .load(id)
            .await
            .unwrap()
            .log
            .iter()
            .filter(|e| e.origin == Origin::Deadline)
            .count()
    };
    assert_eq!(
        taken().await,
        2,
        "each awaited player's deadline taken once"
    );
    // `b` stops (it ticks no more): `a` takes the rounds over once `b`'s claim has lapsed, and
    // `b` cannot claim them back. Moving the game's clock by a lease changes nothing: leases
    // are timed by the database's clock.
    assert!(!a.processes().on_duty().await.unwrap());
    now.fetch_add(10 * DUTY_LEASE, Ordering::SeqCst);
    assert!(!a.processes().on_duty().await.unwrap());
    bloodrage_bot::store::testing::lapse_leases(a.store()).await;
    assert!(a.processes().on_duty().await.unwrap());
    assert!(
        !a.store()
            .processes()
            .claim_lease("duties", b.processes().holder(), DUTY_LEASE)
            .await
            .unwrap()
    );
    assert!(
        b.games().behind().await.unwrap().is_empty(),
        "catching up is a round"
    );
}

/// One game's moves are told by one process at a time; the claim is given up when done, and a
/// claim left by a process that stopped lapses.
#[tokio::test]
async fn one_process_at_a_time_tells_a_games_moves() {
    use bloodrage_bot::session::leases::ANNOUNCE_LEASE;
    let url = bloodrage_bot::store::testing::postgres_database().await;
    let now = Arc::new(AtomicI64::new(1_800_000_000));
    let a = process(&url, &now).await;
    let b = process(&url, &now).await;
    let id = lobby(&a, GameConfig::base(2, 4), &[GameSetting::Seats(2)], &[]).await;
    let telling = a
        .processes()
        .announcing(id)
        .await
        .unwrap()
        .expect("nobody tells it yet");
    assert!(b.processes().announcing(id).await.unwrap().is_none());
    drop(telling);
    // Given up by a task at once.
    let mut told = None;
    for _ in 0..200 {
        told = b.processes().announcing(id).await.unwrap();
        if told.is_some() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    let told = told.expect("given up when done");
    // `b` stops while telling (its claim is never given up): it lapses.
    std::mem::forget(told);
    assert!(a.processes().announcing(id).await.unwrap().is_none());
    now.fetch_add(10 * ANNOUNCE_LEASE, Ordering::SeqCst);
    assert!(
        a.processes().announcing(id).await.unwrap().is_none(),
        "timed by the database's clock, not the game's"
    );
    bloodrage_bot::store::testing::lapse_leases(a.store()).await;
    assert!(a.processes().announcing(id).await.unwrap().is_some());
}

/// A process that stops (killed: its connections dropped) leaves its claims and the answers it
/// owed players: on PostgreSQL they are another process's at once, long before they would
/// lapse, and each answer is claimed by one process only; while a process lives, nothing of it
/// is anybody else's.
#[tokio::test]
async fn a_stopped_process_s_claims_and_owed_answers_are_another_s_at_once() {
    use bloodrage_bot::session::takeover::ReplyHandle;
    let url = bloodrage_bot::store::testing::postgres_database().await;
    let now = Arc::new(AtomicI64::new(1_800_000_000));
    let a = process(&url, &now).await;
    let b = process(&url, &now).await;
    let seated = [(PLAYS, "plays"), (SILENT, "silent")];
    let id = lobby(
        &a,
        GameConfig::base(2, 6),
        &[GameSetting::Seats(2)],
        &seated,
    )
    .await;
    a.lobbies().start(id, PLAYS).await.unwrap().unwrap();
    assert!(a.processes().on_duty().await.unwrap());
    // `a` stores a player's move with the answer it owes, and begins telling it.
    let current = a.current(id).await.unwrap();
    let seat = a.seats().seating(id).await.unwrap().seat_of(PLAYS).unwrap();
    let command = current.game.legal_commands(seat)[0].clone();
    let handle = ReplyHandle {
        handle: "discord:token".into(),
        lang: "fr".into(),
    };
    a.play(id, PLAYS, &[command], (None, Some(&handle), Teller::Asker))
        .await
        .unwrap()
        .unwrap();
    let lease = format!("announce.{id}");
    assert!(
        a.store()
            .processes()
            .claim_lease(&lease, a.processes().holder(), 10)
            .await
            .unwrap()
    );
    assert!(b.telling().orphaned_games().await.unwrap().is_empty());
    assert!(b.telling().orphaned_replies().await.unwrap().is_empty());
    assert!(b.processes().announcing(id).await.unwrap().is_none());
    assert!(!b.processes().on_duty().await.unwrap());
    // `a` is killed: at once, what it owed is `b`'s.
    a.processes().lose_life().await;
    assert_eq!(b.telling().orphaned_games().await.unwrap(), vec![id]);
    let orphans = b.telling().orphaned_replies().await.unwrap();
    assert_eq!(orphans.len(), 1, "{orphans:?}");
    let owed = &orphans[0];
    assert_eq!(
        (
            owed.game,
            owed.user,
            owed.handle.as_str(),
            owed.lang.as_str()
        ),
        (id, PLAYS, "discord:token", "fr")
    );
    assert_eq!(owed.seq, a.current(id).await.unwrap().record.next_seq);
    let telling = b
        .processes()
        .announcing(id)
        .await
        .unwrap()
        .expect("free at once, long before it lapses");
    assert!(b.processes().on_duty().await.unwrap(), "the rounds too");
    let c = process(&url, &now).await;
    assert!(b.telling().claim_reply(owed).await.unwrap());
    assert!(
        !c.telling().claim_reply(owed).await.unwrap(),
        "claimed once"
    );
    assert!(
        c.telling().orphaned_replies().await.unwrap().is_empty(),
        "a living process's claim is its own"
    );
    b.telling().replied(id, PLAYS, owed.seq).await.unwrap();
    drop(telling);
    let mut left = vec![id];
    for _ in 0..200 {
        left = c.telling().orphaned_games().await.unwrap();
        if left.is_empty() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    assert!(left.is_empty(), "nothing is owed any more");
}

/// Two bot processes on one PostgreSQL database: what one changes of a game (its row, who it
/// waits on, its settings, who sits at it) or of a player (settings, absences) the other, which
/// kept what it read, sees once it has heard the feed of changes; each change is heard once.
#[tokio::test]
async fn what_one_process_changes_the_other_sees_once_it_has_heard_the_feed() {
    use bloodrage_bot::session::hearing::Hearing;
    let url = bloodrage_bot::store::testing::postgres_database().await;
    let now = Arc::new(AtomicI64::new(1_800_000_000));
    let a = process(&url, &now).await;
    let b = process(&url, &now).await;
    let ear = Arc::new(Ear::default());
    b.subscribe(ear.clone());
    let seated = [(PLAYS, "plays"), (SILENT, "silent")];
    let id = lobby(
        &a,
        GameConfig::base(2, 5),
        &[GameSetting::Seats(2)],
        &seated,
    )
    .await;
    a.lobbies().start(id, PLAYS).await.unwrap().unwrap();
    let mut hearing = Hearing::default();
    b.processes().hear(&mut hearing).await.unwrap();
    // `b` reads and keeps.
    let read = || async {
        (
            b.games().record(id).await.unwrap().thread_id,
            b.games().awaited(id).await.unwrap().len(),
            b.games().settings(id).await.unwrap().pace,
            b.seats().seating(id).await.unwrap().computers.len(),
            b.players().player(SILENT).await.unwrap().remind_dm,
            b.players().absences_of(SILENT, 0).await.unwrap().len(),
            b.players().player(PLAYS).await.unwrap().dm_closed,
        )
    };
    let before = read().await;
    assert_eq!((before.0, before.1), (None, 2));
    assert_eq!(
        (before.3, before.4, before.5, before.6),
        (0, false, 0, None)
    );
    assert_ne!(before.2, Pace::Relaxed);
    // `a` changes each of them.
    a.games().set_thread(id, 77).await.unwrap();
    a.games()
        .set(id, GameSetting::Pace(Pace::Relaxed))
        .await
        .unwrap();
    a.seats()
        .hand_over(id, Seat(1), SILENT, Level::Easy)
        .await
        .unwrap();
    a.players()
        .set_player(SILENT, PlayerSetting::RemindDm(true))
        .await
        .unwrap();
    a.players()
        .add_absence(SILENT, 1_800_000_000, 1_800_100_000)
        .await
        .unwrap();
    // (Whose DMs refuse the bot is a player setting too: no process tries them again.)
    a.players()
        .set_player(PLAYS, PlayerSetting::DmClosed(Some(1_800_000_000)))
        .await
        .unwrap();
    let seat = a.seats().seating(id).await.unwrap().seat_of(PLAYS).unwrap();
    let command = a.game(id).await.unwrap().game.legal_commands(seat)[0].clone();
    a.apply_as(
        id,
        seat,
        &[command],
        None,
        bloodrage_bot::store::Origin::Player,
    )
    .await
    .unwrap()
    .unwrap();
    assert_eq!(read().await, before, "kept until heard");
    let told_before = ear.heard().len();
    assert!(b.processes().hear(&mut hearing).await.unwrap() > 0);
    // Its front ends are told once that the game changed (its row, waits, settings, seats).
    assert_eq!(
        ear.heard()[told_before..],
        [Notice::Elsewhere { game: id }],
        "told once per hearing"
    );
    let after = read().await;
    assert_eq!(
        after,
        (
            Some(77),
            after.1,
            Pace::Relaxed,
            1,
            true,
            1,
            Some(1_800_000_000)
        )
    );
    assert_eq!(
        b.games().record(id).await.unwrap().next_seq,
        a.games().record(id).await.unwrap().next_seq,
        "the move is seen"
    );
    assert_eq!(
        b.processes().hear(&mut hearing).await.unwrap(),
        0,
        "each change is heard once"
    );
    assert_eq!(ear.heard().len(), told_before + 1, "and told once");
    // On SQLite (one process) there is no feed.
    let (solo, _, _) = session(Backend::Sqlite).await;
    assert_eq!(
        solo.processes()
            .hear(&mut Hearing::default())
            .await
            .unwrap(),
        0
    );
}

/// Ratings are derived: computed again from the stored games, they are what recording each game
/// as it ended gives. A lobby computer clan is rated at its level, a seat handed over counts for
/// its player, a resigned seat for nobody, and a game with no server is not rated.
#[tokio::test]
async fn ratings_computed_from_the_stored_games_equal_those_recorded_as_each_game_ended() {
    use bloodrage_bot::session::ratings::{RatedGame, Rater, Ratings};
    const GUILD: u64 = 7;
    let (session, _, _) = session(Backend::Sqlite).await;
    let mut recorded = Ratings::default();
    let mut rated = Vec::new();
    // How SILENT leaves each game: plays it through, hands their seat over, resigns; the last
    // game is played outside a server.
    for (n, leaves) in ["plays", "hands over", "resigns", "no server"]
        .into_iter()
        .enumerate()
    {
        let id = session
            .games()
            .create_game(
                NewGame {
                    config: Some(GameConfig::base(3, 40 + n as u64)),
                    status: Some(GameStatus::Lobby),
                    host_id: Some(PLAYS),
                    guild_id: (leaves != "no server").then_some(GUILD),
                    ..NewGame::default()
                },
                &[GameSetting::Seats(3), GameSetting::Bots(vec![Level::Easy])],
            )
            .await
            .unwrap();
        for (user, name) in [(PLAYS, "plays"), (SILENT, "silent")] {
            session.lobbies().join(id, user, name, 3).await.unwrap();
        }
        session.lobbies().start(id, HOST).await.unwrap().unwrap();
        let silent = session
            .seats()
            .seating(id)
            .await
            .unwrap()
            .seat_of(SILENT)
            .unwrap();
        for step in 0..5_000 {
            session.computers().drive(id).await.unwrap();
            let current = session.current(id).await.unwrap();
            if current.record.status != GameStatus::Active {
                break;
            }
            if step == 30 {
                match leaves {
                    "hands over" => {
                        session
                            .seats()
                            .hand_over(id, silent, SILENT, Level::Easy)
                            .await
                    }
                    "resigns" => session.seats().resign(id, silent, Level::Easy).await,
                    _ => Ok(()),
                }
                .unwrap();
                continue;
            }
            let seating = session.seats().seating(id).await.unwrap();
            let Some(seat) = current
                .game
                .awaited()
                .iter()
                .find(|s| seating.user(*s).is_some())
            else {
                continue;
            };
            let position = current.record.next_seq;
            let command =
                bloodrage_bot::ai::choose(&current.game, seat, Level::Easy, 5, position).unwrap();
            session
                .apply(id, seat, &[command], Some(position))
                .await
                .unwrap()
                .unwrap();
        }
        let record = session.games().record(id).await.unwrap();
        assert_eq!(record.status, GameStatus::Finished, "{leaves}");
        // As the session keeps it once it ended (read from the store game by game).
        let finished = session.results().finished().await.unwrap();
        let game = RatedGame::of(finished.iter().find(|g| g.game == id).unwrap());
        let raters: Vec<Rater> = game
            .iter()
            .flat_map(|g| g.places.iter().map(|(r, _)| *r))
            .collect();
        match leaves {
            "plays" | "hands over" => assert_eq!(
                raters,
                [
                    Rater::Player(PLAYS),
                    Rater::Player(SILENT),
                    Rater::Computer(Level::Easy)
                ],
                "{leaves}"
            ),
            "resigns" => assert_eq!(
                raters,
                [Rater::Player(PLAYS), Rater::Computer(Level::Easy)],
                "{leaves}"
            ),
            _ => assert!(game.is_none(), "{leaves}"),
        }
        if let Some(game) = game {
            recorded.record(&game);
            rated.push(game);
        }
    }
    assert_eq!(session.results().rated_games().await.unwrap(), rated);
    assert_eq!(session.results().ratings().await.unwrap(), recorded);
    // Read all at once (a process's first read of many games) as game by game.
    let store = session.store();
    let ids = store.games().finished_ids().await.unwrap();
    assert_eq!(ids.len(), 4);
    assert_eq!(
        store.games().finished_games(None).await.unwrap(),
        store.games().finished_games(Some(&ids)).await.unwrap()
    );
    let table = recorded.table(GUILD, bloodrage_bot::engine::RuleSet::Base);
    assert_eq!(table.len(), 3);
    let games = |who: Rater| table.iter().find(|(r, _)| *r == who).unwrap().1.games;
    assert_eq!(games(Rater::Player(PLAYS)), 3);
    assert_eq!(games(Rater::Player(SILENT)), 2);
    assert_eq!(games(Rater::Computer(Level::Easy)), 3);
}

bloodrage_bot::on_both_backends! {
    #[tokio::test]
    async fn going_away_and_coming_back_are_told_to_each_game_in_play_and_a_refusal_changes_nothing(backend) {
        use bloodrage_bot::session::settings::DEFAULT_AWAY_DAYS;
        use bloodrage_bot::session::time::{AwayRefusal, AwayStatus, GoneAway};
        // The clock stands at 2027-01-15 08:00 UTC.
        let (session, _now, ear) = session(backend).await;
        let playing = lobby(
            &session,
            GameConfig::base(2, 5),
            &[],
            &[(PLAYS, "plays"), (SILENT, "silent")],
        )
        .await;
        session.lobbies().start(playing, HOST).await.unwrap().unwrap();
        // A lobby is not in play: nobody there is told.
        lobby(&session, GameConfig::base(2, 6), &[], &[(PLAYS, "plays")]).await;
        let before = ear.heard().len();
        let home = AwayStatus {
            until: None,
            used: 0,
            allowance: DEFAULT_AWAY_DAYS,
        };
        assert_eq!(session.players().away_status(PLAYS, None).await.unwrap(), home);
        for (until, why) in [
            (" soon ", AwayRefusal::BadDate("soon".into())),
            ("2027-01-15", AwayRefusal::DayBegun),
            (
                "2027-12-31",
                AwayRefusal::TooMany {
                    days: 350,
                    left: DEFAULT_AWAY_DAYS,
                    allowance: DEFAULT_AWAY_DAYS,
                },
            ),
        ] {
            assert_eq!(session.players().go_away(PLAYS, None, until).await.unwrap(), Err(why));
        }
        assert!(!session.players().come_back(PLAYS).await.unwrap(), "not away");
        assert_eq!(ear.heard().len(), before, "nothing told");
        assert!(session.players().absences_of(PLAYS, 0).await.unwrap().is_empty());

        // Away until the start of the 20th in their zone (UTC): 4 days 16 hours, 5 days.
        let gone = session.players().go_away(PLAYS, None, "2027-01-20").await.unwrap();
        assert_eq!(
            gone,
            Ok(GoneAway {
                until: "2027-01-20".into(),
                days: 5,
                left: DEFAULT_AWAY_DAYS - 5,
                allowance: DEFAULT_AWAY_DAYS,
                games: 1,
            })
        );
        assert_eq!(
            ear.heard()[before..],
            [Notice::Away {
                game: playing,
                user: PLAYS,
                until: "2027-01-20".into()
            }]
        );
        assert_eq!(
            session.players().away_status(PLAYS, None).await.unwrap(),
            AwayStatus {
                until: Some("2027-01-20".into()),
                used: 5,
                allowance: DEFAULT_AWAY_DAYS,
            }
        );
        // Back at once: the absence took no time, so it takes no day.
        assert!(session.players().come_back(PLAYS).await.unwrap());
        assert_eq!(
            ear.heard()[before + 1..],
            [Notice::Back {
                game: playing,
                user: PLAYS
            }]
        );
        assert_eq!(session.players().away_status(PLAYS, None).await.unwrap(), home);
    }
}

bloodrage_bot::on_both_backends! {
    #[tokio::test]
    async fn closed_dms_are_tried_again_after_a_day_or_when_the_player_acts_an_hour_later(backend) {
        use bloodrage_bot::session::dms::{DM_RETRY_AFTER, DM_RETRY_ON_ACTION};
        let (session, now, _) = session(backend).await;
        let later = |seconds| now.fetch_add(seconds, Ordering::SeqCst);
        assert!(session.players().may_dm(PLAYS).await, "never refused");
        session.players().dms_refused(PLAYS).await;
        assert!(!session.players().may_dm(PLAYS).await);
        // Playing on in the thread soon after does not make the bot try again…
        later(DM_RETRY_ON_ACTION - 1);
        session.players().user_acted(PLAYS).await;
        assert!(!session.players().may_dm(PLAYS).await);
        // …an hour after the refusal it does.
        later(1);
        session.players().user_acted(PLAYS).await;
        assert!(session.players().may_dm(PLAYS).await);
        assert_eq!(session.players().player(PLAYS).await.unwrap().dm_closed, None);
        // Doing nothing, a day later.
        session.players().dms_refused(PLAYS).await;
        later(DM_RETRY_AFTER - 1);
        assert!(!session.players().may_dm(PLAYS).await);
        later(1);
        assert!(session.players().may_dm(PLAYS).await);
        // A DM that got through (or asking for DMs) forgets the refusal.
        session.players().dms_open(PLAYS).await;
        assert_eq!(session.players().player(PLAYS).await.unwrap().dm_closed, None);
        assert!(session.players().may_dm(SILENT).await, "another player is not concerned");
    }
}

bloodrage_bot::on_both_backends! {
    /// Once living, the session plays by itself with no front end: the computer clan drafts, and
    /// when the silent players' time runs out a round takes their decisions (origin deadline).
    #[tokio::test]
    async fn a_living_session_plays_its_computers_and_takes_deadlines_by_itself(backend) {
        let (session, now, ear) = session(backend).await;
        let settings = [
            GameSetting::Seats(3),
            GameSetting::Pace(Pace::Fast),
            GameSetting::DeadlineLevel(Level::Easy),
            GameSetting::Bots(vec![Level::Easy]),
        ];
        let seated = [(PLAYS, "plays"), (SILENT, "silent")];
        let id = lobby(&session, GameConfig::base(3, 17), &settings, &seated).await;
        session.lobbies().start(id, HOST).await.unwrap().unwrap();
        // A second call starts nothing more.
        session.live(std::time::Duration::from_millis(10)).await;
        session.live(std::time::Duration::from_millis(10)).await;
        let seating = session.seats().seating(id).await.unwrap();
        let computer = (0..3).map(Seat).find(|s| seating.user(*s).is_none()).unwrap();
        let moved = |origin: Origin, seat: Seat| {
            ear.heard().iter().any(|n| {
                matches!(n, Notice::Moved { game, seat: s, origin: o, .. }
                    if *game == id && *s == seat && *o == origin)
            })
        };
        for _ in 0..500 {
            if moved(Origin::Computer, computer) {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        assert!(moved(Origin::Computer, computer), "{:?}", ear.heard());
        let since = session.games().awaited(id).await.unwrap()[0].since;
        now.store(since + Pace::Fast.seconds().unwrap() + 1, Ordering::SeqCst);
        let players = [PLAYS, SILENT].map(|u| seating.seat_of(u).unwrap());
        for _ in 0..500 {
            if players.iter().all(|s| moved(Origin::Deadline, *s)) {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        for seat in players {
            assert!(moved(Origin::Deadline, seat), "{seat:?}: {:?}", ear.heard());
        }
    }
}
