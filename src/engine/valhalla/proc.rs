//! The resumable procedures of a Valhalla game (variants.md 2.6): the stack the flow runs, and the
//! state each procedure keeps between decisions (an Age, a turn, a contest, a reward, a
//! destruction). The code that runs them lives in `flow`, `contest` and `effects`; keeping the
//! types here lets those modules use one another's procedures without importing each other.

use super::command::Cause;
use super::pack::{CardId, ChamberId, Reward};
use super::{FigureId, Loc};
use crate::engine::Seat;

/// The steps of one Age, driven by the bottom procedure of the stack.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum AgeStep {
    GodArrives,
    Draft,
    Action,
    Quest,
    Valor,
    Release,
    EndOfAge,
    NextAge,
}

/// A procedure that can stop for a decision and resume later.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Proc {
    /// The Age loop.
    Age(AgeStep),
    /// The draft's picking rounds (waits for every pick).
    Draft,
    /// The Action phase's turn loop; `next` is the seat to look from (none: the phase starts).
    ActionPhase { next: Option<Seat> },
    /// One seat's turn: waiting for its action.
    Turn(Seat),
    /// A March in progress.
    March { seat: Seat, from: ChamberId },
    /// A figure was just summoned: its triggers.
    Summoned(SummonProc),
    /// A contest (Call to Battle, battle, resolution).
    Contest(Box<ContestProc>),
    /// A reward being paid.
    Reward(RewardProc),
    /// A stat raise the seat chooses.
    Raise {
        seat: Seat,
        optional: bool,
        exclude: u8,
    },
    /// Frigga's Grace: one more stat, not one the reward raised.
    Grace { seat: Seat },
    /// Destroying figures one by one, offering the Witch's retreat and Frigga's Protection.
    Destroy(DestroyProc),
    /// Frigga's Sacrifice: figures chosen so far.
    Sacrifice { seat: Seat, chosen: u8, count: u8 },
    /// The Quest phase: fulfilled quests still to pay, the current one's raise asked.
    Quests {
        pending: Vec<(Seat, CardId)>,
        raised: bool,
    },
    /// Prove Valor's Glory for one clan in one chamber, once its figures have left.
    ValorPay { seat: Seat, figures: Vec<FigureId> },
    /// End of Age: every seat keeps up to three cards (waits for all).
    Keep,
}

/// A summon's triggers, in order: the monster's own, Frigga's Succor, Thor's Domain.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct SummonProc {
    pub seat: Seat,
    pub figure: FigureId,
    pub chamber: ChamberId,
    /// Made on the seat's own turn (Thor's Domain may follow).
    pub on_turn: bool,
    pub step: SummonStep,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum SummonStep {
    Monster,
    MonsterMove,
    Succor,
    SuccorAnswer,
    ThorsDomain,
    ThorsDomainAnswer,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum CStep {
    Call,
    AfterCall,
    Choose,
    Reveal,
    Group3,
    Tide { card: u8, who: u8 },
    Late,
    Totals,
    Loki,
    Cards,
    Prowess,
    LosersDie,
    Claim,
    Glory,
    Hammers,
    Blessing,
}

/// A contest's procedure.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ContestProc {
    pub seat: Seat,
    pub chamber: ChamberId,
    pub challenge: bool,
    pub step: CStep,
    pub cursor: u8,
    pub passes: u8,
    /// The initiator claimed the reward.
    pub claimed: bool,
}

impl ContestProc {
    pub fn new(seat: Seat, chamber: ChamberId, challenge: bool) -> ContestProc {
        ContestProc {
            seat,
            chamber,
            challenge,
            step: CStep::Call,
            cursor: 0,
            passes: 0,
            claimed: false,
        }
    }

    pub fn at(mut self, step: CStep) -> Proc {
        self.step = step;
        self.cursor = 0;
        self.passes = 0;
        Proc::Contest(Box::new(self))
    }
}

/// Paying a list of rewards in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct RewardProc {
    pub seat: Seat,
    pub chamber: ChamberId,
    pub items: Vec<Reward>,
    pub next: u8,
    /// The current item is waiting for its answer.
    pub asked: bool,
}

/// Destroying figures one by one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct DestroyProc {
    /// Each figure and where it goes.
    pub queue: Vec<(FigureId, Loc)>,
    pub cause: Cause,
    pub next: u8,
    /// 0: nothing asked yet; 1: the Witch's retreat asked; 2: Frigga's Protection asked.
    pub asked: u8,
}

impl DestroyProc {
    pub fn new(queue: Vec<(FigureId, Loc)>, cause: Cause) -> DestroyProc {
        DestroyProc {
            queue,
            cause,
            next: 0,
            asked: 0,
        }
    }
}
