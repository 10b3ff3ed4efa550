//! What the session keeps besides the games themselves: each game's settings and seating, and
//! each player's settings, read once from the store and then served from memory. Every change goes
//! through the session, which writes it to the store and then to what it keeps, so the two never
//! differ within a process. Several processes on one PostgreSQL database hear each other's
//! changes through the store's feed and forget what they kept of them (see `hearing.rs`).
//!
//! Rooms: [`Games`], [`Telling`], [`Players`], [`Seats`], [`Lobbies`], and the session core (see
//! [`super::rooms`]).

use super::Session;
use super::notices::{Notice, SeatChange};
use super::settings::{
    AWAY_DAYS, DEFAULT_AWAY_DAYS, DM_CHANNEL, GameSetting, GameSettings, MAX_AWAY_DAYS,
    PlayerSetting, PlayerSettings,
};
use super::{Games, Lobbies, Players, Seats, Telling};
use crate::engine::{Level, Seat};
use crate::store::{Absence, Awaited, ComputerSeat, GameId, GameRecord, GameStatus, StoreError};
use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, Mutex};

/// The most values one table of what the session keeps holds (games' rows, settings, seating,
/// players' settings…): far more than the games in play at once on a busy bot, so that a clear
/// is rare (once every few thousand games read) and costs a few reads again.
const KEPT_MOST: usize = 4096;

/// Values read once per key and kept. Loading a missing value and changing one are serialised
/// (one writer at a time), so a value loaded before a change can never be kept after it.
pub(crate) struct Kept<K, V> {
    map: Mutex<HashMap<K, Arc<V>>>,
    writing: tokio::sync::Mutex<()>,
}

impl<K, V> Default for Kept<K, V> {
    fn default() -> Kept<K, V> {
        Kept {
            map: Mutex::new(HashMap::new()),
            writing: tokio::sync::Mutex::new(()),
        }
    }
}

impl<K: Copy + Eq + Hash, V> Kept<K, V> {
    fn cached(&self, key: K) -> Option<Arc<V>> {
        self.map.lock().expect("never poisoned").get(&key).cloned()
    }

    /// The value of `key`, loaded by `load` if it is not kept yet.
    pub(crate) async fn get<F>(&self, key: K, load: F) -> Result<Arc<V>, StoreError>
    where
        F: Future<Output = Result<V, StoreError>>,
    {
        if let Some(v) = self.cached(key) {
            return Ok(v);
        }
        let _writing = self.writing.lock().await;
        if let Some(v) = self.cached(key) {
            return Ok(v);
        }
        let v = Arc::new(load.await?);
        let mut map = self.map.lock().expect("never poisoned");
        if map.len() >= KEPT_MOST {
            // Everything kept is read again when next needed: a process up for months has seen
            // every game and player of its community, most of them long finished or gone.
            map.clear();
        }
        map.insert(key, v.clone());
        Ok(v)
    }

    /// The keys whose kept value `pick` picks.
    pub(crate) fn keys_where(&self, pick: impl Fn(&V) -> bool) -> Vec<K> {
        self.map
            .lock()
            .expect("never poisoned")
            .iter()
            .filter(|(_, v)| pick(v))
            .map(|(k, _)| *k)
            .collect()
    }

    /// How many values are kept.
    pub(crate) fn len(&self) -> usize {
        self.map.lock().expect("never poisoned").len()
    }

    /// Stores a change with `write`, then changes the kept value (if any) with `update`, or
    /// forgets it when `update` is `None` (it is read again when next needed).
    pub(crate) async fn change<F, T>(
        &self,
        key: K,
        write: F,
        update: Option<&(dyn Fn(&V) -> V + Sync)>,
    ) -> Result<T, StoreError>
    where
        F: Future<Output = Result<T, StoreError>>,
    {
        let _writing = self.writing.lock().await;
        let written = write.await;
        let mut map = self.map.lock().expect("never poisoned");
        match (update, &written) {
            (Some(update), Ok(_)) => {
                if let Some(v) = map.get(&key) {
                    let next = Arc::new(update(v));
                    map.insert(key, next);
                }
            }
            // A failed write may or may not have landed: read it again.
            _ => {
                map.remove(&key);
            }
        }
        written
    }
}

