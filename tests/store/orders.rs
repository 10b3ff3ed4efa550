//! Standing orders (`session::orders`): their stored form, and a change touching only what it
//! names.

use bloodrage_bot::session::orders::*;

#[test]
fn orders_round_trip_through_their_setting() {
    let orders = Orders::all(true, false, &[2, 3]);
    assert_eq!(orders.to_setting(), "decline_calls,ai_drafts:2,ai_drafts:3");
    assert_eq!(Orders::parse(&orders.to_setting()), orders);
    assert_eq!(
        Orders::parse("no_late_cards,bogus,ai_drafts:x"),
        Orders::all(false, true, &[])
    );
    assert!(Orders::parse("").is_empty());
}

#[test]
fn a_change_of_orders_touches_only_what_it_names_and_drafts_no_age_gone_by() {
    let before = Orders::all(true, false, &[1]);
    assert_eq!(before.changed(OrdersChange::default(), Some(2)), before);
    assert!(OrdersChange::default().is_empty());
    let late = OrdersChange {
        no_late_cards: Some(true),
        ..OrdersChange::default()
    };
    assert!(!late.is_empty());
    assert_eq!(before.changed(late, Some(2)), Orders::all(true, true, &[1]));
    let calls_off = OrdersChange {
        decline_calls: Some(false),
        ..OrdersChange::default()
    };
    assert_eq!(
        before.changed(calls_off, None),
        Orders::all(false, false, &[1])
    );
    let drafting = |d| OrdersChange {
        drafting: Some(d),
        ..OrdersChange::default()
    };
    // The draft under way or next: that Age; every Age: the rest of the game.
    assert_eq!(
        before.changed(drafting(Drafting::ThisAge), Some(2)),
        Orders::all(true, false, &[1, 2])
    );
    assert_eq!(
        Orders::default().changed(drafting(Drafting::EveryAge), Some(2)),
        Orders::all(false, false, &[2, 3])
    );
    // No draft left: nothing to ask of the computer.
    assert_eq!(
        Orders::default().changed(drafting(Drafting::EveryAge), None),
        Orders::default()
    );
    assert_eq!(
        before.changed(drafting(Drafting::Themselves), Some(2)),
        Orders::all(true, false, &[])
    );
}
