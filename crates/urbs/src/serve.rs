//! `urbs serve`: the game server (the default command).

use std::io::Write;
use std::net::SocketAddr;
use std::time::Duration;

use clap::Args;

#[derive(Args, Clone, Debug)]
pub struct ServeArgs {
    /// Address to listen on (port 0 picks a free port).
    #[arg(long, default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,
    /// Where games are stored: sqlite:PATH or postgres://USER@HOST[:PORT]/DB.
    #[arg(long, default_value = "sqlite:./urbs.db")]
    pub database: String,
    /// New games a minute from one client address, after a first 30 (0: no
    /// limit; behind a proxy every client shares the proxy's address).
    #[arg(long, default_value_t = urbs_server::Limits::default().games_per_minute)]
    pub games_per_minute: f64,
    /// Longest a bot may think per move (`2s`, `500ms`): seats asked for over
    /// the network with a longer budget are refused, and every search stops
    /// at it.
    #[arg(long, default_value = "2s", value_parser = parse_duration)]
    pub bot_max_time: Duration,
    /// Most threads one bot move may use (`ismcts:1sx2` needs 2).
    #[arg(long, default_value_t = urbs_server::BotLimits::default().max_threads)]
    pub bot_max_threads: usize,
    /// Threads the bots of all games think on together (default: the cores).
    #[arg(long)]
    pub bot_threads: Option<usize>,
    /// Bot moves of one client address (IPv6: /64) thinking at once
    /// (default: half the bot threads, at least one).
    #[arg(long)]
    pub bot_threads_per_address: Option<usize>,
    /// MiB all bots may keep between moves (search trees kept for reuse;
    /// one bot keeps at most an eighth): past it the coldest are given back.
    #[arg(long, default_value_t = 512)]
    pub bot_memory: usize,
    /// The address players use (`https://urbs.example.org`): requests for
    /// another host are refused, and only its pages may act.
    #[arg(long)]
    pub public_url: Option<String>,
    /// The secret that seals the seat tokens accounts hold (else
    /// `URBS_SEAT_KEY`, else a key file beside an SQLite database); servers
    /// sharing one PostgreSQL database need the same one.
    #[arg(long)]
    pub seat_key: Option<String>,
    /// Turn notifications by email: the SMTP server (`smtp://HOST:25`,
    /// `smtps://USER:PASSWORD@HOST`, `smtp://HOST:587?tls=required`);
    /// without it no email is offered (Web Push needs nothing).
    #[arg(long, requires = "mail_from")]
    pub smtp: Option<String>,
    /// The address turn notifications are mailed from (with `--smtp`).
    #[arg(long, requires = "smtp")]
    pub mail_from: Option<String>,
    /// Actions a second per seat, over HTTP and every socket of the seat
    /// together, after a first burst of twice as many.
    #[arg(long, default_value_t = urbs_server::Limits::default().actions_per_second)]
    pub actions_per_second: f64,
    /// Open connections in all; past it new ones are closed at once.
    #[arg(long, default_value_t = urbs_server::Limits::default().max_connections)]
    pub max_connections: usize,
    /// Open connections (WebSockets included) per client address (IPv6: /64).
    #[arg(long, default_value_t = urbs_server::Limits::default().max_connections_per_address)]
    pub max_connections_per_address: usize,
    /// Lets `POST /api/games` start a game from a position file
    /// (docs/positions.md). For a private server only: whoever writes a
    /// position knows every hidden card in it.
    #[arg(long)]
    pub allow_positions: bool,
    /// A game waiting this long for players, or without a clock for a move,
    /// is abandoned (`7d`, `12h`, `30m`; `0`: never).
    #[arg(long, default_value = "7d", value_parser = parse_span)]
    pub abandon_after: Duration,
    /// PostgreSQL, several servers on one database (docs/deploy.md): a name
    /// for this server in logs and in the `nodes` table (default: an id
    /// drawn at each start).
    #[arg(long)]
    pub node_id: Option<String>,
    /// PostgreSQL, several servers: the URL the other servers reach this
    /// one on (default: http://ADDR, 127.0.0.1 for 0.0.0.0: enough when
    /// they all run on one machine).
    #[arg(long)]
    pub advertise: Option<String>,
    /// PostgreSQL, several servers: how long a server that stops answering
    /// keeps its games before the others take them over (`3s`).
    #[arg(long, default_value = "3s", value_parser = parse_duration)]
    pub lease: Duration,
    /// A load balancer in front of the server (repeat for several): its
    /// `X-Forwarded-For` names the client for the limits per client, and
    /// its connections count against no per-address cap.
    #[arg(long = "trusted-proxy")]
    pub trusted_proxies: Vec<std::net::IpAddr>,
}

