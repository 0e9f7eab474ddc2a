//! Several servers on one PostgreSQL database (docs/deploy.md), with no
//! coordination service besides the database.
//!
//! - Every server is a *node*: a row of `nodes` with an id drawn at each
//!   start, the address other nodes reach it on, and a lease it renews
//!   every second. A node whose lease has run out, on the database's clock,
//!   is taken for dead.
//! - Each game is held by one node at a time (`games.owner`, `games.epoch`).
//!   The holder applies and commits the game's changes and runs its bots
//!   and clock. Every commit of a change carries a fence
//!   ([`Write::Fence`]): it locks the game's row until the commit and fails
//!   unless the node still holds the game at the same epoch. A node that
//!   lost its hold (paused, or cut off, past its lease while another took
//!   the game over) can therefore never commit for the game again, and two
//!   nodes never both apply actions to it.
//! - Taking a game over ([`Cluster::acquire`], [`Cluster::claim_orphans`])
//!   locks the game's row (waiting for a commit of the old holder under
//!   way), checks that the holder is dead, moves the running clocks on by
//!   the time it was dead (T-2, game by game), raises the epoch and commits;
//!   only then is the game read, so everything the old holder committed is
//!   in it, and nothing it tries later is.
//! - A request for a game held elsewhere is passed on to its holder
//!   (`http/forward.rs`): a game lives in one process, and moves only when
//!   its holder dies or stops. (Moving games to whichever node a request
//!   reaches would move them back and forth behind a round-robin balancer,
//!   each time reading the whole game back and moving its bots and clock.)
//! - Watchers may be on any node: each commit names its games on a
//!   PostgreSQL channel, delivered only once committed, and a node showing
//!   a game it does not hold reads the new rows then (`hub/follow.rs`).
//! - Per-client allowances (new games, replay views) are token buckets in
//!   the database, so they hold whichever node a client reaches
//!   (`http/allowances.rs`).
//!
//! This file keeps the leases and the holds and decides; the SQL is the
//! store's (`store/nodes.rs`). It knows nothing of the hub: it tells the
//! games kept in memory what changed through [`Games`] (games gained or
//! lost, commits announced), which the hub implements (`hub/roles.rs`).

use std::collections::{HashMap, HashSet};
use std::future::Future;
use std::net::IpAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, RwLock, Weak};
use std::time::{Duration, Instant};

use crate::store::{Holding, Store, TakeOver, Write};
use crate::table::clock::{Clocks, TimeSource};
use crate::table::tokens;

/// How a server takes its place among the others on a PostgreSQL database.
#[derive(Clone, Debug)]
pub struct ClusterConfig {
    /// A name for this node in logs and in the `nodes` table (default: its
    /// id, drawn at each start).
    pub node_name: Option<String>,
    /// The URL other nodes reach this one on (default: `http://` and the
    /// address it listens on, with 127.0.0.1 for an unspecified address).
    pub advertise: Option<String>,
    /// How long a node's hold on its games outlives its last heartbeat: a
    /// node silent this long is taken for dead, and its games move.
    pub lease: Duration,
}

impl Default for ClusterConfig {
    fn default() -> ClusterConfig {
        ClusterConfig {
            node_name: None,
            advertise: None,
            lease: Duration::from_secs(3),
        }
    }
}

/// Longest wait for another node to answer a request passed on to it
/// (a commit takes at most `Limits::commit_timeout`, 5 s by default).
const FORWARD_TIMEOUT: Duration = Duration::from_secs(8);

/// How often a node renews its lease (a third of it, at most a second),
/// and looks for games without a live holder.
fn beat(lease: Duration) -> Duration {
    (lease / 3).min(Duration::from_secs(1))
}

