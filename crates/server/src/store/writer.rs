//! The writer: one task that batches concurrent writes into one
//! transaction (group commit), checks each change's fence in it, and
//! answers each writer only after the commit.

use std::sync::atomic::Ordering;
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use sqlx::pool::PoolConnection;
use sqlx::{Any, AnyConnection, AnyPool, Connection, Row};
use tokio::sync::{mpsc, oneshot};

use super::{ActionRow, Backend, CHANGES_CHANNEL, CommitError, Shared, TurnRow, Write, db_err};

/// Why a transaction of the writer failed.
enum WriteError {
    Db(sqlx::Error),
    /// Fences that failed: these games are held by another server now.
    Lost(Vec<String>),
}

impl From<sqlx::Error> for WriteError {
    fn from(e: sqlx::Error) -> WriteError {
        WriteError::Db(e)
    }
}

pub(super) struct Job {
    pub writes: Vec<Write>,
    pub done: oneshot::Sender<Result<(), CommitError>>,
}

/// Most jobs committed in one transaction.
const MAX_BATCH: usize = 1024;

/// How often the writer copies SQLite's write-ahead log into the database:
/// after this long, or after this many commits, whichever comes first.
const CHECKPOINT_EVERY: Duration = Duration::from_millis(250);
const CHECKPOINT_COMMITS: u32 = 256;

/// The writer: takes every job waiting, commits them in one transaction,
/// then answers each. While one commit runs the next batch gathers, so the
/// number of commits per second stays near the disk's sync rate however
/// many actions arrive. It writes on one connection of its own, and throws
/// that connection away after any error: a connection whose commit or
/// rollback failed may still be inside its transaction, and would turn the
/// next `BEGIN` into a savepoint whose "commit" makes nothing durable.
pub(super) async fn write_loop(
    pool: AnyPool,
    backend: Backend,
    mut rx: mpsc::Receiver<Job>,
    shared: Arc<Shared>,
) {
    let mut closing = shared.closing.subscribe();
    let mut writer = Writer {
        pool,
        backend,
        conn: None,
        page_limit: 0,
        last_checkpoint: Instant::now(),
        commits: 0,
    };
    let mut batch = Vec::with_capacity(MAX_BATCH);
    loop {
        let got = tokio::select! {
            got = rx.recv_many(&mut batch, MAX_BATCH) => got,
            _ = closing.changed() => {
                // Take no more; commit what is queued, then stop.
                rx.close();
                rx.recv_many(&mut batch, MAX_BATCH).await
            }
        };
        if got == 0 {
            break;
        }
        // Callers that stopped waiting (a timeout) take their writes back.
        batch.retain(|job| !job.done.is_closed());
        if !batch.is_empty() {
            writer.commit_batch(&shared, &mut batch).await;
        }
        writer.checkpoint().await;
    }
    if let Some(conn) = writer.conn.take() {
        let _ = conn.close().await;
    }
}

/// The writer's connection and bookkeeping.
struct Writer {
    pool: AnyPool,
    backend: Backend,
    conn: Option<PoolConnection<Any>>,
    /// The `max_page_count` set on `conn` (0: none).
    page_limit: u64,
    last_checkpoint: Instant,
    /// Commits since the last checkpoint.
    commits: u32,
}

impl Writer {
    /// Commits `batch`, answering every job; one bad job does not sink the
    /// others: the jobs of games another server took over are answered
    /// [`CommitError::Lost`] and the rest committed without them; after any
    /// other failure each job is tried alone.
    async fn commit_batch(&mut self, shared: &Shared, batch: &mut Vec<Job>) {
        loop {
            let all: Vec<&Write> = batch.iter().flat_map(|j| &j.writes).collect();
            match self.write(shared, &all).await {
                Ok(()) => {
                    for job in batch.drain(..) {
                        let _ = job.done.send(Ok(()));
                    }
                    return;
                }
                Err(CommitError::Lost(lost)) => {
                    let (fenced, rest): (Vec<Job>, Vec<Job>) = batch.drain(..).partition(|job| {
                        job.writes.iter().any(
                            |w| matches!(w, Write::Fence { game_id, .. } if lost.contains(game_id)),
                        )
                    });
                    for job in fenced {
                        let mine: Vec<String> = lost
                            .iter()
                            .filter(|id| job.writes.iter().any(|w| w.game_id() == Some(id)))
                            .cloned()
                            .collect();
                        let _ = job.done.send(Err(CommitError::Lost(mine)));
                    }
                    *batch = rest;
                    if batch.is_empty() {
                        return;
                    }
                }
                Err(e) if batch.len() == 1 => {
                    let job = batch.pop().expect("one job");
                    let _ = job.done.send(Err(e));
                    return;
                }
                Err(_) => {
                    for job in batch.drain(..) {
                        let writes: Vec<&Write> = job.writes.iter().collect();
                        let r = self.write(shared, &writes).await;
                        let _ = job.done.send(r);
                    }
                    return;
                }
            }
        }
    }

