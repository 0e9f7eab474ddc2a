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
//!   public events it caused, plus the observer's own action. Another seat's action is not part of the key, so what it did
//!   in secret (a face-down choice) leads to the same child whatever it
//!   was, and the observer's later decisions cannot depend on it. Chance (a
//!   card turned up) shows in the events, so it branches the tree as it
//!   would branch a player's plans.
//! - **Simultaneous decisions** are taken one seat after another in the
//!   tree, the observer first. No seat decides knowing another's secret
//!   choice: when the other seats play the heuristic in each world (below)
//!   they read nothing of the observer's choice, so the observer's own
//!   steps are in the key from the first (its second step, a card paid,
//!   knows the first, the card built); when they keep statistics, nobody's
//!   choice is in the key while the decision is open, and the observer's
//!   joins it when the last choice comes in and the events reveal them.
//! - **Secret simultaneous choices as simultaneous** (`+sm`). From the
//!   first secret choice of a round to its reveal every seat, the observer
//!   and the others, picks by regret matching (`Tree::select_regret`);
//!   the observer's statistics follow its own earlier steps, the others'
//!   are kept at the node where the round began, so they cannot depend on
//!   anything the observer chose in it.
//! - **Other seats.** With a heuristic and `opponent_widening` 0, the
//!   other seats play the heuristic *in each world*: a seat whose hand the
//!   observer cannot see plays what it would play holding the cards this
//!   world dealt it, not one move fixed for every world. Otherwise
//!   (`+othersW`, or no heuristic) they keep statistics and widen like the
//!   searcher (max^n).
//! - **Memory.** Nodes and statistics live in flat vectors indexed by
//!   `u32`, statistics linked as lists, children found through one hash
//!   table; the vectors, the action and event buffers,
//!   the MAST table, the heuristic and the reward vector are reused from
//!   move to move, so an iteration allocates nothing but what the game's
//!   own `sample` and `outcome` do.

use std::hash::Hash;
use std::time::{Duration, Instant};

use urbs_engine::rand::RngExt;
use urbs_engine::{Game, GameRng, Seat, SeatSet, ToAct, rng_from_seed};

use super::mast::{Mast, events_key, slot};
use super::spec::{Budget, IsmctsConfig};

const NONE: u32 = u32::MAX;

/// A game's own playout heuristic: picks an index into `legal` for `seat`
/// in a sampled world (`None`: no opinion, use MAST). One is made per
/// search tree, so it may keep what it worked out from one call to the next
/// (it is called in order along each playout), as long as its choices
/// depend only on its arguments. It must read of the world only what
/// `seat` could know there: its own hand, never another seat's secret
/// choice (the tree lets other seats play it while the observer's secret
/// choice is in the world).
pub trait Playout<G: Game>: Send {
    fn choose(
        &mut self,
        state: &G,
        seat: Seat,
        legal: &[G::Action],
        rng: &mut GameRng,
    ) -> Option<usize>;

    /// `+read`: called at the start of each search with what `observer`
    /// knows (its own view and the public log), so that a heuristic that
    /// models the other seats may fit each one to the choices it has made
    /// in the open this game. It reads nothing the observer may not see.
    /// Default: no model to fit.
    fn observe(&mut self, _observer: Seat, _view: &G::View, _log: &[G::Event]) {}

    /// Whether it may choose where seats choose at once (reading nothing of
    /// the others' face-down choices there, as above). Default: yes.
    fn blind(&self) -> bool {
        true
    }

    /// As the search's model of the other seats: the seats it stands for
    /// in the search under way, as fitted by [`Playout::observe`] (the
    /// observer's own moves open in its order only if the observer is
    /// among them). `None` (the default): every seat at its own turn, and
    /// where seats choose at once under `+sm` the seats mix by regret
    /// matching as without a model. `Some(seats)`: those seats play the
    /// model everywhere, also where seats choose at once under `+sm`, and
    /// the others play as without a model (the playouts' heuristic, or
    /// regret matching there).
    fn fitted(&self) -> Option<SeatSet> {
        None
    }

    /// `+rank`: writes to `gains` how much `seat` gains by each action of
    /// `legal` in this world (more is better, one per action), so that the
    /// tree opens a node's actions in that order, not only its choice
    /// first. The same reading rules as [`Playout::choose`] apply. `false`
    /// (the default): no ranking, and the tree opens its choice first and
    /// the rest by MAST.
    fn appraise(
        &mut self,
        _state: &G,
        _seat: Seat,
        _legal: &[G::Action],
        _gains: &mut Vec<f64>,
    ) -> bool {
        false
    }
}

/// A heuristic that keeps nothing between calls is a plain function.
impl<G: Game, F> Playout<G> for F
where
    F: FnMut(&G, Seat, &[G::Action], &mut GameRng) -> Option<usize> + Send,
{
    fn choose(
        &mut self,
        state: &G,
        seat: Seat,
        legal: &[G::Action],
        rng: &mut GameRng,
    ) -> Option<usize> {
        self(state, seat, legal, rng)
    }
}