/// This node among the others.
pub(crate) struct Cluster {
    /// Unique to this run of this server: a restarted server is a new node,
    /// so a paused old run can never pass for it.
    pub id: String,
    pub name: String,
    /// Where other nodes reach this one (`http://10.0.0.2:8080`).
    pub address: String,
    lease: Duration,
    /// Shared by the nodes of a database: a request bearing it was passed
    /// on by one of them.
    secret: String,
    store: Store,
    time: Arc<dyn TimeSource>,
    /// The games this node holds, and the epoch of each hold.
    held: Mutex<HashMap<String, i64>>,
    /// Where the holders of other games were last found, and when: a
    /// holder is looked up again after half a lease (it may have died).
    holders: Mutex<HashMap<String, (String, Instant)>>,
    /// Passes requests on to other nodes.
    pub(crate) http: reqwest::Client,
    /// When the last renewal that went through was sent.
    renewed: Mutex<Instant>,
    /// Other nodes' games are not taken over before this: after this
    /// node's own lease lapsed the database was likely away for everyone.
    reap_after: Mutex<Instant>,
    /// Tests: the heartbeat, the adoption of orphans and the clocks stop,
    /// as in a long pause of the process (its requests are still served).
    silent: AtomicBool,
    /// The addresses of the live nodes (their connections count against
    /// no per-address cap).
    peers: RwLock<HashSet<IpAddr>>,
    stop: tokio::sync::watch::Sender<bool>,
}

/// Where a game is held.
pub(crate) enum Located {
    /// Nowhere: there is no such game.
    Missing,
    /// By a live node, at this address.
    There(String),
    /// By nobody alive: it may be taken over.
    Orphan,
}

/// The outcome of taking a game over.
pub(crate) enum Acquired {
    Missing,
    /// This node holds it now.
    Mine,
    /// A live node holds it, at this address.
    HeldBy(String),
}

/// Where a request for a game is answered.
pub(crate) enum Route {
    Here,
    /// By the node at this address.
    There(String),
}

/// The games this node keeps in memory (the hub), told what the cluster
/// learns; the cluster knows nothing else of them.
pub(crate) trait Games: Send + Sync {
    /// The server is stopping: no game is taken over any more.
    fn stopping(&self) -> bool;
    /// This node took these games over (their holder died): they go on
    /// here, in the background.
    fn gained(self: Arc<Self>, ids: Vec<String>);
    /// Other nodes took these games over while this node's lease had
    /// lapsed: done once each is only shown here.
    fn lost(self: Arc<Self>, ids: Vec<String>) -> Pin<Box<dyn Future<Output = ()> + Send>>;
    /// A commit named game `id` (shown here, its new rows are read).
    fn committed(self: Arc<Self>, id: &str);
    /// Notifications may have gone missing: every game shown here reads
    /// what it missed.
    fn resync(self: Arc<Self>);
}

impl Cluster {
    /// Registers this server as a new node of the database's cluster.
    pub async fn join(
        store: Store,
        config: &ClusterConfig,
        advertise: &str,
        time: Arc<dyn TimeSource>,
    ) -> Result<Arc<Cluster>, String> {
        let id = tokens::new_game_id();
        let name = config.node_name.clone().unwrap_or_else(|| id.clone());
        let address = config
            .advertise
            .clone()
            .unwrap_or_else(|| advertise.to_string())
            .trim_end_matches('/')
            .to_string();
        let secret = store.cluster_secret(&tokens::new_token()).await?;
        let cluster = Cluster {
            id,
            name,
            address,
            lease: config.lease,
            secret,
            store,
            time,
            held: Mutex::new(HashMap::new()),
            holders: Mutex::new(HashMap::new()),
            http: reqwest::Client::builder()
                .pool_max_idle_per_host(64)
                // A holder that takes this long is paused or cut off: the
                // request is sent again once another node holds the game.
                .connect_timeout(Duration::from_secs(1))
                .timeout(FORWARD_TIMEOUT)
                .build()
                .map_err(|e| e.to_string())?,
            renewed: Mutex::new(Instant::now()),
            reap_after: Mutex::new(Instant::now()),
            silent: AtomicBool::new(false),
            peers: RwLock::new(HashSet::new()),
            stop: tokio::sync::watch::channel(false).0,
        };
        cluster.enter().await?;
        cluster.refresh_peers().await;
        Ok(Arc::new(cluster))
    }

    fn lease_ms(&self) -> i64 {
        self.lease.as_millis() as i64
    }

    /// Adds this node's row, with a fresh lease.
    async fn enter(&self) -> Result<(), String> {
        self.store
            .enter_node(
                &self.id,
                &self.name,
                &self.address,
                self.time.now_ms(),
                self.lease_ms(),
            )
            .await
    }

    /// Whether `value` (a request header) is the cluster's secret.
    pub fn is_secret(&self, value: &[u8]) -> bool {
        let secret = self.secret.as_bytes();
        // Compared in full whatever differs first.
        value.len() == secret.len()
            && value
                .iter()
                .zip(secret)
                .fold(0u8, |acc, (a, b)| acc | (a ^ b))
                == 0
    }