    /// Writes in one transaction on the writer's connection.
    async fn write(&mut self, shared: &Shared, writes: &[&Write]) -> Result<(), CommitError> {
        if shared.refusing.load(Ordering::SeqCst) {
            return Err(CommitError::Failed(
                "the database refuses every change (Store::refuse_commits)".into(),
            ));
        }
        let limit = shared.page_limit.load(Ordering::SeqCst);
        let result = async {
            if self.conn.is_none() {
                self.conn = Some(self.pool.acquire().await?);
                self.page_limit = 0;
            }
            let conn = self.conn.as_mut().expect("a connection");
            if self.backend == Backend::Sqlite && limit != self.page_limit {
                let pages = if limit == 0 { u32::MAX as u64 } else { limit };
                sqlx::query(&format!("PRAGMA max_page_count = {pages}"))
                    .fetch_all(&mut **conn)
                    .await?;
                self.page_limit = limit;
            }
            write_batch(conn, self.backend, writes).await
        }
        .await;
        match result {
            Ok(()) => Ok(()),
            // Rolled back cleanly: the connection is fine.
            Err(WriteError::Lost(ids)) => Err(CommitError::Lost(ids)),
            Err(WriteError::Db(e)) => {
                tracing::error!("commit failed, dropping the writer's connection: {e}");
                if let Some(conn) = self.conn.take() {
                    let _ = conn.close().await;
                }
                Err(CommitError::Failed(db_err(e)))
            }
        }
    }

    /// Copies SQLite's write-ahead log into the database and empties it,
    /// between commits (so no commit waits for it), every 250 ms or every
    /// [`CHECKPOINT_COMMITS`] commits, so the log stays small however long
    /// and however fast the server runs.
    async fn checkpoint(&mut self) {
        self.commits += 1;
        if self.backend != Backend::Sqlite
            || (self.last_checkpoint.elapsed() < CHECKPOINT_EVERY
                && self.commits < CHECKPOINT_COMMITS)
        {
            return;
        }
        self.last_checkpoint = Instant::now();
        self.commits = 0;
        if let Some(conn) = self.conn.as_mut()
            && let Err(e) = sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
                .fetch_all(&mut **conn)
                .await
        {
            tracing::warn!("checkpoint: {e}");
        }
    }
}

/// Largest number of action rows in one INSERT.
const MAX_ROWS: usize = 64;

/// Columns of an action row as inserted.
const ACTION_COLUMNS: usize = 7;

/// `INSERT INTO actions ... VALUES (...), (...)` for `rows` rows (a power of
/// two, so that only a few statements are ever prepared).
fn insert_actions_sql(rows: usize) -> &'static str {
    static SQL: OnceLock<Vec<String>> = OnceLock::new();
    let all = SQL.get_or_init(|| {
        let mut v = Vec::new();
        let mut n = 1;
        while n <= MAX_ROWS {
            let values: Vec<String> = (0..n)
                .map(|r| {
                    let b = r * ACTION_COLUMNS;
                    let params: Vec<String> = (1..=ACTION_COLUMNS)
                        .map(|c| format!("${}", b + c))
                        .collect();
                    format!("({})", params.join(", "))
                })
                .collect();
            v.push(format!(
                "INSERT INTO actions (game_id, idx, seat, action, client_key, by_bot, acted_at) \
                 VALUES {}",
                values.join(", ")
            ));
            n *= 2;
        }
        v
    });
    &all[rows.trailing_zeros() as usize]
}

type AnyQuery<'q> = sqlx::query::Query<'q, Any, sqlx::any::AnyArguments<'q>>;

