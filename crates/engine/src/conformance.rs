//! The conformance harness: one battery of checks that every game's tests run.
//!
//! It plays many seeded random games and checks, at every step, the promises
//! of the [`Game`] contract. A failure panics with the seed, players and step,
//! so that the game can be replayed by hand.
//!
//! [`LeakAudit`] checks, statistically and exactly, that what a seat's
//! sampled worlds hold of the hidden cards depends on nothing but that seat's
//! view and the public log.
//!
//! ```
//! # use urbs_engine::conformance::Conformance;
//! # fn demo<G: urbs_engine::Game>() {
//! Conformance::<G>::new().games(500).run();
//! # }
//! ```

mod cross_seat;
mod leak;

pub use leak::{LeakAudit, LeakReport};

use std::collections::HashSet;
use std::fmt::Debug;

use rand::RngExt;

use crate::game::{Game, GameRng, derive_seed, rng_from_seed};
use crate::seat::{Seat, Viewer};
use crate::table::{Replay, Snapshot, Table};

/// The environment variable with which `scripts/soak.sh` asks the games'
/// conformance tests for more games than CI plays.
pub const SOAK_VAR: &str = "URBS_SOAK_GAMES";

/// Games per (options, player count) pair for one conformance test: `ci`,
/// or, when [`SOAK_VAR`] holds a number `N`, `N` games spread over the
/// test's `pairs` (never fewer than `ci`). A value that is not a number
/// fails loudly rather than running the CI size unnoticed.
pub fn soak_games(ci: usize, pairs: usize) -> usize {
    match std::env::var(SOAK_VAR) {
        Ok(n) => {
            let n: usize = n
                .trim()
                .parse()
                .unwrap_or_else(|_| panic!("{SOAK_VAR}={n:?} is not a number of games"));
            ci.max(n.div_ceil(pairs.max(1)))
        }
        Err(_) => ci,
    }
}

/// Which games a battery plays: `games` seeded games for every (options,
/// player count) pair, seeds derived from `seed` in that order.
#[derive(Clone, Debug)]
struct Plan<G: Game> {
    games: usize,
    seed: u64,
    players: Vec<usize>,
    options: Vec<G::Options>,
}

impl<G: Game> Plan<G> {
    fn new(games: usize, seed: u64) -> Self {
        Plan {
            games,
            seed,
            players: (G::MIN_PLAYERS..=G::MAX_PLAYERS).collect(),
            options: vec![G::Options::default()],
        }
    }

    /// Every planned game, as (options, players, seed).
    fn each(&self) -> impl Iterator<Item = (&G::Options, usize, u64)> + '_ {
        self.options
            .iter()
            .flat_map(move |o| self.players.iter().map(move |&p| (o, p)))
            .flat_map(|game| std::iter::repeat_n(game, self.games))
            .enumerate()
            .map(|(index, (o, p))| (o, p, derive_seed(self.seed, index as u64)))
    }
}

/// The builder methods that choose a [`Plan`]'s games, for a type with a
/// `plan` field.
macro_rules! plan_setters {
    () => {
        /// Games per (player count, options) pair.
        pub fn games(mut self, games: usize) -> Self {
            self.plan.games = games;
            self
        }

        pub fn seed(mut self, seed: u64) -> Self {
            self.plan.seed = seed;
            self
        }

        pub fn players(mut self, players: impl IntoIterator<Item = usize>) -> Self {
            self.plan.players = players.into_iter().collect();
            self
        }

        pub fn options(mut self, options: impl IntoIterator<Item = G::Options>) -> Self {
            self.plan.options = options.into_iter().collect();
            self
        }
    };
}
use plan_setters;

/// What to run.
#[derive(Clone, Debug)]
pub struct Conformance<G: Game> {
    plan: Plan<G>,
    max_actions: usize,
    view_every: usize,
    rollout_every: usize,
}

/// What was run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Report {
    pub games: usize,
    pub actions: usize,
    pub illegal_checked: usize,
    pub samples_checked: usize,
}

