//! A state read from a file (a snapshot or a position) is checked before
//! anything views or plays it: a crafted one is refused with a reason, never
//! a panic, and one that passes can be viewed and played to the end.

use std::panic::{AssertUnwindSafe, catch_unwind};

use proptest::prelude::*;
use serde_json::Value;
use urbs_engine::rand::RngExt;
use urbs_engine::{Game, Table, Viewer, rng_from_seed};
use urbs_forsale::{ForSale, Options};

/// A game of `players` after `steps` random actions, as JSON.
fn position(players: usize, steps: usize, seed: u64) -> Value {
    let mut table = Table::<ForSale>::new(players, &Options::default(), seed).unwrap();
    let mut rng = rng_from_seed(seed);
    for _ in 0..steps {
        let Some(seat) = table.to_act().seats().first() else {
            break;
        };
        let legal = table.legal_actions(seat);
        let a = legal[rng.random_range(0..legal.len())];
        table.apply(seat, &a).unwrap();
    }
    serde_json::to_value(table.state()).unwrap()
}

/// Every number in `v`, by path, for mutation.
fn numbers(v: &Value, out: &mut Vec<Vec<PathStep>>, path: &mut Vec<PathStep>) {
    match v {
        Value::Number(_) => out.push(path.clone()),
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                path.push(PathStep::Index(i));
                numbers(x, out, path);
                path.pop();
            }
        }
        Value::Object(m) => {
            for (k, x) in m {
                path.push(PathStep::Key(k.clone()));
                numbers(x, out, path);
                path.pop();
            }
        }
        _ => {}
    }
}

#[derive(Clone, Debug)]
enum PathStep {
    Index(usize),
    Key(String),
}

fn at<'a>(v: &'a mut Value, path: &[PathStep]) -> &'a mut Value {
    path.iter().fold(v, |v, step| match step {
        PathStep::Index(i) => &mut v[*i],
        PathStep::Key(k) => &mut v[k.as_str()],
    })
}

/// Views and plays `g` to the end with the first legal action of whoever
/// must act (a bounded number of steps).
fn use_it(g: &ForSale) {
    let mut g = g.clone();
    for _ in 0..500 {
        for v in (0..g.players())
            .map(Viewer::Seat)
            .chain([Viewer::Spectator])
        {
            let _ = g.view(v).to_string();
        }
        let Some(seat) = g.to_act().seats().first() else {
            return;
        };
        let legal = g.legal_actions_vec(seat);
        let Some(a) = legal.first() else {
            panic!("seat {seat} must act but has no legal action");
        };
        let mut events = Vec::new();
        g.apply(seat, a, &mut events)
            .expect("a legal action applies");
    }
}

#[test]
fn real_positions_pass_the_check() {
    for (players, steps) in [(3, 0), (4, 17), (5, 40), (3, 60), (4, 200)] {
        let json = position(players, steps, steps as u64);
        let g: ForSale = serde_json::from_value(json).unwrap();
        assert_eq!(g.check_position(), Ok(()));
        use_it(&g);
    }
}

#[test]
fn crafted_positions_are_refused_with_a_reason() {
    let base = position(4, 17, 3);
    for (path, value, reason) in [
        ("/players", 9, "players"),
        ("/players", 0, "players"),
        ("/bidder", 7, "to bid"),
        ("/chips/0", 200, "chips"),
        ("/choices/1", 99, "does not exist"),
    ] {
        let mut v = base.clone();
        *v.pointer_mut(path).unwrap() = Value::from(value);
        let g: ForSale = serde_json::from_value(v).unwrap();
        let e = g.check_position().unwrap_err();
        assert!(e.contains(reason), "{path}={value}: {e}");
    }
}

proptest! {
    // A fixed seed: the same cases every run (and more of them than the
    // default), so the suite never flakes; change it to explore anew. The
    // cases that once failed, kept in `positions.proptest-regressions`
    // beside this file, run first every time.
    #![proptest_config(ProptestConfig {
        cases: 2000,
        rng_seed: proptest::test_runner::RngSeed::Fixed(20261124),
        failure_persistence: Some(Box::new(
            proptest::test_runner::FileFailurePersistence::SourceParallel("proptest-regressions"),
        )),
        ..ProptestConfig::default()
    })]

    /// Any number of a real position changed to any value: refused, or
    /// usable to the end; never a panic.
    #[test]
    fn a_mutated_position_is_refused_or_usable(
        players in 3usize..=5,
        steps in 0usize..120,
        which in any::<prop::sample::Index>(),
        value in prop_oneof![0i64..40, Just(255), Just(65535), Just(-1)],
    ) {
        let mut json = position(players, steps, steps as u64 * 7 + players as u64);
        let mut paths = Vec::new();
        numbers(&json, &mut paths, &mut Vec::new());
        let path = which.get(&paths).clone();
        *at(&mut json, &path) = Value::from(value);
        if let Ok(g) = serde_json::from_value::<ForSale>(json.clone()) {
            let checked = catch_unwind(AssertUnwindSafe(|| g.check_position()));
            let Ok(verdict) = checked else {
                panic!("the check panicked on {path:?} = {value}");
            };
            if verdict.is_ok() {
                let used = catch_unwind(AssertUnwindSafe(|| use_it(&g)));
                prop_assert!(used.is_ok(), "passed the check, then panicked: {path:?} = {value}");
            }
        }
    }
}
