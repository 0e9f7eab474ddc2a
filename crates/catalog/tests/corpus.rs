//! The golden corpus (`corpus/`, issue 28): replays written by earlier builds,
//! with the outcomes those builds reported. Every replay plays to its
//! recorded outcome under the edition it names (none: edition 1), and
//! playing a Metropolis replay of edition 1 under edition 2 fails, which
//! shows that the editions' branches are what keeps the old records.

use std::path::{Path, PathBuf};

use serde_json::Value;

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../corpus")
}

/// Every corpus folder's replays with the outcome recorded for each.
fn recorded() -> Vec<(PathBuf, Value, Value)> {
    let mut all = Vec::new();
    let mut sets: Vec<PathBuf> = std::fs::read_dir(corpus())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("replay-outcomes.json").exists())
        .collect();
    sets.sort();
    for set in sets {
        let text = std::fs::read_to_string(set.join("replay-outcomes.json")).unwrap();
        let outcomes: Value = serde_json::from_str(&text).unwrap();
        for (file, outcome) in outcomes["replays"].as_object().unwrap() {
            let path = set.join(file);
            let replay = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
            all.push((path, replay, outcome.clone()));
        }
    }
    all
}

#[test]
fn every_replay_plays_to_its_recorded_outcome_under_its_edition() {
    let all = recorded();
    assert!(all.len() >= 90, "found only {} replays", all.len());
    let mut old_metropolis = 0;
    for (path, replay, outcome) in &all {
        let table =
            urbs_catalog::load_replay(replay).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let edition = replay["edition"].as_u64().unwrap_or(1);
        assert_eq!(u64::from(table.edition()), edition, "{}", path.display());
        let o = table
            .outcome()
            .unwrap_or_else(|| panic!("{}: the game is not over", path.display()));
        assert_eq!(
            serde_json::json!({"scores": o.scores, "wins": o.wins}),
            serde_json::json!({"scores": outcome["scores"], "wins": outcome["wins"]}),
            "{}",
            path.display()
        );
        if table.game() == "metropolis" && edition == 1 {
            old_metropolis += 1;
        }
    }
    assert!(
        old_metropolis >= 20,
        "{old_metropolis} old Metropolis replays"
    );
}

#[test]
fn old_metropolis_replays_fail_or_differ_under_edition_2() {
    let mut differ = 0;
    let mut admin = 0;
    let mut old = 0;
    for (path, mut replay, outcome) in recorded() {
        if replay["game"] != "metropolis" || replay.get("edition").is_some() {
            continue;
        }
        old += 1;
        replay["edition"] = 2.into();
        match urbs_catalog::load_replay(&replay) {
            Err(e) => {
                differ += 1;
                // MP-5: edition 2's Admin. Bldg. is a T (with its article).
                if e.contains("are not the shape of an Admin. Bldg. (rule MP-5)") {
                    admin += 1;
                }
            }
            Ok(table) => {
                let same = table.outcome().is_some_and(|o| {
                    serde_json::json!({"scores": o.scores, "wins": o.wins})
                        == serde_json::json!({"scores": outcome["scores"], "wins": outcome["wins"]})
                });
                if !same {
                    differ += 1;
                } else {
                    eprintln!("{} plays alike in both editions", path.display());
                }
            }
        }
    }
    assert!(old >= 20, "{old} old Metropolis replays");
    assert!(
        differ * 2 > old,
        "only {differ} of {old} differ under edition 2"
    );
    assert!(admin >= 5, "only {admin} fail on MP-5's Admin. Bldg.");
}

#[test]
fn a_replay_without_an_edition_is_edition_1_and_one_this_build_lacks_is_refused() {
    let (path, replay, _) = recorded()
        .into_iter()
        .find(|(_, r, _)| r["game"] == "city" && r.get("edition").is_none())
        .expect("an old City replay");
    let table = urbs_catalog::load_replay(&replay).unwrap();
    assert_eq!(table.edition(), 1, "{}", path.display());
    // Saved again, it names its edition.
    assert_eq!(table.replay_json()["edition"], 1);
    let mut future = replay.clone();
    future["edition"] = 9.into();
    let err = urbs_catalog::load_replay(&future).err().unwrap();
    assert_eq!(err, "city has editions 1 to 2 of its rules, not edition 9");
}
