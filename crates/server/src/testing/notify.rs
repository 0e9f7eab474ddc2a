//! The receiving ends of turn notifications, for tests (feature
//! `testing-notify`): a real SMTP server on loopback (`mailin-embedded`), a
//! push endpoint on loopback that keeps what it is sent, a browser's push
//! subscription with its private key, and the opening of a push as a push
//! service and a browser would (the VAPID JWT checked against the server's
//! published key, the aes128gcm payload decrypted with `ece`, an
//! implementation independent of the server's).
//!
//! The server's tests (`tests/server/notify_rig.rs`) and the browser tests
//! (`crates/web/tests/e2e/told.rs`) share it. Both dependencies build
//! against OpenSSL, so only their dev-dependencies turn the feature on:
//! the server itself builds without OpenSSL.
//!
//! To drive notifications from a test: start the server with
//! `ServerConfig { smtp: Some(url of smtp_server()), mail_from: Some(..) }`,
//! subscribe an account with `POST /api/account/notify/push` and the JSON
//! of a [`Subscription`] to `http://{push_endpoint's addr}/push/NAME`, turn
//! email on with `POST /api/account/notify`, and read what arrives: mails
//! in `smtp_server`'s list, pushes in `push_endpoint`'s, opened by
//! [`open_push`].

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};

use axum::extract::{Path, State};
use axum::http::HeaderMap;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde_json::{Value, json};

// ---- a real SMTP server ----

/// One mail as the SMTP server received it.
#[derive(Clone, Debug)]
pub struct Mail {
    pub to: Vec<String>,
    pub data: String,
}

impl Mail {
    /// A header's value (unfolded).
    pub fn header(&self, name: &str) -> Option<String> {
        let head = self.data.split("\r\n\r\n").next()?.replace("\r\n ", " ");
        head.lines().find_map(|l| {
            let (n, v) = l.split_once(':')?;
            n.eq_ignore_ascii_case(name).then(|| v.trim().to_string())
        })
    }

