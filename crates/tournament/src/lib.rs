//! Bot tournaments for urbs games: seat-rotated matches played in parallel,
//! Bradley–Terry ratings with bootstrap 95% intervals, win shares, the
//! head-to-head matrix, and an SVG plot.
//!
//! **Intervals.** 95%, the union of a percentile bootstrap over matches and
//! the Fisher-information (Wald) interval of the fit; see [`rating`].
//!
//! **Matches.** A match is one deal (one game seed) played once per seat
//! rotation by the same line-up of bots, so every bot of the line-up meets
//! the same cards from every seat. Line-ups: the bot list itself when it
//! names one bot per seat (names may repeat: `ismcts:1s,greedy,greedy,greedy`);
//! every choice of distinct entries when it names more; the list repeated
//! cyclically when it names fewer. Games are played in whole matches, so the
//! count is rounded up to a multiple of the player count. Game `g` is a
//! pure function of the seed and `g`, so the report does not depend on the
//! thread count (bots with time budgets aside).
//!
//! **Journals.** With [`TournamentConfig::journal`] every finished game is
//! written to a file as it ends, and a run given a journal plays only the
//! games it lacks: a stopped tournament goes on where it stopped, and a
//! larger `games` extends a finished one (see [`journal`]).
//!
//! ```
//! use urbs_forsale::{ForSale, Options};
//! use urbs_tournament::{TournamentConfig, run};
//!
//! let cfg = TournamentConfig {
//!     players: 3,
//!     options: Options::default(),
//!     bots: vec!["random".into(), "greedy".into()],
//!     games: 60,
//!     seed: 1,
//!     ..TournamentConfig::default()
//! };
//! let report = run::<ForSale>(&cfg, &|_| {}).unwrap();
//! let greedy = report.rating("greedy").unwrap();
//! assert!(greedy.rating > report.rating("random").unwrap().rating);
//! ```

pub mod compare;
pub mod journal;
pub mod margins;
mod plot;
pub mod rating;

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use rayon::prelude::*;
use serde::Serialize;
use urbs_bots::Roster;
use urbs_bots::arena::{BotMaker, play_game_with};
use urbs_engine::{Edition, Table, derive_seed, rng_from_seed};

pub use compare::{Comparison, compare};
pub use margins::{Margins, margins};
pub use plot::{plot_comparison_svg, plot_margins_svg, plot_svg};
use rating::{Pairwise, bootstrap, bradley_terry, standard_errors};

/// What to play. Name the fields wanted and fill the rest with
/// `..TournamentConfig::default()`.
#[derive(Clone, Debug, Default)]
pub struct TournamentConfig<O> {
    pub players: usize,
    pub options: O,
    /// Bot specs; a name may appear more than once.
    pub bots: Vec<String>,
    /// Games wanted (rounded up to whole matches).
    pub games: u64,
    pub seed: u64,
    /// The edition of the rules every game is played under (issue 28); the
    /// latest if `None`.
    pub edition: Option<Edition>,
    /// Keep every finished game in this file and play only the games it
    /// does not hold yet (see [`journal`]).
    pub journal: Option<PathBuf>,
    /// With `journal`: play nothing, and report on the games of the first
    /// `games` that the journal holds so far (it is read, not locked, so a
    /// run may be writing it meanwhile).
    pub so_far: bool,
}

/// One bot's line in the rating table.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Rating {
    pub bot: String,
    /// Bradley–Terry rating, Elo scale, mean 0 over the bots.
    pub rating: f64,
    /// 95% interval: the union of a bootstrap interval (resampling whole
    /// matches) and the Fisher-information interval.
    pub low: f64,
    pub high: f64,
    /// Mean win share per seat played (parity is 1 / players).
    pub win_share: f64,
    pub mean_score: f64,
    /// Seats this bot played, over all games.
    pub seat_games: u64,
}

