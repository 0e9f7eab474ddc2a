//! A game held in memory: its table, its seats (people, bots, open places),
//! its clocks, and the bookkeeping that turns actions (and joins and chat)
//! into rows to store. How a game is made is in `setup.rs`, how it is
//! played back from its rows in `restore.rs`, what people are shown of it
//! in `state.rs`; what happens at the table besides moves (leaving, coming
//! back, time running out, undo, abandonment) is in `attend.rs`.

use std::collections::HashMap;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use urbs_engine::{DynTable, RuleError, Seat, SeatSet};

use super::TableError;
use super::clock::{Clocks, TimeControl};
pub use super::seats::{Away, SeatInfo, SeatKind, SeatRequest};
use super::seats::{Notice, SeatSlot, check_name, names_of};
use super::tokens;
use crate::store::{ActionRow, ChatRow, Status, Write};

/// An action carried out (or recognised as sent before).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Acted {
    pub events: Vec<Value>,
    pub events_text: Vec<String>,
    /// What `moves` in this seat's state is after this action: the actions
    /// this seat has seen happen (see `GameState::moves`).
    pub moves: usize,
    /// True when the idempotency key named an action already taken: nothing
    /// new happened and `events` are the ones it caused then.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub duplicate: bool,
}

/// What a chat line came to: its number, and whether its key named a line
/// already said (nothing new was said then).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Said {
    pub idx: usize,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub duplicate: bool,
}

/// A game as it stands: cloned to make a change, which replaces the old one
/// only once it is committed (see [`crate::hub`]).
pub(crate) struct Live {
    pub id: String,
    pub table: Box<dyn DynTable>,
    pub(crate) seats: Vec<SeatSlot>,
    /// Length of the public log after the setup, and after each action.
    pub(super) setup_log: usize,
    pub(super) log_ends: Vec<usize>,
    /// Idempotency keys: (seat, key) -> (action number, action).
    pub(super) keys: HashMap<(Seat, String), (usize, Value)>,
    pub status: Status,
    /// Actions that put an event in the public log.
    pub(super) public_moves: usize,
    /// Per seat: its own actions that put nothing in the public log (the
    /// steps of a secret choice), which only that seat has seen.
    pub(super) own_steps: Vec<usize>,
    /// Per action: what `moves` its actor's state showed after it.
    pub(super) seen_after: Vec<usize>,
    /// Per action: who played it, when, and with which key.
    pub(crate) acts: Vec<ActMeta>,
    /// Undos of actions others saw, and per seat of its own silent steps
    /// (each counts twice in `moves`); `undos` in all.
    pub(crate) public_undos: usize,
    pub(crate) own_undos: Vec<usize>,
    pub(crate) undos: usize,
    /// The id of this game's rematch, once one is started.
    pub rematch: Option<String>,
    /// The table talk, in order (shared between versions: a line is only
    /// ever added).
    pub chat: Arc<Vec<ChatRow>>,
    /// Who left, ran out of time or came back, in order (only ever added to).
    pub(crate) notices: Arc<Vec<Notice>>,
    pub(crate) control: TimeControl,
    /// Every seat's clock, in a game with a time control.
    pub(crate) clocks: Option<Clocks>,
    /// The level that plays for a person who is away.
    pub(crate) takeover: String,
    pub(crate) created_at: i64,
    /// The table offers its players a strong bot's move (a hint).
    pub(crate) hints: bool,
    /// In the public lists; a rematch keeps it.
    pub(crate) listed: bool,
}

/// What the record does not say of an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ActMeta {
    pub seat: Seat,
    pub key: Option<String>,
    pub by_bot: bool,
    pub at: Option<i64>,
}

/// Longest chat line, in characters.
pub const MAX_CHAT_CHARS: usize = 300;
/// Most chat lines one game keeps.
pub const MAX_CHAT_LINES: usize = 1000;

