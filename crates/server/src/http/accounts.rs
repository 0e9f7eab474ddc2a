//! The accounts' requests (docs/api.md, "Accounts"): sign up and sign in
//! with a passkey or a password, sign out, delete, hold a seat, my games.
//! The session is tower-sessions' cookie; what it holds is [`SignedIn`].

use std::net::SocketAddr;
use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use tower_sessions::Session;
use webauthn_rs::prelude::{
    DiscoverableAuthentication, Passkey, PasskeyRegistration, PublicKeyCredential,
    RegisterPublicKeyCredential, Uuid, Webauthn,
};

use super::app::{App, body};
use crate::accounts::{Accounts, account_subject, address_subject, names, passkeys, passwords};
use crate::http::error::ApiError;
use crate::store::{AccountRow, Refused};

/// The session's key for who is signed in.
const SIGNED_IN: &str = "account";
/// The session's key for a passkey being made.
const REGISTERING: &str = "passkey_registration";
/// The session's key for a passkey sign-in under way.
const AUTHENTICATING: &str = "passkey_authentication";

/// Who a session signed in, and at which of the account's epochs.
#[derive(Serialize, Deserialize)]
struct SignedIn {
    id: String,
    epoch: i64,
}

/// A passkey being made: for a new account (its name) or for the one
/// signed in.
#[derive(Serialize, Deserialize)]
struct Registering {
    id: String,
    name: String,
    new_account: bool,
    state: PasskeyRegistration,
}

pub(super) type Accts = Extension<Arc<Accounts>>;

pub(super) fn db(e: String) -> ApiError {
    tracing::warn!("accounts: {e}");
    ApiError::unavailable("the database cannot be used right now")
}

fn session_err(e: tower_sessions::session::Error) -> ApiError {
    db(format!("session: {e}"))
}

fn unauthorized(message: &str) -> ApiError {
    ApiError::new(401, message)
}

/// A JSON body, or `{}` for an empty one.
fn body_or_empty<T: serde::de::DeserializeOwned + Default>(
    bytes: Result<Bytes, BytesRejection>,
) -> Result<T, ApiError> {
    match &bytes {
        Ok(b) if b.is_empty() => Ok(T::default()),
        _ => body(bytes),
    }
}

/// The account the session signed in, if it still exists and was not
/// signed out everywhere since.
pub(super) async fn current(
    accounts: &Accounts,
    session: &Session,
) -> Result<Option<AccountRow>, ApiError> {
    let Some(signed) = session
        .get::<SignedIn>(SIGNED_IN)
        .await
        .map_err(session_err)?
    else {
        return Ok(None);
    };
    match accounts.store().account(&signed.id).await.map_err(db)? {
        Some(a) if a.session_epoch == signed.epoch => Ok(Some(a)),
        _ => {
            session.flush().await.map_err(session_err)?;
            Ok(None)
        }
    }
}

pub(super) async fn required(
    accounts: &Accounts,
    session: &Session,
) -> Result<AccountRow, ApiError> {
    current(accounts, session)
        .await?
        .ok_or_else(|| unauthorized("sign in first"))
}

/// Signs the session in as `account`, under a new session id (so an id
/// planted before cannot be ridden).
async fn sign_in(session: &Session, account: &AccountRow) -> Result<(), ApiError> {
    session.cycle_id().await.map_err(session_err)?;
    session
        .insert(
            SIGNED_IN,
            SignedIn {
                id: account.id.clone(),
                epoch: account.session_epoch,
            },
        )
        .await
        .map_err(session_err)
}

/// An account as its owner sees it.
async fn describe(accounts: &Accounts, account: &AccountRow) -> Result<Value, ApiError> {
    let passkeys = accounts
        .store()
        .passkey_count(&account.id)
        .await
        .map_err(db)?;
    Ok(json!({
        "id": account.id,
        "name": account.name,
        "passkeys": passkeys,
        "password": account.password_hash.is_some(),
    }))
}

async fn answer(
    status: StatusCode,
    accounts: &Accounts,
    account: &AccountRow,
) -> Result<Response, ApiError> {
    let described = describe(accounts, account).await?;
    Ok((status, Json(json!({ "account": described }))).into_response())
}

fn new_account(name: &str, password_hash: Option<String>) -> AccountRow {
    AccountRow {
        id: Uuid::new_v4().to_string(),
        name: name.to_string(),
        password_hash,
        session_epoch: 0,
    }
}

fn refused(r: Refused) -> ApiError {
    match r {
        Refused::NameTaken => ApiError::conflict("that name, or one that looks like it, is taken"),
        Refused::PasskeyTaken => ApiError::conflict("that passkey belongs to an account already"),
        Refused::Database(e) => db(e),
    }
}

