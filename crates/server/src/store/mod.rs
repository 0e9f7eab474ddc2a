//! The database: games as event logs (setup row, seat rows, one row per
//! action), written by one task that batches concurrent writes into one
//! transaction (group commit) and answers each writer only after the commit.
//!
//! The same SQL runs on SQLite and PostgreSQL through sqlx's `Any` driver:
//! `$N` parameters, `TEXT` and `BIGINT` columns, nothing else.

use std::str::FromStr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};
use sqlx::any::{AnyConnectOptions, AnyPoolOptions, AnyRow};
use sqlx::{AnyConnection, AnyPool, Connection, Executor, Row};
use tokio::sync::{mpsc, oneshot, watch};
use tokio::task::JoinHandle;

mod delta;
mod nodes;
mod writer;

pub(crate) use delta::Delta;
pub(crate) use nodes::{Holding, TakeOver};
use writer::{Job, write_loop};

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

/// Longest wait for a connection to the database.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(3);

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
/// that reads whole games (this module's and `delta.rs`'s).
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
    // 8: accounts (`crate::accounts`): people with a name, a password hash
    // and passkeys, the seats they hold (with the seat's token, so "my
    // games" opens them on any device), and failed sign-ins (the limits
    // per account and per address). Sessions are tower-sessions' own table.
    &[
        "CREATE TABLE accounts (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            skeleton TEXT NOT NULL UNIQUE,
            password_hash TEXT,
            session_epoch BIGINT NOT NULL,
            created_at BIGINT NOT NULL)",
        "CREATE TABLE passkeys (
            credential_id TEXT PRIMARY KEY,
            account_id TEXT NOT NULL,
            passkey TEXT NOT NULL,
            created_at BIGINT NOT NULL)",
        "CREATE INDEX passkeys_by_account ON passkeys (account_id)",
        "CREATE TABLE account_seats (
            game_id TEXT NOT NULL,
            seat BIGINT NOT NULL,
            account_id TEXT NOT NULL,
            token TEXT NOT NULL,
            claimed_at BIGINT NOT NULL,
            PRIMARY KEY (game_id, seat))",
        "CREATE INDEX account_seats_by_account ON account_seats (account_id)",
        "CREATE TABLE sign_in_failures (subject TEXT NOT NULL, at_ms BIGINT NOT NULL)",
        "CREATE INDEX sign_in_failures_by_subject ON sign_in_failures (subject, at_ms)",
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

#[cfg(test)]
mod tests {
    use super::*;

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
