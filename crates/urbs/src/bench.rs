//! `urbs bench`: random-playout and ISMCTS throughput per game, on one core.

use clap::Args;
use std::time::Instant;

use urbs_bots::arena::{Throughput, random_playouts};
use urbs_bots::ismcts::IsmctsConfig;
use urbs_bots::{Roster, Turn};
use urbs_catalog::{GAME_IDS, Visitor, with_game};
use urbs_engine::{Table, Viewer};

#[derive(Args)]
pub struct BenchArgs {
    /// Only this game (default: every game).
    #[arg(long)]
    pub game: Option<String>,
    /// Players per game (default 4, or the nearest the game allows).
    #[arg(long)]
    pub players: Option<usize>,
    /// Seconds per measurement; each figure is the median of 3.
    #[arg(long, default_value_t = 1.0)]
    pub seconds: f64,
    /// Print `{"results":[{"game","players","games_per_sec","actions_per_sec","ismcts_iterations_per_sec"}]}`.
    #[arg(long)]
    pub json: bool,
}

struct Bench {
    players: usize,
    seconds: f64,
}

/// ISMCTS iterations per second on one core, as `ismcts:N` plays (with the
/// game's playout policy), searching eight positions of a seeded game played
/// by the game's own bot (or random bots): the median of 3 timed runs.
fn ismcts_rate<G: Roster>(players: usize, seconds: f64) -> f64 {
    let options = G::Options::default();
    // Positions: every 4th decision of one game, from the start.
    let mut table = Table::<G>::new(players, &options, 5).expect("valid setup");
    let mut positions = Vec::new();
    let player = G::GAME_BOTS.first().copied().unwrap_or("random");
    let mut bots: Vec<_> = (0..players)
        .map(|s| urbs_bots::make_bot::<G>(player, s as u64))
        .collect::<Result<Vec<_>, _>>()
        .expect("the game's bots exist");
    let mut step = 0;
    while let Some(seat) = table.to_act().seats().first() {
        if step % 4 == 0 && positions.len() < 8 && table.legal_actions(seat).len() > 1 {
            positions.push((seat, table.state().clone(), table.log().to_vec()));
        }
        let action = urbs_bots::ask(bots[seat].as_mut(), &table, seat);
        table.apply(seat, &action).expect("bots play legal actions");
        step += 1;
    }
    let run = |iterations: u32| -> f64 {
        let start = Instant::now();
        let mut total = 0u64;
        for (i, (seat, state, log)) in positions.iter().enumerate() {
            let view = state.view(Viewer::Seat(*seat));
            let legal = state.legal_actions_vec(*seat);
            let mut bot =
                urbs_bots::search_bot::<G>(IsmctsConfig::iterations(iterations), i as u64);
            total += bot
                .analyze(&Turn {
                    seat: *seat,
                    view: &view,
                    log,
                    legal: &legal,
                })
                .iterations;
        }
        total as f64 / start.elapsed().as_secs_f64().max(1e-9)
    };
    if positions.is_empty() {
        return 0.0;
    }
    let probe = run(500);
    let per_position = (probe * seconds / positions.len() as f64).max(500.0) as u32;
    let mut rates: Vec<f64> = (0..3).map(|_| run(per_position)).collect();
    rates.sort_by(f64::total_cmp);
    rates[1]
}

impl Visitor for Bench {
    type Out = (Throughput, f64);
    fn visit<G: Roster>(self) -> (Throughput, f64) {
        let options = G::Options::default();
        // Calibrate on a short run, then take the median of three timed runs.
        let probe = random_playouts::<G>(self.players, &options, 200, 99);
        let games = ((probe.games_per_sec * self.seconds) as u64).max(50);
        let mut runs: Vec<Throughput> = (0..3)
            .map(|i| random_playouts::<G>(self.players, &options, games, 1 + i))
            .collect();
        runs.sort_by(|a, b| a.games_per_sec.total_cmp(&b.games_per_sec));
        (
            runs.swap_remove(1),
            ismcts_rate::<G>(self.players, self.seconds),
        )
    }
}

/// One result object per game (and prints the text lines unless `--json`).
pub fn results(args: &BenchArgs) -> Result<Vec<serde_json::Value>, String> {
    let ids: Vec<String> = match &args.game {
        Some(g) => vec![g.clone()],
        None => GAME_IDS.iter().map(|s| s.to_string()).collect(),
    };
    let mut results = Vec::new();
    for id in &ids {
        let players = crate::options::players_or_default(id, args.players)?;
        let (t, ismcts) = with_game(
            id,
            Bench {
                players,
                seconds: args.seconds,
            },
        )?;
        if !args.json {
            println!(
                "{:<11} {} players: {:>10.0} games/s {:>12.0} actions/s {:>10.0} ISMCTS iterations/s (median of 3, one core)",
                t.game, t.players, t.games_per_sec, t.actions_per_sec, ismcts
            );
        }
        results.push(serde_json::json!({
            "game": t.game,
            "players": t.players,
            "games_per_sec": t.games_per_sec,
            "actions_per_sec": t.actions_per_sec,
            "ismcts_iterations_per_sec": ismcts,
        }));
    }
    Ok(results)
}

pub fn run(args: BenchArgs) -> Result<(), String> {
    let results = results(&args)?;
    if args.json {
        println!("{}", serde_json::json!({ "results": results }));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_keeps_its_fields_and_adds_ismcts() {
        let args = BenchArgs {
            game: Some("forsale".into()),
            players: Some(3),
            seconds: 0.01,
            json: true,
        };
        let r = results(&args).unwrap();
        assert_eq!(r.len(), 1);
        for key in [
            "game",
            "players",
            "games_per_sec",
            "actions_per_sec",
            "ismcts_iterations_per_sec",
        ] {
            assert!(r[0].get(key).is_some(), "{key} missing");
        }
        assert!(r[0]["ismcts_iterations_per_sec"].as_f64().unwrap() > 0.0);
    }
}
