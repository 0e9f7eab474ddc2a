//! What the table says while nobody moves, and why a button is off (issue
//! 29): who is thinking while a bot must act, the clocks waiting for every
//! person with the host's Start (T-7), Undo shown disabled with the ruling
//! that refuses it (U-4), the table rulings at `#/rules/table`, and each
//! tip of a guided game shown once. Deterministic: the bots here move only
//! when the test lets them, and the server's clock moves only when told.

use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};

use serde_json::{Value, json};
use urbs_loadtest::client::Client;
use urbs_server::clock::ManualTime;

use crate::browser::{Browser, Result};
use crate::run;

/// The spec of the bot the test holds.
const HELD: &str = "held";

/// A random player that makes each decision only once the test has sent
/// it a move (or has hung up: then it plays on freely).
struct HeldBot {
    inner: Box<dyn urbs_bots::DynBot>,
    moves: Arc<Mutex<Receiver<()>>>,
}

impl urbs_bots::DynBot for HeldBot {
    fn turn(&self, table: &dyn urbs_engine::DynTable, seat: usize) -> Option<urbs_bots::DynTurn> {
        self.inner.turn(table, seat)
    }

    fn decide(&mut self, turn: &urbs_bots::DynTurn) -> Option<urbs_engine::ActionChoice> {
        // Waits on a bot thread, never under the game's lock.
        let _ = self.moves.lock().map(|m| m.recv());
        self.inner.decide(turn)
    }
}

/// A server whose `held` bots move when the test says, on a clock the test
/// moves (it never does here: no time runs out by itself).
struct HeldServer {
    server: Option<urbs_server::Server>,
    url: String,
    client: Client,
    moves: Option<Sender<()>>,
    _dir: tempfile::TempDir,
}

impl HeldServer {
    async fn start() -> HeldServer {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let (tx, rx) = channel();
        let rx = Arc::new(Mutex::new(rx));
        let custom: urbs_server::CustomBots = Arc::new(move |game: &str, spec: &str, seed: u64| {
            if spec != HELD {
                return None;
            }
            let inner = urbs_catalog::make_dyn_bot(game, "random", seed).ok()?;
            Some(Box::new(HeldBot {
                inner,
                moves: rx.clone(),
            }) as Box<dyn urbs_bots::DynBot>)
        });
        let server = urbs_server::start(urbs_server::ServerConfig {
            addr: "127.0.0.1:0".parse().unwrap(),
            database: format!("sqlite:{}", dir.path().join("urbs.db").display()),
            static_files: Some(urbs_web::static_file),
            bots: urbs_server::BotConfig {
                custom: Some(custom),
                ..urbs_server::BotConfig::default()
            },
            time: Some(ManualTime::new(1_700_000_000_000)),
            ..urbs_server::ServerConfig::default()
        })
        .await
        .expect("the server starts");
        HeldServer {
            url: format!("http://{}", server.addr()),
            client: Client::new(server.addr()),
            server: Some(server),
            moves: Some(tx),
            _dir: dir,
        }
    }

    /// Lets one held bot make one decision.
    fn release(&self) {
        if let Some(m) = &self.moves {
            m.send(()).expect("the bots listen");
        }
    }

    async fn stop(mut self) {
        // The held bots play on, so that nothing waits on them.
        self.moves = None;
        if let Some(s) = self.server.take() {
            s.stop().await;
        }
    }
}

/// [`crate::session`] on a [`HeldServer`].
async fn held_session(name: &str, body: impl AsyncFnOnce(&Browser, &HeldServer) -> Result<()>) {
    let server = HeldServer::start().await;
    let b = Browser::start(&server.url, 1280, 900, name)
        .await
        .expect("browser");
    let outcome = body(&b, &server).await;
    if outcome.is_err() {
        let _ = b.screenshot("failure").await;
    }
    b.close().await;
    server.stop().await;
    if let Err(e) = outcome {
        panic!("{name}: {e}");
    }
}

