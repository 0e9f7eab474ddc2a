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
//!   ([`crate::route`]): a game lives in one process, and moves only when
//!   its holder dies or stops. (Moving games to whichever node a request
//!   reaches would move them back and forth behind a round-robin balancer,
//!   each time reading the whole game back and moving its bots and clock.)
//! - Watchers may be on any node: each commit names its games on a
//!   PostgreSQL channel, delivered only once committed, and a node showing
//!   a game it does not hold reads the new rows then ([`crate::follow`]).
//! - Per-client allowances (new games, replay views) are token buckets in
//!   the database, so they hold whichever node a client reaches.

use std::collections::{HashMap, HashSet};
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, RwLock, Weak};
use std::time::{Duration, Instant};

use sqlx::{AnyConnection, Row};

use crate::clock::{Clocks, TimeSource};
use crate::error::ApiError;
use crate::hub::{GameCell, Hub};
use crate::store::{CHANGES_CHANNEL, Store, Write, db_err};
use crate::tokens;

/// The database's clock, in milliseconds since the Unix epoch: every node
/// reads leases against this one clock, whatever its own says.
const DB_NOW: &str = "(EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT";

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

/// A node as another sees it.
struct Node {
    address: String,
    alive_at: i64,
    alive: bool,
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
        let pool = store.pool();
        sqlx::query(
            "INSERT INTO cluster (name, value) VALUES ('secret', $1) ON CONFLICT (name) DO NOTHING",
        )
        .bind(tokens::new_token())
        .execute(pool)
        .await
        .map_err(db_err)?;
        let secret: String = sqlx::query_scalar("SELECT value FROM cluster WHERE name = 'secret'")
            .fetch_one(pool)
            .await
            .map_err(db_err)?;
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
        sqlx::query(&format!(
            "INSERT INTO nodes (id, name, address, alive_at, lease_until, started_at)
             VALUES ($1, $2, $3, $4, {DB_NOW} + $5, {DB_NOW})"
        ))
        .bind(&self.id)
        .bind(&self.name)
        .bind(&self.address)
        .bind(self.time.now_ms())
        .bind(self.lease_ms())
        .execute(self.store.pool())
        .await
        .map_err(db_err)?;
        Ok(())
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
    async fn still_holds(&self, id: &str) -> Result<bool, String> {
        let Some(epoch) = self.epoch_of(id) else {
            return Ok(false);
        };
        let row = sqlx::query("SELECT owner, epoch FROM games WHERE id = $1")
            .bind(id)
            .fetch_optional(self.store.pool())
            .await
            .map_err(db_err)?;
        let Some(r) = row else { return Ok(false) };
        let owner: Option<String> = r.try_get("owner").map_err(db_err)?;
        let at: i64 = r.try_get("epoch").map_err(db_err)?;
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
        let done = sqlx::query(&format!(
            "UPDATE nodes SET alive_at = $2, lease_until = {DB_NOW} + $3 WHERE id = $1"
        ))
        .bind(&self.id)
        .bind(alive_at)
        .bind(self.lease_ms())
        .execute(self.store.pool())
        .await
        .map_err(db_err)?;
        if done.rows_affected() == 0 {
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
        let _ = sqlx::query("UPDATE nodes SET alive_at = $2, lease_until = 0 WHERE id = $1")
            .bind(&self.id)
            .bind(now)
            .execute(self.store.pool())
            .await;
    }

    async fn node(&self, conn: &mut AnyConnection, id: &str) -> Result<Option<Node>, String> {
        let row = sqlx::query(&format!(
            "SELECT address, alive_at, lease_until, {DB_NOW} AS now FROM nodes WHERE id = $1"
        ))
        .bind(id)
        .fetch_optional(&mut *conn)
        .await
        .map_err(db_err)?;
        row.map(|r| {
            let until: i64 = r.try_get("lease_until").map_err(db_err)?;
            let now: i64 = r.try_get("now").map_err(db_err)?;
            Ok(Node {
                address: r.try_get("address").map_err(db_err)?,
                alive_at: r.try_get("alive_at").map_err(db_err)?,
                alive: until > now,
            })
        })
        .transpose()
    }

    /// Where game `id` is held now.
    pub async fn locate(&self, id: &str) -> Result<Located, String> {
        let row = sqlx::query(&format!(
            "SELECT g.owner, n.address, n.lease_until, {DB_NOW} AS now
             FROM games g LEFT JOIN nodes n ON n.id = g.owner WHERE g.id = $1"
        ))
        .bind(id)
        .fetch_optional(self.store.pool())
        .await
        .map_err(db_err)?;
        let Some(r) = row else {
            return Ok(Located::Missing);
        };
        let owner: Option<String> = r.try_get("owner").map_err(db_err)?;
        let address: Option<String> = r.try_get("address").map_err(db_err)?;
        let until: Option<i64> = r.try_get("lease_until").map_err(db_err)?;
        let now: i64 = r.try_get("now").map_err(db_err)?;
        Ok(match (owner, address, until) {
            (Some(o), Some(a), Some(u)) if u > now && o != self.id => {
                self.note_holder(id, &a);
                Located::There(a)
            }
            // Dead, gone, nobody, or this node without knowing it (an
            // answer lost on the way): taken over with a new epoch.
            _ => Located::Orphan,
        })
    }

    /// Takes game `id` over unless a live node holds it.
    pub async fn acquire(&self, id: &str) -> Result<Acquired, String> {
        let now = self.time.now_ms();
        let mut tx = self.store.pool().begin().await.map_err(db_err)?;
        // Waits for a commit of the old holder under way (its fence holds
        // the row), and holds off the holder's next one until this commits.
        let row =
            sqlx::query("SELECT owner, epoch, clocks, status FROM games WHERE id = $1 FOR UPDATE")
                .bind(id)
                .fetch_optional(&mut *tx)
                .await
                .map_err(db_err)?;
        let Some(row) = row else {
            return Ok(Acquired::Missing);
        };
        let owner: Option<String> = row.try_get("owner").map_err(db_err)?;
        let clocks: Option<String> = row.try_get("clocks").map_err(db_err)?;
        let status: String = row.try_get("status").map_err(db_err)?;
        let down = match owner.as_deref() {
            // Taken over by this node already (two requests asked at once,
            // or the answer got lost): nobody else wrote since.
            Some(o) if o == self.id => {
                let epoch: i64 = row.try_get("epoch").map_err(db_err)?;
                tx.commit().await.map_err(db_err)?;
                self.record(id, epoch);
                return Ok(Acquired::Mine);
            }
            Some(o) => match self.node(&mut tx, o).await? {
                Some(n) if n.alive => {
                    let _ = tx.rollback().await;
                    self.note_holder(id, &n.address);
                    return Ok(Acquired::HeldBy(n.address));
                }
                Some(n) => Some(n.alive_at),
                None => None,
            },
            None => legacy_down(&mut tx).await?,
        };
        let clocks = shifted(clocks, &status, down, now);
        let epoch: i64 = sqlx::query_scalar(
            "UPDATE games SET owner = $1, epoch = epoch + 1, clocks = $2 WHERE id = $3
             RETURNING epoch",
        )
        .bind(&self.id)
        .bind(clocks)
        .bind(id)
        .fetch_one(&mut *tx)
        .await
        .map_err(db_err)?;
        tx.commit().await.map_err(db_err)?;
        self.record(id, epoch);
        Ok(Acquired::Mine)
    }

    /// Takes over this node's share of the unfinished games whose bots or
    /// clocks must go on and whose holder is dead (or who have none): the
    /// orphans divided by the live nodes. Returns the games taken.
    pub async fn claim_orphans(&self) -> Result<Vec<String>, String> {
        if Instant::now() < *self.reap_after.lock().expect("reap lock") || self.is_silent() {
            return Ok(Vec::new());
        }
        let pool = self.store.pool();
        // Not this node's own: it holds them still, whatever its lease
        // says, until another node takes them over.
        // (Node ids are hex digits: written into the statement as they are.)
        let orphan = format!(
            "g.status IN ('open', 'active')
             AND (n.id IS NULL OR n.lease_until <= {DB_NOW})
             AND g.owner IS DISTINCT FROM '{me}'
             AND (g.clocks IS NOT NULL OR EXISTS (
                 SELECT 1 FROM seats s
                 WHERE s.game_id = g.id AND (s.kind = 'bot' OR s.away IS NOT NULL)))",
            me = self.id
        );
        let orphans: i64 = sqlx::query_scalar(&format!(
            "SELECT COUNT(*) FROM games g LEFT JOIN nodes n ON n.id = g.owner WHERE {orphan}"
        ))
        .fetch_one(pool)
        .await
        .map_err(db_err)?;
        if orphans == 0 {
            return Ok(Vec::new());
        }
        let live: i64 = sqlx::query_scalar(&format!(
            "SELECT COUNT(*) FROM nodes WHERE lease_until > {DB_NOW}"
        ))
        .fetch_one(pool)
        .await
        .map_err(db_err)?;
        let share = (orphans + live.max(1) - 1) / live.max(1);
        let now = self.time.now_ms();
        let mut tx = pool.begin().await.map_err(db_err)?;
        // Games another node is taking over right now are skipped.
        let rows = sqlx::query(&format!(
            "SELECT g.id, g.owner, g.clocks, g.status, n.alive_at
             FROM games g LEFT JOIN nodes n ON n.id = g.owner WHERE {orphan}
             ORDER BY g.id LIMIT $1 FOR UPDATE OF g SKIP LOCKED"
        ))
        .bind(share)
        .fetch_all(&mut *tx)
        .await
        .map_err(db_err)?;
        let mut legacy = None;
        let mut claimed = Vec::with_capacity(rows.len());
        for r in &rows {
            let id: String = r.try_get("id").map_err(db_err)?;
            let owner: Option<String> = r.try_get("owner").map_err(db_err)?;
            let clocks: Option<String> = r.try_get("clocks").map_err(db_err)?;
            let status: String = r.try_get("status").map_err(db_err)?;
            let down = match owner {
                Some(_) => r.try_get::<Option<i64>, _>("alive_at").map_err(db_err)?,
                None => {
                    if legacy.is_none() {
                        legacy = Some(legacy_down(&mut tx).await?);
                    }
                    legacy.flatten()
                }
            };
            let clocks = shifted(clocks, &status, down, now);
            let epoch: i64 = sqlx::query_scalar(
                "UPDATE games SET owner = $1, epoch = epoch + 1, clocks = $2 WHERE id = $3
                 RETURNING epoch",
            )
            .bind(&self.id)
            .bind(clocks)
            .bind(&id)
            .fetch_one(&mut *tx)
            .await
            .map_err(db_err)?;
            claimed.push((id, epoch));
        }
        tx.commit().await.map_err(db_err)?;
        for (id, epoch) in &claimed {
            self.record(id, *epoch);
        }
        Ok(claimed.into_iter().map(|(id, _)| id).collect())
    }

    /// The games the database says this node holds, and at which epoch.
    async fn held_in_database(&self) -> Result<HashMap<String, i64>, String> {
        let rows: Vec<(String, i64)> =
            sqlx::query_as("SELECT id, epoch FROM games WHERE owner = $1")
                .bind(&self.id)
                .fetch_all(self.store.pool())
                .await
                .map_err(db_err)?;
        Ok(rows.into_iter().collect())
    }

    /// Takes a token from the shared bucket `bucket` (`burst` tokens,
    /// refilled at `rate` a second, on the database's clock); whether there
    /// was one.
    pub async fn take_token(&self, bucket: &str, rate: f64, burst: f64) -> Result<bool, ApiError> {
        // `now()` is the statement's start: one instant for the whole update.
        let now = "(EXTRACT(EPOCH FROM now()) * 1000)::BIGINT";
        let filled = format!("LEAST($2, b.tokens + ({now} - b.at_ms) * $3 / 1000.0)");
        let row = sqlx::query(&format!(
            "INSERT INTO buckets AS b (bucket, tokens, at_ms, full_at)
             VALUES ($1, $2 - 1, {now}, {now} + CAST(1000.0 / $3 AS BIGINT))
             ON CONFLICT (bucket) DO UPDATE SET
               tokens = {filled} - 1,
               at_ms = {now},
               full_at = {now} + CAST(($2 - {filled} + 1) * 1000.0 / $3 AS BIGINT)
             WHERE {filled} >= 1
             RETURNING tokens"
        ))
        .bind(bucket)
        .bind(burst)
        // A bucket that never refills still has a (far) time when it is full.
        .bind(rate.max(1e-6))
        .fetch_optional(self.store.pool())
        .await
        .map_err(|e| {
            eprintln!("urbs-server: rate limit {bucket}: {e}");
            ApiError::unavailable("the database did not answer; try again later")
        })?;
        Ok(row.is_some())
    }

    /// Gives a token back to the shared bucket `bucket`.
    pub async fn refund_token(&self, bucket: &str, burst: f64) {
        let _ = sqlx::query("UPDATE buckets SET tokens = LEAST($2, tokens + 1) WHERE bucket = $1")
            .bind(bucket)
            .bind(burst)
            .execute(self.store.pool())
            .await;
    }

    /// Forgets full buckets and nodes long dead that hold no game in play.
    async fn sweep(&self) {
        let pool = self.store.pool();
        let _ = sqlx::query(&format!("DELETE FROM buckets WHERE full_at < {DB_NOW}"))
            .execute(pool)
            .await;
        let _ = sqlx::query(&format!(
            "DELETE FROM nodes n WHERE n.lease_until < {DB_NOW} - 86400000
             AND NOT EXISTS (SELECT 1 FROM games g
                 WHERE g.owner = n.id AND g.status IN ('open', 'active'))"
        ))
        .execute(pool)
        .await;
    }

    /// Reads the addresses of the other live nodes.
    async fn refresh_peers(&self) {
        let Ok(addresses) = sqlx::query_scalar::<_, String>(&format!(
            "SELECT address FROM nodes WHERE lease_until > {DB_NOW} AND id <> $1"
        ))
        .bind(&self.id)
        .fetch_all(self.store.pool())
        .await
        else {
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
}

/// When the one server of a database from before schema version 7 was
/// last alive (T-2 for the games it left without a holder).
async fn legacy_down(conn: &mut AnyConnection) -> Result<Option<i64>, String> {
    sqlx::query_scalar("SELECT MAX(alive_at) FROM heartbeat")
        .fetch_one(&mut *conn)
        .await
        .map_err(db_err)
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
    pub(crate) async fn route(self: &Arc<Self>, id: &str) -> Result<Route, ApiError> {
        let Some(cluster) = self.cluster() else {
            return Ok(Route::Here);
        };
        let unavailable = |e: String| {
            eprintln!("urbs-server: game {id}: {e}");
            ApiError::unavailable("the database cannot be read right now; try again later")
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

/// Starts a node: takes over its share of the games whose bots or clocks
/// must go on and that nobody alive holds (all of them for a lone server,
/// as its start did before), then keeps its lease, takes over the games of
/// nodes that die, and listens for the changes of games held elsewhere.
pub(crate) async fn start(hub: &Arc<Hub>) {
    let cluster = hub.cluster().expect("a cluster").clone();
    adopt_orphans(hub, &cluster).await;
    let mut stopped = cluster.stop.subscribe();
    let weak = Arc::downgrade(hub);
    let keep = cluster.clone();
    tokio::spawn(async move {
        let mut failing = false;
        loop {
            tokio::select! {
                _ = tokio::time::sleep(beat(keep.lease)) => {}
                _ = stopped.wait_for(|s| *s) => return,
            }
            let Some(hub) = weak.upgrade() else { return };
            match keep.renew().await {
                Ok(lapsed) => {
                    failing = false;
                    if let Some(sent) = lapsed
                        && revalidate(&hub, &keep).await
                    {
                        keep.renewed_at(sent);
                    }
                }
                Err(e) => {
                    if !failing {
                        eprintln!(
                            "urbs-server: node {}: cannot renew its lease: {e}",
                            keep.name
                        );
                    }
                    failing = true;
                }
            }
        }
    });
    let mut stopped = cluster.stop.subscribe();
    let weak = Arc::downgrade(hub);
    let reaper = cluster.clone();
    tokio::spawn(async move {
        let mut ticks = 0u64;
        loop {
            tokio::select! {
                _ = tokio::time::sleep(beat(reaper.lease)) => {}
                _ = stopped.wait_for(|s| *s) => return,
            }
            let Some(hub) = weak.upgrade() else { return };
            if hub.is_stopping() {
                return;
            }
            adopt_orphans(&hub, &reaper).await;
            ticks += 1;
            if ticks.is_multiple_of(5) {
                // In case a notification went missing, read what changed.
                crate::follow::resync(&hub);
                reaper.refresh_peers().await;
            }
            if ticks.is_multiple_of(60) {
                reaper.sweep().await;
            }
        }
    });
    tokio::spawn(listen(
        Arc::downgrade(hub),
        cluster.store.url().to_string(),
        cluster.stop.subscribe(),
    ));
}

/// Takes over this node's share of the orphaned games (their clocks moved
/// on at once, T-2), and starts them in the background.
async fn adopt_orphans(hub: &Arc<Hub>, cluster: &Cluster) {
    match cluster.claim_orphans().await {
        Ok(ids) if !ids.is_empty() => {
            eprintln!(
                "urbs-server: node {} took over {} game(s)",
                cluster.name,
                ids.len()
            );
            let hub = hub.clone();
            tokio::spawn(async move {
                for id in ids {
                    if hub.is_stopping() {
                        return;
                    }
                    adopt(&hub, &id).await;
                }
            });
        }
        Ok(_) => {}
        Err(e) => eprintln!("urbs-server: node {}: {e}", cluster.name),
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
            Err(e) => eprintln!("urbs-server: game {id}: {}", e.message),
        },
    }
}

/// Brings a game in memory in line with whether this node holds it: one
/// taken over is read back (the last holder may have committed more than
/// was shown here) and its bots start; one lost is shown from the database.
pub(crate) async fn reconcile(hub: &Arc<Hub>, cell: &Arc<GameCell>) {
    let Some(cluster) = hub.cluster() else { return };
    let held = {
        let _writer = cell.writer.lock().await;
        let want = cluster.epoch_of(&cell.id).unwrap_or(0);
        if want == cell.epoch.load(Ordering::SeqCst) {
            return;
        }
        cell.epoch.store(want, Ordering::SeqCst);
        if want > 0 {
            cell.unsure.store(true, Ordering::SeqCst);
            // Left unsure if it fails: the next change reads it back.
            let _ = hub.settle(cell).await;
        } else {
            hub.track(&cell.id, None);
        }
        want > 0
    };
    if held {
        hub.kick_bots(cell);
    } else {
        crate::follow::follow(hub, cell);
    }
}

/// A game just read into memory: held or shown as this node's hold says,
/// and (shown) brought up to what was committed while it was read.
pub(crate) async fn settle_role(hub: &Arc<Hub>, cluster: &Cluster, cell: &Arc<GameCell>) {
    let want = cluster.epoch_of(&cell.id).unwrap_or(0);
    if want != cell.epoch.load(Ordering::SeqCst) {
        reconcile(hub, cell).await;
    } else if want == 0 {
        crate::follow::follow(hub, cell);
    } else {
        // Held already when read in (taken over just before): nobody else
        // will start its bots.
        hub.kick_bots(cell);
    }
}

/// After this node's lease lapsed: lets go of the games others took over.
/// Whether the database could tell.
async fn revalidate(hub: &Arc<Hub>, cluster: &Cluster) -> bool {
    let Ok(in_database) = cluster.held_in_database().await else {
        return false;
    };
    let mine: Vec<(String, i64)> = cluster
        .held
        .lock()
        .expect("held lock")
        .iter()
        .map(|(id, e)| (id.clone(), *e))
        .collect();
    for (id, epoch) in mine {
        if in_database.get(&id) != Some(&epoch) {
            eprintln!(
                "urbs-server: node {}: game {id} was taken over by another node",
                cluster.name
            );
            cluster.forget(&id);
            if let Some(cell) = hub.in_memory(&id) {
                reconcile(hub, &cell).await;
            }
        }
    }
    true
}

/// Listens on [`CHANGES_CHANNEL`] and has the games shown here read what
/// was committed; after a lost connection, reads what every such game
/// missed meanwhile.
async fn listen(weak: Weak<Hub>, url: String, mut stopped: tokio::sync::watch::Receiver<bool>) {
    let mut backoff = Duration::from_millis(100);
    loop {
        let connected = async {
            let mut listener = sqlx::postgres::PgListener::connect(&url).await?;
            listener.listen(CHANGES_CHANNEL).await?;
            Ok::<_, sqlx::Error>(listener)
        };
        let mut listener = tokio::select! {
            l = connected => l,
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
        match weak.upgrade() {
            Some(hub) => crate::follow::resync(&hub),
            None => return,
        }
        loop {
            let got = tokio::select! {
                got = listener.try_recv() => got,
                _ = stopped.wait_for(|s| *s) => return,
            };
            match got {
                Ok(Some(n)) => match weak.upgrade() {
                    Some(hub) => crate::follow::announced(&hub, n.payload()),
                    None => return,
                },
                // Lost: listen again, then read what was missed.
                Ok(None) | Err(_) => break,
            }
        }
    }
}
