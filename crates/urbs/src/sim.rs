//! `urbs sim`: many bot games in parallel.

use std::path::PathBuf;

use clap::Args;
use indicatif::ProgressBar;
use urbs_bots::Roster;
use urbs_bots::arena::{SeatTotals, SimConfig, SimReport, simulate_with};
use urbs_catalog::{Visitor, with_game};
use urbs_engine::{Table, parse_options};

use crate::GameOptions;
use crate::options::{bot_list, options_json};

#[derive(Args)]
pub struct SimArgs {
    /// Game id (forsale, ...).
    pub game: String,
    #[arg(long, default_value_t = 4)]
    pub players: usize,
    #[arg(long, default_value_t = 1000)]
    pub games: u64,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// One bot per seat, comma-separated (default: random everywhere).
    #[arg(long)]
    pub bots: Option<String>,
    #[command(flatten)]
    pub options: GameOptions,
    /// Play this edition of the rules (default: the latest), for study;
    /// replays and trajectories record it.
    #[arg(long, value_name = "N", conflicts_with = "position")]
    pub edition: Option<u32>,
    /// Worker threads (default: every core).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Write every game's replay as JSON into this folder.
    #[arg(long, value_name = "DIR")]
    pub save_dir: Option<PathBuf>,
    /// With --save-dir: also write every game's trajectory (JSON Lines, see
    /// docs/trajectories.md) beside its replay, as `.jsonl`.
    #[arg(long, requires = "save_dir")]
    pub steps: bool,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
    /// Play every game on from this position file (docs/positions.md),
    /// one after the other; the position sets the players and options.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["variant", "option", "deck"])]
    pub position: Option<PathBuf>,
}

struct Sim<'a> {
    args: &'a SimArgs,
    bots: Vec<String>,
    options: serde_json::Value,
    bar: &'a ProgressBar,
}

impl Visitor for Sim<'_> {
    type Out = Result<SimReport, String>;

    fn visit<G: Roster>(self) -> Self::Out {
        let options = parse_options::<G>(&self.options).map_err(|e| e.to_string())?;
        let cfg = SimConfig {
            players: self.args.players,
            options,
            games: self.args.games,
            seed: self.args.seed,
            bots: self.bots.clone(),
            edition: self.args.edition,
        };
        let save_dir = self.args.save_dir.clone();
        let steps = self.args.steps;
        let save = move |i: u64, table: &Table<G>| -> Result<(), String> {
            if let Some(dir) = &save_dir {
                let path = dir.join(format!("{}-{i:07}.json", G::ID));
                let replay = serde_json::to_value(table.replay()).map_err(|e| e.to_string())?;
                std::fs::write(&path, replay.to_string())
                    .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
                if steps {
                    let path = path.with_extension("jsonl");
                    std::fs::write(&path, crate::trajectory::jsonl(&replay, None)?)
                        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
                }
            }
            Ok(())
        };
        let bar = self.bar;
        // Tables (the record of every action) are kept only to be saved.
        let hook: Option<&urbs_bots::arena::GameHook<G>> = match self.args.save_dir {
            Some(_) => Some(&save),
            None => None,
        };
        simulate_with::<G>(&cfg, hook, &|done| {
            if done % 256 == 0 {
                bar.set_position(done)
            }
        })
    }
}

pub fn run(args: SimArgs) -> Result<(), String> {
    if let Some(path) = &args.position {
        let report = from_position(&args, path)?;
        return print_report(&args, &report);
    }
    let bots = match &args.bots {
        Some(b) => bot_list(b),
        None => vec!["random".to_string(); args.players],
    };
    if bots.len() != args.players {
        return Err(format!(
            "--bots names {} bots for {} players",
            bots.len(),
            args.players
        ));
    }
    if let Some(dir) = &args.save_dir {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    let options = options_json(&args.options)?;
    let bar = urbs_bots::arena::games_bar(args.games);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.threads.unwrap_or(0))
        .build()
        .map_err(|e| e.to_string())?;
    let sim = Sim {
        args: &args,
        bots,
        options,
        bar: &bar,
    };
    let report = pool.install(|| with_game(&args.game, sim))??;
    bar.finish_and_clear();
    print_report(&args, &report)
}

