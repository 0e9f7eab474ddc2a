//! Fair shares under abuse (issue 30): rematches count as new games, a
//! seat has one hint open, reviews are for the seated and rationed, and a
//! client flooding the bots' pool is one client among the others. Every
//! case is held by gates and counters, never by timing.

use serde_json::{Value, json};
use urbs_server::{Backend, Limits, ServerConfig};

use crate::common::{self, Gate, TestServer, gated_bots, play_out, tokens};

pub(crate) fn bots(game: &str, specs: &[&str]) -> Value {
    let seats: Vec<Value> = specs
        .iter()
        .map(|s| json!({"kind": "bot", "bot": s}))
        .collect();
    json!({"game": game, "players": specs.len(), "seats": seats})
}

/// Polls `done` (the server's counters) until it holds; the bound only
/// keeps a broken server from hanging the suite.
pub(crate) async fn until(what: &str, done: impl Fn() -> bool) {
    for _ in 0..20_000 {
        if done() {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(1)).await;
    }
    panic!("never reached: {what}");
}

async fn post(t: &TestServer, path: String, body: Value) -> (u16, Value) {
    let r = t.client.post(&path, &body).await.unwrap();
    (r.status, r.body)
}

pub async fn rematches_take_from_the_new_games_allowance(backend: Backend) {
    let limits = Limits {
        games_per_minute: 1.0,
        game_burst: 2.0,
        ..Limits::default()
    };
    let t = common::start_with(backend, limits, None).await;
    let first = t.create(common::humans(3)).await;
    let tok = tokens(&first);
    play_out(&t, &first.id, &tok).await;
    let ask = |id: &str, token: &str| {
        post(
            &t,
            format!("/api/games/{id}/rematch"),
            json!({ "token": token }),
        )
    };
    // The second game of the allowance is the rematch.
    let (status, body) = ask(&first.id, tok[0].as_deref().unwrap()).await;
    assert_eq!(status, 200, "{body}");
    let rematch = body["id"].as_str().unwrap().to_string();
    // Finding the rematch already started costs nothing.
    let (status, again) = ask(&first.id, tok[1].as_deref().unwrap()).await;
    assert_eq!((status, &again["id"]), (200, &body["id"]), "{again}");
    // Playing the rematch out and asking for the next is a third new game.
    let seats: Vec<Option<String>> = (0..3)
        .map(|s| {
            // Seats move one place on: seat s's token plays seat s+1.
            tok[(s + 2) % 3].clone()
        })
        .collect();
    play_out(&t, &rematch, &seats).await;
    let (status, body) = ask(&rematch, seats[0].as_deref().unwrap()).await;
    assert_eq!(status, 429, "{body}");
    assert!(
        body["error"]
            .as_str()
            .unwrap()
            .contains("too many new games"),
        "{body}"
    );
    assert_eq!(t.state(&rematch, None).await.rematch, None, "none started");
    // And a plain new game is refused the same.
    let r = t
        .client
        .post("/api/games", &common::humans(3))
        .await
        .unwrap();
    assert_eq!(r.status, 429, "{}", r.body);
}

