//! A crash at any moment of an interaction loses no move a player saw confirmed: the real bot
//! runs as its own process (`bloodrage-bot serve`, pointed at the fake), players click choices,
//! and the process is killed with SIGKILL at random moments, then started again. Every click
//! Discord acknowledged must be in the command log.

use super::fake::{Fake, GUILD_ID, TOKEN};
use super::harness::TempDir;
use super::service::{drafting, next};
use bloodrage_bot::discord::ids::{Action, ComponentId, Pick};
use bloodrage_bot::engine::{AnyCommand, Seat};
use bloodrage_bot::session::Session;
use bloodrage_bot::store::Store;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

const USERS: [u64; 3] = [
    330_000_000_000_000_001,
    330_000_000_000_000_002,
    330_000_000_000_000_003,
];
const THREAD: u64 = 730_000_000_000_000_001;

/// Starts the bot's own binary on the database, talking to the fake; waits until it is ready.
async fn start(fake: &Fake, db: &std::path::Path) -> Child {
    let registrations = fake.state.lock().unwrap().registrations;
    let child = Command::new(env!("CARGO_BIN_EXE_bloodrage-bot"))
        .arg("serve")
        .env("DISCORD_TOKEN", TOKEN)
        .env("DATABASE_URL", format!("sqlite://{}", db.display()))
        .env("DEV_GUILD_ID", GUILD_ID.to_string())
        .env("DISCORD_API_BASE", &fake.rest_url)
        .env("RUST_LOG", "error")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the bot starts");
    fake.wait(Duration::from_mins(1), "the bot's start", |s| {
        (s.registrations > registrations).then_some(())
    })
    .await;
    child
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_click_discord_acknowledged_is_never_lost_when_the_bot_is_killed() {
    let fake = Fake::start();
    let dir = TempDir::new("crash");
    let db = dir.path("bloodrage.db");
    // A game in play, with a private panel message for each player to click on.
    let store = Store::open_path(&db).await.unwrap();
    let (game, panels) = drafting(&fake, &store, ("Crashes", 77), THREAD, &USERS).await;
    store.close().await;

    let mut rng = 0xC0FF_EE00_u64;
    let mut kills = 0;
    let mut checked = 0;
    let mut bot = start(&fake, &db).await;
    for round in 0..60 {
        // What the players may choose, read from the database as it is.
        let view = Session::new(Store::open_path(&db).await.unwrap());
        let current = view.game(game).await.unwrap();
        view.store().close().await;
        let awaited: Vec<Seat> = current.game.awaited().iter().collect();
        if awaited.is_empty() {
            break;
        }
        let seat = awaited[next(&mut rng, awaited.len() as u64) as usize];
        let legal = current.game.legal_commands(seat);
        let index = next(&mut rng, legal.len() as u64) as usize;
        let command: AnyCommand = legal[index].clone();
        let custom_id = ComponentId::new(
            game,
            current.record.next_seq,
            Action::Choice(Pick::new(index, &command)),
        )
        .encode();
        let (interaction, _) = fake.press(
            USERS[seat.index()],
            THREAD,
            panels[seat.index()],
            &custom_id,
        );
        // Every other round the bot is killed: at once, or a few milliseconds in.
        let kill = round % 2 == 0;
        if kill {
            let delay = next(&mut rng, 12);
            tokio::time::sleep(Duration::from_millis(delay)).await;
            bot.kill().expect("the bot is killed");
            bot.wait().expect("the bot is reaped");
            kills += 1;
        } else {
            fake.wait(Duration::from_mins(1), "the click's confirmation", |s| {
                s.interactions[&interaction].original.map(|_| ())
            })
            .await;
        }
        let acknowledged = fake.state.lock().unwrap().interactions[&interaction]
            .response
            .is_some();
        // The log as it is after the kill, on its own connection.
        let check = Store::open_path(&db).await.unwrap();
        let log = check.logs().log(game).await.unwrap();
        check.close().await;
        let stored = log
            .iter()
            .skip(current.record.next_seq as usize)
            .any(|(s, c)| *s == seat && *c == command);
        if acknowledged {
            assert!(
                stored,
                "round {round}: the click was acknowledged but its move is not stored"
            );
            checked += 1;
        }
        if kill {
            bot = start(&fake, &db).await;
        }
    }
    bot.kill().expect("the bot is stopped");
    bot.wait().expect("the bot is reaped");
    assert!(kills >= 20, "{kills} kills");
    assert!(checked >= 30, "{checked} acknowledged clicks checked");
    // The game still loads and replays.
    let store = Store::open_path(&db).await.unwrap();
    store.logs().load(game).await.expect("the game replays");
    store.close().await;
}
