//! Deadlines: the pace of a game. Each game has a pace: the time a seat has to answer each
//! decision — *fast* 4 h, *normal* 24 h, *relaxed* 72 h, or *none*. When a player's time runs
//! out, the computer takes that decision for them (the easy level unless the game says
//! otherwise), logged as the seat's command with the origin `deadline` and told
//! ([`Notice::Moved`]); after [`super::settings::MISSES_BEFORE_HANDOVER`] deadlines missed in a
//! row, their seat is handed to the computer until they come back ([`Notice::HandedOver`]).
//!
//! Before that, the player is reminded twice per wait ([`Notice::Reminder`]): at half their
//! time, and shortly before the deadline. Each reminder is recorded before it is told, so none is
//! ever sent twice; none is told during the player's quiet hours (it goes out when they end, if
//! the deadline has not passed by then).
//!
//! Nothing is scheduled ahead: a seat's deadline is when it became awaited (the `awaited` rows,
//! written with every move) plus the pace, read by the session's clock. Every round
//! ([`Clocks::sweep`], the first at start-up) takes the decisions that are due and tells the
//! reminders that are, so a deadline that fell due while the bot was down is taken once it is
//! back, and once only: the decision taken, the seat is no longer awaited for it.
//!
//! Rooms: [`Clocks`], and the session core (see [`super::rooms`]).

use super::Clocks;
use super::Session;
use super::computers::Played;
use super::notices::Notice;
use super::settings::GameSetting;
use super::time::counted;
use crate::engine::Seat;
use crate::store::{Absence, Awaited, GameId, Origin, StoreError};
use std::sync::Arc;
use std::time::Duration;

impl Session {
    /// Fills in who stored games wait on (games stored before the `awaited` rows were kept), so
    /// that what their players are owed can be told: the first thing after a start.
    pub async fn prepare(&self) {
        match self.games().backfill_awaited().await {
            Ok(0) => {}
            Ok(n) => tracing::info!(games = n, "filled in who stored games wait on"),
            Err(e) if self.fault_noted(&e) => {}
            Err(e) => tracing::error!("filling in who games wait on failed: {e:#}"),
        }
    }

    /// The session's own life from now on, whichever front ends listen (they subscribe first):
    /// the computer clans play, what other processes store is heard, every game waiting on a
    /// computer is woken and the deadlines that passed while the bot was down are taken (once),
    /// then a round every `every` ([`Clocks::tick`], then what is owed untold told again,
    /// [`Telling::tell_untold`](super::Telling::tell_untold)) until the database closes. Once: later
    /// calls start nothing more.
    pub async fn live(self: &Arc<Self>, every: Duration) {
        if self.living.swap(true, std::sync::atomic::Ordering::SeqCst) {
            return;
        }
        self.start_computers();
        self.start_hearing();
        if let Err(e) = self.clocks().tick(true).await
            && !self.fault_noted(&e)
        {
            tracing::error!("waking the computer clans or taking deadlines failed: {e:#}");
        }
        let session = Arc::downgrade(self);
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(every).await;
                let Some(session) = session.upgrade().filter(|s| !s.is_closed()) else {
                    break;
                };
                if let Err(e) = session.clocks().tick(false).await
                    && !session.fault_noted(&e)
                {
                    tracing::warn!("waking the computer clans or taking deadlines failed: {e:#}");
                }
                // What the front ends could not tell, or a stopped process left untold, is told
                // again every round until it gets through: no game waits on a player never told.
                if let Err(e) = session.telling().tell_untold().await
                    && !session.fault_noted(&e)
                {
                    tracing::warn!("looking for what is owed untold failed: {e:#}");
                }
                if let Err(e) = session.forget_ended().await {
                    tracing::warn!("forgetting the games that ended failed: {e:#}");
                }
            }
        });
    }
}