/// Makes a game's playout heuristic, one per search tree.
pub type PlayoutPolicy<G> = fn() -> Box<dyn Playout<G>>;

/// A game's opponent model as a belief over worlds: how likely, in 0..=1,
/// the other seats' choices hidden in the sampled world `state` are under
/// the model, given what `observer` saw (the world was dealt from its view
/// and the public log alone, so this reads nothing the observer may not
/// know: it only judges the sampler's guesses). 1 for every world: no
/// opinion.
pub type Belief<G> = fn(state: &G, observer: Seat) -> f64;

/// A game's evaluation of a position (`+cutN`): each seat's expected final
/// score, in the game's own unit, in the sampled world `state`, written to
/// `scores` (cleared first, one per seat). Like a playout heuristic it
/// reads only a world the searching bot dealt itself from its own view and
/// the public log, so it can know no more than the bot does.
pub type Evaluation<G> = fn(state: &G, scores: &mut Vec<f64>);

/// Each seat's chance to win `state` as `seat` judges it while seats
/// choose at once in secret: the other seats' face-down choices of the
/// round taken back (not yet made), so that nothing of them can steer
/// `seat`'s own (see [`super::Ahead`]).
pub type BlindEvaluation<G> = fn(state: &G, seat: Seat, chances: &mut Vec<f64>);

/// A playout longer than this is abandoned and scored as a draw (the rules
/// end every game, so this only guards against a broken game).
const MAX_PLAYOUT: usize = 1_000_000;
/// Past this many decision statistics the tree stops growing (some 300 MiB
/// with small actions: minutes of search); iterations go on with playouts
/// from its leaves.
const MAX_STATS: usize = 5_000_000;
/// Time budgets look at the clock every this many iterations.
pub(super) const CLOCK_EVERY: u64 = 8;

struct Node {
    /// Times a decision was taken here.
    visits: u32,
    first_stat: u32,
}

/// The children of every node, by key: an open-addressing hash table from
/// (parent, the observer's own part, a hash of the public events) to the
/// child. Chance (an auction's buildings, a card drawn) gives a node many
/// children, most of them met once, so a list of siblings would be walked
/// at every step; the table finds a child in one probe or two. Keys are
/// 64-bit hashes: two different observations share one only by a 2^-64
/// accident, which would merge two of the observer's information sets.
#[derive(Default)]
struct Children {
    /// (key, child); key 0 marks an empty place (a real key of 0 is moved
    /// to 1).
    slots: Vec<(u64, u32)>,
    len: usize,
}

impl Children {
    /// Empties the table, keeping its size (the next search reuses it).
    fn clear(&mut self) {
        self.slots.fill((0, 0));
        self.len = 0;
    }

    fn key(parent: u32, own: u32, events: u64) -> u64 {
        let mut z =
            events ^ ((parent as u64) << 32 | own as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31)).max(1)
    }

    /// The child under `key`, or the empty place where it would go.
    fn find(&self, key: u64) -> Result<u32, usize> {
        if self.slots.is_empty() {
            return Err(0);
        }
        let mask = self.slots.len() - 1;
        let mut i = key as usize & mask;
        loop {
            match self.slots[i] {
                (0, _) => return Err(i),
                (k, child) if k == key => return Ok(child),
                _ => i = (i + 1) & mask,
            }
        }
    }

    /// Places in the table after it grows to hold `more` children (kept
    /// at most half full).
    fn size_for(&self, more: usize) -> usize {
        let mut size = self.slots.len();
        while 2 * (self.len + more) > size {
            size = (size * 2).max(1 << 10);
        }
        size
    }

    fn grow_to(&mut self, size: usize) {
        if size <= self.slots.len() {
            return;
        }
        let old = std::mem::take(&mut self.slots);
        self.slots.resize(size, (0, 0));
        let mask = self.slots.len() - 1;
        for (key, child) in old.into_iter().filter(|&(k, _)| k != 0) {
            let mut i = key as usize & mask;
            while self.slots[i].0 != 0 {
                i = (i + 1) & mask;
            }
            self.slots[i] = (key, child);
        }
    }
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
    /// Regret matching (secret simultaneous choices with `+sm`): the
    /// action's cumulative regret (kept at 0 or above: RM+) and the decision
    /// that last offered it.
    regret: f64,
    offered: u32,
}

impl<A> Stat<A> {
    fn new(action: A, seat: Seat, slot: u32, next: u32) -> Self {
        Stat {
            action,
            seat: seat as u32,
            slot,
            next,
            visits: 0,
            avail: 1,
            reward: 0.0,
            regret: 0.0,
            offered: 0,
        }
    }
}

