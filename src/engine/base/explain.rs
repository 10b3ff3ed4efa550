//! Explaining a refusal: once `legal_commands` has refused a command, find the rule it breaks so
//! the player learns what to do instead. Legality itself is decided only by `legal_commands`.

use super::Game;
use super::command::{Command, Figure, Place};
use super::data::{CardKind, CardName, Monster, ProvinceId, Stat, catalogue};
use super::effects::Effect;
use super::error::{NotOffered, RuleError, Wanted};
use super::pending::Decision;
use super::state::{Loc, slot_base};
use crate::engine::Seat;

impl Game {
    /// The rule `command` breaks for `seat` (called only for commands that are not legal).
    pub(crate) fn explain(&self, seat: Seat, command: Command) -> RuleError {
        if let Some(card) = command.card()
            && !card.exists()
        {
            return RuleError::UnknownCard { card: card.0 };
        }
        let decision = &self
            .pending
            .as_ref()
            .expect("a decision is pending")
            .decision;
        let legal = self.legal_commands(seat);
        if !legal.iter().any(|c| c.kind() == command.kind()) {
            if let Decision::Action = decision
                && let Some(error) = self.explain_action(seat, command)
            {
                return error;
            }
            return RuleError::WrongDecision {
                got: command.kind(),
                expected: decision.kind(),
            };
        }
        self.explain_choice(seat, decision, command)
            .unwrap_or_else(|| not_offered(seat, legal))
    }

    fn explain_choice(
        &self,
        seat: Seat,
        decision: &Decision,
        command: Command,
    ) -> Option<RuleError> {
        let st = &self.state;
        let clan = &st.clans[seat];
        let in_hand = |card| clan.hand.contains(&card);
        match (decision, command) {
            (Decision::Draft { .. }, Command::Draft { card }) => {
                Some(RuleError::CardNotInPack { card })
            }
            (Decision::Action, command) => self.explain_action(seat, command),
            (Decision::FreeInvade { figure }, Command::Invade { figure: f, to })
                if f == *figure =>
            {
                self.explain_destination(f, to)
            }
            (Decision::March { from, to, .. }, Command::Move { figure }) => {
                if figure.is_ship() {
                    Some(RuleError::ShipsNeverMove { figure })
                } else if !clan.has_at(figure, Loc::At(Place::Province(*from))) {
                    Some(RuleError::FigureNotThere {
                        figure,
                        place: Place::Province(*from),
                    })
                } else {
                    self.full(*to)
                }
            }
            (Decision::CallToBattle { province }, Command::Join { figure, from }) => {
                if figure.is_ship() {
                    Some(RuleError::ShipsNeverMove { figure })
                } else if from == *province || !province.def().is_adjacent(from) {
                    Some(RuleError::NotAdjacent {
                        from,
                        to: *province,
                    })
                } else if !clan.has_at(figure, Loc::At(Place::Province(from))) {
                    Some(RuleError::FigureNotThere {
                        figure,
                        place: Place::Province(from),
                    })
                } else {
                    None
                }
            }
            (
                Decision::BattleCard { .. } | Decision::Keep { .. },
                Command::Play { card } | Command::Keep { card },
            ) => Some(RuleError::CardNotInHand { card }),
            (Decision::LateCard { .. }, Command::Play { card }) => Some(if in_hand(card) {
                RuleError::WrongCardKind {
                    card,
                    wanted: Wanted::Late,
                }
            } else {
                RuleError::CardNotInHand { card }
            }),
            (Decision::Spare { province }, Command::Spare { figure, at })
                if !clan.has_at(figure, Loc::At(at)) || !counts_for(at, *province) =>
            {
                Some(RuleError::FigureNotThere { figure, place: at })
            }
            (Decision::Sacrifice { .. }, Command::Destroy { figure, at })
                if !clan.has_at(figure, Loc::At(at)) =>
            {
                Some(RuleError::FigureNotThere { figure, place: at })
            }
            (Decision::Prowess { .. }, Command::Keep { .. }) if clan.rage == 0 => {
                Some(RuleError::NotEnoughRage { need: 1, have: 0 })
            }
            (Decision::Raise { except, .. }, Command::Raise { stat }) => {
                Some(if clan.steps[stat.index()] >= 6 {
                    RuleError::StatAtTop { stat }
                } else if Some(stat) == *except {
                    RuleError::NotOffered {
                        why: NotOffered::SameStat { stat },
                    }
                } else {
                    return None;
                })
            }
            (Decision::LordOfHammers { from }, Command::MoveLeader { to, .. }) => {
                if to == *from || !from.def().is_adjacent(to) {
                    Some(RuleError::NotAdjacent { from: *from, to })
                } else {
                    self.full(to)
                }
            }
            _ => None,
        }
    }

