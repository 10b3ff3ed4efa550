//! A player's own settings (`/settings …`: standing orders per game, quiet hours and time zone,
//! reminders by DM; a server's allowance of days away), and `/away`.

use super::shared::say;
use super::shared::{defer, is_admin, my_game, my_games, private};
use crate::discord::away;
use crate::discord::data::{Context, Error};
use crate::discord::language;
use crate::engine::StandingOrder;
use crate::present::locale::{Lang, t};
use crate::session::orders::{Drafting, Orders, OrdersChange};
use crate::session::settings::PlayerSetting;

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

/// Who drafts for you.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum DraftChoice {
    /// The computer drafts for you in the draft under way or next to come.
    #[name = "this-age"]
    ThisAge,
    /// The computer drafts for you in every Age still to come.
    #[name = "every-age"]
    EveryAge,
    /// You draft yourself.
    #[name = "off"]
    Off,
}

impl From<DraftChoice> for Drafting {
    fn from(choice: DraftChoice) -> Drafting {
        match choice {
            DraftChoice::ThisAge => Drafting::ThisAge,
            DraftChoice::EveryAge => Drafting::EveryAge,
            DraftChoice::Off => Drafting::Themselves,
        }
    }
}

/// The orders in words.
fn describe(orders: &Orders, lang: Lang) -> String {
    if orders.is_empty() {
        return t!(lang, "orders-none");
    }
    let mut parts = Vec::new();
    if orders.has(StandingOrder::DeclineCalls) {
        parts.push(t!(lang, "orders-decline-calls"));
    }
    if orders.has(StandingOrder::NoLateCards) {
        parts.push(t!(lang, "orders-no-late-cards"));
    }
    let ages: Vec<String> = orders
        .0
        .iter()
        .filter_map(|o| match o {
            StandingOrder::AiDraftsAge(a) => Some(a.to_string()),
            _ => None,
        })
        .collect();
    if !ages.is_empty() {
        parts.push(t!(
            lang,
            "orders-ai-drafts",
            count = ages.len(),
            ages = ages.join(", ")
        ));
    }
    parts.join(&crate::present::locale::semicolon(lang))
}

