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
//!   shared pool ([`crate::bots`]), outside every lock; their move is then
//!   applied like anyone's, or dropped if the game moved on meanwhile.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock, RwLock};
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};
use serde_json::Value;
use tokio::sync::{Mutex as WriterLock, Semaphore, watch};
use urbs_bots::DynBot;
use urbs_engine::Seat;

use crate::attend::Undone;
use crate::bots::{BotConfig, BotPool};
use crate::clock::{Clocks, SystemTime, TimeControl, TimeSource};
use crate::cluster::{Cluster, ClusterConfig, Route};
use crate::error::ApiError;
use crate::limits::{AddressCounter, Bucket, Counted, Limits, client_key};
use crate::live::{Acted, GameState, Live, SeatInfo, SeatKind, SeatRequest};
use crate::store::{Backend, CommitError, Status, Store, Write};
use crate::tokens;

/// `POST /api/games`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateGame {
    pub game: String,
    /// Defaults to the number of seats given.
    #[serde(default)]
    pub players: Option<usize>,
    #[serde(default)]
    pub options: Value,
    /// Fixes the deal. Whoever picks it can work out every hidden card, so
    /// leave it out for fair play; the server then draws one from the OS.
    #[serde(default)]
    pub seed: Option<u64>,
    /// Defaults to a human in every seat.
    #[serde(default)]
    pub seats: Option<Vec<SeatRequest>>,
    /// Starts the game from this position (docs/positions.md) instead of a
    /// deal; only on a server that allows it ([`Limits::allow_positions`]).
    #[serde(default)]
    pub position: Option<Value>,
    /// How much time the players have (T-1); none by default.
    #[serde(default)]
    pub time_control: TimeControl,
    /// The bot level that plays for a person who leaves or runs out of
    /// time (T-3, T-4); the default level if left out.
    #[serde(default)]
    pub takeover: Option<String>,
    /// Whether the table offers hints to its players; by default, in games
    /// with a bot seat.
    #[serde(default)]
    pub hints: Option<bool>,
}

/// The answer to an undo: the action taken back.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TakenBack {
    pub action: Value,
    pub text: String,
    /// What `moves` in this seat's state is now.
    pub moves: usize,
}

/// The answer to `POST /api/games/{id}/rematch`: the rematch, and the
/// asker's seat in it (their token plays it).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rematch {
    pub id: String,
    pub seat: Seat,
}

/// The answer to a created game: a token for each human seat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Created {
    pub id: String,
    pub seats: Vec<CreatedSeat>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CreatedSeat {
    pub seat: Seat,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token: Option<String>,
}

/// The answer to `POST /api/games/{id}/join`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Joined {
    pub seat: Seat,
    pub token: String,
}

/// A game in the lobby list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameSummary {
    pub id: String,
    pub game: String,
    pub players: usize,
    pub status: Status,
    /// Milliseconds since the Unix epoch.
    pub created_at: i64,
    pub seats: Vec<SeatInfo>,
}

/// Committed versions kept for sockets to push one by one; a socket further
/// behind jumps to the newest (its log still arrives whole).
const HISTORY: usize = 16;

/// Changes under way at once, at most (a bound that is never reached; the
/// server takes every permit to wait for the last change when it stops).
const MAX_CHANGES: u32 = 1 << 20;

fn uptime_ms() -> u64 {
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_millis() as u64
}

/// One game and who is watching it.
pub struct GameCell {
    pub id: String,
    /// The game as last committed: what every read sees.
    current: RwLock<Arc<Live>>,
    /// The committed versions some socket has yet to push, and the newest,
    /// newest last, numbered as `changed`.
    history: Mutex<VecDeque<(u64, Arc<Live>)>>,
    /// Per socket watching: the version it pushed last.
    cursors: Mutex<HashMap<u64, u64>>,
    next_cursor: AtomicU64,
    /// Held while a change is applied to a copy and committed, so changes
    /// to one game happen one at a time. Never held while a bot thinks.
    pub(crate) writer: WriterLock<()>,
    /// The epoch of this server's hold on the game (its fencing token,
    /// `crate::cluster`); 0 while another server holds it and this one only
    /// shows it (its rows are read as they are committed). Always 1 on
    /// SQLite. Changed under `writer`.
    pub(crate) epoch: AtomicI64,
    /// A follower's reading of new rows is under way, and whether more
    /// were announced meanwhile (`crate::follow`).
    pub(crate) following: AtomicBool,
    pub(crate) behind: AtomicBool,
    /// The bots of the seats bots play (taken out while one thinks; made
    /// when first needed for a person who is away).
    bots: Mutex<Vec<Option<Box<dyn DynBot>>>>,
    /// The game's seed, from which each bot's own is derived.
    seed: u64,
    /// The number of the latest committed version; sockets wait on it.
    changed: watch::Sender<u64>,
    /// Token hash per seat, readable without the game's lock.
    auth: RwLock<Vec<Option<String>>>,
    /// Rate of HTTP actions per seat.
    http_buckets: Mutex<Vec<Bucket>>,
    /// Per seat, its allowance of chat lines.
    chat_buckets: Mutex<Vec<Bucket>>,
    bots_running: AtomicBool,
    /// A commit failed: the database may hold more than `current`, so it is
    /// read back before the next change.
    pub(crate) unsure: AtomicBool,
    finished: AtomicBool,
    last_used: AtomicU64,
}

