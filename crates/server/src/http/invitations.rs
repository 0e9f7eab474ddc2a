//! Invitations over HTTP (docs/api.md, "Invitations"; rulings I-1 .. I-8
//! in docs/rules/table.md): a seat `{"kind": "invite", "name"}` in a
//! create body, an invitation with a rematch, the invitee's and the
//! inviter's lists, accepting and declining. Accepting and declining are
//! under `/api/games/{id}/...`, so the server that holds the game answers
//! them (`forward.rs`); the lists are read from the database on any.

use std::net::SocketAddr;

use axum::body::{Bytes, to_bytes};
use axum::extract::rejection::BytesRejection;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};
use serde::Deserialize;
use serde_json::{Value, json};
use tower_sessions::Session;
use urbs_engine::{RuleError, Seat};

use super::accounts::{Accts, db, hold, required};
use super::app::{App, body, received};
use crate::accounts::{Accounts, names};
use crate::http::error::ApiError;
use crate::hub::bots::for_client;
use crate::invitations::{Answer, Invitation, MAX_STANDING, NewInvitation};
use crate::store::AccountRow;
use crate::table::live::SeatKind;

/// Who invites whom to which seats, checked before anything is created.
pub(super) struct Plan {
    inviter: AccountRow,
    invited: Vec<(Seat, AccountRow)>,
}

fn refused(rule: &str, message: &str) -> ApiError {
    ApiError::rule(RuleError::new(rule, message))
}

/// The create body's invited seats (`{"kind": "invite", "name": "Bob"}`),
/// each made an `open` seat in the body handed on; the body unchanged
/// when it invites nobody.
fn take_invites(bytes: Bytes) -> Result<(Bytes, Vec<(Seat, String)>), ApiError> {
    let mut req: Value = body(Ok(bytes.clone()))?;
    let mut invites = Vec::new();
    if let Some(seats) = req.get_mut("seats").and_then(Value::as_array_mut) {
        for (i, s) in seats.iter_mut().enumerate() {
            if s.get("kind") != Some(&json!("invite")) {
                continue;
            }
            let name = match s.as_object().map(|o| (o.len(), o.get("name"))) {
                Some((2, Some(Value::String(n)))) => n.clone(),
                _ => {
                    return Err(ApiError::bad_request(format!(
                        "seat {i}: an invited seat is `{{\"kind\": \"invite\", \"name\": \
                         ACCOUNT}}`"
                    )));
                }
            };
            invites.push((i, name));
            *s = json!({"kind": "open"});
        }
    }
    if invites.is_empty() {
        return Ok((bytes, invites));
    }
    let bytes = serde_json::to_vec(&req).map_err(|e| ApiError::bad_request(e.to_string()))?;
    Ok((Bytes::from(bytes), invites))
}

/// I-1, I-8: checks who invites whom (one invitation or more), before
/// anything is created. `again` is the game a creation sent again under its
/// key made before: its invitations are these, counted once.
async fn plan(
    accounts: &Accounts,
    session: &Session,
    invites: Vec<(Seat, String)>,
    again: Option<&str>,
) -> Result<Plan, ApiError> {
    let inviter = required(accounts, session).await?;
    let store = accounts.store();
    let mut invited: Vec<(Seat, AccountRow)> = Vec::new();
    for (seat, name) in invites {
        let Some(account) = store
            .account_by_skeleton(&names::skeleton(&name))
            .await
            .map_err(db)?
        else {
            let mut e = ApiError::not_found(format!("no account is named `{name}`"));
            e.rule = Some("I-1".into());
            return Err(e);
        };
        if account.id == inviter.id {
            return Err(refused(
                "I-1",
                "you cannot invite yourself: take a seat of your own",
            ));
        }
        if invited.iter().any(|(_, a)| a.id == account.id) {
            return Err(refused(
                "I-1",
                &format!(
                    "`{}` is invited to one seat of a game, not two",
                    account.name
                ),
            ));
        }
        invited.push((seat, account));
    }
    let standing = store
        .standing_invitations_sent(&inviter.id, again)
        .await
        .map_err(db)?;
    if standing + invited.len() as i64 > MAX_STANDING {
        let mut e = ApiError::too_many(format!(
            "at most {MAX_STANDING} of your invitations stand unanswered at a time, and \
             {standing} do"
        ));
        e.rule = Some("I-8".into());
        return Err(e);
    }
    Ok(Plan { inviter, invited })
}

