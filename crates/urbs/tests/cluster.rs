//! Several `urbs serve` processes on one PostgreSQL database
//! (`URBS_TEST_POSTGRES`, see `scripts/test.sh`), on loopback: clients
//! spread at random over them, processes killed with SIGKILL and paused
//! with SIGSTOP in the middle of play.

use std::collections::{HashMap, HashSet};
use std::net::SocketAddr;
use std::process::Command;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::{Value, json};
use urbs_engine::Viewer;
use urbs_engine::rand::RngExt;
use urbs_loadtest::client::Client;
use urbs_server::Backend;
use urbs_server::testing::cluster::{action_keys, holder, lease_expired};

#[path = "../../server/tests/server/truth.rs"]
mod truth;

mod serving;

/// One `urbs serve` process.
struct Node {
    served: serving::Served,
    addr: SocketAddr,
    /// Its node id (in `games.owner`).
    id: String,
}

impl Node {
    fn start(database: &str) -> Node {
        Node::start_with(database, &[])
    }

    fn start_with(database: &str, more: &[&str]) -> Node {
        // Failover after 2 s of silence; the tests create many games and
        // act fast, from one address.
        let mut args = vec![
            "--lease",
            "2s",
            "--games-per-minute",
            "0",
            "--actions-per-second",
            "10000",
        ];
        args.extend_from_slice(more);
        let served = serving::serve(database, &args);
        let id = served
            .line
            .split("node ")
            .nth(1)
            .map(|r| r.trim_end_matches([')', '\n']).to_string())
            .unwrap_or_else(|| panic!("no node id in {:?}", served.line));
        Node {
            addr: served.addr,
            served,
            id,
        }
    }

    fn client(&self) -> Client {
        Client::new(self.addr)
    }

    fn signal(&self, signal: &str) {
        let status = Command::new("kill")
            .args([signal, &self.served.child.id().to_string()])
            .status()
            .unwrap();
        assert!(status.success());
    }
}

async fn database() -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().unwrap();
    let db = urbs_server::testing::fresh_database(Backend::Postgres, dir.path()).await;
    (dir, db)
}

