//! Invitations over HTTP (docs/api.md, "Invitations"; rulings I-1 .. I-8
//! in docs/rules/table.md): an account invited by name to a seat of a new
//! game or of a rematch, the seat held for it, accepted or declined once;
//! lapsed with its game or its account; limited per account; nothing
//! hidden shown. On PostgreSQL, invited on one server, accepted on another.

use std::sync::Arc;

use serde_json::{Value, json};
use urbs_server::clock::ManualTime;
use urbs_server::{Backend, SeatKind, Status};

use crate::accounts::{Person, addr};
use crate::common::{self, TestServer, play_out};
use crate::ratings::sign_up;

/// A For Sale game of three: the creator, `invited` at seat 1, `last` at seat 2.
fn inviting(invited: Value, last: Value) -> Value {
    json!({
        "game": "forsale",
        "seats": [{"kind": "human", "name": "Ann"}, invited, last],
    })
}

fn invite(name: &str) -> Value {
    json!({"kind": "invite", "name": name})
}

async fn games_in_lobby(t: &TestServer) -> usize {
    let r = t.client.get("/api/games?limit=200").await.unwrap();
    r.body["games"].as_array().unwrap().len()
}

async fn received(p: &Person) -> Vec<Value> {
    let (s, b) = p.get("/api/account/invitations").await;
    assert_eq!(s, 200, "{b}");
    b["received"].as_array().unwrap().clone()
}

async fn sent(p: &Person) -> Vec<Value> {
    let (s, b) = p.get("/api/account/invitations").await;
    assert_eq!(s, 200, "{b}");
    b["sent"].as_array().unwrap().clone()
}

async fn answer(p: &Person, id: &str, seat: usize, how: &str) -> (u16, Value) {
    p.post(
        &format!("/api/games/{id}/invitations/{seat}/{how}"),
        json!({}),
    )
    .await
}

