//! The Discord front end (poise + serenity): slash commands, persistent buttons and menus routed
//! by custom id, DMs for the draft, and the board after every action. Business rules live in the
//! engine; everything here loads a game from the store, applies commands, appends them, and tells
//! the players.

mod autocomplete;
mod commands;
mod components;
pub mod ids;
pub mod narrate;
pub mod panel;
mod play;
mod rules;

use crate::store::{DEFAULT_DATABASE_URL, Store};
use anyhow::{Context as _, Result, bail};
use serenity::all::{GatewayIntents, Http, HttpBuilder};
use std::collections::HashMap;
use std::sync::Arc;
use tokio::sync::mpsc::UnboundedSender;

pub use play::Bot;

/// The Blood Rage game of a loaded game (transitional, until the front end is generic).
fn base(game: crate::engine::AnyGame) -> crate::engine::base::Game {
    match game {
        crate::engine::AnyGame::Base(g) => *g,
    }
}

/// Error type of commands and handlers.
pub type Error = anyhow::Error;
/// Context of a slash command.
pub type Context<'a> = poise::Context<'a, Arc<Data>, Error>;

/// Where to find a bot token, for the error a player or admin sees when there is none.
const TOKEN_HELP: &str = "create an application at https://discord.com/developers/applications, open Bot → Reset Token, \
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
    /// Seed every new game with this value instead of a random one (reproducible tests only).
    pub game_seed: Option<u64>,
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
            game_seed: None,
            catch_up_every: CATCH_UP_EVERY,
        })
    }
}

/// What a test observes when an interaction has been fully handled (absent in production).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Handled {
    /// The interaction's id.
    pub interaction: u64,
}

/// Shared state of the bot: the store, one lock per game, and an optional test observer.
pub struct Data {
    /// The database.
    pub store: Store,
    locks: std::sync::Mutex<HashMap<i64, Arc<tokio::sync::Mutex<()>>>>,
    /// Receives a note each time an interaction has been handled (tests only).
    pub observer: Option<UnboundedSender<Handled>>,
    /// The seed of every new game, when fixed (tests only).
    pub game_seed: Option<u64>,
}

impl Data {
    /// Creates the shared state.
    pub fn new(store: Store, observer: Option<UnboundedSender<Handled>>) -> Data {
        Data {
            store,
            locks: std::sync::Mutex::new(HashMap::new()),
            observer,
            game_seed: None,
        }
    }

    /// The lock serialising one game's commands (never held across a `std` lock).
    pub async fn lock(&self, game: i64) -> tokio::sync::OwnedMutexGuard<()> {
        let lock = {
            let mut locks = self.locks.lock().expect("the lock table is never poisoned");
            locks.entry(game).or_default().clone()
        };
        lock.lock_owned().await
    }

    /// Tells the test observer that an interaction is done.
    pub fn handled(&self, interaction: u64) {
        if let Some(o) = &self.observer {
            let _ = o.send(Handled { interaction });
        }
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

/// The gateway intents: interactions arrive without any privileged intent.
pub fn intents() -> GatewayIntents {
    GatewayIntents::non_privileged()
}

/// Runs the bot until it stops; a rejected token is reported in one line.
pub async fn serve(config: Config) -> Result<()> {
    let store = Store::open(&config.database_url)
        .await
        .with_context(|| format!("opening the database {}", config.database_url))?;
    let mut bot = Bot::build(&config, store, None).await?;
    // Ctrl-C or SIGTERM (docker stop): close the gateway and the database cleanly. Every move
    // is committed before it is acknowledged, so even a hard kill loses nothing.
    let shards = bot.client.shard_manager.clone();
    tokio::spawn(async move {
        shutdown_signal().await;
        tracing::info!("shutting down");
        shards.shutdown_all().await;
    });
    tracing::info!("connecting to Discord");
    let result = bot.client.start().await;
    bot.store.close().await;
    match result {
        Ok(()) => Ok(()),
        Err(serenity::Error::Gateway(serenity::all::GatewayError::InvalidAuthentication)) => {
            bail!("Discord rejected DISCORD_TOKEN: {TOKEN_HELP}")
        }
        Err(serenity::Error::Http(e)) if e.status_code().is_some_and(|s| s.as_u16() == 401) => {
            bail!("Discord rejected DISCORD_TOKEN: {TOKEN_HELP}")
        }
        Err(e) => Err(e).context("the connection to Discord failed"),
    }
}

/// Waits for Ctrl-C, or SIGTERM on Unix.
async fn shutdown_signal() {
    #[cfg(unix)]
    {
        let mut term =
            tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()).ok();
        let terminated = async {
            match term.as_mut() {
                Some(t) => {
                    t.recv().await;
                }
                None => std::future::pending().await,
            }
        };
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            () = terminated => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!((c.dev_guild, c.api_base, c.game_seed), (None, None, None));
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
