//! Several bot processes serving one community: two real `bloodrage-bot serve` processes, each
//! running one shard of two (`SHARDS`, `SHARD_COUNT`), on one PostgreSQL database and the fake
//! Discord, which sends the server's interactions to shard 1 and direct messages to shard 0, as
//! Discord does. A game with a computer clan is played to its end by presses in the thread (the
//! second process) and in direct messages (the first); the second is SIGKILLed mid-game and
//! started again, and once both are pressed at the same moment for the same decision. Twice the
//! players fall silent and the test moves both processes' clock (`BLOODRAGE_TEST_CLOCK`): past
//! their first reminder, then past their deadline, once while both run and once while the
//! second is down.

use super::fake::{CHANNEL_ID, Fake, GUILD_ID, TOKEN};
use super::harness::choices;
use super::service::{Process, all_told_within_30_s};
use bloodrage_bot::discord::ids::{Action, ComponentId, Pick};
use bloodrage_bot::engine::{AnyCommand, GameConfig, Level, Seat};
use bloodrage_bot::session::settings::{GameSetting, Pace};
use bloodrage_bot::session::{Session, reminder_times};
use bloodrage_bot::store::{GameStatus, NewGame, Origin, Store};
use serde_json::json;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

const THREAD: u64 = 500_000_000_000_000_301;
const USERS: [u64; 2] = [300_000_000_000_000_031, 300_000_000_000_000_032];
/// Each player's DM channel with the bot.
const DMS: [u64; 2] = [600_000_000_000_000_031, 600_000_000_000_000_032];
const WAIT: Duration = Duration::from_mins(1);

/// The variables of process `shard` of two on `url`, on the game clock `clock`.
fn process(fake: &Fake, url: &str, shard: u32, clock: &MovedClock) -> Vec<(&'static str, String)> {
    vec![
        (
            bloodrage_bot::session::TEST_CLOCK_VARIABLE,
            clock.path.display().to_string(),
        ),
        ("DISCORD_TOKEN", TOKEN.to_string()),
        ("DATABASE_URL", url.to_string()),
        ("DEV_GUILD_ID", GUILD_ID.to_string()),
        ("DISCORD_API_BASE", fake.rest_url.clone()),
        ("SHARDS", shard.to_string()),
        ("SHARD_COUNT", "2".to_string()),
        // Rounds every second: a killed process's claim on them lapses in 3 seconds.
        ("ROUNDS_EVERY", "1".to_string()),
    ]
}

/// The game clock of the processes: the system clock moved by the seconds written in a file
/// they read (`session::file_clock`), only ever forward.
pub(super) struct MovedClock {
    path: PathBuf,
    moved: i64,
}

impl MovedClock {
    pub(super) fn new(name: &str) -> MovedClock {
        let path = std::env::temp_dir().join(format!("{name}-{}.clock", std::process::id()));
        let _ = std::fs::remove_file(&path);
        MovedClock { path, moved: 0 }
    }

    fn system() -> i64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap()
            .as_secs() as i64
    }

    /// The file the processes read it from (`BLOODRAGE_TEST_CLOCK`).
    pub(super) fn path(&self) -> &std::path::Path {
        &self.path
    }

    /// The time it reads now, in Unix seconds.
    pub(super) fn now(&self) -> i64 {
        MovedClock::system() + self.moved
    }

    /// Moves the clock so that it reads `at` or later.
    pub(super) fn to(&mut self, at: i64) {
        self.moved = self.moved.max(at - MovedClock::system());
        std::fs::write(&self.path, self.moved.to_string()).unwrap();
    }
}

impl Drop for MovedClock {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.path);
    }
}

/// Whether `content` reminds `user` (the reminder's first words).
fn reminds(content: &str, user: u64) -> bool {
    content.starts_with(&format!("⏳ <@{user}>"))
}

