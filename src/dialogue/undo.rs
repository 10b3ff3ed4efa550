//! Taking back a decision, as every front end offers it: the private preview of what would be
//! taken back (confirmed or kept by the player), then the confirmation, told to the thread with a
//! fresh board. What may be undone is the session core's and the rule set's judgement; here it
//! is offered and worded, the same for the chat and the web page. The game's host may turn undo
//! off.

use super::announce::{Occasion, announce};
use super::controls;
use super::moves::lowercase_first;
use super::outlet::{Outlet, Post, player_of};
use super::words::{Player, undo_refusal};
use crate::engine::Seat;
use crate::present;
use crate::present::locale::{Lang, t};
use crate::session::{Current, GameId, Session, StoreError, Teller};
use anyhow::Result;

/// What a player is shown before undoing: the decision it would take back, in words, and the
/// log length it was worked out at (a confirmation made at another is refused as stale).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Preview {
    /// "Take back …?", naming the game.
    pub text: String,
    /// The game's log length when the preview was made.
    pub seq: u64,
}

/// What `user` would take back in `game` now ([`Preview`]), or why nothing (a seat a refusal
/// names is named by `player`).
pub async fn preview(
    session: &Session,
    game: GameId,
    (user, lang): (u64, Lang),
    player: Player<'_>,
) -> Result<Result<Preview, String>, StoreError> {
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
            Ok(Ok(Preview {
                text,
                seq: record.next_seq,
            }))
        }
        Err(why) => Ok(Err(undo_refusal(session, game, &why, lang, player).await?)),
    }
}

/// The [`preview`] as a chat front end posts it: with the buttons to confirm or keep.
pub async fn preview_post(
    session: &Session,
    outlet: &dyn Outlet,
    game: GameId,
    user: (u64, Lang),
) -> Result<Result<Post, String>> {
    let preview = preview(session, game, user, &player_of(outlet)).await?;
    Ok(preview.map(|p| {
        let row = controls::undo_preview_row(user.1, outlet.limits());
        Post::text(p.text).with_rows((game, p.seq), vec![row])
    }))
}

/// Takes back the decision `user` previewed at log length `expected`, told by `teller`
/// ([`Teller`]); gives the game after it, the seat, and what was taken back in words ("Taken
/// back: …"); or why nothing was (a seat a refusal names is named by `player`).
pub async fn take_back(
    session: &Session,
    game: GameId,
    (user, lang): (u64, Lang),
    (expected, teller): (u64, Teller),
    player: Player<'_>,
) -> Result<Result<(Current, Seat, String), String>, StoreError> {
    match session
        .undo_by(game, user, (Some(expected), teller))
        .await?
    {
        Ok((seat, undone)) => {
            let what =
                present::game(&undone.current.game).describe(seat, &undone.step().command, lang);
            let note = t!(lang, "taken-back", what = lowercase_first(&what));
            Ok(Ok((undone.current, seat, note)))
        }
        Err(why) => Ok(Err(undo_refusal(session, game, &why, lang, player).await?)),
    }
}

/// [`take_back`] for a chat front end, which then tells the thread through `outlet` itself.
pub async fn confirm(
    session: &Session,
    outlet: &dyn Outlet,
    game: GameId,
    user: (u64, Lang),
    expected: u64,
) -> Result<Result<(Current, Seat, String), String>> {
    let _moving = session.moving(game);
    let told = (expected, Teller::Asker);
    let taken = take_back(session, game, user, told, &player_of(outlet)).await?;
    if let Ok((_, seat, _)) = &taken
        && let Err(e) = announce(session, outlet, game, Occasion::Moves(*seat)).await
    {
        // Stored all the same; the catch-up round tells it shortly.
        tracing::warn!(game, "announcing an undo failed: {e:#}");
    }
    Ok(taken)
}
