//! Random playouts per second, straight on the game state, as search bots
//! run them: `cargo bench -p urbs-skyline`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use urbs_bots::arena::random_playouts;
use urbs_skyline::Skyline;

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("skyline random playouts");
    group.throughput(Throughput::Elements(1));
    for players in [2, 4, 6] {
        group.bench_function(format!("{players} players"), |b| {
            let mut seed = 0;
            b.iter(|| {
                seed += 1;
                random_playouts::<Skyline>(players, &Default::default(), 1, seed)
            })
        });
    }
    group.finish();
    // One long run with the arena's own figures.
    let t = random_playouts::<Skyline>(4, &Default::default(), 200_000, 1);
    println!(
        "4 players: {:.0} games/s, {:.0} actions/s, {:.1} actions per game",
        t.games_per_sec,
        t.actions_per_sec,
        t.actions as f64 / t.games as f64
    );
}

criterion_group!(benches, playouts);
criterion_main!(benches);
