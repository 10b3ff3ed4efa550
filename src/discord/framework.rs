//! The bot as a whole: the poise framework with every command, the component router, error
//! handling, start-up (command registration, filling in who stored games wait on, catching up on
//! unannounced moves), the client, and running until Ctrl-C or SIGTERM.

use super::announce::{CAUGHT_UP, RESTARTED, catch_up, note_discord_error};
use super::config::{Config, TOKEN_HELP, http, intents};
use super::data::{Data, Error};
use super::notices::Herald;
use crate::session::OpenError;
use crate::session::Session;
use anyhow::{Context as _, Result};
use poise::CreateReply;
use serenity::all::{Client, CreateAllowedMentions, GuildId};
use std::sync::Arc;

/// A built client, with the session it plays through (close it after a restart test).
pub struct Bot {
    /// The serenity client; `start()` runs it.
    pub client: Client,
    /// The session core the bot plays through.
    pub session: Arc<Session>,
}

impl Bot {
    /// Builds the client (HTTP, optionally through a proxy; the poise framework with every
    /// command; the component router) around prepared shared state (tests set an observer and a
    /// seed).
    pub async fn build_with(config: &Config, data: Data) -> Result<Bot> {
        let http = http(config);
        let session = data.session.clone();
        let data = Arc::new(data);
        let framework = framework(data, config.dev_guild, config.catch_up_every);
        let client = serenity::all::ClientBuilder::new_with_http(http, intents())
            .framework(framework)
            .await
            .context("building the Discord client")?;
        Ok(Bot { client, session })
    }
}

/// Builds the framework: every command, the component router, error handling, and at start-up
/// the command registration, who stored games wait on, and the announcement of missed moves.
pub fn framework(
    data: Arc<Data>,
    dev_guild: Option<u64>,
    catch_up_every: std::time::Duration,
) -> poise::Framework<Arc<Data>, Error> {
    poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: super::commands::all(),
            on_error: |error| Box::pin(on_error(error)),
            event_handler: |framework, event| {
                Box::pin(super::interactions::event(framework, event))
            },
            // A player who acts may have opened their DMs again: the next DM is tried.
            pre_command: |ctx| {
                Box::pin(async move {
                    ctx.data().received(ctx.id(), "command");
                    super::announce::dms_maybe_open(ctx.data(), ctx.author().id.get()).await;
                })
            },
            post_command: |ctx| {
                Box::pin(async move {
                    ctx.data().finished(ctx.id(), "ok");
                })
            },
            allowed_mentions: Some(CreateAllowedMentions::new()),
            ..Default::default()
        })
        .setup(move |ctx, _ready, framework| {
            Box::pin(async move {
                match data.session.backfill_awaited().await {
                    Ok(0) => {}
                    Ok(n) => tracing::info!(games = n, "filled in who stored games wait on"),
                    Err(e) => tracing::error!("filling in who games wait on failed: {e:#}"),
                }
                if let Err(e) = catch_up(&ctx.http, &data, RESTARTED).await {
                    tracing::error!("resuming games failed: {e:#}");
                }
                // Discord hears what the session does by itself from now on.
                data.session
                    .subscribe(Arc::new(Herald::new(ctx.http.clone(), &data)));
                data.session.start_computers();
                // What other processes on the same database change is heard (PostgreSQL).
                data.session.start_hearing();
                // Every computer clan woken; deadlines that passed while the bot was down are
                // taken now (once).
                if let Err(e) = data.session.tick(true).await {
                    tracing::error!("waking the computer clans or taking deadlines failed: {e:#}");
                }
                // Last, so that whoever waits for the commands finds the games caught up.
                let commands = &framework.options().commands;
                if let Some(g) = dev_guild {
                    poise::builtins::register_in_guild(ctx, commands, GuildId::new(g)).await?;
                } else {
                    poise::builtins::register_globally(ctx, commands).await?;
                }
                tracing::info!(commands = commands.len(), "commands registered");
                // Announcements that failed (a Discord error) are retried until they get through,
                // so no game waits on a player who was never told. Ends with the database.
                let (http, retry) = (ctx.http.clone(), data.clone());
                tokio::spawn(async move {
                    loop {
                        tokio::time::sleep(catch_up_every).await;
                        if retry.session.is_closed() {
                            break;
                        }
                        if let Err(e) = catch_up(&http, &retry, CAUGHT_UP).await {
                            tracing::warn!("catching up failed: {e:#}");
                        }
                        if let Err(e) = retry.session.tick(false).await {
                            tracing::warn!(
                                "waking the computer clans or taking deadlines failed: {e:#}"
                            );
                        }
                    }
                });
                Ok(data)
            })
        })
        .build()
}

