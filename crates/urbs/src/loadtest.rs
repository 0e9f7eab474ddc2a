//! `urbs loadtest`: many concurrent games of bot-like WebSocket clients
//! against a server (started here unless `--addr` names one), or against
//! several servers on one PostgreSQL database (`--servers N`), one of which
//! may be killed in the middle (`--kill-after`).

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::Duration;

use clap::Args;
use urbs_loadtest::{Kill, LoadConfig, run as run_load};

#[derive(Args, Clone, Debug)]
pub struct LoadtestArgs {
    /// Running servers to load (repeat for several on one PostgreSQL
    /// database: each game and socket goes to one picked at random); without
    /// it servers are started (`--servers`) and stopped afterwards.
    #[arg(long)]
    pub addr: Vec<SocketAddr>,
    /// Database of the started servers (default: a fresh SQLite file).
    #[arg(long)]
    pub database: Option<String>,
    /// Servers to start on `--database` (a PostgreSQL one for more than
    /// one); each game and socket goes to one picked at random, as behind a
    /// round-robin balancer.
    #[arg(long, default_value_t = 1)]
    pub servers: usize,
    /// Kills (SIGKILL) one of the started servers this many seconds into
    /// the measure, and reports how long the games it held stood still
    /// (its clients reconnect to the others).
    #[arg(long)]
    pub kill_after: Option<f64>,
    /// Games played at the same time.
    #[arg(long, default_value_t = 1000)]
    pub games: usize,
    #[arg(long, default_value = "forsale")]
    pub game: String,
    /// Players per game (default: the game's minimum).
    #[arg(long)]
    pub players: Option<usize>,
    /// Actions per second to aim at, all games together (each seat thinks
    /// GAMES/RATE seconds on average); 0 for as fast as the server goes.
    #[arg(long, default_value_t = 2000.0)]
    pub rate: f64,
    /// Seconds measured.
    #[arg(long, default_value_t = 20.0)]
    pub seconds: f64,
    /// Seconds of warm-up (connecting) before measuring.
    #[arg(long, default_value_t = 5.0)]
    pub warmup: f64,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The server's own bots (`greedy`) in every seat but the first: one
    /// person-like client a game; also reports state reads taken while the
    /// bots play.
    #[arg(long)]
    pub bots: Option<String>,
    /// Spectators' sockets on each game of the first of the `--games`
    /// (fan-out: every move is pushed to each), opened before it starts.
    #[arg(long, default_value_t = 0)]
    pub spectators: usize,
    /// The spectators ask for the view drawn as text too (`text=1`).
    #[arg(long)]
    pub spectator_text: bool,
}

/// A server started for the test, killed when dropped.
struct Spawned {
    child: Child,
    dir: Option<std::path::PathBuf>,
    database: String,
    addr: SocketAddr,
    /// Its node id, with several servers.
    node: Option<String>,
}

impl Drop for Spawned {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if let Some(dir) = &self.dir {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

fn spawn_server(database: Option<String>) -> Result<Spawned, String> {
    let (database, dir) = match database {
        Some(d) => (d, None),
        None => {
            let dir = std::env::temp_dir().join(format!("urbs-loadtest-{}", std::process::id()));
            std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
            (
                format!("sqlite:{}", dir.join("urbs.db").display()),
                Some(dir),
            )
        }
    };
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let mut child = Command::new(exe)
        .args(["serve", "--addr", "127.0.0.1:0", "--database", &database])
        // Every game and socket of the load comes from this one address.
        .args(["--games-per-minute", "0"])
        .args(["--max-connections", "100000"])
        .args(["--max-connections-per-address", "100000"])
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start the server: {e}"))?;
    let stdout = child.stdout.take().ok_or("no server output")?;
    let mut spawned = Spawned {
        child,
        dir,
        database: database.clone(),
        addr: SocketAddr::from(([127, 0, 0, 1], 0)),
        node: None,
    };
    let mut line = String::new();
    BufReader::new(stdout)
        .read_line(&mut line)
        .map_err(|e| e.to_string())?;
    spawned.addr = line
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|a| a.parse().ok())
        .ok_or_else(|| format!("the server did not say where it listens: {line:?}"))?;
    spawned.node = line
        .split("node ")
        .nth(1)
        .map(|r| r.trim().trim_end_matches(')').to_string());
    eprintln!("started {line}", line = line.trim());
    Ok(spawned)
}

pub fn run(args: LoadtestArgs) -> Result<(), String> {
    let info = urbs_catalog::game_info(&args.game)?;
    let players = args.players.unwrap_or(info.min_players);
    if args.servers > 1
        && !args
            .database
            .as_deref()
            .is_some_and(|d| d.starts_with("postgres"))
    {
        return Err(
            "several servers share a PostgreSQL database: give --database postgres://...".into(),
        );
    }
    let spawned: Vec<Spawned> = if args.addr.is_empty() {
        (0..args.servers.max(1))
            .map(|_| spawn_server(args.database.clone()))
            .collect::<Result<_, _>>()?
    } else {
        Vec::new()
    };
    let addrs: Vec<SocketAddr> = if args.addr.is_empty() {
        spawned.iter().map(|s| s.addr).collect()
    } else {
        args.addr.clone()
    };
    let kill = match args.kill_after {
        None => None,
        Some(_) if spawned.len() < 2 => {
            return Err("--kill-after needs two servers or more started here (--servers)".into());
        }
        Some(after) => {
            let victim = spawned.last().expect("servers");
            let pid = victim.child.id();
            Some(Kill {
                after: Duration::from_secs_f64(after),
                addr: victim.addr,
                node: victim.node.clone().unwrap_or_default(),
                kill: Arc::new(move || kill_9(pid)),
            })
        }
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let report = runtime.block_on(run_load(LoadConfig {
        addrs,
        game: args.game.clone(),
        players,
        games: args.games,
        warmup: Duration::from_secs_f64(args.warmup),
        measure: Duration::from_secs_f64(args.seconds),
        rate: (args.rate > 0.0).then_some(args.rate),
        server_pids: spawned.iter().map(|s| s.child.id()).collect(),
        seed: args.seed,
        bots: args.bots.clone(),
        spectators: args.spectators,
        spectator_text: args.spectator_text,
        database: spawned
            .first()
            .map(|s| s.database.clone())
            .or(args.database.clone()),
        kill,
    }))?;
    print!("{report}");
    drop(spawned);
    Ok(())
}

/// SIGKILL to process `pid`.
fn kill_9(pid: u32) {
    #[cfg(unix)]
    // SAFETY: kill(2) with a process id and a signal number touches no memory.
    unsafe {
        libc::kill(pid as libc::pid_t, libc::SIGKILL);
    }
    #[cfg(not(unix))]
    let _ = Command::new("taskkill")
        .args(["/F", "/PID", &pid.to_string()])
        .status();
}
