//! The hidden-information scan: whole games are played with random legal
//! actions and illegal attempts, through one server or several (each socket
//! and each request on a server picked at random), and every message a
//! seat receives (pushed states, acks, errors, HTTP answers) is checked
//! against what that seat may know: its own view from the engine, the
//! public log, the legal actions of its own seat, and nothing else.
//!
//! Shared by the server's suite (`hidden.rs`) and the test of several
//! `urbs serve` processes (`crates/urbs/tests/cluster.rs`).

use std::collections::{BTreeMap, HashMap};
use std::time::Duration;

use serde_json::{Value, json};
use urbs_engine::rand::RngExt;
use urbs_engine::{DynTable, GameRng, Viewer, rng_from_seed};
use urbs_loadtest::client::{Client, Socket};

const STATE_KEYS: &[&str] = &[
    "type",
    "id",
    "game",
    "players",
    "status",
    "seat",
    "moves",
    "to_act",
    "simultaneous",
    "view",
    "view_text",
    "legal",
    "log_from",
    "log",
    "log_text",
    "outcome",
    "seats",
    "rematch",
    "chat_from",
    "chat",
    "log_bots",
    "clock",
    "takeover",
    "undo",
    "server_time",
    "hints",
    "edition",
    "latest_edition",
    "outcome_disputed",
    "notices",
    "undo_refused",
];
const ACK_KEYS: &[&str] = &["type", "ref", "events", "events_text", "moves", "duplicate"];
const ERROR_KEYS: &[&str] = &["type", "ref", "status", "error", "rule"];

/// What one viewer received, with the number of actions taken when it was
/// asked for (for errors, which do not say).
enum Received {
    State(Value),
    Ack(Value),
    Error {
        moves: usize,
        action: Value,
        body: Value,
    },
}

struct Watcher {
    seat: Option<usize>,
    token: Option<String>,
    socket: Socket,
    latest: Value,
    received: Vec<Received>,
}

impl Watcher {
    async fn next(&mut self) -> Value {
        let m = tokio::time::timeout(Duration::from_secs(10), self.socket.recv())
            .await
            .expect("a message within 10 s")
            .expect("the socket stays open");
        if m["type"] == "state" {
            self.latest = m.clone();
            self.received.push(Received::State(m.clone()));
        }
        m
    }

    /// Reads until the latest state shows `moves` (as this viewer counts
    /// them: see `GameState::moves`).
    async fn catch_up(&mut self, moves: usize) {
        while self.latest["moves"] != json!(moves) {
            let m = self.next().await;
            assert_ne!(m["type"], "error", "unexpected {m}");
        }
    }

    /// Sends an action and returns the answer to it.
    async fn act(&mut self, action: &Value, reference: u64, moves: usize) -> Value {
        self.socket
            .send(&json!({"action": action, "ref": reference}))
            .await
            .unwrap();
        loop {
            let m = self.next().await;
            if m["ref"] == json!(reference) {
                match m["type"].as_str() {
                    Some("ack") => self.received.push(Received::Ack(m.clone())),
                    Some("error") => self.received.push(Received::Error {
                        moves,
                        action: action.clone(),
                        body: m.clone(),
                    }),
                    _ => panic!("unexpected answer {m}"),
                }
                return m;
            }
        }
    }
}

