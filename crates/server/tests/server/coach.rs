//! Learning at the table: hints from a seat's own turn, and reviews of
//! finished games made in the background and stored with them.

use serde_json::json;
use urbs_server::{Backend, ServerConfig};

use crate::common::{self, TestServer, tokens};

async fn start(backend: Backend) -> TestServer {
    common::start_configured(backend, |c: &mut ServerConfig| {
        c.limits.hint_iterations = 200;
        c.limits.review_iterations = 40;
        c.limits.review_time_per_decision = std::time::Duration::from_secs(5);
        c.limits.review_playouts = 4;
    })
    .await
}

pub async fn a_hint_answers_the_seat_to_act_from_its_own_turn(backend: Backend) {
    let t = start(backend).await;
    let mut game = common::humans(3);
    game["hints"] = json!(true);
    let created = t.create(game).await;
    let (id, toks) = (created.id.clone(), tokens(&created));
    let st = t.state(&id, None).await;
    assert!(st.hints);
    let seat = st.to_act[0];
    let mine = t.state(&id, toks[seat].as_deref()).await;
    let r = t
        .client
        .get(&format!(
            "/api/games/{id}/hint?token={}",
            toks[seat].as_deref().unwrap()
        ))
        .await
        .unwrap();
    assert_eq!(r.status, 200, "{}", r.body);
    let mut hinted: Vec<String> = r.body["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["text"].as_str().unwrap().to_string())
        .collect();
    let mut legal: Vec<String> = mine.legal.iter().map(|c| c.text.clone()).collect();
    hinted.sort();
    legal.sort();
    assert_eq!(hinted, legal, "every legal move, valued");
    assert!(r.body["iterations"].as_u64().unwrap() >= 200);
    // Not the others' turn; not for spectators; the game is unchanged.
    let other = (seat + 1) % 3;
    let r = t
        .client
        .get(&format!(
            "/api/games/{id}/hint?token={}",
            toks[other].as_deref().unwrap()
        ))
        .await
        .unwrap();
    assert_eq!(r.status, 409, "{}", r.body);
    let r = t
        .client
        .get(&format!("/api/games/{id}/hint"))
        .await
        .unwrap();
    assert_eq!(r.status, 403, "{}", r.body);
    assert_eq!(t.state(&id, None).await.moves, 0);
    // A table of people only offers none unless it was asked to.
    let plain = t.create(common::humans(3)).await;
    let st = t.state(&plain.id, None).await;
    assert!(!st.hints);
    let seat = st.to_act[0];
    let tok = tokens(&plain)[seat].clone().unwrap();
    let r = t
        .client
        .get(&format!("/api/games/{}/hint?token={tok}", plain.id))
        .await
        .unwrap();
    assert_eq!(r.status, 403, "{}", r.body);
}

pub async fn a_finished_game_is_reviewed_in_the_background_and_kept(backend: Backend) {
    let mut t = start(backend).await;
    let created = t.create(common::humans(3)).await;
    let (id, toks) = (created.id.clone(), tokens(&created));
    // Never while the game is in play.
    let r = t
        .client
        .post(&format!("/api/games/{id}/review"), &json!({}))
        .await
        .unwrap();
    assert_eq!(r.status, 409, "{}", r.body);
    let r = t
        .client
        .get(&format!("/api/games/{id}/review"))
        .await
        .unwrap();
    assert_eq!(r.body["status"], "none");
    let actions = common::play_out(&t, &id, &toks).await;
    let r = t
        .client
        .post(&format!("/api/games/{id}/review"), &json!({}))
        .await
        .unwrap();
    assert!([200, 202].contains(&r.status), "{}", r.body);
    let mut review = None;
    for _ in 0..6000 {
        let r = t
            .client
            .get(&format!("/api/games/{id}/review"))
            .await
            .unwrap();
        match r.body["status"].as_str().unwrap() {
            "done" => {
                review = Some(r.body["review"].clone());
                break;
            }
            "running" => {
                let done = r.body["done"].as_u64().unwrap();
                assert!(done <= r.body["total"].as_u64().unwrap());
                tokio::time::sleep(std::time::Duration::from_millis(10)).await;
            }
            other => panic!("{other}: {}", r.body),
        }
    }
    let review = review.expect("the review is made");
    assert_eq!(review["decisions"].as_array().unwrap().len(), actions);
    assert_eq!(review["chances"].as_array().unwrap().len(), actions + 1);
    // Kept with the game: a restart still has it, and asking again makes no new one.
    t.restart().await;
    let r = t
        .client
        .get(&format!("/api/games/{id}/review"))
        .await
        .unwrap();
    assert_eq!(r.body["status"], "done");
    assert_eq!(r.body["review"], review);
    let r = t
        .client
        .post(&format!("/api/games/{id}/review"), &json!({}))
        .await
        .unwrap();
    assert_eq!(r.status, 200);
}
