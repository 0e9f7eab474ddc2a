//! A greedy Skyline player. It values each legal action in points and plays
//! the best: a buy is worth what the building adds to its lead over the best
//! opponent in the scorings still to come (SK-9, ranks as they stand now),
//! less the money it costs, plus a bonus for paying exactly (another action,
//! SK-4); taking money is worth the money. With two players, giving a
//! building to the neutral player (SK-12) is valued the same way, so it gives
//! buildings away when that hurts the opponent more than keeping helps.

use urbs_skyline::{Action, BuildingType, Scoring, Skyline, View, share_ranks};

use crate::bot::{Bot, Turn};
use crate::roster::Roster;

impl Roster for Skyline {
    const GAME_BOTS: &'static [&'static str] = &["greedy"];
    const LEVELS: &'static [&'static str] = &["greedy", "ismcts:300", "ismcts:1500", "ismcts:4000"];

    fn game_bot(name: &str, _seed: u64) -> Option<Box<dyn Bot<Self>>> {
        match name {
            "greedy" => Some(Box::new(Greedy)),
            _ => None,
        }
    }
}

/// Deterministic heuristic; see the module docs.
pub struct Greedy;

/// Points per unit of money held.
const MONEY: f64 = 0.4;
/// An exact payment's extra action.
const EXACT: f64 = 2.0;
/// Later scorings are less certain: what the standings now say of them counts less.
const WEIGHT: [(Scoring, f64); 3] = [(Scoring::A, 1.0), (Scoring::B, 0.7), (Scoring::C, 0.5)];

/// Buildings per type of every owner: the seats, then the neutral player.
struct Standings {
    counts: Vec<[u8; 6]>,
    seats: usize,
}

impl Standings {
    fn of(view: &View) -> Standings {
        let mut counts: Vec<[u8; 6]> = view
            .seats
            .iter()
            .map(|s| BuildingType::ALL.map(|k| s.count(k) as u8))
            .collect();
        if let Some(n) = &view.neutral {
            counts.push(
                BuildingType::ALL.map(|k| n.buildings.iter().filter(|b| b.kind == k).count() as u8),
            );
        }
        Standings {
            counts,
            seats: view.seats.len(),
        }
    }

    /// Weighted points each owner would score in the scorings to come.
    fn future(&self, view: &View) -> Vec<f64> {
        let owners = self.counts.len();
        let mut total = vec![0.0; owners];
        for (scoring, weight) in WEIGHT {
            if !(scoring == Scoring::C || view.scoring_to_come(scoring)) {
                continue;
            }
            let table = view.cards.points(scoring);
            let mut points = vec![0; owners];
            for t in 0..6 {
                let column: Vec<u8> = self.counts.iter().map(|c| c[t]).collect();
                share_ranks(
                    &column,
                    [table[0][t], table[1][t], table[2][t]],
                    &mut points,
                );
            }
            for (sum, p) in total.iter_mut().zip(points) {
                *sum += weight * p as f64;
            }
        }
        total
    }

    /// My future points less the best opponent's (the neutral player is no
    /// opponent: he cannot win).
    fn lead(&self, view: &View, me: usize) -> f64 {
        let f = self.future(view);
        let best_other = (0..self.seats)
            .filter(|&s| s != me)
            .map(|s| f[s])
            .fold(f64::MIN, f64::max);
        f[me] - best_other
    }
}

impl Greedy {
    fn value(view: &View, me: usize, now: &Standings, lead_now: f64, action: &Action) -> f64 {
        match action {
            Action::Take(cards) => {
                // More cards give more ways to pay exactly later.
                MONEY * cards.total() as f64 + 0.2 * (cards.len() as f64 - 1.0)
            }
            Action::Buy {
                slot,
                pay,
                to_neutral,
            } => {
                let Some(building) = view.yard[*slot as usize - 1].building else {
                    return f64::MIN;
                };
                let owner = if *to_neutral { now.seats } else { me };
                let mut after = Standings {
                    counts: now.counts.clone(),
                    seats: now.seats,
                };
                after.counts[owner][building.kind.index()] += 1;
                let gain = after.lead(view, me) - lead_now;
                let exact = if pay.total() == building.price as u32 {
                    EXACT
                } else {
                    0.0
                };
                gain + exact - MONEY * pay.total() as f64
            }
            Action::Pass => 0.0,
        }
    }
}

impl Bot<Skyline> for Greedy {
    fn choose(&mut self, turn: &Turn<'_, Skyline>) -> Action {
        let view = turn.view;
        let now = Standings::of(view);
        let lead_now = now.lead(view, turn.seat);
        let mut best = turn.legal[0];
        let mut best_value = f64::MIN;
        for action in turn.legal {
            let v = Greedy::value(view, turn.seat, &now, lead_now, action);
            if v > best_value {
                best_value = v;
                best = *action;
            }
        }
        best
    }
}
