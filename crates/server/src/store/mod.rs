//! The database: games as event logs (setup row, seat rows, one row per
//! action), written by one task that batches concurrent writes into one
//! transaction (group commit) and answers each writer only after the commit.
//!
//! The same SQL runs on SQLite and PostgreSQL through sqlx's `Any` driver:
//! `$N` parameters, `TEXT` and `BIGINT` columns, nothing else.

use std::str::FromStr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};
use sqlx::any::{AnyConnectOptions, AnyPoolOptions, AnyRow};
use sqlx::pool::PoolConnection;
use sqlx::{Any, AnyConnection, AnyPool, Connection, Executor, Row};
use tokio::sync::{mpsc, oneshot, watch};
use tokio::task::JoinHandle;

mod delta;
mod nodes;

pub(crate) use delta::Delta;
pub(crate) use nodes::{Holding, TakeOver};

/// Where a game stands, as the lobby filters it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Some seat still waits for a player to join.
    Open,
    /// Every seat is taken and the game is not over.
    Active,
    Finished,
    /// T-6: nobody moved for so long that the game was given up, unfinished
    /// (it has no winner).
    Abandoned,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Open => "open",
            Status::Active => "active",
            Status::Finished => "finished",
            Status::Abandoned => "abandoned",
        }
    }

    /// The game is over, finished or given up: nothing more happens in it.
    pub fn is_over(self) -> bool {
        matches!(self, Status::Finished | Status::Abandoned)
    }
}

impl FromStr for Status {
    type Err = String;
    fn from_str(s: &str) -> Result<Status, String> {
        match s {
            "open" => Ok(Status::Open),
            "active" => Ok(Status::Active),
            "finished" => Ok(Status::Finished),
            "abandoned" => Ok(Status::Abandoned),
            _ => Err(format!(
                "unknown status `{s}`; choose from: open, active, finished, abandoned"
            )),
        }
    }
}

/// Which database a URL names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    pub fn of_url(url: &str) -> Result<Backend, String> {
        if url.starts_with("sqlite:") {
            Ok(Backend::Sqlite)
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Ok(Backend::Postgres)
        } else {
            Err(format!(
                "unsupported database `{url}`: use sqlite:PATH or postgres://USER@HOST/DB"
            ))
        }
    }
}

/// The setup of a game: everything needed, with its actions, to play it again.
#[derive(Clone, Debug)]
pub struct GameRow {
    pub id: String,
    pub game: String,
    pub players: usize,
    /// The options as JSON text.
    pub options: String,
    pub seed: u64,
    pub status: Status,
    /// Milliseconds since the Unix epoch.
    pub created_at: i64,
    /// The position the game started from (docs/positions.md) as JSON text;
    /// `None` for a game dealt from its seed.
    pub position: Option<String>,
    /// The id of the game's rematch, once one is started.
    pub rematch: Option<String>,
    /// The time control (T-1) as JSON text; `None` for no clock.
    pub time_control: Option<String>,
    /// The bot level that plays for a seat whose player left or ran out of
    /// time (T-3, T-4); `None` in games from before it was chosen.
    pub takeover: Option<String>,
    /// Every seat's clock (T-1) as JSON text, as last committed.
    pub clocks: Option<String>,
    /// The table offers hints (a strong bot's move) to its players.
    pub hints: bool,
}

/// A seat as stored: `kind` is `human`, `bot` or `open` (waiting for a player).
#[derive(Clone, Debug)]
pub struct SeatRow {
    pub seat: usize,
    pub kind: String,
    pub bot: Option<String>,
    pub token_hash: Option<String>,
    pub name: Option<String>,
    /// Why a bot plays for this person now (`left`, `time`), if one does.
    pub away: Option<String>,
}

/// One accepted action, number `idx` (from 0) of its game.
#[derive(Clone, Debug)]
pub struct ActionRow {
    pub idx: usize,
    pub seat: usize,
    /// The action as JSON text.
    pub action: String,
    /// The client's idempotency key, if it sent one.
    pub key: Option<String>,
    /// Played by a bot (the seat's own, or one playing for a person who is
    /// away): the log says so.
    pub by_bot: bool,
    /// When it was played (milliseconds since the Unix epoch; `None` for
    /// actions stored before this was kept).
    pub at: Option<i64>,
}

/// An action taken back (U-1), number `n` (from 0) of its game's undos.
#[derive(Clone, Debug)]
pub struct UndoRow {
    pub n: usize,
    pub seat: usize,
    /// Whether the action taken back was one others could see.
    pub public: bool,
    /// Its place in the record when it was taken back.
    pub idx: usize,
    pub action: String,
    pub at: i64,
}

