//! A load generator: many games at once, every seat a bot-like client on its
//! own WebSocket that picks a random legal action as soon as it may act.
//! Reports durable actions per second and the latency from sending an action
//! to its acknowledgement (which the server sends only after the commit).
//!
//! Against several servers on one PostgreSQL database, every game is
//! created and every socket opened on a server picked at random (as a
//! round-robin balancer would); with [`Kill`], one server is killed in the
//! middle of the measure: its sockets reconnect elsewhere (sending the
//! action they were waiting on again, with the same key), and the report
//! says how long the games it held stood still.
//!
//! A tool beside the server, not part of it: it reaches the server only
//! through its API ([`client`]), as any client does.

use std::collections::HashMap;
use std::fmt;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, RwLock};
use std::time::{Duration, Instant};

use serde::Deserialize;
use serde_json::{Value, json};
use urbs_engine::rand::RngExt;
use urbs_engine::{derive_seed, rng_from_seed};

pub mod client;

use crate::client::Client;

/// What to run.
#[derive(Clone)]
pub struct LoadConfig {
    /// The servers (one, or several on one PostgreSQL database).
    pub addrs: Vec<SocketAddr>,
    pub game: String,
    pub players: usize,
    /// Games played at the same time; a finished game is replaced at once.
    pub games: usize,
    /// Time to open the connections before measuring.
    pub warmup: Duration,
    /// How long to measure.
    pub measure: Duration,
    /// Actions per second all games together aim at: each seat thinks for
    /// `games / rate` seconds on average before acting. `None`: no
    /// thinking, every client acts as soon as it may (the server's limit).
    pub rate: Option<f64>,
    /// The servers' process ids, to report their memory and CPU time.
    pub server_pids: Vec<u32>,
    pub seed: u64,
    /// The server's own bots in every seat but the first (`greedy`): one
    /// person-like client a game, and reads of the games' states taken while
    /// the bots think. `None`: a client in every seat.
    pub bots: Option<String>,
    /// The server's database, to report the size of SQLite's write-ahead log
    /// (and, with [`Kill`], which games the server killed held).
    pub database: Option<String>,
    /// A server to kill in the middle of the measure.
    pub kill: Option<Kill>,
    /// Spectators' sockets on every game of the first slot, opened before
    /// its players start (from loopback addresses 127.1.x.y, 32 each, as
    /// the server allows per address), reading every state pushed.
    pub spectators: usize,
    /// The spectators ask for the view drawn as text too (`text=1`).
    pub spectator_text: bool,
}

/// A server killed during the measure (`urbs loadtest --kill-after`).
#[derive(Clone)]
pub struct Kill {
    /// How long into the measured window.
    pub after: Duration,
    /// The server's address and node id.
    pub addr: SocketAddr,
    pub node: String,
    /// Kills it (SIGKILL).
    pub kill: Arc<dyn Fn() + Send + Sync>,
}

/// How long the games of a killed server stood still.
#[derive(Clone, Debug, Default)]
pub struct Failover {
    /// Games in play the server held when it was killed.
    pub games: usize,
    /// Per such game, from the kill until another server held it (read in
    /// the database every 20 ms): the median and the longest.
    pub taken_p50_ms: f64,
    pub taken_max_ms: f64,
    /// Per such game, from the kill to the acknowledgement of its first
    /// action sent after the kill: the median and the longest.
    pub moved_p50_ms: f64,
    pub moved_max_ms: f64,
    /// Such games still in play with no acknowledged action by the end of
    /// the window.
    pub stalled: usize,
    /// Sockets that reconnected to another server.
    pub reconnects: u64,
}

impl LoadConfig {
    fn think(&self) -> Duration {
        match self.rate {
            Some(r) if r > 0.0 => Duration::from_secs_f64(self.games as f64 / r),
            _ => Duration::ZERO,
        }
    }
}