/// Reads `7d`, `12h`, `30m`, `90s` or `0`.
fn parse_span(text: &str) -> Result<Duration, String> {
    let bad = || format!("`{text}` is not a span of time: write 7d, 12h, 30m, 90s or 0");
    if text == "0" {
        return Ok(Duration::ZERO);
    }
    let unit = match text.chars().last() {
        Some('d') => 86_400,
        Some('h') => 3_600,
        Some('m') => 60,
        Some('s') => 1,
        _ => return Err(bad()),
    };
    let n: u64 = text[..text.len() - 1].parse().map_err(|_| bad())?;
    n.checked_mul(unit)
        .filter(|&s| s <= 365 * 86_400)
        .map(Duration::from_secs)
        .ok_or_else(bad)
}

/// Reads `2s`, `1.5s` or `500ms`.
fn parse_duration(text: &str) -> Result<Duration, String> {
    let bad = || format!("`{text}` is not a time: write 2s, 1.5s or 500ms");
    let seconds = if let Some(ms) = text.strip_suffix("ms") {
        ms.parse::<f64>().map_err(|_| bad())? / 1000.0
    } else if let Some(s) = text.strip_suffix('s') {
        s.parse::<f64>().map_err(|_| bad())?
    } else {
        return Err(bad());
    };
    if seconds.is_finite() && seconds > 0.0 && seconds <= 3600.0 {
        Ok(Duration::from_secs_f64(seconds))
    } else {
        Err(bad())
    }
}

impl Default for ServeArgs {
    fn default() -> ServeArgs {
        let config = urbs_server::ServerConfig::default();
        ServeArgs {
            addr: config.addr,
            database: config.database,
            games_per_minute: config.limits.games_per_minute,
            actions_per_second: config.limits.actions_per_second,
            bot_max_time: config.bots.limits.max_time,
            bot_max_threads: config.bots.limits.max_threads,
            bot_threads: None,
            bot_threads_per_address: None,
            bot_memory: config.bots.memory >> 20,
            public_url: None,
            seat_key: None,
            smtp: None,
            mail_from: None,
            max_connections: config.limits.max_connections,
            max_connections_per_address: config.limits.max_connections_per_address,
            allow_positions: false,
            abandon_after: config.limits.abandon_after,
            node_id: None,
            advertise: None,
            lease: config.cluster.lease,
            trusted_proxies: Vec::new(),
        }
    }
}

pub fn run(args: ServeArgs) -> Result<(), String> {
    // The server's warnings about stored games (a damaged game, a disputed
    // outcome) are `tracing` events: warnings and errors go to stderr.
    let _ = tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_max_level(tracing_subscriber::filter::LevelFilter::WARN)
        .try_init();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the runtime: {e}"))?;
    runtime.block_on(async {
        let server = urbs_server::start(urbs_server::ServerConfig {
            addr: args.addr,
            database: args.database.clone(),
            // The browser client, compiled into the binary.
            static_files: Some(urbs_web::static_file),
            limits: urbs_server::Limits {
                games_per_minute: args.games_per_minute,
                actions_per_second: args.actions_per_second,
                action_burst: 2.0 * args.actions_per_second,
                max_connections: args.max_connections,
                max_connections_per_address: args.max_connections_per_address,
                allow_positions: args.allow_positions,
                abandon_after: args.abandon_after,
                ..urbs_server::Limits::default()
            },
            time: None,
            public_url: args.public_url.clone(),
            cluster: urbs_server::ClusterConfig {
                node_name: args.node_id.clone(),
                advertise: args.advertise.clone(),
                lease: args.lease,
            },
            trusted_proxies: args.trusted_proxies.clone(),
            seat_key: args.seat_key.clone(),
            smtp: args.smtp.clone(),
            mail_from: args.mail_from.clone(),
            bots: {
                let default = urbs_server::BotConfig::default();
                let threads = args.bot_threads.unwrap_or(default.threads);
                urbs_server::BotConfig {
                    limits: urbs_server::BotLimits {
                        max_time: args.bot_max_time,
                        max_threads: args.bot_max_threads,
                    },
                    threads,
                    per_client: args.bot_threads_per_address.unwrap_or((threads / 2).max(1)),
                    memory: args.bot_memory << 20,
                    memory_per_bot: (args.bot_memory << 20) / 8,
                    ..default
                }
            },
        })
        .await?;
        // Tests and the load tool read this line to learn the port.
        let node = server
            .hub()
            .node()
            .map(|id| format!(", node {id}"))
            .unwrap_or_default();
        println!(
            "urbs: listening on http://{} (database {}{node})",
            server.addr(),
            urbs_server::store::redact(&args.database)
        );
        let _ = std::io::stdout().flush();
        // Ctrl-C or SIGTERM: stop the bots, take no more changes, finish the
        // commits under way, close the sockets and the database, then exit.
        // (Every acknowledged action is committed already, so even SIGKILL
        // loses nothing.)
        let stop = server.stopper();
        tokio::spawn(async move {
            shutdown_signal().await;
            stop();
        });
        server.wait().await
    })
}

async fn shutdown_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}
