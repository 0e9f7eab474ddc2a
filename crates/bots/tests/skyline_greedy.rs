//! The Skyline greedy bot against random players, over seeded games: the
//! figures are the same on every run, so this is a proper test.

use urbs_bots::arena::{SimConfig, simulate};
use urbs_skyline::{Options, Skyline};

/// Greedy's share of the wins in `games` games with `players - 1` random
/// opponents, greedy rotating through the seats.
fn greedy_share(players: usize, games: u64) -> f64 {
    let mut wins = 0.0;
    for seat in 0..players {
        let mut bots = vec!["random".to_string(); players];
        bots[seat] = "greedy".into();
        let cfg = SimConfig {
            players,
            options: Options::default(),
            games: games / players as u64,
            seed: 10 + seat as u64,
            bots,
            ..SimConfig::default()
        };
        let report = simulate::<Skyline>(&cfg, &|_, _| Ok(()), &|_| {}).unwrap();
        wins += report.seats[seat].wins;
    }
    wins / (games / players as u64 * players as u64) as f64
}

#[test]
fn greedy_beats_random_with_3_to_6_players() {
    for players in 3..=6 {
        let share = greedy_share(players, 300);
        let parity = 1.0 / players as f64;
        println!(
            "{players} players: greedy wins {:.1}% (parity {:.1}%)",
            share * 100.0,
            parity * 100.0
        );
        assert!(
            share > 0.6 && share > 2.0 * parity,
            "{players} players: share {share}"
        );
    }
}

#[test]
fn greedy_beats_random_with_2_players() {
    let share = greedy_share(2, 300);
    println!("2 players: greedy wins {:.1}%", share * 100.0);
    assert!(share > 0.75, "share {share}");
}
