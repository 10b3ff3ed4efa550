//! The health and metrics listener: `GET /healthz` (200 when the gateway is connected and the
//! database takes writes, 503 with the reason otherwise) and `GET /metrics` (the Prometheus text
//! format, the games' gauges refreshed from the database at each scrape). Off unless
//! `METRICS_ADDR` is set; keep it on loopback or a private network, it has no authentication.

use crate::metrics::{self, Age, Games};
use crate::session::Session;
use axum::Router;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::IntoResponse;
use axum::routing::get;
use std::collections::BTreeSet;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::{Mutex, PoisonError};

/// What `/healthz` reports beyond the database: which of the process's gateway shards are
/// connected (ready while one is). The `gateway_connected` gauge counts the shards connected in
/// the whole process (one while connected, for a process of one shard; several bots in one
/// process, as in the tests, each count theirs).
#[derive(Debug, Default)]
pub struct Health {
    shards: Mutex<BTreeSet<u32>>,
}

impl Health {
    /// Gateway shard `shard` connected (its READY, or its stage now Connected) or lost.
    pub fn set_connected(&self, shard: u32, connected: bool) {
        let mut shards = self.shards.lock().unwrap_or_else(PoisonError::into_inner);
        let changed = if connected {
            shards.insert(shard)
        } else {
            shards.remove(&shard)
        };
        if changed {
            let gauge = &metrics::metrics().gateway_connected;
            if connected {
                gauge.inc();
            } else {
                gauge.dec();
            }
        }
    }

    /// Every shard lost (the gateway closed at a stop).
    pub fn all_lost(&self) {
        let mut shards = self.shards.lock().unwrap_or_else(PoisonError::into_inner);
        let lost = std::mem::take(&mut *shards);
        metrics::metrics()
            .gateway_connected
            .dec_by(metrics::gauge_value(lost.len()));
    }

    /// Whether a gateway shard is connected.
    pub fn connected(&self) -> bool {
        !self
            .shards
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .is_empty()
    }
}

impl Drop for Health {
    fn drop(&mut self) {
        self.all_lost();
    }
}

#[derive(Clone)]
struct Listener {
    session: Arc<Session>,
    health: Arc<Health>,
    clock: fn() -> i64,
}

/// Starts the listener on `addr` (port 0 picks a free one); returns the address it listens on.
/// It serves until the process ends.
pub async fn listen(
    addr: SocketAddr,
    session: Arc<Session>,
    health: Arc<Health>,
    clock: fn() -> i64,
) -> std::io::Result<SocketAddr> {
    let listener = tokio::net::TcpListener::bind(addr).await?;
    let local = listener.local_addr()?;
    metrics::metrics()
        .build
        .get_or_create(&metrics::Build {
            version: env!("CARGO_PKG_VERSION").to_string(),
            commit: env!("BUILD_COMMIT").to_string(),
        })
        .set(1);
    let app = Router::new()
        .route("/healthz", get(healthz))
        .route("/metrics", get(metrics_page))
        .with_state(Listener {
            session,
            health,
            clock,
        });
    tokio::spawn(async move {
        if let Err(e) = axum::serve(listener, app).await {
            tracing::error!("the metrics listener stopped: {e}");
        }
    });
    tracing::info!("health and metrics on http://{local}/healthz and /metrics");
    Ok(local)
}

async fn healthz(State(l): State<Listener>) -> impl IntoResponse {
    if !l.health.connected() {
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            "not ready: the gateway is not connected\n".to_string(),
        );
    }
    // While a fault is under way this writes, and ends it if the database takes the write.
    let writable = l.session.store().writable().await;
    match (writable, l.session.store().health().fault()) {
        (Ok(()), None) => (StatusCode::OK, "ok\n".to_string()),
        (Err(e), _) => (
            StatusCode::SERVICE_UNAVAILABLE,
            format!("not ready: the database takes no writes: {e}\n"),
        ),
        (Ok(()), Some(fault)) => (
            StatusCode::SERVICE_UNAVAILABLE,
            format!("not ready: the database takes no writes: {fault}\n"),
        ),
    }
}

