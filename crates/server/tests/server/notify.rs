//! Turn notifications (docs/rules/table.md N-1 .. N-7; docs/api.md,
//! "Notifications"), end to end on a real listener: a real SMTP server the
//! test starts (`mailin-embedded`) receives the mail; a push endpoint the
//! test runs on loopback checks each request's VAPID signature (ES256,
//! against the key the server publishes) and decrypts its payload
//! (aes128gcm, RFC 8291) with the subscription's private key (`ece`). The
//! time is a manual clock: a reminder is due when the test moves it, never
//! after a sleep. Waiting is for events (a mail, a row done), bounded.
//!
//! The rig (servers, endpoints, helpers) is `notify_rig.rs`.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::json;
use urbs_server::Backend;
use urbs_server::clock::ManualTime;

use crate::accounts::Person;
use crate::common;
use crate::notify_rig::*;

/// N-1, N-4, N-7: the one to act gets one mail and one push with the link
/// to the seat; moving makes the other's arrive; every notification says
/// exactly the game, whose turn and the link; a restart sends nothing
/// again; the mail's unsubscribe link turns email off and nothing else.
pub async fn n1_n4_n7_the_one_to_act_is_told_once_by_mail_and_push(backend: Backend) {
    let r = rig(backend).await;
    let (ann, bob) = (r.person("Ann").await, r.person("Bob").await);
    let (ann_b, bob_b) = (r.browser("ann"), r.browser("bob"));
    email_on(&ann, "ann@example.org", false).await;
    email_on(&bob, "bob@example.org", false).await;
    subscribe(&ann, &ann_b).await;
    subscribe(&bob, &bob_b).await;
    let (id, toks) = game_of(&r, &[&ann, &bob], DAY).await;
    let who = |seat: usize| {
        if seat == 0 {
            ("ann", "ann@example.org")
        } else {
            ("bob", "bob@example.org")
        }
    };
    let browser_of = |seat: usize| if seat == 0 { &ann_b } else { &bob_b };
    // RFC 8292: the audience is the endpoint's origin, its port included.
    let origin = &format!("http://{}", r.push_addr);

    let first = until_a_person_acts(&r, &id).await;
    let (name, address) = who(first);
    r.until("the first mail and push", |r| {
        !r.mails_to(address).is_empty() && !r.pushes_to(name).is_empty()
    })
    .await;
    r.settled().await;
    let told = expected(&r, &id, first, false);
    assert_eq!(r.mails_to(address).len(), 1);
    assert_eq!(r.pushes_to(name).len(), 1);
    let link = check_mail(&r, &r.mails_to(address)[0], &told);
    let pushed = open_push(
        &r.pushes_to(name)[0],
        browser_of(first),
        &r.server_key,
        origin,
    );
    assert_eq!(pushed, told, "N-4: the push says this and nothing else");
    let other = 1 - first;
    assert!(r.mails_to(who(other).1).is_empty());
    assert!(r.pushes_to(who(other).0).is_empty());

    // N-1: planning the turn again (another server, or a restart, that
    // found it unplanned) adds nothing: the outbox's key is the turn's.
    let rows = r.outbox().await.len();
    r.execute("UPDATE turns SET planned = 0").await;
    r.settled().await;
    assert_eq!(r.outbox().await.len(), rows);
    assert_eq!(r.mails.lock().unwrap().len(), 1);
    assert_eq!(r.pushes.lock().unwrap().len(), 1);

    // Moving makes the other's notification arrive (after the bot's move,
    // if the bot is next).
    play(&r, &id, &toks[first]).await;
    let next = until_a_person_acts(&r, &id).await;
    let (n_name, n_address) = who(next);
    let want = if next == first { 2 } else { 1 };
    r.until("the next person's notification", |r| {
        r.mails_to(n_address).len() == want && r.pushes_to(n_name).len() == want
    })
    .await;
    r.settled().await;
    let told = expected(&r, &id, next, false);
    let pushes = r.pushes_to(n_name);
    assert_eq!(
        open_push(&pushes[want - 1], browser_of(next), &r.server_key, origin),
        told
    );
    check_mail(&r, &r.mails_to(n_address)[want - 1], &told);
    // N-1: one per turn, per channel and address, and nothing more.
    assert_eq!(r.mails.lock().unwrap().len(), 2, "one mail per turn");
    assert_eq!(r.pushes.lock().unwrap().len(), 2, "one push per turn");

    // N-7: the link shows a button and changes nothing; pressing it (as a
    // mail program does, RFC 8058: a form, no session) turns email off.
    let holder = if first == 0 { &ann } else { &bob };
    let (_, before) = holder.get("/api/account/notify").await;
    assert_eq!(before["email_on"], true);
    let http = reqwest::Client::new();
    let page = http.get(&link).send().await.unwrap();
    assert_eq!(page.status(), 200);
    assert!(page.text().await.unwrap().contains("<form method=\"post\""));
    assert_eq!(holder.get("/api/account/notify").await.1, before);
    let press = |url: String| {
        http.post(url)
            .header("content-type", "application/x-www-form-urlencoded")
            .body("List-Unsubscribe=One-Click")
            .send()
    };
    let forged = press(link.replace("t=", "t=x")).await.unwrap();
    assert_eq!(forged.status(), 403);
    assert_eq!(holder.get("/api/account/notify").await.1, before);
    let pressed = press(link.clone()).await.unwrap();
    assert_eq!(pressed.status(), 200);
    let (_, after) = holder.get("/api/account/notify").await;
    let mut expect = before.clone();
    expect["email_on"] = json!(false);
    assert_eq!(after, expect, "N-7: email off, nothing else changed");
}

