//! Slash commands, the poise framework set-up, and error handling.

use super::autocomplete as ac;
use super::ids::{Action, ComponentId};
use super::panel::{self, Path};
use super::play::{self, Outcome};
use super::{Context, Data, Error};
use crate::engine::base::data::{CardId, ProvinceId, catalogue};
use crate::engine::base::{Command, Game};
use crate::engine::base::{Decision, Figure, Place};
use crate::engine::{AnyCommand, ClanName, GameConfig, Options, Seat};
use crate::render::{self, CardsInput, Section, Theme};
use crate::store::{GameRecord, GameStatus, NewGame, Store, StoreError};
use poise::CreateReply;
use serenity::all::{
    ButtonStyle, ChannelType, CreateActionRow, CreateAllowedMentions, CreateAttachment,
    CreateButton, CreateMessage, CreateThread, GuildId, Permissions, RoleId,
};
use std::fmt::Write as _;
use std::sync::Arc;

/// Builds the framework: every command, the component router, error handling, and at start-up the
/// command registration and the resumption of games whose last move was not announced.
pub fn framework(
    data: Arc<Data>,
    dev_guild: Option<u64>,
    catch_up_every: std::time::Duration,
) -> poise::Framework<Arc<Data>, Error> {
    poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: vec![
                game(),
                act(),
                invade(),
                march(),
                upgrade(),
                quest(),
                pillage(),
                pass(),
                hand(),
                board(),
                log(),
                rules(),
                card(),
                mygames(),
            ],
            on_error: |error| Box::pin(on_error(error)),
            event_handler: |framework, event| Box::pin(super::components::event(framework, event)),
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
                let commands = &framework.options().commands;
                if let Some(g) = dev_guild {
                    poise::builtins::register_in_guild(ctx, commands, GuildId::new(g)).await?;
                } else {
                    poise::builtins::register_globally(ctx, commands).await?;
                }
                tracing::info!(commands = commands.len(), "commands registered");
                if let Err(e) = play::catch_up(&ctx.http, &data, play::RESTARTED).await {
                    tracing::error!("resuming games failed: {e:#}");
                }
                // Announcements that failed (a Discord error) are retried until they get through,
                // so no game waits on a player who was never told. Ends with the database.
                let (http, retry) = (ctx.http.clone(), data.clone());
                tokio::spawn(async move {
                    loop {
                        tokio::time::sleep(catch_up_every).await;
                        if retry.store.pool().is_closed() {
                            break;
                        }
                        if let Err(e) = play::catch_up(&http, &retry, play::CAUGHT_UP).await {
                            tracing::warn!("catching up failed: {e:#}");
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
            let _ = ctx
                .send(
                    CreateReply::default()
                        .content(format!("Sorry, something went wrong on my side. Nothing was changed; please try again. (error id {id})"))
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

/// A private reply.
pub async fn private(ctx: Context<'_>, text: impl Into<String>) -> Result<(), Error> {
    ctx.send(CreateReply::default().content(text.into()).ephemeral(true))
        .await?;
    Ok(())
}

/// The game a command is about: the `game` option, else the game of this thread, else the one
/// active game of the user.
pub async fn resolve(ctx: Context<'_>, game: Option<i64>) -> Result<Option<GameRecord>, Error> {
    let store = &ctx.data().store;
    if let Some(id) = game {
        return match store.record(id).await {
            Ok(r) => Ok(Some(r)),
            Err(StoreError::NoSuchGame { .. }) => {
                private(
                    ctx,
                    format!("There is no game #{id}. `/mygames` lists yours."),
                )
                .await?;
                Ok(None)
            }
            Err(e) => Err(e.into()),
        };
    }
    if let Some(r) = store.game_in_thread(ctx.channel_id().get()).await? {
        return Ok(Some(r));
    }
    let mine: Vec<GameRecord> = store
        .games_of_user(ctx.author().id.get())
        .await?
        .into_iter()
        .map(|(r, _)| r)
        .filter(|r| r.status == GameStatus::Active)
        .collect();
    if mine.len() == 1 {
        return Ok(mine.into_iter().next());
    }
    private(
        ctx,
        "Use this command in a game's thread, or choose the game with the `game` option (`/mygames` lists yours).",
    )
    .await?;
    Ok(None)
}

/// Sends a seat's panel privately (with its cards when the decision is about them).
pub async fn send_panel(
    ctx: Context<'_>,
    record: &GameRecord,
    game: &Game,
    seat: Seat,
    note: Option<&str>,
) -> Result<(), Error> {
    let p = panel::build(game, record.id, record.next_seq, seat, &Path::Root);
    let mut content = format!("**{}** (#{}) — {}", record.name, record.id, p.content);
    if let Some(n) = note {
        content = format!("{n}\n{content}");
    }
    let mut reply = CreateReply::default()
        .content(content)
        .ephemeral(true)
        .components(p.rows);
    if p.show_cards {
        let png = play::cards_png(format!("#{} {}", record.id, record.name), game, seat).await?;
        reply = reply.attachment(CreateAttachment::bytes(png, "cards.png"));
    }
    ctx.send(reply).await?;
    Ok(())
}

/// Applies commands for the author and answers privately: the next choice if the game still
/// waits on them, else a confirmation. Public news goes to the thread.
async fn apply(ctx: Context<'_>, record: &GameRecord, commands: Vec<Command>) -> Result<(), Error> {
    match play::act(
        ctx.http(),
        ctx.data(),
        record.id,
        ctx.author().id,
        &commands,
        None,
    )
    .await?
    {
        Outcome::Refused(text) => private(ctx, text).await,
        Outcome::Applied {
            game,
            seat,
            seq,
            announced,
            ..
        } => {
            let record = GameRecord {
                next_seq: seq,
                ..record.clone()
            };
            let done = if announced {
                "Done.".to_string()
            } else {
                format!("Done. {}", play::DELAYED)
            };
            if game.awaited().contains(seat) {
                send_panel(ctx, &record, &game, seat, Some(&done)).await
            } else if announced {
                private(ctx, "Done. The thread shows what happened.").await
            } else {
                private(ctx, done).await
            }
        }
    }
}

// ------------------------------------------------------------------------------------- /game

/// Create, start, inspect or abandon a game.
#[poise::command(
    slash_command,
    subcommands("game_new", "game_start", "game_status", "game_leave", "game_abandon"),
    rename = "game"
)]
#[allow(clippy::unused_async)] // a parent of subcommands is never called, but poise needs it async
pub async fn game(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

fn lobby_text(
    record: &GameRecord,
    seats: &[(Seat, u64)],
    players: u8,
    role: Option<u64>,
) -> String {
    let who: Vec<String> = seats.iter().map(|(_, u)| format!("<@{u}>")).collect();
    let access = role.map_or("anyone here may join".to_string(), |r| {
        format!("only <@&{r}> may join")
    });
    format!(
        "**Blood Rage** — game #{} *{}*, hosted by <@{}>.\nSeats: {}/{players} — {}\n{access}. Press **Join** to take a seat; the host starts with **Start** or `/game start` (2 players at least).",
        record.id,
        record.name,
        record.host_id.unwrap_or(0),
        seats.len(),
        if who.is_empty() {
            "nobody yet".into()
        } else {
            who.join(", ")
        }
    )
}

/// The lobby message's text and buttons.
pub fn lobby(
    record: &GameRecord,
    seats: &[(Seat, u64)],
    players: u8,
    role: Option<u64>,
) -> (String, Vec<CreateActionRow>) {
    let id = |a: Action| ComponentId::new(record.id, 0, a).encode();
    (
        lobby_text(record, seats, players, role),
        vec![CreateActionRow::Buttons(vec![
            CreateButton::new(id(Action::Join))
                .label("Join")
                .style(ButtonStyle::Success),
            CreateButton::new(id(Action::Leave))
                .label("Leave")
                .style(ButtonStyle::Secondary),
            CreateButton::new(id(Action::Start))
                .label("Start")
                .style(ButtonStyle::Primary),
        ])],
    )
}

/// Settings keys of the lobby: seats at the table.
pub const SEATS: &str = "seats";
/// The lobby message in the game's thread.
pub const LOBBY: &str = "lobby_message";

/// The lobby message's text and buttons as they stand, or its final text once started.
pub async fn lobby_now(
    data: &Data,
    record: &GameRecord,
) -> Result<(String, Vec<CreateActionRow>), Error> {
    if record.status != GameStatus::Lobby {
        let what = if record.status == GameStatus::Abandoned {
            "was abandoned"
        } else {
            "has started"
        };
        return Ok((
            format!(
                "**Blood Rage** — game #{} *{}* {what}.",
                record.id, record.name
            ),
            Vec::new(),
        ));
    }
    let (players, role) = lobby_settings(&data.store, record.id).await?;
    let seats = data.store.seats(record.id).await?;
    Ok(lobby(record, &seats, players, role))
}

/// A lobby's player count and the role that may join it (if any), as chosen at `/game new`.
pub async fn lobby_settings(store: &Store, game: i64) -> Result<(u8, Option<u64>), StoreError> {
    let players = store
        .game_setting(game, SEATS)
        .await?
        .and_then(|v| v.parse().ok())
        .unwrap_or(5);
    let role = store
        .game_setting(game, ROLE)
        .await?
        .and_then(|v| v.parse().ok());
    Ok((players, role))
}

/// Brings the lobby message up to date after a change made by a command (the buttons update it
/// themselves). A failure is only logged: the lobby still works.
pub async fn refresh_lobby(http: &serenity::all::Http, data: &Data, game: i64) {
    let result = async {
        let record = data.store.record(game).await?;
        let (Some(thread), Some(message)) = (
            record.thread_id,
            data.store
                .game_setting(game, LOBBY)
                .await?
                .and_then(|v| v.parse::<u64>().ok()),
        ) else {
            return Ok(());
        };
        let (text, rows) = lobby_now(data, &record).await?;
        serenity::all::ChannelId::new(thread)
            .edit_message(
                http,
                serenity::all::MessageId::new(message),
                serenity::all::EditMessage::new()
                    .content(text)
                    .components(rows),
            )
            .await?;
        Ok::<(), Error>(())
    }
    .await;
    if let Err(e) = result {
        tracing::warn!(game, "updating the lobby message failed: {e:#}");
    }
}
/// Role allowed to join.
pub const ROLE: &str = "role";

/// Create a game in a thread of this channel.
#[poise::command(slash_command, guild_only, rename = "new")]
pub async fn game_new(
    ctx: Context<'_>,
    #[description = "Seats at the table (2 to 5)"]
    #[min = 2]
    #[max = 5]
    players: Option<u8>,
    #[description = "A name for the game"]
    #[max_length = 60]
    name: Option<String>,
    #[description = "Only members with this role may join"] role: Option<serenity::all::Role>,
    #[description = "First game: no draft in Age 1, everyone keeps the 8 cards dealt"]
    first_game: Option<bool>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let players = players.unwrap_or(4).clamp(2, 5);
    let author = ctx.author();
    let name = name
        .map(|n| n.trim().to_string())
        .filter(|n| !n.is_empty())
        .unwrap_or_else(|| format!("{}'s game", author.display_name()));
    let seed = ctx.data().game_seed.unwrap_or_else(random_seed);
    let config = GameConfig {
        options: Options {
            age1_no_draft: first_game.unwrap_or(false),
        },
        ..GameConfig::base(players, seed)
    };
    let store = &ctx.data().store;
    let mut settings = vec![(SEATS.to_string(), players.to_string())];
    if let Some(r) = &role {
        settings.push((ROLE.to_string(), r.id.get().to_string()));
    }
    let id = store
        .create_game(&NewGame {
            config: Some(config),
            name: name.clone(),
            status: Some(GameStatus::Lobby),
            guild_id: ctx.guild_id().map(GuildId::get),
            channel_id: Some(ctx.channel_id().get()),
            thread_id: None,
            host_id: Some(author.id.get()),
            settings,
        })
        .await?;
    let thread = match ctx
        .channel_id()
        .create_thread(
            ctx.http(),
            // A week without a message before Discord hides the thread; any move brings it back.
            CreateThread::new(format!("Blood Rage #{id} · {name}"))
                .kind(ChannelType::PublicThread)
                .auto_archive_duration(serenity::all::AutoArchiveDuration::OneWeek),
        )
        .await
    {
        Ok(t) => t,
        Err(e) => {
            // Without its thread the game cannot be played: close it and say what to fix.
            tracing::warn!(game = id, "cannot create the game's thread: {e}");
            store.set_status(id, GameStatus::Abandoned, None).await?;
            let why = if play::discord_code(&e).is_some_and(|c| c == 50001 || c == 50013) {
                "I am not allowed to create a thread in this channel. A server admin can give me \
                 **Create Public Threads**, **Send Messages in Threads** and **Attach Files** here, \
                 or you can use `/game new` in another text channel."
            } else {
                "I could not create the game's thread here. Use `/game new` in a server text \
                 channel (not in a thread, forum or voice channel)."
            };
            return private(ctx, why).await;
        }
    };
    store.set_thread(id, thread.id.get()).await?;
    store
        .join(id, author.id.get(), author.display_name(), players)
        .await?;
    let record = store.record(id).await?;
    let seats = store.seats(id).await?;
    let (text, rows) = lobby(&record, &seats, players, role.as_ref().map(|r| r.id.get()));
    let message = thread
        .id
        .send_message(
            ctx.http(),
            CreateMessage::new().content(text).components(rows),
        )
        .await?;
    store
        .set_game_setting(id, LOBBY, &message.id.get().to_string())
        .await?;
    private(
        ctx,
        format!(
            "Game #{id} *{name}* is open in <#{}>: players press **Join** there.",
            thread.id
        ),
    )
    .await
}

/// An unpredictable seed: SipHash under the process's random keys (seeded by the operating
/// system), so nobody can work out a game's shuffles from anything they can see.
fn random_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos()),
    );
    hasher.finish()
}

/// Starts a game in its lobby: random seat order and clans (from the game's seed), the first
/// player drawn by the rules, and the first draft dealt.
pub async fn start_game(
    http: &serenity::all::Http,
    data: &Data,
    id: i64,
    user: u64,
) -> Result<Result<(), String>, Error> {
    let _guard = data.lock(id).await;
    let store = &data.store;
    let record = store.record(id).await?;
    if record.status != GameStatus::Lobby {
        return Ok(Err(format!("Game #{id} has already started.")));
    }
    if record.host_id != Some(user) {
        return Ok(Err("Only the host can start the game.".into()));
    }
    let seats = store.seats(id).await?;
    if seats.len() < 2 {
        return Ok(Err(
            "At least 2 players must join before the game starts.".into()
        ));
    }
    let mut config = record.config.clone();
    let mut rng = crate::engine::rng::GameRng::from_seed(config.seed ^ 0x5EA7_5EA7);
    let mut users: Vec<u64> = seats.iter().map(|(_, u)| *u).collect();
    rng.shuffle(&mut users);
    let mut clans = ClanName::ALL.to_vec();
    rng.shuffle(&mut clans);
    config.players = users.len() as u8;
    config.clans = clans[..users.len()].to_vec();
    let game = Game::new(&config)?;
    store.set_config(id, &config).await?;
    store
        .set_seats(
            id,
            &users
                .iter()
                .enumerate()
                .map(|(i, u)| (Seat(i as u8), *u))
                .collect::<Vec<_>>(),
        )
        .await?;
    store.set_status(id, GameStatus::Active, None).await?;
    let record = store.record(id).await?;
    if let Some(thread) = record.thread_id {
        let names = play::table(store, &record, &game).await?.names;
        let view = game.public_view();
        let order: Vec<String> = (0..config.players)
            .map(|s| names.of(Seat(s)).to_string())
            .collect();
        let destroyed: Vec<String> = view
            .provinces
            .iter()
            .filter(|p| p.destroyed)
            .map(|p| p.id.name().to_string())
            .collect();
        let text = format!(
            "## The game begins!\nTurn order: {}. First player: {}.\nRagnarök will destroy {}, then {}, then {}.{}",
            order.join(" → "),
            names.of(view.first_player),
            view.ragnarok[0],
            view.ragnarok[1],
            view.ragnarok[2],
            if destroyed.is_empty() {
                String::new()
            } else {
                format!("\nAlready destroyed: {}.", destroyed.join(", "))
            }
        );
        if let Err(e) = serenity::all::ChannelId::new(thread)
            .send_message(
                http,
                CreateMessage::new()
                    .content(text)
                    .allowed_mentions(CreateAllowedMentions::new()),
            )
            .await
        {
            tracing::warn!(game = id, "posting the start failed: {e}");
        }
        // If Discord refuses, the game has started all the same; the catch-up task tells the
        // players shortly.
        if let Err(e) = play::announce(
            http,
            store,
            &record,
            &game,
            &[crate::engine::base::Event::PhaseBegan {
                phase: game.phase(),
            }],
            None,
        )
        .await
        {
            tracing::warn!(game = id, "announcing the start failed: {e:#}");
        }
    }
    Ok(Ok(()))
}

/// Start the game (host only).
#[poise::command(slash_command, guild_only, rename = "start")]
pub async fn game_start(
    ctx: Context<'_>,
    #[description = "The game (defaults to this thread's)"]
    #[autocomplete = "ac::my_games"]
    game: Option<i64>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let record = match game {
        Some(id) => ctx.data().store.record(id).await.ok(),
        None => {
            ctx.data()
                .store
                .game_in_thread(ctx.channel_id().get())
                .await?
        }
    };
    let Some(record) = record else {
        return private(
            ctx,
            "Use `/game start` in the game's thread (or give the game's number).",
        )
        .await;
    };
    match start_game(ctx.http(), ctx.data(), record.id, ctx.author().id.get()).await? {
        Ok(()) => {
            refresh_lobby(ctx.http(), ctx.data(), record.id).await;
            private(ctx, "The game has started.").await
        }
        Err(why) => private(ctx, why).await,
    }
}

/// Where a game stands: phase, who is awaited, scores.
#[poise::command(slash_command, rename = "status")]
pub async fn game_status(
    ctx: Context<'_>,
    #[description = "The game (defaults to this thread's)"]
    #[autocomplete = "ac::my_games"]
    game: Option<i64>,
) -> Result<(), Error> {
    let Some(record) = resolve(ctx, game).await? else {
        return Ok(());
    };
    let text = status_text(ctx.data(), &record).await?;
    private(ctx, text).await
}

/// A game's status in words.
pub async fn status_text(data: &Data, record: &GameRecord) -> Result<String, Error> {
    if record.status == GameStatus::Lobby {
        let seats = data.store.seats(record.id).await?;
        return Ok(format!(
            "Game #{} *{}* is waiting for players ({} joined).",
            record.id,
            record.name,
            seats.len()
        ));
    }
    let loaded = data.store.load(record.id).await?;
    let game = &super::base(loaded.game);
    let names = play::table(&data.store, record, game).await?.names;
    let view = game.public_view();
    let scores: Vec<String> = view
        .clans
        .iter()
        .map(|c| format!("{} {}", names.of(c.seat), c.glory))
        .collect();
    let waiting = match game.pending() {
        Some(p) => {
            let who: Vec<String> = p.seats.iter().map(|s| names.of(s).to_string()).collect();
            format!("Waiting for {}: {}.", who.join(", "), p.decision.describe())
        }
        None => "The game is over.".into(),
    };
    Ok(format!(
        "**{}** (#{}, {}) — Age {}, {} phase. {}\nGlory: {}.",
        record.name,
        record.id,
        record.status,
        view.age,
        view.phase.name(),
        waiting,
        scores.join(", ")
    ))
}

/// Why the host cannot leave a lobby.
pub const HOST_STAYS: &str =
    "You are the host: you cannot leave your own game. `/game abandon` closes it instead.";

/// Leave a game's lobby.
#[poise::command(slash_command, guild_only, rename = "leave")]
pub async fn game_leave(ctx: Context<'_>) -> Result<(), Error> {
    let Some(record) = ctx
        .data()
        .store
        .game_in_thread(ctx.channel_id().get())
        .await?
    else {
        return private(ctx, "Use `/game leave` in the game's thread.").await;
    };
    if record.status != GameStatus::Lobby {
        return private(ctx, "The game has started: seats can no longer be left. The host or an admin may `/game abandon` it.").await;
    }
    if record.host_id == Some(ctx.author().id.get()) {
        return private(ctx, HOST_STAYS).await;
    }
    let left = {
        let _guard = ctx.data().lock(record.id).await;
        ctx.data()
            .store
            .leave(record.id, ctx.author().id.get())
            .await?
    };
    if left {
        refresh_lobby(ctx.http(), ctx.data(), record.id).await;
        private(ctx, "You left the game.").await
    } else {
        private(ctx, "You had not joined this game.").await
    }
}

/// Abandon a game (its host or a server admin).
#[poise::command(slash_command, guild_only, rename = "abandon")]
pub async fn game_abandon(
    ctx: Context<'_>,
    #[description = "The game (defaults to this thread's)"]
    #[autocomplete = "ac::my_games"]
    game: Option<i64>,
) -> Result<(), Error> {
    let Some(record) = resolve(ctx, game).await? else {
        return Ok(());
    };
    let admin = ctx
        .author_member()
        .await
        .and_then(|m| m.permissions)
        .is_some_and(|p| {
            p.contains(Permissions::ADMINISTRATOR) || p.contains(Permissions::MANAGE_GUILD)
        });
    if record.host_id != Some(ctx.author().id.get()) && !admin {
        return private(
            ctx,
            "Only the game's host or a server admin can abandon it.",
        )
        .await;
    }
    if matches!(record.status, GameStatus::Finished | GameStatus::Abandoned) {
        return private(
            ctx,
            format!("Game #{} is already {}.", record.id, record.status),
        )
        .await;
    }
    {
        let _guard = ctx.data().lock(record.id).await;
        ctx.data()
            .store
            .set_status(record.id, GameStatus::Abandoned, None)
            .await?;
        ctx.data().store.cancel_schedules(record.id, None).await?;
    }
    if record.status == GameStatus::Lobby {
        refresh_lobby(ctx.http(), ctx.data(), record.id).await;
    }
    if let Some(thread) = record.thread_id {
        serenity::all::ChannelId::new(thread)
            .send_message(
                ctx.http(),
                CreateMessage::new()
                    .content(format!(
                        "Game #{} *{}* was abandoned by <@{}>.",
                        record.id,
                        record.name,
                        ctx.author().id
                    ))
                    .allowed_mentions(CreateAllowedMentions::new()),
            )
            .await?;
    }
    private(
        ctx,
        format!(
            "Game #{} is abandoned. Its log stays available with `/log`.",
            record.id
        ),
    )
    .await
}

// ------------------------------------------------------------------------------------- actions

/// Loads a game for one of its players; replies and returns `None` otherwise.
async fn my_game(
    ctx: Context<'_>,
    game: Option<i64>,
) -> Result<Option<(GameRecord, Game, Seat)>, Error> {
    let Some(record) = resolve(ctx, game).await? else {
        return Ok(None);
    };
    if record.status != GameStatus::Active {
        private(ctx, play::not_active(&record)).await?;
        return Ok(None);
    }
    let Some(seat) = play::seat_of(&ctx.data().store, record.id, ctx.author().id).await? else {
        private(ctx, "You are not playing in this game.").await?;
        return Ok(None);
    };
    let loaded = ctx.data().store.load(record.id).await?;
    Ok(Some((loaded.record, super::base(loaded.game), seat)))
}

/// Your choices now, as buttons and menus (only you see them).
#[poise::command(slash_command)]
pub async fn act(
    ctx: Context<'_>,
    #[description = "The game (defaults to this thread's)"]
    #[autocomplete = "ac::my_games"]
    game: Option<i64>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let Some((record, game, seat)) = my_game(ctx, game).await? else {
        return Ok(());
    };
    send_panel(ctx, &record, &game, seat, None).await
}

/// Invade: put a figure from your reserve on the board.
#[poise::command(slash_command)]
pub async fn invade(
    ctx: Context<'_>,
    #[description = "The figure"]
    #[autocomplete = "ac::invade_figure"]
    figure: String,
    #[description = "Where it goes"]
    #[autocomplete = "ac::invade_place"]
    to: String,
    #[description = "The game (defaults to this thread's)"]
    #[autocomplete = "ac::my_games"]
    game: Option<i64>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let (Some(figure), Some(to)) = (Figure::parse(&figure), Place::parse(&to)) else {
        return private(
            ctx,
            "Choose a figure and a place from the suggestions (for example `warrior` and `gimle`).",
        )
        .await;
    };
    let Some((record, _, _)) = my_game(ctx, game).await? else {
        return Ok(());
    };
    apply(ctx, &record, vec![Command::Invade { figure, to }]).await
}

/// Parses "leader, 2 warriors, troll" into March steps.
fn parse_figures(text: &str) -> Option<Vec<Figure>> {
    let mut out = Vec::new();
    for part in text
        .split([',', '+', ';'])
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        let counted = part
            .split_once(' ')
            .and_then(|(n, rest)| Some((n.parse::<u8>().ok()?, rest.trim())));
        let (n, name) = counted.unwrap_or((1, part));
        let name = name
            .strip_suffix('s')
            .filter(|s| Figure::parse(s).is_some())
            .unwrap_or(name);
        let figure = Figure::parse(name)?;
        out.extend(std::iter::repeat_n(figure, n as usize));
    }
    (!out.is_empty()).then_some(out)
}

/// March: move figures from one province to another (1 Rage).
#[poise::command(slash_command)]
pub async fn march(
    ctx: Context<'_>,
    #[description = "From"]
    #[autocomplete = "ac::march_from"]
    from: String,
    #[description = "To"]
    #[autocomplete = "ac::march_to"]
    to: String,
    #[description = "Which figures, e.g. \"leader, 2 warriors\" (leave empty to choose with buttons)"]
    #[max_length = 100]
    figures: Option<String>,
    #[description = "The game (defaults to this thread's)"]
    #[autocomplete = "ac::my_games"]
    game: Option<i64>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let (Some(from), Some(to)) = (ProvinceId::parse(&from), ProvinceId::parse(&to)) else {
        return private(ctx, "Choose the provinces from the suggestions.").await;
    };
    let Some((record, game, seat)) = my_game(ctx, game).await? else {
        return Ok(());
    };
    let mut commands = vec![Command::March { from, to }];
    if let Some(text) = figures {
        let Some(list) = parse_figures(&text) else {
            return private(
                ctx,
                "I could not read the figures: write them like `leader, 2 warriors, troll`.",
            )
            .await;
        };
        commands.extend(list.into_iter().map(|figure| Command::Move { figure }));
        // Finish the march if figures remain that could still move.
        let mut trial = game.clone();
        if commands.iter().all(|c| trial.apply(seat, c).is_ok())
            && matches!(
                trial.pending().map(|p| &p.decision),
                Some(Decision::March { .. })
            )
            && trial.awaited().contains(seat)
        {
            commands.push(Command::Done);
        }
    }
    apply(ctx, &record, commands).await
}

/// Upgrade: play an upgrade card from your hand.
#[poise::command(slash_command)]
pub async fn upgrade(
    ctx: Context<'_>,
    #[description = "The card"]
    #[autocomplete = "ac::upgrade_card"]
    card: String,
    #[description = "Which slot (when it replaces a card)"]
    #[autocomplete = "ac::upgrade_slot"]
    slot: Option<u8>,
    #[description = "The game (defaults to this thread's)"]
    #[autocomplete = "ac::my_games"]
    game: Option<i64>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let Some(card) = CardId::parse(&card) else {
        return private(ctx, "Choose the card from the suggestions.").await;
    };
    let Some((record, game, seat)) = my_game(ctx, game).await? else {
        return Ok(());
    };
    let Some(slot) = slot.or_else(|| panel::default_slot(&game, seat, card)) else {
        return private(
            ctx,
            "Every slot of that kind is full: choose which card to replace with the `slot` option.",
        )
        .await;
    };
    apply(ctx, &record, vec![Command::Upgrade { card, slot }]).await
}

/// Quest: commit a quest card face down.
#[poise::command(slash_command)]
pub async fn quest(
    ctx: Context<'_>,
    #[description = "The quest card"]
    #[autocomplete = "ac::quest_card"]
    card: String,
    #[description = "The game (defaults to this thread's)"]
    #[autocomplete = "ac::my_games"]
    game: Option<i64>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let Some(card) = CardId::parse(&card) else {
        return private(ctx, "Choose the card from the suggestions.").await;
    };
    let Some((record, _, _)) = my_game(ctx, game).await? else {
        return Ok(());
    };
    apply(ctx, &record, vec![Command::Quest { card }]).await
}

/// Pillage a province (again, with Tyr's Challenge, if it was pillaged).
#[poise::command(slash_command)]
pub async fn pillage(
    ctx: Context<'_>,
    #[description = "The province"]
    #[autocomplete = "ac::pillage_province"]
    province: String,
    #[description = "The game (defaults to this thread's)"]
    #[autocomplete = "ac::my_games"]
    game: Option<i64>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let Some(province) = ProvinceId::parse(&province) else {
        return private(ctx, "Choose the province from the suggestions.").await;
    };
    let Some((record, game, seat)) = my_game(ctx, game).await? else {
        return Ok(());
    };
    let challenge = Command::Challenge { province };
    let command = if game.is_legal(seat, &challenge) {
        challenge
    } else {
        Command::Pillage { province }
    };
    apply(ctx, &record, vec![command]).await
}

/// Pass: lose your remaining Rage and take no more actions this Age.
#[poise::command(slash_command)]
pub async fn pass(
    ctx: Context<'_>,
    #[description = "The game (defaults to this thread's)"]
    #[autocomplete = "ac::my_games"]
    game: Option<i64>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let Some((record, _, _)) = my_game(ctx, game).await? else {
        return Ok(());
    };
    apply(ctx, &record, vec![Command::Pass]).await
}

// ------------------------------------------------------------------------------------- information

/// Your cards, draft packet and committed quests (only you see them).
#[poise::command(slash_command)]
pub async fn hand(
    ctx: Context<'_>,
    #[description = "The game (defaults to this thread's)"]
    #[autocomplete = "ac::my_games"]
    game: Option<i64>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let Some((record, game, seat)) = my_game(ctx, game).await? else {
        return Ok(());
    };
    let private_view = game.private_view(seat);
    let list = |cards: &[CardId]| -> String {
        if cards.is_empty() {
            "none".into()
        } else {
            cards
                .iter()
                .map(|c| c.def().name.clone())
                .collect::<Vec<_>>()
                .join(", ")
        }
    };
    let mut text = format!(
        "**Your cards** in *{}* (#{}):\nHand: {}",
        record.name,
        record.id,
        list(&private_view.hand)
    );
    if !private_view.pack.is_empty() {
        let _ = write!(text, "\nDraft packet: {}", list(&private_view.pack));
    }
    if !private_view.quests.is_empty() {
        let _ = write!(text, "\nCommitted quests: {}", list(&private_view.quests));
    }
    let png = play::cards_png(format!("#{} {}", record.id, record.name), &game, seat).await?;
    let decision = game
        .pending()
        .filter(|p| p.seats.contains(seat))
        .map(|p| p.decision.clone());
    let mut reply = CreateReply::default()
        .ephemeral(true)
        .attachment(CreateAttachment::bytes(png, "cards.png"));
    if decision.as_ref().is_some_and(panel::about_cards) {
        let p = panel::build(&game, record.id, record.next_seq, seat, &Path::Root);
        text = format!("{text}\n\n{}", p.content);
        reply = reply.components(p.rows);
    }
    ctx.send(reply.content(super::narrate::into_messages(&[text]).remove(0)))
        .await?;
    Ok(())
}

/// The board as it stands (public).
#[poise::command(slash_command)]
pub async fn board(
    ctx: Context<'_>,
    #[description = "The game (defaults to this thread's)"]
    #[autocomplete = "ac::my_games"]
    game: Option<i64>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let Some(record) = resolve(ctx, game).await? else {
        return Ok(());
    };
    if record.status == GameStatus::Lobby {
        return private(ctx, "The game has not started yet.").await;
    }
    let loaded = ctx.data().store.load(record.id).await?;
    let game = super::base(loaded.game);
    let plain = play::table(&ctx.data().store, &record, &game).await?.plain;
    let png = play::board_png(&record, &game, plain, crate::render::Highlight::default()).await?;
    ctx.send(
        CreateReply::default()
            .ephemeral(true)
            .content(status_text(ctx.data(), &record).await?)
            .attachment(CreateAttachment::bytes(png, "board.png")),
    )
    .await?;
    Ok(())
}

/// What happened recently (public events only).
#[poise::command(slash_command)]
pub async fn log(
    ctx: Context<'_>,
    #[description = "How many recent moves (default 15)"]
    #[min = 1]
    #[max = 200]
    moves: Option<u32>,
    #[description = "The game (defaults to this thread's)"]
    #[autocomplete = "ac::my_games"]
    game: Option<i64>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let Some(record) = resolve(ctx, game).await? else {
        return Ok(());
    };
    let log = ctx.data().store.log(record.id).await?;
    let from = log.len().saturating_sub(moves.unwrap_or(15) as usize);
    let mut game = Game::new(&record.config)?;
    let mut events = Vec::new();
    for (i, (seat, command)) in log.iter().enumerate() {
        let AnyCommand::Base(command) = command;
        let e = game.apply(*seat, command)?;
        if i >= from {
            events.extend(
                e.into_iter()
                    .filter_map(|e| e.redact(crate::engine::Viewer::Public)),
            );
        }
    }
    let names = play::table(&ctx.data().store, &record, &game).await?.names;
    let lines = super::narrate::narrate(&events, &names);
    let messages = super::narrate::into_messages(&lines);
    if messages.is_empty() {
        return private(ctx, "Nothing has happened yet.").await;
    }
    for m in messages.iter().take(5) {
        private(ctx, m.clone()).await?;
    }
    Ok(())
}

/// The rulings the bot plays by, or one of them.
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "A ruling (D-41), a card or a word"]
    #[autocomplete = "ac::ruling"]
    topic: Option<String>,
) -> Result<(), Error> {
    let text = super::rules::answer(topic.as_deref());
    private(ctx, text).await
}

