//! The real server (`urbs_server`, as `urbs serve` runs it) on a loopback
//! port, with a fresh SQLite database and the embedded client; or, for a
//! test that asks, with what it configures (a PostgreSQL database that
//! another server shares, a mail server).

use std::net::SocketAddr;

use urbs_server::{ServerConfig, start};

/// The public address the test servers are given (`--public-url`): the
/// browser reaches them on 127.0.0.1, as an operator on the server's own
/// machine would, and the join links must name this address instead.
pub const PUBLIC_URL: &str = "http://urbs.test";

pub struct Server {
    pub url: String,
    server: Option<urbs_server::Server>,
    /// How it runs (its address is the port it got): `come_back` and
    /// `another` start from it.
    config: ServerConfig,
    _dir: tempfile::TempDir,
}

impl Server {
    /// Starts a server, or uses the one at `URBS_E2E_SERVER` (a URL) when
    /// that is set, to run the tests against a server elsewhere.
    pub async fn start() -> Server {
        if let Ok(url) = std::env::var("URBS_E2E_SERVER") {
            return Server {
                url,
                server: None,
                config: ServerConfig::default(),
                _dir: tempfile::tempdir().expect("a temporary directory"),
            };
        }
        Server::start_with(|_| {}).await
    }

    /// Starts a server on a fresh SQLite database, its configuration
    /// changed by `configure` first.
    pub async fn start_with(configure: impl FnOnce(&mut ServerConfig)) -> Server {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let mut config = ServerConfig {
            addr: "127.0.0.1:0".parse().unwrap(),
            database: format!("sqlite:{}", dir.path().join("urbs.db").display()),
            static_files: Some(urbs_web::static_file),
            public_url: Some(PUBLIC_URL.into()),
            // A private server: tests may start games from positions.
            limits: urbs_server::Limits {
                allow_positions: true,
                ..urbs_server::Limits::default()
            },
            ..ServerConfig::default()
        };
        configure(&mut config);
        Server::run(config, dir).await
    }

    async fn run(mut config: ServerConfig, dir: tempfile::TempDir) -> Server {
        let server = start(config.clone()).await.expect("the server starts");
        config.addr = server.addr();
        Server {
            url: format!("http://{}", server.addr()),
            server: Some(server),
            config,
            _dir: dir,
        }
    }

    /// Another server like this one, on its own port and the same
    /// database (several servers on one PostgreSQL database).
    pub async fn another(&self) -> Server {
        let mut config = self.config.clone();
        config.addr = "127.0.0.1:0".parse().unwrap();
        let dir = tempfile::tempdir().expect("a temporary directory");
        Server::run(config, dir).await
    }

    /// The server's database (`sqlite:PATH`), for tests that write rows
    /// as another build would have.
    pub fn database(&self) -> String {
        self.config.database.clone()
    }

    pub fn addr(&self) -> SocketAddr {
        self.url
            .trim_start_matches("http://")
            .parse()
            .expect("a loopback address")
    }

    /// While `refuse`, its database refuses every change, as one that
    /// answers each write with an error would.
    pub fn refuse_changes(&self, refuse: bool) {
        self.server
            .as_ref()
            .expect("a server of this test")
            .hub()
            .store()
            .refuse_commits(refuse);
    }

    /// Stops the server: clients lose their connections.
    pub async fn go_down(&mut self) {
        if let Some(s) = self.server.take() {
            s.stop().await;
        }
    }

    /// Starts it again on the same port and database, as after a restart.
    pub async fn come_back(&mut self) {
        self.server = Some(
            start(self.config.clone())
                .await
                .expect("the server starts again"),
        );
    }

    pub async fn stop(mut self) {
        if let Some(s) = self.server.take() {
            s.stop().await;
        }
    }
}
