//! Issue 28: a game the server cannot rebuild (a damaged row) is shown in
//! the lobby as damaged, with the reason and no way in, beside games that
//! carry on as usual, in English and in Spanish.

use serde_json::json;
use urbs_loadtest::client::Client;

use crate::browser::Result;
use crate::learn::choose_language;
use crate::server::Server;
use crate::{run, session};

/// A three-player For Sale game of people in which the first seat to act
/// has made its first move.
async fn one_move(client: &Client) -> Result<String> {
    let created = client
        .create(&json!({"game": "forsale", "players": 3, "seed": 1}))
        .await?;
    let seat = *client
        .state(&created.id, None)
        .await?
        .to_act
        .first()
        .ok_or("a seat to act")?;
    let token = created.seats[seat].token.clone().ok_or("its token")?;
    let state = client.state(&created.id, Some(token.as_str())).await?;
    let first = state.legal.first().ok_or("a legal move")?.json.clone();
    let r = client.act(&created.id, &token, &first, None).await?;
    assert_eq!(r.status, 200, "{}", r.body);
    Ok(created.id)
}

/// The rows of game `id`'s actions are played by another seat than the one
/// whose turn it was, as a row written under other rules would be.
async fn damage(server: &mut Server, id: &str) -> Result<()> {
    server.go_down().await;
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&server.database())
        .await
        .map_err(|e| e.to_string())?;
    sqlx::query(&format!(
        "UPDATE actions SET seat = (seat + 1) % 3 WHERE game_id = '{id}'"
    ))
    .execute(&pool)
    .await
    .map_err(|e| e.to_string())?;
    pool.close().await;
    server.come_back().await;
    Ok(())
}

/// The lobby's row of game `id` in the list of games in play: its text and
/// how many links and buttons it has.
const ROW_OF: &str =
    "const row = document.querySelector(`[data-test=list-active] [data-key=g${arguments[0]}]`);";
const ROW: &str = concat!(
    "const row = document.querySelector(`[data-test=list-active] [data-key=g${arguments[0]}]`);",
    "return row && { damaged: row.dataset.test === 'damaged', text: row.innerText,",
    " ways_in: row.querySelectorAll('a, button').length };"
);

#[test]
fn the_lobby_marks_a_damaged_game_and_lists_the_others_as_usual() {
    if std::env::var("URBS_E2E_SERVER").is_ok() {
        // Its database is out of reach: nothing to damage.
        return;
    }
    run(session("damaged", (1280, 900), async |b, server| {
        let client = Client::new(server.addr());
        let broken = one_move(&client).await?;
        let sound = one_move(&client).await?;
        damage(server, &broken).await?;
        let client = Client::new(server.addr());
        let gone = client.get(&format!("/api/games/{broken}")).await?;
        assert_eq!(gone.status, 410, "{}", gone.body);
        let reason = gone.body["error"].as_str().unwrap_or("").to_string();
        assert!(reason.contains("action 0 does not apply"), "{reason}");

        b.goto("/").await?;
        let shown = format!("{ROW_OF} return !!row && row.dataset.test === 'damaged';");
        b.wait_js_args(
            &shown,
            vec![json!(broken)],
            "the damaged game in the lobby",
            20,
        )
        .await?;
        let row = b.js_args(ROW, vec![json!(broken)]).await?;
        assert_eq!(row["damaged"], true, "{row}");
        let text = row["text"].as_str().unwrap_or("");
        assert!(
            text.contains("Damaged: it cannot be shown or played.")
                && text.contains("action 0 does not apply"),
            "{text}"
        );
        assert_eq!(row["ways_in"], 0, "a damaged game offers no link: {row}");
        let other = b.js_args(ROW, vec![json!(sound)]).await?;
        assert_eq!(other["damaged"], false, "{other}");
        assert!(
            other["ways_in"].as_u64().unwrap_or(0) > 0,
            "the sound game can still be watched: {other}"
        );
        b.check_accessible("a damaged game in the lobby").await?;
        b.screenshot("lobby").await?;

        choose_language(b, "es").await?;
        let spanish = format!(
            "{ROW_OF} return !!row && row.innerText.includes('Dañada: no se puede mostrar ni jugar.');"
        );
        b.wait_js_args(
            &spanish,
            vec![json!(broken)],
            "the damaged game in Spanish",
            10,
        )
        .await?;
        let missing = b.js("return window.urbsMissing ?? []").await?;
        assert_eq!(missing, json!([]), "messages missing from the catalogs");
        Ok(())
    }));
}
