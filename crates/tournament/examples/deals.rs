//! Where a Metropolis tournament's points came from: buildings or deals
//! (MP-8, MP-10), for the first bot of the list and for the others.
//!
//! `cargo run --release -p urbs-tournament --example deals -- BOTS GAMES SEED [JOURNAL]`
//!
//! Plays games 0..GAMES of `match metropolis BOTS GAMES SEED` again (or
//! FROM..TO of them: GAMES written `16..32`), the same deals in the same
//! seats (`urbs_tournament::play_again`), so with a JOURNAL of that
//! tournament every game's scores are checked against the ones it kept,
//! and a game that differs stops the run naming it. Games run on every
//! core (`RAYON_NUM_THREADS` in the environment sets how many), with
//! progress on a terminal; JSON on stdout. Per seat and game, for the
//! first bot and for the other seats: the share of the win, the score, the
//! points from deals, the proposals begun and the deals accepted (drafted,
//! answered); and the deals the other seats made among themselves (lots,
//! consents, points). And the answers to offers, by who answered whom,
//! against what four models of the answerer would have said (the
//! playouts' rules of thumb, the tuned ones, `+answers`' learned value
//! one move ahead, and `+last`'s: the same, but a seat surely last takes
//! every offer), and how the seats surely last answered; and the games in
//! which a seat paid 20 points or more away in deals, who took them and
//! who won. Reports of two ranges of the same tournament combine
//! by weighting each figure with its `games`.
use std::collections::BTreeMap;
use std::path::PathBuf;

use rayon::prelude::*;
use serde::Serialize;
use urbs_bots::arena::games_bar;
use urbs_bots::ismcts::Playout;
use urbs_bots::metropolis::{ValueAnswers, surely_last, tuned_playout};
use urbs_engine::{Game, rng_from_seed};
use urbs_metropolis::{Action, Metropolis, Options, Phase};
use urbs_tournament::{TournamentConfig, journal_scores};

mod replay;

use replay::PLAYERS;

/// One seat's game, or a group's sum of them.
#[derive(Clone, Copy, Default, Serialize)]
struct Seat {
    games: f64,
    wins: f64,
    score: f64,
    deal_points: f64,
    proposals: f64,
    drafted: f64,
    answered: f64,
}

impl Seat {
    fn add(&mut self, o: &Seat) {
        self.games += o.games;
        self.wins += o.wins;
        self.score += o.score;
        self.deal_points += o.deal_points;
        self.proposals += o.proposals;
        self.drafted += o.drafted;
        self.answered += o.answered;
    }

    /// Each figure per seat and game.
    fn mean(mut self) -> Seat {
        let n = self.games.max(1.0);
        for v in [
            &mut self.wins,
            &mut self.score,
            &mut self.deal_points,
            &mut self.proposals,
            &mut self.drafted,
            &mut self.answered,
        ] {
            *v /= n;
        }
        self
    }
}

/// The deals two other seats made with each other, per game in the report.
#[derive(Clone, Copy, Default, Serialize)]
struct Among {
    deals: f64,
    lots: f64,
    consents: f64,
    points: f64,
}

impl Among {
    fn add(&mut self, o: &Among) {
        self.deals += o.deals;
        self.lots += o.lots;
        self.consents += o.consents;
        self.points += o.points;
    }

    /// Each figure per game of `games`.
    fn per_game(self, games: u64) -> Among {
        let n = games.max(1) as f64;
        Among {
            deals: self.deals / n,
            lots: self.lots / n,
            consents: self.consents / n,
            points: self.points / n,
        }
    }
}

/// Answers to offers (MP-8: a proposal's or a counter-proposal's), of one
/// group of answerers, against what four models of the answerer would have
/// said: the playouts' rules of thumb (the Experts' model of the others in
/// their trees), the tuned ones (Master's, `+tuned`), one move ahead by
/// the learned value (`+answers`' model, `ValueAnswers`: accept when the
/// answerer's chance to win is higher after accepting than after
/// declining) and `+last`'s (`LastAccepts`: the same, but a seat surely
/// last accepts). Counts, per game in the report; a counter-proposal begun
/// counts as not accepting.
#[derive(Clone, Copy, Default, Serialize)]
struct Answers {
    answers: f64,
    accepted: f64,
    /// Accepts by each model, and the answers each agrees with.
    playout_accepts: f64,
    playout_agrees: f64,
    tuned_accepts: f64,
    tuned_agrees: f64,
    ahead_accepts: f64,
    ahead_agrees: f64,
    /// `+last`'s model: the value one move ahead, but a seat surely last
    /// (`surely_last`) accepts every offer.
    last_accepts: f64,
    last_agrees: f64,
    /// The answers given by a seat surely last, and those accepted; of
    /// them, the answers to a counter-proposal (the active player's), and
    /// those accepted.
    by_last: f64,
    by_last_accepted: f64,
    by_last_replies: f64,
    by_last_replies_accepted: f64,
}

impl Answers {
    fn add(&mut self, o: &Answers) {
        for (a, b) in self.fields().into_iter().zip(o.values()) {
            *a += b;
        }
    }

