//! Taking back a decision (`/undo`, and the Undo button under the confirmation of a move): the
//! private preview, the confirmation, then a note in the thread and a fresh board. What may be
//! undone is the session core's and the rule set's judgement; here it is offered, worded and told.
//! The game's host may turn undo off (`/game settings undo:off`).

use super::announce::{Occasion, announce};
use super::data::{Data, Error};
use super::ids::{Action, ComponentId};
use super::seats::table;
use crate::engine::Seat;
use crate::frontend::words::not_active;
use crate::present::locale::{Lang, t};
use crate::present::{self, Names};
use crate::session::GameId;
use crate::session::{Current, UndoRefusal};
use serenity::all::{ButtonStyle, CreateActionRow, CreateButton, Http, UserId};

/// Why nothing was taken back, for the player.
fn refusal(lang: Lang, refusal: &UndoRefusal, names: &Names) -> String {
    match refusal {
        UndoRefusal::NoSuchGame(_) => t!(lang, "no-longer-exists"),
        UndoRefusal::NotActive(record) => not_active(lang, record),
        UndoRefusal::Nothing => t!(lang, "undo-nothing"),
        UndoRefusal::OtherSince(seat) => t!(lang, "undo-other-since", player = names.of(*seat)),
        UndoRefusal::Computer => t!(lang, "undo-computer"),
        UndoRefusal::Closed(closing) => {
            t!(
                lang,
                "undo-closed",
                why = present::undo_closed(closing, lang)
            )
        }
        UndoRefusal::Stale(_) => t!(lang, "undo-stale"),
        UndoRefusal::Raced => t!(lang, "raced"),
        UndoRefusal::NotPlaying => t!(lang, "not-playing"),
        UndoRefusal::Off => t!(lang, "undo-off"),
        UndoRefusal::HandedOver(_) => t!(lang, "handed-over"),
    }
}

/// Why nothing was taken back, naming the seats as the game's table does (read only when the
/// refusal names one).
async fn refusal_words(
    data: &Data,
    game: GameId,
    why: &UndoRefusal,
    lang: Lang,
) -> Result<String, Error> {
    let names = match why {
        UndoRefusal::OtherSince(_) => {
            let record = data.session.record(game).await?;
            table(&data.session, game, &record.config).await?.names
        }
        _ => Names::default(),
    };
    Ok(refusal(lang, why, &names))
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
            let id = |action| ComponentId::new(game, record.next_seq, action).encode();
            let text = t!(
                lang,
                "undo-preview",
                what = present::describe(&u.before, seat, &u.command, lang),
                game = record.name.as_str(),
                id = record.id
            );
            let rows = vec![CreateActionRow::Buttons(vec![
                CreateButton::new(id(Action::UndoConfirm))
                    .label(t!(lang, "undo-take-back"))
                    .style(ButtonStyle::Danger),
                CreateButton::new(id(Action::UndoKeep))
                    .label(t!(lang, "undo-keep"))
                    .style(ButtonStyle::Secondary),
            ])];
            Ok(Ok((text, rows)))
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
