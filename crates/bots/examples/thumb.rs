//! Tunes a game's rules of thumb: City's ([`urbs_bots::city::Thumb`], the
//! `greedy` bot's) or Metropolis's playouts' ([`urbs_bots::metropolis::Thumb`]).
//! One seat plays candidate weights against three seats of a field (the
//! game's own weights or the tuned ones), seats rotated, every candidate on
//! the same deals. A coordinate search scales one weight at a time up, else
//! down, keeps the change if that seat wins more, and narrows its steps by
//! 0.7 a round (a weight at 0 steps to plus or minus its step times a unit
//! of its own instead). The weights it ends with are played once more on
//! fresh deals (SEED + 1), and everything is written as JSON. The same
//! arguments give the same weights.
//!
//! cargo run --release -p urbs-bots --example thumb -- [GAME] DEALS SEED ROUNDS [START [FIELD]]
//!
//! GAME: `city` (the default) or `metropolis`. START and FIELD: `greedy`
//! (City's default) or `playout` (Metropolis's), or `tuned`; START may also
//! be the JSON an earlier run wrote (its weights, each rounded to three
//! significant digits as the shipped ones are), from which the steps start
//! at 0.15 instead of 0.3. City's shipped `TUNED` came from `thumb 5000 1 6 >
//! a.json` and then `thumb 5000 3 4 a.json` (docs/strength.md, fifteenth
//! run); `thumb 5000 5 4 tuned tuned` finds them all but their own best
//! reply (0.2585 of the games against three of them; sixteenth run).
//! Metropolis's: docs/strength.md, eighteenth run.
use std::io::IsTerminal;

use rayon::prelude::*;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::json;
use urbs_bots::{Bot, city, metropolis};
use urbs_city::City;
use urbs_engine::{Table, derive_seed};

const PLAYERS: u64 = 4;

/// Weights a game's rules of thumb read, and a game played by them.
trait Weights: Copy + Send + Sync + Serialize + DeserializeOwned {
    const GAME: &'static str;
    const COUNT: usize;
    /// The game's own weights, by the name the command line gives them.
    const OWN: &'static str;
    fn named(name: &str) -> Option<Self>;
    /// Weight `i` scaled by `by` (a weight at 0 becomes `by - 1` units).
    fn scale(&mut self, i: usize, by: f32);
    /// Every weight rounded to three significant digits.
    fn round(&mut self);
    /// The wins of seat `me` (weights `mine`) against `field`'s in deal `deal`.
    fn wins(mine: &Self, field: &Self, deal: u64, me: usize) -> f64;
}

/// `x` to three significant digits.
fn rounded(x: f64) -> f64 {
    if x == 0.0 {
        return 0.0;
    }
    let scale = 10f64.powi(2 - x.abs().log10().floor() as i32);
    (x * scale).round() / scale
}

impl Weights for city::Thumb {
    const GAME: &'static str = "city";
    const COUNT: usize = 10;
    const OWN: &'static str = "greedy";
    fn named(name: &str) -> Option<Self> {
        match name {
            "greedy" => Some(city::GREEDY),
            "tuned" => Some(city::TUNED),
            _ => None,
        }
    }
    fn scale(&mut self, i: usize, by: f32) {
        *city_weight(self, i) *= by;
    }
    fn round(&mut self) {
        for i in 0..Self::COUNT {
            let w = city_weight(self, i);
            *w = rounded(*w as f64) as f32;
        }
    }
    fn wins(mine: &Self, field: &Self, deal: u64, me: usize) -> f64 {
        let mut bots: Vec<Box<dyn Bot<City>>> = (0..PLAYERS as usize)
            .map(|s| {
                let weights = if s == me { *mine } else { *field };
                Box::new(city::Greedy::with(weights)) as Box<dyn Bot<City>>
            })
            .collect();
        let mut table = Table::<City>::new(PLAYERS as usize, &Default::default(), deal)
            .expect("a City game deals");
        urbs_bots::arena::play_out(&mut table, &mut bots).expect("the rules of thumb play");
        table.outcome().expect("the game ended").wins[me]
    }
}

