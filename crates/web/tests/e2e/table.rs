//! At the table (docs/rules/table.md) in the browser: bot levels and a
//! clock chosen in the lobby, the clocks counting down at the table, Leave
//! and Take my seat back, Undo of a secret step, and the moves bots played
//! marked in the log.

use serde_json::json;

use crate::browser::{Browser, Result};
use crate::{run, session};

/// The lobby's new-game form with `game` picked and `players` seats.
async fn form(b: &Browser, game: &str, players: usize) -> Result<()> {
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

async fn set(b: &Browser, css: &str, value: &str) -> Result<()> {
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
        // Four levels, each with a line on how it plays; bots are offered by
        // level, not by spec.
        assert_eq!(b.count("[data-test=levels] dt").await?, 4);
        let levels = b.text("[data-test=levels]").await?;
        for name in ["Beginner", "Casual", "Strong", "Expert"] {
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
/// again; the moves bots played are marked in the log.
#[test]
fn undo_and_bot_marks_at_the_table() {
    run(undo_and_marks());
}

async fn undo_and_marks() {
    session("undo", (1280, 900), async |b, _server| {
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
        // Keep 5 of 7: two discards; the bot decides too. Then the round's
        // reveal, its log lines marked as the bot's where it played them.
        for _ in 0..2 {
            b.wait_js(
                "const m = document.querySelector('main'); return !m.classList.contains('busy') && !!document.querySelector('[data-test^=discard-]')",
                "a discard offered",
                10,
            )
            .await?;
            b.js("document.querySelector('[data-test^=discard-]').click()").await?;
        }
        b.wait_for("[data-test=by-bot]", 20).await?;
        b.screenshot("bot-marks").await?;
        Ok(())
    })
    .await;
}
