//! For Sale's learned policy: the actor of a PPO agent trained through the
//! project's Python package (`python/examples/ppo_forsale.py`, seed 7,
//! 2,000,000 steps against three `greedy` seats; the command that retrains
//! it and its figures are in docs/python.md, "For Sale's learned policy"),
//! shipped as `forsale_policy.bin` ([`crate::policy_net`]).
//!
//! It plays in two ways:
//! - **as a bot** (`policy`): at each turn the legal action its network
//!   ranks highest for the seat's view, nothing else;
//! - **as the search's model of the other seats** (`+policy`, Master's):
//!   in the tree each other seat takes, in the world the search dealt
//!   itself, the legal action the network ranks highest for that seat's
//!   view of that world, instead of the rules of thumb (`greedy`); and the
//!   searcher's own moves open in the network's order. The playouts keep
//!   the rules of thumb. A searching player expects the others to bid and
//!   sell as players who learned the game do, rather than as the rules of
//!   thumb would, and its search finds the best reply to that.
//!
//! **What it reads.** The view of one seat, never more: [`observe`] writes
//! it as the 335 numbers the agent was trained on (the same observation
//! `urbs-tensor` gives learning agents, which writes it with this function);
//! in a phase-2 world the others' face-down buildings are not in a seat's
//! view (FS-8), so the model's choice for a seat cannot answer the
//! searcher's own.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::LazyLock;

use urbs_engine::{Game, GameRng, Seat, SeatSet, Viewer};
use urbs_forsale::{Action, Event, ForSale, Phase, START_CHIPS, View, open_choices};

use crate::bot::{Bot, Turn};
use crate::ismcts::Playout;
use crate::policy_net::PolicyNet;

/// Seats the observation has room for.
const MAX_SEATS: usize = 5;
/// Building values 1..=20.
const BUILDINGS: usize = 20;
/// Cheque values 0..=20 (index = value).
const CHEQUE_VALUES: usize = 21;
/// The most chips a seat can bid.
const MAX_BID: usize = START_CHIPS as usize;
/// Action ids: pass (0), then `bid N` at N, then `sell B` at `SELL_BASE + B`.
const SELL_BASE: usize = MAX_BID;

/// Action ids: pass, bid 1..15, sell 1..20.
pub const ACTIONS: usize = 1 + MAX_BID + BUILDINGS;
/// Numbers in one observation: the table's, then one block per seat.
pub const OBSERVATION: usize = TABLE + MAX_SEATS * SEAT;
/// The table's part: players, variant, phase, round, to act, decks,
/// display (buildings, cheques), auction, own face-down building, sold.
const TABLE: usize = 3 + 1 + 3 + 1 + 1 + 2 + BUILDINGS + CHEQUE_VALUES + 3 + BUILDINGS + BUILDINGS;
/// One seat's part: present, to act, chips, bid, in the auction, chosen,
/// buildings, cheques, the cheques' total.
const SEAT: usize = 6 + BUILDINGS + CHEQUE_VALUES + 1;
/// No number lies outside `-BOUND..=BOUND`.
const BOUND: f32 = 10.0;

/// The shipped network, read on first use.
static NET: LazyLock<PolicyNet> = LazyLock::new(|| {
    let net = PolicyNet::from_bytes(include_bytes!("forsale_policy.bin"))
        .expect("the shipped For Sale policy reads");
    assert_eq!(
        (net.inputs(), net.outputs()),
        (OBSERVATION, ACTIONS),
        "the shipped For Sale policy fits the observation"
    );
    net
});

/// The id of `action` in the policy's action space (`None` for an action
/// outside it, which no game of the default printing offers).
pub fn action_id(action: &Action) -> Option<usize> {
    match *action {
        Action::Pass => Some(0),
        Action::Bid(n) if (1..=MAX_BID).contains(&(n as usize)) => Some(n as usize),
        Action::Sell(b) if (1..=BUILDINGS).contains(&(b as usize)) => Some(SELL_BASE + b as usize),
        _ => None,
    }
}

/// The action id `id` stands for (`None` past the space).
pub fn action_of(id: usize) -> Option<Action> {
    match id {
        0 => Some(Action::Pass),
        1..=MAX_BID => Some(Action::Bid(id as u8)),
        _ if id <= SELL_BASE + BUILDINGS => Some(Action::Sell((id - SELL_BASE) as u8)),
        _ => None,
    }
}

/// Writes the numbers at the front of a slice, field by field.
struct Writer<'a> {
    out: &'a mut [f32],
    at: usize,
}

