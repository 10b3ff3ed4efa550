//! The one way a rule set's state changes: through its events. A rule set keeps what its game
//! knows (the board, the clans, the scores) in a state type that implements [`Fold`], and holds
//! it in a [`Sourced`]: read through `Deref`, changed only by [`Sourced::emit`], which folds an
//! event into the state and appends it to the command's [`Log`]. A `Log` has no other way in, so
//! no event is recorded that the state did not take, and no state changes without an event: what
//! a command did is exactly its events, and replay, undo (a replay one command shorter) and
//! narration read the same list for every rule set.
//!
//! A procedure's own bookkeeping (where a battle or a turn stands, secret picks not yet
//! revealed) is not state: it lives beside the state, in the rule set's procedures.
//!
//! Used by the three rule sets' engines; nothing outside `engine` sees it.

use std::ops::Deref;

/// A state that an event of type `E` changes.
pub trait Fold<E> {
    /// Applies one event: the only code that changes the state.
    fn fold(&mut self, event: &E);
}

/// A state that changes only through its events (see the module doc).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Sourced<S>(S);

impl<S> Sourced<S> {
    /// The state a game starts from (its set-up), before any event.
    pub fn new(initial: S) -> Sourced<S> {
        Sourced(initial)
    }

    /// Folds `event` into the state and appends it to `log`.
    pub fn emit<E>(&mut self, event: E, log: &mut Log<E>)
    where
        S: Fold<E>,
    {
        self.0.fold(&event);
        log.0.push(event);
    }

    /// The state to change directly: only to build a position for a test or a tool (the
    /// testkits), or a copy of a game imagined for search that is never played on; never a game
    /// in play.
    pub fn edit(&mut self) -> &mut S {
        &mut self.0
    }
}

/// The events of one command (or of a game's set-up), in order: each was folded into the state
/// as it was appended (see [`Sourced::emit`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Log<E>(Vec<E>);

impl<E> Log<E> {
    /// An empty log.
    pub fn new() -> Log<E> {
        Log(Vec::new())
    }

    /// Forgets the events recorded (the state keeps what they did): a game that reuses one log
    /// for command after command.
    pub fn clear(&mut self) {
        self.0.clear();
    }

    /// The events, handed on.
    pub fn into_vec(self) -> Vec<E> {
        self.0
    }
}

impl<E> Default for Log<E> {
    fn default() -> Log<E> {
        Log::new()
    }
}

impl<S> Deref for Sourced<S> {
    type Target = S;

    fn deref(&self) -> &S {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Default, PartialEq)]
    struct Count(u32);

    enum Step {
        Add(u32),
        Reset,
    }

    impl Fold<Step> for Count {
        fn fold(&mut self, event: &Step) {
            match event {
                Step::Add(n) => self.0 += n,
                Step::Reset => self.0 = 0,
            }
        }
    }

    /// The files of `src/engine` (recursively), with their text.
    fn engine_sources() -> Vec<(String, String)> {
        let mut out = Vec::new();
        let mut dirs = vec![std::path::PathBuf::from(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/src/engine"
        ))];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).expect("src/engine is readable") {
                let path = entry.expect("an entry").path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let text = std::fs::read_to_string(&path).expect("a source file");
                    out.push((path.display().to_string(), text));
                }
            }
        }
        out
    }

    #[test]
    fn only_test_kits_tests_and_search_s_imagined_games_change_a_state_directly() {
        for (path, text) in engine_sources() {
            if path.ends_with("tests.rs")
                || path.ends_with("testkit.rs")
                || path.ends_with("sourced.rs")
            {
                continue;
            }
            // A determinized copy (search) may deal the cards it cannot see again: only in a
            // `determinize` module or function.
            let mut inside = path.ends_with("determinize.rs");
            for (n, line) in text.lines().enumerate() {
                if line.contains("fn determinize") {
                    inside = true;
                } else if !path.ends_with("determinize.rs")
                    && (line.starts_with("    }") || line.starts_with('}'))
                {
                    inside = false;
                }
                assert!(
                    !line.contains(".edit()") || inside,
                    "{path}:{}: changes a state directly: {line}",
                    n + 1
                );
            }
        }
    }

    #[test]
    fn an_emitted_event_changes_the_state_and_is_recorded_in_order() {
        let mut state = Sourced::new(Count(1));
        let mut log = Log::new();
        state.emit(Step::Add(2), &mut log);
        assert_eq!(*state, Count(3));
        state.emit(Step::Reset, &mut log);
        state.emit(Step::Add(5), &mut log);
        assert_eq!(*state, Count(5));
        assert_eq!(log.into_vec().len(), 3);
    }
}