/// How often the row bot finished ahead of the column bot (draws half).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct HeadToHead {
    pub bots: Vec<String>,
    /// `share[i][j]`; `None` if they never met (and on the diagonal).
    pub share: Vec<Vec<Option<f64>>>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TournamentReport {
    pub game: String,
    /// The edition of the rules the games were played under.
    pub edition: Edition,
    pub players: usize,
    /// Games played, or held by the journal ([`TournamentConfig::so_far`]).
    pub games: u64,
    pub seed: u64,
    /// Best first.
    pub ratings: Vec<Rating>,
    pub head_to_head: HeadToHead,
    /// Every final score of each bot (in `head_to_head.bots` order), for plots.
    #[serde(skip)]
    pub scores: Vec<Vec<i64>>,
    /// Of `games`, those read from the journal rather than played now.
    pub resumed: u64,
    pub elapsed_s: f64,
}

impl TournamentReport {
    pub fn rating(&self, bot: &str) -> Option<&Rating> {
        self.ratings.iter().find(|r| r.bot == bot)
    }
}

/// The distinct bots, in order of first mention.
fn distinct(bots: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for b in bots {
        if !out.contains(b) {
            out.push(b.clone());
        }
    }
    out
}

/// Line-ups as indices into `bots` (see the crate docs).
pub fn lineups(entries: usize, players: usize) -> Vec<Vec<usize>> {
    if entries == players {
        return vec![(0..players).collect()];
    }
    if entries < players {
        return (0..entries)
            .map(|r| (0..players).map(|j| (r + j) % entries).collect())
            .collect();
    }
    // Every choice of `players` entries, in lexicographic order.
    let mut out = Vec::new();
    let mut pick: Vec<usize> = (0..players).collect();
    loop {
        out.push(pick.clone());
        let Some(i) = (0..players)
            .rev()
            .find(|&i| pick[i] < entries - players + i)
        else {
            return out;
        };
        pick[i] += 1;
        for k in i + 1..players {
            pick[k] = pick[k - 1] + 1;
        }
    }
}

/// Game `g`'s match and which entry of the bot list sits in each seat,
/// for the line-ups `lineups` of `players` seats: each match is played
/// once per seat rotation, game `g` turning the line-up `g mod players`
/// seats.
fn seating(lineups: &[Vec<usize>], players: usize, g: u64) -> (u64, Vec<usize>) {
    let m = g / players as u64;
    let rotation = (g % players as u64) as usize;
    let lineup = &lineups[(m % lineups.len() as u64) as usize];
    (
        m,
        (0..players)
            .map(|s| lineup[(s + rotation) % players])
            .collect(),
    )
}

/// The seats entry `entry` holds in a game seated `seats` (the entry of the
/// bot list in each seat) and the others; `None` unless it holds some and
/// not all.
fn entry_seats(seats: &[usize], entry: usize) -> Option<(Vec<usize>, Vec<usize>)> {
    let (mine, others): (Vec<usize>, Vec<usize>) =
        (0..seats.len()).partition(|&s| seats[s] == entry);
    (!mine.is_empty() && !others.is_empty()).then_some((mine, others))
}

/// The refusal of entry `entry` (0 is the first) that `bots` lacks.
fn no_entry(bots: &[String], entry: usize) -> Option<String> {
    (entry >= bots.len()).then(|| {
        format!(
            "no entry {} in a bot list of {} ({})",
            entry + 1,
            bots.len(),
            bots.join(",")
        )
    })
}

/// Whether seat `a` finished ahead of seat `b` in a game of these win
/// shares and scores: 1, 0, or a half for a draw (the win share decides,
/// then the score).
fn ahead(wins: &[f64], scores: &[i64], a: usize, b: usize) -> f64 {
    let key = |s: usize| (wins[s], scores[s]);
    match key(a).partial_cmp(&key(b)) {
        Some(std::cmp::Ordering::Greater) => 1.0,
        Some(std::cmp::Ordering::Less) => 0.0,
        _ => 0.5,
    }
}

/// One finished game: which distinct bot sat where, and how it went.
struct Played {
    matched: u64,
    seat_bot: Vec<usize>,
    scores: Vec<i64>,
    wins: Vec<f64>,
}

/// A tournament's checked set-up: its edition and line-ups, and so which
/// bot sits where in each game.
struct Plan {
    edition: Edition,
    lineups: Vec<Vec<usize>>,
    players: usize,
}

