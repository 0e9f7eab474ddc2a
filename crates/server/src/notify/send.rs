//! Sending what the outbox holds: each due row claimed in the database for
//! a while (so no other server sends it meanwhile), sent on its own task
//! within [`SEND_TIMEOUT`], then marked done, or given back to be tried
//! again later with back-off (N-1). A mail server or push service that
//! hangs holds up only its own message.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Duration;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use jwt_simple::prelude::{Claims, ECDSAP256KeyPairLike, ES256KeyPair};
use lettre::message::header::{ContentType, HeaderName, HeaderValue};
use lettre::message::{Mailbox, Message};
use lettre::{AsyncSmtpTransport, AsyncTransport, Tokio1Executor};
use urbs_i18n::Lang;

use super::Notify;
use super::message::{self, Told};

/// How long one message may take to send.
pub const SEND_TIMEOUT: Duration = Duration::from_secs(20);
/// How long a claim keeps other servers off a row (longer than a send).
const CLAIM_MS: i64 = 60_000;
/// Tries before a message is given up.
pub const MAX_TRIES: i64 = 8;
/// How long a push service keeps a message for a browser that is off.
const PUSH_TTL: u64 = 24 * 3600;

/// N-1: the wait before try `tries + 1`: a minute, doubling, at most a day.
pub fn back_off_ms(tries: i64) -> i64 {
    (60_000i64 << (tries - 1).clamp(0, 10)).min(24 * 3600 * 1000)
}

/// The mail server and the sender's address (`--smtp`, `--mail-from`).
pub(crate) struct Mail {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
}

impl Mail {
    pub fn new(url: &str, from: Option<&str>) -> Result<Mail, String> {
        let from = from
            .ok_or("--smtp needs --mail-from, the address mail comes from")?
            .parse::<Mailbox>()
            .map_err(|e| format!("--mail-from: {e}"))?;
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
            .map_err(|e| format!("--smtp {url}: {e}"))?
            .timeout(Some(SEND_TIMEOUT))
            .build();
        Ok(Mail { transport, from })
    }
}

/// A row claimed for sending.
struct Claimed {
    id: String,
    account: String,
    channel: String,
    target: String,
    told: Told,
    tries: i64,
}

/// Sends what is due at `now` (claimed here; sent on tasks of their own).
pub(crate) async fn send_due(notify: &Arc<Notify>, now: i64) {
    if let Err(e) = claim_and_send(notify, now).await {
        tracing::warn!("notifications: {e}");
    }
}

async fn claim_and_send(notify: &Arc<Notify>, now: i64) -> Result<(), String> {
    let rows = notify.store.due_notifications(now).await?;
    let mut digests: BTreeMap<(String, String), Vec<Claimed>> = BTreeMap::new();
    for r in rows {
        let (id, channel) = (r.id, r.channel);
        let mailed = channel != "push";
        if mailed && notify.mail.is_none() {
            continue; // Another server, configured with SMTP, sends it.
        }
        // N-1, N-7: nothing for a turn that is over, or after unsubscribing.
        let dropped = if r.ended {
            Some("dropped: the turn is over")
        } else if mailed && !r.email_on {
            Some("dropped: email is off")
        } else {
            None
        };
        if !claim(notify, &id, now).await? {
            continue;
        }
        if let Some(why) = dropped {
            finish(notify, &id, now, why).await?;
            continue;
        }
        let told: Told =
            serde_json::from_str(&r.body).map_err(|e| format!("notification {id}: {e}"))?;
        let c = Claimed {
            id,
            account: r.account,
            target: r.target,
            tries: r.tries + 1,
            told,
            channel,
        };
        if c.channel == "digest" {
            digests
                .entry((c.account.clone(), c.target.clone()))
                .or_default()
                .push(c);
        } else {
            let notify = notify.clone();
            tokio::spawn(async move {
                let sent = match c.channel.as_str() {
                    "push" => push(&notify, &c).await,
                    _ => mail(&notify, &c.account, &c.target, &c.told.title, &[&c]).await,
                };
                settle(&notify, &[&c], sent).await;
            });
        }
    }
    for ((account, address), rows) in digests {
        let notify = notify.clone();
        tokio::spawn(async move {
            let lang = digest_lang(&notify, &account).await;
            let title = message::digest_title(lang, rows.len());
            let all: Vec<&Claimed> = rows.iter().collect();
            let sent = mail(&notify, &account, &address, &title, &all).await;
            settle(&notify, &all, sent).await;
        });
    }
    Ok(())
}