/// Answers given for you at once in a game: decline Calls, no late cards, the computer drafts.
#[poise::command(slash_command, rename = "orders")]
pub async fn settings_orders(
    ctx: Context<'_>,
    decline_calls: Option<bool>,
    no_late_cards: Option<bool>,
    ai_drafts: Option<DraftChoice>,
    #[autocomplete = "my_games"] game: Option<i64>,
) -> Result<(), Error> {
    defer(ctx).await?;
    let Some((current, seat)) = my_game(ctx, game).await? else {
        return Ok(());
    };
    let change = OrdersChange {
        decline_calls,
        no_late_cards,
        drafting: ai_drafts.map(Drafting::from),
    };
    let (orders, ahead) = ctx
        .data()
        .session
        .change_orders(current.record.id, seat, change)
        .await?;
    let lang = language::reader(ctx).await;
    let note = if ai_drafts.is_some_and(|c| c != DraftChoice::Off) && ahead.is_none() {
        format!(" {}", t!(lang, "orders-no-draft-left"))
    } else {
        String::new()
    };
    say!(
        ctx,
        "orders",
        game = current.record.name.as_str(),
        id = current.record.id,
        orders = format!("{}{note}", describe(&orders, lang))
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
    let session = &ctx.data().session;
    let user = ctx.author().id.get();
    let lang = language::reader(ctx).await;
    if let Some(name) = &timezone {
        match away::zone(name, lang) {
            Ok(_) => {
                session
                    .set_player(user, PlayerSetting::Timezone(name.trim().to_string()))
                    .await?;
            }
            Err(why) => return private(ctx, why).await,
        }
    }
    if let Some(text) = &hours {
        // "off" in English, "aucune" (none) in French, as the option's description says.
        if ["off", "none", "aucune", "aucun", "non"]
            .iter()
            .any(|w| text.trim().eq_ignore_ascii_case(w))
        {
            session
                .set_player(user, PlayerSetting::QuietHours(String::new()))
                .await?;
        } else {
            match away::quiet_hours(text, lang) {
                Ok(q) => {
                    session
                        .set_player(user, PlayerSetting::QuietHours(q.to_setting()))
                        .await?;
                }
                Err(why) => return private(ctx, why).await,
            }
        }
    }
    let settings = session.player(user).await?;
    let zone = settings.timezone.clone().unwrap_or_else(|| "UTC".into());
    let quiet = settings
        .quiet_hours
        .clone()
        .map_or_else(|| t!(lang, "quiet-none"), |q| format!("{q} ({zone})"));
    say!(ctx, "quiet-hours", quiet = quiet, zone = zone.as_str()).await
}

/// Whether your reminders also come by direct message.
#[poise::command(slash_command, rename = "reminders")]
pub async fn settings_reminders(ctx: Context<'_>, dm: bool) -> Result<(), Error> {
    ctx.data()
        .session
        .set_player(ctx.author().id.get(), PlayerSetting::RemindDm(dm))
        .await?;
    if dm {
        // Asking for DMs: whatever refused them before is tried again at the next DM.
        ctx.data().session.dms_open(ctx.author().id.get()).await;
        say!(ctx, "reminders-dm").await
    } else {
        say!(ctx, "reminders-thread").await
    }
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
    let session = &ctx.data().session;
    let user = ctx.author().id.get();
    let code = match language {
        Some(LanguageSetting::Discord) => Some(""),
        Some(LanguageSetting::English) => Some(Lang::En.code()),
        Some(LanguageSetting::French) => Some(Lang::Fr.code()),
        None => None,
    };
    if let Some(code) = code {
        session
            .set_player(user, PlayerSetting::Language(code.to_string()))
            .await?;
    }
    let lang = language::reader(ctx).await;
    let chosen = session
        .player(user)
        .await?
        .language
        .as_deref()
        .is_some_and(|code| Lang::from_code(code).is_some());
    let text = if chosen {
        t!(
            lang,
            "settings-language-chosen",
            language = lang.native_name()
        )
    } else {
        t!(
            lang,
            "settings-language-client",
            language = lang.native_name()
        )
    };
    private(ctx, text).await
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
        let days = i64::from(days).min(away::MAX_AWAY_DAYS);
        session.set_away_days(g, days).await?;
    }
    let days = session.away_days(guild).await?;
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
        session.set_web_allowed(g, allowed).await?;
    }
    if session.public_url().is_none() {
        return say!(ctx, "web-pages-not-served").await;
    }
    if session.web_allowed(guild).await? {
        say!(ctx, "web-pages-allowed").await
    } else {
        say!(ctx, "web-pages-forbidden").await
    }
}

/// Away: your deadlines in every game stand still until the day you are back.
#[poise::command(slash_command)]
pub async fn away(ctx: Context<'_>, until: Option<String>) -> Result<(), Error> {
    defer(ctx).await?;
    let session = &ctx.data().session;
    let user = ctx.author().id.get();
    let guild = ctx.guild_id().map(serenity::all::GuildId::get);
    let lang = language::reader(ctx).await;
    let Some(until) = until else {
        let away = session.away_status(user, guild).await?;
        let status = match &away.until {
            Some(date) => t!(lang, "away-until", date = date.as_str()),
            None => t!(lang, "not-away"),
        };
        return say!(
            ctx,
            "away-used",
            status = status,
            used = away.used,
            allowance = away.allowance
        )
        .await;
    };
    // `back`, or `retour` in French.
    if ["back", "retour"].contains(&until.trim().to_lowercase().as_str()) {
        if !session.come_back(user).await? {
            return say!(ctx, "not-away").await;
        }
        return say!(ctx, "welcome-back").await;
    }
    match session.go_away(user, guild, &until).await? {
        Err(why) => private(ctx, away::refusal(&why, lang)).await,
        Ok(away) => {
            private(
                ctx,
                t!(
                    lang,
                    "you-are-away",
                    date = away.until.as_str(),
                    days = away.days,
                    left = away.left,
                    allowance = away.allowance,
                    games = away.games
                ),
            )
            .await
        }
    }
}
