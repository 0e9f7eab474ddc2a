//! Learned evaluation (`+valueN`): a small network scores every seat of a
//! sampled world, and a softmax over the seats turns the scores into each
//! seat's chance to win. The search stops a playout after N moves and
//! credits each seat with that chance instead of playing on.
//!
//! **What it reads.** A game's value function ([`crate::Roster::value`])
//! computes a few numbers per seat from the world the searching bot dealt
//! itself (never the real one: like a playout heuristic it only judges the
//! sampler's guesses), and [`seat_inputs`] arranges them for one seat: its
//! own numbers, the others' maximum and mean, and the table's. One network
//! scores every seat, so it does not care which seat is which.
//!
//! **Where the weights come from.** `python/examples/train_value.py` trains
//! the network with PyTorch on positions of self-play games (the playouts'
//! own policy: the game's greedy bot, one move in ten at random), which
//! `crates/bots/examples/value_data.rs` plays and writes out with the seats'
//! inputs and who won; it writes the weights as the Rust constants of
//! `city_net.rs`, `metropolis_net.rs` and `skyline_net.rs`. Positions of
//! games a stronger bot plays in every seat ([`played_by`], the example's
//! BOT argument) are the alternative, at the cost of its search; positions
//! of games the tuned playouts play ([`tuned_self_play`], BOT `tuned`) train
//! the value of `+tvalueN` (Metropolis's `metropolis_tuned_net.rs`), which
//! foresees how `+tuned`'s playouts go on. The network is
//! one hidden layer of ReLUs: a few hundred multiply-adds a seat, so its
//! forward pass is written out here rather than taken from an inference
//! crate (tract or candle would add minutes to every build for one matrix
//! product).

use urbs_engine::rand::RngExt;
use urbs_engine::{Outcome, rng_from_seed};

use crate::Roster;
use crate::ismcts::PlayoutPolicy;

/// Share of the moves a self-play game plays at random, as the search's
/// playouts do (`playout_epsilon`).
pub const SELF_PLAY_EPSILON: f64 = 0.1;

/// Plays one game of `players` from `seed` as the search's playouts play
/// it (the game's playout policy, a random legal move one time in ten),
/// showing `at` the world before each move with probability `keep`, and
/// returns its outcome. The same arguments play the same game.
pub fn self_play<G: Roster>(players: usize, seed: u64, keep: f64, at: impl FnMut(&G)) -> Outcome {
    self_play_by(G::playout_policy(), players, seed, keep, at)
}

/// [`self_play`] with the playouts of `+tuned` (the game's rules of thumb
/// with their tuned weights, [`Roster::tuned_playout_policy`]), for the
/// value `+tvalueN` scores their playouts by ([`Roster::tuned_value`]);
/// `None` if the game has no tuned weights.
pub fn tuned_self_play<G: Roster>(
    players: usize,
    seed: u64,
    keep: f64,
    at: impl FnMut(&G),
) -> Option<Outcome> {
    let policy = G::tuned_playout_policy()?;
    Some(self_play_by(Some(policy), players, seed, keep, at))
}

fn self_play_by<G: Roster>(
    policy: Option<PlayoutPolicy<G>>,
    players: usize,
    seed: u64,
    keep: f64,
    mut at: impl FnMut(&G),
) -> Outcome {
    let mut g = G::new(players, &G::Options::default(), seed).expect("a game deals");
    let mut rng = rng_from_seed(seed ^ 0x5eed);
    let mut policy = policy.map(|make| make());
    let (mut legal, mut events) = (Vec::new(), Vec::new());
    loop {
        if let Some(outcome) = g.outcome() {
            return outcome;
        }
        if rng.random::<f64>() < keep {
            at(&g);
        }
        let seat = g.to_act().seats().first().expect("someone acts");
        legal.clear();
        g.legal_actions(seat, &mut legal);
        let heuristic = match policy.as_mut() {
            Some(p) if rng.random::<f64>() >= SELF_PLAY_EPSILON => {
                p.choose(&g, seat, &legal, &mut rng)
            }
            _ => None,
        };
        let i = heuristic
            .filter(|&i| i < legal.len())
            .unwrap_or_else(|| rng.random_range(0..legal.len()));
        events.clear();
        g.apply(seat, &legal[i], &mut events)
            .expect("a legal action applies");
    }
}

