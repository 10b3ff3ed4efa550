//! Ratings (`session::ratings`): a winner gains and the last loses, an upset gains more, a tie
//! moves the tied alike, servers and rule sets are rated apart.

use bloodrage_bot::engine::RuleSet;
use bloodrage_bot::session::ratings::*;

fn game(places: &[(Rater, u8)]) -> RatedGame {
    RatedGame {
        game: 1,
        guild: 7,
        rules: RuleSet::Base,
        places: places.to_vec(),
    }
}

const A: Rater = Rater::Player(1);
const B: Rater = Rater::Player(2);
const C: Rater = Rater::Player(3);

fn standing(ratings: &Ratings, rater: Rater) -> Standing {
    ratings
        .table(7, RuleSet::Base)
        .into_iter()
        .find(|(r, _)| *r == rater)
        .unwrap()
        .1
}

#[test]
fn a_winner_gains_the_last_loses_and_everyone_grows_surer() {
    let ratings = Ratings::of(&[game(&[(A, 1), (B, 2), (C, 3)])]);
    let start = Standing::default();
    let (a, b, c) = (
        standing(&ratings, A),
        standing(&ratings, B),
        standing(&ratings, C),
    );
    assert!(
        a.rating > start.rating && c.rating < start.rating,
        "{a:?} {c:?}"
    );
    assert!((b.rating - start.rating).abs() < a.rating - start.rating);
    for s in [a, b, c] {
        assert!(s.uncertainty < start.uncertainty);
        assert_eq!(s.games, 1);
    }
    assert_eq!((a.wins, b.wins, c.wins), (1, 0, 0));
    assert_eq!(
        ratings
            .table(7, RuleSet::Base)
            .iter()
            .map(|(r, _)| *r)
            .collect::<Vec<_>>(),
        [A, B, C]
    );
}

#[test]
fn an_upset_gains_more_than_an_expected_win() {
    // A has won ten times against B: A beating B again is expected, B beating A an upset.
    let history: Vec<RatedGame> = (0..10).map(|_| game(&[(A, 1), (B, 2)])).collect();
    let before = Ratings::of(&history);
    let mut expected = before.clone();
    expected.record(&game(&[(A, 1), (B, 2)]));
    let mut upset = before.clone();
    upset.record(&game(&[(A, 2), (B, 1)]));
    let gain =
        |after: &Ratings, who: Rater| standing(after, who).rating - standing(&before, who).rating;
    assert!(gain(&expected, A) > 0.0 && gain(&upset, B) > 0.0);
    assert!(
        gain(&upset, B) > 2.0 * gain(&expected, A),
        "{} against {}",
        gain(&upset, B),
        gain(&expected, A)
    );
}

#[test]
fn a_tie_shares_the_win_and_moves_the_tied_alike() {
    let ratings = Ratings::of(&[game(&[(A, 1), (B, 1), (C, 3)])]);
    let (a, b) = (standing(&ratings, A), standing(&ratings, B));
    assert_eq!((a.wins, b.wins), (1, 1));
    assert!((a.rating - b.rating).abs() < 1e-9);
}

#[test]
fn servers_and_rule_sets_are_rated_apart() {
    let mut other = game(&[(A, 2), (B, 1)]);
    other.guild = 8;
    let mut reprisal = game(&[(A, 2), (B, 1)]);
    reprisal.rules = RuleSet::Reprisal;
    let ratings = Ratings::of(&[game(&[(A, 1), (B, 2)]), other, reprisal]);
    assert_eq!(ratings.table(7, RuleSet::Base)[0].0, A);
    assert_eq!(ratings.table(8, RuleSet::Base)[0].0, B);
    assert_eq!(ratings.table(7, RuleSet::Reprisal)[0].0, B);
    assert_eq!(ratings.tables().len(), 3);
}
