use std::path::{Path, PathBuf};

use urbs_forsale::{ForSale, Options};

use super::*;
use crate::{TournamentConfig, plot_comparison_svg, run};

/// A journal written by hand: the header of a three-player tournament of
/// `bots` with `seed`, then `rows` as they are.
fn journal(dir: &Path, name: &str, bots: &[&str], seed: u64, rows: &[&str]) -> PathBuf {
    let header = serde_json::json!({
        "journal": "urbs tournament", "game": "forsale", "edition": 1, "players": 3,
        "options": {}, "bots": bots, "seed": seed,
    });
    let mut text = format!("{header}\n");
    for row in rows {
        text += row;
    }
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// Three players, the bot list's first entry differing: it sits in seat
/// 0 in game 0, seat 2 in game 1 and seat 1 in game 2 (each match turns
/// its line-up one seat a game).
fn hand_written(dir: &Path) -> (PathBuf, PathBuf) {
    let reference = journal(
        dir,
        "a.jsonl",
        &["a", "x", "x"],
        1,
        &[
            "{\"game\":0,\"scores\":[10,5,7],\"wins\":[1.0,0.0,0.0]}\n",
            "{\"game\":1,\"scores\":[8,8,3],\"wins\":[0.5,0.5,0.0]}\n",
            "{\"game\":2,\"scores\":[4,9,4],\"wins\":[0.0,1.0,0.0]}\n",
            "{\"game\":3,\"scores\":[1,2,3],\"wins\":[0.0,0.0,1.0]}\n",
        ],
    );
    let third = 1.0 / 3.0;
    let candidate = journal(
        dir,
        "b.jsonl",
        &["b", "x", "x"],
        1,
        &[
            "{\"game\":2,\"scores\":[3,3,3],\"wins\":[0.0,0.0,1.0]}\n",
            "{\"game\":0,\"scores\":[6,9,2],\"wins\":[0.0,1.0,0.0]}\n",
            &format!("{{\"game\":1,\"scores\":[5,5,5],\"wins\":[{third},{third},{third}]}}\n"),
            // A game cut off mid-write by a stop: not yet held.
            "{\"game\":4,\"scores\":[3,",
        ],
    );
    (reference, candidate)
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

/// Two real For Sale tournaments of three players and 12 games with
/// `seed`, journaled in `dir`: the bot list `firsts[i]` then `rest`.
fn two_tournaments<'a>(
    dir: &Path,
    firsts: [&'a str; 2],
    rest: &[&str],
    seed: u64,
) -> (Vec<PathBuf>, Vec<(&'a str, crate::TournamentReport)>) {
    let mut reports = Vec::new();
    let mut paths = Vec::new();
    for (name, first) in ["ref.jsonl", "cand.jsonl"].into_iter().zip(firsts) {
        let path = dir.join(name);
        let mut bots = vec![first.to_string()];
        bots.extend(rest.iter().map(|b| b.to_string()));
        let cfg = TournamentConfig {
            players: 3,
            options: Options::default(),
            bots,
            games: 12,
            seed,
            journal: Some(path.clone()),
            ..TournamentConfig::default()
        };
        reports.push((first, run::<ForSale>(&cfg, &|_| {}).unwrap()));
        paths.push(path);
    }
    (paths, reports)
}

#[test]
fn the_entry_is_measured_on_each_deal_in_its_own_seat() {
    let dir = tempfile::tempdir().unwrap();
    let (reference, candidate) = hand_written(dir.path());
    let c = compare(&reference, &candidate, None).unwrap();
    assert_eq!((c.entry, c.games, c.players, c.seed), (0, 3, 3, 1));
    // The reference's entry: game 0 seat 0 won with 10 (others 6), game 1
    // seat 2 lost with 3 (others 8), game 2 seat 1 won with 9 (others 4),
    // game 3 (not in the candidate's journal) seat 0 lost.
    let r = &c.reference;
    assert_eq!((r.bot.as_str(), r.held), ("a", 4));
    assert!(close(r.held_win_share, 0.5));
    assert!(close(r.win_share, 2.0 / 3.0));
    assert!(close(r.mean_score, 22.0 / 3.0));
    assert!(close(r.others_mean_score, 6.0));
    assert!(close(r.ahead_of_each, 2.0 / 3.0));
    // The candidate's: lost with 6 (others 5.5; ahead of the 2, behind the
    // winner), a three-way tie (a third; level with both), and a tie on
    // points lost on the tie-break (level with one seat, behind the other).
    let k = &c.candidate;
    assert_eq!((k.bot.as_str(), k.held), ("b", 3));
    assert!(close(k.held_win_share, 1.0 / 9.0));
    assert!(close(k.win_share, 1.0 / 9.0));
    assert!(close(k.ahead_of_each, (0.5 + 0.5 + 0.25) / 3.0));
    // Game by game: win share -1, +1/3, -1 (mean -5/9, standard error
    // 4/9); margin -3.5, +5, -5; own score -4, +2, -6; ahead -0.5, +0.5, -0.75.
    assert!(close(c.win_share.mean, -5.0 / 9.0));
    assert!(close(c.win_share.se.unwrap(), 4.0 / 9.0));
    assert!(close(c.margin.mean, -3.5 / 3.0));
    assert!(close(c.score.mean, -8.0 / 3.0));
    assert!(close(c.ahead_of_each.mean, -0.25));
    let games: Vec<u64> = c.per_game.iter().map(|d| d.game).collect();
    assert_eq!(games, [0, 1, 2]);
    assert!(close(c.per_game[1].margin, 5.0));
    let text = c.to_string();
    assert!(
        text.contains("win share                -0.556 (se 0.444)"),
        "{text}"
    );
    assert!(text.contains("on the 3 games both journals hold"), "{text}");
    let json = serde_json::to_value(&c).unwrap();
    assert_eq!(json["candidate"]["bot"], "b");
    assert_eq!(json["per_game"][2]["win_share"], -1.0);
}

#[test]
fn the_seats_are_the_tournaments_own() {
    // Two real tournaments, the first entry differing: over every game the
    // comparison's win shares and mean scores are the reports' own, which
    // they are only if it seats each entry where the tournament did.
    let dir = tempfile::tempdir().unwrap();
    let (paths, reports) = two_tournaments(
        dir.path(),
        ["random", "ismcts:20"],
        &["greedy", "greedy"],
        7,
    );
    let c = compare(&paths[0], &paths[1], None).unwrap();
    assert_eq!(c.games, 12);
    for (side, (first, report)) in [&c.reference, &c.candidate].into_iter().zip(&reports) {
        let rating = report.rating(first).unwrap();
        assert!(close(side.win_share, rating.win_share), "{first}");
        assert!(close(side.mean_score, rating.mean_score), "{first}");
        let greedy = report.rating("greedy").unwrap();
        assert!(close(side.others_mean_score, greedy.mean_score), "{first}");
    }
    assert!(close(
        c.win_share.mean,
        c.candidate.win_share - c.reference.win_share
    ));
    let svg = plot_comparison_svg(&c).unwrap();
    assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    assert!(
        svg.contains("Win share, candidate minus reference"),
        "{svg}"
    );
    assert!(svg.contains("ismcts:20 against random"), "{svg}");
}

#[test]
fn an_entry_holding_two_seats_of_a_game_counts_each_seat() {
    // Two entries at a table of three: the first holds seats 0 and 2 of
    // one line-up, seat 1 of the other. Each side's figures are the
    // tournament's own, per seat, and the paired mean is their difference.
    let dir = tempfile::tempdir().unwrap();
    let (paths, reports) = two_tournaments(dir.path(), ["random", "greedy"], &["ismcts:20"], 5);
    let c = compare(&paths[0], &paths[1], None).unwrap();
    let seats: Vec<usize> = c.per_game.iter().map(|d| d.seats).collect();
    assert!(seats.contains(&1) && seats.contains(&2), "{seats:?}");
    for (side, (first, report)) in [&c.reference, &c.candidate].into_iter().zip(&reports) {
        let rating = report.rating(first).unwrap();
        assert!(close(side.held_win_share, rating.win_share), "{first}");
        assert!(close(side.win_share, rating.win_share), "{first}");
        assert!(close(side.mean_score, rating.mean_score), "{first}");
    }
    type Figure = fn(&Side) -> f64;
    let figures: [(Difference, Figure); 3] = [
        (c.win_share, |s| s.win_share),
        (c.score, |s| s.mean_score),
        (c.ahead_of_each, |s| s.ahead_of_each),
    ];
    for (d, side) in figures {
        assert!(close(d.mean, side(&c.candidate) - side(&c.reference)));
    }
}

#[test]
fn a_game_weighs_the_seats_the_entry_held() {
    // Differences 1 (one seat) and 4 (two seats): mean (1 + 8) / 3 = 3;
    // the standard error sqrt(n / (n - 1) * ((1 - 3)^2 + (2 * (4 - 3))^2)) / 3.
    let d = difference(&[(1.0, 1), (4.0, 2)]);
    assert!(close(d.mean, 3.0));
    assert!(close(d.se.unwrap(), (2.0f64 * 8.0).sqrt() / 3.0));
    // Equal weights: the mean and sd / sqrt(n).
    let d = difference(&[(1.0, 1), (2.0, 1), (6.0, 1)]);
    assert!(close(d.mean, 3.0));
    assert!(close(d.se.unwrap(), (7.0f64 / 3.0).sqrt()));
    assert_eq!(difference(&[(5.0, 2)]).se, None);
}

#[test]
fn only_tournaments_alike_but_for_one_entry_are_compared() {
    let dir = tempfile::tempdir().unwrap();
    let (reference, candidate) = hand_written(dir.path());
    let row = "{\"game\":0,\"scores\":[1,2,3],\"wins\":[0.0,0.0,1.0]}\n";
    let other_seed = journal(dir.path(), "s.jsonl", &["b", "x", "x"], 2, &[row]);
    let e = compare(&reference, &other_seed, None).unwrap_err();
    assert!(
        e.contains("s.jsonl line 1") && e.contains("seed 2, not 1"),
        "{e}"
    );
    let two = journal(dir.path(), "t.jsonl", &["b", "x", "y"], 1, &[row]);
    let e = compare(&reference, &two, None).unwrap_err();
    assert!(e.contains("differ in entries 1, 3"), "{e}");
    let e = compare(&reference, &reference, None).unwrap_err();
    assert!(
        e.contains("the same bots") && e.contains("--entry N"),
        "{e}"
    );
    let short = journal(dir.path(), "u.jsonl", &["b", "x"], 1, &[row]);
    assert!(
        compare(&reference, &short, None)
            .unwrap_err()
            .contains("3 and 2")
    );
    let late = journal(
        dir.path(),
        "v.jsonl",
        &["b", "x", "x"],
        1,
        &["{\"game\":9,\"scores\":[1,2,3],\"wins\":[0.0,0.0,1.0]}\n"],
    );
    assert!(
        compare(&reference, &late, None)
            .unwrap_err()
            .contains("no game in common")
    );
    let bad = journal(
        dir.path(),
        "w.jsonl",
        &["b", "x", "x"],
        1,
        &[row, "{\"game\":1,\"scores\":[1,2],\"wins\":[0,1]}\n"],
    );
    let e = compare(&reference, &bad, None).unwrap_err();
    assert!(e.contains("w.jsonl line 3"), "{e}");
    std::fs::write(dir.path().join("x.jsonl"), "not a journal\n").unwrap();
    let e = compare(&dir.path().join("x.jsonl"), &candidate, None).unwrap_err();
    assert!(e.contains("x.jsonl line 1: not the journal"), "{e}");
}

#[test]
fn two_builds_of_one_spec_are_compared_at_the_entry_named() {
    // The same bots in both journals (the candidate a build of the same
    // spec with other code or weights): the entry is named.
    let dir = tempfile::tempdir().unwrap();
    let (reference, candidate) = hand_written(dir.path());
    let text = std::fs::read_to_string(&candidate).unwrap();
    let rebuilt = dir.path().join("a2.jsonl");
    std::fs::write(&rebuilt, text.replacen("\"b\"", "\"a\"", 1)).unwrap();
    let named = compare(&reference, &rebuilt, Some(0)).unwrap();
    let differing = compare(&reference, &candidate, None).unwrap();
    assert_eq!(named.reference.bot, named.candidate.bot);
    assert_eq!(named.per_game, differing.per_game);
    assert_eq!(named.win_share, differing.win_share);
    // Naming the entry that differs anyway changes nothing.
    assert_eq!(compare(&reference, &candidate, Some(0)).unwrap(), differing);
    // Another entry named while the first differs: two entries differ.
    let e = compare(&reference, &candidate, Some(1)).unwrap_err();
    assert!(e.contains("differ in entries 1, 2"), "{e}");
    let e = compare(&reference, &rebuilt, Some(3)).unwrap_err();
    assert!(e.contains("no entry 4 in a bot list of 3"), "{e}");
}
