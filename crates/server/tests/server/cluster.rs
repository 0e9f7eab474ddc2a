//! Several servers on one PostgreSQL database (`urbs_server`'s cluster):
//! each game held by one server at a time, fenced at every commit, taken
//! over when its holder goes silent, followed by watchers on every server,
//! and per-client limits shared. In one process, so that a test can make a
//! server go silent (as a paused process would) at a moment of its choosing
//! and hold bots at a gate; `crates/urbs/tests/cluster.rs` runs real
//! processes and kills them.

use std::sync::Arc;
use std::time::Duration;

use serde_json::{Value, json};
use urbs_loadtest::client::Client;
use urbs_server::clock::{ManualTime, TimeSource};
use urbs_server::testing::cluster::{action_keys, alive_at, chat_keys, holder, lease_expired};
use urbs_server::{Backend, BotConfig, Hub, Server, ServerConfig};

use crate::common::{self, Gate, TestServer, gated_bots, humans, tokens};

/// Servers on one fresh database: the test server's, and `more` others
/// with the same configuration.
struct Nodes {
    first: TestServer,
    others: Vec<Server>,
}

impl Nodes {
    async fn start(more: usize, configure: impl Fn(&mut ServerConfig)) -> Nodes {
        let first = common::start_configured(Backend::Postgres, &configure).await;
        let mut others = Vec::new();
        for _ in 0..more {
            others.push(
                urbs_server::start(first.config.clone())
                    .await
                    .expect("another server joins"),
            );
        }
        Nodes { first, others }
    }

    fn hub(&self, i: usize) -> &Arc<Hub> {
        match i {
            0 => self.first.server.as_ref().unwrap().hub(),
            _ => self.others[i - 1].hub(),
        }
    }

    fn client(&self, i: usize) -> Client {
        match i {
            0 => self.first.client.clone(),
            _ => Client::new(self.others[i - 1].addr()),
        }
    }

    fn database(&self) -> &str {
        &self.first.config.database
    }

    fn node(&self, i: usize) -> String {
        self.hub(i).node().expect("a node on PostgreSQL")
    }

    async fn stop(self) {
        for s in self.others {
            s.stop().await;
        }
        if let Some(s) = self.first.server {
            s.stop().await;
        }
    }
}

fn fast(c: &mut ServerConfig) {
    c.limits.actions_per_second = 100_000.0;
    c.limits.action_burst = 100_000.0;
    c.limits.games_per_minute = 0.0;
    c.cluster.lease = Duration::from_millis(1500);
}