    fn fields(&mut self) -> [&mut f64; 14] {
        [
            &mut self.answers,
            &mut self.accepted,
            &mut self.playout_accepts,
            &mut self.playout_agrees,
            &mut self.tuned_accepts,
            &mut self.tuned_agrees,
            &mut self.ahead_accepts,
            &mut self.ahead_agrees,
            &mut self.last_accepts,
            &mut self.last_agrees,
            &mut self.by_last,
            &mut self.by_last_accepted,
            &mut self.by_last_replies,
            &mut self.by_last_replies_accepted,
        ]
    }

    fn values(mut self) -> [f64; 14] {
        self.fields().map(|v| *v)
    }

    fn per_game(mut self, games: u64) -> Answers {
        let n = games.max(1) as f64;
        for v in self.fields() {
            *v /= n;
        }
        self
    }

    /// One answer `played` (accept or not) of `seat` at `state`.
    fn tally(&mut self, state: &Metropolis, seat: usize, played: bool) {
        let legal = state.legal_actions_vec(seat);
        let mut rng = rng_from_seed(0);
        let by = |i: Option<usize>| i.is_some_and(|i| legal[i] == Action::Accept);
        let playout = by(urbs_bots::metropolis::playout(
            state, seat, &legal, &mut rng,
        ));
        let tuned = by(tuned_playout(state, seat, &legal, &mut rng));
        let ahead = by(ValueAnswers::new().choose(state, seat, &legal, &mut rng));
        let last_seat = surely_last(state, seat);
        let last = last_seat || ahead;
        let one = |b: bool| f64::from(u8::from(b));
        self.answers += 1.0;
        self.accepted += one(played);
        self.playout_accepts += one(playout);
        self.playout_agrees += one(playout == played);
        self.tuned_accepts += one(tuned);
        self.tuned_agrees += one(tuned == played);
        self.ahead_accepts += one(ahead);
        self.ahead_agrees += one(ahead == played);
        self.last_accepts += one(last);
        self.last_agrees += one(last == played);
        self.by_last += one(last_seat);
        self.by_last_accepted += one(last_seat && played);
        let reply = last_seat && state.phase() == Phase::Reply;
        self.by_last_replies += one(reply);
        self.by_last_replies_accepted += one(reply && played);
    }
}

/// The answers of a game, by who answered whom.
#[derive(Clone, Copy, Default, Serialize)]
struct AnswersBy {
    /// The other seats' answers to the first bot's offers.
    others_to_first: Answers,
    /// The first bot's answers to the others' offers.
    first_to_others: Answers,
    /// The other seats' answers to each other's.
    among_others: Answers,
}

impl AnswersBy {
    fn add(&mut self, o: &AnswersBy) {
        self.others_to_first.add(&o.others_to_first);
        self.first_to_others.add(&o.first_to_others);
        self.among_others.add(&o.among_others);
    }

    fn per_game(self, games: u64) -> AnswersBy {
        AnswersBy {
            others_to_first: self.others_to_first.per_game(games),
            first_to_others: self.first_to_others.per_game(games),
            among_others: self.among_others.per_game(games),
        }
    }
}

/// The games in which a seat paid points away in deals: [`PAID_AWAY`] or
/// more, net. Counts over the report's games.
#[derive(Clone, Default, Serialize)]
struct PaidAway {
    games: f64,
    /// Of those, the games the seat with the most points from deals won
    /// (its share of the win).
    taker_won: f64,
    /// Of those, the games in which that seat was the first bot's.
    first_took: f64,
    /// The first bot's share of the wins in those games.
    first_won: f64,
    /// Each of those games: its number, the first bot's seat, and each
    /// seat's points from deals, score and share of the win.
    each: Vec<PaidAwayGame>,
}

#[derive(Clone, Default, Serialize)]
struct PaidAwayGame {
    game: u64,
    first: usize,
    deal_points: Vec<i16>,
    scores: Vec<i64>,
    wins: Vec<f64>,
}

/// Net points paid away in deals that [`PaidAway`] counts.
const PAID_AWAY: i16 = 20;

impl PaidAway {
    /// Game `game`'s, from each seat's deal points, score and win share.
    fn of(
        game: u64,
        deal_points: Vec<i16>,
        scores: &[i64],
        wins: &[f64],
        first: usize,
    ) -> PaidAway {
        if deal_points.iter().all(|&p| p > -PAID_AWAY) {
            return PaidAway::default();
        }
        let taker = (0..deal_points.len())
            .max_by_key(|&s| deal_points[s])
            .expect("seats");
        PaidAway {
            games: 1.0,
            taker_won: wins[taker],
            first_took: f64::from(u8::from(taker == first)),
            first_won: wins[first],
            each: vec![PaidAwayGame {
                game,
                first,
                deal_points,
                scores: scores.to_vec(),
                wins: wins.to_vec(),
            }],
        }
    }

