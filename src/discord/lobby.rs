//! The lobby in Discord: the message in a new game's thread with its Join / Leave / Start
//! buttons, its refusals in words, and the start's first messages (the opening message, the
//! first board and the first private decisions). Who may join, leave, add computer clans or start
//! is the session's ([`crate::session::Lobby`]).

use super::announce::{Occasion, announce, post};
use super::data::{Data, Error};
use super::ids::{Action, ComponentId};
use super::language;
use super::seats::table;
use crate::present;
use crate::present::locale::{self, Lang, t, tr};
use crate::session::{GameRecord, GameStatus, Lobby, LobbyRefusal, Session, StartRefusal};
use serenity::all::{
    ButtonStyle, ChannelId, CreateActionRow, CreateAllowedMentions, CreateButton, CreateMessage,
    EditMessage, Http, MessageId,
};

/// Why a lobby did not change, for the player who asked (a lobby no longer open is worded by
/// each caller, which knows what was asked).
pub fn refusal(lang: Lang, refusal: LobbyRefusal, game: i64) -> String {
    match refusal {
        LobbyRefusal::NotLobby => t!(lang, "already-started-seats-fixed", id = game),
        LobbyRefusal::NotHost => t!(lang, "host-adds-computers"),
        LobbyRefusal::HostStays => t!(lang, "host-stays"),
        LobbyRefusal::Full(count) => t!(lang, "seats-taken", count = count),
        LobbyRefusal::TooManyComputers { players, most } => {
            t!(lang, "too-many-bots", players = players, most = most)
        }
        LobbyRefusal::AlreadyJoined => t!(lang, "already-joined"),
        LobbyRefusal::NotJoined => t!(lang, "not-joined"),
        LobbyRefusal::RoleOnly => t!(lang, "role-only"),
        LobbyRefusal::NoComputer => t!(lang, "no-computer-to-remove"),
    }
}

fn lobby_text(record: &GameRecord, lobby: &Lobby, lang: Lang) -> String {
    let mut who: Vec<String> = lobby.seats.iter().map(|(_, u)| format!("<@{u}>")).collect();
    who.extend(
        lobby
            .computers
            .iter()
            .map(|l| t!(lang, "lobby-computer-clan", level = locale::level(lang, *l))),
    );
    let access = lobby.role.map_or_else(
        || t!(lang, "lobby-anyone"),
        |r| t!(lang, "lobby-role-only", role = format!("<@&{r}>")),
    );
    t!(
        lang,
        "lobby",
        rules = present::rule_set_name(record.config.rules, lang),
        id = record.id,
        game = record.name.as_str(),
        host = format!("<@{}>", record.host_id.unwrap_or(0)),
        seated = lobby.seats.len() + lobby.computers.len(),
        players = lobby.players,
        who = if who.is_empty() {
            t!(lang, "lobby-nobody")
        } else {
            who.join(", ")
        },
        access = access,
        fewest = *record.config.rules.players().start()
    )
}

/// The lobby message's text and buttons (in the game's language).
pub fn lobby(record: &GameRecord, lobby: &Lobby, lang: Lang) -> (String, Vec<CreateActionRow>) {
    let id = |a: Action| ComponentId::new(record.id, 0, a).encode();
    let mut buttons = vec![
        CreateButton::new(id(Action::Join))
            .label(t!(lang, "lobby-join"))
            .style(ButtonStyle::Success),
        CreateButton::new(id(Action::Leave))
            .label(t!(lang, "lobby-leave"))
            .style(ButtonStyle::Secondary),
        CreateButton::new(id(Action::AddComputer))
            .label(t!(lang, "lobby-add-computer"))
            .style(ButtonStyle::Secondary),
    ];
    if !lobby.computers.is_empty() {
        buttons.push(
            CreateButton::new(id(Action::RemoveComputer))
                .label(t!(lang, "lobby-remove-computer"))
                .style(ButtonStyle::Secondary),
        );
    }
    buttons.push(
        CreateButton::new(id(Action::Start))
            .label(t!(lang, "lobby-start"))
            .style(ButtonStyle::Primary),
    );
    (
        lobby_text(record, lobby, lang),
        vec![CreateActionRow::Buttons(buttons)],
    )
}

