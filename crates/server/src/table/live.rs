//! A game held in memory: its table, its seats (people, bots, open places),
//! its clocks, and the bookkeeping that turns actions into rows to store.
//! What happens at the table besides moves (leaving, coming back, time
//! running out, undo, abandonment) is in [`super::attend`].

use std::collections::HashMap;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use urbs_engine::{DynTable, Outcome, RuleError, Seat, SeatSet, ToAct, Viewer, derive_seed};

use super::TableError;
use super::clock::{ClockView, Clocks, TimeControl};
pub use super::seats::{Away, SeatInfo, SeatKind, SeatRequest};
use super::seats::{Notice, SeatSlot, check_name, names_of};
use super::tokens;
use crate::store::{
    ActionRow, ChatRow, GameRow, OutcomeDispute, SeatRow, Status, StoredGame, Write,
};

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

/// An action carried out (or recognised as sent before).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Acted {
    pub events: Vec<Value>,
    pub events_text: Vec<String>,
    /// What `moves` in this seat's state is after this action: the actions
    /// this seat has seen happen (see [`GameState::moves`]).
    pub moves: usize,
    /// True when the idempotency key named an action already taken: nothing
    /// new happened and `events` are the ones it caused then.
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
    setup_log: usize,
    log_ends: Vec<usize>,
    /// Idempotency keys: (seat, key) -> (action number, action).
    keys: HashMap<(Seat, String), (usize, Value)>,
    pub status: Status,
    /// Actions that put an event in the public log.
    public_moves: usize,
    /// Per seat: its own actions that put nothing in the public log (the
    /// steps of a secret choice), which only that seat has seen.
    own_steps: Vec<usize>,
    /// Per action: what `moves` its actor's state showed after it.
    seen_after: Vec<usize>,
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

/// Everything a new game is made with besides its table and seats.
pub(crate) struct Setup<'a> {
    pub game: &'a str,
    pub options: &'a Value,
    pub seed: u64,
    pub position: Option<String>,
    pub control: TimeControl,
    pub takeover: String,
    pub created_at: i64,
    pub hints: bool,
    pub listed: bool,
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

/// Whether public event `event` (docs/json.md) is `seat`'s doing: it names
/// the seat as its actor.
fn names_seat(event: &Value, seat: Seat) -> bool {
    ["seat", "player"]
        .iter()
        .any(|k| event.get(k).and_then(Value::as_u64) == Some(seat as u64))
}

/// Bots get their own seed, apart from the game's, per seat.
pub(crate) fn bot_seed(seed: u64, seat: Seat) -> u64 {
    derive_seed(seed ^ 0xB07_5EED, seat as u64)
}

/// The table of a game that starts from `position`, and the position as
/// stored. The position must be of `game` and `players`, and
/// brings its own options.
fn start_from(
    game: &str,
    players: usize,
    options: &Value,
    position: &Value,
) -> Result<(Box<dyn urbs_engine::DynTable>, String), TableError> {
    let bad = |e: String| TableError::malformed(format!("bad position: {e}"));
    let of = position.get("game").and_then(Value::as_str);
    if of != Some(game) {
        return Err(bad(format!(
            "it is a position of {}, not of {game}",
            of.unwrap_or("no game")
        )));
    }
    let table = urbs_catalog::load_position(position).map_err(bad)?;
    if table.players() != players {
        return Err(bad(format!(
            "it has {} players but {players} seats are asked for",
            table.players()
        )));
    }
    if options.as_object().is_none_or(|o| !o.is_empty()) {
        return Err(bad(
            "a position carries its own options; leave `options` out".into(),
        ));
    }
    let stored = urbs_catalog::position_json(table.as_ref()).to_string();
    Ok((table, stored))
}

