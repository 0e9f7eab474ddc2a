//! Bots, simulations and tournaments, played in Rust with the GIL released;
//! agents written in Python take seats through a callback that takes the
//! GIL only while it decides.

use std::collections::HashMap;
use std::marker::PhantomData;
use std::sync::{Arc, Mutex};

use pyo3::prelude::*;
use rayon::prelude::*;
use serde_json::Value;
use urbs_bots::{Bot as RustBot, DynBot, Roster, Turn};
use urbs_engine::{Edition, derive_seed};
use urbs_tensor::{Encoding, fill_mask, observe};

use crate::table::Table;
use crate::{bad, bytearray, f32_bytes, json, parse};

/// A built-in bot for one game.
#[pyclass(module = "urbs._urbs")]
pub(crate) struct Bot {
    game: String,
    spec: String,
    seed: u64,
    // A bot is `Send` but not `Sync`; the mutex makes the class shareable.
    inner: Mutex<Box<dyn DynBot>>,
}

#[pymethods]
impl Bot {
    #[new]
    fn new(game: &str, spec: &str, seed: u64) -> PyResult<Bot> {
        let inner = urbs_catalog::make_dyn_bot(game, spec, seed).map_err(bad)?;
        Ok(Bot {
            game: game.to_string(),
            spec: spec.to_string(),
            seed,
            inner: Mutex::new(inner),
        })
    }

    fn game(&self) -> String {
        self.game.clone()
    }

    fn spec(&self) -> String {
        self.spec.clone()
    }

    fn seed(&self) -> u64 {
        self.seed
    }

