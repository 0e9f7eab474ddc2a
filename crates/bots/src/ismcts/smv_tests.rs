//! Regret matching from mean rewards (`+smv`) against the weighted
//! estimate of `+sm`, on a face-down choice among many actions with a noisy
//! reward: two seats pick a number face down; seat 0 then wins on a hidden
//! draw, 70 times in 100 with number 0 and 40 with any other. Seat 1's pick
//! changes nothing. City's builds are like this (a hand of cards, a long
//! game's noisy result), and there `+sm` took 0.06 of 100 games against
//! three Experts: the weighted estimate (`reward / probability`) jumps to
//! whichever rarely drawn number won once, so the visits follow the noise.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use urbs_engine::rand::RngExt;
use urbs_engine::{
    Game, GameRng, Outcome, RuleError, Seat, SeatSet, SetupError, ToAct, Viewer, rng_from_seed,
};

use super::*;
use crate::bot::Turn;

const NUMBERS: u8 = 20;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
struct Number(u8);

impl fmt::Display for Number {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for Number {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        s.parse().map(Number).map_err(|e| format!("{e}"))
    }
}

/// The picks, face down until both are in, and the hidden draw (0..100).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Pick {
    picks: [Option<Number>; 2],
    draw: u8,
}

/// A seat sees its own pick and who has picked; never the draw.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct PickView {
    seat: Option<Seat>,
    own: Option<Number>,
    picked: [bool; 2],
}

impl fmt::Display for PickView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

#[derive(Clone, Debug, PartialEq, Hash, Serialize, Deserialize)]
enum PickEvent {
    Picked(Seat),
    Shown([Number; 2]),
}

impl fmt::Display for PickEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl Game for Pick {
    const ID: &'static str = "pick";
    const NAME: &'static str = "Pick a number";
    const MIN_PLAYERS: usize = 2;
    const MAX_PLAYERS: usize = 2;
    type Options = ();
    type Action = Number;
    type Event = PickEvent;
    type View = PickView;

    fn new(_players: usize, _options: &(), seed: u64) -> Result<Self, SetupError> {
        Ok(Pick {
            picks: [None; 2],
            draw: rng_from_seed(seed).random_range(0..100),
        })
    }
    fn players(&self) -> usize {
        2
    }
    fn options(&self) {}
    fn to_act(&self) -> ToAct {
        let mut set = SeatSet::EMPTY;
        for s in 0..2 {
            if self.picks[s].is_none() {
                set.insert(s);
            }
        }
        if set.is_empty() {
            ToAct::Over
        } else {
            ToAct::Simultaneous(set)
        }
    }
    fn legal_actions(&self, seat: Seat, out: &mut Vec<Number>) {
        if self.picks[seat].is_none() {
            out.extend((0..NUMBERS).map(Number));
        }
    }
    fn apply(
        &mut self,
        seat: Seat,
        n: &Number,
        events: &mut Vec<PickEvent>,
    ) -> Result<(), RuleError> {
        if self.picks[seat].is_some() {
            return Err(RuleError::not_your_turn(seat));
        }
        self.picks[seat] = Some(*n);
        events.push(PickEvent::Picked(seat));
        if let [Some(a), Some(b)] = self.picks {
            events.push(PickEvent::Shown([a, b]));
        }
        Ok(())
    }
    fn view(&self, viewer: Viewer) -> PickView {
        let seat = viewer.seat();
        PickView {
            seat,
            own: seat.and_then(|s| self.picks[s]),
            picked: [self.picks[0].is_some(), self.picks[1].is_some()],
        }
    }
    fn outcome(&self) -> Option<Outcome> {
        let [Some(a), Some(_)] = self.picks else {
            return None;
        };
        let odds = if a == Number(0) { 70 } else { 40 };
        let won = (self.draw < odds) as i64;
        let scores = vec![won, 1 - won];
        Some(Outcome::ranked(scores.clone(), |s| scores[s]))
    }
    fn sample(view: &PickView, _log: &[PickEvent], rng: &mut GameRng) -> Self {
        let mut picks = [None; 2];
        for (s, pick) in picks.iter_mut().enumerate() {
            if Some(s) == view.seat {
                *pick = view.own;
            } else if view.picked[s] {
                *pick = Some(Number(rng.random_range(0..NUMBERS)));
            }
        }
        Pick {
            picks,
            draw: rng.random_range(0..100),
        }
    }
}

/// Seat 0's share of the root visits on number 0, and whether it is the
/// most visited, after a search of `spec`.
fn best_number(spec: &str, seed: u64) -> (f64, bool) {
    let game = Pick::new(2, &(), 0).unwrap();
    let view = game.view(Viewer::Seat(0));
    let legal = game.legal_actions_vec(0);
    let config: IsmctsConfig = spec.parse().unwrap();
    let analysis = Ismcts::<Pick>::new(config, seed).analyze(&Turn {
        seat: 0,
        view: &view,
        log: &[],
        legal: &legal,
    });
    let zero = analysis.actions.iter().find(|a| a.action == Number(0));
    let share = zero.unwrap().visits as f64 / analysis.iterations as f64;
    (share, analysis.best() == Some(&Number(0)))
}

#[test]
fn mean_rewards_find_the_best_of_many_face_down_choices() {
    // Seeds 1 to 8 gave number 0 from 0.62 to 0.88 of the visits, and it
    // was the most visited every time.
    for seed in 1..=3 {
        let (share, best) = best_number("ismcts+smv:5000", seed);
        assert!(best && share > 0.5, "seed {seed}: {share}");
    }
    // The weighted estimate spreads the same iterations: number 0 got 0.12
    // to 0.25 of them (seeds 1 to 8).
    let spread: f64 = (1..=3).map(|s| best_number("ismcts+sm:5000", s).0).sum();
    assert!(spread / 3.0 < 0.3, "{spread}");
}
