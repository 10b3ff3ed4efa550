//! Events: everything that happens, in order. `apply_event` is the only code that changes the game
//! state (STYLE.md §2); the rules decide, then emit events. Every shuffle is an event, so a log of
//! events explains the whole game. `Event::redact` removes what a viewer may not see.

use super::command::{Figure, Place};
use super::data::{CardId, CardName, God, Monster, PillageToken, ProvinceId, Stat};
use super::state::{Battle, Clan, Draft, Loc, Phase, Played, State, slot_base};
use crate::engine::{PerSeat, Seat, Viewer};
use serde::{Deserialize, Serialize};

/// Why Glory, Rage or a stat step was gained, or a figure destroyed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Cause {
    /// Winning a battle (Glory = Axes) or losing one (figures destroyed).
    Battle,
    /// A pillage token's reward.
    Pillage,
    /// A fulfilled quest.
    Quest,
    /// Ragnarök.
    Ragnarok,
    /// A card's or monster's text.
    Card(CardName),
    /// End-of-game stat bonus.
    EndGame,
    /// A god's rule in its province (Gods of Asgard: Odin's reward, Thor's and Loki's Glory).
    God(God),
}

/// Why the Action phase ended (3.4 step 4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PhaseEnd {
    /// Every clan has 0 Rage or has passed.
    NoRage,
    /// Every standing province, Yggdrasil included, has been pillaged.
    AllPillaged,
}

