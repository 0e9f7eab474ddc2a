//! `urbs._urbs.Table`: one game, behind the catalog's `DynTable`, with the
//! encodings of `urbs-tensor` for ids, masks and observations.

use std::sync::Arc;

use pyo3::prelude::*;
use pyo3::types::PyByteArray;
use urbs_engine::{ActError, DynTable, ToAct, Viewer};

use crate::{RuleError, bad, bytearray, encoding, f32_bytes, json, parse};

/// One table of one game. The state only changes through `apply*`.
#[pyclass(module = "urbs._urbs")]
pub(crate) struct Table {
    pub(crate) inner: Box<dyn DynTable>,
    /// For a sampled world, what it was drawn from: its replay starts at
    /// the drawn position but its log goes back further, so it is made
    /// again by drawing it again (pickling, `urbs/_pickle.py`).
    origin: Option<Arc<Origin>>,
}

struct Origin {
    table: Table,
    seat: usize,
    seed: u64,
}

pub(crate) fn act_error(e: ActError) -> PyErr {
    match e {
        ActError::Malformed(m) => bad(format!("not a valid action: {m}")),
        // The Python half reads `rule` and `message` back from the arguments.
        ActError::Rule(r) => RuleError::new_err((r.rule, r.message)),
    }
}

#[pymethods]
impl Table {
    /// `edition`: the edition of the game's rules (docs/rules/changelog/);
    /// the latest when `None`.
    #[new]
    #[pyo3(signature = (game, players, options_json, seed, edition=None))]
    fn new(
        game: &str,
        players: usize,
        options_json: &str,
        seed: u64,
        edition: Option<u32>,
    ) -> PyResult<Table> {
        let options = parse(options_json)?;
        let inner =
            urbs_catalog::new_table_in(game, edition, players, &options, seed).map_err(bad)?;
        Ok(Table::of(inner))
    }

    fn edition(&self) -> u32 {
        self.inner.edition()
    }

    fn latest_edition(&self) -> u32 {
        self.inner.latest_edition()
    }

    #[staticmethod]
    fn from_replay(replay_json: &str) -> PyResult<Table> {
        let replay = parse(replay_json)?;
        let inner = urbs_catalog::load_replay(&replay).map_err(bad)?;
        Ok(Table::of(inner))
    }

    /// A table from a position file's JSON (docs/positions.md), checked first.
    #[staticmethod]
    fn from_position(position_json: &str) -> PyResult<Table> {
        let position = parse(position_json)?;
        let inner = urbs_catalog::load_position(&position).map_err(bad)?;
        Ok(Table::of(inner))
    }

