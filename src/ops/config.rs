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
    /// Reads `DISCORD_TOKEN`, `DATABASE_URL`, `DEV_GUILD_ID`, `DISCORD_API_BASE`, `METRICS_ADDR`,
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn config(vars: &[(&str, &str)]) -> Result<Config> {
        let vars: HashMap<String, String> = vars
            .iter()
            .map(|(k, v)| ((*k).to_string(), (*v).to_string()))
            .collect();
        Config::from_lookup(|k| vars.get(k).cloned())
    }

    #[test]
    fn a_missing_or_malformed_token_is_one_line_saying_where_to_get_one() {
        for vars in [
            &[][..],
            &[("DISCORD_TOKEN", "  ")],
            &[("DISCORD_TOKEN", "not-a-token")],
        ] {
            let e = config(vars).unwrap_err().to_string();
            assert!(!e.contains('\n'), "{e}");
            assert!(e.contains("DISCORD_TOKEN"), "{e}");
            assert!(
                e.contains("https://discord.com/developers/applications"),
                "{e}"
            );
        }
    }

    #[test]
    fn defaults_and_options_are_read() {
        let c = config(&[("DISCORD_TOKEN", "a.b.c")]).unwrap();
        assert_eq!(c.token, "a.b.c");
        assert_eq!(c.database_url, DEFAULT_DATABASE_URL);
        assert_eq!((c.dev_guild, c.api_base), (None, None));
        let c = config(&[
            ("DISCORD_TOKEN", " a.b.c "),
            ("DATABASE_URL", "sqlite:///data/x.db"),
            ("DEV_GUILD_ID", "123"),
            ("DISCORD_API_BASE", "http://127.0.0.1:9"),
        ])
        .unwrap();
        assert_eq!(c.token, "a.b.c");
        assert_eq!(c.database_url, "sqlite:///data/x.db");
        assert_eq!(c.dev_guild, Some(123));
        assert_eq!(c.api_base.as_deref(), Some("http://127.0.0.1:9"));
        let e = config(&[("DISCORD_TOKEN", "a.b.c"), ("DEV_GUILD_ID", "general")]).unwrap_err();
        assert!(format!("{e:#}").contains("DEV_GUILD_ID"));
    }

    #[test]
    fn the_rounds_come_every_30_seconds_unless_set() {
        let every = |v: &str| {
            config(&[("DISCORD_TOKEN", "a.b.c"), ("ROUNDS_EVERY", v)]).map(|c| c.rounds_every)
        };
        assert_eq!(every("").unwrap(), ROUNDS_EVERY);
        assert_eq!(every(" 5 ").unwrap().as_secs(), 5);
        for bad in ["0", "often", "3601"] {
            let e = every(bad).unwrap_err().to_string();
            assert!(e.starts_with(&format!("ROUNDS_EVERY={bad} must be")), "{e}");
        }
    }

    #[test]
    fn a_process_runs_the_shards_it_is_given_and_a_wrong_range_is_one_line() {
        let shards = |vars: &[(&str, &str)]| {
            let mut all = vec![("DISCORD_TOKEN", "a.b.c")];
            all.extend_from_slice(vars);
            config(&all).map(|c| c.shards)
        };
        let range = |first, last, count| Some(Shards { first, last, count });
        assert_eq!(shards(&[]).unwrap(), None);
        assert_eq!(shards(&[("SHARD_COUNT", "4")]).unwrap(), range(0, 3, 4));
        assert_eq!(
            shards(&[("SHARD_COUNT", "4"), ("SHARDS", "2-3")]).unwrap(),
            range(2, 3, 4)
        );
        assert_eq!(
            shards(&[("SHARD_COUNT", " 2 "), ("SHARDS", " 1 ")]).unwrap(),
            range(1, 1, 2)
        );
        for (vars, said) in [
            (&[("SHARDS", "0-1")][..], "SHARDS=0-1 needs SHARD_COUNT"),
            (&[("SHARD_COUNT", "0")][..], "SHARD_COUNT=0 must be"),
            (&[("SHARD_COUNT", "many")][..], "SHARD_COUNT=many must be"),
            (
                &[("SHARD_COUNT", "2"), ("SHARDS", "1-2")][..],
                "SHARDS=1-2 must be a shard or a range of shards below SHARD_COUNT=2, like 0 or 0-1",
            ),
            (&[("SHARD_COUNT", "4"), ("SHARDS", "3-1")][..], "SHARDS=3-1"),
            (&[("SHARD_COUNT", "4"), ("SHARDS", "one")][..], "SHARDS=one"),
        ] {
            let e = format!("{:#}", shards(vars).unwrap_err());
            assert!(e.starts_with(said) && !e.contains('\n'), "{e}");
        }
    }

    #[test]
    fn the_metrics_listener_and_the_backups_are_off_unless_set_and_checked_when_set() {
        let c = config(&[("DISCORD_TOKEN", "a.b.c")]).unwrap();
        assert_eq!((c.metrics_addr, c.backups), (None, None));
        let c = config(&[
            ("DISCORD_TOKEN", "a.b.c"),
            ("METRICS_ADDR", "127.0.0.1:9100"),
            ("BACKUP_DIR", "/data/backups"),
            ("BACKUP_EVERY", "6"),
            ("BACKUP_KEEP", "3"),
        ])
        .unwrap();
        assert_eq!(c.metrics_addr, Some("127.0.0.1:9100".parse().unwrap()));
        let b = c.backups.unwrap();
        assert_eq!(
            (b.dir.to_str(), b.every.as_secs(), b.keep),
            (Some("/data/backups"), 6 * 3600, 3)
        );
        let b = config(&[("DISCORD_TOKEN", "a.b.c"), ("BACKUP_DIR", "b")])
            .unwrap()
            .backups
            .unwrap();
        assert_eq!((b.every.as_secs(), b.keep), (24 * 3600, 7));
        for (vars, word) in [
            (&[("METRICS_ADDR", "localhost")][..], "METRICS_ADDR"),
            (&[("BACKUP_EVERY", "6")][..], "BACKUP_DIR"),
            (
                &[("BACKUP_DIR", "b"), ("BACKUP_EVERY", "often")][..],
                "BACKUP_EVERY",
            ),
            (
                &[("BACKUP_DIR", "b"), ("BACKUP_KEEP", "0")][..],
                "BACKUP_KEEP",
            ),
        ] {
            let mut all = vec![("DISCORD_TOKEN", "a.b.c")];
            all.extend_from_slice(vars);
            let e = format!("{:#}", config(&all).unwrap_err());
            assert!(e.contains(word) && !e.contains('\n'), "{e}");
        }
    }
}
