//! Rematch: one per finished game, the same seats and options, seats moved
//! one place on, a fresh deal; each person's link opens their new seat.

use serde_json::json;
use urbs_server::{Backend, Rematch, SeatKind, Status};

use crate::common::{self, play_out, tokens};

pub async fn a_finished_game_leads_to_one_rematch_with_seats_moved_on(backend: Backend) {
    let mut t = common::start(backend).await;
    let created = t
        .create(json!({
            "game": "forsale", "players": 3, "options": {"variant": true},
            "seats": [
                {"kind": "human", "name": "Ann"},
                {"kind": "human", "name": "Bob"},
                {"kind": "bot", "bot": "greedy"},
            ],
        }))
        .await;
    let id = created.id.clone();
    let tok = tokens(&created);
    let ask = async |t: &common::TestServer, token: Option<&str>| {
        let body = match token {
            Some(token) => json!({ "token": token }),
            None => json!({}),
        };
        t.client
            .post(&format!("/api/games/{id}/rematch"), &body)
            .await
            .unwrap()
    };

    // Not before the end; never for a spectator or a stranger.
    let r = ask(&t, tok[0].as_deref()).await;
    assert_eq!(r.status, 409, "{}", r.body);
    let r = ask(&t, None).await;
    assert_eq!(r.status, 400, "{}", r.body);
    let r = ask(&t, Some("0123456789abcdef0123456789abcdef")).await;
    assert_eq!(r.status, 403, "{}", r.body);

    play_out(&t, &id, &tok).await;
    let done = t.state(&id, None).await;
    assert_eq!(done.rematch, None);
    // The log calls the seats by their names; the bot by its seat, counted
    // from 1 as people count (issue 29): seat 2 is P3.
    let log = done.log_text.join("\n");
    for name in ["Ann ", "Bob ", "P3 (greedy) "] {
        assert!(log.contains(name), "{name} in {log}");
    }
    assert!(!log.contains("player "), "{log}");

    // Ann starts it; Bob finds the same one. Each moves one seat on.
    let r = ask(&t, tok[0].as_deref()).await;
    assert_eq!(r.status, 200, "{}", r.body);
    let ann: Rematch = serde_json::from_value(r.body).unwrap();
    assert_eq!(ann.seat, 1);
    let r = ask(&t, tok[1].as_deref()).await;
    let bob: Rematch = serde_json::from_value(r.body).unwrap();
    assert_eq!(
        bob,
        Rematch {
            id: ann.id.clone(),
            seat: 2
        }
    );
    assert_ne!(ann.id, id);

    // Every page of the old game hears of it, spectators' too.
    for token in [tok[0].as_deref(), tok[1].as_deref(), None] {
        assert_eq!(t.state(&id, token).await.rematch, Some(ann.id.clone()));
    }

    // The new game: the same options, the seats moved on, the old links
    // open the new seats, and the bot (now in seat 0) plays its turn.
    let new = t.state(&ann.id, tok[0].as_deref()).await;
    assert_eq!(new.seat, Some(1));
    assert_eq!(new.view["variant"], json!(true));
    let kinds: Vec<(SeatKind, Option<String>)> = new
        .seats
        .iter()
        .map(|s| (s.kind, s.name.clone().or(s.bot.clone())))
        .collect();
    assert_eq!(
        kinds,
        [
            (SeatKind::Bot, Some("greedy".into())),
            (SeatKind::Human, Some("Ann".into())),
            (SeatKind::Human, Some("Bob".into())),
        ]
    );
    assert_eq!(t.state(&ann.id, tok[1].as_deref()).await.seat, Some(2));
    let new_tokens = vec![None, tok[0].clone(), tok[1].clone()];
    play_out(&t, &ann.id, &new_tokens).await;
    assert_eq!(t.state(&ann.id, None).await.status, Status::Finished);

    // Both links survive a restart.
    t.restart().await;
    assert_eq!(t.state(&id, None).await.rematch, Some(ann.id.clone()));
    assert_eq!(t.state(&ann.id, tok[0].as_deref()).await.seat, Some(1));
}
