//! Clocks that start fairly and never reset (docs/rules/table.md, T-5,
//! T-7, T-8), and the table's log of who plays for whom (T-3 .. T-5),
//! through the API. Time is a [`ManualTime`] the test moves; bots are held
//! at a [`Gate`]: nothing here waits on the wall clock.

use std::sync::Arc;

use serde_json::{Value, json};
use urbs_loadtest::client::Reply;
use urbs_server::clock::{ManualTime, TimeSource};
use urbs_server::{Away, Backend, GameState, ServerConfig, Status};

use crate::common::{self, Gate, TestServer, gated_bots, tokens};

const START: i64 = 1_800_000_000_000;

async fn start(backend: Backend, gate: &Arc<Gate>, time: &Arc<ManualTime>) -> TestServer {
    let (gate, time) = (gate.clone(), time.clone());
    let open = Gate::held();
    open.open();
    common::start_configured(backend, move |c: &mut ServerConfig| {
        c.bots.custom = Some(gated_bots(vec![("gate", gate), ("open", open.clone())]));
        c.time = Some(time);
        c.limits.abandon_after = std::time::Duration::from_secs(3600);
    })
    .await
}

fn hub(t: &TestServer) -> &Arc<urbs_server::Hub> {
    t.server.as_ref().unwrap().hub()
}

fn game(players: usize, tc: Value) -> Value {
    json!({
        "game": "forsale",
        "players": players,
        "seed": 7,
        "seats": vec![json!({"kind": "human"}); players],
        "takeover": "gate",
        "time_control": tc,
    })
}

async fn post(t: &TestServer, id: &str, what: &str, token: &str) -> Reply {
    t.client
        .post(
            &format!("/api/games/{id}/{what}"),
            &json!({ "token": token }),
        )
        .await
        .unwrap()
}

fn left(st: &GameState, seat: usize, now: i64) -> i64 {
    let c = st.clock.as_ref().expect("a clock");
    c.left_ms[seat] - c.since[seat].map_or(0, |s| now - s)
}

/// Opens the game once with every person's link (T-7).
async fn open_all(t: &TestServer, id: &str, toks: &[Option<String>]) {
    for tok in toks.iter().flatten() {
        t.state(id, Some(tok)).await;
    }
}

pub async fn t7_clocks_start_once_every_person_has_opened_the_game(backend: Backend) {
    let gate = Gate::held();
    let time = ManualTime::new(START);
    let t = start(backend, &gate, &time).await;
    let tc = json!({"kind": "real_time", "initial_ms": 60_000, "increment_ms": 0});
    let created = t.create(game(3, tc)).await;
    let (id, toks) = (created.id.clone(), tokens(&created));
    // Made through the API: nobody has the link yet, and no time passes.
    time.advance(30_000);
    let st = t.state(&id, None).await;
    let clock = st.clock.clone().unwrap();
    assert!(!clock.started, "T-7: nobody has opened the game");
    assert_eq!(clock.waiting, vec![0, 1, 2]);
    assert!(clock.since.iter().all(Option::is_none));
    assert_eq!(clock.host, Some(0));
    let a = st.to_act[0];
    t.state(&id, toks[0].as_deref()).await;
    t.state(&id, toks[1].as_deref()).await;
    time.advance(20_000);
    let st = t.state(&id, None).await;
    assert_eq!(st.clock.as_ref().unwrap().waiting, vec![2]);
    assert_eq!(left(&st, a, time.now_ms()), 60_000, "still no time used");
    // The last person opens it: every clock is full, the first to act's runs.
    let st = t.state(&id, toks[2].as_deref()).await;
    let clock = st.clock.clone().unwrap();
    assert!(clock.started);
    assert!(clock.waiting.is_empty());
    assert_eq!(clock.since[a], Some(time.now_ms()));
    assert_eq!(clock.left_ms, vec![60_000; 3]);
    // Stored: after a restart the clocks still run.
    let mut t = t;
    t.restart().await;
    assert!(t.state(&id, None).await.clock.unwrap().started);
    gate.open();
}

