//! Views: the game as one viewer may see it (3.18). The public view has no hidden card in it at
//! all, so whatever draws or prints it cannot leak one; a seat's view adds that seat's own cards.

use super::Game;
use super::command::{Figure, Place};
use super::data::{
    CardId, FJORDS, FjordId, God, Monster, PROVINCES, PillageToken, ProvinceId, Slot,
};
use super::pending::Pending;
use super::state::{Loc, Phase, Played, slot_base};
use crate::engine::{Outcome, PerSeat, Seat, Viewer};
use serde::Serialize;

/// A province as everybody sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ProvinceView {
    /// The province.
    pub id: ProvinceId,
    /// Destroyed by Ragnarök (or before play).
    pub destroyed: bool,
    /// Its pillage token.
    pub token: PillageToken,
    /// The token shows its pillaged side.
    pub pillaged: bool,
    /// Villages (`None`: Yggdrasil, unlimited).
    pub villages: Option<u8>,
    /// Figures standing there.
    pub figures: Vec<(Seat, Figure)>,
}

/// A fjord as everybody sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FjordView {
    /// The fjord.
    pub id: FjordId,
    /// Open while a province it supports stands.
    pub open: bool,
    /// Ships (and the Sea Serpent) in it.
    pub figures: Vec<(Seat, Figure)>,
}

/// A clan's sheet as everybody sees it: counts of hidden cards, never the cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ClanView {
    /// The seat.
    pub seat: Seat,
    /// The clan playing that seat.
    pub clan: crate::engine::ClanName,
    /// Glory.
    pub glory: u32,
    /// Current Rage.
    pub rage: u32,
    /// Steps (1-6) of Rage, Axes, Horns.
    pub steps: [u8; 3],
    /// Values of Rage, Axes, Horns.
    pub stats: [u8; 3],
    /// Passed this Action phase.
    pub passed: bool,
    /// Cards in hand.
    pub hand: u8,
    /// Committed quests (face down).
    pub quests: u8,
    /// Committed quests once the Quest phase has revealed them.
    pub revealed_quests: Vec<CardId>,
    /// Holds a card set aside from the previous Age.
    pub carried: bool,
    /// Upgrades on the sheet: slot kind, index among that kind, card.
    pub upgrades: Vec<(Slot, u8, CardId)>,
    /// Figures in reserve.
    pub reserve: Vec<Figure>,
    /// Figures in Valhalla.
    pub valhalla: Vec<Figure>,
    /// Figures on the board.
    pub on_board: u8,
    /// Monsters the clan owns.
    pub monsters: Vec<Monster>,
}

/// The battle being fought, as everybody sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BattleView {
    /// Where.
    pub province: ProvinceId,
    /// Who pillages.
    pub pillager: Seat,
    /// A Tyr's Challenge re-pillage.
    pub challenge: bool,
    /// Participants from the pillager clockwise.
    pub participants: Vec<Seat>,
    /// Participants who have put a card face down this round (not which card).
    pub chosen: Vec<Seat>,
    /// Cards face up on the table.
    pub table: Vec<Played>,
    /// Reveal round.
    pub round: u8,
    /// Totals, once compared.
    pub totals: Vec<(Seat, u32)>,
    /// The winner, once known.
    pub winner: Option<Seat>,
}