/// Who sits at a game: the player of each seat, the names they joined under, and the seats the
/// computer plays (computer clans, and players' seats handed over).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Seating {
    /// Each seated player's seat and user, by seat.
    pub seats: Vec<(Seat, u64)>,
    /// The name each seated player joined under.
    pub names: Vec<(Seat, String)>,
    /// The seats the computer plays.
    pub computers: Vec<ComputerSeat>,
}

/// Who holds a seat now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Holder {
    /// Its player.
    Player(u64),
    /// The computer at `level`, for its player `user` (handed over, or after missed deadlines).
    HandedOver {
        /// The seat's player.
        user: u64,
        /// How well the computer plays it.
        level: Level,
    },
    /// The computer at a level, with no player (a computer clan, or a seat whose player resigned).
    Computer(Level),
    /// Nobody (a lobby seat not taken).
    Empty,
}

impl Seating {
    /// Who holds `seat` now.
    pub fn holder(&self, seat: Seat) -> Holder {
        match (self.computer(seat), self.user(seat)) {
            (Some(c), _) => match c.handed_by {
                Some(user) => Holder::HandedOver {
                    user,
                    level: c.level,
                },
                None => Holder::Computer(c.level),
            },
            (None, Some(user)) => Holder::Player(user),
            (None, None) => Holder::Empty,
        }
    }

    /// The seat of `user`, if they have one.
    pub fn seat_of(&self, user: u64) -> Option<Seat> {
        seat_of(&self.seats, user)
    }

    /// The user in `seat`, if a player holds it.
    pub fn user(&self, seat: Seat) -> Option<u64> {
        self.seats.iter().find(|(s, _)| *s == seat).map(|(_, u)| *u)
    }

    /// The computer seat at `seat`, if the computer plays it.
    pub fn computer(&self, seat: Seat) -> Option<&ComputerSeat> {
        self.computers.iter().find(|c| c.seat == seat)
    }

    /// Whether the computer plays `seat` now (a computer clan, or a handed-over seat).
    pub fn handed_over(&self, seat: Seat) -> bool {
        self.computer(seat).is_some()
    }

    /// The name `seat`'s player joined under (empty if none).
    pub fn name(&self, seat: Seat) -> &str {
        name_of(&self.names, seat)
    }
}

/// The seat of `user` among `seats` (seat, user), if they have one.
pub(crate) fn seat_of(seats: &[(Seat, u64)], user: u64) -> Option<Seat> {
    seats.iter().find(|(_, u)| *u == user).map(|(s, _)| *s)
}

/// The name `seat` joined under among `names` (seat, name), "" if none.
pub(crate) fn name_of(names: &[(Seat, String)], seat: Seat) -> &str {
    names
        .iter()
        .find(|(s, _)| *s == seat)
        .map_or("", |(_, n)| n.as_str())
}