/// N-1: a guest's turns are never written down (nobody would be told of
/// them); once an account claims a seat, the turn it is in is written at
/// once, and its next ones as they begin and end, the guest's still not.
pub async fn n1_only_the_turns_of_seats_accounts_hold_are_written(backend: Backend) {
    let r = rig(backend).await;
    let ann = r.person("Ann").await;
    let (id, toks) = game_of(&r, &[], DAY).await;
    let rows = || async {
        let pool = r.pool().await;
        let rows: Vec<(i64, Option<i64>)> =
            sqlx::query_as("SELECT seat, ended_at FROM turns ORDER BY turn, seat")
                .fetch_all(&pool)
                .await
                .unwrap();
        pool.close().await;
        rows
    };
    // Guests play two turns: nothing is written. (Few plays in all: For
    // Sale's buying may end after eight, and its selling is not one seat
    // at a time.)
    for _ in 0..2 {
        let seat = until_a_person_acts(&r, &id).await;
        play(&r, &id, &toks[seat]).await;
    }
    assert_eq!(rows().await, [], "no row for a guest's turn");

    // Ann claims the seat whose turn it is: that turn is written now.
    let seat = until_a_person_acts(&r, &id).await;
    let (s, b) = ann
        .post(
            "/api/account/seats",
            json!({"game": id, "token": toks[seat]}),
        )
        .await;
    assert_eq!(s, 200, "{b}");
    assert_eq!(rows().await, [(seat as i64, None)], "the turn going on");

    // Told again (a claim tried again, or a holder that read the seat as
    // held already): the turn is not written twice, and where its row is
    // missing it is written.
    let claimed = || async {
        let reply =
            r.t.client
                .post(&format!("/api/games/{id}/claimed"), &json!({}))
                .await;
        assert_eq!(reply.unwrap().status, 200);
    };
    claimed().await;
    assert_eq!(rows().await, [(seat as i64, None)], "written once");
    r.execute("DELETE FROM turns").await;
    claimed().await;
    assert_eq!(rows().await, [(seat as i64, None)], "written where missing");

    // It ends when she plays; the other seat's turns stay unwritten, hers
    // are written again as they begin and end.
    play(&r, &id, &toks[seat]).await;
    let mut ended = 1;
    for _ in 0..2 {
        let next = until_a_person_acts(&r, &id).await;
        ended += usize::from(next == seat);
        play(&r, &id, &toks[next]).await;
    }
    let open = until_a_person_acts(&r, &id).await == seat;
    let rows = rows().await;
    assert!(rows.iter().all(|(s, _)| *s == seat as i64), "{rows:?}");
    let open_rows = rows.iter().filter(|(_, e)| e.is_none()).count();
    assert_eq!(rows.len() - open_rows, ended, "{rows:?}");
    assert_eq!(open_rows, usize::from(open), "{rows:?}");
}

