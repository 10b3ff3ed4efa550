//! Deadlines through the real client, on a clock the test moves: a player who never answers is
//! reminded (never in his quiet hours), has each decision taken by the computer when the game's
//! pace runs out, told in the thread; after three missed in a row the computer plays the seat; he
//! comes back, falls silent again, and the game finishes on its own. An absence stops a player's
//! clock; a restart takes a deadline that fell due once; a pause stops every clock.
//! `/game status` shows the pace and the time left.

use super::driver::{Driver, open_game_with, table};
use super::harness::{ALICE, BOB, CAROL, DAVE, Harness};
use bloodrage_bot::ai::Level;
use bloodrage_bot::engine::Seat;
use bloodrage_bot::store::Origin;
use serde_json::json;
use std::time::{Duration, Instant};

/// The `fast` choice of `/game new pace:` (poise sends a choice's index).
const PACE_FAST: u64 = 0;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_four_player_game_with_a_silent_player_finishes_on_its_own_reminded_once_per_stage_outside_quiet_hours()
 {
    let mut h = Harness::new("deadlines").await;
    // The game's pages are served: a reminder by DM carries the player's own page.
    let web = h
        .start_web(bloodrage_bot::web::limits::Rate::default())
        .await;
    let (game, thread, lobby) = open_game_with(
        &mut h,
        ALICE,
        &[
            ("players", json!(4)),
            ("name", json!("Silent Bob")),
            ("pace", json!(PACE_FAST)),
        ],
    )
    .await;
    for user in [BOB, CAROL, DAVE] {
        h.press(user, lobby, "join").await;
    }
    h.press(ALICE, lobby, "start").await;
    let seated = table(&h, game, thread).await;
    let bob = Seat(seated.users.iter().position(|u| *u == BOB).unwrap() as u8);
    let i = h.slash(ALICE, thread, "game status", &[]).await;
    let status = h.private_reply(i).content;
    assert!(
        status.contains("Pace: fast (4 h per decision).") && status.contains(" h left"),
        "{status}"
    );
    // Bob wants his reminders by DM too, and is quiet from one to three hours from now (UTC): the
    // half-time reminder of his first wait falls in his quiet hours.
    let i = h
        .slash(BOB, thread, "settings reminders", &[("dm", json!(true))])
        .await;
    assert!(h.private_reply(i).content.contains("and by DM"));
    let quiet = format!(
        "{}-{}",
        hhmm(bot_now(&h) + 3600),
        hhmm(bot_now(&h) + 3 * 3600)
    );
    let i = h
        .slash(
            BOB,
            thread,
            "settings quiet-hours",
            &[("hours", json!(quiet)), ("timezone", json!("Mars/Olympus"))],
        )
        .await;
    assert!(
        h.private_reply(i)
            .content
            .contains("is not a time zone I know")
    );
    let i = h
        .slash(
            BOB,
            thread,
            "settings quiet-hours",
            &[("hours", json!(quiet)), ("timezone", json!("UTC"))],
        )
        .await;
    assert!(
        h.private_reply(i)
            .content
            .starts_with(&format!("Quiet hours: {quiet} (UTC).")),
        "{}",
        h.private_reply(i).content
    );
    // The driver plays Alice, Carol and Dave; Bob never answers.
    let mut d = Driver::new(seated, 9);
    d.absent.push(BOB);
    d.audit.concurrent = true;
    let mut deadlines = 0;
    for _ in 0..20_000 {
        let (record, g) = h.load(game).await;
        if g.pending().is_none() {
            break;
        }
        let handed = h
            .store()
            .seats()
            .computer_seats(game)
            .await
            .unwrap()
            .iter()
            .any(|c| c.seat == bob);
        if !handed && g.awaited().iter().all(|s| s == bob) {
            wait_out(&h, game, thread, deadlines == 0).await;
            // His time runs out, and the computer answers for him.
            h.advance_clock(4 * 3600 + 60 - bob_wait(&h, game).await);
            let start = Instant::now();
            loop {
                let (now, _) = h.load(game).await;
                // Taken, and told (with the next player's packet or mention).
                if now.next_seq > record.next_seq && now.announced == Some(now.next_seq) {
                    break;
                }
                assert!(
                    start.elapsed() < Duration::from_secs(10),
                    "the deadline was not taken"
                );
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            deadlines += 1;
            if deadlines % 3 == 0 {
                // The third in a row hands the seat over, right after the move is told.
                let start = Instant::now();
                while !h
                    .store()
                    .seats()
                    .computer_seats(game)
                    .await
                    .unwrap()
                    .iter()
                    .any(|c| c.seat == bob)
                {
                    assert!(start.elapsed() < Duration::from_secs(10), "no handover");
                    tokio::time::sleep(Duration::from_millis(20)).await;
                }
            }
            if deadlines == 3 {
                // Bob comes back once (and falls silent again): his seat and a fresh clock.
                let i = h.slash(BOB, thread, "game return", &[]).await;
                assert!(
                    h.private_reply(i)
                        .content
                        .starts_with("Your seat is yours again")
                );
            }
            continue;
        }
        // The computer may finish the game between the look above and the step.
        if !d.step(&mut h).await {
            break;
        }
    }
    let (record, g) = h.load(game).await;
    assert!(g.pending().is_none(), "the game finished on its own");
    assert_eq!(record.status, bloodrage_bot::store::GameStatus::Finished);
    assert_eq!(
        deadlines, 6,
        "three deadlines, the computer, his return, three more, the computer again"
    );
    let loaded = h.store().logs().load(game).await.unwrap();
    let by_deadline: Vec<_> = loaded
        .log
        .iter()
        .filter(|e| e.origin == Origin::Deadline)
        .collect();
    assert_eq!(by_deadline.len(), 6);
    assert!(by_deadline.iter().all(|e| e.seat == bob));
    let computers = h.store().seats().computer_seats(game).await.unwrap();
    assert!(
        computers
            .iter()
            .any(|c| c.seat == bob && c.handed_by == Some(BOB) && c.level == Level::Easy)
    );
    let text: Vec<String> = h
        .public_messages(thread)
        .iter()
        .map(|m| m.content.clone())
        .collect();
    let told = text
        .iter()
        .filter(|t| t.contains("⏰ Time ran out for <@"))
        .count();
    assert_eq!(told, 6, "each deadline is told once");
    // One reminder for the first wait (its half-time one fell in Bob's quiet hours and merged
    // into the one before the deadline), two for each of the five others.
    let reminders: Vec<&String> = text.iter().filter(|t| t.starts_with("⏳ <@")).collect();
    assert_eq!(reminders.len(), 11, "{reminders:#?}");
    let dms: Vec<String> = h
        .dms(BOB)
        .iter()
        .filter(|m| m.content.starts_with("⏳"))
        .map(|m| m.content.clone())
        .collect();
    assert_eq!(dms.len(), 11, "each reminder by DM too");
    assert!(
        dms.iter().all(|m| m.contains(&format!(
            "Go to the game: <#{thread}>\n-# Or choose on your own page: http://"
        ))),
        "{dms:#?}"
    );
    // The last one's page is Bob's own (the game is over: his cards and the final scores).
    let page = super::web::personal_in(dms.last().unwrap()).expect("his page");
    let answer = super::web::get(web, &page, &[]).await;
    assert_eq!(answer.status, 200);
    assert!(
        answer.text().contains("<section id=\"mine\">"),
        "{}",
        answer.text()
    );
    assert_eq!(
        text.iter()
            .filter(|t| t.contains("has missed 3 deadlines in a row"))
            .count(),
        2,
        "each takeover is told"
    );
    assert!(text.iter().any(|t| t.contains(&format!("<@{BOB}> plays "))));
    // A player pinged after others moved reads what happened since their last turn.
    assert!(
        text.iter().any(|t| t.contains("-# Since ")
            && (t.contains("won the battle of") || t.contains("Glory: "))),
        "no digest since a last turn"
    );
    h.move_to_postgres().await;
    h.finish().await;
}

/// The bot's clock now (Unix seconds).
fn bot_now(h: &Harness) -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64
        + h.clock_offset()
}

