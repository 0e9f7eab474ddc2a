//! One game in memory: its committed snapshot, the versions its sockets
//! have yet to push, and its concurrency protocol. Only this file touches
//! the writer lock, the hold's epoch, the doubt after a failed commit and
//! a follower's cursors; the rest of the hub goes through its methods.

use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock, RwLock};
use std::time::Instant;

use tokio::sync::{Mutex as WriterLock, watch};
use urbs_bots::DynBot;
use urbs_engine::Seat;

use super::outcomes::Recorded;
use crate::limits::{Bucket, Limits};
use crate::table::live::Live;

/// Committed versions kept for sockets to push one by one; a socket further
/// behind jumps to the newest (its log still arrives whole).
const HISTORY: usize = 16;

/// Milliseconds since the process started (when games were last used).
pub(super) fn uptime_ms() -> u64 {
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
    writer: WriterLock<()>,
    /// The epoch of this server's hold on the game (its fencing token,
    /// `crate::cluster`); 0 while another server holds it and this one only
    /// shows it (its rows are read as they are committed). Always 1 on
    /// SQLite. Changed under `writer` only ([`Writing::hold_at`]).
    epoch: AtomicI64,
    /// A follower's reading of new rows is under way, and whether more
    /// were announced meanwhile (`super::follow`).
    following: AtomicBool,
    behind: AtomicBool,
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
    unsure: AtomicBool,
    finished: AtomicBool,
    last_used: AtomicU64,
    /// The outcome stored when the game finished (`super::outcomes`).
    recorded: OnceLock<Recorded>,
    /// The seats an account holds, one bit each (N-1: only their turns are
    /// written). Changed under `writer` only.
    claimed: AtomicU64,
}