impl Live {
    /// A new game, and the tokens of its human seats. Refuses unknown games,
    /// bots and options, and player counts the game does not allow.
    /// `check_bot(game, spec)` refuses the bots this server does not allow
    /// (the takeover level included). With a `position`
    /// (docs/positions.md) the game starts from it rather than from a deal;
    /// it is checked as `urbs play --position` checks it.
    #[allow(clippy::too_many_arguments)]
    pub fn create(
        game: &str,
        players: usize,
        options: &Value,
        seed: u64,
        edition: Option<u32>,
        position: Option<&Value>,
        seats: &[SeatRequest],
        control: TimeControl,
        takeover: String,
        hints: Option<bool>,
        listed: bool,
        created_at: i64,
        check_bot: &dyn Fn(&str, &str) -> Result<(), TableError>,
    ) -> Result<(Live, Vec<Option<String>>, Write), TableError> {
        if seats.len() != players {
            return Err(TableError::malformed(format!(
                "{players} players but {} seats given",
                seats.len()
            )));
        }
        control.check()?;
        check_bot(game, &takeover)?;
        let options = if options.is_null() {
            Value::Object(Default::default())
        } else {
            options.clone()
        };
        let (table, options, position) = match position {
            None => (
                urbs_catalog::new_table_in(game, edition, players, &options, seed)
                    .map_err(TableError::malformed)?,
                options,
                None,
            ),
            Some(position) => {
                let (table, stored) = start_from(game, players, &options, position)?;
                if edition.is_some_and(|e| e != table.edition()) {
                    return Err(TableError::malformed(format!(
                        "the position is of edition {} of the rules; leave `edition` out",
                        table.edition()
                    )));
                }
                let own = table.replay_json()["options"].clone();
                (table, own, Some(stored))
            }
        };
        let mut tokens = Vec::with_capacity(players);
        let mut slots = Vec::with_capacity(players);
        for (seat, req) in seats.iter().enumerate() {
            check_name(&req.name)?;
            let mut slot = SeatSlot {
                kind: req.kind,
                bot_spec: None,
                name: req.name.clone(),
                token_hash: None,
                away: None,
            };
            let mut token = None;
            match req.kind {
                SeatKind::Human => {
                    let t = tokens::new_token();
                    slot.token_hash = Some(tokens::token_hash(&t));
                    token = Some(t);
                }
                SeatKind::Bot => {
                    let spec = req.bot.clone().ok_or_else(|| {
                        TableError::malformed(format!("seat {seat} is a bot but names no bot"))
                    })?;
                    check_bot(game, &spec)?;
                    slot.bot_spec = Some(spec);
                }
                SeatKind::Open => {}
            }
            if req.kind != SeatKind::Bot && req.bot.is_some() {
                return Err(TableError::malformed(format!(
                    "seat {seat} names a bot but is not a bot seat"
                )));
            }
            tokens.push(token);
            slots.push(slot);
        }
        // Hints are offered by default only to a lone person against bots:
        // where other people play, only if the game was made so, and then
        // to every one of them alike.
        let people = slots.iter().filter(|s| s.kind != SeatKind::Bot).count();
        let hints = hints.unwrap_or(people == 1 && slots.len() > 1);
        let setup = Setup {
            game,
            options: &options,
            seed,
            position,
            control,
            takeover,
            created_at,
            hints,
            listed,
        };
        let (live, write) = Live::fresh(table, slots, setup);
        Ok((live, tokens, write))
    }

    /// A game on `table` with `seats` and nothing played, its id `id`.
    pub(crate) fn blank(
        id: String,
        mut table: Box<dyn DynTable>,
        seats: Vec<SeatSlot>,
        control: TimeControl,
        takeover: String,
        created_at: i64,
    ) -> Live {
        table.set_names(names_of(&seats));
        // Every game a person plays can be undone (U-1); bots never undo.
        if seats.iter().any(|s| s.kind != SeatKind::Bot) {
            table.track_undo();
        }
        let players = seats.len();
        Live {
            id,
            setup_log: table.log_len(),
            table,
            seats,
            log_ends: Vec::new(),
            keys: HashMap::new(),
            status: Status::Open,
            public_moves: 0,
            own_steps: vec![0; players],
            seen_after: Vec::new(),
            acts: Vec::new(),
            public_undos: 0,
            own_undos: vec![0; players],
            undos: 0,
            rematch: None,
            chat: Arc::new(Vec::new()),
            notices: Arc::new(Vec::new()),
            clocks: (!control.is_none()).then(|| Clocks::new(&control, players)),
            control,
            takeover,
            created_at,
            hints: false,
            listed: true,
        }
    }

    /// A game not yet begun on `table`, with `seats`, and the rows that
    /// store it.
    fn fresh(table: Box<dyn DynTable>, seats: Vec<SeatSlot>, setup: Setup<'_>) -> (Live, Write) {
        let players = seats.len();
        let mut live = Live::blank(
            tokens::new_game_id(),
            table,
            seats,
            setup.control,
            setup.takeover,
            setup.created_at,
        );
        live.hints = setup.hints;
        live.listed = setup.listed;
        // T-7: the host is the first seat the game was made for a person.
        let host = live.seats.iter().position(|s| s.kind == SeatKind::Human);
        if let Some(clocks) = live.clocks.as_mut() {
            clocks.host = host;
        }
        live.status = live.computed_status();
        let mut ignored = Vec::new();
        live.sync_clocks(setup.created_at, &mut ignored);
        let write = Write::NewGame(
            GameRow {
                id: live.id.clone(),
                game: setup.game.to_string(),
                players,
                options: setup.options.to_string(),
                seed: setup.seed,
                status: live.status,
                created_at: setup.created_at,
                position: setup.position,
                rematch: None,
                time_control: (!live.control.is_none())
                    .then(|| serde_json::to_string(&live.control).expect("serializes")),
                takeover: Some(live.takeover.clone()),
                clocks: live.clocks_json(),
                hints: live.hints,
                edition: live.table.edition(),
                listed: live.listed,
            },
            live.seat_rows(),
        );
        (live, write)
    }

