//! The bot as a whole: the poise framework with every command, the component router, error
//! handling, start-up (catching up on unannounced moves, listening to the session, then letting
//! it live its own life — [`crate::session::Session::live`] — and registering the commands), the
//! client, the token checked, and running until Ctrl-C or SIGTERM on what
//! [`crate::ops::process::start`] opened.

use super::announce::{Discord, note_discord_error};
use super::data::{Data, Error};
use super::notices::Herald;
use crate::dialogue::announce::catch_up;
use crate::ops::{Beside, Config, Fatal, Stop, TOKEN_HELP};
use crate::session::Session;
use anyhow::{Context as _, Result};
use poise::CreateReply;
use serenity::all::{Client, CreateAllowedMentions, GatewayIntents, GuildId, Http, HttpBuilder};
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
        let framework = framework(data, config.dev_guild, config.rounds_every);
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
    rounds_every: std::time::Duration,
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
                    ctx.data().arrivals.received(ctx.id(), "command");
                    ctx.data()
                        .session
                        .players()
                        .user_acted(ctx.author().id.get())
                        .await;
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
                data.session.prepare().await;
                let outlet = Discord {
                    http: &ctx.http,
                    data: &data,
                };
                if let Err(e) = catch_up(&data.session, &outlet).await {
                    tracing::error!("resuming games failed: {e:#}");
                }
                // Discord hears what the session does by itself from now on; then the session
                // lives its own life (computer clans, deadlines and reminders, other processes,
                // and what is owed untold: a message Discord refused is told again by a round).
                data.session
                    .subscribe(Arc::new(Herald::new(ctx.http.clone(), &data)));
                data.session.live(rounds_every).await;
                // Last, so that whoever waits for the commands finds the games caught up.
                let commands = &framework.options().commands;
                if let Some(g) = dev_guild {
                    poise::builtins::register_in_guild(ctx, commands, GuildId::new(g)).await?;
                } else {
                    poise::builtins::register_globally(ctx, commands).await?;
                }
                tracing::info!(commands = commands.len(), "commands registered");
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
            if super::failures::noted_fault(&ctx.data().session, &error) {
                tracing::debug!(interaction = id, command = %ctx.command().qualified_name, "command failed: {error:#}");
            } else {
                tracing::error!(interaction = id, command = %ctx.command().qualified_name, "command failed: {error:#}");
            }
            let lang = super::language::reader(ctx).await;
            note_discord_error(&error);
            // In place of the "thinking…" message if the command deferred, as any answer.
            let _ = super::commands::shared::answer(
                ctx,
                CreateReply::default().content(super::failures::sorry(lang, id, &error)),
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

/// Runs the bot until it stops: one line and an [`Exit`](crate::ops::Exit) status for what an
/// admin must fix (see [`crate::ops::exit_of`]), a clean stop on SIGTERM or Ctrl-C within a few
/// seconds whatever the bot is doing (connecting, retrying, playing), and at once on a second
/// signal.
pub async fn serve(config: Config, beside: Vec<Beside>) -> Result<()> {
    let mut stop = Stop::listen();
    serve_until(config, &mut stop, beside).await
}

/// [`serve`], stopping when `stop` says so.
pub async fn serve_until(config: Config, stop: &mut Stop, beside: Vec<Beside>) -> Result<()> {
    let (session, health) = crate::ops::process::start(&config, beside).await?;
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
    health_after.all_lost();
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
