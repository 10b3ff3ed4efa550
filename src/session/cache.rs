//! The cache of live games: for each recently used game, the game after its last command and the
//! events of its last few commands and the game before each of the very last ones (an undo
//! returns to it without a replay), keyed by (game, log length). Bounded: the least recently used
//! game is dropped first. A cached game is always equal to a fresh replay of its log (tested).

use super::Step;
use crate::engine::AnyGame;
use crate::store::GameId;
use std::collections::{HashMap, VecDeque};
use std::sync::Arc;

/// Commands whose events each cached game keeps, for announcements and `/log`.
pub const STEPS_KEPT: usize = 64;

/// Games before the last commands each cached game keeps: an undo takes back the last decision
/// and the bot's forced answers right after it, so a few are enough.
pub const BEFORES_KEPT: usize = 8;

/// A cached game.
#[derive(Debug, Clone)]
pub struct Entry {
    /// The length of the log the game is at.
    pub seq: u64,
    /// The game after `seq` commands.
    pub game: Arc<AnyGame>,
    /// The last commands applied, oldest first, each with its events (at most [`STEPS_KEPT`]).
    pub steps: VecDeque<Arc<Step>>,
    /// The game before each of the last commands, by log position, oldest first (at most
    /// [`BEFORES_KEPT`]). The game before a position never changes (the log is append-only).
    befores: VecDeque<(u64, Arc<AnyGame>)>,
    used: u64,
}

impl Entry {
    /// A game at `seq` with no steps remembered.
    pub fn new(seq: u64, game: AnyGame) -> Entry {
        Entry {
            seq,
            game: Arc::new(game),
            steps: VecDeque::new(),
            befores: VecDeque::new(),
            used: 0,
        }
    }

    /// Remembers the game before the command at log position `seq`.
    pub fn remember_before(&mut self, seq: u64, game: Arc<AnyGame>) {
        self.befores.retain(|(at, _)| *at != seq);
        self.befores.push_back((seq, game));
        while self.befores.len() > BEFORES_KEPT {
            self.befores.pop_front();
        }
    }

    /// The game before the command at log position `seq`, if remembered.
    pub fn before(&self, seq: u64) -> Option<Arc<AnyGame>> {
        self.befores
            .iter()
            .find(|(at, _)| *at == seq)
            .map(|(_, game)| game.clone())
    }

    /// Moves the game on by `steps` (applied to `game`, now at `seq`).
    pub fn advance(&mut self, seq: u64, game: Arc<AnyGame>, steps: Vec<Arc<Step>>) {
        self.seq = seq;
        self.game = game;
        self.steps.extend(steps);
        while self.steps.len() > STEPS_KEPT {
            self.steps.pop_front();
        }
    }

    /// The steps from log position `from` on, if all of them are remembered.
    pub fn steps_since(&self, from: u64) -> Option<Vec<Arc<Step>>> {
        if from >= self.seq {
            return Some(Vec::new());
        }
        let first = self.steps.front()?;
        if first.seq > from {
            return None;
        }
        Some(
            self.steps
                .iter()
                .filter(|s| s.seq >= from)
                .cloned()
                .collect(),
        )
    }
}

/// Live games by id, at most `capacity` of them.
#[derive(Debug)]
pub struct Cache {
    entries: HashMap<GameId, Entry>,
    capacity: usize,
    clock: u64,
}

impl Cache {
    /// An empty cache of at most `capacity` games (at least one).
    pub fn new(capacity: usize) -> Cache {
        Cache {
            entries: HashMap::new(),
            capacity: capacity.max(1),
            clock: 0,
        }
    }

    /// The cached game, if it is at log length `seq` (a use: it becomes the most recent).
    pub fn get(&mut self, game: GameId, seq: u64) -> Option<Entry> {
        self.clock += 1;
        let clock = self.clock;
        let entry = self.entries.get_mut(&game).filter(|e| e.seq == seq)?;
        entry.used = clock;
        Some(entry.clone())
    }

    /// The cached game at whatever length it is.
    pub fn peek(&self, game: GameId) -> Option<&Entry> {
        self.entries.get(&game)
    }

    /// Stores a game (replacing its older entry), dropping the least recently used game when
    /// the cache is full.
    pub fn put(&mut self, game: GameId, mut entry: Entry) {
        self.clock += 1;
        entry.used = self.clock;
        if !self.entries.contains_key(&game) && self.entries.len() >= self.capacity {
            let oldest = self
                .entries
                .iter()
                .min_by_key(|(_, e)| e.used)
                .map(|(id, _)| *id);
            if let Some(id) = oldest {
                self.entries.remove(&id);
            }
        }
        self.entries.insert(game, entry);
    }

    /// Forgets a game.
    pub fn remove(&mut self, game: GameId) {
        self.entries.remove(&game);
    }

    /// Games cached.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether no game is cached.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameConfig;

    #[test]
    fn the_least_recently_used_game_is_dropped_first() {
        let game = AnyGame::new(&GameConfig::base(3, 1)).unwrap();
        let mut cache = Cache::new(2);
        cache.put(1, Entry::new(0, game.clone()));
        cache.put(2, Entry::new(0, game.clone()));
        assert!(cache.get(1, 0).is_some(), "1 is used again");
        cache.put(3, Entry::new(0, game.clone()));
        assert_eq!(cache.len(), 2);
        assert!(cache.peek(2).is_none(), "2 was the least recently used");
        assert!(cache.get(1, 0).is_some() && cache.get(3, 0).is_some());
        assert!(
            cache.get(1, 5).is_none(),
            "an entry at another length is no hit"
        );
    }
}
