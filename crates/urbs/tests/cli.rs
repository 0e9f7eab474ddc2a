//! The `urbs` binary, run as a user runs it.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

fn urbs(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_urbs"))
        .args(args)
        .output()
        .expect("urbs runs")
}

fn json(out: &Output) -> Value {
    assert!(
        out.status.success(),
        "urbs failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("stdout is one JSON value")
}

#[test]
fn sim_json_is_the_same_whatever_the_thread_count() {
    let args = |threads: &'static str| {
        urbs(&[
            "sim",
            "forsale",
            "--players",
            "4",
            "--games",
            "3000",
            "--seed",
            "7",
            "--bots",
            "greedy,random,random,random",
            "--json",
            "--threads",
            threads,
        ])
    };
    let one = json(&args("1"));
    let two = json(&args("2"));
    for key in ["game", "players", "games", "seed", "seats", "elapsed_s"] {
        assert!(one.get(key).is_some(), "missing {key}: {one}");
    }
    assert_eq!(one["seats"], two["seats"]);
    let seats = one["seats"].as_array().unwrap();
    assert_eq!(seats[0]["bot"], "greedy");
    let wins: f64 = seats.iter().map(|s| s["wins"].as_f64().unwrap()).sum();
    assert!(
        (wins - 3000.0).abs() < 1e-6,
        "win shares sum to the game count"
    );
    // Greedy clearly beats random: well above the 0.25 parity share.
    assert!(seats[0]["wins"].as_f64().unwrap() / 3000.0 > 0.5, "{one}");
}

/// The table a person reads counts seats from 1 (issue 29); the JSON from 0.
#[test]
fn sim_names_seats_as_people_count_them() {
    let out = urbs(&[
        "sim",
        "forsale",
        "--games",
        "4",
        "--bots",
        "greedy,random,random,random",
    ]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let rows: Vec<&str> = text.lines().skip(2).collect();
    assert_eq!(rows.len(), 4, "{text}");
    for (i, row) in rows.iter().enumerate() {
        assert!(row.starts_with(&format!("P{} ", i + 1)), "{text}");
    }
    assert!(rows[0].contains("greedy"), "{text}");
}

#[test]
fn saved_replays_play_back_to_the_same_result() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    let out = urbs(&[
        "sim",
        "forsale",
        "--players",
        "3",
        "--games",
        "5",
        "--seed",
        "3",
        "--variant",
        "--save-dir",
        d,
    ]);
    assert!(out.status.success());
    let mut files: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert_eq!(files.len(), 5);
    let file = files[0].to_str().unwrap();
    let result = json(&urbs(&["replay", file, "--json"]));
    assert_eq!(result["game"], "forsale");
    assert_eq!(result["scores"].as_array().unwrap().len(), 3);
    let text = urbs(&["replay", file]);
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(
        text.contains("Auction 1") && text.contains("Game over"),
        "{text}"
    );
    // In Spanish: the course of the game, the table and the scores.
    let es = urbs(&["replay", file, "--lang", "es"]);
    let es = String::from_utf8(es.stdout).unwrap();
    assert!(es.starts_with("forsale con 3 jugadores, "), "{es}");
    assert!(
        es.contains("  * Subasta 1: se ofrecen los edificios"),
        "{es}"
    );
    assert!(es.contains("For Sale: fin de la partida"), "{es}");
    assert!(es.contains("Puntuaciones ["), "{es}");
    assert!(
        !es.contains("Game over") && !es.contains("Auction 1"),
        "{es}"
    );
    // Replaying twice gives the same bytes.
    assert_eq!(
        urbs(&["replay", file, "--json"]).stdout,
        urbs(&["replay", file, "--json"]).stdout
    );
}

/// A replay whose actions stop before the game is over has no result:
/// `urbs replay` says so and fails, with `--json` too (it printed
/// `"scores": []` and exited 0).
#[test]
fn a_replay_that_ends_before_the_game_does_fails() {
    let dir = tempfile::tempdir().unwrap();
    let mut json = forsale_replay(&["a", "b", "c"]);
    json["actions"].as_array_mut().unwrap().truncate(5);
    let path = dir.path().join("short.json");
    std::fs::write(&path, json.to_string()).unwrap();
    let file = path.to_str().unwrap();
    for args in [vec!["replay", file, "--json"], vec!["replay", file]] {
        let out = urbs(&args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
        assert!(
            err.contains("the game is not over: its 5 actions end before the game does"),
            "{args:?}: {err}"
        );
        if args.contains(&"--json") {
            assert!(out.stdout.is_empty(), "no scores printed");
        } else {
            let text = String::from_utf8_lossy(&out.stdout);
            assert!(text.contains("The game is not finished."), "{text}");
        }
    }
}

#[test]
fn bad_files_are_refused_with_the_place_of_the_fault() {
    let dir = tempfile::tempdir().unwrap();
    let broken = dir.path().join("broken.json");
    std::fs::write(&broken, "{\n  \"game\": \"forsale\",\n  oops\n}\n").unwrap();
    let out = urbs(&["replay", broken.to_str().unwrap()]);
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("line 3"), "{err}");

    let illegal = dir.path().join("illegal.json");
    std::fs::write(
        &illegal,
        r#"{"game":"forsale","players":4,"options":{},"seed":1,
            "actions":[{"seat":0,"action":{"bid":3}},{"seat":1,"action":{"bid":2}}]}"#,
    )
    .unwrap();
    let out = urbs(&["replay", illegal.to_str().unwrap()]);
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(!out.status.success());
    assert!(
        err.contains("action 0") || err.contains("action 1"),
        "{err}"
    );
}

