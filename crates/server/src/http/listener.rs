//! Accepting connections: caps on how many are open, in all and per client
//! address, and timeouts that close what a slow or silent client leaves
//! open (a header sent a byte at a time, a socket that never speaks, a
//! keep-alive connection left idle).

use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::Request;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::TcpListener;
use tokio::sync::{OwnedSemaphorePermit, Semaphore, watch};
use tower_service::Service;

use crate::limits::{AddressCounter, Counted, Limits};

/// A connection's place under the caps, put in each of its requests: a
/// WebSocket takes it over (`take`), so that an open socket goes on
/// counting after its HTTP connection has been handed over.
#[derive(Clone)]
pub(crate) struct Held(Arc<std::sync::Mutex<Option<(OwnedSemaphorePermit, Counted)>>>);

impl Held {
    pub fn take(&self) -> Option<(OwnedSemaphorePermit, Counted)> {
        self.0.lock().expect("held lock").take()
    }
}

/// Peers whose connections count against no per-address cap: a load
/// balancer, or another server passing requests on, speaks for many
/// clients.
pub(crate) type Exempt = Arc<dyn Fn(std::net::IpAddr) -> bool + Send + Sync>;

/// Serves `router` on `listener` until `stopped` turns true; then lets the
/// requests under way finish (at most `limits.drain`) and returns.
pub(crate) async fn serve(
    listener: TcpListener,
    router: Router,
    limits: Limits,
    exempt: Exempt,
    mut stopped: watch::Receiver<bool>,
) -> std::io::Result<()> {
    let total = Arc::new(Semaphore::new(limits.max_connections));
    let per_address = AddressCounter::default();
    let mut make = router.into_make_service_with_connect_info::<SocketAddr>();
    let mut connections = tokio::task::JoinSet::new();
    loop {
        let (tcp, remote) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(a) => a,
                // Out of file descriptors and the like: wait a little
                // rather than spin or stop serving.
                Err(_) => {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            _ = stopped.changed() => {
                if *stopped.borrow() {
                    break;
                }
                continue;
            }
        };
        // Over a cap: closed at once, costing nothing more.
        let Ok(permit) = total.clone().try_acquire_owned() else {
            continue;
        };
        let cap = if exempt(remote.ip()) {
            usize::MAX
        } else {
            limits.max_connections_per_address
        };
        let Some(counted) = per_address.enter(remote.ip(), cap) else {
            continue;
        };
        // Small messages both ways: send each at once (no Nagle).
        let _ = tcp.set_nodelay(true);
        let Ok(service) = make.call(remote).await;
        let mut stop = stopped.clone();
        let header_timeout = limits.header_timeout;
        let held = Held(Arc::new(std::sync::Mutex::new(Some((permit, counted)))));
        connections.spawn(async move {
            let service = hyper::service::service_fn(move |mut request: Request<Incoming>| {
                request.extensions_mut().insert(held.clone());
                let mut service = service.clone();
                async move {
                    Ok::<_, Infallible>(service.call(request).await.unwrap_or_else(|e| match e {}))
                }
            });
            let mut http = hyper::server::conn::http1::Builder::new();
            // The header timer runs from the moment a request is awaited,
            // so it also closes idle keep-alive and silent connections.
            http.timer(TokioTimer::new())
                .header_read_timeout(header_timeout)
                .keep_alive(true);
            let conn = http
                .serve_connection(TokioIo::new(tcp), service)
                .with_upgrades();
            tokio::pin!(conn);
            let stopping = async move {
                let _ = stop.wait_for(|s| *s).await.map(|_| ());
            };
            tokio::select! {
                _ = conn.as_mut() => {}
                _ = stopping => {
                    conn.as_mut().graceful_shutdown();
                    let _ = conn.await;
                }
            }
        });
        // Reap finished connections as we go.
        while connections.try_join_next().is_some() {}
    }
    let _ = tokio::time::timeout(limits.drain, async {
        while connections.join_next().await.is_some() {}
    })
    .await;
    Ok(())
}