impl GameCell {
    fn new(
        live: Live,
        bots: Vec<Option<Box<dyn DynBot>>>,
        seed: u64,
        limits: &Limits,
        epoch: i64,
    ) -> Arc<GameCell> {
        let players = live.table.players();
        let live = Arc::new(live);
        Arc::new(GameCell {
            id: live.id.clone(),
            seed,
            auth: RwLock::new(live.token_hashes()),
            finished: AtomicBool::new(live.status.is_over()),
            history: Mutex::new(VecDeque::from([(0, live.clone())])),
            cursors: Mutex::new(HashMap::new()),
            next_cursor: AtomicU64::new(0),
            current: RwLock::new(live),
            writer: WriterLock::new(()),
            epoch: AtomicI64::new(epoch),
            following: AtomicBool::new(false),
            behind: AtomicBool::new(false),
            bots: Mutex::new(bots),
            changed: watch::channel(0).0,
            http_buckets: Mutex::new(vec![Bucket::new(limits.action_burst); players]),
            chat_buckets: Mutex::new(vec![Bucket::new(limits.chat_burst); players]),
            bots_running: AtomicBool::new(false),
            unsure: AtomicBool::new(false),
            last_used: AtomicU64::new(uptime_ms()),
        })
    }

    /// The game as last committed.
    pub(crate) fn current(&self) -> Arc<Live> {
        self.current.read().expect("current lock").clone()
    }

    /// Makes `live` (just committed) what everyone sees, and wakes the
    /// watchers.
    pub(crate) fn publish(&self, live: Live) {
        let live = Arc::new(live);
        let finished = live.status.is_over();
        *self.auth.write().expect("auth lock") = live.token_hashes();
        *self.current.write().expect("current lock") = live.clone();
        if finished {
            self.finished.store(true, Ordering::SeqCst);
        }
        // Numbered and queued under the history lock, so versions arrive
        // in order.
        let mut history = self.history.lock().expect("history lock");
        let version = history.back().map_or(0, |(v, _)| v + 1);
        history.push_back((version, live));
        // Keep what some socket has yet to push (at most HISTORY versions).
        let wanted = self
            .cursors
            .lock()
            .expect("cursors lock")
            .values()
            .min()
            .map_or(version, |seen| seen + 1);
        while history.len() > HISTORY
            || history
                .front()
                .is_some_and(|(v, _)| *v < wanted.min(version))
        {
            history.pop_front();
        }
        self.changed.send_replace(version);
    }

    /// A socket starts watching from `version` (pushed already).
    pub(crate) fn watch(self: &Arc<Self>, version: u64) -> Cursor {
        let id = self.next_cursor.fetch_add(1, Ordering::Relaxed);
        self.cursors
            .lock()
            .expect("cursors lock")
            .insert(id, version);
        Cursor {
            cell: self.clone(),
            id,
        }
    }

    /// The committed versions after `seen`, oldest first; only the newest
    /// if the ones right after `seen` are no longer kept.
    pub(crate) fn versions_after(&self, seen: u64) -> Vec<(u64, Arc<Live>)> {
        let history = self.history.lock().expect("history lock");
        match history.front() {
            Some((oldest, _)) if *oldest <= seen + 1 => {
                history.iter().filter(|(v, _)| *v > seen).cloned().collect()
            }
            _ => history.back().cloned().into_iter().collect(),
        }
    }

    /// The newest committed version and its number.
    pub(crate) fn latest(&self) -> (u64, Arc<Live>) {
        self.history
            .lock()
            .expect("history lock")
            .back()
            .cloned()
            .expect("a game has a version")
    }

    /// A receiver that wakes after every change, with its version number.
    pub fn subscribe(&self) -> watch::Receiver<u64> {
        self.changed.subscribe()
    }

    fn take_bot(&self, seat: Seat) -> Option<Box<dyn DynBot>> {
        self.bots.lock().expect("bots lock").get_mut(seat)?.take()
    }

    fn put_bot(&self, seat: Seat, bot: Box<dyn DynBot>) {
        self.bots.lock().expect("bots lock")[seat] = Some(bot);
    }

    /// Whether this server holds the game (applies its changes, runs its
    /// bots and clocks).
    pub(crate) fn held(&self) -> bool {
        self.epoch.load(Ordering::SeqCst) > 0
    }

    /// Nobody is watching, playing or changing it.
    fn idle(&self) -> bool {
        self.changed.receiver_count() == 0
            && !self.bots_running.load(Ordering::SeqCst)
            && self.writer.try_lock().is_ok()
    }
}

/// Where one socket stands in its game's versions; forgotten when dropped.
pub(crate) struct Cursor {
    cell: Arc<GameCell>,
    id: u64,
}

impl Cursor {
    /// The socket has pushed `version`.
    pub fn pushed(&self, version: u64) {
        if let Some(v) = self
            .cell
            .cursors
            .lock()
            .expect("cursors lock")
            .get_mut(&self.id)
        {
            *v = version;
        }
    }
}

impl Drop for Cursor {
    fn drop(&mut self) {
        self.cell
            .cursors
            .lock()
            .expect("cursors lock")
            .remove(&self.id);
    }
}

/// Every game the server knows, the database and the limits.
pub struct Hub {
    games: Mutex<HashMap<String, Arc<GameCell>>>,
    /// Per client (address, or IPv6 /64), its allowance of new games.
    creators: Mutex<HashMap<IpAddr, Bucket>>,
    /// Per client, its allowance of replay views.
    replay_views: Mutex<HashMap<IpAddr, Bucket>>,
    /// Spectators' sockets open per client.
    spectators: AddressCounter,
    store: Store,
    pub limits: Limits,
    bots: BotPool,
    /// A permit per change under way; stopping takes them all.
    changes: Semaphore,
    stopping: AtomicBool,
    /// Where the server reads the time (clocks, abandonment, chat).
    time: Arc<dyn TimeSource>,
    /// T-3: per game with a running clock, when it must next be looked at.
    deadlines: Mutex<HashMap<String, i64>>,
    /// Reviews of finished games under way, and the places to make them
    /// (one at a time: each takes the pool decision by decision).
    reviews: crate::coach::Reviews,
    review_slots: Semaphore,
    /// PostgreSQL: this server among the others on the database.
    cluster: Option<Arc<Cluster>>,
    /// The hub itself, for work a change starts in the background.
    me: std::sync::Weak<Hub>,
}

