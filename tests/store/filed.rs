//! The finished games filed once each (migration 0012, `store::results`, `session::archive`):
//! what the leaderboard, the stats, a player's record, `/game history` and the ratings read from
//! them equals what every finished game read at once gives, however the games were filed (a few
//! at a time, one out of order, by two processes at once), on both databases.

use bloodrage_bot::engine::{AnyGame, GameConfig, Level, RuleSet, Seat};
use bloodrage_bot::session::Session;
use bloodrage_bot::session::archive::Finished;
use bloodrage_bot::session::ratings::{RatedGame, Ratings};
use bloodrage_bot::session::stats::{self, Period};
use bloodrage_bot::sim;
use bloodrage_bot::store::{Backend, GameId, GameStatus, NewGame, Store};
use std::collections::HashMap;

const GUILDS: [u64; 2] = [700_000_000_000_000_001, 700_000_000_000_000_002];
const COMMUNITY: u64 = 7;

fn user(k: u64) -> u64 {
    900_000_000_000_000_000 + k % COMMUNITY
}

/// Stores random game `n`, played to its end: on one of two servers (or none), Blood Rage or
/// Reprisal, three of a small community seated, a seat in three handed to the computer or held
/// by a computer clan.
async fn finish_game(store: &Store, n: u64) -> GameId {
    let rules = if n % 4 == 3 {
        RuleSet::Reprisal
    } else {
        RuleSet::Base
    };
    let config = GameConfig {
        rules,
        ..GameConfig::base(3, 300 + n)
    };
    let mut game = AnyGame::new(&config).unwrap();
    let log = sim::logged(&mut game, None).unwrap();
    let id = store
        .games()
        .create_game(&NewGame {
            config: Some(config),
            name: format!("filed {n}"),
            status: Some(GameStatus::Active),
            guild_id: (n % 7 != 6).then(|| GUILDS[(n % 2) as usize]),
            ..NewGame::default()
        })
        .await
        .unwrap();
    let computer = n.is_multiple_of(3).then_some(Seat(2));
    for k in 0..3u8 {
        if computer == Some(Seat(k)) && n.is_multiple_of(2) {
            // A computer clan from the start.
            continue;
        }
        let who = user(n + u64::from(k) * 3);
        store
            .seats()
            .join(id, who, &format!("p{} in {n}", who % 1000), 3)
            .await
            .unwrap();
    }
    if let Some(seat) = computer {
        let handed = (n % 2 == 1).then(|| user(n + u64::from(seat.0) * 3));
        store
            .seats()
            .set_computer_seat(id, seat, Level::Medium, handed, 0)
            .await
            .unwrap();
    }
    store
        .logs()
        .append(id, 0, &log, game.outcome().as_ref())
        .await
        .unwrap();
    id
}

/// Every read of the results equals what the finished games read at once give.
async fn check_against_all(session: &Session) {
    let results = session.results();
    let all: Vec<Finished> = results.finished().await.unwrap();
    let rated: Vec<RatedGame> = all.iter().filter_map(RatedGame::of).collect();
    assert_eq!(results.ratings().await.unwrap(), Ratings::of(&rated));
    for guild in GUILDS {
        let of_server: Vec<&Finished> = all.iter().filter(|g| g.guild == Some(guild)).collect();
        assert!(of_server.len() > 3, "{}", of_server.len());
        let history = results.history(guild, 4).await.unwrap();
        let latest: Vec<Finished> = of_server
            .iter()
            .rev()
            .take(4)
            .map(|g| (*g).clone())
            .collect();
        assert_eq!(history, latest);
        let mut count: HashMap<RuleSet, usize> = HashMap::new();
        for rules in [RuleSet::Base, RuleSet::Reprisal] {
            let of_rules: Vec<&Finished> = of_server
                .iter()
                .copied()
                .filter(|g| g.rules == rules)
                .collect();
            count.insert(rules, of_rules.len());
            assert_eq!(
                results.balance(guild, Some(rules)).await.unwrap(),
                stats::balance(of_rules.iter().copied())
            );
            let table: Vec<RatedGame> = of_rules.iter().filter_map(|g| RatedGame::of(g)).collect();
            let board = results
                .leaderboard(guild, rules, Period::All)
                .await
                .unwrap();
            assert_eq!(board, stats::leaderboard(&table));
            let since = Period::Month.since(session.now()).unwrap();
            let month: Vec<RatedGame> = of_rules
                .iter()
                .filter(|g| g.ended >= since)
                .filter_map(|g| RatedGame::of(g))
                .collect();
            assert_eq!(
                results
                    .leaderboard(guild, rules, Period::Month)
                    .await
                    .unwrap(),
                stats::leaderboard(&month)
            );
        }
        assert_eq!(
            results.balance(guild, None).await.unwrap(),
            stats::balance(of_server.iter().copied())
        );
        // On a tie, the rule set named last.
        let most = if count[&RuleSet::Reprisal] >= count[&RuleSet::Base] {
            RuleSet::Reprisal
        } else {
            RuleSet::Base
        };
        assert_eq!(results.main_rules(guild).await.unwrap(), most);
        let mut names = HashMap::new();
        for g in &of_server {
            for (seat, name) in g.seats.iter().zip(&g.names) {
                if let (Some(u), false) = (seat.player(), name.is_empty()) {
                    names.insert(u, name.clone());
                }
            }
        }
        assert_eq!(results.player_names(guild).await.unwrap(), names);
        for k in 0..COMMUNITY {
            for rules in [None, Some(RuleSet::Base), Some(RuleSet::Reprisal)] {
                assert_eq!(
                    results.player_record(guild, user(k), rules).await.unwrap(),
                    stats::record_of(
                        of_server
                            .iter()
                            .copied()
                            .filter(|g| rules.is_none_or(|r| r == g.rules)),
                        user(k)
                    )
                );
            }
        }
    }
}

