//! Bradley–Terry ratings from pairwise results, with bootstrap intervals.
//!
//! A game of several players is decomposed into one pairwise result per
//! pair of seats held by different bots: the seat with the greater win
//! share (then the greater score) beats the other; equal seats draw, and a
//! draw counts half a win each. Bradley–Terry says bot `i` beats bot `j`
//! with probability `p_i / (p_i + p_j)`; the strengths are fitted by the
//! minorize–maximize iteration (Hunter 2004) and shown on the Elo scale,
//! `400 log10 p`, centred on a mean of 0: 400 points apart means finishing
//! ahead ten times in eleven.
//!
//! Uncertainty two ways: a percentile [`bootstrap`] over independent units
//! (matches), and [`standard_errors`] from the Fisher information of the fit,
//! which stays honest when one bot won every comparison (then every
//! resample is the same and the bootstrap interval collapses).

use urbs_engine::GameRng;
use urbs_engine::rand::RngExt;

/// Pairwise results between `n` bots: `wins[i][j]` is how often `i`
/// finished ahead of `j` (draws add half to each side).
#[derive(Clone, Debug, PartialEq)]
pub struct Pairwise {
    pub wins: Vec<Vec<f64>>,
}

impl Pairwise {
    pub fn new(n: usize) -> Pairwise {
        Pairwise {
            wins: vec![vec![0.0; n]; n],
        }
    }

    pub fn len(&self) -> usize {
        self.wins.len()
    }

    pub fn is_empty(&self) -> bool {
        self.wins.is_empty()
    }

    /// Records one comparison: `a` scored `result` against `b` (1 win, 0.5
    /// draw, 0 loss).
    pub fn add(&mut self, a: usize, b: usize, result: f64) {
        self.wins[a][b] += result;
        self.wins[b][a] += 1.0 - result;
    }

    pub fn merge(&mut self, other: &Pairwise) {
        for (row, other_row) in self.wins.iter_mut().zip(&other.wins) {
            for (x, y) in row.iter_mut().zip(other_row) {
                *x += y;
            }
        }
    }

    /// Share of the comparisons between `a` and `b` that `a` won, if they met.
    pub fn share(&self, a: usize, b: usize) -> Option<f64> {
        let n = self.wins[a][b] + self.wins[b][a];
        (n > 0.0).then(|| self.wins[a][b] / n)
    }
}

/// Elo points per natural-log unit of strength.
const ELO: f64 = 400.0 / std::f64::consts::LN_10;

/// The pairwise results with one virtual draw per pair that met.
fn regularised(results: &Pairwise) -> Vec<Vec<f64>> {
    let mut wins = results.wins.clone();
    for (i, row) in wins.iter_mut().enumerate() {
        for (j, w) in row.iter_mut().enumerate() {
            if i != j && results.wins[i][j] + results.wins[j][i] > 0.0 {
                *w += 0.5;
            }
        }
    }
    wins
}

/// Elo-scale Bradley–Terry ratings, centred on 0. Every pair that met gets
/// one virtual draw (half a win each way), which keeps a bot that won or
/// lost everything at a finite rating. Bots that met nobody get 0.
pub fn bradley_terry(results: &Pairwise) -> Vec<f64> {
    let n = results.len();
    let wins = regularised(results);
    let games = |i: usize, j: usize| wins[i][j] + wins[j][i];
    let mut p = vec![1.0f64; n];
    for _ in 0..10_000 {
        let mut next = p.clone();
        for i in 0..n {
            let won: f64 = wins[i].iter().sum();
            let denom: f64 = (0..n)
                .filter(|&j| j != i && games(i, j) > 0.0)
                .map(|j| games(i, j) / (p[i] + p[j]))
                .sum();
            if denom > 0.0 {
                next[i] = won / denom;
            }
        }
        // Fix the scale: geometric mean 1.
        let log_mean = next.iter().map(|x| x.ln()).sum::<f64>() / n as f64;
        for x in &mut next {
            *x /= log_mean.exp();
        }
        let change = p
            .iter()
            .zip(&next)
            .map(|(a, b)| (a.ln() - b.ln()).abs())
            .fold(0.0, f64::max);
        p = next;
        if change < 1e-10 {
            break;
        }
    }
    p.iter().map(|x| ELO * x.ln()).collect()
}

