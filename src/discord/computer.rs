//! Computer clans at a Discord table: seats with no player, and players' seats handed to the
//! computer until they take them back.
//!
//! Whenever a game may be waiting on a computer seat (a move was told, the game started, a seat
//! was handed over, the bot restarted, and every catch-up round in case anything was missed), the
//! game is *woken*: a task takes the game's computer lock, asks the computer clan for its move off
//! the async runtime (`spawn_blocking`, at most one computation per core at a time), applies it
//! through the session core as that seat's command — exactly like a player's — and tells the
//! players. It goes on until no computer seat is awaited.

use super::announce::{Occasion, announce};
use super::data::{Data, Error};
use super::lobby::random_seed;
use crate::ai;
use crate::engine::{Level, Seat};
use crate::session::Session;
use crate::session::orders::{Auto, auto_answer, deciding};
use crate::session::settings::GameSetting;
use crate::session::{ComputerSeat, GameId, GameStatus, Origin, StoreError};
use crate::session::{Current, Refusal};
use serenity::all::Http;
use std::sync::Arc;

/// Most computer moves one wake makes before handing over (another wake carries on).
const MOVES_PER_WAKE: usize = 2_000;

/// Starts the task that moves the computer clans of woken games (once; later calls do nothing).
pub fn start(http: Arc<Http>, data: Arc<Data>) {
    let Some(mut woken) = data.computers.take_woken() else {
        return;
    };
    tokio::spawn(async move {
        while let Some(game) = woken.recv().await {
            let (http, data) = (http.clone(), data.clone());
            tokio::spawn(async move {
                if let Err(e) = drive(&http, &data, game).await {
                    tracing::warn!(game, "a computer clan could not move: {e:#}");
                }
            });
        }
    });
}

/// Wakes every game that waits on a computer seat or on a seat with standing orders (in every
/// catch-up round), or at start-up (`every_active`) every active game.
pub async fn wake_waiting(data: &Data, every_active: bool) -> Result<(), StoreError> {
    for game in data.session.games_to_wake(every_active).await? {
        data.computers.wake(game);
    }
    Ok(())
}

/// The seed of a game's computer clans (its own randomness, never the game's seed: their choices
/// must not give away its shuffles), drawn and stored the first time it is needed.
pub async fn ai_seed(session: &Session, game: i64) -> Result<u64, StoreError> {
    if let Some(seed) = session.settings(game).await?.ai_seed {
        return Ok(seed);
    }
    let seed = random_seed();
    session.set(game, GameSetting::AiSeed(seed)).await?;
    Ok(seed)
}

/// What one computer move for a seat led to.
pub enum Played {
    /// Stored and told.
    Moved,
    /// Someone moved meanwhile: think again from the new position.
    Again,
    /// Nothing to do any more (the game ended or took no command).
    Stop,
}

/// Computes the move of `seat` at `level` in `current` off the runtime (one computation per core
/// at a time), applies it through the session core as `origin` at the position it was computed
/// at, and tells the players.
pub async fn play_for(
    http: &Http,
    data: &Data,
    current: &Current,
    seat: Seat,
    level: Level,
    seed: u64,
    origin: Origin,
) -> Result<Played, Error> {
    let game = current.record.id;
    let position = current.record.next_seq;
    let permit = data.computers.permit().await?;
    let budget = data.computers.budget;
    let snapshot = current.game.clone();
    let command = tokio::task::spawn_blocking(move || {
        let _core = permit;
        let started = std::time::Instant::now();
        let command = ai::choose_with(&snapshot, seat, level, seed, position, &budget);
        let m = crate::metrics::metrics();
        let level = crate::metrics::Level {
            level: level.name(),
        };
        m.computer_decisions.get_or_create(&level).inc();
        crate::metrics::observe(
            &m.computer_decision_seconds.get_or_create(&level),
            started.elapsed(),
        );
        command
    })
    .await?;
    let Some(command) = command else {
        tracing::warn!(game, seat = seat.0, "the computer found nothing to play");
        return Ok(Played::Stop);
    };
    let _moving = data.moving(game);
    match data
        .session
        .apply_as(game, seat, &[command], Some(position), origin)
        .await?
    {
        Ok(_) => {
            if let Err(e) = announce(http, data, game, Occasion::Moves(seat)).await {
                // Stored all the same; the catch-up task tells it shortly.
                tracing::warn!(game, "announcing a computer move failed: {e:#}");
            }
            Ok(Played::Moved)
        }
        Err(Refusal::Stale(_) | Refusal::Raced) => Ok(Played::Again),
        Err(Refusal::NoSuchGame(_) | Refusal::NotActive(_)) => Ok(Played::Stop),
        Err(Refusal::Rule { error, .. }) => {
            tracing::error!(
                game,
                seat = seat.0,
                "the rules refused a computer move: {error}"
            );
            Ok(Played::Stop)
        }
    }
}

/// Gives one answer the bot owes a player of `current` without waiting (a forced choice, a
/// standing order; see [`crate::session::orders`]), stores it as that seat's command and tells
/// it. `false` when it owes none.
async fn answer_at_once(
    http: &Http,
    data: &Data,
    current: &Current,
    computers: &[ComputerSeat],
    seed: u64,
) -> Result<bool, Error> {
    let game = current.record.id;
    let position = current.record.next_seq;
    let settings = data.session.settings(game).await?;
    // The player who has just decided (their reply shows the next choice) answers it.
    let deciding = match position.checked_sub(1) {
        Some(last) => deciding(&data.session.since(game, last).await?.1),
        None => None,
    };
    for seat in current.game.awaited().iter() {
        if computers.iter().any(|c| c.seat == seat) {
            continue;
        }
        let orders = settings.orders_of(seat);
        let Some(answer) = auto_answer(&current.game, seat, &orders, seed, position, deciding)
        else {
            continue;
        };
        let origin = match answer {
            Auto::Forced(_) => Origin::Forced,
            Auto::Order(..) => Origin::Order,
        };
        let _moving = data.moving(game);
        let applied = data
            .session
            .apply_as(
                game,
                seat,
                &[answer.command().clone()],
                Some(position),
                origin,
            )
            .await?;
        if applied.is_ok()
            && let Err(e) = announce(http, data, game, Occasion::Moves(seat)).await
        {
            tracing::warn!(game, "announcing an answer without waiting failed: {e:#}");
        }
        // Stored, or someone moved meanwhile: look again either way.
        return Ok(true);
    }
    Ok(false)
}

/// Plays the computer seats of `game` while one is awaited.
async fn drive(http: &Http, data: &Data, game: GameId) -> Result<(), Error> {
    let _one_at_a_time = data.computers.lock(game).await;
    let seed = ai_seed(&data.session, game).await?;
    for _ in 0..MOVES_PER_WAKE {
        let current = data.session.current(game).await?;
        if current.record.status != GameStatus::Active {
            return Ok(());
        }
        let awaited = current.game.awaited();
        let seating = data.session.seating(game).await?;
        let computers = &seating.computers;
        let Some(computer) = computers.iter().find(|c| awaited.contains(c.seat)) else {
            // No computer seat is awaited: perhaps a player the bot answers for at once.
            if answer_at_once(http, data, &current, computers, seed).await? {
                continue;
            }
            return Ok(());
        };
        let played = play_for(
            http,
            data,
            &current,
            computer.seat,
            computer.level,
            seed,
            Origin::Computer,
        )
        .await?;
        if matches!(played, Played::Stop) {
            return Ok(());
        }
    }
    // Many moves in a row: let other tasks run, and carry on in a fresh wake.
    data.computers.wake(game);
    Ok(())
}