    fn add(&mut self, o: &PaidAway) {
        self.games += o.games;
        self.taker_won += o.taker_won;
        self.first_took += o.first_took;
        self.first_won += o.first_won;
        self.each.extend(o.each.iter().cloned());
    }
}

#[derive(Serialize)]
struct Report {
    bots: Vec<String>,
    /// The first game played again; `games` of them from there.
    from: u64,
    games: u64,
    seed: u64,
    first: Seat,
    others: Seat,
    among_others: Among,
    answers: AnswersBy,
    /// Counts, not per game.
    paid_away: PaidAway,
}

fn main() -> Result<(), String> {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let [bots, games, seed, rest @ ..] = a.as_slice() else {
        return Err("BOTS GAMES SEED [JOURNAL]".into());
    };
    let (mut cfg, from, to) = replay::tournament(bots, games, seed)?;
    cfg.journal = match rest {
        [] => None,
        [journal] => Some(PathBuf::from(journal)),
        _ => return Err("BOTS GAMES SEED [JOURNAL]".into()),
    };
    let kept = match cfg.journal {
        Some(_) => journal_scores::<Metropolis>(&cfg)?,
        None => BTreeMap::new(),
    };
    let games = to - from;
    let bar = games_bar(games);
    let played: Vec<(Seat, Seat, Among, AnswersBy, PaidAway)> = (from..to)
        .into_par_iter()
        .map(|g| {
            let one = one_game(&cfg, g, kept.get(&g));
            bar.inc(1);
            one
        })
        .collect::<Result<_, _>>()?;
    bar.finish_and_clear();
    let (mut first, mut others, mut among) = (Seat::default(), Seat::default(), Among::default());
    let mut answers = AnswersBy::default();
    let mut paid_away = PaidAway::default();
    for (f, o, m, a, p) in &played {
        paid_away.add(p);
        first.add(f);
        others.add(o);
        among.add(m);
        answers.add(a);
    }
    let report = Report {
        bots: cfg.bots.clone(),
        from,
        games,
        seed: cfg.seed,
        first: first.mean(),
        others: others.mean(),
        among_others: among.per_game(games),
        answers: answers.per_game(games),
        paid_away,
    };
    replay::print(&report)
}

/// Game `g` played again; its scores checked against `kept` if given.
fn one_game(
    cfg: &TournamentConfig<Options>,
    g: u64,
    kept: Option<&Vec<i64>>,
) -> Result<(Seat, Seat, Among, AnswersBy, PaidAway), String> {
    let (first, table, mut again) = replay::again(cfg, g)?;
    let outcome = table.outcome().ok_or("a game did not finish")?;
    if let Some(scores) = kept
        && *scores != outcome.scores
    {
        return Err(format!(
            "game {g}: scores {:?} here, {scores:?} in the journal",
            outcome.scores
        ));
    }
    let mut seats = [Seat::default(); PLAYERS];
    for (s, seat) in seats.iter_mut().enumerate() {
        seat.games = 1.0;
        seat.wins = outcome.wins[s];
        seat.score = outcome.scores[s] as f64;
        seat.deal_points = f64::from(table.state().deal_points(s));
    }
    // The game again step by step, to read each offer as it is accepted.
    let mut among = Among::default();
    let mut answers = AnswersBy::default();
    for step in table.record() {
        let state = again.state();
        if matches!(state.phase(), Phase::Answer | Phase::Reply) {
            let drafter = if state.phase() == Phase::Answer {
                state.active()
            } else {
                state.partner()
            };
            let group = if drafter == first {
                &mut answers.others_to_first
            } else if step.seat == first {
                &mut answers.first_to_others
            } else {
                &mut answers.among_others
            };
            group.tally(state, step.seat, step.action == Action::Accept);
        }
        match step.action {
            Action::Propose => seats[step.seat].proposals += 1.0,
            Action::Accept => {
                let (active, partner) = (state.active(), state.partner());
                let deal = state.offer().ok_or("an accept answers an offer")?;
                // An answer to a proposal, or the active player's to a counter.
                let (drafter, answerer) = if state.phase() == Phase::Answer {
                    (active, partner)
                } else {
                    (partner, active)
                };
                seats[drafter].drafted += 1.0;
                seats[answerer].answered += 1.0;
                if active != first && partner != first {
                    among.deals += 1.0;
                    among.lots += (deal.lots_to_partner.len() + deal.lots_to_active.len()) as f64;
                    among.consents += f64::from(deal.consent.is_some());
                    among.points += f64::from(deal.points_to_partner.unsigned_abs());
                }
            }
            _ => {}
        }
        again
            .apply(step.seat, &step.action)
            .map_err(|e| format!("game {g}: {e}"))?;
    }
    let mut others = Seat::default();
    for (s, seat) in seats.iter().enumerate() {
        if s != first {
            others.add(seat);
        }
    }
    let deal_points: Vec<i16> = (0..PLAYERS).map(|s| table.state().deal_points(s)).collect();
    let paid_away = PaidAway::of(g, deal_points, &outcome.scores, &outcome.wins, first);
    Ok((seats[first], others, among, answers, paid_away))
}
