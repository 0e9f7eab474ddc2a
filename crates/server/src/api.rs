//! The HTTP routes: JSON in, JSON out, errors as `{"error", "rule"?}`.

use std::net::SocketAddr;
use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::rejection::{BytesRejection, QueryRejection};
use axum::extract::{ConnectInfo, DefaultBodyLimit, Path, Query, State};
use axum::http::{StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Router, middleware};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use crate::StaticFiles;
use crate::error::ApiError;
use crate::hub::{CreateGame, Hub};
use crate::store::Status;

/// What every handler shares.
#[derive(Clone)]
pub(crate) struct App {
    pub hub: Arc<Hub>,
    pub static_files: Option<StaticFiles>,
    pub shutdown: tokio::sync::watch::Receiver<bool>,
    /// `--public-url`: the one host this server answers for.
    pub public: Option<Arc<crate::guard::PublicUrl>>,
    /// Proxies whose `X-Forwarded-For` names the client (`--trusted-proxy`).
    pub trusted: Arc<Vec<std::net::IpAddr>>,
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let status = StatusCode::from_u16(self.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        let moved = self.is_moved();
        let mut res = (status, axum::Json(self)).into_response();
        if moved {
            // Servers tell each other apart from a `421` for another host.
            res.headers_mut().insert(
                crate::route::MOVED_HEADER,
                axum::http::HeaderValue::from_static("1"),
            );
        }
        res
    }
}

fn ok(status: StatusCode, body: impl serde::Serialize) -> Response {
    (status, axum::Json(body)).into_response()
}

/// Reads a JSON body, refusing oversized and malformed ones in JSON.
fn body<T: DeserializeOwned>(bytes: Result<Bytes, BytesRejection>) -> Result<T, ApiError> {
    let bytes = bytes.map_err(|e| ApiError::new(e.status().as_u16(), e.body_text()))?;
    serde_json::from_slice(&bytes)
        .map_err(|e| ApiError::bad_request(format!("bad request body: {e}")))
}

/// Reads the query string, refusing a malformed one in JSON.
pub(crate) fn query<T>(q: Result<Query<T>, QueryRejection>) -> Result<T, ApiError> {
    q.map(|Query(t)| t)
        .map_err(|e| ApiError::bad_request(e.body_text()))
}

pub(crate) fn router(app: App) -> Router {
    let limit = app.hub.limits.max_request_bytes;
    let timeout = app.hub.limits.request_timeout;
    Router::new()
        .route("/api/health", get(|| async { "ok" }))
        .route("/api/catalog", get(catalog))
        .route("/api/games", get(list).post(create))
        .route("/api/games/{id}", get(state))
        .route("/api/games/{id}/actions", post(act))
        .route("/api/games/{id}/join", post(join))
        .route("/api/games/{id}/rematch", post(rematch))
        .route("/api/games/{id}/chat", post(chat))
        .route("/api/games/{id}/leave", post(leave))
        .route("/api/games/{id}/return", post(come_back))
        .route("/api/games/{id}/undo", post(undo))
        .route("/api/games/{id}/hint", get(hint))
        .route("/api/games/{id}/review", get(review).post(start_review))
        .route("/api/games/{id}/replay", get(replay))
        .route("/api/games/{id}/replay/view", get(crate::replay_view::view))
        .route("/api/games/{id}/ws", get(crate::ws::upgrade))
        // Learning the games: catalogs, rules pages, help at a table.
        .route("/api/i18n/{lang}", get(crate::help::catalog))
        .route("/api/rules/{game}", get(crate::help::rules))
        .route("/api/games/{id}/help", get(crate::help::help))
        .fallback(fallback)
        .layer(DefaultBodyLimit::max(limit))
        // Several servers: a game's requests are answered by its holder.
        .layer(middleware::from_fn_with_state(
            app.clone(),
            crate::route::pass_on,
        ))
        // A body that trickles in is cut off with a 408.
        .layer(tower_http::timeout::TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            timeout,
        ))
        .layer(middleware::from_fn_with_state(
            app.clone(),
            crate::guard::check_origin,
        ))
        .layer(middleware::from_fn(crate::guard::json_errors))
        .layer(middleware::from_fn(crate::help::localize_errors))
        .layer(middleware::from_fn(crate::guard::security_headers))
        .layer(middleware::from_fn_with_state(
            app.clone(),
            crate::route::client_address,
        ))
        .with_state(app)
}

/// The games, and the address players use (`--public-url`, else `null`):
/// the page builds join links on it rather than on whatever address its
/// own browser used.
async fn catalog(State(app): State<App>) -> Response {
    let public_url = app.public.as_ref().map(|p| p.origin.clone());
    ok(
        StatusCode::OK,
        json!({ "games": urbs_catalog::games(), "public_url": public_url }),
    )
}

#[derive(Deserialize)]
struct ListQuery {
    status: Option<String>,
    limit: Option<usize>,
}

