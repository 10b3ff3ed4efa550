//! The session, with no Discord in it: it owns each game's life. Its core applies the commands
//! of any seat — a player, a computer clan, a deadline's default — to a stored game. Under the
//! game's lock it takes the game from the cache (replaying only on a miss), applies the
//! commands, appends them in one transaction together with who the game now waits on and since
//! when, updates the cache, and lets go of the lock. Telling the players is the front end's
//! business, afterwards, from the game's announced cursor: a slow front end never holds a game.
//!
//! Everything else is in rooms over the core ([`rooms`]), one per concern, each called as
//! `session.<room>().<operation>()`: [`Games`] (rows, status, settings, lookups), [`Lobbies`],
//! [`Seats`], [`Players`], [`Clocks`], [`Computers`], [`Telling`], [`Processes`], [`Results`]
//! and [`Pages`]. What a front end reads during a press (a game's settings, its seating, its
//! row, a player's settings) is kept in memory (`memory`) and costs no database call, while
//! every command is still checked against the stored row before it is appended.
//!
//! It moves games by itself once a front end lets it live ([`Session::live`]: its rounds run
//! whichever front ends listen): the computer clans, the deadlines and reminders, the untold
//! moves. What it did is told to the front ends as typed notices they subscribe to
//! ([`notices`]); it never formats a message. Front ends (`crate::discord`, `crate::web`,
//! `crate::dialogue`) call it; nothing else calls the store.

pub mod announce;
pub mod archive;
mod cache;
mod computers;
mod deadlines;
pub mod dms;
mod hands;
pub mod hearing;
pub mod leases;
mod lobby;
mod lookups;
mod memory;
mod moves;
pub mod notices;
pub mod orders;
mod pacing;
pub mod ratings;
pub mod rooms;
pub mod settings;
pub mod stats;
pub mod takeover;
pub mod time;
pub mod web;

pub use cache::{BEFORES_KEPT, Cache, Entry, STEPS_KEPT};
pub use computers::{HintRefusal, Played, random_seed};
pub use hands::SeatRefusal;
pub use lobby::{DEFAULT_LEVEL, Lobby, LobbyRefusal, NewLobby, StartRefusal};
pub use lookups::WhichGame;
pub use memory::{Holder, Seating};
pub use moves::PlayerMove;
pub use notices::{Listener, Moving, Notice, SeatChange, Teller};
pub use pacing::{TimeLeft, reminder_times};
pub use rooms::{
    Clocks, Computers, Games, Lobbies, Pages, Players, Processes, Results, Seats, Telling,
};

use crate::engine::Seat;
use crate::engine::{AnyClosing, AnyCommand, AnyEvent, AnyGame, AnyRuleError, SeatSet};
/// The store's types a front end handles (a game's row and status, who is awaited, absences,
/// errors), through the session: front ends never name the store.
pub use crate::store::{
    Absence, Awaited, Backend, ComputerSeat, DEFAULT_DATABASE_URL, GameId, GameRecord, GameStatus,
    NewGame, Origin, StoreError, away_between,
};
use crate::store::{Awaiting, LogRow, Logged, Store, in_effect};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// A game that has ended already (finished or abandoned, its status): it cannot be abandoned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ended(pub GameStatus);

/// Why the database could not be opened, in one line.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OpenError {
    /// `DATABASE_URL` is malformed (a configuration to fix).
    #[error("{0}")]
    Url(String),
    /// The database, its directory or its migrations failed.
    #[error("{0}")]
    Database(String),
    /// The database cannot be reached yet (a server not up, or restarting): worth waiting for.
    #[error("{0}")]
    Unavailable(String),
}

/// The variable naming a file that holds how far a test moved a bot process's clock (seconds
/// added to the system clock; none, or no number, is 0), in builds with the test hooks: the
/// tests that run the binary move the game clock of several processes at once this way.
#[cfg(feature = "testkit")]
pub const TEST_CLOCK_VARIABLE: &str = "BLOODRAGE_TEST_CLOCK";

/// The system clock moved by the number of seconds in the file at `path`, read at each call.
#[cfg(feature = "testkit")]
pub fn file_clock(path: std::path::PathBuf) -> Clock {
    let system = system_clock();
    Arc::new(move || {
        let moved = std::fs::read_to_string(&path)
            .ok()
            .and_then(|s| s.trim().parse::<i64>().ok())
            .unwrap_or(0);
        system() + moved
    })
}

/// Games kept in the cache by default.
pub const CACHE_GAMES: usize = 512;

/// The time now, in Unix seconds (a function, so tests can set the clock).
pub type Clock = Arc<dyn Fn() -> i64 + Send + Sync>;

/// The system clock.
pub fn system_clock() -> Clock {
    Arc::new(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs() as i64)
    })
}

/// One command of a game's log with what it did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    /// Its position in the log (0-based).
    pub seq: u64,
    /// The seat that gave it.
    pub seat: Seat,
    /// The command (for an undo: the command taken back).
    pub command: AnyCommand,
    /// What happened (unredacted: redact before showing); none for an undo.
    pub events: Vec<AnyEvent>,
    /// For an undo: the position of the command it took back.
    pub undoes: Option<u64>,
    /// Who gave it: the seat's player, or the computer for the seat.
    pub origin: Origin,
}

/// A started game as it stands.
#[derive(Debug, Clone)]
pub struct Current {
    /// Its row (`record.next_seq` is the length of the log the game is at).
    pub record: GameRecord,
    /// The game after every command of its log.
    pub game: Arc<AnyGame>,
}

/// Commands applied and stored.
#[derive(Debug, Clone)]
pub struct Applied {
    /// The game before each of them: a command is described against the game it was given in,
    /// without applying anything again.
    pub befores: Vec<Arc<AnyGame>>,
    /// The game after them.
    pub current: Current,
    /// The commands, each with its events.
    pub steps: Vec<Arc<Step>>,
    /// Who the game now waits on, and since when.
    pub awaited: Vec<Awaited>,
}

