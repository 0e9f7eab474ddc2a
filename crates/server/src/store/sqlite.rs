//! SQLite's own files: the lock that keeps one server per database, and
//! the write-ahead log beside it.

use super::Store;

/// One server per SQLite database: an exclusive lock on a file beside the
/// database, which goes when the process does, however it ends. (Several
/// servers share a PostgreSQL database, each game held by one of them at a
/// time: `crate::cluster`.)
pub(super) enum Claim {
    File(#[allow(dead_code)] std::fs::File),
}

/// The file a `sqlite:` URL names (`None` for an in-memory database).
pub(crate) fn sqlite_path(url: &str) -> Option<std::path::PathBuf> {
    let rest = url.strip_prefix("sqlite:")?;
    let rest = rest.strip_prefix("//").unwrap_or(rest);
    let path = rest.split('?').next().unwrap_or("");
    (!path.is_empty() && path != ":memory:").then(|| std::path::PathBuf::from(path))
}

/// Claims the SQLite database at `path` for this process.
pub(super) fn claim_sqlite(path: &std::path::Path) -> Result<Claim, String> {
    let lock_path = {
        let mut p = path.as_os_str().to_owned();
        p.push(".lock");
        std::path::PathBuf::from(p)
    };
    let file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&lock_path)
        .map_err(|e| {
            format!(
                "cannot open database {}: cannot create its lock file {}: {e}",
                path.display(),
                lock_path.display()
            )
        })?;
    match file.try_lock() {
        Ok(()) => Ok(Claim::File(file)),
        Err(std::fs::TryLockError::WouldBlock) => Err(format!(
            "another urbs server is using the database {} (it holds {}); stop it first, or \
             give this server another --database",
            path.display(),
            lock_path.display()
        )),
        Err(std::fs::TryLockError::Error(e)) => Err(format!(
            "cannot lock {} for database {}: {e}",
            lock_path.display(),
            path.display()
        )),
    }
}

impl Store {
    /// The size of SQLite's write-ahead log file, in bytes (`None` for
    /// PostgreSQL or an in-memory database).
    pub fn wal_bytes(url: &str) -> Option<u64> {
        let path = sqlite_path(url)?;
        let mut wal = path.into_os_string();
        wal.push("-wal");
        Some(std::fs::metadata(wal).map_or(0, |m| m.len()))
    }
}
