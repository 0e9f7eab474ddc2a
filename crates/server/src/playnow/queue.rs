//! The queue's moves that take play now's rulings to the store
//! (`crate::store::playnow` holds their SQL): its times and its plan.

use super::{CLAIM_MS, FORGET_MS, Group, KEEP_SEATED_MS, plan};
use crate::ratings::START;
use crate::store::{Ask, Busy, QueueCutoffs, Store};

/// A group claimed for seating: its people and the claim that holds them.
pub type Claimed = crate::store::Claimed<Group>;

/// `account_id`'s rating in `game`, a newcomer's if it has none.
pub async fn rating_of(store: &Store, account_id: &str, game: &str) -> Result<f64, String> {
    let rating = store.stored_rating(account_id, game).await?;
    Ok(rating.unwrap_or(START.rating))
}

/// the account's entry, asking for `ask`; it replaces the one it had
/// (waiting or seated), unless a matcher is seating that one now.
pub async fn join(
    store: &Store,
    account_id: &str,
    name: &str,
    ask: &Ask,
    rating: f64,
    now: i64,
) -> Result<Result<(), Busy>, String> {
    let entry = crate::table::tokens::new_token();
    store
        .join_queue(account_id, &entry, name, ask, rating, now, now - CLAIM_MS)
        .await
}

/// takes the account's entry out of the queue; `Ok(false)` when it
/// had none.
pub async fn leave(
    store: &Store,
    account_id: &str,
    now: i64,
) -> Result<Result<bool, Busy>, String> {
    store.leave_queue(account_id, now - CLAIM_MS).await
}

/// One matcher's pass at `now` (`Store::claim_queue`): forgets the entries
/// whose page is gone and the seated ones kept long enough, releases
/// the claims that never finished, plans the tables (Q-4 .. Q-6)
/// and claims every entry of each, each table under a claim of its own.
pub async fn claim(store: &Store, now: i64) -> Result<Vec<Claimed>, String> {
    let cutoffs = QueueCutoffs {
        seen: now - FORGET_MS,
        seated: now - KEEP_SEATED_MS,
        claimed: now - CLAIM_MS,
    };
    store
        .claim_queue(now, &cutoffs, |waiting| {
            plan(waiting, now)
                .into_iter()
                .map(|group| {
                    let claim = crate::table::tokens::new_token();
                    (claim, group.people.clone(), group)
                })
                .collect()
        })
        .await
}
