//! Games kept out of the public lists: a guided first game is made with
//! `"listed": false`; it is still played and watched by its link, and its
//! rematch stays out of the lists too.

use serde_json::{Value, json};
use urbs_server::{Backend, Rematch, Status};

use crate::common::{self, play_out, tokens};

fn ids(body: &Value) -> Vec<String> {
    body["games"]
        .as_array()
        .expect("a list of games")
        .iter()
        .map(|g| g["id"].as_str().unwrap().to_string())
        .collect()
}

pub async fn an_unlisted_game_is_in_no_list_but_plays_and_its_rematch_stays_unlisted(
    backend: Backend,
) {
    let mut t = common::start(backend).await;
    let two = |listed: Option<bool>| {
        let mut body = json!({"game": "forsale", "players": 3, "seats": [
            {"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"},
            {"kind": "bot", "bot": "greedy"}]});
        if let Some(listed) = listed {
            body["listed"] = json!(listed);
        }
        body
    };
    let public = t.create(two(None)).await;
    let listed = t.create(two(Some(true))).await;
    let guided = t.create(two(Some(false))).await;

    let lists = async |t: &common::TestServer| {
        let all = t.client.get("/api/games").await.unwrap();
        assert_eq!(all.status, 200, "{}", all.body);
        let active = t.client.get("/api/games?status=active").await.unwrap();
        (ids(&all.body), ids(&active.body))
    };
    for (all, active) in [lists(&t).await, {
        // What is stored, not only what is in memory.
        t.restart().await;
        lists(&t).await
    }] {
        for list in [&all, &active] {
            assert!(list.contains(&public.id), "listed by default: {list:?}");
            assert!(list.contains(&listed.id), "{list:?}");
            assert!(
                !list.contains(&guided.id),
                "unlisted game in a list: {list:?}"
            );
        }
    }

    // Its link still opens it, for its players and for anyone watching.
    let tok = tokens(&guided);
    assert_eq!(t.state(&guided.id, None).await.status, Status::Active);
    play_out(&t, &guided.id, &tok).await;
    assert_eq!(t.state(&guided.id, None).await.status, Status::Finished);
    let finished = t.client.get("/api/games?status=finished").await.unwrap();
    assert!(
        !ids(&finished.body).contains(&guided.id),
        "{}",
        finished.body
    );

    // A rematch keeps the game out of the lists.
    let r = t
        .client
        .post(
            &format!("/api/games/{}/rematch", guided.id),
            &json!({ "token": tok[0] }),
        )
        .await
        .unwrap();
    assert_eq!(r.status, 200, "{}", r.body);
    let rematch: Rematch = serde_json::from_value(r.body).unwrap();
    assert_eq!(t.state(&rematch.id, None).await.status, Status::Active);
    let (all, active) = lists(&t).await;
    assert!(!all.contains(&rematch.id), "{all:?}");
    assert!(!active.contains(&rematch.id), "{active:?}");
    assert!(all.contains(&public.id), "{all:?}");

    // Anything but a boolean is refused and makes no game.
    let mut bad = two(None);
    bad["listed"] = json!("no");
    let r = t.client.post("/api/games", &bad).await.unwrap();
    assert_eq!(r.status, 400, "{}", r.body);
    assert_eq!(lists(&t).await.0.len(), all.len());
}
