//! Bad input gets a short private answer and changes nothing: a wrong user, a wrong turn, an
//! illegal or malformed choice, a stale button, a lobby or permission refusal.

use super::driver::{Driver, open_game, table};
use super::harness::{ADMIN, ALICE, BOB, CAROL, DAVE, Harness, choices};
use bloodrage_bot::engine::Seat;
use bloodrage_bot::engine::base::Decision;
use bloodrage_bot::store::GameStatus;
use serde_json::json;

/// What must not change when something is refused.
#[derive(Debug, PartialEq)]
struct Snapshot {
    log: usize,
    status: GameStatus,
    seats: Vec<(Seat, u64)>,
    public: usize,
}

async fn snapshot(h: &Harness, game: i64, thread: u64) -> Snapshot {
    let record = h.store().games().record(game).await.unwrap();
    Snapshot {
        log: h.store().logs().log(game).await.unwrap().len(),
        status: record.status,
        seats: h.store().seats().seat_users(game).await.unwrap(),
        public: h.public_messages(thread).len(),
    }
}

/// Interaction `i` of `user` was answered privately with text containing `expected`, and nothing
/// else changed.
async fn refused(
    h: &Harness,
    i: u64,
    user: u64,
    expected: &str,
    before: &Snapshot,
    game: i64,
    thread: u64,
) {
    let reply = h.private_reply(i);
    assert_eq!(
        reply.owner,
        Some(user),
        "only the user who acted sees the refusal"
    );
    assert!(
        reply.content.contains(expected),
        "expected {expected:?} in {:?}",
        reply.content
    );
    assert!(
        reply.content.chars().count() < 400,
        "a refusal is short: {:?}",
        reply.content
    );
    assert_eq!(
        &snapshot(h, game, thread).await,
        before,
        "a refusal changes nothing ({expected})"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_are_private_short_and_change_nothing() {
    let mut h = Harness::new("refusals").await;
    let (game, thread, lobby) = open_game(&mut h, ALICE, 3, "Refusals").await;

    // The lobby.
    let snap = snapshot(&h, game, thread).await;
    let i = h.press(ALICE, lobby, "join").await;
    refused(&h, i, ALICE, "already joined", &snap, game, thread).await;
    let i = h.press(BOB, lobby, "start").await;
    refused(&h, i, BOB, "Only the host can start", &snap, game, thread).await;
    let i = h.press(ALICE, lobby, "start").await;
    refused(&h, i, ALICE, "At least 2 clans", &snap, game, thread).await;
    let i = h.press(ALICE, lobby, "leave").await;
    refused(&h, i, ALICE, "You are the host", &snap, game, thread).await;
    h.press(BOB, lobby, "join").await;
    h.press(CAROL, lobby, "join").await;
    let snap = snapshot(&h, game, thread).await;
    let i = h.press(DAVE, lobby, "join").await;
    refused(&h, i, DAVE, "All 3 seats are taken", &snap, game, thread).await;
    let i = h.press(DAVE, lobby, "leave").await;
    refused(&h, i, DAVE, "You had not joined", &snap, game, thread).await;
    let i = h.slash(DAVE, thread, "game start", &[]).await;
    refused(&h, i, DAVE, "Only the host can start", &snap, game, thread).await;
    let i = h.slash(ALICE, thread, "act", &[]).await;
    refused(&h, i, ALICE, "has not started yet", &snap, game, thread).await;
    let i = h.slash(ALICE, thread, "game start", &[]).await;
    assert!(h.private_reply(i).content.contains("has started"));
    // Started with the command, the lobby message says so and loses its buttons.
    let snap = snapshot(&h, game, thread).await;
    let lobby_message = h.message(lobby);
    assert!(
        lobby_message.content.contains("has started"),
        "{}",
        lobby_message.content
    );
    assert!(choices(&lobby_message).is_empty());
    let i = h.slash(ALICE, thread, "game start", &[]).await;
    refused(&h, i, ALICE, "already started", &snap, game, thread).await;

    // Defence in depth: a menu of Alice's draft packet, pressed by Bob (Discord would not let
    // him reach her DMs), is not his: nothing is picked for anyone.
    let packet = h
        .dms(ALICE)
        .into_iter()
        .find(|m| !choices(m).is_empty())
        .expect("Alice's packet arrived by DM");
    let pick = choices(&packet)
        .into_iter()
        .find(|c| c.value.is_some())
        .expect("the packet has a menu");
    let i = h.press_as_intruder(BOB, packet.id, &pick).await;
    refused(&h, i, BOB, "sent to another player", &snap, game, thread).await;

    // A command that answers another decision reads as a sentence, not as code.
    let i = h.slash(ALICE, thread, "pass", &[]).await;
    refused(
        &h,
        i,
        ALICE,
        "You can't pass now: you must draft a card.",
        &snap,
        game,
        thread,
    )
    .await;

    // Alice's own pick from the same packet, which the database cannot store (a trigger
    // refuses every new command), is answered with the apology as the press's first answer,
    // never acknowledged as received; once the database takes commands again, the same pick is
    // made.
    sqlx::query(
        "CREATE TRIGGER no_new_commands BEFORE INSERT ON commands \
         BEGIN SELECT RAISE(ABORT, 'the disk is full'); END",
    )
    .execute(h.store().pool())
    .await
    .unwrap();
    let i = h.choose(ALICE, packet.id, &pick).await;
    refused(&h, i, ALICE, "nothing was changed", &snap, game, thread).await;
    assert_eq!(
        h.fake.state.lock().unwrap().interactions[&i].response,
        Some(4),
        "the apology is the first answer"
    );
    sqlx::query("DROP TRIGGER no_new_commands")
        .execute(h.store().pool())
        .await
        .unwrap();
    let i = h.choose(ALICE, packet.id, &pick).await;
    assert!(h.replies(i).is_empty(), "{:?}", h.replies(i));
    assert_eq!(
        h.store().logs().log(game).await.unwrap().len(),
        snap.log + 1
    );

    // Play the draft to the first action.
    let mut d = Driver::new(table(&h, game, thread).await, 3);
    loop {
        let (_, now) = h.load(game).await;
        if now.pending().unwrap().decision == Decision::Action {
            break;
        }
        assert!(d.step(&mut h).await);
    }
    let (_, now) = h.load(game).await;
    let first = now.pending().unwrap().seats.iter().next().unwrap();
    let first_user = d.user(first);
    let other_user = d
        .table
        .users
        .iter()
        .copied()
        .find(|u| *u != first_user)
        .unwrap();
    let snap = snapshot(&h, game, thread).await;

    // Not a player.
    let i = h.slash(DAVE, thread, "pass", &[]).await;
    refused(
        &h,
        i,
        DAVE,
        "You are not playing in this game",
        &snap,
        game,
        thread,
    )
    .await;
    let i = h.slash(DAVE, thread, "hand", &[]).await;
    refused(
        &h,
        i,
        DAVE,
        "You are not playing in this game",
        &snap,
        game,
        thread,
    )
    .await;
    // Not this player's turn: the answer names who is awaited.
    let first_name = h.store().seats().seat_names(game).await.unwrap()[first.index()]
        .1
        .clone();
    let i = h.slash(other_user, thread, "pass", &[]).await;
    refused(
        &h,
        i,
        other_user,
        &format!("It isn't your turn: the game is waiting for {first_name}"),
        &snap,
        game,
        thread,
    )
    .await;
    // Illegal: nobody has figures on the board yet, so there is nothing to march.
    let i = h
        .slash(
            first_user,
            thread,
            "march",
            &[("from", json!("gimle")), ("to", json!("yggdrasil"))],
        )
        .await;
    refused(&h, i, first_user, "Use /act", &snap, game, thread).await;
    // Malformed options (typed instead of picked from the suggestions).
    let malformed = [
        (
            "invade",
            vec![("figure", json!("dragon")), ("to", json!("gimle"))],
            "from the suggestions",
        ),
        (
            "upgrade",
            vec![("card", json!("999"))],
            "from the suggestions",
        ),
        (
            "pass",
            vec![("game", json!(9999))],
            "There is no game #9999",
        ),
    ];
    for (command, options, expected) in malformed {
        let i = h.slash(first_user, thread, command, &options).await;
        refused(&h, i, first_user, expected, &snap, game, thread).await;
    }
    // Someone else's Choose button opens only the presser's own (empty) choices.
    let choose = d
        .choose_button(&h, first_user)
        .expect("the first player was pinged");
    let i = h.press(other_user, choose, "open").await;
    refused(
        &h,
        i,
        other_user,
        "Nothing to decide for you right now",
        &snap,
        game,
        thread,
    )
    .await;

    // A stale button: two panels; playing from the second makes the first one stale.
    let i = h.slash(first_user, thread, "act", &[]).await;
    let old_panel = h.private_reply(i).id;
    let i = h.slash(first_user, thread, "act", &[]).await;
    let new_panel = h.private_reply(i).id;
    d.navigate(&mut h, first_user, first, new_panel).await;
    let snap = snapshot(&h, game, thread).await;
    let pass = choices(&h.message(old_panel))
        .into_iter()
        .find(|c| c.label.starts_with("Pass"))
        .expect("the old panel offers Pass");
    let i = h.choose(first_user, old_panel, &pass).await;
    refused(&h, i, first_user, "already been made", &snap, game, thread).await;
    // A menu from the stale panel shows the current choices instead, changing nothing.
    let kind = choices(&h.message(old_panel))
        .into_iter()
        .find(|c| c.action().starts_with("k."))
        .unwrap();
    h.choose(first_user, old_panel, &kind).await;
    assert!(
        h.message(old_panel)
            .content
            .starts_with("The game has moved on")
    );
    assert_eq!(snapshot(&h, game, thread).await, snap);

    // Only the host or an admin may abandon.
    let i = h.slash(BOB, thread, "game abandon", &[]).await;
    refused(
        &h,
        i,
        BOB,
        "Only the game's host or a server admin",
        &snap,
        game,
        thread,
    )
    .await;
    let i = h.slash(ADMIN, thread, "game abandon", &[]).await;
    assert!(h.private_reply(i).content.contains("is abandoned"));
    assert!(h.public_messages(thread).iter().any(|m| {
        m.content
            .ends_with(&format!("was abandoned by <@{ADMIN}>."))
    }));
    let snap = snapshot(&h, game, thread).await;
    assert_eq!(snap.status, GameStatus::Abandoned);
    let i = h.slash(first_user, thread, "act", &[]).await;
    refused(&h, i, first_user, "was abandoned", &snap, game, thread).await;
    let i = h.press(first_user, choose, "open").await;
    refused(&h, i, first_user, "was abandoned", &snap, game, thread).await;
    d.audit(&h).await;
    h.finish().await;
}
