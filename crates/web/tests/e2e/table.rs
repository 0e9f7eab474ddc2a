//! At the table (docs/rules/table.md) in the browser: bot levels and a
//! clock chosen in the lobby, the clocks counting down at the table, Leave
//! and Take my seat back, Undo of a secret step, and the moves bots played
//! marked in the log.

use serde_json::{Value, json};

use crate::browser::{Browser, Result};
use crate::{run, session};

/// The lobby's new-game form with `game` picked and `players` seats.
pub async fn form(b: &Browser, game: &str, players: usize) -> Result<()> {
    b.goto("/").await?;
    b.click(&format!("[data-test=game-{game}]")).await?;
    b.wait_for("[data-test=players]", 10).await?;
    b.js_args(
        "const s = document.querySelector('[data-test=players]'); s.value = String(arguments[0]); s.dispatchEvent(new Event('change'));",
        vec![json!(players)],
    )
    .await?;
    Ok(())
}

/// Sets the form's select (or field) `css` to `value`, as a person would.
pub async fn set(b: &Browser, css: &str, value: &str) -> Result<()> {
    b.js_args(
        "const s = document.querySelector(arguments[0]); s.value = arguments[1]; s.dispatchEvent(new Event('change'));",
        vec![json!(css), json!(value)],
    )
    .await?;
    Ok(())
}

/// Creates the game on the form and opens seat 0's table.
async fn create_and_play(b: &Browser) -> Result<()> {
    b.click("[data-test=create]").await?;
    b.wait_for("[data-test=play-0]", 10).await?;
    b.click("[data-test=play-0]").await?;
    b.wait_for("[data-test=seatbar]", 10).await?;
    Ok(())
}

/// The lobby offers the levels by name, each with its line; a game with a
/// clock shows every seat's time, counting down for the seat to act; Leave
/// hands the seat to the bot and Take my seat back takes it again.
#[test]
fn levels_clocks_and_leaving_at_the_table() {
    run(levels_clocks_leaving());
}

async fn levels_clocks_leaving() {
    session("table", (1280, 900), async |b, _server| {
        form(b, "forsale", 3).await?;
        // Five levels, each with a line on how it plays; bots are offered by
        // level, not by spec.
        assert_eq!(b.count("[data-test=levels] dt").await?, 5);
        let levels = b.text("[data-test=levels]").await?;
        for name in ["Beginner", "Casual", "Strong", "Expert", "Master"] {
            assert!(levels.contains(name), "{levels}");
        }
        let offered = b
            .js("return [...document.querySelector('[data-test=seat-kind-1]').options].map(o => o.value)")
            .await?;
        let offered: Vec<String> = serde_json::from_value(offered).map_err(|e| e.to_string())?;
        assert!(offered.contains(&"bot:casual".to_string()), "{offered:?}");
        assert!(!offered.iter().any(|o| o.contains("ismcts")), "no spec strings: {offered:?}");
        // The seat to act first may be a bot: both bots wait on a human
        // seat, so the game waits for seat 0 or seat 2.
        set(b, "[data-test=seat-kind-1]", "bot:beginner").await?;
        set(b, "[data-test=seat-kind-2]", "human").await?;
        set(b, "[data-test=time-kind]", "real_time").await?;
        b.wait_for("[data-test=time-minutes]", 5).await?;
        set(b, "[data-test=time-minutes]", "3").await?;
        set(b, "[data-test=takeover]", "beginner").await?;
        create_and_play(b).await?;
        // Every seat's clock: 3:00 for those who have not moved.
        b.wait_for("[data-test=clock-0]", 10).await?;
        let clocks = b
            .js("return [0,1,2].map(s => document.querySelector(`[data-test=clock-${s}]`)?.textContent ?? null)")
            .await?;
        let clocks: Vec<Option<String>> = serde_json::from_value(clocks).map_err(|e| e.to_string())?;
        assert!(clocks.iter().all(Option::is_some), "{clocks:?}");
        assert!(
            clocks.iter().flatten().all(|c| c.starts_with("3:00") || c.starts_with("2:5")),
            "{clocks:?}"
        );
        assert!(b.text("[data-test=seatbar]").await?.contains("Real time: 3:00 + 10 s a move"));
        b.screenshot("clocks").await?;
        // Leave: a beginner bot plays seat 0 from now on.
        b.click("[data-test=leave]").await?;
        b.wait_for("[data-test=away-0]", 10).await?;
        assert!(b.text("[data-test=away-0]").await?.contains("Beginner plays"));
        assert!(b.exists("[data-test=come-back]").await?);
        b.screenshot("away").await?;
        // Back at the table.
        b.click("[data-test=come-back]").await?;
        b.wait_js(
            "return !document.querySelector('[data-test=away-0]') && !!document.querySelector('[data-test=leave]')",
            "seat 0 back with its person",
            10,
        )
        .await?;
        Ok(())
    })
    .await;
}

