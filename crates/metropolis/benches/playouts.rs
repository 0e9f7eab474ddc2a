//! Random playouts: games per second on one core (the target is 20,000 with
//! four players). Run with `cargo bench -p urbs-metropolis`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use urbs_bots::arena::random_playouts;
use urbs_metropolis::{Metropolis, Options};

fn playouts(c: &mut Criterion) {
    // One plain figure first, as `urbs bench` would print it.
    for players in 2..=5 {
        let t = random_playouts::<Metropolis>(players, &Options::default(), 20_000, 1);
        println!(
            "metropolis {players}p random playouts: {:.0} games/s, {:.0} actions/s, {:.1} actions/game",
            t.games_per_sec,
            t.actions_per_sec,
            t.actions as f64 / t.games as f64
        );
    }
    let mut group = c.benchmark_group("metropolis");
    group.sample_size(20);
    group.bench_function("random_playouts_4p_x100", |b| {
        b.iter(|| random_playouts::<Metropolis>(4, black_box(&Options::default()), 100, 1))
    });
    group.finish();
}

criterion_group!(benches, playouts);
criterion_main!(benches);
