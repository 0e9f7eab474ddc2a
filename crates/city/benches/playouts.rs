//! Random playouts straight on the state, as search bots run them.
//!
//! `cargo bench -p urbs-city --bench playouts` prints games per second for 4
//! players; the target is at least 20,000 on one core.

use criterion::{Criterion, criterion_group, criterion_main};
use urbs_bots::arena::random_playouts;
use urbs_city::City;

fn playouts(c: &mut Criterion) {
    let t = random_playouts::<City>(4, &Default::default(), 20_000, 1);
    println!(
        "city, 4 players: {:.0} random games/s, {:.0} actions/s ({} actions per game)",
        t.games_per_sec,
        t.actions_per_sec,
        t.actions / t.games
    );
    for players in [2, 3, 4, 5] {
        c.bench_function(&format!("city random game, {players} players"), |b| {
            let mut seed = 0;
            b.iter(|| {
                seed += 1;
                random_playouts::<City>(players, &Default::default(), 1, seed)
            })
        });
    }
}

criterion_group!(benches, playouts);
criterion_main!(benches);
