//! Play now over HTTP (docs/api.md, "Play now"; rulings Q-1 .. Q-10 in
//! docs/rules/table.md): close ratings seated together at once, far ones
//! once the gap accepted has widened, bots in the seats left after the
//! wait, leaving, a closed tab forgotten, bad joins, a claim that never
//! finished; on PostgreSQL, two servers' matchers at once seat everyone
//! once. Time is the server's manual clock, moved by the test; every
//! waiting page asks (the heartbeat) at each step, as pages do.

use std::sync::Arc;

use serde_json::{Value, json};
use sqlx::Connection;
use urbs_server::clock::ManualTime;
use urbs_server::{Backend, ServerConfig, Status};

use crate::accounts::{Person, addr};
use crate::common::{self, TestServer};
use crate::ratings::sign_up;

const START: i64 = 1_700_000_000_000;

pub(crate) async fn server(
    backend: Backend,
    configure: impl FnOnce(&mut ServerConfig),
) -> (TestServer, Arc<ManualTime>) {
    let time = ManualTime::new(START);
    let clock = time.clone();
    let t = common::start_configured(backend, move |c| {
        c.time = Some(clock);
        c.limits.games_per_minute = 0.0;
        configure(c);
    })
    .await;
    (t, time)
}

pub(crate) fn ask(players: Value, wait: i64) -> Value {
    json!({"game": "forsale", "players": players, "pace": "turn_based", "wait": wait})
}

pub(crate) async fn join(p: &Person, req: Value) -> Value {
    let (s, b) = p.post("/api/play", req).await;
    assert_eq!(s, 200, "{b}");
    b
}

pub(crate) async fn status(p: &Person) -> Value {
    let (s, b) = p.get("/api/play").await;
    assert_eq!(s, 200, "{b}");
    b
}

/// Moves the clock on by `seconds`, then every page asks (the first one
/// runs the pass); answers what each was told.
pub(crate) async fn step(time: &ManualTime, seconds: i64, pages: &[&Person]) -> Vec<Value> {
    time.advance(seconds * 1000);
    let mut told = Vec::new();
    for p in pages {
        told.push(status(p).await);
    }
    told
}

async fn connect(database: &str) -> sqlx::AnyConnection {
    sqlx::any::install_default_drivers();
    sqlx::AnyConnection::connect(database).await.unwrap()
}

/// Gives the account `p` signed in as a rating of `rating` in For Sale.
async fn rate(t: &TestServer, p: &Person, rating: f64) {
    let (_, me) = p.get("/api/account").await;
    let id = me["account"]["id"].as_str().unwrap().to_string();
    let mut conn = connect(&t.config.database).await;
    sqlx::query(
        "INSERT INTO ratings (account_id, game, rating, uncertainty, games, updated_at)
         VALUES ($1, 'forsale', $2, 3.0, 10, 0)",
    )
    .bind(id)
    .bind(rating)
    .execute(&mut conn)
    .await
    .unwrap();
    let _ = conn.close().await;
}

/// The levels at a game's bot seats.
pub(crate) fn bots(game: &urbs_server::GameState) -> Vec<&str> {
    game.seats
        .iter()
        .filter(|s| s.kind == urbs_server::SeatKind::Bot)
        .map(|s| s.bot.as_deref().unwrap_or("?"))
        .collect()
}

async fn raw_hints(p: &Person, id: &str) -> Value {
    p.get(&format!("/api/games/{id}")).await.1["hints"].clone()
}

/// The seated people's statuses name one game and distinct seats, and
/// each token plays its seat under its person's name; answers the game.
pub(crate) async fn one_table(
    t: &TestServer,
    names: &[&str],
    told: &[Value],
) -> urbs_server::GameState {
    let id = told[0]["game_id"].as_str().expect("seated").to_string();
    let mut seats = Vec::new();
    for (name, s) in names.iter().zip(told) {
        assert_eq!(s["status"], "seated", "{s}");
        assert_eq!(s["game_id"], json!(id), "{s}");
        let token = s["token"].as_str().expect("a token");
        let mine = t.state(&id, Some(token)).await;
        let seat = s["seat"].as_u64().unwrap() as usize;
        assert_eq!(mine.seat, Some(seat));
        assert_eq!(mine.seats[seat].name.as_deref(), Some(*name));
        seats.push(seat);
    }
    seats.sort();
    seats.dedup();
    assert_eq!(seats.len(), names.len(), "nobody shares a seat");
    t.state(&id, None).await
}

