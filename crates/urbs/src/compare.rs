//! `urbs compare`: two tournaments' journals, game by game.

use std::path::{Path, PathBuf};

use clap::Args;
use serde::Serialize;
use urbs_tournament::{compare, plot_comparison_svg};

#[derive(Args)]
pub struct CompareArgs {
    /// The reference tournament's journal (`urbs tournament --journal`).
    pub reference: PathBuf,
    /// The candidate's: the same game, players, options and seed, the bot
    /// list alike but for one entry.
    pub candidate: PathBuf,
    /// The entry of the bot lists to compare, from 1, where both journals
    /// name the same bots (two builds of one spec); by default the one
    /// entry in which they differ.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub entry: Option<u32>,
    /// Print `{"games","reference":{"bot","win_share",...},"candidate":{...},"win_share":{"mean","se"},...}`.
    #[arg(long)]
    pub json: bool,
    /// Draw the running differences with their 95% bands into this SVG file.
    #[arg(long, value_name = "FILE.svg")]
    pub plot: Option<PathBuf>,
}

pub fn run(args: CompareArgs) -> Result<(), String> {
    let entry = args.entry.map(|n| n as usize - 1);
    let comparison = compare(&args.reference, &args.candidate, entry)?;
    report(
        &comparison,
        args.json,
        args.plot.as_deref(),
        plot_comparison_svg,
    )
}

/// What a command that reads journals found: drawn into `plot` when named,
/// then printed as JSON or as text (saying where the plot went).
pub fn report<T: Serialize + std::fmt::Display>(
    found: &T,
    json: bool,
    plot: Option<&Path>,
    draw: fn(&T) -> Result<String, String>,
) -> Result<(), String> {
    if let Some(path) = plot {
        std::fs::write(path, draw(found)?)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    if json {
        println!(
            "{}",
            serde_json::to_string(found).map_err(|e| e.to_string())?
        );
    } else {
        print!("{found}");
        if let Some(path) = plot {
            println!("Plot written to {}.", path.display());
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::tests::played;

    fn tournament(first: &str, journal: PathBuf) {
        played(&format!("{first},greedy,greedy"), 4, journal);
    }

    #[test]
    fn two_journals_are_compared_and_drawn() {
        let dir = tempfile::tempdir().unwrap();
        let (a, b) = (dir.path().join("a.jsonl"), dir.path().join("b.jsonl"));
        tournament("random", a.clone());
        tournament("ismcts:20", b.clone());
        let plot = dir.path().join("c.svg");
        run(CompareArgs {
            reference: a.clone(),
            candidate: b,
            entry: None,
            json: true,
            plot: Some(plot.clone()),
        })
        .unwrap();
        let svg = std::fs::read_to_string(plot).unwrap();
        assert!(svg.contains("ismcts:20 against random"), "{svg}");
        let e = run(CompareArgs {
            reference: a,
            candidate: dir.path().join("missing.jsonl"),
            entry: Some(1),
            json: false,
            plot: None,
        })
        .unwrap_err();
        assert!(
            e.contains("cannot read the journal") && e.contains("missing.jsonl"),
            "{e}"
        );
    }
}