fn print_report(args: &SimArgs, report: &SimReport) -> Result<(), String> {
    if args.json {
        println!(
            "{}",
            serde_json::to_string(report).map_err(|e| e.to_string())?
        );
    } else {
        print_table(report);
    }
    Ok(())
}

/// `--position FILE`: every game played on from the same position, in turn
/// (the bots' seeds differ from game to game; the position's own hidden
/// cards stay as the file has them).
fn from_position(args: &SimArgs, path: &std::path::Path) -> Result<SimReport, String> {
    let text = crate::files::read_text(path, "position", crate::files::MAX_GAME_FILE)?;
    let json: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| format!("{}: not JSON: {e}", path.display()))?;
    if json.get("game").and_then(serde_json::Value::as_str) != Some(args.game.as_str()) {
        return Err(format!(
            "{}: not a position of {}",
            path.display(),
            args.game
        ));
    }
    let start =
        urbs_catalog::load_position(&json).map_err(|e| format!("{}: {e}", path.display()))?;
    let players = start.players();
    let bots = match &args.bots {
        Some(b) => bot_list(b),
        None => vec!["random".to_string(); players],
    };
    if bots.len() != players {
        return Err(format!(
            "--bots names {} bots for the position's {players} players",
            bots.len()
        ));
    }
    if let Some(dir) = &args.save_dir {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    let clock = std::time::Instant::now();
    let mut wins = vec![0.0; players];
    let mut scores = vec![0.0; players];
    for g in 0..args.games {
        let mut table = start.clone_box();
        let mut seated = Vec::new();
        for (s, spec) in bots.iter().enumerate() {
            let seed = urbs_engine::derive_seed(args.seed, g * players as u64 + s as u64);
            seated.push(urbs_catalog::make_dyn_bot(&args.game, spec, seed)?);
        }
        table.set_names(bots.clone());
        while let Some(seat) = table.to_act().seats().first() {
            let choice = seated[seat]
                .choose(table.as_ref(), seat)
                .ok_or_else(|| format!("bot {} found no action", bots[seat]))?;
            table
                .apply_json(seat, &choice.json)
                .map_err(|e| format!("bot {}: {e}", bots[seat]))?;
        }
        let outcome = table.outcome().ok_or("a game did not finish")?;
        for s in 0..players {
            wins[s] += outcome.wins[s];
            scores[s] += outcome.scores[s] as f64;
        }
        if let Some(dir) = &args.save_dir {
            let path = dir.join(format!("{}-{g:07}.json", args.game));
            let replay = table.replay_json();
            std::fs::write(&path, replay.to_string())
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            if args.steps {
                let path = path.with_extension("jsonl");
                std::fs::write(&path, crate::trajectory::jsonl(&replay, None)?)
                    .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            }
        }
    }
    Ok(SimReport {
        game: args.game.clone(),
        edition: start.edition(),
        players,
        games: args.games,
        seed: args.seed,
        seats: (0..players)
            .map(|s| SeatTotals {
                bot: bots[s].clone(),
                wins: wins[s],
                mean_score: scores[s] / args.games.max(1) as f64,
            })
            .collect(),
        elapsed_s: clock.elapsed().as_secs_f64(),
    })
}

fn print_table(r: &SimReport) {
    println!(
        "{}, edition {}: {} players, {} games, seed {} ({:.2} s, {:.0} games/s)",
        r.game,
        r.edition,
        r.players,
        r.games,
        r.seed,
        r.elapsed_s,
        r.games as f64 / r.elapsed_s.max(1e-9)
    );
    println!(
        "{:<5} {:<16} {:>10} {:>10} {:>11}",
        "seat", "bot", "wins", "win share", "mean score"
    );
    for (i, s) in r.seats.iter().enumerate() {
        // People count seats from 1 (issue 29); the JSON keeps 0-based seats.
        println!(
            "{:<5} {:<16} {:>10.2} {:>10.4} {:>11.2}",
            format!("P{}", i + 1),
            s.bot,
            s.wins,
            s.wins / r.games.max(1) as f64,
            s.mean_score
        );
    }
}
