//! A new game's lobby as every front end opens it: what a player asked for (each front end reads
//! its own options), its defaults, the rule set's own options checked, the game named, its seeds,
//! and the lobby opened by the session; or why not, in the asker's words. The front end makes the
//! place it is played in (a Discord thread, titled [`Opened::title`]) and posts the lobby.

use super::announce::{Occasion, announce};
use super::controls::{self, Limits};
use super::outlet::{Outlet, Post, player_of};
use super::words::{
    Player, game_lang, game_name, lobby_closed, lobby_refusal, lobby_text, opening, start_refusal,
};
use crate::engine::{Level, RuleSet};
use crate::present::{self, locale::Lang};
use crate::session::settings::Pace;
use crate::session::{
    DEFAULT_LEVEL, GameId, GameRecord, GameStatus, NewLobby, Session, StoreError,
};

/// A new game as a player asks for it; what is not given takes its default: four seats, no
/// computer clan at the start, the default level, a normal pace, anyone may join, the game named
/// after its host.
#[derive(Debug, Clone, Default)]
pub struct Asked<'a> {
    /// The rule set.
    pub rules: RuleSet,
    /// Seats at the table, players and computer clans together.
    pub players: Option<u8>,
    /// The game's name.
    pub name: Option<&'a str>,
    /// Computer clans seated from the start.
    pub computers: Option<u8>,
    /// Their level.
    pub level: Option<Level>,
    /// The time each decision may take.
    pub pace: Option<Pace>,
    /// Only players with this role may join.
    pub role: Option<u64>,
    /// The rule set's own options, by name (one it does not know, or a malformed value, is
    /// refused).
    pub options: Vec<(&'a str, String)>,
    /// The language of the game's public messages and board.
    pub lang: Lang,
}

/// Who opens a lobby, and where: the host `(user, the name they join under)`, the server and
/// the channel.
pub type Host<'a> = ((u64, &'a str), Option<u64>, Option<u64>);

/// A lobby opened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opened {
    /// The game.
    pub id: GameId,
    /// Its name.
    pub name: String,
    /// A title for the place it is played in (a Discord thread): its rule set, number and name,
    /// in the game's language.
    pub title: String,
}

/// Opens the lobby of the game `asked` for, hosted by `host`; or says why not in `reader`'s
/// words (malformed options, too many computer clans for the table).
pub async fn open_lobby(
    session: &Session,
    asked: &Asked<'_>,
    ((user, host_name), guild, channel): Host<'_>,
    reader: Lang,
) -> Result<Result<Opened, String>, StoreError> {
    let players = asked.players.unwrap_or(4);
    let name = game_name(asked.name, asked.lang, host_name);
    let (seed, ai_seed) = session.lobbies().new_game_seeds();
    let config = match present::configure(asked.rules, players, seed, &asked.options, reader) {
        Ok(config) => config,
        Err(why) => return Ok(Err(why)),
    };
    let opened = session
        .lobbies()
        .open_lobby(NewLobby {
            config,
            name: name.clone(),
            host: (user, host_name.to_string()),
            guild,
            channel,
            players,
            computers: asked.computers.unwrap_or(0),
            level: asked.level.unwrap_or(DEFAULT_LEVEL),
            pace: asked.pace.unwrap_or(Pace::Normal),
            role: asked.role,
            language: asked.lang.code().to_string(),
            ai_seed,
        })
        .await?;
    Ok(match opened {
        Ok(id) => {
            let rules = present::rule_set_name(asked.rules, asked.lang);
            let title = format!("{rules} #{id} · {name}");
            Ok(Opened { id, name, title })
        }
        Err(refusal) => Err(lobby_refusal(reader, refusal, 0)),
    })
}