pub async fn t7_the_host_may_start_the_clocks_before_everyone_is_there(backend: Backend) {
    let gate = Gate::held();
    let time = ManualTime::new(START);
    let t = start(backend, &gate, &time).await;
    let tc = json!({"kind": "per_move", "per_move_ms": 30_000});
    let created = t.create(game(3, tc)).await;
    let (id, toks) = (created.id.clone(), tokens(&created));
    let (host, guest) = (toks[0].as_deref().unwrap(), toks[1].as_deref().unwrap());
    let r = post(&t, &id, "start", guest).await;
    assert_eq!(r.status, 409, "{}", r.body);
    assert_eq!(r.body["rule"], "T-7", "{}", r.body);
    assert!(!t.state(&id, None).await.clock.unwrap().started);
    time.advance(5_000);
    let r = post(&t, &id, "start", host).await;
    assert_eq!(r.status, 200, "{}", r.body);
    let st = t.state(&id, None).await;
    let a = st.to_act[0];
    assert!(st.clock.as_ref().unwrap().started);
    assert_eq!(st.clock.as_ref().unwrap().since[a], Some(START + 5_000));
    let r = post(&t, &id, "start", host).await;
    assert_eq!(r.status, 409, "the clocks run already: {}", r.body);
    // The seat to act may be someone who never opened it: its time runs
    // out all the same, and the bot plays for it (T-3).
    time.advance(30_000);
    hub(&t).run_due().await;
    assert_eq!(t.state(&id, None).await.seats[a].away, Some(Away::Time));
    gate.open();
}

pub async fn t3_t5_the_log_says_who_plays_for_whom_and_the_result_marks_it(backend: Backend) {
    let gate = Gate::held();
    let time = ManualTime::new(START);
    let mut t = start(backend, &gate, &time).await;
    let tc = json!({"kind": "per_move", "per_move_ms": 30_000});
    let created = t.create(game(3, tc)).await;
    let (id, toks) = (created.id.clone(), tokens(&created));
    open_all(&t, &id, &toks).await;
    let a = t.state(&id, None).await.to_act[0];
    time.advance(30_000);
    hub(&t).run_due().await;
    gate.release(1);
    let st = common::wait_for_moves(&t, &id, 1).await;
    assert_eq!(st.notices.len(), 1, "{:?}", st.notices);
    let n = &st.notices[0];
    assert_eq!((n.seat, n.away, n.after), (a, Some(Away::Time), 0));
    assert_eq!(n.log_at, st.log.len() - 1, "said before the bot's move");
    assert_eq!(
        st.seats[a].bot_from,
        Some(1),
        "a bot played move 1 for them"
    );
    assert_eq!(st.takeover, "gate");
    // Back, then another person leaves: each is said, in order.
    let tok_a = toks[a].as_deref().unwrap();
    assert_eq!(post(&t, &id, "return", tok_a).await.status, 200);
    let b = (a + 1) % 3;
    assert_eq!(
        post(&t, &id, "leave", toks[b].as_deref().unwrap())
            .await
            .status,
        200
    );
    let st = t.state(&id, None).await;
    let said: Vec<_> = st.notices.iter().map(|n| (n.seat, n.away)).collect();
    assert_eq!(
        said,
        vec![(a, Some(Away::Time)), (a, None), (b, Some(Away::Left))]
    );
    assert_eq!(st.seats[b].bot_from, None, "no bot has played for b yet");
    // Kept with the game.
    t.restart().await;
    let again = t.state(&id, None).await;
    assert_eq!(again.notices, st.notices);
    assert_eq!(again.seats[a].bot_from, Some(1));
    gate.open();
}

