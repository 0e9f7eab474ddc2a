//! `urbs tournament`: seat-rotated bot matches, ratings, head-to-head shares.

use std::path::PathBuf;

use clap::Args;
use indicatif::ProgressBar;
use urbs_bots::Roster;
use urbs_catalog::{Visitor, with_game};
use urbs_engine::parse_options;
use urbs_tournament::{TournamentConfig, TournamentReport, plot_svg, run as run_tournament};

use crate::GameOptions;
use crate::options::{bot_list, players_or_default};

#[derive(Args)]
pub struct TournamentArgs {
    /// Game id (forsale, ...).
    #[arg(long)]
    pub game: String,
    /// Players per game (default 4, or the nearest the game allows).
    #[arg(long)]
    pub players: Option<usize>,
    /// Bots, comma-separated; a name may repeat (`ismcts:1s,greedy,greedy,greedy`).
    #[arg(long)]
    pub bots: String,
    /// Games to play, rounded up to whole seat rotations.
    #[arg(long, default_value_t = 100)]
    pub games: u64,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    #[command(flatten)]
    pub options: GameOptions,
    /// Play this edition of the rules (default: the latest), for study.
    #[arg(long, value_name = "N")]
    pub edition: Option<u32>,
    /// Worker threads (default: every core).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Print `{"game","players","games","ratings":[{"bot","rating","low","high","win_share",...}],...}`.
    #[arg(long)]
    pub json: bool,
    /// Draw the ratings with their intervals and the score distributions into this SVG file.
    #[arg(long, value_name = "FILE.svg")]
    pub plot: Option<PathBuf>,
    /// Keep every finished game in this file (JSON lines) and play only the
    /// games it lacks: a stopped tournament goes on where it stopped, and
    /// a larger --games extends a finished one. The other options must be
    /// the tournament's own.
    #[arg(long, value_name = "FILE.jsonl")]
    pub journal: Option<PathBuf>,
    /// With --journal: play nothing, and report on the games the journal
    /// holds so far (while another run may be writing it).
    #[arg(long, requires = "journal")]
    pub so_far: bool,
}

struct Tournament<'a> {
    args: &'a TournamentArgs,
    players: usize,
    options: serde_json::Value,
    bar: &'a ProgressBar,
}

impl Visitor for Tournament<'_> {
    type Out = Result<TournamentReport, String>;

    fn visit<G: Roster>(self) -> Self::Out {
        let cfg = TournamentConfig {
            players: self.players,
            options: parse_options::<G>(&self.options).map_err(|e| e.to_string())?,
            bots: bot_list(&self.args.bots),
            games: self.args.games,
            seed: self.args.seed,
            edition: self.args.edition,
            journal: self.args.journal.clone(),
            so_far: self.args.so_far,
        };
        let bar = self.bar;
        run_tournament::<G>(&cfg, &|done| bar.set_position(done))
    }
}

/// Plays the tournament of `args`, showing progress on `bar`.
pub fn play(args: &TournamentArgs, bar: &ProgressBar) -> Result<TournamentReport, String> {
    let players = players_or_default(&args.game, args.players)?;
    let options = crate::options::options_json(&args.options)?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.threads.unwrap_or(0))
        .build()
        .map_err(|e| e.to_string())?;
    let job = Tournament {
        args,
        players,
        options,
        bar,
    };
    pool.install(|| with_game(&args.game, job))?
}

