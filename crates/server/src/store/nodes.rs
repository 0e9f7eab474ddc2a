//! The SQL of several servers on one PostgreSQL database
//! (`crate::cluster` decides, this reads and writes): the nodes and their
//! leases, which node holds each game, the shared allowance buckets, and
//! the channel commits are announced on. Leases are read against the
//! database's clock, one for every node.

use std::collections::HashMap;

use sqlx::{AnyConnection, Row};

use super::{CHANGES_CHANNEL, Store, db_err};

/// The database's clock, in milliseconds since the Unix epoch.
const DB_NOW: &str = "(EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT";

/// Who holds a game, as the database says.
pub(crate) struct Holding {
    pub owner: Option<String>,
    /// The holder's address, if its row is still there.
    pub address: Option<String>,
    /// Whether the holder's lease runs still.
    pub alive: bool,
}

/// The outcome of taking a game over.
pub(crate) enum TakeOver {
    Missing,
    /// The node holds it now, at this epoch.
    Mine(i64),
    /// A live node holds it, at this address.
    HeldBy(String),
}

/// T-2: a game's clocks moved on by the time its holder was dead: gets
/// the stored clocks, the game's status, the holder's last sign of life
/// and the time now.
pub(crate) type Shift = fn(Option<String>, &str, Option<i64>, i64) -> Option<String>;

/// A node as another sees it.
struct Node {
    address: String,
    alive_at: i64,
    alive: bool,
}

impl Store {
    /// The secret the nodes of the database share (drawn by the first).
    pub(crate) async fn cluster_secret(&self, drawn: &str) -> Result<String, String> {
        sqlx::query(
            "INSERT INTO cluster (name, value) VALUES ('secret', $1) ON CONFLICT (name) DO NOTHING",
        )
        .bind(drawn)
        .execute(self.pool())
        .await
        .map_err(db_err)?;
        sqlx::query_scalar("SELECT value FROM cluster WHERE name = 'secret'")
            .fetch_one(self.pool())
            .await
            .map_err(db_err)
    }

    /// Adds a node's row, with a fresh lease.
    pub(crate) async fn enter_node(
        &self,
        id: &str,
        name: &str,
        address: &str,
        alive_at: i64,
        lease_ms: i64,
    ) -> Result<(), String> {
        sqlx::query(&format!(
            "INSERT INTO nodes (id, name, address, alive_at, lease_until, started_at)
             VALUES ($1, $2, $3, $4, {DB_NOW} + $5, {DB_NOW})"
        ))
        .bind(id)
        .bind(name)
        .bind(address)
        .bind(alive_at)
        .bind(lease_ms)
        .execute(self.pool())
        .await
        .map_err(db_err)?;
        Ok(())
    }

    /// Renews a node's lease; whether its row was still there.
    pub(crate) async fn renew_node(
        &self,
        id: &str,
        alive_at: i64,
        lease_ms: i64,
    ) -> Result<bool, String> {
        let done = sqlx::query(&format!(
            "UPDATE nodes SET alive_at = $2, lease_until = {DB_NOW} + $3 WHERE id = $1"
        ))
        .bind(id)
        .bind(alive_at)
        .bind(lease_ms)
        .execute(self.pool())
        .await
        .map_err(db_err)?;
        Ok(done.rows_affected() > 0)
    }

    /// A node's lease ends: it was last alive at `now`.
    pub(crate) async fn retire_node(&self, id: &str, now: i64) {
        let _ = sqlx::query("UPDATE nodes SET alive_at = $2, lease_until = 0 WHERE id = $1")
            .bind(id)
            .bind(now)
            .execute(self.pool())
            .await;
    }

    /// The holder and epoch of game `id`.
    pub(crate) async fn hold_of(&self, id: &str) -> Result<Option<(Option<String>, i64)>, String> {
        let row = sqlx::query("SELECT owner, epoch FROM games WHERE id = $1")
            .bind(id)
            .fetch_optional(self.pool())
            .await
            .map_err(db_err)?;
        let Some(r) = row else { return Ok(None) };
        let owner: Option<String> = r.try_get("owner").map_err(db_err)?;
        let epoch: i64 = r.try_get("epoch").map_err(db_err)?;
        Ok(Some((owner, epoch)))
    }