/// A game as read back from the database.
#[derive(Clone, Debug)]
pub struct StoredGame {
    pub row: GameRow,
    pub seats: Vec<SeatRow>,
    pub actions: Vec<ActionRow>,
    pub chat: Vec<ChatRow>,
    pub undos: Vec<UndoRow>,
}

/// One line of a game's chat, number `idx` (from 0).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ChatRow {
    pub idx: usize,
    pub seat: usize,
    /// How many actions the game had when it was said (where a replay
    /// shows it).
    pub after: usize,
    /// Milliseconds since the Unix epoch.
    pub at: i64,
    pub text: String,
}

/// A change to the database.
#[derive(Clone, Debug)]
pub enum Write {
    NewGame(GameRow, Vec<SeatRow>),
    Action {
        game_id: String,
        row: ActionRow,
    },
    Status {
        game_id: String,
        status: Status,
    },
    Chat {
        game_id: String,
        row: ChatRow,
    },
    /// Links a finished game to its rematch (written with the new game).
    Rematch {
        game_id: String,
        rematch: String,
    },
    ClaimSeat {
        game_id: String,
        seat: usize,
        token_hash: String,
        name: Option<String>,
    },
    /// A person left or came back, or ran out of time (T-3 .. T-5).
    Away {
        game_id: String,
        seat: usize,
        away: Option<String>,
    },
    /// The clocks as they stand after a change (T-1).
    Clocks {
        game_id: String,
        clocks: String,
    },
    /// U-1: the action at `row.idx` is taken back; the actions after it
    /// (`moved`, other seats' silent steps) move one place up.
    Undo {
        game_id: String,
        row: UndoRow,
        moved: Vec<ActionRow>,
    },
    /// This server is alive at `at` (T-2: how long it was down is read
    /// from it when the next one starts).
    Heartbeat {
        node: String,
        at: i64,
    },
    /// The review of a finished game (`urbs_review::Review` as JSON).
    Review {
        game_id: String,
        review: String,
        at: i64,
    },
    /// PostgreSQL: the other writes of this game are committed only if
    /// server `node` still holds it at `epoch` (its fencing token); the
    /// game's row stays locked until the commit, so no other server can
    /// take the game over in between (see `crate::cluster`).
    Fence {
        game_id: String,
        node: String,
        epoch: i64,
    },
    /// A new game is held by server `node` from the start, at `epoch`.
    Own {
        game_id: String,
        node: String,
        epoch: i64,
    },
}

impl Write {
    /// The game this write changes, if any.
    fn game_id(&self) -> Option<&str> {
        match self {
            Write::NewGame(g, _) => Some(&g.id),
            Write::Action { game_id, .. }
            | Write::Status { game_id, .. }
            | Write::Chat { game_id, .. }
            | Write::Rematch { game_id, .. }
            | Write::ClaimSeat { game_id, .. }
            | Write::Away { game_id, .. }
            | Write::Clocks { game_id, .. }
            | Write::Undo { game_id, .. }
            | Write::Review { game_id, .. }
            | Write::Fence { game_id, .. }
            | Write::Own { game_id, .. } => Some(game_id),
            Write::Heartbeat { .. } => None,
        }
    }
}

/// Why a commit failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CommitError {
    /// The database refused the writes or did not answer.
    Failed(String),
    /// Another server holds these games now (their fences failed): nothing
    /// was written.
    Lost(Vec<String>),
}

impl std::fmt::Display for CommitError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CommitError::Failed(e) => f.write_str(e),
            CommitError::Lost(ids) => write!(
                f,
                "another server holds game {} now; nothing was written",
                ids.join(", ")
            ),
        }
    }
}

/// The channel on which a commit names every game it changed (PostgreSQL):
/// servers that show a game they do not hold read its new rows then.
pub const CHANGES_CHANNEL: &str = "urbs_games";

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

struct Job {
    writes: Vec<Write>,
    done: oneshot::Sender<Result<(), CommitError>>,
}

/// Most jobs committed in one transaction.
const MAX_BATCH: usize = 1024;

/// Longest wait for a connection to the database.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(3);

/// How often the writer copies SQLite's write-ahead log into the database:
/// after this long, or after this many commits, whichever comes first.
const CHECKPOINT_EVERY: Duration = Duration::from_millis(250);
const CHECKPOINT_COMMITS: u32 = 256;

