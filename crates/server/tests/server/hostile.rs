//! Hostile and careless clients: slow or silent connections, too many of
//! them, floods over many sockets, pages of other sites, names that disguise
//! themselves, and error answers that are always JSON.

use std::time::Duration;

use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use urbs_loadtest::client::Client;
use urbs_server::{Backend, ServerConfig};

use crate::common::{self, TestServer, tokens};

/// Reads until the server closes the connection; what it sent.
async fn until_closed(mut tcp: TcpStream) -> Vec<u8> {
    let mut got = Vec::new();
    let mut buf = [0u8; 4096];
    loop {
        // The bound only keeps a broken server from hanging the suite.
        match tokio::time::timeout(Duration::from_secs(30), tcp.read(&mut buf)).await {
            Ok(Ok(0)) | Ok(Err(_)) => return got,
            Ok(Ok(n)) => got.extend_from_slice(&buf[..n]),
            Err(_) => panic!("the server kept the connection open"),
        }
    }
}

pub async fn slow_silent_and_idle_connections_are_closed(backend: Backend) {
    let t = common::start_configured(backend, |c: &mut ServerConfig| {
        c.limits.header_timeout = Duration::from_millis(300);
    })
    .await;
    let addr = t.server.as_ref().unwrap().addr();
    // Silent: connects and says nothing.
    let silent = TcpStream::connect(addr).await.unwrap();
    // Slow: a header a byte at a time, then nothing more.
    let mut slow = TcpStream::connect(addr).await.unwrap();
    slow.write_all(b"GET /api/hea").await.unwrap();
    // Idle: one request answered, then the keep-alive connection left idle.
    let mut idle = TcpStream::connect(addr).await.unwrap();
    idle.write_all(b"GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n")
        .await
        .unwrap();
    for tcp in [silent, slow] {
        let got = until_closed(tcp).await;
        assert!(!String::from_utf8_lossy(&got).contains("200 OK"));
    }
    let got = String::from_utf8_lossy(&until_closed(idle).await).to_string();
    assert!(got.starts_with("HTTP/1.1 200"), "{got}");
    // Meanwhile the server answers everyone else.
    assert_eq!(t.client.get("/api/health").await.unwrap().status, 200);
}

pub async fn connections_are_capped_per_address(backend: Backend) {
    let t = common::start_configured(backend, |c: &mut ServerConfig| {
        c.limits.max_connections_per_address = 4;
    })
    .await;
    let addr = t.server.as_ref().unwrap().addr();
    let mut held = Vec::new();
    for _ in 0..4 {
        let tcp = TcpStream::connect(addr).await.unwrap();
        held.push(tcp);
    }
    // Make sure the four are accepted and counted: each answers a request.
    for tcp in &mut held {
        tcp.write_all(b"GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n")
            .await
            .unwrap();
        let mut buf = [0u8; 256];
        let n = tcp.read(&mut buf).await.unwrap();
        assert!(String::from_utf8_lossy(&buf[..n]).starts_with("HTTP/1.1 200"));
    }
    // The fifth from the same address is closed at once, unanswered.
    let mut fifth = TcpStream::connect(addr).await.unwrap();
    let _ = fifth
        .write_all(b"GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n")
        .await;
    let got = until_closed(fifth).await;
    assert!(got.is_empty(), "{}", String::from_utf8_lossy(&got));
    // Another address is served.
    let other = Client::from_address(addr, "127.0.0.2".parse().unwrap());
    assert_eq!(other.get("/api/health").await.unwrap().status, 200);
    // A socket counts while it is open: with four held, a WebSocket from
    // this address is refused too.
    drop(held.pop());
    let created = t
        .client_from_other()
        .create(&common::humans(3))
        .await
        .unwrap();
    // The place is free once the server has seen the close: waited for as
    // a condition (each refused try costs nothing), never for a time.
    let mut socket = Err(String::new());
    for _ in 0..10_000 {
        socket = t.client.socket(&created.id, None).await;
        if socket.is_ok() {
            break;
        }
        tokio::task::yield_now().await;
    }
    assert!(socket.is_ok(), "one place was free: {:?}", socket.err());
    let refused = t.client.socket(&created.id, None).await;
    assert!(refused.is_err(), "the address has its four");
}