/// The lobby message as it stands, in the game's language: its words (each player named as
/// `player` does, the role that may join as `role` does) and its buttons, or its final words
/// once the game started. Its buttons mean the same however long the log: made at 0.
pub async fn message(
    session: &Session,
    record: &GameRecord,
    limits: &Limits,
    (player, role): (Player<'_>, &(dyn Fn(u64) -> String + Sync)),
) -> Result<Post, StoreError> {
    let lang = game_lang(session, record.id).await?;
    if record.status != GameStatus::Lobby {
        return Ok(Post::text(lobby_closed(record, lang)));
    }
    let lobby = session.lobbies().lobby(record.id).await?;
    let row = controls::lobby_row(&lobby, lang, limits);
    let text = lobby_text(record, &lobby, lang, (player, role));
    Ok(Post::text(text).with_rows((record.id, 0), vec![row]))
}

/// Starts a game in its lobby for `user` (the session draws the seat order, the clans and the
/// first player from the game's seed) and tells its thread through `outlet`: the opening
/// message, then the board and the first private decisions. `Err` carries what to tell a user
/// who may not start it, in `lang`.
pub async fn start(
    session: &Session,
    outlet: &dyn Outlet,
    id: GameId,
    user: u64,
    lang: Lang,
) -> Result<Result<(), String>, anyhow::Error> {
    let current = match session.lobbies().start(id, user).await? {
        Ok(current) => current,
        Err(why) => return Ok(Err(start_refusal(lang, why, id))),
    };
    if let Some(thread) = current.record.thread_id {
        let text = opening(session, &current, &player_of(outlet)).await?;
        if let Err(e) = outlet.post(thread, Post::text(text)).await {
            tracing::warn!(game = id, "posting the start failed: {e:#}");
        }
        // If the outlet refuses, the game has started all the same; the catch-up round tells
        // the players shortly.
        if let Err(e) = announce(session, outlet, id, Occasion::Start).await {
            tracing::warn!(game = id, "announcing the start failed: {e:#}");
        }
    }
    session.computers().wake(id);
    Ok(Ok(()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::present::locale::t;
    use std::sync::Arc;

    /// A lobby opens with its defaults and the name given, titled in the game's language; an
    /// option of another rule set and more computer clans than the table holds are refused in the asker's
    /// words, and open nothing.
    #[tokio::test]
    async fn a_lobby_opens_with_its_defaults_else_its_refusal_is_said_and_nothing_opens() {
        let store = crate::store::testing::store(crate::store::Backend::Sqlite).await;
        let session = Session::with(store, Arc::new(|| 1_800_000_000), 4);
        let host = ((11, "Astrid"), Some(1), Some(2));
        let asked = Asked {
            name: Some("  Ragnarok  "),
            lang: Lang::Fr,
            ..Asked::default()
        };
        let opened = open_lobby(&session, &asked, host, Lang::En)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(opened.name, "Ragnarok");
        let rules = present::rule_set_name(RuleSet::default(), Lang::Fr);
        assert_eq!(opened.title, format!("{rules} #{} · Ragnarok", opened.id));
        let record = session.games().record(opened.id).await.unwrap();
        assert_eq!(record.config.players, 4);
        assert_eq!(record.host_id, Some(11));
        let lobby = session.lobbies().lobby(opened.id).await.unwrap();
        assert!(lobby.computers.is_empty());

        let malformed = Asked {
            // Valhalla's option, asked of the base game.
            options: vec![("themed_rewards", "true".into())],
            ..Asked::default()
        };
        let why = open_lobby(&session, &malformed, host, Lang::En)
            .await
            .unwrap();
        assert!(why.unwrap_err().contains("themed_rewards"));
        let crowded = Asked {
            players: Some(2),
            computers: Some(2),
            ..Asked::default()
        };
        let why = open_lobby(&session, &crowded, host, Lang::En)
            .await
            .unwrap();
        assert_eq!(
            why.unwrap_err(),
            t!(Lang::En, "too-many-bots", players = 2, most = 1)
        );
        assert!(
            session.games().record(opened.id + 1).await.is_err(),
            "nothing opened"
        );
    }
}
