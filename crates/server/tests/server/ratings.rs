//! Rated games over HTTP (docs/api.md, "Ratings"; rulings R-1 .. R-7 in
//! docs/rules/table.md): made and joined by accounts only, no undo, each
//! person's rating moved once when the game ends (places from the stored
//! outcome, a person a bot played for last), levels fixed; profiles,
//! leaderboards, the lobby's ratings; the seat tokens accounts hold are
//! sealed in the database. On PostgreSQL, the same with two servers.

use serde_json::{Value, json};
use urbs_server::{Backend, GameState, Status};

use crate::accounts::{Person, addr};
use crate::common::{self, TestServer, play_out};

pub(crate) async fn sign_up(t: &TestServer, name: &str) -> Person {
    sign_up_at(addr(t), name).await
}

/// A person who signs up as `name` (with a password) on the server at
/// `at`, one of several sharing a database perhaps.
pub(crate) async fn sign_up_at(at: std::net::SocketAddr, name: &str) -> Person {
    let p = Person::new(at);
    let (s, b) = p
        .post(
            "/api/account/signup",
            json!({"name": name, "password": "correct horse"}),
        )
        .await;
    assert_eq!(s, 201, "{b}");
    p
}

/// Ann's rated For Sale game with an open seat and a Beginner.
fn rated(extra: Value) -> Value {
    let mut req = json!({
        "game": "forsale", "rated": true, "takeover": "beginner",
        "seats": [{"kind": "human"}, {"kind": "open"}, {"kind": "bot", "bot": "beginner"}],
    });
    for (k, v) in extra.as_object().unwrap() {
        req[k] = v.clone();
    }
    req
}

/// the place each seat's rating counts, from the outcome (win
/// share, then score; a person a bot played for at the end, last).
fn expected_places(state: &GameState, away: &[bool]) -> Vec<i64> {
    let o = state.outcome.as_ref().expect("an outcome");
    let here: Vec<usize> = (0..away.len()).filter(|&s| !away[s]).collect();
    (0..away.len())
        .map(|s| {
            if away[s] {
                return here.len() as i64 + 1;
            }
            1 + here
                .iter()
                .filter(|&&x| (o.wins[x], o.scores[x]) > (o.wins[s], o.scores[s]))
                .count() as i64
        })
        .collect()
}

/// The profile of `name` once its rating counts `games` rated games (the
/// ratings are written by a task after the game ends; the bound only keeps
/// a broken build from hanging).
async fn profile_after(p: &Person, name: &str, games: usize) -> Value {
    for _ in 0..2000 {
        let (s, body) = p.get(&format!("/api/players/{name}")).await;
        assert_eq!(s, 200, "{body}");
        if body["history"].as_array().unwrap().len() >= games {
            return body;
        }
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    panic!("{name}'s rating never counted {games} games");
}

/// Creates Ann's rated game and seats Bob: answers the game and both tokens.
async fn start_rated(t: &TestServer, ann: &Person, bob: &Person) -> (String, String, String) {
    let (s, created) = ann.post("/api/games", rated(json!({}))).await;
    assert_eq!(s, 201, "{created}");
    assert_eq!(created["rated"], true);
    let id = created["id"].as_str().unwrap().to_string();
    let ann_token = created["seats"][0]["token"].as_str().unwrap().to_string();
    let (s, joined) = bob.post(&format!("/api/games/{id}/join"), json!({})).await;
    assert_eq!(s, 200, "{joined}");
    assert_eq!(joined["seat"], 1);
    let bob_token = joined["token"].as_str().unwrap().to_string();
    let state = t.state(&id, None).await;
    assert_eq!(state.seats[0].name.as_deref(), Some("Ann"));
    assert_eq!(state.seats[1].name.as_deref(), Some("Bob"));
    (id, ann_token, bob_token)
}

/// who may make and join a rated game, and no undo in it.
pub async fn rated_games_are_made_and_joined_by_accounts_only(backend: Backend) {
    let t = common::start(backend).await;
    let ann = sign_up(&t, "Ann").await;
    let bob = sign_up(&t, "Bob").await;
    let carl = Person::new(addr(&t));

    // Signed out: no rated game.
    let (s, b) = carl.post("/api/games", rated(json!({}))).await;
    assert_eq!(s, 401, "{b}");
    // no seed, no position, one `human` seat, levels with a rating.
    for (extra, words) in [
        (json!({"seed": 7}), "seed"),
        (json!({"position": {}}), "position"),
        (
            json!({"seats": [{"kind": "human"}, {"kind": "human"}]}),
            "one `human` seat",
        ),
        (
            json!({"seats": [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}]}),
            "`greedy`",
        ),
        (json!({"seats": [{"kind": "human"}]}), "2 to 6"),
    ] {
        let (s, b) = ann.post("/api/games", rated(extra.clone())).await;
        assert_eq!(s, 409, "{extra}: {b}");
        assert_eq!(b["rule"], "R-1", "{b}");
        assert!(b["error"].as_str().unwrap().contains(words), "{b}");
    }
    // Unrated games are made as before, by anyone.
    let (s, b) = carl
        .post("/api/games", json!({"game": "forsale", "players": 3}))
        .await;
    assert_eq!(s, 201, "{b}");
    assert_eq!(b.get("rated"), None);

    let (s, created) = ann.post("/api/games", rated(json!({}))).await;
    assert_eq!(s, 201, "{created}");
    let id = created["id"].as_str().unwrap();
    // a person without an account cannot join it; an account can.
    let (s, b) = carl.post(&format!("/api/games/{id}/join"), json!({})).await;
    assert_eq!((s, b["rule"].as_str()), (409, Some("R-1")), "{b}");
    let (s, joined) = bob.post(&format!("/api/games/{id}/join"), json!({})).await;
    assert_eq!(s, 200, "{joined}");
    // nothing is taken back.
    let token = created["seats"][0]["token"].as_str().unwrap();
    let (s, b) = ann
        .post(&format!("/api/games/{id}/undo"), json!({"token": token}))
        .await;
    assert_eq!((s, b["rule"].as_str()), (409, Some("R-2")), "{b}");
    // The creator holds seat 0 under the account's name; "my games" links
    // it (the sealed token opens).
    let (_, mine) = ann.get("/api/account/games").await;
    assert_eq!(mine["in_play"][0]["token"], json!(token), "{mine}");
    let seats = t.state(id, None).await.seats;
    assert_eq!(seats[0].name.as_deref(), Some("Ann"));
    assert_eq!(seats[1].name.as_deref(), Some("Bob"));
    t.server.unwrap().stop().await;
}

