//! Databases for tests: the same suite runs on SQLite and on PostgreSQL.

use std::path::Path;

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
            let name = format!("urbs_test_{}", crate::table::tokens::new_game_id());
            let shown = format!("{POSTGRES_ENV}={base}");
            crate::store::testing::create_database(&base, &name, &shown)
                .await
                .unwrap_or_else(|e| panic!("{e}"));
            with_database(&base, &name)
        }
    }
}

/// What a PostgreSQL database says of its servers and games, for tests of
/// several servers on it (`crate::cluster`).
pub use crate::store::testing::cluster;

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