bloodrage_bot::on_both_backends! {
    #[tokio::test]
    async fn filed_a_few_at_a_time_and_one_out_of_order_the_results_read_what_every_finished_game_gives(backend) {
        let store = bloodrage_bot::store::testing::store(backend).await;
        let session = Session::new(store.clone());
        let mut ids = Vec::new();
        for n in 0..40 {
            ids.push(finish_game(&store, n).await);
            // Filed as a process would: when somebody looks, a few games at a time.
            if n % 5 == 2 {
                session.results().file_finished().await.unwrap();
            }
        }
        session.results().file_finished().await.unwrap();
        // A game that ends before the last filed game of its table (an earlier end, stored
        // late): its table is rated again from its first game.
        let late = finish_game(&store, 45).await;
        sqlx::query("UPDATE games SET updated_at = '2000-01-01T00:00:00.000Z' WHERE id = $1")
            .bind(late)
            .execute(store.pool())
            .await
            .unwrap();
        assert_eq!(session.results().file_finished().await.unwrap(), 1);
        assert_eq!(session.results().finished().await.unwrap()[0].game, late);
        // A game abandoned is not filed; nothing is filed twice.
        let abandoned = store
            .games()
            .create_game(&NewGame {
                config: Some(GameConfig::base(3, 9)),
                status: Some(GameStatus::Active),
                guild_id: Some(GUILDS[0]),
                ..NewGame::default()
            })
            .await
            .unwrap();
        store
            .games()
            .set_status(abandoned, GameStatus::Abandoned, None)
            .await
            .unwrap();
        assert_eq!(session.results().file_finished().await.unwrap(), 0);
        assert_eq!(session.results().finished().await.unwrap().len(), 41);
        check_against_all(&session).await;
        // Periods: none of these games ended in the last month of a clock ten years on.
        let later = Session::new(store.clone()).with_clock(std::sync::Arc::new(|| 2_100_000_000));
        assert!(
            later
                .results()
                .leaderboard(GUILDS[0], RuleSet::Base, Period::Month)
                .await
                .unwrap()
                .is_empty()
        );
        // Rated again from every game at once (`ratings --recompute`): the same standings.
        let before = session.results().ratings().await.unwrap();
        assert_eq!(session.results().recompute_ratings().await.unwrap(), before);
        assert_eq!(session.results().ratings().await.unwrap(), before);
        let _ = backend;
    }
}

bloodrage_bot::on_both_backends! {
    #[tokio::test]
    async fn two_processes_filing_at_once_file_every_game_once(backend) {
        let url = match backend {
            Backend::Sqlite => {
                let dir = std::env::temp_dir().join(format!("filed-{}", std::process::id()));
                let _ = std::fs::remove_dir_all(&dir);
                std::fs::create_dir_all(&dir).unwrap();
                format!("sqlite://{}", dir.join("bot.db").display())
            }
            Backend::Postgres => bloodrage_bot::store::testing::postgres_database().await,
        };
        let one = Store::open(&url).await.unwrap();
        let other = Store::open(&url).await.unwrap();
        for n in 0..30 {
            finish_game(&one, n).await;
        }
        let (a, b) = (Session::new(one.clone()), Session::new(other.clone()));
        let (ra, rb) = (a.results(), b.results());
        let (x, y) = tokio::join!(ra.file_finished(), rb.file_finished());
        assert_eq!(x.unwrap() + y.unwrap(), 30, "each game filed by one of them");
        let tallies: i64 = sqlx::query_scalar(
            "SELECT CAST(SUM(played) AS BIGINT) FROM tallies WHERE kind = 'games'",
        )
        .fetch_one(one.pool())
        .await
        .unwrap();
        let on_servers = (0..30).filter(|n| n % 7 != 6).count();
        assert_eq!(tallies, on_servers as i64, "every game counted once");
        check_against_all(&b).await;
        one.close().await;
        other.close().await;
    }
}
