//! The City greedy bot against random players: seeded, so the figures are
//! the same on every run.

use urbs_bots::arena::{SimConfig, simulate};
use urbs_city::{City, Options};

fn share(players: usize, games: u64, seed: u64) -> f64 {
    let mut bots = vec!["random".to_string(); players];
    bots[0] = "greedy".into();
    let cfg = SimConfig {
        players,
        options: Options::default(),
        games,
        seed,
        bots,
        ..SimConfig::default()
    };
    let report = simulate::<City>(&cfg, &|_, _| Ok(()), &|_| {}).unwrap();
    eprintln!("{report:?}");
    report.seats[0].wins / games as f64
}

#[test]
fn greedy_beats_random_by_far() {
    for players in [2, 3, 4, 5] {
        let s = share(players, 200, 11);
        let parity = 1.0 / players as f64;
        // Halfway from parity to always winning.
        let bar = parity + (1.0 - parity) / 2.0;
        assert!(s > bar, "{players} players: share {s:.2}, bar {bar:.2}");
    }
}
