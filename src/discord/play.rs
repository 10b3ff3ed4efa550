//! A Discord user's move: stored and worded as every front end does ([`crate::frontend::moves`]),
//! then the players are told (with no game lock held).

use super::announce::{Occasion, announce};
use super::data::{Data, Error};
use super::seats::mention;
use crate::engine::AnyCommand;
use crate::frontend::moves;
pub use crate::frontend::moves::Outcome;
use crate::present::locale::Lang;
use crate::session::GameId;
use serenity::all::{Http, UserId};

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

/// Applies and stores `commands` for `user` without telling anyone yet (see [`act`]):
/// [`crate::frontend::moves::store_move`], a seat a refusal names by its mention.
pub async fn store_move(
    data: &Data,
    game_id: GameId,
    (user, lang): (UserId, Lang),
    commands: &[AnyCommand],
    expected: Option<u64>,
) -> Result<Outcome, Error> {
    let user = (user.get(), lang);
    let session = &data.session;
    Ok(moves::store_move(session, game_id, user, commands, expected, &mention).await?)
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