/// A step of a secret choice (City's discards) is taken back with Undo:
/// the button says how many steps may go, and after it the step is offered
/// again. The log marks `[bot]` only on the lines of a person's seat a bot
/// took over (T-4), never on a bot seat's own lines nor on the lines that
/// followed from a move (issue 29).
#[test]
fn undo_and_bot_marks_at_the_table() {
    run(undo_and_marks());
}

async fn undo_and_marks() {
    session("undo", (1280, 900), async |b, server| {
        form(b, "city", 2).await?;
        set(b, "[data-test=seat-kind-1]", "bot:beginner").await?;
        create_and_play(b).await?;
        b.wait_for("[data-test^=discard-]", 10).await?;
        assert!(!b.exists("[data-test=undo]").await?, "nothing to take back yet");
        let offered = b.count("[data-test^=discard-]").await?;
        b.js("document.querySelector('[data-test^=discard-]').click()").await?;
        b.wait_for("[data-test=undo]", 10).await?;
        assert_eq!(b.text("[data-test=undo]").await?, "Undo (1)");
        b.screenshot("undo-offered").await?;
        b.click("[data-test=undo]").await?;
        b.wait_js(
            "return !document.querySelector('[data-test=undo]')",
            "the step taken back",
            10,
        )
        .await?;
        assert_eq!(b.count("[data-test^=discard-]").await?, offered);
        // Keep 5 of 7: two discards; the bot decides too.
        for _ in 0..2 {
            b.wait_js(
                "const m = document.querySelector('main'); return !m.classList.contains('busy') && !!document.querySelector('[data-test^=discard-]')",
                "a discard offered",
                10,
            )
            .await?;
            b.js("document.querySelector('[data-test^=discard-]').click()").await?;
        }
        // The bot seat's own moves are in the log: not marked.
        let (id, _) = crate::a11y::game_and_token(b).await?;
        let client = urbs_loadtest::client::Client::new(server.addr());
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        let bots = loop {
            let st = client.state(&id, None).await?;
            let bots = st.log_bots.iter().filter(|&&by| by).count();
            if bots > 0 {
                break st.log_bots.len();
            }
            assert!(std::time::Instant::now() < deadline, "the bot seat never played a logged move");
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        };
        b.wait_js_args(
            "return document.querySelectorAll('[data-test=log] li:not(.notice)').length >= arguments[0]",
            vec![json!(bots)],
            "the bot's lines in the log",
            20,
        )
        .await?;
        assert_eq!(b.count("[data-test=by-bot]").await?, 0, "a bot seat's own lines are marked [bot]");
        // Seat 0 leaves: the takeover bot plays for it to the end (T-4), and
        // the lines of its doing are marked, only they.
        b.click("[data-test=leave]").await?;
        b.wait_for("[data-test=result]", 120).await?;
        b.wait_for("[data-test=by-bot]", 10).await?;
        let marked = b
            .js("return [...document.querySelectorAll('[data-test=log] li')].filter((l) => l.querySelector('[data-test=by-bot]')).map((l) => l.innerText)")
            .await?;
        let marked: Vec<String> = serde_json::from_value(marked).map_err(|e| e.to_string())?;
        assert!(!marked.is_empty());
        for line in &marked {
            assert!(
                // Seat 0 is P1 to people (issue 29).
                line.contains("P1") && !line.contains("P2"),
                "only seat 0's own lines are marked: {line:?}"
            );
        }
        assert!(b.exists("[data-test=bot-from-0]").await?, "the result says a bot played seat 0");
        b.screenshot("bot-marks").await?;
        Ok(())
    })
    .await;
}

