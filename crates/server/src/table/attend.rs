//! What happens at a table besides moves (`docs/rules/table.md`): a person
//! leaves and a bot plays for them (T-4), comes back (T-5), runs out of
//! time (T-3), takes back an action (U-1 .. U-5); a game nobody plays is
//! abandoned (T-6). Each is a change to a [`Live`] copy that returns the
//! rows to commit, like an action.

use std::sync::Arc;

use serde_json::Value;
use urbs_engine::Seat;
use urbs_engine::undo::{refusal, undoable};

use super::TableError;
use super::clock::ClockView;
use super::live::{Away, Live, SeatKind};
use super::seats::Notice;
use crate::store::{ActionRow, AwayRow, Status, UndoRow, Write};

/// An undo done: the game as it now stands and the action taken back.
pub(crate) struct Undone {
    pub live: Live,
    pub action: Value,
    pub text: String,
}

impl Live {
    fn person(&self, seat: Seat) -> Result<(), TableError> {
        if self.seats[seat].kind != SeatKind::Human {
            return Err(TableError::conflict("only a person's seat can do that"));
        }
        if self.status.is_over() {
            return Err(TableError::conflict("the game is over"));
        }
        Ok(())
    }

    /// Records who plays `seat` from `now` on, and says it in the table's
    /// log (T-3 .. T-5).
    fn set_away(&mut self, seat: Seat, away: Option<Away>, now: i64, writes: &mut Vec<Write>) {
        self.seats[seat].away = away;
        let notice = Notice {
            seat,
            away,
            after: self.actions(),
            log_at: 0,
            at: now,
        };
        let row = AwayRow {
            n: self.notices.len(),
            seat,
            away: away.map(|a| a.as_str().to_string()),
            after: notice.after,
            at: now,
        };
        Arc::make_mut(&mut self.notices).push(notice);
        writes.push(Write::Away {
            game_id: self.id.clone(),
            seat,
            away: row.away.clone(),
            row,
        });
    }

    /// The table's log of who left, ran out of time or came back, each
    /// placed in the public log.
    pub(crate) fn notices_placed(&self) -> Vec<Notice> {
        self.notices
            .iter()
            .map(|n| Notice {
                log_at: self.log_after(n.after),
                ..n.clone()
            })
            .collect()
    }

    /// Restores the notices from their stored rows.
    pub(crate) fn restore_notices(&mut self, rows: &[AwayRow]) -> Result<(), String> {
        let mut notices = Vec::with_capacity(rows.len());
        for r in rows {
            if r.seat >= self.seats.len() {
                return Err(format!(
                    "game {}: a seat change of no seat {}",
                    self.id, r.seat
                ));
            }
            notices.push(Notice {
                seat: r.seat,
                away: r.away.as_deref().map(Away::parse).transpose()?,
                after: r.after,
                log_at: 0,
                at: r.at,
            });
        }
        self.notices = Arc::new(notices);
        Ok(())
    }

    /// T-3: in a game of one person against bots, a person whose time ran
    /// out is waited for, not played for (T-8): the game pauses.
    pub(crate) fn paused(&self, seat: Seat) -> bool {
        self.seats[seat].away == Some(Away::Time) && self.lone_person() == Some(seat)
    }

    /// The only person at the table, if every other seat is a bot's.
    fn lone_person(&self) -> Option<Seat> {
        let mut people = (0..self.seats.len()).filter(|&s| self.seats[s].kind != SeatKind::Bot);
        let first = people.next()?;
        people.next().is_none().then_some(first)
    }

    /// T-7: `seat`'s person opened the game (read its state, opened its
    /// socket, joined or acted). Answers the rows to store: none unless the
    /// clocks were waiting for them.
    pub fn open_seat(&mut self, seat: Seat, now: i64) -> Vec<Write> {
        let mut writes = Vec::new();
        if self.seats[seat].kind != SeatKind::Human || self.status.is_over() {
            return writes;
        }
        let Some(clocks) = self.clocks.as_mut() else {
            return writes;
        };
        if clocks.started || !clocks.open(seat) {
            return writes;
        }
        self.sync_clocks(now, &mut writes);
        self.store_clocks(&mut writes);
        writes
    }

    /// Whether opening the game as `seat` would change anything (read
    /// without the lock before asking for it).
    pub fn opens_clocks(&self, seat: Seat) -> bool {
        self.seats[seat].kind == SeatKind::Human
            && !self.status.is_over()
            && self
                .clocks
                .as_ref()
                .is_some_and(|c| !c.started && !c.has_opened(seat))
    }