async fn digest_lang(notify: &Notify, account: &str) -> Lang {
    notify
        .store
        .notify_settings(account)
        .await
        .ok()
        .and_then(|s| Lang::parse(&s.lang))
        .unwrap_or(Lang::En)
}

/// Takes row `id` for this server for [`CLAIM_MS`], if nobody holds it.
async fn claim(notify: &Notify, id: &str, now: i64) -> Result<bool, String> {
    notify
        .store
        .claim_notification(id, now, now + CLAIM_MS)
        .await
}

async fn finish(notify: &Notify, id: &str, now: i64, result: &str) -> Result<(), String> {
    notify.store.finish_notification(id, now, result).await
}

/// Marks `rows` sent, or gives them back for a later try (or up).
async fn settle(notify: &Notify, rows: &[&Claimed], sent: Result<(), String>) {
    let Some(now) = notify.now() else { return };
    for c in rows {
        let result = match &sent {
            Ok(()) => finish(notify, &c.id, now, "sent").await,
            Err(e) if c.tries >= MAX_TRIES => {
                tracing::warn!("notification {}: given up: {e}", c.id);
                finish(notify, &c.id, now, &format!("failed: {e}")).await
            }
            Err(e) => {
                let result = format!("try {} failed: {e}", c.tries);
                let due_at = now + back_off_ms(c.tries);
                notify
                    .store
                    .retry_notification(&c.id, due_at, &result)
                    .await
            }
        };
        if let Err(e) = result {
            tracing::warn!("notification {}: {e}", c.id);
        }
    }
}

/// Sends one mail of `lines` to `address`, with the unsubscribe link in
/// its text and headers (N-7, RFC 8058).
async fn mail(
    notify: &Notify,
    account: &str,
    address: &str,
    subject: &str,
    lines: &[&Claimed],
) -> Result<(), String> {
    let mail = notify.mail.as_ref().ok_or("no SMTP server")?;
    let lang = digest_lang(notify, account).await;
    let token = notify.keys.unsubscribe_token(account);
    let unsubscribe = message::unsubscribe_url(&notify.base_url, &token);
    let told: Vec<Told> = lines.iter().map(|c| c.told.clone()).collect();
    let header = |name: &str, value: String| {
        HeaderValue::new(
            HeaderName::new_from_ascii(name.to_string()).expect("a valid name"),
            value,
        )
    };
    let to = address
        .parse::<Mailbox>()
        .map_err(|e| format!("the address {address}: {e}"))?;
    let email = Message::builder()
        .from(mail.from.clone())
        .to(to)
        .subject(subject)
        .raw_header(header("List-Unsubscribe", format!("<{unsubscribe}>")))
        .raw_header(header(
            "List-Unsubscribe-Post",
            "List-Unsubscribe=One-Click".into(),
        ))
        .header(ContentType::TEXT_PLAIN)
        .body(message::mail_text(lang, &told, &unsubscribe))
        .map_err(|e| format!("the mail: {e}"))?;
    match tokio::time::timeout(SEND_TIMEOUT, mail.transport.send(email)).await {
        Ok(Ok(_)) => Ok(()),
        Ok(Err(e)) => Err(format!("SMTP: {e}")),
        Err(_) => Err("SMTP: no answer in time".into()),
    }
}

