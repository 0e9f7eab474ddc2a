//! The matcher: every server runs one. A pass claims groups of entries in
//! one transaction (`queue::claim`; on PostgreSQL under an advisory lock,
//! so the servers take turns) and then seats each group at a new rated
//! game made through the hub like a posted one, its seats held by the
//! people's accounts, tokens sealed. No game's lock is held
//! meanwhile, and nobody is seated twice: a claimed entry is seated once,
//! by the pass that claimed it.
//!
//! A pass runs when someone joins, when a page asks for its status (at
//! most once a second of the server's time), and every second by itself.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::Duration;

use serde_json::Value;

use super::queue::{self, Claimed};
use crate::accounts::Accounts;
use crate::hub::{CreateGame, Hub};
use crate::table::live::{SeatKind, SeatRequest};
use crate::table::tokens;

/// A status asked for runs a pass when the last one is this old.
const PASS_EVERY_MS: i64 = 1000;

pub(crate) struct Matcher {
    hub: Arc<Hub>,
    accounts: Arc<Accounts>,
    /// The matcher's turn: one pass of this server's at a time (the
    /// database's lock serializes the servers'), and a page's status waits
    /// for the pass under way, so it tells what the pass did. No game's
    /// lock is taken under it, and only `/api/play` waits on it.
    passing: tokio::sync::Mutex<()>,
    /// When the last pass began, in the server's time.
    last_pass: AtomicI64,
}

impl Matcher {
    pub fn new(hub: Arc<Hub>, accounts: Arc<Accounts>) -> Arc<Matcher> {
        let now = hub.now();
        Arc::new(Matcher {
            hub,
            accounts,
            passing: tokio::sync::Mutex::new(()),
            last_pass: AtomicI64::new(now),
        })
    }

    /// Starts the pass every second; it ends when `stopped` turns true.
    pub fn spawn(
        self: &Arc<Self>,
        mut stopped: tokio::sync::watch::Receiver<bool>,
    ) -> tokio::task::JoinHandle<()> {
        let matcher = Arc::downgrade(self);
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(Duration::from_secs(1));
            loop {
                tokio::select! {
                    changed = stopped.changed() => {
                        if changed.is_err() || *stopped.borrow() {
                            return;
                        }
                    }
                    _ = tick.tick() => {
                        let Some(m) = matcher.upgrade() else { return };
                        m.pass_if_due().await;
                    }
                }
            }
        })
    }

    pub fn now(&self) -> i64 {
        self.hub.now()
    }

    /// A pass, unless one began less than a second (server's time) ago;
    /// after any pass under way, so the caller reads what it did.
    pub async fn pass_if_due(&self) {
        let _turn = self.passing.lock().await;
        if self.now() - self.last_pass.load(Ordering::SeqCst) >= PASS_EVERY_MS {
            self.pass_in_turn().await;
        }
    }

    /// One pass, after any under way: the tables it seated.
    pub async fn pass(&self) -> usize {
        let _turn = self.passing.lock().await;
        self.pass_in_turn().await
    }

    /// The claim (one transaction), then the tables it claimed. Errors are
    /// logged; the next pass tries again.
    async fn pass_in_turn(&self) -> usize {
        let now = self.now();
        self.last_pass.store(now, Ordering::SeqCst);
        let claimed = match queue::claim(self.accounts.store(), now).await {
            Ok(c) => c,
            Err(e) => {
                tracing::warn!("play now: {e}");
                return 0;
            }
        };
        let mut seated = 0;
        for c in claimed {
            let claim = c.claim.clone();
            match self.seat(c).await {
                Ok(()) => seated += 1,
                Err(e) => {
                    tracing::warn!("play now: {e}");
                    if let Err(e) = self.accounts.store().release_claim(&claim).await {
                        tracing::warn!("play now: {e}");
                    }
                }
            }
        }
        seated
    }

    /// the claimed group's game: people and bots in seats drawn at
    /// random, rated, its people's seats held by their accounts.
    async fn seat(&self, c: Claimed) -> Result<(), String> {
        let Claimed {
            claim,
            group,
            people,
        } = c;
        let mut order: Vec<Option<usize>> = (0..group.players)
            .map(|i| (i < people.len()).then_some(i))
            .collect();
        // Fisher-Yates from the OS's randomness: nobody's place in the
        // queue decides who goes first.
        for i in (1..order.len()).rev() {
            let j = (tokens::random_seed() % (i as u64 + 1)) as usize;
            order.swap(i, j);
        }
        let seats = order
            .iter()
            .map(|p| match p {
                Some(i) => SeatRequest {
                    kind: SeatKind::Human,
                    bot: None,
                    name: Some(people[*i].name.clone()),
                },
                None => SeatRequest {
                    kind: SeatKind::Bot,
                    bot: Some(group.level.to_string()),
                    name: None,
                },
            })
            .collect();
        let first = &people[0].ask;
        let game = first.game.clone();
        let req = CreateGame {
            game: game.clone(),
            players: Some(group.players),
            options: Value::Null,
            seed: None,
            edition: None,
            seats: Some(seats),
            position: None,
            time_control: first.pace.time_control(),
            takeover: Some(group.level.to_string()),
            hints: Some(false),
            listed: true,
            key: None,
            request: None,
        };
        let created = self.hub.create(req).await.map_err(|e| e.to_string())?;
        let store = self.accounts.store();
        let now = self.now();
        store.mark_rated(&created.id, &game, now).await?;
        for (seat, person) in order.iter().enumerate() {
            let Some(i) = *person else { continue };
            let token = created
                .seats
                .iter()
                .find(|s| s.seat == seat)
                .and_then(|s| s.token.as_deref())
                .ok_or_else(|| format!("game {}: seat {seat} came without a token", created.id))?;
            let sealed = self.accounts.seat_key.seal(&created.id, seat, token);
            let p = &people[i];
            store
                .hold_seat(&p.account_id, &created.id, seat, &sealed, now)
                .await?;
            if !store
                .seated_from_queue(&p.entry, &claim, &created.id, seat, now)
                .await?
            {
                tracing::warn!(
                    "play now: {}'s claim ran out before game {} was made; \
                     the seat is in their games",
                    p.name,
                    created.id
                );
            }
        }
        // N-1: their turns are written from now on, the first one too.
        if let Err(e) = self.hub.seats_claimed(&created.id).await {
            tracing::warn!(game = %created.id, "play now: its seats' turns are not written: {e}");
        }
        Ok(())
    }
}
