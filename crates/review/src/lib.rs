//! What a search bot makes of a game, for people learning it.
//!
//! - [`hint_turn`] takes the seat to act's turn (its view, the public log
//!   and its legal actions: nothing hidden from it) off a table, and
//!   [`HintTurn::run`] searches it anywhere (a server holds no lock): the
//!   move a strong bot would make, with its estimate of every alternative.
//! - [`review`] goes through a finished game: for every decision, the bot's
//!   value of each legal action from the acting seat's own view, the value
//!   lost by the move played against the best one, and marks for the big
//!   mistakes; and at every step each seat's chance to win, estimated by
//!   playing the game out from the real state (the game is over, so the
//!   cards it hid are no secret any more).
//!
//! Values are the search's rewards: the acting seat's share of the win
//! blended with its normalised score, from 0 (loses everything) to 1; in a
//! game whose coach search scores its playouts by the learned value where
//! they stop (`Roster::COACH`: Skyline), the chance to win it gives
//! there.
//!
//! ```
//! use urbs_review::{Budget, review};
//! let table = urbs_catalog::new_table("forsale", 3, &serde_json::Value::Null, 5).unwrap();
//! # let _ = table;
//! let budget = Budget { iterations: 50, playouts: 4, ..Budget::default() };
//! # let replay = serde_json::json!({"game":"forsale","players":3,"options":{},"seed":5,"actions":[]});
//! let r = review(&replay, &budget, &mut |_, _| {}).unwrap();
//! assert_eq!(r.chances.len(), 1);
//! ```

mod declined;

use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};
use serde_json::Value;
use urbs_bots::{Bot, Roster, Turn, coach_bot};
use urbs_catalog::{Visitor, with_game};
use urbs_engine::rand::RngExt;
use urbs_engine::{DynTable, Replay, Seat, Table, Viewer, derive_seed, rng_from_seed};

/// How much thinking a hint or a review may take.
#[derive(Clone, Debug, PartialEq)]
pub struct Budget {
    /// Search iterations per decision.
    pub iterations: u32,
    /// A decision's search stops at this time whatever its iterations.
    pub time_per_decision: Duration,
    /// Play-outs per step for the chances to win (at least 4 are played).
    pub playouts: u32,
    /// The play-outs of one step stop at this time (after the first 4).
    pub time_per_step: Duration,
    /// Seeds the searches and play-outs.
    pub seed: u64,
    /// Bytes a decision's search tree may grow to (`usize::MAX`: no
    /// limit); a full tree plays out from where it ends
    /// ([`urbs_bots::Bot::limit_memory`]). The tree is dropped after each
    /// decision: nothing is kept.
    pub memory: usize,
}

impl Default for Budget {
    fn default() -> Budget {
        Budget {
            iterations: 2_000,
            time_per_decision: Duration::from_millis(100),
            playouts: 24,
            time_per_step: Duration::from_millis(100),
            seed: 1,
            memory: usize::MAX,
        }
    }
}

/// One legal action and what the search made of it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Valued {
    pub text: String,
    pub json: Value,
    pub visits: u64,
    /// Mean reward of the acting seat after it; `None` if never tried.
    pub value: Option<f64>,
}

/// The moves a strong bot would make for the seat to act, best first.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Hint {
    pub seat: Seat,
    pub actions: Vec<Valued>,
    pub iterations: u64,
    pub seconds: f64,
}

/// The search of one turn, waiting to be run.
type Search = Box<dyn FnOnce(&Budget) -> Vec<Valued> + Send>;

/// A seat's turn, taken off its table, ready to be searched anywhere.
pub struct HintTurn {
    seat: Seat,
    run: Search,
}

impl HintTurn {
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// Searches the turn (this is where the time goes).
    pub fn run(self, budget: &Budget) -> Hint {
        let start = Instant::now();
        let seat = self.seat;
        let actions = (self.run)(budget);
        let iterations = actions.iter().map(|a| a.visits).sum();
        Hint {
            seat,
            actions,
            iterations,
            seconds: start.elapsed().as_secs_f64(),
        }
    }
}

