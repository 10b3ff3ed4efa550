//! The pipeline every action goes through (lock, load, apply, append, then tell the players) and
//! the announcements after it: narration and the board in the game's thread, a mention for the
//! seats the game now waits on, and draft packets by DM.

use super::narrate::{Names, narrate};
use super::panel::{self, Path};
use super::{Config, Data, Error, Handled};
use crate::engine::base::{Command, Game, RuleError};
use crate::engine::base::{Decision, Event};
use crate::engine::{AnyCommand, Seat, Viewer};
use crate::render::{self, BoardInput, CardsInput, Highlight, Theme};
use crate::store::{GameId, GameRecord, GameStatus, Store, StoreError};
use anyhow::Context as _;
use serenity::all::{
    ButtonStyle, ChannelId, Client, CreateActionRow, CreateAllowedMentions, CreateAttachment,
    CreateButton, CreateMessage, Http, UserId,
};
use std::sync::Arc;

/// A built client, with the store it uses (close it after a restart test).
pub struct Bot {
    /// The serenity client; `start()` runs it.
    pub client: Client,
    /// The database.
    pub store: Store,
}

impl Bot {
    /// Builds the client: HTTP (optionally through a proxy), the poise framework with every command,
    /// and the component router. `observer` is for tests only.
    pub async fn build(
        config: &Config,
        store: Store,
        observer: Option<tokio::sync::mpsc::UnboundedSender<Handled>>,
    ) -> anyhow::Result<Bot> {
        let http = super::http(config);
        let mut data = Data::new(store.clone(), observer);
        data.game_seed = config.game_seed;
        let data = Arc::new(data);
        let framework = super::commands::framework(data, config.dev_guild, config.catch_up_every);
        let client = serenity::all::ClientBuilder::new_with_http(http, super::intents())
            .framework(framework)
            .await
            .context("building the Discord client")?;
        Ok(Bot { client, store })
    }
}

/// What applying commands led to.
pub enum Outcome {
    /// Applied and stored.
    Applied {
        /// The game after the commands.
        game: Box<Game>,
        /// The acting seat.
        seat: Seat,
        /// The log length after the commands.
        seq: u64,
        /// What was done, described before it was applied ("Invade Gimle with your Warrior…").
        done: String,
        /// Whether the thread was told; if not, the catch-up task tells it shortly.
        announced: bool,
    },
    /// Refused, with the reason to show the player privately.
    Refused(String),
}

/// Why a game that is not in play takes no move, and what the player may do instead.
pub fn not_active(record: &GameRecord) -> String {
    let id = record.id;
    match record.status {
        GameStatus::Lobby => format!(
            "Game #{id} has not started yet: the host starts it with **Start** or `/game start`."
        ),
        GameStatus::Active => format!("Game #{id} is in play."),
        GameStatus::Finished => {
            format!("Game #{id} is over: `/log` and `/game status` show how it ended.")
        }
        GameStatus::Abandoned => {
            format!("Game #{id} was abandoned: it takes no more moves; `/log` shows its history.")
        }
    }
}

/// A refusal message: what is wrong and where to find what is allowed.
fn refusal(text: impl std::fmt::Display) -> Outcome {
    let mut t = text.to_string();
    if let Some(first) = t.get(..1) {
        t = first.to_uppercase() + &t[1..];
    }
    Outcome::Refused(t)
}

/// The seat of a user in a game.
pub async fn seat_of(
    store: &Store,
    game: GameId,
    user: UserId,
) -> Result<Option<Seat>, StoreError> {
    Ok(store
        .seats(game)
        .await?
        .into_iter()
        .find(|(_, u)| *u == user.get())
        .map(|(s, _)| s))
}

