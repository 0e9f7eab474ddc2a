//! The server's bots: which ones a game created over the network may seat
//! (the server's policy, not the client's), and the bounded pool every
//! game's bots think on.
//!
//! A bot thinks on a [`urbs_bots::DynTurn`] (its seat's view, the public log
//! and its legal actions), on a blocking thread, holding no lock of its game;
//! the pool's places are shared by client, then by game ([`pool`]), so
//! a client with a hundred games thinking is one client among the others.

use std::collections::{HashMap, HashSet};
use std::future::Future;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use urbs_bots::{BotLimits, DynBot};

use crate::limits::client_key;
use crate::table::TableError;
use crate::table::live::Live;

mod memory;
pub(crate) mod pool;

use super::{GameCell, Hub};
use crate::table::setup::bot_seed;
use memory::KeptMemory;
use pool::{Place, ThinkPool, Work};

tokio::task_local! {
    /// The client whose request is being served: the games it creates (and
    /// their bots' moves) are counted as its own on the pool.
    static CLIENT: IpAddr;
}

/// Serves `request` for the client at `from`: the games it starts are that
/// client's on the bots' pool.
pub(crate) async fn for_client<F: Future>(from: IpAddr, request: F) -> F::Output {
    CLIENT.scope(client_key(from), request).await
}

/// The client whose request is being served, if any.
pub(crate) fn client() -> Option<IpAddr> {
    CLIENT.try_with(|c| *c).ok()
}

/// Makes bots the catalog does not know, for those who embed the server
/// (tests seat bots they control this way): `(game, spec, seed)` gives
/// `Some` for the specs it knows, `None` to leave the spec to the catalog.
pub type CustomBots = Arc<dyn Fn(&str, &str, u64) -> Option<Box<dyn DynBot>> + Send + Sync>;

/// How the server runs bots.
#[derive(Clone)]
pub struct BotConfig {
    /// What one move may cost: specs over it are refused at creation, and
    /// every search stops at its time whatever its budget.
    pub limits: BotLimits,
    /// Threads all games' bots think on together (default: the cores).
    pub threads: usize,
    /// Bot moves of one client address (IPv6: /64) thinking at once
    /// (default: half the threads, at least one).
    pub per_client: usize,
    /// Bytes all bots may hold (search trees kept for reuse, and grown
    /// while thinking), and one bot: the coldest trees are given back to
    /// make room for a bot about to think (default 512 MiB and 64 MiB;
    /// `bots/memory.rs`).
    pub memory: usize,
    pub memory_per_bot: usize,
    /// Bots of your own, tried before the catalog's.
    pub custom: Option<CustomBots>,
    /// Hears of every hint's and review's search as it starts, on its
    /// thread, with its room in bytes (those who embed the server watch
    /// them; tests hold them here).
    pub on_search: Option<OnSearch>,
}

/// See [`BotConfig::on_search`]: `("hint" or "review", room)`.
pub type OnSearch = Arc<dyn Fn(&'static str, usize) + Send + Sync>;

impl Default for BotConfig {
    fn default() -> BotConfig {
        let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
        BotConfig {
            limits: BotLimits::default(),
            threads,
            per_client: (threads / 2).max(1),
            memory: 512 << 20,
            memory_per_bot: 64 << 20,
            custom: None,
            on_search: None,
        }
    }
}

impl std::fmt::Debug for BotConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BotConfig")
            .field("limits", &self.limits)
            .field("threads", &self.threads)
            .field("per_client", &self.per_client)
            .field("memory", &self.memory)
            .field("memory_per_bot", &self.memory_per_bot)
            .field("custom", &self.custom.is_some())
            .field("on_search", &self.on_search.is_some())
            .finish()
    }
}

/// The bots of every game: policy and pool.
pub(crate) struct BotPool {
    config: BotConfig,
    pool: ThinkPool,
    /// The client that started each game with bots, by game id: its bots
    /// think as that client's.
    clients: Mutex<HashMap<String, IpAddr>>,
    /// What the bots keep between moves, within the budget, and the rooms
    /// of every search (bot moves, hints, reviews).
    kept: Arc<KeptMemory>,
    /// Bots whose trees are being given back this moment, by game and seat.
    releasing: Mutex<HashSet<(String, usize)>>,
}

impl BotPool {
    pub fn new(config: BotConfig) -> BotPool {
        let threads = config.threads.max(1);
        BotPool {
            pool: ThinkPool::new(threads as u32, config.per_client),
            kept: Arc::new(
                KeptMemory::new(config.memory, config.memory_per_bot).searches_at_once(threads),
            ),
            releasing: Mutex::new(HashSet::new()),
            config: BotConfig { threads, ..config },
            clients: Mutex::new(HashMap::new()),
        }
    }