/// Plays one game with random legal actions and illegal attempts, then
/// checks every message. Returns how many (message, hidden value) pairs
/// were checked.
pub async fn play_and_check(nodes: &[Client], game: &str, players: usize, seed: u64) -> usize {
    let mut rng = rng_from_seed(seed);
    let created = pick(nodes, &mut rng)
        .create(&json!({"game": game, "players": players, "seed": seed}))
        .await
        .expect("game created");
    let id = created.id.clone();
    let toks: Vec<Option<String>> = created.seats.iter().map(|s| s.token.clone()).collect();
    let mut watchers = Vec::new();
    for (seat, tok) in toks.iter().map(Some).chain([None]).enumerate() {
        let tok = tok.and_then(|t| t.clone());
        let socket = pick(nodes, &mut rng)
            .socket(&id, tok.as_deref())
            .await
            .unwrap();
        watchers.push(Watcher {
            seat: (seat < players).then_some(seat),
            token: tok,
            socket,
            latest: Value::Null,
            received: Vec::new(),
        });
    }
    let mut http: Vec<(Option<usize>, Received)> = Vec::new();
    // Actions in the record, and `moves` as each viewer (every seat, then
    // the spectator) counts them: actions with public events, and its own.
    let mut moves = 0usize;
    let mut seen = vec![0usize; players + 1];
    let count = |seen: &mut Vec<usize>, seat: usize, events: &Value| {
        if events.as_array().is_some_and(|e| e.is_empty()) {
            seen[seat] += 1;
        } else {
            seen.iter_mut().for_each(|n| *n += 1);
        }
    };
    let mut reference = 0u64;
    // Every action each seat was ever offered: once stale, good attempts at
    // something the rules forbid now.
    let mut offered: Vec<Vec<Value>> = vec![Vec::new(); players];
    'game: loop {
        for (v, w) in watchers.iter_mut().enumerate() {
            w.catch_up(seen[v]).await;
        }
        let spectator = watchers[players].latest.clone();
        if spectator["status"] == "finished" {
            break;
        }
        let to_act: Vec<usize> = serde_json::from_value(spectator["to_act"].clone()).unwrap();
        let legal_of = |w: &Watcher| -> Vec<Value> {
            w.latest["legal"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| c["json"].clone())
                .collect()
        };
        for seat in 0..players {
            for a in legal_of(&watchers[seat]) {
                if !offered[seat].contains(&a) {
                    offered[seat].push(a);
                }
            }
        }
        // Every seat asks over HTTP too.
        for w in &watchers {
            let path = match &w.token {
                Some(tok) => format!("/api/games/{id}?token={tok}"),
                None => format!("/api/games/{id}"),
            };
            let r = pick(nodes, &mut rng).get(&path).await.unwrap();
            assert_eq!(r.status, 200, "{}", r.body);
            http.push((w.seat, Received::State(r.body)));
        }
        // Attempts the rules refuse: acting out of turn, and stale actions.
        for seat in 0..players {
            let current = legal_of(&watchers[seat]);
            let stale: Vec<&Value> = offered[seat]
                .iter()
                .filter(|a| !current.contains(a))
                .collect();
            let attempt = if !to_act.contains(&seat) {
                // Out of turn: anything, even what another seat may do now.
                let actor = &watchers[to_act[0]];
                let theirs = legal_of(actor);
                theirs[rng.random_range(0..theirs.len())].clone()
            } else if !stale.is_empty() {
                stale[rng.random_range(0..stale.len())].clone()
            } else {
                continue;
            };
            reference += 1;
            let answer = watchers[seat].act(&attempt, reference, moves).await;
            if answer["type"] == "ack" {
                // Not offered, yet allowed: it was a move after all.
                moves += 1;
                count(&mut seen, seat, &answer["events"]);
                continue 'game;
            }
            if rng.random_range(0..4) == 0 {
                let r = pick(nodes, &mut rng)
                    .act(&id, toks[seat].as_deref().unwrap(), &attempt, None)
                    .await
                    .unwrap();
                assert!(r.status == 409 || r.status == 400, "{}", r.body);
                http.push((
                    Some(seat),
                    Received::Error {
                        moves,
                        action: attempt,
                        body: r.body,
                    },
                ));
            }
        }
        // One legal action, over the socket or over HTTP.
        let seat = to_act[rng.random_range(0..to_act.len())];
        let legal = watchers[seat].latest["legal"].as_array().unwrap().clone();
        assert!(!legal.is_empty(), "seat {seat} must act and has choices");
        let action = legal[rng.random_range(0..legal.len())]["json"].clone();
        if rng.random_range(0..2) == 0 {
            reference += 1;
            let ack = watchers[seat].act(&action, reference, moves).await;
            assert_eq!(ack["type"], "ack", "{ack}");
            count(&mut seen, seat, &ack["events"]);
        } else {
            let r = pick(nodes, &mut rng)
                .act(&id, toks[seat].as_deref().unwrap(), &action, None)
                .await
                .unwrap();
            assert_eq!(r.status, 200, "{}", r.body);
            count(&mut seen, seat, &r.body["events"]);
            http.push((Some(seat), Received::Ack(r.body)));
        }
        moves += 1;
    }

    // The server's log counts seats from 1, as people do (issue 29).
    let names: Vec<String> = (0..players).map(|s| format!("P{}", s + 1)).collect();
    let ctx = Truth::of(pick(nodes, &mut rng), &id, game, &names).await;
    assert_eq!(ctx.tables.len(), moves + 1);
    ctx.check_all(watchers, &http).await
}

