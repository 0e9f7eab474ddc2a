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
        .post(
            &format!("/api/games/{id}/review"),
            &json!({"token": toks[0]}),
        )
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
        .post(
            &format!("/api/games/{id}/review"),
            &json!({"token": toks[0]}),
        )
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
        .post(
            &format!("/api/games/{id}/review"),
            &json!({"token": toks[0]}),
        )
        .await
        .unwrap();
    assert_eq!(r.status, 200);
}

/// "Hints never use the hidden cards" (docs/api.md): two tables alike in
/// everything seat 0 can know, but where the other seats chose other
/// buildings face down (FS-4) and the face-down cheques lie in another
/// order, get the same hint, value for value (same time, so the same
/// search seed).
pub async fn a_hint_is_the_same_whatever_the_others_hide(backend: Backend) {
    let time = urbs_server::clock::ManualTime::new(1_800_000_000_000);
    let t = common::start_configured(backend, |c: &mut ServerConfig| {
        c.limits.hint_iterations = 200;
        c.limits.hint_time = std::time::Duration::from_secs(600);
        c.limits.allow_positions = true;
        c.time = Some(time);
    })
    .await;
    // For Sale, 3 players, at the first sale (FS-4): everyone chooses in
    // secret from buildings the others cannot see.
    let mut table = urbs_catalog::new_table("forsale", 3, &serde_json::Value::Null, 21).unwrap();
    let position = loop {
        let p = urbs_catalog::position_json(table.as_ref());
        if p["state"]["phase"] == "selling" {
            break p;
        }
        let seat = table.to_act().seats().first().unwrap();
        let first = table.legal_actions(seat)[0].json.clone();
        table.apply_json(seat, &first).unwrap();
    };
    let mut hidden = position.clone();
    hidden["state"]["cheque_deck"]
        .as_array_mut()
        .expect("face-down cheques")
        .reverse();
    assert_ne!(hidden, position, "the hidden parts differ");
    let mut hints = Vec::new();
    for (p, pick_last) in [(&position, false), (&hidden, true)] {
        let created = t
            .create(json!({"game": "forsale", "position": p, "hints": true,
                "seats": [{"kind": "human"}, {"kind": "human"}, {"kind": "human"}]}))
            .await;
        let toks = tokens(&created);
        for other in [1, 2] {
            let tok = toks[other].as_deref().unwrap();
            let legal = t.state(&created.id, Some(tok)).await.legal;
            assert!(legal.len() > 1, "a choice to vary");
            let choice = if pick_last {
                legal.last()
            } else {
                legal.first()
            };
            let r = t
                .client
                .act(&created.id, tok, &choice.unwrap().json, None)
                .await
                .unwrap();
            assert_eq!(r.status, 200, "{}", r.body);
        }
        let tok = toks[0].clone().unwrap();
        let mine = t.state(&created.id, Some(&tok)).await;
        assert!(!mine.legal.is_empty(), "seat 0 chooses now");
        hints.push((
            mine.view,
            t.client
                .get(&format!("/api/games/{}/hint?token={tok}", created.id))
                .await
                .unwrap(),
        ));
    }
    assert_eq!(hints[0].0, hints[1].0, "seat 0 sees the same table");
    for (_, r) in &hints {
        assert_eq!(r.status, 200, "{}", r.body);
    }
    assert_eq!(hints[0].1.body["actions"], hints[1].1.body["actions"]);
}
