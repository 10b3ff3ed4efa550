//! The seam every rule set offers the rest of the bot, in the spirit of shakmaty's
//! `VariantPosition::borrow() -> &dyn Position`: a rule set's game implements [`Family`] in its
//! own types (in its own folder: `base/family.rs`, `reprisal/family.rs`, `valhalla/family.rs`).
//! The registry in `any.rs` ties each to the enums over rule sets (`Tagged`): what a game says in
//! types every rule set shares ([`Situation`]) an `AnyGame` lends as a trait object, and each
//! [`Family`] operation in a rule set's own types has one method of `AnyGame` that dispatches it
//! (`for_game!`). Rule-set-generic code never matches on a rule set. This file names no type
//! over rule sets: arrows point from `any.rs` to here.

use super::rng::GameRng;
use super::{
    ClanName, GameConfig, Level, Rules, Seat, SeatSet, SetupError, Standing, StandingOrder, Viewer,
};
use std::ops::RangeInclusive;
use std::sync::Arc;

/// The games the command-line tools play (`simulate`, `arena`, `render`) with a rule set's
/// `--options`: the configuration of game number `i` of `players` seats with `seed`.
#[derive(Clone)]
pub struct Configs(Arc<dyn Fn(u8, u64, u64) -> GameConfig + Send + Sync>);

impl Configs {
    /// Configurations made by `make` (players, seed, game number).
    pub fn new(make: impl Fn(u8, u64, u64) -> GameConfig + Send + Sync + 'static) -> Configs {
        Configs(Arc::new(make))
    }

    /// The configuration of game number `i` of `players` seats with `seed`.
    pub fn config(&self, players: u8, seed: u64, i: u64) -> GameConfig {
        (self.0)(players, seed, i)
    }
}

impl std::fmt::Debug for Configs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Configs")
    }
}

/// Where the clans stand, as `simulate` prints it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tally {
    /// Glory per seat (in Reprisal, this Age's).
    pub glory: Vec<u32>,
    /// Victory points per seat, in a rule set won on points rather than Glory.
    pub points: Option<Vec<u32>>,
}

/// A stored command payload that cannot be read (malformed JSON, an unknown card or place).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("malformed command: {0}")]
pub struct CommandParseError(pub String);

/// Who must decide, and a stable name for what (for storage, reminders and pings).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DecisionInfo {
    /// The seats awaited.
    pub seats: SeatSet,
    /// A stable snake-case name of the kind of decision (`draft`, `action`, `battle_card`, …),
    /// the same for every instance of that kind; stored with the awaited seats.
    pub kind: &'static str,
    /// Whether several seats answer at once, each with its own command.
    pub simultaneous: bool,
    /// Whether the awaited seat is finishing an action of its own (the figures of a march):
    /// telling the others waits until the action is complete.
    pub follow_up: bool,
}

impl DecisionInfo {
    /// The decision awaited of `seats`, of `kind`; `None` when nobody is awaited (the game is
    /// over).
    pub fn awaiting(
        seats: SeatSet,
        kind: &'static str,
        simultaneous: bool,
        follow_up: bool,
    ) -> Option<DecisionInfo> {
        (!seats.is_empty()).then_some(DecisionInfo {
            seats,
            kind,
            simultaneous,
            follow_up,
        })
    }
}

/// What a game's story counts, as its rule set reads one of its events.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Milestone {
    /// An Age began (1-3).
    Age(u8),
    /// A clan won a battle.
    BattleWon(Seat),
    /// A clan fulfilled a quest (Reprisal: came first in the Age's quest).
    QuestFulfilled(Seat),
    /// A clan recruited a monster (Reprisal: took or rented one from the pool).
    MonsterRecruited(Seat),
}

/// What a game of a rule set says in the types every rule set shares (who decides what, the
/// scores, whether it is over): an `AnyGame` derefs to its game as this trait object, so an
/// operation here is written in this trait and in each rule set's impl, and nowhere else.
pub trait Situation: Send + Sync {
    /// Who must decide what now; `None` once the game is over.
    fn decision(&self) -> Option<DecisionInfo>;
    /// The Age of the draft under way or next to come, if the rule set drafts and any is left.
    fn draft_ahead(&self) -> Option<u8>;
    /// Whether the game is over (cheaper than `outcome`, which clones the result).
    fn is_over(&self) -> bool;
    /// Each seat's score, what search and `simulate` compare (see `AnyGame::glory`).
    fn score(&self) -> Vec<u32>;
    /// The score a game's story follows: its score (Reprisal: its victory points).
    fn story_score(&self) -> Vec<u32> {
        self.score()
    }
    /// Where the clans stand, as `simulate` prints it: its score as Glory (Reprisal: this Age's
    /// Glory, and the victory points).
    fn tally(&self) -> Tally {
        Tally {
            glory: self.score(),
            points: None,
        }
    }
}

