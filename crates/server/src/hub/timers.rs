//! What the hub does on its own as time passes: clocks run out (T-3),
//! stale games are given up (T-6), the lone server's heartbeat (T-2), and
//! games nobody uses leave memory.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use urbs_engine::Seat;

use super::cell::uptime_ms;
use super::{GameCell, Hub, HubError};
use crate::cluster::Route;
use crate::store::{Store, Write};
use crate::table::clock::{Clocks, TimeSource};

/// The name this server's heartbeat is stored under (T-2).
const NODE: &str = "main";

/// How often the server says it is alive, and looks for clocks run out.
const HEARTBEAT: Duration = Duration::from_secs(1);
const CLOCK_TICK: Duration = Duration::from_millis(200);

/// T-3: per game with a running clock, when it must next be looked at.
pub(super) struct Deadlines(Mutex<HashMap<String, i64>>);

impl Deadlines {
    pub fn new(deadlines: HashMap<String, i64>) -> Deadlines {
        Deadlines(Mutex::new(deadlines))
    }

    /// Keeps `id`'s next deadline, or forgets it.
    pub fn track(&self, id: &str, deadline: Option<i64>) {
        let mut deadlines = self.0.lock().expect("deadlines lock");
        match deadline {
            Some(d) => {
                deadlines.insert(id.to_string(), d);
            }
            None => {
                deadlines.remove(id);
            }
        }
    }

    /// The games whose deadline is `now` or before.
    fn due(&self, now: i64) -> Vec<String> {
        self.0
            .lock()
            .expect("deadlines lock")
            .iter()
            .filter(|&(_, &d)| d <= now)
            .map(|(id, _)| id.clone())
            .collect()
    }
}

/// The row that says the lone server is alive at `at` (T-2).
pub(super) fn heartbeat_write(at: i64) -> Write {
    Write::Heartbeat {
        node: NODE.into(),
        at,
    }
}

/// A lone server starting (SQLite): the clocks that ran while no server
/// did are moved on by the time it was down, so nobody loses it (T-2).
/// Answers the games' deadlines and the unfinished games with bot seats.
pub(super) async fn recover(
    store: &Store,
    time: &dyn TimeSource,
) -> Result<(HashMap<String, i64>, Vec<String>), String> {
    let with_bots = store.unfinished_with_bots().await?;
    let up = time.now_ms();
    let down = store.last_alive().await?.map_or(up, |d| d.min(up));
    let mut writes = vec![heartbeat_write(up)];
    let mut deadlines = HashMap::new();
    for (id, text) in store.unfinished_clocks().await? {
        let Ok(mut clocks) = serde_json::from_str::<Clocks>(&text) else {
            tracing::warn!("game {id}: its clocks cannot be read");
            continue;
        };
        if down < up && clocks.since.iter().any(Option::is_some) {
            clocks.shift(down, up);
            writes.push(Write::Clocks {
                game_id: id.clone(),
                clocks: serde_json::to_string(&clocks).expect("clocks serialize"),
            });
        }
        if let Some(d) = clocks.deadline() {
            deadlines.insert(id, d);
        }
    }
    store.commit(writes).await.map_err(|e| e.to_string())?;
    Ok((deadlines, with_bots))
}

/// Starts the background work: sweeping and abandonment, and a few times a
/// second the clocks and (a lone server) the heartbeat.
pub(super) fn start(hub: &Arc<Hub>) {
    let weak = Arc::downgrade(hub);
    tokio::spawn(async move {
        let mut ticks = 0u64;
        loop {
            tokio::time::sleep(Duration::from_secs(30)).await;
            let Some(hub) = weak.upgrade() else { return };
            hub.sweep();
            // T-6, every ten minutes (and once soon after the start).
            if ticks.is_multiple_of(20) && !hub.limits.abandon_after.is_zero() {
                let _ = hub.abandon_stale().await;
            }
            ticks += 1;
        }
    });
    let weak = Arc::downgrade(hub);
    tokio::spawn(async move {
        let mut last_beat = Instant::now();
        loop {
            tokio::time::sleep(CLOCK_TICK).await;
            let Some(hub) = weak.upgrade() else { return };
            if hub.is_stopping() {
                return;
            }
            hub.run_due().await;
            // With several servers each keeps its own lease instead
            // (`crate::cluster`).
            if hub.cluster.is_none() && last_beat.elapsed() >= HEARTBEAT {
                last_beat = Instant::now();
                hub.heartbeat().await;
            }
        }
    });
}

