//! The lobby: the message in a new game's thread with its Join / Leave / Start buttons, who may
//! join, seating, and starting the game (random seat order and clans from the game's seed, the
//! opening message, the first board and the first private decisions).

use super::announce::{Occasion, announce, post};
use super::data::{Data, Error};
use super::ids::{Action, ComponentId};
use super::language;
use super::seats::table;
use crate::engine::{Level, Seat};
use crate::present;
use crate::present::locale::{self, Lang, t, tr};
use crate::session::settings::GameSetting;
use crate::session::{GameRecord, GameStatus, StoreError};
use crate::session::{Session, StartRefusal};
use serenity::all::{
    ButtonStyle, ChannelId, CreateActionRow, CreateAllowedMentions, CreateButton, CreateMessage,
    EditMessage, Http, MessageId, RoleId,
};

/// The level of computer clans when `/game new` names none.
pub const DEFAULT_LEVEL: Level = Level::Medium;

/// A lobby's computer clans and the level the next one gets.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Bots {
    /// One level per computer clan.
    pub levels: Vec<Level>,
    /// The level of the next one added.
    pub level: Option<Level>,
}

/// A lobby's computer clans.
pub async fn lobby_bots(session: &Session, game: i64) -> Result<Bots, StoreError> {
    let settings = session.settings(game).await?;
    Ok(Bots {
        levels: settings.bots.clone(),
        level: settings.bot_level,
    })
}

fn lobby_text(
    record: &GameRecord,
    seats: &[(Seat, u64)],
    bots: &[Level],
    (players, role): (u8, Option<u64>),
    lang: Lang,
) -> String {
    let mut who: Vec<String> = seats.iter().map(|(_, u)| format!("<@{u}>")).collect();
    who.extend(
        bots.iter()
            .map(|l| t!(lang, "lobby-computer-clan", level = locale::level(lang, *l))),
    );
    let access = role.map_or_else(
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
        seated = seats.len() + bots.len(),
        players = players,
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
pub fn lobby(
    record: &GameRecord,
    seats: &[(Seat, u64)],
    bots: &[Level],
    (players, role): (u8, Option<u64>),
    lang: Lang,
) -> (String, Vec<CreateActionRow>) {
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
    if !bots.is_empty() {
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
        lobby_text(record, seats, bots, (players, role), lang),
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
    let settings = lobby_settings(session, record.id).await?;
    let seats = session.seating(record.id).await?.seats.clone();
    let bots = lobby_bots(session, record.id).await?;
    Ok(lobby(record, &seats, &bots.levels, settings, lang))
}

/// A lobby's player count and the role that may join it (if any), as chosen at `/game new`.
pub async fn lobby_settings(session: &Session, game: i64) -> Result<(u8, Option<u64>), StoreError> {
    let settings = session.settings(game).await?;
    Ok((settings.seats.unwrap_or(5), settings.role))
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

/// Whether a member may join a game restricted to a role.
pub fn may_join(role: Option<u64>, member_roles: &[RoleId]) -> bool {
    role.is_none_or(|r| member_roles.iter().any(|m| m.get() == r))
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
        if let Some(line) = super::play::page_line(session, id, game_lang, false).await? {
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

/// The lobby's computer clans after the host adds (`add`) or removes one; `Err` says why not.
pub async fn change_bots(
    data: &Data,
    game: i64,
    user: u64,
    add: bool,
    lang: Lang,
) -> Result<Result<(), String>, Error> {
    let session = &data.session;
    let _guard = data.session.lock(game).await;
    let record = session.record(game).await?;
    if record.status != GameStatus::Lobby {
        return Ok(Err(t!(lang, "already-started-seats-fixed", id = game)));
    }
    if record.host_id != Some(user) {
        return Ok(Err(t!(lang, "host-adds-computers")));
    }
    let (players, _) = lobby_settings(session, game).await?;
    let seats = session.seating(game).await?.seats.clone();
    let mut bots = lobby_bots(session, game).await?;
    if add {
        if seats.len() + bots.levels.len() >= usize::from(players) {
            return Ok(Err(t!(lang, "seats-taken", count = players)));
        }
        bots.levels.push(bots.level.unwrap_or(DEFAULT_LEVEL));
    } else if bots.levels.pop().is_none() {
        return Ok(Err(t!(lang, "no-computer-to-remove")));
    }
    session.set(game, GameSetting::Bots(bots.levels)).await?;
    Ok(Ok(()))
}