/// The lobby message's text and buttons as they stand, or its final text once started.
pub async fn lobby_now(
    session: &Session,
    record: &GameRecord,
) -> Result<(String, Vec<CreateActionRow>), Error> {
    let lang = language::game(session, record.id).await?;
    if record.status != GameStatus::Lobby {
        let key = if record.status == GameStatus::Abandoned {
            "lobby-was-abandoned"
        } else {
            "lobby-has-started"
        };
        return Ok((
            tr(
                lang,
                key,
                &[
                    (
                        "rules",
                        present::rule_set_name(record.config.rules, lang).into(),
                    ),
                    ("id", record.id.into()),
                    ("game", record.name.as_str().into()),
                ],
            ),
            Vec::new(),
        ));
    }
    Ok(lobby(record, &session.lobby(record.id).await?, lang))
}

/// Brings the lobby message up to date after a change made by a command (the buttons update it
/// themselves). A failure is only logged: the lobby still works.
pub async fn refresh_lobby(http: &Http, data: &Data, game: i64) {
    let result = async {
        let session = &data.session;
        let record = session.record(game).await?;
        let (Some(thread), Some(message)) = (
            record.thread_id,
            session.settings(game).await?.lobby_message,
        ) else {
            return Ok(());
        };
        let (text, rows) = lobby_now(session, &record).await?;
        ChannelId::new(thread)
            .edit_message(
                http,
                MessageId::new(message),
                EditMessage::new()
                    .content(text)
                    .components(rows)
                    .allowed_mentions(CreateAllowedMentions::new()),
            )
            .await?;
        Ok::<(), Error>(())
    }
    .await;
    if let Err(e) = result {
        tracing::warn!(game, "updating the lobby message failed: {e:#}");
    }
}

/// Starts a game in its lobby: random seat order and clans (from the game's seed), the first
/// player drawn by the rules, the opening message, the board and the first private decisions.
/// `Err` carries what to tell a user who may not start it.
pub async fn start_game(
    http: &Http,
    data: &Data,
    id: i64,
    user: u64,
    lang: Lang,
) -> Result<Result<(), String>, Error> {
    let session = &data.session;
    let current = match session.start(id, user).await? {
        Ok(current) => current,
        Err(StartRefusal::NotLobby) => return Ok(Err(t!(lang, "already-started", id = id))),
        Err(StartRefusal::NotHost) => return Ok(Err(t!(lang, "host-starts"))),
        Err(StartRefusal::TooFew(fewest)) => {
            return Ok(Err(t!(lang, "too-few-to-start", fewest = fewest)));
        }
    };
    let record = current.record;
    if let Some(thread) = record.thread_id {
        let names = table(session, id, &record.config).await?.names;
        let game_lang = language::game(session, id).await?;
        let mut text = present::opening(&current.game, &names, game_lang);
        if let Some(line) = crate::frontend::words::page_line(session, id, game_lang, false).await?
        {
            text.push_str("\n\n");
            text.push_str(&line);
        }
        if let Err(e) = post(
            http,
            ChannelId::new(thread),
            CreateMessage::new()
                .content(text)
                .allowed_mentions(CreateAllowedMentions::new()),
        )
        .await
        {
            tracing::warn!(game = id, "posting the start failed: {e}");
        }
        // If Discord refuses, the game has started all the same; the catch-up task tells the
        // players shortly.
        if let Err(e) = announce(http, data, id, Occasion::Start).await {
            tracing::warn!(game = id, "announcing the start failed: {e:#}");
        }
    }
    data.session.wake(id);
    Ok(Ok(()))
}