/// Something that happened. Hidden card fields are `None`/empty once redacted for another viewer.
// Fields are described by each variant's documentation.
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    /// Set-up (3.1): first player, the three Ragnarök tokens, provinces destroyed before play, and the
    /// pillage token dealt to each outer province.
    GameStarted {
        players: u8,
        first: Seat,
        ragnarok: [ProvinceId; 3],
        destroyed: Vec<ProvinceId>,
        tokens: Vec<PillageToken>,
    },
    /// A new Age begins with Gods' Gifts.
    AgeBegan { age: u8 },
    /// Gods of Asgard (set-up): the game's two gods, drawn at random or named by the host.
    GodsChosen { gods: Vec<God>, named: bool },
    /// Gods of Asgard: at an Age's start each god stands in the province of a spare Ragnarök
    /// token drawn (EX-11 when too few stand), in drawing order.
    GodsPlaced { places: Vec<(God, ProvinceId)> },
    /// Gods of Asgard: after a pillage of its province the pillager moved the god (EX-12).
    GodMoved {
        seat: Seat,
        god: God,
        from: ProvinceId,
        to: ProvinceId,
    },
    /// Gods of Asgard: no province could take the god after the pillage; it stays (EX-12).
    GodStayed { god: God, province: ProvinceId },
    /// Gods of Asgard: in a god's battle no figure was destroyed by this cause (Frigga, EX-18).
    DeathsPrevented {
        god: God,
        province: ProvinceId,
        cause: Cause,
    },
    /// A phase begins.
    PhaseBegan { phase: Phase },
    /// An Age deck was shuffled (secret: the order).
    DeckShuffled { age: u8, order: Vec<CardId> },
    /// The draft starts: `rounds` picks of `per_round` cards.
    DraftBegan { rounds: u8, per_round: u8 },
    /// Eight cards dealt to a seat (private to that seat).
    CardsDealt { seat: Seat, cards: Vec<CardId> },
    /// Cards left in the deck after the deal, discarded unseen (secret).
    LeftoversDiscarded { count: u8, cards: Vec<CardId> },
    /// A seat kept a card from its packet (the card is private).
    Drafted { seat: Seat, card: Option<CardId> },
    /// Everyone passed the rest of their packet to the left.
    PacksPassed { round: u8 },
    /// The draft is over; each seat's last cards are discarded unseen (secret).
    DraftEnded { unpicked: Vec<(Seat, Vec<CardId>)> },
    /// The card kept from the previous Age rejoins its owner's hand (private).
    CarriedReturned { seat: Seat, card: Option<CardId> },
    /// Every clan's Rage is set to its Rage stat (3.4 step 1).
    RageRefilled { rage: Vec<u32> },
    /// A seat's turn in the Action phase.
    TurnBegan { seat: Seat },
    /// A seat passed, losing its remaining Rage.
    Passed { seat: Seat, rage_lost: u32 },
    /// A figure was placed from reserve (or Valhalla, Frigga's Domain) onto the board.
    Invaded {
        seat: Seat,
        figure: Figure,
        to: Place,
        cost: u32,
        from_valhalla: bool,
    },
    /// A March was announced and paid.
    MarchBegan {
        seat: Seat,
        from: ProvinceId,
        to: ProvinceId,
    },
    /// A figure moved between places (March, Call to Battle).
    Moved {
        seat: Seat,
        figure: Figure,
        from: Place,
        to: Place,
    },
    /// Lord of Hammers (D-31): after its pillage the Leader moved on to an adjacent province.
    LeaderMoved {
        seat: Seat,
        from: ProvinceId,
        to: ProvinceId,
        /// The Mountain Giant moved instead (EX-06; stored only when set).
        #[serde(default, skip_serializing_if = "super::options::is_false")]
        giant: bool,
    },
    /// An upgrade card was played into a slot (absolute slot index), maybe replacing another.
    UpgradePlayed {
        seat: Seat,
        card: CardId,
        slot: u8,
        cost: u32,
        replaced: Option<CardId>,
    },
    /// A quest was committed face down (the card is private until the Quest phase).
    QuestCommitted { seat: Seat, card: Option<CardId> },
    /// A pillage (or Tyr's Challenge re-pillage, for 2 Rage) was declared.
    PillageDeclared {
        seat: Seat,
        province: ProvinceId,
        challenge: bool,
        cost: u32,
    },
    /// Nobody else is in the province or its fjord: no battle (3.6 step 5).
    PillageUncontested { province: ProvinceId },
    /// A pillage succeeded; the token is flipped.
    PillageSucceeded {
        seat: Seat,
        province: ProvinceId,
        token: PillageToken,
    },
    /// A pillage failed: the pillager did not win.
    PillageFailed { seat: Seat, province: ProvinceId },
    /// A clan stat went up one step (`step` is the new step, 1-6).
    StatRaised {
        seat: Seat,
        stat: Stat,
        step: u8,
        cause: Cause,
    },
    /// Glory gained.
    GloryGained {
        seat: Seat,
        amount: u32,
        cause: Cause,
    },
    /// Glory taken from one clan by another (Loki's Backstab).
    GloryTaken {
        from: Seat,
        to: Seat,
        amount: u32,
        cause: Cause,
    },
    /// Rage gained (Thor's Ascension).
    RageGained {
        seat: Seat,
        amount: u32,
        cause: Cause,
    },
    /// Rage taken from one clan by another (Loki's Trickery).
    RageTaken {
        from: Seat,
        to: Seat,
        amount: u32,
        cause: Cause,
    },
    /// Rage paid for a card's option (Thor's Domain, Frigga's Protection, Tyr's Prowess).
    RagePaid {
        seat: Seat,
        amount: u32,
        cause: Cause,
    },
    /// A battle starts between these clans, listed from the pillager clockwise.
    BattleBegan {
        province: ProvinceId,
        pillager: Seat,
        challenge: bool,
        participants: Vec<Seat>,
        valkyrie: Option<Seat>,
    },
    /// A participant put a card face down (the card is private until the reveal).
    CardChosen { seat: Seat, card: Option<CardId> },
    /// All face-down cards of a round are revealed at once.
    CardsRevealed {
        round: u8,
        cards: Vec<(Seat, CardId)>,
    },
    /// Tyr's Domain / Wrath: a revealed quest counts as a battle card of this value.
    QuestCounted {
        seat: Seat,
        card: CardId,
        bonus: u32,
    },
    /// Thor's Primacy cancelled the texts of these cards (their +STR still counts).
    TextsCancelled {
        seat: Seat,
        by: CardId,
        cards: Vec<CardId>,
    },
    /// Heimdall's Watch discarded every revealed card; its owner gains their total +STR in Glory.
    WatchResolved {
        seat: Seat,
        discarded: Vec<CardId>,
        value: u32,
    },
    /// Gods of Asgard, Heimdall's battle (EX-17): a participant played a card face up, in turn.
    CardPlayedOpen { seat: Seat, card: CardId, round: u8 },
    /// A late card (Heimdall's Eye or Gaze) was added face up.
    LateCardPlayed { seat: Seat, card: CardId },
    /// Totals compared: the single highest wins, a tie for highest means everyone loses.
    BattleTotals {
        /// Where the battle is (so the outcome tells itself without its beginning).
        province: ProvinceId,
        totals: Vec<(Seat, u32)>,
        winner: Option<Seat>,
    },
    /// Loki's Poison: the loser takes the winner's played cards into hand.
    CardsTaken {
        from: Seat,
        to: Seat,
        cards: Vec<CardId>,
    },
    /// Tyr's Prowess: the winner paid to take a played card back into hand.
    CardKeptByProwess { seat: Seat, card: CardId, cost: u32 },
    /// Played cards discarded (the winner's).
    CardsDiscarded { seat: Seat, cards: Vec<CardId> },
    /// Played cards returned to a loser's hand.
    CardsReturned { seat: Seat, cards: Vec<CardId> },
    /// A figure was destroyed and sent to Valhalla.
    FigureDestroyed {
        seat: Seat,
        figure: Figure,
        at: Place,
        cause: Cause,
    },
    /// Frigga's Protection: `cost` Rage paid, the figure stays.
    FigureProtected {
        seat: Seat,
        figure: Figure,
        at: Place,
        cost: u32,
    },
    /// The Völur Witch retreated to Yggdrasil instead of being destroyed.
    WitchRetreated { seat: Seat, from: Place },
    /// Mystics of Midgard: a Mystic upgrade brought one of the clan's Mystics from the common
    /// supply into its reserve.
    MysticJoined { seat: Seat, card: CardName },
    /// Frigga's Chosen (EX-25): a Mystic about to be destroyed moved to `to` instead.
    MysticEscaped {
        seat: Seat,
        from: Place,
        to: ProvinceId,
    },
    /// Odin's Chosen (EX-26): a Mystic invades `province` by destroying an enemy figure there.
    MysticStruck {
        seat: Seat,
        province: ProvinceId,
        enemy: Seat,
        victim: Figure,
    },
    /// Odin's Chosen (EX-26): the enemy figure was saved, so its village is not free; the Mystic
    /// stays in the reserve.
    MysticHeldBack { seat: Seat, province: ProvinceId },
    /// A monster left the game because its card was replaced (not destruction, D-20).
    MonsterRemoved { seat: Seat, figure: Figure },
    /// The battle is over.
    BattleEnded { province: ProvinceId },
    /// The Action phase ended; all remaining Rage is lost.
    ActionPhaseEnded { reason: PhaseEnd },
    /// Discard phase: the card a seat keeps for the next Age (private).
    CardKept { seat: Seat, card: Option<CardId> },
    /// A seat's remaining hand is discarded unseen (the cards are secret).
    HandDiscarded {
        seat: Seat,
        count: u8,
        cards: Vec<CardId>,
    },
    /// Quest phase: a seat's committed quests are revealed.
    QuestsRevealed { seat: Seat, cards: Vec<CardId> },
    /// A revealed quest was checked and discarded.
    QuestResolved {
        seat: Seat,
        card: CardId,
        fulfilled: bool,
    },
    /// Ragnarök destroyed a province for good.
    ProvinceDestroyed {
        province: ProvinceId,
        /// Fenrir stood there: it is destroyed instead of the doomed province (EX-07; stored only
        /// when set).
        #[serde(default, skip_serializing_if = "super::options::is_false")]
        fenrir: bool,
    },
    /// The Doom token moved to the next Age's province (none after Age 3).
    DoomMoved { to: Option<ProvinceId> },
    /// Release Valhalla: a seat's figures return to its reserve.
    FiguresReleased { seat: Seat, count: u8 },
    /// End of Age: every pillage token flips back to its reward side.
    TokensReset,
    /// End of Age: the first-player token passes left.
    FirstPlayerPassed { to: Seat },
    /// End of game: the bonus for a stat on step 4-6.
    StatBonus { seat: Seat, stat: Stat, glory: u32 },
    /// The game is over.
    GameEnded { glory: Vec<u32>, winners: Vec<Seat> },
}