/// three of close ratings asking for the same table
/// sit together at once: a rated, turn-based game, its seats held by
/// their accounts ("my games"). Q-4: one rated 10 above the others sits
/// with them only once everyone has waited 80 seconds (2 points + 0.1 a
/// second).
pub async fn q4_close_ratings_sit_together_far_ones_once_the_gap_has_widened(backend: Backend) {
    let (t, time) = server(backend, |_| {}).await;
    let [ann, bob, cid] = [
        sign_up(&t, "Ann").await,
        sign_up(&t, "Bob").await,
        sign_up(&t, "Cid").await,
    ];
    rate(&t, &bob, 26.0).await;
    let a = join(&ann, ask(json!(3), 600)).await;
    assert_eq!(a["status"], "waiting", "{a}");
    assert_eq!(
        (a["rating"].as_f64(), a["gap"].as_f64()),
        (Some(25.0), Some(2.0))
    );
    join(&bob, ask(json!(3), 600)).await;
    let c = join(&cid, ask(json!("any"), 600)).await;
    let (a, b) = (status(&ann).await, status(&bob).await);
    let game = one_table(&t, &["Ann", "Bob", "Cid"], &[a, b.clone(), c]).await;
    assert_eq!(game.players, 3);
    assert_eq!(game.status, Status::Active);
    assert!(
        game.seats
            .iter()
            .all(|s| s.kind == urbs_server::SeatKind::Human)
    );
    // Rated; "my games" links the seat.
    let id = game.id.clone();
    let (_, rated) = ann.get(&format!("/api/ratings/seats?games={id}")).await;
    assert_eq!(rated["seats"].as_array().unwrap().len(), 3, "{rated}");
    assert!(
        rated["seats"]
            .as_array()
            .unwrap()
            .iter()
            .all(|s| s["rated"] == true)
    );
    let (_, mine) = bob.get("/api/account/games").await;
    assert_eq!(mine["in_play"][0]["id"], json!(id));
    assert_eq!(mine["in_play"][0]["token"], b["token"]);
    // Turn-based: a day a move, and no hints at a rated table.
    assert_eq!(raw_hints(&ann, &id).await, json!(false));
    let (_, raw) = ann.get(&format!("/api/games/{id}")).await;
    assert_eq!(
        raw["clock"]["control"],
        json!({"kind": "per_move", "per_move_ms": 86_400_000}),
        "{raw}"
    );

    let [dan, eve, fay] = [
        sign_up(&t, "Dan").await,
        sign_up(&t, "Eve").await,
        sign_up(&t, "Fay").await,
    ];
    rate(&t, &dan, 35.0).await;
    for p in [&dan, &eve, &fay] {
        join(p, ask(json!(3), 600)).await;
    }
    let pages = [&dan, &eve, &fay];
    for waited in (10..=70).step_by(10) {
        let told = step(&time, 10, &pages).await;
        for s in &told {
            assert_eq!(s["status"], "waiting", "after {waited} s: {s}");
            assert_eq!(s["waited"], waited);
        }
        assert_eq!(told[0]["gap"], json!(2.0 + waited as f64 / 10.0));
    }
    let told = step(&time, 10, &pages).await;
    one_table(&t, &["Dan", "Eve", "Fay"], &told).await;
    t.server.unwrap().stop().await;
}

/// once the wait is over, the seats still empty are filled by
/// the level nearest the people's ratings; the game starts full.
pub async fn q6_bots_fill_the_empty_seats_after_the_wait(backend: Backend) {
    let (t, time) = server(backend, |_| {}).await;
    let ann = sign_up(&t, "Ann").await;
    let bob = sign_up(&t, "Bob").await;
    let (_, board) = ann.get("/api/leaderboard/forsale").await;
    let beginner = board["levels"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["level"] == "beginner")
        .unwrap()["rating"]
        .as_f64()
        .unwrap();
    rate(&t, &bob, beginner).await;
    join(&ann, ask(json!(3), 30)).await;
    join(&bob, ask(json!(4), 20)).await;
    let told = step(&time, 10, &[&ann, &bob]).await;
    assert_eq!(told[0]["status"], "waiting");
    let told = step(&time, 10, &[&ann, &bob]).await;
    assert_eq!(told[0]["status"], "waiting", "Ann waits 30 s: {}", told[0]);
    // Bob's 20 s are over: his table of 4, three Beginners.
    assert_eq!(told[1]["status"], "seated", "{}", told[1]);
    let game = one_table(&t, &["Bob"], &told[1..]).await;
    assert_eq!(game.players, 4);
    assert_eq!(bots(&game), ["beginner"; 3]);
    let told = step(&time, 10, &[&ann]).await;
    let game = one_table(&t, &["Ann"], &told).await;
    assert_eq!(game.players, 3);
    // A newcomer's 25 is Strong's.
    assert_eq!(bots(&game), ["strong"; 2]);
    assert_eq!(game.status, Status::Active);
    t.server.unwrap().stop().await;
}

