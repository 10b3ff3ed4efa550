//! Seats (players in turn order) and containers indexed by seat.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::{Index, IndexMut};

/// A player's place at the table, 0-based in clockwise (turn) order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat index as a `usize`, for indexing.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The next seat clockwise ("to the left") at a table of `players`.
    #[must_use]
    pub fn next(self, players: u8) -> Seat {
        Seat((self.0 + 1) % players)
    }

    /// All seats clockwise starting with `self`, each once.
    pub fn clockwise(self, players: u8) -> impl Iterator<Item = Seat> {
        (0..players).map(move |k| Seat((self.0 + k) % players))
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0 + 1)
    }
}

/// One value per seat (shakmaty's `ByColor<T>` for any number of seats).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PerSeat<T>(Vec<T>);

impl<T> PerSeat<T> {
    /// Builds a container for `players` seats from a function of the seat.
    pub fn from_fn(players: u8, f: impl FnMut(Seat) -> T) -> Self {
        PerSeat((0..players).map(Seat).map(f).collect())
    }

    /// `value` for each of `players` seats.
    pub fn filled(players: u8, value: T) -> Self
    where
        T: Clone,
    {
        PerSeat(vec![value; usize::from(players)])
    }

    /// Number of seats.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// True when there are no seats.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Values in seat order.
    pub fn iter(&self) -> impl Iterator<Item = &T> {
        self.0.iter()
    }

    /// Mutable values in seat order.
    pub fn iter_mut(&mut self) -> impl Iterator<Item = &mut T> {
        self.0.iter_mut()
    }

    /// Seats with their values, in seat order.
    pub fn seats(&self) -> impl Iterator<Item = (Seat, &T)> {
        self.0.iter().enumerate().map(|(i, v)| (Seat(i as u8), v))
    }

    /// Makes the table `players` seats long: seats beyond it dropped, new seats made by `blank`
    /// (a view written again in place keeps its allocations).
    pub fn resize_with(&mut self, players: u8, blank: impl FnMut() -> T) {
        self.0.truncate(usize::from(players));
        self.0.resize_with(usize::from(players), blank);
    }

    /// The value of `seat`, if the table has that seat.
    pub fn get(&self, seat: Seat) -> Option<&T> {
        self.0.get(seat.index())
    }

    /// The values as a slice in seat order.
    pub fn as_slice(&self) -> &[T] {
        &self.0
    }
}

impl<T> Default for PerSeat<T> {
    /// No seats.
    fn default() -> Self {
        PerSeat(Vec::new())
    }
}

/// The values of seats 0, 1, 2… in that order.
impl<T> FromIterator<T> for PerSeat<T> {
    fn from_iter<I: IntoIterator<Item = T>>(values: I) -> Self {
        PerSeat(values.into_iter().collect())
    }
}

impl<T> IntoIterator for PerSeat<T> {
    type Item = T;
    type IntoIter = std::vec::IntoIter<T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

impl<'a, T> IntoIterator for &'a mut PerSeat<T> {
    type Item = &'a mut T;
    type IntoIter = std::slice::IterMut<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter_mut()
    }
}

impl<'a, T> IntoIterator for &'a PerSeat<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl<T> Index<Seat> for PerSeat<T> {
    type Output = T;
    fn index(&self, seat: Seat) -> &T {
        &self.0[seat.index()]
    }
}

impl<T> IndexMut<Seat> for PerSeat<T> {
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.0[seat.index()]
    }
}

/// One value for each seat a rule set may seat, kept inline (no allocation): the tables the
/// computer players' heuristics count on every decision. Seats a game does not have keep `T`'s
/// blank value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EverySeat<T, const N: usize>([T; N]);

impl<T: Copy, const N: usize> EverySeat<T, N> {
    /// `value` for every seat.
    pub fn filled(value: T) -> Self {
        EverySeat([value; N])
    }

    /// Every seat's value set to `value`.
    pub fn fill(&mut self, value: T) {
        self.0.fill(value);
    }

    /// The values, seat 0 first.
    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.0.iter()
    }

    /// The values to change, seat 0 first.
    pub fn iter_mut(&mut self) -> std::slice::IterMut<'_, T> {
        self.0.iter_mut()
    }
}

impl<'a, T, const N: usize> IntoIterator for &'a EverySeat<T, N> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl<'a, T, const N: usize> IntoIterator for &'a mut EverySeat<T, N> {
    type Item = &'a mut T;
    type IntoIter = std::slice::IterMut<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter_mut()
    }
}

impl<T, const N: usize> Index<Seat> for EverySeat<T, N> {
    type Output = T;
    fn index(&self, seat: Seat) -> &T {
        &self.0[seat.index()]
    }
}

impl<T, const N: usize> IndexMut<Seat> for EverySeat<T, N> {
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.0[seat.index()]
    }
}

/// A set of seats (at most 8), as a bit set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(into = "Vec<Seat>", from = "Vec<Seat>")]
pub struct SeatSet(u8);

impl SeatSet {
    /// The empty set.
    pub const EMPTY: SeatSet = SeatSet(0);

    /// A set holding one seat.
    pub fn one(seat: Seat) -> SeatSet {
        SeatSet(1 << seat.0)
    }

    /// Every seat of a table of `players`.
    pub fn all(players: u8) -> SeatSet {
        SeatSet(((1u16 << players) - 1) as u8)
    }

    /// Whether `seat` is in the set.
    pub fn contains(self, seat: Seat) -> bool {
        self.0 & (1 << seat.0) != 0
    }

    /// Adds a seat.
    pub fn insert(&mut self, seat: Seat) {
        self.0 |= 1 << seat.0;
    }

    /// Removes a seat.
    pub fn remove(&mut self, seat: Seat) {
        self.0 &= !(1 << seat.0);
    }

    /// True when no seat is in the set.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Number of seats in the set.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The seats in increasing order.
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..8u8).filter(move |i| self.0 & (1 << i) != 0).map(Seat)
    }
}

impl From<SeatSet> for Vec<Seat> {
    fn from(set: SeatSet) -> Vec<Seat> {
        set.iter().collect()
    }
}

impl From<Vec<Seat>> for SeatSet {
    fn from(seats: Vec<Seat>) -> SeatSet {
        let mut set = SeatSet::EMPTY;
        for seat in seats {
            set.insert(seat);
        }
        set
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(iter: I) -> SeatSet {
        let mut set = SeatSet::EMPTY;
        for seat in iter {
            set.insert(seat);
        }
        set
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clockwise_wraps_around_the_table() {
        let order: Vec<Seat> = Seat(2).clockwise(4).collect();
        assert_eq!(order, vec![Seat(2), Seat(3), Seat(0), Seat(1)]);
        assert_eq!(Seat(3).next(4), Seat(0));
    }

    #[test]
    fn seat_set_round_trips_through_json() {
        let set: SeatSet = [Seat(0), Seat(3)].into_iter().collect();
        let json = serde_json::to_string(&set).unwrap();
        assert_eq!(json, "[0,3]");
        assert_eq!(serde_json::from_str::<SeatSet>(&json).unwrap(), set);
        assert_eq!(set.len(), 2);
        assert!(SeatSet::all(5).contains(Seat(4)));
    }
}
