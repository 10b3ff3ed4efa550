//! What an admin watches: the bot's counters, gauges and latency histograms, kept with the
//! Prometheus project's own client (`prometheus-client`) and written in its text format for
//! `/metrics` (see `ops`). One registry for the process; every layer notes what it sees here
//! (the store its appends, the session its cache, the Discord adapter interactions, errors,
//! boards, deadlines and computer turns) and depends on nothing else of the crate.
//!
//! The gauges that describe the games (by rule set and status, decisions awaited and their age)
//! are set from the database at each scrape, so they are never stale.

use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;
use std::sync::LazyLock;
use std::time::Duration;

/// An interaction's kind (`command`, `component`, `autocomplete`) and outcome (`ok`, `failed`).
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct Interaction {
    /// What kind of interaction.
    pub kind: &'static str,
    /// How handling it ended.
    pub outcome: &'static str,
}

/// One label: the kind of something.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct Kind {
    /// The kind.
    pub kind: &'static str,
}

/// A computer clan's level.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct Level {
    /// `random`, `easy`, `medium` or `hard`.
    pub level: &'static str,
}

/// A Discord error: its JSON code (10062, 50007…), else its HTTP status, else `network`.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct Code {
    /// The code.
    pub code: String,
}

/// Games by rule set and status.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct Games {
    /// `base`, `reprisal` or `valhalla`.
    pub rules: String,
    /// `lobby`, `active`, `paused`, `finished`, `abandoned`.
    pub status: String,
}

/// How long a decision has been awaited: `under_1h`, `under_1d`, `under_3d`, `3d_or_more`.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct Age {
    /// The age band.
    pub age: &'static str,
}

/// The version and commit of the running build.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct Build {
    /// The crate's version.
    pub version: String,
    /// The commit it was built from.
    pub commit: String,
}

/// A move's outcome: `applied`, `refused` (by the rules, as stale, or not the player's).
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct Outcome {
    /// The outcome.
    pub outcome: &'static str,
}

/// A fault of the database (see [`crate::store::health`]).
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct Fault {
    /// `unreachable`, `disk_full`, `read_only` or `io_error`.
    pub kind: &'static str,
}

/// One of the session's tables held in memory (see `Session::held`).
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct Held {
    /// `cached_games`, `game_locks`, `kept_records`…
    pub what: &'static str,
}

/// One of the drawing's caches (see `render::cache_bytes`).
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct Cache {
    /// `sprites`, `tiles`, `pieces`, `backdrops`, `layers`, `sheets`.
    pub cache: &'static str,
}

/// Whether a live game was found in the session's cache.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct Lookup {
    /// `hit` or `miss`.
    pub result: &'static str,
}

fn seconds_buckets() -> Histogram {
    // 1 ms to about 33 s.
    Histogram::new(exponential_buckets(0.001, 2.0, 16))
}

/// Every metric of the process.
pub struct Metrics {
    registry: Registry,
    /// Interactions handled, by kind and outcome.
    pub interactions: Family<Interaction, Counter>,
    /// From an interaction's arrival to its acknowledgement (Discord allows 3 s), by kind.
    pub ack_seconds: Family<Kind, Histogram, fn() -> Histogram>,
    /// From a move's arrival to its board posted in the thread.
    pub board_posted_seconds: Histogram,
    /// Moves of players, by outcome.
    pub moves: Family<Outcome, Counter>,
    /// Games by rule set and status (set at each scrape).
    pub games: Family<Games, Gauge>,
    /// Decisions awaited from players, by how long (set at each scrape).
    pub awaited: Family<Age, Gauge>,
    /// The longest a decision has been awaited, in seconds (set at each scrape).
    pub oldest_awaited_seconds: Gauge,
    /// Deadlines that passed, the computer answering for the player.
    pub deadlines_taken: Counter,
    /// Reminders sent.
    pub reminders_sent: Counter,
    /// Decisions of computer clans, by level.
    pub computer_decisions: Family<Level, Counter>,
    /// How long a computer clan's decision took, by level.
    pub computer_decision_seconds: Family<Level, Histogram, fn() -> Histogram>,
    /// Errors Discord answered, by code.
    pub discord_errors: Family<Code, Counter>,
    /// How long appending to a game's command log took (one transaction).
    pub store_append_seconds: Histogram,
    /// Live-game cache lookups, by result.
    pub cache_lookups: Family<Lookup, Counter>,
    /// Faults of the database that began (each counted once, however many requests it failed),
    /// by kind.
    pub database_faults: Family<Fault, Counter>,
    /// For the fault under way (set at each scrape), how long it has lasted in seconds, by kind;
    /// none while the database is sound.
    pub database_fault_seconds: Family<Fault, Gauge>,
    /// 1 while the gateway is connected.
    pub gateway_connected: Gauge,
    /// 1, labelled with the version and commit.
    pub build: Family<Build, Gauge>,
    /// The process's resident memory, in bytes (set at each scrape, on Linux).
    pub resident_bytes: Gauge,
    /// Files and sockets the process holds open (set at each scrape, on Linux).
    pub open_fds: Gauge,
    /// The process's threads (set at each scrape, on Linux).
    pub threads: Gauge,
    /// Tasks alive on the bot's runtime (set at each scrape).
    pub tasks: Gauge,
    /// What the session holds in memory, by table (set at each scrape).
    pub held: Family<Held, Gauge>,
    /// The bytes each of the drawing's caches holds, by cache (set at each scrape).
    pub cache_bytes: Family<Cache, Gauge>,
}

