//! Sessions in the database, so that any server of a cluster serves them:
//! tower-sessions' own sqlx stores, on a pool of their own (the stores
//! take sqlx's typed pools, the rest of the crate its `Any` one).
//! Every server deletes the sessions past their expiry now and then
//! ([`spawn_sweep`]); a session past it is never loaded meanwhile.

use std::time::Duration;

use async_trait::async_trait;
use sqlx::Executor;
use sqlx::postgres::{PgPool, PgPoolOptions};
use sqlx::sqlite::{SqlitePool, SqlitePoolOptions};
use tower_sessions::session::{Id, Record};
use tower_sessions::session_store::{ExpiredDeletion, Result, SessionStore};
use tower_sessions_sqlx_store::{PostgresStore, SqliteStore};

use super::{Backend, db_err};

/// How often every server deletes the expired sessions.
pub const SWEEP_EVERY: Duration = Duration::from_secs(15 * 60);

/// The session store of the database the server uses.
#[derive(Clone, Debug)]
pub enum SessionRows {
    Sqlite(SqliteStore, SqlitePool),
    Postgres(PostgresStore, PgPool),
}

impl SessionRows {
    /// Opens the store on `url` (as [`super::Store`] opened it) and
    /// makes its table if it is missing.
    pub async fn open(url: &str, backend: Backend) -> std::result::Result<SessionRows, String> {
        let cannot = |e: String| format!("cannot open the sessions' table: {e}");
        let rows = match backend {
            Backend::Sqlite => {
                let pool = SqlitePoolOptions::new()
                    .max_connections(2)
                    .connect_lazy(url)
                    .map_err(|e| cannot(db_err(e)))?;
                let store = SqliteStore::new(pool.clone());
                store.migrate().await.map_err(|e| cannot(db_err(e)))?;
                SessionRows::Sqlite(store, pool)
            }
            Backend::Postgres => {
                let pool = PgPoolOptions::new()
                    .max_connections(4)
                    // The store's sweep compares with `now() at time zone
                    // 'utc'`, a time without zone read in the connection's
                    // zone: in UTC it is the time it means, wherever the
                    // database's own zone is.
                    .after_connect(|conn, _| {
                        Box::pin(async move {
                            conn.execute("SET TIME ZONE 'UTC'").await?;
                            Ok(())
                        })
                    })
                    .connect_lazy(url)
                    .map_err(|e| cannot(db_err(e)))?;
                let store = PostgresStore::new(pool.clone());
                store.migrate().await.map_err(|e| cannot(db_err(e)))?;
                SessionRows::Postgres(store, pool)
            }
        };
        Ok(rows)
    }

    /// Deletes the sessions past their expiry (by the database's clock).
    /// Several servers on one database may sweep at once: each deletes
    /// what is expired, and a row deleted by another is simply gone.
    pub async fn sweep(&self) -> std::result::Result<(), String> {
        let swept = match self {
            SessionRows::Sqlite(s, _) => s.delete_expired().await,
            SessionRows::Postgres(s, _) => s.delete_expired().await,
        };
        swept.map_err(|e| format!("cannot sweep the expired sessions: {e}"))
    }

    /// Closes the store's connections (a PostgreSQL test drops its
    /// database after).
    pub async fn close(&self) {
        match self {
            SessionRows::Sqlite(_, pool) => pool.close().await,
            SessionRows::Postgres(_, pool) => pool.close().await,
        }
    }
}

#[async_trait]
impl SessionStore for SessionRows {
    async fn create(&self, record: &mut Record) -> Result<()> {
        match self {
            SessionRows::Sqlite(s, _) => s.create(record).await,
            SessionRows::Postgres(s, _) => s.create(record).await,
        }
    }

    async fn save(&self, record: &Record) -> Result<()> {
        match self {
            SessionRows::Sqlite(s, _) => s.save(record).await,
            SessionRows::Postgres(s, _) => s.save(record).await,
        }
    }

    async fn load(&self, id: &Id) -> Result<Option<Record>> {
        match self {
            SessionRows::Sqlite(s, _) => s.load(id).await,
            SessionRows::Postgres(s, _) => s.load(id).await,
        }
    }

    async fn delete(&self, id: &Id) -> Result<()> {
        match self {
            SessionRows::Sqlite(s, _) => s.delete(id).await,
            SessionRows::Postgres(s, _) => s.delete(id).await,
        }
    }
}

/// Sweeps the expired sessions every [`SWEEP_EVERY`] (and once at start)
/// until the server stops; a failed sweep is logged and tried again at
/// the next.
pub fn spawn_sweep(rows: SessionRows, mut stopped: tokio::sync::watch::Receiver<bool>) {
    tokio::spawn(async move {
        let mut every = tokio::time::interval(SWEEP_EVERY);
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                _ = every.tick() => {
                    if let Err(e) = rows.sweep().await {
                        tracing::warn!("accounts: {e}");
                    }
                }
                changed = stopped.changed() => {
                    if changed.is_err() || *stopped.borrow() {
                        return;
                    }
                }
            }
        }
    });
}
