//! Issue 28: a database written by the build of 1cb25b6 (corpus/1cb25b6,
//! before rules had editions) opened by today's server. Every game is
//! read, under edition 1 of its rules; a finished game shows the outcome
//! that build reported; a game in play plays on to its end; and all of it
//! again after a restart.

use std::path::PathBuf;

use serde_json::Value;
use urbs_server::{Backend, ServerConfig, Status};

use crate::common::{self, TestServer, play_out};

fn corpus(file: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../corpus/1cb25b6")
        .join(file)
}

/// Loads the old database into the test's own: SQLite's file copied, the
/// PostgreSQL dump restored with psql.
fn load_old_database(backend: Backend, config: &ServerConfig) {
    match backend {
        Backend::Sqlite => {
            let path = config
                .database
                .strip_prefix("sqlite:")
                .expect("a SQLite URL");
            std::fs::copy(corpus("server.sqlite"), path).expect("the old database copies");
        }
        Backend::Postgres => {
            let out = std::process::Command::new("psql")
                .args(["-q", "-v", "ON_ERROR_STOP=1", "-d", &config.database, "-f"])
                .arg(corpus("postgres.sql"))
                .output()
                .expect("psql runs (the postgresql package)");
            assert!(
                out.status.success(),
                "psql: {}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
    }
}

/// What the old build's API reported, per game id.
fn recorded(backend: Backend) -> serde_json::Map<String, Value> {
    let file = match backend {
        Backend::Sqlite => "server-outcomes.json",
        Backend::Postgres => "postgres-outcomes.json",
    };
    let text = std::fs::read_to_string(corpus(file)).unwrap();
    let json: Value = serde_json::from_str(&text).unwrap();
    json["games"].as_object().unwrap().clone()
}

async fn check_finished(t: &TestServer, games: &serde_json::Map<String, Value>) -> usize {
    let mut finished = 0;
    for (id, old) in games {
        let st = t.state(id, None).await;
        assert_eq!(st.game, old["game"].as_str().unwrap(), "{id}");
        assert_eq!(st.edition, 1, "{id}: stored before editions, so edition 1");
        if old["status"] == "finished" {
            assert_eq!(st.status, Status::Finished, "{id}");
            let outcome = serde_json::to_value(st.outcome.as_ref().expect("an outcome")).unwrap();
            assert_eq!(outcome["scores"], old["outcome"]["scores"], "{id}");
            assert_eq!(outcome["wins"], old["outcome"]["wins"], "{id}");
            assert!(
                st.outcome_disputed.is_none(),
                "{id}: {:?}",
                st.outcome_disputed
            );
            finished += 1;
        }
    }
    finished
}

pub async fn a_database_from_before_editions_opens_whole(backend: Backend) {
    let mut t = common::start_configured(backend, |config| {
        // The test plays six games on from one address.
        config.limits.action_burst = 1e9;
        load_old_database(backend, config);
    })
    .await;
    let games = recorded(backend);
    assert_eq!(games.len(), 38);
    assert_eq!(check_finished(&t, &games).await, 32);
    let metropolis_in_play = games
        .values()
        .filter(|g| g["game"] == "metropolis" && g["status"] == "active")
        .count();
    assert!(metropolis_in_play > 0);
    for (id, old) in games.iter().filter(|(_, g)| g["status"] == "active") {
        let st = t.state(id, None).await;
        assert_eq!(st.status, Status::Active, "{id}");
        // (`moves` is not compared: since that build it counts only the
        // changes a spectator sees, not other seats' secret steps.)
        let players = old["players"].as_u64().unwrap() as usize;
        let mut tokens = vec![None; players];
        tokens[0] = Some(old["seat_0_token"].as_str().unwrap().to_string());
        play_out(&t, id, &tokens).await;
        let end = t.state(id, None).await;
        assert_eq!(end.status, Status::Finished, "{id}");
        assert_eq!(end.edition, 1, "{id}: a game carries on under its edition");
        assert!(end.outcome.is_some(), "{id}");
    }
    t.restart().await;
    assert_eq!(check_finished(&t, &games).await, 32);
    for id in games.keys() {
        assert_eq!(t.state(id, None).await.status, Status::Finished, "{id}");
    }
}

/// A new game is dealt under the latest edition unless `edition` asks for
/// an earlier one (for study); it keeps its edition across a restart; an
/// edition the game does not have is refused with the range it has.
pub async fn a_game_keeps_the_edition_it_began_with(backend: Backend) {
    let mut t = common::start(backend).await;
    let bots = |edition: Option<u32>| {
        let mut req = serde_json::json!({"game": "metropolis", "players": 2, "seats": [
            {"kind": "human"}, {"kind": "bot", "bot": "greedy"}]});
        if let Some(e) = edition {
            req["edition"] = e.into();
        }
        req
    };
    let latest = t.create(bots(None)).await.id;
    let old = t.create(bots(Some(1))).await.id;
    let r = t.client.post("/api/games", &bots(Some(9))).await.unwrap();
    assert_eq!(r.status, 400, "{}", r.body);
    let error = r.body["error"].as_str().unwrap();
    assert!(error.contains("editions 1 to 2"), "{error}");
    for _ in 0..2 {
        let st = t.state(&latest, None).await;
        assert_eq!((st.edition, st.latest_edition), (2, 2));
        let st = t.state(&old, None).await;
        assert_eq!((st.edition, st.latest_edition), (1, 2));
        t.restart().await;
    }
    let listed = t.client.get("/api/games").await.unwrap();
    let editions: Vec<(String, u64)> = listed.body["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| {
            (
                g["id"].as_str().unwrap().to_string(),
                g["edition"].as_u64().unwrap(),
            )
        })
        .collect();
    assert!(editions.contains(&(old.clone(), 1)), "{editions:?}");
    assert!(editions.contains(&(latest.clone(), 2)), "{editions:?}");
}