/// A database URL fit to print: without its password.
pub fn redact(url: &str) -> String {
    let Some(scheme_end) = url.find("://").map(|i| i + 3) else {
        return url.to_string();
    };
    let rest = &url[scheme_end..];
    let host_start = rest.find('/').unwrap_or(rest.len());
    match rest[..host_start].rfind('@') {
        Some(at) => match rest[..at].split_once(':') {
            Some((user, _password)) => {
                format!("{}{user}:***{}", &url[..scheme_end], &rest[at..])
            }
            None => url.to_string(),
        },
        None => url.to_string(),
    }
}

/// The columns of `games` that [`GameRow`] is read from, for every query
/// that reads whole games (this module's and `follow.rs`'s).
macro_rules! game_columns {
    () => {
        "id, game, players, options, seed, status, created_at, position, rematch, \
         time_control, takeover, clocks, hints"
    };
}
pub(crate) use game_columns;

/// The layout of the tables: [`SCHEMA`] made version 1, and each of
/// [`MIGRATIONS`] raises it by one. A database records the version that
/// made it; a server brings an older one up to date when it opens it, and
/// refuses one of a newer version than it knows rather than misread it.
pub const SCHEMA_VERSION: i64 = 1 + MIGRATIONS.len() as i64;

/// The tables as version 1 laid them out. Never changed: a change to the
/// layout is a new entry of [`MIGRATIONS`], so that old databases follow.
const SCHEMA: &[&str] = &[
    "CREATE TABLE IF NOT EXISTS schema_version (version BIGINT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS games (
        id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        players BIGINT NOT NULL,
        options TEXT NOT NULL,
        seed BIGINT NOT NULL,
        status TEXT NOT NULL,
        created_at BIGINT NOT NULL)",
    "CREATE INDEX IF NOT EXISTS games_by_status ON games (status, created_at)",
    "CREATE TABLE IF NOT EXISTS seats (
        game_id TEXT NOT NULL,
        seat BIGINT NOT NULL,
        kind TEXT NOT NULL,
        bot TEXT,
        token_hash TEXT,
        name TEXT,
        PRIMARY KEY (game_id, seat))",
    "CREATE TABLE IF NOT EXISTS actions (
        game_id TEXT NOT NULL,
        idx BIGINT NOT NULL,
        seat BIGINT NOT NULL,
        action TEXT NOT NULL,
        client_key TEXT,
        PRIMARY KEY (game_id, idx))",
];

/// Entry `i` brings a database of version `i + 1` to version `i + 2`, in
/// one transaction with the new version number. Statements both SQLite and
/// PostgreSQL run.
const MIGRATIONS: &[&[&str]] = &[
    // 2: a game may start from a position (docs/positions.md), kept as the
    // position file's JSON; NULL for a game dealt from its seed.
    &["ALTER TABLE games ADD COLUMN position TEXT"],
    // 3: a finished game may lead to its rematch (the new game's id).
    &["ALTER TABLE games ADD COLUMN rematch TEXT"],
    // 4: the table talk of each game.
    &["CREATE TABLE chat (
        game_id TEXT NOT NULL,
        idx BIGINT NOT NULL,
        seat BIGINT NOT NULL,
        after_actions BIGINT NOT NULL,
        said_at BIGINT NOT NULL,
        text TEXT NOT NULL,
        PRIMARY KEY (game_id, idx))"],
    // 5: at the table (docs/rules/table.md): time controls and clocks, the
    // bot that plays for an absent player, who played each action and when,
    // the undos, and the server's heartbeat (so that time it was down is
    // not counted).
    &[
        "ALTER TABLE games ADD COLUMN time_control TEXT",
        "ALTER TABLE games ADD COLUMN takeover TEXT",
        "ALTER TABLE games ADD COLUMN clocks TEXT",
        "ALTER TABLE seats ADD COLUMN away TEXT",
        "ALTER TABLE actions ADD COLUMN by_bot BIGINT",
        "ALTER TABLE actions ADD COLUMN acted_at BIGINT",
        "CREATE TABLE undos (
            game_id TEXT NOT NULL,
            n BIGINT NOT NULL,
            seat BIGINT NOT NULL,
            public BIGINT NOT NULL,
            idx BIGINT NOT NULL,
            action TEXT NOT NULL,
            undone_at BIGINT NOT NULL,
            PRIMARY KEY (game_id, n))",
        "CREATE TABLE heartbeat (node TEXT PRIMARY KEY, alive_at BIGINT NOT NULL)",
    ],
    // 6: learning: whether the table offers hints, and the reviews of
    // finished games (docs/api.md, "Hints and reviews").
    &[
        "ALTER TABLE games ADD COLUMN hints BIGINT",
        "CREATE TABLE reviews (
            game_id TEXT PRIMARY KEY,
            review TEXT NOT NULL,
            made_at BIGINT NOT NULL)",
    ],
    // 7: several servers on one PostgreSQL database (docs/deploy.md): the
    // server that holds each game and the epoch of its hold (its fencing
    // token), the servers and their leases, rate-limit buckets every
    // server shares, and the secret servers forward requests with.
    &[
        "ALTER TABLE games ADD COLUMN owner TEXT",
        "ALTER TABLE games ADD COLUMN epoch BIGINT NOT NULL DEFAULT 0",
        "CREATE TABLE nodes (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            address TEXT NOT NULL,
            alive_at BIGINT NOT NULL,
            lease_until BIGINT NOT NULL,
            started_at BIGINT NOT NULL)",
        "CREATE TABLE buckets (
            bucket TEXT PRIMARY KEY,
            tokens DOUBLE PRECISION NOT NULL,
            at_ms BIGINT NOT NULL,
            full_at BIGINT NOT NULL)",
        "CREATE TABLE cluster (name TEXT PRIMARY KEY, value TEXT NOT NULL)",
    ],
];

