//! Control flow: Reprisal's resumable procedures, run by the engine's procedure runtime
//! (`engine::procedure`) as Blood Rage's and Valhalla's are.
//!
//! The bottom procedure is the Age at its step (Doom and the quest roll, the prayers' gifts, the
//! gods, the Action phase, the quest, Ragnarök and Scoring). Above it wait the decisions asked
//! ([`Proc::Ask`], holding the [`Stage`] the presenters show), the end of a turn, what follows an
//! action, and the pillage under way at its step ([`Proc::Battle`], its bookkeeping in
//! `Game::battle`). A step returns what follows it ([`Flow`]); a decision waits on top of the
//! stack, and the command that answers it (`Game::input`) resumes it. What each step does is in
//! `phases`, `action` and `battle`; this module says which runs when.

use super::{Command, Event, Game, Stage};
use crate::engine::Seat;
use crate::engine::procedure::{self, Procedures, Stack};
use crate::engine::sourced::Log;

/// The steps of one Age (variants.md 1.5), driven by the bottom procedure of the stack.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum AgeStep {
    /// The Age begins: Doom, the quest roll, then the prayers (or the Action phase).
    Begin {
        /// The Age (1-3).
        age: u8,
    },
    /// The prayers are answered: Rent a Monster's choice.
    Gifts,
    /// The clans without a gift place the gods.
    Gods,
    /// The Action phase begins.
    Actions,
    /// The Action phase is over: the quest is counted and its monsters taken.
    Quest,
    /// Ragnarök, Scoring, then Reset and the next Age (or the end of the game).
    Ragnarok,
}

/// A procedure that can stop for a decision and resume later.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Proc {
    /// The Age loop, at its step.
    Age(AgeStep),
    /// A decision asked, answered by the next command (never `Stage::Battle`, which is the
    /// pillage's own procedure, nor `Stage::Over`, which asks nothing).
    Ask(Stage),
    /// An action ended (a pillage): the turn goes on if a second action is possible.
    AfterAction,
    /// The actor's turn ended: the next clan's begins, or the Action phase ends.
    EndTurn,
    /// The pillage under way, at its step (`Battle::step`).
    Battle,
}

/// What a procedure step asks the runtime to do next.
pub(crate) type Flow = procedure::Flow<Proc, ()>;

/// Waits for `stage`'s decision.
#[inline]
pub(super) fn ask(stage: Stage) -> Flow {
    Flow::Wait(Proc::Ask(stage), ())
}

impl Procedures for Game {
    type Proc = Proc;
    type Wait = ();
    type Context = Log<Event>;

    fn stack(&mut self) -> &mut Stack<Proc> {
        &mut self.procs
    }

    #[inline]
    fn halted(&self) -> bool {
        self.waiting || self.outcome.is_some()
    }

    fn post(&mut self, (): ()) {
        self.waiting = true;
    }

    fn step(&mut self, proc: Proc, ev: &mut Log<Event>) -> Flow {
        match proc {
            Proc::Age(step) => match step {
                AgeStep::Begin { age } => self.begin_age(age, ev),
                AgeStep::Gifts => self.after_prayers(),
                AgeStep::Gods => self.place_gods(ev),
                AgeStep::Actions => self.begin_actions(ev),
                AgeStep::Quest => self.end_actions(ev),
                AgeStep::Ragnarok => self.after_quest(ev),
            },
            Proc::Ask(stage) => match self.input.take() {
                Some((seat, command)) => self.answer(stage, seat, command, ev),
                // Second-place clans draw their monsters once the first-place ones have picked.
                None => match stage {
                    Stage::QuestPick { first, second } => self.next_quest_pick(first, second, ev),
                    stage => ask(stage),
                },
            },
            Proc::AfterAction => self.after_action(),
            Proc::EndTurn => self.end_turn(ev),
            Proc::Battle => match self.input.take() {
                Some((seat, command)) => {
                    self.battle_command(seat, command, ev);
                    Flow::Again(Proc::Battle)
                }
                None => self.battle_step(ev),
            },
        }
    }
}

