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
//! decline, counter) by who asked.
use std::collections::BTreeMap;

use rayon::prelude::*;
use serde::Serialize;
use urbs_bots::arena::games_bar;
use urbs_bots::metropolis::surely_last;
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
type Tally = BTreeMap<&'static str, i64>;

fn count(t: &mut Tally, what: &'static str, n: i64) {
    *t.entry(what).or_default() += n;
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
                let lasts: Vec<usize> = (0..PLAYERS)
                    .filter(|&s| s != active && surely_last(state, s))
                    .collect();
                if !lasts.is_empty() {
                    count(tally, "turns_with_last", 1);
                }
                for l in lasts {
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
                    count(tally, "asks", 1);
                    match answer {
                        Action::Accept => count(tally, "accepted", 1),
                        Action::Decline => count(tally, "declined", 1),
                        _ => {
                            count(tally, "countered", 1);
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
                                count(tally, "counter_points", to_asker);
                                if c.lots_to_partner.is_empty()
                                    && to_asker >= 0
                                    && c.consent.is_none()
                                {
                                    if to_asker > 0 || !c.lots_to_active.is_empty() {
                                        count(tally, "counters_giving", 1);
                                    }
                                } else {
                                    count(tally, "counters_asking", 1);
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
