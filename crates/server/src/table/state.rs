//! What people are shown of a game at a table: a seat's (or a
//! spectator's) state, the public log in words with each seat called by
//! its name, and the replay once the game is over.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use urbs_engine::{Outcome, Seat, ToAct, Viewer};

use super::TableError;
use super::clock::ClockView;
use super::live::Live;
use super::seats::{Notice, SeatInfo, SeatKind};
use crate::store::{ChatRow, OutcomeDispute, Status};

/// A legal action in both forms: `text` to show, `json` to send back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    pub text: String,
    pub json: Value,
}

/// What one seat (or a spectator) gets to know about a game: the answer to
/// `GET /api/games/{id}` and the `state` message of the WebSocket.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameState {
    pub id: String,
    pub game: String,
    pub players: usize,
    pub status: Status,
    /// The edition of the rules this game is played under, and the latest
    /// (docs/rules/changelog/): a page says so where they differ.
    pub edition: u32,
    pub latest_edition: u32,
    /// The seat this state is for; `null` for a spectator.
    pub seat: Option<Seat>,
    /// The changes this viewer has seen happen; it only ever counts up.
    /// Every action that put an event in the public log counts, and this
    /// seat's own; the steps of another seat's secret choice (City's build
    /// and payments, a Metropolis proposal being drafted) are not counted,
    /// so that nothing another seat sees changes while it is made. An undo
    /// (U-1) counts twice, for the action and for taking it back, for those
    /// who saw the action.
    pub moves: usize,
    /// Seats that must act now.
    pub to_act: Vec<Seat>,
    /// Whether those seats decide at the same time, in secret.
    pub simultaneous: bool,
    pub view: Value,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub view_text: Option<String>,
    /// This seat's legal actions, if it must act.
    pub legal: Vec<Choice>,
    /// Index of the first entry of `log` in the game's public log.
    pub log_from: usize,
    pub log: Vec<Value>,
    pub log_text: Vec<String>,
    /// A finished game's outcome: the one stored when it finished (see
    /// `crate::store::outcomes`), never a new replay's.
    pub outcome: Option<Outcome>,
    /// Set when replaying the game's actions now gives another outcome
    /// than the stored one (which `outcome` still shows).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outcome_disputed: Option<OutcomeDispute>,
    pub seats: Vec<SeatInfo>,
    /// The id of the game's rematch once a player started one; each
    /// person's token opens their (moved) seat in it.
    #[serde(default)]
    pub rematch: Option<String>,
    /// Index of the first entry of `chat` in the game's chat.
    #[serde(default)]
    pub chat_from: usize,
    /// The table talk from `chat_from` on: `{idx, seat, after, at, text}`
    /// (`after`: the actions played when it was said).
    #[serde(default)]
    pub chat: Vec<ChatRow>,
    /// Per entry of `log`: whether a bot played the action behind it (the
    /// seat's own bot, or one playing for an absent person).
    #[serde(default)]
    pub log_bots: Vec<bool>,
    /// The clocks (T-1), for a game with a time control.
    #[serde(default)]
    pub clock: Option<ClockView>,
    /// The table's own log beside the game's: who left, ran out of time or
    /// came back (T-3 .. T-5), each placed before public log entry `log_at`.
    #[serde(default)]
    pub notices: Vec<Notice>,
    /// The bot level that plays for a person who leaves or runs out of time.
    #[serde(default)]
    pub takeover: String,
    /// How many of this seat's latest actions it may take back now (U-1).
    #[serde(default)]
    pub undo: usize,
    /// When this seat has acted but may take nothing back: the ruling that
    /// refuses it (`"U-4"`: a commitment stays; `"U-3"`: a reveal).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub undo_refused: Option<String>,
    /// The table offers hints: `GET /api/games/{id}/hint` answers its
    /// players.
    #[serde(default)]
    pub hints: bool,
    /// In a game with clocks, the server's time when this state was made
    /// (milliseconds since the Unix epoch): a page counts running clocks
    /// down from it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server_time: Option<i64>,
}

/// Whether public event `event` (docs/json.md) is `seat`'s doing: it names
/// the seat as its actor.
fn names_seat(event: &Value, seat: Seat) -> bool {
    ["seat", "player"]
        .iter()
        .any(|k| event.get(k).and_then(Value::as_u64) == Some(seat as u64))
}

impl Live {
    pub fn seat_infos(&self) -> Vec<SeatInfo> {
        self.seats
            .iter()
            .enumerate()
            .map(|(i, s)| s.info(i))
            .collect()
    }