async fn metrics_page(State(l): State<Listener>) -> impl IntoResponse {
    let m = metrics::metrics();
    m.database_fault_seconds.clear();
    if let Some(fault) = l.session.store().health().fault() {
        m.database_fault_seconds
            .get_or_create(&metrics::Fault {
                kind: fault.kind.label(),
            })
            .set(metrics::gauge_value(fault.lasted.as_secs()));
    }
    // The process, its runtime and what the session holds, as they are now.
    if let Some(process) = metrics::ProcessFigures::of(None) {
        process.set();
    }
    let tasks = tokio::runtime::Handle::current()
        .metrics()
        .num_alive_tasks();
    m.tasks.set(metrics::gauge_value(tasks));
    for (what, n) in l.session.held() {
        m.held
            .get_or_create(&metrics::Held { what })
            .set(metrics::gauge_value(n));
    }
    let drawing = crate::render::cache_bytes()
        .into_iter()
        .chain([("sheets", crate::present::base::images::sheet_bytes())]);
    for (cache, bytes) in drawing {
        m.cache_bytes
            .get_or_create(&metrics::Cache { cache })
            .set(metrics::gauge_value(bytes));
    }
    // The games' gauges come from the database as it is now.
    match l.session.store().games().game_counts().await {
        Ok(counts) => {
            m.games.clear();
            for (rules, status, n) in counts {
                m.games.get_or_create(&Games { rules, status }).set(n);
            }
        }
        Err(e) => tracing::warn!("counting games for the metrics failed: {e}"),
    }
    match l.session.store().clocks().players_awaited_since().await {
        Ok(since) => {
            let now = (l.clock)();
            m.awaited.clear();
            for age in ["under_1h", "under_1d", "under_3d", "3d_or_more"] {
                m.awaited.get_or_create(&Age { age }).set(0);
            }
            for s in &since {
                m.awaited
                    .get_or_create(&Age {
                        age: metrics::age_band(now - s),
                    })
                    .inc();
            }
            m.oldest_awaited_seconds
                .set(since.iter().map(|s| now - s).max().unwrap_or(0).max(0));
        }
        Err(e) => tracing::warn!("reading the awaited decisions for the metrics failed: {e}"),
    }
    (
        [(
            header::CONTENT_TYPE,
            "application/openmetrics-text; version=1.0.0; charset=utf-8",
        )],
        m.encode(),
    )
}

/// The container's health probe: asks `/healthz` of the listener at `addr`; the status line and
/// the body. A plain HTTP/1.0 request on loopback (the image has no curl).
pub async fn probe(addr: SocketAddr) -> std::io::Result<(u16, String)> {
    use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
    let mut stream = tokio::time::timeout(
        std::time::Duration::from_secs(3),
        tokio::net::TcpStream::connect(addr),
    )
    .await
    .map_err(|_| std::io::Error::new(std::io::ErrorKind::TimedOut, "no answer"))??;
    stream
        .write_all(b"GET /healthz HTTP/1.0\r\nHost: localhost\r\n\r\n")
        .await?;
    let mut answer = String::new();
    tokio::time::timeout(
        std::time::Duration::from_secs(3),
        stream.read_to_string(&mut answer),
    )
    .await
    .map_err(|_| std::io::Error::new(std::io::ErrorKind::TimedOut, "no answer"))??;
    let status = answer
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| std::io::Error::new(std::io::ErrorKind::InvalidData, "not HTTP"))?;
    let body = answer
        .split_once("\r\n\r\n")
        .map_or_else(String::new, |(_, b)| b.trim().to_string());
    Ok((status, body))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The only test of this binary that moves the gauge: its changes are this test's.
    #[test]
    fn each_shard_counts_once_and_a_stop_takes_its_shards_off() {
        let gauge = || metrics::metrics().gateway_connected.get();
        let before = gauge();
        let health = Health::default();
        assert!(!health.connected());
        health.set_connected(0, true);
        health.set_connected(0, true);
        health.set_connected(1, true);
        assert_eq!(gauge() - before, 2, "two shards, each once");
        health.set_connected(0, false);
        assert!(health.connected(), "shard 1 is still connected");
        assert_eq!(gauge() - before, 1);
        health.set_connected(0, false);
        assert_eq!(gauge() - before, 1, "a shard is lost once");
        let other = Health::default();
        other.set_connected(0, true);
        assert_eq!(
            gauge() - before,
            2,
            "another bot's shard 0 is another shard"
        );
        drop(other);
        health.all_lost();
        assert!(!health.connected());
        assert_eq!(gauge(), before);
    }
}
