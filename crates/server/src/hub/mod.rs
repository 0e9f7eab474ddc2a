//! The games the server holds, and every change to them.
//!
//! - A game's committed state is an immutable snapshot (`Arc<Live>`): every
//!   read (a seat's state, a push, the replay) takes the current snapshot
//!   and works on it without holding any lock, so reads never wait.
//! - A change (an action, a join, a bot's move) is applied to a copy under
//!   the game's writer lock, committed, and only then published as the new
//!   snapshot and pushed. A commit that fails leaves the old snapshot in
//!   place: nothing uncommitted is ever shown, and the game stands where
//!   the database says. The game is read back from the database before its
//!   next change, since a failed commit may still have reached the disk.
//! - Bots think on their own turn (view, public log, legal actions) on the
//!   shared pool ([`bots`]), outside every lock; their move is then
//!   applied like anyone's, or dropped if the game moved on meanwhile.
//!
//! This file holds the games in memory and the one change path; each other
//! job has its own file: a game and its locks (`cell.rs`), what people ask
//! (`commands.rs`), bots (`bots.rs`), timers (`timers.rs`), hints and
//! reviews (`coach.rs`), games gained or lost among several servers
//! (`roles.rs`), games shown for another server (`follow.rs`), stored
//! outcomes and damaged games (`outcomes.rs`), who hears of committed
//! changes (`news.rs`), and why a request is refused (`error.rs`).

pub(crate) mod bots;
mod cell;
mod coach;
mod commands;
mod error;
pub(crate) mod follow;
mod news;
pub(crate) mod outcomes;
mod roles;
mod timers;

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use tokio::sync::Semaphore;

use crate::cluster::{Cluster, ClusterConfig};
use crate::limits::Limits;
use crate::store::{Backend, CommitError, ReadError, Store, Write};
use crate::table::TableError;
use crate::table::clock::{SystemTime, TimeSource};
use crate::table::live::Live;
use crate::table::tokens;
use bots::{BotConfig, BotPool};

pub(crate) use cell::GameCell;
pub use coach::ReviewStatus;
pub use commands::{CreateGame, Created, CreatedSeat, GameSummary, Joined, Rematch, TakenBack};
pub use error::{HubError, MOVED};

/// Changes under way at once, at most (a bound that is never reached; the
/// server takes every permit to wait for the last change when it stops).
const MAX_CHANGES: u32 = 1 << 20;

/// Every game the server knows, the database and the limits.
pub struct Hub {
    games: Mutex<HashMap<String, Arc<GameCell>>>,
    store: Store,
    pub limits: Limits,
    bots: BotPool,
    /// A permit per change under way; stopping takes them all.
    changes: Semaphore,
    stopping: AtomicBool,
    /// Where the server reads the time (clocks, abandonment, chat).
    time: Arc<dyn TimeSource>,
    /// T-3: per game with a running clock, when it must next be looked at.
    deadlines: timers::Deadlines,
    /// Hints, and reviews of finished games.
    coach: coach::Coach,
    /// PostgreSQL: this server among the others on the database.
    cluster: Option<Arc<Cluster>>,
    /// The games found damaged, and why: never rebuilt again (`outcomes.rs`).
    damaged: Mutex<HashMap<String, String>>,
    /// Who hears of the games this server finishes (`outcomes.rs`).
    finished: news::Listener,
    /// Who hears of the games whose turns changed (`crate::notify`).
    turned: news::Listener,
    /// The hub itself, for work a change starts in the background.
    me: std::sync::Weak<Hub>,
}

impl Hub {
    /// Starts the hub on `store`. Games are read back when asked for; the
    /// unfinished games with bot seats are read back in the background so
    /// that their bots carry on.
    pub async fn open(store: Store, limits: Limits, bots: BotConfig) -> Result<Arc<Hub>, String> {
        Hub::open_with(store, limits, bots, Arc::new(SystemTime)).await
    }

    /// [`Hub::open`] with the time read from `time` (tests move a
    /// [`crate::table::clock::ManualTime`] by hand). Before anything is served,
    /// the clocks that ran while no server did are moved on by the time
    /// it was down, so nobody loses it (T-2).
    pub async fn open_with(
        store: Store,
        limits: Limits,
        bots: BotConfig,
        time: Arc<dyn TimeSource>,
    ) -> Result<Arc<Hub>, String> {
        Hub::open_node(store, limits, bots, time, &ClusterConfig::default(), "").await
    }