async fn list(
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

async fn create(
    State(app): State<App>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let req: CreateGame = body(bytes)?;
    // A game refused (a bad request, a database away) costs no allowance.
    app.hub.allowances().allow_create(client.ip()).await?;
    match app.hub.create(req).await {
        Ok(created) => Ok(ok(StatusCode::CREATED, created)),
        Err(e) => {
            app.hub.allowances().refund_create(client.ip()).await;
            Err(e)
        }
    }
}

#[derive(Deserialize)]
pub(crate) struct SeatQuery {
    pub token: Option<String>,
    /// First log entry wanted (`GET` only).
    pub since: Option<usize>,
    /// Adds the view drawn as text.
    #[serde(default)]
    pub text: Option<String>,
    /// The language of the log (`en`, `es`): the catalogs' lines instead of
    /// the games' own English.
    #[serde(default)]
    pub lang: Option<String>,
}

impl SeatQuery {
    pub fn wants_text(&self) -> bool {
        matches!(self.text.as_deref(), Some("1" | "true" | "yes"))
    }
}

async fn state(
    State(app): State<App>,
    Path(id): Path<String>,
    q: Result<Query<SeatQuery>, QueryRejection>,
) -> Result<Response, ApiError> {
    let q = query(q)?;
    let cell = app.hub.cell(&id).await?;
    let seat = app.hub.seat_of(&cell, q.token.as_deref())?;
    let mut state = app
        .hub
        .state(&cell, seat, q.since.unwrap_or(0), q.wants_text());
    crate::help::localize_state(&mut state, crate::help::lang_param(q.lang.as_deref()));
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

async fn act(
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
    if crate::route::from_node(&app, &headers) {
        // The server that passed it on shows the game up to here before it
        // acknowledges the action, as this one does.
        let record = cell.current().actions();
        res.headers_mut()
            .insert(crate::route::RECORD_HEADER, record.into());
    }
    Ok(res)
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct JoinRequest {
    #[serde(default)]
    name: Option<String>,
}

async fn join(
    State(app): State<App>,
    Path(id): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let cell = app.hub.cell(&id).await?;
    let req: JoinRequest = match &bytes {
        Ok(b) if b.is_empty() => JoinRequest::default(),
        _ => body(bytes)?,
    };
    let joined = app.hub.join(&cell, req.name).await?;
    Ok(ok(StatusCode::OK, joined))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ChatRequest {
    token: String,
    text: String,
}

/// A line of table talk from a person seated in the game.
async fn chat(
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
    let idx = app.hub.say(&cell, seat, &req.text).await?;
    Ok(ok(StatusCode::OK, json!({ "idx": idx })))
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
    let seat = app
        .hub
        .seat_of(&cell, Some(&req.token))?
        .expect("a token gives a seat");
    app.hub.http_allow(&cell, seat)?;
    Ok((cell, seat))
}

/// T-4: a person leaves; the takeover bot plays for them.
async fn leave(
    State(app): State<App>,
    Path(id): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let (cell, seat) = seat_in(&app, &id, bytes).await?;
    app.hub.leave(&cell, seat).await?;
    Ok(ok(StatusCode::OK, json!({ "seat": seat, "away": "left" })))
}

/// T-5: a person takes their seat back from the bot.
async fn come_back(
    State(app): State<App>,
    Path(id): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let (cell, seat) = seat_in(&app, &id, bytes).await?;
    app.hub.come_back(&cell, seat).await?;
    Ok(ok(StatusCode::OK, json!({ "seat": seat, "away": null })))
}

/// U-1: a person takes back their latest action.
async fn undo(
    State(app): State<App>,
    Path(id): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let (cell, seat) = seat_in(&app, &id, bytes).await?;
    let taken = app.hub.undo(&cell, seat).await?;
    Ok(ok(StatusCode::OK, taken))
}

/// Starts (or finds) the rematch of a finished game; only a person seated
/// in it may ask.
async fn rematch(
    State(app): State<App>,
    Path(id): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let (cell, seat) = seat_in(&app, &id, bytes).await?;
    let rematch = app.hub.rematch(&cell, seat).await?;
    Ok(ok(StatusCode::OK, rematch))
}

/// What a strong bot would play for the seat whose token is given.
async fn hint(
    State(app): State<App>,
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
    Ok(ok(StatusCode::OK, app.hub.hint(&cell, seat).await?))
}

/// Where the review of a finished game stands (with it, once made).
async fn review(State(app): State<App>, Path(id): Path<String>) -> Result<Response, ApiError> {
    let cell = app.hub.cell(&id).await?;
    Ok(ok(StatusCode::OK, app.hub.review_status(&cell).await?))
}

/// Starts the review of a game that is over.
async fn start_review(
    State(app): State<App>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let cell = app.hub.cell(&id).await?;
    app.hub.allowances().allow_replay_view(client.ip()).await?;
    let status = app.hub.start_review(&cell).await?;
    let code = if status.status == "done" {
        StatusCode::OK
    } else {
        StatusCode::ACCEPTED
    };
    Ok(ok(code, status))
}

async fn replay(State(app): State<App>, Path(id): Path<String>) -> Result<Response, ApiError> {
    let cell = app.hub.cell(&id).await?;
    Ok(ok(StatusCode::OK, app.hub.replay(&cell)?))
}

/// Static files from outside (the browser client), or 404.
async fn fallback(State(app): State<App>, uri: Uri) -> Response {
    let path = uri.path();
    if path == "/api" || path.starts_with("/api/") {
        return ApiError::not_found(format!("no endpoint {path}")).into_response();
    }
    match app.static_files.and_then(|files| files(path)) {
        Some((mime, bytes)) => ([(header::CONTENT_TYPE, mime)], bytes).into_response(),
        None => (StatusCode::NOT_FOUND, "not found").into_response(),
    }
}
