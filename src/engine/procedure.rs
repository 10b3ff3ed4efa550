//! The procedure runtime the rule sets play on: a stack of resumable procedures and the loop that
//! steps them until a decision is awaited or the game is over.
//!
//! A rule set declares its procedures (an enum: an Age, a turn, a battle at one of its steps…)
//! and how one step of each runs ([`Procedures::step`]). A step finishes, continues, calls a
//! child procedure first, or waits for a decision ([`Flow`]); waiting keeps the procedure on the
//! stack, and the command that answers the decision resumes the same procedure. The three rule
//! sets run on it; a step may also push several procedures at once ([`Stack::then`]).

/// What a procedure step asks the runtime to do next.
#[derive(Debug)]
pub(crate) enum Flow<P, W> {
    /// Finished: drop it.
    Done,
    /// Keep going with this (updated) procedure, or the one it hands over to.
    Again(P),
    /// Keep it, but first run a child procedure.
    Call(P, P),
    /// Keep it and wait for a decision.
    Wait(P, W),
}

/// The procedures under way, the one to run next on top.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Stack<P>(Vec<P>);

impl<P> Stack<P> {
    /// No procedure.
    pub(crate) fn new() -> Stack<P> {
        Stack(Vec::with_capacity(16))
    }

    /// `proc` runs next.
    #[inline]
    pub(crate) fn push(&mut self, proc: P) {
        self.0.push(proc);
    }

    /// These procedures run next, in this order (the first one first).
    pub(crate) fn then(&mut self, procs: impl IntoIterator<Item = P>) {
        let start = self.0.len();
        self.0.extend(procs);
        self.0[start..].reverse();
    }

    /// The procedure to run next, taken off.
    #[inline]
    pub(crate) fn pop(&mut self) -> Option<P> {
        self.0.pop()
    }

    /// The procedure to run next.
    pub(crate) fn top(&self) -> Option<&P> {
        self.0.last()
    }

    /// The procedure to run next, to change.
    pub(crate) fn top_mut(&mut self) -> Option<&mut P> {
        self.0.last_mut()
    }

    /// Every procedure dropped.
    pub(crate) fn clear(&mut self) {
        self.0.clear();
    }

    /// The procedures under way, the next to run first.
    pub(crate) fn iter(&self) -> impl Iterator<Item = &P> {
        self.0.iter().rev()
    }
}

impl<P> FromIterator<P> for Stack<P> {
    /// The procedures listed, the last one on top.
    fn from_iter<I: IntoIterator<Item = P>>(procs: I) -> Stack<P> {
        Stack(procs.into_iter().collect())
    }
}

/// A game that plays on procedures.
pub(crate) trait Procedures {
    /// One of its procedures.
    type Proc;
    /// What a procedure waits for: the decision it asks.
    type Wait;
    /// What each step is given beside the game (the events being written, for a game that does
    /// not hold them itself).
    type Context;

    /// The procedures under way.
    fn stack(&mut self) -> &mut Stack<Self::Proc>;
    /// Whether the loop stops: a decision is awaited, or the game is over.
    fn halted(&self) -> bool;
    /// Posts the decision `wait` asks: the game awaits it.
    fn post(&mut self, wait: Self::Wait);
    /// Runs one step of `proc`.
    fn step(&mut self, proc: Self::Proc, cx: &mut Self::Context) -> Flow<Self::Proc, Self::Wait>;

    /// Keeps `proc` on the stack and awaits `wait` (a step that has already pushed what follows
    /// it waits so).
    fn wait(&mut self, proc: Self::Proc, wait: Self::Wait) {
        self.stack().push(proc);
        self.post(wait);
    }
}

/// Runs `game`'s procedures until one waits for a decision, the game is over, or none is left.
#[inline]
pub(crate) fn run<G: Procedures>(game: &mut G, cx: &mut G::Context) {
    while !game.halted() {
        let Some(proc) = game.stack().pop() else {
            return;
        };
        match game.step(proc, cx) {
            Flow::Done => {}
            Flow::Again(next) => game.stack().push(next),
            Flow::Call(proc, child) => {
                let stack = game.stack();
                stack.push(proc);
                stack.push(child);
            }
            Flow::Wait(proc, wait) => game.wait(proc, wait),
        }
    }
}
