//! Issue 32's "Done when" in the browser (rulings, N-1, N-4):
//! two servers share one PostgreSQL database and mail through a real SMTP
//! server the test starts; Ann signs up in a Chromium on the first, Bob in
//! another on the second, and each turns on email and this browser's push
//! in the account page. Both press Play for For Sale, 3 players,
//! turn-based, and are seated together with a bot. The one to act gets one
//! mail and one push whose link is their seat's and nothing else; they
//! open the mail's link in their browser and click a move; then the other
//! gets theirs, one of each.
//!
//! The push is made by the server as for any browser and sent to a push
//! endpoint the test runs on loopback, which checks its VAPID signature
//! and decrypts it with the private key the page made
//! (`urbs_server::testing::notify`). What is substituted, and why (as in
//! `notify.rs`): offline headless Chromium cannot reach its push service
//! (Google's), and its `pushManager.subscribe` never answers, so the page's
//! `subscribe` is replaced by one that answers a subscription to the
//! loopback endpoint with a P-256 key and secret made by WebCrypto in the
//! page. The page's code, its service worker and the server are real.
//!
//! Needs `URBS_TEST_POSTGRES` (see `scripts/test.sh`), as the server's
//! PostgreSQL tests do: without it the test fails saying so, never skips.

use std::sync::{Arc, Mutex};

use fantoccini::Locator;
use serde_json::{Value, json};
use urbs_loadtest::client::Client;
use urbs_server::testing::notify::{
    Mail, Pushed, Subscription, check_mail, check_your_turn, mails_to, open_push, push_endpoint,
    pushes_to, smtp_server, until,
};

use crate::Player;
use crate::browser::{Browser, Result};
use crate::server::Server;

const NAMES: [&str; 2] = ["Ann", "Bob"];
const ADDRESSES: [&str; 2] = ["ann@example.org", "bob@example.org"];
/// Each browser's endpoint on the push endpoint: `/push/{who}`.
const WHO: [&str; 2] = ["ann", "bob"];
/// How long a mail or a push may take (the servers plan and send on tasks
/// of their own, and the bot may move first).
const ARRIVES_IN: u64 = 60;

/// What the test runs beside the browsers.
struct Rig {
    servers: [Server; 2],
    mails: Arc<Mutex<Vec<Mail>>>,
    pushes: Arc<Mutex<Vec<Pushed>>>,
    /// The push endpoint's origin (`http://127.0.0.1:PORT`).
    origin: String,
    /// The VAPID key the servers publish.
    server_key: String,
}

impl Rig {
    fn bases(&self) -> [&str; 2] {
        [self.servers[0].url.as_str(), self.servers[1].url.as_str()]
    }

    fn mails_to(&self, i: usize) -> Vec<Mail> {
        mails_to(&self.mails, ADDRESSES[i])
    }

    fn pushes_to(&self, i: usize) -> Vec<Pushed> {
        pushes_to(&self.pushes, WHO[i])
    }
}

/// A WebDriver command of the Permissions extension that grants this
/// page's origin the right to show notifications, as a person answering
/// the browser's question would
/// (<https://w3c.github.io/permissions/#webdriver-command-set-permission>).
#[derive(Debug)]
struct GrantNotifications;

impl fantoccini::wd::WebDriverCompatibleCommand for GrantNotifications {
    fn endpoint(
        &self,
        base_url: &url::Url,
        session_id: Option<&str>,
    ) -> std::result::Result<url::Url, url::ParseError> {
        let session = session_id.unwrap_or_default();
        base_url.join(&format!("session/{session}/permissions"))
    }

    fn method_and_body(&self, _: &url::Url) -> (http::Method, Option<String>) {
        let body = json!({"descriptor": {"name": "notifications"}, "state": "granted"});
        (http::Method::POST, Some(body.to_string()))
    }
}

