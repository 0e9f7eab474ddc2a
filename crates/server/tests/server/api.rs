//! The API request by request.

use serde_json::{Value, json};
use urbs_engine::Viewer;
use urbs_server::{Backend, Status};

use crate::common::{self, humans, play_out, tokens, wait_for_status};

pub async fn catalog_lists_every_game(backend: Backend) {
    let t = common::start(backend).await;
    let r = t.client.get("/api/catalog").await.unwrap();
    assert_eq!(r.status, 200);
    let games = r.body["games"].as_array().unwrap();
    assert_eq!(games.len(), urbs_catalog::GAME_IDS.len());
    let forsale = games.iter().find(|g| g["id"] == "forsale").unwrap();
    assert_eq!(forsale["min_players"], 3);
    assert_eq!(forsale["max_players"], 5);
    assert!(
        forsale["bots"]
            .as_array()
            .unwrap()
            .contains(&json!("greedy"))
    );
    assert_eq!(forsale["options"], json!({"variant": false}));
}

pub async fn bad_requests_are_refused_with_a_message(backend: Backend) {
    let t = common::start(backend).await;
    let refused = |body: Value, needle: &'static str| {
        let client = t.client.clone();
        async move {
            let r = client.post("/api/games", &body).await.unwrap();
            assert_eq!(r.status, 400, "{body} gave {}", r.body);
            let message = r.body["error"].as_str().unwrap().to_string();
            assert!(message.contains(needle), "{message:?} lacks {needle:?}");
        }
    };
    refused(json!({"game": "chess", "players": 2}), "unknown game").await;
    refused(json!({"game": "forsale", "players": 2}), "3 to 5").await;
    refused(json!({"game": "forsale", "players": 9}), "3 to 5").await;
    refused(
        json!({"game": "forsale", "players": 3, "options": {"colour": 1}}),
        "colour",
    )
    .await;
    refused(
        json!({"game": "forsale", "players": 3, "seats": [
            {"kind": "human"}, {"kind": "bot", "bot": "genius"}, {"kind": "human"}]}),
        "genius",
    )
    .await;
    refused(
        json!({"game": "forsale", "players": 4, "seats": [{"kind": "human"}]}),
        "seats",
    )
    .await;
    refused(
        json!({"game": "forsale", "players": 3, "colour": 1}),
        "colour",
    )
    .await;
    let r = t.client.post_raw("/api/games", "{not json").await.unwrap();
    assert_eq!(r.status, 400);
    assert!(r.body["error"].is_string());

    // A good request: tokens for people, none for bots, all different.
    let created = t
        .create(
            json!({"game": "forsale", "players": 4, "seed": 5, "seats": [
            {"kind": "human"}, {"kind": "bot", "bot": "greedy"},
            {"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random"}]}),
        )
        .await;
    let toks = tokens(&created);
    assert!(toks[1].is_none() && toks[3].is_none());
    let (a, b) = (toks[0].clone().unwrap(), toks[2].clone().unwrap());
    assert_ne!(a, b);
    for tok in [&a, &b] {
        assert_eq!(tok.len(), 32);
        assert!(tok.bytes().all(|c| c.is_ascii_hexdigit()));
    }

    // Requests about that game.
    let id = &created.id;
    let r = t
        .client
        .get(&format!("/api/games/{id}?token=0000"))
        .await
        .unwrap();
    assert_eq!(r.status, 403, "{}", r.body);
    let r = t
        .client
        .act(id, "0000", &json!("pass"), None)
        .await
        .unwrap();
    assert_eq!(r.status, 403, "{}", r.body);
    let r = t
        .client
        .act(&"f".repeat(16), &a, &json!("pass"), None)
        .await
        .unwrap();
    assert_eq!(r.status, 404);
    let r = t.client.get("/api/games/nonsense").await.unwrap();
    assert_eq!(r.status, 404);
    let r = t
        .client
        .get(&format!("/api/games/{id}/replay"))
        .await
        .unwrap();
    assert_eq!(r.status, 409, "no replay before the end: {}", r.body);
    let r = t.client.get("/api/games?status=lost").await.unwrap();
    assert_eq!(r.status, 400);
    let r = t
        .client
        .post(&format!("/api/games/{id}/actions"), &json!({"token": a}))
        .await
        .unwrap();
    assert_eq!(r.status, 400, "an action request needs an action");
}

