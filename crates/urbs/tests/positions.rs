//! Position files from the command line: `urbs replay --at N --position`
//! writes one; `urbs analyze --position` and `urbs play --position` read it.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

fn urbs(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_urbs"))
        .args(args)
        .output()
        .expect("urbs runs")
}

fn ok(out: Output) -> String {
    assert!(
        out.status.success(),
        "urbs failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// A saved For Sale replay and the position after 6 of its actions.
fn position(dir: &std::path::Path) -> (std::path::PathBuf, Value) {
    let d = dir.to_str().unwrap();
    ok(urbs(&[
        "sim",
        "forsale",
        "--players",
        "3",
        "--games",
        "1",
        "--save-dir",
        d,
    ]));
    let replay = dir.join("forsale-0000000.json");
    let text = ok(urbs(&[
        "replay",
        replay.to_str().unwrap(),
        "--at",
        "6",
        "--position",
    ]));
    let pos: Value = serde_json::from_str(&text).unwrap();
    let path = dir.join("position.json");
    std::fs::write(&path, &text).unwrap();
    (path, pos)
}

#[test]
fn a_position_is_written_analysed_and_played_on() {
    let dir = tempfile::tempdir().unwrap();
    let (path, pos) = position(dir.path());
    for key in ["game", "players", "options", "state"] {
        assert!(pos.get(key).is_some(), "{key}: {pos}");
    }
    assert_eq!(pos["players"], 3);
    let p = path.to_str().unwrap();
    let analysis: Value = serde_json::from_str(&ok(urbs(&[
        "analyze",
        "--position",
        p,
        "--bot",
        "ismcts:100",
        "--json",
    ])))
    .unwrap();
    assert_eq!(analysis["game"], "forsale");
    assert!(!analysis["actions"].as_array().unwrap().is_empty());

    // Played on to the end; the saved replay starts from the position.
    let saved = dir.path().join("saved.json");
    let mut child = Command::new(env!("CARGO_BIN_EXE_urbs"))
        .args(["play", "forsale", "--position", p, "--seed", "2", "--save"])
        .arg(&saved)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all("1\n".repeat(200).as_bytes())
        .unwrap();
    let text = ok(child.wait_with_output().unwrap());
    assert!(text.contains("Final scores"), "{text}");
    let replay: Value = serde_json::from_str(&std::fs::read_to_string(&saved).unwrap()).unwrap();
    assert_eq!(replay["position"], pos["state"]);
    let s = saved.to_str().unwrap();
    let result: Value = serde_json::from_str(&ok(urbs(&["replay", s, "--json"]))).unwrap();
    assert_eq!(result["scores"].as_array().unwrap().len(), 3);
    // Its trajectory starts at the position.
    let steps = ok(urbs(&["replay", s, "--steps"]));
    let first: Value = serde_json::from_str(steps.lines().next().unwrap()).unwrap();
    assert_eq!(first["step"], 0);
    assert_eq!(first["events"], serde_json::json!([]));
    assert!(steps.lines().last().unwrap().contains("\"outcome\":{"));
}

#[test]
fn crafted_positions_are_refused_without_a_panic() {
    let dir = tempfile::tempdir().unwrap();
    let (_, pos) = position(dir.path());
    let mut cases = Vec::new();
    let mut p = pos.clone();
    p["state"]["chips"][0] = Value::from(250);
    cases.push((p, "not a valid position"));
    let mut p = pos.clone();
    p["state"]["bidder"] = Value::from(4);
    cases.push((p, "not a valid position"));
    let mut p = pos.clone();
    p["state"]["display"] = serde_json::json!([1, 1, 1, 1, 1, 1, 1, 1]);
    cases.push((p, "not a forsale position"));
    let mut p = pos.clone();
    p["game"] = Value::from("skyline");
    cases.push((p, "not a skyline position"));
    for (i, (p, want)) in cases.iter().enumerate() {
        let path = dir.path().join(format!("bad{i}.json"));
        std::fs::write(&path, p.to_string()).unwrap();
        let f = path.to_str().unwrap();
        for args in [
            vec!["analyze", "--position", f],
            vec!["play", p["game"].as_str().unwrap(), "--position", f],
        ] {
            let out = urbs(&args);
            let err = String::from_utf8(out.stderr).unwrap();
            assert!(!out.status.success(), "{args:?}");
            assert!(err.contains(want), "{args:?}: {err}");
            assert!(!err.contains("panicked"), "{err}");
        }
    }
}

#[test]
fn sim_plays_many_games_on_from_a_position() {
    let dir = tempfile::tempdir().unwrap();
    let (path, _) = position(dir.path());
    let p = path.to_str().unwrap();
    let run = || {
        ok(urbs(&[
            "sim",
            "forsale",
            "--position",
            p,
            "--games",
            "40",
            "--bots",
            "greedy,random,random",
            "--json",
        ]))
    };
    let report: Value = serde_json::from_str(&run()).unwrap();
    assert_eq!(report["players"], 3);
    let seats = report["seats"].as_array().unwrap();
    let wins: f64 = seats.iter().map(|s| s["wins"].as_f64().unwrap()).sum();
    assert!((wins - 40.0).abs() < 1e-9, "{report}");
    let again: Value = serde_json::from_str(&run()).unwrap();
    assert_eq!(
        report["seats"], again["seats"],
        "the same seed, the same games"
    );
    // Four bots for a three-player position are refused.
    let out = urbs(&["sim", "forsale", "--position", p, "--bots", "a,b,c,d"]);
    assert!(!out.status.success());
    assert!(String::from_utf8(out.stderr).unwrap().contains("3 players"));
}
