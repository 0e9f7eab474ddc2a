//! Games stepped by action id for the environments: an `Episode` (agents
//! at some seats, built-in bots at the others). Each keeps the agents'
//! moves since it began, so that it can be played again to the same
//! point: that is how it pickles (`urbs/_pickle.py`).

use std::sync::Mutex;

use pyo3::prelude::*;
use pyo3::types::PyByteArray;
use serde_json::Value;
use urbs_engine::{ActError, Edition};
use urbs_tensor::{DynEpisode, Reward};

use crate::table::{Table, act_error};
use crate::{bad, bytearray, encoding, f32_bytes, parse};

pub(crate) fn reward_of(name: &str) -> PyResult<Reward> {
    name.parse().map_err(bad)
}

/// An episode and the agents' moves in it, `(seat, id)` in order.
pub(crate) struct Played {
    pub(crate) episode: Box<dyn DynEpisode>,
    pub(crate) steps: Vec<(usize, usize)>,
}

impl Played {
    pub(crate) fn new(
        game: &str,
        edition: Edition,
        players: usize,
        options: &Value,
        seed: u64,
        bots: &[Option<String>],
    ) -> Result<Played, String> {
        Ok(Played {
            episode: urbs_tensor::new_episode(game, Some(edition), players, options, seed, bots)?,
            steps: Vec::new(),
        })
    }

    pub(crate) fn step(&mut self, seat: usize, id: usize) -> Result<(), ActError> {
        self.episode.step(seat, id)?;
        self.steps.push((seat, id));
        Ok(())
    }

    /// Plays `steps` again, from the start `new` made. The bots move as
    /// they did when their specs fix their choices by seed (all but those
    /// that think by the clock, `ismcts:500ms`); the caller compares.
    pub(crate) fn replay(&mut self, steps: &[(usize, usize)]) -> Result<(), String> {
        for (k, &(seat, id)) in steps.iter().enumerate() {
            self.step(seat, id)
                .map_err(|e| format!("cannot play the episode again: step {k}: {e}"))?;
        }
        Ok(())
    }
}

/// An episode's making: game, players, options (JSON), seed, bots, the
/// agents' moves, and the edition of the rules.
type Setup = (
    String,
    usize,
    String,
    u64,
    Vec<Option<String>>,
    Vec<(usize, usize)>,
    Edition,
);

/// One game with agents at the seats `bots` leaves `None`.
#[pyclass(module = "urbs._urbs")]
pub(crate) struct Episode {
    // Bots are `Send` but not `Sync`; the mutex makes the class shareable.
    inner: Mutex<Played>,
    game: String,
    players: usize,
    options_json: String,
    seed: u64,
    bots: Vec<Option<String>>,
    edition: Edition,
    obs_len: usize,
    actions: usize,
}

#[pymethods]
impl Episode {
    /// A new game under `edition` of the rules (`None`: the latest), then
    /// `steps` (the agents' moves) played again: what unpickling does.
    #[new]
    #[allow(clippy::too_many_arguments)]
    #[pyo3(signature = (game, players, options_json, seed, bots, steps=Vec::new(), edition=None))]
    fn new(
        py: Python<'_>,
        game: &str,
        players: usize,
        options_json: &str,
        seed: u64,
        bots: Vec<Option<String>>,
        steps: Vec<(usize, usize)>,
        edition: Option<Edition>,
    ) -> PyResult<Episode> {
        let e = encoding(game)?;
        let options = parse(options_json)?;
        let edition = crate::edition_of(game, edition)?;
        let inner = py
            .allow_threads(|| {
                let mut p = Played::new(game, edition, players, &options, seed, &bots)?;
                p.replay(&steps)?;
                Ok::<_, String>(p)
            })
            .map_err(bad)?;
        Ok(Episode {
            inner: Mutex::new(inner),
            game: game.to_string(),
            players,
            options_json: options_json.to_string(),
            seed,
            bots,
            edition,
            obs_len: e.observation_len(),
            actions: e.actions(),
        })
    }

    /// What made it: `(game, players, options_json, seed, bots, steps,
    /// edition)`, the arguments that make it again.
    fn setup(&self) -> PyResult<Setup> {
        Ok((
            self.game.clone(),
            self.players,
            self.options_json.clone(),
            self.seed,
            self.bots.clone(),
            self.get()?.steps.clone(),
            self.edition,
        ))
    }

    /// The agent seat that must act, `None` once the game is over.
    fn to_act(&self) -> PyResult<Option<usize>> {
        Ok(self.get()?.episode.to_act())
    }

    /// Plays `id` for the agent at `seat`, then the bots (GIL released).
    fn step(&mut self, py: Python<'_>, seat: isize, id: usize) -> PyResult<()> {
        let seat = self.seat(seat)?;
        let inner = self.inner.get_mut().map_err(|_| poisoned())?;
        py.allow_threads(|| inner.step(seat, id)).map_err(act_error)
    }

    fn observe<'py>(
        &self,
        py: Python<'py>,
        seat: isize,
    ) -> PyResult<(Bound<'py, PyByteArray>, Bound<'py, PyByteArray>)> {
        let seat = self.seat(seat)?;
        let mut obs = vec![0.0; self.obs_len];
        let mut mask = vec![0; self.actions];
        self.get()?.episode.observe(seat, &mut obs, &mut mask);
        Ok((bytearray(py, f32_bytes(&obs)), bytearray(py, &mask)))
    }

    /// What each seat is paid (`"win"` or `"score"`), once the game is over.
    fn rewards(&self, reward: &str) -> PyResult<Option<Vec<f32>>> {
        Ok(self.get()?.episode.rewards(reward_of(reward)?))
    }

    /// A copy of the table, for views, replays and drawing.
    fn table(&self) -> PyResult<Table> {
        Ok(Table::of(self.get()?.episode.table().clone_box()))
    }
}

pub(crate) fn poisoned() -> PyErr {
    bad("a bot panicked earlier in this game")
}

impl Episode {
    fn get(&self) -> PyResult<std::sync::MutexGuard<'_, Played>> {
        self.inner.lock().map_err(|_| poisoned())
    }

    fn seat(&self, seat: isize) -> PyResult<usize> {
        crate::table::seat_of(seat, self.players)
    }
}