impl Writer<'_> {
    fn put(&mut self, x: f32) {
        self.out[self.at] = x;
        self.at += 1;
    }

    fn flag(&mut self, b: bool) {
        self.put(if b { 1.0 } else { 0.0 });
    }

    fn scaled(&mut self, x: impl Into<f64>, max: f64) {
        self.put((x.into() / max) as f32);
    }

    /// `n` numbers, 1 at `i` (none for `None` or an `i` out of range).
    fn one_hot(&mut self, i: Option<usize>, n: usize) {
        if let Some(i) = i.filter(|&i| i < n) {
            self.out[self.at + i] = 1.0;
        }
        self.at += n;
    }

    /// `n` numbers counting the indexes in `items` (those out of range
    /// left out).
    fn counts(&mut self, items: impl IntoIterator<Item = usize>, n: usize) {
        for i in items.into_iter().filter(|&i| i < n) {
            self.out[self.at + i] += 1.0;
        }
        self.at += n;
    }
}

/// Writes what `view` shows its viewer into `out` ([`OBSERVATION`] long):
/// the table, then a block per seat starting with the viewer's and going
/// clockwise (zeros for seats the table does not have). The fields and
/// their scales are listed in `urbs-tensor`'s For Sale layout.
pub fn observe(view: &View, out: &mut [f32]) {
    assert_eq!(
        out.len(),
        OBSERVATION,
        "an observation buffer of its length"
    );
    out.fill(0.0);
    let mut w = Writer { out, at: 0 };
    let n = view.players as usize;
    let me = view.viewer.seat().unwrap_or(0);
    let buying = view.phase == Phase::Buying;
    w.one_hot(n.checked_sub(3), 3);
    w.flag(view.variant);
    let phase = match view.phase {
        Phase::Buying => 0,
        Phase::Selling => 1,
        Phase::Over => 2,
    };
    w.one_hot(Some(phase), 3);
    w.scaled(view.round, 10.0);
    w.flag(view.viewer.seat().is_some_and(|s| view.to_act.includes(s)));
    w.scaled(view.buildings_in_deck, 20.0);
    w.scaled(view.cheques_in_deck, 20.0);
    let shown = |on: bool| view.display.iter().filter(move |_| on);
    w.counts(shown(buying).map(|&b| b as usize - 1), BUILDINGS);
    w.counts(shown(!buying).map(|&c| c as usize), CHEQUE_VALUES);
    w.scaled(view.highest_bid, MAX_BID as f64);
    w.flag(view.passed_any);
    w.scaled(view.bank, 75.0);
    w.one_hot(view.my_choice.map(|b| b as usize - 1), BUILDINGS);
    w.counts(view.sold.iter().map(|&b| b as usize - 1), BUILDINGS);
    for k in 0..MAX_SEATS {
        if k >= n {
            w.at += SEAT;
            continue;
        }
        let seat = &view.seats[(me + k) % n];
        w.flag(true);
        w.flag(view.to_act.includes((me + k) % n));
        w.scaled(seat.chips, MAX_BID as f64);
        w.scaled(seat.bid, MAX_BID as f64);
        w.flag(seat.in_auction);
        w.flag(seat.chosen);
        w.counts(seat.buildings.iter().map(|&b| b as usize - 1), BUILDINGS);
        w.counts(seat.cheques.iter().map(|&c| c as usize), CHEQUE_VALUES);
        let total: u32 = seat.cheques.iter().map(|&c| c as u32).sum();
        w.scaled(total, 100.0);
    }
    debug_assert_eq!(w.at, OBSERVATION);
    for x in out.iter_mut() {
        *x = x.clamp(-BOUND, BOUND);
    }
}

/// The policy's buffers.
struct Scratch {
    observation: Vec<f32>,
    hidden: Vec<f32>,
    logits: Vec<f32>,
}

impl Scratch {
    fn new() -> Scratch {
        Scratch {
            observation: vec![0.0; OBSERVATION],
            hidden: Vec::new(),
            logits: Vec::new(),
        }
    }

    /// Observes `view` and returns the id of the action in `legal` the
    /// network ranks highest (the first of equals).
    fn best(&mut self, view: &View, legal: &[Action]) -> usize {
        observe(view, &mut self.observation);
        self.best_observed(legal)
    }

    fn best_observed(&mut self, legal: &[Action]) -> usize {
        NET.logits(&self.observation, &mut self.hidden, &mut self.logits);
        let mut best = (f32::NEG_INFINITY, 0);
        for id in legal.iter().filter_map(action_id) {
            if self.logits[id] > best.0 {
                best = (self.logits[id], id);
            }
        }
        best.1
    }
}

/// The `policy` bot: the learned policy alone, at each turn the legal
/// action its network ranks highest.
pub struct PolicyBot {
    scratch: Scratch,
}