/// `seat`'s turn at `table`, copied out (its view, the public log, its
/// legal actions), or `None` if the seat need not act.
pub fn hint_turn(table: &dyn DynTable, seat: Seat) -> Option<HintTurn> {
    with_game(table.game(), TakeTurn { table, seat }).ok()?
}

struct TakeTurn<'a> {
    table: &'a dyn DynTable,
    seat: Seat,
}

impl Visitor for TakeTurn<'_> {
    type Out = Option<HintTurn>;
    fn visit<G: Roster>(self) -> Option<HintTurn> {
        let table = self.table.as_any().downcast_ref::<Table<G>>()?;
        let seat = self.seat;
        if !table.to_act().includes(seat) {
            return None;
        }
        let view = table.view(Viewer::Seat(seat));
        let log = table.log().to_vec();
        let legal = table.legal_actions(seat);
        // MP-8: what the seat proposed this turn is in no view; its own
        // moves, played again off the table, tell it (declined.rs).
        let replay = (G::ID == "metropolis").then(|| table.replay());
        Some(HintTurn {
            seat,
            run: Box::new(move |budget| {
                let turn = Turn {
                    seat,
                    view: &view,
                    log: &log,
                    legal: &legal,
                };
                let mut actions = search::<G>(&turn, budget, budget.seed);
                if let Some(replay) = replay {
                    declined::drop_declined_send(replay, seat, &mut actions);
                }
                actions
            }),
        })
    }
}

/// The search's value of every legal action of `turn`, best first.
fn search<G: Roster>(turn: &Turn<'_, G>, budget: &Budget, seed: u64) -> Vec<Valued> {
    let mut bot = coach_bot::<G>(budget.iterations, budget.time_per_decision, seed);
    bot.limit_memory(budget.memory);
    let analysis = bot.analyze(turn);
    analysis
        .actions
        .into_iter()
        .map(|a| Valued {
            text: a.action.to_string(),
            json: serde_json::to_value(&a.action).unwrap_or(Value::Null),
            visits: a.visits,
            value: a.value,
        })
        .collect()
}

/// How bad a move was, by the value it lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mark {
    /// Lost at least [`MISTAKE`] of the value.
    Mistake,
    /// Lost at least [`BLUNDER`].
    Blunder,
}

/// Value lost (on the 0..1 scale) that makes a move a mistake, a blunder.
pub const MISTAKE: f64 = 0.1;
pub const BLUNDER: f64 = 0.25;

/// One decision of a finished game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Decision {
    /// Actions played before it (the replay's step).
    pub step: usize,
    pub seat: Seat,
    /// Every legal action, best first; a forced move was not searched.
    pub actions: Vec<Valued>,
    /// The move played, as an index into `actions`.
    pub played: usize,
    /// The best value less the played move's (`None` when the played move
    /// was never tried, or there was no choice).
    pub loss: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mark: Option<Mark>,
}

/// A finished game as the bot sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Review {
    pub game: String,
    pub players: usize,
    pub decisions: Vec<Decision>,
    /// Per step (before each action, and after the last one), each seat's
    /// estimated chance to win.
    pub chances: Vec<Vec<f64>>,
    pub iterations: u32,
    pub playouts: u32,
}