/// Look a card up: its numbers and its text.
#[poise::command(slash_command)]
pub async fn card(
    ctx: Context<'_>,
    #[description = "The card"]
    #[autocomplete = "ac::card_name"]
    name: String,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    // Suggestions carry `Name@Age` (a name can appear in several Ages); typed names work too.
    let (wanted, age) = name
        .rsplit_once('@')
        .and_then(|(n, a)| Some((n, Some(a.trim().parse::<u8>().ok()?))))
        .unwrap_or((name.as_str(), None));
    let found = catalogue()
        .rows
        .iter()
        .find(|r| {
            crate::engine::base::data::normalise(&r.name)
                == crate::engine::base::data::normalise(wanted)
                && age.is_none_or(|a| r.age == a)
        })
        .or_else(|| catalogue().find(wanted));
    let Some(row) = found else {
        return private(
            ctx,
            format!("No card is called `{name}`: pick one from the suggestions."),
        )
        .await;
    };
    let copies: Vec<String> = catalogue()
        .rows
        .iter()
        .filter(|r| r.id == row.id && r.age == row.age)
        .map(|r| {
            if r.marker == 0 {
                format!("{}×", r.copies)
            } else {
                format!("{}× ({}+)", r.copies, r.marker)
            }
        })
        .collect();
    let text = format!(
        "**{}** — Age {}, {}\n{}",
        row.name,
        row.age,
        copies.join(", "),
        row.text
    );
    let card = (0..catalogue().cards.len() as u8)
        .map(CardId)
        .find(|c| c.def().row == row.row);
    let mut reply = CreateReply::default().ephemeral(true).content(text);
    if let Some(card) = card {
        let png = tokio::task::spawn_blocking(move || {
            let sections = [Section {
                title: String::new(),
                cards: vec![card],
            }];
            render::encode_png(&render::render_cards(
                &CardsInput {
                    title: "Card",
                    sections: &sections,
                },
                &Theme::default(),
            ))
        })
        .await?;
        reply = reply.attachment(CreateAttachment::bytes(png, "card.png"));
    }
    ctx.send(reply).await?;
    Ok(())
}

