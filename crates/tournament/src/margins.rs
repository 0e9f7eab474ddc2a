//! How far from the win one entry of a tournament finished, game by game,
//! and what a few points a game more would have made of its win share:
//! the yardstick a candidate's points are read against. Its score less the
//! best score of the seats the entry does not hold is counted in bands
//! (lost by over 20, by 11 to 20, ...), and each seat it held is scored
//! again with N points added to every seat the entry holds, nothing else
//! changed: the games it lost by fewer than N points become wins, those it
//! lost by exactly N ties at the top (the win split between the tied
//! seats, as the tournament splits it).
//!
//! Points added this way are the best case of a candidate that scores N
//! more a game: one whose points change the course of the game changes
//! the others' scores too, and a game that goes otherwise is a new draw
//! of its luck.
//!
//! ```text
//! urbs margins JOURNAL.jsonl [--entry N] [--points 1,2,3,5,10] [--json] [--plot FILE.svg]
//! ```

use std::fmt;
use std::path::Path;

use serde::Serialize;

use crate::journal::{self, Finished};
use crate::{entry_seats, lineups, no_entry, seating};

/// The bands of the margins, inclusive: `None` is open-ended.
const BANDS: [(Option<i64>, Option<i64>); 11] = [
    (None, Some(-21)),
    (Some(-20), Some(-11)),
    (Some(-10), Some(-6)),
    (Some(-5), Some(-3)),
    (Some(-2), Some(-1)),
    (Some(0), Some(0)),
    (Some(1), Some(2)),
    (Some(3), Some(5)),
    (Some(6), Some(10)),
    (Some(11), Some(20)),
    (Some(21), None),
];

/// The points added by default.
pub const POINTS: [i64; 5] = [1, 2, 3, 5, 10];

/// Seats whose margin falls in `from..=to` (`None`: open-ended).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Band {
    pub from: Option<i64>,
    pub to: Option<i64>,
    pub seats: u64,
}

/// The entry's win share with `points` added to each of its scores.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct WithPoints {
    pub points: i64,
    pub win_share: f64,
}

/// One entry's margins in a journal ([`margins`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Margins {
    pub game: String,
    pub seed: u64,
    /// The entry of the bot list (0 is the first) and its spec.
    pub entry: usize,
    pub bot: String,
    /// Games of the journal in which the entry sits, and the seats it held
    /// in them (more than the games where it holds two seats of some).
    pub games: u64,
    pub seats: u64,
    /// Its win share as the journal has it, per seat (the game's own
    /// tie-breaks), and as the scores alone give it (tied top scores
    /// split the win): the two differ only where the game breaks ties.
    pub win_share: f64,
    pub by_scores: f64,
    /// Each seat's score less the best score of the seats the entry does
    /// not hold, in game order.
    pub margins: Vec<i64>,
    pub bands: Vec<Band>,
    /// Ascending in points.
    pub with_points: Vec<WithPoints>,
}

/// The win share of each seat of `mine` in `game`, by the scores alone,
/// with `points` added to each of them.
fn shares_with(game: &Finished, mine: &[usize], points: i64) -> f64 {
    let score = |s: usize| game.scores[s] + if mine.contains(&s) { points } else { 0 };
    let top = (0..game.scores.len()).map(score).max().unwrap_or(0);
    let tied = (0..game.scores.len()).filter(|&s| score(s) == top).count();
    mine.iter()
        .map(|&s| {
            if score(s) == top {
                1.0 / tied as f64
            } else {
                0.0
            }
        })
        .sum()
}