/// Stores the invitations of `plan` to the game `id`; answers them as
/// the API shows them.
async fn record(app: &App, accounts: &Accounts, plan: &Plan, id: &str) -> Result<Value, ApiError> {
    let new: Vec<NewInvitation> = plan
        .invited
        .iter()
        .map(|(seat, a)| NewInvitation {
            game_id: id,
            seat: *seat,
            inviter_id: &plan.inviter.id,
            invitee_id: &a.id,
        })
        .collect();
    accounts
        .store()
        .invite(&new, app.hub.now())
        .await
        .map_err(db)?;
    Ok(plan
        .invited
        .iter()
        .map(|(seat, a)| json!({"seat": seat, "name": a.name}))
        .collect())
}

/// `POST /api/games` with invited seats: checks them (nothing is created
/// when one is refused), creates the game through `create`, then stores
/// the invitations before anyone has the game's link (I-2). `request` is
/// what the body's key stands for (`parse::request_hash`).
pub(super) async fn create_inviting<F, Fut>(
    app: App,
    accounts: &Accounts,
    session: &Session,
    bytes: Result<Bytes, BytesRejection>,
    request: Option<&str>,
    create: F,
) -> Result<Response, ApiError>
where
    F: FnOnce(Result<Bytes, BytesRejection>) -> Fut,
    Fut: Future<Output = Result<Response, ApiError>>,
{
    let (bytes, invites) = take_invites(received(bytes)?)?;
    if invites.is_empty() {
        return create(Ok(bytes)).await;
    }
    let again = made_before(&app, &bytes, request).await?;
    let plan = plan(accounts, session, invites, again.as_deref()).await?;
    let created = create(Ok(bytes)).await?;
    let (parts, b) = created.into_parts();
    let b = to_bytes(b, usize::MAX)
        .await
        .map_err(|e| db(e.to_string()))?;
    let mut answer: Value = serde_json::from_slice(&b).map_err(|e| db(e.to_string()))?;
    let id = answer["id"].as_str().unwrap_or_default().to_string();
    answer["invitations"] = record(&app, accounts, &plan, &id).await?;
    Ok((parts.status, Json(answer)).into_response())
}

/// The game an inviting creation sent again under its key made before
/// (the first answer lost): I-8 counts its invitations once, so a creation
/// sent again near the limit is answered its game, not refused. Another
/// request under the key is the `409` the creation would answer.
async fn made_before(
    app: &App,
    bytes: &[u8],
    request: Option<&str>,
) -> Result<Option<String>, ApiError> {
    let body: Option<Value> = serde_json::from_slice(bytes).ok();
    let Some(key) = body.as_ref().and_then(|b| b.get("key")?.as_str()) else {
        return Ok(None);
    };
    Ok(app.hub.created_before(key, request).await?.map(|c| c.id))
}

/// I-2: the seats of `id` nobody but their invitee may take.
pub(super) async fn held(accounts: &Accounts, id: &str) -> Result<Vec<Seat>, ApiError> {
    accounts.store().invited_seats(id).await.map_err(db)
}

/// `GET /api/account/invitations`: the invitations standing for the
/// account, and the ones it sent.
pub(crate) async fn list(
    Extension(accounts): Accts,
    session: Session,
) -> Result<Response, ApiError> {
    let account = required(&accounts, &session).await?;
    let store = accounts.store();
    let received = store.invitations_received(&account.id).await.map_err(db)?;
    let sent = store.invitations_sent(&account.id).await.map_err(db)?;
    Ok(Json(json!({ "received": received, "sent": sent })).into_response())
}

/// The invitation to `seat` of `id` for `account`, standing (I-5, I-7).
async fn standing_for(
    accounts: &Accounts,
    account: &AccountRow,
    id: &str,
    seat: Seat,
) -> Result<Invitation, ApiError> {
    let inv = accounts.store().invitation(id, seat).await.map_err(db)?;
    let Some(inv) = inv.filter(|i| i.invitee_id.as_deref() == Some(&account.id)) else {
        return Err(ApiError::not_found(format!(
            "you have no invitation to seat {seat} of game {id}"
        )));
    };
    match inv.status.as_str() {
        "pending" => Ok(inv),
        "lapsed" => Err(refused("I-7", "the game is over: the invitation lapsed")),
        answered => Err(refused(
            "I-5",
            &format!("you {answered} this invitation already"),
        )),
    }
}

