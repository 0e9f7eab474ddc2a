//! Learning at the table: a hint for the player to act (what a strong bot
//! would do, from that player's own view), and the review of a finished
//! game (`urbs_review`), computed in the background a decision at a time on
//! the bots' pool and stored with the game. Neither ever sees more than its
//! seat may: a hint searches the seat's turn, and a review is made only once
//! the game is over. Both think on their own shares of the pool, below bot
//! moves ([`super::bots::pool`]); a seat has at most one hint open. Their
//! searches take their rooms from the bots' memory budget and keep no tree
//! (`hub/bots/memory.rs`).

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use serde::Serialize;
use serde_json::Value;
use urbs_engine::Seat;
use urbs_review::{Budget, Hint, Review, Reviewing};

use tokio::sync::Semaphore;

use super::bots::pool::Work;
use super::{GameCell, Hub, HubError, bots};
use crate::store::{Status, Write};
use crate::table::TableError;

/// A review being made.
pub(crate) struct ReviewJob {
    done: AtomicUsize,
    total: AtomicUsize,
    failed: Mutex<Option<String>>,
}

/// Hints and reviews: the hints open, by game and seat; the reviews under
/// way, by game, and the one place to make them (one at a time: each takes
/// the pool decision by decision).
pub(super) struct Coach {
    hints: Arc<Mutex<HashSet<(String, Seat)>>>,
    reviews: Mutex<HashMap<String, Arc<ReviewJob>>>,
    slot: Semaphore,
}

impl Default for Coach {
    fn default() -> Coach {
        Coach {
            hints: Arc::default(),
            reviews: Mutex::new(HashMap::new()),
            slot: Semaphore::new(1),
        }
    }
}

/// A seat's hint being worked out; the seat may ask again once it is gone.
struct OpenHint {
    hints: Arc<Mutex<HashSet<(String, Seat)>>>,
    key: (String, Seat),
}

impl Drop for OpenHint {
    fn drop(&mut self) {
        self.hints.lock().expect("hints lock").remove(&self.key);
    }
}

/// Who asks for a hint or a review, on the pool: the client's address, or
/// else the game.
fn asker(game: &str) -> String {
    bots::client().map_or_else(|| format!("game {game}"), |ip| ip.to_string())
}

/// Where the review of a game stands: `GET /api/games/{id}/review`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ReviewStatus {
    /// `none` (never asked for), `running`, `done` or `failed`.
    pub status: &'static str,
    /// Decisions reviewed so far, and in all (while running).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub done: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub total: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub review: Option<Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

impl ReviewStatus {
    fn of(status: &'static str) -> ReviewStatus {
        ReviewStatus {
            status,
            done: None,
            total: None,
            review: None,
            error: None,
        }
    }
}

impl Coach {
    /// What a strong bot would play for `seat`, which must act now, with
    /// its estimate of the alternatives: searched on the seat's own turn
    /// (view, public log, legal actions), on the bots' pool, holding no
    /// lock. Only at a table that offers hints.
    pub(super) async fn hint(
        &self,
        hub: &Hub,
        cell: &GameCell,
        seat: Seat,
    ) -> Result<Hint, HubError> {
        let live = cell.current();
        if !live.hints {
            return Err(HubError::NotAllowed(
                "this table offers no hints (a game against bots does, or one created with \
                 \"hints\": true)"
                    .into(),
            ));
        }
        if live.status != Status::Active || !live.seats[seat].person_plays() {
            return Err(HubError::Table(TableError::conflict(
                "a hint is for a player at a game in play",
            )));
        }
        let turn = urbs_review::hint_turn(live.table.as_ref(), seat)
            .ok_or_else(|| HubError::Table(TableError::conflict("it is not your turn")))?;
        drop(live);
        let key = (cell.id.clone(), seat);
        if !self.hints.lock().expect("hints lock").insert(key.clone()) {
            return Err(HubError::TooMany(
                "this seat has a hint being worked out: wait for it".into(),
            ));
        }
        let open = OpenHint {
            hints: self.hints.clone(),
            key,
        };
        let budget = Budget {
            iterations: hub.limits.hint_iterations,
            time_per_decision: hub.limits.hint_time.min(hub.bots.max_time()),
            seed: hub.now() as u64,
            ..Budget::default()
        };
        let place = hub.bots.place(Work::Hint, asker(&cell.id), "hint").await;
        let room = hub.room_to_search();
        let budget = Budget {
            memory: room.bytes,
            ..budget
        };
        let watch = hub.bots.on_search();
        // Held by the search itself: an asker who hangs up frees neither
        // the thread, the room nor the seat's hint before the search is
        // done (the room first, for whoever the place goes to next).
        tokio::task::spawn_blocking(move || {
            let _held = (room, open, place);
            if let Some(watch) = watch {
                watch("hint", budget.memory);
            }
            turn.run(&budget)
        })
        .await
        .map_err(|e| HubError::HintFailed(format!("the hint failed: {e}")))
    }