/// `HH:MM` of a time, in UTC.
fn hhmm(at: i64) -> String {
    let day = at.rem_euclid(24 * 3600);
    format!("{:02}:{:02}", day / 3600, day % 3600 / 60)
}

/// How long Bob has been waited on, by the bot's clock (seconds).
async fn bob_wait(h: &Harness, game: i64) -> i64 {
    let awaited = h.store().clocks().awaited(game).await.unwrap();
    bot_now(h) - awaited[0].since
}

/// Bob's reminders of a fast wait (4 h), up to just before its deadline: at half the time
/// (unless it is his quiet hours: `quiet`), and half an hour before the end, each once, in the
/// thread mentioning him only with the Choose button, and by DM.
async fn wait_out(h: &Harness, game: i64, thread: u64, quiet: bool) {
    let reminders = |h: &Harness| -> Vec<_> {
        h.public_messages(thread)
            .into_iter()
            .filter(|m| m.content.starts_with("⏳ <@"))
            .collect()
    };
    let settle = || tokio::time::sleep(Duration::from_millis(600));
    let before = reminders(h).len();
    settle().await;
    assert_eq!(
        reminders(h).len(),
        before,
        "no reminder before half the time"
    );
    h.advance_clock(2 * 3600 + 60 - bob_wait(h, game).await);
    if quiet {
        settle().await;
        assert_eq!(reminders(h).len(), before, "no reminder in quiet hours");
    } else {
        let start = Instant::now();
        while reminders(h).len() == before {
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "no reminder at half time"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        let first = reminders(h).remove(before);
        assert!(
            first
                .content
                .contains("*Silent Bob* (#1) is waiting for you to ")
                && first.content.contains(": 1 h left."),
            "{}",
            first.content
        );
        assert_eq!(
            first.allowed_users,
            vec![BOB],
            "only the awaited player is mentioned"
        );
        assert!(choices_of(&first).contains(&"Choose".to_string()));
        h.advance_clock(600);
        settle().await;
        assert_eq!(
            reminders(h).len(),
            before + 1,
            "never twice for the same wait"
        );
    }
    let stage_one = usize::from(!quiet);
    h.advance_clock(3 * 3600 + 40 * 60 - bob_wait(h, game).await);
    let start = Instant::now();
    while reminders(h).len() < before + stage_one + 1 {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "no reminder before the deadline"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let last = reminders(h).pop().unwrap();
    assert!(last.content.contains("min left"), "{}", last.content);
    settle().await;
    assert_eq!(reminders(h).len(), before + stage_one + 1);
}

fn choices_of(m: &super::fake::Message) -> Vec<String> {
    super::harness::choices(m)
        .into_iter()
        .map(|c| c.label)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deadline_that_falls_due_while_the_bot_is_down_is_taken_once_when_it_is_back() {
    let mut h = Harness::new("deadline-restart").await;
    let (game, thread) = waiting_on_bob(&mut h, 3).await;
    let before = h.load(game).await.0.next_seq;
    h.stop_bot().await;
    h.advance_clock(5 * 3600);
    h.start_bot().await;
    let start = Instant::now();
    loop {
        let (record, _) = h.load(game).await;
        if record.next_seq > before && record.announced == Some(record.next_seq) {
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the deadline was not taken"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    // Several catch-up rounds later, it was taken once.
    tokio::time::sleep(Duration::from_millis(800)).await;
    let loaded = h.store().logs().load(game).await.unwrap();
    let taken = loaded
        .log
        .iter()
        .filter(|e| e.origin == Origin::Deadline)
        .count();
    assert_eq!(taken, 1);
    let told = h
        .public_messages(thread)
        .iter()
        .filter(|m| m.content.contains("⏰ Time ran out"))
        .count();
    assert_eq!(told, 1);
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_paused_game_runs_no_deadline_and_resumes_with_the_time_each_player_had_left() {
    let mut h = Harness::new("deadline-pause").await;
    let (game, thread) = waiting_on_bob(&mut h, 4).await;
    let before = h.load(game).await.0.next_seq;
    let i = h.slash(BOB, thread, "game pause", &[]).await;
    assert!(
        h.private_reply(i)
            .content
            .starts_with("Only the game's host")
    );
    let i = h.slash(ALICE, thread, "game pause", &[]).await;
    assert_eq!(h.private_reply(i).content, "Done.");
    let i = h.slash(ALICE, thread, "game pause", &[]).await;
    assert_eq!(h.private_reply(i).content, "The game is paused already.");
    assert!(
        h.public_messages(thread)
            .iter()
            .any(|m| m.content.starts_with("⏸️ The game is paused"))
    );
    // A day passes: nothing is taken, nobody is reminded.
    h.advance_clock(24 * 3600);
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert_eq!(h.load(game).await.0.next_seq, before);
    let i = h.slash(ALICE, thread, "game status", &[]).await;
    assert!(h.private_reply(i).content.contains("Paused by the host"));
    let i = h.slash(ALICE, thread, "game resume", &[]).await;
    assert_eq!(h.private_reply(i).content, "Done.");
    assert!(
        h.public_messages(thread)
            .iter()
            .any(|m| m.content.starts_with("▶️ The game is resumed"))
    );
    // Bob has the time he had left (about 4 h), not a day less.
    let i = h.slash(ALICE, thread, "game status", &[]).await;
    let status = h.private_reply(i).content;
    assert!(
        status.contains(" has 4 h left") || status.contains(" has 3 h left"),
        "{status}"
    );
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert_eq!(h.load(game).await.0.next_seq, before);
    assert!(
        !h.public_messages(thread)
            .iter()
            .any(|m| m.content.starts_with("⏳")),
        "no reminder while paused, and none due after"
    );
    // Once his time runs out again, the computer answers for him.
    h.advance_clock(4 * 3600 + 60);
    let start = Instant::now();
    while h.load(game).await.0.next_seq == before {
        assert!(start.elapsed() < Duration::from_secs(10));
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    h.finish().await;
}

/// A fast 2-player game of Alice (host) and Bob, played by Alice until only Bob is awaited.
pub(super) async fn waiting_on_bob(h: &mut Harness, seed: u64) -> (i64, u64) {
    let (game, thread, lobby) = open_game_with(
        h,
        ALICE,
        &[("players", json!(2)), ("pace", json!(PACE_FAST))],
    )
    .await;
    h.press(BOB, lobby, "join").await;
    h.press(ALICE, lobby, "start").await;
    let mut d = Driver::new(table(h, game, thread).await, seed);
    d.absent.push(BOB);
    loop {
        let (_, g) = h.load(game).await;
        if g.awaited().iter().all(|s| d.user(s) == BOB) {
            return (game, thread);
        }
        assert!(d.step(h).await);
    }
}

/// A date `days` after the bot's clock now, in UTC (`2026-12-01`).
pub fn date_in(h: &Harness, days: i64) -> String {
    jiff::Timestamp::from_second(bot_now(h) + days * 24 * 3600)
        .unwrap()
        .to_zoned_datetime(jiff::tz::TimeZone::UTC)
        .date()
        .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_away_has_their_clock_stopped_in_every_game_until_they_are_back() {
    let mut h = Harness::new("deadline-away").await;
    let (game, thread) = waiting_on_bob(&mut h, 5).await;
    let before = h.load(game).await.0.next_seq;
    // More than the server's 21 days a year: refused, nothing changes.
    let i = h
        .slash(BOB, thread, "away", &[("until", json!(date_in(&h, 40)))])
        .await;
    let why = h.private_reply(i).content;
    assert!(why.contains("choose an earlier day"), "{why}");
    let i = h
        .slash(BOB, thread, "away", &[("until", json!("next week"))])
        .await;
    assert!(h.private_reply(i).content.contains("is not a date"));
    let back = date_in(&h, 3);
    let i = h
        .slash(BOB, thread, "away", &[("until", json!(back))])
        .await;
    let reply = h.private_reply(i).content;
    assert!(
        reply.starts_with(&format!("You are away until {back} ("))
            && reply.contains(" of this server's 21 days a year left")
            && reply.contains("in all your games in play (1)"),
        "{reply}"
    );
    assert!(
        h.public_messages(thread)
            .iter()
            .any(|m| m.content == format!("<@{BOB}> is away until {back}: their clock stands still until then, and nobody decides for them.")),
        "each game is told"
    );
    // A day passes: nothing is taken, nobody is reminded.
    h.advance_clock(24 * 3600);
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert_eq!(h.load(game).await.0.next_seq, before);
    assert!(
        !h.public_messages(thread)
            .iter()
            .any(|m| m.content.starts_with("⏳")),
        "no reminder while away"
    );
    let i = h.slash(ALICE, thread, "game status", &[]).await;
    let status = h.private_reply(i).content;
    assert!(
        status.contains(&format!("is away until {back} (clock stopped, ")),
        "{status}"
    );
    let i = h.slash(BOB, thread, "away", &[]).await;
    assert!(
        h.private_reply(i)
            .content
            .starts_with(&format!("You are away until {back}. You have used "))
    );
    // Back early: the clock runs again with the time he had left.
    let i = h
        .slash(BOB, thread, "away", &[("until", json!("back"))])
        .await;
    assert!(h.private_reply(i).content.starts_with("Welcome back"));
    let i = h
        .slash(BOB, thread, "away", &[("until", json!("back"))])
        .await;
    assert_eq!(h.private_reply(i).content, "You are not away.");
    let i = h.slash(ALICE, thread, "game status", &[]).await;
    let status = h.private_reply(i).content;
    assert!(
        status.contains(" has 4 h left") || status.contains(" has 3 h left"),
        "{status}"
    );
    // Only one day of the allowance was used.
    let i = h.slash(BOB, thread, "away", &[]).await;
    assert!(
        h.private_reply(i)
            .content
            .contains("You have used 1 of this server's 21 days"),
        "{}",
        h.private_reply(i).content
    );
    h.advance_clock(4 * 3600 + 60);
    let start = Instant::now();
    while h.load(game).await.0.next_seq == before {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "no deadline after the return"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    h.finish().await;
}
