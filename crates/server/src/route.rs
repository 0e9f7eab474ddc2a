//! Requests for a game another server holds (`crate::cluster`) are passed
//! on to it, so that a client may reach any server for any request; and
//! who a client is, behind a load balancer or another server.
//!
//! - Every request about one game (`/api/games/{id}/...`) but its
//!   WebSocket is answered by the server that holds the game. The server a
//!   client reached passes it on with the cluster's secret and the client's
//!   address, and hands back the answer as it came. A server that does not
//!   hold the game (any more) answers such a request `421` with
//!   [`MOVED_HEADER`]; the request is then routed again.
//! - When the holder cannot be reached, the request waits for its lease to
//!   run out and the game to be taken over, then goes to the new holder.
//!   An action is passed on with an idempotency key (the client's, or one
//!   made up for it), so sending it again can never apply it twice; other
//!   changes are sent again only when they never reached the holder.
//! - A WebSocket is served by whichever server it reached ([`crate::follow`]
//!   keeps the game shown there); the actions sent on it go the same way.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::body::{Body, Bytes, to_bytes};
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};
use urbs_engine::Seat;

use crate::api::App;
use crate::cluster::{Cluster, Route};
use crate::error::ApiError;
use crate::hub::{GameCell, Hub};
use crate::live::Acted;
use crate::tokens;

/// On a `421`: the answering server does not hold the game (any more).
pub(crate) const MOVED_HEADER: &str = "x-urbs-moved";
/// The cluster's secret: the request was passed on by another server.
const NODE_HEADER: &str = "x-urbs-node";
/// The address of the client the request came from first.
const CLIENT_HEADER: &str = "x-urbs-client";
/// On an action's answer from the holder: the number of actions in the
/// game's record once it was applied.
pub(crate) const RECORD_HEADER: &str = "x-urbs-record";

/// How long to wait between two tries to reach a game's holder.
const RETRY: Duration = Duration::from_millis(100);

/// The game a request is about, when its holder must answer it: every
/// `/api/games/{id}...` but the WebSocket, which any server serves.
fn game_of(path: &str) -> Option<&str> {
    let rest = path.strip_prefix("/api/games/")?;
    let (id, tail) = match rest.split_once('/') {
        Some((id, tail)) => (id, Some(tail)),
        None => (rest, None),
    };
    (tail != Some("ws") && tokens::is_game_id(id)).then_some(id)
}

/// Whether another server of the cluster passed this request on.
pub(crate) fn from_node(app: &App, headers: &HeaderMap) -> bool {
    match (app.hub.cluster(), headers.get(NODE_HEADER)) {
        (Some(cluster), Some(value)) => cluster.is_secret(value.as_bytes()),
        _ => false,
    }
}

/// Who sent the request: the client named by the server that passed it
/// on, the client named by a trusted proxy (the last address of
/// `X-Forwarded-For` that is not one of the trusted proxies), or the peer.
/// Limits per client then count the real client.
pub(crate) async fn client_address(
    State(app): State<App>,
    mut req: Request,
    next: Next,
) -> Response {
    let Some(ConnectInfo(peer)) = req.extensions().get::<ConnectInfo<SocketAddr>>().copied() else {
        return next.run(req).await;
    };
    let named = if from_node(&app, req.headers()) {
        req.headers()
            .get(CLIENT_HEADER)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.parse::<IpAddr>().ok())
    } else if app.trusted.contains(&peer.ip()) {
        req.headers()
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .filter_map(|a| a.trim().parse::<IpAddr>().ok())
            .rev()
            .find(|ip| !app.trusted.contains(ip))
    } else {
        None
    };
    if let Some(ip) = named {
        req.extensions_mut()
            .insert(ConnectInfo(SocketAddr::new(ip, peer.port())));
    }
    next.run(req).await
}