/// Reviews the finished (or abandoned) game `replay` (the replay format of
/// the command line); `progress(done, total)` hears of every step.
pub fn review(
    replay: &Value,
    budget: &Budget,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<Review, String> {
    let mut r = Reviewing::start(replay, budget)?;
    while r.step()? {
        let (done, total) = r.progress();
        progress(done, total);
    }
    let (done, total) = r.progress();
    progress(done, total);
    Ok(r.finish())
}

/// A review under way, a decision at a time, so that whoever runs it can
/// think between decisions (a server shares its cores with the bots).
pub struct Reviewing {
    inner: Box<dyn Steps + Send>,
}

trait Steps {
    fn step(&mut self) -> Result<bool, String>;
    fn progress(&self) -> (usize, usize);
    fn limit_memory(&mut self, bytes: usize);
    fn finish(self: Box<Self>) -> Review;
}

impl Reviewing {
    /// Reads `replay` and gets ready to review it.
    pub fn start(replay: &Value, budget: &Budget) -> Result<Reviewing, String> {
        let id = replay
            .get("game")
            .and_then(Value::as_str)
            .ok_or("a replay needs a \"game\" field")?;
        with_game(id, Start { replay, budget })?
    }

    /// Reviews the next decision; `false` once every one is done (then
    /// the chances after the last move are in too).
    pub fn step(&mut self) -> Result<bool, String> {
        self.inner.step()
    }

    /// `(decisions done, decisions in all)`.
    pub fn progress(&self) -> (usize, usize) {
        self.inner.progress()
    }

    /// Bytes the next decisions' searches may grow to ([`Budget::memory`]).
    pub fn limit_memory(&mut self, bytes: usize) {
        self.inner.limit_memory(bytes)
    }

    pub fn finish(self) -> Review {
        self.inner.finish()
    }
}

struct Start<'a> {
    replay: &'a Value,
    budget: &'a Budget,
}

impl Visitor for Start<'_> {
    type Out = Result<Reviewing, String>;
    fn visit<G: Roster>(self) -> Self::Out {
        let mut replay: Replay<G> = serde_json::from_value(self.replay.clone())
            .map_err(|e| format!("not a {} replay: {e}", G::ID))?;
        let actions = std::mem::take(&mut replay.actions);
        let table = Table::from_replay(&replay).map_err(|e| e.to_string())?;
        Ok(Reviewing {
            inner: Box::new(Typed::<G> {
                chances: Vec::with_capacity(actions.len() + 1),
                decisions: Vec::with_capacity(actions.len()),
                actions,
                table,
                budget: self.budget.clone(),
            }),
        })
    }
}

struct Typed<G: Roster> {
    table: Table<G>,
    actions: Vec<urbs_engine::Step<G::Action>>,
    budget: Budget,
    decisions: Vec<Decision>,
    chances: Vec<Vec<f64>>,
}

impl<G: Roster> Steps for Typed<G> {
    fn progress(&self) -> (usize, usize) {
        (self.decisions.len(), self.actions.len())
    }

    fn limit_memory(&mut self, bytes: usize) {
        self.budget.memory = bytes;
    }

    fn step(&mut self) -> Result<bool, String> {
        let step = self.decisions.len();
        let budget = &self.budget;
        let Some(s) = self.actions.get(step) else {
            if self.chances.len() == step {
                self.chances.push(match self.table.outcome() {
                    Some(o) => o.wins,
                    // An abandoned game: where it stood when it stopped.
                    None => chances_at(self.table.state(), budget, step as u64),
                });
            }
            return Ok(false);
        };
        let table = &mut self.table;
        self.chances
            .push(chances_at(table.state(), budget, step as u64));
        let view = table.view(Viewer::Seat(s.seat));
        let legal = table.legal_actions(s.seat);
        let valued = if legal.len() > 1 {
            let turn = Turn {
                seat: s.seat,
                view: &view,
                log: table.log(),
                legal: &legal,
            };
            search::<G>(&turn, budget, derive_seed(budget.seed, step as u64))
        } else {
            legal
                .iter()
                .map(|a| Valued {
                    text: a.to_string(),
                    json: serde_json::to_value(a).unwrap_or(Value::Null),
                    visits: 0,
                    value: None,
                })
                .collect()
        };
        let played_json = serde_json::to_value(&s.action).unwrap_or(Value::Null);
        let played = valued
            .iter()
            .position(|v| v.json == played_json)
            .ok_or_else(|| format!("action {step} is not legal there"))?;
        let best = valued
            .iter()
            .filter_map(|v| v.value)
            .fold(None, |m: Option<f64>, v| Some(m.map_or(v, |m| m.max(v))));
        let loss = match (best, valued[played].value) {
            (Some(b), Some(p)) if valued.len() > 1 => Some((b - p).max(0.0)),
            _ => None,
        };
        let mark = loss.and_then(|l| {
            if l >= BLUNDER {
                Some(Mark::Blunder)
            } else if l >= MISTAKE {
                Some(Mark::Mistake)
            } else {
                None
            }
        });
        table
            .apply(s.seat, &s.action)
            .map_err(|e| format!("action {step}: {e}"))?;
        self.decisions.push(Decision {
            step,
            seat: s.seat,
            actions: valued,
            played,
            loss,
            mark,
        });
        Ok(true)
    }

