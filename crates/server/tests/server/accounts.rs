//! Accounts over HTTP (docs/api.md, "Accounts"): sign up and in with a
//! password, sessions in the database, sign-out here and everywhere, the
//! limits on sign-ins, names, seats held, "my games" and deleting an
//! account. Passkeys are signed up and in by Chromium's virtual
//! authenticator in `crates/web`'s end-to-end tests.

use std::net::{IpAddr, SocketAddr};

use serde_json::{Value, json};
use urbs_server::Backend;
use urbs_server::clock::ManualTime;

use crate::common::{self, TestServer};

/// A browser, as far as the session goes: it keeps the session cookie.
pub(crate) struct Person {
    http: reqwest::Client,
    base: String,
    cookie: std::sync::Mutex<Option<String>>,
}

impl Person {
    pub(crate) fn new(addr: SocketAddr) -> Person {
        Person::from_address(addr, "127.0.0.1".parse().unwrap())
    }

    fn from_address(addr: SocketAddr, local: IpAddr) -> Person {
        Person {
            http: reqwest::Client::builder()
                .local_address(local)
                .build()
                .unwrap(),
            base: format!("http://{addr}"),
            cookie: std::sync::Mutex::new(None),
        }
    }

    /// Another device signed in as the same session would not be: a
    /// fresh cookie jar.
    pub(crate) fn with_cookie_of(other: &Person, addr: SocketAddr) -> Person {
        let p = Person::new(addr);
        *p.cookie.lock().unwrap() = other.cookie.lock().unwrap().clone();
        p
    }

    async fn send(&self, req: reqwest::RequestBuilder) -> (u16, Value, Vec<String>) {
        let req = match self.cookie.lock().unwrap().clone() {
            Some(c) => req.header("cookie", c),
            None => req,
        };
        let res = req.send().await.expect("the server answers");
        let status = res.status().as_u16();
        let set: Vec<String> = res
            .headers()
            .get_all("set-cookie")
            .iter()
            .map(|v| v.to_str().unwrap().to_string())
            .collect();
        for c in &set {
            let pair = c.split(';').next().unwrap().to_string();
            // An expired cookie is the session's end.
            *self.cookie.lock().unwrap() = if c.contains("Max-Age=0") {
                None
            } else {
                Some(pair)
            };
        }
        let text = res.text().await.unwrap();
        let body = serde_json::from_str(&text).unwrap_or(Value::String(text));
        (status, body, set)
    }

    pub(crate) async fn get(&self, path: &str) -> (u16, Value) {
        let (s, b, _) = self
            .send(self.http.get(format!("{}{path}", self.base)))
            .await;
        (s, b)
    }

    pub(crate) async fn delete(&self, path: &str) -> (u16, Value) {
        let (s, b, _) = self
            .send(self.http.delete(format!("{}{path}", self.base)))
            .await;
        (s, b)
    }

    pub(crate) async fn post(&self, path: &str, body: Value) -> (u16, Value) {
        let (s, b, _) = self.post_with_cookies(path, body).await;
        (s, b)
    }

    async fn post_with_cookies(&self, path: &str, body: Value) -> (u16, Value, Vec<String>) {
        self.send(
            self.http
                .post(format!("{}{path}", self.base))
                .header("content-type", "application/json")
                .body(body.to_string()),
        )
        .await
    }
}

pub(crate) fn addr(t: &TestServer) -> SocketAddr {
    t.server.as_ref().unwrap().addr()
}