/// The Hint button (a game against bots offers it) shows the move a strong
/// bot would make, with its alternatives, and plays it on request.
#[test]
fn a_hint_shows_and_plays_a_strong_move() {
    run(hint());
}

async fn hint() {
    session("hint", (1280, 900), async |b, _server| {
        crate::create_in_lobby(b, "forsale", 3, "beginner").await?;
        b.wait_for("[data-test=hint]", 20).await?;
        let moves = b
            .js("return document.querySelector('[data-test=table]').dataset.moves")
            .await?;
        b.click("[data-test=hint]").await?;
        b.wait_for("[data-test=hint-best]", 20).await?;
        let best = b.text("[data-test=hint-best]").await?;
        assert!(best.starts_with("bid") || best == "pass", "{best}");
        b.screenshot("hint").await?;
        b.click("[data-test=hint-play]").await?;
        b.wait_js_args(
            "return document.querySelector('[data-test=table]').dataset.moves !== arguments[0]",
            vec![moves],
            "the hinted move played",
            20,
        )
        .await?;
        Ok(())
    })
    .await;
}

/// A finished game is reviewed from its replay: the button starts it, the
/// page follows its progress, then shows every player's chance to win as a
/// graph and, move by move, what the bot thought of the move played.
#[test]
fn a_finished_game_is_reviewed_beside_its_replay() {
    run(review());
}

async fn review() {
    session("review", (1280, 1000), async |b, server| {
        let client = urbs_loadtest::client::Client::new(server.addr());
        let created = client
            .create(&json!({"game": "forsale", "players": 3, "seed": 4,
                "seats": [{"kind": "human"}, {"kind": "human"}, {"kind": "human"}]}))
            .await?;
        let id = created.id.clone();
        // Played to the end through the API, the first legal move each time.
        loop {
            let st = client.state(&id, None).await?;
            let Some(&seat) = st.to_act.first() else {
                break;
            };
            let token = created.seats[seat].token.clone().unwrap();
            let mine = client.state(&id, Some(&token)).await?;
            let r = client.act(&id, &token, &mine.legal[0].json, None).await?;
            assert_eq!(r.status, 200, "{}", r.body);
        }
        // A spectator may watch the replay but not start its review.
        b.goto(&format!("/#/replay/{id}?step=0&seat=0")).await?;
        b.wait_for("[data-test=review-seated-only]", 10).await?;
        assert!(!b.exists("[data-test=review-start]").await?);
        // Seat 0's browser, holding its token as the lobby keeps it, may.
        let mut held = serde_json::Map::new();
        held.insert(
            id.clone(),
            json!({"game": "forsale", "seats": [{"seat": 0, "token": created.seats[0].token}]}),
        );
        let held = Value::Object(held);
        b.js_args(
            "localStorage.setItem('urbs.tokens', JSON.stringify(arguments[0])); location.reload();",
            vec![held],
        )
        .await?;
        b.wait_for("[data-test=review-start]", 10).await?;
        b.click("[data-test=review-start]").await?;
        b.wait_for("[data-test=chance-graph]", 120).await?;
        // Move 0 is the table as set up: no decision yet.
        assert!(b.exists("[data-test=review-setup]").await?);
        assert!(!b.exists("[data-test=review-decision]").await?);
        // At every step the review speaks of the move the replay shows as
        // the last one: "Move 1 of N" is move 1's decision (issue 29).
        let mut seen = String::new();
        for step in 1..=3 {
            b.click("[data-test=replay-next]").await?;
            let (label, decision) = same_move(b, step, &seen).await?;
            if step == 1 {
                b.screenshot("review").await?;
            }
            assert!(label.starts_with(&format!("Move {step} of ")), "{label}");
            seen = decision;
        }
        // A big mistake's link opens the replay at the move it names.
        if let Some(mark) = b
            .js("return document.querySelector('[data-test=review-mark]')?.textContent ?? null")
            .await?
            .as_str()
            .map(str::to_string)
        {
            let n: usize = mark
                .trim_start_matches("Move ")
                .split(':')
                .next()
                .and_then(|n| n.parse().ok())
                .ok_or(format!("no move number in {mark:?}"))?;
            b.click("[data-test=review-mark]").await?;
            let (label, _) = same_move(b, n, &seen).await?;
            assert!(
                label.starts_with(&format!("Move {n} of ")),
                "{mark} opened {label}"
            );
        }
        Ok(())
    })
    .await;
}