impl<G: Game> Default for Conformance<G> {
    fn default() -> Self {
        Self::new()
    }
}

impl<G: Game> Conformance<G> {
    /// 1,000 games for each player count with the default options; views and
    /// samples checked at every step.
    pub fn new() -> Self {
        Conformance {
            plan: Plan::new(1000, 1),
            max_actions: 100_000,
            view_every: 1,
            rollout_every: 7,
        }
    }

    plan_setters!();

    /// A game longer than this fails: the rules must end every game.
    pub fn max_actions(mut self, n: usize) -> Self {
        self.max_actions = n;
        self
    }

    /// Check views, JSON round trips and samples every `n`-th step only (for
    /// games whose states are large).
    pub fn view_every(mut self, n: usize) -> Self {
        self.view_every = n.max(1);
        self
    }

    /// Play a sampled world to its end at every `n`-th sample check.
    pub fn rollout_every(mut self, n: usize) -> Self {
        self.rollout_every = n.max(1);
        self
    }

    /// Runs every check; panics on the first failure.
    pub fn run(&self) -> Report {
        let mut report = Report::default();
        for (options, players, seed) in self.plan.each() {
            self.one_game(players, options, seed, &mut report);
            report.games += 1;
        }
        report
    }

    fn one_game(&self, players: usize, options: &G::Options, seed: u64, report: &mut Report) {
        let ctx = |step: usize| format!("{} players={players} seed={seed} step={step}", G::ID);
        let mut rng = rng_from_seed(seed ^ 0x5EED);
        let mut table = Table::<G>::new(players, options, seed)
            .unwrap_or_else(|e| panic!("{}: setup failed: {e}", ctx(0)));
        let again = Table::<G>::new(players, options, seed).unwrap();
        assert_eq!(
            table.state(),
            again.state(),
            "{}: setup is not deterministic",
            ctx(0)
        );

        let mut pool: Vec<G::Action> = Vec::new();
        let mut legal: Vec<G::Action> = Vec::new();
        let mut step = 0usize;
        loop {
            let state = table.state();
            state
                .check_invariants()
                .unwrap_or_else(|e| panic!("{}: invariant broken: {e}", ctx(step)));
            let to_act = state.to_act();
            if to_act.is_over() {
                break;
            }
            assert!(
                state.outcome().is_none(),
                "{}: outcome before the end",
                ctx(step)
            );
            assert!(
                step < self.max_actions,
                "{}: game did not end within {} actions",
                ctx(step),
                self.max_actions
            );

            // Legal actions: only for seats asked to act; non-empty, unique,
            // and their text and JSON forms read back to the same action.
            for seat in 0..players {
                legal.clear();
                state.legal_actions(seat, &mut legal);
                if !to_act.includes(seat) {
                    assert!(
                        legal.is_empty(),
                        "{}: seat {seat} is not to act but has legal actions",
                        ctx(step)
                    );
                    continue;
                }
                assert!(
                    !legal.is_empty(),
                    "{}: seat {seat} must act but has no legal action",
                    ctx(step)
                );
                let unique: HashSet<&G::Action> = legal.iter().collect();
                assert_eq!(
                    unique.len(),
                    legal.len(),
                    "{}: duplicate legal actions for seat {seat}: {legal:?}",
                    ctx(step)
                );
                for a in &legal {
                    round_trip_action::<G>(a, &format!("{}: action {a}", ctx(step)));
                    if pool.len() < 4096 && !pool.contains(a) {
                        pool.push(a.clone());
                    }
                }
            }

            if step.is_multiple_of(self.view_every) {
                self.check_views(&table, &mut rng, &ctx(step), report);
            }

            // Illegal actions: drawn from actions legal at other moments.
            self.check_illegal(&table, &pool, &mut rng, &ctx(step), report);

            // Play a random legal action of a random seat that must act.
            let seats: Vec<Seat> = to_act.seats().iter().collect();
            let seat = seats[rng.random_range(0..seats.len())];
            legal.clear();
            table.state().legal_actions(seat, &mut legal);
            let action = legal[rng.random_range(0..legal.len())].clone();
            if let Err(e) = table.apply(seat, &action) {
                panic!(
                    "{}: legal action {action} of seat {seat} was refused: {e}",
                    ctx(step)
                );
            }
            report.actions += 1;
            step += 1;
        }

        // The end.
        let state = table.state();
        let outcome = state
            .outcome()
            .unwrap_or_else(|| panic!("{}: game over without an outcome", ctx(step)));
        assert_eq!(
            outcome.scores.len(),
            players,
            "{}: {} scores for {players} players",
            ctx(step),
            outcome.scores.len()
        );
        assert_eq!(
            outcome.wins.len(),
            players,
            "{}: {} win shares for {players} players",
            ctx(step),
            outcome.wins.len()
        );
        let total: f64 = outcome.wins.iter().sum();
        assert!(
            (total - 1.0).abs() < 1e-9 && outcome.wins.iter().all(|w| (0.0..=1.0).contains(w)),
            "{}: win shares {:?} do not sum to 1",
            ctx(step),
            outcome.wins
        );
        for seat in 0..players {
            assert!(
                state.legal_actions_vec(seat).is_empty(),
                "{}: legal actions after the end",
                ctx(step)
            );
        }
        self.check_views(&table, &mut rng, &ctx(step), report);

        // Replays reproduce the game byte for byte, also through JSON.
        let replay = table.replay();
        let json = serde_json::to_string(&replay).unwrap();
        let back: Replay<G> = serde_json::from_str(&json)
            .unwrap_or_else(|e| panic!("{}: replay JSON does not read back: {e}", ctx(step)));
        assert_eq!(back, replay, "{}: replay JSON round trip", ctx(step));
        let again = Table::<G>::from_replay(&back)
            .unwrap_or_else(|e| panic!("{}: replay does not apply: {e}", ctx(step)));
        assert_eq!(
            serde_json::to_string(again.state()).unwrap(),
            serde_json::to_string(table.state()).unwrap(),
            "{}: replay is not deterministic",
            ctx(step)
        );
        assert_eq!(
            again.log(),
            table.log(),
            "{}: replay log differs",
            ctx(step)
        );
        let snap = serde_json::to_string(&table.snapshot()).unwrap();
        let snap: Snapshot<G> = serde_json::from_str(&snap)
            .unwrap_or_else(|e| panic!("{}: snapshot JSON does not read back: {e}", ctx(step)));
        assert_eq!(
            (&snap.state, &snap.log[..]),
            (table.state(), table.log()),
            "{}: snapshot JSON round trip",
            ctx(step)
        );
    }

