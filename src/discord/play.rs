//! A Discord user's move: the session core applies and stores it, then the players are told
//! (with no game lock held), and the player gets the words for what was done or refused.

use super::announce::{Occasion, announce};
use super::data::{Data, Error};
use super::seats::mention;
use crate::engine::{AnyCommand, Seat};
use crate::frontend::words::{names, not_active};
use crate::present;
use crate::present::locale::{Lang, t};
use crate::session::GameId;
use crate::session::{Applied, PlayerMove, Refusal};
use serenity::all::{Http, UserId};
use std::time::Instant;

/// What a move led to.
pub enum Outcome {
    /// Applied and stored.
    Applied {
        /// What was applied, and the game after it.
        applied: Box<Applied>,
        /// The acting seat.
        seat: Seat,
        /// What was done, in words ("Invade Gimle with your Warrior (1 Rage)").
        done: String,
        /// Whether the thread was told; if not, the catch-up task tells it shortly.
        announced: bool,
        /// Whether the player may take the move back now (undo is on and nothing the move did
        /// closes its window): the confirmation offers an Undo button.
        undo: bool,
        /// When the move arrived (for the metrics: how long until it is told).
        arrived: Instant,
    },
    /// Refused, with the reason to show the player privately; nothing changed.
    Refused(String),
}

/// Applies `commands` for `user` in a game and tells the players. With `expected` (the log
/// length a component was made at), a choice from an older position is refused as stale, unless
/// the decision is simultaneous and the choice still open.
pub async fn act(
    http: &Http,
    data: &Data,
    game_id: GameId,
    (user, lang): (UserId, Lang),
    commands: &[AnyCommand],
    expected: Option<u64>,
) -> Result<Outcome, Error> {
    let _moving = data.session.moving(game_id);
    let mut outcome = store_move(data, game_id, (user, lang), commands, expected).await?;
    tell(http, data, game_id, &mut outcome).await;
    Ok(outcome)
}

/// Applies and stores `commands` for `user` without telling anyone yet (see [`act`]); the
/// outcome says the thread was not told. Refusals and what was done are worded in `lang`, the
/// language of the player who moved.
pub async fn store_move(
    data: &Data,
    game_id: GameId,
    (user, lang): (UserId, Lang),
    commands: &[AnyCommand],
    expected: Option<u64>,
) -> Result<Outcome, Error> {
    let outcome = store_move_now(
        data,
        game_id,
        (user, lang),
        commands,
        expected,
        Instant::now(),
    )
    .await?;
    let label = match outcome {
        Outcome::Applied { .. } => "applied",
        Outcome::Refused(_) => "refused",
    };
    crate::metrics::metrics()
        .moves
        .get_or_create(&crate::metrics::Outcome { outcome: label })
        .inc();
    Ok(outcome)
}

async fn store_move_now(
    data: &Data,
    game_id: GameId,
    (user, lang): (UserId, Lang),
    commands: &[AnyCommand],
    expected: Option<u64>,
    arrived: Instant,
) -> Result<Outcome, Error> {
    let session = &data.session;
    let played = match session
        .play(game_id, user.get(), commands, expected)
        .await?
    {
        Ok(played) => played,
        Err(refusal) => {
            return Ok(Outcome::Refused(match refusal {
                Refusal::NoSuchGame(_) => t!(lang, "no-longer-exists"),
                Refusal::NotActive(record) => not_active(lang, &record),
                Refusal::NotPlaying => t!(lang, "not-playing"),
                Refusal::HandedOver(_) => t!(lang, "handed-over"),
                Refusal::Stale(_) => t!(lang, "stale-choice"),
                Refusal::Rule { current, error, .. } => {
                    let names = names(session, game_id, &current.record.config, &mention).await?;
                    t!(
                        lang,
                        "refused-use-act",
                        why = present::refusal(&current.game, &error, &names, lang)
                    )
                }
                Refusal::Raced => t!(lang, "raced"),
            }));
        }
    };
    // Each command in words, against the game it was given in (nothing is applied again).
    let PlayerMove {
        applied,
        seat,
        undo,
    } = played;
    let done: Vec<String> = applied
        .steps
        .iter()
        .zip(&applied.befores)
        .map(|(step, before)| present::describe(before, seat, &step.command, lang))
        .collect();
    Ok(Outcome::Applied {
        applied: Box::new(applied),
        seat,
        done: done.join(", "),
        announced: false,
        undo,
        arrived,
    })
}

/// Tells the players about a stored move (nothing for a refusal).
pub async fn tell(http: &Http, data: &Data, game_id: GameId, outcome: &mut Outcome) {
    let Outcome::Applied {
        seat,
        announced,
        arrived,
        ..
    } = outcome
    else {
        return;
    };
    *announced = match announce(http, data, game_id, Occasion::Moves(*seat)).await {
        Ok(()) => {
            crate::metrics::observe(
                &crate::metrics::metrics().board_posted_seconds,
                arrived.elapsed(),
            );
            true
        }
        Err(e) => {
            // The move is stored; only telling the players failed. The catch-up task (and a
            // restart) tells them shortly.
            super::announce::note_discord_error(&e);
            tracing::warn!(game = game_id, "announcing failed: {e:#}");
            false
        }
    };
    // A computer clan that is now awaited moves next (nothing happens if none is).
    data.session.wake(game_id);
}
