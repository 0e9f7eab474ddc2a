//! What the server reads from clients, through the server's own parse
//! functions (`urbs_server::parse_client_message`, `parse_create_body`),
//! the ones its handlers call.

use serde_json::Value;
use urbs_engine::DynTable;

use crate::{Input, look_at, play_on};

/// A WebSocket message: refused with a `400` that shows the form, or read
/// as the JSON says; its action then applies to a table, where it is one of
/// the seat's legal actions, or is refused leaving the table as it was.
pub fn client_message(data: &[u8]) {
    let message = match urbs_server::parse_client_message(data) {
        Ok(message) => message,
        Err(e) => {
            assert_eq!(
                e.status, 400,
                "a message refused with {}: {}",
                e.status, e.message
            );
            assert!(e.message.starts_with("a message is {"), "{}", e.message);
            return;
        }
    };
    let json: Value = serde_json::from_slice(data).expect("a message read is JSON");
    let fields = json.as_object().expect("a message read is an object");
    assert!(
        fields
            .keys()
            .all(|k| ["action", "ref", "key"].contains(&k.as_str())),
        "a message with other fields was read: {json}"
    );
    assert_eq!(Some(&message.action), fields.get("action"));
    assert_eq!(
        message.reference.as_ref(),
        fields.get("ref").filter(|r| !r.is_null())
    );
    assert_eq!(
        message.key.as_deref(),
        fields.get("key").and_then(Value::as_str)
    );

    // The action, for the first seat of a game the message's length picks.
    let ids = urbs_catalog::GAME_IDS;
    let id = ids[data.len() % ids.len()];
    let mut table = urbs_catalog::new_table(id, 3, &Value::Null, 1)
        .unwrap_or_else(|e| panic!("{id} with 3 players: {e}"));
    let before = table.replay_json();
    let legal = table.legal_actions(0);
    match table.apply_json(0, &message.action) {
        Ok(_) => {
            // The record holds the action as the game writes it.
            let replay = table.replay_json();
            let applied = &replay["actions"][0]["action"];
            assert!(
                legal.iter().any(|choice| &choice.json == applied),
                "{} applied as {applied} but is not a legal action",
                message.action
            );
        }
        Err(e) => assert_eq!(
            table.replay_json(),
            before,
            "{} was refused ({e:?}) but the table changed",
            message.action
        ),
    }
}

/// A create-game body: refused with a `400`, or read as the JSON says; then
/// its game is dealt (or its position loaded) as the server would, refused
/// with a reason or played a little with printable views.
pub fn create_body(data: &[u8]) {
    let req = match urbs_server::parse_create_body(data) {
        Ok(req) => req,
        Err(e) => {
            assert_eq!(
                e.status, 400,
                "a body refused with {}: {}",
                e.status, e.message
            );
            assert!(e.message.starts_with("bad request body: "), "{}", e.message);
            return;
        }
    };
    let json: Value = serde_json::from_slice(data).expect("a body read is JSON");
    assert_eq!(json["game"].as_str(), Some(req.game.as_str()));
    assert_eq!(json.get("seed").and_then(Value::as_u64), req.seed);
    assert_eq!(
        json.get("players").and_then(Value::as_u64),
        req.players.map(|p| p as u64)
    );
    assert_eq!(
        json.get("edition").and_then(Value::as_u64),
        req.edition.map(u64::from)
    );

    let players = req
        .players
        .unwrap_or_else(|| req.seats.as_ref().map_or(0, Vec::len));
    let options = match req.options {
        Value::Null => Value::Object(Default::default()),
        options => options,
    };
    let table: Result<Box<dyn DynTable>, String> = match &req.position {
        None => urbs_catalog::new_table_in(
            &req.game,
            req.edition,
            players,
            &options,
            req.seed.unwrap_or(0),
        ),
        Some(position) => urbs_catalog::load_position(position),
    };
    match table {
        Ok(mut table) => {
            look_at(table.as_ref());
            play_on(table.as_mut(), &mut Input::new(data), 16);
        }
        Err(e) => assert!(!e.trim().is_empty(), "a game refused without a reason"),
    }
}
