//! Issue 31's "done when", in the browser: Ann and Bob sign up with
//! passkeys (Chromium's virtual authenticator), Ann's page creates a rated
//! For Sale game with an open seat and a level, Bob joins it from the
//! lobby, both play it to the end by clicking their moves in their pages
//! (the Rated box itself: `rated_box_game`), both ratings move as R-3 and
//! R-5 say, and each finds the game in "my games" and on their profile
//! from a fresh browser after signing in with the same passkey; Carl, with
//! only a seat's link and no account, plays that seat of another game.

use serde_json::{Value, json};
use urbs_loadtest::client::Client;

use crate::accounts::{add_authenticator, carry_passkey, webauthn};
use crate::browser::{Browser, Result};
use crate::games::ForSalePlayer;
use crate::server::Server;
use crate::table::{form, set};

/// Signs `name` up with a passkey in `b`; answers the authenticator's id.
async fn sign_up(b: &Browser, name: &str) -> Result<String> {
    let authenticator = add_authenticator(b).await?;
    b.goto("/#/account").await?;
    b.wait_for("[data-test=passkey-signup]", 10).await?;
    b.js(&format!(
        "document.querySelector('[data-test=account-name]').value = '{name}'"
    ))
    .await?;
    b.click("[data-test=passkey-signup]").await?;
    b.wait_for("[data-test=signed-in]", 20).await?;
    Ok(authenticator)
}

/// The page's own request, with its session.
async fn fetch(b: &Browser, method: &str, path: &str, body: Value) -> Result<Value> {
    let body = if body.is_null() {
        "undefined".to_string()
    } else {
        format!("JSON.stringify({body})")
    };
    b.js(&format!(
        "return fetch('{path}', {{method: '{method}', headers: {{'content-type': 'application/json'}}, body: {body}}}).then(r => r.json())"
    ))
    .await
}

/// The passkey of `b`'s authenticator, for a fresh browser.
async fn credential(b: &Browser, authenticator: &str) -> Result<Value> {
    let all = webauthn(
        b,
        format!("authenticator/{authenticator}/credentials"),
        None,
    )
    .await?;
    Ok(all
        .as_array()
        .and_then(|c| c.first())
        .ok_or("the authenticator keeps the passkey")?
        .clone())
}

/// A fresh browser signing in with `credential`: answers the browser.
async fn fresh(base: &str, shots: &str, credential: &Value) -> Result<Browser> {
    let b = Browser::start(base, 1100, 900, shots).await?;
    carry_passkey(&b, credential).await?;
    b.goto("/#/account").await?;
    b.wait_for("[data-test=passkey-signin]", 10).await?;
    b.click("[data-test=passkey-signin]").await?;
    b.wait_for("[data-test=my-games]", 20).await?;
    Ok(b)
}

pub async fn two_passkey_players_finish_a_rated_game_and_see_their_ratings() {
    let mut server = Server::start().await;
    let base = format!("http://localhost:{}", server.addr().port());
    let outcome = async {
        let a = Browser::start(&base, 1100, 900, "ratings-a").await?;
        let b = Browser::start(&base, 1100, 900, "ratings-b").await?;
        let result = play_rated(&a, &b).await;
        if result.is_err() {
            let _ = a.screenshot("failure").await;
            let _ = b.screenshot("failure").await;
        }
        let creds = match &result {
            Ok((ka, kb, _)) => Some((credential(&a, ka).await, credential(&b, kb).await)),
            Err(_) => None,
        };
        a.close().await;
        b.close().await;
        let (_, _, id) = result?;
        let (ca, cb) = creds.ok_or("credentials")?;
        for (name, cred) in [("Ann", ca?), ("Bob", cb?)] {
            let c = fresh(&base, &format!("ratings-{name}-fresh"), &cred).await?;
            let checked = check_fresh(&c, name, &id).await;
            if checked.is_err() {
                let _ = c.screenshot("failure").await;
            }
            c.close().await;
            checked?;
        }
        // Carl: no account, only a seat's link, plays his seat.
        let carl = Browser::start(&base, 1100, 900, "ratings-carl").await?;
        let played = link_only(&carl, &server).await;
        if played.is_err() {
            let _ = carl.screenshot("failure").await;
        }
        carl.close().await;
        played
    }
    .await;
    server.go_down().await;
    if let Err(e) = outcome {
        panic!("ratings: {e}");
    }
}

