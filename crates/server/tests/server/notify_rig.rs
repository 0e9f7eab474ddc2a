//! The rig of the notification tests (`notify.rs`): a real SMTP server
//! the test starts (`mailin-embedded`), a push endpoint on loopback that
//! records what it is sent, a browser's subscription with its private key,
//! and the opening of a push as a push service and a browser would (the
//! VAPID JWT checked against the server's published key, the aes128gcm
//! payload decrypted with `ece`).
//!
//! To drive notifications from another test: start the server with
//! `ServerConfig { smtp: Some(url of smtp_server()), mail_from: Some(..) }`,
//! subscribe an account with `POST /api/account/notify/push` and the JSON of
//! `browser(format!("http://{push_endpoint's addr}/push/NAME"))`, turn email
//! on with `POST /api/account/notify`, and read what arrives: mails in
//! `smtp_server`'s list, pushes in `push_endpoint`'s, opened by `open_push`.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::extract::{Path, State};
use axum::http::HeaderMap;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde_json::{Value, json};
use sqlx::Row;
use urbs_server::Backend;
use urbs_server::clock::{ManualTime, TimeSource};

use crate::accounts::Person;
use crate::common::{self, TestServer, tokens};

pub(crate) const START: i64 = 1_800_000_000_000;
pub(crate) const DAY: i64 = 24 * 3600 * 1000;

// ---- a real SMTP server ----

/// One mail as the SMTP server received it.
#[derive(Clone, Debug)]
pub(crate) struct Mail {
    pub to: Vec<String>,
    pub data: String,
}

impl Mail {
    /// A header's value (unfolded).
    pub(crate) fn header(&self, name: &str) -> Option<String> {
        let head = self.data.split("\r\n\r\n").next()?.replace("\r\n ", " ");
        head.lines().find_map(|l| {
            let (n, v) = l.split_once(':')?;
            n.eq_ignore_ascii_case(name).then(|| v.trim().to_string())
        })
    }

    pub(crate) fn body(&self) -> String {
        let body = self.data.split_once("\r\n\r\n").map_or("", |(_, b)| b);
        // The line end before SMTP's closing "." belongs to the protocol.
        let body = body.strip_suffix("\r\n").unwrap_or(body);
        let body = body.replace("=\r\n", "").replace("\r\n", "\n");
        match self.header("Content-Transfer-Encoding").as_deref() {
            Some("quoted-printable") => unquote(&body),
            Some("base64") => String::from_utf8(
                base64::engine::general_purpose::STANDARD
                    .decode(body.split_whitespace().collect::<String>())
                    .unwrap(),
            )
            .unwrap(),
            _ => body,
        }
    }
}

/// Undoes quoted-printable's `=XX` (soft breaks are gone already).
fn unquote(s: &str) -> String {
    let mut out = Vec::new();
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'='
            && i + 2 < b.len()
            && let Ok(v) = u8::from_str_radix(&s[i + 1..i + 3], 16)
        {
            out.push(v);
            i += 3;
            continue;
        }
        out.push(b[i]);
        i += 1;
    }
    String::from_utf8(out).unwrap()
}

#[derive(Clone)]
struct Inbox {
    mails: Arc<Mutex<Vec<Mail>>>,
    to: Vec<String>,
    data: Vec<u8>,
}

impl mailin_embedded::Handler for Inbox {
    fn data_start(
        &mut self,
        _domain: &str,
        _from: &str,
        _is8bit: bool,
        to: &[String],
    ) -> mailin_embedded::Response {
        self.to = to.to_vec();
        self.data.clear();
        mailin_embedded::response::OK
    }

    fn data(&mut self, buf: &[u8]) -> std::io::Result<()> {
        self.data.extend_from_slice(buf);
        Ok(())
    }

    fn data_end(&mut self) -> mailin_embedded::Response {
        self.mails.lock().unwrap().push(Mail {
            to: std::mem::take(&mut self.to),
            data: String::from_utf8_lossy(&std::mem::take(&mut self.data)).into_owned(),
        });
        mailin_embedded::response::OK
    }
}

