//! Reprisal's computer clans: heuristics that read only what the seat may see (the board, the
//! tokens, the gods, its own battle cards and the public counters), never another clan's secret
//! pick under way (a prayer, a battle card, Odin's figure).
//!
//! Levels: `random` picks any legal command; `easy` plays the medium choice two times in three and
//! a random one otherwise; `medium` scores every legal command (a pillage by its reward and the
//! chance to win it against what the other clans have there and can call in, an Invade by the
//! province it builds up, a Call to Battle by whether the figure turns the fight, battle cards by
//! whether the fight can be won) and plays the best, ties broken at random; `hard` is medium here
//! and the search of `ai::search` on top of it.

use super::{
    Command, FigureId, Game, Gift, God, Kind, Loc, Place, Stage, Token, battle::Step, data,
};
use crate::engine::base::data::ProvinceId;
use crate::engine::family::Family;
use crate::engine::level::scored;
use crate::engine::rng::GameRng;
use crate::engine::{EverySeat, Level, Seat};

/// The most seats a Reprisal game has.
const SEATS: usize = *<Game as Family>::PLAYERS.end() as usize;

/// Why the medium level prefers a command (for `/hint`; the presentation words it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    /// It is the only answer.
    Only,
    /// Pillage: `chance` % to win the fight as the board stands.
    Pillage {
        /// The province.
        province: ProvinceId,
        /// Estimated chance of winning, in %.
        chance: u32,
    },
    /// Put figures where a reward is still to take.
    Build,
    /// Gather figures for a pillage.
    Gather,
    /// Join a fight the figure can turn.
    Join,
    /// Keep out of a fight that cannot be won.
    StayOut,
    /// Play a strong card in a fight that can be won.
    StrongCard,
    /// Keep the strong cards for later: this fight is lost anyway.
    SaveCards,
    /// The strongest figure or monster.
    Strongest,
    /// The gift most useful this Age.
    Gift,
    /// Nothing useful is left to do this Age.
    Stop,
    /// The best of its kind.
    Best,
}

/// What `seat` plays now at `level`, or `None` if it has nothing to decide.
pub fn choose(game: &Game, seat: Seat, level: Level, rng: &mut GameRng) -> Option<Command> {
    let legal = crate::engine::Rules::legal_commands(game, seat);
    scored::choose(&legal, level, rng, |legal| scores(game, seat, legal))
}

/// The legal commands of `seat`, best first by the medium heuristics (at most `limit`); ties
/// keep the engine's order. `random` keeps the engine's order.
pub fn ranking(game: &Game, seat: Seat, level: Level, limit: usize) -> Vec<Command> {
    let legal = crate::engine::Rules::legal_commands(game, seat);
    scored::ranking(&legal, level, limit, |legal| scores(game, seat, legal))
}

/// The medium level's first choice for `seat` and why.
pub fn hint(game: &Game, seat: Seat) -> Option<(Command, Reason)> {
    let legal = crate::engine::Rules::legal_commands(game, seat);
    scored::hint(&legal, Reason::Only, |legal| scores(game, seat, legal))
}

fn scores(game: &Game, seat: Seat, legal: &[Command]) -> Vec<(f64, Reason)> {
    let ctx = Ctx { game, seat };
    legal.iter().map(|c| ctx.score(*c)).collect()
}

struct Ctx<'a> {
    game: &'a Game,
    seat: Seat,
}

/// Expected battle points of one die (4-5 = 1, 6 = 2).
fn die_value() -> f64 {
    f64::from(
        data::rules()
            .die_points
            .iter()
            .map(|p| u32::from(*p))
            .sum::<u32>(),
    ) / 6.0
}

fn token_value(token: Option<Token>) -> f64 {
    match token {
        None => f64::from(data::rules().yggdrasil_glory),
        Some(Token::Glory) => f64::from(data::rules().glory_token),
        Some(Token::Axe | Token::Fist) => 4.0,
        Some(Token::Helmet) => 3.0,
        Some(Token::Blank) => 0.0,
    }
}

fn card_power(card: u8) -> f64 {
    data::rules().cards[usize::from(card - 1)]
        .power
        .map_or(-10.0, f64::from)
}