/// Ann and Bob sign up; Ann's page creates the rated game, Bob joins it in
/// the lobby; both play it out by clicking in their pages. Answers both
/// authenticators and the game.
async fn play_rated(a: &Browser, b: &Browser) -> Result<(String, String, String)> {
    let ka = sign_up(a, "Ann").await?;
    let kb = sign_up(b, "Bob").await?;
    // the page creates it rated, with her seat, an open one and a level.
    a.goto("/#/").await?;
    a.wait_for("[data-test=rated]", 20).await?;
    let created = fetch(
        a,
        "POST",
        "/api/games",
        json!({"game": "forsale", "rated": true, "takeover": "beginner",
               "seats": [{"kind": "human"}, {"kind": "open"}, {"kind": "bot", "bot": "beginner"}]}),
    )
    .await?;
    assert_eq!(created["rated"], true, "{created}");
    let id = created["id"].as_str().ok_or("an id")?.to_string();
    let ann_token = created["seats"][0]["token"]
        .as_str()
        .ok_or("Ann's token")?
        .to_string();
    // Bob joins from the lobby, as himself.
    b.goto("/#/").await?;
    b.wait_js(
        &format!("return !!document.querySelector('[data-key=g{id}] [data-test=join-open]')"),
        "the rated game in Bob's lobby",
        20,
    )
    .await?;
    b.click(&format!("[data-key=g{id}] [data-test=join-open]"))
        .await?;
    b.wait_for("[data-test=table]", 20).await?;
    let hash = b.js("return location.hash").await?;
    assert!(
        hash.as_str().is_some_and(|h| h.contains("token=")),
        "Bob's seat in the address: {hash}"
    );
    // Both play it to the end in their pages, each clicking their own moves
    // (For Sale's sales are chosen at once: the two players run together).
    a.goto(&format!("/#/game/{id}?token={ann_token}")).await?;
    a.wait_for("[data-test=table]", 20).await?;
    let (mut ann, mut bob) = (ForSalePlayer::new(31), ForSalePlayer::new(32));
    let (ann, bob) = tokio::join!(
        crate::play_to_end(a, &mut ann, usize::MAX, false),
        crate::play_to_end(b, &mut bob, usize::MAX, false),
    );
    ann?;
    bob?;
    // Both pages show the result; the lobby shows the ratings by the names.
    b.wait_for("[data-test=result]", 30).await?;
    a.goto("/#/").await?;
    a.wait_js(
        &format!(
            "return /Ann \\(\\d+\\.\\d\\)/.test(document.querySelector('[data-key=g{id}] [data-test=seats]')?.innerText ?? '')"
        ),
        "Ann's rating in the lobby",
        30,
    )
    .await?;
    a.screenshot("lobby-ratings").await?;
    Ok((ka, kb, id))
}

/// A fresh browser signed in as `name`: the game in "my games" and on the
/// profile, the rating moved by the place.
async fn check_fresh(c: &Browser, name: &str, id: &str) -> Result<()> {
    c.wait_for(&format!("[data-test=my-finished][data-id=\"{id}\"]"), 20)
        .await?;
    c.click("[data-test=my-profile]").await?;
    c.wait_for("[data-test=profile]", 20).await?;
    c.wait_for("[data-test=rating-chart]", 10).await?;
    let rating = c.text("[data-test=profile-rating]").await?;
    let listed = c
        .js(&format!(
            "return !!document.querySelector('[data-test=profile-recent-game][data-id=\"{id}\"] [data-test=profile-place]')"
        ))
        .await?;
    assert_eq!(listed, json!(true), "{name}'s profile lists the game");
    let p = fetch(c, "GET", &format!("/api/players/{name}"), Value::Null).await?;
    let h = &p["history"][0];
    let (before, after) = (h["before"].as_f64(), h["rating"].as_f64());
    assert_eq!(before, Some(25.0), "{p}");
    let after = after.ok_or("a rating")?;
    assert_ne!(after, 25.0, "{name}'s rating moved: {p}");
    // the place is the outcome's; first alone gains, last alone
    // loses.
    let place = h["place"].as_i64().ok_or("a place")?;
    let state = fetch(c, "GET", &format!("/api/games/{id}"), Value::Null).await?;
    let o = &state["outcome"];
    let key = |s: usize| (o["wins"][s].as_f64(), o["scores"][s].as_i64());
    let seat = p["recent"][0]["seat"].as_u64().ok_or("a seat")? as usize;
    let places: Vec<i64> = (0..3)
        .map(|s| 1 + (0..3).filter(|&x| key(x) > key(s)).count() as i64)
        .collect();
    assert_eq!(place, places[seat], "{p} {state}");
    let alone = places.iter().filter(|&&x| x == place).count() == 1;
    if alone && place == 1 {
        assert!(after > 25.0, "{p}");
    }
    if alone && place == 3 {
        assert!(after < 25.0, "{p}");
    }
    assert!(rating.starts_with(&format!("{:.1}", after)), "{rating}");
    c.screenshot("profile").await?;
    let missing = c.js("return window.urbsMissing ?? []").await?;
    assert_eq!(missing, json!([]), "messages missing from the catalogs");
    Ok(())
}

