//! `urbs sim`: many bot games in parallel.

use std::io::IsTerminal;
use std::path::PathBuf;

use clap::Args;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use urbs_bots::Roster;
use urbs_bots::arena::{SimConfig, SimReport, simulate};
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
        simulate::<G>(&cfg, &save, &|done| {
            if done % 256 == 0 {
                bar.set_position(done)
            }
        })
    }
}

pub fn run(args: SimArgs) -> Result<(), String> {
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
    let bar = ProgressBar::new(args.games);
    if std::io::stderr().is_terminal() {
        bar.set_style(
            ProgressStyle::with_template("{bar:40} {pos}/{len} games, {per_sec}, eta {eta}")
                .expect("valid template"),
        );
    } else {
        bar.set_draw_target(ProgressDrawTarget::hidden());
    }
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
    if args.json {
        println!(
            "{}",
            serde_json::to_string(&report).map_err(|e| e.to_string())?
        );
    } else {
        print_table(&report);
    }
    Ok(())
}

fn print_table(r: &SimReport) {
    println!(
        "{}: {} players, {} games, seed {} ({:.2} s, {:.0} games/s)",
        r.game,
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
        println!(
            "{:<5} {:<16} {:>10.2} {:>10.4} {:>11.2}",
            i,
            s.bot,
            s.wins,
            s.wins / r.games.max(1) as f64,
            s.mean_score
        );
    }
}
