//! Trajectories: a game as JSON Lines, one line per decision point, for
//! checking the rules from outside (see `docs/trajectories.md`).

use serde_json::{Map, Value, json};
use urbs_engine::{DynTable, ToAct, Viewer};

/// Every line of the trajectory of `replay` (a replay's JSON, any game):
/// one per action in the record, then a last line with the outcome (or
/// `null` if the game is not finished). `limit` keeps the first `limit`
/// decision lines only (the last line then holds the position reached).
pub fn lines(replay: &Value, limit: Option<usize>) -> Result<Vec<Value>, String> {
    let actions = replay
        .get("actions")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    let mut start = replay.clone();
    if let Some(obj) = start.as_object_mut() {
        obj.insert("actions".into(), Value::Array(Vec::new()));
    }
    let mut table = urbs_catalog::load_replay(&start)?;
    let mut out = Vec::with_capacity(actions.len() + 1);
    let mut seen = 0;
    let take = limit.unwrap_or(usize::MAX).min(actions.len());
    for (step, a) in actions.iter().take(take).enumerate() {
        let seat = a
            .get("seat")
            .and_then(Value::as_u64)
            .ok_or_else(|| format!("action {step}: no \"seat\""))? as usize;
        let action = a
            .get("action")
            .ok_or_else(|| format!("action {step}: no \"action\""))?;
        let mut line = position_line(table.as_ref(), step, &mut seen);
        let legal = table.legal_actions(seat);
        let text = legal
            .iter()
            .find(|c| &c.json == action)
            .map(|c| Value::String(c.text.clone()))
            .unwrap_or(Value::Null);
        line.insert(
            "action".into(),
            json!({"seat": seat, "text": text, "json": action}),
        );
        out.push(Value::Object(line));
        table
            .apply_json(seat, action)
            .map_err(|e| format!("action {step}: {e}"))?;
    }
    let mut last = position_line(table.as_ref(), take, &mut seen);
    last.insert(
        "outcome".into(),
        serde_json::to_value(table.outcome()).map_err(|e| e.to_string())?,
    );
    out.push(Value::Object(last));
    Ok(out)
}

/// The trajectory as text: one JSON object per line.
pub fn jsonl(replay: &Value, limit: Option<usize>) -> Result<String, String> {
    let mut s = String::new();
    for line in lines(replay, limit)? {
        s.push_str(&serde_json::to_string(&line).map_err(|e| e.to_string())?);
        s.push('\n');
    }
    Ok(s)
}

/// What every line holds: the step, the edition of the rules, who acts,
/// their legal actions, every viewer's view and the public events since the
/// previous line.
fn position_line(table: &dyn DynTable, step: usize, seen: &mut usize) -> Map<String, Value> {
    let to_act = table.to_act();
    let seats: Vec<usize> = to_act.seats().iter().collect();
    let mut legal = Map::new();
    for &s in &seats {
        legal.insert(
            s.to_string(),
            serde_json::to_value(table.legal_actions(s)).unwrap_or(Value::Null),
        );
    }
    let mut views = Map::new();
    for s in 0..table.players() {
        views.insert(s.to_string(), table.view_json(Viewer::Seat(s)));
    }
    views.insert("spectator".into(), table.view_json(Viewer::Spectator));
    let events = table.log_json(*seen);
    *seen = table.log_len();
    let mut line = Map::new();
    line.insert("step".into(), json!(step));
    // On every line, so that any line read alone says which rules it follows.
    line.insert("edition".into(), json!(table.edition()));
    line.insert("to_act".into(), json!(seats));
    line.insert(
        "simultaneous".into(),
        json!(matches!(to_act, ToAct::Simultaneous(_))),
    );
    line.insert("legal".into(), Value::Object(legal));
    line.insert("views".into(), Value::Object(views));
    line.insert("events".into(), Value::Array(events));
    line
}
