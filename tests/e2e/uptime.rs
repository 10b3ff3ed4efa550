//! A week of uptime, simulated, run on demand (it takes minutes):
//!
//! ```text
//! cargo test --release --test e2e uptime -- --ignored --nocapture
//! UPTIME_DAYS=14 UPTIME_STEP_MS=500 cargo test --release --test e2e uptime -- --ignored --nocapture
//! ```
//!
//! The bot's own binary, one process on a SQLite file with its web companion and its health
//! listener on, plays games through the fake Discord for `UPTIME_DAYS` (7) days of game time
//! without a restart. The game clock (`BLOODRAGE_TEST_CLOCK`) moves half an hour at a time, each
//! half hour `UPTIME_STEP_MS` (1000) of real time, the rounds running every second. Each half
//! hour, in every game, one awaited player who is not silent today presses a choice and waits
//! for the bot's answer (the paced load of the bot benchmark: a choice a second per game), and
//! every few hours a player opens the game's web page and its board. Each day, in two games out
//! of three, one player is silent: at the fast pace (4 h a decision) they are reminded at 2 h
//! and at 3 h 30, the computer decides for them at 4 h, and after three deadlines in a row it
//! plays their seat, which they take back (`/game return`) on the next day they are not silent.
//! A game that ends is replaced by a new one of the same community of 30 players.
//!
//! At the end of every day, once the rounds have run: the process's resident memory, open
//! files and threads (`/proc`), the tasks alive on its runtime, the bytes of the drawing's
//! caches and what the session holds in memory (`/metrics`), reported. Checked: from the second
//! day (after warm-up) to the last, files, threads and tasks stay flat, each of the drawing's
//! caches stays within its bound (they fill as more kinds of boards and cards are drawn), the
//! resident memory grows by no more than the largest of them (as they fill, in the first three
//! days; after that it is flat, jemalloc giving back what is freed; over ten days or more, the
//! last day's is within a tenth of the middle day's), and what the session holds follows the games in play
//! (only the finished games read grow, with the games that end); no deadline that fell due
//! is left untaken at a day's end; every deadline move in a log was told once in its thread
//! (the computer finishes the action it takes for the player: `deadlines_taken` counts the
//! actions, at most the moves); every reminder recorded was told
//! in its thread, once (the `reminders_sent` counter, counted as each is recorded, equals the
//! reminders told); nothing is still owed at the end, every game
//! replays, and the database passes its integrity check.

// Counters and figures far below where a float loses precision; counters compared exactly.
#![allow(clippy::cast_precision_loss, clippy::float_cmp)]

use super::fake::{GUILD_ID, TOKEN};
use super::harness::Harness;
use super::metrics::sample;
use super::processes::MovedClock;
use super::service::{drafting_with, next};
use bloodrage_bot::discord::ids::{Action, ComponentId, Pick};
use bloodrage_bot::metrics::ProcessFigures;
use bloodrage_bot::session::settings::{GameSetting, Pace, WebPage};
use bloodrage_bot::store::{GameStatus, Origin, Store};
use std::collections::{BTreeMap, BTreeSet};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Games played at once.
const TABLES: usize = 6;

/// The community: this many players, three at each game.
const PLAYERS: u64 = 30;

/// The first player's id.
const FIRST_PLAYER: u64 = 350_000_000_000_000_000;

/// Half an hour of game time: the clock's step.
const STEP: i64 = 1800;

/// How long to wait for the bot.
const WAIT: Duration = Duration::from_mins(1);

/// A game of the week: its players, thread, their panels and its page.
struct Table {
    game: i64,
    thread: u64,
    users: [u64; 3],
    panels: Vec<u64>,
    key: String,
}

/// The figures of one day's end.
struct Day {
    resident_mib: f64,
    /// The drawing's caches (card faces, tiles, boards' layers…), each bounded.
    drawing: BTreeMap<String, f64>,
    fds: u64,
    threads: u64,
    tasks: f64,
    held: BTreeMap<String, f64>,
    finished: usize,
    presses: u64,
}

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A free address on loopback.
fn free_addr() -> SocketAddr {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
}

/// A new game at the fast pace for three players of the community, in a thread of its own,
/// with its page's key.
async fn new_table(
    (h, store, clock): (&Harness, &Store, &std::path::Path),
    made: u64,
    rng: &mut u64,
) -> Table {
    let mut users = [0; 3];
    let mut i = 0;
    while i < 3 {
        let user = FIRST_PLAYER + next(rng, PLAYERS);
        if !users[..i].contains(&user) {
            users[i] = user;
            i += 1;
        }
    }
    let thread = 750_000_000_000_000_000 + made;
    let key = bloodrage_bot::session::web::new_key();
    let clock = bloodrage_bot::session::file_clock(clock.to_path_buf());
    let (game, panels) = drafting_with(
        &h.fake,
        (store, clock),
        ("Week", 2000 + made),
        thread,
        &users,
        &[
            GameSetting::Pace(Pace::Fast),
            GameSetting::Web(WebPage::Key(key.clone())),
        ],
    )
    .await;
    Table {
        game,
        thread,
        users,
        panels,
        key,
    }
}