/// Sign up with a password, the cookie's attributes, who is signed in
/// from another device with the same session (any server reads it from
/// the database), sign-out here and everywhere.
pub async fn password_accounts_sign_up_in_and_out(backend: Backend) {
    let t = common::start(backend).await;
    let ann = Person::new(addr(&t));
    assert_eq!(
        ann.get("/api/account").await,
        (200, json!({"account": null}))
    );

    let (status, body, cookies) = ann
        .post_with_cookies(
            "/api/account/signup",
            json!({"name": "Ann", "password": "correct horse"}),
        )
        .await;
    assert_eq!(status, 201, "{body}");
    assert_eq!(body["account"]["name"], "Ann");
    assert_eq!(body["account"]["password"], true);
    assert_eq!(body["account"]["passkeys"], 0);
    let cookie = cookies
        .iter()
        .find(|c| c.starts_with("urbs_session="))
        .unwrap();
    assert!(cookie.contains("HttpOnly"), "{cookie}");
    assert!(cookie.contains("SameSite=Lax"), "{cookie}");
    assert!(!cookie.contains("Secure"), "http only: {cookie}");
    assert_eq!(ann.get("/api/account").await.1["account"]["name"], "Ann");

    // Names are unique without regard to case or look-alikes.
    let other = Person::new(addr(&t));
    for taken in ["ann", "ANN", "\u{410}nn"] {
        let (s, b) = other
            .post(
                "/api/account/signup",
                json!({"name": taken, "password": "12345678"}),
            )
            .await;
        assert_eq!(s, 409, "{taken}: {b}");
    }
    for bad in [
        "Al",
        "a name far too long here",
        "Ann\u{202e}x",
        "Deleted Player",
    ] {
        let (s, b) = other
            .post(
                "/api/account/signup",
                json!({"name": bad, "password": "12345678"}),
            )
            .await;
        assert_eq!(s, 400, "{bad}: {b}");
    }
    let (s, b) = other
        .post(
            "/api/account/signup",
            json!({"name": "Bob", "password": "short"}),
        )
        .await;
    assert_eq!(s, 400, "{b}");

    // Signed in on a second device, with any case of the name.
    let phone = Person::new(addr(&t));
    let (s, b) = phone
        .post(
            "/api/account/signin",
            json!({"name": "aNN", "password": "correct horse"}),
        )
        .await;
    assert_eq!(s, 200, "{b}");
    assert_eq!(b["account"]["name"], "Ann");

    // The same session cookie works after a restart: sessions are in the
    // database.
    let mut t = t;
    t.restart().await;
    let laptop = Person::with_cookie_of(&ann, addr(&t));
    assert_eq!(laptop.get("/api/account").await.1["account"]["name"], "Ann");
    let phone = Person::with_cookie_of(&phone, addr(&t));

    // Sign out here: the phone stays signed in.
    let (s, _) = laptop.post("/api/account/signout", json!({})).await;
    assert_eq!(s, 200);
    assert_eq!(laptop.get("/api/account").await.1, json!({"account": null}));
    assert_eq!(phone.get("/api/account").await.1["account"]["name"], "Ann");

    // Sign out everywhere: the other sessions end too.
    let tablet = Person::new(addr(&t));
    tablet
        .post(
            "/api/account/signin",
            json!({"name": "Ann", "password": "correct horse"}),
        )
        .await;
    let (s, _) = phone
        .post("/api/account/signout", json!({"everywhere": true}))
        .await;
    assert_eq!(s, 200);
    assert_eq!(tablet.get("/api/account").await.1, json!({"account": null}));
    assert_eq!(phone.get("/api/account").await.1, json!({"account": null}));
    // Signed in again, the account is as it was.
    let (s, _) = tablet
        .post(
            "/api/account/signin",
            json!({"name": "Ann", "password": "correct horse"}),
        )
        .await;
    assert_eq!(s, 200);
}

/// Failed sign-ins are limited per account (whether it exists or not:
/// the answers are the same) and per address; the window passes.
pub async fn sign_ins_are_limited_per_account_and_address(backend: Backend) {
    let time = ManualTime::new(1_800_000_000_000);
    let clock = time.clone();
    let t = common::start_configured(backend, move |c| c.time = Some(clock)).await;
    let ann = Person::new(addr(&t));
    let (s, _) = ann
        .post(
            "/api/account/signup",
            json!({"name": "Ann", "password": "correct horse"}),
        )
        .await;
    assert_eq!(s, 201);

    let guesser = Person::new(addr(&t));
    for name in ["Ann", "Nobody"] {
        for _ in 0..10 {
            let (s, b) = guesser
                .post(
                    "/api/account/signin",
                    json!({"name": name, "password": "guess1234"}),
                )
                .await;
            assert_eq!(
                (s, b),
                (401, json!({"error": "wrong name or password"})),
                "{name}"
            );
        }
        // The eleventh is refused before the password is looked at, the
        // right one included, and alike for an account that does not exist.
        let (s, b) = guesser
            .post(
                "/api/account/signin",
                json!({"name": name, "password": "correct horse"}),
            )
            .await;
        assert_eq!(s, 429, "{name}: {b}");
    }
    // A look-alike of the name shares its allowance.
    let (s, _) = guesser
        .post(
            "/api/account/signin",
            json!({"name": "ANN", "password": "correct horse"}),
        )
        .await;
    assert_eq!(s, 429);

    // Once the window has passed, the right password signs in.
    time.advance(15 * 60 * 1000);
    let (s, b) = ann
        .post(
            "/api/account/signin",
            json!({"name": "Ann", "password": "correct horse"}),
        )
        .await;
    assert_eq!(s, 200, "{b}");

    // One address trying many names is stopped after 30 failures; another
    // address is not.
    let sprayer = Person::new(addr(&t));
    for i in 0..30 {
        let (s, _) = sprayer
            .post(
                "/api/account/signin",
                json!({"name": format!("user{i}"), "password": "guess1234"}),
            )
            .await;
        assert_eq!(s, 401);
    }
    let (s, _) = sprayer
        .post(
            "/api/account/signin",
            json!({"name": "Ann", "password": "correct horse"}),
        )
        .await;
    assert_eq!(s, 429);
    let elsewhere = Person::from_address(addr(&t), "127.0.0.3".parse().unwrap());
    let (s, b) = elsewhere
        .post(
            "/api/account/signin",
            json!({"name": "Ann", "password": "correct horse"}),
        )
        .await;
    assert_eq!(s, 200, "{b}");
}

