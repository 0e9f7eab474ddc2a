//! The urbs game server: every game of the catalog over JSON/HTTP and a
//! WebSocket per seat, each game kept as an event log (options, seed and
//! actions) in SQLite or PostgreSQL.
//!
//! - Every accepted action is committed before it is acknowledged or shown
//!   to anyone; a writer task batches concurrent commits (group commit).
//!   After a crash the server plays every stored game back to where it
//!   stood ([`store`], [`Hub::open`]).
//! - Games are held in memory, each behind its own lock; bots play their
//!   seats on blocking threads, so no game waits for another.
//! - A seat sees only its own view ([`urbs_engine::DynTable::view_json`]);
//!   the seed, and with it the replay, only once the game is over.
//! - Only this crate knows HTTP, SQL and JSON over the wire. The API is
//!   documented in `docs/api.md`.
//!
//! ```no_run
//! # async fn run() -> Result<(), String> {
//! use urbs_server::{ServerConfig, start};
//!
//! let server = start(ServerConfig {
//!     addr: "127.0.0.1:0".parse().unwrap(),
//!     database: "sqlite:/tmp/urbs-example.db".into(),
//!     ..ServerConfig::default()
//! })
//! .await?;
//! let client = urbs_loadtest::client::Client::new(server.addr());
//! let created = client
//!     .create(&serde_json::json!({"game": "forsale", "players": 3}))
//!     .await?;
//! println!("game {} on http://{}", created.id, server.addr());
//! server.stop().await;
//! # Ok(())
//! # }
//! ```

mod accounts;
mod cluster;
mod http;
mod hub;
mod invitations;
mod limits;
mod notify;
mod playnow;
mod ratings;
pub mod store;
mod table;
#[cfg(feature = "testing")]
pub mod testing;

use std::net::SocketAddr;

pub use cluster::ClusterConfig;
/// The read buffer of a WebSocket on the server: clients that want to read
/// as it does use the same.
pub use http::READ_BUFFER as WS_READ_BUFFER;
pub use http::StaticFiles;
pub use http::error::ApiError;
pub use http::{ClientMessage, parse_client_message, parse_create_body};
pub use hub::HubError;
pub use hub::ReviewStatus;
pub use hub::bots::{BotConfig, CustomBots};
pub use hub::{CreateGame, Created, CreatedSeat, GameSummary, Hub, Joined, Rematch, TakenBack};
pub use limits::Limits;
pub use store::{Backend, Status};
pub use table::live::{Acted, Away, Said, SeatInfo, SeatKind, SeatRequest};
pub use table::state::{Choice, GameState};
pub use table::{TableError, clock};
pub use urbs_bots::BotLimits;

/// How to run the server.
#[derive(Clone)]
pub struct ServerConfig {
    pub addr: SocketAddr,
    /// `sqlite:PATH` or `postgres://USER@HOST/DB`.
    pub database: String,
    pub limits: Limits,
    /// Which bots games created over the network may seat, and the pool
    /// they think on.
    pub bots: BotConfig,
    pub static_files: Option<StaticFiles>,
    /// The address players use (`https://urbs.example.org`): when set, a
    /// request for another host is refused, and only pages from it may act
    /// or open sockets. Without it, a page may act only on the host it was
    /// served from.
    pub public_url: Option<String>,
    /// Where the server reads the time; the system's clock when `None`
    /// (tests pass a [`clock::ManualTime`]).
    pub time: Option<std::sync::Arc<dyn clock::TimeSource>>,
    /// With PostgreSQL: this server's place among the others on the
    /// database (docs/deploy.md).
    pub cluster: ClusterConfig,
    /// Proxies (load balancers) in front of the server: their
    /// `X-Forwarded-For` names the client, for the limits per client, and
    /// their connections count against no per-address cap.
    pub trusted_proxies: Vec<std::net::IpAddr>,
    /// The secret the seat tokens accounts hold are sealed with, so that a
    /// copy of the database opens no seat; else `URBS_SEAT_KEY`, else a
    /// key file beside an SQLite database. Servers on one PostgreSQL
    /// database need the same one (docs/deploy.md).
    pub seat_key: Option<String>,
    /// Turn notifications by email (N-6, docs/deploy.md): the SMTP server
    /// (`smtp://host:25`, `smtps://user:pass@host`, `smtp://host:587?tls=required`)
    /// and the address mail comes from; without `smtp` no email is offered
    /// (Web Push needs nothing: its keys are made and kept in the database).
    pub smtp: Option<String>,
    pub mail_from: Option<String>,
}

impl Default for ServerConfig {
    fn default() -> ServerConfig {
        ServerConfig {
            addr: SocketAddr::from(([127, 0, 0, 1], 8080)),
            database: "sqlite:./urbs.db".into(),
            limits: Limits::default(),
            bots: BotConfig::default(),
            static_files: None,
            public_url: None,
            time: None,
            cluster: ClusterConfig::default(),
            trusted_proxies: Vec::new(),
            seat_key: None,
            smtp: None,
            mail_from: None,
        }
    }
}

/// A running server.
pub struct Server {
    addr: SocketAddr,
    hub: std::sync::Arc<Hub>,
    accounts: std::sync::Arc<accounts::Accounts>,
    stop: tokio::sync::watch::Sender<bool>,
    task: tokio::task::JoinHandle<std::io::Result<()>>,
}

