//! Games that start from a position (docs/positions.md), on a private
//! server only, and the schema migration that made room for them.

use serde_json::{Value, json};
use urbs_engine::Viewer;
use urbs_server::{Backend, Limits};

use crate::common::{self, humans, tokens};

/// A City position of three players some steps in, and the table it came
/// from (to compare the server's views with).
fn city_position() -> (Value, Box<dyn urbs_engine::DynTable>) {
    let mut table = urbs_catalog::new_table("city", 3, &Value::Null, 5).unwrap();
    for _ in 0..12 {
        let seat = table.to_act().seats().first().unwrap();
        let first = table.legal_actions(seat)[0].json.clone();
        table.apply_json(seat, &first).unwrap();
    }
    (urbs_catalog::position_json(table.as_ref()), table)
}

fn from_position(position: &Value) -> Value {
    json!({
        "game": "city",
        "seats": vec![json!({"kind": "human"}); 3],
        "position": position,
    })
}

/// A public server refuses positions (they show every hidden card to
/// whoever wrote them) and creates nothing.
pub async fn positions_are_refused_unless_the_server_allows_them(backend: Backend) {
    let t = common::start(backend).await;
    let (position, _) = city_position();
    let r = t
        .client
        .post("/api/games", &from_position(&position))
        .await
        .unwrap();
    assert_eq!(r.status, 403, "{}", r.body);
    assert!(
        r.body["error"]
            .as_str()
            .unwrap()
            .contains("--allow-positions"),
        "{}",
        r.body
    );
    let lobby = t.client.get("/api/games").await.unwrap();
    assert_eq!(lobby.body["games"], json!([]), "nothing was created");
}

/// On a server that allows them, a game starts where the position stands:
/// every seat sees what it would see at the table the position came from,
/// play goes on from there, and the game survives a restart. A crafted or
/// mismatched position is refused with the reason.
pub async fn a_game_starts_from_a_position_on_a_private_server(backend: Backend) {
    let limits = Limits {
        allow_positions: true,
        ..Limits::default()
    };
    let mut t = common::start_with(backend, limits, None).await;
    let (position, table) = city_position();
    let created = t.create(from_position(&position)).await;
    let tokens = tokens(&created);
    for (seat, token) in tokens.iter().enumerate().take(3) {
        let st = t.state(&created.id, token.as_deref()).await;
        assert_eq!(st.view, table.view_json(Viewer::Seat(seat)), "seat {seat}");
    }
    let spectator = t.state(&created.id, None).await;
    assert_eq!(spectator.view, table.view_json(Viewer::Spectator));
    assert_eq!(spectator.moves, 0, "the record starts at the position");

    // Play one step on, as the table would.
    let mut expected = table.clone_box();
    let seat = spectator.to_act[0];
    let st = t.state(&created.id, tokens[seat].as_deref()).await;
    let action = st.legal[0].json.clone();
    let r = t
        .client
        .act(&created.id, tokens[seat].as_deref().unwrap(), &action, None)
        .await
        .unwrap();
    assert_eq!(r.status, 200, "{}", r.body);
    expected.apply_json(seat, &action).unwrap();

    t.restart().await;
    for (seat, token) in tokens.iter().enumerate().take(3) {
        let st = t.state(&created.id, token.as_deref()).await;
        assert_eq!(
            st.view,
            expected.view_json(Viewer::Seat(seat)),
            "seat {seat}"
        );
    }
    // Refused, each with its reason, and nothing created.
    let before = t.client.get("/api/games").await.unwrap().body["games"]
        .as_array()
        .unwrap()
        .len();
    let mut crafted = position.clone();
    crafted["state"]["seats"][0]["vp"] = json!(70000);
    let mut doubled = position.clone();
    let card = crafted["state"]["deck"][0].clone();
    doubled["state"]["deck"].as_array_mut().unwrap().push(card);
    let mut with_options = from_position(&position);
    with_options["options"] = json!({"deck": null});
    let mut forsale = humans(3);
    forsale["position"] = position.clone();
    let mut four = from_position(&position);
    four["seats"] = json!(vec![json!({"kind": "human"}); 4]);
    for (request, reason) in [
        (from_position(&crafted), "bad position"),
        (from_position(&doubled), "copies of"),
        (with_options, "its own options"),
        (forsale, "not of forsale"),
        (four, "3 players but 4 seats"),
    ] {
        let r = t.client.post("/api/games", &request).await.unwrap();
        assert_eq!(r.status, 400, "{}", r.body);
        let error = r.body["error"].as_str().unwrap();
        assert!(error.contains(reason), "{error}");
    }
    let after = t.client.get("/api/games").await.unwrap().body["games"]
        .as_array()
        .unwrap()
        .len();
    assert_eq!(before, after);
}