/// What was measured.
#[derive(Clone, Debug, Default)]
pub struct LoadReport {
    pub games: usize,
    pub servers: usize,
    pub rate: Option<f64>,
    pub connections: usize,
    pub seconds: f64,
    /// Actions acknowledged within the measured window.
    pub actions: u64,
    pub actions_per_second: f64,
    pub p50_ms: f64,
    pub p90_ms: f64,
    pub p99_ms: f64,
    pub max_ms: f64,
    pub games_finished: u64,
    /// With server bots: moves pushed to the person-like clients in the
    /// window (every committed move of their games, the bots' included).
    pub moves_seen: u64,
    /// With server bots: state reads taken while the bots play.
    pub reads: u64,
    pub read_p50_ms: f64,
    pub read_p99_ms: f64,
    /// SQLite's write-ahead log at the end, in bytes.
    pub wal_bytes: Option<u64>,
    /// Refusals and failures seen by the clients (should be 0).
    pub errors: u64,
    pub first_error: Option<String>,
    /// Resident memory of the server at the end and at its peak.
    pub server_rss_kib: Option<u64>,
    pub server_peak_kib: Option<u64>,
    /// The server's CPU time during the window, in seconds.
    pub server_cpu_seconds: Option<f64>,
    /// The machine's 1-minute load average at the end.
    pub load_average: Option<f64>,
    /// Spectators' sockets per game of the first slot, and the states they
    /// read in all.
    pub spectators: usize,
    pub spectator_states: u64,
    pub failover: Option<Failover>,
}

impl fmt::Display for LoadReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let servers = match self.servers {
            1 => String::new(),
            n => format!(" over {n} servers"),
        };
        writeln!(
            f,
            "{} games, {} WebSocket clients{servers}, measured {:.1} s, aimed at {}",
            self.games,
            self.connections,
            self.seconds,
            self.rate
                .map_or("as many actions as possible".to_string(), |r| format!(
                    "{r:.0} actions/s"
                ))
        )?;
        writeln!(
            f,
            "actions acknowledged: {} ({:.0} per second), games finished: {}, errors: {}",
            self.actions, self.actions_per_second, self.games_finished, self.errors
        )?;
        writeln!(
            f,
            "latency send -> ack: p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            self.p50_ms, self.p90_ms, self.p99_ms, self.max_ms
        )?;
        if self.reads > 0 {
            writeln!(
                f,
                "moves pushed (bots' included): {} ({:.0} per second); state reads while bots \
                 play: {}, p50 {:.2} ms, p99 {:.2} ms",
                self.moves_seen,
                self.moves_seen as f64 / self.seconds.max(1e-9),
                self.reads,
                self.read_p50_ms,
                self.read_p99_ms
            )?;
        }
        if self.spectators > 0 {
            writeln!(
                f,
                "spectators: {} on each game of the first slot, {} states read",
                self.spectators, self.spectator_states
            )?;
        }
        if let Some(wal) = self.wal_bytes {
            writeln!(
                f,
                "SQLite write-ahead log at the end: {:.1} MiB",
                wal as f64 / 1048576.0
            )?;
        }
        if let (Some(rss), Some(peak)) = (self.server_rss_kib, self.server_peak_kib) {
            writeln!(
                f,
                "server memory: {:.1} MiB resident, {:.1} MiB peak",
                rss as f64 / 1024.0,
                peak as f64 / 1024.0
            )?;
        }
        if let Some(cpu) = self.server_cpu_seconds {
            writeln!(
                f,
                "server CPU: {cpu:.1} s in the window ({:.0}% of one core)",
                100.0 * cpu / self.seconds.max(1e-9)
            )?;
        }
        if let Some(fo) = &self.failover {
            writeln!(
                f,
                "failover: the server killed held {} games in play; another server held them \
                 p50 {:.0} ms, max {:.0} ms after the kill; their first action sent after the \
                 kill was acknowledged p50 {:.0} ms, max {:.0} ms after it ({} without one); \
                 {} sockets reconnected",
                fo.games,
                fo.taken_p50_ms,
                fo.taken_max_ms,
                fo.moved_p50_ms,
                fo.moved_max_ms,
                fo.stalled,
                fo.reconnects
            )?;
        }
        if let Some(l) = self.load_average {
            writeln!(f, "machine load average (1 min) at the end: {l:.2}")?;
        }
        if let Some(e) = &self.first_error {
            writeln!(f, "first error: {e}")?;
        }
        Ok(())
    }
}

