//! The table talk: seated players say lines, everyone (spectators too)
//! reads them, live over the sockets; bad lines are refused and change
//! nothing; the chat is stored with the game and travels in its replay.

use serde_json::{Value, json};
use urbs_server::{Backend, Limits};

use crate::common::{self, humans, play_out, tokens};

/// A server with `limits`, and a For Sale game of three people on it: its
/// id and the seats' tokens.
async fn three_at_a_table(
    backend: Backend,
    limits: Limits,
) -> (common::TestServer, String, Vec<Option<String>>) {
    let t = common::start_with(backend, limits, None).await;
    let created = t.create(humans(3)).await;
    let id = created.id.clone();
    (t, id, tokens(&created))
}

pub async fn players_talk_spectators_read_and_the_replay_keeps_it(backend: Backend) {
    let limits = Limits {
        chat_burst: 3.0,
        chat_per_second: 0.001,
        ..Limits::default()
    };
    let (mut t, id, tok) = three_at_a_table(backend, limits).await;
    let say = async |t: &common::TestServer, token: Option<&str>, text: &str| {
        let mut body = json!({ "text": text });
        if let Some(token) = token {
            body["token"] = json!(token);
        }
        t.client
            .post(&format!("/api/games/{id}/chat"), &body)
            .await
            .unwrap()
    };
    let mut spectator = t.client.socket(&id, None).await.unwrap();
    let first = spectator.recv().await.unwrap();
    assert_eq!(first["chat"], json!([]));

    let r = say(&t, tok[1].as_deref(), "  good luck, all  ").await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.body["idx"], 0);
    // Pushed at once to every socket, spectators' included.
    let pushed = spectator.recv().await.unwrap();
    assert_eq!(pushed["chat_from"], 0);
    assert_eq!(pushed["chat"][0]["seat"], 1);
    assert_eq!(pushed["chat"][0]["text"], "good luck, all");
    assert_eq!(pushed["chat"][0]["after"], 0);

    // Refused, each with its reason, and nothing said.
    for (token, text, status, reason) in [
        (tok[0].as_deref(), "   ", 400, "empty"),
        (tok[0].as_deref(), &"x".repeat(301)[..], 400, "at most 300"),
        (tok[0].as_deref(), "hi\u{202E}dlrow", 400, "text-direction"),
        (None, "I am watching", 400, "token"),
        (
            Some("0123456789abcdef0123456789abcdef"),
            "let me in",
            403,
            "no seat",
        ),
    ] {
        let r = say(&t, token, text).await;
        assert_eq!(r.status, status, "{text:?}: {}", r.body);
        let error = r.body["error"].as_str().unwrap_or("");
        assert!(error.contains(reason), "{text:?}: {error}");
    }
    let st = t.state(&id, None).await;
    assert_eq!(st.chat.len(), 1);

    // A seat's lines are limited (here: 3, then none for a long while);
    // another seat's allowance is its own.
    assert_eq!(say(&t, tok[1].as_deref(), "two").await.status, 200);
    assert_eq!(say(&t, tok[1].as_deref(), "three").await.status, 200);
    let r = say(&t, tok[1].as_deref(), "four").await;
    assert_eq!(r.status, 429, "{}", r.body);
    assert_eq!(say(&t, tok[2].as_deref(), "gg").await.status, 200);

    // Every viewer reads the same chat; a restart keeps it.
    t.restart().await;
    let texts = |st: &urbs_server::GameState| -> Vec<String> {
        st.chat.iter().map(|c| c.text.clone()).collect()
    };
    for token in [tok[0].as_deref(), None] {
        let st = t.state(&id, token).await;
        assert_eq!(texts(&st), ["good luck, all", "two", "three", "gg"]);
    }

    // Said after some moves: the replay places it there.
    play_out(&t, &id, &tok).await;
    let moves = t.state(&id, None).await.moves;
    assert_eq!(say(&t, tok[0].as_deref(), "well played").await.status, 200);
    let replay = t
        .client
        .get(&format!("/api/games/{id}/replay"))
        .await
        .unwrap()
        .body;
    let chat = replay["chat"].as_array().unwrap();
    assert_eq!(chat.len(), 5);
    assert_eq!(
        chat[4],
        json!({"seat": 0, "after": moves, "text": "well played"})
    );
    // The replay still plays back on the command line's loader.
    urbs_catalog::load_replay(&replay).unwrap();
    // The replay view shows what was said by each step.
    let at = |step: usize| {
        let t = &t;
        let id = &id;
        async move {
            t.client
                .get(&format!("/api/games/{id}/replay/view?step={step}"))
                .await
                .unwrap()
                .body
        }
    };
    assert_eq!(at(0).await["chat"].as_array().map(Vec::len), Some(4));
    let end: Value = at(moves).await;
    assert_eq!(end["chat"].as_array().map(Vec::len), Some(5));
}

