//! Times legal_actions per phase on states from random games.
use std::collections::BTreeMap;
use std::time::Instant;

use urbs_engine::rand::RngExt;
use urbs_engine::{Game, derive_seed, rng_from_seed};
use urbs_metropolis::{Metropolis, Options};

fn main() {
    sizes();
    let mut rng = rng_from_seed(1);
    let mut samples: BTreeMap<String, Vec<Metropolis>> = BTreeMap::new();
    let mut legal = Vec::new();
    let mut events = Vec::new();
    for i in 0..200 {
        let mut g = Metropolis::new(4, &Options::default(), derive_seed(1, i)).unwrap();
        while let Some(seat) = g.to_act().seats().first() {
            let mut key = format!("{:?}", g.phase());
            legal.clear();
            g.legal_actions(seat, &mut legal);
            if legal
                .iter()
                .any(|a| matches!(a, urbs_metropolis::Action::Consent(_)))
            {
                key.push_str(" with consents");
            }
            let v = samples.entry(key).or_default();
            if v.len() < 2000 && rng.random_range(0..4) == 0 {
                v.push(g.clone());
            }
            legal.clear();
            g.legal_actions(seat, &mut legal);
            let a = legal[rng.random_range(0..legal.len())];
            events.clear();
            g.apply(seat, &a, &mut events).unwrap();
        }
    }
    for (phase, states) in &samples {
        let start = Instant::now();
        let mut total = 0usize;
        for g in states {
            for _ in 0..50 {
                let seat = g.to_act().seats().first().unwrap();
                legal.clear();
                g.legal_actions(seat, &mut legal);
                total += legal.len();
            }
        }
        let calls = 50 * states.len();
        let ns = start.elapsed().as_nanos() as f64 / calls as f64;
        // apply cost: clone + apply first action
        let start = Instant::now();
        for g in states {
            for _ in 0..50 {
                let seat = g.to_act().seats().first().unwrap();
                legal.clear();
                g.legal_actions(seat, &mut legal);
                let mut h = g.clone();
                events.clear();
                h.apply(seat, &legal[legal.len() / 2], &mut events).unwrap();
            }
        }
        let ns2 = start.elapsed().as_nanos() as f64 / calls as f64;
        println!(
            "{phase}: legal {ns:.0} ns ({:.1} actions), legal+clone+apply {ns2:.0} ns",
            total as f64 / calls as f64
        );
    }
}

#[allow(dead_code)]
fn sizes() {
    println!(
        "Action {} Event {} Metropolis {} Deal {}",
        std::mem::size_of::<urbs_metropolis::Action>(),
        std::mem::size_of::<urbs_metropolis::Event>(),
        std::mem::size_of::<Metropolis>(),
        std::mem::size_of::<urbs_metropolis::Deal>()
    );
}