/// The margins of entry `entry` (0 is the first; default the first) of the
/// tournament whose journal is at `path`, and its win shares with each of
/// `points` added (see the module docs). Refused, naming the file and
/// line: a file that is not a journal, a line that is not a finished game,
/// an entry the bot list lacks, negative points, and a journal without a
/// game in which the entry sits.
pub fn margins(path: &Path, entry: Option<usize>, points: &[i64]) -> Result<Margins, String> {
    let (header, games) = journal::read_any(path, None)?;
    let entry = entry.unwrap_or(0);
    if let Some(refusal) = no_entry(&header.bots, entry) {
        return Err(refusal);
    }
    if let Some(p) = points.iter().find(|&&p| p < 0) {
        return Err(format!("points `{p}`: added points are 0 or more"));
    }
    let mut points = points.to_vec();
    points.sort_unstable();
    points.dedup();
    let lineups = lineups(header.bots.len(), header.players);
    let (mut played, mut seats, mut won, mut by_scores) = (0u64, 0u64, 0.0, 0.0);
    let mut margins = Vec::new();
    let mut with: Vec<f64> = vec![0.0; points.len()];
    for game in games.values() {
        let at = seating(&lineups, header.players, game.game).1;
        let Some((mine, others)) = entry_seats(&at, entry) else {
            continue;
        };
        played += 1;
        seats += mine.len() as u64;
        let best = others.iter().map(|&s| game.scores[s]).max().unwrap_or(0);
        margins.extend(mine.iter().map(|&s| game.scores[s] - best));
        won += mine.iter().map(|&s| game.wins[s]).sum::<f64>();
        by_scores += shares_with(game, &mine, 0);
        for (sum, &p) in with.iter_mut().zip(&points) {
            *sum += shares_with(game, &mine, p);
        }
    }
    if seats == 0 {
        return Err(format!(
            "{} holds no game in which entry {} ({}) sits",
            path.display(),
            entry + 1,
            header.bots[entry]
        ));
    }
    let bands = BANDS
        .iter()
        .map(|&(from, to)| Band {
            from,
            to,
            seats: margins
                .iter()
                .filter(|&&m| from.is_none_or(|f| m >= f) && to.is_none_or(|t| m <= t))
                .count() as u64,
        })
        .collect();
    let with_points = points
        .iter()
        .zip(with)
        .map(|(&points, sum)| WithPoints {
            points,
            win_share: sum / seats as f64,
        })
        .collect();
    Ok(Margins {
        game: header.game,
        seed: header.seed,
        entry,
        bot: header.bots[entry].clone(),
        games: played,
        seats,
        win_share: won / seats as f64,
        by_scores: by_scores / seats as f64,
        margins,
        bands,
        with_points,
    })
}

impl Band {
    /// The band as people read it: "-21 or less", "-5 to -3", "0".
    pub fn label(&self) -> String {
        self.spelt(
            |t| format!("{t} or less"),
            |f| format!("{f:+} or more"),
            " to ",
        )
    }

    /// The band in few characters, for a plot's axis: "≤-21", "-5..-3".
    pub fn short_label(&self) -> String {
        self.spelt(|t| format!("≤{t}"), |f| format!("≥{f:+}"), "..")
    }

    fn spelt(&self, below: fn(i64) -> String, above: fn(i64) -> String, to: &str) -> String {
        let signed = |n: i64| if n == 0 { "0".into() } else { format!("{n:+}") };
        match (self.from, self.to) {
            (None, Some(t)) => below(t),
            (Some(f), None) => above(f),
            (Some(f), Some(t)) if f == t => signed(f),
            (Some(f), Some(t)) => format!("{}{to}{}", signed(f), signed(t)),
            (None, None) => "any".into(),
        }
    }
}

