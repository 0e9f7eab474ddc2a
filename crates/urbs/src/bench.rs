//! `urbs bench`: per game, on one core, the engine's random playouts, one
//! ISMCTS iteration's cost in random playouts of the same game, and `urbs
//! sim`'s speed with random bots against the playouts'.
//!
//! Machines differ two or three times over, and a shared machine's load
//! changes from second to second, so the figures that matter are ratios of
//! two measurements taken side by side: each round measures the playouts,
//! the search and the simulator one after the other, and each ratio is the
//! median over the rounds of that round's ratio.

use std::time::Instant;

use clap::Args;
use urbs_bots::arena::{SimConfig, Throughput, random_playouts, simulate_with};
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
    /// Seconds per measurement; each figure is the median of 3 rounds.
    #[arg(long, default_value_t = 1.0)]
    pub seconds: f64,
    /// Print `{"results":[{"game","players","games_per_sec","actions_per_sec","ismcts_iterations_per_sec","ismcts_iteration_cost","sim_games_per_sec","sim_vs_playouts"}]}`.
    #[arg(long)]
    pub json: bool,
}

/// Rounds of measurements; figures are their medians.
const ROUNDS: usize = 3;

struct Bench {
    players: usize,
    seconds: f64,
}

/// What one game's bench found.
struct Figures {
    playouts: Throughput,
    /// ISMCTS iterations per second on one core.
    ismcts: f64,
    /// Random playouts (games) per ISMCTS iteration, measured side by side.
    iteration_cost: f64,
    /// `urbs sim` with random bots on one thread, games per second.
    sim: f64,
    /// Its speed over the random playouts', measured side by side.
    sim_vs_playouts: f64,
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// Positions an ISMCTS bot is timed on: every 4th decision of one seeded
/// game played by the game's own bot (or random bots), from the start, up
/// to eight with a choice to make.
type Position<G> = (usize, G, Vec<<G as urbs_engine::Game>::Event>);

fn positions<G: Roster>(players: usize) -> Vec<Position<G>> {
    let options = G::Options::default();
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
    positions
}

/// ISMCTS iterations per second on one core over `positions`, as
/// `ismcts:N` plays (the game's settings and playout heuristic), `per`
/// iterations at each.
fn ismcts_rate<G: Roster>(positions: &[Position<G>], per: u32) -> f64 {
    let start = Instant::now();
    let mut total = 0u64;
    for (i, (seat, state, log)) in positions.iter().enumerate() {
        let view = state.view(Viewer::Seat(*seat));
        let legal = state.legal_actions_vec(*seat);
        let mut bot = urbs_bots::search_bot::<G>(IsmctsConfig::iterations(per), i as u64);
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
}

/// `urbs sim`'s games per second with random bots at every seat, on one
/// thread, as it plays them: bots made from their specs, every action
/// checked by the rules, the public log kept, the tally.
fn sim_rate<G: Roster>(players: usize, games: u64, seed: u64) -> f64 {
    let cfg = SimConfig {
        players,
        options: G::Options::default(),
        games,
        seed,
        bots: vec!["random".to_string(); players],
        ..SimConfig::default()
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .expect("a thread");
    let start = Instant::now();
    pool.install(|| simulate_with::<G>(&cfg, None, &|_| {}))
        .expect("random games play out");
    games as f64 / start.elapsed().as_secs_f64().max(1e-9)
}

impl Visitor for Bench {
    type Out = Figures;
    fn visit<G: Roster>(self) -> Figures {
        let options = G::Options::default();
        let n = self.players;
        // Calibrate each measurement to about `seconds`.
        let probe = random_playouts::<G>(n, &options, 200, 99);
        let games = ((probe.games_per_sec * self.seconds) as u64).max(50);
        let positions = positions::<G>(n);
        let per = if positions.is_empty() {
            0
        } else {
            let rate = ismcts_rate(&positions, 200);
            (rate * self.seconds / positions.len() as f64).max(200.0) as u32
        };
        let sim_games = ((sim_rate::<G>(n, 100, 98) * self.seconds) as u64).max(50);
        let mut playouts = Vec::new();
        let (mut ismcts, mut cost, mut sim, mut sim_ratio) = (vec![], vec![], vec![], vec![]);
        for round in 0..ROUNDS {
            let t = random_playouts::<G>(n, &options, games, 1 + round as u64);
            let i = if per > 0 {
                ismcts_rate(&positions, per)
            } else {
                0.0
            };
            let s = sim_rate::<G>(n, sim_games, 1 + round as u64);
            cost.push(if i > 0.0 { t.games_per_sec / i } else { 0.0 });
            sim_ratio.push(s / t.games_per_sec);
            ismcts.push(i);
            sim.push(s);
            playouts.push(t);
        }
        playouts.sort_by(|a, b| a.games_per_sec.total_cmp(&b.games_per_sec));
        Figures {
            playouts: playouts.swap_remove(ROUNDS / 2),
            ismcts: median(ismcts),
            iteration_cost: median(cost),
            sim: median(sim),
            sim_vs_playouts: median(sim_ratio),
        }
    }
}

/// One result object per game (and prints the text lines unless `--json`).
pub fn results(args: &BenchArgs) -> Result<Vec<serde_json::Value>, String> {
    let ids: Vec<String> = match &args.game {
        Some(g) => vec![g.clone()],
        None => GAME_IDS.iter().map(|s| s.to_string()).collect(),
    };
    let mut results = Vec::new();
    if !args.json {
        println!(
            "one core, medians of {ROUNDS} rounds; an iteration's cost is in random games of the same game"
        );
    }
    for id in &ids {
        let players = crate::options::players_or_default(id, args.players)?;
        let f = with_game(
            id,
            Bench {
                players,
                seconds: args.seconds,
            },
        )?;
        let t = &f.playouts;
        if !args.json {
            println!(
                "{:<11} {} players: {:>9.0} games/s {:>11.0} actions/s | ISMCTS {:>8.0} iterations/s, {:>5.2} games each | sim {:>8.0} games/s, {:.2} of the playouts'",
                t.game,
                t.players,
                t.games_per_sec,
                t.actions_per_sec,
                f.ismcts,
                f.iteration_cost,
                f.sim,
                f.sim_vs_playouts
            );
        }
        results.push(serde_json::json!({
            "game": t.game,
            "players": t.players,
            "games_per_sec": t.games_per_sec,
            "actions_per_sec": t.actions_per_sec,
            "ismcts_iterations_per_sec": f.ismcts,
            "ismcts_iteration_cost": f.iteration_cost,
            "sim_games_per_sec": f.sim,
            "sim_vs_playouts": f.sim_vs_playouts,
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
    fn json_keeps_its_fields_and_adds_the_ratios() {
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
            "ismcts_iteration_cost",
            "sim_games_per_sec",
            "sim_vs_playouts",
        ] {
            assert!(
                r[0][key].is_number() || r[0][key].is_string(),
                "{key} missing"
            );
        }
        for key in [
            "ismcts_iterations_per_sec",
            "ismcts_iteration_cost",
            "sim_games_per_sec",
            "sim_vs_playouts",
        ] {
            assert!(r[0][key].as_f64().unwrap() > 0.0, "{key}");
        }
    }
}
