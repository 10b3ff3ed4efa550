//! Taking back a decision (`/undo`, and the Undo button under the confirmation of a move): the
//! private preview, the confirmation, then a note in the thread and a fresh board. What may be
//! undone is the session core's and the rule set's judgement; here it is offered, worded and told.
//! The game's host may turn undo off (`/game settings undo:off`).

use super::announce::{Occasion, announce};
use super::data::{Data, Error};
use super::panel::{self, LIMITS};
use super::seats::mention;
use crate::engine::Seat;
use crate::frontend::controls;
use crate::frontend::words::undo_refusal;
use crate::present;
use crate::present::locale::{Lang, t};
use crate::session::GameId;
use crate::session::{Current, UndoRefusal};
use serenity::all::{CreateActionRow, Http, UserId};

/// Why nothing was taken back, players named by mention.
async fn refusal_words(
    data: &Data,
    game: GameId,
    why: &UndoRefusal,
    lang: Lang,
) -> Result<String, Error> {
    Ok(undo_refusal(&data.session, game, why, lang, &mention).await?)
}

/// What `/undo` (or an Undo button) shows `user`: the decision it would take back and the
/// buttons to confirm or keep it, or why there is none.
pub async fn preview(
    data: &Data,
    game: GameId,
    (user, lang): (UserId, Lang),
) -> Result<Result<(String, Vec<CreateActionRow>), String>, Error> {
    match data.session.undoable_by(game, user.get()).await? {
        Ok((seat, u)) => {
            let record = &u.current.record;
            let text = t!(
                lang,
                "undo-preview",
                what = present::describe(&u.before, seat, &u.command, lang),
                game = record.name.as_str(),
                id = record.id
            );
            let row = controls::undo_preview_row(lang, &LIMITS);
            Ok(Ok((text, panel::now(&u.current, &[row]))))
        }
        Err(why) => Ok(Err(refusal_words(data, game, &why, lang).await?)),
    }
}

/// Takes back the decision `user` previewed at log length `expected`, tells the thread, and
/// returns the game after it, the seat, and what was taken back in words; or why not.
pub async fn confirm(
    http: &Http,
    data: &Data,
    game: GameId,
    (user, lang): (UserId, Lang),
    expected: u64,
) -> Result<Result<(Current, Seat, String), String>, Error> {
    let _moving = data.session.moving(game);
    match data
        .session
        .undo_by(game, user.get(), Some(expected))
        .await?
    {
        Ok((seat, undone)) => {
            let what = present::describe(&undone.current.game, seat, &undone.step().command, lang);
            if let Err(e) = announce(http, data, game, Occasion::Moves(seat)).await {
                // Stored all the same; the catch-up task tells it shortly.
                tracing::warn!(game, "announcing an undo failed: {e:#}");
            }
            Ok(Ok((undone.current, seat, what)))
        }
        Err(why) => Ok(Err(refusal_words(data, game, &why, lang).await?)),
    }
}
