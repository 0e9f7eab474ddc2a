//! Turn notifications (docs/rules/table.md, N-1 .. N-7; docs/api.md,
//! "Notifications"): when it becomes the turn of a person whose account
//! holds the seat, a Web Push message to each browser they subscribed and
//! an email (or a line in a daily digest) reach them with a link to it.
//!
//! How nothing is lost or told twice:
//! - the hub commits the turns that begin and end with each change in the
//!   change's own transaction (`Write::Turns`, `hub/outcomes.rs`), and tells
//!   this task of the game after the commit, outside the game's lock;
//! - this task *plans* each turn once (`plan.rs`): one outbox row per
//!   turn, kind, channel and address, whose key makes a second row for the
//!   same turn impossible, whichever server plans it, however often;
//! - then *sends* the due rows (`send.rs`), each claimed in the database
//!   for a while first, so two servers never send the same one, and each on
//!   its own task with a time limit: a mail server that hangs holds up only
//!   its own message, which is tried again later (with back-off).
//!
//! Below the HTTP wing, beside accounts and ratings; it reads the hub's
//! time and channel, never a game.

pub mod keys;
pub mod message;
pub mod plan;
pub mod send;

use std::sync::Arc;
use std::time::Duration;

use crate::hub::Hub;
use crate::store::Store;

/// How often the outbox is looked at without being told (due reminders
/// and digests, messages to try again, turns another server committed).
const TICK: Duration = Duration::from_millis(500);
/// The least time between two passes that games' changes start: a pass
/// then plans every turn told since in one write, which seldom meets the
/// games' own writes (SQLite has one writer), where a pass per change met
/// them at every action.
const PACE: Duration = Duration::from_millis(100);
/// How often what deleted accounts left is forgotten (the accounts' own
/// deletion knows nothing of notifications).
const SWEEP: Duration = Duration::from_secs(10);

/// How to reach people (from `ServerConfig`).
#[derive(Clone, Debug, Default)]
pub struct NotifyConfig {
    /// `smtp://host:port`, `smtps://user:pass@host`, or with
    /// `?tls=required` for STARTTLS; no email without it (N-6).
    pub smtp: Option<String>,
    /// The address mail comes from.
    pub mail_from: Option<String>,
    /// Where links point: the public URL, or the address served.
    pub base_url: String,
}

/// What the notification handlers and the sending task share.
pub(crate) struct Notify {
    pub store: Store,
    pub keys: keys::Keys,
    pub mail: Option<send::Mail>,
    pub base_url: String,
    pub push: reqwest::Client,
    hub: std::sync::Weak<Hub>,
}

impl Notify {
    /// On the hub's database; the keys are made by the first server and
    /// read by the others.
    pub async fn open(hub: &Arc<Hub>, config: &NotifyConfig) -> Result<Notify, String> {
        let store = hub.store().clone();
        let keys = keys::Keys::load_or_make(&store).await?;
        let mail = match &config.smtp {
            Some(url) => Some(send::Mail::new(url, config.mail_from.as_deref())?),
            None => None,
        };
        let push = reqwest::Client::builder()
            .timeout(send::SEND_TIMEOUT)
            .build()
            .map_err(|e| format!("the push client: {e}"))?;
        Ok(Notify {
            store,
            keys,
            mail,
            base_url: config.base_url.trim_end_matches('/').to_string(),
            push,
            hub: Arc::downgrade(hub),
        })
    }

    /// The time as the server reads it (tests move it by hand).
    fn now(&self) -> Option<i64> {
        self.hub.upgrade().map(|h| h.now())
    }

    /// The channels this server can send on.
    pub fn email_offered(&self) -> bool {
        self.mail.is_some()
    }
}

/// Starts the task that plans and sends; it ends when `stopped` turns true.
pub(crate) fn spawn(
    hub: &Arc<Hub>,
    notify: Arc<Notify>,
    mut stopped: tokio::sync::watch::Receiver<bool>,
) -> tokio::task::JoinHandle<()> {
    let mut turned = hub.watch_turns();
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(TICK);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let mut sweep = tokio::time::interval(SWEEP);
        let mut last = tokio::time::Instant::now();
        loop {
            tokio::select! {
                changed = stopped.changed() => {
                    if changed.is_err() || *stopped.borrow() {
                        return;
                    }
                    continue;
                }
                id = turned.recv() => {
                    if id.is_none() {
                        return;
                    }
                    tokio::time::sleep_until(last + PACE).await;
                    while turned.try_recv().is_ok() {}
                }
                _ = tick.tick() => {}
                _ = sweep.tick() => {
                    if let Err(e) = notify.store.forget_notifications_of_deleted().await {
                        tracing::warn!("notifications: {e}");
                    }
                    continue;
                }
            }
            let Some(now) = notify.now() else { return };
            last = tokio::time::Instant::now();
            if let Err(e) = plan::plan(&notify, now).await {
                tracing::warn!("notifications: {e}");
                continue;
            }
            send::send_due(&notify, now).await;
        }
    })
}
