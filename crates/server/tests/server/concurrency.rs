//! Several clients at once: simultaneous decisions, double submissions.

use std::sync::Arc;

use serde_json::{Value, json};
use urbs_server::{Backend, Status};

use crate::common::{self, TestServer, humans, tokens};

/// One acknowledged action: who, what, and its number in the game.
#[derive(Debug)]
struct Acked {
    seat: usize,
    action: Value,
    idx: usize,
}

/// Plays the turn-by-turn part (phase 1) quickly, passing whenever allowed.
async fn play_until_simultaneous(
    t: &TestServer,
    id: &str,
    toks: &[Option<String>],
    acked: &mut Vec<Acked>,
) -> bool {
    loop {
        let sp = t.state(id, None).await;
        if sp.status == Status::Finished {
            return false;
        }
        if sp.simultaneous {
            return true;
        }
        let seat = sp.to_act[0];
        let tok = toks[seat].as_deref().unwrap();
        let st = t.state(id, Some(tok)).await;
        let choice = st
            .legal
            .iter()
            .find(|c| c.json == json!("pass"))
            .unwrap_or(&st.legal[0]);
        let r = t.client.act(id, tok, &choice.json, None).await.unwrap();
        assert_eq!(r.status, 200, "{}", r.body);
        acked.push(Acked {
            seat,
            action: choice.json.clone(),
            idx: r.body["moves"].as_u64().unwrap() as usize - 1,
        });
    }
}

pub async fn simultaneous_choices_sent_at_the_same_instant_are_all_recorded(backend: Backend) {
    let t = common::start(backend).await;
    let created = t.create(humans(4)).await;
    let id = created.id.clone();
    let toks = tokens(&created);
    let mut acked = Vec::new();
    let mut rounds = 0;
    while play_until_simultaneous(&t, &id, &toks, &mut acked).await {
        let sp = t.state(&id, None).await;
        let seats = sp.to_act.clone();
        assert!(seats.len() > 1, "several seats decide at once");
        // Everyone's choice ready, then all sent at the same instant: even
        // seats over HTTP, odd seats over their WebSocket.
        let barrier = Arc::new(tokio::sync::Barrier::new(seats.len()));
        let mut tasks = Vec::new();
        for &seat in &seats {
            let tok = toks[seat].clone().unwrap();
            let st = t.state(&id, Some(&tok)).await;
            let action = st.legal[seat % st.legal.len()].json.clone();
            let client = t.client.clone();
            let barrier = barrier.clone();
            let id = id.clone();
            let mut socket = if seat % 2 == 1 {
                let mut s = client.socket(&id, Some(&tok)).await.unwrap();
                s.recv().await.unwrap(); // the first state
                Some(s)
            } else {
                None
            };
            tasks.push(tokio::spawn(async move {
                barrier.wait().await;
                let moves = match socket.as_mut() {
                    Some(s) => {
                        s.send(&json!({"action": action, "ref": seat}))
                            .await
                            .unwrap();
                        loop {
                            let m = s.recv().await.unwrap();
                            if m["ref"] == json!(seat) {
                                assert_eq!(m["type"], "ack", "{m}");
                                break m["moves"].as_u64().unwrap();
                            }
                        }
                    }
                    None => {
                        let r = client.act(&id, &tok, &action, None).await.unwrap();
                        assert_eq!(r.status, 200, "{}", r.body);
                        r.body["moves"].as_u64().unwrap()
                    }
                };
                Acked {
                    seat,
                    action,
                    idx: moves as usize - 1,
                }
            }));
        }
        let before = sp.moves;
        let mut idxs = Vec::new();
        for task in tasks {
            let a = task.await.unwrap();
            idxs.push(a.idx);
            acked.push(a);
        }
        idxs.sort();
        assert_eq!(
            idxs,
            (before..before + seats.len()).collect::<Vec<_>>(),
            "each got its own place"
        );
        rounds += 1;
    }
    assert!(rounds >= 3, "phase 2 has several sales: {rounds}");
    // The record holds exactly the acknowledged actions, each where its
    // acknowledgement said.
    let replay = t
        .client
        .get(&format!("/api/games/{id}/replay"))
        .await
        .unwrap()
        .body;
    let actions = replay["actions"].as_array().unwrap();
    assert_eq!(actions.len(), acked.len());
    for a in &acked {
        assert_eq!(actions[a.idx]["seat"], json!(a.seat), "{a:?}");
        assert_eq!(actions[a.idx]["action"], a.action, "{a:?}");
    }
    assert!(
        urbs_catalog::load_replay(&replay)
            .unwrap()
            .outcome()
            .is_some()
    );
}

pub async fn double_submission_is_rejected_or_idempotent(backend: Backend) {
    let mut t = common::start(backend).await;
    let created = t.create(humans(3)).await;
    let id = created.id.clone();
    let toks = tokens(&created);
    let state_of = |t: &TestServer| {
        let (client, id, toks) = (t.client.clone(), id.clone(), toks.clone());
        async move {
            let sp = client.state(&id, None).await.unwrap();
            let seat = sp.to_act[0];
            let st = client.state(&id, toks[seat].as_deref()).await.unwrap();
            (seat, toks[seat].clone().unwrap(), st)
        }
    };

    // Without a key: the same action twice at once is taken once; the other
    // is refused as out of turn.
    let (_, tok, st) = state_of(&t).await;
    let action = st.legal[0].json.clone();
    let (a, b) = tokio::join!(
        t.client.act(&id, &tok, &action, None),
        t.client.act(&id, &tok, &action, None)
    );
    let (a, b) = (a.unwrap(), b.unwrap());
    let mut statuses = [a.status, b.status];
    statuses.sort();
    assert_eq!(statuses, [200, 409], "{} / {}", a.body, b.body);
    let refused = if a.status == 409 { &a } else { &b };
    assert_eq!(refused.body["rule"], "TURN");
    assert_eq!(t.state(&id, None).await.moves, st.moves + 1);

    // With a key: both answered alike, one action taken.
    let (_, tok, st) = state_of(&t).await;
    let action = st.legal[0].json.clone();
    let (a, b) = tokio::join!(
        t.client.act(&id, &tok, &action, Some("k-1")),
        t.client.act(&id, &tok, &action, Some("k-1"))
    );
    let (a, b) = (a.unwrap(), b.unwrap());
    assert_eq!((a.status, b.status), (200, 200), "{} / {}", a.body, b.body);
    assert_eq!(a.body["moves"], b.body["moves"]);
    assert_eq!(a.body["events"], b.body["events"]);
    let duplicates = [&a, &b]
        .iter()
        .filter(|r| r.body["duplicate"] == true)
        .count();
    assert_eq!(duplicates, 1);
    assert_eq!(t.state(&id, None).await.moves, st.moves + 1);
    let first = if a.body["duplicate"] == true {
        b.body.clone()
    } else {
        a.body.clone()
    };

    // The same key for another action is refused.
    let other = json!({"bid": 200});
    let r = t.client.act(&id, &tok, &other, Some("k-1")).await.unwrap();
    assert_eq!(r.status, 409, "{}", r.body);
    assert!(r.body["error"].as_str().unwrap().contains("key"));

    // Keys are stored: after a restart the retry still gets the first answer.
    t.restart().await;
    let r = t.client.act(&id, &tok, &action, Some("k-1")).await.unwrap();
    assert_eq!(r.status, 200);
    assert_eq!(r.body["duplicate"], true);
    assert_eq!(r.body["moves"], first["moves"]);
    assert_eq!(r.body["events"], first["events"]);
    assert_eq!(t.state(&id, None).await.moves, st.moves + 1);
}
