//! Issue 28, part 2: nothing unreadable, nothing silently different. A
//! finished game is shown with the outcome stored when it finished, never
//! a new replay's; a game whose rows cannot be rebuilt answers `410 Gone`
//! with the reason, is marked so once, and blocks no other game. The rows
//! are damaged by hand in the test's own database.

use serde_json::{Value, json};
use urbs_server::{Backend, Status};

use crate::common::{self, TestServer, humans, tokens};

/// Runs `statements` on the stopped server's database, then starts it again.
pub async fn tamper(t: &mut TestServer, statements: &[String]) {
    if let Some(s) = t.server.take() {
        s.stop().await;
    }
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&t.config.database).await.unwrap();
    for statement in statements {
        sqlx::query(statement).execute(&pool).await.unwrap();
    }
    pool.close().await;
    t.restart().await;
}

/// The `column` of game `id`'s row, as stored.
async fn column(t: &TestServer, id: &str, column: &str) -> Option<String> {
    let pool = sqlx::AnyPool::connect(&t.config.database).await.unwrap();
    let value = sqlx::query_scalar(&format!("SELECT {column} FROM games WHERE id = $1"))
        .bind(id)
        .fetch_one(&pool)
        .await
        .unwrap();
    pool.close().await;
    value
}

/// The lobby's entry for game `id`.
async fn listed(t: &TestServer, id: &str) -> Value {
    let lobby = t.client.get("/api/games").await.unwrap();
    assert_eq!(lobby.status, 200, "{}", lobby.body);
    lobby.body["games"]
        .as_array()
        .or(lobby.body.as_array())
        .expect("a list of games")
        .iter()
        .find(|g| g["id"] == id)
        .cloned()
        .unwrap_or_else(|| panic!("game {id} is not listed: {}", lobby.body))
}

/// A game of people with one action played (the first seat to act's first
/// legal one).
async fn one_action(t: &TestServer) -> String {
    let created = t.create(humans(3)).await;
    let toks = tokens(&created);
    let seat = t.state(&created.id, None).await.to_act[0];
    let tok = toks[seat].as_deref().unwrap();
    let first = t.state(&created.id, Some(tok)).await.legal[0].json.clone();
    let r = t.client.act(&created.id, tok, &first, None).await.unwrap();
    assert_eq!(r.status, 200, "{}", r.body);
    created.id
}

pub async fn a_game_that_cannot_be_rebuilt_is_gone_once_and_blocks_nothing(backend: Backend) {
    let mut t = common::start(backend).await;
    let unplayable = one_action(&t).await;
    let garbled = one_action(&t).await;
    let sound = one_action(&t).await;
    // A bot game that must carry on by itself after the restart: damaged
    // games beside it do not keep it from being loaded and played.
    let bots = t
        .create(json!({"game": "forsale", "players": 3,
            "seats": [{"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"},
                      {"kind": "bot", "bot": "random"}]}))
        .await;
    common::wait_for_status(&t, &bots.id, Status::Finished).await;
    let bots_carry_on = t
        .create(json!({"game": "forsale", "players": 3,
            "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"},
                      {"kind": "bot", "bot": "random"}]}))
        .await;
    tamper(
        &mut t,
        &[
            // An action that no longer applies: played by a seat whose turn
            // it is not.
            format!("UPDATE actions SET seat = (seat + 1) % 3 WHERE game_id = '{unplayable}'"),
            // A JSON column that is not JSON.
            format!("UPDATE games SET options = '{{\"garbled' WHERE id = '{garbled}'"),
        ],
    )
    .await;

    let first = t
        .client
        .get(&format!("/api/games/{unplayable}"))
        .await
        .unwrap();
    assert_eq!(first.status, 410, "{}", first.body);
    let reason = first.body["error"].as_str().unwrap().to_string();
    assert!(
        reason.contains("damaged") && reason.contains("action 0 does not apply"),
        "{reason}"
    );
    let stored = column(&t, &unplayable, "damaged")
        .await
        .expect("the damage is stored");
    assert!(reason.ends_with(&stored), "{reason} / {stored}");
    // Every request on it, the same answer: no retrying 503.
    for path in ["", "/replay", "/replay/view?step=0"] {
        let r = t
            .client
            .get(&format!("/api/games/{unplayable}{path}"))
            .await
            .unwrap();
        assert_eq!(
            (r.status, r.body["error"].as_str()),
            (410, Some(reason.as_str())),
            "{path}"
        );
    }
    let garbled_reply = t
        .client
        .get(&format!("/api/games/{garbled}"))
        .await
        .unwrap();
    assert_eq!(garbled_reply.status, 410, "{}", garbled_reply.body);
    assert!(
        garbled_reply.body["error"]
            .as_str()
            .unwrap()
            .contains("bad options")
    );

    // The others are untouched.
    assert_eq!(t.state(&sound, None).await.moves, 1);
    assert_eq!(t.state(&bots.id, None).await.status, Status::Finished);
    assert_eq!(
        listed(&t, &unplayable).await["damaged"].as_str(),
        Some(stored.as_str())
    );
    assert!(listed(&t, &garbled).await["damaged"].is_string());
    assert!(listed(&t, &sound).await.get("damaged").is_none());

    // Marked once, never rebuilt again: even with its row mended, the game
    // stays damaged (an operator clears the mark to try it again), across
    // a restart, while the other games load and play.
    tamper(
        &mut t,
        &[format!(
            "UPDATE actions SET seat = (seat + 2) % 3 WHERE game_id = '{unplayable}'"
        )],
    )
    .await;
    let again = t
        .client
        .get(&format!("/api/games/{unplayable}"))
        .await
        .unwrap();
    assert_eq!(
        (again.status, again.body["error"].as_str()),
        (410, Some(reason.as_str()))
    );
    let toks = tokens(&bots_carry_on);
    common::play_out(&t, &bots_carry_on.id, &toks).await;
    tamper(
        &mut t,
        &[format!(
            "UPDATE games SET damaged = NULL WHERE id = '{unplayable}'"
        )],
    )
    .await;
    assert_eq!(
        t.state(&unplayable, None).await.moves,
        1,
        "mended and cleared"
    );
}

