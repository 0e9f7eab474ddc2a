//! Information-set Monte Carlo tree search (single observer), for any game.
//!
//! The bot is handed a [`Turn`] like every bot: its seat, its view, the public
//! log and its legal actions. Each iteration it deals itself a world that
//! fits what it sees ([`urbs_engine::Game::sample`]), so it never knows more
//! than a player at the table. In that world it walks down the tree
//! (selection with UCB and ISMCTS availability counts), opens one decision,
//! plays to the end and credits every decision on the way with the reward of
//! the seat that took it: each seat maximises its own win share, blended
//! with its score margin over the best other seat. See [`tree`] for how
//! secret and simultaneous moves stay secret in the tree.
//!
//! Knowledge, all of it optional and none of it hidden information:
//! - **Playouts** follow the game's heuristic ([`crate::Roster::playout_policy`],
//!   by default the game's own greedy bot shown the sampled world) with
//!   probability 1 - `playout_epsilon`, else MAST (each seat's average reward
//!   per action, learned during the search) or a random action (`+pure`:
//!   the heuristic at every move it has an opinion on). Uniformly
//!   random playouts misjudge auctions badly: random bidders throw chips
//!   away, so chips look worthless.
//! - **Progressive widening**: a node opens its actions one at a time, the
//!   heuristic's choice first, then by MAST, as its visits grow (`1 + W
//!   sqrt(visits)` of them; W is 1, `+widenW` sets it). With `+rank`, where
//!   the heuristic ranks every action ([`Playout::appraise`]), the rest
//!   open in the order of its gains instead, MAST only breaking ties.
//! - **Evaluation at a cutoff** (`+cutN`): a playout stops after N moves
//!   and each seat's expected final score is the game's hand-written
//!   evaluation of the world reached ([`crate::Roster::evaluation`]), so
//!   an iteration costs a few moves instead of the rest of the game.
//! - **Other seats** are expected to play the heuristic in the tree
//!   (`opponent_widening` 0); with a larger value (`+othersW`) they widen
//!   slowly towards best replies. Games without a heuristic widen every
//!   seat alike.
//! - **One move ahead** (`+ahead`): in the tree the other seats, at their
//!   own turns, take the move after which the game's learned value gives
//!   them the best chance ([`Ahead`]), and the searcher's moves open in
//!   that order; the playouts keep the heuristic.
//! - **Answers** (`+answers`): in the tree the other seats answer offers
//!   by the game's own model of answers ([`crate::Roster::answer_model`];
//!   Metropolis: one move ahead by the learned value), and play the
//!   heuristic everywhere else; `+declines`: they decline every offer.
//! - **Reading the others** (`+read`): before each search the heuristic is
//!   fitted to each other seat's choices in the public log this game
//!   ([`Playout::observe`]; For Sale: how far each bids and which buildings
//!   it sells), so the tree and the playouts expect each seat to play on as
//!   it has played.
//!
//! Named `ismcts:BUDGET[xTHREADS]` in every command: `ismcts:10000` runs
//! 10,000 iterations per move, `ismcts:500ms` / `ismcts:1s` searches for that
//! long, and `x2` runs two root-parallel trees on two threads, each with the
//! whole budget, summing their root statistics. With an iteration budget a
//! seed fixes every choice, whatever the thread count or machine.
//!
//! ```
//! use urbs_bots::arena::play_game;
//! use urbs_forsale::{ForSale, Options};
//!
//! let specs = ["ismcts:200", "random", "random"].map(String::from);
//! let table = play_game::<ForSale>(3, &Options::default(), 7, &specs).unwrap();
//! assert!(table.is_over());
//! ```

mod ahead;
mod decision;
mod mast;
mod spec;
pub mod tree;

use std::hash::Hash;
use std::time::{Duration, Instant};

use urbs_engine::rand::RngExt;
use urbs_engine::{Game, GameRng, Seat, rng_from_seed};

use decision::Decision;

pub use ahead::Ahead;
pub use decision::{DecisionOf, DecisionStep};
pub use spec::{Answers, BELIEF_TRIES, Budget, DEFAULT_ITERATIONS, IsmctsConfig, SCORE_WEIGHT};
pub use tree::{Belief, BlindEvaluation, Evaluation, Playout, PlayoutPolicy, RootStat, Tree};