/// Carl opens a seat's link of an unrated game and plays a move from
/// that page, without an account.
async fn link_only(carl: &Browser, server: &Server) -> Result<()> {
    let client = Client::new(server.addr());
    let created = client
        .create(&json!({"game": "forsale", "seed": 1, "seats": [{"kind": "human"}, {"kind": "bot", "bot": "beginner"}, {"kind": "bot", "bot": "beginner"}]}))
        .await?;
    let id = created.id.clone();
    let token = created.seats[0].token.clone().ok_or("a token")?;
    carl.goto(&format!("/#/game/{id}?token={token}")).await?;
    carl.wait_for("[data-test=table]", 20).await?;
    let me = fetch(carl, "GET", "/api/account", Value::Null).await?;
    assert_eq!(me["account"], Value::Null);
    for _ in 0..2000 {
        let st = client.state(&id, Some(&token)).await?;
        if let Some(first) = st.legal.first() {
            let acted = fetch(
                carl,
                "POST",
                &format!("/api/games/{id}/actions"),
                json!({"token": token, "action": first.json}),
            )
            .await?;
            assert!(acted.get("error").is_none(), "{acted}");
            return Ok(());
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    Err("Carl's seat never had a move".into())
}

/// The lobby's Rated box: ticked, the seed is not offered (the
/// server deals) and the game is made rated; at its table Undo is shown
/// off with R-2's reason, even where the rules would take a step back (a
/// City discard); the lobby marks the game Rated.
#[test]
fn the_rated_box_makes_a_game_without_seed_or_undo() {
    crate::run(rated_box_game());
}

async fn rated_box_game() {
    let mut server = Server::start().await;
    let base = format!("http://localhost:{}", server.addr().port());
    let b = Browser::start(&base, 1100, 900, "rated-box")
        .await
        .expect("browser");
    let outcome = rated_box(&b).await;
    if outcome.is_err() {
        let _ = b.screenshot("failure").await;
    }
    b.close().await;
    server.go_down().await;
    if let Err(e) = outcome {
        panic!("rated box: {e}");
    }
}

async fn rated_box(b: &Browser) -> Result<()> {
    sign_up(b, "Ann").await?;
    form(b, "city", 2).await?;
    set(b, "[data-test=seat-kind-1]", "bot:beginner").await?;
    assert!(
        b.exists("[data-test=seed-fold]").await?,
        "an unrated game may choose its seed"
    );
    b.click("input[data-test=rated]").await?;
    b.wait_js(
        "return document.querySelector('input[data-test=rated]').checked && !document.querySelector('[data-test=seed-fold]')",
        "the seed no longer offered",
        10,
    )
    .await?;
    b.screenshot("form").await?;
    b.click("[data-test=create]").await?;
    b.wait_for("[data-test=play-0]", 10).await?;
    let id = b
        .js("return decodeURIComponent(location.hash.split('/created/')[1] ?? '')")
        .await?
        .as_str()
        .unwrap_or("")
        .to_string();
    let seats = fetch(
        b,
        "GET",
        &format!("/api/ratings/seats?games={id}"),
        Value::Null,
    )
    .await?;
    assert_eq!(seats["seats"][0]["rated"], json!(true), "{seats}");
    b.click("[data-test=play-0]").await?;
    b.wait_for("[data-test^=discard-]", 20).await?;
    b.js("document.querySelector('[data-test^=discard-]').click()")
        .await?;
    // U-1 would allow it; R-2 does not, and the page says so.
    b.wait_for("[data-test=undo-refused]", 10).await?;
    assert!(
        !b.exists("[data-test=undo]").await?,
        "a rated game offers Undo"
    );
    let reason = b.text("[data-test=undo-reason]").await?;
    assert!(reason.contains("R-2"), "{reason}");
    // The ruling is a link to the table's rulings, as U- and T- are.
    let href = b
        .js("return document.querySelector('[data-test=undo-reason] a.rule-ref')?.getAttribute('href') ?? ''")
        .await?;
    assert_eq!(href, json!("#/rules/table?rule=R-2"), "R-2 is not linked");
    b.screenshot("no-undo").await?;
    b.goto("/#/").await?;
    b.wait_for(&format!("[data-key=g{id}] [data-test=rated]"), 20)
        .await?;
    Ok(())
}

/// The leaderboard page lists the accounts by rating less uncertainty (a
/// conservative rating), says so, and shows the levels beside them.
#[test]
fn the_leaderboard_page_ranks_by_the_conservative_rating() {
    crate::run(leaderboard());
}

async fn leaderboard() {
    crate::session("leaderboard", (1100, 900), async |b, server| {
        // Ratings as rated games would have left them: Ann higher but less
        // sure (30 ± 8), Bob lower and sure (27 ± 1).
        sqlx::any::install_default_drivers();
        let pool = sqlx::AnyPool::connect(&server.database())
            .await
            .map_err(|e| e.to_string())?;
        for (id, name, rating, uncertainty, games) in
            [("a1", "Ann", 30.0, 8.0, 2), ("a2", "Bob", 27.0, 1.0, 40)]
        {
            sqlx::query(
                "INSERT INTO accounts (id, name, skeleton, password_hash, session_epoch, created_at)
                 VALUES ($1, $2, $3, NULL, 0, 0)",
            )
            .bind(id)
            .bind(name)
            .bind(name.to_lowercase())
            .execute(&pool)
            .await
            .map_err(|e| e.to_string())?;
            sqlx::query(
                "INSERT INTO ratings (account_id, game, rating, uncertainty, games, updated_at)
                 VALUES ($1, 'forsale', $2, $3, $4, 0)",
            )
            .bind(id)
            .bind(rating)
            .bind(uncertainty)
            .bind(games as i64)
            .execute(&pool)
            .await
            .map_err(|e| e.to_string())?;
        }
        pool.close().await;
        b.goto("/#/leaderboard/forsale").await?;
        b.wait_for("[data-test=leaderboard] [data-test=leader]", 10)
            .await?;
        let rows = b
            .js("return [...document.querySelectorAll('[data-test=leader]')].map((r) => r.innerText)")
            .await?;
        let rows: Vec<String> = serde_json::from_value(rows).map_err(|e| e.to_string())?;
        assert_eq!(rows.len(), 2, "{rows:?}");
        assert!(rows[0].contains("Bob") && rows[0].contains("27.0"), "{rows:?}");
        assert!(rows[1].contains("Ann") && rows[1].contains("30.0") && rows[1].contains("±8.0"), "{rows:?}");
        let note = b.text("[data-test=leaderboard-order]").await?;
        assert!(note.contains("less its uncertainty"), "{note}");
        let levels = b.text("[data-test=levels]").await?;
        assert!(levels.contains("Beginner") && levels.contains("Strong: 25.0"), "{levels}");
        b.check_accessible("the leaderboard").await?;
        b.screenshot("page").await?;
        // A name opens the player's profile.
        b.click("[data-test=leader] [data-test=player-link]").await?;
        b.wait_for("[data-test=profile]", 10).await?;
        assert!(b.text("[data-test=profile] h2").await?.contains("Bob"));
        Ok(())
    })
    .await;
}
