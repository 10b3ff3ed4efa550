//! Reprisal's commands (what a player decides), events (what happened, every die roll included)
//! and refusals.

use super::{Act, FigureId, Gift, God, Monster, Place, Quest, Token};
use crate::engine::Seat;
use crate::engine::base::data::{FjordId, ProvinceId};
use serde::{Deserialize, Serialize};

/// A player's decision. Stored in the command log as JSON (`{"type":"pillage",...}`); the names
/// and fields are stable.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Command {
    /// A secret prayer number (0 = Blessing).
    Pray {
        /// 0-5.
        number: u8,
    },
    /// Rent a Monster: take this monster from the pool.
    Rent {
        /// The monster.
        monster: Monster,
    },
    /// Place a god from the pool into a province.
    PlaceGod {
        /// The god.
        god: God,
        /// Where.
        province: ProvinceId,
    },
    /// Pillage a province (the first or second action of a turn).
    Pillage {
        /// The province.
        province: ProvinceId,
    },
    /// March: move `figure` from `from` to `to` (more figures may follow).
    March {
        /// Source province.
        from: ProvinceId,
        /// Destination province.
        to: ProvinceId,
        /// The first figure moved.
        figure: FigureId,
    },
    /// One more figure of the March under way.
    Move {
        /// The figure.
        figure: FigureId,
    },
    /// Navigation: move a sea figure to another fjord.
    Sail {
        /// The figure.
        figure: FigureId,
        /// The fjord.
        fjord: FjordId,
    },
    /// Invade: place a figure from the reserve (the first of the Invade starts it).
    Invade {
        /// The figure.
        figure: FigureId,
        /// Where.
        to: Place,
    },
    /// A turn without any action (the clan stops for this Age), or no move in a Call to Battle.
    Pass,
    /// Finish what is under way: the turn after its first action, a March, an Invade, Navigation;
    /// or decline an optional effect.
    Done,
    /// Call to Battle: move this figure into the pillaged province.
    Call {
        /// The figure.
        figure: FigureId,
    },
    /// Odin: the one figure this clan engages.
    Engage {
        /// The figure.
        figure: FigureId,
    },
    /// Battle Cards: the card played (1-8).
    PlayCard {
        /// Card number.
        card: u8,
    },
    /// Heimdall: call the pillage off after the pillager's roll.
    CallOff,
    /// Spy: name the winner of a battle that has none.
    NameWinner {
        /// The winner.
        seat: Seat,
    },
    /// Card 4: the figure that survives; card 7: the figure lost; Troll: the figure sacrificed;
    /// Hel Soldier: the figure brought back; Frigga: the figure returned to the reserve.
    Choose {
        /// The figure.
        figure: FigureId,
    },
    /// Elf: flee to Yggdrasil.
    Flee,
    /// Card 3: put this figure from the reserve onto the battlefield.
    Reinforce {
        /// The figure.
        figure: FigureId,
        /// The province or its fjord.
        to: Place,
    },
    /// Move a god after a successful pillage (`to: None` takes it off the board).
    MoveGod {
        /// The god.
        god: God,
        /// The new province, or none.
        to: Option<ProvinceId>,
    },
    /// Quest reward: take this monster from the pool.
    TakeMonster {
        /// The monster.
        monster: Monster,
    },
}

/// Why a clan gains Glory.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GloryWhy {
    /// Winning a battle (1, or 1 per interfering clan, + Axes).
    Battle,
    /// The 5-Glory token.
    Token,
    /// A successful Yggdrasil pillage.
    Yggdrasil,
    /// Age 3's quest.
    Quest,
    /// Figures killed by Ragnarök.
    Ragnarok,
    /// Mystics on the board after Ragnarök.
    Mystics,
    /// The Blessing.
    Blessing,
    /// A Valkyrie fought in the winning army.
    Valkyrie,
    /// Thor's province.
    Thor,
}

/// How a battle ended (before the Spy).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// Nobody reached 1 point (a tie at 0, a failed unopposed pillage): nothing happens.
    Nothing,
    /// The highest total (1 or more) is shared: every engaged figure dies.
    AllDie,
    /// This clan has the unique highest total of 1 or more.
    Winner(Seat),
}

