//! Where ISMCTS time goes, per game: sampling, random playouts, heuristic playouts.
use std::time::Instant;
use urbs_bots::ismcts::{Ismcts, IsmctsConfig};
use urbs_bots::{Roster, Turn, ask, make_bot};
use urbs_engine::rand::RngExt;
use urbs_engine::{Table, Viewer, rng_from_seed};

fn measure<G: Roster>() {
    let mut table = Table::<G>::new(4, &G::Options::default(), 5).unwrap();
    let mut bots: Vec<_> = (0..4)
        .map(|i| make_bot::<G>("greedy", i).unwrap())
        .collect();
    for _ in 0..10 {
        let seat = table.to_act().seats().first().unwrap();
        let a = ask(bots[seat].as_mut(), &table, seat);
        table.apply(seat, &a).unwrap();
    }
    let seat = table.to_act().seats().first().unwrap();
    let view = table.view(Viewer::Seat(seat));
    let mut rng = rng_from_seed(1);
    let n = 300;
    let t = Instant::now();
    for _ in 0..n {
        let _ = G::sample(&view, table.log(), &mut rng);
    }
    let sample_us = t.elapsed().as_secs_f64() * 1e6 / n as f64;
    let mut policy = G::playout_policy().unwrap()();
    let t = Instant::now();
    let mut steps = 0;
    for _ in 0..50 {
        let mut s = G::sample(&view, table.log(), &mut rng);
        let mut legal = Vec::new();
        let mut ev = Vec::new();
        while let Some(p) = s.to_act().seats().first() {
            legal.clear();
            s.legal_actions(p, &mut legal);
            let i = policy.choose(&s, p, &legal, &mut rng).unwrap_or(0);
            ev.clear();
            s.apply(p, &legal[i], &mut ev).unwrap();
            steps += 1;
        }
    }
    let policy_us = t.elapsed().as_secs_f64() * 1e6 / steps as f64;
    let t = Instant::now();
    let mut rsteps = 0;
    for _ in 0..200 {
        let mut s = G::sample(&view, table.log(), &mut rng);
        let mut legal = Vec::new();
        let mut ev = Vec::new();
        while let Some(p) = s.to_act().seats().first() {
            legal.clear();
            s.legal_actions(p, &mut legal);
            let i = rng.random_range(0..legal.len());
            ev.clear();
            s.apply(p, &legal[i], &mut ev).unwrap();
            rsteps += 1;
        }
    }
    let random_us = t.elapsed().as_secs_f64() * 1e6 / rsteps as f64;
    let legal = table.legal_actions(seat);
    let t = Instant::now();
    let mut bot = Ismcts::<G>::new(IsmctsConfig::iterations(300), 1);
    bot.analyze(&Turn {
        seat,
        view: &view,
        log: table.log(),
        legal: &legal,
    });
    let nopol = 300.0 / t.elapsed().as_secs_f64();
    println!(
        "{}: sample {sample_us:.1} us, policy step {policy_us:.2} us ({} steps/game), random step {random_us:.2} us ({} steps/game), ISMCTS without policy {nopol:.0} it/s",
        G::ID,
        steps / 50,
        rsteps / 200
    );
}

fn main() {
    measure::<urbs_forsale::ForSale>();
    measure::<urbs_skyline::Skyline>();
    measure::<urbs_city::City>();
    measure::<urbs_metropolis::Metropolis>();
}
