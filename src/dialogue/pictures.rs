//! The pictures every front end posts of a game, drawn off the async threads and never more at
//! once than the machine has cores: the board (its header saying who has how long left),
//! a seat's cards, and the story of a game, each seat named as the front end names it.

use super::words::{Player, names, status_text};
use crate::engine::{AnyEvent, AnyGame, Seat};
use crate::present::locale::{Lang, t};
use crate::present::{self, Names};
use crate::session::{GameRecord, GameStatus, Session};
use anyhow::{Context as _, Result};
use std::fmt::Write as _;
use std::sync::Arc;

/// Drawing an image takes a core for several milliseconds. At most as many are drawn at once as
/// the machine has cores. Acknowledging an interaction takes well under a millisecond of CPU, and
/// the async threads get their share of the cores beside the drawing threads: measured on a
/// 2-core VM (`cargo bench --bench bot`, saturated), two drawing places
/// instead of one took 165–180 choices/s instead of 118–131, with the acknowledgement's p99 at
/// 85–97 ms instead of 69–81 ms (Discord allows 3 s).
fn drawing() -> &'static tokio::sync::Semaphore {
    static DRAWING: std::sync::LazyLock<tokio::sync::Semaphore> = std::sync::LazyLock::new(|| {
        let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
        tokio::sync::Semaphore::new(cores)
    });
    &DRAWING
}

/// A game's board as it stands drawn in `lang` (each seat named in the game's language, each
/// player as `player` names them), with where the game stands in words.
pub async fn board_now(
    session: &Session,
    record: &GameRecord,
    (lang, player): (Lang, Player<'_>),
) -> Result<(String, Vec<u8>)> {
    let current = session.current(record.id).await?;
    let names = names(session, record.id, &record.config, player).await?;
    let (record, at) = (&current.record, (session.now(), lang));
    let png = board_png(session, record, &current.game, &names, Vec::new(), at).await?;
    Ok((status_text(session, record, player, lang).await?, png))
}

/// A game's story so far (or to its end) drawn in `lang`, each player named as `player` does.
pub async fn story_now(
    session: &Session,
    record: &GameRecord,
    (lang, player): (Lang, Player<'_>),
) -> Result<Vec<u8>> {
    let names = names(session, record.id, &record.config, player).await?;
    story_png(session, record, &names, lang).await
}

/// Draws an image on a blocking thread, when a drawing place is free.
pub async fn draw<F>(what: &'static str, draw: F) -> Result<Vec<u8>>
where
    F: FnOnce() -> Vec<u8> + Send + 'static,
{
    let _permit = drawing()
        .acquire()
        .await
        .expect("the drawing semaphore is never closed");
    tokio::task::spawn_blocking(draw).await.context(what)
}

/// The board as a PNG.
pub async fn board_png(
    session: &Session,
    record: &GameRecord,
    game: &Arc<AnyGame>,
    names: &Names,
    events: Vec<AnyEvent>,
    (now, lang): (i64, Lang),
) -> Result<Vec<u8>> {
    // The header says who has how long left ("Raven has 5 h left"), when the game has a pace.
    let mut title = format!("#{} {}", record.id, record.name);
    let clocks = if record.status == GameStatus::Active {
        super::words::clocks(session, record, names, now, lang).await?
    } else {
        Vec::new()
    };
    if !clocks.is_empty() {
        // Two at most fit the header; the others are counted (`/game status` lists them all).
        let more = clocks.len().saturating_sub(2);
        let _ = write!(title, " · {}", clocks[..clocks.len() - more].join(", "));
        if more > 0 {
            let _ = write!(title, " +{more}");
        }
    }
    let (game, names) = (game.clone(), names.clone());
    draw("drawing the board", move || {
        present::board_png(&game, &names, &title, &events, lang)
    })
    .await
}

/// The story of a game (see [`present::stats::story_canvas`]) as a PNG, in `lang`: each seat
/// named as on the board (`names`), a computer clan by its level.
pub async fn story_png(
    session: &Session,
    record: &GameRecord,
    names: &Names,
    lang: Lang,
) -> Result<Vec<u8>> {
    let story = session.results().story(record.id).await?;
    let seating = session.seats().seating(record.id).await?;
    let seats = usize::from(record.config.players);
    let names: Vec<String> = (0..seats)
        .map(|i| {
            let seat = Seat(i as u8);
            match (seating.user(seat), seating.computer(seat)) {
                (None, Some(computer)) => t!(
                    lang,
                    "history-computer",
                    level = present::locale::level(lang, computer.level)
                ),
                _ => names.plain(seat).to_string(),
            }
        })
        .collect();
    let clans = record.config.clan_names();
    let title = t!(
        lang,
        "story-title",
        id = record.id,
        game = record.name.as_str()
    );
    let days = match (
        record.created_at.parse::<jiff::Timestamp>(),
        record.updated_at.parse::<jiff::Timestamp>(),
    ) {
        (Ok(a), Ok(b)) => crate::session::time::days_begun(b.as_second() - a.as_second()),
        _ => 1,
    };
    let subtitle = t!(
        lang,
        "story-subtitle",
        rules = present::locale::rule_set(lang, record.config.rules),
        days = days
    );
    let rules = record.config.rules;
    draw("drawing the story", move || {
        present::stats::story_png(&present::stats::StoryPicture {
            title: &title,
            subtitle: &subtitle,
            names: &names,
            clans: clans.as_slice(),
            story: &story,
            rules,
            lang,
        })
    })
    .await
}

/// A seat's own cards as a PNG.
pub async fn cards_png(
    game: &Arc<AnyGame>,
    seat: Seat,
    title: String,
    lang: Lang,
) -> Result<Vec<u8>> {
    let game = game.clone();
    draw("drawing the cards", move || {
        present::game(&game).cards_png(seat, &title, lang)
    })
    .await
}