impl Games<'_> {
    /// A game's row (a lobby's too), as this process last stored or read it. Its writers all go
    /// through the session: the commands' append (the log's length, the status and outcome at the
    /// end), the announced cursor, the thread, the status and the configuration. Its time of
    /// update is the one last read.
    pub async fn record(&self, id: GameId) -> Result<GameRecord, StoreError> {
        Ok((*self
            .kept
            .records
            .get(id, self.store.games().record(id))
            .await?)
            .clone())
    }

    /// A game's row as [`Games::record`] keeps it, or read afresh when a front end was shown a
    /// position `seq` ahead of it (a button posted after another process moved the game): then
    /// the game is read at that position or later, and a press is answered as the game stands.
    pub async fn record_seen(&self, id: GameId, seq: u64) -> Result<GameRecord, StoreError> {
        let kept = self.record(id).await?;
        if kept.next_seq >= seq {
            return Ok(kept);
        }
        self.fresh_record(id).await
    }

    /// A game's row read afresh from the store (another process may have moved the game); what
    /// is kept of it catches up. The log's length and the announced cursor only grow, so neither
    /// goes back when a change of this process lands between the read and the catching up.
    pub(crate) async fn fresh_record(&self, id: GameId) -> Result<GameRecord, StoreError> {
        let fresh = self.store.games().record(id).await?;
        self.kept
            .records
            .change(
                id,
                async { Ok(()) },
                Some(&|r: &GameRecord| {
                    if fresh.next_seq < r.next_seq {
                        return r.clone();
                    }
                    GameRecord {
                        next_seq: fresh.next_seq,
                        status: fresh.status,
                        outcome: fresh.outcome.clone(),
                        announced: r.announced.max(fresh.announced),
                        ..r.clone()
                    }
                }),
            )
            .await?;
        Ok(fresh)
    }

    /// Forgets what is kept of `id`'s settings, so that they are read afresh: another process
    /// may have changed them an instant ago, before this one heard of it (what it told the
    /// thread, whom it pinged, which private decisions it sent).
    pub(crate) async fn fresh_settings(&self, id: GameId) -> Result<(), StoreError> {
        self.kept.games.change(id, async { Ok(()) }, None).await
    }
}

impl Session {
    /// Commands were appended to `id`'s log: what is kept of its row and of who it waits on
    /// follows (call with the game's lock held).
    pub(super) async fn appended(
        &self,
        id: GameId,
        moved: &GameRecord,
        awaited: &[Awaited],
    ) -> Result<(), StoreError> {
        self.kept
            .records
            .change(
                id,
                async { Ok(()) },
                Some(&|r: &GameRecord| GameRecord {
                    next_seq: moved.next_seq,
                    status: moved.status,
                    outcome: moved.outcome.clone(),
                    ..r.clone()
                }),
            )
            .await?;
        self.kept
            .awaited
            .change(
                id,
                async { Ok(()) },
                Some(&|_: &Vec<Awaited>| awaited.to_vec()),
            )
            .await
    }

    /// Forgets what is kept of a game's row and of who it waits on (read again when next needed).
    pub(super) async fn forget(&self, id: GameId) -> Result<(), StoreError> {
        self.kept.records.change(id, async { Ok(()) }, None).await?;
        self.kept.awaited.change(id, async { Ok(()) }, None).await
    }

    /// Forgets everything kept of the games that have ended and been told to their end (their
    /// rows, who they wait on, their settings and seating, the games themselves in the cache),
    /// read again if anyone looks at them: what a process keeps follows the games in play, not
    /// every game it has seen in months. Each round; returns how many were forgotten.
    pub(super) async fn forget_ended(&self) -> Result<usize, StoreError> {
        let ended = self.kept.records.keys_where(|r| {
            matches!(r.status, GameStatus::Finished | GameStatus::Abandoned)
                && r.announced == Some(r.next_seq)
        });
        for &id in &ended {
            self.forget(id).await?;
            self.kept.games.change(id, async { Ok(()) }, None).await?;
            self.kept.seating.change(id, async { Ok(()) }, None).await?;
            self.cache().remove(id);
        }
        Ok(ended.len())
    }
}

impl Telling<'_> {
    /// The players of `id` have been told its log up to `seq`.
    pub async fn set_announced(&self, id: GameId, seq: u64) -> Result<(), StoreError> {
        self.kept
            .records
            .change(
                id,
                self.store.games().set_announced(id, seq),
                Some(&|r: &GameRecord| GameRecord {
                    announced: Some(seq),
                    ..r.clone()
                }),
            )
            .await
    }
}