    /// What `seat` (or a spectator, for `None`) may know at `now`, with the
    /// public log from `log_from` on.
    pub fn state(
        &self,
        seat: Option<Seat>,
        log_from: usize,
        chat_from: usize,
        text: bool,
        now: i64,
    ) -> GameState {
        let chat_from = chat_from.min(self.chat.len());
        let viewer = seat.map_or(Viewer::Spectator, Viewer::Seat);
        let to_act = self.table.to_act();
        let log_from = log_from.min(self.table.log_len());
        let log = self.table.log_json(log_from);
        let log_bots = (log_from..log_from + log.len())
            .map(|e| self.event_by_bot(e))
            .collect();
        let mine = seat.filter(|&s| self.status == Status::Active && self.seats[s].person_plays());
        GameState {
            id: self.id.clone(),
            game: self.table.game().to_string(),
            players: self.table.players(),
            status: self.status,
            edition: self.table.edition(),
            latest_edition: self.table.latest_edition(),
            seat,
            moves: self.moves_seen(seat),
            to_act: to_act.seats().iter().collect(),
            simultaneous: matches!(to_act, ToAct::Simultaneous(_)),
            view: self.table.view_json(viewer),
            view_text: text.then(|| self.table.view_text(viewer)),
            legal: match mine {
                Some(s) if to_act.includes(s) => self
                    .table
                    .legal_actions(s)
                    .into_iter()
                    .map(|c| Choice {
                        text: c.text,
                        json: c.json,
                    })
                    .collect(),
                _ => Vec::new(),
            },
            log_from,
            log,
            log_text: self.log_text(log_from),
            outcome: self.table.outcome(),
            outcome_disputed: None,
            seats: self
                .seat_infos()
                .into_iter()
                .zip(self.bot_from())
                .map(|(info, bot_from)| SeatInfo { bot_from, ..info })
                .collect(),
            rematch: self.rematch.clone(),
            chat_from,
            chat: self.chat[chat_from..].to_vec(),
            log_bots,
            clock: self.clock_view(),
            notices: self.notices_placed(),
            takeover: self.takeover.clone(),
            undo: mine.map_or(0, |s| self.table.undoable(s)),
            undo_refused: mine.and_then(|s| self.undo_refused(s)),
            hints: self.hints,
            server_time: self.clocks.is_some().then_some(now),
        }
    }

    /// Whether a bot played the action behind public event `e` (setup
    /// events: no).
    fn event_by_bot(&self, e: usize) -> bool {
        if e < self.setup_log {
            return false;
        }
        // The first action whose events end past `e`.
        let idx = self.log_ends.partition_point(|&end| end <= e);
        self.acts.get(idx).is_some_and(|a| a.by_bot)
    }

    /// The public log from `from` on as text, each seat called by the name
    /// the table knows it by: its player's name, `P2 (greedy)` for a bot,
    /// `P0` for a person who gave none ("Ann bids 6", not "player 3 bids 6").
    /// The line of an action a bot played for an absent person ends in
    /// `[bot]` (T-3), not the lines that followed from it.
    pub(super) fn log_text(&self, from: usize) -> Vec<String> {
        let names: Vec<String> = self
            .seats
            .iter()
            .enumerate()
            .map(|(s, slot)| match (&slot.name, &slot.bot_spec) {
                (Some(name), _) => name.clone(),
                // People count seats from 1 (issue 29); the API from 0.
                (None, Some(bot)) => format!("P{} ({bot})", s + 1),
                (None, None) => format!("P{}", s + 1),
            })
            .collect();
        // Read only for a line a takeover bot may have played (seldom): the
        // log's JSON is not made for every state of every game.
        let events = std::cell::OnceCell::new();
        self.table
            .log_text(from)
            .iter()
            .enumerate()
            .map(|(i, line)| {
                let line = urbs_engine::text::name_players(line, &names);
                let e = from + i;
                // Only the lines of the seat's own doing, not what followed
                // from it ("Turn 2", a lot turned up), which is nobody's move.
                let for_person = e >= self.setup_log && {
                    let idx = self.log_ends.partition_point(|&end| end <= e);
                    self.acts.get(idx).is_some_and(|a| {
                        a.by_bot
                            && self.seats[a.seat].kind == SeatKind::Human
                            && events
                                .get_or_init(|| self.table.log_json(from))
                                .get(i)
                                .is_some_and(|ev| names_seat(ev, a.seat))
                    })
                };
                if for_person {
                    format!("{line} [bot]")
                } else {
                    line
                }
            })
            .collect()
    }

    pub(super) fn events_of(&self, idx: usize) -> (Vec<Value>, Vec<String>) {
        let start = if idx == 0 {
            self.setup_log
        } else {
            self.log_ends[idx - 1]
        };
        let end = self.log_ends[idx];
        let mut json = self.table.log_json(start);
        let mut text = self.log_text(start);
        json.truncate(end - start);
        text.truncate(end - start);
        (json, text)
    }

    /// The replay, once the game is over (finished or abandoned): before
    /// that it would show the seed, and with it every hidden card.
    pub fn replay(&self) -> Result<Value, TableError> {
        if !self.status.is_over() {
            return Err(TableError::conflict(
                "the replay is available once the game is over",
            ));
        }
        let mut replay = self.table.replay_json();
        if !self.chat.is_empty() {
            // The table talk, each line after the actions played when it
            // was said (the command line ignores it).
            replay["chat"] = serde_json::json!(
                self.chat
                    .iter()
                    .map(|c| serde_json::json!({"seat": c.seat, "after": c.after, "text": c.text}))
                    .collect::<Vec<_>>()
            );
        }
        Ok(replay)
    }
}
