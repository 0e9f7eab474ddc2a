//! Every SQL statement of notifications: each account's choices and
//! browsers, and planning turns into the outbox (N-1 .. N-5).

use sha2::{Digest, Sha256};
use sqlx::{AnyPool, Row};
use urbs_i18n::Lang;

use super::Notify;
use super::message::{self, Kind, Turn};

/// A turn nobody's account holds yet is looked at again for this long (the
/// account that takes the seat may claim it just after the game starts).
const UNHELD_GRACE_MS: i64 = 10 * 60 * 1000;
/// N-5: a digest goes out this long after the first turn it holds.
pub const DIGEST_MS: i64 = 24 * 3600 * 1000;

fn db(e: sqlx::Error) -> String {
    format!("the database: {e}")
}

/// An account's choices (N-2, N-5, N-6).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Settings {
    pub email: Option<String>,
    pub email_on: bool,
    pub digest: bool,
    pub real_time: bool,
    pub lang: String,
}

pub async fn settings(pool: &AnyPool, account: &str) -> Result<Settings, String> {
    let row = sqlx::query(
        "SELECT email, email_on, digest, real_time, lang FROM notify_settings
         WHERE account_id = $1",
    )
    .bind(account)
    .fetch_optional(pool)
    .await
    .map_err(db)?;
    Ok(match row {
        Some(r) => Settings {
            email: r.try_get("email").map_err(db)?,
            email_on: r.try_get::<i64, _>("email_on").map_err(db)? != 0,
            digest: r.try_get::<i64, _>("digest").map_err(db)? != 0,
            real_time: r.try_get::<i64, _>("real_time").map_err(db)? != 0,
            lang: r.try_get("lang").map_err(db)?,
        },
        None => Settings {
            lang: "en".into(),
            ..Settings::default()
        },
    })
}

pub async fn save_settings(pool: &AnyPool, account: &str, s: &Settings) -> Result<(), String> {
    sqlx::query(
        "INSERT INTO notify_settings (account_id, email, email_on, digest, real_time, lang)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (account_id) DO UPDATE SET email = excluded.email,
           email_on = excluded.email_on, digest = excluded.digest,
           real_time = excluded.real_time, lang = excluded.lang",
    )
    .bind(account)
    .bind(s.email.clone())
    .bind(s.email_on as i64)
    .bind(s.digest as i64)
    .bind(s.real_time as i64)
    .bind(&s.lang)
    .execute(pool)
    .await
    .map_err(db)?;
    Ok(())
}

/// N-7: email off for `account`, nothing else changed. Whether it was on.
pub async fn email_off(pool: &AnyPool, account: &str) -> Result<bool, String> {
    let done = sqlx::query(
        "UPDATE notify_settings SET email_on = 0 WHERE account_id = $1 AND email_on <> 0",
    )
    .bind(account)
    .execute(pool)
    .await
    .map_err(db)?;
    Ok(done.rows_affected() > 0)
}

/// Forgets what deleted accounts left: their choices (the address
/// included), their browsers and their notifications not sent yet.
pub async fn forget_deleted_accounts(pool: &AnyPool) -> Result<(), String> {
    for statement in [
        "DELETE FROM notify_settings WHERE account_id NOT IN (SELECT id FROM accounts)",
        "DELETE FROM push_subscriptions WHERE account_id NOT IN (SELECT id FROM accounts)",
        "DELETE FROM notifications
         WHERE done_at IS NULL AND account_id NOT IN (SELECT id FROM accounts)",
    ] {
        sqlx::query(statement).execute(pool).await.map_err(db)?;
    }
    Ok(())
}

/// A browser's push subscription (its endpoint and keys, as the browser's
/// `PushSubscription.toJSON()` gives them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Subscription {
    pub endpoint: String,
    pub p256dh: String,
    pub auth: String,
}

/// Subscribes a browser for `account` (an endpoint belongs to one account:
/// the last to subscribe it).
pub async fn subscribe(
    pool: &AnyPool,
    account: &str,
    s: &Subscription,
    now: i64,
) -> Result<(), String> {
    sqlx::query(
        "INSERT INTO push_subscriptions (endpoint, account_id, p256dh, auth, created_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (endpoint) DO UPDATE SET account_id = excluded.account_id,
           p256dh = excluded.p256dh, auth = excluded.auth, created_at = excluded.created_at",
    )
    .bind(&s.endpoint)
    .bind(account)
    .bind(&s.p256dh)
    .bind(&s.auth)
    .bind(now)
    .execute(pool)
    .await
    .map_err(db)?;
    Ok(())
}