impl Games<'_> {
    /// The game's thread in its front end.
    pub async fn set_thread(&self, id: GameId, thread: u64) -> Result<(), StoreError> {
        self.kept
            .records
            .change(
                id,
                self.store.games().set_thread(id, thread),
                Some(&|r: &GameRecord| GameRecord {
                    thread_id: Some(thread),
                    ..r.clone()
                }),
            )
            .await
    }

    /// Sets a game's status (a lobby's start, a lobby given up).
    pub async fn set_status(&self, id: GameId, status: GameStatus) -> Result<(), StoreError> {
        self.kept
            .records
            .change(id, self.store.games().set_status(id, status, None), None)
            .await
    }

    /// Who `id` waits on, and since when.
    pub async fn awaited(&self, id: GameId) -> Result<Arc<Vec<Awaited>>, StoreError> {
        self.kept
            .awaited
            .get(id, self.store.clocks().awaited(id))
            .await
    }
}

impl Players<'_> {
    /// `user`'s absences that end after `after`, by start.
    pub async fn absences_of(&self, user: u64, after: i64) -> Result<Vec<Absence>, StoreError> {
        let all = self
            .kept
            .absences
            .get(user, self.store.clocks().absences_of(user, i64::MIN))
            .await?;
        Ok(all.iter().filter(|a| a.ends_at > after).copied().collect())
    }

    /// Records an absence of `user` from `starts_at` to `ends_at` (replacing a current one).
    pub async fn add_absence(
        &self,
        user: u64,
        starts_at: i64,
        ends_at: i64,
    ) -> Result<(), StoreError> {
        self.kept
            .absences
            .change(
                user,
                self.store.clocks().add_absence(user, starts_at, ends_at),
                None,
            )
            .await
    }

    /// Ends `user`'s absence lasting at `now`; `false` if there was none.
    pub async fn end_absence(&self, user: u64, now: i64) -> Result<bool, StoreError> {
        self.kept
            .absences
            .change(user, self.store.clocks().end_absence(user, now), None)
            .await
    }
}

impl Games<'_> {
    /// Everything set for `game`.
    pub async fn settings(&self, game: GameId) -> Result<Arc<GameSettings>, StoreError> {
        self.kept
            .games
            .get(game, async {
                Ok(GameSettings::from_rows(
                    &self.store.settings().game_settings(game).await?,
                ))
            })
            .await
    }

    /// Changes one of `game`'s settings.
    pub async fn set(&self, game: GameId, change: GameSetting) -> Result<(), StoreError> {
        let (key, value) = GameSettings::row(&change);
        let store = &self.store;
        self.kept
            .games
            .change(
                game,
                async {
                    match &value {
                        Some(v) => store.settings().set_game_setting(game, &key, v).await,
                        None => store.settings().clear_game_setting(game, &key).await,
                    }
                },
                Some(&|s: &GameSettings| s.with(&change)),
            )
            .await
    }

    /// Changes several of a game's settings at once: all of them are stored, or none.
    pub async fn set_all(&self, game: GameId, changes: Vec<GameSetting>) -> Result<(), StoreError> {
        if changes.is_empty() {
            return Ok(());
        }
        let rows: Vec<(String, Option<String>)> = changes.iter().map(GameSettings::row).collect();
        let store = &self.store;
        let update = |s: &GameSettings| {
            changes
                .iter()
                .fold(s.clone(), |settings, change| settings.with(change))
        };
        self.kept
            .games
            .change(
                game,
                store.settings().set_game_settings(game, &rows),
                Some(&update),
            )
            .await
    }

    /// Makes a host's changes to a game's settings (see `SettingsChange`) all at once: every
    /// one of them is stored, or none.
    pub async fn change_settings(
        &self,
        game: GameId,
        change: &super::settings::SettingsChange,
    ) -> Result<(), StoreError> {
        let mut changes = change.settings();
        if let Some(page) = change.page {
            changes.push(GameSetting::Web(self.next_page(game, page).await?));
        }
        self.set_all(game, changes).await
    }
}