/// Types `text` into the field `css`, as a person would.
async fn type_into(b: &Browser, css: &str, text: &str) -> Result<()> {
    b.wait_for(css, 10).await?;
    let field = b
        .client
        .find(Locator::Css(css))
        .await
        .map_err(|e| format!("{css}: {e}"))?;
    field.clear().await.map_err(|e| format!("{css}: {e}"))?;
    field
        .send_keys(text)
        .await
        .map_err(|e| format!("{css}: {e}"))
}

/// The account's notification settings, as the server keeps them.
async fn settings(b: &Browser) -> Result<Value> {
    b.js_await(
        "return await (await fetch('/api/account/notify')).json();",
        vec![],
    )
    .await
}

/// Signs person `i` up with a password in their browser, and turns on
/// their notifications in the account page: this browser's push (to the
/// loopback endpoint, see the module's comment) and email. Answers the
/// subscription the page made, with its private key.
async fn sign_up_told(b: &Browser, i: usize, rig: &Rig) -> Result<Subscription> {
    b.goto("/#/account").await?;
    type_into(b, "[data-test=account-name]", NAMES[i]).await?;
    type_into(b, "[data-test=account-password]", "correct horse").await?;
    b.click("[data-test=password-signup]").await?;
    b.wait_for("[data-test=signed-in]", 20).await?;
    b.wait_for("[data-test=push-on]", 10).await?;
    b.client
        .issue_cmd(GrantNotifications)
        .await
        .map_err(|e| format!("granting notifications: {e}"))?;
    let endpoint = format!("{}/push/{}", rig.origin, WHO[i]);
    let made = b
        .js_await(
            "const endpoint = arguments[0];
             const pair = await crypto.subtle.generateKey({name: 'ECDH', namedCurve: 'P-256'}, true, ['deriveBits']);
             const url64 = (bytes) => btoa(String.fromCharCode(...new Uint8Array(bytes)))
               .replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
             const keys = {
               p256dh: url64(await crypto.subtle.exportKey('raw', pair.publicKey)),
               auth: url64(crypto.getRandomValues(new Uint8Array(16))),
             };
             const json = {endpoint, expirationTime: null, keys};
             const made = {endpoint, toJSON: () => json, unsubscribe: async () => true};
             let held = null;
             PushManager.prototype.subscribe = async function (options) {
               if (options.applicationServerKey?.length !== 65) throw new Error('no VAPID key');
               held = made;
               return made;
             };
             PushManager.prototype.getSubscription = async function () { return held; };
             return {json, d: (await crypto.subtle.exportKey('jwk', pair.privateKey)).d};",
            vec![json!(endpoint)],
        )
        .await?;
    b.click("[data-test=push-on]").await?;
    b.wait_for("[data-test=push-off]", 20).await?;
    type_into(b, "#notify-email", ADDRESSES[i]).await?;
    b.click("#notify-email-on").await?;
    b.click("[data-test=notify-save]").await?;
    b.wait_js(
        "return document.querySelector('#notify-email-on')?.checked === true \
         && document.querySelector('[data-test=notify-status]')?.innerText.length > 0",
        "the settings saved",
        20,
    )
    .await?;
    let kept = settings(b).await?;
    if kept["push"] != json!([endpoint])
        || kept["email"] != json!(ADDRESSES[i])
        || kept["email_on"] != json!(true)
    {
        return Err(format!("{}'s settings: {kept}", NAMES[i]));
    }
    b.screenshot("notifications-on").await?;
    let d = made["d"].as_str().ok_or("the page's private key")?;
    Ok(Subscription::made_by_page(made["json"].clone(), d))
}

