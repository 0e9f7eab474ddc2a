//! `urbs analyze`: what the search bot thinks of every legal action at one
//! position of a saved game (or of a snapshot).
//!
//! The bot is handed what the seat to act sees, exactly as in a game: its
//! view and the public log. The hidden parts of the file are never used.

use std::path::PathBuf;

use clap::Args;
use serde_json::{Value, json};
use urbs_bots::Roster;
use urbs_bots::Turn;
use urbs_bots::ismcts::IsmctsConfig;
use urbs_catalog::{Visitor, with_game};
use urbs_engine::{Replay, Seat, Snapshot, Table, Viewer};

#[derive(Args)]
pub struct AnalyzeArgs {
    /// A replay file (as written by `urbs sim --save-dir` or `urbs play --save`).
    #[arg(
        long,
        value_name = "FILE",
        conflicts_with_all = ["state", "position"],
        required_unless_present_any = ["state", "position"]
    )]
    pub replay: Option<PathBuf>,
    /// Analyse the position after this many actions of the replay (default: all).
    #[arg(long, value_name = "N", requires = "replay")]
    pub at: Option<usize>,
    /// A snapshot file (`{"game","state","log"}`) instead of a replay.
    #[arg(long, value_name = "FILE", conflicts_with = "position")]
    pub state: Option<PathBuf>,
    /// A position file (`{"game","players","options","state"}`, see
    /// docs/positions.md) instead of a replay.
    #[arg(long, value_name = "FILE")]
    pub position: Option<PathBuf>,
    /// The search bot and its budget.
    #[arg(long, default_value = "ismcts:20000")]
    pub bot: String,
    /// The seat to analyse, from 0 as the API counts (0 is P1; default: the
    /// first seat to act).
    #[arg(long)]
    pub seat: Option<Seat>,
    /// Seed of the search.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Print `{"game","seat","bot","iterations","actions":[{"action","json","visits","value"}],...}`.
    #[arg(long)]
    pub json: bool,
}

enum Source {
    Replay { json: Value, at: Option<usize> },
    Snapshot(Value),
    Position(Value),
}

struct Analyze<'a> {
    args: &'a AnalyzeArgs,
    config: IsmctsConfig,
    source: Source,
}

impl Visitor for Analyze<'_> {
    type Out = Result<Value, String>;

    fn visit<G: Roster>(self) -> Self::Out {
        let (state, log, moves) = match self.source {
            Source::Replay { json, at } => {
                let mut replay: Replay<G> = serde_json::from_value(json)
                    .map_err(|e| format!("not a {} replay: {e}", G::ID))?;
                let total = replay.actions.len();
                let at = at.unwrap_or(total);
                if at > total {
                    return Err(format!("--at {at}: the replay has only {total} actions"));
                }
                replay.actions.truncate(at);
                let table = Table::from_replay(&replay).map_err(|e| e.to_string())?;
                (table.state().clone(), table.log().to_vec(), at)
            }
            Source::Snapshot(json) => {
                let snap: Snapshot<G> = serde_json::from_value(json)
                    .map_err(|e| format!("not a {} snapshot: {e}", G::ID))?;
                // Checked before anything views or plays it. A game whose
                // check misses something must still not crash the command:
                // a panic in the check is a refusal too.
                let checked = quietly(|| snap.state.check_position());
                match checked {
                    Some(Ok(())) => {}
                    Some(Err(e)) => {
                        return Err(format!("not a possible {} position: {e}", G::NAME));
                    }
                    None => {
                        return Err(format!(
                            "not a possible {} position: its numbers do not fit together",
                            G::NAME
                        ));
                    }
                }
                (snap.state, snap.log, 0)
            }
            Source::Position(json) => {
                // Checked (Game::check_position) before anything reads it.
                let table = urbs_catalog::load_position(&json)?;
                let table = table
                    .as_any()
                    .downcast_ref::<Table<G>>()
                    .ok_or("the position is of another game")?;
                (table.state().clone(), Vec::new(), 0)
            }
        };
        let to_act = state.to_act();
        let seat = match self.args.seat {
            Some(s) if to_act.includes(s) => s,
            Some(s) => {
                return Err(format!(
                    "P{} (--seat {s}) is not to act at this position",
                    s + 1
                ));
            }
            None => to_act
                .seats()
                .first()
                .ok_or("the game is over: nobody is to act")?,
        };
        let view = state.view(Viewer::Seat(seat));
        let legal = state.legal_actions_vec(seat);
        let mut bot = urbs_bots::search_bot::<G>(self.config, self.args.seed);
        let analysis = bot.analyze(&Turn {
            seat,
            view: &view,
            log: &log,
            legal: &legal,
        });
        let actions: Vec<Value> = analysis
            .actions
            .iter()
            .map(|a| {
                json!({
                    "action": a.action.to_string(),
                    "json": a.action,
                    "visits": a.visits,
                    "value": a.value,
                })
            })
            .collect();
        Ok(json!({
            "game": G::ID,
            "seat": seat,
            "at": moves,
            "bot": self.config.to_string(),
            "iterations": analysis.iterations,
            "seconds": analysis.seconds,
            "view": view.to_string(),
            "actions": actions,
        }))
    }
}