impl Players<'_> {
    /// Everything `user` set for themselves.
    pub async fn player(&self, user: u64) -> Result<Arc<PlayerSettings>, StoreError> {
        self.kept
            .players
            .get(user, async {
                Ok(PlayerSettings::from_rows(
                    &self.store.settings().user_settings(user).await?,
                ))
            })
            .await
    }

    /// Changes one of `user`'s settings.
    pub async fn set_player(&self, user: u64, change: PlayerSetting) -> Result<(), StoreError> {
        let (key, value) = PlayerSettings::row(&change);
        let store = &self.store;
        self.kept
            .players
            .change(
                user,
                async {
                    match &value {
                        Some(v) => store.settings().set_user_setting(user, key, v).await,
                        None => store.settings().delete_user_setting(user, key).await,
                    }
                },
                Some(&|s: &PlayerSettings| s.with(&change)),
            )
            .await
    }

    /// A server's allowance of days away per 365 days (the default where it set none; outside a
    /// server, the default).
    pub async fn away_days(&self, guild: Option<u64>) -> Result<i64, StoreError> {
        Ok(match guild {
            Some(g) => self
                .store
                .settings()
                .guild_setting(g, AWAY_DAYS)
                .await?
                .and_then(|v| v.parse().ok())
                .unwrap_or(DEFAULT_AWAY_DAYS),
            None => DEFAULT_AWAY_DAYS,
        })
    }

    /// Sets a server's allowance of days away per 365 days, kept between none and
    /// [`MAX_AWAY_DAYS`] (a year) whatever a front end asks; returns the allowance set.
    pub async fn set_away_days(&self, guild: u64, days: i64) -> Result<i64, StoreError> {
        let days = days.clamp(0, MAX_AWAY_DAYS);
        self.store
            .settings()
            .set_guild_setting(guild, AWAY_DAYS, &days.to_string())
            .await?;
        Ok(days)
    }

    /// The player whose DM channel this is, if one told it.
    pub async fn dm_channel_owner(&self, channel: u64) -> Result<Option<u64>, StoreError> {
        self.store
            .settings()
            .user_with_setting(DM_CHANNEL, &channel.to_string())
            .await
    }
}

impl Seats<'_> {
    /// Who sits at `game`.
    pub async fn seating(&self, game: GameId) -> Result<Arc<Seating>, StoreError> {
        self.kept
            .seating
            .get(game, async {
                Ok(Seating {
                    seats: self.store.seats().seat_users(game).await?,
                    names: self.store.seats().seat_names(game).await?,
                    computers: self.store.seats().computer_seats(game).await?,
                })
            })
            .await
    }
}

impl Session {
    /// Stores a change to who sits at `game` and forgets the seating kept (read again when
    /// next needed).
    async fn reseat<T>(
        &self,
        game: GameId,
        write: impl Future<Output = Result<T, StoreError>>,
    ) -> Result<T, StoreError> {
        self.kept.seating.change(game, write, None).await
    }
}

impl Lobbies<'_> {
    /// Seats `user` (joining under `name`) in `game`'s lobby of `players` seats.
    pub async fn join(
        &self,
        game: GameId,
        user: u64,
        name: &str,
        players: u8,
    ) -> Result<Seat, StoreError> {
        self.reseat(game, self.store.seats().join(game, user, name, players))
            .await
    }

    /// Takes `user` out of `game`'s lobby; `false` if they were not in it.
    pub async fn leave(&self, game: GameId, user: u64) -> Result<bool, StoreError> {
        self.reseat(game, self.store.seats().leave(game, user))
            .await
    }
}

