//! End-to-end tests of the browser client: the real server on a loopback
//! port, the client it embeds, and headless Chromium driven through
//! WebDriver. Each game is created in the lobby against bots, played to the
//! end by clicking, reloaded mid-game, and its result and replay checked.
//! Screenshots of every screen land in `target/e2e-artifacts/`.
//!
//! Needs Debian's `chromium` and `chromium-driver` on the PATH.

mod a11y;
mod accounts;
mod attend;
mod browser;
mod damaged;
mod games;
mod invitations;
mod learn;
mod notify;
mod playnow;
mod ratings;
mod server;
// Issue 29's page texts and Spanish everywhere: tests of their own.
mod pagetext;
mod spanish;
mod table;
mod tutorial;
// Issue 29's last items and issue 30's review button: people counted from
// 1 and called by their names, counts and quotes, the review of a held seat.
mod people;

use std::sync::{Condvar, Mutex};

use browser::{Browser, Result};
use serde_json::json;
use server::Server;

/// How many browser tests run at once (`URBS_E2E_AT_ONCE`, default 2):
/// a test's own process mostly waits, but Chromium's drawing keeps two
/// cores busy, so more at once only makes each test slower (four at once
/// took 271 s against 258 s, with `--test-threads 4`); 1 runs them one
/// after another.
fn at_once() -> usize {
    std::env::var("URBS_E2E_AT_ONCE")
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(2)
}

/// The browser tests running now.
static RUNNING: (Mutex<usize>, Condvar) = (Mutex::new(0), Condvar::new());

/// A place among the tests running at once, given back when dropped.
struct Place;

impl Place {
    fn take() -> Place {
        let (count, freed) = &RUNNING;
        let mut n = count.lock().unwrap_or_else(|e| e.into_inner());
        while *n >= at_once() {
            n = freed.wait(n).unwrap_or_else(|e| e.into_inner());
        }
        *n += 1;
        Place
    }
}

impl Drop for Place {
    fn drop(&mut self) {
        let (count, freed) = &RUNNING;
        *count.lock().unwrap_or_else(|e| e.into_inner()) -= 1;
        freed.notify_one();
    }
}

/// Runs one browser test on its own runtime, once a place is free.
fn run(test: impl std::future::Future<Output = ()>) {
    let _place = Place::take();
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime")
        .block_on(test);
}

/// Starts a server and a browser of the given size (screenshots under
/// `name`), runs `body`, screenshots a failure, and tears both down before
/// failing the test.
async fn session(
    name: &str,
    (width, height): (u32, u32),
    body: impl AsyncFnOnce(&mut Browser, &mut Server) -> Result<()>,
) {
    let mut server = Server::start().await;
    let mut b = Browser::start(&server.url, width, height, name)
        .await
        .expect("browser");
    let outcome = body(&mut b, &mut server).await;
    if outcome.is_err() {
        let _ = b.screenshot("failure").await;
    }
    b.close().await;
    server.stop().await;
    if let Err(e) = outcome {
        panic!("{name}: {e}");
    }
}

/// [`session`] for two people: a server and two browsers (screenshots
/// under `NAME-a` and `NAME-b`) at `http://localhost:PORT`, a domain
/// passkeys accept; `body` runs, a failure is screenshot in both, and all
/// is torn down before the test fails.
pub async fn session_of_two(
    name: &str,
    body: impl AsyncFnOnce(&Browser, &Browser, &Server) -> Result<()>,
) {
    session_of_two_on(Server::start().await, name, body).await;
}

/// [`session_of_two`] on a server the test started.
pub async fn session_of_two_on(
    mut server: Server,
    name: &str,
    body: impl AsyncFnOnce(&Browser, &Browser, &Server) -> Result<()>,
) {
    let base = format!("http://localhost:{}", server.addr().port());
    let outcome = async {
        let a = Browser::start(&base, 1100, 900, &format!("{name}-a")).await?;
        let b = Browser::start(&base, 1100, 900, &format!("{name}-b")).await?;
        let result = body(&a, &b, &server).await;
        if result.is_err() {
            let _ = a.screenshot("failure").await;
            let _ = b.screenshot("failure").await;
        }
        a.close().await;
        b.close().await;
        result
    }
    .await;
    server.go_down().await;
    if let Err(e) = outcome {
        panic!("{name}: {e}");
    }
}