    /// Who holds game `id` now (`None`: no such game).
    pub(crate) async fn holding(&self, id: &str) -> Result<Option<Holding>, String> {
        let row = sqlx::query(&format!(
            "SELECT g.owner, n.address, n.lease_until, {DB_NOW} AS now
             FROM games g LEFT JOIN nodes n ON n.id = g.owner WHERE g.id = $1"
        ))
        .bind(id)
        .fetch_optional(self.pool())
        .await
        .map_err(db_err)?;
        let Some(r) = row else {
            return Ok(None);
        };
        let until: Option<i64> = r.try_get("lease_until").map_err(db_err)?;
        let now: i64 = r.try_get("now").map_err(db_err)?;
        Ok(Some(Holding {
            owner: r.try_get("owner").map_err(db_err)?,
            address: r.try_get("address").map_err(db_err)?,
            alive: until.is_some_and(|u| u > now),
        }))
    }

    /// Node `node` takes game `id` over unless a live node holds it: the
    /// game's row locked (waiting for a commit of the old holder under
    /// way, whose fence holds the row, and holding off its next one), its
    /// clocks moved on by `shift`, its epoch raised.
    pub(crate) async fn take_over(
        &self,
        id: &str,
        node: &str,
        now: i64,
        shift: Shift,
    ) -> Result<TakeOver, String> {
        let mut tx = self.pool().begin().await.map_err(db_err)?;
        let row =
            sqlx::query("SELECT owner, epoch, clocks, status FROM games WHERE id = $1 FOR UPDATE")
                .bind(id)
                .fetch_optional(&mut *tx)
                .await
                .map_err(db_err)?;
        let Some(row) = row else {
            return Ok(TakeOver::Missing);
        };
        let owner: Option<String> = row.try_get("owner").map_err(db_err)?;
        let clocks: Option<String> = row.try_get("clocks").map_err(db_err)?;
        let status: String = row.try_get("status").map_err(db_err)?;
        let down = match owner.as_deref() {
            // Taken over by this node already (two requests asked at once,
            // or the answer got lost): nobody else wrote since.
            Some(o) if o == node => {
                let epoch: i64 = row.try_get("epoch").map_err(db_err)?;
                tx.commit().await.map_err(db_err)?;
                return Ok(TakeOver::Mine(epoch));
            }
            Some(o) => match node_row(&mut tx, o).await? {
                Some(n) if n.alive => {
                    let _ = tx.rollback().await;
                    return Ok(TakeOver::HeldBy(n.address));
                }
                Some(n) => Some(n.alive_at),
                None => None,
            },
            None => legacy_down(&mut tx).await?,
        };
        let epoch = raise_epoch(&mut tx, id, node, shift(clocks, &status, down, now)).await?;
        tx.commit().await.map_err(db_err)?;
        Ok(TakeOver::Mine(epoch))
    }

    /// Node `node` takes over its share of the unfinished games whose bots
    /// or clocks must go on and whose holder is dead (or who have none):
    /// the orphans divided by the live nodes. Answers the games taken and
    /// their epochs.
    pub(crate) async fn claim_orphans(
        &self,
        node: &str,
        now: i64,
        shift: Shift,
    ) -> Result<Vec<(String, i64)>, String> {
        let pool = self.pool();
        // Not this node's own: it holds them still, whatever its lease
        // says, until another node takes them over.
        // (Node ids are hex digits: written into the statement as they are.)
        let orphan = format!(
            "g.status IN ('open', 'active') AND g.damaged IS NULL
             AND (n.id IS NULL OR n.lease_until <= {DB_NOW})
             AND g.owner IS DISTINCT FROM '{node}'
             AND (g.clocks IS NOT NULL OR EXISTS (
                 SELECT 1 FROM seats s
                 WHERE s.game_id = g.id AND (s.kind = 'bot' OR s.away IS NOT NULL)))"
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
            let epoch = raise_epoch(&mut tx, &id, node, shift(clocks, &status, down, now)).await?;
            claimed.push((id, epoch));
        }
        tx.commit().await.map_err(db_err)?;
        Ok(claimed)
    }