/// Plays one game with people in its first two seats (one in a game of
/// two) and the server's bots (`greedy`) in the others, each person acting
/// at random over a socket or HTTP on a server picked at random, and checks
/// every message the people and a spectator received (pushed states, acks,
/// the states they asked for). Returns how many (message, hidden value)
/// pairs were checked.
pub async fn play_with_bots_and_check(
    nodes: &[Client],
    game: &str,
    players: usize,
    seed: u64,
) -> usize {
    let mut rng = rng_from_seed(seed);
    let people = if players == 2 { 1 } else { 2 };
    let seats: Vec<Value> = (0..players)
        .map(|s| {
            if s < people {
                json!({"kind": "human"})
            } else {
                json!({"kind": "bot", "bot": "greedy"})
            }
        })
        .collect();
    let created = pick(nodes, &mut rng)
        .create(&json!({"game": game, "players": players, "seed": seed, "seats": seats}))
        .await
        .expect("game created");
    let id = created.id.clone();
    let toks: Vec<Option<String>> = created.seats.iter().map(|s| s.token.clone()).collect();
    let mut watchers = Vec::new();
    for seat in (0..people).map(Some).chain([None]) {
        let token = seat.and_then(|s| toks[s].clone());
        let socket = pick(nodes, &mut rng)
            .socket(&id, token.as_deref())
            .await
            .unwrap();
        watchers.push(Watcher {
            seat,
            token,
            socket,
            latest: Value::Null,
            received: Vec::new(),
        });
    }
    let mut http: Vec<(Option<usize>, Received)> = Vec::new();
    let mut reference = 0u64;
    let mut waited = 0;
    loop {
        let spectator = pick(nodes, &mut rng)
            .state(&id, None)
            .await
            .expect("a state");
        if spectator.status == urbs_server::Status::Finished {
            break;
        }
        let mut acted = false;
        for p in 0..people {
            let token = toks[p].clone().unwrap();
            let r = pick(nodes, &mut rng)
                .get(&format!("/api/games/{id}?token={token}"))
                .await
                .unwrap();
            assert_eq!(r.status, 200, "{}", r.body);
            let legal = r.body["legal"].as_array().cloned().unwrap_or_default();
            http.push((Some(p), Received::State(r.body)));
            if legal.is_empty() {
                continue;
            }
            let action = legal[rng.random_range(0..legal.len())]["json"].clone();
            if rng.random_range(0..2) == 0 {
                reference += 1;
                let ack = watchers[p].act(&action, reference, 0).await;
                assert_eq!(ack["type"], "ack", "{ack}");
            } else {
                let r = pick(nodes, &mut rng)
                    .act(&id, &token, &action, None)
                    .await
                    .unwrap();
                assert_eq!(r.status, 200, "{}", r.body);
                http.push((Some(p), Received::Ack(r.body)));
            }
            acted = true;
        }
        if !acted {
            // The bots are to act.
            waited += 1;
            assert!(waited < 20_000, "game {id} never ended");
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }
    // Every push up to the end.
    for w in &mut watchers {
        while w.latest["status"] != "finished" {
            w.next().await;
        }
    }
    let names: Vec<String> = (0..players)
        .map(|s| {
            // Counted from 1, as people count (issue 29).
            if s < people {
                format!("P{}", s + 1)
            } else {
                format!("P{} (greedy)", s + 1)
            }
        })
        .collect();
    let ctx = Truth::of(pick(nodes, &mut rng), &id, game, &names).await;
    ctx.check_all(watchers, &http).await
}

/// The client of a server picked at random.
fn pick<'a>(nodes: &'a [Client], rng: &mut GameRng) -> &'a Client {
    &nodes[rng.random_range(0..nodes.len())]
}

impl Truth {
    /// The truth of finished game `id`, from its replay, step by step;
    /// `names` are the seats' names in the server's log.
    async fn of(client: &Client, id: &str, game: &str, names: &[String]) -> Truth {
        let players = names.len();
        let replay = client
            .get(&format!("/api/games/{id}/replay"))
            .await
            .unwrap();
        assert_eq!(replay.status, 200, "{}", replay.body);
        let replay = replay.body;
        let mut table = urbs_catalog::new_table(
            game,
            players,
            &replay["options"],
            replay["seed"].as_u64().unwrap(),
        )
        .unwrap();
        let mut tables: Vec<Box<dyn DynTable>> = vec![table.clone_box()];
        let setup_log = table.log_len();
        let mut log_ends = Vec::new();
        // Per viewer, `moves` after each number of actions.
        let mut moves_of = vec![vec![0usize]; players + 1];
        for step in replay["actions"].as_array().unwrap() {
            let seat = step["seat"].as_u64().unwrap() as usize;
            let before = table.log_len();
            table.apply_json(seat, &step["action"]).unwrap();
            let public = table.log_len() > before;
            for (v, m) in moves_of.iter_mut().enumerate() {
                let last = *m.last().unwrap();
                m.push(last + (public || v == seat) as usize);
            }
            log_ends.push(table.log_len());
            tables.push(table.clone_box());
        }
        let log = table.log_json(0);
        let log_text: Vec<String> = table
            .log_text(0)
            .iter()
            .map(|l| urbs_engine::text::name_players(l, names))
            .collect();
        Truth {
            tables,
            log,
            log_text,
            setup_log,
            log_ends,
            players,
            moves_of,
        }
    }
}