    fn position_json(&self) -> String {
        json(&urbs_catalog::position_json(self.inner.as_ref()))
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

    /// `[(id, text, json text)]` in the game's own order; `id` is the
    /// action's place in the game's fixed action space.
    fn legal_actions(&self, seat: isize) -> PyResult<Vec<(Option<usize>, String, String)>> {
        let seat = self.seat_in_range(seat)?;
        let legal = encoding(self.inner.game())?
            .legal(self.inner.as_ref(), seat)
            .map_err(bad)?;
        Ok(legal
            .into_iter()
            .map(|(id, a)| (id, a.text, json(&a.json)))
            .collect())
    }

    /// The action id `id` stands for when `seat` acts here, as
    /// `(text, json text)`, legal or not; `None` if it names nothing.
    fn action_of(&self, seat: isize, id: usize) -> PyResult<Option<(String, String)>> {
        let seat = self.seat_in_range(seat)?;
        let a = encoding(self.inner.game())?
            .action(self.inner.as_ref(), seat, id)
            .map_err(bad)?;
        Ok(a.map(|a| (a.text, json(&a.json))))
    }

    /// The id of a JSON action for `seat` here.
    fn id_of(&self, seat: isize, action_json: &str) -> PyResult<Option<usize>> {
        let seat = self.seat_in_range(seat)?;
        let action = parse(action_json)?;
        Ok(encoding(self.inner.game())?.id_of(self.inner.as_ref(), seat, &action))
    }

    fn apply_json(&mut self, seat: isize, action_json: &str) -> PyResult<String> {
        let action = parse(action_json)?;
        let seat = self.seat_in_range(seat)?;
        let events = self.inner.apply_json(seat, &action).map_err(act_error)?;
        Ok(json(&events))
    }

    fn apply_text(&mut self, seat: isize, action: &str) -> PyResult<Vec<String>> {
        let seat = self.seat_in_range(seat)?;
        self.inner.apply_text(seat, action).map_err(act_error)
    }

    /// Plays action `id` of the fixed space for `seat`, and says who must
    /// act next (as `to_act`): the quick path of the environments, which
    /// need no events.
    fn apply_id(&mut self, seat: isize, id: usize) -> PyResult<(&'static str, Vec<usize>)> {
        let seat = self.seat_in_range(seat)?;
        let e = encoding(self.inner.game())?;
        e.apply(self.inner.as_mut(), seat, id).map_err(act_error)?;
        Ok(self.to_act())
    }

    /// `seat`'s observation (float32 bytes) and legal-action mask (uint8
    /// bytes), from its view and the public log only.
    fn encode<'py>(
        &self,
        py: Python<'py>,
        seat: isize,
    ) -> PyResult<(Bound<'py, PyByteArray>, Bound<'py, PyByteArray>)> {
        let seat = self.seat_in_range(seat)?;
        let e = encoding(self.inner.game())?;
        let mut obs = vec![0.0; e.observation_len()];
        let mut mask = vec![0; e.actions()];
        e.encode(self.inner.as_ref(), seat, Some(&mut obs), Some(&mut mask))
            .map_err(bad)?;
        Ok((bytearray(py, f32_bytes(&obs)), bytearray(py, &mask)))
    }

    /// A world `seat` cannot tell from this one, drawn from `seed`.
    fn sample(&self, seat: isize, seed: u64) -> PyResult<Table> {
        let seat = self.seat_in_range(seat)?;
        let inner = urbs_catalog::sample_table(self.inner.as_ref(), seat, seed).map_err(bad)?;
        let origin = Origin {
            table: self.clone(),
            seat,
            seed,
        };
        Ok(Table {
            inner,
            origin: Some(Arc::new(origin)),
        })
    }

    #[pyo3(signature = (seat=None))]
    fn view_json(&self, seat: Option<isize>) -> PyResult<String> {
        Ok(json(&self.inner.view_json(self.viewer(seat)?)))
    }

    #[pyo3(signature = (seat=None))]
    fn view_text(&self, seat: Option<isize>) -> PyResult<String> {
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

    fn log_json(&self, from: usize) -> String {
        json(&self.inner.log_json(from))
    }

    fn moves(&self) -> usize {
        self.inner.moves()
    }

    fn clone(&self) -> Table {
        Table {
            inner: self.inner.clone_box(),
            origin: self.origin.clone(),
        }
    }

    /// For a sampled world, `(table it was drawn from, seat, seed)`.
    fn origin(&self) -> Option<(Table, usize, u64)> {
        self.origin
            .as_ref()
            .map(|o| (o.table.clone(), o.seat, o.seed))
    }
}

/// `seat` as a seat of a table of `players`, or a `ValueError` that says
/// which seats there are (a negative seat too, which a `usize` argument
/// would have refused as an `OverflowError`).
pub(crate) fn seat_of(seat: isize, players: usize) -> PyResult<usize> {
    match usize::try_from(seat) {
        Ok(s) if s < players => Ok(s),
        _ => Err(bad(format!(
            "seat {seat} does not exist; this table has seats 0 to {}",
            players - 1
        ))),
    }
}

impl Table {
    pub(crate) fn of(inner: Box<dyn DynTable>) -> Table {
        Table {
            inner,
            origin: None,
        }
    }

    pub(crate) fn seat_in_range(&self, seat: isize) -> PyResult<usize> {
        seat_of(seat, self.inner.players())
    }

    fn viewer(&self, seat: Option<isize>) -> PyResult<Viewer> {
        match seat {
            None => Ok(Viewer::Spectator),
            Some(s) => self.seat_in_range(s).map(Viewer::Seat),
        }
    }
}
