//! What the fuzz targets check, written once. Each target in `fuzz_targets/`
//! hands libFuzzer's bytes to one function here; `scripts/fuzz.sh` runs them.
//!
//! The claims, whatever the bytes:
//! - no parser panics (action text and JSON, deck files, the data file,
//!   options, positions, replays);
//! - a legal action always applies and keeps the game's invariants; anything
//!   else a seat sends is refused and changes nothing (principle 4);
//! - an action that parses reads back as itself from the text it shows;
//! - whatever a file brings in is drawn without control characters: a
//!   table's text is printed to terminals (issue 30's ESC in a deck name).

mod server;

pub use server::{client_message, create_body};

use serde_json::Value;
use urbs_engine::{DynTable, Game, Seat, ToAct, Viewer};

/// The fuzzer's bytes, read from the front; past the end every read is 0.
pub struct Input<'a>(&'a [u8]);

impl<'a> Input<'a> {
    pub fn new(data: &'a [u8]) -> Self {
        Input(data)
    }

    pub fn byte(&mut self) -> u8 {
        match self.0.split_first() {
            Some((&b, rest)) => {
                self.0 = rest;
                b
            }
            None => 0,
        }
    }

    pub fn u64(&mut self) -> u64 {
        (0..8).fold(0, |acc, _| (acc << 8) | u64::from(self.byte()))
    }

    /// One of `0..n` (`n` > 0).
    pub fn pick(&mut self, n: usize) -> usize {
        usize::from(self.byte()) % n
    }

    pub fn rest(self) -> &'a [u8] {
        self.0
    }
}

/// Who must act now, one of the undecided seats chosen by the input.
fn actor(to_act: ToAct, input: &mut Input) -> Option<Seat> {
    match to_act {
        ToAct::Seat(seat) => Some(seat),
        ToAct::Simultaneous(waiting) => {
            let seats: Vec<Seat> = waiting.iter().collect();
            Some(seats[input.pick(seats.len())])
        }
        ToAct::Over => None,
    }
}

/// Deals a game of `G` (player count and seed from the input) and plays as
/// many random legal moves as the input says (up to 255): every legal action
/// must apply and keep the invariants.
pub fn reach<G: Game>(input: &mut Input) -> G {
    let players = G::MIN_PLAYERS + input.pick(G::MAX_PLAYERS - G::MIN_PLAYERS + 1);
    let seed = input.u64();
    let mut game = G::new(players, &G::Options::default(), seed)
        .unwrap_or_else(|e| panic!("{players} players with default options: {e}"));
    let (mut legal, mut events) = (Vec::new(), Vec::new());
    for _ in 0..input.byte() {
        let Some(seat) = actor(game.to_act(), input) else {
            break;
        };
        legal.clear();
        game.legal_actions(seat, &mut legal);
        assert!(
            !legal.is_empty(),
            "seat {seat} must act but has nothing legal"
        );
        let action = legal.swap_remove(input.pick(legal.len()));
        if let Err(e) = game.apply(seat, &action, &mut events) {
            panic!("the legal action {action} was refused: {e}");
        }
        if let Err(e) = game.check_invariants() {
            panic!("after {action}: {e}");
        }
    }
    game
}

/// Reaches a state by random play, then sends the rest of the input for a
/// seat the input picks, read both as action text and as action JSON.
pub fn actions<G: Game>(data: &[u8]) {
    let mut input = Input::new(data);
    let game = reach::<G>(&mut input);
    let seat = input.pick(game.players());
    let rest = input.rest();
    let parsed = [
        std::str::from_utf8(rest)
            .ok()
            .and_then(|text| text.parse::<G::Action>().ok()),
        serde_json::from_slice::<G::Action>(rest).ok(),
    ];
    let legal = game.legal_actions_vec(seat);
    for action in parsed.into_iter().flatten() {
        let shown = action.to_string();
        assert_eq!(
            shown.parse::<G::Action>().as_ref(),
            Ok(&action),
            "{shown:?} does not read back as the action it shows"
        );
        let json = serde_json::to_value(&action).expect("an action serializes");
        let back: G::Action = serde_json::from_value(json.clone())
            .unwrap_or_else(|e| panic!("{json} does not read back: {e}"));
        assert_eq!(back, action, "{json} reads back as another action");

        let mut after = game.clone();
        let mut events = Vec::new();
        match after.apply(seat, &action, &mut events) {
            Ok(()) => {
                assert!(
                    legal.contains(&action),
                    "{action} applied for seat {seat} but is not among its legal actions"
                );
                if let Err(e) = after.check_invariants() {
                    panic!("after {action}: {e}");
                }
            }
            Err(e) => {
                assert!(
                    !legal.contains(&action),
                    "the legal action {action} was refused: {e}"
                );
                assert!(
                    events.is_empty(),
                    "{action} was refused ({e}) but left events"
                );
                assert!(
                    after == game,
                    "{action} was refused ({e}) but the state changed"
                );
            }
        }
    }
}

