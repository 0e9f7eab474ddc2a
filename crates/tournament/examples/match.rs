//! `urbs tournament` without the rest of the command line (no server to
//! build): the same library call, the same JSON and plot, for measuring
//! bots on a loaded machine.
//! cargo run --release -p urbs-tournament --example match -- GAME BOTS GAMES SEED [FILE.svg [THREADS [JOURNAL [so-far]]]]
//! (one worker thread unless THREADS says more: the games are the same for
//! a seed whatever the count; BOTS comma-separated; JSON on stdout; with
//! JOURNAL, `urbs tournament --journal`: every finished game kept there,
//! and only the games it lacks played; `so-far` after it, `--so-far`: a
//! report on the games the journal holds, none played).
use std::path::PathBuf;

use urbs_bots::Roster;
use urbs_tournament::{TournamentConfig, TournamentReport, plot_svg, run};

fn play<G: Roster>(
    bots: &str,
    games: u64,
    seed: u64,
    journal: Option<PathBuf>,
    so_far: bool,
) -> Result<TournamentReport, String> {
    let cfg = TournamentConfig {
        players: 4,
        options: G::Options::default(),
        bots: bots.split(',').map(|b| b.trim().to_string()).collect(),
        games,
        seed,
        edition: None,
        journal,
        so_far,
    };
    run::<G>(&cfg, &|_| {})
}

fn main() -> Result<(), String> {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let [game, bots, games, seed, ..] = a.as_slice() else {
        return Err("GAME BOTS GAMES SEED [FILE.svg [THREADS [JOURNAL [so-far]]]]".into());
    };
    let games: u64 = games.parse().map_err(|e| format!("games: {e}"))?;
    let seed: u64 = seed.parse().map_err(|e| format!("seed: {e}"))?;
    let threads: usize = match a.get(5) {
        Some(t) => t.parse().map_err(|e| format!("threads: {e}"))?,
        None => 1,
    };
    let journal = a.get(6).map(PathBuf::from);
    let so_far = match a.get(7).map(String::as_str) {
        None => false,
        Some("so-far") => true,
        Some(other) => return Err(format!("`{other}`: the argument after JOURNAL is so-far")),
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| e.to_string())?;
    let report = pool.install(|| match game.as_str() {
        "forsale" => play::<urbs_forsale::ForSale>(bots, games, seed, journal, so_far),
        "skyline" => play::<urbs_skyline::Skyline>(bots, games, seed, journal, so_far),
        "city" => play::<urbs_city::City>(bots, games, seed, journal, so_far),
        "metropolis" => play::<urbs_metropolis::Metropolis>(bots, games, seed, journal, so_far),
        other => Err(format!("no game `{other}`")),
    })?;
    if let Some(path) = a.get(4) {
        std::fs::write(path, plot_svg(&report)?).map_err(|e| e.to_string())?;
    }
    println!(
        "{}",
        serde_json::to_string(&report).map_err(|e| e.to_string())?
    );
    Ok(())
}
