//! Every search the server runs takes its room from the bots' memory
//! budget (issue 30): hints and reviews hold theirs while they search,
//! give it back however they end, and leave bot moves their share; and a
//! takeover bot's move decided before its person came back and left again
//! is thought again (T-9). Searches are held at the server's `on_search`
//! hook and bots at gates: counters, never timing.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use serde_json::{Value, json};
use urbs_server::{Backend, Limits, ServerConfig, Status};

use crate::common::{self, Gate, TestServer, gated_bots, play_out, tokens};
use crate::fair::{FatBot, bots, until};

/// Defines `name::sqlite` and `name::postgres` for each case.
macro_rules! both {
    ($($name:ident),* $(,)?) => {
        $(
            mod $name {
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn sqlite() {
                    super::$name(urbs_server::Backend::Sqlite).await
                }
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn postgres() {
                    super::$name(urbs_server::Backend::Postgres).await
                }
            }
        )*
    };
}

both!(
    hints_and_a_review_search_within_their_share_and_bot_moves_keep_theirs,
    a_searchs_room_is_given_back_when_it_answers_fails_or_its_asker_hangs_up,
    t9_a_move_decided_before_its_person_came_back_and_left_again_is_thought_again,
);

/// Where the server's hints' and reviews' searches wait, as they start, at
/// a gate the test holds (a search is a decision of the gate's), until the
/// test lets them through; each start's room is noted.
struct Hold {
    gate: Arc<Gate>,
    /// Rooms of the searches as they started, in bytes.
    rooms: Mutex<Vec<usize>>,
    /// The next searches fail (panic) as they start.
    fail: AtomicBool,
}

impl Hold {
    fn at(gate: &Arc<Gate>) -> Arc<Hold> {
        Arc::new(Hold {
            gate: gate.clone(),
            rooms: Mutex::default(),
            fail: AtomicBool::new(false),
        })
    }

    /// The hook: notes the room, waits for a pass, fails if told to.
    fn start(&self, room: usize) {
        self.rooms.lock().unwrap().push(room);
        self.gate.pass();
        assert!(!self.fail.load(Ordering::SeqCst), "a search that fails");
    }
}

const MIB: usize = 1 << 20;
/// The bots' budget, and one bot's share of it.
const BUDGET: usize = 6 * MIB;
const PER_BOT: usize = 2 * MIB;

/// A server of `threads` whose hints and reviews wait at `hold`, and whose
/// `fat` bots (held at `gate`) grow their share before deciding.
async fn held(
    backend: Backend,
    threads: usize,
    hold: &Arc<Hold>,
    gate: &Arc<Gate>,
    grown: &Arc<AtomicUsize>,
    bot_rooms: &Arc<Mutex<Vec<usize>>>,
) -> TestServer {
    let hold = hold.clone();
    let gated = gated_bots(vec![("gate-a", gate.clone())]);
    let (grown, bot_rooms) = (grown.clone(), bot_rooms.clone());
    common::start_configured(backend, move |c: &mut ServerConfig| {
        c.bots.custom = Some(Arc::new(move |game: &str, _spec: &str, seed: u64| {
            let inner = gated(game, "gate-a", seed)?;
            Some(FatBot::boxed(inner, PER_BOT, true, &grown, &bot_rooms))
        }));
        c.bots.on_search = Some(Arc::new(move |_kind: &'static str, room: usize| {
            hold.start(room)
        }));
        c.bots.threads = threads;
        c.bots.per_client = threads;
        c.bots.memory = BUDGET;
        c.bots.memory_per_bot = PER_BOT;
        c.limits = Limits {
            hint_iterations: 50,
            review_iterations: 10,
            review_playouts: 2,
            ..Limits::default()
        };
    })
    .await
}

/// A game of three people that offers hints: its id and the hint's path
/// for the seat to act.
async fn hint_game(t: &TestServer) -> (String, String) {
    let mut game = common::humans(3);
    game["hints"] = json!(true);
    let created = t.create(game).await;
    let seat = t.state(&created.id, None).await.to_act[0];
    let token = tokens(&created)[seat].clone().unwrap();
    let path = format!("/api/games/{}/hint?token={token}", created.id);
    (created.id, path)
}

fn ask(t: &TestServer, path: &str) -> tokio::task::JoinHandle<(u16, Value)> {
    let (client, path) = (t.client.clone(), path.to_string());
    tokio::spawn(async move {
        let r = client.get(&path).await.unwrap();
        (r.status, r.body)
    })
}