pub fn run(args: TournamentArgs) -> Result<(), String> {
    let players = players_or_default(&args.game, args.players)?;
    let games = args.games.max(1).div_ceil(players as u64) * players as u64;
    let bar = urbs_bots::arena::games_bar(games);
    let report = play(&args, &bar)?;
    bar.finish_and_clear();
    if let Some(path) = &args.plot {
        std::fs::write(path, plot_svg(&report)?)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    if args.json {
        println!(
            "{}",
            serde_json::to_string(&report).map_err(|e| e.to_string())?
        );
    } else {
        print!("{}", table(&report));
        if let Some(path) = &args.plot {
            println!("Plot written to {}.", path.display());
        }
    }
    Ok(())
}

fn signed(x: f64) -> String {
    format!("{:+.0}", x)
}

/// The report as text: the rating table, then the head-to-head matrix.
pub fn table(r: &TournamentReport) -> String {
    let resumed = match r.resumed {
        0 => String::new(),
        n => format!(", {n} of them from the journal"),
    };
    let mut out = format!(
        "{}, edition {}: {} players, {} seat-rotated games{resumed}, seed {} ({:.1} s)\n",
        r.game, r.edition, r.players, r.games, r.seed, r.elapsed_s
    );
    let width = r
        .ratings
        .iter()
        .map(|x| x.bot.len())
        .max()
        .unwrap_or(3)
        .max(3);
    out += &format!(
        "{:<4} {:<width$} {:>7} {:>16} {:>10} {:>10} {:>7}\n",
        "rank", "bot", "rating", "95% interval", "win share", "mean score", "seats"
    );
    for (i, x) in r.ratings.iter().enumerate() {
        out += &format!(
            "{:<4} {:<width$} {:>7} {:>16} {:>10.3} {:>10.2} {:>7}\n",
            i + 1,
            x.bot,
            signed(x.rating),
            format!("[{}, {}]", signed(x.low), signed(x.high)),
            x.win_share,
            x.mean_score,
            x.seat_games
        );
    }
    out += &format!(
        "(parity win share: {:.3}; ratings: Bradley-Terry on pairwise finishes, Elo scale)\n\n",
        1.0 / r.players as f64
    );
    let h = &r.head_to_head;
    let col = h.bots.iter().map(|b| b.len()).max().unwrap_or(3).max(5);
    out += "Head to head: how often the row bot finished ahead of the column bot\n";
    out += &format!("{:<col$}", "");
    for b in &h.bots {
        out += &format!(" {b:>col$}");
    }
    out += "\n";
    for (i, b) in h.bots.iter().enumerate() {
        out += &format!("{b:<col$}");
        for cell in &h.share[i] {
            match cell {
                Some(s) => out += &format!(" {s:>col$.3}"),
                None => out += &format!(" {:>col$}", "-"),
            }
        }
        out += "\n";
    }
    out
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A three-player For Sale tournament of `bots`, 6 games of seed
    /// `seed`, written to the journal at `journal` (for the commands that
    /// read journals).
    pub(crate) fn played(bots: &str, seed: u64, journal: PathBuf) {
        let mut a = args(bots, 6);
        a.seed = seed;
        a.journal = Some(journal);
        play(&a, &indicatif::ProgressBar::hidden()).unwrap();
    }

    fn args(bots: &str, games: u64) -> TournamentArgs {
        TournamentArgs {
            game: "forsale".into(),
            players: Some(3),
            bots: bots.into(),
            games,
            seed: 2,
            options: GameOptions::default(),
            edition: None,
            threads: Some(1),
            json: true,
            plot: None,
            journal: None,
            so_far: false,
        }
    }

    #[test]
    fn json_has_the_documented_shape() {
        let report = play(&args("ismcts:40,greedy,random", 6), &ProgressBar::hidden()).unwrap();
        let json = serde_json::to_value(&report).unwrap();
        assert_eq!(json["game"], "forsale");
        assert_eq!(json["edition"], 1);
        assert_eq!(json["players"], 3);
        assert_eq!(json["games"], 6);
        assert_eq!(json["resumed"], 0);
        let ratings = json["ratings"].as_array().unwrap();
        assert_eq!(ratings.len(), 3);
        for r in ratings {
            for key in ["bot", "rating", "low", "high", "win_share"] {
                assert!(r.get(key).is_some(), "{key} missing in {r}");
            }
            assert!(r["low"].as_f64() <= r["rating"].as_f64());
            assert!(r["rating"].as_f64() <= r["high"].as_f64());
        }
        assert_eq!(json["head_to_head"]["bots"].as_array().unwrap().len(), 3);
        let text = table(&report);
        assert!(
            text.contains("95% interval") && text.contains("Head to head"),
            "{text}"
        );
    }

    #[test]
    fn the_plot_is_written() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.svg");
        let mut a = args("greedy,random", 6);
        a.plot = Some(path.clone());
        run(a).unwrap();
        let svg = std::fs::read_to_string(path).unwrap();
        assert!(svg.contains("<svg") && svg.contains("greedy"));
    }

    #[test]
    fn unknown_bots_and_games_are_refused() {
        let e = play(&args("greedy,genius", 3), &ProgressBar::hidden()).unwrap_err();
        assert!(e.contains("genius"), "{e}");
        let mut a = args("random", 3);
        a.game = "chess".into();
        assert!(
            play(&a, &ProgressBar::hidden())
                .unwrap_err()
                .contains("unknown game")
        );
    }
}
