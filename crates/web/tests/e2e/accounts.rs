//! Accounts in the browser: sign up with a passkey made by Chromium's
//! virtual authenticator (WebDriver's WebAuthn extension: a real
//! authenticator to the page and the server, no mock on either side), keep
//! seats in "my games", then sign in with the same passkey from a fresh
//! browser (another profile and authenticator, holding the credential)
//! and find the games there.

use fantoccini::wd::WebDriverCompatibleCommand;
use serde_json::{Value, json};
use urbs_loadtest::client::Client;

use crate::browser::{Browser, Result};
use crate::server::Server;

/// A command of WebDriver's WebAuthn extension
/// (<https://w3c.github.io/webauthn/#sctn-automation>).
#[derive(Debug)]
struct WebAuthn {
    path: String,
    body: Option<Value>,
}

impl WebDriverCompatibleCommand for WebAuthn {
    fn endpoint(
        &self,
        base_url: &url::Url,
        session_id: Option<&str>,
    ) -> std::result::Result<url::Url, url::ParseError> {
        base_url.join(&format!(
            "session/{}/webauthn/{}",
            session_id.unwrap_or_default(),
            self.path
        ))
    }

    fn method_and_body(&self, _: &url::Url) -> (http::Method, Option<String>) {
        match &self.body {
            Some(b) => (http::Method::POST, Some(b.to_string())),
            None => (http::Method::GET, None),
        }
    }
}

pub(crate) async fn webauthn(b: &Browser, path: String, body: Option<Value>) -> Result<Value> {
    b.client
        .issue_cmd(WebAuthn { path, body })
        .await
        .map_err(|e| format!("webauthn command: {e}"))
}

/// Gives the browser a platform authenticator that keeps passkeys and
/// verifies its user; returns its id.
pub(crate) async fn add_authenticator(b: &Browser) -> Result<String> {
    let id = webauthn(
        b,
        "authenticator".into(),
        Some(json!({
            "protocol": "ctap2", "transport": "internal", "hasResidentKey": true,
            "hasUserVerification": true, "isUserConsenting": true, "isUserVerified": true,
        })),
    )
    .await?;
    Ok(id.as_str().ok_or("an authenticator id")?.to_string())
}

/// A seat's game played to its end through the API, every seat taking
/// its first legal move.
async fn play_out(client: &Client, id: &str, tokens: &[String]) -> Result<()> {
    for _ in 0..2000 {
        let spectator = client.state(id, None).await?;
        if spectator.status == urbs_server::Status::Finished {
            return Ok(());
        }
        for &seat in &spectator.to_act {
            let st = client.state(id, Some(&tokens[seat])).await?;
            if let Some(first) = st.legal.first() {
                client.act(id, &tokens[seat], &first.json, None).await?;
            }
        }
    }
    Err("the game did not end".into())
}

pub async fn a_passkey_signs_up_and_my_games_follow_to_a_fresh_browser() {
    let mut server = Server::start().await;
    // Passkeys need a domain name: localhost is a secure context.
    let base = format!("http://localhost:{}", server.addr().port());
    let outcome = async {
        let a = Browser::start(&base, 1100, 900, "accounts-a").await?;
        let result = first_browser(&a, &server).await;
        if result.is_err() {
            let _ = a.screenshot("failure").await;
        }
        let credentials = webauthn(
            &a,
            format!(
                "authenticator/{}/credentials",
                result.as_ref().map(|r| r.0.clone()).unwrap_or_default()
            ),
            None,
        )
        .await;
        a.close().await;
        let (_, in_play, finished) = result?;
        let credentials = credentials?;
        let credential = credentials
            .as_array()
            .and_then(|c| c.first())
            .ok_or("the authenticator keeps the passkey")?
            .clone();
        assert_eq!(credential["isResidentCredential"], true, "{credential}");
        assert_eq!(credential["rpId"], "localhost");

        // A fresh browser: another profile, with the same passkey on its
        // own authenticator (a phone with the synced passkey).
        let b = Browser::start(&base, 1100, 900, "accounts-b").await?;
        let result = second_browser(&b, credential, &in_play, &finished).await;
        if result.is_err() {
            let _ = b.screenshot("failure").await;
        }
        b.close().await;
        result
    }
    .await;
    server.go_down().await;
    if let Err(e) = outcome {
        panic!("accounts: {e}");
    }
}