impl Plan {
    /// Checks the player count, the edition and every bot spec of `cfg`.
    fn new<G: Roster>(
        cfg: &TournamentConfig<G::Options>,
        make: &BotMaker<'_, G>,
    ) -> Result<Plan, String> {
        urbs_engine::check_players::<G>(cfg.players).map_err(|e| e.to_string())?;
        let edition = cfg.edition.unwrap_or(G::EDITION);
        urbs_engine::check_edition::<G>(edition).map_err(|e| e.to_string())?;
        if cfg.bots.is_empty() {
            return Err("name at least one bot".into());
        }
        for spec in &cfg.bots {
            make(spec, 0)?;
        }
        let n = cfg.players;
        let lineups = lineups(cfg.bots.len(), n);
        if lineups.len() > 100_000 {
            return Err(format!(
                "{} bots for {n} seats make {} line-ups; name fewer bots",
                cfg.bots.len(),
                lineups.len()
            ));
        }
        Ok(Plan {
            edition,
            lineups,
            players: n,
        })
    }

    /// Game `g`'s match and which entry of the bot list sits in each seat.
    fn seating(&self, g: u64) -> (u64, Vec<usize>) {
        seating(&self.lineups, self.players, g)
    }

    /// Game `g` played: the entry of the bot list in each seat, and the
    /// finished table.
    fn play<G: Roster>(
        &self,
        cfg: &TournamentConfig<G::Options>,
        make: &BotMaker<'_, G>,
        g: u64,
    ) -> Result<(Vec<usize>, Table<G>), String> {
        let (m, seat_entry) = self.seating(g);
        let specs: Vec<String> = seat_entry.iter().map(|&e| cfg.bots[e].clone()).collect();
        let seed = derive_seed(cfg.seed, m);
        let table =
            play_game_with::<G>(self.edition, self.players, &cfg.options, seed, &specs, make)?;
        Ok((seat_entry, table))
    }

    /// The first line of this tournament's journal.
    fn header<G: Roster>(
        &self,
        cfg: &TournamentConfig<G::Options>,
    ) -> Result<journal::Header, String> {
        Ok(journal::Header {
            journal: journal::KIND.into(),
            game: G::ID.into(),
            edition: self.edition,
            players: self.players,
            options: serde_json::to_value(&cfg.options).map_err(|e| e.to_string())?,
            bots: cfg.bots.clone(),
            seed: cfg.seed,
        })
    }
}

/// Game `g` of the tournament `cfg` played again, exactly as [`run`]
/// plays it (the same deal, the same bots in the same seats): the entry
/// of `cfg.bots` in each seat, and the finished table with its record,
/// for a question the report does not answer (where the points came from).
pub fn play_again<G: Roster>(
    cfg: &TournamentConfig<G::Options>,
    g: u64,
) -> Result<(Vec<usize>, Table<G>), String> {
    Plan::new::<G>(cfg, &urbs_bots::make_bot::<G>)?.play::<G>(cfg, &urbs_bots::make_bot::<G>, g)
}

/// Each seat's score in the games `cfg`'s journal holds so far, by game
/// number (read, not locked: a run may be writing it); a journal of
/// another tournament is refused as [`run`] refuses it.
pub fn journal_scores<G: Roster>(
    cfg: &TournamentConfig<G::Options>,
) -> Result<BTreeMap<u64, Vec<i64>>, String> {
    let path = cfg.journal.as_ref().ok_or("name the journal to read")?;
    let plan = Plan::new::<G>(cfg, &urbs_bots::make_bot::<G>)?;
    let games = journal::read(path, &plan.header::<G>(cfg)?)?;
    Ok(games.into_iter().map(|(g, f)| (g, f.scores)).collect())
}

