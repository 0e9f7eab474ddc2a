//! The HTTP wing: every request from outside, from the listener to the
//! handlers, and on to the hub ([`crate::hub`]). Its arrows run one way:
//! the router (here) names the handlers; the handlers ([`games`], [`ws`],
//! [`replay_view`], [`learn`]) and the layers ([`guard`], [`forward`],
//! [`localize`]) use [`app`], the ground floor, and never the router.

mod accounts;
pub(crate) mod allowances;
mod app;
pub(crate) mod error;
mod forward;
mod games;
mod guard;
mod invitations;
mod learn;
pub(crate) mod listener;
mod localize;
mod notify;
mod parse;
mod playnow;
mod ratings;
mod replay_view;
mod rules_page;
mod ws;

use axum::extract::DefaultBodyLimit;
use axum::http::StatusCode;
use axum::routing::{get, post};
use axum::{Extension, Router, middleware};

pub use app::StaticFiles;
pub(crate) use app::{App, PublicUrl};
pub use parse::{ClientMessage, parse_client_message, parse_create_body};
pub use ws::READ_BUFFER;

/// The routes, and the layers every request goes through, outermost
/// first: who the client is, security headers, errors in JSON and in the
/// request's language, the page's origin, a time limit, and the holder of
/// the game the request is about.
pub(crate) fn router(
    app: App,
    accounts: std::sync::Arc<crate::accounts::Accounts>,
    notifier: std::sync::Arc<crate::notify::Notify>,
) -> Router {
    let limit = app.hub.limits.max_request_bytes;
    let timeout = app.hub.limits.request_timeout;
    Router::new()
        .route("/api/health", get(|| async { "ok" }))
        .route("/api/catalog", get(games::catalog))
        .route("/api/games", get(games::list))
        .route("/api/games/{id}", get(games::state))
        .route("/api/games/{id}/actions", post(games::act))
        .route("/api/games/{id}/rematch", post(games::rematch))
        .route("/api/games/{id}/chat", post(games::chat))
        .route("/api/games/{id}/leave", post(games::leave))
        .route("/api/games/{id}/return", post(games::come_back))
        .route("/api/games/{id}/start", post(games::start_clocks))
        .route("/api/games/{id}/claimed", post(games::claimed))
        .route("/api/games/{id}/hint", get(games::hint))
        .route("/api/games/{id}/review", get(games::review))
        .route("/api/games/{id}/replay", get(games::replay))
        .route("/api/games/{id}/replay/view", get(replay_view::view))
        .route("/api/games/{id}/ws", get(ws::upgrade))
        // Learning the games: catalogs, rules pages, help at a table.
        .route("/api/i18n/{lang}", get(learn::catalog))
        .route("/api/rules/{game}", get(learn::rules))
        .route("/api/games/{id}/help", get(learn::help))
        // Accounts: the only routes with a session.
        .merge(
            Router::new()
                .route("/api/account", get(accounts::me))
                .route("/api/account/signup", post(accounts::sign_up))
                .route("/api/account/signin", post(accounts::sign_in_with_password))
                .route("/api/account/signout", post(accounts::sign_out))
                .route("/api/account/delete", post(accounts::delete))
                .route("/api/account/passkeys/start", post(accounts::passkey_start))
                .route(
                    "/api/account/passkeys/finish",
                    post(accounts::passkey_finish),
                )
                .route(
                    "/api/account/passkeys/signin/start",
                    post(accounts::passkey_sign_in_start),
                )
                .route(
                    "/api/account/passkeys/signin/finish",
                    post(accounts::passkey_sign_in_finish),
                )
                .route("/api/account/seats", post(accounts::claim))
                .route("/api/account/games", get(accounts::my_games))
                // Ratings (R-1 ..): rated games are made and joined by
                // accounts, and take nothing back.
                .route("/api/games", post(ratings::create))
                .route("/api/games/{id}/join", post(ratings::join))
                .route("/api/games/{id}/undo", post(ratings::undo))
                .route("/api/players/{name}", get(ratings::profile))
                .route("/api/leaderboard/{game}", get(ratings::leaderboard))
                .route("/api/ratings/seats", get(ratings::seats))
                // Invitations (I-1 ..): by name to a seat of a new game or
                // a rematch; answered under the game, by its holder.
                .route("/api/account/invitations", get(invitations::list))
                .route(
                    "/api/games/{id}/invitations/{seat}/accept",
                    post(invitations::accept),
                )
                .route(
                    "/api/games/{id}/invitations/{seat}/decline",
                    post(invitations::decline),
                )
                .route("/api/games/{id}/rematch/invite", post(invitations::rematch))
                // Turn notifications (N-1 .. N-7): an account's choices and
                // browsers, and the key browsers subscribe with.
                .route(
                    "/api/account/notify",
                    get(notify::settings).post(notify::choose),
                )
                .route("/api/account/notify/push", post(notify::subscribe))
                .route("/api/account/notify/push/remove", post(notify::remove))
                .route("/api/notify/key", get(notify::key))
                // Reviews: a seated person starts one, by the seat's
                // token or by the account that holds the seat.
                .route("/api/games/{id}/review", post(games::start_review))
                .layer(Extension(notifier.clone()))
                .layer(accounts.session_layer())
                .layer(Extension(accounts.clone())),
        )
        // Play now (Q-1 ..): the queue, for accounts; the matcher comes
        // with the layer `crate::start` adds.
        .merge(
            Router::new()
                .route(
                    "/api/play",
                    get(playnow::check)
                        .post(playnow::join)
                        .delete(playnow::leave),
                )
                .layer(accounts.session_layer())
                .layer(Extension(accounts)),
        )
        .fallback(games::fallback)
        .layer(DefaultBodyLimit::max(limit))
        // Several servers: a game's requests are answered by its holder.
        .layer(middleware::from_fn_with_state(
            app.clone(),
            forward::pass_on,
        ))
        // A body that trickles in is cut off with a 408.
        .layer(tower_http::timeout::TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            timeout,
        ))
        .layer(middleware::from_fn_with_state(
            app.clone(),
            guard::check_origin,
        ))
        // N-7: a mail program's one-click unsubscribe (RFC 8058) is a form
        // POST without `Origin`: it is routed past the origin and JSON
        // checks, and answered only for a signed link.
        .merge(
            Router::new()
                .route(
                    "/api/notify/unsubscribe",
                    get(notify::unsubscribe_page).post(notify::unsubscribe),
                )
                .layer(Extension(notifier)),
        )
        .layer(middleware::from_fn(guard::json_errors))
        .layer(middleware::from_fn(localize::localize_errors))
        .layer(middleware::from_fn(guard::security_headers))
        .layer(middleware::from_fn_with_state(
            app.clone(),
            forward::client_address,
        ))
        .with_state(app)
}
