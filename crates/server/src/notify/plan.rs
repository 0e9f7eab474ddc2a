//! Planning turns into the outbox (N-1 .. N-5): which notifications a
//! turn makes, as the account holding its seat chose. Their SQL is
//! `crate::store::notify`.

use sha2::{Digest, Sha256};
use urbs_i18n::Lang;

use super::Notify;
use super::message::{self, Kind, Turn};
use crate::store::{OutboxRow, PendingTurn};

/// A turn going on in a seat no account holds is left this long before it
/// is planned (for nobody). Such rows are few now: only seats accounts hold
/// have their turns written, and a claim writes the turn going on itself;
/// what is left is a deleted account's seat, and the rows servers before
/// that wrote for every seat (an account may still claim such a seat).
const UNHELD_GRACE_MS: i64 = 10 * 60 * 1000;
/// N-5: a digest goes out this long after the first turn it holds.
pub const DIGEST_MS: i64 = 24 * 3600 * 1000;

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
fn key(p: &PendingTurn, o: &Outgoing) -> String {
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
/// as the account holding the seat chose (N-1 .. N-5), and the turns are
/// marked planned in the same transaction, one for the whole batch. Any
/// server may plan any turn: the outbox's keys keep every notification
/// single.
pub async fn plan(notify: &Notify, now: i64) -> Result<(), String> {
    // N-1: a turn still going on in a seat no account holds is waited for a
    // while (it may be claimed just after); the store leaves those out.
    let pending = notify.store.turns_to_plan(now - UNHELD_GRACE_MS).await?;
    let mut planned = Vec::with_capacity(pending.len());
    for p in pending {
        let outgoing = match &p.account {
            // N-1: told only while it is still their turn.
            Some(account) if !p.ended => outgoing(notify, &p, account, now).await?,
            _ => Vec::new(),
        };
        let rows: Vec<OutboxRow> = outgoing
            .iter()
            .map(|o| OutboxRow {
                id: key(&p, o),
                kind: o.kind.as_str(),
                channel: o.channel,
                target: o.target.clone(),
                body: o.body.clone(),
                due_at: o.due_at,
            })
            .collect();
        planned.push((p, rows));
    }
    notify.store.plan_turns(&planned, now).await
}

/// The notifications of turn `p` for `account`, as it chose.
async fn outgoing(
    notify: &Notify,
    p: &PendingTurn,
    account: &str,
    now: i64,
) -> Result<Vec<Outgoing>, String> {
    let settings = notify.store.notify_settings(account).await?;
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
    for s in notify.store.push_subscriptions(account).await? {
        each(&mut out, "push", s.endpoint);
    }
    let email = settings.email.clone().filter(|_| settings.email_on);
    if let (Some(address), true) = (email, notify.email_offered()) {
        if settings.digest {
            // N-5: into the account's next digest (no reminders: it is daily).
            let due = notify.store.next_digest_due(account).await?;
            let due = due.unwrap_or(now + DIGEST_MS);
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