/// Plays the tournament; `progress` is told the number of games done.
pub fn run<G: Roster>(
    cfg: &TournamentConfig<G::Options>,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<TournamentReport, String> {
    run_with(cfg, &urbs_bots::make_bot::<G>, progress)
}

/// [`run`] with each seat's bot made by `make` from its spec and seed, so
/// that players the roster does not know (an agent in Python) can enter.
pub fn run_with<G: Roster>(
    cfg: &TournamentConfig<G::Options>,
    make: &BotMaker<'_, G>,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<TournamentReport, String> {
    let plan = Plan::new::<G>(cfg, make)?;
    let edition = plan.edition;
    let names = distinct(&cfg.bots);
    let entry_bot: Vec<usize> = cfg
        .bots
        .iter()
        .map(|b| names.iter().position(|n| n == b).expect("listed"))
        .collect();
    let n = cfg.players;
    let matches = cfg.games.max(1).div_ceil(n as u64);
    let total = matches * n as u64;
    let start = Instant::now();
    let (journal, mut kept) = match (&cfg.journal, cfg.so_far) {
        (Some(path), true) => (None, journal::read(path, &plan.header::<G>(cfg)?)?),
        (Some(path), false) => {
            let (j, games) = journal::Journal::open(path, &plan.header::<G>(cfg)?)?;
            (Some(j), games)
        }
        (None, true) => return Err("a report so far needs the journal to read".into()),
        (None, false) => Default::default(),
    };
    kept.retain(|&g, _| g < total);
    if cfg.so_far && kept.is_empty() {
        return Err("the journal holds no game of this tournament yet".into());
    }
    let resumed = kept.len() as u64;
    let done = AtomicU64::new(resumed);
    progress(resumed);
    let fresh: Vec<journal::Finished> = (0..total)
        .into_par_iter()
        .filter(|g| !cfg.so_far && !kept.contains_key(g))
        .map(|g| -> Result<journal::Finished, String> {
            let (_, table) = plan.play::<G>(cfg, make, g)?;
            let outcome = table.outcome().ok_or("a game did not finish")?;
            let finished = journal::Finished {
                game: g,
                scores: outcome.scores,
                wins: outcome.wins,
            };
            if let Some(j) = &journal {
                j.append(&finished)?;
            }
            progress(done.fetch_add(1, Ordering::Relaxed) + 1);
            Ok(finished)
        })
        .collect::<Result<_, _>>()?;
    kept.extend(fresh.into_iter().map(|f| (f.game, f)));
    let played_count = kept.len() as u64;
    let played: Vec<Played> = kept
        .into_values()
        .map(|f| {
            let (m, seat_entry) = plan.seating(f.game);
            Played {
                matched: m,
                seat_bot: seat_entry.iter().map(|&e| entry_bot[e]).collect(),
                scores: f.scores,
                wins: f.wins,
            }
        })
        .collect();

    let k = names.len();
    let mut units: Vec<Pairwise> = (0..matches).map(|_| Pairwise::new(k)).collect();
    let mut share_sum = vec![0.0; k];
    let mut seat_games = vec![0u64; k];
    let mut scores: Vec<Vec<i64>> = vec![Vec::new(); k];
    for p in &played {
        let unit = &mut units[p.matched as usize];
        for a in 0..n {
            let bot = p.seat_bot[a];
            share_sum[bot] += p.wins[a];
            seat_games[bot] += 1;
            scores[bot].push(p.scores[a]);
            for b in a + 1..n {
                if p.seat_bot[b] == bot {
                    continue;
                }
                unit.add(bot, p.seat_bot[b], ahead(&p.wins, &p.scores, a, b));
            }
        }
    }
    // Resampled are the matches played (a journal read so far may lack some).
    let mut held = vec![false; units.len()];
    for p in &played {
        held[p.matched as usize] = true;
    }
    let units: Vec<Pairwise> = units
        .into_iter()
        .zip(held)
        .filter_map(|(u, held)| held.then_some(u))
        .collect();
    let mut all = Pairwise::new(k);
    for u in &units {
        all.merge(u);
    }
    let fit = bradley_terry(&all);
    let boot = bootstrap(&units, 300, &mut rng_from_seed(cfg.seed ^ 0xB007));
    let se = standard_errors(&all, &fit);
    // The wider of the two 95% intervals: resampling matches captures how
    // results cluster by deal, the Fisher information keeps a clean sweep
    // (where every resample is the same) from looking certain.
    let interval = |i: usize| {
        let wald = (fit[i] - 1.96 * se[i], fit[i] + 1.96 * se[i]);
        match boot.get(i) {
            Some(&(lo, hi)) => (lo.min(wald.0), hi.max(wald.1)),
            None => wald,
        }
    };
    let mut ratings: Vec<Rating> = (0..k)
        .map(|i| Rating {
            bot: names[i].clone(),
            rating: fit[i],
            low: interval(i).0,
            high: interval(i).1,
            win_share: share_sum[i] / seat_games[i].max(1) as f64,
            mean_score: scores[i].iter().sum::<i64>() as f64 / scores[i].len().max(1) as f64,
            seat_games: seat_games[i],
        })
        .collect();
    ratings.sort_by(|a, b| b.rating.total_cmp(&a.rating));
    let share = (0..k)
        .map(|a| {
            (0..k)
                .map(|b| if a == b { None } else { all.share(a, b) })
                .collect()
        })
        .collect();
    Ok(TournamentReport {
        game: G::ID.to_string(),
        edition,
        players: n,
        games: played_count,
        seed: cfg.seed,
        ratings,
        head_to_head: HeadToHead { bots: names, share },
        scores,
        resumed,
        elapsed_s: start.elapsed().as_secs_f64(),
    })
}

#[cfg(test)]
mod tests {
    use urbs_forsale::{ForSale, Options};

    use super::*;

    #[test]
    fn lineups_cover_every_case() {
        assert_eq!(lineups(3, 3), vec![vec![0, 1, 2]]);
        assert_eq!(lineups(2, 3), vec![vec![0, 1, 0], vec![1, 0, 1]]);
        let l = lineups(5, 3);
        assert_eq!(l.len(), 10);
        assert_eq!(l[0], vec![0, 1, 2]);
        assert_eq!(l[9], vec![2, 3, 4]);
    }

    fn cfg(bots: &[&str], games: u64) -> TournamentConfig<Options> {
        TournamentConfig {
            players: 4,
            options: Options::default(),
            bots: bots.iter().map(|s| s.to_string()).collect(),
            games,
            seed: 3,
            ..TournamentConfig::default()
        }
    }

    #[test]
    fn repeated_names_are_one_bot_and_seats_rotate() {
        let r =
            run::<ForSale>(&cfg(&["greedy", "random", "random", "random"], 10), &|_| {}).unwrap();
        assert_eq!(r.games, 12);
        assert_eq!(r.ratings.len(), 2);
        let greedy = r.rating("greedy").unwrap();
        assert_eq!(greedy.seat_games, 12);
        assert_eq!(r.rating("random").unwrap().seat_games, 36);
        let total: f64 = r
            .ratings
            .iter()
            .map(|x| x.win_share * x.seat_games as f64)
            .sum();
        assert!((total - 12.0).abs() < 1e-9);
        assert_eq!(r.head_to_head.share[0][0], None);
    }

    /// Issue 28: a tournament may be played under an earlier edition of the
    /// rules. Metropolis' edition 1 (MP-5's straight Admin. Bldg., MP-9,
    /// MP-P9) plays these deals differently from edition 2.
    #[test]
    fn a_tournament_plays_the_edition_it_is_given() {
        use urbs_engine::Game;
        use urbs_metropolis::Metropolis;
        let of = |edition| TournamentConfig {
            players: 3,
            options: Default::default(),
            bots: vec!["greedy".into(), "random".into()],
            games: 12,
            seed: 5,
            edition,
            ..TournamentConfig::default()
        };
        let old = run::<Metropolis>(&of(Some(1)), &|_| {}).unwrap();
        let latest = run::<Metropolis>(&of(None), &|_| {}).unwrap();
        assert_eq!(old.edition, 1);
        assert_eq!(latest.edition, Metropolis::EDITION);
        assert_ne!(old.scores, latest.scores, "edition 1 played as the latest");
        let again = run::<Metropolis>(&of(Some(Metropolis::EDITION)), &|_| {}).unwrap();
        assert_eq!(again.scores, latest.scores);
        let e = run::<Metropolis>(&of(Some(9)), &|_| {}).unwrap_err();
        assert!(e.contains("not edition 9"), "{e}");
    }

    #[test]
    fn the_same_seed_gives_the_same_report() {
        let a = run::<ForSale>(&cfg(&["greedy", "random"], 16), &|_| {}).unwrap();
        let b = run::<ForSale>(&cfg(&["greedy", "random"], 16), &|_| {}).unwrap();
        assert_eq!(a.ratings, b.ratings);
        assert_eq!(a.head_to_head, b.head_to_head);
    }

    /// A seeded tournament: the search bot beats greedy, which beats random.
    /// Deterministic (iteration budgets), so this is a fixed verdict.
    #[test]
    fn ismcts_beats_greedy_and_random() {
        let mut c = cfg(&["ismcts:300", "greedy", "random"], 24);
        c.players = 3;
        let r = run::<ForSale>(&c, &|_| {}).unwrap();
        let names: Vec<&str> = r.ratings.iter().map(|x| x.bot.as_str()).collect();
        assert_eq!(names, ["ismcts:300", "greedy", "random"], "{r:?}");
        let ismcts = r.rating("ismcts:300").unwrap();
        let greedy = r.rating("greedy").unwrap();
        assert!(ismcts.win_share > 0.5, "{r:?}");
        assert!(ismcts.low > greedy.rating, "{r:?}");
        let i = |b: &str| r.head_to_head.bots.iter().position(|x| x == b).unwrap();
        let ahead = r.head_to_head.share[i("ismcts:300")][i("greedy")].unwrap();
        assert!(ahead > 0.6, "{ahead}");
    }

    /// A player made outside the roster plays exactly as the roster's bot
    /// it wraps: same seats, same seeds, same report.
    #[test]
    fn run_with_seats_players_from_outside_the_roster() {
        let made = std::sync::atomic::AtomicU64::new(0);
        let make = |spec: &str, seed: u64| {
            if spec == "outsider" {
                made.fetch_add(1, Ordering::Relaxed);
                Ok(Box::new(urbs_bots::RandomBot::new(seed)) as Box<dyn urbs_bots::Bot<ForSale>>)
            } else {
                urbs_bots::make_bot::<ForSale>(spec, seed)
            }
        };
        let outside =
            run_with::<ForSale>(&cfg(&["outsider", "greedy"], 16), &make, &|_| {}).unwrap();
        let inside = run::<ForSale>(&cfg(&["random", "greedy"], 16), &|_| {}).unwrap();
        assert!(made.load(Ordering::Relaxed) > 16);
        let strip = |r: &TournamentReport| -> Vec<(f64, f64, u64)> {
            r.ratings
                .iter()
                .map(|x| (x.rating, x.win_share, x.seat_games))
                .collect()
        };
        assert_eq!(strip(&outside), strip(&inside));
        assert_eq!(outside.ratings[1].bot, "outsider");
        assert_eq!(outside.head_to_head.share, inside.head_to_head.share);
    }

    /// What a report says, without the time it took and how many games
    /// came from a journal.
    fn verdict(r: &TournamentReport) -> (Vec<Rating>, HeadToHead, Vec<Vec<i64>>, u64) {
        (
            r.ratings.clone(),
            r.head_to_head.clone(),
            r.scores.clone(),
            r.games,
        )
    }

    /// A tournament of `bots` kept in a journal in a new folder (kept
    /// while the folder lives): the folder, the journal's path, the config.
    fn journaled(
        bots: &[&str],
        games: u64,
    ) -> (tempfile::TempDir, PathBuf, TournamentConfig<Options>) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.jsonl");
        let mut c = cfg(bots, games);
        c.journal = Some(path.clone());
        (dir, path, c)
    }

    fn lines(path: &std::path::Path) -> Vec<String> {
        std::fs::read_to_string(path)
            .unwrap()
            .lines()
            .map(String::from)
            .collect()
    }

    /// A tournament stopped part way goes on from its journal: the games it
    /// lacks are played, the games it holds are not played again, and the
    /// report is one run's.
    #[test]
    fn a_stopped_tournament_goes_on_from_its_journal() {
        let bots = ["ismcts:30", "greedy", "random", "random"];
        let whole = run::<ForSale>(&cfg(&bots, 16), &|_| {}).unwrap();
        let (_dir, path, mut c) = journaled(&bots, 16);
        let first = run::<ForSale>(&c, &|_| {}).unwrap();
        assert_eq!(verdict(&first), verdict(&whole));
        assert_eq!(first.resumed, 0);
        let written = lines(&path);
        assert_eq!(written.len(), 17, "a header and a line a game");
        // Stopped after 9 games, the tenth cut off while being written.
        let mut kept = written[..10].join("\n");
        kept.push('\n');
        kept.push_str(&written[10][..written[10].len() / 2]);
        std::fs::write(&path, kept).unwrap();
        let done = std::sync::Mutex::new(Vec::new());
        let resumed = run::<ForSale>(&c, &|n| done.lock().unwrap().push(n)).unwrap();
        assert_eq!(resumed.resumed, 9);
        assert_eq!(verdict(&resumed), verdict(&whole));
        let mut counts = done.into_inner().unwrap();
        counts.sort();
        assert_eq!(
            counts,
            (9..=16).collect::<Vec<u64>>(),
            "7 games played, counted from 9"
        );
        let after = lines(&path);
        assert_eq!(after.len(), 17);
        assert!(
            after
                .iter()
                .all(|l| serde_json::from_str::<serde_json::Value>(l).is_ok())
        );
        // Nothing left to play; more games extend it.
        assert_eq!(run::<ForSale>(&c, &|_| {}).unwrap().resumed, 16);
        c.games = 24;
        let longer = run::<ForSale>(&c, &|_| {}).unwrap();
        assert_eq!(longer.resumed, 16);
        assert_eq!(
            verdict(&longer),
            verdict(&run::<ForSale>(&cfg(&bots, 24), &|_| {}).unwrap())
        );
        // Fewer games report on the first ones and keep the rest.
        c.games = 8;
        let shorter = run::<ForSale>(&c, &|_| {}).unwrap();
        assert_eq!(
            verdict(&shorter),
            verdict(&run::<ForSale>(&cfg(&bots, 8), &|_| {}).unwrap())
        );
        assert_eq!(lines(&path).len(), 25);
    }

    /// A journal of another tournament, or with a line that is not a
    /// finished game, is refused naming its line, and left as it was.
    #[test]
    fn a_journal_of_something_else_is_refused_and_left_alone() {
        let (_dir, path, c) = journaled(&["greedy", "random"], 8);
        run::<ForSale>(&c, &|_| {}).unwrap();
        let before = std::fs::read(&path).unwrap();
        let refused = |c: &TournamentConfig<Options>| {
            let e = run::<ForSale>(c, &|_| {}).unwrap_err();
            assert_eq!(std::fs::read(&path).unwrap(), before, "{e}");
            e
        };
        let mut other = c.clone();
        other.seed = 4;
        let e = refused(&other);
        assert!(
            e.contains("line 1: the journal of another tournament (seed 3, not 4)"),
            "{e}"
        );
        let mut other = c.clone();
        other.bots = vec!["greedy".into(), "greedy".into()];
        assert!(refused(&other).contains("bots greedy,random, not greedy,greedy"));
        let e = run::<urbs_skyline::Skyline>(
            &TournamentConfig {
                players: 4,
                options: Default::default(),
                bots: c.bots.clone(),
                games: 4,
                seed: 3,
                edition: None,
                journal: Some(path.clone()),
                so_far: false,
            },
            &|_| {},
        )
        .unwrap_err();
        assert!(e.contains("game forsale, not skyline"), "{e}");
        assert_eq!(std::fs::read(&path).unwrap(), before);
        // A damaged line.
        let mut text = String::from_utf8(before.clone()).unwrap();
        text = text.replacen("\"scores\"", "\"score\"", 1);
        std::fs::write(&path, &text).unwrap();
        let e = run::<ForSale>(&c, &|_| {}).unwrap_err();
        assert!(e.contains("t.jsonl line 2: not a finished game"), "{e}");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
        // Not a journal at all, with a newline or without.
        for text in ["{\"hello\": 1}\n", "some notes"] {
            std::fs::write(&path, text).unwrap();
            let e = run::<ForSale>(&c, &|_| {}).unwrap_err();
            assert!(
                e.contains("line 1: not the journal of an urbs tournament"),
                "{e}"
            );
            assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
        }
        // A header cut off while being written starts afresh.
        std::fs::write(&path, &before[..20]).unwrap();
        assert_eq!(run::<ForSale>(&c, &|_| {}).unwrap().resumed, 0);
        assert_eq!(std::fs::read(&path).unwrap().len(), before.len());
    }

    /// A report so far reads the journal as it stands, while a run may be
    /// writing it, plays nothing and changes nothing.
    #[test]
    fn a_report_so_far_reads_the_journal_and_plays_nothing() {
        let (dir, path, mut c) = journaled(&["ismcts:30", "greedy", "random", "random"], 8);
        let eight = run::<ForSale>(&c, &|_| {}).unwrap();
        c.games = 16;
        run::<ForSale>(&c, &|_| {}).unwrap();
        // Games 0 to 7 and half a line of another, as a run writing it.
        let written = lines(&path);
        let header_and_eight: Vec<&String> = std::iter::once(&written[0])
            .chain(written[1..].iter().filter(|l| {
                let g: serde_json::Value = serde_json::from_str(l).unwrap();
                g["game"].as_u64().unwrap() < 8
            }))
            .collect();
        let mut text = header_and_eight
            .iter()
            .map(|l| format!("{l}\n"))
            .collect::<String>();
        text.push_str("{\"game\":9,\"sco");
        std::fs::write(&path, &text).unwrap();
        let held = std::fs::File::open(&path).unwrap();
        held.lock().unwrap();
        c.so_far = true;
        let so_far = run::<ForSale>(&c, &|_| {}).unwrap();
        assert_eq!((so_far.games, so_far.resumed), (8, 8));
        assert_eq!(verdict(&so_far), verdict(&eight));
        assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
        drop(held);
        c.journal = None;
        assert!(
            run::<ForSale>(&c, &|_| {})
                .unwrap_err()
                .contains("needs the journal")
        );
        c.journal = Some(dir.path().join("new.jsonl"));
        assert!(run::<ForSale>(&c, &|_| {}).is_err());
        assert!(!dir.path().join("new.jsonl").exists());
    }

    /// Two runs cannot write one journal at once.
    #[test]
    fn a_journal_in_use_is_refused() {
        let (_dir, path, c) = journaled(&["greedy", "random"], 8);
        let held = std::fs::File::create(&path).unwrap();
        held.lock().unwrap();
        let e = run::<ForSale>(&c, &|_| {}).unwrap_err();
        assert!(e.contains("being written by another tournament"), "{e}");
        drop(held);
        assert_eq!(run::<ForSale>(&c, &|_| {}).unwrap().games, 8);
    }

    /// A game played again is the tournament's own game: the same bots in
    /// the same seats, the same scores as its journal kept, for every seat
    /// rotation and line-up; another tournament's journal is refused.
    #[test]
    fn a_game_played_again_is_the_one_the_journal_kept() {
        let (_dir, _path, c) = journaled(&["ismcts:30", "greedy", "random"], 12);
        run::<ForSale>(&c, &|_| {}).unwrap();
        let kept = journal_scores::<ForSale>(&c).unwrap();
        assert_eq!(kept.len(), 12);
        let plan = Plan::new::<ForSale>(&c, &urbs_bots::make_bot::<ForSale>).unwrap();
        for (&g, scores) in &kept {
            let (seats, table) = play_again::<ForSale>(&c, g).unwrap();
            assert_eq!(seats, plan.seating(g).1, "game {g}");
            assert_eq!(&table.outcome().unwrap().scores, scores, "game {g}");
        }
        // Game 1 is game 0's deal with the seats turned: not the same game.
        assert_ne!(kept[&0], kept[&1]);
        let mut other = c.clone();
        other.seed += 1;
        let e = journal_scores::<ForSale>(&other).unwrap_err();
        assert!(e.contains("another tournament"), "{e}");
        assert!(journal_scores::<ForSale>(&cfg(&["greedy"], 4)).is_err());
    }

    #[test]
    fn bad_configurations_are_refused() {
        assert!(run::<ForSale>(&cfg(&["genius"], 4), &|_| {}).is_err());
        let mut c = cfg(&["random"], 4);
        c.players = 9;
        assert!(run::<ForSale>(&c, &|_| {}).unwrap_err().contains("3 to 5"));
        assert!(run::<ForSale>(&cfg(&[], 4), &|_| {}).is_err());
    }
}