pub async fn t5_leaving_and_coming_back_gives_no_time_back(backend: Backend) {
    let gate = Gate::held();
    let time = ManualTime::new(START);
    let t = start(backend, &gate, &time).await;
    let tc = json!({"kind": "per_move", "per_move_ms": 3_000});
    let created = t.create(game(3, tc)).await;
    let (id, toks) = (created.id.clone(), tokens(&created));
    open_all(&t, &id, &toks).await;
    let a = t.state(&id, None).await.to_act[0];
    let tok = toks[a].as_deref().unwrap();
    // Leave and come back every half second: the move's time goes on.
    for i in 1..=4 {
        time.advance(500);
        assert_eq!(post(&t, &id, "leave", tok).await.status, 200);
        if i == 1 {
            // The takeover bot starts thinking at the first leave and is
            // held at the gate: one thought in flight, whatever the timing.
            gate.until_waiting(1).await;
        }
        assert_eq!(post(&t, &id, "return", tok).await.status, 200);
        let st = t.state(&id, None).await;
        assert_eq!(left(&st, a, time.now_ms()), 3_000 - 500 * i);
    }
    time.advance(1_000);
    hub(&t).run_due().await;
    let st = t.state(&id, None).await;
    assert_eq!(st.seats[a].away, Some(Away::Time), "flagged at 3 s");
    assert_eq!(st.moves, 0);
    // Back during the move whose time ran out: refused, the bot plays it.
    let r = post(&t, &id, "return", tok).await;
    assert_eq!(r.status, 409, "{}", r.body);
    assert_eq!(r.body["rule"], "T-5", "{}", r.body);
    // T-9: what the bot thought out since the first leave is dropped (they
    // came back since), and it thinks the move again.
    gate.release(2);
    common::wait_for_moves(&t, &id, 1).await;
    assert_eq!(
        gate.decided(),
        2,
        "the thought from before dropped, one more"
    );
    assert_eq!(post(&t, &id, "return", tok).await.status, 200);

    // Real time: the time of one move is given back once per game.
    let tc = json!({"kind": "real_time", "initial_ms": 10_000, "increment_ms": 0});
    let created = t.create(game(3, tc)).await;
    let (id, toks) = (created.id.clone(), tokens(&created));
    open_all(&t, &id, &toks).await;
    let a = t.state(&id, None).await.to_act[0];
    let tok = toks[a].as_deref().unwrap();
    time.advance(10_000);
    hub(&t).run_due().await;
    assert_eq!(post(&t, &id, "return", tok).await.status, 200);
    let st = t.state(&id, None).await;
    assert_eq!(left(&st, a, time.now_ms()), 60_000, "T-5: a minute, once");
    time.advance(60_000);
    hub(&t).run_due().await;
    let r = post(&t, &id, "return", tok).await;
    assert_eq!(r.status, 409, "{}", r.body);
    assert_eq!(r.body["rule"], "T-5", "{}", r.body);
    gate.open();
}

