//! A greedy Skyline player. It values each legal action in points and plays
//! the best: a buy is worth what the building adds to its lead over the best
//! opponent in the scorings still to come (SK-9, ranks as they stand now),
//! less the money it costs, plus a bonus for paying exactly (another action,
//! SK-4); taking money is worth the money. With two players, giving a
//! building to the neutral player (SK-12) is valued the same way, so it gives
//! buildings away when that hurts the opponent more than keeping helps.
//!
//! Values are kept in tenths of a point, as integers, and the standings
//! incrementally: a buy changes one column (one type of building), so each
//! (owner, type) is worked out once per decision, however many ways there
//! are to pay. The same code plays ISMCTS's playouts straight off the
//! sampled world ([`playout`]), without a view.

use std::borrow::Borrow;

use urbs_engine::{Game, GameRng, Seat};
use urbs_skyline::{
    Action, Building, BuildingType, Currency, Scoring, Skyline, share_ranks_packed,
};

use crate::bot::{Bot, Turn};
use crate::ismcts::{DecisionStep, PlayoutPolicy};
use crate::roster::Roster;

impl Roster for Skyline {
    const GAME_BOTS: &'static [&'static str] = &["greedy"];
    const LEVELS: &'static [&'static str] = &[
        "random",
        "greedy",
        "ismcts:2400/1s",
        "ismcts:24000/2s",
        // Master: the other seats searched as stronger players than the
        // rules of thumb (`+ahead`: in the tree each takes the move after
        // which the learned value gives it the best chance), playouts cut
        // after 30 moves and scored by the learned value, the score margin
        // weighing as much as the win. It runs a quarter of the iterations
        // a second of the Master before it (0.248 over 16 positions), so
        // 12,000 fill the time of that Master's 48,000: twice Expert's, a
        // turn's steps sharing them (issue 29).
        // At the levels' budgets `ismcts+ahead+score+value30:12000` took
        // 0.420 of 200 games against three `ismcts:24000`, where the
        // Master before it (`ismcts+score:48000`) took 0.315 of the same
        // deals (docs/strength.md, twelfth run;
        // ahead-vs-expert-skyline-full-s401.*).
        "ismcts+ahead+score+value30:12000/2s",
    ];
    // Measured 2026-11-28 in one tournament of the five levels (release, 4
    // players, seats rotated, 40 games, each line-up of four of the five
    // in 8; issue 33):
    // `urbs tournament --game skyline --players 4 --bots random,greedy,ismcts:2400,ismcts:24000,ismcts+ahead+score+value30:12000 --games 40 --seed 1 --threads 2`
    // (the levels' budgets without their time caps; docs/figures/ladder-skyline.json
    // and its journal, README Levels). Each level finished ahead of the one
    // below in 0.79, 0.77, 0.67 and 0.60 of their games together. The
    // tournament of 2026-11-27, with the Master before it
    // (`ismcts+score:48000`), rated the levels -408, -145, 119, 213 and 221;
    // this Master was rated Expert's plus its share's worth (348) until
    // this one.
    const LEVEL_RATINGS: &'static [f64] = &[-422.2, -165.3, 76.8, 213.0, 297.7];
    const LADDER_WITH_MASTER: bool = true;
    const MASTER_AGAINST_EXPERT: (f64, u32) = (0.42, 200);
    // Hints and reviews score their playouts by the learned value after 30
    // moves: at a review's 2,000 iterations a step `ismcts+value30:2000`
    // took 0.479 of 96 games against three `ismcts:2000` (parity 0.25), and
    // at a hint's 20,000 0.333 of 48 against three `ismcts:20000`, each in
    // some 57% of the time (docs/strength.md, ninth run;
    // docs/figures/coach-skyline-*). In Metropolis `ismcts+value30:2000`
    // took 0.260 of 48 against three `ismcts:2000`: its coach stays plain.
    const COACH: &'static str = "ismcts+value30";

    fn game_bot(name: &str, _seed: u64) -> Option<Box<dyn Bot<Self>>> {
        match name {
            "greedy" => Some(Box::new(Greedy)),
            _ => None,
        }
    }

    fn playout_policy() -> Option<PlayoutPolicy<Self>> {
        Some(|| Box::new(Playout::default()))
    }

    fn value() -> Option<crate::ismcts::Evaluation<Self>> {
        Some(value)
    }

    /// A turn is one decision (issue 29): a buy paid exactly gives another
    /// action (SK-4), so a turn may take several steps. The turn is told by
    /// the turns ended before it in the log (money taken, a pass, a buy not
    /// paid exactly); a step that may pay exactly expects one more after it.
    fn decision_step(
        view: &urbs_skyline::View,
        log: &[urbs_skyline::Event],
        legal: &[Action],
        _seat: Seat,
    ) -> Option<DecisionStep> {
        use urbs_skyline::Event;
        let turns = log
            .iter()
            .filter(|e| {
                matches!(
                    e,
                    Event::Took { .. } | Event::Passed { .. } | Event::Bought { exact: false, .. }
                )
            })
            .count();
        let exact = legal.iter().any(|a| match *a {
            Action::Buy { slot, pay, .. } => view
                .yard
                .get(slot as usize - 1)
                .and_then(|s| s.building)
                .is_some_and(|b| pay.total() == b.price as u32),
            _ => false,
        });
        Some(DecisionStep {
            key: turns as u64,
            steps: if exact { 2 } else { 1 },
        })
    }
}