/// `GET /api/account`: who is signed in, or `null`.
pub(crate) async fn me(Extension(accounts): Accts, session: Session) -> Result<Response, ApiError> {
    match current(&accounts, &session).await? {
        Some(a) => answer(StatusCode::OK, &accounts, &a).await,
        None => Ok(Json(json!({ "account": null })).into_response()),
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Credentials {
    name: String,
    password: String,
}

/// `POST /api/account/signup`: a new account with a password, signed in.
pub(crate) async fn sign_up(
    State(app): State<App>,
    Extension(accounts): Accts,
    session: Session,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let req: Credentials = body(bytes)?;
    names::check_account_name(&req.name).map_err(ApiError::bad_request)?;
    passwords::check_password(&req.password).map_err(ApiError::bad_request)?;
    let password = req.password.clone();
    let hash = tokio::task::spawn_blocking(move || passwords::hash(&password))
        .await
        .map_err(|e| db(e.to_string()))?
        .map_err(db)?;
    let account = new_account(&req.name, Some(hash));
    accounts
        .store()
        .create_account(&account, &names::skeleton(&req.name), None, app.hub.now())
        .await
        .map_err(refused)?;
    sign_in(&session, &account).await?;
    answer(StatusCode::CREATED, &accounts, &account).await
}

/// `POST /api/account/signin`: with a name and password. Every failure
/// gets the same answer, whether the account exists or not.
pub(crate) async fn sign_in_with_password(
    State(app): State<App>,
    Extension(accounts): Accts,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    session: Session,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let req: Credentials = body(bytes)?;
    let now = app.hub.now();
    let (by_account, by_address) = (account_subject(&req.name), address_subject(client.ip()));
    if !accounts
        .check_attempts(&by_account, &by_address, now)
        .await
        .map_err(db)?
    {
        return Err(ApiError::too_many(
            "too many failed sign-ins: try again in 15 minutes",
        ));
    }
    let found = accounts
        .store()
        .account_by_skeleton(&names::skeleton(&req.name))
        .await
        .map_err(db)?;
    let stored = found.as_ref().and_then(|a| a.password_hash.clone());
    let password = req.password;
    let matches =
        tokio::task::spawn_blocking(move || passwords::verify(&password, stored.as_deref()))
            .await
            .map_err(|e| db(e.to_string()))?;
    match found {
        Some(account) if matches => {
            accounts
                .store()
                .clear_failures(&by_account)
                .await
                .map_err(db)?;
            sign_in(&session, &account).await?;
            answer(StatusCode::OK, &accounts, &account).await
        }
        _ => {
            accounts
                .record_failure(&[by_account, by_address], now)
                .await
                .map_err(db)?;
            Err(unauthorized("wrong name or password"))
        }
    }
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct SignOut {
    #[serde(default)]
    everywhere: bool,
}

/// `POST /api/account/signout`: this session, or every session of the
/// account (`everywhere`).
pub(crate) async fn sign_out(
    Extension(accounts): Accts,
    session: Session,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let req: SignOut = body_or_empty(bytes)?;
    if req.everywhere {
        let account = required(&accounts, &session).await?;
        accounts
            .store()
            .raise_session_epoch(&account.id)
            .await
            .map_err(db)?;
    }
    session.flush().await.map_err(session_err)?;
    Ok(Json(json!({ "account": null })).into_response())
}

/// `POST /api/account/delete`: the account goes; its games stay, its
/// seats named "deleted player".
pub(crate) async fn delete(
    Extension(accounts): Accts,
    session: Session,
) -> Result<Response, ApiError> {
    let account = required(&accounts, &session).await?;
    accounts
        .store()
        .delete_account(&account.id)
        .await
        .map_err(db)?;
    session.flush().await.map_err(session_err)?;
    Ok(Json(json!({ "account": null })).into_response())
}

/// The origin the page was served from: the `Origin` the browser sent
/// (checked by `guard::check_origin`), else the public URL, else the host.
fn origin(app: &App, headers: &HeaderMap) -> String {
    if let Some(o) = headers.get(header::ORIGIN).and_then(|v| v.to_str().ok()) {
        return o.to_string();
    }
    if let Some(p) = &app.public {
        return p.origin.clone();
    }
    let host = headers
        .get(header::HOST)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("localhost");
    format!("http://{host}")
}

fn relying_party(app: &App, headers: &HeaderMap) -> Result<Webauthn, ApiError> {
    passkeys::relying_party(&origin(app, headers)).map_err(ApiError::bad_request)
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct NewPasskey {
    #[serde(default)]
    name: Option<String>,
}

/// `POST /api/account/passkeys/start`: the options for
/// `navigator.credentials.create`: a new account's first passkey (with
/// `name`), or another passkey for the account signed in.
pub(crate) async fn passkey_start(
    State(app): State<App>,
    Extension(accounts): Accts,
    headers: HeaderMap,
    session: Session,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let req: NewPasskey = body_or_empty(bytes)?;
    let webauthn = relying_party(&app, &headers)?;
    let (id, name, new_account) = match current(&accounts, &session).await? {
        Some(a) => (a.id, a.name, false),
        None => {
            let name = req
                .name
                .ok_or_else(|| ApiError::bad_request("a new account needs a name"))?;
            names::check_account_name(&name).map_err(ApiError::bad_request)?;
            if accounts
                .store()
                .account_by_skeleton(&names::skeleton(&name))
                .await
                .map_err(db)?
                .is_some()
            {
                return Err(refused(Refused::NameTaken));
            }
            (Uuid::new_v4().to_string(), name, true)
        }
    };
    let user = Uuid::parse_str(&id).map_err(|e| db(e.to_string()))?;
    let (options, state) = webauthn
        .start_passkey_registration(user, &name, &name, None)
        .map_err(|e| ApiError::bad_request(format!("cannot make a passkey: {e}")))?;
    session
        .insert(
            REGISTERING,
            Registering {
                id,
                name,
                new_account,
                state,
            },
        )
        .await
        .map_err(session_err)?;
    Ok(Json(options).into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Made {
    credential: RegisterPublicKeyCredential,
}

/// `POST /api/account/passkeys/finish`: the new passkey, from
/// `navigator.credentials.create`; signs the new account in.
pub(crate) async fn passkey_finish(
    State(app): State<App>,
    Extension(accounts): Accts,
    headers: HeaderMap,
    session: Session,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let req: Made = body(bytes)?;
    let webauthn = relying_party(&app, &headers)?;
    let registering: Registering = session
        .remove(REGISTERING)
        .await
        .map_err(session_err)?
        .ok_or_else(|| ApiError::conflict("no passkey is being made: start again"))?;
    let passkey: Passkey = webauthn
        .finish_passkey_registration(&req.credential, &registering.state)
        .map_err(|e| ApiError::bad_request(format!("the passkey was not accepted: {e}")))?;
    let key = passkeys::credential_key(passkey.cred_id());
    let stored = serde_json::to_string(&passkey).map_err(|e| db(e.to_string()))?;
    let now = app.hub.now();
    if registering.new_account {
        let account = AccountRow {
            id: registering.id,
            name: registering.name.clone(),
            password_hash: None,
            session_epoch: 0,
        };
        accounts
            .store()
            .create_account(
                &account,
                &names::skeleton(&registering.name),
                Some((&key, &stored)),
                now,
            )
            .await
            .map_err(refused)?;
        sign_in(&session, &account).await?;
        answer(StatusCode::CREATED, &accounts, &account).await
    } else {
        let account = required(&accounts, &session).await?;
        if account.id != registering.id {
            return Err(ApiError::conflict(
                "signed in as someone else since: start again",
            ));
        }
        accounts
            .store()
            .add_passkey(&account.id, &key, &stored, now)
            .await
            .map_err(refused)?;
        answer(StatusCode::CREATED, &accounts, &account).await
    }
}

/// `POST /api/account/passkeys/signin/start`: the options for
/// `navigator.credentials.get`, naming no account (the browser offers the
/// site's passkeys).
pub(crate) async fn passkey_sign_in_start(
    State(app): State<App>,
    headers: HeaderMap,
    session: Session,
) -> Result<Response, ApiError> {
    let webauthn = relying_party(&app, &headers)?;
    let (options, state) = webauthn
        .start_discoverable_authentication()
        .map_err(|e| ApiError::bad_request(format!("cannot sign in with a passkey: {e}")))?;
    session
        .insert(AUTHENTICATING, state)
        .await
        .map_err(session_err)?;
    Ok(Json(options).into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Asserted {
    credential: PublicKeyCredential,
}

/// `POST /api/account/passkeys/signin/finish`: the browser's assertion;
/// signs its account in. Limited per address like password sign-ins.
pub(crate) async fn passkey_sign_in_finish(
    State(app): State<App>,
    Extension(accounts): Accts,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    session: Session,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let req: Asserted = body(bytes)?;
    let now = app.hub.now();
    let by_address = address_subject(client.ip());
    let webauthn = relying_party(&app, &headers)?;
    let state: DiscoverableAuthentication = session
        .remove(AUTHENTICATING)
        .await
        .map_err(session_err)?
        .ok_or_else(|| ApiError::conflict("no passkey sign-in is under way: start again"))?;
    let (user, credential) = webauthn
        .identify_discoverable_authentication(&req.credential)
        .map_err(|e| ApiError::bad_request(format!("not a passkey's answer: {e}")))?;
    let key = passkeys::credential_key_of(credential);
    let by_account = format!("passkey:{key}");
    if !accounts
        .check_attempts(&by_account, &by_address, now)
        .await
        .map_err(db)?
    {
        return Err(ApiError::too_many(
            "too many failed sign-ins: try again in 15 minutes",
        ));
    }
    let found = accounts.store().passkey(&key).await.map_err(db)?;
    let signed = match found {
        Some((account_id, stored)) if account_id == user.to_string() => {
            let mut passkey: Passkey =
                serde_json::from_str(&stored).map_err(|e| db(e.to_string()))?;
            match webauthn.finish_discoverable_authentication_v2(&req.credential, state, &passkey) {
                Ok(result) => {
                    if passkey.update_credential(&result) == Some(true) {
                        let stored =
                            serde_json::to_string(&passkey).map_err(|e| db(e.to_string()))?;
                        accounts
                            .store()
                            .update_passkey(&key, &stored)
                            .await
                            .map_err(db)?;
                    }
                    accounts.store().account(&account_id).await.map_err(db)?
                }
                Err(_) => None,
            }
        }
        _ => None,
    };
    match signed {
        Some(account) => {
            sign_in(&session, &account).await?;
            answer(StatusCode::OK, &accounts, &account).await
        }
        None => {
            accounts
                .record_failure(&[by_account, by_address], now)
                .await
                .map_err(db)?;
            Err(unauthorized("that passkey signs nobody in here"))
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Claim {
    game: String,
    token: String,
}

/// `POST /api/account/seats`: the account signed in holds the seat this
/// token plays (one it joined, created or holds the link for), so that
/// "my games" lists it on every device. The link keeps working as before.
pub(crate) async fn claim(
    State(app): State<App>,
    Extension(accounts): Accts,
    session: Session,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let req: Claim = body(bytes)?;
    let account = required(&accounts, &session).await?;
    let cell = app.hub.cell(&req.game).await?;
    let seat = app
        .hub
        .seat_of(&cell, Some(&req.token))?
        .expect("a token gives a seat");
    hold(&app, &accounts, &account, &req.game, seat, &req.token).await?;
    Ok(Json(json!({ "game": req.game, "seat": seat })).into_response())
}

/// The account holds `seat` of `game_id`, which `token` plays (kept
/// sealed); refused if another account holds it.
pub(super) async fn hold(
    app: &App,
    accounts: &Accounts,
    account: &AccountRow,
    game_id: &str,
    seat: usize,
    token: &str,
) -> Result<(), ApiError> {
    let sealed = accounts.seat_key.seal(game_id, seat, token);
    let held = accounts
        .store()
        .hold_seat(&account.id, game_id, seat, &sealed, app.hub.now())
        .await
        .map_err(db)?;
    if !held {
        return Err(ApiError::conflict("another account holds this seat"));
    }
    // N-1: from now on the seat's turns are written (the one going on too).
    super::forward::claimed(&app.hub, game_id).await
}

/// At most this many of an account's games are listed.
const MY_GAMES: i64 = 200;

/// `GET /api/account/games`: the account's games in play, the ones where
/// it must act first, then the finished ones; newest first within each.
pub(crate) async fn my_games(
    State(app): State<App>,
    Extension(accounts): Accts,
    session: Session,
) -> Result<Response, ApiError> {
    let account = required(&accounts, &session).await?;
    let held = accounts
        .store()
        .held_seats(&account.id, MY_GAMES)
        .await
        .map_err(db)?;
    let (mut in_play, mut over) = (Vec::new(), Vec::new());
    for h in held {
        // A seal made with another key (a server run without one) opens
        // no more: listed without its link.
        let token = accounts.seat_key.open(&h.game_id, h.seat, &h.sealed);
        let mut entry = json!({
            "id": h.game_id, "game": h.game, "status": h.status, "seat": h.seat,
            "token": token, "created_at": h.created_at,
        });
        if matches!(h.status.as_str(), "open" | "active") {
            // Whose turn it is lives in the game: read it as the seat sees it.
            let your_turn = match app.hub.cell(&h.game_id).await {
                Ok(cell) => {
                    let state = app.hub.state(&cell, Some(h.seat), usize::MAX, false);
                    entry["status"] = json!(state.status);
                    !state.legal.is_empty()
                }
                Err(_) => false,
            };
            entry["your_turn"] = json!(your_turn);
            in_play.push(entry);
        } else {
            if let Ok(cell) = app.hub.cell(&h.game_id).await {
                let state = app.hub.state(&cell, Some(h.seat), usize::MAX, false);
                if let Some(outcome) = state.outcome {
                    entry["score"] = json!(outcome.scores.get(h.seat));
                    entry["win"] = json!(outcome.wins.get(h.seat));
                }
            }
            over.push(entry);
        }
    }
    // Stable: newest first stays within each group.
    in_play.sort_by_key(|e| !e["your_turn"].as_bool().unwrap_or(false));
    Ok(Json(json!({ "in_play": in_play, "finished": over })).into_response())
}
