//! A game of Blood Rage – Reprisal through Discord, from `/game new rules:reprisal` to its final
//! ranking: two players and a computer clan, every decision opened with `/act` (or typed as
//! `/pillage` and `/invade` from their suggestions) and picked at random among what the bot offers,
//! secret prayers and battle cards collected privately and revealed together, a prayer taken
//! back, and the board after the moves.

use super::driver::{Table, bot_answers, open_game_with, picked_any, splitmix, table};
use super::harness::{ALICE, BOB, Choice, Harness, choices, weighted};
use bloodrage_bot::engine::reprisal::Command;
use bloodrage_bot::engine::{AnyCommand, Seat};
use serde_json::{Value, json};
use std::time::Duration;

/// The `rules` option's choices by index, as Discord sends them.
const RULES_REPRISAL: u64 = 1;
/// The `level` option's medium choice.
const LEVEL_MEDIUM: u64 = 1;

struct Player {
    rng: u64,
}

impl Player {
    fn pick(&mut self, n: usize) -> usize {
        splitmix(&mut self.rng, n)
    }
}

/// The words the test reads in the bot's replies, in the players' language.
struct Words {
    victory_points: &'static str,
    cards_in_hand: &'static str,
    done: &'static str,
    taken_back: &'static str,
    decided_since: &'static str,
    /// How a secret pick is worded in a private panel: never in public.
    secrets: [&'static str; 2],
}

const ENGLISH: Words = Words {
    victory_points: "Victory points",
    cards_in_hand: "Battle cards in hand",
    done: "Done",
    taken_back: "Taken back: ",
    decided_since: "has decided since",
    secrets: ["Pray ", "Play card"],
};

const FRENCH: Words = Words {
    victory_points: "Points de victoire",
    cards_in_hand: "Cartes de bataille en main",
    done: "C'est fait",
    taken_back: "Repris\u{a0}: ",
    decided_since: "a décidé depuis",
    secrets: ["Prier ", "Jouer la carte"],
};

/// No public message shows a secret pick: prayers and battle cards are told only as "X has
/// prayed" / "X has chosen a battle card" until the reveal of all of them.
fn assert_no_secret_in_public(h: &Harness, thread: u64, words: &Words) {
    for m in h.public_messages(thread) {
        for secret in words.secrets {
            assert!(
                !m.content.contains(secret),
                "a public message shows a secret pick: {}",
                m.content
            );
        }
        for a in &m.attachments {
            assert!(
                matches!(a.filename.as_str(), "board.png" | "story.png"),
                "only the board and the game's story are shown in public: {}",
                a.filename
            );
        }
    }
}

/// A 3-seat Reprisal game opened by Alice with `options`, one computer clan, Bob joining, and
/// started: its table, the lobby's text and the opening message.
async fn start(h: &mut Harness, options: &[(&str, Value)]) -> (Table, String, String) {
    let mut all = vec![
        ("players", json!(3)),
        ("rules", json!(RULES_REPRISAL)),
        ("bots", json!(1)),
    ];
    all.extend(options.iter().cloned());
    let (game, thread, lobby) = open_game_with(h, ALICE, &all).await;
    let text = h.message(lobby).content;
    h.press(BOB, lobby, "join").await;
    h.press(ALICE, lobby, "start").await;
    let t = table(h, game, thread).await;
    let opening = opening(h, thread);
    (t, text, opening)
}

/// The game's opening message.
fn opening(h: &Harness, thread: u64) -> String {
    h.public_messages(thread)
        .into_iter()
        .find(|m| m.content.contains("Reprisal begins") || m.content.contains("Reprisal commence"))
        .expect("the opening message")
        .content
}

/// Waits until every move of `game` is told in its thread.
async fn all_told(h: &Harness, game: i64) {
    for _ in 0..2000 {
        let record = h.store().games().record(game).await.unwrap();
        if record.announced == Some(record.next_seq) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reprisal_game_is_played_to_its_final_ranking_through_discord() {
    let mut h = Harness::new("reprisal").await;
    h.fake.state.lock().unwrap().keep_texts = true;
    // Two players is too few for Reprisal's table.
    let i = h
        .slash(
            ALICE,
            super::harness::GAMES,
            "game new",
            &[("players", json!(2)), ("rules", json!(RULES_REPRISAL))],
        )
        .await;
    assert!(
        h.private_reply(i).content.contains("3 to 5 players"),
        "{}",
        h.private_reply(i).content
    );
    let (t, text, opening) = start(
        &mut h,
        &[
            ("name", json!("Reprisal night")),
            ("level", json!(LEVEL_MEDIUM)),
        ],
    )
    .await;
    let (game, thread) = (t.game, t.thread);
    assert!(text.starts_with("**Blood Rage – Reprisal**"), "{text}");
    assert!(text.contains("3 clans at least"), "{text}");
    assert!(
        opening.contains(
            "Options: Prayers for the Gods with the Blessing, the Gods, Mystics, the Leader's \
             exploding dice, Battle Cards."
        ),
        "{}",
        opening
    );
    assert!(opening.contains("The quest die shows"), "{}", opening);

    let Played {
        steps,
        typed,
        undone,
        looked,
        kinds,
    } = play(&mut h, &t, None, 0x5EED, &ENGLISH).await;
    let loaded = h.store().logs().load(game).await.unwrap();
    if !loaded.game.is_over() {
        let computers = h.store().seats().computer_seats(game).await.unwrap();
        eprintln!(
            "stuck: awaited {:?} {:?}, announced {:?} next {} computers {:?} users {:?} by bot {:?}",
            loaded.game.awaited(),
            loaded.game.decision(),
            loaded.record.announced,
            loaded.record.next_seq,
            computers.iter().map(|c| c.seat).collect::<Vec<_>>(),
            t.users,
            bot_answers(&h, &loaded).await
        );
        for e in loaded.log.iter().rev().take(6) {
            eprintln!("log: {} {:?} {:?} {:?}", e.seq, e.seat, e.origin, e.command);
        }
    }
    assert!(loaded.game.is_over(), "the game ends ({steps} steps)");
    // The last moves are told.
    all_told(&h, game).await;
    let loaded = h.store().logs().load(game).await.unwrap();
    assert_eq!(loaded.record.status.to_string(), "finished");
    for kind in ["prayer", "action", "battle_card"] {
        assert!(
            kinds.contains(kind),
            "a player met a {kind} decision: {kinds:?}"
        );
    }
    assert!(undone, "a prayer was taken back");
    assert!(typed > 0, "actions were typed");
    // The final ranking, the board along the way, and the Reprisal narration.
    let public = h.public_messages(thread);
    let all: String = public.iter().map(|m| m.content.clone() + "\n").collect();
    assert!(
        all.contains("## 🏁 Game over\n1. "),
        "the final ranking is posted"
    );
    assert!(
        all.contains("Prayers revealed"),
        "prayers are revealed together"
    );
    assert!(
        all.contains("Cards revealed"),
        "battle cards are revealed together"
    );
    assert!(all.contains("🏅 Scoring:"), "each Age is scored");
    assert!(
        public
            .iter()
            .filter(|m| m.attachments.iter().any(|a| a.filename == "board.png"))
            .count()
            > 5,
        "the board is shown after the moves"
    );
    assert!(looked, "a player looked at the status and their cards");
    // The log and the board, privately, after the end.
    let i = h.slash(BOB, thread, "log", &[("moves", json!(10))]).await;
    let log: String = h.replies(i).iter().map(|m| m.content.clone()).collect();
    assert!(
        log.contains("🏅 Scoring:") && log.contains("Game over"),
        "{log}"
    );
    let i = h.slash(ALICE, thread, "board", &[]).await;
    assert!(
        h.private_reply(i)
            .attachments
            .iter()
            .any(|a| a.filename == "board.png"),
        "/board shows the board"
    );
    // The server's history names the rule set and shows the victory points.
    let i = h.slash(BOB, thread, "game history", &[]).await;
    let history = h.private_reply(i).content;
    let outcome = h
        .store()
        .games()
        .record(game)
        .await
        .unwrap()
        .outcome
        .unwrap();
    let winner = outcome.winners[0].index();
    assert!(
        history.contains(&format!("**#{game} ")) && history.contains(" · Blood Rage – Reprisal · "),
        "{history}"
    );
    let seats = h.store().seats().seat_users(game).await.unwrap();
    let who = seats.iter().find(|(s, _)| s.index() == winner).map_or_else(
        || "computer (medium)".to_string(),
        |(_, u)| format!("<@{u}>"),
    );
    assert!(
        history.contains(&format!("\n  🏆 {who} {}", outcome.glory[winner])),
        "{history}"
    );
    eprintln!("reprisal game: {steps} player steps ({typed} typed), decisions met: {kinds:?}");
    super::reading::assert_reads_well(&h, bloodrage_bot::present::locale::Lang::En, 200);
    h.move_to_postgres().await;
    h.finish().await;
}

/// What a game played by [`play`] showed.
#[derive(Default)]
struct Played {
    steps: u32,
    typed: u32,
    undone: bool,
    looked: bool,
    kinds: std::collections::BTreeSet<&'static str>,
}

/// Plays the game at table `t` until it ends: each awaited player (but `silent`, whose
/// deadlines the clock runs out) opens their choices with `/act` or types an action, and picks
/// at random; the first prayer confirmed is taken back.
/// A player in a battle looks at the game's status and their cards.
async fn look(h: &mut Harness, user: u64, thread: u64, words: &Words) {
    let i = h.slash(user, thread, "game status", &[]).await;
    let status = h.private_reply(i).content;
    assert!(status.contains(words.victory_points), "{status}");
    let i = h.slash(user, thread, "hand", &[]).await;
    let hand = h.private_reply(i);
    assert!(
        hand.content.contains(words.cards_in_hand),
        "{}",
        hand.content
    );
    assert!(hand.attachments.iter().any(|a| a.filename == "cards.png"));
}

async fn play(h: &mut Harness, t: &Table, silent: Option<u64>, seed: u64, words: &Words) -> Played {
    let (game, thread) = (t.game, t.thread);
    let mut player = Player { rng: seed };
    let mut steps = 0;
    let mut typed = 0;
    let mut undone = false;
    let mut looked = false;
    let mut kinds = std::collections::BTreeSet::new();
    for _ in 0..4_000 {
        let loaded = h.store().logs().load(game).await.unwrap();
        if loaded.game.is_over() {
            break;
        }
        let record = loaded.record.clone();
        // A move is told once it is complete: wait for it, unless a player is finishing one
        // (the figures of an Invade or a March).
        let finishing = loaded.game.decision().is_some_and(|d| d.follow_up);
        if record.announced != Some(record.next_seq) && !finishing {
            tokio::time::sleep(Duration::from_millis(5)).await;
            continue;
        }
        let computers = h.store().seats().computer_seats(game).await.unwrap();
        let by_bot = bot_answers(h, &loaded).await;
        let seats: Vec<Seat> = loaded
            .game
            .awaited()
            .iter()
            .filter(|s| {
                t.users[s.index()] != 0
                    && Some(t.users[s.index()]) != silent
                    && !computers.iter().any(|c| c.seat == *s)
                    && !by_bot.contains(s)
            })
            .collect();
        if seats.is_empty() {
            // A silent player awaited: their deadline passes and the bot answers for them.
            let silent_awaited = loaded.game.awaited().iter().any(|s| {
                Some(t.users[s.index()]) == silent && !computers.iter().any(|c| c.seat == s)
            });
            if silent_awaited && !by_bot.iter().any(|s| loaded.game.awaited().contains(*s)) {
                h.advance_clock(5 * 3600);
                tokio::time::sleep(Duration::from_millis(30)).await;
            } else {
                tokio::time::sleep(Duration::from_millis(5)).await;
            }
            continue;
        }
        let seat = seats[player.pick(seats.len())];
        let user = t.users[seat.index()];
        let info = loaded.game.decision().unwrap();
        kinds.insert(info.kind);
        let before = record.next_seq;
        // At the first battle, the player looks at the status and at their cards.
        if info.kind == "battle_card" && !looked {
            look(h, user, thread, words).await;
            looked = true;
        }
        let mut typed_panel = None;
        // Now and then an action is typed, from the suggestions.
        if info.kind == "action" && (typed == 0 || player.pick(4) == 0) {
            let (kind, fields): (&str, &[&str]) = match player.pick(3) {
                0 => ("pillage", &["province"]),
                1 => ("march", &["from", "to"]),
                _ => ("invade", &["figure", "to"]),
            };
            let mut filled: Vec<(&str, Value)> = Vec::new();
            for field in fields {
                let offered = h.autocomplete(user, thread, kind, &filled, field, "").await;
                if offered.is_empty() {
                    break;
                }
                let (_, value) = offered[player.pick(offered.len())].clone();
                filled.push((field, value));
            }
            if filled.len() == fields.len() {
                let i = h.slash(user, thread, kind, &filled).await;
                let reply = h.private_reply(i);
                assert!(
                    reply.content.starts_with(words.done),
                    "/{kind} {filled:?} was refused: {}",
                    reply.content
                );
                typed += 1;
                assert_no_secret_in_public(h, thread, words);
                if choices(&reply).is_empty() {
                    steps += 1;
                    continue;
                }
                typed_panel = Some(reply.id);
            }
        }
        let panel = if let Some(panel) = typed_panel {
            panel
        } else {
            let i = h.slash(user, thread, "act", &[]).await;
            h.private_reply(i).id
        };
        for _ in 0..80 {
            let m = h.message(panel);
            let options: Vec<Choice> = choices(&m)
                .into_iter()
                .filter(|c| !matches!(c.action(), "open" | "hand" | "undo"))
                .collect();
            if options.is_empty() {
                break;
            }
            let now = h.store().logs().load(game).await.unwrap().game;
            // One panel carries on through the seat's next decisions (a pillage, then its
            // battle card): each is met.
            if let Some(next) = now.decision() {
                kinds.insert(next.kind);
                if next.kind == "battle_card" && !looked {
                    look(h, user, thread, words).await;
                    looked = true;
                }
            }
            let weighted = weighted(&options, |c| {
                picked_any(&now, seat, c) == Some(AnyCommand::Reprisal(Command::Pass))
            });
            let choice = weighted[player.pick(weighted.len())].clone();
            let was = h.store().logs().load(game).await.unwrap().record.next_seq;
            h.choose_accepted(user, panel, &choice).await;
            let after = h.store().logs().load(game).await.unwrap();
            let applies = choice.applies();
            if applies {
                assert!(after.record.next_seq > was, "{choice:?} changed nothing");
                // A prayer confirmed is taken back, until one is (before the others pray).
                let confirmation = h.message(panel);
                if !undone
                    && info.kind == "prayer"
                    && choices(&confirmation).iter().any(|c| c.action() == "undo")
                {
                    h.press(user, panel, "undo").await;
                    let preview = h.message(panel);
                    if choices(&preview).iter().any(|c| c.action() == "undo.y") {
                        h.press(user, panel, "undo.y").await;
                        let now = h.message(panel).content;
                        if now.starts_with(words.taken_back) {
                            // The thread says so only if it had told the prayer ("has
                            // prayed"), and never which number: `assert_no_secret_in_public`.
                            undone = true;
                        } else {
                            // The computer clan prayed in between: rightly refused.
                            assert!(now.contains(words.decided_since), "{now}");
                        }
                    }
                    break;
                }
                if !after.game.awaited().contains(seat) {
                    break;
                }
            }
        }
        assert_no_secret_in_public(h, thread, words);
        let now = h.store().logs().load(game).await.unwrap().record.next_seq;
        assert!(
            now > before,
            "step {steps} ({}) made no progress; the panel: {:?} {:?}",
            info.kind,
            h.message(panel).content,
            choices(&h.message(panel))
        );
        steps += 1;
    }
    Played {
        steps,
        typed,
        undone,
        looked,
        kinds,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reprisal_game_with_every_locale_french_shows_no_sentence_of_the_english_catalogue() {
    let english = super::french::english_sentences();
    let mut h = Harness::new("reprisal-french").await;
    h.set_locales("fr");
    h.fake.state.lock().unwrap().keep_texts = true;
    let (t, lobby, opening) = start(&mut h, &[("name", json!("Nuit des représailles"))]).await;
    assert!(lobby.contains("partie n°"), "{lobby}");
    assert!(
        opening.contains(
            "Options\u{a0}: Prières aux Dieux avec la Bénédiction, les Dieux, Mystiques, les dés \
             explosifs du Chef, Cartes de bataille."
        ),
        "{opening}"
    );
    assert!(opening.contains("Le dé de quête donne"), "{opening}");
    let played = play(&mut h, &t, None, 0xF2A5, &FRENCH).await;
    all_told(&h, t.game).await;
    let loaded = h.store().logs().load(t.game).await.unwrap();
    assert!(
        loaded.game.is_over(),
        "the game ends ({} steps)",
        played.steps
    );
    let all: String = h
        .public_messages(t.thread)
        .iter()
        .map(|m| m.content.clone() + "\n")
        .collect();
    assert!(
        all.contains("## 🏁 Fin de la partie\n1. "),
        "the final ranking"
    );
    assert!(all.contains("🏅 Décompte\u{a0}:"), "each Age is scored");
    assert!(all.contains("Prières révélées"), "prayers revealed");
    super::french::assert_no_english_shown(&h, &english, 200);
    super::reading::assert_reads_well(&h, bloodrage_bot::present::locale::Lang::Fr, 200);
    h.finish().await;
}

/// The `fast` choice of `/game new pace:` (4 hours a decision).
const PACE_FAST: u64 = 0;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_silent_player_never_freezes_a_reprisal_game_their_deadlines_answer_for_them() {
    let mut h = Harness::new("reprisal-silent").await;
    let (t, _, opening) = start(
        &mut h,
        &[
            ("name", json!("Dice only")),
            ("pace", json!(PACE_FAST)),
            ("battle_cards", json!(false)),
            ("mystics", json!(false)),
        ],
    )
    .await;
    let (game, thread) = (t.game, t.thread);
    assert!(
        opening.contains(
            "Options: Prayers for the Gods with the Blessing, the Gods, the Leader's exploding dice."
        ),
        "{}",
        opening
    );
    let played = play(&mut h, &t, Some(BOB), 0xB0B, &ENGLISH).await;
    all_told(&h, game).await;
    let loaded = h.store().logs().load(game).await.unwrap();
    assert!(
        loaded.game.is_over(),
        "the game ends ({} steps of Alice's)",
        played.steps
    );
    let bob = Seat(t.users.iter().position(|u| *u == BOB).unwrap() as u8);
    assert!(
        loaded
            .log
            .iter()
            .any(|e| e.seat == bob && e.origin == bloodrage_bot::store::Origin::Deadline),
        "the deadline answered for Bob"
    );
    let all: String = h
        .public_messages(thread)
        .iter()
        .map(|m| m.content.clone() + "\n")
        .collect();
    assert!(
        all.contains(" rolls "),
        "dice battles are narrated with their faces"
    );
    assert!(
        all.contains("## 🏁 Game over\n1. "),
        "the final ranking is posted"
    );
    h.finish().await;
}
