//! The database under faults: a full disk (SQLite), a server that goes away
//! (PostgreSQL, behind a proxy the test cuts), one server per database, a
//! stop that finishes its commits, files that are not databases, a
//! write-ahead log that stays small, and games that leave memory.

use std::time::Duration;

use serde_json::{Value, json};
use urbs_engine::rand::RngExt;
use urbs_loadtest::client::Reply;
use urbs_server::{Backend, ServerConfig, Status};

use crate::common::{self, Proxy, TestServer, tokens};

/// A game of two people, long enough to fill pages: Metropolis.
fn two_people() -> Value {
    json!({"game": "metropolis", "players": 2, "seed": 5,
           "seats": [{"kind": "human"}, {"kind": "human"}]})
}

/// One random legal action of whoever must act; the answer's status.
async fn act_once(
    t: &TestServer,
    id: &str,
    toks: &[Option<String>],
    rng: &mut urbs_engine::GameRng,
    key: &str,
) -> (u16, Value) {
    let sent = send_once(t, id, toks, rng, key).await;
    (sent.status, sent.body)
}

/// An action sent: by whom, what, and the answer.
struct Sent {
    token: String,
    action: Value,
    status: u16,
    body: Value,
}

/// [`act_once`], keeping what was sent (to send it again).
async fn send_once(
    t: &TestServer,
    id: &str,
    toks: &[Option<String>],
    rng: &mut urbs_engine::GameRng,
    key: &str,
) -> Sent {
    let sp = t.state(id, None).await;
    assert_ne!(sp.status, Status::Finished, "the game lasts long enough");
    let seat = sp.to_act[rng.random_range(0..sp.to_act.len())];
    let tok = toks[seat].as_deref().unwrap();
    let legal = t.state(id, Some(tok)).await.legal;
    let action = legal[rng.random_range(0..legal.len())].json.clone();
    let r = t.client.act(id, tok, &action, Some(key)).await.unwrap();
    Sent {
        token: tok.to_string(),
        action,
        status: r.status,
        body: r.body,
    }
}

