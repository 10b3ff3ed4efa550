//! Load benchmark of the whole bot: the real client (serenity + poise, built as in production)
//! against the in-process fake Discord of the end-to-end tests, with many games played at once,
//! each player pressing a choice as soon as the bot has answered the last one.
//!
//! Reported: interaction → acknowledgement and interaction → board posted (for the actions whose
//! board is posted), as p50 / p95 / p99 / max, and how many times the bot rebuilt a game from its
//! log per action (0 when every action is a cache hit).
//!
//! Two phases: first every player chooses as soon as the bot has answered (the bot saturated:
//! latencies are then mostly waiting for the cores, by Little's law), then the players think
//! `BENCH_PACE_MS` (default 2000) between choices, for `BENCH_PACED_ACTIONS` choices each
//! (default 10): a heavy but sustainable load, far above what asynchronous games produce. In the
//! paced phase the players of every other game choose on their own web pages instead (the web
//! companion over the bot's session, one bot in this process; `BENCH_WEB=0` turns it off): each
//! opens their page and its board (its map, as on a phone), as a browser's first render asks for
//! them, and sends a choice from it; reported are the page's and board's times and bytes and the
//! choice's answer.
//!
//! `cargo bench --bench bot` (release build; the fake Discord needs the bot's test hooks, the
//! default `testkit` feature). `BENCH_GAMES` (default 100), `BENCH_ACTIONS`
//! (choices per game in the first phase, default 60), `BENCH_PLAYERS` (default 3).
//! `BENCH_DATABASE=postgres` plays on a PostgreSQL database (a throwaway server, as the tests
//! start one) instead of a SQLite file; `BENCH_BOTS=2` runs two bots on it, each with its own
//! shard of two and its own session and connections (as two processes would, here in one), the
//! games spread over two servers, one per shard. `BENCH_PROCESSES=1` runs each bot as its own
//! `bloodrage-bot serve` process (the binary of the same build) instead: the cores are then
//! shared as in production, and a press counts as handled when the bot first answers it after
//! its acknowledgement (the fake sees it), since the processes' test hooks are out of reach.

// Counts of samples and durations are far below where a float loses precision.
#![allow(clippy::cast_precision_loss)]

#[cfg(not(feature = "testkit"))]
compile_error!(
    "the bot's load benchmark needs its test hooks: the default `testkit` feature (cargo bench --bench bot)"
);

#[allow(dead_code, clippy::all, clippy::pedantic)]
#[path = "../tests/e2e/fake.rs"]
mod fake;
#[allow(dead_code, clippy::all, clippy::pedantic)]
#[path = "../tests/e2e/http.rs"]
mod http;
#[allow(dead_code, clippy::all, clippy::pedantic)]
#[path = "../tests/e2e/validate.rs"]
mod validate;

use bloodrage_bot::discord::ids::{Action, ComponentId, Pick};
use bloodrage_bot::discord::{Bot, Data, Handled};
use bloodrage_bot::engine::{GameConfig, Seat};
use bloodrage_bot::ops::Config;
use bloodrage_bot::session::Session;
use bloodrage_bot::store::{GameStatus, NewGame, Store};
use fake::{CHANNEL_ID, Fake, GUILD_ID, TOKEN};
use serde_json::json;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::oneshot;

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Who waits for which interaction to be handled.
type Waiters = Arc<Mutex<HashMap<u64, oneshot::Sender<()>>>>;

/// How a player learns that their press was handled: the in-process bots' notes, or (bots in
/// processes of their own) the fake seeing the bot's first answer after the acknowledgement.
#[derive(Clone)]
enum Handling {
    Noted(Waiters),
    Answered,
}

/// A bot under load: in this process (its session, shards and client task), or its own process.
enum Running {
    Here(
        Arc<Session>,
        Arc<serenity::all::ShardManager>,
        tokio::task::JoinHandle<Result<(), serenity::Error>>,
    ),
    Process(std::process::Child),
}

