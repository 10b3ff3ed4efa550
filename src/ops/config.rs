//! The bot's configuration, from the environment (and a `.env` file): its Discord token and
//! shards, its database, its rounds, its health listener and its backups. The Discord adapter
//! builds its client from it (`discord::http`), the process opens the rest (`ops::process`).

use crate::session::DEFAULT_DATABASE_URL;
use anyhow::{Context as _, Result, bail};

/// Where to find a bot token, for the error a player or admin sees when there is none.
pub const TOKEN_HELP: &str = "create an application at https://discord.com/developers/applications, open Bot → Reset Token, \
     and set DISCORD_TOKEN=<token> in the environment or in a .env file";

/// Configuration of the bot, from the environment (and a `.env` file).
#[derive(Debug, Clone)]
pub struct Config {
    /// The bot token.
    pub token: String,
    /// SQLite database URL.
    pub database_url: String,
    /// How long the bot waits at start for a database that cannot be reached yet.
    pub database_wait: std::time::Duration,
    /// Register the commands in this server only (instant) instead of globally.
    pub dev_guild: Option<u64>,
    /// Send REST calls here instead of Discord (a rate-limiting proxy or a test double).
    pub api_base: Option<String>,
    /// How often announcements that Discord refused are retried.
    pub rounds_every: std::time::Duration,
    /// Where the health and metrics listener listens (off when `None`).
    pub metrics_addr: Option<std::net::SocketAddr>,
    /// Automatic backups of the database (off when `None`).
    pub backups: Option<super::Backups>,
    /// The gateway shards this process runs (all of one shard when `None`).
    pub shards: Option<Shards>,
}

/// The shards `first..=last` of `count`: each process of a bot split over several runs its own
/// range (`SHARDS=0-1`, `SHARD_COUNT=4`). Discord sends a server's events to shard
/// `(server id >> 22) % count`, and direct messages to shard 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shards {
    /// The first shard this process runs.
    pub first: u32,
    /// The last shard this process runs (included).
    pub last: u32,
    /// How many shards the whole bot runs, across its processes.
    pub count: u32,
}

/// Discord's largest shard count a bot is ever asked to run (a bot in millions of servers).
const MOST_SHARDS: u32 = 4096;

/// `ROUNDS_EVERY`: seconds between two rounds (retrying refused announcements, deadlines and
/// reminders), [`ROUNDS_EVERY`] unless set.
fn rounds_every(var: &impl Fn(&str) -> Option<String>) -> Result<std::time::Duration> {
    let Some(v) = var("ROUNDS_EVERY")
        .map(|v| v.trim().to_string())
        .filter(|v| !v.is_empty())
    else {
        return Ok(ROUNDS_EVERY);
    };
    v.parse::<u64>()
        .ok()
        .filter(|s| (1..=3600).contains(s))
        .map(std::time::Duration::from_secs)
        .ok_or_else(|| anyhow::anyhow!("ROUNDS_EVERY={v} must be a number of seconds, 1 to 3600"))
}

/// `DATABASE_WAIT`: seconds the bot waits at start for a database that cannot be reached yet,
/// [`DATABASE_WAIT`] unless set (0: not at all).
fn database_wait(var: &impl Fn(&str) -> Option<String>) -> Result<std::time::Duration> {
    let Some(v) = var("DATABASE_WAIT")
        .map(|v| v.trim().to_string())
        .filter(|v| !v.is_empty())
    else {
        return Ok(DATABASE_WAIT);
    };
    v.parse::<u64>()
        .ok()
        .filter(|s| *s <= 3600)
        .map(std::time::Duration::from_secs)
        .ok_or_else(|| anyhow::anyhow!("DATABASE_WAIT={v} must be a number of seconds, 0 to 3600"))
}

/// How long the bot waits at start for its database by default: a PostgreSQL started beside it
/// (a container of its own) is up well within it.
pub const DATABASE_WAIT: std::time::Duration = std::time::Duration::from_mins(2);

/// `SHARDS` (`3`, or a range `0-1`) of `SHARD_COUNT`; `SHARD_COUNT` alone runs all its shards.
fn shards(var: &impl Fn(&str) -> Option<String>) -> Result<Option<Shards>> {
    let set = |key: &str| {
        var(key)
            .map(|v| v.trim().to_string())
            .filter(|v| !v.is_empty())
    };
    let count = match set("SHARD_COUNT") {
        None => {
            if let Some(range) = set("SHARDS") {
                bail!(
                    "SHARDS={range} needs SHARD_COUNT, the number of shards of the whole bot across its processes"
                );
            }
            return Ok(None);
        }
        Some(v) => v
            .parse::<u32>()
            .ok()
            .filter(|n| (1..=MOST_SHARDS).contains(n))
            .ok_or_else(|| {
                anyhow::anyhow!("SHARD_COUNT={v} must be a number of shards, 1 to {MOST_SHARDS}")
            })?,
    };
    let Some(range) = set("SHARDS") else {
        return Ok(Some(Shards {
            first: 0,
            last: count - 1,
            count,
        }));
    };
    let bad = || {
        anyhow::anyhow!(
            "SHARDS={range} must be a shard or a range of shards below SHARD_COUNT={count}, like 0 or 0-{}",
            count - 1
        )
    };
    let (first, last) = match range.split_once('-') {
        Some((a, b)) => (a.trim().parse::<u32>(), b.trim().parse::<u32>()),
        None => (range.parse::<u32>(), range.parse::<u32>()),
    };
    let (Ok(first), Ok(last)) = (first, last) else {
        return Err(bad());
    };
    if first > last || last >= count {
        return Err(bad());
    }
    Ok(Some(Shards { first, last, count }))
}

