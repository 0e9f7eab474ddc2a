//! Stored outcomes and damaged games, as the hub uses them (issue 28; the
//! rows are `crate::store::outcomes`): the outcome a game is shown with
//! once over is the one stored when it finished; a game that cannot be
//! rebuilt is answered `410 Gone` with the reason, and tried no more.

use urbs_engine::Outcome;

use super::{GameCell, Hub, HubError};
use crate::store::{
    OutcomeDispute, Status, StoredGame, TurnRow, Write, damaged_write, outcome_write, parse_outcome,
};
use crate::table::clock::TimeControl;
use crate::table::live::{Live, SeatKind};
use crate::table::state::GameState;

/// The outcome a finished game is shown with, and where replaying its
/// actions now disagrees.
#[derive(Clone, Debug)]
pub(crate) struct Recorded {
    pub outcome: Outcome,
    pub dispute: Option<OutcomeDispute>,
}

/// Shows the stored outcome of `cell`'s game in `state` (a state of the
/// finished game; earlier versions a socket pushes have none).
pub(crate) fn show(cell: &GameCell, state: &mut GameState) {
    if state.status != Status::Finished {
        return;
    }
    if let Some(r) = cell.recorded() {
        state.outcome = Some(r.outcome.clone());
        state.outcome_disputed = r.dispute.clone();
    }
}

/// The outcome to store with a change that finishes the game (`before`
/// not finished, `after` finished).
fn finishing(before: &Live, after: &Live) -> Option<Outcome> {
    (before.status != Status::Finished && after.status == Status::Finished)
        .then(|| after.table.outcome())
        .flatten()
}

/// What a change from `before` to `after` tells once it is committed: the
/// outcome it recorded, if it finished the game, and whether it began or
/// ended people's turns (N-1).
pub(super) struct News {
    pub recorded: Option<Recorded>,
    pub turned: bool,
}

/// Adds to `writes` (the rows of a change from `before` to `after` at
/// `now`) the outcome of a game it finishes, stored in the commit of the
/// action that finished it, and the turns it begins or ends in the seats
/// accounts hold (`held`, one bit a seat; N-1). `None`: the change writes
/// nothing, so there is nothing to commit or tell.
pub(super) fn news(
    before: &Live,
    after: &Live,
    now: i64,
    held: u64,
    writes: &mut Vec<Write>,
) -> Option<News> {
    let finished = finishing(before, after);
    if let Some(outcome) = &finished {
        writes.push(outcome_write(&after.id, outcome));
    }
    if writes.is_empty() {
        return None;
    }
    let turns = turns(before, after, now, held);
    let turned = turns.is_some();
    writes.extend(turns);
    Some(News {
        recorded: finished.map(|outcome| Recorded {
            outcome,
            dispute: None,
        }),
        turned,
    })
}

/// What a game read back is shown with, and the row that stores its
/// outcome if it finished before outcomes were stored (computed now,
/// once). `Err`: the game is damaged (finished, but its actions no longer
/// finish it and no outcome was stored; or the stored one is garbled).
pub(super) fn read_back(
    stored: &StoredGame,
    live: &Live,
) -> Result<(Option<Recorded>, Option<Write>), String> {
    if live.status != Status::Finished {
        return Ok((None, None));
    }
    let rebuilt = live.table.outcome();
    match (&stored.outcome, rebuilt) {
        (Some(text), _) => Ok((Some(against_stored(live, text)?), None)),
        (None, Some(outcome)) => {
            let write = outcome_write(&live.id, &outcome);
            Ok((
                Some(Recorded {
                    outcome,
                    dispute: None,
                }),
                Some(write),
            ))
        }
        (None, None) => Err(
            "it is marked finished, but its actions no longer finish it and no outcome was \
             stored"
                .to_string(),
        ),
    }
}

/// N-1: the seats a person plays that the game waits for (not a bot's,
/// nor one a bot plays for someone away), of those in `held` (one bit a
/// seat).
fn awaited(live: &Live, held: u64) -> Vec<usize> {
    // Most games hold no account's seat: nothing to look at.
    if held == 0 || live.status != Status::Active {
        return Vec::new();
    }
    let to_act = live.table.to_act().seats();
    (0..live.seats.len().min(64))
        .filter(|&s| {
            held & 1 << s != 0
                && to_act.contains(s)
                && live.seats[s].kind == SeatKind::Human
                && !live.bot_plays(s)
        })
        .collect()
}