/// Whether the database answers reads again (a condition the test waits
/// on, never a time it asserts).
async fn until_database_answers(t: &TestServer) {
    let store = t.server.as_ref().unwrap().hub().store().clone();
    for _ in 0..10_000 {
        if store.last_alive().await.is_ok() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    panic!("the database never came back");
}

/// The request `answer` sent to game `id` while `proxy` holds the
/// database's traffic: answered as [`answered_while_hung`] says, nothing
/// shown (`before` is the game's state). Then the proxy lets everything
/// through, and this waits until the database answers again.
async fn refused_while_hung(
    t: &TestServer,
    proxy: &Proxy,
    id: &str,
    before: &urbs_server::GameState,
    answer: tokio::task::JoinHandle<Reply>,
) {
    answered_while_hung(proxy, answer).await;
    assert_eq!(
        &t.state(id, None).await,
        before,
        "nothing unacknowledged shows"
    );
    proxy.flow();
    until_database_answers(t).await;
}

/// The request `answer` sent while `proxy` holds the database's traffic
/// is answered `503` by `commit_timeout` while the proxy still holds
/// everything (a safety bound only keeps a broken server from hanging the
/// suite), its commit held.
async fn answered_while_hung(proxy: &Proxy, answer: tokio::task::JoinHandle<Reply>) {
    let r = tokio::time::timeout(Duration::from_secs(120), answer)
        .await
        .expect("answered while the database hangs")
        .unwrap();
    assert_eq!(r.status, 503, "{}", r.body);
    assert!(
        r.body["error"]
            .as_str()
            .unwrap()
            .contains("did not answer in time"),
        "{}",
        r.body
    );
    assert!(proxy.held() > 0, "the commit reached the hung database");
}

/// Sends a request again while the answer is `503` (once the database
/// answers again, a commit may still miss a short `commit_timeout` on a
/// busy machine); the first other answer. At most 100 tries.
async fn until_confirmed<F>(mut send: impl FnMut() -> F) -> Reply
where
    F: std::future::Future<Output = Result<Reply, String>>,
{
    for _ in 0..100 {
        let r = send().await.unwrap();
        if r.status != 503 {
            return r;
        }
    }
    panic!("the database did not confirm the request within 100 tries");
}

/// The database fails (`fail`), then comes back (`heal`): nothing
/// acknowledged is lost, nothing unsaved is shown, and the game goes on
/// without a restart.
async fn outage(t: &mut TestServer, fail: impl Fn(&TestServer), heal: impl Fn(&TestServer)) {
    let created = t.create(two_people()).await;
    let id = created.id.clone();
    let toks = tokens(&created);
    let mut rng = urbs_engine::rng_from_seed(3);
    for i in 0..5 {
        let (status, body) = act_once(t, &id, &toks, &mut rng, &format!("k{i}")).await;
        assert_eq!(status, 200, "{body}");
    }
    let mut watcher = t.client.socket(&id, None).await.unwrap();
    let first = watcher.recv().await.unwrap();
    fail(t);
    // Act until the database refuses; every 200 before that is durable.
    let mut acked = 5;
    let refused = loop {
        assert!(acked < 3000, "the database never filled up");
        let key = format!("k{acked}");
        let sent = send_once(t, &id, &toks, &mut rng, &key).await;
        match sent.status {
            200 => acked += 1,
            503 => break (key, sent),
            s => panic!("unexpected {s}: {}", sent.body),
        }
    };
    let shown = t.state(&id, None).await;
    let seat0 = t.state(&id, toks[0].as_deref()).await;
    // New games are refused too (or, if they fit, durable: checked below).
    let mut created_during = Vec::new();
    for _ in 0..3 {
        let r = t.client.post("/api/games", &two_people()).await.unwrap();
        match r.status {
            201 => created_during.push(r.body["id"].as_str().unwrap().to_string()),
            503 => {}
            s => panic!("unexpected {s}: {}", r.body),
        }
    }
    // Nothing unsaved shows: reads answer from what was committed.
    assert_eq!(t.state(&id, None).await, shown);
    assert_eq!(t.state(&id, toks[0].as_deref()).await, seat0);
    heal(t);
    // Back without a restart: once the database answers, the next action
    // goes through.
    until_database_answers(t).await;
    let (status, body) = act_once(t, &id, &toks, &mut rng, "after").await;
    assert_eq!(status, 200, "{body}");
    // The watcher saw each committed state in order and nothing else: the
    // states it was pushed count up one public move at a time.
    let mut last = first["moves"].as_u64().unwrap();
    let now = t.state(&id, None).await.moves as u64;
    while last < now {
        let m = watcher.recv().await.unwrap();
        if m["type"] != "state" {
            continue;
        }
        let moves = m["moves"].as_u64().unwrap();
        assert!(moves > last, "{m}");
        last = moves;
    }
    assert_eq!(last, now);
    watcher.close().await;
    // After a restart every acknowledged action is there, once.
    let before = t.state(&id, toks[0].as_deref()).await;
    t.restart().await;
    let after = t.state(&id, toks[0].as_deref()).await;
    assert_eq!(after, before);
    for g in created_during {
        assert_eq!(
            t.client
                .get(&format!("/api/games/{g}"))
                .await
                .unwrap()
                .status,
            200
        );
    }
    // Every acknowledged action is stored, once, in the order it was
    // acknowledged, before anything sent after it.
    let keys = urbs_server::testing::cluster::action_keys(&t.config.database, &id).await;
    let acked_keys: Vec<Option<String>> = (0..acked).map(|i| Some(format!("k{i}"))).collect();
    assert_eq!(keys[..acked], acked_keys[..], "{keys:?}");
    // The refused key was never used (or, if its commit reached the disk
    // after all, it answers as a duplicate: never twice).
    let (refused_key, sent) = refused;
    let rest = &keys[acked..];
    let uses = rest
        .iter()
        .filter(|k| k.as_deref() == Some(&refused_key))
        .count();
    assert!(uses <= 1, "{keys:?}");
    assert!(
        rest.iter()
            .all(|k| [Some(refused_key.as_str()), Some("after")].contains(&k.as_deref())),
        "{keys:?}"
    );
    if uses == 1 {
        let again = t
            .client
            .act(&id, &sent.token, &sent.action, Some(&refused_key))
            .await
            .unwrap();
        assert_eq!(
            (again.status, &again.body["duplicate"]),
            (200, &json!(true))
        );
    }
}

pub async fn a_full_disk_loses_nothing_and_the_game_recovers_by_itself(backend: Backend) {
    match backend {
        Backend::Sqlite => {
            let mut t = common::start_configured(backend, fast_actions).await;
            // SQLite's page cap stands in for a full disk.
            outage(
                &mut t,
                |t| t.server.as_ref().unwrap().hub().store().set_page_limit(1),
                |t| t.server.as_ref().unwrap().hub().store().set_page_limit(0),
            )
            .await;
        }
        Backend::Postgres => {
            // PostgreSQL behind a proxy the test cuts and heals.
            let dir = tempfile::tempdir().unwrap();
            let url = urbs_server::testing::fresh_database(backend, dir.path()).await;
            let (target, proxied) = through_proxy(&url);
            let proxy = Proxy::start(target).await;
            let proxied = proxied.replace("PROXY", &proxy.addr.port().to_string());
            let mut t = common::start_configured(backend, |c: &mut ServerConfig| {
                fast_actions(c);
                c.database = proxied;
            })
            .await;
            let proxy = std::sync::Arc::new(proxy);
            let (p1, p2) = (proxy.clone(), proxy.clone());
            outage(&mut t, move |_| p1.cut(), move |_| p2.heal()).await;
        }
    }
}

fn fast_actions(c: &mut ServerConfig) {
    c.limits.actions_per_second = 100_000.0;
    c.limits.action_burst = 100_000.0;
}

/// The address a PostgreSQL URL names, and the URL with `PROXY` for its port.
fn through_proxy(url: &str) -> (std::net::SocketAddr, String) {
    let rest = url.strip_prefix("postgres://").unwrap();
    let (userhost, tail) = rest.split_once('/').unwrap();
    let (user, hostport) = userhost.rsplit_once('@').unwrap();
    let addr: std::net::SocketAddr = hostport.parse().expect("host:port in the test URL");
    (addr, format!("postgres://{user}@127.0.0.1:PROXY/{tail}"))
}

/// SQLite: one server per database, a second is refused. PostgreSQL: a
/// second server joins the first; a game created on one is played through
/// the other, and once the first stops the second holds the game.
pub async fn one_server_per_sqlite_database_many_per_postgres(backend: Backend) {
    let mut t = common::start(backend).await;
    let second = urbs_server::start(t.config.clone()).await;
    if backend == Backend::Sqlite {
        let Err(e) = second else {
            panic!("a second server started on the same database");
        };
        assert!(
            e.contains("another urbs server is using the database"),
            "{e}"
        );
        // Once the first has stopped, the database is free.
        t.restart().await;
        assert_eq!(t.client.get("/api/health").await.unwrap().status, 200);
        return;
    }
    let second = second.expect("a second server joins the first");
    let other = urbs_loadtest::client::Client::new(second.addr());
    let created = t.create(common::humans(3)).await;
    let id = created.id.clone();
    let toks = tokens(&created);
    let first = t.server.as_ref().unwrap().hub().clone();
    assert!(first.holds(&id) && !second.hub().holds(&id));
    // Played through the second: the first, which holds it, acts.
    let seat = other.state(&id, None).await.unwrap().to_act[0];
    let tok = toks[seat].as_deref().unwrap();
    let legal = other.state(&id, Some(tok)).await.unwrap().legal;
    let r = other.act(&id, tok, &legal[0].json, None).await.unwrap();
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(t.state(&id, None).await.moves, 1);
    assert!(first.holds(&id) && !second.hub().holds(&id));
    // The first stops: the second takes the game over when next asked.
    t.server.take().unwrap().stop().await;
    assert_eq!(other.state(&id, None).await.unwrap().moves, 1);
    assert!(second.hub().holds(&id));
    second.stop().await;
}

pub async fn a_stopped_server_writes_nothing_more_and_the_next_carries_on(backend: Backend) {
    let mut t = common::start(backend).await;
    let spec = json!({"kind": "bot", "bot": "greedy"});
    let id = t
        .create(json!({"game": "metropolis", "players": 4, "seed": 1, "seats": vec![spec; 4]}))
        .await
        .id;
    // Stop in the middle of the bots' play.
    for _ in 0..2000 {
        if t.state(&id, None).await.moves >= 10 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
    // The next server opens the database only once the first let it go; it
    // finds the game as the first committed it and its bots play it out: a
    // write from the old server would collide with theirs.
    t.restart().await;
    let end = common::wait_for_status(&t, &id, Status::Finished).await;
    let replay = t
        .client
        .get(&format!("/api/games/{id}/replay"))
        .await
        .unwrap();
    assert_eq!(replay.status, 200);
    let actions = replay.body["actions"].as_array().unwrap().len();
    assert!(
        actions >= end.moves,
        "{actions} actions, {} moves",
        end.moves
    );
    let table = urbs_catalog::load_replay(&replay.body).expect("the record plays back");
    assert!(table.outcome().is_some());
}

pub async fn idle_games_leave_memory_and_come_back(backend: Backend) {
    let mut t = common::start_configured(backend, |c: &mut ServerConfig| {
        c.limits.keep_idle = Duration::ZERO;
    })
    .await;
    let created = t.create(common::humans(3)).await;
    let id = created.id.clone();
    let hub = t.server.as_ref().unwrap().hub().clone();
    assert_eq!(hub.games_in_memory(), 1);
    hub.sweep_now();
    assert_eq!(hub.games_in_memory(), 0, "nobody uses it");
    let st = t.state(&id, None).await;
    assert_eq!(st.status, Status::Active);
    assert_eq!(hub.games_in_memory(), 1, "read back when asked for");
    // Watched games stay (once the server has sent the watcher its first
    // state, it counts the watcher).
    let mut watcher = t.client.socket(&id, None).await.unwrap();
    watcher.recv().await.unwrap();
    hub.sweep_now();
    assert_eq!(hub.games_in_memory(), 1);
    watcher.close().await;
    // A new server reads no game of people until asked for it.
    t.restart().await;
    let hub = t.server.as_ref().unwrap().hub().clone();
    assert_eq!(hub.games_in_memory(), 0);
    assert_eq!(t.state(&id, None).await.status, Status::Active);
    let _ = created;
}

/// SQLite's write-ahead log is checkpointed as games are played: 1,200
/// actions leave it small. (SQLite only: PostgreSQL keeps its own log.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_write_ahead_log_stays_small() {
    let limits = urbs_server::Limits {
        actions_per_second: 100_000.0,
        action_burst: 100_000.0,
        ..urbs_server::Limits::default()
    };
    let t = common::start_with(Backend::Sqlite, limits, None).await;
    let mut played = 0;
    let mut rng = urbs_engine::rng_from_seed(9);
    while played < 1200 {
        let created = t.create(two_people()).await;
        let toks = tokens(&created);
        for i in 0..300 {
            if t.state(&created.id, None).await.status == Status::Finished {
                break;
            }
            let (status, body) = act_once(&t, &created.id, &toks, &mut rng, &format!("w{i}")).await;
            assert_eq!(status, 200, "{body}");
            played += 1;
        }
    }
    let wal = urbs_server::store::Store::wal_bytes(&t.config.database).expect("a SQLite file");
    // Each of these commits adds a few pages to the log; without
    // checkpoints that complete it would hold all of them (~10 MB).
    assert!(wal < 4 << 20, "the write-ahead log is {wal} bytes");
}

/// Not databases, or not reachable: refused at once with the real cause.
#[tokio::test]
async fn a_bad_database_is_refused_with_its_cause() {
    let dir = tempfile::tempdir().unwrap();
    let text = dir.path().join("notes.db");
    std::fs::write(&text, "these are my notes, not a database\n".repeat(200)).unwrap();
    let zeros = dir.path().join("zeros.db");
    std::fs::write(&zeros, vec![0u8; 8192]).unwrap();
    let truncated = dir.path().join("truncated.db");
    {
        let good = dir.path().join("good.db");
        let server = urbs_server::start(ServerConfig {
            addr: "127.0.0.1:0".parse().unwrap(),
            database: format!("sqlite:{}", good.display()),
            ..ServerConfig::default()
        })
        .await
        .unwrap();
        server.stop().await;
        let bytes = std::fs::read(&good).unwrap();
        std::fs::write(&truncated, &bytes[..bytes.len().min(100)]).unwrap();
    }
    let missing = dir.path().join("no-such-dir").join("x.db");
    for (path, cause) in [
        (&text, "not a database"),
        (&zeros, "not a database"),
        (&truncated, "malformed"),
        (&missing, "cannot create its lock file"),
    ] {
        let r = urbs_server::start(ServerConfig {
            addr: "127.0.0.1:0".parse().unwrap(),
            database: format!("sqlite:{}", path.display()),
            ..ServerConfig::default()
        })
        .await;
        let Err(e) = r else {
            panic!("{} was opened", path.display());
        };
        assert!(e.contains(cause), "{}: {e}", path.display());
        assert!(!e.contains("timed out"), "{e}");
    }
}

/// A server on a fresh PostgreSQL database reached through a proxy the
/// test can stall, answering `503` when a commit is not confirmed within
/// 300 ms (the directory holds the database's settings).
async fn behind_a_proxy() -> (tempfile::TempDir, Proxy, TestServer) {
    behind_a_proxy_with(|_, _| {}).await
}

/// [`behind_a_proxy`], the server's configuration changed by `configure`
/// (given the proxy, so that a hook may stall it).
async fn behind_a_proxy_with(
    configure: impl FnOnce(&Proxy, &mut ServerConfig),
) -> (tempfile::TempDir, Proxy, TestServer) {
    let dir = tempfile::tempdir().unwrap();
    let url = urbs_server::testing::fresh_database(Backend::Postgres, dir.path()).await;
    let (target, proxied) = through_proxy(&url);
    let proxy = Proxy::start(target).await;
    let proxied = proxied.replace("PROXY", &proxy.addr.port().to_string());
    let t = common::start_configured(Backend::Postgres, |c: &mut ServerConfig| {
        fast_actions(c);
        c.database = proxied;
        c.limits.commit_timeout = Duration::from_millis(300);
        configure(&proxy, c);
    })
    .await;
    (dir, proxy, t)
}

/// PostgreSQL hangs mid-commit (a proxy holds what is sent, connections
/// open). The action is never acknowledged before its commit: while the
/// database hangs, the answer is the `503` of `commit_timeout`, given
/// while it still hangs (so it came from the configured bound, not from
/// the database), and nobody is shown the action. Once the database
/// answers, the game is as committed: the action sent again with its key
/// is taken once, whether the held commit landed or not.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hung_commit_is_answered_in_the_configured_time() {
    let (_dir, proxy, mut t) = behind_a_proxy().await;
    let created = t.create(two_people()).await;
    let id = created.id.clone();
    let toks = tokens(&created);
    let mut rng = urbs_engine::rng_from_seed(11);
    for i in 0..3 {
        let (status, body) = act_once(&t, &id, &toks, &mut rng, &format!("k{i}")).await;
        assert_eq!(status, 200, "{body}");
    }
    let before = t.state(&id, None).await;
    let seat = before.to_act[0];
    let tok = toks[seat].clone().unwrap();
    let action = t.state(&id, Some(&tok)).await.legal[0].json.clone();

    proxy.stall();
    let client = t.client.clone();
    let (game, token, sent) = (id.clone(), tok.clone(), action.clone());
    let answer = tokio::spawn(async move {
        client
            .act(&game, &token, &sent, Some("hung"))
            .await
            .unwrap()
    });
    refused_while_hung(&t, &proxy, &id, &before, answer).await;
    // Sent again with its key, as the 503 asks: the keys below show it is
    // taken once however many tries it took.
    let again = until_confirmed(|| t.client.act(&id, &tok, &action, Some("hung"))).await;
    assert_eq!(again.status, 200, "{}", again.body);
    let keys = urbs_server::testing::cluster::action_keys(&t.config.database, &id).await;
    let expected: Vec<Option<String>> = ["k0", "k1", "k2", "hung"]
        .iter()
        .map(|k| Some(k.to_string()))
        .collect();
    assert_eq!(keys, expected);
    let hub = t.server.as_ref().unwrap().hub().clone();
    assert_eq!(hub.record_len(&id), Some(4));
    let shown = t.state(&id, toks[0].as_deref()).await;
    t.restart().await;
    assert_eq!(t.state(&id, toks[0].as_deref()).await, shown);
}

