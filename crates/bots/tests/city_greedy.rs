//! The City greedy bot against random players: seeded, so the figures are
//! the same on every run.

use urbs_bots::Bot;
use urbs_bots::arena::{SimConfig, play_out, simulate};
use urbs_bots::city::{GREEDY, Greedy, TUNED, Thumb};
use urbs_city::{City, Options};
use urbs_engine::{Table, derive_seed};

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

/// The share of the wins of one seat playing the rules of thumb with
/// `weights` against three with `field`'s, seats rotated over `deals` deals.
fn rotated(weights: Thumb, field: Thumb, deals: u64, seed: u64) -> f64 {
    let mut wins = 0.0;
    for g in 0..deals * 4 {
        let me = (g % 4) as usize;
        let mut bots: Vec<Box<dyn Bot<City>>> = (0..4)
            .map(|s| Box::new(Greedy::with(if s == me { weights } else { field })) as _)
            .collect();
        let mut table = Table::<City>::new(4, &Options::default(), derive_seed(seed, g / 4))
            .expect("a City game deals");
        play_out(&mut table, &mut bots).expect("the rules of thumb play");
        wins += table.outcome().expect("the game ended").wins[me];
    }
    wins / (deals * 4) as f64
}

/// `+tuned`'s weights (crates/bots/examples/thumb.rs; docs/strength.md,
/// fifteenth run) play City far better than `greedy`'s: one seat with them
/// wins far more than its quarter against three `greedy` seats (0.46 of
/// these 400 games), and a `greedy` seat far less against three of them
/// (0.125). Deterministic: the rules of thumb draw nothing at random.
#[test]
fn tuned_rules_of_thumb_beat_greedy() {
    let tuned = rotated(TUNED, GREEDY, 100, 21);
    assert!(tuned > 0.38, "tuned against greedy: {tuned:.3}");
    let plain = rotated(GREEDY, TUNED, 100, 21);
    assert!(plain < 0.17, "greedy against tuned: {plain:.3}");
}
