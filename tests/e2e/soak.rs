//! The kill soak, run on demand (it takes minutes):
//!
//! ```text
//! cargo test --release --test e2e soak -- --ignored --nocapture
//! SOAK_KILLS=1000 cargo test --release --test e2e soak -- --ignored --nocapture
//! ```
//!
//! Many games are played through the fake Discord by the bot's own binary on a SQLite file, its
//! automatic backups on, while the driver SIGKILLs it at random moments, hundreds of times, and
//! starts it again: a few milliseconds after a press (during its transaction), tens of
//! milliseconds after (while the thread, the boards and the DMs are told), and in its first
//! moments after a start (its migrations, its backup at start, its catch-up). Each round checks
//! that a press Discord saw answered is stored, once; a press refused is not stored; a press whose
//! answer the kill cut off is stored at most once. At the end every game has finished, each
//! player's move in every log is a press made once, no answer is still owed, the file passes
//! `PRAGMA integrity_check`, every game replays, and what the thread was told twice (the README's
//! at-least-once: a process killed between Discord taking a message and the bot noting it) is
//! counted and at most one per kill.

use super::fake::{Fake, GUILD_ID, TOKEN};
use super::harness::TempDir;
use super::service::{drafting, next};
use bloodrage_bot::discord::ids::{Action, ComponentId, Pick};
use bloodrage_bot::engine::{AnyCommand, Seat};
use bloodrage_bot::store::{GameStatus, Origin, Store};
use std::collections::BTreeMap;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Games played at once.
const TABLES: usize = 3;

/// A game of the soak: its players, thread and panels, and the presses that stored a move.
struct Table {
    game: i64,
    thread: u64,
    users: [u64; 3],
    panels: Vec<u64>,
    /// Players' moves in the log (by the rounds' count): must equal the log's at the end.
    moves: usize,
}

/// Starts the bot's own binary on the database, with its backups on; with `ready`, waits until
/// it has registered its commands.
async fn start(fake: &Fake, db: &std::path::Path, backups: &std::path::Path, ready: bool) -> Child {
    let registrations = fake.state.lock().unwrap().registrations;
    let child = Command::new(env!("CARGO_BIN_EXE_bloodrage-bot"))
        .arg("serve")
        .env("DISCORD_TOKEN", TOKEN)
        .env("DATABASE_URL", format!("sqlite://{}", db.display()))
        .env("DEV_GUILD_ID", GUILD_ID.to_string())
        .env("DISCORD_API_BASE", &fake.rest_url)
        .env("BACKUP_DIR", backups)
        .env("BACKUP_KEEP", "2")
        .env("RUST_LOG", "error")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the bot starts");
    if ready {
        fake.wait(Duration::from_mins(1), "the bot's start", |s| {
            (s.registrations > registrations).then_some(())
        })
        .await;
    }
    child
}

/// A game in its draft for three new players, in a thread of its own.
async fn new_table(fake: &Fake, db: &std::path::Path, made: u64) -> Table {
    let base = 340_000_000_000_000_000 + made * 10;
    let users = [base + 1, base + 2, base + 3];
    let thread = 740_000_000_000_000_000 + made;
    let store = Store::open_path(db).await.unwrap();
    let (game, panels) = drafting(fake, &store, ("Soak", 1000 + made), thread, &users).await;
    store.close().await;
    Table {
        game,
        thread,
        users,
        panels,
        moves: 0,
    }
}

fn kill(bot: &mut Child) {
    bot.kill().expect("the bot is killed");
    bot.wait().expect("the bot is reaped");
}