/// One press measured.
#[derive(Debug, Clone, Copy)]
struct Sample {
    ack: Duration,
    board: Option<Duration>,
    handled: Duration,
}

/// A choice made on the player's own web page: the page asked for (its HTML, then its board,
/// as a browser's first render asks for them), then the choice sent from it.
struct WebSample {
    /// The page's HTML, asked for → read to its end.
    page: Duration,
    /// The same for its board's picture, right after.
    board: Duration,
    /// The page's and its board's bytes.
    bytes: usize,
    /// The choice sent → the answer read to its end (the move stored, the page as it now stands).
    acted: Duration,
    /// Whether the answer refused the choice (the page was stale).
    refused: bool,
}

/// The web companion the players of every other game use in the paced phase, and each seat's
/// page there (its path and the cookie it left), once opened.
struct WebPlay {
    addr: std::net::SocketAddr,
    session: Arc<Session>,
    pages: tokio::sync::Mutex<HashMap<u64, (String, String)>>,
}

/// The text of `html` between `from` and the next `to`.
fn between<'a>(html: &'a str, from: &str, to: &str) -> Option<&'a str> {
    let rest = &html[html.find(from)? + from.len()..];
    Some(&rest[..rest.find(to)?])
}

/// `user` of game `id` chooses on their own page: opens it (the first time, from their
/// personal link), then its board, then sends one of the choices it offers (`pick` picks it).
/// None when the page offers nothing to choose.
async fn web_choice(
    web: &WebPlay,
    (id, user): (i64, u64),
    pick: &mut (dyn FnMut(usize) -> usize + Send),
) -> Option<WebSample> {
    let known = web.pages.lock().await.get(&user).cloned();
    let (path, cookie) = if let Some(known) = known {
        known
    } else {
        let Some(bloodrage_bot::session::web::PersonalLink::Link(link, _)) =
            web.session.pages().personal_link(id, user).await.unwrap()
        else {
            panic!("a personal link for {user} in game {id}");
        };
        (
            link[link.find("/me/").unwrap()..].to_string(),
            String::new(),
        )
    };
    let started = Instant::now();
    let headers = [("Cookie", cookie.as_str())];
    let answer = http::get(
        web.addr,
        &path,
        if cookie.is_empty() { &[] } else { &headers },
    )
    .await;
    let page = started.elapsed();
    assert_eq!(answer.status, 200, "the page opens");
    let cookie = match answer.header("set-cookie") {
        Some(set) => set.split(';').next().unwrap().to_string(),
        None => cookie,
    };
    web.pages
        .lock()
        .await
        .insert(user, (path.clone(), cookie.clone()));
    let html = answer.text();
    let started = Instant::now();
    // A phone's first render: the board's map (the board whole is not loaded there).
    let src = between(&html, "id=\"map\" loading=\"lazy\" src=\"", "\"")
        .expect("the page shows its board's map");
    let board = http::get(
        web.addr,
        &format!("{path}{}", src.replace("&amp;", "&")),
        &[],
    )
    .await;
    assert_eq!(board.status, 200, "the board is drawn");
    let board_took = started.elapsed();
    let form = between(
        &html,
        "<form class=\"act\" method=\"post\" action=\"act",
        "</form>",
    )?;
    let picks: Vec<&str> = form
        .split("name=\"pick\" value=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .collect();
    if picks.is_empty() {
        return None;
    }
    let fields = format!(
        "check={}&seq={}&pick={}",
        between(form, "name=\"check\" value=\"", "\"").unwrap(),
        between(form, "name=\"seq\" value=\"", "\"").unwrap(),
        picks[pick(picks.len())]
    );
    let started = Instant::now();
    let acted = http::post(
        web.addr,
        &format!("{path}act?lang=en"),
        &[("Cookie", cookie.as_str())],
        &fields,
    )
    .await;
    let took = started.elapsed();
    assert!(
        matches!(acted.status, 200 | 409),
        "answered: {}",
        acted.status
    );
    Some(WebSample {
        page,
        board: board_took,
        bytes: answer.body.len() + board.body.len(),
        acted: took,
        refused: acted.status == 409,
    })
}

/// A server whose events go to shard 0 of two ([`GUILD_ID`]'s go to shard 1).
const OTHER_GUILD: u64 = 200_000_000_000_000_001;

fn user_of(game: u64, seat: u8) -> u64 {
    310_000_000_000_000_000 + game * 10 + u64::from(seat)
}

fn thread_of(game: u64) -> u64 {
    720_000_000_000_000_000 + game
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

fn report(what: &str, mut values: Vec<Duration>) {
    values.sort();
    println!(
        "{what}: n={} p50={:.1?} p95={:.1?} p99={:.1?} max={:.1?}",
        values.len(),
        percentile(&values, 0.50),
        percentile(&values, 0.95),
        percentile(&values, 0.99),
        values.last().copied().unwrap_or_default()
    );
}

/// Images in messages and edits so far: (boards, card sheets).
fn images(fake: &Fake) -> (usize, usize) {
    let s = fake.state.lock().unwrap();
    let count = |name: &str| {
        s.log
            .iter()
            .filter(|e| e.files.iter().any(|f| f == name))
            .count()
    };
    (count("board.png"), count("cards.png"))
}

/// One game's players: `actions` choices, each as soon as the last was answered, after `think`.
async fn play(
    fake: &Fake,
    (view, web): (&Session, Option<&WebPlay>),
    handling: &Handling,
    (id, thread, panels): &(i64, u64, Vec<u64>),
    g: u64,
    actions: u64,
    think: Duration,
) -> (Vec<Sample>, Vec<WebSample>) {
    let (id, thread) = (*id, *thread);
    let mut samples = Vec::new();
    let mut on_the_web = Vec::new();
    let mut rng = 0x9E37_79B9_7F4A_7C15_u64 ^ g ^ (actions << 32);
    let mut next = move |n: usize| {
        rng = rng.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = rng;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n as u64) as usize
    };
    for _ in 0..actions {
        if !think.is_zero() {
            tokio::time::sleep(think).await;
        }
        let current = view.game(id).await.unwrap();
        let awaited: Vec<Seat> = current.game.awaited().iter().collect();
        if awaited.is_empty() {
            break;
        }
        let seat = awaited[next(awaited.len())];
        // The players of every other game choose on their own pages.
        if let Some(web) = web.filter(|_| g % 2 == 1)
            && let Some(sample) = web_choice(web, (id, user_of(g, seat.0)), &mut next).await
        {
            on_the_web.push(sample);
            continue;
        }
        let legal = current.game.legal_commands(seat);
        // Passing ends a clan's Age: keep it rare, so the games have more to them.
        let mut index = next(legal.len());
        if legal[index].to_json() == "\"pass\"" && legal.len() > 1 && next(8) > 0 {
            index = (index + 1) % legal.len();
        }
        let custom_id = ComponentId::new(
            id,
            current.record.next_seq,
            Action::Choice(Pick::new(index, &legal[index])),
        )
        .encode();
        let marker = fake.last_message_id();
        let (interaction, at, handled_at) = match handling {
            Handling::Noted(waiters) => {
                let (done_tx, done_rx) = oneshot::channel();
                let (interaction, at) = {
                    // Registered before the press so the notice cannot be missed.
                    let mut w = waiters.lock().unwrap();
                    let (interaction, at) =
                        fake.press(user_of(g, seat.0), thread, panels[seat.index()], &custom_id);
                    w.insert(interaction, done_tx);
                    (interaction, at)
                };
                tokio::time::timeout(Duration::from_mins(1), done_rx)
                    .await
                    .expect("handled in time")
                    .expect("the router is running");
                (interaction, at, Instant::now())
            }
            Handling::Answered => {
                let (interaction, at) =
                    fake.press(user_of(g, seat.0), thread, panels[seat.index()], &custom_id);
                let answered = fake
                    .wait(Duration::from_mins(1), "the bot's answer", |s| {
                        s.interactions[&interaction].answered
                    })
                    .await;
                (interaction, at, answered)
            }
        };
        let s = fake.state.lock().unwrap();
        let ack = s.interactions[&interaction]
            .acknowledged
            .expect("acknowledged")
            .duration_since(at);
        let board = s
            .messages
            .range(marker + 1..)
            .map(|(_, m)| m)
            .find(|m| {
                m.channel == thread && m.attachments.iter().any(|a| a.filename == "board.png")
            })
            .map(|m| m.created.duration_since(at));
        samples.push(Sample {
            ack,
            board,
            handled: handled_at.duration_since(at),
        });
    }
    (samples, on_the_web)
}

fn main() {
    // `cargo bench` passes `--bench`; nothing else is understood.
    let games = env("BENCH_GAMES", 100);
    let actions = env("BENCH_ACTIONS", 60);
    let players = env("BENCH_PLAYERS", 3) as u8;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(run(games, actions, players));
}

async fn run(games: u64, actions: u64, players: u8) {
    let fake = Fake::start();
    fake.state.lock().unwrap().keep_files = false;
    let dir = std::env::temp_dir().join(format!("bloodrage-bench-bot-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("bench.db");
    let postgres = std::env::var("BENCH_DATABASE").is_ok_and(|d| d == "postgres");
    let bots = env("BENCH_BOTS", 1).clamp(1, 2) as u32;
    assert!(
        postgres || bots == 1,
        "several bots need BENCH_DATABASE=postgres"
    );
    let processes = std::env::var("BENCH_PROCESSES").is_ok_and(|p| p == "1");
    let url = if postgres {
        bloodrage_bot::store::testing::postgres_database().await
    } else {
        format!("sqlite://{}", db.display())
    };
    let store = Store::open(&url).await.unwrap();
    println!(
        "bot load on {}, {bots} bot{}{}",
        if postgres { "PostgreSQL" } else { "SQLite" },
        if bots > 1 { "s with a shard each" } else { "" },
        if processes {
            ", each its own process"
        } else {
            " in this process"
        }
    );

    // The games, already started, with a private panel message per seat to press on.
    let setup = Session::new(store.clone());
    let mut tables = Vec::new();
    for g in 0..games {
        let thread = thread_of(g);
        // With two bots, every other game is in a server whose events go to shard 0.
        let guild = if bots > 1 && g % 2 == 0 {
            OTHER_GUILD
        } else {
            GUILD_ID
        };
        {
            let mut s = fake.state.lock().unwrap();
            s.add_channel(thread, Some(CHANNEL_ID), None);
            if guild != GUILD_ID {
                s.other_guild.insert(thread, guild);
            }
        }
        let id = store
            .games()
            .create_game(&NewGame {
                config: Some(GameConfig::base(players, 1_000 + g)),
                name: format!("Load {g}"),
                status: Some(GameStatus::Lobby),
                guild_id: Some(guild),
                channel_id: Some(CHANNEL_ID),
                thread_id: Some(thread),
                host_id: Some(user_of(g, 0)),
                settings: Vec::new(),
            })
            .await
            .unwrap();
        let mut panels = Vec::new();
        for s in 0..players {
            let user = user_of(g, s);
            fake.user(user, &format!("player-{g}-{s}"));
            store
                .seats()
                .join(id, user, &format!("P{g}.{s}"), players)
                .await
                .unwrap();
            let mut state = fake.state.lock().unwrap();
            let panel = state.inject(thread, "panel", json!([]), &[], vec![]);
            let m = state.messages.get_mut(&panel).unwrap();
            m.ephemeral = true;
            m.owner = Some(user);
            panels.push(panel);
        }
        store
            .games()
            .set_status(id, GameStatus::Active, None)
            .await
            .unwrap();
        setup.games().started(id).await.unwrap();
        store.games().set_announced(id, 0).await.unwrap();
        tables.push((id, thread, panels));
    }

    // The bots.
    let (tx, mut handled) = tokio::sync::mpsc::unbounded_channel::<Handled>();
    let mut running = Vec::new();
    for shard in 0..bots {
        if processes {
            let child = std::process::Command::new(env!("CARGO_BIN_EXE_bloodrage-bot"))
                .arg("serve")
                .current_dir(&dir)
                .env_clear()
                .env("DISCORD_TOKEN", TOKEN)
                .env("DATABASE_URL", &url)
                .env("DEV_GUILD_ID", GUILD_ID.to_string())
                .env("DISCORD_API_BASE", &fake.rest_url)
                .env("SHARDS", shard.to_string())
                .env("SHARD_COUNT", bots.to_string())
                .env("ROUNDS_EVERY", "3600")
                .env("RUST_LOG", "error")
                .stdout(std::process::Stdio::null())
                .spawn()
                .expect("the bot's binary starts");
            running.push(Running::Process(child));
            fake.wait(Duration::from_mins(1), "command registration", |s| {
                (s.registrations > shard).then_some(())
            })
            .await;
            continue;
        }
        let config = Config {
            token: TOKEN.into(),
            database_url: url.clone(),
            database_wait: bloodrage_bot::ops::DATABASE_WAIT,
            dev_guild: Some(GUILD_ID),
            api_base: Some(fake.rest_url.clone()),
            rounds_every: Duration::from_hours(1),
            metrics_addr: None,
            backups: None,
            shards: None,
        };
        let mut data = Data::new(Arc::new(Session::new(
            Store::open(&config.database_url).await.unwrap(),
        )));
        data.observer = Some(tx.clone());
        let mut bot = Bot::build_with(&config, data).await.unwrap();
        let session = bot.session.clone();
        let shards = bot.client.shard_manager.clone();
        let client = tokio::spawn(async move {
            if bots > 1 {
                bot.client.start_shard_range(shard..shard, bots).await
            } else {
                bot.client.start().await
            }
        });
        fake.wait(Duration::from_mins(1), "command registration", |s| {
            (s.registrations > shard).then_some(())
        })
        .await;
        running.push(Running::Here(session, shards, client));
    }
    let start = Instant::now();
    while fake.connected_shards().len() < bots as usize {
        assert!(
            start.elapsed() < Duration::from_mins(1),
            "the shards connect"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let waiters: Waiters = Arc::new(Mutex::new(HashMap::new()));
    let handling = if processes {
        Handling::Answered
    } else {
        Handling::Noted(waiters.clone())
    };
    let router = {
        let waiters = waiters.clone();
        tokio::spawn(async move {
            while let Some(Handled { interaction }) = handled.recv().await {
                if let Some(w) = waiters.lock().unwrap().remove(&interaction) {
                    let _ = w.send(());
                }
            }
        })
    };

    // The players: what they may choose comes from their own reading of the database.
    let view = Arc::new(Session::new(Store::open(&url).await.unwrap()));
    let fake = Arc::new(fake);
    let tables = Arc::new(tables);
    let sessions: Vec<Arc<Session>> = running
        .iter()
        .filter_map(|r| match r {
            Running::Here(session, _, _) => Some(session.clone()),
            Running::Process(_) => None,
        })
        .collect();
    // The web companion, over the bot's own session (one bot in this process): in the paced
    // phase, the players of every other game choose on their own pages.
    let web = if sessions.len() == 1 && env("BENCH_WEB", 1) == 1 {
        let addr = bloodrage_bot::web::serve(
            sessions[0].clone(),
            &bloodrage_bot::web::Options {
                addr: "127.0.0.1:0".parse().unwrap(),
                public_url: None,
                forwarded: false,
                rate: bloodrage_bot::web::limits::Rate::default(),
            },
        )
        .await
        .expect("the web companion starts");
        Some(Arc::new(WebPlay {
            addr,
            session: sessions[0].clone(),
            pages: tokio::sync::Mutex::new(HashMap::new()),
        }))
    } else {
        None
    };
    let replays = || sessions.iter().map(|s| s.replays().0).sum::<u64>();
    let replays_before = replays();
    let pace = Duration::from_millis(env("BENCH_PACE_MS", 2_000));
    let paced = env("BENCH_PACED_ACTIONS", 10);
    let phases = [
        ("as fast as the bot answers", actions, Duration::ZERO),
        ("paced", paced, pace),
    ];
    for (phase, actions, think) in phases {
        if actions == 0 {
            continue;
        }
        let images_before = images(&fake);
        let started = Instant::now();
        let mut tasks = Vec::new();
        for g in 0..tables.len() {
            let (fake, view, handling, tables) =
                (fake.clone(), view.clone(), handling.clone(), tables.clone());
            let web = web.clone().filter(|_| !think.is_zero());
            tasks.push(tokio::spawn(async move {
                // Paced players start at spread moments, then think `think` between choices.
                if !think.is_zero() {
                    tokio::time::sleep(think * g as u32 / tables.len() as u32).await;
                }
                play(
                    &fake,
                    (&view, web.as_deref()),
                    &handling,
                    &tables[g],
                    g as u64,
                    actions,
                    think,
                )
                .await
            }));
        }
        let (mut samples, mut on_the_web) = (Vec::new(), Vec::new());
        for t in tasks {
            let (discord, web) = t.await.unwrap();
            samples.extend(discord);
            on_the_web.extend(web);
        }
        let elapsed = started.elapsed();
        let (boards, sheets) = images(&fake);
        println!(
            "bot load, {phase}: {games} games of {players} players, {} choices in {elapsed:.1?} ({:.0} choices/s); images sent: {} boards, {} card sheets",
            samples.len(),
            samples.len() as f64 / elapsed.as_secs_f64(),
            boards - images_before.0,
            sheets - images_before.1,
        );
        report(
            "  interaction->acknowledgement",
            samples.iter().map(|s| s.ack).collect(),
        );
        report(
            "  interaction->board posted",
            samples.iter().filter_map(|s| s.board).collect(),
        );
        report(
            "  interaction->handled (reply edited)",
            samples.iter().map(|s| s.handled).collect(),
        );
        if !on_the_web.is_empty() {
            let mut bytes: Vec<usize> = on_the_web.iter().map(|w| w.bytes).collect();
            bytes.sort_unstable();
            println!(
                "  on the web: {} choices from the players' own pages ({} refused as stale); page and board {} KB at the median, {} KB at most",
                on_the_web.len(),
                on_the_web.iter().filter(|w| w.refused).count(),
                bytes[bytes.len() / 2] / 1024,
                bytes.last().unwrap() / 1024,
            );
            report(
                "  web: page asked->read (HTML)",
                on_the_web.iter().map(|w| w.page).collect(),
            );
            report(
                "  web: page and its board asked->read (first render's requests)",
                on_the_web.iter().map(|w| w.page + w.board).collect(),
            );
            report(
                "  web: choice sent->answered (stored, the page as it stands)",
                on_the_web.iter().map(|w| w.acted).collect(),
            );
        }
    }
    let rebuilt = replays() - replays_before;
    if !processes {
        println!(
            "bot/replays: {rebuilt} games rebuilt from their log (each game once, when first touched after start-up: the bot starts with an empty cache; with two bots, again after the other moved it), {} commands applied again",
            sessions.iter().map(|s| s.replays().1).sum::<u64>()
        );
    }
    let violations = fake.unexpected_violations();
    assert!(
        violations.is_empty(),
        "Discord rules broken: {violations:?}"
    );
    router.abort();
    for bot in running {
        match bot {
            Running::Here(_, shards, client) => {
                shards.shutdown_all().await;
                let _ = client.await;
            }
            Running::Process(mut child) => {
                let _ = child.kill();
                let _ = child.wait();
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