    fn is_custom(&self, game: &str, spec: &str) -> bool {
        self.config
            .custom
            .as_ref()
            .is_some_and(|make| make(game, spec, 0).is_some())
    }

    /// Refuses a bot the server does not allow, naming the ones it does.
    pub fn check(&self, game: &str, spec: &str) -> Result<(), TableError> {
        if self.is_custom(game, spec) {
            return Ok(());
        }
        urbs_catalog::check_bot(game, spec, &self.config.limits).map_err(TableError::malformed)
    }

    /// The bot of `seat` in a game with `seed` (a spec stored earlier is
    /// held to today's limits rather than refused).
    pub fn make(
        &self,
        game: &str,
        spec: &str,
        seed: u64,
        seat: usize,
    ) -> Result<Box<dyn DynBot>, String> {
        let seed = bot_seed(seed, seat);
        if let Some(bot) = self
            .config
            .custom
            .as_ref()
            .and_then(|m| m(game, spec, seed))
        {
            return Ok(bot);
        }
        urbs_catalog::make_dyn_bot_within(game, spec, seed, &self.config.limits)
    }

    /// A place to think for `work` of `client` with a bot of `spec`: as
    /// many threads as it uses, in its turn ([`pool`]).
    pub async fn place(&self, work: Work, client: String, spec: &str) -> Place {
        let threads = self.config.limits.threads(spec).min(self.config.threads) as u32;
        self.pool.place(work, client, threads).await
    }

    /// Who the bots of game `id` think for: the client that started it, or
    /// the game alone when that is not known (a game read back after a
    /// restart).
    fn client_of(&self, id: &str) -> String {
        match self.clients.lock().expect("clients lock").get(id) {
            Some(ip) => ip.to_string(),
            None => format!("game {id}"),
        }
    }

    /// Notes the client serving the request that starts game `id`'s bots,
    /// unless one is noted already.
    fn note_client(&self, id: &str, hub: &Hub) {
        let Some(ip) = client() else { return };
        let mut clients = self.clients.lock().expect("clients lock");
        if clients.len() >= 4 * hub.games_in_memory() + 1024 {
            // Games left memory without finishing: forget them.
            clients.retain(|id, _| hub.in_memory(id).is_some());
        }
        clients.entry(id.to_string()).or_insert(ip);
    }

    /// Who hears of hints' and reviews' searches ([`BotConfig::on_search`]).
    pub fn on_search(&self) -> Option<OnSearch> {
        self.config.on_search.clone()
    }

    /// The longest a bot may think per move.
    pub fn max_time(&self) -> std::time::Duration {
        self.config.limits.max_time
    }

    /// Work waiting for a place to think now.
    pub fn queued(&self) -> usize {
        self.pool.queued()
    }
}

impl Hub {
    /// Bytes the bots keep between moves now, as they report them.
    pub fn bots_kept_bytes(&self) -> usize {
        self.bots.kept.total()
    }

    /// Notes what the bot of `seat` in `cell` keeps after its move, and
    /// gives back the coldest bots' trees until all are within the budget.
    /// A bot out thinking is passed over (at most one per thread of the
    /// pool): it is counted again after its move.
    fn keep_within_budget(&self, cell: &GameCell, seat: usize, bytes: usize) {
        let kept = &self.bots.kept;
        if kept.note(&cell.id, seat, bytes) {
            self.give_back_coldest(KeptMemory::within_budget);
        }
    }

    /// Gives back what the bot of `seat` keeps, unless it is out thinking.
    fn release_bot(&self, cell: &GameCell, seat: usize) {
        let key = (cell.id.clone(), seat);
        self.bots
            .releasing
            .lock()
            .expect("releasing lock")
            .insert(key.clone());
        if let Some(mut bot) = cell.take_bot(seat) {
            bot.release();
            self.bots.kept.released(&cell.id, seat, bot.kept_bytes());
            cell.put_bot(seat, bot);
        }
        self.bots
            .releasing
            .lock()
            .expect("releasing lock")
            .remove(&key);
    }

    /// Takes the bot of `seat` out of its game to think, waiting if its
    /// tree is being given back at this moment; `None` if it has no bot yet.
    async fn take_bot(&self, cell: &GameCell, seat: usize) -> Option<Box<dyn DynBot>> {
        let key = (cell.id.clone(), seat);
        loop {
            if let Some(bot) = cell.take_bot(seat) {
                return Some(bot);
            }
            // Marked before it is taken and unmarked once it is back.
            if !self
                .bots
                .releasing
                .lock()
                .expect("releasing lock")
                .contains(&key)
            {
                return cell.take_bot(seat);
            }
            tokio::task::yield_now().await;
        }
    }