/// Deterministic heuristic; see the module docs.
pub struct Greedy;

/// Tenths of a point per unit of money held.
const MONEY: i32 = 4;
/// An exact payment's extra action, in tenths.
const EXACT: i32 = 20;
/// Tenths of a point for each card past the first of a take: more cards
/// give more ways to pay exactly later.
const CARDS: i32 = 2;
/// Later scorings are less certain: what the standings now say of them
/// counts less (in tenths).
const WEIGHT: [(Scoring, i32); 3] = [(Scoring::A, 10), (Scoring::B, 7), (Scoring::C, 5)];
/// Owners of buildings: up to six seats and the neutral player.
const OWNERS: usize = 7;

/// Buildings per type of every owner (the seats, then the neutral player)
/// and what they would score in the scorings to come.
struct Standings {
    /// Per type, each owner's count as a byte (owner `o` in byte `o`).
    counts: [u64; 6],
    owners: usize,
    seats: usize,
    /// The scorings to come: points by rank and type, and weight.
    tables: [([[i32; 6]; 3], i32); 3],
    scorings: usize,
    /// Weighted points (tenths) per type and owner.
    columns: [[i32; OWNERS]; 6],
    /// Their sums per owner.
    future: [i32; OWNERS],
}

impl Standings {
    /// `count(owner, type)` for the seats and, if `neutral`, the neutral
    /// player as the last owner; `table(scoring)` for the scorings to come.
    fn new(
        seats: usize,
        neutral: bool,
        count: impl Fn(usize, BuildingType) -> u8,
        table: impl Fn(Scoring) -> Option<[[i32; 6]; 3]>,
    ) -> Standings {
        let owners = seats + usize::from(neutral);
        let counts = BuildingType::ALL
            .map(|k| (0..owners).fold(0u64, |packed, o| packed | (count(o, k) as u64) << (8 * o)));
        let mut tables = [([[0; 6]; 3], 0); 3];
        let mut scorings = 0;
        for (scoring, weight) in WEIGHT {
            if let Some(t) = table(scoring) {
                tables[scorings] = (t, weight);
                scorings += 1;
            }
        }
        let mut s = Standings {
            counts,
            owners,
            seats,
            tables,
            scorings,
            columns: [[0; OWNERS]; 6],
            future: [0; OWNERS],
        };
        for t in 0..6 {
            s.columns[t] = s.column(t, s.counts[t]);
            for o in 0..owners {
                s.future[o] += s.columns[t][o];
            }
        }
        s
    }

    /// Weighted points each owner scores in type `t` with these counts
    /// (SK-9: shared ranks, each scoring rounded on its own).
    fn column(&self, t: usize, counts: u64) -> [i32; OWNERS] {
        let mut total = [0; OWNERS];
        for (table, weight) in &self.tables[..self.scorings] {
            let points =
                share_ranks_packed(counts, self.owners, [table[0][t], table[1][t], table[2][t]]);
            for (sum, p) in total.iter_mut().zip(points) {
                *sum += weight * p;
            }
        }
        total
    }

    /// My future points less the best opponent's (the neutral player is no
    /// opponent: he cannot win).
    fn lead(&self, future: &[i32; OWNERS], me: usize) -> i32 {
        let best_other = (0..self.seats)
            .filter(|&s| s != me)
            .map(|s| future[s])
            .max()
            .unwrap_or(i32::MIN / 2);
        future[me] - best_other
    }

    /// [`Standings::lead`] once `owner` has one more building of type `t`.
    fn lead_with(&self, me: usize, owner: usize, t: usize) -> i32 {
        let after = self.column(t, self.counts[t] + (1 << (8 * owner)));
        let mut future = self.future;
        for o in 0..self.owners {
            future[o] += after[o] - self.columns[t][o];
        }
        self.lead(&future, me)
    }
}

