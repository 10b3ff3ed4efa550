//! Whole games through the real client: from `/game new` to the final scores, and across restarts.

use super::driver::{Driver, Table, start_game};
use super::harness::{ALICE, BOB, CAROL, GAMES, Harness, choices};
use bloodrage_bot::engine::base::Decision;
use bloodrage_bot::present::locale::Lang;
use bloodrage_bot::store::{GameStatus, Store};
use std::time::Instant;

/// The end: the game is stored as finished, the thread shows the final Glory with the stat bonuses
/// itemised and the winner, and `/game status` and `/log` still answer.
async fn check_the_end(h: &mut Harness, d: &mut Driver) {
    let (record, game) = h.load(d.table.game).await;
    assert_eq!(record.status, GameStatus::Finished);
    assert!(game.pending().is_none());
    let thread = h.public_messages(d.table.thread);
    let text: String = thread
        .iter()
        .map(|m| m.content.clone())
        .collect::<Vec<_>>()
        .join("\n");
    assert!(
        text.contains("## The world ends."),
        "the final scores are posted"
    );
    assert!(text.contains("**Final scores**"));
    let tail: Vec<&str> = text.lines().rev().take(12).collect();
    assert!(
        text.contains(" + Rage ") && text.contains(" + Axes ") && text.contains(" + Horns "),
        "stat bonuses are itemised: {tail:#?}"
    );
    assert!(
        text.contains(" wins!**") || text.contains("share the victory"),
        "the winner is named"
    );
    let last_board = thread
        .iter()
        .rev()
        .find(|m| m.attachments.iter().any(|a| a.filename == "board.png"));
    assert!(
        last_board.is_some_and(|m| m.content.contains("The world ends") || m.id > 0),
        "a final board is posted"
    );
    let i = h
        .slash(
            d.user(bloodrage_bot::engine::Seat(0)),
            d.table.thread,
            "game status",
            &[],
        )
        .await;
    assert!(h.private_reply(i).content.contains("The game is over."));
    let opened = h
        .fake
        .state
        .lock()
        .unwrap()
        .requests("POST", "/users/@me/channels");
    assert!(
        opened <= d.table.users.len(),
        "a DM channel is opened once per player and reused: {opened} opened"
    );
    let i = h.slash(ALICE, d.table.thread, "log", &[]).await;
    assert!(
        !h.replies(i).is_empty(),
        "the log of a finished game is kept"
    );
    d.audit(h).await;
}

