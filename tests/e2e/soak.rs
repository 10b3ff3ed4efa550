//! The kill soak, run on demand (it takes minutes):
//!
//! ```text
//! cargo test --release --test e2e soak -- --ignored --nocapture
//! SOAK_KILLS=1000 cargo test --release --test e2e soak -- --ignored --nocapture
//! ```
//!
//! Many games are played through the fake Discord by the bot's own binary while the driver
//! SIGKILLs it at random moments, hundreds of times, and starts it again: a few milliseconds
//! after a press (during its transaction), tens of milliseconds after (while the thread, the
//! boards and the DMs are told), and in its first moments after a start (its migrations, its
//! backup at start, its catch-up). Twice: one process on a SQLite file with its automatic backups
//! on; two processes on PostgreSQL, a shard each (the thread's presses reach the second, the
//! direct messages' the first), either killed. Each round checks that a press Discord saw
//! answered is stored, once; a press refused is not stored; a press whose answer the kill cut off
//! is stored at most once. At the end every game has finished, each player's move in every log
//! is a press made once, no answer is still owed, every game was told to its end, the database
//! passes its integrity check, every game replays, and what a thread was told twice (the
//! README's at-least-once: a process killed between Discord taking a message and the bot noting
//! it) is counted and at most one per kill.

use super::fake::{Fake, GUILD_ID, TOKEN};
use super::harness::TempDir;
use super::service::{drafting, next};
use bloodrage_bot::discord::ids::{Action, ComponentId, Pick};
use bloodrage_bot::engine::{AnyCommand, AnyGame, Seat};
use bloodrage_bot::store::{GameStatus, Origin, Store};
use serde_json::json;
use std::collections::BTreeMap;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Games played at once.
const TABLES: usize = 3;

/// A game of the soak: its players, thread, their DM channels and panels, and how many of its
/// moves are players'.
struct Table {
    game: i64,
    thread: u64,
    users: [u64; 3],
    dms: [u64; 3],
    /// Each player's panel in the thread, then in their DMs.
    panels: Vec<(u64, u64)>,
    /// Players' moves in the log (by the rounds' count): must equal the log's at the end.
    moves: usize,
}

/// A game in its draft for three new players, in a thread of its own.
async fn new_table(fake: &Fake, store: &Store, made: u64) -> Table {
    let base = 340_000_000_000_000_000 + made * 10;
    let users = [base + 1, base + 2, base + 3];
    let dms = [base + 5, base + 6, base + 7];
    let thread = 740_000_000_000_000_000 + made;
    let (game, in_thread) = drafting(fake, store, ("Soak", 1000 + made), thread, &users).await;
    let mut panels = Vec::new();
    let mut s = fake.state.lock().unwrap();
    for ((user, dm), panel) in users.iter().zip(dms).zip(in_thread) {
        s.add_channel(dm, None, Some(*user));
        let in_dm = s.inject(dm, "panel", json!([]), &[], vec![]);
        s.messages.get_mut(&in_dm).unwrap().owner = Some(*user);
        panels.push((panel, in_dm));
    }
    Table {
        game,
        thread,
        users,
        dms,
        panels,
        moves: 0,
    }
}

/// The bot's processes: one on a SQLite file, or two on PostgreSQL with a shard each (the first
/// hears direct messages, the second the server).
struct Bots<'a> {
    fake: &'a Fake,
    vars: Vec<Vec<(&'static str, String)>>,
    running: Vec<Option<Child>>,
}

