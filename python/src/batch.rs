//! `games` games stepped at once for `urbs.vector`: one call plays an
//! action in every game (and the bots' moves after it) with the GIL
//! released, and writes the rows into the caller's NumPy arrays. A game
//! that ends is replaced in the same step (Gymnasium's same-step
//! autoreset); its last observation is handed back for `final_obs`. Each
//! slot keeps its base seed, how many games it started and the agents'
//! moves in the current one: enough to pickle the batch and play it
//! again to the same point. The stepping is the tensor crate's
//! (`urbs_tensor::step_slots`), on this file's slots.

use std::sync::Mutex;

use pyo3::prelude::*;
use pyo3::types::PyByteArray;
use rayon::prelude::*;
use serde_json::Value;
use urbs_engine::{Edition, derive_seed};
use urbs_tensor::{BatchSlot, Outputs, Reward, Seats, output_lens, step_slots, write_slots};

use crate::envs::{Played, poisoned, reward_of};
use crate::{bad, bytearray, encoding, f32_bytes, parse};

/// What every game of the batch is.
struct Setup {
    game: String,
    edition: Edition,
    players: usize,
    options: Value,
    seats: Seats,
    opponents: Vec<String>,
    reward: Reward,
    parallel: bool,
    obs_len: usize,
    actions: usize,
}

struct Slot {
    played: Played,
    /// Game `k` of this slot is dealt from `derive_seed(base, k)`.
    base: u64,
    /// Games this slot has started.
    started: u64,
    /// The seat its agent must act for now, and that seat's mask.
    seat: usize,
    mask: Vec<u8>,
}

/// A slot as it pickles: base seed, games started, the current game's moves.
type SlotState = (u64, u64, Vec<(usize, usize)>);

#[pyclass(module = "urbs._urbs")]
pub(crate) struct Batch {
    setup: Setup,
    slots: Mutex<Vec<Slot>>,
}

#[pymethods]
impl Batch {
    /// `seats`: `"rotate"`, `"all"` (self-play) or a seat number; `seeds`:
    /// one base seed per game; `slots`: the `state()` of a batch to play
    /// again (unpickling), `None` for new games; `edition`: of the game's
    /// rules, every game's (`None`: the latest).
    #[new]
    #[allow(clippy::too_many_arguments)]
    #[pyo3(signature = (game, players, options_json, seeds, seats, opponents, reward, parallel, slots=None, edition=None))]
    fn new(
        py: Python<'_>,
        game: &str,
        players: usize,
        options_json: &str,
        seeds: Vec<u64>,
        seats: &str,
        opponents: Vec<String>,
        reward: &str,
        parallel: bool,
        slots: Option<Vec<SlotState>>,
        edition: Option<Edition>,
    ) -> PyResult<Batch> {
        let e = encoding(game)?;
        let edition = crate::edition_of(game, edition)?;
        let seats =
            match seats {
                "rotate" => Seats::Rotate,
                "all" => Seats::All,
                s => Seats::Fixed(s.parse().map_err(|_| {
                    bad(format!("seat `{s}`: a seat number, \"rotate\" or \"all\""))
                })?),
            };
        if let Seats::Fixed(s) = seats
            && s >= players
        {
            return Err(bad(format!(
                "seat {s} does not exist with {players} players"
            )));
        }
        if seats != Seats::All && opponents.is_empty() {
            return Err(bad("name the bots that play the other seats"));
        }
        if seeds.is_empty() {
            return Err(bad("a batch needs at least one game"));
        }
        let setup = Setup {
            game: game.to_string(),
            edition,
            players,
            options: parse(options_json)?,
            seats,
            opponents,
            reward: reward_of(reward)?,
            parallel,
            obs_len: e.observation_len(),
            actions: e.actions(),
        };
        let states: Vec<SlotState> = match slots {
            None => seeds.iter().map(|&b| (b, 1, Vec::new())).collect(),
            Some(s) if s.len() == seeds.len() => s,
            Some(s) => return Err(bad(format!("{} slots for {} games", s.len(), seeds.len()))),
        };
        let slots = py
            .allow_threads(|| {
                states
                    .into_par_iter()
                    .map(|(base, started, steps)| setup.restore(base, started, &steps))
                    .collect::<Result<Vec<_>, String>>()
            })
            .map_err(bad)?;
        Ok(Batch {
            setup,
            slots: Mutex::new(slots),
        })
    }

    fn games(&self) -> PyResult<usize> {
        Ok(self.get()?.len())
    }

    /// Every slot's `(base seed, games started, the current game's moves)`.
    fn state(&self) -> PyResult<Vec<SlotState>> {
        Ok(self
            .get()?
            .iter()
            .map(|s| (s.base, s.started, s.played.steps.clone()))
            .collect())
    }