    pub fn secret(&self) -> &str {
        &self.secret
    }

    /// The fence every commit of a change of game `id` carries.
    pub fn fence(&self, id: &str, epoch: i64) -> Write {
        Write::Fence {
            game_id: id.to_string(),
            node: self.id.clone(),
            epoch,
        }
    }

    /// A game this node creates is this node's, at epoch 1.
    pub fn own_new(&self, id: &str) -> Write {
        Write::Own {
            game_id: id.to_string(),
            node: self.id.clone(),
            epoch: 1,
        }
    }

    /// This node holds `id` at `epoch` from now (or at a later epoch it
    /// recorded meanwhile: epochs only go up).
    pub fn record(&self, id: &str, epoch: i64) {
        let mut held = self.held.lock().expect("held lock");
        let e = held.entry(id.to_string()).or_insert(epoch);
        *e = (*e).max(epoch);
        drop(held);
        self.holders.lock().expect("holders lock").remove(id);
    }

    /// This node no longer holds `id`.
    pub fn forget(&self, id: &str) {
        self.held.lock().expect("held lock").remove(id);
    }

    pub fn epoch_of(&self, id: &str) -> Option<i64> {
        self.held.lock().expect("held lock").get(id).copied()
    }

    pub fn holds(&self, id: &str) -> bool {
        self.epoch_of(id).is_some()
    }

    /// Where `id`'s holder was found lately.
    pub fn known_holder(&self, id: &str) -> Option<String> {
        let holders = self.holders.lock().expect("holders lock");
        let (address, at) = holders.get(id)?;
        (at.elapsed() < self.lease / 2).then(|| address.clone())
    }

    /// Forgets where `id`'s holder was found (it did not answer, or no
    /// longer holds it).
    pub fn unroute(&self, id: &str) {
        self.holders.lock().expect("holders lock").remove(id);
    }

    fn note_holder(&self, id: &str, address: &str) {
        let mut holders = self.holders.lock().expect("holders lock");
        if holders.len() >= 100_000 {
            holders.clear();
        }
        holders.insert(id.to_string(), (address.to_string(), Instant::now()));
    }

    /// Whether this node went without renewing its lease for longer than
    /// the lease (paused, or cut off from the database): others may have
    /// taken its games over meanwhile.
    pub fn lapsed(&self) -> bool {
        self.renewed.lock().expect("renewed lock").elapsed() >= self.lease
    }

    /// Whether the database still says this node holds `id` at the epoch
    /// it believes.
    pub async fn still_holds(&self, id: &str) -> Result<bool, String> {
        let Some(epoch) = self.epoch_of(id) else {
            return Ok(false);
        };
        let Some((owner, at)) = self.store.hold_of(id).await? else {
            return Ok(false);
        };
        Ok(owner.as_deref() == Some(self.id.as_str()) && at == epoch)
    }

    /// Whether `ip` is the address of a live node.
    pub fn is_peer(&self, ip: IpAddr) -> bool {
        self.peers.read().expect("peers lock").contains(&ip)
    }

    /// Tests: stops (or restarts) the heartbeat, the adoption of orphans and
    /// the clocks, as a process paused for longer than its lease would.
    pub fn set_silent(&self, silent: bool) {
        self.silent.store(silent, Ordering::SeqCst);
    }

    /// Whether this node is paused ([`Cluster::set_silent`]). Callers read
    /// the time first: a time read after a test moved it on then always
    /// finds the pause that test began before moving it.
    pub(crate) fn is_silent(&self) -> bool {
        self.silent.load(Ordering::SeqCst)
    }

    /// Renews the lease. When it had lapsed (this node was silent for
    /// longer than its lease, and may have lost games), answers when the
    /// renewal was sent: the caller lets go of the games lost, then marks
    /// the lease renewed ([`Cluster::renewed_at`]); until then every
    /// request for a game held here checks the database first.
    async fn renew(&self) -> Result<Option<Instant>, String> {
        let alive_at = self.time.now_ms();
        if self.is_silent() {
            return Ok(None);
        }
        let sent = Instant::now();
        let found = self
            .store
            .renew_node(&self.id, alive_at, self.lease_ms())
            .await?;
        if !found {
            // Cleared away as long dead: back in, holding what the
            // database still says it holds.
            self.enter().await?;
        }
        let mut renewed = self.renewed.lock().expect("renewed lock");
        if renewed.elapsed() < self.lease {
            *renewed = sent;
            return Ok(None);
        }
        *self.reap_after.lock().expect("reap lock") = Instant::now() + self.lease;
        Ok(Some(sent))
    }