    fn check_views(&self, table: &Table<G>, rng: &mut GameRng, ctx: &str, report: &mut Report) {
        let state = table.state();
        let players = state.players();
        assert_eq!(&state.clone(), state, "{ctx}: clone differs");
        let json = serde_json::to_string(state).unwrap();
        let back: G = serde_json::from_str(&json)
            .unwrap_or_else(|e| panic!("{ctx}: state JSON does not read back: {e}"));
        assert_eq!(&back, state, "{ctx}: state JSON round trip");

        let spectator = state.view(Viewer::Spectator);
        round_trip(&spectator, &format!("{ctx}: spectator view"));
        for seat in 0..players {
            let view = state.view(Viewer::Seat(seat));
            round_trip(&view, &format!("{ctx}: view of seat {seat}"));
            let _ = view.to_string();
            // A world sampled from this view differs from the real one only in
            // what this seat cannot see, so it must look the same to the seat.
            let sample = G::sample(&view, table.log(), rng);
            report.samples_checked += 1;
            assert_eq!(
                sample.view(Viewer::Seat(seat)),
                view,
                "{ctx}: a world sampled for seat {seat} looks different to that seat"
            );
            sample
                .check_invariants()
                .unwrap_or_else(|e| panic!("{ctx}: sampled world for seat {seat}: {e}"));
            assert_eq!(
                sample.to_act(),
                state.to_act(),
                "{ctx}: sampled world for seat {seat} has another player to act"
            );
            assert_eq!(
                sample.legal_actions_vec(seat),
                state.legal_actions_vec(seat),
                "{ctx}: sampled world for seat {seat} offers other actions"
            );
            if report.samples_checked.is_multiple_of(self.rollout_every) {
                rollout(
                    sample,
                    rng,
                    self.max_actions,
                    &format!("{ctx}: sample for {seat}"),
                );
            }
        }
    }