/// Binds a turn's row (N-1) to a statement taking its six columns.
fn bind_turn<'q>(q: AnyQuery<'q>, game_id: &'q str, t: &TurnRow, at: i64) -> AnyQuery<'q> {
    q.bind(game_id)
        .bind(t.seat as i64)
        .bind(t.turn as i64)
        .bind(at)
        .bind(t.remind_at)
        .bind(t.turn_based as i64)
}

fn bind_action<'q>(q: AnyQuery<'q>, game_id: &'q str, a: &'q ActionRow) -> AnyQuery<'q> {
    q.bind(game_id)
        .bind(a.idx as i64)
        .bind(a.seat as i64)
        .bind(&a.action)
        .bind(a.key.clone())
        .bind(a.by_bot as i64)
        .bind(a.at)
}

/// The games whose fences in `writes` no longer hold: each game's row is
/// read and locked (until the commit) in the order of their ids, so that
/// two transactions never wait for each other's rows.
async fn check_fences(
    tx: &mut AnyConnection,
    writes: &[&Write],
) -> Result<Vec<String>, sqlx::Error> {
    let mut fences: Vec<(&str, &str, i64)> = writes
        .iter()
        .filter_map(|w| match w {
            Write::Fence {
                game_id,
                node,
                epoch,
            } => Some((game_id.as_str(), node.as_str(), *epoch)),
            _ => None,
        })
        .collect();
    if fences.is_empty() {
        return Ok(Vec::new());
    }
    fences.sort_unstable();
    fences.dedup();
    let mut ids: Vec<&str> = fences.iter().map(|f| f.0).collect();
    ids.dedup();
    // Game ids are letters and digits (`tokens::is_game_id`): a comma list
    // is one parameter however many games a batch holds.
    let rows = sqlx::query(
        "SELECT id, owner, epoch FROM games WHERE id = ANY(string_to_array($1, ','))
         ORDER BY id FOR NO KEY UPDATE",
    )
    .bind(ids.join(","))
    .fetch_all(&mut *tx)
    .await?;
    let mut held = std::collections::HashMap::new();
    for r in &rows {
        let id: String = r.try_get("id")?;
        let owner: Option<String> = r.try_get("owner")?;
        let epoch: i64 = r.try_get("epoch")?;
        held.insert(id, (owner, epoch));
    }
    let mut lost: Vec<String> = fences
        .iter()
        .filter(|(id, node, epoch)| {
            held.get(*id)
                .is_none_or(|(o, e)| o.as_deref() != Some(*node) || e != epoch)
        })
        .map(|f| f.0.to_string())
        .collect();
    lost.dedup();
    Ok(lost)
}

