//! The leak audit: a search bot that samples worlds must learn nothing from
//! them that its seat cannot see.
//!
//! It plays seeded random games and, every few steps and for every seat,
//! takes the real state `S1`, the seat's view `V` and the public log `L`,
//! and a second world `S2 = sample(V, L)`: a different truth that the seat
//! could not tell apart from `S1`. Then it checks:
//!
//! 1. **Views hide what differs.** `S2` looks exactly like `V` to the seat,
//!    and (with a game fingerprint) `S2`'s hidden part really does differ
//!    from `S1`'s in a good share of positions. If it never does, the
//!    sampler can only be copying it from somewhere, most likely a view
//!    that shows it.
//! 2. **The sampler reads only the view and the log.** Samples drawn with the
//!    same RNG seed are identical whether the last world the game code
//!    touched (viewed, cloned, asked for legal actions, played on) was `S1`
//!    or `S2`. This catches side channels (a cache, a global) exactly.
//! 3. **What the sampler deals is independent of the real hidden cards**
//!    (a statistical test). For samples `x` of `V`, compare how much of `x`'s
//!    hidden fingerprint agrees with the truth `S1` and with the other world
//!    `S2`. A sampler that knows nothing beyond `V` has no reason to agree
//!    with `S1` more: the difference has mean 0. Summed per game (games are
//!    independent), a one-sided t-statistic above [`LeakAudit::z_limit`]
//!    (default 5.0: a false alarm about once in 3.5 million runs under the
//!    normal approximation; with the fixed seed the verdict is reproducible)
//!    fails the audit. The null holds exactly when the sampler deals the
//!    unseen cards uniformly among those possible, as samplers here do; a
//!    game with a cleverer sampler can raise the limit.
//! 4. **A seat's view does not show another seat's hidden part** (the
//!    cross-seat check, in `cross_seat.rs`): one leaf of the real state is
//!    replaced by its value in a world sampled for the spectator, or in a
//!    *twin* (the same actions dealt from another seed, while its public log
//!    stays the same); where that changes only what is hidden from the
//!    seat, the seat's view must stay the same. Checks 1 and 3 cannot see
//!    such a view: the sampler must copy what it shows, and every sample
//!    then agrees with the truth.
//! 5. **A game with hidden state says what is hidden.** A game that gives no
//!    [`Game::hidden_fingerprint`] is taken at its word that nothing is
//!    hidden: if a sampled world or the twin differs from the truth anyway,
//!    the audit fails, since without a fingerprint it cannot tell a view
//!    that shows everything from a game with nothing to hide.
//!
//! ```
//! # use urbs_engine::conformance::LeakAudit;
//! # fn demo<G: urbs_engine::Game>() {
//! let report = LeakAudit::<G>::new().games(100).run();
//! assert!(report.positions > 0);
//! # }
//! ```

use std::hash::{Hash, Hasher};

use rand::RngExt;
use serde_json::Value;

use super::cross_seat;
use super::{Plan, plan_setters};
use crate::game::{Game, GameRng, rng_from_seed};
use crate::seat::{Seat, Viewer};
use crate::table::Table;

/// What to run.
#[derive(Clone, Debug)]
pub struct LeakAudit<G: Game> {
    plan: Plan<G>,
    every: usize,
    samples: usize,
    z_limit: f64,
    min_varied: f64,
    hybrids: usize,
}

/// What was measured.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LeakReport {
    pub games: usize,
    /// (position, seat) pairs audited.
    pub positions: usize,
    /// Whether the game gave a hidden fingerprint (else whole states were compared).
    pub game_fingerprint: bool,
    /// Positions where the second world's hidden fingerprint differs from the truth's.
    pub varied: usize,
    /// Positions where the second world did not look like the view (check 1).
    pub view_mismatches: usize,
    /// Samples that changed with the world touched last (check 2).
    pub replay_mismatches: usize,
    pub samples: usize,
    /// Mean over games of the summed agreement difference (check 3).
    pub mean_difference: f64,
    /// The one-sided t-statistic of check 3.
    pub z: f64,
    pub z_limit: f64,
    pub min_varied: f64,
    /// One-leaf hybrids that changed only what is hidden from a seat (check 4).
    pub hybrids: usize,
    /// Hybrids whose view for that seat changed (check 4).
    pub cross_seat_leaks: usize,
    /// Positions where, with no fingerprint from the game, a world the seat
    /// could not tell from the truth differed from it (check 5).
    pub hidden_without_fingerprint: usize,
    /// The first failure seen, with its game, seat and step.
    pub first_failure: Option<String>,
}