/// N-3: in a turn-based game a reminder comes when half the move's time is
/// gone, once; a turn that ended before then gets none.
pub async fn n3_a_reminder_at_half_the_moves_time(backend: Backend) {
    let r = rig(backend).await;
    let (ann, bob) = (r.person("Ann").await, r.person("Bob").await);
    let (ann_b, bob_b) = (r.browser("ann"), r.browser("bob"));
    email_on(&ann, "ann@example.org", false).await;
    email_on(&bob, "bob@example.org", false).await;
    subscribe(&ann, &ann_b).await;
    subscribe(&bob, &bob_b).await;
    let (id, toks) = game_of(&r, &[&ann, &bob], DAY).await;
    let first = until_a_person_acts(&r, &id).await;
    let (name, address, b) = if first == 0 {
        ("ann", "ann@example.org", &ann_b)
    } else {
        ("bob", "bob@example.org", &bob_b)
    };
    r.until("the turn's notifications", |r| {
        r.mails_to(address).len() == 1 && r.pushes_to(name).len() == 1
    })
    .await;
    r.settled().await;
    // Not yet: a millisecond before half the day.
    r.time.advance(DAY / 2 - 1);
    r.settled().await;
    assert_eq!(r.mails_to(address).len(), 1);
    r.time.advance(1);
    r.until("the reminder", |r| {
        r.mails_to(address).len() == 2 && r.pushes_to(name).len() == 2
    })
    .await;
    r.settled().await;
    let told = expected(&r, &id, first, true);
    check_mail(&r, &r.mails_to(address)[1], &told);
    assert_eq!(
        open_push(
            &r.pushes_to(name)[1],
            b,
            &r.server_key,
            &format!("http://{}", r.push_addr),
        ),
        told
    );
    // Once: more time brings nothing more.
    r.time.advance(DAY / 4);
    r.settled().await;
    assert_eq!(r.mails_to(address).len(), 2);

    // The next person moves before half their time: their reminders are
    // dropped, never sent; the turn now waiting is reminded at its half.
    play(&r, &id, &toks[first]).await;
    let next = until_a_person_acts(&r, &id).await;
    r.settled().await;
    play(&r, &id, &toks[next]).await;
    until_a_person_acts(&r, &id).await;
    r.settled().await;
    r.time.advance(DAY / 2);
    r.settled().await;
    let outbox = r.outbox().await;
    let dropped = outbox
        .iter()
        .filter(|o| o.0 == "reminder" && o.3.as_deref() == Some("dropped: the turn is over"))
        .count();
    assert_eq!(dropped, 2, "mail and push reminders dropped: {outbox:?}");
    let reminders = r
        .mails
        .lock()
        .unwrap()
        .iter()
        .filter(|m| m.header("Subject").unwrap().starts_with("Reminder"))
        .count();
    assert_eq!(reminders, 2, "the first turn's and the waiting turn's");
}

/// N-5: with the digest, a turn brings no mail at once; a day after the
/// first turn it holds, one mail lists the turns still waiting.
pub async fn n5_the_daily_digest_replaces_a_mail_per_turn(backend: Backend) {
    let r = rig(backend).await;
    let (ann, bob) = (r.person("Ann").await, r.person("Bob").await);
    email_on(&ann, "ann@example.org", true).await;
    email_on(&bob, "bob@example.org", true).await;
    let (id, _toks) = game_of(&r, &[&ann, &bob], 7 * DAY).await;
    let first = until_a_person_acts(&r, &id).await;
    let address = ["ann@example.org", "bob@example.org"][first];
    r.settled().await;
    let outbox = r.outbox().await;
    assert_eq!(outbox.len(), 1, "one digest line, no reminder: {outbox:?}");
    assert_eq!(outbox[0].1, "digest");
    assert_eq!(outbox[0].4, START + DAY, "a day after the turn began");
    assert!(r.mails.lock().unwrap().is_empty(), "no mail at once");
    r.time.advance(DAY);
    r.until("the digest", |r| r.mails_to(address).len() == 1)
        .await;
    r.settled().await;
    let mail = &r.mails_to(address)[0];
    let told = expected(&r, &id, first, false);
    assert_eq!(
        mail.header("Subject").unwrap(),
        "urbs: 1 game waits for you"
    );
    assert!(mail.body().starts_with(&format!(
        "{}\n{}\n\n-- \n",
        told["text"].as_str().unwrap(),
        told["url"].as_str().unwrap()
    )));
    assert_eq!(r.mails.lock().unwrap().len(), 1);
}