/// Standard errors (Elo scale) of the fitted `ratings` from the Fisher
/// information of the (regularised) Bradley–Terry likelihood, with the
/// ratings' mean held at 0. Unlike a bootstrap, they stay positive when one
/// bot won every comparison.
pub fn standard_errors(results: &Pairwise, ratings: &[f64]) -> Vec<f64> {
    let n = results.len();
    let wins = regularised(results);
    let theta: Vec<f64> = ratings.iter().map(|r| r / ELO).collect();
    // Information matrix plus the all-ones matrix / n, which fixes the
    // direction the mean-0 constraint removes; its inverse minus the same
    // matrix is the covariance of the centred strengths.
    let mut m = vec![vec![1.0 / n as f64; n]; n];
    for i in 0..n {
        for j in 0..n {
            let games = wins[i][j] + wins[j][i];
            if i == j || games == 0.0 {
                continue;
            }
            let p = 1.0 / (1.0 + (theta[j] - theta[i]).exp());
            let info = games * p * (1.0 - p);
            m[i][i] += info;
            m[i][j] -= info;
        }
    }
    match invert(m) {
        Some(inv) => (0..n)
            .map(|i| ELO * (inv[i][i] - 1.0 / n as f64).max(0.0).sqrt())
            .collect(),
        None => vec![f64::INFINITY; n],
    }
}

