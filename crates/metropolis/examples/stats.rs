//! Random-play statistics: speed, actions per game by phase, end reasons.
//! `cargo run --release -p urbs-metropolis --example stats -- 4 2000`

use std::collections::BTreeMap;

use urbs_engine::rand::RngExt;
use urbs_engine::{Game, Viewer, derive_seed, rng_from_seed};
use urbs_metropolis::{Metropolis, Options};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let players: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(4);
    let games: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1000);
    let options = Options {
        no_point_trades: args.get(3).is_some_and(|s| s == "no_point_trades"),
    };
    let mut rng = rng_from_seed(1);
    let mut legal = Vec::new();
    let mut events = Vec::new();

    // Speed, as `urbs_bots::arena::random_playouts` plays.
    let start = std::time::Instant::now();
    let mut actions = 0u64;
    for i in 0..games {
        let mut g = Metropolis::new(players, &options, derive_seed(1, i)).unwrap();
        while let Some(seat) = g.to_act().seats().first() {
            legal.clear();
            g.legal_actions(seat, &mut legal);
            let a = legal[rng.random_range(0..legal.len())];
            events.clear();
            g.apply(seat, &a, &mut events).unwrap();
            actions += 1;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{players}p {games} games: {:.0} games/s, {:.0} actions/s, {:.1} actions/game",
        games as f64 / secs,
        actions as f64 / secs,
        actions as f64 / games as f64
    );

    if args.get(4).is_some_and(|s| s == "speed") {
        return;
    }
    // Shape of the games.
    let mut reasons = BTreeMap::new();
    let mut phases: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let (mut built, mut turns, mut deals) = (0usize, 0usize, 0usize);
    for i in 0..games.min(2000) {
        let mut g = Metropolis::new(players, &options, derive_seed(1, i)).unwrap();
        while let Some(seat) = g.to_act().seats().first() {
            legal.clear();
            g.legal_actions(seat, &mut legal);
            let a = legal[rng.random_range(0..legal.len())];
            let consents = legal
                .iter()
                .filter(|a| matches!(a, urbs_metropolis::Action::Consent(_)))
                .count();
            if consents > 0 {
                let e = phases.entry("consent lists".into()).or_default();
                e.0 += 1;
                e.1 += consents;
            }
            let e = phases.entry(format!("{:?}", g.phase())).or_default();
            e.0 += 1;
            e.1 += legal.len();
            events.clear();
            g.apply(seat, &a, &mut events).unwrap();
            deals += events
                .iter()
                .filter(|e| matches!(e, urbs_metropolis::Event::DealMade { .. }))
                .count();
        }
        let v = g.view(Viewer::Spectator);
        *reasons.entry(format!("{:?}", v.end.unwrap())).or_insert(0) += 1;
        built += v.buildings.len();
        turns += v.turn as usize;
    }
    let n = games.min(2000) as f64;
    println!(
        "  {:.1} turns, {:.1} buildings, {:.1} deals per game; ends {reasons:?}",
        turns as f64 / n,
        built as f64 / n,
        deals as f64 / n
    );
    for (p, (count, len)) in &phases {
        println!(
            "  {p}: {:.1} actions/game, {:.1} legal on average",
            *count as f64 / n,
            *len as f64 / *count as f64
        );
    }
}
