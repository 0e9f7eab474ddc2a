//! The WebSocket of a seat (or a spectator): the state after every change,
//! actions as messages.
//!
//! Client to server: `{"action": ..., "ref"?: any, "key"?: "..."}`.
//! Server to client: `{"type": "state", ...}`, `{"type": "ack", "ref", ...}`
//! and `{"type": "error", "ref"?, "status", "error", "rule"?}`.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::Extension;
use axum::extract::rejection::QueryRejection;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, Path, Query, State};
use axum::response::Response;
use serde::Serialize;
use serde_json::Value;
use urbs_engine::Seat;

mod fanout;

use super::app::{App, SeatQuery, query};
use super::forward;
use super::listener::Held;
use super::localize::{lang_param, localize_error, localize_state};
use super::parse::parse_client_message;
use crate::http::error::ApiError;
use crate::hub::{GameCell, Hub};
use crate::limits::Bucket;
use crate::table::live::{Acted, Live};
use crate::table::state::GameState;

/// Read buffer per connection; bigger messages still arrive whole.
pub const READ_BUFFER: usize = 4096;

/// Messages up to this many times [`crate::limits::Limits::max_message_bytes`] are
/// read and refused with an error; bigger ones close the connection.
pub(crate) const TRANSPORT_FACTOR: usize = 4;

pub(crate) async fn upgrade(
    State(app): State<App>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    connection: Option<Extension<Held>>,
    Path(id): Path<String>,
    q: Result<Query<SeatQuery>, QueryRejection>,
    ws: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    let q = query(q)?;
    let cell = app.hub.cell(&id).await?;
    let seat = app.hub.seat_of(&cell, q.token.as_deref())?;
    if let Some(seat) = seat {
        // T-7: the seat's person has the game open.
        let _ = app.hub.open_seat(&cell, seat).await;
    }
    // A socket goes on counting as its connection did, and a spectator's
    // against its spectator sockets too.
    let held = app
        .allowances
        .spectator_socket(client.ip(), seat.is_none())?;
    let connection = connection.and_then(|Extension(held)| held.take());
    let text = q.wants_text();
    let lang = lang_param(q.lang.as_deref());
    // Messages a little over the limit are answered with a 413 and the
    // connection stays; only far bigger ones, which no client sends by
    // mistake, close it at the protocol layer.
    let transport_limit = app.hub.limits.max_message_bytes * TRANSPORT_FACTOR;
    Ok(ws
        .max_message_size(transport_limit)
        .max_frame_size(transport_limit)
        // Messages are small; the default 128 KiB read buffer is zeroed on
        // every read and kept per connection.
        .read_buffer_size(READ_BUFFER)
        .on_upgrade(move |socket| async move {
            let session = async move {
                // Counted for as long as the socket is open.
                let _held = (held, connection);
                Session {
                    socket,
                    hub: app.hub,
                    cell,
                    seat,
                    token: q.token,
                    text,
                    lang,
                    log_sent: 0,
                    chat_sent: 0,
                    version: 0,
                    last: None,
                }
                .run(app.shutdown)
                .await
            };
            match seat {
                Some(_) => session.await,
                None => fanout::spawn_spectator(session).await,
            }
        }))
}

#[derive(Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum ServerMessage<'a> {
    State(&'a GameState),
    Ack {
        #[serde(rename = "ref", skip_serializing_if = "Option::is_none")]
        reference: Option<Value>,
        #[serde(flatten)]
        acted: Acted,
    },
    Error {
        #[serde(rename = "ref", skip_serializing_if = "Option::is_none")]
        reference: Option<Value>,
        status: u16,
        #[serde(flatten)]
        error: ApiError,
    },
}

