//! A game's lobby, whichever front end shows it: opening it (the host seated), who may join or
//! leave, the computer clans its host adds or removes, and its start: the seat order and clans
//! drawn from the game's seed, then everything stored in one transaction (configuration, seats,
//! computer clans, status, who is awaited first). Each change is refused, with nothing changed,
//! when the lobby's rules do not allow it ([`LobbyRefusal`], [`StartRefusal`]); the front end
//! words the refusal.
//!
//! Rooms: [`Lobbies`], and the session core (see [`super::rooms`]).

use super::Lobbies;
use super::notices::Notice;
use super::settings::{GameSetting, Pace};
use super::{Current, Session, awaiting};
use crate::engine::rng::GameRng;
use crate::engine::{AnyGame, GameConfig, Level, Seat, SeatSet};
use crate::store::{GameId, GameRecord, GameStatus, NewGame, StoreError};

/// The level of computer clans when the host names none (opening a lobby, a hand-over, a
/// resignation).
pub const DEFAULT_LEVEL: Level = Level::Medium;

/// Seats at the table of a lobby opened before their number was kept (every lobby now keeps it).
const SEATS_UNKNOWN: u8 = 5;

/// A lobby as its host opens it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewLobby {
    /// The rule set's configuration (its options and seed; seats and clans are dealt at the start).
    pub config: GameConfig,
    /// The game's name.
    pub name: String,
    /// The host, seated at once, and the name they join under.
    pub host: (u64, String),
    /// Where the front end opened it (a Discord server and channel).
    pub guild: Option<u64>,
    /// The channel it was opened in.
    pub channel: Option<u64>,
    /// Seats at the table, players and computer clans together.
    pub players: u8,
    /// Computer clans seated from the start.
    pub computers: u8,
    /// Their level, and that of those added later.
    pub level: Level,
    /// The time each decision may take.
    pub pace: Pace,
    /// Only players with this role may join.
    pub role: Option<u64>,
    /// The language of the game's public messages and board.
    pub language: String,
    /// The computer clans' own seed (tests, for reproducible games); drawn when first needed
    /// otherwise.
    pub ai_seed: Option<u64>,
}

/// A lobby as it stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lobby {
    /// The players seated (their seats are drawn again at the start).
    pub seats: Vec<(Seat, u64)>,
    /// The name each seated player joined under.
    pub names: Vec<(Seat, String)>,
    /// One level per computer clan.
    pub computers: Vec<Level>,
    /// The level of the next computer clan added.
    pub next_level: Level,
    /// Seats at the table, players and computer clans together.
    pub players: u8,
    /// Only players with this role may join.
    pub role: Option<u64>,
}

/// Why a lobby did not change; nothing changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LobbyRefusal {
    /// It is no lobby (any more): started, finished or abandoned.
    NotLobby,
    /// Only its host adds or removes computer clans.
    NotHost,
    /// Its host stays (they may abandon the game instead).
    HostStays,
    /// Every seat is taken (this many in all).
    Full(u8),
    /// This many computer clans leave no seat for the host: at most `most`.
    TooManyComputers {
        /// Seats at the table.
        players: u8,
        /// The most computer clans it takes.
        most: u8,
    },
    /// The player sits there already.
    AlreadyJoined,
    /// The player does not sit there.
    NotJoined,
    /// Only players with the lobby's role join.
    RoleOnly,
    /// There is no computer clan to remove.
    NoComputer,
}

/// Why a lobby did not start; nothing changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StartRefusal {
    /// It is no lobby (any more).
    NotLobby,
    /// Only its host starts it.
    NotHost,
    /// Too few players and computer clans: at least this many.
    TooFew(u8),
}

impl Lobby {
    /// The name `user` joined under, if they are seated ("" otherwise).
    pub fn name_of(&self, user: u64) -> &str {
        super::memory::seat_of(&self.seats, user)
            .map_or("", |seat| super::memory::name_of(&self.names, seat))
    }
}

impl Session {
    /// The session with every new game seeded by `seed` (tests: reproducible games), its
    /// computer clans by a seed drawn from it.
    #[cfg(feature = "testkit")]
    #[must_use]
    pub fn with_game_seed(mut self, seed: u64) -> Session {
        self.computers.game_seed = Some(seed);
        self
    }
}

