//! Several servers on one database (`crate::cluster`): the hub's side.
//! The cluster keeps the leases and says which games this node gained or
//! lost ([`Games`]); here a game in memory is brought in line with that:
//! one gained is read back and its bots and clock go on, one lost is only
//! shown (its rows read as its holder commits them, `follow.rs`). And a
//! request finds where its game is answered ([`Hub::route`]).

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Weak};

use super::cell::Writing;
use super::{GameCell, Hub, HubError, follow};
use crate::cluster::{Acquired, Cluster, Games, Located, Route};

impl Games for Hub {
    fn stopping(&self) -> bool {
        self.is_stopping()
    }

    fn gained(self: Arc<Self>, ids: Vec<String>) {
        tokio::spawn(async move {
            for id in ids {
                if self.is_stopping() {
                    return;
                }
                adopt(&self, &id).await;
            }
        });
    }

    fn lost(self: Arc<Self>, ids: Vec<String>) -> Pin<Box<dyn Future<Output = ()> + Send>> {
        Box::pin(async move {
            for id in ids {
                if let Some(cell) = self.in_memory(&id) {
                    reconcile(&self, &cell).await;
                }
            }
        })
    }

    fn committed(self: Arc<Self>, id: &str) {
        follow::announced(&self, id);
    }

    fn resync(self: Arc<Self>) {
        follow::resync(&self);
    }
}

/// Starts this node's part in the cluster: takes over its share of the
/// orphaned games, then keeps its lease and hears of what changes.
pub(super) async fn start(hub: &Arc<Hub>) {
    let cluster = hub.cluster().expect("a cluster").clone();
    let games: Weak<dyn Games> = Arc::downgrade(hub) as Weak<dyn Games>;
    cluster.start(games).await;
}

impl Hub {
    /// With several servers on a PostgreSQL database: this server's node id
    /// (new at each start), and whether it holds game `id` now.
    pub fn node(&self) -> Option<String> {
        self.cluster().map(|c| c.id.clone())
    }

    pub fn holds(&self, id: &str) -> bool {
        self.cluster().is_none_or(|c| c.holds(id))
    }

    /// Stops (or restarts) renewing this server's lease and running its
    /// clocks, as a process paused for longer than its lease would; for
    /// tests (its requests are still served).
    pub fn set_silent(&self, silent: bool) {
        if let Some(c) = self.cluster() {
            c.set_silent(silent);
        }
    }

    /// Where a request for game `id` is answered: here if this node holds
    /// it (taking it over first if nobody alive does), else by its holder.
    pub(crate) async fn route(self: &Arc<Self>, id: &str) -> Result<Route, HubError> {
        let Some(cluster) = self.cluster() else {
            return Ok(Route::Here);
        };
        let unavailable = |e: String| {
            tracing::warn!("game {id}: {e}");
            HubError::Unavailable("the database cannot be read right now; try again later".into())
        };
        if cluster.holds(id) {
            // Silent past its lease, this node may have lost the game
            // (whose commits would be fenced off anyway): it answers only
            // once the database says it still holds it.
            if !cluster.lapsed() || cluster.still_holds(id).await.map_err(unavailable)? {
                return Ok(Route::Here);
            }
            cluster.forget(id);
            if let Some(cell) = self.in_memory(id) {
                reconcile(self, &cell).await;
            }
        }
        if let Some(address) = cluster.known_holder(id) {
            return Ok(Route::There(address));
        }
        match cluster.locate(id).await.map_err(unavailable)? {
            Located::Missing => Ok(Route::Here),
            Located::There(address) => Ok(Route::There(address)),
            Located::Orphan => match cluster.acquire(id).await.map_err(unavailable)? {
                Acquired::Missing => Ok(Route::Here),
                Acquired::HeldBy(address) => Ok(Route::There(address)),
                Acquired::Mine => {
                    adopt(self, id).await;
                    Ok(Route::Here)
                }
            },
        }
    }
}

/// This server no longer holds the game (another one took it over
/// while this one was paused or cut off past its lease): its bots and
/// clock stop here, and the game is shown as the database has it.
pub(super) fn let_go(hub: &Hub, writing: &Writing<'_>) {
    let id = &writing.cell.id;
    writing.hold_at(0);
    hub.deadlines.track(id, None);
    if let Some(cluster) = &hub.cluster {
        cluster.forget(id);
    }
    if let (Some(hub), Some(cell)) = (hub.me.upgrade(), hub.in_memory(id)) {
        follow::follow(&hub, &cell);
    }
}

/// This node has just taken `id` over: its copy in memory (if any) is read
/// back and held, and its bots and clock go on.
async fn adopt(hub: &Arc<Hub>, id: &str) {
    match hub.in_memory(id) {
        Some(cell) => {
            reconcile(hub, &cell).await;
            // A request may have read the game in after it was claimed and
            // before this: its bots start here all the same (once).
            hub.kick_bots(&cell);
        }
        None => match hub.cell(id).await {
            Ok(cell) => hub.kick_bots(&cell),
            Err(e) => tracing::warn!("game {id}: {e}"),
        },
    }
}

/// Brings a game in memory in line with whether this node holds it: one
/// taken over is read back (the last holder may have committed more than
/// was shown here) and its bots start; one lost is shown from the database.
async fn reconcile(hub: &Arc<Hub>, cell: &Arc<GameCell>) {
    let Some(cluster) = hub.cluster() else { return };
    let held = {
        let writing = cell.write().await;
        let want = cluster.epoch_of(&cell.id).unwrap_or(0);
        if want == writing.epoch() {
            return;
        }
        writing.hold_at(want);
        if want > 0 {
            writing.set_unsure(true);
            // Left unsure if it fails: the next change reads it back.
            let _ = hub.settle(&writing).await;
        } else {
            hub.deadlines.track(&cell.id, None);
        }
        want > 0
    };
    if held {
        hub.kick_bots(cell);
    } else {
        follow::follow(hub, cell);
    }
}

/// A game just read into memory: held or shown as this node's hold says,
/// and (shown) brought up to what was committed while it was read.
pub(super) async fn settle_role(hub: &Arc<Hub>, cluster: &Cluster, cell: &Arc<GameCell>) {
    let want = cluster.epoch_of(&cell.id).unwrap_or(0);
    if want != cell.epoch() {
        reconcile(hub, cell).await;
    } else if want == 0 {
        follow::follow(hub, cell);
    } else {
        // Held already when read in (taken over just before): nobody else
        // will start its bots.
        hub.kick_bots(cell);
    }
}