impl Metrics {
    fn new() -> Metrics {
        let mut registry = Registry::with_prefix("bloodrage");
        let m = Metrics {
            interactions: Family::default(),
            ack_seconds: Family::new_with_constructor(seconds_buckets),
            board_posted_seconds: seconds_buckets(),
            moves: Family::default(),
            games: Family::default(),
            awaited: Family::default(),
            oldest_awaited_seconds: Gauge::default(),
            deadlines_taken: Counter::default(),
            reminders_sent: Counter::default(),
            computer_decisions: Family::default(),
            computer_decision_seconds: Family::new_with_constructor(seconds_buckets),
            discord_errors: Family::default(),
            store_append_seconds: seconds_buckets(),
            cache_lookups: Family::default(),
            database_faults: Family::default(),
            database_fault_seconds: Family::default(),
            gateway_connected: Gauge::default(),
            build: Family::default(),
            resident_bytes: Gauge::default(),
            open_fds: Gauge::default(),
            threads: Gauge::default(),
            tasks: Gauge::default(),
            held: Family::default(),
            cache_bytes: Family::default(),
            registry: Registry::default(),
        };
        let r = &mut registry;
        r.register(
            "interactions",
            "Interactions handled, by kind and outcome",
            m.interactions.clone(),
        );
        r.register(
            "ack_seconds",
            "From an interaction's arrival to its acknowledgement",
            m.ack_seconds.clone(),
        );
        r.register(
            "board_posted_seconds",
            "From a move's arrival to its board posted in the game's thread",
            m.board_posted_seconds.clone(),
        );
        r.register("moves", "Moves of players, by outcome", m.moves.clone());
        r.register("games", "Games by rule set and status", m.games.clone());
        r.register(
            "decisions_awaited",
            "Decisions awaited from players, by how long they have waited",
            m.awaited.clone(),
        );
        r.register(
            "oldest_awaited_seconds",
            "The longest a decision has been awaited",
            m.oldest_awaited_seconds.clone(),
        );
        r.register(
            "deadlines_taken",
            "Deadlines that passed, the computer answering for the player",
            m.deadlines_taken.clone(),
        );
        r.register("reminders_sent", "Reminders sent", m.reminders_sent.clone());
        r.register(
            "computer_decisions",
            "Decisions of computer clans, by level",
            m.computer_decisions.clone(),
        );
        r.register(
            "computer_decision_seconds",
            "How long a computer clan's decision took, by level",
            m.computer_decision_seconds.clone(),
        );
        r.register(
            "discord_errors",
            "Errors Discord answered, by code",
            m.discord_errors.clone(),
        );
        r.register(
            "store_append_seconds",
            "How long appending to a game's command log took",
            m.store_append_seconds.clone(),
        );
        r.register(
            "cache_lookups",
            "Live-game cache lookups, by result",
            m.cache_lookups.clone(),
        );
        r.register(
            "database_faults",
            "Faults of the database that began (a disk full, a read-only file, a server out of reach), by kind",
            m.database_faults.clone(),
        );
        r.register(
            "database_fault_seconds",
            "How long the fault of the database under way has lasted, by kind (absent while it is sound)",
            m.database_fault_seconds.clone(),
        );
        r.register(
            "gateway_connected",
            "Gateway shards connected in this process (1 while connected, with one shard)",
            m.gateway_connected.clone(),
        );
        r.register(
            "build",
            "The running build's version and commit",
            m.build.clone(),
        );
        r.register(
            "process_resident_bytes",
            "The process's resident memory",
            m.resident_bytes.clone(),
        );
        r.register(
            "process_open_fds",
            "Files and sockets the process holds open",
            m.open_fds.clone(),
        );
        r.register(
            "process_threads",
            "The process's threads",
            m.threads.clone(),
        );
        r.register(
            "runtime_tasks",
            "Tasks alive on the bot's runtime",
            m.tasks.clone(),
        );
        r.register(
            "held",
            "What the session holds in memory, by table (games cached, locks, what is kept of games and players, finished games read)",
            m.held.clone(),
        );
        r.register(
            "cache_bytes",
            "Bytes each of the drawing's caches holds (card faces, tiles, pieces, boards' canvases and layers, card sheets), each bounded",
            m.cache_bytes.clone(),
        );
        Metrics { registry, ..m }
    }

    /// Every metric in the Prometheus (OpenMetrics) text format.
    pub fn encode(&self) -> String {
        let mut out = String::new();
        prometheus_client::encoding::text::encode(&mut out, &self.registry)
            .expect("writing into a String cannot fail");
        out
    }
}

static METRICS: LazyLock<Metrics> = LazyLock::new(Metrics::new);

/// The process's metrics.
pub fn metrics() -> &'static Metrics {
    &METRICS
}