/// R-3 .. R-6: a rated game played to the end moves each person's rating
/// once, by their places; the level's anchor stays; R-4: a person who left
/// and was played for is last.
pub async fn a_finished_rated_game_moves_each_persons_rating_once(backend: Backend) {
    let t = common::start(backend).await;
    let ann = sign_up(&t, "Ann").await;
    let bob = sign_up(&t, "Bob").await;
    let (_, board_before) = ann.get("/api/leaderboard/forsale").await;
    assert_eq!(board_before["leaders"], json!([]));
    let levels = board_before["levels"].as_array().unwrap().clone();
    let beginner = levels.iter().find(|l| l["level"] == "beginner").unwrap();
    let strong = levels.iter().find(|l| l["level"] == "strong").unwrap();
    // Strong is where a newcomer starts; Beginner below it.
    assert_eq!(strong["rating"], 25.0);
    assert!(beginner["rating"].as_f64().unwrap() < 25.0);

    let (id, ann_token, bob_token) = start_rated(&t, &ann, &bob).await;
    play_out(&t, &id, &[Some(ann_token), Some(bob_token), None]).await;
    let end = t.state(&id, None).await;
    let places = expected_places(&end, &[false, false, false]);
    let ann_p = profile_after(&ann, "Ann", 1).await;
    let bob_p = profile_after(&bob, "bob", 1).await;
    let point = |p: &Value| p["history"][0].clone();
    for (p, seat) in [(&ann_p, 0), (&bob_p, 1)] {
        let h = point(p);
        assert_eq!(h["game_id"], json!(id));
        assert_eq!(h["place"], json!(places[seat]), "R-3: {h} {places:?}");
        assert_eq!(h["players"], 3);
        assert_eq!(h["before"], 25.0, "R-7: a newcomer starts at 25");
        // first place (alone) gains, last place (alone) loses.
        let r = h["rating"].as_f64().unwrap();
        let alone = places.iter().filter(|&&p| p == places[seat]).count() == 1;
        if alone && places[seat] == 1 {
            assert!(r > 25.0, "{h} {places:?}");
        }
        if alone && places[seat] == 3 {
            assert!(r < 25.0, "{h} {places:?}");
        }
        assert_eq!(p["games"][0]["played"], 1);
        assert_eq!(p["recent"][0]["id"], json!(id));
        assert_eq!(p["recent"][0]["rated"], true);
    }
    // The better place has the higher rating (both started equal); a tie
    // moves both alike.
    let (a, b) = (
        point(&ann_p)["rating"].as_f64().unwrap(),
        point(&bob_p)["rating"].as_f64().unwrap(),
    );
    match places[0].cmp(&places[1]) {
        std::cmp::Ordering::Less => assert!(a > b),
        std::cmp::Ordering::Greater => assert!(a < b),
        std::cmp::Ordering::Equal => assert!((a - b).abs() < 1e-9),
    }
    // The leaderboard: both accounts, best first; the levels unmoved.
    let (_, board) = ann.get("/api/leaderboard/forsale").await;
    let names: Vec<&str> = board["leaders"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["name"].as_str().unwrap())
        .collect();
    assert_eq!(names.len(), 2, "{board}");
    assert_eq!(names[0], if a >= b { "Ann" } else { "Bob" });
    assert_eq!(board["levels"], json!(levels));
    // The lobby's ratings beside the names.
    let (_, seats) = ann.get(&format!("/api/ratings/seats?games={id}")).await;
    let seats = seats["seats"].as_array().unwrap();
    assert_eq!(seats.len(), 2);
    assert_eq!(seats[0]["name"], "Ann");
    assert_eq!(seats[0]["rated"], true);
    assert_eq!(seats[0]["rating"], json!((a * 10.0).round() / 10.0));

    // Bob leaves the next game; the bot plays for him; he is last.
    let (id2, ann_token, bob_token) = start_rated(&t, &ann, &bob).await;
    let (s, b) = bob
        .post(
            &format!("/api/games/{id2}/leave"),
            json!({"token": bob_token}),
        )
        .await;
    assert_eq!(s, 200, "{b}");
    play_out(&t, &id2, &[Some(ann_token), None, None]).await;
    let end = t.state(&id2, None).await;
    let places = expected_places(&end, &[false, true, false]);
    let bob_p = profile_after(&bob, "Bob", 2).await;
    let h = &bob_p["history"][1];
    assert_eq!(h["place"], 3, "R-4: {h}");
    assert!(h["rating"].as_f64().unwrap() < h["before"].as_f64().unwrap());
    let ann_p = profile_after(&ann, "Ann", 2).await;
    assert_eq!(ann_p["history"][1]["place"], json!(places[0]));
    assert_eq!(ann_p["games"][0]["played"], 2);
    assert_eq!(ann_p["games"][0]["rated_games"], 2);

    // Unknown players and games.
    assert_eq!(ann.get("/api/players/Nobody").await.0, 404);
    assert_eq!(ann.get("/api/leaderboard/chess").await.0, 404);
    t.server.unwrap().stop().await;
}

