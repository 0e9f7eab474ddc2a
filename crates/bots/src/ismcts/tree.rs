//! One single-observer information-set tree and its search loop.
//!
//! A node is what the observer (the bot's seat) knows: the path of
//! observations from its current turn. Each iteration deals a fresh world
//! with [`Game::sample`] from the observer's view and the public log, walks
//! down the tree in that world, opens one decision, plays out to the end
//! and credits every decision on the way with the reward of the seat that
//! made it.
//!
//! - **Decisions and observations are apart.** A node holds the statistics
//!   of the decisions taken there (per seat and action, with the ISMCTS
//!   availability count for UCB, because a world decides which actions
//!   exist), and children keyed by what the observer saw of the move: the
//!   public events it caused, plus the observer's own action. Another seat's
//!   action is not part of the key, so what it did in secret (a face-down
//!   choice) leads to the same child whatever it was, and the observer's
//!   later decisions cannot depend on it. Chance (a card turned up) shows in
//!   the events, so it branches the tree as it would branch a player's plans.
//! - **Simultaneous decisions** are taken one seat after another in the
//!   tree, the observer first. While the decision is open nobody's choice
//!   (not even the observer's own) is in the key, so no seat decides knowing
//!   another's secret choice; when the last choice comes in, the events
//!   reveal them and the observer's own choice joins the key.
//! - **Memory.** Nodes and statistics live in flat vectors indexed by
//!   `u32` and linked as lists; the vectors, the action and event buffers,
//!   the MAST table and the reward vector are reused from move to move, so
//!   an iteration allocates nothing but what the game's own `sample`,
//!   `outcome` and heuristic do.

use std::time::{Duration, Instant};

use urbs_engine::rand::RngExt;
use urbs_engine::{Game, GameRng, Seat, ToAct, rng_from_seed};

use super::mast::{Mast, slot};
use super::spec::{Budget, IsmctsConfig};

const NONE: u32 = u32::MAX;

/// A game's own playout heuristic: picks an index into `legal` for `seat` in
/// a sampled world (`None`: no opinion, use MAST).
pub type PlayoutPolicy<G> = fn(&G, Seat, &[<G as Game>::Action], &mut GameRng) -> Option<usize>;
/// A playout longer than this is abandoned and scored as a draw (the rules
/// end every game, so this only guards against a broken game).
const MAX_PLAYOUT: usize = 1_000_000;
/// Past this many decision statistics the tree stops growing (some 300 MiB
/// with small actions: minutes of search); iterations go on with playouts
/// from its leaves.
const MAX_STATS: usize = 5_000_000;
/// Time budgets look at the clock every this many iterations.
const CLOCK_EVERY: u64 = 8;

struct Node {
    /// The statistic whose action is the observer's own part of the key
    /// (`NONE`: not part of the key).
    own: u32,
    /// The events the move caused, as a range of `Tree::keys`.
    events: (u32, u32),
    /// Times a decision was taken here.
    visits: u32,
    first_stat: u32,
    first_child: u32,
    next_sibling: u32,
}

struct Stat<A> {
    action: A,
    seat: u32,
    /// The action's MAST slot.
    slot: u32,
    next: u32,
    visits: u32,
    /// Iterations in which this action was legal when its node was visited.
    avail: u32,
    /// Summed reward of `seat`.
    reward: f64,
}

/// Root statistics of one search: per legal action of the observer.
#[derive(Clone, Debug, PartialEq)]
pub struct RootStat<A> {
    pub action: A,
    pub visits: u64,
    pub avail: u64,
    /// Summed reward.
    pub reward: f64,
}

/// A reusable search tree for one game type.
pub struct Tree<G: Game> {
    me: Seat,
    config: IsmctsConfig,
    policy: Option<PlayoutPolicy<G>>,
    nodes: Vec<Node>,
    stats: Vec<Stat<G::Action>>,
    keys: Vec<G::Event>,
    legal: Vec<G::Action>,
    events: Vec<G::Event>,
    tried: Vec<bool>,
    path: Vec<u32>,
    /// Playout moves as (seat, MAST slot).
    moves: Vec<(u32, u32)>,
    rewards: Vec<f64>,
    mast: Mast,
    rng: GameRng,
}

