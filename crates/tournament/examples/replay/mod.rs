//! What the examples that play a Metropolis tournament's games again
//! (`deals`, `asks`) read from their command line alike.
use serde::Serialize;
use urbs_engine::{Seat, Table};
use urbs_metropolis::{Metropolis, Options};
use urbs_tournament::{TournamentConfig, play_again};

/// Seats at the table.
pub const PLAYERS: usize = 4;

/// The tournament of `match metropolis BOTS GAMES SEED` (BOTS four specs,
/// comma-separated, the first the one measured), and the games of it to
/// play again: GAMES as `N` (games 0..N) or `FROM..TO`.
pub fn tournament(
    bots: &str,
    games: &str,
    seed: &str,
) -> Result<(TournamentConfig<Options>, u64, u64), String> {
    let bots: Vec<String> = bots.split(',').map(|b| b.trim().to_string()).collect();
    if bots.len() != PLAYERS {
        return Err(format!("name {PLAYERS} bots, the first one measured"));
    }
    let (from, to) = range(games)?;
    let seed: u64 = seed.parse().map_err(|e| format!("SEED: {e}"))?;
    let cfg = TournamentConfig {
        players: PLAYERS,
        options: Options::default(),
        bots,
        games: to,
        seed,
        ..TournamentConfig::default()
    };
    Ok((cfg, from, to))
}

/// GAMES as `N` (games 0..N) or `FROM..TO`.
fn range(games: &str) -> Result<(u64, u64), String> {
    let number = |s: &str| {
        s.trim()
            .parse::<u64>()
            .map_err(|e| format!("GAMES {games:?}: {e}"))
    };
    let (from, to) = match games.split_once("..") {
        Some((from, to)) => (number(from)?, number(to)?),
        None => (0, number(games)?),
    };
    if from >= to {
        return Err(format!("GAMES {games:?}: no game in the range"));
    }
    Ok((from, to))
}

/// Game `g` of `cfg` played again: the seat of the first bot of the list,
/// the table as the game ended, and a fresh table of the same deal to step
/// through its record.
pub fn again(
    cfg: &TournamentConfig<Options>,
    g: u64,
) -> Result<(Seat, Table<Metropolis>, Table<Metropolis>), String> {
    let (seat_entry, table) = play_again::<Metropolis>(cfg, g)?;
    let first = seat_entry
        .iter()
        .position(|&e| e == 0)
        .expect("the first bot has a seat");
    let fresh = Table::<Metropolis>::new_in(table.edition(), PLAYERS, &cfg.options, table.seed())
        .map_err(|e| e.to_string())?;
    Ok((first, table, fresh))
}

/// The report as JSON on stdout.
pub fn print(report: &impl Serialize) -> Result<(), String> {
    let text = serde_json::to_string_pretty(report).map_err(|e| e.to_string())?;
    println!("{text}");
    Ok(())
}