/// Polls `done` (a condition the test waits for; the bound only keeps a
/// broken server from hanging the suite).
async fn until<F: std::future::Future<Output = bool>>(what: &str, mut done: impl FnMut() -> F) {
    for _ in 0..3000 {
        if done().await {
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("never happened: {what}");
}

/// Server `i` goes silent (stops renewing its lease, as a paused process
/// would) until its lease has run out.
async fn silence(n: &Nodes, i: usize) {
    n.hub(i).set_silent(true);
    let (db, node) = (n.database().to_string(), n.node(i));
    until("the lease ran out", || lease_expired(&db, &node)).await;
}

/// The first legal action of whoever must act in `id`, read through `client`.
async fn next_action(client: &Client, id: &str, toks: &[Option<String>]) -> (usize, Value) {
    let seat = client.state(id, None).await.unwrap().to_act[0];
    let legal = client.state(id, toks[seat].as_deref()).await.unwrap().legal;
    (seat, legal[0].json.clone())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_that_lost_its_hold_commits_nothing_and_the_new_holder_applies_each_action_once() {
    let n = Nodes::start(1, fast).await;
    let (a, b) = (n.hub(0).clone(), n.hub(1).clone());
    let created = n.client(0).create(&humans(3)).await.unwrap();
    let (id, toks) = (created.id.clone(), tokens(&created));
    assert_eq!(holder(n.database(), &id).await, (Some(n.node(0)), 1));
    // A is paused past its lease; an action through B takes the game over.
    silence(&n, 0).await;
    let (seat, action) = next_action(&n.client(1), &id, &toks).await;
    let tok = toks[seat].as_deref().unwrap();
    let r = n
        .client(1)
        .act(&id, tok, &action, Some("k1"))
        .await
        .unwrap();
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(holder(n.database(), &id).await, (Some(n.node(1)), 2));
    assert!(b.holds(&id));
    // A has not noticed (it is still paused): it believes it holds the
    // game, whose copy shows no move yet, and commits a move on it (the
    // first move again, under another key). The fence refuses it: nothing
    // is written, and A lets the game go and shows it from the database.
    assert!(a.holds(&id), "A believes it holds the game");
    let cell = a.cell(&id).await.unwrap();
    let stale = a.state(&cell, None, 0, false);
    assert_eq!(stale.moves, 0);
    let first = stale.to_act[0];
    let legal = a.state(&cell, Some(first), 0, false).legal;
    let refused = a
        .act(&cell, first, &legal[0].json, Some("k2"))
        .await
        .unwrap_err();
    assert!(refused.is_moved(), "{refused}");
    assert!(!a.holds(&id));
    assert_eq!(action_keys(n.database(), &id).await, [Some("k1".into())]);
    until("A shows what B committed", || {
        let (a, cell) = (a.clone(), cell.clone());
        async move { a.state(&cell, None, 0, false).moves == 1 }
    })
    .await;
    // The next action, sent through A (still silent), goes to B, which
    // applies it.
    let (seat, action) = next_action(&n.client(1), &id, &toks).await;
    let tok = toks[seat].as_deref().unwrap();
    let r = n
        .client(0)
        .act(&id, tok, &action, Some("k2"))
        .await
        .unwrap();
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.body["duplicate"], Value::Null);
    // Sent again through either server: recognised, never applied twice.
    for c in [n.client(0), n.client(1)] {
        let again = c.act(&id, tok, &action, Some("k2")).await.unwrap();
        assert_eq!(again.body["duplicate"], json!(true), "{}", again.body);
    }
    assert_eq!(
        action_keys(n.database(), &id).await,
        [Some("k1".into()), Some("k2".into())]
    );
    // A reads what B committed.
    assert_eq!(n.client(0).state(&id, None).await.unwrap().moves, 2);
    a.set_silent(false);
    n.stop().await;
}

/// A chat line sent to a server that does not hold its game is passed on
/// with a key, the client's or one made up (so that sending it on again
/// after a holder died says it once): said once, the answer as the
/// client would have had it from the holder.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_chat_line_passed_on_is_said_once() {
    let n = Nodes::start(1, fast).await;
    let created = n.client(0).create(&humans(3)).await.unwrap();
    let (id, toks) = (created.id.clone(), tokens(&created));
    assert!(n.hub(0).holds(&id));
    let say = async |i: usize, key: Option<&str>| {
        let mut body = json!({"token": toks[1], "text": "gl"});
        if let Some(key) = key {
            body["key"] = json!(key);
        }
        n.client(i)
            .post(&format!("/api/games/{id}/chat"), &body)
            .await
            .unwrap()
    };
    // No key: one is made up on the way, and the answer says nothing of it.
    let r = say(1, None).await;
    assert_eq!(r.body, json!({"idx": 0}), "{}", r.body);
    let made_up = chat_keys(n.database(), &id).await;
    assert!(
        matches!(&made_up[..], [Some(k)] if k.starts_with('~')),
        "{made_up:?}"
    );
    // The client's key travels as it is: sent again through either server,
    // recognised.
    assert_eq!(say(1, Some("c1")).await.body, json!({"idx": 1}));
    for i in [0, 1] {
        let again = say(i, Some("c1")).await;
        assert_eq!(
            again.body,
            json!({"idx": 1, "duplicate": true}),
            "{}",
            again.body
        );
    }
    assert_eq!(
        chat_keys(n.database(), &id).await[1..],
        [Some("c1".to_string())]
    );
    assert!(!n.hub(1).holds(&id), "the holder said every line");
    n.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_move_thought_out_on_a_server_that_lost_the_game_is_dropped() {
    let (gate_a, gate_b) = (Gate::held(), Gate::held());
    let first = common::start_configured(Backend::Postgres, |c: &mut ServerConfig| {
        c.bots = BotConfig {
            custom: Some(gated_bots(vec![("gate", gate_a.clone())])),
            ..BotConfig::default()
        };
    })
    .await;
    let mut config = first.config.clone();
    config.bots = BotConfig {
        custom: Some(gated_bots(vec![("gate", gate_b.clone())])),
        ..BotConfig::default()
    };
    let second = urbs_server::start(config).await.unwrap();
    let n = Nodes {
        first,
        others: vec![second],
    };
    let bot = json!({"kind": "bot", "bot": "gate"});
    let created = n
        .client(0)
        .create(&json!({"game": "forsale", "players": 3, "seed": 1, "seats": [bot, bot, bot]}))
        .await
        .unwrap();
    let id = created.id;
    // A's bot thinks (held at its gate) when A goes silent.
    gate_a.until_waiting(1).await;
    silence(&n, 0).await;
    // B takes the orphaned game over by itself, and its bot thinks too.
    gate_b.until_waiting(1).await;
    assert_eq!(holder(n.database(), &id).await.0, Some(n.node(1)));
    // A's bot decides: its move is fenced off, and A lets the game go.
    gate_a.release(1);
    let a = n.hub(0).clone();
    until("A let the game go", || {
        let a = a.clone();
        let id = id.clone();
        async move { !a.holds(&id) }
    })
    .await;
    assert!(action_keys(n.database(), &id).await.is_empty());
    assert_eq!(gate_a.decided(), 1);
    // B's bots play the game out; A's thought never counts.
    gate_b.open();
    let client = n.client(1);
    until("the game ended", || {
        let (client, id) = (client.clone(), id.clone());
        async move {
            client.state(&id, None).await.unwrap().status == urbs_server::Status::Finished
        }
    })
    .await;
    let replay = client
        .get(&format!("/api/games/{id}/replay"))
        .await
        .unwrap();
    assert!(urbs_catalog::load_replay(&replay.body).is_ok());
    assert_eq!(gate_a.decided(), 1, "A's bots stopped");
    gate_a.open();
    n.hub(0).set_silent(false);
    n.stop().await;
}

/// The hold of one game moves back and forth between two servers (each in
/// turn goes silent past its lease, then wakes up still believing it holds
/// the game) while clients send actions through both at once: every
/// acknowledged action is in the record once, at its place, and each
/// client key appears once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_racing_for_one_game_never_both_apply_an_action() {
    let n = Nodes::start(1, fast).await;
    let created = n
        .client(0)
        .create(&json!({"game": "metropolis", "players": 2, "seed": 9,
                        "seats": [{"kind": "human"}, {"kind": "human"}]}))
        .await
        .unwrap();
    let (id, toks) = (created.id.clone(), tokens(&created));
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let acked: Arc<std::sync::Mutex<Vec<String>>> = Arc::default();
    let mut players = Vec::new();
    for p in 0..4u64 {
        let clients = [n.client(0), n.client(1)];
        let (id, toks, stop, acked) = (id.clone(), toks.clone(), stop.clone(), acked.clone());
        players.push(tokio::spawn(async move {
            let mut rng = urbs_engine::rng_from_seed(p);
            let mut k = 0;
            while !stop.load(std::sync::atomic::Ordering::SeqCst) {
                use urbs_engine::rand::RngExt;
                let c = &clients[rng.random_range(0..2)];
                let Ok(sp) = c.state(&id, None).await else {
                    continue;
                };
                if sp.status == urbs_server::Status::Finished {
                    return;
                }
                let seat = sp.to_act[0];
                let tok = toks[seat].as_deref().unwrap();
                let Ok(st) = c.state(&id, Some(tok)).await else {
                    continue;
                };
                if st.legal.is_empty() {
                    continue;
                }
                let action = st.legal[rng.random_range(0..st.legal.len())].json.clone();
                // A person's pace, so the game outlasts the moves of its hold.
                tokio::time::sleep(Duration::from_millis(40)).await;
                let key = format!("p{p}-{k}");
                k += 1;
                // Sent again with the same key, through either server,
                // until the answer is known.
                loop {
                    let c = &clients[rng.random_range(0..2)];
                    match c.act(&id, tok, &action, Some(&key)).await {
                        Ok(r) if r.status == 200 => {
                            acked.lock().unwrap().push(key.clone());
                            break;
                        }
                        // Another player moved first: refused, nothing done.
                        Ok(r) if r.status == 409 || r.status == 400 => break,
                        Ok(r) => assert_eq!(r.status, 503, "{}", r.body),
                        Err(_) => {}
                    }
                }
            }
        }));
    }
    // Each server in turn goes silent until the other holds the game, then
    // wakes up.
    for round in 0..4 {
        let (quiet, other) = if round % 2 == 0 { (0, 1) } else { (1, 0) };
        let st = n.client(other).state(&id, None).await.unwrap();
        if st.status == urbs_server::Status::Finished {
            break;
        }
        let moves = st.moves;
        silence(&n, quiet).await;
        let (db, node) = (n.database().to_string(), n.node(other));
        until("the other server took the game over", || {
            let (db, node, id) = (db.clone(), node.clone(), id.clone());
            async move { holder(&db, &id).await.0 == Some(node) }
        })
        .await;
        let c = n.client(other);
        until("play went on", || {
            let (c, id) = (c.clone(), id.clone());
            async move {
                let st = c.state(&id, None).await.unwrap();
                st.moves > moves + 3 || st.status == urbs_server::Status::Finished
            }
        })
        .await;
        n.hub(quiet).set_silent(false);
    }
    stop.store(true, std::sync::atomic::Ordering::SeqCst);
    for p in players {
        p.await.unwrap();
    }
    // Every action in the record was sent with a key; none twice.
    let keys = action_keys(n.database(), &id).await;
    let mut recorded = std::collections::HashSet::new();
    for k in &keys {
        let k = k.clone().expect("every action has its key");
        assert!(recorded.insert(k.clone()), "key {k} applied twice");
    }
    let acked = acked.lock().unwrap().clone();
    assert!(acked.len() > 20, "enough play to matter: {}", acked.len());
    for key in &acked {
        assert!(
            recorded.contains(key),
            "acknowledged {key} is in the record"
        );
    }
    let epoch = holder(n.database(), &id).await.1;
    assert!(epoch >= 3, "the hold moved at least twice: epoch {epoch}");
    n.stop().await;
}

/// T-2 with several servers: a game's clock is not charged for the time
/// its holder was dead before another server took it over.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn t2_a_game_taken_over_is_not_charged_for_the_time_its_holder_was_dead() {
    const START: i64 = 1_800_000_000_000;
    let time = ManualTime::new(START);
    let shared = time.clone();
    let n = Nodes::start(1, move |c: &mut ServerConfig| {
        c.time = Some(shared.clone());
    })
    .await;
    let tc = json!({"kind": "real_time", "initial_ms": 60_000, "increment_ms": 5_000});
    let mut request = humans(3);
    request["time_control"] = tc;
    let created = n.client(0).create(&request).await.unwrap();
    let (id, toks) = (created.id.clone(), tokens(&created));
    // T-7: the clocks start once every person has opened the game.
    for tok in toks.iter().flatten() {
        n.client(0).state(&id, Some(tok)).await.unwrap();
    }
    time.advance(10_000);
    let (seat, action) = next_action(&n.client(0), &id, &toks).await;
    let r = n
        .client(0)
        .act(&id, toks[seat].as_deref().unwrap(), &action, None)
        .await
        .unwrap();
    assert_eq!(r.status, 200, "{}", r.body);
    let st = n.client(0).state(&id, None).await.unwrap();
    let b = st.to_act[0];
    assert_eq!(st.clock.as_ref().unwrap().since[b], Some(START + 10_000));
    time.advance(4_000);
    // A says it is alive at 14 s, then dies (silent) for three minutes.
    let (db, node) = (n.database().to_string(), n.node(0));
    until("A's heartbeat at 14 s", || {
        let (db, node) = (db.clone(), node.clone());
        async move { alive_at(&db, &node).await == START + 14_000 }
    })
    .await;
    // Paused first, the time moved on while A is paused: whether B adopts
    // the game in the background as soon as A's lease runs out or at the
    // request below, it finds the three minutes passed, and A runs no
    // clock meanwhile.
    n.hub(0).set_silent(true);
    time.advance(180_000);
    silence(&n, 0).await;
    // B holds the game (taken over in the background or at this first
    // request for it): b still has 56 s.
    let st = n.client(1).state(&id, None).await.unwrap();
    assert_eq!(holder(n.database(), &id).await.0, Some(n.node(1)));
    let clock = st.clock.unwrap();
    let now = time.now_ms();
    let left = |s: usize| clock.left_ms[s] - clock.since[s].map_or(0, |since| now - since);
    assert_eq!(
        left(b),
        56_000,
        "T-2: the dead holder's time is not counted"
    );
    assert_eq!(left(seat), 55_000);
    n.hub(0).set_silent(false);
    n.stop().await;
}