/// How often failed announcements are retried by default.
pub const ROUNDS_EVERY: std::time::Duration = std::time::Duration::from_secs(30);

impl Config {
    /// Reads `DISCORD_TOKEN`, `DATABASE_URL`, `DATABASE_WAIT`, `DEV_GUILD_ID`, `DISCORD_API_BASE`, `METRICS_ADDR`,
    /// `BACKUP_DIR`, `BACKUP_EVERY`, `BACKUP_KEEP`, `SHARDS`, `SHARD_COUNT` and `ROUNDS_EVERY`
    /// from the environment.
    pub fn from_env() -> Result<Config> {
        Config::from_lookup(|key| std::env::var(key).ok())
    }

    /// Reads the configuration through `var` (the environment, or a map in tests).
    pub fn from_lookup(var: impl Fn(&str) -> Option<String>) -> Result<Config> {
        let token = var("DISCORD_TOKEN").unwrap_or_default();
        let token = token.trim().to_string();
        if token.is_empty() {
            bail!("DISCORD_TOKEN is not set: {TOKEN_HELP}");
        }
        if token.split('.').count() != 3 {
            bail!(
                "DISCORD_TOKEN does not look like a bot token (three parts separated by dots): {TOKEN_HELP}"
            );
        }
        let dev_guild = match var("DEV_GUILD_ID") {
            Some(v) if !v.trim().is_empty() => Some(
                v.trim()
                    .parse()
                    .context("DEV_GUILD_ID must be a server id (a number; enable Developer Mode and copy the server id)")?,
            ),
            _ => None,
        };
        let metrics_addr = match var("METRICS_ADDR") {
            Some(v) if !v.trim().is_empty() => Some(v.trim().parse().map_err(|_| {
                anyhow::anyhow!(
                    "METRICS_ADDR={} is not an address and port: write it like 127.0.0.1:9100",
                    v.trim()
                )
            })?),
            _ => None,
        };
        let backups = backups(&var)?;
        let shards = shards(&var)?;
        Ok(Config {
            token,
            database_url: var("DATABASE_URL")
                .filter(|v| !v.trim().is_empty())
                .unwrap_or_else(|| DEFAULT_DATABASE_URL.to_string()),
            database_wait: database_wait(&var)?,
            dev_guild,
            api_base: var("DISCORD_API_BASE").filter(|v| !v.trim().is_empty()),
            rounds_every: rounds_every(&var)?,
            metrics_addr,
            backups,
            shards,
        })
    }
}

/// The automatic backups: `BACKUP_DIR` turns them on; `BACKUP_EVERY` hours apart (24 by
/// default, fractions allowed), the newest `BACKUP_KEEP` kept (7 by default).
fn backups(var: &impl Fn(&str) -> Option<String>) -> Result<Option<super::Backups>> {
    let set = |key: &str| var(key).filter(|v| !v.trim().is_empty());
    let Some(dir) = set("BACKUP_DIR") else {
        if set("BACKUP_EVERY").is_some() || set("BACKUP_KEEP").is_some() {
            bail!("BACKUP_EVERY and BACKUP_KEEP need BACKUP_DIR, the folder the backups go to");
        }
        return Ok(None);
    };
    let hours = match set("BACKUP_EVERY") {
        Some(v) => v
            .trim()
            .parse::<f64>()
            .ok()
            .filter(|h| h.is_finite() && *h >= 1.0 / 60.0)
            .ok_or_else(|| {
                anyhow::anyhow!(
                    "BACKUP_EVERY={} must be a number of hours, like 24 or 0.5",
                    v.trim()
                )
            })?,
        None => 24.0,
    };
    let keep = match set("BACKUP_KEEP") {
        Some(v) => v
            .trim()
            .parse::<usize>()
            .ok()
            .filter(|k| *k >= 1)
            .ok_or_else(|| {
                anyhow::anyhow!(
                    "BACKUP_KEEP={} must be how many backups to keep, 1 or more",
                    v.trim()
                )
            })?,
        None => 7,
    };
    Ok(Some(super::Backups {
        dir: dir.trim().into(),
        every: std::time::Duration::from_secs_f64(hours * 3600.0),
        keep,
    }))
}
