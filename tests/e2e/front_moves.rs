//! A move through a front end (`dialogue::moves`): refused in the player's words and changing
//! nothing, or stored and confirmed with what comes next and any delay.

use bloodrage_bot::dialogue::moves::{Outcome, store_move};
use bloodrage_bot::dialogue::testing::started;
use bloodrage_bot::engine::{Level, Seat};
use bloodrage_bot::present::locale::Lang;
use bloodrage_bot::session::Teller;

/// A move out of turn, from a user with no seat, or at an older position is refused in the
/// player's language and changes nothing; a legal one is stored and worded as it was given.
#[tokio::test]
async fn a_move_is_refused_in_the_players_words_and_changes_nothing_else_it_is_stored_and_worded() {
    let (session, id) = started(2, 5, Vec::new()).await;
    let seating = session.seats().seating(id).await.unwrap();
    let mention = |user: u64, _: &str| format!("<@{user}>");
    let before = session.current(id).await.unwrap();
    let seat = seating.seat_of(11).unwrap();
    let other = Seat(1 - seat.0);
    let theirs = bloodrage_bot::ai::choose(&before.game, other, Level::Easy, 5, 0).unwrap();
    let refused = |outcome: Outcome| match outcome {
        Outcome::Refused(why) => why,
        Outcome::Applied { .. } => panic!("applied"),
    };
    // Another seat's pick, given by this player.
    let why = store_move(
        &session,
        id,
        (11, Lang::Fr),
        std::slice::from_ref(&theirs),
        (None, None, Teller::Asker),
        &mention,
    )
    .await
    .unwrap();
    let why = refused(why);
    let tail = t!(Lang::Fr, "refused-use-act", why = "");
    assert!(
        why.ends_with(tail.trim_start()) && why.len() > tail.len(),
        "{why}"
    );
    let why = store_move(
        &session,
        id,
        (99, Lang::En),
        &[theirs],
        (None, None, Teller::Asker),
        &mention,
    )
    .await
    .unwrap();
    assert_eq!(refused(why), t!(Lang::En, "not-playing"));
    let after = session.current(id).await.unwrap();
    assert_eq!(after.record.next_seq, before.record.next_seq);
    assert_eq!(after.game, before.game);

    let mine = bloodrage_bot::ai::choose(&before.game, seat, Level::Easy, 5, 0).unwrap();
    let words = bloodrage_bot::present::game(&before.game).describe(seat, &mine, Lang::En);
    let at = Some(before.record.next_seq);
    match store_move(
        &session,
        id,
        (11, Lang::En),
        &[mine],
        (at, None, Teller::Asker),
        &mention,
    )
    .await
    .unwrap()
    {
        Outcome::Applied {
            seat: moved,
            done,
            announced,
            ..
        } => {
            assert_eq!((moved, done, announced), (seat, words, false));
        }
        Outcome::Refused(why) => panic!("refused: {why}"),
    }
}

/// What a player is told after a move says what they did, what happens next, and that the
/// others will be told shortly when the thread could not be told.
#[tokio::test]
async fn a_stored_move_is_confirmed_with_what_comes_next_and_any_delay() {
    use bloodrage_bot::dialogue::announce::done_note;
    use bloodrage_bot::dialogue::moves::done_text;
    let (session, id) = started(2, 5, Vec::new()).await;
    let game = session.current(id).await.unwrap().game;
    assert_eq!(done_note(true, Lang::En), t!(Lang::En, "done"));
    let late = done_note(false, Lang::Fr);
    assert!(
        late.starts_with(&t!(Lang::Fr, "done"))
            && late.ends_with(&t!(Lang::Fr, bloodrage_bot::dialogue::announce::DELAYED))
    );
    // The draft: everyone picks at once.
    let text = done_text("Pick Fenrir", &game, (false, true), Lang::En);
    let done = t!(Lang::En, "done-what", what = "pick Fenrir");
    assert_eq!(
        text,
        format!("{done} {}", t!(Lang::En, "continues-when-all"))
    );
    let text = done_text("Pick Fenrir", &game, (true, false), Lang::En);
    let next = t!(Lang::En, "next-packet-follows");
    assert_eq!(
        text,
        format!(
            "{done} {next} {}",
            t!(Lang::En, bloodrage_bot::dialogue::announce::DELAYED)
        )
    );
}