pub async fn a_seat_has_one_rate_across_all_its_sockets(backend: Backend) {
    let t = common::start_configured(backend, |c: &mut ServerConfig| {
        c.limits.actions_per_second = 0.0;
        c.limits.action_burst = 6.0;
    })
    .await;
    let created = t.create(common::humans(3)).await;
    let tok = tokens(&created)[0].clone().unwrap();
    let mut sockets = Vec::new();
    for _ in 0..4 {
        let mut s = t.client.socket(&created.id, Some(&tok)).await.unwrap();
        s.recv().await.unwrap();
        sockets.push(s);
    }
    // Each socket sends three messages (binary frames too): twelve in all.
    for s in &mut sockets {
        s.send(&json!({"action": "nonsense"})).await.unwrap();
        s.send_binary(vec![1, 2, 3]).await.unwrap();
        s.send(&json!({"action": "nonsense"})).await.unwrap();
    }
    let mut served = 0;
    let mut throttled = 0;
    for s in &mut sockets {
        // Every answer here is an error: 400 for what was served, 429 once
        // the seat's bucket is empty (said once a second per socket).
        for _ in 0..3 {
            let m = tokio::time::timeout(Duration::from_millis(500), s.recv()).await;
            let Ok(Some(m)) = m else { break };
            match m["status"].as_u64() {
                Some(429) => throttled += 1,
                Some(400) => served += 1,
                _ => panic!("unexpected {m}"),
            }
        }
    }
    assert_eq!(served, 6, "the seat's six, whatever socket they came by");
    assert!(throttled >= 1);
    // HTTP draws on the same bucket.
    let r = t
        .client
        .act(&created.id, &tok, &json!("pass"), None)
        .await
        .unwrap();
    assert_eq!(r.status, 429, "{}", r.body);
}

pub async fn spectators_and_replay_views_are_limited_per_address(backend: Backend) {
    let t = common::start_configured(backend, |c: &mut ServerConfig| {
        c.limits.max_spectators_per_address = 2;
        c.limits.replay_views_per_second = 0.0;
        c.limits.replay_view_burst = 3.0;
    })
    .await;
    let spec = json!({"kind": "bot", "bot": "greedy"});
    let created = t
        .create(json!({"game": "forsale", "players": 3, "seats": [{"kind": "human"}, spec, spec]}))
        .await;
    let id = created.id.clone();
    let a = t.client.socket(&id, None).await.unwrap();
    let b = t.client.socket(&id, None).await.unwrap();
    assert!(
        t.client.socket(&id, None).await.is_err(),
        "a third spectator"
    );
    // A seat's socket is not a spectator's.
    let tok = tokens(&created)[0].clone().unwrap();
    assert!(t.client.socket(&id, Some(&tok)).await.is_ok());
    drop((a, b));
    // Replay views: three, then 429.
    let finished = common::play_out(&t, &id, &tokens(&created)).await;
    assert!(finished > 0);
    let path = format!("/api/games/{id}/replay/view?step=1");
    for _ in 0..3 {
        assert_eq!(t.client.get(&path).await.unwrap().status, 200);
    }
    let r = t.client.get(&path).await.unwrap();
    assert_eq!(r.status, 429, "{}", r.body);
}

pub async fn refused_creates_cost_no_allowance(backend: Backend) {
    let t = common::start_configured(backend, |c: &mut ServerConfig| {
        c.limits.games_per_minute = 1.0;
        c.limits.game_burst = 2.0;
    })
    .await;
    for bad in [
        json!({"game": "chess", "players": 2}),
        json!({"game": "forsale", "players": 9}),
        json!({"game": "forsale", "players": 3, "seats": [{"kind": "human", "name": " "}]}),
    ] {
        let r = t.client.post("/api/games", &bad).await.unwrap();
        assert_eq!(r.status, 400, "{}", r.body);
    }
    for _ in 0..2 {
        let r = t
            .client
            .post("/api/games", &common::humans(3))
            .await
            .unwrap();
        assert_eq!(r.status, 201, "{}", r.body);
    }
    let r = t
        .client
        .post("/api/games", &common::humans(3))
        .await
        .unwrap();
    assert_eq!(r.status, 429, "{}", r.body);
}