#[test]
fn bench_json_has_every_field() {
    let out = json(&urbs(&[
        "bench",
        "--game",
        "forsale",
        "--seconds",
        "0.1",
        "--json",
    ]));
    let r = &out["results"][0];
    assert_eq!(r["game"], "forsale");
    assert_eq!(r["players"], 4);
    assert!(r["games_per_sec"].as_f64().unwrap() > 0.0);
    assert!(r["actions_per_sec"].as_f64().unwrap() > r["games_per_sec"].as_f64().unwrap());
}

#[test]
fn a_game_played_through_a_pipe_ends_with_scores() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_urbs"))
        .args([
            "play",
            "forsale",
            "--seed",
            "11",
            "--bots",
            "greedy,random,greedy",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all("pass\nsell 99\n1\n".repeat(100).as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("Final scores"), "{text}");
    assert!(
        // Counted from 1, as people count (issue 29): the person is P1.
        text.contains("P2 greedy, P3 random, P4 greedy"),
        "bots take the other seats in order: {text}"
    );
}

#[test]
fn unknown_games_and_bots_are_named() {
    let out = urbs(&["sim", "chess"]);
    assert!(
        String::from_utf8(out.stderr)
            .unwrap()
            .contains("unknown game `chess`")
    );
    let out = urbs(&["sim", "forsale", "--bots", "a,b,c,d"]);
    assert!(
        String::from_utf8(out.stderr)
            .unwrap()
            .contains("unknown bot `a`")
    );
}

/// A For Sale replay of a whole game (greedy bots), as JSON.
fn forsale_replay(names: &[&str]) -> Value {
    let mut table = urbs_catalog::new_table("forsale", 3, &Value::Null, 5).unwrap();
    let mut bots: Vec<_> = (0..3)
        .map(|i| urbs_catalog::make_dyn_bot("forsale", "greedy", i).unwrap())
        .collect();
    while let Some(seat) = table.to_act().seats().first() {
        let choice = bots[seat].choose(table.as_ref(), seat).unwrap();
        table.apply_json(seat, &choice.json).unwrap();
    }
    let mut json = table.replay_json();
    json["names"] = serde_json::json!(names);
    json
}

/// `urbs analyze --state` on `snap` with the number at `pointer` set to
/// `value`.
fn analyze_with(dir: &std::path::Path, snap: &Value, pointer: &str, value: Value) -> Output {
    let mut bad = snap.clone();
    *bad.pointer_mut(pointer).unwrap() = value;
    let path = dir.join("bad.json");
    std::fs::write(&path, bad.to_string()).unwrap();
    urbs(&[
        "analyze",
        "--state",
        path.to_str().unwrap(),
        "--bot",
        "ismcts:20",
    ])
}

#[test]
fn crafted_snapshots_are_refused_never_a_panic() {
    let dir = tempfile::tempdir().unwrap();
    let mut early = forsale_replay(&["a", "b", "c"]);
    early["actions"].as_array_mut().unwrap().truncate(5);
    let snap = urbs_catalog::load_replay(&early).unwrap().snapshot_json();
    for (pointer, value) in [
        ("/state/players", 40),
        ("/state/bidder", 9),
        ("/state/players", 0),
        ("/state/chips/1", 250),
        ("/state/choices/0", 77),
    ] {
        let out = analyze_with(dir.path(), &snap, pointer, Value::from(value));
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{pointer}={value}: {err}");
        assert!(err.contains("not a possible For Sale position"), "{err}");
        assert!(!err.contains("panicked"), "{err}");
    }
}

#[test]
fn a_closed_pipe_ends_the_output_quietly() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.json");
    std::fs::write(&path, forsale_replay(&["a", "b", "c"]).to_string()).unwrap();
    // The reader is gone before the first line is written (as with `head`
    // once it has its lines), so every write meets a closed pipe.
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let out = Command::new(env!("CARGO_BIN_EXE_urbs"))
        .args(["replay", path.to_str().unwrap()])
        .stdout(writer)
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert_ne!(out.status.code(), Some(101), "{err}");
    assert!(err.is_empty(), "quiet: {err}");
}

#[test]
fn oversized_files_are_refused_before_they_are_read() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("huge.json");
    let file = std::fs::File::create(&path).unwrap();
    file.set_len(70 << 20).unwrap();
    let out = urbs(&["replay", path.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("too big for a replay"), "{err}");
}

