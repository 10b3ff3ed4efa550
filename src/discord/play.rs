//! A Discord user's move: the session core applies and stores it, then the players are told
//! (with no game lock held), and the player gets the words for what was done or refused.

use super::announce::{Occasion, announce};
use super::clock;
use super::data::{Data, Error};
use super::seats::table;
use crate::engine::{AnyCommand, Seat};
use crate::present;
use crate::present::locale::{Lang, t};
use crate::session::{Applied, Holder, PlayerMove, Refusal};
use crate::session::{GameId, GameRecord, GameStatus};
use serenity::all::{Http, UserId};
use std::fmt::Write as _;
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

/// Why a game that is not in play takes no move, and what the player may do instead.
pub fn not_active(lang: Lang, record: &GameRecord) -> String {
    let id = record.id;
    match record.status {
        GameStatus::Lobby => t!(lang, "game-not-started", id = id),
        GameStatus::Active => t!(lang, "game-in-play", id = id),
        GameStatus::Finished => t!(lang, "game-over", id = id),
        GameStatus::Abandoned => t!(lang, "game-abandoned", id = id),
    }
}

/// A game's status in words (no replay: the game comes from the cache).
pub async fn status_text(data: &Data, record: &GameRecord, lang: Lang) -> Result<String, Error> {
    if record.status == GameStatus::Lobby {
        let seats = &data.session.seating(record.id).await?.seats;
        return Ok(t!(
            lang,
            "status-waiting",
            id = record.id,
            game = record.name.as_str(),
            joined = seats.len()
        ));
    }
    let current = data.session.current(record.id).await?;
    let table = table(&data.session, record.id, &record.config).await?;
    let mut text = format!(
        "**{}** (#{}, {}) — {}",
        record.name,
        record.id,
        super::language::status(lang, record.status),
        present::status(&current.game, &table.names, lang)
    );
    let settings = data.session.settings(record.id).await?;
    let pace = settings.pace;
    if let (Some(_), GameStatus::Active) = (pace.seconds(), record.status) {
        let clocks = clock::clocks(&data.session, record, &table, data.session.now(), lang).await?;
        text.push('\n');
        text.push_str(&t!(
            lang,
            "status-pace",
            pace = clock::pace_words(pace, lang)
        ));
        if settings.paused.is_some() {
            text.push(' ');
            text.push_str(&t!(lang, "status-paused"));
        } else if !clocks.is_empty() {
            let _ = write!(text, " {}.", clocks.join(", "));
        }
    }
    if let Some(line) = page_line(&data.session, record.id, lang, false).await? {
        text.push('\n');
        text.push_str(&line);
    }
    Ok(text)
}

/// The game's web page in a line: its link, or (with `every`) why it has none; nothing when the
/// bot serves no web pages.
pub async fn page_line(
    session: &crate::session::Session,
    game: crate::session::GameId,
    lang: Lang,
    every: bool,
) -> Result<Option<String>, Error> {
    use crate::session::web::PageLink;
    Ok(match session.page_link(game).await? {
        PageLink::NoWeb => None,
        PageLink::Link(link) => Some(t!(lang, "web-page-link", link = link)),
        PageLink::Off => every.then(|| t!(lang, "web-page-off")),
        PageLink::ServerOff => every.then(|| t!(lang, "web-page-server-off")),
    })
}

/// How many finished games `/game history` lists at most.
pub const HISTORY_GAMES: usize = 10;

/// Who held a seat at a game's end, in words: a mention (shown without pinging anyone: the
/// answers allow no mention), or the computer at its level.
pub fn holder_words(holder: Holder, lang: Lang) -> String {
    match holder {
        Holder::Player(user) => format!("<@{user}>"),
        Holder::HandedOver { user, level } => t!(
            lang,
            "history-handed",
            player = format!("<@{user}>"),
            level = present::locale::level(lang, level)
        ),
        Holder::Computer(level) => t!(
            lang,
            "history-computer",
            level = present::locale::level(lang, level)
        ),
        Holder::Empty => "—".to_string(),
    }
}

/// `/game history`: a server's finished games, the latest to end first, each with its rule set,
/// length in days, thread, and every seat's final score (the winners first, with a trophy). As
/// many games as one message holds.
pub async fn history_text(data: &Data, guild: u64, lang: Lang) -> Result<String, Error> {
    let games = data.session.history(guild, HISTORY_GAMES).await?;
    if games.is_empty() {
        return Ok(t!(lang, "history-none"));
    }
    let mut text = t!(lang, "history-title");
    for game in games {
        let thread = game
            .thread
            .map_or_else(String::new, |t| format!(" · <#{t}>"));
        let mut seats = game.seats.clone();
        seats.sort_by_key(|s| (s.rank, s.seat));
        let results: Vec<String> = seats
            .iter()
            .map(|s| {
                let trophy = if s.rank == 1 { "🏆 " } else { "" };
                format!("{trophy}{} {}", holder_words(s.holder, lang), s.score)
            })
            .collect();
        let entry = format!(
            "\n{}{thread}\n  {}",
            t!(
                lang,
                "history-game",
                id = game.game,
                game = game.name.as_str(),
                rules = present::locale::rule_set(lang, game.rules),
                days = game.days()
            ),
            results.join(" · ")
        );
        // One message: the games that do not fit are left out (the newest are listed).
        if text.chars().count() + entry.chars().count() > super::message::MESSAGE_LIMIT {
            break;
        }
        text.push_str(&entry);
    }
    Ok(text)
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
                    let names = table(session, game_id, &current.record.config).await?.names;
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
