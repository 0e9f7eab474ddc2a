//! Invitations in the browser (rulings I-1 .. I-8, docs/api.md
//! "Invitations"): Ann, signed in, invites Bob by name to a new For Sale
//! game from the lobby; Bob's open page shows it without a reload, he
//! accepts and reaches the table. Then Bob declines another invitation
//! from "my games" and Ann's open table says so; then Ann invites Bob to
//! the rematch of a finished game from its table, and Bob accepts that too.

use serde_json::{Value, json};
use urbs_loadtest::client::Client;

use crate::browser::{Browser, Result};
use crate::server::Server;

/// Signs `name` up with a password in `b`, from the account page.
async fn sign_up(b: &Browser, name: &str) -> Result<()> {
    b.goto("/#/account").await?;
    b.wait_for("[data-test=password-signup]", 10).await?;
    b.js_args(
        "document.querySelector('[data-test=account-name]').value = arguments[0];
         document.querySelector('[data-test=account-password]').value = 'correct horse';",
        vec![json!(name)],
    )
    .await?;
    b.click("[data-test=password-signup]").await?;
    b.wait_for("[data-test=signed-in]", 20).await?;
    Ok(())
}

/// A request from `b`'s page, with its session.
async fn page_request(b: &Browser, method: &str, path: &str, body: Value) -> Result<Value> {
    b.js_await(
        "const [method, path, body] = arguments;
         const r = await fetch(path, {method, headers: {'content-type': 'application/json'},
                                      body: body === null ? undefined : JSON.stringify(body)});
         return await r.json();",
        vec![json!(method), json!(path), body],
    )
    .await
}

/// A mark on `b`'s page that a reload would wipe.
async fn mark(b: &Browser) -> Result<()> {
    b.js("window.urbsNotReloaded = true").await?;
    Ok(())
}

async fn still_marked(b: &Browser, what: &str) -> Result<()> {
    let v = b.js("return window.urbsNotReloaded === true").await?;
    if v != json!(true) {
        return Err(format!("{what}: the page was reloaded"));
    }
    Ok(())
}

pub async fn an_invitation_reaches_the_open_page_and_is_accepted_or_declined() {
    crate::session_of_two("invitations", invite_accept_decline_rematch).await;
}

