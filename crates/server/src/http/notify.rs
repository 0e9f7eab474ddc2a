//! Turn notifications' requests (docs/api.md, "Notifications"): an
//! account's choices, its browsers' push subscriptions, the servers'
//! VAPID public key, and the one-click unsubscribe link of every mail
//! (N-7), which needs no sign-in.

use std::collections::HashMap;
use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Query, State};
use axum::http::header;
use axum::response::{Html, IntoResponse, Response};
use axum::{Extension, Json};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde::Deserialize;
use serde_json::{Value, json};
use tower_sessions::Session;

use super::accounts::{Accts, db, required};
use super::app::{App, body};
use crate::http::error::ApiError;
use crate::notify::Notify;
use crate::store::{Settings, Subscription};

pub(super) type Notifier = Extension<Arc<Notify>>;

/// Longest email address kept (RFC 5321's path limit).
const MAX_EMAIL: usize = 254;
/// Longest push endpoint kept.
const MAX_ENDPOINT: usize = 2048;

/// Changes to an account's choices: fields left out stay as they are.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub(super) struct Choices {
    #[serde(default, deserialize_with = "present")]
    email: Option<Option<String>>,
    email_on: Option<bool>,
    digest: Option<bool>,
    real_time: Option<bool>,
    lang: Option<String>,
}

/// `null` for "no address", apart from a field left out.
fn present<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Option<String>>, D::Error> {
    Ok(Some(Option::<String>::deserialize(d)?))
}

async fn describe(notify: &Notify, account: &str) -> Result<Value, ApiError> {
    let s = notify.store.notify_settings(account).await.map_err(db)?;
    let push = notify.store.push_subscriptions(account).await.map_err(db)?;
    Ok(json!({
        "email_offered": notify.email_offered(),
        "push_key": notify.keys.vapid_public,
        "email": s.email,
        "email_on": s.email_on,
        "digest": s.digest,
        "real_time": s.real_time,
        "lang": s.lang,
        "push": push.iter().map(|p| p.endpoint.clone()).collect::<Vec<_>>(),
    }))
}

/// `GET /api/account/notify`: the account's choices, and what this server
/// offers (no email without `--smtp`, N-6).
pub(super) async fn settings(
    Extension(accounts): Accts,
    Extension(notify): Notifier,
    session: Session,
) -> Result<Response, ApiError> {
    let account = required(&accounts, &session).await?;
    Ok(Json(describe(&notify, &account.id).await?).into_response())
}

fn check_email(email: &str) -> Result<(), ApiError> {
    let ok = email.len() <= MAX_EMAIL && email.parse::<lettre::Address>().is_ok();
    if ok {
        Ok(())
    } else {
        Err(ApiError::bad_request(format!(
            "`{email}` is not an email address"
        )))
    }
}

/// `POST /api/account/notify`: changes the account's choices.
pub(super) async fn choose(
    Extension(accounts): Accts,
    Extension(notify): Notifier,
    session: Session,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let account = required(&accounts, &session).await?;
    let c: Choices = body(bytes)?;
    let old = notify
        .store
        .notify_settings(&account.id)
        .await
        .map_err(db)?;
    let email = match c.email {
        Some(Some(e)) if e.trim().is_empty() => None,
        Some(Some(e)) => {
            check_email(e.trim())?;
            Some(e.trim().to_string())
        }
        Some(None) => None,
        None => old.email.clone(),
    };
    let lang = match c.lang {
        Some(l) => urbs_i18n::Lang::parse(&l)
            .ok_or_else(|| ApiError::bad_request(format!("no language `{l}`")))?
            .code()
            .to_string(),
        None => old.lang.clone(),
    };
    let new = Settings {
        email_on: c.email_on.unwrap_or(old.email_on),
        digest: c.digest.unwrap_or(old.digest),
        real_time: c.real_time.unwrap_or(old.real_time),
        email,
        lang,
    };
    if new.email_on && !old.email_on {
        if !notify.email_offered() {
            return Err(ApiError::bad_request(
                "this server sends no email (it runs without --smtp)",
            ));
        }
        if new.email.is_none() {
            return Err(ApiError::bad_request("give an email address first"));
        }
    }
    notify
        .store
        .save_notify_settings(&account.id, &new)
        .await
        .map_err(db)?;
    Ok(Json(describe(&notify, &account.id).await?).into_response())
}

#[derive(Deserialize)]
struct Keys {
    p256dh: String,
    auth: String,
}

/// A browser's `PushSubscription.toJSON()`.
#[derive(Deserialize)]
pub(super) struct Subscribing {
    endpoint: String,
    keys: Option<Keys>,
    /// Sent by browsers; not kept.
    #[serde(default, rename = "expirationTime")]
    _expiration: Option<Value>,
}