/// The deal of both games: the same seed deals the same game, so the
/// seat that opens the bidding is known before anyone joins.
const SEED: u64 = 7;

/// A signed-in person holds the seats they join or hold the link for;
/// "my games" lists the games in play, theirs to act first, then the
/// finished ones, on any device; links work without an account; a
/// deleted account's seats are "deleted player" and its games stay.
pub async fn seats_held_show_in_my_games_and_outlive_the_account(backend: Backend) {
    let time = ManualTime::new(1_800_000_000_000);
    let clock = time.clone();
    let t = common::start_configured(backend, move |c| c.time = Some(clock)).await;
    let ann = Person::new(addr(&t));
    ann.post(
        "/api/account/signup",
        json!({"name": "Ann", "password": "correct horse"}),
    )
    .await;

    // For Sale's bidding goes one seat at a time; the same seed deals the
    // same game, so the seat that opens it is known before anyone joins.
    let mut deal = common::humans(3);
    deal["seed"] = json!(SEED);
    let probe = t.create(deal.clone()).await;
    let opener = t.state(&probe.id, None).await.to_act;
    assert_eq!(opener.len(), 1);
    let opener = opener[0];
    let waits = (opener + 1) % 3;

    // Ann joins an open seat as herself (the page joins with her name,
    // then holds the seat): the opener's seat, so it is her turn.
    time.advance(1000);
    let mut seats = vec![json!({"kind": "human", "name": "Cy"}); 3];
    seats[opener] = json!({"kind": "open"});
    let open = t
        .create(json!({"game": "forsale", "players": 3, "seats": seats, "seed": SEED}))
        .await;
    let joined = t
        .client
        .post(
            &format!("/api/games/{}/join", open.id),
            &json!({"name": "Ann"}),
        )
        .await
        .unwrap();
    let joined: Value = joined.parse().unwrap();
    let (s, _) = ann
        .post(
            "/api/account/seats",
            json!({"game": open.id, "token": joined["token"]}),
        )
        .await;
    assert_eq!(s, 200);

    // A newer game where Ann waits. Without an account, holding a seat
    // is refused (401); the link works all the same.
    time.advance(1000);
    let created = t.create(deal).await;
    let tokens = common::tokens(&created);
    let stranger = Person::new(addr(&t));
    let (s, _) = stranger
        .post(
            "/api/account/seats",
            json!({"game": created.id, "token": tokens[0]}),
        )
        .await;
    assert_eq!(s, 401);
    let (s, _) = stranger.get("/api/account/games").await;
    assert_eq!(s, 401);

    // A token of no seat is refused; Ann's own is held.
    let (s, _) = ann
        .post(
            "/api/account/seats",
            json!({"game": created.id, "token": "00".repeat(16)}),
        )
        .await;
    assert_eq!(s, 403);
    let (s, b) = ann
        .post(
            "/api/account/seats",
            json!({"game": created.id, "token": tokens[waits]}),
        )
        .await;
    assert_eq!((s, b), (200, json!({"game": created.id, "seat": waits})));
    // Again is fine; another account cannot take a seat Ann holds.
    let (s, _) = ann
        .post(
            "/api/account/seats",
            json!({"game": created.id, "token": tokens[waits]}),
        )
        .await;
    assert_eq!(s, 200);
    let bob = Person::new(addr(&t));
    bob.post(
        "/api/account/signup",
        json!({"name": "Bob", "password": "correct horse"}),
    )
    .await;
    let (s, _) = bob
        .post(
            "/api/account/seats",
            json!({"game": created.id, "token": tokens[waits]}),
        )
        .await;
    assert_eq!(s, 409);

    // A finished game of Ann's.
    time.advance(1000);
    let done = t.create(common::humans(3)).await;
    let done_tokens = common::tokens(&done);
    ann.post(
        "/api/account/seats",
        json!({"game": done.id, "token": done_tokens[2]}),
    )
    .await;
    common::play_out(&t, &done.id, &done_tokens).await;

    // Ann waits in the first game and opens the bidding in the second
    // (nobody moves meanwhile: no bots).
    assert_eq!(joined["seat"], opener);
    assert_eq!(t.state(&open.id, None).await.to_act, vec![opener]);

    // From another device, signed in afresh.
    let phone = Person::new(addr(&t));
    phone
        .post(
            "/api/account/signin",
            json!({"name": "ann", "password": "correct horse"}),
        )
        .await;
    let (s, mine) = phone.get("/api/account/games").await;
    assert_eq!(s, 200, "{mine}");
    let in_play = mine["in_play"].as_array().unwrap();
    assert_eq!(in_play.len(), 2, "{mine}");
    // Their turn first, though the other game is older.
    assert_eq!(in_play[0]["id"], open.id.as_str(), "{mine}");
    let second = in_play
        .iter()
        .find(|g| g["id"] == open.id.as_str())
        .unwrap();
    assert_eq!(second["your_turn"], true);
    assert_eq!(second["token"], joined["token"]);
    let first_listed = in_play
        .iter()
        .find(|g| g["id"] == created.id.as_str())
        .unwrap();
    assert_eq!(first_listed["your_turn"], false);
    assert_eq!(first_listed["seat"], waits);
    let finished = mine["finished"].as_array().unwrap();
    assert_eq!(finished.len(), 1);
    assert_eq!(finished[0]["id"], done.id.as_str());
    assert_eq!(finished[0]["status"], "finished");
    assert!(finished[0]["win"].is_number(), "{mine}");

    // Deleting the account: signed out everywhere, the name free again,
    // the games kept with the seat renamed (read back from the database).
    let (s, _) = ann.post("/api/account/delete", json!({})).await;
    assert_eq!(s, 200);
    assert_eq!(phone.get("/api/account").await.1, json!({"account": null}));
    let (s, _) = phone
        .post(
            "/api/account/signin",
            json!({"name": "Ann", "password": "correct horse"}),
        )
        .await;
    assert_eq!(s, 401);
    let mut t = t;
    t.restart().await;
    let state = t.state(&done.id, None).await;
    assert_eq!(state.seats[2].name.as_deref(), Some("deleted player"));
    // The seat's link still plays it.
    let again = t.state(&created.id, tokens[waits].as_deref()).await;
    assert_eq!(again.seat, Some(waits));
    let (s, _) = Person::new(addr(&t))
        .post(
            "/api/account/signup",
            json!({"name": "ANN", "password": "another one"}),
        )
        .await;
    assert_eq!(s, 201);
}