/// N-1: a mail server that takes the connection and never answers holds
/// up nothing else: the push of the same turn arrives, and so does the
/// next turn's, while the mail waits for its time limit and is then
/// tried again later.
pub async fn n1_a_mail_server_that_hangs_holds_up_nothing_else(backend: Backend) {
    // Accepts, then never says a word (kept open until the test ends).
    let silent = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = silent.local_addr().unwrap().port();
    let held = Arc::new(Mutex::new(Vec::new()));
    let keep = held.clone();
    std::thread::spawn(move || {
        for conn in silent.incoming() {
            keep.lock().unwrap().push(conn);
        }
    });
    let r = rig_mailing(
        backend,
        format!("smtp://127.0.0.1:{port}"),
        Arc::new(Mutex::new(Vec::new())),
    )
    .await;
    let (ann, bob) = (r.person("Ann").await, r.person("Bob").await);
    let (ann_b, bob_b) = (r.browser("ann"), r.browser("bob"));
    for (p, address, b) in [
        (&ann, "ann@example.org", &ann_b),
        (&bob, "bob@example.org", &bob_b),
    ] {
        email_on(p, address, false).await;
        subscribe(p, b).await;
    }
    let (id, toks) = game_of(&r, &[&ann, &bob], DAY).await;
    let first = until_a_person_acts(&r, &id).await;
    let who = ["ann", "bob"];
    r.until("the first turn's push", |r| {
        r.pushes_to(who[first]).len() == 1
    })
    .await;
    r.until("the mail server reached", |_| {
        !held.lock().unwrap().is_empty()
    })
    .await;
    play(&r, &id, &toks[first]).await;
    let next = until_a_person_acts(&r, &id).await;
    let want = if next == first { 2 } else { 1 };
    r.until("the next turn's push", |r| {
        r.pushes_to(who[next]).len() == want
    })
    .await;
    // The first mail is still out (claimed, not done): nothing waited on it.
    let outbox = r.outbox().await;
    assert!(
        outbox.iter().any(|o| o.1 == "email" && o.3.is_none()),
        "{outbox:?}"
    );
}

