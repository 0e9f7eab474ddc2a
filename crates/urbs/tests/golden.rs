//! Golden playthroughs: for each game a committed replay (fixed seed, fixed
//! bots) and its trajectory (`urbs replay FILE --steps`, the first steps
//! only where a whole game would be too long). The test writes the
//! trajectory again from the committed replay and compares it line by line,
//! so any change to the rules, the views, the legal actions or the events
//! shows here as the first line and field that differ.
//!
//! `UPDATE_GOLDEN=1 cargo test -p urbs --test golden` plays the games again
//! with the bots and rewrites both files (see docs/trajectories.md).

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

/// game, players, seed, bots, decision lines kept (`None`: the whole game).
const CASES: &[(&str, usize, u64, &str, Option<usize>)] = &[
    ("forsale", 3, 1, "greedy,random,random", None),
    ("forsale", 4, 2, "random,greedy,random,greedy", Some(36)),
    ("skyline", 3, 1, "greedy,random,random", Some(24)),
    ("city", 3, 1, "greedy,random,random", Some(35)),
    ("metropolis", 3, 1, "greedy,random,random", Some(24)),
];

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

fn name(game: &str, players: usize, seed: u64) -> String {
    format!("{game}-{players}p-seed{seed}")
}

fn urbs(args: &[&str]) -> Vec<u8> {
    let out = Command::new(env!("CARGO_BIN_EXE_urbs"))
        .args(args)
        .output()
        .expect("urbs runs");
    assert!(
        out.status.success(),
        "urbs {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

fn trajectory(replay: &Path, limit: Option<usize>) -> String {
    let limit = limit.map(|n| n.to_string());
    let mut args = vec!["replay", replay.to_str().unwrap(), "--steps"];
    if let Some(n) = &limit {
        args.extend(["--limit", n]);
    }
    String::from_utf8(urbs(&args)).unwrap()
}

/// Plays the case's game with its bots and writes the replay file.
fn record(game: &str, players: usize, seed: u64, bots: &str, replay: &Path) {
    let dir = tempfile::tempdir().unwrap();
    let p = players.to_string();
    let s = seed.to_string();
    urbs(&[
        "sim",
        game,
        "--players",
        &p,
        "--games",
        "1",
        "--seed",
        &s,
        "--bots",
        bots,
        "--json",
        "--save-dir",
        dir.path().to_str().unwrap(),
    ]);
    std::fs::copy(dir.path().join(format!("{game}-0000000.json")), replay).unwrap();
}

/// The first place two JSON values differ, as a path and both values.
fn first_difference(path: &str, want: &Value, got: &Value) -> Option<String> {
    match (want, got) {
        (Value::Object(a), Value::Object(b)) => {
            let mut keys: Vec<&String> = a.keys().chain(b.keys()).collect();
            keys.sort();
            keys.dedup();
            keys.into_iter().find_map(|k| {
                let null = Value::Null;
                let (x, y) = (a.get(k).unwrap_or(&null), b.get(k).unwrap_or(&null));
                if a.contains_key(k) != b.contains_key(k) {
                    return Some(format!("{path}.{k}: expected {x}, got {y}"));
                }
                first_difference(&format!("{path}.{k}"), x, y)
            })
        }
        (Value::Array(a), Value::Array(b)) => a
            .iter()
            .zip(b)
            .enumerate()
            .find_map(|(i, (x, y))| first_difference(&format!("{path}[{i}]"), x, y))
            .or_else(|| {
                (a.len() != b.len())
                    .then(|| format!("{path}: expected {} items, got {}", a.len(), b.len()))
            }),
        _ => (want != got).then(|| format!("{path}: expected {want}, got {got}")),
    }
}

/// `None` when equal, else a readable account of the first differing line.
fn compare(file: &str, want: &str, got: &str) -> Option<String> {
    let (w, g): (Vec<&str>, Vec<&str>) = (want.lines().collect(), got.lines().collect());
    for (i, (a, b)) in w.iter().zip(&g).enumerate() {
        if a != b {
            let detail = match (serde_json::from_str(a), serde_json::from_str(b)) {
                (Ok(x), Ok(y)) => first_difference("$", &x, &y)
                    .unwrap_or_else(|| "same JSON, different bytes".into()),
                _ => format!("expected\n  {a}\ngot\n  {b}"),
            };
            return Some(format!("{file} line {}: {detail}", i + 1));
        }
    }
    (w.len() != g.len()).then(|| format!("{file}: expected {} lines, got {}", w.len(), g.len()))
}

#[test]
fn golden_playthroughs_are_unchanged() {
    let update = std::env::var_os("UPDATE_GOLDEN").is_some_and(|v| v == "1");
    let dir = golden_dir();
    let mut failures = Vec::new();
    for &(game, players, seed, bots, limit) in CASES {
        let base = name(game, players, seed);
        let replay = dir.join(format!("{base}.replay.json"));
        let golden = dir.join(format!("{base}.jsonl"));
        if update {
            std::fs::create_dir_all(&dir).unwrap();
            record(game, players, seed, bots, &replay);
        }
        let got = trajectory(&replay, limit);
        assert!(
            got.len() <= 160_000,
            "{base}: {} bytes; keep fewer steps",
            got.len()
        );
        if update {
            std::fs::write(&golden, &got).unwrap();
            continue;
        }
        let want = std::fs::read_to_string(&golden).unwrap_or_else(|e| {
            panic!(
                "{}: {e}; run UPDATE_GOLDEN=1 cargo test -p urbs --test golden",
                golden.display()
            )
        });
        if let Some(diff) = compare(&format!("{base}.jsonl"), &want, &got) {
            failures.push(diff);
        }
    }
    assert!(
        failures.is_empty(),
        "golden playthroughs differ (if the change is intended: \
         UPDATE_GOLDEN=1 cargo test -p urbs --test golden):\n{}",
        failures.join("\n")
    );
}

#[test]
fn the_diff_names_the_first_differing_line_and_field() {
    let want = "{\"step\":0}\n{\"step\":1,\"views\":{\"0\":{\"chips\":[3,4]}}}\n";
    let got = "{\"step\":0}\n{\"step\":1,\"views\":{\"0\":{\"chips\":[3,5]}}}\n";
    let diff = compare("x.jsonl", want, got).unwrap();
    assert_eq!(
        diff,
        "x.jsonl line 2: $.views.0.chips[1]: expected 4, got 5"
    );
    assert_eq!(compare("x.jsonl", want, want), None);
    assert!(
        compare("x.jsonl", want, "{\"step\":0}\n")
            .unwrap()
            .contains("2 lines, got 1")
    );
}