impl<'a> Bots<'a> {
    fn new(fake: &'a Fake, url: &str, backups: Option<&std::path::Path>) -> Bots<'a> {
        let common = vec![
            ("DISCORD_TOKEN", TOKEN.to_string()),
            ("DATABASE_URL", url.to_string()),
            ("DEV_GUILD_ID", GUILD_ID.to_string()),
            ("DISCORD_API_BASE", fake.rest_url.clone()),
            ("RUST_LOG", "error".to_string()),
        ];
        let vars = match backups {
            Some(dir) => vec![
                [
                    common,
                    vec![
                        ("BACKUP_DIR", dir.display().to_string()),
                        ("BACKUP_KEEP", "2".to_string()),
                    ],
                ]
                .concat(),
            ],
            None => (0..2)
                .map(|shard| {
                    [
                        common.clone(),
                        vec![
                            ("SHARDS", shard.to_string()),
                            ("SHARD_COUNT", "2".to_string()),
                            // A killed process's claim on the rounds lapses in 3 seconds.
                            ("ROUNDS_EVERY", "1".to_string()),
                        ],
                    ]
                    .concat()
                })
                .collect(),
        };
        let running = vars.iter().map(|_| None).collect();
        Bots {
            fake,
            vars,
            running,
        }
    }

    fn spawn(&mut self, k: usize) {
        let child = Command::new(env!("CARGO_BIN_EXE_bloodrage-bot"))
            .arg("serve")
            .envs(self.vars[k].iter().map(|(k, v)| (*k, v.as_str())))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the bot starts");
        self.running[k] = Some(child);
    }

    /// Starts process `k` and waits until it has registered its commands and the shard of every
    /// process running is connected.
    async fn start(&mut self, k: usize) {
        let registrations = self.fake.state.lock().unwrap().registrations;
        self.spawn(k);
        // Process k runs shard k (the only one, with one process).
        let shards: Vec<u64> = (0..self.vars.len() as u64)
            .filter(|k| self.running[*k as usize].is_some())
            .collect();
        self.fake
            .wait(Duration::from_mins(1), "the bot's start", |s| {
                (s.registrations > registrations).then_some(())
            })
            .await;
        let started = Instant::now();
        while self.fake.connected_shards() != shards {
            assert!(
                started.elapsed() < Duration::from_mins(1),
                "the shards connect"
            );
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    fn kill(&mut self, k: usize) {
        let mut child = self.running[k].take().expect("the process runs");
        child.kill().expect("the bot is killed");
        child.wait().expect("the bot is reaped");
    }
}

impl Drop for Bots<'_> {
    fn drop(&mut self) {
        for child in self.running.iter_mut().flatten() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// Waits (a minute at most) until no answer is owed and each of `finished` is told to its end.
pub(super) async fn all_owed_told(store: &Store, finished: &[i64]) {
    let deadline = Instant::now() + Duration::from_mins(1);
    loop {
        let owed: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM replies")
            .fetch_one(store.pool())
            .await
            .unwrap();
        let mut untold = 0;
        for game in finished {
            let r = store.games().record(*game).await.unwrap();
            untold += usize::from(r.announced != Some(r.next_seq));
        }
        if owed == 0 && untold == 0 {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "{owed} answers still owed, {untold} games not told to the end"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The players' moves in a game's log, its status and the game, as stored now.
async fn players_moves(store: &Store, game: i64) -> (Vec<(Seat, AnyCommand)>, GameStatus, AnyGame) {
    let loaded = store.logs().load(game).await.expect("the game replays");
    let moves = loaded
        .log
        .iter()
        .filter(|l| l.origin == Origin::Player)
        .map(|l| (l.seat, l.command.clone()))
        .collect();
    (moves, loaded.record.status, loaded.game)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a soak of hundreds of kills, minutes long: cargo test --release --test e2e soak -- --ignored --nocapture"]
async fn soak_hundreds_of_kills_of_the_bot_on_sqlite_lose_and_double_nothing() {
    let dir = TempDir::new("soak");
    let url = format!("sqlite://{}", dir.path("bloodrage.db").display());
    soak("SQLite, one process", &url, Some(&dir.path("backups"))).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a soak of hundreds of kills, minutes long: cargo test --release --test e2e soak -- --ignored --nocapture"]
async fn soak_hundreds_of_kills_of_either_of_two_processes_on_postgres_lose_and_double_nothing() {
    let url = bloodrage_bot::store::testing::postgres_database().await;
    soak("PostgreSQL, two processes", &url, None).await;
}

#[allow(clippy::too_many_lines)]
async fn soak(setup: &str, url: &str, backups: Option<&std::path::Path>) {
    let target: u32 = std::env::var("SOAK_KILLS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(500);
    let started = Instant::now();
    let fake = Fake::start();
    let store = Store::open(url).await.unwrap();
    let mut rng = 0x50A4_u64;
    let (mut tables, mut finished, mut made) = (Vec::new(), Vec::<Table>::new(), 0_u64);
    for _ in 0..TABLES {
        tables.push(new_table(&fake, &store, made).await);
        made += 1;
    }
    let (mut kills, mut at_start, mut presses, mut answered, mut refused, mut cut) =
        (0_u32, 0_u32, 0_u64, 0_u64, 0_u64, 0_u64);
    // Kills of the process that did not hear the press (two processes).
    let mut of_the_other = 0_u32;
    let mut bots = Bots::new(&fake, url, backups);
    let processes = bots.vars.len();
    for k in 0..processes {
        bots.start(k).await;
    }
    while !tables.is_empty() {
        let t = next(&mut rng, tables.len() as u64) as usize;
        let (moves, status, game) = players_moves(&store, tables[t].game).await;
        assert_eq!(
            moves.len(),
            tables[t].moves,
            "game #{}: a move appeared or vanished",
            tables[t].game
        );
        if status == GameStatus::Finished {
            finished.push(tables.swap_remove(t));
            if kills < target {
                tables.push(new_table(&fake, &store, made).await);
                made += 1;
            }
            continue;
        }
        let awaited: Vec<Seat> = game.awaited().iter().collect();
        if awaited.is_empty() {
            // The bot answers for someone (a forced choice): let it.
            tokio::time::sleep(Duration::from_millis(5)).await;
            continue;
        }
        let seat = awaited[next(&mut rng, awaited.len() as u64) as usize];
        let legal = game.legal_commands(seat);
        let index = next(&mut rng, legal.len() as u64) as usize;
        let command = legal[index].clone();
        let seq = store.games().record(tables[t].game).await.unwrap().next_seq;
        let custom_id = ComponentId::new(
            tables[t].game,
            seq,
            Action::Choice(Pick::new(index, &command)),
        )
        .encode();
        // With two processes, a press in the thread reaches the second, one in DMs the first.
        let by_dm = processes == 2 && next(&mut rng, 2) == 0;
        let (channel, panel, hears) = if by_dm {
            (
                tables[t].dms[seat.index()],
                tables[t].panels[seat.index()].1,
                0,
            )
        } else {
            (
                tables[t].thread,
                tables[t].panels[seat.index()].0,
                processes - 1,
            )
        };
        let (interaction, _) =
            fake.press(tables[t].users[seat.index()], channel, panel, &custom_id);
        presses += 1;
        // Most presses are cut by a kill at a moment of their handling: of the process that
        // hears the press, or now and then of the other.
        let roll = next(&mut rng, 100);
        let killed = (kills < target && roll < 70).then(|| {
            if processes == 2 && next(&mut rng, 4) == 0 {
                1 - hears
            } else {
                hears
            }
        });
        if let Some(k) = killed {
            let delay = if roll < 45 {
                next(&mut rng, 15)
            } else {
                15 + next(&mut rng, 150)
            };
            tokio::time::sleep(Duration::from_millis(delay)).await;
            bots.kill(k);
            kills += 1;
            of_the_other += u32::from(k != hears);
        }
        if killed.is_none_or(|k| k != hears) {
            fake.wait(Duration::from_mins(1), "the press's answer", |s| {
                s.interactions[&interaction].response.map(|_| ())
            })
            .await;
        }
        let (after, _, _) = players_moves(&store, tables[t].game).await;
        let stored = after.len() - moves.len();
        assert!(
            stored <= 1,
            "game #{}: one press stored {stored} moves",
            tables[t].game
        );
        if stored == 1 {
            assert_eq!(
                after.last(),
                Some(&(seat, command.clone())),
                "the press's own move is stored"
            );
        }
        // The bot acknowledges a press once it is stored or refused; a refusal follows as a
        // private message (which a kill may cut off).
        let acknowledged = fake.state.lock().unwrap().interactions[&interaction]
            .response
            .is_some();
        match (acknowledged, stored) {
            (true, 1) => answered += 1,
            (true, _) => {
                if killed.is_none_or(|k| k != hears) {
                    let told = fake
                        .wait(Duration::from_secs(10), "the press's refusal", |s| {
                            s.messages
                                .values()
                                .find(|m| m.interaction == Some(interaction))
                                .map(|m| m.content.clone())
                        })
                        .await;
                    assert!(!told.contains("unavailable"), "{told}");
                }
                refused += 1;
            }
            (false, _) => cut += 1,
        }
        tables[t].moves = after.len();
        if let Some(k) = killed {
            // Now and then the bot is killed again in its first moments: its migrations, its
            // backup at start, its catch-up.
            if next(&mut rng, 10) == 0 && kills < target {
                bots.spawn(k);
                tokio::time::sleep(Duration::from_millis(next(&mut rng, 250))).await;
                bots.kill(k);
                kills += 1;
                at_start += 1;
            }
            bots.start(k).await;
        }
    }
    // Let the processes tell what they owe, then stop them.
    let games: Vec<i64> = finished.iter().map(|t| t.game).collect();
    all_owed_told(&store, &games).await;
    drop(bots);
    assert_eq!(store.integrity().await.unwrap(), "ok");
    let mut player_moves = 0;
    for t in &finished {
        let loaded = store.logs().load(t.game).await.expect("the game replays");
        assert_eq!(loaded.record.status, GameStatus::Finished);
        let moves = loaded
            .log
            .iter()
            .filter(|l| l.origin == Origin::Player)
            .count();
        assert_eq!(
            moves, t.moves,
            "game #{}: the players' moves are the presses'",
            t.game
        );
        player_moves += moves;
    }
    store.close().await;
    // What each thread was told twice in a row, word for word: re-told after a kill.
    let retold = {
        let s = fake.state.lock().unwrap();
        let mut by_thread: BTreeMap<u64, Vec<String>> = BTreeMap::new();
        for m in s.messages.values().filter(|m| m.interaction.is_none()) {
            if finished.iter().any(|t| t.thread == m.channel) && !m.content.is_empty() {
                by_thread
                    .entry(m.channel)
                    .or_default()
                    .push(m.content.clone());
            }
        }
        by_thread
            .values()
            .map(|told| told.windows(2).filter(|w| w[0] == w[1]).count())
            .sum::<usize>()
    };
    let backups_kept = backups.map_or(0, |dir| std::fs::read_dir(dir).map_or(0, Iterator::count));
    eprintln!(
        "soak, {setup}: {kills} kills ({at_start} in a process's first moments, {of_the_other} of the process that did not hear the press), {} games finished, {presses} presses ({answered} answered and stored, {refused} refused, {cut} cut off by a kill), {player_moves} players' moves stored, {retold} messages re-told in a thread, {backups_kept} backups kept, in {:.0?}",
        finished.len(),
        started.elapsed()
    );
    assert!(kills >= target, "{kills} kills");
    assert!(
        retold <= kills as usize,
        "{retold} messages told twice for {kills} kills"
    );
}
