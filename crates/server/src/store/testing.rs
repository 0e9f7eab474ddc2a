//! The SQL of the test helpers (`crate::testing`, feature `testing`):
//! making a database for one test, and what a PostgreSQL database says of
//! its servers and games.

use sqlx::{Connection, Executor};

/// Makes database `name` on the PostgreSQL server at `base` (`shown`: how
/// the server is named when it cannot be reached).
pub async fn create_database(base: &str, name: &str, shown: &str) -> Result<(), String> {
    sqlx::any::install_default_drivers();
    let mut conn = sqlx::AnyConnection::connect(base)
        .await
        .map_err(|e| format!("cannot connect to {shown}: {e}"))?;
    conn.execute(format!("CREATE DATABASE {name}").as_str())
        .await
        .map_err(|e| format!("cannot create database {name}: {e}"))?;
    let _ = conn.close().await;
    Ok(())
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

    /// The idempotency key of every chat line of game `id`, in order.
    pub async fn chat_keys(database: &str, id: &str) -> Vec<Option<String>> {
        let mut conn = connect(database).await;
        let keys =
            sqlx::query_scalar("SELECT client_key FROM chat WHERE game_id = $1 ORDER BY idx")
                .bind(id)
                .fetch_all(&mut conn)
                .await
                .expect("the game's chat");
        let _ = conn.close().await;
        keys
    }
}