/// The name this server's heartbeat is stored under (T-2).
const NODE: &str = "main";

/// How often the server says it is alive, and looks for clocks run out.
const HEARTBEAT: Duration = Duration::from_secs(1);
const CLOCK_TICK: Duration = Duration::from_millis(200);

impl Hub {
    /// Starts the hub on `store`. Games are read back when asked for; the
    /// unfinished games with bot seats are read back in the background so
    /// that their bots carry on.
    pub async fn open(store: Store, limits: Limits, bots: BotConfig) -> Result<Arc<Hub>, String> {
        Hub::open_with(store, limits, bots, Arc::new(SystemTime)).await
    }

    /// [`Hub::open`] with the time read from `time` (tests move a
    /// [`crate::clock::ManualTime`] by hand). Before anything is served,
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
            crate::cluster::start(&hub).await;
            return Ok(hub);
        }
        let with_bots = store.unfinished_with_bots().await?;
        let up = time.now_ms();
        let down = store.last_alive().await?.map_or(up, |d| d.min(up));
        let mut writes = vec![Write::Heartbeat {
            node: NODE.into(),
            at: up,
        }];
        let mut deadlines = HashMap::new();
        for (id, text) in store.unfinished_clocks().await? {
            let Ok(mut clocks) = serde_json::from_str::<Clocks>(&text) else {
                eprintln!("urbs-server: game {id}: its clocks cannot be read");
                continue;
            };
            if down < up && clocks.since.iter().any(Option::is_some) {
                clocks.shift(down, up);
                writes.push(Write::Clocks {
                    game_id: id.clone(),
                    clocks: serde_json::to_string(&clocks).expect("clocks serialize"),
                });
            }
            if let Some(d) = clocks.deadline() {
                deadlines.insert(id, d);
            }
        }
        store.commit(writes).await.map_err(|e| e.to_string())?;
        let hub = Hub::assemble(store, limits, bots, time, deadlines, None);
        let weak = Arc::downgrade(&hub);
        tokio::spawn(async move {
            for id in with_bots {
                let Some(hub) = weak.upgrade() else { return };
                if hub.stopping.load(Ordering::SeqCst) {
                    return;
                }
                match hub.cell(&id).await {
                    Ok(cell) => hub.kick_bots(&cell),
                    // One damaged game must not keep the others from being played.
                    Err(e) => eprintln!("urbs-server: game {id}: {}", e.message),
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
            creators: Mutex::new(HashMap::new()),
            replay_views: Mutex::new(HashMap::new()),
            spectators: AddressCounter::default(),
            store,
            limits,
            bots: BotPool::new(bots),
            changes: Semaphore::new(MAX_CHANGES as usize),
            stopping: AtomicBool::new(false),
            time,
            deadlines: Mutex::new(deadlines),
            reviews: Default::default(),
            review_slots: Semaphore::new(1),
            cluster,
        });
        let weak = Arc::downgrade(&hub);
        tokio::spawn(async move {
            let mut ticks = 0u64;
            loop {
                tokio::time::sleep(Duration::from_secs(30)).await;
                let Some(hub) = weak.upgrade() else { return };
                hub.sweep();
                // T-6, every ten minutes (and once soon after the start).
                if ticks.is_multiple_of(20) && !hub.limits.abandon_after.is_zero() {
                    let _ = hub.abandon_stale().await;
                }
                ticks += 1;
            }
        });
        let weak = Arc::downgrade(&hub);
        tokio::spawn(async move {
            let mut last_beat = std::time::Instant::now();
            loop {
                tokio::time::sleep(CLOCK_TICK).await;
                let Some(hub) = weak.upgrade() else { return };
                if hub.stopping.load(Ordering::SeqCst) {
                    return;
                }
                hub.run_due().await;
                // With several servers each keeps its own lease instead
                // (`crate::cluster`).
                if hub.cluster.is_none() && last_beat.elapsed() >= HEARTBEAT {
                    last_beat = std::time::Instant::now();
                    hub.heartbeat().await;
                }
            }
        });
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

    pub(crate) fn reviews(&self) -> &crate::coach::Reviews {
        &self.reviews
    }

    pub(crate) async fn review_slot(&self) -> tokio::sync::SemaphorePermit<'_> {
        self.review_slots.acquire().await.expect("never closed")
    }

    /// A place on the bots' pool, as a bot of `spec` would take.
    pub(crate) async fn think_permit(&self, spec: &str) -> tokio::sync::SemaphorePermit<'_> {
        self.bots.think_permit(spec).await
    }

    /// The longest a bot may think per move on this server.
    pub(crate) fn bot_max_time(&self) -> Duration {
        self.bots.max_time()
    }

    /// Commits rows that belong to no change of a game's state.
    pub(crate) async fn commit_writes(&self, writes: Vec<Write>) -> Result<(), ApiError> {
        let _permit = self.begin_change()?;
        self.commit(writes).await
    }

    /// Stores that this server is alive now (T-2).
    async fn heartbeat(&self) {
        let beat = Write::Heartbeat {
            node: NODE.into(),
            at: self.now(),
        };
        if let Err(e) = self.commit(vec![beat]).await {
            eprintln!("urbs-server: heartbeat: {}", e.message);
        }
    }

    /// Keeps `id`'s next deadline (T-3), or forgets it.
    pub(crate) fn track(&self, id: &str, deadline: Option<i64>) {
        let mut deadlines = self.deadlines.lock().expect("deadlines lock");
        match deadline {
            Some(d) => {
                deadlines.insert(id.to_string(), d);
            }
            None => {
                deadlines.remove(id);
            }
        }
    }

    /// T-3: hands every seat whose time is up to the takeover bot. Runs
    /// by itself a few times a second; tests call it after moving the time.
    pub async fn run_due(self: &Arc<Self>) {
        let now = self.now();
        // A paused node (tests) runs no clocks; the time is read first
        // (`Cluster::is_silent`).
        if self.cluster.as_ref().is_some_and(|c| c.is_silent()) {
            return;
        }
        let due: Vec<String> = self
            .deadlines
            .lock()
            .expect("deadlines lock")
            .iter()
            .filter(|&(_, &d)| d <= now)
            .map(|(id, _)| id.clone())
            .collect();
        for id in due {
            let cell = match self.cell(&id).await {
                Ok(cell) => cell,
                Err(e) => {
                    eprintln!("urbs-server: game {id}: {}", e.message);
                    continue;
                }
            };
            match self.change(&cell, |live| Ok(live.time_out(now))).await {
                Ok(seats) if !seats.is_empty() => self.kick_bots(&cell),
                Ok(_) => self.track(&id, cell.current().deadline()),
                // The database is away: tried again at the next tick.
                Err(_) => {}
            }
        }
    }

    /// T-6: gives up the games nobody has moved in for
    /// [`Limits::abandon_after`]; returns how many. Runs by itself every
    /// ten minutes; tests call it after moving the time.
    pub async fn abandon_stale(self: &Arc<Self>) -> Result<usize, ApiError> {
        let after = self.limits.abandon_after.as_millis() as i64;
        if after == 0 {
            return Ok(0);
        }
        let now = self.now();
        let cutoff = now - after;
        let ids = tokio::time::timeout(self.limits.commit_timeout, self.store.stale_games(cutoff))
            .await
            .map_err(|_| ApiError::unavailable("the database did not answer in time"))?
            .map_err(ApiError::unavailable)?;
        let mut given_up = 0;
        for id in ids {
            // The server that holds a game gives it up (one without a
            // holder is taken over first).
            if self.cluster.is_some() && !matches!(self.route(&id).await?, Route::Here) {
                continue;
            }
            let cell = self.cell(&id).await?;
            let done = self
                .change(&cell, |live| {
                    // Checked again under the game's lock: a move may have
                    // come meanwhile.
                    let waits = live.status == Status::Open
                        || (live.status == Status::Active && live.control.is_none());
                    if !waits || live.last_active() >= cutoff {
                        return Ok((false, Vec::new()));
                    }
                    Ok((true, live.abandon(now)))
                })
                .await?;
            given_up += usize::from(done);
        }
        Ok(given_up)
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
                let beat = Write::Heartbeat {
                    node: NODE.into(),
                    at: self.now(),
                };
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
        let cell = self.games.lock().expect("games lock").get(id)?.clone();
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

    /// Takes one new game from the allowance of the client at `from`;
    /// `429` when it is spent (and nothing is created). With several
    /// servers the allowance is kept in the database, one for all of them.
    pub async fn allow_create(&self, from: IpAddr) -> Result<(), ApiError> {
        let Limits {
            games_per_minute,
            game_burst,
            ..
        } = self.limits;
        if games_per_minute <= 0.0 {
            return Ok(());
        }
        let allowed = match &self.cluster {
            Some(cluster) => {
                let bucket = format!("create {}", client_key(from));
                cluster
                    .take_token(&bucket, games_per_minute / 60.0, game_burst)
                    .await?
            }
            None => {
                let mut creators = self.creators.lock().expect("creators lock");
                let bucket = creators
                    .entry(client_key(from))
                    .or_insert_with(|| Bucket::new(game_burst));
                bucket.allow(games_per_minute / 60.0, game_burst)
            }
        };
        if allowed {
            Ok(())
        } else {
            Err(ApiError::too_many(format!(
                "too many new games from {from}: at most {games_per_minute} a minute after the \
                 first {game_burst}; try again in a minute"
            )))
        }
    }

    /// Gives back the allowance taken for a game that was then refused.
    pub async fn refund_create(&self, from: IpAddr) {
        if let Some(cluster) = &self.cluster {
            let bucket = format!("create {}", client_key(from));
            cluster.refund_token(&bucket, self.limits.game_burst).await;
            return;
        }
        if let Some(bucket) = self
            .creators
            .lock()
            .expect("creators lock")
            .get_mut(&client_key(from))
        {
            bucket.refund(self.limits.game_burst);
        }
    }

    /// Takes one replay view from the allowance of the client at `from`:
    /// each one plays a finished game back.
    pub async fn allow_replay_view(&self, from: IpAddr) -> Result<(), ApiError> {
        let Limits {
            replay_views_per_second: rate,
            replay_view_burst: burst,
            ..
        } = self.limits;
        let allowed = match &self.cluster {
            Some(cluster) => {
                let bucket = format!("replay {}", client_key(from));
                cluster.take_token(&bucket, rate, burst).await?
            }
            None => {
                let mut views = self.replay_views.lock().expect("replay views lock");
                let bucket = views
                    .entry(client_key(from))
                    .or_insert_with(|| Bucket::new(burst));
                bucket.allow(rate, burst)
            }
        };
        if allowed {
            Ok(())
        } else {
            Err(ApiError::too_many(format!(
                "too many replay views: at most {rate} a second"
            )))
        }
    }

    /// A spectator's socket from `from` (nothing to count for a seat's),
    /// unless that client has its share open (`429`); held for as long as
    /// the socket is open.
    pub(crate) fn spectator_socket(
        &self,
        from: IpAddr,
        spectator: bool,
    ) -> Result<Option<Counted>, ApiError> {
        if !spectator {
            return Ok(None);
        }
        let cap = self.limits.max_spectators_per_address;
        self.spectators.enter(from, cap).map(Some).ok_or_else(|| {
            ApiError::too_many(format!(
                "too many spectator sockets from {from}: at most {cap}"
            ))
        })
    }

    /// Lets go of games nobody has used lately (finished ones sooner); they
    /// are read back from the database if asked for again.
    fn sweep(&self) {
        // Addresses whose allowance has refilled are forgotten.
        let rate = self.limits.games_per_minute / 60.0;
        let burst = self.limits.game_burst;
        self.creators
            .lock()
            .expect("creators lock")
            .retain(|_, bucket| !bucket.is_full(rate, burst));
        let (rate, burst) = (
            self.limits.replay_views_per_second,
            self.limits.replay_view_burst,
        );
        self.replay_views
            .lock()
            .expect("replay views lock")
            .retain(|_, bucket| !bucket.is_full(rate, burst));
        let now = uptime_ms();
        self.games.lock().expect("games lock").retain(|_, cell| {
            let keep = if cell.finished.load(Ordering::SeqCst) {
                self.limits.keep_finished
            } else {
                self.limits.keep_idle
            };
            let unused = now.saturating_sub(cell.last_used.load(Ordering::Relaxed));
            !(cell.idle() && unused >= keep.as_millis() as u64)
        });
    }

    /// A permit for one change, refused once the server is stopping.
    fn begin_change(&self) -> Result<tokio::sync::SemaphorePermit<'_>, ApiError> {
        if self.stopping.load(Ordering::SeqCst) {
            return Err(ApiError::unavailable("the server is stopping"));
        }
        self.changes
            .try_acquire()
            .map_err(|_| ApiError::unavailable("the server is stopping"))
    }

    /// Commits `writes`, failing with `503` if the database refuses or does
    /// not answer in time.
    async fn commit(&self, writes: Vec<Write>) -> Result<(), ApiError> {
        match tokio::time::timeout(self.limits.commit_timeout, self.store.commit(writes)).await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(CommitError::Lost(_))) => Err(ApiError::moved()),
            Ok(Err(e)) => {
                eprintln!("urbs-server: {e}");
                Err(ApiError::unavailable(
                    "the database did not confirm the change; nothing was changed (send an \
                     action again with the same key to be safe)",
                ))
            }
            Err(_) => Err(ApiError::unavailable(
                "the database did not answer in time; nothing was changed (send an action \
                 again with the same key to be safe)",
            )),
        }
    }

    /// Makes one change to a game: `change` gets a copy of the committed
    /// game and returns what to answer and the rows to store; the copy
    /// replaces the game only once those are committed.
    async fn change<T>(
        &self,
        cell: &GameCell,
        change: impl FnOnce(&mut Live) -> Result<(T, Vec<Write>), ApiError>,
    ) -> Result<T, ApiError> {
        let _permit = self.begin_change()?;
        let _writer = cell.writer.lock().await;
        let epoch = cell.epoch.load(Ordering::SeqCst);
        if epoch == 0 {
            // Another server holds the game: it makes the change.
            return Err(ApiError::moved());
        }
        self.settle(cell).await?;
        let mut next = (*cell.current()).clone();
        let (out, mut writes) = change(&mut next)?;
        if !writes.is_empty() {
            if let Some(cluster) = &self.cluster {
                writes.push(cluster.fence(&cell.id, epoch));
            }
            // Until the new version is published: if this future is dropped
            // (a client that went away) the commit may still land, and the
            // game is read back before its next change.
            cell.unsure.store(true, Ordering::SeqCst);
            if let Err(e) = self.commit(writes).await {
                if e.is_moved() {
                    // Taken over by another server (this one was paused or
                    // cut off past its lease): nothing was written; from now
                    // on this server only shows the game.
                    cell.unsure.store(false, Ordering::SeqCst);
                    self.let_go(cell);
                }
                return Err(e);
            }
            let deadline = next.deadline();
            cell.publish(next);
            cell.unsure.store(false, Ordering::SeqCst);
            self.track(&cell.id, deadline);
        }
        Ok(out)
    }

    /// This server no longer holds `cell`'s game (another one took it over
    /// while this one was paused or cut off past its lease): its bots and
    /// clock stop here, and the game is shown as the database has it.
    /// Called under the game's writer lock.
    fn let_go(&self, cell: &GameCell) {
        cell.epoch.store(0, Ordering::SeqCst);
        self.track(&cell.id, None);
        if let Some(cluster) = &self.cluster {
            cluster.forget(&cell.id);
        }
        if let (Some(hub), Some(cell)) = (self.me.upgrade(), self.in_memory(&cell.id)) {
            crate::follow::follow(&hub, &cell);
        }
    }

    /// After a failed commit, reads the game back from the database (the
    /// commit may have reached it after all), under the writer lock.
    pub(crate) async fn settle(&self, cell: &GameCell) -> Result<(), ApiError> {
        if !cell.unsure.load(Ordering::SeqCst) {
            return Ok(());
        }
        let unavailable = |e: String| {
            eprintln!("urbs-server: game {}: {e}", cell.id);
            ApiError::unavailable("the database cannot be read right now; try again later")
        };
        let stored =
            match tokio::time::timeout(self.limits.commit_timeout, self.store.load_game(&cell.id))
                .await
            {
                Ok(Ok(Some(stored))) => stored,
                Ok(Ok(None)) => {
                    return Err(unavailable("the game is gone from the database".into()));
                }
                Ok(Err(e)) => return Err(unavailable(e)),
                Err(_) => return Err(unavailable("the database did not answer in time".into())),
            };
        let live = Live::restore(&stored).map_err(unavailable)?;
        cell.unsure.store(false, Ordering::SeqCst);
        // Published whatever it holds: a socket sends nothing for a state
        // its viewer cannot tell from the last one.
        let deadline = live.deadline();
        cell.publish(live);
        self.track(&cell.id, deadline);
        Ok(())
    }

    pub async fn create(self: &Arc<Self>, req: CreateGame) -> Result<Created, ApiError> {
        let _permit = self.begin_change()?;
        let seats = match (&req.seats, req.players) {
            (Some(seats), _) => seats.clone(),
            (None, Some(n)) if n <= 32 => vec![
                SeatRequest {
                    kind: SeatKind::Human,
                    bot: None,
                    name: None,
                };
                n
            ],
            (None, Some(n)) => {
                return Err(ApiError::bad_request(format!("{n} players is too many")));
            }
            (None, None) => return Err(ApiError::bad_request("give `players` or `seats`")),
        };
        if req.position.is_some() && !self.limits.allow_positions {
            return Err(ApiError::forbidden(
                "this server does not start games from positions: a position shows every \
                 hidden card to whoever wrote it, so only a private server allows them \
                 (`urbs serve --allow-positions`)",
            ));
        }
        let players = req.players.unwrap_or(seats.len());
        let seed = req.seed.unwrap_or_else(tokens::random_seed);
        let takeover = req
            .takeover
            .clone()
            .unwrap_or_else(|| urbs_bots::levels::DEFAULT_LEVEL.to_string());
        let (live, tokens, write) = Live::create(
            &req.game,
            players,
            &req.options,
            seed,
            req.position.as_ref(),
            &seats,
            req.time_control,
            takeover,
            req.hints,
            self.now(),
            &|game, spec| self.bots.check(game, spec),
        )?;
        let bots = self
            .make_bots(&live, &req.game, seed)
            .map_err(ApiError::bad_request)?;
        let id = live.id.clone();
        let mut writes = vec![write];
        // The server that creates a game holds it.
        if let Some(cluster) = &self.cluster {
            writes.push(cluster.own_new(&id));
        }
        self.commit(writes).await?;
        if let Some(cluster) = &self.cluster {
            cluster.record(&id, 1);
        }
        self.track(&id, live.deadline());
        let cell = GameCell::new(live, bots, seed, &self.limits, 1);
        self.games
            .lock()
            .expect("games lock")
            .insert(id.clone(), cell.clone());
        self.kick_bots(&cell);
        Ok(Created {
            id,
            seats: tokens
                .into_iter()
                .enumerate()
                .map(|(seat, token)| CreatedSeat { seat, token })
                .collect(),
        })
    }

    fn make_bots(
        &self,
        live: &Live,
        game: &str,
        seed: u64,
    ) -> Result<Vec<Option<Box<dyn DynBot>>>, String> {
        live.bot_specs()
            .iter()
            .enumerate()
            .map(|(seat, spec)| {
                spec.as_deref()
                    .map(|spec| self.bots.make(game, spec, seed, seat))
                    .transpose()
            })
            .collect()
    }

    /// The game `id`, read back from the database if it is not in memory.
    pub async fn cell(self: &Arc<Self>, id: &str) -> Result<Arc<GameCell>, ApiError> {
        let missing = || ApiError::not_found(format!("no game `{id}`"));
        if let Some(cell) = self.games.lock().expect("games lock").get(id) {
            cell.last_used.store(uptime_ms(), Ordering::Relaxed);
            return Ok(cell.clone());
        }
        if !tokens::is_game_id(id) {
            return Err(missing());
        }
        let unavailable = |e: String| {
            eprintln!("urbs-server: game {id}: {e}");
            ApiError::unavailable("the game cannot be read from the database right now")
        };
        // Held here, or shown for the server that holds it: as it was
        // before the game was read (taken over while it was read, the copy
        // may lack what the last holder committed: it is held once read
        // again, see `cluster::settle_role`).
        let epoch_of = || {
            self.cluster
                .as_ref()
                .map_or(1, |c| c.epoch_of(id).unwrap_or(0))
        };
        let before = epoch_of();
        let stored = tokio::time::timeout(self.limits.commit_timeout, self.store.load_game(id))
            .await
            .map_err(|_| unavailable("the database did not answer in time".into()))?
            .map_err(unavailable)?
            .ok_or_else(missing)?;
        let live = Live::restore(&stored).map_err(unavailable)?;
        let bots = self
            .make_bots(&live, &stored.row.game, stored.row.seed)
            .map_err(unavailable)?;
        let deadline = live.deadline();
        let epoch = if epoch_of() == before { before } else { 0 };
        let cell = GameCell::new(live, bots, stored.row.seed, &self.limits, epoch);
        if epoch > 0 {
            self.track(id, deadline);
        }
        let cell = self
            .games
            .lock()
            .expect("games lock")
            .entry(id.to_string())
            .or_insert(cell)
            .clone();
        if let Some(cluster) = &self.cluster {
            crate::cluster::settle_role(self, cluster, &cell).await;
        }
        Ok(cell)
    }

    /// The seat a token holds in this game; `None` (a spectator) without a
    /// token. A token of no seat here is refused.
    pub fn seat_of(&self, cell: &GameCell, token: Option<&str>) -> Result<Option<Seat>, ApiError> {
        let Some(token) = token else {
            return Ok(None);
        };
        let hash = tokens::token_hash(token);
        cell.auth
            .read()
            .expect("auth lock")
            .iter()
            .position(|h| h.as_deref() == Some(hash.as_str()))
            .map(Some)
            .ok_or_else(|| ApiError::forbidden("this token holds no seat in this game"))
    }

    /// Takes one action token of `seat`'s bucket, shared by its HTTP
    /// requests and every socket it has open.
    pub fn http_allow(&self, cell: &GameCell, seat: Seat) -> Result<(), ApiError> {
        let mut buckets = cell.http_buckets.lock().expect("bucket lock");
        if buckets[seat].allow(self.limits.actions_per_second, self.limits.action_burst) {
            Ok(())
        } else {
            Err(ApiError::too_many(format!(
                "too many actions: at most {} per second",
                self.limits.actions_per_second
            )))
        }
    }

    /// What `seat` (or a spectator) may know now: the committed game,
    /// read without waiting for any change or bot.
    pub fn state(
        &self,
        cell: &GameCell,
        seat: Option<Seat>,
        log_from: usize,
        text: bool,
    ) -> GameState {
        cell.current().state(seat, log_from, 0, text, self.now())
    }

    /// Carries out an action and commits it; only then does anyone hear of it.
    pub async fn act(
        self: &Arc<Self>,
        cell: &Arc<GameCell>,
        seat: Seat,
        action: &Value,
        key: Option<&str>,
    ) -> Result<Acted, ApiError> {
        if let Some(key) = key
            && (key.is_empty() || key.chars().count() > self.limits.max_key_len)
        {
            return Err(ApiError::bad_request(format!(
                "a key has 1 to {} characters",
                self.limits.max_key_len
            )));
        }
        let acted = self
            .change(cell, |live| live.act(seat, action, key, false, self.now()))
            .await?;
        self.kick_bots(cell);
        Ok(acted)
    }

    /// Gives a newcomer the lowest open seat.
    pub async fn join(
        self: &Arc<Self>,
        cell: &Arc<GameCell>,
        name: Option<String>,
    ) -> Result<Joined, ApiError> {
        let (seat, token) = self
            .change(cell, |live| {
                let (seat, token, writes) = live.claim(name, self.now())?;
                Ok(((seat, token), writes))
            })
            .await?;
        self.kick_bots(cell);
        Ok(Joined { seat, token })
    }

    /// Adds `text` to the game's chat for `seat`, once committed; every
    /// socket of the game then gets it. Limited per seat
    /// ([`Limits::chat_per_second`]).
    pub async fn say(&self, cell: &GameCell, seat: Seat, text: &str) -> Result<usize, ApiError> {
        let allowed = cell.chat_buckets.lock().expect("bucket lock")[seat]
            .allow(self.limits.chat_per_second, self.limits.chat_burst);
        if !allowed {
            return Err(ApiError::too_many(format!(
                "too many chat lines: at most {} per second",
                self.limits.chat_per_second
            )));
        }
        self.change(cell, |live| live.say(seat, text, self.now()))
            .await
    }

    /// T-4: the person at `seat` leaves the table; the takeover bot plays
    /// for them from the next move on.
    pub async fn leave(self: &Arc<Self>, cell: &Arc<GameCell>, seat: Seat) -> Result<(), ApiError> {
        let now = self.now();
        self.change(cell, |live| Ok(((), live.leave(seat, now)?)))
            .await?;
        self.kick_bots(cell);
        Ok(())
    }

    /// T-5: the person at `seat` takes it back from the bot, between two
    /// moves: a move the bot is thinking about is dropped.
    pub async fn come_back(&self, cell: &GameCell, seat: Seat) -> Result<(), ApiError> {
        let now = self.now();
        self.change(cell, |live| Ok(((), live.come_back(seat, now)?)))
            .await
    }

    /// U-1: takes back `seat`'s latest action, as far as the rulings allow.
    pub async fn undo(
        self: &Arc<Self>,
        cell: &Arc<GameCell>,
        seat: Seat,
    ) -> Result<TakenBack, ApiError> {
        let now = self.now();
        let taken = self
            .change(cell, |live| {
                let (
                    Undone {
                        live: next,
                        action,
                        text,
                    },
                    writes,
                ) = live.undo(seat, now)?;
                *live = next;
                let moves = live
                    .state(Some(seat), usize::MAX, usize::MAX, false, now)
                    .moves;
                Ok((
                    TakenBack {
                        action,
                        text,
                        moves,
                    },
                    writes,
                ))
            })
            .await?;
        self.kick_bots(cell);
        Ok(taken)
    }

    /// Starts the rematch of a finished game for a person seated in it, or
    /// finds the one another player started: one rematch per game. The
    /// rematch and the link to it are committed together; every seat's
    /// page then hears of it. Answers the rematch and `seat`'s place in it.
    pub async fn rematch(
        self: &Arc<Self>,
        cell: &Arc<GameCell>,
        seat: Seat,
    ) -> Result<Rematch, ApiError> {
        let seed = tokens::random_seed();
        let players = cell.current().table.players();
        let started = self
            .change(cell, |live| match &live.rematch {
                Some(id) => Ok((Err(id.clone()), Vec::new())),
                None => {
                    let (next, write) = live.rematch_game(seed, self.now())?;
                    live.rematch = Some(next.id.clone());
                    let link = Write::Rematch {
                        game_id: live.id.clone(),
                        rematch: next.id.clone(),
                    };
                    let mut writes = vec![write, link];
                    if let Some(cluster) = &self.cluster {
                        writes.push(cluster.own_new(&next.id));
                    }
                    Ok((Ok(Box::new(next)), writes))
                }
            })
            .await?;
        let id = match started {
            Err(id) => id,
            Ok(next) => {
                let id = next.id.clone();
                let game = next.table.game();
                let bots = self.make_bots(&next, game, seed).map_err(|e| {
                    eprintln!("urbs-server: rematch {id}: {e}");
                    ApiError::unavailable("the rematch's bots cannot be made")
                })?;
                if let Some(cluster) = &self.cluster {
                    cluster.record(&id, 1);
                }
                self.track(&id, next.deadline());
                let new_cell = GameCell::new(*next, bots, seed, &self.limits, 1);
                let new_cell = self
                    .games
                    .lock()
                    .expect("games lock")
                    .entry(id.clone())
                    .or_insert(new_cell)
                    .clone();
                self.kick_bots(&new_cell);
                id
            }
        };
        Ok(Rematch {
            id,
            seat: (seat + 1) % players,
        })
    }

    pub fn replay(&self, cell: &GameCell) -> Result<Value, ApiError> {
        cell.current().replay()
    }

    pub async fn list(
        &self,
        status: Option<Status>,
        limit: usize,
    ) -> Result<Vec<GameSummary>, ApiError> {
        let rows = tokio::time::timeout(
            self.limits.commit_timeout,
            self.store.list(status, limit.min(self.limits.max_listed)),
        )
        .await
        .map_err(|_| ApiError::unavailable("the database did not answer in time"))?
        .map_err(ApiError::unavailable)?;
        Ok(rows
            .into_iter()
            .map(|(g, seats)| GameSummary {
                id: g.id,
                game: g.game,
                players: g.players,
                status: g.status,
                created_at: g.created_at,
                seats: seats
                    .into_iter()
                    .map(|s| SeatInfo {
                        seat: s.seat,
                        kind: match s.kind.as_str() {
                            "bot" => SeatKind::Bot,
                            "open" => SeatKind::Open,
                            _ => SeatKind::Human,
                        },
                        bot: s.bot,
                        name: s.name,
                        away: s
                            .away
                            .as_deref()
                            .and_then(|a| crate::seats::Away::parse(a).ok()),
                    })
                    .collect(),
            })
            .collect())
    }

    /// Starts the bots of a game this server holds if one must act and
    /// they are not running.
    pub(crate) fn kick_bots(self: &Arc<Self>, cell: &Arc<GameCell>) {
        if !cell.held()
            || cell.current().bot_to_act().is_none()
            || cell.bots_running.swap(true, Ordering::SeqCst)
        {
            return;
        }
        let hub = self.clone();
        let cell = cell.clone();
        tokio::spawn(async move { hub.drive_bots(cell).await });
    }

    /// Plays the bots' turns one move at a time: each bot thinks on its own
    /// turn on the pool, holding no lock; its move is then applied and
    /// committed like anyone's (and pushed on its own), or dropped if the
    /// game moved on while it thought.
    async fn drive_bots(self: Arc<Self>, cell: Arc<GameCell>) {
        let mut backoff = Duration::from_millis(50);
        loop {
            if self.stopping.load(Ordering::SeqCst) {
                cell.bots_running.store(false, Ordering::SeqCst);
                return;
            }
            // Decided under the writer lock: whoever changes the game after
            // the flag is cleared sees it cleared and starts the bots again.
            let (live, seat) = {
                let _writer = cell.writer.lock().await;
                let live = cell.current();
                match live.bot_to_act() {
                    Some(seat) => (live, seat),
                    None => {
                        cell.bots_running.store(false, Ordering::SeqCst);
                        return;
                    }
                }
            };
            let spec = live.bot_specs()[seat].clone().unwrap_or_default();
            let bot = match cell.take_bot(seat) {
                Some(bot) => bot,
                // A person's seat the takeover bot plays from now (T-3, T-4).
                None => match self.bots.make(live.table.game(), &spec, cell.seed, seat) {
                    Ok(bot) => bot,
                    Err(e) => {
                        eprintln!("urbs-server: game {}: seat {seat}: {e}", cell.id);
                        cell.bots_running.store(false, Ordering::SeqCst);
                        return;
                    }
                },
            };
            let Some(turn) = bot.turn(live.table.as_ref(), seat) else {
                cell.put_bot(seat, bot);
                eprintln!(
                    "urbs-server: game {}: the bot of seat {seat} cannot play",
                    cell.id
                );
                cell.bots_running.store(false, Ordering::SeqCst);
                return;
            };
            drop(live);
            let thought = {
                let _permit = self.bots.think_permit(&spec).await;
                tokio::task::spawn_blocking(move || {
                    let mut bot = bot;
                    let choice = bot.decide(&turn);
                    (bot, choice, turn.moves())
                })
                .await
            };
            let Ok((bot, choice, moves)) = thought else {
                eprintln!(
                    "urbs-server: game {}: the bot of seat {seat} panicked",
                    cell.id
                );
                cell.bots_running.store(false, Ordering::SeqCst);
                return;
            };
            cell.put_bot(seat, bot);
            let Some(choice) = choice else {
                eprintln!(
                    "urbs-server: game {}: the bot of seat {seat} did not act",
                    cell.id
                );
                cell.bots_running.store(false, Ordering::SeqCst);
                return;
            };
            let applied = self
                .change(&cell, |live| {
                    if live.actions() != moves
                        || !live.table.to_act().includes(seat)
                        || !live.bot_plays(seat)
                    {
                        // The game moved on while the bot thought (or the
                        // person came back, T-5): think again, or stop.
                        return Ok((false, Vec::new()));
                    }
                    let (_, writes) = live.act(seat, &choice.json, None, true, self.now())?;
                    Ok((true, writes))
                })
                .await;
            match applied {
                Ok(_) => backoff = Duration::from_millis(50),
                Err(e) if e.is_moved() => {
                    // Another server holds the game now; its bots play.
                    cell.bots_running.store(false, Ordering::SeqCst);
                    return;
                }
                Err(e) if e.status == 503 => {
                    // The database is away (or the server stopping): wait
                    // and try again; the game stands as last committed.
                    tokio::time::sleep(backoff).await;
                    backoff = (backoff * 2).min(Duration::from_secs(5));
                }
                Err(e) => {
                    eprintln!(
                        "urbs-server: game {}: the bot of seat {seat} chose `{}`: {e}",
                        cell.id, choice.text
                    );
                    cell.bots_running.store(false, Ordering::SeqCst);
                    return;
                }
            }
        }
    }
}
