//! At the table (docs/rules/table.md): leaving and coming back (T-4, T-5),
//! clocks (T-1, T-2), time running out (T-3), abandonment (T-6) and undo
//! (U-1 .. U-5) through the API. Time is a [`ManualTime`] the test moves;
//! bots are held at a [`Gate`]: nothing here waits on the wall clock.

use std::sync::Arc;

use serde_json::{Value, json};
use urbs_loadtest::client::Reply;
use urbs_server::clock::{ManualTime, TimeSource};
use urbs_server::{Away, Backend, GameState, ServerConfig, Status};

use crate::common::{self, Gate, TestServer, gated_bots, tokens};

const START: i64 = 1_800_000_000_000;

/// A server on the test's time, whose bot spec `gate` is held by `gate`.
async fn start(backend: Backend, gate: &Arc<Gate>, time: &Arc<ManualTime>) -> TestServer {
    let gate = gate.clone();
    let time = time.clone();
    common::start_configured(backend, move |c: &mut ServerConfig| {
        c.bots.custom = Some(gated_bots(vec![("gate", gate)]));
        c.time = Some(time);
        c.limits.abandon_after = std::time::Duration::from_secs(3600);
    })
    .await
}

fn hub(t: &TestServer) -> &Arc<urbs_server::Hub> {
    t.server.as_ref().unwrap().hub()
}

fn game(name: &str, players: usize, extra: Value) -> Value {
    let mut g = json!({
        "game": name,
        "players": players,
        "seed": 7,
        "seats": vec![json!({"kind": "human"}); players],
        "takeover": "gate",
    });
    for (k, v) in extra.as_object().unwrap() {
        g[k] = v.clone();
    }
    g
}

async fn post(t: &TestServer, id: &str, what: &str, token: &str) -> Reply {
    t.client
        .post(
            &format!("/api/games/{id}/{what}"),
            &json!({ "token": token }),
        )
        .await
        .unwrap()
}

/// An undo from a page that shows `moves`.
async fn undo_at(t: &TestServer, id: &str, token: &str, moves: usize) -> Reply {
    t.client
        .post(
            &format!("/api/games/{id}/undo"),
            &json!({ "token": token, "moves": moves }),
        )
        .await
        .unwrap()
}

/// Plays `seat`'s first legal action.
async fn play_first(t: &TestServer, id: &str, token: &str) -> GameState {
    let st = t.state(id, Some(token)).await;
    let first = st.legal.first().expect("a legal action").json.clone();
    let r = t.client.act(id, token, &first, None).await.unwrap();
    assert_eq!(r.status, 200, "{}", r.body);
    t.state(id, Some(token)).await
}

pub async fn a_player_who_leaves_is_played_for_and_comes_back_between_two_moves(backend: Backend) {
    let gate = Gate::held();
    let time = ManualTime::new(START);
    let t = start(backend, &gate, &time).await;
    let created = t.create(game("forsale", 3, json!({}))).await;
    let (id, toks) = (created.id.clone(), tokens(&created));
    let first = t.state(&id, None).await.to_act[0];
    let tok = toks[first].as_deref().unwrap();
    // T-4: the first to bid leaves; the takeover bot (held at the gate)
    // takes the turn.
    let r = post(&t, &id, "leave", tok).await;
    assert_eq!(r.status, 200, "{}", r.body);
    gate.until_waiting(1).await;
    let st = t.state(&id, Some(tok)).await;
    assert_eq!(st.seats[first].away, Some(Away::Left));
    assert!(st.legal.is_empty(), "the bot plays this seat now");
    // A person may not act for a seat a bot plays.
    let r = t
        .client
        .act(&id, tok, &json!({"type": "pass"}), None)
        .await
        .unwrap();
    assert_eq!(r.status, 409, "{}", r.body);
    // T-5: back while the bot thinks: its move is dropped, the turn is ours.
    let r = post(&t, &id, "return", tok).await;
    assert_eq!(r.status, 200, "{}", r.body);
    gate.release(1);
    gate.until_decided(1).await;
    let st = t.state(&id, Some(tok)).await;
    assert_eq!(st.seats[first].away, None);
    assert_eq!(st.moves, 0, "the bot's choice was dropped");
    assert!(!st.legal.is_empty(), "our turn again");
    // Leave again: the bot plays one move, marked as the bot's in the log.
    assert_eq!(post(&t, &id, "leave", tok).await.status, 200);
    gate.release(1);
    gate.until_decided(2).await;
    let st = common::wait_for_moves(&t, &id, 1).await;
    let last = st.log_text.len() - 1;
    assert!(st.log_text[last].ends_with("[bot]"), "{:?}", st.log_text);
    assert!(st.log_bots[last]);
    assert!(!st.log_bots[0], "setup events are nobody's");
    gate.open();
}

