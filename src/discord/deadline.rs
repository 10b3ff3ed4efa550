//! Deadlines: the pace of a game. Each game has a pace (`/game new pace:`, `/game settings pace:`):
//! the time a seat has to answer each decision — *fast* 4 h, *normal* 24 h, *relaxed* 72 h, or
//! *none*. When a player's time runs out, the computer takes that decision for them (the easy level
//! unless the game says otherwise), logged as the seat's command with the origin `deadline` and
//! told in the thread; after [`crate::session::settings::MISSES_BEFORE_HANDOVER`] deadlines missed in a row, their seat is
//! handed to the computer until they come back with `/game return`.
//!
//! Before that, the player is reminded twice per wait, with a mention in the game's thread: at half
//! their time, and shortly before the deadline. Each reminder is recorded before it is posted, so
//! none is ever sent twice.
//!
//! Nothing is scheduled ahead: a seat's deadline is when it became awaited (the `awaited` rows,
//! written with every move) plus the pace, read through the session's clock. Every catch-up round
//! (and the first, at start-up) takes the decisions that are due and sends the reminders that are,
//! so a deadline that fell due while the bot was down is taken once it is back, and once only: the
//! decision taken, the seat is no longer awaited for it.

use super::announce::{note, post, send_dm};
use super::away;
pub use super::clock::{Pace, counted, left};
use super::computer::{Played, ai_seed, play_for};
use super::data::{Data, Error};
use super::ids::{Action, ComponentId};
use super::language;
use crate::engine::Seat;
use crate::present;
use crate::present::locale::{self, Lang, t};
use crate::session::settings::GameSetting;
use crate::session::{Absence, Awaited, GameId, Origin};
use serenity::all::{
    ButtonStyle, ChannelId, CreateActionRow, CreateAllowedMentions, CreateButton, CreateMessage,
    Http, UserId,
};

/// Takes every decision whose deadline has passed, and reminds the players whose reminder is
/// due (each reminder once per wait, never during their quiet hours). A player away has no clock
/// running: their time away is not counted.
pub async fn sweep(http: &Http, data: &Data) -> Result<(), Error> {
    let now = data.session.now();
    let session = &data.session;
    let rows = data.session.clocks_running().await?;
    let Some(oldest) = rows.iter().map(|(_, a, _, _)| a.since).min() else {
        return Ok(());
    };
    let absences = session.absences_after(oldest).await?;
    for (game, awaited, seconds, user) in rows {
        if data.is_moving(game) {
            continue;
        }
        let theirs: Vec<Absence> = absences
            .iter()
            .filter(|a| Some(a.user) == user)
            .copied()
            .collect();
        if theirs.iter().any(|a| a.covers(now)) {
            continue;
        }
        let elapsed = counted(&awaited, &theirs, now);
        let Some(user) = user else {
            continue;
        };
        let done = if elapsed >= seconds {
            take(http, data, game, awaited.seat, user).await
        } else {
            remind(http, data, game, (&awaited, user), seconds, elapsed).await
        };
        if let Err(e) = done {
            tracing::warn!(
                game,
                seat = awaited.seat.0,
                "a deadline or reminder failed: {e:#}"
            );
        }
    }
    Ok(())
}

/// Reminds the player of `awaited` if a reminder of this wait is due and not yet sent, unless it
/// is their quiet hours (it goes out when they end, if the deadline has not passed by then): a
/// mention in the game's thread naming the game, what is awaited and the time left, with the
/// Choose button, and the same by DM with a link to the thread if they asked for reminders by DM.
async fn remind(
    http: &Http,
    data: &Data,
    game: GameId,
    (awaited, user): (&Awaited, u64),
    seconds: i64,
    elapsed: i64,
) -> Result<(), Error> {
    let session = &data.session;
    let Some(due) = session
        .reminder_due(game, awaited, seconds, elapsed)
        .await?
    else {
        return Ok(());
    };
    if away::is_quiet(session, user, session.now()).await? {
        return Ok(());
    }
    // Recorded before it is posted: a reminder is never sent twice, even if posting fails.
    session.reminded(game, awaited, due).await?;
    crate::metrics::metrics().reminders_sent.inc();
    let record = session.record(game).await?;
    let Some(thread) = record.thread_id else {
        return Ok(());
    };
    let reminder = |lang: Lang| {
        t!(
            lang,
            "reminder",
            user = format!("<@{user}>"),
            game = record.name.as_str(),
            id = record.id,
            what = present::decision_label(record.config.rules, &awaited.decision, lang),
            left = left(seconds - elapsed, lang)
        )
    };
    let lang = language::game(session, game).await?;
    let text = reminder(lang);
    let open = ComponentId::new(game, record.next_seq, Action::Open).encode();
    post(
        http,
        ChannelId::new(thread),
        CreateMessage::new()
            .content(&text)
            .allowed_mentions(CreateAllowedMentions::new().users([UserId::new(user)]))
            .components(vec![CreateActionRow::Buttons(vec![
                CreateButton::new(open)
                    .label(t!(lang, "button-choose"))
                    .style(ButtonStyle::Primary),
            ])]),
    )
    .await?;
    if away::wants_dm(session, user).await? {
        let own = language::player(session, user, None).await;
        let dm = CreateMessage::new()
            .content(t!(
                own,
                "reminder-dm",
                text = reminder(own),
                thread = format!("<#{thread}>")
            ))
            .allowed_mentions(CreateAllowedMentions::new());
        if let Err(e) = send_dm(http, data, user, dm).await {
            tracing::info!(game, user, "a reminder by DM could not be sent: {e:#}");
        }
    }
    Ok(())
}

/// The computer answers for `seat` (of `user`), whose deadline passed; after too many in a row,
/// it plays the seat from now on.
async fn take(http: &Http, data: &Data, game: GameId, seat: Seat, user: u64) -> Result<(), Error> {
    let session = &data.session;
    let settings = session.settings(game).await?;
    let level = settings.deadline_level;
    let seed = ai_seed(session, game).await?;
    let current = session.current(game).await?;
    if !current.game.awaited().contains(seat) {
        return Ok(());
    }
    crate::metrics::metrics().deadlines_taken.inc();
    if !matches!(
        play_for(http, data, &current, seat, level, seed, Origin::Deadline).await?,
        Played::Moved
    ) {
        return Ok(());
    }
    // Whoever is awaited next may be a computer seat or a seat the bot answers for.
    data.computers.wake(game);
    let missed = session.missed(game, seat).await?;
    let limit = settings.misses;
    if limit == 0 || missed < limit {
        return Ok(());
    }
    session
        .hand_to_computer(game, seat, level, Some(user), session.now())
        .await?;
    session.set(game, GameSetting::Missed(seat, 0)).await?;
    let lang = language::game(session, game).await?;
    let text = t!(
        lang,
        "missed-handover",
        user = format!("<@{user}>"),
        missed = missed,
        level = locale::level(lang, level)
    );
    note(
        http,
        game,
        current.record.thread_id,
        &text,
        "a handover note",
    )
    .await;
    data.computers.wake(game);
    Ok(())
}
