//! Sizes and rates: one client cannot hurt the others.

use std::time::{Duration, Instant};

use serde_json::{Value, json};
use urbs_server::{Backend, Limits};

use crate::common::{self, TestServer, humans, tokens};

pub async fn oversized_requests_and_messages_are_refused(backend: Backend) {
    let t = common::start(backend).await;
    let limits = Limits::default();
    let big = "x".repeat(limits.max_request_bytes + 1);
    let r = t
        .client
        .post(
            "/api/games",
            &json!({"game": "forsale", "players": 3, "pad": big}),
        )
        .await
        .unwrap();
    assert_eq!(r.status, 413, "{}", r.body);
    assert!(r.body["error"].is_string());

    let created = t.create(humans(3)).await;
    let id = &created.id;
    let tok = created.seats[0].token.clone().unwrap();
    let r = t
        .client
        .post(
            &format!("/api/games/{id}/actions"),
            &json!({"token": tok, "action": big}),
        )
        .await
        .unwrap();
    assert_eq!(r.status, 413);
    let r = t
        .client
        .act(id, &tok, &json!("pass"), Some(&"k".repeat(65)))
        .await
        .unwrap();
    assert_eq!(r.status, 400, "{}", r.body);

    // An oversized message is refused with a 413 and changes nothing; the
    // socket stays usable.
    let mut socket = t.client.socket(id, Some(&tok)).await.unwrap();
    assert_eq!(socket.recv().await.unwrap()["type"], "state");
    let before = t.state(id, None).await;
    socket
        .send_text(format!(
            "{{\"action\": \"pass\", \"ref\": \"{}\"}}",
            "y".repeat(limits.max_message_bytes)
        ))
        .await
        .unwrap();
    let refused = socket.recv().await.unwrap();
    assert_eq!(refused["type"], "error", "{refused}");
    assert_eq!(refused["status"], 413, "{refused}");
    assert!(
        refused["error"].as_str().unwrap().contains("too large"),
        "{refused}"
    );
    assert_eq!(t.state(id, None).await.log, before.log, "nothing changed");
    socket
        .send_text("{\"action\": \"no such move\"}".to_string())
        .await
        .unwrap();
    let answer = socket.recv().await.unwrap();
    assert_eq!(
        answer["type"], "error",
        "the socket still answers: {answer}"
    );
    assert_ne!(answer["status"], 413);

    // A far bigger one closes that socket; the server carries on.
    let _ = socket
        .send_text(format!(
            "{{\"action\": \"{}\"}}",
            "y".repeat(4 * limits.max_message_bytes)
        ))
        .await;
    let closed = tokio::time::timeout(Duration::from_secs(5), async {
        while socket.recv().await.is_some() {}
    })
    .await;
    assert!(closed.is_ok(), "the socket was closed");
    let mut again = t.client.socket(id, Some(&tok)).await.unwrap();
    assert_eq!(again.recv().await.unwrap()["type"], "state");
}

/// Time of each of `n` actions of a quiet game, played in turn over HTTP.
async fn quiet_latencies(t: &TestServer, n: usize) -> Vec<Duration> {
    let created = t.create(humans(3)).await;
    let toks = tokens(&created);
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        let sp = t.state(&created.id, None).await;
        if sp.status == urbs_server::Status::Finished {
            break;
        }
        let seat = sp.to_act[0];
        let tok = toks[seat].as_deref().unwrap();
        let st = t.state(&created.id, Some(tok)).await;
        let start = Instant::now();
        let r = t
            .client
            .act(&created.id, tok, &st.legal[0].json, None)
            .await
            .unwrap();
        out.push(start.elapsed());
        assert_eq!(r.status, 200, "{}", r.body);
    }
    out
}