#[test]
fn names_from_a_file_never_print_control_characters() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.json");
    let names = ["\u{1b}[2J\u{1b}[31mEvil", "Bob\u{202e}gnp", "Cy\u{7}"];
    std::fs::write(&path, forsale_replay(&names).to_string()).unwrap();
    let out = urbs(&["replay", path.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("Evil") && text.contains("Bob"), "{text}");
    for c in ['\u{1b}', '\u{202e}', '\u{7}'] {
        assert!(!text.contains(c), "{c:?} printed: {text:?}");
    }
}

/// Numbers of a snapshot, by JSON pointer.
fn number_pointers(v: &Value, path: String, out: &mut Vec<String>) {
    match v {
        Value::Number(_) => out.push(path),
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                number_pointers(x, format!("{path}/{i}"), out);
            }
        }
        Value::Object(m) => {
            for (k, x) in m {
                number_pointers(x, format!("{path}/{k}"), out);
            }
        }
        _ => {}
    }
}

#[test]
fn crafted_snapshots_of_every_game_never_crash_the_command() {
    let dir = tempfile::tempdir().unwrap();
    for info in urbs_catalog::games() {
        let mut table =
            urbs_catalog::new_table(info.id, info.min_players, &Value::Null, 4).unwrap();
        let mut bots: Vec<_> = (0..info.min_players)
            .map(|i| urbs_catalog::make_dyn_bot(info.id, "random", i as u64).unwrap())
            .collect();
        for _ in 0..12 {
            let Some(seat) = table.to_act().seats().first() else {
                break;
            };
            let choice = bots[seat].choose(table.as_ref(), seat).unwrap();
            table.apply_json(seat, &choice.json).unwrap();
        }
        let snap = table.snapshot_json();
        let mut pointers = Vec::new();
        number_pointers(&snap["state"], "/state".into(), &mut pointers);
        // Every seventh number, set far out of range.
        for (k, pointer) in pointers
            .iter()
            .enumerate()
            .filter(|(k, _)| k % 7 == 0)
            .take(8)
        {
            let value = Value::from(if k % 2 == 0 { 250 } else { 65535 });
            let out = analyze_with(dir.path(), &snap, pointer, value);
            let err = String::from_utf8_lossy(&out.stderr);
            assert_ne!(out.status.code(), Some(101), "{} {pointer}: {err}", info.id);
            assert!(!err.contains("panicked"), "{} {pointer}: {err}", info.id);
        }
    }
}

/// `urbs tournament --journal`: a tournament killed part way goes on from
/// its journal, and its report is the one an uninterrupted run gives.
#[test]
fn a_killed_tournament_goes_on_from_its_journal() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("t.jsonl");
    let args = |games: &'static str| {
        [
            "tournament",
            "--game",
            "forsale",
            "--bots",
            "ismcts:300,greedy,greedy,random",
            "--games",
            games,
            "--seed",
            "9",
            "--threads",
            "1",
            "--json",
        ]
    };
    let whole = json(&urbs(&args("40")));
    let lines = || {
        std::fs::read_to_string(&journal)
            .unwrap_or_default()
            .matches('\n')
            .count()
    };
    let mut child = Command::new(env!("CARGO_BIN_EXE_urbs"))
        .args(args("40"))
        .arg("--journal")
        .arg(&journal)
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    // Killed once it has written a game or two (a header line first).
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(300);
    while lines() < 3 && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let kept = lines() - 1;
    assert!(kept >= 2, "{kept} games written before the kill");
    let mut again: Vec<&str> = args("40").to_vec();
    let path = journal.to_str().unwrap();
    again.extend(["--journal", path]);
    let resumed = json(&urbs(&again));
    assert_eq!(resumed["resumed"], kept as u64);
    for field in ["ratings", "head_to_head", "games"] {
        assert_eq!(resumed[field], whole[field], "{field}");
    }
    assert_eq!(lines(), 41);
    // The text report says how many games came from the journal.
    let mut text: Vec<&str> = args("40")[..args("40").len() - 1].to_vec();
    text.extend(["--journal", path]);
    let out = urbs(&text);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("40 seat-rotated games, 40 of them from the journal"),
        "{said}"
    );
    // A report so far plays nothing.
    let mut so_far: Vec<&str> = args("400").to_vec();
    so_far.extend(["--journal", path, "--so-far"]);
    let report = json(&urbs(&so_far));
    assert_eq!(
        (report["games"].as_u64(), report["resumed"].as_u64()),
        (Some(40), Some(40))
    );
    assert_eq!(report["ratings"], whole["ratings"]);
    assert_eq!(lines(), 41);
    // Another tournament's journal is refused, naming the difference.
    let mut other: Vec<&str> = args("40").to_vec();
    other[8] = "10";
    other.extend(["--journal", path]);
    let out = urbs(&other);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("line 1: the journal of another tournament (seed 9, not 10)"),
        "{err}"
    );
}