/// Reads `VmRSS` and `VmHWM` (KiB) of a process from /proc.
pub fn process_memory(pid: u32) -> Option<(u64, u64)> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))?
            .split_whitespace()
            .nth(1)?
            .parse::<u64>()
            .ok()
    };
    Some((field("VmRSS:")?, field("VmHWM:")?))
}

/// User plus system CPU time of a process, in seconds (at 100 ticks a second).
pub fn process_cpu_seconds(pid: u32) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // Fields after the command name, which is in parentheses.
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let utime: f64 = fields.get(11)?.parse().ok()?;
    let stime: f64 = fields.get(12)?.parse().ok()?;
    Some((utime + stime) / 100.0)
}

fn load_average() -> Option<f64> {
    std::fs::read_to_string("/proc/loadavg")
        .ok()?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

#[derive(Default)]
struct Tally {
    latencies_us: Vec<u32>,
    moves_seen: u64,
    finished: u64,
    errors: u64,
    first_error: Option<String>,
    spectator_states: u64,
}

impl Tally {
    fn error(&mut self, e: impl Into<String>) {
        self.errors += 1;
        if self.first_error.is_none() {
            self.first_error = Some(e.into());
        }
    }

    fn merge(&mut self, other: Tally) {
        self.latencies_us.extend(other.latencies_us);
        self.moves_seen += other.moves_seen;
        self.finished += other.finished;
        self.errors += other.errors;
        self.spectator_states += other.spectator_states;
        if self.first_error.is_none() {
            self.first_error = other.first_error;
        }
    }
}

struct Window {
    start: Instant,
    end: Instant,
}

/// The servers the clients use, and what a kill left.
struct Fleet {
    /// A client per server.
    clients: Vec<Client>,
    addrs: Vec<SocketAddr>,
    /// The server killed, once it is.
    dead: RwLock<Option<SocketAddr>>,
    killed_at: RwLock<Option<Instant>>,
    /// The games the killed server held, and when each moved next.
    held: Mutex<HashMap<String, Option<Instant>>>,
    /// The games the killed server held, and when another server held each.
    taken: Mutex<HashMap<String, Option<Instant>>>,
    reconnects: std::sync::atomic::AtomicU64,
}

impl Fleet {
    /// A live server picked at random.
    fn pick(&self, rng: &mut urbs_engine::GameRng) -> &Client {
        let dead = *self.dead.read().expect("dead lock");
        loop {
            let i = rng.random_range(0..self.addrs.len());
            if Some(self.addrs[i]) != dead {
                return &self.clients[i];
            }
        }
    }

    /// A client's action on game `id`, sent at `sent`, was acknowledged
    /// (not as sent before).
    fn acted(&self, id: &str, sent: Instant) {
        let Some(killed) = *self.killed_at.read().expect("kill lock") else {
            return;
        };
        if sent < killed {
            // Maybe committed before the kill.
            return;
        }
        if let Some(first) = self.held.lock().expect("held lock").get_mut(id) {
            first.get_or_insert_with(Instant::now);
        }
    }
}

/// Runs the load and reports.
pub async fn run(cfg: LoadConfig) -> Result<LoadReport, String> {
    if cfg.addrs.is_empty() {
        return Err("no server to load".into());
    }
    let fleet = Arc::new(Fleet {
        clients: cfg.addrs.iter().map(|&a| Client::new(a)).collect(),
        addrs: cfg.addrs.clone(),
        dead: RwLock::new(None),
        killed_at: RwLock::new(None),
        held: Mutex::new(HashMap::new()),
        taken: Mutex::new(HashMap::new()),
        reconnects: Default::default(),
    });
    let begin = Instant::now();
    let window = Arc::new(Window {
        start: begin + cfg.warmup,
        end: begin + cfg.warmup + cfg.measure,
    });
    let ids: Arc<std::sync::Mutex<Vec<String>>> = Arc::default();
    let reader = cfg.bots.is_some().then(|| {
        tokio::spawn(read_while_bots_play(
            fleet.clone(),
            ids.clone(),
            window.clone(),
            cfg.seed,
        ))
    });
    // The spectators connect and read on a runtime (a thread) of their
    // own: a thousand sockets' reads queued in this one would hold up the
    // players' acknowledgements here, and the measure is the server's.
    let watchers = (cfg.spectators > 0)
        .then(|| {
            tokio::runtime::Builder::new_multi_thread()
                .worker_threads(1)
                .thread_name("spectators")
                .enable_all()
                .build()
        })
        .transpose()
        .map_err(|e| e.to_string())?
        .map(|r| Background(Some(r)));
    let mut slots = Vec::with_capacity(cfg.games);
    for i in 0..cfg.games {
        let fleet = fleet.clone();
        let cfg = cfg.clone();
        let window = window.clone();
        let ids = ids.clone();
        let watchers = watchers.as_ref().map(Background::handle);
        // Spread the connections over the first half of the warm-up.
        let delay = cfg.warmup.mul_f64(0.5 * i as f64 / cfg.games.max(1) as f64);
        slots.push(tokio::spawn(async move {
            tokio::time::sleep(delay).await;
            let mut tally = Tally::default();
            let mut round = 0u64;
            while Instant::now() < window.end {
                let seed = derive_seed(cfg.seed, ((i as u64) << 20) | round);
                round += 1;
                let watching = match &watchers {
                    Some(w) if i == 0 => Some((w, cfg.spectators)),
                    _ => None,
                };
                let played = play_game(&fleet, &cfg, seed, &window, &mut tally, &ids, watching);
                if let Err(e) = played.await {
                    tally.error(e);
                    tokio::time::sleep(Duration::from_millis(200)).await;
                }
            }
            tally
        }));
    }
    let killer = cfg.kill.clone().map(|kill| {
        let (fleet, database, start, end) = (
            fleet.clone(),
            cfg.database.clone(),
            window.start,
            window.end,
        );
        tokio::spawn(async move {
            tokio::time::sleep_until((start + kill.after).into()).await;
            let Some(db) = database else {
                (kill.kill)();
                return;
            };
            let held = games_held(&db, &kill.node).await.unwrap_or_default();
            *fleet.held.lock().expect("held lock") =
                held.iter().map(|id| (id.clone(), None)).collect();
            *fleet.taken.lock().expect("taken lock") =
                held.iter().map(|id| (id.clone(), None)).collect();
            *fleet.dead.write().expect("dead lock") = Some(kill.addr);
            *fleet.killed_at.write().expect("kill lock") = Some(Instant::now());
            (kill.kill)();
            // Who holds them now, every 20 ms.
            let _ = watch_takeovers(&db, &kill.node, &fleet, end).await;
        })
    });
    let mut cpu_start = None;
    if !cfg.server_pids.is_empty() {
        tokio::time::sleep_until(window.start.into()).await;
        cpu_start = Some(cpu_of(&cfg.server_pids));
    }
    tokio::time::sleep_until(window.end.into()).await;
    let cpu_end = cpu_of(&cfg.server_pids);
    let memory = memory_of(&cfg.server_pids);
    let load = load_average();
    let mut total = Tally::default();
    for slot in slots {
        total.merge(slot.await.map_err(|e| e.to_string())?);
    }
    // Every spectator was waited for by its game.
    drop(watchers);
    if let Some(k) = killer {
        k.await.map_err(|e| e.to_string())?;
    }
    let mut reads = match reader {
        Some(r) => r.await.map_err(|e| e.to_string())?,
        None => Vec::new(),
    };
    reads.sort_unstable();
    let mut lat = total.latencies_us;
    lat.sort_unstable();
    let pct = |p: f64| percentile(&lat, p);
    let seconds = cfg.measure.as_secs_f64();
    let failover = cfg.kill.as_ref().map(|_| {
        let killed = fleet
            .killed_at
            .read()
            .expect("kill lock")
            .unwrap_or(window.end);
        let waits = |times: &HashMap<String, Option<Instant>>| {
            let mut w: Vec<u32> = times
                .values()
                .flatten()
                .map(|t| t.duration_since(killed).as_micros().min(u32::MAX as u128) as u32)
                .collect();
            w.sort_unstable();
            w
        };
        let taken = fleet.taken.lock().expect("taken lock");
        let held = fleet.held.lock().expect("held lock");
        let (t, m) = (waits(&taken), waits(&held));
        Failover {
            games: taken.len(),
            taken_p50_ms: percentile(&t, 0.5),
            taken_max_ms: t.last().map_or(0.0, |&x| x as f64 / 1000.0),
            moved_p50_ms: percentile(&m, 0.5),
            moved_max_ms: m.last().map_or(0.0, |&x| x as f64 / 1000.0),
            stalled: held.values().filter(|t| t.is_none()).count(),
            reconnects: fleet.reconnects.load(std::sync::atomic::Ordering::Relaxed),
        }
    });
    Ok(LoadReport {
        games: cfg.games,
        servers: cfg.addrs.len(),
        rate: cfg.rate,
        connections: if cfg.bots.is_some() {
            cfg.games
        } else {
            cfg.games * cfg.players
        },
        seconds,
        actions: lat.len() as u64,
        actions_per_second: lat.len() as f64 / seconds,
        p50_ms: pct(0.50),
        p90_ms: pct(0.90),
        p99_ms: pct(0.99),
        max_ms: lat.last().map_or(0.0, |&m| m as f64 / 1000.0),
        games_finished: total.finished,
        moves_seen: total.moves_seen,
        reads: reads.len() as u64,
        read_p50_ms: percentile(&reads, 0.50),
        read_p99_ms: percentile(&reads, 0.99),
        wal_bytes: cfg
            .database
            .as_deref()
            .and_then(urbs_server::store::Store::wal_bytes),
        errors: total.errors,
        first_error: total.first_error,
        server_rss_kib: memory.map(|m| m.0),
        server_peak_kib: memory.map(|m| m.1),
        server_cpu_seconds: cpu_start.map(|a| cpu_end - a),
        load_average: load,
        spectators: cfg.spectators,
        spectator_states: total.spectator_states,
        failover,
    })
}

/// A runtime beside the one running the load, shut down without waiting
/// when dropped (a runtime cannot wait inside another).
struct Background(Option<tokio::runtime::Runtime>);

impl Background {
    fn handle(&self) -> tokio::runtime::Handle {
        self.0.as_ref().expect("running").handle().clone()
    }
}

impl Drop for Background {
    fn drop(&mut self) {
        if let Some(r) = self.0.take() {
            r.shutdown_background();
        }
    }
}

/// The CPU seconds of the servers still running (a killed one's stop
/// counting).
fn cpu_of(pids: &[u32]) -> f64 {
    pids.iter().filter_map(|&p| process_cpu_seconds(p)).sum()
}

/// The resident and peak memory of the servers still running, together.
fn memory_of(pids: &[u32]) -> Option<(u64, u64)> {
    let all: Vec<(u64, u64)> = pids.iter().filter_map(|&p| process_memory(p)).collect();
    (!all.is_empty()).then(|| all.iter().fold((0, 0), |(r, p), m| (r + m.0, p + m.1)))
}

/// Notes, every 20 ms until `end`, when each game the killed node held is
/// held by another (games that ended meanwhile no longer count).
async fn watch_takeovers(
    database: &str,
    node: &str,
    fleet: &Fleet,
    end: Instant,
) -> Result<(), String> {
    use sqlx::{Connection, Row};
    let mut conn = sqlx::AnyConnection::connect(database)
        .await
        .map_err(|e| e.to_string())?;
    let ids: Vec<String> = fleet
        .taken
        .lock()
        .expect("taken lock")
        .keys()
        .cloned()
        .collect();
    while Instant::now() < end {
        let rows = sqlx::query(
            "SELECT id, owner, status FROM games WHERE id = ANY(string_to_array($1, ','))",
        )
        .bind(ids.join(","))
        .fetch_all(&mut conn)
        .await
        .map_err(|e| e.to_string())?;
        let now = Instant::now();
        let done = {
            let mut taken = fleet.taken.lock().expect("taken lock");
            let mut held = fleet.held.lock().expect("held lock");
            for r in rows {
                let id: String = r.try_get("id").map_err(|e| e.to_string())?;
                let owner: Option<String> = r.try_get("owner").map_err(|e| e.to_string())?;
                let status: String = r.try_get("status").map_err(|e| e.to_string())?;
                if owner.as_deref() != Some(node) {
                    if let Some(t) = taken.get_mut(&id) {
                        t.get_or_insert(now);
                    }
                } else if status != "open" && status != "active" {
                    // Ended by the killed node's last commit: nothing to take over.
                    taken.remove(&id);
                    held.remove(&id);
                }
            }
            taken.values().all(Option::is_some)
        };
        if done {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let _ = conn.close().await;
    Ok(())
}

/// The games in play node `node` holds.
async fn games_held(database: &str, node: &str) -> Result<Vec<String>, String> {
    use sqlx::Connection;
    sqlx::any::install_default_drivers();
    let mut conn = sqlx::AnyConnection::connect(database)
        .await
        .map_err(|e| e.to_string())?;
    let ids = sqlx::query_scalar(
        "SELECT id FROM games WHERE owner = $1 AND status IN ('open', 'active')",
    )
    .bind(node)
    .fetch_all(&mut conn)
    .await
    .map_err(|e| e.to_string());
    let _ = conn.close().await;
    ids
}

/// The `p` quantile of sorted microseconds, in milliseconds.
fn percentile(sorted_us: &[u32], p: f64) -> f64 {
    if sorted_us.is_empty() {
        return 0.0;
    }
    let i = ((sorted_us.len() as f64 * p).ceil() as usize).clamp(1, sorted_us.len()) - 1;
    sorted_us[i] as f64 / 1000.0
}

/// Reads the state of a random game of the load a hundred times a second
/// while its bots play; returns the latencies in microseconds.
async fn read_while_bots_play(
    fleet: Arc<Fleet>,
    ids: Arc<std::sync::Mutex<Vec<String>>>,
    window: Arc<Window>,
    seed: u64,
) -> Vec<u32> {
    let mut rng = rng_from_seed(seed ^ 0x5EAD);
    let mut out = Vec::new();
    let mut tick = tokio::time::interval(Duration::from_millis(10));
    loop {
        tick.tick().await;
        let now = Instant::now();
        if now >= window.end {
            return out;
        }
        let id = {
            let ids = ids.lock().expect("ids lock");
            if ids.is_empty() {
                continue;
            }
            ids[rng.random_range(0..ids.len())].clone()
        };
        let start = Instant::now();
        let ok = fleet
            .pick(&mut rng)
            .get(&format!("/api/games/{id}"))
            .await
            .is_ok_and(|r| r.status == 200);
        if ok && start >= window.start {
            out.push(start.elapsed().as_micros().min(u32::MAX as u128) as u32);
        }
    }
}

/// Creates a game with a person in every seat (or, with server bots, in the
/// first) and plays it through with one socket per person, each on a
/// server picked at random; with `watching`, that many spectators on the
/// runtime given.
async fn play_game(
    fleet: &Fleet,
    cfg: &LoadConfig,
    seed: u64,
    window: &Window,
    tally: &mut Tally,
    ids: &std::sync::Mutex<Vec<String>>,
    watching: Option<(&tokio::runtime::Handle, usize)>,
) -> Result<(), String> {
    let mut rng = rng_from_seed(seed ^ 0x5E47);
    let request = match &cfg.bots {
        None => json!({"game": cfg.game, "players": cfg.players}),
        Some(bot) => {
            let mut seats = vec![json!({"kind": "human"})];
            seats.extend((1..cfg.players).map(|_| json!({"kind": "bot", "bot": bot})));
            json!({"game": cfg.game, "players": cfg.players, "seats": seats})
        }
    };
    let created = fleet.pick(&mut rng).create(&request).await?;
    let watching = match watching {
        Some((runtime, n)) => runtime
            .spawn(spectate(
                fleet.clients[0].clone(),
                created.id.clone(),
                n,
                cfg.spectator_text,
                window.end + Duration::from_secs(10),
            ))
            .await
            .map_err(|e| e.to_string())??,
        None => Vec::new(),
    };
    let mut seats = Vec::with_capacity(cfg.players);
    for s in &created.seats {
        if let Some(token) = s.token.as_deref() {
            let socket = fleet
                .pick(&mut rng)
                .socket(&created.id, Some(token))
                .await?;
            seats.push((token.to_string(), socket));
        }
    }
    {
        let mut ids = ids.lock().expect("ids lock");
        if ids.len() >= 4096 {
            ids.swap_remove(0);
        }
        ids.push(created.id.clone());
    }
    let plays = seats.into_iter().enumerate().map(|(i, (token, socket))| {
        let seat = Seat {
            fleet,
            id: &created.id,
            token,
            seed: derive_seed(seed, i as u64),
        };
        play_seat(seat, socket, window, cfg.think())
    });
    let results = futures_util::future::join_all(plays).await;
    for w in watching {
        tally.spectator_states += w.await.unwrap_or(0);
    }
    let mut finished = true;
    for r in results {
        finished &= r.finished;
        tally.merge(r.tally);
    }
    if finished {
        tally.finished += 1;
    }
    Ok(())
}

/// Opens `n` spectators' sockets on game `id`, each from its own loopback
/// address among 32, and waits for each one's first state; each then reads
/// until the game is over (or `give_up`) and answers how many states it read.
async fn spectate(
    client: Client,
    id: String,
    n: usize,
    text: bool,
    give_up: Instant,
) -> Result<Vec<tokio::task::JoinHandle<u64>>, String> {
    let query = if text { "text=1" } else { "" };
    let mut out = Vec::with_capacity(n);
    for k in 0..n {
        let local =
            std::net::IpAddr::from([127, 1, (k / 32 / 250) as u8, (1 + k / 32 % 250) as u8]);
        let mut socket = client.spectator_socket(&id, query, local).await?;
        socket.recv().await.ok_or("a spectator got no state")?;
        out.push(tokio::spawn(async move {
            let mut read = 1;
            // Not parsed: the tool shares the machine with the server it
            // measures, and a thousand parses a move would be a load of its own.
            while let Ok(Some(state)) =
                tokio::time::timeout_at(give_up.into(), socket.recv_text()).await
            {
                read += 1;
                if state.contains("\"status\":\"finished\"") {
                    break;
                }
            }
            read
        }));
    }
    Ok(out)
}

/// Who a socket plays for.
struct Seat<'a> {
    fleet: &'a Fleet,
    id: &'a str,
    token: String,
    seed: u64,
}

/// One seat: act when the state says so (after a think time, if any), and
/// time each action from sending to its acknowledgement. A socket whose
/// server goes away reconnects to another, and sends the action it waited
/// on again (with the same key: never applied twice).
async fn play_seat(
    seat: Seat<'_>,
    mut socket: crate::client::Socket,
    window: &Window,
    think: Duration,
) -> PlayedSeat {
    let mut rng = rng_from_seed(seat.seed);
    let mut out = PlayedSeat::default();
    let mut legal: Vec<Value> = Vec::new();
    let mut act_at: Option<Instant> = None;
    let mut pending: Option<(Instant, Value)> = None;
    let mut sent = 0u64;
    let give_up = window.end + Duration::from_secs(10);
    loop {
        let wake = act_at.unwrap_or(give_up).min(give_up);
        tokio::select! {
            text = socket.recv_text() => {
                let Some(text) = text else {
                    // The server went away: on to another, as a page would.
                    let Some(again) = reconnect(&seat, &mut rng, give_up).await else { break };
                    socket = again;
                    legal.clear();
                    act_at = None;
                    if let Some((_, message)) = &pending
                        && let Err(e) = socket.send(message).await
                    {
                        out.tally.error(e);
                        break;
                    }
                    continue;
                };
                // Only the fields a bot-like client needs; the view is skipped.
                let msg: Incoming = match serde_json::from_str(&text) {
                    Ok(m) => m,
                    Err(e) => {
                        out.tally.error(format!("unreadable message: {e}"));
                        continue;
                    }
                };
                match msg.kind.as_str() {
                    "state" => {
                        let now = Instant::now();
                        if now >= window.start && now <= window.end {
                            out.tally.moves_seen += 1;
                        }
                        if msg.status == "finished" {
                            // Nothing more to wait for in it.
                            seat.fleet.held.lock().expect("held lock").remove(seat.id);
                            out.finished = true;
                            break;
                        }
                        legal = msg.legal.into_iter().map(|c| c.json).collect();
                        if legal.is_empty() {
                            act_at = None;
                        } else if pending.is_none() && act_at.is_none() {
                            act_at = Some(Instant::now() + think.mul_f64(rng.random_range(0.5..1.5)));
                        }
                    }
                    "ack" => {
                        if let Some((t, _)) = pending.take() {
                            if !msg.duplicate {
                                seat.fleet.acted(seat.id, t);
                            }
                            let now = Instant::now();
                            if t >= window.start && now <= window.end {
                                let us = now.duration_since(t).as_micros().min(u32::MAX as u128);
                                out.tally.latencies_us.push(us as u32);
                            }
                        }
                    }
                    "error" => {
                        pending = None;
                        out.tally.error(format!("server refused: {} {}", msg.status, msg.error));
                    }
                    _ => out.tally.error("unexpected message"),
                }
            }
            _ = tokio::time::sleep_until(wake.into()) => {
                let now = Instant::now();
                if now >= give_up || (act_at.is_some() && now >= window.end) {
                    break;
                }
                if act_at.take().is_some() && !legal.is_empty() {
                    let choice = legal.swap_remove(rng.random_range(0..legal.len()));
                    legal.clear();
                    sent += 1;
                    let message = json!({
                        "action": choice,
                        "ref": sent,
                        "key": format!("{:x}-{sent}", seat.seed),
                    });
                    if let Err(e) = socket.send(&message).await {
                        out.tally.error(e);
                        break;
                    }
                    pending = Some((now, message));
                }
            }
        }
    }
    socket.close().await;
    out
}

/// A socket to another live server for the same seat, or `None` past
/// `give_up`.
async fn reconnect(
    seat: &Seat<'_>,
    rng: &mut urbs_engine::GameRng,
    give_up: Instant,
) -> Option<crate::client::Socket> {
    while Instant::now() < give_up {
        let client = seat.fleet.pick(rng);
        if let Ok(s) = client.socket(seat.id, Some(&seat.token)).await {
            seat.fleet
                .reconnects
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            return Some(s);
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    None
}

/// A server message as the load clients read it.
#[derive(Deserialize)]
struct Incoming {
    #[serde(rename = "type")]
    kind: String,
    /// A game status in states, an HTTP status in errors.
    #[serde(default)]
    status: Value,
    #[serde(default)]
    legal: Vec<LegalJson>,
    #[serde(default)]
    duplicate: bool,
    #[serde(default)]
    error: String,
}

#[derive(Deserialize)]
struct LegalJson {
    json: Value,
}

#[derive(Default)]
struct PlayedSeat {
    tally: Tally,
    finished: bool,
}
