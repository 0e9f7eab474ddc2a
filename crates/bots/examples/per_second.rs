//! Iterations a second of search specs on the same positions, measured in
//! turn so that the machine's load weighs on them alike (the ratio between
//! two specs is what stands for a time budget; `urbs bench` gives the
//! absolute figure).
//! cargo run --release -p urbs-bots --example per_second -- GAME SPEC[,SPEC..] [POSITIONS] [SECONDS]
use std::time::Duration;

use urbs_bots::ismcts::{Budget, IsmctsConfig};
use urbs_bots::{Roster, Turn, ask, make_bot, search_bot};
use urbs_engine::{Table, Viewer};

fn measure<G: Roster>(specs: &[&str], positions: u64, seconds: f64) {
    let mut totals = vec![(0u64, 0.0f64); specs.len()];
    for p in 0..positions {
        let mut table = Table::<G>::new(4, &G::Options::default(), 100 + p).unwrap();
        let mut greedy = make_bot::<G>("greedy", p).unwrap();
        // Positions spread over the game: 0, 10, 20 .. greedy moves in.
        for _ in 0..10 * p {
            let Some(seat) = table.to_act().seats().first() else {
                break;
            };
            let a = ask(greedy.as_mut(), &table, seat);
            table.apply(seat, &a).unwrap();
        }
        let Some(seat) = table.to_act().seats().first() else {
            continue;
        };
        let view = table.view(Viewer::Seat(seat));
        let legal = table.legal_actions(seat);
        for (i, spec) in specs.iter().enumerate() {
            let mut config: IsmctsConfig = spec.parse().unwrap();
            config.budget = Budget::Time(Duration::from_secs_f64(seconds));
            config.time_cap = None;
            let analysis = search_bot::<G>(config, p).analyze(&Turn {
                seat,
                view: &view,
                log: table.log(),
                legal: &legal,
            });
            totals[i].0 += analysis.iterations;
            totals[i].1 += analysis.seconds;
        }
    }
    let rows: Vec<_> = specs
        .iter()
        .zip(&totals)
        .map(|(s, &(n, t))| serde_json::json!({"spec": s, "iterations_per_second": (n as f64 / t).round()}))
        .collect();
    println!(
        "{}",
        serde_json::json!({"game": G::ID, "positions": positions, "seconds_each": seconds, "specs": rows})
    );
}

fn main() {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let specs: Vec<&str> = a.get(1).map(|s| s.split(',').collect()).unwrap_or_default();
    let positions = a.get(2).and_then(|s| s.parse().ok()).unwrap_or(6);
    let seconds = a.get(3).and_then(|s| s.parse().ok()).unwrap_or(0.5);
    match a.first().map(String::as_str) {
        Some("forsale") => measure::<urbs_forsale::ForSale>(&specs, positions, seconds),
        Some("skyline") => measure::<urbs_skyline::Skyline>(&specs, positions, seconds),
        Some("city") => measure::<urbs_city::City>(&specs, positions, seconds),
        Some("metropolis") => measure::<urbs_metropolis::Metropolis>(&specs, positions, seconds),
        _ => eprintln!("GAME SPEC[,SPEC..] [POSITIONS] [SECONDS]"),
    }
}