/// What [`Truth::check`] worked out once, for every message after.
#[derive(Default)]
struct Memo {
    /// By viewer and `moves`: the step ([`Truth::step_of`]).
    steps: HashMap<(Option<usize>, usize), usize>,
    /// By step and seat: [`Truth::private`].
    private: HashMap<(usize, usize), Vec<(String, Value)>>,
    /// By step and viewer: [`Truth::known`].
    known: HashMap<(usize, Option<usize>), Known>,
}

/// What a viewer may know at a step: as text, and its own view's values by
/// path (none for a spectator).
struct Known {
    text: String,
    mine: Option<BTreeMap<String, Value>>,
}

struct Truth {
    tables: Vec<Box<dyn DynTable>>,
    log: Vec<Value>,
    log_text: Vec<String>,
    setup_log: usize,
    log_ends: Vec<usize>,
    players: usize,
    moves_of: Vec<Vec<usize>>,
}

fn leaves(v: &Value, path: String, out: &mut BTreeMap<String, Value>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                leaves(x, format!("{path}/{k}"), out);
            }
        }
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                leaves(x, format!("{path}/{i}"), out);
            }
        }
        _ => {
            out.insert(path, v.clone());
        }
    }
}

fn flat(v: &Value) -> BTreeMap<String, Value> {
    let mut out = BTreeMap::new();
    leaves(v, String::new(), &mut out);
    out
}

/// Whether `text` holds `needle` as a whole value: `"my_choice":1` is not
/// in `"my_choice":12`.
fn contains_value(text: &str, needle: &str) -> bool {
    text.match_indices(needle).any(|(i, _)| {
        matches!(
            text[i + needle.len()..].chars().next(),
            Some(',' | '}' | ']') | None
        )
    })
}

fn keys_within(m: &Value, allowed: &[&str]) {
    for k in m.as_object().expect("an object").keys() {
        assert!(
            allowed.contains(&k.as_str()),
            "unexpected field `{k}` in {m}"
        );
    }
}

impl Truth {
    fn viewer(seat: Option<usize>) -> Viewer {
        seat.map_or(Viewer::Spectator, Viewer::Seat)
    }

    /// The first number of actions after which `seat` counts `moves`; the
    /// viewer sees the same table after every later number that it counts
    /// the same (the steps of others' secret choices show nothing). Checked
    /// once for each viewer and count.
    fn step_of(&self, memo: &mut Memo, seat: Option<usize>, moves: usize) -> usize {
        if let Some(&k) = memo.steps.get(&(seat, moves)) {
            return k;
        }
        let counts = &self.moves_of[seat.unwrap_or(self.players)];
        let k = counts
            .iter()
            .position(|&m| m == moves)
            .unwrap_or_else(|| panic!("{seat:?} never counted {moves} moves"));
        let viewer = Self::viewer(seat);
        let view = self.tables[k].view_json(viewer);
        for later in (k + 1..counts.len()).take_while(|&j| counts[j] == moves) {
            assert_eq!(
                self.tables[later].view_json(viewer),
                view,
                "{seat:?} would see a secret step at {later}"
            );
        }
        memo.steps.insert((seat, moves), k);
        k
    }

    /// Works out what seat `other` sees at step `k` that a spectator does
    /// not, once (`memo.private`).
    fn private(&self, memo: &mut Memo, k: usize, other: usize) {
        memo.private.entry((k, other)).or_insert_with(|| {
            let mine = flat(&self.tables[k].view_json(Viewer::Seat(other)));
            let public = flat(&self.tables[k].view_json(Viewer::Spectator));
            mine.into_iter()
                .filter(|(p, v)| {
                    !p.starts_with("/viewer") && public.get(p) != Some(v) && !v.is_null()
                })
                .collect()
        });
    }

    /// Works out what `seat` may know at step `k` (its view, the public log,
    /// its legal actions, as text) and its view's values by path, once
    /// (`memo.known`).
    fn known(&self, memo: &mut Memo, k: usize, seat: Option<usize>) {
        memo.known.entry((k, seat)).or_insert_with(|| {
            let table = &self.tables[k];
            let mut text = table.view_json(Self::viewer(seat)).to_string();
            text.push_str(&json!(table.log_json(0)).to_string());
            if let Some(s) = seat {
                text.push_str(&json!(table.legal_actions(s)).to_string());
            }
            let mine = seat.map(|s| flat(&table.view_json(Viewer::Seat(s))));
            Known { text, mine }
        });
    }

