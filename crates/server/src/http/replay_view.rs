//! `GET /api/games/{id}/replay/view?step=N&seat=S|all`: a finished game as
//! it stood after its first `step` moves, seen by seat `S`, by a spectator
//! (no `seat`), or by everyone at once (`all`: every seat's view). The
//! browser client steps through replays with it; it cannot play the moves
//! itself, since it knows no rules.
//!
//! Read-only, and only once the game is over (like the replay itself: before
//! the end the seed would tell every hidden card).
//!
//! A table at a moment has one wire shape: the replay view is a
//! [`GameState`], as `GET /api/games/{id}` and the socket send, with the
//! replay's own fields beside it ([`ReplayView`]).

use axum::extract::rejection::QueryRejection;
use axum::extract::{ConnectInfo, Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use urbs_engine::{DynTable, ToAct, Viewer};

use super::app::{App, query};
use super::localize::{lang_param, localize_replay_view};
use crate::http::error::ApiError;
use crate::store::Status;
use crate::table::state::GameState;

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

/// The table after `step` moves: the state a seat (or a spectator) would
/// have been sent then, and the replay's own fields.
#[derive(Serialize)]
pub(crate) struct ReplayView {
    #[serde(flatten)]
    state: GameState,
    step: usize,
    steps: usize,
    /// The last move (`seat`, `text`, `json`); `null` at step 0.
    #[serde(rename = "move")]
    last: Value,
    /// With `seat=all`: every seat's view, in seat order.
    #[serde(skip_serializing_if = "Option::is_none")]
    views: Option<Vec<Value>>,
}

pub(crate) async fn view(
    State(app): State<App>,
    ConnectInfo(client): ConnectInfo<std::net::SocketAddr>,
    Path(id): Path<String>,
    q: Result<Query<ViewQuery>, QueryRejection>,
) -> Result<Response, ApiError> {
    let q = query(q)?;
    app.allowances.allow_replay_view(client.ip()).await?;
    let cell = app.hub.cell(&id).await?;
    let replay = app.hub.replay(&cell)?;
    // The game as it ended: its seats, chat and who played what.
    let end = app.hub.state(&cell, None, 0, false);
    // Playing a long game back is work for a blocking thread, not the runtime.
    let lang = lang_param(q.lang.as_deref());
    let out = tokio::task::spawn_blocking(move || {
        view_at_in(&replay, end, q.step, q.seat.as_deref().unwrap_or(""), lang)
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

/// The replay after `step` moves, as JSON: a [`ReplayView`] (the unit
/// tests' way in; `end` is a state of the game as it ended).
#[cfg(test)]
pub(crate) fn view_at(replay: &Value, step: Option<usize>, seat: &str) -> Result<Value, ApiError> {
    let end = serde_json::from_value(json!({
        "id": "0123456789abcdef", "game": replay["game"], "players": replay["players"],
        "status": "finished", "edition": 1, "latest_edition": 1,
        "seat": null, "moves": 0, "to_act": [], "simultaneous": false,
        "view": null, "legal": [], "log_from": 0, "log": [], "log_text": [], "outcome": null,
        "seats": [],
    }))
    .expect("a state");
    Ok(serde_json::to_value(view_at_in(replay, end, step, seat, None)?).expect("views serialize"))
}

/// The replay after `step` moves, its log in `lang` (the catalogs' lines);
/// `end` is the spectator's state of the game as it ended, for what the
/// record of moves does not hold (seats, chat, who played what).
fn view_at_in(
    replay: &Value,
    end: GameState,
    step: Option<usize>,
    seat: &str,
    lang: Option<urbs_i18n::Lang>,
) -> Result<ReplayView, ApiError> {
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
    let names: Vec<String> = replay
        .get("names")
        .and_then(Value::as_array)
        .map(|n| {
            n.iter()
                .map(|v| v.as_str().unwrap_or("").to_string())
                .collect()
        })
        .unwrap_or_default();
    let (viewer, views) = match eyes(seat, players)? {
        Eyes::One(viewer) => (viewer, None),
        Eyes::All => (
            Viewer::Spectator,
            Some(
                (0..players)
                    .map(|s| table.view_json(Viewer::Seat(s)))
                    .collect(),
            ),
        ),
    };
    let to_act = table.to_act();
    let log = table.log_json(0);
    // The log by this step is the start of the log at the end.
    let log_bots = (0..log.len())
        .map(|e| end.log_bots.get(e).copied().unwrap_or(false))
        .collect();
    let mut state = GameState {
        // A finished game's status is the end's; before it, the game went on.
        status: if step == steps {
            end.status
        } else {
            Status::Active
        },
        seat: viewer.seat(),
        edition: table.edition(),
        latest_edition: table.latest_edition(),
        moves: step,
        to_act: to_act.seats().iter().collect(),
        simultaneous: matches!(to_act, ToAct::Simultaneous(_)),
        view: table.view_json(viewer),
        view_text: None,
        legal: Vec::new(),
        log_from: 0,
        log,
        log_text: table.log_text(0),
        // At the end, the outcome stored when the game finished.
        outcome: if step == steps {
            end.outcome.clone().or_else(|| table.outcome())
        } else {
            table.outcome()
        },
        chat_from: 0,
        // The table talk said by this step.
        chat: end.chat.into_iter().filter(|c| c.after <= step).collect(),
        log_bots,
        clock: None,
        undo: 0,
        server_time: None,
        ..end
    };
    localize_replay_view(&mut state, &names, lang);
    Ok(ReplayView {
        state,
        step,
        steps,
        last,
        views,
    })
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
