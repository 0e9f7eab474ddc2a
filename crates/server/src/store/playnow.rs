//! Every SQL statement of play now's queue (the table `play_queue`, schema
//! version 13), the same on SQLite and PostgreSQL, and the rows it holds.
//! The rulings (Q-1 .. Q-10) and the plan of the tables are
//! `crate::playnow`, which gives the store its times and its plan.

use serde::{Deserialize, Serialize};
use sqlx::Row;
use sqlx::any::AnyRow;

use super::{Backend, Store, db_err};

/// Real time or turn-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pace {
    RealTime,
    TurnBased,
}

impl Pace {
    pub fn as_str(self) -> &'static str {
        match self {
            Pace::RealTime => "real_time",
            Pace::TurnBased => "turn_based",
        }
    }

    pub fn parse(s: &str) -> Option<Pace> {
        match s {
            "real_time" => Some(Pace::RealTime),
            "turn_based" => Some(Pace::TurnBased),
            _ => None,
        }
    }
}

/// What a person asks for.
#[derive(Clone, Debug, PartialEq)]
pub struct Ask {
    pub game: String,
    /// `None`: any count.
    pub players: Option<usize>,
    pub pace: Pace,
    pub wait_ms: i64,
}

/// A person waiting in the queue, as the matcher reads them.
#[derive(Clone, Debug, PartialEq)]
pub struct Waiting {
    pub entry: String,
    pub account_id: String,
    pub name: String,
    pub ask: Ask,
    /// Their rating in the game when they asked.
    pub rating: f64,
    pub joined_at: i64,
}

/// How old what the queue forgets or frees is, at a matcher's pass
/// (milliseconds since the Unix epoch).
pub struct QueueCutoffs {
    /// a waiting entry whose page was last seen before this is gone.
    pub seen: i64,
    /// A seated entry matched before this is forgotten.
    pub seated: i64,
    /// a claim taken before this never finished; its entries wait
    /// again.
    pub claimed: i64,
}

/// PostgreSQL's advisory lock that lets one matcher at a time claim
/// entries, whichever server it runs on (`"play"` in ASCII; the store's
/// own lock on the database is another key).
pub const MATCH_LOCK: i64 = 0x706c_6179;

/// An entry of the queue as its person's page is told of it.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub ask: Ask,
    pub rating: f64,
    pub joined_at: i64,
    /// A matcher is seating it now.
    pub claimed: bool,
    /// Where it was seated.
    pub seated: Option<(String, usize)>,
}

fn players_of(stored: i64) -> Option<usize> {
    (stored > 0).then_some(stored as usize)
}

fn ask_of(r: &AnyRow) -> Result<Ask, String> {
    let pace: String = r.try_get("pace").map_err(db_err)?;
    Ok(Ask {
        game: r.try_get("game").map_err(db_err)?,
        players: players_of(r.try_get("players").map_err(db_err)?),
        pace: Pace::parse(&pace).ok_or_else(|| format!("a queue entry of pace `{pace}`"))?,
        wait_ms: r.try_get("wait_ms").map_err(db_err)?,
    })
}

/// Why a join or a leave changed nothing.
#[derive(Debug, PartialEq)]
pub enum Busy {
    /// a matcher is seating the person now.
    Seating,
}

/// A matcher's claim that is still fresh at `now` (an older one is
/// released, Q-10): entries under it stay as they are.
const FRESH_CLAIM: &str = "claim IS NOT NULL AND game_id IS NULL AND claimed_at >= $2";

/// At most this many waiting entries are read by one pass (the oldest).
const PASS_ENTRIES: i64 = 2000;

/// A group claimed for seating (`group`: the table planned for it): its
/// people and the claim that holds them.
pub struct Claimed<T> {
    pub claim: String,
    pub group: T,
    pub people: Vec<Waiting>,
}

impl Store {
    /// `account_id`'s rating in `game`, `None` if it has none.
    pub(crate) async fn stored_rating(
        &self,
        account_id: &str,
        game: &str,
    ) -> Result<Option<f64>, String> {
        let r: Option<f64> =
            sqlx::query_scalar("SELECT rating FROM ratings WHERE account_id = $1 AND game = $2")
                .bind(account_id)
                .bind(game)
                .fetch_optional(&self.pool)
                .await
                .map_err(db_err)?;
        Ok(r)
    }

