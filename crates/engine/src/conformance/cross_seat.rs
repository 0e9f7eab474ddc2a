//! The cross-seat view check: a seat's view must not change when only what
//! is hidden from that seat changes (another seat's hand or secret choice,
//! the deck).
//!
//! A sampler cannot prove it by itself: a view that shows another seat's
//! secret makes the sampler copy that secret, and every sample then agrees.
//! So the worlds compared here are made without that seat's view: a second
//! world (one sampled for the spectator, or the same actions dealt from
//! another seed with the same public log) gives its value for one leaf of
//! the real state's JSON, and that one leaf is put into the real state. A
//! *hybrid* that the game accepts as a position ([`Game::check_position`]),
//! that looks the same to the spectator (nothing public changed) and whose
//! hidden fingerprint for the seat changed differs from the truth in
//! something hidden from the seat, and in one leaf only; if the seat's view
//! changes with it, the view shows a hidden thing.
//!
//! The spectator's view filters out leaves that are tied to public ones (a
//! phase and the count of proposals that goes with it): changed alone, they
//! make a world no log could lead to, which a seat's view may well tell
//! apart without showing anything hidden.
//!
//! A game whose conservation laws refuse most one-leaf hybrids (a card put
//! in two places) is checked only where a hybrid stands; the statistical
//! checks of the leak audit cover the rest.

use rand::RngExt;
use serde_json::Value;

use crate::game::{Game, GameRng};
use crate::seat::Viewer;

/// One-leaf hybrids audited and views found to change with them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct CrossSeat {
    pub hybrids: usize,
    pub leaks: usize,
}

/// Puts up to `limit` leaves of each of `others` into `truth`, one at a
/// time, and checks `viewer`'s view of every hybrid that stands. Returns the
/// counts and the JSON pointer of the first leaf that showed through.
pub(super) fn check<G: Game>(
    truth: &G,
    others: &[&G],
    viewer: Viewer,
    limit: usize,
    rng: &mut GameRng,
) -> (CrossSeat, Option<String>) {
    let mut out = CrossSeat::default();
    let mut first = None;
    let Some(hidden) = truth.hidden_fingerprint(viewer) else {
        return (out, first);
    };
    let view = truth.view(viewer);
    let public = truth.view(Viewer::Spectator);
    let base = serde_json::to_value(truth).expect("states serialize");
    for other in others {
        let other = serde_json::to_value(other).expect("states serialize");
        let mut leaves = Vec::new();
        differing_leaves(&base, &other, &mut String::new(), &mut leaves);
        for _ in 0..limit.min(leaves.len()) {
            let (pointer, value) = leaves.swap_remove(rng.random_range(0..leaves.len()));
            let mut hybrid = base.clone();
            *hybrid.pointer_mut(&pointer).expect("the leaf is there") = value.clone();
            let Ok(world) = serde_json::from_value::<G>(hybrid) else {
                continue;
            };
            if world.players() != truth.players() || world.check_position().is_err() {
                continue;
            }
            if world.hidden_fingerprint(viewer).as_ref() == Some(&hidden)
                || world.view(Viewer::Spectator) != public
            {
                continue;
            }
            out.hybrids += 1;
            if world.view(viewer) != view {
                out.leaks += 1;
                first.get_or_insert(pointer);
            }
        }
    }
    (out, first)
}

/// The scalar leaves at the same place in both documents whose values
/// differ, as (JSON pointer, value in `b`).
fn differing_leaves<'a>(
    a: &Value,
    b: &'a Value,
    path: &mut String,
    out: &mut Vec<(String, &'a Value)>,
) {
    let len = path.len();
    match (a, b) {
        (Value::Array(xs), Value::Array(ys)) => {
            for (i, (x, y)) in xs.iter().zip(ys).enumerate() {
                path.push_str(&format!("/{i}"));
                differing_leaves(x, y, path, out);
                path.truncate(len);
            }
        }
        (Value::Object(xs), Value::Object(ys)) => {
            for (k, x) in xs {
                if let Some(y) = ys.get(k) {
                    path.push('/');
                    path.push_str(&k.replace('~', "~0").replace('/', "~1"));
                    differing_leaves(x, y, path, out);
                    path.truncate(len);
                }
            }
        }
        (Value::Array(_) | Value::Object(_), _) | (_, Value::Array(_) | Value::Object(_)) => {}
        (x, y) if x != y => out.push((path.clone(), b)),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn differing_leaves_are_found_by_pointer() {
        let a = serde_json::json!({"deck": [1, 2, 3], "a/b": {"x": 1}, "n": 5, "only": 1});
        let b = serde_json::json!({"deck": [1, 9, 3, 4], "a/b": {"x": 2}, "n": 5});
        let mut out = Vec::new();
        differing_leaves(&a, &b, &mut String::new(), &mut out);
        let mut found: Vec<(String, Value)> =
            out.into_iter().map(|(p, v)| (p, v.clone())).collect();
        found.sort_by(|x, y| x.0.cmp(&y.0));
        assert_eq!(
            found,
            vec![
                ("/a~1b/x".to_string(), Value::from(2)),
                ("/deck/1".to_string(), Value::from(9)),
            ]
        );
    }
}
