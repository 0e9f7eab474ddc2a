//! The Rust half of the `urbs` Python package. It speaks JSON text to the
//! Python half (`urbs/__init__.py`), which turns it into Python objects, so
//! the binding stays small and every value crosses in the command line's
//! format. Observations and masks cross as bytes (`float32` and `uint8`,
//! native order), which NumPy reads without a copy.

mod batch;
mod envs;
mod play;
mod table;

use pyo3::create_exception;
use pyo3::exceptions::{PyException, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyByteArray;
use serde_json::Value;

create_exception!(_urbs, UrbsError, PyException);
create_exception!(_urbs, RuleError, UrbsError);

pub(crate) fn bad(msg: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(msg.to_string())
}

pub(crate) fn parse(text: &str) -> PyResult<Value> {
    serde_json::from_str(text).map_err(|e| bad(format!("not JSON: {e}")))
}

pub(crate) fn json(v: &impl serde::Serialize) -> String {
    serde_json::to_string(v).expect("values serialize")
}

/// The bytes of `xs` in native order, for `numpy.frombuffer(..., float32)`.
pub(crate) fn f32_bytes(xs: &[f32]) -> &[u8] {
    // SAFETY: an f32 is four initialized bytes with no padding, and a byte
    // slice has alignment 1; the length covers exactly the same memory.
    unsafe { std::slice::from_raw_parts(xs.as_ptr().cast::<u8>(), std::mem::size_of_val(xs)) }
}

/// The bytes of `xs` in native order, for `numpy.frombuffer(..., int64)`.
pub(crate) fn i64_bytes(xs: &[i64]) -> &[u8] {
    // SAFETY: as for `f32_bytes`: plain integers, no padding.
    unsafe { std::slice::from_raw_parts(xs.as_ptr().cast::<u8>(), std::mem::size_of_val(xs)) }
}

pub(crate) fn bytearray<'py>(py: Python<'py>, bytes: &[u8]) -> Bound<'py, PyByteArray> {
    PyByteArray::new(py, bytes)
}

pub(crate) fn encoding(game: &str) -> PyResult<&'static dyn urbs_tensor::DynEncoding> {
    urbs_tensor::encoding(game).map_err(bad)
}

/// The edition of `game`'s rules that `edition` names: the latest when
/// `None`; one the game does not have is refused, naming those it has.
#[pyfunction]
#[pyo3(signature = (game, edition=None))]
fn edition_of(game: &str, edition: Option<u32>) -> PyResult<u32> {
    match edition {
        None => urbs_catalog::latest_edition(game),
        Some(e) => urbs_catalog::check_game_edition(game, e).map(|()| e),
    }
    .map_err(bad)
}

/// The games, as the catalog lists them (JSON text).
#[pyfunction]
fn games_json() -> String {
    json(&urbs_catalog::games())
}

/// A game's action space and observation layout (JSON text):
/// `{"actions", "observation", "layout": [{"name","start","len","about"}]}`.
#[pyfunction]
fn encoding_json(game: &str) -> PyResult<String> {
    let e = encoding(game)?;
    Ok(json(&serde_json::json!({
        "game": e.game(),
        "actions": e.actions(),
        "observation": e.observation_len(),
        "layout": e.layout(),
    })))
}

/// What action id `id` of `game` stands for, in words.
#[pyfunction]
fn describe_action(game: &str, id: usize) -> PyResult<Option<String>> {
    Ok(encoding(game)?.describe(id))
}

/// The observation of a JSON view and the JSON events before it (a
/// trajectory line's `views` entry and the events so far).
#[pyfunction]
fn observe_json<'py>(
    py: Python<'py>,
    game: &str,
    view_json: &str,
    log_json: &str,
) -> PyResult<Bound<'py, PyByteArray>> {
    let e = encoding(game)?;
    let view = parse(view_json)?;
    let log = match parse(log_json)? {
        Value::Array(items) => items,
        _ => return Err(bad("the log is a JSON list of events")),
    };
    let mut out = vec![0.0; e.observation_len()];
    e.observe_json(&view, &log, &mut out).map_err(bad)?;
    Ok(bytearray(py, f32_bytes(&out)))
}

/// The id of a JSON action offered to the viewer of a JSON view.
#[pyfunction]
fn id_of_json(game: &str, view_json: &str, action_json: &str) -> PyResult<Option<usize>> {
    let e = encoding(game)?;
    e.id_of_json(&parse(view_json)?, &parse(action_json)?)
        .map_err(bad)
}

type DecisionBytes<'py> = (
    Bound<'py, PyByteArray>,
    Bound<'py, PyByteArray>,
    Bound<'py, PyByteArray>,
    Bound<'py, PyByteArray>,
    Bound<'py, PyByteArray>,
    String,
    u32,
);

/// A trajectory's decisions (JSON Lines text, docs/trajectories.md) as
/// bytes: steps and seats (int64), observations (float32), masks (uint8),
/// action ids (int64), the outcome as JSON (`null` if unfinished) and the
/// edition of the rules it was played under (1 if its lines name none).
#[pyfunction]
fn decisions<'py>(py: Python<'py>, game: &str, jsonl: &str) -> PyResult<DecisionBytes<'py>> {
    let e = encoding(game)?;
    let lines: Vec<Value> = jsonl
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(n, l)| serde_json::from_str(l).map_err(|e| bad(format!("line {}: {e}", n + 1))))
        .collect::<PyResult<_>>()?;
    let d = py.allow_threads(|| e.decisions(&lines)).map_err(bad)?;
    Ok((
        bytearray(py, i64_bytes(&d.step)),
        bytearray(py, i64_bytes(&d.seat)),
        bytearray(py, f32_bytes(&d.obs)),
        bytearray(py, &d.mask),
        bytearray(py, i64_bytes(&d.action)),
        json(&d.outcome),
        d.edition,
    ))
}

#[pymodule]
fn _urbs(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<table::Table>()?;
    m.add_class::<play::Bot>()?;
    m.add_class::<batch::Batch>()?;
    m.add_class::<envs::Episode>()?;
    m.add_function(wrap_pyfunction!(games_json, m)?)?;
    m.add_function(wrap_pyfunction!(edition_of, m)?)?;
    m.add_function(wrap_pyfunction!(encoding_json, m)?)?;
    m.add_function(wrap_pyfunction!(describe_action, m)?)?;
    m.add_function(wrap_pyfunction!(observe_json, m)?)?;
    m.add_function(wrap_pyfunction!(id_of_json, m)?)?;
    m.add_function(wrap_pyfunction!(decisions, m)?)?;
    m.add_function(wrap_pyfunction!(play::sim_json, m)?)?;
    m.add_function(wrap_pyfunction!(play::sim_part_json, m)?)?;
    m.add_function(wrap_pyfunction!(play::tournament_json, m)?)?;
    m.add_function(wrap_pyfunction!(play::compare_json, m)?)?;
    m.add("UrbsError", m.py().get_type::<UrbsError>())?;
    m.add("RuleError", m.py().get_type::<RuleError>())?;
    Ok(())
}