/// Everything public about the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PublicView {
    /// Players.
    pub players: u8,
    /// Age (1-3).
    pub age: u8,
    /// Phase.
    pub phase: Phase,
    /// First-player token holder.
    pub first_player: Seat,
    /// Whose Action-phase turn it is.
    pub turn: Option<Seat>,
    /// The Doom token's province.
    pub doom: Option<ProvinceId>,
    /// Province named by each Age's Ragnarök token.
    pub ragnarok: [ProvinceId; 3],
    /// The province this Age's Ragnarök will destroy: the Doom token's, or Fenrir's (EX-07).
    /// Read by the computer clans; not serialised, so that the views stored games are compared
    /// with stay as they were (the board shows the Doom token and Fenrir).
    #[serde(skip)]
    pub ragnarok_target: Option<ProvinceId>,
    /// The nine provinces.
    pub provinces: Vec<ProvinceView>,
    /// The four fjords.
    pub fjords: Vec<FjordView>,
    /// Gods of Asgard: the game's two gods and where each stands (empty without the option, and
    /// then not written, so the views of stored games compare as before).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub gods: Vec<GodView>,
    /// Where the god being moved may go, while its pillager chooses (drawn on the board; not
    /// serialised).
    #[serde(skip)]
    pub god_moves: Vec<ProvinceId>,
    /// The clans, by seat.
    pub clans: PerSeat<ClanView>,
    /// The battle being fought.
    pub battle: Option<BattleView>,
    /// Who must decide what.
    pub pending: Option<Pending>,
    /// The result, once over.
    pub outcome: Option<Outcome>,
}

/// A god of Gods of Asgard and where it stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct GodView {
    /// The god.
    pub god: God,
    /// Its province (none before the first Age's placement).
    pub province: Option<ProvinceId>,
}

/// One seat's own hidden cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PrivateView {
    /// The seat.
    pub seat: Seat,
    /// Cards in hand.
    pub hand: Vec<CardId>,
    /// The draft packet in front of the seat.
    pub pack: Vec<CardId>,
    /// Committed quests.
    pub quests: Vec<CardId>,
    /// The card set aside from the previous Age.
    pub carried: Option<CardId>,
    /// The battle card put face down this round.
    pub chosen: Option<CardId>,
}

/// A seat's view: everything public plus its own cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeatView {
    /// Public information.
    pub public: PublicView,
    /// The seat's own cards.
    pub private: PrivateView,
}

/// The game as one viewer sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum View {
    /// Public information only.
    Public(PublicView),
    /// A seat's view.
    Seat(SeatView),
}

impl View {
    /// The public part.
    pub fn public(&self) -> &PublicView {
        match self {
            View::Public(p) => p,
            View::Seat(s) => &s.public,
        }
    }
}

impl PublicView {
    /// Every card this view shows: upgrades, cards on the battle table, revealed quests, and a
    /// revealed quest a Tyr's upgrade may count.
    pub fn cards(&self) -> Vec<CardId> {
        let mut out: Vec<CardId> = self
            .clans
            .iter()
            .flat_map(|c| {
                c.upgrades
                    .iter()
                    .map(|u| u.2)
                    .chain(c.revealed_quests.iter().copied())
            })
            .collect();
        if let Some(b) = &self.battle {
            out.extend(b.table.iter().map(|p| p.card));
        }
        if let Some(Pending {
            decision: super::pending::Decision::CountQuest { card, .. },
            ..
        }) = &self.pending
        {
            out.push(*card);
        }
        out
    }
}

impl View {
    /// Every card this view shows.
    pub fn cards(&self) -> Vec<CardId> {
        let mut out = self.public().cards();
        if let View::Seat(s) = self {
            let p = &s.private;
            out.extend(p.hand.iter().chain(&p.pack).chain(&p.quests).copied());
            out.extend(p.carried);
            out.extend(p.chosen);
        }
        out
    }
}

/// A clan's figures in its reserve or in Valhalla, written over `out` in the order of
/// `Clan::figures`.
fn figures_in(clan: &super::state::Clan, where_: Loc, out: &mut Vec<Figure>) {
    let warriors = clan.warriors.count(where_);
    out.clear();
    for (figure, loc) in [(Figure::Leader, clan.leader), (Figure::Ship, clan.ship)] {
        if loc == where_ {
            out.push(figure);
        }
    }
    for (m, loc) in clan.monsters.iter().flatten() {
        if *loc == where_ {
            out.push(Figure::Monster(*m));
        }
    }
    out.extend(std::iter::repeat_n(Figure::Warrior, usize::from(warriors)));
    out.extend(std::iter::repeat_n(
        Figure::Mystic,
        usize::from(clan.mystics.count(where_)),
    ));
}