/// Passkeys need a domain name: on an address the server says so, and
/// starting one for a new account needs a free, valid name. (The whole
/// ceremony runs in Chromium: `crates/web/tests/e2e/accounts.rs`.)
pub async fn passkeys_start_only_on_a_domain_with_a_free_name(backend: Backend) {
    let t = common::start(backend).await;
    let ann = Person::new(addr(&t));
    let (s, b) = ann
        .post("/api/account/passkeys/start", json!({"name": "Ann"}))
        .await;
    assert_eq!(s, 400, "{b}");
    assert!(b["error"].as_str().unwrap().contains("domain name"), "{b}");

    let port = addr(&t).port();
    let origin = format!("http://localhost:{port}");
    let post = |body: Value, path: &'static str| {
        ann.send(
            ann.http
                .post(format!("{}{path}", ann.base))
                .header("content-type", "application/json")
                .header("origin", origin.clone())
                .header("host", format!("localhost:{port}"))
                .body(body.to_string()),
        )
    };
    let (s, b, _) = post(json!({"name": "Ann"}), "/api/account/passkeys/start").await;
    assert_eq!(s, 200, "{b}");
    assert_eq!(b["publicKey"]["rp"]["id"], "localhost");
    assert_eq!(b["publicKey"]["user"]["name"], "Ann");
    let (s, _, _) = post(json!({}), "/api/account/passkeys/start").await;
    assert_eq!(s, 400);
    Person::new(addr(&t))
        .post(
            "/api/account/signup",
            json!({"name": "Bob", "password": "correct horse"}),
        )
        .await;
    let (s, _, _) = post(json!({"name": "bob"}), "/api/account/passkeys/start").await;
    assert_eq!(s, 409);
    let (s, b, _) = post(json!({}), "/api/account/passkeys/signin/start").await;
    assert_eq!(s, 200, "{b}");
    assert_eq!(b["publicKey"]["rpId"], "localhost");
    // A made-up answer signs nobody in.
    let (s, _, _) = post(
        json!({"credential": {}}),
        "/api/account/passkeys/signin/finish",
    )
    .await;
    assert_eq!(s, 400);
}

