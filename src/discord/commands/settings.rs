//! A player's own settings (`/settings …`: standing orders per game, quiet hours and time zone,
//! reminders by DM; a server's allowance of days away), and `/away`.

use super::shared::{defer, is_admin, my_game, my_games, private};
use crate::discord::announce::note;
use crate::discord::auto;
use crate::discord::away::{self, AwayPlan, QuietHours};
use crate::discord::data::{Context, Error};
use crate::engine::{Seat, StandingOrder};
use crate::session::orders::{Orders, setting_key};
use crate::store::{GameRecord, GameStatus};

/// Your settings: standing orders in a game, quiet hours, reminders by DM.
#[poise::command(
    slash_command,
    subcommands(
        "settings_orders",
        "settings_quiet_hours",
        "settings_reminders",
        "settings_away_allowance"
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

/// The orders in words.
fn describe(orders: &Orders) -> String {
    if orders.is_empty() {
        return "none: you answer every decision yourself".into();
    }
    let mut parts = Vec::new();
    if orders.has(StandingOrder::DeclineCalls) {
        parts.push("decline every Call to Battle".to_string());
    }
    if orders.has(StandingOrder::NoLateCards) {
        parts.push("never add a late battle card".to_string());
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
        parts.push(format!(
            "the computer drafts for you in Age{} {}",
            if ages.len() > 1 { "s" } else { "" },
            ages.join(", ")
        ));
    }
    parts.join("; ")
}

/// Answers given for you at once in a game: decline Calls, no late cards, the computer drafts.
#[poise::command(slash_command, rename = "orders")]
pub async fn settings_orders(
    ctx: Context<'_>,
    #[description = "Decline every Call to Battle without being asked"] decline_calls: Option<bool>,
    #[description = "Never add Heimdall's Eye or Gaze late in a battle"] no_late_cards: Option<
        bool,
    >,
    #[description = "Let the computer draft for you"] ai_drafts: Option<DraftChoice>,
    #[description = "The game (defaults to this thread's)"]
    #[autocomplete = "my_games"]
    game: Option<i64>,
) -> Result<(), Error> {
    defer(ctx).await?;
    let Some((current, seat)) = my_game(ctx, game).await? else {
        return Ok(());
    };
    let data = ctx.data();
    let store = data.store();
    let mut orders = auto::orders(store, current.record.id, seat).await?;
    let mut set = |order: StandingOrder, on: bool| {
        if on {
            orders.0.insert(order);
        } else {
            orders.0.remove(&order);
        }
    };
    if let Some(on) = decline_calls {
        set(StandingOrder::DeclineCalls, on);
    }
    if let Some(on) = no_late_cards {
        set(StandingOrder::NoLateCards, on);
    }
    let ahead = current.game.draft_ahead();
    match ai_drafts {
        Some(DraftChoice::Off) => orders
            .0
            .retain(|o| !matches!(o, StandingOrder::AiDraftsAge(_))),
        Some(DraftChoice::ThisAge) => {
            if let Some(age) = ahead {
                set(StandingOrder::AiDraftsAge(age), true);
            }
        }
        Some(DraftChoice::EveryAge) => {
            for age in ahead.into_iter().flat_map(|a| a..=3) {
                set(StandingOrder::AiDraftsAge(age), true);
            }
        }
        None => {}
    }
    let changed = decline_calls.is_some() || no_late_cards.is_some() || ai_drafts.is_some();
    if changed {
        store
            .set_game_setting(current.record.id, &setting_key(seat), &orders.to_setting())
            .await?;
        // An order may answer what is asked of you right now.
        data.computers.wake(current.record.id);
    }
    let note = if ai_drafts.is_some_and(|c| c != DraftChoice::Off) && ahead.is_none() {
        " (no draft is left in this game)"
    } else {
        ""
    };
    private(
        ctx,
        format!(
            "Your standing orders in **{}** (#{}): {}{note}. Only you see them; the others are still asked as usual, so nobody can tell.",
            current.record.name,
            current.record.id,
            describe(&orders)
        ),
    )
    .await
}

/// Hours when you are never reminded, and your time zone.
#[poise::command(slash_command, rename = "quiet-hours")]
pub async fn settings_quiet_hours(
    ctx: Context<'_>,
    #[description = "From-to in your time, like 23:00-08:00 (or off)"] hours: Option<String>,
    #[description = "Your time zone, like Europe/Paris (UTC unless set)"] timezone: Option<String>,
) -> Result<(), Error> {
    let store = ctx.data().store();
    let user = ctx.author().id.get();
    if let Some(name) = &timezone {
        match away::zone(name) {
            Ok(_) => {
                store
                    .set_user_setting(user, away::TIMEZONE, name.trim())
                    .await?;
            }
            Err(why) => return private(ctx, why).await,
        }
    }
    if let Some(text) = &hours {
        if text.trim().eq_ignore_ascii_case("off") {
            store.set_user_setting(user, away::QUIET_HOURS, "").await?;
        } else {
            match QuietHours::parse(text) {
                Ok(q) => {
                    store
                        .set_user_setting(user, away::QUIET_HOURS, &q.to_setting())
                        .await?;
                }
                Err(why) => return private(ctx, why).await,
            }
        }
    }
    let zone = store
        .user_setting(user, away::TIMEZONE)
        .await?
        .unwrap_or_else(|| "UTC".into());
    let quiet = store
        .user_setting(user, away::QUIET_HOURS)
        .await?
        .filter(|q| !q.is_empty())
        .map_or("none".to_string(), |q| format!("{q} ({zone})"));
    private(
        ctx,
        format!(
            "Quiet hours: {quiet}. Time zone: {zone}. Reminders due during your quiet hours wait until they end."
        ),
    )
    .await
}

/// Whether your reminders also come by direct message.
#[poise::command(slash_command, rename = "reminders")]
pub async fn settings_reminders(
    ctx: Context<'_>,
    #[description = "Also send me my reminders by DM"] dm: bool,
) -> Result<(), Error> {
    let store = ctx.data().store();
    store
        .set_user_setting(
            ctx.author().id.get(),
            away::REMIND_DM,
            if dm { "on" } else { "off" },
        )
        .await?;
    private(
        ctx,
        if dm {
            "Your reminders now come in the game's thread and by DM."
        } else {
            "Your reminders now come in the game's thread only."
        },
    )
    .await
}

/// Days a player may be away per year on this server (admins).
#[poise::command(slash_command, guild_only, rename = "away-allowance")]
pub async fn settings_away_allowance(
    ctx: Context<'_>,
    #[description = "Days per 365 days (21 unless set)"]
    #[min = 0]
    #[max = 366]
    days: Option<u32>,
) -> Result<(), Error> {
    let store = ctx.data().store();
    let guild = ctx.guild_id().map(serenity::all::GuildId::get);
    if let (Some(days), Some(g)) = (days, guild) {
        if !is_admin(ctx).await {
            return private(
                ctx,
                "Only a server admin can change the allowance of days away.",
            )
            .await;
        }
        let days = i64::from(days).min(away::MAX_AWAY_DAYS);
        store
            .set_guild_setting(g, away::AWAY_DAYS, &days.to_string())
            .await?;
    }
    let days = away::allowance(store, guild).await?;
    private(
        ctx,
        format!("Players of this server may be away (`/away`) for {days} days per 365 days."),
    )
    .await
}

/// Tells the active games of `user` something about them (no ping).
async fn tell_games(ctx: Context<'_>, games: &[(GameRecord, Seat)], text: &str) {
    for (record, _) in games {
        note(ctx.http(), record.id, record.thread_id, text, "an absence").await;
    }
}

/// Away: your deadlines in every game stand still until the day you are back.
#[poise::command(slash_command)]
pub async fn away(
    ctx: Context<'_>,
    #[description = "The day you are back, like 2026-12-01 (in your time zone), or `back` to end an absence now"]
    until: Option<String>,
) -> Result<(), Error> {
    defer(ctx).await?;
    let data = ctx.data();
    let store = data.store();
    let user = ctx.author().id.get();
    let now = data.session.now();
    let zone = away::zone_of(store, user).await?;
    let guild = ctx.guild_id().map(serenity::all::GuildId::get);
    let allowance = away::allowance(store, guild).await?;
    let absences = store.absences_of(user, now - 366 * 24 * 3600).await?;
    let current = absences.iter().find(|a| a.covers(now)).copied();
    let games: Vec<(GameRecord, Seat)> = store
        .games_of_user(user)
        .await?
        .into_iter()
        .filter(|(r, _)| r.status == GameStatus::Active)
        .collect();
    let Some(until) = until else {
        let used = away::days_used(&absences, now);
        let status = match current {
            Some(a) => format!("You are away until {}.", away::local_date(a.ends_at, &zone)),
            None => "You are not away.".to_string(),
        };
        return private(
            ctx,
            format!(
                "{status} You have used {used} of this server's {allowance} days away in the last 365 days."
            ),
        )
        .await;
    };
    if until.trim().eq_ignore_ascii_case("back") {
        if !store.end_absence(user, now).await? {
            return private(ctx, "You are not away.").await;
        }
        tell_games(
            ctx,
            &games,
            &format!("<@{user}> is back: their clock runs again."),
        )
        .await;
        for (record, _) in &games {
            data.computers.wake(record.id);
        }
        return private(
            ctx,
            "Welcome back: your clocks run again in all your games.",
        )
        .await;
    }
    match away::plan_away(&until, &zone, now, &absences, allowance) {
        AwayPlan::Refused(why) => private(ctx, why).await,
        AwayPlan::Away {
            ends_at,
            days,
            left,
        } => {
            store.add_absence(user, now, ends_at).await?;
            let date = away::local_date(ends_at, &zone);
            tell_games(
                ctx,
                &games,
                &format!("<@{user}> is away until {date}: their clock stands still until then, and nobody decides for them."),
            )
            .await;
            private(
                ctx,
                format!(
                    "You are away until {date} ({days} days; {left} of this server's {allowance} days a year left). Your clocks stand still in all your games in play ({}); `/away until:back` ends it early.",
                    games.len()
                ),
            )
            .await
        }
    }
}