impl Event {
    /// This event as `viewer` may see it: hidden cards removed, secret events dropped (3.18).
    pub fn redact(&self, viewer: Viewer) -> Option<Event> {
        let own = |seat: &Seat| viewer == Viewer::Seat(*seat);
        Some(match self {
            Event::DeckShuffled { .. } | Event::DraftEnded { .. } => return None,
            Event::LeftoversDiscarded { count, .. } => Event::LeftoversDiscarded {
                count: *count,
                cards: Vec::new(),
            },
            Event::CardsDealt { seat, .. } if !own(seat) => Event::CardsDealt {
                seat: *seat,
                cards: Vec::new(),
            },
            Event::Drafted { seat, .. } if !own(seat) => Event::Drafted {
                seat: *seat,
                card: None,
            },
            Event::CarriedReturned { seat, .. } if !own(seat) => Event::CarriedReturned {
                seat: *seat,
                card: None,
            },
            Event::QuestCommitted { seat, .. } if !own(seat) => Event::QuestCommitted {
                seat: *seat,
                card: None,
            },
            Event::CardChosen { seat, .. } if !own(seat) => Event::CardChosen {
                seat: *seat,
                card: None,
            },
            Event::CardKept { seat, .. } if !own(seat) => Event::CardKept {
                seat: *seat,
                card: None,
            },
            Event::HandDiscarded { seat, count, .. } => Event::HandDiscarded {
                seat: *seat,
                count: *count,
                cards: Vec::new(),
            },
            other => other.clone(),
        })
    }
}