/// Waits for the replay at move `step` (its review shown, not `before`),
/// and checks that the review's decision is the move the replay's "Last
/// move" names, by the same seat. Answers the replay's label and the
/// decision's text.
async fn same_move(b: &Browser, step: usize, before: &str) -> Result<(String, String)> {
    b.wait_js_args(
        "const d = document.querySelector('[data-test=review-decision]');
         return document.querySelector('[data-test=replay-step]').innerText.startsWith(`Move ${arguments[0]} `)
           && !!d && d.textContent !== arguments[1]",
        vec![json!(step), json!(before)],
        &format!("the review at move {step}"),
        10,
    )
    .await?;
    let label = b.text("[data-test=replay-step]").await?;
    let last = b.text(".last-move").await?;
    let decision = b.text("[data-test=review-decision]").await?;
    let played = b.text("[data-test=review-decision] strong").await?;
    let seat = decision.split(" played").next().unwrap_or("").to_string();
    assert!(
        last.ends_with(&format!("{seat}: {played}")),
        "at {label} the replay's {last:?} is not the review's {decision:?}"
    );
    Ok((label, decision))
}

/// A move made while the database refuses every change (a full disk, a
/// database that fails; refused by the store's test switch): the
/// server answers `503`, nothing changed, send it again with the same key
/// (docs/api.md); the page says it is sending the move again and does, and
/// once the database takes changes again the move is made, with no
/// error shown on the way. Nothing unconfirmed shows meanwhile. (Each
/// step waits for what the page shows: the refusal is lifted only once the
/// page has had its first `503`.)
#[test]
fn a_move_the_database_did_not_confirm_is_sent_again() {
    run(sent_again());
}

/// Seat 0's table of a new For Sale game against Beginners, a move made
/// there while the database refuses every change, and the page's notice
/// that it is sending the move again: the moves the table showed before.
async fn a_refused_move(b: &Browser, server: &crate::server::Server) -> Result<Value> {
    use crate::Player;
    crate::create_in_lobby(b, "forsale", 3, "beginner").await?;
    b.wait_js(
        "return !document.querySelector('main').classList.contains('busy') && !!document.querySelector('[data-test=your-turn]')",
        "seat 0's turn",
        30,
    )
    .await?;
    let before = b.js(MOVES).await?;
    server.refuse_changes(true);
    crate::games::TextPlayer::new(5).play(b).await?;
    b.wait_for("#toasts .toast.info", 20).await?;
    assert_eq!(b.js(MOVES).await?, before, "nothing unconfirmed shows");
    let sending = b.js("return window.urbsSending").await?;
    assert_eq!(sending, json!(1), "the move is being sent again");
    Ok(before)
}

/// The moves seat 0's table shows.
const MOVES: &str = "return document.querySelector('[data-test=table]').dataset.moves";