impl Clocks<'_> {
    /// One round of the session's own work: wakes the games waiting on a computer seat (every
    /// active game with `every_active`, at start-up), takes the decisions whose deadline has
    /// passed and tells the reminders that are due, and files the games that ended
    /// ([`Results::file_finished`](super::Results::file_finished)); nothing in a process that
    /// does not hold the rounds ([`Processes::on_duty`](super::Processes::on_duty)).
    pub async fn tick(&self, every_active: bool) -> Result<(), StoreError> {
        if !self.processes().on_duty().await? {
            return Ok(());
        }
        self.computers().wake_waiting(every_active).await?;
        self.sweep().await?;
        // The games that ended since are filed (rated, counted), so that no player's command
        // waits for it: one query when none did.
        self.results().file_finished().await.map(|_| ())
    }

    /// Takes every decision whose deadline has passed, and tells the reminders that are due
    /// (each once per wait, never during the player's quiet hours). A player away has no clock
    /// running: their time away is not counted. A game with a move under way is left for the
    /// next round.
    pub async fn sweep(&self) -> Result<(), StoreError> {
        let now = self.now();
        let rows = self.clocks_running().await?;
        let Some(oldest) = rows.iter().map(|(_, a, _, _)| a.since).min() else {
            return Ok(());
        };
        let absences = self.players().absences_after(oldest).await?;
        for (game, awaited, seconds, user) in rows {
            if self.is_moving(game) {
                continue;
            }
            let Some(user) = user else {
                continue;
            };
            let theirs: Vec<Absence> = absences
                .iter()
                .filter(|a| a.user == user)
                .copied()
                .collect();
            if theirs.iter().any(|a| a.covers(now)) {
                continue;
            }
            let elapsed = counted(&awaited, &theirs, now);
            let done = if elapsed >= seconds {
                self.take(game, awaited.seat, user).await
            } else {
                self.remind(game, &awaited, user, (seconds, elapsed)).await
            };
            if let Err(e) = done {
                tracing::warn!(
                    game,
                    seat = awaited.seat.0,
                    "a deadline or reminder failed: {e:#}"
                );
            }
        }
        Ok(())
    }
}

impl Session {
    /// Tells a reminder of `awaited`'s wait (`elapsed` of its `seconds`) if one is due and not
    /// yet told, unless it is the player's quiet hours.
    async fn remind(
        &self,
        game: GameId,
        awaited: &Awaited,
        user: u64,
        (seconds, elapsed): (i64, i64),
    ) -> Result<(), StoreError> {
        let Some(due) = self
            .clocks()
            .reminder_due(game, awaited, seconds, elapsed)
            .await?
        else {
            return Ok(());
        };
        if self.players().is_quiet(user, self.now()).await? {
            return Ok(());
        }
        // Recorded before it is told: a reminder is never sent twice, even if telling fails.
        self.clocks().reminded(game, awaited, due).await?;
        crate::metrics::metrics().reminders_sent.inc();
        let by_dm = self.players().player(user).await?.remind_dm;
        self.tell(&Notice::Reminder {
            game,
            awaited: awaited.clone(),
            user,
            left: seconds - elapsed,
            by_dm,
        })
        .await;
        Ok(())
    }

    /// The computer answers for `seat` (of `user`), whose deadline passed; after too many in a
    /// row, it plays the seat from now on.
    async fn take(&self, game: GameId, seat: Seat, user: u64) -> Result<(), StoreError> {
        let settings = self.games().settings(game).await?;
        let level = settings.deadline_level;
        let seed = self.computers().ai_seed(game).await?;
        let current = self.current(game).await?;
        if !current.game.awaited().contains(seat) {
            return Ok(());
        }
        if self
            .computers()
            .play_for(&current, seat, (level, seed), Origin::Deadline)
            .await?
            != Played::Moved
        {
            return Ok(());
        }
        crate::metrics::metrics().deadlines_taken.inc();
        // The whole action is taken (the figures of a march too): the player is never left in
        // the middle of an action the computer began, which nobody would have been told of.
        loop {
            let current = self.current(game).await?;
            let midway = current
                .game
                .decision()
                .is_some_and(|d| d.follow_up && d.seats.contains(seat));
            if !midway
                || self
                    .computers()
                    .play_for(&current, seat, (level, seed), Origin::Deadline)
                    .await?
                    == Played::Stop
            {
                break;
            }
        }
        // Whoever is awaited next may be a computer seat or a seat the bot answers for.
        self.computers().wake(game);
        let missed = self.clocks().missed(game, seat).await?;
        let limit = settings.misses;
        if limit == 0 || missed < limit {
            return Ok(());
        }
        self.seats()
            .hand_to_computer(game, seat, level, Some(user), self.now())
            .await?;
        self.games().set(game, GameSetting::Missed(seat, 0)).await?;
        self.tell(&Notice::HandedOver {
            game,
            seat,
            user,
            missed,
            level,
        })
        .await;
        self.computers().wake(game);
        Ok(())
    }
}