use crate::bot::{Bot, Turn};

/// What a search found for one legal action.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct ActionValue<A> {
    pub action: A,
    /// Times the search took this action at the root.
    pub visits: u64,
    /// Mean reward (win share blended with normalised score, 0..=1) of the
    /// acting seat after this action; `None` if never tried.
    pub value: Option<f64>,
}

/// The root statistics of a search, every legal action best first.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Analysis<A> {
    pub actions: Vec<ActionValue<A>>,
    /// Iterations over all trees.
    pub iterations: u64,
    pub seconds: f64,
}

impl<A> Analysis<A> {
    /// The most visited action (ties: the higher value, then the first legal).
    pub fn best(&self) -> Option<&A> {
        self.actions.first().map(|a| &a.action)
    }
}

/// The ISMCTS bot.
pub struct Ismcts<G: Game> {
    config: IsmctsConfig,
    rng: GameRng,
    /// One tree per thread, kept so their memory is reused from move to move.
    trees: Vec<Tree<G>>,
    /// How the game groups steps into decisions that share one budget.
    decisions: Option<DecisionOf<G>>,
    /// The decision under way and what is left of its budget.
    decision: Option<Decision>,
    /// A game's fixed move before any search (`+asks`), if it has one.
    prelude: Option<PreludeOf<G>>,
}

/// A move a game's bot makes without searching, read from the seat's view,
/// the public log and its legal actions (`None`: search as usual): see
/// [`crate::Roster::prelude`]. It must be one of the legal actions.
pub type PreludeOf<G> = fn(
    view: &<G as Game>::View,
    log: &[<G as Game>::Event],
    legal: &[<G as Game>::Action],
    seat: Seat,
) -> Option<<G as Game>::Action>;

impl<G: Game<Event: Hash>> Ismcts<G> {
    pub fn new(config: IsmctsConfig, seed: u64) -> Self {
        Ismcts {
            config,
            rng: rng_from_seed(seed),
            trees: (0..config.threads.max(1)).map(|_| Tree::new()).collect(),
            decisions: None,
            decision: None,
            prelude: None,
        }
    }

    /// Moves the game makes without searching before the search has its
    /// say (see [`PreludeOf`]); `None`: every move is searched.
    pub fn with_prelude(mut self, prelude: Option<PreludeOf<G>>) -> Self {
        self.prelude = prelude;
        self
    }

    /// Steps of one decision (a City round, a Metropolis proposal) share
    /// the budget when [`Bot::choose`] plays them, as the game groups them
    /// (see [`crate::Roster::decision_step`] and the `decision` module); `None`:
    /// every step has the whole budget. [`Ismcts::analyze`] always has it.
    pub fn with_decisions(mut self, decisions: Option<DecisionOf<G>>) -> Self {
        self.decisions = decisions;
        self
    }

    /// Playouts follow the game's own heuristic where it has an opinion
    /// (see [`crate::Roster::playout_policy`]).
    pub fn with_policy(mut self, policy: Option<PlayoutPolicy<G>>) -> Self {
        for tree in &mut self.trees {
            tree.set_policy(policy);
        }
        self
    }

    /// What the tree expects of the other seats (see [`Tree::set_model`]).
    pub fn with_model(mut self, model: Option<PlayoutPolicy<G>>) -> Self {
        for tree in &mut self.trees {
            tree.set_model(model);
        }
        self
    }

    /// Worlds are weighed by the game's opponent model (see
    /// [`crate::Roster::belief`]) when the config asks for it (`+belief`).
    pub fn with_belief(mut self, belief: Option<Belief<G>>) -> Self {
        for tree in &mut self.trees {
            tree.set_belief(belief);
        }
        self
    }

    /// Playouts stop at the config's cutoff (`+cutN`) and are scored by
    /// the game's evaluation (see [`crate::Roster::evaluation`]).
    pub fn with_evaluation(mut self, evaluation: Option<Evaluation<G>>) -> Self {
        for tree in &mut self.trees {
            tree.set_evaluation(evaluation);
        }
        self
    }

    pub fn config(&self) -> &IsmctsConfig {
        &self.config
    }

    /// Searches `turn` and returns every legal action with its visits and
    /// value, best first.
    pub fn analyze(&mut self, turn: &Turn<'_, G>) -> Analysis<G::Action> {
        self.analyze_within(turn, self.config)
    }