async fn on_error(error: poise::FrameworkError<'_, Arc<Data>, Error>) {
    match error {
        poise::FrameworkError::Setup {
            error, framework, ..
        } => {
            // Without the setup the bot cannot work: stop instead of hanging (testing reference, pitfall 6).
            tracing::error!("start-up failed: {error:#}");
            framework.shard_manager().shutdown_all().await;
        }
        poise::FrameworkError::Command { error, ctx, .. } => {
            let id = ctx.id();
            tracing::error!(interaction = id, command = %ctx.command().qualified_name, "command failed: {error:#}");
            let lang = super::language::reader(ctx).await;
            note_discord_error(&error);
            let _ = ctx
                .send(
                    CreateReply::default()
                        .content(crate::present::locale::t!(
                            lang,
                            "sorry-error",
                            id = id.to_string()
                        ))
                        .ephemeral(true),
                )
                .await;
            ctx.data().finished(id, "failed");
        }
        other => {
            let ctx = other.ctx();
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!("error while handling an error: {e}");
            }
            if let Some(ctx) = ctx {
                ctx.data().finished(ctx.id(), "refused");
            }
        }
    }
}

/// Why the bot stopped, as the process's exit status (the README's "Operating the bot" lists
/// them): an admin's supervisor (Docker, systemd) can tell a configuration to fix from a crash.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exit {
    /// Stopped on request (SIGTERM, Ctrl-C), cleanly.
    Stopped = 0,
    /// An unexpected failure while running.
    Failed = 1,
    /// The configuration was refused: the token (missing, malformed, or rejected by Discord),
    /// `DATABASE_URL`, `METRICS_ADDR`, the backups or the Valhalla packs.
    Config = 2,
    /// The database cannot be opened or written (its directory, its file, its migrations).
    Database = 3,
    /// Stopped at once by a second signal, without waiting for the clean stop.
    Forced = 130,
}

/// An error that stops the bot with an exit status of its own, in one line.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct Fatal {
    /// The exit status.
    pub exit: Exit,
    /// What went wrong and what to do, in one line.
    pub message: String,
}

impl Fatal {
    /// A configuration error.
    pub fn config(message: impl Into<String>) -> anyhow::Error {
        Fatal {
            exit: Exit::Config,
            message: message.into(),
        }
        .into()
    }

    /// A database error.
    pub fn database(message: impl Into<String>) -> anyhow::Error {
        Fatal {
            exit: Exit::Database,
            message: message.into(),
        }
        .into()
    }
}

/// The exit status an error of `serve` stands for.
pub fn exit_of(error: &anyhow::Error) -> Exit {
    error
        .downcast_ref::<Fatal>()
        .map_or(Exit::Failed, |f| f.exit)
}

/// The stop signals (SIGTERM, SIGINT): the first asks for a clean stop, the second ends the
/// process at once.
pub struct Stop {
    asked: tokio::sync::watch::Receiver<bool>,
}

impl Stop {
    /// Listens for the signals from now on.
    pub fn listen() -> Stop {
        let (tx, asked) = tokio::sync::watch::channel(false);
        tokio::spawn(async move {
            shutdown_signal().await;
            tracing::info!("stopping (a second signal stops at once)");
            let _ = tx.send(true);
            shutdown_signal().await;
            eprintln!("stopped at once by a second signal");
            std::process::exit(Exit::Forced as i32);
        });
        Stop { asked }
    }

