//! Computer clans: seats with no player, and players' seats handed to the computer until they
//! take them back, moved by the session itself.
//!
//! Whenever a game may be waiting on a computer seat (a move was stored, the game started, a seat
//! was handed over, the process started, and every round in case anything was missed), the game
//! is *woken* ([`Computers::wake`]): a task takes the game's computer lock, asks the computer clan
//! for its move off the async runtime (`spawn_blocking`, at most one computation per core at a
//! time), applies it as that seat's command — exactly like a player's — and tells the front ends
//! ([`Notice::Moved`]). It goes on until no computer seat is awaited. The answers the bot owes a
//! player without waiting (a forced choice, a standing order) are given the same way.
//!
//! Rooms: [`Computers`], and the session core (see [`super::rooms`]).

use super::orders::{Auto, auto_answer, deciding};
use super::settings::GameSetting;
use super::{Computers, Current, GameLocks, Refusal, Session};
use crate::ai::{self, Budget};
use crate::engine::{AnyCommand, AnyReason, Level, Seat};
use crate::store::{ComputerSeat, GameId, GameStatus, Origin, StoreError};
use crate::vocabulary::Vocabulary as _;
use std::sync::{Arc, Mutex};
use tokio::sync::{Semaphore, mpsc};

/// Most computer moves one wake makes before handing over (another wake carries on).
const MOVES_PER_WAKE: usize = 2_000;

/// The computer clans' side of the session: who wakes them, how many think at once, how hard.
pub(super) struct Thinking {
    wake: mpsc::UnboundedSender<GameId>,
    woken: Mutex<Option<mpsc::UnboundedReceiver<GameId>>>,
    /// One computation per core at a time.
    permits: Arc<Semaphore>,
    /// One computer at a time per game.
    locks: GameLocks,
    /// How much the hard level searches.
    pub(super) budget: Budget,
    /// The seed of every new game, when a test fixes it (see `Session::new_game_seeds`).
    #[cfg(feature = "testkit")]
    pub(super) game_seed: Option<u64>,
}

impl Thinking {
    /// How many games' computer locks are held in the table.
    pub(super) fn locks_len(&self) -> usize {
        self.locks.len()
    }
}

impl Default for Thinking {
    fn default() -> Thinking {
        let (wake, woken) = mpsc::unbounded_channel();
        let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
        Thinking {
            wake,
            woken: Mutex::new(Some(woken)),
            permits: Arc::new(Semaphore::new(cores)),
            locks: GameLocks::default(),
            budget: Budget::DEFAULT,
            #[cfg(feature = "testkit")]
            game_seed: None,
        }
    }
}

/// What one computer move for a seat led to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Played {
    /// Stored and told.
    Moved,
    /// Someone moved meanwhile: think again from the new position.
    Again,
    /// Nothing to do any more (the game ended or took no command).
    Stop,
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

/// Why no suggestion is given for a seat's decision ([`Computers::hint`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HintRefusal {
    /// The seat is handed to the computer, which decides for it.
    HandedOver,
    /// Nothing is awaited of the seat now.
    NothingAwaited,
}

impl Computers<'_> {
    /// The medium computer clan's suggestion for `seat`'s decision in the game as it stands
    /// (`current`), with its reason: a hint for the seat's player, which every front end gives
    /// the same. Refused for a seat handed to the computer and for a seat nothing is awaited of.
    /// The medium level takes a few microseconds: it runs where it is asked.
    pub async fn hint(
        &self,
        current: &Current,
        seat: Seat,
    ) -> Result<Result<(AnyCommand, AnyReason), HintRefusal>, StoreError> {
        if self
            .seats()
            .seating(current.record.id)
            .await?
            .handed_over(seat)
        {
            return Ok(Err(HintRefusal::HandedOver));
        }
        Ok(ai::hint(&current.game, seat).ok_or(HintRefusal::NothingAwaited))
    }
}

impl Session {
    /// The session with the hard level searching `budget` (tests and benchmarks search less).
    #[must_use]
    pub fn with_budget(mut self, budget: Budget) -> Session {
        self.computers.budget = budget;
        self
    }

    /// Starts the task that moves the computer clans of woken games (once; later calls do
    /// nothing). It ends when the session is dropped.
    pub fn start_computers(self: &Arc<Self>) {
        let Some(mut woken) = self.computers.woken.lock().expect("never poisoned").take() else {
            return;
        };
        let session = Arc::downgrade(self);
        tokio::spawn(async move {
            while let Some(game) = woken.recv().await {
                let Some(session) = session.upgrade() else {
                    return;
                };
                tokio::spawn(async move {
                    if let Err(e) = session.computers().drive(game).await
                        && !session.fault_noted(&e)
                    {
                        tracing::warn!(game, "a computer clan could not move: {e:#}");
                    }
                });
            }
        });
    }
}