impl Applied {
    /// The game before them (the game as it is when there were none).
    pub fn before(&self) -> &Arc<AnyGame> {
        self.befores.first().unwrap_or(&self.current.game)
    }

    /// Every event of the commands, in order.
    pub fn events(&self) -> Vec<AnyEvent> {
        self.steps
            .iter()
            .flat_map(|s| s.events.iter().cloned())
            .collect()
    }
}

/// Why commands were not applied; nothing was changed.
#[derive(Debug, Clone)]
pub enum Refusal {
    /// There is no such game.
    NoSuchGame(GameId),
    /// The game takes no commands (a lobby, finished or abandoned).
    NotActive(GameRecord),
    /// The choice was made at an older position of the game, and is no longer open.
    Stale(Current),
    /// The rules refuse command number `index` (0-based) of the batch.
    Rule {
        /// The game, unchanged.
        current: Current,
        /// Which command of the batch.
        index: usize,
        /// Why.
        error: AnyRuleError,
    },
    /// Another move was stored at the same moment: try again.
    Raced,
    /// The player has no seat in the game ([`Session::play`]).
    NotPlaying,
    /// The computer plays the player's seat now: they take it back first
    /// ([`Session::play`]).
    HandedOver(Seat),
}

/// A decision its seat may take back now: what `/undo` shows before it acts.
#[derive(Debug, Clone)]
pub struct Undoable {
    /// The game as it stands.
    pub current: Current,
    /// The position of the decision in the log.
    pub seq: u64,
    /// The decision.
    pub command: AnyCommand,
    /// The answers the bot gave at once after it (forced choices of other seats, by position,
    /// seat and command): taken back with it, and given again when the game gets there again.
    pub forced_after: Vec<(u64, Seat, AnyCommand)>,
    /// The game before it (what the undo returns to).
    pub before: Arc<AnyGame>,
}

/// A decision taken back and the undo stored.
#[derive(Debug, Clone)]
pub struct Undone {
    /// The game before the undo.
    pub before: Arc<AnyGame>,
    /// The game after it (as it was before the decision taken back).
    pub current: Current,
    /// Every undo row stored: those of the forced answers after the decision first, then the
    /// decision's own ([`Undone::step`]).
    pub steps: Vec<Arc<Step>>,
    /// Who the game now waits on, and since when.
    pub awaited: Vec<Awaited>,
}

impl Undone {
    /// The undo of the decision itself, as a step of the log (its command is the one taken back).
    pub fn step(&self) -> &Arc<Step> {
        self.steps
            .last()
            .expect("an undo stores the decision's own row last")
    }
}

/// Why nothing was taken back; nothing was changed.
#[derive(Debug, Clone)]
pub enum UndoRefusal {
    /// There is no such game.
    NoSuchGame(GameId),
    /// The game takes no commands (a lobby, finished or abandoned).
    NotActive(GameRecord),
    /// No decision of the game is in effect.
    Nothing,
    /// The last decision in effect is another seat's: it has decided since.
    OtherSince(Seat),
    /// The last decision in effect was the computer's, playing the seat.
    Computer,
    /// Something closed the decision's undo window (a reveal, a shuffle, the end of a phase).
    Closed(AnyClosing),
    /// The undo was confirmed at an older position of the game.
    Stale(Current),
    /// Another move was stored at the same moment: try again.
    Raced,
    /// The player has no seat in the game ([`Session::undo_by`]).
    NotPlaying,
    /// The game's host turned undo off.
    Off,
    /// The computer plays the player's seat now ([`Session::undo_by`]).
    HandedOver(Seat),
}

/// A game set up from a stored configuration.
fn new_game(record: &GameRecord) -> Result<AnyGame, StoreError> {
    AnyGame::new(&record.config).map_err(|e| StoreError::Corrupt {
        game: record.id,
        seq: 0,
        reason: format!("bad config: {e}"),
    })
}

/// Who `game` waits on, for the store: `fresh` seats start their clock at `now`.
fn awaiting(game: &AnyGame, fresh: SeatSet, now: i64) -> Awaiting<'static> {
    let decision = game.decision();
    Awaiting {
        decision: decision.map(|d| d.kind),
        seats: decision.map_or(SeatSet::EMPTY, |d| d.seats),
        fresh,
        now,
    }
}

/// A command in an undo's window.
struct WindowStep {
    seq: u64,
    seat: Seat,
    command: AnyCommand,
}

/// What an undo would take back: the decision, the bot's forced answers right after it, the
/// game before the decision, and the events of them all.
struct Window {
    last: WindowStep,
    forced_after: Vec<WindowStep>,
    before: Arc<AnyGame>,
    events: Vec<AnyEvent>,
}

/// Splits the commands in effect (oldest first) into those before `seat`'s decision, the
/// decision, and the bot's forced answers for other seats right after it (they are taken back
/// with it). `None` when nothing is in effect; a refusal when the last decision is not the
/// seat's own.
#[allow(clippy::type_complexity)]
fn split_window<T>(
    effect: &[T],
    seat: Seat,
    who: impl Fn(&T) -> (Seat, Origin),
) -> Option<Result<(&[T], &T, &[T]), UndoRefusal>> {
    let forced = effect
        .iter()
        .rev()
        .take_while(|e| {
            let (by, origin) = who(e);
            origin == Origin::Forced && by != seat
        })
        .count();
    let (effect, forced_after) = effect.split_at(effect.len() - forced);
    let (last, earlier) = effect.split_last()?;
    let (by, origin) = who(last);
    if by != seat {
        return Some(Err(UndoRefusal::OtherSince(by)));
    }
    if origin != Origin::Player {
        return Some(Err(UndoRefusal::Computer));
    }
    Some(Ok((earlier, last, forced_after)))
}