impl Ctx<'_> {
    fn score(&self, command: Command) -> (f64, Reason) {
        let g = self.game;
        match command {
            Command::Pray { number } => {
                let value = match Gift::of_number(number) {
                    Some(Gift::Strategist) => 5.0,
                    Some(Gift::Spy) => 4.0,
                    Some(Gift::Spirit) if g.opts.mystics => 4.0,
                    Some(Gift::Spirit) => 0.5,
                    Some(Gift::RentMonster) => 4.5,
                    Some(Gift::Blessing) => 3.0,
                    Some(Gift::Navigation) => 1.0,
                    None => 0.0,
                };
                (value, Reason::Gift)
            }
            Command::Rent { monster } | Command::TakeMonster { monster } => (
                f64::from(monster.def().strength)
                    + if monster.def().no_village { 0.5 } else { 0.0 },
                Reason::Strongest,
            ),
            Command::PlaceGod { god, province } => {
                (self.god_place(god, Some(province)), Reason::Best)
            }
            Command::MoveGod { god, to } => (self.god_place(god, to), Reason::Best),
            Command::Pillage { province } => {
                let chance = self.win_chance(province, 0.0);
                let value =
                    token_value(g.token(province)) + 1.0 + f64::from(g.state.axes[self.seat]);
                (
                    value * chance - 1.5,
                    Reason::Pillage {
                        province,
                        chance: (chance * 100.0).round() as u32,
                    },
                )
            }
            Command::Invade { figure, to } => (self.place_value(figure, to), Reason::Build),
            Command::Reinforce { figure, .. } => (
                1.0 + f64::from(g.figure(figure).kind.strength()),
                Reason::Strongest,
            ),
            Command::March { from, to, figure } => {
                (self.march_value(from, to, figure), Reason::Gather)
            }
            Command::Move { figure } => match *g.stage() {
                Stage::March { from, to } => {
                    (self.march_value(from, to, figure) + 0.5, Reason::Gather)
                }
                _ => (0.0, Reason::Best),
            },
            Command::Sail { fjord, .. } => {
                let here = ProvinceId::all().find(|p| p.def().fjord == Some(fjord));
                let value = here.map_or(0.0, |p| self.presence_value(p) - 0.5);
                (value, Reason::Gather)
            }
            Command::Pass => match g.stage() {
                Stage::Battle => (0.0, Reason::StayOut),
                _ => (-1.0, Reason::Stop),
            },
            Command::Done => self.done_value(),
            Command::Call { figure } => self.call_value(figure),
            Command::Engage { figure } => (
                f64::from(g.figure(figure).kind.strength()),
                Reason::Strongest,
            ),
            Command::PlayCard { card } => self.card_value(card),
            Command::CallOff => (-0.5, Reason::Best),
            Command::NameWinner { seat } => {
                (if seat == self.seat { 5.0 } else { -1.0 }, Reason::Best)
            }
            Command::Choose { figure } => self.choose_value(figure),
            Command::Flee => (1.0, Reason::Best),
        }
    }

    /// Strength of `seat` on the battlefield of `p` (the province and its fjord).
    fn power(&self, seat: Seat, p: ProvinceId) -> f64 {
        let (dice, halves) = self.army(seat, p);
        dice + halves / 2.0
    }

    /// The army of `seat` on the battlefield of `p`: the strength of its fighters (a die each)
    /// and its Mystics' half points (three halves each with Spirit).
    fn army(&self, seat: Seat, p: ProvinceId) -> (f64, f64) {
        let g = self.game;
        let (mut dice, mut halves) = (0.0, 0.0);
        for f in g.on_battlefield(p).map(|id| g.figure(id)) {
            if f.controller == Some(seat) {
                let (more_dice, more_halves) = self.fights(seat, f.kind);
                dice += more_dice;
                halves += more_halves;
            }
        }
        (dice, halves)
    }

    /// What a figure of `seat`'s adds to its army: a die of its strength (dice), or a Mystic's
    /// half points (three with Spirit).
    fn fights(&self, seat: Seat, kind: Kind) -> (f64, f64) {
        match kind {
            Kind::Mystic if self.game.state.gifts[seat] == Some(Gift::Spirit) => (0.0, 3.0),
            Kind::Mystic => (0.0, 1.0),
            k => (f64::from(k.strength()), 0.0),
        }
    }

    /// What `card` adds to this clan's total in `p` (card 1 and 2 count 1 beside its Leader).
    fn card_worth(&self, card: u8, p: ProvinceId) -> f64 {
        let g = self.game;
        let def = &data::rules().cards[usize::from(card - 1)];
        let leader_here = || g.on_battlefield(p).any(|id| g.own_leader(self.seat, id));
        if def.effect == data::CardEffect::LeaderOne && leader_here() {
            1.0
        } else {
            card_power(card)
        }
    }

    /// The most another clan may bring to `p`: its power there (as `power` counts it) and the
    /// strength it could call in from the provinces around, counted in one pass over the figures.
    fn threat(&self, p: ProvinceId) -> f64 {
        let g = self.game;
        let here = Game::battlefield(p);
        // Per seat: dice and Mystics' halves on the battlefield, strength next door.
        let mut count = EverySeat::<(f64, f64, f64), SEATS>::filled((0.0, 0.0, 0.0));
        for f in &g.state.figures {
            let Some(rival) = f.controller.filter(|c| *c != self.seat) else {
                continue;
            };
            let (dice, halves, reach) = &mut count[rival];
            if here(f.loc) {
                let (more_dice, more_halves) = self.fights(rival, f.kind);
                *dice += more_dice;
                *halves += more_halves;
            } else if !f.kind.is_sea()
                && matches!(f.loc, Loc::Province(q) if q != p && q.def().is_adjacent(p))
            {
                *reach += f64::from(f.kind.strength());
            }
        }
        (0..g.config.players)
            .map(Seat)
            .filter(|s| *s != self.seat)
            .map(|s| {
                let (dice, halves, reach) = count[s];
                (dice + halves / 2.0) + reach
            })
            .fold(0.0, f64::max)
    }

    /// Whether `seat` can score the 1 point a pillage needs in `p` at all, with `extra` more
    /// strength: dice need a fighter (Mystics roll none), cards add at most the best one in hand.
    /// A pillage that cannot succeed would be tried again and again.
    fn can_score(&self, p: ProvinceId, extra: f64) -> bool {
        let g = self.game;
        let (dice, halves) = self.army(self.seat, p);
        let mut dice = dice + extra;
        if g.gods().any(|(god, at, _)| god == God::Tyr && at == p) && dice > 0.0 {
            dice = 1.0;
        }
        if g.opts.battle_cards {
            let best_card = g
                .hand(self.seat)
                .into_iter()
                .map(|c| self.card_worth(c, p))
                .fold(f64::NEG_INFINITY, f64::max);
            dice + best_card + halves / 2.0 >= 1.0
        } else {
            dice >= 1.0 || halves >= 2.0
        }
    }

    /// A rough chance of winning a fight in `p` with `extra` more strength.
    fn win_chance(&self, p: ProvinceId, extra: f64) -> f64 {
        let g = self.game;
        let mine = self.power(self.seat, p) + extra;
        if mine <= 0.0 || !self.can_score(p, extra) {
            return 0.0;
        }
        let threat = self.threat(p);
        let tyr = g.gods().any(|(god, at, _)| god == God::Tyr && at == p);
        let (mine, threat) = if tyr {
            (1.0, f64::from(u8::from(threat > 0.0)))
        } else {
            (mine, threat)
        };
        let unit = if g.opts.battle_cards {
            1.0
        } else {
            die_value()
        };
        if threat <= 0.0 {
            // Unopposed: at least one point is needed.
            return if g.opts.battle_cards {
                0.9
            } else {
                1.0 - (2.0f64 / 3.0).powf(mine.max(1.0))
            };
        }
        let edge = (mine - threat) * unit;
        1.0 / (1.0 + (-1.6 * edge).exp())
    }

    /// How much `seat` gains from one more figure of its own in `p`.
    fn presence_value(&self, p: ProvinceId) -> f64 {
        let g = self.game;
        let mut value = 0.0;
        if p.is_yggdrasil() {
            if !g.state.yggdrasil_done.contains(self.seat) {
                value += 1.5;
            }
        } else if !g.state.pillaged[p.index()] {
            value += 0.5 + 0.3 * token_value(g.token(p));
        }
        let mine = self.power(self.seat, p);
        let threat = self.threat(p);
        if mine > 0.0 {
            value += 0.8;
        }
        if threat > mine + 2.0 {
            value -= 1.0;
        }
        if let Some(quest) = g.state.quest {
            let in_region = quest.region().is_some_and(|r| p.def().region == Some(r))
                || (quest == super::Quest::Yggdrasil && p.is_yggdrasil());
            if in_region {
                value += 0.7;
            }
        }
        value
    }

    fn place_value(&self, figure: FigureId, to: Place) -> f64 {
        let g = self.game;
        let kind = g.figure(figure).kind;
        let p = match to {
            Place::Province(p) => p,
            Place::Fjord(f) => match ProvinceId::all().find(|p| p.def().fjord == Some(f)) {
                Some(p) => p,
                None => return 0.5,
            },
        };
        1.5 + self.presence_value(p) + 0.2 * f64::from(kind.strength())
    }

    fn march_value(&self, from: ProvinceId, to: ProvinceId, figure: FigureId) -> f64 {
        let g = self.game;
        let strength = f64::from(g.figure(figure).kind.strength());
        let target = if to.is_yggdrasil() {
            !g.state.yggdrasil_done.contains(self.seat)
        } else {
            !g.state.pillaged[to.index()]
        };
        let gain = if target {
            token_value(g.token(to)) * (self.win_chance(to, strength) - self.win_chance(to, 0.0))
        } else {
            0.0
        };
        let lose = if from.is_yggdrasil() || !g.state.pillaged[from.index()] {
            token_value(g.token(from)) * 0.3
        } else {
            0.0
        };
        // A March alone ends the clan's Age: it must be worth it.
        let alone = if g.state.done.is_empty() { 1.5 } else { 0.0 };
        gain - lose - alone
    }

    fn done_value(&self) -> (f64, Reason) {
        match self.game.stage() {
            Stage::Turn => (0.5, Reason::Stop),
            Stage::Invade { .. } | Stage::March { .. } => (1.0, Reason::Stop),
            Stage::Sail(_) => (0.0, Reason::Stop),
            // Declining an optional effect: the effects score themselves against 0.
            _ => (0.0, Reason::Best),
        }
    }

    fn battle_province(&self) -> Option<ProvinceId> {
        self.game.battle.as_ref().map(|b| b.province)
    }

    fn strongest_other_there(&self, p: ProvinceId) -> f64 {
        (0..self.game.config.players)
            .map(Seat)
            .filter(|s| *s != self.seat)
            .map(|s| self.power(s, p))
            .fold(0.0, f64::max)
    }

    fn call_value(&self, figure: FigureId) -> (f64, Reason) {
        let Some(p) = self.battle_province() else {
            return (0.0, Reason::Best);
        };
        let mine = self.power(self.seat, p);
        let add = f64::from(self.game.figure(figure).kind.strength());
        let other = self.strongest_other_there(p);
        if mine + add > other {
            (2.0 + add * 0.1, Reason::Join)
        } else {
            (-0.5, Reason::StayOut)
        }
    }

    fn card_value(&self, card: u8) -> (f64, Reason) {
        let Some(p) = self.battle_province() else {
            return (0.0, Reason::Best);
        };
        let mine = self.power(self.seat, p);
        let other = self.strongest_other_there(p);
        let power = self.card_worth(card, p);
        // A fight is worth a good card when the strongest card can win it.
        if mine + 4.0 > other {
            (power, Reason::StrongCard)
        } else {
            (-power, Reason::SaveCards)
        }
    }

    fn choose_value(&self, figure: FigureId) -> (f64, Reason) {
        let g = self.game;
        let strength = f64::from(g.figure(figure).kind.strength());
        match g.battle.as_ref().map(|b| b.step) {
            // Lose or sacrifice the weakest.
            Some(Step::Lose) => (-strength, Reason::Best),
            Some(Step::Troll) => (1.0 - strength, Reason::Best),
            // Save, bring back or recall the strongest.
            _ => (1.0 + strength, Reason::Strongest),
        }
    }

    fn god_place(&self, god: God, to: Option<ProvinceId>) -> f64 {
        let Some(p) = to else {
            return 0.0;
        };
        let mine = self.power(self.seat, p);
        let threat = self.threat(p);
        match god {
            // Good where this clan fights and wins.
            God::Thor | God::Frigga | God::Heimdall => mine - 0.5 * threat,
            // Levels every army: good where others are stronger.
            God::Tyr => threat - mine,
            // The weakest takes the reward: good where this clan is weak but present.
            God::Loki => {
                if mine > 0.0 {
                    threat - mine
                } else {
                    -1.0
                }
            }
            // One figure each: good where this clan has the strongest figure.
            God::Odin => mine - threat,
        }
    }
}