/// Polls `done`, a condition the test waits for; the bound only keeps a
/// broken server from hanging the suite.
async fn until<F: std::future::Future<Output = bool>>(what: &str, mut done: impl FnMut() -> F) {
    for _ in 0..6000 {
        if done().await {
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("never happened: {what}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_servers_show_each_seat_only_its_own_view_in_every_game() {
    let (_dir, db) = database().await;
    let nodes: Vec<Node> = (0..3).map(|_| Node::start(&db)).collect();
    let clients: Vec<Client> = nodes.iter().map(Node::client).collect();
    for info in urbs_catalog::games() {
        let people = truth::play_and_check(&clients, info.id, info.min_players, 1).await;
        let with_bots =
            truth::play_with_bots_and_check(&clients, info.id, info.max_players, 2).await;
        eprintln!(
            "{}: {people} hidden values checked with people only, {with_bots} with bots",
            info.id
        );
        assert!(people > 0 && with_bots > 0, "{}: nothing to check", info.id);
    }
}

/// An acknowledged action: game, seat, action, key.
type Acked = (String, usize, Value, String);

/// Plays `id` with random legal actions, each sent with its own key through
/// servers picked at random among the live ones, again with the same key
/// until its outcome is known; returns once the game is over.
async fn play(
    live: Arc<Mutex<Vec<SocketAddr>>>,
    id: String,
    tokens: Vec<Option<String>>,
    acked: Arc<Mutex<Vec<Acked>>>,
    seed: u64,
) {
    let mut rng = urbs_engine::rng_from_seed(seed);
    let client = |rng: &mut urbs_engine::GameRng| {
        let live = live.lock().unwrap();
        Client::new(live[rng.random_range(0..live.len())])
    };
    let mut n = 0;
    for _ in 0..100_000 {
        let Ok(sp) = client(&mut rng).state(&id, None).await else {
            continue;
        };
        if sp.status.is_over() {
            return;
        }
        let mut acted = false;
        for &seat in &sp.to_act {
            let Some(tok) = tokens[seat].as_deref() else {
                continue;
            };
            let Ok(st) = client(&mut rng).state(&id, Some(tok)).await else {
                continue;
            };
            if st.legal.is_empty() {
                continue;
            }
            let action = st.legal[rng.random_range(0..st.legal.len())].json.clone();
            n += 1;
            let key = format!("{seed}-{n}");
            loop {
                match client(&mut rng).act(&id, tok, &action, Some(&key)).await {
                    Ok(r) if r.status == 200 => {
                        acked
                            .lock()
                            .unwrap()
                            .push((id.clone(), seat, action.clone(), key.clone()));
                        acted = true;
                        break;
                    }
                    // The game moved on (a bot, the clock): nothing done.
                    Ok(r) if r.status == 409 || r.status == 400 => break,
                    Ok(r) => assert_eq!(r.status, 503, "{}", r.body),
                    // The server reached was killed: another one.
                    Err(_) => {}
                }
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
        if !acted {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }
    panic!("game {id} never ended");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn servers_killed_in_play_lose_no_acknowledged_action_and_apply_none_twice() {
    let (_dir, db) = database().await;
    let mut nodes: Vec<Node> = (0..3).map(|_| Node::start(&db)).collect();
    let live = Arc::new(Mutex::new(nodes.iter().map(|n| n.addr).collect::<Vec<_>>()));
    let acked: Arc<Mutex<Vec<Acked>>> = Arc::default();
    let human = json!({"kind": "human"});
    let greedy = json!({"kind": "bot", "bot": "greedy"});
    let random = json!({"kind": "bot", "bot": "random"});
    let layouts = [
        json!({"game": "forsale", "seats": [human, human, human, human]}),
        json!({"game": "forsale", "seats": [human, greedy, human]}),
        json!({"game": "metropolis", "seats": [human, random, greedy]}),
        json!({"game": "skyline", "seats": [greedy, human, greedy, random]}),
        json!({"game": "city", "seats": [human, greedy, human]}),
        // Nobody plays: every seat runs out of time (a second a move) and
        // the takeover bot plays it out (T-3), on whichever server holds it.
        json!({"game": "forsale", "seats": [human, human, human], "takeover": "beginner",
               "time_control": {"kind": "per_move", "per_move_ms": 1000}}),
    ];
    let mut games = Vec::new();
    let mut players = Vec::new();
    for (i, layout) in layouts.iter().cycle().take(12).enumerate() {
        let c = nodes[i % 3].client();
        // Each game dealt from its own seed: what its bots do is the same every run.
        let mut layout = layout.clone();
        layout["seed"] = json!(i);
        let created = c.create(&layout).await.unwrap();
        let tokens: Vec<Option<String>> = created.seats.iter().map(|s| s.token.clone()).collect();
        let clocked = layout.get("time_control").is_some();
        if clocked {
            // The clocks run once every person has opened their seat (T-7):
            // each seat is opened once, then nobody plays.
            for token in tokens.iter().flatten() {
                c.state(&created.id, Some(token)).await.unwrap();
            }
        }
        games.push(created.id.clone());
        if !clocked {
            players.push(tokio::spawn(play(
                live.clone(),
                created.id,
                tokens,
                acked.clone(),
                i as u64,
            )));
        }
    }
    // Kill a server in the middle of play (once this round has seen some
    // acknowledgements), start another in its place; again.
    let mut rng = urbs_engine::rng_from_seed(7);
    for round in 0..3 {
        let before = acked.lock().unwrap().len();
        until("play went on", || {
            let n = acked.lock().unwrap().len();
            async move { n >= before + 40 }
        })
        .await;
        let victim = rng.random_range(0..nodes.len());
        let holds: usize = {
            let mut n = 0;
            for id in &games {
                n += usize::from(holder(&db, id).await.0.as_deref() == Some(&nodes[victim].id));
            }
            n
        };
        let dead = nodes.remove(victim);
        live.lock().unwrap().retain(|a| *a != dead.addr);
        dead.signal("-KILL");
        drop(dead);
        let fresh = Node::start(&db);
        live.lock().unwrap().push(fresh.addr);
        nodes.push(fresh);
        eprintln!(
            "kill {round}: {} actions acknowledged so far; the server killed held {holds} games",
            acked.lock().unwrap().len()
        );
    }
    for p in players {
        p.await.unwrap();
    }
    let client = nodes[0].client();
    for id in &games {
        let c = client.clone();
        until("every game ended", || {
            let (c, id) = (c.clone(), id.clone());
            async move { c.state(&id, None).await.is_ok_and(|s| s.status.is_over()) }
        })
        .await;
    }
    let acked = acked.lock().unwrap().clone();
    assert!(acked.len() > 150, "enough play to matter: {}", acked.len());
    for id in &games {
        let replay = client
            .get(&format!("/api/games/{id}/replay"))
            .await
            .unwrap();
        assert_eq!(replay.status, 200, "game {id}: {}", replay.body);
        let actions = replay.body["actions"].as_array().unwrap();
        // Each key once; each acknowledged action at its key's place.
        let keys = action_keys(&db, id).await;
        assert_eq!(keys.len(), actions.len());
        let mut at = HashMap::new();
        for (idx, k) in keys.iter().enumerate() {
            if let Some(k) = k {
                assert!(at.insert(k.clone(), idx).is_none(), "game {id}: {k} twice");
            }
        }
        for (_, seat, action, key) in acked.iter().filter(|a| &a.0 == id) {
            let idx = at[key];
            assert_eq!(actions[idx]["seat"], json!(seat), "game {id} action {idx}");
            assert_eq!(&actions[idx]["action"], action, "game {id} action {idx}");
        }
        // The replay reproduces the game every server shows.
        let table = urbs_catalog::load_replay(&replay.body).unwrap();
        for n in &nodes {
            let st = n.client().state(id, None).await.unwrap();
            assert_eq!(table.view_json(Viewer::Spectator), st.view);
            assert_eq!(table.outcome(), st.outcome);
        }
    }
    let distinct: HashSet<&String> = acked.iter().map(|a| &a.3).collect();
    assert_eq!(distinct.len(), acked.len());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_paused_server_never_commits_for_a_game_another_took_over() {
    let (_dir, db) = database().await;
    // Bots think 300 ms a move (a search with no end of its own), so that
    // one is thinking when A stops.
    let slow = ["--bot-max-time", "300ms"];
    let (a, b) = (Node::start_with(&db, &slow), Node::start_with(&db, &slow));
    let human = json!({"kind": "human"});
    let created = a
        .client()
        .create(&json!({"game": "forsale", "seats": [human, human, human]}))
        .await
        .unwrap();
    let (id, toks) = (
        created.id.clone(),
        created
            .seats
            .iter()
            .map(|s| s.token.clone())
            .collect::<Vec<_>>(),
    );
    let bot = json!({"kind": "bot", "bot": "ismcts:100000000"});
    let bots = a
        .client()
        .create(&json!({"game": "forsale", "seats": [bot, bot, bot]}))
        .await
        .unwrap()
        .id;
    let act = |c: Client, key: &'static str| {
        let (id, toks) = (id.clone(), toks.clone());
        async move {
            let seat = c.state(&id, None).await.unwrap().to_act[0];
            let tok = toks[seat].as_deref().unwrap();
            let legal = c.state(&id, Some(tok)).await.unwrap().legal;
            let r = c.act(&id, tok, &legal[0].json, Some(key)).await.unwrap();
            assert_eq!(r.status, 200, "{}", r.body);
        }
    };
    act(a.client(), "k1").await;
    assert_eq!(holder(&db, &id).await, (Some(a.id.clone()), 1));
    let c = a.client();
    until("the bots' game is under way", || {
        let (c, bots) = (c.clone(), bots.clone());
        async move { c.state(&bots, None).await.unwrap().moves >= 2 }
    })
    .await;
    // A stops in the middle of its bots' game, as a long pause would.
    a.signal("-STOP");
    until("A's lease ran out", || lease_expired(&db, &a.id)).await;
    // B takes both games over: the bots' by itself, the people's when
    // asked.
    act(b.client(), "k2").await;
    assert_eq!(holder(&db, &id).await, (Some(b.id.clone()), 2));
    until("B took the bots' game over", || {
        let (db, bots, b) = (db.clone(), bots.clone(), b.id.clone());
        async move { holder(&db, &bots).await.0 == Some(b) }
    })
    .await;
    // A wakes up believing it holds both: whatever it tries for them is
    // fenced off, its requests go to B, and its bots' moves are dropped.
    a.signal("-CONT");
    act(a.client(), "k3").await;
    assert_eq!(
        action_keys(&db, &id).await,
        [Some("k1".into()), Some("k2".into()), Some("k3".into())]
    );
    assert_eq!(holder(&db, &id).await, (Some(b.id.clone()), 2));
    until("the bots' game ended", || {
        let (c, bots) = (c.clone(), bots.clone());
        async move { c.state(&bots, None).await.unwrap().status.is_over() }
    })
    .await;
    let replay = c.get(&format!("/api/games/{bots}/replay")).await.unwrap();
    let table = urbs_catalog::load_replay(&replay.body).unwrap();
    assert_eq!(
        table.view_json(Viewer::Spectator),
        b.client().state(&bots, None).await.unwrap().view
    );
    assert_eq!(holder(&db, &bots).await.0, Some(b.id.clone()));
}
