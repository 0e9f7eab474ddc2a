//! What every handler of the HTTP wing shares: the [`App`] state, the
//! headers servers of a cluster speak to each other with, errors as JSON
//! answers, and reading a request's query and body.
//!
//! The ground floor of the wing: handlers import from here, never from the
//! router ([`super`]).

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::Query;
use axum::extract::rejection::{BytesRejection, QueryRejection};
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use serde::de::DeserializeOwned;

use super::allowances::Allowances;
use super::error::ApiError;
use crate::hub::Hub;

/// On a `421`: the answering server does not hold the game (any more).
pub(crate) const MOVED_HEADER: &str = "x-urbs-moved";
/// The cluster's secret: the request was passed on by another server.
pub(crate) const NODE_HEADER: &str = "x-urbs-node";
/// The address of the client the request came from first.
pub(crate) const CLIENT_HEADER: &str = "x-urbs-client";
/// On an action's answer from the holder: the number of actions in the
/// game's record once it was applied.
pub(crate) const RECORD_HEADER: &str = "x-urbs-record";

/// Static files served beside the API (the browser client): gets the URL
/// path (`/`, `/app.js`, `/game/abc`) and returns the MIME type and bytes.
pub type StaticFiles = fn(&str) -> Option<(&'static str, &'static [u8])>;

/// What every handler shares.
#[derive(Clone)]
pub(crate) struct App {
    pub hub: Arc<Hub>,
    /// Per-client allowances (new games, replay views, reviews, spectators).
    pub allowances: Arc<Allowances>,
    pub static_files: Option<StaticFiles>,
    pub shutdown: tokio::sync::watch::Receiver<bool>,
    /// `--public-url`: the one host this server answers for.
    pub public: Option<Arc<PublicUrl>>,
    /// Proxies whose `X-Forwarded-For` names the client (`--trusted-proxy`).
    pub trusted: Arc<Vec<std::net::IpAddr>>,
}

impl App {
    /// Whether another server of the cluster passed this request on.
    pub fn passed_on(&self, headers: &HeaderMap) -> bool {
        match (self.hub.cluster(), headers.get(NODE_HEADER)) {
            (Some(cluster), Some(value)) => cluster.is_secret(value.as_bytes()),
            _ => false,
        }
    }
}

/// The address players use, from `--public-url`.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct PublicUrl {
    /// `https://urbs.example.org` (scheme, host and port, as browsers send
    /// it in `Origin`).
    pub origin: String,
    /// `urbs.example.org` (host and port, as in `Host`).
    pub host: String,
}

impl PublicUrl {
    pub fn parse(url: &str) -> Result<PublicUrl, String> {
        let bad =
            || format!("--public-url `{url}`: write http://HOST[:PORT] or https://HOST[:PORT]");
        let (scheme, rest) = url.split_once("://").ok_or_else(bad)?;
        if scheme != "http" && scheme != "https" {
            return Err(bad());
        }
        let host = rest.split('/').next().unwrap_or("");
        if host.is_empty() || host.contains('@') || host.chars().any(char::is_whitespace) {
            return Err(bad());
        }
        let host = host.to_ascii_lowercase();
        Ok(PublicUrl {
            origin: format!("{scheme}://{host}"),
            host,
        })
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let status = StatusCode::from_u16(self.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        let moved = self.is_moved();
        let mut res = (status, axum::Json(self)).into_response();
        if moved {
            // Servers tell each other apart from a `421` for another host.
            res.headers_mut()
                .insert(MOVED_HEADER, HeaderValue::from_static("1"));
        }
        res
    }
}

/// Reads a JSON body, refusing oversized and malformed ones in JSON.
pub(crate) fn body<T: DeserializeOwned>(
    bytes: Result<Bytes, BytesRejection>,
) -> Result<T, ApiError> {
    super::parse::json_body(&received(bytes)?)
}

/// A request's body, or the refusal of one too big or cut short.
pub(crate) fn received(bytes: Result<Bytes, BytesRejection>) -> Result<Bytes, ApiError> {
    bytes.map_err(|e| ApiError::new(e.status().as_u16(), e.body_text()))
}

/// Reads the query string, refusing a malformed one in JSON.
pub(crate) fn query<T>(q: Result<Query<T>, QueryRejection>) -> Result<T, ApiError> {
    q.map(|Query(t)| t)
        .map_err(|e| ApiError::bad_request(e.body_text()))
}

/// Who asks about a game (`token`), and how its state is wanted.
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