/// The database behind the server.
#[derive(Clone)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    writer: mpsc::Sender<Job>,
    shared: Arc<Shared>,
}

/// What every copy of a [`Store`] shares.
struct Shared {
    /// Set to make the writer finish the queued jobs and stop.
    closing: watch::Sender<bool>,
    writer_task: Mutex<Option<JoinHandle<()>>>,
    /// This server's claim on an SQLite database, released when it closes.
    claim: Mutex<Option<Claim>>,
    /// The database's URL (PostgreSQL: for the connection that listens to
    /// [`CHANGES_CHANNEL`]).
    url: String,
    /// SQLite's `max_page_count` for the writer (0: no limit of ours);
    /// tests fill a database with it.
    page_limit: AtomicU64,
}

/// One server per SQLite database: an exclusive lock on a file beside the
/// database, which goes when the process does, however it ends. (Several
/// servers share a PostgreSQL database, each game held by one of them at a
/// time: `crate::cluster`.)
enum Claim {
    File(#[allow(dead_code)] std::fs::File),
}

/// The key of PostgreSQL's advisory lock on a database ("urbs"): held by a
/// server while it brings the schema up to date, so that servers starting
/// together migrate it one at a time. (urbs before schema version 7 held it
/// for as long as it ran: one server per database.)
const ADVISORY_KEY: i64 = 0x7572_6273;

/// How long a PostgreSQL server waits for another one to finish migrating.
const MIGRATION_WAIT: Duration = Duration::from_secs(5);

pub(crate) fn db_err(e: sqlx::Error) -> String {
    format!("database error: {e}")
}

/// Creates the tables of a new database, brings an older one up to
/// [`SCHEMA_VERSION`] (a database from before versions were recorded has
/// version 1's layout), and refuses one whose version this build does not
/// know. Called with the database claimed, so no other server migrates it
/// at the same time.
async fn prepare_schema(conn: &mut AnyConnection) -> Result<(), String> {
    for statement in SCHEMA {
        (&mut *conn).execute(*statement).await.map_err(db_err)?;
    }
    let found: Option<i64> = sqlx::query_scalar("SELECT MAX(version) FROM schema_version")
        .fetch_one(&mut *conn)
        .await
        .map_err(db_err)?;
    let found = found.unwrap_or(1);
    if found > SCHEMA_VERSION {
        return Err(format!(
            "its schema version is {found}, written by a newer urbs; this build knows version \
             {SCHEMA_VERSION} and leaves the database untouched"
        ));
    }
    if found < 1 {
        return Err(format!(
            "its schema version is {found}, which no urbs has written (the first is 1)"
        ));
    }
    for (i, statements) in MIGRATIONS.iter().enumerate().skip(found as usize - 1) {
        let to = i as i64 + 2;
        let mut tx = conn.begin().await.map_err(db_err)?;
        for statement in *statements {
            (&mut *tx)
                .execute(*statement)
                .await
                .map_err(|e| format!("bringing it to schema version {to}: {}", db_err(e)))?;
        }
        sqlx::query("DELETE FROM schema_version")
            .execute(&mut *tx)
            .await
            .map_err(db_err)?;
        sqlx::query("INSERT INTO schema_version (version) VALUES ($1)")
            .bind(to)
            .execute(&mut *tx)
            .await
            .map_err(db_err)?;
        tx.commit().await.map_err(db_err)?;
    }
    if found == SCHEMA_VERSION {
        // A new database, or one from before versions were recorded.
        let recorded: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM schema_version")
            .fetch_one(&mut *conn)
            .await
            .map_err(db_err)?;
        if recorded == 0 {
            sqlx::query("INSERT INTO schema_version (version) VALUES ($1)")
                .bind(SCHEMA_VERSION)
                .execute(&mut *conn)
                .await
                .map_err(db_err)?;
        }
    }
    Ok(())
}

/// SQLite settings of every connection. WAL lets readers run beside the
/// writer; FULL syncs the log at every commit, so an acknowledged action
/// survives even a power cut, not only a killed process. The writer
/// checkpoints the log itself, between commits, so it stays small.
const SQLITE_PRAGMAS: &[&str] = &[
    "PRAGMA journal_mode = WAL",
    "PRAGMA synchronous = FULL",
    "PRAGMA busy_timeout = 5000",
    "PRAGMA wal_autocheckpoint = 0",
];

/// The file a `sqlite:` URL names (`None` for an in-memory database).
fn sqlite_path(url: &str) -> Option<std::path::PathBuf> {
    let rest = url.strip_prefix("sqlite:")?;
    let rest = rest.strip_prefix("//").unwrap_or(rest);
    let path = rest.split('?').next().unwrap_or("");
    (!path.is_empty() && path != ":memory:").then(|| std::path::PathBuf::from(path))
}

/// Claims the SQLite database at `path` for this process.
fn claim_sqlite(path: &std::path::Path) -> Result<Claim, String> {
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
    /// Opens (and for SQLite creates) the database and its tables, claims it
    /// for this server, and starts the writer task. Fails at once, with the
    /// database's own words, on a file that is not a database, a location
    /// that cannot be written, a server that does not answer, or a database
    /// another urbs server is using.
    pub async fn open(url: &str) -> Result<Store, String> {
        sqlx::any::install_default_drivers();
        let backend = Backend::of_url(url)?;
        let url = match backend {
            Backend::Sqlite if !url.contains("mode=") => {
                let sep = if url.contains('?') { '&' } else { '?' };
                format!("{url}{sep}mode=rwc")
            }
            _ => url.to_string(),
        };
        let shown = redact(&url);
        let cannot = |e: String| format!("cannot open database {shown}: {e}");
        let claim = match backend {
            Backend::Sqlite => sqlite_path(&url).map(|p| claim_sqlite(&p)).transpose()?,
            Backend::Postgres => None,
        };
        let options = AnyConnectOptions::from_str(&url).map_err(|e| cannot(db_err(e)))?;
        // One connection first, on its own: its errors are the real cause,
        // where a pool would retry until it timed out.
        let mut first =
            tokio::time::timeout(CONNECT_TIMEOUT, AnyConnection::connect_with(&options))
                .await
                .map_err(|_| cannot("no answer in time".into()))?
                .map_err(|e| cannot(db_err(e)))?;
        if backend == Backend::Sqlite {
            for pragma in SQLITE_PRAGMAS {
                (&mut first)
                    .execute(*pragma)
                    .await
                    .map_err(|e| cannot(db_err(e)))?;
            }
        }
        if backend == Backend::Postgres {
            // Taken before the schema is touched: servers starting together
            // never migrate it at once.
            let waited = Instant::now();
            loop {
                let got: bool = sqlx::query_scalar("SELECT pg_try_advisory_lock($1)")
                    .bind(ADVISORY_KEY)
                    .fetch_one(&mut first)
                    .await
                    .map_err(|e| cannot(db_err(e)))?;
                if got {
                    break;
                }
                if waited.elapsed() >= MIGRATION_WAIT {
                    return Err(format!(
                        "another urbs server holds the database {shown} for itself (an urbs \
                         older than schema version {SCHEMA_VERSION}, which runs one server per \
                         database); stop it first, or give this server another --database"
                    ));
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
        let prepared = prepare_schema(&mut first)
            .await
            .map_err(|e| format!("cannot use database {shown}: {e}"));
        if backend == Backend::Postgres {
            let _ = sqlx::query("SELECT pg_advisory_unlock($1)")
                .bind(ADVISORY_KEY)
                .fetch_all(&mut first)
                .await;
        }
        let _ = first.close().await;
        prepared?;
        let pool = AnyPoolOptions::new()
            .max_connections(match backend {
                Backend::Sqlite => 4,
                Backend::Postgres => 8,
            })
            // A database that is away fails a request fast rather than hang it.
            .acquire_timeout(CONNECT_TIMEOUT)
            .after_connect(move |conn, _| {
                Box::pin(async move {
                    if backend == Backend::Sqlite {
                        for pragma in SQLITE_PRAGMAS {
                            (&mut *conn).execute(*pragma).await?;
                        }
                    }
                    Ok(())
                })
            })
            .connect_lazy_with(options);
        let (tx, rx) = mpsc::channel(1 << 16);
        let shared = Arc::new(Shared {
            closing: watch::channel(false).0,
            writer_task: Mutex::new(None),
            claim: Mutex::new(claim),
            url: url.clone(),
            page_limit: AtomicU64::new(0),
        });
        let task = tokio::spawn(write_loop(pool.clone(), backend, rx, shared.clone()));
        *shared.writer_task.lock().expect("writer lock") = Some(task);
        Ok(Store {
            pool,
            backend,
            writer: tx,
            shared,
        })
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Commits the writes queued so far, stops the writer, closes the
    /// connections and gives up this server's claim on the database.
    pub async fn close(&self) {
        let _ = self.shared.closing.send(true);
        let task = self.shared.writer_task.lock().expect("writer lock").take();
        if let Some(task) = task {
            let _ = task.await;
        }
        self.pool.close().await;
        drop(self.shared.claim.lock().expect("claim lock").take());
    }

    /// The connections (for the SQL of `crate::cluster` and its followers).
    pub(crate) fn pool(&self) -> &AnyPool {
        &self.pool
    }

    /// The database's URL, as the server was given it.
    pub(crate) fn url(&self) -> &str {
        &self.shared.url
    }

    /// Caps an SQLite database at `pages` pages from the next commit on (0:
    /// no cap of ours), as a full disk would; for tests.
    pub fn set_page_limit(&self, pages: u64) {
        self.shared.page_limit.store(pages, Ordering::SeqCst);
    }

    /// Commits `writes` in one transaction (possibly shared with other
    /// callers' writes) and returns once they are durable. A caller that
    /// stops waiting before the transaction starts takes its writes back.
    pub async fn commit(&self, writes: Vec<Write>) -> Result<(), CommitError> {
        let stopped = || CommitError::Failed("the database writer has stopped".to_string());
        let (done, wait) = oneshot::channel();
        self.writer
            .send(Job { writes, done })
            .await
            .map_err(|_| stopped())?;
        wait.await.map_err(|_| stopped())?
    }

    /// The unfinished games with a bot seat or a bot playing for an absent
    /// person, whose bots must carry on.
    pub async fn unfinished_with_bots(&self) -> Result<Vec<String>, String> {
        sqlx::query_scalar(
            "SELECT DISTINCT g.id FROM games g JOIN seats s ON s.game_id = g.id
             WHERE g.status IN ('open', 'active') AND (s.kind = 'bot' OR s.away IS NOT NULL)
             ORDER BY g.id",
        )
        .fetch_all(&self.pool)
        .await
        .map_err(db_err)
    }

    /// The clocks of the unfinished games that have them: `(id, clocks)`.
    pub async fn unfinished_clocks(&self) -> Result<Vec<(String, String)>, String> {
        sqlx::query_as(
            "SELECT id, clocks FROM games
             WHERE status IN ('open', 'active') AND clocks IS NOT NULL ORDER BY id",
        )
        .fetch_all(&self.pool)
        .await
        .map_err(db_err)
    }

    /// The stored review of game `id`, if one was made.
    pub async fn load_review(&self, id: &str) -> Result<Option<String>, String> {
        sqlx::query_scalar("SELECT review FROM reviews WHERE game_id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await
            .map_err(db_err)
    }

    /// When a server last said it was alive on this database (T-2).
    pub async fn last_alive(&self) -> Result<Option<i64>, String> {
        sqlx::query_scalar("SELECT MAX(alive_at) FROM heartbeat")
            .fetch_one(&self.pool)
            .await
            .map_err(db_err)
    }

    /// T-6: the games waiting for players or for a move that have seen no
    /// action since `cutoff` (and were made before it); a game with a
    /// clock never waits once it has begun, since bots play for whoever
    /// runs out of time.
    pub async fn stale_games(&self, cutoff: i64) -> Result<Vec<String>, String> {
        sqlx::query_scalar(
            "SELECT g.id FROM games g
             WHERE g.created_at < $1
               AND (g.status = 'open' OR (g.status = 'active' AND g.time_control IS NULL))
               AND NOT EXISTS (
                 SELECT 1 FROM actions a WHERE a.game_id = g.id AND a.acted_at >= $1)
             ORDER BY g.id",
        )
        .bind(cutoff)
        .fetch_all(&self.pool)
        .await
        .map_err(db_err)
    }

    /// The size of SQLite's write-ahead log file, in bytes (`None` for
    /// PostgreSQL or an in-memory database).
    pub fn wal_bytes(url: &str) -> Option<u64> {
        let path = sqlite_path(url)?;
        let mut wal = path.into_os_string();
        wal.push("-wal");
        Some(std::fs::metadata(wal).map_or(0, |m| m.len()))
    }

    /// One game by id, if it exists.
    pub async fn load_game(&self, id: &str) -> Result<Option<StoredGame>, String> {
        let games = sqlx::query(concat!(
            "SELECT ",
            game_columns!(),
            " FROM games WHERE id = $1"
        ))
        .bind(id)
        .fetch_all(&self.pool)
        .await
        .map_err(db_err)?;
        if games.is_empty() {
            return Ok(None);
        }
        let seats = sqlx::query(
            "SELECT game_id, seat, kind, bot, token_hash, name, away FROM seats
             WHERE game_id = $1 ORDER BY seat",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await
        .map_err(db_err)?;
        let actions = sqlx::query(
            "SELECT game_id, idx, seat, action, client_key, by_bot, acted_at FROM actions
             WHERE game_id = $1 ORDER BY idx",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await
        .map_err(db_err)?;
        let chat = sqlx::query(
            "SELECT idx, seat, after_actions, said_at, text FROM chat
             WHERE game_id = $1 ORDER BY idx",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await
        .map_err(db_err)?;
        let undos = sqlx::query(
            "SELECT n, seat, public, idx, action, undone_at FROM undos
             WHERE game_id = $1 ORDER BY n",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await
        .map_err(db_err)?;
        let mut game = assemble(games, seats, actions)?.pop();
        if let Some(g) = game.as_mut() {
            for r in &undos {
                g.undos.push(UndoRow {
                    n: r.try_get::<i64, _>("n").map_err(db_err)? as usize,
                    seat: r.try_get::<i64, _>("seat").map_err(db_err)? as usize,
                    public: r.try_get::<i64, _>("public").map_err(db_err)? != 0,
                    idx: r.try_get::<i64, _>("idx").map_err(db_err)? as usize,
                    action: r.try_get("action").map_err(db_err)?,
                    at: r.try_get("undone_at").map_err(db_err)?,
                });
            }
            for r in &chat {
                g.chat.push(chat_row(r)?);
            }
        }
        Ok(game)
    }

    /// The newest games (with a status, if given) and their seats, for the lobby.
    pub async fn list(
        &self,
        status: Option<Status>,
        limit: usize,
    ) -> Result<Vec<(GameRow, Vec<SeatRow>)>, String> {
        let limit = limit as i64;
        let games = match status {
            Some(s) => sqlx::query(concat!(
                "SELECT ",
                game_columns!(),
                " FROM games WHERE status = $1 ORDER BY created_at DESC, id LIMIT $2"
            ))
            .bind(s.as_str())
            .bind(limit),
            None => sqlx::query(concat!(
                "SELECT ",
                game_columns!(),
                " FROM games ORDER BY created_at DESC, id LIMIT $1"
            ))
            .bind(limit),
        }
        .fetch_all(&self.pool)
        .await
        .map_err(db_err)?;
        let mut out = Vec::with_capacity(games.len());
        for g in games {
            let row = game_row(&g)?;
            let seats = sqlx::query(
                "SELECT game_id, seat, kind, bot, token_hash, name, away FROM seats
                 WHERE game_id = $1 ORDER BY seat",
            )
            .bind(&row.id)
            .fetch_all(&self.pool)
            .await
            .map_err(db_err)?
            .iter()
            .map(seat_row)
            .collect::<Result<Vec<_>, _>>()?;
            out.push((row, seats));
        }
        Ok(out)
    }
}

pub(crate) fn game_row(r: &AnyRow) -> Result<GameRow, String> {
    let status: String = r.try_get("status").map_err(db_err)?;
    Ok(GameRow {
        id: r.try_get("id").map_err(db_err)?,
        game: r.try_get("game").map_err(db_err)?,
        players: r.try_get::<i64, _>("players").map_err(db_err)? as usize,
        options: r.try_get("options").map_err(db_err)?,
        // Seeds are u64 kept bit for bit in a signed BIGINT.
        seed: r.try_get::<i64, _>("seed").map_err(db_err)? as u64,
        status: status.parse()?,
        created_at: r.try_get("created_at").map_err(db_err)?,
        position: r.try_get("position").map_err(db_err)?,
        rematch: r.try_get("rematch").map_err(db_err)?,
        time_control: r.try_get("time_control").map_err(db_err)?,
        takeover: r.try_get("takeover").map_err(db_err)?,
        clocks: r.try_get("clocks").map_err(db_err)?,
        hints: r
            .try_get::<Option<i64>, _>("hints")
            .map_err(db_err)?
            .is_some_and(|h| h != 0),
    })
}

pub(crate) fn seat_row(r: &AnyRow) -> Result<SeatRow, String> {
    Ok(SeatRow {
        seat: r.try_get::<i64, _>("seat").map_err(db_err)? as usize,
        kind: r.try_get("kind").map_err(db_err)?,
        bot: r.try_get("bot").map_err(db_err)?,
        token_hash: r.try_get("token_hash").map_err(db_err)?,
        name: r.try_get("name").map_err(db_err)?,
        away: r.try_get("away").map_err(db_err)?,
    })
}

pub(crate) fn action_row(a: &AnyRow) -> Result<ActionRow, String> {
    Ok(ActionRow {
        idx: a.try_get::<i64, _>("idx").map_err(db_err)? as usize,
        seat: a.try_get::<i64, _>("seat").map_err(db_err)? as usize,
        action: a.try_get("action").map_err(db_err)?,
        key: a.try_get("client_key").map_err(db_err)?,
        by_bot: a
            .try_get::<Option<i64>, _>("by_bot")
            .map_err(db_err)?
            .is_some_and(|b| b != 0),
        at: a.try_get("acted_at").map_err(db_err)?,
    })
}

pub(crate) fn chat_row(r: &AnyRow) -> Result<ChatRow, String> {
    Ok(ChatRow {
        idx: r.try_get::<i64, _>("idx").map_err(db_err)? as usize,
        seat: r.try_get::<i64, _>("seat").map_err(db_err)? as usize,
        after: r.try_get::<i64, _>("after_actions").map_err(db_err)? as usize,
        at: r.try_get("said_at").map_err(db_err)?,
        text: r.try_get("text").map_err(db_err)?,
    })
}

/// Groups rows (all sorted by game id) into games.
fn assemble(
    games: Vec<AnyRow>,
    seats: Vec<AnyRow>,
    actions: Vec<AnyRow>,
) -> Result<Vec<StoredGame>, String> {
    let mut out: Vec<StoredGame> = Vec::with_capacity(games.len());
    let mut index = std::collections::HashMap::new();
    for g in &games {
        let row = game_row(g)?;
        index.insert(row.id.clone(), out.len());
        out.push(StoredGame {
            row,
            seats: Vec::new(),
            actions: Vec::new(),
            chat: Vec::new(),
            undos: Vec::new(),
        });
    }
    for s in &seats {
        let id: String = s.try_get("game_id").map_err(db_err)?;
        if let Some(&i) = index.get(&id) {
            out[i].seats.push(seat_row(s)?);
        }
    }
    for a in &actions {
        let id: String = a.try_get("game_id").map_err(db_err)?;
        if let Some(&i) = index.get(&id) {
            out[i].actions.push(action_row(a)?);
        }
    }
    Ok(out)
}

/// The writer: takes every job waiting, commits them in one transaction,
/// then answers each. While one commit runs the next batch gathers, so the
/// number of commits per second stays near the disk's sync rate however
/// many actions arrive. It writes on one connection of its own, and throws
/// that connection away after any error: a connection whose commit or
/// rollback failed may still be inside its transaction, and would turn the
/// next `BEGIN` into a savepoint whose "commit" makes nothing durable.
async fn write_loop(
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
                eprintln!("urbs-server: commit failed, dropping the writer's connection: {e}");
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
            eprintln!("urbs-server: checkpoint: {e}");
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
                    time_control, takeover, clocks, hints)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
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
                    "INSERT INTO chat (game_id, idx, seat, after_actions, said_at, text)
                     VALUES ($1, $2, $3, $4, $5, $6)",
                )
                .bind(game_id)
                .bind(row.idx as i64)
                .bind(row.seat as i64)
                .bind(row.after as i64)
                .bind(row.at)
                .bind(&row.text)
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
            } => {
                sqlx::query("UPDATE seats SET away = $1 WHERE game_id = $2 AND seat = $3")
                    .bind(away.clone())
                    .bind(game_id)
                    .bind(*seat as i64)
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

    #[test]
    fn passwords_are_never_printed() {
        assert_eq!(
            redact("postgres://ann:secret@db.example:5432/urbs"),
            "postgres://ann:***@db.example:5432/urbs"
        );
        assert_eq!(redact("postgres://ann@db/urbs"), "postgres://ann@db/urbs");
        assert_eq!(redact("sqlite:./urbs.db"), "sqlite:./urbs.db");
    }

    #[test]
    fn urls_pick_the_backend() {
        assert_eq!(Backend::of_url("sqlite:x.db"), Ok(Backend::Sqlite));
        assert_eq!(Backend::of_url("postgres://u@h/db"), Ok(Backend::Postgres));
        assert!(Backend::of_url("mysql://x").is_err());
    }
}