impl Seats<'_> {
    /// Gives `seat` of `game` to `user` (joining under `name`).
    pub async fn replace_seat(
        &self,
        game: GameId,
        seat: Seat,
        user: u64,
        name: &str,
    ) -> Result<(), StoreError> {
        self.reseat(
            game,
            self.store.seats().replace_seat(game, seat, user, name),
        )
        .await
    }

    /// Leaves `seat` of `game` without a player.
    pub async fn vacate_seat(&self, game: GameId, seat: Seat) -> Result<(), StoreError> {
        self.reseat(game, self.store.seats().vacate_seat(game, seat))
            .await
    }

    /// The computer plays `seat` of `game` at `level` from `since` (`handed_by`: the seat's
    /// player, who may take it back).
    pub async fn hand_to_computer(
        &self,
        game: GameId,
        seat: Seat,
        level: Level,
        handed_by: Option<u64>,
        since: i64,
    ) -> Result<(), StoreError> {
        self.reseat(
            game,
            self.store
                .seats()
                .set_computer_seat(game, seat, level, handed_by, since),
        )
        .await
    }

    /// `user` asks the computer to play their `seat` of `game` at `level` until they take it
    /// back (`/game handover`): told as [`SeatChange::HandedOver`], and the computer moves if the
    /// seat is awaited.
    pub async fn hand_over(
        &self,
        game: GameId,
        seat: Seat,
        user: u64,
        level: Level,
    ) -> Result<(), StoreError> {
        self.hand_to_computer(game, seat, level, Some(user), self.now())
            .await?;
        self.tell(&Notice::SeatChanged {
            game,
            seat,
            change: SeatChange::HandedOver { user, level },
        })
        .await;
        self.computers().wake(game);
        Ok(())
    }

    /// A player takes their seat back from the computer: a fresh clock and no run of missed
    /// deadlines, told as [`SeatChange::Returned`]. A computer move under way is finished first,
    /// so that nothing is played for them once this returns. `false` if the computer did not
    /// play it.
    pub async fn return_seat(&self, game: GameId, seat: Seat) -> Result<bool, StoreError> {
        {
            let _no_computer_move = self.computers().computer_lock(game).await;
            if !self.take_back(game, seat).await? {
                return Ok(false);
            }
            self.restart_clock(game, seat).await?;
            self.clocks().answered(game, seat).await?;
        }
        if let Some(user) = self.seating(game).await?.user(seat) {
            self.tell(&Notice::SeatChanged {
                game,
                seat,
                change: SeatChange::Returned { user },
            })
            .await;
        }
        Ok(true)
    }

    /// `user` (joining under `name`) takes over `seat` of `game` from its player or the computer:
    /// a fresh clock and no run of missed deadlines, told as [`SeatChange::Replaced`]. Nothing is
    /// played for the seat while it changes hands. Refused (`AlreadyJoined`) if they play it
    /// already.
    pub async fn replace(
        &self,
        game: GameId,
        seat: Seat,
        user: u64,
        name: &str,
    ) -> Result<(), StoreError> {
        let from = {
            let _no_computer_move = self.computers().computer_lock(game).await;
            let from = self.seating(game).await?.user(seat);
            self.replace_seat(game, seat, user, name).await?;
            self.take_back(game, seat).await?;
            self.restart_clock(game, seat).await?;
            self.clocks().answered(game, seat).await?;
            from
        };
        self.tell(&Notice::SeatChanged {
            game,
            seat,
            change: SeatChange::Replaced { from, to: user },
        })
        .await;
        Ok(())
    }
}

impl Session {
    /// `seat`'s clock starts again now, if it is awaited.
    async fn restart_clock(&self, game: GameId, seat: Seat) -> Result<(), StoreError> {
        let _guard = self.lock(game).await;
        let now = self.now();
        self.kept
            .awaited
            .change(
                game,
                self.store.clocks().restart_clock(game, seat, now),
                None,
            )
            .await
    }
}

