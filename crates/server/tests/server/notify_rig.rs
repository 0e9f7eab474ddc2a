//! The rig of the notification tests (`notify.rs`): a server with a
//! manual clock, mailing to a real SMTP server the test starts, and the
//! people, games and checks those tests share. The receiving ends (the
//! SMTP server, the push endpoint, a browser's subscription and the
//! opening of a push) are `urbs_server::testing::notify`, shared with the
//! browser tests.
//!
//! To drive notifications from another test: see that module.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde_json::{Value, json};
use sqlx::Row;
use urbs_server::Backend;
use urbs_server::clock::{ManualTime, TimeSource};
pub(crate) use urbs_server::testing::notify::{
    Mail, Pushed, Subscription as Browser, open_push, push_endpoint, smtp_server,
};
use urbs_server::testing::notify::{mails_to, pushes_to};

use crate::accounts::Person;
use crate::common::{self, TestServer, tokens};

pub(crate) const START: i64 = 1_800_000_000_000;
pub(crate) const DAY: i64 = 24 * 3600 * 1000;

pub(crate) fn browser(endpoint: String) -> Browser {
    Browser::new(endpoint)
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
        mails_to(&self.mails, address)
    }

    pub(crate) fn pushes_to(&self, who: &str) -> Vec<Pushed> {
        pushes_to(&self.pushes, who)
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

    /// Runs one statement on the server's database.
    pub(crate) async fn execute(&self, sql: &str) {
        let pool = self.pool().await;
        sqlx::query(sql).execute(&pool).await.unwrap();
        pool.close().await;
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
/// (N-7) to this server; answers that link.
pub(crate) fn check_mail(r: &Rig, mail: &Mail, told: &Value) -> String {
    let link = urbs_server::testing::notify::check_mail(mail, told);
    assert!(
        link.starts_with(&format!("{}/api/notify/unsubscribe?t=", r.base)),
        "{link}"
    );
    link
}