/// Something that happened. Every die roll, shuffle and random draw is one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// The pillage tokens were shuffled onto the outer provinces (outer ring order).
    TokensPlaced {
        /// Token per outer province.
        tokens: Vec<Token>,
    },
    /// Age 1's first player, drawn at random.
    FirstPlayer {
        /// The seat.
        seat: Seat,
    },
    /// An Age began.
    AgeBegan {
        /// 1-3.
        age: u8,
    },
    /// The Doom token was placed at random.
    Doom {
        /// The province.
        province: ProvinceId,
    },
    /// The quest die was rolled.
    QuestRolled {
        /// Die face.
        face: u8,
        /// The quest.
        quest: Quest,
    },
    /// A clan prayed (the number stays secret until the reveal).
    Prayed {
        /// The seat.
        seat: Seat,
    },
    /// The prayers of a round were revealed together.
    PrayersRevealed {
        /// 1 or 2.
        round: u8,
        /// (seat, number) for every seat that prayed.
        picks: Vec<(Seat, u8)>,
    },
    /// A gift was granted.
    GiftGranted {
        /// The seat.
        seat: Seat,
        /// The gift.
        gift: Gift,
    },
    /// A monster left the pool for a clan's reserve.
    MonsterGained {
        /// The seat.
        seat: Seat,
        /// The monster.
        monster: Monster,
        /// Rented (back at Reset) rather than kept.
        rented: bool,
        /// Drawn at random (a second place) rather than chosen.
        random: bool,
    },
    /// The order in which clans place gods or pick quest monsters, drawn at random.
    RandomOrder {
        /// The seats in order.
        seats: Vec<Seat>,
    },
    /// A god was placed.
    GodPlaced {
        /// Who placed it.
        seat: Seat,
        /// The god.
        god: God,
        /// Where.
        province: ProvinceId,
    },
    /// A god was moved after a successful pillage, or taken off the board.
    GodMoved {
        /// Who placed it.
        seat: Seat,
        /// The god.
        god: God,
        /// Its new province, or none.
        to: Option<ProvinceId>,
    },
    /// A clan's turn began.
    TurnBegan {
        /// The seat.
        seat: Seat,
    },
    /// A clan ended its turns for this Age (a pass, or a March alone).
    Stopped {
        /// The seat.
        seat: Seat,
    },
    /// A figure marched.
    Marched {
        /// The seat.
        seat: Seat,
        /// The figure.
        figure: FigureId,
        /// From.
        from: ProvinceId,
        /// To.
        to: ProvinceId,
    },
    /// A sea figure sailed (Navigation).
    Sailed {
        /// The seat.
        seat: Seat,
        /// The figure.
        figure: FigureId,
        /// The fjord.
        to: FjordId,
    },
    /// A figure was placed from the reserve (Invade, or card 3 with `reinforce`).
    Placed {
        /// The seat.
        seat: Seat,
        /// The figure.
        figure: FigureId,
        /// Where.
        to: Place,
        /// By card 3 rather than by Invade.
        reinforce: bool,
    },
    /// An action was taken (the turn's first or second).
    ActionTaken {
        /// The seat.
        seat: Seat,
        /// The action.
        act: Act,
    },
    /// A pillage was declared.
    PillageDeclared {
        /// The pillager.
        seat: Seat,
        /// The province.
        province: ProvinceId,
    },
    /// A figure answered a Call to Battle.
    Called {
        /// The seat.
        seat: Seat,
        /// The figure.
        figure: FigureId,
        /// From.
        from: ProvinceId,
        /// To: the province pillaged.
        to: ProvinceId,
    },
    /// A clan passed in a Call to Battle.
    CallPassed {
        /// The seat.
        seat: Seat,
    },
    /// The Call to Battle ended; these clans fight.
    Participants {
        /// Pillager first, then clockwise.
        seats: Vec<Seat>,
    },
    /// A clan chose its figure for Odin (secret until all are in).
    EngageChosen {
        /// The seat.
        seat: Seat,
    },
    /// Odin's picks were revealed.
    Engaged {
        /// (seat, figure).
        picks: Vec<(Seat, FigureId)>,
    },
    /// A clan rolled its battle dice (faces in rolling order, re-rolls of exploding 6s included).
    Rolled {
        /// The seat.
        seat: Seat,
        /// Faces.
        faces: Vec<u8>,
        /// Points from the dice.
        points: u32,
    },
    /// Heimdall: the pillager called the pillage off.
    CalledOff {
        /// The pillager.
        seat: Seat,
    },
    /// A clan chose its battle card (secret until the reveal).
    CardChosen {
        /// The seat.
        seat: Seat,
    },
    /// Battle cards were revealed together.
    CardsRevealed {
        /// (seat, card number).
        cards: Vec<(Seat, u8)>,
    },
    /// Each participant's battle total in half points (`None` is −∞), and the outcome.
    BattleResolved {
        /// (seat, half points).
        totals: Vec<(Seat, Option<i32>)>,
        /// The outcome.
        outcome: Outcome,
    },
    /// The Spy named the winner of a battle without one.
    SpyNamed {
        /// The Spy.
        spy: Seat,
        /// The winner.
        winner: Seat,
    },
    /// Card 4: this figure survives.
    Saved {
        /// The seat.
        seat: Seat,
        /// The figure.
        figure: FigureId,
    },
    /// Card 7: the winner loses this figure.
    Lost {
        /// The seat.
        seat: Seat,
        /// The figure.
        figure: FigureId,
    },
    /// The winner sacrificed a figure to kill the Troll.
    Sacrificed {
        /// The seat.
        seat: Seat,
        /// The figure.
        figure: FigureId,
    },
    /// The Troll survived its defeat.
    TrollSurvived {
        /// The Troll.
        figure: FigureId,
    },
    /// The Dwarf rolled to survive (1-4 survives).
    DwarfRolled {
        /// The Dwarf.
        figure: FigureId,
        /// Face.
        face: u8,
        /// Whether it survives.
        survives: bool,
    },
    /// The Elf fled to Yggdrasil.
    ElfFled {
        /// The Elf.
        figure: FigureId,
    },
    /// Figures went to Valhalla.
    Died {
        /// The figures.
        figures: Vec<FigureId>,
    },
    /// The Hel Soldier brought a figure back from Valhalla under its controller's command.
    Revived {
        /// The new controller.
        seat: Seat,
        /// The figure.
        figure: FigureId,
        /// Where.
        province: ProvinceId,
    },
    /// A reward was paid (a token, or Yggdrasil's 3 Glory with `token: None`).
    Reward {
        /// The seat that takes it (the pillager, or the weakest clan with Loki).
        seat: Seat,
        /// The pillager (Yggdrasil: it may not pillage there again this Age).
        pillager: Seat,
        /// The province.
        province: ProvinceId,
        /// The token.
        token: Option<Token>,
    },
    /// The pillage failed: nobody took the reward.
    PillageFailed {
        /// The province.
        province: ProvinceId,
    },
    /// Glory was gained.
    Glory {
        /// The seat.
        seat: Seat,
        /// Amount.
        amount: u32,
        /// Why.
        why: GloryWhy,
    },
    /// Frigga: a figure went from Valhalla back to its reserve.
    Recalled {
        /// The seat.
        seat: Seat,
        /// The figure.
        figure: FigureId,
    },
    /// A clan took its discarded battle cards back.
    CardsTakenBack {
        /// The seat.
        seat: Seat,
    },
    /// The Action phase ended (every clan stopped, or enough provinces pillaged).
    ActionPhaseEnded {
        /// Outer provinces pillaged this Age.
        pillaged: u8,
    },
    /// The quest was counted.
    QuestCounted {
        /// Count per seat.
        counts: Vec<u32>,
        /// First place.
        first: Vec<Seat>,
        /// Second place.
        second: Vec<Seat>,
    },
    /// Ragnarök killed these figures.
    Ragnarok {
        /// The province.
        province: ProvinceId,
        /// The figures.
        figures: Vec<FigureId>,
    },
    /// Victory points were scored for the Age.
    Scored {
        /// Glory per seat this Age.
        glory: Vec<u32>,
        /// Points gained per seat.
        gained: Vec<u32>,
    },
    /// The Reset: Glory back to 0, Valhalla emptied, tokens up, gods and rented monsters back.
    Reset,
    /// The game ended.
    GameOver {
        /// Rank per seat (1 = winner), ties broken by reverse first-turn order.
        ranks: Vec<u8>,
    },
}

/// Why a command was refused. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// Somebody else must decide now.
    #[error("it is not your decision now")]
    NotYourDecision,
    /// The command is not one of the legal answers to the decision awaited.
    #[error("that is not allowed now (the game is waiting for: {})", crate::vocabulary::Vocabulary::slug(*.decision))]
    Illegal {
        /// The decision awaited.
        decision: super::DecisionKind,
    },
}