    /// [`Ismcts::analyze`] with the budget of `config`.
    fn analyze_within(&mut self, turn: &Turn<'_, G>, config: IsmctsConfig) -> Analysis<G::Action> {
        let start = Instant::now();
        let seeds: Vec<u64> = self.trees.iter().map(|_| self.rng.random()).collect();
        let iterations: u64 = if self.trees.len() == 1 {
            self.trees[0].search(turn.seat, turn.view, turn.log, &config, seeds[0])
        } else {
            std::thread::scope(|scope| {
                let handles: Vec<_> = self
                    .trees
                    .iter_mut()
                    .zip(&seeds)
                    .map(|(tree, &seed)| {
                        scope.spawn(move || {
                            tree.search(turn.seat, turn.view, turn.log, &config, seed)
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().expect("a search thread panicked"))
                    .sum()
            })
        };
        // Sum the trees' root statistics per legal action, in tree order.
        let mut totals: Vec<(u64, f64)> = vec![(0, 0.0); turn.legal.len()];
        for tree in &self.trees {
            for stat in tree.root_stats() {
                if let Some(i) = turn.legal.iter().position(|a| *a == stat.action) {
                    totals[i].0 += stat.visits;
                    totals[i].1 += stat.reward;
                }
            }
        }
        let mut actions: Vec<(usize, ActionValue<G::Action>)> = turn
            .legal
            .iter()
            .zip(totals)
            .enumerate()
            .map(|(i, (a, (visits, reward)))| {
                (
                    i,
                    ActionValue {
                        action: a.clone(),
                        visits,
                        value: (visits > 0).then(|| reward / visits as f64),
                    },
                )
            })
            .collect();
        actions.sort_by(|(i, a), (j, b)| {
            b.visits
                .cmp(&a.visits)
                .then(b.value.unwrap_or(-1.0).total_cmp(&a.value.unwrap_or(-1.0)))
                .then(i.cmp(j))
        });
        Analysis {
            actions: actions.into_iter().map(|(_, a)| a).collect(),
            iterations,
            seconds: start.elapsed().as_secs_f64(),
        }
    }
}

impl<G: Game<Event: Hash>> Bot<G> for Ismcts<G> {
    fn choose(&mut self, turn: &Turn<'_, G>) -> G::Action {
        if turn.legal.len() == 1 {
            return turn.legal[0].clone();
        }
        if let Some(action) = self
            .prelude
            .and_then(|of| of(turn.view, turn.log, turn.legal, turn.seat))
            .filter(|a| turn.legal.contains(a))
        {
            return action;
        }
        let step = self
            .decisions
            .and_then(|of| of(turn.view, turn.log, turn.legal, turn.seat));
        let Some(step) = step else {
            self.decision = None;
            let analysis = self.analyze(turn);
            return analysis
                .best()
                .cloned()
                .unwrap_or_else(|| turn.legal[0].clone());
        };
        let mut decision = match self.decision.take() {
            Some(d) if d.holds(turn.seat, step.key) => d,
            _ => Decision::open(turn.seat, step.key, &self.config),
        };
        let config = decision.share(&self.config, step.steps);
        let analysis = self.analyze_within(turn, config);
        let per_tree = analysis.iterations / self.trees.len().max(1) as u64;
        decision.spend(per_tree, Duration::from_secs_f64(analysis.seconds));
        self.decision = Some(decision);
        analysis
            .best()
            .cloned()
            .unwrap_or_else(|| turn.legal[0].clone())
    }

    fn kept_bytes(&self) -> usize {
        self.trees.iter().map(Tree::kept_bytes).sum()
    }

    fn release(&mut self) {
        self.trees.iter_mut().for_each(Tree::release);
    }

    fn limit_memory(&mut self, bytes: usize) {
        // Root-parallel trees share it evenly.
        let each = match bytes {
            usize::MAX => usize::MAX,
            _ => bytes / self.trees.len().max(1),
        };
        self.trees.iter_mut().for_each(|t| t.set_limit(each));
    }
}

#[cfg(test)]
mod ahead_tests;
#[cfg(test)]
mod belief_tests;
#[cfg(test)]
mod decision_tests;
#[cfg(test)]
mod sm_tests;
#[cfg(test)]
mod smv_tests;
#[cfg(test)]
mod tests;
