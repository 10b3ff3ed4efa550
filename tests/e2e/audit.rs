//! Hidden information never leaks: after every interaction, every message the fake holds that is
//! new or changed is checked against what its readers may know.
//!
//! - A public message (a channel or thread, not ephemeral) may name only cards that public events
//!   have shown (a game's line of options aside: what its options add is its configuration); its only attachments are `board.png` and, with the final scores, `story.png` (scores
//!   and counts of public events: battles won, quests fulfilled, monsters recruited); its only
//!   components are the lobby buttons and
//!   the Choose / My cards buttons, which carry no card.
//! - A private message (ephemeral, or a DM) may name only cards its reader has seen (public events,
//!   the events redacted for the reader's seat, and the hand and packets the seat's own view has
//!   shown at any point of the log, decisions later taken back included), and every card code in
//!   its components is a card the reader holds or that is public.
//! - A public message that pings users pings only users the game is waiting on.

use super::harness::{Harness, choices};
use bloodrage_bot::engine::base::Game;
use bloodrage_bot::engine::base::data::{CardId, catalogue};
use bloodrage_bot::engine::{Seat, Viewer};
use std::collections::{BTreeMap, BTreeSet};

/// Card names that are also place names (quests named after regions and Yggdrasil).
const PLACE_NAMES: [&str; 4] = ["Alfheim", "Jotunheim", "Manheim", "Yggdrasil"];

/// What has been checked already.
#[derive(Default)]
pub struct Audit {
    checked: BTreeMap<u64, String>,
    /// Interactions whose replies may name any card (`/card`, `/rules`: catalogue look-ups).
    pub exempt: BTreeSet<u64>,
    /// Messages checked so far (public, private).
    pub counts: (usize, usize),
    /// Computer clans move while the test looks: a ping cannot be checked against who is awaited
    /// at the moment of the check (the computer may have answered since). Card checks stay.
    pub concurrent: bool,
    /// Another game is played in the same fake at the same time: its messages cannot be
    /// checked against this game's state, so nothing is (the leak audit runs in the other tests).
    pub off: bool,
}

/// Card ids inside a command code (`dr.12`, `up.40.1`, `c.pl.7`, …).
fn card_in_code(code: &str) -> Option<CardId> {
    let code = code.strip_prefix("c.").unwrap_or(code);
    let mut parts = code.split('.');
    let kind = parts.next()?;
    if !matches!(kind, "dr" | "qu" | "pl" | "ke" | "up") {
        return None;
    }
    parts.next()?.parse().ok().map(CardId)
}

/// Whether `text` names the card `name` on its own, not only as part of a longer card name
/// ("Troll" in "Mystic Troll": that name is checked for itself).
fn names(text: &str, name: &str, all_names: &BTreeSet<String>) -> bool {
    if !text.contains(name) {
        return false;
    }
    let mut rest = text.to_owned();
    for longer in all_names {
        if longer.len() > name.len() && longer.contains(name) {
            rest = rest.replace(longer.as_str(), "");
        }
    }
    rest.contains(name)
}

fn names_of(cards: impl IntoIterator<Item = CardId>) -> BTreeSet<String> {
    cards.into_iter().map(|c| c.def().name.clone()).collect()
}

impl Audit {
    /// Checks every new or changed message against the state of game `game_id`; fails the test on
    /// any problem.
    pub async fn check(&mut self, h: &Harness, game_id: i64) {
        if self.off {
            return;
        }
        let problems = self.problems(h, game_id).await;
        assert!(
            problems.is_empty(),
            "hidden information leaked:\n{}",
            problems.join("\n")
        );
    }