impl fmt::Display for Margins {
    /// The margins as text: the win shares, the bands as a bar each, and
    /// the win share with each number of points added.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{}, seed {}: entry {} ({}), {} seats in {} games",
            self.game,
            self.seed,
            self.entry + 1,
            self.bot,
            self.seats,
            self.games
        )?;
        writeln!(
            f,
            "Win share {:.3} (by the scores alone, tied top scores split: {:.3})",
            self.win_share, self.by_scores
        )?;
        writeln!(f, "Its score less the best other bot's:")?;
        let widest = self.bands.iter().map(|b| b.seats).max().unwrap_or(0).max(1);
        for band in &self.bands {
            let bar = "#".repeat((band.seats * 40).div_ceil(widest) as usize);
            writeln!(f, "  {:>12}  {:>5}  {bar}", band.label(), band.seats)?;
        }
        if !self.with_points.is_empty() {
            writeln!(
                f,
                "Win share with points added to each of its scores, nothing else changed:"
            )?;
            for w in &self.with_points {
                writeln!(f, "  {:>+4}  {:.3}", w.points, w.win_share)?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::io::Write;

    use super::*;

    /// A For Sale journal of `players` seats and these bots, with games
    /// of these scores (the top scores split the win).
    fn journal(
        dir: &Path,
        bots: &[&str],
        players: usize,
        games: &[(u64, &[i64])],
    ) -> std::path::PathBuf {
        let path = dir.join("j.jsonl");
        let mut f = std::fs::File::create(&path).unwrap();
        let header = serde_json::json!({
            "journal": "urbs tournament", "game": "forsale", "edition": 1,
            "players": players, "options": {}, "bots": bots, "seed": 7,
        });
        writeln!(f, "{header}").unwrap();
        for (g, scores) in games {
            let top = scores.iter().max().unwrap();
            let tied = scores.iter().filter(|s| *s == top).count() as f64;
            let wins: Vec<f64> = scores
                .iter()
                .map(|s| if s == top { 1.0 / tied } else { 0.0 })
                .collect();
            writeln!(
                f,
                "{}",
                serde_json::json!({"game": g, "scores": scores, "wins": wins})
            )
            .unwrap();
        }
        path
    }

    #[test]
    fn margins_are_counted_from_the_best_other_seat_and_points_turn_the_close_games() {
        let dir = tempfile::tempdir().unwrap();
        // One bot a seat: entry 0 sits in seat (3 - g % 3) % 3 of game g.
        let path = journal(
            dir.path(),
            &["a", "b", "c"],
            3,
            &[
                (0, &[30, 29, 10]), // seat 0: won by 1
                (1, &[22, 12, 20]), // seat 2: lost by 2
                (2, &[40, 9, 10]),  // seat 1: lost by 31
                (3, &[25, 25, 3]),  // seat 0: tied at the top
            ],
        );
        let m = margins(&path, None, &[2, 1, 0]).unwrap();
        assert_eq!((m.games, m.seats, m.bot.as_str()), (4, 4, "a"));
        assert_eq!(m.margins, vec![1, -2, -31, 0]);
        assert!((m.win_share - 1.5 / 4.0).abs() < 1e-12, "{}", m.win_share);
        assert_eq!(m.by_scores, m.win_share);
        let seats: Vec<u64> = m.bands.iter().map(|b| b.seats).collect();
        assert_eq!(seats, vec![1, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0]);
        // Sorted: +1 wins the tie outright; +2 also ties the game lost
        // by 2 (half of it).
        let with: Vec<(i64, f64)> = m
            .with_points
            .iter()
            .map(|w| (w.points, w.win_share))
            .collect();
        assert_eq!(with[0], (0, 1.5 / 4.0));
        assert_eq!(with[1], (1, 2.0 / 4.0));
        assert_eq!(with[2], (2, 2.5 / 4.0));
        let text = m.to_string();
        assert!(
            text.contains("-21 or less") && text.contains("  +2  0.625"),
            "{text}"
        );
        let svg = crate::plot_margins_svg(&m).unwrap();
        assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
        assert!(
            svg.contains("≤-21") && svg.contains("points added a game"),
            "{svg}"
        );
        for _ in 0..4 {
            assert_eq!(
                crate::plot_margins_svg(&m).unwrap(),
                svg,
                "the same file each time"
            );
        }
    }

    #[test]
    fn an_entry_with_two_seats_is_measured_against_the_others_only() {
        let dir = tempfile::tempdir().unwrap();
        // Two entries, three players: game 0 seats entries 0, 1, 0.
        let path = journal(dir.path(), &["a", "b"], 3, &[(0, &[30, 20, 25])]);
        let m = margins(&path, Some(0), &[0, 10]).unwrap();
        assert_eq!((m.games, m.seats), (1, 2));
        assert_eq!(m.margins, vec![10, 5]);
        assert_eq!(m.with_points[1].win_share, 0.5, "its own seats stay apart");
        let b = margins(&path, Some(1), &[5, 10]).unwrap();
        assert_eq!(b.margins, vec![-10]);
        assert_eq!(b.with_points[0].win_share, 0.0, "20 + 5 is not 30");
        assert_eq!(b.with_points[1].win_share, 0.5, "20 + 10 ties 30");
    }

    #[test]
    fn a_missing_entry_negative_points_and_a_bad_line_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let path = journal(dir.path(), &["a", "b", "c"], 3, &[(0, &[1, 2, 3])]);
        let e = margins(&path, Some(3), &POINTS).unwrap_err();
        assert!(e.contains("no entry 4") && e.contains("a,b,c"), "{e}");
        let e = margins(&path, None, &[-1]).unwrap_err();
        assert!(e.contains("`-1`"), "{e}");
        let mut f = std::fs::OpenOptions::new()
            .append(true)
            .open(&path)
            .unwrap();
        writeln!(f, "not json").unwrap();
        let e = margins(&path, None, &POINTS).unwrap_err();
        assert!(e.contains("line 3"), "{e}");
    }
}