/// Sends one push message: the JSON of what is told, encrypted for the
/// browser (aes128gcm) and signed with the servers' VAPID key.
async fn push(notify: &Notify, c: &Claimed) -> Result<(), String> {
    let Some((p256dh, auth)) = notify.store.push_keys(&c.target).await? else {
        return Ok(()); // Unsubscribed since: nothing to send to.
    };
    let body = encrypt(&p256dh, &auth, &c.told)?;
    let vapid = vapid(
        &notify.keys.vapid_private,
        &notify.keys.vapid_public,
        &c.target,
        &notify.base_url,
    )?;
    let out = notify
        .push
        .post(&c.target)
        .header("TTL", PUSH_TTL)
        .header("Content-Encoding", "aes128gcm")
        .header("Content-Type", "application/octet-stream")
        .header("Authorization", vapid);
    let answer = tokio::time::timeout(SEND_TIMEOUT, out.body(body).send())
        .await
        .map_err(|_| "the push service did not answer in time".to_string())?
        .map_err(|e| format!("the push service: {e}"))?;
    let status = answer.status().as_u16();
    match status {
        200..=299 => Ok(()),
        // The browser unsubscribed: forget it; nothing to try again.
        404 | 410 => {
            notify.store.unsubscribe_push(None, &c.target).await?;
            Ok(())
        }
        _ => Err(format!("the push service answered {status}")),
    }
}

/// The payload, encrypted for the browser's subscription keys (RFC 8291,
/// aes128gcm, by the pure-Rust `web-push-native`).
fn encrypt(p256dh: &str, auth: &str, told: &Told) -> Result<Vec<u8>, String> {
    let bad = |what: &str| format!("the subscription's {what} is not a key");
    let public = URL_SAFE_NO_PAD.decode(p256dh).map_err(|_| bad("p256dh"))?;
    let public =
        web_push_native::p256::PublicKey::from_sec1_bytes(&public).map_err(|_| bad("p256dh"))?;
    let auth = URL_SAFE_NO_PAD.decode(auth).map_err(|_| bad("auth"))?;
    if auth.len() != 16 {
        return Err(bad("auth"));
    }
    let auth = web_push_native::Auth::clone_from_slice(&auth);
    let payload = serde_json::to_vec(told).expect("plain strings");
    web_push_native::encrypt(payload, &public, &auth).map_err(|e| format!("encrypting: {e}"))
}

/// The `Authorization` header of a push request (VAPID, RFC 8292): a JWT
/// signed by the servers' key (ES256) for the endpoint's origin, port
/// included, naming this server (`sub`), and the key itself.
fn vapid(private: &str, public: &str, endpoint: &str, contact: &str) -> Result<String, String> {
    let url = reqwest::Url::parse(endpoint).map_err(|e| format!("the endpoint: {e}"))?;
    let origin = url.origin().ascii_serialization();
    let key = URL_SAFE_NO_PAD
        .decode(private)
        .ok()
        .and_then(|k| ES256KeyPair::from_bytes(&k).ok())
        .ok_or("the VAPID key is damaged")?;
    let claims = Claims::create(jwt_simple::prelude::Duration::from_hours(12))
        .with_audience(origin)
        .with_subject(contact);
    let token = key.sign(claims).map_err(|e| format!("VAPID: {e}"))?;
    Ok(format!("vapid t={token}, k={public}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn n1_a_failed_message_waits_1_2_4_minutes_and_at_most_a_day() {
        let minutes: Vec<i64> = (1..=5).map(|t| back_off_ms(t) / 60_000).collect();
        assert_eq!(minutes, [1, 2, 4, 8, 16]);
        assert_eq!(back_off_ms(MAX_TRIES), 128 * 60_000);
        // The doubling stops (at 1024 minutes), within a day.
        assert_eq!(back_off_ms(40), back_off_ms(11));
        assert!(back_off_ms(40) <= 24 * 3600 * 1000);
    }
}