/// What an undo of `seat` would take back, from the cache alone: its remembered steps (with
/// their events) and the game before the decision. `None` when the cache does not remember
/// enough (the decision is older than its steps, or the game before it is not kept).
fn cached_window(entry: &Entry, seat: Seat) -> Option<Result<Window, UndoRefusal>> {
    // The commands in effect among the remembered steps: an undo takes back the last one.
    let mut effect: Vec<&Step> = Vec::new();
    for step in &entry.steps {
        match step.undoes {
            Some(target) => match effect.pop() {
                Some(e) if e.seq == target => {}
                _ => return None,
            },
            None => effect.push(step),
        }
    }
    let whole = entry.steps.front().map_or(entry.seq == 0, |s| s.seq == 0);
    let (_, last, forced_after) = match split_window(&effect, seat, |e| (e.seat, e.origin)) {
        Some(Ok(split)) => split,
        Some(Err(refusal)) => return Some(Err(refusal)),
        None if whole => return Some(Err(UndoRefusal::Nothing)),
        None => return None,
    };
    let before = entry.before(last.seq)?;
    let events = std::iter::once(last)
        .chain(forced_after)
        .flat_map(|s| s.events.iter().cloned())
        .collect();
    let entry = |s: &Step| WindowStep {
        seq: s.seq,
        seat: s.seat,
        command: s.command.clone(),
    };
    Some(Ok(Window {
        last: entry(last),
        forced_after: forced_after.iter().map(|s| entry(s)).collect(),
        before,
        events,
    }))
}

/// What a replay gives: the steps kept, and the game before each of the last few commands.
struct Replayed {
    steps: Vec<Arc<Step>>,
    befores: Vec<(u64, Arc<AnyGame>)>,
}

/// One async lock per game, made on first use: the session's lock on changing a game, and the
/// front end's own per-game locks (telling a game in order, one computer move at a time).
#[derive(Debug, Default)]
pub struct GameLocks(Mutex<HashMap<GameId, Arc<tokio::sync::Mutex<()>>>>);

/// How many games' locks the table holds before those nobody holds or waits for are dropped: a
/// process up for months touches every game of its community, and a lock is made again when
/// next needed.
const LOCKS_KEPT: usize = 64;

impl GameLocks {
    /// Waits for `game`'s lock and holds it until the guard is dropped.
    pub async fn lock(&self, game: GameId) -> tokio::sync::OwnedMutexGuard<()> {
        let lock = {
            let mut locks = self.0.lock().expect("the lock table is never poisoned");
            if locks.len() >= LOCKS_KEPT && !locks.contains_key(&game) {
                // The table's own reference is the only one: nobody holds it or waits for it,
                // and nobody can reach it but through the table (locked here).
                locks.retain(|_, lock| Arc::strong_count(lock) > 1);
            }
            locks.entry(game).or_default().clone()
        };
        lock.lock_owned().await
    }

    /// How many games' locks the table holds.
    fn len(&self) -> usize {
        self.0
            .lock()
            .expect("the lock table is never poisoned")
            .len()
    }
}

#[cfg(test)]
#[tokio::test]
async fn a_game_lock_nobody_holds_is_dropped_once_the_table_is_full_and_a_held_one_is_kept() {
    let locks = GameLocks::default();
    let held = locks.lock(1_000).await;
    for game in 0..i64::try_from(LOCKS_KEPT).unwrap() - 1 {
        drop(locks.lock(game).await);
    }
    assert_eq!(locks.len(), LOCKS_KEPT);
    // A new game's lock: those nobody holds are dropped, the held one stays, and still locks.
    let other = locks.lock(2_000).await;
    assert_eq!(locks.len(), 2);
    assert!(
        tokio::time::timeout(std::time::Duration::from_millis(50), locks.lock(1_000))
            .await
            .is_err(),
        "the held lock is still the game's"
    );
    drop((held, other));
    drop(locks.lock(1_000).await);
}

/// How many times a move another process raced is tried again before the player is asked to.
const RACE_RETRIES: usize = 4;

/// The session core: the store, one lock per game, the cache of live games, and counters.
pub struct Session {
    store: Store,
    locks: GameLocks,
    cache: Mutex<Cache>,
    replays: AtomicU64,
    replayed: AtomicU64,
    clock: Clock,
    kept: memory::KeptState,
    computers: computers::Thinking,
    listeners: notices::Listeners,
    /// Whether this session hears the other processes already (see `hearing.rs`).
    hearing: std::sync::atomic::AtomicBool,
    /// Whether the session's own life was started ([`Session::live`]).
    living: std::sync::atomic::AtomicBool,
    /// One lock per game keeping its announcements in order (see `announce.rs`).
    announcing: GameLocks,
    /// This process's name in the leases it holds (see [`leases`]).
    holder: String,
    /// How long the rounds' claim lasts (see [`leases::DUTY_LEASE`]).
    duty_lease: i64,
    /// Until when this process's last claim of the rounds is taken as still held, unasked (on
    /// this process's steady clock: the lease is timed by the database's).
    duty_fresh: std::sync::Mutex<Option<std::time::Instant>>,
    /// Held while this process files the games that ended (see [`archive`]).
    filing: tokio::sync::Mutex<()>,
    /// The address web pages are linked under, while they are served (see [`web`]).
    web: std::sync::RwLock<Option<String>>,
    /// The secret personal links are signed with, once read (see [`web`]).
    web_secret: tokio::sync::OnceCell<Vec<u8>>,
    /// The connection holding the lock that says this process is alive (PostgreSQL; see
    /// [`takeover`]).
    life: tokio::sync::Mutex<Option<sqlx::AnyConnection>>,
    /// The games whose latest moves this process failed to tell (see [`takeover`]).
    untold: Mutex<std::collections::HashSet<GameId>>,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("replays", &self.replays())
            .finish_non_exhaustive()
    }
}