/// Forgets a browser's subscription (of `account`, or of anyone's when the
/// push service says it is gone). Whether there was one.
pub async fn unsubscribe(
    pool: &AnyPool,
    account: Option<&str>,
    endpoint: &str,
) -> Result<bool, String> {
    let done = match account {
        Some(a) => {
            sqlx::query("DELETE FROM push_subscriptions WHERE endpoint = $1 AND account_id = $2")
                .bind(endpoint)
                .bind(a)
                .execute(pool)
                .await
        }
        None => {
            sqlx::query("DELETE FROM push_subscriptions WHERE endpoint = $1")
                .bind(endpoint)
                .execute(pool)
                .await
        }
    }
    .map_err(db)?;
    Ok(done.rows_affected() > 0)
}

pub async fn subscriptions(pool: &AnyPool, account: &str) -> Result<Vec<Subscription>, String> {
    let rows = sqlx::query(
        "SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE account_id = $1
         ORDER BY created_at, endpoint",
    )
    .bind(account)
    .fetch_all(pool)
    .await
    .map_err(db)?;
    rows.iter()
        .map(|r| {
            Ok(Subscription {
                endpoint: r.try_get("endpoint").map_err(db)?,
                p256dh: r.try_get("p256dh").map_err(db)?,
                auth: r.try_get("auth").map_err(db)?,
            })
        })
        .collect()
}

/// A turn not planned yet.
struct Pending {
    game_id: String,
    seat: i64,
    turn: i64,
    began_at: i64,
    remind_at: Option<i64>,
    turn_based: bool,
    ended: bool,
    game: String,
    name: Option<String>,
    account: Option<String>,
}

/// An outbox row to add.
struct Outgoing {
    kind: Kind,
    channel: &'static str,
    target: String,
    body: String,
    due_at: i64,
}