/// A server with one thread for every bot, hint and review, and bots the
/// test holds at its gates (`gate-a`, `gate-b`).
async fn one_thread(
    backend: Backend,
    gates: &[std::sync::Arc<Gate>],
    limits: Limits,
) -> TestServer {
    let gates: Vec<(&'static str, std::sync::Arc<Gate>)> = ["gate-a", "gate-b"]
        .into_iter()
        .zip(gates.iter().cloned())
        .collect();
    common::start_configured(backend, move |c: &mut ServerConfig| {
        c.bots.custom = Some(gated_bots(gates));
        c.bots.threads = 1;
        c.bots.per_client = 1;
        c.limits = Limits {
            hint_iterations: 50,
            review_iterations: 10,
            review_playouts: 2,
            ..limits
        };
    })
    .await
}

pub async fn a_seat_has_one_hint_open_and_hints_wait_below_bot_moves(backend: Backend) {
    let (a, b) = (Gate::held(), Gate::held());
    let t = one_thread(backend, &[a.clone(), b.clone()], Limits::default()).await;
    let hub = t.server.as_ref().unwrap().hub().clone();
    // A bots' game holds the one thread at gate a.
    t.create(bots("forsale", &["gate-a", "gate-a", "gate-a"]))
        .await;
    a.until_waiting(1).await;
    let mut game = common::humans(3);
    game["hints"] = json!(true);
    let created = t.create(game).await;
    let id = created.id.clone();
    let seat = t.state(&id, None).await.to_act[0];
    let token = tokens(&created)[seat].clone().unwrap();
    let path = format!("/api/games/{id}/hint?token={token}");
    let first = {
        let client = t.client.clone();
        let path = path.clone();
        tokio::spawn(async move { client.get(&path).await.unwrap() })
    };
    until("the hint waits for the pool", || hub.bots_queued() == 1).await;
    // A second hint for the same seat while the first is open: refused.
    let r = t.client.get(&path).await.unwrap();
    assert_eq!(r.status, 429, "{}", r.body);
    assert!(
        r.body["error"].as_str().unwrap().contains("hint"),
        "{}",
        r.body
    );
    // Another game's bot asks for the pool after the hint, and is served
    // before it: a move that comes with a hint goes first.
    let other = t.client_from_other();
    other
        .create(&bots("forsale", &["gate-b", "gate-b", "gate-b"]))
        .await
        .unwrap();
    until("the other game's bot waits too", || hub.bots_queued() == 2).await;
    a.release(1);
    b.until_waiting(1).await;
    assert!(!first.is_finished(), "the hint still waits");
    // Moves have four shares to a hint's one: with both games' bots
    // thinking on, the hint is answered all the same.
    a.open();
    b.open();
    let r = first.await.unwrap();
    assert_eq!(r.status, 200, "{}", r.body);
    // Once answered the seat may ask again.
    let r = t.client.get(&path).await.unwrap();
    assert_eq!(r.status, 200, "{}", r.body);
}

pub async fn reviews_are_for_the_seated_and_rationed_per_address(backend: Backend) {
    let limits = Limits {
        reviews_per_hour: 1.0,
        review_burst: 1.0,
        ..Limits::default()
    };
    let t = one_thread(backend, &[], limits).await;
    let mut finished = Vec::new();
    for _ in 0..2 {
        let created = t.create(common::humans(3)).await;
        play_out(&t, &created.id, &tokens(&created)).await;
        finished.push(created);
    }
    let review = |id: &str, body: Value| post(&t, format!("/api/games/{id}/review"), body);
    let (a, b) = (&finished[0], &finished[1]);
    // A spectator, a stranger's token: refused, and nothing starts.
    let (status, body) = review(&a.id, json!({})).await;
    assert_eq!(status, 403, "{body}");
    let (status, body) = review(&a.id, json!({"token": tokens(b)[0]})).await;
    assert_eq!(status, 403, "{body}");
    let st = t
        .client
        .get(&format!("/api/games/{}/review", a.id))
        .await
        .unwrap();
    assert_eq!(st.body["status"], "none");
    // A seated person starts it: the address's one review.
    let (status, body) = review(&a.id, json!({"token": tokens(a)[1]})).await;
    assert!([200, 202].contains(&status), "{body}");
    // Asking again for the same review costs nothing...
    let (status, body) = review(&a.id, json!({"token": tokens(a)[2]})).await;
    assert!([200, 202].contains(&status), "{body}");
    // ...but another game's review from the same address is refused.
    let (status, body) = review(&b.id, json!({"token": tokens(b)[0]})).await;
    assert_eq!(status, 429, "{body}");
    assert!(
        body["error"].as_str().unwrap().contains("too many reviews"),
        "{body}"
    );
    // Another address has its own.
    let other = t.client_from_other();
    let r = other
        .post(
            &format!("/api/games/{}/review", b.id),
            &json!({"token": tokens(b)[0]}),
        )
        .await
        .unwrap();
    assert!([200, 202].contains(&r.status), "{}", r.body);
}

/// A person signed in to the account that holds their seat starts the
/// review without the seat's token (another device's page has none); an
/// account that holds no seat of the game is refused, as is nobody.
pub async fn a_review_is_started_by_the_account_holding_a_seat(backend: Backend) {
    use crate::accounts::{Person, addr};
    use crate::ratings::sign_up;
    let t = one_thread(backend, &[], Limits::default()).await;
    let created = t.create(common::humans(3)).await;
    let tok = tokens(&created);
    let (ann, bob) = (sign_up(&t, "Ann").await, sign_up(&t, "Bob").await);
    let (s, b) = ann
        .post(
            "/api/account/seats",
            json!({"game": created.id, "token": tok[1]}),
        )
        .await;
    assert_eq!(s, 200, "{b}");
    play_out(&t, &created.id, &tok).await;

    let path = format!("/api/games/{}/review", created.id);
    let (s, b) = bob.post(&path, json!({})).await;
    assert_eq!(s, 403, "an account without a seat: {b}");
    let (s, b) = Person::new(addr(&t)).post(&path, json!({})).await;
    assert_eq!(s, 403, "nobody signed in: {b}");
    assert_eq!(t.client.get(&path).await.unwrap().body["status"], "none");

    let (s, b) = ann.post(&path, json!({})).await;
    assert!([200, 202].contains(&s), "{s} {b}");
    assert_ne!(t.client.get(&path).await.unwrap().body["status"], "none");
}

pub async fn a_flooding_client_is_one_client_among_the_others_on_the_pool(backend: Backend) {
    let gate = Gate::held();
    let t = one_thread(backend, std::slice::from_ref(&gate), Limits::default()).await;
    let hub = t.server.as_ref().unwrap().hub().clone();
    // The flood: six bots' games from one address, the first thinking at
    // the gate, five queued behind it.
    let mut flood = Vec::new();
    for n in 0..6 {
        flood.push(
            t.create(bots("forsale", &["gate-a", "gate-a", "gate-a"]))
                .await,
        );
        until("the flood's bots queued", || {
            gate.waiting() == 1 && hub.bots_queued() == n
        })
        .await;
    }
    // An ordinary game from another address asks after all of them.
    let other = t.client_from_other();
    let quiet = other
        .create(&bots("forsale", &["gate-a", "gate-a", "gate-a"]))
        .await
        .unwrap();
    until("the quiet game queued", || hub.bots_queued() == 6).await;
    // First come, first served would make it wait for the five; it comes
    // second: the flood's next move, then the quiet game's.
    gate.release(1);
    until("the flood's next bot thinks", || {
        gate.decided() == 1 && gate.waiting() == 1
    })
    .await;
    assert_eq!(t.state(&quiet.id, None).await.moves, 0);
    gate.release(1);
    until("the quiet game's bot thinks", || {
        gate.decided() == 2 && gate.waiting() == 1
    })
    .await;
    gate.release(1);
    let moved = common::wait_for_moves(&t, &quiet.id, 1).await;
    assert_eq!(moved.moves, 1, "the quiet game's bot moved third");
    let flood_moves = {
        let mut n = 0;
        for g in &flood {
            n += t.state(&g.id, None).await.moves;
        }
        n
    };
    assert_eq!(
        flood_moves, 2,
        "while the flood made two moves of its queue"
    );
    assert!(hub.bots_queued() >= 5, "the flood's queue is still there");
}

/// A bot that keeps `want` bytes between moves, as a search tree would, or
/// as much as its room allows, grown after its decision or (`grows`)
/// before, and counts them (the bytes truly held, whatever the server
/// believes) and the rooms it was given.
pub(crate) struct FatBot {
    inner: Box<dyn urbs_bots::DynBot>,
    tree: Vec<u8>,
    want: usize,
    grows: bool,
    room: usize,
    held: std::sync::Arc<std::sync::atomic::AtomicUsize>,
    rooms: std::sync::Arc<std::sync::Mutex<Vec<usize>>>,
}

const KEPT: usize = 1 << 20;

impl FatBot {
    pub(crate) fn boxed(
        inner: Box<dyn urbs_bots::DynBot>,
        want: usize,
        grows: bool,
        held: &std::sync::Arc<std::sync::atomic::AtomicUsize>,
        rooms: &std::sync::Arc<std::sync::Mutex<Vec<usize>>>,
    ) -> Box<dyn urbs_bots::DynBot> {
        Box::new(FatBot {
            inner,
            tree: Vec::new(),
            want,
            grows,
            room: usize::MAX,
            held: held.clone(),
            rooms: rooms.clone(),
        })
    }

    fn grow(&mut self) {
        use std::sync::atomic::Ordering;
        let grown = self.want.min(self.room);
        if self.tree.capacity() != grown {
            self.held.fetch_sub(self.tree.capacity(), Ordering::SeqCst);
            self.tree = Vec::with_capacity(grown);
            self.held.fetch_add(grown, Ordering::SeqCst);
        }
    }
}

impl urbs_bots::DynBot for FatBot {
    fn turn(&self, table: &dyn urbs_engine::DynTable, seat: usize) -> Option<urbs_bots::DynTurn> {
        self.inner.turn(table, seat)
    }

    fn decide(&mut self, turn: &urbs_bots::DynTurn) -> Option<urbs_engine::ActionChoice> {
        self.rooms.lock().unwrap().push(self.room);
        if self.grows {
            self.grow();
        }
        let choice = self.inner.decide(turn);
        if !self.grows {
            self.grow();
        }
        choice
    }

    fn kept_bytes(&self) -> usize {
        self.tree.capacity()
    }

    fn release(&mut self) {
        self.held
            .fetch_sub(self.tree.capacity(), std::sync::atomic::Ordering::SeqCst);
        self.tree = Vec::new();
    }

    fn limit_memory(&mut self, bytes: usize) {
        self.room = bytes;
    }
}

impl Drop for FatBot {
    fn drop(&mut self) {
        urbs_bots::DynBot::release(self);
    }
}

pub async fn bots_keep_their_trees_within_the_memory_budget(backend: Backend) {
    use std::sync::atomic::Ordering;
    let gate = Gate::held();
    let held = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let (budget, games) = (4 * KEPT, 4);
    let gated = gated_bots(vec![("gate-a", gate.clone())]);
    let (fat_held, rooms) = (held.clone(), Default::default());
    let t = common::start_configured(backend, move |c: &mut ServerConfig| {
        c.bots.custom = Some(std::sync::Arc::new(
            move |game: &str, spec: &str, seed: u64| {
                let inner = gated(game, if spec == "fat" { "gate-a" } else { spec }, seed)?;
                Some(FatBot::boxed(inner, KEPT, false, &fat_held, &rooms))
            },
        ));
        c.bots.threads = 1;
        c.bots.memory = budget;
        c.bots.memory_per_bot = 2 * KEPT;
    })
    .await;
    let hub = t.server.as_ref().unwrap().hub().clone();
    // Twelve bots that would keep 12 MiB, on a budget of 4.
    let mut ids = Vec::new();
    for _ in 0..games {
        ids.push(t.create(bots("forsale", &["fat", "fat", "fat"])).await.id);
    }
    let mut most = 0;
    let mut decided = 0;
    'moves: loop {
        // Every bot but the one at the gate has its move counted: what they
        // keep is within the budget.
        loop {
            if gate.waiting() == 1 {
                break;
            }
            let mut over = 0;
            for id in &ids {
                over +=
                    usize::from(t.state(id, None).await.status == urbs_server::Status::Finished);
            }
            if over == games {
                break 'moves;
            }
            tokio::time::sleep(std::time::Duration::from_millis(1)).await;
        }
        let now = held.load(Ordering::SeqCst);
        assert!(now <= budget, "{now} bytes kept over a budget of {budget}");
        assert!(hub.bots_committed_bytes() <= budget, "trees and rooms");
        // A game just over may be giving its trees back (each freed, then
        // noted) this moment.
        until("the server counts what the bots hold", || {
            hub.bots_kept_bytes() == held.load(Ordering::SeqCst)
        })
        .await;
        most = most.max(now);
        decided += 1;
        gate.release(1);
        until("the move made", || gate.decided() == decided).await;
    }
    // Filled but for the room of the bot thinking (its share, 2 MiB, which
    // holds its own tree if that was not the coldest).
    assert!(
        (budget - 2 * KEPT..=budget - KEPT).contains(&most),
        "the budget was filled, and held: {most}"
    );
    assert!(decided > 3 * games * 10, "{decided} moves");
    // Games over keep nothing (given back by their bots' last driver).
    until("the last game's trees given back", || {
        hub.bots_kept_bytes() == 0
    })
    .await;
    assert_eq!(held.load(Ordering::SeqCst), 0);
}

