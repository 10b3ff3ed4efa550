//! The bot's configuration, from the environment and a `.env` file, and the HTTP client and
//! gateway intents it connects with.

use crate::store::DEFAULT_DATABASE_URL;
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
}

/// How often failed announcements are retried by default.
pub const CATCH_UP_EVERY: std::time::Duration = std::time::Duration::from_secs(30);

impl Config {
    /// Reads `DISCORD_TOKEN`, `DATABASE_URL`, `DEV_GUILD_ID` and `DISCORD_API_BASE` from the
    /// environment.
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
        Ok(Config {
            token,
            database_url: var("DATABASE_URL")
                .filter(|v| !v.trim().is_empty())
                .unwrap_or_else(|| DEFAULT_DATABASE_URL.to_string()),
            dev_guild,
            api_base: var("DISCORD_API_BASE").filter(|v| !v.trim().is_empty()),
            catch_up_every: CATCH_UP_EVERY,
        })
    }
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
}
