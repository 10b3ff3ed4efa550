//! How a front end reaches players unasked, whatever the front end: a [`Post`] (words, the users
//! it calls, controls, pictures) to a game's thread or to one player privately, through the
//! front end's [`Outlet`]. What is posted and when is decided here and in the modules that post
//! (`announce`, `herald`, `lobby`, `moves`, `undo`); the outlet only sends it its own way
//! (Discord: a message in the game's thread, a direct message).

use super::controls::{Limits, Row};
use crate::session::{GameId, Session};
use anyhow::Result;
use std::future::Future;
use std::pin::Pin;

/// A message for players.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Post {
    /// Its words (within the outlet's message limit).
    pub text: String,
    /// The users it calls (notifies); players it merely names are not.
    pub calls: Vec<u64>,
    /// Controls under it, made at `at`.
    pub rows: Vec<Row>,
    /// The game and log length its controls are made at.
    pub at: (GameId, u64),
    /// Pictures under it: a file name and a PNG.
    pub files: Vec<(&'static str, Vec<u8>)>,
}

impl Post {
    /// Words that call nobody.
    pub fn text(text: impl Into<String>) -> Post {
        Post {
            text: text.into(),
            ..Post::default()
        }
    }

    /// These words, calling `users`.
    #[must_use]
    pub fn calling(mut self, users: impl IntoIterator<Item = u64>) -> Post {
        self.calls = users.into_iter().collect();
        self
    }

    /// These words with controls of the game `at` (its id and log length).
    #[must_use]
    pub fn with_rows(mut self, at: (GameId, u64), rows: Vec<Row>) -> Post {
        (self.at, self.rows) = (at, rows);
        self
    }
}

/// Why a private message was not sent.
#[derive(Debug)]
pub enum Unsent {
    /// The player takes no private message from the bot (now, or lately: not tried again yet).
    Closed,
    /// Anything else (the front end could not be reached, …).
    Failed(anyhow::Error),
}

/// What an outlet's sending gives back, later.
pub type Sending<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// A front end's way to reach players unasked.
pub trait Outlet: Send + Sync {
    /// How it names a player (a Discord mention).
    fn player(&self, user: u64, joined_as: &str) -> String;
    /// How it points to a game's thread (a Discord channel link).
    fn thread(&self, thread: u64) -> String;
    /// Its limits on one message's controls and words.
    fn limits(&self) -> &Limits;
    /// Posts to a game's thread (its front end's id).
    fn post(&self, thread: u64, post: Post) -> Sending<'_, Result<()>>;
    /// Sends one player a private message ([`dm`] asks the session first whether to try).
    fn dm(&self, user: u64, post: Post) -> Sending<'_, Result<(), Unsent>>;
    /// Answers a player's request (a press, a command) in its place, through the handle on it
    /// the front end gave with their move (see [`crate::session::takeover`]): this process or
    /// another answers it so when the one that took the request stopped first. `Closed` when
    /// the handle no longer reaches them (it expired, or the request was never acknowledged).
    fn answer(&self, handle: &str, post: Post) -> Sending<'_, Result<(), Unsent>>;
}

/// How `outlet` names players, as the words take it.
pub fn player_of(outlet: &dyn Outlet) -> impl Fn(u64, &str) -> String + Sync + '_ {
    move |user, joined_as| outlet.player(user, joined_as)
}

/// Sends `user` a private message, unless their private messages refused the bot lately
/// ([`crate::session::Players::may_dm`]: not tried again until they use a command or a day has
/// passed); what happened is remembered for the next time.
pub async fn dm(
    session: &Session,
    outlet: &dyn Outlet,
    user: u64,
    post: Post,
) -> Result<(), Unsent> {
    if !session.players().may_dm(user).await {
        return Err(Unsent::Closed);
    }
    let sent = outlet.dm(user, post).await;
    match &sent {
        Err(Unsent::Closed) => session.players().dms_refused(user).await,
        Ok(()) => session.players().dms_open(user).await,
        Err(Unsent::Failed(_)) => {}
    }
    sent
}

/// Joins lines into messages of at most `limit` characters (a line longer than that is cut).
pub fn into_messages(lines: &[String], limit: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    for line in lines {
        let line: String = line.chars().take(limit - 1).collect();
        if current.chars().count() + line.chars().count() + 1 > limit {
            out.push(std::mem::take(&mut current));
        }
        if !current.is_empty() {
            current.push('\n');
        }
        current.push_str(&line);
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

/// The first message of `text`, cut to `limit` characters if it is longer.
pub fn within(text: String, limit: usize) -> String {
    into_messages(&[text], limit)
        .into_iter()
        .next()
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_never_exceed_the_limit() {
        const LIMIT: usize = 2000;
        let lines: Vec<String> = (0..300)
            .map(|i| format!("line {i} {}", "x".repeat(i % 50)))
            .collect();
        let messages = into_messages(&lines, LIMIT);
        assert!(messages.len() > 1);
        assert!(messages.iter().all(|m| m.chars().count() <= LIMIT));
        assert_eq!(messages.join("\n"), lines.join("\n"));
        let long = vec!["y".repeat(5000)];
        assert!(
            into_messages(&long, LIMIT)
                .iter()
                .all(|m| m.chars().count() <= LIMIT)
        );
    }
}
