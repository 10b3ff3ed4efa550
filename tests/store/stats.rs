//! A server's statistics (`session::stats`): a player's record, the clans' and seats' balance,
//! and the leaderboard, counted from finished games.
//! finished games.

use bloodrage_bot::engine::ClanName;
use bloodrage_bot::engine::Level;
use bloodrage_bot::engine::RuleSet;
use bloodrage_bot::engine::Seat;
use bloodrage_bot::session::Holder;
use bloodrage_bot::session::archive::Finished;
use bloodrage_bot::session::archive::SeatResult;
use bloodrage_bot::session::ratings::RatedGame;
use bloodrage_bot::session::ratings::Rater;
use bloodrage_bot::session::ratings::Ratings;
use bloodrage_bot::session::ratings::Standing;
use bloodrage_bot::session::stats::*;
use bloodrage_bot::store::GameId;
use std::collections::BTreeMap;

const ANN: u64 = 1;
const BOB: u64 = 2;

/// A finished game on server 7: (holder, clan, score) per seat.
fn game(id: GameId, rules: RuleSet, seats: &[(Holder, ClanName, u32)]) -> Finished {
    let scores: Vec<u32> = seats.iter().map(|s| s.2).collect();
    let outcome = bloodrage_bot::engine::Outcome::from_glory(scores);
    Finished {
        game: id,
        name: format!("game {id}"),
        guild: Some(7),
        thread: None,
        rules,
        started: id * 86_400,
        ended: id * 86_400 + 3_600,
        seats: seats
            .iter()
            .enumerate()
            .map(|(i, (holder, clan, score))| SeatResult {
                seat: Seat(i as u8),
                clan: *clan,
                holder: *holder,
                played: false,
                score: *score,
                rank: outcome.ranks[i],
            })
            .collect(),
        names: vec![String::new(); seats.len()],
    }
}

fn games() -> Vec<Finished> {
    use ClanName::{Raven, Serpent, Wolf};
    let (ann, bob, hard) = (
        Holder::Player(ANN),
        Holder::Player(BOB),
        Holder::Computer(Level::Hard),
    );
    vec![
        game(
            1,
            RuleSet::Base,
            &[(ann, Wolf, 80), (bob, Serpent, 60), (hard, Raven, 70)],
        ),
        game(
            2,
            RuleSet::Base,
            &[(ann, Serpent, 50), (bob, Wolf, 90), (hard, Raven, 95)],
        ),
        game(
            3,
            RuleSet::Reprisal,
            &[(bob, Wolf, 9), (ann, Raven, 12), (hard, Serpent, 6)],
        ),
        game(
            4,
            RuleSet::Base,
            &[(ann, Wolf, 40), (bob, Serpent, 70), (hard, Raven, 20)],
        ),
    ]
}

#[test]
fn a_players_record_counts_their_games_wins_clans_and_the_computer_they_beat() {
    let record = record_of(&games(), ANN);
    assert_eq!(record.games(), 4);
    let (_, base) = &record.rules["base"];
    assert_eq!((base.games, base.wins, base.score), (3, 1, 170));
    assert_eq!(
        base.by_clan,
        BTreeMap::from([(ClanName::Wolf, (2, 1)), (ClanName::Serpent, (1, 0))])
    );
    // Ahead of the hard clan in games 1 and 4, behind it in game 2.
    assert_eq!(base.against, BTreeMap::from([(Level::Hard, (3, 2))]));
    assert_eq!(base.best, Some((80, 1, "game 1".to_string())));
    let (_, reprisal) = &record.rules["reprisal"];
    assert_eq!((reprisal.games, reprisal.wins), (1, 1));
    // Game 4 lost after game 3 won: one game without a win.
    assert_eq!(record.streak, -1);
    assert_eq!(record.favourite, Some(ClanName::Wolf));
    let bob = record_of(&games(), BOB);
    assert_eq!(bob.streak, 1);
    assert_eq!(record_of(&games(), 99), PlayerRecord::default());
}

#[test]
fn the_balance_counts_every_seat_per_clan_and_per_seat() {
    let balance = balance(&games());
    assert_eq!(balance.games, 4);
    assert_eq!(balance.by_clan[&ClanName::Wolf], (4, 1));
    assert_eq!(balance.by_clan[&ClanName::Raven], (4, 2));
    assert_eq!(balance.by_seat[&Seat(0)], (4, 1));
    assert_eq!(balance.by_seat[&Seat(1)], (4, 2));
}

#[test]
fn the_leaderboard_ranks_by_the_conservative_rating_with_each_ones_trend() {
    let rated: Vec<RatedGame> = games()
        .iter()
        .filter(|g| g.rules == RuleSet::Base)
        .filter_map(RatedGame::of)
        .collect();
    let rows = leaderboard(&rated);
    assert_eq!(rows.len(), 3);
    assert_eq!(rows.iter().map(|r| r.place).collect::<Vec<_>>(), [1, 2, 3]);
    let all = Ratings::of(&rated);
    for row in &rows {
        let s = all.standing(7, RuleSet::Base, row.rater).unwrap();
        assert_eq!(row.standing, s);
        // Fewer than TREND_GAMES games: the trend is the whole way from the start.
        assert!((row.trend - (s.rating - Standing::default().rating)).abs() < 1e-9);
    }
    assert!(
        rows.windows(2)
            .all(|w| w[0].standing.ordinal() >= w[1].standing.ordinal())
    );
    // A trend covers only the latest games: after 12 wins, a loss shows as a fall though
    // the rating stays high.
    let mut long: Vec<RatedGame> = (0..12)
        .map(|i| RatedGame {
            game: i,
            guild: 7,
            rules: RuleSet::Base,
            places: vec![(Rater::Player(ANN), 1), (Rater::Player(BOB), 2)],
        })
        .collect();
    long.push(RatedGame {
        game: 12,
        guild: 7,
        rules: RuleSet::Base,
        places: vec![(Rater::Player(ANN), 2), (Rater::Player(BOB), 1)],
    });
    let rows = leaderboard(&long);
    let ann = rows.iter().find(|r| r.rater == Rater::Player(ANN)).unwrap();
    let total = ann.standing.rating - Standing::default().rating;
    assert!(ann.trend < 0.0 && total > 5.0, "{} of {total}", ann.trend);
}