/// The players' moves in a game's log, as stored now (on a connection of its own).
async fn players_moves(
    db: &std::path::Path,
    game: i64,
) -> (
    Vec<(Seat, AnyCommand)>,
    GameStatus,
    bloodrage_bot::engine::AnyGame,
) {
    let store = Store::open_path(db).await.unwrap();
    let loaded = store.logs().load(game).await.expect("the game replays");
    store.close().await;
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
    let target: u32 = std::env::var("SOAK_KILLS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(500);
    let started = Instant::now();
    let fake = Fake::start();
    let dir = TempDir::new("soak");
    let (db, backups) = (dir.path("bloodrage.db"), dir.path("backups"));
    let mut rng = 0x50A4_u64;
    let mut tables: Vec<Table> = Vec::new();
    let mut finished: Vec<Table> = Vec::new();
    let mut made = 0_u64;
    for _ in 0..TABLES {
        tables.push(new_table(&fake, &db, made).await);
        made += 1;
    }
    let (mut kills, mut at_start, mut presses, mut answered, mut refused, mut cut) =
        (0_u32, 0_u32, 0_u64, 0_u64, 0_u64, 0_u64);
    let mut bot = start(&fake, &db, &backups, true).await;
    while !tables.is_empty() {
        let t = next(&mut rng, tables.len() as u64) as usize;
        let (moves, status, game) = players_moves(&db, tables[t].game).await;
        assert_eq!(
            moves.len(),
            tables[t].moves,
            "game #{}: a move appeared or vanished",
            tables[t].game
        );
        if status == GameStatus::Finished {
            finished.push(tables.swap_remove(t));
            if kills < target {
                tables.push(new_table(&fake, &db, made).await);
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
        let store = Store::open_path(&db).await.unwrap();
        let seq = store.games().record(tables[t].game).await.unwrap().next_seq;
        store.close().await;
        let custom_id = ComponentId::new(
            tables[t].game,
            seq,
            Action::Choice(Pick::new(index, &command)),
        )
        .encode();
        let (interaction, _) = fake.press(
            tables[t].users[seat.index()],
            tables[t].thread,
            tables[t].panels[seat.index()],
            &custom_id,
        );
        presses += 1;
        // Most presses are cut by a kill, at a moment of their handling.
        let roll = next(&mut rng, 100);
        let killed = kills < target && roll < 70;
        if killed {
            let delay = if roll < 45 {
                next(&mut rng, 15)
            } else {
                15 + next(&mut rng, 150)
            };
            tokio::time::sleep(Duration::from_millis(delay)).await;
            kill(&mut bot);
            kills += 1;
        } else {
            fake.wait(Duration::from_mins(1), "the press's answer", |s| {
                s.interactions[&interaction].response.map(|_| ())
            })
            .await;
        }
        let (after, _, _) = players_moves(&db, tables[t].game).await;
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
                if !killed {
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
        if killed {
            // Now and then the bot is killed again in its first moments: its migrations, its
            // backup at start, its catch-up.
            if next(&mut rng, 10) == 0 && kills < target {
                bot = start(&fake, &db, &backups, false).await;
                tokio::time::sleep(Duration::from_millis(next(&mut rng, 250))).await;
                kill(&mut bot);
                kills += 1;
                at_start += 1;
            }
            bot = start(&fake, &db, &backups, true).await;
        }
    }
    // Let the last restart tell what it owed, then stop.
    let store = Store::open_path(&db).await.unwrap();
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let owed: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM replies")
            .fetch_one(store.pool())
            .await
            .unwrap();
        let untold = {
            let mut n = 0;
            for t in &finished {
                let r = store.games().record(t.game).await.unwrap();
                n += usize::from(r.announced != Some(r.next_seq));
            }
            n
        };
        if owed == 0 && untold == 0 {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "{owed} answers still owed, {untold} games not told to the end"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    kill(&mut bot);
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
    let backups_taken = std::fs::read_dir(&backups).map_or(0, Iterator::count);
    eprintln!(
        "soak: {kills} kills ({at_start} in the bot's first moments), {} games finished, {presses} presses ({answered} answered and stored, {refused} refused, {cut} cut off by a kill), {player_moves} players' moves stored, {retold} messages re-told in a thread, {backups_taken} backups kept, in {:.0?}",
        finished.len(),
        started.elapsed()
    );
    assert!(kills >= target, "{kills} kills");
    assert!(
        retold <= kills as usize,
        "{retold} messages told twice for {kills} kills"
    );
}
