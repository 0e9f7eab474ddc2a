//! Sessions in the database, so that any server of a cluster serves them:
//! tower-sessions' own sqlx stores, on a pool of their own (the stores
//! take sqlx's typed pools, the rest of the crate its `Any` one).

use async_trait::async_trait;
use sqlx::postgres::{PgPool, PgPoolOptions};
use sqlx::sqlite::{SqlitePool, SqlitePoolOptions};
use tower_sessions::session::{Id, Record};
use tower_sessions::session_store::{Result, SessionStore};
use tower_sessions_sqlx_store::{PostgresStore, SqliteStore};

use crate::store::{Backend, db_err};

/// The session store of the database the server uses.
#[derive(Clone, Debug)]
pub enum SessionRows {
    Sqlite(SqliteStore, SqlitePool),
    Postgres(PostgresStore, PgPool),
}

impl SessionRows {
    /// Opens the store on `url` (as `crate::store::Store` opened it) and
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
                    .connect_lazy(url)
                    .map_err(|e| cannot(db_err(e)))?;
                let store = PostgresStore::new(pool.clone());
                store.migrate().await.map_err(|e| cannot(db_err(e)))?;
                SessionRows::Postgres(store, pool)
            }
        };
        Ok(rows)
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
