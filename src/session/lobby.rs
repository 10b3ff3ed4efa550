//! A lobby's start: the seat order and clans drawn from the game's seed, then everything stored
//! in one transaction (configuration, seats, computer clans, status, who is awaited first).

use super::notices::Notice;
use super::{Current, Session, awaiting};
use crate::engine::rng::GameRng;
use crate::engine::{AnyGame, ClanName, Level, Seat, SeatSet};
use crate::store::{GameId, GameStatus, StoreError};

/// Why a lobby did not start; nothing changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StartRefusal {
    /// It is no lobby (any more).
    NotLobby,
    /// Only its host starts it.
    NotHost,
    /// Too few players and computer clans: at least this many.
    TooFew(u8),
}

impl Session {
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
            let record = self.fresh_record(id).await?;
            if record.status != GameStatus::Lobby {
                return Ok(Err(StartRefusal::NotLobby));
            }
            if record.host_id != Some(user) {
                return Ok(Err(StartRefusal::NotHost));
            }
            let seats = self.seating(id).await?.seats.clone();
            let bots = self.settings(id).await?.bots.clone();
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
            let mut clans = ClanName::of_rules(config.rules).to_vec();
            rng.shuffle(&mut clans);
            config.players = sitters.len() as u8;
            config.clans = clans[..sitters.len()].to_vec();
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
