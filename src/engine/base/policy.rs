//! Blood Rage computer clans (the easy and medium levels; see `ai/`): every legal command of the seat is scored in Glory-like points from
//! the seat's own view, and the best is played (a tiny random amount breaks ties).
//!
//! Both levels use the same board reading (STR per clan and province, pillage rewards, Ragnarök,
//! committed quests). They differ in how far they look:
//! - *easy* counts only the figures already in a province and its own best card, draws cards by
//!   their printed strength, and plays with a little noise;
//! - *medium* also counts what opponents can bring (figures one step away that may answer the Call
//!   to Battle, and a card for every opponent holding one), plays the cheapest card that still wins,
//!   drafts quests and upgrades that fit where its clan stands, weighs stats by the Age and the
//!   end-of-game bonus, and keeps its Rage for the actions that are worth it.

// Counts of cards and figures are far below where a float loses precision.
#![allow(clippy::cast_precision_loss)]

use super::data::board;
use super::effects::Effect;
use super::{
    CardId, CardKind, CardName, Cause, ClanView, Command, Decision, Figure, Game, God, Monster,
    Phase, PillageToken, Place, ProvinceId, ProvinceView, Region, SeatView, Stat, View,
};
use crate::engine::family::Family;
use crate::engine::rng::GameRng;
use crate::engine::{EverySeat, Level, Seat, Viewer};

/// What `level` plays for `seat` in `game`: the policy gets the seat's own view and legal
/// commands, nothing else of the game.
pub(crate) fn choose_for(
    game: &Game,
    seat: Seat,
    level: Level,
    rng: &mut GameRng,
) -> Option<Command> {
    if seat.0 >= game.state.players {
        return None;
    }
    let legal = game.legal_commands(seat);
    // One legal command: no view to read. `choose` would play it after one draw of noise, and
    // so does this (the same stream, so the same game).
    if let [only] = legal[..]
        && level != Level::Random
        && game.pending.is_some()
    {
        let _ = rng.below(1000);
        return Some(only);
    }
    // The view is written over the one this thread read last, keeping its memory (a playout
    // reads one for every decision); every field of it is written afresh.
    thread_local! {
        static VIEW: std::cell::RefCell<Option<SeatView>> = const { std::cell::RefCell::new(None) };
    }
    VIEW.with_borrow_mut(|kept| {
        let view = match kept {
            Some(view) => {
                game.write_public_view(&mut view.public);
                game.write_private_view(seat, &mut view.private);
                view
            }
            None => kept.insert(SeatView {
                public: game.public_view(),
                private: game.private_view(seat),
            }),
        };
        choose(view, &legal, level, rng)
    })
}

/// The legal commands of `seat` ranked by `level`'s heuristics, best first, at most `limit` (ties
/// keep the order of `legal_commands`). The random level ranks them in that order.
pub(crate) fn ranking_for(game: &Game, seat: Seat, level: Level, limit: usize) -> Vec<Command> {
    let View::Seat(view) = game.view(Viewer::Seat(seat)) else {
        return Vec::new();
    };
    let legal = game.legal_commands(seat);
    if level == Level::Random || view.public.pending.is_none() {
        return legal.into_iter().take(limit).collect();
    }
    let ctx = Ctx::new(&view, level);
    let mut scored: Vec<(f64, usize, Command)> = legal
        .iter()
        .enumerate()
        .map(|(i, c)| (ctx.score(*c), i, *c))
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    scored.into_iter().take(limit).map(|(_, _, c)| c).collect()
}

/// What the medium level suggests to `seat` (for `/hint`): its first-ranked command, from the
/// seat's own view and legal commands only, and the main reason it ranks first.
pub(crate) fn hint_for(game: &Game, seat: Seat) -> Option<(Command, Reason)> {
    let View::Seat(view) = game.view(Viewer::Seat(seat)) else {
        return None;
    };
    let command = *ranking_for(game, seat, Level::Medium, 1).first()?;
    let reason = if view.public.pending.is_some() {
        Ctx::new(&view, Level::Medium).explain(command)
    } else {
        Reason::Best
    };
    Some((command, reason))
}

/// Why the medium level ranks a command first: the main term of its score, in data (the
/// presentation words it). Chances are whole percents, as the seat's own view reckons them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    /// Draft a battle card of +`str`; the seat holds `held` battle cards already.
    DraftBattle {
        /// The card's STR.
        str: u32,
        /// Battle cards in the seat's hand.
        held: u32,
    },
    /// Draft an upgrade or a monster the clan can pay for this Age.
    DraftUpgrade {
        /// Its cost in Rage.
        cost: u32,
        /// The clan's Rage stat.
        rage: u32,
    },
    /// Draft (or commit to) a quest worth `glory`, `chance` % likely as the board stands.
    Quest {
        /// Glory it gives.
        glory: u32,
        /// Likelihood of fulfilling it this Age.
        chance: u32,
    },
    /// Keep the card worth most in the next Age.
    KeepBest,
    /// Pillage `province`: `chance` % to win the battle, for its reward.
    Pillage {
        /// The province.
        province: ProvinceId,
        /// Likelihood of winning.
        chance: u32,
        /// Its pillage reward.
        token: PillageToken,
    },
    /// The figures make a pillage of `province` likelier: `chance` % after.
    Strengthen {
        /// The province.
        province: ProvinceId,
        /// Likelihood of winning a pillage there afterwards.
        chance: u32,
    },
    /// A figure in this Age's Ragnarök province gives `glory` when Ragnarök destroys it.
    Ragnarok {
        /// Ragnarök's province this Age.
        province: ProvinceId,
        /// Glory per figure destroyed there.
        glory: u32,
    },
    /// The figure takes the lead in `province` for a committed quest worth `glory`.
    QuestLead {
        /// The province.
        province: ProvinceId,
        /// The quest's Glory.
        glory: u32,
    },
    /// The figure adds STR in `province` for the battles to come.
    Presence {
        /// The province.
        province: ProvinceId,
    },
    /// The upgrade is worth its cost for the rest of the game.
    Upgrade {
        /// Ages left, this one included.
        ages_left: u32,
    },
    /// No other action is worth the `rage` Rage left.
    Pass {
        /// Rage left.
        rage: u32,
    },
    /// Join the battle: its STR can still change who wins.
    Join {
        /// The seat's STR in the battle now, cards on the table included.
        mine: u32,
        /// The strongest other total.
        other: u32,
    },
    /// Stay out of the battle: it cannot be won, or it is won already.
    StayOut,
    /// The cheapest card that should still win (the winner discards its card).
    CardWins,
    /// The battle may be lost: the strongest card (losers take their cards back).
    CardStrongest,
    /// No card would change who wins.
    NoCard,
    /// The stat worth most now.
    Raise {
        /// The stat.
        stat: Stat,
    },
    /// Keep the strongest figure, lose the weakest.
    KeepStrongest,
    /// The quest's bonus counts as a battle card of +`bonus`.
    CountQuest {
        /// STR it adds.
        bonus: u32,
    },
    /// A free gift is worth taking.
    Free,
    /// Send the god where its rule helps the seat most: a god who rewards the winner (Odin,
    /// Thor) where the seat is strongest, one who helps the weaker (Tyr, Loki, Frigga) where
    /// another clan is.
    SendGod {
        /// The god.
        god: God,
        /// Whether the god rewards a battle's winner (else it helps the weaker side).
        rewards_winner: bool,
    },
    /// Anything else: the best choice by the computer clan's reckoning.
    Best,
}

