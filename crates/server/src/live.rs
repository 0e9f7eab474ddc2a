//! A game held in memory: its table, its seats (people, bots, open places),
//! and the bookkeeping that turns actions into rows to store.

use std::collections::HashMap;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use urbs_engine::{DynTable, Outcome, Seat, ToAct, Viewer, derive_seed};

use crate::error::ApiError;
use crate::store::{ActionRow, ChatRow, GameRow, SeatRow, Status, StoredGame, Write};
use crate::tokens;

/// Who sits in a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatKind {
    Human,
    Bot,
    /// Waiting for someone to join.
    Open,
}

impl SeatKind {
    fn as_str(self) -> &'static str {
        match self {
            SeatKind::Human => "human",
            SeatKind::Bot => "bot",
            SeatKind::Open => "open",
        }
    }

    fn parse(s: &str) -> Result<SeatKind, String> {
        match s {
            "human" => Ok(SeatKind::Human),
            "bot" => Ok(SeatKind::Bot),
            "open" => Ok(SeatKind::Open),
            _ => Err(format!("unknown seat kind `{s}`")),
        }
    }
}

/// A seat as the creator of a game asks for it.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatRequest {
    pub kind: SeatKind,
    /// The bot's spec (`"greedy"`), for bot seats.
    #[serde(default)]
    pub bot: Option<String>,
    /// A name shown to the table.
    #[serde(default)]
    pub name: Option<String>,
}

/// What a seat is, as everyone may see it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatInfo {
    pub seat: Seat,
    pub kind: SeatKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

#[derive(Clone)]
pub(crate) struct SeatSlot {
    kind: SeatKind,
    bot_spec: Option<String>,
    name: Option<String>,
    token_hash: Option<String>,
}

impl SeatSlot {
    fn info(&self, seat: Seat) -> SeatInfo {
        SeatInfo {
            seat,
            kind: self.kind,
            bot: self.bot_spec.clone(),
            name: self.name.clone(),
        }
    }
}

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
    /// The seat this state is for; `null` for a spectator.
    pub seat: Option<Seat>,
    /// The actions this viewer has seen happen: every action that put an
    /// event in the public log, and this seat's own. The steps of another
    /// seat's secret choice (City's build and payments, a Metropolis
    /// proposal being drafted) are not counted until they are committed or
    /// sent, so that nothing another seat sees changes while it is made.
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
    pub outcome: Option<Outcome>,
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
    seats: Vec<SeatSlot>,
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
    /// The id of this game's rematch, once one is started.
    pub rematch: Option<String>,
    /// The table talk, in order (shared between versions: a line is only
    /// ever added).
    pub chat: Arc<Vec<ChatRow>>,
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
            rematch: self.rematch.clone(),
            chat: self.chat.clone(),
        }
    }
}

/// Bots get their own seed, apart from the game's, per seat.
pub(crate) fn bot_seed(seed: u64, seat: Seat) -> u64 {
    derive_seed(seed ^ 0xB07_5EED, seat as u64)
}

fn names_of(seats: &[SeatSlot]) -> Vec<String> {
    seats
        .iter()
        .map(|s| match (&s.kind, &s.bot_spec, &s.name) {
            (_, _, Some(n)) => n.clone(),
            (SeatKind::Bot, Some(b), _) => b.clone(),
            (k, _, _) => k.as_str().to_string(),
        })
        .collect()
}

/// Names longer than this are refused.
const MAX_NAME: usize = 40;

/// A name shown to the table: 1 to [`MAX_NAME`] characters, not all
/// blank, with no control or format characters (a bidi override could make
/// it read as someone else's).
fn check_name(name: &Option<String>) -> Result<(), ApiError> {
    let Some(n) = name else {
        return Ok(());
    };
    let count = n.chars().count();
    if count > MAX_NAME {
        return Err(ApiError::bad_request(format!(
            "a name has at most {MAX_NAME} characters; this one has {count}"
        )));
    }
    if n.trim().is_empty() {
        return Err(ApiError::bad_request("a name cannot be empty or blank"));
    }
    if let Some(c) = n.chars().find(|&c| urbs_engine::text::is_unprintable(c)) {
        return Err(ApiError::bad_request(format!(
            "a name cannot hold control or text-direction characters (U+{:04X})",
            c as u32
        )));
    }
    Ok(())
}