/// Presses Play in the lobby: For Sale, 3 players, turn-based, waiting
/// `wait` seconds for people.
async fn press_play(b: &Browser, wait: u32) -> Result<()> {
    b.goto("/#/").await?;
    b.wait_for("[data-test=play-start]", 20).await?;
    let chosen = b
        .js_args(
            "const asked = {'play-game': 'forsale', 'play-players': '3', 'play-pace': 'turn_based', 'play-wait': arguments[0]};
             return Object.entries(asked).map(([test, value]) => {
               const s = document.querySelector(`[data-test=${test}]`);
               s.value = value;
               s.dispatchEvent(new Event('change'));
               return s.value === value;
             }).every(Boolean);",
            vec![json!(wait.to_string())],
        )
        .await?;
    if chosen != json!(true) {
        return Err("the Play box does not offer For Sale, 3, turn-based and that wait".into());
    }
    b.click("[data-test=play-start]").await
}

/// Waits until the page shows a table with a seat (its token in the
/// address): the game and the token.
async fn seated(b: &Browser) -> Result<(String, String)> {
    let with_seat = "return !!document.querySelector('[data-test=table]') \
                     && /^#\\/game\\/[^?]+\\?(.*&)?token=/.test(location.hash)";
    b.wait_js(with_seat, "a table with a seat", 90).await?;
    crate::a11y::game_and_token(b).await
}

/// The whole story; `people[0]` is Ann's browser (on the first server),
/// `people[1]` Bob's (on the second).
async fn told(people: &[Browser; 2], rig: &Rig) -> Result<()> {
    let mut subscriptions = Vec::new();
    for (i, b) in people.iter().enumerate() {
        subscriptions.push(sign_up_told(b, i, rig).await?);
    }

    // Bob asks first, ready to wait ten minutes; Ann asks without waiting,
    // so her wait is over at once and she sits with everyone who may sit
    // with her, the level nearest their ratings in the third seat
    //
    press_play(&people[1], 600).await?;
    people[1].wait_for("[data-test=play-waiting]", 20).await?;
    press_play(&people[0], 0).await?;
    let mut at = Vec::new();
    for b in people {
        at.push(seated(b).await?);
    }
    let id = at[0].0.clone();
    if at[1].0 != id {
        return Err(format!("Ann at {}, Bob at {}", at[0].0, at[1].0));
    }
    let client = Client::new(rig.servers[0].addr());
    let table = client.state(&id, None).await?;
    let names: Vec<Option<&str>> = table.seats.iter().map(|s| s.name.as_deref()).collect();
    let bots = table
        .seats
        .iter()
        .filter(|s| s.kind == urbs_server::SeatKind::Bot)
        .count();
    if table.players != 3 || bots != 1 {
        return Err(format!("{names:?}: not two people and a bot"));
    }
    let mut seats = Vec::new();
    for (i, (_, token)) in at.iter().enumerate() {
        let seat = client.state(&id, Some(token)).await?.seat.ok_or("a seat")?;
        if names[seat] != Some(NAMES[i]) {
            return Err(format!(
                "{}'s page plays seat {seat} of {names:?}",
                NAMES[i]
            ));
        }
        seats.push(seat);
    }

    // The bot may open the bidding; then the first person to act is told.
    let (actor, mail) = until("a mail to one of them", ARRIVES_IN, || {
        (0..2).find_map(|i| rig.mails_to(i).into_iter().next().map(|m| (i, m)))
    })
    .await?;
    let other = 1 - actor;
    let push = until("the push to the one to act", ARRIVES_IN, || {
        rig.pushes_to(actor).into_iter().next()
    })
    .await?;
    let to_act = client.state(&id, None).await?.to_act;
    if to_act != [seats[actor]] {
        return Err(format!("{} was told, {to_act:?} is to act", NAMES[actor]));
    }
    // N-4: the push says the game, whose turn and the link to their seat,
    // nothing else; the mail says the same and the unsubscribe link.
    let opened = open_push(&push, &subscriptions[actor], &rig.server_key, &rig.origin);
    check_your_turn(&opened, &rig.bases(), &id, seats[actor], NAMES[actor]);
    check_mail(&mail, &opened);
    if rig.mails_to(actor).len() != 1 || rig.pushes_to(actor).len() != 1 {
        return Err("one mail and one push for the turn (N-1)".into());
    }
    if !rig.mails_to(other).is_empty() || !rig.pushes_to(other).is_empty() {
        return Err(format!("{} was told while not to act", NAMES[other]));
    }

    // They open the mail's link in their browser: it leads to their seat.
    let b = &people[actor];
    let link = mail.body().lines().nth(1).unwrap_or_default().to_string();
    b.client
        .goto(&link)
        .await
        .map_err(|e| format!("{link}: {e}"))?;
    let (at_id, token) = seated(b).await?;
    if (at_id.as_str(), token.as_str()) != (id.as_str(), at[actor].1.as_str()) {
        return Err(format!("the link {link} led to {at_id} with another seat"));
    }
    b.wait_js(
        "return !!document.querySelector('[data-test=your-turn]') \
         && !document.querySelector('main').classList.contains('busy')",
        "their turn on the page",
        30,
    )
    .await?;
    b.screenshot("their-turn").await?;
    let before = b
        .js("return document.querySelector('[data-test=table]').dataset.moves")
        .await?;
    crate::games::ForSalePlayer::new(32).play(b).await?;
    crate::a11y::moved(b, &before).await?;

    // Their move makes the other's turn come (after the bot's, perhaps):
    // the other is told, once by mail and once by push.
    let mail = until("the mail to the other", ARRIVES_IN, || {
        rig.mails_to(other).into_iter().next()
    })
    .await?;
    let push = until("the push to the other", ARRIVES_IN, || {
        rig.pushes_to(other).into_iter().next()
    })
    .await?;
    let opened = open_push(&push, &subscriptions[other], &rig.server_key, &rig.origin);
    check_your_turn(&opened, &rig.bases(), &id, seats[other], NAMES[other]);
    check_mail(&mail, &opened);
    for i in [actor, other] {
        let (m, p) = (rig.mails_to(i).len(), rig.pushes_to(i).len());
        if (m, p) != (1, 1) {
            return Err(format!(
                "{}: {m} mails, {p} pushes, not one of each",
                NAMES[i]
            ));
        }
    }
    Ok(())
}

