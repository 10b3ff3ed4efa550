//! The bot's configuration, from the environment and a `.env` file, and the HTTP client and
//! gateway intents it connects with.

use crate::session::DEFAULT_DATABASE_URL;
use anyhow::{Context as _, Result, bail};
use serenity::all::{GatewayIntents, Http, HttpBuilder};

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
    pub catch_up_every: std::time::Duration,
    /// Where the health and metrics listener listens (off when `None`).
    pub metrics_addr: Option<std::net::SocketAddr>,
    /// Automatic backups of the database (off when `None`).
    pub backups: Option<crate::ops::Backups>,
}

/// How often failed announcements are retried by default.
pub const CATCH_UP_EVERY: std::time::Duration = std::time::Duration::from_secs(30);

impl Config {
    /// Reads `DISCORD_TOKEN`, `DATABASE_URL`, `DEV_GUILD_ID`, `DISCORD_API_BASE`, `METRICS_ADDR`
    /// and `BACKUP_DIR`, `BACKUP_EVERY`, `BACKUP_KEEP` from the environment.
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
        Ok(Config {
            token,
            database_url: var("DATABASE_URL")
                .filter(|v| !v.trim().is_empty())
                .unwrap_or_else(|| DEFAULT_DATABASE_URL.to_string()),
            dev_guild,
            api_base: var("DISCORD_API_BASE").filter(|v| !v.trim().is_empty()),
            catch_up_every: CATCH_UP_EVERY,
            metrics_addr,
            backups,
        })
    }
}

/// The automatic backups: `BACKUP_DIR` turns them on; `BACKUP_EVERY` hours apart (24 by
/// default, fractions allowed), the newest `BACKUP_KEEP` kept (7 by default).
fn backups(var: &impl Fn(&str) -> Option<String>) -> Result<Option<crate::ops::Backups>> {
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
    Ok(Some(crate::ops::Backups {
        dir: dir.trim().into(),
        every: std::time::Duration::from_secs_f64(hours * 3600.0),
        keep,
    }))
}

/// Builds the HTTP client: real Discord, or `api_base` with the ratelimiter off (serenity applies
/// a proxy only without its ratelimiter; see the testing reference, T1 and T2).
pub fn http(config: &Config) -> Http {
    let builder = HttpBuilder::new(&config.token);
    match &config.api_base {
        Some(base) => builder
            .proxy(base.trim_end_matches('/'))
            .ratelimiter_disabled(true)
            .build(),
        None => builder.build(),
    }
}

/// The gateway intents: none. Interactions (commands, buttons, menus, autocomplete) reach the
/// bot whatever its intents, and it reads nothing from the gateway caches: every guild, channel
/// and member it needs comes with the interaction or from the REST API.
pub fn intents() -> GatewayIntents {
    GatewayIntents::empty()
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
