//! Engine speed: full random 4-player games (target ≥ 2,000 games/s on one core) and replaying a
//! finished game's log (target < 1 ms).

use bloodrage_bot::engine::base::{Command, Game};
use bloodrage_bot::engine::{GameConfig, Seat};
use bloodrage_bot::sim;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;

fn random_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("engine");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    group.bench_function("random_4p_game", |b| {
        b.iter(|| {
            seed += 1;
            let (game, commands) =
                sim::simulate::<Game>(&GameConfig::base(4, seed)).expect("the game ends");
            black_box((game.glory(), commands))
        });
    });
    group.finish();
}

fn replay(c: &mut Criterion) {
    let config = GameConfig::base(4, 7);
    let mut game = Game::new(&config).expect("valid");
    let log: Vec<(Seat, Command)> = sim::logged(&mut game, None).expect("the game ends");
    let mut group = c.benchmark_group("engine");
    group.bench_function(format!("replay_4p_game_{}_commands", log.len()), |b| {
        b.iter(|| black_box(Game::replay(&config, &log).expect("replays")));
    });
    group.finish();
}

criterion_group!(benches, random_games, replay);
criterion_main!(benches);
