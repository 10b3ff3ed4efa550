//! `/game`: create a game in a thread of this channel, start it, see where it stands, leave its
//! lobby, or abandon it.

use super::options;
use super::shared::say;
use super::shared::{active_game, defer, is_admin, my_game, my_games, outlet, private, resolve};
use crate::dialogue::lobby::{Asked, Opened, open_lobby, start};
use crate::dialogue::shown::welcome;
use crate::dialogue::words::seat_refusal;
use crate::discord::announce::discord_code;
use crate::discord::data::{Context, Data, Error};
use crate::discord::language;
use crate::discord::language::LangChoice;
use crate::discord::lobby::{self, refresh_lobby};
use crate::discord::seats::mention;
use crate::engine::{Level, RuleSet};
use crate::present;
use crate::present::locale::Lang;
use crate::present::locale::{self, t, tr};
use crate::session::settings::Pace;
use crate::session::settings::{BoardPolicy, GameSetting, SettingsChange};
use crate::session::web::PageChange;
use crate::session::{Ended, GameStatus, LobbyRefusal};
use serenity::all::{ChannelType, CreateAllowedMentions, CreateMessage, CreateThread, GuildId};
use std::sync::Arc;

/// `/game` with its subcommands; `/game new` takes the creation options of every rule set too.
pub fn game() -> poise::Command<Arc<Data>, Error> {
    let mut game = game_command();
    if let Some(new) = game.subcommands.iter_mut().find(|c| c.name == "new") {
        new.parameters.extend(
            present::creation_options()
                .into_iter()
                .map(|p| options::parameter(p, None)),
        );
    }
    game
}

