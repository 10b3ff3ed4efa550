//! A player's move as every front end takes it: the session core applies and stores it, and the
//! player gets the words for what was done, or for why nothing was (a short private answer; the
//! game and its log are untouched). The front end then tells the other players
//! ([`super::announce`]) its own way.

use super::announce::{DELAYED, Occasion, announce, done_note};
use super::controls::{self, Limits, Path};
use super::outlet::{Outlet, Post, player_of};
use super::shown;
use super::words::{Player, names, not_active};
use crate::engine::{AnyCommand, AnyGame, Seat};
use crate::present;
use crate::present::locale::{Lang, t};
use crate::session::takeover::ReplyHandle;
use crate::session::{
    Applied, Current, GameId, HintRefusal, PlayerMove, Refusal, Session, StoreError, Teller,
};
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
        /// Whether the players were told; if not, the front end's catch-up tells them shortly.
        announced: bool,
        /// Whether the player may take the move back now (undo is on and nothing the move did
        /// closes its window): the confirmation offers to.
        undo: bool,
        /// When the move arrived (for the metrics: how long until it is told).
        arrived: Instant,
    },
    /// Refused, with the reason to show the player privately; nothing changed.
    Refused(String),
}

/// Applies and stores `commands` for `user` without telling anyone yet (the outcome says the
/// players were not told). With `expected` (the log length a choice was offered at), a choice
/// from an older position is refused as stale, unless the decision is simultaneous and the
/// choice still open. Refusals and what was done are worded in `lang`, the language of the
/// player who moved; a seat a refusal names is named by `player`. `teller` tells the players
/// (the asking front end itself, or the listeners: see [`Teller`]). Counted in the metrics.
pub async fn store_move(
    session: &Session,
    game: GameId,
    (user, lang): (u64, Lang),
    commands: &[AnyCommand],
    (expected, reply, teller): (Option<u64>, Option<&str>, Teller),
    player: Player<'_>,
) -> Result<Outcome, StoreError> {
    let arrived = Instant::now();
    // The answer owed to the player, stored with the move (see `crate::session::takeover`).
    let reply = reply.map(|handle| ReplyHandle {
        handle: handle.to_string(),
        lang: lang.code().to_string(),
    });
    let moved = (expected, reply.as_ref(), teller);
    let outcome = match session.play(game, user, commands, moved).await? {
        Ok(played) => applied(played, lang, arrived),
        Err(refusal) => Outcome::Refused(refused(session, game, refusal, lang, player).await?),
    };
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

/// A choice from the choices a seat was offered at log position `seq` of `game` (a panel in
/// chat, the web page): `user`'s seat and the game as it stands ([`super::which::my_seat_at`]),
/// the command `resolve` finds among what the seat may do now (none: the choice is stale, and
/// refused as a stale button is), stored by [`store_move`] against `seq`.
pub async fn choose(
    session: &Session,
    (game, seq): (GameId, u64),
    (user, lang): (u64, Lang),
    resolve: impl FnOnce(&Current, Seat) -> Option<AnyCommand>,
    (reply, teller): (Option<&str>, Teller),
    player: Player<'_>,
) -> Result<Outcome, StoreError> {
    let command = match super::which::my_seat_at(session, (game, seq), user, lang).await? {
        Err(why) => return Ok(Outcome::Refused(why)),
        Ok((current, seat)) => resolve(&current, seat),
    };
    let Some(command) = command else {
        return Ok(Outcome::Refused(t!(lang, "stale-choice")));
    };
    let moved = (Some(seq), reply, teller);
    store_move(session, game, (user, lang), &[command], moved, player).await
}

/// A suggestion for `seat`'s decision in `current` from the medium computer clan, in words with
/// its reason (only the asker sees it), and the command it suggests; `Err` is why there is none
/// (the computer plays the seat now, or nothing is asked of it).
pub async fn hint(
    session: &Session,
    current: &Current,
    seat: Seat,
    lang: Lang,
) -> Result<Result<(String, AnyCommand), String>, StoreError> {
    let (command, reason) = match session.computers().hint(current, seat).await? {
        Ok(hint) => hint,
        Err(HintRefusal::HandedOver) => return Ok(Err(t!(lang, "handed-over"))),
        Err(HintRefusal::NothingAwaited) => return Ok(Err(t!(lang, "nothing-to-hint"))),
    };
    let record = &current.record;
    let text = t!(
        lang,
        "hint",
        game = record.name.as_str(),
        id = record.id,
        hint = present::game(&current.game).hint(seat, &command, &reason, lang)
    );
    Ok(Ok((text, command)))
}

/// [`store_move`] for `user`, then the players told through `outlet` ([`tell`]), the game
/// marked as having a move under way throughout (so no catch-up round tells it meanwhile).
/// With `reply` (the front end's handle on the request), the answer owed to the player is
/// stored with the move: the front end says [`Telling::replied`](crate::session::Telling::replied) once it has answered.
pub async fn act(
    session: &Session,
    outlet: &dyn Outlet,
    game: GameId,
    user: (u64, Lang),
    (commands, expected, reply): (&[AnyCommand], Option<u64>, Option<&str>),
) -> Result<Outcome, StoreError> {
    let _moving = session.moving(game);
    let player = player_of(outlet);
    let moved = (expected, reply, Teller::Asker);
    let mut outcome = store_move(session, game, user, commands, moved, &player).await?;
    tell(session, outlet, game, &mut outcome).await;
    Ok(outcome)
}

/// The log's length once a move was stored (none for a refusal): what [`Telling::replied`](crate::session::Telling::replied)
/// names.
pub fn stored_at(outcome: &Outcome) -> Option<u64> {
    match outcome {
        Outcome::Applied { applied, .. } => Some(applied.current.record.next_seq),
        Outcome::Refused(_) => None,
    }
}

/// Tells the players about a stored move through `outlet` (nothing for a refusal), and wakes
/// the computer clan now awaited, if any. A failure to tell is only logged (the outcome says
/// so): the move is stored, and the catch-up round tells it shortly.
pub async fn tell(session: &Session, outlet: &dyn Outlet, game: GameId, outcome: &mut Outcome) {
    let Outcome::Applied {
        seat,
        announced,
        arrived,
        ..
    } = outcome
    else {
        return;
    };
    *announced = match announce(session, outlet, game, Occasion::Moves(*seat)).await {
        Ok(()) => {
            let posted = &crate::metrics::metrics().board_posted_seconds;
            crate::metrics::observe(posted, arrived.elapsed());
            true
        }
        Err(e) => {
            tracing::warn!(game, "announcing failed: {e:#}");
            false
        }
    };
    session.computers().wake(game);
}

/// Where a player who moved is answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// In place of the choices they pressed, in a private message (`private`) or in the
    /// game's thread: in full, what was done and what comes next.
    Pressed {
        /// Whether they pressed in a private message (their next private decision, if any,
        /// comes as a message of its own there).
        private: bool,
    },
    /// In the reply to their command: briefly, the thread tells the rest.
    Replied,
}

