//! The bot as a whole: the poise framework with every command, the component router, error
//! handling, start-up (command registration, filling in who stored games wait on, catching up on
//! unannounced moves), the client, and running until Ctrl-C or SIGTERM.

use super::announce::{CAUGHT_UP, RESTARTED, catch_up};
use super::config::{Config, TOKEN_HELP, http, intents};
use super::data::{Data, Error};
use crate::session::Session;
use crate::store::Store;
use anyhow::{Context as _, Result, bail};
use poise::CreateReply;
use serenity::all::{Client, CreateAllowedMentions, GuildId};
use std::sync::Arc;

/// A built client, with the store it uses (close it after a restart test).
pub struct Bot {
    /// The serenity client; `start()` runs it.
    pub client: Client,
    /// The database.
    pub store: Store,
    /// The session core the bot plays through.
    pub session: Arc<Session>,
}

impl Bot {
    /// Builds the client: HTTP (optionally through a proxy), the poise framework with every
    /// command, and the component router.
    pub async fn build(config: &Config, store: Store) -> Result<Bot> {
        Bot::build_with(config, Data::new(Arc::new(Session::new(store.clone())))).await
    }

    /// Builds the client around prepared shared state (tests set an observer and a seed).
    pub async fn build_with(config: &Config, data: Data) -> Result<Bot> {
        let http = http(config);
        let store = data.store().clone();
        let session = data.session.clone();
        let data = Arc::new(data);
        let framework = framework(data, config.dev_guild, config.catch_up_every);
        let client = serenity::all::ClientBuilder::new_with_http(http, intents())
            .framework(framework)
            .await
            .context("building the Discord client")?;
        Ok(Bot {
            client,
            store,
            session,
        })
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
                    super::announce::dms_maybe_open(ctx.data(), ctx.author().id.get()).await;
                })
            },
            post_command: |ctx| {
                Box::pin(async move {
                    ctx.data().handled(ctx.id());
                })
            },
            allowed_mentions: Some(CreateAllowedMentions::new()),
            ..Default::default()
        })
        .setup(move |ctx, _ready, framework| {
            Box::pin(async move {
                if let Err(e) = super::announce::load_dms_closed(&data).await {
                    tracing::error!("reading whose DMs are closed failed: {e:#}");
                }
                match data.session.backfill_awaited().await {
                    Ok(0) => {}
                    Ok(n) => tracing::info!(games = n, "filled in who stored games wait on"),
                    Err(e) => tracing::error!("filling in who games wait on failed: {e:#}"),
                }
                if let Err(e) = catch_up(&ctx.http, &data, RESTARTED).await {
                    tracing::error!("resuming games failed: {e:#}");
                }
                super::computer::start(ctx.http.clone(), data.clone());
                if let Err(e) = super::computer::wake_waiting(&data, true).await {
                    tracing::error!("waking the computer clans failed: {e:#}");
                }
                // Deadlines that passed while the bot was down are taken now (once).
                if let Err(e) = super::deadline::sweep(&ctx.http, &data).await {
                    tracing::error!("taking the due deadlines failed: {e:#}");
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
                        if retry.store().pool().is_closed() {
                            break;
                        }
                        if let Err(e) = catch_up(&http, &retry, CAUGHT_UP).await {
                            tracing::warn!("catching up failed: {e:#}");
                        }
                        if let Err(e) = super::computer::wake_waiting(&retry, false).await {
                            tracing::warn!("waking the computer clans failed: {e:#}");
                        }
                        if let Err(e) = super::deadline::sweep(&http, &retry).await {
                            tracing::warn!("taking the due deadlines failed: {e:#}");
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
            ctx.data().handled(id);
        }
        other => {
            let ctx = other.ctx();
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!("error while handling an error: {e}");
            }
            if let Some(ctx) = ctx {
                ctx.data().handled(ctx.id());
            }
        }
    }
}

/// Runs the bot until it stops; a rejected token is reported in one line.
pub async fn serve(config: Config) -> Result<()> {
    let store = Store::open(&config.database_url)
        .await
        .with_context(|| format!("opening the database {}", config.database_url))?;
    let mut bot = Bot::build(&config, store).await?;
    // Ctrl-C or SIGTERM (docker stop): close the gateway and the database cleanly. Every move
    // is stored before it is confirmed, so even a hard kill loses nothing a player saw confirmed.
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