/// Your games, and where the game is waiting on you.
#[poise::command(slash_command)]
pub async fn mygames(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let store = &ctx.data().store;
    let games = store.games_of_user(ctx.author().id.get()).await?;
    if games.is_empty() {
        return private(
            ctx,
            "You are in no game. Start one with `/game new` in a server channel.",
        )
        .await;
    }
    let mut lines = Vec::new();
    for (record, seat) in games.iter().take(20) {
        let waiting = if record.status == GameStatus::Active {
            match store.load(record.id).await {
                Ok(l) if l.game.awaited().contains(*seat) => format!(
                    " — **waiting for you**: {}",
                    super::base(l.game)
                        .pending()
                        .map_or("", |p| p.decision.describe())
                ),
                Ok(_) => String::new(),
                Err(e) => format!(" — cannot be loaded ({e})"),
            }
        } else {
            String::new()
        };
        let place = record
            .thread_id
            .map(|t| format!(" in <#{t}>"))
            .unwrap_or_default();
        lines.push(format!(
            "#{} *{}* ({}){place}{waiting}",
            record.id, record.name, record.status
        ));
    }
    private(ctx, super::narrate::into_messages(&lines).remove(0)).await
}

/// Whether a member may join a game restricted to a role.
pub fn may_join(role: Option<u64>, member_roles: &[RoleId]) -> bool {
    role.is_none_or(|r| member_roles.iter().any(|m| m.get() == r))
}