struct Session {
    socket: WebSocket,
    hub: Arc<Hub>,
    cell: Arc<GameCell>,
    seat: Option<Seat>,
    /// The seat's token (actions go to the server that holds the game).
    token: Option<String>,
    text: bool,
    /// The language of the log and of rule errors (`lang=`).
    lang: Option<urbs_i18n::Lang>,
    /// The public log up to here has been sent.
    log_sent: usize,
    /// The chat up to here has been sent.
    chat_sent: usize,
    /// The committed version last pushed.
    version: u64,
    /// The state last pushed.
    last: Option<Arc<fanout::Rendered>>,
}

/// Why a session ends.
struct Closed;

impl Session {
    async fn run(mut self, mut shutdown: tokio::sync::watch::Receiver<bool>) {
        let mut changes = self.cell.subscribe();
        changes.mark_unchanged();
        let (version, live) = self.cell.latest();
        self.version = version;
        let cursor = self.cell.watch(version);
        if self.push(&live).await.is_err() {
            return;
        }
        let limits = self.hub.limits.clone();
        // A spectator's socket has a bucket of its own; a seat's messages
        // draw on the seat's one bucket, shared by all its sockets and HTTP.
        let mut own_bucket = Bucket::new(limits.action_burst);
        let mut dropped = 0u64;
        let mut last_warning: Option<Instant> = None;
        let mut ping = tokio::time::interval(limits.ws_ping);
        ping.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let mut last_heard = Instant::now();
        loop {
            let step = tokio::select! {
                message = self.socket.recv() => {
                    last_heard = Instant::now();
                    match message {
                        Some(Ok(Message::Ping(_) | Message::Pong(_))) => Ok(()),
                        Some(Ok(Message::Close(_))) | Some(Err(_)) | None => Err(Closed),
                        // Every other message counts, binary ones too.
                        Some(Ok(message)) => {
                            let allowed = match self.seat {
                                Some(seat) => self.hub.http_allow(&self.cell, seat).is_ok(),
                                None => own_bucket.allow(limits.actions_per_second, limits.action_burst),
                            };
                            if !allowed {
                                // Over the rate: drop it, and say so at most once a
                                // second, so a flood costs the server next to nothing.
                                dropped += 1;
                                if last_warning.is_none_or(|t| t.elapsed() >= Duration::from_secs(1)) {
                                    last_warning = Some(Instant::now());
                                    let e = ApiError::too_many(format!(
                                        "too many messages: at most {} per second for a seat; {dropped} dropped",
                                        limits.actions_per_second
                                    ));
                                    self.send_error(None, e).await
                                } else {
                                    Ok(())
                                }
                            } else {
                                match message {
                                    Message::Text(text) if text.len() > limits.max_message_bytes => {
                                        let e = ApiError::new(413, format!(
                                            "message too large: {} bytes, at most {}",
                                            text.len(),
                                            limits.max_message_bytes
                                        ));
                                        self.send_error(None, e).await
                                    }
                                    Message::Text(text) => self.handle(text.as_str()).await,
                                    _ => {
                                        self.send_error(None, ApiError::bad_request("send JSON text messages")).await
                                    }
                                }
                            }
                        }
                    }
                },
                changed = changes.changed() => match changed {
                    Ok(()) => {
                        let pushed = self.push_versions().await;
                        cursor.pushed(self.version);
                        pushed
                    }
                    Err(_) => Err(Closed),
                },
                _ = ping.tick() => {
                    // Nothing heard for three pings: the peer is gone.
                    if last_heard.elapsed() >= limits.ws_ping * 3 {
                        Err(Closed)
                    } else {
                        self.socket
                            .send(Message::Ping(Vec::new().into()))
                            .await
                            .map_err(|_| Closed)
                    }
                }
                _ = shutdown.changed() => Err(Closed),
            };
            if step.is_err() {
                return;
            }
        }
    }

    async fn send<T: Serialize>(&mut self, message: &T) -> Result<(), Closed> {
        let text = serde_json::to_string(message).expect("messages serialize");
        self.socket
            .send(Message::Text(text.into()))
            .await
            .map_err(|_| Closed)
    }