pub async fn a_finished_game_shows_the_outcome_stored_when_it_finished(backend: Backend) {
    let mut t = common::start(backend).await;
    let created = t
        .create(json!({"game": "forsale", "players": 3,
            "seats": [{"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"},
                      {"kind": "bot", "bot": "random"}]}))
        .await;
    let id = created.id;
    let end = common::wait_for_status(&t, &id, Status::Finished).await;
    let outcome = end.outcome.clone().expect("a finished game has an outcome");
    // Stored in the commit of the action that finished it.
    let stored: urbs_engine::Outcome =
        serde_json::from_str(&column(&t, &id, "outcome").await.expect("stored")).unwrap();
    assert_eq!(stored, outcome);
    assert!(end.outcome_disputed.is_none());

    // A stored outcome the actions no longer give (as a ruling changed
    // under it): the stored one is shown everywhere, and the dispute said.
    let mut other = outcome.clone();
    other.scores.reverse();
    other.wins.reverse();
    other.scores[0] += 1000;
    let other_json = serde_json::to_string(&other).unwrap();
    tamper(
        &mut t,
        &[format!(
            "UPDATE games SET outcome = '{other_json}' WHERE id = '{id}'"
        )],
    )
    .await;
    let st = t.state(&id, None).await;
    assert_eq!(st.outcome.as_ref(), Some(&other));
    assert_eq!(
        st.outcome_disputed.as_ref().map(|d| d.rebuilt.clone()),
        Some(Some(outcome.clone()))
    );
    let raw = t.client.get(&format!("/api/games/{id}")).await.unwrap();
    assert_eq!(raw.body["outcome_disputed"]["rebuilt"], json!(outcome));
    assert_eq!(listed(&t, &id).await["outcome"], json!(other));
    let view = t
        .client
        .get(&format!("/api/games/{id}/replay/view"))
        .await
        .unwrap();
    assert_eq!(view.status, 200, "{}", view.body);
    assert_eq!(view.body["outcome"], json!(other));

    // A game finished before outcomes were stored: computed once when it
    // is first rebuilt, and stored.
    tamper(
        &mut t,
        &[format!("UPDATE games SET outcome = NULL WHERE id = '{id}'")],
    )
    .await;
    assert!(
        listed(&t, &id).await.get("outcome").is_none(),
        "not opened yet"
    );
    let st = t.state(&id, None).await;
    assert_eq!(st.outcome.as_ref(), Some(&outcome));
    assert!(st.outcome_disputed.is_none());
    let stored: urbs_engine::Outcome =
        serde_json::from_str(&column(&t, &id, "outcome").await.expect("stored now")).unwrap();
    assert_eq!(stored, outcome);
    assert_eq!(listed(&t, &id).await["outcome"], json!(outcome));

    // Finished, no outcome stored, and its actions no longer finish it:
    // nothing to show it with, so it is damaged rather than shown wrong.
    tamper(
        &mut t,
        &[
            format!("UPDATE games SET outcome = NULL WHERE id = '{id}'"),
            format!(
                "DELETE FROM actions WHERE game_id = '{id}' AND idx = \
                 (SELECT MAX(idx) FROM actions WHERE game_id = '{id}')"
            ),
        ],
    )
    .await;
    let r = t.client.get(&format!("/api/games/{id}")).await.unwrap();
    assert_eq!(r.status, 410, "{}", r.body);
    assert!(
        r.body["error"]
            .as_str()
            .unwrap()
            .contains("no longer finish"),
        "{}",
        r.body
    );
}

