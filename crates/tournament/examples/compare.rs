//! `urbs compare` without the rest of the command line (no server to
//! build), as `match` is `urbs tournament`: two tournaments' journals game
//! by game, the text on stdout, the plot where named.
//! cargo run --release -p urbs-tournament --example compare -- REFERENCE.jsonl CANDIDATE.jsonl [FILE.svg]
use std::path::Path;

use urbs_tournament::{compare, plot_comparison_svg};

fn main() -> Result<(), String> {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let [reference, candidate, ..] = a.as_slice() else {
        return Err("REFERENCE.jsonl CANDIDATE.jsonl [FILE.svg]".into());
    };
    let comparison = compare(Path::new(reference), Path::new(candidate))?;
    if let Some(path) = a.get(2) {
        std::fs::write(path, plot_comparison_svg(&comparison)?).map_err(|e| e.to_string())?;
    }
    print!("{comparison}");
    Ok(())
}