async fn invite_accept_decline_rematch(a: &Browser, b: &Browser, server: &Server) -> Result<()> {
    sign_up(a, "Ann").await?;
    sign_up(b, "Bob").await?;
    // Bob waits in the lobby.
    b.goto("/#/").await?;
    b.wait_for("[data-test=new-game]", 20).await?;
    mark(b).await?;

    // I-1: Ann invites Bob to seat 1 of a For Sale game of three.
    a.goto("/#/").await?;
    a.click("[data-test=game-forsale]").await?;
    a.js("const p = document.querySelector('[data-test=players]');
         p.value = '3'; p.dispatchEvent(new Event('change'));")
        .await?;
    a.js(
        "const s = document.querySelector('[data-test=seat-kind-1]');
         s.value = 'invite'; s.dispatchEvent(new Event('change'));",
    )
    .await?;
    a.wait_for("#invite-name-1", 5).await?;
    a.js("const i = document.getElementById('invite-name-1');
         i.value = 'Bob'; i.dispatchEvent(new Event('input'));")
        .await?;
    a.screenshot("lobby-invite").await?;
    a.click("[data-test=create]").await?;
    a.wait_js(
        "return document.querySelector('[data-test=join-1]')?.innerText.includes('Bob')",
        "the invited seat on the created page",
        20,
    )
    .await?;
    let hash = a.js("return location.hash").await?;
    let id = hash
        .as_str()
        .and_then(|h| h.strip_prefix("#/created/"))
        .ok_or("the created page's address")?
        .to_string();

    // I-2: Bob's open page shows it, without a reload; he accepts (I-3).
    let accept = format!("#invitation-accept-{id}-1");
    b.wait_for(&accept, 20).await?;
    still_marked(b, "the invitation's arrival").await?;
    b.screenshot("invited").await?;
    b.check_accessible("the invitation panel").await?;
    b.click(&accept).await?;
    b.wait_for("[data-test=table]", 20).await?;
    let hash = b.js("return location.hash").await?;
    let hash = hash.as_str().unwrap_or_default();
    if !hash.starts_with(&format!("#/game/{id}?token=")) {
        return Err(format!("Bob's page went to {hash}"));
    }
    let client = Client::new(server.addr());
    let state = client.state(&id, None).await?;
    assert_eq!(state.seats[1].name.as_deref(), Some("Bob"));
    // "My games" lists the seat.
    let mine = page_request(b, "GET", "/api/account/games", Value::Null).await?;
    assert_eq!(mine["in_play"][0]["id"], json!(id), "{mine}");

    // I-4: Ann invites Bob again and sits at her table; Bob, at his,
    // declines; Ann's table says so, and the seat is open to the link.
    let created = page_request(
        a,
        "POST",
        "/api/games",
        json!({"game": "forsale", "seats": [{"kind": "human"}, {"kind": "invite", "name": "Bob"},
                                            {"kind": "bot", "bot": "random"}]}),
    )
    .await?;
    let second = created["id"].as_str().ok_or("a second game")?.to_string();
    let ann_token = created["seats"][0]["token"].as_str().ok_or("Ann's token")?;
    a.goto(&format!("/#/game/{second}?token={ann_token}"))
        .await?;
    a.wait_for("[data-test=table]", 20).await?;
    mark(a).await?;
    // Bob's "my games" lists it; he declines it there.
    b.wait_for(&format!("#invitation-{second}-1"), 20).await?;
    b.goto("/#/account").await?;
    let decline = format!("#my-invitations #invitation-decline-{second}-1");
    b.wait_for(&decline, 20).await?;
    b.screenshot("my-invitations").await?;
    b.click(&decline).await?;
    a.wait_for(&format!("#invitation-declined-{second}-1"), 20)
        .await?;
    still_marked(a, "the decline's notice").await?;
    a.screenshot("declined").await?;
    let joined = client
        .post(&format!("/api/games/{second}/join"), &json!({}))
        .await?;
    assert_eq!(joined.body["seat"], json!(1), "{}", joined.body);

    // I-6: Ann's game against bots ends (she leaves; the takeover bot
    // plays for her); from its table she invites Bob to the rematch.
    let created = page_request(
        a,
        "POST",
        "/api/games",
        json!({"game": "forsale", "takeover": "random",
               "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"},
                         {"kind": "bot", "bot": "random"}]}),
    )
    .await?;
    let third = created["id"].as_str().ok_or("a third game")?.to_string();
    let token = created["seats"][0]["token"]
        .as_str()
        .ok_or("Ann's token")?
        .to_string();
    let left = client
        .post(
            &format!("/api/games/{third}/leave"),
            &json!({"token": token}),
        )
        .await?;
    assert_eq!(left.status, 200, "{}", left.body);
    for _ in 0..2000 {
        if client.state(&third, None).await?.status == urbs_server::Status::Finished {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    a.goto(&format!("/#/game/{third}?token={token}")).await?;
    a.wait_for("#rematch-invite-name", 20).await?;
    a.js(
        "document.getElementById('rematch-invite-name').value = 'Bob';
         document.getElementById('rematch-invite-seat').value = '2';",
    )
    .await?;
    a.screenshot("rematch-invite").await?;
    a.click("#rematch-invite-send").await?;
    let rematch = a
        .wait_js(
            &format!(
                "const m = location.hash.match(/^#\\/game\\/([0-9a-f]+)\\?/); \
                 return m && m[1] !== '{third}' ? m[1] : null"
            ),
            "Ann's page at the rematch",
            20,
        )
        .await?;
    let rematch = rematch.as_str().ok_or("the rematch's id")?.to_string();
    let accept = format!("#invitation-accept-{rematch}-2");
    b.wait_for(&accept, 20).await?;
    b.click(&accept).await?;
    b.wait_js(
        &format!("return location.hash.startsWith('#/game/{rematch}?token=')"),
        "Bob at the rematch's table",
        20,
    )
    .await?;
    b.wait_for("[data-test=table]", 20).await?;
    let state = client.state(&rematch, None).await?;
    assert_eq!(state.seats[2].name.as_deref(), Some("Bob"));
    assert_eq!(state.status, urbs_server::Status::Active);
    for p in [a, b] {
        let missing = p.js("return window.urbsMissing ?? []").await?;
        assert_eq!(missing, json!([]), "messages missing from the catalogs");
    }
    Ok(())
}
