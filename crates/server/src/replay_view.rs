//! `GET /api/games/{id}/replay/view?step=N&seat=S|all`: a finished game as
//! it stood after its first `step` moves, seen by seat `S`, by a spectator
//! (no `seat`), or by everyone at once (`all`: every seat's view). The
//! browser client steps through replays with it; it cannot play the moves
//! itself, since it knows no rules.
//!
//! Read-only, and only once the game is over (like the replay itself: before
//! the end the seed would tell every hidden card).

use axum::extract::rejection::QueryRejection;
use axum::extract::{ConnectInfo, Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use serde_json::{Value, json};
use urbs_engine::{DynTable, Viewer};

use crate::api::{App, query};
use crate::error::ApiError;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ViewQuery {
    /// Moves played; past the end means the end. Default: the end.
    step: Option<usize>,
    /// A seat number, `all`, or nothing for a spectator.
    seat: Option<String>,
    /// The language of the log (`en`, `es`).
    lang: Option<String>,
}

pub(crate) async fn view(
    State(app): State<App>,
    ConnectInfo(client): ConnectInfo<std::net::SocketAddr>,
    Path(id): Path<String>,
    q: Result<Query<ViewQuery>, QueryRejection>,
) -> Result<Response, ApiError> {
    let q = query(q)?;
    app.hub.allowances().allow_replay_view(client.ip()).await?;
    let cell = app.hub.cell(&id).await?;
    let replay = app.hub.replay(&cell)?;
    // Playing a long game back is work for a blocking thread, not the runtime.
    let lang = crate::help::lang_param(q.lang.as_deref());
    let out = tokio::task::spawn_blocking(move || {
        view_at_in(&replay, q.step, q.seat.as_deref().unwrap_or(""), lang)
    })
    .await
    .map_err(|e| ApiError::new(500, format!("replay view failed: {e}")))??;
    Ok((StatusCode::OK, axum::Json(out)).into_response())
}

/// Who looks at the table.
enum Eyes {
    One(Viewer),
    All,
}

fn eyes(seat: &str, players: usize) -> Result<Eyes, ApiError> {
    match seat.trim() {
        "" | "spectator" => Ok(Eyes::One(Viewer::Spectator)),
        "all" => Ok(Eyes::All),
        s => match s.parse::<usize>() {
            Ok(n) if n < players => Ok(Eyes::One(Viewer::Seat(n))),
            Ok(n) => Err(ApiError::bad_request(format!(
                "there is no seat {n}; seats are 0 to {}",
                players - 1
            ))),
            Err(_) => Err(ApiError::bad_request(format!(
                "seat `{s}` is not a seat number, `all` or empty (a spectator)"
            ))),
        },
    }
}

/// The replay after `step` moves, as JSON: `game`, `players`, `step`,
/// `steps`, `view` (the spectator's for `all`), `views` (for `all`: every
/// seat's), `to_act`, `outcome`, `log_text` and `move` (the last move:
/// `seat`, `text`, `json`; `null` at step 0) and `chat` (the lines said by
/// then).
#[cfg(test)]
pub(crate) fn view_at(replay: &Value, step: Option<usize>, seat: &str) -> Result<Value, ApiError> {
    view_at_in(replay, step, seat, None)
}

/// [`view_at`] with the log in `lang` (the catalogs' lines).
fn view_at_in(
    replay: &Value,
    step: Option<usize>,
    seat: &str,
    lang: Option<urbs_i18n::Lang>,
) -> Result<Value, ApiError> {
    let actions = replay
        .get("actions")
        .and_then(Value::as_array)
        .ok_or_else(|| ApiError::new(500, "the stored replay has no actions"))?;
    let steps = actions.len();
    let step = step.unwrap_or(steps).min(steps);
    // Everything before the last move, then the last move by hand: its text
    // form comes from the legal actions at that moment.
    let mut before = replay.clone();
    before["actions"] = Value::Array(actions[..step.saturating_sub(1)].to_vec());
    let mut table: Box<dyn DynTable> = urbs_catalog::load_replay(&before)
        .map_err(|e| ApiError::new(500, format!("the stored replay does not play: {e}")))?;
    let last = match step.checked_sub(1).map(|i| &actions[i]) {
        None => Value::Null,
        Some(m) => {
            let mover = m
                .get("seat")
                .and_then(Value::as_u64)
                .ok_or_else(|| ApiError::new(500, "a stored move has no seat"))?
                as usize;
            let action = m.get("action").cloned().unwrap_or(Value::Null);
            let text = table
                .legal_actions(mover)
                .into_iter()
                .find(|a| a.json == action)
                .map(|a| a.text)
                .unwrap_or_else(|| action.to_string());
            table
                .apply_json(mover, &action)
                .map_err(|e| ApiError::new(500, format!("move {step} does not apply: {e}")))?;
            json!({ "seat": mover, "text": text, "json": action })
        }
    };
    let players = table.players();
    let to_act: Vec<usize> = table.to_act().seats().iter().collect();
    let mut out = json!({
        "game": table.game(),
        "players": players,
        "step": step,
        "steps": steps,
        "to_act": to_act,
        "outcome": table.outcome(),
        "log_text": table.log_text(0),
        "move": last,
        // The table talk said by this step.
        "chat": replay
            .get("chat")
            .and_then(Value::as_array)
            .map(|lines| {
                lines
                    .iter()
                    .filter(|c| c["after"].as_u64().is_some_and(|a| a as usize <= step))
                    .cloned()
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default(),
    });
    let names: Vec<String> = replay
        .get("names")
        .and_then(Value::as_array)
        .map(|n| {
            n.iter()
                .map(|v| v.as_str().unwrap_or("").to_string())
                .collect()
        })
        .unwrap_or_default();
    crate::help::localize_replay_view(&mut out, table.as_ref(), &names, lang);
    match eyes(seat, players)? {
        Eyes::One(viewer) => {
            out["seat"] = json!(viewer.seat());
            out["view"] = table.view_json(viewer);
        }
        Eyes::All => {
            out["seat"] = json!("all");
            out["view"] = table.view_json(Viewer::Spectator);
            out["views"] = Value::Array(
                (0..players)
                    .map(|s| table.view_json(Viewer::Seat(s)))
                    .collect(),
            );
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A finished For Sale game between bots, as a replay.
    fn finished_game() -> (Box<dyn DynTable>, Value) {
        let mut table = urbs_catalog::new_table("forsale", 3, &Value::Null, 11).unwrap();
        let mut bots: Vec<_> = (0..3)
            .map(|s| urbs_catalog::make_dyn_bot("forsale", "greedy", s).unwrap())
            .collect();
        while let Some(seat) = table.to_act().seats().first() {
            let choice = bots[seat].choose(table.as_ref(), seat).unwrap();
            table.apply_json(seat, &choice.json).unwrap();
        }
        let replay = table.replay_json();
        (table, replay)
    }

    #[test]
    fn every_step_shows_the_table_as_it_stood() {
        let (end, replay) = finished_game();
        let steps = replay["actions"].as_array().unwrap().len();
        let mut again = urbs_catalog::new_table("forsale", 3, &Value::Null, 11).unwrap();
        for step in 0..=steps {
            let out = view_at(&replay, Some(step), "1").unwrap();
            assert_eq!(out["step"], step);
            assert_eq!(out["steps"], steps);
            assert_eq!(out["view"], again.view_json(Viewer::Seat(1)), "step {step}");
            assert_eq!(out["log_text"], json!(again.log_text(0)));
            if step == 0 {
                assert!(out["move"].is_null());
            } else {
                // The last move in its text form, as the player saw it offered.
                let m = &replay["actions"][step - 1];
                assert_eq!(out["move"]["seat"], m["seat"]);
                assert_eq!(out["move"]["json"], m["action"]);
                let text = out["move"]["text"].as_str().unwrap();
                assert!(
                    text.starts_with("bid") || text == "pass" || text.starts_with("sell"),
                    "{text}"
                );
            }
            if step < steps {
                let m = &replay["actions"][step];
                let seat = m["seat"].as_u64().unwrap() as usize;
                again.apply_json(seat, &m["action"]).unwrap();
            }
        }
        let out = view_at(&replay, None, "").unwrap();
        assert_eq!(out["step"], steps);
        assert_eq!(out["view"], end.view_json(Viewer::Spectator));
        assert_eq!(out["outcome"], json!(end.outcome()));
        assert_eq!(
            view_at(&replay, Some(steps + 40), "").unwrap()["step"],
            steps
        );
    }

    #[test]
    fn all_shows_every_seat_and_one_seat_only_its_own() {
        let (_, replay) = finished_game();
        // Midway through the selling phase, hidden choices differ by seat.
        let steps = replay["actions"].as_array().unwrap().len();
        let all = view_at(&replay, Some(steps - 1), "all").unwrap();
        let views = all["views"].as_array().unwrap();
        assert_eq!(views.len(), 3);
        for (s, v) in views.iter().enumerate() {
            assert_eq!(v["viewer"], json!({ "seat": s }));
            assert_eq!(
                *v,
                view_at(&replay, Some(steps - 1), &s.to_string()).unwrap()["view"]
            );
        }
        assert_eq!(all["view"]["viewer"], json!("spectator"));
        let one = view_at(&replay, Some(steps - 1), "2").unwrap();
        assert!(one.get("views").is_none());
    }

    #[test]
    fn bad_seats_are_refused_with_a_reason() {
        let (_, replay) = finished_game();
        let e = view_at(&replay, Some(3), "7").unwrap_err();
        assert_eq!(e.status, 400);
        assert!(e.message.contains("no seat 7"), "{}", e.message);
        let e = view_at(&replay, Some(3), "north").unwrap_err();
        assert_eq!(e.status, 400);
    }
}