/// Plays one game of `players` from `seed` with a bot of `spec` in every
/// seat (`ismcts:300`; each seat's bot seeded as the arena seeds it, seeing
/// only its own turn), then goes through the game again from its deal,
/// showing `at` the world before each action with probability `keep`, and
/// returns its outcome: positions of games played by a stronger player than
/// [`self_play`]'s, for a value that foresees how such play ends. The same
/// arguments play the same game and show the same positions.
pub fn played_by<G: Roster>(
    players: usize,
    seed: u64,
    keep: f64,
    spec: &str,
    mut at: impl FnMut(&G),
) -> Result<Outcome, String> {
    let options = G::Options::default();
    let specs = vec![spec.to_string(); players];
    let table = crate::arena::play_game::<G>(players, &options, seed, &specs)?;
    let outcome = table.outcome().ok_or("the game did not finish")?;
    let mut g = G::new(players, &options, seed).map_err(|e| e.to_string())?;
    let mut rng = rng_from_seed(seed ^ 0x5eed);
    let mut events = Vec::new();
    for step in table.record() {
        if rng.random::<f64>() < keep {
            at(&g);
        }
        events.clear();
        g.apply(step.seat, &step.action, &mut events)
            .map_err(|e| e.to_string())?;
    }
    Ok(outcome)
}

/// A network of one hidden ReLU layer and one output: a seat's score.
pub struct Net {
    pub inputs: usize,
    pub hidden: usize,
    /// `hidden` rows of `inputs` weights.
    pub w1: &'static [f32],
    pub b1: &'static [f32],
    pub w2: &'static [f32],
    pub b2: f32,
}

impl Net {
    /// Whether the weights are those of a network of `inputs` inputs (the
    /// game's layout of [`seat_inputs`]), every array at its length: checked
    /// when the crate builds, so a network trained on other inputs does not.
    pub const fn fits(&self, inputs: usize) -> bool {
        self.inputs == inputs
            && self.w1.len() == self.inputs * self.hidden
            && self.b1.len() == self.hidden
            && self.w2.len() == self.hidden
    }

    /// The score of one seat's inputs.
    pub fn score(&self, x: &[f32]) -> f32 {
        debug_assert_eq!(x.len(), self.inputs);
        let mut out = self.b2;
        for (h, row) in self.w1.chunks_exact(self.inputs).enumerate() {
            let a = self.b1[h] + row.iter().zip(x).map(|(w, v)| w * v).sum::<f32>();
            if a > 0.0 {
                out += self.w2[h] * a;
            }
        }
        out
    }

    /// Each seat's chance to win a world of `players` seats whose inputs
    /// `fill` writes (`players` rows of [`Net::inputs`], `N` at most in
    /// all, kept on the stack), written to `chances`.
    pub fn chances_of<const N: usize>(
        &self,
        players: usize,
        fill: impl FnOnce(&mut [f32]),
        chances: &mut Vec<f64>,
    ) {
        let mut inputs = [0.0; N];
        let inputs = &mut inputs[..self.inputs * players];
        fill(inputs);
        self.chances(inputs, chances);
    }

    /// Each seat's chance to win, from its inputs (`seats` rows of
    /// `inputs`), written to `chances` (cleared first).
    pub fn chances(&self, inputs: &[f32], chances: &mut Vec<f64>) {
        chances.clear();
        chances.extend(
            inputs
                .chunks_exact(self.inputs)
                .map(|x| self.score(x) as f64),
        );
        let top = chances.iter().copied().fold(f64::MIN, f64::max);
        let mut sum = 0.0;
        for c in chances.iter_mut() {
            *c = (*c - top).exp();
            sum += *c;
        }
        for c in chances.iter_mut() {
            *c /= sum;
        }
    }
}

/// The inputs of one seat given every seat's numbers (`F` each) and the
/// table's: its own, the other seats' maximum and mean of each, then the
/// table's, written to `out` (`3 * F + table.len()` long).
pub fn seat_inputs<const F: usize>(
    seats: &[[f32; F]],
    seat: usize,
    table: &[f32],
    out: &mut [f32],
) {
    debug_assert_eq!(out.len(), 3 * F + table.len());
    let others = seats.len().saturating_sub(1).max(1) as f32;
    let mut max = [f32::MIN; F];
    let mut mean = [0.0f32; F];
    for (s, row) in seats.iter().enumerate() {
        if s == seat {
            continue;
        }
        for k in 0..F {
            max[k] = max[k].max(row[k]);
            mean[k] += row[k] / others;
        }
    }
    if seats.len() < 2 {
        max = [0.0; F];
    }
    let (own, rest) = out.split_at_mut(F);
    let (max_out, rest) = rest.split_at_mut(F);
    let (mean_out, table_out) = rest.split_at_mut(F);
    own.copy_from_slice(&seats[seat]);
    max_out.copy_from_slice(&max);
    mean_out.copy_from_slice(&mean);
    table_out.copy_from_slice(table);
}

