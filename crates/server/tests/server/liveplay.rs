//! Live play: bots think off the game's lock and on a fair, bounded pool,
//! every move is committed and pushed on its own, the steps of a secret
//! choice leave no trace for anyone else, and bots are the server's policy.
//! Concurrency is driven by bots the test holds ([`Gate`]), never by timing.

use std::sync::Arc;

use serde_json::{Value, json};
use urbs_engine::rand::RngExt;
use urbs_loadtest::client::Socket;
use urbs_server::{Backend, GameState, ServerConfig, Status};

use crate::common::{self, Gate, TestServer, gated_bots, tokens};

/// A server whose bot spec `gate` is held by `gate`.
async fn start_gated(backend: Backend, gate: &Arc<Gate>) -> TestServer {
    let gate = gate.clone();
    common::start_configured(backend, move |c: &mut ServerConfig| {
        c.bots.custom = Some(gated_bots(vec![("gate", gate)]));
    })
    .await
}

fn bots(game: &str, specs: &[&str]) -> Value {
    json!({
        "game": game,
        "players": specs.len(),
        "seats": specs.iter().map(|s| if *s == "human" {
            json!({"kind": "human"})
        } else {
            json!({"kind": "bot", "bot": s})
        }).collect::<Vec<_>>(),
    })
}

/// The next `state` message of a socket (acks and errors are skipped).
async fn next_state(socket: &mut Socket) -> Value {
    loop {
        let m = socket.recv().await.expect("the socket stays open");
        if m["type"] == "state" {
            return m;
        }
    }
}

pub async fn bots_think_off_the_lock_and_every_move_is_pushed(backend: Backend) {
    let gate = Gate::held();
    let t = start_gated(backend, &gate).await;
    let id = t
        .create(bots("forsale", &["gate", "gate", "gate"]))
        .await
        .id;
    let mut spectator = t.client.socket(&id, None).await.unwrap();
    assert_eq!(next_state(&mut spectator).await["moves"], 0);
    // A bot is thinking, and will until the test lets it go.
    gate.until_waiting(1).await;
    // Nothing waits for it: the game's state, the lobby, another game.
    assert_eq!(t.state(&id, None).await.moves, 0);
    let lobby = t.client.get("/api/games").await.unwrap();
    assert_eq!(lobby.status, 200);
    assert_eq!(lobby.body["games"].as_array().unwrap().len(), 1);
    let other = t.create(common::humans(3)).await;
    let toks = tokens(&other);
    let st = t.state(&other.id, None).await;
    let seat = st.to_act[0];
    let tok = toks[seat].as_deref().unwrap();
    let legal = t.state(&other.id, Some(tok)).await.legal;
    let r = t
        .client
        .act(&other.id, tok, &legal[0].json, None)
        .await
        .unwrap();
    assert_eq!(r.status, 200, "{}", r.body);
    // Each decision let through is one move, committed and pushed on its
    // own, in order: a watcher sees every one.
    for n in 1..=15u64 {
        gate.release(1);
        let m = next_state(&mut spectator).await;
        assert_eq!(m["moves"], n, "{m}");
        assert!(!m["log"].as_array().unwrap().is_empty(), "{m}");
    }
    assert_eq!(gate.decided(), 15);
    gate.open();
    common::wait_for_status(&t, &id, Status::Finished).await;
}

pub async fn a_stale_bot_choice_is_dropped_and_people_act_while_bots_think(backend: Backend) {
    let gate = Gate::held();
    let t = start_gated(backend, &gate).await;
    // City: both seats decide at once, each in secret.
    let created = t.create(bots("city", &["human", "gate"])).await;
    let id = created.id.clone();
    let tok = tokens(&created)[0].clone().unwrap();
    let hub = t.server.as_ref().unwrap().hub().clone();
    gate.until_waiting(1).await;
    // The person acts while the bot thinks: nothing waits for the bot.
    let st = t.state(&id, Some(&tok)).await;
    assert!(st.simultaneous && st.to_act.contains(&1), "{:?}", st.to_act);
    let r = t
        .client
        .act(&id, &tok, &st.legal[0].json, None)
        .await
        .unwrap();
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(hub.record_len(&id), Some(1));
    // The bot chose on a game that has moved on since: its choice is
    // dropped, and it thinks again on the game as it is.
    gate.release(1);
    gate.until_decided(1).await;
    gate.until_waiting(1).await;
    assert_eq!(hub.record_len(&id), Some(1), "the stale choice was dropped");
    gate.release(1);
    gate.until_decided(2).await;
    for _ in 0..20_000 {
        if hub.record_len(&id) == Some(2) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(1)).await;
    }
    assert_eq!(hub.record_len(&id), Some(2), "the fresh choice was played");
    gate.open();
}

