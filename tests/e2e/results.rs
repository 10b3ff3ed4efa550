//! A server's results through the real client: two games played to their end (every seat handed
//! to the computer once started), then `/leaderboard`, `/stats`, `/balance` and `/game history`
//! in English and in French, checked against the session's own figures.

use super::driver::{open_game_with, table};
use super::fake::{GUILD_ID, Message};
use super::harness::{ALICE, BOB, CAROL, GAMES, Harness};
use bloodrage_bot::engine::{Level, RuleSet};
use bloodrage_bot::session::Session;
use bloodrage_bot::session::ratings::Rater;
use bloodrage_bot::session::stats::Period;
use bloodrage_bot::store::GameStatus;
use serde_json::json;
use std::time::{Duration, Instant};

/// The `level` option's choice for easy, as Discord sends it.
const LEVEL_EASY: u64 = 0;

/// Opens a game of `players` with one easy computer clan, seats them, starts it, and hands
/// every player's seat to the easy computer; returns the game and its thread once it finished.
async fn play_a_game(h: &mut Harness, players: &[u64], name: &str) -> (i64, u64) {
    let (game, thread, lobby) = open_game_with(
        h,
        players[0],
        &[
            ("players", json!(players.len() + 1)),
            ("name", json!(name)),
            ("bots", json!(1)),
            ("level", json!(LEVEL_EASY)),
        ],
    )
    .await;
    for user in &players[1..] {
        h.press(*user, lobby, "join").await;
    }
    h.press(players[0], lobby, "start").await;
    table(h, game, thread).await;
    for user in players {
        let i = h
            .slash(
                *user,
                thread,
                "game handover",
                &[("level", json!(LEVEL_EASY))],
            )
            .await;
        assert!(h.private_reply(i).content.starts_with("Done"));
    }
    let started = Instant::now();
    loop {
        if h.store().games().record(game).await.unwrap().status == GameStatus::Finished {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_mins(4),
            "the computer finishes game {game}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // The final scores come with the story of the game, once.
    let started = Instant::now();
    loop {
        let stories: Vec<_> = h
            .public_messages(thread)
            .into_iter()
            .filter(|m| m.attachments.iter().any(|a| a.filename == "story.png"))
            .collect();
        if let [story] = &stories[..] {
            let png = &story
                .attachments
                .iter()
                .find(|a| a.filename == "story.png")
                .unwrap();
            let image = image::load_from_memory(&png.bytes).unwrap();
            assert_eq!(image.width(), 1200);
            assert!(story.content.contains("Final scores"), "{}", story.content);
            break;
        }
        assert!(stories.len() <= 1, "the story is posted once");
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "the story of game {game} is posted"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    (game, thread)
}

/// The story picture posted in a game's thread with its final scores.
fn posted_story(h: &Harness, thread: u64) -> Vec<u8> {
    h.public_messages(thread)
        .iter()
        .flat_map(|m| m.attachments.iter())
        .find(|a| a.filename == "story.png")
        .map(|a| a.bytes.to_vec())
        .expect("a story was posted")
}

/// The public answer of an interaction (not ephemeral).
fn public_reply(h: &Harness, interaction: u64) -> Message {
    let replies = h.replies(interaction);
    let m = replies
        .last()
        .unwrap_or_else(|| panic!("interaction {interaction} has no reply"))
        .clone();
    assert!(
        !m.ephemeral,
        "the reply is seen by the channel: {:?}",
        m.content
    );
    m
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_finished_games_make_the_leaderboard_the_stats_the_balance_and_the_history_in_both_languages()
 {
    let mut h = Harness::new("results").await;
    // Nothing finished yet: the answers say so.
    let i = h.slash(ALICE, GAMES, "leaderboard", &[]).await;
    let empty = public_reply(&h, i);
    assert!(
        empty
            .content
            .starts_with("Nobody is rated in Blood Rage on this server (all time) yet")
            && empty.attachments.is_empty(),
        "{}",
        empty.content
    );
    let (first, first_thread) = play_a_game(&mut h, &[ALICE, BOB], "The first saga").await;
    let (second, _) = play_a_game(&mut h, &[ALICE, CAROL], "The second saga").await;
    // The session's figures, from the same database.
    let session = Session::new(h.store().clone());
    let rows = session
        .results()
        .leaderboard(GUILD_ID, RuleSet::Base, Period::All)
        .await
        .unwrap();
    assert_eq!(rows.len(), 4, "Alice, Bob, Carol and the easy computer");
    let alice = rows
        .iter()
        .find(|r| r.rater == Rater::Player(ALICE))
        .unwrap();
    assert_eq!(alice.standing.games, 2);

    // The leaderboard: a picture and its text, seen by the channel; nobody is pinged.
    let i = h.slash(BOB, GAMES, "leaderboard", &[]).await;
    let board = public_reply(&h, i);
    assert!(
        board
            .attachments
            .iter()
            .any(|a| a.filename == "leaderboard.png"),
        "the leaderboard is a picture"
    );
    let png = &board.attachments[0].bytes;
    let image = image::load_from_memory(png).unwrap();
    assert!(image.width() >= 900 && image.height() > 200);
    assert!(board.allowed_users.is_empty(), "nobody is pinged");
    let text = &board.content;
    assert!(
        text.starts_with("**Leaderboard — Blood Rage** · all time · 4 rated"),
        "{text}"
    );
    for row in &rows {
        let who = match row.rater {
            Rater::Player(user) => format!("<@{user}>"),
            Rater::Computer(level) => {
                assert_eq!(level, Level::Easy);
                "computer (easy)".to_string()
            }
        };
        let line = format!(
            "{}. {who} — {:.1} ± {:.1} · ",
            row.place, row.standing.rating, row.standing.uncertainty
        );
        assert!(text.contains(&line), "{line} in {text}");
    }
    assert!(text.contains("Ranked by rating less three times its uncertainty"));
    // Another rule set, another period: nobody rated.
    let i = h
        .slash(
            BOB,
            GAMES,
            "leaderboard",
            &[("rules", json!(1)), ("period", json!(2))],
        )
        .await;
    let none = public_reply(&h, i).content;
    assert!(
        none.starts_with(
            "Nobody is rated in Blood Rage – Reprisal on this server (the last 30 days) yet"
        ),
        "{none}"
    );

    // Alice's record, asked by Bob, privately; then by Alice in the channel.
    let record = session
        .results()
        .player_record(GUILD_ID, ALICE, None)
        .await
        .unwrap();
    let (_, base) = &record.rules["base"];
    assert_eq!(base.games, 2);
    let i = h
        .slash(BOB, GAMES, "stats", &[("player", json!(ALICE.to_string()))])
        .await;
    let stats = h.private_reply(i).content;
    assert!(
        stats.starts_with(&format!("**Record of <@{ALICE}>** on this server")),
        "{stats}"
    );
    assert!(
        stats.contains(&format!(
            "**Blood Rage**: 2 games, {} ({} %) · mean Glory {:.1}",
            if base.wins == 1 {
                "1 win".to_string()
            } else {
                format!("{} wins", base.wins)
            },
            base.wins * 50,
            base.mean()
        )),
        "{stats}"
    );
    assert!(
        stats.contains("Against the computer: easy: ahead in "),
        "{stats}"
    );
    assert!(stats.contains("Best game: "), "{stats}");
    assert!(stats.contains("Current streak: "), "{stats}");
    assert!(stats.contains("Favourite clan: "), "{stats}");
    let i = h
        .slash(ALICE, GAMES, "stats", &[("public", json!(true))])
        .await;
    assert_eq!(
        public_reply(&h, i).content,
        stats,
        "the same record, in the channel"
    );
    let i = h
        .slash(
            ALICE,
            GAMES,
            "stats",
            &[("player", json!(BOB.to_string())), ("rules", json!(2))],
        )
        .await;
    assert!(h.private_reply(i).content.starts_with(&format!(
        "<@{BOB}> has no finished game on this server yet."
    )),);

    // The balance: 2 games, 6 seats.
    let i = h.slash(CAROL, GAMES, "balance", &[]).await;
    let balance = h.private_reply(i).content;
    assert!(
        balance.starts_with(
            "**Balance of the clans and seats** on this server (every rule set, 2 games)"
        ) && balance.contains("\nBy clan: ")
            && balance.contains("\nBy seat: seat 1 "),
        "{balance}"
    );

    // The history lists both games, the latest first.
    let i = h.slash(CAROL, GAMES, "game history", &[]).await;
    let history = h.private_reply(i).content;
    let (one, two) = (
        history.find(&format!("**#{first} The first saga**")),
        history.find(&format!("**#{second} The second saga**")),
    );
    assert!(one.is_some() && two.is_some() && two < one, "{history}");

    // The story of a finished game, asked again: privately, the same picture as posted.
    let i = h
        .slash(BOB, GAMES, "game story", &[("game", json!(first))])
        .await;
    let story = h.private_reply(i);
    assert!(
        story
            .content
            .starts_with(&format!("#{first} The first saga — the story of the game")),
        "{}",
        story.content
    );
    let asked = &story
        .attachments
        .iter()
        .find(|a| a.filename == "story.png")
        .unwrap()
        .bytes;
    let posted = posted_story(&h, first_thread);
    assert_eq!(
        image::load_from_memory(asked).unwrap().to_rgba8(),
        image::load_from_memory(&posted).unwrap().to_rgba8()
    );

    // In French.
    h.set_locales("fr");
    let i = h.slash(BOB, GAMES, "leaderboard", &[]).await;
    let board = public_reply(&h, i);
    assert!(
        board
            .content
            .starts_with("**Classement — Blood Rage** · depuis toujours · 4 classés"),
        "{}",
        board.content
    );
    assert!(
        board.content.contains("ordinateur (facile)"),
        "{}",
        board.content
    );
    // Decimals with a comma, in French.
    let line = format!(
        "{}. <@{ALICE}> — {} ± {} · ",
        alice.place,
        format!("{:.1}", alice.standing.rating).replace('.', ","),
        format!("{:.1}", alice.standing.uncertainty).replace('.', ",")
    );
    assert!(board.content.contains(&line), "{line} in {}", board.content);
    assert!(
        board
            .attachments
            .iter()
            .any(|a| a.filename == "leaderboard.png")
    );
    let i = h
        .slash(BOB, GAMES, "stats", &[("player", json!(ALICE.to_string()))])
        .await;
    let stats = h.private_reply(i).content;
    assert!(
        stats.starts_with(&format!("**Bilan de <@{ALICE}>** sur ce serveur"))
            && stats.contains("**Blood Rage**\u{a0}: 2 parties")
            && stats.contains("Contre l'ordinateur\u{a0}: facile\u{a0}: devant dans "),
        "{stats}"
    );
    let i = h.slash(CAROL, GAMES, "balance", &[]).await;
    let balance = h.private_reply(i).content;
    assert!(
        balance.starts_with(
            "**Équilibre des clans et des places** sur ce serveur (toutes les règles, 2 parties)"
        ),
        "{balance}"
    );
    let i = h.slash(CAROL, GAMES, "game history", &[]).await;
    assert!(
        h.private_reply(i)
            .content
            .starts_with("Parties terminées sur ce serveur, les plus récentes d'abord")
    );
    for text in [&board.content, &stats, &balance] {
        assert!(
            bloodrage_bot::present::locale::french_typography_slips(text).is_empty(),
            "{text}"
        );
    }
    h.finish().await;
}
