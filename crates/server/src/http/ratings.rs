//! Rated games and what they show (docs/api.md, "Ratings"; rulings R-1 ..
//! R-7 in docs/rules/table.md): creating a rated game, joining it as an
//! account, no undo in it; profiles, leaderboards, and the ratings the
//! lobby shows beside account names.

use std::net::SocketAddr;

use axum::body::Bytes;
use axum::extract::rejection::{BytesRejection, QueryRejection};
use axum::extract::{ConnectInfo, Path, Query, State};
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};
use serde::Deserialize;
use serde_json::{Value, json};
use tower_sessions::Session;
use urbs_engine::RuleError;

use super::accounts::{Accts, current, db, hold, required};
use super::app::{App, body, query, received};
use super::{games, invitations};
use crate::accounts::names;
use crate::http::error::ApiError;
use crate::http::parse::{parse_create_body, request_hash};
use crate::hub::CreateGame;
use crate::ratings;
use crate::store::Played;
use crate::table::live::SeatKind;

/// `POST /api/games`: a game; with `"rated": true`, a rated game
/// for the account signed in, who holds its one `human` seat.
pub(crate) async fn create(
    State(app): State<App>,
    Extension(accounts): Accts,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    session: Session,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    // A key stands for the request as sent: its invitations and `rated`
    // included (both are taken out of the body below).
    let bytes = received(bytes)?;
    let request = request_hash(&bytes);
    // I-1: a seat may invite an account by name.
    let (a, s) = (accounts.clone(), session.clone());
    let create = |b| {
        create_game(
            State(app.clone()),
            Extension(a),
            ConnectInfo(client),
            s,
            b,
            request.clone(),
        )
    };
    invitations::create_inviting(
        app.clone(),
        &accounts,
        &session,
        Ok(bytes),
        request.as_deref(),
        create,
    )
    .await
}

async fn create_game(
    State(app): State<App>,
    Extension(accounts): Accts,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    session: Session,
    bytes: Result<Bytes, BytesRejection>,
    request: Option<String>,
) -> Result<Response, ApiError> {
    let mut req: Value = body(bytes)?;
    let rated = match req.as_object_mut().and_then(|o| o.remove("rated")) {
        None | Some(Value::Bool(false)) => false,
        Some(Value::Bool(true)) => true,
        Some(_) => return Err(ApiError::bad_request("`rated` is true or false")),
    };
    let body = serde_json::to_vec(&req).map_err(|e| ApiError::bad_request(e.to_string()))?;
    let mut req = parse_create_body(&body)?;
    req.request = request;
    if !rated {
        return games::create_parsed(&app, client, req).await;
    }
    let account = required(&accounts, &session).await?;
    let seat = check_rated(&req)?;
    // The account's name at its seat, whatever the request said.
    if let Some(seats) = &mut req.seats {
        seats[seat].name = Some(account.name.clone());
    }
    let game = req.game.clone();
    // Sent again under its key, the game is the one made before; what
    // follows its creation is made again where it was not (each step
    // below does nothing the second time).
    let created =
        games::create_within_allowance(&app, client.ip(), req, |req| app.hub.create(req)).await?;
    // Before anyone else can join it: a game no row marks rated is casual.
    accounts
        .store()
        .mark_rated(&created.id, &game, app.hub.now())
        .await
        .map_err(db)?;
    let token = created
        .seats
        .iter()
        .find(|s| s.seat == seat)
        .and_then(|s| s.token.clone())
        .ok_or_else(|| db("a rated game without its creator's seat".into()))?;
    hold(&app, &accounts, &account, &created.id, seat, &token).await?;
    let mut answer = serde_json::to_value(&created).map_err(|e| db(e.to_string()))?;
    answer["rated"] = json!(true);
    Ok((games::created_status(&created), Json(answer)).into_response())
}

