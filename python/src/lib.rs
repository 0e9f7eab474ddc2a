//! The Rust half of the `urbs` Python package. It speaks JSON text to the
//! Python half (`urbs/__init__.py`), which turns it into Python objects, so
//! the binding stays small and every value crosses in the command line's format.

use pyo3::create_exception;
use pyo3::exceptions::{PyException, PyValueError};
use pyo3::prelude::*;
use serde_json::Value;
use urbs_bots::DynBot;
use urbs_engine::{ActError, DynTable, ToAct, Viewer};

create_exception!(_urbs, UrbsError, PyException);
create_exception!(_urbs, RuleError, UrbsError);

fn bad(msg: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(msg.to_string())
}

fn parse(text: &str) -> PyResult<Value> {
    serde_json::from_str(text).map_err(|e| bad(format!("not JSON: {e}")))
}

fn json(v: &impl serde::Serialize) -> String {
    serde_json::to_string(v).expect("values serialize")
}

/// One table of one game. The state only changes through `apply*`.
#[pyclass(module = "urbs._urbs")]
struct Table {
    inner: Box<dyn DynTable>,
}

#[pymethods]
impl Table {
    #[new]
    fn new(game: &str, players: usize, options_json: &str, seed: u64) -> PyResult<Table> {
        let options = parse(options_json)?;
        let inner = urbs_catalog::new_table(game, players, &options, seed).map_err(bad)?;
        Ok(Table { inner })
    }

    #[staticmethod]
    fn from_replay(replay_json: &str) -> PyResult<Table> {
        let replay = parse(replay_json)?;
        let inner = urbs_catalog::load_replay(&replay).map_err(bad)?;
        Ok(Table { inner })
    }

    fn game(&self) -> &'static str {
        self.inner.game()
    }

    fn players(&self) -> usize {
        self.inner.players()
    }

    /// `("seat", s)`, `("simultaneous", [seats])` or `("over", [])`.
    fn to_act(&self) -> (&'static str, Vec<usize>) {
        let to_act = self.inner.to_act();
        let kind = match to_act {
            ToAct::Seat(_) => "seat",
            ToAct::Simultaneous(_) => "simultaneous",
            ToAct::Over => "over",
        };
        (kind, to_act.seats().iter().collect())
    }

    /// `[(text, json text)]` in the game's own order.
    fn legal_actions(&self, seat: usize) -> Vec<(String, String)> {
        self.inner
            .legal_actions(seat)
            .into_iter()
            .map(|a| (a.text, json(&a.json)))
            .collect()
    }

    fn apply_json(&mut self, seat: usize, action_json: &str) -> PyResult<String> {
        let action = parse(action_json)?;
        self.seat_in_range(seat)?;
        let events = self.inner.apply_json(seat, &action).map_err(act_error)?;
        Ok(json(&events))
    }

    fn apply_text(&mut self, seat: usize, action: &str) -> PyResult<Vec<String>> {
        self.seat_in_range(seat)?;
        self.inner.apply_text(seat, action).map_err(act_error)
    }

    #[pyo3(signature = (seat=None))]
    fn view_json(&self, seat: Option<usize>) -> PyResult<String> {
        Ok(json(&self.inner.view_json(self.viewer(seat)?)))
    }

    #[pyo3(signature = (seat=None))]
    fn view_text(&self, seat: Option<usize>) -> PyResult<String> {
        Ok(self.inner.view_text(self.viewer(seat)?))
    }

    fn outcome_json(&self) -> String {
        json(&self.inner.outcome())
    }

    fn replay_json(&self) -> String {
        json(&self.inner.replay_json())
    }

    fn log_text(&self, from: usize) -> Vec<String> {
        self.inner.log_text(from)
    }

    fn moves(&self) -> usize {
        self.inner.moves()
    }

    fn clone(&self) -> Table {
        Table {
            inner: self.inner.clone_box(),
        }
    }
}

impl Table {
    fn seat_in_range(&self, seat: usize) -> PyResult<()> {
        if seat >= self.inner.players() {
            return Err(bad(format!(
                "seat {seat} does not exist; this table has seats 0 to {}",
                self.inner.players() - 1
            )));
        }
        Ok(())
    }