/// What each bot thinking at once would grow to.
const GROWN: usize = 2 << 20;

pub async fn bots_thinking_at_once_grow_within_the_memory_budget(backend: Backend) {
    use std::sync::atomic::Ordering;
    let gate = Gate::held();
    let held = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let rooms = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    // Three bots thinking at once, each wanting its share: 6 MiB of 5.
    let budget = 5 << 20;
    let gated = gated_bots(vec![("gate-a", gate.clone())]);
    let (bot_held, bot_rooms) = (held.clone(), rooms.clone());
    let t = common::start_configured(backend, move |c: &mut ServerConfig| {
        c.bots.custom = Some(std::sync::Arc::new(
            move |game: &str, _spec: &str, seed: u64| {
                let inner = gated(game, "gate-a", seed)?;
                Some(FatBot::boxed(inner, GROWN, true, &bot_held, &bot_rooms))
            },
        ));
        c.bots.threads = 3;
        c.bots.per_client = 3;
        c.bots.memory = budget;
        c.bots.memory_per_bot = GROWN;
    })
    .await;
    let hub = t.server.as_ref().unwrap().hub().clone();
    for _ in 0..3 {
        t.create(bots("forsale", &["grow", "grow", "grow"])).await;
    }
    for decided in 0..24 {
        // Three bots think, each holding what it grew.
        gate.until_waiting(3).await;
        let now = held.load(Ordering::SeqCst);
        assert!(now <= budget, "{now} bytes held over a budget of {budget}");
        let committed = hub.bots_committed_bytes();
        assert!(committed <= budget, "trees and rooms: {committed}");
        assert!(now <= committed, "{now} held, within the trees and rooms");
        gate.release(1);
        gate.until_decided(decided + 1).await;
    }
    let rooms = rooms.lock().unwrap().clone();
    assert!(rooms.iter().all(|&r| r <= GROWN), "{rooms:?}");
    assert!(
        rooms.iter().any(|&r| r < GROWN),
        "a bot had less than its share when the others had theirs: {rooms:?}"
    );
}