/// The seat tokens accounts hold are sealed in the database: a copy of
/// it opens no seat; "my games" still links them.
pub async fn held_seat_tokens_are_sealed_in_the_database(backend: Backend) {
    let mut t = common::start_configured(backend, |c| {
        // SQLite finds its key in a file beside the database; PostgreSQL
        // servers are given theirs.
        if backend == Backend::Postgres {
            c.seat_key = Some("a secret".into());
        }
    })
    .await;
    let ann = sign_up(&t, "Ann").await;
    let created = t.create(common::humans(3)).await;
    let token = created.seats[0].token.clone().unwrap();
    let (s, b) = ann
        .post(
            "/api/account/seats",
            json!({"game": created.id, "token": token}),
        )
        .await;
    assert_eq!(s, 200, "{b}");
    let stored = stored_tokens(&t.config.database).await;
    assert_eq!(stored.len(), 1);
    assert!(!stored[0].contains(&token), "{stored:?}");
    assert!(stored[0].starts_with("sealed1:"), "{stored:?}");
    let (_, mine) = ann.get("/api/account/games").await;
    assert_eq!(mine["in_play"][0]["token"], json!(token));
    // The next server run opens them with the same key.
    t.restart().await;
    let ann = Person::with_cookie_of(&ann, addr(&t));
    let (_, mine) = ann.get("/api/account/games").await;
    assert_eq!(mine["in_play"][0]["token"], json!(token), "{mine}");
    t.server.unwrap().stop().await;
}

async fn stored_tokens(database: &str) -> Vec<String> {
    use sqlx::Connection;
    sqlx::any::install_default_drivers();
    let mut conn = sqlx::AnyConnection::connect(database).await.unwrap();
    let rows: Vec<String> = sqlx::query_scalar("SELECT token FROM account_seats")
        .fetch_all(&mut conn)
        .await
        .unwrap();
    let _ = conn.close().await;
    rows
}

/// PostgreSQL: two servers on one database, sharing a seat key. Ann
/// signs up on one, Bob on the other; the rated game is made on the
/// first and joined and played through both; each rating moves once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_rate_a_game_once() {
    let first = common::start_configured(Backend::Postgres, |c| {
        c.seat_key = Some("shared secret".into());
        c.limits.games_per_minute = 0.0;
    })
    .await;
    let second = urbs_server::start(first.config.clone())
        .await
        .expect("another server joins");
    let ann = sign_up(&first, "Ann").await;
    let bob = sign_up_at(second.addr(), "Bob").await;
    let (id, ann_token, bob_token) = start_rated(&first, &ann, &bob).await;
    play_out(
        &first,
        &id,
        &[Some(ann_token), Some(bob_token.clone()), None],
    )
    .await;
    let end = first.state(&id, None).await;
    assert_eq!(end.status, Status::Finished);
    let places = expected_places(&end, &[false, false, false]);
    let bob_p = profile_after(&bob, "Bob", 1).await;
    assert_eq!(bob_p["history"][0]["place"], json!(places[1]));
    let ann_p = profile_after(&ann, "Ann", 1).await;
    assert_eq!(ann_p["history"][0]["place"], json!(places[0]));
    // Bob's "my games" on the second server opens the seat sealed there
    // or on the first alike.
    let (_, mine) = bob.get("/api/account/games").await;
    assert_eq!(mine["finished"][0]["token"], json!(bob_token), "{mine}");
    // Once: one change per person, one rated game counted.
    let (_, board) = bob.get("/api/leaderboard/forsale").await;
    for l in board["leaders"].as_array().unwrap() {
        assert_eq!(l["games"], 1, "{board}");
    }
    second.stop().await;
    first.server.unwrap().stop().await;
}