/// The public state's count of changes, once it differs from `before`.
async fn moved_from(client: &Client, id: &str, before: usize) -> Result<urbs_server::GameState> {
    for _ in 0..600 {
        let st = client.state(id, None).await?;
        if st.moves != before {
            return Ok(st);
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    Err(format!("game {id} never moved on from {before}"))
}

/// While a bot must act the page says who is thinking, naming that seat,
/// and says it again for the next bot; once it is the person's turn the
/// banner is theirs.
#[test]
fn the_page_says_which_bot_is_thinking() {
    run(held_session("thinking", async |b, server| {
        let c = &server.client;
        let created = c
            .create(&json!({"game": "forsale", "players": 3, "seed": 2,
                "seats": [{"kind": "human"}, {"kind": "bot", "bot": HELD}, {"kind": "bot", "bot": HELD}]}))
            .await?;
        let (id, token) = (created.id.clone(), created.seats[0].token.clone().unwrap());
        b.goto(&format!("/#/game/{id}?token={token}")).await?;
        b.wait_for("[data-test=table]", 10).await?;
        let mut thought = 0;
        while thought < 2 {
            let st = c.state(&id, None).await?;
            if st.to_act == [0] {
                // Seat 0's turn: its banner, then its move (the first offered).
                b.wait_for("[data-test=your-turn]", 10).await?;
                assert!(!b.exists("[data-test=bot-thinking]").await?);
                let mine = c.state(&id, Some(&token)).await?;
                let r = c.act(&id, &token, &mine.legal[0].json, None).await?;
                assert_eq!(r.status, 200, "{}", r.body);
                moved_from(c, &id, st.moves).await?;
                continue;
            }
            let seat = st.to_act[0];
            assert!(seat > 0, "{:?}", st.to_act);
            // The held bot cannot move: the page says it is thinking (its
            // seat counted from 1, as people count).
            b.wait_js_args(
                    "const t = document.querySelector('[data-test=bot-thinking]'); return !!t && t.innerText.includes(`P${arguments[0]} · Held`) && t.innerText.includes('is thinking')",
                    vec![json!(seat + 1)],
                &format!("seat {seat}'s bot said to be thinking"),
                10,
            )
            .await?;
            assert!(!b.exists("[data-test=your-turn]").await?);
            if thought == 0 {
                b.screenshot("bot-thinking").await?;
            }
            thought += 1;
            server.release();
            moved_from(c, &id, st.moves).await?;
        }
        Ok(())
    }));
}

/// T-7: no clock runs until every person has opened the game. Each page
/// says whom the clocks wait for; only the host's has Start, and Start
/// sets them running.
#[test]
fn the_clocks_wait_for_everyone_and_the_host_starts_them() {
    run(held_session("clocks-wait", async |b, server| {
        let created = server
            .client
            .create(&json!({"game": "forsale", "players": 3, "seed": 1,
                "seats": [{"kind": "human"}, {"kind": "human"}, {"kind": "human"}],
                "time_control": {"kind": "real_time", "initial_ms": 180_000, "increment_ms": 10_000}}))
            .await?;
        let id = created.id.clone();
        let token = |s: usize| created.seats[s].token.clone().unwrap();
        // Seat 1 opens first: waiting for seats 0 and 2, which people read
        // as P1 and P3 (counted from 1), and no Start (not the host).
        b.goto(&format!("/#/game/{id}?token={}", token(1))).await?;
        let waiting = b.wait_for("[data-test=clock-waiting]", 10).await?;
        let text = waiting.text().await.map_err(|e| e.to_string())?;
        assert!(
            text.contains("T-7")
                && text.contains("P1")
                && text.contains("P3")
                && !text.contains("P2"),
            "{text}"
        );
        assert!(
            !b.exists("[data-test=start-clocks]").await?,
            "only the host may start the clocks"
        );
        assert_eq!(b.count(".seat-chip.running").await?, 0, "no clock runs yet");
        // The host opens: waiting for seat 2 (P3) alone; the host may start now.
        b.goto(&format!("/#/game/{id}?token={}", token(0))).await?;
        b.wait_js(
            "const w = document.querySelector('[data-test=clock-waiting]'); return !!w && w.innerText.includes('P3') && !w.innerText.includes('P2')",
            "the clocks waiting for P3 alone",
            10,
        )
        .await?;
        assert_eq!(b.count(".seat-chip.running").await?, 0, "no clock runs yet");
        b.screenshot("waiting").await?;
        b.click("[data-test=start-clocks]").await?;
        b.wait_js(
            "return !document.querySelector('[data-test=clock-waiting]') && document.querySelectorAll('.seat-chip.running').length === 1",
            "the clocks started, the acting seat's running",
            10,
        )
        .await?;
        let st = server.client.state(&id, None).await?;
        assert_eq!(
            st.clock.map(|c| c.started),
            Some(true),
            "T-7: started by the host"
        );
        Ok(())
    }));
}

/// An Undo the rules refuse is shown disabled, with the ruling's reason
/// (U-4 after a For Sale bid hands the play on), the ruling a link to the
/// table rulings; `#/rules/table` shows them (T- and U- rulings).
#[test]
fn undo_refused_says_why_and_links_the_table_rulings() {
    run(held_session("undo-refused", async |b, server| {
        let c = &server.client;
        let created = c
            .create(&json!({"game": "forsale", "players": 3, "seed": 2,
                "seats": [{"kind": "human"}, {"kind": "bot", "bot": HELD}, {"kind": "bot", "bot": HELD}]}))
            .await?;
        let (id, token) = (created.id.clone(), created.seats[0].token.clone().unwrap());
        b.goto(&format!("/#/game/{id}?token={token}")).await?;
        b.wait_for("[data-test=table]", 10).await?;
        // Until seat 0 has acted there is nothing to refuse.
        let mut st = c.state(&id, None).await?;
        while st.to_act != [0] {
            server.release();
            st = moved_from(c, &id, st.moves).await?;
        }
        b.wait_for("[data-test=your-turn]", 10).await?;
        assert!(!b.exists("[data-test=undo-refused]").await?);
        // Seat 0 bids: the play goes on to the held bot, and Undo is refused.
        let mine = c.state(&id, Some(&token)).await?;
        let bid = mine
            .legal
            .iter()
            .find(|a| a.text.starts_with("bid"))
            .ok_or("no bid offered")?;
        let r = c.act(&id, &token, &bid.json, None).await?;
        assert_eq!(r.status, 200, "{}", r.body);
        b.wait_for("[data-test=undo-refused]", 10).await?;
        let disabled = b
            .js("return document.querySelector('[data-test=undo-refused]').disabled")
            .await?;
        assert_eq!(disabled, json!(true), "the refused Undo is disabled");
        assert!(!b.exists("[data-test=undo]").await?, "no Undo to press");
        let reason = b.text("[data-test=undo-reason]").await?;
        assert!(reason.contains("U-4"), "{reason}");
        let href = b
            .js("return document.querySelector('[data-test=undo-reason] a.rule-ref').getAttribute('href')")
            .await?;
        assert_eq!(href, json!("#/rules/table?rule=U-4"));
        b.screenshot("undo-refused").await?;
        // The link's page: the table rulings, at U-4, and T-7 there too.
        b.goto("/#/rules/table?rule=U-4").await?;
        b.wait_js(
            "const p = document.querySelector('[data-test=rules-page]'); const u = document.getElementById('U-4');
             return !!p && p.dataset.game === 'table' && !!u && u.classList.contains('target')",
            "the table rulings at U-4",
            10,
        )
        .await?;
        assert!(
            b.exists("h3#T-7").await?,
            "T-7 is on the table rulings page"
        );
        let text = b.text("[data-test=rules-page]").await?;
        assert!(!text.contains("no game"), "{text}");
        b.screenshot("table-rules").await?;
        Ok(())
    }));
}

/// A guided City game: the moments of a round come back every round, but
/// each tip is shown once a game, in round 1 (issue 29).
#[test]
fn a_guided_game_shows_each_tip_once() {
    run(crate::session(
        "tips-once",
        (1280, 1000),
        async |b, server| {
            b.goto("/").await?;
            b.click("[data-test=learn-city]").await?;
            b.wait_for("[data-test=tutorial]", 20).await?;
            // Every change of the tip shown, in order ("" for none).
            b.js(
            "window.urbsTipLog = [];
             const note = () => {
               const tip = document.querySelector('[data-test=tutorial]')?.dataset.tip ?? '';
               if (window.urbsTipLog[window.urbsTipLog.length - 1] !== tip) window.urbsTipLog.push(tip);
             };
             note();
             new MutationObserver(note).observe(document.body,
               { subtree: true, childList: true, attributes: true, attributeFilter: ['data-tip'] });",
        )
        .await?;
            let (id, _) = crate::a11y::game_and_token(b).await?;
            let client = Client::new(server.addr());
            let mut player = crate::games::CityPlayer::new(7);
            // Through round 2's keep phase and into round 3.
            loop {
                b.wait_js(
                "return !document.querySelector('main').classList.contains('busy') && !!document.querySelector('[data-test=your-turn], [data-test=game-over]')",
                "seat 0's turn",
                60,
            )
            .await?;
                let view: Value = client.state(&id, None).await?.view;
                if view["round"].as_u64().unwrap_or(0) >= 3
                    || b.exists("[data-test=game-over]").await?
                {
                    break;
                }
                let before = b
                    .js("return document.querySelector('[data-test=table]').dataset.moves")
                    .await?;
                crate::Player::play(&mut player, b).await?;
                b.wait_js_args(
                "const t = document.querySelector('[data-test=table]'); return !!t && t.dataset.moves !== arguments[0]",
                vec![before],
                "the move made",
                30,
            )
            .await?;
            }
            let log: Vec<String> = serde_json::from_value(b.js("return window.urbsTipLog").await?)
                .map_err(|e| e.to_string())?;
            // The moments of a round come back in round 2: their tips do not.
            assert!(log.iter().any(|t| t == "build"), "{log:?}");
            for tip in log.iter().filter(|t| !t.is_empty()) {
                let times = log.iter().filter(|t| *t == tip).count();
                assert_eq!(times, 1, "tip {tip} shown {times} times: {log:?}");
            }
            Ok(())
        },
    ));
}