/// Runs `f`, turning a panic into `None` without printing it.
fn quietly<T>(f: impl FnOnce() -> T) -> Option<T> {
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).ok();
    std::panic::set_hook(hook);
    out
}

fn read_json(path: &std::path::Path) -> Result<Value, String> {
    let text = crate::files::read_text(path, "game file", crate::files::MAX_GAME_FILE)?;
    serde_json::from_str(&text).map_err(|e| format!("{}: not JSON: {e}", path.display()))
}

pub fn analyze(args: &AnalyzeArgs) -> Result<Value, String> {
    let config: IsmctsConfig = args.bot.parse()?;
    let (source, path) = match (&args.replay, &args.state) {
        (None, None) if args.position.is_some() => {
            let p = args.position.as_ref().expect("checked");
            (Source::Position(read_json(p)?), p)
        }
        (Some(p), _) => (
            Source::Replay {
                json: read_json(p)?,
                at: args.at,
            },
            p,
        ),
        (None, Some(p)) => (Source::Snapshot(read_json(p)?), p),
        (None, None) => {
            return Err("give --replay FILE (with --at N), --state FILE or --position FILE".into());
        }
    };
    let json = match &source {
        Source::Replay { json, .. } | Source::Snapshot(json) | Source::Position(json) => json,
    };
    let game = json
        .get("game")
        .and_then(Value::as_str)
        .ok_or_else(|| format!("{}: no \"game\" field", path.display()))?
        .to_string();
    let from_file = matches!(source, Source::Snapshot(_) | Source::Position(_));
    let run = || {
        with_game(
            &game,
            Analyze {
                args,
                config,
                source,
            },
        )
    };
    // A snapshot passed its game's checks; should one still not fit
    // together somewhere the checks did not look, it is refused all the
    // same, never a crash.
    let result = if from_file {
        quietly(run).unwrap_or_else(|| {
            Ok(Err(format!(
                "not a possible {game} position: its numbers do not fit together"
            )))
        })
    } else {
        run()
    };
    result?.map_err(|e| format!("{}: {e}", path.display()))
}