/// Applies `commands` for `user` in a game, appends them, and announces the result. With
/// `expected` (the `seq` a button was made at), a button from an older position is refused as
/// stale, unless the decision is simultaneous and the choice is still open.
pub async fn act(
    http: &Http,
    data: &Data,
    game_id: GameId,
    user: UserId,
    commands: &[Command],
    expected: Option<u64>,
) -> Result<Outcome, Error> {
    let _guard = data.lock(game_id).await;
    let loaded = match data.store.load(game_id).await {
        Ok(l) => l,
        Err(StoreError::NoSuchGame { .. }) => return Ok(refusal("that game no longer exists")),
        Err(e) => return Err(e.into()),
    };
    if loaded.record.status != GameStatus::Active {
        return Ok(refusal(not_active(&loaded.record)));
    }
    let Some(seat) = seat_of(&data.store, game_id, user).await? else {
        return Ok(refusal("you are not playing in this game"));
    };
    let seq = loaded.record.next_seq;
    let record = loaded.record;
    let mut game = super::base(loaded.game);
    if let Some(at) = expected
        && at != seq
    {
        let simultaneous = game.pending().is_some_and(|p| p.decision.is_simultaneous());
        let still_open = commands.iter().all(|c| game.is_legal(seat, c));
        if !(simultaneous && still_open) {
            return Ok(refusal(
                "this choice has already been made: the game has moved on. Use /act for your current choices",
            ));
        }
    }
    let mut events = Vec::new();
    let mut stored = Vec::new();
    let mut done = Vec::new();
    for command in commands {
        let description = panel::describe(&game, seat, command);
        match game.apply(seat, command) {
            Ok(e) => {
                events.extend(e);
                stored.push((seat, AnyCommand::Base(*command)));
                done.push(description);
            }
            Err(error) => {
                let text = match &error {
                    // Seats mean nothing to players: name who is awaited.
                    RuleError::NotYourTurn { waiting, decision } => {
                        let plain = table(&data.store, &record, &game).await?.plain;
                        let who: Vec<&str> = waiting
                            .iter()
                            .map(|s| {
                                plain
                                    .get(s.index())
                                    .map_or("another player", String::as_str)
                            })
                            .collect();
                        format!(
                            "not your turn: the game is waiting for {} to {decision}",
                            who.join(", ")
                        )
                    }
                    other => other.to_string(),
                };
                return Ok(refusal(format!("{text}. Use /act to see what you may do")));
            }
        }
    }
    match data
        .store
        .append(game_id, seq, &stored, game.outcome())
        .await
    {
        Ok(_) => {}
        Err(StoreError::StaleSeq { .. }) => {
            return Ok(refusal(
                "someone acted at the same moment: please try again",
            ));
        }
        Err(e) => return Err(e.into()),
    }
    let seq = seq + stored.len() as u64;
    let record = data.store.record(game_id).await?;
    let announced = match announce(http, &data.store, &record, &game, &events, None).await {
        Ok(()) => true,
        Err(e) => {
            // The move is stored; only telling the players failed. The catch-up task (and a
            // restart) tells them shortly.
            tracing::warn!(game = game_id, "announcing failed: {e:#}");
            false
        }
    };
    Ok(Outcome::Applied {
        game: Box::new(game),
        seat,
        seq,
        done: done.join(", "),
        announced,
    })
}

/// The players of a game: how each seat is named in messages (a mention, which shows the name
/// and pings only when allowed, and the clan), its name on the board, and its Discord user.
pub struct Table {
    /// Names for messages.
    pub names: Names,
    /// Names for the board image.
    pub plain: Vec<String>,
    /// The user of each seat.
    pub users: Vec<Option<u64>>,
}

/// The players of a game: how each seat is named in the thread, on the board, and who plays it.
pub async fn table(store: &Store, record: &GameRecord, game: &Game) -> Result<Table, StoreError> {
    let seats = store.seats(record.id).await?;
    let labels = store.seat_names(record.id).await?;
    let mut mention = Vec::new();
    let mut plain = Vec::new();
    let mut users = Vec::new();
    for (i, clan) in game.config().clan_names().into_iter().enumerate() {
        let seat = Seat(i as u8);
        let user = seats.iter().find(|(s, _)| *s == seat).map(|(_, u)| *u);
        let label = labels
            .iter()
            .find(|(s, _)| *s == seat)
            .map(|(_, n)| n.clone())
            .unwrap_or_default();
        mention.push(match user {
            Some(u) => format!("<@{u}> ({})", clan.name()),
            None => clan.name().to_string(),
        });
        plain.push(label);
        users.push(user);
    }
    Ok(Table {
        names: Names { seats: mention },
        plain,
        users,
    })
}