/// `POST /api/games/{id}/invitations/{seat}/accept` (I-3): the invitee
/// takes the seat under its name and its account holds it.
pub(crate) async fn accept(
    State(app): State<App>,
    Extension(accounts): Accts,
    Path((id, seat)): Path<(String, Seat)>,
    session: Session,
) -> Result<Response, ApiError> {
    let account = required(&accounts, &session).await?;
    standing_for(&accounts, &account, &id, seat).await?;
    let cell = app.hub.cell(&id).await?;
    let store = accounts.store();
    let now = app.hub.now();
    let answered = (Answer::Standing, Answer::Accepted);
    if !store
        .answer_invitation(&id, seat, &account.id, answered, now)
        .await
        .map_err(db)?
    {
        return Err(refused("I-5", "this invitation was answered already"));
    }
    let name = Some(account.name.clone());
    let joined = match app.hub.join_where(&cell, name, &|s| s == seat).await {
        Ok(j) => j,
        Err(e) => {
            // Not seated: the invitation stands as it did.
            let back = (Answer::Accepted, Answer::Standing);
            let _ = store
                .answer_invitation(&id, seat, &account.id, back, now)
                .await;
            return Err(e.into());
        }
    };
    hold(&app, &accounts, &account, &id, seat, &joined.token).await?;
    Ok(Json(json!({ "id": id, "seat": seat, "token": joined.token })).into_response())
}

/// `POST /api/games/{id}/invitations/{seat}/decline` (I-4): the seat
/// becomes an open seat anyone with the link may take.
pub(crate) async fn decline(
    State(app): State<App>,
    Extension(accounts): Accts,
    Path((id, seat)): Path<(String, Seat)>,
    session: Session,
) -> Result<Response, ApiError> {
    let account = required(&accounts, &session).await?;
    standing_for(&accounts, &account, &id, seat).await?;
    let answered = (Answer::Standing, Answer::Declined);
    if !accounts
        .store()
        .answer_invitation(&id, seat, &account.id, answered, app.hub.now())
        .await
        .map_err(db)?
    {
        return Err(refused("I-5", "this invitation was answered already"));
    }
    Ok(Json(json!({ "id": id, "seat": seat, "status": "declined" })).into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RematchInvite {
    token: String,
    /// The seat of the rematch (seats move one on: seat s of the finished
    /// game is seat s + 1 of the rematch).
    seat: Seat,
    name: String,
}

/// `POST /api/games/{id}/rematch/invite` (I-6): starts the rematch of a
/// finished game with a bot's seat left open for an invited account.
pub(crate) async fn rematch(
    State(app): State<App>,
    Extension(accounts): Accts,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    Path(id): Path<String>,
    session: Session,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let cell = app.hub.cell(&id).await?;
    let req: RematchInvite = body(bytes)?;
    let asker = app
        .hub
        .seat_of(&cell, Some(&req.token))?
        .expect("a token gives a seat");
    let players = cell.current().seats.len();
    if req.seat >= players {
        return Err(ApiError::bad_request(format!(
            "the rematch has seats 0 to {}",
            players - 1
        )));
    }
    let plan = plan(&accounts, &session, vec![(req.seat, req.name)], None).await?;
    if cell.current().rematch.is_some() {
        return Err(refused(
            "I-6",
            "the rematch was started already: invitations come with starting it",
        ));
    }
    let allowances = &app.allowances;
    allowances.allow_create(client.ip()).await?;
    let started = for_client(
        client.ip(),
        app.hub.rematch_reopening(&cell, asker, &[req.seat]),
    )
    .await;
    let rematch = match started {
        Ok(r) => r,
        Err(e) => {
            allowances.refund_create(client.ip()).await;
            return Err(e.into());
        }
    };
    // Another player's rematch may have started meanwhile, without it.
    let next = app.hub.cell(&rematch.id).await?;
    if next.current().seats[req.seat].kind != SeatKind::Open {
        return Err(refused(
            "I-6",
            "another player started the rematch meanwhile: invitations come with starting it",
        ));
    }
    let invitations = record(&app, &accounts, &plan, &rematch.id).await?;
    Ok((
        StatusCode::OK,
        Json(json!({ "id": rematch.id, "seat": rematch.seat, "invitations": invitations })),
    )
        .into_response())
}