    /// Resolves once a stop was asked for (at once if it already was).
    pub async fn asked(&mut self) {
        if self.asked.wait_for(|asked| *asked).await.is_err() {
            std::future::pending::<()>().await;
        }
    }
}

/// How long one attempt to reach Discord may take.
const ATTEMPT: std::time::Duration = std::time::Duration::from_secs(10);
/// The longest wait between attempts to reach Discord.
const MOST_BACKOFF: std::time::Duration = std::time::Duration::from_secs(30);
/// At most one warning this often while Discord cannot be reached.
const WARN_EVERY: std::time::Duration = std::time::Duration::from_mins(1);

/// Whether Discord refused the token (401).
fn unauthorized(e: &serenity::Error) -> bool {
    match e {
        serenity::Error::Http(h) => h.status_code().is_some_and(|s| s.as_u16() == 401),
        serenity::Error::Gateway(serenity::all::GatewayError::InvalidAuthentication) => true,
        _ => false,
    }
}

/// Checks the token with one REST call and asks for the gateway's address, both through the
/// configured API base: a rejected token stops the bot; while Discord cannot be reached it tries
/// again, backing off, warning once a minute. `None` when a stop was asked for meanwhile.
async fn reach_discord(
    http: &serenity::all::Http,
    base: &str,
    stop: &mut Stop,
) -> Result<Option<String>> {
    let mut delay = std::time::Duration::from_secs(1);
    let mut warned: Option<tokio::time::Instant> = None;
    loop {
        let attempt = async {
            http.get_current_user().await?;
            Ok::<_, serenity::Error>(http.get_gateway().await?.url)
        };
        let outcome = tokio::select! {
            outcome = tokio::time::timeout(ATTEMPT, attempt) => outcome,
            () = stop.asked() => return Ok(None),
        };
        match outcome {
            Ok(Ok(url)) => return Ok(Some(url)),
            Ok(Err(e)) if unauthorized(&e) => {
                return Err(Fatal::config(format!(
                    "Discord rejected DISCORD_TOKEN: {TOKEN_HELP}"
                )));
            }
            failed => {
                let why = match failed {
                    Ok(Err(e)) => format!("{:#}", anyhow::Error::new(e)),
                    _ => format!("no answer in {} s", ATTEMPT.as_secs()),
                };
                if warned.is_none_or(|at| at.elapsed() >= WARN_EVERY) {
                    tracing::warn!(
                        "Discord cannot be reached at {base} ({why}); trying again, every {} s at most",
                        MOST_BACKOFF.as_secs()
                    );
                    warned = Some(tokio::time::Instant::now());
                }
            }
        }
        tokio::select! {
            () = tokio::time::sleep(delay) => {}
            () = stop.asked() => return Ok(None),
        }
        delay = (delay * 2).min(MOST_BACKOFF);
    }
}

/// How long the clean stop waits for the gateway to close, then for moves under way and the
/// database: together well under the 5 seconds an admin may give (`docker stop` gives 10).
const CLOSE_GATEWAY: std::time::Duration = std::time::Duration::from_millis(2500);
const CLOSE_DATABASE: std::time::Duration = std::time::Duration::from_millis(1500);

/// Runs the bot until it stops: one line and an [`Exit`] status for what an admin must fix
/// (see [`exit_of`]), a clean stop on SIGTERM or Ctrl-C within a few seconds whatever the bot
/// is doing (connecting, retrying, playing), and at once on a second signal.
pub async fn serve(config: Config, beside: Vec<Beside>) -> Result<()> {
    let mut stop = Stop::listen();
    serve_until(config, &mut stop, beside).await
}

/// Another front end started beside Discord on the same session, once the database is open and
/// before Discord connects (the web companion): its error stops the bot (a configuration error).
pub type Beside = Box<
    dyn FnOnce(
            Arc<Session>,
        ) -> std::pin::Pin<Box<dyn std::future::Future<Output = Result<()>> + Send>>
        + Send,
>;