/// The sessions' table as the server's store reads and writes it.
enum SessionTable {
    Sqlite(tower_sessions_sqlx_store::SqliteStore, sqlx::SqlitePool),
    Postgres(tower_sessions_sqlx_store::PostgresStore, sqlx::PgPool),
}

impl SessionTable {
    async fn open(backend: Backend, url: &str) -> SessionTable {
        match backend {
            Backend::Sqlite => {
                let pool = sqlx::SqlitePool::connect(url).await.unwrap();
                SessionTable::Sqlite(
                    tower_sessions_sqlx_store::SqliteStore::new(pool.clone()),
                    pool,
                )
            }
            Backend::Postgres => {
                let pool = sqlx::PgPool::connect(url).await.unwrap();
                SessionTable::Postgres(
                    tower_sessions_sqlx_store::PostgresStore::new(pool.clone()),
                    pool,
                )
            }
        }
    }

    /// Moves the expiry of `person`'s session to `from_now`.
    async fn expire_in(&self, person: &Person, from_now: tower_sessions::cookie::time::Duration) {
        use tower_sessions::session_store::SessionStore;
        let id = person.session_id();
        let store: &dyn SessionStore = match self {
            SessionTable::Sqlite(s, _) => s,
            SessionTable::Postgres(s, _) => s,
        };
        let mut record = store.load(&id).await.unwrap().expect("a live session");
        record.expiry_date = tower_sessions::cookie::time::OffsetDateTime::now_utc() + from_now;
        store.save(&record).await.unwrap();
    }

    /// Whether `person`'s session is a row of the table, expired or not.
    async fn has(&self, person: &Person) -> bool {
        let id = person.session_id().to_string();
        let rows: i64 = match self {
            SessionTable::Sqlite(_, pool) => {
                sqlx::query_scalar("SELECT COUNT(*) FROM tower_sessions WHERE id = $1")
                    .bind(id)
                    .fetch_one(pool)
                    .await
            }
            SessionTable::Postgres(_, pool) => {
                sqlx::query_scalar("SELECT COUNT(*) FROM tower_sessions.session WHERE id = $1")
                    .bind(id)
                    .fetch_one(pool)
                    .await
            }
        }
        .unwrap();
        rows == 1
    }
}

impl Person {
    /// The id of the session its cookie names.
    fn session_id(&self) -> tower_sessions::session::Id {
        let cookie = self.cookie.lock().unwrap().clone().expect("signed in");
        cookie
            .strip_prefix("urbs_session=")
            .expect("the session cookie")
            .parse()
            .unwrap()
    }
}

/// Issue 31: every server deletes the sessions past their expiry from the
/// database (by itself every 15 minutes; here the sweep is called): an
/// expired one is gone, one with an hour left stays and still signs in,
/// whatever the database's own time zone.
pub async fn expired_sessions_are_swept_from_the_database(backend: Backend) {
    let mut t = common::start(backend).await;
    if backend == Backend::Postgres {
        // Twelve hours west of Greenwich: a sweep that read the UTC clock
        // as local time would take sessions with hours left.
        use sqlx::Connection;
        let mut conn = sqlx::PgConnection::connect(&t.config.database)
            .await
            .unwrap();
        let name: String = sqlx::query_scalar("SELECT current_database()")
            .fetch_one(&mut conn)
            .await
            .unwrap();
        sqlx::query(&format!(
            "ALTER DATABASE \"{name}\" SET timezone TO 'Etc/GMT+12'"
        ))
        .execute(&mut conn)
        .await
        .unwrap();
        conn.close().await.unwrap();
        // Its connections are made again, in that zone.
        t.restart().await;
    }
    let ann = crate::ratings::sign_up(&t, "Ann").await;
    let bob = crate::ratings::sign_up(&t, "Bob").await;
    let table = SessionTable::open(backend, &t.config.database).await;
    let hour = tower_sessions::cookie::time::Duration::hours(1);
    table.expire_in(&ann, -hour).await;
    table.expire_in(&bob, hour).await;
    assert!(table.has(&ann).await && table.has(&bob).await);

    t.server.as_ref().unwrap().sweep_sessions().await.unwrap();
    assert!(!table.has(&ann).await, "the expired session is deleted");
    assert!(table.has(&bob).await, "a session with an hour left stays");
    assert_eq!(bob.get("/api/account").await.1["account"]["name"], "Bob");
    assert_eq!(ann.get("/api/account").await.1, json!({"account": null}));
}