    /// the account's entry `entry`, asking for `ask`; it replaces the
    /// one it had (waiting or seated), unless a matcher is seating that one
    /// now (a claim taken at `claimed` or later, Q-10).
    #[allow(clippy::too_many_arguments)]
    pub(crate) async fn join_queue(
        &self,
        account_id: &str,
        entry: &str,
        name: &str,
        ask: &Ask,
        rating: f64,
        now: i64,
        claimed: i64,
    ) -> Result<Result<(), Busy>, String> {
        let sql = format!("DELETE FROM play_queue WHERE account_id = $1 AND NOT ({FRESH_CLAIM})");
        sqlx::query(&sql)
            .bind(account_id)
            .bind(claimed)
            .execute(&self.pool)
            .await
            .map_err(db_err)?;
        let inserted = sqlx::query(
            "INSERT INTO play_queue (account_id, entry, name, game, players, pace, wait_ms, rating,
                 joined_at, seen_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)",
        )
        .bind(account_id)
        .bind(entry)
        .bind(name)
        .bind(&ask.game)
        .bind(ask.players.unwrap_or(0) as i64)
        .bind(ask.pace.as_str())
        .bind(ask.wait_ms)
        .bind(rating)
        .bind(now)
        .execute(&self.pool)
        .await;
        match inserted {
            Ok(_) => Ok(Ok(())),
            // Still there: claimed (or another join at the same moment).
            Err(sqlx::Error::Database(d)) if d.is_unique_violation() => Ok(Err(Busy::Seating)),
            Err(e) => Err(db_err(e)),
        }
    }

    /// takes the account's entry out of the queue, unless a claim
    /// taken at `claimed` or later holds it; `Ok(false)` when it had none.
    pub(crate) async fn leave_queue(
        &self,
        account_id: &str,
        claimed: i64,
    ) -> Result<Result<bool, Busy>, String> {
        let sql = format!("DELETE FROM play_queue WHERE account_id = $1 AND NOT ({FRESH_CLAIM})");
        let gone = sqlx::query(&sql)
            .bind(account_id)
            .bind(claimed)
            .execute(&self.pool)
            .await
            .map_err(db_err)?
            .rows_affected();
        if gone > 0 {
            return Ok(Ok(true));
        }
        let left: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM play_queue WHERE account_id = $1")
            .bind(account_id)
            .fetch_one(&self.pool)
            .await
            .map_err(db_err)?;
        Ok(if left > 0 {
            Err(Busy::Seating)
        } else {
            Ok(false)
        })
    }

    /// the page asked at `now` (the heartbeat); the account's entry, if
    /// it has one.
    pub(crate) async fn queue_seen(
        &self,
        account_id: &str,
        now: i64,
    ) -> Result<Option<Entry>, String> {
        sqlx::query("UPDATE play_queue SET seen_at = $2 WHERE account_id = $1")
            .bind(account_id)
            .bind(now)
            .execute(&self.pool)
            .await
            .map_err(db_err)?;
        let row = sqlx::query(
            "SELECT game, players, pace, wait_ms, rating, joined_at, claim, game_id, seat
             FROM play_queue WHERE account_id = $1",
        )
        .bind(account_id)
        .fetch_optional(&self.pool)
        .await
        .map_err(db_err)?;
        let Some(r) = row else { return Ok(None) };
        let claim: Option<String> = r.try_get("claim").map_err(db_err)?;
        let game_id: Option<String> = r.try_get("game_id").map_err(db_err)?;
        let seat: Option<i64> = r.try_get("seat").map_err(db_err)?;
        Ok(Some(Entry {
            ask: ask_of(&r)?,
            rating: r.try_get("rating").map_err(db_err)?,
            joined_at: r.try_get("joined_at").map_err(db_err)?,
            claimed: claim.is_some() && game_id.is_none(),
            seated: game_id.zip(seat.map(|s| s as usize)),
        }))
    }

    /// The sealed token of the seat the account holds (accounts' table).
    pub(crate) async fn sealed_token(
        &self,
        account_id: &str,
        game_id: &str,
        seat: usize,
    ) -> Result<Option<String>, String> {
        sqlx::query_scalar(
            "SELECT token FROM account_seats WHERE account_id = $1 AND game_id = $2 AND seat = $3",
        )
        .bind(account_id)
        .bind(game_id)
        .bind(seat as i64)
        .fetch_optional(&self.pool)
        .await
        .map_err(db_err)
    }

    /// One matcher's pass at `now`, in one transaction (on PostgreSQL under
    /// [`MATCH_LOCK`], so one server's pass at a time): forgets the entries
    /// whose page is gone and the seated ones kept long enough,
    /// releases the claims that never finished, plans the tables
    /// (`plan`, Q-4 .. Q-6: each table's claim, its people as indexes
    /// into the waiting entries, and the table) and claims every entry of
    /// each; the caller seats them after the commit.
    pub(crate) async fn claim_queue<T>(
        &self,
        now: i64,
        cutoffs: &QueueCutoffs,
        plan: impl FnOnce(&[Waiting]) -> Vec<(String, Vec<usize>, T)>,
    ) -> Result<Vec<Claimed<T>>, String> {
        let mut tx = self.pool.begin().await.map_err(db_err)?;
        if self.backend == Backend::Postgres {
            sqlx::query("SELECT pg_advisory_xact_lock($1)")
                .bind(MATCH_LOCK)
                .execute(&mut *tx)
                .await
                .map_err(db_err)?;
        }
        sqlx::query(
            "DELETE FROM play_queue WHERE (game_id IS NULL AND claim IS NULL AND seen_at < $1)
                OR (game_id IS NOT NULL AND matched_at < $2)",
        )
        .bind(cutoffs.seen)
        .bind(cutoffs.seated)
        .execute(&mut *tx)
        .await
        .map_err(db_err)?;
        sqlx::query(
            "UPDATE play_queue SET claim = NULL, claimed_at = NULL, seen_at = $2
             WHERE game_id IS NULL AND claim IS NOT NULL AND claimed_at < $1",
        )
        .bind(cutoffs.claimed)
        .bind(now)
        .execute(&mut *tx)
        .await
        .map_err(db_err)?;
        let rows = sqlx::query(
            "SELECT entry, account_id, name, game, players, pace, wait_ms, rating, joined_at
             FROM play_queue WHERE game_id IS NULL AND claim IS NULL
             ORDER BY joined_at, entry LIMIT $1",
        )
        .bind(PASS_ENTRIES)
        .fetch_all(&mut *tx)
        .await
        .map_err(db_err)?;
        let mut waiting = Vec::with_capacity(rows.len());
        for r in &rows {
            waiting.push(Waiting {
                entry: r.try_get("entry").map_err(db_err)?,
                account_id: r.try_get("account_id").map_err(db_err)?,
                name: r.try_get("name").map_err(db_err)?,
                ask: ask_of(r)?,
                rating: r.try_get("rating").map_err(db_err)?,
                joined_at: r.try_get("joined_at").map_err(db_err)?,
            });
        }
        let mut claimed = Vec::new();
        for (claim, people, table) in plan(&waiting) {
            for &i in &people {
                let done = sqlx::query(
                    "UPDATE play_queue SET claim = $2, claimed_at = $3
                     WHERE entry = $1 AND claim IS NULL AND game_id IS NULL",
                )
                .bind(&waiting[i].entry)
                .bind(&claim)
                .bind(now)
                .execute(&mut *tx)
                .await
                .map_err(db_err)?
                .rows_affected();
                if done != 1 {
                    // Left or joined again since it was read: this pass
                    // claims nothing; the next one plans again.
                    tx.rollback().await.map_err(db_err)?;
                    return Ok(Vec::new());
                }
            }
            let people = people.iter().map(|&i| waiting[i].clone()).collect();
            claimed.push(Claimed {
                claim,
                group: table,
                people,
            });
        }
        tx.commit().await.map_err(db_err)?;
        Ok(claimed)
    }

    /// the entry `entry`, claimed by `claim`, sits at `seat` of
    /// `game_id`; `false` if the claim was lost meanwhile.
    pub(crate) async fn seated_from_queue(
        &self,
        entry: &str,
        claim: &str,
        game_id: &str,
        seat: usize,
        now: i64,
    ) -> Result<bool, String> {
        let done = sqlx::query(
            "UPDATE play_queue SET game_id = $3, seat = $4, matched_at = $5, seen_at = $5
             WHERE entry = $1 AND claim = $2 AND game_id IS NULL",
        )
        .bind(entry)
        .bind(claim)
        .bind(game_id)
        .bind(seat as i64)
        .bind(now)
        .execute(&self.pool)
        .await
        .map_err(db_err)?
        .rows_affected();
        Ok(done == 1)
    }

    /// A claim whose table could not be made: its people wait on as before.
    pub(crate) async fn release_claim(&self, claim: &str) -> Result<(), String> {
        sqlx::query(
            "UPDATE play_queue SET claim = NULL, claimed_at = NULL
             WHERE claim = $1 AND game_id IS NULL",
        )
        .bind(claim)
        .execute(&self.pool)
        .await
        .map(|_| ())
        .map_err(db_err)
    }
}
