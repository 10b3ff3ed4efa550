//! What a player is shown privately with their choices, whatever the front end: a [`Post`] of
//! words, the controls under them ([`crate::dialogue::controls`]), and the seat's cards when the
//! decision is about them. The front end sends it as its reply, or as the message the player
//! pressed on.

use super::controls::{self, Limits, Path, Row};
use super::outlet::{Outlet, Post, dm, within};
use super::pictures::cards_png;
use super::words::player_lang;
use crate::engine::Seat;
use crate::present::locale::{self, Lang, t};
use crate::session::{Current, GameId, Session};
use anyhow::Result;

/// `text` with `rows` of controls made at the game's log length, and the seat's cards if any.
fn shown(current: &Current, text: String, rows: Vec<Row>, cards: Option<Vec<u8>>) -> Post {
    let mut post = Post::text(text).with_rows((current.record.id, current.record.next_seq), rows);
    post.files.extend(cards.map(|png| ("cards.png", png)));
    post
}

/// The seat's cards as a PNG, titled with the game.
async fn cards_of(current: &Current, seat: Seat, lang: Lang) -> Result<Vec<u8>> {
    let record = &current.record;
    let title = format!("#{} {}", record.id, record.name);
    cards_png(&current.game, seat, title, lang).await
}

/// The panel of `seat` at `path` of its choices under the game's name (after `note`), `extra`
/// under it if the limits leave room, with the seat's cards when the decision is about them.
pub async fn panel(
    current: &Current,
    seat: Seat,
    (path, note): (Path, Option<&str>),
    extra: Option<Row>,
    (lang, limits): (Lang, &Limits),
) -> Result<Post> {
    let p = controls::panel(&current.game, seat, path, lang, limits).with(extra, limits);
    let cards = if p.show_cards {
        Some(cards_of(current, seat, lang).await?)
    } else {
        None
    };
    Ok(shown(
        current,
        p.titled(&current.record, note),
        p.rows,
        cards,
    ))
}

/// Which of a seat's choices are shown with its cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Offer {
    /// Its choices when they are about its cards (a draft, a card to play).
    AboutCards,
    /// Its choices whenever it is awaited (a player taking a seat over).
    Awaited,
}

/// The seat's cards under `title`, with the first page of its choices (after `between`) as
/// `offer` says.
pub async fn cards(
    current: &Current,
    seat: Seat,
    (title, between, offer): (String, &str, Offer),
    (lang, limits): (Lang, &Limits),
) -> Result<Post> {
    let cards = Some(cards_of(current, seat, lang).await?);
    let panel = match offer {
        Offer::AboutCards => controls::about_cards(current, seat, lang, limits),
        Offer::Awaited => (current.game.awaited().contains(seat))
            .then(|| controls::root(current, seat, lang, limits)),
    };
    Ok(match panel {
        Some(p) => shown(
            current,
            format!("{title}{between}{}", p.content),
            p.rows,
            cards,
        ),
        None => shown(current, title, Vec::new(), cards),
    })
}

/// Sends `user`, who now plays `seat` of the game, its cards privately at once, with the
/// decision the seat owes (a draft packet among them) right there, in their own language.
/// Whether it was sent.
pub async fn welcome(
    session: &Session,
    outlet: &dyn Outlet,
    (game, seat): (GameId, Seat),
    user: u64,
) -> Result<bool> {
    let current = session.current(game).await?;
    let lang = player_lang(session, user, None).await;
    let record = &current.record;
    let title = t!(
        lang,
        "you-now-play",
        clan = locale::clan(lang, record.config.clan_names()[seat]),
        game = record.name.as_str(),
        id = record.id
    );
    let mine = (title, "\n\n", Offer::Awaited);
    let mut post = cards(&current, seat, mine, (lang, outlet.limits())).await?;
    post.text = within(post.text, outlet.limits().message);
    Ok(dm(session, outlet, user, post).await.is_ok())
}
