//! Two tournaments compared game by game: the same game, edition, players,
//! options and seed, and bot lists alike but for one entry (a candidate in
//! the reference's place). Game `g` of both is the same deal with the same
//! bots in the same seats but that entry's (the crate docs), so the
//! difference the entry makes is measured on each deal, and the luck of
//! the cards, which both meet alike, cancels out: a paired comparison
//! whose standard error is often half of what two independent win shares
//! would give.
//!
//! Both journals are read, not locked: either may still be growing, and
//! the comparison covers the games both hold so far.
//!
//! ```text
//! urbs compare REFERENCE.jsonl CANDIDATE.jsonl [--entry N] [--json] [--plot FILE.svg]
//! ```

use std::fmt;
use std::path::Path;

use serde::Serialize;

use crate::journal::{self, Finished, Header};
use crate::{ahead, entry_seats, lineups, no_entry, seating};

/// How the entry played in one tournament, over the games both hold.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Side {
    /// The journal's file, as named.
    pub journal: String,
    /// The entry's bot spec.
    pub bot: String,
    /// Games the journal holds in which the entry sits (the common ones
    /// and any others).
    pub held: u64,
    /// Its win share over all of them (tied winners split), per seat it
    /// held: the tournament's own figure.
    pub held_win_share: f64,
    /// Over the common games: its win share, its mean score, the other
    /// seats' mean score, and how often it finished ahead of each other
    /// seat (by win share, then score, as the tournament's head-to-head
    /// counts; draws half). Each is a mean over a game's seats, and a game
    /// weighs as many seats as the entry held in it: per seat, as the
    /// tournament counts, where the entry holds two seats of some games
    /// (fewer entries than players).
    pub win_share: f64,
    pub mean_score: f64,
    pub others_mean_score: f64,
    pub ahead_of_each: f64,
}

/// Candidate minus reference, game by game: the mean of the differences
/// and its standard error (`None` below two games), each game weighing
/// the seats the entry held in it (the same in both journals), so that
/// the mean is the two sides' figures' difference.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Difference {
    pub mean: f64,
    pub se: Option<f64>,
}

/// One common game: candidate minus reference.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct GameDifference {
    pub game: u64,
    /// The seats the entry held in it: the game's weight.
    pub seats: usize,
    pub win_share: f64,
    pub margin: f64,
}

/// Two tournaments compared game by game ([`compare`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Comparison {
    pub game: String,
    pub edition: u32,
    pub players: usize,
    pub seed: u64,
    /// The entry of the bot lists that differs (0 is the first).
    pub entry: usize,
    /// Games both journals hold in which the entry sits.
    pub games: u64,
    pub reference: Side,
    pub candidate: Side,
    /// The entry's win share.
    pub win_share: Difference,
    /// Its score minus the other seats' mean score.
    pub margin: Difference,
    /// Its own score.
    pub score: Difference,
    /// Its share of finishes ahead of each other seat.
    pub ahead_of_each: Difference,
    /// Each common game's differences, in game order (for plots).
    pub per_game: Vec<GameDifference>,
}

/// How the entry did in one game.
#[derive(Clone, Copy, Debug)]
struct Showing {
    /// The seats it held.
    seats: usize,
    win: f64,
    score: f64,
    others: f64,
    ahead: f64,
}

/// The mean of `f` over `seats`.
fn mean_over(seats: &[usize], f: impl Fn(usize) -> f64) -> f64 {
    seats.iter().map(|&s| f(s)).sum::<f64>() / seats.len() as f64
}

/// The entry's showing in `game`, where `seats` says which entry of the
/// bot list sits in each seat; `None` if it sits in none.
fn showing(game: &Finished, seats: &[usize], entry: usize) -> Option<Showing> {
    let (mine, others) = entry_seats(seats, entry)?;
    let score = |s: usize| game.scores[s] as f64;
    Some(Showing {
        seats: mine.len(),
        win: mean_over(&mine, |s| game.wins[s]),
        score: mean_over(&mine, score),
        others: mean_over(&others, score),
        ahead: mean_over(&mine, |a| {
            mean_over(&others, |b| ahead(&game.wins, &game.scores, a, b))
        }),
    })
}

/// A game's difference and its weight (the seats the entry held).
pub(crate) type Weighted = (f64, usize);