    /// Where the review of the game stands (the stored one once made).
    pub(super) async fn review_status(
        &self,
        hub: &Hub,
        cell: &GameCell,
    ) -> Result<ReviewStatus, HubError> {
        let job = self
            .reviews
            .lock()
            .expect("reviews lock")
            .get(&cell.id)
            .cloned();
        if let Some(job) = job {
            if let Some(e) = job.failed.lock().expect("job lock").clone() {
                let mut s = ReviewStatus::of("failed");
                s.error = Some(e);
                return Ok(s);
            }
            let mut s = ReviewStatus::of("running");
            s.done = Some(job.done.load(Ordering::SeqCst));
            s.total = Some(job.total.load(Ordering::SeqCst));
            return Ok(s);
        }
        let stored =
            tokio::time::timeout(hub.limits.commit_timeout, hub.store().load_review(&cell.id))
                .await
                .map_err(|_| HubError::Unavailable("the database did not answer in time".into()))?
                .map_err(HubError::Unavailable)?;
        Ok(match stored {
            Some(text) => {
                let mut s = ReviewStatus::of("done");
                s.review = serde_json::from_str(&text).ok();
                s
            }
            None => ReviewStatus::of("none"),
        })
    }

    /// Starts the review of a game that is over, unless it is made or
    /// under way; answers where it stands. Never for a game in play: it
    /// would tell the players what the bot makes of cards they cannot see.
    pub(super) async fn start_review(
        &self,
        hub: &Arc<Hub>,
        cell: &GameCell,
    ) -> Result<ReviewStatus, HubError> {
        let replay = cell.current().replay()?;
        let status = self.review_status(hub, cell).await?;
        match status.status {
            "none" => {}
            // Tried again from the start.
            "failed" => {
                self.reviews.lock().expect("reviews lock").remove(&cell.id);
            }
            _ => return Ok(status),
        }
        let budget = Budget {
            iterations: hub.limits.review_iterations,
            time_per_decision: hub.limits.review_time_per_decision,
            playouts: hub.limits.review_playouts,
            ..Budget::default()
        };
        let reviewing = Reviewing::start(&replay, &budget)
            .map_err(|e| HubError::Table(TableError::Malformed(e)))?;
        let (_, total) = reviewing.progress();
        let job = Arc::new(ReviewJob {
            done: AtomicUsize::new(0),
            total: AtomicUsize::new(total),
            failed: Mutex::new(None),
        });
        let started = {
            let mut jobs = self.reviews.lock().expect("reviews lock");
            let fresh = !jobs.contains_key(&cell.id);
            if fresh {
                jobs.insert(cell.id.clone(), job.clone());
            }
            fresh
        };
        if !started {
            return self.review_status(hub, cell).await;
        }
        let id = cell.id.clone();
        let background = hub.clone();
        let asker = asker(&id);
        tokio::spawn(async move {
            let hub = background;
            let coach = &hub.coach;
            let outcome = coach.run_review(&hub, reviewing, &job, asker).await;
            match outcome {
                Ok(review) => {
                    let write = Write::Review {
                        game_id: id.clone(),
                        review: serde_json::to_string(&review).expect("a review serializes"),
                        at: hub.now(),
                    };
                    match hub.commit_writes(vec![write]).await {
                        Ok(()) => {
                            coach.reviews.lock().expect("reviews lock").remove(&id);
                        }
                        Err(e) => *job.failed.lock().expect("job lock") = Some(e.to_string()),
                    }
                }
                Err(e) => *job.failed.lock().expect("job lock") = Some(e),
            }
        });
        self.review_status(hub, cell).await
    }

    /// Reviews a decision at a time, each on the bots' pool like a bot's
    /// move, so that games in play are never kept waiting long.
    async fn run_review(
        &self,
        hub: &Hub,
        mut reviewing: Reviewing,
        job: &ReviewJob,
        asker: String,
    ) -> Result<Review, String> {
        let _slot = self.slot.acquire().await.expect("never closed");
        loop {
            if hub.is_stopping() {
                return Err("the server stopped".into());
            }
            let permit = hub.bots.place(Work::Review, asker.clone(), "review").await;
            // A room for this decision's search, as for a hint's.
            let room = hub.room_to_search();
            reviewing.limit_memory(room.bytes);
            let watch = hub.bots.on_search();
            let (back, more) = tokio::task::spawn_blocking(move || {
                if let Some(watch) = watch {
                    watch("review", room.bytes);
                }
                let more = reviewing.step();
                drop(room);
                (reviewing, more)
            })
            .await
            .map_err(|e| format!("the review failed: {e}"))?;
            drop(permit);
            reviewing = back;
            job.done.store(reviewing.progress().0, Ordering::SeqCst);
            if !more? {
                return Ok(reviewing.finish());
            }
        }
    }
}