pub async fn a_game_everyone_left_is_played_to_the_end(backend: Backend) {
    let gate = Gate::held();
    gate.open();
    let time = ManualTime::new(START);
    let t = start(backend, &gate, &time).await;
    let created = t.create(game("forsale", 3, json!({}))).await;
    for tok in tokens(&created).iter().flatten() {
        assert_eq!(post(&t, &created.id, "leave", tok).await.status, 200);
    }
    let end = common::wait_for_status(&t, &created.id, Status::Finished).await;
    assert!(end.outcome.is_some());
    assert!(
        end.log_bots.iter().skip(3).all(|&b| b),
        "every move the bots'"
    );
}

fn left(st: &GameState, seat: usize, now: i64) -> i64 {
    let c = st.clock.as_ref().expect("a clock");
    c.left_ms[seat] - c.since[seat].map_or(0, |s| now - s)
}

pub async fn clocks_run_for_whoever_must_act_and_a_restart_changes_no_ones_time(backend: Backend) {
    let gate = Gate::held();
    let time = ManualTime::new(START);
    let mut t = start(backend, &gate, &time).await;
    let tc = json!({"kind": "real_time", "initial_ms": 60_000, "increment_ms": 5_000});
    let created = t
        .create(game("forsale", 3, json!({"time_control": tc})))
        .await;
    let (id, toks) = (created.id.clone(), tokens(&created));
    // T-7: the clocks start once every person has opened the game.
    for tok in toks.iter().flatten() {
        t.state(&id, Some(tok)).await;
    }
    let st = t.state(&id, None).await;
    let a = st.to_act[0];
    let clock = st.clock.clone().unwrap();
    assert_eq!(clock.since[a], Some(START), "T-1: the first to act runs");
    assert_eq!(clock.since.iter().flatten().count(), 1);
    time.advance(10_000);
    let st = play_first(&t, &id, toks[a].as_deref().unwrap()).await;
    let now = START + 10_000;
    assert_eq!(left(&st, a, now), 55_000, "60 s - 10 s + 5 s increment");
    let b = st.to_act[0];
    assert_eq!(st.clock.as_ref().unwrap().since[b], Some(now));
    time.advance(4_000);
    // T-2: stopped, three minutes down, started again: b still has 56 s.
    t.server.take().unwrap().stop().await;
    time.advance(180_000);
    t.restart().await;
    let now = time.now_ms();
    let st = t.state(&id, None).await;
    assert_eq!(left(&st, b, now), 56_000);
    assert_eq!(left(&st, a, now), 55_000);
    gate.open();
}

pub async fn a_player_out_of_time_is_played_for_by_the_bot(backend: Backend) {
    let gate = Gate::held();
    let time = ManualTime::new(START);
    let t = start(backend, &gate, &time).await;
    let tc = json!({"kind": "per_move", "per_move_ms": 30_000});
    let created = t
        .create(game("forsale", 3, json!({"time_control": tc})))
        .await;
    let (id, toks) = (created.id.clone(), tokens(&created));
    // T-7: the clocks start once every person has opened the game.
    for tok in toks.iter().flatten() {
        t.state(&id, Some(tok)).await;
    }
    let a = t.state(&id, None).await.to_act[0];
    time.advance(29_999);
    hub(&t).run_due().await;
    assert_eq!(t.state(&id, None).await.seats[a].away, None);
    time.advance(1);
    hub(&t).run_due().await;
    let st = t.state(&id, None).await;
    assert_eq!(st.seats[a].away, Some(Away::Time), "T-3");
    assert_eq!(st.clock.as_ref().unwrap().left_ms[a], 0);
    gate.release(1);
    let st = common::wait_for_moves(&t, &id, 1).await;
    assert!(st.log_bots.last().copied().unwrap());
    // T-5: back with the link; the next move gets its full time again.
    let tok = toks[a].as_deref().unwrap();
    assert_eq!(post(&t, &id, "return", tok).await.status, 200);
    assert_eq!(t.state(&id, None).await.seats[a].away, None);
    gate.open();
}