/// Gauss–Jordan inverse with partial pivoting (`None` if singular).
fn invert(mut a: Vec<Vec<f64>>) -> Option<Vec<Vec<f64>>> {
    let n = a.len();
    let mut inv: Vec<Vec<f64>> = (0..n)
        .map(|i| (0..n).map(|j| f64::from(u8::from(i == j))).collect())
        .collect();
    for col in 0..n {
        let pivot = (col..n).max_by(|&x, &y| a[x][col].abs().total_cmp(&a[y][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 {
            return None;
        }
        a.swap(col, pivot);
        inv.swap(col, pivot);
        let d = a[col][col];
        for k in 0..n {
            a[col][k] /= d;
            inv[col][k] /= d;
        }
        for row in 0..n {
            if row != col {
                let f = a[row][col];
                if f != 0.0 {
                    for k in 0..n {
                        a[row][k] -= f * a[col][k];
                        inv[row][k] -= f * inv[col][k];
                    }
                }
            }
        }
    }
    Some(inv)
}

/// 95% percentile intervals of the ratings: refits on `rounds` resamples
/// (with replacement) of the independent units `units` (matches).
pub fn bootstrap(units: &[Pairwise], rounds: usize, rng: &mut GameRng) -> Vec<(f64, f64)> {
    let Some(first) = units.first() else {
        return Vec::new();
    };
    let n = first.len();
    let mut samples: Vec<Vec<f64>> = vec![Vec::with_capacity(rounds); n];
    for _ in 0..rounds {
        let mut total = Pairwise::new(n);
        for _ in 0..units.len() {
            total.merge(&units[rng.random_range(0..units.len())]);
        }
        for (i, r) in bradley_terry(&total).into_iter().enumerate() {
            samples[i].push(r);
        }
    }
    samples
        .into_iter()
        .map(|mut s| {
            s.sort_by(f64::total_cmp);
            (percentile(&s, 0.025), percentile(&s, 0.975))
        })
        .collect()
}

/// Linear interpolation between order statistics of sorted `s`.
fn percentile(s: &[f64], q: f64) -> f64 {
    if s.is_empty() {
        return f64::NAN;
    }
    let x = q * (s.len() - 1) as f64;
    let (lo, hi) = (x.floor() as usize, x.ceil() as usize);
    s[lo] + (s[hi] - s[lo]) * (x - lo as f64)
}

#[cfg(test)]
mod tests {
    use urbs_engine::rng_from_seed;

    use super::*;

    /// Synthetic bots of known strength play many pairwise games; the fit
    /// finds the strengths again, and the intervals cover them.
    #[test]
    fn bradley_terry_recovers_known_strengths() {
        let truth = [-300.0, -100.0, 0.0, 150.0, 250.0];
        let n = truth.len();
        let mut rng = rng_from_seed(5);
        let mut units = Vec::new();
        for _ in 0..400 {
            let mut unit = Pairwise::new(n);
            for a in 0..n {
                for b in a + 1..n {
                    let p = 1.0 / (1.0 + 10f64.powf((truth[b] - truth[a]) / 400.0));
                    unit.add(a, b, if rng.random::<f64>() < p { 1.0 } else { 0.0 });
                }
            }
            units.push(unit);
        }
        let mut total = Pairwise::new(n);
        for u in &units {
            total.merge(u);
        }
        let fit = bradley_terry(&total);
        let mean = truth.iter().sum::<f64>() / n as f64;
        for i in 0..n {
            let expected = truth[i] - mean;
            assert!(
                (fit[i] - expected).abs() < 40.0,
                "bot {i}: fitted {:.0}, true {expected:.0}",
                fit[i]
            );
        }
        let intervals = bootstrap(&units, 200, &mut rng);
        let se = standard_errors(&total, &fit);
        for i in 0..n {
            // The bootstrap and the Fisher information agree on the spread.
            let width = (intervals[i].1 - intervals[i].0) / (2.0 * 1.96);
            assert!(
                (width / se[i] - 1.0).abs() < 0.35,
                "{i}: {width} vs {}",
                se[i]
            );
        }
        let covered = (0..n)
            .filter(|&i| (intervals[i].0..=intervals[i].1).contains(&(truth[i] - mean)))
            .count();
        assert!(covered >= 4, "{intervals:?}");
        for (i, (lo, hi)) in intervals.iter().enumerate() {
            assert!(
                lo < &fit[i] && &fit[i] < hi && hi - lo < 150.0,
                "{i}: {lo} {hi}"
            );
        }
        // The fit orders the bots as the truth does.
        assert!(fit.windows(2).all(|w| w[0] < w[1]), "{fit:?}");
    }

    #[test]
    fn a_clean_sweep_stays_finite_and_uncertain() {
        let mut r = Pairwise::new(2);
        for _ in 0..50 {
            r.add(0, 1, 1.0);
        }
        let fit = bradley_terry(&r);
        assert!(fit[0].is_finite() && fit[0] > 300.0, "{fit:?}");
        assert!((fit[0] + fit[1]).abs() < 1e-6);
        assert_eq!(r.share(0, 1), Some(1.0));
        let se = standard_errors(&r, &fit);
        assert!(se[0] > 50.0 && se[0] < 400.0, "{se:?}");
        assert!((se[0] - se[1]).abs() < 1e-9);
    }

    /// Two bots: the standard error has the textbook closed form.
    #[test]
    fn standard_errors_match_the_closed_form() {
        let mut r = Pairwise::new(2);
        for k in 0..100 {
            r.add(0, 1, if k % 4 == 0 { 0.0 } else { 1.0 });
        }
        let fit = bradley_terry(&r);
        // 75.5 : 25.5 with the virtual draw; information n p (1 - p) on the
        // difference, which is twice each centred rating.
        let p: f64 = 75.5 / 101.0;
        let se_difference = 1.0 / (101.0 * p * (1.0 - p)).sqrt();
        let se = standard_errors(&r, &fit);
        assert!((se[0] - ELO * se_difference / 2.0).abs() < 1e-6, "{se:?}");
    }

    #[test]
    fn draws_rate_equal() {
        let mut r = Pairwise::new(3);
        for _ in 0..10 {
            r.add(0, 1, 0.5);
            r.add(1, 2, 0.5);
        }
        let fit = bradley_terry(&r);
        assert!(fit.iter().all(|x| x.abs() < 1e-6), "{fit:?}");
        assert_eq!(r.share(0, 2), None);
    }
}