/// Answers a request about a game here if this server holds the game, or
/// passes it on to the server that does.
pub(crate) async fn pass_on(State(app): State<App>, req: Request, next: Next) -> Response {
    let hub = app.hub.clone();
    let Some(cluster) = hub.cluster().cloned() else {
        return next.run(req).await;
    };
    let Some(id) = game_of(req.uri().path()).map(str::to_string) else {
        return next.run(req).await;
    };
    if from_node(&app, req.headers()) {
        // Passed on to this server: answered only by the holder.
        if hub.is_stopping() || !cluster.holds(&id) {
            return ApiError::moved().into_response();
        }
        return next.run(req).await;
    }
    let limit = hub.limits.max_request_bytes;
    let (parts, body) = req.into_parts();
    let Ok(mut body) = to_bytes(body, limit).await else {
        return ApiError::new(413, format!("the request body is over {limit} bytes"))
            .into_response();
    };
    let client = parts
        .extensions
        .get::<ConnectInfo<SocketAddr>>()
        .map(|c| c.0.ip());
    let (method, uri, headers) = (
        parts.method.clone(),
        parts.uri.clone(),
        parts.headers.clone(),
    );
    let is_action = method == Method::POST && uri.path().ends_with("/actions");
    // Safe to send again: reads, actions (with a key), the rematch (one per game).
    let repeatable = method == Method::GET || is_action || uri.path().ends_with("/rematch");
    let mut made_up_key = false;
    let mut local = Some((parts, next));
    let started = Instant::now();
    let budget = hub
        .limits
        .request_timeout
        .saturating_sub(Duration::from_secs(1));
    loop {
        let route = match hub.route(&id).await {
            Ok(route) => route,
            Err(e) => return e.into_response(),
        };
        match route {
            Route::Here => {
                if let Some((parts, next)) = local.take() {
                    let res = next
                        .run(Request::from_parts(parts, Body::from(body.clone())))
                        .await;
                    if !is_moved(res.status(), res.headers()) {
                        return res;
                    }
                    cluster.unroute(&id);
                } else {
                    return ApiError::unavailable(
                        "the game moved between servers while this request was answered; try again",
                    )
                    .into_response();
                }
            }
            Route::There(address) => {
                if is_action && !made_up_key {
                    (body, made_up_key) = with_key(body);
                }
                let sent = send(
                    &cluster,
                    &address,
                    &method,
                    &uri,
                    &headers,
                    body.clone(),
                    client,
                );
                match sent.await {
                    Sent::Answer(answer) if answer.moved => cluster.unroute(&id),
                    Sent::Answer(answer) => return answer.into_response(made_up_key),
                    Sent::Unreachable => cluster.unroute(&id),
                    Sent::Unknown(e) if !repeatable => {
                        eprintln!("urbs-server: game {id}: passing a request on to {address}: {e}");
                        return ApiError::unavailable(
                            "the server that holds this game went away before it answered; \
                             whether the request was carried out is unknown: look at the game \
                             before sending it again",
                        )
                        .into_response();
                    }
                    Sent::Unknown(_) => cluster.unroute(&id),
                }
                tokio::time::sleep(RETRY).await;
            }
        }
        if started.elapsed() >= budget {
            return unreachable_holder().into_response();
        }
    }
}

fn unreachable_holder() -> ApiError {
    ApiError::unavailable(
        "the server that holds this game cannot be reached, and no other has taken it over yet; \
         try again in a few seconds",
    )
}

fn is_moved(status: StatusCode, headers: &HeaderMap) -> bool {
    status == StatusCode::MISDIRECTED_REQUEST && headers.contains_key(MOVED_HEADER)
}

/// An action's body with an idempotency key, made up if the client sent
/// none (then `true`): sending it again then never applies it twice.
fn with_key(body: Bytes) -> (Bytes, bool) {
    match serde_json::from_slice::<Value>(&body) {
        Ok(Value::Object(mut o)) if !o.contains_key("key") => {
            o.insert("key".into(), json!(made_up_key()));
            (Bytes::from(Value::Object(o).to_string()), true)
        }
        _ => (body, false),
    }
}

fn made_up_key() -> String {
    format!("~{}", tokens::new_token())
}

/// The holder's answer.
struct Answer {
    status: StatusCode,
    moved: bool,
    content_type: Option<HeaderValue>,
    body: Bytes,
    /// [`RECORD_HEADER`].
    record: Option<usize>,
}

impl Answer {
    /// The answer for the client; `duplicate` is dropped when the key was
    /// made up here (the client sent the action once).
    fn into_response(self, made_up_key: bool) -> Response {
        let body = if made_up_key && self.status == StatusCode::OK {
            match serde_json::from_slice::<Value>(&self.body) {
                Ok(Value::Object(mut o)) => {
                    o.remove("duplicate");
                    Bytes::from(Value::Object(o).to_string())
                }
                _ => self.body,
            }
        } else {
            self.body
        };
        let mut res = (self.status, body).into_response();
        if let Some(ct) = self.content_type {
            res.headers_mut().insert(header::CONTENT_TYPE, ct);
        }
        res
    }
}

enum Sent {
    Answer(Answer),
    /// The holder could not be reached: the request never got there.
    Unreachable,
    /// It went away after the request was sent: whether it was carried out
    /// is unknown.
    Unknown(String),
}

/// Sends a request to the node at `address` and reads its answer.
async fn send(
    cluster: &Cluster,
    address: &str,
    method: &Method,
    uri: &Uri,
    headers: &HeaderMap,
    body: Bytes,
    client: Option<IpAddr>,
) -> Sent {
    let target = uri.path_and_query().map_or(uri.path(), |p| p.as_str());
    let mut request = cluster
        .http
        .request(method.clone(), format!("{address}{target}"))
        .header(NODE_HEADER, cluster.secret())
        .body(body);
    if let Some(ct) = headers.get(header::CONTENT_TYPE) {
        request = request.header(header::CONTENT_TYPE, ct);
    }
    if let Some(ip) = client {
        request = request.header(CLIENT_HEADER, ip.to_string());
    }
    let response = match request.send().await {
        Ok(r) => r,
        Err(e) if e.is_connect() => return Sent::Unreachable,
        Err(e) => return Sent::Unknown(e.to_string()),
    };
    let status = response.status();
    let moved = is_moved(status, response.headers());
    let content_type = response.headers().get(header::CONTENT_TYPE).cloned();
    let record = response
        .headers()
        .get(RECORD_HEADER)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse().ok());
    match response.bytes().await {
        Ok(body) => Sent::Answer(Answer {
            status,
            moved,
            content_type,
            body,
            record,
        }),
        Err(e) => Sent::Unknown(e.to_string()),
    }
}

