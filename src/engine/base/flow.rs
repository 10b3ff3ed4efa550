//! Control flow: Blood Rage's resumable procedures, run by the engine's procedure runtime
//! (`engine::procedure`).
//!
//! A procedure step either finishes, continues, calls a child procedure, or waits for a decision.
//! Waiting sets the pending decision and stops the loop; the answering command resumes the same
//! procedure, which reads the answer from `Game::input`.

use super::command::{Figure, Place};
use super::data::{CardId, CardName, ProvinceId, Stat};
use super::event::Cause;
use super::pending::Pending;
use super::{Game, Phase};
use crate::engine::Seat;
use crate::engine::procedure::{self, Procedures, Stack};

/// The steps of one Age (3.2), driven by the bottom procedure of the stack.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum AgeStep {
    Gifts,
    Action,
    Discard,
    Quest,
    Ragnarok,
    AfterRagnarok,
    Release,
}

/// A procedure that can stop for a decision and resume later.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Proc {
    /// The Age loop.
    Age(AgeStep),
    /// Gods' Gifts: dealing (`dealt == false`) then picking rounds.
    Draft { dealt: bool },
    /// The Action-phase turn loop.
    ActionPhase { started: bool },
    /// One seat's turn: waiting for its action.
    Turn { seat: Seat },
    /// A figure was just invaded: on-invade triggers (D-30, D-29, D-25).
    Invade(InvadeProc),
    /// A troop or monster upgrade was just played: its free invasion.
    FreeInvade { seat: Seat, figure: Figure },
    /// A March in progress.
    March {
        seat: Seat,
        from: ProvinceId,
        to: ProvinceId,
        moved: u8,
    },
    /// A pillage: Call to Battle, then an uncontested pillage or a battle.
    Pillage(PillageProc),
    /// The battle being fought, at one of its named steps (its data is `State::battle`).
    Battle(BattleStep),
    /// A successful pillage's rewards (3.10).
    Reward(RewardProc),
    /// Destroying figures one by one, offering saves where a card allows them (3.11).
    Destroy(DestroyProc),
    /// A stat raise the seat chooses.
    Raise(RaiseProc),
    /// Lord of Hammers' optional move.
    Hammers { seat: Seat, from: ProvinceId },
    /// Odin's Chosen (EX-26): the enemy figure's destruction is over; the Mystic enters if its
    /// village is free (`before`: the enemy's figures of that kind there before).
    Strike {
        seat: Seat,
        to: ProvinceId,
        enemy: Seat,
        victim: Figure,
        before: u8,
    },
    /// Frigga's Sacrifice: two figures, then a stat.
    Sacrifice { seat: Seat, chosen: u8 },
    /// The Discard phase (`asked`: the keep decision has been answered by everyone).
    Discard { asked: bool },
    /// The Quest phase.
    Quests(QuestProc),
}

/// On-invade triggers, in D-30 → D-29 → D-25 order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct InvadeProc {
    pub seat: Seat,
    pub figure: Figure,
    pub to: Place,
    /// Made on the seat's own turn (Thor's Domain may follow).
    pub on_turn: bool,
    pub step: InvadeStep,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum InvadeStep {
    Monster,
    Succor,
    SuccorAnswer,
    ThorsDomain,
    ThorsDomainAnswer,
}

/// Pillage: Call to Battle in clockwise rounds (3.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct PillageProc {
    pub seat: Seat,
    pub province: ProvinceId,
    pub challenge: bool,
    pub step: PillageStep,
    /// Opportunities given in this round (the round is `players` long, pillager last).
    pub offered: u8,
    /// Someone moved in this round.
    pub moved: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum PillageStep {
    Call,
    CallAnswer,
    Resolve,
    AfterReward,
    /// The pillage is over: the god of the province moves (Gods of Asgard, EX-12).
    God,
    /// The pillager's answer to where the god goes.
    GodAnswer,
}

