//! `urbs replay FILE --steps` and `urbs sim --save-dir DIR --steps`: the
//! trajectory format of docs/trajectories.md, checked from outside.

use std::process::{Command, Output};

use serde_json::Value;
use urbs_engine::Viewer;

fn urbs(args: &[&str]) -> Output {
    let out = Command::new(env!("CARGO_BIN_EXE_urbs"))
        .args(args)
        .output()
        .expect("urbs runs");
    assert!(
        out.status.success(),
        "urbs {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// Every line parses, steps count up from 0, the last line holds the
/// outcome, and playing the recorded actions from the start gives, at every
/// line, the views, legal actions and events the line shows.
fn check_trajectory(replay: &Value, text: &str) {
    let lines: Vec<Value> = text
        .lines()
        .enumerate()
        .map(|(i, l)| serde_json::from_str(l).unwrap_or_else(|e| panic!("line {}: {e}", i + 1)))
        .collect();
    assert_eq!(
        lines.len(),
        replay["actions"].as_array().unwrap().len() + 1,
        "one line per action plus the outcome"
    );
    let last = lines.last().unwrap();
    assert!(last["outcome"]["scores"].is_array(), "{}", last["outcome"]);
    assert_eq!(last["to_act"], serde_json::json!([]));
    assert!(last.get("action").is_none());
    let mut start = replay.clone();
    start["actions"] = Value::Array(Vec::new());
    let mut table = urbs_catalog::load_replay(&start).unwrap();
    let mut seen = 0;
    for (i, line) in lines.iter().enumerate() {
        assert_eq!(line["step"], i, "line {}", i + 1);
        for s in 0..table.players() {
            assert_eq!(
                line["views"][s.to_string()],
                table.view_json(Viewer::Seat(s))
            );
        }
        assert_eq!(
            line["views"]["spectator"],
            table.view_json(Viewer::Spectator)
        );
        assert_eq!(line["events"], Value::Array(table.log_json(seen)));
        seen = table.log_len();
        let to_act: Vec<usize> = table.to_act().seats().iter().collect();
        assert_eq!(line["to_act"], serde_json::json!(to_act));
        for s in to_act {
            assert_eq!(
                line["legal"][s.to_string()],
                serde_json::to_value(table.legal_actions(s)).unwrap()
            );
        }
        if i + 1 < lines.len() {
            let seat = line["action"]["seat"].as_u64().unwrap() as usize;
            let chosen = &line["action"]["json"];
            assert!(
                line["legal"][seat.to_string()]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|c| &c["json"] == chosen && c["text"] == line["action"]["text"]),
                "line {}: the chosen action is one of the legal ones",
                i + 1
            );
            table.apply_json(seat, chosen).unwrap();
        }
    }
    assert!(table.outcome().is_some());
}

#[test]
fn trajectories_of_every_game_replay_to_the_same_views() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    for game in urbs_catalog::GAME_IDS {
        urbs(&[
            "sim",
            game,
            "--players",
            "3",
            "--games",
            "1",
            "--seed",
            "4",
            "--bots",
            "greedy,random,random",
            "--save-dir",
            d,
            "--steps",
            "--json",
        ]);
        let replay_path = dir.path().join(format!("{game}-0000000.json"));
        let replay: Value =
            serde_json::from_str(&std::fs::read_to_string(&replay_path).unwrap()).unwrap();
        let saved = std::fs::read_to_string(replay_path.with_extension("jsonl")).unwrap();
        check_trajectory(&replay, &saved);
        // `urbs replay --steps` writes the very same lines.
        let out = urbs(&["replay", replay_path.to_str().unwrap(), "--steps"]);
        assert_eq!(String::from_utf8(out.stdout).unwrap(), saved, "{game}");
    }
}

#[test]
fn a_limited_trajectory_stops_early_with_no_outcome() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    urbs(&[
        "sim",
        "forsale",
        "--players",
        "3",
        "--games",
        "1",
        "--save-dir",
        d,
    ]);
    let file = dir.path().join("forsale-0000000.json");
    let out = urbs(&["replay", file.to_str().unwrap(), "--steps", "--limit", "5"]);
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 6);
    assert_eq!(lines[5]["step"], 5);
    assert_eq!(lines[5]["outcome"], Value::Null);
    assert!(lines[5].get("action").is_none());
}

/// Issue 28: `urbs sim --edition N` plays that edition of the rules; its
/// report, replays and trajectories say so, and `urbs replay` plays the
/// file under it. `urbs tournament --edition N` says it too.
#[test]
fn sim_and_tournament_play_the_edition_asked_for() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    let sim = |edition: &str, dir: &str| {
        let out = urbs(&[
            "sim",
            "metropolis",
            "--players",
            "3",
            "--games",
            "2",
            "--seed",
            "3",
            "--bots",
            "greedy,greedy,random",
            "--edition",
            edition,
            "--save-dir",
            dir,
            "--steps",
            "--json",
        ]);
        serde_json::from_slice::<Value>(&out.stdout).unwrap()
    };
    let old = sim("1", d);
    assert_eq!(old["edition"], 1);
    let file = dir.path().join("metropolis-0000000.json");
    let replay: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(replay["edition"], 1);
    let lines = std::fs::read_to_string(file.with_extension("jsonl")).unwrap();
    for line in lines.lines() {
        assert_eq!(serde_json::from_str::<Value>(line).unwrap()["edition"], 1);
    }
    check_trajectory(&replay, &lines);
    let out = urbs(&["replay", "--json", file.to_str().unwrap()]);
    let played: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(played["edition"], 1);

    let latest = tempfile::tempdir().unwrap();
    let new = sim("2", latest.path().to_str().unwrap());
    assert_eq!(new["edition"], 2);
    assert_ne!(old["seats"], new["seats"], "edition 1 played as edition 2");

    let refused = Command::new(env!("CARGO_BIN_EXE_urbs"))
        .args([
            "sim",
            "city",
            "--players",
            "3",
            "--games",
            "1",
            "--edition",
            "3",
        ])
        .output()
        .unwrap();
    assert!(!refused.status.success());
    let err = String::from_utf8_lossy(&refused.stderr);
    assert!(err.contains("not edition 3"), "{err}");

    let out = urbs(&[
        "tournament",
        "--game",
        "city",
        "--players",
        "3",
        "--bots",
        "greedy,random",
        "--games",
        "3",
        "--edition",
        "1",
        "--json",
    ]);
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["edition"], 1);
}
