//! The game's own requests: JSON in, JSON out, errors as `{"error", "rule"?}`.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use axum::Extension;
use axum::body::Bytes;
use axum::extract::rejection::{BytesRejection, QueryRejection};
use axum::extract::{ConnectInfo, Path, Query, State};
use axum::http::{StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use serde_json::{Value, json};

use super::app::{App, RECORD_HEADER, SeatQuery, body, query};
use super::localize::{lang_param, localize_state};
use crate::http::error::ApiError;
use crate::hub::bots::for_client;
use crate::hub::{CreateGame, Created, HubError};
use crate::store::Status;

fn ok(status: StatusCode, body: impl serde::Serialize) -> Response {
    (status, axum::Json(body)).into_response()
}

/// The games, and the address players use (`--public-url`, else `null`):
/// the page builds join links on it rather than on whatever address its
/// own browser used.
pub(crate) async fn catalog(State(app): State<App>) -> Response {
    let public_url = app.public.as_ref().map(|p| p.origin.clone());
    ok(
        StatusCode::OK,
        json!({ "games": urbs_catalog::games(), "public_url": public_url }),
    )
}

#[derive(Deserialize)]
pub(crate) struct ListQuery {
    status: Option<String>,
    limit: Option<usize>,
}

pub(crate) async fn list(
    State(app): State<App>,
    q: Result<Query<ListQuery>, QueryRejection>,
) -> Result<Response, ApiError> {
    let q = query(q)?;
    let status = q
        .status
        .as_deref()
        .map(str::parse::<Status>)
        .transpose()
        .map_err(ApiError::bad_request)?;
    let games = app.hub.list(status, q.limit.unwrap_or(50)).await?;
    Ok(ok(StatusCode::OK, json!({ "games": games })))
}

/// `POST /api/games` once its body is read (`ratings::create` reads it:
/// invitations, `rated`): creates the game `req` asks for, for `client`.
pub(crate) async fn create_parsed(
    app: &App,
    client: SocketAddr,
    req: CreateGame,
) -> Result<Response, ApiError> {
    let created = create_within_allowance(app, client.ip(), req, |req| {
        for_client(client.ip(), app.hub.create(req))
    })
    .await?;
    Ok(ok(created_status(&created), created))
}

/// Creates a game through `create` for `client`, within its allowance of
/// new games. A game refused (a bad request, a database away) costs no
/// allowance, nor does a creation sent again under its key: that answers
/// the game the key made, even once the allowance is spent.
pub(crate) async fn create_within_allowance<F, Fut>(
    app: &App,
    client: IpAddr,
    req: CreateGame,
    create: F,
) -> Result<Created, ApiError>
where
    F: FnOnce(CreateGame) -> Fut,
    Fut: Future<Output = Result<Created, HubError>>,
{
    if let Err(refused) = app.allowances.allow_create(client).await {
        let made = match req.key.as_deref() {
            Some(key) => app.hub.created_before(key, req.request.as_deref()).await,
            None => Ok(None),
        };
        return made.ok().flatten().ok_or(refused);
    }
    match create(req).await {
        Ok(created) => {
            if created.duplicate {
                app.allowances.refund_create(client).await;
            }
            Ok(created)
        }
        Err(e) => {
            app.allowances.refund_create(client).await;
            Err(e.into())
        }
    }
}

/// `201 Created`, or `200 OK` for the game a key made before.
pub(crate) fn created_status(created: &Created) -> StatusCode {
    if created.duplicate {
        StatusCode::OK
    } else {
        StatusCode::CREATED
    }
}

pub(crate) async fn state(
    State(app): State<App>,
    Path(id): Path<String>,
    q: Result<Query<SeatQuery>, QueryRejection>,
) -> Result<Response, ApiError> {
    let q = query(q)?;
    let cell = app.hub.cell(&id).await?;
    let seat = app.hub.seat_of(&cell, q.token.as_deref())?;
    if let Some(seat) = seat {
        // T-7: the seat's person has the game open. The state is answered
        // even if that cannot be stored now; the next read tries again.
        let _ = app.hub.open_seat(&cell, seat).await;
    }
    let mut state = app
        .hub
        .state(&cell, seat, q.since.unwrap_or(0), q.wants_text());
    localize_state(&mut state, lang_param(q.lang.as_deref()));
    Ok(ok(StatusCode::OK, state))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ActRequest {
    token: String,
    action: Value,
    /// Idempotency key: the same key again returns the first answer.
    #[serde(default)]
    key: Option<String>,
}

pub(crate) async fn act(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: axum::http::HeaderMap,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let cell = app.hub.cell(&id).await?;
    let req: ActRequest = body(bytes)?;
    let seat = app
        .hub
        .seat_of(&cell, Some(&req.token))?
        .expect("a token gives a seat");
    app.hub.http_allow(&cell, seat)?;
    let acted = app
        .hub
        .act(&cell, seat, &req.action, req.key.as_deref())
        .await?;
    let mut res = ok(StatusCode::OK, acted);
    if app.passed_on(&headers) {
        // The server that passed it on shows the game up to here before it
        // acknowledges the action, as this one does.
        let record = cell.current().actions();
        res.headers_mut().insert(RECORD_HEADER, record.into());
    }
    Ok(res)
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct JoinRequest {
    #[serde(default)]
    name: Option<String>,
}

pub(crate) async fn join(
    State(app): State<App>,
    Path(id): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
    held: &[usize],
) -> Result<Response, ApiError> {
    let cell = app.hub.cell(&id).await?;
    let req: JoinRequest = match &bytes {
        Ok(b) if b.is_empty() => JoinRequest::default(),
        _ => body(bytes)?,
    };
    // I-2: a seat held for an invited account is not taken by its link.
    let joined = app
        .hub
        .join_where(&cell, req.name, &|s| !held.contains(&s))
        .await?;
    Ok(ok(StatusCode::OK, joined))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ChatRequest {
    token: String,
    text: String,
    /// Idempotency key: the same line sent again with it is said once.
    key: Option<String>,
}

/// A line of table talk from a person seated in the game.
pub(crate) async fn chat(
    State(app): State<App>,
    Path(id): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let cell = app.hub.cell(&id).await?;
    let req: ChatRequest = body(bytes)?;
    let seat = app
        .hub
        .seat_of(&cell, Some(&req.token))?
        .expect("a token gives a seat");
    let said = app
        .hub
        .say(&cell, seat, &req.text, req.key.as_deref())
        .await?;
    Ok(ok(StatusCode::OK, said))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TokenRequest {
    token: String,
}

/// The seat of the person whose token a request body carries.
async fn seat_in(
    app: &App,
    id: &str,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<(Arc<crate::hub::GameCell>, usize), ApiError> {
    let cell = app.hub.cell(id).await?;
    let req: TokenRequest = body(bytes)?;
    let seat = seat_at(app, &cell, &req.token)?;
    Ok((cell, seat))
}

/// The seat `token` holds in `cell`'s game, if it may send a request now.
fn seat_at(app: &App, cell: &crate::hub::GameCell, token: &str) -> Result<usize, ApiError> {
    let seat = app
        .hub
        .seat_of(cell, Some(token))?
        .expect("a token gives a seat");
    app.hub.http_allow(cell, seat)?;
    Ok(seat)
}

/// T-4: a person leaves; the takeover bot plays for them.
pub(crate) async fn leave(
    State(app): State<App>,
    Path(id): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let (cell, seat) = seat_in(&app, &id, bytes).await?;
    app.hub.leave(&cell, seat).await?;
    Ok(ok(StatusCode::OK, json!({ "seat": seat, "away": "left" })))
}

/// T-5: a person takes their seat back from the bot.
pub(crate) async fn come_back(
    State(app): State<App>,
    Path(id): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let (cell, seat) = seat_in(&app, &id, bytes).await?;
    app.hub.come_back(&cell, seat).await?;
    Ok(ok(StatusCode::OK, json!({ "seat": seat, "away": null })))
}

/// `POST /api/games/{id}/claimed`: accounts may hold seats of this game
/// now, so its holder reads which and writes their turns from now on
/// (N-1). The server that took a claim sends it (`super::forward::claimed`);
/// from anyone else it changes nothing: the holder only reads again what
/// the database says, and a turn is written once per seat claimed.
pub(crate) async fn claimed(
    State(app): State<App>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    app.hub.seats_claimed(&id).await?;
    Ok(ok(StatusCode::OK, json!({ "claimed": true })))
}

/// T-7: the host starts the clocks before everyone has opened the game.
pub(crate) async fn start_clocks(
    State(app): State<App>,
    Path(id): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let (cell, seat) = seat_in(&app, &id, bytes).await?;
    app.hub.start_clocks(&cell, seat).await?;
    Ok(ok(StatusCode::OK, json!({ "seat": seat, "started": true })))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct UndoRequest {
    token: String,
    /// The `moves` the seat's page shows: the undo is made only if the game
    /// still stands there (docs/api.md, Undo).
    #[serde(default)]
    moves: Option<usize>,
}

/// U-1: a person takes back their latest action.
pub(crate) async fn undo(
    State(app): State<App>,
    Path(id): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let cell = app.hub.cell(&id).await?;
    let req: UndoRequest = body(bytes)?;
    let seat = seat_at(&app, &cell, &req.token)?;
    let taken = app.hub.undo(&cell, seat, req.moves).await?;
    Ok(ok(StatusCode::OK, taken))
}

/// Starts (or finds) the rematch of a finished game; only a person seated
/// in it may ask. Starting one is a new game: it takes from the asker's
/// allowance of new games (finding the one started costs nothing).
pub(crate) async fn rematch(
    State(app): State<App>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    Path(id): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let (cell, seat) = seat_in(&app, &id, bytes).await?;
    let allowances = &app.allowances;
    let starts = cell.current().rematch.is_none();
    if starts {
        allowances.allow_create(client.ip()).await?;
    }
    match for_client(client.ip(), app.hub.rematch(&cell, seat)).await {
        Ok(rematch) => Ok(ok(StatusCode::OK, rematch)),
        Err(e) => {
            if starts {
                allowances.refund_create(client.ip()).await;
            }
            Err(e.into())
        }
    }
}

/// What a strong bot would play for the seat whose token is given (one
/// open at a time per seat).
pub(crate) async fn hint(
    State(app): State<App>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    Path(id): Path<String>,
    q: Result<Query<SeatQuery>, QueryRejection>,
) -> Result<Response, ApiError> {
    let q = query(q)?;
    let cell = app.hub.cell(&id).await?;
    let seat = app
        .hub
        .seat_of(&cell, q.token.as_deref())?
        .ok_or_else(|| ApiError::forbidden("a hint is for a player: give your seat's token"))?;
    app.hub.http_allow(&cell, seat)?;
    let hint = for_client(client.ip(), app.hub.hint(&cell, seat)).await?;
    Ok(ok(StatusCode::OK, hint))
}

/// Where the review of a finished game stands (with it, once made).
pub(crate) async fn review(
    State(app): State<App>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let cell = app.hub.cell(&id).await?;
    Ok(ok(StatusCode::OK, app.hub.review_status(&cell).await?))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ReviewRequest {
    #[serde(default)]
    token: Option<String>,
}

/// Starts the review of a game that is over; only a person seated in it
/// may (by the seat's token, or signed in to an account that holds one of
/// its seats), and a new review takes from the asker's allowance of
/// reviews.
pub(crate) async fn start_review(
    State(app): State<App>,
    Extension(accounts): super::accounts::Accts,
    session: tower_sessions::Session,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    Path(id): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let cell = app.hub.cell(&id).await?;
    let req: ReviewRequest = body(bytes)?;
    let seated = match app.hub.seat_of(&cell, req.token.as_deref())? {
        Some(_) => true,
        None => match super::accounts::current(&accounts, &session).await? {
            Some(account) => accounts
                .store()
                .holds_seat_in(&account.id, &id)
                .await
                .map_err(super::accounts::db)?,
            None => false,
        },
    };
    if !seated {
        return Err(ApiError::forbidden(
            "a review is started by a person seated in the game: give your seat's token, \
             or sign in to the account that holds your seat",
        ));
    }
    let allowances = &app.allowances;
    let starts = matches!(
        app.hub.review_status(&cell).await?.status,
        "none" | "failed"
    );
    if starts {
        allowances.allow_review(client.ip()).await?;
    }
    let started = for_client(client.ip(), app.hub.start_review(&cell)).await;
    let refund = match &started {
        Ok(status) => starts && status.status == "done",
        Err(_) => starts,
    };
    if refund {
        allowances.refund_review(client.ip()).await;
    }
    let status = started?;
    let code = if status.status == "done" {
        StatusCode::OK
    } else {
        StatusCode::ACCEPTED
    };
    Ok(ok(code, status))
}

pub(crate) async fn replay(
    State(app): State<App>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let cell = app.hub.cell(&id).await?;
    Ok(ok(StatusCode::OK, app.hub.replay(&cell)?))
}

/// Static files from outside (the browser client), or 404.
pub(crate) async fn fallback(State(app): State<App>, uri: Uri) -> Response {
    let path = uri.path();
    if path == "/api" || path.starts_with("/api/") {
        return ApiError::not_found(format!("no endpoint {path}")).into_response();
    }
    match app.static_files.and_then(|files| files(path)) {
        Some((mime, bytes)) => ([(header::CONTENT_TYPE, mime)], bytes).into_response(),
        None => (StatusCode::NOT_FOUND, "not found").into_response(),
    }
}
