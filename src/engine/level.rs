//! How strong a computer clan plays. The levels' heuristics are each rule set's own `policy`
//! module; search on top of them is generic and lives in `ai/`.

use crate::vocabulary::Vocabulary;
use std::fmt;

crate::vocabulary::vocabulary! {
    /// How strong a computer clan plays (commands offer all but random).
    #[derive(PartialOrd, Ord)]
    pub enum Level {
        /// A uniformly random legal command.
        Random = "random",
        /// Fast heuristics.
        Easy = "easy",
        /// Better heuristics that plan ahead.
        Medium = "medium",
        /// Search on top of the medium heuristics: candidate moves tried in many imagined games
        /// (`ai::search`). A rule set's own policy plays it as medium.
        Hard = "hard",
    }
    offered [Easy, Medium, Hard]
}

impl Level {
    /// Parses a level's name (any case, spaces around it ignored).
    pub fn parse(text: &str) -> Option<Level> {
        Level::ALL
            .iter()
            .copied()
            .find(|l| l.slug().eq_ignore_ascii_case(text.trim()))
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.slug())
    }
}

/// What a rule set's heuristics make of a seat's legal commands, shared by the rule sets'
/// `policy` modules: each scores the commands its own way, the choosing is the same.
pub(crate) mod scored {
    use super::Level;
    use crate::engine::rng::GameRng;

    /// The command a level plays: `random` any legal one; `easy` the best two times in three
    /// and a random one otherwise; `medium` (and `hard`, whose search is on top) the best, ties
    /// broken at random. `scores` is asked only when the level needs it.
    pub(crate) fn choose<C: Copy, R>(
        legal: &[C],
        level: Level,
        rng: &mut GameRng,
        scores: impl FnOnce(&[C]) -> Vec<(f64, R)>,
    ) -> Option<C> {
        if legal.is_empty() {
            return None;
        }
        if level == Level::Random || (level == Level::Easy && rng.below(3) == 0) {
            return Some(legal[rng.below(legal.len() as u32) as usize]);
        }
        let scored = scores(legal);
        let best = scored
            .iter()
            .map(|(s, _)| *s)
            .fold(f64::NEG_INFINITY, f64::max);
        let top: Vec<usize> = scored
            .iter()
            .enumerate()
            .filter(|(_, (s, _))| *s >= best - 1e-9)
            .map(|(i, _)| i)
            .collect();
        Some(legal[top[rng.below(top.len() as u32) as usize]])
    }

    /// The legal commands best first (at most `limit`); ties keep the engine's order, and
    /// `random` keeps it all.
    pub(crate) fn ranking<C: Copy, R>(
        legal: &[C],
        level: Level,
        limit: usize,
        scores: impl FnOnce(&[C]) -> Vec<(f64, R)>,
    ) -> Vec<C> {
        if level == Level::Random {
            return legal.iter().copied().take(limit).collect();
        }
        let scored = scores(legal);
        let mut order: Vec<usize> = (0..legal.len()).collect();
        order.sort_by(|a, b| scored[*b].0.total_cmp(&scored[*a].0).then(a.cmp(b)));
        order.into_iter().take(limit).map(|i| legal[i]).collect()
    }

    /// The first best command and its reason; `only` when there is a single legal command.
    pub(crate) fn hint<C: Copy, R: Copy>(
        legal: &[C],
        only: R,
        scores: impl FnOnce(&[C]) -> Vec<(f64, R)>,
    ) -> Option<(C, R)> {
        match legal {
            [] => None,
            [one] => Some((*one, only)),
            _ => {
                let scored = scores(legal);
                let mut best = 0;
                for (i, (s, _)) in scored.iter().enumerate() {
                    if *s > scored[best].0 {
                        best = i;
                    }
                }
                Some((legal[best], scored[best].1))
            }
        }
    }
}