async fn sent_again() {
    session("sent-again", (1280, 900), async |b, server| {
        let before = a_refused_move(b, server).await?;
        let busy = b
            .js("return document.querySelector('main').classList.contains('busy')")
            .await?;
        assert_eq!(busy, json!(true), "the table waits for the move");
        server.refuse_changes(false);
        b.wait_js(
            &format!(
                "const t = document.querySelector('[data-test=table]'); return t.dataset.moves !== {before} && !document.querySelector('main').classList.contains('busy')"
            ),
            "the move sent again to be made",
            30,
        )
        .await?;
        let errors = b.js("return window.urbsErrors ?? []").await?;
        assert_eq!(errors, json!([]), "no error was shown on the way");
        Ok(())
    })
    .await;
}

/// A move being sent again is given up once its table is left (the lobby
/// opened in the same page): the server never gets it, even once the
/// database takes changes again, and nothing is shown of it elsewhere.
#[test]
fn a_move_is_not_sent_again_once_its_table_is_left() {
    run(given_up());
}

async fn given_up() {
    session("given-up", (1280, 900), async |b, server| {
        let before = a_refused_move(b, server).await?;
        let table = b.js("return location.hash").await?;
        b.js("location.hash = '#/'").await?;
        b.wait_for("[data-test=new-game]", 20).await?;
        // The sending ends at its next pause, the table being gone.
        b.wait_js("return window.urbsSending === 0", "the sending to end", 30)
            .await?;
        server.refuse_changes(false);
        b.goto(&format!("/{}", table.as_str().unwrap_or(""))).await?;
        b.wait_js(
            "return !!document.querySelector('[data-test=table][data-mode=play]') && !document.querySelector('main').classList.contains('busy')",
            "the table again",
            20,
        )
        .await?;
        assert_eq!(b.js(MOVES).await?, before, "the move was never made");
        let errors = b.js("return window.urbsErrors ?? []").await?;
        assert_eq!(errors, json!([]), "its refusal was not shown elsewhere");
        assert!(b.exists("[data-test=your-turn]").await?, "still seat 0's turn");
        Ok(())
    })
    .await;
}

/// A new game, an undo, a chat line and leaving the table while the
/// database refuses every change: the page says it is sending the request
/// again and does (the new game under one key), and once the database
/// takes changes again each is carried out once, with no error shown on
/// the way. (An undo sent again takes nothing more back: it carries the
/// `moves` its page showed; a game's key answers the game it made,
/// docs/api.md; the server's tests show both.)
#[test]
fn table_requests_the_database_did_not_confirm_are_sent_again() {
    run(requests_sent_again());
}

/// Waits until the page has had its first `503` for a request it sends
/// again: its notice shows, and it is still being sent.
async fn sending_again(b: &Browser) -> Result<()> {
    b.wait_js(
        "return [...document.querySelectorAll('#toasts .toast.info')].some((t) => t.textContent.includes('could not save that')) && window.urbsSending === 1",
        "the request's notice while it is sent again",
        20,
    )
    .await?;
    Ok(())
}