    /// The bot's choice for `seat` as `(text, json text)`; the GIL is
    /// released while it thinks.
    fn choose(&mut self, py: Python<'_>, table: &Table, seat: isize) -> PyResult<(String, String)> {
        let seat = table.seat_in_range(seat)?;
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

fn check_bots(bots: &[String], players: usize) -> PyResult<()> {
    if bots.len() != players {
        return Err(bad(format!(
            "bots names {} bots for {players} players",
            bots.len()
        )));
    }
    Ok(())
}

struct Sim {
    players: usize,
    options: Value,
    games: u64,
    seed: u64,
    bots: Vec<String>,
    edition: Option<Edition>,
}

impl urbs_catalog::Visitor for Sim {
    type Out = Result<String, String>;
    fn visit<G: Roster>(self) -> Self::Out {
        let options = urbs_engine::parse_options::<G>(&self.options).map_err(|e| e.to_string())?;
        // Every field is set today; a field added later keeps its default.
        #[allow(clippy::needless_update)]
        let cfg = urbs_bots::arena::SimConfig {
            players: self.players,
            options,
            games: self.games,
            seed: self.seed,
            bots: self.bots,
            edition: self.edition,
            ..urbs_bots::arena::SimConfig::default()
        };
        let report = urbs_bots::arena::simulate::<G>(&cfg, &|_, _| Ok(()), &|_| {})?;
        Ok(json(&report))
    }
}

/// Plays `games` games on all cores (rayon) with the GIL released, under
/// `edition` of the rules (`None`: the latest); the report is `urbs sim
/// --json`'s.
#[allow(clippy::too_many_arguments)]
#[pyfunction]
#[pyo3(signature = (game, players, bots, games, seed, options_json, edition=None))]
pub(crate) fn sim_json(
    py: Python<'_>,
    game: &str,
    players: usize,
    bots: Vec<String>,
    games: u64,
    seed: u64,
    options_json: &str,
    edition: Option<Edition>,
) -> PyResult<String> {
    check_bots(&bots, players)?;
    let options = parse(options_json)?;
    let sim = Sim {
        players,
        options,
        games,
        seed,
        bots,
        edition,
    };
    py.allow_threads(|| urbs_catalog::with_game(game, sim).and_then(|r| r))
        .map_err(bad)
}

/// Win shares are summed exactly in sixtieths (ties split 1/2 .. 1/6), as
/// the arena sums them, so parts add up to the whole run.
const SHARE_UNIT: f64 = 60.0;

struct SimPart {
    players: usize,
    options: Value,
    edition: Option<Edition>,
    seed: u64,
    start: u64,
    stop: u64,
    bots: Vec<String>,
    threads: usize,
}

impl urbs_catalog::Visitor for SimPart {
    type Out = Result<String, String>;
    fn visit<G: Roster>(self) -> Self::Out {
        let options = urbs_engine::parse_options::<G>(&self.options).map_err(|e| e.to_string())?;
        urbs_engine::check_players::<G>(self.players).map_err(|e| e.to_string())?;
        let edition = self.edition.unwrap_or(G::EDITION);
        urbs_engine::check_edition::<G>(edition).map_err(|e| e.to_string())?;
        for spec in &self.bots {
            urbs_bots::make_bot::<G>(spec, 0)?;
        }
        let n = self.players;
        let zero = || (vec![0u64; n], vec![0i64; n]);
        // Its own pool when asked for a thread count (a part among others
        // on one machine), else rayon's, on every core.
        let pool = match self.threads {
            0 => None,
            t => Some(
                rayon::ThreadPoolBuilder::new()
                    .num_threads(t)
                    .build()
                    .map_err(|e| e.to_string())?,
            ),
        };
        let play = || {
            (self.start..self.stop)
                .into_par_iter()
                .map(|i| {
                    let seed = derive_seed(self.seed, i);
                    let make = &urbs_bots::make_bot::<G>;
                    let table = urbs_bots::arena::play_game_with::<G>(
                        edition, n, &options, seed, &self.bots, make,
                    )?;
                    let o = table.outcome().ok_or("a game did not finish")?;
                    let units = o.wins.iter().map(|w| (w * SHARE_UNIT).round() as u64);
                    Ok((units.collect(), o.scores))
                })
                .try_reduce(zero, |a, b| {
                    let add =
                        |x: Vec<u64>, y: Vec<u64>| x.iter().zip(&y).map(|(p, q)| p + q).collect();
                    let sum =
                        |x: Vec<i64>, y: Vec<i64>| x.iter().zip(&y).map(|(p, q)| p + q).collect();
                    Ok::<_, String>((add(a.0, b.0), sum(a.1, b.1)))
                })
        };
        let (units, scores) = match pool {
            Some(pool) => pool.install(play)?,
            None => play()?,
        };
        Ok(json(&serde_json::json!({
            "game": G::ID,
            "players": n,
            "seed": self.seed,
            "edition": edition,
            "start": self.start,
            "stop": self.stop,
            "bots": self.bots,
            "share_units": units,
            "score_sums": scores,
        })))
    }
}

/// Games `start..stop` of the run `urbs sim` plays from `seed`, with exact
/// totals (win shares in sixtieths, score sums) so that parts played
/// anywhere add up to the whole run's report. `threads`: 0 for every core;
/// `edition`: of the rules, `None` the latest.
#[allow(clippy::too_many_arguments)]
#[pyfunction]
#[pyo3(signature = (game, players, bots, start, stop, seed, options_json, threads, edition=None))]
pub(crate) fn sim_part_json(
    py: Python<'_>,
    game: &str,
    players: usize,
    bots: Vec<String>,
    start: u64,
    stop: u64,
    seed: u64,
    options_json: &str,
    threads: usize,
    edition: Option<Edition>,
) -> PyResult<String> {
    check_bots(&bots, players)?;
    if stop < start {
        return Err(bad(format!(
            "games {start} to {stop}: stop comes before start"
        )));
    }
    let options = parse(options_json)?;
    let part = SimPart {
        players,
        options,
        edition,
        seed,
        start,
        stop,
        bots,
        threads,
    };
    py.allow_threads(|| urbs_catalog::with_game(game, part).and_then(|r| r))
        .map_err(bad)
}

/// An agent written in Python: `hook(seat, observation bytes, mask bytes,
/// view json)` returns an action id. It sees what a bot sees (its view and
/// the public log), never the state. The first error it raises is kept and
/// stops it asking again (it plays its first legal action from then on);
/// the tournament raises it at the end.
struct Agent<G> {
    hook: Arc<Py<PyAny>>,
    failure: Arc<Mutex<Option<PyErr>>>,
    game: PhantomData<G>,
}

impl<G: Encoding> Agent<G> {
    fn ask(&self, turn: &Turn<'_, G>) -> PyResult<G::Action> {
        let obs = observe::<G>(turn.view, turn.log);
        let mut mask = vec![0u8; G::ACTIONS];
        fill_mask::<G>(turn.view, turn.legal, &mut mask);
        let view = json(turn.view);
        let id = Python::with_gil(|py| {
            let obs = bytearray(py, f32_bytes(&obs));
            let mask = bytearray(py, &mask);
            self.hook
                .bind(py)
                .call1((turn.seat, obs, mask, view))?
                .extract::<i64>()
        })?;
        turn.legal
            .iter()
            .find(|a| G::action_id(turn.view, a).is_some_and(|i| i as i64 == id))
            .cloned()
            .ok_or_else(|| {
                bad(format!(
                    "the agent chose action id {id}, which is not legal"
                ))
            })
    }
}

impl<G: Encoding> RustBot<G> for Agent<G> {
    fn choose(&mut self, turn: &Turn<'_, G>) -> G::Action {
        let failed = self.failure.lock().map_or(true, |f| f.is_some());
        if !failed {
            match self.ask(turn) {
                Ok(action) => return action,
                Err(e) => {
                    if let Ok(mut f) = self.failure.lock() {
                        f.get_or_insert(e);
                    }
                }
            }
        }
        turn.legal[0].clone()
    }
}

struct Tournament<'a> {
    players: usize,
    options: Value,
    edition: Option<Edition>,
    bots: Vec<String>,
    games: u64,
    seed: u64,
    journal: Option<std::path::PathBuf>,
    so_far: bool,
    agents: &'a HashMap<String, Arc<Py<PyAny>>>,
    failure: Arc<Mutex<Option<PyErr>>>,
}

impl urbs_tensor::Visitor for Tournament<'_> {
    type Out = Result<String, String>;
    fn visit<G: Encoding + Roster>(self) -> Self::Out {
        // Every field is set today; a field added later keeps its default.
        #[allow(clippy::needless_update)]
        let cfg = urbs_tournament::TournamentConfig {
            players: self.players,
            options: urbs_engine::parse_options::<G>(&self.options).map_err(|e| e.to_string())?,
            bots: self.bots,
            games: self.games,
            seed: self.seed,
            edition: self.edition,
            journal: self.journal,
            so_far: self.so_far,
            ..urbs_tournament::TournamentConfig::default()
        };
        let make = |spec: &str, seed: u64| -> Result<Box<dyn RustBot<G>>, String> {
            match self.agents.get(spec) {
                Some(hook) => Ok(Box::new(Agent::<G> {
                    hook: hook.clone(),
                    failure: self.failure.clone(),
                    game: PhantomData,
                })),
                None => urbs_bots::make_bot::<G>(spec, seed),
            }
        };
        let report = urbs_tournament::run_with::<G>(&cfg, &make, &|_| {})?;
        Ok(json(&report))
    }
}

