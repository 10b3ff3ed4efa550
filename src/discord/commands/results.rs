//! A server's results: `/leaderboard` (a picture and its text), `/stats` (a player's record)
//! and `/balance` (how each clan and seat fared). All computed by the session from the finished
//! games it keeps in memory (no game is replayed), and worded by [`crate::dialogue::results`].

use super::shared::{answer_as, defer_as};
use crate::dialogue::results::{balance_text, leaderboard_answer, record_text};
use crate::discord::data::{Context, Error};
use crate::discord::language;
use crate::discord::message::within;
use crate::engine::RuleSet;
use crate::session::stats::Period;
use poise::CreateReply;
use serenity::all::{CreateAttachment, User};

/// This server's ratings for a rule set: the top ten and your place, as a picture and in text.
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(
    ctx: Context<'_>,
    rules: Option<RuleSet>,
    period: Option<Period>,
) -> Result<(), Error> {
    let Some(guild) = ctx.guild_id() else {
        return Ok(());
    };
    defer_as(ctx, false).await?;
    let lang = language::reader(ctx).await;
    let session = &ctx.data().session;
    let rules = match rules {
        Some(r) => r,
        None => session.results().main_rules(guild.get()).await?,
    };
    let period = period.map_or(Period::All, Period::from);
    let rows = session
        .results()
        .leaderboard(guild.get(), rules, period)
        .await?;
    let names = session.results().player_names(guild.get()).await?;
    let mention = |user: u64| format!("<@{user}>");
    let (text, png) = leaderboard_answer(
        &rows,
        (rules, period),
        (&names, &mention),
        ctx.author().id.get(),
        lang,
    );
    let mut reply = CreateReply::default().content(within(text));
    if let Some(png) = png {
        reply = reply.attachment(CreateAttachment::bytes(png, "leaderboard.png"));
    }
    answer_as(ctx, reply, false).await
}

/// A player's record on this server: games, wins, mean score, by clan, against the computer.
#[poise::command(slash_command, guild_only)]
pub async fn stats(
    ctx: Context<'_>,
    player: Option<User>,
    rules: Option<RuleSet>,
    public: Option<bool>,
) -> Result<(), Error> {
    let Some(guild) = ctx.guild_id() else {
        return Ok(());
    };
    let private = !public.unwrap_or(false);
    defer_as(ctx, private).await?;
    let lang = language::reader(ctx).await;
    let user = player.as_ref().map_or(ctx.author().id, |u| u.id).get();
    let record = ctx
        .data()
        .session
        .results()
        .player_record(guild.get(), user, rules)
        .await?;
    let text = record_text(&record, &format!("<@{user}>"), lang);
    answer_as(ctx, CreateReply::default().content(within(text)), private).await
}

/// How each clan and each seat fared on this server: games and win rate.
#[poise::command(slash_command, guild_only)]
pub async fn balance(ctx: Context<'_>, rules: Option<RuleSet>) -> Result<(), Error> {
    let Some(guild) = ctx.guild_id() else {
        return Ok(());
    };
    defer_as(ctx, true).await?;
    let lang = language::reader(ctx).await;
    let balance = ctx
        .data()
        .session
        .results()
        .balance(guild.get(), rules)
        .await?;
    answer_as(
        ctx,
        CreateReply::default().content(balance_text(&balance, rules, lang)),
        true,
    )
    .await
}