/// Create, start, inspect or abandon a game.
#[poise::command(
    slash_command,
    subcommands(
        "game_new",
        "game_start",
        "game_status",
        "game_history",
        "game_story",
        "game_settings",
        "game_leave",
        "game_abandon",
        "game_handover",
        "game_return",
        "game_pause",
        "game_resume",
        "game_replace",
        "game_resign"
    ),
    rename = "game"
)]
#[allow(clippy::unused_async)] // a parent of subcommands is never called, but poise needs it async
pub async fn game_command(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Create a game in a thread of this channel.
#[allow(clippy::too_many_arguments)] // one per option of the slash command
#[poise::command(slash_command, guild_only, rename = "new")]
pub async fn game_new(
    ctx: Context<'_>,
    #[min = 2]
    #[max = 5]
    players: Option<u8>,
    #[max_length = 60] name: Option<String>,
    role: Option<serenity::all::Role>,
    #[min = 0]
    #[max = 4]
    bots: Option<u8>,
    level: Option<Level>,
    pace: Option<Pace>,
    rules: Option<RuleSet>,
    language: Option<LangChoice>,
) -> Result<(), Error> {
    defer(ctx).await?;
    let reader = language::reader(ctx).await;
    // The rule set's own options (the base game: `first_game`).
    let values = options::values(ctx);
    let asked = Asked {
        rules: rules.map_or_else(RuleSet::default, RuleSet::from),
        players,
        name: name.as_deref(),
        computers: bots,
        level,
        pace,
        role: role.as_ref().map(|r| r.id.get()),
        options: values
            .iter()
            .map(|(n, v)| (n.as_str(), v.clone()))
            .collect(),
        lang: language.map_or_else(|| server_language(ctx), Lang::from),
    };
    let (author, guild) = (ctx.author(), ctx.guild_id().map(GuildId::get));
    let host = (
        (author.id.get(), author.display_name()),
        guild,
        Some(ctx.channel_id().get()),
    );
    let session = &ctx.data().session;
    let Opened { id, name, title } = match open_lobby(session, &asked, host, reader).await? {
        Ok(opened) => opened,
        Err(why) => return private(ctx, why).await,
    };
    let thread = match ctx
        .channel_id()
        .create_thread(
            ctx.http(),
            // A week without a message before Discord hides the thread; any move brings it back.
            CreateThread::new(title)
                .kind(ChannelType::PublicThread)
                .auto_archive_duration(serenity::all::AutoArchiveDuration::OneWeek),
        )
        .await
    {
        Ok(t) => t,
        Err(e) => {
            // Without its thread the game cannot be played: close it and say what to fix.
            tracing::warn!(game = id, "cannot create the game's thread: {e}");
            session.lobbies().withdraw_lobby(id).await?;
            let why = if discord_code(&e).is_some_and(|c| c == 50001 || c == 50013) {
                "thread-not-allowed"
            } else {
                "thread-failed"
            };
            return private(ctx, tr(reader, why, &[])).await;
        }
    };
    session.games().set_thread(id, thread.id.get()).await?;
    let record = session.games().record(id).await?;
    let (text, rows) = lobby::lobby_now(session, &record).await?;
    let message = thread
        .id
        .send_message(
            ctx.http(),
            CreateMessage::new()
                .content(text)
                .components(rows)
                .allowed_mentions(CreateAllowedMentions::new()),
        )
        .await?;
    session
        .games()
        .set(id, GameSetting::LobbyMessage(message.id.get()))
        .await?;
    say!(
        ctx,
        "game-open",
        id = id,
        game = name.as_str(),
        thread = format!("<#{}>", thread.id)
    )
    .await
}

/// The language of the server a command comes from (its community locale), English if the bot
/// does not speak it.
fn server_language(ctx: Context<'_>) -> Lang {
    match ctx {
        poise::Context::Application(app) => app
            .interaction
            .guild_locale
            .as_deref()
            .map_or(Lang::En, Lang::of_locale),
        poise::Context::Prefix(_) => Lang::En,
    }
}

/// Start the game (host only).
#[poise::command(slash_command, guild_only, rename = "start")]
pub async fn game_start(
    ctx: Context<'_>,
    #[autocomplete = "my_games"] game: Option<i64>,
) -> Result<(), Error> {
    defer(ctx).await?;
    let session = &ctx.data().session;
    let record = match game {
        Some(id) => session.games().record(id).await.ok(),
        None => {
            session
                .games()
                .game_in_thread(ctx.channel_id().get())
                .await?
        }
    };
    let Some(record) = record else {
        return say!(ctx, "start-where").await;
    };
    let lang = language::reader(ctx).await;
    let (session, user) = (&ctx.data().session, ctx.author().id.get());
    match start(session, &outlet(ctx), record.id, user, lang).await? {
        Ok(()) => {
            refresh_lobby(ctx.http(), ctx.data(), record.id).await;
            say!(ctx, "game-started").await
        }
        Err(why) => private(ctx, why).await,
    }
}

/// Where a game stands: phase, who is awaited, scores.
#[poise::command(slash_command, rename = "status")]
pub async fn game_status(
    ctx: Context<'_>,
    #[autocomplete = "my_games"] game: Option<i64>,
) -> Result<(), Error> {
    let Some(record) = resolve(ctx, game).await? else {
        return Ok(());
    };
    let lang = language::reader(ctx).await;
    let text =
        crate::dialogue::words::status_text(&ctx.data().session, &record, &mention, lang).await?;
    private(ctx, text).await
}

/// A game's story: each clan's score over the game, battles won, quests, monsters.
///
/// So far, or of a finished game (whatever version finished it); public information only.
#[poise::command(slash_command, rename = "story")]
pub async fn game_story(
    ctx: Context<'_>,
    #[autocomplete = "my_games"] game: Option<i64>,
) -> Result<(), Error> {
    let Some(record) = resolve(ctx, game).await? else {
        return Ok(());
    };
    let lang = language::reader(ctx).await;
    if record.status == GameStatus::Lobby {
        return private(ctx, crate::dialogue::words::not_active(lang, &record)).await;
    }
    defer(ctx).await?;
    let session = &ctx.data().session;
    let png = crate::dialogue::pictures::story_now(session, &record, (lang, &mention)).await?;
    super::shared::answer(
        ctx,
        poise::CreateReply::default()
            .content(t!(
                lang,
                "story-title",
                id = record.id,
                game = record.name.as_str()
            ))
            .attachment(serenity::all::CreateAttachment::bytes(png, "story.png")),
    )
    .await
}

/// The server's finished games, the latest first: winner, rule set, scores, length, thread.
#[poise::command(slash_command, guild_only, rename = "history")]
pub async fn game_history(ctx: Context<'_>) -> Result<(), Error> {
    let Some(guild) = ctx.guild_id() else {
        return Ok(());
    };
    let lang = language::reader(ctx).await;
    let thread = |t: u64| format!("<#{t}>");
    let text = crate::dialogue::words::history_text(
        &ctx.data().session,
        guild.get(),
        lang,
        (&mention, &thread),
        crate::discord::message::MESSAGE_LIMIT,
    )
    .await?;
    private(ctx, text).await
}

/// A setting turned on or off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum OnOff {
    /// On.
    #[name = "on"]
    On,
    /// Off.
    #[name = "off"]
    Off,
}

/// What the host does with the game's web page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum WebChoice {
    /// On (its link as before, or a new one if it was off).
    #[name = "on"]
    On,
    /// Off: its link finds nothing.
    #[name = "off"]
    Off,
    /// A new link: the old one finds nothing from now on.
    #[name = "new-link"]
    NewLink,
}

