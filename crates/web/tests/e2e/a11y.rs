//! Accessibility: focus survives live updates, screen readers hear turns
//! and new log lines, every move can be made from the keyboard.

use serde_json::json;

use crate::browser::{Browser, Result};
use crate::{create_in_lobby, run, session};

/// The game id and seat token of the table the page shows.
pub async fn game_and_token(b: &Browser) -> Result<(String, String)> {
    let hash = b.js("return location.hash").await?;
    let hash = hash.as_str().unwrap_or("");
    let id = hash
        .split("/game/")
        .nth(1)
        .and_then(|r| r.split('?').next())
        .ok_or(format!("no game in {hash}"))?
        .to_string();
    let token = hash
        .split("token=")
        .nth(1)
        .ok_or(format!("no token in {hash}"))?
        .to_string();
    Ok((id, token))
}

/// Marks the element `css` and focuses it.
async fn focus_marked(b: &Browser, css: &str) -> Result<()> {
    let done = b
        .js_args(
            "const e = document.querySelector(arguments[0]); if (!e) return false; e.__mark = 'kept'; e.focus(); return document.activeElement === e",
            vec![json!(css)],
        )
        .await?;
    assert_eq!(done, json!(true), "{css} takes focus");
    Ok(())
}

/// The page's redraw counter.
async fn rev(b: &Browser) -> Result<String> {
    Ok(b.js("return document.querySelector('main').dataset.rev")
        .await?
        .as_str()
        .unwrap_or("")
        .to_string())
}

/// After a push redraws the table, the very element that had focus still
/// has it: the page is patched, not rebuilt.
async fn still_focused(b: &Browser, css: &str, before: &str) -> Result<()> {
    b.wait_js(
        &format!("return document.querySelector('main').dataset.rev !== {before:?}"),
        "a redraw from the push",
        20,
    )
    .await?;
    let kept = b
        .js_args(
            "const a = document.activeElement; return a && a.__mark === 'kept' && a.matches(arguments[0]) && a.isConnected",
            vec![json!(css)],
        )
        .await?;
    let on = b
        .js("const a = document.activeElement; return a ? a.outerHTML.slice(0, 120) : null")
        .await?;
    assert_eq!(
        kept,
        json!(true),
        "focus left {css} after a live update; it is on {on}"
    );
    Ok(())
}

#[test]
fn focus_stays_where_the_player_was_across_live_updates() {
    run(focus_kept());
}

async fn focus_kept() {
    session("focus", (1280, 900), async |b, server| {
        create_in_lobby(b, "forsale", 3, "beginner").await?;
        b.wait_for("[data-test=your-turn]", 30).await?;
        let (id, token) = game_and_token(b).await?;
        let client = urbs_loadtest::client::Client::new(server.addr());

        // A move control keeps focus while a chat line arrives.
        focus_marked(b, "[data-test=pass]").await?;
        let before = rev(b).await?;
        let said = client
            .post(
                &format!("/api/games/{id}/chat"),
                &json!({"token": token, "text": "hello"}),
            )
            .await?;
        assert_eq!(said.status, 200, "{:?}", said.body);
        still_focused(b, "[data-test=pass]", &before).await?;

        // The log's heading keeps focus while a move made elsewhere is
        // played out (the bots answer it with moves of their own).
        focus_marked(b, "details.log > summary").await?;
        let before = rev(b).await?;
        let state = client.state(&id, Some(&token)).await?;
        let pass = state
            .legal
            .iter()
            .find(|c| c.text == "pass")
            .ok_or("pass is legal")?;
        let reply = client.act(&id, &token, &pass.json, None).await?;
        assert_eq!(reply.status, 200, "{:?}", reply.body);
        still_focused(b, "details.log > summary", &before).await?;
        b.screenshot("kept").await?;
        Ok(())
    })
    .await;
}

