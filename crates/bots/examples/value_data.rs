//! Positions of self-play games for the learned value (`+valueN`, see
//! `urbs_bots::learned`), as CSV: one row per seat of each position kept,
//! with its inputs to the network and its share of the win at the end.
//!
//! `cargo run --release -p urbs-bots --example value_data -- GAME GAMES SEED OUT.csv [BOT [KEEP]]`
//! (GAME: `city`, `metropolis` or `skyline`, the games with a learned value)
//!
//! The games are played as the search's playouts play them
//! (`urbs_bots::learned::self_play`): every seat the game's greedy policy,
//! a random legal move one time in ten. With BOT `tuned` they are played
//! as `+tuned`'s playouts play them (`urbs_bots::learned::tuned_self_play`:
//! the rules of thumb with their tuned weights; City and Metropolis), for
//! the value `+tvalueN` scores those playouts by. With BOT a bot spec (`ismcts:300`)
//! every seat is that bot instead, seeing only its own turn
//! (`urbs_bots::learned::played_by`): positions of stronger play, at the
//! cost of its search. Player
//! counts cycle through the game's (2 to 5 in City, 2 to 4 in Metropolis, 2 to 6 in
//! Skyline). A position is kept with probability
//! `KEEP` at each move (0.03 unless given: a bot's games cost its search, so
//! keeping more of each, 0.2, gets more positions for the same hours), so the
//! rows of one game are few and far apart.
//! The same arguments write the same file, byte for byte.

use std::fmt::Write as _;
use std::io::Write as _;

use rayon::prelude::*;
use urbs_bots::Roster;
use urbs_bots::arena::games_bar;
use urbs_bots::city::{VALUE_INPUTS, value_inputs};
use urbs_bots::learned::{played_by, self_play, tuned_self_play};
use urbs_bots::{metropolis, skyline};
use urbs_city::City;
use urbs_engine::derive_seed;
use urbs_metropolis::Metropolis;
use urbs_skyline::Skyline;

/// BOT for games played as `+tuned`'s playouts play them.
const TUNED: &str = "tuned";

/// Share of the moves whose position is kept, unless KEEP is given.
const KEEP: f64 = 0.03;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (game, games, seed, out, bot, keep) = match &args[..] {
        [game, games, seed, out] => (game, games, seed, out, None, None),
        [game, games, seed, out, bot] => (game, games, seed, out, Some(bot.as_str()), None),
        [game, games, seed, out, bot, keep] => {
            (game, games, seed, out, Some(bot.as_str()), Some(keep))
        }
        _ => {
            eprintln!("usage: value_data city|metropolis|skyline GAMES SEED OUT.csv [BOT [KEEP]]");
            std::process::exit(2);
        }
    };
    let keep = match keep.map(|k| k.parse::<f64>()) {
        None => KEEP,
        Some(Ok(k)) if k > 0.0 && k <= 1.0 => k,
        Some(_) => {
            eprintln!("value_data: KEEP is a share of the moves, above 0 and at most 1");
            std::process::exit(2);
        }
    };
    let games: u64 = games.parse().expect("GAMES is a number");
    let seed: u64 = seed.parse().expect("SEED is a number");
    let run = Run {
        games,
        seed,
        out,
        bot,
        keep,
    };
    match game.as_str() {
        "city" => run.write::<City>(value_inputs, VALUE_INPUTS),
        "metropolis" => run.write::<Metropolis>(metropolis::value_inputs, metropolis::VALUE_INPUTS),
        "skyline" => run.write::<Skyline>(skyline::value_inputs, skyline::VALUE_INPUTS),
        other => {
            eprintln!("value_data: `{other}` has no learned value (city, metropolis, skyline)");
            std::process::exit(2);
        }
    }
}

/// What to write: GAMES games from SEED into OUT, played by BOT if named.
struct Run<'a> {
    games: u64,
    seed: u64,
    out: &'a str,
    bot: Option<&'a str>,
    keep: f64,
}

impl Run<'_> {
    fn write<G: Roster>(&self, inputs: fn(&G, &mut [f32]), k: usize) {
        if self.bot == Some(TUNED) && G::tuned_playout_policy().is_none() {
            eprintln!("value_data: this game's playouts have no tuned weights");
            std::process::exit(2);
        } else if let Some(bot) = self.bot.filter(|&b| b != TUNED) {
            // Refused before any game is played, with the roster's words.
            if let Err(e) = urbs_bots::make_bot::<G>(bot, 0) {
                eprintln!("value_data: {e}");
                std::process::exit(2);
            }
        }
        // Progress on a terminal (a bot's games take hours), quiet when piped.
        let bar = games_bar(self.games);
        let chunks: Vec<String> = (0..self.games)
            .into_par_iter()
            .map(|i| {
                let seed = derive_seed(self.seed, i);
                let rows = one_game::<G>(i, seed, self.bot, self.keep, inputs, k);
                bar.inc(1);
                rows
            })
            .collect();
        bar.finish_and_clear();
        let out = self.out;
        let mut file =
            std::io::BufWriter::new(std::fs::File::create(out).expect("OUT is writable"));
        let header: Vec<String> = (0..k).map(|k| format!("x{k}")).collect();
        writeln!(file, "game,position,players,seat,win,{}", header.join(",")).unwrap();
        for chunk in chunks {
            file.write_all(chunk.as_bytes()).unwrap();
        }
        eprintln!("value_data: {} games written to {out}", self.games);
    }
}

/// The rows of game `index`.
fn one_game<G: Roster>(
    index: u64,
    seed: u64,
    bot: Option<&str>,
    share: f64,
    inputs: fn(&G, &mut [f32]),
    k: usize,
) -> String {
    let span = (G::MAX_PLAYERS - G::MIN_PLAYERS + 1) as u64;
    let players = G::MIN_PLAYERS + (index % span) as usize;
    let mut kept: Vec<Vec<f32>> = Vec::new();
    let keep = |g: &G| {
        let mut x = vec![0.0; k * players];
        inputs(g, &mut x);
        kept.push(x);
    };
    let outcome = match bot {
        None => self_play::<G>(players, seed, share, keep),
        Some(TUNED) => tuned_self_play::<G>(players, seed, share, keep).expect("tuned weights"),
        Some(bot) => played_by::<G>(players, seed, share, bot, keep).expect("a game plays"),
    };
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