/// A chat line whose commit hangs is answered `503` and shown to nobody;
/// sent again with its key once the database answers, it is said once,
/// whether the held commit landed or not, and a restart shows the same.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_chat_line_sent_again_after_a_hung_commit_is_said_once() {
    let (_dir, proxy, mut t) = behind_a_proxy().await;
    let created = t.create(two_people()).await;
    let id = created.id.clone();
    let toks = tokens(&created);
    let say = |key: &'static str| {
        let client = t.client.clone();
        let body = json!({"token": toks[1], "text": "your turn", "key": key});
        let path = format!("/api/games/{id}/chat");
        async move { client.post(&path, &body).await.unwrap() }
    };
    assert_eq!(say("first").await.status, 200);
    let before = t.state(&id, None).await;

    proxy.stall();
    let answer = tokio::spawn(say("hung"));
    refused_while_hung(&t, &proxy, &id, &before, answer).await;
    let again = until_confirmed(|| async { Ok(say("hung").await) }).await;
    assert_eq!(again.status, 200, "{}", again.body);
    assert_eq!(again.body["idx"], 1, "{}", again.body);
    let texts = |st: &urbs_server::GameState| -> Vec<String> {
        st.chat.iter().map(|c| c.text.clone()).collect()
    };
    let shown = t.state(&id, None).await;
    assert_eq!(
        texts(&shown),
        ["your turn", "your turn"],
        "said once more, not twice"
    );
    t.restart().await;
    assert_eq!(t.state(&id, None).await, shown);
}