impl Clone for Live {
    fn clone(&self) -> Live {
        Live {
            id: self.id.clone(),
            table: self.table.clone_box(),
            seats: self.seats.clone(),
            setup_log: self.setup_log,
            log_ends: self.log_ends.clone(),
            keys: self.keys.clone(),
            status: self.status,
            public_moves: self.public_moves,
            own_steps: self.own_steps.clone(),
            seen_after: self.seen_after.clone(),
            acts: self.acts.clone(),
            public_undos: self.public_undos,
            own_undos: self.own_undos.clone(),
            undos: self.undos,
            rematch: self.rematch.clone(),
            chat: self.chat.clone(),
            notices: self.notices.clone(),
            control: self.control,
            clocks: self.clocks.clone(),
            takeover: self.takeover.clone(),
            created_at: self.created_at,
            hints: self.hints,
            listed: self.listed,
        }
    }
}

impl Live {
    pub(crate) fn computed_status(&self) -> Status {
        if self.table.to_act().is_over() {
            Status::Finished
        } else if self.seats.iter().any(|s| s.kind == SeatKind::Open) {
            Status::Open
        } else {
            Status::Active
        }
    }

    /// T-1: runs the clocks of the people who must act now and stops the
    /// others', at `now`; a clock that changed is stored with the change.
    pub(crate) fn sync_clocks(&mut self, now: i64, writes: &mut Vec<Write>) {
        let Some(clocks) = self.clocks.as_mut() else {
            return;
        };
        let mut changed = false;
        let to_act = self.table.to_act().seats();
        // T-7: the clocks start once every person has opened the game.
        if !clocks.started
            && self.status == Status::Active
            && (0..self.seats.len())
                .all(|s| self.seats[s].kind != SeatKind::Human || clocks.has_opened(s))
        {
            clocks.started = true;
            changed = true;
        }
        let mut running = SeatSet::EMPTY;
        if self.status == Status::Active && clocks.started {
            for s in to_act.iter() {
                if self.seats[s].person_plays() {
                    running.insert(s);
                }
            }
        }
        // A move a bot held for a seat is over once the seat need not act.
        for s in 0..self.seats.len() {
            if !to_act.contains(s) {
                changed |= clocks.end_move(s);
            }
        }
        // A seat a bot now plays for pauses where it stood: its turn did
        // not pass, so no increment (T-4).
        for (s, slot) in self.seats.iter().enumerate() {
            if clocks.since[s].is_some() && !slot.person_plays() {
                clocks.pause(s, now);
                changed = true;
            }
        }
        changed |= clocks.set_running(&self.control, running, now);
        if changed {
            writes.push(Write::Clocks {
                game_id: self.id.clone(),
                clocks: serde_json::to_string(clocks).expect("clocks serialize"),
            });
        }
    }

    /// When the server must next look at this game's clocks.
    pub(crate) fn deadline(&self) -> Option<i64> {
        if self.status != Status::Active {
            return None;
        }
        self.clocks.as_ref().and_then(Clocks::deadline)
    }

    /// The token hash of every seat (none for bots and open seats).
    pub fn token_hashes(&self) -> Vec<Option<String>> {
        self.seats.iter().map(|s| s.token_hash.clone()).collect()
    }

    /// Adds a line to the chat for `seat` (a person seated here), and the
    /// row that stores it. Text only: 1 to [`MAX_CHAT_CHARS`] characters,
    /// not blank, no control, format or text-direction characters, no pile
    /// of combining marks (`urbs_engine::text::check_text`). A `key` the
    /// seat said a line with already names that line: the same text is
    /// answered with it and nothing new is said, another text is refused.
    pub fn say(
        &mut self,
        seat: Seat,
        text: &str,
        key: Option<&str>,
        at: i64,
    ) -> Result<(Said, Vec<Write>), TableError> {
        let text = text.trim();
        if let Some(key) = key
            && let Some(line) = self.said_with(seat, key)
        {
            if line.text != text {
                return Err(TableError::conflict(format!(
                    "key `{key}` was already used for another chat line of this seat"
                )));
            }
            let said = Said {
                idx: line.idx,
                duplicate: true,
            };
            return Ok((said, Vec::new()));
        }
        let count = text.chars().count();
        if count == 0 {
            return Err(TableError::malformed("say something: the line is empty"));
        }
        if count > MAX_CHAT_CHARS {
            return Err(TableError::malformed(format!(
                "a chat line has at most {MAX_CHAT_CHARS} characters; this one has {count}"
            )));
        }
        urbs_engine::text::check_text("a chat line", text).map_err(TableError::malformed)?;
        if self.chat.len() >= MAX_CHAT_LINES {
            return Err(TableError::conflict(format!(
                "this game's chat is full ({MAX_CHAT_LINES} lines)"
            )));
        }
        let row = ChatRow {
            idx: self.chat.len(),
            seat,
            after: self.actions(),
            at,
            text: text.to_string(),
            key: key.map(str::to_string),
        };
        Arc::make_mut(&mut self.chat).push(row.clone());
        let write = Write::Chat {
            game_id: self.id.clone(),
            row,
        };
        let said = Said {
            idx: self.chat.len() - 1,
            duplicate: false,
        };
        Ok((said, vec![write]))
    }

