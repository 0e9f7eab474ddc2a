//! The people at the table (issue 29's last items, and issue 30's last
//! page item): seats counted from 1 and people called by the name they
//! gave, in both languages; counts and quotations that read right; the
//! Spanish seat list not cut short; the review offered to the account
//! that holds a seat, in a browser without the seat's link.

use std::time::Duration;

use serde_json::{Value, json};
use urbs_loadtest::client::Client;

use crate::browser::{Browser, Result};
use crate::learn::choose_language;
use crate::{run, session};

/// Creates a game with these `seats` through the API: its id and each
/// seat's token (none for a bot's).
async fn create(
    client: &Client,
    game: &str,
    seed: u64,
    seats: Value,
) -> Result<(String, Vec<Option<String>>)> {
    let players = seats.as_array().map_or(0, Vec::len);
    let created = client
        .create(&json!({"game": game, "players": players, "seed": seed, "seats": seats}))
        .await?;
    let tokens = created.seats.iter().map(|s| s.token.clone()).collect();
    Ok((created.id, tokens))
}

/// Plays the game to its end through the API: each person's seat takes
/// its first legal move; a bot's seat is waited for.
async fn play_out(client: &Client, id: &str, tokens: &[Option<String>]) -> Result<()> {
    for _ in 0..5000 {
        let st = client.state(id, None).await?;
        if st.status == urbs_server::Status::Finished {
            return Ok(());
        }
        let people: Vec<(usize, &String)> = st
            .to_act
            .iter()
            .filter_map(|&s| tokens.get(s)?.as_ref().map(|t| (s, t)))
            .collect();
        if people.is_empty() {
            // A bot thinks.
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        for (_, token) in people {
            let mine = client.state(id, Some(token)).await?;
            if let Some(first) = mine.legal.first() {
                client.act(id, token, &first.json, None).await?;
            }
        }
    }
    Err("the game did not end".into())
}

/// The names on the seat chips, seat by seat.
async fn chip_names(b: &Browser) -> Result<Vec<String>> {
    let names = b
        .js("return [...document.querySelectorAll('[data-test^=seat-chip-] .who')].map(e => e.innerText.trim())")
        .await?;
    serde_json::from_value(names).map_err(|e| e.to_string())
}

/// Waits until the seat chips read `want`.
async fn chips_read(b: &Browser, want: &[&str]) -> Result<()> {
    for _ in 0..200 {
        if chip_names(b).await? == want {
            return Ok(());
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    Err(format!(
        "the seat chips read {:?}, not {want:?}",
        chip_names(b).await?
    ))
}

/// Issue 29: a person reads seats counted from 1 (the API keeps 0), and
/// sees the people at the table by the names they gave: the seat chips,
/// the table's head, the result and the log, in English and Spanish.
#[test]
fn people_are_counted_from_one_and_called_by_their_names() {
    run(session("people-names", (1280, 900), async |b, server| {
        let client = Client::new(server.addr());
        let seats = json!([{"kind": "human", "name": "Ann"}, {"kind": "human"},
            {"kind": "bot", "bot": "beginner"}]);
        let (id, tokens) = create(&client, "forsale", 9, seats).await?;
        let ann = tokens[0].clone().ok_or("Ann's token")?;
        b.goto(&format!("/#/game/{id}?token={ann}")).await?;
        b.wait_for("[data-test=seatbar]", 20).await?;
        // Ann's own seat by her name; the unnamed person and the bot by
        // their seats, counted from 1.
        chips_read(b, &["Ann (you)", "P2", "P3 · Beginner"]).await?;
        let head = b.text(".table-head").await?;
        assert!(
            head.contains("seat 1") && !head.contains("seat 0"),
            "{head}"
        );
        choose_language(b, "es").await?;
        chips_read(b, &["Ann (tú)", "P2", "P3 · Principiante"]).await?;
        let head = b.text(".table-head").await?;
        assert!(head.contains("asiento 1"), "{head}");

        // Played to the end from outside, the page watching: the result
        // ranks Ann by her name.
        play_out(&client, &id, &tokens).await?;
        b.wait_for("[data-test=result]", 60).await?;
        let ranking = b.text("[data-test=result] .ranking").await?;
        for who in ["Ann (tú)", "P2", "P3 · Principiante"] {
            assert!(ranking.contains(who), "{who} in {ranking}");
        }
        assert!(
            !ranking.contains("P0") && !ranking.contains("Tú (P"),
            "{ranking}"
        );
        let log = b.text("[data-test=log]").await?;
        assert!(log.contains("Ann "), "the log names Ann: {log}");
        b.screenshot("result-es").await?;

        // The replay's seats too.
        b.goto(&format!("/#/replay/{id}")).await?;
        b.wait_for("[data-test=replay-seat]", 20).await?;
        let options = b
            .js("return [...document.querySelectorAll('[data-test=replay-seat] option')].slice(2).map(o => o.innerText)")
            .await?;
        assert_eq!(options, json!(["P1", "P2", "P3"]));
        Ok(())
    }));
}

/// Issue 30: a person signed in to the account holding a seat of a
/// finished game is offered its review in a browser that has no seat
/// token for it, and starting it works (their session says who they
/// are); a game the account holds no seat of is not offered.
#[test]
fn an_account_holding_a_seat_is_offered_the_review() {
    run(session("held-review", (1280, 900), async |b, server| {
        let client = Client::new(server.addr());
        let people = || json!([{"kind": "human"}, {"kind": "human"}, {"kind": "human"}]);
        let (held, tokens) = create(&client, "forsale", 4, people()).await?;
        play_out(&client, &held, &tokens).await?;
        let (other, others) = create(&client, "forsale", 5, people()).await?;
        play_out(&client, &other, &others).await?;
        // Ann signs up in this browser and her account holds seat 1 of the
        // first game: its link was never opened here.
        b.goto("/").await?;
        let status = b
            .js_await(
                "const post = (path, body) => fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
                 const up = await post('/api/account/signup', { name: 'Ann', password: 'a long enough password' });
                 if (!up.ok) throw new Error('signup: ' + up.status + ' ' + await up.text());
                 return (await post('/api/account/seats', { game: arguments[0], token: arguments[1] })).status;",
                vec![json!(held), json!(tokens[1])],
            )
            .await?;
        assert_eq!(status, json!(200));
        let kept = b.js("return JSON.stringify(localStorage)").await?;
        let token = tokens[1].as_deref().unwrap_or("?");
        assert!(
            !kept.as_str().unwrap_or("").contains(token),
            "no seat token here"
        );

        b.goto(&format!("/#/replay/{other}")).await?;
        b.wait_for("[data-test=review-seated-only]", 20).await?;
        b.goto(&format!("/#/replay/{held}")).await?;
        b.wait_for("[data-test=review-start]", 20).await?;
        b.click("[data-test=review-start]").await?;
        b.wait_for("[data-test=review-progress], [data-test=review]", 20)
            .await?;
        b.screenshot("review-started").await?;
        Ok(())
    }));
}

/// Issue 29's counts: "1 event", "gets 1 chip back" (For Sale's log and
/// pass button), in English and Spanish; "offer 1 point" in Spanish (the
/// English is `pagetext.rs`'s phone test).
#[test]
fn counts_read_in_the_singular_in_both_languages() {
    run(session("counts", (1280, 900), async |b, server| {
        let client = Client::new(server.addr());
        let people =
            json!([{"kind": "human", "name": "Ann"}, {"kind": "human"}, {"kind": "human"}]);
        let (id, tokens) = create(&client, "forsale", 3, people).await?;
        let token = |s: usize| tokens[s].clone().ok_or("a person's token");
        // The first round's setup is the log's one event.
        b.goto(&format!("/#/game/{id}?token={}", token(0)?)).await?;
        b.wait_for("[data-test=log] li", 20).await?;
        let one = b.count("[data-test=log] li").await?;
        let title = b.text("details.log summary").await?;
        assert_eq!(one, 1, "{title}");
        assert_eq!(title, "Game log (1 event, newest first)");
        choose_language(b, "es").await?;
        b.wait_js(
            "return document.querySelector('details.log summary')?.innerText.startsWith('Registro')",
            "the log in Spanish",
            10,
        )
        .await?;
        let title = b.text("details.log summary").await?;
        assert_eq!(
            title,
            "Registro de la partida (1 suceso, los más recientes primero)"
        );

        // Ann bids 2, the next outbids her and the last passes: Ann's pass
        // gives her 1 of her 2 chips back.
        bid_then_outbid(&client, &id, &tokens).await?;
        b.wait_for("[data-test=pass]", 20).await?;
        let pass = b.text("[data-test=pass]").await?;
        assert!(pass.contains("recuperas 1 de tus 2 fichas"), "{pass}");
        b.click("[data-test=pass]").await?;
        let log = log_once(b, "Ann pasa").await?;
        assert!(
            log.contains("recupera 1 ficha y paga 1 ficha (FS-4)"),
            "{log}"
        );
        choose_language(b, "en").await?;
        let log = log_once(b, "Ann passes").await?;
        assert!(
            log.contains("gets 1 chip back and pays 1 chip (FS-4)"),
            "{log}"
        );
        assert!(!log.contains("1 chips"), "{log}");
        Ok(())
    }));
}

/// The table's log once a line of it says `words`.
async fn log_once(b: &Browser, words: &str) -> Result<String> {
    b.wait_js_args(
        "return [...document.querySelectorAll('[data-test=log] li')].some(l => l.innerText.includes(arguments[0]))",
        vec![json!(words)],
        words,
        20,
    )
    .await?;
    b.text("[data-test=log]").await
}

/// For Sale's first auction played from outside until Ann (seat 0) has
/// bid 2 and been outbid: her turn again, to pass.
async fn bid_then_outbid(client: &Client, id: &str, tokens: &[Option<String>]) -> Result<()> {
    let mut bid = false;
    for _ in 0..20 {
        let st = client.state(id, None).await?;
        let seat = *st.to_act.first().ok_or("nobody acts")?;
        if seat == 0 && bid {
            return Ok(());
        }
        let token = tokens[seat].as_deref().ok_or("a person's token")?;
        let mine = client.state(id, Some(token)).await?;
        let find = |text: &str| mine.legal.iter().find(|c| c.text == text);
        let lowest = mine.legal.iter().find(|c| c.text.starts_with("bid "));
        let choice = match seat {
            0 => {
                bid = true;
                find("bid 2")
            }
            // The next seat outbids Ann once she has bid; before, it passes.
            1 if bid => lowest,
            _ => find("pass"),
        }
        .ok_or(format!("seat {seat}: no such move in {:?}", mine.legal))?;
        let r = client.act(id, token, &choice.json, None).await?;
        assert_eq!(r.status, 200, "{}", r.body);
    }
    Err("Ann's turn never came back".into())
}

/// For every seat's "who plays" list on the new game form: the widest of
/// its choices, in pixels of the list's own font, and the room the closed
/// list gives its text (its width less its padding and the arrow).
const SEAT_LISTS: &str = r#"
const canvas = document.createElement("canvas").getContext("2d");
return [...document.querySelectorAll("[data-test^=seat-kind-]")].map((s) => {
  const css = getComputedStyle(s);
  canvas.font = css.font;
  const widest = Math.max(...[...s.options].map((o) => canvas.measureText(o.text).width));
  const room = s.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight) - ARROW;
  return { widest: Math.ceil(widest), room: Math.floor(room), right: Math.ceil(s.getBoundingClientRect().right) };
});
"#;

/// Issue 29: the Spanish seat lists ("Asiento libre (primero en llegar)")
/// are not cut short, at the widths the browser tests use and on a 390 px
/// phone, and the form scrolls not sideways.
#[test]
fn the_spanish_seat_lists_are_not_cut_short() {
    run(session("seat-lists", (1280, 900), async |b, _server| {
        b.goto("/").await?;
        choose_language(b, "es").await?;
        for (width, height) in [(1280, 900), (1100, 900), (390, 844)] {
            b.resize(width, height).await?;
            b.goto("/").await?;
            b.click("[data-test=game-city]").await?;
            b.wait_for("[data-test=seat-kind-1]", 20).await?;
            let lists = b.js(&SEAT_LISTS.replace("ARROW", "20")).await?;
            let lists = lists.as_array().ok_or("no seat lists")?;
            assert!(lists.len() >= 2, "{lists:?}");
            for (seat, l) in lists.iter().enumerate() {
                assert!(
                    l["widest"].as_i64() <= l["room"].as_i64(),
                    "at {width} px, seat {seat}'s list is cut short: {l}"
                );
                assert!(
                    l["right"].as_i64() <= Some(width.into()),
                    "at {width} px: {l}"
                );
            }
            let over = b.horizontal_overflow().await?;
            b.screenshot(&format!("seat-lists-{width}")).await?;
            assert!(
                over <= 0,
                "at {width} px the page scrolls sideways by {over}px"
            );
        }
        Ok(())
    }));
}

/// Sends `action` for the seat of `token` through the table's own error
/// path (the API's answer shown in a toast, as a refused move is) and
/// returns the toast's text.
async fn refused(b: &Browser, id: &str, token: &str, action: Value) -> Result<String> {
    b.js("document.getElementById('toasts')?.replaceChildren()")
        .await?;
    b.js_await(
        "const [{ api, errorNode }, { toast }] = await Promise.all([import('/js/api.js'), import('/js/dom.js')]);
         try { await api.act(arguments[0], arguments[1], arguments[2]); return 'accepted'; } catch (e) { toast(errorNode(e.data, 'city')); }
         return true;",
        vec![json!(id), json!(token), action],
    )
    .await?;
    b.wait_for("#toasts .toast", 10).await?;
    b.text("#toasts .toast").await
}

/// Issue 29: a message a person reads quotes a command as a quotation
/// ("“discard CARD”"), never with the terminal's backticks, in English
/// and Spanish.
#[test]
fn messages_quote_commands_without_backticks() {
    run(session("quotes", (1280, 900), async |b, server| {
        let client = Client::new(server.addr());
        let people = json!([{"kind": "human"}, {"kind": "human"}]);
        let (id, tokens) = create(&client, "city", 2, people).await?;
        let token = tokens[0].clone().ok_or("a person's token")?;
        b.goto(&format!("/#/game/{id}?token={token}")).await?;
        b.wait_for("[data-test=table]", 20).await?;
        // CT-1: the deal's two cards are to be discarded, not a survey.
        let text = refused(b, &id, &token, json!("survey")).await?;
        assert!(
            text.contains("“discard CARD”") && !text.contains('`'),
            "{text}"
        );
        choose_language(b, "es").await?;
        let text = refused(b, &id, &token, json!("survey")).await?;
        assert!(
            text.starts_with("descarta") && text.contains("“discard CARD”") && !text.contains('`'),
            "{text}"
        );
        let page = b.text("body").await?;
        assert!(!page.contains('`'), "a backtick on the page: {page}");
        Ok(())
    }));
}