impl<G: Game> Default for Tree<G> {
    fn default() -> Self {
        Tree::new()
    }
}

impl<G: Game> Tree<G> {
    pub fn new() -> Self {
        Tree {
            me: 0,
            config: IsmctsConfig::default(),
            policy: None,
            nodes: Vec::new(),
            stats: Vec::new(),
            keys: Vec::new(),
            legal: Vec::with_capacity(64),
            events: Vec::with_capacity(64),
            tried: Vec::with_capacity(64),
            path: Vec::with_capacity(64),
            moves: Vec::with_capacity(256),
            rewards: Vec::new(),
            mast: Mast::default(),
            rng: rng_from_seed(0),
        }
    }

    /// Playouts follow `policy` where it has an opinion.
    pub fn set_policy(&mut self, policy: Option<PlayoutPolicy<G>>) {
        self.policy = policy;
    }

    /// Searches from `seat`'s `view` and the public `log` within the budget
    /// of `config`; returns the number of iterations run.
    pub fn search(
        &mut self,
        seat: Seat,
        view: &G::View,
        log: &[G::Event],
        config: &IsmctsConfig,
        seed: u64,
    ) -> u64 {
        self.me = seat;
        self.config = *config;
        self.rng = rng_from_seed(seed);
        self.mast.reset(G::MAX_PLAYERS);
        self.nodes.clear();
        self.stats.clear();
        self.keys.clear();
        self.nodes.push(Node {
            own: NONE,
            events: (0, 0),
            visits: 0,
            first_stat: NONE,
            first_child: NONE,
            next_sibling: NONE,
        });
        match config.budget {
            Budget::Iterations(n) => match config.time_cap {
                None => {
                    for _ in 0..n {
                        self.iterate(view, log);
                    }
                    n as u64
                }
                Some(cap) => self.search_for(cap, n as u64, view, log),
            },
            Budget::Time(limit) => {
                let limit = config.time_cap.map_or(limit, |cap| cap.min(limit));
                self.search_for(limit, u64::MAX, view, log)
            }
        }
    }

    /// Iterates until `limit` has passed or `most` iterations are done.
    fn search_for(&mut self, limit: Duration, most: u64, view: &G::View, log: &[G::Event]) -> u64 {
        let start = Instant::now();
        let mut done = 0u64;
        loop {
            let chunk = CLOCK_EVERY.min(most - done);
            for _ in 0..chunk {
                self.iterate(view, log);
            }
            done += chunk;
            if done >= most || start.elapsed() >= limit {
                return done;
            }
        }
    }

