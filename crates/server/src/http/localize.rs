//! The log and rule errors in the language a request names with `lang=`
//! (the states of `GET /api/games/{id}` and the socket, the replay view,
//! help at a table, and every JSON error). The words come from `urbs_i18n`.

use axum::body::{Body, to_bytes};
use axum::extract::Request;
use axum::http::{StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};
use urbs_i18n::Lang;

use crate::http::error::ApiError;
use crate::table::live::{SeatInfo, SeatKind};
use crate::table::state::GameState;

/// The language a request asks for (`lang=es`), if it names one urbs
/// speaks. Without it, the server keeps the games' own English text.
pub(crate) fn lang_param(lang: Option<&str>) -> Option<Lang> {
    lang.and_then(Lang::parse)
}

fn lang_of_query(q: Option<&str>) -> Option<Lang> {
    q?.split('&')
        .filter_map(|kv| kv.split_once('='))
        .find(|(k, _)| *k == "lang")
        .and_then(|(_, v)| Lang::parse(v))
}

/// City's card texts and the rule errors in help, in `lang`.
pub(crate) fn localize_help(help: &mut Value, lang: Lang) {
    if let Some(cards) = help.get_mut("cards").and_then(Value::as_array_mut) {
        for card in cards {
            let text = urbs_i18n::city_card_text(lang, card);
            card["text"] = json!(text);
        }
    }
    if let Some(refusals) = help.get_mut("refusals").and_then(Value::as_array_mut) {
        for r in refusals {
            let rule = r["rule"].as_str().unwrap_or("").to_string();
            let message = r["message"].as_str().unwrap_or("").to_string();
            r["message"] = json!(urbs_i18n::error_text(lang, &rule, &message));
        }
    }
}

/// The name a log line calls a seat by (as the server's English log does):
/// its player's name, `P3 (greedy)` for a bot, `P1` for a person without one
/// (people count seats from 1; the API from 0). In another language a bot's
/// level is named in it (`P3 (Fuerte)`).
fn log_names(seats: &[SeatInfo], lang: Lang) -> Vec<String> {
    seats
        .iter()
        .map(|s| match (&s.name, &s.bot, s.kind) {
            (Some(n), _, _) => n.clone(),
            (None, Some(bot), SeatKind::Bot) if lang == Lang::En => {
                format!("P{} ({bot})", s.seat + 1)
            }
            (None, Some(bot), SeatKind::Bot) => urbs_i18n::seat_name(lang, s.seat, None, Some(bot)),
            _ => urbs_i18n::seat_name(lang, s.seat, None, None),
        })
        .collect()
}

/// Log lines for `events` in `lang`; an event the catalogs cannot write
/// keeps the line it had.
fn log_lines(
    lang: Lang,
    game: &str,
    events: &[Value],
    old: &[String],
    names: &[String],
) -> Vec<String> {
    events
        .iter()
        .enumerate()
        .map(|(i, e)| {
            urbs_i18n::event_text(lang, game, e, names)
                .unwrap_or_else(|| old.get(i).cloned().unwrap_or_default())
        })
        .collect()
}

/// A state's log in `lang` (the catalogs' lines, which cite their rulings).
pub(crate) fn localize_state(state: &mut GameState, lang: Option<Lang>) {
    let Some(lang) = lang else { return };
    let names = log_names(&state.seats, lang);
    state.log_text = log_lines(lang, &state.game, &state.log, &state.log_text, &names);
}

/// The replay view's log in `lang`: `state` is the table at that step and
/// `names` the replay's seat names.
pub(crate) fn localize_replay_view(state: &mut GameState, names: &[String], lang: Option<Lang>) {
    let Some(lang) = lang else { return };
    let names: Vec<String> = names
        .iter()
        .enumerate()
        .map(|(s, n)| match n.as_str() {
            "" | "human" | "open" => urbs_i18n::seat_name(lang, s, None, None),
            // A bot's seat is named by its level (the replay keeps the
            // bot's id), as the live log names it: `P1 (Strong)`.
            n if urbs_i18n::catalog(lang)
                .get(&format!("level.{n}"))
                .is_some() =>
            {
                urbs_i18n::seat_name(lang, s, None, Some(n))
            }
            n => n.to_string(),
        })
        .collect();
    state.log_text = log_lines(lang, &state.game, &state.log, &state.log_text, &names);
}

/// A rule error's message in `lang`.
pub(crate) fn localize_error(error: &mut ApiError, lang: Option<Lang>) {
    if let (Some(lang), Some(rule)) = (lang, &error.rule) {
        error.message = urbs_i18n::error_text(lang, rule, &error.message);
    }
}

/// Middleware: a JSON error answering a request with `lang=` has its rule
/// error in that language (other errors keep the server's words).
pub(crate) async fn localize_errors(req: Request, next: Next) -> Response {
    let lang = lang_of_query(req.uri().query()).filter(|l| *l != Lang::En);
    let res = next.run(req).await;
    let Some(lang) = lang else { return res };
    let json = res
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if res.status().is_success() || !json {
        return res;
    }
    let (mut parts, body) = res.into_parts();
    let Ok(bytes) = to_bytes(body, 64 * 1024).await else {
        return (StatusCode::INTERNAL_SERVER_ERROR, "error body too big").into_response();
    };
    let mut value: Value = match serde_json::from_slice(&bytes) {
        Ok(v) => v,
        Err(_) => return Response::from_parts(parts, Body::from(bytes)),
    };
    if let (Some(rule), Some(message)) = (
        value
            .get("rule")
            .and_then(Value::as_str)
            .map(str::to_string),
        value
            .get("error")
            .and_then(Value::as_str)
            .map(str::to_string),
    ) {
        value["error"] = json!(urbs_i18n::error_text(lang, &rule, &message));
    }
    let body = serde_json::to_vec(&value).unwrap_or_default();
    parts.headers.remove(header::CONTENT_LENGTH);
    Response::from_parts(parts, Body::from(body))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_are_read_from_the_query() {
        assert_eq!(lang_of_query(Some("token=x&lang=es")), Some(Lang::Es));
        assert_eq!(lang_of_query(Some("lang=fr")), None);
        assert_eq!(lang_of_query(None), None);
        assert_eq!(lang_param(Some("es-AR")), Some(Lang::Es));
    }

    #[test]
    fn log_names_match_the_server_s_english_log() {
        let seats = vec![
            SeatInfo {
                seat: 0,
                kind: SeatKind::Human,
                bot: None,
                name: Some("Ann".into()),
                away: None,
                bot_from: None,
            },
            SeatInfo {
                seat: 1,
                kind: SeatKind::Bot,
                bot: Some("greedy".into()),
                name: None,
                away: None,
                bot_from: None,
            },
            SeatInfo {
                seat: 2,
                kind: SeatKind::Human,
                bot: None,
                name: None,
                away: None,
                bot_from: None,
            },
        ];
        // People count seats from 1 (issue 29): seat 1 of the API is P2.
        assert_eq!(log_names(&seats, Lang::En), ["Ann", "P2 (greedy)", "P3"]);
        // In Spanish a bot's level is named in Spanish (issue 29).
        let mut strong = seats.clone();
        strong[1].bot = Some("strong".into());
        assert_eq!(log_names(&strong, Lang::Es), ["Ann", "P2 (Fuerte)", "P3"]);
        assert_eq!(log_names(&strong, Lang::En), ["Ann", "P2 (strong)", "P3"]);
    }
}