pub async fn games_nobody_plays_are_abandoned(backend: Backend) {
    let gate = Gate::held();
    let time = ManualTime::new(START);
    let t = start(backend, &gate, &time).await;
    let mut waiting = game("forsale", 3, json!({}));
    waiting["seats"][2] = json!({"kind": "open"});
    let waiting = t.create(waiting).await.id;
    let stalled = t.create(game("forsale", 3, json!({}))).await;
    let tc = json!({"kind": "per_move", "per_move_ms": 86_400_000});
    let clocked = t
        .create(game("forsale", 3, json!({"time_control": tc})))
        .await;
    // T-7: its people have opened it, so its clocks run.
    for tok in tokens(&clocked).iter().flatten() {
        t.state(&clocked.id, Some(tok)).await;
    }
    let clocked = clocked.id;
    let played = t.create(game("forsale", 3, json!({}))).await;
    time.advance(3_000_000);
    let seat = t.state(&played.id, None).await.to_act[0];
    play_first(&t, &played.id, tokens(&played)[seat].as_deref().unwrap()).await;
    time.advance(1_000_000);
    // T-6: an hour with no move. The game with a clock never waits (its
    // bot would play), and the one played 17 minutes ago goes on.
    assert_eq!(hub(&t).abandon_stale().await.unwrap(), 2);
    assert_eq!(t.state(&waiting, None).await.status, Status::Abandoned);
    assert_eq!(t.state(&stalled.id, None).await.status, Status::Abandoned);
    assert_eq!(t.state(&clocked, None).await.status, Status::Active);
    assert_eq!(t.state(&played.id, None).await.status, Status::Active);
    let lobby = t.client.get("/api/games?status=abandoned").await.unwrap();
    assert_eq!(lobby.body["games"].as_array().unwrap().len(), 2);
    let tok = tokens(&stalled)[0].clone().unwrap();
    let r = t
        .client
        .act(&stalled.id, &tok, &json!({"type": "pass"}), None)
        .await
        .unwrap();
    assert_eq!(r.status, 409, "{}", r.body);
    let r = t
        .client
        .get(&format!("/api/games/{}/replay", stalled.id))
        .await
        .unwrap();
    assert_eq!(
        r.status, 200,
        "an abandoned game's replay is open: it is over"
    );
    gate.open();
}

pub async fn undo_takes_back_a_secret_step_and_nobody_else_sees_a_thing(backend: Backend) {
    let gate = Gate::held();
    let time = ManualTime::new(START);
    let mut t = start(backend, &gate, &time).await;
    let created = t.create(game("city", 2, json!({}))).await;
    let (id, toks) = (created.id.clone(), tokens(&created));
    let (t0, t1) = (toks[0].as_deref().unwrap(), toks[1].as_deref().unwrap());
    let before = t.state(&id, Some(t0)).await;
    assert_eq!(before.undo, 0);
    let mut other = t.client.socket(&id, Some(t1)).await.unwrap();
    let first = other.recv().await.unwrap();
    assert_eq!(first["moves"], 0);
    // CT-1: a discard, in secret; then taken back.
    let after = play_first(&t, &id, t0).await;
    assert_eq!(after.undo, 1);
    let r = post(&t, &id, "undo", t0).await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.body["moves"], 2, "the step and its undo");
    let back = t.state(&id, Some(t0)).await;
    assert_eq!(back.view, before.view, "U-5: as before, card for card");
    assert_eq!(back.legal, before.legal);
    assert_eq!(back.moves, 2, "moves only count up");
    assert_eq!(back.undo, 0);
    // Seat 1 saw nothing: its next message is its own step's.
    let mine = play_first(&t, &id, t1).await;
    let next = other.recv().await.unwrap();
    assert_eq!(next["type"], "state");
    assert_eq!(next["moves"], 1, "{next}");
    assert_eq!(mine.moves, 1);
    // The undo is kept: after a restart nobody's count goes back.
    t.restart().await;
    assert_eq!(t.state(&id, Some(t0)).await.moves, 2);
    assert_eq!(t.state(&id, Some(t1)).await.moves, 1);
    assert_eq!(t.state(&id, Some(t0)).await.view, before.view);
    gate.open();
}

