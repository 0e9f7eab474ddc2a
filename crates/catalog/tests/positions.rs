//! Positions of every game read from outside (`urbs_catalog::load_position`:
//! a position file, a `POST /api/games` on a private server) are checked
//! before anything views or plays them. A crafted one is refused with a
//! reason, never a panic; one that passes can be viewed by every seat and
//! played to the end.
//!
//! The crafted files are real positions with one change each: a number set
//! to another value, an array item dropped or doubled. The changes are
//! drawn from a fixed seed, so every run tries the same ones.

use std::panic::{AssertUnwindSafe, catch_unwind};

use serde_json::Value;
use urbs_engine::rand::RngExt;
use urbs_engine::{DynTable, Viewer, rng_from_seed};

const GAMES: [(&str, usize); 4] = [
    ("forsale", 4),
    ("skyline", 3),
    ("city", 3),
    ("metropolis", 4),
];

/// A position of `game` after `steps` random actions.
fn position(game: &str, players: usize, steps: usize, seed: u64) -> Value {
    let mut table = urbs_catalog::new_table(game, players, &Value::Null, seed).unwrap();
    let mut rng = rng_from_seed(seed);
    for _ in 0..steps {
        let Some(seat) = table.to_act().seats().first() else {
            break;
        };
        let legal = table.legal_actions(seat);
        let a = &legal[rng.random_range(0..legal.len())];
        table.apply_json(seat, &a.json).unwrap();
    }
    urbs_catalog::position_json(table.as_ref())
}

/// Views the table for everyone and plays it to the end with the first
/// legal action of whoever must act (at most `limit` steps).
fn use_it(table: &mut dyn DynTable, limit: usize) {
    for _ in 0..limit {
        for v in (0..table.players())
            .map(Viewer::Seat)
            .chain([Viewer::Spectator])
        {
            let _ = table.view_json(v);
            let _ = table.view_text(v);
        }
        let Some(seat) = table.to_act().seats().first() else {
            let _ = table.outcome();
            return;
        };
        let legal = table.legal_actions(seat);
        let Some(a) = legal.first() else {
            panic!("seat {seat} must act but has no legal action");
        };
        table
            .apply_json(seat, &a.json)
            .unwrap_or_else(|e| panic!("a legal action was refused: {e}"));
    }
}

/// A path to a value inside a JSON document.
type Path = Vec<Step>;
#[derive(Clone, Debug)]
enum Step {
    Index(usize),
    Key(String),
}

/// The paths of every number and of every array item under `v`.
fn leaves(v: &Value, numbers: &mut Vec<Path>, items: &mut Vec<Path>, path: &mut Path) {
    match v {
        Value::Number(_) => numbers.push(path.clone()),
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                path.push(Step::Index(i));
                items.push(path.clone());
                leaves(x, numbers, items, path);
                path.pop();
            }
        }
        Value::Object(m) => {
            for (k, x) in m {
                path.push(Step::Key(k.clone()));
                leaves(x, numbers, items, path);
                path.pop();
            }
        }
        _ => {}
    }
}

fn at<'a>(v: &'a mut Value, path: &[Step]) -> &'a mut Value {
    path.iter().fold(v, |v, step| match step {
        Step::Index(i) => &mut v[*i],
        Step::Key(k) => &mut v[k.as_str()],
    })
}

/// One change to a position.
#[derive(Debug)]
enum Change {
    Set(Path, i64),
    Drop(Path),
    Double(Path),
}

impl Change {
    fn apply(&self, json: &mut Value) {
        match self {
            Change::Set(path, value) => *at(json, path) = Value::from(*value),
            Change::Drop(path) | Change::Double(path) => {
                let (last, parent) = path.split_last().unwrap();
                let Step::Index(i) = last else { unreachable!() };
                let array = at(json, parent).as_array_mut().unwrap();
                if matches!(self, Change::Drop(_)) {
                    array.remove(*i);
                } else {
                    let item = array[*i].clone();
                    array.insert(*i, item);
                }
            }
        }
    }
}

/// Loads `json` and uses what loads; `Err` names what panicked.
fn try_position(json: &Value) -> Result<(), String> {
    let loaded = catch_unwind(AssertUnwindSafe(|| urbs_catalog::load_position(json)))
        .map_err(|_| "the check panicked".to_string())?;
    let Ok(mut table) = loaded else {
        return Ok(());
    };
    catch_unwind(AssertUnwindSafe(|| use_it(table.as_mut(), 3000)))
        .map_err(|_| "passed the check, then panicked".to_string())
}