/// N-1: the key that makes a turn's notification on one channel to one
/// address unique, whichever server plans it and however often.
fn key(p: &Pending, o: &Outgoing) -> String {
    let target = hex(&Sha256::digest(o.target.as_bytes())[..12]);
    format!(
        "{}/{}/{}/{}/{}/{target}",
        p.game_id,
        p.seat,
        p.turn,
        o.kind.as_str(),
        o.channel
    )
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Plans the turns not planned yet: their notifications go into the outbox
/// as the account holding the seat chose (N-1 .. N-5), and the turn is
/// marked planned in the same transaction. Any server may plan any turn:
/// the outbox's keys keep every notification single.
pub async fn plan(notify: &Notify, now: i64) -> Result<(), String> {
    let rows = sqlx::query(
        "SELECT t.game_id, t.seat, t.turn, t.began_at, t.remind_at, t.turn_based, t.ended_at,
                g.game, s.name, a.account_id
         FROM turns t
         JOIN games g ON g.id = t.game_id
         LEFT JOIN seats s ON s.game_id = t.game_id AND s.seat = t.seat
         LEFT JOIN account_seats a ON a.game_id = t.game_id AND a.seat = t.seat
         WHERE t.planned = 0
         ORDER BY t.began_at LIMIT 200",
    )
    .fetch_all(&notify.pool)
    .await
    .map_err(db)?;
    for r in rows {
        let p = Pending {
            game_id: r.try_get("game_id").map_err(db)?,
            seat: r.try_get("seat").map_err(db)?,
            turn: r.try_get("turn").map_err(db)?,
            began_at: r.try_get("began_at").map_err(db)?,
            remind_at: r.try_get("remind_at").map_err(db)?,
            turn_based: r.try_get::<i64, _>("turn_based").map_err(db)? != 0,
            ended: r
                .try_get::<Option<i64>, _>("ended_at")
                .map_err(db)?
                .is_some(),
            game: r.try_get("game").map_err(db)?,
            name: r.try_get("name").map_err(db)?,
            account: r.try_get("account_id").map_err(db)?,
        };
        let outgoing = match &p.account {
            Some(account) if !p.ended => outgoing(notify, &p, account, now).await?,
            // N-1: told only while it is still their turn; a seat no account
            // holds is waited for a while (it may be claimed just after).
            None if !p.ended && now < p.began_at + UNHELD_GRACE_MS => continue,
            _ => Vec::new(),
        };
        let mut tx = notify.pool.begin().await.map_err(db)?;
        for o in &outgoing {
            sqlx::query(
                "INSERT INTO notifications (id, account_id, game_id, seat, turn, kind, channel,
                   target, body, created_at, due_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
                 ON CONFLICT (id) DO NOTHING",
            )
            .bind(key(&p, o))
            .bind(p.account.clone())
            .bind(&p.game_id)
            .bind(p.seat)
            .bind(p.turn)
            .bind(o.kind.as_str())
            .bind(o.channel)
            .bind(&o.target)
            .bind(&o.body)
            .bind(now)
            .bind(o.due_at)
            .execute(&mut *tx)
            .await
            .map_err(db)?;
        }
        sqlx::query("UPDATE turns SET planned = 1 WHERE game_id = $1 AND seat = $2 AND turn = $3")
            .bind(&p.game_id)
            .bind(p.seat)
            .bind(p.turn)
            .execute(&mut *tx)
            .await
            .map_err(db)?;
        tx.commit().await.map_err(db)?;
    }
    Ok(())
}

/// The notifications of turn `p` for `account`, as it chose.
async fn outgoing(
    notify: &Notify,
    p: &Pending,
    account: &str,
    now: i64,
) -> Result<Vec<Outgoing>, String> {
    let settings = settings(&notify.pool, account).await?;
    // N-2: real-time games only for those who asked for them too.
    if !p.turn_based && !settings.real_time {
        return Ok(Vec::new());
    }
    let lang = Lang::parse(&settings.lang).unwrap_or(Lang::En);
    let game = message::game_name(&p.game);
    let name = message::seat_name(lang, p.name.as_deref(), p.seat as usize);
    let body = |kind| {
        let told = message::told(
            lang,
            &notify.base_url,
            &Turn {
                kind,
                game: &game,
                game_id: &p.game_id,
                seat: p.seat as usize,
                name: &name,
            },
        );
        serde_json::to_string(&told).expect("plain strings")
    };
    // N-3: a reminder at half the move's time, if that is still to come.
    let remind = p.remind_at.filter(|&at| p.turn_based && at > now);
    let (turn, reminder) = (body(Kind::Turn), body(Kind::Reminder));
    let each = |out: &mut Vec<Outgoing>, channel: &'static str, target: String| {
        out.push(Outgoing {
            kind: Kind::Turn,
            channel,
            target: target.clone(),
            body: turn.clone(),
            due_at: now,
        });
        if let Some(at) = remind {
            out.push(Outgoing {
                kind: Kind::Reminder,
                channel,
                target,
                body: reminder.clone(),
                due_at: at,
            });
        }
    };
    let mut out = Vec::new();
    for s in subscriptions(&notify.pool, account).await? {
        each(&mut out, "push", s.endpoint);
    }
    let email = settings.email.clone().filter(|_| settings.email_on);
    if let (Some(address), true) = (email, notify.email_offered()) {
        if settings.digest {
            // N-5: into the account's next digest (no reminders: it is daily).
            let due = next_digest(&notify.pool, account, now).await?;
            out.push(Outgoing {
                kind: Kind::Turn,
                channel: "digest",
                target: address,
                body: turn.clone(),
                due_at: due,
            });
        } else {
            each(&mut out, "email", address);
        }
    }
    Ok(out)
}

/// N-5: when `account`'s next digest goes: with the one already waiting,
/// or a day from now.
async fn next_digest(pool: &AnyPool, account: &str, now: i64) -> Result<i64, String> {
    let due: Option<i64> = sqlx::query_scalar(
        "SELECT MIN(due_at) FROM notifications
         WHERE account_id = $1 AND channel = 'digest' AND done_at IS NULL",
    )
    .bind(account)
    .fetch_one(pool)
    .await
    .map_err(db)?;
    Ok(due.unwrap_or(now + DIGEST_MS))
}