    /// The games the database says `node` holds, and at which epoch.
    pub(crate) async fn held_by(&self, node: &str) -> Result<HashMap<String, i64>, String> {
        let rows: Vec<(String, i64)> =
            sqlx::query_as("SELECT id, epoch FROM games WHERE owner = $1")
                .bind(node)
                .fetch_all(self.pool())
                .await
                .map_err(db_err)?;
        Ok(rows.into_iter().collect())
    }

    /// Takes a token from the shared bucket `bucket` (`burst` tokens,
    /// refilled at `rate` a second, on the database's clock); whether there
    /// was one.
    pub(crate) async fn take_token(
        &self,
        bucket: &str,
        rate: f64,
        burst: f64,
    ) -> Result<bool, String> {
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
        .fetch_optional(self.pool())
        .await
        .map_err(|e| e.to_string())?;
        Ok(row.is_some())
    }

    /// Gives a token back to the shared bucket `bucket`.
    pub(crate) async fn refund_token(&self, bucket: &str, burst: f64) {
        let _ = sqlx::query("UPDATE buckets SET tokens = LEAST($2, tokens + 1) WHERE bucket = $1")
            .bind(bucket)
            .bind(burst)
            .execute(self.pool())
            .await;
    }

    /// Forgets full buckets and nodes long dead that hold no game in play.
    pub(crate) async fn sweep_nodes(&self) {
        let pool = self.pool();
        let _ = sqlx::query(&format!("DELETE FROM buckets WHERE full_at < {DB_NOW}"))
            .execute(pool)
            .await;
        let _ = sqlx::query(&format!(
            "DELETE FROM nodes n WHERE n.lease_until < {DB_NOW} - 86400000
             AND NOT EXISTS (SELECT 1 FROM games g
                 WHERE g.owner = n.id AND g.status IN ('open', 'active')
                   AND g.damaged IS NULL)"
        ))
        .execute(pool)
        .await;
    }

    /// The addresses of the live nodes other than `node`.
    pub(crate) async fn live_addresses(&self, node: &str) -> Result<Vec<String>, String> {
        sqlx::query_scalar::<_, String>(&format!(
            "SELECT address FROM nodes WHERE lease_until > {DB_NOW} AND id <> $1"
        ))
        .bind(node)
        .fetch_all(self.pool())
        .await
        .map_err(db_err)
    }

    /// A connection of its own that hears every commit's games on
    /// [`CHANGES_CHANNEL`].
    pub(crate) async fn listen_changes(&self) -> Result<sqlx::postgres::PgListener, sqlx::Error> {
        let mut listener = sqlx::postgres::PgListener::connect(self.url()).await?;
        listener.listen(CHANGES_CHANNEL).await?;
        Ok(listener)
    }
}

async fn node_row(conn: &mut AnyConnection, id: &str) -> Result<Option<Node>, String> {
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

/// `node` holds game `id` from now, with `clocks`, at the next epoch.
async fn raise_epoch(
    conn: &mut AnyConnection,
    id: &str,
    node: &str,
    clocks: Option<String>,
) -> Result<i64, String> {
    sqlx::query_scalar(
        "UPDATE games SET owner = $1, epoch = epoch + 1, clocks = $2 WHERE id = $3
         RETURNING epoch",
    )
    .bind(node)
    .bind(clocks)
    .bind(id)
    .fetch_one(&mut *conn)
    .await
    .map_err(db_err)
}

/// When the one server of a database from before schema version 7 was
/// last alive (T-2 for the games it left without a holder).
async fn legacy_down(conn: &mut AnyConnection) -> Result<Option<i64>, String> {
    sqlx::query_scalar("SELECT MAX(alive_at) FROM heartbeat")
        .fetch_one(&mut *conn)
        .await
        .map_err(db_err)
}
