//! Games stepped by action id for the environments: an `Episode` (agents
//! at some seats, built-in bots at the others) and a `Batch` of games
//! stepped at once, with the GIL released while Rust plays.

use std::sync::Mutex;

use pyo3::prelude::*;
use pyo3::types::PyByteArray;
use urbs_tensor::{BatchConfig, DynBatch, DynEpisode, Outputs, Reward, Seats};

use crate::table::{Table, act_error};
use crate::{bad, bytearray, encoding, f32_bytes, i64_bytes, parse};

fn reward_of(name: &str) -> PyResult<Reward> {
    name.parse().map_err(bad)
}

/// One game with agents at the seats `bots` leaves `None`.
#[pyclass(module = "urbs._urbs")]
pub(crate) struct Episode {
    // Bots are `Send` but not `Sync`; the mutex makes the class shareable.
    inner: Mutex<Box<dyn DynEpisode>>,
    obs_len: usize,
    actions: usize,
}

#[pymethods]
impl Episode {
    #[new]
    fn new(
        py: Python<'_>,
        game: &str,
        players: usize,
        options_json: &str,
        seed: u64,
        bots: Vec<Option<String>>,
    ) -> PyResult<Episode> {
        let e = encoding(game)?;
        let options = parse(options_json)?;
        let inner = py
            .allow_threads(|| urbs_tensor::new_episode(game, players, &options, seed, &bots))
            .map_err(bad)?;
        Ok(Episode {
            inner: Mutex::new(inner),
            obs_len: e.observation_len(),
            actions: e.actions(),
        })
    }

    /// The agent seat that must act, `None` once the game is over.
    fn to_act(&self) -> PyResult<Option<usize>> {
        Ok(self.get()?.to_act())
    }

    /// Plays `id` for the agent at `seat`, then the bots (GIL released).
    fn step(&mut self, py: Python<'_>, seat: usize, id: usize) -> PyResult<()> {
        let inner = self.inner.get_mut().map_err(|_| poisoned())?;
        py.allow_threads(|| inner.step(seat, id)).map_err(act_error)
    }

    fn observe<'py>(
        &self,
        py: Python<'py>,
        seat: usize,
    ) -> PyResult<(Bound<'py, PyByteArray>, Bound<'py, PyByteArray>)> {
        let mut inner = self.get()?;
        if seat >= inner.table().players() {
            return Err(bad(format!("seat {seat} does not exist")));
        }
        let mut obs = vec![0.0; self.obs_len];
        let mut mask = vec![0; self.actions];
        inner.observe(seat, &mut obs, &mut mask);
        Ok((bytearray(py, f32_bytes(&obs)), bytearray(py, &mask)))
    }

    /// What each seat is paid (`"win"` or `"score"`), once the game is over.
    fn rewards(&self, reward: &str) -> PyResult<Option<Vec<f32>>> {
        Ok(self.get()?.rewards(reward_of(reward)?))
    }

    /// A copy of the table, for views, replays and drawing.
    fn table(&self) -> PyResult<Table> {
        Ok(Table {
            inner: self.get()?.table().clone_box(),
        })
    }
}

fn poisoned() -> PyErr {
    bad("a bot panicked earlier in this game")
}

impl Episode {
    fn get(&self) -> PyResult<std::sync::MutexGuard<'_, Box<dyn DynEpisode>>> {
        self.inner.lock().map_err(|_| poisoned())
    }
}

/// `games` games stepped at once (see `urbs_tensor::Batch`).
#[pyclass(module = "urbs._urbs")]
pub(crate) struct Batch {
    inner: Mutex<Box<dyn DynBatch>>,
}

type Buffers<'py> = (
    Bound<'py, PyByteArray>,
    Bound<'py, PyByteArray>,
    Bound<'py, PyByteArray>,
    Bound<'py, PyByteArray>,
    Bound<'py, PyByteArray>,
    Bound<'py, PyByteArray>,
);

#[pymethods]
impl Batch {
    /// `seats`: `"rotate"`, `"all"` (self-play) or a seat number.
    #[new]
    #[allow(clippy::too_many_arguments)]
    fn new(
        py: Python<'_>,
        game: &str,
        games: usize,
        players: usize,
        options_json: &str,
        seed: u64,
        seats: &str,
        opponents: Vec<String>,
        reward: &str,
        parallel: bool,
    ) -> PyResult<Batch> {
        let seats =
            match seats {
                "rotate" => Seats::Rotate,
                "all" => Seats::All,
                s => Seats::Fixed(s.parse().map_err(|_| {
                    bad(format!("seat `{s}`: a seat number, \"rotate\" or \"all\""))
                })?),
            };
        if games == 0 {
            return Err(bad("a batch needs at least one game"));
        }
        let cfg = BatchConfig {
            games,
            players,
            options: parse(options_json)?,
            seed,
            seats,
            opponents,
            reward: reward_of(reward)?,
            parallel,
        };
        let inner = py
            .allow_threads(|| urbs_tensor::new_batch(game, &cfg))
            .map_err(bad)?;
        Ok(Batch {
            inner: Mutex::new(inner),
        })
    }

    fn games(&self) -> PyResult<usize> {
        Ok(self.get()?.games())
    }

    fn players(&self) -> PyResult<usize> {
        Ok(self.get()?.players())
    }