    /// Writes the current rows into the caller's arrays (`arrays`, held for
    /// the call; `parts` their `(address, bytes)`, see `Raw`).
    fn write_into(&mut self, parts: Vec<(usize, usize)>, arrays: Vec<PyObject>) -> PyResult<()> {
        let slots = self.slots.get_mut().map_err(|_| poisoned())?;
        let s = &self.setup;
        let lens = output_lens(slots.len(), s.obs_len, s.actions, s.players);
        let raw = Raw::new(parts, lens)?;
        // SAFETY: `urbs.vector` passes C-contiguous, writable arrays it made
        // and keeps no view of while the call runs; `arrays` holds them alive.
        write_slots(slots, unsafe { raw.outputs() });
        drop(arrays);
        Ok(())
    }

    /// Plays one action per game (int64 bytes) with the GIL released and
    /// writes the rows into the caller's arrays (as `write_into`). Every
    /// id is checked before any is played: an illegal one refuses the
    /// whole step, naming the game, and changes nothing. Returns, for each
    /// game that ended, its index and the acting seat's last observation
    /// (float32 bytes).
    fn step_into<'py>(
        &mut self,
        py: Python<'py>,
        actions: &[u8],
        parts: Vec<(usize, usize)>,
        arrays: Vec<PyObject>,
    ) -> PyResult<Vec<(usize, Bound<'py, PyByteArray>)>> {
        let ids = ids_of(actions)?;
        let slots = self.slots.get_mut().map_err(|_| poisoned())?;
        let s = &self.setup;
        let raw = Raw::new(
            parts,
            output_lens(slots.len(), s.obs_len, s.actions, s.players),
        )?;
        // SAFETY: as in `write_into`; while the GIL is released the arrays
        // stay alive through `arrays`, and `urbs.vector` reads them only
        // after the call returns.
        let out = unsafe { raw.outputs() };
        let ended = py.allow_threads(|| step_slots(slots, s, &ids, out, s.reward, s.parallel));
        drop(arrays);
        Ok(ended
            .map_err(bad)?
            .into_iter()
            .map(|e| (e.game, bytearray(py, f32_bytes(&e.obs))))
            .collect())
    }
}

impl Batch {
    fn get(&self) -> PyResult<std::sync::MutexGuard<'_, Vec<Slot>>> {
        self.slots.lock().map_err(|_| poisoned())
    }
}

impl Setup {
    /// Game `k` of a slot: who sits where, dealt from `derive_seed(base, k)`.
    fn start(&self, base: u64, k: u64) -> Result<Played, String> {
        let p = self.players;
        let bots = self.seats.bots_for_game(p, &self.opponents, k);
        let seed = derive_seed(base, k);
        let played = Played::new(&self.game, self.edition, p, &self.options, seed, &bots)?;
        if played.episode.to_act().is_none() {
            return Err("the bots ended a game before the agent's first move".into());
        }
        Ok(played)
    }

    /// A slot that has started `started` games, the last with `steps` played.
    fn restore(&self, base: u64, started: u64, steps: &[(usize, usize)]) -> Result<Slot, String> {
        if started == 0 {
            return Err("a slot has started at least one game".into());
        }
        let mut played = self.start(base, started - 1)?;
        played.replay(steps)?;
        let seat = played
            .episode
            .to_act()
            .ok_or("the moves end the game; a slot's game is under way")?;
        Ok(Slot {
            played,
            base,
            started,
            seat,
            mask: vec![0; self.actions],
        })
    }
}

impl BatchSlot for Slot {
    type Setup = Setup;

    fn seat(&self) -> usize {
        self.seat
    }

    fn is_legal(&self, id: usize) -> bool {
        self.mask.get(id) == Some(&1)
    }

    fn play(&mut self, id: usize) -> Result<(), String> {
        self.played.step(self.seat, id).map_err(|e| e.to_string())?;
        if let Some(seat) = self.played.episode.to_act() {
            self.seat = seat;
        }
        Ok(())
    }

    fn rewards(&self, reward: Reward) -> Option<Vec<f32>> {
        self.played.episode.rewards(reward)
    }

    /// Keeps the mask: legality is checked against what the agent was shown.
    fn observe(&mut self, seat: usize, obs: &mut [f32], mask: &mut [u8]) {
        self.played.episode.observe(seat, obs, mask);
        self.mask.copy_from_slice(mask);
    }

    fn restart(&mut self, setup: &Setup) -> Result<(), String> {
        self.played = setup.start(self.base, self.started)?;
        self.started += 1;
        self.seat = self
            .played
            .episode
            .to_act()
            .expect("a new game waits for an agent");
        Ok(())
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