/// leaving takes the entry out; joining again replaces
/// it; a page that stops asking is forgotten after 30 seconds.
pub async fn q9_leaving_and_a_closed_tab_take_people_out_of_the_queue(backend: Backend) {
    let (t, time) = server(backend, |_| {}).await;
    let ann = sign_up(&t, "Ann").await;
    let bob = sign_up(&t, "Bob").await;
    assert_eq!(status(&ann).await, json!({"status": "none"}));
    join(&ann, ask(json!(3), 600)).await;
    let (s, b) = ann.delete("/api/play").await;
    assert_eq!((s, &b["left"]), (200, &json!(true)), "{b}");
    assert_eq!(status(&ann).await["status"], "none");
    let (s, b) = ann.delete("/api/play").await;
    assert_eq!((s, &b["left"]), (200, &json!(false)), "{b}");
    // Joining again replaces the entry, and its wait starts again.
    join(&ann, ask(json!(3), 600)).await;
    step(&time, 10, &[&ann]).await;
    let again = join(&ann, ask(json!(4), 300)).await;
    assert_eq!(
        (&again["players"], &again["wait"], &again["waited"]),
        (&json!(4), &json!(300), &json!(0))
    );
    // Ann's tab is closed; Bob's page asks on.
    join(&bob, ask(json!(4), 600)).await;
    step(&time, 20, &[&bob]).await;
    assert_eq!(step(&time, 10, &[&bob]).await[0]["status"], "waiting");
    assert_eq!(status(&ann).await["status"], "waiting", "30 s: not yet");
    step(&time, 20, &[&bob]).await;
    step(&time, 11, &[&bob]).await;
    assert_eq!(status(&ann).await, json!({"status": "none"}), "forgotten");
    // Signed out: nothing.
    let nobody = Person::new(addr(&t));
    assert_eq!(nobody.get("/api/play").await.0, 401);
    assert_eq!(nobody.delete("/api/play").await.0, 401);
    t.server.unwrap().stop().await;
}

/// bad joins are refused with a reason and change nothing; joins
/// take from the address's allowance of new games.
pub async fn q2_bad_joins_are_refused_and_change_nothing(backend: Backend) {
    let (t, _time) = server(backend, |c| {
        c.limits.games_per_minute = 1.0;
        c.limits.game_burst = 2.0;
    })
    .await;
    let ann = sign_up(&t, "Ann").await;
    let nobody = Person::new(addr(&t));
    let (s, b) = nobody.post("/api/play", ask(json!(3), 0)).await;
    assert_eq!(s, 401, "{b}");
    join(&ann, ask(json!(3), 600)).await;
    let before = status(&ann).await;
    for (req, words) in [
        (
            json!({"game": "chess", "players": 3, "pace": "turn_based", "wait": 0}),
            "chess",
        ),
        (ask(json!(9), 0), "3 to 5 players"),
        (ask(json!("many"), 0), "`players`"),
        (ask(json!(3), -1), "`wait`"),
        (ask(json!(3), 100_000), "`wait`"),
        (
            json!({"game": "forsale", "players": 3, "pace": "fast", "wait": 0}),
            "`pace`",
        ),
        (
            json!({"game": "forsale", "players": 3, "pace": "turn_based"}),
            "`wait`",
        ),
        (
            json!({"game": "forsale", "players": 3, "pace": "turn_based", "wait": 0, "seed": 1}),
            "`seed`",
        ),
        (json!([1]), "send"),
    ] {
        let (s, b) = ann.post("/api/play", req.clone()).await;
        assert_eq!(s, 400, "{req}: {b}");
        assert!(b["error"].as_str().unwrap().contains(words), "{req}: {b}");
        assert_eq!(status(&ann).await, before, "{req} changed nothing");
    }
    // The bad ones took nothing; the second good one spends the burst.
    join(&ann, ask(json!(4), 600)).await;
    let (s, b) = ann.post("/api/play", ask(json!(5), 600)).await;
    assert_eq!(s, 429, "{b}");
    assert_eq!(status(&ann).await["players"], 4);
    t.server.unwrap().stop().await;
}

