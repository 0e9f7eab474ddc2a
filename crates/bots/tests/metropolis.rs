//! The greedy Metropolis bot against random players: a seeded, deterministic
//! batch, so the figures below are reproducible.

use urbs_bots::arena::{SimConfig, simulate};
use urbs_metropolis::{Metropolis, Options};

fn share(players: usize, games: u64, options: Options) -> (f64, f64, f64) {
    let mut bots = vec!["greedy".to_string()];
    bots.extend((1..players).map(|_| "random".to_string()));
    let cfg = SimConfig {
        players,
        options,
        games,
        seed: 42,
        bots,
    };
    let report = simulate::<Metropolis>(&cfg, &|_, _| Ok(()), &|_| {}).unwrap();
    let greedy = report.seats[0].wins / games as f64;
    let random_score =
        report.seats[1..].iter().map(|s| s.mean_score).sum::<f64>() / (players - 1) as f64;
    eprintln!(
        "{players} players, {games} games: greedy wins {:.0}% (parity {:.0}%), mean score {:.1} vs random {:.1}",
        100.0 * greedy,
        100.0 / players as f64,
        report.seats[0].mean_score,
        random_score
    );
    (greedy, report.seats[0].mean_score, random_score)
}

#[test]
fn greedy_beats_random_at_four_players() {
    let (wins, greedy, random) = share(4, 60, Options::default());
    assert!(wins > 0.6, "greedy won {wins:.2} of the games");
    assert!(greedy > 2.0 * random, "{greedy} vs {random}");
}

#[test]
fn greedy_beats_random_at_two_players_without_point_trades() {
    let (wins, _, _) = share(
        2,
        60,
        Options {
            no_point_trades: true,
        },
    );
    assert!(wins > 0.8, "greedy won {wins:.2} of the games");
}

/// Greedy bots trade with each other: consents, joint buildings, lots for points.
#[test]
fn greedy_bots_make_deals_with_each_other() {
    use urbs_metropolis::Event;
    let mut deals = 0;
    let mut joint = 0;
    let mut proposals = 0;
    for seed in 0..10 {
        let table = urbs_bots::arena::play_game::<Metropolis>(
            4,
            &Options::default(),
            seed,
            &vec!["greedy".to_string(); 4],
        )
        .unwrap();
        for e in table.log() {
            match e {
                Event::Proposed { .. } => proposals += 1,
                Event::DealMade { .. } => deals += 1,
                Event::Built { building } if building.shares.iter().any(|&s| s > 0) => joint += 1,
                _ => {}
            }
        }
    }
    eprintln!(
        "10 games of 4 greedy bots: {proposals} proposals, {deals} deals, {joint} joint buildings"
    );
    assert!(deals >= 10, "{deals} deals");
    assert!(joint >= 3, "{joint} joint buildings");
}
