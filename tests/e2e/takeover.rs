//! What a bot process owed when it died is owed by the next, at once: the real bot runs as its
//! own processes (`bloodrage-bot serve`, pointed at the fake), and a test hook
//! (`BLOODRAGE_TEST_DIE_AT`) makes one abort, as a SIGKILL would stop it, at each moment of a
//! player's press: the move stored but the press not acknowledged, acknowledged but nothing told,
//! the thread told but the private decisions (the next draft packets) not sent, everything told
//! but the player not answered ("Done" and their next choice in place of what they pressed).
//! Whatever it owed is then given once: by the same bot started again on its SQLite file, and on
//! PostgreSQL by the other process running beside it, within seconds and without a restart.

use super::fake::{Fake, GUILD_ID, TOKEN};
use super::harness::{TempDir, choices};
use super::service::{Process, all_told_within_30_s, drafting, next};
use bloodrage_bot::discord::ids::{Action, ComponentId, Pick};
use bloodrage_bot::engine::{AnyCommand, Seat};
use bloodrage_bot::session::Session;
use bloodrage_bot::store::Store;
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

const USERS: [u64; 3] = [
    340_000_000_000_000_001,
    340_000_000_000_000_002,
    340_000_000_000_000_003,
];
const THREAD: u64 = 740_000_000_000_000_001;
const WAIT: Duration = Duration::from_secs(20);

/// The moments a process is made to die at, in the order of a press.
const MOMENTS: [&str; 4] = ["stored", "acknowledged", "thread", "told"];

/// A game of three players in its draft, started in the database at `url`, with each player's
/// panel in the thread: the messages they press on.
async fn game(fake: &Fake, url: &str) -> (i64, BTreeMap<u64, u64>) {
    let store = Store::open(url).await.unwrap();
    let (game, panels) = drafting(fake, &store, ("Taken over", 63), THREAD, &USERS).await;
    store.close().await;
    (game, USERS.into_iter().zip(panels).collect())
}

/// The variables of a bot process on `url` talking to `fake`: with `shard` (of two) on
/// PostgreSQL, made to die at `die`.
fn vars(
    fake: &Fake,
    url: &str,
    shard: Option<u32>,
    die: Option<&str>,
) -> Vec<(&'static str, String)> {
    let mut vars = vec![
        ("DISCORD_TOKEN", TOKEN.to_string()),
        ("DATABASE_URL", url.to_string()),
        ("DEV_GUILD_ID", GUILD_ID.to_string()),
        ("DISCORD_API_BASE", fake.rest_url.clone()),
        ("ROUNDS_EVERY", "1".to_string()),
    ];
    if let Some(shard) = shard {
        vars.push(("SHARDS", shard.to_string()));
        vars.push(("SHARD_COUNT", "2".to_string()));
    }
    if let Some(moment) = die {
        vars.push((bloodrage_bot::testkit::DIE_AT_VARIABLE, moment.to_string()));
    }
    vars
}

