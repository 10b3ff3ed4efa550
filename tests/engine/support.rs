//! Helpers shared by the scenario tests.

#![allow(dead_code)]

pub use bloodrage_bot::engine::base::Game;
pub use bloodrage_bot::engine::base::data::{CardId, Monster, PillageToken, ProvinceId, Stat};
pub use bloodrage_bot::engine::base::testkit::{Scenario, place, province};
pub use bloodrage_bot::engine::base::{
    Cause, Command, Decision, Event, Figure, Loc, Phase, Place, RuleError,
};
pub use bloodrage_bot::engine::{GameConfig, Seat, Viewer};

pub const S0: Seat = Seat(0);
pub const S1: Seat = Seat(1);
pub const S2: Seat = Seat(2);
pub const S3: Seat = Seat(3);
pub const S4: Seat = Seat(4);

pub const WARRIOR: Figure = Figure::Warrior;
pub const LEADER: Figure = Figure::Leader;
pub const SHIP: Figure = Figure::Ship;

/// Applies a command that must be legal; returns its events.
pub fn play(game: &mut Game, seat: Seat, command: Command) -> Vec<Event> {
    assert!(
        game.legal_commands(seat).contains(&command),
        "{command:?} by {seat} is not listed as legal; legal: {:?}",
        game.legal_commands(seat)
    );
    game.apply(seat, &command)
        .unwrap_or_else(|e| panic!("{command:?} by {seat} was refused: {e}"))
}

/// Applies a command that must be refused; checks the game is unchanged and returns the error.
pub fn refuse(game: &mut Game, seat: Seat, command: Command) -> RuleError {
    let before = game.clone();
    let error = game
        .apply(seat, &command)
        .expect_err(&format!("{command:?} by {seat} should be refused"));
    assert!(*game == before, "a refused {command:?} changed the game");
    assert!(
        !error.to_string().ends_with('.'),
        "messages have no trailing period"
    );
    error
}

/// `seat` pillages the province named `name` (it must be legal); returns the events.
pub fn pillage(game: &mut Game, seat: Seat, name: &str) -> Vec<Event> {
    play(game, seat, Command::Pillage { province: p(name) })
}

/// The physical card of that name in a seat's hand.
pub fn in_hand(game: &Game, seat: Seat, name: &str) -> CardId {
    *game
        .hand(seat)
        .iter()
        .find(|c| c.def().name == name)
        .unwrap_or_else(|| panic!("{seat} holds no {name}"))
}

/// A province by name.
pub fn p(name: &str) -> ProvinceId {
    province(name)
}

/// A province as a place.
pub fn at(name: &str) -> Place {
    place(name)
}

/// The pending decision.
pub fn decision(game: &Game) -> Decision {
    game.pending()
        .expect("a decision is pending")
        .decision
        .clone()
}

/// The seats awaited.
pub fn awaited(game: &Game) -> Vec<Seat> {
    game.awaited().iter().collect()
}

/// Glory of a seat.
pub fn glory(game: &Game, seat: Seat) -> u32 {
    game.glory()[seat.index()]
}

/// Only the events matching a predicate.
pub fn only(events: &[Event], keep: impl Fn(&Event) -> bool) -> Vec<Event> {
    events.iter().filter(|e| keep(e)).cloned().collect()
}

/// The Glory events (gained or taken).
pub fn glory_events(events: &[Event]) -> Vec<Event> {
    only(events, |e| {
        matches!(e, Event::GloryGained { .. } | Event::GloryTaken { .. })
    })
}

/// The destruction events.
pub fn destroyed(events: &[Event]) -> Vec<Event> {
    only(events, |e| matches!(e, Event::FigureDestroyed { .. }))
}

/// Plays both seats' battle cards (in seat order) and returns the events of the last one.
pub fn cards(game: &mut Game, plays: &[(Seat, &str)]) -> Vec<Event> {
    let mut events = Vec::new();
    for (seat, name) in plays {
        let card = in_hand(game, *seat, name);
        events = play(game, *seat, Command::Play { card });
    }
    events
}

/// Declines every Call to Battle opportunity until the battle's cards are asked for.
pub fn skip_call(game: &mut Game) {
    skip_call_then(game, Vec::new());
}

/// [`skip_call`], returning the events of the last decline (`events` if none was asked): with
/// no card in any hand, the whole battle.
pub fn skip_call_then(game: &mut Game, mut events: Vec<Event>) -> Vec<Event> {
    while let Decision::CallToBattle { .. } = decision(game) {
        let seat = awaited(game)[0];
        events = play(game, seat, Command::Done);
    }
    events
}