/// The battle's named steps (3.7-3.9), each with its own position among the participants (in
/// pillager-clockwise order); the battle itself is `State::battle`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum BattleStep {
    /// B1: every participant holding a card plays one face down.
    Choose,
    /// B1-B2 in Heimdall's province (EX-17): from the pillager's left, the pillager last, each
    /// participant from position `next` on holding a card plays one face up, for `round`.
    OpenCards { next: u8, round: u8 },
    /// The card played face up by the participant before `next`.
    OpenAnswer { next: u8, round: u8 },
    /// B2: the chosen cards are revealed at once.
    Reveal,
    /// B3: participants from `next` on may count a revealed quest as a battle card.
    CountQuests { next: u8 },
    /// B3: the answer of the participant before `next`.
    CountAnswer { next: u8 },
    /// Texts, group 1: the first `cancel_texts` card.
    CancelTexts,
    /// Texts, group 2: the first `discard_revealed` card.
    DiscardRevealed,
    /// Texts, group 3: the destruction texts of the cards of owners from `owner` on; a
    /// `keep_one_each` card asks the participants from `chooser` on.
    Destructions { owner: u8, chooser: u8 },
    /// Texts, group 3: the figure kept by the participant before `chooser`.
    KeepOneAnswer { owner: u8, chooser: u8 },
    /// B5: the late-play window after `asked` opportunities, `passes` declines in a row.
    Late { asked: u8, passes: u8 },
    /// B5: the answer to the last opportunity.
    LateAnswer { asked: u8, passes: u8 },
    /// B6-B7: the totals and the winner.
    Totals,
    /// R1: the losers' texts against the winner.
    LosersTake,
    /// R2: the winner may buy played cards back.
    BuyBack,
    /// R2: the answer to the buy-back.
    BuyBackAnswer,
    /// R2: cards discarded or returned.
    ReturnCards,
    /// R3: the losers' figures are destroyed.
    LosersDie,
    /// R4: the pillage succeeds or fails.
    Success,
    /// R4: the winner's stat raise.
    WinRaise,
    /// R5: the battle Glory.
    Glory,
    /// R6: Lord of Hammers.
    Hammers,
    /// R6: losers from `next` on may reinforce the province.
    Reinforce { next: u8 },
    /// R6: the answer of the loser before `next`.
    ReinforceAnswer { next: u8 },
    /// The battle is over.
    End,
}

/// Rewards of a successful pillage (3.10).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct RewardProc {
    pub seat: Seat,
    pub province: ProvinceId,
    /// The pillager's uncancelled `pillage_extra_stat` card (Frigga's Grace), if revealed.
    pub grace: Option<CardName>,
    pub step: u8,
}

/// Figures to destroy, one at a time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct DestroyProc {
    pub victims: Vec<(Seat, Figure, Place)>,
    pub cause: Cause,
    pub next: usize,
}

/// One stat raise chosen by its owner.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct RaiseProc {
    pub seat: Seat,
    pub cause: Cause,
    pub optional: bool,
    pub except: Option<Stat>,
}

/// Quest phase: results computed at once (D-48), then rewarded in turn order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct QuestProc {
    pub results: Vec<(Seat, CardId, bool)>,
    pub next: usize,
}

/// What a procedure step asks the runtime to do next (`engine::procedure`).
pub(crate) type Flow = procedure::Flow<Proc, Pending>;

impl Procedures for Game {
    type Proc = Proc;
    type Wait = Pending;
    type Context = ();

    #[inline]
    fn stack(&mut self) -> &mut Stack<Proc> {
        &mut self.procs
    }

    #[inline]
    fn halted(&self) -> bool {
        self.pending.is_some()
    }

    #[inline]
    fn post(&mut self, pending: Pending) {
        self.pending = Some(pending);
    }

    fn step(&mut self, proc: Proc, (): &mut ()) -> Flow {
        self.step_proc(proc)
    }
}

