//! Regret matching at secret simultaneous choices (`+sm`), on the smallest
//! game that has them: rock, paper, scissors, two seats choosing face down
//! at once. Its only equilibrium is to play each third of the time, and any
//! pure choice loses to its answer.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use urbs_engine::{Game, GameRng, Outcome, RuleError, Seat, SeatSet, SetupError, ToAct, Viewer};

use super::*;
use crate::bot::Turn;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
enum Throw {
    Rock,
    Paper,
    Scissors,
}

const THROWS: [Throw; 3] = [Throw::Rock, Throw::Paper, Throw::Scissors];

impl fmt::Display for Throw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl FromStr for Throw {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        THROWS
            .into_iter()
            .find(|t| t.to_string() == s)
            .ok_or_else(|| format!("no throw {s}"))
    }
}

/// Who has thrown; what stays face down until both have.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Rps {
    throws: [Option<Throw>; 2],
    revealed: bool,
}

/// A seat sees its own throw, and the other's once both are down.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct RpsView {
    seat: Option<Seat>,
    own: Option<Throw>,
    thrown: [bool; 2],
    revealed: Option<[Throw; 2]>,
}

impl fmt::Display for RpsView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

#[derive(Clone, Debug, PartialEq, Hash, Serialize, Deserialize)]
enum RpsEvent {
    Thrown(Seat),
    Shown([Throw; 2]),
}

impl fmt::Display for RpsEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

fn beats(a: Throw, b: Throw) -> bool {
    matches!(
        (a, b),
        (Throw::Rock, Throw::Scissors)
            | (Throw::Paper, Throw::Rock)
            | (Throw::Scissors, Throw::Paper)
    )
}

impl Game for Rps {
    const ID: &'static str = "rps";
    const NAME: &'static str = "Rock, paper, scissors";
    const MIN_PLAYERS: usize = 2;
    const MAX_PLAYERS: usize = 2;
    type Options = ();
    type Action = Throw;
    type Event = RpsEvent;
    type View = RpsView;

    fn new(_players: usize, _options: &(), _seed: u64) -> Result<Self, SetupError> {
        Ok(Rps {
            throws: [None; 2],
            revealed: false,
        })
    }
    fn players(&self) -> usize {
        2
    }
    fn options(&self) {}
    fn to_act(&self) -> ToAct {
        let mut set = SeatSet::EMPTY;
        for s in 0..2 {
            if self.throws[s].is_none() {
                set.insert(s);
            }
        }
        if set.is_empty() {
            ToAct::Over
        } else {
            ToAct::Simultaneous(set)
        }
    }
    fn legal_actions(&self, seat: Seat, out: &mut Vec<Throw>) {
        if self.throws[seat].is_none() {
            out.extend(THROWS);
        }
    }
    fn apply(
        &mut self,
        seat: Seat,
        t: &Throw,
        events: &mut Vec<RpsEvent>,
    ) -> Result<(), RuleError> {
        if self.throws[seat].is_some() {
            return Err(RuleError::not_your_turn(seat));
        }
        self.throws[seat] = Some(*t);
        events.push(RpsEvent::Thrown(seat));
        if let [Some(a), Some(b)] = self.throws {
            self.revealed = true;
            events.push(RpsEvent::Shown([a, b]));
        }
        Ok(())
    }
    fn view(&self, viewer: Viewer) -> RpsView {
        let seat = viewer.seat();
        RpsView {
            seat,
            own: seat.and_then(|s| self.throws[s]),
            thrown: [self.throws[0].is_some(), self.throws[1].is_some()],
            revealed: match self.throws {
                [Some(a), Some(b)] => Some([a, b]),
                _ => None,
            },
        }
    }
    fn outcome(&self) -> Option<Outcome> {
        let [Some(a), Some(b)] = self.throws else {
            return None;
        };
        let scores = vec![beats(a, b) as i64, beats(b, a) as i64];
        Some(Outcome::ranked(scores.clone(), |s| scores[s]))
    }
    fn sample(view: &RpsView, _log: &[RpsEvent], rng: &mut GameRng) -> Self {
        let mut throws = [None; 2];
        for (s, throw) in throws.iter_mut().enumerate() {
            if Some(s) == view.seat {
                *throw = view.own;
            } else if view.thrown[s] {
                *throw = Some(THROWS[rng.random_range(0..3)]);
            }
        }
        Rps {
            throws,
            revealed: false,
        }
    }
}

/// Seat 0's share of the root visits per throw after a search of `config`.
fn root_shares(config: IsmctsConfig, seed: u64) -> Vec<f64> {
    let game = Rps::new(2, &(), 0).unwrap();
    let view = game.view(Viewer::Seat(0));
    let legal = game.legal_actions_vec(0);
    let analysis = Ismcts::<Rps>::new(config, seed).analyze(&Turn {
        seat: 0,
        view: &view,
        log: &[],
        legal: &legal,
    });
    THROWS
        .iter()
        .map(|t| {
            let a = analysis.actions.iter().find(|a| a.action == *t).unwrap();
            a.visits as f64 / analysis.iterations as f64
        })
        .collect()
}

#[test]
fn regret_matching_plays_the_equilibrium_of_a_matrix_game() {
    let sm: IsmctsConfig = "ismcts+sm:30000".parse().unwrap();
    assert!(sm.simultaneous);
    for seed in 1..=3 {
        let shares = root_shares(sm, seed);
        for s in &shares {
            assert!((s - 1.0 / 3.0).abs() < 0.05, "seed {seed}: {shares:?}");
        }
    }
}