/// The table of a game that starts from `position`, and the position as
/// stored. The position must be of `game` and `players`, and
/// brings its own options.
fn start_from(
    game: &str,
    players: usize,
    options: &Value,
    position: &Value,
) -> Result<(Box<dyn urbs_engine::DynTable>, String), ApiError> {
    let bad = |e: String| ApiError::bad_request(format!("bad position: {e}"));
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
    /// `check_bot(game, spec)` refuses the bots this server does not allow.
    /// With a `position` (docs/positions.md) the game starts from it rather
    /// than from a deal; it is checked as `urbs play --position` checks it.
    #[allow(clippy::too_many_arguments)]
    pub fn create(
        game: &str,
        players: usize,
        options: &Value,
        seed: u64,
        position: Option<&Value>,
        seats: &[SeatRequest],
        created_at: i64,
        check_bot: &dyn Fn(&str, &str) -> Result<(), ApiError>,
    ) -> Result<(Live, Vec<Option<String>>, Write), ApiError> {
        if seats.len() != players {
            return Err(ApiError::bad_request(format!(
                "{players} players but {} seats given",
                seats.len()
            )));
        }
        let options = if options.is_null() {
            Value::Object(Default::default())
        } else {
            options.clone()
        };
        let (table, options, position) = match position {
            None => (
                urbs_catalog::new_table(game, players, &options, seed)
                    .map_err(ApiError::bad_request)?,
                options,
                None,
            ),
            Some(position) => {
                let (table, stored) = start_from(game, players, &options, position)?;
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
                        ApiError::bad_request(format!("seat {seat} is a bot but names no bot"))
                    })?;
                    check_bot(game, &spec)?;
                    slot.bot_spec = Some(spec);
                }
                SeatKind::Open => {}
            }
            if req.kind != SeatKind::Bot && req.bot.is_some() {
                return Err(ApiError::bad_request(format!(
                    "seat {seat} names a bot but is not a bot seat"
                )));
            }
            tokens.push(token);
            slots.push(slot);
        }
        let (live, write) = Live::fresh(table, slots, game, &options, seed, position, created_at);
        Ok((live, tokens, write))
    }

    /// A game not yet begun on `table`, with `seats`, and the rows that
    /// store it.
    fn fresh(
        mut table: Box<dyn DynTable>,
        seats: Vec<SeatSlot>,
        game: &str,
        options: &Value,
        seed: u64,
        position: Option<String>,
        created_at: i64,
    ) -> (Live, Write) {
        table.set_names(names_of(&seats));
        let players = seats.len();
        let mut live = Live {
            id: tokens::new_game_id(),
            setup_log: table.log_len(),
            table,
            seats,
            log_ends: Vec::new(),
            keys: HashMap::new(),
            status: Status::Open,
            public_moves: 0,
            own_steps: vec![0; players],
            seen_after: Vec::new(),
            rematch: None,
            chat: Arc::new(Vec::new()),
        };
        live.status = live.computed_status();
        let write = Write::NewGame(
            GameRow {
                id: live.id.clone(),
                game: game.to_string(),
                players,
                options: options.to_string(),
                seed,
                status: live.status,
                created_at,
                position,
                rematch: None,
            },
            live.seat_rows(),
        );
        (live, write)
    }

    /// The rematch of this finished game: the same seats and options, every
    /// seat moved one place on (seat s plays seat s + 1, the last seat
    /// seat 0), and a fresh deal from `seed` (a game that started from a
    /// position is dealt afresh too). A person's seat keeps their token, so
    /// the link they hold opens their seat in the rematch. Refused (`409`)
    /// before the end.
    pub fn rematch_game(&self, seed: u64, created_at: i64) -> Result<(Live, Write), ApiError> {
        if self.status != Status::Finished {
            return Err(ApiError::conflict(
                "a rematch can start once the game is over",
            ));
        }
        let n = self.seats.len();
        let mut seats = self.seats.clone();
        seats.rotate_right(1);
        debug_assert_eq!(seats[1 % n].token_hash, self.seats[0].token_hash);
        let game = self.table.game();
        let options = self.table.replay_json()["options"].clone();
        let table =
            urbs_catalog::new_table(game, n, &options, seed).map_err(ApiError::bad_request)?;
        Ok(Live::fresh(
            table, seats, game, &options, seed, None, created_at,
        ))
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
            })
            .collect()
    }

    /// Plays a stored game back to where it stood.
    pub fn restore(stored: &StoredGame) -> Result<Live, String> {
        let g = &stored.row;
        let options: Value = serde_json::from_str(&g.options)
            .map_err(|e| format!("game {}: bad options in the database: {e}", g.id))?;
        let mut table = match &g.position {
            None => urbs_catalog::new_table(&g.game, g.players, &options, g.seed),
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
            });
        }
        if seats.len() != g.players {
            return Err(format!("game {}: wrong number of seats", g.id));
        }
        table.set_names(names_of(&seats));
        let mut live = Live {
            id: g.id.clone(),
            setup_log: table.log_len(),
            table,
            seats,
            log_ends: Vec::with_capacity(stored.actions.len()),
            keys: HashMap::new(),
            status: g.status,
            public_moves: 0,
            own_steps: vec![0; g.players],
            seen_after: Vec::with_capacity(stored.actions.len()),
            rematch: g.rematch.clone(),
            chat: Arc::new(stored.chat.clone()),
        };
        for a in &stored.actions {
            if a.idx != live.log_ends.len() {
                return Err(format!("game {}: action {} is missing", g.id, a.idx));
            }
            if a.seat >= g.players {
                return Err(format!(
                    "game {}: action {} has no seat {}",
                    g.id, a.idx, a.seat
                ));
            }
            let action: Value = serde_json::from_str(&a.action)
                .map_err(|e| format!("game {}: bad action {}: {e}", g.id, a.idx))?;
            live.table
                .apply_json(a.seat, &action)
                .map_err(|e| format!("game {}: action {} does not apply: {e}", g.id, a.idx))?;
            live.record_action(a.seat);
            if let Some(key) = &a.key {
                live.keys.insert((a.seat, key.clone()), (a.idx, action));
            }
        }
        live.status = live.computed_status();
        Ok(live)
    }

    fn computed_status(&self) -> Status {
        if self.table.to_act().is_over() {
            Status::Finished
        } else if self.seats.iter().any(|s| s.kind == SeatKind::Open) {
            Status::Open
        } else {
            Status::Active
        }
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

    /// What `seat` (or a spectator, for `None`) may know, with the public
    /// log from `log_from` on.
    pub fn state(
        &self,
        seat: Option<Seat>,
        log_from: usize,
        chat_from: usize,
        text: bool,
    ) -> GameState {
        let chat_from = chat_from.min(self.chat.len());
        let viewer = seat.map_or(Viewer::Spectator, Viewer::Seat);
        let to_act = self.table.to_act();
        let log_from = log_from.min(self.table.log_len());
        GameState {
            id: self.id.clone(),
            game: self.table.game().to_string(),
            players: self.table.players(),
            status: self.status,
            seat,
            moves: self.moves_seen(seat),
            to_act: to_act.seats().iter().collect(),
            simultaneous: matches!(to_act, ToAct::Simultaneous(_)),
            view: self.table.view_json(viewer),
            view_text: text.then(|| self.table.view_text(viewer)),
            legal: match seat {
                Some(s) if self.status == Status::Active && to_act.includes(s) => self
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
            log: self.table.log_json(log_from),
            log_text: self.log_text(log_from),
            outcome: self.table.outcome(),
            seats: self.seat_infos(),
            rematch: self.rematch.clone(),
            chat_from,
            chat: self.chat[chat_from..].to_vec(),
        }
    }

    /// Adds a line to the chat for `seat` (a person seated here), and the
    /// row that stores it. Text only: 1 to [`MAX_CHAT_CHARS`] characters,
    /// not blank, no control or text-direction characters.
    pub fn say(
        &mut self,
        seat: Seat,
        text: &str,
        at: i64,
    ) -> Result<(usize, Vec<Write>), ApiError> {
        let text = text.trim();
        let count = text.chars().count();
        if count == 0 {
            return Err(ApiError::bad_request("say something: the line is empty"));
        }
        if count > MAX_CHAT_CHARS {
            return Err(ApiError::bad_request(format!(
                "a chat line has at most {MAX_CHAT_CHARS} characters; this one has {count}"
            )));
        }
        if let Some(c) = text.chars().find(|&c| urbs_engine::text::is_unprintable(c)) {
            return Err(ApiError::bad_request(format!(
                "a chat line cannot hold control or text-direction characters (U+{:04X})",
                c as u32
            )));
        }
        if self.chat.len() >= MAX_CHAT_LINES {
            return Err(ApiError::conflict(format!(
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
        self.table
            .log_text(from)
            .iter()
            .map(|line| urbs_engine::text::name_players(line, &names))
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

    /// Carries out `action` for `seat` in memory and returns the rows that
    /// make it durable. The caller commits them before telling anyone.
    pub fn act(
        &mut self,
        seat: Seat,
        action: &Value,
        key: Option<&str>,
    ) -> Result<(Acted, Vec<Write>), ApiError> {
        if let Some(key) = key
            && let Some((idx, earlier)) = self.keys.get(&(seat, key.to_string()))
        {
            if earlier != action {
                return Err(ApiError::conflict(format!(
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
                return Err(ApiError::conflict(
                    "the game starts when every seat is taken",
                ));
            }
            Status::Finished => return Err(ApiError::conflict("the game is over")),
            Status::Active => {}
        }
        let start = self.table.log_len();
        let events = self
            .table
            .apply_json(seat, action)
            .map_err(ApiError::from_act)?;
        let idx = self.log_ends.len();
        self.record_action(seat);
        let mut writes = vec![Write::Action {
            game_id: self.id.clone(),
            row: ActionRow {
                idx,
                seat,
                action: action.to_string(),
                key: key.map(str::to_string),
            },
        }];
        if let Some(key) = key {
            self.keys
                .insert((seat, key.to_string()), (idx, action.clone()));
        }
        self.update_status(&mut writes);
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

    fn update_status(&mut self, writes: &mut Vec<Write>) {
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
        self.public_moves + seat.map_or(0, |s| self.own_steps[s])
    }

    /// Actions in the record.
    pub fn actions(&self) -> usize {
        self.log_ends.len()
    }

    /// Each seat's bot spec (`None` for people and open seats).
    pub fn bot_specs(&self) -> Vec<Option<String>> {
        self.seats
            .iter()
            .map(|s| match s.kind {
                SeatKind::Bot => s.bot_spec.clone(),
                _ => None,
            })
            .collect()
    }

    /// The lowest bot seat that must act now, if the game is under way.
    pub fn bot_to_act(&self) -> Option<Seat> {
        if self.status != Status::Active {
            return None;
        }
        self.table
            .to_act()
            .seats()
            .iter()
            .find(|&s| self.seats[s].kind == SeatKind::Bot)
    }

    /// Gives the lowest open seat to a newcomer.
    pub fn claim(&mut self, name: Option<String>) -> Result<(Seat, String, Vec<Write>), ApiError> {
        check_name(&name)?;
        let seat = self
            .seats
            .iter()
            .position(|s| s.kind == SeatKind::Open)
            .ok_or_else(|| ApiError::conflict("no seat is open in this game"))?;
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
        Ok((seat, token, writes))
    }

    /// The replay, once the game is over: before that it would show the seed,
    /// and with it every hidden card.
    pub fn replay(&self) -> Result<Value, ApiError> {
        if self.status != Status::Finished {
            return Err(ApiError::conflict(
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