pub async fn two_accounts_press_play_on_two_servers_and_are_told_their_turns() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let database =
        urbs_server::testing::fresh_database(urbs_server::Backend::Postgres, dir.path()).await;
    let (smtp, mails) = smtp_server();
    let (push_addr, pushes) = push_endpoint().await;
    let first = Server::start_with(|c| {
        c.database = database;
        // Each server's links name itself, as the browser reaches it.
        c.public_url = None;
        c.smtp = Some(smtp);
        c.mail_from = Some("urbs <urbs@example.org>".into());
        // Servers on one database seal seat tokens alike (docs/deploy.md).
        c.seat_key = Some("shared secret".into());
    })
    .await;
    let second = first.another().await;
    let key = Client::new(first.addr())
        .get("/api/notify/key")
        .await
        .expect("the VAPID key");
    let rig = Rig {
        servers: [first, second],
        mails,
        pushes,
        origin: format!("http://{push_addr}"),
        server_key: key.body["public_key"].as_str().expect("a key").to_string(),
    };
    let ann = Browser::start(&rig.servers[0].url, 1100, 900, "told-ann").await;
    let bob = Browser::start(&rig.servers[1].url, 1100, 900, "told-bob").await;
    let people = [ann.expect("Ann's browser"), bob.expect("Bob's browser")];
    let outcome = told(&people, &rig).await;
    if outcome.is_err() {
        for b in &people {
            let _ = b.screenshot("failure").await;
        }
    }
    for b in people {
        b.close().await;
    }
    for server in rig.servers {
        server.stop().await;
    }
    if let Err(e) = outcome {
        panic!("told: {e}");
    }
}