#[test]
fn real_positions_load_and_play_to_the_end() {
    for (game, players) in GAMES {
        for steps in [0, 5, 30, 90] {
            let json = position(game, players, steps, steps as u64 + 1);
            let mut table = urbs_catalog::load_position(&json)
                .unwrap_or_else(|e| panic!("{game} after {steps} steps: {e}"));
            assert_eq!(urbs_catalog::position_json(table.as_ref()), json);
            use_it(table.as_mut(), 5000);
            assert!(table.outcome().is_some(), "{game} did not end");
        }
    }
}

/// Changes tried per position: 150, or `URBS_POSITION_CASES` to explore
/// further (with `URBS_POSITION_SEED` for other changes).
fn cases() -> usize {
    std::env::var("URBS_POSITION_CASES").map_or(150, |v| v.parse().expect("a number"))
}

fn seed() -> u64 {
    std::env::var("URBS_POSITION_SEED").map_or(20261124, |v| v.parse().expect("a number"))
}

#[test]
fn every_position_of_real_games_passes_the_check() {
    for (game, players) in GAMES {
        for seed in 0..3 {
            let mut table = urbs_catalog::new_table(game, players, &Value::Null, seed).unwrap();
            let mut rng = rng_from_seed(seed);
            while let Some(seat) = table.to_act().seats().first() {
                let json = urbs_catalog::position_json(table.as_ref());
                if let Err(e) = urbs_catalog::load_position(&json) {
                    panic!("{game} seed {seed} at move {}: {e}", table.moves());
                }
                let legal = table.legal_actions(seat);
                let a = &legal[rng.random_range(0..legal.len())];
                table.apply_json(seat, &a.json).unwrap();
            }
        }
    }
}

/// `f`, any panic inside it printing nothing (each would print a
/// backtrace); panics elsewhere print as they always do. One hook for the
/// whole run, since the tests below run side by side.
fn quietly<T>(f: impl FnOnce() -> T) -> T {
    thread_local! {
        static QUIET: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    }
    static HOOK: std::sync::Once = std::sync::Once::new();
    HOOK.call_once(|| {
        let default = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !QUIET.with(|q| q.get()) {
                default(info);
            }
        }));
    });
    QUIET.with(|q| q.set(true));
    let result = f();
    QUIET.with(|q| q.set(false));
    result
}

/// Game `g` of [`GAMES`], crafted from its real position after `steps`
/// random actions: every change refused with a reason or played to the
/// end, never a panic.
fn crafted_positions_of(g: usize, steps: usize) {
    let (game, players) = GAMES[g];
    let mut failures = Vec::new();
    let mut rng = rng_from_seed(seed() + (g * 1000 + steps) as u64);
    let base = position(game, players, steps, steps as u64 * 3 + 7);
    let (mut numbers, mut items) = (Vec::new(), Vec::new());
    leaves(&base, &mut numbers, &mut items, &mut Vec::new());
    for _ in 0..cases() {
        let change = match rng.random_range(0..4) {
            0 => Change::Drop(items[rng.random_range(0..items.len())].clone()),
            1 => Change::Double(items[rng.random_range(0..items.len())].clone()),
            _ => {
                let value = [0, 1, 2, 3, 5, 9, 40, 255, 65535, -1][rng.random_range(0..10usize)];
                Change::Set(numbers[rng.random_range(0..numbers.len())].clone(), value)
            }
        };
        let mut json = base.clone();
        change.apply(&mut json);
        if let Err(e) = quietly(|| try_position(&json)) {
            failures.push(format!("{game} after {steps} steps, {change:?}: {e}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} crafted positions panicked:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// One test per game and starting position (0, 12, 40 and 100 random
/// actions in), so that they run side by side: a long game's positions
/// take the longest to play out.
macro_rules! crafted {
    ($($name:ident: $g:expr, $steps:expr;)*) => {
        $(
            #[test]
            fn $name() {
                crafted_positions_of($g, $steps);
            }
        )*
    };
}

crafted! {
    crafted_forsale_positions_at_0: 0, 0;
    crafted_forsale_positions_at_12: 0, 12;
    crafted_forsale_positions_at_40: 0, 40;
    crafted_forsale_positions_at_100: 0, 100;
    crafted_skyline_positions_at_0: 1, 0;
    crafted_skyline_positions_at_12: 1, 12;
    crafted_skyline_positions_at_40: 1, 40;
    crafted_skyline_positions_at_100: 1, 100;
    crafted_city_positions_at_0: 2, 0;
    crafted_city_positions_at_12: 2, 12;
    crafted_city_positions_at_40: 2, 40;
    crafted_city_positions_at_100: 2, 100;
    crafted_metropolis_positions_at_0: 3, 0;
    crafted_metropolis_positions_at_12: 3, 12;
    crafted_metropolis_positions_at_40: 3, 40;
    crafted_metropolis_positions_at_100: 3, 100;
}