#[cfg(test)]
mod tests {
    use super::*;
    use urbs_city::City;

    static W1: [f32; 4] = [1.0, 0.0, 0.0, 1.0];
    static B1: [f32; 2] = [0.0, -1.0];
    static W2: [f32; 2] = [2.0, 1.0];

    #[test]
    fn the_network_scores_and_the_softmax_shares_out_the_win() {
        let net = Net {
            inputs: 2,
            hidden: 2,
            w1: &W1,
            b1: &B1,
            w2: &W2,
            b2: 0.5,
        };
        // Hidden: relu(x0), relu(x1 - 1); out 0.5 + 2 h0 + h1.
        assert_eq!(net.score(&[1.0, 3.0]), 0.5 + 2.0 + 2.0);
        assert_eq!(net.score(&[-1.0, 0.0]), 0.5);
        let mut chances = Vec::new();
        net.chances(&[0.0, 0.0, 0.0, 0.0], &mut chances);
        assert_eq!(chances, vec![0.5, 0.5]);
        net.chances(&[1.0, 0.0, 0.0, 0.0], &mut chances);
        let e2 = 2f64.exp();
        assert!((chances[0] - e2 / (e2 + 1.0)).abs() < 1e-9);
        assert!((chances.iter().sum::<f64>() - 1.0).abs() < 1e-12);
    }

    #[test]
    fn a_game_played_by_a_search_is_shown_again_position_by_position() {
        use urbs_engine::Game as _;
        use urbs_skyline::Skyline;
        let (players, seed, spec) = (3, 5, "ismcts:30");
        let play = |spec: &str, keep: f64| {
            let mut shown: Vec<Skyline> = Vec::new();
            let outcome =
                played_by::<Skyline>(players, seed, keep, spec, |g| shown.push(g.clone()))
                    .expect("the game plays");
            (outcome, shown)
        };
        let (outcome, shown) = play(spec, 1.0);
        // The game the arena plays with that bot in every seat, shown before
        // each of its actions from the deal on.
        let specs = vec![spec.to_string(); players];
        let table =
            crate::arena::play_game::<Skyline>(players, &Default::default(), seed, &specs).unwrap();
        assert_eq!(table.outcome(), Some(outcome.clone()));
        assert_eq!(shown.len(), table.record().len());
        assert_eq!(
            shown[0],
            Skyline::new(players, &Default::default(), seed).unwrap()
        );
        assert!(shown.iter().all(|g| g.outcome().is_none()));
        // The same arguments show the same positions; fewer are kept at a
        // lower rate, each of them one of those; another player plays
        // another game.
        assert_eq!(play(spec, 1.0), (outcome.clone(), shown.clone()));
        let (same, few) = play(spec, 0.2);
        assert_eq!(same, outcome);
        assert!(!few.is_empty() && few.len() < shown.len() / 2);
        assert!(few.iter().all(|g| shown.contains(g)));
        assert_ne!(play("greedy", 1.0).1, shown);
        assert!(played_by::<Skyline>(players, seed, 1.0, "grandmaster", |_| {}).is_err());
    }

    #[test]
    fn a_seats_inputs_are_its_own_the_others_max_and_mean_and_the_tables() {
        let seats = [[1.0, 10.0], [3.0, 20.0], [5.0, 0.0]];
        let mut out = [0.0; 7];
        seat_inputs(&seats, 0, &[7.0], &mut out);
        assert_eq!(out, [1.0, 10.0, 5.0, 20.0, 4.0, 10.0, 7.0]);
        seat_inputs(&seats, 2, &[7.0], &mut out);
        assert_eq!(out, [5.0, 0.0, 3.0, 20.0, 2.0, 15.0, 7.0]);
    }