/// [`serve`], stopping when `stop` says so.
pub async fn serve_until(config: Config, stop: &mut Stop, beside: Vec<Beside>) -> Result<()> {
    // The database is opened before anything connects: a malformed URL, or a directory that
    // cannot be made or written, is one line saying so.
    let session = Session::open(&config.database_url)
        .await
        .map_err(|e| match e {
            OpenError::Url(why) => Fatal::config(why),
            OpenError::Database(why) => Fatal::database(why),
        })?
        .with_rounds(config.catch_up_every);
    #[cfg(any(debug_assertions, feature = "testkit"))]
    let session = match std::env::var_os(crate::session::TEST_CLOCK_VARIABLE) {
        Some(path) => session.with_clock(crate::session::file_clock(path.into())),
        None => session,
    };
    let session = Arc::new(session);
    // Health and metrics from before the gateway connects (`/healthz` says it is not ready yet).
    let health = Arc::new(crate::ops::Health::default());
    if let Some(addr) = config.metrics_addr {
        let now = || jiff::Timestamp::now().as_second();
        crate::ops::listen(addr, session.clone(), health.clone(), now)
            .await
            .map_err(|e| {
                Fatal::config(format!("METRICS_ADDR={addr} cannot be listened on: {e}"))
            })?;
    }
    for start in beside {
        start(session.clone()).await?;
    }
    let backups = config.backups.clone().filter(|b| {
        let sqlite = session.backend() == crate::session::Backend::Sqlite;
        if !sqlite {
            // The image sets BACKUP_DIR; on PostgreSQL it has nothing to copy.
            tracing::warn!(
                "BACKUP_DIR={} is ignored: the backups copy a SQLite file, and a PostgreSQL database is backed up with pg_dump",
                b.dir.display()
            );
        }
        sqlite
    });
    if let Some(backups) = backups {
        std::fs::create_dir_all(&backups.dir).map_err(|e| {
            Fatal::config(format!(
                "BACKUP_DIR={} cannot be created: {e}",
                backups.dir.display()
            ))
        })?;
        tracing::info!(
            "a backup now and every {:.1} h into {}, the newest {} kept",
            backups.every.as_secs_f64() / 3600.0,
            backups.dir.display(),
            backups.keep
        );
        tokio::spawn(crate::ops::run_backups(session.clone(), backups));
    }
    let base = config
        .api_base
        .clone()
        .unwrap_or_else(|| "https://discord.com".to_string());
    tracing::info!("connecting to Discord at {base}");
    let Some(gateway) = reach_discord(&http(&config), &base, stop).await? else {
        session.close().await;
        return Ok(());
    };
    let mut data = Data::new(session);
    let health_after = health.clone();
    data.health = health;
    let mut bot = Bot::build_with(&config, data).await?;
    // The gateway the configured API named, never another host (serenity falls back to
    // Discord's own when its request fails).
    *bot.client.ws_url.lock().await = gateway;
    let shards = bot.client.shard_manager.clone();
    let range = config.shards;
    let start = async {
        match range {
            // (serenity's range ends with its last shard, included.)
            Some(s) => {
                tracing::info!("running shards {}-{} of {}", s.first, s.last, s.count);
                bot.client.start_shard_range(s.first..s.last, s.count).await
            }
            None => bot.client.start().await,
        }
    };
    tokio::pin!(start);
    let result = tokio::select! {
        result = &mut start => result,
        () = stop.asked() => {
            // Every move is stored before it is confirmed; what is not told yet is told after
            // the restart (the announced cursor). So the stop only closes things in order.
            tokio::spawn(async move { shards.shutdown_all().await });
            if let Ok(result) = tokio::time::timeout(CLOSE_GATEWAY, &mut start).await {
                result
            } else {
                tracing::warn!("the gateway did not close in time; stopping anyway");
                Ok(())
            }
        }
    };
    health_after.set_connected(false);
    if tokio::time::timeout(CLOSE_DATABASE, bot.session.close())
        .await
        .is_err()
    {
        tracing::warn!("the database did not close in time; its last writes are safe in its log");
    }
    match result {
        Ok(()) => {
            tracing::info!("stopped");
            Ok(())
        }
        Err(e) if unauthorized(&e) => Err(Fatal::config(format!(
            "Discord rejected DISCORD_TOKEN: {TOKEN_HELP}"
        ))),
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