impl Lobbies<'_> {
    /// The seeds of a new game: its own (unpredictable, unless a test fixed it), and its computer
    /// clans' when a test fixed the game's (otherwise they are drawn the first time needed).
    pub fn new_game_seeds(&self) -> (u64, Option<u64>) {
        #[cfg(feature = "testkit")]
        if let Some(seed) = self.computers.game_seed {
            return (seed, Some(seed.rotate_left(32) ^ 0xA15E_ED00));
        }
        (super::random_seed(), None)
    }

    /// Opens a lobby with its host seated. Refused when the computer clans leave no seat.
    pub async fn open_lobby(
        &self,
        new: NewLobby,
    ) -> Result<Result<GameId, LobbyRefusal>, StoreError> {
        if new.computers >= new.players {
            return Ok(Err(LobbyRefusal::TooManyComputers {
                players: new.players,
                most: new.players.saturating_sub(1),
            }));
        }
        let mut settings = vec![
            GameSetting::Seats(new.players),
            GameSetting::BotLevel(new.level),
            GameSetting::Pace(new.pace),
        ];
        if new.computers > 0 {
            settings.push(GameSetting::Bots(vec![
                new.level;
                usize::from(new.computers)
            ]));
        }
        if let Some(role) = new.role {
            settings.push(GameSetting::Role(role));
        }
        settings.push(GameSetting::Language(new.language));
        if let Some(seed) = new.ai_seed {
            settings.push(GameSetting::AiSeed(seed));
        }
        let (host, host_name) = new.host;
        let id = self
            .games()
            .create_game(
                NewGame {
                    config: Some(new.config),
                    name: new.name,
                    status: Some(GameStatus::Lobby),
                    guild_id: new.guild,
                    channel_id: new.channel,
                    thread_id: None,
                    host_id: Some(host),
                    settings: Vec::new(),
                },
                &settings,
            )
            .await?;
        self.join(id, host, &host_name, new.players).await?;
        Ok(Ok(id))
    }

    /// Withdraws a lobby its front end could not show (Discord refused its thread): its host's
    /// seat is freed and the game abandoned, so it is among nobody's games.
    pub async fn withdraw_lobby(&self, id: GameId) -> Result<(), StoreError> {
        let record = self.games().record(id).await?;
        if let Some(host) = record.host_id {
            self.leave(id, host).await?;
        }
        self.games().set_status(id, GameStatus::Abandoned).await
    }

    /// `id`'s lobby as it stands (also after its start: who sat there then).
    pub async fn lobby(&self, id: GameId) -> Result<Lobby, StoreError> {
        let settings = self.games().settings(id).await?;
        let seating = self.seats().seating(id).await?;
        Ok(Lobby {
            seats: seating.seats.clone(),
            names: seating.names.clone(),
            computers: settings.bots.clone(),
            next_level: settings.bot_level.unwrap_or(DEFAULT_LEVEL),
            players: settings.seats.unwrap_or(SEATS_UNKNOWN),
            role: settings.role,
        })
    }
}

impl Session {
    /// `id`'s lock and row while it is a lobby: seating changes one at a time, and not while the
    /// game starts. `None` (and no lock taken) once it is no lobby.
    async fn lobby_lock(
        &self,
        id: GameId,
    ) -> Result<Option<(tokio::sync::OwnedMutexGuard<()>, GameRecord)>, StoreError> {
        if self.games().record(id).await?.status != GameStatus::Lobby {
            return Ok(None);
        }
        let guard = self.lock(id).await;
        let record = self.games().record(id).await?;
        Ok((record.status == GameStatus::Lobby).then_some((guard, record)))
    }
}