impl Event {
    /// Every card this event names (for checks that hidden cards never reach the wrong viewer).
    pub fn cards(&self) -> Vec<CardId> {
        match self {
            Event::DeckShuffled { order: cards, .. }
            | Event::CardsDealt { cards, .. }
            | Event::LeftoversDiscarded { cards, .. }
            | Event::TextsCancelled { cards, .. }
            | Event::WatchResolved {
                discarded: cards, ..
            }
            | Event::CardsTaken { cards, .. }
            | Event::CardsDiscarded { cards, .. }
            | Event::CardsReturned { cards, .. }
            | Event::HandDiscarded { cards, .. }
            | Event::QuestsRevealed { cards, .. } => cards.clone(),
            Event::Drafted { card, .. }
            | Event::CarriedReturned { card, .. }
            | Event::QuestCommitted { card, .. }
            | Event::CardChosen { card, .. }
            | Event::CardKept { card, .. } => card.iter().copied().collect(),
            Event::DraftEnded { unpicked } => unpicked
                .iter()
                .flat_map(|(_, c)| c.iter().copied())
                .collect(),
            Event::UpgradePlayed { card, replaced, .. } => {
                std::iter::once(*card).chain(*replaced).collect()
            }
            Event::CardsRevealed { cards, .. } => cards.iter().map(|(_, c)| *c).collect(),
            Event::QuestCounted { card, .. }
            | Event::LateCardPlayed { card, .. }
            | Event::CardPlayedOpen { card, .. }
            | Event::CardKeptByProwess { card, .. }
            | Event::QuestResolved { card, .. } => vec![*card],
            _ => Vec::new(),
        }
    }
}

fn remove_card(cards: &mut Vec<CardId>, card: CardId) {
    if let Some(i) = cards.iter().position(|c| *c == card) {
        cards.remove(i);
    }
}

fn take_from_table(battle: &mut Battle, seat: Seat, cards: &[CardId]) -> Vec<Played> {
    let mut taken = Vec::new();
    battle.table.retain(|p| {
        if p.seat == seat && cards.contains(&p.card) {
            taken.push(p.clone());
            false
        } else {
            true
        }
    });
    taken
}

fn set_loc(clan: &mut Clan, figure: Figure, from: Loc, to: Loc) {
    match figure {
        Figure::Leader => clan.leader = to,
        Figure::Ship => clan.ship = to,
        Figure::Warrior | Figure::Mystic => {
            let pool = if figure == Figure::Warrior {
                &mut clan.warriors
            } else {
                &mut clan.mystics
            };
            *pool.count_mut(from) -= 1;
            *pool.count_mut(to) += 1;
        }
        Figure::Monster(m) => {
            if let Some(entry) = clan.monsters.iter_mut().flatten().find(|(k, _)| *k == m) {
                entry.1 = to;
            }
        }
    }
}

fn set_god(state: &mut State, god: God, at: Option<ProvinceId>) {
    if let Some(entry) = state.gods.iter_mut().find(|(g, _)| *g == god) {
        entry.1 = at;
    }
}

fn battle_mut(state: &mut State) -> &mut Battle {
    state
        .battle
        .as_deref_mut()
        .expect("battle events only happen during a battle")
}