async fn write_batch(
    conn: &mut AnyConnection,
    backend: Backend,
    writes: &[&Write],
) -> Result<(), WriteError> {
    let mut tx = conn.begin().await?;
    // Fences first: a game another server holds now gets nothing written.
    let lost = check_fences(&mut tx, writes).await?;
    if !lost.is_empty() {
        tx.rollback().await?;
        return Err(WriteError::Lost(lost));
    }
    // New games first, then claims, actions and status changes, so that rows
    // a batch both creates and changes are there to change.
    for w in writes {
        if let Write::NewGame(g, seats) = w {
            sqlx::query(
                "INSERT INTO games (id, game, players, options, seed, status, created_at, position,
                    time_control, takeover, clocks, hints, edition, listed)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)",
            )
            .bind(&g.id)
            .bind(&g.game)
            .bind(g.players as i64)
            .bind(&g.options)
            .bind(g.seed as i64)
            .bind(g.status.as_str())
            .bind(g.created_at)
            .bind(g.position.as_deref())
            .bind(g.time_control.as_deref())
            .bind(g.takeover.as_deref())
            .bind(g.clocks.as_deref())
            .bind(g.hints as i64)
            .bind(i64::from(g.edition))
            .bind(g.listed as i64)
            .execute(&mut *tx)
            .await?;
            for s in seats {
                sqlx::query(
                    "INSERT INTO seats (game_id, seat, kind, bot, token_hash, name, away)
                     VALUES ($1, $2, $3, $4, $5, $6, $7)",
                )
                .bind(&g.id)
                .bind(s.seat as i64)
                .bind(&s.kind)
                .bind(s.bot.clone())
                .bind(s.token_hash.clone())
                .bind(s.name.clone())
                .bind(s.away.clone())
                .execute(&mut *tx)
                .await?;
            }
        }
    }
    // Undos before new actions: a job holds one change of a game, and its
    // rows are moved before any later change's are added.
    for w in writes {
        if let Write::Undo {
            game_id,
            row,
            moved,
        } = w
        {
            sqlx::query("DELETE FROM actions WHERE game_id = $1 AND idx >= $2")
                .bind(game_id)
                .bind(row.idx as i64)
                .execute(&mut *tx)
                .await?;
            for a in moved {
                bind_action(sqlx::query(insert_actions_sql(1)), game_id, a)
                    .execute(&mut *tx)
                    .await?;
            }
            sqlx::query(
                "INSERT INTO undos (game_id, n, seat, public, idx, action, undone_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7)",
            )
            .bind(game_id)
            .bind(row.n as i64)
            .bind(row.seat as i64)
            .bind(row.public as i64)
            .bind(row.idx as i64)
            .bind(&row.action)
            .bind(row.at)
            .execute(&mut *tx)
            .await?;
        }
    }
    for w in writes {
        if let Write::ClaimSeat {
            game_id,
            seat,
            token_hash,
            name,
        } = w
        {
            sqlx::query(
                "UPDATE seats SET kind = 'human', token_hash = $1, name = $2
                 WHERE game_id = $3 AND seat = $4",
            )
            .bind(token_hash)
            .bind(name.clone())
            .bind(game_id)
            .bind(*seat as i64)
            .execute(&mut *tx)
            .await?;
        }
    }
    let actions: Vec<(&String, &ActionRow)> = writes
        .iter()
        .filter_map(|w| match w {
            Write::Action { game_id, row } => Some((game_id, row)),
            _ => None,
        })
        .collect();
    let mut rest = &actions[..];
    while !rest.is_empty() {
        let n = 1 << rest.len().min(MAX_ROWS).ilog2();
        let (chunk, tail) = rest.split_at(n);
        let mut q = sqlx::query(insert_actions_sql(n));
        for (game_id, a) in chunk {
            q = bind_action(q, game_id, a);
        }
        q.execute(&mut *tx).await?;
        rest = tail;
    }
    for w in writes {
        match w {
            Write::Status { game_id, status } => {
                sqlx::query("UPDATE games SET status = $1 WHERE id = $2")
                    .bind(status.as_str())
                    .bind(game_id)
                    .execute(&mut *tx)
                    .await?;
            }
            Write::Chat { game_id, row } => {
                sqlx::query(
                    "INSERT INTO chat (game_id, idx, seat, after_actions, said_at, text, client_key)
                     VALUES ($1, $2, $3, $4, $5, $6, $7)",
                )
                .bind(game_id)
                .bind(row.idx as i64)
                .bind(row.seat as i64)
                .bind(row.after as i64)
                .bind(row.at)
                .bind(&row.text)
                .bind(&row.key)
                .execute(&mut *tx)
                .await?;
            }
            Write::CreateKey {
                game_id,
                key_hash,
                request,
            } => {
                sqlx::query(
                    "INSERT INTO create_keys (key_hash, game_id, request) VALUES ($1, $2, $3)",
                )
                .bind(key_hash)
                .bind(game_id)
                .bind(request)
                .execute(&mut *tx)
                .await?;
            }
            Write::Rematch { game_id, rematch } => {
                sqlx::query("UPDATE games SET rematch = $1 WHERE id = $2")
                    .bind(rematch)
                    .bind(game_id)
                    .execute(&mut *tx)
                    .await?;
            }
            Write::Away {
                game_id,
                seat,
                away,
                row,
            } => {
                sqlx::query("UPDATE seats SET away = $1 WHERE game_id = $2 AND seat = $3")
                    .bind(away.clone())
                    .bind(game_id)
                    .bind(*seat as i64)
                    .execute(&mut *tx)
                    .await?;
                sqlx::query(
                    "INSERT INTO away_changes (game_id, n, seat, away, after_actions, changed_at)
                     VALUES ($1, $2, $3, $4, $5, $6)",
                )
                .bind(game_id)
                .bind(row.n as i64)
                .bind(row.seat as i64)
                .bind(row.away.clone())
                .bind(row.after as i64)
                .bind(row.at)
                .execute(&mut *tx)
                .await?;
            }
            Write::Clocks { game_id, clocks } => {
                sqlx::query("UPDATE games SET clocks = $1 WHERE id = $2")
                    .bind(clocks)
                    .bind(game_id)
                    .execute(&mut *tx)
                    .await?;
            }
            Write::Review {
                game_id,
                review,
                at,
            } => {
                sqlx::query("INSERT INTO reviews (game_id, review, made_at) VALUES ($1, $2, $3)")
                    .bind(game_id)
                    .bind(review)
                    .bind(*at)
                    .execute(&mut *tx)
                    .await?;
            }
            Write::Heartbeat { node, at } => {
                sqlx::query(
                    "INSERT INTO heartbeat (node, alive_at) VALUES ($1, $2)
                     ON CONFLICT (node) DO UPDATE SET alive_at = excluded.alive_at",
                )
                .bind(node)
                .bind(*at)
                .execute(&mut *tx)
                .await?;
            }
            Write::Own {
                game_id,
                node,
                epoch,
            } => {
                sqlx::query("UPDATE games SET owner = $1, epoch = $2 WHERE id = $3")
                    .bind(node)
                    .bind(*epoch)
                    .bind(game_id)
                    .execute(&mut *tx)
                    .await?;
            }
            Write::Outcome { game_id, outcome } => {
                sqlx::query("UPDATE games SET outcome = $1 WHERE id = $2 AND outcome IS NULL")
                    .bind(outcome)
                    .bind(game_id)
                    .execute(&mut *tx)
                    .await?;
            }
            Write::Damaged { game_id, reason } => {
                sqlx::query("UPDATE games SET damaged = $1 WHERE id = $2 AND damaged IS NULL")
                    .bind(reason)
                    .bind(game_id)
                    .execute(&mut *tx)
                    .await?;
            }
            Write::Turns {
                game_id,
                began,
                ended,
                at,
            } => {
                for seat in ended {
                    sqlx::query(
                        "UPDATE turns SET ended_at = $1
                         WHERE game_id = $2 AND seat = $3 AND ended_at IS NULL",
                    )
                    .bind(*at)
                    .bind(game_id)
                    .bind(*seat as i64)
                    .execute(&mut *tx)
                    .await?;
                }
                for t in began {
                    let q = sqlx::query(
                        "INSERT INTO turns (game_id, seat, turn, began_at, remind_at, turn_based)
                         VALUES ($1, $2, $3, $4, $5, $6)
                         ON CONFLICT (game_id, seat, turn) DO NOTHING",
                    );
                    bind_turn(q, game_id, t, *at).execute(&mut *tx).await?;
                }
            }
            Write::OpenTurns { game_id, open, at } => {
                for t in open {
                    let q = sqlx::query(
                        "INSERT INTO turns (game_id, seat, turn, began_at, remind_at, turn_based)
                         SELECT $1, $2, $3, $4, $5, $6
                         WHERE NOT EXISTS (SELECT 1 FROM turns
                           WHERE game_id = $1 AND seat = $2 AND ended_at IS NULL)
                         ON CONFLICT (game_id, seat, turn) DO NOTHING",
                    );
                    bind_turn(q, game_id, t, *at).execute(&mut *tx).await?;
                }
            }
            _ => {}
        }
    }
    if backend == Backend::Postgres {
        // Delivered only once committed, in commit order: servers showing
        // these games read their new rows then.
        let mut changed: Vec<&str> = writes.iter().filter_map(|w| w.game_id()).collect();
        changed.sort_unstable();
        changed.dedup();
        if !changed.is_empty() {
            sqlx::query("SELECT pg_notify($1, g) FROM unnest(string_to_array($2, ',')) AS g")
                .bind(CHANGES_CHANNEL)
                .bind(changed.join(","))
                .execute(&mut *tx)
                .await?;
        }
    }
    tx.commit().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn insert_statements_come_in_powers_of_two() {
        assert!(insert_actions_sql(1).ends_with("($1, $2, $3, $4, $5, $6, $7)"));
        assert!(insert_actions_sql(4).ends_with("($22, $23, $24, $25, $26, $27, $28)"));
        assert_eq!(insert_actions_sql(64).matches('(').count(), 65);
    }
}
