//! Play now in the browser (issue 32; rulings Q-1 .. Q-10): Ann and Bob,
//! each signed in in a browser of their own, press Play for For Sale, 3
//! players, turn-based, waiting 30 seconds for people; the queue seats
//! them together with a bot once Ann's wait is over, and both pages go to
//! the table with their seats. The server's clock is moved by hand: the
//! wait is over when the test says so, not after 30 seconds of waiting.

use std::sync::Arc;

use serde_json::{Value, json};
use urbs_loadtest::client::Client;
use urbs_server::clock::{ManualTime, SystemTime, TimeSource};

use crate::browser::{Browser, Result};
use crate::server::Server;

/// Signs `name` up with a password through the API, from the page (so the
/// browser keeps the session), and opens the lobby.
async fn signed_up(b: &Browser, name: &str) -> Result<()> {
    b.goto("/#/").await?;
    let body = json!({"name": name, "password": "correct horse"});
    let status = b
        .js(&format!(
            "return fetch('/api/account/signup', {{method: 'POST', \
             headers: {{'content-type': 'application/json'}}, body: JSON.stringify({body})}}) \
             .then(r => r.status)"
        ))
        .await?;
    if status != json!(201) {
        return Err(format!("{name}'s sign-up answered {status}"));
    }
    b.goto("/#/account").await?;
    b.goto("/#/").await?;
    b.wait_for("[data-test=play-start]", 20).await?;
    Ok(())
}

/// Picks `value` in the Play box's select `test`.
async fn pick(b: &Browser, test: &str, value: &str) -> Result<()> {
    b.js_args(
        "const s = document.querySelector(`[data-test=${arguments[0]}]`); \
         s.value = arguments[1]; s.dispatchEvent(new Event('change')); return s.value",
        vec![json!(test), json!(value)],
    )
    .await
    .and_then(|v| {
        if v == json!(value) {
            Ok(())
        } else {
            Err(format!("{test} offers no {value}"))
        }
    })
}

/// Presses Play for For Sale, 3 players, turn-based, 30 seconds of wait.
async fn press_play(b: &Browser) -> Result<()> {
    pick(b, "play-game", "forsale").await?;
    pick(b, "play-players", "3").await?;
    pick(b, "play-pace", "turn_based").await?;
    pick(b, "play-wait", "30").await?;
    b.click("[data-test=play-start]").await?;
    b.wait_for("[data-test=play-waiting]", 20).await?;
    b.wait_for("[data-test=play-leave]", 5).await?;
    Ok(())
}

/// Waits until the page shows a table with a seat: answers the game's id
/// and the seat's token from the address.
async fn at_table(b: &Browser) -> Result<(String, String)> {
    b.wait_js(
        "return location.hash.startsWith('#/game/') && location.hash.includes('token=') \
         && !!document.querySelector('[data-test=table]')",
        "the table",
        90,
    )
    .await?;
    let hash = b.js("return location.hash").await?;
    let hash = hash.as_str().ok_or("an address")?;
    let (path, query) = hash.split_once('?').ok_or("a token")?;
    let id = path.trim_start_matches("#/game/").to_string();
    let token = query
        .split('&')
        .find_map(|p| p.strip_prefix("token="))
        .ok_or("a token")?
        .to_string();
    Ok((id, token))
}

async fn seated_together(
    a: &Browser,
    b: &Browser,
    server: &Server,
    time: &ManualTime,
) -> Result<()> {
    signed_up(a, "Ann").await?;
    signed_up(b, "Bob").await?;
    a.screenshot("lobby").await?;
    press_play(a).await?;
    press_play(b).await?;
    b.screenshot("waiting").await?;
    let waited = a.text("[data-test=play-waited]").await?;
    if !waited.contains("0:30") {
        return Err(format!("the wait shown: {waited}"));
    }
    // Nobody else comes: with the server's clock standing still, a pass
    // of the queue (each question runs one) leaves both waiting (Q-6 fills
    // the empty seat only once the wait is over).
    for page in [a, b] {
        let status = page
            .js_await("return await (await fetch('/api/play')).json();", vec![])
            .await?;
        if status["status"] != json!("waiting") || status["waited"] != json!(0) {
            return Err(format!("before the wait is over: {status}"));
        }
    }
    // Ann's 30 seconds pass; the pages' next questions seat them.
    time.advance(30_000);
    let (ann_game, ann_token) = at_table(a).await?;
    let (bob_game, bob_token) = at_table(b).await?;
    if ann_game != bob_game {
        return Err(format!("Ann at {ann_game}, Bob at {bob_game}"));
    }
    let client = Client::new(server.addr());
    let state = client.state(&ann_game, None).await?;
    let seats: Vec<Value> = state
        .seats
        .iter()
        .map(|s| json!([s.kind, s.name, s.bot]))
        .collect();
    let people: Vec<&str> = state
        .seats
        .iter()
        .filter_map(|s| s.name.as_deref())
        .collect();
    let bots = state
        .seats
        .iter()
        .filter(|s| s.kind == urbs_server::SeatKind::Bot)
        .count();
    if state.players != 3 || bots != 1 || !people.contains(&"Ann") || !people.contains(&"Bob") {
        return Err(format!("the table's seats: {seats:?}"));
    }
    for (name, token) in [("Ann", &ann_token), ("Bob", &bob_token)] {
        let mine = client.state(&ann_game, Some(token)).await?;
        let seat = mine.seat.ok_or("a seat")?;
        if mine.seats[seat].name.as_deref() != Some(name) {
            return Err(format!("{name}'s token plays seat {seat}: {seats:?}"));
        }
    }
    a.screenshot("table").await?;
    b.screenshot("table").await?;
    Ok(())
}

pub async fn two_people_press_play_and_sit_together_with_a_bot() {
    let time: Arc<ManualTime> = ManualTime::new(SystemTime.now_ms());
    let clock = time.clone();
    let server = Server::start_with(move |c| c.time = Some(clock)).await;
    crate::session_of_two_on(server, "playnow", async |a, b, server| {
        seated_together(a, b, server, &time).await
    })
    .await;
}