    /// The body, its transfer encoding undone, lines ending in `\n`.
    pub fn body(&self) -> String {
        let body = self.data.split_once("\r\n\r\n").map_or("", |(_, b)| b);
        // The line end before SMTP's closing "." belongs to the protocol.
        let body = body.strip_suffix("\r\n").unwrap_or(body);
        let body = body.replace("=\r\n", "").replace("\r\n", "\n");
        match self.header("Content-Transfer-Encoding").as_deref() {
            Some("quoted-printable") => unquote(&body),
            Some("base64") => String::from_utf8(
                base64::engine::general_purpose::STANDARD
                    .decode(body.split_whitespace().collect::<String>())
                    .expect("a base64 body"),
            )
            .expect("a UTF-8 body"),
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
    String::from_utf8(out).expect("a UTF-8 body")
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
pub fn smtp_server() -> (String, Arc<Mutex<Vec<Mail>>>) {
    let mails = Arc::new(Mutex::new(Vec::new()));
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a loopback port");
    let port = listener.local_addr().expect("its address").port();
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

/// The mails received for `address`, in the order they came.
pub fn mails_to(mails: &Mutex<Vec<Mail>>, address: &str) -> Vec<Mail> {
    let mails = mails.lock().unwrap();
    mails
        .iter()
        .filter(|m| m.to.iter().any(|t| t == address))
        .cloned()
        .collect()
}

/// Checks that a turn's mail says what its push `told` says and nothing
/// else (N-4), with the one-click unsubscribe link (N-7) in its headers
/// and at its foot; answers that link.
pub fn check_mail(mail: &Mail, told: &Value) -> String {
    assert_eq!(
        mail.header("Subject").expect("a subject"),
        told["title"].as_str().expect("a title")
    );
    let link = mail
        .header("List-Unsubscribe")
        .expect("a List-Unsubscribe header");
    let link = link
        .trim_start_matches('<')
        .trim_end_matches('>')
        .to_string();
    assert!(link.contains("/api/notify/unsubscribe?t="), "{link}");
    assert_eq!(
        mail.header("List-Unsubscribe-Post").as_deref(),
        Some("List-Unsubscribe=One-Click")
    );
    let expected = format!(
        "{}\n{}\n\n-- \nNo more emails about your turns, in one click: {link}\n",
        told["text"].as_str().expect("a text"),
        told["url"].as_str().expect("a link")
    );
    assert_eq!(
        mail.body(),
        expected,
        "N-4: the mail says this and nothing else"
    );
    link
}

// ---- a push endpoint ----

/// One push request as the endpoint received it.
#[derive(Clone, Debug)]
pub struct Pushed {
    /// The endpoint's last path segment: `/push/{who}`.
    pub who: String,
    pub authorization: String,
    pub encoding: String,
    pub body: Vec<u8>,
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

/// Starts a push endpoint on loopback (`POST /push/{who}`, as a push
/// service takes them): its address and what it receives.
pub async fn push_endpoint() -> (SocketAddr, Arc<Mutex<Vec<Pushed>>>) {
    let pushes = Arc::new(Mutex::new(Vec::new()));
    let app = axum::Router::new()
        .route("/push/{who}", axum::routing::post(receive))
        .with_state(pushes.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("a loopback port");
    let addr = listener.local_addr().expect("its address");
    tokio::spawn(async move { axum::serve(listener, app).await });
    (addr, pushes)
}

/// The pushes received for `/push/{who}`, in the order they came.
pub fn pushes_to(pushes: &Mutex<Vec<Pushed>>, who: &str) -> Vec<Pushed> {
    let pushes = pushes.lock().unwrap();
    pushes.iter().filter(|p| p.who == who).cloned().collect()
}

/// A browser's push subscription: what it sends the server
/// (`PushSubscription.toJSON()`), and the private key it decrypts with.
pub struct Subscription {
    pub json: Value,
    pub key: ece::EcKeyComponents,
    pub auth: [u8; 16],
}

impl Subscription {
    /// A subscription to `endpoint` with keys made here.
    pub fn new(endpoint: String) -> Subscription {
        let (pair, auth) = ece::generate_keypair_and_auth_secret().expect("a P-256 key");
        let json = json!({
            "endpoint": endpoint,
            "expirationTime": null,
            "keys": {
                "p256dh": URL_SAFE_NO_PAD.encode(pair.pub_as_raw().expect("its public key")),
                "auth": URL_SAFE_NO_PAD.encode(auth),
            },
        });
        Subscription {
            json,
            key: pair.raw_components().expect("its key"),
            auth,
        }
    }

    /// A subscription a page made (`json`, as `toJSON()` shapes it), with
    /// the P-256 private key `d` (32 bytes, base64url, as a JWK has it).
    pub fn made_by_page(json: Value, d: &str) -> Subscription {
        let decode = |what: &str, s: &Value| {
            URL_SAFE_NO_PAD
                .decode(s.as_str().unwrap_or_else(|| panic!("{what}: {json}")))
                .unwrap_or_else(|e| panic!("{what}: {e}"))
        };
        let public = decode("keys.p256dh", &json["keys"]["p256dh"]);
        let auth: [u8; 16] = decode("keys.auth", &json["keys"]["auth"])
            .try_into()
            .expect("a 16-byte auth secret");
        let private = decode("d", &json!(d));
        Subscription {
            key: ece::EcKeyComponents::new(private, public),
            auth,
            json,
        }
    }
}

/// Checks a push request as a push service would (the VAPID JWT is signed
/// by the server's published key, for this endpoint's origin) and opens it
/// as the browser would: what it was told.
pub fn open_push(
    p: &Pushed,
    subscription: &Subscription,
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
    let raw = URL_SAFE_NO_PAD.decode(server_key).expect("a base64url key");
    let public = ES256PublicKey::from_bytes(&raw).expect("a P-256 public key");
    public
        .verify_token::<NoCustomClaims>(jwt, None)
        .expect("the VAPID signature holds");
    let claims: Value = serde_json::from_slice(
        &URL_SAFE_NO_PAD
            .decode(jwt.split('.').nth(1).expect("a JWT's claims"))
            .expect("base64url claims"),
    )
    .expect("JSON claims");
    assert_eq!(claims["aud"], endpoint_origin, "{claims}");
    let plain = ece::decrypt(&subscription.key, &subscription.auth, &p.body).expect("it decrypts");
    serde_json::from_slice(&plain).expect("a JSON payload")
}

/// Checks what a person's turn in For Sale notification says: exactly a title, a
/// text and the link to their seat (N-4, no token), the link on one of
/// `servers` (their base URLs: any may send it).
pub fn check_your_turn(told: &Value, servers: &[&str], id: &str, seat: usize, name: &str) {
    let keys: Vec<&String> = told.as_object().expect("an object").keys().collect();
    assert_eq!(keys, ["text", "title", "url"], "N-4: nothing else: {told}");
    assert_eq!(told["title"], "Your turn in For Sale", "{told}");
    assert_eq!(
        told["text"],
        json!(format!("{name}, it is your turn in For Sale (game {id}).")),
        "{told}"
    );
    let url = told["url"].as_str().expect("a link");
    assert!(
        servers
            .iter()
            .any(|s| url == format!("{}/#/seat/{id}/{seat}", s.trim_end_matches('/'))),
        "the link opens the seat on one of {servers:?}: {url}"
    );
}

/// Waits until `found` finds what it looks for (a mail, a push: the
/// servers send on tasks of their own), asking every 50 ms for `secs`
/// seconds at most; an error naming `what` if it never does.
pub async fn until<T>(
    what: &str,
    secs: u64,
    mut found: impl FnMut() -> Option<T>,
) -> Result<T, String> {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(secs);
    loop {
        if let Some(v) = found() {
            return Ok(v);
        }
        if std::time::Instant::now() > deadline {
            return Err(format!("never happened in {secs} s: {what}"));
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}