/// A decision on an iteration's path: the statistic taken, and for a
/// decision by regret matching its node, the probability it was drawn with
/// and the mark of the actions offered with it (0: chosen by UCB).
#[derive(Clone, Copy)]
struct Step {
    stat: u32,
    node: u32,
    prob: f64,
    mark: u32,
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
    policy: Option<Box<dyn Playout<G>>>,
    /// What the tree expects of the other seats, and which of the
    /// observer's moves it opens first; the playout heuristic if `None`.
    model: Option<Box<dyn Playout<G>>>,
    belief: Option<Belief<G>>,
    evaluation: Option<Evaluation<G>>,
    nodes: Vec<Node>,
    children: Children,
    stats: Vec<Stat<G::Action>>,
    legal: Vec<G::Action>,
    /// MAST slots of `legal`, when a decision needs them.
    slots: Vec<u32>,
    events: Vec<G::Event>,
    tried: Vec<bool>,
    /// `+rank`: the heuristic's gain of each legal action.
    gains: Vec<f64>,
    path: Vec<Step>,
    /// Regret matching: the statistic of each legal action, and its draw
    /// probability.
    offer: Vec<(u32, f64)>,
    /// Counts regret-matching decisions, to mark the actions each offered.
    marks: u32,
    /// Moves outside the statistics (playouts, other seats following the
    /// heuristic) as (seat, MAST slot).
    moves: Vec<(u32, u32)>,
    rewards: Vec<f64>,
    /// The scores and win shares a playout ended with (an evaluation's
    /// estimates at a cutoff).
    finals: Vec<f64>,
    wins: Vec<f64>,
    mast: Mast,
    rng: GameRng,
    /// Bytes the tree may hold ([`Tree::set_limit`]).
    limit: usize,
}

impl<G: Game<Event: Hash>> Default for Tree<G> {
    fn default() -> Self {
        Tree::new()
    }
}

impl<G: Game<Event: Hash>> Tree<G> {
    pub fn new() -> Self {
        Tree {
            me: 0,
            config: IsmctsConfig::default(),
            policy: None,
            model: None,
            belief: None,
            evaluation: None,
            nodes: Vec::new(),
            children: Children::default(),
            stats: Vec::new(),
            legal: Vec::with_capacity(64),
            slots: Vec::with_capacity(64),
            events: Vec::with_capacity(64),
            tried: Vec::with_capacity(64),
            gains: Vec::with_capacity(64),
            path: Vec::with_capacity(64),
            offer: Vec::with_capacity(64),
            marks: 0,
            moves: Vec::with_capacity(256),
            rewards: Vec::new(),
            finals: Vec::new(),
            wins: Vec::new(),
            mast: Mast::default(),
            rng: rng_from_seed(0),
            limit: usize::MAX,
        }
    }

    /// Playouts follow the heuristic `policy` makes where it has an opinion.
    pub fn set_policy(&mut self, policy: Option<PlayoutPolicy<G>>) {
        self.policy = policy.map(|make| make());
    }

    /// In the tree the other seats play, and the observer's moves open in
    /// the order of, the heuristic `model` makes (`+ahead`) at a seat's own
    /// turn; without one, and where seats choose at once, the playouts'
    /// heuristic.
    pub fn set_model(&mut self, model: Option<PlayoutPolicy<G>>) {
        self.model = model.map(|make| make());
    }

    /// The most actions another seat has tried at one node: 0 when the
    /// other seats play the heuristic and keep no statistics.
    #[cfg(test)]
    pub(super) fn others_widest(&self) -> usize {
        let tried_at = |node: &Node| {
            let (mut s, mut tried) = (node.first_stat, 0);
            while s != NONE {
                let st = &self.stats[s as usize];
                tried += usize::from(st.seat as usize != self.me);
                s = st.next;
            }
            tried
        };
        self.nodes.iter().map(tried_at).max().unwrap_or(0)
    }

    /// Whether the tree has a model of the other seats of its own.
    #[cfg(test)]
    pub(super) fn has_model(&self) -> bool {
        self.model.is_some()
    }

    /// Worlds are dealt by `belief` when the config asks for more than one
    /// try (`+belief`).
    pub fn set_belief(&mut self, belief: Option<Belief<G>>) {
        self.belief = belief;
    }

    /// Playouts stop at the config's cutoff and are scored by
    /// `evaluation` (`+cutN`); without one they run to the end.
    pub fn set_evaluation(&mut self, evaluation: Option<Evaluation<G>>) {
        self.evaluation = evaluation;
    }

    /// Bytes kept from one search to the next: the nodes, children,
    /// statistics and MAST table, cleared but not freed so the next search
    /// reuses them.
    pub fn kept_bytes(&self) -> usize {
        self.nodes.capacity() * size_of::<Node>()
            + self.children.slots.capacity() * size_of::<(u64, u32)>()
            + self.stats.capacity() * size_of::<Stat<G::Action>>()
            + self.mast.bytes()
    }