pub async fn names_that_disguise_themselves_are_refused(backend: Backend) {
    let t = common::start(backend).await;
    for name in [
        "",
        "   ",
        "Ann\u{202e}",
        "Bo\u{1b}[31mb",
        "tab\there",
        "\u{2066}x",
        // Issue 30: bidi marks, separators, invisible joiners and tags,
        // text blank once invisible characters go, a pile of accents.
        "\u{061C}x",
        "a\u{2028}b",
        "a\u{2029}b",
        "so\u{00AD}ft",
        "x\u{034F}",
        "\u{180E}y",
        "flag\u{E0041}",
        "\u{3164}\u{3164}",
        "\u{2800}",
        &format!("a{}", "\u{0301}".repeat(299)),
    ] {
        let r = t
            .client
            .post(
                "/api/games",
                &json!({"game": "forsale", "players": 3,
                        "seats": [{"kind": "human", "name": name}, {"kind": "human"}, {"kind": "human"}]}),
            )
            .await
            .unwrap();
        assert_eq!(r.status, 400, "{name:?}: {}", r.body);
        assert!(
            r.body["error"].as_str().unwrap().contains("name"),
            "{}",
            r.body
        );
    }
    let ok = t
        .client
        .post(
            "/api/games",
            &json!({"game": "forsale", "players": 3,
                    "seats": [{"kind": "human", "name": "Zoë 李"}, {"kind": "human"}, {"kind": "human"}]}),
        )
        .await
        .unwrap();
    assert_eq!(ok.status, 201, "{}", ok.body);
}

/// A raw request with headers of the test's choosing.
async fn request(
    t: &TestServer,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &str,
) -> (u16, reqwest::header::HeaderMap, Value) {
    let http = reqwest::Client::new();
    let url = format!("http://{}{path}", t.server.as_ref().unwrap().addr());
    let mut r = http.request(method.parse().unwrap(), url);
    for (k, v) in headers {
        r = r.header(*k, *v);
    }
    let r = r.body(body.to_string()).send().await.unwrap();
    let status = r.status().as_u16();
    let headers = r.headers().clone();
    let bytes = r.bytes().await.unwrap_or_default();
    let body = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
    (status, headers, body)
}

pub async fn errors_are_json_and_pages_of_other_sites_cannot_act(backend: Backend) {
    let t = common::start(backend).await;
    let host = t.server.as_ref().unwrap().addr().to_string();
    // JSON errors whatever refused the request.
    for (method, path, status) in [
        ("DELETE", "/api/games", 405),
        ("GET", "/api/nothing", 404),
        ("PUT", "/api/health", 405),
        ("GET", "/api/games?limit=many", 400),
        ("GET", &format!("/api/games?x={}", "a".repeat(10_000)), 414),
    ] {
        let (s, _, body) = request(&t, method, path, &[], "").await;
        assert_eq!(s, status, "{method} {path}: {body}");
        assert!(body["error"].is_string(), "{method} {path}: {body}");
    }
    // A form or text/plain POST (what another site may send without asking).
    let game = common::humans(3).to_string();
    let (s, _, body) = request(
        &t,
        "POST",
        "/api/games",
        &[("content-type", "text/plain")],
        &game,
    )
    .await;
    assert_eq!(s, 415, "{body}");
    // A page of another site.
    let (s, _, body) = request(
        &t,
        "POST",
        "/api/games",
        &[
            ("content-type", "application/json"),
            ("origin", "http://evil.example"),
        ],
        &game,
    )
    .await;
    assert_eq!(s, 403, "{body}");
    let lobby = t.client.get("/api/games").await.unwrap();
    assert!(
        lobby.body["games"].as_array().unwrap().is_empty(),
        "nothing was created"
    );
    // The server's own page may.
    let own = format!("http://{host}");
    let (s, headers, body) = request(
        &t,
        "POST",
        "/api/games",
        &[
            ("content-type", "application/json"),
            ("origin", own.as_str()),
        ],
        &game,
    )
    .await;
    assert_eq!(s, 201, "{body}");
    // Security headers on every answer.
    let csp = headers["content-security-policy"].to_str().unwrap();
    assert!(
        csp.contains("frame-ancestors 'none'") && csp.contains("script-src 'self'"),
        "{csp}"
    );
    assert_eq!(headers["x-content-type-options"], "nosniff");
    assert_eq!(headers["referrer-policy"], "no-referrer");
    // A socket opened by a page of another site is refused before the upgrade.
    let id = body["id"].as_str().unwrap();
    let (s, _, _) = request(
        &t,
        "GET",
        &format!("/api/games/{id}/ws"),
        &[
            ("origin", "http://evil.example"),
            ("connection", "upgrade"),
            ("upgrade", "websocket"),
            ("sec-websocket-version", "13"),
            ("sec-websocket-key", "dGhlIHNhbXBsZSBub25jZQ=="),
        ],
        "",
    )
    .await;
    assert_eq!(s, 403);
}