impl Server {
    /// The address it listens on (the real port when asked for port 0).
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The games, for those who embed the server.
    pub fn hub(&self) -> &std::sync::Arc<Hub> {
        &self.hub
    }

    /// Stops the bots and takes no more changes, finishes the commits under
    /// way, closes the sockets and the database, and returns. Another
    /// server may open the database after that.
    pub async fn stop(self) {
        let _ = self.stop.send(true);
        self.hub.shutdown().await;
        let _ = self.task.await;
        self.accounts.close().await;
    }

    /// Runs until the server fails or is stopped (by [`Server::stopper`]);
    /// then shuts down as [`Server::stop`] does: the bots stop and no change
    /// is taken from the moment the stop is asked for.
    pub async fn wait(self) -> Result<(), String> {
        let mut stopped = self.stop.subscribe();
        let hub = self.hub.clone();
        let shutdown = tokio::spawn(async move {
            let _ = stopped.wait_for(|s| *s).await;
            hub.shutdown().await;
        });
        let result = match self.task.await {
            Ok(r) => r.map_err(|e| e.to_string()),
            Err(e) => Err(e.to_string()),
        };
        if result.is_err() {
            let _ = self.stop.send(true);
        }
        let _ = shutdown.await;
        self.accounts.close().await;
        result
    }

    /// Deletes the sessions past their expiry now, as every server does
    /// by itself every 15 minutes (for tests, and those who embed the
    /// server).
    pub async fn sweep_sessions(&self) -> Result<(), String> {
        self.accounts.sessions.sweep().await
    }

    /// A handle that stops the server from elsewhere.
    pub fn stopper(&self) -> impl FnOnce() + Send + 'static {
        let stop = self.stop.clone();
        move || {
            let _ = stop.send(true);
        }
    }
}

/// Opens the database, binds the address and starts serving in the
/// background (games are read back from the database as they are asked for).
pub async fn start(config: ServerConfig) -> Result<Server, String> {
    let public = config
        .public_url
        .as_deref()
        .map(http::PublicUrl::parse)
        .transpose()?;
    let store = store::Store::open(&config.database).await?;
    let time = config
        .time
        .clone()
        .unwrap_or_else(|| std::sync::Arc::new(clock::SystemTime));
    // Bound first: other servers must know where to reach this one before
    // it holds any game.
    let listener = match tokio::net::TcpListener::bind(config.addr).await {
        Ok(l) => l,
        Err(e) => {
            store.close().await;
            return Err(format!("cannot listen on {}: {e}", config.addr));
        }
    };
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    let reachable = if addr.ip().is_unspecified() {
        SocketAddr::from(([127, 0, 0, 1], addr.port()))
    } else {
        addr
    };
    let hub = Hub::open_node(
        store,
        config.limits.clone(),
        config.bots.clone(),
        time,
        &config.cluster,
        &format!("http://{reachable}"),
    )
    .await?;
    let secure = public
        .as_ref()
        .is_some_and(|p| p.origin.starts_with("https:"));
    let accounts = std::sync::Arc::new(
        accounts::Accounts::open(hub.store(), secure, config.seat_key.as_deref()).await?,
    );
    let (stop, stopped) = tokio::sync::watch::channel(false);
    ratings::watch::spawn(&hub, hub.store().clone(), stopped.clone());
    store::sessions::spawn_sweep(accounts.sessions.clone(), stopped.clone());
    let play = playnow::matcher::Matcher::new(hub.clone(), accounts.clone());
    play.spawn(stopped.clone());
    let notifier = std::sync::Arc::new(
        notify::Notify::open(
            &hub,
            &notify::NotifyConfig {
                smtp: config.smtp.clone(),
                mail_from: config.mail_from.clone(),
                base_url: public
                    .as_ref()
                    .map_or_else(|| format!("http://{reachable}"), |p| p.origin.clone()),
            },
        )
        .await?,
    );
    notify::spawn(&hub, notifier.clone(), stopped.clone());
    // With several servers the allowances are shared in the database.
    let shared = hub.cluster().is_some().then(|| hub.store().clone());
    let allowances = std::sync::Arc::new(http::allowances::Allowances::new(
        config.limits.clone(),
        shared,
    ));
    allowances.spawn_sweep(stopped.clone());
    let app = http::App {
        hub: hub.clone(),
        allowances,
        static_files: config.static_files,
        shutdown: stopped.clone(),
        public: public.map(std::sync::Arc::new),
        trusted: std::sync::Arc::new(config.trusted_proxies.clone()),
    };
    let router = http::router(app, accounts.clone(), notifier).layer(axum::Extension(play));
    let limits = config.limits.clone();
    // Proxies and the other servers bring many clients' connections each.
    let trusted = config.trusted_proxies.clone();
    let peers = hub.clone();
    let exempt: http::listener::Exempt = std::sync::Arc::new(move |ip| {
        trusted.contains(&ip) || peers.cluster().is_some_and(|c| c.is_peer(ip))
    });
    let task = tokio::spawn(http::listener::serve(
        listener, router, limits, exempt, stopped,
    ));
    Ok(Server {
        addr,
        hub,
        accounts,
        stop,
        task,
    })
}
