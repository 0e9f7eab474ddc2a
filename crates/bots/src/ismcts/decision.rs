//! A decision of several steps shares one budget (issue 29, "No long silent
//! waits"): a City round (build, pay card by card, a second build, the hand
//! limit's discards) or a Metropolis proposal (its partner, then each lot
//! and point asked or given, then send) is one decision to the person
//! waiting, so a level's iterations and its time cap cover all of its steps
//! together, not each step.
//!
//! The game says which steps belong together ([`crate::Roster::decision_step`]:
//! a key the steps of one decision share, read from the seat's own view and
//! the public log) and how many steps it expects are left. Each step takes
//! an equal share of what is left for the steps it expects (the first step,
//! the one that matters most, never less than the later ones), so the
//! decision stays within its budget however the steps fall; a step past an
//! estimate that fell short runs one iteration (the heuristic's move in one
//! sampled world). With `+first` the first step takes half where its equal
//! share would be less (measured on City's Master, it did not pay:
//! docs/strength.md, sixteenth run).

use std::time::Duration;

use urbs_engine::{Game, Seat};

use super::spec::{Budget, IsmctsConfig};

/// Where a step stands in its decision, as the game reads it from the
/// seat's view and the public log.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DecisionStep {
    /// The same for every step of one decision of one seat, and different
    /// from the seat's previous decision's.
    pub key: u64,
    /// Steps the game expects are left in the decision, this one included
    /// (at least 1; a guess is fine: the budget holds whatever it is).
    pub steps: u32,
}

/// A game's reading of where `seat`'s step stands, from its view, the
/// public log and its legal actions (`None`: a decision of one step).
pub type DecisionOf<G> = fn(
    view: &<G as Game>::View,
    log: &[<G as Game>::Event],
    legal: &[<G as Game>::Action],
    seat: Seat,
) -> Option<DecisionStep>;

/// What is left of a decision's budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Decision {
    seat: Seat,
    key: u64,
    /// Iterations left (per tree), for an iteration budget.
    iterations: Option<u64>,
    /// Time left, for a time budget or cap.
    time: Option<Duration>,
    /// Whether no step has spent any of it yet (the first step's share
    /// is half with `+first`).
    first: bool,
}

impl Decision {
    /// A decision opened with the whole budget of `config`.
    pub(super) fn open(seat: Seat, key: u64, config: &IsmctsConfig) -> Decision {
        let (iterations, time) = match config.budget {
            Budget::Iterations(n) => (Some(n as u64), config.time_cap),
            Budget::Time(t) => (None, Some(config.time_cap.map_or(t, |c| c.min(t)))),
        };
        Decision {
            seat,
            key,
            iterations,
            time,
            first: true,
        }
    }

    /// Whether `seat`'s step with `key` belongs to this decision.
    pub(super) fn holds(&self, seat: Seat, key: u64) -> bool {
        self.seat == seat && self.key == key
    }

    /// The search settings of a step expecting `steps` steps left (this one
    /// included): `config` with an equal share of what is left, or with
    /// `+first` half of it at the decision's first step where more than
    /// two steps are expected.
    pub(super) fn share(&self, config: &IsmctsConfig, steps: u32) -> IsmctsConfig {
        let steps = if config.first && self.first {
            steps.clamp(1, 2)
        } else {
            steps.max(1)
        };
        let mut step = *config;
        if let Some(left) = self.iterations {
            let n = (left / steps as u64).clamp(1, u32::MAX as u64);
            step.budget = Budget::Iterations(n as u32);
        }
        if let Some(left) = self.time {
            let t = left / steps;
            match step.budget {
                Budget::Iterations(_) => step.time_cap = Some(t),
                Budget::Time(_) => {
                    step.budget = Budget::Time(t);
                    step.time_cap = None;
                }
            }
        }
        step
    }