    /// [`Hub::open_with`] for a server other servers reach at `advertise`
    /// (PostgreSQL: several servers share the database, `crate::cluster`;
    /// each game is held by one of them, which takes over the T-2
    /// bookkeeping game by game).
    pub async fn open_node(
        store: Store,
        limits: Limits,
        bots: BotConfig,
        time: Arc<dyn TimeSource>,
        cluster: &ClusterConfig,
        advertise: &str,
    ) -> Result<Arc<Hub>, String> {
        if store.backend() == Backend::Postgres {
            let cluster = Cluster::join(store.clone(), cluster, advertise, time.clone()).await?;
            let hub = Hub::assemble(store, limits, bots, time, HashMap::new(), Some(cluster));
            roles::start(&hub).await;
            return Ok(hub);
        }
        let (deadlines, with_bots) = timers::recover(&store, time.as_ref()).await?;
        let hub = Hub::assemble(store, limits, bots, time, deadlines, None);
        let weak = Arc::downgrade(&hub);
        tokio::spawn(async move {
            for id in with_bots {
                let Some(hub) = weak.upgrade() else { return };
                if hub.is_stopping() {
                    return;
                }
                match hub.cell(&id).await {
                    Ok(cell) => hub.kick_bots(&cell),
                    // One damaged game must not keep the others from being played.
                    Err(e) => tracing::warn!("game {id}: {e}"),
                }
            }
        });
        Ok(hub)
    }

    /// The hub and its background work: sweeping, abandonment, clocks and
    /// (SQLite) the heartbeat.
    fn assemble(
        store: Store,
        limits: Limits,
        bots: BotConfig,
        time: Arc<dyn TimeSource>,
        deadlines: HashMap<String, i64>,
        cluster: Option<Arc<Cluster>>,
    ) -> Arc<Hub> {
        let hub = Arc::new_cyclic(|me| Hub {
            me: me.clone(),
            games: Mutex::new(HashMap::new()),
            store,
            limits,
            bots: BotPool::new(bots),
            changes: Semaphore::new(MAX_CHANGES as usize),
            stopping: AtomicBool::new(false),
            time,
            deadlines: timers::Deadlines::new(deadlines),
            coach: coach::Coach::default(),
            cluster,
            damaged: Mutex::new(HashMap::new()),
            finished: news::Listener::default(),
            turned: news::Listener::default(),
        });
        timers::start(&hub);
        hub
    }

    /// PostgreSQL: this server among the others on the database.
    pub(crate) fn cluster(&self) -> Option<&Arc<Cluster>> {
        self.cluster.as_ref()
    }

    /// The game `id` if it is in memory.
    pub(crate) fn in_memory(&self, id: &str) -> Option<Arc<GameCell>> {
        self.games.lock().expect("games lock").get(id).cloned()
    }

    /// Every game in memory.
    pub(crate) fn in_memory_all(&self) -> Vec<Arc<GameCell>> {
        self.games
            .lock()
            .expect("games lock")
            .values()
            .cloned()
            .collect()
    }

    pub(crate) fn is_stopping(&self) -> bool {
        self.stopping.load(Ordering::SeqCst)
    }

    /// The time now, as the server reads it.
    pub fn now(&self) -> i64 {
        self.time.now_ms()
    }

    /// Commits rows that belong to no change of a game's state.
    pub(crate) async fn commit_writes(&self, writes: Vec<Write>) -> Result<(), HubError> {
        let _permit = self.begin_change()?;
        self.commit(writes).await
    }

    /// Stops the bots, refuses new changes, waits for the changes under way
    /// to be committed (or to fail), then closes the database.
    pub async fn shutdown(&self) {
        self.stopping.store(true, Ordering::SeqCst);
        let _all = self
            .changes
            .acquire_many(MAX_CHANGES)
            .await
            .expect("never closed");
        // The last moment this server was alive: the clocks stop here until
        // the next server starts (T-2), or (several servers) until another
        // one takes its games over, at once.
        match &self.cluster {
            Some(cluster) => cluster.retire(self.now()).await,
            None => {
                let beat = timers::heartbeat_write(self.now());
                let _ =
                    tokio::time::timeout(self.limits.commit_timeout, self.store.commit(vec![beat]))
                        .await;
            }
        }
        self.store.close().await;
    }

    /// Games held in memory now.
    pub fn games_in_memory(&self) -> usize {
        self.games.lock().expect("games lock").len()
    }

    /// The actions in the record of game `id`, if it is in memory (every
    /// action, the steps of secret choices included: for tests and
    /// operators, never sent to a client).
    pub fn record_len(&self, id: &str) -> Option<usize> {
        let cell = self.in_memory(id)?;
        Some(cell.current().actions())
    }

    /// Bot moves waiting for a place on the pool to think.
    pub fn bots_queued(&self) -> usize {
        self.bots.queued()
    }

    /// The database.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Lets go of the games nobody uses now (see [`Limits::keep_idle`]).
    pub fn sweep_now(&self) {
        self.sweep();
    }