/// Draws the board of a game (on a blocking thread: it takes a few milliseconds).
pub async fn board_png(
    record: &GameRecord,
    game: &Game,
    plain_names: Vec<String>,
    highlight: Highlight,
) -> Result<Vec<u8>, Error> {
    let view = game.public_view();
    let title = format!("#{} {}", record.id, record.name);
    tokio::task::spawn_blocking(move || {
        let image = render::render_board(
            &BoardInput {
                view: &view,
                names: &plain_names,
                title: &title,
                highlight: &highlight,
            },
            &Theme::default(),
        );
        render::encode_png(&image)
    })
    .await
    .context("drawing the board")
}

/// Draws a seat's own cards.
pub async fn cards_png(title: String, game: &Game, seat: Seat) -> Result<Vec<u8>, Error> {
    let sections = render::cards_of(&game.private_view(seat));
    tokio::task::spawn_blocking(move || {
        let image = render::render_cards(
            &CardsInput {
                title: &title,
                sections: &sections,
            },
            &Theme::default(),
        );
        render::encode_png(&image)
    })
    .await
    .context("drawing the cards")
}

/// Events after which the board image is posted (an action, a battle or a phase completed).
fn posts_board(events: &[Event]) -> bool {
    events.iter().any(|e| {
        matches!(
            e,
            Event::TurnBegan { .. }
                | Event::PillageDeclared { .. }
                | Event::BattleBegan { .. }
                | Event::BattleEnded { .. }
                | Event::PhaseBegan { .. }
                | Event::GameEnded { .. }
                | Event::ProvinceDestroyed { .. }
        )
    })
}

const ANNOUNCED: &str = "announced";
const AWAITED: &str = "awaited";

/// Tells the players what happened: narration and board in the thread, mentions for the seats
/// the game now waits on, draft packets by DM. `catching_up` is a note for an announcement made
/// late (after a restart or a Discord error): it posts the board and mentions everyone awaited.
pub async fn announce(
    http: &Http,
    store: &Store,
    record: &GameRecord,
    game: &Game,
    events: &[Event],
    catching_up: Option<&str>,
) -> Result<(), Error> {
    let resumed = catching_up.is_some();
    let Some(thread) = record.thread_id.map(ChannelId::new) else {
        return Ok(());
    };
    let table = table(store, record, game).await?;
    let public: Vec<Event> = events
        .iter()
        .filter_map(|e| e.redact(Viewer::Public))
        .collect();
    let mut lines = narrate(&public, &table.names);
    if let Some(note) = catching_up {
        lines.insert(0, format!("*{note}*"));
    }
    let post_board = resumed || posts_board(&public);
    if !lines.is_empty() || post_board {
        let messages = super::narrate::into_messages(&lines);
        let last = messages.len().saturating_sub(1);
        for (i, text) in messages.iter().enumerate() {
            let mut message = CreateMessage::new()
                .content(text)
                .allowed_mentions(CreateAllowedMentions::new());
            if i == last && post_board {
                let png = board_png(
                    record,
                    game,
                    table.plain.clone(),
                    Highlight::from_events(&public),
                )
                .await?;
                message = message.add_file(CreateAttachment::bytes(png, "board.png"));
            }
            thread.send_message(http, message).await?;
        }
        if messages.is_empty() && post_board {
            let png = board_png(
                record,
                game,
                table.plain.clone(),
                Highlight::from_events(&public),
            )
            .await?;
            thread
                .send_message(
                    http,
                    CreateMessage::new().add_file(CreateAttachment::bytes(png, "board.png")),
                )
                .await?;
        }
    }
    notify(http, store, record, game, &table, thread, resumed).await?;
    store
        .set_game_setting(record.id, ANNOUNCED, &record.next_seq.to_string())
        .await?;
    Ok(())
}

