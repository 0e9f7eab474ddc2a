//! Learning the games in the browser (docs/api.md, "Help, rules and
//! languages"): the message catalogs (`GET /api/i18n/{lang}`), each game's
//! rules as a page (`GET /api/rules/{game}`), help at a table
//! (`GET /api/games/{id}/help`); the log and rule errors in a language are
//! [`super::localize`]'s. The words come from `urbs_i18n`; what a move
//! would do comes from the game crates through `urbs_catalog::help`.

use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use serde_json::json;
use urbs_i18n::Lang;

use super::app::{App, query};
use super::localize::{lang_param, localize_help};
use super::rules_page;
use crate::http::error::ApiError;

/// `GET /api/i18n/{lang}`: the whole catalog of a language, for the browser.
pub(crate) async fn catalog(Path(lang): Path<String>) -> Result<Response, ApiError> {
    let lang = Lang::parse(&lang).ok_or_else(|| {
        ApiError::not_found(format!(
            "no messages in `{lang}`; urbs speaks: {}",
            Lang::ALL.map(Lang::code).join(", ")
        ))
    })?;
    Ok((
        StatusCode::OK,
        axum::Json(json!({
            "lang": lang.code(),
            "messages": urbs_i18n::catalog(lang).to_json(),
        })),
    )
        .into_response())
}

#[derive(Deserialize)]
pub(crate) struct LangQuery {
    lang: Option<String>,
}

/// `GET /api/rules/{game}?lang=es`: the game's rules as HTML, every ruling
/// a heading whose anchor is its id, and the list of headings.
pub(crate) async fn rules(
    Path(game): Path<String>,
    q: Result<Query<LangQuery>, QueryRejection>,
) -> Result<Response, ApiError> {
    let q = query(q)?;
    let prefix = rules_page::prefix_of(&game)
        .ok_or_else(|| ApiError::not_found(format!("no game `{game}`")))?;
    let lang = lang_param(q.lang.as_deref()).unwrap_or(Lang::En);
    let (lang, md) = match rules_page::markdown_in(&game, lang.code()) {
        Some(md) => (lang, md),
        None => (Lang::En, rules_page::markdown_in(&game, "en").unwrap_or("")),
    };
    let page = rules_page::render(&game, prefix, md);
    Ok((
        StatusCode::OK,
        axum::Json(json!({
            "game": game,
            "lang": lang.code(),
            "html": page.html,
            "sections": page.sections,
        })),
    )
        .into_response())
}

#[derive(Deserialize)]
pub(crate) struct HelpQuery {
    token: Option<String>,
    lang: Option<String>,
}

/// `GET /api/games/{id}/help?token=T&lang=es`: what the table can tell this
/// seat (or a spectator) beyond the view: reference data and what its moves
/// would do, with every text in the language asked for.
pub(crate) async fn help(
    State(app): State<App>,
    Path(id): Path<String>,
    q: Result<Query<HelpQuery>, QueryRejection>,
) -> Result<Response, ApiError> {
    let q = query(q)?;
    let cell = app.hub.cell(&id).await?;
    let seat = app.hub.seat_of(&cell, q.token.as_deref())?;
    let live = cell.current();
    let mut help = urbs_catalog::help(live.table.as_ref(), seat);
    if let Some(lang) = lang_param(q.lang.as_deref()) {
        localize_help(&mut help, lang);
    }
    help["moves"] = json!(live.table.moves());
    Ok((StatusCode::OK, axum::Json(help)).into_response())
}