    fn renewed_at(&self, sent: Instant) {
        *self.renewed.lock().expect("renewed lock") = sent;
    }

    /// This node stops: its lease ends now, and its games are taken over
    /// at once, their clocks stopped from `now` until then (T-2).
    pub async fn retire(&self, now: i64) {
        let _ = self.stop.send(true);
        self.store.retire_node(&self.id, now).await;
    }

    /// Where game `id` is held now.
    pub async fn locate(&self, id: &str) -> Result<Located, String> {
        Ok(match self.store.holding(id).await? {
            None => Located::Missing,
            Some(Holding {
                owner: Some(o),
                address: Some(a),
                alive: true,
            }) if o != self.id => {
                self.note_holder(id, &a);
                Located::There(a)
            }
            // Dead, gone, nobody, or this node without knowing it (an
            // answer lost on the way): taken over with a new epoch.
            Some(_) => Located::Orphan,
        })
    }

    /// Takes game `id` over unless a live node holds it.
    pub async fn acquire(&self, id: &str) -> Result<Acquired, String> {
        let now = self.time.now_ms();
        match self.store.take_over(id, &self.id, now, shifted).await? {
            TakeOver::Missing => Ok(Acquired::Missing),
            TakeOver::Mine(epoch) => {
                self.record(id, epoch);
                Ok(Acquired::Mine)
            }
            TakeOver::HeldBy(address) => {
                self.note_holder(id, &address);
                Ok(Acquired::HeldBy(address))
            }
        }
    }

    /// Takes over this node's share of the unfinished games whose bots or
    /// clocks must go on and whose holder is dead (or who have none): the
    /// orphans divided by the live nodes. Returns the games taken.
    pub async fn claim_orphans(&self) -> Result<Vec<String>, String> {
        if Instant::now() < *self.reap_after.lock().expect("reap lock") || self.is_silent() {
            return Ok(Vec::new());
        }
        let now = self.time.now_ms();
        let claimed = self.store.claim_orphans(&self.id, now, shifted).await?;
        for (id, epoch) in &claimed {
            self.record(id, *epoch);
        }
        Ok(claimed.into_iter().map(|(id, _)| id).collect())
    }

    /// After this node's lease lapsed: the games others took over
    /// meanwhile, forgotten here; `None` if the database cannot tell.
    async fn taken_from_me(&self) -> Option<Vec<String>> {
        let in_database = self.store.held_by(&self.id).await.ok()?;
        let mine: Vec<(String, i64)> = self
            .held
            .lock()
            .expect("held lock")
            .iter()
            .map(|(id, e)| (id.clone(), *e))
            .collect();
        let mut lost = Vec::new();
        for (id, epoch) in mine {
            if in_database.get(&id) != Some(&epoch) {
                tracing::warn!(
                    "node {}: game {id} was taken over by another node",
                    self.name
                );
                self.forget(&id);
                lost.push(id);
            }
        }
        Some(lost)
    }

    /// Reads the addresses of the other live nodes.
    async fn refresh_peers(&self) {
        let Ok(addresses) = self.store.live_addresses(&self.id).await else {
            return;
        };
        let mut peers = HashSet::new();
        for a in addresses {
            let hostport = a
                .split("://")
                .nth(1)
                .unwrap_or(&a)
                .split('/')
                .next()
                .unwrap_or("");
            if let Ok(found) = tokio::net::lookup_host(hostport).await {
                peers.extend(found.map(|s| s.ip()));
            }
        }
        *self.peers.write().expect("peers lock") = peers;
    }