/// The chat holds at most 1,000 lines a game (docs/api.md): the next line
/// is refused with `409`, whichever seat says it, and nothing is stored.
pub async fn a_full_chat_refuses_more_lines(backend: Backend) {
    let limits = Limits {
        chat_burst: 10.0,
        ..Limits::default()
    };
    let (mut t, id, tok) = three_at_a_table(backend, limits).await;
    let say = async |t: &common::TestServer, seat: usize, text: &str| {
        let body = json!({ "text": text, "token": tok[seat] });
        t.client
            .post(&format!("/api/games/{id}/chat"), &body)
            .await
            .unwrap()
    };
    assert_eq!(say(&t, 0, "hello").await.status, 200);
    // Lines 1 to 998 written straight into the database (saying them one by
    // one would only test the rate limit).
    let rows: Vec<String> = (1..999)
        .map(|i| format!("('{id}', {i}, {}, 0, 0, 'line {i}')", i % 3))
        .collect();
    let inserts: Vec<String> = rows
        .chunks(300)
        .map(|chunk| {
            format!(
                "INSERT INTO chat (game_id, idx, seat, after_actions, said_at, text) VALUES {}",
                chunk.join(", ")
            )
        })
        .collect();
    crate::damage::tamper(&mut t, &inserts).await;
    let r = say(&t, 1, "the last one").await;
    assert_eq!((r.status, &r.body["idx"]), (200, &json!(999)), "{}", r.body);
    for seat in [1, 2] {
        let r = say(&t, seat, "one more").await;
        assert_eq!(r.status, 409, "{}", r.body);
        assert!(
            r.body["error"]
                .as_str()
                .unwrap()
                .contains("this game's chat is full (1000 lines)"),
            "{}",
            r.body
        );
    }
    let st = t.state(&id, None).await;
    assert_eq!(st.chat.len(), 1000);
    assert_eq!(st.chat[999].text, "the last one");
    t.restart().await;
    assert_eq!(
        t.state(&id, None).await.chat.len(),
        1000,
        "nothing more stored"
    );
}

/// Issue 30: a chat line is refused when it holds a bidi mark, a line or
/// paragraph separator, a tag character, nothing visible, or a pile of
/// combining marks; each answer names why, and nothing is said.
pub async fn lines_that_hide_or_spill_are_refused(backend: Backend) {
    let limits = Limits {
        chat_burst: 20.0,
        ..Limits::default()
    };
    let (t, id, tok) = three_at_a_table(backend, limits).await;
    let zalgo = format!("a{}", "\u{0301}".repeat(299));
    for (text, reason) in [
        ("hi\u{061C}", "U+061C"),
        ("a\u{2028}b", "U+2028"),
        ("a\u{2029}b", "U+2029"),
        ("so\u{00AD}ft", "U+00AD"),
        ("x\u{034F}y", "U+034F"),
        ("\u{180E}y", "U+180E"),
        ("tag\u{E0041}", "U+E0041"),
        ("\u{3164}\u{2800}\u{3164}", "blank"),
        (&zalgo, "combining marks"),
    ] {
        let body = json!({ "text": text, "token": tok[0] });
        let r = t
            .client
            .post(&format!("/api/games/{id}/chat"), &body)
            .await
            .unwrap();
        assert_eq!(r.status, 400, "{text:?}: {}", r.body);
        let error = r.body["error"].as_str().unwrap_or("");
        assert!(error.contains(reason), "{text:?}: {error}");
    }
    assert!(t.state(&id, None).await.chat.is_empty());
    let body = json!({ "text": "Nguyễn: ¡suerte! 🙂", "token": tok[1] });
    let r = t
        .client
        .post(&format!("/api/games/{id}/chat"), &body)
        .await
        .unwrap();
    assert_eq!(r.status, 200, "{}", r.body);
}