impl crate::engine::sourced::Fold<Event> for State {
    fn fold(&mut self, event: &Event) {
        apply_event(self, event);
    }
}

/// Applies one event to the state: the only function that mutates the game.
fn apply_event(state: &mut State, event: &Event) {
    match event {
        Event::GameStarted {
            first,
            ragnarok,
            destroyed,
            tokens,
            ..
        } => {
            state.first = *first;
            state.ragnarok = *ragnarok;
            for p in destroyed {
                state.destroyed |= 1 << p.0;
            }
            for (i, t) in tokens.iter().enumerate() {
                state.tokens[i] = *t;
            }
        }
        Event::AgeBegan { age } => {
            state.age = *age;
            state.phase = Phase::GodsGifts;
        }
        Event::PhaseBegan { phase } => state.phase = *phase,
        Event::DeckShuffled { age, order } => state.decks[(*age - 1) as usize].clone_from(order),
        Event::DraftBegan { rounds, per_round } => {
            state.draft = Some(Draft {
                packs: PerSeat::from_fn(state.players, |_| Vec::new()),
                round: 1,
                rounds: *rounds,
                per_round: *per_round,
                picked: PerSeat::from_fn(state.players, |_| 0),
            });
        }
        Event::CardsDealt { seat, cards } => {
            let deck = &mut state.decks[(state.age - 1) as usize];
            deck.retain(|c| !cards.contains(c));
            match state.draft.as_mut() {
                Some(draft) => draft.packs[*seat].clone_from(cards),
                None => state.clans[*seat].hand.extend_from_slice(cards),
            }
        }
        Event::LeftoversDiscarded { .. } => state.decks[(state.age - 1) as usize].clear(),
        Event::Drafted { seat, card } => {
            let card = card.expect("the full event names the card");
            let draft = state.draft.as_mut().expect("drafting");
            remove_card(&mut draft.packs[*seat], card);
            draft.picked[*seat] += 1;
            state.clans[*seat].hand.push(card);
        }
        Event::PacksPassed { .. } => {
            let draft = state.draft.as_mut().expect("drafting");
            let n = state.players;
            let old = draft.packs.clone();
            for (seat, pack) in old.seats() {
                draft.packs[seat.next(n)].clone_from(pack);
            }
            draft.round += 1;
            for p in draft.picked.iter_mut() {
                *p = 0;
            }
        }
        Event::DraftEnded { .. } => state.draft = None,
        Event::CarriedReturned { seat, .. } => {
            let clan = &mut state.clans[*seat];
            if let Some(card) = clan.carried.take() {
                clan.hand.push(card);
            }
        }
        Event::RageRefilled { rage } => {
            for (clan, r) in state.clans.iter_mut().zip(rage) {
                clan.rage = *r;
                clan.passed = false;
            }
        }
        Event::TurnBegan { seat } => state.turn = Some(*seat),
        Event::Passed { seat, .. } => {
            let clan = &mut state.clans[*seat];
            clan.rage = 0;
            clan.passed = true;
        }
        Event::Invaded {
            seat,
            figure,
            to,
            cost,
            from_valhalla,
        } => {
            let clan = &mut state.clans[*seat];
            clan.rage = clan.rage.saturating_sub(*cost);
            let from = if *from_valhalla {
                Loc::Valhalla
            } else {
                Loc::Reserve
            };
            set_loc(clan, *figure, from, Loc::At(*to));
        }
        Event::MarchBegan { seat, .. } => {
            let clan = &mut state.clans[*seat];
            clan.rage = clan.rage.saturating_sub(1);
        }
        Event::Moved {
            seat,
            figure,
            from,
            to,
        } => {
            set_loc(
                &mut state.clans[*seat],
                *figure,
                Loc::At(*from),
                Loc::At(*to),
            );
        }
        Event::LeaderMoved {
            seat,
            from,
            to,
            giant,
        } => {
            set_loc(
                &mut state.clans[*seat],
                if *giant {
                    Figure::Monster(Monster::MountainGiant)
                } else {
                    Figure::Leader
                },
                Loc::At(Place::Province(*from)),
                Loc::At(Place::Province(*to)),
            );
        }
        Event::UpgradePlayed {
            seat,
            card,
            slot,
            cost,
            ..
        } => {
            let clan = &mut state.clans[*seat];
            clan.rage = clan.rage.saturating_sub(*cost);
            remove_card(&mut clan.hand, *card);
            let slot = *slot as usize;
            clan.slots[slot] = Some(*card);
            let base = slot_base(super::data::Slot::Monster);
            if (base..base + 2).contains(&slot) {
                clan.monsters[slot - base] = card.def().id.monster().map(|m| (m, Loc::Reserve));
            }
        }
        Event::MonsterRemoved { seat, figure } => {
            let clan = &mut state.clans[*seat];
            for entry in &mut clan.monsters {
                if entry.is_some_and(|(m, _)| Figure::Monster(m) == *figure) {
                    *entry = None;
                }
            }
        }
        Event::QuestCommitted { seat, card } => {
            let card = card.expect("the full event names the card");
            let clan = &mut state.clans[*seat];
            remove_card(&mut clan.hand, card);
            clan.quests.push(card);
        }
        Event::PillageDeclared { seat, cost, .. } => {
            let clan = &mut state.clans[*seat];
            clan.rage = clan.rage.saturating_sub(*cost);
        }
        Event::PillageSucceeded { province, .. } => state.pillaged |= 1 << province.0,
        Event::PillageUncontested { .. }
        | Event::PillageFailed { .. }
        | Event::GodStayed { .. }
        | Event::DeathsPrevented { .. }
        | Event::MysticStruck { .. }
        | Event::MysticHeldBack { .. }
        | Event::DoomMoved { .. } => {}
        Event::QuestsRevealed { seat, .. } => state.clans[*seat].quests_revealed = true,
        Event::StatRaised {
            seat, stat, step, ..
        } => state.clans[*seat].steps[stat.index()] = *step,
        Event::GloryGained { seat, amount, .. }
        | Event::StatBonus {
            seat,
            glory: amount,
            ..
        } => {
            state.clans[*seat].glory += amount;
        }
        Event::GloryTaken {
            from, to, amount, ..
        } => {
            state.clans[*from].glory -= amount;
            state.clans[*to].glory += amount;
        }
        Event::RageGained { seat, amount, .. } => state.clans[*seat].rage += amount,
        Event::RageTaken {
            from, to, amount, ..
        } => {
            state.clans[*from].rage -= amount;
            state.clans[*to].rage += amount;
        }
        Event::RagePaid { seat, amount, .. } => state.clans[*seat].rage -= amount,
        Event::BattleBegan {
            province,
            pillager,
            challenge,
            participants,
            valkyrie,
        } => {
            state.battle = Some(Box::new(Battle {
                province: *province,
                pillager: *pillager,
                challenge: *challenge,
                order: participants.clone(),
                chosen: PerSeat::from_fn(state.players, |_| None),
                table: Vec::new(),
                round: 0,
                destroyed: PerSeat::from_fn(state.players, |_| 0),
                valkyrie: *valkyrie,
                totals: Vec::new(),
                winner: None,
                outcome_cards: Vec::new(),
            }));
        }
        Event::CardChosen { seat, card } => {
            let card = card.expect("the full event names the card");
            remove_card(&mut state.clans[*seat].hand, card);
            battle_mut(state).chosen[*seat] = Some(card);
        }
        Event::CardsRevealed { round, cards } => {
            let battle = battle_mut(state);
            battle.round = *round;
            for (seat, card) in cards {
                battle.chosen[*seat] = None;
                battle.table.push(Played::new(*seat, *card, *round, false));
            }
        }
        Event::QuestCounted { seat, card, bonus } => {
            let battle = battle_mut(state);
            if let Some(p) = battle
                .table
                .iter_mut()
                .find(|p| p.seat == *seat && p.card == *card)
            {
                p.quest_bonus = *bonus;
            }
        }
        Event::TextsCancelled { cards, .. } => {
            let battle = battle_mut(state);
            for p in &mut battle.table {
                if cards.contains(&p.card) && !p.late {
                    p.cancelled = true;
                }
            }
        }
        Event::WatchResolved { discarded, .. } => {
            battle_mut(state)
                .table
                .retain(|p| !discarded.contains(&p.card));
        }
        Event::CardPlayedOpen { seat, card, round } => {
            remove_card(&mut state.clans[*seat].hand, *card);
            let battle = battle_mut(state);
            battle.round = *round;
            battle.table.push(Played::new(*seat, *card, *round, false));
        }
        Event::GodsChosen { gods, .. } => {
            state.gods = gods.iter().map(|g| (*g, None)).collect();
        }
        Event::GodsPlaced { places } => {
            for (god, at) in places {
                set_god(state, *god, Some(*at));
            }
        }
        Event::GodMoved { god, to, .. } => set_god(state, *god, Some(*to)),
        Event::LateCardPlayed { seat, card } => {
            remove_card(&mut state.clans[*seat].hand, *card);
            let battle = battle_mut(state);
            let round = battle.round;
            battle.table.push(Played::new(*seat, *card, round, true));
        }
        Event::BattleTotals { totals, winner, .. } => {
            let battle = battle_mut(state);
            battle.totals.clone_from(totals);
            battle.winner = *winner;
            battle.outcome_cards = battle.table.clone();
        }
        Event::CardsTaken { from, to, cards } => {
            take_from_table(battle_mut(state), *from, cards);
            state.clans[*to].hand.extend_from_slice(cards);
        }
        Event::CardKeptByProwess { seat, card, cost } => {
            take_from_table(battle_mut(state), *seat, &[*card]);
            let clan = &mut state.clans[*seat];
            clan.rage -= cost;
            clan.hand.push(*card);
        }
        Event::CardsDiscarded { seat, cards } => {
            take_from_table(battle_mut(state), *seat, cards);
        }
        Event::CardsReturned { seat, cards } => {
            take_from_table(battle_mut(state), *seat, cards);
            state.clans[*seat].hand.extend_from_slice(cards);
        }
        Event::FigureDestroyed {
            seat,
            figure,
            at,
            cause,
        } => {
            set_loc(
                &mut state.clans[*seat],
                *figure,
                Loc::At(*at),
                Loc::Valhalla,
            );
            if let Some(battle) = state.battle.as_deref_mut()
                && *cause != Cause::Ragnarok
            {
                battle.destroyed[*seat] += 1;
            }
        }
        Event::FigureProtected { seat, cost, .. } => state.clans[*seat].rage -= cost,
        Event::WitchRetreated { seat, from } => set_loc(
            &mut state.clans[*seat],
            Figure::Monster(super::data::Monster::VolurWitch),
            Loc::At(*from),
            Loc::At(Place::Province(ProvinceId::YGGDRASIL)),
        ),
        Event::MysticJoined { seat, .. } => state.clans[*seat].mystics.reserve += 1,
        Event::MysticEscaped { seat, from, to } => set_loc(
            &mut state.clans[*seat],
            Figure::Mystic,
            Loc::At(*from),
            Loc::At(Place::Province(*to)),
        ),
        Event::BattleEnded { .. } => state.battle = None,
        Event::ActionPhaseEnded { .. } => {
            for clan in state.clans.iter_mut() {
                clan.rage = 0;
            }
            state.turn = None;
        }
        Event::CardKept { seat, card } => {
            let clan = &mut state.clans[*seat];
            if let Some(card) = card {
                remove_card(&mut clan.hand, *card);
                clan.carried = Some(*card);
            }
        }
        Event::HandDiscarded { seat, .. } => state.clans[*seat].hand.clear(),
        Event::QuestResolved { seat, card, .. } => {
            let clan = &mut state.clans[*seat];
            remove_card(&mut clan.quests, *card);
            clan.quests_revealed = !clan.quests.is_empty();
        }
        Event::ProvinceDestroyed { province, .. } => state.destroyed |= 1 << province.0,
        Event::FiguresReleased { seat, .. } => {
            let clan = &mut state.clans[*seat];
            if clan.leader == Loc::Valhalla {
                clan.leader = Loc::Reserve;
            }
            if clan.ship == Loc::Valhalla {
                clan.ship = Loc::Reserve;
            }
            for pool in [&mut clan.warriors, &mut clan.mystics] {
                pool.reserve += pool.valhalla;
                pool.valhalla = 0;
            }
            for (_, l) in clan.monsters.iter_mut().flatten() {
                if *l == Loc::Valhalla {
                    *l = Loc::Reserve;
                }
            }
        }
        Event::TokensReset => state.pillaged = 0,
        Event::FirstPlayerPassed { to } => state.first = *to,
        Event::GameEnded { .. } => state.phase = Phase::GameOver,
    }
}