pub async fn a_game_against_bots_plays_to_the_end_over_http(backend: Backend) {
    // This client tries three actions a turn, faster than the rate limit allows.
    let limits = urbs_server::Limits {
        actions_per_second: 1000.0,
        action_burst: 1000.0,
        ..Default::default()
    };
    let t = common::start_with(backend, limits, None).await;
    let created = t
        .create(json!({"game": "forsale", "players": 3, "seats": [
            {"kind": "bot", "bot": "greedy"}, {"kind": "human"}, {"kind": "bot", "bot": "greedy"}]}))
        .await;
    let id = &created.id;
    let token = created.seats[1].token.clone().unwrap();
    let mut acted = 0;
    loop {
        let st = t.state(id, Some(&token)).await;
        assert_eq!(st.seat, Some(1));
        if st.status == Status::Finished {
            assert!(st.outcome.is_some());
            break;
        }
        if st.legal.is_empty() {
            // Not our turn: the rules say so, with the ruling (unless the
            // bots were quicker and it is our turn again).
            let r = t
                .client
                .act(id, &token, &json!("pass"), None)
                .await
                .unwrap();
            // (A refusal without a rule: the game ended meanwhile.)
            if r.status == 409 && r.body["rule"].is_string() && r.body["rule"] != "TURN" {
                // The bots were quicker and it is our turn now, so the
                // rules of the phase refused "pass": then we must have
                // legal actions (they stay until we act).
                let now = t.state(id, Some(&token)).await;
                assert!(!now.legal.is_empty(), "{}", r.body);
            }
            tokio::time::sleep(std::time::Duration::from_millis(2)).await;
            continue;
        }
        // A malformed action is a 400, an illegal one a 409 naming the rule.
        let r = t
            .client
            .act(id, &token, &json!({"jump": 1}), None)
            .await
            .unwrap();
        assert_eq!(r.status, 400, "{}", r.body);
        let r = t
            .client
            .act(id, &token, &json!({"sell": 99}), None)
            .await
            .unwrap();
        assert_eq!(r.status, 409, "{}", r.body);
        assert!(r.body["rule"].as_str().unwrap().starts_with("FS-") || r.body["rule"] == "TURN");
        let choice = &st.legal[st.legal.len() / 2];
        let r = t.client.act(id, &token, &choice.json, None).await.unwrap();
        assert_eq!(r.status, 200, "{}", r.body);
        // Bots may have acted in between (they decide at once in phase 2).
        assert!(r.body["moves"].as_u64().unwrap() as usize > st.moves);
        assert!(r.body["events"].is_array());
        acted += 1;
    }
    assert!(acted > 5, "the person played: {acted}");

    // The replay reproduces the game.
    let replay = t
        .client
        .get(&format!("/api/games/{id}/replay"))
        .await
        .unwrap();
    assert_eq!(replay.status, 200);
    let table = urbs_catalog::load_replay(&replay.body).unwrap();
    let spectator = t.state(id, None).await;
    assert_eq!(table.view_json(Viewer::Spectator), spectator.view);
    assert_eq!(table.outcome(), spectator.outcome);
    assert_eq!(table.moves(), spectator.moves);
    assert_eq!(
        replay.body["names"],
        json!(["greedy", "human", "greedy"]),
        "seat names go into the replay"
    );
}