/// A database of schema version 1 (before positions, rematches, chat and
/// creation keys) is brought up to date when a server opens it: its games
/// carry on, and new ones may start from positions.
pub async fn an_older_database_is_brought_up_to_date(backend: Backend) {
    let limits = Limits {
        allow_positions: true,
        ..Limits::default()
    };
    let mut t = common::start_with(backend, limits, None).await;
    let game = t.create(humans(3)).await;
    let tokens_old = tokens(&game);
    if let Some(s) = t.server.take() {
        s.stop().await;
    }
    {
        // Back to version 1's layout.
        sqlx::any::install_default_drivers();
        let pool = sqlx::AnyPool::connect(&t.config.database).await.unwrap();
        for statement in [
            "ALTER TABLE games DROP COLUMN position",
            "ALTER TABLE games DROP COLUMN rematch",
            "DROP TABLE chat",
            "ALTER TABLE games DROP COLUMN time_control",
            "ALTER TABLE games DROP COLUMN takeover",
            "ALTER TABLE games DROP COLUMN clocks",
            "ALTER TABLE seats DROP COLUMN away",
            "ALTER TABLE actions DROP COLUMN by_bot",
            "ALTER TABLE actions DROP COLUMN acted_at",
            "DROP TABLE undos",
            "DROP TABLE heartbeat",
            "ALTER TABLE games DROP COLUMN hints",
            "DROP TABLE reviews",
            "ALTER TABLE games DROP COLUMN owner",
            "ALTER TABLE games DROP COLUMN epoch",
            "DROP TABLE nodes",
            "DROP TABLE buckets",
            "DROP TABLE cluster",
            "ALTER TABLE games DROP COLUMN outcome",
            "ALTER TABLE games DROP COLUMN damaged",
            "ALTER TABLE games DROP COLUMN edition",
            "DROP TABLE accounts",
            "DROP TABLE passkeys",
            "DROP TABLE account_seats",
            "DROP TABLE sign_in_failures",
            "DROP TABLE away_changes",
            "DROP TABLE rated_games",
            "DROP TABLE ratings",
            "DROP TABLE rating_changes",
            "DROP TABLE invitations",
            "DROP TABLE play_queue",
            "DROP TABLE turns",
            "DROP TABLE notifications",
            "DROP TABLE notify_settings",
            "DROP TABLE push_subscriptions",
            "DROP TABLE notify_keys",
            "ALTER TABLE games DROP COLUMN listed",
            "DROP TABLE create_keys",
        ] {
            sqlx::query(statement).execute(&pool).await.unwrap();
        }
        sqlx::query("UPDATE schema_version SET version = 1")
            .execute(&pool)
            .await
            .unwrap();
        pool.close().await;
    }
    t.restart().await;
    let st = t.state(&game.id, tokens_old[0].as_deref()).await;
    assert_eq!(st.id, game.id);
    {
        let pool = sqlx::AnyPool::connect(&t.config.database).await.unwrap();
        let version: i64 = sqlx::query_scalar("SELECT MAX(version) FROM schema_version")
            .fetch_one(&pool)
            .await
            .unwrap();
        assert_eq!(version, urbs_server::store::SCHEMA_VERSION);
        pool.close().await;
    }
    let (position, _) = city_position();
    let created = t.create(from_position(&position)).await;
    t.restart().await;
    assert_eq!(t.state(&created.id, None).await.game, "city");
}