    fn check_illegal(
        &self,
        table: &Table<G>,
        pool: &[G::Action],
        rng: &mut GameRng,
        ctx: &str,
        report: &mut Report,
    ) {
        if pool.is_empty() {
            return;
        }
        let state = table.state();
        let players = state.players();
        let to_act = state.to_act();
        for _ in 0..3 {
            let action = &pool[rng.random_range(0..pool.len())];
            let seat = rng.random_range(0..players);
            if to_act.includes(seat) && state.legal_actions_vec(seat).contains(action) {
                continue;
            }
            // The game itself is asked, not the table: `Table::apply` turns a
            // seat away before the game sees the move, and a game that ignores
            // the seat must not pass for one that checks it.
            let mut raw = state.clone();
            let mut events = Vec::new();
            let result = raw.apply(seat, action, &mut events);
            if to_act.includes(seat) {
                assert!(
                    result.is_err(),
                    "{ctx}: illegal action {action} of seat {seat} was accepted"
                );
            } else {
                assert!(result.is_err(), "{ctx}: seat {seat} acted out of turn");
            }
            assert_eq!(
                &raw, state,
                "{ctx}: rejected action {action} changed the state"
            );
            assert!(
                events.is_empty(),
                "{ctx}: rejected action {action} made events"
            );
            let err = result.unwrap_err();
            assert!(!err.rule.is_empty(), "{ctx}: error names no rule");
            report.illegal_checked += 1;
        }
    }
}

fn round_trip_action<G: Game>(a: &G::Action, ctx: &str) {
    let text = a.to_string();
    let parsed: G::Action = text
        .parse()
        .unwrap_or_else(|e| panic!("{ctx}: its text {text:?} does not parse: {e}"));
    assert_eq!(&parsed, a, "{ctx}: text round trip of {text:?}");
    round_trip(a, ctx);
}

fn round_trip<T>(value: &T, ctx: &str)
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + Debug,
{
    let json = serde_json::to_string(value).unwrap();
    let back: T = serde_json::from_str(&json)
        .unwrap_or_else(|e| panic!("{ctx}: JSON {json} does not read back: {e}"));
    assert_eq!(&back, value, "{ctx}: JSON round trip");
}

/// Plays `state` to the end with uniformly random legal actions.
fn rollout<G: Game>(mut state: G, rng: &mut GameRng, max_actions: usize, ctx: &str) {
    let mut legal = Vec::new();
    let mut events = Vec::new();
    for _ in 0..max_actions {
        let to_act = state.to_act();
        let Some(seat) = to_act.seats().first() else {
            assert!(state.outcome().is_some(), "{ctx}: no outcome at the end");
            return;
        };
        legal.clear();
        state.legal_actions(seat, &mut legal);
        assert!(
            !legal.is_empty(),
            "{ctx}: no legal action in a sampled world"
        );
        let a = legal[rng.random_range(0..legal.len())].clone();
        events.clear();
        state
            .apply(seat, &a, &mut events)
            .unwrap_or_else(|e| panic!("{ctx}: {a} refused in a sampled world: {e}"));
        state
            .check_invariants()
            .unwrap_or_else(|e| panic!("{ctx}: sampled world broke: {e}"));
    }
    panic!("{ctx}: sampled world did not end");
}