/// Spectators on every server see every public move, one at a time and in
/// order, whichever server holds the game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn watchers_on_every_server_see_every_move_in_order() {
    let gate = Gate::held();
    let bots = gate.clone();
    let n = Nodes::start(2, move |c: &mut ServerConfig| {
        c.bots = BotConfig {
            custom: Some(gated_bots(vec![("gate", bots.clone())])),
            ..BotConfig::default()
        };
    })
    .await;
    let bot = json!({"kind": "bot", "bot": "gate"});
    let created = n
        .client(1)
        .create(&json!({"game": "forsale", "players": 3, "seed": 1, "seats": [bot, bot, bot]}))
        .await
        .unwrap();
    let id = created.id;
    let mut sockets = Vec::new();
    for i in 0..3 {
        let mut s = n.client(i).socket(&id, None).await.unwrap();
        assert_eq!(s.recv().await.unwrap()["moves"], 0);
        sockets.push(s);
    }
    let mut moves = 0;
    loop {
        gate.release(1);
        moves += 1;
        for s in &mut sockets {
            let m = tokio::time::timeout(Duration::from_secs(10), s.recv())
                .await
                .expect("the next move within 10 s")
                .unwrap();
            assert_eq!(m["type"], "state");
            assert_eq!(m["moves"], moves, "{m}");
        }
        if n.client(0).state(&id, None).await.unwrap().status == urbs_server::Status::Finished {
            break;
        }
    }
    assert!(moves > 10);
    gate.open();
    n.stop().await;
}