impl Game {
    /// Runs procedures until a decision is needed or the game is over.
    pub(crate) fn run(&mut self) {
        procedure::run(self, &mut ());
    }

    /// Takes the answer to the decision this procedure posted.
    pub(crate) fn take_input(&mut self) -> super::Command {
        self.input
            .take()
            .expect("a procedure resumed after its decision was answered")
    }

    fn step_proc(&mut self, proc: Proc) -> Flow {
        match proc {
            Proc::Age(step) => self.step_age(step),
            Proc::Draft { dealt } => self.step_draft(dealt),
            Proc::ActionPhase { started } => self.step_action_phase(started),
            Proc::Turn { seat } => self.step_turn(seat),
            Proc::Invade(p) => self.step_invade(p),
            Proc::FreeInvade { seat, figure } => self.step_free_invade(seat, figure),
            Proc::March {
                seat,
                from,
                to,
                moved,
            } => self.step_march(seat, from, to, moved),
            Proc::Pillage(p) => self.step_pillage(p),
            Proc::Battle(p) => self.step_battle(p),
            Proc::Reward(p) => self.step_reward(p),
            Proc::Destroy(p) => self.step_destroy(p),
            Proc::Raise(p) => self.step_raise(p),
            Proc::Hammers { seat, from } => self.step_hammers(seat, from),
            Proc::Sacrifice { seat, chosen } => self.step_sacrifice(seat, chosen),
            Proc::Strike {
                seat,
                to,
                enemy,
                victim,
                before,
            } => self.step_strike(seat, to, enemy, victim, before),
            Proc::Discard { asked } => self.step_discard(asked),
            Proc::Quests(p) => self.step_quests(p),
        }
    }

    /// The Age loop: each phase in order (3.2), then the next Age or the end of the game.
    fn step_age(&mut self, step: AgeStep) -> Flow {
        use super::Event;
        match step {
            AgeStep::Gifts => {
                self.emit(Event::AgeBegan {
                    age: self.state.age + 1,
                });
                self.place_gods();
                Flow::Call(Proc::Age(AgeStep::Action), Proc::Draft { dealt: false })
            }
            AgeStep::Action => {
                self.emit(Event::PhaseBegan {
                    phase: Phase::Action,
                });
                let rage = self
                    .state
                    .clans
                    .iter()
                    .map(|c| u32::from(c.stat(Stat::Rage)))
                    .collect();
                self.emit(Event::RageRefilled { rage });
                Flow::Call(
                    Proc::Age(AgeStep::Discard),
                    Proc::ActionPhase { started: false },
                )
            }
            AgeStep::Discard => {
                self.emit(Event::PhaseBegan {
                    phase: Phase::Discard,
                });
                Flow::Call(Proc::Age(AgeStep::Quest), Proc::Discard { asked: false })
            }
            AgeStep::Quest => {
                self.emit(Event::PhaseBegan {
                    phase: Phase::Quest,
                });
                let quests = self.evaluate_quests();
                Flow::Call(Proc::Age(AgeStep::Ragnarok), Proc::Quests(quests))
            }
            AgeStep::Ragnarok => {
                self.emit(Event::PhaseBegan {
                    phase: Phase::Ragnarok,
                });
                let victims = self.ragnarok();
                Flow::Call(Proc::Age(AgeStep::AfterRagnarok), Proc::Destroy(victims))
            }
            AgeStep::AfterRagnarok => {
                let next =
                    (self.state.age < 3).then(|| self.state.ragnarok[self.state.age as usize]);
                self.emit(Event::DoomMoved { to: next });
                Flow::Again(Proc::Age(AgeStep::Release))
            }
            AgeStep::Release => {
                self.emit(Event::PhaseBegan {
                    phase: Phase::ReleaseValhalla,
                });
                self.release_valhalla();
                if self.state.age < 3 {
                    self.end_age();
                    Flow::Again(Proc::Age(AgeStep::Gifts))
                } else {
                    self.end_game();
                    Flow::Done
                }
            }
        }
    }
}