/// Starts an SMTP server on loopback: its URL and what it receives.
pub(crate) fn smtp_server() -> (String, Arc<Mutex<Vec<Mail>>>) {
    let mails = Arc::new(Mutex::new(Vec::new()));
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let mut server = mailin_embedded::Server::new(Inbox {
        mails: mails.clone(),
        to: Vec::new(),
        data: Vec::new(),
    });
    server.with_name("mail.test").with_tcp_listener(listener);
    std::thread::spawn(move || {
        let _ = server.serve();
    });
    (format!("smtp://127.0.0.1:{port}"), mails)
}

// ---- a push endpoint ----

/// One push request as the endpoint received it.
#[derive(Clone, Debug)]
pub(crate) struct Pushed {
    pub(crate) who: String,
    pub(crate) authorization: String,
    pub(crate) encoding: String,
    pub(crate) body: Vec<u8>,
}

async fn receive(
    State(pushes): State<Arc<Mutex<Vec<Pushed>>>>,
    Path(who): Path<String>,
    headers: HeaderMap,
    body: axum::body::Bytes,
) -> axum::http::StatusCode {
    let header = |n: &str| {
        headers
            .get(n)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .to_string()
    };
    pushes.lock().unwrap().push(Pushed {
        who,
        authorization: header("authorization"),
        encoding: header("content-encoding"),
        body: body.to_vec(),
    });
    axum::http::StatusCode::CREATED
}

pub(crate) async fn push_endpoint() -> (SocketAddr, Arc<Mutex<Vec<Pushed>>>) {
    let pushes = Arc::new(Mutex::new(Vec::new()));
    let app = axum::Router::new()
        .route("/push/{who}", axum::routing::post(receive))
        .with_state(pushes.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await });
    (addr, pushes)
}

/// A browser's subscription: what it sends the server, and its private key.
pub(crate) struct Browser {
    pub(crate) json: Value,
    pub(crate) key: ece::EcKeyComponents,
    pub(crate) auth: [u8; 16],
}

pub(crate) fn browser(endpoint: String) -> Browser {
    let (pair, auth) = ece::generate_keypair_and_auth_secret().unwrap();
    let json = json!({
        "endpoint": endpoint,
        "expirationTime": null,
        "keys": {
            "p256dh": URL_SAFE_NO_PAD.encode(pair.pub_as_raw().unwrap()),
            "auth": URL_SAFE_NO_PAD.encode(auth),
        },
    });
    Browser {
        json,
        key: pair.raw_components().unwrap(),
        auth,
    }
}

/// Checks a push request as a push service would (the VAPID JWT is signed
/// by the server's published key, for this endpoint's origin) and opens it
/// as the browser would: what it was told.
pub(crate) fn open_push(
    p: &Pushed,
    browser: &Browser,
    server_key: &str,
    endpoint_origin: &str,
) -> Value {
    use jwt_simple::prelude::*;
    assert_eq!(p.encoding, "aes128gcm");
    let rest = p
        .authorization
        .strip_prefix("vapid t=")
        .expect("a VAPID header");
    let (jwt, k) = rest.split_once(", k=").expect("t= and k=");
    assert_eq!(k, server_key, "the key the server publishes signs");
    let raw = URL_SAFE_NO_PAD.decode(server_key).unwrap();
    let public = ES256PublicKey::from_bytes(&raw).unwrap();
    public
        .verify_token::<NoCustomClaims>(jwt, None)
        .expect("the VAPID signature holds");
    let claims: Value = serde_json::from_slice(
        &URL_SAFE_NO_PAD
            .decode(jwt.split('.').nth(1).unwrap())
            .unwrap(),
    )
    .unwrap();
    assert_eq!(claims["aud"], endpoint_origin, "{claims}");
    let plain = ece::decrypt(&browser.key, &browser.auth, &p.body).expect("it decrypts");
    serde_json::from_slice(&plain).unwrap()
}

// ---- the rig ----

pub(crate) struct Rig {
    pub(crate) t: TestServer,
    pub(crate) time: Arc<ManualTime>,
    pub(crate) mails: Arc<Mutex<Vec<Mail>>>,
    pub(crate) pushes: Arc<Mutex<Vec<Pushed>>>,
    pub(crate) push_addr: SocketAddr,
    pub(crate) server_key: String,
    /// Where the server's links point.
    pub(crate) base: String,
}