/// The metrics' text of the bot.
async fn scrape(addr: SocketAddr) -> String {
    let (status, _, body) = super::metrics::get(addr, "/metrics").await;
    assert_eq!(status, 200);
    body
}

/// One player's press on their panel for `table`, waited for: whether it was stored.
async fn press(h: &Harness, store: &Store, table: &Table, seat: usize, rng: &mut u64) -> bool {
    let loaded = store.logs().load(table.game).await.unwrap();
    let legal = loaded
        .game
        .legal_commands(bloodrage_bot::engine::Seat(seat as u8));
    if legal.is_empty() {
        return false;
    }
    let index = next(rng, legal.len() as u64) as usize;
    let custom_id = ComponentId::new(
        table.game,
        loaded.record.next_seq,
        Action::Choice(Pick::new(index, &legal[index])),
    )
    .encode();
    let before = loaded.record.next_seq;
    let (interaction, _) = h.fake.press(
        table.users[seat],
        table.thread,
        table.panels[seat],
        &custom_id,
    );
    h.fake
        .wait(WAIT, "the press's answer", |s| {
            s.interactions[&interaction].response.map(|_| ())
        })
        .await;
    store.games().record(table.game).await.unwrap().next_seq > before
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a week of game time, minutes long: cargo test --release --test e2e uptime -- --ignored --nocapture"]
#[allow(clippy::too_many_lines)]
async fn a_week_of_uptime_keeps_memory_files_and_tasks_flat_and_takes_every_deadline_and_reminder_once()
 {
    let days = env("UPTIME_DAYS", 7);
    let step_real = Duration::from_millis(env("UPTIME_STEP_MS", 1000));
    // Each game's page is opened every this many half hours (0: never).
    let pages_every = usize::try_from(env("UPTIME_PAGES_EVERY", 6)).unwrap();
    let started = Instant::now();
    let mut h = Harness::fake_only("uptime", None, |_| {});
    let store = Store::open(&h.db_url).await.unwrap();
    let mut clock = MovedClock::new("uptime");
    clock.to(clock.now());
    let (metrics, web) = (free_addr(), free_addr());
    let log = h.db_url.trim_start_matches("sqlite://").to_string() + ".log";
    let mut bot: Child = Command::new(env!("CARGO_BIN_EXE_bloodrage-bot"))
        .arg("serve")
        .envs([
            ("DISCORD_TOKEN", TOKEN.to_string()),
            ("DATABASE_URL", h.db_url.clone()),
            ("DEV_GUILD_ID", GUILD_ID.to_string()),
            ("DISCORD_API_BASE", h.fake.rest_url.clone()),
            ("METRICS_ADDR", metrics.to_string()),
            ("WEB_ADDR", web.to_string()),
            ("ROUNDS_EVERY", "1".to_string()),
            ("RUST_LOG", "warn".to_string()),
            (
                bloodrage_bot::session::TEST_CLOCK_VARIABLE,
                clock.path().display().to_string(),
            ),
        ])
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .expect("the bot starts");
    h.fake
        .wait(WAIT, "the bot's start", |s| {
            (s.registrations > 0).then_some(())
        })
        .await;
    let mut rng = 0x0EE7_u64;
    for user in 0..PLAYERS {
        h.fake.user(FIRST_PLAYER + user, &format!("player{user}"));
    }
    let mut tables = Vec::new();
    let mut made = 0_u64;
    for _ in 0..TABLES {
        tables.push(new_table((&h, &store, clock.path()), made, &mut rng).await);
        made += 1;
    }
    let (mut finished, mut presses, mut stored, mut returns, mut pages) =
        (Vec::new(), 0_u64, 0_u64, 0_u64, 0_usize);
    let mut board_bytes = 0;
    let mut report: Vec<Day> = Vec::new();
    for day in 1..=days {
        // Who is silent today: one player in two games out of three.
        let mut silent = BTreeSet::new();
        for t in &tables {
            if next(&mut rng, 3) < 2 {
                silent.insert(t.users[next(&mut rng, 3) as usize]);
            }
        }
        for step in 0..48 {
            let began = Instant::now();
            clock.to(clock.now() + STEP);
            for (t, table) in tables.iter_mut().enumerate() {
                let record = store.games().record(table.game).await.unwrap();
                if record.status == GameStatus::Finished {
                    finished.push(table.game);
                    *table = new_table((&h, &store, clock.path()), made, &mut rng).await;
                    made += 1;
                    continue;
                }
                // A player the computer stands in for takes their seat back, once not silent.
                let computers = store.seats().computer_seats(table.game).await.unwrap();
                for c in &computers {
                    if let Some(user) = c.handed_by
                        && !silent.contains(&user)
                    {
                        h.slash_to_outside_bot(user, table.thread, "game return", &[])
                            .await;
                        returns += 1;
                    }
                }
                let awaited: Vec<usize> = store
                    .clocks()
                    .awaited(table.game)
                    .await
                    .unwrap()
                    .iter()
                    .map(|a| a.seat.index())
                    .filter(|s| {
                        !computers.iter().any(|c| c.seat.index() == *s)
                            && !silent.contains(&table.users[*s])
                    })
                    .collect();
                if !awaited.is_empty() {
                    let seat = awaited[next(&mut rng, awaited.len() as u64) as usize];
                    presses += 1;
                    stored += u64::from(press(&h, &store, table, seat, &mut rng).await);
                }
                // Now and then a player looks at the game's page and its board.
                if pages_every > 0 && step % pages_every == t % pages_every {
                    let page = format!("/g/{}/", table.key);
                    let answer = super::http::get(web, &page, &[]).await;
                    assert_eq!(answer.status, 200, "{page}");
                    // The board the page shows, as a browser asks for it.
                    let html = answer.text();
                    let (_, from) = html.split_once("\"board/").expect("the page's board");
                    let src = from.split('"').next().unwrap().replace("&amp;", "&");
                    let board = format!("/g/{}/board/{src}", table.key);
                    let answer = super::http::get(web, &board, &[]).await;
                    assert_eq!(answer.status, 200, "{board}");
                    board_bytes += answer.body.len();
                    pages += 1;
                }
            }
            if let Some(rest) = step_real.checked_sub(began.elapsed()) {
                tokio::time::sleep(rest).await;
            }
        }
        // The day's end: the rounds take what fell due, then every due deadline was taken.
        tokio::time::sleep(Duration::from_secs(3)).await;
        let now = clock.now();
        for t in &tables {
            let computers = store.seats().computer_seats(t.game).await.unwrap();
            for a in store.clocks().awaited(t.game).await.unwrap() {
                if computers.iter().all(|c| c.seat != a.seat) {
                    assert!(
                        now - a.since < Pace::Fast.seconds().unwrap(),
                        "day {day}: game #{}'s seat {} has waited {} s at the fast pace",
                        t.game,
                        a.seat.index(),
                        now - a.since
                    );
                }
            }
        }
        let process = ProcessFigures::of(Some(bot.id())).expect("the bot's figures");
        let text = scrape(metrics).await;
        let held = text
            .lines()
            .filter_map(|l| {
                let rest = l.strip_prefix("bloodrage_held{what=\"")?;
                let (what, value) = rest.split_once("\"} ")?;
                Some((what.to_string(), value.parse().ok()?))
            })
            .collect();
        let drawing = text
            .lines()
            .filter_map(|l| {
                let rest = l.strip_prefix("bloodrage_cache_bytes{cache=\"")?;
                let (cache, value) = rest.split_once("\"} ")?;
                Some((cache.to_string(), value.parse::<f64>().ok()? / 1_048_576.0))
            })
            .collect();
        let figures = Day {
            resident_mib: process.resident_bytes as f64 / 1_048_576.0,
            drawing,
            fds: process.open_fds,
            threads: process.threads,
            tasks: sample(&text, "bloodrage_runtime_tasks"),
            held,
            finished: finished.len(),
            presses,
        };
        let drawing: f64 = figures.drawing.values().sum();
        eprintln!(
            "day {day}: RSS {:.1} MiB ({:.1} beside the drawing's caches: {}), {} fds, {} threads, {} tasks, {} games finished, {} presses; held {:?}",
            figures.resident_mib,
            figures.resident_mib - drawing,
            figures
                .drawing
                .iter()
                .map(|(cache, mib)| format!("{cache} {mib:.1}"))
                .collect::<Vec<_>>()
                .join(", "),
            figures.fds,
            figures.threads,
            figures.tasks,
            figures.finished,
            figures.presses,
            figures.held
        );
        report.push(figures);
    }
    // Let the bot tell what it owes.
    super::soak::all_owed_told(&store, &finished).await;
    let text = scrape(metrics).await;
    bot.kill().unwrap();
    bot.wait().unwrap();

    // Every deadline taken was stored (the whole action, one move or more) and told once;
    // every reminder recorded was told, once.
    let (mut deadline_moves, mut deadline_actions) = (0, 0);
    for game in finished.iter().chain(tables.iter().map(|t| &t.game)) {
        let loaded = store.logs().load(*game).await.expect("the game replays");
        deadline_moves += loaded
            .log
            .iter()
            .filter(|l| l.origin == Origin::Deadline)
            .count();
        deadline_actions += super::harness::deadline_actions(&loaded.log);
    }
    let taken = sample(&text, "bloodrage_deadlines_taken_total");
    let (ran_out, reminders) = {
        let s = h.fake.state.lock().unwrap();
        let told = |pattern: &str| {
            s.messages
                .values()
                .map(|m| m.content.matches(pattern).count())
                .sum::<usize>()
        };
        (told("⏰ Time ran out for"), told("⏳ <@"))
    };
    // A deadline's action may take several moves (a march's figures…), told once: as many
    // "time ran out" as actions the one process took (its counter). The log's runs of deadline
    // moves by one seat are a lower bound: two actions of a seat awaited twice in a row, four
    // hours apart, are one run there.
    assert_eq!(
        ran_out as f64, taken,
        "each deadline's action told once ({deadline_actions} runs in the logs)"
    );
    assert!(
        deadline_actions <= ran_out && taken <= deadline_moves as f64 && (taken > 0.0 || days < 2),
        "{taken} deadlines taken in {deadline_moves} moves, {deadline_actions} runs"
    );
    // Each reminder is recorded (and counted) before it is told: told as many times as counted.
    assert_eq!(
        sample(&text, "bloodrage_reminders_sent_total"),
        reminders as f64,
        "reminders recorded and told"
    );
    assert_eq!(store.integrity().await.unwrap(), "ok");
    store.close().await;
    let errors: Vec<String> = std::fs::read_to_string(&log)
        .unwrap()
        .lines()
        .filter(|l| l.contains("ERROR"))
        .map(str::to_string)
        .collect();
    assert!(errors.is_empty(), "the bot logged errors: {errors:#?}");
    eprintln!(
        "a week of uptime: {days} days in {:.0?}, {} games finished, {presses} presses ({stored} stored), {returns} seats taken back, {pages} pages opened (boards of {} KiB on average), {taken} deadlines taken ({deadline_moves} moves, each action told once), {reminders} reminders told",
        started.elapsed(),
        finished.len(),
        board_bytes / pages.max(1) / 1024,
    );

    // Flat after the first day: memory, files, threads and tasks; what the session holds
    // follows the games in play, and only the finished games read grow.
    // The drawing's caches fill as more kinds of boards and cards are drawn, each to its
    // bound, in the first days; what they free when a generation of tiles or pieces is dropped,
    // the allocator (jemalloc) gives back. Checked: it grows by no more than the largest cache.
    let warm = &report[report.len().min(2) - 1];
    for (day, d) in report.iter().enumerate().skip(1) {
        let day = day + 1;
        assert!(
            d.resident_mib <= warm.resident_mib + 128.0,
            "day {day}: RSS {:.1} MiB, {:.1} after warm-up",
            d.resident_mib,
            warm.resident_mib
        );
        // Over two weeks or more, memory settles: the last day within a tenth of the middle's.
        if report.len() >= 10 && day == report.len() {
            let middle = &report[report.len() / 2 - 1];
            assert!(
                d.resident_mib <= middle.resident_mib * 1.1,
                "day {day}: RSS {:.1} MiB, {:.1} on day {}",
                d.resident_mib,
                middle.resident_mib,
                report.len() / 2
            );
        }
        for (cache, mib) in &d.drawing {
            let bound = match cache.as_str() {
                "sprites" => 128.0,
                "tiles" => 64.0,
                "pieces" => 32.0,
                // A few boards per rule set and language, of 8 to 12 MB.
                "backdrops" | "layers" => 96.0,
                _ => 16.0,
            };
            assert!(
                *mib <= bound,
                "day {day}: the drawing's {cache} hold {mib:.1} MiB"
            );
        }
        assert!(
            d.fds <= warm.fds + 4,
            "day {day}: {} fds, {} after warm-up",
            d.fds,
            warm.fds
        );
        assert!(
            d.threads <= warm.threads + 8,
            "day {day}: {} threads, {} after warm-up",
            d.threads,
            warm.threads
        );
        assert!(
            d.tasks <= warm.tasks + 8.0,
            "day {day}: {} tasks, {} after warm-up",
            d.tasks,
            warm.tasks
        );
        for (what, n) in &d.held {
            let bound = match what.as_str() {
                // Players are kept by player: the community.
                "kept_players" | "kept_absences" => PLAYERS as f64,
                // Dropped when they number 64 and nobody holds them.
                "game_locks" | "announcing_locks" | "computer_locks" => 64.0,
                // The games in play, and the few looked at since they ended.
                _ => 4.0 * TABLES as f64,
            };
            assert!(*n <= bound, "day {day}: {what} holds {n}");
        }
    }
    h.finish().await;
}