    /// The line `seat` said with `key`, if any.
    pub fn said_with(&self, seat: Seat, key: &str) -> Option<&ChatRow> {
        self.chat
            .iter()
            .find(|line| line.seat == seat && line.key.as_deref() == Some(key))
    }

    /// Carries out `action` for `seat` in memory at `now` and returns the
    /// rows that make it durable. The caller commits them before telling
    /// anyone. `by_bot`: a bot plays it (the seat's own, or one playing for
    /// an absent person); a person may not act for a seat a bot plays.
    pub fn act(
        &mut self,
        seat: Seat,
        action: &Value,
        key: Option<&str>,
        by_bot: bool,
        now: i64,
    ) -> Result<(Acted, Vec<Write>), TableError> {
        if let Some(key) = key
            && let Some((idx, earlier)) = self.keys.get(&(seat, key.to_string()))
        {
            if earlier != action {
                return Err(TableError::conflict(format!(
                    "key `{key}` was already used for another action of this seat"
                )));
            }
            let (events, events_text) = self.events_of(*idx);
            return Ok((
                Acted {
                    events,
                    events_text,
                    moves: self.seen_after[*idx],
                    duplicate: true,
                },
                Vec::new(),
            ));
        }
        match self.status {
            Status::Open => {
                return Err(TableError::conflict(
                    "the game starts when every seat is taken",
                ));
            }
            Status::Finished => return Err(TableError::conflict("the game is over")),
            Status::Abandoned => return Err(TableError::conflict("the game was abandoned")),
            Status::Active => {}
        }
        if !by_bot && !self.seats[seat].person_plays() {
            return Err(TableError::conflict(
                "a bot plays this seat for you now; take your seat back first (T-5)",
            ));
        }
        let start = self.table.log_len();
        let events = self
            .table
            .apply_json(seat, action)
            .map_err(TableError::from_act)?;
        // T-7: a person who acts has opened the game.
        let opened = !by_bot
            && self
                .clocks
                .as_mut()
                .is_some_and(|c| !c.started && c.open(seat));
        let idx = self.log_ends.len();
        self.record_action(seat);
        self.acts.push(ActMeta {
            seat,
            key: key.map(str::to_string),
            by_bot,
            at: Some(now),
        });
        let mut writes = vec![Write::Action {
            game_id: self.id.clone(),
            row: self.action_row(idx, seat, action.to_string()),
        }];
        if let Some(key) = key {
            self.keys
                .insert((seat, key.to_string()), (idx, action.clone()));
        }
        self.update_status(&mut writes);
        self.sync_clocks(now, &mut writes);
        if opened {
            self.store_clocks(&mut writes);
        }
        Ok((
            Acted {
                events,
                events_text: self.log_text(start),
                moves: self.seen_after[idx],
                duplicate: false,
            },
            writes,
        ))
    }

    /// The row that stores action `idx`.
    pub(crate) fn action_row(&self, idx: usize, seat: Seat, action: String) -> ActionRow {
        let meta = &self.acts[idx];
        ActionRow {
            idx,
            seat,
            action,
            key: meta.key.clone(),
            by_bot: meta.by_bot,
            at: meta.at,
        }
    }