    fn finish(mut self: Box<Self>) -> Review {
        while self.step().unwrap_or(false) {}
        Review {
            game: G::ID.to_string(),
            players: self.table.players(),
            decisions: self.decisions,
            chances: self.chances,
            iterations: self.budget.iterations,
            playouts: self.budget.playouts,
        }
    }
}

/// Share of random moves in the play-outs that estimate chances to win.
const EXPLORE: f64 = 0.25;

/// Each seat's share of the wins in play-outs of `state` with the game's
/// play-out policy for every seat (random moves where it has none, and a
/// quarter of the time).
fn chances_at<G: Roster>(state: &G, budget: &Budget, step: u64) -> Vec<f64> {
    let players = state.players();
    if let Some(o) = state.outcome() {
        return o.wins;
    }
    let mut policy = G::playout_policy().map(|make| make());
    let mut rng = rng_from_seed(derive_seed(budget.seed ^ 0xC4A4CE, step));
    let mut wins = vec![0.0; players];
    let mut played = 0u32;
    let start = Instant::now();
    let mut legal = Vec::new();
    let mut events = Vec::new();
    while played < budget.playouts.max(4) && (played < 4 || start.elapsed() < budget.time_per_step)
    {
        let mut world = state.clone();
        while let Some(seat) = world.to_act().seats().first() {
            legal.clear();
            world.legal_actions(seat, &mut legal);
            // The policy with a share of random moves: a game without
            // chance after the deal would otherwise play out the same way
            // every time from a known state.
            let i = if rng.random_bool(EXPLORE) {
                None
            } else {
                policy
                    .as_mut()
                    .and_then(|p| p.choose(&world, seat, &legal, &mut rng))
            }
            .unwrap_or_else(|| rng.random_range(0..legal.len()));
            events.clear();
            world
                .apply(seat, &legal[i], &mut events)
                .expect("legal actions apply");
        }
        if let Some(o) = world.outcome() {
            for (w, x) in wins.iter_mut().zip(o.wins) {
                *w += x;
            }
        }
        played += 1;
    }
    wins.iter().map(|w| w / played as f64).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn finished(game: &str, players: usize, seed: u64) -> Value {
        let specs: Vec<String> = (0..players).map(|_| "random".to_string()).collect();
        let table = with_game(
            game,
            Play {
                players,
                seed,
                specs,
            },
        )
        .unwrap();
        table.replay_json()
    }

    struct Play {
        players: usize,
        seed: u64,
        specs: Vec<String>,
    }

    impl Visitor for Play {
        type Out = Box<dyn DynTable>;
        fn visit<G: Roster>(self) -> Box<dyn DynTable> {
            let t = urbs_bots::arena::play_game::<G>(
                self.players,
                &G::Options::default(),
                self.seed,
                &self.specs,
            )
            .unwrap();
            Box::new(t)
        }
    }

    fn small() -> Budget {
        Budget {
            iterations: 60,
            playouts: 4,
            time_per_decision: Duration::from_secs(10),
            time_per_step: Duration::from_secs(10),
            seed: 3,
            memory: usize::MAX,
        }
    }

    #[test]
    fn a_review_covers_every_decision_and_step() {
        let replay = finished("forsale", 3, 2);
        let total = replay["actions"].as_array().unwrap().len();
        let mut seen = 0;
        let r = review(&replay, &small(), &mut |done, all| {
            assert_eq!(all, total);
            seen = done;
        })
        .unwrap();
        assert_eq!(seen, total);
        assert_eq!(r.decisions.len(), total);
        assert_eq!(r.chances.len(), total + 1);
        for c in &r.chances {
            assert_eq!(c.len(), 3);
            assert!((c.iter().sum::<f64>() - 1.0).abs() < 1e-9, "{c:?}");
        }
        // The last entry is the result itself.
        let end = urbs_catalog::load_replay(&replay)
            .unwrap()
            .outcome()
            .unwrap();
        assert_eq!(r.chances[total], end.wins);
        for d in &r.decisions {
            let played = &d.actions[d.played];
            assert_eq!(played.json, replay["actions"][d.step]["action"]);
            if let Some(loss) = d.loss {
                assert!((0.0..=1.0).contains(&loss));
                let best = d.actions.iter().filter_map(|a| a.value).fold(0.0, f64::max);
                assert!((best - played.value.unwrap() - loss).abs() < 1e-12);
            }
            assert_eq!(
                d.mark == Some(Mark::Blunder),
                d.loss.is_some_and(|l| l >= BLUNDER)
            );
        }
        // Random players make mistakes a search sees.
        assert!(r.decisions.iter().any(|d| d.mark.is_some()), "{r:?}");
        // The same budget and seed give the same review (iteration budgets).
        let again = review(&replay, &small(), &mut |_, _| {}).unwrap();
        assert_eq!(again, r);
    }

    #[test]
    fn every_game_is_reviewed() {
        for (game, players) in [("skyline", 2), ("city", 2), ("metropolis", 2)] {
            let replay = finished(game, players, 1);
            let budget = Budget {
                iterations: 8,
                playouts: 4,
                ..small()
            };
            let r = review(&replay, &budget, &mut |_, _| {}).unwrap();
            assert_eq!(
                r.decisions.len(),
                replay["actions"].as_array().unwrap().len(),
                "{game}"
            );
        }
    }

    #[test]
    fn a_hint_reads_only_the_seats_turn_and_offers_every_legal_move() {
        let table = urbs_catalog::new_table("forsale", 4, &Value::Null, 9).unwrap();
        let seat = table.to_act().seats().first().unwrap();
        let other = (seat + 1) % 4;
        assert!(hint_turn(table.as_ref(), other).is_none(), "not its turn");
        let turn = hint_turn(table.as_ref(), seat).unwrap();
        drop(table);
        let hint = turn.run(&small());
        assert_eq!(hint.seat, seat);
        let legal = urbs_catalog::new_table("forsale", 4, &Value::Null, 9)
            .unwrap()
            .legal_actions(seat);
        assert_eq!(hint.actions.len(), legal.len());
        assert!(hint.iterations >= 60);
        // Best first: the most visited.
        assert!(hint.actions.windows(2).all(|w| w[0].visits >= w[1].visits));
    }

    #[test]
    fn a_hints_search_grows_within_its_memory() {
        let table = urbs_catalog::new_table("forsale", 4, &Value::Null, 9).unwrap();
        let seat = table.to_act().seats().first().unwrap();
        let run = |memory| {
            hint_turn(table.as_ref(), seat)
                .unwrap()
                .run(&Budget { memory, ..small() })
                .actions
        };
        let free = run(usize::MAX);
        assert_eq!(run(1 << 30), free, "a limit never reached changes nothing");
        let held = run(0);
        assert_ne!(held, free, "a tree held to nothing searches otherwise");
        assert_eq!(held.len(), free.len(), "every legal move is offered");
    }
}