/// Mentions the seats newly awaited (once per change of who is awaited), and DMs draft packets.
async fn notify(
    http: &Http,
    store: &Store,
    record: &GameRecord,
    game: &Game,
    table: &Table,
    thread: ChannelId,
    resumed: bool,
) -> Result<(), Error> {
    let (names, users) = (&table.names, &table.users);
    let Some(pending) = game.pending() else {
        return Ok(());
    };
    let seq = record.next_seq;
    let kind = format!("{:?}", std::mem::discriminant(&pending.decision));
    let now: Vec<Seat> = pending.seats.iter().collect();
    let key = format!(
        "{kind}|{}",
        now.iter()
            .map(|s| s.0.to_string())
            .collect::<Vec<_>>()
            .join(",")
    );
    let previous = store
        .game_setting(record.id, AWAITED)
        .await?
        .unwrap_or_default();
    let (previous_kind, previous_seats) = previous.split_once('|').unwrap_or(("", ""));
    let before: Vec<Seat> = previous_seats
        .split(',')
        .filter_map(|s| s.parse().ok())
        .map(Seat)
        .collect();
    let newly: Vec<Seat> = if resumed || previous_kind != kind {
        now.clone()
    } else {
        now.iter()
            .copied()
            .filter(|s| !before.contains(s))
            .collect()
    };
    store.set_game_setting(record.id, AWAITED, &key).await?;
    if let Decision::Draft { .. } = pending.decision {
        for seat in &now {
            dm_pack(http, store, record, game, *seat, table, thread).await?;
        }
        return Ok(());
    }
    if newly.is_empty() {
        return Ok(());
    }
    let who: Vec<String> = newly.iter().map(|s| names.of(*s).to_string()).collect();
    let pinged: Vec<UserId> = newly
        .iter()
        .filter_map(|s| users[s.index()])
        .map(UserId::new)
        .collect();
    let text = format!(
        "{}: {} — *{}* (game #{}). Press **Choose** to decide privately, or use `/act`.",
        who.join(", "),
        pending.decision.describe(),
        record.name,
        record.id
    );
    let open = super::ids::ComponentId::new(record.id, seq, super::ids::Action::Open).encode();
    let hand = super::ids::ComponentId::new(record.id, seq, super::ids::Action::Hand).encode();
    thread
        .send_message(
            http,
            CreateMessage::new()
                .content(text)
                .allowed_mentions(CreateAllowedMentions::new().users(pinged))
                .components(vec![CreateActionRow::Buttons(vec![
                    CreateButton::new(open)
                        .label("Choose")
                        .style(ButtonStyle::Primary),
                    CreateButton::new(hand)
                        .label("My cards")
                        .style(ButtonStyle::Secondary),
                ])]),
        )
        .await?;
    Ok(())
}

/// The JSON error code of a Discord error response, if it is one.
pub fn discord_code(e: &serenity::Error) -> Option<isize> {
    match e {
        serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r)) => {
            Some(r.error.code)
        }
        _ => None,
    }
}

/// Whether a Discord error means the user does not accept DMs (403 / 50007).
pub fn dm_refused(e: &serenity::Error) -> bool {
    discord_code(e) == Some(50007)
}