/// A seat-rotated tournament (`urbs tournament --json`'s report) on all
/// cores with the GIL released, under `edition` of the rules (`None`: the
/// latest). `agents` maps names used in `bots` to Python hooks (see
/// [`Agent`]).
#[allow(clippy::too_many_arguments)]
#[pyfunction]
#[pyo3(signature = (game, players, bots, agents, games, seed, options_json, edition=None, journal=None, so_far=false))]
pub(crate) fn tournament_json(
    py: Python<'_>,
    game: &str,
    players: usize,
    bots: Vec<String>,
    agents: HashMap<String, Py<PyAny>>,
    games: u64,
    seed: u64,
    options_json: &str,
    edition: Option<Edition>,
    journal: Option<std::path::PathBuf>,
    so_far: bool,
) -> PyResult<String> {
    let options = parse(options_json)?;
    let agents: HashMap<String, Arc<Py<PyAny>>> =
        agents.into_iter().map(|(k, v)| (k, Arc::new(v))).collect();
    let failure = Arc::new(Mutex::new(None));
    let job = Tournament {
        players,
        options,
        edition,
        bots,
        games,
        seed,
        journal,
        so_far,
        agents: &agents,
        failure: failure.clone(),
    };
    let report = py.allow_threads(|| urbs_tensor::with_encoding(game, job).and_then(|r| r));
    if let Some(e) = failure.lock().ok().and_then(|mut f| f.take()) {
        return Err(e);
    }
    report.map_err(bad)
}

/// Two tournaments' journals compared game by game (`urbs compare
/// --json`'s report, with each common game's differences in `per_game`);
/// `entry` from 0, as `--entry` less one.
#[pyfunction]
#[pyo3(signature = (reference, candidate, entry=None))]
pub(crate) fn compare_json(
    reference: std::path::PathBuf,
    candidate: std::path::PathBuf,
    entry: Option<usize>,
) -> PyResult<String> {
    let comparison = urbs_tournament::compare(&reference, &candidate, entry).map_err(bad)?;
    Ok(json(&comparison))
}
