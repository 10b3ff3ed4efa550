//! Starting the bot: a rejected token is a one-line error, not a hang.

use super::fake::Fake;
use super::harness::{TempDir, WAIT};
use bloodrage_bot::discord::serve;
use bloodrage_bot::ops::Config;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rejected_token_stops_the_bot_with_a_one_line_error_saying_what_to_set() {
    let fake = Fake::start();
    let dir = TempDir::new("token");
    let db = dir.path("new/dir/bloodrage.db");
    let config = Config {
        token: "not.the.token".into(),
        database_url: format!("sqlite://{}", db.display()),
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
