//! Views: the game as one viewer may see it (3.18). The public view has no hidden card in it at
//! all, so whatever draws or prints it cannot leak one; a seat's view adds that seat's own cards.

use super::Game;
use super::command::{Figure, Place};
use super::data::{CardId, FJORDS, FjordId, Monster, PROVINCES, PillageToken, ProvinceId, Slot};
use super::pending::Pending;
use super::state::{Loc, Phase, Played, slot_base};
use crate::engine::{Outcome, Seat, Viewer};
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
    /// The nine provinces.
    pub provinces: Vec<ProvinceView>,
    /// The four fjords.
    pub fjords: Vec<FjordView>,
    /// The clans, by seat.
    pub clans: Vec<ClanView>,
    /// The battle being fought.
    pub battle: Option<BattleView>,
    /// Who must decide what.
    pub pending: Option<Pending>,
    /// The result, once over.
    pub outcome: Option<Outcome>,
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

/// The figures on each place of one kind, by the place's index.
type ByPlace = Vec<Vec<(Seat, Figure)>>;

/// Every figure on the board by place, provinces then fjords: each place's list in seat order,
/// then in the order of the clan's figures. One pass over the clans rather than one per place (the
/// computer clans look at the view of every position they weigh).
fn figures_by_place(game: &Game) -> (ByPlace, ByPlace) {
    let mut provinces = vec![Vec::new(); PROVINCES];
    let mut fjords = vec![Vec::new(); FJORDS];
    for (seat, clan) in game.state.clans.seats() {
        for (figure, loc) in clan.figures() {
            match loc {
                Loc::At(Place::Province(p)) => provinces[p.index()].push((seat, figure)),
                Loc::At(Place::Fjord(f)) => fjords[f.index()].push((seat, figure)),
                Loc::Reserve | Loc::Valhalla => {}
            }
        }
    }
    (provinces, fjords)
}

fn figures_in(clan: &super::state::Clan, where_: Loc) -> Vec<Figure> {
    clan.figures()
        .filter(|(_, l)| *l == where_)
        .map(|(f, _)| f)
        .collect()
}

impl Game {
    /// Everything public about the game.
    pub fn public_view(&self) -> PublicView {
        let st = &self.state;
        let (mut on_provinces, mut on_fjords) = figures_by_place(self);
        let provinces = ProvinceId::all()
            .map(|p| ProvinceView {
                id: p,
                destroyed: st.is_destroyed(p),
                token: st.tokens[p.index()],
                pillaged: st.is_pillaged(p),
                villages: p.def().villages,
                figures: std::mem::take(&mut on_provinces[p.index()]),
            })
            .collect();
        let fjords = FjordId::all()
            .map(|f| FjordView {
                id: f,
                open: st.fjord_open(f),
                figures: std::mem::take(&mut on_fjords[f.index()]),
            })
            .collect();
        let names = self.config.clan_names();
        let clans = st
            .clans
            .seats()
            .map(|(seat, c)| ClanView {
                seat,
                clan: names[seat.index()],
                glory: c.glory,
                rage: c.rage,
                steps: c.steps,
                stats: super::data::Stat::ALL.map(|s| c.stat(s)),
                passed: c.passed,
                hand: c.hand.len() as u8,
                quests: c.quests.len() as u8,
                revealed_quests: if c.quests_revealed {
                    c.quests.clone()
                } else {
                    Vec::new()
                },
                carried: c.carried.is_some(),
                upgrades: [
                    Slot::Warrior,
                    Slot::Leader,
                    Slot::Ship,
                    Slot::Monster,
                    Slot::Clan,
                ]
                .into_iter()
                .flat_map(|kind| {
                    (0..kind.count()).filter_map(move |i| {
                        c.slots[slot_base(kind) + i as usize].map(|card| (kind, i, card))
                    })
                })
                .collect(),
                reserve: figures_in(c, Loc::Reserve),
                valhalla: figures_in(c, Loc::Valhalla),
                on_board: c.on_board(),
                monsters: c.monsters.iter().flatten().map(|(m, _)| *m).collect(),
            })
            .collect();
        let battle = st.battle.as_deref().map(|b| BattleView {
            province: b.province,
            pillager: b.pillager,
            challenge: b.challenge,
            participants: b.order.clone(),
            chosen: b
                .order
                .iter()
                .copied()
                .filter(|s| b.chosen[*s].is_some())
                .collect(),
            table: b.table.clone(),
            round: b.round,
            totals: b.totals.clone(),
            winner: b.winner,
        });
        PublicView {
            players: st.players,
            age: st.age,
            phase: st.phase,
            first_player: st.first,
            turn: st.turn,
            doom: st.doom(),
            ragnarok: st.ragnarok,
            provinces,
            fjords,
            clans,
            battle,
            pending: self.pending.clone(),
            outcome: self.outcome.clone(),
        }
    }

    /// A seat's own hidden cards.
    pub fn private_view(&self, seat: Seat) -> PrivateView {
        let st = &self.state;
        let clan = &st.clans[seat];
        PrivateView {
            seat,
            hand: clan.hand.clone(),
            pack: st
                .draft
                .as_ref()
                .map(|d| d.packs[seat].clone())
                .unwrap_or_default(),
            quests: clan.quests.clone(),
            carried: clan.carried,
            chosen: st.battle.as_deref().and_then(|b| b.chosen[seat]),
        }
    }
}

impl Game {
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
