//! A game of Blood Rage: Valhalla through Discord, from `/game new rules:valhalla` to its final
//! scores: two players and a computer clan, the draft and every other decision opened with
//! `/act` (or typed as `/summon`, `/march` and `/contest` from their suggestions) and picked at
//! random among what the bot offers; secret picks stay private and the provisional content is
//! labelled.

use super::driver::{Table, bot_answers, open_game_with, picked_any, splitmix, table};
use super::harness::{ALICE, BOB, Choice, Harness, choices, weighted};
use bloodrage_bot::engine::valhalla::Command;
use bloodrage_bot::engine::{AnyCommand, Seat};
use serde_json::{Value, json};
use std::time::Duration;

/// The `rules` option's Valhalla choice, as Discord sends it.
const RULES_VALHALLA: u64 = 2;

/// The words the test reads in the bot's messages, in the players' language.
struct Words {
    players: &'static str,
    opening: &'static str,
    provisional: &'static str,
    hand: &'static str,
    done: &'static str,
    game_over: &'static str,
    arrives: &'static str,
    valor: &'static str,
    /// How a secret pick is worded in a private panel: never in public.
    secrets: [&'static str; 3],
}

const ENGLISH: Words = Words {
    players: "3 to 5 players",
    opening: "content pack",
    provisional: "Provisional content",
    hand: "Your hand",
    done: "Done",
    game_over: "## 🏁 Game over\n1. ",
    arrives: "arrives",
    valor: "Prove Valor",
    secrets: ["Keep ", "Play ", "Take "],
};

const FRENCH: Words = Words {
    players: "3 à 5 joueurs",
    opening: "pack de contenu",
    provisional: "Contenu provisoire",
    hand: "Votre main",
    done: "C'est fait",
    game_over: "## 🏁 Fin de la partie\n1. ",
    arrives: "arrive",
    valor: "Preuve de bravoure",
    secrets: ["Garder ", "Jouer ", "Prendre "],
};

/// No public message names a drafted card or a battle card before its reveal, nor carries a
/// picture but the board and (with the final scores) the game's story.
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
async fn a_valhalla_game_is_played_to_its_final_scores_through_discord() {
    let h = Harness::new("valhalla").await;
    h.fake.state.lock().unwrap().keep_texts = true;
    let h = whole_game(h, &ENGLISH).await;
    super::reading::assert_reads_well(&h, bloodrage_bot::present::locale::Lang::En, 200);
    h.move_to_postgres().await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_valhalla_game_with_every_locale_french_shows_no_sentence_of_the_english_catalogue() {
    // The catalogue's sentences, and the pack's own English words: its notice and card texts.
    let mut english = super::french::english_sentences();
    let pack = bloodrage_bot::engine::valhalla::pack::provisional();
    english.push(pack.notice.clone());
    english.extend(
        pack.cards
            .iter()
            .filter(|c| c.text.split_whitespace().count() >= 3)
            .map(|c| c.text.clone()),
    );
    let h = Harness::new("valhalla-french").await;
    h.set_locales("fr");
    h.fake.state.lock().unwrap().keep_texts = true;
    let h = whole_game(h, &FRENCH).await;
    super::french::assert_no_english_shown(&h, &english, 200);
    super::reading::assert_reads_well(&h, bloodrage_bot::present::locale::Lang::Fr, 200);
    h.finish().await;
}

/// A player in a battle looks at the game's status and their cards.
async fn look(h: &mut Harness, user: u64, thread: u64, words: &Words) {
    let i = h.slash(user, thread, "game status", &[]).await;
    let status = h.private_reply(i).content;
    assert!(status.contains(words.provisional), "{status}");
    let i = h.slash(user, thread, "hand", &[]).await;
    let hand = h.private_reply(i);
    assert!(hand.content.contains(words.hand), "{}", hand.content);
    assert!(hand.attachments.iter().any(|a| a.filename == "cards.png"));
}

/// A whole game: two players and a computer clan from `/game new` to the final scores; the
/// harness is returned for more checks.
async fn whole_game(mut h: Harness, words: &Words) -> Harness {
    let i = h
        .slash(
            ALICE,
            super::harness::GAMES,
            "game new",
            &[("players", json!(2)), ("rules", json!(RULES_VALHALLA))],
        )
        .await;
    assert!(
        h.private_reply(i).content.contains(words.players),
        "{}",
        h.private_reply(i).content
    );
    let options: Vec<(&str, Value)> = vec![
        ("players", json!(3)),
        ("rules", json!(RULES_VALHALLA)),
        ("bots", json!(1)),
        ("name", json!("Afterlife")),
        ("valhalla_gods", json!("first-game")),
    ];
    let (game, thread, lobby) = open_game_with(&mut h, ALICE, &options).await;
    let text = h.message(lobby).content;
    assert!(text.contains("Valhalla"), "{text}");
    h.press(BOB, lobby, "join").await;
    h.press(ALICE, lobby, "start").await;
    let t: Table = table(&h, game, thread).await;
    let opening = h
        .public_messages(thread)
        .into_iter()
        .find(|m| m.content.contains(words.opening))
        .expect("the opening message")
        .content;
    assert!(opening.contains(words.provisional), "{opening}");
    for god in ["Thor", "Loki", "Tyr"] {
        assert!(opening.contains(god), "first-game gods: {opening}");
    }

    let mut rng = 0x7A11_u64;
    let mut steps = 0;
    let mut typed = 0;
    let mut looked = false;
    let mut kinds = std::collections::BTreeSet::new();
    for _ in 0..6_000 {
        let loaded = h.store().logs().load(game).await.unwrap();
        if loaded.game.is_over() {
            break;
        }
        let record = loaded.record.clone();
        let finishing = loaded.game.decision().is_some_and(|d| d.follow_up);
        if record.announced != Some(record.next_seq) && !finishing {
            tokio::time::sleep(Duration::from_millis(5)).await;
            continue;
        }
        let computers = h.store().seats().computer_seats(game).await.unwrap();
        let by_bot = bot_answers(&h, &loaded).await;
        let seats: Vec<Seat> = loaded
            .game
            .awaited()
            .iter()
            .filter(|s| {
                t.users[s.index()] != 0
                    && !computers.iter().any(|c| c.seat == *s)
                    && !by_bot.contains(s)
            })
            .collect();
        if seats.is_empty() {
            tokio::time::sleep(Duration::from_millis(5)).await;
            continue;
        }
        let seat = seats[splitmix(&mut rng, seats.len())];
        let user = t.users[seat.index()];
        let info = loaded.game.decision().unwrap();
        kinds.insert(info.kind);
        let before = record.next_seq;
        if info.kind == "battle_card" && !looked {
            look(&mut h, user, thread, words).await;
            looked = true;
        }
        let mut typed_panel = None;
        if info.kind == "action" && (typed == 0 || splitmix(&mut rng, 4) == 0) {
            let (kind, fields): (&str, &[&str]) = match splitmix(&mut rng, 3) {
                0 => ("contest", &["chamber"]),
                1 => ("march", &["from", "to"]),
                _ => ("summon", &["figure", "to"]),
            };
            let mut filled: Vec<(&str, Value)> = Vec::new();
            for field in fields {
                let offered = h.autocomplete(user, thread, kind, &filled, field, "").await;
                if offered.is_empty() {
                    break;
                }
                let (_, value) = offered[splitmix(&mut rng, offered.len())].clone();
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
                assert_no_secret_in_public(&h, thread, words);
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
            // One panel carries on through the seat's next decisions (a call, then its battle
            // card): each is met.
            if let Some(next) = now.decision() {
                kinds.insert(next.kind);
                if next.kind == "battle_card" && !looked {
                    look(&mut h, user, thread, words).await;
                    looked = true;
                }
            }
            let weighted = weighted(&options, |c| {
                picked_any(&now, seat, c) == Some(AnyCommand::Valhalla(Command::Pass))
            });
            let choice = weighted[splitmix(&mut rng, weighted.len())].clone();
            h.choose_accepted(user, panel, &choice).await;
            let after = h.store().logs().load(game).await.unwrap();
            if choice.applies() && !after.game.awaited().contains(seat) {
                break;
            }
        }
        assert_no_secret_in_public(&h, thread, words);
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
    let loaded = h.store().logs().load(game).await.unwrap();
    assert!(loaded.game.is_over(), "the game ends ({steps} steps)");
    all_told(&h, game).await;
    let loaded = h.store().logs().load(game).await.unwrap();
    assert_eq!(loaded.record.status.to_string(), "finished");
    for kind in ["draft", "action", "battle_card"] {
        assert!(
            kinds.contains(kind),
            "a player met a {kind} decision: {kinds:?}"
        );
    }
    assert!(typed > 0, "actions were typed");
    assert!(looked, "a player looked at the status and their cards");
    let public = h.public_messages(thread);
    let all: String = public.iter().map(|m| m.content.clone() + "\n").collect();
    assert!(all.contains(words.game_over), "the final scores are posted");
    assert!(all.contains(words.arrives), "the gods arrive");
    assert!(all.contains(words.valor), "Prove Valor is told");
    assert!(
        public
            .iter()
            .filter(|m| m.attachments.iter().any(|a| a.filename == "board.png"))
            .count()
            > 5,
        "the board is shown after the moves"
    );
    // The draft came by direct message to the players.
    assert!(
        !h.dms(ALICE).is_empty() || !h.dms(BOB).is_empty(),
        "the draft packets are sent by direct message"
    );
    eprintln!("valhalla game: {steps} player steps ({typed} typed), decisions met: {kinds:?}");
    h
}
