//! Trajectories (`urbs replay --steps`, docs/trajectories.md) as arrays: one
//! row per decision with the acting seat's observation, its mask and the id
//! of the action it played.

use serde_json::Value;
use urbs_engine::{Edition, FIRST_EDITION, Outcome};

use crate::{Encoding, fill_mask, observe_into};

/// The decisions of one trajectory, one row per line with an action.
#[derive(Clone, Debug, PartialEq)]
pub struct Decisions {
    /// The edition of the rules the game was played under (issue 28): its
    /// lines' `edition`, 1 for a trajectory written before lines had one.
    pub edition: Edition,
    /// The line's `step`.
    pub step: Vec<i64>,
    /// The seat that acted.
    pub seat: Vec<i64>,
    /// Its observation: rows of the game's observation length.
    pub obs: Vec<f32>,
    /// Its legal actions: rows of the game's action count.
    pub mask: Vec<u8>,
    /// The id of the action it played.
    pub action: Vec<i64>,
    /// How the game ended, when the trajectory reaches the end.
    pub outcome: Option<Outcome>,
}

impl Default for Decisions {
    fn default() -> Self {
        Decisions {
            edition: FIRST_EDITION,
            step: Vec::new(),
            seat: Vec::new(),
            obs: Vec::new(),
            mask: Vec::new(),
            action: Vec::new(),
            outcome: None,
        }
    }
}

fn field<'a>(line: &'a Value, name: &str, n: usize) -> Result<&'a Value, String> {
    line.get(name)
        .ok_or_else(|| format!("line {}: no \"{name}\"", n + 1))
}

fn typed<T: serde::de::DeserializeOwned>(v: &Value, what: &str, n: usize) -> Result<T, String> {
    serde_json::from_value(v.clone()).map_err(|e| format!("line {}: not a {what}: {e}", n + 1))
}