/// The first Metropolis replay of today's corpus (edition 2) whose actions
/// do not all apply under edition 1, and the number of the first that does
/// not (an Admin. Bldg. built as a T, MP-5, or a rule of edition 2 alike).
fn edition_2_record() -> (Value, usize) {
    let dir = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../corpus/forsale1-skyline1-city2-metropolis2/replays"
    );
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|f| f.unwrap().path())
        .filter(|p| {
            p.file_name()
                .unwrap()
                .to_str()
                .unwrap()
                .starts_with("metropolis-")
        })
        .collect();
    files.sort();
    for file in files {
        let replay: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
        assert_eq!(replay["edition"], 2, "{}", file.display());
        let mut start = replay.clone();
        start["edition"] = json!(1);
        start["actions"] = json!([]);
        let mut table = urbs_catalog::load_replay(&start).unwrap();
        for (k, step) in replay["actions"].as_array().unwrap().iter().enumerate() {
            let seat = step["seat"].as_u64().unwrap() as usize;
            if table.apply_json(seat, &step["action"]).is_err() {
                return (replay, k);
            }
        }
    }
    panic!("every edition 2 replay of the corpus plays under edition 1 as well");
}

/// Issue 28: a row stored by a build between 1cb25b6 and editions (played
/// under rules of edition 2, no `edition` column, so the migration's
/// default made it edition 1) is read as edition 1, as docs/api.md says:
/// when its actions do not apply under edition 1 it is damaged, with the
/// action in the reason, never played on under other rules; once the
/// operator sets its edition (and clears the mark) it is read whole.
pub async fn a_row_from_between_builds_is_damaged_until_its_edition_is_set(backend: Backend) {
    let mut t = common::start_configured(backend, |config| {
        config.limits.action_burst = 1e9;
    })
    .await;
    let (replay, k) = edition_2_record();
    let players = replay["players"].as_u64().unwrap() as usize;
    let created = t
        .create(json!({"game": "metropolis", "players": players,
            "options": replay["options"], "seed": replay["seed"]}))
        .await;
    let (id, toks) = (created.id.clone(), tokens(&created));
    let actions = replay["actions"].as_array().unwrap();
    let play = async |t: &TestServer, steps: &[Value]| {
        for step in steps {
            let tok = toks[step["seat"].as_u64().unwrap() as usize]
                .as_deref()
                .unwrap();
            let r = t.client.act(&id, tok, &step["action"], None).await.unwrap();
            assert_eq!(r.status, 200, "{}", r.body);
        }
    };
    play(&t, &actions[..=k]).await;
    let before = t.state(&id, None).await;
    assert_eq!(before.edition, 2);

    // What the migration left of a row from between those builds.
    tamper(
        &mut t,
        &[format!("UPDATE games SET edition = 1 WHERE id = '{id}'")],
    )
    .await;
    let gone = t.client.get(&format!("/api/games/{id}")).await.unwrap();
    assert_eq!(gone.status, 410, "{}", gone.body);
    let reason = gone.body["error"].as_str().unwrap();
    assert!(
        reason.contains(&format!("action {k} does not apply")),
        "{reason}"
    );

    tamper(
        &mut t,
        &[format!(
            "UPDATE games SET edition = 2, damaged = NULL WHERE id = '{id}'"
        )],
    )
    .await;
    let st = t.state(&id, None).await;
    assert_eq!(
        (st.edition, st.status, st.moves),
        (2, before.status, before.moves)
    );
    // It plays on under edition 2, where it was.
    play(&t, &actions[k + 1..(k + 4).min(actions.len())]).await;
}