    pub(super) fn make_bots(
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

    /// Starts the bots of a game this server holds if one must act and
    /// they are not running.
    pub(crate) fn kick_bots(self: &Arc<Self>, cell: &Arc<GameCell>) {
        if !cell.held() || cell.current().bot_to_act().is_none() {
            return;
        }
        self.bots.note_client(&cell.id, self);
        if !cell.start_bots() {
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
            if self.is_stopping() {
                cell.bots_stopped();
                return;
            }
            // Decided under the writer lock: whoever changes the game after
            // the flag is cleared sees it cleared and starts the bots again.
            let (live, seat) = {
                let _writing = cell.write().await;
                let live = cell.current();
                match live.bot_to_act() {
                    Some(seat) => (live, seat),
                    None => {
                        if live.status == crate::store::Status::Finished {
                            self.bots
                                .clients
                                .lock()
                                .expect("clients lock")
                                .remove(&cell.id);
                            // Trees of a game over help nobody.
                            for seat in 0..live.seats.len() {
                                self.release_bot(&cell, seat);
                            }
                            self.bots.kept.forget_game(&cell.id);
                        }
                        cell.bots_stopped();
                        return;
                    }
                }
            };
            let spec = live.bot_specs()[seat].clone().unwrap_or_default();
            drop(live);
            // The bot stays in its game, where its tree may be given back,
            // until it has its place to think.
            let client = self.bots.client_of(&cell.id);
            let place = self.bots.place(Work::Move, client, &spec).await;
            let live = cell.current();
            if live.bot_to_act() != Some(seat) {
                // The game moved on while the bot waited.
                continue;
            }
            // T-9: its move counts only at the same attendance epoch.
            let epoch = attendance(&live);
            let bot = match self.take_bot(&cell, seat).await {
                Some(bot) => bot,
                // A person's seat the takeover bot plays from now (T-3, T-4).
                None => match self.bots.make(live.table.game(), &spec, cell.seed(), seat) {
                    Ok(bot) => bot,
                    Err(e) => {
                        tracing::warn!("game {}: seat {seat}: {e}", cell.id);
                        cell.bots_stopped();
                        return;
                    }
                },
            };
            let Some(turn) = bot.turn(live.table.as_ref(), seat) else {
                cell.put_bot(seat, bot);
                tracing::warn!("game {}: the bot of seat {seat} cannot play", cell.id);
                cell.bots_stopped();
                return;
            };
            drop(live);
            let thinking = self.room_to_think(&cell, seat);
            let room = thinking.bytes;
            let thought = tokio::task::spawn_blocking(move || {
                let mut bot = bot;
                bot.limit_memory(room);
                let choice = bot.decide(&turn);
                if bot.kept_bytes() > room {
                    bot.release();
                }
                (bot, choice, turn.moves())
            })
            .await;
            let Ok((bot, choice, moves)) = thought else {
                tracing::warn!("game {}: the bot of seat {seat} panicked", cell.id);
                cell.bots_stopped();
                return;
            };
            let kept = bot.kept_bytes();
            cell.put_bot(seat, bot);
            // Counted before the place is given back: the pool's next bot
            // thinks with the memory kept already within the budget.
            self.keep_within_budget(&cell, seat, kept);
            drop(place);
            let Some(choice) = choice else {
                tracing::warn!("game {}: the bot of seat {seat} did not act", cell.id);
                cell.bots_stopped();
                return;
            };
            let applied = self
                .change(&cell, |live| {
                    if live.actions() != moves
                        || attendance(live) != epoch
                        || !live.table.to_act().includes(seat)
                        || !live.bot_plays(seat)
                    {
                        // The game moved on while the bot thought, or the
                        // person came back (T-5), even to leave again
                        // (T-9): think again, or stop.
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
                    cell.bots_stopped();
                    return;
                }
                Err(e) if e.is_unavailable() => {
                    // The database is away (or the server stopping): wait
                    // and try again; the game stands as last committed.
                    tokio::time::sleep(backoff).await;
                    backoff = (backoff * 2).min(Duration::from_secs(5));
                }
                Err(e) => {
                    tracing::warn!(
                        "game {}: the bot of seat {seat} chose `{}`: {e}",
                        cell.id,
                        choice.text
                    );
                    cell.bots_stopped();
                    return;
                }
            }
        }
    }
}

/// The attendance epoch of a game (T-9): it moves on whenever someone
/// leaves, runs out of time or comes back (each a notice, only ever added)
/// and with every undo, so a bot's move decided before is never applied
/// after, even to the same number of actions with the same seat the bot's.
fn attendance(live: &Live) -> (usize, usize) {
    (live.notices.len(), live.undos)
}
