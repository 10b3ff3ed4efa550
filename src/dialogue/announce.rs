//! What a game's players are told after moves are stored, as every front end tells it, from what
//! the session says they are owed ([`crate::session::announce`]): the narration of the untold
//! steps (after a catch-up's note), the board when it is due, the story of the game at its end,
//! the mention of the seats newly awaited with what is awaited and what happened since each one's
//! last turn, and which seats are sent their decision privately. A front end posts it its own way
//! (Discord: one message in the thread with the Choose button, the decisions by direct message).
//!
//! And what was not told: a catch-up round tells what is behind, and what a process that
//! stopped owed is given by another, or by the same one restarted ([`tell_untold`],
//! [`answer_orphans`]; see [`crate::session::takeover`]).

use super::controls::{self, Path};
use super::outlet::{Outlet, Post, Unsent, dm, into_messages, player_of};
use super::pictures::{board_png, cards_png, story_png};
use super::seat_names;
use super::words::{Player, game_lang, names, player_lang};
use crate::engine::{AnyGame, Seat};
use crate::present::locale::{Lang, t, tr};
use crate::present::{self, Delivery, LogStep, Names};
use crate::session::announce::{self, BoardDue, Owed};
use crate::session::web::PersonalLink;
use crate::session::{Current, GameId, GameRecord, GameStatus, Seating, Session, Step};
use anyhow::Result;
use std::sync::Arc;

/// Why the players are told: the session's occasions, a catch-up with the note it begins with
/// (a message key).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Occasion<'a> {
    /// Moves of this seat were stored: narrate them (the board if they call for it).
    Moves(Seat),
    /// The game has just started: the board, and the first private decisions.
    Start,
    /// The players missed moves (a restart, a refused message): a note (its message key), the
    /// moves narrated, the board, and everyone awaited mentioned.
    CatchUp(&'a str),
}

impl Occasion<'_> {
    /// The occasion as the session knows it.
    pub fn session(self) -> announce::Occasion {
        match self {
            Occasion::Moves(seat) => announce::Occasion::Moves(seat),
            Occasion::Start => announce::Occasion::Start,
            Occasion::CatchUp(_) => announce::Occasion::CatchUp,
        }
    }
}

/// What the thread is told when the bot restarted (a message key).
pub const RESTARTED: &str = "note-restarted";
/// What the thread is told when an announcement of this process's failed earlier (a message
/// key).
pub const CAUGHT_UP: &str = "note-caught-up";
/// What the thread is told when it is told moves another process stored and never told (a
/// message key).
pub const TAKEN_OVER: &str = "note-taken-over";
/// What the acting player is told when the thread could not be told (a message key).
pub const DELAYED: &str = "note-delayed";

/// The note over a player's next choice once their move is stored (and, when the thread could
/// not be told yet, that it will be shortly).
pub fn done_note(announced: bool, lang: Lang) -> String {
    if announced {
        t!(lang, "done")
    } else {
        format!("{} {}", t!(lang, "done"), t!(lang, DELAYED))
    }
}

/// The mention of the seats newly awaited: its words, and the users it calls.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ping {
    /// Who is awaited for what, and what happened since each one's last turn.
    pub text: String,
    /// The users of the seats it names (a computer's seat has none).
    pub users: Vec<u64>,
}

/// One announcement: what the game's thread is told, and whose decision goes privately.
#[derive(Debug, Clone)]
pub struct Telling {
    /// The game as told (the cursor goes to `current.record.next_seq` once told).
    pub current: Current,
    /// The game's language, the thread's.
    pub lang: Lang,
    /// Who sits where.
    pub seating: Arc<Seating>,
    /// How each seat is named, in the game's language.
    pub names: Names,
    /// The public lines: a catch-up's note first, then the narration.
    pub lines: Vec<String>,
    /// The mention of the seats newly awaited, when there are any.
    pub ping: Option<Ping>,
    /// The board, when it is due.
    pub board: Option<Vec<u8>>,
    /// The story of the game, at its end.
    pub story: Option<Vec<u8>>,
    /// The seats whose decision is sent to them privately, with it (in the game's language; a
    /// front end words it again in its reader's).
    pub deliveries: Vec<(Seat, Delivery)>,
}

