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
//! - A WebSocket is served by whichever server it reached ([`crate::hub::follow`]
//!   keeps the game shown there); the actions sent on it go the same way.
//! - Both ways take one [`Trip`]: routing, sending, and trying again while
//!   the game moves between servers are written once.

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

use super::app::{App, CLIENT_HEADER, MOVED_HEADER, NODE_HEADER, RECORD_HEADER};
use crate::cluster::{Cluster, Route};
use crate::http::error::ApiError;
use crate::hub::{GameCell, Hub, follow};
use crate::table::live::Acted;
use crate::table::tokens;

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
    let named = if app.passed_on(req.headers()) {
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
    if app.passed_on(req.headers()) {
        // Passed on to this server: answered only by the holder.
        if hub.is_stopping() || !cluster.holds(&id) {
            return ApiError::moved().into_response();
        }
        return next.run(req).await;
    }
    let limit = hub.limits.max_request_bytes;
    let (parts, body) = req.into_parts();
    let Ok(body) = to_bytes(body, limit).await else {
        return ApiError::new(413, format!("the request body is over {limit} bytes"))
            .into_response();
    };
    let (method, path) = (&parts.method, parts.uri.path());
    // Actions and chat lines travel with a key, made up here if the client
    // sent none, so that the holder carries them out once.
    let keyed = method == Method::POST && (path.ends_with("/actions") || path.ends_with("/chat"));
    let letter = Letter {
        // Safe to send again: reads, actions and chat lines (with a key), the
        // rematch (one per game).
        repeatable: method == Method::GET || keyed || path.ends_with("/rematch"),
        keyed,
        method: method.clone(),
        uri: parts.uri.clone(),
        content_type: parts.headers.get(header::CONTENT_TYPE).cloned(),
        cookie: parts.headers.get(header::COOKIE).cloned(),
        payload: body,
        client: parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|c| c.0.ip()),
        made_up_key: false,
    };
    let mut trip = Trip::new(&hub, &cluster, &id, letter);
    let mut local = Some((parts, next));
    loop {
        match trip.next().await {
            Err(e) => return e.into_response(),
            Ok(Leg::There(answer)) => return answer.into_response(trip.letter.made_up_key),
            Ok(Leg::Here) => {
                let Some((parts, next)) = local.take() else {
                    return ApiError::unavailable(
                        "the game moved between servers while this request was answered; try again",
                    )
                    .into_response();
                };
                let body = Body::from(trip.letter.payload.clone());
                let res = next.run(Request::from_parts(parts, body)).await;
                if !is_moved(res.status(), res.headers()) {
                    return res;
                }
                trip.moved();
            }
        }
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
        return Ok(hub.act(cell, seat, action, key).await?);
    };
    let id = cell.id.clone();
    let mut body = json!({"token": token, "action": action});
    if let Some(k) = key {
        body["key"] = json!(k);
    }
    let letter = Letter {
        method: Method::POST,
        uri: format!("/api/games/{id}/actions").parse().expect("a path"),
        content_type: Some(HeaderValue::from_static("application/json")),
        cookie: None,
        payload: Bytes::from(body.to_string()),
        client: None,
        keyed: true,
        repeatable: true,
        made_up_key: false,
    };
    let mut trip = Trip::new(hub, &cluster, &id, letter);
    loop {
        match trip.next().await? {
            Leg::Here => {
                let held = hub.cell(&id).await?;
                match hub.act(&held, seat, action, key).await {
                    Err(e) if e.is_moved() => trip.moved(),
                    done => return Ok(done?),
                }
            }
            Leg::There(a) if a.status == StatusCode::OK => {
                let mut acted: Acted = serde_json::from_slice(&a.body).map_err(|e| {
                    ApiError::unavailable(format!("an unreadable answer from {}: {e}", a.from))
                })?;
                acted.duplicate &= !trip.letter.made_up_key;
                if let Some(record) = a.record {
                    follow::shown(hub, cell, record).await;
                }
                return Ok(acted);
            }
            Leg::There(a) => return Err(refused(&a)),
        }
    }
}

/// Accounts hold seats of game `id` now (N-1): the server that holds the
/// game is told, here or where it is, so that it writes their turns.
pub(crate) async fn claimed(hub: &Arc<Hub>, id: &str) -> Result<(), ApiError> {
    let Some(cluster) = hub.cluster().cloned() else {
        return Ok(hub.seats_claimed(id).await?);
    };
    let letter = Letter {
        method: Method::POST,
        uri: format!("/api/games/{id}/claimed").parse().expect("a path"),
        content_type: None,
        cookie: None,
        payload: Bytes::new(),
        client: None,
        keyed: false,
        // Safe to send again: the holder reads the seats from the database.
        repeatable: true,
        made_up_key: false,
    };
    let mut trip = Trip::new(hub, &cluster, id, letter);
    loop {
        match trip.next().await? {
            Leg::Here => match hub.seats_claimed(id).await {
                Err(e) if e.is_moved() => trip.moved(),
                done => return Ok(done?),
            },
            Leg::There(a) if a.status == StatusCode::OK => return Ok(()),
            Leg::There(a) => return Err(refused(&a)),
        }
    }
}

