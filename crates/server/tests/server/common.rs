//! A server on loopback for one test, on a fresh database.

use serde_json::{Value, json};
use tempfile::TempDir;
use urbs_loadtest::client::Client;
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
    start_configured(backend, |config| {
        config.limits = limits;
        config.static_files = static_files;
    })
    .await
}

/// A server whose configuration `configure` sets (the address and the
/// database are the test's).
pub async fn start_configured(
    backend: Backend,
    configure: impl FnOnce(&mut ServerConfig),
) -> TestServer {
    let dir = tempfile::tempdir().expect("a temp dir");
    let database = urbs_server::testing::fresh_database(backend, dir.path()).await;
    let mut config = ServerConfig {
        addr: "127.0.0.1:0".parse().unwrap(),
        database,
        ..ServerConfig::default()
    };
    configure(&mut config);
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

    /// A client on another loopback address (another machine, as the
    /// server sees it).
    pub fn client_from_other(&self) -> Client {
        Client::from_address(
            self.server.as_ref().unwrap().addr(),
            "127.0.0.3".parse().unwrap(),
        )
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

/// Waits until the spectator has seen `moves` changes (bots play on their own).
pub async fn wait_for_moves(t: &TestServer, id: &str, moves: usize) -> GameState {
    for _ in 0..2000 {
        let s = t.state(id, None).await;
        if s.moves >= moves {
            return s;
        }
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    panic!("game {id} never reached {moves} moves");
}

pub fn tokens(created: &urbs_server::Created) -> Vec<Option<String>> {
    created.seats.iter().map(|s| s.token.clone()).collect()
}

/// Where the test holds decisions: a bot of [`gated_bots`] takes its turn
/// like any bot, then waits at the gate until the test lets one decision
/// through (or opens the gate for good), and plays a uniformly random legal
/// action; a server hook may wait at one too ([`Gate::pass`]). Concurrency
/// is tested with it deterministically, never by timing.
#[derive(Default)]
pub struct Gate {
    state: std::sync::Mutex<GateState>,
    moved: std::sync::Condvar,
}

#[derive(Default)]
struct GateState {
    /// Decisions allowed through and not yet taken.
    passes: usize,
    open: bool,
    /// Bots waiting at the gate now.
    waiting: usize,
    /// Decisions made so far.
    decided: usize,
}

/// The test's hold on a [`Gate`]: the gate itself (its bots hold
/// clones), opened for good when the test ends, by failing too. A test that
/// panics with bots still waiting at the gate would otherwise hang: the
/// runtime, dropped as the panic unwinds, waits for their threads.
pub struct HeldGate(std::sync::Arc<Gate>);

impl std::ops::Deref for HeldGate {
    type Target = std::sync::Arc<Gate>;

    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

impl Drop for HeldGate {
    fn drop(&mut self) {
        self.0.open();
    }
}

impl Gate {
    /// A closed gate, held by the test.
    pub fn held() -> HeldGate {
        HeldGate(std::sync::Arc::new(Gate::default()))
    }

    /// Lets `n` more decisions through.
    pub fn release(&self, n: usize) {
        self.state.lock().unwrap().passes += n;
        self.moved.notify_all();
    }

    /// Lets every decision through from now on.
    pub fn open(&self) {
        self.state.lock().unwrap().open = true;
        self.moved.notify_all();
    }

    pub fn waiting(&self) -> usize {
        self.state.lock().unwrap().waiting
    }

    pub fn decided(&self) -> usize {
        self.state.lock().unwrap().decided
    }

    /// Waits (without blocking the runtime) until `n` decisions (bots' or
    /// hooks') wait at the gate.
    pub async fn until_waiting(&self, n: usize) {
        self.until(|s| s.waiting == n, &format!("{n} waiting at the gate"))
            .await
    }

    /// Waits until `n` decisions have been made.
    pub async fn until_decided(&self, n: usize) {
        self.until(|s| s.decided >= n, &format!("{n} decisions"))
            .await
    }

    async fn until(&self, done: impl Fn(&GateState) -> bool, what: &str) {
        // Polls a condition the test controls; the bound only keeps a broken
        // server from hanging the suite.
        for _ in 0..20_000 {
            if done(&self.state.lock().unwrap()) {
                return;
            }
            tokio::time::sleep(std::time::Duration::from_millis(1)).await;
        }
        panic!("never reached: {what}");
    }

    /// A decision: waits at the gate for a pass (none once it is open).
    pub fn pass(&self) {
        let mut s = self.state.lock().unwrap();
        s.waiting += 1;
        while !s.open && s.passes == 0 {
            s = self.moved.wait(s).unwrap();
        }
        if !s.open {
            s.passes -= 1;
        }
        s.waiting -= 1;
        s.decided += 1;
    }
}

struct GateBot {
    inner: Box<dyn urbs_bots::DynBot>,
    gate: std::sync::Arc<Gate>,
}

impl urbs_bots::DynBot for GateBot {
    fn turn(&self, table: &dyn urbs_engine::DynTable, seat: usize) -> Option<urbs_bots::DynTurn> {
        self.inner.turn(table, seat)
    }

    fn decide(&mut self, turn: &urbs_bots::DynTurn) -> Option<urbs_engine::ActionChoice> {
        self.gate.pass();
        self.inner.decide(turn)
    }
}

/// Custom bots for a server: the spec `name` (for each `(name, gate)`)
/// seats a random bot held by `gate`.
pub fn gated_bots(gates: Vec<(&'static str, std::sync::Arc<Gate>)>) -> urbs_server::CustomBots {
    std::sync::Arc::new(move |game: &str, spec: &str, seed: u64| {
        let gate = gates.iter().find(|(name, _)| *name == spec)?.1.clone();
        let inner = urbs_catalog::make_dyn_bot(game, "random", seed).ok()?;
        Some(Box::new(GateBot { inner, gate }) as Box<dyn urbs_bots::DynBot>)
    })
}

/// A TCP proxy on loopback in front of the database, which the test can
/// cut (every connection closed, new ones refused) and heal: a database
/// that goes away mid-game, for real; or stall (connections stay open, and
/// what is sent is held, unanswered, until the test lets it through): a
/// database that hangs.
pub struct Proxy {
    pub addr: std::net::SocketAddr,
    cut: std::sync::Arc<tokio::sync::watch::Sender<bool>>,
    stall: std::sync::Arc<tokio::sync::watch::Sender<bool>>,
    /// Chunks read while stalled, held back.
    held: std::sync::Arc<std::sync::atomic::AtomicUsize>,
}

/// Copies `from` to `to`, holding each chunk while `stall` says so.
async fn pump(
    mut from: tokio::net::tcp::OwnedReadHalf,
    mut to: tokio::net::tcp::OwnedWriteHalf,
    mut stall: tokio::sync::watch::Receiver<bool>,
    held: std::sync::Arc<std::sync::atomic::AtomicUsize>,
) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut buf = vec![0u8; 1 << 16];
    loop {
        let n = match from.read(&mut buf).await {
            Ok(0) | Err(_) => return,
            Ok(n) => n,
        };
        if *stall.borrow() {
            held.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        }
        if stall.wait_for(|s| !*s).await.is_err() || to.write_all(&buf[..n]).await.is_err() {
            return;
        }
    }
}

impl Proxy {
    pub async fn start(target: std::net::SocketAddr) -> Proxy {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let cut = std::sync::Arc::new(tokio::sync::watch::channel(false).0);
        let stall = std::sync::Arc::new(tokio::sync::watch::channel(false).0);
        let held = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let watch = cut.clone();
        let (stalls, holds) = (stall.clone(), held.clone());
        tokio::spawn(async move {
            loop {
                let Ok((client, _)) = listener.accept().await else {
                    return;
                };
                if *watch.borrow() {
                    drop(client);
                    continue;
                }
                let mut cut = watch.subscribe();
                let (stall, held) = (stalls.subscribe(), holds.clone());
                tokio::spawn(async move {
                    let Ok(server) = tokio::net::TcpStream::connect(target).await else {
                        return;
                    };
                    let (client_in, client_out) = client.into_split();
                    let (server_in, server_out) = server.into_split();
                    tokio::select! {
                        _ = pump(client_in, server_out, stall.clone(), held.clone()) => {}
                        _ = pump(server_in, client_out, stall, held) => {}
                        _ = cut.wait_for(|c| *c) => {}
                    }
                });
            }
        });
        Proxy {
            addr,
            cut,
            stall,
            held,
        }
    }

    /// Holds everything sent either way, connections open, until
    /// [`Proxy::flow`].
    pub fn stall(&self) {
        self.stall.send_replace(true);
    }

    /// What stalls the proxy, for a server hook to call at a given point.
    pub fn staller(&self) -> impl Fn() + Send + Sync + 'static {
        let stall = self.stall.clone();
        move || {
            stall.send_replace(true);
        }
    }

    /// Lets what was held, and everything after, through.
    pub fn flow(&self) {
        self.stall.send_replace(false);
    }

    /// Chunks held back since the proxy started.
    pub fn held(&self) -> usize {
        self.held.load(std::sync::atomic::Ordering::SeqCst)
    }

    /// Closes every connection and refuses new ones.
    pub fn cut(&self) {
        self.cut.send_replace(true);
    }

    pub fn heal(&self) {
        self.cut.send_replace(false);
    }
}