impl GameCell {
    pub(super) fn new(
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
            recorded: OnceLock::new(),
            claimed: AtomicU64::new(0),
        })
    }

    /// The seats an account holds, one bit each.
    pub(super) fn claimed(&self) -> u64 {
        self.claimed.load(Ordering::SeqCst)
    }

    /// Marks `seats` held by accounts (a seat stays held). Under the writer
    /// lock (or before the cell is shared).
    pub(super) fn claim(&self, seats: &[usize]) {
        let wanted = seats
            .iter()
            .filter(|&&s| s < 64)
            .fold(0u64, |mask, &s| mask | 1 << s);
        self.claimed.fetch_or(wanted, Ordering::SeqCst);
    }

    /// The outcome the finished game is shown with, once known.
    pub(crate) fn recorded(&self) -> Option<&Recorded> {
        self.recorded.get()
    }

    /// Keeps the outcome the finished game is shown with (the first one
    /// given: a stored outcome never changes).
    pub(super) fn record(&self, recorded: Recorded) {
        let _ = self.recorded.set(recorded);
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

    pub(super) fn take_bot(&self, seat: Seat) -> Option<Box<dyn DynBot>> {
        self.bots.lock().expect("bots lock").get_mut(seat)?.take()
    }

    pub(super) fn put_bot(&self, seat: Seat, bot: Box<dyn DynBot>) {
        self.bots.lock().expect("bots lock")[seat] = Some(bot);
    }

    /// The epoch of this server's hold, read without the writer lock (0:
    /// another server holds the game).
    pub(super) fn epoch(&self) -> i64 {
        self.epoch.load(Ordering::SeqCst)
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

    /// Whether the game may leave memory: idle, and unused for `keep` (a
    /// finished game for `keep_finished`).
    pub(super) fn unused_for(&self, limits: &Limits, now: u64) -> bool {
        let keep = if self.finished.load(Ordering::SeqCst) {
            limits.keep_finished
        } else {
            limits.keep_idle
        };
        let unused = now.saturating_sub(self.last_used.load(Ordering::Relaxed));
        self.idle() && unused >= keep.as_millis() as u64
    }

    /// A request used the game now.
    pub(super) fn touch(&self) {
        self.last_used.store(uptime_ms(), Ordering::Relaxed);
    }

    /// The game's seed, from which each bot's own is derived.
    pub(super) fn seed(&self) -> u64 {
        self.seed
    }

    /// Each seat's token hash (`None`: no token holds the seat).
    pub(super) fn token_hashes(&self) -> Vec<Option<String>> {
        self.auth.read().expect("auth lock").clone()
    }

    /// The seat whose token hashes to `hash`.
    pub(super) fn seat_with(&self, hash: &str) -> Option<Seat> {
        self.auth
            .read()
            .expect("auth lock")
            .iter()
            .position(|h| h.as_deref() == Some(hash))
    }

    /// Takes one action token of `seat`'s bucket (its HTTP requests and
    /// sockets share it); whether there was one.
    pub(super) fn allow_action(&self, seat: Seat, limits: &Limits) -> bool {
        self.http_buckets.lock().expect("bucket lock")[seat]
            .allow(limits.actions_per_second, limits.action_burst)
    }

    /// Takes one chat line of `seat`'s allowance; whether there was one.
    pub(super) fn allow_chat(&self, seat: Seat, limits: &Limits) -> bool {
        self.chat_buckets.lock().expect("bucket lock")[seat]
            .allow(limits.chat_per_second, limits.chat_burst)
    }

    /// Marks the bots running; whether they were not (the caller then
    /// drives them).
    pub(super) fn start_bots(&self) -> bool {
        !self.bots_running.swap(true, Ordering::SeqCst)
    }

    /// The bots stop (nobody drives them until [`GameCell::start_bots`]).
    pub(super) fn bots_stopped(&self) {
        self.bots_running.store(false, Ordering::SeqCst);
    }

    /// Takes the writer lock: changes to the game happen one at a time,
    /// and only under it is the hold's epoch changed.
    pub(super) async fn write(&self) -> Writing<'_> {
        Writing {
            cell: self,
            _writer: self.writer.lock().await,
        }
    }

    /// New rows of a game shown here were announced: whether the caller
    /// must start reading them (no reading is under way).
    pub(super) fn fall_behind(&self) -> bool {
        self.behind.store(true, Ordering::SeqCst);
        !self.following.swap(true, Ordering::SeqCst)
    }

    /// A reading of new rows begins: what is announced from now on is
    /// read again after it.
    pub(super) fn catching_up(&self) {
        self.behind.store(false, Ordering::SeqCst);
    }

    /// A reading of new rows ended: whether to read again (more was
    /// announced meanwhile, and no other reading took over).
    pub(super) fn caught_up(&self) -> bool {
        if self.behind.load(Ordering::SeqCst) {
            return true;
        }
        self.following.store(false, Ordering::SeqCst);
        // Announced between the check and the flag: go on.
        self.behind.load(Ordering::SeqCst) && !self.following.swap(true, Ordering::SeqCst)
    }
}

/// A game's writer lock, held: the one place its hold's epoch and its
/// doubt about the database change.
pub(super) struct Writing<'a> {
    pub cell: &'a GameCell,
    _writer: tokio::sync::MutexGuard<'a, ()>,
}

impl Writing<'_> {
    /// The epoch of this server's hold (0: another server holds it).
    pub fn epoch(&self) -> i64 {
        self.cell.epoch.load(Ordering::SeqCst)
    }

    /// This server holds the game at `epoch` from now (0: it only shows it).
    pub fn hold_at(&self, epoch: i64) {
        self.cell.epoch.store(epoch, Ordering::SeqCst);
    }

    /// Whether a commit may have reached the database unseen.
    pub fn unsure(&self) -> bool {
        self.cell.unsure.load(Ordering::SeqCst)
    }

    /// A commit is under way (`true`), or its outcome is known (`false`).
    pub fn set_unsure(&self, unsure: bool) {
        self.cell.unsure.store(unsure, Ordering::SeqCst);
    }

    /// Publishes `live`, whose rows the database now holds (committed, or
    /// read back), with the outcome its change `recorded`: no commit is in
    /// doubt any more.
    pub fn publish(&self, live: Live, recorded: Option<Recorded>) {
        if let Some(recorded) = recorded {
            self.cell.record(recorded);
        }
        self.cell.publish(live);
        self.set_unsure(false);
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