/// Each march is one sentence that names the figures moved, however it was entered (the March
/// button then one button per figure, or `/march … figures:`), and nobody "joins the battle"
/// where no battle was called.
async fn check_marches_are_told_once(h: &Harness, d: &Driver) {
    let log = h.store().logs().log(d.table.game).await.unwrap();
    let marches = log
        .iter()
        .filter(|(_, c)| {
            matches!(
                c,
                bloodrage_bot::engine::AnyCommand::Base(
                    bloodrage_bot::engine::base::Command::March { .. }
                )
            )
        })
        .count();
    let text: Vec<String> = h
        .public_messages(d.table.thread)
        .iter()
        .flat_map(|m| m.content.lines().map(str::to_string).collect::<Vec<_>>())
        .collect();
    let told: Vec<&String> = text.iter().filter(|l| l.contains(" marches ")).collect();
    // A march told and then taken back stays told, and its undo is told too.
    let taken_back = text
        .iter()
        .filter(|l| l.contains(" took back a March "))
        .count();
    assert!(marches > 0, "the game had marches");
    assert_eq!(
        told.len(),
        marches + taken_back,
        "one sentence per march: {told:#?}"
    );
    for line in &told {
        assert!(
            !line.contains("marches  ") && !line.contains("marches from"),
            "the march names its figures: {line}"
        );
    }
    let mut pillaged = std::collections::BTreeSet::new();
    for line in &text {
        if let Some(rest) = line.split(" pillages ").nth(1) {
            pillaged.insert(rest.split([' ', '.', ':']).next().unwrap_or("").to_string());
        }
        if let Some(rest) = line.split(" joins the battle in ").nth(1) {
            let province = rest.split(' ').next().unwrap_or("");
            assert!(
                pillaged.contains(province),
                "a figure joins a battle that was called: {line}"
            );
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_three_player_game_is_played_from_game_new_to_final_scores_through_interactions_only() {
    let started = Instant::now();
    let mut h = Harness::new("full-game").await;
    h.fake.state.lock().unwrap().keep_texts = true;
    let table: Table = start_game(&mut h, &[ALICE, BOB, CAROL], "Ragnarök on Tuesdays").await;
    let begins = h.public_messages(table.thread);
    assert!(
        begins
            .iter()
            .any(|m| m.content.starts_with("## The game begins!"))
    );
    for user in [ALICE, BOB, CAROL] {
        assert_eq!(
            h.dms(user).len(),
            1,
            "each player receives the first packet by DM"
        );
    }
    // No game of the server has finished yet.
    let i = h.slash(BOB, GAMES, "game history", &[]).await;
    assert!(
        h.private_reply(i)
            .content
            .starts_with("No game has finished on this server yet.")
    );
    let mut d = Driver::new(table, 1);
    d.audit(&h).await;
    // The lobby, the opening message and the first board came before any move.
    d.most_messages_per_move = 0;
    let mut boards = 0;
    // Message id before the action whose board has not been posted yet. An action may first ask
    // others (a free invade, saving a figure from the Fire Giant): its board is due by the time
    // the game is back to an action, or over.
    let mut board_due: Option<u64> = None;
    loop {
        let (_, game) = h.load(d.table.game).await;
        let action = game
            .pending()
            .is_some_and(|p| p.decision == Decision::Action);
        let before = h.last_message_id();
        if !d.step(&mut h).await {
            break;
        }
        if action {
            board_due.get_or_insert(before);
            boards += 1;
        }
        if let Some(since) = board_due {
            let posted = h
                .public_messages(d.table.thread)
                .iter()
                .any(|m| m.id > since && m.attachments.iter().any(|a| a.filename == "board.png"));
            let (record, game) = h.load(d.table.game).await;
            if posted {
                board_due = None;
            } else if game
                .pending()
                .is_none_or(|p| p.decision == Decision::Action)
            {
                let log = h.store().logs().log(d.table.game).await.unwrap();
                let news: Vec<String> = h
                    .public_messages(d.table.thread)
                    .iter()
                    .filter(|m| m.id > since)
                    .map(|m| m.content.clone())
                    .collect();
                panic!(
                    "no board after an action; seq {} pending {:?}; log tail {:?}; new public messages {news:#?}",
                    record.next_seq,
                    game.pending(),
                    &log[log.len().saturating_sub(6)..]
                );
            }
        }
        assert!(d.steps < 1500, "the game ends");
    }
    assert!(board_due.is_none(), "the last action's board was posted");
    check_the_end(&mut h, &mut d).await;
    check_marches_are_told_once(&h, &d).await;
    // The server's history: the game, its rule set and length, its thread, every player's
    // final Glory, the winner first with a trophy.
    let i = h.slash(CAROL, GAMES, "game history", &[]).await;
    let history = h.private_reply(i).content;
    let (record, _) = h.load(d.table.game).await;
    let outcome = record.outcome.clone().unwrap();
    assert!(
        history.starts_with("Finished games of this server, the latest first:")
            && history.contains(&format!(
                "**#{} Ragnarök on Tuesdays** · Blood Rage · 1 day · <#{}>",
                d.table.game, d.table.thread
            )),
        "{history}"
    );
    let first = d.table.users[outcome.winners[0].index()];
    let glory = outcome.glory[outcome.winners[0].index()];
    assert!(
        history.contains(&format!("\n  🏆 <@{first}> {glory}")),
        "{history}"
    );
    for (seat, user) in d.table.users.iter().enumerate() {
        assert!(
            history.contains(&format!("<@{user}> {}", outcome.glory[seat])),
            "{history}"
        );
    }
    assert!(
        d.most_messages_per_move <= 1,
        "a move is told in one public message (narration, board and mention together): {}",
        d.most_messages_per_move
    );
    assert!(
        d.ways[..4].iter().all(|n| *n > 0),
        "every way of playing was used: {:?}",
        d.ways
    );
    let interactions = h.fake.state.lock().unwrap().interactions.len();
    let commands = h.store().logs().log(d.table.game).await.unwrap().len();
    let battles = h
        .public_messages(d.table.thread)
        .iter()
        .filter(|m| m.content.contains("**Battle in "))
        .count();
    eprintln!(
        "full game: {commands} commands in {} steps, {boards} actions, {battles} battle messages, {interactions} interactions, \
         {:?} messages checked (public, private), ways {:?}, {:.1?}",
        d.steps,
        d.audit.counts,
        d.ways,
        started.elapsed()
    );
    super::reading::assert_reads_well(&h, Lang::En, 300);
    h.move_to_postgres().await;
    h.finish().await;
}

/// The same bot on PostgreSQL: a whole game through interactions, with a restart in its middle
/// that loses nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_on_postgres_is_played_from_game_new_to_final_scores_across_a_restart() {
    let mut h = Harness::on_postgres("postgres-game").await;
    assert_eq!(h.store().backend(), bloodrage_bot::store::Backend::Postgres);
    let table = start_game(&mut h, &[ALICE, BOB, CAROL], "On PostgreSQL").await;
    let mut d = Driver::new(table, 3);
    let mut steps = 0;
    while d.step(&mut h).await {
        steps += 1;
        if steps == 60 {
            let log = h.store().logs().log(d.table.game).await.unwrap();
            h.stop_bot().await;
            h.start_bot().await;
            assert_eq!(
                h.store().logs().log(d.table.game).await.unwrap(),
                log,
                "every committed move survives the restart"
            );
        }
    }
    assert!(steps > 60, "the game went on after the restart");
    check_the_end(&mut h, &mut d).await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_mid_draft_and_mid_battle_loses_nothing_and_old_buttons_still_work() {
    let mut h = Harness::new("restart").await;
    let table = start_game(&mut h, &[ALICE, BOB, CAROL], "Restarts").await;
    let game_id = table.game;
    let mut d = Driver::new(table, 2);

    // Mid-draft: the second pick of Age 1, with one pick already made.
    loop {
        let (_, game) = h.load(game_id).await;
        let p = game.pending().unwrap();
        if matches!(p.decision, Decision::Draft { round: 2, .. }) && p.seats.len() < 3 {
            break;
        }
        assert!(d.step(&mut h).await);
    }
    let log = h.store().logs().log(game_id).await.unwrap();
    let marker = h.last_message_id();
    h.stop_bot().await;
    h.start_bot().await;
    assert_eq!(
        h.store().logs().log(game_id).await.unwrap(),
        log,
        "every committed pick survives the restart"
    );
    for user in [ALICE, BOB, CAROL] {
        assert!(
            h.dms(user).iter().all(|m| m.id <= marker),
            "nothing needed announcing after a clean stop, so no packet is sent twice"
        );
    }
    // The packets sent before the restart still work.
    let (_, game) = h.load(game_id).await;
    let waiting = game.pending().unwrap().seats.len();
    for _ in 0..waiting {
        assert!(d.step(&mut h).await);
    }
    let (_, game) = h.load(game_id).await;
    assert!(
        !matches!(
            game.pending().unwrap().decision,
            Decision::Draft { round: 2, .. }
        ),
        "the pick that was in progress completed with the old DMs"
    );

    // Mid-battle: one participant has chosen a battle card, the others have not.
    loop {
        let (_, game) = h.load(game_id).await;
        let p = game
            .pending()
            .expect("a battle happens before the end")
            .clone();
        if let Decision::BattleCard { .. } = p.decision
            && game
                .public_view()
                .battle
                .is_some_and(|b| !b.chosen.is_empty())
        {
            break;
        }
        assert!(d.step(&mut h).await);
    }
    let log = h.store().logs().log(game_id).await.unwrap();
    let marker = h.last_message_id();
    h.stop_bot().await;
    // A crash between storing a move and announcing it: the bot announces it at start-up.
    let store = Store::open(&h.db_url).await.unwrap();
    sqlx::query("UPDATE games SET announced = 0 WHERE id = $1")
        .bind(game_id)
        .execute(store.pool())
        .await
        .unwrap();
    store.close().await;
    h.start_bot().await;
    assert_eq!(
        h.store().logs().log(game_id).await.unwrap(),
        log,
        "the battle so far survives the restart"
    );
    let thread = d.table.thread;
    h.fake
        .wait(
            super::harness::WAIT,
            "the announcement after the restart",
            |s| {
                s.messages
                    .values()
                    .any(|m| {
                        m.id > marker
                            && m.channel == thread
                            && m.content.contains("The bot restarted")
                    })
                    .then_some(())
            },
        )
        .await;
    // An awaited participant uses the Choose button from before the restart.
    let (_, game) = h.load(game_id).await;
    let seat = game.pending().unwrap().seats.iter().next().unwrap();
    let user = d.user(seat);
    let old = h
        .public_messages(thread)
        .into_iter()
        .rev()
        .find(|m| {
            m.id <= marker
                && m.allowed_users.contains(&user)
                && choices(m).iter().any(|c| c.action() == "open")
        })
        .expect("the participant was pinged before the restart");
    let before = h.load(game_id).await.0.next_seq;
    let i = h.press(user, old.id, "open").await;
    d.audit(&h).await;
    let panel = h.private_reply(i);
    assert!(
        panel.content.contains("Battle in"),
        "the old button opens the battle choice: {}",
        panel.content
    );
    d.navigate(&mut h, user, seat, panel.id).await;
    assert!(
        h.load(game_id).await.0.next_seq > before,
        "the old button still plays"
    );

    d.play_out(&mut h, 1500).await;
    check_the_end(&mut h, &mut d).await;
    assert_eq!(h.starts, 3);
    h.finish().await;
}