    /// The observer's decisions at the root.
    pub fn root_stats(&self) -> impl Iterator<Item = RootStat<G::Action>> + '_ {
        let mut s = self.nodes.first().map_or(NONE, |n| n.first_stat);
        std::iter::from_fn(move || {
            while s != NONE {
                let st = &self.stats[s as usize];
                s = st.next;
                if st.seat as usize == self.me {
                    return Some(RootStat {
                        action: st.action.clone(),
                        visits: st.visits as u64,
                        avail: st.avail as u64,
                        reward: st.reward,
                    });
                }
            }
            None
        })
    }

    /// Nodes in the tree (for tests and curiosity).
    pub fn size(&self) -> usize {
        self.nodes.len()
    }

    fn iterate(&mut self, view: &G::View, log: &[G::Event]) {
        let mut state = G::sample(view, log, &mut self.rng);
        self.path.clear();
        let me = self.me;
        let mut node = 0u32;
        // The observer's own choice in a simultaneous decision still open.
        let mut pending = NONE;
        loop {
            let to_act = state.to_act();
            let (seat, simultaneous, secret) = match to_act {
                ToAct::Over => break,
                ToAct::Seat(s) => (s, false, false),
                ToAct::Simultaneous(set) => {
                    let s = if set.contains(me) {
                        me
                    } else {
                        set.first().expect("someone decides")
                    };
                    (s, true, set.len() > 1)
                }
            };
            self.legal.clear();
            state.legal_actions(seat, &mut self.legal);
            if self.legal.is_empty() {
                break;
            }
            let (stat, expanded) = self.select(node, seat, &state);
            self.path.push(stat);
            self.events.clear();
            state
                .apply(seat, &self.stats[stat as usize].action, &mut self.events)
                .expect("a legal action applies in a sampled world");
            if expanded {
                break;
            }
            let own = if seat == me && secret {
                pending = stat;
                NONE
            } else if seat == me {
                stat
            } else if simultaneous && !secret {
                std::mem::replace(&mut pending, NONE)
            } else {
                NONE
            };
            node = self.child(node, own);
        }
        self.playout(&mut state);
        self.score(&state);
        for &s in &self.path {
            let st = &mut self.stats[s as usize];
            st.visits += 1;
            let reward = self.rewards[st.seat as usize];
            st.reward += reward;
            self.mast.update(st.seat as usize, st.slot, reward);
        }
        for &(seat, slot) in &self.moves {
            self.mast
                .update(seat as usize, slot, self.rewards[seat as usize]);
        }
    }

    /// Picks `seat`'s decision at `node` among `self.legal`. With
    /// progressive widening a node visited `n` times considers only
    /// `1 + widening * sqrt(n)` actions, opened best prior first; an action
    /// is opened (then `true`: expanded) while there is room, else the best
    /// by UCB with availability counts is taken.
    fn select(&mut self, node: u32, seat: Seat, state: &G) -> (u32, bool) {
        let visits = {
            let n = &mut self.nodes[node as usize];
            n.visits += 1;
            n.visits
        };
        let legal = &self.legal;
        self.tried.clear();
        self.tried.resize(legal.len(), false);
        let mut tried = 0usize;
        let mut best = NONE;
        let mut best_score = f64::NEG_INFINITY;
        let mut s = self.nodes[node as usize].first_stat;
        while s != NONE {
            let st = &mut self.stats[s as usize];
            if st.seat as usize == seat
                && let Some(i) = legal.iter().position(|a| *a == st.action)
            {
                self.tried[i] = true;
                tried += 1;
                st.avail += 1;
                let visits = st.visits.max(1) as f64;
                let score = st.reward / visits
                    + self.config.exploration * ((st.avail as f64).ln() / visits).sqrt();
                if score > best_score {
                    best_score = score;
                    best = s;
                }
            }
            s = st.next;
        }
        // Without a heuristic the prior is only MAST's first guess, so the
        // other seats widen as the searcher does.
        let widening = if seat == self.me || self.policy.is_none() {
            self.config.widening
        } else {
            self.config.opponent_widening
        };
        let room = 1 + (widening * (visits as f64).sqrt()).min(1e9) as usize;
        if best != NONE && (tried == legal.len() || tried >= room || self.stats.len() >= MAX_STATS)
        {
            return (best, false);
        }
        let i = self.prior(state, seat);
        let index = self.stats.len() as u32;
        let node = &mut self.nodes[node as usize];
        self.stats.push(Stat {
            action: self.legal[i].clone(),
            seat: seat as u32,
            slot: slot(&self.legal[i]),
            next: node.first_stat,
            visits: 0,
            avail: 1,
            reward: 0.0,
        });
        node.first_stat = index;
        (index, true)
    }

    /// The untried action to open next: the game's heuristic choice if it
    /// has one, else the best MAST average (ties: the first from a random
    /// start).
    fn prior(&mut self, state: &G, seat: Seat) -> usize {
        let n = self.legal.len();
        if let Some(policy) = self.policy
            && let Some(i) = policy(state, seat, &self.legal, &mut self.rng)
            && i < n
            && !self.tried[i]
        {
            return i;
        }
        let start = self.rng.random_range(0..n);
        let mut best = None;
        let mut best_value = f32::NEG_INFINITY;
        for k in 0..n {
            let i = (start + k) % n;
            if self.tried[i] {
                continue;
            }
            let v = self.mast.value(seat, slot(&self.legal[i]));
            if v > best_value {
                best_value = v;
                best = Some(i);
            }
        }
        best.expect("an untried action is left")
    }

    /// The child of `node` for what the observer just saw (`self.events`
    /// and its own part `own`), created if new.
    fn child(&mut self, node: u32, own: u32) -> u32 {
        let mut c = self.nodes[node as usize].first_child;
        while c != NONE {
            let n = &self.nodes[c as usize];
            if n.own == own
                && self.keys[n.events.0 as usize..n.events.1 as usize] == self.events[..]
            {
                return c;
            }
            c = n.next_sibling;
        }
        let start = self.keys.len() as u32;
        self.keys.extend(self.events.iter().cloned());
        let index = self.nodes.len() as u32;
        let next_sibling = self.nodes[node as usize].first_child;
        self.nodes.push(Node {
            own,
            events: (start, self.keys.len() as u32),
            visits: 0,
            first_stat: NONE,
            first_child: NONE,
            next_sibling,
        });
        self.nodes[node as usize].first_child = index;
        index
    }

    /// Plays to the end: with probability `epsilon` a uniformly random legal
    /// action, else the one with the best MAST average for the seat.
    fn playout(&mut self, state: &mut G) {
        self.moves.clear();
        for _ in 0..MAX_PLAYOUT {
            let Some(seat) = state.to_act().seats().first() else {
                return;
            };
            self.legal.clear();
            state.legal_actions(seat, &mut self.legal);
            let n = self.legal.len();
            if n == 0 {
                return;
            }
            let heuristic = match self.policy {
                Some(policy)
                    if n > 1 && self.rng.random::<f64>() >= self.config.playout_epsilon =>
                {
                    policy(state, seat, &self.legal, &mut self.rng).filter(|&i| i < n)
                }
                _ => None,
            };
            let (i, s) = if let Some(i) = heuristic {
                (i, slot(&self.legal[i]))
            } else if n == 1 {
                (0, slot(&self.legal[0]))
            } else if self.config.playout_epsilon >= 1.0
                || self.rng.random::<f64>() < self.config.playout_epsilon
            {
                let i = self.rng.random_range(0..n);
                (i, slot(&self.legal[i]))
            } else {
                // Ties go to the first from a random start.
                let start = self.rng.random_range(0..n);
                let mut best = (start, slot(&self.legal[start]));
                let mut best_value = self.mast.value(seat, best.1);
                for k in 1..n {
                    let i = (start + k) % n;
                    let s = slot(&self.legal[i]);
                    let v = self.mast.value(seat, s);
                    if v > best_value {
                        best_value = v;
                        best = (i, s);
                    }
                }
                best
            };
            self.moves.push((seat as u32, s));
            let a = &self.legal[i];
            self.events.clear();
            state
                .apply(seat, a, &mut self.events)
                .expect("a legal action applies in a sampled world");
        }
    }

    /// Each seat's reward in 0..=1: its win share, blended with its margin
    /// over the best other seat, scaled by the spread of the scores (0.5 for
    /// a tie at the top, more the further ahead, less the further behind).
    fn score(&mut self, state: &G) {
        let n = state.players();
        self.rewards.clear();
        let Some(outcome) = state.outcome() else {
            self.rewards.resize(n, 1.0 / n as f64);
            return;
        };
        let scores = &outcome.scores;
        let low = scores.iter().copied().min().unwrap_or(0);
        let high = scores.iter().copied().max().unwrap_or(0);
        let w = self.config.score_weight;
        for (seat, (&win, &score)) in outcome.wins.iter().zip(scores).enumerate() {
            let best_other = scores
                .iter()
                .enumerate()
                .filter(|&(s, _)| s != seat)
                .map(|(_, &x)| x)
                .max()
                .unwrap_or(score);
            let margin = if high > low {
                0.5 + 0.5 * (score - best_other) as f64 / (high - low) as f64
            } else {
                0.5
            };
            self.rewards
                .push((1.0 - w) * win + w * margin.clamp(0.0, 1.0));
        }
    }
}
