//! The conformance harness must catch a broken game, or it proves nothing.
//! `Pebbles` is a tiny game with a secret per player; its options switch on
//! one fault at a time, and each fault must make the harness fail.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use urbs_engine::conformance::Conformance;
use urbs_engine::rand::RngExt;
use urbs_engine::{
    Game, GameRng, Outcome, RuleError, Seat, SetupError, ToAct, Viewer, rng_from_seed,
};

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
struct Faults {
    /// A refused action still changes the state.
    dirty_reject: bool,
    /// Legal actions are listed twice.
    duplicates: bool,
    /// The sampler ignores what the view shows.
    careless_sampler: bool,
    /// The game ends without an outcome.
    no_outcome: bool,
}

/// Players take 1 or 2 pebbles in turn from a pile of 9; each holds a secret
/// bonus 0..=3. Score: pebbles taken + bonus.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Pebbles {
    faults: Faults,
    pile: u8,
    turn: usize,
    taken: Vec<u8>,
    secret: Vec<u8>,
    attempts: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
struct Take(u8);

impl fmt::Display for Take {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "take {}", self.0)
    }
}

impl FromStr for Take {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        s.strip_prefix("take ")
            .and_then(|n| n.parse().ok())
            .map(Take)
            .ok_or_else(|| format!("not an action: {s}"))
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Took(Seat, u8);

impl fmt::Display for Took {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "player {} took {}", self.0, self.1)
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct PebblesView {
    viewer: Viewer,
    faults: Faults,
    pile: u8,
    turn: usize,
    taken: Vec<u8>,
    my_secret: Option<u8>,
}

impl fmt::Display for PebblesView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "pile {}, taken {:?}", self.pile, self.taken)
    }
}

impl Game for Pebbles {
    const ID: &'static str = "pebbles";
    const NAME: &'static str = "Pebbles";
    const MIN_PLAYERS: usize = 2;
    const MAX_PLAYERS: usize = 3;
    type Options = Faults;
    type Action = Take;
    type Event = Took;
    type View = PebblesView;

    fn new(players: usize, faults: &Faults, seed: u64) -> Result<Self, SetupError> {
        let mut rng = rng_from_seed(seed);
        Ok(Pebbles {
            faults: faults.clone(),
            pile: 9,
            turn: 0,
            taken: vec![0; players],
            secret: (0..players).map(|_| rng.random_range(0..4)).collect(),
            attempts: 0,
        })
    }

    fn players(&self) -> usize {
        self.taken.len()
    }

    fn options(&self) -> Faults {
        self.faults.clone()
    }

    fn to_act(&self) -> ToAct {
        if self.pile == 0 {
            ToAct::Over
        } else {
            ToAct::Seat(self.turn)
        }
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Take>) {
        if self.pile == 0 || seat != self.turn {
            return;
        }
        for n in 1..=self.pile.min(2) {
            out.push(Take(n));
            if self.faults.duplicates {
                out.push(Take(n));
            }
        }
    }

    fn apply(&mut self, seat: Seat, a: &Take, events: &mut Vec<Took>) -> Result<(), RuleError> {
        if self.faults.dirty_reject {
            self.attempts += 1;
        }
        if a.0 == 0 || a.0 > 2 || a.0 > self.pile {
            return Err(RuleError::new("PB-1", "take 1 or 2, no more than the pile"));
        }
        self.pile -= a.0;
        self.taken[seat] += a.0;
        self.turn = (self.turn + 1) % self.taken.len();
        events.push(Took(seat, a.0));
        Ok(())
    }

    fn view(&self, viewer: Viewer) -> PebblesView {
        PebblesView {
            viewer,
            faults: self.faults.clone(),
            pile: self.pile,
            turn: self.turn,
            taken: self.taken.clone(),
            my_secret: viewer.seat().map(|s| self.secret[s]),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.pile != 0 || self.faults.no_outcome {
            return None;
        }
        let scores: Vec<i64> = (0..self.taken.len())
            .map(|s| (self.taken[s] + self.secret[s]) as i64)
            .collect();
        Some(Outcome::ranked(scores.clone(), |s| scores[s]))
    }

    fn sample(view: &PebblesView, _log: &[Took], rng: &mut GameRng) -> Self {
        let n = view.taken.len();
        let mut secret: Vec<u8> = (0..n).map(|_| rng.random_range(0..4)).collect();
        if let (Some(s), Some(v), false) = (
            view.viewer.seat(),
            view.my_secret,
            view.faults.careless_sampler,
        ) {
            secret[s] = v;
        }
        Pebbles {
            faults: view.faults.clone(),
            pile: view.pile,
            turn: view.turn,
            taken: view.taken.clone(),
            secret,
            attempts: 0,
        }
    }
}

fn run(faults: Faults) {
    Conformance::<Pebbles>::new()
        .games(50)
        .options([faults])
        .run();
}

#[test]
fn a_sound_game_passes() {
    let report = Conformance::<Pebbles>::new().games(200).run();
    assert_eq!(report.games, 400);
    assert!(report.samples_checked > 0 && report.illegal_checked > 0);
}

#[test]
#[should_panic(expected = "changed the state")]
fn catches_a_rejected_action_that_changes_the_state() {
    run(Faults {
        dirty_reject: true,
        ..Faults::default()
    });
}

#[test]
#[should_panic(expected = "duplicate legal actions")]
fn catches_duplicate_legal_actions() {
    run(Faults {
        duplicates: true,
        ..Faults::default()
    });
}

#[test]
#[should_panic(expected = "looks different to that seat")]
fn catches_a_sampler_that_contradicts_the_view() {
    run(Faults {
        careless_sampler: true,
        ..Faults::default()
    });
}

#[test]
#[should_panic(expected = "outcome")]
fn catches_a_game_that_ends_without_an_outcome() {
    run(Faults {
        no_outcome: true,
        ..Faults::default()
    });
}