async fn requests_sent_again() {
    session("requests-again", (1280, 900), async |b, server| {
        form(b, "city", 2).await?;
        set(b, "[data-test=seat-kind-1]", "bot:beginner").await?;
        let client = urbs_loadtest::client::Client::new(server.addr());
        let clear_notices = "document.querySelectorAll('#toasts .toast').forEach((t) => t.remove())";
        // A new game while nothing can be saved: sent again, under one key
        // (the page's requests are watched for it), until the server
        // confirms it; one game is made.
        b.js(
            "window.createKeys = []; const send = window.fetch; window.fetch = (url, init) => { \
             if (init?.method === 'POST' && String(url).startsWith('/api/games?')) window.createKeys.push(JSON.parse(init.body).key); \
             return send(url, init); };",
        )
        .await?;
        server.refuse_changes(true);
        b.click("[data-test=create]").await?;
        sending_again(b).await?;
        let listed = async || -> Result<usize> {
            Ok(client.get("/api/games").await?.body["games"].as_array().unwrap().len())
        };
        assert_eq!(listed().await?, 0, "nothing unconfirmed is made");
        server.refuse_changes(false);
        b.wait_for("[data-test=play-0]", 30).await?;
        let keys = b.js("return window.createKeys").await?;
        let keys = keys.as_array().unwrap();
        assert!(keys.len() >= 2, "sent again: {keys:?}");
        assert!(keys.iter().all(|k| k == &keys[0] && k.as_str().unwrap().len() == 32), "{keys:?}");
        assert_eq!(listed().await?, 1, "one game made");
        b.js(clear_notices).await?;
        b.click("[data-test=play-0]").await?;
        b.wait_for("[data-test=seatbar]", 10).await?;
        b.wait_for("[data-test^=discard-]", 10).await?;
        let offered = b.count("[data-test^=discard-]").await?;
        b.js("document.querySelector('[data-test^=discard-]').click()").await?;
        b.wait_for("[data-test=undo]", 10).await?;
        let before = b.js(MOVES).await?;
        // Undo (U-1) while nothing can be saved.
        server.refuse_changes(true);
        b.click("[data-test=undo]").await?;
        sending_again(b).await?;
        assert_eq!(b.js(MOVES).await?, before, "nothing unconfirmed shows");
        assert!(b.exists("[data-test=undo]").await?, "the step is not taken back yet");
        server.refuse_changes(false);
        b.wait_js(
            "return !document.querySelector('[data-test=undo]') && !document.querySelector('main').classList.contains('busy')",
            "the step taken back",
            30,
        )
        .await?;
        assert_eq!(b.count("[data-test^=discard-]").await?, offered);
        let (id, _) = crate::a11y::game_and_token(b).await?;
        // A chat line while nothing can be saved (each notice gone first,
        // so that the one waited for is the next request's): it stays in
        // its box and is sent again with its key; a second send meanwhile
        // sends nothing more. Said once.
        b.js(clear_notices).await?;
        server.refuse_changes(true);
        b.js_args(
            "const i = document.querySelector('[data-test=chat-input]'); i.value = arguments[0]; i.dispatchEvent(new Event('input'));",
            vec![json!("back in a minute")],
        )
        .await?;
        b.click("[data-test=chat-send]").await?;
        sending_again(b).await?;
        b.click("[data-test=chat-send]").await?;
        assert_eq!(b.count("[data-test=chat-line]").await?, 0, "nothing unconfirmed shows");
        server.refuse_changes(false);
        b.wait_js(
            "return window.urbsSending === 0 && document.querySelectorAll('[data-test=chat-line]').length === 1 && document.querySelector('[data-test=chat-input]').value === ''",
            "the line said, its box cleared",
            30,
        )
        .await?;
        let said = client.get(&format!("/api/games/{id}")).await?.body["chat"].clone();
        let texts: Vec<&str> = said.as_array().unwrap().iter().filter_map(|c| c["text"].as_str()).collect();
        assert_eq!(texts, ["back in a minute"], "said once");
        // Leave (T-4) while nothing can be saved.
        b.js(clear_notices).await?;
        server.refuse_changes(true);
        b.click("[data-test=leave]").await?;
        sending_again(b).await?;
        let seat = |r: urbs_loadtest::client::Reply| r.body["seats"][0]["away"].clone();
        assert_eq!(seat(client.get(&format!("/api/games/{id}")).await?), json!(null));
        server.refuse_changes(false);
        b.wait_js("return window.urbsSending === 0", "the leaving to be sent", 30)
            .await?;
        assert_eq!(seat(client.get(&format!("/api/games/{id}")).await?), json!("left"));
        let errors = b.js("return window.urbsErrors ?? []").await?;
        assert_eq!(errors, json!([]), "no error was shown on the way");
        Ok(())
    })
    .await;
}