/// The turns that begin or end when `before` becomes `after`, at `now`,
/// in the seats accounts hold (`held`, one bit a seat): the rows turn
/// notifications are told from (`crate::notify`), committed with the change. Only those: nobody would
/// be told of a guest's turn, and writing every turn of every game cost the
/// server a tenth of its actions a second (issue 27's loadtest).
fn turns(before: &Live, after: &Live, now: i64, held: u64) -> Option<Write> {
    let was = awaited(before, held);
    let is = awaited(after, held);
    let began: Vec<TurnRow> = is
        .iter()
        .filter(|s| !was.contains(s))
        .map(|&seat| turn_row(after, seat, now))
        .collect();
    let ended: Vec<usize> = was.into_iter().filter(|s| !is.contains(s)).collect();
    (!began.is_empty() || !ended.is_empty()).then(|| Write::Turns {
        game_id: after.id.clone(),
        began,
        ended,
        at: now,
    })
}

/// The turns going on in `live` in the seats accounts hold (`held`, one bit
/// a seat), to be written where their seat has none open (N-1: a seat just
/// claimed; a claim told again, or after the game was read back, writes
/// nothing twice).
pub(super) fn open_turns(live: &Live, now: i64, held: u64) -> Option<Write> {
    let open: Vec<TurnRow> = awaited(live, held)
        .into_iter()
        .map(|seat| turn_row(live, seat, now))
        .collect();
    (!open.is_empty()).then(|| Write::OpenTurns {
        game_id: live.id.clone(),
        open,
        at: now,
    })
}

/// Seat `seat`'s turn in `live`, beginning at `now`, named by the actions
/// played so far.
fn turn_row(live: &Live, seat: usize, now: i64) -> TurnRow {
    let per_move = match live.control {
        TimeControl::PerMove { per_move_ms } => Some(per_move_ms),
        _ => None,
    };
    // N-3: half the move's time after its clock started (or now).
    let since = live
        .clocks
        .as_ref()
        .and_then(|c| c.since.get(seat).copied().flatten())
        .unwrap_or(now);
    TurnRow {
        seat,
        turn: live.actions(),
        remind_at: per_move.map(|ms| since + ms / 2),
        turn_based: per_move.is_some(),
    }
}

impl Hub {
    /// The ids of the games whose turns changed on this server from now
    /// on (N-1; `crate::notify` tells them).
    pub(crate) fn watch_turns(&self) -> tokio::sync::mpsc::UnboundedReceiver<String> {
        self.turned.listen()
    }

    /// The ids of the games this server finishes from now on.
    pub(crate) fn watch_finished(&self) -> tokio::sync::mpsc::UnboundedReceiver<String> {
        self.finished.listen()
    }
}

/// The stored outcome `text` of `live`'s finished game, and where the
/// outcome its actions give now disagrees (logged: the stored one is shown).
fn against_stored(live: &Live, text: &str) -> Result<Recorded, String> {
    let outcome = parse_outcome(text)?;
    let rebuilt = live.table.outcome();
    let dispute = (rebuilt.as_ref() != Some(&outcome)).then(|| {
        tracing::warn!(
            game = %live.id,
            "its actions now give outcome {rebuilt:?}, not the stored {outcome:?}; \
             the stored one is shown"
        );
        OutcomeDispute { rebuilt }
    });
    Ok(Recorded { outcome, dispute })
}

/// On a server that shows a game another holds (`super::follow`): once the
/// game it shows is finished, the outcome its holder stored, `stored` (the
/// row's column), is the one shown, as on the holder and after a restart.
/// A garbled one is left for the holder to find; the rebuilt one is shown.
pub(super) fn followed(cell: &GameCell, live: &Live, stored: Option<&str>) {
    if live.status != Status::Finished || cell.recorded().is_some() {
        return;
    }
    match stored.map(|text| against_stored(live, text)) {
        Some(Ok(recorded)) => cell.record(recorded),
        Some(Err(e)) => tracing::warn!(game = %live.id, "its stored outcome: {e}"),
        None => {}
    }
}

impl Hub {
    /// Why game `id` is damaged, if it was found so.
    pub(super) fn damage_of(&self, id: &str) -> Option<String> {
        self.damaged.lock().expect("damaged lock").get(id).cloned()
    }

    /// Marks game `id` damaged for `reason`: kept here and stored, once, so
    /// that it is never rebuilt again; answers what to tell the client.
    pub(super) async fn mark_damaged(&self, id: &str, reason: String) -> HubError {
        let answer = HubError::damaged(id, &reason);
        let first = self
            .damaged
            .lock()
            .expect("damaged lock")
            .insert(id.to_string(), reason.clone())
            .is_none();
        if first {
            tracing::warn!(game = %id, "damaged: {reason}");
            if let Err(e) = self.commit_writes(vec![damaged_write(id, &reason)]).await {
                // Kept in memory still; stored at the next try after a restart.
                tracing::error!(game = %id, "the damage is not stored: {e}");
            }
        }
        answer
    }
}
