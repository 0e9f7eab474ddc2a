//! `urbs compare` without the rest of the command line (no server to
//! build), as `match` is `urbs tournament`: two tournaments' journals game
//! by game, the text on stdout, the plot where named.
//! cargo run --release -p urbs-tournament --example compare -- REFERENCE.jsonl CANDIDATE.jsonl [FILE.svg|- [ENTRY]]
//! (`-`: no plot; ENTRY, from 1, as `urbs compare --entry`: the entry
//! compared where both journals name the same bots).
use std::path::Path;

use urbs_tournament::{compare, plot_comparison_svg};

fn main() -> Result<(), String> {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let [reference, candidate, ..] = a.as_slice() else {
        return Err("REFERENCE.jsonl CANDIDATE.jsonl [FILE.svg|- [ENTRY]]".into());
    };
    let entry = match a.get(3) {
        Some(n) => match n.parse::<usize>() {
            Ok(n) if n >= 1 => Some(n - 1),
            _ => return Err(format!("entry `{n}`: a number from 1")),
        },
        None => None,
    };
    let comparison = compare(Path::new(reference), Path::new(candidate), entry)?;
    if let Some(path) = a.get(2).filter(|p| *p != "-") {
        std::fs::write(path, plot_comparison_svg(&comparison)?).map_err(|e| e.to_string())?;
    }
    print!("{comparison}");
    Ok(())
}