    /// How often the seat `learned` favours, and the seat `hand` favours,
    /// went on to win, over positions of 4-player self-play games of seeds
    /// the training never saw; and how many positions.
    fn favourites_won<G: Roster>(
        learned: fn(&G, &mut Vec<f64>),
        hand: fn(&G, &mut Vec<f64>),
        games: u64,
    ) -> (f64, f64, usize) {
        let (mut by_learned, mut by_hand, mut positions) = (0.0, 0.0, 0);
        let (mut chances, mut scores) = (Vec::new(), Vec::new());
        for i in 0..games {
            let mut kept: Vec<(usize, usize)> = Vec::new();
            let outcome = self_play::<G>(4, 7_000_000 + i, 0.05, |g| {
                learned(g, &mut chances);
                hand(g, &mut scores);
                let best = |v: &[f64]| (0..v.len()).max_by(|&a, &b| v[a].total_cmp(&v[b])).unwrap();
                assert!((chances.iter().sum::<f64>() - 1.0).abs() < 1e-6);
                kept.push((best(&chances), best(&scores)));
            });
            for (l, h) in kept {
                by_learned += outcome.wins[l];
                by_hand += outcome.wins[h];
                positions += 1;
            }
        }
        let n = positions as f64;
        (by_learned / n, by_hand / n, positions)
    }

    /// The shipped network of City is trained: on self-play games it never saw
    /// (seeds apart from the training's), the seat it favours goes on to win
    /// clearly more often than the seat the hand-written evaluation favours.
    /// An untrained network (every seat alike) favours seat 0 and fails.
    #[test]
    fn citys_learned_value_foresees_the_winner_better_than_the_hand_evaluation() {
        let (learned, hand, positions) =
            favourites_won::<City>(crate::city::value, crate::city::evaluation, 60);
        assert!(positions > 300, "{positions} positions");
        assert!(
            learned > hand + 0.04 && learned > 0.6,
            "the learned favourite won {learned:.3}, the hand evaluation's {hand:.3}"
        );
    }

    /// Skyline's likewise, against its greedy bot's judgment (points so far
    /// and the standings' weighed expectation of the scorings to come).
    #[test]
    fn skylines_learned_value_foresees_the_winner_better_than_the_hand_evaluation() {
        let (learned, hand, positions) = favourites_won::<urbs_skyline::Skyline>(
            crate::skyline::value,
            crate::skyline::expectation,
            100,
        );
        assert!(positions > 300, "{positions} positions");
        assert!(
            learned > hand + 0.01 && learned > 0.4,
            "the learned favourite won {learned:.3}, the hand evaluation's {hand:.3}"
        );
    }

    /// Metropolis's value learned from the tuned playouts' games (`+tvalueN`)
    /// foresees how such games end better than the value learned from the
    /// playouts' own (`+valueN`), on tuned self-play games of seeds the
    /// training never saw: its log loss (the mean of minus the log of the
    /// chance it gave the winners) is clearly lower. Training on 200,000
    /// games measured 1.003 against 1.055 on the held-out tenth
    /// (docs/figures/value-metropolis-tuned-training.json). Swapping the two
    /// networks fails.
    #[test]
    fn metropolis_tuned_value_foresees_the_tuned_playouts_better() {
        use urbs_metropolis::Metropolis;
        let log_loss = |value: fn(&Metropolis, &mut Vec<f64>)| {
            let (mut total, mut positions) = (0.0, 0);
            let mut chances = Vec::new();
            for i in 0..200 {
                let mut kept: Vec<Vec<f64>> = Vec::new();
                let outcome = tuned_self_play::<Metropolis>(4, 7_000_000 + i, 0.05, |g| {
                    value(g, &mut chances);
                    kept.push(chances.clone());
                })
                .unwrap();
                for c in kept {
                    total -= c
                        .iter()
                        .zip(&outcome.wins)
                        .map(|(p, w)| w * p.ln())
                        .sum::<f64>();
                    positions += 1;
                }
            }
            (total / positions as f64, positions)
        };
        let (tuned, positions) = log_loss(crate::metropolis::tuned_value);
        let (own, _) = log_loss(crate::metropolis::value);
        assert!(positions > 1000, "{positions} positions");
        assert!(
            tuned < own - 0.02,
            "log loss: the tuned playouts' value {tuned:.4}, the playouts' own {own:.4}"
        );
    }
}