pub fn run(args: AnalyzeArgs) -> Result<(), String> {
    let report = analyze(&args)?;
    if args.json {
        println!("{report}");
        return Ok(());
    }
    println!("{}", report["view"].as_str().unwrap_or(""));
    println!(
        "P{} to act; {} thought for {} iterations ({:.2} s).",
        report["seat"].as_u64().map_or(0, |s| s + 1),
        report["bot"].as_str().unwrap_or(""),
        report["iterations"],
        report["seconds"].as_f64().unwrap_or(0.0)
    );
    println!("{:<24} {:>9} {:>8}", "action", "visits", "value");
    for a in report["actions"].as_array().into_iter().flatten() {
        let value = a["value"]
            .as_f64()
            .map_or("-".to_string(), |v| format!("{v:.3}"));
        println!(
            "{:<24} {:>9} {:>8}",
            a["action"].as_str().unwrap_or(""),
            a["visits"].as_u64().unwrap_or(0),
            value
        );
    }
    println!(
        "(value: mean reward of the player after the action, win share blended with score, 0 to 1)"
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(replay: Option<PathBuf>, state: Option<PathBuf>, at: Option<usize>) -> AnalyzeArgs {
        AnalyzeArgs {
            replay,
            at,
            state,
            position: None,
            bot: "ismcts:300".into(),
            seat: None,
            seed: 1,
            json: true,
        }
    }

    fn saved_game(dir: &std::path::Path) -> (PathBuf, PathBuf) {
        let mut table = urbs_catalog::new_table("forsale", 4, &Value::Null, 3).unwrap();
        let mut bots: Vec<_> = ["greedy", "random", "greedy", "random"]
            .iter()
            .enumerate()
            .map(|(i, b)| urbs_catalog::make_dyn_bot("forsale", b, i as u64).unwrap())
            .collect();
        while let Some(seat) = table.to_act().seats().first() {
            let choice = bots[seat].choose(table.as_ref(), seat).unwrap();
            table.apply_json(seat, &choice.json).unwrap();
        }
        let json = table.replay_json();
        let replay = dir.join("replay.json");
        std::fs::write(&replay, json.to_string()).unwrap();
        let mut early = json.clone();
        early["actions"].as_array_mut().unwrap().truncate(7);
        let snap = urbs_catalog::load_replay(&early).unwrap().snapshot_json();
        let state = dir.join("snap.json");
        std::fs::write(&state, snap.to_string()).unwrap();
        (replay, state)
    }

    #[test]
    fn every_legal_action_with_visits_and_value() {
        let dir = tempfile::tempdir().unwrap();
        let (replay, state) = saved_game(dir.path());
        let r = analyze(&args(Some(replay.clone()), None, Some(7))).unwrap();
        assert_eq!(r["game"], "forsale");
        assert_eq!(r["at"], 7);
        assert_eq!(r["iterations"], 300);
        let actions = r["actions"].as_array().unwrap();
        assert!(actions.len() > 1);
        let visits: u64 = actions.iter().map(|a| a["visits"].as_u64().unwrap()).sum();
        assert_eq!(visits, 300);
        assert!(actions[0]["action"].is_string() && actions[0].get("json").is_some());
        for w in actions.windows(2) {
            assert!(w[0]["visits"].as_u64() >= w[1]["visits"].as_u64());
        }
        // The snapshot of the same position gives the same analysis.
        let s = analyze(&args(None, Some(state), None)).unwrap();
        assert_eq!(s["actions"], r["actions"]);
        assert_eq!(s["seat"], r["seat"]);
    }

    #[test]
    fn bad_positions_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let (replay, _) = saved_game(dir.path());
        let e = analyze(&args(Some(replay.clone()), None, Some(100_000))).unwrap_err();
        assert!(e.contains("only"), "{e}");
        let e = analyze(&args(Some(replay.clone()), None, None)).unwrap_err();
        assert!(e.contains("over"), "{e}");
        // A seat not to act is named as people count it (issue 29).
        let at7 = analyze(&args(Some(replay.clone()), None, Some(7))).unwrap();
        let other = (at7["seat"].as_u64().unwrap() as usize + 1) % 4;
        let mut a = args(Some(replay.clone()), None, Some(7));
        a.seat = Some(other);
        let e = analyze(&a).unwrap_err();
        let said = format!(
            "P{} (--seat {other}) is not to act at this position",
            other + 1
        );
        assert!(e.ends_with(&said), "{e}");
        let mut a = args(Some(replay), None, Some(0));
        a.bot = "greedy".into();
        assert!(analyze(&a).unwrap_err().contains("ISMCTS"));
    }
}