impl Computers<'_> {
    /// Asks for `game`'s computer seats to move if they are awaited, and for the answers the bot
    /// owes its players at once (nothing happens otherwise).
    pub fn wake(&self, game: GameId) {
        let _ = self.computers.wake.send(game);
    }

    /// Wakes every game that waits on a computer seat or on a seat with standing orders, or
    /// (`every_active`, at start-up) every active game.
    pub async fn wake_waiting(&self, every_active: bool) -> Result<(), StoreError> {
        for game in self.games().games_to_wake(every_active).await? {
            self.wake(game);
        }
        Ok(())
    }

    /// The lock a game's computer clans move under: holding it, no computer move is under way
    /// (a seat changing hands takes it).
    pub async fn computer_lock(&self, game: GameId) -> tokio::sync::OwnedMutexGuard<()> {
        self.computers.locks.lock(game).await
    }

    /// The seed of a game's computer clans (their own randomness, never the game's seed: their
    /// choices must not give away its shuffles), drawn and stored the first time it is needed.
    pub async fn ai_seed(&self, game: GameId) -> Result<u64, StoreError> {
        if let Some(seed) = self.games().settings(game).await?.ai_seed {
            return Ok(seed);
        }
        let seed = random_seed();
        self.games().set(game, GameSetting::AiSeed(seed)).await?;
        Ok(seed)
    }

    /// Computes the move of `seat` at `level` in `current` off the runtime (one computation per
    /// core at a time), applies it as `origin` at the position it was computed at, and tells the
    /// front ends.
    pub(super) async fn play_for(
        &self,
        current: &Current,
        seat: Seat,
        (level, seed): (Level, u64),
        origin: Origin,
    ) -> Result<Played, StoreError> {
        let game = current.record.id;
        let position = current.record.next_seq;
        let Ok(permit) = self.computers.permits.clone().acquire_owned().await else {
            return Ok(Played::Stop);
        };
        let budget = self.computers.budget;
        let snapshot = current.game.clone();
        let thought = tokio::task::spawn_blocking(move || {
            let _core = permit;
            let started = std::time::Instant::now();
            let command = ai::choose_with(&snapshot, seat, level, seed, position, &budget);
            let m = crate::metrics::metrics();
            let level = crate::metrics::Level {
                level: level.slug(),
            };
            m.computer_decisions.get_or_create(&level).inc();
            crate::metrics::observe(
                &m.computer_decision_seconds.get_or_create(&level),
                started.elapsed(),
            );
            command
        })
        .await;
        let command = match thought {
            Ok(Some(command)) => command,
            Ok(None) => {
                tracing::warn!(game, seat = seat.0, "the computer found nothing to play");
                return Ok(Played::Stop);
            }
            Err(e) => {
                tracing::error!(game, seat = seat.0, "the computer's thinking failed: {e}");
                return Ok(Played::Stop);
            }
        };
        let _moving = self.moving(game);
        match self
            .apply_as(game, seat, &[command], Some(position), origin)
            .await?
        {
            Ok(_) => Ok(Played::Moved),
            Err(Refusal::Stale(_) | Refusal::Raced) => Ok(Played::Again),
            // (A seat's own refusals are a player's: the computer gives its commands directly.)
            Err(
                Refusal::NoSuchGame(_)
                | Refusal::NotActive(_)
                | Refusal::NotPlaying
                | Refusal::HandedOver(_),
            ) => Ok(Played::Stop),
            Err(Refusal::Rule { error, .. }) => {
                tracing::error!(
                    game,
                    seat = seat.0,
                    "the rules refused a computer move: {error}"
                );
                Ok(Played::Stop)
            }
        }
    }
}

impl Session {
    /// Gives one answer the bot owes a player of `current` without waiting (a forced choice, a
    /// standing order; see [`super::orders`]), stores it as that seat's command and tells it.
    /// `false` when it owes none.
    async fn answer_at_once(
        &self,
        current: &Current,
        computers: &[ComputerSeat],
        seed: u64,
    ) -> Result<bool, StoreError> {
        let game = current.record.id;
        let position = current.record.next_seq;
        let settings = self.games().settings(game).await?;
        // The player who has just decided (their reply shows the next choice) answers it.
        let deciding = match position.checked_sub(1) {
            Some(last) => deciding(&self.since(game, last).await?.1),
            None => None,
        };
        for seat in current.game.awaited().iter() {
            if computers.iter().any(|c| c.seat == seat) {
                continue;
            }
            let orders = settings.orders_of(seat);
            let Some(answer) = auto_answer(&current.game, seat, &orders, seed, position, deciding)
            else {
                continue;
            };
            let origin = match answer {
                Auto::Forced(_) => Origin::Forced,
                Auto::Order(..) => Origin::Order,
            };
            let _moving = self.moving(game);
            // Told as it is stored (a refusal means someone moved meanwhile).
            let _ = self
                .apply_as(
                    game,
                    seat,
                    &[answer.command().clone()],
                    Some(position),
                    origin,
                )
                .await?;
            // Stored, or someone moved meanwhile: look again either way.
            return Ok(true);
        }
        Ok(false)
    }
}

impl Computers<'_> {
    /// Plays the computer seats of `game` while one is awaited, and the answers owed at once.
    pub async fn drive(&self, game: GameId) -> Result<(), StoreError> {
        let _one_at_a_time = self.computer_lock(game).await;
        let seed = self.ai_seed(game).await?;
        for _ in 0..MOVES_PER_WAKE {
            let current = self.current(game).await?;
            if current.record.status != GameStatus::Active {
                return Ok(());
            }
            let awaited = current.game.awaited();
            let seating = self.seats().seating(game).await?;
            let computers = &seating.computers;
            let Some(computer) = computers.iter().find(|c| awaited.contains(c.seat)) else {
                // No computer seat is awaited: perhaps a player the bot answers for at once.
                if self.answer_at_once(&current, computers, seed).await? {
                    continue;
                }
                return Ok(());
            };
            let played = self
                .play_for(
                    &current,
                    computer.seat,
                    (computer.level, seed),
                    Origin::Computer,
                )
                .await?;
            if played == Played::Stop {
                return Ok(());
            }
        }
        // Many moves in a row: let other tasks run, and carry on in a fresh wake.
        self.wake(game);
        Ok(())
    }
}