/// The mean of `xs`, each `(value, weight)`, and its standard error (the
/// ratio estimator's: each game a unit of its weight; with equal weights
/// the familiar `sd / sqrt(n)`).
pub(crate) fn difference(xs: &[Weighted]) -> Difference {
    let n = xs.len() as f64;
    let total = xs.iter().map(|&(_, w)| w as f64).sum::<f64>();
    let mean = xs.iter().map(|&(x, w)| x * w as f64).sum::<f64>() / total;
    let se = (xs.len() >= 2).then(|| {
        let spread = xs
            .iter()
            .map(|&(x, w)| (w as f64 * (x - mean)).powi(2))
            .sum::<f64>();
        (spread * n / (n - 1.0)).sqrt() / total
    });
    Difference { mean, se }
}

/// The mean of `f` over `showings`, a game weighing the entry's seats.
fn per_seat(showings: &[Showing], f: impl Fn(&Showing) -> f64) -> f64 {
    let seats = showings.iter().map(|s| s.seats).sum::<usize>() as f64;
    showings.iter().map(|s| f(s) * s.seats as f64).sum::<f64>() / seats
}

/// The entry compared: `named` (0 is the first), or else the one in which
/// the two bot lists differ; every other entry must be alike in both.
fn differing_entry(
    reference: &Header,
    candidate: &Header,
    named: Option<usize>,
) -> Result<usize, String> {
    let (r, c) = (&reference.bots, &candidate.bots);
    if r.len() != c.len() {
        return Err(format!(
            "the bot lists name {} and {} entries; a comparison needs them alike but for one",
            r.len(),
            c.len()
        ));
    }
    if let Some(refusal) = named.and_then(|i| no_entry(r, i)) {
        return Err(refusal);
    }
    let differ: Vec<usize> = (0..r.len())
        .filter(|&i| r[i] != c[i] && Some(i) != named)
        .collect();
    match (differ.as_slice(), named) {
        ([], Some(i)) => Ok(i),
        ([i], None) => Ok(*i),
        ([], None) => Err(format!(
            "the two journals hold the same bots ({}); name the entry that differs between \
             them (two builds of the same spec: --entry N)",
            r.join(",")
        )),
        (many, _) => Err(format!(
            "the bot lists differ in entries {} ({} against {}); a comparison needs them \
             alike but for one",
            many.iter()
                .chain(named.as_slice())
                .map(|i| (i + 1).to_string())
                .collect::<Vec<_>>()
                .join(", "),
            r.join(","),
            c.join(",")
        )),
    }
}

/// The journal of `reference` and that of `candidate`, game by game (see
/// the module docs): the entry of the bot list in which they differ, or
/// `entry` (0 is the first) where they do not (two builds of one spec,
/// whose journals name the same bots). Refused, naming the file and line:
/// a file that is not a journal, a line that is not a finished game,
/// tournaments of another game, edition, player count, options or seed,
/// bot lists that differ in another entry than the one compared, and
/// journals without a game in common.
pub fn compare(
    reference: &Path,
    candidate: &Path,
    entry: Option<usize>,
) -> Result<Comparison, String> {
    let (ref_header, ref_games) = journal::read_any(reference, None)?;
    let (cand_header, cand_games) = journal::read_any(candidate, None)?;
    let alike = Header {
        bots: ref_header.bots.clone(),
        ..cand_header.clone()
    };
    if alike != ref_header {
        return Err(format!(
            "{} line 1: another tournament than {}'s ({}); a comparison needs the same \
             game, edition, players, options and seed",
            candidate.display(),
            reference.display(),
            journal::differences(&cand_header, &ref_header)
        ));
    }
    let entry = differing_entry(&ref_header, &cand_header, entry)?;
    let players = ref_header.players;
    let lineups = lineups(ref_header.bots.len(), players);
    let seats = |g: u64| seating(&lineups, players, g).1;
    let showings = |games: &journal::Games| -> Vec<(u64, Showing)> {
        games
            .values()
            .filter_map(|f| Some((f.game, showing(f, &seats(f.game), entry)?)))
            .collect()
    };
    let ref_showings = showings(&ref_games);
    let cand_showings = showings(&cand_games);
    let cand_by_game: std::collections::BTreeMap<u64, Showing> =
        cand_showings.iter().copied().collect();
    let common: Vec<(u64, Showing, Showing)> = ref_showings
        .iter()
        .filter_map(|&(g, r)| Some((g, r, *cand_by_game.get(&g)?)))
        .collect();
    if common.is_empty() {
        return Err(format!(
            "{} and {} hold no game in common yet (in which entry {} sits)",
            reference.display(),
            candidate.display(),
            entry + 1
        ));
    }
    type Pick = fn(&(u64, Showing, Showing)) -> Showing;
    let side = |path: &Path, header: &Header, held: &[(u64, Showing)], of: Pick| {
        let common: Vec<Showing> = common.iter().map(of).collect();
        let held: Vec<Showing> = held.iter().map(|&(_, s)| s).collect();
        Side {
            journal: path.display().to_string(),
            bot: header.bots[entry].clone(),
            held: held.len() as u64,
            held_win_share: per_seat(&held, |s| s.win),
            win_share: per_seat(&common, |s| s.win),
            mean_score: per_seat(&common, |s| s.score),
            others_mean_score: per_seat(&common, |s| s.others),
            ahead_of_each: per_seat(&common, |s| s.ahead),
        }
    };
    let diff = |f: &dyn Fn(&Showing) -> f64| {
        difference(
            &common
                .iter()
                .map(|(_, r, c)| (f(c) - f(r), r.seats))
                .collect::<Vec<_>>(),
        )
    };
    Ok(Comparison {
        game: ref_header.game.clone(),
        edition: ref_header.edition,
        players,
        seed: ref_header.seed,
        entry,
        games: common.len() as u64,
        reference: side(reference, &ref_header, &ref_showings, |s| s.1),
        candidate: side(candidate, &cand_header, &cand_showings, |s| s.2),
        win_share: diff(&|s| s.win),
        margin: diff(&|s| s.score - s.others),
        score: diff(&|s| s.score),
        ahead_of_each: diff(&|s| s.ahead),
        per_game: common
            .iter()
            .map(|(g, r, c)| GameDifference {
                game: *g,
                seats: r.seats,
                win_share: c.win - r.win,
                margin: (c.score - c.others) - (r.score - r.others),
            })
            .collect(),
    })
}