/// Whether the author may change a game: its host, or a server admin.
async fn may_manage(ctx: Context<'_>, record: &crate::session::GameRecord) -> bool {
    record.host_id == Some(ctx.author().id.get()) || is_admin(ctx).await
}

/// See or change a game's settings (its host or a server admin).
#[allow(clippy::too_many_arguments)] // one per option of the slash command
#[poise::command(slash_command, guild_only, rename = "settings")]
pub async fn game_settings(
    ctx: Context<'_>,
    board: Option<BoardPolicy>,
    undo: Option<OnOff>,
    pace: Option<Pace>,
    deadline_level: Option<Level>,
    #[min = 0]
    #[max = 20]
    misses: Option<u32>,
    language: Option<LangChoice>,
    web: Option<WebChoice>,
    #[autocomplete = "my_games"] game: Option<i64>,
) -> Result<(), Error> {
    let Some(record) = resolve(ctx, game).await? else {
        return Ok(());
    };
    let session = &ctx.data().session;
    let change = SettingsChange {
        board,
        undo: undo.map(|c| c == OnOff::On),
        pace,
        deadline_level,
        misses,
        language: language.map(|c| Lang::from(c).code().to_string()),
        page: web.map(|web| match web {
            WebChoice::On => PageChange::On,
            WebChoice::Off => PageChange::Off,
            WebChoice::NewLink => PageChange::NewLink,
        }),
    };
    if !change.is_empty() && !may_manage(ctx, &record).await {
        return say!(ctx, "only-host-settings").await;
    }
    let lang = language::reader(ctx).await;
    session.games().change_settings(record.id, &change).await?;
    let text = crate::dialogue::words::settings_text(session, &record, lang).await?;
    private(ctx, text).await
}

/// Leave a game's lobby.
#[poise::command(slash_command, guild_only, rename = "leave")]
pub async fn game_leave(ctx: Context<'_>) -> Result<(), Error> {
    let session = &ctx.data().session;
    let Some(record) = session
        .games()
        .game_in_thread(ctx.channel_id().get())
        .await?
    else {
        return say!(ctx, "leave-where").await;
    };
    match session
        .lobbies()
        .leave_lobby(record.id, ctx.author().id.get())
        .await?
    {
        Ok(()) => {
            refresh_lobby(ctx.http(), ctx.data(), record.id).await;
            say!(ctx, "left-game").await
        }
        Err(LobbyRefusal::NotLobby) => say!(ctx, "leave-started").await,
        Err(why) => {
            let lang = language::reader(ctx).await;
            private(ctx, lobby::refusal(lang, why, record.id)).await
        }
    }
}

/// Abandon a game (its host or a server admin).
#[poise::command(slash_command, guild_only, rename = "abandon")]
pub async fn game_abandon(
    ctx: Context<'_>,
    #[autocomplete = "my_games"] game: Option<i64>,
) -> Result<(), Error> {
    let Some(record) = resolve(ctx, game).await? else {
        return Ok(());
    };
    if !may_manage(ctx, &record).await {
        return say!(ctx, "only-host-abandon").await;
    }
    let abandoned = ctx
        .data()
        .session
        .games()
        .abandon(record.id, Some(ctx.author().id.get()))
        .await?;
    if let Err(Ended(status)) = abandoned {
        let lang = language::reader(ctx).await;
        return say!(
            ctx,
            "already-status",
            id = record.id,
            status = crate::dialogue::words::status(lang, status)
        )
        .await;
    }
    if record.status == GameStatus::Lobby {
        refresh_lobby(ctx.http(), ctx.data(), record.id).await;
    }
    say!(ctx, "abandoned", id = record.id).await
}

/// Let the computer play your seat until you take it back with /game return.
#[poise::command(slash_command, guild_only, rename = "handover")]
pub async fn game_handover(
    ctx: Context<'_>,
    player: Option<serenity::all::User>,
    level: Option<Level>,
    #[autocomplete = "my_games"] game: Option<i64>,
) -> Result<(), Error> {
    defer(ctx).await?;
    let Some(record) = active_game(ctx, game).await? else {
        return Ok(());
    };
    let author = ctx.author().id;
    let target = player.as_ref().map_or(author, |u| u.id);
    let lang = language::reader(ctx).await;
    let handed = ctx
        .data()
        .session
        .seats()
        .hand_over_for(record.id, author.get(), target.get(), level)
        .await?;
    let (seat, level) = match handed {
        Ok(handed) => handed,
        Err(why) => return private(ctx, seat_refusal(lang, why, &mention)).await,
    };
    let clan = record.config.clan_names()[seat];
    let who = mention(target.get(), "");
    let note = crate::dialogue::notes::handed_to_computer(lang, clan, level, &who);
    private(ctx, t!(lang, "done-note", note = note)).await
}