    /// What is wrong with the messages new or changed since the last call.
    pub async fn problems(&mut self, h: &Harness, game_id: i64) -> Vec<String> {
        let mut problems = Vec::new();
        // Only messages posted before the game is read: a message is posted after its move is
        // stored, so the state read covers it (later ones wait for the next check).
        let posted: BTreeSet<u64> = h
            .fake
            .state
            .lock()
            .unwrap()
            .messages
            .keys()
            .copied()
            .collect();
        let (record, game) = h.load(game_id).await;
        let seats = h.store().seats().seat_users(game_id).await.unwrap();
        // Every row of the log: what a decision showed stays seen after it is taken back.
        let log = h.store().logs().load(game_id).await.unwrap().log;
        let players = record.config.players;
        let mut replay = Game::new(&record.config).unwrap();
        let mut public: BTreeSet<String> = BTreeSet::new();
        let mut private: Vec<BTreeSet<String>> = vec![BTreeSet::new(); players as usize];
        // What each seat's own view showed at any point (its hand and the packets it held: a
        // packet's cards are in no event), from the set-up on.
        let held = |replay: &Game, private: &mut Vec<BTreeSet<String>>| {
            for s in 0..players {
                let v = replay.private_view(Seat(s));
                private[s as usize].extend(names_of(v.hand.iter().chain(&v.pack).copied()));
            }
        };
        held(&replay, &mut private);
        let mut before_each: Vec<Game> = Vec::new();
        for entry in &log {
            if entry.undoes.is_some() {
                replay = before_each
                    .pop()
                    .expect("an undo follows a command in effect");
                continue;
            }
            before_each.push(replay.clone());
            let command = entry.command.as_base().expect("Blood Rage");
            for e in replay.apply(entry.seat, command).unwrap() {
                if let Some(p) = e.redact(Viewer::Public) {
                    public.extend(names_of(p.cards()));
                }
                for s in 0..players {
                    if let Some(p) = e.redact(Viewer::Seat(Seat(s))) {
                        private[s as usize].extend(names_of(p.cards()));
                    }
                }
            }
            held(&replay, &mut private);
        }
        public.extend(names_of(game.public_view().cards()));
        let seat_of = |user: u64| seats.iter().find(|(_, u)| *u == user).map(|(s, _)| *s);
        let holdings = |seat: Seat| -> BTreeSet<CardId> {
            let v = game.private_view(seat);
            let mut out: BTreeSet<CardId> = v
                .hand
                .iter()
                .chain(&v.pack)
                .chain(&v.quests)
                .copied()
                .collect();
            out.extend(v.carried);
            out.extend(v.chosen);
            out.extend(game.public_view().cards());
            out
        };
        let awaited: BTreeSet<u64> = game
            .pending()
            .map(|p| {
                p.seats
                    .iter()
                    .filter_map(|s| seats.iter().find(|(x, _)| *x == s).map(|(_, u)| *u))
                    .collect()
            })
            .unwrap_or_default();
        let all_names: BTreeSet<String> = catalogue()
            .rows
            .iter()
            .map(|c| c.name.clone())
            .filter(|n| !PLACE_NAMES.contains(&n.as_str()))
            .collect();

        let s = h.fake.state.lock().unwrap();
        for m in s.messages.values() {
            if !posted.contains(&m.id) {
                continue;
            }
            let mut fingerprint = m.content.clone();
            for c in choices(m) {
                fingerprint.push('\u{1}');
                fingerprint.push_str(&c.custom_id);
                fingerprint.push_str(c.value.as_deref().unwrap_or(""));
                fingerprint.push_str(&c.label);
            }
            for a in &m.attachments {
                fingerprint.push('\u{2}');
                fingerprint.push_str(&a.filename);
            }
            let created = !self.checked.contains_key(&m.id);
            if self.checked.get(&m.id) == Some(&fingerprint) {
                continue;
            }
            self.checked.insert(m.id, fingerprint);
            if m.interaction.is_some_and(|i| self.exempt.contains(&i)) {
                continue;
            }
            let channel = &s.channels[&m.channel];
            let reader = if channel.kind == 1 {
                channel.recipient
            } else if m.ephemeral {
                m.owner
            } else {
                None
            };
            let text = {
                // The line of a game's options names what the options add (the Kickstarter
                // monsters), which is the game's configuration, known to all.
                let mut t: String = m
                    .content
                    .lines()
                    .filter(|l| !l.starts_with("Options: ") && !l.starts_with("Options\u{a0}: "))
                    .collect::<Vec<_>>()
                    .join("\n");
                for c in choices(m) {
                    t.push('\n');
                    t.push_str(&c.label);
                }
                t
            };
            match reader {
                None => {
                    self.counts.0 += 1;
                    for name in &all_names {
                        if names(&text, name, &all_names) && !public.contains(name) {
                            problems.push(format!(
                                "public message {} names {name}, which no public event has shown:\n{text}",
                                m.id
                            ));
                        }
                    }
                    for a in &m.attachments {
                        if a.filename == "story.png" && record.status.to_string() != "finished" {
                            problems.push(format!(
                                "public message {} carries the story before the game ended",
                                m.id
                            ));
                        }
                        if !matches!(a.filename.as_str(), "board.png" | "story.png") {
                            problems
                                .push(format!("public message {} carries {}", m.id, a.filename));
                        }
                    }
                    for c in choices(m) {
                        if !matches!(
                            c.action(),
                            "join" | "leave" | "start" | "open" | "hand" | "web"
                        ) {
                            problems.push(format!("public message {} offers {c:?}", m.id));
                        }
                    }
                    if created && !self.concurrent && !m.allowed_users.is_empty() {
                        let pinged: BTreeSet<u64> = m.allowed_users.iter().copied().collect();
                        if !pinged.is_subset(&awaited) {
                            problems.push(format!(
                                "message {} pings {pinged:?} but the game waits on {awaited:?}: {}",
                                m.id, m.content
                            ));
                        }
                    }
                }
                Some(user) => {
                    self.counts.1 += 1;
                    let seat = seat_of(user);
                    let mut allowed = public.clone();
                    if let Some(seat) = seat {
                        allowed.extend(private[seat.index()].iter().cloned());
                        allowed.extend(names_of(holdings(seat)));
                    }
                    for name in &all_names {
                        if names(&text, name, &all_names) && !allowed.contains(name) {
                            problems.push(format!(
                                "private message {} to {user} names {name}, which that player has not seen:\n{text}",
                                m.id
                            ));
                        }
                    }
                    for c in choices(m) {
                        let code = c.value.clone().unwrap_or_else(|| c.action().to_string());
                        if let Some(card) = card_in_code(&code)
                            && !seat.is_some_and(|seat| holdings(seat).contains(&card))
                        {
                            problems.push(format!(
                                "message {} offers {user} card {} ({card:?}) that player does not hold",
                                m.id,
                                card.def().name
                            ));
                        }
                    }
                }
            }
        }
        problems
    }
}
