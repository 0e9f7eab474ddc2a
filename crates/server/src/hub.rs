//! The games the server holds: each behind its own lock, so games never wait
//! for each other; every change is committed before anyone hears of it.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock, RwLock};
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};
use serde_json::Value;
use tokio::sync::{Mutex as GameLock, watch};
use urbs_engine::Seat;

use crate::error::ApiError;
use crate::limits::{Bucket, Limits};
use crate::live::{Acted, GameState, Live, SeatInfo, SeatKind, SeatRequest};
use crate::store::{Status, Store};
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

/// Most bot actions stored in one commit.
const BOT_BATCH: usize = 256;

/// How long a finished game nobody watches stays in memory.
const KEEP_FINISHED: Duration = Duration::from_secs(120);

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

fn uptime_ms() -> u64 {
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_millis() as u64
}

/// One game and who is watching it.
pub struct GameCell {
    pub id: String,
    live: Arc<GameLock<Live>>,
    /// Bumped after every committed change; sockets wait on it.
    changed: watch::Sender<u64>,
    /// Token hash per seat, readable without the game's lock.
    auth: RwLock<Vec<Option<String>>>,
    /// Rate of HTTP actions per seat.
    http_buckets: Mutex<Vec<Bucket>>,
    bots_running: AtomicBool,
    /// The game could not be read back after a failed write.
    broken: AtomicBool,
    finished: AtomicBool,
    last_used: AtomicU64,
}

impl GameCell {
    fn new(live: Live, limits: &Limits) -> Arc<GameCell> {
        let players = live.table.players();
        Arc::new(GameCell {
            id: live.id.clone(),
            auth: RwLock::new(live.token_hashes()),
            finished: AtomicBool::new(live.status == Status::Finished),
            live: Arc::new(GameLock::new(live)),
            changed: watch::channel(0).0,
            http_buckets: Mutex::new(vec![Bucket::new(limits.action_burst); players]),
            bots_running: AtomicBool::new(false),
            broken: AtomicBool::new(false),
            last_used: AtomicU64::new(uptime_ms()),
        })
    }

    /// Wakes everyone watching.
    fn notify(&self, finished: bool) {
        if finished {
            self.finished.store(true, Ordering::SeqCst);
        }
        self.changed.send_modify(|v| *v += 1);
    }

    /// A receiver that wakes after every change.
    pub fn subscribe(&self) -> watch::Receiver<u64> {
        self.changed.subscribe()
    }

    fn usable(&self) -> Result<(), ApiError> {
        if self.broken.load(Ordering::SeqCst) {
            Err(ApiError::unavailable(
                "this game cannot be read from the database right now; try again later",
            ))
        } else {
            Ok(())
        }
    }
}

/// Every game the server knows, the database and the limits.
pub struct Hub {
    games: Mutex<HashMap<String, Arc<GameCell>>>,
    /// Per client address, its allowance of new games.
    creators: Mutex<HashMap<IpAddr, Bucket>>,
    store: Store,
    pub limits: Limits,
}