    /// Starts this node: takes over its share of the games whose bots or
    /// clocks must go on and that nobody alive holds (all of them for a
    /// lone server, as its start did before), then keeps its lease, takes
    /// over the games of nodes that die, and listens for the changes of
    /// games held elsewhere; `games` hears of each.
    pub async fn start(self: &Arc<Self>, games: Weak<dyn Games>) {
        if let Some(g) = games.upgrade() {
            self.adopt_orphans(g).await;
        }
        let mut stopped = self.stop.subscribe();
        let weak = games.clone();
        let keep = self.clone();
        tokio::spawn(async move {
            let mut failing = false;
            loop {
                tokio::select! {
                    _ = tokio::time::sleep(beat(keep.lease)) => {}
                    _ = stopped.wait_for(|s| *s) => return,
                }
                let Some(games) = weak.upgrade() else { return };
                match keep.renew().await {
                    Ok(lapsed) => {
                        failing = false;
                        if let Some(sent) = lapsed
                            && let Some(lost) = keep.taken_from_me().await
                        {
                            games.lost(lost).await;
                            keep.renewed_at(sent);
                        }
                    }
                    Err(e) => {
                        if !failing {
                            tracing::warn!("node {}: cannot renew its lease: {e}", keep.name);
                        }
                        failing = true;
                    }
                }
            }
        });
        let mut stopped = self.stop.subscribe();
        let weak = games.clone();
        let reaper = self.clone();
        tokio::spawn(async move {
            let mut ticks = 0u64;
            loop {
                tokio::select! {
                    _ = tokio::time::sleep(beat(reaper.lease)) => {}
                    _ = stopped.wait_for(|s| *s) => return,
                }
                let Some(games) = weak.upgrade() else { return };
                if games.stopping() {
                    return;
                }
                reaper.adopt_orphans(games.clone()).await;
                ticks += 1;
                if ticks.is_multiple_of(5) {
                    // In case a notification went missing, read what changed.
                    games.resync();
                    reaper.refresh_peers().await;
                }
                if ticks.is_multiple_of(60) {
                    reaper.store.sweep_nodes().await;
                }
            }
        });
        tokio::spawn(listen(self.store.clone(), games, self.stop.subscribe()));
    }

    /// Takes over this node's share of the orphaned games (their clocks
    /// moved on at once, T-2), and has `games` start them.
    async fn adopt_orphans(&self, games: Arc<dyn Games>) {
        match self.claim_orphans().await {
            Ok(ids) if !ids.is_empty() => {
                tracing::warn!("node {} took over {} game(s)", self.name, ids.len());
                games.gained(ids);
            }
            Ok(_) => {}
            Err(e) => tracing::warn!("node {}: {e}", self.name),
        }
    }
}

/// T-2: `clocks` of a game in play moved on by the time from `down` (its
/// holder's last sign of life) to `now`.
fn shifted(clocks: Option<String>, status: &str, down: Option<i64>, now: i64) -> Option<String> {
    let (Some(text), Some(down)) = (&clocks, down) else {
        return clocks;
    };
    if !matches!(status, "open" | "active") || down >= now {
        return clocks;
    }
    let Ok(mut c) = serde_json::from_str::<Clocks>(text) else {
        return clocks;
    };
    if c.since.iter().all(Option::is_none) {
        return clocks;
    }
    c.shift(down, now);
    Some(serde_json::to_string(&c).expect("clocks serialize"))
}

/// Listens for the games each commit names and tells `games`; after a lost
/// connection, has every game shown here read what it missed.
async fn listen(
    store: Store,
    games: Weak<dyn Games>,
    mut stopped: tokio::sync::watch::Receiver<bool>,
) {
    let mut backoff = Duration::from_millis(100);
    loop {
        let mut listener = tokio::select! {
            l = store.listen_changes() => l,
            _ = stopped.wait_for(|s| *s) => return,
        };
        let Ok(listener) = listener.as_mut() else {
            tokio::select! {
                _ = tokio::time::sleep(backoff) => {}
                _ = stopped.wait_for(|s| *s) => return,
            }
            backoff = (backoff * 2).min(Duration::from_secs(5));
            continue;
        };
        backoff = Duration::from_millis(100);
        match games.upgrade() {
            Some(games) => games.resync(),
            None => return,
        }
        loop {
            let got = tokio::select! {
                got = listener.try_recv() => got,
                _ = stopped.wait_for(|s| *s) => return,
            };
            match got {
                Ok(Some(n)) => match games.upgrade() {
                    Some(games) => games.committed(n.payload()),
                    None => return,
                },
                // Lost: listen again, then read what was missed.
                Ok(None) | Err(_) => break,
            }
        }
    }
}