/// Waits until the flooded seat is refused for going too fast.
async fn until_refused(t: &TestServer, id: &str, token: &str) {
    for _ in 0..100_000 {
        let r = t
            .client
            .act(id, token, &json!({"bid": 250}), None)
            .await
            .unwrap();
        if r.status == 429 {
            return;
        }
    }
    panic!("the flood was never throttled");
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

pub async fn a_flooding_client_is_throttled_and_other_games_stay_fast(backend: Backend) {
    let t = common::start(backend).await;
    let limits = Limits::default();
    let baseline = median(quiet_latencies(&t, 30).await);

    let flood = t.create(humans(3)).await;
    let fid = flood.id.clone();
    let ftok = flood.seats[0].token.clone().unwrap();
    let started = Instant::now();
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));

    // A socket sending as fast as it can, valid and malformed messages mixed.
    let mut socket = t.client.socket(&fid, Some(&ftok)).await.unwrap();
    socket.recv().await.unwrap();
    let ws_flood = {
        let stop = stop.clone();
        tokio::spawn(async move {
            let mut sent = 0u64;
            while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                let m = if sent.is_multiple_of(2) {
                    json!({"action": "pass", "ref": sent}).to_string()
                } else {
                    "{{{ not json".to_string()
                };
                if socket.send_text(m).await.is_err() {
                    break;
                }
                sent += 1;
                if sent.is_multiple_of(64) {
                    tokio::task::yield_now().await;
                }
            }
            (socket, sent)
        })
    };
    // Four HTTP loops posting actions for the same seat.
    let mut http_floods = Vec::new();
    for _ in 0..4 {
        let (client, fid, ftok, stop) = (t.client.clone(), fid.clone(), ftok.clone(), stop.clone());
        http_floods.push(tokio::spawn(async move {
            let (mut passed, mut throttled) = (0u64, 0u64);
            while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                let r = client
                    .act(&fid, &ftok, &json!({"bid": 250}), None)
                    .await
                    .unwrap();
                match r.status {
                    429 => throttled += 1,
                    _ => passed += 1,
                }
            }
            (passed, throttled)
        }));
    }
    // The quiet game is played once every flood is under way (each has
    // been refused at least once), while they all still run.
    until_refused(&t, &fid, &ftok).await;
    let during = quiet_latencies(&t, 30).await;
    let quiet_during = during.len();
    let flooded = median(during);
    assert!(
        http_floods.iter().all(|h| !h.is_finished()) && !ws_flood.is_finished(),
        "the floods ran all along"
    );
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    let elapsed = started.elapsed().as_secs_f64();
    let allowed = limits.action_burst + limits.actions_per_second * elapsed + 2.0;

    let (mut passed, mut throttled) = (0, 0);
    for h in http_floods {
        let (p, th) = h.await.unwrap();
        passed += p;
        throttled += th;
    }
    assert!(throttled > 0, "the HTTP flood was throttled");
    assert!(
        passed as f64 <= allowed,
        "at most {allowed:.0} HTTP actions got through, not {passed}"
    );

    let (mut socket, sent) = ws_flood.await.unwrap();
    let mut answered = 0;
    let mut throttled_ws = 0;
    while let Ok(Some(m)) = tokio::time::timeout(Duration::from_millis(500), socket.recv()).await {
        match (m["type"].as_str(), m["status"].as_u64()) {
            (Some("error"), Some(429)) => throttled_ws += 1,
            (Some("error" | "ack"), _) => answered += 1,
            _ => {}
        }
    }
    assert!(
        sent as f64 > allowed,
        "the socket sent more than its allowance: {sent} messages"
    );
    assert!(throttled_ws >= 1, "the socket was told it is too fast");
    assert!(
        answered as f64 <= allowed,
        "at most {allowed:.0} socket messages were handled, not {answered}"
    );
    // And it still works at a sane pace.
    tokio::time::sleep(Duration::from_millis(1100)).await;
    socket
        .send(&json!({"action": "pass", "ref": "late"}))
        .await
        .unwrap();
    loop {
        let m: Value = socket.recv().await.unwrap();
        if m["ref"] == "late" {
            assert_ne!(m["status"], 429, "{m}");
            break;
        }
    }
    // Measured, not asserted (tests never assert wall-clock times): the
    // proof that the flood does not hold up another game is that the quiet
    // game played all its actions, each answered 200, while every flood
    // task still ran.
    println!(
        "quiet game median action latency: {baseline:?} alone, {flooded:?} during the flood \
         ({sent} socket messages, {} HTTP requests)",
        passed + throttled
    );
    assert_eq!(
        quiet_during, 30,
        "the quiet game was played through the flood"
    );
}

pub async fn new_games_are_limited_per_address(backend: Backend) {
    // Three at once, then one a minute: the fourth is refused at once.
    let limits = Limits {
        games_per_minute: 1.0,
        game_burst: 3.0,
        ..Limits::default()
    };
    let t = common::start_with(backend, limits, None).await;
    let first = t.create(humans(3)).await;
    for _ in 0..2 {
        t.create(humans(3)).await;
    }
    let r = t.client.post("/api/games", &humans(3)).await.unwrap();
    assert_eq!(r.status, 429, "{}", r.body);
    let error = r.body["error"].as_str().unwrap();
    assert!(
        error.contains("too many new games from 127.0.0.1"),
        "{error}"
    );
    // Nothing was created.
    let listed = t.client.get("/api/games").await.unwrap();
    assert_eq!(listed.body["games"].as_array().unwrap().len(), 3);
    // Playing is not creating: the refused address still acts in its games.
    let to_act = t.state(&first.id, None).await.to_act[0];
    let token = tokens(&first)[to_act].clone().unwrap();
    let st = t.state(&first.id, Some(&token)).await;
    let r = t
        .client
        .act(&first.id, &token, &st.legal[0].json, None)
        .await
        .unwrap();
    assert_eq!(r.status, 200, "{}", r.body);
    // Another address has an allowance of its own.
    let addr = t.server.as_ref().unwrap().addr();
    let other = urbs_loadtest::client::Client::from_address(addr, [127, 0, 0, 2].into());
    other
        .create(&humans(3))
        .await
        .expect("another address creates");
    let listed = t.client.get("/api/games").await.unwrap();
    assert_eq!(listed.body["games"].as_array().unwrap().len(), 4);

    // A rate of 0 turns the limit off (`urbs loadtest` serves so).
    let off = Limits {
        games_per_minute: 0.0,
        game_burst: 0.0,
        ..Limits::default()
    };
    let t = common::start_with(backend, off, None).await;
    for _ in 0..5 {
        t.create(humans(3)).await;
    }
}
