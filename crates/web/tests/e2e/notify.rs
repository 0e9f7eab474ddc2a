//! Turn notifications in the browser (rules N-1 .. N-7): the account page's
//! Notifications section registers the service worker (`/sw.js`, its scope
//! the whole page) and subscribes this browser, and the server keeps the
//! subscription; turning it off forgets it.
//!
//! What is substituted, and why: `pushManager.subscribe` asks the browser's
//! push service (Google's, for Chromium) for an endpoint, and that service
//! cannot be reached here (no network but loopback). Headless Chromium
//! (156) then registers the worker and has it ready, but its `subscribe`
//! never answers, neither resolving nor failing (the test gives it 5 s and
//! prints what happened). So the
//! test replaces that one call in the page with one that answers a
//! subscription to a loopback endpoint, whose keys the page makes with
//! WebCrypto (a real P-256 key and a 16-byte secret), exactly as
//! `PushSubscription.toJSON()` shapes them; everything else (the service
//! worker, the permission, the page's code, the server's checks and
//! storage) is real. Delivery to such an endpoint, VAPID and encryption are
//! checked in `crates/server/tests/server/notify.rs`.

use serde_json::{Value, json};

use crate::browser::{Browser, Result};

/// A WebDriver command of the Permissions extension
/// (<https://w3c.github.io/permissions/#webdriver-command-set-permission>).
#[derive(Debug)]
struct SetPermission(Value);

impl fantoccini::wd::WebDriverCompatibleCommand for SetPermission {
    fn endpoint(
        &self,
        base_url: &url::Url,
        session_id: Option<&str>,
    ) -> std::result::Result<url::Url, url::ParseError> {
        base_url.join(&format!(
            "session/{}/permissions",
            session_id.unwrap_or_default()
        ))
    }

    fn method_and_body(&self, _: &url::Url) -> (http::Method, Option<String>) {
        (http::Method::POST, Some(self.0.to_string()))
    }
}

async fn sign_up(b: &Browser, name: &str) -> Result<()> {
    b.goto("/#/account").await?;
    b.wait_for("[data-test=password-signup]", 10).await?;
    b.js(&format!(
        "document.querySelector('[data-test=account-name]').value = '{name}';
         document.querySelector('[data-test=account-password]').value = 'correct horse';"
    ))
    .await?;
    b.click("[data-test=password-signup]").await?;
    b.wait_for("[data-test=signed-in]", 20).await?;
    Ok(())
}

async fn settings(b: &Browser) -> Result<Value> {
    b.js_await(
        "const r = await fetch('/api/account/notify'); return await r.json();",
        vec![],
    )
    .await
}

pub async fn the_page_registers_its_worker_and_subscribes_this_browser() {
    crate::session("notify", (1200, 900), async |b, _server| {
        sign_up(b, "Ann").await?;
        b.wait_for("[data-test=notify]", 10).await?;
        b.check_accessible("the account page with its notifications")
            .await?;
        // Without --smtp the page offers no email (N-6).
        assert!(b.exists("[data-test=no-email]").await?);
        b.client
            .issue_cmd(SetPermission(json!({
                "descriptor": {"name": "notifications"}, "state": "granted"
            })))
            .await
            .map_err(|e| format!("set permission: {e}"))?;
        // What Chromium does with the real call here (printed, not
        // asserted: it depends on the build and its push service).
        let real = b
            .js_await(
                "const within = (p, what) => Promise.race([p, new Promise((_, no) => setTimeout(() => no(new Error(what + ': no answer in 5 s')), 5000))]);
                 const reg = await within(navigator.serviceWorker.register('/sw.js', {scope: '/'}), 'register');
                 await within(navigator.serviceWorker.ready, 'ready');
                 const key = (await (await fetch('/api/notify/key')).json()).public_key;
                 const raw = Uint8Array.from(atob(key.replace(/-/g,'+').replace(/_/g,'/')), c => c.charCodeAt(0));
                 try {
                   const s = await within(reg.pushManager.subscribe({userVisibleOnly: true, applicationServerKey: raw}), 'subscribe');
                   await s.unsubscribe();
                   return {ok: s.endpoint};
                 } catch (e) { return {error: e.name + ': ' + e.message}; }",
                vec![],
            )
            .await?;
        eprintln!("notify e2e: Chromium's own pushManager.subscribe here: {real}");
        // The substitute (see the module's comment): a subscription to a
        // loopback endpoint with keys made in the page.
        let endpoint = "http://127.0.0.1:9/push/ann";
        b.js_await(
            "const endpoint = arguments[0];
             const pair = await crypto.subtle.generateKey({name: 'ECDH', namedCurve: 'P-256'}, true, ['deriveBits']);
             const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
             const b64 = (u) => btoa(String.fromCharCode(...u)).replace(/\\+/g,'-').replace(/\\//g,'_').replace(/=+$/,'');
             const json = {endpoint, expirationTime: null, keys: {p256dh: b64(raw), auth: b64(crypto.getRandomValues(new Uint8Array(16)))}};
             let current = null;
             const sub = {endpoint, toJSON: () => json, unsubscribe: async () => { current = null; return true; }};
             PushManager.prototype.subscribe = async function (opts) {
               if (!(opts.applicationServerKey instanceof Uint8Array) || opts.applicationServerKey.length !== 65) throw new Error('no VAPID key given');
               current = sub; return sub;
             };
             PushManager.prototype.getSubscription = async function () { return current; };
             return true;",
            vec![json!(endpoint)],
        )
        .await?;
        b.click("[data-test=push-on]").await?;
        b.wait_for("[data-test=push-off]", 10).await?;
        let s = settings(b).await?;
        assert_eq!(s["push"], json!([endpoint]), "{s}");
        // The page registered the real service worker, at the root.
        let sw = b
            .js_await(
                "const reg = await navigator.serviceWorker.getRegistration('/');
                 return {scope: reg.scope, script: (reg.active || reg.waiting || reg.installing).scriptURL};",
                vec![],
            )
            .await?;
        let base = b.base.trim_end_matches('/');
        assert_eq!(sw["scope"], json!(format!("{base}/")), "{sw}");
        assert_eq!(sw["script"], json!(format!("{base}/sw.js")), "{sw}");
        b.screenshot("notifications-on").await?;
        // Off in this browser: the server forgets it.
        b.click("[data-test=push-off]").await?;
        b.wait_for("[data-test=push-on]", 10).await?;
        assert_eq!(settings(b).await?["push"], json!([]));
        // The real-time choice is kept.
        b.js("document.querySelector('#notify-real-time').checked = true")
            .await?;
        b.click("[data-test=notify-save]").await?;
        b.wait_js(
            "return document.querySelector('[data-test=notify-status]')?.innerText.length > 0",
            "saved",
            10,
        )
        .await?;
        assert_eq!(settings(b).await?["real_time"], json!(true));
        Ok(())
    })
    .await;
}