impl PolicyBot {
    pub fn new() -> PolicyBot {
        PolicyBot {
            scratch: Scratch::new(),
        }
    }
}

impl Default for PolicyBot {
    fn default() -> Self {
        PolicyBot::new()
    }
}

impl Bot<ForSale> for PolicyBot {
    fn choose(&mut self, turn: &Turn<'_, ForSale>) -> Action {
        let id = self.scratch.best(turn.view, turn.legal);
        turn.legal[position(turn.legal, id).unwrap_or(0)]
    }
}

/// Where the action of id `id` stands in `legal`.
fn position(legal: &[Action], id: usize) -> Option<usize> {
    legal.iter().position(|a| action_id(a) == Some(id))
}

/// Observations whose choice the model keeps, at most; past them it starts
/// afresh (some 10 MB).
const REMEMBERED: usize = 200_000;

/// `+policy`: the search's model of the other seats (see the module docs).
/// One per search tree; it remembers the network's choice for each
/// observation it has seen (a seat's view repeats across the tree's
/// visits, and its choice is a function of it), so the network runs once
/// per distinct view.
pub struct PolicyModel {
    scratch: Scratch,
    chosen: HashMap<u64, usize>,
    /// The seats it stands for in the search under way: the observer and
    /// the seats the policy explains ([`PolicyModel::observe`]); `None`
    /// until it has observed (then: every seat).
    fitted: Option<SeatSet>,
}

/// A seat the policy explains: it chose as the policy would in at least
/// this share of its open choices this game ...
pub const EXPLAINED: f64 = 0.7;
/// ... and it has made at least this many.
pub const EXPLAINED_AFTER: u32 = 6;

impl PolicyModel {
    pub fn new() -> PolicyModel {
        PolicyModel {
            scratch: Scratch::new(),
            chosen: HashMap::new(),
            fitted: None,
        }
    }

    /// For each seat, how many of its open choices this game ([`open_choices`]:
    /// every bid and pass, and every sale once revealed) the policy would
    /// have made in its place, and how many it made.
    pub fn agreement(&mut self, view: &View, log: &[Event]) -> Vec<(u32, u32)> {
        let mut out = vec![(0, 0); view.players as usize];
        for choice in open_choices(view.players as usize, view.variant, log) {
            let best = self.best(&choice.view, &choice.legal);
            let tally = &mut out[choice.seat];
            tally.0 += u32::from(action_id(&choice.action) == Some(best));
            tally.1 += 1;
        }
        out
    }

    /// The id of the action in `legal` the network ranks highest for
    /// `view`, remembered by the observation: the legal actions follow from
    /// the view, so the observation keys the choice (the hasher's keys are
    /// fixed: the same on every run). Past choices read again at each
    /// search, and views the tree visits again, cost a lookup.
    fn best(&mut self, view: &View, legal: &[Action]) -> usize {
        observe(view, &mut self.scratch.observation);
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        for x in &self.scratch.observation {
            x.to_bits().hash(&mut hasher);
        }
        let key = hasher.finish();
        if let Some(&id) = self.chosen.get(&key) {
            return id;
        }
        if self.chosen.len() >= REMEMBERED {
            self.chosen.clear();
        }
        let id = self.scratch.best_observed(legal);
        self.chosen.insert(key, id);
        id
    }
}

impl Default for PolicyModel {
    fn default() -> Self {
        PolicyModel::new()
    }
}

impl Playout<ForSale> for PolicyModel {
    fn choose(
        &mut self,
        state: &ForSale,
        seat: Seat,
        legal: &[Action],
        _rng: &mut GameRng,
    ) -> Option<usize> {
        let id = self.best(&state.view(Viewer::Seat(seat)), legal);
        position(legal, id)
    }

    /// Fits the model to the game so far: it stands for the observer (whose
    /// moves open in its order) and for each other seat that has chosen as
    /// the policy would in [`EXPLAINED`] of its open choices, at least
    /// [`EXPLAINED_AFTER`] of them, all read from the public log. The
    /// others play the rules of thumb in the tree, and mix by regret
    /// matching where seats sell at once under `+sm`.
    fn observe(&mut self, observer: Seat, view: &View, log: &[Event]) {
        let mut seats = SeatSet::EMPTY;
        seats.insert(observer);
        for (seat, &(agreed, made)) in self.agreement(view, log).iter().enumerate() {
            if made >= EXPLAINED_AFTER && agreed as f64 >= EXPLAINED * made as f64 {
                seats.insert(seat);
            }
        }
        self.fitted = Some(seats);
    }

    fn fitted(&self) -> Option<SeatSet> {
        self.fitted
    }
}

#[cfg(test)]
#[path = "forsale_policy_tests.rs"]
mod tests;