/// Take your seat back from the computer.
#[poise::command(slash_command, guild_only, rename = "return")]
pub async fn game_return(
    ctx: Context<'_>,
    #[autocomplete = "my_games"] game: Option<i64>,
) -> Result<(), Error> {
    defer(ctx).await?;
    let Some((current, seat)) = my_game(ctx, game).await? else {
        return Ok(());
    };
    let record = current.record;
    // A computer move under way is finished first: nothing is played for you once this answers.
    if !ctx
        .data()
        .session
        .seats()
        .return_seat(record.id, seat)
        .await?
    {
        return say!(ctx, "playing-already").await;
    }
    say!(ctx, "seat-yours-again").await
}

/// Give a player's seat to someone else (its host or a server admin).
#[poise::command(slash_command, guild_only, rename = "replace")]
pub async fn game_replace(
    ctx: Context<'_>,
    player: serenity::all::User,
    with: serenity::all::User,
    #[autocomplete = "my_games"] game: Option<i64>,
) -> Result<(), Error> {
    defer(ctx).await?;
    let Some(record) = active_game(ctx, game).await? else {
        return Ok(());
    };
    if !may_manage(ctx, &record).await {
        return say!(ctx, "only-host-replace").await;
    }
    if with.bot {
        return say!(ctx, "bot-cannot-sit").await;
    }
    let data = ctx.data();
    let session = &data.session;
    let replaced = session
        .seats()
        .replace_player(
            record.id,
            player.id.get(),
            (with.id.get(), with.display_name()),
        )
        .await?;
    let seat = match replaced {
        Ok(seat) => seat,
        Err(why) => {
            let lang = language::reader(ctx).await;
            return private(ctx, seat_refusal(lang, why, &mention)).await;
        }
    };
    let clan = record.config.clan_names()[seat];
    // The new player sees the seat's cards at once, privately.
    let sent = welcome(session, &outlet(ctx), (record.id, seat), with.id.get()).await?;
    let dm = if sent {
        "replaced-dm-sent"
    } else {
        "replaced-dm-closed"
    };
    let lang = language::reader(ctx).await;
    let dm = tr(lang, dm, &[]);
    say!(
        ctx,
        "replaced",
        user = mention(with.id.get(), ""),
        clan = locale::clan(lang, clan),
        dm = dm
    )
    .await
}

/// Leave a game in play for good: the computer plays your seat to the end.
#[poise::command(slash_command, guild_only, rename = "resign")]
pub async fn game_resign(
    ctx: Context<'_>,
    confirm: bool,
    #[autocomplete = "my_games"] game: Option<i64>,
) -> Result<(), Error> {
    defer(ctx).await?;
    let Some((current, seat)) = my_game(ctx, game).await? else {
        return Ok(());
    };
    let record = current.record;
    if !confirm {
        return say!(ctx, "resign-unconfirmed").await;
    }
    ctx.data()
        .session
        .seats()
        .resign_seat(record.id, seat)
        .await?;
    let clan = record.config.clan_names()[seat];
    let lang = language::reader(ctx).await;
    say!(ctx, "resigned-done", clan = locale::clan(lang, clan)).await
}

/// Stop the game's deadlines and reminders (its host or a server admin).
#[poise::command(slash_command, guild_only, rename = "pause")]
pub async fn game_pause(
    ctx: Context<'_>,
    #[autocomplete = "my_games"] game: Option<i64>,
) -> Result<(), Error> {
    pause_or_resume(ctx, game, true).await
}

/// Let the game's deadlines run again from where they stopped (its host or a server admin).
#[poise::command(slash_command, guild_only, rename = "resume")]
pub async fn game_resume(
    ctx: Context<'_>,
    #[autocomplete = "my_games"] game: Option<i64>,
) -> Result<(), Error> {
    pause_or_resume(ctx, game, false).await
}

async fn pause_or_resume(ctx: Context<'_>, game: Option<i64>, pause: bool) -> Result<(), Error> {
    defer(ctx).await?;
    let Some(record) = active_game(ctx, game).await? else {
        return Ok(());
    };
    if !may_manage(ctx, &record).await {
        return say!(ctx, "only-host-pause").await;
    }
    let session = &ctx.data().session;
    let (changed, already) = if pause {
        (session.clocks().pause(record.id).await?, "paused-already")
    } else {
        (session.clocks().resume(record.id).await?, "not-paused")
    };
    if !changed {
        return say!(ctx, already).await;
    }
    say!(ctx, "done").await
}
