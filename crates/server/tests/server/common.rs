//! A server on loopback for one test, on a fresh database.

use serde_json::{Value, json};
use tempfile::TempDir;
use urbs_server::client::Client;
use urbs_server::{Backend, GameState, Limits, Server, ServerConfig, StaticFiles};

pub struct TestServer {
    pub server: Option<Server>,
    pub client: Client,
    pub config: ServerConfig,
    _dir: TempDir,
}

pub async fn start(backend: Backend) -> TestServer {
    start_with(backend, Limits::default(), None).await
}

pub async fn start_with(
    backend: Backend,
    limits: Limits,
    static_files: Option<StaticFiles>,
) -> TestServer {
    let dir = tempfile::tempdir().expect("a temp dir");
    let database = urbs_server::testing::fresh_database(backend, dir.path()).await;
    let config = ServerConfig {
        addr: "127.0.0.1:0".parse().unwrap(),
        database,
        limits,
        static_files,
    };
    let server = urbs_server::start(config.clone())
        .await
        .expect("the server starts");
    TestServer {
        client: Client::new(server.addr()),
        server: Some(server),
        config,
        _dir: dir,
    }
}

impl TestServer {
    /// Stops the server and starts a new one on the same database.
    pub async fn restart(&mut self) {
        if let Some(s) = self.server.take() {
            s.stop().await;
        }
        let server = urbs_server::start(self.config.clone())
            .await
            .expect("the server starts again");
        self.client = Client::new(server.addr());
        self.server = Some(server);
    }

    pub async fn create(&self, request: Value) -> urbs_server::Created {
        self.client.create(&request).await.expect("game created")
    }

    pub async fn state(&self, id: &str, token: Option<&str>) -> GameState {
        self.client.state(id, token).await.expect("a state")
    }
}

/// A game with a person in each of `players` seats.
pub fn humans(players: usize) -> Value {
    json!({"game": "forsale", "players": players, "seats": vec![json!({"kind": "human"}); players]})
}

/// Plays `id` to the end over HTTP with the first legal action of whoever
/// must act; returns the number of actions taken.
pub async fn play_out(t: &TestServer, id: &str, tokens: &[Option<String>]) -> usize {
    let mut taken = 0;
    loop {
        let spectator = t.state(id, None).await;
        if spectator.status == urbs_server::Status::Finished {
            return taken;
        }
        let mut acted = false;
        for &seat in &spectator.to_act {
            let Some(token) = tokens[seat].as_deref() else {
                continue;
            };
            let st = t.state(id, Some(token)).await;
            if let Some(first) = st.legal.first() {
                let r = t.client.act(id, token, &first.json, None).await.unwrap();
                assert_eq!(r.status, 200, "{}", r.body);
                taken += 1;
                acted = true;
            }
        }
        if !acted {
            // Bots are to act: give them a moment.
            tokio::time::sleep(std::time::Duration::from_millis(5)).await;
        }
    }
}

/// Waits until `id` is in `status` (bots play on their own).
pub async fn wait_for_status(t: &TestServer, id: &str, status: urbs_server::Status) -> GameState {
    for _ in 0..2000 {
        let s = t.state(id, None).await;
        if s.status == status {
            return s;
        }
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    panic!("game {id} never reached {status:?}");
}

pub fn tokens(created: &urbs_server::Created) -> Vec<Option<String>> {
    created.seats.iter().map(|s| s.token.clone()).collect()
}