/// The command `level` plays among `legal` (`None` if there is none).
pub fn choose(
    view: &SeatView,
    legal: &[Command],
    level: Level,
    rng: &mut GameRng,
) -> Option<Command> {
    if legal.is_empty() {
        return None;
    }
    if level == Level::Random || view.public.pending.is_none() {
        return Some(legal[rng.below(legal.len() as u32) as usize]);
    }
    let ctx = Ctx::new(view, level);
    // Easy plays a little loosely: up to half a point of noise; medium only breaks ties.
    let noise = if level == Level::Easy { 0.5 } else { 0.001 };
    let mut best = legal[0];
    let mut best_score = f64::NEG_INFINITY;
    for command in legal {
        let score = ctx.score(*command) + noise * f64::from(rng.below(1000)) / 1000.0;
        if score > best_score {
            best_score = score;
            best = *command;
        }
    }
    Some(best)
}

/// How a clan's Warriors count: the single and pair STR of its Warrior upgrade, if it has one
/// (read once per decision, [`Ctx::pairs`]).
type Pairs = Option<(u8, u8)>;

/// One clan's figures at one place, as [`Ctx::new`] counts them (Warriors apart: their STR
/// depends on how many stand together).
#[derive(Debug, Clone, Copy, Default)]
struct Tally {
    /// STR of everything but the Warriors.
    str: u32,
    /// Warriors.
    warriors: u32,
    /// STR of what may walk to a neighbouring province (not ships), but the Warriors.
    walk: u32,
    /// The same, arriving in Yggdrasil (a Dark Elf counts 3 there).
    walk_yggdrasil: u32,
    /// STR of the Monsters alone (all that counts in a Wolfman's battle, EX-08).
    monsters: u32,
}

impl Tally {
    /// Counts `figures` into one tally per seat (cleared first); a Dark Elf counts 3 in
    /// Yggdrasil.
    fn count(tallies: &mut Table<Tally>, figures: &[(Seat, Figure)], at_yggdrasil: bool) {
        let b = board();
        tallies.fill(Tally::default());
        for (seat, figure) in figures {
            let t = &mut tallies[*seat];
            match figure {
                Figure::Leader => {
                    let s = u32::from(b.leader_str);
                    t.str += s;
                    t.walk += s;
                    t.walk_yggdrasil += s;
                }
                Figure::Ship => t.str += u32::from(b.ship_str),
                Figure::Warrior => t.warriors += 1,
                Figure::Mystic => {
                    let s = u32::from(b.mystic_str);
                    t.str += s;
                    t.walk += s;
                    t.walk_yggdrasil += s;
                }
                Figure::Monster(m) if m.is_ship() => {
                    t.str += u32::from(m.str());
                    t.monsters += u32::from(m.str());
                }
                Figure::Monster(m) => {
                    let elsewhere = u32::from(m.str());
                    let yggdrasil = if *m == Monster::DarkElf { 3 } else { elsewhere };
                    let s = if at_yggdrasil { yggdrasil } else { elsewhere };
                    t.str += s;
                    t.monsters += s;
                    t.walk += elsewhere;
                    t.walk_yggdrasil += yggdrasil;
                }
            }
        }
    }
}

/// The STR of one Warrior and of a pair, by the clan's Warrior upgrade.
fn warrior_pairs(clan: &ClanView) -> Pairs {
    clan.upgrades
        .iter()
        .find_map(|(_, _, card)| match card.def().effect {
            Effect::WarriorPairs { single, pair } => Some((single, pair)),
            _ => None,
        })
}

/// STR of `n` Warriors standing together (the pair rules of the Warrior upgrades).
fn warriors_str(pairs: Pairs, n: u32) -> u32 {
    match pairs {
        Some((single, pair)) => u32::from(pair) * (n / 2) + u32::from(single) * (n % 2),
        None => n * u32::from(board().warrior_str),
    }
}

/// STR one more figure adds where it goes (a Warrior's pair bonus approximated by its average).
fn figure_str(pairs: Pairs, figure: Figure, to: Place) -> u32 {
    match figure {
        Figure::Leader => u32::from(board().leader_str),
        Figure::Ship => u32::from(board().ship_str),
        Figure::Warrior => warriors_str(pairs, 2).div_ceil(2),
        Figure::Mystic => u32::from(board().mystic_str),
        Figure::Monster(m) => {
            if m == Monster::DarkElf && to == Place::Province(ProvinceId::YGGDRASIL) {
                3
            } else {
                u32::from(m.str())
            }
        }
    }
}

/// The most seats a game has (`Game::new` refuses more).
const SEATS: usize = *<Game as Family>::PLAYERS.end() as usize;

/// A value per seat, inline.
type Table<T> = EverySeat<T, SEATS>;

/// What the seat reads off its view once per decision.
struct Ctx<'a> {
    view: &'a SeatView,
    level: Level,
    me: Seat,
    age: u8,
    /// STR per seat and province (figures in it plus its supporting fjord).
    str: Table<[u32; 9]>,
    /// STR per seat that could still walk in from adjacent provinces, per province.
    reach: Table<[u32; 9]>,
    /// How the seat's own Warriors count.
    pairs: Pairs,
}