/// Waits for seat 0's turn or the end; true at the end.
async fn turn_or_end(b: &Browser) -> Result<bool> {
    b.wait_js(
        "const m = document.querySelector('main'); return !m.classList.contains('busy') && (document.querySelector('[data-test=your-turn]') || document.querySelector('[data-test=game-over]')) ? true : false",
        "seat 0's turn or the end",
        60,
    )
    .await?;
    b.exists("[data-test=game-over]").await
}

async fn moves(b: &Browser) -> Result<serde_json::Value> {
    b.js("return document.querySelector('[data-test=table]').dataset.moves")
        .await
}

/// Waits until the table shows more moves than `before`.
pub async fn moved(b: &Browser, before: &serde_json::Value) -> Result<()> {
    b.wait_js(
        &format!(
            "const t = document.querySelector('[data-test=table]'); return t && t.dataset.moves !== {before} && !document.querySelector('main').classList.contains('busy')"
        ),
        "the move to be made",
        30,
    )
    .await?;
    Ok(())
}

/// A whole game of For Sale made with Tab, Shift+Tab and Enter only; each
/// move's log lines and the turn coming round are said to screen readers.
#[test]
fn a_whole_game_is_played_from_the_keyboard() {
    run(keyboard_game());
}

async fn keyboard_game() {
    session("keyboard", (1280, 900), async |b, _server| {
        create_in_lobby(b, "forsale", 3, "beginner").await?;
        let mut n = 0;
        let mut announced = false;
        while !turn_or_end(b).await? {
            let before = moves(b).await?;
            let target = if b.exists("[data-test^=sell-]").await? {
                "[data-test^=sell-]"
            } else if n % 4 == 1 && b.exists("[data-test^=bid-]").await? {
                "[data-test^=bid-]"
            } else {
                "[data-test=pass]"
            };
            b.key_to(target).await?;
            moved(b, &before).await?;
            n += 1;
            if !announced {
                // The newest log line reaches the live region.
                b.wait_js(
                    "const l = document.querySelector('[data-test=log] li'); const a = document.getElementById('announcer');
                     return !!l && a.getAttribute('aria-live') === 'polite' && a.innerText.includes(l.innerText.replace(/^\\d+\\s*/, ''))",
                    "the newest log line announced",
                    10,
                )
                .await?;
                announced = true;
            }
            assert!(n < 200, "the game does not end");
        }
        assert!(n > 5, "only {n} moves were made");
        crate::check_result(b, 3).await?;
        b.check_accessible("the result").await?;
        // The turn was announced as well.
        let said = b.text("#announcer").await?;
        assert!(!said.is_empty(), "nothing was announced");
        Ok(())
    })
    .await;
}

/// In Metropolis ownership never rests on colour alone: every building
/// names its owner's seat, and each player's buildings have a pattern
/// of their own.
pub async fn check_ownership_cues(b: &Browser) -> Result<()> {
    let report = b
        .js(
            "const built = [...document.querySelectorAll('.city-map .lot.built')];
             const labels = [...document.querySelectorAll('.city-map .b-label')];
             const owners = labels.map((l) => l.querySelector('.b-owner')?.innerText);
             const patterns = new Set(built.map((l) => { const p = [...l.classList].find((c) => /^p\\d$/.test(c)); return p + ':' + getComputedStyle(l).backgroundImage; }));
             const byPlayer = {};
             for (const p of patterns) { const [k, img] = p.split(/:(.*)/s); byPlayer[k] = img; }
             return { built: built.length, labels: labels.length, owners, byPlayer };",
        )
        .await?;
    let owners = report["owners"].as_array().cloned().unwrap_or_default();
    assert!(
        owners
            .iter()
            .all(|o| o.as_str().is_some_and(|o| o.starts_with('P'))),
        "a building without its owner's seat: {report}"
    );
    let by = report["byPlayer"].as_object().cloned().unwrap_or_default();
    let images: std::collections::BTreeSet<String> = by.values().map(|v| v.to_string()).collect();
    assert_eq!(
        images.len(),
        by.len(),
        "two players share a pattern: {report}"
    );
    Ok(())
}
