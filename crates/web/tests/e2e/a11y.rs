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
        let client = urbs_server::client::Client::new(server.addr());

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