impl Session {
    /// A session on `store` with the system clock and the default cache size.
    pub fn new(store: Store) -> Session {
        Session::with(store, system_clock(), CACHE_GAMES)
    }

    /// Opens the database at `url` (creating its directory and file, applying its migrations)
    /// for a session with the system clock. A malformed URL, or a directory that cannot be made
    /// or written, is refused with one line saying what to do, before anything else starts.
    pub async fn open(url: &str) -> Result<Session, OpenError> {
        let path = crate::store::check_url(url).map_err(OpenError::Url)?;
        if let Some(dir) = path.as_deref().and_then(std::path::Path::parent)
            && !dir.as_os_str().is_empty()
        {
            std::fs::create_dir_all(dir).map_err(|e| {
                OpenError::Database(format!(
                    "cannot create the database directory {}: {e} (DATABASE_URL={url})",
                    dir.display()
                ))
            })?;
            let probe = dir.join(format!(".bloodrage-write-test-{}", std::process::id()));
            std::fs::write(&probe, b"").map_err(|e| {
                OpenError::Database(format!(
                    "cannot write in the database directory {}: {e} (DATABASE_URL={url}; the bot's user must own it)",
                    dir.display()
                ))
            })?;
            let _ = std::fs::remove_file(&probe);
        }
        let store = Store::open(url).await.map_err(|e| {
            let why = format!(
                "cannot open the database {}: {e}",
                crate::store::redacted(url)
            );
            // A server may come up by itself; a SQLite file's trouble does not pass.
            let server =
                crate::store::Backend::of_url(url) == Some(crate::store::Backend::Postgres);
            if server && matches!(e, StoreError::Unavailable(_)) {
                OpenError::Unavailable(why)
            } else {
                OpenError::Database(why)
            }
        })?;
        Ok(Session::new(store))
    }

    /// A session with a given clock and cache size.
    pub fn with(store: Store, clock: Clock, cache_games: usize) -> Session {
        Session {
            store,
            locks: GameLocks::default(),
            cache: Mutex::new(Cache::new(cache_games)),
            replays: AtomicU64::new(0),
            replayed: AtomicU64::new(0),
            clock,
            kept: memory::KeptState::default(),
            computers: computers::Thinking::default(),
            listeners: notices::Listeners::default(),
            hearing: std::sync::atomic::AtomicBool::new(false),
            living: std::sync::atomic::AtomicBool::new(false),
            announcing: GameLocks::default(),
            holder: format!("{}-{:016x}", std::process::id(), computers::random_seed()),
            duty_lease: leases::DUTY_LEASE,
            duty_fresh: std::sync::Mutex::new(None),
            filing: tokio::sync::Mutex::const_new(()),
            web: std::sync::RwLock::new(None),
            web_secret: tokio::sync::OnceCell::new(),
            life: tokio::sync::Mutex::new(None),
            untold: Mutex::new(std::collections::HashSet::new()),
        }
    }

    /// The same session on another clock.
    #[must_use]
    pub fn with_clock(mut self, clock: Clock) -> Session {
        self.clock = clock;
        self
    }

    /// The store.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Whether the database is closed (the process is stopping).
    pub fn is_closed(&self) -> bool {
        self.store.pool().is_closed()
    }

    /// Closes the database (checkpointing its log).
    pub async fn close(&self) {
        // What this process held is free at once for the next (a restart, another process).
        if self.store.backend() == crate::store::Backend::Postgres
            && let Err(e) = self.store.processes().release_leases_of(&self.holder).await
        {
            tracing::warn!(
                "giving up this process's leases failed (they lapse by themselves): {e}"
            );
        }
        // And the others know at once that it is gone.
        if let Some(life) = self.life.lock().await.take() {
            use sqlx::Connection as _;
            let _ = life.close().await;
        }
        self.store.close().await;
    }

    /// The time now (Unix seconds), by the session's clock.
    pub fn now(&self) -> i64 {
        (self.clock)()
    }

    /// How many times a game was rebuilt from its log (a cache miss; none per action when hot),
    /// and how many logged commands were applied again to rebuild them.
    pub fn replays(&self) -> (u64, u64) {
        (
            self.replays.load(Ordering::Relaxed),
            self.replayed.load(Ordering::Relaxed),
        )
    }

    /// What the session holds in memory, by table: the games cached, the per-game locks, what
    /// is kept of games and players, the games owed a telling or with a move under way. None of
    /// these grows with the days a process is up, nor with the games that end: the finished games
    /// are filed in the database (see [`archive`] and `/metrics`' `bloodrage_held`).
    pub fn held(&self) -> Vec<(&'static str, usize)> {
        let cached = self
            .cache
            .lock()
            .expect("the cache is never poisoned")
            .len();
        let untold = self.untold.lock().expect("never poisoned").len();
        let mut held = vec![
            ("cached_games", cached),
            ("game_locks", self.locks.len()),
            ("announcing_locks", self.announcing.len()),
            ("computer_locks", self.computers.locks_len()),
            ("untold_games", untold),
            ("moving_games", self.listeners.moving_len()),
        ];
        held.extend(self.kept.sizes());
        held
    }

    /// The lock that serialises everything that changes one game (never held across a call to
    /// a front end).
    pub async fn lock(&self, game: GameId) -> tokio::sync::OwnedMutexGuard<()> {
        self.locks.lock(game).await
    }

