//! A stored game played back from its rows to where it stood.

use std::sync::Arc;

use serde_json::Value;
use urbs_engine::Seat;

use super::clock::{Clocks, TimeControl};
use super::live::{ActMeta, Live};
use super::seats::{Away, SeatKind, SeatSlot};
use crate::store::{ActionRow, StoredGame};

impl Live {
    /// Plays a stored game back to where it stood.
    pub fn restore(stored: &StoredGame) -> Result<Live, String> {
        let g = &stored.row;
        let options: Value = serde_json::from_str(&g.options)
            .map_err(|e| format!("game {}: bad options in the database: {e}", g.id))?;
        let table = match &g.position {
            None => {
                urbs_catalog::new_table_in(&g.game, Some(g.edition), g.players, &options, g.seed)
            }
            Some(text) => serde_json::from_str(text)
                .map_err(|e| e.to_string())
                .and_then(|p| urbs_catalog::load_position(&p)),
        }
        .map_err(|e| format!("game {}: {e}", g.id))?;
        let mut seats = Vec::with_capacity(g.players);
        for (i, s) in stored.seats.iter().enumerate() {
            if s.seat != i {
                return Err(format!("game {}: seat {i} is missing", g.id));
            }
            seats.push(SeatSlot {
                kind: SeatKind::parse(&s.kind)?,
                bot_spec: s.bot.clone(),
                name: s.name.clone(),
                token_hash: s.token_hash.clone(),
                away: s.away.as_deref().map(Away::parse).transpose()?,
            });
        }
        if seats.len() != g.players {
            return Err(format!("game {}: wrong number of seats", g.id));
        }
        let control: TimeControl = match &g.time_control {
            None => TimeControl::None,
            Some(t) => serde_json::from_str(t)
                .map_err(|e| format!("game {}: bad time control: {e}", g.id))?,
        };
        let takeover = g
            .takeover
            .clone()
            .unwrap_or_else(|| urbs_bots::levels::DEFAULT_LEVEL.to_string());
        let mut live = Live::blank(g.id.clone(), table, seats, control, takeover, g.created_at);
        live.status = g.status;
        live.hints = g.hints;
        live.listed = g.listed;
        live.rematch = g.rematch.clone();
        live.chat = Arc::new(stored.chat.clone());
        live.restore_notices(&stored.away_changes)?;
        live.replay_rows(&stored.actions)?;
        for u in &stored.undos {
            live.count_undo(u.seat, u.public);
        }
        if let Some(c) = &g.clocks {
            let clocks: Clocks =
                serde_json::from_str(c).map_err(|e| format!("game {}: bad clocks: {e}", g.id))?;
            if clocks.left_ms.len() != g.players || clocks.since.len() != g.players {
                return Err(format!("game {}: clocks for the wrong players", g.id));
            }
            live.clocks = Some(clocks);
        }
        if !live.status.is_over() {
            live.status = live.computed_status();
        }
        Ok(live)
    }

    /// Applies stored actions in order, as they were first applied.
    pub(crate) fn replay_rows(&mut self, rows: &[ActionRow]) -> Result<(), String> {
        let id = self.id.clone();
        let players = self.seats.len();
        for a in rows {
            if a.idx != self.log_ends.len() {
                return Err(format!("game {id}: action {} is missing", a.idx));
            }
            if a.seat >= players {
                return Err(format!(
                    "game {id}: action {} has no seat {}",
                    a.idx, a.seat
                ));
            }
            let action: Value = serde_json::from_str(&a.action)
                .map_err(|e| format!("game {id}: bad action {}: {e}", a.idx))?;
            self.table
                .apply_json(a.seat, &action)
                .map_err(|e| format!("game {id}: action {} does not apply: {e}", a.idx))?;
            self.record_action(a.seat);
            if let Some(key) = &a.key {
                self.keys.insert((a.seat, key.clone()), (a.idx, action));
            }
            self.acts.push(ActMeta {
                seat: a.seat,
                key: a.key.clone(),
                by_bot: a.by_bot,
                at: a.at,
            });
        }
        Ok(())
    }

    /// Counts an undo of `seat`'s: for everyone if others saw the action.
    pub(crate) fn count_undo(&mut self, seat: Seat, public: bool) {
        if public {
            self.public_undos += 1;
        } else {
            self.own_undos[seat] += 1;
        }
        self.undos += 1;
    }
}
