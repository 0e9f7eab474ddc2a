//! Crash safety of `urbs serve`: the real binary, killed with SIGKILL while
//! clients play, loses no acknowledged action, and after a restart every
//! game goes on from where it stood. Runs on SQLite and on PostgreSQL
//! (`URBS_TEST_POSTGRES`, see `scripts/test.sh`).

use std::collections::HashMap;
use std::process::Command;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::{Value, json};
use urbs_engine::Viewer;
use urbs_loadtest::client::Client;
use urbs_server::Backend;

mod serving;

/// `urbs serve` on `database`; the test creates more games than one
/// address may at once (an allowance PostgreSQL keeps across restarts).
fn serve(database: &str) -> serving::Served {
    serving::serve(database, &["--games-per-minute", "0"])
}

/// An acknowledged action: game, its number, seat and action.
type Acked = (String, usize, usize, Value);

/// Plays `id` with random legal actions until the server goes away.
async fn play(
    client: Client,
    id: String,
    tokens: Vec<Option<String>>,
    acked: Arc<Mutex<Vec<Acked>>>,
    seed: u64,
) {
    let mut n = seed;
    loop {
        let Ok(sp) = client.state(&id, None).await else {
            return;
        };
        if sp.status == urbs_server::Status::Finished {
            return;
        }
        let mut acted = false;
        for &seat in &sp.to_act {
            let Some(tok) = tokens[seat].as_deref() else {
                continue;
            };
            let Ok(st) = client.state(&id, Some(tok)).await else {
                return;
            };
            if st.legal.is_empty() {
                continue;
            }
            n = n
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let action = st.legal[(n >> 33) as usize % st.legal.len()].json.clone();
            match client.act(&id, tok, &action, None).await {
                Ok(r) if r.status == 200 => {
                    let idx = r.body["moves"].as_u64().unwrap() as usize - 1;
                    acked.lock().unwrap().push((id.clone(), idx, seat, action));
                    acted = true;
                }
                Ok(r) => panic!("refused {}: {}", r.status, r.body),
                Err(_) => return,
            }
        }
        if !acted {
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
    }
}

async fn kill_9_loses_nothing(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let database = urbs_server::testing::fresh_database(backend, dir.path()).await;
    let mut server = serve(&database);
    let acked: Arc<Mutex<Vec<Acked>>> = Arc::default();
    let mut games: Vec<(String, Vec<Option<String>>)> = Vec::new();
    let layouts = [
        json!([{"kind": "human"}, {"kind": "human"}, {"kind": "human"}, {"kind": "human"}]),
        json!([{"kind": "human"}, {"kind": "bot", "bot": "greedy"}, {"kind": "human"}]),
        json!([{"kind": "bot", "bot": "random"}, {"kind": "human"}, {"kind": "bot", "bot": "greedy"},
               {"kind": "human"}, {"kind": "human"}]),
    ];
    for round in 0..5u64 {
        let client = Client::new(server.addr);
        // New games each round, so that every kill finds games in play.
        for i in 0..9 {
            let seats = layouts[i % layouts.len()].clone();
            let players = seats.as_array().unwrap().len();
            let created = client
                .create(&json!({"game": "forsale", "players": players, "seed": round * 9 + i as u64, "seats": seats}))
                .await
                .unwrap();
            games.push((
                created.id,
                created.seats.iter().map(|s| s.token.clone()).collect(),
            ));
        }
        let before = acked.lock().unwrap().len();
        let players: Vec<_> = games
            .iter()
            .enumerate()
            .map(|(i, (id, tokens))| {
                tokio::spawn(play(
                    client.clone(),
                    id.clone(),
                    tokens.clone(),
                    acked.clone(),
                    round * 100 + i as u64,
                ))
            })
            .collect();
        // Let the play run, then kill the server in the middle of it: once
        // this round has seen a given number of acknowledgements (the new
        // games alone need several hundred actions to finish).
        let target = before + [60, 25, 140, 90, 10][round as usize];
        while acked.lock().unwrap().len() < target {
            tokio::time::sleep(Duration::from_micros(500)).await;
        }
        server.child.kill().expect("SIGKILL");
        server.child.wait().unwrap();
        for p in players {
            p.await.unwrap();
        }
        let after = acked.lock().unwrap().len();
        assert!(after > before, "play was under way when killed");
        server = serve(&database);
        // Right after the restart every game stands at least where its
        // acknowledgements put it.
        let client = Client::new(server.addr);
        let mut acked_moves: HashMap<String, usize> = HashMap::new();
        for (id, idx, _, _) in acked.lock().unwrap().iter() {
            let m = acked_moves.entry(id.clone()).or_default();
            *m = (*m).max(idx + 1);
        }
        let mut unfinished = 0;
        for (id, _) in &games {
            let st = client.state(id, None).await.unwrap();
            let acked_here = acked_moves.get(id).copied().unwrap_or(0);
            assert!(
                st.moves >= acked_here,
                "game {id}: {} actions after the restart, {acked_here} acknowledged",
                st.moves
            );
            unfinished += usize::from(st.status != urbs_server::Status::Finished);
        }
        eprintln!(
            "kill {round}: {} actions acknowledged before it ({} in this round), {unfinished} games unfinished after it",
            after,
            after - before
        );
        assert!(unfinished > 0, "the kill came in the middle of play");
    }
    // Finish every game on the last server.
    let client = Client::new(server.addr);
    let finishers: Vec<_> = games
        .iter()
        .map(|(id, tokens)| {
            tokio::spawn(play(
                client.clone(),
                id.clone(),
                tokens.clone(),
                acked.clone(),
                7,
            ))
        })
        .collect();
    for f in finishers {
        f.await.unwrap();
    }
    let acked = acked.lock().unwrap().clone();
    assert!(acked.len() > 100, "enough play to matter: {}", acked.len());
    for (id, _) in &games {
        let replay = client
            .get(&format!("/api/games/{id}/replay"))
            .await
            .unwrap();
        assert_eq!(replay.status, 200, "game {id} finished: {}", replay.body);
        let actions = replay.body["actions"].as_array().unwrap();
        for (_, idx, seat, action) in acked.iter().filter(|a| &a.0 == id) {
            assert_eq!(actions[*idx]["seat"], json!(seat), "game {id} action {idx}");
            assert_eq!(&actions[*idx]["action"], action, "game {id} action {idx}");
        }
        // The replay reproduces the game the server reports.
        let table = urbs_catalog::load_replay(&replay.body).unwrap();
        let st = client.state(id, None).await.unwrap();
        assert_eq!(table.view_json(Viewer::Spectator), st.view);
        assert_eq!(table.outcome(), st.outcome);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serve_killed_with_sigkill_loses_no_acknowledged_action_on_sqlite() {
    kill_9_loses_nothing(Backend::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serve_killed_with_sigkill_loses_no_acknowledged_action_on_postgres() {
    kill_9_loses_nothing(Backend::Postgres).await;
}

/// SIGTERM: the bots stop, the commits under way finish, the database is let
/// go; a new server on it starts at once and its bots play the game out (a
/// write from the old one would collide with theirs).
async fn sigterm_stops_bots_and_frees_the_database(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let database = urbs_server::testing::fresh_database(backend, dir.path()).await;
    let mut server = serve(&database);
    let client = Client::new(server.addr);
    let bot = json!({"kind": "bot", "bot": "greedy"});
    let created = client
        .create(&json!({"game": "metropolis", "players": 4, "seed": 1, "seats": vec![bot; 4]}))
        .await
        .unwrap();
    let id = created.id;
    for _ in 0..5000 {
        if client.state(&id, None).await.unwrap().moves >= 10 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
    let status = Command::new("kill")
        .args(["-TERM", &server.child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let exit = server.child.wait().unwrap();
    assert!(
        exit.success(),
        "urbs serve exits cleanly on SIGTERM: {exit:?}"
    );
    let next = serve(&database);
    let client = Client::new(next.addr);
    let mut finished = false;
    for _ in 0..20_000 {
        if client.state(&id, None).await.unwrap().status == urbs_server::Status::Finished {
            finished = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
    assert!(finished, "the next server's bots played the game out");
    let replay = client
        .get(&format!("/api/games/{id}/replay"))
        .await
        .unwrap();
    assert!(urbs_catalog::load_replay(&replay.body).is_ok());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serve_stopped_with_sigterm_frees_the_database_on_sqlite() {
    sigterm_stops_bots_and_frees_the_database(Backend::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serve_stopped_with_sigterm_frees_the_database_on_postgres() {
    sigterm_stops_bots_and_frees_the_database(Backend::Postgres).await;
}