/// N-6, N-2: a server without `--smtp` offers no email (and refuses it);
/// a game with no time per move is told only to those who asked for
/// real-time games too.
pub async fn n2_n6_email_needs_smtp_and_real_time_needs_asking(backend: Backend) {
    let (push_addr, pushes) = push_endpoint().await;
    let t = common::start_configured(backend, |c| c.limits.games_per_minute = 0.0).await;
    let addr = t.server.as_ref().unwrap().addr();
    let ann = Person::new(addr);
    ann.post(
        "/api/account/signup",
        json!({"name": "Ann", "password": "correct horse"}),
    )
    .await;
    let (s, b) = ann.get("/api/account/notify").await;
    assert_eq!(s, 200, "{b}");
    assert_eq!(b["email_offered"], false);
    let (s, b) = ann
        .post(
            "/api/account/notify",
            json!({"email": "ann@example.org", "email_on": true}),
        )
        .await;
    assert_eq!(s, 400, "{b}");
    assert!(b["error"].as_str().unwrap().contains("--smtp"), "{b}");
    let (s, b) = ann
        .post("/api/account/notify", json!({"email": "not an address"}))
        .await;
    assert_eq!(s, 400, "{b}");
    let br = browser(format!("http://{push_addr}/push/ann"));
    let (s, b) = ann.post("/api/account/notify/push", br.json.clone()).await;
    assert_eq!(s, 200, "{b}");
    assert_eq!(b["push"], json!([br.json["endpoint"]]));
    // A game with no clock, Ann alone with a bot: real time (N-2).
    let game = |_: ()| {
        json!({"game": "forsale", "players": 3,
               "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}]})
    };
    let created = t.create(game(())).await;
    let token = created.seats[0].token.clone().unwrap();
    ann.post(
        "/api/account/seats",
        json!({"game": created.id, "token": token}),
    )
    .await;
    let pool = {
        sqlx::any::install_default_drivers();
        sqlx::AnyPool::connect(&t.config.database).await.unwrap()
    };
    let planned = || async {
        let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM turns WHERE planned = 0")
            .fetch_one(&pool)
            .await
            .unwrap();
        n
    };
    for _ in 0..400 {
        let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM turns")
            .fetch_one(&pool)
            .await
            .unwrap();
        if n > 0 && planned().await == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let rows: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM notifications")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(rows, 0, "N-2: a real-time game is not told by default");
    assert!(pushes.lock().unwrap().is_empty());
    // Asked for: the next game's turns are told.
    let (s, b) = ann
        .post("/api/account/notify", json!({"real_time": true}))
        .await;
    assert_eq!(s, 200, "{b}");
    let created = t.create(game(())).await;
    let token = created.seats[0].token.clone().unwrap();
    ann.post(
        "/api/account/seats",
        json!({"game": created.id, "token": token}),
    )
    .await;
    for _ in 0..400 {
        if !pushes.lock().unwrap().is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(pushes.lock().unwrap().len(), 1, "N-2: told when asked for");
    // A deleted account's choices and browsers are forgotten with it.
    let (s, b) = ann.post("/api/account/delete", json!({})).await;
    assert!(s < 300, "{b}");
    let left = sqlx::query_scalar::<_, i64>(
        "SELECT (SELECT COUNT(*) FROM push_subscriptions)
              + (SELECT COUNT(*) FROM notify_settings)",
    )
    .fetch_one(&pool)
    .await
    .unwrap();
    assert_eq!(left, 0, "a deleted account's address and browsers stay");
    pool.close().await;
}

/// N-1: two servers on one PostgreSQL database send each notification
/// once: both plan and send, and the outbox's keys and claims keep every
/// turn single. (PostgreSQL only: one server per SQLite database.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn n1_two_servers_send_each_notification_once() {
    let (smtp, mails) = smtp_server();
    let (push_addr, pushes) = push_endpoint().await;
    let time = ManualTime::new(START);
    let clock = time.clone();
    let first = common::start_configured(Backend::Postgres, move |c| {
        // The same public URL on both, so their links are the same.
        c.public_url = Some("http://urbs.test".into());
        c.smtp = Some(smtp);
        c.mail_from = Some("urbs@example.org".into());
        c.time = Some(clock);
        c.seat_key = Some("shared secret".into());
        c.limits.games_per_minute = 0.0;
    })
    .await;
    let second = urbs_server::start(first.config.clone()).await.unwrap();
    let key = first.client.get("/api/notify/key").await.unwrap();
    let r = Rig {
        server_key: key.body["public_key"].as_str().unwrap().to_string(),
        base: "http://urbs.test".into(),
        t: first,
        time,
        mails,
        pushes,
        push_addr,
    };
    let ann = r.person("Ann").await;
    let bob = crate::ratings::sign_up_at(second.addr(), "Bob").await;
    let (ann_b, bob_b) = (r.browser("ann"), r.browser("bob"));
    email_on(&ann, "ann@example.org", false).await;
    email_on(&bob, "bob@example.org", false).await;
    subscribe(&ann, &ann_b).await;
    subscribe(&bob, &bob_b).await;
    let (id, toks) = game_of(&r, &[&ann, &bob], DAY).await;
    // Six turns of people, each moved as soon as it is told.
    let mut turns = 0;
    let mut told = [0, 0];
    loop {
        let seat = until_a_person_acts(&r, &id).await;
        turns += 1;
        told[seat] += 1;
        let (who, want) = (["ann", "bob"][seat], told[seat]);
        r.until("the turn's push", |r| r.pushes_to(who).len() >= want)
            .await;
        r.settled().await;
        if turns == 6 {
            break;
        }
        play(&r, &id, &toks[seat]).await;
    }
    r.settled().await;
    let outbox = r.outbox().await;
    let sent = outbox
        .iter()
        .filter(|o| o.3.as_deref() == Some("sent"))
        .count();
    assert_eq!(
        r.mails.lock().unwrap().len() + r.pushes.lock().unwrap().len(),
        sent
    );
    assert_eq!(r.mails.lock().unwrap().len(), turns, "one mail per turn");
    assert_eq!(r.pushes.lock().unwrap().len(), turns, "one push per turn");
    // N-4: every notification either server sent says exactly this.
    for p in r.pushes.lock().unwrap().iter() {
        let (seat, b) = if p.who == "ann" {
            (0, &ann_b)
        } else {
            (1, &bob_b)
        };
        let told = open_push(p, b, &r.server_key, &format!("http://{}", r.push_addr));
        assert_eq!(told, expected(&r, &id, seat, false));
    }
    for m in r.mails.lock().unwrap().iter() {
        let seat = usize::from(m.to[0] != "ann@example.org");
        check_mail(&r, m, &expected(&r, &id, seat, false));
    }
    second.stop().await;
}