impl Seats<'_> {
    /// A player resigns: their seat is left to the computer at `level` for good, told as
    /// [`SeatChange::Resigned`], and the computer moves if the seat is awaited.
    pub async fn resign(&self, game: GameId, seat: Seat, level: Level) -> Result<(), StoreError> {
        let user = {
            let _no_computer_move = self.computers().computer_lock(game).await;
            let user = self.seating(game).await?.user(seat);
            self.vacate_seat(game, seat).await?;
            self.hand_to_computer(game, seat, level, None, self.now())
                .await?;
            user
        };
        self.tell(&Notice::SeatChanged {
            game,
            seat,
            change: SeatChange::Resigned { user, level },
        })
        .await;
        self.computers().wake(game);
        Ok(())
    }

    /// The computer stops playing `seat` of `game`; `false` if it did not.
    pub async fn take_back(&self, game: GameId, seat: Seat) -> Result<bool, StoreError> {
        self.reseat(game, self.store.seats().clear_computer_seat(game, seat))
            .await
    }
}

/// What the session keeps.
#[derive(Default)]
pub(crate) struct KeptState {
    pub(crate) records: Kept<GameId, GameRecord>,
    pub(crate) awaited: Kept<GameId, Vec<Awaited>>,
    pub(crate) absences: Kept<u64, Vec<Absence>>,
    pub(crate) games: Kept<GameId, GameSettings>,
    pub(crate) players: Kept<u64, PlayerSettings>,
    pub(crate) seating: Kept<GameId, Seating>,
}

impl KeptState {
    /// How many values each table keeps, by name.
    pub(crate) fn sizes(&self) -> [(&'static str, usize); 6] {
        [
            ("kept_records", self.records.len()),
            ("kept_awaited", self.awaited.len()),
            ("kept_absences", self.absences.len()),
            ("kept_settings", self.games.len()),
            ("kept_players", self.players.len()),
            ("kept_seating", self.seating.len()),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_is_held_by_its_player_the_computer_for_them_the_computer_or_nobody() {
        let computer = |seat: u8, handed_by| ComputerSeat {
            seat: Seat(seat),
            level: Level::Hard,
            handed_by,
            since: 0,
        };
        let seating = Seating {
            // A seat handed over keeps its player.
            seats: vec![(Seat(0), 10), (Seat(1), 11)],
            names: Vec::new(),
            computers: vec![computer(1, Some(11)), computer(2, None)],
        };
        assert_eq!(seating.holder(Seat(0)), Holder::Player(10));
        assert_eq!(
            seating.holder(Seat(1)),
            Holder::HandedOver {
                user: 11,
                level: Level::Hard
            }
        );
        assert_eq!(seating.holder(Seat(2)), Holder::Computer(Level::Hard));
        assert_eq!(seating.holder(Seat(3)), Holder::Empty);
    }

    #[tokio::test]
    async fn what_is_kept_never_holds_more_than_its_bound_and_is_read_again_once_forgotten() {
        let kept: Kept<u64, u64> = Kept::default();
        let reads = std::sync::atomic::AtomicU64::new(0);
        let read = |k: u64| {
            let reads = &reads;
            async move {
                reads.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                Ok(k * 2)
            }
        };
        for k in 0..KEPT_MOST as u64 {
            assert_eq!(*kept.get(k, read(k)).await.unwrap(), k * 2);
        }
        assert_eq!(kept.len(), KEPT_MOST);
        // Kept: no read.
        assert_eq!(*kept.get(7, read(7)).await.unwrap(), 14);
        assert_eq!(
            reads.load(std::sync::atomic::Ordering::SeqCst),
            KEPT_MOST as u64
        );
        // One more: the table starts again rather than grow.
        let more = KEPT_MOST as u64;
        assert_eq!(*kept.get(more, read(more)).await.unwrap(), more * 2);
        assert_eq!(kept.len(), 1);
        assert_eq!(*kept.get(7, read(7)).await.unwrap(), 14);
        assert_eq!(
            reads.load(std::sync::atomic::Ordering::SeqCst),
            KEPT_MOST as u64 + 2
        );
    }
}