/// An action sent on a WebSocket of `cell`'s game for `seat` (whose token
/// is `token`): carried out here if this server holds the game, else by the
/// server that does.
pub(crate) async fn act(
    hub: &Arc<Hub>,
    cell: &Arc<GameCell>,
    seat: Seat,
    token: &str,
    action: &Value,
    key: Option<&str>,
) -> Result<Acted, ApiError> {
    let Some(cluster) = hub.cluster().cloned() else {
        return hub.act(cell, seat, action, key).await;
    };
    let id = cell.id.clone();
    let (key, made_up) = match key {
        Some(k) => (k.to_string(), false),
        None => (made_up_key(), true),
    };
    let body = Bytes::from(json!({"token": token, "action": action, "key": key}).to_string());
    let uri: Uri = format!("/api/games/{id}/actions").parse().expect("a path");
    let mut headers = HeaderMap::new();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    let started = Instant::now();
    let budget = hub
        .limits
        .request_timeout
        .saturating_sub(Duration::from_secs(1));
    loop {
        match hub.route(&id).await? {
            Route::Here => {
                let held = hub.cell(&id).await?;
                let key = (!made_up).then_some(key.as_str());
                match hub.act(&held, seat, action, key).await {
                    Err(e) if e.is_moved() => cluster.unroute(&id),
                    done => return done,
                }
            }
            Route::There(address) => {
                let sent = send(
                    &cluster,
                    &address,
                    &Method::POST,
                    &uri,
                    &headers,
                    body.clone(),
                    None,
                );
                match sent.await {
                    Sent::Answer(a) if a.moved => cluster.unroute(&id),
                    Sent::Answer(a) if a.status == StatusCode::OK => {
                        let mut acted: Acted = serde_json::from_slice(&a.body).map_err(|e| {
                            ApiError::unavailable(format!(
                                "an unreadable answer from {address}: {e}"
                            ))
                        })?;
                        acted.duplicate &= !made_up;
                        if let Some(record) = a.record {
                            shown(hub, cell, record).await;
                        }
                        return Ok(acted);
                    }
                    Sent::Answer(a) => {
                        let body: Value = serde_json::from_slice(&a.body).unwrap_or(Value::Null);
                        return Err(ApiError {
                            status: a.status.as_u16(),
                            message: body["error"].as_str().unwrap_or("refused").to_string(),
                            rule: body["rule"].as_str().map(str::to_string),
                        });
                    }
                    Sent::Unreachable | Sent::Unknown(_) => cluster.unroute(&id),
                }
                tokio::time::sleep(RETRY).await;
            }
        }
        if started.elapsed() >= budget {
            return Err(unreachable_holder());
        }
    }
}

/// Waits (a little, at most) until `cell`, shown here for its holder,
/// shows the game's first `record` actions: an acknowledgement then comes
/// after the states it follows on, as on the holder.
async fn shown(hub: &Arc<Hub>, cell: &Arc<GameCell>, record: usize) {
    if cell.held() {
        return;
    }
    let mut changed = cell.subscribe();
    crate::follow::follow(hub, cell);
    let _ = tokio::time::timeout(Duration::from_secs(2), async {
        while cell.current().actions() < record {
            if changed.changed().await.is_err() {
                return;
            }
        }
    })
    .await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_games_own_requests_are_passed_on() {
        let id = "0123456789abcdef";
        assert_eq!(game_of(&format!("/api/games/{id}")), Some(id));
        assert_eq!(game_of(&format!("/api/games/{id}/actions")), Some(id));
        assert_eq!(game_of(&format!("/api/games/{id}/replay/view")), Some(id));
        assert_eq!(game_of(&format!("/api/games/{id}/ws")), None);
        assert_eq!(game_of("/api/games"), None);
        assert_eq!(game_of("/api/games/../etc"), None);
        assert_eq!(game_of("/api/catalog"), None);
    }

    #[test]
    fn an_action_without_a_key_gets_one_made_up() {
        let (body, made) = with_key(Bytes::from(r#"{"token":"t","action":1}"#));
        assert!(made);
        let v: Value = serde_json::from_slice(&body).unwrap();
        assert!(v["key"].as_str().unwrap().starts_with('~'));
        let (body, made) = with_key(Bytes::from(r#"{"token":"t","action":1,"key":"k"}"#));
        assert!(!made);
        assert_eq!(body, Bytes::from(r#"{"token":"t","action":1,"key":"k"}"#));
    }
}
