//! Reading what clients send, apart from the handlers that use it so the
//! fuzz targets (`fuzz/`) read the same bytes with the same code.

use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::http::error::ApiError;
use crate::hub::CreateGame;

/// A message on a seat's WebSocket: `{"action": ..., "ref"?: any, "key"?: "..."}`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClientMessage {
    pub action: Value,
    /// Sent back with the answer, so a client can tell its answers apart.
    #[serde(rename = "ref", default)]
    pub reference: Option<Value>,
    /// Idempotency key: the same key again returns the first answer.
    #[serde(default)]
    pub key: Option<String>,
}

/// Reads a WebSocket message; anything else is a `400` that shows the form.
pub fn parse_client_message(bytes: &[u8]) -> Result<ClientMessage, ApiError> {
    object(bytes).map_err(|e| {
        ApiError::bad_request(format!(
            "a message is {{\"action\": ..., \"ref\"?: ..., \"key\"?: \"...\"}}: {e}"
        ))
    })
}

/// Reads the body of `POST /api/games`. Only its form is checked here; the
/// game, its options and seats are checked when it is made.
pub fn parse_create_body(bytes: &[u8]) -> Result<CreateGame, ApiError> {
    object(bytes).map_err(|e| ApiError::bad_request(format!("bad request body: {e}")))
}

/// What a creation's key stands for (`CreateGame::request`): the SHA-256 of
/// the body's fields but the key, as compact JSON (its fields in order, so
/// the same request however written); `None` for a body that is not a JSON
/// object, which is refused anyway.
pub(crate) fn request_hash(bytes: &[u8]) -> Option<String> {
    let mut fields: serde_json::Map<String, Value> = serde_json::from_slice(bytes).ok()?;
    fields.remove("key");
    Some(crate::table::tokens::token_hash(
        &Value::Object(fields).to_string(),
    ))
}

/// Reads a JSON object as `T`. Only an object: serde would also take a
/// struct's fields as a list (`[{"bid": 1}]`), a form nobody documents
/// (found by the `client_message` fuzz target).
fn object<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, serde_json::Error> {
    let fields: serde_json::Map<String, Value> = serde_json::from_slice(bytes)?;
    T::deserialize(Value::Object(fields))
}

/// Reads a JSON request body, refusing a malformed one with a `400`.
pub(crate) fn json_body<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, ApiError> {
    serde_json::from_slice(bytes)
        .map_err(|e| ApiError::bad_request(format!("bad request body: {e}")))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn a_message_is_its_action_ref_and_key_and_nothing_else() {
        let m = parse_client_message(br#"{"action": {"bid": 3}, "ref": 7, "key": "k"}"#).unwrap();
        assert_eq!(
            (m.action, m.reference, m.key.as_deref()),
            (json!({"bid": 3}), Some(json!(7)), Some("k"))
        );
        // A list of the fields is not a message (the fuzzer's find).
        for bad in [
            &br#"[{"bid": 1}, 7, "k"]"#[..],
            br#"{"action": 1, "more": 2}"#,
            br#"{"ref": 1}"#,
            b"\xff",
        ] {
            let e = parse_client_message(bad).unwrap_err();
            assert_eq!(e.status, 400);
            assert!(
                e.message.starts_with("a message is {\"action\""),
                "{}",
                e.message
            );
        }
    }

    #[test]
    fn a_create_body_is_read_as_its_json_says() {
        let req = parse_create_body(br#"{"game": "city", "players": 3, "edition": 1}"#).unwrap();
        assert_eq!(
            (req.game.as_str(), req.players, req.edition),
            ("city", Some(3), Some(1))
        );
        let e = parse_create_body(br#"{"players": 3}"#).unwrap_err();
        assert_eq!(e.status, 400);
        assert!(e.message.contains("missing field `game`"), "{}", e.message);
        let e = parse_create_body(br#"["city", 3]"#).unwrap_err();
        assert!(e.message.starts_with("bad request body: "), "{}", e.message);
    }
}