/// what a rated game may be. Answers the creator's seat.
fn check_rated(req: &CreateGame) -> Result<usize, ApiError> {
    let refuse = |m: &str| ApiError::rule(RuleError::new("R-1", m));
    if req.seed.is_some() {
        return Err(refuse(
            "a rated game is dealt by the server: leave `seed` out",
        ));
    }
    if req.position.is_some() {
        return Err(refuse("a rated game starts from a deal, not a position"));
    }
    let Some(seats) = &req.seats else {
        return Err(refuse(
            "a rated game lists its `seats`: yours (`human`), `open` seats for the other \
             accounts, and bot levels",
        ));
    };
    if !ratings::PLAYERS.contains(&seats.len()) {
        return Err(refuse("a rated game has 2 to 6 seats"));
    }
    let mut mine = None;
    for (i, s) in seats.iter().enumerate() {
        match s.kind {
            SeatKind::Human if mine.is_none() => mine = Some(i),
            SeatKind::Human => {
                return Err(refuse(
                    "a rated game has one `human` seat, its creator's; the others join \
                     `open` seats with their accounts",
                ));
            }
            SeatKind::Open => {}
            SeatKind::Bot => {
                let level = s.bot.as_deref().unwrap_or_default();
                if ratings::anchor(&req.game, level).is_none() {
                    return Err(refuse(&format!(
                        "a rated game seats only bot levels with a measured rating in this \
                         game, and `{level}` is none"
                    )));
                }
            }
        }
    }
    mine.ok_or_else(|| refuse("a rated game has one `human` seat, its creator's"))
}

/// `POST /api/games/{id}/join`: a newcomer takes the lowest open seat; in
/// a rated game, only an account, under its name, holding the seat.
pub(crate) async fn join(
    State(app): State<App>,
    Extension(accounts): Accts,
    Path(id): Path<String>,
    session: Session,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    // I-2: seats held for invited accounts are theirs alone.
    let held = invitations::held(&accounts, &id).await?;
    if !accounts.store().is_rated(&id).await.map_err(db)? {
        return games::join(State(app), Path(id), bytes, &held).await;
    }
    let Some(account) = current(&accounts, &session).await? else {
        return Err(ApiError::rule(RuleError::new(
            "R-1",
            "a rated game is played by accounts: sign in to join it",
        )));
    };
    let cell = app.hub.cell(&id).await?;
    let free = |s| !held.contains(&s);
    let joined = app
        .hub
        .join_where(&cell, Some(account.name.clone()), &free)
        .await?;
    hold(&app, &accounts, &account, &id, joined.seat, &joined.token).await?;
    Ok(Json(joined).into_response())
}

/// `POST /api/games/{id}/undo`: refused in a rated game.
pub(crate) async fn undo(
    State(app): State<App>,
    Extension(accounts): Accts,
    Path(id): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    if accounts.store().is_rated(&id).await.map_err(db)? {
        return Err(ApiError::rule(RuleError::new(
            "R-2",
            "nothing is taken back in a rated game",
        )));
    }
    games::undo(State(app), Path(id), bytes).await
}

/// A rating as shown: Weng-Lin's mean, one decimal.
fn shown(r: f64) -> f64 {
    (r * 10.0).round() / 10.0
}

/// Finished games read for a profile's counts.
const PROFILE_GAMES: i64 = 1000;
/// Finished games a profile lists.
const RECENT: usize = 20;

/// `GET /api/players/{name}`: an account's public profile.
pub(crate) async fn profile(
    Extension(accounts): Accts,
    Path(name): Path<String>,
) -> Result<Response, ApiError> {
    let missing = || ApiError::not_found(format!("no player `{name}`"));
    let account = accounts
        .store()
        .account_by_skeleton(&names::skeleton(&name))
        .await
        .map_err(db)?
        .ok_or_else(missing)?;
    let store = accounts.store();
    let standings = store.standings(&account.id).await.map_err(db)?;
    let history = store.rating_history(&account.id).await.map_err(db)?;
    let played = store
        .games_played(&account.id, PROFILE_GAMES)
        .await
        .map_err(db)?;
    let mut per_game: std::collections::BTreeMap<&str, (i64, i64, i64)> = Default::default();
    for p in &played {
        let e = per_game.entry(&p.game).or_default();
        e.0 += 1;
        match p.win {
            Some(w) if w >= 1.0 => e.1 += 1,
            Some(w) if w > 0.0 => e.2 += 1,
            _ => {}
        }
    }
    let games: Vec<Value> = per_game
        .iter()
        .map(|(game, (played, won, shared))| {
            let rating = standings.iter().find(|s| s.game == *game);
            json!({
                "game": game, "played": played, "won": won, "shared": shared,
                "rating": rating.map(|r| shown(r.rating)),
                "uncertainty": rating.map(|r| shown(r.uncertainty)),
                "rated_games": rating.map_or(0, |r| r.games),
            })
        })
        .collect();
    let recent: Vec<&Played> = played.iter().take(RECENT).collect();
    Ok(Json(json!({
        "name": account.name,
        "games": games,
        "ratings": standings,
        "history": history,
        "recent": recent,
    }))
    .into_response())
}