    fn viewer(&self, seat: Option<usize>) -> PyResult<Viewer> {
        match seat {
            None => Ok(Viewer::Spectator),
            Some(s) => self.seat_in_range(s).map(|()| Viewer::Seat(s)),
        }
    }
}

fn act_error(e: ActError) -> PyErr {
    match e {
        ActError::Malformed(m) => bad(format!("not a valid action: {m}")),
        // The Python half reads `rule` and `message` back from the arguments.
        ActError::Rule(r) => RuleError::new_err((r.rule, r.message)),
    }
}

/// A built-in bot for one game.
#[pyclass(module = "urbs._urbs")]
struct Bot {
    game: String,
    spec: String,
    // A bot is `Send` but not `Sync`; the mutex makes the class shareable.
    inner: std::sync::Mutex<Box<dyn DynBot>>,
}

#[pymethods]
impl Bot {
    #[new]
    fn new(game: &str, spec: &str, seed: u64) -> PyResult<Bot> {
        let inner = urbs_catalog::make_dyn_bot(game, spec, seed).map_err(bad)?;
        Ok(Bot {
            game: game.to_string(),
            spec: spec.to_string(),
            inner: std::sync::Mutex::new(inner),
        })
    }

    fn game(&self) -> String {
        self.game.clone()
    }

    fn spec(&self) -> String {
        self.spec.clone()
    }

    /// The bot's choice for `seat` as `(text, json text)`; the GIL is
    /// released while it thinks.
    fn choose(&mut self, py: Python<'_>, table: &Table, seat: usize) -> PyResult<(String, String)> {
        let t = table.inner.as_ref();
        if t.game() != self.game {
            return Err(bad(format!(
                "this bot plays {}, not {}",
                self.game,
                t.game()
            )));
        }
        let bot = self
            .inner
            .get_mut()
            .map_err(|_| bad("the bot panicked earlier"))?;
        let choice = py.allow_threads(|| bot.choose(t, seat));
        choice
            .map(|c| (c.text, json(&c.json)))
            .ok_or_else(|| bad(format!("seat {seat} need not act now")))
    }
}

struct Sim {
    players: usize,
    options: Value,
    games: u64,
    seed: u64,
    bots: Vec<String>,
}

impl urbs_catalog::Visitor for Sim {
    type Out = Result<String, String>;
    fn visit<G: urbs_bots::Roster>(self) -> Self::Out {
        let options = urbs_engine::parse_options::<G>(&self.options).map_err(|e| e.to_string())?;
        let cfg = urbs_bots::arena::SimConfig {
            players: self.players,
            options,
            games: self.games,
            seed: self.seed,
            bots: self.bots,
        };
        let report = urbs_bots::arena::simulate::<G>(&cfg, &|_, _| Ok(()), &|_| {})?;
        Ok(json(&report))
    }
}

/// Plays `games` games on all cores (rayon) with the GIL released; the
/// report is `urbs sim --json`'s.
#[pyfunction]
fn sim_json(
    py: Python<'_>,
    game: &str,
    players: usize,
    bots: Vec<String>,
    games: u64,
    seed: u64,
    options_json: &str,
) -> PyResult<String> {
    if bots.len() != players {
        return Err(bad(format!(
            "bots names {} bots for {players} players",
            bots.len()
        )));
    }
    let options = parse(options_json)?;
    let sim = Sim {
        players,
        options,
        games,
        seed,
        bots,
    };
    py.allow_threads(|| urbs_catalog::with_game(game, sim).and_then(|r| r))
        .map_err(bad)
}

/// The games, as the catalog lists them (JSON text).
#[pyfunction]
fn games_json() -> String {
    json(&urbs_catalog::games())
}

#[pymodule]
fn _urbs(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Table>()?;
    m.add_class::<Bot>()?;
    m.add_function(wrap_pyfunction!(games_json, m)?)?;
    m.add_function(wrap_pyfunction!(sim_json, m)?)?;
    m.add("UrbsError", m.py().get_type::<UrbsError>())?;
    m.add("RuleError", m.py().get_type::<RuleError>())?;
    Ok(())
}