/// The index of the best of `legal` for seat `me` (the first of equals),
/// with the yard's buildings by slot. The standings are worked out only if
/// a buy is among the choices.
fn best<S: Borrow<Standings>>(
    standings: impl FnOnce() -> S,
    me: usize,
    yard: [Option<Building>; 4],
    legal: &[Action],
) -> usize {
    let mut standings = Some(standings);
    let mut known: Option<(S, i32)> = None;
    // Gains per type, for me and for the neutral player, worked out once.
    let mut gains = [[None::<i32>; 6]; 2];
    let mut gain = |to_neutral: bool, t: usize| -> i32 {
        *gains[usize::from(to_neutral)][t].get_or_insert_with(|| {
            let (s, lead_now) = known.get_or_insert_with(|| {
                let s = standings.take().expect("made once")();
                let lead = s.borrow().lead(&s.borrow().future, me);
                (s, lead)
            });
            let s: &Standings = (*s).borrow();
            let owner = if to_neutral { s.seats } else { me };
            s.lead_with(me, owner, t) - *lead_now
        })
    };
    let mut best = (0, i32::MIN);
    for (i, action) in legal.iter().enumerate() {
        let value = match *action {
            Action::Take(cards) => MONEY * cards.total() as i32 + CARDS * (cards.len() as i32 - 1),
            Action::Buy {
                slot,
                pay,
                to_neutral,
            } => {
                let Some(building) = yard.get(slot as usize - 1).copied().flatten() else {
                    continue;
                };
                let total = pay.total() as i32;
                let exact = if total == building.price as i32 {
                    EXACT
                } else {
                    0
                };
                gain(to_neutral, building.kind.index()) + exact - MONEY * total
            }
            Action::Pass => 0,
        };
        if value > best.1 {
            best = (i, value);
        }
    }
    best.0
}

impl Bot<Skyline> for Greedy {
    fn choose(&mut self, turn: &Turn<'_, Skyline>) -> Action {
        let view = turn.view;
        let seats = view.seats.len();
        let standings = || {
            Standings::new(
                seats,
                view.neutral.is_some(),
                |o, k| match view.seats.get(o) {
                    Some(seat) => seat.count(k) as u8,
                    None => view.neutral.as_ref().map_or(0, |n| {
                        n.buildings.iter().filter(|b| b.kind == k).count() as u8
                    }),
                },
                |s| (s == Scoring::C || view.scoring_to_come(s)).then(|| view.cards.points(s)),
            )
        };
        let yard = std::array::from_fn(|i| view.yard.get(i).and_then(|s| s.building));
        turn.legal[best(standings, turn.seat, yard, turn.legal)]
    }
}

/// [`Greedy`]'s choice in a sampled world, as a playout heuristic that
/// keeps the standings from one step to the next: most steps change no
/// building count, a buy changes one type's, so only that column is worked
/// out again.
#[derive(Default)]
pub struct Playout {
    memo: Option<Standings>,
}

impl Playout {
    /// The standings of `g`, from the last ones where they still hold.
    fn standings(&mut self, g: &Skyline) -> &Standings {
        let seats = g.players();
        let owners = seats + usize::from(seats == 2);
        let count = |o: usize, k: BuildingType| {
            if o < seats {
                g.count(o, k)
            } else {
                g.neutral_count(k)
            }
        };
        let mut tables = [([[0; 6]; 3], 0); 3];
        let mut scorings = 0;
        for (scoring, weight) in WEIGHT {
            if g.scoring_to_come(scoring) {
                tables[scorings] = (g.rank_points(scoring), weight);
                scorings += 1;
            }
        }
        match &mut self.memo {
            Some(m) if m.owners == owners && m.seats == seats && m.tables == tables => {
                for (t, k) in BuildingType::ALL.into_iter().enumerate() {
                    let counts = (0..owners)
                        .fold(0u64, |packed, o| packed | (count(o, k) as u64) << (8 * o));
                    if counts != m.counts[t] {
                        let column = m.column(t, counts);
                        for ((f, new), old) in m.future.iter_mut().zip(column).zip(m.columns[t]) {
                            *f += new - old;
                        }
                        m.columns[t] = column;
                        m.counts[t] = counts;
                    }
                }
            }
            _ => {
                self.memo = Some(Standings::new(seats, seats == 2, count, |s| {
                    g.scoring_to_come(s).then(|| g.rank_points(s))
                }));
            }
        }
        self.memo.as_ref().expect("just made")
    }
}

impl crate::ismcts::Playout<Skyline> for Playout {
    fn choose(
        &mut self,
        g: &Skyline,
        seat: Seat,
        legal: &[Action],
        _rng: &mut GameRng,
    ) -> Option<usize> {
        let yard = std::array::from_fn(|i| g.yard_building(i as u8 + 1));
        Some(best(move || self.standings(g), seat, yard, legal))
    }
}