    /// Observations, masks, seats, rewards per seat, the agent's reward and
    /// ends, as bytes (float32, uint8, int64, float32, float32, uint8).
    fn buffers<'py>(&self, py: Python<'py>) -> PyResult<Buffers<'py>> {
        let guard = self.get()?;
        let b = guard.as_ref();
        Ok((
            bytearray(py, f32_bytes(b.obs())),
            bytearray(py, b.mask()),
            bytearray(py, i64_bytes(b.seat())),
            bytearray(py, f32_bytes(b.rewards())),
            bytearray(py, f32_bytes(b.reward())),
            bytearray(py, b.done()),
        ))
    }

    /// Writes the current rows into the caller's arrays (`arrays`, held for
    /// the call; `parts` their `(address, bytes)`, see `Raw`).
    fn write_into(&mut self, parts: Vec<(usize, usize)>, arrays: Vec<PyObject>) -> PyResult<()> {
        let inner = self.inner.get_mut().map_err(|_| poisoned())?;
        let raw = Raw::new(parts, inner.output_lens())?;
        // SAFETY: `urbs.vector` passes C-contiguous, writable arrays it made
        // and keeps no view of while the call runs; `arrays` holds them alive.
        let result = inner.write_into(unsafe { raw.outputs() });
        drop(arrays);
        result.map_err(bad)
    }

    /// Plays one action per game (int64 bytes) with the GIL released and
    /// writes the rows into the caller's arrays (as `write_into`).
    fn step_into(
        &mut self,
        py: Python<'_>,
        actions: &[u8],
        parts: Vec<(usize, usize)>,
        arrays: Vec<PyObject>,
    ) -> PyResult<()> {
        let ids = ids_of(actions)?;
        let inner = self.inner.get_mut().map_err(|_| poisoned())?;
        let raw = Raw::new(parts, inner.output_lens())?;
        // SAFETY: as in `write_into`; while the GIL is released the arrays
        // stay alive through `arrays`, and `urbs.vector` reads them only
        // after the call returns.
        let result = py.allow_threads(|| inner.step_into(&ids, unsafe { raw.outputs() }));
        drop(arrays);
        result.map_err(bad)
    }

    /// Plays one action per game (int64 bytes, native order) with the GIL
    /// released, and returns the buffers.
    fn step<'py>(&mut self, py: Python<'py>, actions: &[u8]) -> PyResult<Buffers<'py>> {
        let ids = ids_of(actions)?;
        let inner = self.inner.get_mut().map_err(|_| poisoned())?;
        py.allow_threads(|| inner.step(&ids)).map_err(bad)?;
        self.buffers(py)
    }
}

impl Batch {
    fn get(&self) -> PyResult<std::sync::MutexGuard<'_, Box<dyn DynBatch>>> {
        self.inner.lock().map_err(|_| poisoned())
    }
}

/// The caller's six buffers (the NumPy arrays of `urbs.vector`), as
/// `(address, bytes)` in `Outputs` order, checked against the lengths the
/// batch writes and the alignment of their types.
struct Raw {
    parts: [(usize, usize); 6],
}

impl Raw {
    fn new(parts: Vec<(usize, usize)>, lens: [usize; 6]) -> PyResult<Raw> {
        let parts: [(usize, usize); 6] = parts
            .try_into()
            .map_err(|_| bad("six output buffers: obs, mask, seat, rewards, reward, done"))?;
        // Element sizes in `Outputs` order: f32, u8, i64, f32, f32, u8.
        const SIZES: [usize; 6] = [4, 1, 8, 4, 4, 1];
        for (k, ((addr, bytes), len)) in parts.iter().zip(lens).enumerate() {
            let size = SIZES[k];
            if *bytes != len * size || addr % size != 0 || *addr == 0 {
                return Err(bad(format!(
                    "output buffer {k}: {bytes} bytes at {addr:#x}; want {} aligned to {size}",
                    len * size
                )));
            }
        }
        Ok(Raw { parts })
    }

    /// # Safety
    /// Each part must be memory the caller owns, writable, not read or
    /// written by anyone else while the slices live, and kept alive as long
    /// (the arrays are held by the call's arguments).
    unsafe fn outputs(&self) -> Outputs<'_> {
        let p = self.parts;
        // SAFETY: lengths and alignment were checked in `new`; ownership and
        // exclusivity are the caller's promise above.
        unsafe {
            Outputs {
                obs: std::slice::from_raw_parts_mut(p[0].0 as *mut f32, p[0].1 / 4),
                mask: std::slice::from_raw_parts_mut(p[1].0 as *mut u8, p[1].1),
                seat: std::slice::from_raw_parts_mut(p[2].0 as *mut i64, p[2].1 / 8),
                rewards: std::slice::from_raw_parts_mut(p[3].0 as *mut f32, p[3].1 / 4),
                reward: std::slice::from_raw_parts_mut(p[4].0 as *mut f32, p[4].1 / 4),
                done: std::slice::from_raw_parts_mut(p[5].0 as *mut u8, p[5].1),
            }
        }
    }
}

fn ids_of(actions: &[u8]) -> PyResult<Vec<i64>> {
    if !actions.len().is_multiple_of(8) {
        return Err(bad("actions are int64 bytes"));
    }
    Ok(actions
        .chunks_exact(8)
        .map(|c| i64::from_ne_bytes(c.try_into().expect("eight bytes")))
        .collect())
}