pub(crate) async fn rig(backend: Backend) -> Rig {
    let (smtp, mails) = smtp_server();
    rig_mailing(backend, smtp, mails).await
}

/// [`rig`] with the SMTP server at `smtp`.
pub(crate) async fn rig_mailing(
    backend: Backend,
    smtp: String,
    mails: Arc<Mutex<Vec<Mail>>>,
) -> Rig {
    let (push_addr, pushes) = push_endpoint().await;
    let time = ManualTime::new(START);
    let clock = time.clone();
    let t = common::start_configured(backend, move |c| {
        c.smtp = Some(smtp);
        c.mail_from = Some("urbs <urbs@example.org>".into());
        c.time = Some(clock);
        c.limits.games_per_minute = 0.0;
    })
    .await;
    let key = t.client.get("/api/notify/key").await.unwrap();
    let server_key = key.body["public_key"].as_str().unwrap().to_string();
    assert_eq!(URL_SAFE_NO_PAD.decode(&server_key).unwrap().len(), 65);
    let base = format!("http://{}", t.server.as_ref().unwrap().addr());
    Rig {
        base,
        t,
        time,
        mails,
        pushes,
        push_addr,
        server_key,
    }
}

impl Rig {
    pub(crate) fn addr(&self) -> SocketAddr {
        self.t.server.as_ref().unwrap().addr()
    }

    pub(crate) async fn person(&self, name: &str) -> Person {
        crate::ratings::sign_up_at(self.addr(), name).await
    }

    pub(crate) fn browser(&self, who: &str) -> Browser {
        browser(format!("http://{}/push/{who}", self.push_addr))
    }

    pub(crate) fn mails_to(&self, address: &str) -> Vec<Mail> {
        let mails = self.mails.lock().unwrap();
        mails
            .iter()
            .filter(|m| m.to.iter().any(|t| t == address))
            .cloned()
            .collect()
    }

    pub(crate) fn pushes_to(&self, who: &str) -> Vec<Pushed> {
        let pushes = self.pushes.lock().unwrap();
        pushes.iter().filter(|p| p.who == who).cloned().collect()
    }

