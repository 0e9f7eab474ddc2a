//! The task that rates games: each rated game this server finishes, as
//! soon as the hub tells of it (after the commit, outside the game's
//! lock), and at start and every few minutes the rated games finished but
//! not rated yet (a server stopped in between, a database away). Rating a
//! game twice is impossible (`Store::rate_game` claims it in the transaction
//! that writes the ratings), so several servers may sweep together.

use std::sync::Arc;
use std::time::Duration;

use crate::hub::Hub;
use crate::store::Store;

/// How often the rated games left behind are looked for.
const SWEEP: Duration = Duration::from_secs(120);

/// Starts the task; it ends when `stopped` turns true.
pub fn spawn(
    hub: &Arc<Hub>,
    store: Store,
    mut stopped: tokio::sync::watch::Receiver<bool>,
) -> tokio::task::JoinHandle<()> {
    let mut finished = hub.watch_finished();
    let hub = Arc::downgrade(hub);
    tokio::spawn(async move {
        let mut sweep = tokio::time::interval(SWEEP);
        loop {
            let ids = tokio::select! {
                changed = stopped.changed() => {
                    if changed.is_err() || *stopped.borrow() {
                        return;
                    }
                    continue;
                }
                id = finished.recv() => match id {
                    Some(id) => vec![id],
                    None => return,
                },
                _ = sweep.tick() => match store.ratings_waiting().await {
                    Ok(ids) => ids,
                    Err(e) => {
                        tracing::warn!("ratings: {e}");
                        continue;
                    }
                },
            };
            let Some(now) = hub.upgrade().map(|h| h.now()) else {
                return;
            };
            for id in ids {
                if let Err(e) = super::rate(&store, &id, now).await {
                    tracing::warn!("ratings: game {id}: {e}");
                }
            }
        }
    })
}