impl Game {
    /// Runs the procedures from the game's set-up to its first decision.
    pub(super) fn start(&mut self, ev: &mut Log<Event>) {
        self.procs.push(Proc::Age(AgeStep::Begin { age: 1 }));
        procedure::run(self, ev);
    }

    /// Answers the decision awaited with `seat`'s `command` (a legal one) and runs on to the next
    /// decision.
    pub(super) fn execute(&mut self, seat: Seat, command: Command, ev: &mut Log<Event>) {
        self.input = Some((seat, command));
        self.waiting = false;
        procedure::run(self, ev);
        debug_assert!(
            self.input.is_none(),
            "the awaited procedure takes its answer"
        );
    }

    /// The decision awaited, as the presenters show it.
    #[inline]
    pub fn stage(&self) -> &Stage {
        static BATTLE: Stage = Stage::Battle;
        static OVER: Stage = Stage::Over;
        match self.procs.top() {
            _ if self.outcome.is_some() => &OVER,
            Some(Proc::Ask(stage)) => stage,
            Some(Proc::Battle) => &BATTLE,
            _ => &OVER,
        }
    }

    /// The decision awaited, to change (a determinized copy's secret picks).
    pub(super) fn stage_mut(&mut self) -> Option<&mut Stage> {
        match self.procs.top_mut() {
            Some(Proc::Ask(stage)) => Some(stage),
            _ => None,
        }
    }

    /// What `seat`'s `command` does to the decision `stage` asked.
    fn answer(&mut self, stage: Stage, seat: Seat, command: Command, ev: &mut Log<Event>) -> Flow {
        match stage {
            Stage::Pray { .. } => self.pray(seat, command, stage, ev),
            Stage::Rent(_) => self.rent(seat, command, ev),
            Stage::PlaceGod(queue) => self.place_god(seat, queue, command, ev),
            Stage::Turn => self.turn_command(seat, command, ev),
            Stage::March { from, to } => self.march_more(seat, from, to, command, ev),
            Stage::Sail(sailed) => self.sail(seat, sailed, command, ev),
            Stage::Invade { used, placed } => self.invade_more(seat, used, placed, command, ev),
            Stage::QuestPick { first, second } => {
                self.quest_pick(seat, &first, second, command, ev)
            }
            // Never asked (see `Proc::Ask`).
            Stage::Battle | Stage::Over => Flow::Done,
        }
    }

    /// The procedures of a real game waiting for `stage`'s decision in the Age under way: a
    /// scenario's position, set directly.
    #[cfg(any(test, feature = "testkit"))]
    pub(super) fn wait_for(&mut self, stage: Stage) {
        let age = |step| Proc::Age(step);
        self.procs = match stage {
            Stage::Pray { .. } => [age(AgeStep::Gifts), Proc::Ask(stage)]
                .into_iter()
                .collect(),
            Stage::Rent(_) => [age(AgeStep::Gods), Proc::Ask(stage)].into_iter().collect(),
            Stage::PlaceGod(_) => [age(AgeStep::Actions), Proc::Ask(stage)]
                .into_iter()
                .collect(),
            Stage::QuestPick { .. } => [age(AgeStep::Ragnarok), Proc::Ask(stage)]
                .into_iter()
                .collect(),
            Stage::Turn | Stage::March { .. } | Stage::Sail(_) | Stage::Invade { .. } => {
                [age(AgeStep::Quest), Proc::Ask(stage)]
                    .into_iter()
                    .collect()
            }
            Stage::Battle => [age(AgeStep::Quest), Proc::AfterAction, Proc::Battle]
                .into_iter()
                .collect(),
            Stage::Over => Stack::new(),
        };
        self.waiting = true;
    }

    /// The Action phase ended now, whatever was awaited: the quest and what follows run.
    #[cfg(any(test, feature = "testkit"))]
    pub(super) fn end_actions_now(&mut self, ev: &mut Log<Event>) {
        self.procs.clear();
        self.procs.push(Proc::Age(AgeStep::Quest));
        self.waiting = false;
        procedure::run(self, ev);
    }
}
