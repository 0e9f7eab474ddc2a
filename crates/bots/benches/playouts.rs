//! Random playouts straight on each game's state, as search bots run them:
//! `cargo bench -p urbs-bots --bench playouts` prints games per second for
//! four players (one plain figure per game, as `urbs bench` prints it), then
//! times one game at each player count under criterion.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use urbs_bots::arena::random_playouts;
use urbs_city::City;
use urbs_engine::Game;
use urbs_forsale::ForSale;
use urbs_metropolis::Metropolis;
use urbs_skyline::Skyline;

/// One game's figures: a long plain run, then one game per iteration at
/// each player count.
fn bench_game<G: Game>(c: &mut Criterion, name: &str, players: &[usize], games: u64) {
    let t = random_playouts::<G>(4, &G::Options::default(), games, 1);
    println!(
        "{name}, 4 players: {:.0} random games/s, {:.0} actions/s, {:.1} actions per game",
        t.games_per_sec,
        t.actions_per_sec,
        t.actions as f64 / t.games as f64
    );
    let mut group = c.benchmark_group(format!("{name} random playouts"));
    group.throughput(Throughput::Elements(1));
    for &n in players {
        group.bench_function(format!("{n} players"), |b| {
            let mut seed = 0;
            b.iter(|| {
                seed += 1;
                random_playouts::<G>(n, &G::Options::default(), 1, seed)
            })
        });
    }
    group.finish();
}

fn playouts(c: &mut Criterion) {
    bench_game::<ForSale>(c, "forsale", &[3, 4, 6], 200_000);
    bench_game::<Skyline>(c, "skyline", &[2, 4, 6], 100_000);
    bench_game::<City>(c, "city", &[2, 3, 4, 5], 20_000);
    bench_game::<Metropolis>(c, "metropolis", &[2, 3, 4, 5], 20_000);
}

criterion_group!(benches, playouts);
criterion_main!(benches);