pub async fn lobby_lists_games_by_status_and_open_seats_can_be_joined(backend: Backend) {
    let t = common::start(backend).await;
    let open = t
        .create(json!({"game": "forsale", "players": 3, "seats": [
            {"kind": "human", "name": "Host"}, {"kind": "open"}, {"kind": "bot", "bot": "greedy"}]}))
        .await;
    let active = t.create(humans(3)).await;
    let ids = |body: &Value| -> Vec<String> {
        body["games"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g["id"].as_str().unwrap().to_string())
            .collect()
    };
    let list = t.client.get("/api/games?status=open").await.unwrap();
    assert_eq!(ids(&list.body), vec![open.id.clone()]);
    assert_eq!(list.body["games"][0]["seats"][1]["kind"], "open");
    assert_eq!(list.body["games"][0]["seats"][0]["name"], "Host");
    let list = t.client.get("/api/games?status=active").await.unwrap();
    assert_eq!(ids(&list.body), vec![active.id.clone()]);
    assert_eq!(
        t.client.get("/api/games").await.unwrap().body["games"]
            .as_array()
            .unwrap()
            .len(),
        2
    );

    // Nobody acts, bots included, until every seat is taken.
    let host = open.seats[0].token.clone().unwrap();
    let st = t.state(&open.id, Some(&host)).await;
    assert_eq!(st.status, Status::Open);
    assert_eq!(st.moves, 0);
    assert!(st.legal.is_empty());
    let r = t
        .client
        .act(&open.id, &host, &json!("pass"), None)
        .await
        .unwrap();
    assert_eq!(r.status, 409);

    let r = t
        .client
        .post(
            &format!("/api/games/{}/join", open.id),
            &json!({"name": "Guest"}),
        )
        .await
        .unwrap();
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.body["seat"], 1);
    let guest = r.body["token"].as_str().unwrap().to_string();
    let r = t
        .client
        .post(&format!("/api/games/{}/join", open.id), &json!({}))
        .await
        .unwrap();
    assert_eq!(r.status, 409, "no seat left: {}", r.body);
    let st = t.state(&open.id, Some(&guest)).await;
    assert_eq!(st.seat, Some(1));
    assert_ne!(st.status, Status::Open);
    assert_eq!(st.seats[1].name.as_deref(), Some("Guest"));

    play_out(&t, &open.id, &[Some(host), Some(guest), None]).await;
    let list = t.client.get("/api/games?status=finished").await.unwrap();
    assert_eq!(ids(&list.body), vec![open.id.clone()]);
}

pub async fn websocket_pushes_states_and_takes_actions(backend: Backend) {
    let t = common::start(backend).await;
    let created = t.create(humans(3)).await;
    let id = &created.id;
    let toks = tokens(&created);
    let mut sockets = Vec::new();
    for tok in &toks {
        sockets.push(t.client.socket(id, tok.as_deref()).await.unwrap());
    }
    let mut spectator = t.client.socket(id, None).await.unwrap();
    let mut first = Vec::new();
    for s in sockets.iter_mut() {
        let m = s.recv().await.unwrap();
        assert_eq!(m["type"], "state");
        first.push(m);
    }
    let sp = spectator.recv().await.unwrap();
    assert_eq!(sp["seat"], Value::Null);
    let seat = first[0]["to_act"][0].as_u64().unwrap() as usize;
    let sock = &mut sockets[seat];

    // Malformed messages get an error and the connection stays usable.
    sock.send_text("not json".into()).await.unwrap();
    let e = sock.recv().await.unwrap();
    assert_eq!(e["type"], "error");
    assert_eq!(e["status"], 400);
    sock.send(&json!({"act": "pass"})).await.unwrap();
    assert_eq!(sock.recv().await.unwrap()["status"], 400);
    sock.send(&json!({"action": {"sell": 3}, "ref": "r1"}))
        .await
        .unwrap();
    let e = sock.recv().await.unwrap();
    assert_eq!(
        (e["type"].as_str(), e["ref"].as_str()),
        (Some("error"), Some("r1"))
    );
    assert_eq!(e["status"], 409);
    assert!(e["rule"].is_string());

    let legal = first[seat]["legal"][0]["json"].clone();
    sock.send(&json!({"action": legal, "ref": 7}))
        .await
        .unwrap();
    let ack = sock.recv().await.unwrap();
    assert_eq!(ack["type"], "ack", "{ack}");
    assert_eq!(ack["ref"], 7);
    assert_eq!(ack["moves"], 1);
    // Every seat and the spectator hear of the change.
    for s in sockets.iter_mut().chain(std::iter::once(&mut spectator)) {
        let m = s.recv().await.unwrap();
        assert_eq!(m["type"], "state");
        assert_eq!(m["moves"], 1);
        assert!(
            !m["log"].as_array().unwrap().is_empty(),
            "new events come along"
        );
    }
    // Spectators may not act.
    spectator.send(&json!({"action": "pass"})).await.unwrap();
    assert_eq!(spectator.recv().await.unwrap()["status"], 403);
    // A bad token gets no socket.
    assert!(t.client.socket(id, Some("00")).await.is_err());
}