/// What the player who moved is shown of the game after the move: their next choices under
/// a note of what was done (the Undo button under them if they may take it back), else what was
/// done (with the Undo button); `Err` is a refusal's words.
pub async fn answered(
    outcome: Outcome,
    answer: Answer,
    (lang, limits): (Lang, &Limits),
) -> anyhow::Result<Result<Post, String>> {
    let (applied, seat, done, announced, undo) = match outcome {
        Outcome::Refused(why) => return Ok(Err(why)),
        Outcome::Applied {
            applied,
            seat,
            done,
            announced,
            undo,
            ..
        } => (applied, seat, done, announced, undo),
    };
    let current = applied.current;
    let game = &current.game;
    let next_privately = answer == Answer::Pressed { private: true }
        && present::game(game).delivery(seat, lang).is_some();
    let undo_row = undo.then(|| controls::undo_row(lang, limits));
    let note = done_note(announced, lang);
    let shown = if game.awaited().contains(seat) && !next_privately {
        let at = (Path::Root, Some(note.as_str()));
        shown::panel(&current, seat, at, undo_row, (lang, limits)).await?
    } else {
        let text = match answer {
            Answer::Pressed { .. } => done_text(&done, game, (next_privately, announced), lang),
            Answer::Replied if announced => t!(lang, "done-see-thread"),
            Answer::Replied => note,
        };
        let at = (current.record.id, current.record.next_seq);
        Post::text(text).with_rows(at, Vec::from_iter(undo_row))
    };
    Ok(Ok(shown))
}

/// What a player is told once their move is stored when no choice of theirs follows at once:
/// what was `done`, what happens next (their next packet comes privately, or the others are
/// still choosing), and, when the thread could not be told yet, that it will be shortly.
pub fn done_text(
    done: &str,
    game: &AnyGame,
    (next_privately, announced): (bool, bool),
    lang: Lang,
) -> String {
    let waiting = match game.decision() {
        Some(_) if next_privately => format!(" {}", t!(lang, "next-packet-follows")),
        Some(d) if d.simultaneous => format!(" {}", t!(lang, "continues-when-all")),
        _ => String::new(),
    };
    let delayed = if announced {
        String::new()
    } else {
        format!(" {}", t!(lang, DELAYED))
    };
    let done = t!(lang, "done-what", what = lowercase_first(done));
    format!("{done}{waiting}{delayed}")
}

/// `text` with its first letter in lower case.
pub fn lowercase_first(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_lowercase().chain(chars).collect())
}

/// A stored move: each command in words, against the game it was given in (nothing is applied
/// again).
fn applied(played: PlayerMove, lang: Lang, arrived: Instant) -> Outcome {
    let PlayerMove {
        applied,
        seat,
        undo,
    } = played;
    let done: Vec<String> = applied
        .steps
        .iter()
        .zip(&applied.befores)
        .map(|(step, before)| present::game(before).describe(seat, &step.command, lang))
        .collect();
    Outcome::Applied {
        applied: Box::new(applied),
        seat,
        done: done.join(", "),
        announced: false,
        undo,
        arrived,
    }
}

/// Why a move was refused, in `lang`.
async fn refused(
    session: &Session,
    game: GameId,
    refusal: Refusal,
    lang: Lang,
    player: Player<'_>,
) -> Result<String, StoreError> {
    Ok(match refusal {
        Refusal::NoSuchGame(_) => t!(lang, "no-longer-exists"),
        Refusal::NotActive(record) => not_active(lang, &record),
        Refusal::NotPlaying => t!(lang, "not-playing"),
        Refusal::HandedOver(_) => t!(lang, "handed-over"),
        Refusal::Stale(_) => t!(lang, "stale-choice"),
        Refusal::Rule { current, error, .. } => {
            let names = names(session, game, &current.record.config, player).await?;
            t!(
                lang,
                "refused-use-act",
                why = present::game(&current.game).refusal(&error, &names, lang)
            )
        }
        Refusal::Raced => t!(lang, "raced"),
    })
}