pub async fn a_public_url_pins_the_host(backend: Backend) {
    let t = common::start_configured(backend, |c: &mut ServerConfig| {
        c.public_url = Some("https://play.example.org".into());
    })
    .await;
    // Reached under another name (a site that points its name here): refused.
    let (s, _, body) = request(&t, "GET", "/api/health", &[("host", "evil.example")], "").await;
    assert_eq!(s, 421, "{body}");
    // On this machine's loopback address (the operator's own browser):
    // served, and the catalog names the public address for join links.
    let (s, _, body) = request(&t, "GET", "/api/catalog", &[], "").await;
    assert_eq!(s, 200, "{body}");
    assert_eq!(body["public_url"], "https://play.example.org");
    let local = t.server.as_ref().unwrap().addr().to_string();
    let (s, _, body) = request(
        &t,
        "POST",
        "/api/games",
        &[
            ("origin", &format!("http://{local}")),
            ("content-type", "application/json"),
        ],
        &common::humans(3).to_string(),
    )
    .await;
    assert_eq!(s, 201, "{body}");
    // A page of another site may not act through the loopback address.
    let (s, _, body) = request(
        &t,
        "POST",
        "/api/games",
        &[
            ("origin", "https://evil.example"),
            ("content-type", "application/json"),
        ],
        &common::humans(3).to_string(),
    )
    .await;
    assert_eq!(s, 403, "{body}");
    // Under its own name, from its own pages: served.
    let (s, _, body) = request(
        &t,
        "POST",
        "/api/games",
        &[
            ("host", "play.example.org"),
            ("origin", "https://play.example.org"),
            ("content-type", "application/json"),
        ],
        &common::humans(3).to_string(),
    )
    .await;
    assert_eq!(s, 201, "{body}");
    let (s, _, _) = request(
        &t,
        "POST",
        "/api/games",
        &[
            ("host", "play.example.org"),
            ("origin", "http://play.example.org"),
            ("content-type", "application/json"),
        ],
        &common::humans(3).to_string(),
    )
    .await;
    assert_eq!(s, 403, "another scheme is another site");
}

pub async fn a_socket_that_never_answers_is_closed(backend: Backend) {
    let t = common::start_configured(backend, |c: &mut ServerConfig| {
        c.limits.ws_ping = Duration::from_millis(100);
    })
    .await;
    let created = t.create(common::humans(3)).await;
    let addr = t.server.as_ref().unwrap().addr();
    // A raw WebSocket client that upgrades, then never reads or answers a
    // ping (a peer gone without closing).
    let mut tcp = TcpStream::connect(addr).await.unwrap();
    let upgrade = format!(
        "GET /api/games/{}/ws HTTP/1.1\r\nHost: {addr}\r\nConnection: Upgrade\r\n\
         Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\n\
         Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n",
        created.id
    );
    tcp.write_all(upgrade.as_bytes()).await.unwrap();
    let got = until_closed(tcp).await;
    let text = String::from_utf8_lossy(&got);
    assert!(text.starts_with("HTTP/1.1 101"), "{text}");
}
