//! The database: games as event logs (setup row, seat rows, one row per
//! action), written by one task that batches concurrent writes into one
//! transaction (group commit) and answers each writer only after the commit.
//!
//! The same SQL runs on SQLite and PostgreSQL through sqlx's `Any` driver:
//! `$N` parameters, `TEXT` and `BIGINT` columns, nothing else.
//!
//! Every SQL statement of the crate is in this wing, and it imports from
//! no other part of the crate: the parts above call it in their own words
//! and hand it what only they know (a rating's arithmetic, a queue's plan)
//! as plain values or closures.
//!
//! This file holds the rows, the writes and opening a database; the tables
//! and their migrations are `schema.rs`, SQLite's own files `sqlite.rs`,
//! the parsing of rows `rows.rs`, the reads of games `games.rs`, stored
//! outcomes and damaged games `outcomes.rs`, the writer `writer.rs`, the
//! cluster's SQL `nodes.rs` and a follower's reads `delta.rs`. Beside the
//! games: `accounts.rs` and the sessions' tables `sessions.rs`,
//! `invitations.rs`, `ratings.rs`, play now's queue `playnow.rs`,
//! notifications `notify.rs`, and the test helpers' SQL `testing.rs`
//! (feature `testing`).

use std::str::FromStr;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};
use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::{AnyConnection, AnyPool, Connection, Executor};
use tokio::sync::{mpsc, oneshot, watch};
use tokio::task::JoinHandle;

mod accounts;
mod delta;
mod games;
mod invitations;
mod nodes;
mod notify;
mod outcomes;
mod playnow;
mod ratings;
mod rows;
mod schema;
pub(crate) mod sessions;
mod sqlite;
#[cfg(feature = "testing")]
pub(crate) mod testing;
mod writer;

pub use accounts::{AccountRow, DELETED_PLAYER, HeldSeat, Refused};
pub(crate) use delta::Delta;
pub use games::Listed;
pub use invitations::{Answer, Invitation, LISTED, NewInvitation};
pub(crate) use nodes::{Holding, TakeOver};
pub use notify::{DueRow, OutboxRow, PendingTurn, Settings, Subscription};
pub use outcomes::{OutcomeDispute, ReadError};
pub(crate) use outcomes::{damaged_write, outcome_write, parse_outcome};
pub use playnow::{Ask, Busy, Claimed, Entry, Pace, QueueCutoffs, Waiting};
pub use ratings::{Change, FinishedGame, HeldBy, Leader, Played, Point, Reckon, Standing};
pub(crate) use rows::{action_row, chat_row, game_columns, game_row, seat_row};
pub use schema::SCHEMA_VERSION;
use schema::{SQLITE_PRAGMAS, prepare_schema};
pub(crate) use sessions::SessionRows;
/// The file of a `sqlite:` URL (the seat key is kept beside it).
pub(crate) use sqlite::sqlite_path as sqlite_file;
use sqlite::{Claim, claim_sqlite, sqlite_path};
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
    /// The edition of the game's rules it is played under, for good
    /// (docs/rules/changelog/); 1 for games stored before editions.
    pub edition: u32,
    /// In the public lists (`GET /api/games`); a guided first game is not.
    pub listed: bool,
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
    /// Who left, ran out of time or came back, and when (T-3 .. T-5).
    pub away_changes: Vec<AwayRow>,
    /// The outcome stored when the game finished (`urbs_engine::Outcome` as
    /// JSON); `None` before it finished, and for games finished before
    /// outcomes were stored (schema version 8), until it is first rebuilt.
    pub outcome: Option<String>,
    /// The seats an account holds (N-1: only their turns are written).
    pub held: Vec<usize>,
}

/// A person left (`away` "left"), ran out of time ("time") or came back
/// (`None`), number `n` (from 0) of the game's, after `after` actions.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AwayRow {
    pub n: usize,
    pub seat: usize,
    pub away: Option<String>,
    pub after: usize,
    /// Milliseconds since the Unix epoch.
    pub at: i64,
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
    /// The key the seat sent it with, which makes sending it again safe;
    /// the seat's own business, never shown.
    #[serde(skip)]
    pub key: Option<String>,
}

/// A change to the database.
#[derive(Clone, Debug)]
pub enum Write {
    NewGame(GameRow, Vec<SeatRow>),
    /// The key game `game_id` was created with (its hash), written with
    /// the game: a second game under the same key fails to commit.
    CreateKey {
        game_id: String,
        key_hash: String,
        request: String,
    },
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
    /// A person left or came back, or ran out of time (T-3 .. T-5); the
    /// change is kept in order for the table's log (`row`).
    Away {
        game_id: String,
        seat: usize,
        away: Option<String>,
        row: AwayRow,
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
    /// What the game came to (`urbs_engine::Outcome` as JSON), committed
    /// with the action that finished it; never overwritten.
    Outcome {
        game_id: String,
        outcome: String,
    },
    /// The game cannot be rebuilt from its rows, and why; never retried
    /// (see `outcomes.rs`).
    Damaged {
        game_id: String,
        reason: String,
    },
    /// Turns of people that began or ended with this change (N-1):
    /// committed with it, so the notifications' outbox (`crate::notify`)
    /// loses none when a server dies.
    Turns {
        game_id: String,
        began: Vec<TurnRow>,
        ended: Vec<usize>,
        at: i64,
    },
    /// The turns going on in seats accounts hold, each written unless its
    /// seat has a turn open already (N-1: a seat just claimed).
    OpenTurns {
        game_id: String,
        open: Vec<TurnRow>,
        at: i64,
    },
}

/// A person's turn that began: seat `seat` must act after `turn` actions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnRow {
    pub seat: usize,
    pub turn: usize,
    /// N-3: when to remind them (half the move's time), in turn-based games.
    pub remind_at: Option<i64>,
    /// A game with a time per move (N-2); others are real time.
    pub turn_based: bool,
}

impl Write {
    /// The game this write changes, if any.
    fn game_id(&self) -> Option<&str> {
        match self {
            Write::NewGame(g, _) => Some(&g.id),
            Write::CreateKey { game_id, .. }
            | Write::Action { game_id, .. }
            | Write::Status { game_id, .. }
            | Write::Chat { game_id, .. }
            | Write::Rematch { game_id, .. }
            | Write::ClaimSeat { game_id, .. }
            | Write::Away { game_id, .. }
            | Write::Clocks { game_id, .. }
            | Write::Undo { game_id, .. }
            | Write::Review { game_id, .. }
            | Write::Fence { game_id, .. }
            | Write::Own { game_id, .. }
            | Write::Outcome { game_id, .. }
            | Write::Damaged { game_id, .. }
            | Write::Turns { game_id, .. }
            | Write::OpenTurns { game_id, .. } => Some(game_id),
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
    /// Set by tests: every commit fails, as a database answering with an
    /// error would ([`Store::refuse_commits`]).
    refusing: AtomicBool,
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
            refusing: AtomicBool::new(false),
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

    /// While `refuse`, every commit from the next on fails before it
    /// reaches the database, as when the database answers each write with
    /// an error; for tests that need the refusal of one given change (a
    /// page cap refuses only the writes that need a new page).
    pub fn refuse_commits(&self, refuse: bool) {
        self.shared.refusing.store(refuse, Ordering::SeqCst);
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