/// [`Greedy`]'s choice in a sampled world, as an index into `legal`,
/// worked out afresh.
pub fn playout(g: &Skyline, seat: Seat, legal: &[Action], rng: &mut GameRng) -> Option<usize> {
    use crate::ismcts::Playout as _;
    Playout::default().choose(g, seat, legal, rng)
}

/// Each seat's points so far and what [`Greedy`] expects of the scorings
/// to come, in tenths of a point, in the world `g` (the hand-written
/// judgment the learned value is measured against), written to `scores`.
pub fn expectation(g: &Skyline, scores: &mut Vec<f64>) {
    let future = Playout::default().standings(g).future;
    scores.clear();
    scores.extend((0..g.players()).map(|s| hand_evaluation(g.scored_so_far(s), future[s]) as f64));
}

/// Points so far and the weighed expectation (tenths) as one number, in tenths.
fn hand_evaluation(score: i32, future: i32) -> i32 {
    10 * score + future
}

/// Numbers per seat the learned value reads ([`value_inputs`]).
pub const VALUE_FEATURES: usize = 9;
/// Numbers of the table it reads.
pub const VALUE_TABLE: usize = 5;
/// Inputs of one seat to the network: its numbers, the others' maximum
/// and mean, the table's.
pub const VALUE_INPUTS: usize = 3 * VALUE_FEATURES + VALUE_TABLE;

/// Every seat's inputs to the learned value (`+valueN`), `VALUE_INPUTS`
/// each, written to `out` (`VALUE_INPUTS` times the players long): per seat
/// its points so far, what [`Greedy`] expects of the scorings to come (the
/// standings now, later scorings weighed less), its buildings, its money
/// (in all, in cards, in its richest currency), how many of the yard's
/// buildings it could pay for, how many turns until it plays, and the
/// hand-written sum of points and expectation, each over a scale of about
/// 1; the table's money and building decks, the scorings A and B done and
/// the number of players. Read from a world the search dealt itself.
pub fn value_inputs(g: &Skyline, out: &mut [f32]) {
    let n = g.players();
    let future = Playout::default().standings(g).future;
    let yard: [Option<Building>; 4] = std::array::from_fn(|i| g.yard_building(i as u8 + 1));
    let mut seats = [[0.0f32; VALUE_FEATURES]; urbs_skyline::MAX_PLAYERS];
    for (s, row) in seats.iter_mut().enumerate().take(n) {
        let hand = g.hand(s);
        let richest = Currency::ALL
            .into_iter()
            .map(|c| hand.total(c))
            .max()
            .unwrap_or(0);
        let affordable = yard
            .iter()
            .enumerate()
            .filter(|(i, b)| b.is_some_and(|b| hand.total(Currency::of_slot(*i)) >= b.price as u32))
            .count();
        let score = g.scored_so_far(s);
        *row = [
            score as f32 / 50.0,
            future[s] as f32 / 500.0,
            g.buildings_owned(s) as f32 / 15.0,
            hand.grand_total() as f32 / 40.0,
            hand.len() as f32 / 15.0,
            richest as f32 / 20.0,
            affordable as f32 / 4.0,
            ((s + n - g.active()) % n) as f32 / n as f32,
            hand_evaluation(score, future[s]) as f32 / 500.0,
        ];
    }
    let (money, buildings) = g.decks_left();
    let table = [
        money as f32 / 100.0,
        buildings as f32 / 54.0,
        f32::from(u8::from(!g.scoring_to_come(Scoring::A))),
        f32::from(u8::from(!g.scoring_to_come(Scoring::B))),
        n as f32 / 6.0,
    ];
    for (s, seat) in out.chunks_exact_mut(VALUE_INPUTS).take(n).enumerate() {
        crate::learned::seat_inputs(&seats[..n], s, &table, seat);
    }
}

const _: () = assert!(
    crate::skyline_net::NET.fits(VALUE_INPUTS),
    "skyline_net.rs was trained on other inputs: retrain it (python/examples/train_value.py --game skyline)"
);

/// The learned value (`+valueN`): each seat's chance to win the world `g`,
/// by the network of `skyline_net.rs` over [`value_inputs`].
pub fn value(g: &Skyline, chances: &mut Vec<f64>) {
    crate::skyline_net::NET.chances_of::<{ VALUE_INPUTS * urbs_skyline::MAX_PLAYERS }>(
        g.players(),
        |inputs| value_inputs(g, inputs),
        chances,
    );
}