/// New games per client are counted once for all servers.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn limits_per_client_hold_across_servers() {
    let n = Nodes::start(1, |c: &mut ServerConfig| {
        c.limits.game_burst = 3.0;
        c.limits.games_per_minute = 0.01;
    })
    .await;
    for i in 0..3 {
        let r = n
            .client(i % 2)
            .post("/api/games", &humans(3))
            .await
            .unwrap();
        assert_eq!(r.status, 201, "{}", r.body);
    }
    for i in 0..2 {
        let r = n.client(i).post("/api/games", &humans(3)).await.unwrap();
        assert_eq!(r.status, 429, "{}", r.body);
    }
    n.stop().await;
}

/// Issue 28: a server that shows a game another holds shows, once the game
/// is over, the outcome its holder stored, as the holder and a restarted
/// server do, never one it rebuilt. To tell the two apart the database
/// stores another outcome than the game's (a trigger swaps it as it is
/// written, as a ruling changed under a stored game would): the follower's
/// watchers see the stored one from the first finished state on, and the
/// dispute with the rebuilt one.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_follower_shows_the_outcome_its_holder_stored() {
    let n = Nodes::start(1, fast).await;
    let created = n.client(0).create(&humans(3)).await.unwrap();
    let (id, toks) = (created.id.clone(), tokens(&created));
    assert_eq!(holder(n.database(), &id).await.0, Some(n.node(0)));
    let mut watcher = n.client(1).socket(&id, None).await.unwrap();
    assert_eq!(watcher.recv().await.unwrap()["status"], "active");

    let stored = json!({"scores": [1, 2, 3], "wins": [0.0, 0.0, 1.0]});
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(n.database()).await.unwrap();
    for statement in [
        format!(
            "CREATE FUNCTION swap_outcome() RETURNS trigger AS $$ BEGIN \
             IF NEW.outcome IS NOT NULL THEN NEW.outcome := '{stored}'; END IF; \
             RETURN NEW; END $$ LANGUAGE plpgsql"
        ),
        "CREATE TRIGGER swap_outcome BEFORE INSERT OR UPDATE ON games \
         FOR EACH ROW EXECUTE FUNCTION swap_outcome()"
            .to_string(),
    ] {
        sqlx::query(&statement).execute(&pool).await.unwrap();
    }
    pool.close().await;

    assert!(common::play_out(&n.first, &id, &toks).await > 0);
    let rebuilt = serde_json::to_value(n.first.state(&id, None).await.outcome).unwrap();
    assert_ne!(rebuilt, stored);
    let end = loop {
        let m = tokio::time::timeout(Duration::from_secs(10), watcher.recv())
            .await
            .expect("the follower shows every move within 10 s")
            .unwrap();
        if m["status"] == "finished" {
            break m;
        }
    };
    assert_eq!(end["outcome"], stored, "{end}");
    assert_eq!(end["outcome_disputed"]["rebuilt"], rebuilt, "{end}");
    n.stop().await;
}