/// A small deterministic generator for the test player's choices.
pub struct Dice(u64);

impl Dice {
    pub fn new(seed: u64) -> Dice {
        Dice(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

/// The seed the lobby's games of these tests are dealt from: what their
/// bots do is then the same every run, so a failure shows again.
const LOBBY_SEED: u64 = 1;

/// Creates a game in the lobby: the game, the player count, seat 0 human
/// and every other seat the bot `bot`, dealt from [`LOBBY_SEED`]; then
/// opens seat 0's join link.
pub async fn create_in_lobby(b: &Browser, game: &str, players: usize, bot: &str) -> Result<()> {
    create_in_lobby_dealt(b, game, players, bot, LOBBY_SEED).await
}

/// [`create_in_lobby`], the game dealt from `seed` (the lobby's seed
/// field).
pub async fn create_in_lobby_dealt(
    b: &Browser,
    game: &str,
    players: usize,
    bot: &str,
    seed: u64,
) -> Result<()> {
    table::form(b, game, players).await?;
    for seat in 1..players {
        let kind = format!("[data-test=seat-kind-{seat}]");
        table::set(b, &kind, &format!("bot:{bot}")).await?;
    }
    let kinds = b
        .js("return [...document.querySelectorAll('[data-test^=seat-kind-]')].map(s => s.value)")
        .await?;
    assert_eq!(
        kinds.as_array().map(Vec::len),
        Some(players),
        "one seat row per player"
    );
    table::set(b, "input[name=seed]", &seed.to_string()).await?;
    b.click("[data-test=create]").await?;
    b.wait_for("[data-test=join-0]", 10).await?;
    let link = b
        .js("return document.querySelector('[data-test=join-0] input').value")
        .await?;
    assert!(
        link.as_str().unwrap_or("").contains("token="),
        "the join link carries the seat's token: {link}"
    );
    if std::env::var("URBS_E2E_SERVER").is_err() {
        assert!(
            link.as_str()
                .unwrap_or("")
                .starts_with(&format!("{}/#/game/", server::PUBLIC_URL)),
            "the join link names the server's public address, not 127.0.0.1: {link}"
        );
    }
    b.click("[data-test=play-0]").await?;
    b.wait_for("[data-test=table]", 10).await?;
    Ok(())
}

/// What a game's test player does on its turn: clicks one move through the
/// game's own controls, and names the screen it is on (for screenshots).
#[allow(async_fn_in_trait)]
pub trait Player {
    async fn play(&mut self, b: &Browser) -> Result<String>;
}

/// Plays seat 0 until the game is over; reloads the page after `reload_at`
/// moves. Checks the width of the page after every move when `narrow`.
/// Returns the number of moves made.
pub async fn play_to_end(
    b: &Browser,
    player: &mut impl Player,
    reload_at: usize,
    narrow: bool,
) -> Result<usize> {
    let mut moves = 0;
    let mut seen = std::collections::BTreeSet::new();
    loop {
        b.wait_js(
            "const m = document.querySelector('main'); return !m.classList.contains('busy') && (document.querySelector('[data-test=your-turn]') || document.querySelector('[data-test=game-over]')) ? true : false",
            "seat 0's turn or the end",
            60,
        )
        .await?;
        if b.exists("[data-test=game-over]").await? {
            let errors = b.js("return window.urbsErrors ?? []").await?;
            assert_eq!(errors, json!([]), "the page showed errors on the way");
            let missing = b.js("return window.urbsMissing ?? []").await?;
            assert_eq!(missing, json!([]), "messages missing from the catalogs");
            return Ok(moves);
        }
        if narrow {
            let over = b.horizontal_overflow().await?;
            assert!(
                over <= 0,
                "the table scrolls sideways by {over}px at move {moves}"
            );
        }
        let before = b
            .js("return document.querySelector('[data-test=table]').dataset.moves")
            .await?;
        let stage = player.play(b).await?;
        if seen.insert(stage.clone()) {
            // First time on this screen: the shot shows it after the move's
            // selection, before the server answers, so take it now.
        }
        b.wait_js(
            &format!(
                "const t = document.querySelector('[data-test=table]'); return t && t.dataset.moves !== {before} && !document.querySelector('main').classList.contains('busy')"
            ),
            "the move to be made",
            30,
        )
        .await?;
        moves += 1;
        if moves == reload_at {
            b.client.refresh().await.map_err(|e| e.to_string())?;
            b.wait_for("[data-test=table]", 20).await?;
            let head = b.text(".table-head").await?;
            // Seat 0, as people count it (issue 29).
            assert!(
                head.contains("seat 1"),
                "after a reload the page still plays seat 0: {head}"
            );
        }
        assert!(moves < 3000, "the game does not end");
    }
}

/// The result screen: every seat ranked, at least one winner.
pub async fn check_result(b: &Browser, players: usize) -> Result<()> {
    b.wait_for("[data-test=result]", 20).await?;
    let rows = b.count("[data-test=result] .ranking li").await?;
    assert_eq!(rows, players, "one line per player in the result");
    let winners = b.count("[data-test=result] .ranking li.winner").await?;
    assert!(winners >= 1, "somebody wins");
    Ok(())
}

/// The result screen of the game at `play` (a seat's link) offers a
/// rematch; it opens the new game on the same token, one seat on.
pub async fn check_rematch(b: &Browser, play: &str) -> Result<()> {
    b.goto(&format!("/{play}")).await?;
    b.wait_for("[data-test=result]", 20).await?;
    b.click("[data-test=rematch]").await?;
    let hash = b
        .wait_js(
            "return document.querySelector('.table-head')?.innerText.includes('seat 2') ? location.hash : false",
            "the rematch, one seat on",
            20,
        )
        .await?;
    let hash = hash.as_str().unwrap_or("");
    let token = play.split("token=").nth(1).unwrap_or("?");
    assert!(
        hash.ends_with(&format!("token={token}")),
        "{hash} vs {play}"
    );
    assert_ne!(hash.split('?').next(), play.split('?').next(), "a new game");
    // The old game now points to it.
    b.goto(&format!("/{play}")).await?;
    b.wait_for("[data-test=join-rematch]", 20).await?;
    b.screenshot("rematch").await?;
    Ok(())
}

/// The replay: step back, forth, and through every way of seeing it.
pub async fn check_replay(b: &Browser, shots: &str) -> Result<()> {
    b.click("[data-test=to-replay]").await?;
    b.wait_for("[data-test=replay-controls]", 20).await?;
    b.wait_for("[data-test=table]", 20).await?;
    let label = b.text("[data-test=replay-step]").await?;
    let numbers: Vec<usize> = label
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|w| w.parse().ok())
        .collect();
    let (step, total) = (numbers[0], numbers[1]);
    assert_eq!(step, total, "a replay opens at the end: {label}");
    assert!(
        b.exists("[data-test=result]").await?,
        "the last step shows the result"
    );
    b.click("[data-test=replay-prev]").await?;
    b.wait_js(
        &format!("return document.querySelector('[data-test=replay-step]').innerText.startsWith('Move {} ')", total - 1),
        "one step back",
        10,
    )
    .await?;
    b.click("[data-test=replay-first]").await?;
    b.wait_js(
        "return document.querySelector('[data-test=replay-step]').innerText.startsWith('Move 0 ')",
        "the start",
        10,
    )
    .await?;
    for _ in 0..3 {
        b.click("[data-test=replay-next]").await?;
    }
    b.wait_js(
        "return document.querySelector('[data-test=replay-step]').innerText.startsWith('Move 3 ')",
        "three moves in",
        10,
    )
    .await?;
    b.screenshot(&format!("{shots}-replay-all")).await?;
    for seat in ["0", "spectator", "all"] {
        b.js_args(
            "const s = document.querySelector('[data-test=replay-seat]'); s.value = arguments[0]; s.dispatchEvent(new Event('change'));",
            vec![json!(seat)],
        )
        .await?;
        b.wait_js(
            &format!("return location.hash.includes('seat={seat}') && !!document.querySelector('[data-test=table]')"),
            "the replay seen by another seat",
            10,
        )
        .await?;
    }
    Ok(())
}

/// Runs a whole game through the browser and checks every screen.
async fn full_game(game: &str, players: usize, bot: &str, player: &mut impl Player) {
    session(game, (1280, 900), async |b, _server| {
        b.goto("/").await?;
        b.wait_for("[data-test=new-game]", 10).await?;
        create_in_lobby(b, game, players, bot).await?;
        // Your turn: the tab's title says so, and the alert was raised.
        b.wait_for("[data-test=your-turn]", 20).await?;
        b.wait_js(
            "return document.title.startsWith('▶ Your turn') && window.urbsTurnAlerts >= 1",
            "the tab's title to announce your turn",
            10,
        )
        .await?;
        assert!(b.exists("[data-test=alert-sound]").await?, "a sound switch");
        b.check_accessible(&format!("the {game} table")).await?;
        // The table also fits a phone.
        b.resize(390, 844).await?;
        let over = b.horizontal_overflow().await?;
        b.full_screenshot("phone", 390).await?;
        assert!(over <= 0, "{game} scrolls sideways by {over}px at 390px");
        b.resize(1280, 900).await?;
        // A spectator sees the public table and nothing to click.
        let play = b.js("return location.hash").await?;
        let watch = play
            .as_str()
            .unwrap_or("")
            .split('?')
            .next()
            .unwrap_or("")
            .to_string();
        b.goto(&format!("/{watch}")).await?;
        b.wait_js(
            "return document.querySelector('.table-head')?.innerText.includes('watching')",
            "the spectator's table",
            10,
        )
        .await?;
        b.wait_for(".board", 10).await?;
        // (Buttons that only show something, `.info`, are no moves.)
        let buttons = b.count(".board button:not(.info)").await?;
        assert_eq!(buttons, 0, "a spectator is offered moves");
        assert!(
            !b.exists("[data-test=hand]").await?,
            "a spectator sees a hand"
        );
        b.screenshot("spectator").await?;
        b.goto(&format!("/{}", play.as_str().unwrap_or(""))).await?;
        b.wait_for("[data-test=table]", 10).await?;
        let moves = play_to_end(b, player, 4, false).await?;
        assert!(moves > 4, "seat 0 made {moves} moves");
        check_result(b, players).await?;
        b.full_screenshot("result", 1280).await?;
        b.check_accessible(&format!("the {game} result")).await?;
        check_replay(b, "replay").await?;
        b.check_accessible(&format!("the {game} replay")).await?;
        check_rematch(b, play.as_str().unwrap_or("")).await?;
        b.goto("/").await?;
        b.wait_js(
            "return document.querySelector('[data-test=list-finished] li') ? true : false",
            "the finished game in the lobby",
            10,
        )
        .await?;
        b.screenshot("lobby").await?;
        b.check_accessible("the lobby").await?;
        Ok(())
    })
    .await;
}

#[test]
fn forsale_in_the_browser_against_bots() {
    run(full_game(
        "forsale",
        4,
        "beginner",
        &mut games::ForSalePlayer::new(1),
    ));
}

#[test]
fn skyline_in_the_browser_against_bots() {
    run(full_game(
        "skyline",
        3,
        "random",
        &mut games::SkylinePlayer::new(2),
    ));
}

#[test]
fn city_in_the_browser_against_bots() {
    run(full_game(
        "city",
        3,
        "beginner",
        &mut games::CityPlayer::new(3),
    ));
}

#[test]
fn metropolis_in_the_browser_against_bots() {
    run(full_game(
        "metropolis",
        3,
        "random",
        &mut games::MetropolisPlayer::new(4),
    ));
}

/// Every game of the catalog has a browser test above.
#[test]
fn every_game_in_the_catalog_is_played_in_the_browser() {
    for id in urbs_catalog::GAME_IDS {
        assert!(
            ["forsale", "skyline", "city", "metropolis"].contains(id),
            "{id} has no end-to-end test: add a Player for it in tests/e2e/games.rs"
        );
    }
}

/// The generic drawing (view as panels, moves as buttons), which any game
/// without a renderer of its own gets, plays a game to the end too.
#[test]
fn the_generic_fallback_plays_a_game_to_the_end() {
    run(generic_fallback());
}

async fn generic_fallback() {
    session("generic", (1280, 900), async |b, _server| {
        create_in_lobby(b, "forsale", 3, "random").await?;
        b.js("location.hash = location.hash + '&generic'").await?;
        b.wait_for(".board.generic", 10).await?;
        let moves = play_to_end(b, &mut games::TextPlayer::new(5), 3, false).await?;
        assert!(moves > 3);
        check_result(b, 3).await?;
        b.screenshot("result").await?;
        Ok(())
    })
    .await;
}

/// A seated player talks to the table; the line shows on their page and,
/// live, on a spectator's; markup in a line is shown as text.
#[test]
fn players_talk_at_the_table() {
    run(table_talk());
}

async fn table_talk() {
    session("chat", (1280, 900), async |b, _server| {
        create_in_lobby(b, "forsale", 3, "beginner").await?;
        b.wait_for("[data-test=chat-input]", 10).await?;
        let said = "good luck <b>all</b>";
        b.js_args(
            "const i = document.querySelector('[data-test=chat-input]'); i.value = arguments[0]; i.dispatchEvent(new Event('input'));",
            vec![json!(said)],
        )
        .await?;
        b.click("[data-test=chat-send]").await?;
        b.wait_js(
            "return [...document.querySelectorAll('[data-test=chat-line]')].some(l => l.textContent.includes('good luck <b>all</b>'))",
            "the line on the player's page, as text",
            10,
        )
        .await?;
        assert_eq!(b.count("[data-test=chat] b").await?, 0, "markup was not rendered");
        let input = b
            .js("return document.querySelector('[data-test=chat-input]').value")
            .await?;
        assert_eq!(input, json!(""), "the line was sent and cleared");
        // A spectator reads it.
        let play = b.js("return location.hash").await?;
        let watch = play.as_str().unwrap_or("").split('?').next().unwrap_or("").to_string();
        b.goto(&format!("/{watch}")).await?;
        b.wait_js(
            "return [...document.querySelectorAll('[data-test=chat-line]')].some(l => l.textContent.includes('good luck'))",
            "the line on a spectator's page",
            10,
        )
        .await?;
        // The hash changes in the same page: the seat's view may still be
        // on screen a moment, so wait for the spectator's, without a box.
        b.wait_js(
            "return !document.querySelector('[data-test=chat-input]')",
            "a spectator cannot talk (no chat box on the spectator's page)",
            10,
        )
        .await?;
        b.screenshot("chat").await?;
        Ok(())
    })
    .await;
}

/// Moves made elsewhere reach the open page over the WebSocket, with no
/// reload; when the server goes away and comes back, the page reconnects by
/// itself and carries on.
#[test]
fn the_table_updates_live_and_reconnects_by_itself() {
    run(live_and_reconnect());
}

async fn live_and_reconnect() {
    session("live", (1280, 900), async |b, server| {
        create_in_lobby(b, "forsale", 4, "beginner").await?;
        b.wait_js(
            "return document.getElementById('conn').dataset.state === 'live'",
            "the WebSocket",
            10,
        )
        .await?;
        let hash = b.js("return location.hash").await?;
        let hash = hash.as_str().unwrap_or("");
        let id = hash
            .split("/game/")
            .nth(1)
            .and_then(|r| r.split('?').next())
            .unwrap()
            .to_string();
        let token = hash.split("token=").nth(1).unwrap().to_string();
        let client = urbs_loadtest::client::Client::new(server.addr());

        // Seat 0 passes from outside the page: the page shows it unasked.
        async fn act_outside(
            b: &Browser,
            client: &urbs_loadtest::client::Client,
            id: &str,
            token: &str,
        ) -> Result<()> {
            b.wait_for("[data-test=your-turn]", 30).await?;
            let before = b
                .js("return document.querySelector('[data-test=table]').dataset.moves")
                .await?;
            let rev = b
                .js("return document.querySelector('main').dataset.rev")
                .await?;
            let state = client.state(id, Some(token)).await?;
            let pass = state
                .legal
                .iter()
                .find(|c| c.text == "pass")
                .expect("pass is legal");
            let reply = client.act(id, token, &pass.json, None).await?;
            assert_eq!(reply.status, 200, "{:?}", reply.body);
            b.wait_js(
                &format!(
                    "return document.querySelector('[data-test=table]').dataset.moves !== {before}"
                ),
                "the move made elsewhere to show",
                20,
            )
            .await?;
            // Drawn by a push, not by a reload: the page kept its state.
            let rev_after = b
                .js("return document.querySelector('main').dataset.rev")
                .await?;
            assert_ne!(rev, rev_after);
            assert_eq!(
                b.js("return window.performance.getEntriesByType('navigation').length")
                    .await?,
                json!(1)
            );
            Ok(())
        }
        act_outside(b, &client, &id, &token).await?;

        // Seat 0's turn again, its help come: nothing more is on its way.
        b.wait_js(
            "return document.querySelector('[data-test=your-turn]') && document.querySelector('main').dataset.helpPending === '0'",
            "seat 0's turn, drawn for good",
            30,
        )
        .await?;
        let counters = "const m = document.querySelector('main'); return [Number(m.dataset.rev), Number(m.dataset.states)]";
        let before = b.js(counters).await?;
        server.go_down().await;
        b.wait_js(
            "return document.getElementById('conn').dataset.state !== 'live'",
            "the page to notice",
            20,
        )
        .await?;
        b.screenshot("offline").await?;
        server.come_back().await;
        b.wait_js(
            "return document.getElementById('conn').dataset.state === 'live'",
            "the page to reconnect",
            30,
        )
        .await?;
        // Back, the page is sent the table as it shows it twice (the
        // socket's first state, its own fetch after a reconnect): it draws
        // neither.
        b.wait_js(
            &format!(
                "return Number(document.querySelector('main').dataset.states) >= {}",
                before[1].as_u64().unwrap_or(0) + 2
            ),
            "the states sent after the reconnect",
            20,
        )
        .await?;
        let after = b.js(counters).await?;
        assert_eq!(after[0], before[0], "a state already shown was drawn again");
        b.screenshot("reconnected").await?;
        act_outside(b, &client, &id, &token).await?;

        // Two addresses in a row, the second before the first has loaded
        // (watch, then the seat again): one screen is shown, the last, on
        // one socket; the first is finished and left, never drawn over it.
        b.js_args(
            r#"
            window.urbsSockets = 0;
            window.WebSocket = class extends window.WebSocket {
              constructor(...args) {
                super(...args);
                window.urbsSockets += 1;
                this.addEventListener("close", () => { window.urbsSockets -= 1; });
              }
            };
            location.hash = `#/game/${arguments[0]}`;
            location.hash = `#/game/${arguments[0]}?token=${arguments[1]}`;
            "#,
            vec![json!(id), json!(token)],
        )
        .await?;
        b.wait_js(
            "return document.querySelector('[data-test=table]')?.dataset.mode === 'play' && document.getElementById('conn').dataset.state === 'live'",
            "the seat's table, live",
            20,
        )
        .await?;
        act_outside(b, &client, &id, &token).await?;
        let shown = b
            .js("return [document.querySelector('[data-test=table]').dataset.mode, window.urbsSockets]")
            .await?;
        assert_eq!(shown, json!(["play", 1]), "the seat's table on one socket");
        Ok(())
    })
    .await;
}

/// A seat left open is listed in the lobby and taken with one click.
#[test]
fn open_seats_are_joined_from_the_lobby() {
    run(open_seats());
}

async fn open_seats() {
    session("open", (1280, 900), async |b, _server| {
        b.goto("/").await?;
        b.click("[data-test=game-forsale]").await?;
        b.wait_for("[data-test=seat-kind-0]", 10).await?;
        for (seat, kind) in [(0, "open"), (1, "bot:beginner"), (2, "bot:beginner")] {
            b.js_args(
                "const s = document.querySelector(`[data-test=seat-kind-${arguments[0]}]`); s.value = arguments[1]; s.dispatchEvent(new Event('change'));",
                vec![json!(seat), json!(kind)],
            )
            .await?;
        }
        b.js("const s = document.querySelector('[data-test=players]'); s.value = '3'; s.dispatchEvent(new Event('change'));").await?;
        b.click("[data-test=create]").await?;
        b.wait_for("[data-test=join-0]", 10).await?;
        assert!(b.text("[data-test=join-0]").await?.contains("open"));
        b.goto("/").await?;
        b.wait_for("[data-test=list-open] [data-test=join-open]", 10)
            .await?;
        b.screenshot("lobby").await?;
        b.click("[data-test=list-open] [data-test=join-open]")
            .await?;
        b.wait_for("[data-test=your-turn], [data-test=table]", 10)
            .await?;
        b.wait_js(
            "return document.querySelector('.table-head')?.innerText.includes('seat 1')",
            "seat 0's table",
            10,
        )
        .await?;
        // The seat is taken, so the game starts and seat 0 plays it.
        b.wait_for("[data-test=your-turn]", 20).await?;
        b.goto("/").await?;
        b.wait_js(
            "return document.querySelector('[data-test=list-active] li') ? true : false",
            "the game running",
            10,
        )
        .await?;
        assert_eq!(
            b.count("[data-test=list-open] li").await?,
            0,
            "no seat is open any more"
        );
        Ok(())
    })
    .await;
}

#[test]
fn lobby_and_forsale_fit_a_phone() {
    run(phone());
}

async fn phone() {
    session("phone", (390, 844), async |b, _server| {
        b.goto("/").await?;
        b.wait_for("[data-test=new-game]", 10).await?;
        assert!(
            b.horizontal_overflow().await? <= 0,
            "the lobby scrolls sideways"
        );
        b.full_screenshot("lobby", 390).await?;
        create_in_lobby(b, "forsale", 5, "random").await?;
        assert!(
            b.horizontal_overflow().await? <= 0,
            "the join page scrolls sideways"
        );
        let mut player = games::ForSalePlayer::new(7);
        play_to_end(b, &mut player, 3, true).await?;
        check_result(b, 5).await?;
        assert!(
            b.horizontal_overflow().await? <= 0,
            "the result scrolls sideways"
        );
        b.full_screenshot("forsale-result", 390).await?;
        b.goto("/").await?;
        b.wait_js(
            "return document.querySelector('[data-test=list-finished] li') ? true : false",
            "the finished game in the lobby",
            10,
        )
        .await?;
        assert!(
            b.horizontal_overflow().await? <= 0,
            "the lobby with games scrolls sideways"
        );
        b.full_screenshot("lobby-with-games", 390).await?;
        Ok(())
    })
    .await;
}

#[test]
fn a_passkey_signs_up_and_my_games_follow_to_a_fresh_browser() {
    run(accounts::a_passkey_signs_up_and_my_games_follow_to_a_fresh_browser());
}

#[test]
fn two_passkey_players_finish_a_rated_game_and_see_their_ratings() {
    run(ratings::two_passkey_players_finish_a_rated_game_and_see_their_ratings());
}

#[test]
fn an_invitation_reaches_the_open_page_and_is_accepted_or_declined() {
    run(invitations::an_invitation_reaches_the_open_page_and_is_accepted_or_declined());
}

#[test]
fn two_people_press_play_and_sit_together_with_a_bot() {
    run(playnow::two_people_press_play_and_sit_together_with_a_bot());
}

#[test]
fn the_page_registers_its_worker_and_subscribes_this_browser() {
    run(notify::the_page_registers_its_worker_and_subscribes_this_browser());
}

// Issue 32's "Done when" driven by browsers: two servers on one PostgreSQL
// database, a real SMTP server and a push endpoint (told.rs).
mod told;

#[test]
fn two_accounts_press_play_on_two_servers_and_are_told_their_turns() {
    run(told::two_accounts_press_play_on_two_servers_and_are_told_their_turns());
}