/// What a rule set offers beyond [`Rules`] and [`Situation`], in its own types: written once per
/// rule set, in its folder. `AnyGame`'s methods are its one dispatch.
pub trait Family: Rules + Situation + 'static {
    /// Why the rule set's policy suggests a command.
    type Reason: Copy;
    /// Why a decision may no longer be taken back.
    type Closing: Copy;
    /// The options a game of the rule set is created with: the rule set's own type, which a
    /// configuration keeps in its stored form (`engine::Options`). A new option is a field here
    /// and its use in the rules; nothing shared changes.
    type Options: Clone + Default + std::fmt::Debug + PartialEq;

    /// The version of the rule set's code that new games record.
    const VERSION: u32;
    /// How many players it seats.
    const PLAYERS: RangeInclusive<u8>;
    /// The clans it seats, in their default order.
    const CLANS: &'static [ClanName];

    /// What the clans are ranked by at the end, in words (`arena`'s report).
    const SCORE_NAME: &'static str = "Glory";
    /// What `--options` of the command-line tools takes, if the rule set has options.
    const COMMAND_LINE_OPTIONS: Option<&'static str> = None;

    /// A configuration of the rule set for `players` seats with `seed` and these options.
    fn configure(players: u8, seed: u64, options: &Self::Options) -> GameConfig;
    /// The options a configuration of the rule set holds, as a game is set up with them.
    ///
    /// # Errors
    /// Stored options that are not the rule set's ([`SetupError::Options`]).
    fn options_of(config: &GameConfig) -> Result<Self::Options, SetupError>;

    /// The clan of each seat of a configuration that names none: the rule set's first clans in
    /// their default order (a rule set's options may seat another clan).
    fn default_clans(config: &GameConfig) -> Vec<ClanName> {
        Self::CLANS
            .iter()
            .copied()
            .take(usize::from(config.players))
            .collect()
    }

    /// The clans of a table dealt at random when its lobby starts, one per seat, from `rng` (drawn
    /// from the game's seed): the rule set's clans shuffled, the first ones taken (a rule set's
    /// options may seat another clan).
    fn deal_clans(config: &GameConfig, rng: &mut GameRng) -> Vec<ClanName> {
        deal(Self::CLANS, config.players, rng)
    }

    /// A game of `players` seats with the rule set's default options (simulations, tests).
    fn default_config(players: u8, seed: u64) -> GameConfig {
        Self::configure(players, seed, &Self::Options::default())
    }

    /// The games the command-line tools play with `--options` (`all` is the default options,
    /// whatever the rule set).
    ///
    /// # Errors
    /// Options the rule set does not have or cannot read, in a few words.
    fn command_line(options: &str) -> Result<Configs, String> {
        if options == "all" {
            Ok(Configs::new(|players, seed, _| {
                Self::default_config(players, seed)
            }))
        } else {
            Err(format!("--options {options}: this rule set has no options"))
        }
    }

    /// The one command `seat` may give now when everybody can tell it is the only one.
    fn forced(&self, seat: Seat) -> Option<Self::Command>;
    /// What a standing order of `seat` answers to its decision now, if it covers it.
    fn standing(&self, seat: Seat, order: StandingOrder) -> Option<Standing<Self::Command>>;
    /// Whether `seat` may give `command` now.
    fn is_legal(&self, seat: Seat, command: &Self::Command) -> bool {
        self.legal_commands(seat).contains(command)
    }
    /// What a computer clan of `level` plays for `seat` now: one of its legal commands (search
    /// plays it with [`Rules::advance_listed`]).
    fn policy_choice(&self, seat: Seat, level: Level, rng: &mut GameRng) -> Option<Self::Command>;
    /// The medium level's first choice for `seat` and its main reason.
    fn policy_hint(&self, seat: Seat) -> Option<(Self::Command, Self::Reason)>;
    /// The legal commands of `seat` the `level` heuristics like best, best first.
    fn policy_ranking(&self, seat: Seat, level: Level, limit: usize) -> Vec<Self::Command>;
    /// A copy of the game as `seat` might imagine it (see `AnyGame::determinize`).
    #[must_use]
    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self;

    /// Reads a command from its stored form.
    fn parse_command(json: &str) -> Result<Self::Command, CommandParseError>;
    /// A command's stored form.
    fn command_json(command: &Self::Command) -> String;
    /// An event as `viewer` may see it: hidden cards removed, secret events dropped.
    fn redact(event: &Self::Event, viewer: Viewer) -> Option<Self::Event>;
    /// Whether an event of `actor`'s decision closes its undo window, and why.
    fn closing(event: &Self::Event, actor: Seat) -> Option<Self::Closing>;
    /// What an event of this game (just applied) counts for in the game's story.
    fn milestone(&self, event: &Self::Event) -> Option<Milestone>;
}

/// `players` of `clans` dealt at random from `rng`: shuffled, the first ones taken (every rule
/// set's deal, [`Family::deal_clans`]).
pub fn deal(clans: &[ClanName], players: u8, rng: &mut GameRng) -> Vec<ClanName> {
    let mut clans = clans.to_vec();
    rng.shuffle(&mut clans);
    clans.truncate(usize::from(players));
    clans
}