/// The players awaited in `game` say nothing: the clock is moved past their first reminder,
/// which each gets in the thread, then past their deadline, which the computer takes for them.
/// `false` when no player is awaited (a computer clan thinks).
async fn silence(fake: &Fake, store: &Store, url: &str, game: i64, clock: &mut MovedClock) -> bool {
    all_told_within_30_s(url, game).await;
    let computers = store.seats().computer_seats(game).await.unwrap();
    let seats = store.seats().seat_users(game).await.unwrap();
    let awaited: Vec<_> = store
        .clocks()
        .awaited(game)
        .await
        .unwrap()
        .into_iter()
        .filter(|a| !computers.iter().any(|c| c.seat == a.seat))
        .collect();
    let Some(since) = awaited.iter().map(|a| a.since).max() else {
        return false;
    };
    let users: Vec<u64> = awaited
        .iter()
        .map(|a| seats.iter().find(|(s, _)| *s == a.seat).unwrap().1)
        .collect();
    let pace = Pace::Fast.seconds().unwrap();
    // (A computer clan awaited with them may still move meanwhile: a reminder is known by whom
    // it reminds, posted after this point.)
    let marker = fake.last_message_id();
    clock.to(since + reminder_times(pace)[0] + 5);
    fake.wait(WAIT, "the reminders", |s| {
        users
            .iter()
            .all(|user| {
                s.messages
                    .range(marker + 1..)
                    .any(|(_, m)| m.channel == THREAD && reminds(&m.content, *user))
            })
            .then_some(())
    })
    .await;
    let moves = || async { store.games().record(game).await.unwrap().next_seq };
    let before = moves().await;
    clock.to(since + pace + 5);
    let start = Instant::now();
    while moves().await == before {
        assert!(start.elapsed() < WAIT, "the deadline was not taken");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    all_told_within_30_s(url, game).await;
    true
}

/// Waits until `fake` has seen `registrations` command registrations and the shards connected.
async fn ready(fake: &Fake, registrations: u32) {
    let start = Instant::now();
    while fake.state.lock().unwrap().registrations < registrations
        || fake.connected_shards() != [0, 1]
    {
        assert!(start.elapsed() < WAIT, "the processes' start");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// A splitmix step: a uniform pick in `0..n`.
fn next(state: &mut u64, n: u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (z ^ (z >> 31)) % n
}

/// Waits for the bot's answer to `interaction`; whether it was acknowledged without an apology
/// (a press the bot says it stored).
async fn answered(fake: &Fake, interaction: u64) -> bool {
    fake.wait(WAIT, "the press's answer", |s| {
        s.interactions[&interaction].response.map(|_| ())
    })
    .await;
    // Followups and edits land just after the response.
    tokio::time::sleep(Duration::from_millis(20)).await;
    let s = fake.state.lock().unwrap();
    !s.messages
        .values()
        .any(|m| m.interaction == Some(interaction) && m.content.starts_with("Sorry, something"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_with_a_shard_each_finish_a_game_across_a_kill_and_concurrent_presses() {
    let fake = Fake::start();
    let url = bloodrage_bot::store::testing::postgres_database().await;
    // A lobby of two players and a computer clan, started before the processes run: they tell
    // its start.
    let setup = Session::new(Store::open(&url).await.unwrap());
    let game = setup
        .games()
        .create_game(
            NewGame {
                config: Some(GameConfig::base(3, 91)),
                name: "Shards".into(),
                status: Some(GameStatus::Lobby),
                guild_id: Some(GUILD_ID),
                channel_id: Some(CHANNEL_ID),
                thread_id: Some(THREAD),
                host_id: Some(USERS[0]),
                settings: Vec::new(),
            },
            &[
                GameSetting::Seats(3),
                GameSetting::Bots(vec![Level::Easy]),
                GameSetting::Pace(Pace::Fast),
            ],
        )
        .await
        .unwrap();
    // Each player's panel in the thread and in their DMs.
    let mut panels: BTreeMap<(u64, u64), u64> = BTreeMap::new();
    {
        let mut s = fake.state.lock().unwrap();
        s.add_channel(THREAD, Some(CHANNEL_ID), None);
        for (user, dm) in USERS.iter().zip(DMS) {
            s.add_channel(dm, None, Some(*user));
        }
    }
    for (i, (user, dm)) in USERS.iter().zip(DMS).enumerate() {
        fake.user(*user, &format!("player{i}"));
        setup
            .lobbies()
            .join(game, *user, &format!("P{i}"), 3)
            .await
            .unwrap();
        let mut s = fake.state.lock().unwrap();
        for channel in [THREAD, dm] {
            let panel = s.inject(channel, "panel", json!([]), &[], vec![]);
            let m = s.messages.get_mut(&panel).unwrap();
            m.ephemeral = channel == THREAD;
            m.owner = Some(*user);
            panels.insert((*user, channel), panel);
        }
    }
    setup
        .lobbies()
        .start(game, USERS[0])
        .await
        .unwrap()
        .unwrap();
    setup.close().await;
    let store = Store::open(&url).await.unwrap();

    let mut clock = MovedClock::new("shards");
    let dms = process(&fake, &url, 0, &clock);
    let thread = process(&fake, &url, 1, &clock);
    let mut first = Process::start(&dms);
    let mut second = Process::start(&thread);
    ready(&fake, 2).await;
    let mut rng = 0x5A4D_0002_u64;
    let (mut presses, mut by_dm, mut acknowledged) = (0, 0, 0);
    let (mut killed, mut concurrent, mut silences) = (false, false, 0);
    let mut second_down: Option<u32> = None;
    let started = Instant::now();
    loop {
        assert!(
            started.elapsed() < Duration::from_mins(4),
            "the game ends in time"
        );
        let loaded = store.logs().load(game).await.unwrap();
        if loaded.game.is_over() {
            break;
        }
        let computers = store.seats().computer_seats(game).await.unwrap();
        let seats = store.seats().seat_users(game).await.unwrap();
        let awaited: Vec<(Seat, u64)> = seats
            .iter()
            .copied()
            .filter(|(s, _)| {
                loaded.game.awaited().contains(*s) && !computers.iter().any(|c| c.seat == *s)
            })
            .collect();
        if awaited.is_empty() {
            // The computer clan thinks.
            tokio::time::sleep(Duration::from_millis(10)).await;
            continue;
        }
        // (Never in the middle of a player's action: its first part is told with the rest.)
        let mid_action = loaded.game.decision().is_some_and(|d| d.follow_up);
        if !mid_action && ((silences == 0 && presses >= 20) || (silences == 1 && presses >= 64)) {
            // The players fall silent (the second time while the second process is down: the
            // first takes the rounds over once its claim lapses).
            silences += u32::from(silence(&fake, &store, &url, game, &mut clock).await);
            continue;
        }
        let (seat, user) = awaited[next(&mut rng, awaited.len() as u64) as usize];
        let dm = DMS[USERS.iter().position(|u| *u == user).unwrap()];
        let legal = loaded.game.legal_commands(seat);
        let index = next(&mut rng, legal.len() as u64) as usize;
        let command: AnyCommand = legal[index].clone();
        let at = loaded.record.next_seq;
        let custom_id =
            ComponentId::new(game, at, Action::Choice(Pick::new(index, &command))).encode();
        let stored_after = |log: &[(Seat, AnyCommand)]| {
            log.iter()
                .skip(at as usize)
                .filter(|(s, c)| *s == seat && *c == command)
                .count()
        };
        presses += 1;
        if !concurrent && presses == 40 {
            // Both processes are pressed for the same decision at the same moment: it is
            // stored once, the other press refused or found already made.
            concurrent = true;
            let (a, _) = fake.press(user, THREAD, panels[&(user, THREAD)], &custom_id);
            let (b, _) = fake.press(user, dm, panels[&(user, dm)], &custom_id);
            assert!(answered(&fake, a).await | answered(&fake, b).await);
            let log = store.logs().log(game).await.unwrap();
            assert_eq!(stored_after(&log), 1, "one move for two presses");
            acknowledged += 1;
            continue;
        }
        // The thread reaches the second process while it runs, DMs the first.
        let use_dm = second_down.is_some() || next(&mut rng, 2) == 0;
        let channel = if use_dm { dm } else { THREAD };
        by_dm += u32::from(use_dm);
        let (interaction, _) = fake.press(user, channel, panels[&(user, channel)], &custom_id);
        if answered(&fake, interaction).await {
            let log = store.logs().log(game).await.unwrap();
            let said: Vec<String> = {
                let s = fake.state.lock().unwrap();
                let panel = s.messages[&panels[&(user, channel)]].content.clone();
                s.messages
                    .values()
                    .filter(|m| m.interaction == Some(interaction))
                    .map(|m| m.content.clone())
                    .chain([panel])
                    .collect()
            };
            assert_eq!(
                stored_after(&log),
                1,
                "press {presses} in {channel}: acknowledged, stored once: {said:?} {command:?} at {at}, log {}",
                log.len()
            );
            acknowledged += 1;
        }
        if !killed && presses == 60 {
            // Mid-game, the second process is killed at once: no clean stop, its claims left
            // to lapse.
            killed = true;
            second.signal("KILL");
            second.exit(Duration::from_secs(5)).await;
            second_down = Some(presses);
        }
        if second_down.is_some_and(|at| presses >= at + 10) {
            second_down = None;
            let before = fake.state.lock().unwrap().registrations;
            second = Process::start(&thread);
            ready(&fake, before + 1).await;
        }
    }
    eprintln!(
        "{presses} presses ({by_dm} by DM), {acknowledged} acknowledged, {} moves",
        store.games().record(game).await.unwrap().next_seq
    );
    assert!(killed && concurrent && silences == 2, "{presses} presses");
    assert!(
        by_dm > 10 && presses - by_dm > 10,
        "both processes played: {by_dm} of {presses} presses by DM"
    );
    assert!(acknowledged >= presses / 2, "{acknowledged} of {presses}");
    // Every move is told, and none twice: each mention of the seats awaited after a move, with
    // its Choose button, is posted once.
    all_told_within_30_s(&url, game).await;
    let log = store.logs().load(game).await.unwrap().log;
    let taken = log.iter().filter(|e| e.origin == Origin::Deadline).count();
    let actions = super::harness::deadline_actions(&log);
    let (mut opens, mut reminders): (BTreeMap<String, usize>, BTreeMap<(u64, String), usize>) =
        Default::default();
    let mut ran_out = 0;
    for m in fake.state.lock().unwrap().messages.values() {
        if m.channel != THREAD || m.ephemeral {
            continue;
        }
        ran_out += m.content.matches("⏰ Time ran out for").count();
        if let Some(user) = USERS.iter().find(|u| reminds(&m.content, **u)) {
            // A reminder carries the Choose button of the move it reminds of.
            for c in choices(m) {
                *reminders.entry((*user, c.custom_id)).or_default() += 1;
            }
            continue;
        }
        for c in choices(m) {
            if c.action() == "open" {
                *opens.entry(c.custom_id).or_default() += 1;
            }
        }
    }
    assert!(!opens.is_empty());
    let twice: Vec<String> = opens
        .iter()
        .filter(|(_, n)| **n > 1)
        .map(|(id, _)| id.clone())
        .collect();
    if !twice.is_empty() {
        let s = fake.state.lock().unwrap();
        for m in s
            .messages
            .values()
            .filter(|m| m.channel == THREAD && !m.ephemeral)
        {
            eprintln!(
                "{} {:?} {:?}",
                m.id,
                m.content,
                choices(m)
                    .iter()
                    .map(|c| c.custom_id.clone())
                    .collect::<Vec<_>>()
            );
        }
    }
    assert!(twice.is_empty(), "told twice: {twice:?}");
    // Each deadline taken once and told once, each reminder told once.
    eprintln!("{taken} deadlines taken, {} reminders", reminders.len());
    assert!(taken >= 2, "{taken} deadlines taken");
    assert_eq!(ran_out, actions, "each deadline's action told once");
    assert!(reminders.len() >= 2, "{reminders:?}");
    assert!(
        reminders.values().all(|n| *n == 1),
        "a reminder told twice: {reminders:?}"
    );
    // The computer clan moved, and each move of the log is one seq (the log's key).
    assert!(log.iter().any(|e| e.origin == Origin::Computer));
    assert!(log.iter().enumerate().all(|(i, e)| e.seq == i as u64));
    for p in [&mut first, &mut second] {
        p.signal("TERM");
        let (status, _) = p.exit(Duration::from_secs(5)).await;
        assert_eq!(status.code(), Some(0), "{:#?}", p.lines());
    }
    store.close().await;
}