/// The process as the system sees it: resident memory in bytes, open files and sockets,
/// threads. `None` where `/proc` does not tell (not Linux).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ProcessFigures {
    /// Resident memory, in bytes.
    pub resident_bytes: u64,
    /// Open file descriptors.
    pub open_fds: u64,
    /// Threads.
    pub threads: u64,
}

impl ProcessFigures {
    /// The figures of the process `pid` (`None`: this one) now.
    pub fn of(pid: Option<u32>) -> Option<ProcessFigures> {
        let dir = match pid {
            Some(pid) => std::path::PathBuf::from(format!("/proc/{pid}")),
            None => std::path::PathBuf::from("/proc/self"),
        };
        let status = std::fs::read_to_string(dir.join("status")).ok()?;
        let field = |name: &str| {
            status
                .lines()
                .find_map(|l| l.strip_prefix(name))
                .and_then(|v| v.split_whitespace().next())
                .and_then(|v| v.parse::<u64>().ok())
        };
        Some(ProcessFigures {
            resident_bytes: field("VmRSS:")? * 1024,
            open_fds: std::fs::read_dir(dir.join("fd")).ok()?.count() as u64,
            threads: field("Threads:")?,
        })
    }

    /// Sets the process's gauges to these figures.
    pub fn set(self) {
        let m = metrics();
        m.resident_bytes.set(gauge_value(self.resident_bytes));
        m.open_fds.set(gauge_value(self.open_fds));
        m.threads.set(gauge_value(self.threads));
    }
}

/// A count as a gauge's value (saturated: no count of the bot's comes near `i64::MAX`).
pub fn gauge_value(n: impl TryInto<i64>) -> i64 {
    n.try_into().unwrap_or(i64::MAX)
}

/// Notes a duration in a histogram, in seconds.
pub fn observe(histogram: &Histogram, took: Duration) {
    histogram.observe(took.as_secs_f64());
}

/// When each interaction under way arrived, until it is handled: for how long a player waited
/// for a first answer (`ack_seconds{kind}`, noted once) and how each ended
/// (`interactions_total{kind,outcome}`).
#[derive(Default)]
pub struct Arrivals(std::sync::Mutex<std::collections::HashMap<u64, Arrival>>);

/// When an interaction arrived, what kind it is, whether it was acknowledged yet.
struct Arrival {
    at: std::time::Instant,
    kind: &'static str,
    acknowledged: bool,
}

impl Arrivals {
    fn lock(&self) -> std::sync::MutexGuard<'_, std::collections::HashMap<u64, Arrival>> {
        self.0
            .lock()
            .expect("the interaction table is never poisoned")
    }

    /// An interaction arrived (`kind`: `command`, `component`, `autocomplete`).
    pub fn received(&self, interaction: u64, kind: &'static str) {
        let at = std::time::Instant::now();
        let arrival = Arrival {
            at,
            kind,
            acknowledged: false,
        };
        self.lock().insert(interaction, arrival);
    }

    /// An interaction was acknowledged (its first answer, or a deferral): its latency is noted
    /// once.
    pub fn acknowledged(&self, interaction: u64) {
        let first = self
            .lock()
            .get_mut(&interaction)
            .filter(|a| !a.acknowledged)
            .map(|a| {
                a.acknowledged = true;
                (a.at.elapsed(), a.kind)
            });
        if let Some((took, kind)) = first {
            observe(&metrics().ack_seconds.get_or_create(&Kind { kind }), took);
        }
    }

    /// An interaction was fully handled: `ok`, `refused` (its options or checks were refused)
    /// or `failed` (the player got an apology). One not acknowledged yet is noted as
    /// acknowledged now.
    pub fn finished(&self, interaction: u64, outcome: &'static str) {
        self.acknowledged(interaction);
        let arrived = self.lock().remove(&interaction);
        if let Some(Arrival { kind, .. }) = arrived {
            let counted = Interaction { kind, outcome };
            metrics().interactions.get_or_create(&counted).inc();
        }
    }
}

/// The band of a decision awaited for `seconds`.
pub fn age_band(seconds: i64) -> &'static str {
    match seconds {
        s if s < 3600 => "under_1h",
        s if s < 86_400 => "under_1d",
        s if s < 3 * 86_400 => "under_3d",
        _ => "3d_or_more",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_metrics_are_written_in_the_prometheus_text_format_with_their_names() {
        let m = metrics();
        m.interactions
            .get_or_create(&Interaction {
                kind: "command",
                outcome: "ok",
            })
            .inc();
        observe(&m.store_append_seconds, Duration::from_millis(3));
        let text = m.encode();
        assert!(
            text.contains("# TYPE bloodrage_interactions counter"),
            "{text}"
        );
        assert!(
            text.contains(r#"bloodrage_interactions_total{kind="command",outcome="ok"}"#),
            "{text}"
        );
        assert!(
            text.contains("bloodrage_store_append_seconds_bucket"),
            "{text}"
        );
        assert!(text.ends_with("# EOF\n"), "{text}");
        assert_eq!(age_band(10), "under_1h");
        assert_eq!(age_band(4 * 86_400), "3d_or_more");
    }
}