pub async fn a_restart_continues_every_game_where_it_stood(backend: Backend) {
    let mut t = common::start(backend).await;
    let people = t.create(humans(4)).await;
    let toks = tokens(&people);
    // Play a few actions.
    for _ in 0..6 {
        let sp = t.state(&people.id, None).await;
        let seat = sp.to_act[0];
        let st = t.state(&people.id, toks[seat].as_deref()).await;
        let r = t
            .client
            .act(
                &people.id,
                toks[seat].as_deref().unwrap(),
                &st.legal[0].json,
                None,
            )
            .await
            .unwrap();
        assert_eq!(r.status, 200);
    }
    let before: Vec<_> =
        futures_util::future::join_all(toks.iter().map(|tok| t.state(&people.id, tok.as_deref())))
            .await;
    let bots = t
        .create(json!({"game": "forsale", "players": 3, "seats": [
            {"kind": "human"}, {"kind": "bot", "bot": "greedy"}, {"kind": "bot", "bot": "random"}]}))
        .await;
    t.restart().await;
    for (tok, was) in toks.iter().zip(&before) {
        let now = t.state(&people.id, tok.as_deref()).await;
        assert_eq!(&now, was, "the same state after the restart");
    }
    // The tokens still work, the game goes on to the end.
    play_out(&t, &people.id, &toks).await;
    play_out(&t, &bots.id, &tokens(&bots)).await;
    wait_for_status(&t, &bots.id, Status::Finished).await;
}

fn static_file(path: &str) -> Option<(&'static str, &'static [u8])> {
    match path {
        "/" => Some(("text/html", b"<h1>urbs</h1>")),
        "/app.js" => Some(("text/javascript", b"console.log(1)")),
        _ => None,
    }
}

pub async fn static_files_are_served_beside_the_api(backend: Backend) {
    let t = common::start_with(backend, Default::default(), Some(static_file)).await;
    let base = format!("http://{}", t.server.as_ref().unwrap().addr());
    let r = reqwest::get(format!("{base}/")).await.unwrap();
    assert_eq!(r.status(), 200);
    assert_eq!(r.headers()["content-type"], "text/html");
    assert_eq!(r.text().await.unwrap(), "<h1>urbs</h1>");
    let r = reqwest::get(format!("{base}/missing.css")).await.unwrap();
    assert_eq!(r.status(), 404);
    let r = t.client.get("/api/nothing").await.unwrap();
    assert_eq!(r.status, 404);
    assert!(r.body["error"].is_string(), "API errors are JSON");
    assert_eq!(t.client.get("/api/health").await.unwrap().status, 200);
}

/// The database records its schema version; a server refuses a database
/// from a newer urbs with a message saying so, and leaves it untouched.
pub async fn a_database_from_a_newer_urbs_is_refused(backend: Backend) {
    let mut t = common::start(backend).await;
    let game = t.create(humans(3)).await;
    if let Some(s) = t.server.take() {
        s.stop().await;
    }
    let newer = urbs_server::store::SCHEMA_VERSION + 1;
    {
        sqlx::any::install_default_drivers();
        let pool = sqlx::AnyPool::connect(&t.config.database).await.unwrap();
        let recorded: i64 = sqlx::query_scalar("SELECT MAX(version) FROM schema_version")
            .fetch_one(&pool)
            .await
            .unwrap();
        assert_eq!(recorded, urbs_server::store::SCHEMA_VERSION);
        sqlx::query("UPDATE schema_version SET version = $1")
            .bind(newer)
            .execute(&pool)
            .await
            .unwrap();
        pool.close().await;
    }
    let refused = urbs_server::start(t.config.clone()).await;
    let Err(e) = refused else {
        panic!("a server started on a database of schema version {newer}");
    };
    assert!(e.contains("newer urbs"), "{e}");
    assert!(e.contains(&format!("schema version is {newer}")), "{e}");
    // Back at the version it knows, the server starts and the game is there.
    {
        let pool = sqlx::AnyPool::connect(&t.config.database).await.unwrap();
        sqlx::query("UPDATE schema_version SET version = $1")
            .bind(urbs_server::store::SCHEMA_VERSION)
            .execute(&pool)
            .await
            .unwrap();
        pool.close().await;
    }
    t.restart().await;
    assert_eq!(t.state(&game.id, None).await.id, game.id);
}