    pub(crate) fn update_status(&mut self, writes: &mut Vec<Write>) {
        let status = self.computed_status();
        if status != self.status {
            self.status = status;
            writes.push(Write::Status {
                game_id: self.id.clone(),
                status,
            });
        }
    }

    /// Books the action just applied for `seat`: where its events end, and
    /// who has seen it.
    pub(super) fn record_action(&mut self, seat: Seat) {
        let before = self.log_ends.last().copied().unwrap_or(self.setup_log);
        let after = self.table.log_len();
        self.log_ends.push(after);
        if after > before {
            self.public_moves += 1;
        } else {
            self.own_steps[seat] += 1;
        }
        self.seen_after.push(self.moves_seen(Some(seat)));
    }

    /// `moves` as `seat` (or a spectator) sees it.
    pub(super) fn moves_seen(&self, seat: Option<Seat>) -> usize {
        let own = seat.map_or(0, |s| self.own_steps[s] + 2 * self.own_undos[s]);
        self.public_moves + 2 * self.public_undos + own
    }

    /// Actions in the record.
    pub fn actions(&self) -> usize {
        self.log_ends.len()
    }

    /// The length of the public log once `actions` actions were played.
    pub(crate) fn log_after(&self, actions: usize) -> usize {
        match actions.min(self.log_ends.len()) {
            0 => self.setup_log,
            n => self.log_ends[n - 1],
        }
    }

    /// Each seat's bot: its own spec, the takeover level for a person who
    /// is away, `None` for people at the table and open seats.
    pub fn bot_specs(&self) -> Vec<Option<String>> {
        self.seats
            .iter()
            .map(|s| match s.kind {
                SeatKind::Bot => s.bot_spec.clone(),
                SeatKind::Human if s.away.is_some() => Some(self.takeover.clone()),
                _ => None,
            })
            .collect()
    }

    /// Whether a bot moves for `seat` now (not for a person the game
    /// waits for, T-8).
    pub fn bot_plays(&self, seat: Seat) -> bool {
        self.seats[seat].bot_plays() && !self.paused(seat)
    }

    /// The lowest seat a bot plays that must act now, if the game is under way.
    pub fn bot_to_act(&self) -> Option<Seat> {
        if self.status != Status::Active {
            return None;
        }
        self.table
            .to_act()
            .seats()
            .iter()
            .find(|&s| self.bot_plays(s))
    }

    /// Gives the lowest open seat to a newcomer at `now`.
    /// Only an open seat `free` allows is taken: a seat held for an
    /// invited account is nobody else's (I-2).
    pub fn claim_where(
        &mut self,
        name: Option<String>,
        now: i64,
        free: &dyn Fn(Seat) -> bool,
    ) -> Result<(Seat, String, Vec<Write>), TableError> {
        check_name(&name)?;
        if self.status.is_over() {
            return Err(TableError::conflict("the game is over"));
        }
        let open = |s: &(usize, &SeatSlot)| s.1.kind == SeatKind::Open;
        let seat = match self.seats.iter().enumerate().find(|s| open(s) && free(s.0)) {
            Some((seat, _)) => seat,
            None if self.seats.iter().enumerate().any(|s| open(&s)) => {
                return Err(TableError::Refused(RuleError::new(
                    "I-2",
                    "the open seats of this game are held for invited accounts",
                )));
            }
            None => return Err(TableError::conflict("no seat is open in this game")),
        };
        let token = tokens::new_token();
        let hash = tokens::token_hash(&token);
        let slot = &mut self.seats[seat];
        slot.kind = SeatKind::Human;
        slot.token_hash = Some(hash.clone());
        if name.is_some() {
            slot.name = name.clone();
        }
        let name = slot.name.clone();
        self.table.set_names(names_of(&self.seats));
        let mut writes = vec![Write::ClaimSeat {
            game_id: self.id.clone(),
            seat,
            token_hash: hash,
            name,
        }];
        self.update_status(&mut writes);
        // T-7: whoever joins has the game open.
        if let Some(clocks) = self.clocks.as_mut() {
            clocks.open(seat);
        }
        self.sync_clocks(now, &mut writes);
        self.store_clocks(&mut writes);
        Ok((seat, token, writes))
    }
}
