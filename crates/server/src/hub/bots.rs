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

use tokio::sync::{Semaphore, SemaphorePermit};
use urbs_bots::{BotLimits, DynBot};

use crate::error::ApiError;
use crate::live::bot_seed;

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
    pub fn check(&self, game: &str, spec: &str) -> Result<(), ApiError> {
        if self.is_custom(game, spec) {
            return Ok(());
        }
        urbs_catalog::check_bot(game, spec, &self.config.limits).map_err(ApiError::bad_request)
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
