//! Positions of self-play games for the learned value (`+valueN`, see
//! `urbs_bots::learned`), as CSV: one row per seat of each position kept,
//! with its inputs to the network and its share of the win at the end.
//!
//! `cargo run --release -p urbs-bots --example value_data -- GAME GAMES SEED OUT.csv`
//! (GAME: `city`, `metropolis` or `skyline`, the games with a learned value)
//!
//! The games are played as the search's playouts play them
//! (`urbs_bots::learned::self_play`): every seat the game's greedy policy,
//! a random legal move one time in ten. Player
//! counts cycle through the game's (2 to 5 in City, 2 to 4 in Metropolis, 2 to 6 in
//! Skyline). A position is kept with probability
//! `KEEP` at each move, so the rows of one game are few and far apart.
//! The same arguments write the same file, byte for byte.

use std::fmt::Write as _;
use std::io::Write as _;

use rayon::prelude::*;
use urbs_bots::Roster;
use urbs_bots::city::{VALUE_INPUTS, value_inputs};
use urbs_bots::learned::self_play;
use urbs_bots::{metropolis, skyline};
use urbs_city::City;
use urbs_engine::derive_seed;
use urbs_metropolis::Metropolis;
use urbs_skyline::Skyline;

/// Share of the moves whose position is kept.
const KEEP: f64 = 0.03;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [game, games, seed, out] = &args[..] else {
        eprintln!("usage: value_data city|metropolis|skyline GAMES SEED OUT.csv");
        std::process::exit(2);
    };
    let games: u64 = games.parse().expect("GAMES is a number");
    let seed: u64 = seed.parse().expect("SEED is a number");
    match game.as_str() {
        "city" => write::<City>(games, seed, out, value_inputs, VALUE_INPUTS),
        "metropolis" => write::<Metropolis>(
            games,
            seed,
            out,
            metropolis::value_inputs,
            metropolis::VALUE_INPUTS,
        ),
        "skyline" => write::<Skyline>(
            games,
            seed,
            out,
            skyline::value_inputs,
            skyline::VALUE_INPUTS,
        ),
        other => {
            eprintln!("value_data: `{other}` has no learned value (city, metropolis, skyline)");
            std::process::exit(2);
        }
    }
}

fn write<G: Roster>(games: u64, seed: u64, out: &str, inputs: fn(&G, &mut [f32]), k: usize) {
    let chunks: Vec<String> = (0..games)
        .into_par_iter()
        .map(|i| one_game::<G>(i, derive_seed(seed, i), inputs, k))
        .collect();
    let mut file = std::io::BufWriter::new(std::fs::File::create(out).expect("OUT is writable"));
    let header: Vec<String> = (0..k).map(|k| format!("x{k}")).collect();
    writeln!(file, "game,position,players,seat,win,{}", header.join(",")).unwrap();
    for chunk in chunks {
        file.write_all(chunk.as_bytes()).unwrap();
    }
    eprintln!("value_data: {games} games written to {out}");
}

/// The rows of game `index`.
fn one_game<G: Roster>(index: u64, seed: u64, inputs: fn(&G, &mut [f32]), k: usize) -> String {
    let span = (G::MAX_PLAYERS - G::MIN_PLAYERS + 1) as u64;
    let players = G::MIN_PLAYERS + (index % span) as usize;
    let mut kept: Vec<Vec<f32>> = Vec::new();
    let outcome = self_play::<G>(players, seed, KEEP, |g| {
        let mut x = vec![0.0; k * players];
        inputs(g, &mut x);
        kept.push(x);
    });
    let mut out = String::new();
    for (p, x) in kept.iter().enumerate() {
        for (seat, row) in x.chunks_exact(k).enumerate() {
            write!(out, "{index},{p},{players},{seat},{}", outcome.wins[seat]).unwrap();
            for v in row {
                write!(out, ",{v}").unwrap();
            }
            out.push('\n');
        }
    }
    out
}