impl Hub {
    /// Stores that this server is alive now (T-2).
    async fn heartbeat(&self) {
        if let Err(e) = self.commit(vec![heartbeat_write(self.now())]).await {
            tracing::warn!("heartbeat: {e}");
        }
    }

    /// T-3: hands every seat whose time is up to the takeover bot. Runs
    /// by itself a few times a second; tests call it after moving the time.
    pub async fn run_due(self: &Arc<Self>) {
        let now = self.now();
        // A paused node (tests) runs no clocks; the time is read first
        // (`Cluster::is_silent`).
        if self.cluster.as_ref().is_some_and(|c| c.is_silent()) {
            return;
        }
        for id in self.deadlines.due(now) {
            let cell = match self.cell(&id).await {
                Ok(cell) => cell,
                Err(e) => {
                    tracing::warn!("game {id}: {e}");
                    continue;
                }
            };
            match self.change(&cell, |live| Ok(live.time_out(now))).await {
                Ok(seats) if !seats.is_empty() => self.kick_bots(&cell),
                Ok(_) => self.deadlines.track(&id, cell.current().deadline()),
                // The database is away: tried again at the next tick.
                Err(_) => {}
            }
        }
    }

    /// T-6: gives up the games nobody has moved in for
    /// [`crate::limits::Limits::abandon_after`]; returns how many. Runs by itself
    /// every ten minutes; tests call it after moving the time.
    pub async fn abandon_stale(self: &Arc<Self>) -> Result<usize, HubError> {
        let after = self.limits.abandon_after.as_millis() as i64;
        if after == 0 {
            return Ok(0);
        }
        let now = self.now();
        let cutoff = now - after;
        let ids = tokio::time::timeout(self.limits.commit_timeout, self.store.stale_games(cutoff))
            .await
            .map_err(|_| HubError::Unavailable("the database did not answer in time".into()))?
            .map_err(HubError::Unavailable)?;
        let mut given_up = 0;
        for id in ids {
            // The server that holds a game gives it up (one without a
            // holder is taken over first).
            if self.cluster.is_some() && !matches!(self.route(&id).await?, Route::Here) {
                continue;
            }
            let cell = self.cell(&id).await?;
            let done = self
                .change(&cell, |live| {
                    // Checked again under the game's lock: a move may have
                    // come meanwhile.
                    if !live.waits_for_people() || live.last_active() >= cutoff {
                        return Ok((false, Vec::new()));
                    }
                    Ok((true, live.abandon(now)))
                })
                .await?;
            given_up += usize::from(done);
        }
        Ok(given_up)
    }

    /// T-7: `seat`'s person has the game open (read its state or opened
    /// its socket with the seat's token); the clocks start once every
    /// person has. Nothing is written when the clocks are not waiting.
    pub async fn open_seat(&self, cell: &GameCell, seat: Seat) -> Result<(), HubError> {
        if !cell.current().opens_clocks(seat) {
            return Ok(());
        }
        let now = self.now();
        self.change(cell, |live| Ok(((), live.open_seat(seat, now))))
            .await
    }

    /// T-7: the host starts the clocks before everyone has opened the game.
    pub async fn start_clocks(&self, cell: &GameCell, seat: Seat) -> Result<(), HubError> {
        let now = self.now();
        self.change(cell, |live| Ok(((), live.start_clocks(seat, now)?)))
            .await
    }

    /// Lets go of games nobody has used lately (finished ones sooner); they
    /// are read back from the database if asked for again.
    pub(super) fn sweep(&self) {
        let now = uptime_ms();
        self.games
            .lock()
            .expect("games lock")
            .retain(|_, cell| !cell.unused_for(&self.limits, now));
    }
}