/// A line sent again with its key (its answer lost, or the database slow)
/// is said once: the same answer, marked `duplicate`, nothing pushed, the
/// seat's allowance not spent; the key is the seat's own, kept across a
/// restart, never shown; another text under it is refused.
pub async fn a_line_sent_again_with_its_key_is_said_once(backend: Backend) {
    let limits = Limits {
        chat_burst: 2.0,
        chat_per_second: 0.001,
        ..Limits::default()
    };
    let (mut t, id, tok) = three_at_a_table(backend, limits).await;
    let say = async |t: &common::TestServer, seat: usize, text: &str, key: &str| {
        let body = json!({ "text": text, "token": tok[seat], "key": key });
        t.client
            .post(&format!("/api/games/{id}/chat"), &body)
            .await
            .unwrap()
    };
    let mut spectator = t.client.socket(&id, None).await.unwrap();
    spectator.recv().await.unwrap();

    let r = say(&t, 1, "deal?", "k1").await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.body, json!({"idx": 0}));
    assert_eq!(spectator.recv().await.unwrap()["chat"][0]["text"], "deal?");
    // Sent again (trimmed, the same line): the first answer, nothing said.
    let r = say(&t, 1, " deal? ", "k1").await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.body, json!({"idx": 0, "duplicate": true}));
    // Another text under the key is refused, and says why.
    let r = say(&t, 1, "no deal", "k1").await;
    assert_eq!(r.status, 409, "{}", r.body);
    let error = r.body["error"].as_str().unwrap();
    assert!(
        error.contains("already used for another chat line"),
        "{error}"
    );
    // The allowance (two lines) was spent once: one line more, then 429.
    assert_eq!(say(&t, 1, "anyone?", "k2").await.status, 200);
    assert_eq!(say(&t, 1, "hello?", "k3").await.status, 429);
    // The same key from another seat is that seat's own line.
    let r = say(&t, 2, "deal?", "k1").await;
    assert_eq!(r.body, json!({"idx": 2}), "{}", r.body);
    // The socket was told of each new line once: the next push is line 1.
    let pushed = spectator.recv().await.unwrap();
    assert_eq!(
        (&pushed["chat_from"], &pushed["chat"][0]["text"]),
        (&json!(1), &json!("anyone?"))
    );
    // Keys are 1 to 64 characters.
    for key in [String::new(), "k".repeat(65)] {
        let r = say(&t, 0, "hi", &key).await;
        assert_eq!(r.status, 400, "{}", r.body);
        assert!(
            r.body["error"]
                .as_str()
                .unwrap()
                .contains("a key has 1 to 64")
        );
    }
    // Nobody is shown a key, the seat that sent it included.
    for token in [tok[1].as_deref(), None] {
        let mut path = format!("/api/games/{id}");
        if let Some(token) = token {
            path = format!("{path}?token={token}");
        }
        let body = t.client.get(&path).await.unwrap().body;
        let lines = body["chat"].as_array().unwrap();
        assert_eq!(lines.len(), 3);
        assert!(lines.iter().all(|l| l.get("key").is_none()), "{body}");
    }
    // After a restart the key still names its line.
    t.restart().await;
    let r = say(&t, 1, "deal?", "k1").await;
    assert_eq!(r.body, json!({"idx": 0, "duplicate": true}), "{}", r.body);
    assert_eq!(t.state(&id, None).await.chat.len(), 3);
}