    /// Waits until `done` holds (the server plans and sends on its own
    /// task); fails saying `what` if it never does.
    pub(crate) async fn until(&self, what: &str, done: impl Fn(&Rig) -> bool) {
        for _ in 0..400 {
            if done(self) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("never happened: {what}");
    }

    pub(crate) async fn pool(&self) -> sqlx::AnyPool {
        sqlx::any::install_default_drivers();
        sqlx::any::AnyPoolOptions::new()
            .max_connections(1)
            .connect(&self.t.config.database)
            .await
            .unwrap()
    }

    /// The outbox: (kind, channel, target, result) of every row.
    pub(crate) async fn outbox(&self) -> Vec<(String, String, String, Option<String>, i64)> {
        let pool = self.pool().await;
        let rows = sqlx::query(
            "SELECT kind, channel, target, result, due_at FROM notifications ORDER BY id",
        )
        .fetch_all(&pool)
        .await
        .unwrap();
        pool.close().await;
        rows.iter()
            .map(|r| {
                (
                    r.get("kind"),
                    r.get("channel"),
                    r.get("target"),
                    r.get("result"),
                    r.get("due_at"),
                )
            })
            .collect()
    }

    /// Waits until every notification due now is done (sent or dropped).
    pub(crate) async fn settled(&self) {
        for _ in 0..400 {
            let pool = self.pool().await;
            let open: i64 = sqlx::query_scalar(
                "SELECT COUNT(*) FROM notifications WHERE done_at IS NULL AND due_at <= $1",
            )
            .bind(self.time.now_ms())
            .fetch_one(&pool)
            .await
            .unwrap();
            let unplanned: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM turns WHERE planned = 0")
                .fetch_one(&pool)
                .await
                .unwrap();
            pool.close().await;
            if open == 0 && unplanned == 0 {
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("the outbox never settled");
    }
}

/// A For Sale game of two people and a bot, turn-based (a day per move),
/// whose seats `people` hold, in order; answers its id and the tokens.
pub(crate) async fn game_of(
    r: &Rig,
    people: &[&Person],
    per_move_ms: i64,
) -> (String, Vec<String>) {
    let created =
        r.t.create(json!({
            "game": "forsale",
            "players": 3,
            "seats": [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "random"}],
            "time_control": {"kind": "per_move", "per_move_ms": per_move_ms},
        }))
        .await;
    let toks: Vec<String> = tokens(&created).into_iter().flatten().collect();
    for (p, token) in people.iter().zip(&toks) {
        let (s, b) = p
            .post(
                "/api/account/seats",
                json!({"game": created.id, "token": token}),
            )
            .await;
        assert!(s < 300, "{b}");
    }
    (created.id, toks)
}

/// Turns email (and the digest, if asked) on for `p`.
pub(crate) async fn email_on(p: &Person, address: &str, digest: bool) {
    let (s, b) = p
        .post(
            "/api/account/notify",
            json!({"email": address, "email_on": true, "digest": digest}),
        )
        .await;
    assert_eq!(s, 200, "{b}");
    assert_eq!(b["email_on"], true, "{b}");
}

pub(crate) async fn subscribe(p: &Person, b: &Browser) {
    let (s, body) = p.post("/api/account/notify/push", b.json.clone()).await;
    assert_eq!(s, 200, "{body}");
}

/// What a turn's notification must say, exactly (N-4).
pub(crate) fn expected(r: &Rig, id: &str, seat: usize, reminder: bool) -> Value {
    let name = format!("seat {}", seat + 1);
    let (title, text) = if reminder {
        (
            "Reminder: your turn in For Sale".to_string(),
            format!("{name}, half the time for your move in For Sale (game {id}) is gone."),
        )
    } else {
        (
            "Your turn in For Sale".to_string(),
            format!("{name}, it is your turn in For Sale (game {id})."),
        )
    };
    json!({
        "title": title,
        "text": text,
        "url": format!("{}/#/seat/{id}/{seat}", r.base),
    })
}

/// The one seat of `seats` the game waits for now.
pub(crate) async fn to_act(r: &Rig, id: &str) -> usize {
    let st = r.t.state(id, None).await;
    assert_eq!(
        st.to_act.len(),
        1,
        "For Sale's buying is one seat at a time"
    );
    st.to_act[0]
}

/// Plays one legal action of `seat` (its first).
pub(crate) async fn play(r: &Rig, id: &str, token: &str) {
    let st = r.t.state(id, Some(token)).await;
    let action = st.legal[0].json.clone();
    let reply = r.t.client.act(id, token, &action, None).await.unwrap();
    assert_eq!(reply.status, 200, "{}", reply.body);
}

/// Plays the bot's seat out of the way: waits until a person must act.
pub(crate) async fn until_a_person_acts(r: &Rig, id: &str) -> usize {
    for _ in 0..400 {
        let seat = to_act(r, id).await;
        if seat < 2 {
            return seat;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the bot never moved");
}

/// Checks a mail says exactly what N-4 allows, with the unsubscribe link
/// (N-7); answers that link.
pub(crate) fn check_mail(r: &Rig, mail: &Mail, told: &Value) -> String {
    assert_eq!(
        mail.header("Subject").unwrap(),
        told["title"].as_str().unwrap()
    );
    let link = mail.header("List-Unsubscribe").unwrap();
    let link = link
        .trim_start_matches('<')
        .trim_end_matches('>')
        .to_string();
    assert!(
        link.starts_with(&format!("{}/api/notify/unsubscribe?t=", r.base)),
        "{link}"
    );
    assert_eq!(
        mail.header("List-Unsubscribe-Post").unwrap(),
        "List-Unsubscribe=One-Click"
    );
    let expected = format!(
        "{}\n{}\n\n-- \nNo more emails about your turns, in one click: {link}\n",
        told["text"].as_str().unwrap(),
        told["url"].as_str().unwrap()
    );
    assert_eq!(
        mail.body(),
        expected,
        "N-4: the mail says this and nothing else"
    );
    link
}