    /// The rule an action breaks, if it is one of the actions of a turn.
    fn explain_action(&self, seat: Seat, command: Command) -> Option<RuleError> {
        let st = &self.state;
        let clan = &st.clans[seat];
        if clan.rage == 0 && command != Command::Pass {
            return Some(RuleError::NoRage);
        }
        let rage = |need: u32| {
            (clan.rage < need).then_some(RuleError::NotEnoughRage {
                need,
                have: clan.rage,
            })
        };
        match command {
            Command::Invade { figure, to } => {
                if !clan.has_at(figure, Loc::Reserve) {
                    return Some(RuleError::NotInReserve { figure });
                }
                self.horns(seat)
                    .or_else(|| rage(st.invade_cost_to(seat, figure, to)))
                    .or_else(|| self.explain_destination(figure, to))
            }
            Command::Recall { figure, to } => {
                let Some(cost) = clan.recall_cost() else {
                    return Some(RuleError::MissingUpgrade {
                        card: card_with(|e| matches!(e, Effect::RecallAction { .. })),
                    });
                };
                if !clan.has_at(figure, Loc::Valhalla) {
                    return Some(RuleError::NotInValhalla { figure });
                }
                self.horns(seat)
                    .or_else(|| rage(cost))
                    .or_else(|| self.explain_destination(figure, to))
            }
            Command::March { from, to } => {
                if from == to {
                    return Some(RuleError::SameProvince);
                }
                for p in [from, to] {
                    if st.is_destroyed(p) {
                        return Some(RuleError::ProvinceDestroyed { province: p });
                    }
                }
                if self.movable_at(seat, from).is_empty() {
                    return Some(RuleError::NotOffered {
                        why: NotOffered::NothingToMarch { province: from },
                    });
                }
                self.full(to)
            }
            Command::Upgrade { card, slot } => {
                if !clan.hand.contains(&card) {
                    return Some(RuleError::CardNotInHand { card });
                }
                let def = card.def();
                let Some(kind) = def.slot else {
                    return Some(RuleError::WrongCardKind {
                        card,
                        wanted: Wanted::Upgrade,
                    });
                };
                if slot >= kind.count() {
                    return Some(RuleError::NoSuchSlot {
                        slot,
                        count: kind.count(),
                    });
                }
                if let Some(error) = rage(st.upgrade_cost(seat, card)) {
                    return Some(error);
                }
                if let Some(monster) = def.id.monster()
                    && clan.has_twin(card, slot)
                {
                    return Some(RuleError::NotOffered {
                        why: NotOffered::TwinMonster { monster },
                    });
                }
                let base = slot_base(kind);
                let first_empty =
                    (0..kind.count()).find(|i| clan.slots[base + *i as usize].is_none());
                first_empty.map(|first| RuleError::NotOffered {
                    why: NotOffered::FirstEmptySlot { slot, first },
                })
            }
            Command::Quest { card } if !clan.hand.contains(&card) => {
                Some(RuleError::CardNotInHand { card })
            }
            Command::Quest { card } if card.def().kind != CardKind::Quest => {
                Some(RuleError::WrongCardKind {
                    card,
                    wanted: Wanted::Quest,
                })
            }
            Command::Pillage { province } => Some(if st.is_destroyed(province) {
                RuleError::ProvinceDestroyed { province }
            } else if st.is_pillaged(province) {
                RuleError::AlreadyPillaged { province }
            } else {
                RuleError::NotPresent { province }
            }),
            Command::Challenge { province } => Some(if let Some(cost) = clan.challenge_cost() {
                if let Some(error) = rage(cost) {
                    error
                } else if st.is_destroyed(province) {
                    RuleError::ProvinceDestroyed { province }
                } else if !st.is_pillaged(province) {
                    RuleError::NotPillagedYet { province }
                } else {
                    RuleError::NotPresent { province }
                }
            } else {
                RuleError::MissingUpgrade {
                    card: card_with(|e| matches!(e, Effect::ChallengeAction { .. })),
                }
            }),
            Command::Strike { to, .. } => {
                if !clan.has_effect(Effect::MysticStrike) {
                    return Some(RuleError::MissingUpgrade {
                        card: card_with(|e| e == Effect::MysticStrike),
                    });
                }
                if !clan.has_at(Figure::Mystic, Loc::Reserve) {
                    return Some(RuleError::NotInReserve {
                        figure: Figure::Mystic,
                    });
                }
                if to.is_yggdrasil() {
                    return Some(RuleError::NoInvadeIntoYggdrasil);
                }
                if st.is_destroyed(to) {
                    return Some(RuleError::ProvinceDestroyed { province: to });
                }
                self.horns(seat)
            }
            Command::Sacrifice => Some(if clan.sacrifice().is_some() {
                RuleError::NotOffered {
                    why: NotOffered::SacrificeNeedsTwo,
                }
            } else {
                RuleError::MissingUpgrade {
                    card: card_with(|e| matches!(e, Effect::SacrificeAction { .. })),
                }
            }),
            _ => None,
        }
    }

