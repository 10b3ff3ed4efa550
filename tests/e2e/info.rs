//! The information commands and the lobby options: `/board`, `/mygames`, `/game status`,
//! `/log`, `/hint`, `/card`, `/rules` (with autocomplete), `/game leave`, and a lobby limited to a role.

use super::driver::{Driver, open_game, table};
use super::harness::{ALICE, BOB, CAROL, DAVE, GAMES, Harness, choices};
use bloodrage_bot::ai;
use bloodrage_bot::engine::AnyGame;
use bloodrage_bot::engine::base::Decision;
use serde_json::json;

const VIKINGS: u64 = 800_000_000_000_000_001;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn information_commands_answer_privately_and_a_role_limits_who_joins() {
    let mut h = Harness::new("info").await;
    h.give_role(ALICE, VIKINGS);
    h.give_role(BOB, VIKINGS);
    // Without the permission to create threads, /game new says what to fix and leaves no game open.
    h.fake.state.lock().unwrap().fail_next_thread = Some((403, 50013));
    let i = h.slash(ALICE, GAMES, "game new", &[]).await;
    let refused = h.private_reply(i).content;
    assert!(refused.contains("Create Public Threads"), "{refused}");
    let closed = h
        .store()
        .games()
        .records_with_status(bloodrage_bot::store::GameStatus::Abandoned)
        .await
        .unwrap();
    assert_eq!(closed.len(), 1, "the game without a thread is closed");
    let i = h
        .slash(
            ALICE,
            GAMES,
            "game new",
            &[
                ("players", json!(2)),
                ("name", json!("Vikings only")),
                ("role", json!(VIKINGS.to_string())),
            ],
        )
        .await;
    let reply = h.private_reply(i).content;
    let thread: u64 = reply
        .split("<#")
        .nth(1)
        .unwrap()
        .split('>')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    let game: i64 = reply
        .split("Game #")
        .nth(1)
        .unwrap()
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    let lobby = h.public_messages(thread)[0].id;
    assert!(
        h.message(lobby)
            .content
            .contains(&format!("only <@&{VIKINGS}> may join"))
    );
    let i = h.press(DAVE, lobby, "join").await;
    assert!(
        h.private_reply(i)
            .content
            .contains("only to members with its role")
    );
    h.press(BOB, lobby, "join").await;
    assert!(h.message(lobby).content.contains("Seats: 2/2"));
    // /game leave updates the lobby message.
    let i = h.slash(BOB, thread, "game leave", &[]).await;
    assert!(h.private_reply(i).content.contains("You left the game"));
    assert!(
        h.message(lobby).content.contains("Seats: 1/2"),
        "{}",
        h.message(lobby).content
    );
    h.press(BOB, lobby, "join").await;
    h.press(ALICE, lobby, "start").await;
    let mut d = Driver::new(table(&h, game, thread).await, 7);
    loop {
        let (_, g) = h.load(game).await;
        if g.pending().unwrap().decision == Decision::Action {
            break;
        }
        assert!(d.step(&mut h).await);
    }
    let (_, g) = h.load(game).await;
    let awaited = d.user(g.awaited().iter().next().unwrap());
    let other = if awaited == ALICE { BOB } else { ALICE };

    // /board: the board, privately, with where the game stands.
    let i = h.slash(other, thread, "board", &[]).await;
    let board = h.private_reply(i);
    assert!(board.content.contains("Waiting for"), "{}", board.content);
    assert_eq!(
        board
            .attachments
            .iter()
            .map(|a| a.filename.as_str())
            .collect::<Vec<_>>(),
        ["board.png"]
    );
    // /mygames says where you are awaited.
    let i = h.slash(awaited, GAMES, "mygames", &[]).await;
    assert!(h.private_reply(i).content.contains("waiting for you"));
    let i = h.slash(other, GAMES, "mygames", &[]).await;
    let mine = h.private_reply(i).content;
    assert!(
        mine.contains("Vikings only") && !mine.contains("waiting for you"),
        "{mine}"
    );
    let i = h.slash(CAROL, GAMES, "mygames", &[]).await;
    assert!(h.private_reply(i).content.contains("You are in no game"));
    // /hint: the medium computer clan's suggestion and its reason, privately, with a button that
    // plays it; nothing to hint when nothing is asked; not for someone outside the game.
    let seat = g.awaited().iter().next().unwrap();
    let (expected, _) = ai::hint(&AnyGame::Base(Box::new(g.clone())), seat).unwrap();
    let i = h.slash(awaited, thread, "hint", &[]).await;
    let hint = h.private_reply(i);
    assert!(
        hint.content.starts_with("**Hint** in *Vikings only*") && hint.content.contains("**: "),
        "{}",
        hint.content
    );
    let labels: Vec<String> = choices(&hint).into_iter().map(|c| c.label).collect();
    assert_eq!(labels, ["Play it", "All my choices"]);
    let i = h.slash(other, thread, "hint", &[]).await;
    assert!(
        h.private_reply(i)
            .content
            .starts_with("Nothing is asked of you right now")
    );
    let i = h.slash(DAVE, thread, "hint", &[]).await;
    assert_eq!(
        h.private_reply(i).content,
        "You are not playing in this game."
    );
    let before = h.store().logs().log(game).await.unwrap().len();
    let play = choices(&hint).remove(0);
    h.choose(awaited, hint.id, &play).await;
    let log = h.store().logs().log(game).await.unwrap();
    assert_eq!(log.len(), before + 1, "the hint was played");
    assert_eq!(log.last().unwrap(), &(seat, expected));
    // The hint's message now confirms the move, like a panel's.
    let after = h.message(hint.id);
    assert!(!after.content.contains("**Hint**"), "{}", after.content);
    assert!(choices(&after).iter().all(|c| c.label != "Play it"));
    // The `game` option's autocomplete lists the user's games.
    let offered = h.autocomplete(awaited, GAMES, "act", &[], "game", "").await;
    assert_eq!(offered.len(), 1);
    assert_eq!(offered[0].1, json!(game));
    // Anyone may look at the public state.
    let i = h.slash(DAVE, thread, "game status", &[]).await;
    assert!(h.private_reply(i).content.contains("Waiting for"));
    let i = h.slash(DAVE, thread, "log", &[("moves", json!(30))]).await;
    assert!(!h.replies(i).is_empty());
    d.audit(&h).await;

    // /card with autocomplete: at most 25 suggestions (the fake checks), then the card itself.
    let all = h.autocomplete(DAVE, GAMES, "card", &[], "name", "").await;
    assert_eq!(all.len(), 25);
    let tyr = h
        .autocomplete(DAVE, GAMES, "card", &[], "name", "tyr's")
        .await;
    assert!(
        !tyr.is_empty() && tyr.iter().all(|(name, _)| name.contains("Tyr's")),
        "{tyr:?}"
    );
    let i = h
        .slash(DAVE, GAMES, "card", &[("name", tyr[0].1.clone())])
        .await;
    d.audit.exempt.insert(i);
    let card = h.private_reply(i);
    assert!(card.content.contains("Tyr's"), "{}", card.content);
    // Its numbers, then its printed text.
    assert!(
        card.content
            .lines()
            .nth(1)
            .is_some_and(|text| text.len() > 20),
        "{}",
        card.content
    );
    assert_eq!(
        card.attachments
            .iter()
            .map(|a| a.filename.as_str())
            .collect::<Vec<_>>(),
        ["card.png"],
        "{}",
        card.content
    );
    let i = h
        .slash(DAVE, GAMES, "card", &[("name", json!("no such card"))])
        .await;
    assert!(h.private_reply(i).content.contains("No card is called"));
    // /rules with autocomplete.
    let rulings = h
        .autocomplete(DAVE, GAMES, "rules", &[], "topic", "D-4")
        .await;
    assert!(rulings.iter().any(|(_, v)| v == "D-41"), "{rulings:?}");
    // Suggestions read "id · title", and the words of a title find it.
    let all = h.autocomplete(DAVE, GAMES, "rules", &[], "topic", "").await;
    assert!(
        all.iter().all(|(name, value)| name
            .starts_with(&format!("{} · ", value.as_str().unwrap()))
            && name.len() > 8),
        "{all:?}"
    );
    let found = h
        .autocomplete(DAVE, GAMES, "rules", &[], "topic", "last battle figure")
        .await;
    assert!(found.iter().any(|(_, v)| v == "R-05"), "{found:?}");
    let i = h
        .slash(DAVE, GAMES, "rules", &[("topic", json!("D-41"))])
        .await;
    d.audit.exempt.insert(i);
    assert!(h.private_reply(i).content.contains("D-41"));
    let i = h
        .slash(DAVE, GAMES, "rules", &[("topic", json!("late"))])
        .await;
    d.audit.exempt.insert(i);
    assert!(h.private_reply(i).content.contains("B-08"));
    d.audit(&h).await;
    assert!(
        choices(&h.message(lobby)).is_empty(),
        "the started lobby has no buttons left"
    );
    // An abandoned lobby says so and loses its buttons.
    let (other_game, other_thread, other_lobby) = open_game(&mut h, CAROL, 3, "Never played").await;
    let i = h.slash(CAROL, other_thread, "game abandon", &[]).await;
    assert!(
        h.private_reply(i)
            .content
            .contains(&format!("Game #{other_game} is abandoned"))
    );
    let closed = h.message(other_lobby);
    assert!(
        closed.content.contains("was abandoned") && choices(&closed).is_empty(),
        "{}",
        closed.content
    );
    h.finish().await;
}