    fn cache(&self) -> std::sync::MutexGuard<'_, Cache> {
        self.cache.lock().expect("the cache is never poisoned")
    }

    /// The game at `record.next_seq`, from the cache, moved on from an older cached position,
    /// or rebuilt from the log. Call with the game's lock held.
    async fn entry(&self, record: &GameRecord) -> Result<Entry, StoreError> {
        let id = record.id;
        let seq = record.next_seq;
        let older = {
            let mut cache = self.cache();
            let lookup = |result| {
                crate::metrics::metrics()
                    .cache_lookups
                    .get_or_create(&crate::metrics::Lookup { result })
                    .inc();
            };
            if let Some(hit) = cache.get(id, seq) {
                lookup("hit");
                return Ok(hit);
            }
            lookup("miss");
            cache.peek(id).filter(|e| e.seq < seq).cloned()
        };
        let rules = record.config.rules;
        record
            .config
            .rules
            .check_version(record.rules_version)
            .map_err(|error| StoreError::RulesVersion { game: id, error })?;
        let (mut entry, mut from) = if let Some(e) = older {
            let from = e.seq;
            (e, from)
        } else {
            (Entry::new(0, new_game(record)?), 0)
        };
        let mut log = self.store.logs().entries_from(id, rules, from).await?;
        if from > 0 && log.iter().any(|e| e.undoes.is_some()) {
            // An undo may reach behind the cached position: rebuild from the start.
            entry = Entry::new(0, new_game(record)?);
            from = 0;
            log = self.store.logs().entries_from(id, rules, 0).await?;
        }
        // A move stored between the two reads (by another process on the same file; the log is
        // append-only) belongs to a later state: load the game as the record has it.
        if from + log.len() as u64 > seq {
            log.truncate(seq.saturating_sub(from) as usize);
        }
        if from + log.len() as u64 != seq {
            return Err(StoreError::Corrupt {
                game: id,
                seq: from + log.len() as u64,
                reason: format!(
                    "the log holds {} commands but the game expects {seq}",
                    from + log.len() as u64
                ),
            });
        }
        let mut game = (*entry.game).clone();
        let replayed = self.replay(
            id,
            &mut game,
            from,
            log,
            seq.saturating_sub(STEPS_KEPT as u64),
        )?;
        for (at, before) in replayed.befores {
            entry.remember_before(at, before);
        }
        entry.advance(seq, Arc::new(game), replayed.steps);
        self.cache().put(id, entry.clone());
        Ok(entry)
    }

    /// Applies logged commands (the log from position `from`) to `game` again, keeping the
    /// steps from position `keep_from` on. Counts one rebuild. A log with undos is replayed from
    /// the start (`from` is 0 then): the game before each command in effect is kept, so an undo
    /// returns to it.
    fn replay(
        &self,
        id: GameId,
        game: &mut AnyGame,
        from: u64,
        log: Vec<Logged>,
        keep_from: u64,
    ) -> Result<Replayed, StoreError> {
        self.replays.fetch_add(1, Ordering::Relaxed);
        // The game before each of the last few commands is kept (an undo returns to it).
        let end = log.last().map_or(from, |e| e.seq + 1);
        let mut befores = Vec::new();
        let undos = log.iter().any(|e| e.undoes.is_some());
        debug_assert!(
            !undos || from == 0,
            "a log with undos is replayed from the start"
        );
        // The commands in effect (their seq) and the game before each, when there are undos.
        let mut effect: Vec<(u64, AnyGame)> = Vec::new();
        let mut steps = Vec::new();
        for entry in log {
            let at = entry.seq;
            let events = if let Some(target) = entry.undoes {
                match effect.pop() {
                    Some((seq, before)) if seq == target => *game = before,
                    _ => return Err(crate::store::undo_mismatch(id, at)),
                }
                Vec::new()
            } else {
                if undos {
                    effect.push((at, game.clone()));
                }
                if at + BEFORES_KEPT as u64 >= end {
                    befores.push((at, Arc::new(game.clone())));
                }
                let events =
                    game.apply(entry.seat, &entry.command)
                        .map_err(|error| StoreError::Replay {
                            game: id,
                            seq: at,
                            error,
                        })?;
                self.replayed.fetch_add(1, Ordering::Relaxed);
                events
            };
            if at >= keep_from {
                steps.push(Arc::new(Step {
                    seq: at,
                    seat: entry.seat,
                    command: entry.command,
                    events,
                    undoes: entry.undoes,
                    origin: entry.origin,
                }));
            }
        }
        Ok(Replayed { steps, befores })
    }

    /// A started game as this process knows it: [`Session::game`] without reading the game's
    /// row again (what front ends show; a command applied to it is checked against the store all
    /// the same, so a move another process made meanwhile is caught up on, never overwritten).
    ///
    /// A read takes no lock when the cache holds the game at the kept row's position (the usual
    /// case): a front end reading (an autocomplete, a panel) never waits for a move under way.
    pub async fn current(&self, id: GameId) -> Result<Current, StoreError> {
        if let Some((record, entry)) = self.hot(id).await? {
            return Ok(Current {
                record,
                game: entry.game,
            });
        }
        let _guard = self.lock(id).await;
        let record = self.games().record(id).await?;
        self.current_at(record).await
    }

    /// The kept row and the cached game, if the cache holds the started game at the row's
    /// position (no lock taken). Row and game always agree: the cache is looked up by the row's
    /// log length.
    async fn hot(&self, id: GameId) -> Result<Option<(GameRecord, Entry)>, StoreError> {
        let record = self.games().record(id).await?;
        if record.status == GameStatus::Lobby {
            return Ok(None);
        }
        let Some(entry) = self.cache().get(id, record.next_seq) else {
            return Ok(None);
        };
        crate::metrics::metrics()
            .cache_lookups
            .get_or_create(&crate::metrics::Lookup { result: "hit" })
            .inc();
        Ok(Some((record, entry)))
    }

    async fn current_at(&self, record: GameRecord) -> Result<Current, StoreError> {
        if record.status == GameStatus::Lobby {
            return Err(StoreError::NotActive {
                game: record.id,
                status: record.status,
            });
        }
        let entry = self.entry(&record).await?;
        Ok(Current {
            record,
            game: entry.game,
        })
    }

    /// A started game (active, finished or abandoned) as it stands, its row read from the store
    /// (a move another process stored is seen). A lobby has no game yet: `NotActive`.
    pub async fn game(&self, id: GameId) -> Result<Current, StoreError> {
        let _guard = self.lock(id).await;
        let record = self.games().fresh_record(id).await?;
        self.current_at(record).await
    }

    /// A started game and its commands from log position `from` on, with their events.
    pub async fn since(
        &self,
        id: GameId,
        from: u64,
    ) -> Result<(Current, Vec<Arc<Step>>), StoreError> {
        // Without a lock when the cache remembers them (see [`Session::current`]).
        if let Some((record, entry)) = self.hot(id).await?
            && let Some(steps) = entry.steps_since(from)
        {
            return Ok((
                Current {
                    record,
                    game: entry.game,
                },
                steps,
            ));
        }
        let _guard = self.lock(id).await;
        let record = self.games().record(id).await?;
        let entry = self.entry(&record).await?;
        let current = Current {
            record,
            game: entry.game.clone(),
        };
        if let Some(steps) = entry.steps_since(from) {
            return Ok((current, steps));
        }
        // Older than the cache remembers: replay the log once, keeping the events from `from`.
        let log = self
            .store
            .logs()
            .entries_from(id, current.record.config.rules, 0)
            .await?;
        let mut game = new_game(&current.record)?;
        let steps = self.replay(id, &mut game, 0, log, from)?.steps;
        Ok((current, steps))
    }

    /// Applies `commands` of `seat` in order, all or none. With `expected` (the log length a
    /// button was made at), a choice made at an older position is refused as stale, unless the
    /// decision is one that several seats answer at once and the choice is still open.
    pub async fn apply(
        &self,
        id: GameId,
        seat: Seat,
        commands: &[AnyCommand],
        expected: Option<u64>,
    ) -> Result<Result<Applied, Refusal>, StoreError> {
        self.apply_as(id, seat, commands, expected, Origin::Player)
            .await
    }

    /// [`Session::apply`] for commands given by `origin` (the computer playing a seat logs its
    /// commands as its own, so they are never undone as the player's). Once they are stored and
    /// the game's lock is released, the front ends hear [`Notice::Moved`].
    pub async fn apply_as(
        &self,
        id: GameId,
        seat: Seat,
        commands: &[AnyCommand],
        expected: Option<u64>,
        origin: Origin,
    ) -> Result<Result<Applied, Refusal>, StoreError> {
        let teller = match origin {
            Origin::Player => Teller::Asker,
            _ => Teller::Listeners,
        };
        self.apply_owing(id, (seat, origin, teller), commands, expected, None)
            .await
    }

    /// Whether `e` is a fault of the database (out of reach, a disk full or read-only), noted in
    /// the store's health, which logs the first of an episode once (see
    /// [`crate::store::health`]): a loop that fails on it logs nothing more.
    pub fn fault_noted(&self, e: &StoreError) -> bool {
        self.store.health().noted(e)
    }

    /// [`Session::apply_as`], told by `teller`, and stored with the move, the answer owed to the
    /// player (`user`) who made it through a front end's request (see [`takeover`]).
    async fn apply_owing(
        &self,
        id: GameId,
        (seat, origin, teller): (Seat, Origin, Teller),
        commands: &[AnyCommand],
        expected: Option<u64>,
        reply: Option<(u64, &takeover::ReplyHandle)>,
    ) -> Result<Result<Applied, Refusal>, StoreError> {
        if reply.is_some() {
            // The answer is owed by a process the others know to be alive.
            self.processes().stay_alive().await?;
        }
        let mut applied = self
            .store_commands(id, (seat, origin), commands, expected, reply)
            .await?;
        // Another process stored a move between this one's read and its append: read the game
        // again and decide afresh (applied if still legal where the position may have moved —
        // a simultaneous decision —, refused as stale otherwise). Never lost, never doubled.
        for _ in 0..RACE_RETRIES {
            if !matches!(applied, Err(Refusal::Raced)) {
                break;
            }
            applied = self
                .store_commands(id, (seat, origin), commands, expected, reply)
                .await?;
        }
        if let Ok(applied) = &applied {
            self.tell(&Notice::Moved {
                game: id,
                seat,
                origin,
                to: applied.current.record.next_seq,
                teller,
            })
            .await;
        }
        Ok(applied)
    }

    /// Applies and stores `commands` under the game's lock (see [`Session::apply_as`]).
    async fn store_commands(
        &self,
        id: GameId,
        (seat, origin): (Seat, Origin),
        commands: &[AnyCommand],
        expected: Option<u64>,
        reply: Option<(u64, &takeover::ReplyHandle)>,
    ) -> Result<Result<Applied, Refusal>, StoreError> {
        let _guard = self.lock(id).await;
        let record = match self.games().fresh_record(id).await {
            Ok(r) => r,
            Err(StoreError::NoSuchGame { .. }) => return Ok(Err(Refusal::NoSuchGame(id))),
            Err(e) => return Err(e),
        };
        if record.status != GameStatus::Active {
            return Ok(Err(Refusal::NotActive(record)));
        }
        let entry = self.entry(&record).await?;
        let seq = record.next_seq;
        let current = Current {
            record: record.clone(),
            game: entry.game.clone(),
        };
        let stale = expected.is_some_and(|at| at != seq);
        if stale && !entry.game.decision().is_some_and(|d| d.simultaneous) {
            return Ok(Err(Refusal::Stale(current)));
        }
        let mut game = (*entry.game).clone();
        let mut steps = Vec::with_capacity(commands.len());
        let mut befores = Vec::with_capacity(commands.len());
        for (index, command) in commands.iter().enumerate() {
            befores.push(if index == 0 {
                entry.game.clone()
            } else {
                Arc::new(game.clone())
            });
            match game.apply(seat, command) {
                Ok(events) => steps.push(Arc::new(Step {
                    seq: seq + index as u64,
                    seat,
                    command: command.clone(),
                    events,
                    undoes: None,
                    origin,
                })),
                Err(_) if stale => return Ok(Err(Refusal::Stale(current))),
                Err(error) => {
                    return Ok(Err(Refusal::Rule {
                        current,
                        index,
                        error,
                    }));
                }
            }
        }
        let awaiting = awaiting(&game, SeatSet::one(seat), self.now());
        let stored: Vec<LogRow> = commands
            .iter()
            .map(|c| LogRow::new(seat, c.clone(), origin))
            .collect();
        let outcome = game.outcome();
        let owed = reply.map(|(user, handle)| {
            self.telling()
                .reply(id, user, seq + commands.len() as u64, handle)
        });
        let appended = match self
            .store
            .logs()
            .append_owing(
                id,
                seq,
                &stored,
                (outcome.as_ref(), Some(&awaiting)),
                owed.as_ref(),
            )
            .await
        {
            Ok(a) => a,
            Err(StoreError::StaleSeq { .. }) => {
                // Someone else wrote this game (another process): forget what we thought.
                self.cache().remove(id);
                return Ok(Err(Refusal::Raced));
            }
            Err(e) => return Err(e),
        };
        let game = Arc::new(game);
        let mut entry = entry;
        for (step, before) in steps.iter().zip(&befores) {
            entry.remember_before(step.seq, before.clone());
        }
        entry.advance(appended.next_seq, game.clone(), steps.clone());
        self.cache().put(id, entry);
        let mut record = record;
        record.next_seq = appended.next_seq;
        if outcome.is_some() {
            record.status = GameStatus::Finished;
            record.outcome = outcome;
        }
        self.appended(id, &record, &appended.awaited).await?;
        Ok(Ok(Applied {
            befores,
            current: Current { record, game },
            steps,
            awaited: appended.awaited,
        }))
    }

    /// The decision `seat` may take back now, or why there is none (see [`Session::undo`]).
    pub async fn undoable(
        &self,
        id: GameId,
        seat: Seat,
    ) -> Result<Result<Undoable, UndoRefusal>, StoreError> {
        let _guard = self.lock(id).await;
        self.undo_target(id, seat).await
    }

    /// Takes back the last decision in effect of `seat` and stores the undo, if the seat may:
    /// the decision is the seat's own (not the computer's for it), nobody has decided since, and
    /// none of its events closes the undo window (a reveal, a shuffle or a die roll, a draft
    /// packet passed, a phase's end: the rule set's [`crate::engine::undo_closed_by`]). With
    /// `expected` (the log length the preview was made at), a confirmation made at an older
    /// position is refused as stale.
    /// Once it is stored and the game's lock is released, the front ends hear [`Notice::Undone`];
    /// `teller` tells the players about it ([`Teller`]).
    pub async fn undo(
        &self,
        id: GameId,
        seat: Seat,
        (expected, teller): (Option<u64>, Teller),
    ) -> Result<Result<Undone, UndoRefusal>, StoreError> {
        let undone = self.store_undo(id, seat, expected).await?;
        if let Ok(undone) = &undone {
            self.tell(&Notice::Undone {
                game: id,
                seat,
                to: undone.current.record.next_seq,
                teller,
            })
            .await;
        }
        Ok(undone)
    }

    /// Takes the decision back under the game's lock (see [`Session::undo`]).
    async fn store_undo(
        &self,
        id: GameId,
        seat: Seat,
        expected: Option<u64>,
    ) -> Result<Result<Undone, UndoRefusal>, StoreError> {
        let _guard = self.lock(id).await;
        let target = match self.undo_target(id, seat).await? {
            Ok(t) => t,
            Err(refusal) => return Ok(Err(refusal)),
        };
        let record = target.current.record.clone();
        let seq = record.next_seq;
        if expected.is_some_and(|at| at != seq) {
            return Ok(Err(UndoRefusal::Stale(target.current)));
        }
        let awaiting = awaiting(&target.before, SeatSet::one(seat), self.now());
        let mut rows: Vec<LogRow> = target
            .forced_after
            .iter()
            .rev()
            .map(|(at, by, command)| LogRow {
                seat: *by,
                command: command.clone(),
                undoes: Some(*at),
                origin: Origin::Forced,
            })
            .collect();
        rows.push(LogRow {
            seat,
            command: target.command.clone(),
            undoes: Some(target.seq),
            origin: Origin::Player,
        });
        let appended = match self
            .store
            .logs()
            .append_rows(id, seq, &rows, None, Some(&awaiting))
            .await
        {
            Ok(a) => a,
            Err(StoreError::StaleSeq { .. }) => {
                self.cache().remove(id);
                return Ok(Err(UndoRefusal::Raced));
            }
            Err(e) => return Err(e),
        };
        let steps: Vec<Arc<Step>> = rows
            .into_iter()
            .enumerate()
            .map(|(i, row)| {
                Arc::new(Step {
                    seq: seq + i as u64,
                    seat: row.seat,
                    command: row.command,
                    events: Vec::new(),
                    undoes: row.undoes,
                    origin: row.origin,
                })
            })
            .collect();
        let mut entry = self.entry(&record).await?;
        let before = entry.game.clone();
        entry.advance(appended.next_seq, target.before.clone(), steps.clone());
        self.cache().put(id, entry);
        let mut record = record;
        record.next_seq = appended.next_seq;
        self.appended(id, &record, &appended.awaited).await?;
        Ok(Ok(Undone {
            before,
            current: Current {
                record,
                game: target.before,
            },
            steps,
            awaited: appended.awaited,
        }))
    }

    /// The decision `seat` may take back now (call with the game's lock held): from what the
    /// cache remembers (the last commands with their events, the game before each of the last
    /// few), or else from the log, replayed once.
    async fn undo_target(
        &self,
        id: GameId,
        seat: Seat,
    ) -> Result<Result<Undoable, UndoRefusal>, StoreError> {
        let record = match self.games().fresh_record(id).await {
            Ok(r) => r,
            Err(StoreError::NoSuchGame { .. }) => return Ok(Err(UndoRefusal::NoSuchGame(id))),
            Err(e) => return Err(e),
        };
        if record.status != GameStatus::Active {
            return Ok(Err(UndoRefusal::NotActive(record)));
        }
        let entry = self.entry(&record).await?;
        let current = Current {
            record: record.clone(),
            game: entry.game.clone(),
        };
        let window = match cached_window(&entry, seat) {
            Some(window) => window,
            None => self.logged_window(&record, seat).await?,
        };
        let window = match window {
            Ok(w) => w,
            Err(refusal) => return Ok(Err(refusal)),
        };
        if let Some(closing) = crate::engine::undo_closed_by(&window.events, seat) {
            return Ok(Err(UndoRefusal::Closed(closing)));
        }
        Ok(Ok(Undoable {
            current,
            seq: window.last.seq,
            command: window.last.command,
            forced_after: window
                .forced_after
                .into_iter()
                .map(|e| (e.seq, e.seat, e.command))
                .collect(),
            before: window.before,
        }))
    }

    /// What an undo of `seat` would take back, from the whole log replayed (when the cache does
    /// not remember enough).
    async fn logged_window(
        &self,
        record: &GameRecord,
        seat: Seat,
    ) -> Result<Result<Window, UndoRefusal>, StoreError> {
        let id = record.id;
        let log = self
            .store
            .logs()
            .entries_from(id, record.config.rules, 0)
            .await?;
        let log = &log[..(record.next_seq as usize).min(log.len())];
        let effect = in_effect(log).map_err(|seq| crate::store::undo_mismatch(id, seq))?;
        let (earlier, last, forced_after) =
            match split_window(&effect, seat, |e| (e.seat, e.origin)) {
                Some(Ok(split)) => split,
                Some(Err(refusal)) => return Ok(Err(refusal)),
                None => return Ok(Err(UndoRefusal::Nothing)),
            };
        self.replays.fetch_add(1, Ordering::Relaxed);
        // The game before the decision, and what the decision did.
        let mut before = new_game(record)?;
        for e in earlier {
            before
                .advance(e.seat, &e.command)
                .map_err(|error| StoreError::Replay {
                    game: id,
                    seq: e.seq,
                    error,
                })?;
            self.replayed.fetch_add(1, Ordering::Relaxed);
        }
        let mut after = before.clone();
        let mut events = Vec::new();
        for e in std::iter::once(*last).chain(forced_after.iter().copied()) {
            events.extend(
                after
                    .apply(e.seat, &e.command)
                    .map_err(|error| StoreError::Replay {
                        game: id,
                        seq: e.seq,
                        error,
                    })?,
            );
        }
        let entry = |e: &Logged| WindowStep {
            seq: e.seq,
            seat: e.seat,
            command: e.command.clone(),
        };
        Ok(Ok(Window {
            last: entry(last),
            forced_after: forced_after.iter().map(|e| entry(e)).collect(),
            before: Arc::new(before),
            events,
        }))
    }
}