/// City's weights by number.
fn city_weight(t: &mut city::Thumb, i: usize) -> &mut f32 {
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

/// Metropolis's weights by number, and the unit a weight at 0 steps by.
fn metropolis_weight(t: &mut metropolis::Thumb, i: usize) -> (&mut f64, f64) {
    match i {
        0 => (&mut t.deck, 10.0),
        1 => (&mut t.fade_min, 0.1),
        2 => (&mut t.fade_max, 0.1),
        3 => (&mut t.lot, 0.5),
        4 => (&mut t.pair, 0.5),
        5 => (&mut t.accept, 1.0),
        6 => (&mut t.build, 1.0),
        _ => (&mut t.deny, 0.5),
    }
}

impl Weights for metropolis::Thumb {
    const GAME: &'static str = "metropolis";
    const COUNT: usize = 8;
    const OWN: &'static str = "playout";
    fn named(name: &str) -> Option<Self> {
        match name {
            "playout" => Some(metropolis::PLAYOUT),
            "tuned" => Some(metropolis::TUNED),
            _ => None,
        }
    }
    fn scale(&mut self, i: usize, by: f32) {
        let (w, unit) = metropolis_weight(self, i);
        *w = if *w == 0.0 {
            (by as f64 - 1.0) * unit
        } else {
            *w * by as f64
        };
    }
    fn round(&mut self) {
        for i in 0..Self::COUNT {
            let (w, _) = metropolis_weight(self, i);
            *w = rounded(*w);
        }
    }
    fn wins(mine: &Self, field: &Self, deal: u64, me: usize) -> f64 {
        let seats: Vec<Self> = (0..PLAYERS as usize)
            .map(|s| if s == me { *mine } else { *field })
            .collect();
        let table = metropolis::game_by(&seats, deal);
        table.outcome().expect("the game ended").wins[me]
    }
}

/// The share of the wins of one seat with `mine` against three of `field`,
/// over `deals` deals of `seed`, each played with that seat in every place.
fn share<W: Weights>(mine: &W, field: &W, deals: u64, seed: u64) -> f64 {
    let wins: Vec<f64> = (0..deals * PLAYERS)
        .into_par_iter()
        .map(|g| {
            W::wins(
                mine,
                field,
                derive_seed(seed, g / PLAYERS),
                (g % PLAYERS) as usize,
            )
        })
        .collect();
    // Summed in order, so that the same games give the same share.
    wins.iter().sum::<f64>() / (deals * PLAYERS) as f64
}

/// The game's own weights, the tuned ones, or those of an earlier run's JSON.
fn named<W: Weights>(name: &str) -> W {
    if let Some(w) = W::named(name) {
        return w;
    }
    let text = std::fs::read_to_string(name)
        .unwrap_or_else(|e| panic!("weights are `{}`, `tuned` or a file: {name}: {e}", W::OWN));
    let report: serde_json::Value =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
    let mut t: W = serde_json::from_value(report["weights"].clone())
        .unwrap_or_else(|e| panic!("{name}: its weights: {e}"));
    t.round();
    t
}

fn tune<W: Weights>(args: &[String]) {
    let number = |i: usize| -> u64 {
        args.get(i).and_then(|s| s.parse().ok()).unwrap_or_else(|| {
            panic!(
                "usage: thumb [city|metropolis] DEALS SEED ROUNDS [{own}|tuned|FILE [{own}|tuned]]",
                own = W::OWN
            )
        })
    };
    let (deals, seed, rounds) = (number(0), number(1), number(2));
    let start_name = args.get(3).map_or(W::OWN, String::as_str);
    let field_name = args.get(4).map_or(W::OWN, String::as_str);
    let (start, field): (W, W) = (named(start_name), named(field_name));
    let progress = std::io::stderr().is_terminal();
    let clock = std::time::Instant::now();

    let mut best = start;
    let start_share = share(&best, &field, deals, seed);
    let mut best_share = start_share;
    let mut step = vec![if start_name == W::OWN { 0.3f32 } else { 0.15 }; W::COUNT];
    let mut trace = Vec::new();
    for round in 0..rounds {
        for (i, step) in step.iter_mut().enumerate() {
            for scale in [1.0 + *step, 1.0 - *step] {
                let mut candidate = best;
                candidate.scale(i, scale);
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
        "game": W::GAME, "players": PLAYERS, "deals": deals, "seed": seed, "rounds": rounds,
        "start": start_name, "field": field_name,
        "start_share": start_share, "tuned_share": best_share,
        "fresh_seed": seed + 1, "fresh_share": fresh,
        "weights": best, "rounds_trace": trace,
        "seconds": clock.elapsed().as_secs_f64(),
    });
    println!("{report:#}");
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("metropolis") => tune::<metropolis::Thumb>(&args[1..]),
        Some("city") => tune::<city::Thumb>(&args[1..]),
        _ => tune::<city::Thumb>(&args),
    }
}
