//! Per-client allowances (a client is an address, or an IPv6 /64): new
//! games (rematches too), replay views and reviews as token buckets, and
//! spectators' sockets as a count. The HTTP wing takes from them before it
//! asks the hub anything: a client is something only a request knows, so
//! they live in this wing, beside the [`super::app::App`] that holds them,
//! and the hub knows nothing of them.
//! With several servers the buckets are kept in the database, one for all
//! of them, so they hold whichever server a client reaches.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use super::error::ApiError;
use crate::limits::{AddressCounter, Bucket, Counted, Limits, client_key};
use crate::store::Store;

pub(crate) struct Allowances {
    limits: Limits,
    /// Per client, its allowance of new games.
    creators: Mutex<HashMap<IpAddr, Bucket>>,
    /// Per client, its allowance of replay views.
    replay_views: Mutex<HashMap<IpAddr, Bucket>>,
    /// Per client, its allowance of reviews.
    reviews: Mutex<HashMap<IpAddr, Bucket>>,
    /// Spectators' sockets open per client.
    spectators: AddressCounter,
    /// Several servers: the database that keeps the buckets.
    shared: Option<Store>,
}

impl Allowances {
    pub fn new(limits: Limits, shared: Option<Store>) -> Allowances {
        Allowances {
            limits,
            creators: Mutex::new(HashMap::new()),
            replay_views: Mutex::new(HashMap::new()),
            reviews: Mutex::new(HashMap::new()),
            spectators: AddressCounter::default(),
            shared,
        }
    }

    /// Takes one new game from the allowance of the client at `from`;
    /// `429` when it is spent (and nothing is created).
    pub async fn allow_create(&self, from: IpAddr) -> Result<(), ApiError> {
        let Limits {
            games_per_minute,
            game_burst,
            ..
        } = self.limits;
        if games_per_minute <= 0.0 {
            return Ok(());
        }
        let allowed = self
            .take(
                &self.creators,
                "create",
                from,
                games_per_minute / 60.0,
                game_burst,
            )
            .await?;
        if allowed {
            Ok(())
        } else {
            Err(ApiError::too_many(format!(
                "too many new games from {from}: at most {games_per_minute} a minute after the \
                 first {game_burst}; try again in a minute"
            )))
        }
    }

    /// Gives back the allowance taken for a game that was then refused.
    pub async fn refund_create(&self, from: IpAddr) {
        self.refund(&self.creators, "create", from, self.limits.game_burst)
            .await
    }

    /// Takes one review from the allowance of the client at `from`; `429`
    /// when it is spent.
    pub async fn allow_review(&self, from: IpAddr) -> Result<(), ApiError> {
        let Limits {
            reviews_per_hour: per_hour,
            review_burst: burst,
            ..
        } = self.limits;
        if self
            .take(&self.reviews, "review", from, per_hour / 3600.0, burst)
            .await?
        {
            Ok(())
        } else {
            Err(ApiError::too_many(format!(
                "too many reviews from {from}: at most {per_hour} an hour after the first \
                 {burst}"
            )))
        }
    }

    /// Gives back the review taken for one that was not started.
    pub async fn refund_review(&self, from: IpAddr) {
        self.refund(&self.reviews, "review", from, self.limits.review_burst)
            .await
    }

    async fn refund(
        &self,
        buckets: &Mutex<HashMap<IpAddr, Bucket>>,
        kind: &str,
        from: IpAddr,
        burst: f64,
    ) {
        if let Some(store) = &self.shared {
            store
                .refund_token(&format!("{kind} {}", client_key(from)), burst)
                .await;
            return;
        }
        if let Some(bucket) = buckets
            .lock()
            .expect("allowances lock")
            .get_mut(&client_key(from))
        {
            bucket.refund(burst);
        }
    }

    /// Takes one replay view from the allowance of the client at `from`:
    /// each one plays a finished game back.
    pub async fn allow_replay_view(&self, from: IpAddr) -> Result<(), ApiError> {
        let Limits {
            replay_views_per_second: rate,
            replay_view_burst: burst,
            ..
        } = self.limits;
        if self
            .take(&self.replay_views, "replay", from, rate, burst)
            .await?
        {
            Ok(())
        } else {
            Err(ApiError::too_many(format!(
                "too many replay views: at most {rate} a second"
            )))
        }
    }

    /// A spectator's socket from `from` (nothing to count for a seat's),
    /// unless that client has its share open (`429`); held for as long as
    /// the socket is open.
    pub fn spectator_socket(
        &self,
        from: IpAddr,
        spectator: bool,
    ) -> Result<Option<Counted>, ApiError> {
        if !spectator {
            return Ok(None);
        }
        let cap = self.limits.max_spectators_per_address;
        self.spectators.enter(from, cap).map(Some).ok_or_else(|| {
            ApiError::too_many(format!(
                "too many spectator sockets from {from}: at most {cap}"
            ))
        })
    }

    /// Sweeps every 30 seconds until `stopped`.
    pub fn spawn_sweep(self: &Arc<Self>, mut stopped: tokio::sync::watch::Receiver<bool>) {
        let weak = Arc::downgrade(self);
        tokio::spawn(async move {
            loop {
                tokio::select! {
                    _ = tokio::time::sleep(Duration::from_secs(30)) => {}
                    _ = stopped.changed() => return,
                }
                let Some(allowances) = weak.upgrade() else {
                    return;
                };
                allowances.sweep();
            }
        });
    }

    /// Forgets the clients whose allowances have refilled.
    pub fn sweep(&self) {
        let limits = &self.limits;
        let (rate, burst) = (limits.games_per_minute / 60.0, limits.game_burst);
        self.creators
            .lock()
            .expect("creators lock")
            .retain(|_, bucket| !bucket.is_full(rate, burst));
        let (rate, burst) = (limits.replay_views_per_second, limits.replay_view_burst);
        self.replay_views
            .lock()
            .expect("replay views lock")
            .retain(|_, bucket| !bucket.is_full(rate, burst));
        let (rate, burst) = (limits.reviews_per_hour / 3600.0, limits.review_burst);
        self.reviews
            .lock()
            .expect("reviews lock")
            .retain(|_, bucket| !bucket.is_full(rate, burst));
    }

    /// Takes a token of `from`'s bucket of `kind` (from `buckets`, or the
    /// database's when shared); whether there was one.
    async fn take(
        &self,
        buckets: &Mutex<HashMap<IpAddr, Bucket>>,
        kind: &str,
        from: IpAddr,
        rate: f64,
        burst: f64,
    ) -> Result<bool, ApiError> {
        let key = client_key(from);
        match &self.shared {
            Some(store) => {
                let bucket = format!("{kind} {key}");
                store.take_token(&bucket, rate, burst).await.map_err(|e| {
                    tracing::warn!("rate limit {bucket}: {e}");
                    ApiError::unavailable("the database did not answer; try again later")
                })
            }
            None => Ok(buckets
                .lock()
                .expect("allowances lock")
                .entry(key)
                .or_insert_with(|| Bucket::new(burst))
                .allow(rate, burst)),
        }
    }
}