/// One figure of a side, read for the text.
type Reading = fn(&Side) -> f64;

/// The half-width of a 95% interval of a share `p` of `n` games (Wald).
fn interval(p: f64, n: u64) -> f64 {
    1.96 * (p * (1.0 - p) / n.max(1) as f64).sqrt()
}

impl fmt::Display for Comparison {
    /// The comparison as text: each side, then the differences.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (r, c) = (&self.reference, &self.candidate);
        writeln!(
            f,
            "{}, edition {}: {} players, seed {}; entry {} of the bot list, on the {} games \
             both journals hold",
            self.game,
            self.edition,
            self.players,
            self.seed,
            self.entry + 1,
            self.games
        )?;
        let width = r.bot.len().max(c.bot.len()).max(9);
        let row = |f: &mut fmt::Formatter<'_>, what: &str, a: String, b: String| {
            writeln!(f, "{what:<26} {a:>width$} {b:>width$}")
        };
        row(f, "", "reference".into(), "candidate".into())?;
        row(f, "bot", r.bot.clone(), c.bot.clone())?;
        row(f, "games held", r.held.to_string(), c.held.to_string())?;
        row(
            f,
            "win share of those (95%)",
            format!(
                "{:.3} ±{:.3}",
                r.held_win_share,
                interval(r.held_win_share, r.held)
            ),
            format!(
                "{:.3} ±{:.3}",
                c.held_win_share,
                interval(c.held_win_share, c.held)
            ),
        )?;
        writeln!(f, "on the common games:")?;
        let common: [(&str, Reading, usize); 4] = [
            ("  win share", |s| s.win_share, 3),
            ("  mean score", |s| s.mean_score, 1),
            ("  the others' mean score", |s| s.others_mean_score, 1),
            ("  ahead of each other seat", |s| s.ahead_of_each, 3),
        ];
        for (what, of, digits) in common {
            row(
                f,
                what,
                format!("{:.digits$}", of(r)),
                format!("{:.digits$}", of(c)),
            )?;
        }
        writeln!(
            f,
            "Candidate minus reference, game by game (mean, standard error):"
        )?;
        let line = |f: &mut fmt::Formatter<'_>, what: &str, d: Difference, digits: usize| {
            let se = d.se.map_or("-".to_string(), |se| format!("{se:.digits$}"));
            writeln!(f, "  {what:<24} {:+.digits$} (se {se})", d.mean)
        };
        line(f, "win share", self.win_share, 3)?;
        line(f, "score margin", self.margin, 1)?;
        line(f, "own score", self.score, 1)?;
        line(f, "ahead of each", self.ahead_of_each, 3)
    }
}

#[cfg(test)]
#[path = "compare_tests.rs"]
mod tests;