/// a claim whose server died before it seated anyone is released
/// after a minute; its person is then seated as before, once.
pub async fn q10_a_claim_that_never_finished_is_released(backend: Backend) {
    let (t, time) = server(backend, |_| {}).await;
    let ann = sign_up(&t, "Ann").await;
    let bob = sign_up(&t, "Bob").await;
    let cid = sign_up(&t, "Cid").await;
    join(&ann, ask(json!(3), 600)).await;
    // A server claimed Ann's entry and died.
    let mut conn = connect(&t.config.database).await;
    sqlx::query("UPDATE play_queue SET claim = 'dead', claimed_at = $1")
        .bind(START)
        .execute(&mut conn)
        .await
        .unwrap();
    let _ = conn.close().await;
    join(&bob, ask(json!(3), 600)).await;
    join(&cid, ask(json!(3), 600)).await;
    let pages = [&ann, &bob, &cid];
    let told = step(&time, 30, &pages).await;
    assert_eq!(told[0]["status"], "seating", "{}", told[0]);
    assert_eq!(
        (told[1]["status"].as_str(), told[2]["status"].as_str()),
        (Some("waiting"), Some("waiting"))
    );
    // a person being seated cannot leave meanwhile.
    assert_eq!(ann.delete("/api/play").await.0, 409);
    assert_eq!(ann.post("/api/play", ask(json!(4), 0)).await.0, 409);
    let told = step(&time, 29, &pages).await;
    assert_eq!(told[0]["status"], "seating", "{}", told[0]);
    let told = step(&time, 2, &pages).await;
    one_table(&t, &["Ann", "Bob", "Cid"], &told).await;
    t.server.unwrap().stop().await;
}

/// two servers on one PostgreSQL database, each with people who
/// asked there, their matchers held at the database's lock until all of
/// them wait on it, then let go together: one game, each person seated
/// once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn q10_two_servers_seat_each_person_once() {
    let (first, time) = server(Backend::Postgres, |c| {
        c.seat_key = Some("shared secret".into())
    })
    .await;
    let second = urbs_server::start(first.config.clone())
        .await
        .expect("another server joins");
    let ann = sign_up(&first, "Ann").await;
    let bob = crate::ratings::sign_up_at(second.addr(), "Bob").await;
    let cid = crate::ratings::sign_up_at(second.addr(), "Cid").await;
    // The test holds the matchers' lock.
    let mut gate = connect(&first.config.database).await;
    sqlx::query("SELECT pg_advisory_lock($1)")
        .bind(0x706c_6179_i64)
        .execute(&mut gate)
        .await
        .unwrap();
    let (ann, bob, cid) = (Arc::new(ann), Arc::new(bob), Arc::new(cid));
    let joins: Vec<_> = [ann.clone(), bob.clone(), cid.clone()]
        .into_iter()
        .map(|p| tokio::spawn(async move { join(&p, ask(json!(3), 600)).await }))
        .collect();
    // Every entry is in, and each server's pass waits on the lock (the
    // second join on the second server waits for its server's pass; the
    // bound only keeps a broken build from hanging).
    let mut seen = (0, 0);
    for _ in 0..4000 {
        let waiting: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted
             AND objid::bigint = $1",
        )
        .bind(0x706c_6179_i64)
        .fetch_one(&mut gate)
        .await
        .unwrap();
        let entries: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM play_queue")
            .fetch_one(&mut gate)
            .await
            .unwrap();
        seen = (waiting, entries);
        if seen == (2, 3) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    assert_eq!(seen, (2, 3), "both servers' passes wait on the lock");
    sqlx::query("SELECT pg_advisory_unlock($1)")
        .bind(0x706c_6179_i64)
        .execute(&mut gate)
        .await
        .unwrap();
    for j in joins {
        j.await.unwrap();
    }
    let told = step(&time, 1, &[&*ann, &*bob, &*cid]).await;
    one_table(&first, &["Ann", "Bob", "Cid"], &told).await;
    let games: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM games")
        .fetch_one(&mut gate)
        .await
        .unwrap();
    let held: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM account_seats")
        .fetch_one(&mut gate)
        .await
        .unwrap();
    assert_eq!((games, held), (1, 3), "one game, each person seated once");
    let _ = gate.close().await;
    second.stop().await;
    first.server.unwrap().stop().await;
}
