//! Tunes City's rules of thumb ([`urbs_bots::city::Thumb`]). One seat plays
//! candidate weights against three seats of a field (`greedy`'s weights or
//! the tuned ones), seats rotated, every candidate on the same deals. A
//! coordinate search scales one weight at a time up, else down, keeps the
//! change if that seat wins more, and narrows its steps by 0.7 a round. The
//! weights it ends with are played once more on fresh deals (SEED + 1), and
//! everything is written as JSON. The same arguments give the same weights.
//!
//! cargo run --release -p urbs-bots --example thumb -- DEALS SEED ROUNDS [START [FIELD]]
//!
//! START and FIELD: `greedy` (default) or `tuned`; START may also be the
//! JSON an earlier run wrote (its weights, each rounded to three significant
//! digits as the shipped ones are), from which the steps start at 0.15
//! instead of 0.3. The shipped `TUNED` came from `thumb 5000 1 6 > a.json`
//! and then `thumb 5000 3 4 a.json` (docs/strength.md, fifteenth run);
//! `thumb 5000 5 4 tuned tuned` finds them all but their own best reply
//! (0.2585 of the games against three of them; sixteenth run).
use std::io::IsTerminal;

use rayon::prelude::*;
use serde_json::json;
use urbs_bots::Bot;
use urbs_bots::city::{GREEDY, Greedy, TUNED, Thumb};
use urbs_city::City;
use urbs_engine::{Table, derive_seed};

const PLAYERS: u64 = 4;

/// The share of the wins of one seat with `thumb` against three of `field`,
/// over `deals` deals of `seed`, each played with that seat in every place.
fn share(thumb: &Thumb, field: &Thumb, deals: u64, seed: u64) -> f64 {
    let wins: Vec<f64> = (0..deals * PLAYERS)
        .into_par_iter()
        .map(|g| {
            let deal = derive_seed(seed, g / PLAYERS);
            let me = (g % PLAYERS) as usize;
            let mut bots: Vec<Box<dyn Bot<City>>> = (0..PLAYERS as usize)
                .map(|s| {
                    let weights = if s == me { *thumb } else { *field };
                    Box::new(Greedy::with(weights)) as Box<dyn Bot<City>>
                })
                .collect();
            let mut table = Table::<City>::new(PLAYERS as usize, &Default::default(), deal)
                .expect("a City game deals");
            urbs_bots::arena::play_out(&mut table, &mut bots).expect("the rules of thumb play");
            table.outcome().expect("the game ended").wins[me]
        })
        .collect();
    // Summed in order, so that the same games give the same share.
    wins.iter().sum::<f64>() / (deals * PLAYERS) as f64
}

const WEIGHTS: usize = 10;

fn weight(t: &mut Thumb, i: usize) -> &mut f32 {
    match i {
        0 => &mut t.card,
        1 => &mut t.survey,
        2 => &mut t.pace,
        3 => &mut t.horizon,
        4 => &mut t.extra_rounds,
        5 => &mut t.income,
        6 => &mut t.discount,
        7 => &mut t.gang,
        8 => &mut t.keep,
        _ => &mut t.unmet,
    }
}

/// `x` to three significant digits.
fn rounded(x: f32) -> f32 {
    if x == 0.0 {
        return 0.0;
    }
    let scale = 10f64.powi(2 - (x.abs() as f64).log10().floor() as i32);
    ((x as f64 * scale).round() / scale) as f32
}

/// `greedy`'s weights, the tuned ones, or those of an earlier run's JSON.
fn named(name: &str) -> Thumb {
    match name {
        "greedy" => GREEDY,
        "tuned" => TUNED,
        path => {
            let text = std::fs::read_to_string(path)
                .unwrap_or_else(|e| panic!("weights are `greedy`, `tuned` or a file: {path}: {e}"));
            let report: serde_json::Value =
                serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
            let mut t: Thumb = serde_json::from_value(report["weights"].clone())
                .unwrap_or_else(|e| panic!("{path}: its weights: {e}"));
            for i in 0..WEIGHTS {
                let w = weight(&mut t, i);
                *w = rounded(*w);
            }
            t
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize| -> u64 {
        args.get(i)
            .and_then(|s| s.parse().ok())
            .expect("usage: thumb DEALS SEED ROUNDS [greedy|tuned [greedy|tuned]]")
    };
    let (deals, seed, rounds) = (number(0), number(1), number(2));
    let start_name = args.get(3).map_or("greedy", String::as_str);
    let field_name = args.get(4).map_or("greedy", String::as_str);
    let (start, field) = (named(start_name), named(field_name));
    let progress = std::io::stderr().is_terminal();
    let clock = std::time::Instant::now();

    let mut best = start;
    let start_share = share(&best, &field, deals, seed);
    let mut best_share = start_share;
    let mut step = [if start_name == "greedy" { 0.3f32 } else { 0.15 }; WEIGHTS];
    let mut trace = Vec::new();
    for round in 0..rounds {
        for (i, step) in step.iter_mut().enumerate() {
            for scale in [1.0 + *step, 1.0 - *step] {
                let mut candidate = best;
                *weight(&mut candidate, i) *= scale;
                let s = share(&candidate, &field, deals, seed);
                if s > best_share {
                    (best, best_share) = (candidate, s);
                    break;
                }
            }
            *step *= 0.7;
        }
        trace.push(json!({"round": round, "share": best_share, "weights": best}));
        if progress {
            eprintln!(
                "round {} of {rounds}: {best_share:.4} ({:.0} s)",
                round + 1,
                clock.elapsed().as_secs_f64()
            );
        }
    }
    let fresh = share(&best, &field, deals, seed + 1);
    let report = json!({
        "game": "city", "players": PLAYERS, "deals": deals, "seed": seed, "rounds": rounds,
        "start": start_name, "field": field_name,
        "start_share": start_share, "tuned_share": best_share,
        "fresh_seed": seed + 1, "fresh_share": fresh,
        "weights": best, "rounds_trace": trace,
        "seconds": clock.elapsed().as_secs_f64(),
    });
    println!("{report:#}");
}
