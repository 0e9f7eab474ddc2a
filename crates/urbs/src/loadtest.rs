//! `urbs loadtest`: many concurrent games of bot-like WebSocket clients
//! against a server (started here unless `--addr` names one).

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use clap::Args;
use urbs_server::loadtest::{LoadConfig, run as run_load};

#[derive(Args, Clone, Debug)]
pub struct LoadtestArgs {
    /// A running server to load; without it a server is started on a
    /// temporary database and stopped afterwards.
    #[arg(long)]
    pub addr: Option<SocketAddr>,
    /// Database of the started server (default: a fresh SQLite file).
    #[arg(long)]
    pub database: Option<String>,
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
}

/// A server started for the test, killed when dropped.
struct Spawned {
    child: Child,
    dir: Option<std::path::PathBuf>,
    database: String,
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

fn spawn_server(database: Option<String>) -> Result<(Spawned, SocketAddr), String> {
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
    let spawned = Spawned {
        child,
        dir,
        database: database.clone(),
    };
    let mut line = String::new();
    BufReader::new(stdout)
        .read_line(&mut line)
        .map_err(|e| e.to_string())?;
    let addr = line
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|a| a.parse().ok())
        .ok_or_else(|| format!("the server did not say where it listens: {line:?}"))?;
    eprintln!("started {line}", line = line.trim());
    Ok((spawned, addr))
}

pub fn run(args: LoadtestArgs) -> Result<(), String> {
    let info = urbs_catalog::game_info(&args.game)?;
    let players = args.players.unwrap_or(info.min_players);
    let (spawned, addr) = match args.addr {
        Some(a) => (None, a),
        None => {
            let (s, a) = spawn_server(args.database.clone())?;
            (Some(s), a)
        }
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let report = runtime.block_on(run_load(LoadConfig {
        addr,
        game: args.game.clone(),
        players,
        games: args.games,
        warmup: Duration::from_secs_f64(args.warmup),
        measure: Duration::from_secs_f64(args.seconds),
        rate: (args.rate > 0.0).then_some(args.rate),
        server_pid: spawned.as_ref().map(|s| s.child.id()),
        seed: args.seed,
        bots: args.bots.clone(),
        database: spawned
            .as_ref()
            .map(|s| s.database.clone())
            .or(args.database.clone()),
    }))?;
    print!("{report}");
    drop(spawned);
    Ok(())
}
