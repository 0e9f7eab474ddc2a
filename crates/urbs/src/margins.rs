//! `urbs margins`: how far from the win one entry of a tournament
//! finished, and what points added would make of its win share.

use std::path::PathBuf;

use clap::Args;
use urbs_tournament::margins::POINTS;
use urbs_tournament::{margins, plot_margins_svg};

use crate::compare::report;

#[derive(Args)]
pub struct MarginsArgs {
    /// The tournament's journal (`urbs tournament --journal`).
    pub journal: PathBuf,
    /// The entry of the bot list, from 1.
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
    pub entry: u32,
    /// Points added to each of the entry's scores, each read apart.
    #[arg(long, value_name = "N,N,...", value_delimiter = ',', default_values_t = POINTS)]
    pub points: Vec<i64>,
    /// Print `{"games","seats","win_share","by_scores","margins":[...],"bands":[{"from","to","seats"}],"with_points":[{"points","win_share"}]}`.
    #[arg(long)]
    pub json: bool,
    /// Draw the bands and the win shares with points added into this SVG file.
    #[arg(long, value_name = "FILE.svg")]
    pub plot: Option<PathBuf>,
}

pub fn run(args: MarginsArgs) -> Result<(), String> {
    let m = margins(&args.journal, Some(args.entry as usize - 1), &args.points)?;
    report(&m, args.json, args.plot.as_deref(), plot_margins_svg)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::tests::played;

    #[test]
    fn a_journal_is_read_and_drawn_and_a_missing_one_is_named() {
        let dir = tempfile::tempdir().unwrap();
        let journal = dir.path().join("a.jsonl");
        played("greedy,random,random", 4, journal.clone());
        let plot = dir.path().join("m.svg");
        run(MarginsArgs {
            journal: journal.clone(),
            entry: 1,
            points: POINTS.to_vec(),
            json: false,
            plot: Some(plot.clone()),
        })
        .unwrap();
        let svg = std::fs::read_to_string(plot).unwrap();
        assert!(svg.contains("greedy (entry 1), 6 seats"), "{svg}");
        let e = run(MarginsArgs {
            journal: dir.path().join("missing.jsonl"),
            entry: 1,
            points: vec![],
            json: true,
            plot: None,
        })
        .unwrap_err();
        assert!(
            e.contains("cannot read the journal") && e.contains("missing.jsonl"),
            "{e}"
        );
    }
}