/// DMs a seat its draft packet (once per pick), with a menu to pick; if DMs are closed, says so
/// in the thread once (without any card) and the player drafts with `/hand`.
async fn dm_pack(
    http: &Http,
    store: &Store,
    record: &GameRecord,
    game: &Game,
    seat: Seat,
    table: &Table,
    thread: ChannelId,
) -> Result<(), Error> {
    let names = &table.names;
    let Some(user) = table.users[seat.index()] else {
        return Ok(());
    };
    let Some(Decision::Draft { age, round, .. }) = game.pending().map(|p| p.decision.clone())
    else {
        return Ok(());
    };
    let pack = game.private_view(seat).pack;
    let marker = format!("{age}.{round}.{}", pack.len());
    let key = format!("dm.{}", seat.0);
    if store.game_setting(record.id, &key).await?.as_deref() == Some(marker.as_str()) {
        return Ok(());
    }
    let panel = panel::build(game, record.id, record.next_seq, seat, &Path::Root);
    let png = cards_png(
        format!("#{} {} · Age {age}, pick {round}", record.id, record.name),
        game,
        seat,
    )
    .await?;
    let message = CreateMessage::new()
        .content(format!(
            "**{}** (game #{}): {}",
            record.name, record.id, panel.content
        ))
        .components(panel.rows)
        .add_file(CreateAttachment::bytes(png, "cards.png"));
    let sent = match UserId::new(user).create_dm_channel(http).await {
        Ok(channel) => channel.send_message(http, message).await.map(|_| ()),
        Err(e) => Err(e),
    };
    match sent {
        Ok(()) => {
            store.set_game_setting(record.id, &key, &marker).await?;
            Ok(())
        }
        Err(e) if dm_refused(&e) => {
            // Not retried for this pick: the player drafts with /hand (told once, below).
            store.set_game_setting(record.id, &key, &marker).await?;
            let warned = format!("dmwarned.{}", seat.0);
            if store.game_setting(record.id, &warned).await?.is_none() {
                store.set_game_setting(record.id, &warned, "1").await?;
                thread
                    .send_message(
                        http,
                        CreateMessage::new()
                            .content(format!(
                                "{}: I can't send you direct messages, so your draft cards can't reach you there. \
                                 Use `/hand` in this thread: it shows your cards to you alone and lets you pick.",
                                names.of(seat)
                            ))
                            .allowed_mentions(CreateAllowedMentions::new().users(vec![UserId::new(user)])),
                    )
                    .await?;
            }
            Ok(())
        }
        // Any other failure fails the announcement, so the catch-up task sends the packet again.
        Err(e) => Err(anyhow::Error::new(e)
            .context(format!("sending the draft packet of seat {} by DM", seat.0))),
    }
}

/// What the acting player is told when the thread could not be told.
pub const DELAYED: &str =
    "(Discord refused my message to the game's thread just now; I will post it there shortly.)";

/// What the thread is told when the bot restarted.
pub const RESTARTED: &str = "The bot restarted; here is where the game stands.";
/// What the thread is told when an announcement failed earlier.
pub const CAUGHT_UP: &str = "Catching up after a Discord hiccup; here is where the game stands.";
/// Most moves narrated again when catching up.
const CATCH_UP_MOVES: usize = 20;

/// Tells the threads of games whose last moves were not announced (the bot stopped in between,
/// or Discord refused a message): the missed moves, the board, and mentions for everyone awaited.
/// Games that are up to date are not even loaded.
pub async fn catch_up(http: &Http, data: &Data, note: &str) -> Result<(), Error> {
    for id in data.store.behind(ANNOUNCED).await? {
        let _guard = data.lock(id).await;
        let record = data.store.record(id).await?;
        let from: usize = data
            .store
            .game_setting(id, ANNOUNCED)
            .await?
            .and_then(|v| v.parse().ok())
            .unwrap_or(0);
        if from as u64 == record.next_seq {
            continue;
        }
        let log = data.store.log(id).await?;
        let mut game = match Game::new(&record.config) {
            Ok(g) => g,
            Err(e) => {
                tracing::error!(game = id, "cannot catch up: {e}");
                continue;
            }
        };
        let mut events = Vec::new();
        let first = from.max(log.len().saturating_sub(CATCH_UP_MOVES));
        let mut broken = false;
        for (i, (seat, command)) in log.iter().enumerate() {
            let AnyCommand::Base(command) = command;
            match game.apply(*seat, command) {
                Ok(e) if i >= first => events.extend(e),
                Ok(_) => {}
                Err(e) => {
                    tracing::error!(game = id, seq = i, "cannot catch up: {e}");
                    broken = true;
                    break;
                }
            }
        }
        if broken {
            continue;
        }
        if let Err(e) = announce(http, &data.store, &record, &game, &events, Some(note)).await {
            tracing::warn!(game = id, "catching up failed, will retry: {e:#}");
        }
    }
    Ok(())
}