impl<'a> Ctx<'a> {
    fn new(view: &'a SeatView, level: Level) -> Ctx<'a> {
        // Hard is search on top of medium (`ai::search`); asked directly, it plays as medium.
        let level = if level == Level::Hard {
            Level::Medium
        } else {
            level
        };
        let public = &view.public;
        let mut str = Table::filled([0u32; 9]);
        let mut reach = Table::filled([0u32; 9]);
        let mut pairs = Table::filled(None);
        for (pairs, clan) in pairs.iter_mut().zip(&public.clans) {
            *pairs = warrior_pairs(clan);
        }
        // What may walk out of each province (not its ships), counted where it arrives:
        // elsewhere, or in Yggdrasil (a Dark Elf counts 3 there).
        let mut walkers = Table::filled([[0u32; 2]; 9]);
        let mut here = Table::filled(Tally::default());
        let mut fjord = Table::filled(Tally::default());
        for p in public.provinces.iter().filter(|p| !p.destroyed) {
            Tally::count(&mut here, &p.figures, p.id.is_yggdrasil());
            fjord.fill(Tally::default());
            let mut fjord_figures: &[(Seat, Figure)] = &[];
            if let Some(f) = p.id.def().fjord {
                fjord_figures = &public.fjords[f.index()].figures;
                Tally::count(&mut fjord, fjord_figures, false);
            }
            // In a Wolfman's battle only the Monsters count (EX-08).
            let wolfman = p
                .figures
                .iter()
                .chain(fjord_figures)
                .any(|(_, f)| *f == Figure::Monster(Monster::Wolfman));
            let counted = here.iter().zip(fjord.iter()).zip(pairs.iter());
            for ((str, walkers), ((h, f), pairs)) in
                str.iter_mut().zip(walkers.iter_mut()).zip(counted)
            {
                let warriors = warriors_str(*pairs, h.warriors);
                str[p.id.index()] = if wolfman {
                    h.monsters + f.monsters
                } else {
                    h.str + warriors + f.str + warriors_str(*pairs, f.warriors)
                };
                walkers[p.id.index()] = [h.walk + warriors, h.walk_yggdrasil + warriors];
            }
        }
        for q in public.provinces.iter().filter(|q| !q.destroyed) {
            let from = q.id.def();
            for p in public.provinces.iter().filter(|p| !p.destroyed) {
                if q.id == p.id || !from.is_adjacent(p.id) {
                    continue;
                }
                let to = usize::from(p.id.is_yggdrasil());
                for (reach, walkers) in reach.iter_mut().zip(walkers.iter()) {
                    reach[p.id.index()] += walkers[q.id.index()][to];
                }
            }
        }
        let me = view.private.seat;
        Ctx {
            view,
            level,
            me,
            age: public.age,
            str,
            reach,
            pairs: pairs[me],
        }
    }

    /// STR one more figure of mine adds where it goes.
    fn figure_str(&self, figure: Figure, to: Place) -> u32 {
        figure_str(self.pairs, figure, to)
    }

    fn clan(&self, seat: Seat) -> &ClanView {
        &self.view.public.clans[seat]
    }

    fn mine(&self) -> &ClanView {
        self.clan(self.me)
    }

    fn province(&self, p: ProvinceId) -> &ProvinceView {
        &self.view.public.provinces[p.index()]
    }

    fn free_villages(&self, p: ProvinceId) -> u32 {
        let view = self.province(p);
        match view.villages {
            None => 99,
            Some(v) => u32::from(v).saturating_sub(view.figures.len() as u32),
        }
    }

    /// Glory-like worth of one point of current Rage (the currency of actions).
    fn rage_value(&self) -> f64 {
        match self.mine().rage {
            0..=2 => 1.6,
            3..=4 => 1.2,
            _ => 0.9,
        }
    }

    /// Worth of raising a stat one step now: what it does for the rest of the game plus the
    /// end-of-game bonus it adds.
    fn stat_value(&self, stat: Stat) -> f64 {
        let clan = self.mine();
        let step = clan.steps[stat.index()];
        if step >= 6 {
            return 0.0;
        }
        let bonus = &board().stats.end_bonus;
        let end = f64::from(bonus[step as usize]) - f64::from(bonus[step as usize - 1]);
        let ages_left = f64::from(3u8.saturating_sub(self.age) + 1);
        if self.level == Level::Easy {
            return 3.0;
        }
        let use_ = match stat {
            Stat::Rage => 1.4 * ages_left,
            Stat::Axes => 1.1 * ages_left,
            Stat::Horns => {
                let room = f64::from(clan.stats[Stat::Horns.index()]) - f64::from(clan.on_board);
                (if room <= 1.0 { 1.4 } else { 0.8 }) * ages_left
            }
        };
        use_ + end
    }

    /// What a successful pillage of `p` gives its pillager.
    fn reward(&self, p: ProvinceId) -> f64 {
        let pv = self.province(p);
        if pv.destroyed || pv.pillaged {
            return 0.0;
        }
        // Odin's province gives its reward twice (EX-14).
        let times = if self.god_at(p) == Some(God::Odin) {
            2.0
        } else {
            1.0
        };
        times * self.token_value(pv.token)
    }

    /// The god standing in a province (Gods of Asgard), if any.
    fn god_at(&self, p: ProvinceId) -> Option<God> {
        self.view
            .public
            .gods
            .iter()
            .find(|g| g.province == Some(p))
            .map(|g| g.god)
    }

    /// What sending `god` to `to` is worth to me: the gods who reward a battle's winner (Odin,
    /// Thor) where I am the strongest, the gods who help the weaker (Tyr, Loki, Frigga) where
    /// another clan is, weighed by what a pillage there would win (Heimdall is neutral).
    fn god_place_value(&self, god: God, to: ProvinceId) -> f64 {
        let i = to.index();
        let mine = f64::from(self.str[self.me][i] + self.reach[self.me][i]);
        let theirs = self
            .str
            .iter()
            .zip(self.reach.iter())
            .enumerate()
            .filter(|(s, _)| *s != self.me.index())
            .map(|(_, (str, reach))| f64::from(str[i] + reach[i]))
            .fold(0.0, f64::max);
        let lead = mine - theirs;
        let stake = 1.0 + self.token_value(self.province(to).token) / 5.0;
        let pull = match god {
            God::Odin | God::Thor => lead,
            God::Tyr | God::Loki => -lead,
            God::Frigga => mine.min(theirs) * 0.5,
            God::Heimdall => 0.0,
        };
        pull * stake
    }

    fn token_value(&self, token: PillageToken) -> f64 {
        match token {
            PillageToken::Glory => f64::from(board().glory_reward),
            PillageToken::AllStats => Stat::ALL.iter().map(|s| self.stat_value(*s)).sum(),
            t => t.stat().map_or(0.0, |s| self.stat_value(s)),
        }
    }

    /// The +STR of the seat's best battle card in hand.
    fn best_card(&self) -> u32 {
        self.view
            .private
            .hand
            .iter()
            .map(|c| c.def().battle_str())
            .max()
            .unwrap_or(0)
    }

    /// What the strongest opponent may bring to a battle in `p`: its STR there, for medium also
    /// what it can walk in (bounded by the free villages) and a card if it holds any.
    fn threat(&self, p: ProvinceId, extra_room: u32) -> u32 {
        self.threat_of(p, extra_room, false)
    }

    /// [`Ctx::threat`], or with `cards_only` the cards alone of the clans there or coming (in
    /// Tyr's battle figures count 0, EX-16).
    fn threat_of(&self, p: ProvinceId, extra_room: u32, cards_only: bool) -> u32 {
        let room = self.free_villages(p).saturating_sub(extra_room);
        self.view
            .public
            .clans
            .iter()
            .filter(|c| c.seat != self.me)
            .map(|c| {
                let here = self.str[c.seat][p.index()];
                if self.level == Level::Easy {
                    return here;
                }
                // Not every figure next door answers the call (measured in the arena: counting a
                // quarter of them plays best).
                let walk = self.reach[c.seat][p.index()].min(room * 3) / 4;
                // Figures walk in only to a battle they are part of, or can win.
                // A typical card of this Age, if it holds any (half of the best there is).
                let card = if c.hand > 0 {
                    u32::midpoint(2, u32::from(self.age))
                } else {
                    0
                };
                if here == 0 && walk == 0 {
                    0
                } else if cards_only {
                    card
                } else {
                    here + walk + card
                }
            })
            .max()
            .unwrap_or(0)
    }

    /// Whether another clan stands in `p` or may come to its battle (its figures count,
    /// whatever STR they have there).
    fn contested(&self, p: ProvinceId, extra_room: u32) -> bool {
        let room = self.free_villages(p).saturating_sub(extra_room);
        self.view.public.clans.iter().any(|c| {
            c.seat != self.me
                && (self.str[c.seat][p.index()] > 0
                    || (self.level != Level::Easy
                        && self.reach[c.seat][p.index()].min(room * 3) >= 4))
        }) || (self.figures_count_nothing(p) && self.others_there(p))
    }

    /// Whether figures may count 0 in a battle in `p` (Tyr's province, EX-16; a Wolfman there,
    /// EX-08), so that a clan there with no STR still fights.
    fn figures_count_nothing(&self, p: ProvinceId) -> bool {
        self.god_at(p) == Some(God::Tyr)
            || self
                .battle_figures(p)
                .any(|(_, f)| *f == Figure::Monster(Monster::Wolfman))
    }

    /// Whether another clan has a figure in `p` or its fjord.
    fn others_there(&self, p: ProvinceId) -> bool {
        self.battle_figures(p).any(|(s, _)| *s != self.me)
    }

    /// The figures standing in `p` and its fjord.
    fn battle_figures(&self, p: ProvinceId) -> impl Iterator<Item = &(Seat, Figure)> {
        let public = &self.view.public;
        let fjord: &[(Seat, Figure)] = p
            .def()
            .fjord
            .map_or(&[], |f| &public.fjords[f.index()].figures);
        self.province(p).figures.iter().chain(fjord)
    }

    /// The chance (0..1) that the seat wins a battle in `p` with `mine` STR before cards.
    fn win_chance(&self, p: ProvinceId, mine: u32, extra_room: u32) -> f64 {
        if !self.contested(p, extra_room) {
            return if mine > 0 { 1.0 } else { 0.0 };
        }
        // In Tyr's battle only the cards count (EX-16).
        let tyr = self.god_at(p) == Some(God::Tyr);
        let threat = self.threat_of(p, extra_room, tyr);
        let mine = if tyr {
            self.best_card()
        } else {
            mine + self.best_card()
        };
        let margin = f64::from(mine) - f64::from(threat);
        if self.level == Level::Easy {
            return if margin > 0.0 { 0.9 } else { 0.1 };
        }
        1.0 / (1.0 + (-(margin - 0.5) / 1.5).exp())
    }

    /// Worth of pillaging `p` now with `mine` STR there.
    fn pillage_value(&self, p: ProvinceId, mine: u32, reward: f64) -> f64 {
        if mine == 0 {
            return -5.0;
        }
        let chance = self.win_chance(p, mine, 0);
        let alone = !self.contested(p, 0);
        let axes = if alone {
            0.0
        } else {
            f64::from(self.mine().stats[Stat::Axes.index()])
        };
        // In Frigga's battle nobody dies (EX-18), and where all my figures are Mystics that
        // Frigga's Chosen saves (EX-25) none of mine does: a pillage lost there costs me nothing
        // (my figures stay or escape, my cards come back), so the same pillage could be chosen
        // again and again. Only a sure win is tried there (never less than passing).
        let lost = if self.deathless(p) {
            if !alone && !self.sure_win(p, mine) {
                return -1.0e6;
            }
            0.0
        } else {
            f64::from(self.count_at(p)) * 0.8
        };
        chance * (reward + axes) - (1.0 - chance) * (lost + 1.0)
    }

    /// Whether none of my figures can die in a battle in `p`: Frigga's province (EX-18), or all
    /// mine there are Mystics that Frigga's Chosen saves (EX-25).
    fn deathless(&self, p: ProvinceId) -> bool {
        if self.god_at(p) == Some(God::Frigga) {
            return true;
        }
        let escapes = self
            .mine()
            .upgrades
            .iter()
            .any(|(_, _, c)| c.def().effect == Effect::MysticEscape);
        escapes
            && self
                .battle_figures(p)
                .filter(|(s, _)| *s == self.me)
                .all(|(_, f)| *f == Figure::Mystic)
    }

    /// Whether `mine` STR and the seat's best card beat in `p` whatever the others could bring:
    /// every figure there and that may come, and the strongest card of the Age for a clan
    /// holding any.
    fn sure_win(&self, p: ProvinceId, mine: u32) -> bool {
        let best_card = catalogue_best(self.age);
        let most = self
            .view
            .public
            .clans
            .iter()
            .filter(|c| c.seat != self.me)
            .map(|c| {
                let card = if c.hand > 0 { best_card } else { 0 };
                self.str[c.seat][p.index()] + self.reach[c.seat][p.index()] + card
            })
            .max()
            .unwrap_or(0);
        mine + self.best_card() > most
    }

    fn count_at(&self, p: ProvinceId) -> u32 {
        self.province(p)
            .figures
            .iter()
            .filter(|(s, _)| *s == self.me)
            .count() as u32
    }

    /// Province of this Age's Ragnarök (Fenrir's, when he takes the doomed one's place).
    fn ragnarok(&self) -> ProvinceId {
        let public = &self.view.public;
        public
            .ragnarok_target
            .unwrap_or(public.ragnarok[usize::from(self.age.clamp(1, 3) - 1)])
    }

    /// Glory per figure that dies in this Age's Ragnarök.
    fn ragnarok_glory(&self) -> f64 {
        f64::from(board().ragnarok_glory[usize::from(self.age.clamp(1, 3) - 1)])
    }

    /// How likely a quest card is fulfilled in this Age's Quest phase (0..1).
    fn quest_chance(&self, card: CardId) -> f64 {
        let leads = |p: ProvinceId| {
            let mine = self.str[self.me][p.index()];
            let other = self.threat(p, 0);
            if self.province(p).destroyed {
                0.0
            } else if mine > other {
                0.8
            } else if mine > 0 {
                0.45
            } else {
                0.2
            }
        };
        let region = |r: Region| {
            ProvinceId::outer()
                .filter(|p| p.def().region == Some(r))
                .map(leads)
                .fold(0.0, f64::max)
        };
        match card.def().effect {
            Effect::MostStrInRegion(r) => region(r),
            Effect::MostStrInYggdrasil => leads(ProvinceId::YGGDRASIL),
            Effect::FiguresInValhalla(count) => {
                let dead = self.mine().valhalla.len() as f64;
                (0.15 + dead / f64::from(count)).min(0.9)
            }
            Effect::MostStrInMany(count) => {
                let led = ProvinceId::all().filter(|p| leads(*p) >= 0.8).count();
                if led == 0 {
                    0.2
                } else if led < usize::from(count) {
                    0.45
                } else {
                    0.8
                }
            }
            _ => 0.0,
        }
    }

    /// Worth of a card to hold (for the draft and the card kept between Ages).
    fn card_value(&self, card: CardId) -> f64 {
        let def = card.def();
        let easy = self.level == Level::Easy;
        match def.kind {
            CardKind::Battle => {
                let text = if def.text.is_empty() { 0.0 } else { 1.0 };
                f64::from(def.battle_str()) + text
            }
            CardKind::Monster => {
                let cost = f64::from(def.cost.unwrap_or(0));
                let s = f64::from(def.str.unwrap_or(0));
                if easy { s + 1.0 } else { s + 2.5 - 0.3 * cost }
            }
            CardKind::Upgrade => {
                if easy {
                    return 3.0;
                }
                let cost = f64::from(def.cost.unwrap_or(0));
                let ages_left = f64::from(3u8.saturating_sub(self.age) + 1);
                if def.effect.is_mystic() {
                    return self.mystic_upgrade_value(def.effect, ages_left);
                }
                let base = match def.id {
                    CardName::OdinsThrone
                    | CardName::ThorsGlory
                    | CardName::TyrsChallenge
                    | CardName::MastersInArms
                    | CardName::LordOfSpears => 5.0,
                    CardName::FireDragons | CardName::EternalDragons => 4.0,
                    _ => 3.5,
                };
                base + 0.5 * ages_left - 0.4 * cost
            }
            CardKind::Quest => {
                let glory = f64::from(def.glory.unwrap_or(0));
                if easy {
                    glory * 0.4
                } else {
                    glory * self.quest_chance(card)
                }
            }
        }
    }

    /// My Mystics out of the supply (in the reserve, in Valhalla or on the board).
    fn mystics_out(&self) -> usize {
        let mine = self.mine();
        let kept = mine
            .reserve
            .iter()
            .chain(&mine.valhalla)
            .filter(|f| **f == Figure::Mystic)
            .count();
        let on_board = self
            .view
            .public
            .provinces
            .iter()
            .flat_map(|p| &p.figures)
            .filter(|(s, f)| *s == self.me && *f == Figure::Mystic)
            .count();
        kept + on_board
    }

    /// Worth of a Mystic upgrade (Mystics of Midgard): the Mystic it brings while not all are
    /// out (a free STR 2 figure that invades for 0), and its ability for the Ages left.
    fn mystic_upgrade_value(&self, effect: Effect, ages_left: f64) -> f64 {
        let most = usize::from(board().mystics);
        let out = self.mystics_out();
        let figure = if out < most { 3.0 } else { 0.0 };
        let mystics = (out + 1).min(most) as f64;
        let ability = match effect {
            // Each Mystic outlives a lost battle.
            Effect::MysticEscape => 0.6 * mystics,
            // A free invasion that also kills.
            Effect::MysticStrike => 1.5,
            Effect::MysticWinGlory(per) => 0.25 * f64::from(per) * mystics,
            _ => 0.0,
        };
        figure + ability * ages_left.min(2.0)
    }

    /// Worth of one more figure of mine arriving at `to` (after paying for it).
    fn arrival_value(&self, figure: Figure, to: Place) -> f64 {
        let add = self.figure_str(figure, to);
        let provinces: Vec<ProvinceId> = match to {
            Place::Province(p) => vec![p],
            Place::Fjord(f) => f.supports().to_vec(),
        };
        let mut best = 0.0f64;
        for p in provinces {
            if self.province(p).destroyed {
                continue;
            }
            let mine = self.str[self.me][p.index()];
            let mut v = f64::from(add) * 0.3;
            // A pillage this figure makes winnable.
            let reward = self.reward(p);
            if reward > 0.0 {
                let before = if mine == 0 {
                    0.0
                } else {
                    self.pillage_value(p, mine, reward).max(0.0)
                };
                let after = self.pillage_value(p, mine + add, reward).max(0.0);
                v += 0.7 * (after - before);
            }
            // Ragnarök: a figure that dies there gives Glory (medium counts the risk of an
            // earlier death in battle).
            if p == self.ragnarok() && matches!(to, Place::Province(_)) {
                v += self.ragnarok_glory() * if self.level == Level::Easy { 0.6 } else { 0.8 };
            }
            // Committed quests this presence helps.
            if self.level == Level::Medium {
                for q in &self.view.private.quests {
                    if quest_province(q.def().effect, p) {
                        let glory = f64::from(q.def().glory.unwrap_or(0));
                        let other = self.threat(p, 0);
                        if mine <= other && mine + add > other {
                            v += 0.5 * glory;
                        }
                    }
                }
            }
            best = best.max(v);
        }
        best
    }

    fn invade_value(&self, figure: Figure, to: Place, cost: f64) -> f64 {
        self.arrival_value(figure, to) - cost * self.rage_value()
    }

    /// Rage to invade with `figure` into `to` (none into my Mystic Troll's province, EX-09).
    fn invade_cost(&self, figure: Figure, to: Place) -> f64 {
        if let Place::Province(p) = to
            && self
                .province(p)
                .figures
                .contains(&(self.me, Figure::Monster(Monster::MysticTroll)))
        {
            return 0.0;
        }
        f64::from(match figure {
            Figure::Leader | Figure::Mystic => 0,
            Figure::Warrior => self.pairs.map_or(1, |(single, _)| u32::from(single)),
            Figure::Ship => 2,
            Figure::Monster(m) => u32::from(m.invade_cost()),
        })
    }

    /// Worth of marching my movable figures from one province to another.
    fn march_value(&self, from: ProvinceId, to: ProvinceId) -> f64 {
        let movers: Vec<Figure> = self
            .province(from)
            .figures
            .iter()
            .filter(|(s, f)| *s == self.me && !f.is_ship())
            .map(|(_, f)| *f)
            .take(self.free_villages(to) as usize)
            .collect();
        if movers.is_empty() {
            return -5.0;
        }
        let moved: u32 = movers
            .iter()
            .map(|f| self.figure_str(*f, Place::Province(to)))
            .sum();
        let have = self.str[self.me][to.index()];
        let reward = self.reward(to);
        let gain = if reward > 0.0 {
            self.pillage_value(to, have + moved, reward)
                - self.pillage_value(to, have, reward).max(0.0)
        } else {
            0.0
        };
        let rag = self.ragnarok_glory() * movers.len() as f64;
        let ragnarok = if to == self.ragnarok() {
            0.6 * rag
        } else if from == self.ragnarok() {
            -0.8 * rag
        } else {
            0.0
        };
        0.8 * gain.max(0.0) + ragnarok - self.rage_value()
    }

    /// Worth of taking the upgrade `card` into `slot`.
    fn upgrade_value(&self, card: CardId, slot: u8) -> f64 {
        let def = card.def();
        let mut cost = f64::from(def.cost.unwrap_or(0));
        let discount: u8 = self
            .mine()
            .upgrades
            .iter()
            .filter_map(|(_, _, c)| match c.def().effect {
                Effect::UpgradeDiscount(n) => Some(n),
                _ => None,
            })
            .sum();
        if discount > 0 {
            cost = (cost - f64::from(discount)).max(0.0);
        }
        let replaced = def.slot.and_then(|kind| {
            self.mine()
                .upgrades
                .iter()
                .find(|(k, i, _)| *k == kind && *i == slot)
                .map(|(_, _, c)| *c)
        });
        let lost = replaced.map_or(0.0, |c| self.card_value(c) + 1.0);
        // A monster (or a troop upgrade with a figure in reserve) comes with a free invasion.
        let invade = if def.kind == CardKind::Monster {
            2.0
        } else {
            0.5
        };
        self.card_value(card) + invade - lost - cost * self.rage_value()
    }

    /// The seat's total STR in the battle being fought, and the strongest other total (cards on
    /// the table counted).
    fn battle_totals(&self) -> Option<(ProvinceId, u32, u32)> {
        let battle = self.view.public.battle.as_ref()?;
        let p = battle.province;
        let card = |s: Seat| -> u32 {
            battle
                .table
                .iter()
                .filter(|c| c.seat == s)
                .map(|c| c.card.def().battle_str() + c.quest_bonus)
                .sum()
        };
        let mine = self.str[self.me][p.index()] + card(self.me);
        let other = battle
            .participants
            .iter()
            .filter(|s| **s != self.me)
            .map(|s| self.str[*s][p.index()] + card(*s))
            .max()
            .unwrap_or(0);
        Some((p, mine, other))
    }

    fn is_participant(&self) -> bool {
        self.view
            .public
            .battle
            .as_ref()
            .is_some_and(|b| b.participants.contains(&self.me) || b.pillager == self.me)
    }

    /// Score of one legal command.
    #[allow(clippy::too_many_lines)]
    fn score(&self, command: Command) -> f64 {
        let decision = self
            .view
            .public
            .pending
            .as_ref()
            .map(|p| &p.decision)
            .expect("checked by choose");
        match (decision, &command) {
            (Decision::Draft { .. }, Command::Draft { card }) => self.draft_value(*card),
            (Decision::Keep { .. }, Command::Keep { card }) => self.card_value(*card),
            (Decision::Action, c) => self.action_value(*c),
            (
                Decision::FreeInvade { .. } | Decision::Blessing { .. },
                Command::Invade { figure, to },
            ) => self.invade_value(*figure, *to, 0.0) + 0.5,
            (Decision::March { to, .. }, Command::Move { figure }) => {
                if *to == self.ragnarok() || self.reward(*to) > 0.0 || self.level == Level::Easy {
                    1.0 + 0.1 * f64::from(self.figure_str(*figure, Place::Province(*to)))
                } else {
                    0.2
                }
            }
            (Decision::CallToBattle { province }, Command::Join { figure, from }) => {
                self.join_value(*province, *figure, *from)
            }
            (
                Decision::BattleCard { .. } | Decision::OpenCard { .. } | Decision::LateCard { .. },
                Command::Play { card },
            ) => self.battle_card_value(*card, matches!(decision, Decision::LateCard { .. })),
            (Decision::MoveGod { god, .. }, Command::MoveGod { to }) => {
                self.god_place_value(*god, *to)
            }
            (Decision::CountQuest { bonus, .. }, Command::CountQuest) => f64::from(*bonus),
            (Decision::Spare { .. }, Command::Spare { figure, at }) => {
                f64::from(self.figure_str(*figure, *at))
                    + if figure.is_monster() { 1.0 } else { 0.0 }
            }
            (Decision::Save { .. }, Command::Retreat) => 2.0,
            // Frigga's Chosen: a Mystic kept (worth less than Ragnarök's Glory for dying).
            (Decision::Save { cause, .. }, Command::Escape { to }) => {
                let keep = if *cause == Cause::Ragnarok {
                    1.5 - self.ragnarok_glory()
                } else {
                    2.0
                };
                keep + 0.1 * self.arrival_value(Figure::Mystic, Place::Province(*to))
            }
            (Decision::Save { figure, .. }, Command::Protect) => {
                let worth = if figure.is_monster() || *figure == Figure::Leader {
                    3.0
                } else {
                    1.5
                };
                worth - self.rage_value()
            }
            (Decision::Prowess { .. }, Command::Keep { card }) => {
                self.card_value(*card) - 1.0 - self.rage_value()
            }
            (Decision::Raise { .. }, Command::Raise { stat }) => self.stat_value(*stat),
            (Decision::Succor { .. } | Decision::Blessing { .. }, Command::Accept) => 1.0,
            (Decision::ThorsDomain { province }, Command::Accept) => {
                let mine = self.str[self.me][province.index()];
                self.pillage_value(*province, mine, self.reward(*province))
                    - 2.0 * self.rage_value()
            }
            (Decision::LordOfHammers { from }, Command::MoveLeader { to, giant }) => {
                let figure = leader_figure(*giant);
                self.arrival_value(figure, Place::Province(*to))
                    - self.arrival_value(figure, Place::Province(*from))
            }
            (Decision::Sacrifice { .. }, Command::Destroy { figure, at }) => {
                // Lose the weakest; one in Ragnarök's province dies there for Glory anyway.
                let at_ragnarok = *at == Place::Province(self.ragnarok());
                -f64::from(self.figure_str(*figure, *at)) - if at_ragnarok { 2.0 } else { 0.0 }
            }
            // Declining, finishing, or anything else: the neutral choice.
            _ => 0.0,
        }
    }

    /// Whole percents of a chance.
    fn percent(chance: f64) -> u32 {
        // A chance lies in 0..=1, so this is 0..=100.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let p = (chance * 100.0).round().clamp(0.0, 100.0) as u32;
        p
    }

    /// The main term of `command`'s score, as a [`Reason`].
    fn explain(&self, command: Command) -> Reason {
        let Some(decision) = self.view.public.pending.as_ref().map(|p| &p.decision) else {
            return Reason::Best;
        };
        match (decision, command) {
            (Decision::Draft { .. }, Command::Draft { card }) => self.draft_reason(card),
            (Decision::Keep { .. } | Decision::Prowess { .. }, Command::Keep { .. }) => {
                Reason::KeepBest
            }
            (Decision::Action, Command::Pillage { province } | Command::Challenge { province }) => {
                self.pillage_reason(province)
            }
            (Decision::ThorsDomain { province }, Command::Accept) => self.pillage_reason(*province),
            (_, Command::Invade { figure, to } | Command::Recall { figure, to }) => {
                self.arrival_reason(figure, to)
            }
            (Decision::Action, Command::March { from, to }) => self.march_reason(from, to),
            (Decision::March { to, .. }, Command::Move { .. }) => {
                if *to == self.ragnarok() {
                    self.ragnarok_reason()
                } else if self.reward(*to) > 0.0 {
                    let mine = self.str[self.me][to.index()];
                    Reason::Strengthen {
                        province: *to,
                        chance: Self::percent(self.win_chance(*to, mine, 0)),
                    }
                } else {
                    Reason::Presence { province: *to }
                }
            }
            (Decision::Action, Command::Upgrade { .. }) => Reason::Upgrade {
                ages_left: u32::from(3u8.saturating_sub(self.age) + 1),
            },
            (Decision::Action, Command::Quest { card }) => Reason::Quest {
                glory: card.def().glory.unwrap_or(0),
                chance: Self::percent(self.quest_chance(card)),
            },
            (Decision::Action, Command::Pass) => Reason::Pass {
                rage: self.mine().rage,
            },
            (Decision::CallToBattle { .. }, Command::Join { .. }) => {
                let (mine, other) = self.battle_totals().map_or((0, 0), |(_, m, o)| (m, o));
                Reason::Join { mine, other }
            }
            (Decision::CallToBattle { .. }, Command::Done) => Reason::StayOut,
            (
                Decision::BattleCard { .. } | Decision::OpenCard { .. } | Decision::LateCard { .. },
                Command::Play { card },
            ) => {
                let late = matches!(decision, Decision::LateCard { .. });
                let plus = f64::from(card.def().battle_str());
                if self.card_needed(late).is_some_and(|needed| plus > needed) {
                    Reason::CardWins
                } else {
                    Reason::CardStrongest
                }
            }
            (Decision::LateCard { .. }, Command::Done) => Reason::NoCard,
            (Decision::CountQuest { bonus, .. }, Command::CountQuest) => {
                Reason::CountQuest { bonus: *bonus }
            }
            (Decision::Raise { .. }, Command::Raise { stat }) => Reason::Raise { stat },
            (Decision::Spare { .. }, Command::Spare { .. })
            | (Decision::Sacrifice { .. }, Command::Destroy { .. }) => Reason::KeepStrongest,
            (Decision::LordOfHammers { .. }, Command::MoveLeader { to, giant }) => {
                self.arrival_reason(leader_figure(giant), Place::Province(to))
            }
            (Decision::Action, Command::Strike { to, .. }) => {
                self.arrival_reason(Figure::Mystic, Place::Province(to))
            }
            (Decision::Succor { .. } | Decision::Blessing { .. }, Command::Accept)
            | (Decision::Save { .. }, Command::Retreat | Command::Escape { .. }) => Reason::Free,
            (Decision::MoveGod { god, .. }, Command::MoveGod { .. }) if *god != God::Heimdall => {
                Reason::SendGod {
                    god: *god,
                    rewards_winner: matches!(god, God::Odin | God::Thor),
                }
            }
            _ => Reason::Best,
        }
    }

    fn pillage_reason(&self, province: ProvinceId) -> Reason {
        let mine = self.str[self.me][province.index()];
        Reason::Pillage {
            province,
            chance: Self::percent(self.win_chance(province, mine, 0)),
            token: self.province(province).token,
        }
    }

    fn draft_reason(&self, card: CardId) -> Reason {
        let def = card.def();
        match def.kind {
            CardKind::Battle => Reason::DraftBattle {
                str: def.battle_str(),
                held: self
                    .view
                    .private
                    .hand
                    .iter()
                    .filter(|c| c.def().kind == CardKind::Battle)
                    .count() as u32,
            },
            CardKind::Upgrade | CardKind::Monster => Reason::DraftUpgrade {
                cost: u32::from(def.cost.unwrap_or(0)),
                rage: u32::from(self.mine().stats[Stat::Rage.index()]),
            },
            CardKind::Quest => Reason::Quest {
                glory: def.glory.unwrap_or(0),
                chance: Self::percent(self.quest_chance(card)),
            },
        }
    }

    fn ragnarok_reason(&self) -> Reason {
        Reason::Ragnarok {
            province: self.ragnarok(),
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
            glory: self.ragnarok_glory() as u32,
        }
    }

    /// The largest term of [`Ctx::arrival_value`] in the province where it is largest.
    fn arrival_reason(&self, figure: Figure, to: Place) -> Reason {
        let add = self.figure_str(figure, to);
        let provinces: Vec<ProvinceId> = match to {
            Place::Province(p) => vec![p],
            Place::Fjord(f) => f.supports().to_vec(),
        };
        let mut best: Option<(f64, Reason)> = None;
        for p in provinces {
            if self.province(p).destroyed {
                continue;
            }
            let mine = self.str[self.me][p.index()];
            let mut terms = vec![(f64::from(add) * 0.3, Reason::Presence { province: p })];
            let reward = self.reward(p);
            if reward > 0.0 {
                let before = if mine == 0 {
                    0.0
                } else {
                    self.pillage_value(p, mine, reward).max(0.0)
                };
                let after = self.pillage_value(p, mine + add, reward).max(0.0);
                terms.push((
                    0.7 * (after - before),
                    Reason::Strengthen {
                        province: p,
                        chance: Self::percent(self.win_chance(p, mine + add, 0)),
                    },
                ));
            }
            if p == self.ragnarok() && matches!(to, Place::Province(_)) {
                terms.push((0.8 * self.ragnarok_glory(), self.ragnarok_reason()));
            }
            for q in &self.view.private.quests {
                if quest_province(q.def().effect, p) {
                    let glory = f64::from(q.def().glory.unwrap_or(0));
                    let other = self.threat(p, 0);
                    if mine <= other && mine + add > other {
                        terms.push((
                            0.5 * glory,
                            Reason::QuestLead {
                                province: p,
                                #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
                                glory: glory as u32,
                            },
                        ));
                    }
                }
            }
            let total: f64 = terms.iter().map(|t| t.0).sum();
            let main = terms
                .into_iter()
                .fold(None::<(f64, Reason)>, |acc, t| match acc {
                    Some(a) if a.0 >= t.0 => Some(a),
                    _ => Some(t),
                })
                .map_or(Reason::Presence { province: p }, |t| t.1);
            if best.as_ref().is_none_or(|b| total > b.0) {
                best = Some((total, main));
            }
        }
        best.map_or(Reason::Best, |b| b.1)
    }

    /// The larger term of [`Ctx::march_value`].
    fn march_reason(&self, from: ProvinceId, to: ProvinceId) -> Reason {
        if to == self.ragnarok() {
            return self.ragnarok_reason();
        }
        if self.reward(to) > 0.0 {
            let moved: u32 = self
                .province(from)
                .figures
                .iter()
                .filter(|(s, f)| *s == self.me && !f.is_ship())
                .take(self.free_villages(to) as usize)
                .map(|(_, f)| self.figure_str(*f, Place::Province(to)))
                .sum();
            let have = self.str[self.me][to.index()];
            return Reason::Strengthen {
                province: to,
                chance: Self::percent(self.win_chance(to, have + moved, 0)),
            };
        }
        Reason::Presence { province: to }
    }

    /// Worth of drafting `card`: medium prefers what fits its clan and this Age.
    fn draft_value(&self, card: CardId) -> f64 {
        let v = self.card_value(card);
        if self.level == Level::Easy {
            return v;
        }
        let def = card.def();
        match def.kind {
            // Battle cards win battles, and more of them are needed when many battles are ahead.
            CardKind::Battle => {
                let held = self
                    .view
                    .private
                    .hand
                    .iter()
                    .filter(|c| c.def().kind == CardKind::Battle)
                    .count() as f64;
                v + (2.0 - 0.5 * held).max(0.0)
            }
            // Upgrades the clan can pay for this Age.
            CardKind::Upgrade | CardKind::Monster => {
                let cost = f64::from(def.cost.unwrap_or(0));
                let rage = f64::from(self.mine().stats[Stat::Rage.index()]);
                if cost > rage - 1.0 { v - 2.0 } else { v }
            }
            CardKind::Quest => v,
        }
    }

    fn action_value(&self, command: Command) -> f64 {
        match &command {
            Command::Pillage { province } => {
                let mine = self.str[self.me][province.index()];
                self.pillage_value(*province, mine, self.reward(*province)) + 0.5
            }
            Command::Challenge { province } => {
                let mine = self.str[self.me][province.index()];
                let token = self.token_value(self.province(*province).token);
                self.pillage_value(*province, mine, token) - 2.0 * self.rage_value()
            }
            Command::Invade { figure, to } => {
                self.invade_value(*figure, *to, self.invade_cost(*figure, *to))
            }
            Command::Recall { figure, to } => self.invade_value(*figure, *to, 1.0),
            Command::March { from, to } => self.march_value(*from, *to),
            Command::Upgrade { card, slot } => self.upgrade_value(*card, *slot),
            Command::Quest { card } => {
                let glory = f64::from(card.def().glory.unwrap_or(0));
                let chance = if self.level == Level::Easy {
                    0.5
                } else {
                    self.quest_chance(*card)
                };
                // Late in the Action phase, what stands now is what will be counted.
                glory * chance - 0.5
            }
            Command::Sacrifice => -2.0,
            // Odin's Chosen: a free Mystic where it goes, and one enemy figure fewer there.
            Command::Strike { to, victim, .. } => {
                let at = Place::Province(*to);
                self.invade_value(Figure::Mystic, at, 0.0)
                    + 0.8 * f64::from(self.figure_str(*victim, at))
            }
            Command::Pass => self.pass_value(),
            _ => 0.0,
        }
    }

    /// Passing throws away the Rage left: worth it only when nothing else is.
    fn pass_value(&self) -> f64 {
        if self.view.public.phase != Phase::Action {
            return 0.0;
        }
        let rage = f64::from(self.mine().rage);
        if self.level == Level::Easy {
            -0.2
        } else {
            -0.3 * rage
        }
    }

    fn join_value(&self, province: ProvinceId, figure: Figure, from: ProvinceId) -> f64 {
        let add = self.figure_str(figure, Place::Province(province));
        let Some((_, mine, other)) = self.battle_totals() else {
            return -1.0;
        };
        let card = self.best_card();
        let in_battle = self.is_participant();
        let leaving = if from == self.ragnarok() {
            -0.5 * self.ragnarok_glory()
        } else {
            0.0
        };
        if !in_battle {
            // Joining makes us a participant: only worth it to win the battle (the winner gets
            // Axes Glory even if it is not the pillager).
            let axes = f64::from(self.mine().stats[Stat::Axes.index()]);
            return if mine + add + card > other + if self.level == Level::Easy { 0 } else { 3 } {
                0.6 * axes - 1.0 + leaving
            } else {
                -2.0
            };
        }
        // Already in: add STR while it changes who wins.
        let margin = i64::from(mine + card) - i64::from(other);
        let need = if self.level == Level::Easy { 0 } else { 3 };
        if margin <= need {
            2.0 + 0.2 * f64::from(add) + leaving
        } else {
            0.2 + leaving
        }
    }

    /// The STR a card must add to win the battle being fought (`None` outside a battle).
    fn card_needed(&self, late: bool) -> Option<f64> {
        let (_, mine, other) = self.battle_totals()?;
        // Opponents who still hold cards may add one (face down, unknown).
        let theirs = if late { 0.0 } else { 2.0 + f64::from(self.age) };
        Some(f64::from(other) + theirs - f64::from(mine))
    }

    fn battle_card_value(&self, card: CardId, late: bool) -> f64 {
        let def = card.def();
        let plus = f64::from(def.battle_str());
        if self.level == Level::Easy {
            return plus
                + if def.kind == CardKind::Battle {
                    0.5
                } else {
                    0.0
                };
        }
        let Some(needed) = self.card_needed(late) else {
            return plus;
        };
        let keep = self.card_value(card);
        if plus > needed {
            // It wins: the winner discards its card, so play the cheapest winner.
            10.0 - 0.5 * keep
        } else if late {
            -1.0
        } else {
            // It may not win: losers take their cards back, so play the strongest.
            plus
        }
    }
}

/// Whether a quest counts presence in province `p`.
fn quest_province(quest: Effect, p: ProvinceId) -> bool {
    match quest {
        Effect::MostStrInRegion(r) => p.def().region == Some(r),
        Effect::MostStrInYggdrasil => p.is_yggdrasil(),
        Effect::MostStrInMany(_) => true,
        _ => false,
    }
}

/// The figure a Lord of Hammers move takes: the Leader, or the Mountain Giant (EX-06).
/// The highest printed +STR of a battle card of `age`'s deck (a card a clan may hold).
fn catalogue_best(age: u8) -> u32 {
    super::data::catalogue()
        .rows
        .iter()
        .filter(|r| r.age <= age.max(1))
        .map(super::data::CardDef::battle_str)
        .max()
        .unwrap_or(0)
}

fn leader_figure(giant: bool) -> Figure {
    if giant {
        Figure::Monster(super::data::Monster::MountainGiant)
    } else {
        Figure::Leader
    }
}
