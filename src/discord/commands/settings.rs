//! A player's own settings (`/settings …`: standing orders per game, quiet hours and time zone,
//! reminders by DM, language; a server's allowance of days away and web pages), and `/away`.
//! What a player's own setting changes and how it is answered is [`crate::dialogue::player`]'s.

use super::shared::say;
use super::shared::{defer, is_admin, my_game, my_games, private};
use crate::dialogue::player;
use crate::discord::data::{Context, Error};
use crate::discord::language;
use crate::present::locale::Lang;
use crate::session::orders::{Drafting, OrdersChange};

/// Your settings: standing orders in a game, quiet hours, reminders by DM.
#[poise::command(
    slash_command,
    subcommands(
        "settings_orders",
        "settings_quiet_hours",
        "settings_reminders",
        "settings_language",
        "settings_away_allowance",
        "settings_web_pages"
    ),
    rename = "settings"
)]
#[allow(clippy::unused_async)] // a parent of subcommands is never called, but poise needs it async
pub async fn settings(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Answers given for you at once in a game: decline Calls, no late cards, the computer drafts.
#[poise::command(slash_command, rename = "orders")]
pub async fn settings_orders(
    ctx: Context<'_>,
    decline_calls: Option<bool>,
    no_late_cards: Option<bool>,
    ai_drafts: Option<Drafting>,
    #[autocomplete = "my_games"] game: Option<i64>,
) -> Result<(), Error> {
    defer(ctx).await?;
    let Some((current, seat)) = my_game(ctx, game).await? else {
        return Ok(());
    };
    let change = OrdersChange {
        decline_calls,
        no_late_cards,
        drafting: ai_drafts,
    };
    let lang = language::reader(ctx).await;
    let at = (&current.record, seat);
    private(
        ctx,
        player::change_orders(&ctx.data().session, at, change, lang).await?,
    )
    .await
}

/// Hours when you are never reminded, and your time zone.
#[poise::command(slash_command, rename = "quiet-hours")]
pub async fn settings_quiet_hours(
    ctx: Context<'_>,
    hours: Option<String>,
    timezone: Option<String>,
) -> Result<(), Error> {
    let lang = language::reader(ctx).await;
    let asked = (hours.as_deref(), timezone.as_deref());
    let user = ctx.author().id.get();
    private(
        ctx,
        player::change_quiet_hours(&ctx.data().session, user, asked, lang)
            .await?
            .unwrap_or_else(|why| why),
    )
    .await
}

/// Whether your reminders also come by direct message.
#[poise::command(slash_command, rename = "reminders")]
pub async fn settings_reminders(ctx: Context<'_>, dm: bool) -> Result<(), Error> {
    let lang = language::reader(ctx).await;
    let user = ctx.author().id.get();
    private(
        ctx,
        player::change_reminders(&ctx.data().session, user, dm, lang).await?,
    )
    .await
}

/// The language of your private messages, as offered in `/settings language`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum LanguageSetting {
    /// The language of your Discord client.
    #[name = "discord"]
    Discord,
    /// English.
    #[name = "english"]
    English,
    /// French.
    #[name = "french"]
    French,
}

/// The language of your private messages, buttons, DMs and card sheets.
#[poise::command(slash_command, rename = "language")]
pub async fn settings_language(
    ctx: Context<'_>,
    language: Option<LanguageSetting>,
) -> Result<(), Error> {
    let choice = language.map(|l| match l {
        LanguageSetting::Discord => None,
        LanguageSetting::English => Some(Lang::En),
        LanguageSetting::French => Some(Lang::Fr),
    });
    let (user, locale) = (ctx.author().id.get(), ctx.locale());
    let session = &ctx.data().session;
    private(
        ctx,
        player::change_language(session, user, choice, locale).await?,
    )
    .await
}

/// Days a player may be away per year on this server (admins).
#[poise::command(slash_command, guild_only, rename = "away-allowance")]
pub async fn settings_away_allowance(
    ctx: Context<'_>,
    #[min = 0]
    #[max = 366]
    days: Option<u32>,
) -> Result<(), Error> {
    let session = &ctx.data().session;
    let guild = ctx.guild_id().map(serenity::all::GuildId::get);
    if let (Some(days), Some(g)) = (days, guild) {
        if !is_admin(ctx).await {
            return say!(ctx, "only-admin-allowance").await;
        }
        session.players().set_away_days(g, i64::from(days)).await?;
    }
    let days = session.players().away_days(guild).await?;
    say!(ctx, "allowance", days = days).await
}

/// Whether this server's games have web pages (admins).
#[poise::command(slash_command, guild_only, rename = "web-pages")]
pub async fn settings_web_pages(ctx: Context<'_>, allowed: Option<bool>) -> Result<(), Error> {
    let session = &ctx.data().session;
    let guild = ctx.guild_id().map(serenity::all::GuildId::get);
    if let (Some(allowed), Some(g)) = (allowed, guild) {
        if !is_admin(ctx).await {
            return say!(ctx, "only-admin-web-pages").await;
        }
        session.pages().set_web_allowed(g, allowed).await?;
    }
    if session.pages().public_url().is_none() {
        return say!(ctx, "web-pages-not-served").await;
    }
    if session.pages().web_allowed(guild).await? {
        say!(ctx, "web-pages-allowed").await
    } else {
        say!(ctx, "web-pages-forbidden").await
    }
}

/// Away: your deadlines in every game stand still until the day you are back.
#[poise::command(slash_command)]
pub async fn away(ctx: Context<'_>, until: Option<String>) -> Result<(), Error> {
    defer(ctx).await?;
    let user = ctx.author().id.get();
    let guild = ctx.guild_id().map(serenity::all::GuildId::get);
    let lang = language::reader(ctx).await;
    let text = player::away(&ctx.data().session, (user, guild), until.as_deref(), lang).await?;
    private(ctx, text.unwrap_or_else(|why| why)).await
}
