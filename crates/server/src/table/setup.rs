//! A new game at a table: made from a request (its seats, bots and
//! options, or a position) or as the rematch of a finished one, with the
//! rows that store it.

use std::collections::HashMap;
use std::sync::Arc;

use serde_json::Value;
use urbs_engine::{DynTable, RuleError, Seat, derive_seed};

use super::TableError;
use super::clock::{Clocks, TimeControl};
use super::live::Live;
use super::seats::{SeatKind, SeatRequest, SeatSlot, check_name, names_of};
use super::tokens;
use crate::store::{GameRow, SeatRow, Status, Write};

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
    /// it is checked as `urbs play --position` checks it. With the
    /// creator's `key` the human seats' tokens are derived from it
    /// ([`tokens::keyed_token`]), else drawn at random.
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
        key: Option<&str>,
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
                    let t = key.map_or_else(tokens::new_token, |k| tokens::keyed_token(k, seat));
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
                listed: live.listed,
                edition: live.table.edition(),
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
}
