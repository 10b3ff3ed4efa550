//! Starting the bot: a rejected token is a one-line error, not a hang; a database not up yet is
//! waited for, within `DATABASE_WAIT`.

use super::fake::Fake;
use super::harness::{TempDir, WAIT};
use bloodrage_bot::discord::serve;
use bloodrage_bot::ops::{Config, Exit, exit_of, process};
use bloodrage_bot::store::testing::Cluster;
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rejected_token_stops_the_bot_with_a_one_line_error_saying_what_to_set() {
    let fake = Fake::start();
    let dir = TempDir::new("token");
    let db = dir.path("new/dir/bloodrage.db");
    let config = Config {
        token: "not.the.token".into(),
        database_url: format!("sqlite://{}", db.display()),
        database_wait: bloodrage_bot::ops::DATABASE_WAIT,
        dev_guild: None,
        api_base: Some(fake.rest_url.clone()),
        rounds_every: bloodrage_bot::ops::ROUNDS_EVERY,
        metrics_addr: None,
        backups: None,
        shards: None,
    };
    let error = tokio::time::timeout(WAIT, serve(config, Vec::new()))
        .await
        .expect("the bot stops instead of hanging")
        .expect_err("a rejected token is an error");
    let text = format!("{error:#}");
    assert!(!text.contains('\n'), "one line: {text}");
    assert!(text.contains("Discord rejected DISCORD_TOKEN"), "{text}");
    assert!(
        text.contains("https://discord.com/developers/applications"),
        "{text}"
    );
    // One REST call told it, before the gateway was tried.
    assert_eq!(fake.state.lock().unwrap().rejected_identifies, 0);
    assert!(db.exists(), "the database and its directory were created");
}

/// The configuration of a bot on `database_url` that waits `wait` for it (Discord is not reached:
/// the tests below open what the bot opens before it connects).
fn on_database(database_url: String, wait: Duration) -> Config {
    Config {
        token: "a.b.c".into(),
        database_url,
        database_wait: wait,
        dev_guild: None,
        api_base: None,
        rounds_every: bloodrage_bot::ops::ROUNDS_EVERY,
        metrics_addr: None,
        backups: None,
        shards: None,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_postgres_not_up_yet_is_waited_for_and_the_bot_starts_once_it_is() {
    let cluster = Cluster::new().expect("a PostgreSQL cluster of the test's own");
    let config = on_database(cluster.url(), Duration::from_mins(1));
    let opening = tokio::spawn(async move { process::start(&config, Vec::new()).await });
    // The bot tries, waits and tries again while the server is down; no crash.
    tokio::time::sleep(Duration::from_secs(4)).await;
    assert!(!opening.is_finished(), "the bot waits for its database");
    cluster.start().expect("the server starts");
    let (session, _health) = tokio::time::timeout(Duration::from_secs(30), opening)
        .await
        .expect("the bot opens its database within 30 s of its start")
        .unwrap()
        .expect("the database is opened once it is up");
    session
        .store()
        .writable()
        .await
        .expect("the database takes writes");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_that_never_comes_stops_the_bot_after_database_wait_with_one_line() {
    let cluster = Cluster::new().expect("a PostgreSQL cluster of the test's own");
    let started = std::time::Instant::now();
    let error = tokio::time::timeout(
        Duration::from_secs(30),
        process::start(
            &on_database(cluster.url(), Duration::from_secs(3)),
            Vec::new(),
        ),
    )
    .await
    .expect("the bot gives up instead of hanging")
    .expect_err("a database out of reach is an error");
    let text = format!("{error:#}");
    assert!(!text.contains('\n'), "one line: {text}");
    assert!(text.contains("DATABASE_WAIT=3"), "{text}");
    assert_eq!(exit_of(&error), Exit::Database, "{text}");
    // Given up once the wait is over, not at its first refusal.
    assert!(started.elapsed() >= Duration::from_secs(2), "{text}");
    // And a database that refuses for another reason is not waited for.
    let started = std::time::Instant::now();
    cluster.start().expect("the server starts");
    let wrong = cluster.url().replace("/postgres", "/no_such_database");
    let error = process::start(&on_database(wrong, Duration::from_mins(1)), Vec::new())
        .await
        .expect_err("a database that does not exist is an error");
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "not waited for: {error:#}"
    );
    assert_eq!(exit_of(&error), Exit::Database, "{error:#}");
}