pub async fn bots_take_turns_on_a_bounded_pool(backend: Backend) {
    let (a, b) = (Gate::held(), Gate::held());
    let gates = vec![("gate-a", a.clone()), ("gate-b", b.clone())];
    let t = common::start_configured(backend, move |c: &mut ServerConfig| {
        c.bots.custom = Some(gated_bots(gates));
        c.bots.threads = 1;
    })
    .await;
    let hub = t.server.as_ref().unwrap().hub().clone();
    t.create(bots("forsale", &["gate-a", "gate-a", "gate-a"]))
        .await;
    t.create(bots("forsale", &["gate-b", "gate-b", "gate-b"]))
        .await;
    // One thread for every game's bots: one thinks, the other game's waits
    // its turn; each move hands the thread to the one that waited longest.
    let mut order = String::new();
    for _ in 0..10 {
        for _ in 0..20_000 {
            if a.waiting() + b.waiting() == 1 && hub.bots_queued() == 1 {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(1)).await;
        }
        assert_eq!(a.waiting() + b.waiting(), 1, "one bot thinks at a time");
        assert_eq!(hub.bots_queued(), 1, "the other waits for the pool");
        let before = a.decided() + b.decided();
        if a.waiting() == 1 {
            order.push('a');
            a.release(1);
        } else {
            order.push('b');
            b.release(1);
        }
        // The move let through is made before the next round looks.
        for _ in 0..20_000 {
            if a.decided() + b.decided() > before {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(1)).await;
        }
    }
    assert!(
        order == "ababababab" || order == "bababababa",
        "the games took turns: {order}"
    );
    a.open();
    b.open();
}

pub async fn bots_over_the_servers_limits_are_refused(backend: Backend) {
    let t = common::start(backend).await;
    for spec in [
        "ismcts:3600sx256",
        "ismcts:4294967295x256",
        "ismcts:3s",
        "ismcts:1sx2",
        "minimax",
    ] {
        let r = t
            .client
            .post("/api/games", &bots("forsale", &["human", spec, "random"]))
            .await
            .unwrap();
        assert_eq!(r.status, 400, "{spec}: {}", r.body);
        let error = r.body["error"].as_str().unwrap();
        assert!(error.contains("not allowed"), "{error}");
        assert!(
            error.contains("greedy") && error.contains("ismcts:TIME up to 2s"),
            "{error}"
        );
    }
    let lobby = t.client.get("/api/games").await.unwrap();
    assert!(
        lobby.body["games"].as_array().unwrap().is_empty(),
        "nothing was created"
    );
    for spec in ["random", "greedy", "ismcts:200", "ismcts:500ms"] {
        let r = t
            .client
            .post("/api/games", &bots("forsale", &["human", spec, "random"]))
            .await
            .unwrap();
        assert_eq!(r.status, 201, "{spec}: {}", r.body);
    }
}

pub async fn a_huge_iteration_budget_stops_at_the_servers_time(backend: Backend) {
    let t = common::start_configured(backend, |c: &mut ServerConfig| {
        c.bots.limits.max_time = std::time::Duration::from_millis(5);
    })
    .await;
    let spec = "ismcts:4294967295";
    let id = t.create(bots("forsale", &[spec, spec, spec])).await.id;
    // Four billion iterations a move would never end; the cap ends each.
    let end = common::wait_for_status(&t, &id, Status::Finished).await;
    assert!(end.moves > 20);
}

/// Everything of a state a viewer would notice, the log aside.
fn sans_log(state: &Value) -> Value {
    let mut s = state.clone();
    let m = s.as_object_mut().unwrap();
    for k in [
        "type",
        "log",
        "log_text",
        "log_from",
        "log_bots",
        "server_time",
    ] {
        m.remove(k);
    }
    s
}