    /// Checks one message received by `seat` (None: a spectator); returns
    /// how many hidden values of other seats it was checked against.
    /// Checks everything the watchers and the HTTP requests received, and
    /// closes the sockets; the number of hidden values checked.
    async fn check_all(&self, watchers: Vec<Watcher>, http: &[(Option<usize>, Received)]) -> usize {
        let mut checked = 0;
        let mut memo = Memo::default();
        for w in &watchers {
            for r in &w.received {
                checked += self.check(&mut memo, w.seat, r);
            }
        }
        for (seat, r) in http {
            checked += self.check(&mut memo, *seat, r);
        }
        for w in watchers {
            w.socket.close().await;
        }
        checked
    }

    fn check(&self, memo: &mut Memo, seat: Option<usize>, r: &Received) -> usize {
        let text = match r {
            Received::State(m) | Received::Ack(m) => m.to_string(),
            Received::Error { body, .. } => body.to_string(),
        };
        assert!(!text.contains("\"seed\""), "no seed before the end: {text}");
        let (k, body) = match r {
            Received::State(m) => {
                keys_within(m, STATE_KEYS);
                let k = self.step_of(memo, seat, m["moves"].as_u64().unwrap() as usize);
                let table = &self.tables[k];
                assert_eq!(m["seat"], json!(seat));
                assert_eq!(
                    m["view"],
                    table.view_json(Self::viewer(seat)),
                    "view of {seat:?} at {k}"
                );
                let to_act: Vec<usize> = table.to_act().seats().iter().collect();
                assert_eq!(m["to_act"], json!(to_act));
                let legal = match seat {
                    Some(s) if m["status"] == "active" => json!(table.legal_actions(s)),
                    _ => json!([]),
                };
                assert_eq!(m["legal"], legal);
                let from = m["log_from"].as_u64().unwrap() as usize;
                let n = m["log"].as_array().unwrap().len();
                assert!(from + n <= table.log_len());
                assert_eq!(m["log"], json!(self.log[from..from + n]));
                assert_eq!(m["log_text"], json!(self.log_text[from..from + n]));
                (k, m)
            }
            Received::Ack(m) => {
                keys_within(m, ACK_KEYS);
                let idx = self.step_of(memo, seat, m["moves"].as_u64().unwrap() as usize) - 1;
                let start = if idx == 0 {
                    self.setup_log
                } else {
                    self.log_ends[idx - 1]
                };
                assert_eq!(m["events"], json!(self.log[start..self.log_ends[idx]]));
                (idx, m)
            }
            Received::Error {
                moves,
                action,
                body,
            } => {
                keys_within(body, ERROR_KEYS);
                // The answer is the engine's own refusal, nothing added.
                let mut table = self.tables[*moves].clone_box();
                let expected = table
                    .apply_json(seat.expect("a seat acted"), action)
                    .expect_err("the attempt was illegal");
                let expected = urbs_server::ApiError::from_act(expected);
                assert_eq!(body["error"], json!(expected.message));
                assert_eq!(body["rule"], json!(expected.rule));
                (*moves, body)
            }
        };
        // Explicitly: no value only another seat may see shows up, except
        // where this seat may know it anyway (its own view, the public log,
        // its legal actions, the action it sent).
        let shown = flat(&body["view"]);
        let sent = match r {
            Received::Error { action, .. } => action.to_string(),
            _ => String::new(),
        };
        let mut checked = 0;
        for other in (0..self.players).filter(|&o| Some(o) != seat) {
            self.known(memo, k, seat);
            self.private(memo, k, other);
            let known = &memo.known[&(k, seat)];
            for (path, value) in &memo.private[&(k, other)] {
                if known.mine.as_ref().and_then(|m| m.get(path)) == Some(value) {
                    continue;
                }
                assert_ne!(
                    shown.get(path),
                    Some(value),
                    "seat {other}'s {path} leaked to {seat:?}"
                );
                if let Some(key) = path
                    .rsplit('/')
                    .next()
                    .filter(|k| k.parse::<usize>().is_err())
                {
                    let needle = format!("\"{key}\":{value}");
                    assert!(
                        !contains_value(&text, &needle)
                            || contains_value(&known.text, &needle)
                            || contains_value(&sent, &needle),
                        "seat {other}'s {needle} leaked to {seat:?}: {text}"
                    );
                }
                checked += 1;
            }
        }
        checked
    }
}