    /// Takes a step's spending off what is left: `iterations` per tree, in
    /// `elapsed`.
    pub(super) fn spend(&mut self, iterations: u64, elapsed: Duration) {
        self.first = false;
        if let Some(left) = &mut self.iterations {
            *left = left.saturating_sub(iterations);
        }
        if let Some(left) = &mut self.time {
            *left = left.saturating_sub(elapsed);
        }
    }

    /// Iterations left (per tree), for an iteration budget.
    #[cfg(test)]
    pub(super) fn iterations_left(&self) -> Option<u64> {
        self.iterations
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(s: &str) -> IsmctsConfig {
        s.parse().unwrap()
    }

    #[test]
    fn each_step_takes_an_equal_share_of_what_is_left() {
        let config = spec("ismcts:1200/2s");
        let mut d = Decision::open(0, 7, &config);
        let first = d.share(&config, 4);
        assert_eq!(first.budget, Budget::Iterations(300));
        assert_eq!(first.time_cap, Some(Duration::from_millis(500)));
        d.spend(300, Duration::from_millis(100));
        // Three steps expected left: an equal share of the 900 and 1.9 s.
        let second = d.share(&config, 3);
        assert_eq!(second.budget, Budget::Iterations(300));
        assert_eq!(
            second.time_cap,
            Some(Duration::from_millis(1900) / 3),
            "the time spent is taken off, not the share given"
        );
        // A last step takes all that is left; past it, one iteration and no time.
        let last = d.share(&config, 1);
        assert_eq!(last.budget, Budget::Iterations(900));
        d.spend(900, Duration::from_secs(5));
        let past = d.share(&config, 1);
        assert_eq!(past.budget, Budget::Iterations(1));
        assert_eq!(past.time_cap, Some(Duration::ZERO));
        assert_eq!(d.iterations_left(), Some(0));
    }

    #[test]
    fn with_first_the_first_step_takes_half_and_the_later_ones_share_the_rest() {
        let config = spec("ismcts+first:1200/2s");
        let mut d = Decision::open(0, 7, &config);
        let first = d.share(&config, 4);
        assert_eq!(first.budget, Budget::Iterations(600));
        assert_eq!(first.time_cap, Some(Duration::from_secs(1)));
        d.spend(600, Duration::from_millis(400));
        // Three steps expected left: an equal share of the other 600 and 1.6 s.
        let second = d.share(&config, 3);
        assert_eq!(second.budget, Budget::Iterations(200));
        assert_eq!(second.time_cap, Some(Duration::from_millis(1600) / 3));
        // A first step expected to be the only one takes everything, as
        // without the flag; one of two takes half either way.
        let alone = Decision::open(0, 8, &config).share(&config, 1);
        assert_eq!(alone.budget, Budget::Iterations(1200));
        let plain = spec("ismcts:1200/2s");
        let two = Decision::open(0, 9, &plain).share(&plain, 2);
        assert_eq!(two.budget, Budget::Iterations(600));
    }

    #[test]
    fn a_time_budget_is_shared_as_time_and_an_uncapped_one_as_iterations() {
        let config = spec("ismcts:1s");
        let d = Decision::open(1, 0, &config);
        let step = d.share(&config, 4);
        assert_eq!(step.budget, Budget::Time(Duration::from_millis(250)));
        assert_eq!(step.time_cap, None);
        assert_eq!(d.iterations_left(), None);
        let config = spec("ismcts:1000");
        let step = Decision::open(1, 0, &config).share(&config, 3);
        assert_eq!(step.budget, Budget::Iterations(333));
        assert_eq!(step.time_cap, None);
        // A server's cap over a time budget: the smaller of the two.
        let mut capped = spec("ismcts:2s");
        capped.time_cap = Some(Duration::from_secs(1));
        let step = Decision::open(1, 0, &capped).share(&capped, 2);
        assert_eq!(step.budget, Budget::Time(Duration::from_millis(500)));
    }

    #[test]
    fn a_decision_holds_its_own_seat_and_key_only() {
        let d = Decision::open(2, 11, &spec("ismcts:10"));
        assert!(d.holds(2, 11));
        assert!(!d.holds(2, 12));
        assert!(!d.holds(1, 11));
    }
}
