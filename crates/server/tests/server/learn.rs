//! Learning the games: the message catalogs, the rules as pages, help at a
//! table, and the log and rule errors in the language a request asks for.

use serde_json::json;
use urbs_server::Backend;

use crate::common::{self, humans, tokens};

pub async fn catalogs_rules_help_and_errors_speak_the_language_asked_for(backend: Backend) {
    let t = common::start(backend).await;
    let c = &t.client;

    // The catalogs, whole.
    let es = c.get("/api/i18n/es").await.unwrap();
    assert_eq!(es.status, 200, "{}", es.body);
    assert_eq!(es.body["lang"], "es");
    assert_eq!(es.body["messages"]["lobby.new_game"], "Nueva partida");
    let en = c.get("/api/i18n/en").await.unwrap();
    assert_eq!(en.body["messages"]["lobby.new_game"], "New game");
    let fr = c.get("/api/i18n/fr").await.unwrap();
    assert_eq!(fr.status, 404);
    assert!(
        fr.body["error"].as_str().unwrap().contains("es"),
        "{}",
        fr.body
    );

    // The rules, each ruling an anchor, in either language.
    let rules = c.get("/api/rules/forsale?lang=es").await.unwrap();
    assert_eq!(rules.status, 200, "{}", rules.body);
    assert_eq!(rules.body["lang"], "es");
    let html = rules.body["html"].as_str().unwrap();
    assert!(html.contains("<h3 id=\"FS-3\">FS-3 Pujar</h3>"), "{html}");
    let sections = rules.body["sections"].as_array().unwrap();
    assert!(
        sections
            .iter()
            .any(|s| s["id"] == "FS-V3" && s["level"] == 3)
    );
    let english = c.get("/api/rules/metropolis").await.unwrap();
    assert_eq!(english.body["lang"], "en");
    assert!(
        english.body["html"]
            .as_str()
            .unwrap()
            .contains("id=\"MP-P9\"")
    );
    assert_eq!(c.get("/api/rules/chess").await.unwrap().status, 404);

    // The log: the games' own English without `lang`, the catalogs' lines
    // (citing their rulings) with it.
    let created = t.create(humans(3)).await;
    let id = created.id.clone();
    let tok = tokens(&created);
    let plain = c.get(&format!("/api/games/{id}")).await.unwrap();
    let first = plain.body["log_text"][0].as_str().unwrap();
    assert!(first.starts_with("Auction 1:"), "{first}");
    let spanish = c.get(&format!("/api/games/{id}?lang=es")).await.unwrap();
    let first = spanish.body["log_text"][0].as_str().unwrap();
    assert!(
        first.starts_with("Subasta 1:") && first.ends_with("(FS-2)"),
        "{first}"
    );
    let cited = c.get(&format!("/api/games/{id}?lang=en")).await.unwrap();
    assert!(
        cited.body["log_text"][0]
            .as_str()
            .unwrap()
            .ends_with("(FS-2)")
    );

    // A rule error in the language asked for; other errors as they were.
    let opener = plain.body["to_act"][0].as_u64().unwrap() as usize;
    let token = tok[opener].clone().unwrap();
    let refused = c
        .post(
            &format!("/api/games/{id}/actions?lang=es"),
            &json!({"token": token, "action": {"bid": 99}}),
        )
        .await
        .unwrap();
    assert_eq!(refused.status, 409, "{}", refused.body);
    assert_eq!(refused.body["rule"], "FS-3");
    let msg = refused.body["error"].as_str().unwrap();
    assert!(msg.starts_with("puedes pujar como mucho"), "{msg}");
    let english = c
        .post(
            &format!("/api/games/{id}/actions"),
            &json!({"token": token, "action": {"bid": 99}}),
        )
        .await
        .unwrap();
    assert!(
        english.body["error"]
            .as_str()
            .unwrap()
            .starts_with("you can bid at most")
    );
    let unknown = c.get("/api/games/nothing?lang=es").await.unwrap();
    assert_eq!(unknown.status, 404);

    // Help at a table: a City deck's cards in words, and for a seat what
    // each card in hand would cost it; a stranger's token is refused.
    let city = t
        .create(json!({"game": "city", "players": 3, "seats": [{"kind": "human"}, {"kind": "human"}, {"kind": "human"}]}))
        .await;
    let ctok = tokens(&city);
    let help = c
        .get(&format!(
            "/api/games/{}/help?token={}&lang=es",
            city.id,
            ctok[0].as_deref().unwrap()
        ))
        .await
        .unwrap();
    assert_eq!(help.status, 200, "{}", help.body);
    let cards = help.body["cards"].as_array().unwrap();
    let school = cards.iter().find(|c| c["name"] == "School").unwrap();
    assert_eq!(
        school["text"],
        "necesita Urbanización, Fincas o Viviendas de Lujo"
    );
    assert!(!help.body["costs"].as_object().unwrap().is_empty());
    let watching = c
        .get(&format!("/api/games/{}/help", city.id))
        .await
        .unwrap();
    assert!(
        watching.body.get("costs").is_none(),
        "a spectator has no hand"
    );
    let stranger = c
        .get(&format!(
            "/api/games/{}/help?token=0123456789abcdef0123456789abcdef",
            city.id
        ))
        .await
        .unwrap();
    assert_eq!(stranger.status, 403);
}
