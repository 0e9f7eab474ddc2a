//! How a Metropolis seat surely last answers a plain ask for points (MP-8,
//! MP-P3): the games of `match metropolis BOTS GAMES SEED` played again,
//! and at the opening of each turn's deals, for every other seat surely
//! last (`urbs_bots::metropolis::surely_last`), the active player's
//! proposal "ask N points" (nothing given) put to an answerer of spec
//! ANSWERER in that seat, on a copy of the table.
//!
//! `cargo run --release -p urbs-tournament --example asks -- BOTS GAMES|FROM..TO SEED ANSWERER N`
//!
//! JSON on stdout: the turns opened by the first bot of the list and by
//! the others, those with a seat surely last, and the answers (accept,
//! decline, counter) by who asked. The seat last by less (behind every
//! other seat by 5 to 10 points of `worth`, or by up to 5) is asked too,
//! and its answers counted apart (`asks_5_10`, `accepted_5_10`, ...,
//! `asks_0_5`, ...), to tell whether an ask there would pay as well.
use std::collections::BTreeMap;

use rayon::prelude::*;
use serde::Serialize;
use urbs_bots::arena::games_bar;
use urbs_bots::metropolis::{LAST_BY, surely_last, worths};
use urbs_engine::Viewer;
use urbs_metropolis::{Action, Metropolis, Options, Phase};
use urbs_tournament::TournamentConfig;

mod replay;

use replay::PLAYERS;

/// Counts by name: `turns` opened, `turns_with_last` (a seat surely last
/// among the others), `asks` put, `accepted`, `declined`, `countered`, and
/// of the counters: `counters_giving` (they hand the asker points or lots
/// and ask nothing of it), `counters_asking` (they ask the asker for lots
/// or points), `counter_points` (the points they hand the asker, summed;
/// negative: they ask).
type Tally = BTreeMap<String, i64>;

fn count(t: &mut Tally, what: impl Into<String>, n: i64) {
    *t.entry(what.into()).or_default() += n;
}

/// How far a seat trails every other seat (points of `worth`): surely
/// last (more than `LAST_BY`), by 5 to 10, or by up to 5.
#[derive(Clone, Copy)]
enum Band {
    Surely,
    By5To10,
    By0To5,
}

impl Band {
    /// The band of a seat `gap` behind the nearest other seat, if it trails them all.
    fn of(gap: f64) -> Option<Band> {
        match gap {
            g if g > LAST_BY => Some(Band::Surely),
            g if g > LAST_BY / 2.0 => Some(Band::By5To10),
            g if g > 0.0 => Some(Band::By0To5),
            _ => None,
        }
    }

    /// `what`'s key in this band: the plain name for a seat surely last.
    fn key(self, what: &str) -> String {
        let suffix = match self {
            Band::Surely => "",
            Band::By5To10 => "_5_10",
            Band::By0To5 => "_0_5",
        };
        format!("{what}{suffix}")
    }
}

#[derive(Serialize)]
struct Report {
    bots: Vec<String>,
    answerer: String,
    points: u8,
    games: u64,
    first: Tally,
    others: Tally,
}

fn main() -> Result<(), String> {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let [bots, games, seed, answerer, points] = a.as_slice() else {
        return Err("BOTS GAMES|FROM..TO SEED ANSWERER N".into());
    };
    let (cfg, from, to) = replay::tournament(bots, games, seed)?;
    let points: u8 = points.parse().map_err(|e| format!("N: {e}"))?;
    let bar = games_bar(to - from);
    let played: Vec<(Tally, Tally)> = (from..to)
        .into_par_iter()
        .map(|g| {
            let one = one_game(&cfg, g, answerer, points);
            bar.inc(1);
            one
        })
        .collect::<Result<_, _>>()?;
    bar.finish_and_clear();
    let (mut first, mut others) = (Tally::default(), Tally::default());
    for (f, o) in played {
        for (sum, one) in [(&mut first, f), (&mut others, o)] {
            for (what, n) in one {
                count(sum, what, n);
            }
        }
    }
    let report = Report {
        bots: cfg.bots.clone(),
        answerer: answerer.clone(),
        points,
        games: to - from,
        first,
        others,
    };
    replay::print(&report)
}

fn one_game(
    cfg: &TournamentConfig<Options>,
    g: u64,
    answerer: &str,
    points: u8,
) -> Result<(Tally, Tally), String> {
    let (first, table, mut again) = replay::again(cfg, g)?;
    let (mut mine, mut theirs) = (Tally::default(), Tally::default());
    let mut opened: Option<usize> = None;
    let mut probe = 0u64;
    for step in table.record() {
        let state = again.state();
        let active = state.active();
        if state.phase() == Phase::Main && opened != Some(active) {
            // The first Main of a turn: no proposal made yet.
            opened = Some(active);
            {
                let tally = if active == first {
                    &mut mine
                } else {
                    &mut theirs
                };
                count(tally, "turns", 1);
                let mut worth = Vec::new();
                worths(state, &mut worth);
                // The seat that trails every other (at most one), and by how much.
                let last = (0..PLAYERS).filter(|&s| s != active).find_map(|l| {
                    let gap = (0..PLAYERS)
                        .filter(|&s| s != l)
                        .map(|s| worth[s] - worth[l])
                        .fold(f64::INFINITY, f64::min);
                    Band::of(gap).map(|band| (l, band))
                });
                if let Some((l, band)) = last {
                    debug_assert_eq!(matches!(band, Band::Surely), surely_last(state, l));
                    count(tally, band.key("turns_with_last"), 1);
                    let mut t = again.clone();
                    for action in [
                        Action::Propose,
                        Action::To(l as u8),
                        Action::AskPoints(points),
                        Action::Send,
                    ] {
                        t.apply(active, &action)
                            .map_err(|e| format!("game {g}: {action}: {e}"))?;
                    }
                    probe += 1;
                    let mut bot = urbs_bots::make_bot::<Metropolis>(
                        answerer,
                        g.wrapping_mul(1_000_003).wrapping_add(probe),
                    )?;
                    let answer = urbs_bots::ask(bot.as_mut(), &t, l);
                    count(tally, band.key("asks"), 1);
                    match answer {
                        Action::Accept => count(tally, band.key("accepted"), 1),
                        Action::Decline => count(tally, band.key("declined"), 1),
                        _ => {
                            count(tally, band.key("countered"), 1);
                            t.apply(l, &answer).map_err(|e| format!("game {g}: {e}"))?;
                            while t.state().phase() == Phase::Counter {
                                let a = urbs_bots::ask(bot.as_mut(), &t, l);
                                t.apply(l, &a).map_err(|e| format!("game {g}: {e}"))?;
                            }
                            if t.state().phase() == Phase::Reply {
                                let c = t.view(Viewer::Seat(active)).counter.unwrap_or_default();
                                // The counter's terms as the partner drafts them: its
                                // points to the active player are `-points_to_partner`.
                                let to_asker = -i64::from(c.points_to_partner);
                                count(tally, band.key("counter_points"), to_asker);
                                if c.lots_to_partner.is_empty()
                                    && to_asker >= 0
                                    && c.consent.is_none()
                                {
                                    if to_asker > 0 || !c.lots_to_active.is_empty() {
                                        count(tally, band.key("counters_giving"), 1);
                                    }
                                } else {
                                    count(tally, band.key("counters_asking"), 1);
                                }
                            }
                        }
                    }
                }
            }
        }
        again
            .apply(step.seat, &step.action)
            .map_err(|e| format!("game {g}: {e}"))?;
    }
    Ok((mine, theirs))
}