/// A creation sent again under its key (docs/api.md, "Create a game") makes
/// no second game: it answers the first, its tokens included, even after a
/// restart and once the client's allowance of new games is spent.
pub async fn a_game_created_again_with_its_key_is_created_once(backend: Backend) {
    let limits = urbs_server::Limits {
        games_per_minute: 0.001,
        game_burst: 2.0,
        ..urbs_server::Limits::default()
    };
    let mut t = common::start_with(backend, limits, None).await;
    let key = "lobby-0123456789abcdef";
    let body = json!({"game": "forsale", "players": 3, "key": key, "seats": [
        {"kind": "human"}, {"kind": "open"}, {"kind": "human"}]});
    let create = async |t: &common::TestServer, body: &Value| {
        t.client.post("/api/games", body).await.unwrap()
    };
    let first = create(&t, &body).await;
    assert_eq!(first.status, 201, "{}", first.body);
    assert!(first.body.get("duplicate").is_none(), "{}", first.body);
    let id = first.body["id"].as_str().unwrap().to_string();
    let token = |seat: usize| {
        first.body["seats"][seat]["token"]
            .as_str()
            .map(String::from)
    };
    assert!(token(0).is_some() && token(1).is_none() && token(2).is_some());
    assert_ne!(token(0), token(2));

    // Sent again: the same game and tokens, said to be made before.
    let again = create(&t, &body).await;
    assert_eq!(again.status, 200, "{}", again.body);
    let mut answered = first.body.clone();
    answered["duplicate"] = json!(true);
    assert_eq!(again.body, answered);
    let games = t.client.get("/api/games").await.unwrap().body["games"].clone();
    assert_eq!(games.as_array().unwrap().len(), 1, "{games}");
    // The tokens hold their seats.
    for seat in [0, 2] {
        let state = t.state(&id, token(seat).as_deref()).await;
        assert_eq!(state.seat, Some(seat));
    }
    // A seat joined since is not the key's: its token is not answered.
    let joined = t
        .client
        .post(&format!("/api/games/{id}/join"), &json!({}))
        .await
        .unwrap();
    assert_eq!(joined.status, 200, "{}", joined.body);
    let again = create(&t, &body).await;
    assert_eq!(again.body, answered, "{}", again.body);

    // The key with another request is refused, and nothing is made.
    let mut other = body.clone();
    other["players"] = json!(4);
    other["seats"] = json!(vec![json!({"kind": "human"}); 4]);
    let r = create(&t, &other).await;
    assert_eq!(r.status, 409, "{}", r.body);
    let error = r.body["error"].as_str().unwrap();
    assert!(
        error.contains(&format!("already created game {id}")),
        "{error}"
    );
    // A key is a secret of 16 to 64 letters, digits, `-` and `_`.
    for bad in ["short", "with a space 0123456789", &"k".repeat(65)] {
        let mut body = body.clone();
        body["key"] = json!(bad);
        let r = create(&t, &body).await;
        assert_eq!(r.status, 400, "{}", r.body);
        assert!(r.body["error"].as_str().unwrap().contains("16 to 64"));
    }

    // The allowance (two games) was spent once: one game more, then 429;
    // the first key still answers its game.
    let mut second = body.clone();
    second["key"] = json!("lobby-second-0123456789");
    assert_eq!(create(&t, &second).await.status, 201);
    let mut third = body.clone();
    third["key"] = json!("lobby-third-0123456789");
    assert_eq!(create(&t, &third).await.status, 429);
    assert_eq!(create(&t, &body).await.body, answered);

    // After a restart the key still answers its game.
    t.restart().await;
    let r = create(&t, &body).await;
    assert_eq!((r.status, &r.body), (200, &answered));
    let games = t.client.get("/api/games").await.unwrap().body["games"].clone();
    assert_eq!(games.as_array().unwrap().len(), 2, "{games}");
}