impl Games<'_> {
    /// A game the lobby has just started (its configuration and seats are final and its status
    /// active): who it waits on is stored, from now.
    pub async fn started(&self, id: GameId) -> Result<Current, StoreError> {
        let _guard = self.lock(id).await;
        let record = self.store.games().record(id).await?;
        let entry = self.entry(&record).await?;
        let fresh = SeatSet::all(entry.game.players());
        self.store
            .clocks()
            .set_awaited(id, &awaiting(&entry.game, fresh, self.now()))
            .await?;
        self.forget(id).await?;
        Ok(Current {
            record,
            game: entry.game,
        })
    }

    /// Abandons a game (`by` a user, its host or an admin, if one asked): it takes no more
    /// commands and waits on nobody. Told as [`Notice::Abandoned`]. Refused, changing nothing,
    /// for a game that has ended already (finished or abandoned; its status read under the
    /// game's lock, so a game that ends meanwhile is never abandoned after its end). Who may
    /// abandon a game is the front end's to check (its host, a server's admins).
    pub async fn abandon(
        &self,
        id: GameId,
        by: Option<u64>,
    ) -> Result<Result<(), Ended>, StoreError> {
        {
            let _guard = self.lock(id).await;
            let status = self.fresh_record(id).await?.status;
            if matches!(status, GameStatus::Finished | GameStatus::Abandoned) {
                return Ok(Err(Ended(status)));
            }
            self.store
                .games()
                .set_status(id, GameStatus::Abandoned, None)
                .await?;
            self.store.clocks().clear_awaited(id).await?;
            self.cache().remove(id);
            self.forget(id).await?;
        }
        self.tell(&Notice::Abandoned { game: id, by }).await;
        Ok(Ok(()))
    }

    /// Stores who each active game waits on where that is missing (games stored before the
    /// awaited rows existed); since when is taken as the game's last move. Returns how many
    /// games were filled in. A game that no longer loads is skipped (and reported when used).
    pub async fn backfill_awaited(&self) -> Result<usize, StoreError> {
        let mut filled = 0;
        for id in self.store.clocks().active_without_awaited().await? {
            let _guard = self.lock(id).await;
            let record = self.store.games().record(id).await?;
            let entry = match self.entry(&record).await {
                Ok(e) => e,
                Err(e) => {
                    tracing::error!(game = id, "cannot fill in who the game waits on: {e}");
                    continue;
                }
            };
            let since = self.store.games().last_move_at(id).await?;
            let fresh = SeatSet::all(entry.game.players());
            self.store
                .clocks()
                .set_awaited(id, &awaiting(&entry.game, fresh, since))
                .await?;
            self.forget(id).await?;
            filled += 1;
        }
        Ok(filled)
    }
}

#[cfg(test)]
mod tests;