impl LeakReport {
    /// Why the audit fails (empty: it passes).
    pub fn failures(&self) -> Vec<String> {
        let mut out = Vec::new();
        if self.view_mismatches > 0 {
            out.push(format!(
                "{} sampled worlds look different to the seat they were sampled for",
                self.view_mismatches
            ));
        }
        if self.replay_mismatches > 0 {
            out.push(format!(
                "{} samples changed with the real world the game code touched last: \
                 the sampler reads more than the view and the log",
                self.replay_mismatches
            ));
        }
        if self.game_fingerprint
            && self.positions > 0
            && (self.varied as f64) < self.min_varied * self.positions as f64
        {
            out.push(format!(
                "a second world consistent with the view differs from the truth in its hidden \
                 part in only {} of {} positions: the view (or the log) seems to show it",
                self.varied, self.positions
            ));
        }
        if self.cross_seat_leaks > 0 {
            out.push(format!(
                "{} of {} times a seat's view changed when only what is hidden from that seat \
                 changed: the view shows another seat's hidden part",
                self.cross_seat_leaks, self.hybrids
            ));
        }
        if !self.game_fingerprint && self.hidden_without_fingerprint > 0 {
            out.push(format!(
                "the game gives no hidden fingerprint, yet in {} of {} positions a world the \
                 seat could not tell from the truth differs from it: a game with hidden state \
                 must say what is hidden",
                self.hidden_without_fingerprint, self.positions
            ));
        }
        if self.z > self.z_limit {
            out.push(format!(
                "samples agree with the real hidden cards more than with another world \
                 consistent with the view (t = {:.2} > {:.2})",
                self.z, self.z_limit
            ));
        }
        if let (false, Some(f)) = (out.is_empty(), &self.first_failure) {
            out.push(format!("first seen at {f}"));
        }
        out
    }
}

impl<G: Game> Default for LeakAudit<G> {
    fn default() -> Self {
        Self::new()
    }
}

impl<G: Game> LeakAudit<G> {
    /// 40 games per player count, every 3rd step, 12 samples per position.
    pub fn new() -> Self {
        LeakAudit {
            plan: Plan::new(40, 11),
            every: 3,
            samples: 12,
            z_limit: 5.0,
            min_varied: 0.05,
            hybrids: 8,
        }
    }

    plan_setters!();

    /// Audit every `n`-th step.
    pub fn every(mut self, n: usize) -> Self {
        self.every = n.max(1);
        self
    }

    /// Samples per position and seat.
    pub fn samples(mut self, n: usize) -> Self {
        self.samples = n.max(2);
        self
    }

    /// The t-statistic above which check 3 fails.
    pub fn z_limit(mut self, z: f64) -> Self {
        self.z_limit = z;
        self
    }

    /// The least share of positions whose hidden part a second world changes.
    pub fn min_varied(mut self, share: f64) -> Self {
        self.min_varied = share;
        self
    }

    /// One-leaf hybrids per second world, position and seat (check 4).
    pub fn hybrids(mut self, n: usize) -> Self {
        self.hybrids = n;
        self
    }

    /// Runs the audit; panics with the reasons if the game leaks.
    pub fn run(&self) -> LeakReport {
        let report = self.measure();
        let failures = report.failures();
        assert!(
            failures.is_empty(),
            "{}: leak audit failed:\n  {}\n{report:?}",
            G::ID,
            failures.join("\n  ")
        );
        report
    }