/// Plays whole games of every game with people in every seat, each choosing
/// at random, and watches from every seat and as a spectator.
pub async fn secret_steps_leave_no_trace(backend: Backend) {
    // Clocks run (T-1) and time passes between moves: a clock says nothing
    // of a secret step either.
    let time = urbs_server::clock::ManualTime::new(1_800_000_000_000);
    let clock = time.clone();
    let t = common::start_configured(backend, move |c: &mut ServerConfig| {
        c.limits.actions_per_second = 10_000.0;
        c.limits.action_burst = 10_000.0;
        c.time = Some(clock);
    })
    .await;
    let timeless = |s: &GameState| {
        let mut v = serde_json::to_value(s).unwrap();
        v.as_object_mut().unwrap().remove("server_time");
        v.to_string()
    };
    let mut rng = urbs_engine::rng_from_seed(7);
    for (game, players, seed) in [
        ("forsale", 3, 1),
        ("skyline", 2, 2),
        ("city", 2, 3),
        ("metropolis", 2, 4),
    ] {
        let created = t
            .create(json!({
                "game": game, "players": players, "seed": seed,
                "seats": vec![json!({"kind": "human"}); players],
                "time_control": {"kind": "real_time", "initial_ms": 36_000_000, "increment_ms": 1_000},
            }))
            .await;
        let id = created.id.clone();
        let mut viewers: Vec<Option<String>> = tokens(&created);
        // T-7: every person opens the game first, so the clocks run from
        // before the sockets listen.
        for tok in viewers.iter().flatten() {
            t.state(&id, Some(tok)).await;
        }
        viewers.push(None);
        let mut sockets = Vec::new();
        let mut last: Vec<GameState> = Vec::new();
        for v in &viewers {
            let mut s = t.client.socket(&id, v.as_deref()).await.unwrap();
            let first = next_state(&mut s).await;
            let state = t.state(&id, v.as_deref()).await;
            assert_eq!(
                sans_log(&first),
                sans_log(&serde_json::to_value(&state).unwrap())
            );
            sockets.push(s);
            last.push(state);
        }
        let mut private_steps = 0;
        let mut actions = 0;
        while last[players].status != Status::Finished {
            let to_act = &last[players].to_act;
            let seat = to_act[rng.random_range(0..to_act.len())];
            let legal = &last[seat].legal;
            let action = legal[rng.random_range(0..legal.len())].json.clone();
            let tok = viewers[seat].clone().unwrap();
            time.advance(1_000);
            let r = t.client.act(&id, &tok, &action, None).await.unwrap();
            assert_eq!(r.status, 200, "{}", r.body);
            actions += 1;
            let secret = r.body["events"].as_array().unwrap().is_empty();
            private_steps += secret as usize;
            for (v, viewer) in viewers.iter().enumerate() {
                let now = t.state(&id, viewer.as_deref()).await;
                if secret && v != seat {
                    // Byte for byte what it was: no field tells the step.
                    assert_eq!(
                        timeless(&now),
                        timeless(&last[v]),
                        "{game}: seat {seat}'s secret step `{action}` showed to viewer {v}"
                    );
                }
                if v == seat {
                    assert_eq!(r.body["moves"], json!(now.moves), "{game}: the ack's moves");
                }
                if timeless(&now) != timeless(&last[v]) {
                    // This viewer saw a change: its socket's next message is
                    // exactly that state, with the new log lines. A push for
                    // anything it could not see would arrive before it.
                    let pushed = next_state(&mut sockets[v]).await;
                    let got = serde_json::to_value(&now).unwrap();
                    assert_eq!(sans_log(&pushed), sans_log(&got), "{game}: viewer {v}");
                    let new_lines = &now.log[last[v].log.len()..];
                    assert_eq!(pushed["log"].as_array().unwrap(), new_lines, "{game}");
                }
                last[v] = now;
            }
        }
        if game == "city" || game == "metropolis" {
            assert!(private_steps > 10, "{game}: {private_steps} secret steps");
        }
        assert!(actions > 20, "{game}: {actions} actions");
        for s in sockets {
            s.close().await;
        }
    }
}