/// Starts a bot process and waits until it has registered its commands (and, with shards, the
/// shards of both processes are connected).
async fn start(fake: &Fake, vars: &[(&'static str, String)], shards: bool) -> Process {
    let before = fake.state.lock().unwrap().registrations;
    let process = Process::start(vars);
    let started = Instant::now();
    loop {
        let registered = fake.state.lock().unwrap().registrations > before;
        let connected = fake.connected_shards();
        if registered && (!shards || connected == [0, 1]) {
            return process;
        }
        assert!(
            started.elapsed() < WAIT,
            "the bot starts: {:#?}",
            process.lines()
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// A press the process died on.
struct Press {
    interaction: u64,
    user: u64,
    seat: Seat,
    command: AnyCommand,
    /// The log's length it was made at.
    at: u64,
    /// The last message of the fake before it.
    marker: u64,
}

/// Whether the panel message `panel` says the press was taken ("Done", in place of the choice).
fn done(fake: &Fake, panel: u64) -> bool {
    fake.state.lock().unwrap().messages[&panel]
        .content
        .starts_with("Done")
}

/// Presses a legal choice of a player awaited in `game` (drawn by `rng`) on their panel until
/// `bot` dies (it was told at which moment to); every press it survives is answered in full
/// first. The press it died on.
async fn press_until_death(
    fake: &Fake,
    url: &str,
    (game, panels): (i64, &BTreeMap<u64, u64>),
    bot: &mut Process,
    rng: &mut u64,
) -> Press {
    for _ in 0..40 {
        let view = Session::new(Store::open(url).await.unwrap());
        let current = view.game(game).await.unwrap();
        let seats = view.store().seats().seat_users(game).await.unwrap();
        view.close().await;
        let awaited: Vec<Seat> = current.game.awaited().iter().collect();
        assert!(!awaited.is_empty(), "the game goes on");
        let seat = awaited[next(rng, awaited.len() as u64) as usize];
        let user = seats.iter().find(|(s, _)| *s == seat).unwrap().1;
        let legal = current.game.legal_commands(seat);
        let index = next(rng, legal.len() as u64) as usize;
        let command = legal[index].clone();
        let at = current.record.next_seq;
        let custom_id =
            ComponentId::new(game, at, Action::Choice(Pick::new(index, &command))).encode();
        let marker = fake.last_message_id();
        {
            // The panel as it was before: a press answered in full edits it.
            let mut s = fake.state.lock().unwrap();
            s.messages.get_mut(&panels[&user]).unwrap().content = "panel".into();
        }
        let (interaction, _) = fake.press(user, THREAD, panels[&user], &custom_id);
        let pressed = Instant::now();
        loop {
            if bot.exited() {
                return Press {
                    interaction,
                    user,
                    seat,
                    command,
                    at,
                    marker,
                };
            }
            if done(fake, panels[&user]) {
                break;
            }
            assert!(
                pressed.elapsed() < WAIT,
                "press answered: {:#?}",
                bot.lines()
            );
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        // Told in full before the next press (its moment may be the telling of this one).
        all_told_within_30_s(url, game).await;
    }
    panic!("the bot never reached its moment");
}

/// What the press the process died on was owed has been given (within 20 s): the move stored
/// once, every move told, no answer left owed; its player answered in place of what they
/// pressed ("Done", their next choice under it if the game awaits them), or when the press was
/// never acknowledged, privately if a decision of theirs is awaited.
async fn all_given(
    fake: &Fake,
    url: &str,
    (game, panels): (i64, &BTreeMap<u64, u64>),
    press: &Press,
) {
    all_told_within_30_s(url, game).await;
    let started = Instant::now();
    loop {
        let store = Store::open(url).await.unwrap();
        let owed: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM replies")
            .fetch_one(store.pool())
            .await
            .unwrap();
        let log = store.logs().log(game).await.unwrap();
        let record = store.games().record(game).await.unwrap();
        let awaited = store
            .logs()
            .load(game)
            .await
            .unwrap()
            .game
            .awaited()
            .contains(press.seat);
        store.close().await;
        let stored = log
            .iter()
            .skip(press.at as usize)
            .filter(|(s, c)| *s == press.seat && *c == press.command)
            .count();
        assert_eq!(stored, 1, "the press is stored once");
        let acknowledged = fake.state.lock().unwrap().interactions[&press.interaction]
            .response
            .is_some();
        let answered = if acknowledged {
            done(fake, panels[&press.user])
        } else if awaited {
            // Their choices came privately.
            let s = fake.state.lock().unwrap();
            let dm = s.dm_channel(press.user);
            s.messages.range(press.marker + 1..).any(|(_, m)| {
                Some(m.channel) == dm && m.content.starts_with("Done") && !choices(m).is_empty()
            })
        } else {
            true
        };
        if owed == 0 && answered && record.announced == Some(record.next_seq) {
            return;
        }
        assert!(
            started.elapsed() < WAIT,
            "owed: {owed} answers, acknowledged {acknowledged}, answered {answered}, told {:?} of {}",
            record.announced,
            record.next_seq
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Nothing told twice in the thread: each round of the draft's packets passed once, each call
/// with its Choose button once.
fn told_once(fake: &Fake) {
    let s = fake.state.lock().unwrap();
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    for m in s
        .messages
        .values()
        .filter(|m| m.channel == THREAD && !m.ephemeral)
    {
        for line in m.content.lines().filter(|l| l.contains("packets pass")) {
            *seen.entry(line.to_string()).or_default() += 1;
        }
        for c in choices(m) {
            if c.action() == "open" {
                *seen.entry(c.custom_id).or_default() += 1;
            }
        }
    }
    let twice: Vec<_> = seen.iter().filter(|(_, n)| **n > 1).collect();
    assert!(twice.is_empty(), "told twice: {twice:?}");
}

/// One bot on a SQLite file dies at each moment of a press in turn and is started again: at
/// its start it gives what it owed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_started_again_gives_what_it_owed_when_it_died_at_each_moment_of_a_press() {
    let fake = Fake::start();
    let dir = TempDir::new("takeover-sqlite");
    let url = format!("sqlite://{}", dir.path("bloodrage.db").display());
    let (game, panels) = game(&fake, &url).await;
    // A press never acknowledged cannot be answered in place: the bot tries, and is refused.
    fake.state
        .lock()
        .unwrap()
        .expected
        .push("edit of a missing message (@original)".into());
    let mut rng = 0x7A4E_0001_u64;
    for moment in MOMENTS {
        let mut bot = start(&fake, &vars(&fake, &url, None, Some(moment)), false).await;
        let press = press_until_death(&fake, &url, (game, &panels), &mut bot, &mut rng).await;
        let restarted = start(&fake, &vars(&fake, &url, None, None), false).await;
        all_given(&fake, &url, (game, &panels), &press).await;
        drop(restarted);
    }
    told_once(&fake);
    let unexpected = fake.unexpected_violations();
    assert!(unexpected.is_empty(), "{unexpected:#?}");
}

/// Two bot processes on one PostgreSQL database, a shard each: the one the thread's presses
/// reach dies at each moment of a press in turn, and the other gives what it owed within
/// seconds, before it is started again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_other_process_gives_at_once_what_a_process_owed_when_it_died_at_each_moment() {
    let fake = Fake::start();
    let url = bloodrage_bot::store::testing::postgres_database().await;
    let (game, panels) = game(&fake, &url).await;
    fake.state
        .lock()
        .unwrap()
        .expected
        .push("edit of a missing message (@original)".into());
    // The first process has the DMs' shard, the second the thread's (the fake's routing).
    let _dms = start(&fake, &vars(&fake, &url, Some(0), None), false).await;
    let mut rng = 0x7A4E_0002_u64;
    for moment in MOMENTS {
        let mut thread = start(&fake, &vars(&fake, &url, Some(1), Some(moment)), true).await;
        let press = press_until_death(&fake, &url, (game, &panels), &mut thread, &mut rng).await;
        let died = Instant::now();
        all_given(&fake, &url, (game, &panels), &press).await;
        let took = died.elapsed();
        eprintln!("{moment}: given by the other process {took:?} after the death");
        assert!(took < Duration::from_secs(10), "{moment}: {took:?}");
    }
    told_once(&fake);
    let unexpected = fake.unexpected_violations();
    assert!(unexpected.is_empty(), "{unexpected:#?}");
    // The takeover says why the thread is told late, blaming nobody.
    let s = fake.state.lock().unwrap();
    assert!(
        !s.messages
            .values()
            .any(|m| m.channel == THREAD && m.content.contains("Discord hiccup")),
        "a process died, not Discord"
    );
}