/// An undo carries the `moves` its page showed (docs/api.md, Undo): it is
/// made only where the game still stands, so an undo sent again after its
/// answer was lost takes nothing more back, and a page behind the game
/// takes back nothing it did not show.
pub async fn an_undo_sent_again_takes_back_nothing_more(backend: Backend) {
    let gate = Gate::held();
    let time = ManualTime::new(START);
    let t = start(backend, &gate, &time).await;
    let created = t.create(game("metropolis", 3, json!({}))).await;
    let (id, toks) = (created.id.clone(), tokens(&created));
    let a = t.state(&id, None).await.to_act[0];
    let t0 = toks[a].as_deref().unwrap();
    // A lot taken (it stays, U-3), a proposal to the first partner named
    // (the name stays, U-3), and two of its items drafted: either item may
    // be taken back until the proposal is sent (U-1).
    for _ in 0..5 {
        play_first(&t, &id, t0).await;
    }
    let st = t.state(&id, Some(t0)).await;
    assert_eq!(st.undo, 2, "two items to take back");
    // A page one step behind takes nothing back.
    let r = undo_at(&t, &id, t0, st.moves - 1).await;
    assert_eq!(r.status, 409, "{}", r.body);
    let said = r.body["error"].as_str().unwrap();
    assert!(said.contains("moved on"), "{said}");
    assert_eq!(hub(&t).record_len(&id), Some(5), "nothing taken back");
    // Where the page stands: the latest item is taken back.
    let r = undo_at(&t, &id, t0, st.moves).await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(hub(&t).record_len(&id), Some(4));
    // The same undo again (its answer lost on the way): refused, and the
    // first item stays.
    let r = undo_at(&t, &id, t0, st.moves).await;
    assert_eq!(r.status, 409, "{}", r.body);
    assert_eq!(
        hub(&t).record_len(&id),
        Some(4),
        "one item taken back, not two"
    );
    let now = t.state(&id, Some(t0)).await;
    assert_eq!(now.undo, 1);
    assert_eq!(now.moves, st.moves + 1, "moves count the undo up");
    // Without `moves`, as before: the latest action.
    assert_eq!(post(&t, &id, "undo", t0).await.status, 200);
    assert_eq!(hub(&t).record_len(&id), Some(3));
    gate.open();
}

pub async fn undo_never_crosses_a_commitment(backend: Backend) {
    let gate = Gate::held();
    let time = ManualTime::new(START);
    let t = start(backend, &gate, &time).await;
    let created = t.create(game("forsale", 3, json!({}))).await;
    let (id, toks) = (created.id.clone(), tokens(&created));
    let a = t.state(&id, None).await.to_act[0];
    let tok = toks[a].as_deref().unwrap();
    let st = play_first(&t, &id, tok).await;
    assert_eq!(st.undo, 0);
    // The state says which ruling refuses it, so the page can show why.
    assert_eq!(st.undo_refused.as_deref(), Some("U-4"));
    let r = post(&t, &id, "undo", tok).await;
    assert_eq!(r.status, 409, "{}", r.body);
    assert_eq!(r.body["rule"], "U-4", "{}", r.body);
    assert_eq!(t.state(&id, None).await.moves, 1, "nothing changed");
    gate.open();
}

/// U-1, T-5: a person a bot plays for must come back before taking an
/// action back; and bots never undo: a game bots play to the end stores no
/// undo but the person's own.
pub async fn bots_never_undo_and_a_person_comes_back_first(backend: Backend) {
    let gate = Gate::held();
    let time = ManualTime::new(START);
    let t = start(backend, &gate, &time).await;
    let created = t.create(game("city", 2, json!({}))).await;
    let (id, toks) = (created.id.clone(), tokens(&created));
    let (t0, t1) = (toks[0].as_deref().unwrap(), toks[1].as_deref().unwrap());
    // CT-1: a discard in secret, which may be taken back (U-1).
    assert_eq!(play_first(&t, &id, t0).await.undo, 1);
    assert_eq!(post(&t, &id, "leave", t0).await.status, 200);
    let r = post(&t, &id, "undo", t0).await;
    assert_eq!(r.status, 409, "{}", r.body);
    assert!(
        r.body["error"]
            .as_str()
            .unwrap()
            .contains("take your seat back first (T-5)"),
        "{}",
        r.body
    );
    assert_eq!(hub(&t).record_len(&id), Some(1), "nothing taken back");
    assert_eq!(post(&t, &id, "return", t0).await.status, 200);
    let r = post(&t, &id, "undo", t0).await;
    assert_eq!(r.status, 200, "{}", r.body);
    // Everyone leaves: the takeover bots play the game to its end.
    gate.open();
    for tok in [t0, t1] {
        assert_eq!(post(&t, &id, "leave", tok).await.status, 200);
    }
    common::wait_for_status(&t, &id, Status::Finished).await;
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&t.config.database).await.unwrap();
    let undos: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM undos WHERE game_id = $1")
        .bind(&id)
        .fetch_one(&pool)
        .await
        .unwrap();
    pool.close().await;
    assert_eq!(undos, 1, "the person's undo, and none of the bots'");
}
