//! Play now (docs/api.md, "Play now"; rulings Q-1 .. Q-10 in
//! docs/rules/table.md): a signed-in person joins the queue, asks where
//! they stand (the heartbeat that keeps them in it) and leaves it.

use std::net::SocketAddr;
use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{ConnectInfo, State};
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};
use serde_json::{Value, json};
use tower_sessions::Session;

use super::accounts::{Accts, db, required};
use super::app::{App, body};
use crate::accounts::Accounts;
use crate::http::error::ApiError;
use crate::playnow::Busy;
use crate::playnow::matcher::Matcher;
use crate::playnow::queue;
use crate::playnow::{Ask, MAX_WAIT_MS, Pace, window};

pub(crate) type Play = Extension<Arc<Matcher>>;

/// what a join asks for, or why it cannot be read.
fn ask_of(req: &Value) -> Result<Ask, ApiError> {
    let bad = |m: &str| ApiError::bad_request(m.to_string());
    let Some(fields) = req.as_object() else {
        return Err(bad("send {\"game\", \"players\", \"pace\", \"wait\"}"));
    };
    if let Some(k) = fields
        .keys()
        .find(|k| !["game", "players", "pace", "wait"].contains(&k.as_str()))
    {
        return Err(bad(&format!(
            "unknown field `{k}`: a join has `game`, `players`, `pace` and `wait`"
        )));
    }
    let game = req["game"]
        .as_str()
        .ok_or_else(|| bad("`game` is a game's id, such as \"forsale\""))?;
    let players = match &req["players"] {
        Value::String(s) if s == "any" => None,
        v => Some(
            v.as_u64()
                .ok_or_else(|| bad("`players` is a number of players or \"any\""))?
                as usize,
        ),
    };
    let pace = req["pace"]
        .as_str()
        .and_then(Pace::parse)
        .ok_or_else(|| bad("`pace` is \"real_time\" or \"turn_based\""))?;
    let wait = req["wait"].as_i64().ok_or_else(|| {
        bad(&format!(
            "`wait` is how many seconds to wait for people before bots fill the seats, 0 to {}",
            MAX_WAIT_MS / 1000
        ))
    })?;
    let ask = Ask {
        game: game.to_string(),
        players,
        pace,
        wait_ms: wait.saturating_mul(1000),
    };
    ask.check().map_err(ApiError::bad_request)?;
    Ok(ask)
}

/// Where the account stands at `now`, as its page is told; asking is the
/// heartbeat.
async fn status(accounts: &Accounts, account_id: &str, now: i64) -> Result<Response, ApiError> {
    let entry = accounts
        .store()
        .queue_seen(account_id, now)
        .await
        .map_err(db)?;
    let Some(e) = entry else {
        return Ok(Json(json!({ "status": "none" })).into_response());
    };
    let waited_ms = (now - e.joined_at).max(0);
    let mut answer = json!({
        "status": if e.seated.is_some() { "seated" } else if e.claimed { "seating" } else { "waiting" },
        "game": e.ask.game,
        "players": e.ask.players.map_or(json!("any"), |n| json!(n)),
        "pace": e.ask.pace.as_str(),
        "wait": e.ask.wait_ms / 1000,
        "waited": waited_ms / 1000,
        "rating": (e.rating * 10.0).round() / 10.0,
        "gap": (window(waited_ms) * 10.0).round() / 10.0,
    });
    if let Some((game_id, seat)) = e.seated {
        let sealed = accounts
            .store()
            .sealed_token(account_id, &game_id, seat)
            .await
            .map_err(db)?;
        let token = sealed.and_then(|s| accounts.seat_key.open(&game_id, seat, &s));
        answer["game_id"] = json!(game_id);
        answer["seat"] = json!(seat);
        answer["token"] = json!(token);
    }
    Ok(Json(answer).into_response())
}

/// `POST /api/play`: joins the queue, replacing the account's
/// entry; the answer is the status, as `GET /api/play` gives it.
pub(crate) async fn join(
    State(app): State<App>,
    Extension(accounts): Accts,
    Extension(play): Play,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    session: Session,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let req: Value = body(bytes)?;
    let account = required(&accounts, &session).await?;
    let ask = ask_of(&req)?;
    // Fair shares: a table the queue makes is a new game.
    app.allowances.allow_create(client.ip()).await?;
    let now = play.now();
    let store = accounts.store();
    let joined = async {
        let rating = queue::rating_of(store, &account.id, &ask.game).await?;
        queue::join(store, &account.id, &account.name, &ask, rating, now).await
    }
    .await;
    match joined {
        Ok(Ok(())) => {}
        Ok(Err(Busy::Seating)) => {
            app.allowances.refund_create(client.ip()).await;
            return Err(ApiError::conflict(
                "you are being seated at a game now: ask again in a moment",
            ));
        }
        Err(e) => {
            app.allowances.refund_create(client.ip()).await;
            return Err(db(e));
        }
    }
    play.pass().await;
    status(&accounts, &account.id, play.now()).await
}

/// `GET /api/play`: where the account stands, and the heartbeat:
/// the queue forgets an entry its page stopped asking about.
pub(crate) async fn check(
    Extension(accounts): Accts,
    Extension(play): Play,
    session: Session,
) -> Result<Response, ApiError> {
    let account = required(&accounts, &session).await?;
    play.pass_if_due().await;
    status(&accounts, &account.id, play.now()).await
}

/// `DELETE /api/play`: leaves the queue.
pub(crate) async fn leave(
    Extension(accounts): Accts,
    Extension(play): Play,
    session: Session,
) -> Result<Response, ApiError> {
    let account = required(&accounts, &session).await?;
    match queue::leave(accounts.store(), &account.id, play.now())
        .await
        .map_err(db)?
    {
        Ok(left) => Ok(Json(json!({ "left": left, "status": "none" })).into_response()),
        Err(Busy::Seating) => Err(ApiError::conflict(
            "you are being seated at a game now: it will be in your games",
        )),
    }
}