    async fn send_error(
        &mut self,
        reference: Option<Value>,
        mut error: ApiError,
    ) -> Result<(), Closed> {
        localize_error(&mut error, self.lang);
        self.send(&ServerMessage::Error {
            reference,
            status: error.status,
            error,
        })
        .await
    }

    /// Pushes every committed version since the last one pushed, in order,
    /// so that each move is seen on its own.
    async fn push_versions(&mut self) -> Result<(), Closed> {
        for (version, live) in self.cell.versions_after(self.version) {
            self.version = version;
            self.push(&live).await?;
        }
        Ok(())
    }

    /// Sends the state of `live` with the public log since the last push,
    /// unless nothing this viewer can see has changed (another seat's step
    /// of a secret choice): then nothing is sent at all.
    async fn push(&mut self, live: &Live) -> Result<(), Closed> {
        // An undo (U-1) may have taken events back: the log is sent again
        // from where it now ends, and the page cuts its own there.
        let shrunk = live.table.log_len() < self.log_sent;
        let view = fanout::View {
            seat: self.seat,
            log_from: self.log_sent,
            chat_from: self.chat_sent,
            text: self.text,
            lang: self.lang,
        };
        // Only what is shared between threads is taken into the rendering
        // (the socket is not).
        let (hub, cell) = (&self.hub, &self.cell);
        let rendered = fanout::rendered(cell, self.version, view.clone(), || {
            render(hub, cell, live, &view)
        })
        .await;
        // Compared only when nothing else tells: a deep comparison per
        // spectator and move adds up.
        let unchanged = || {
            self.last
                .as_ref()
                .is_some_and(|last| Arc::ptr_eq(last, &rendered) || last.bare == rendered.bare)
        };
        if !shrunk && !rendered.news && unchanged() {
            return Ok(());
        }
        self.log_sent = rendered.log_end;
        self.chat_sent = rendered.chat_end;
        let message = rendered.message.clone();
        self.last = Some(rendered);
        self.socket
            .send(Message::Text(message))
            .await
            .map_err(|_| Closed)
    }

    async fn handle(&mut self, text: &str) -> Result<(), Closed> {
        let message = match parse_client_message(text.as_bytes()) {
            Ok(m) => m,
            Err(e) => return self.send_error(None, e).await,
        };
        let Some(seat) = self.seat else {
            let e = ApiError::forbidden("spectators cannot act; connect with a seat's token");
            return self.send_error(message.reference, e).await;
        };
        let token = self.token.clone().unwrap_or_default();
        let acted = forward::act(
            &self.hub,
            &self.cell,
            seat,
            &token,
            &message.action,
            message.key.as_deref(),
        );
        match acted.await {
            Ok(acted) => {
                self.send(&ServerMessage::Ack {
                    reference: message.reference,
                    acted,
                })
                .await
            }
            Err(e) => self.send_error(message.reference, e).await,
        }
    }
}

/// The state of `live` for `view`, serialised.
fn render(hub: &Hub, cell: &GameCell, live: &Live, view: &fanout::View) -> fanout::Rendered {
    let mut state = live.state(
        view.seat,
        view.log_from,
        view.chat_from,
        view.text,
        hub.now(),
    );
    crate::hub::outcomes::show(cell, &mut state);
    localize_state(&mut state, view.lang);
    let message = serde_json::to_string(&ServerMessage::State(&state))
        .expect("messages serialize")
        .into();
    let news = !state.log.is_empty() || !state.chat.is_empty();
    let (log_end, chat_end) = (
        state.log_from + state.log.len(),
        state.chat_from + state.chat.len(),
    );
    let mut bare = state;
    bare.log_from = 0;
    bare.log.clear();
    bare.log_text.clear();
    bare.log_bots.clear();
    bare.chat_from = 0;
    bare.chat.clear();
    bare.server_time = None;
    fanout::Rendered {
        bare,
        news,
        log_end,
        chat_end,
        message,
    }
}