    /// T-7: the host starts the clocks before everyone has opened the game.
    pub fn start_clocks(&mut self, seat: Seat, now: i64) -> Result<Vec<Write>, TableError> {
        self.person(seat)?;
        if self.status != Status::Active {
            return Err(TableError::conflict(
                "the game starts when every seat is taken",
            ));
        }
        let Some(clocks) = self.clocks.as_mut() else {
            return Err(TableError::conflict("this game has no clock"));
        };
        if clocks.started {
            return Err(TableError::conflict("the clocks run already"));
        }
        if clocks.host != Some(seat) {
            return Err(TableError::Refused(urbs_engine::RuleError::new(
                "T-7",
                "only the host (the seat the game was created for) can start the clocks \
                 before everyone has opened the game",
            )));
        }
        clocks.started = true;
        clocks.open(seat);
        let mut writes = Vec::new();
        self.sync_clocks(now, &mut writes);
        self.store_clocks(&mut writes);
        Ok(writes)
    }

    /// The clocks as they stand, stored (once per change).
    pub(crate) fn store_clocks(&self, writes: &mut Vec<Write>) {
        writes.retain(|w| !matches!(w, Write::Clocks { .. }));
        if let Some(clocks) = self.clocks_json() {
            writes.push(Write::Clocks {
                game_id: self.id.clone(),
                clocks,
            });
        }
    }

    /// What everyone is shown of the clocks: T-7's people not there yet.
    pub(crate) fn clock_view(&self) -> Option<ClockView> {
        let clocks = self.clocks.as_ref()?;
        let mut view = clocks.view(&self.control);
        if !clocks.started {
            view.waiting = (0..self.seats.len())
                .filter(|&s| {
                    matches!(self.seats[s].kind, SeatKind::Human | SeatKind::Open)
                        && !clocks.has_opened(s)
                })
                .collect();
        }
        Some(view)
    }

    /// Per seat: the first action a bot played for its person (numbered
    /// from 1), if any.
    pub(crate) fn bot_from(&self) -> Vec<Option<usize>> {
        let mut from = vec![None; self.seats.len()];
        for (i, a) in self.acts.iter().enumerate() {
            if a.by_bot && self.seats[a.seat].kind == SeatKind::Human && from[a.seat].is_none() {
                from[a.seat] = Some(i + 1);
            }
        }
        from
    }

    /// T-4: the person at `seat` leaves; from now the takeover bot plays
    /// for them.
    pub fn leave(&mut self, seat: Seat, now: i64) -> Result<Vec<Write>, TableError> {
        self.person(seat)?;
        if self.seats[seat].away.is_some() {
            return Err(TableError::conflict("you have left already"));
        }
        let mut writes = Vec::new();
        self.set_away(seat, Some(Away::Left), now, &mut writes);
        self.sync_clocks(now, &mut writes);
        Ok(writes)
    }

    /// T-5: the person at `seat` takes it back from the bot. A move the bot
    /// is still thinking about is then dropped (the change comes between
    /// two moves).
    pub fn come_back(&mut self, seat: Seat, now: i64) -> Result<Vec<Write>, TableError> {
        self.person(seat)?;
        if self.seats[seat].away.is_none() {
            return Err(TableError::conflict("you are at the table already"));
        }
        let mut writes = Vec::new();
        let paused = self.paused(seat);
        if let Some(clocks) = self.clocks.as_mut() {
            if paused {
                // T-8: nobody else's time is at stake.
                clocks.fresh_move(&self.control, seat);
            } else {
                clocks.come_back(&self.control, seat)?;
            }
            clocks.open(seat);
        }
        self.set_away(seat, None, now, &mut writes);
        self.sync_clocks(now, &mut writes);
        // Stored even if the clock does not start now.
        self.store_clocks(&mut writes);
        Ok(writes)
    }

    /// T-3: every person whose time is up at `now` is taken over by the
    /// bot. Returns the seats taken over and the rows to store.
    pub fn time_out(&mut self, now: i64) -> (Vec<Seat>, Vec<Write>) {
        let mut writes = Vec::new();
        if self.status != Status::Active {
            return (Vec::new(), writes);
        }
        let Some(clocks) = self.clocks.as_mut() else {
            return (Vec::new(), writes);
        };
        let out: Vec<Seat> = clocks
            .out_of_time(now)
            .into_iter()
            .filter(|&s| self.seats[s].person_plays())
            .collect();
        for &s in &out {
            clocks.flag(s);
        }
        for &s in &out {
            self.set_away(s, Some(Away::Time), now, &mut writes);
        }
        if !out.is_empty() {
            writes.push(Write::Clocks {
                game_id: self.id.clone(),
                clocks: self.clocks_json().expect("a game with clocks"),
            });
            self.sync_clocks(now, &mut writes);
        }
        (out, writes)
    }

