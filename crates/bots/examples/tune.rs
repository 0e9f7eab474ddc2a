//! Tuning aid: one ISMCTS against three greedy players, seat-rotated.
//! cargo run --release -p urbs-bots --example tune -- ITER EPS GAMES [PLAYERS]
//! Env: GAME=forsale|skyline|city|metropolis, OPP=greedy|random|ismcts:N,
//! OPPW=opponent widening, EXPL=exploration, WIDEN=widening, SW=score weight,
//! SEED=deal seed (the search's own settings, not the game's search_config).
use rayon::prelude::*;
use urbs_bots::ismcts::IsmctsConfig;
use urbs_bots::{Bot, Roster, make_bot};
use urbs_engine::{Table, derive_seed};

fn run<G: Roster>(cfg: IsmctsConfig, games: u64, players: usize) {
    let opp = std::env::var("OPP").unwrap_or("greedy".into());
    let t = std::time::Instant::now();
    let shares: Vec<(f64, f64)> = (0..games)
        .into_par_iter()
        .map(|g| {
            let base = std::env::var("SEED").ok().and_then(|s| s.parse().ok());
            let seed = derive_seed(base.unwrap_or(42), g / players as u64);
            let me = (g % players as u64) as usize;
            let mut bots: Vec<Box<dyn Bot<G>>> = (0..players)
                .map(|s| {
                    if s == me {
                        Box::new(urbs_bots::search_bot::<G>(cfg, derive_seed(seed, 7)))
                            as Box<dyn Bot<G>>
                    } else {
                        make_bot::<G>(&opp, g * 10 + s as u64).unwrap()
                    }
                })
                .collect();
            let mut table = Table::<G>::new(players, &G::Options::default(), seed).unwrap();
            urbs_bots::arena::play_out(&mut table, &mut bots).unwrap();
            let o = table.outcome().unwrap();
            let mean = o.scores.iter().sum::<i64>() as f64 / players as f64;
            (o.wins[me], o.scores[me] as f64 - mean)
        })
        .collect();
    let ws: f64 = shares.iter().map(|s| s.0).sum::<f64>() / games as f64;
    let d: f64 = shares.iter().map(|s| s.1).sum::<f64>() / games as f64;
    println!(
        "{} {cfg:?} opp {opp} games {games} players {players}: win share {ws:.3} score-vs-mean {d:+.2} ({:.1}s)",
        G::ID,
        t.elapsed().as_secs_f64()
    );
}

fn main() {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let p = |i: usize, d: f64| a.get(i).and_then(|s| s.parse().ok()).unwrap_or(d);
    let mut cfg = IsmctsConfig::iterations(p(0, 1000.0) as u32);
    cfg.playout_epsilon = p(1, 0.1);
    let env = |k: &str| std::env::var(k).ok().and_then(|s| s.parse::<f64>().ok());
    if let Some(w) = env("OPPW") {
        cfg.opponent_widening = w;
    }
    if let Some(x) = env("EXPL") {
        cfg.exploration = x;
    }
    if let Some(x) = env("WIDEN") {
        cfg.widening = x;
    }
    if let Some(x) = env("SW") {
        cfg.score_weight = x;
    }
    let games = p(2, 100.0) as u64;
    let players = p(3, 4.0) as usize;
    match std::env::var("GAME").as_deref().unwrap_or("forsale") {
        "skyline" => run::<urbs_skyline::Skyline>(cfg, games, players),
        "city" => run::<urbs_city::City>(cfg, games, players),
        "metropolis" => run::<urbs_metropolis::Metropolis>(cfg, games, players),
        _ => run::<urbs_forsale::ForSale>(cfg, games, players),
    }
}