    /// A permit for one change, refused once the server is stopping.
    fn begin_change(&self) -> Result<tokio::sync::SemaphorePermit<'_>, HubError> {
        if self.is_stopping() {
            return Err(HubError::Unavailable("the server is stopping".into()));
        }
        self.changes
            .try_acquire()
            .map_err(|_| HubError::Unavailable("the server is stopping".into()))
    }

    /// Commits `writes`, failing as unavailable if the database refuses or
    /// does not answer in time.
    async fn commit(&self, writes: Vec<Write>) -> Result<(), HubError> {
        match tokio::time::timeout(self.limits.commit_timeout, self.store.commit(writes)).await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(CommitError::Lost(_))) => Err(HubError::Moved),
            Ok(Err(e)) => {
                tracing::warn!("{e}");
                Err(HubError::Unavailable(
                    "the database did not confirm the change; nothing was changed (send the \
                     request again with its key to be safe)"
                        .into(),
                ))
            }
            Err(_) => Err(HubError::Unavailable(
                "the database did not answer in time; nothing was changed (send the request \
                 again with its key to be safe)"
                    .into(),
            )),
        }
    }

    /// Begins a change of `cell`'s game: a permit, the game's writer lock
    /// (the game read back first if a commit failed) and this server's
    /// epoch. `Moved`: another server holds the game and makes the change.
    async fn begin_writing<'c>(
        &self,
        cell: &'c GameCell,
    ) -> Result<(tokio::sync::SemaphorePermit<'_>, cell::Writing<'c>, i64), HubError> {
        let permit = self.begin_change()?;
        let writing = cell.write().await;
        let epoch = writing.epoch();
        if epoch == 0 {
            return Err(HubError::Moved);
        }
        self.settle(&writing).await?;
        Ok((permit, writing, epoch))
    }

    /// Makes one change to a game: `change` gets a copy of the committed
    /// game and returns what to answer and the rows to store; the copy
    /// replaces the game only once those are committed.
    async fn change<T>(
        &self,
        cell: &GameCell,
        change: impl FnOnce(&mut Live) -> Result<(T, Vec<Write>), TableError>,
    ) -> Result<T, HubError> {
        let (_permit, writing, epoch) = self.begin_writing(cell).await?;
        let mut next = (*cell.current()).clone();
        let (out, mut writes) = change(&mut next)?;
        let claimed = cell.claimed();
        let Some(news) = outcomes::news(&cell.current(), &next, self.now(), claimed, &mut writes)
        else {
            return Ok(out);
        };
        if let Some(cluster) = &self.cluster {
            writes.push(cluster.fence(&cell.id, epoch));
        }
        // Until the new version is published: if this future is dropped
        // (a client that went away) the commit may still land, and the
        // game is read back before its next change.
        writing.set_unsure(true);
        if let Err(e) = self.commit(writes).await {
            if e.is_moved() {
                // Taken over by another server (this one was paused or
                // cut off past its lease): nothing was written; from now
                // on this server only shows the game.
                writing.set_unsure(false);
                roles::let_go(self, &writing);
            }
            return Err(e);
        }
        let finished = news.recorded.is_some();
        self.show(&writing, next, news.recorded);
        if finished {
            self.finished.tell(&cell.id);
        }
        if news.turned {
            self.turned.tell(&cell.id);
        }
        Ok(out)
    }

    /// Marks `seats` held by accounts in `cell`'s game (N-1), and writes
    /// the turns going on in held seats that have none open (the seat just
    /// claimed), in the game's order of changes: a turn that ends after this
    /// is ended in the database too.
    async fn claim_seats(&self, cell: &GameCell, seats: &[usize]) -> Result<(), HubError> {
        let (_permit, writing, epoch) = self.begin_writing(cell).await?;
        cell.claim(seats);
        let open = outcomes::open_turns(&cell.current(), self.now(), cell.claimed());
        let Some(turns) = open else {
            return Ok(());
        };
        let mut writes = vec![turns];
        if let Some(cluster) = &self.cluster {
            writes.push(cluster.fence(&cell.id, epoch));
        }
        // Nothing shown changes, so nothing is unsure if this fails: the
        // claim answers the error, and trying it again writes the turn.
        if let Err(e) = self.commit(writes).await {
            if e.is_moved() {
                roles::let_go(self, &writing);
            }
            return Err(e);
        }
        self.turned.tell(&cell.id);
        Ok(())
    }

    /// Shows `live`, just committed or read back, under the writer lock:
    /// the game's cell publishes it (with the outcome the change recorded)
    /// and its next deadline is kept.
    fn show(&self, writing: &cell::Writing<'_>, live: Live, recorded: Option<outcomes::Recorded>) {
        let deadline = live.deadline();
        writing.publish(live, recorded);
        self.deadlines.track(&writing.cell.id, deadline);
    }

    /// After a failed commit, reads the game back from the database (the
    /// commit may have reached it after all), under the writer lock.
    async fn settle(&self, writing: &cell::Writing<'_>) -> Result<(), HubError> {
        if !writing.unsure() {
            return Ok(());
        }
        let cell = writing.cell;
        let unavailable = |e: String| {
            tracing::warn!("game {}: {e}", cell.id);
            HubError::Unavailable("the database cannot be read right now; try again later".into())
        };
        let stored =
            match tokio::time::timeout(self.limits.commit_timeout, self.store.read_game(&cell.id))
                .await
            {
                Ok(Ok(Some(stored))) => stored,
                Ok(Ok(None)) => {
                    return Err(unavailable("the game is gone from the database".into()));
                }
                Ok(Err(ReadError::Unavailable(e))) => return Err(unavailable(e)),
                Ok(Err(ReadError::Damaged(e))) => return Err(self.let_go_damaged(cell, e).await),
                Err(_) => return Err(unavailable("the database did not answer in time".into())),
            };
        let live = match Live::restore(&stored) {
            Ok(live) => live,
            Err(e) => return Err(self.let_go_damaged(cell, e).await),
        };
        cell.claim(&stored.held);
        // Published whatever it holds: a socket sends nothing for a state
        // its viewer cannot tell from the last one.
        self.show(writing, live, None);
        Ok(())
    }

    /// The game `id`, read back from the database if it is not in memory.
    pub async fn cell(self: &Arc<Self>, id: &str) -> Result<Arc<GameCell>, HubError> {
        let missing = || HubError::NoGame { id: id.to_string() };
        if let Some(cell) = self.games.lock().expect("games lock").get(id) {
            cell.touch();
            return Ok(cell.clone());
        }
        if !tokens::is_game_id(id) {
            return Err(missing());
        }
        if let Some(reason) = self.damage_of(id) {
            return Err(HubError::damaged(id, &reason));
        }
        let unavailable = |e: String| {
            tracing::warn!("game {id}: {e}");
            HubError::Unavailable("the game cannot be read from the database right now".into())
        };
        // Held here, or shown for the server that holds it: as it was
        // before the game was read (taken over while it was read, the copy
        // may lack what the last holder committed: it is held once read
        // again, see `roles::settle_role`).
        let epoch_of = || {
            self.cluster
                .as_ref()
                .map_or(1, |c| c.epoch_of(id).unwrap_or(0))
        };
        let before = epoch_of();
        let stored =
            match tokio::time::timeout(self.limits.commit_timeout, self.store.read_game(id))
                .await
                .map_err(|_| unavailable("the database did not answer in time".into()))?
            {
                Ok(stored) => stored.ok_or_else(missing)?,
                Err(ReadError::Unavailable(e)) => return Err(unavailable(e)),
                Err(ReadError::Damaged(e)) => return Err(self.mark_damaged(id, e).await),
            };
        // Rows that answer but cannot be rebuilt never will be: the game is
        // marked damaged once, and answered so from then on.
        let rebuilt = Live::restore(&stored).and_then(|live| {
            let bots = self.make_bots(&live, &stored.row.game, stored.row.seed)?;
            let (recorded, backfill) = outcomes::read_back(&stored, &live)?;
            Ok((live, bots, recorded, backfill))
        });
        let (live, bots, recorded, backfill) = match rebuilt {
            Ok(rebuilt) => rebuilt,
            Err(e) => return Err(self.mark_damaged(id, e).await),
        };
        if let Some(write) = backfill {
            // A game finished before outcomes were stored: its outcome, as
            // computed now, is stored once (a failure is retried next time).
            if let Err(e) = self.commit_writes(vec![write]).await {
                tracing::error!(game = %id, "its outcome is not stored: {e}");
            }
        }
        let deadline = live.deadline();
        let epoch = if epoch_of() == before { before } else { 0 };
        let cell = GameCell::new(live, bots, stored.row.seed, &self.limits, epoch);
        cell.claim(&stored.held);
        if let Some(recorded) = recorded {
            cell.record(recorded);
        }
        if epoch > 0 {
            self.deadlines.track(id, deadline);
        }
        let cell = self.keep(cell);
        if let Some(cluster) = &self.cluster {
            roles::settle_role(self, cluster, &cell).await;
        }
        Ok(cell)
    }

    /// Marks the game of `cell` (in memory) damaged and lets it go.
    async fn let_go_damaged(&self, cell: &GameCell, reason: String) -> HubError {
        self.games.lock().expect("games lock").remove(&cell.id);
        self.mark_damaged(&cell.id, reason).await
    }

    /// Keeps `cell` in memory, unless its game is there already: answers
    /// the one kept.
    fn keep(&self, cell: Arc<GameCell>) -> Arc<GameCell> {
        self.games
            .lock()
            .expect("games lock")
            .entry(cell.id.clone())
            .or_insert(cell)
            .clone()
    }
}