    fn horns(&self, seat: Seat) -> Option<RuleError> {
        let clan = &self.state.clans[seat];
        (!self.state.horns_room(seat)).then(|| RuleError::HornsLimit {
            on_board: clan.on_board(),
            horns: clan.stat(Stat::Horns),
        })
    }

    fn full(&self, p: ProvinceId) -> Option<RuleError> {
        if self.state.is_destroyed(p) {
            return Some(RuleError::ProvinceDestroyed { province: p });
        }
        (self.state.free_villages(p) == 0).then(|| RuleError::ProvinceFull {
            province: p,
            villages: p.def().villages.unwrap_or(0),
        })
    }

    /// Why a figure may not be invaded into `to`, if it may not.
    fn explain_destination(&self, figure: Figure, to: Place) -> Option<RuleError> {
        match to {
            Place::Fjord(_) if !figure.is_ship() => {
                Some(RuleError::WrongWaters { figure, place: to })
            }
            Place::Fjord(f) if !self.state.fjord_open(f) => {
                Some(RuleError::FjordClosed { place: to })
            }
            Place::Fjord(_) => None,
            Place::Province(_) if figure.is_ship() => {
                Some(RuleError::WrongWaters { figure, place: to })
            }
            Place::Province(p)
                if p.is_yggdrasil() && figure != Figure::Monster(Monster::DarkElf) =>
            {
                Some(RuleError::NoInvadeIntoYggdrasil)
            }
            Place::Province(p) => self.full(p),
        }
    }
}

/// Whether a figure standing at `place` fights for `province` (in it, or in its fjord).
fn counts_for(place: Place, province: ProvinceId) -> bool {
    match place {
        Place::Province(q) => q == province,
        Place::Fjord(f) => f.supports().contains(&province),
    }
}

fn not_offered(seat: Seat, legal: Vec<Command>) -> RuleError {
    RuleError::NotOffered {
        why: NotOffered::Choices { seat, legal },
    }
}

/// The catalogue's card whose text `pick` accepts, named in a refusal ("you need …").
fn card_with(pick: impl Fn(Effect) -> bool) -> CardName {
    catalogue()
        .rows
        .iter()
        .find(|row| pick(row.effect))
        .expect("the catalogue has a card with every action's text")
        .id
}
