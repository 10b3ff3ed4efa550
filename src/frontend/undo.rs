//! Taking back a decision, as every front end offers it: the private preview of what would be
//! taken back with the buttons to confirm or keep it, then the confirmation, told to the thread
//! with a fresh board. What may be undone is the session core's and the rule set's judgement;
//! here it is offered, worded and told. The game's host may turn undo off.

use super::announce::{Occasion, announce};
use super::controls;
use super::outlet::{Outlet, Post, player_of};
use super::words::undo_refusal;
use crate::engine::Seat;
use crate::present;
use crate::present::locale::{Lang, t};
use crate::session::{Current, GameId, Session};
use anyhow::Result;

/// What `user` is shown before undoing: the decision it would take back and the buttons to
/// confirm or keep it (made at the game's log length, so a confirmation after another move is
/// refused), or why there is none.
pub async fn preview(
    session: &Session,
    outlet: &dyn Outlet,
    game: GameId,
    (user, lang): (u64, Lang),
) -> Result<Result<Post, String>> {
    match session.undoable_by(game, user).await? {
        Ok((seat, u)) => {
            let record = &u.current.record;
            let text = t!(
                lang,
                "undo-preview",
                what = present::game(&u.before).describe(seat, &u.command, lang),
                game = record.name.as_str(),
                id = record.id
            );
            let row = controls::undo_preview_row(lang, outlet.limits());
            Ok(Ok(
                Post::text(text).with_rows((record.id, record.next_seq), vec![row])
            ))
        }
        Err(why) => Ok(Err(refusal(session, outlet, game, &why, lang).await?)),
    }
}

/// Takes back the decision `user` previewed at log length `expected` and tells the thread
/// through `outlet`; gives the game after it, the seat, and what was taken back in words; or why
/// nothing was.
pub async fn confirm(
    session: &Session,
    outlet: &dyn Outlet,
    game: GameId,
    (user, lang): (u64, Lang),
    expected: u64,
) -> Result<Result<(Current, Seat, String), String>> {
    let _moving = session.moving(game);
    match session.undo_by(game, user, Some(expected)).await? {
        Ok((seat, undone)) => {
            let what =
                present::game(&undone.current.game).describe(seat, &undone.step().command, lang);
            if let Err(e) = announce(session, outlet, game, Occasion::Moves(seat)).await {
                // Stored all the same; the catch-up round tells it shortly.
                tracing::warn!(game, "announcing an undo failed: {e:#}");
            }
            Ok(Ok((undone.current, seat, what)))
        }
        Err(why) => Ok(Err(refusal(session, outlet, game, &why, lang).await?)),
    }
}

/// Why nothing was taken back, players named as `outlet` names them.
async fn refusal(
    session: &Session,
    outlet: &dyn Outlet,
    game: GameId,
    why: &crate::session::UndoRefusal,
    lang: Lang,
) -> Result<String> {
    Ok(undo_refusal(session, game, why, lang, &player_of(outlet)).await?)
}