pub async fn hints_and_a_review_search_within_their_share_and_bot_moves_keep_theirs(
    backend: Backend,
) {
    let (searches, gate) = (Gate::held(), Gate::held());
    let hold = Hold::at(&searches);
    let (grown, bot_rooms) = (Arc::default(), Arc::default());
    let threads = 6;
    let t = held(backend, threads, &hold, &gate, &grown, &bot_rooms).await;
    let hub = t.server.as_ref().unwrap().hub().clone();
    // Four hints at once, and a review: five searches held as they start.
    let mut hints = Vec::new();
    for n in 1..=4 {
        let (_, path) = hint_game(&t).await;
        hints.push(ask(&t, &path));
        searches.until_waiting(n).await;
    }
    let finished = t.create(common::humans(3)).await;
    play_out(&t, &finished.id, &tokens(&finished)).await;
    let review = format!("/api/games/{}/review", finished.id);
    let r = t
        .client
        .post(&review, &json!({"token": tokens(&finished)[0]}))
        .await
        .unwrap();
    assert!([200, 202].contains(&r.status), "{}", r.body);
    searches.until_waiting(5).await;
    // Each has an equal part of the searches' third of the budget (one
    // per thread of the pool), and together they hold no more than it.
    let part = PER_BOT.min(BUDGET / 3 / threads);
    let rooms = hold.rooms.lock().unwrap().clone();
    assert_eq!(rooms, vec![part; 5], "every search had its part");
    assert_eq!(hub.searches_lent_bytes(), (5 * part, 5));
    assert!(5 * part <= BUDGET / 3);
    assert!(hub.bots_committed_bytes() <= BUDGET);
    // An ordinary game's bot, thinking beside them, has its whole share.
    let game = t.create(bots("forsale", &["fat", "fat", "fat"])).await;
    gate.until_waiting(1).await;
    assert_eq!(*bot_rooms.lock().unwrap(), vec![PER_BOT]);
    let bot = grown.load(Ordering::SeqCst);
    assert_eq!(bot, PER_BOT, "the bot grew to its share");
    assert!(
        bot + 5 * part <= BUDGET,
        "bot and searches within the budget"
    );
    assert!(hub.bots_committed_bytes() <= BUDGET);
    // Once answered, the searches hold nothing.
    searches.open();
    for hint in hints {
        let (status, body) = hint.await.unwrap();
        assert_eq!(status, 200, "{body}");
    }
    until("the review is done", || {
        hold.rooms.lock().unwrap().len() > 5 && hub.searches_lent_bytes() == (0, 0)
    })
    .await;
    for _ in 0..20_000 {
        let st = t.client.get(&review).await.unwrap();
        if st.body["status"] == "done" {
            break;
        }
        assert_eq!(st.body["status"], "running", "{}", st.body);
        tokio::time::sleep(std::time::Duration::from_millis(1)).await;
    }
    assert_eq!(hub.searches_lent_bytes(), (0, 0));
    gate.open();
    common::wait_for_status(&t, &game.id, Status::Finished).await;
}

pub async fn a_searchs_room_is_given_back_when_it_answers_fails_or_its_asker_hangs_up(
    backend: Backend,
) {
    let (searches, gate) = (Gate::held(), Gate::held());
    let hold = Hold::at(&searches);
    let (grown, bot_rooms) = (Arc::default(), Arc::default());
    let t = held(backend, 2, &hold, &gate, &grown, &bot_rooms).await;
    let hub = t.server.as_ref().unwrap().hub().clone();
    let part = PER_BOT.min(BUDGET / 3 / 2);
    let (_, path) = hint_game(&t).await;
    // Held while it searches; let through, it answers (or fails).
    let searched = || async {
        let hint = ask(&t, &path);
        searches.until_waiting(1).await;
        assert_eq!(hub.searches_lent_bytes(), (part, 1));
        searches.release(1);
        hint.await.unwrap()
    };
    let (status, body) = searched().await;
    assert_eq!(status, 200, "{body}");
    let lent = hub.searches_lent_bytes();
    assert_eq!(lent, (0, 0), "given back as it answered");
    // Failed: given back all the same, and the seat may ask again.
    hold.fail.store(true, Ordering::SeqCst);
    let (status, body) = searched().await;
    assert_eq!(status, 500, "{body}");
    assert_eq!(hub.searches_lent_bytes(), (0, 0), "given back as it failed");
    hold.fail.store(false, Ordering::SeqCst);
    // The asker hangs up: the search goes on in its room, and gives it back
    // when done.
    let hint = ask(&t, &path);
    searches.until_waiting(1).await;
    hint.abort();
    assert!(hint.await.unwrap_err().is_cancelled());
    assert_eq!(hub.searches_lent_bytes(), (part, 1), "held by the search");
    searches.release(1);
    until("the room given back", || {
        hub.searches_lent_bytes() == (0, 0)
    })
    .await;
    searches.open();
    let (status, body) = ask(&t, &path).await.unwrap();
    assert_eq!(status, 200, "the seat may ask again: {body}");
    assert_eq!(hub.searches_lent_bytes(), (0, 0));
}

/// T-9: a person leaves (T-4), comes back while the takeover bot thinks
/// (T-5) and leaves again before its move is applied: the move it decided
/// is dropped, and it thinks again on the game as it stands.
pub async fn t9_a_move_decided_before_its_person_came_back_and_left_again_is_thought_again(
    backend: Backend,
) {
    let gate = Gate::held();
    let bots = gate.clone();
    let t = common::start_configured(backend, move |c: &mut ServerConfig| {
        c.bots.custom = Some(gated_bots(vec![("gate", bots)]));
    })
    .await;
    let mut game = common::humans(3);
    game["takeover"] = json!("gate");
    let created = t.create(game).await;
    let id = created.id.clone();
    let seat = t.state(&id, None).await.to_act[0];
    let tok = tokens(&created)[seat].clone().unwrap();
    let post = |what: &'static str| {
        let (client, path, tok) = (
            t.client.clone(),
            format!("/api/games/{id}/{what}"),
            tok.clone(),
        );
        async move {
            let r = client.post(&path, &json!({ "token": tok })).await.unwrap();
            assert_eq!(r.status, 200, "{what}: {}", r.body);
        }
    };
    post("leave").await;
    gate.until_waiting(1).await;
    // Back, and gone again, while the bot thinks.
    post("return").await;
    post("leave").await;
    gate.release(1);
    gate.until_decided(1).await;
    // Its move was decided before: dropped, and thought again.
    gate.until_waiting(1).await;
    assert_eq!(
        t.state(&id, None).await.moves,
        0,
        "the first choice dropped"
    );
    gate.release(1);
    let st = common::wait_for_moves(&t, &id, 1).await;
    assert_eq!(st.moves, 1);
    assert!(st.log_bots[st.log_bots.len() - 1], "the bot's move");
    assert_eq!(gate.decided(), 2);
}