/// A game whose creation's commit hangs is answered `503` and held by
/// nobody; the creation sent again with its key once the database answers
/// makes one game, not two, whether the held commit landed or not, and
/// answers its seats' tokens. The database hangs between the key's lookup
/// and the commit: the bot of the second seat, made in between, stalls the
/// proxy the first time it is made.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_created_again_after_a_hung_commit_is_created_once() {
    let (_dir, proxy, mut t) = behind_a_proxy_with(|proxy, c| {
        let stall = proxy.staller();
        let first = std::sync::atomic::AtomicBool::new(true);
        c.bots.custom = Some(std::sync::Arc::new(move |game: &str, spec: &str, seed| {
            if spec != "stall" {
                return None;
            }
            if first.swap(false, std::sync::atomic::Ordering::SeqCst) {
                stall();
            }
            urbs_catalog::make_dyn_bot(game, "random", seed).ok()
        }));
    })
    .await;
    let body = json!({"game": "forsale", "players": 3, "key": "lobby-hung-0123456789",
        "seats": [{"kind": "human"}, {"kind": "bot", "bot": "stall"}, {"kind": "open"}]});
    let create = || {
        let (client, body) = (t.client.clone(), body.clone());
        async move { client.post("/api/games", &body).await }
    };
    let sent = create();
    answered_while_hung(&proxy, tokio::spawn(async move { sent.await.unwrap() })).await;
    let hub = t.server.as_ref().unwrap().hub().clone();
    assert_eq!(hub.games_in_memory(), 0, "nothing unacknowledged is held");
    proxy.flow();
    until_database_answers(&t).await;

    let again = until_confirmed(create).await;
    assert!([200, 201].contains(&again.status), "{}", again.body);
    let id = again.body["id"].as_str().unwrap().to_string();
    let token = again.body["seats"][0]["token"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(t.state(&id, Some(&token)).await.seat, Some(0));
    // Once more: the same answer, said to be the game made before.
    let mut answered = again.body.clone();
    answered["duplicate"] = json!(true);
    let r = create().await.unwrap();
    assert_eq!((r.status, &r.body), (200, &answered));
    let games = t.client.get("/api/games").await.unwrap().body["games"].clone();
    assert_eq!(games.as_array().unwrap().len(), 1, "one game: {games}");
    t.restart().await;
    let r = t.client.post("/api/games", &body).await.unwrap();
    assert_eq!((r.status, &r.body), (200, &answered));
}
