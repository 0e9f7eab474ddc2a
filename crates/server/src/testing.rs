//! Databases for tests: the same suite runs on SQLite and on PostgreSQL.

use std::path::Path;

use sqlx::{Connection, Executor};

pub use crate::store::Backend;

#[cfg(feature = "testing-notify")]
pub mod notify;

/// The environment variable holding the URL of a PostgreSQL server where
/// tests may create databases (`scripts/test.sh` starts one and sets it).
pub const POSTGRES_ENV: &str = "URBS_TEST_POSTGRES";

/// A fresh, empty database for one test: a new SQLite file in `dir`, or a
/// new database on the PostgreSQL server named by `URBS_TEST_POSTGRES`.
///
/// # Panics
/// For PostgreSQL without `URBS_TEST_POSTGRES`: the PostgreSQL tests are
/// never skipped silently.
pub async fn fresh_database(backend: Backend, dir: &Path) -> String {
    match backend {
        Backend::Sqlite => format!("sqlite:{}", dir.join("urbs-test.db").display()),
        Backend::Postgres => {
            let base = std::env::var(POSTGRES_ENV).unwrap_or_else(|_| {
                panic!(
                    "{POSTGRES_ENV} is not set, so the PostgreSQL tests cannot run. Run the tests \
                     with `scripts/test.sh`, which starts a throwaway PostgreSQL and sets it, or \
                     set {POSTGRES_ENV}=postgres://USER@HOST:PORT/DB (a server where the tests \
                     may create databases named urbs_test_*)."
                )
            });
            sqlx::any::install_default_drivers();
            let name = format!("urbs_test_{}", crate::table::tokens::new_game_id());
            let mut conn = sqlx::AnyConnection::connect(&base)
                .await
                .unwrap_or_else(|e| panic!("cannot connect to {POSTGRES_ENV}={base}: {e}"));
            conn.execute(format!("CREATE DATABASE {name}").as_str())
                .await
                .unwrap_or_else(|e| panic!("cannot create database {name}: {e}"));
            let _ = conn.close().await;
            with_database(&base, &name)
        }
    }
}

/// What a PostgreSQL database says of its servers and games, for tests of
/// several servers on it (`crate::cluster`).
pub mod cluster {
    use sqlx::{AnyConnection, Connection, Row};

    async fn connect(database: &str) -> AnyConnection {
        sqlx::any::install_default_drivers();
        AnyConnection::connect(database)
            .await
            .unwrap_or_else(|e| panic!("cannot connect to {database}: {e}"))
    }

    /// The node that holds game `id`, and the epoch of its hold.
    pub async fn holder(database: &str, id: &str) -> (Option<String>, i64) {
        let mut conn = connect(database).await;
        let row = sqlx::query("SELECT owner, epoch FROM games WHERE id = $1")
            .bind(id)
            .fetch_one(&mut conn)
            .await
            .expect("the game's row");
        let _ = conn.close().await;
        (row.get("owner"), row.get("epoch"))
    }

    /// Whether node `node`'s lease has run out, on the database's clock.
    pub async fn lease_expired(database: &str, node: &str) -> bool {
        let mut conn = connect(database).await;
        let expired: bool = sqlx::query_scalar(
            "SELECT lease_until <= (EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT
             FROM nodes WHERE id = $1",
        )
        .bind(node)
        .fetch_one(&mut conn)
        .await
        .expect("the node's row");
        let _ = conn.close().await;
        expired
    }

    /// When node `node` last said it was alive, on its own time source.
    pub async fn alive_at(database: &str, node: &str) -> i64 {
        let mut conn = connect(database).await;
        let at: i64 = sqlx::query_scalar("SELECT alive_at FROM nodes WHERE id = $1")
            .bind(node)
            .fetch_one(&mut conn)
            .await
            .expect("the node's row");
        let _ = conn.close().await;
        at
    }

    /// The idempotency key of every action of game `id`, in order.
    pub async fn action_keys(database: &str, id: &str) -> Vec<Option<String>> {
        let mut conn = connect(database).await;
        let keys =
            sqlx::query_scalar("SELECT client_key FROM actions WHERE game_id = $1 ORDER BY idx")
                .bind(id)
                .fetch_all(&mut conn)
                .await
                .expect("the game's actions");
        let _ = conn.close().await;
        keys
    }
}

/// `base` with its database name replaced by `name`.
fn with_database(base: &str, name: &str) -> String {
    let (url, params) = match base.split_once('?') {
        Some((u, p)) => (u, Some(p)),
        None => (base, None),
    };
    let scheme_end = url.find("://").map_or(0, |i| i + 3);
    let host_part = match url[scheme_end..].find('/') {
        Some(i) => &url[..scheme_end + i],
        None => url,
    };
    match params {
        Some(p) => format!("{host_part}/{name}?{p}"),
        None => format!("{host_part}/{name}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn database_names_are_replaced() {
        assert_eq!(
            with_database("postgres://u@h:5/postgres", "x"),
            "postgres://u@h:5/x"
        );
        assert_eq!(with_database("postgres://u@h:5", "x"), "postgres://u@h:5/x");
        assert_eq!(
            with_database("postgres://u@h/db?sslmode=disable", "x"),
            "postgres://u@h/x?sslmode=disable"
        );
    }
}