/// A subscription the server can send to: an https endpoint (http only
/// on a server itself served over http, a local one), a P-256 key and a
/// 16-byte secret.
fn check_subscription(notify: &Notify, s: &Subscribing) -> Result<Subscription, ApiError> {
    let bad = |m: &str| ApiError::bad_request(format!("the subscription: {m}"));
    let secure = s.endpoint.starts_with("https://");
    let local = s.endpoint.starts_with("http://") && notify.base_url.starts_with("http://");
    if !(secure || local) || s.endpoint.len() > MAX_ENDPOINT {
        return Err(bad("its endpoint must be an https address"));
    }
    let keys = s.keys.as_ref().ok_or_else(|| bad("it has no keys"))?;
    let len = |k: &str| {
        URL_SAFE_NO_PAD
            .decode(k.trim_end_matches('='))
            .map(|b| b.len())
    };
    if len(&keys.p256dh) != Ok(65) {
        return Err(bad("`keys.p256dh` is not a P-256 public key"));
    }
    if len(&keys.auth) != Ok(16) {
        return Err(bad("`keys.auth` is not a 16-byte secret"));
    }
    Ok(Subscription {
        endpoint: s.endpoint.clone(),
        p256dh: keys.p256dh.trim_end_matches('=').to_string(),
        auth: keys.auth.trim_end_matches('=').to_string(),
    })
}

/// `POST /api/account/notify/push`: subscribes this browser.
pub(super) async fn subscribe(
    State(app): State<App>,
    Extension(accounts): Accts,
    Extension(notify): Notifier,
    session: Session,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let account = required(&accounts, &session).await?;
    let s: Subscribing = body(bytes)?;
    let sub = check_subscription(&notify, &s)?;
    notify
        .store
        .subscribe_push(&account.id, &sub, app.hub.now())
        .await
        .map_err(db)?;
    Ok(Json(describe(&notify, &account.id).await?).into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Endpoint {
    endpoint: String,
}

/// `POST /api/account/notify/push/remove`: unsubscribes a browser.
pub(super) async fn remove(
    Extension(accounts): Accts,
    Extension(notify): Notifier,
    session: Session,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let account = required(&accounts, &session).await?;
    let e: Endpoint = body(bytes)?;
    notify
        .store
        .unsubscribe_push(Some(&account.id), &e.endpoint)
        .await
        .map_err(db)?;
    Ok(Json(describe(&notify, &account.id).await?).into_response())
}

/// `GET /api/notify/key`: the VAPID public key browsers subscribe with.
pub(super) async fn key(Extension(notify): Notifier) -> Json<Value> {
    Json(json!({ "public_key": notify.keys.vapid_public }))
}

fn token_of(q: &HashMap<String, String>, notify: &Notify) -> Result<(String, String), ApiError> {
    let token = q.get("t").cloned().unwrap_or_default();
    let account = notify
        .keys
        .check_unsubscribe(&token)
        .ok_or_else(|| ApiError::forbidden("this unsubscribe link is not valid"))?;
    Ok((token, account))
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

fn page(title: &str, inner: &str) -> Response {
    let html = format!(
        "<!doctype html><html lang=\"en\"><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width\"><title>{title}</title>\
         <body><main><h1>{title}</h1>{inner}</main></body></html>"
    );
    ([(header::CACHE_CONTROL, "no-store")], Html(html)).into_response()
}

/// `GET /api/notify/unsubscribe?t=TOKEN`: the page the mail's link opens:
/// one button. A GET changes nothing (mail scanners follow links).
pub(super) async fn unsubscribe_page(
    Extension(notify): Notifier,
    Query(q): Query<HashMap<String, String>>,
) -> Result<Response, ApiError> {
    let (token, _) = token_of(&q, &notify)?;
    let action = format!("/api/notify/unsubscribe?t={}", escape(&token));
    Ok(page(
        "urbs: no more emails",
        &format!(
            "<form method=\"post\" action=\"{action}\">\
             <button type=\"submit\" name=\"List-Unsubscribe\" value=\"One-Click\">\
             Send me no more emails about my turns</button></form>"
        ),
    ))
}

/// `POST /api/notify/unsubscribe?t=TOKEN`: N-7, email off for the link's
/// account, nothing else changed; the button above, or a mail program's
/// one-click (RFC 8058: a form body, no `Origin`, no session).
pub(super) async fn unsubscribe(
    Extension(notify): Notifier,
    Query(q): Query<HashMap<String, String>>,
) -> Result<Response, ApiError> {
    let (_, account) = token_of(&q, &notify)?;
    notify.store.email_off(&account).await.map_err(db)?;
    Ok(page(
        "urbs: no more emails",
        "<p>Done: urbs sends you no more emails. Push notifications and everything else \
         stay as they were.</p>",
    ))
}