/// The public lines of `steps` (consecutive steps of a log), each seat named by `names`.
pub fn narrate_steps(
    game: &AnyGame,
    steps: &[Arc<Step>],
    names: &Names,
    lang: Lang,
) -> Vec<String> {
    let steps: Vec<LogStep<'_>> = steps.iter().map(|s| super::log_step(s)).collect();
    present::narrate_steps(game, &steps, names, lang)
}

/// The public lines of a game's last `moves` steps, in `lang` (each seat named in the game's
/// language, each player as `player` names them).
pub async fn recent(
    session: &Session,
    record: &GameRecord,
    moves: u64,
    (lang, player): (Lang, Player<'_>),
) -> Result<Vec<String>> {
    let from = record.next_seq.saturating_sub(moves);
    let (current, steps) = session.since(record.id, from).await?;
    let names = names(session, record.id, &record.config, player).await?;
    Ok(narrate_steps(&current.game, &steps, &names, lang))
}

/// What the players are told of `owed`, on `occasion`, each player named by `player`.
pub async fn telling(
    session: &Session,
    owed: &Owed,
    occasion: Occasion<'_>,
    player: Player<'_>,
) -> Result<Telling> {
    let Current { record, game } = &owed.current;
    let lang = game_lang(session, record.id).await?;
    let seating = session.seats().seating(record.id).await?;
    let names = seat_names(&seating, &record.config, lang, player);
    let mut lines = narrate_steps(game, &owed.steps, &names, lang);
    if let Occasion::CatchUp(note) = occasion
        && !owed.thread_told
    {
        lines.insert(0, format!("*{}*", tr(lang, note, &[])));
    }
    // The seats whose decision goes privately are sent it, not mentioned.
    let mut deliveries: Vec<(Seat, Delivery)> = owed
        .theirs
        .iter()
        .filter_map(|seat| {
            present::game(game)
                .delivery(*seat, lang)
                .map(|d| (*seat, d))
        })
        .collect();
    let mention: Vec<Seat> = owed
        .mention
        .iter()
        .copied()
        .filter(|s| !deliveries.iter().any(|(d, _)| d == s))
        .collect();
    let ping = if mention.is_empty() {
        None
    } else {
        Some(ping(session, owed, occasion, (&mention, &seating, &names), lang).await?)
    };
    // A player who just took a decision back has their choices in their own reply already.
    if let (Occasion::Moves(actor), Some(last)) = (occasion, owed.steps.last())
        && last.undoes.is_some()
        && last.seat == actor
    {
        deliveries.retain(|(seat, _)| *seat != actor);
    }
    let events = owed.events();
    let board = match owed.board {
        BoardDue::Yes => true,
        BoardDue::IfItChanged => present::rules(game.rules()).posts_board(&events),
        BoardDue::No => false,
    };
    let board = if board {
        let at = (session.now(), lang);
        Some(board_png(session, record, game, &names, events, at).await?)
    } else {
        None
    };
    // The game's end: the story of the game comes with the final scores.
    let story = if game.is_over() && record.status == GameStatus::Finished {
        Some(story_png(session, record, &names, lang).await?)
    } else {
        None
    };
    Ok(Telling {
        current: owed.current.clone(),
        lang,
        seating,
        names,
        lines,
        ping,
        board,
        story,
        deliveries,
    })
}

/// Tells the players of a game what they have not been told yet ([`telling`]), through
/// `outlet`: the narration, the board and a mention of the seats newly awaited with the Choose
/// and My cards buttons in the game's thread (the narration over as many messages as the
/// outlet's limit needs, the rest with the last), then each private decision to its player.
/// `Ok` once the outlet took every message; on an error the cursor stays, and the next catch-up
/// round ([`catch_up`]) tries again.
pub async fn announce(
    session: &Session,
    outlet: &dyn Outlet,
    game: GameId,
    occasion: Occasion<'_>,
) -> Result<()> {
    let Some(_announcing) = session.processes().announcing(game).await? else {
        // Another process is telling this game's moves (it tells these too, or the rounds do).
        return Ok(());
    };
    let record = session.games().record(game).await?;
    let Some(thread) = record.thread_id else {
        return Ok(());
    };
    let Some(owed) = session.telling().owed(&record, occasion.session()).await? else {
        return Ok(());
    };
    let player = player_of(outlet);
    let mut told = telling(session, &owed, occasion, &player).await?;
    let (record, lang) = (&told.current.record, told.lang);
    let mut last = Post::default();
    if let Some(ping) = &told.ping {
        told.lines.push(ping.text.clone());
        let web = super::player::web_on(session, record).await?;
        let row = controls::choose_row((true, web), lang, outlet.limits());
        last = last
            .calling(ping.users.iter().copied())
            .with_rows((record.id, record.next_seq), vec![row]);
    }
    last.files
        .extend(told.board.take().map(|png| ("board.png", png)));
    last.files
        .extend(told.story.take().map(|png| ("story.png", png)));
    let mut messages = into_messages(&told.lines, outlet.limits().message);
    if messages.is_empty() && !last.files.is_empty() {
        messages.push(String::new());
    }
    let count = messages.len();
    for (i, text) in messages.into_iter().enumerate() {
        let post = if i + 1 == count {
            Post {
                text,
                ..std::mem::take(&mut last)
            }
        } else {
            Post::text(text)
        };
        if let Err(e) = outlet.post(thread, post).await {
            // Told again by a catch-up round, which says it was a hiccup.
            session.telling().note_untold(game);
            return Err(e);
        }
    }
    // Private decisions after the public message: the thread is never kept waiting for them.
    // Were they not all sent (a refused message, the process stopping), the retry sends them
    // and tells the thread nothing again.
    if count > 0 && !told.deliveries.is_empty() {
        session
            .telling()
            .told_thread(record.id, record.next_seq)
            .await?;
        crate::testkit::die_at("thread");
    }
    for (seat, delivery) in &told.deliveries {
        if let Err(e) = deliver(session, outlet, &told, (*seat, delivery), thread).await {
            session.telling().note_untold(game);
            return Err(e);
        }
    }
    session.telling().told(record.id, record.next_seq).await?;
    Ok(())
}

/// Sends a seat its private decision (once per delivery key), with its cards and its choices; if
/// the seat's player takes no private message, says so once in the thread (naming no card), and
/// the player decides with `/hand`.
async fn deliver(
    session: &Session,
    outlet: &dyn Outlet,
    told: &Telling,
    (seat, delivery): (Seat, &Delivery),
    thread: u64,
) -> Result<()> {
    let Current { record, game } = &told.current;
    let Some(user) = told.seating.user(seat) else {
        return Ok(());
    };
    if !session
        .telling()
        .delivery_due(record.id, seat, &delivery.key)
        .await?
    {
        return Ok(());
    }
    // The player's own language (the game's words the delivery key is made of stay the same).
    let lang = player_lang(session, user, None).await;
    let worded = present::game(game)
        .delivery(seat, lang)
        .unwrap_or_else(|| delivery.clone());
    let panel = controls::panel(game, seat, Path::Root, lang, outlet.limits());
    let title = format!("#{} {} · {}", record.id, record.name, worded.title);
    let png = cards_png(game, seat, title, lang).await?;
    let mut text = t!(
        lang,
        "dm-decision",
        game = record.name.as_str(),
        id = record.id,
        text = panel.content
    );
    // A private message may carry the player's own page, where they can choose too (when the
    // bot serves pages and the server allows them: the link says so).
    if let Some(PersonalLink::Link(link, _)) =
        session.pages().personal_link(record.id, user).await?
    {
        text.push('\n');
        text.push_str(&t!(lang, "dm-web-link", link = link));
    }
    let mut post = Post::text(text).with_rows((record.id, record.next_seq), panel.rows);
    post.files.push(("cards.png", png));
    let closed = match dm(session, outlet, user, post).await {
        Ok(()) => false,
        // Not retried for this decision: the player decides with /hand (told once, below).
        Err(Unsent::Closed) => true,
        // Any other failure fails the announcement, so the catch-up round sends it again.
        Err(Unsent::Failed(e)) => {
            return Err(e.context(format!("sending seat {} its decision privately", seat.0)));
        }
    };
    if session
        .telling()
        .delivered(record.id, seat, &delivery.key, closed)
        .await?
    {
        let text = t!(told.lang, "dm-closed", player = told.names.of(seat));
        outlet
            .post(thread, Post::text(text).calling([user]))
            .await?;
    }
    Ok(())
}

/// Tells, as the process starts again, the threads of games whose last moves were not told
/// (it, or another process, stopped in between), each beginning with the note that the bot
/// restarted, then gives the answers owed to players by processes that stopped
/// ([`answer_orphans`]). Games that are up to date are not even loaded, and a game whose move is
/// under way is left to that move's own announcement. Later, the session's rounds find what is
/// owed untold ([`crate::session::Notice::Untold`], told by [`tell_untold`]).
pub async fn catch_up(session: &Session, outlet: &dyn Outlet) -> Result<()> {
    for id in session.games().behind().await? {
        if session.is_moving(id) {
            // Its move is being stored or told right now; that move's own announcement tells it.
            continue;
        }
        if let Err(e) = announce(session, outlet, id, Occasion::CatchUp(RESTARTED)).await {
            tracing::warn!(game = id, "catching up failed, will retry: {e:#}");
        }
    }
    answer_orphans(session, outlet, None).await
}

/// What `game`'s players are owed untold ([`crate::session::Notice::Untold`]), told now: its
/// untold moves, beginning with why they come late (this process's own front end refused them
/// earlier, a hiccup; or a process that stopped left them, the bot was interrupted), then the
/// answers owed to its players for their moves.
pub async fn tell_untold(session: &Session, outlet: &dyn Outlet, game: GameId) -> Result<()> {
    if !session.is_moving(game) {
        let note = if session.telling().untold_here(game) {
            CAUGHT_UP
        } else {
            TAKEN_OVER
        };
        announce(session, outlet, game, Occasion::CatchUp(note)).await?;
    }
    answer_orphans(session, outlet, Some(game)).await
}

/// Gives the answers owed to players for their moves by processes that stopped (of `game`
/// only, or of every game), each claimed first so that it is given once: in place of the press
/// or command that made the move (their next choice under "Done", or what follows), or when
/// that can no longer be reached (its token expired, the press never acknowledged) and a
/// decision of theirs is awaited, privately, or in the thread if they take no private message.
pub async fn answer_orphans(
    session: &Session,
    outlet: &dyn Outlet,
    game: Option<GameId>,
) -> Result<()> {
    for reply in session.telling().orphaned_replies().await? {
        if game.is_some_and(|g| g != reply.game) || session.is_moving(reply.game) {
            continue;
        }
        if let Err(e) = answer_orphan(session, outlet, &reply).await {
            tracing::warn!(
                game = reply.game,
                "answering a player for a stopped process failed, will retry: {e:#}"
            );
        }
    }
    Ok(())
}

/// Gives one answer a process that stopped owed (see [`answer_orphans`]).
async fn answer_orphan(
    session: &Session,
    outlet: &dyn Outlet,
    reply: &crate::store::Reply,
) -> Result<()> {
    if !session.telling().claim_reply(reply).await? {
        return Ok(());
    }
    let lang = Lang::from_code(&reply.lang).unwrap_or_default();
    let current = session.current(reply.game).await?;
    let seat = session
        .seats()
        .seating(reply.game)
        .await?
        .seat_of(reply.user)
        .filter(|s| {
            current.record.status == GameStatus::Active && current.game.awaited().contains(*s)
        });
    let post = match seat {
        Some(seat) => {
            let note = done_note(true, lang);
            let at = (Path::Root, Some(note.as_str()));
            super::shown::panel(&current, seat, at, None, (lang, outlet.limits())).await?
        }
        None => Post::text(t!(lang, "done-see-thread")),
    };
    let fresh = session.now() - reply.created_at < crate::session::takeover::REPLY_SECONDS;
    let answered = if fresh {
        outlet.answer(&reply.handle, post.clone()).await
    } else {
        Err(Unsent::Closed)
    };
    match answered {
        // Its request cannot be answered any more: a decision of theirs awaited is sent them
        // privately, or called in the thread.
        Err(Unsent::Closed) if seat.is_some() => {
            if let Err(Unsent::Closed | Unsent::Failed(_)) =
                dm(session, outlet, reply.user, post).await
            {
                call(session, outlet, &current, reply.user).await?;
            }
        }
        Err(Unsent::Failed(e)) => return Err(e),
        Ok(()) | Err(Unsent::Closed) => {}
    }
    session
        .telling()
        .replied(reply.game, reply.user, reply.seq)
        .await?;
    Ok(())
}

/// Calls `user` in their game's thread for the decision awaited of them, with the Choose button.
async fn call(session: &Session, outlet: &dyn Outlet, current: &Current, user: u64) -> Result<()> {
    let record = &current.record;
    let Some(thread) = record.thread_id else {
        return Ok(());
    };
    let lang = game_lang(session, record.id).await?;
    let seating = session.seats().seating(record.id).await?;
    let names = seat_names(&seating, &record.config, lang, player_of(outlet));
    let Some(seat) = seating.seat_of(user) else {
        return Ok(());
    };
    let text = t!(
        lang,
        "ping",
        players = names.of(seat),
        what = present::game(&current.game)
            .awaiting(lang)
            .unwrap_or_default(),
        game = record.name.as_str(),
        id = record.id
    );
    let web = super::player::web_on(session, record).await?;
    let row = controls::choose_row((true, web), lang, outlet.limits());
    let post = Post::text(text)
        .calling([user])
        .with_rows((record.id, record.next_seq), vec![row]);
    outlet.post(thread, post).await
}

/// The mention of the seats `newly` awaited (the session chose them, see
/// [`crate::session::announce`]): who they are, what is awaited, and, after moves, what happened
/// since each one's last turn.
async fn ping(
    session: &Session,
    owed: &Owed,
    occasion: Occasion<'_>,
    (newly, seating, names): (&[Seat], &Seating, &Names),
    lang: Lang,
) -> Result<Ping> {
    let Current { record, game } = &owed.current;
    let who: Vec<&str> = newly.iter().map(|s| names.of(*s)).collect();
    let users = newly.iter().filter_map(|s| seating.user(*s)).collect();
    let mut text = t!(
        lang,
        "ping",
        players = who.join(", "),
        what = present::game(game).awaiting(lang).unwrap_or_default(),
        game = record.name.as_str(),
        id = record.id
    );
    if matches!(occasion, Occasion::Moves(_)) {
        let since = session
            .telling()
            .since_last_turn(record.id, newly, owed.first())
            .await?;
        for (seat, events) in since {
            let lines = present::game(game).digest(&events, names, lang);
            if lines.is_empty() {
                continue;
            }
            text.push('\n');
            text.push_str(&t!(
                lang,
                "since-last-turn",
                player = names.plain(seat),
                lines = lines.join(" · ")
            ));
        }
    }
    Ok(Ping { text, users })
}
