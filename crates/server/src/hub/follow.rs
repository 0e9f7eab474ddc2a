//! Showing a game another server holds (`crate::cluster`): its watchers
//! here get every committed change, in order, as the holder's do.
//!
//! The holder's commit names the game on a PostgreSQL channel, delivered
//! only once committed; this server then reads the game's new rows in one
//! snapshot and publishes a version per new action (so that each move is
//! pushed on its own), with what else changed (seats, status, clocks, chat)
//! in the last. Nothing uncommitted can be shown, since only committed rows
//! are read; a socket still sends a viewer nothing when its view did not
//! change (another seat's secret step). An undo, which rewrites rows, has
//! the game read whole.

use std::sync::Arc;

use super::{GameCell, Hub, outcomes};
use crate::store::{Delta, SeatRow};
use crate::table::live::Live;
use crate::table::seats::{Away, SeatKind, SeatSlot, names_of};

/// A commit named game `id`: if it is shown here (held elsewhere), its new
/// rows are read.
pub(crate) fn announced(hub: &Arc<Hub>, id: &str) {
    if let Some(cell) = hub.in_memory(id)
        && !cell.held()
    {
        follow(hub, &cell);
    }
}

/// Reads what every game shown here missed (after a lost connection to the
/// channel, and now and then in case a notification went missing).
pub(crate) fn resync(hub: &Arc<Hub>) {
    for cell in hub.in_memory_all() {
        if !cell.held() {
            follow(hub, &cell);
        }
    }
}

/// Reads the game's new rows, now or right after the reading under way.
pub(crate) fn follow(hub: &Arc<Hub>, cell: &Arc<GameCell>) {
    if !cell.fall_behind() {
        return;
    }
    let (hub, cell) = (hub.clone(), cell.clone());
    tokio::spawn(async move {
        loop {
            cell.catching_up();
            if let Err(e) = catch_up(&hub, &cell).await {
                // Read again at the next notification or resync.
                tracing::warn!(game = %cell.id, "{e}");
            }
            if !cell.caught_up() {
                return;
            }
        }
    });
}

/// Waits (a little, at most) until `cell`, shown here for its holder,
/// shows the game's first `record` actions: an acknowledgement of an
/// action the holder carried out then comes after the states it follows
/// on, as on the holder.
pub(crate) async fn shown(hub: &Arc<Hub>, cell: &Arc<GameCell>, record: usize) {
    if cell.held() {
        return;
    }
    let mut changed = cell.subscribe();
    follow(hub, cell);
    let _ = tokio::time::timeout(std::time::Duration::from_secs(2), async {
        while cell.current().actions() < record {
            if changed.changed().await.is_err() {
                return;
            }
        }
    })
    .await;
}

/// Publishes what was committed since the version shown, under the game's
/// writer lock (so that taking the game over waits for it).
async fn catch_up(hub: &Hub, cell: &GameCell) -> Result<(), String> {
    let _writing = cell.write().await;
    if cell.held() {
        // Held here: changes are published as they are committed.
        return Ok(());
    }
    let live = cell.current();
    let Some(delta) = hub
        .store()
        .read_delta(&cell.id, live.actions(), live.chat.len())
        .await?
    else {
        return Ok(());
    };
    // The stored outcome is taken before the version that finishes the
    // game is published, so that no watcher is shown another.
    match versions(&live, &delta) {
        Some(versions) => {
            if let Some(last) = versions.last() {
                outcomes::followed(cell, last, delta.outcome.as_deref());
            }
            for v in versions {
                cell.publish(v);
            }
        }
        None => {
            let stored = hub
                .store()
                .load_game(&cell.id)
                .await?
                .ok_or("the game is gone from the database")?;
            let live = Live::restore(&stored)?;
            outcomes::followed(cell, &live, stored.outcome.as_deref());
            cell.publish(live);
        }
    }
    Ok(())
}

fn slots(rows: &[SeatRow]) -> Option<Vec<SeatSlot>> {
    rows.iter()
        .map(|s| {
            Some(SeatSlot {
                kind: SeatKind::parse(&s.kind).ok()?,
                bot_spec: s.bot.clone(),
                name: s.name.clone(),
                token_hash: s.token_hash.clone(),
                away: s.away.as_deref().map(Away::parse).transpose().ok()?,
            })
        })
        .collect()
}

fn same_seats(a: &[SeatSlot], b: &[SeatSlot]) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).all(|(x, y)| {
            (x.kind, &x.bot_spec, &x.name, &x.token_hash, x.away)
                == (y.kind, &y.bot_spec, &y.name, &y.token_hash, y.away)
        })
}

/// The versions to publish after `live` for `delta`: one per new action,
/// the last with every other change; `None` when the game must be read
/// whole (an undo rewrote its rows, or they do not follow on).
fn versions(live: &Live, delta: &Delta) -> Option<Vec<Live>> {
    if delta.undos != live.undos
        || delta
            .actions
            .first()
            .is_some_and(|a| a.idx != live.actions())
        || delta.seats.len() != live.seats.len()
    {
        return None;
    }
    let mut out = Vec::with_capacity(delta.actions.len() + 1);
    let mut next = live.clone();
    // Seats first: people join before the first action, and the log's
    // lines name them.
    let seats = slots(&delta.seats)?;
    let mut changed = !same_seats(&next.seats, &seats);
    if changed {
        next.seats = seats;
        next.table.set_names(names_of(&next.seats));
    }
    for a in &delta.actions {
        next.replay_rows(std::slice::from_ref(a)).ok()?;
        if !next.status.is_over() {
            next.status = next.computed_status();
        }
        out.push(next.clone());
        changed = false;
    }
    let mut last = out.pop().unwrap_or(next);
    let status = if delta.row.status.is_over() {
        delta.row.status
    } else {
        last.computed_status()
    };
    if status != last.status {
        last.status = status;
        changed = true;
    }
    if delta.row.rematch != last.rematch {
        last.rematch = delta.row.rematch.clone();
        changed = true;
    }
    let clocks = match &delta.row.clocks {
        Some(text) => Some(serde_json::from_str(text).ok()?),
        None => None,
    };
    if clocks != last.clocks {
        last.clocks = clocks;
        changed = true;
    }
    if !delta.chat.is_empty() {
        let chat = Arc::make_mut(&mut last.chat);
        for line in &delta.chat {
            if line.idx == chat.len() {
                chat.push(line.clone());
            }
        }
        changed = true;
    }
    if changed || !delta.actions.is_empty() {
        out.push(last);
    }
    Some(out)
}
