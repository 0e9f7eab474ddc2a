//! The server's bots: which ones a game created over the network may seat
//! (the server's policy, not the client's), and the bounded pool every
//! game's bots think on.
//!
//! A bot thinks on a [`urbs_bots::DynTurn`] (its seat's view, the public log
//! and its legal actions), on a blocking thread, holding no lock of its game;
//! the pool's permits are handed out first come, first served, so a thousand
//! games with thinking bots slow each other down evenly.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use tokio::sync::{Semaphore, SemaphorePermit};
use urbs_bots::{BotLimits, DynBot};

use crate::table::TableError;
use crate::table::live::Live;

use super::{GameCell, Hub};
use crate::table::live::bot_seed;

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
    /// Bots of your own, tried before the catalog's.
    pub custom: Option<CustomBots>,
}

impl Default for BotConfig {
    fn default() -> BotConfig {
        BotConfig {
            limits: BotLimits::default(),
            threads: std::thread::available_parallelism().map_or(2, |n| n.get()),
            custom: None,
        }
    }
}

impl std::fmt::Debug for BotConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BotConfig")
            .field("limits", &self.limits)
            .field("threads", &self.threads)
            .field("custom", &self.custom.is_some())
            .finish()
    }
}

/// The bots of every game: policy and pool.
pub(crate) struct BotPool {
    config: BotConfig,
    pool: Semaphore,
    /// Moves waiting for a place to think.
    queued: AtomicUsize,
}

impl BotPool {
    pub fn new(config: BotConfig) -> BotPool {
        let threads = config.threads.max(1);
        BotPool {
            pool: Semaphore::new(threads),
            config: BotConfig { threads, ..config },
            queued: AtomicUsize::new(0),
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

    /// A place to think for a bot of `spec`: as many permits as it uses
    /// threads, in the order asked for.
    pub async fn think_permit(&self, spec: &str) -> SemaphorePermit<'_> {
        let threads = self.config.limits.threads(spec).min(self.config.threads) as u32;
        self.queued.fetch_add(1, Ordering::SeqCst);
        let permit = self
            .pool
            .acquire_many(threads)
            .await
            .expect("the bot pool is never closed");
        self.queued.fetch_sub(1, Ordering::SeqCst);
        permit
    }

    /// The longest a bot may think per move.
    pub fn max_time(&self) -> std::time::Duration {
        self.config.limits.max_time
    }

    /// Moves waiting for a place to think now.
    pub fn queued(&self) -> usize {
        self.queued.load(Ordering::SeqCst)
    }
}

impl Hub {
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
        if !cell.held() || cell.current().bot_to_act().is_none() || !cell.start_bots() {
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
                        cell.bots_stopped();
                        return;
                    }
                }
            };
            let spec = live.bot_specs()[seat].clone().unwrap_or_default();
            let bot = match cell.take_bot(seat) {
                Some(bot) => bot,
                // A person's seat the takeover bot plays from now (T-3, T-4).
                None => match self.bots.make(live.table.game(), &spec, cell.seed(), seat) {
                    Ok(bot) => bot,
                    Err(e) => {
                        eprintln!("urbs-server: game {}: seat {seat}: {e}", cell.id);
                        cell.bots_stopped();
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
                cell.bots_stopped();
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
                cell.bots_stopped();
                return;
            };
            cell.put_bot(seat, bot);
            let Some(choice) = choice else {
                eprintln!(
                    "urbs-server: game {}: the bot of seat {seat} did not act",
                    cell.id
                );
                cell.bots_stopped();
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
                    cell.bots_stopped();
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
                    cell.bots_stopped();
                    return;
                }
            }
        }
    }
}