/// Text meant for a terminal: no control character but the line break.
pub fn assert_printable(text: &str, what: &str) {
    if let Some(c) = text.chars().find(|&c| c.is_control() && c != '\n') {
        panic!("{what} prints the control character {:?}: {text:?}", c);
    }
}

/// Every view of `table` (each seat's and a spectator's), as JSON and as
/// text; the text must be printable.
pub fn look_at(table: &dyn DynTable) {
    let viewers = (0..table.players())
        .map(Viewer::Seat)
        .chain([Viewer::Spectator]);
    for viewer in viewers {
        table.view_json(viewer);
        assert_printable(&table.view_text(viewer), "a view");
    }
    for line in table.log_text(0) {
        assert_printable(&line, "the log");
    }
}

/// Plays up to `moves` random legal moves chosen by the input on a table
/// that came from a file: each must apply; every view is drawn on the way.
pub fn play_on(table: &mut dyn DynTable, input: &mut Input, moves: usize) {
    look_at(table);
    for _ in 0..moves {
        let Some(seat) = actor(table.to_act(), input) else {
            break;
        };
        let mut legal = table.legal_actions(seat);
        assert!(
            !legal.is_empty(),
            "seat {seat} must act but has nothing legal"
        );
        let choice = legal.swap_remove(input.pick(legal.len()));
        if let Err(e) = table.apply_json(seat, &choice.json) {
            panic!("the legal action {} was refused: {e:?}", choice.text);
        }
    }
    look_at(table);
}

/// The game ids, in the catalog's order.
fn game_id(input: &mut Input) -> &'static str {
    let ids = urbs_catalog::GAME_IDS;
    ids[input.pick(ids.len())]
}

/// A new game from options the input writes (JSON), then random play.
pub fn new_game(data: &[u8]) {
    let mut input = Input::new(data);
    let id = game_id(&mut input);
    let players = input.pick(8);
    let seed = input.u64();
    let moves = usize::from(input.byte());
    let Ok(options) = serde_json::from_slice::<Value>(input.0) else {
        return;
    };
    if let Ok(mut table) = urbs_catalog::new_table(id, players, &options, seed) {
        play_on(table.as_mut(), &mut Input::new(&[]), moves);
    }
}

/// A deck file (City's or Skyline's, as a game's `deck` option): refused
/// with at least one reason, or dealt and played with printable views.
pub fn deck(id: &str, data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let options = serde_json::json!({ "deck": text });
    for players in [2, 4] {
        match urbs_catalog::new_table(id, players, &options, 1) {
            Ok(mut table) => play_on(table.as_mut(), &mut Input::new(data), 64),
            Err(e) => assert!(!e.trim().is_empty(), "a deck refused without a reason"),
        }
    }
}

/// A position file: refused, or a table whose legal moves all apply.
pub fn position(data: &[u8]) {
    let Ok(json) = serde_json::from_slice::<Value>(data) else {
        return;
    };
    if let Ok(mut table) = urbs_catalog::load_position(&json) {
        play_on(table.as_mut(), &mut Input::new(data), 32);
    }
}

/// A replay file: refused, or a table that writes the same replay back.
pub fn replay(data: &[u8]) {
    let Ok(json) = serde_json::from_slice::<Value>(data) else {
        return;
    };
    if let Ok(table) = urbs_catalog::load_replay(&json) {
        let written = table.replay_json();
        let again = urbs_catalog::load_replay(&written)
            .unwrap_or_else(|e| panic!("a replay it wrote does not load: {e}"));
        assert_eq!(
            again.replay_json(),
            written,
            "a replay does not write back the same"
        );
        look_at(table.as_ref());
    }
}
