//! Choices of searching players for Metropolis's learned policy (`+policy`,
//! see `urbs_bots::metropolis::LearnedPolicy`), as CSV: one row per legal
//! action of each lot taken or build made with more than one choice, with
//! the action's inputs to the network and whether it was the one played.
//!
//! `cargo run --release -p urbs-bots --example policy_data -- GAMES SEED OUT.csv [BOT]`
//!
//! Every seat of a four-player game is BOT (`ismcts:4000` unless given: the
//! Expert of the screens at a tenth of the budgets), each seeing only its
//! own turn, as the arena seats them; the game is then gone through again
//! from its deal and every step the policy judges is written. Games run on
//! every core, with progress on a terminal (quiet when piped). The same
//! arguments write the same file, byte for byte.

use std::fmt::Write as _;
use std::io::Write as _;

use rayon::prelude::*;
use urbs_bots::arena::{games_bar, play_game};
use urbs_bots::metropolis::{POLICY_INPUTS, action_inputs};
use urbs_engine::{Game, derive_seed};
use urbs_metropolis::Metropolis;

/// The teacher unless BOT is given.
const BOT: &str = "ismcts:4000";
/// Players at the table.
const PLAYERS: usize = 4;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (games, seed, out, bot) = match &args[..] {
        [games, seed, out] => (games, seed, out, BOT),
        [games, seed, out, bot] => (games, seed, out, bot.as_str()),
        _ => {
            eprintln!("usage: policy_data GAMES SEED OUT.csv [BOT]");
            std::process::exit(2);
        }
    };
    let (Ok(games), Ok(seed)) = (games.parse::<u64>(), seed.parse::<u64>()) else {
        eprintln!("policy_data: GAMES and SEED are whole numbers");
        std::process::exit(2);
    };
    if let Err(e) = urbs_bots::make_bot::<Metropolis>(bot, 0) {
        eprintln!("policy_data: {e}");
        std::process::exit(2);
    }
    let bar = games_bar(games);
    let chunks: Vec<String> = (0..games)
        .into_par_iter()
        .map(|i| {
            let rows = one_game(i, derive_seed(seed, i), bot);
            bar.inc(1);
            rows
        })
        .collect();
    bar.finish_and_clear();
    let mut file = std::io::BufWriter::new(std::fs::File::create(out).expect("OUT is writable"));
    let header: Vec<String> = (0..POLICY_INPUTS).map(|k| format!("x{k}")).collect();
    writeln!(file, "game,step,seat,played,{}", header.join(",")).unwrap();
    for chunk in chunks {
        file.write_all(chunk.as_bytes()).unwrap();
    }
    eprintln!("policy_data: {games} games written to {out}");
}

/// The rows of game `index`, dealt from `seed`.
fn one_game(index: u64, seed: u64, bot: &str) -> String {
    let specs = vec![bot.to_string(); PLAYERS];
    let options = Default::default();
    let table = play_game::<Metropolis>(PLAYERS, &options, seed, &specs).expect("a game plays");
    let mut g = Metropolis::new(PLAYERS, &options, seed).expect("a game deals");
    let (mut legal, mut events, mut inputs) = (Vec::new(), Vec::new(), Vec::new());
    let mut out = String::new();
    for (step, played) in table.record().iter().enumerate() {
        legal.clear();
        g.legal_actions(played.seat, &mut legal);
        if legal.len() > 1 && action_inputs(&g, played.seat, &legal, &mut inputs) {
            for (a, row) in legal.iter().zip(inputs.chunks_exact(POLICY_INPUTS)) {
                let chosen = u8::from(*a == played.action);
                write!(out, "{index},{step},{},{chosen}", played.seat).unwrap();
                for v in row {
                    write!(out, ",{v}").unwrap();
                }
                out.push('\n');
            }
        }
        events.clear();
        g.apply(played.seat, &played.action, &mut events)
            .expect("a recorded action applies");
    }
    out
}