    /// U-1: takes back `seat`'s latest action, as the rulings allow: the
    /// game is played again without it (other seats' silent steps after it
    /// stay, one place up). Bots never undo; a person a bot plays for must
    /// come back first. `seen`, when given, is the `moves` the seat's page
    /// showed: the undo is refused unless the game still stands there, so
    /// that it never takes back an action the page did not show as the
    /// latest, and an undo sent again (its first answer lost) never takes
    /// back a second action.
    pub(crate) fn undo(
        &self,
        seat: Seat,
        seen: Option<usize>,
        now: i64,
    ) -> Result<(Undone, Vec<Write>), TableError> {
        self.person(seat)?;
        if self.status != Status::Active {
            return Err(TableError::conflict("the game has not begun"));
        }
        let here = self.moves_seen(Some(seat));
        if let Some(there) = seen.filter(|&m| m != here) {
            return Err(TableError::conflict(format!(
                "the game has moved on since your page showed it ({there} moves there, {here} \
                 now): nothing was taken back; look at the game again"
            )));
        }
        if !self.seats[seat].person_plays() {
            return Err(TableError::conflict(
                "a bot plays this seat for you now; take your seat back first (T-5)",
            ));
        }
        let marks = self
            .table
            .marks()
            .ok_or_else(|| TableError::conflict("this game keeps no undo"))?;
        let Some(&at) = undoable(&marks, seat).first() else {
            let e = refusal(&marks, seat);
            return Err(TableError::Refused(urbs_engine::RuleError::new(
                e.rule, e.message,
            )));
        };
        let replay = self.table.replay_json();
        let recorded = replay["actions"].as_array().cloned().unwrap_or_default();
        let mut rows: Vec<ActionRow> = Vec::with_capacity(recorded.len());
        for (i, step) in recorded.iter().enumerate() {
            if i == at {
                continue;
            }
            let mut row = self.action_row(i, self.acts[i].seat, step["action"].to_string());
            row.idx = rows.len();
            rows.push(row);
        }
        let start = urbs_catalog::load_replay(&serde_json::json!({
            "game": replay["game"],
            "players": replay["players"],
            "options": replay["options"],
            "seed": replay["seed"],
            "edition": replay["edition"],
            "actions": [],
            "position": replay.get("position"),
        }))
        .map_err(|e| TableError::unavailable(format!("cannot play the game again: {e}")))?;
        let mut next = Live::blank(
            self.id.clone(),
            start,
            self.seats.clone(),
            self.control,
            self.takeover.clone(),
            self.created_at,
        );
        next.replay_rows(&rows)
            .map_err(|e| TableError::unavailable(format!("cannot play the game again: {e}")))?;
        next.status = self.status;
        next.hints = self.hints;
        next.rematch = self.rematch.clone();
        next.chat = self.chat.clone();
        next.notices = self.notices.clone();
        next.clocks = self.clocks.clone();
        next.public_undos = self.public_undos;
        next.own_undos = self.own_undos.clone();
        next.undos = self.undos;
        let public = !marks[at].silent;
        next.count_undo(seat, public);
        let action = recorded[at]["action"].clone();
        let write = Write::Undo {
            game_id: self.id.clone(),
            row: UndoRow {
                n: self.undos,
                seat,
                public,
                idx: at,
                action: action.to_string(),
                at: now,
            },
            moved: rows[at..].to_vec(),
        };
        // Undo never moves the turn (U-4), so the clocks stand as they were.
        Ok((
            Undone {
                text: action_text(&next, seat, &action),
                live: next,
                action,
            },
            vec![write],
        ))
    }

    /// The ruling that keeps `seat` from taking anything back now, once it
    /// has acted (U-1 .. U-4); `None` when it may, or has nothing yet.
    pub(crate) fn undo_refused(&self, seat: Seat) -> Option<String> {
        if self.table.undoable(seat) > 0 {
            return None;
        }
        let marks = self.table.marks()?;
        if !marks.iter().any(|m| m.seat == seat) {
            return None;
        }
        Some(refusal(&marks, seat).rule.to_string())
    }

    /// T-6: the game is given up, unfinished, at `now`.
    pub fn abandon(&mut self, now: i64) -> Vec<Write> {
        let mut writes = Vec::new();
        if self.status.is_over() {
            return writes;
        }
        self.status = Status::Abandoned;
        writes.push(Write::Status {
            game_id: self.id.clone(),
            status: Status::Abandoned,
        });
        self.sync_clocks(now, &mut writes);
        writes
    }

    /// Whether the game waits for people, so that T-6 may abandon it: a
    /// seat is open, or nobody's clock can run (no time control, clocks not
    /// started, T-7, or the lone person's time ran out, T-8).
    pub fn waits_for_people(&self) -> bool {
        match self.status {
            Status::Open => true,
            Status::Active => {
                self.clocks.as_ref().is_none_or(|c| !c.started)
                    || (0..self.seats.len()).any(|s| self.paused(s))
            }
            _ => false,
        }
    }

    /// When the last action was played (or the game made).
    pub fn last_active(&self) -> i64 {
        self.acts
            .iter()
            .rev()
            .find_map(|a| a.at)
            .unwrap_or(self.created_at)
    }
}

/// The text of `action` as `seat` would see it offered (for the answer to
/// an undo): it is legal again once taken back.
fn action_text(live: &Live, seat: Seat, action: &Value) -> String {
    live.table
        .legal_actions(seat)
        .into_iter()
        .find(|c| c.json == *action)
        .map_or_else(|| action.to_string(), |c| c.text)
}