/// `out` made `len` long: kept entries are left for the caller to write over, new ones are
/// `blank`.
fn resize<T>(out: &mut Vec<T>, len: usize, blank: impl Fn() -> T) {
    out.truncate(len);
    while out.len() < len {
        out.push(blank());
    }
}

impl PublicView {
    /// A view with nothing in it yet, for [`Game::write_public_view`].
    fn blank(game: &Game) -> PublicView {
        let st = &game.state;
        PublicView {
            players: st.players,
            age: st.age,
            phase: st.phase,
            first_player: st.first,
            turn: None,
            doom: None,
            ragnarok: st.ragnarok,
            ragnarok_target: None,
            provinces: Vec::new(),
            fjords: Vec::new(),
            gods: Vec::new(),
            god_moves: Vec::new(),
            clans: PerSeat::default(),
            battle: None,
            pending: None,
            outcome: None,
        }
    }
}

impl Game {
    /// Everything public about the game.
    pub fn public_view(&self) -> PublicView {
        let mut view = PublicView::blank(self);
        self.write_public_view(&mut view);
        view
    }

    /// Writes everything public about the game over `out`, whatever it held (another position,
    /// another game), keeping its lists' memory: the computer clans read a view for every
    /// decision of their imagined games. The same view as [`Game::public_view`]'s, which is built
    /// by this.
    pub(crate) fn write_public_view(&self, out: &mut PublicView) {
        let st = &self.state;
        out.players = st.players;
        out.age = st.age;
        out.phase = st.phase;
        out.first_player = st.first;
        out.turn = st.turn;
        out.doom = st.doom();
        out.ragnarok = st.ragnarok;
        out.ragnarok_target = st.ragnarok_target();
        out.gods.clear();
        out.gods
            .extend(st.gods.iter().map(|(god, province)| GodView {
                god: *god,
                province: *province,
            }));
        out.god_moves.clear();
        if let Some(Pending {
            decision: super::Decision::MoveGod { from, .. },
            ..
        }) = &self.pending
        {
            out.god_moves.extend(st.god_destinations(*from));
        }
        resize(&mut out.provinces, PROVINCES, || ProvinceView {
            id: ProvinceId::YGGDRASIL,
            destroyed: false,
            token: PillageToken::Glory,
            pillaged: false,
            villages: None,
            figures: Vec::new(),
        });
        for (view, p) in out.provinces.iter_mut().zip(ProvinceId::all()) {
            view.id = p;
            view.destroyed = st.is_destroyed(p);
            view.token = st.tokens[p.index()];
            view.pillaged = st.is_pillaged(p);
            view.villages = p.def().villages;
            view.figures.clear();
        }
        resize(&mut out.fjords, FJORDS, || FjordView {
            id: FjordId::all().next().expect("the board has fjords"),
            open: false,
            figures: Vec::new(),
        });
        for (view, f) in out.fjords.iter_mut().zip(FjordId::all()) {
            view.id = f;
            view.open = st.fjord_open(f);
            view.figures.clear();
        }
        // Every figure on the board by place: each place's list in seat order, then in the
        // order of `Clan::figures` (leader, ship, monsters, Warriors, Mystics). One pass over the clans.
        for (seat, clan) in st.clans.seats() {
            let uniques = [(Figure::Leader, clan.leader), (Figure::Ship, clan.ship)];
            let monsters = clan
                .monsters
                .iter()
                .flatten()
                .map(|(m, l)| (Figure::Monster(*m), *l));
            for (figure, loc) in uniques.into_iter().chain(monsters) {
                match loc {
                    Loc::At(Place::Province(p)) => {
                        out.provinces[p.index()].figures.push((seat, figure));
                    }
                    Loc::At(Place::Fjord(f)) => out.fjords[f.index()].figures.push((seat, figure)),
                    Loc::Reserve | Loc::Valhalla => {}
                }
            }
            for ((view, &count), &mystics) in out
                .provinces
                .iter_mut()
                .zip(&clan.warriors.at)
                .zip(&clan.mystics.at)
            {
                let warriors = std::iter::repeat_n((seat, Figure::Warrior), usize::from(count));
                view.figures.extend(warriors);
                let mystics = std::iter::repeat_n((seat, Figure::Mystic), usize::from(mystics));
                view.figures.extend(mystics);
            }
        }
        let names = self.clan_names();
        out.clans.resize_with(st.players, || ClanView {
            seat: Seat(0),
            clan: names[Seat(0)],
            glory: 0,
            rage: 0,
            steps: [0; 3],
            stats: [0; 3],
            passed: false,
            hand: 0,
            quests: 0,
            revealed_quests: Vec::new(),
            carried: false,
            upgrades: Vec::new(),
            reserve: Vec::new(),
            valhalla: Vec::new(),
            on_board: 0,
            monsters: Vec::new(),
        });
        for (view, (seat, c)) in out.clans.iter_mut().zip(st.clans.seats()) {
            view.seat = seat;
            view.clan = names[seat];
            view.glory = c.glory;
            view.rage = c.rage;
            view.steps = c.steps;
            view.stats = super::data::Stat::ALL.map(|s| c.stat(s));
            view.passed = c.passed;
            view.hand = c.hand.len() as u8;
            view.quests = c.quests.len() as u8;
            view.revealed_quests.clear();
            if c.quests_revealed {
                view.revealed_quests.extend_from_slice(&c.quests);
            }
            view.carried = c.carried.is_some();
            view.upgrades.clear();
            for kind in [
                Slot::Warrior,
                Slot::Leader,
                Slot::Ship,
                Slot::Monster,
                Slot::Clan,
            ] {
                view.upgrades.extend((0..kind.count()).filter_map(|i| {
                    c.slots[slot_base(kind) + i as usize].map(|card| (kind, i, card))
                }));
            }
            figures_in(c, Loc::Reserve, &mut view.reserve);
            figures_in(c, Loc::Valhalla, &mut view.valhalla);
            view.on_board = c.on_board();
            view.monsters.clear();
            view.monsters
                .extend(c.monsters.iter().flatten().map(|(m, _)| *m));
        }
        match st.battle.as_deref() {
            None => out.battle = None,
            Some(b) => {
                let view = out.battle.get_or_insert_with(|| BattleView {
                    province: b.province,
                    pillager: b.pillager,
                    challenge: false,
                    participants: Vec::new(),
                    chosen: Vec::new(),
                    table: Vec::new(),
                    round: 0,
                    totals: Vec::new(),
                    winner: None,
                });
                view.province = b.province;
                view.pillager = b.pillager;
                view.challenge = b.challenge;
                view.participants.clone_from(&b.order);
                view.chosen.clear();
                view.chosen
                    .extend(b.order.iter().copied().filter(|s| b.chosen[*s].is_some()));
                view.table.clone_from(&b.table);
                view.round = b.round;
                view.totals.clone_from(&b.totals);
                view.winner = b.winner;
            }
        }
        out.pending.clone_from(&self.pending);
        out.outcome.clone_from(&self.outcome);
    }