    /// Frees what [`Tree::kept_bytes`] counts; the next search grows it
    /// again.
    pub fn release(&mut self) {
        self.nodes = Vec::new();
        self.children = Children::default();
        self.stats = Vec::new();
        self.mast = Mast::default();
    }

    /// Holds the tree within `bytes` of [`Tree::kept_bytes`] from the next
    /// search on (`usize::MAX`: no limit). A search that fills it goes on
    /// with playouts from where the tree ends, and still answers in its
    /// budget; a tree kept larger is given back first. A tree always holds
    /// its root and MAST table, so a limit below them stops all growth.
    pub fn set_limit(&mut self, bytes: usize) {
        self.limit = bytes;
    }

    /// Makes room for `nodes` more nodes (each with its place among the
    /// children) and `stats` more statistics within the limit: vectors
    /// double as they would on their own, or take half the room left
    /// near the limit. `false`: no room, the tree is full.
    fn room(&mut self, nodes: usize, stats: usize) -> bool {
        let slots = self.children.size_for(nodes);
        if self.limit == usize::MAX {
            // The vectors grow as they are pushed to.
            self.children.grow_to(slots);
            return true;
        }
        let mut spare = self.limit.saturating_sub(self.kept_bytes());
        let table = size_of::<(u64, u32)>();
        let more_slots = slots.saturating_sub(self.children.slots.capacity());
        if more_slots * table > spare {
            return false;
        }
        spare -= more_slots * table;
        let Some(node_cap) = grown(&self.nodes, nodes, &mut spare) else {
            return false;
        };
        let Some(stat_cap) = grown(&self.stats, stats, &mut spare) else {
            return false;
        };
        self.children.grow_to(slots);
        self.nodes.reserve_exact(node_cap - self.nodes.len());
        self.stats.reserve_exact(stat_cap - self.stats.len());
        true
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
        if self.kept_bytes() > self.limit {
            self.release();
        }
        self.mast.reset(G::MAX_PLAYERS);
        if config.read_others
            && let Some(policy) = self.policy.as_mut()
        {
            policy.observe(seat, view, log);
        }
        if let Some(model) = self.model.as_mut() {
            model.observe(seat, view, log);
        }
        self.nodes.clear();
        self.children.clear();
        self.stats.clear();
        self.marks = 0;
        self.nodes.push(Node {
            visits: 0,
            first_stat: NONE,
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

    /// Whether the other seats play the heuristic in each world rather
    /// than keep statistics.
    fn others_follow_policy(&self) -> bool {
        self.policy.is_some() && self.config.opponent_widening == 0.0
    }

    /// A world dealt from the observer's view and the public log: the
    /// first of up to `belief_tries` that the belief accepts (a world with
    /// likelihood `w` is accepted with probability `w`), else the likeliest
    /// of those dealt.
    pub(super) fn deal(&mut self, view: &G::View, log: &[G::Event]) -> G {
        let tries = self.config.belief_tries.max(1);
        let Some(belief) = self.belief.filter(|_| tries > 1) else {
            return G::sample(view, log, &mut self.rng);
        };
        let mut best: Option<(f64, G)> = None;
        for _ in 0..tries {
            let world = G::sample(view, log, &mut self.rng);
            let w = belief(&world, self.me).clamp(0.0, 1.0);
            if w >= 1.0 || self.rng.random::<f64>() < w {
                return world;
            }
            if best.as_ref().is_none_or(|(b, _)| w > *b) {
                best = Some((w, world));
            }
        }
        best.expect("at least one world was dealt").1
    }

    fn iterate(&mut self, view: &G::View, log: &[G::Event]) {
        let mut state = self.deal(view, log);
        self.path.clear();
        self.moves.clear();
        let me = self.me;
        let follow = self.others_follow_policy();
        let sm = self.config.simultaneous;
        let mut node = 0u32;
        // The observer's own choice in a simultaneous decision still open.
        let mut pending = NONE;
        // With `+sm`: the node where the secret simultaneous decision under
        // way began. The other seats keep their statistics there, so that
        // theirs cannot depend on the observer's choices made since.
        let mut round = NONE;
        let mut deciders = SeatSet::EMPTY;
        loop {
            let to_act = state.to_act();
            let (seat, simultaneous, secret) = match to_act {
                ToAct::Over => break,
                ToAct::Seat(s) => (s, false, false),
                ToAct::Simultaneous(set) => {
                    // A set that is not part of the last one opens a new
                    // round of choices.
                    if !set.is_subset(deciders) {
                        round = NONE;
                    }
                    deciders = set;
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
            let mut stat = NONE;
            let mut expanded = false;
            self.events.clear();
            if !simultaneous {
                round = NONE;
            } else if sm && secret && round == NONE {
                round = node;
            }
            // The last seat of a round chooses in secret too: the others'
            // choices are face down. With `+rm` only the observer mixes.
            // A seat the model was fitted to plays it instead (`+policy`).
            let regret = round != NONE
                && (seat == me || !follow || (self.config.regret_others && !self.fitted_to(seat)));
            if regret {
                let at = if seat == me { node } else { round };
                let step;
                (step, expanded) = self.select_regret(at, seat);
                stat = step.stat;
                if stat == NONE {
                    break;
                }
                self.path.push(step);
                state
                    .apply(seat, &self.stats[stat as usize].action, &mut self.events)
                    .expect("a legal action applies in a sampled world");
            } else if seat != me && follow {
                let i = self.heuristic(&state, seat);
                self.moves.push((seat as u32, slot(&self.legal[i])));
                state
                    .apply(seat, &self.legal[i], &mut self.events)
                    .expect("a legal action applies in a sampled world");
            } else {
                (stat, expanded) = self.select(node, seat, &state);
                if stat == NONE {
                    break;
                }
                self.path.push(Step {
                    stat,
                    node,
                    prob: 0.0,
                    mark: 0,
                });
                state
                    .apply(seat, &self.stats[stat as usize].action, &mut self.events)
                    .expect("a legal action applies in a sampled world");
            }
            if expanded {
                break;
            }
            // The observer knows its own secret choices, so its later steps
            // (a card paid after the one built) are keyed by them; when the
            // other seats keep statistics, the key must not tell them
            // either, so the observer's choice joins it only at the reveal.
            // With `+sm` the observer knows its own choices, and the other
            // seats' statistics are kept above them (at `round`).
            let own = if seat == me && secret && !follow && !sm {
                pending = stat;
                NONE
            } else if seat == me {
                stat
            } else if simultaneous && !secret {
                std::mem::replace(&mut pending, NONE)
            } else {
                NONE
            };
            let Some(next) = self.child(node, own) else {
                break;
            };
            node = next;
        }
        self.playout(&mut state);
        self.score(&state);
        for i in 0..self.path.len() {
            let step = self.path[i];
            let st = &mut self.stats[step.stat as usize];
            st.visits += 1;
            let seat = st.seat;
            let reward = self.rewards[seat as usize];
            st.reward += reward;
            self.mast.update(seat as usize, st.slot, reward);
            if step.mark != 0 && self.config.regret_means {
                self.regret_update_means(step, seat, reward);
            } else if step.mark != 0 {
                self.regret_update(step, seat, reward);
            }
        }
        for &(seat, slot) in &self.moves {
            self.mast
                .update(seat as usize, slot, self.rewards[seat as usize]);
        }
    }

    /// Whether the model was fitted to `seat` ([`Playout::fitted`]) and may
    /// choose where seats choose at once.
    fn fitted_to(&self, seat: Seat) -> bool {
        self.model
            .as_deref()
            .and_then(|m| m.fitted().filter(|_| m.blind()))
            .is_some_and(|seats| seats.contains(seat))
    }

    /// The heuristic's choice for `seat` among `self.legal` (a random
    /// action where it has no opinion).
    fn heuristic(&mut self, state: &G, seat: Seat) -> usize {
        let n = self.legal.len();
        let choice = match model_at(
            &mut self.model,
            &mut self.policy,
            state,
            seat,
            n > self.config.model_width,
        ) {
            Some(p) if n > 1 => p.choose(state, seat, &self.legal, &mut self.rng),
            _ => None,
        };
        match choice {
            Some(i) if i < n => i,
            _ if n == 1 => 0,
            _ => self.rng.random_range(0..n),
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
        self.slots.clear();
        self.slots.extend(legal.iter().map(slot));
        self.tried.clear();
        self.tried.resize(legal.len(), false);
        let mut tried = 0usize;
        let mut best = NONE;
        let mut best_score = f64::NEG_INFINITY;
        let mut s = self.nodes[node as usize].first_stat;
        while s != NONE {
            let st = &mut self.stats[s as usize];
            if st.seat as usize == seat
                && let Some(i) =
                    (0..legal.len()).find(|&i| self.slots[i] == st.slot && legal[i] == st.action)
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
        if !self.room(0, 1) {
            // The tree is full: the best tried, or none (a playout).
            return (best, false);
        }
        let i = self.prior(state, seat);
        let index = self.stats.len() as u32;
        let node = &mut self.nodes[node as usize];
        self.stats.push(Stat::new(
            self.legal[i].clone(),
            seat,
            self.slots[i],
            node.first_stat,
        ));
        node.first_stat = index;
        (index, true)
    }

    /// Picks `seat`'s secret simultaneous decision at `node` among
    /// `self.legal` by regret matching (Hart and Mas-Colell): each action
    /// is drawn in proportion to its positive cumulative regret, mixed with
    /// `regret_exploration` of uniform draws, so that no seat's choice is a
    /// best reply to another's it could not see. Every legal action has its
    /// statistic from the first visit; `true`: the one drawn was never
    /// tried (the tree grows by it).
    fn select_regret(&mut self, node: u32, seat: Seat) -> (Step, bool) {
        self.nodes[node as usize].visits += 1;
        self.marks = self.marks.wrapping_add(1).max(1);
        let mark = self.marks;
        self.offer.clear();
        self.offer.resize(self.legal.len(), (NONE, 0.0));
        let mut s = self.nodes[node as usize].first_stat;
        while s != NONE {
            let st = &self.stats[s as usize];
            if st.seat as usize == seat
                && let Some(i) = self
                    .legal
                    .iter()
                    .position(|a| *a == st.action)
                    .filter(|&i| self.offer[i].0 == NONE)
            {
                self.offer[i].0 = s;
            }
            s = st.next;
        }
        // Without a limit the statistics grow as they are pushed: no count
        // on this hot path.
        let untried = if self.limit == usize::MAX {
            0
        } else {
            self.offer.iter().filter(|o| o.0 == NONE).count()
        };
        if untried > 0 && !self.room(0, untried) {
            // The tree is full: a playout from here.
            let full = Step {
                stat: NONE,
                node,
                prob: 0.0,
                mark: 0,
            };
            return (full, false);
        }
        for i in 0..self.legal.len() {
            if self.offer[i].0 == NONE {
                let index = self.stats.len() as u32;
                let n = &mut self.nodes[node as usize];
                self.stats.push(Stat::new(
                    self.legal[i].clone(),
                    seat,
                    slot(&self.legal[i]),
                    n.first_stat,
                ));
                n.first_stat = index;
                self.offer[i].0 = index;
            }
        }
        let k = self.offer.len() as f64;
        let positive: f64 = self
            .offer
            .iter()
            .map(|&(s, _)| self.stats[s as usize].regret.max(0.0))
            .sum();
        let gamma = self.config.regret_exploration.clamp(0.0, 1.0);
        for o in &mut self.offer {
            let st = &mut self.stats[o.0 as usize];
            let sigma = if positive > 0.0 {
                st.regret.max(0.0) / positive
            } else {
                1.0 / k
            };
            o.1 = (1.0 - gamma) * sigma + gamma / k;
            st.offered = mark;
            st.avail += 1;
        }
        let mut x = self.rng.random::<f64>();
        let mut chosen = self.offer[self.offer.len() - 1];
        for &o in &self.offer {
            if x < o.1 {
                chosen = o;
                break;
            }
            x -= o.1;
        }
        let expanded = self.stats[chosen.0 as usize].visits == 0;
        let step = Step {
            stat: chosen.0,
            node,
            prob: chosen.1,
            mark,
        };
        (step, expanded)
    }

    /// Regret matching's update after an iteration in which `seat` took
    /// `step` and got `reward`: every action offered with it gains the
    /// reward it would have brought (the importance-weighted estimate
    /// `reward / prob` for the one taken, 0 for the others) less the
    /// reward got. Regrets stay at 0 or above (RM+), which forgets a bad
    /// start sooner.
    fn regret_update(&mut self, step: Step, seat: u32, reward: f64) {
        let mut s = self.nodes[step.node as usize].first_stat;
        while s != NONE {
            let st = &mut self.stats[s as usize];
            if st.seat == seat && st.offered == step.mark {
                let gained = if s == step.stat {
                    reward / step.prob.max(1e-9)
                } else {
                    0.0
                };
                st.regret = (st.regret + gained - reward).max(0.0);
            }
            s = st.next;
        }
    }

    /// Regret matching's update from mean rewards (`+smv`): every action
    /// offered with `step` gains its mean reward so far (this iteration's
    /// `reward` if never taken: no opinion) less the mean of those means
    /// under the strategy it was drawn from. The strategy is worked out
    /// again from the regrets, which nothing changed since the draw.
    fn regret_update_means(&mut self, step: Step, seat: u32, reward: f64) {
        let first = self.nodes[step.node as usize].first_stat;
        let offered = |st: &Stat<G::Action>| st.seat == seat && st.offered == step.mark;
        let mean = |st: &Stat<G::Action>| match st.visits {
            0 => reward,
            n => st.reward / n as f64,
        };
        let (mut k, mut positive) = (0.0f64, 0.0f64);
        let mut s = first;
        while s != NONE {
            let st = &self.stats[s as usize];
            if offered(st) {
                k += 1.0;
                positive += st.regret.max(0.0);
            }
            s = st.next;
        }
        let gamma = self.config.regret_exploration.clamp(0.0, 1.0);
        let mut expected = 0.0;
        s = first;
        while s != NONE {
            let st = &self.stats[s as usize];
            if offered(st) {
                let sigma = if positive > 0.0 {
                    st.regret.max(0.0) / positive
                } else {
                    1.0 / k
                };
                expected += ((1.0 - gamma) * sigma + gamma / k) * mean(st);
            }
            s = st.next;
        }
        s = first;
        while s != NONE {
            let st = &mut self.stats[s as usize];
            if offered(st) {
                st.regret = (st.regret + mean(st) - expected).max(0.0);
            }
            s = st.next;
        }
    }

    /// The untried action to open next: the game's heuristic choice if it
    /// has one, then (`+rank`, where the heuristic ranks every action) the
    /// most gain by its ranking, else the best MAST average (ties: the
    /// first from a random start).
    fn prior(&mut self, state: &G, seat: Seat) -> usize {
        let n = self.legal.len();
        let Some(policy) = model_at(
            &mut self.model,
            &mut self.policy,
            state,
            seat,
            n > self.config.model_width,
        ) else {
            return self.best_untried(seat, false);
        };
        if self.config.ranked && policy.appraise(state, seat, &self.legal, &mut self.gains) {
            // The heuristic's choice (the first of the most gain) first,
            // as without a ranking; then the rest by their gains.
            let choice = (0..n).fold(0, |b, i| if self.gains[i] > self.gains[b] { i } else { b });
            if !self.tried[choice] {
                return choice;
            }
            return self.best_untried(seat, true);
        }
        if let Some(i) = policy.choose(state, seat, &self.legal, &mut self.rng)
            && i < n
            && !self.tried[i]
        {
            return i;
        }
        self.best_untried(seat, false)
    }

    /// The untried action with the best MAST average, or with `ranked` the
    /// most gain by the heuristic's ranking (`+rank`, in `self.gains`) and
    /// then the best MAST average; ties go to the first from a random
    /// start.
    fn best_untried(&mut self, seat: Seat, ranked: bool) -> usize {
        let n = self.legal.len();
        let start = self.rng.random_range(0..n);
        let mut best = None;
        let mut best_key = (f64::NEG_INFINITY, f32::NEG_INFINITY);
        for k in 0..n {
            let i = (start + k) % n;
            if self.tried[i] {
                continue;
            }
            let gain = if ranked { self.gains[i] } else { 0.0 };
            let key = (gain, self.mast.value(seat, self.slots[i]));
            if best.is_none() || key > best_key {
                best_key = key;
                best = Some(i);
            }
        }
        best.expect("an untried action is left")
    }

    /// The child of `node` for what the observer just saw (`self.events`
    /// and its own part `own`), created if new; `None` if new and the tree
    /// is full.
    fn child(&mut self, node: u32, own: u32) -> Option<u32> {
        let key = Children::key(node, own, events_key(&self.events));
        if let Ok(child) = self.children.find(key) {
            return Some(child);
        }
        if !self.room(1, 0) {
            return None;
        }
        // Found again: the table may have grown.
        let at = self.children.find(key).expect_err("a new child");
        self.nodes.push(Node {
            visits: 0,
            first_stat: NONE,
        });
        let child = self.nodes.len() as u32 - 1;
        self.children.slots[at] = (key, child);
        self.children.len += 1;
        Some(child)
    }

    /// Plays to the end, or to the cutoff when the game has an evaluation
    /// (`+cutN`): the heuristic with probability 1 - `epsilon`;
    /// otherwise (or where it has no opinion) a uniformly random legal
    /// action with probability `epsilon`, else the one with the best MAST
    /// average for the seat.
    fn playout(&mut self, state: &mut G) {
        let epsilon = self.config.playout_epsilon;
        let moves = match (self.config.cutoff, self.evaluation) {
            (n, Some(_)) if n > 0 => n as usize,
            _ => MAX_PLAYOUT,
        };
        for _ in 0..moves {
            let Some(seat) = state.to_act().seats().first() else {
                return;
            };
            self.legal.clear();
            state.legal_actions(seat, &mut self.legal);
            let n = self.legal.len();
            if n == 0 {
                return;
            }
            let heuristic = match self.policy.as_mut() {
                Some(policy) if n > 1 && self.rng.random::<f64>() >= epsilon => policy
                    .choose(state, seat, &self.legal, &mut self.rng)
                    .filter(|&i| i < n),
                _ => None,
            };
            let i = if let Some(i) = heuristic {
                i
            } else if n == 1 {
                0
            } else if epsilon >= 1.0 || self.rng.random::<f64>() < epsilon {
                self.rng.random_range(0..n)
            } else {
                // Ties go to the first from a random start.
                let start = self.rng.random_range(0..n);
                let mut best = start;
                let mut best_value = self.mast.value(seat, slot(&self.legal[start]));
                for k in 1..n {
                    let i = (start + k) % n;
                    let v = self.mast.value(seat, slot(&self.legal[i]));
                    if v > best_value {
                        best_value = v;
                        best = i;
                    }
                }
                best
            };
            self.moves.push((seat as u32, slot(&self.legal[i])));
            self.events.clear();
            state
                .apply(seat, &self.legal[i], &mut self.events)
                .expect("a legal action applies in a sampled world");
        }
    }

    /// Each seat's reward in 0..=1: its win share, blended with its margin
    /// over the best other seat, scaled by the spread of the scores (0.5 for
    /// a tie at the top, more the further ahead, less the further behind).
    /// A playout stopped at the cutoff is scored by the game's evaluation:
    /// the seats with the best expected score share the win; or, with the
    /// learned value (`+valueN`), each seat's reward is its chance to win.
    fn score(&mut self, state: &G) {
        let n = state.players();
        self.rewards.clear();
        self.finals.clear();
        self.wins.clear();
        if let Some(outcome) = state.outcome() {
            self.finals.extend(outcome.scores.iter().map(|&s| s as f64));
            self.wins.extend_from_slice(&outcome.wins);
        } else if let Some(evaluate) = self.evaluation {
            evaluate(state, &mut self.finals);
            if self.config.learned {
                // Chances to win (`+valueN`) are each seat's reward as they
                // stand: already smooth, and a margin scaled by their spread
                // would make a hundredth between two seats look like a rout.
                if self.finals.len() == n {
                    self.rewards.extend_from_slice(&self.finals);
                } else {
                    self.rewards.resize(n, 1.0 / n as f64);
                }
                return;
            }
            let best = self.finals.iter().copied().fold(f64::MIN, f64::max);
            let top = self.finals.iter().filter(|&&x| x == best).count().max(1);
            self.wins.extend(
                self.finals
                    .iter()
                    .map(|&x| if x == best { 1.0 / top as f64 } else { 0.0 }),
            );
        }
        if self.finals.len() != n || self.wins.len() != n {
            self.rewards.resize(n, 1.0 / n as f64);
            return;
        }
        let scores = &self.finals;
        let low = scores.iter().copied().fold(f64::MAX, f64::min);
        let high = scores.iter().copied().fold(f64::MIN, f64::max);
        let w = self.config.score_weight;
        for (seat, (&win, &score)) in self.wins.iter().zip(scores).enumerate() {
            let best_other = scores
                .iter()
                .enumerate()
                .filter(|&(s, _)| s != seat)
                .map(|(_, &x)| x)
                .fold(f64::MIN, f64::max);
            let best_other = if best_other == f64::MIN {
                score
            } else {
                best_other
            };
            let margin = if high > low {
                0.5 + 0.5 * (score - best_other) / (high - low)
            } else {
                0.5
            };
            self.rewards
                .push((1.0 - w) * win + w * margin.clamp(0.0, 1.0));
        }
    }
}

/// A heuristic the tree may hold.
type Heuristic<G> = Option<Box<dyn Playout<G>>>;

/// The heuristic the tree follows at `state`: its `model` of the other
/// seats at a seat's own turn, and where seats choose at once if the model
/// judges blind there ([`Playout::blind`]); else the playouts' `policy`,
/// because the model may judge the whole world, the observer's face-down
/// choice in it included, and a seat choosing in secret must not answer
/// that. A step `wide` (more legal actions than `+aheadK` lets the model
/// judge) goes to the playouts' `policy` as well. Without a model (most
/// searches) the turn is not read.
fn model_at<'a, G: Game>(
    model: &'a mut Heuristic<G>,
    policy: &'a mut Heuristic<G>,
    state: &G,
    seat: Seat,
    wide: bool,
) -> Option<&'a mut Box<dyn Playout<G>>> {
    let fits = |m: &dyn Playout<G>| {
        !wide
            && (m.blind() || matches!(state.to_act(), ToAct::Seat(_)))
            && m.fitted().is_none_or(|seats| seats.contains(seat))
    };
    if model.as_deref().is_some_and(fits) {
        model.as_mut()
    } else {
        policy.as_mut()
    }
}

/// The capacity `v` needs for `more` elements within `spare` bytes (taken
/// from it): as it is if they fit, else doubled, else half the room left,
/// and at least enough; `None` if they do not fit.
fn grown<T>(v: &Vec<T>, more: usize, spare: &mut usize) -> Option<usize> {
    let (need, cap, size) = (v.len() + more, v.capacity(), size_of::<T>().max(1));
    if need <= cap {
        return Some(cap);
    }
    let most = cap + *spare / size;
    if need > most {
        return None;
    }
    let new = (2 * cap).min(cap + *spare / 2 / size).max(need).min(most);
    *spare -= (new - cap) * size;
    Some(new)
}
