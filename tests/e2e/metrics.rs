//! The health and metrics listener during an end-to-end game: `/healthz` says ready once the
//! gateway is connected and 503 when it is not, `/metrics` is Prometheus's text format and its
//! counters move as the game does; `bloodrage-bot health` (the image's HEALTHCHECK) agrees.

use super::driver::{Driver, start_game};
use super::harness::{ALICE, BOB, CAROL, Harness};
use std::net::SocketAddr;

/// A plain `GET` of the listener: the status and the body.
pub(super) async fn get(addr: SocketAddr, path: &str) -> (u16, String, String) {
    use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    stream
        .write_all(format!("GET {path} HTTP/1.0\r\nHost: localhost\r\n\r\n").as_bytes())
        .await
        .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).await.unwrap();
    let status = answer.split_whitespace().nth(1).unwrap().parse().unwrap();
    let (head, body) = answer.split_once("\r\n\r\n").unwrap();
    (status, head.to_string(), body.to_string())
}

/// The value of a sample (a metric name with its labels, exactly as written), 0 if absent.
pub(super) fn sample(text: &str, name: &str) -> f64 {
    text.lines()
        .find_map(|l| {
            l.strip_prefix(name)
                .and_then(|rest| rest.strip_prefix(' '))
                .and_then(|v| v.split_whitespace().next())
                .and_then(|v| v.parse().ok())
        })
        .unwrap_or(0.0)
}

/// `bloodrage-bot health --addr ADDR`: its exit status.
fn health_command(addr: SocketAddr) -> i32 {
    std::process::Command::new(env!("CARGO_BIN_EXE_bloodrage-bot"))
        .args(["health", "--addr", &addr.to_string()])
        .output()
        .unwrap()
        .status
        .code()
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_and_health_answer_during_a_game_and_the_counters_move_with_it() {
    let mut h = Harness::new("metrics").await;
    let addr = h.start_metrics().await;
    // Ready once the gateway's READY is handled (just after the commands are registered).
    let start = std::time::Instant::now();
    loop {
        let (status, _, body) = get(addr, "/healthz").await;
        if status == 200 {
            assert_eq!(body, "ok\n");
            break;
        }
        assert!(
            start.elapsed() < std::time::Duration::from_secs(5),
            "not ready: {body}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert_eq!(health_command(addr), 0, "the HEALTHCHECK passes");

    let (status, head, before) = get(addr, "/metrics").await;
    assert_eq!(status, 200);
    assert!(
        head.to_ascii_lowercase()
            .contains("content-type: application/openmetrics-text"),
        "{head}"
    );
    assert!(before.ends_with("# EOF\n"), "{before}");
    // The gauge counts the gateway shards connected in the process: this bot's one, and those
    // of the other tests' bots running beside it in this test binary.
    assert!(sample(&before, "bloodrage_gateway_connected") >= 1.0);

    let table = start_game(&mut h, &[ALICE, BOB, CAROL], "Watched").await;
    let mut d = Driver::new(table, 5);
    for _ in 0..30 {
        assert!(d.step(&mut h).await);
    }
    let (_, _, after) = get(addr, "/metrics").await;
    for counter in [
        r#"bloodrage_interactions_total{kind="component",outcome="ok"}"#,
        r#"bloodrage_interactions_total{kind="command",outcome="ok"}"#,
        r#"bloodrage_moves_total{outcome="applied"}"#,
        "bloodrage_store_append_seconds_count",
        "bloodrage_board_posted_seconds_count",
        r#"bloodrage_ack_seconds_count{kind="component"}"#,
        r#"bloodrage_cache_lookups_total{result="hit"}"#,
    ] {
        assert!(
            sample(&after, counter) > sample(&before, counter),
            "{counter} did not move: {} then {}",
            sample(&before, counter),
            sample(&after, counter)
        );
    }
    assert!(
        (sample(&after, r#"bloodrage_games{rules="base",status="active"}"#) - 1.0).abs()
            < f64::EPSILON,
        "{after}"
    );
    let awaited: f64 = ["under_1h", "under_1d", "under_3d", "3d_or_more"]
        .iter()
        .map(|age| {
            sample(
                &after,
                &format!(r#"bloodrage_decisions_awaited{{age="{age}"}}"#),
            )
        })
        .sum();
    assert!(awaited >= 1.0, "decisions awaited: {after}");
    // The process as the system sees it, its runtime's tasks, what the session holds and the
    // drawing's caches (the boards posted were drawn).
    assert!(
        sample(&after, "bloodrage_process_resident_bytes") > 1e6,
        "{after}"
    );
    assert!(
        sample(&after, "bloodrage_process_open_fds") >= 3.0,
        "{after}"
    );
    assert!(
        sample(&after, "bloodrage_process_threads") >= 1.0,
        "{after}"
    );
    assert!(sample(&after, "bloodrage_runtime_tasks") >= 1.0, "{after}");
    assert!(
        sample(&after, r#"bloodrage_held{what="cached_games"}"#) >= 1.0,
        "{after}"
    );
    assert!(
        sample(&after, r#"bloodrage_held{what="kept_records"}"#) >= 1.0,
        "{after}"
    );
    assert!(
        sample(&after, r#"bloodrage_cache_bytes{cache="backdrops"}"#) > 1e6,
        "{after}"
    );
    assert!(
        after.contains(&format!(
            r#"bloodrage_build{{version="{}""#,
            env!("CARGO_PKG_VERSION")
        )),
        "{after}"
    );

    // The gateway gone, the bot is not ready, and the HEALTHCHECK fails.
    h.stop_bot().await;
    let (status, _, body) = get(addr, "/healthz").await;
    assert_eq!(status, 503, "{body}");
    assert!(body.starts_with("not ready"), "{body}");
    assert_ne!(health_command(addr), 0);
    h.start_bot().await;
    h.finish().await;
}
