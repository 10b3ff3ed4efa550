//! The draft by DM, and a player whose DMs are closed.

use super::driver::{Driver, start_game};
use super::harness::{ALICE, BOB, CAROL, Harness};
use bloodrage_bot::engine::base::Decision;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_blocked_dm_mid_draft_is_reported_in_the_thread_and_the_draft_finishes_with_hand() {
    let mut h = Harness::new("blocked-dm").await;
    let table = start_game(&mut h, &[ALICE, BOB, CAROL], "Closed doors").await;
    let game = table.game;
    let thread = table.thread;
    let mut d = Driver::new(table, 4);
    assert_eq!(h.dms(CAROL).len(), 1, "Carol's first packet arrived");
    // Carol closes her DMs after the first packet: the second one cannot be delivered.
    h.set_dms_closed(CAROL, true);
    let closed_at = h.last_message_id();
    let dms_before = h.dms(CAROL).len();
    loop {
        let (_, g) = h.load(game).await;
        if matches!(
            g.pending().unwrap().decision,
            Decision::Draft { round: 2, .. }
        ) {
            break;
        }
        assert!(d.step(&mut h).await);
    }
    let notices: Vec<_> = h
        .public_messages(thread)
        .into_iter()
        .filter(|m| m.content.contains("can't send you direct messages"))
        .collect();
    assert_eq!(
        notices.len(),
        1,
        "the thread says once that Carol's DMs are closed"
    );
    let notice = &notices[0];
    assert_eq!(
        notice.allowed_users,
        vec![CAROL],
        "the notice pings only Carol"
    );
    assert!(
        notice.content.contains("/hand"),
        "the notice says what to do: {}",
        notice.content
    );
    assert!(
        notice.attachments.is_empty() && notice.components.as_array().is_none_or(Vec::is_empty)
    );
    // The audit has checked that the notice names no card.
    d.audit(&h).await;

    // The rest of the draft: Carol picks with /hand, the others with their DMs.
    loop {
        let (_, g) = h.load(game).await;
        if !matches!(g.pending().unwrap().decision, Decision::Draft { .. }) {
            break;
        }
        assert!(d.step(&mut h).await);
    }
    let (_, g) = h.load(game).await;
    assert_eq!(
        g.pending().unwrap().decision,
        Decision::Action,
        "the draft is over"
    );
    assert_eq!(
        h.dms(CAROL).len(),
        dms_before,
        "no DM reached Carol while they were closed"
    );
    let carol_dm = h.fake.state.lock().unwrap().dm_channel(CAROL).unwrap();
    let (in_dm, elsewhere) = {
        let s = h.fake.state.lock().unwrap();
        let presses: Vec<_> = s
            .interactions
            .values()
            .filter(|i| i.user == CAROL && i.kind == 3 && i.id > closed_at)
            .collect();
        (
            presses.iter().filter(|i| i.channel == carol_dm).count(),
            presses.iter().filter(|i| i.channel == thread).count(),
        )
    };
    assert_eq!(in_dm, 0, "Carol no longer used DMs");
    assert!(
        elsewhere >= 5 && d.ways[4] >= 1,
        "Carol drafted in the thread through /hand: {elsewhere} picks, {:?}",
        d.ways
    );
    let notices = h
        .public_messages(thread)
        .into_iter()
        .filter(|m| m.content.contains("can't send you direct messages"))
        .count();
    assert_eq!(notices, 1, "the notice is not repeated at every pick");
    let carol = d.table.users.iter().position(|u| *u == CAROL).unwrap();
    let picks = h
        .store()
        .logs()
        .log(game)
        .await
        .unwrap()
        .iter()
        .filter(|(s, c)| {
            s.index() == carol
                && matches!(
                    c,
                    bloodrage_bot::engine::AnyCommand::Base(
                        bloodrage_bot::engine::base::Command::Draft { .. }
                    )
                )
        })
        .count();
    assert_eq!(picks, 6, "Carol drafted a full hand");
    // Discord was asked once: every later packet was kept back (refused requests count toward
    // Discord's invalid-request limit), though Carol kept picking with /hand.
    let refused = |h: &Harness| {
        h.fake
            .state
            .lock()
            .unwrap()
            .log
            .iter()
            .filter(|e| {
                e.method == "POST"
                    && e.path == format!("/api/v10/channels/{carol_dm}/messages")
                    && e.status == 403
            })
            .count()
    };
    assert_eq!(refused(&h), 1, "one refused DM, then none tried");
    let closed = |h: &Harness| {
        let store = h.store().clone();
        async move {
            store
                .settings()
                .user_setting(CAROL, "dm_closed")
                .await
                .unwrap()
        }
    };
    assert!(
        closed(&h).await.is_some(),
        "the bot remembers, across restarts"
    );
    // An hour later, a command of Carol's means her DMs may be open again: the next DM is tried.
    h.advance_clock(2 * 3600);
    let i = h.slash(CAROL, thread, "game status", &[]).await;
    assert!(!h.private_reply(i).content.is_empty());
    assert!(closed(&h).await.is_none(), "tried again after her command");
    h.finish().await;
}
