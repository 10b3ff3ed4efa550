//! Valhalla's events carry the hidden cards its state takes from them (the deck's order, each
//! seat's packet, a committed quest, the cards kept at an End of Age, Baldr's look at the deck),
//! and redaction takes each one out for every viewer who may not see it.

use bloodrage_bot::engine::family::Family as _;
use bloodrage_bot::engine::rng::GameRng;
use bloodrage_bot::engine::valhalla::{CardId, Event, Game};
use bloodrage_bot::engine::{Rules, Seat, Viewer};
use std::collections::BTreeSet;

/// The hidden cards an event names, and the seat allowed to see them (`None`: nobody).
fn hidden(event: &Event) -> Vec<(Option<Seat>, CardId)> {
    match event {
        Event::DeckShuffled { order, .. } => order.iter().map(|c| (None, *c)).collect(),
        Event::Dealt { packets, .. } => packets
            .seats()
            .flat_map(|(s, p)| p.iter().map(move |c| (Some(s), *c)))
            .collect(),
        Event::KeptCards { seat, cards, .. } => cards.iter().map(|c| (Some(*seat), *c)).collect(),
        Event::QuestCommitted { seat, card } => card.iter().map(|c| (Some(*seat), *c)).collect(),
        Event::PickedCard { seat, card } => vec![(Some(*seat), *card)],
        Event::LookedAt { seat, cards } => cards.iter().map(|c| (Some(*seat), *c)).collect(),
        Event::TookLooked {
            seat,
            card,
            returned,
        } => std::iter::once(*card)
            .chain(returned.iter().copied())
            .map(|c| (Some(*seat), c))
            .collect(),
        _ => Vec::new(),
    }
}

fn viewers(players: u8) -> Vec<Viewer> {
    std::iter::once(Viewer::Public)
        .chain((0..players).map(|s| Viewer::Seat(Seat(s))))
        .collect()
}

#[test]
fn a_hidden_card_of_a_valhalla_event_reaches_only_the_seat_that_may_see_it() {
    let mut kinds = BTreeSet::new();
    for seed in 0..12u64 {
        let players = 3 + (seed % 3) as u8;
        let config = Game::default_config(players, seed);
        let mut game = Game::new(&config).expect("a valid game");
        let mut rng = GameRng::from_seed(seed);
        let mut batches = vec![game.opening_events().to_vec()];
        while Rules::outcome(&game).is_none() {
            let seat = Rules::awaited(&game)
                .iter()
                .next()
                .expect("someone decides");
            let legal = Rules::legal_commands(&game, seat);
            let command = legal[rng.below(legal.len() as u32) as usize];
            batches.push(Rules::apply(&mut game, seat, &command).expect("listed"));
            assert!(batches.len() < 5_000, "seed {seed}: the game ends");
        }
        for event in batches.iter().flatten() {
            let secret = hidden(event);
            if !secret.is_empty() {
                kinds.insert(
                    format!("{event:?}")
                        .split([' ', '{'])
                        .next()
                        .map(str::to_owned),
                );
            }
            for viewer in viewers(players) {
                let Some(shown) = event.redact(viewer) else {
                    continue;
                };
                for (allowed, card) in hidden(&shown) {
                    assert!(
                        allowed.is_some() && viewer == Viewer::Seat(allowed.unwrap_or(Seat(0))),
                        "seed {seed}: {viewer:?} sees hidden card {card:?} in {shown:?}"
                    );
                }
                // What a seat may see reaches it whole.
                if let Viewer::Seat(me) = viewer {
                    let mine = |e: &Event| {
                        hidden(e)
                            .into_iter()
                            .filter(|(s, _)| *s == Some(me))
                            .map(|(_, c)| c)
                            .collect::<Vec<_>>()
                    };
                    assert_eq!(mine(&shown), mine(event), "seed {seed}: {event:?}");
                }
            }
        }
    }
    // Every kind of event with hidden cards happened (Baldr's look needs its house rule, and
    // may not come up: the deck's, the packets', the picks', the quests' and the kept cards'
    // must).
    for kind in [
        "DeckShuffled",
        "Dealt",
        "PickedCard",
        "QuestCommitted",
        "KeptCards",
    ] {
        assert!(
            kinds.contains(&Some(kind.to_owned())),
            "no game produced {kind}: {kinds:?}"
        );
    }
}