/// The holder's refusal of a request passed on, as it gave it.
fn refused(a: &Answer) -> ApiError {
    let body: Value = serde_json::from_slice(&a.body).unwrap_or(Value::Null);
    ApiError {
        status: a.status.as_u16(),
        message: body["error"].as_str().unwrap_or("refused").to_string(),
        rule: body["rule"].as_str().map(str::to_string),
    }
}

/// A request on its way to a game's holder.
struct Letter {
    method: Method,
    uri: Uri,
    content_type: Option<HeaderValue>,
    /// The session's cookie: a rated game's join needs the account.
    cookie: Option<HeaderValue>,
    payload: Bytes,
    /// The client it came from first.
    client: Option<IpAddr>,
    /// An action or a chat line: passed on with an idempotency key.
    keyed: bool,
    /// Safe to send again when whether it was carried out is unknown.
    repeatable: bool,
    /// The key in `payload` was made up here: the client sent none.
    made_up_key: bool,
}

/// Where a request is answered now.
enum Leg {
    /// This server holds the game: the caller answers it here.
    Here,
    /// The holder answered it.
    There(Answer),
}

/// A request's way to its game's holder, tried again while the game moves
/// between servers (up to the request timeout): the one forward-and-retry
/// loop, for requests passed on and for actions sent on a WebSocket.
struct Trip<'a> {
    hub: &'a Arc<Hub>,
    cluster: &'a Cluster,
    id: &'a str,
    letter: Letter,
    started: Instant,
    tried: bool,
}

impl<'a> Trip<'a> {
    fn new(hub: &'a Arc<Hub>, cluster: &'a Cluster, id: &'a str, letter: Letter) -> Trip<'a> {
        Trip {
            hub,
            cluster,
            id,
            letter,
            started: Instant::now(),
            tried: false,
        }
    }

    /// Routes the request again: [`Leg::Here`] if this server holds the
    /// game, else the holder's answer once one came; on the way, a holder
    /// that moved or cannot be reached is asked again.
    async fn next(&mut self) -> Result<Leg, ApiError> {
        let budget = self
            .hub
            .limits
            .request_timeout
            .saturating_sub(Duration::from_secs(1));
        loop {
            if self.tried && self.started.elapsed() >= budget {
                return Err(unreachable_holder());
            }
            self.tried = true;
            let address = match self.hub.route(self.id).await? {
                Route::Here => return Ok(Leg::Here),
                Route::There(address) => address,
            };
            let letter = &mut self.letter;
            if letter.keyed && !letter.made_up_key {
                (letter.payload, letter.made_up_key) =
                    with_key(std::mem::take(&mut letter.payload));
            }
            match send(self.cluster, &address, letter).await {
                Sent::Answer(answer) if answer.moved => self.moved(),
                Sent::Answer(answer) => return Ok(Leg::There(answer)),
                Sent::Unreachable => self.moved(),
                Sent::Unknown(e) if !letter.repeatable => {
                    let id = self.id;
                    tracing::warn!("game {id}: passing a request on to {address}: {e}");
                    return Err(ApiError::unavailable(
                        "the server that holds this game went away before it answered; \
                         whether the request was carried out is unknown: look at the game \
                         before sending it again",
                    ));
                }
                Sent::Unknown(_) => self.moved(),
            }
            tokio::time::sleep(RETRY).await;
        }
    }

    /// The game is not (or no longer) where it was routed: route it anew.
    fn moved(&self) {
        self.cluster.unroute(self.id);
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
    /// The holder's address.
    from: String,
}

impl Answer {
    /// The answer for the client; `duplicate` is dropped when the key was
    /// made up here (the client sent the action or the line once).
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

/// Sends a letter to the node at `address` and reads its answer.
async fn send(cluster: &Cluster, address: &str, letter: &Letter) -> Sent {
    let uri = &letter.uri;
    let target = uri.path_and_query().map_or(uri.path(), |p| p.as_str());
    let mut request = cluster
        .http
        .request(letter.method.clone(), format!("{address}{target}"))
        .header(NODE_HEADER, cluster.secret())
        .body(letter.payload.clone());
    if let Some(ct) = &letter.content_type {
        request = request.header(header::CONTENT_TYPE, ct);
    }
    if let Some(cookie) = &letter.cookie {
        request = request.header(header::COOKIE, cookie);
    }
    if let Some(ip) = letter.client {
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
            from: address.to_string(),
        }),
        Err(e) => Sent::Unknown(e.to_string()),
    }
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