/// Signs up "Ann" with a passkey, starts a game against bots in the
/// lobby, opens the link of a finished game's seat; returns the
/// authenticator's id and the two games.
async fn first_browser(a: &Browser, server: &Server) -> Result<(String, String, String)> {
    let authenticator = add_authenticator(a).await?;
    a.goto("/#/account").await?;
    a.wait_for("[data-test=passkey-signup]", 10).await?;
    a.js("document.querySelector('[data-test=account-name]').value = 'Ann'")
        .await?;
    a.click("[data-test=passkey-signup]").await?;
    a.wait_js(
        "return document.querySelector('[data-test=signed-in]')?.innerText.includes('Ann') || document.querySelector('[data-test=account-status]')?.innerText || false",
        "signed up",
        20,
    )
    .await?;
    let signed = a.text("[data-test=account-page]").await?;
    assert!(signed.contains("Signed in as Ann"), "{signed}");
    a.screenshot("signed-up").await?;
    let link = a.text("[data-test=account-link]").await?;
    assert_eq!(link, "Ann");

    // A game created and opened while signed in is kept.
    crate::create_in_lobby(a, "forsale", 3, "random").await?;
    let hash = a.js("return location.hash").await?;
    let in_play = hash
        .as_str()
        .and_then(|h| h.strip_prefix("#/game/"))
        .and_then(|h| h.split('?').next())
        .ok_or("the table's address")?
        .to_string();

    // A finished game whose link Ann holds: opening it keeps the seat.
    let client = Client::new(server.addr());
    let created = client
        .create(&json!({"game": "forsale", "players": 3, "seed": 1}))
        .await?;
    let tokens: Vec<String> = created
        .seats
        .iter()
        .map(|s| s.token.clone().expect("a person's token"))
        .collect();
    play_out(&client, &created.id, &tokens).await?;
    a.goto(&format!("/#/game/{}?token={}", created.id, tokens[2]))
        .await?;
    a.wait_for("[data-test=result]", 20).await?;
    a.goto("/#/account").await?;
    a.wait_js(
        &format!(
            "return document.querySelectorAll('[data-test=my-in-play]').length === 1 && !!document.querySelector('[data-test=my-finished][data-id=\"{}\"]')",
            created.id
        ),
        "both games in my games",
        20,
    )
    .await?;
    a.screenshot("my-games").await?;
    Ok((authenticator, in_play, created.id))
}

/// Gives `b` an authenticator holding `credential`, a passkey another
/// browser made (a phone with the synced passkey).
pub(crate) async fn carry_passkey(b: &Browser, credential: &Value) -> Result<()> {
    let authenticator = add_authenticator(b).await?;
    webauthn(
        b,
        format!("authenticator/{authenticator}/credential"),
        Some(json!({
            "credentialId": credential["credentialId"],
            "isResidentCredential": true,
            "rpId": "localhost",
            "privateKey": credential["privateKey"],
            "userHandle": credential["userHandle"],
            "signCount": credential["signCount"],
        })),
    )
    .await?;
    Ok(())
}

async fn second_browser(
    b: &Browser,
    credential: Value,
    in_play: &str,
    finished: &str,
) -> Result<()> {
    carry_passkey(b, &credential).await?;
    b.goto("/#/account").await?;
    b.wait_for("[data-test=passkey-signin]", 10).await?;
    assert!(
        !b.exists("[data-test=my-games]").await?,
        "signed out at first"
    );
    b.click("[data-test=passkey-signin]").await?;
    b.wait_for("[data-test=my-games]", 20).await?;
    let page = b.text("[data-test=account-page]").await?;
    assert!(page.contains("Signed in as Ann"), "{page}");
    let listed = b
        .js("return [...document.querySelectorAll('[data-test=my-in-play]')].map(e => e.dataset.id)")
        .await?;
    assert_eq!(listed, json!([in_play]));
    let done = b
        .js("return [...document.querySelectorAll('[data-test=my-finished]')].map(e => e.dataset.id)")
        .await?;
    assert_eq!(done, json!([finished]));
    b.screenshot("fresh-browser").await?;
    // Its link opens Ann's seat at the table.
    b.click("[data-test=my-in-play] a.btn").await?;
    b.wait_for("[data-test=table]", 20).await?;
    let head = b.text(".table-head").await?;
    assert!(head.contains("seat 1"), "seat 0, counted from 1: {head}");
    let missing = b.js("return window.urbsMissing ?? []").await?;
    assert_eq!(missing, json!([]), "messages missing from the catalogs");
    Ok(())
}