pub async fn t8_a_lone_person_out_of_time_is_waited_for_not_played_out(backend: Backend) {
    let gate = Gate::held();
    let time = ManualTime::new(START);
    let t = start(backend, &gate, &time).await;
    let tc = json!({"kind": "real_time", "initial_ms": 5_000, "increment_ms": 0});
    let mut request = game(3, tc);
    request["seats"][1] = json!({"kind": "bot", "bot": "open"});
    request["seats"][2] = json!({"kind": "bot", "bot": "open"});
    request["seed"] = json!(3);
    let created = t.create(request.clone()).await;
    let (id, toks) = (created.id.clone(), tokens(&created));
    let tok = toks[0].as_deref().unwrap();
    // The bots play until it is the person's turn (opened: the clock runs).
    let mut st = t.state(&id, Some(tok)).await;
    while !st.to_act.contains(&0) {
        st = common::wait_for_moves(&t, &id, st.moves + 1).await;
    }
    let record = hub(&t).record_len(&id);
    time.advance(5_000);
    hub(&t).run_due().await;
    let st = t.state(&id, None).await;
    assert_eq!(st.seats[0].away, Some(Away::Time));
    assert_eq!(st.notices.len(), 1);
    assert!(st.clock.as_ref().unwrap().since.iter().all(Option::is_none));
    // T-8 with T-6: the game waits for its person and, an hour on with no
    // move, is abandoned: no bot played it out.
    time.advance(3_600_001);
    assert_eq!(hub(&t).abandon_stale().await.unwrap(), 1);
    let st = t.state(&id, None).await;
    assert_eq!(st.status, Status::Abandoned);
    assert_eq!(hub(&t).record_len(&id), record, "nothing played for them");
    assert_eq!(gate.decided(), 0, "the takeover bot never thought");

    // Back before that: a fresh move of time, whatever was given before.
    let created = t.create(request).await;
    let (id, toks) = (created.id.clone(), tokens(&created));
    let tok = toks[0].as_deref().unwrap();
    let mut st = t.state(&id, Some(tok)).await;
    while !st.to_act.contains(&0) {
        st = common::wait_for_moves(&t, &id, st.moves + 1).await;
    }
    for _ in 0..2 {
        time.advance(60_000);
        hub(&t).run_due().await;
        assert_eq!(t.state(&id, None).await.seats[0].away, Some(Away::Time));
        assert_eq!(post(&t, &id, "return", tok).await.status, 200);
        let st = t.state(&id, Some(tok)).await;
        assert_eq!(left(&st, 0, time.now_ms()), 60_000);
        assert!(!st.legal.is_empty(), "their turn, theirs to play");
    }
    gate.open();
}

pub async fn hints_are_on_by_default_only_for_a_lone_person_against_bots(backend: Backend) {
    let gate = Gate::held();
    gate.open();
    let time = ManualTime::new(START);
    let t = start(backend, &gate, &time).await;
    let with = |kinds: &[&str], hints: Option<bool>| {
        let mut g = game(kinds.len(), json!({"kind": "none"}));
        g["seats"] = json!(
            kinds
                .iter()
                .map(|k| match *k {
                    "bot" => json!({"kind": "bot", "bot": "open"}),
                    k => json!({"kind": k}),
                })
                .collect::<Vec<_>>()
        );
        if let Some(h) = hints {
            g["hints"] = json!(h);
        }
        g
    };
    let alone = t.create(with(&["human", "bot", "bot"], None)).await;
    assert!(
        t.state(&alone.id, None).await.hints,
        "every other seat a bot"
    );
    let two = t.create(with(&["human", "human", "bot"], None)).await;
    assert!(!t.state(&two.id, None).await.hints, "other people play");
    let asked = t.create(with(&["human", "human", "bot"], Some(true))).await;
    for tok in tokens(&asked).iter().flatten() {
        assert!(
            t.state(&asked.id, Some(tok)).await.hints,
            "shown to everyone"
        );
    }
}

pub async fn the_table_s_rulings_are_a_rules_page(backend: Backend) {
    let gate = Gate::held();
    gate.open();
    let time = ManualTime::new(START);
    let t = start(backend, &gate, &time).await;
    for lang in ["en", "es"] {
        let r = t
            .client
            .get(&format!("/api/rules/table?lang={lang}"))
            .await
            .unwrap();
        assert_eq!(r.status, 200, "{}", r.body);
        assert_eq!(r.body["lang"], lang);
        let ids: Vec<&str> = r.body["sections"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|s| s["id"].as_str())
            .collect();
        for id in ["U-3", "U-4", "T-5", "T-7", "T-8"] {
            assert!(ids.contains(&id), "{lang}: {id} in {ids:?}");
        }
        let html = r.body["html"].as_str().unwrap();
        assert!(html.contains("href=\"#/rules/table?rule=T-6\""), "{lang}");
    }
}
