//! The lobby: the message in a new game's thread with its Join / Leave / Start buttons, who may
//! join, seating, and starting the game (random seat order and clans from the game's seed, the
//! opening message, the first board and the first private decisions).

use super::announce::{Occasion, announce, post};
use super::data::{Data, Error};
use super::ids::{Action, ComponentId};
use super::seats::table;
use crate::engine::rng::GameRng;
use crate::engine::{AnyGame, ClanName, Seat};
use crate::present;
use crate::store::{GameRecord, GameStatus, Store, StoreError};
use serenity::all::{
    ButtonStyle, ChannelId, CreateActionRow, CreateAllowedMentions, CreateButton, CreateMessage,
    EditMessage, Http, MessageId, RoleId,
};

/// Setting: seats at the table, as chosen at `/game new`.
pub const SEATS: &str = "seats";
/// Setting: the role allowed to join.
pub const ROLE: &str = "role";
/// Setting: the lobby message in the game's thread.
pub const LOBBY: &str = "lobby_message";

/// Why the host cannot leave a lobby.
pub const HOST_STAYS: &str =
    "You are the host: you cannot leave your own game. `/game abandon` closes it instead.";

fn lobby_text(
    record: &GameRecord,
    seats: &[(Seat, u64)],
    players: u8,
    role: Option<u64>,
) -> String {
    let who: Vec<String> = seats.iter().map(|(_, u)| format!("<@{u}>")).collect();
    let access = role.map_or("anyone here may join".to_string(), |r| {
        format!("only <@&{r}> may join")
    });
    format!(
        "**{}** — game #{} *{}*, hosted by <@{}>.\nSeats: {}/{players} — {}\n{access}. Press **Join** to take a seat; the host starts with **Start** or `/game start` (2 players at least).",
        present::rule_set_name(record.config.rules),
        record.id,
        record.name,
        record.host_id.unwrap_or(0),
        seats.len(),
        if who.is_empty() {
            "nobody yet".into()
        } else {
            who.join(", ")
        }
    )
}

/// The lobby message's text and buttons.
pub fn lobby(
    record: &GameRecord,
    seats: &[(Seat, u64)],
    players: u8,
    role: Option<u64>,
) -> (String, Vec<CreateActionRow>) {
    let id = |a: Action| ComponentId::new(record.id, 0, a).encode();
    (
        lobby_text(record, seats, players, role),
        vec![CreateActionRow::Buttons(vec![
            CreateButton::new(id(Action::Join))
                .label("Join")
                .style(ButtonStyle::Success),
            CreateButton::new(id(Action::Leave))
                .label("Leave")
                .style(ButtonStyle::Secondary),
            CreateButton::new(id(Action::Start))
                .label("Start")
                .style(ButtonStyle::Primary),
        ])],
    )
}

/// The lobby message's text and buttons as they stand, or its final text once started.
pub async fn lobby_now(
    store: &Store,
    record: &GameRecord,
) -> Result<(String, Vec<CreateActionRow>), Error> {
    if record.status != GameStatus::Lobby {
        let what = if record.status == GameStatus::Abandoned {
            "was abandoned"
        } else {
            "has started"
        };
        return Ok((
            format!(
                "**{}** — game #{} *{}* {what}.",
                present::rule_set_name(record.config.rules),
                record.id,
                record.name
            ),
            Vec::new(),
        ));
    }
    let (players, role) = lobby_settings(store, record.id).await?;
    let seats = store.seats(record.id).await?;
    Ok(lobby(record, &seats, players, role))
}

/// A lobby's player count and the role that may join it (if any), as chosen at `/game new`.
pub async fn lobby_settings(store: &Store, game: i64) -> Result<(u8, Option<u64>), StoreError> {
    let players = store
        .game_setting(game, SEATS)
        .await?
        .and_then(|v| v.parse().ok())
        .unwrap_or(5);
    let role = store
        .game_setting(game, ROLE)
        .await?
        .and_then(|v| v.parse().ok());
    Ok((players, role))
}

/// Brings the lobby message up to date after a change made by a command (the buttons update it
/// themselves). A failure is only logged: the lobby still works.
pub async fn refresh_lobby(http: &Http, data: &Data, game: i64) {
    let result = async {
        let store = data.store();
        let record = store.record(game).await?;
        let (Some(thread), Some(message)) = (
            record.thread_id,
            store
                .game_setting(game, LOBBY)
                .await?
                .and_then(|v| v.parse::<u64>().ok()),
        ) else {
            return Ok(());
        };
        let (text, rows) = lobby_now(store, &record).await?;
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

/// An unpredictable seed: SipHash under the process's random keys (seeded by the operating
/// system), so nobody can work out a game's shuffles from anything they can see.
pub fn random_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos()),
    );
    hasher.finish()
}

/// Starts a game in its lobby: random seat order and clans (from the game's seed), the first
/// player drawn by the rules, the opening message, the board and the first private decisions.
/// `Err` carries what to tell a user who may not start it.
pub async fn start_game(
    http: &Http,
    data: &Data,
    id: i64,
    user: u64,
) -> Result<Result<(), String>, Error> {
    let store = data.store();
    {
        let _guard = data.session.lock(id).await;
        let record = store.record(id).await?;
        if record.status != GameStatus::Lobby {
            return Ok(Err(format!("Game #{id} has already started.")));
        }
        if record.host_id != Some(user) {
            return Ok(Err("Only the host can start the game.".into()));
        }
        let seats = store.seats(id).await?;
        if seats.len() < 2 {
            return Ok(Err(
                "At least 2 players must join before the game starts.".into()
            ));
        }
        let mut config = record.config.clone();
        let mut rng = GameRng::from_seed(config.seed ^ 0x5EA7_5EA7);
        let mut users: Vec<u64> = seats.iter().map(|(_, u)| *u).collect();
        rng.shuffle(&mut users);
        let mut clans = ClanName::ALL.to_vec();
        rng.shuffle(&mut clans);
        config.players = users.len() as u8;
        config.clans = clans[..users.len()].to_vec();
        AnyGame::new(&config)?;
        store.set_config(id, &config).await?;
        store
            .set_seats(
                id,
                &users
                    .iter()
                    .enumerate()
                    .map(|(i, u)| (Seat(i as u8), *u))
                    .collect::<Vec<_>>(),
            )
            .await?;
        store.set_status(id, GameStatus::Active, None).await?;
    }
    let current = data.session.started(id).await?;
    let record = current.record;
    if let Some(thread) = record.thread_id {
        let names = table(store, id, &record.config).await?.names;
        let text = present::opening(&current.game, &names);
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
    Ok(Ok(()))
}