/// I-1: who may invite whom; bad invitations are refused and nothing is
/// created. I-2: the invited seat is held; I-3: accepting seats the
/// account and its account holds the seat; I-5: once; I-8: nothing hidden.
pub async fn i1_i2_i3_an_invited_seat_is_held_for_its_account(backend: Backend) {
    let t = common::start(backend).await;
    let ann = sign_up(&t, "Ann").await;
    let bob = sign_up(&t, "Bob").await;
    let cid = sign_up(&t, "Cid").await;
    let stranger = Person::new(addr(&t));

    let open = json!({"kind": "open"});
    // I-1: an invitation comes from an account, names an account, not
    // oneself, and one account once per game; a malformed seat is a 400.
    let (s, b) = stranger
        .post("/api/games", inviting(invite("Bob"), open.clone()))
        .await;
    assert_eq!(s, 401, "{b}");
    let (s, b) = ann
        .post("/api/games", inviting(invite("Nobody"), open.clone()))
        .await;
    assert_eq!((s, b["rule"].as_str()), (404, Some("I-1")), "{b}");
    assert!(b["error"].as_str().unwrap().contains("`Nobody`"), "{b}");
    let (s, b) = ann
        .post("/api/games", inviting(invite("ann"), open.clone()))
        .await;
    assert_eq!((s, b["rule"].as_str()), (409, Some("I-1")), "{b}");
    let (s, b) = ann
        .post("/api/games", inviting(invite("Bob"), invite("BOB")))
        .await;
    assert_eq!((s, b["rule"].as_str()), (409, Some("I-1")), "{b}");
    for bad in [
        json!({"kind": "invite"}),
        json!({"kind": "invite", "name": 7}),
        json!({"kind": "invite", "name": "Bob", "bot": "random"}),
    ] {
        let (s, b) = ann
            .post("/api/games", inviting(bad.clone(), open.clone()))
            .await;
        assert_eq!(s, 400, "{bad}: {b}");
    }
    assert_eq!(games_in_lobby(&t).await, 0, "nothing was created");
    assert!(received(&bob).await.is_empty());

    let (s, created) = ann
        .post("/api/games", inviting(invite("bob"), open.clone()))
        .await;
    assert_eq!(s, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    assert_eq!(created["invitations"], json!([{"seat": 1, "name": "Bob"}]));
    assert_eq!(created["seats"][1].get("token"), None, "{created}");
    // I-8: the invitation shows the game as the lobby does, nothing more.
    let mine = received(&bob).await;
    assert_eq!(mine.len(), 1);
    let inv = &mine[0];
    assert_eq!(inv["id"], json!(id));
    assert_eq!(
        (
            &inv["game"],
            &inv["players"],
            &inv["seat"],
            &inv["from"],
            &inv["to"]
        ),
        (
            &json!("forsale"),
            &json!(3),
            &json!(1),
            &json!("Ann"),
            &json!("Bob")
        )
    );
    assert_eq!(
        (&inv["status"], &inv["rated"]),
        (&json!("pending"), &json!(false))
    );
    let mut keys: Vec<&String> = inv.as_object().unwrap().keys().collect();
    keys.sort();
    assert_eq!(
        keys,
        [
            "created_at",
            "from",
            "game",
            "id",
            "players",
            "rated",
            "seat",
            "status",
            "to"
        ]
    );
    assert_eq!(sent(&ann).await[0]["status"], "pending");
    assert!(received(&cid).await.is_empty(), "Cid is not invited");

    // I-2: the link takes the other open seat, then none; the game waits.
    let (s, b) = stranger
        .post(&format!("/api/games/{id}/join"), json!({}))
        .await;
    assert_eq!((s, &b["seat"]), (200, &json!(2)), "{b}");
    let (s, b) = Person::new(addr(&t))
        .post(&format!("/api/games/{id}/join"), json!({}))
        .await;
    assert_eq!((s, b["rule"].as_str()), (409, Some("I-2")), "{b}");
    let state = t.state(&id, None).await;
    assert_eq!(state.status, Status::Open);
    assert_eq!(state.seats[1].kind, SeatKind::Open);

    // Only the invitee answers.
    let (s, b) = answer(&cid, &id, 1, "accept").await;
    assert_eq!(s, 404, "{b}");
    let (s, b) = answer(&bob, &id, 2, "accept").await;
    assert_eq!(s, 404, "{b}");
    // I-3: Bob sits under his name and his account holds the seat.
    let (s, b) = answer(&bob, &id, 1, "accept").await;
    assert_eq!(s, 200, "{b}");
    assert_eq!((&b["id"], &b["seat"]), (&json!(id), &json!(1)));
    let token = b["token"].as_str().unwrap().to_string();
    let state = t.state(&id, Some(&token)).await;
    assert_eq!(state.status, Status::Active);
    assert_eq!(state.seats[1].name.as_deref(), Some("Bob"));
    assert_eq!(state.seats[1].kind, SeatKind::Human);
    let (_, games) = bob.get("/api/account/games").await;
    assert_eq!(games["in_play"][0]["id"], json!(id), "{games}");
    assert_eq!(games["in_play"][0]["token"], json!(token), "{games}");
    assert!(received(&bob).await.is_empty());
    assert_eq!(sent(&ann).await[0]["status"], "accepted");
    // I-5: answered once.
    for how in ["accept", "decline"] {
        let (s, b) = answer(&bob, &id, 1, how).await;
        assert_eq!((s, b["rule"].as_str()), (409, Some("I-5")), "{how}: {b}");
    }
    // Signed out, nothing to answer or list.
    let (s, _) = answer(&stranger, &id, 1, "accept").await;
    assert_eq!(s, 401);
    let (s, _) = stranger.get("/api/account/invitations").await;
    assert_eq!(s, 401);
}

/// I-4: a declined seat is an open seat anyone with the link may take,
/// and the inviter's list says so; I-5: the decline stands.
pub async fn i4_a_declined_seat_is_open_to_anyone_with_the_link(backend: Backend) {
    let t = common::start(backend).await;
    let ann = sign_up(&t, "Ann").await;
    let bob = sign_up(&t, "Bob").await;
    let human = json!({"kind": "human"});
    let (s, created) = ann.post("/api/games", inviting(invite("Bob"), human)).await;
    assert_eq!(s, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    let stranger = Person::new(addr(&t));
    let (s, b) = stranger
        .post(&format!("/api/games/{id}/join"), json!({}))
        .await;
    assert_eq!((s, b["rule"].as_str()), (409, Some("I-2")), "{b}");

    let (s, b) = answer(&bob, &id, 1, "decline").await;
    assert_eq!(s, 200, "{b}");
    assert_eq!(b["status"], "declined");
    let told = sent(&ann).await;
    assert_eq!(
        (&told[0]["status"], &told[0]["to"]),
        (&json!("declined"), &json!("Bob"))
    );
    assert!(received(&bob).await.is_empty());
    let (s, b) = answer(&bob, &id, 1, "accept").await;
    assert_eq!((s, b["rule"].as_str()), (409, Some("I-5")), "{b}");

    let (s, b) = stranger
        .post(&format!("/api/games/{id}/join"), json!({"name": "Dee"}))
        .await;
    assert_eq!((s, &b["seat"]), (200, &json!(1)), "{b}");
    let state = t.state(&id, None).await;
    assert_eq!(state.seats[1].name.as_deref(), Some("Dee"));
    assert_eq!(state.status, Status::Active);
}

/// I-3 with R-1: a rated game may invite an account; accepting it seats
/// the account under its name, as a rated join does.
pub async fn i3_a_rated_game_seats_its_invited_account(backend: Backend) {
    let t = common::start(backend).await;
    let ann = sign_up(&t, "Ann").await;
    let bob = sign_up(&t, "Bob").await;
    let req = json!({
        "game": "forsale", "rated": true,
        "seats": [{"kind": "human"}, invite("Bob"), {"kind": "bot", "bot": "beginner"}],
    });
    let (s, created) = ann.post("/api/games", req).await;
    assert_eq!(s, 201, "{created}");
    assert_eq!(created["rated"], true);
    let id = created["id"].as_str().unwrap().to_string();
    assert_eq!(received(&bob).await[0]["rated"], true);
    let (s, b) = answer(&bob, &id, 1, "accept").await;
    assert_eq!(s, 200, "{b}");
    let state = t.state(&id, None).await;
    assert_eq!(state.seats[1].name.as_deref(), Some("Bob"));
    let (_, seats) = bob.get(&format!("/api/ratings/seats?games={id}")).await;
    let names: Vec<&str> = seats["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Ann", "Bob"], "{seats}");
}

/// I-6: a seated person starts the rematch with a bot's seat held for an
/// invited account; once started, its seats are set.
pub async fn i6_a_rematch_invitation_takes_a_bots_seat(backend: Backend) {
    let t = common::start(backend).await;
    let ann = sign_up(&t, "Ann").await;
    let bob = sign_up(&t, "Bob").await;
    let req = json!({
        "game": "forsale",
        "seats": [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random"},
                  {"kind": "bot", "bot": "random"}],
    });
    let (s, created) = ann.post("/api/games", req).await;
    assert_eq!(s, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    let token = created["seats"][0]["token"].as_str().unwrap().to_string();
    let ask = |seat: usize, name: &str| json!({"token": token, "seat": seat, "name": name});
    let path = format!("/api/games/{id}/rematch/invite");
    // Not before the end.
    let (s, b) = ann.post(&path, ask(2, "Bob")).await;
    assert_eq!(s, 409, "{b}");
    play_out(&t, &id, &[Some(token.clone()), None, None]).await;
    // Bad input changes nothing: no seat 3, a stranger's token, an
    // unknown name, Ann's own seat of the rematch (seat 1: seats move on).
    let (s, b) = ann.post(&path, ask(3, "Bob")).await;
    assert_eq!(s, 400, "{b}");
    let (s, b) = ann
        .post(
            &path,
            json!({"token": "0123456789abcdef0123456789abcdef", "seat": 2, "name": "Bob"}),
        )
        .await;
    assert_eq!(s, 403, "{b}");
    let (s, b) = ann.post(&path, ask(2, "Nobody")).await;
    assert_eq!((s, b["rule"].as_str()), (404, Some("I-1")), "{b}");
    let (s, b) = ann.post(&path, ask(1, "Bob")).await;
    assert_eq!((s, b["rule"].as_str()), (409, Some("I-6")), "{b}");
    assert_eq!(t.state(&id, None).await.rematch, None);

    let (s, b) = ann.post(&path, ask(2, "Bob")).await;
    assert_eq!(s, 200, "{b}");
    assert_eq!(b["seat"], 1);
    assert_eq!(b["invitations"], json!([{"seat": 2, "name": "Bob"}]));
    let next = b["id"].as_str().unwrap().to_string();
    assert_eq!(
        t.state(&id, None).await.rematch.as_deref(),
        Some(next.as_str())
    );
    let state = t.state(&next, None).await;
    assert_eq!(state.status, Status::Open);
    let kinds: Vec<SeatKind> = state.seats.iter().map(|s| s.kind).collect();
    assert_eq!(kinds, [SeatKind::Bot, SeatKind::Human, SeatKind::Open]);
    // Started: its seats are set.
    let (s, b) = ann.post(&path, ask(0, "Bob")).await;
    assert_eq!((s, b["rule"].as_str()), (409, Some("I-6")), "{b}");

    assert_eq!(received(&bob).await[0]["id"], json!(next));
    let (s, b) = answer(&bob, &next, 2, "accept").await;
    assert_eq!(s, 200, "{b}");
    let state = t.state(&next, None).await;
    assert_eq!(state.status, Status::Active);
    assert_eq!(state.seats[2].name.as_deref(), Some("Bob"));
    // Ann's link opens her seat of the rematch, as any rematch's.
    assert!(t.client.state(&next, Some(&token)).await.is_ok());
}

/// I-7: an invitation lapses when its game is abandoned, and when its
/// invitee's account is deleted (the seat is then open to the link).
pub async fn i7_invitations_lapse_with_their_game_or_their_account(backend: Backend) {
    let time = ManualTime::new(1_800_000_000_000);
    let clock: Arc<ManualTime> = time.clone();
    let t = common::start_configured(backend, move |c| {
        c.time = Some(clock);
        c.limits.abandon_after = std::time::Duration::from_secs(3600);
    })
    .await;
    let ann = sign_up(&t, "Ann").await;
    let bob = sign_up(&t, "Bob").await;
    let cid = sign_up(&t, "Cid").await;
    let human = json!({"kind": "human"});
    let (_, first) = ann
        .post("/api/games", inviting(invite("Bob"), human.clone()))
        .await;
    let first = first["id"].as_str().unwrap().to_string();
    time.advance(3_600_001);
    let (_, second) = ann.post("/api/games", inviting(invite("Cid"), human)).await;
    let second = second["id"].as_str().unwrap().to_string();
    // T-6: the first waited an hour for its invited seat.
    assert_eq!(
        t.server
            .as_ref()
            .unwrap()
            .hub()
            .abandon_stale()
            .await
            .unwrap(),
        1
    );
    assert_eq!(t.state(&first, None).await.status, Status::Abandoned);
    assert!(received(&bob).await.is_empty());
    let (s, b) = answer(&bob, &first, 1, "accept").await;
    assert_eq!((s, b["rule"].as_str()), (409, Some("I-7")), "{b}");
    let (s, b) = answer(&bob, &first, 1, "decline").await;
    assert_eq!((s, b["rule"].as_str()), (409, Some("I-7")), "{b}");

    // Cid's account goes: the invitation lapses and the seat is open.
    let (s, b) = cid.post("/api/account/delete", json!({})).await;
    assert_eq!(s, 200, "{b}");
    let told = sent(&ann).await;
    let status: Vec<(&str, &str)> = told
        .iter()
        .map(|i| (i["to"].as_str().unwrap(), i["status"].as_str().unwrap()))
        .collect();
    assert_eq!(status, [("deleted player", "lapsed"), ("Bob", "lapsed")]);
    let (s, b) = Person::new(addr(&t))
        .post(&format!("/api/games/{second}/join"), json!({}))
        .await;
    assert_eq!((s, &b["seat"]), (200, &json!(1)), "{b}");
}

/// `games` games of `inviter`'s inviting Bob and Cid (two invitations
/// each), created; the request they were made with.
async fn invite_both(inviter: &Person, games: usize) -> Value {
    let two = json!({
        "game": "forsale",
        "seats": [{"kind": "human"}, invite("Bob"), invite("Cid")],
    });
    for _ in 0..games {
        let (s, b) = inviter.post("/api/games", two.clone()).await;
        assert_eq!(s, 201, "{b}");
    }
    two
}

/// I-8: at most ten of one account's invitations stand unanswered; past
/// that the game is refused and nothing is created; an answer frees one.
pub async fn i8_standing_invitations_are_limited_per_account(backend: Backend) {
    let t = common::start(backend).await;
    let ann = sign_up(&t, "Ann").await;
    let bob = sign_up(&t, "Bob").await;
    let cid = sign_up(&t, "Cid").await;
    invite_both(&ann, 5).await;
    let human = json!({"kind": "human"});
    let (s, b) = ann
        .post("/api/games", inviting(invite("Bob"), human.clone()))
        .await;
    assert_eq!((s, b["rule"].as_str()), (429, Some("I-8")), "{b}");
    assert_eq!(games_in_lobby(&t).await, 5, "nothing was created");
    assert_eq!(received(&bob).await.len(), 5);
    // Cid declines one: one more may be sent.
    let id = received(&cid).await[0]["id"].as_str().unwrap().to_string();
    let (s, _) = answer(&cid, &id, 2, "decline").await;
    assert_eq!(s, 200);
    let (s, b) = ann.post("/api/games", inviting(invite("Bob"), human)).await;
    assert_eq!(s, 201, "{b}");
    // Bob's own invitations count against Bob, not Ann.
    let (s, b) = bob
        .post(
            "/api/games",
            inviting(invite("Ann"), json!({"kind": "open"})),
        )
        .await;
    assert_eq!(s, 201, "{b}");
}

/// I-8 and a creation's key: a game sent again under its key (its first
/// answer lost) counts its own invitations once, so at the limit it is
/// answered its game, not refused; a new game past the limit still is.
pub async fn i8_a_creation_sent_again_at_the_limit_is_answered_its_game(backend: Backend) {
    let t = common::start(backend).await;
    let ann = sign_up(&t, "Ann").await;
    let bob = sign_up(&t, "Bob").await;
    let _cid = sign_up(&t, "Cid").await;
    let two = invite_both(&ann, 4).await;
    // The ninth and tenth invitations, under a key.
    let mut keyed = two.clone();
    keyed["key"] = json!("at-the-limit-0123456789");
    let (s, first) = ann.post("/api/games", keyed.clone()).await;
    assert_eq!(s, 201, "{first}");
    let (s, again) = ann.post("/api/games", keyed.clone()).await;
    assert_eq!(s, 200, "{again}");
    assert_eq!(
        (&again["id"], &again["duplicate"]),
        (&first["id"], &json!(true))
    );
    assert_eq!(again["invitations"], first["invitations"]);
    assert_eq!(received(&bob).await.len(), 5, "invited once");
    assert_eq!(games_in_lobby(&t).await, 5);
    // Another key is another game: past the limit.
    let mut other = two.clone();
    other["key"] = json!("past-the-limit-0123456789");
    let (s, b) = ann.post("/api/games", other).await;
    assert_eq!((s, b["rule"].as_str()), (429, Some("I-8")), "{b}");
    assert_eq!(games_in_lobby(&t).await, 5, "nothing was created");
}

/// PostgreSQL: two servers on one database sharing a seat key. Ann
/// invites Bob on one; Bob sees it and accepts on the other, and his
/// "my games" opens the seat there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_invite_on_one_accept_on_the_other() {
    let first = common::start_configured(Backend::Postgres, |c| {
        c.seat_key = Some("shared secret".into());
    })
    .await;
    let second = urbs_server::start(first.config.clone())
        .await
        .expect("another server joins");
    let ann = sign_up(&first, "Ann").await;
    let bob = crate::ratings::sign_up_at(second.addr(), "Bob").await;
    let (s, created) = ann
        .post(
            "/api/games",
            inviting(invite("Bob"), json!({"kind": "human"})),
        )
        .await;
    assert_eq!(s, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    assert_eq!(received(&bob).await[0]["id"], json!(id));
    let (s, b) = answer(&bob, &id, 1, "accept").await;
    assert_eq!(s, 200, "{b}");
    let token = b["token"].as_str().unwrap().to_string();
    let state = first.state(&id, Some(&token)).await;
    assert_eq!(state.seats[1].name.as_deref(), Some("Bob"));
    let (_, mine) = bob.get("/api/account/games").await;
    assert_eq!(mine["in_play"][0]["token"], json!(token), "{mine}");
    assert_eq!(sent(&ann).await[0]["status"], "accepted");
    // I-5 on either server.
    let (s, b) = answer(&bob, &id, 1, "accept").await;
    assert_eq!((s, b["rule"].as_str()), (409, Some("I-5")), "{b}");
    second.stop().await;
    first.server.unwrap().stop().await;
}

/// A creation that invites, or a rated one, sent again under its key
/// (docs/api.md, "Create a game") makes one game and one invitation, and
/// answers as the first did. The key stands for the request as sent: the
/// same key inviting someone else, or not rated, is refused.
pub async fn a_creation_sent_again_with_its_key_invites_and_rates_once(backend: Backend) {
    let t = common::start(backend).await;
    let ann = sign_up(&t, "Ann").await;
    let bob = sign_up(&t, "Bob").await;
    let cid = sign_up(&t, "Cid").await;
    let mut body = inviting(invite("Bob"), json!({"kind": "open"}));
    body["key"] = json!("inviting-0123456789abcdef");
    let (s, first) = ann.post("/api/games", body.clone()).await;
    assert_eq!(s, 201, "{first}");
    assert_eq!(first["invitations"], json!([{"seat": 1, "name": "Bob"}]));
    let (s, again) = ann.post("/api/games", body.clone()).await;
    assert_eq!(s, 200, "{again}");
    let mut answered = first.clone();
    answered["duplicate"] = json!(true);
    assert_eq!(again, answered);
    assert_eq!(received(&bob).await.len(), 1, "invited once");
    assert_eq!(sent(&ann).await.len(), 1);
    // The same key inviting Cid instead is another request.
    let mut other = inviting(invite("Cid"), json!({"kind": "open"}));
    other["key"] = body["key"].clone();
    let (s, b) = ann.post("/api/games", other).await;
    assert_eq!(s, 409, "{b}");
    assert!(received(&cid).await.is_empty());
    assert_eq!(games_in_lobby(&t).await, 1);

    // A rated game the same way: made once, rated, its seat held.
    let rated = json!({"game": "forsale", "rated": true, "takeover": "beginner",
        "key": "rated-0123456789abcdef",
        "seats": [{"kind": "human"}, {"kind": "open"}, {"kind": "bot", "bot": "beginner"}]});
    let (s, first) = ann.post("/api/games", rated.clone()).await;
    assert_eq!((s, &first["rated"]), (201, &json!(true)), "{first}");
    let (s, again) = ann.post("/api/games", rated.clone()).await;
    assert_eq!(s, 200, "{again}");
    let mut answered = first.clone();
    answered["duplicate"] = json!(true);
    assert_eq!(again, answered);
    let mut casual = rated.clone();
    casual.as_object_mut().unwrap().remove("rated");
    let (s, b) = ann.post("/api/games", casual).await;
    assert_eq!(s, 409, "{b}");
    assert_eq!(games_in_lobby(&t).await, 2);
}