impl Hub {
    /// Reads back every unfinished game and sets its bots going again.
    pub async fn open(store: Store, limits: Limits) -> Result<Arc<Hub>, String> {
        let stored = store.load_unfinished().await?;
        let hub = Arc::new(Hub {
            games: Mutex::new(HashMap::new()),
            creators: Mutex::new(HashMap::new()),
            store,
            limits,
        });
        let mut cells = Vec::with_capacity(stored.len());
        for g in &stored {
            match Live::restore(g) {
                Ok(live) => cells.push(GameCell::new(live, &hub.limits)),
                // One damaged game must not keep the others from being played.
                Err(e) => eprintln!("urbs-server: skipping a game: {e}"),
            }
        }
        {
            let mut games = hub.games.lock().expect("games lock");
            for cell in &cells {
                games.insert(cell.id.clone(), cell.clone());
            }
        }
        for cell in &cells {
            hub.kick_bots(cell);
        }
        let weak = Arc::downgrade(&hub);
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(Duration::from_secs(30)).await;
                match weak.upgrade() {
                    Some(hub) => hub.sweep(),
                    None => return,
                }
            }
        });
        Ok(hub)
    }

    /// Takes one new game from the allowance of the client at `from`;
    /// `429` when it is spent (and nothing is created).
    pub fn allow_create(&self, from: IpAddr) -> Result<(), ApiError> {
        let Limits {
            games_per_minute,
            game_burst,
            ..
        } = self.limits;
        if games_per_minute <= 0.0 {
            return Ok(());
        }
        let mut creators = self.creators.lock().expect("creators lock");
        let bucket = creators
            .entry(from)
            .or_insert_with(|| Bucket::new(game_burst));
        if bucket.allow(games_per_minute / 60.0, game_burst) {
            Ok(())
        } else {
            Err(ApiError::too_many(format!(
                "too many new games from {from}: at most {games_per_minute} a minute after the \
                 first {game_burst}; try again in a minute"
            )))
        }
    }

    /// Lets go of finished games nobody has looked at lately; they are read
    /// back from the database if asked for again.
    fn sweep(&self) {
        // Addresses whose allowance has refilled are forgotten.
        let rate = self.limits.games_per_minute / 60.0;
        let burst = self.limits.game_burst;
        self.creators
            .lock()
            .expect("creators lock")
            .retain(|_, bucket| !bucket.is_full(rate, burst));
        let now = uptime_ms();
        self.games.lock().expect("games lock").retain(|_, cell| {
            !(cell.finished.load(Ordering::SeqCst)
                && cell.changed.receiver_count() == 0
                && now.saturating_sub(cell.last_used.load(Ordering::Relaxed))
                    > KEEP_FINISHED.as_millis() as u64)
        });
    }

    pub async fn create(self: &Arc<Self>, req: CreateGame) -> Result<Created, ApiError> {
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
        let players = req.players.unwrap_or(seats.len());
        let seed = req.seed.unwrap_or_else(tokens::random_seed);
        let (live, tokens, write) =
            Live::create(&req.game, players, &req.options, seed, &seats, now_ms())?;
        let id = live.id.clone();
        self.store
            .commit(vec![write])
            .await
            .map_err(|e| ApiError::unavailable(format!("the game could not be saved: {e}")))?;
        let cell = GameCell::new(live, &self.limits);
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

    /// The game `id`, read back from the database if it is not in memory.
    pub async fn cell(&self, id: &str) -> Result<Arc<GameCell>, ApiError> {
        let missing = || ApiError::not_found(format!("no game `{id}`"));
        if let Some(cell) = self.games.lock().expect("games lock").get(id) {
            cell.last_used.store(uptime_ms(), Ordering::Relaxed);
            return Ok(cell.clone());
        }
        if !tokens::is_game_id(id) {
            return Err(missing());
        }
        let stored = self
            .store
            .load_game(id)
            .await
            .map_err(ApiError::unavailable)?
            .ok_or_else(missing)?;
        let live = Live::restore(&stored).map_err(ApiError::unavailable)?;
        let cell = GameCell::new(live, &self.limits);
        Ok(self
            .games
            .lock()
            .expect("games lock")
            .entry(id.to_string())
            .or_insert(cell)
            .clone())
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

    /// Takes one HTTP action token of `seat`'s bucket.
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

    pub async fn state(
        &self,
        cell: &GameCell,
        seat: Option<Seat>,
        log_from: usize,
        text: bool,
    ) -> GameState {
        cell.live.lock().await.state(seat, log_from, text)
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
            && (key.is_empty() || key.len() > self.limits.max_key_len)
        {
            return Err(ApiError::bad_request(format!(
                "a key has 1 to {} characters",
                self.limits.max_key_len
            )));
        }
        cell.usable()?;
        let mut live = cell.live.lock().await;
        let (acted, writes) = live.act(seat, action, key)?;
        if !writes.is_empty()
            && let Err(e) = self.store.commit(writes).await
        {
            return Err(self.recover(cell, &mut live, e).await);
        }
        let finished = live.status == Status::Finished;
        let bots = live.bot_must_act();
        drop(live);
        if !acted.duplicate {
            cell.notify(finished);
        }
        if bots {
            self.kick_bots(cell);
        }
        Ok(acted)
    }

    /// After a failed write the memory may be ahead of the database: read
    /// the game back, so that it holds exactly what was stored.
    async fn recover(&self, cell: &GameCell, live: &mut Live, error: String) -> ApiError {
        eprintln!("urbs-server: game {}: {error}", cell.id);
        let restored = match self.store.load_game(&cell.id).await {
            Ok(Some(stored)) => Live::restore(&stored),
            Ok(None) => Err("the game is gone from the database".to_string()),
            Err(e) => Err(e),
        };
        match restored {
            Ok(l) => {
                *live = l;
                cell.broken.store(false, Ordering::SeqCst);
            }
            Err(e) => {
                eprintln!("urbs-server: game {}: {e}", cell.id);
                cell.broken.store(true, Ordering::SeqCst);
            }
        }
        cell.notify(false);
        ApiError::unavailable(
            "the action could not be confirmed as saved; the game now shows what was saved \
             (send it again with the same key to be safe)",
        )
    }

    /// Gives a newcomer the lowest open seat.
    pub async fn join(
        self: &Arc<Self>,
        cell: &Arc<GameCell>,
        name: Option<String>,
    ) -> Result<Joined, ApiError> {
        cell.usable()?;
        let mut live = cell.live.lock().await;
        let (seat, token, writes) = live.claim(name)?;
        if let Err(e) = self.store.commit(writes).await {
            return Err(self.recover(cell, &mut live, e).await);
        }
        *cell.auth.write().expect("auth lock") = live.token_hashes();
        let bots = live.bot_must_act();
        drop(live);
        cell.notify(false);
        if bots {
            self.kick_bots(cell);
        }
        Ok(Joined { seat, token })
    }

    pub async fn replay(&self, cell: &GameCell) -> Result<Value, ApiError> {
        cell.live.lock().await.replay()
    }

    pub async fn list(
        &self,
        status: Option<Status>,
        limit: usize,
    ) -> Result<Vec<GameSummary>, ApiError> {
        let rows = self
            .store
            .list(status, limit.min(self.limits.max_listed))
            .await
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
                    })
                    .collect(),
            })
            .collect())
    }

    /// Starts the bots of a game if one must act and they are not running.
    fn kick_bots(self: &Arc<Self>, cell: &Arc<GameCell>) {
        if cell.bots_running.swap(true, Ordering::SeqCst) {
            return;
        }
        let hub = self.clone();
        let cell = cell.clone();
        tokio::spawn(async move { hub.drive_bots(cell).await });
    }

    /// Plays the bots' turns, off the async threads (a bot may think long),
    /// committing each run of bot actions before anyone sees it.
    async fn drive_bots(self: Arc<Self>, cell: Arc<GameCell>) {
        loop {
            let live = cell.live.clone().lock_owned().await;
            if !live.bot_must_act() || cell.broken.load(Ordering::SeqCst) {
                // Cleared under the lock: whoever changes the game next sees
                // `false` and starts the bots again if needed.
                cell.bots_running.store(false, Ordering::SeqCst);
                return;
            }
            let played = tokio::task::spawn_blocking(move || {
                let mut live = live;
                let result = live.play_bots(BOT_BATCH);
                (live, result)
            })
            .await;
            let Ok((mut live, (writes, error))) = played else {
                eprintln!("urbs-server: game {}: a bot panicked", cell.id);
                cell.bots_running.store(false, Ordering::SeqCst);
                return;
            };
            if !writes.is_empty()
                && let Err(e) = self.store.commit(writes).await
            {
                self.recover(&cell, &mut live, e).await;
                drop(live);
                tokio::time::sleep(Duration::from_millis(500)).await;
                continue;
            }
            let finished = live.status == Status::Finished;
            if let Some(e) = error {
                eprintln!("urbs-server: {e}");
                cell.bots_running.store(false, Ordering::SeqCst);
                drop(live);
                cell.notify(finished);
                return;
            }
            drop(live);
            cell.notify(finished);
        }
    }
}
