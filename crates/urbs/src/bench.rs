//! `urbs bench`: random-playout throughput per game, on one core.

use clap::Args;
use urbs_bots::Roster;
use urbs_bots::arena::{Throughput, random_playouts};
use urbs_catalog::{GAME_IDS, Visitor, with_game};

#[derive(Args)]
pub struct BenchArgs {
    /// Only this game (default: every game).
    #[arg(long)]
    pub game: Option<String>,
    /// Players per game (default 4, or the nearest the game allows).
    #[arg(long)]
    pub players: Option<usize>,
    /// Seconds per measurement; each figure is the median of 3.
    #[arg(long, default_value_t = 1.0)]
    pub seconds: f64,
    /// Print `{"results":[{"game","players","games_per_sec","actions_per_sec"}]}`.
    #[arg(long)]
    pub json: bool,
}

struct Bench {
    players: usize,
    seconds: f64,
}

impl Visitor for Bench {
    type Out = Throughput;
    fn visit<G: Roster>(self) -> Throughput {
        let options = G::Options::default();
        // Calibrate on a short run, then take the median of three timed runs.
        let probe = random_playouts::<G>(self.players, &options, 200, 99);
        let games = ((probe.games_per_sec * self.seconds) as u64).max(50);
        let mut runs: Vec<Throughput> = (0..3)
            .map(|i| random_playouts::<G>(self.players, &options, games, 1 + i))
            .collect();
        runs.sort_by(|a, b| a.games_per_sec.total_cmp(&b.games_per_sec));
        runs.swap_remove(1)
    }
}

pub fn run(args: BenchArgs) -> Result<(), String> {
    let ids: Vec<String> = match &args.game {
        Some(g) => vec![g.clone()],
        None => GAME_IDS.iter().map(|s| s.to_string()).collect(),
    };
    let mut results = Vec::new();
    for id in &ids {
        let players = crate::options::players_or_default(id, args.players)?;
        let t = with_game(
            id,
            Bench {
                players,
                seconds: args.seconds,
            },
        )?;
        if !args.json {
            println!(
                "{:<11} {} players: {:>12.0} games/s {:>14.0} actions/s (median of 3, one core)",
                t.game, t.players, t.games_per_sec, t.actions_per_sec
            );
        }
        results.push(serde_json::json!({
            "game": t.game,
            "players": t.players,
            "games_per_sec": t.games_per_sec,
            "actions_per_sec": t.actions_per_sec,
        }));
    }
    if args.json {
        println!("{}", serde_json::json!({ "results": results }));
    }
    Ok(())
}