    /// Runs the audit and reports, without judging.
    pub fn measure(&self) -> LeakReport {
        let mut report = LeakReport {
            z_limit: self.z_limit,
            min_varied: self.min_varied,
            ..LeakReport::default()
        };
        let mut per_game = Vec::new();
        for (options, players, seed) in self.plan.each() {
            per_game.push(self.one_game(players, options, seed, &mut report));
            report.games += 1;
        }
        let n = per_game.len() as f64;
        if n >= 2.0 {
            let mean = per_game.iter().sum::<f64>() / n;
            let var = per_game.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (n - 1.0);
            report.mean_difference = mean;
            report.z = if var > 0.0 {
                mean / (var / n).sqrt()
            } else if mean > 0.0 {
                f64::INFINITY
            } else {
                0.0
            };
        }
        report
    }

    /// Plays one random game, auditing as it goes; returns the game's summed
    /// agreement difference (check 3).
    fn one_game(
        &self,
        players: usize,
        options: &G::Options,
        seed: u64,
        report: &mut LeakReport,
    ) -> f64 {
        let mut rng = rng_from_seed(seed ^ 0x1EA4);
        let mut table = Table::<G>::new(players, options, seed)
            .unwrap_or_else(|e| panic!("{} players={players}: setup failed: {e}", G::ID));
        // A world the seat never saw, handled just before a second world is
        // sampled, so that a sampler that peeks at the last world the game
        // code saw is caught peeking at the wrong one.
        let decoy = G::new(players, options, seed ^ 0xDEC0)
            .unwrap_or_else(|e| panic!("{} players={players}: setup failed: {e}", G::ID));
        // The same actions dealt from another seed, for as long as they
        // apply and leave the same public log: a world that differs from the
        // truth only in what nobody saw.
        let mut twin = Table::<G>::new(players, options, seed ^ 0x7719)
            .ok()
            .filter(|t| t.log() == table.log());
        let mut difference = 0.0;
        let mut legal = Vec::new();
        let mut step = 0usize;
        while !table.is_over() {
            if step.is_multiple_of(self.every) {
                for seat in 0..players {
                    let ctx = format!(
                        "{} players={players} seed={seed} step={step} seat={seat}",
                        G::ID
                    );
                    let twin = twin.as_ref().map(Table::state);
                    difference += self.position(&table, &decoy, twin, seat, &mut rng, &ctx, report);
                }
            }
            let seats: Vec<Seat> = table.to_act().seats().iter().collect();
            let seat = seats[rng.random_range(0..seats.len())];
            legal.clear();
            table.state().legal_actions(seat, &mut legal);
            let action = legal[rng.random_range(0..legal.len())].clone();
            table
                .apply(seat, &action)
                .unwrap_or_else(|e| panic!("{}: legal action refused: {e}", G::ID));
            twin = twin.and_then(|mut t| {
                let same = t.apply(seat, &action).is_ok() && t.log() == table.log();
                same.then_some(t)
            });
            step += 1;
        }
        difference
    }