impl Lobbies<'_> {
    /// Seats `user` (joining under `name`, a member of `roles`) in `id`'s lobby.
    pub async fn join_lobby(
        &self,
        id: GameId,
        (user, name): (u64, &str),
        roles: &[u64],
    ) -> Result<Result<(), LobbyRefusal>, StoreError> {
        let Some((_guard, _)) = self.lobby_lock(id).await? else {
            return Ok(Err(LobbyRefusal::NotLobby));
        };
        let lobby = self.lobby(id).await?;
        // Told before a full table: a player already seated is told so, not that it is full.
        if lobby.seats.iter().any(|&(_, u)| u == user) {
            return Ok(Err(LobbyRefusal::AlreadyJoined));
        }
        if lobby.role.is_some_and(|role| !roles.contains(&role)) {
            return Ok(Err(LobbyRefusal::RoleOnly));
        }
        let free = lobby
            .players
            .saturating_sub(u8::try_from(lobby.computers.len()).unwrap_or(u8::MAX));
        match self.join(id, user, name, free).await {
            Ok(_) => Ok(Ok(())),
            Err(StoreError::AlreadyJoined { .. }) => Ok(Err(LobbyRefusal::AlreadyJoined)),
            Err(StoreError::GameFull { .. }) => Ok(Err(LobbyRefusal::Full(lobby.players))),
            Err(e) => Err(e),
        }
    }

    /// Takes `user` out of `id`'s lobby (its host stays).
    pub async fn leave_lobby(
        &self,
        id: GameId,
        user: u64,
    ) -> Result<Result<(), LobbyRefusal>, StoreError> {
        let Some((_guard, record)) = self.lobby_lock(id).await? else {
            return Ok(Err(LobbyRefusal::NotLobby));
        };
        if record.host_id == Some(user) {
            return Ok(Err(LobbyRefusal::HostStays));
        }
        if !self.leave(id, user).await? {
            return Ok(Err(LobbyRefusal::NotJoined));
        }
        Ok(Ok(()))
    }

    /// Adds (`add`) a computer clan to `id`'s lobby, at the lobby's level, or removes the last
    /// one added; only its host may.
    pub async fn change_computers(
        &self,
        id: GameId,
        user: u64,
        add: bool,
    ) -> Result<Result<(), LobbyRefusal>, StoreError> {
        let Some((_guard, record)) = self.lobby_lock(id).await? else {
            return Ok(Err(LobbyRefusal::NotLobby));
        };
        if record.host_id != Some(user) {
            return Ok(Err(LobbyRefusal::NotHost));
        }
        let Lobby {
            seats,
            mut computers,
            next_level,
            players,
            ..
        } = self.lobby(id).await?;
        if add {
            if seats.len() + computers.len() >= usize::from(players) {
                return Ok(Err(LobbyRefusal::Full(players)));
            }
            computers.push(next_level);
        } else if computers.pop().is_none() {
            return Ok(Err(LobbyRefusal::NoComputer));
        }
        self.games().set(id, GameSetting::Bots(computers)).await?;
        Ok(Ok(()))
    }

    /// Starts `id`'s lobby for `user` (its host): players and computer clans take their seats
    /// in a random order and the clans are dealt, both from the game's seed; the rules draw the
    /// first player. Stored at once or not at all.
    pub async fn start(
        &self,
        id: GameId,
        user: u64,
    ) -> Result<Result<Current, StartRefusal>, StoreError> {
        {
            let _guard = self.lock(id).await;
            let record = self.games().fresh_record(id).await?;
            if record.status != GameStatus::Lobby {
                return Ok(Err(StartRefusal::NotLobby));
            }
            if record.host_id != Some(user) {
                return Ok(Err(StartRefusal::NotHost));
            }
            let seats = self.seats().seating(id).await?.seats.clone();
            let bots = self.games().settings(id).await?.bots.clone();
            let fewest = *record.config.rules.players().start();
            if seats.len() + bots.len() < usize::from(fewest) {
                return Ok(Err(StartRefusal::TooFew(fewest)));
            }
            let mut config = record.config.clone();
            let mut rng = GameRng::from_seed(config.seed ^ 0x5EA7_5EA7);
            // Players and computer clans take their seats in a random order.
            let mut sitters: Vec<Result<u64, Level>> = seats.iter().map(|(_, u)| Ok(*u)).collect();
            sitters.extend(bots.iter().map(|l| Err(*l)));
            rng.shuffle(&mut sitters);
            config.players = sitters.len() as u8;
            config.clans = (config.rules.registered().deal_clans)(&config, &mut rng);
            let game = AnyGame::new(&config).map_err(|e| StoreError::Corrupt {
                game: id,
                seq: 0,
                reason: format!("bad config: {e}"),
            })?;
            let humans: Vec<(Seat, u64)> = sitters
                .iter()
                .enumerate()
                .filter_map(|(i, s)| s.ok().map(|u| (Seat(i as u8), u)))
                .collect();
            let computers: Vec<(Seat, Level)> = sitters
                .iter()
                .enumerate()
                .filter_map(|(i, s)| s.err().map(|l| (Seat(i as u8), l)))
                .collect();
            let first = awaiting(&game, SeatSet::all(game.players()), self.now());
            let written = self
                .store
                .games()
                .start_game(id, &config, &humans, &computers, &first)
                .await;
            // Whatever happened, what is kept of the game is read again.
            self.kept.seating.change(id, async { Ok(()) }, None).await?;
            self.forget(id).await?;
            match written {
                Ok(_) => {}
                Err(StoreError::NotActive { .. }) => return Ok(Err(StartRefusal::NotLobby)),
                Err(e) => return Err(e),
            }
        }
        self.tell(&Notice::Started { game: id }).await;
        Ok(Ok(self.current(id).await?))
    }
}
