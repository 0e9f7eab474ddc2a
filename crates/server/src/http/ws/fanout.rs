//! One state message per change and view, shared by every socket that
//! watches a game the same way (a thousand spectators, mostly): the first
//! to need it renders and serialises it, the others send the same bytes.
//!
//! Nobody's acknowledgement waits on it: spectators' sockets run on a
//! runtime of their own ([`spawn_spectator`]). In the server's runtime, a
//! thousand spectators woken by a move would be a thousand tasks queued
//! ahead of the next seat's action, and its acknowledgement waited until
//! they had all pushed; on their own threads they are the system's to
//! share the cores with, and a seat's socket is served as soon as it speaks.

use std::collections::HashMap;
use std::future::Future;
use std::sync::{Arc, LazyLock, Mutex, Weak};

use axum::extract::ws::Utf8Bytes;
use tokio::sync::OnceCell;
use urbs_engine::Seat;
use urbs_i18n::Lang;

use crate::hub::GameCell;
use crate::table::state::GameState;

/// How a socket watches: the same view of the same version is the same
/// message.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) struct View {
    pub seat: Option<Seat>,
    /// The log and chat already sent: the message carries what follows.
    pub log_from: usize,
    pub chat_from: usize,
    pub text: bool,
    pub lang: Option<Lang>,
}

/// A state rendered for a view.
pub(super) struct Rendered {
    /// The state without its log, chat and time: what tells whether a
    /// viewer saw a change.
    pub bare: GameState,
    /// Whether it brings log lines or chat.
    pub news: bool,
    pub log_end: usize,
    pub chat_end: usize,
    /// The `state` message, serialised once.
    pub message: Utf8Bytes,
}

/// The views rendered of one game's newest version.
struct Share {
    /// Held so that the game's address is not reused while it is a key.
    cell: Weak<GameCell>,
    version: u64,
    views: HashMap<View, Arc<OnceCell<Arc<Rendered>>>>,
}

static SHARES: LazyLock<Mutex<HashMap<usize, Share>>> = LazyLock::new(Mutex::default);

/// The state of version `version` of `cell` for `view`, rendered by
/// `render` once for every socket that asks for it; a socket behind the
/// newest version renders its own.
pub(super) async fn rendered(
    cell: &Arc<GameCell>,
    version: u64,
    view: View,
    render: impl FnOnce() -> Rendered,
) -> Arc<Rendered> {
    let slot = {
        let mut shares = SHARES.lock().expect("shares lock");
        let key = Arc::as_ptr(cell) as usize;
        if !shares.contains_key(&key) {
            // Games gone from memory leave their shares behind: forget them.
            shares.retain(|_, s| s.cell.strong_count() > 0);
        }
        let share = shares.entry(key).or_insert_with(|| Share {
            cell: Arc::downgrade(cell),
            version,
            views: HashMap::new(),
        });
        if share.version < version {
            share.version = version;
            share.views.clear();
        }
        (share.version == version).then(|| share.views.entry(view).or_default().clone())
    };
    match slot {
        Some(slot) => slot
            .get_or_init(|| async { Arc::new(render()) })
            .await
            .clone(),
        None => Arc::new(render()),
    }
}

/// The spectators' runtime: half the cores' threads (at least one), so the
/// seats, the hub and the commits keep the others.
static SPECTATORS: LazyLock<tokio::runtime::Runtime> = LazyLock::new(|| {
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads((cores / 2).max(1))
        .thread_name("urbs-spectators")
        .enable_all()
        .build()
        .expect("the spectators' runtime starts")
});

/// Runs a spectator's socket on the spectators' runtime, to its end.
pub(super) async fn spawn_spectator(session: impl Future<Output = ()> + Send + 'static) {
    // A session that panicked has closed its socket: nothing to add.
    let _ = SPECTATORS.spawn(session).await;
}