    /// A seat's own hidden cards.
    pub fn private_view(&self, seat: Seat) -> PrivateView {
        let mut view = PrivateView {
            seat,
            hand: Vec::new(),
            pack: Vec::new(),
            quests: Vec::new(),
            carried: None,
            chosen: None,
        };
        self.write_private_view(seat, &mut view);
        view
    }

    /// Writes a seat's own hidden cards over `out`, whatever it held, keeping its lists' memory
    /// (see [`Game::write_public_view`]). The same view as [`Game::private_view`]'s.
    pub(crate) fn write_private_view(&self, seat: Seat, out: &mut PrivateView) {
        let st = &self.state;
        let clan = &st.clans[seat];
        out.seat = seat;
        out.hand.clone_from(&clan.hand);
        out.pack.clear();
        if let Some(d) = &st.draft {
            out.pack.extend_from_slice(&d.packs[seat]);
        }
        out.quests.clone_from(&clan.quests);
        out.carried = clan.carried;
        out.chosen = st.battle.as_deref().and_then(|b| b.chosen[seat]);
    }
}

impl Game {
    /// Rage to invade with a figure into `to` now: its price, or 0 into the province of the
    /// clan's Mystic Troll (EX-09).
    pub fn invade_cost_to(&self, seat: Seat, figure: Figure, to: Place) -> u32 {
        self.state.invade_cost_to(seat, figure, to)
    }

