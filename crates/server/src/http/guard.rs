//! What keeps browsers safe and answers uniform: the host a server answers
//! for, the pages that may act (`Origin`), JSON bodies only, security
//! headers on every answer, and JSON error bodies whatever refused a request.

use axum::body::to_bytes;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use super::app::App;
use crate::http::error::ApiError;

/// Whether `host` (as in `Host`, with or without a port) names this
/// machine's loopback interface: the operator's own browser, which a
/// server with `--public-url` serves too. (A page of another site that
/// rebinds its name to 127.0.0.1 still sends its own name, and is refused.)
fn is_loopback(host: &str) -> bool {
    let name = match host.strip_prefix('[') {
        Some(v6) => v6.split(']').next().unwrap_or(""),
        None => host.rsplit_once(':').map_or(host, |(name, _)| name),
    };
    name == "localhost"
        || name
            .parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback())
}

/// The host and port of an `Origin` (`https://a.example:8080` → `a.example:8080`).
fn origin_host(origin: &str) -> Option<&str> {
    origin.split_once("://").map(|(_, h)| h)
}

fn is_websocket(req: &Request) -> bool {
    req.headers()
        .get(header::UPGRADE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.eq_ignore_ascii_case("websocket"))
}

fn has_body(req: &Request) -> bool {
    req.headers().contains_key(header::TRANSFER_ENCODING)
        || req
            .headers()
            .get(header::CONTENT_LENGTH)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.parse::<u64>().ok())
            .is_some_and(|n| n > 0)
}

/// Refuses requests for another host (with `--public-url`; this machine's
/// loopback addresses are served too, for the operator), requests that
/// change something or open a socket from a page of another site, and POST
/// bodies that are not JSON (a form or `text/plain` from another site would
/// otherwise need no permission from the browser).
/// Longest request target (path and query) served; longer ones get a JSON
/// `414`. (Past 64 KiB the HTTP layer itself refuses them, with an empty
/// `414`, before any of this code sees them.)
pub(crate) const MAX_URI: usize = 8 * 1024;

pub(crate) async fn check_origin(State(app): State<App>, req: Request, next: Next) -> Response {
    // Passed on by another server, which checked it as it came.
    if app.passed_on(req.headers()) {
        return next.run(req).await;
    }
    let uri = req.uri().to_string().len();
    if uri > MAX_URI {
        return ApiError::new(
            414,
            format!("the address is {uri} characters long; at most {MAX_URI}"),
        )
        .into_response();
    }
    let host = req
        .headers()
        .get(header::HOST)
        .and_then(|v| v.to_str().ok())
        .map(str::to_ascii_lowercase);
    if let Some(public) = &app.public
        && host.as_deref() != Some(public.host.as_str())
        && !host.as_deref().is_some_and(is_loopback)
    {
        return ApiError::new(421, format!("this server answers for {}", public.origin))
            .into_response();
    }
    let acting = req.method() == Method::POST || is_websocket(&req);
    if acting && let Some(origin) = req.headers().get(header::ORIGIN) {
        let origin = origin.to_str().unwrap_or("").to_ascii_lowercase();
        let same_host = origin_host(&origin).is_some() && origin_host(&origin) == host.as_deref();
        let allowed = match &app.public {
            Some(public) => {
                origin == public.origin || (same_host && host.as_deref().is_some_and(is_loopback))
            }
            None => same_host,
        };
        if !allowed {
            return ApiError::forbidden(format!(
                "pages of {origin} may not act on this server; play from its own pages"
            ))
            .into_response();
        }
    }
    if req.method() == Method::POST && has_body(&req) {
        let json = req
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.split(';').next())
            .is_some_and(|v| v.trim().eq_ignore_ascii_case("application/json"));
        if !json {
            return ApiError::new(415, "send JSON, with Content-Type: application/json")
                .into_response();
        }
    }
    next.run(req).await
}

/// The page's scripts, styles, images and sockets come from this server
/// only; no site may frame it; no address leaks through `Referer`.
const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
                   img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; \
                   base-uri 'none'; form-action 'self'; object-src 'none'";

/// Security headers on every answer.
pub(crate) async fn security_headers(req: Request, next: Next) -> Response {
    let mut res = next.run(req).await;
    let h = res.headers_mut();
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CSP),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    res
}

/// An error answer under `/api` that is not JSON (a `405` for a wrong
/// method, a path that does not parse, a timeout) is made JSON, keeping its
/// status and its words.
pub(crate) async fn json_errors(req: Request, next: Next) -> Response {
    let api = req.uri().path() == "/api" || req.uri().path().starts_with("/api/");
    let res = next.run(req).await;
    let status = res.status();
    let is_json = res
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if !api || is_json || !(status.is_client_error() || status.is_server_error()) {
        return res;
    }
    let (parts, body) = res.into_parts();
    let text = to_bytes(body, 4096)
        .await
        .map(|b| String::from_utf8_lossy(&b).trim().to_string())
        .unwrap_or_default();
    let message = if text.is_empty() {
        match status {
            StatusCode::METHOD_NOT_ALLOWED => {
                let allow = parts
                    .headers
                    .get(header::ALLOW)
                    .and_then(|v| v.to_str().ok())
                    .unwrap_or("");
                format!("method not allowed here; allowed: {allow}")
            }
            StatusCode::REQUEST_TIMEOUT => "the request took too long to arrive".to_string(),
            s => s.canonical_reason().unwrap_or("refused").to_lowercase(),
        }
    } else {
        text
    };
    let mut out = ApiError::new(status.as_u16(), message).into_response();
    if let Some(allow) = parts.headers.get(header::ALLOW) {
        out.headers_mut().insert(header::ALLOW, allow.clone());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::http::app::PublicUrl;

    #[test]
    fn public_urls_read() {
        let p = PublicUrl::parse("https://Urbs.Example.org:8443/lobby").unwrap();
        assert_eq!(p.origin, "https://urbs.example.org:8443");
        assert_eq!(p.host, "urbs.example.org:8443");
        for bad in [
            "urbs.example.org",
            "ftp://x",
            "http://",
            "http://a b",
            "http://u@h",
        ] {
            assert!(PublicUrl::parse(bad).is_err(), "{bad}");
        }
        assert_eq!(origin_host("http://127.0.0.1:8080"), Some("127.0.0.1:8080"));
        for local in [
            "127.0.0.1:8080",
            "localhost:80",
            "[::1]:8080",
            "127.0.0.2",
            "localhost",
        ] {
            assert!(is_loopback(local), "{local}");
        }
        for other in [
            "evil.example:8080",
            "10.0.0.1:80",
            "[2001:db8::1]:80",
            "localhost.evil.example",
        ] {
            assert!(!is_loopback(other), "{other}");
        }
    }
}