/// The decisions of the trajectory `lines` of game `G`.
pub fn decisions<G: Encoding>(lines: &[Value]) -> Result<Decisions, String> {
    let mut out = Decisions::default();
    let mut log: Vec<G::Event> = Vec::new();
    let (d, a) = (G::LAYOUT.len(), G::ACTIONS);
    let mut edition = None;
    for (n, line) in lines.iter().enumerate() {
        if let Some(e) = line.get("edition") {
            let e: Edition = typed(e, "edition", n)?;
            if edition.is_some_and(|before| before != e) {
                return Err(format!(
                    "line {}: edition {e} after lines of edition {}",
                    n + 1,
                    edition.unwrap_or(e)
                ));
            }
            edition = Some(e);
        }
        let events = field(line, "events", n)?
            .as_array()
            .ok_or_else(|| format!("line {}: \"events\" is a list", n + 1))?;
        for e in events {
            log.push(typed(e, "event", n)?);
        }
        if let Some(outcome) = line.get("outcome").filter(|o| !o.is_null()) {
            out.outcome = Some(typed(outcome, "outcome", n)?);
        }
        let Some(action) = line.get("action") else {
            continue;
        };
        let seat = field(action, "seat", n)?
            .as_u64()
            .ok_or_else(|| format!("line {}: the action's seat is a number", n + 1))?;
        let key = seat.to_string();
        let view: G::View = typed(field(field(line, "views", n)?, &key, n)?, "view", n)?;
        let legal: Vec<G::Action> = field(field(line, "legal", n)?, &key, n)?
            .as_array()
            .ok_or_else(|| format!("line {}: seat {seat}'s legal actions are a list", n + 1))?
            .iter()
            .map(|l| typed(field(l, "json", n)?, "action", n))
            .collect::<Result<_, _>>()?;
        let played: G::Action = typed(field(action, "json", n)?, "action", n)?;
        let id = G::action_id(&view, &played)
            .ok_or_else(|| format!("line {}: {played} has no id", n + 1))?;
        let row = out.seat.len();
        out.obs.resize((row + 1) * d, 0.0);
        observe_into::<G>(&view, &log, &mut out.obs[row * d..]);
        out.mask.resize((row + 1) * a, 0);
        fill_mask::<G>(&view, &legal, &mut out.mask[row * a..]);
        out.step
            .push(line.get("step").and_then(Value::as_i64).unwrap_or(-1));
        out.seat.push(seat as i64);
        out.action.push(id as i64);
    }
    out.edition = edition.unwrap_or(FIRST_EDITION);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use urbs_engine::{Replay, Table, Viewer};
    use urbs_forsale::ForSale;
    use urbs_skyline::Skyline;

    use super::*;
    use crate::{legal_ids, observe};

    /// A golden playthrough (`crates/urbs/tests/golden`, written by `urbs
    /// replay --steps`) read as decisions, against its replay played here.
    fn golden<G: Encoding>(name: &str) {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../urbs/tests/golden/");
        let text = std::fs::read_to_string(format!("{dir}{name}.jsonl")).unwrap();
        let lines: Vec<Value> = text
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        let replay: Replay<G> = serde_json::from_str(
            &std::fs::read_to_string(format!("{dir}{name}.replay.json")).unwrap(),
        )
        .unwrap();
        let got = decisions::<G>(&lines).unwrap();
        let rows = lines.iter().filter(|l| l.get("action").is_some()).count();
        assert!(rows > 20, "{name}");
        let mut table = Table::<G>::new(replay.players, &replay.options, replay.seed).unwrap();
        let mut expect = Decisions {
            edition: table.edition(),
            ..Decisions::default()
        };
        for (k, step) in replay.actions.iter().take(rows).enumerate() {
            let view = table.view(Viewer::Seat(step.seat));
            let legal = table.legal_actions(step.seat);
            expect.obs.extend(observe::<G>(&view, table.log()));
            let mut mask = vec![0; G::ACTIONS];
            fill_mask::<G>(&view, &legal, &mut mask);
            expect.mask.extend(mask);
            expect.step.push(k as i64);
            expect.seat.push(step.seat as i64);
            let i = legal.iter().position(|a| *a == step.action).unwrap();
            expect.action.push(legal_ids::<G>(&view, &legal)[i] as i64);
            table.apply(step.seat, &step.action).unwrap();
        }
        if rows == replay.actions.len() {
            expect.outcome = table.outcome();
        }
        assert_eq!(got, expect, "{name}");
    }

    #[test]
    fn golden_trajectories_give_the_observations_masks_and_ids_of_their_games() {
        golden::<ForSale>("forsale-3p-seed1");
        golden::<Skyline>("skyline-3p-seed1");
    }

    /// Issue 28: a trajectory says its edition on every line; one written
    /// before lines had it is edition 1, and one that mixes editions is
    /// refused.
    #[test]
    fn the_edition_comes_from_the_lines_and_is_1_without_one() {
        let line = |edition: Option<u32>| {
            let mut l = serde_json::json!({"events": []});
            if let Some(e) = edition {
                l["edition"] = e.into();
            }
            l
        };
        let read = |lines: &[Value]| decisions::<ForSale>(lines).map(|d| d.edition);
        assert_eq!(read(&[line(None), line(None)]), Ok(1));
        assert_eq!(read(&[line(Some(2)), line(Some(2))]), Ok(2));
        let mixed = read(&[line(Some(2)), line(Some(1))]).unwrap_err();
        assert!(
            mixed.contains("line 2: edition 1 after lines of edition 2"),
            "{mixed}"
        );
    }

    #[test]
    fn a_broken_line_is_refused_with_its_number() {
        let bad = vec![
            serde_json::json!({"events": []}),
            serde_json::json!({"events": [], "action": {"seat": 0}}),
        ];
        assert!(decisions::<ForSale>(&bad).unwrap_err().contains("line 2"));
    }
}
