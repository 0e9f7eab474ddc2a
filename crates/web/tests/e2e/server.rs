//! The real server (`urbs_server`, as `urbs serve` runs it) on a loopback
//! port, with a fresh SQLite database and the embedded client.

use std::net::SocketAddr;
use std::path::Path;

use urbs_server::{ServerConfig, start};

/// The public address the test servers are given (`--public-url`): the
/// browser reaches them on 127.0.0.1, as an operator on the server's own
/// machine would, and the join links must name this address instead.
pub const PUBLIC_URL: &str = "http://urbs.test";

pub struct Server {
    pub url: String,
    server: Option<urbs_server::Server>,
    _dir: tempfile::TempDir,
}

impl Server {
    /// Starts a server, or uses the one at `URBS_E2E_SERVER` (a URL) when
    /// that is set, to run the tests against a server elsewhere.
    pub async fn start() -> Server {
        let dir = tempfile::tempdir().expect("a temporary directory");
        if let Ok(url) = std::env::var("URBS_E2E_SERVER") {
            return Server {
                url,
                server: None,
                _dir: dir,
            };
        }
        let server = Server::run("127.0.0.1:0".parse().unwrap(), dir.path()).await;
        Server {
            url: format!("http://{}", server.addr()),
            server: Some(server),
            _dir: dir,
        }
    }

    async fn run(addr: SocketAddr, dir: &Path) -> urbs_server::Server {
        start(ServerConfig {
            addr,
            database: format!("sqlite:{}", dir.join("urbs.db").display()),
            static_files: Some(urbs_web::static_file),
            public_url: Some(PUBLIC_URL.into()),
            // A private server: tests may start games from positions.
            limits: urbs_server::Limits {
                allow_positions: true,
                ..urbs_server::Limits::default()
            },
            ..ServerConfig::default()
        })
        .await
        .expect("the server starts")
    }

    /// The server's database (`sqlite:PATH`), for tests that write rows
    /// as another build would have.
    pub fn database(&self) -> String {
        format!("sqlite:{}", self._dir.path().join("urbs.db").display())
    }

    pub fn addr(&self) -> SocketAddr {
        self.url
            .trim_start_matches("http://")
            .parse()
            .expect("a loopback address")
    }

    /// Stops the server: clients lose their connections.
    pub async fn go_down(&mut self) {
        if let Some(s) = self.server.take() {
            s.stop().await;
        }
    }

    /// Starts it again on the same port and database, as after a restart.
    pub async fn come_back(&mut self) {
        self.server = Some(Server::run(self.addr(), self._dir.path()).await);
    }

    pub async fn stop(mut self) {
        if let Some(s) = self.server.take() {
            s.stop().await;
        }
    }
}