    #[allow(clippy::too_many_arguments)]
    fn position(
        &self,
        table: &Table<G>,
        decoy: &G,
        twin: Option<&G>,
        seat: Seat,
        rng: &mut GameRng,
        ctx: &str,
        report: &mut LeakReport,
    ) -> f64 {
        let truth = table.state();
        let log = table.log();
        let viewer = Viewer::Seat(seat);
        let view = truth.view(viewer);
        touch(decoy, seat);
        let other = G::sample(&view, log, rng);
        let fail = |report: &mut LeakReport, what: &str| {
            if report.first_failure.is_none() {
                report.first_failure = Some(format!("{ctx} ({what})"));
            }
        };
        // Check 1: a world that differs in hidden parts looks the same.
        if other.view(viewer) != view {
            report.view_mismatches += 1;
            fail(report, "view mismatch");
        }
        // Check 4: worlds made without this seat's view.
        let spectator = G::sample(&truth.view(Viewer::Spectator), log, rng);
        let mut others = vec![&spectator];
        others.extend(twin);
        let (cross, leaf) = cross_seat::check(truth, &others, viewer, self.hybrids, rng);
        report.hybrids += cross.hybrids;
        report.cross_seat_leaks += cross.leaks;
        if let Some(leaf) = leaf {
            fail(report, &format!("the view shows the leaf {leaf}"));
        }
        let (h1, h2) = match (
            truth.hidden_fingerprint(viewer),
            other.hidden_fingerprint(viewer),
        ) {
            (Some(a), Some(b)) => {
                report.game_fingerprint = true;
                (a, b)
            }
            _ => {
                // Check 5.
                let h1 = whole_state(truth);
                if h1 != whole_state(&other) || twin.is_some_and(|t| whole_state(t) != h1) {
                    report.hidden_without_fingerprint += 1;
                    fail(report, "hidden state without a fingerprint");
                }
                (h1, whole_state(&other))
            }
        };
        if h1.is_empty() && h2.is_empty() {
            return 0.0;
        }
        report.positions += 1;
        if h1 != h2 {
            report.varied += 1;
        }
        // Check 2: the same RNG seed gives the same sample whichever world
        // the game code saw last. Check 3 on those samples.
        let mut difference = 0.0;
        for _ in 0..self.samples {
            let sample_seed: u64 = rng.random();
            touch(truth, seat);
            let a = G::sample(&view, log, &mut rng_from_seed(sample_seed));
            touch(&other, seat);
            let b = G::sample(&view, log, &mut rng_from_seed(sample_seed));
            if a != b {
                report.replay_mismatches += 1;
                fail(report, "sample depends on the world touched last");
            }
            let x = fingerprint(&a, viewer, report.game_fingerprint);
            difference += agreement(&x, &h1) - agreement(&x, &h2);
            report.samples += 1;
        }
        difference / self.samples as f64
    }
}

fn fingerprint<G: Game>(g: &G, viewer: Viewer, game_given: bool) -> Vec<u64> {
    match (game_given, g.hidden_fingerprint(viewer)) {
        (true, Some(f)) => f,
        _ => whole_state(g),
    }
}

/// Everything the game code might remember of a world: its views, legal
/// actions, clones, JSON and a move played on a copy; the real world is
/// handled last.
fn touch<G: Game>(g: &G, seat: Seat) {
    let players = g.players();
    let mut copy = g.clone();
    if let Some(s) = copy.to_act().seats().first() {
        let legal = copy.legal_actions_vec(s);
        if let Some(a) = legal.first() {
            let _ = copy.apply(s, a, &mut Vec::new());
        }
    }
    let _ = serde_json::to_string(g);
    let _ = g.check_invariants();
    let _ = g.outcome();
    for s in 0..players {
        let _ = g.legal_actions_vec(s);
        let _ = g.view(Viewer::Seat(s));
    }
    let _ = g.view(Viewer::Spectator);
    let _ = g.view(Viewer::Seat(seat));
}

/// Share of items that agree, position by position (over the longer length).
fn agreement(x: &[u64], h: &[u64]) -> f64 {
    let len = x.len().max(h.len());
    if len == 0 {
        return 1.0;
    }
    let same = x.iter().zip(h).filter(|(a, b)| a == b).count();
    same as f64 / len as f64
}

/// Every leaf of the state's JSON, hashed with its path, in document order.
fn whole_state<G: Game>(g: &G) -> Vec<u64> {
    let json = serde_json::to_value(g).expect("states serialize");
    let mut out = Vec::new();
    leaves(&json, 0, &mut out);
    out
}

fn leaves(v: &Value, path: u64, out: &mut Vec<u64>) {
    let mix = |path: u64, key: &dyn Fn(&mut std::collections::hash_map::DefaultHasher)| {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        path.hash(&mut h);
        key(&mut h);
        h.finish()
    };
    match v {
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                leaves(item, mix(path, &|h| i.hash(h)), out);
            }
        }
        Value::Object(map) => {
            for (k, item) in map {
                leaves(item, mix(path, &|h| k.hash(h)), out);
            }
        }
        leaf => out.push(mix(path, &|h| leaf.to_string().hash(h))),
    }
}