    /// Rage to invade with a figure now (Leader 0, Warrior 1 or 2, Ship 2, a monster its cost).
    pub fn invade_cost(&self, seat: Seat, figure: Figure) -> u32 {
        self.state.invade_cost(seat, figure)
    }

    /// Rage to play an upgrade card now (Frigga's Charm included).
    pub fn upgrade_cost(&self, seat: Seat, card: CardId) -> u32 {
        self.state.upgrade_cost(seat, card)
    }

    /// The card an upgrade would replace if played into `slot` (an index among its kind's slots).
    pub fn replaced_by(&self, seat: Seat, card: CardId, slot: u8) -> Option<CardId> {
        let kind = card.def().slot?;
        if slot >= kind.count() {
            return None;
        }
        self.state.clans[seat].slots[slot_base(kind) + slot as usize]
    }
}

/// Builds the view for a viewer.
pub(crate) fn build(game: &Game, viewer: Viewer) -> View {
    match viewer {
        Viewer::Seat(seat) if seat.0 < game.state.players => View::Seat(SeatView {
            public: game.public_view(),
            private: game.private_view(seat),
        }),
        // The public, or a seat that is not at this table, sees only public information.
        Viewer::Public | Viewer::Seat(_) => View::Public(game.public_view()),
    }
}

#[cfg(test)]
mod tests {
    use super::{PrivateView, PublicView};
    use crate::engine::base::Game;
    use crate::engine::rng::GameRng;
    use crate::engine::{GameConfig, Seat};

    /// A view written over one that held another position (of another game, with another number
    /// of players, for another seat) is the view built afresh: nothing it held stays. The
    /// computer clans keep one view per thread and write each decision's over it, so a field
    /// left unwritten would hand one seat another's cards.
    #[test]
    fn a_view_written_over_another_is_the_view_built_afresh() {
        let mut kept: Option<(PublicView, PrivateView)> = None;
        let mut compared = 0u32;
        for (players, seed) in [(5u8, 1u64), (2, 2), (4, 3), (3, 4), (5, 5)] {
            let mut game = Game::new(&GameConfig::base(players, seed)).expect("a valid game");
            let mut rng = GameRng::from_seed(seed);
            loop {
                for seat in (0..players).map(Seat) {
                    let fresh = (game.public_view(), game.private_view(seat));
                    let (public, private) = kept.get_or_insert_with(|| fresh.clone());
                    game.write_public_view(public);
                    game.write_private_view(seat, private);
                    assert_eq!(public, &fresh.0, "{players} players, seed {seed}");
                    assert_eq!(private, &fresh.1, "{players} players, seed {seed}");
                    compared += 1;
                }
                let Some(seat) = game.pending().and_then(|p| p.seats.iter().next()) else {
                    break;
                };
                let legal = game.legal_commands(seat);
                let command = legal[rng.below(legal.len() as u32) as usize];
                game.advance(seat, &command).expect("a legal command");
            }
        }
        assert!(compared > 1_000, "only {compared} views compared");
    }
}