    /// The rematch of this finished game: the same seats, options, time
    /// control and takeover level, every seat moved one place on (seat s
    /// plays seat s + 1, the last seat seat 0), everyone back at the table,
    /// and a fresh deal from `seed` (a game that started from a position is
    /// dealt afresh too). A person's seat keeps their token, so the link
    /// they hold opens their seat in the rematch. Refused (`409`) before
    /// the end.
    /// The bots' seats `reopen` (of the rematch) are made open, for the
    /// accounts invited to them (I-6).
    pub fn rematch_reopening(
        &self,
        seed: u64,
        created_at: i64,
        reopen: &[Seat],
    ) -> Result<(Live, Write), TableError> {
        if self.status != Status::Finished {
            return Err(TableError::conflict(
                "a rematch can start once the game is over",
            ));
        }
        let n = self.seats.len();
        let mut seats = self.seats.clone();
        seats.rotate_right(1);
        for s in &mut seats {
            s.away = None;
        }
        for &r in reopen {
            let Some(s) = seats.get_mut(r).filter(|s| s.kind == SeatKind::Bot) else {
                return Err(TableError::Refused(RuleError::new(
                    "I-6",
                    "an invitation to a rematch takes a seat a bot would play",
                )));
            };
            *s = SeatSlot {
                kind: SeatKind::Open,
                bot_spec: None,
                name: None,
                token_hash: None,
                away: None,
            };
        }
        debug_assert_eq!(seats[1 % n].token_hash, self.seats[0].token_hash);
        let game = self.table.game();
        let options = self.table.replay_json()["options"].clone();
        // A rematch keeps the rules its game was played under.
        let edition = Some(self.table.edition());
        let table = urbs_catalog::new_table_in(game, edition, n, &options, seed)
            .map_err(TableError::malformed)?;
        let setup = Setup {
            game,
            options: &options,
            seed,
            position: None,
            control: self.control,
            takeover: self.takeover.clone(),
            created_at,
            hints: self.hints,
            listed: self.listed,
        };
        Ok(Live::fresh(table, seats, setup))
    }

    fn seat_rows(&self) -> Vec<SeatRow> {
        self.seats
            .iter()
            .enumerate()
            .map(|(seat, s)| SeatRow {
                seat,
                kind: s.kind.as_str().to_string(),
                bot: s.bot_spec.clone(),
                token_hash: s.token_hash.clone(),
                name: s.name.clone(),
                away: s.away.map(|a| a.as_str().to_string()),
            })
            .collect()
    }

    pub(crate) fn clocks_json(&self) -> Option<String> {
        self.clocks
            .as_ref()
            .map(|c| serde_json::to_string(c).expect("clocks serialize"))
    }

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

    /// Adds a line to the chat for `seat` (a person seated here), and the
    /// row that stores it. Text only: 1 to [`MAX_CHAT_CHARS`] characters,
    /// not blank, no control, format or text-direction characters, no pile
    /// of combining marks (`urbs_engine::text::check_text`).
    pub fn say(
        &mut self,
        seat: Seat,
        text: &str,
        at: i64,
    ) -> Result<(usize, Vec<Write>), TableError> {
        let text = text.trim();
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
        };
        Arc::make_mut(&mut self.chat).push(row.clone());
        let write = Write::Chat {
            game_id: self.id.clone(),
            row,
        };
        Ok((self.chat.len() - 1, vec![write]))
    }

    /// The public log from `from` on as text, each seat called by the name
    /// the table knows it by: its player's name, `P2 (greedy)` for a bot,
    /// `P0` for a person who gave none ("Ann bids 6", not "player 3 bids 6").
    /// The line of an action a bot played for an absent person ends in
    /// `[bot]` (T-3), not the lines that followed from it.
    fn log_text(&self, from: usize) -> Vec<String> {
        let names: Vec<String> = self
            .seats
            .iter()
            .enumerate()
            .map(|(s, slot)| match (&slot.name, &slot.bot_spec) {
                (Some(name), _) => name.clone(),
                (None, Some(bot)) => format!("P{s} ({bot})"),
                (None, None) => format!("P{s}"),
            })
            .collect();
        let events = self.table.log_json(from);
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
                            && events.get(i).is_some_and(|ev| names_seat(ev, a.seat))
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

    fn events_of(&self, idx: usize) -> (Vec<Value>, Vec<String>) {
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
    fn record_action(&mut self, seat: Seat) {
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
    fn moves_seen(&self, seat: Option<Seat>) -> usize {
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