#[derive(Deserialize)]
pub(crate) struct LeaderQuery {
    limit: Option<i64>,
}

/// At most this many lines in a leaderboard.
const LEADERS: i64 = 100;

/// `GET /api/leaderboard/{game}`: the accounts rated in `game`, best
/// first, and the levels' anchors on the same scale.
pub(crate) async fn leaderboard(
    Extension(accounts): Accts,
    Path(game): Path<String>,
    q: Result<Query<LeaderQuery>, QueryRejection>,
) -> Result<Response, ApiError> {
    let q = query(q)?;
    if !urbs_catalog::games().iter().any(|g| g.id == game) {
        return Err(ApiError::not_found(format!("no game `{game}`")));
    }
    let limit = q.limit.unwrap_or(LEADERS).clamp(1, LEADERS);
    let leaders = accounts
        .store()
        .leaderboard(&game, limit)
        .await
        .map_err(db)?;
    let levels: Vec<Value> = urbs_bots::levels::LEVELS
        .iter()
        .filter_map(|l| {
            let a = ratings::anchor(&game, l.id)?;
            Some(json!({ "level": l.id, "name": l.name, "rating": shown(a.rating) }))
        })
        .collect();
    Ok(Json(json!({ "game": game, "leaders": leaders, "levels": levels })).into_response())
}

#[derive(Deserialize)]
pub(crate) struct SeatsQuery {
    games: String,
}

/// At most this many games per question.
const SEAT_GAMES: usize = 100;

/// `GET /api/ratings/seats?games=ID,ID`: the account names at those
/// games' seats with their ratings in each game, for the lobby.
pub(crate) async fn seats(
    Extension(accounts): Accts,
    q: Result<Query<SeatsQuery>, QueryRejection>,
) -> Result<Response, ApiError> {
    let q = query(q)?;
    let ids: Vec<String> = q
        .games
        .split(',')
        .filter(|s| crate::table::tokens::is_game_id(s))
        .take(SEAT_GAMES)
        .map(str::to_string)
        .collect();
    let held = accounts.store().seats_held_in(&ids).await.map_err(db)?;
    let held: Vec<Value> = held
        .into_iter()
        .map(|h| {
            json!({
                "game": h.game_id, "seat": h.seat, "name": h.name,
                "rating": h.rating.map(shown), "rated": h.rated,
            })
        })
        .collect();
    Ok(Json(json!({ "seats": held })).into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn req(seats: Value) -> CreateGame {
        serde_json::from_value(json!({ "game": "forsale", "seats": seats })).unwrap()
    }

    #[test]
    fn r1_a_rated_game_has_one_creator_open_seats_and_measured_levels() {
        let ok =
            req(json!([{"kind": "human"}, {"kind": "open"}, {"kind": "bot", "bot": "strong"}]));
        assert_eq!(check_rated(&ok).map_err(|e| e.message), Ok(0));
        let refused = |r: CreateGame| check_rated(&r).unwrap_err();
        let two_humans = refused(req(json!([{"kind": "human"}, {"kind": "human"}])));
        assert_eq!(two_humans.rule.as_deref(), Some("R-1"));
        let spec = refused(req(
            json!([{"kind": "human"}, {"kind": "bot", "bot": "greedy"}]),
        ));
        assert!(spec.message.contains("`greedy`"), "{}", spec.message);
        let alone = refused(req(json!([{"kind": "human"}])));
        assert!(alone.message.contains("2 to 6"));
        let nobody = refused(req(json!([{"kind": "open"}, {"kind": "open"}])));
        assert_eq!(nobody.rule.as_deref(), Some("R-1"));
        let mut seeded = ok.clone();
        seeded.seed = Some(7);
        assert!(refused(seeded).message.contains("seed"));
        let mut placed = ok.clone();
        placed.position = Some(json!({}));
        assert!(refused(placed).message.contains("position"));
        let mut counted = ok;
        counted.seats = None;
        assert!(refused(counted).message.contains("seats"));
    }
}
